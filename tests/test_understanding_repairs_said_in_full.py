"""Repairs said in full in a busy chat: a remark with a number before an undo ("no thats 2 things. undo that" undoes
one change, not two), the speaker now free to do something ("and now i can delete the drive dad one" is a delete,
never another tick of the last task), and the action meant then the request whole ("i said delete not done. delete
#4") — each with the near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title


@pytest.mark.parametrize("text", ["no thats 2 things. undo that", "ugh that was 3 tasks not one, undo"])
def test_a_number_in_the_remark_before_an_undo_undoes_one_change(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


@pytest.mark.parametrize("text", ["ugh undo the last 2", "no no undo both"])
def test_a_number_said_with_the_undo_still_counts(text: str) -> None:
    assert steps(text) == [("none", "undo", {"count": 2})]


@pytest.mark.parametrize(
    ("text", "intent", "ref"),
    [
        ("and now i can delete the drive dad one", "delete_task", "drive dad"),
        ("i can delete the drive dad one now", "delete_task", "drive dad"),
        ("so we can tick off the boxes one", "complete_task", "boxes"),
    ],
)
def test_the_speaker_free_to_do_it_is_asking_for_it(text: str, intent: str, ref: str) -> None:
    assert steps(text) == [(intent, None, {"task_ref": title(ref)})]


def test_the_action_meant_then_the_request_in_full_is_that_request() -> None:
    assert steps("i said delete not done. delete #4") == [("delete_task", "correct", {"task_ref": number(4)})]


def test_the_action_meant_alone_still_asks_for_the_task() -> None:
    assert steps("i said delete not done") == [("delete_task", "correct", {})]


@pytest.mark.parametrize("text", ["make it 10pm my time", "make that 9pm local time"])
def test_a_time_said_in_my_time_is_a_new_time_never_a_title(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and "title" not in params and "at_time" in params


def test_how_things_are_before_a_new_time_is_no_task() -> None:
    found = steps("oops thats 3pm uk, hes still at school. make it 10pm my time")
    assert [intent for intent, _, _ in found] == ["update_task"]


def test_a_kind_of_task_then_names_keeps_only_the_tasks_named() -> None:
    from todobot.understanding.rules.exceptions import yes_only

    found = yes_only("no!! just the moving ones - broadband, post, council tax")
    assert found is not None and [ref["value"] for ref in found.params["only"]] == ["broadband", "post", "council tax"]
