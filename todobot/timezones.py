"""The user's time zone, in one place: a missing or unknown zone name means UTC, never an error.

Understanding (rules and Gemini), the graph's clock and the replies all turn a zone *name* (from the
settings or the request) into a `ZoneInfo` here, so they agree on the fallback.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache, lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

__all__ = ["UnknownTimezone", "canonical_zone", "local_now", "zone"]

UTC_ZONE = ZoneInfo("UTC")


@lru_cache(maxsize=64)  # a bad name costs a failed file lookup; pay it once
def zone(name: str | None) -> ZoneInfo:
    """The zone called `name`; UTC when the name is missing or unknown (a bad name must not stop a turn)."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return UTC_ZONE


class UnknownTimezone(ValueError):
    """Not an IANA time zone name; `str(error)` is a sentence for a person."""


@cache
def _zone_names() -> dict[str, str]:
    return {name.lower(): name for name in available_timezones()}


def canonical_zone(name: str) -> str:
    """The IANA name `name` means, spelled as the database spells it (“europe/paris” → “Europe/Paris”).

    Where a zone is *stored* (a user's setting), a wrong name is refused, not read as UTC as `zone` does.
    """
    found = _zone_names().get(str(name).strip().lower()) if isinstance(name, str) else None
    if found is None:
        shown = str(name)[:60]
        raise UnknownTimezone(f"“{shown}” is not a time zone I know: use an IANA name such as Europe/Paris or "
                              "America/New_York.")
    return found


def local_now(now: datetime | None, tz: ZoneInfo) -> datetime:
    """`now` as an aware time in `tz` (the current time when None); a naive `now` is taken as already local."""
    if now is None:
        return datetime.now(tz)
    return now.replace(tzinfo=tz) if now.tzinfo is None else now.astimezone(tz)
