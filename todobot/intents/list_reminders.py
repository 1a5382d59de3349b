"""list_reminders: the reminders still to come — all of them, or one task's when a task is named
("when is the dentist reminder?"). Read-only: nothing to confirm or undo.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from todobot.dialogue.sentences import Clock, format_when, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, ToolResult, reminded_task
from todobot.timezones import zone


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"task_id": task.id} if task else {}


def shown(step: Step, result: ToolResult) -> ToolResult:
    """The result, with the task it was asked about (a task with none still gets named in the reply), and whether the
    reminders of done tasks were asked about."""
    result = {**result, "of_done": True} if step.params.get("of_done") else result
    return {**result, "about": step.task.dump()} if step.task else result


def place(timezone: str) -> str:
    """“Toronto” for America/Toronto: how a person names a zone."""
    return timezone.rsplit("/", 1)[-1].replace("_", " ")


def other_zone(reminder: dict[str, Any], clock: Clock) -> str | None:
    """The zone a repeating reminder keeps its clock hours in, when it is not the user's zone now (set before a move
    or a trip: "every monday at 9pm" is 9pm there)."""
    found = reminder.get("timezone")
    return found if reminder.get("repeat_text") and found and found != clock.timezone else None


def reminder_words(reminder: dict[str, Any], clock: Clock) -> str:
    """“tomorrow (Tue 24 Nov) at 9:00, then every day at 8am”: when it comes next, as the user would say it, with its
    weekday and date (a list is read to plan the days ahead). A repeat kept in another zone's hours says so, and what
    that is here: “then every monday at 9pm Toronto time (18:00 your time)”."""
    at = reminder.get("next_at") or reminder["remind_at"]
    when = format_when(at, clock.timezone, clock, dated=True)
    elsewhere = other_zone(reminder, clock)
    if elsewhere:
        here = datetime.fromisoformat(str(at)).astimezone(zone(clock.timezone))
        when += f", then {reminder['repeat_text']} {place(elsewhere)} time ({here.hour}:{here.minute:02d} your time)"
    elif reminder.get("repeat_text"):
        when += f", then {reminder['repeat_text']}"
    elif reminder.get("repeat_interval_minutes"):
        when += f", then every {reminder['repeat_interval_minutes']} minutes"
    return when


# the reminders of done tasks asked about ("any reminders left for stuff that's done? clean those up")
OF_DONE = "A done task's reminders never go off, so there's nothing to clean up — only open tasks' reminders are left."


def reply(result: ToolResult, clock: Clock) -> str:
    if result.get("of_done"):
        rest = reply({k: v for k, v in result.items() if k != "of_done"}, clock)
        return f"{OF_DONE}\n{rest}"
    reminders = result.get("reminders") or []
    about = result.get("about")
    if not reminders:
        return f"{task_label(about)} has no reminders." if about else "You have no reminders set."
    # set in another zone than the user's now (a trip, a move): the times shown are in the zone they are in now
    note = f" ({place(clock.timezone)} time)" if any(r.get("timezone") and r["timezone"] != clock.timezone
                                                     for r in reminders) else ""
    if about:
        return f"⏰ {task_label(about)}: " + "; ".join(reminder_words(r, clock) for r in reminders) + f"{note}."
    lines = [f"• #{r['task_number']} {r['task_title']} — {reminder_words(r, clock)}" for r in reminders]
    return f"⏰ Your reminders{note}:\n" + "\n".join(lines)


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
