"""move_reminder: move a task's reminder to another time ("move the dentist reminder to thursday 10am",
"remind me about the dentist thursday 10am instead", "make the bins reminder tuesdays at 7pm") — the same reminder,
never a second one.

The task's reminders are looked up first (`reminders_of_task`); the next one to come is moved. Undo moves it back
to when it was to go off before ("wrong one!! undo").
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from todobot import recurrence
from todobot.dialogue.sentences import Clock, format_when, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.dated import AT_TIME_LOOSE, new_time_of_day
from todobot.intents.spec import Arguments, Ask, Decline, IntentSpec, ToolResult, reminded_task
from todobot.timezones import zone

# a move that names only a day ("move the 4pm one to friday") keeps the reminder's time of day; one that names only a
# time ("make that reminder 5:15") keeps its day
SAME_TIME, SAME_DAY = "same_time", "same_day"


def new_time(step: Step) -> str | None:
    """When the reminder should go off: the time said, or its own next time moved by the amount said ("push my
    vet reminder back an hour"). A time said without am/pm ("make it 5.30" for a 6am reminder) is in the half of
    the day nearest the reminder's own time."""
    shift = step.params.get("shift_minutes")
    reminders = step.params.get("reminders") or []
    current = (reminders[0].get("next_at") or reminders[0].get("remind_at")) if reminders else None
    said = step.params.get("when")
    if shift is None or not reminders:
        if said and current and (step.params.get(SAME_TIME) or step.params.get(SAME_DAY)):
            when, own = datetime.fromisoformat(said), datetime.fromisoformat(current)
            own = own.astimezone(when.tzinfo)
            if step.params.get(SAME_TIME):
                return when.replace(hour=own.hour, minute=own.minute).isoformat()
            at = new_time_of_day(step, own) or when.time()
            return own.replace(hour=at.hour, minute=at.minute).isoformat()
        if said and current and step.params.get(AT_TIME_LOOSE):
            when = datetime.fromisoformat(said)
            at = new_time_of_day(step, datetime.fromisoformat(current).astimezone(when.tzinfo))
            return when.replace(hour=at.hour, minute=at.minute).isoformat() if at else said
        return said
    return (datetime.fromisoformat(current) + timedelta(minutes=int(shift))).isoformat() if current else None


def tool_for(step: Step) -> str:
    """A new repeat ("make the bins reminder tuesdays at 7pm") re-aims the reminder through schedule_reminder with
    its id (the same reminder, starting afresh on the new rule); a new time alone moves it, keeping its repeat."""
    return "schedule_reminder" if step.params.get("repeat") else "move_reminder"


def _kept_repeat(step: Step, reminder: dict[str, Any]) -> tuple[str, str | None]:
    """The new repeat with what it leaves unsaid kept from the reminder's own ("make that every 2 weeks" for an
    every-monday-at-7 reminder: every 2 weeks on monday at 7; a day said with it, "… on tuesday at 8", wins),
    starting at the time said or else the reminder's own next time, whichever the new repeat lands on (the
    fortnight counts from there); else at its first time from now."""
    said, own = step.params["repeat"], reminder.get("repeat")
    when = new_time(step)
    if not own:
        return said, when
    try:
        kept, old = recurrence.kept_from(own, said), recurrence.parse(own)
        rule = recurrence.parse(kept or said)
    except recurrence.RepeatError:
        return said, when
    tz = zone(reminder.get("timezone") or "UTC")
    said_at = datetime.fromisoformat(when).astimezone(tz) if when else None
    if kept and said_at is not None and rule.freq == "WEEKLY" and said_at.weekday() not in {d for _, d in rule.byday}:
        rule = replace(rule, byday=((0, said_at.weekday()),))
    if not rule.has_time and old.has_time and rule.freq == old.freq:
        rule = replace(rule, byhour=old.byhour, byminute=old.byminute)
    if not rule.has_time:
        return rule.text(), when
    own_next = reminder.get("next_at") or reminder.get("remind_at")
    for local in (said_at, datetime.fromisoformat(own_next).astimezone(tz) if own_next else None):
        if local is not None and recurrence.lands_on(rule, local, tz):
            return rule.text(), local.isoformat()  # the time said, else its own next time
    return rule.text(), None  # the rule's first time from now


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    reminders = step.params.get("reminders") or [{}]
    if tool_for(step) == "schedule_reminder":
        repeat, when = _kept_repeat(step, reminders[0])
        return {"task_id": task.id if task else None, "reminder_id": reminders[0].get("id"),
                "remind_at": when, "repeat": repeat}
    return {"reminder_id": reminders[0].get("id"), "remind_at": new_time(step)}


def reply(result: ToolResult, clock: Clock) -> str:
    reminder = result["reminder"]
    when = format_when(reminder.get("next_at") or reminder["remind_at"], clock.timezone, clock)
    then = f", then {reminder['repeat_text']}" if reminder.get("repeat_text") else ""
    return f"⏰ Moved the reminder for #{reminder['task_number']} “{reminder['task_title']}”: now {when}{then}."


def check(step: Step, now: datetime) -> Ask | Decline | None:
    if not step.params.get("reminders"):
        label = task_label(step.task) if step.task else "That task"
        return Decline(f"{label} has no reminder to move — say “remind me about it …” with a time to set one.")
    when = new_time(step)
    if not when:
        return Ask("when", SPEC.question_for("when"))
    if datetime.fromisoformat(when) <= now:
        return Ask("when", "That time has already passed. When should I remind you instead?")
    return None


def moved_back(result: ToolResult) -> list[tuple[str, dict[str, Any]]]:
    """Undo a move: the reminder goes back to when it was to go off; a re-aimed one ("make that every 2 weeks") also
    to how it repeated."""
    reminder = result.get("reminder") or {}
    if not reminder.get("moved_from"):
        return []
    if "repeat_before" not in reminder:
        return [("move_reminder", {"reminder_id": reminder["id"], "remind_at": reminder["moved_from"]})]
    before = {"repeat": reminder["repeat_before"], "repeat_count": reminder["repeat_count_before"],
              "repeat_interval_minutes": reminder["repeat_interval_minutes_before"]}
    return [("schedule_reminder", {"task_id": reminder["task_id"], "reminder_id": reminder["id"],
                                   "remind_at": reminder["moved_from"],
                                   **{key: value for key, value in before.items() if value is not None}})]


SPEC = IntentSpec(
    name="move_reminder",
    tool="move_reminder",
    tool_for=tool_for,
    arguments=arguments,
    reply=reply,
    needs_task=True,
    reminders_of_task=True,
    which_task="Which task's reminder should I move?",
    questions={"when": "When should I remind you instead? (e.g. “thursday at 10am”)"},
    check=check,
    touched=lambda result: reminded_task(result.get("reminder")),
    schedules_reminders=True,
    inverse=moved_back,
    undone="↩️ Undone: the reminder for {label} is back at its old time.",
    cannot_undo="Moving a reminder can't be undone — tell me the time you want instead.",
)
