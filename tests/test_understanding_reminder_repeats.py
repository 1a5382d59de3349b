"""A reminder given a new repeat by name ("make the van reminder every 2 weeks", "… fortnightly", "… every
weekday"): the reminder moves to the new repeat, never a new task titled "Make the van reminder". Clock: Mon 23 Nov
2026 09:00 UTC."""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize(("text", "ref", "repeat"), [
    ("make the van reminder every 2 weeks", "van", "every 2 weeks"),
    ("make my gym reminder every weekday", "gym", "every weekday"),
    ("make the bins reminder fortnightly", "bins", "fortnightly"),
    ("set the gym reminder weekly", "gym", "weekly"),
    ("make the van reminder every other week please", "van", "every other week"),
    ("make the pills reminder daily", "pills", "daily"),
])
def test_a_reminder_given_a_new_repeat_by_name_is_re_aimed(text: str, ref: str, repeat: str) -> None:
    assert steps(text) == [("move_reminder", None, {"task_ref": title(ref), "repeat": repeat})]


def test_a_reminder_task_with_a_repeat_is_still_added() -> None:
    """"add set up the reminder board every monday": a task that happens to say reminder, not a reminder's repeat."""
    [(intent, _, params)] = steps("add set up the reminder board every monday")
    assert intent == "add_task" and params["repeat"] == "every monday"
