"""Reminders asked about, stopped and moved in other words: "what am i getting pinged about tomorrow", "I no longer
require the reminder about X", "stop pinging me about X", "do the tablet reminder at 8:30 instead"; and a repeating
reminder moved to another time moves the whole series, not only its next one."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

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
