"""list_reminders: the reminders still to come — all of them, or one task's when a task is named
("when is the dentist reminder?"). Read-only: nothing to confirm or undo.
"""

from __future__ import annotations

from typing import Any

from todobot.dialogue.sentences import Clock, format_when, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, ToolResult


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"task_id": task.id} if task else {}


def shown(step: Step, result: ToolResult) -> ToolResult:
    """The result, with the task it was asked about (a task with none still gets named in the reply)."""
    return {**result, "about": step.task.dump()} if step.task else result


def reminder_words(reminder: dict[str, Any], clock: Clock) -> str:
    """“tomorrow at 9:00, then every day at 8am”: when it comes next, as the user would say it."""
    when = format_when(reminder.get("next_at") or reminder["remind_at"], clock.timezone, clock)
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


SPEC = IntentSpec(
    name="list_reminders",
    tool="list_reminders",
    arguments=arguments,
    reply=reply,
    shown=shown,
    task_optional=True,
    read_only=True,
    touched=lambda result: TaskSummary.model_validate(result["about"]) if result.get("about") else None,
)
