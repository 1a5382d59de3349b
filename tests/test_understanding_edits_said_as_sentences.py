"""Edits of a task said as everyday sentences (long chat 17): a new date and a priority in one breath ("make it due
monday and urgent"), a day of the month alone ("make it the 17th"), the new date said in passing and then "move it",
why first and then "so make it …", what to note said before "put that in the notes", a note put back, a note taken
off. Each is an edit of a task on the list: never a new task, never "I couldn't find …".
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _edits(text: str) -> dict:
    """The params of the edits read, merged (one edit, or one per field)."""
    found = steps(text)
    assert found and all(intent == "update_task" for intent, _, _ in found), found
    merged: dict = {}
    for _, _, params in found:
        merged.update(params)
    return merged


# ------------------------------------------------------------------ a date and a priority in one breath


@pytest.mark.parametrize(
    ("text", "due", "priority"),
    [
        ("make it due monday and urgent", "2026-11-30", "high"),
        ("set it for friday and high priority", "2026-11-27", "high"),
        ("make it due the 4th and low priority please", "2026-12-04", "low"),
        ("make it urgent and due friday", "2026-11-27", "high"),
    ],
)
def test_a_date_and_a_priority_said_together_both_change(text: str, due: str, priority: str) -> None:
    params = _edits(text)
    assert params["due"] == due and params["priority"] == priority
    assert params["task_ref"]["kind"] == "pronoun"  # never a task called "it due monday and"


def test_a_date_and_a_priority_after_a_story_still_edit_the_task() -> None:
    params = _edits("actually no the van needs booking asap, the move is the 18th. make it due monday and urgent")
    assert params["due"] == "2026-11-30" and params["priority"] == "high"


# ------------------------------------------------------------------ a day of the month alone


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("make it the 17th", "2026-12-17"),
        ("ok make that the 21st then", "2026-12-21"),
        ("actually the pharmacy said order it a week before so make it the 17th", "2026-12-17"),
        ("the clinic said the 2nd is better so make it the 2nd", "2026-12-02"),
    ],
)
def test_a_day_of_the_month_alone_moves_the_task(text: str, due: str) -> None:
    params = _edits(text)
    assert params["due"] == due and params["task_ref"]["kind"] == "pronoun"


# ------------------------------------------------------------------ the date said in passing, then "move it"


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("not today, it starts 4th dec. move it", "2026-12-04"),
        ("not friday, they open on the 30th. move it", "2026-11-30"),
        ("mum has thursday so i can do it saturday. move it pls", "2026-11-28"),
        ("vik is doing saturday with dad so i can do boots sunday instead. move it", "2026-11-29"),
    ],
)
def test_the_last_date_said_before_move_it_is_the_new_date(text: str, due: str) -> None:
    params = _edits(text)
    assert params["due"] == due and params["task_ref"]["kind"] == "pronoun"


@pytest.mark.parametrize("text", ["move it", "the gym is shut. move it"])
def test_move_it_with_no_date_said_is_no_move_to_a_made_up_date(text: str) -> None:
    assert not any(params.get("due") for _, _, params in steps(text))


# ------------------------------------------------------------------ notes said as sentences


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("the names are dan, kofi and marek - put that in the notes", "the names are dan, kofi and marek"),
        ("door code is 2231 - put that in the notes", "door code is 2231"),
        ("her number is 07700 900123, add it to the description", "her number is 07700 900123"),
    ],
)
def test_what_was_said_then_put_that_in_the_notes_notes_the_task_talked_about(text: str, note: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["note"] == note and params["task_ref"]["kind"] == "pronoun"


def test_a_new_task_with_its_note_stays_one_new_task() -> None:
    assert steps("add call the bank - ask about the fee") == [
        ("add_task", None, {"title": "Call the bank", "description": "ask about the fee"})]


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("put the note back on the costume: tea towel, rope for belt", {"kind": "title", "value": "costume"},
         "tea towel, rope for belt"),
        ("put the notes back on 3: blue folder", {"kind": "number", "value": 3}, "blue folder"),
        ("wait why did u undo that?? put the note back on the costume: tea towel, dressing gown",
         {"kind": "title", "value": "costume"}, "tea towel, dressing gown"),
    ],
)
def test_a_note_put_back_is_that_tasks_whole_note_again(text: str, ref: dict, note: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "description": note})]


@pytest.mark.parametrize("text", ["take the note off 11", "take the description off 11"])
def test_taking_the_note_off_a_task_clears_it(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "number", "value": 11}, "description": ""})]
