"""Long chat 22 leftovers said loosely: a group pointed at as "it all" / "the lot", "put the dentist on high", what
came in this morning before a move, "put it on the list, urgent" to an offered add, and "no keep it, i'll just stop
it repeating" to a delete question."""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

_OFFERED = ConversationContext(awaiting_confirmation=True, offered_add=True)
_DELETE_ASKED = ConversationContext(awaiting_confirmation=True)


@pytest.mark.parametrize("text", ["move it all to friday", "push it all to friday", "move the lot to friday",
                                  "move the whole lot to friday", "bump all of it to friday"])
def test_it_all_is_the_group_talked_about_not_a_task_called_it_all(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"]["kind"] == "all" and params["task_ref"].get("shown")
    assert params["due"] == "2026-11-27"


@pytest.mark.parametrize(("text", "level"), [("put the dentist on high", "high"), ("put the dentist on low", "low"),
                                             ("switch the car service to low", "low"),
                                             ("put the dentist on high pls", "high")])
def test_put_the_task_on_a_level_sets_its_priority(text: str, level: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["priority"] == level
    assert params["task_ref"]["kind"] == "title"
    assert params["or_add"]  # with no such task, the words are offered as a new one (never done unasked)


@pytest.mark.parametrize("text", ["3 new patients in this morning, push the dentist to 4",
                                  "2 walk-ins this morning, move the dentist to 4pm"])
def test_what_came_in_this_morning_is_no_task_beside_a_move(text: str) -> None:
    found = steps(text)
    assert [(i, p["task_ref"]) for i, _, p in found] == [("update_task", title("dentist"))]


def test_a_task_said_for_this_morning_beside_a_move_is_still_offered() -> None:
    assert [i for i, _, _ in steps("call the plumber this morning, push the dentist to 4")] == \
        ["add_task", "update_task"]


@pytest.mark.parametrize(("text", "level"), [("put it on the list, urgent", "high"), ("yes, urgent", "high"),
                                             ("add it, high priority", "high"),
                                             ("stick it on the list as urgent", "high"), ("yes, low priority", "low")])
def test_an_offered_add_confirmed_with_its_priority(text: str, level: str) -> None:
    [(intent, act, params)] = steps(text, _OFFERED)
    assert (intent, act, params) == ("none", "confirm", {"priority": level})


@pytest.mark.parametrize("text", ["put it on the list, urgent", "stick it on the list, urgent"])
def test_put_it_on_the_list_urgent_is_never_a_task_called_it_on_the_list(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params.get("priority") == "high" and "task_ref" not in params


@pytest.mark.parametrize("text", ["just stop it repeating", "i'll just stop it repeating and leave it",
                                  "ill just turn off the repeat", "let's stop it repeating then"])
def test_stop_it_repeating_said_of_oneself(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "repeat": ""})]


@pytest.mark.parametrize("text", ["hmm wait. no keep it, i'll just stop it repeating and leave it",
                                  "no dont delete it, make it low priority instead"])
def test_keep_it_then_a_change_to_a_delete_question(text: str) -> None:
    [(intent, _, params)] = steps(text, _DELETE_ASKED)
    assert intent == "update_task" and params["task_ref"] == {"kind": "pronoun"}


@pytest.mark.parametrize("text", ["no keep it", "no keep it, its still my job"])
def test_keep_it_alone_is_a_no(text: str) -> None:
    assert [(i, a) for i, a, _ in steps(text, _DELETE_ASKED)] == [("none", "deny")]
