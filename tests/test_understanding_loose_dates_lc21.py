"""Dates, times and repeats said loosely (long chat 21): a date before a comma and an aside, a weekday with a
clock time inside the words, "the night before at 8", "8 in the evening", "the saturday after, the 5th", and a new
repeat said as what is wanted."""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(("text", "title", "due"), [
    ("need to pay the two apprentices friday, ciaran and jamie", "Pay the two apprentices, ciaran and jamie",
     "2026-11-27"),
    ("pay the lads friday, tom and mick", "Pay the lads, tom and mick", "2026-11-27"),
    ("his match is saturday at 11 in parnell park, add that", "His match is in parnell park",
     "2026-11-28T11:00:00+00:00"),
    ("add drinks friday at 8pm with the lads", "Drinks with the lads", "2026-11-27T20:00:00+00:00"),
])
def test_a_date_said_inside_is_the_due(text: str, title: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["title"] == title and params["due"] == due


def test_a_repeat_before_a_remark_is_the_repeat() -> None:
    [(_, _, params)] = steps("hurling training for conor every tuesday and thursday at 6.30, i drop him down. "
                             "put that in")
    assert params["title"] == "Hurling training for conor"
    assert params["repeat"] == "every tuesday and thursday at 18:30"


@pytest.mark.parametrize("text", ["add book a table for friday dinner", "add ask about friday at 8 meeting"])
def test_a_date_that_names_the_thing_stays(text: str) -> None:
    [(_, _, params)] = steps(text)
    assert "due" not in params


def test_two_dates_in_the_first_clause_still_split() -> None:
    found = steps("10k training: add a 5k run saturday and a long run sunday, 8k. low priority both")
    assert [p["title"] for _, _, p in found] == ["A 5k run", "A long run 8k"]


_REMINDED = ConversationContext(
    last_task={"id": "x", "number": 1, "title": "Van NCT"},
    last_action={"intent": "schedule_reminder",
                 "params": {"task_ref": {"kind": "number", "value": 1}, "when": "2026-12-08T08:00:00+00:00"}})


@pytest.mark.parametrize("text", ["8 in the evening not the morning", "make it 8 in the evening",
                                  "sorry 8 in the evening"])
def test_the_evening_hour_moves_the_reminder_just_set(text: str) -> None:
    [(intent, _, params)] = steps(text, _REMINDED)
    assert intent == "move_reminder" and params["when"] == "2026-12-08T20:00:00+00:00"


_ADDED = ConversationContext(
    last_task={"id": "x", "number": 36, "title": "Birthday dinner", "due": "2026-11-28T20:00:00+00:00"},
    last_action={"intent": "add_task", "params": {"title": "Birthday dinner", "due": "2026-11-28T20:00:00+00:00"}})


@pytest.mark.parametrize("text", ["no the saturday after, the 5th", "no the following saturday, the 5th",
                                  "sorry the saturday after that, 5th dec"])
def test_the_weekday_after_then_the_date_fixes_it(text: str) -> None:
    [(intent, _, params)] = steps(text, _ADDED)
    assert intent == "update_task" and params["due"] == "2026-12-05"


@pytest.mark.parametrize(("text", "ref", "repeat"), [
    ("the van check every monday, i only want that every 2 weeks now actually", "van check", "every 2 weeks"),
    ("the bins every week, we only need them every 2 weeks now", "bins", "every 2 weeks"),
    ("the gym one, i just want it on tuesdays now", "gym", "every tuesday"),
])
def test_a_new_repeat_said_as_wanted(text: str, ref: str, repeat: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"]["value"] == ref and params["repeat"] == repeat
