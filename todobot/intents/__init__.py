"""Every intent TodoBot acts on, one spec each (see `spec.IntentSpec`); the nodes look them up here."""

from __future__ import annotations

from todobot.intents import (
    add_task,
    cancel_reminder,
    complete_task,
    delete_task,
    get_timezone,
    list_reminders,
    list_tasks,
    move_reminder,
    reopen_task,
    schedule_reminder,
    set_timezone,
    update_task,
)
from todobot.intents.spec import Ask, Decline, IntentSpec

SPECS: dict[str, IntentSpec] = {
    module.SPEC.name: module.SPEC
    for module in (add_task, list_tasks, complete_task, reopen_task, delete_task, update_task, schedule_reminder,
                   set_timezone, get_timezone, list_reminders, cancel_reminder, move_reminder)
}


def spec_for(intent: str) -> IntentSpec:
    """The spec of a task intent (KeyError for anything else: the understanding never plans one)."""
    return SPECS[intent]


__all__ = ["SPECS", "Ask", "Decline", "IntentSpec", "spec_for"]
