"""list_reminders: the reminders still to come — all of them, or one task's when a task is named
("when is the dentist reminder?"). Read-only: nothing to confirm or undo.
"""

from __future__ import annotations

from typing import Any

from todobot.dialogue.sentences import Clock, format_when, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, ToolResult, reminded_task


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"task_id": task.id} if task else {}


def shown(step: Step, result: ToolResult) -> ToolResult:
    """The result, with the task it was asked about (a task with none still gets named in the reply)."""
    return {**result, "about": step.task.dump()} if step.task else result


def reminder_words(reminder: dict[str, Any], clock: Clock) -> str:
    """“tomorrow (Tue 24 Nov) at 9:00, then every day at 8am”: when it comes next, as the user would say it, with its
    weekday and date (a list is read to plan the days ahead)."""
    when = format_when(reminder.get("next_at") or reminder["remind_at"], clock.timezone, clock, dated=True)
    if reminder.get("repeat_text"):
        when += f", then {reminder['repeat_text']}"
    elif reminder.get("repeat_interval_minutes"):
        when += f", then every {reminder['repeat_interval_minutes']} minutes"
    return when


def reply(result: ToolResult, clock: Clock) -> str:
    reminders = result.get("reminders") or []
    about = result.get("about")
    if not reminders:
        return f"{task_label(about)} has no reminders." if about else "You have no reminders set."
    if about:
        return f"⏰ {task_label(about)}: " + "; ".join(reminder_words(r, clock) for r in reminders) + "."
    lines = [f"• #{r['task_number']} {r['task_title']} — {reminder_words(r, clock)}" for r in reminders]
    return "⏰ Your reminders:\n" + "\n".join(lines)


def touched(result: ToolResult) -> TaskSummary | None:
    """The task asked about, or the task of the one reminder shown ("reminders pls" → one → "make it 6am": that one's
    reminder); several shown name no task."""
    if result.get("about"):
        return TaskSummary.model_validate(result["about"])
    reminders = result.get("reminders") or []
    return reminded_task(reminders[0]) if len({r.get("task_id") for r in reminders}) == 1 else None


SPEC = IntentSpec(
    name="list_reminders",
    tool="list_reminders",
    arguments=arguments,
    reply=reply,
    shown=shown,
    task_optional=True,
    read_only=True,
    touched=touched,
)
