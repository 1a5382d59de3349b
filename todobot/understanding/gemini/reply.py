"""Reading Gemini's reply: a `GeminiReading` becomes the contract's `Understanding`, or the rules' one.

Values the schema cannot rule out (a bad date, a non-numeric ordinal, NaN confidence) raise ValueError,
which the caller treats as an invalid reply and answers with `fallback`.
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from todobot.timezones import zone, zone_for_place
from todobot.understanding.gemini.schema import GeminiParams, GeminiReading, GeminiTaskRef
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
    return TaskRef(kind=ref.kind, value=value, status=ref.status).model_dump()


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


def _params(params: GeminiParams, tz: ZoneInfo) -> dict[str, Any]:
    """Only what was said, in the contract's shapes."""
    out: dict[str, Any] = {
        "title": _title_case_first(params.title),
        "description": (params.description or "").strip() or None,
        "status": params.status,
        "task_ref": _task_ref(params.task_ref) if params.task_ref else None,
        "when": _when(params.when, tz) if params.when else None,
        "repeat_interval_minutes": params.repeat_interval_minutes,
        "repeat_count": params.repeat_count,
        "count": params.count,
        **_zone(params.timezone),
    }
    return {key: value for key, value in out.items() if value is not None}


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
            params=_params(step.params, tz),
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
