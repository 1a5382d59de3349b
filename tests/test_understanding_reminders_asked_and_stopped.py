"""Reminders asked about, stopped and moved in other words: "what am i getting pinged about tomorrow", "I no longer
require the reminder about X", "stop pinging me about X", "do the tablet reminder at 8:30 instead"; and a repeating
reminder moved to another time moves the whole series, not only its next one."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.readings import steps
from todobot.tools.models import ReminderOccurrence
from todobot.tools.store import TaskStore


def test_moving_a_repeating_reminder_moves_every_one_after_it(tmp_path: Path) -> None:
    store = TaskStore(f"sqlite:///{tmp_path / 'todobot.db'}")
    try:
        user = "8f0c4a59-5a0e-4c55-9d43-1f1e2c3b4a5d"
        task = store.add_task(user, "Send the rota")
        first = datetime(2026, 11, 30, 8, 0, tzinfo=UTC)  # a Monday
        reminder = store.schedule_reminder(user, task.id, first, repeat="every monday at 8am")
        moved = store.move_reminder(user, reminder.id, first.replace(hour=7, minute=30))
        assert moved.repeat_text and "7:30" in moved.repeat_text and moved.moved_from == first
        then = datetime(2026, 11, 30, 7, 31, tzinfo=UTC)
        seen = [ReminderOccurrence(id=s.id, due_at=s.due_at) for s in store.due_reminders(user, then)]
        store.acknowledge_reminders(user, seen, then)
        [after] = store.list_reminders(user)
        assert after.next_at == datetime(2026, 12, 7, 7, 30, tzinfo=UTC)  # the next monday, at 7:30 too
        back = store.move_reminder(user, reminder.id, first)  # undoing puts the series back at 8
        assert back.repeat_text and "8am" in back.repeat_text
    finally:
        store.close()


@pytest.mark.parametrize("text", ["what am i getting pinged about tomorrow", "what am i being buzzed about today",
                                  "grand, what reminders have i so", "cool, what reminders do i have"])
def test_what_pings_me_lists_the_reminders(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["list_reminders"]


@pytest.mark.parametrize(
    ("text", "ref"),
    [("I no longer require the reminder about the surgery.", "surgery"),
     ("stop pinging me about the starter, i've given up on sourdough", "starter"),
     ("stop nagging me about the gutters", "gutters"),
     ("i dont require the bins reminder anymore", "bins")],
)
def test_no_more_pings_cancels_that_reminder_only(text: str, ref: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "cancel_reminder" and params["task_ref"]["value"] == ref


@pytest.mark.parametrize(
    ("text", "ref", "hour"),
    [("doctor says earlier is better, do the tablet reminder at 8:30pm instead", "tablet", "20:30"),
     ("have the vet reminder at 6pm instead", "vet", "18:00"),
     ("the bread reminder should be 5 not half 5", "bread", "17:00"),
     ("the bins reminder should be at 7 not half 6", "bins", "19:00")],
)
def test_a_reminder_done_at_another_time_is_moved(text: str, ref: str, hour: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "move_reminder" and params["task_ref"]["value"] == ref
    assert params["when"][11:16] == hour and params["same_day"] is True


@pytest.mark.parametrize(("text", "minutes"), [("the reminder for the tablets, do it 30 mins later", 30),
                                               ("the meds reminder - do it an hour earlier", -60)])
def test_a_reminder_named_then_done_by_an_amount_is_moved(text: str, minutes: int) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "move_reminder" and params["shift_minutes"] == minutes


@pytest.mark.parametrize("text", ["do the dentist reminder", "the reminder should be clearer"])
def test_no_new_time_moves_nothing(text: str) -> None:
    assert "move_reminder" not in [s[0] for s in steps(text)]
