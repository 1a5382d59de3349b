"""What adds and edits share about a task's due date: a date said that has already passed is questioned,
not stored ("That date has passed — did you mean Fri 27 Nov 2027?"), and a yes takes the suggestion; a move
starts from the task's own due (`moved_due`).
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Any

from dateutil.relativedelta import relativedelta

from todobot.dialogue.sentences import Clock, due_words
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Ask

SUGGESTED = "suggested"  # the value a yes to the step's question gives its slot (see classify's confirm)


def _read(value: str) -> date | datetime | None:
    for parse in (date.fromisoformat, datetime.fromisoformat):
        try:
            return parse(value)
        except ValueError:
            continue
    return None


def _later(moment: date | datetime, now: datetime) -> date | datetime:
    """The nearest sensible moment after `now` that `moment` may have meant: the same time tomorrow (a time
    earlier today), the same weekday next week (a day of the past week), else the same day next year."""
    day = moment.date() if isinstance(moment, datetime) else moment
    today = now.astimezone(moment.tzinfo).date() if isinstance(moment, datetime) and moment.tzinfo else now.date()
    if day == today:
        return moment + timedelta(days=1)
    if (today - day).days < 7:
        return moment + timedelta(days=7)
    try:
        return moment.replace(year=day.year + 1)
    except ValueError:  # 29 February
        return moment + timedelta(days=365)


def passed(value: Any, now: datetime) -> date | datetime | None:
    """The due `value` (ISO, as the understanding gives it) when it is over already, else None."""
    moment = _read(value) if isinstance(value, str) and value else None
    if moment is None:
        return None
    if isinstance(moment, datetime):
        return moment if moment.tzinfo and moment <= now else None
    return moment if moment < now.date() else None


def suggest_later_due(step: Step, now: datetime) -> Step:
    """A passed due gets the step a suggestion, which the question offers and a yes accepts."""
    moment = passed(step.params.get("due"), now)
    if moment is None:
        return step
    return step.model_copy(update={"params": {**step.params, SUGGESTED: _later(moment, now).isoformat()}})


def check_due(step: Step, now: datetime) -> Ask | None:
    """Ask again about a due date that has passed."""
    if passed(step.params.get("due"), now) is None:
        return None
    suggested = step.params.get(SUGGESTED)
    if not suggested:
        return Ask("due", "That date has passed — when is it due?")
    zone_name = str(now.tzinfo) if now.tzinfo else "UTC"
    moment = _read(suggested)
    shown = due_words(_as_task(moment, zone_name), Clock(zone_name, now)) if moment else suggested
    return Ask("due", f"That date has passed — did you mean {shown}? (yes, or tell me the date)")


def _as_task(moment: date | datetime, zone_name: str) -> dict[str, Any]:
    from todobot.due import Due

    due = Due.of(moment, zone_name)
    return {"due_at": due.at.isoformat(), "due_zone": zone_name, "due_all_day": due.all_day}


SHIFT = "shift"  # a move by an offset from the task's own due: {"days": 2}, {"weeks": 1}, {"months": -1}
AT_TIME = "at_time"  # a new time of day on the task's own due day: "15:30"
AT_TIME_LOOSE = "at_time_loose"  # the time was said without am/pm: either half of the day may be meant


def new_time_of_day(step: Step, current: date | datetime | None) -> time | None:
    """The time of day a move names ("make it 7:30"). Said without am/pm, it is the half of the day nearest the
    task's own time: a 7am walk moved to "7:30" goes to 7:30am, a 3pm call moved to "3:30" to 3:30pm."""
    said = step.params.get(AT_TIME)
    if not said:
        return None
    at = time.fromisoformat(said)
    if not step.params.get(AT_TIME_LOOSE) or not isinstance(current, datetime):
        return at
    return _nearest_half(at, current)


def _nearest_half(at: time, current: datetime) -> time:
    """`at` in the half of the day (am or pm) nearest the task's own time `current`."""
    minutes = current.hour * 60 + current.minute

    def distance(hour: int) -> int:
        gap = abs(hour * 60 + at.minute - minutes)
        return min(gap, 24 * 60 - gap)

    return at.replace(hour=min((at.hour % 12, at.hour % 12 + 12), key=distance))


def moved_due(step: Step, task: TaskSummary | None) -> str | None:
    """The new due of a move, from the task's own due where the user counted from it, else the date said.

    "push the dentist back 2 days" shifts its due (its time kept); "push the 11am call to tomorrow" names a day
    only, so a task with a time keeps that time on the new day. None when the step names no new due.
    """
    current = _read(task.due) if task and task.due else None
    shift = step.params.get(SHIFT)
    if shift and current is not None:
        return (current + relativedelta(**shift)).isoformat()
    at = new_time_of_day(step, current)
    if at and current is not None:  # "oh wait its 3:30 not 3": the same day, another time (local to the user)
        day = current.date() if isinstance(current, datetime) else current
        if isinstance(current, datetime):
            return datetime.combine(day, at, current.tzinfo).isoformat()
        return f"{day.isoformat()}T{at.strftime('%H:%M')}"
    said = step.params.get("due")
    if not said:
        return None
    day = _read(said)
    if isinstance(current, datetime) and isinstance(day, date) and not isinstance(day, datetime):
        return datetime.combine(day, current.timetz()).isoformat()
    if step.params.get(AT_TIME_LOOSE) and isinstance(current, datetime) and isinstance(day, datetime):
        # "move the 6pm gym on friday to 7": another day, and the hour in the half of the day the task was in
        return day.replace(hour=_nearest_half(day.time(), current).hour).isoformat()
    return said


def counts_from_due(step: Step) -> bool:
    """A move by an offset ("back a week") or to a time of day, with no new date said: it counts from the task's due."""
    return bool(step.params.get(SHIFT) or step.params.get(AT_TIME)) and not step.params.get("due")


def shift_without_due(step: Step) -> Ask | None:
    """A move by an offset needs a due to count from: ask for the date when the task has none."""
    if counts_from_due(step) and step.task is not None and not step.task.due:
        return Ask("due", f"{step.task.label} has no due date yet — when should it be due?")
    return None
