"""Reminders already set, changed in passing: "remind me 30 min earlier instead" (no task said), "remind me at half 3
instead of 4", "the 4am reminder - move to 3:30", "the 2pm one, make it 1pm" - a move of the reminder, never a new
task; and "just in" (the speaker home) is no task done."""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext

AFTER_A_REMINDER = ConversationContext(last_task={"id": "t1", "number": 1, "title": "Call the depot"},
                                       last_action={"intent": "schedule_reminder", "params": {}})


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("actually remind me 30 min earlier instead, need to warm up", -30),
        ("remind me an hour later then", 60),
        ("ok remind me 15 mins earlier pls", -15),
    ],
)
def test_remind_me_earlier_with_no_task_moves_the_reminder_talked_about(text: str, minutes: int) -> None:
    assert steps(text, AFTER_A_REMINDER) == [
        ("move_reminder", None, {"task_ref": {"kind": "pronoun"}, "shift_minutes": minutes})]


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("actually remind me at half 3 instead of 4, early start", "04:00", "15:30"),
        ("remind me at 6pm instead of 7pm", "19:00", "18:00"),
        ("remind me at 8:15am instead of 8:45am", "08:45", "08:15"),
    ],
)
def test_remind_me_at_a_time_instead_of_another_moves_that_reminder(text: str, old: str, new: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "move_reminder"
    assert params["reminder_time"] == old and params["when"][11:16] == new
    assert params["same_day"] is True  # the reminder keeps its own day


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("the 3pm reminder is wrong, the meeting got pushed, make it 4", "15:00"),
        ("teh 4am reminder - move to 3:30, earlier start tmrw", "04:00"),
        ("the 7pm alarm, push it to 8, running late", "19:00"),
    ],
)
def test_a_reminder_named_by_its_time_then_moved(text: str, old: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "move_reminder" and params["reminder_time"] == old


def test_the_time_one_right_after_reminders_is_a_reminder() -> None:
    [(intent, _, params)] = steps("the 2pm one, make it 1pm, i finish earlier", AFTER_A_REMINDER)
    assert intent == "move_reminder" and params["reminder_time"] == "14:00" and params["same_day"] is True


@pytest.mark.parametrize("text", ["list me reminders", "list me my reminders please"])
def test_list_me_reminders_lists_them(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


@pytest.mark.parametrize(
    "text",
    ["hiya, just in. remind me at 4am tomorrow to take the sourdough out the fridge",
     "just got in. remind me at 4am tomorrow to take the sourdough out the fridge"],
)
def test_just_in_is_no_task_done(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["add_task", "schedule_reminder"]


def test_a_thing_put_in_is_still_done() -> None:
    assert steps("essay in")[0][0] == "complete_task"
