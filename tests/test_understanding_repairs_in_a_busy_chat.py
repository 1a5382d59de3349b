"""Repairs said in a long, busy chat (long chat 14): undoing everything the last message did or the last few
changes ("omg no. undo all of that", "undo the last 3 things u did", "wtf. undo that, both of them"), a yes said as
the deed ("yes get rid"), a yes that names the offered task again before its date, "call that one X" for the task
just made, and "another one, same thing, <day>" — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext

IT = {"kind": "pronoun"}
ASKED = ConversationContext(awaiting_confirmation=True)
LAST = ConversationContext(last_task={"id": "t7", "number": 7, "title": "Practice lesson with andy"})


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("omg no. undo all of that", {"whole_turn": True}),
        ("undo everything you just did", {"whole_turn": True}),
        ("ugh revert it all", {"whole_turn": True}),
        ("undo all of it please", {"whole_turn": True}),
        ("undo the last 3 things u did", {"count": 3}),
        ("undo the last two things you did", {"count": 2}),
        ("wtf. undo that, both of them", {"count": 2}),
        ("undo it, both", {"count": 2}),
        ("ffs undo", {}),
        ("undo that", {}),
    ],
)
def test_how_much_an_undo_takes_back(text: str, params: dict[str, Any]) -> None:
    assert steps(text) == [("none", "undo", params)]


@pytest.mark.parametrize("text", ["yes get rid", "yep get rid of it", "yes, get rid of that", "yep bin it",
                                  "yes kill it", "go on delete it"])
def test_a_yes_said_as_the_deed_confirms(text: str) -> None:
    assert steps(text, ASKED) == [("none", "confirm", {})]


def test_getting_rid_of_a_named_task_is_still_a_delete() -> None:
    assert steps("get rid of milk") == [("delete_task", None, {"task_ref": {"kind": "title", "value": "milk"}})]


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("yes the test, its on 14th dec at 10:40", "2026-12-14T10:40:00+00:00"),
        ("yeah the dentist one - tuesday 3pm", "2026-11-24T15:00:00+00:00"),
        ("yep that one, friday", "2026-11-27"),
    ],
)
def test_a_yes_naming_the_offered_task_carries_its_date(text: str, due: str) -> None:
    assert steps(text, ASKED) == [("none", "confirm", {"due": due})]


@pytest.mark.parametrize(
    ("text", "new"),
    [
        ("lol no, call that one practice lesson with andy too", "Practice lesson with andy"),
        ("call that one gym session", "Gym session"),
        ("no, call this one pick up the cake", "Pick up the cake"),
    ],
)
def test_call_that_one_renames_the_task_just_made(text: str, new: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": IT, "title": new})]


def test_calling_someone_is_still_a_call() -> None:
    assert steps("call that plumber tomorrow")[0][2].get("title") == "Call that plumber"


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("and another one same thing sat 5th", "2026-12-05"),
        ("one more like that for friday", "2026-11-27"),
        ("same again next monday", "2026-11-30"),
        ("another one on the 9th", "2026-12-09"),
    ],
)
def test_another_one_copies_the_last_task_to_the_day_said(text: str, due: str) -> None:
    assert steps(text, LAST) == [("add_task", None, {"title": "Practice lesson with andy", "due": due})]


def test_another_one_without_a_task_in_mind_copies_nothing() -> None:
    assert all(s[2].get("title") != "Practice lesson with andy" for s in steps("another one same thing sat 5th"))


@pytest.mark.parametrize(
    ("text", "intent", "name"),
    [
        ("and the one called No, remove it", "delete_task", "no"),
        ("the task named gym, mark it done", "complete_task", "gym"),
        ("the one literally called test, get rid of it", "delete_task", "test"),
    ],
)
def test_the_one_called_x_then_a_command_is_about_that_task(text: str, intent: str, name: str) -> None:
    assert [(s[0], s[2].get("task_ref")) for s in steps(text)] == [(intent, {"kind": "title", "value": name})]
