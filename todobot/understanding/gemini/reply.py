"""Reading Gemini's reply: a `GeminiReading` becomes the contract's `Understanding`, or the rules' one.

Values the schema cannot rule out (a bad date, a repeat rule `recurrence` cannot read, a non-numeric
ordinal, NaN confidence) raise ValueError, which the caller treats as an invalid reply and answers with
`fallback`.
"""

from __future__ import annotations

import math
import re
from datetime import date, datetime, time
from typing import Any
from zoneinfo import ZoneInfo

from todobot import recurrence
from todobot.timezones import zone, zone_for_place
from todobot.understanding.gemini.schema import DUE_FILTERS, GeminiParams, GeminiReading, GeminiTaskRef
from todobot.understanding.model import TaskRef, Understanding


def _title_case_first(value: str | None) -> str | None:
    """Strip and capitalise only the first letter ("buy iPhone case" -> "Buy iPhone case")."""
    if value is None:
        return None
    value = value.strip().strip("\"'").strip()
    return value[:1].upper() + value[1:] if value else None


def _task_ref(ref: GeminiTaskRef) -> dict[str, Any]:
    """Convert to the contract's `TaskRef` dict; number/ordinal values must be integers."""
    value: int | str | None = ref.value
    if ref.kind in ("number", "ordinal"):
        if ref.value is None:
            raise ValueError(f"task_ref {ref.kind} without a value")
        value = int(float(ref.value))
    elif ref.kind in ("pronoun", "all", "other"):
        value = None
    elif not (ref.value or "").strip():
        raise ValueError(f"task_ref {ref.kind} without a value")
    return TaskRef(kind=ref.kind, value=value, status=ref.status).model_dump(exclude={"verb"})


def _when(value: str, tz: ZoneInfo) -> str:
    """Normalise to ISO-8601 with offset; a naive time is read in the user's zone."""
    parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=tz)
    return parsed.isoformat()


def _zone(said: str | None) -> dict[str, str]:
    """The model's zone, checked against the zone database as the rules' is: an unknown one stays a `place`."""
    if not (said or "").strip():
        return {}
    found = zone_for_place(said or "")
    return {"timezone": found} if found else {"place": (said or "").strip()[:60]}


def _due(value: str, tz: ZoneInfo) -> str:
    """A task's due as the rules give it: a day "2025-03-21", or a local time with its offset."""
    value = value.strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return date.fromisoformat(value).isoformat()
    return _when(value, tz)


def _due_filter(value: str) -> str:
    """A list_tasks due filter: one of `DUE_FILTERS`, a day, or a range of days (either end open)."""
    said = value.strip().lower().replace(" ", "_").replace("-", "_")
    if said in DUE_FILTERS:
        return said
    first, dots, last = value.strip().partition("..")
    for end in (first, last):
        if end.strip():
            date.fromisoformat(end.strip())  # ValueError: not a day
    if not (first.strip() or last.strip()):
        raise ValueError(f"due filter {value!r} names no day")
    return f"{first.strip()}{dots}{last.strip()}"


def _repeat(value: str) -> str:
    """The repeat as said, once `recurrence` has read it (a rule it cannot read would fail at the tool)."""
    recurrence.parse(value.strip())
    return value.strip()


def _params(params: GeminiParams, intent: str, tz: ZoneInfo) -> dict[str, Any]:
    """Only what was said, in the contract's shapes: the same keys and values the rules give each intent.

    The model keeps a list's due filter (`due_filter`) apart from a task's due date (`due`); the contract,
    like the rules, calls both `due`. What `clear` names becomes "" ("clear the due date": `due=""`).
    """
    out: dict[str, Any] = {
        "title": _title_case_first(params.title),
        "description": (params.description or "").strip() or None,
        "status": params.status,
        "task_ref": _task_ref(params.task_ref) if params.task_ref else None,
        "when": _when(params.when, tz) if params.when else None,
        "due": _due(params.due, tz) if params.due and intent != "list_tasks" else None,
        "repeat": _repeat(params.repeat) if (params.repeat or "").strip() else None,
        "priority": params.priority,
        "repeat_interval_minutes": params.repeat_interval_minutes,
        "repeat_count": params.repeat_count,
        "count": params.count,
        **_zone(params.timezone),
    }
    if intent == "list_tasks":
        said = (params.due_filter or params.due or "").strip()  # a filter put in `due` is still a filter
        out.update({
            "due": _due_filter(said) if said else None,
            "sort": params.sort,
            "query": (params.query or "").strip() or None,
            "more": True if params.more else None,
            "numbers": list(params.numbers) if params.numbers else None,
            "completed": (params.done_in or "").strip() or None,
        })
        if out.get("completed"):
            out["status"] = "completed"
    kept = {key: value for key, value in out.items() if value is not None}
    if params.left_out:  # "all except the milk": a yes to the rest of a change of several
        kept["except"] = [_task_ref(ref) for ref in params.left_out]
        kept["affirmed"] = bool(params.affirmed)
    if intent == "update_task":
        kept.update({key: "" for key in params.clear or ()})
        kept.update(_moves(params))
    if intent == "schedule_reminder" and (params.before_minutes or params.before_days is not None):
        before: dict[str, Any] = {"minutes": params.before_minutes} if params.before_minutes else {
            "days": params.before_days}
        if params.before_at and "days" in before:
            before["at"] = _clock(params.before_at)
        kept["before"] = before  # counted back from the task's due, as the rules' "30 min before"
    return kept


def _clock(value: str) -> str:
    """"7:30" → "07:30" (ValueError for a time that is not one)."""
    hour, minute = (int(part) for part in value.split(":"))
    return time(hour, minute).strftime("%H:%M")


def _moves(params: GeminiParams) -> dict[str, Any]:
    """An edit's time of day, offset and added note, in the rules' shapes (`intents.dated`, `update_task`)."""
    out: dict[str, Any] = {}
    if params.at_time:
        out["at_time"] = _clock(params.at_time)
    shift = {unit: amount for unit, amount in (("days", params.shift_days), ("weeks", params.shift_weeks),
                                                ("months", params.shift_months)) if amount}
    if shift:
        out["shift"] = shift
    if (params.note or "").strip():
        out["note"] = (params.note or "").strip()
    return out


def to_understanding(reading: GeminiReading, *, timezone: str | None = None) -> Understanding:
    """Map the model's reading onto the contract: top level = first step, `steps` = all of them.

    Raises ValueError on values the schema cannot rule out (bad dates, non-numeric ordinals, NaN).
    """
    if not math.isfinite(reading.confidence):
        raise ValueError("confidence is not a number")
    confidence = min(1.0, max(0.0, reading.confidence))
    reasoning = f"Gemini: {reading.reasoning.strip()}".rstrip(": ")
    tz = zone(timezone)
    steps = [
        Understanding(
            intent=step.intent,
            act=step.act,
            confidence=confidence,
            reasoning=reasoning,
            params=_params(step.params, step.intent, tz),
        ).model_copy(update={"steps": []})
        for step in reading.steps
    ]
    first = steps[0]
    return Understanding(
        intent=first.intent,
        act=first.act,
        confidence=confidence,
        reasoning=reasoning,
        params=first.params,
        steps=steps,
    )


def fallback(rules_result: Understanding, reason: str) -> Understanding:
    """The rules' reading untouched, except a note saying Gemini was skipped and why."""
    note = f"Gemini unavailable ({reason}); used the rules"
    reasoning = f"{note}. {rules_result.reasoning}" if rules_result.reasoning else note
    return rules_result.model_copy(update={"reasoning": reasoning})
