"""The user's time zone, in one place: a missing or unknown zone name means UTC, never an error.

Understanding (rules and Gemini), the graph's clock and the replies all turn a zone *name* (from the
settings or the request) into a `ZoneInfo` here, so they agree on the fallback.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

__all__ = ["local_now", "zone"]

UTC_ZONE = ZoneInfo("UTC")


@lru_cache(maxsize=64)  # a bad name costs a failed file lookup; pay it once
def zone(name: str | None) -> ZoneInfo:
    """The zone called `name`; UTC when the name is missing or unknown (a bad name must not stop a turn)."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return UTC_ZONE


def local_now(now: datetime | None, tz: ZoneInfo) -> datetime:
    """`now` as an aware time in `tz` (the current time when None); a naive `now` is taken as already local."""
    if now is None:
        return datetime.now(tz)
    return now.replace(tzinfo=tz) if now.tzinfo is None else now.astimezone(tz)
