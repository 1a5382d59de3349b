"""Lists and echoes: a shopping list with a word that can be a verb in it ("mop heads, bin bags and descaler"), two
things each on its own date ("add chem exam dec 7 and physics exam dec 9"), the same change said again of another
task last ("…, and the card too", "…, and the shed one isn't either"), "get shot of" as a delete, "confirmed" as done,
and "whens it next due" — each with near misses.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("add mop heads, bin bags and descaler", ["Mop heads", "Bin bags", "Descaler"]),
        ("add milk, bin bags and descaler", ["Milk", "Bin bags", "Descaler"]),
    ],
)
def test_a_list_with_one_verb_like_word_is_still_a_list(text: str, titles: list[str]) -> None:
    assert [params.get("title") for _, _, params in steps(text)] == titles


def test_a_job_with_several_objects_stays_one_task() -> None:
    assert len(steps("add paint the fence, the shed and the gate")) == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("add chem exam dec 7 and physics exam dec 9", [("Chem exam", "2026-12-07"), ("Physics exam", "2026-12-09")]),
        ("add lunch with sam friday and dinner with jo saturday",
         [("Lunch with sam", "2026-11-27"), ("Dinner with jo", "2026-11-28")]),
    ],
)
def test_two_things_each_on_its_own_date_are_two_tasks(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(params["title"], params["due"]) for _, _, params in steps(text)] == expected


@pytest.mark.parametrize(
    ("text", "intent", "refs", "extra"),
    [
        ("mark the invoice done, and the card too", "complete_task", ["invoice", "card"], {}),
        ("the freezer one isn't important, and the shed one isn't either", "update_task", ["freezer", "shed"],
         {"priority": "low"}),
        ("the gym one isnt urgent and the bins one isnt either", "update_task", ["gym", "bins"], {"priority": "low"}),
    ],
)
def test_the_same_change_said_again_of_another_task(text: str, intent: str, refs: list[str], extra: dict) -> None:
    assert steps(text) == [(intent, None, {"task_ref": title(ref), **extra}) for ref in refs]


def test_a_task_named_first_then_asked_about_is_still_the_topic() -> None:
    assert steps("ok so #3, can u ping me about it tomorrow")[0][2]["task_ref"] == {"kind": "number", "value": 3}


@pytest.mark.parametrize(("text", "ref"), [("get shot of the window cleaner task", "window cleaner")])
def test_get_shot_of_deletes(text: str, ref: str) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize(("text", "ref"), [("the florist is confirmed for the nguyens", "florist for the nguyens"),
                                           ("venue confirmed", "venue")])
def test_confirmed_is_done(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize("text", ["confirm the florist", "is the florist confirmed"])
def test_asking_to_confirm_or_whether_confirmed_ticks_nothing(text: str) -> None:
    assert all(intent != "complete_task" for intent, _, _ in steps(text))


def test_a_verb_first_leads_the_whole_list() -> None:
    assert steps("add buy milk, eggs and bread") == [("add_task", None, {"title": "Buy milk, eggs and bread"})]


def test_a_start_day_said_after_a_repeat_is_no_second_task() -> None:
    assert all(params.get("title") != "From" for _, _, params in
               steps("remind me every day at 8am to take my iron tablets, from monday"))
