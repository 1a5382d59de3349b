"""Changes to a task's date, repeat or words said as news or in a sentence: a move told after what happened ("the
landlord rang, so move the inspection to friday"), a date's move with no "was" ("chapter 3 deadline moved to 10
dec"), "pull … forward", a move by an offset after "I must", "too"/"after all" after the new value, a repeat ruled
out as "twice a week", "amend", a rename said with "instead", a note added "to the X one that …", a deadline told
straight after a priority, "is to be paid friday" — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import steps, title


def only(text: str) -> tuple[str, dict[str, Any]]:
    found = steps(text)
    assert len(found) == 1, found
    return found[0][0], found[0][2]


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("bring the school trip forms forward to tomorrow", "school trip forms", "2026-11-24"),
        ("pull the parents evening prep forward to tomorrow", "parents evening prep", "2026-11-24"),
        ("pull the quarterly review forwards to thursday", "quarterly review", "2026-11-26"),
        ("my tutor rang, essay 2 deadline moved to 4 dec", "essay 2", "2026-12-04"),
        ("the boss rang, the pitch deck due date moved to friday", "pitch deck", "2026-11-27"),
        ("the clinic called so move the blood test to friday too", "blood test", "2026-11-27"),
        ("her flight got changed so move the airport pickup to saturday as well", "airport pickup", "2026-11-28"),
        ("and the organist is to be paid this friday instead, she is travelling", "organist", "2026-11-27"),
    ],
)
def test_a_move_said_as_news_moves_the_task_named(text: str, ref: str, due: str) -> None:
    intent, params = only(text)
    assert intent == "update_task"
    assert params["task_ref"] == title(ref)
    assert params["due"] == due
    assert not params.get("or_add")


@pytest.mark.parametrize(
    "text",
    [
        "back on nights from wed so can you move everything from wednesday to thursday",
        "my shifts changed so move everything from wednesday to thursday",
    ],
)
def test_what_happened_then_a_bulk_move_is_one_move_and_no_task(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["update_task"]
    assert found[0][2]["task_ref"]["kind"] == "all"
    assert found[0][2]["due"] == "2026-11-26"


def test_a_day_said_then_move_it_there_moves_it_to_that_day() -> None:
    intent, params = only("the pharmacy said come back thursday so move it there")
    assert intent == "update_task"
    assert params["due"] == "2026-11-26"


def test_pls_update_after_the_change_is_no_second_change() -> None:
    found = steps("guide just called, he is travelling, chapter 3 deadline moved to 10 dec. pls update")
    assert found == [("update_task", None, {"task_ref": title("chapter 3"), "due": "2026-12-10"})]


@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("I am afraid I must postpone the optician by a week.", {"weeks": 1}),
        ("i need to push the dentist back 2 days", {"days": 2}),
        ("we have to bring the team lunch forward a day", {"days": -1}),
    ],
)
def test_a_move_by_an_offset_after_i_must_moves_the_task(text: str, shift: dict[str, int]) -> None:
    intent, params = only(text)
    assert intent == "update_task"
    assert params["shift"] == shift


@pytest.mark.parametrize(
    ("text", "repeat"),
    [
        ("make the physio one weekly instead of twice a week", "weekly"),
        ("make the piano one monthly instead of three times a month", "monthly"),
        ("that fortnightly thing, make it weekly after all", "weekly"),
    ],
)
def test_a_new_repeat_with_the_old_one_ruled_out_or_after_all(text: str, repeat: str) -> None:
    intent, params = only(text)
    assert intent == "update_task"
    assert params["repeat"] == repeat


@pytest.mark.parametrize(
    ("text", "ref", "new"),
    [
        ("Please amend the library task to read 'Return books to Central Library'.", "library",
         "Return books to Central Library"),
        ("amend the gas one to say ring the gas board", "gas", "Ring the gas board"),
        ("call the flour one pay Brodies invoice instead", "flour", "Pay Brodies invoice"),
        ("just name the garage task book the MOT instead", "garage", "Book the MOT"),
    ],
)
def test_a_rename_said_with_amend_or_instead(text: str, ref: str, new: str) -> None:
    intent, params = only(text)
    assert intent == "update_task"
    assert params["task_ref"] == title(ref)
    assert params["title"] == new


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("add to the uniform one that its the blue ones", "uniform", "its the blue ones"),
        ("put on the vet task: she hates the car", "vet", "she hates the car"),
    ],
)
def test_words_added_to_a_task_named_are_its_note(text: str, ref: str, note: str) -> None:
    intent, params = only(text)
    assert intent == "update_task"
    assert params["task_ref"] == title(ref)
    assert params["note"] == note


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("the nursing assignment one, make it p1 the deadline's friday", "2026-11-27"),
        ("make the essay one high priority the deadline is monday", "2026-11-30"),
    ],
)
def test_a_deadline_told_straight_after_a_priority_moves_it_too(text: str, due: str) -> None:
    intent, params = only(text)
    assert intent == "update_task"
    assert params["priority"] == "high"
    assert params["due"] == due


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("call the plumber one more time", "add_task"),  # a phone call, not a rename
        ("call the garage one last time instead", "add_task"),
        ("add call the bank - ask about the fee", "add_task"),
        ("the rent is paid", "complete_task"),
        ("I have to move the sofa to the garage", "add_task"),
    ],
)
def test_near_misses_stay_as_they_were(text: str, intent: str) -> None:
    assert steps(text)[0][0] == intent


def test_call_the_bank_keeps_its_note() -> None:
    assert steps("add call the bank - ask about the fee") == [
        ("add_task", None, {"title": "Call the bank", "description": "ask about the fee"})]
