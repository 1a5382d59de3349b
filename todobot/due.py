"""Due dates in one place: reading one (ISO 8601 or “next friday 5pm”), and writing it for machines and people.

A due is a moment stored in UTC with the zone it was given in and whether it is a whole day (“on Friday”)
or a time (“Friday 17:00”). A whole day is kept as that day's local midnight; it is overdue only once the
day is over. Natural language goes through dateparser, read in the user's zone relative to `now`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import dateparser

from todobot.timezones import zone

__all__ = ["Due", "DueError", "parse_due"]

YEARS_AHEAD = 100
TEXT_MAX = 100
# A time of day was said (else a natural date is a whole day: “next friday”, “in 3 days”).
_TIME_CUE = re.compile(
    r"\d{1,2}\s*[:.h]\s*\d{2}|\d\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])|\b(?:noon|midday|midnight|now|hours?|hrs?"
    r"|minutes?|mins?|seconds?|secs?)\b|\bat\s+\d{1,2}\b",
    re.IGNORECASE,
)


class DueError(ValueError):
    """Not a usable due date; `str(error)` is a sentence for a person."""


def short_day(day: date) -> str:
    """“Fri 28 Nov”: a day as every reply writes it (the year, where needed, is the caller's to add)."""
    return f"{day:%a} {day.day} {day:%b}"


@dataclass(frozen=True)
class Due:
    """A due date: `at` (aware, UTC), the IANA `zone` it belongs to, and whether it is a whole day."""

    at: datetime
    zone: str
    all_day: bool = False

    @property
    def local(self) -> datetime:
        return self.at.astimezone(zone(self.zone))

    @property
    def value(self) -> date | datetime:
        """The day (whole-day dues) or the aware local time."""
        return self.local.date() if self.all_day else self.local

    def iso(self) -> str:
        return self.value.isoformat()

    def text(self, now: datetime | None = None) -> str:
        """“Fri 28 Nov 17:00” (“Fri 28 Nov” for a whole day), with the year when it isn't this year's."""
        local = self.local
        this_year = (now or datetime.now(UTC)).astimezone(local.tzinfo).year
        day = short_day(local) + (f" {local.year}" if local.year != this_year else "")
        return day if self.all_day else f"{day} {local:%H:%M}"

    def is_past(self, now: datetime) -> bool:
        """Over already: a time before `now`, or a whole day before today (in the due's zone)."""
        if self.all_day:
            return self.local.date() < now.astimezone(zone(self.zone)).date()
        return self.at <= now

    @classmethod
    def of(cls, moment: date | datetime, zone_name: str) -> Due:
        """A due from a local day (whole day) or a time (naive: local to `zone_name`)."""
        tz = zone(zone_name)
        if not isinstance(moment, datetime):
            return cls(datetime.combine(moment, time(0), tz).astimezone(UTC), zone_name, True)
        local = moment.replace(tzinfo=tz) if moment.tzinfo is None else moment
        return cls(local.replace(microsecond=0).astimezone(UTC), zone_name, False)


def _iso(value: str) -> date | datetime | None:
    try:
        return date.fromisoformat(value)
    except ValueError:
        pass
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def _natural(value: str, tz: ZoneInfo, now: datetime) -> date | datetime | None:
    base = now.astimezone(tz).replace(tzinfo=None)
    try:
        found = dateparser.parse(value, languages=["en"], settings={
            "PREFER_DATES_FROM": "future", "RELATIVE_BASE": base, "RETURN_AS_TIMEZONE_AWARE": False,
            "TIMEZONE": tz.key,
        })
    except (ValueError, OverflowError, TypeError):  # dateparser raises on some odd inputs
        return None
    if found is None:
        return None
    return found if _TIME_CUE.search(value) else found.date()


def parse_due(value: str, zone_name: str, now: datetime, *, allow_past: bool = False) -> Due:
    """The due `value` means for a user in `zone_name` at `now`; DueError when unreadable or (unless
    `allow_past`) already past."""
    said = value.strip() if isinstance(value, str) else ""
    if not said:
        raise DueError("Say when it is due, e.g. “next friday 5pm” or 2026-11-28T17:00.")
    if len(said) > TEXT_MAX:
        raise DueError(f"That due date is too long to read (the limit is {TEXT_MAX} characters).")
    tz = zone(zone_name)
    moment = _iso(said) or _natural(said, tz, now)
    if moment is None:
        raise DueError(f"I can't read “{said[:40]}” as a date. Try e.g. “next friday 5pm” or 2026-11-28T17:00.")
    try:
        due = Due.of(moment, zone_name)
        latest = now + timedelta(days=365 * YEARS_AHEAD)
    except (OverflowError, ValueError):
        raise DueError("That date is out of range.") from None
    if due.at > latest:
        raise DueError(f"A due date can be at most {YEARS_AHEAD} years ahead.")
    if due.is_past(now) and not allow_past:
        raise DueError(f"{due.text(now)} has already passed: give a date from now on.")
    return due
