"""The one time-zone helper: an IANA name to a zone, forgiving a bad name (UTC) rather than failing a turn."""

from __future__ import annotations

from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError


@lru_cache(maxsize=64)
def zone(name: str | None) -> ZoneInfo:
    """`ZoneInfo(name)`, or UTC when the name is empty or unknown (requests validate names before this)."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")
