"""Reminders timed by what was said with "remind me", yes/no questions about a reminder, the next thing due and a
list sorted by due date (long chat 26)."""

from __future__ import annotations

import pytest

from tests.readings import steps


def _when(text: str) -> str:
    reminders = [p for intent, _, p in steps(text) if intent == "schedule_reminder"]
    assert len(reminders) == 1, steps(text)
    return str(reminders[0]["when"])


@pytest.mark.parametrize(("text", "hour"), [
    ("remind me at 7am tomorrow to call the garage, they shut at 5", "2026-11-24T07:00"),
    ("remind me to pick up the kids at 3 because school lets out at 3:15", "2026-11-23T15:00"),
    ("set a reminder for friday 9am about the rent - the landlord wants it by noon", "2026-11-27T09:00"),
    ("pls remind me 8pm tonight to put the bins out, the truck comes at 6am", "2026-11-23T20:00"),
    ("can you remind me about the mot on thursday at 9am since the garage closes at 1", "2026-11-26T09:00"),
    ("remind me at 10:30 about the vet as they open at 11", "2026-11-23T10:30"),
])
def test_a_time_inside_the_reason_is_not_when_to_remind(text: str, hour: str) -> None:
    assert _when(text).startswith(hour)


@pytest.mark.parametrize(("text", "hour"), [
    ("remind me about the dentist tomorrow, at 3pm", "2026-11-24T15:00"),
    ("remind me about the dentist at 3pm: tomorrow", "2026-11-24T15:00"),
])
def test_a_time_said_last_on_its_own_still_times_the_reminder(text: str, hour: str) -> None:
    assert _when(text).startswith(hour)


@pytest.mark.parametrize("text", [
    "did that keep the 6:30 reminder?", "is my 7am alarm still there after the change?", "has the reminder survived?",
    "will the alarm still go off tomorrow at 7?", "did u remember to keep my reminder",
])
def test_a_yes_no_question_about_a_reminder_asks_about_reminders(text: str) -> None:
    assert [intent for intent, _, _ in steps(text)] == ["list_reminders"]


@pytest.mark.parametrize(("text", "number"), [("did the reminder on #4 stay at 9?", 4),
                                              ("do i still have a reminder on task 3?", 3)])
def test_a_reminder_question_naming_a_task_asks_about_its_reminders(text: str, number: int) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": {"kind": "number", "value": number}})]


NEXT = ("list_tasks", None, {"status": "pending", "sort": "due", "limit": 1})


@pytest.mark.parametrize("text", [
    "what's the next thing due?", "whats due next", "what is my next deadline", "which task is due soonest",
    "what have i got due first", "whats the first thing coming up", "which one is due next",
    "so whats my soonest deadline then", "Which job is due soonest?", "whats the next task due",
])
def test_the_next_thing_due_is_the_one_open_task_due_soonest(text: str) -> None:
    assert steps(text) == [NEXT]


@pytest.mark.parametrize("text", ["sort my open stuff by due date", "put my pending tasks in date order",
                                  "arrange my unfinished things by deadline"])
def test_sorting_the_open_ones_by_date(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"status": "pending", "sort": "due"})]


@pytest.mark.parametrize("text", ["next page", "when's the next one due"])
def test_paging_and_a_repeats_next_time_are_not_the_next_due(text: str) -> None:
    assert NEXT not in steps(text)
