"""schedule_reminder: remind the user about a task at a time, optionally repeating (undo cancels the reminder)."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, tzinfo
from zoneinfo import ZoneInfo

from dateutil.relativedelta import relativedelta, weekday

from todobot import recurrence
from todobot.dialogue.sentences import Clock, format_when
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, Ask, IntentSpec, ToolResult, reminded_task
from todobot.tools.models import REPEAT_INTERVAL_MAX

REPEATS = ("repeat_interval_minutes", "repeat_count", "repeat")


# a reminder counted back from the task's due: {"minutes": 30}, {"days": 1, "at": "18:00"}, {"weekday": 4} (the
# friday before it)
BEFORE = "before"
# a reminder's time said with no day ("add X friday and remind me at 8am"): {"at": "08:00", "loose": false}; for a
# task due on a later day it is that day's time (`when` is its next occurrence from now, kept for any other task)
ON_DUE_DAY = "on_due_day"


def _due_of(task: TaskSummary) -> tuple[date | datetime, tzinfo | None]:
    """A task's due (a day, or a moment with its offset) and the zone its day is read in."""
    assert task.due
    due = datetime.fromisoformat(task.due) if "T" in task.due else date.fromisoformat(task.due)
    return due, due.tzinfo if isinstance(due, datetime) else ZoneInfo(task.due_zone or "UTC")


def _on_due_day(step: Step) -> str | None:
    """The time said, on the task's due day when that day is after the time's next occurrence — "remind me at 9"
    about tomorrow's ribbon pick-up is 9:00 tomorrow, not 21:00 tonight. An hour said without am/pm is read as on
    any later day (7–11 the morning, 1–6 the afternoon); a time after the task's own due time stays as said."""
    said = step.params.get(ON_DUE_DAY)
    when = step.params.get("when")
    if not said or not when or step.task is None or not step.task.due:
        return None
    due, local = _due_of(step.task)
    day = due.date() if isinstance(due, datetime) else due
    if day <= datetime.fromisoformat(when).astimezone(local).date():
        return None
    at = time.fromisoformat(said["at"])
    if said.get("loose"):
        hour = at.hour % 12 or 12
        at = at.replace(hour=hour + 12 if hour <= 6 else hour)
    moment = datetime.combine(day, at, local)
    return None if isinstance(due, datetime) and moment > due else moment.isoformat()


def remind_time(step: Step) -> str | None:
    """When to remind: the time said, else the task's due counted back by `before` ("30 min before" a 10:30
    dentist is 10:00; "the day before at 6pm" is 18:00 the day before; a due with no time reminds at 9:00)."""
    said = step.params.get("when")
    before = step.params.get(BEFORE)
    if said or not before or step.task is None or not step.task.due:
        return _on_due_day(step) or said
    due, local = _due_of(step.task)
    if "weekday" in before:  # "the friday before": the last such day before the due's own day
        offset = relativedelta(days=-1, weekday=weekday(int(before["weekday"]))(-1))
    else:
        offset = relativedelta(**{k: -int(v) for k, v in before.items() if k != "at"})
    if isinstance(due, datetime) and "at" not in before:
        return (due + offset).isoformat()
    day = (due.date() if isinstance(due, datetime) else due) + offset
    return datetime.combine(day, time.fromisoformat(before.get("at", "09:00")), local).isoformat()


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    args: Arguments = {"task_id": task.id if task else None, "remind_at": remind_time(step)}
    args.update({k: step.params[k] for k in REPEATS if step.params.get(k) is not None})
    return args


def reply(result: ToolResult, clock: Clock) -> str:
    reminder = result["reminder"]
    when = reminder.get("next_at") or reminder["remind_at"]
    text = f"⏰ I'll remind you about #{reminder['task_number']} “{reminder['task_title']}” " + format_when(
        when, clock.timezone, clock
    )
    if reminder.get("repeat_text"):
        text += f", then {reminder['repeat_text']}"
    elif reminder.get("repeat_interval_minutes"):
        text += f", then every {reminder['repeat_interval_minutes']} minutes"
        if reminder.get("repeat_count"):
            text += f" ({reminder['repeat_count']} more times)"
    return text + "."


def _untimed_rule(step: Step) -> recurrence.Rule | None:
    """The repeat rule said, when it names no time of day ("every month on the 1st"), else None."""
    try:
        rule = recurrence.parse(step.params["repeat"]) if step.params.get("repeat") else None
    except recurrence.RepeatError:
        return None
    return rule if rule is not None and not rule.has_time else None


def prepare(step: Step, now: datetime) -> Step:
    """"every hour" with no start: the first reminder comes one interval from now. A time said for a repeat that names
    none ("every month on the 1st" → "9am") becomes the repeat's time; the first reminder is then the rule's first
    time from now, unless the time said falls on one of its days."""
    rule = _untimed_rule(step)
    when = step.params.get("when")
    if rule is not None and when:
        moment = datetime.fromisoformat(when)
        timed = recurrence.parse(f"{step.params['repeat']} at {moment.hour}:{moment.minute:02d}")
        if timed.has_time:
            tz = moment.tzinfo or UTC
            on_it = recurrence.lands_on(timed, moment, tz)  # type: ignore[arg-type]
            params = {**step.params, "repeat": timed.text()}
            if not on_it:
                params.pop("when")
            return step.model_copy(update={"params": params})
    interval = step.params.get("repeat_interval_minutes")
    if not interval or step.params.get("when"):
        return step
    start = (now + timedelta(minutes=int(interval))).replace(second=0, microsecond=0)
    return step.model_copy(update={"params": {**step.params, "when": start.isoformat()}})


def check(step: Step, now: datetime) -> Ask | None:
    when = remind_time(step)
    if not when and step.params.get(BEFORE) and step.task is not None:
        return Ask("when", f"{step.task.label} has no due date — when should I remind you?")
    if not when and _untimed_rule(step) is not None:  # "every month on the 1st remind me to …": at what time?
        return Ask("when", f"What time should I remind you, {step.params['repeat']}? (e.g. “9am”)")
    if not when:
        return None if step.params.get("repeat") else Ask("when", SPEC.question_for("when"))
    if datetime.fromisoformat(when) <= now:
        return Ask("when", "That time has already passed. When should I remind you?")
    interval = step.params.get("repeat_interval_minutes")
    if interval and interval > REPEAT_INTERVAL_MAX:
        return Ask("when", "I can repeat a reminder at most once a day. When should I remind you? "
                           "(e.g. “Monday at 8am” or “every day at 8am”)")
    return None


SPEC = IntentSpec(
    name="schedule_reminder",
    tool="schedule_reminder",
    arguments=arguments,
    reply=reply,
    needs_task=True,
    which_task="Which task should I remind you about?",
    prefer_status="pending",  # "move the agency call to monday": the open one, not last week's done one
    questions={"when": "When should I remind you? (e.g. “tomorrow at 9am”)"},
    prepare=prepare,
    check=check,
    touched=lambda result: reminded_task(result.get("reminder")),
    schedules_reminders=True,
    inverse=lambda result: [("cancel_reminder", {"reminder_id": result["reminder"]["id"]})],
    undone="↩️ Undone: no reminder for {label} any more.",
)
