"""cancel_reminder: stop reminding the user about a task ("stop reminding me about the trash"); the task stays.

The task's reminders are looked up first (`reminders_of_task`): none is said plainly, several are confirmed
before they all go, one is cancelled at once. Undo sets them again.
"""

from __future__ import annotations

from datetime import date, datetime

from todobot.dialogue.sentences import Clock, format_when, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.due import short_day
from todobot.intents.spec import (
    REMINDER_KIND,
    REMINDER_TIME,
    Arguments,
    Decline,
    IntentSpec,
    InverseCall,
    ToolResult,
    reminded_task,
)


def _reminders(step: Step) -> list[dict[str, str]]:
    return list(step.params.get("reminders") or [])


def calls(step: Step, task: TaskSummary | None) -> list[Arguments]:
    return [{"reminder_id": r["id"]} for r in _reminders(step)]


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return (calls(step, task) or [{"reminder_id": None}])[0]


def reply(result: ToolResult, clock: Clock) -> str:
    reminder = result["cancelled"]
    when = format_when(reminder.get("next_at") or reminder["remind_at"], clock.timezone, clock)
    if reminder.get("repeat_text"):  # a repeating one: how it repeated, then when it would have come next
        when = f"{reminder['repeat_text']}, next {when}"
    return f"🔕 Cancelled the reminder for #{reminder['task_number']} “{reminder['task_title']}” (it was {when})."


def check(step: Step, now: datetime) -> Decline | None:
    if _reminders(step):
        return None
    day = f" on {_day_words(str(step.params['on']))}" if step.params.get("on") else ""
    at = f" at {step.params[REMINDER_TIME]}" if step.params.get(REMINDER_TIME) else ""  # "the 3pm hockey reminder"
    kind = {"once": " one-off", "repeating": " repeating"}.get(str(step.params.get(REMINDER_KIND)), "")
    return Decline(f"{task_label(step.task) if step.task else 'That task'} has no{kind} reminders{day}{at} — "
                   "nothing to cancel.")


def _day_words(day: str) -> str:
    """“Sat 28 Nov”: the day a cancel was limited to, as the user would say it."""
    return short_day(date.fromisoformat(day))


def restore(result: ToolResult) -> list[InverseCall]:
    """Set the cancelled reminder again, from its next time on, repeating as it did."""
    was = result["cancelled"]
    args: Arguments = {"task_id": was["task_id"], "remind_at": was.get("next_at") or was["remind_at"]}
    args.update({k: was[k] for k in ("repeat", "repeat_interval_minutes", "repeat_count") if was.get(k)})
    return [("schedule_reminder", args)]


def confirm_wording(step: Step) -> str:
    if step.params.get("on"):
        day = _day_words(str(step.params["on"]))
        return f"Cancel the {len(_reminders(step))} reminders on {day} for {task_label(step.task)}? yes / no"
    return f"Cancel all {len(_reminders(step))} reminders for {task_label(step.task)}? yes / no"



SPEC = IntentSpec(
    name="cancel_reminder",
    tool="cancel_reminder",
    arguments=arguments,
    calls=calls,
    reply=reply,
    needs_task=True,
    reminders_of_task=True,
    which_task="Which task's reminder should I cancel?",
    check=check,
    confirm_if=lambda step: len(_reminders(step)) > 1,
    confirm_wording=confirm_wording,
    touched=lambda result: reminded_task(result.get("cancelled")),
    inverse=restore,
    undone="↩️ Undone: the reminder for {label} is set again.",
)
