"""Fixes said plainly: a rename with a remark after it ("…, it reads weird"), a title corrected by number ("#2
should just be X, not the 'Y' bit"), "call it X and its the 4th of december at 3pm not tmrw", a remark after a new
task kept as its note, not its name, and a weekly reminder moved to "sunday nights" moving its repeat too — each
with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, read, steps
from todobot.understanding.model import ConversationContext

# ------------------------------------------------------------------ renames with a remark after them


@pytest.mark.parametrize(
    ("text", "new"),
    [
        ("change #2 to collect dads prescription, it reads weird", "Collect dads prescription"),
        ("rename 3 to pay gas bill. the old name was confusing", "Pay gas bill"),
        ("rename #4 to book the vet, thats clearer", "Book the vet"),
        ("change task 5 to ring the plumber, it's too long otherwise", "Ring the plumber"),
    ],
)
def test_rename_leaves_a_remark_about_the_name_out(text: str, new: str) -> None:
    (step,) = read(text).steps
    assert step.intent == "update_task" and step.params["title"] == new and "description" not in step.params


def test_rename_with_a_dash_note_keeps_its_note() -> None:
    assert steps("rename 2 to book dentist - ask for a morning slot")[0][2]["description"] == "ask for a morning slot"


# ------------------------------------------------------------------ a title corrected by its number


@pytest.mark.parametrize(
    ("text", "n", "new"),
    [
        ("ha no, #2 should just be collect dads prescription, not the 'it reads weird' bit", 2,
         "Collect dads prescription"),
        ("#4 should be ring the gp", 4, "Ring the gp"),
        ("task 5 should only say book flights, not all the extra stuff", 5, "Book flights"),
    ],
)
def test_number_should_be_a_title_renames_it(text: str, n: int, new: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": number(n), "title": new})]


def test_number_should_be_a_day_moves_it_instead() -> None:
    assert steps("#3 should be friday") == [("update_task", None, {"task_ref": number(3), "due": "2026-11-27"})]


# ------------------------------------------------------------------ "call it X and its <date>"


@pytest.mark.parametrize(
    "text",
    [
        "that airport one is all wrong. call it collect conor from airport and its the 4th of december at 3pm not tmrw",
        "call it collect conor from airport, its the 4th of december at 3pm",
    ],
)
def test_call_it_with_its_date_renames_and_moves(text: str) -> None:
    (step,) = read(text).steps
    assert step.intent == "update_task"
    assert step.params["title"] == "Collect conor from airport"
    assert step.params["due"] == "2026-12-04T15:00:00+00:00"


@pytest.mark.parametrize("text", ["call it a day", "call it quits"])
def test_call_it_sayings_rename_nothing(text: str) -> None:
    assert all(s.intent != "update_task" for s in read(text).steps)


# ------------------------------------------------------------------ a remark after a new task is its note


@pytest.mark.parametrize(
    ("text", "title_", "note"),
    [
        ("remind me every monday at 7am to put the bins out. the brown bin is every 2nd week but ill just check",
         "Put the bins out", "the brown bin is every 2nd week but ill just check"),
        ("add water the plants, they look dead", "Water the plants", "they look dead"),
        ("add fix the gate, its hanging off", "Fix the gate", "its hanging off"),
    ],
)
def test_remark_after_a_new_task_is_its_note(text: str, title_: str, note: str) -> None:
    add = read(text).steps[0]
    assert add.intent == "add_task" and add.params["title"] == title_ and add.params["description"] == note


def test_a_task_with_a_dash_note_stays_one_task() -> None:
    assert steps("add call the bank - ask about the fee") == [
        ("add_task", None, {"title": "Call the bank", "description": "ask about the fee"})]


def test_a_remark_that_says_a_day_is_not_made_a_note() -> None:
    assert "description" not in read("add call mum, she's back tomorrow").steps[0].params


# ------------------------------------------------------------------ a weekly reminder moved to another day


@pytest.mark.parametrize(
    ("text", "repeat"),
    [
        ("actually they collect at like 7 so move the bin reminder to sunday nights at 9pm instead",
         "every sunday at 21:00"),
        ("change the gym reminder to tuesday evenings at 6", "every tuesday at 18:00"),
        ("remind me about the bins sunday nights at 9 instead", "every sunday at 21:00"),
    ],
)
def test_reminder_moved_to_a_day_of_each_week_repeats_then(text: str, repeat: str) -> None:
    (step,) = read(text).steps
    assert step.intent == "move_reminder" and step.params["repeat"] == repeat


def test_reminder_moved_to_one_day_keeps_its_repeat() -> None:
    (step,) = read("move the bin reminder to sunday at 9pm").steps
    assert step.intent == "move_reminder" and "repeat" not in step.params


def test_every_day_said_right_after_a_reminder_moved_moves_it_again() -> None:
    moved = {"intent": "move_reminder", "params": {"when": "2026-11-29T21:00:00+00:00"}}
    context = ConversationContext(last_action=moved)
    assert steps("no every sunday at 9pm, not monday", context) == [
        ("move_reminder", None, {"task_ref": {"kind": "pronoun"}, "when": "2026-11-29T21:00:00+00:00",
                                 "repeat": "every sunday at 21:00"})]
