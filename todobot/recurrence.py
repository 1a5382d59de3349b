"""Repeat rules in one place: the words people say ⇄ RFC 5545 RRULE text, and the next occurrence.

A rule is stored as canonical RRULE text (`FREQ=WEEKLY;BYDAY=MO`) and shown in words (“every monday”);
`parse` reads either form, `describe` writes the words, and `describe`'s words always `parse` back to the
same rule (when no wording is found, the words are the RRULE text itself, which parses too).
Occurrences are computed by python-dateutil's `rrule` on the local wall clock of the rule's zone, so
“every day at 9” stays 9:00 across a daylight-saving change.

Only rule shapes that always have occurrences are accepted (no BYSETPOS, BYYEARDAY, BYWEEKNO, BYSECOND;
no BYMONTHDAY together with BYDAY; a BYMONTH + BYMONTHDAY pair must name a real day): dateutil searches
an impossible rule (“every February 30th”) up to year 9999, seconds of CPU a caller could ask for at will.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from dateutil.relativedelta import relativedelta
from dateutil.rrule import rrulestr

__all__ = ["MONTH_NAMES", "RepeatError", "Rule", "at_time", "describe", "first_on_or_after", "kept_from", "next_after",
           "nth", "parse"]

FREQS = ("DAILY", "WEEKLY", "MONTHLY", "YEARLY")
DAYS = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
               "october", "november", "december")
UNITS = {"DAILY": "day", "WEEKLY": "week", "MONTHLY": "month", "YEARLY": "year"}
ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1,
                 "second last": -2, "second to last": -2}
INTERVAL_MAX = 99
COUNT_MAX = 1000
TEXT_MAX = 200
_EPOCH = datetime(2026, 1, 1)  # any start: syntax checks only


class RepeatError(ValueError):
    """A repeat rule that can't be used; `str(error)` is a sentence for a person."""


@dataclass(frozen=True)
class Rule:
    """The parts of an RRULE TodoBot supports, in canonical order."""

    freq: str
    interval: int = 1
    byday: tuple[tuple[int, int], ...] = ()  # (ordinal or 0, weekday 0=Monday)
    bymonthday: tuple[int, ...] = ()
    bymonth: tuple[int, ...] = ()
    byhour: tuple[int, ...] = ()
    byminute: tuple[int, ...] = ()
    count: int | None = None
    until: date | datetime | None = None

    @property
    def has_time(self) -> bool:
        return bool(self.byhour)

    def text(self) -> str:
        """The canonical RRULE text (no `RRULE:` prefix, no DTSTART)."""
        parts = [f"FREQ={self.freq}"]
        if self.interval != 1:
            parts.append(f"INTERVAL={self.interval}")
        if self.bymonth:
            parts.append("BYMONTH=" + ",".join(map(str, self.bymonth)))
        if self.bymonthday:
            parts.append("BYMONTHDAY=" + ",".join(map(str, self.bymonthday)))
        if self.byday:
            parts.append("BYDAY=" + ",".join(f"{n or ''}{DAYS[d]}" for n, d in self.byday))
        if self.byhour:
            parts.append("BYHOUR=" + ",".join(map(str, self.byhour)))
            parts.append("BYMINUTE=" + ",".join(map(str, self.byminute or (0,))))
        if self.count is not None:
            parts.append(f"COUNT={self.count}")
        if self.until is not None:
            fmt = "%Y%m%dT%H%M%S" if isinstance(self.until, datetime) else "%Y%m%d"
            parts.append(f"UNTIL={self.until.strftime(fmt)}")
        return ";".join(parts)


# --- reading RRULE text ---------------------------------------------------------------------------------

_RRULE_HINT = re.compile(r"^\s*(?:RRULE:)?\s*FREQ\s*=", re.IGNORECASE)
_BYDAY = re.compile(r"^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$")


def _ints(value: str, low: int, high: int, name: str, *, signed: bool = False) -> tuple[int, ...]:
    try:
        numbers = tuple(int(v) for v in value.split(","))
    except ValueError:
        raise RepeatError(f"{name} must be a list of numbers.") from None
    for n in numbers:
        if not (low <= abs(n) <= high if signed else low <= n <= high) or (signed and n == 0):
            raise RepeatError(f"{name} values must be between {'-' if signed else ''}{high if signed else low} "
                              f"and {high}.")
    return tuple(sorted(set(numbers), key=lambda n: (n < 0, n)))


def _until(value: str) -> date | datetime:
    raw = value.strip().upper().removesuffix("Z")  # read in the rule's own zone
    try:
        if "T" in raw:
            return datetime.strptime(raw, "%Y%m%dT%H%M%S")
        return datetime.strptime(raw, "%Y%m%d").date()
    except ValueError:
        raise RepeatError("UNTIL must be a date like 20261231 or 20261231T090000.") from None


def _from_rrule(text: str) -> Rule:
    body = re.sub(r"^\s*RRULE:\s*", "", text.strip(), flags=re.IGNORECASE)
    parts: dict[str, str] = {}
    for piece in filter(None, (p.strip() for p in body.split(";"))):
        name, sep, value = piece.partition("=")
        if not sep or not value.strip():
            raise RepeatError(f"“{piece[:40]}” is not a NAME=VALUE part of a repeat rule.")
        parts[name.strip().upper()] = value.strip().upper()
    unsupported = set(parts) - {"FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYHOUR", "BYMINUTE",
                                "COUNT", "UNTIL", "WKST"}
    if unsupported:
        raise RepeatError(f"Repeat rules can't use {', '.join(sorted(unsupported))} here.")
    freq = parts.get("FREQ", "")
    if freq not in FREQS:
        raise RepeatError("A task repeats daily, weekly, monthly or yearly (for hourly nudges, use a reminder).")
    byday = []
    for item in filter(None, parts.get("BYDAY", "").split(",")):
        found = _BYDAY.match(item.strip())
        if not found:
            raise RepeatError(f"“{item[:10]}” is not a weekday like MO or -1FR.")
        ordinal = int(found.group(1) or 0)
        if ordinal and freq not in ("MONTHLY", "YEARLY"):
            raise RepeatError("Only monthly and yearly rules can say “the first/last …day”.")
        limit = 53 if freq == "YEARLY" and "BYMONTH" not in parts else 5
        if abs(ordinal) > limit:
            raise RepeatError(f"A weekday's position is between -{limit} and {limit}.")
        byday.append((ordinal, DAYS.index(found.group(2))))
    if parts.get("COUNT") and parts.get("UNTIL"):
        raise RepeatError("A repeat ends after a number of times or on a date, not both.")
    try:
        interval = int(parts.get("INTERVAL", "1"))
        count = int(parts["COUNT"]) if "COUNT" in parts else None
    except ValueError:
        raise RepeatError("INTERVAL and COUNT are whole numbers.") from None
    if not 1 <= interval <= INTERVAL_MAX:
        raise RepeatError(f"A repeat's interval is between 1 and {INTERVAL_MAX}.")
    if count is not None and not 1 <= count <= COUNT_MAX:
        raise RepeatError(f"A repeat happens between 1 and {COUNT_MAX} times.")
    rule = Rule(
        freq=freq,
        interval=interval,
        byday=tuple(sorted(set(byday), key=lambda nd: (nd[1], nd[0]))),
        bymonthday=_ints(parts["BYMONTHDAY"], 1, 31, "BYMONTHDAY", signed=True) if "BYMONTHDAY" in parts else (),
        bymonth=_ints(parts["BYMONTH"], 1, 12, "BYMONTH") if "BYMONTH" in parts else (),
        byhour=_ints(parts["BYHOUR"], 0, 23, "BYHOUR") if "BYHOUR" in parts else (),
        byminute=_ints(parts["BYMINUTE"], 0, 59, "BYMINUTE") if "BYMINUTE" in parts else (0,) * ("BYHOUR" in parts),
        count=count,
        until=_until(parts["UNTIL"]) if "UNTIL" in parts else None,
    )
    if rule.byminute and not rule.byhour:
        raise RepeatError("Give the hour too (BYHOUR) when giving minutes.")
    return _checked(rule)


def _checked(rule: Rule) -> Rule:
    """Refuse shapes that may never happen (see the module docstring), then let dateutil check the rest."""
    if rule.bymonthday and rule.byday:
        raise RepeatError("A repeat names days of the month or weekdays, not both.")
    if rule.bymonth and rule.bymonthday:
        days_in = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        if not any(abs(d) <= days_in[m - 1] for m in rule.bymonth for d in rule.bymonthday):
            raise RepeatError("That day never happens in those months.")
    try:
        rrulestr(rule.text(), dtstart=_EPOCH)
    except (ValueError, TypeError) as exc:
        raise RepeatError(f"That repeat rule doesn't work: {exc}.") from None
    return rule


# --- reading words ---------------------------------------------------------------------------------------

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "twelve": 12, "other": 2}
_DAY_RE = (r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?"
           r"|sun(?:day)?)s?")
_MONTH_RE = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_ORD_RE = r"(?:first|second(?: to)? last|second|third|fourth|fifth|last|[1-5](?:st|nd|rd|th))"


def _day(word: str) -> int:
    return [name[:3] for name in DAY_NAMES].index(word[:3])


def _days(text: str) -> tuple[tuple[int, int], ...]:
    return tuple((0, _day(w)) for w in re.findall(_DAY_RE, text))


def _ordinal(word: str) -> int:
    return ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))


def _month(word: str) -> int:
    return next(i for i, name in enumerate(MONTH_NAMES, start=1) if word.startswith(name[:3]))


def _count(word: str | None) -> int:
    if not word:
        return 1
    return _NUMBER_WORDS.get(word) or int(word)


def _time(text: str) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    """Cut “at 9”, “at 7pm”, “at 9:30am and 5pm”, “at noon” off the end: (rest, hours, minutes)."""
    found = re.search(r"\s+at\s+(.+)$", text)
    if not found:
        return text, (), ()
    times = []
    for piece in re.split(r"\s*(?:,|and)\s*", found.group(1).strip()):
        named = {"noon": (12, 0), "midday": (12, 0), "midnight": (0, 0)}.get(piece)
        if named:
            times.append(named)
            continue
        clock = re.fullmatch(r"(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?", piece)
        if not clock:
            raise RepeatError(f"I can't read the time “{piece[:20]}” (say e.g. “at 9”, “at 7pm” or “at 17:30”).")
        hour, minute, half = int(clock.group(1)), int(clock.group(2) or 0), (clock.group(3) or "").replace(".", "")
        if (half and not 1 <= hour <= 12) or hour > 23 or minute > 59:
            raise RepeatError(f"“{piece}” is not a time of day.")
        if half == "pm" and hour != 12:
            hour += 12
        elif half == "am" and hour == 12:
            hour = 0
        times.append((hour, minute))
    hours = tuple(sorted({h for h, _ in times}))
    minutes = tuple(sorted({m for _, m in times}))
    if len(hours) > 1 and len(minutes) > 1:
        raise RepeatError("Give several times with the same minutes (e.g. “at 9am and 5pm”).")
    return text[: found.start()], hours, minutes


def _from_words(text: str) -> Rule:
    said = re.sub(r"\s+", " ", text.strip().lower().rstrip(".!"))
    said = re.sub(r"^(?:repeats?|repeating|recurring)\s+", "", said)
    count = until = None
    if found := re.search(r",?\s+(?:for\s+)?(\d+|once|twice) times?$", said):
        count = {"once": 1, "twice": 2}.get(found.group(1)) or int(found.group(1))
        said = said[: found.start()]
    if found := re.search(r",?\s+until\s+(?:(\d{4}-\d{2}-\d{2})|"
                          r"(?:[a-z]{3}\s+)?(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{4}))$", said):
        try:  # "until 2026-12-24" or, as shown, "until thu 24 dec 2026"
            until = date.fromisoformat(found.group(1)) if found.group(1) else date(
                int(found.group(4)), _month(found.group(3)), int(found.group(2)))
        except (ValueError, StopIteration):
            raise RepeatError("The end date must be a real date like 2026-12-31.") from None
        said = said[: found.start()]
    said, hours, minutes = _time(said)
    rule = _shape(said.strip(" ,"))
    if rule is None:
        raise RepeatError(
            f"I can't read “{text.strip()[:60]}” as a repeat. Try e.g. “every monday”, “every weekday at 9”, "
            "“every 2 weeks”, “every month on the 1st”, “every last friday” or an RRULE like FREQ=WEEKLY;BYDAY=MO."
        )
    if count is not None and not 1 <= count <= COUNT_MAX:
        raise RepeatError(f"A repeat happens between 1 and {COUNT_MAX} times.")
    if not 1 <= rule.interval <= INTERVAL_MAX:
        raise RepeatError(f"A repeat's interval is between 1 and {INTERVAL_MAX}.")
    return _checked(replace(rule, byhour=hours, byminute=minutes if hours else (), count=count, until=until))


def _shape(said: str) -> Rule | None:
    """The frequency part of the words (without time, count or end), or None."""
    n = r"(?:(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|other) )?"
    simple = {"daily": "DAILY", "weekly": "WEEKLY", "monthly": "MONTHLY", "yearly": "YEARLY",
              "annually": "YEARLY", "every day": "DAILY", "each day": "DAILY"}
    if said in simple:
        return Rule(simple[said])
    said = re.sub(r"^(?:each|on every|every single)\b", "every", said)
    if found := re.fullmatch(rf"every {n}(day|week|month|year)s?", said):
        return Rule(found.group(2).upper() + "LY" if found.group(2) != "day" else "DAILY",
                    interval=_count(found.group(1)))
    if said in ("every weekday", "weekdays", "every weekday day", "on weekdays"):
        return Rule("WEEKLY", byday=tuple((0, d) for d in range(5)))
    if said in ("every weekend", "weekends", "on weekends", "every weekend day"):
        return Rule("WEEKLY", byday=((0, 5), (0, 6)))
    days = rf"{_DAY_RE}(?:(?:,| and|, and| &) {_DAY_RE})*"
    if found := re.fullmatch(rf"every {n}(?:weeks? )?(?:on )?({days})", said):
        return Rule("WEEKLY", interval=_count(found.group(1)), byday=_days(found.group(2)))
    if said.endswith("s") and (found := re.fullmatch(rf"({days})", said)):  # "mondays", "tuesdays and fridays"
        return Rule("WEEKLY", byday=_days(found.group(1)))
    month_days = r"(?:the )?(\d{1,2}(?:st|nd|rd|th)?(?:(?:,| and|, and) (?:the )?\d{1,2}(?:st|nd|rd|th)?)*)"
    if found := re.fullmatch(rf"every {n}months? on {month_days}", said) or re.fullmatch(
        rf"(?:on )?{month_days} of every {n}months?", said
    ):
        groups = found.groups()
        digits, interval = (groups[1], groups[0]) if said.startswith("every") else (groups[0], groups[1])
        return Rule("MONTHLY", interval=_count(interval), bymonthday=tuple(sorted({
            int(d) for d in re.findall(r"\d+", digits)})))
    if found := re.fullmatch(rf"every {n}months? on the last day|(?:on )?the last day of every {n}months?", said):
        return Rule("MONTHLY", interval=_count(found.group(1) or found.group(2)), bymonthday=(-1,))
    if found := re.fullmatch(r"every (\d{1,2})(?:st|nd|rd|th)", said):
        return Rule("MONTHLY", bymonthday=(int(found.group(1)),))
    if found := re.fullmatch(
        rf"every (?:{n}months? on the )?({_ORD_RE}) ({_DAY_RE})(?: of (?:the|every) month)?", said
    ):
        interval = _count(found.group(1))
        return Rule("MONTHLY", interval=interval, byday=((_ordinal(found.group(2)), _day(found.group(3))),))
    if found := re.fullmatch(rf"every {n}years? on ({_MONTH_RE}) (\d{{1,2}})(?:st|nd|rd|th)?", said) or \
            re.fullmatch(rf"every ()({_MONTH_RE}) (\d{{1,2}})(?:st|nd|rd|th)?", said):
        return Rule("YEARLY", interval=_count(found.group(1)), bymonth=(_month(found.group(2)),),
                    bymonthday=(int(found.group(3)),))
    return None


def parse(text: str) -> Rule:
    """A rule from words (“every 2 weeks on monday at 9”) or RRULE text; RepeatError when unusable."""
    if not isinstance(text, str) or not text.strip():
        raise RepeatError("Say how it repeats, e.g. “every monday”.")
    if len(text) > TEXT_MAX:
        raise RepeatError(f"That repeat rule is too long (the limit is {TEXT_MAX} characters).")
    return _from_rrule(text) if _RRULE_HINT.match(text) else _from_words(_FORTNIGHT.sub("every 2 weeks", text))


# British "fortnight": every two weeks ("every fortnight", "fortnightly", "every other week")
_FORTNIGHT = re.compile(r"\b(?:(?:every|each)\s+fortnight|fortnightly|(?:every|each)\s+other\s+week|biweekly|"
                        r"bi-weekly)\b", re.IGNORECASE)


def at_time(text: str, hour: int, minute: int) -> str | None:
    """The RRULE `text` moved to another time of day ("every day at 7am" → 7:30), or None when the rule names
    no time (a whole-day repeat stays one: the task's due keeps the time)."""
    rule = parse(text)
    if not rule.has_time or len(rule.byhour) > 1:
        return None
    return replace(rule, byhour=(hour,), byminute=(minute,)).text()


def with_days(text: str, more: str) -> str | None:
    """The weekly RRULE `text` on the days of `more` as well ("every monday" + "every thursday" → every monday and
    thursday), or None when either is not a plain weekly rule on weekdays (then `more` replaces it)."""
    rule, extra = parse(text), parse(more)
    if rule.freq != "WEEKLY" or extra.freq != "WEEKLY" or not rule.byday or not extra.byday \
            or rule.interval != extra.interval:
        return None
    return replace(rule, byday=tuple(sorted(set(rule.byday) | set(extra.byday), key=lambda d: d[1]))).text()


def kept_from(text: str, new: str) -> str | None:
    """The RRULE `new` with the day it leaves unsaid taken from the task's own `text`: "every monday" made
    "fortnightly" is every 2 weeks on monday. None when `new` says its days (or is another kind of repeat, or either
    cannot be read), so `new` stands as it is (the time stays on the task's due)."""
    try:
        rule, said = parse(text), parse(new)
    except RepeatError:
        return None
    # (one day only: "every monday and thursday" made "weekly" is once a week, its day not said)
    if said.freq != rule.freq or said.byday or said.bymonthday or said.bymonth or len(rule.byday) > 1 \
            or len(rule.bymonthday) > 1:
        return None
    kept = replace(said, byday=rule.byday, bymonthday=rule.bymonthday, bymonth=rule.bymonth)
    return kept.text() if kept != said else None


# --- writing words ---------------------------------------------------------------------------------------


def nth(n: int) -> str:
    """1 → "1st", 12 → "12th", 23 → "23rd": a day of the month as the repeat words say it."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _clock(hour: int, minute: int) -> str:
    if (hour, minute) == (12, 0):
        return "noon"
    if (hour, minute) == (0, 0):
        return "midnight"
    half = "am" if hour < 12 else "pm"
    shown = hour % 12 or 12
    return f"{shown}{f':{minute:02d}' if minute else ''}{half}"


def _words(rule: Rule) -> str:
    every = "every" if rule.interval == 1 else f"every {rule.interval}"
    unit = UNITS[rule.freq] + ("s" if rule.interval > 1 else "")
    days = [DAY_NAMES[d] for n, d in rule.byday if not n]
    ordinals = [(n, d) for n, d in rule.byday if n]
    text = f"{every} {unit}"
    if rule.freq == "WEEKLY" and rule.byday and not ordinals:
        if rule.interval == 1 and [d for _, d in rule.byday] == [0, 1, 2, 3, 4]:
            text = "every weekday"
        elif rule.interval == 1 and [d for _, d in rule.byday] == [5, 6]:
            text = "every weekend"
        elif rule.interval == 1:
            text = f"every {_listed(days)}"
        else:
            text = f"{every} weeks on {_listed(days)}"
    elif rule.freq == "MONTHLY" and rule.bymonthday:
        positive = [d for d in rule.bymonthday if d > 0]
        if rule.bymonthday == (-1,):
            text = f"{every} {unit} on the last day"
        elif positive == list(rule.bymonthday):
            text = f"{every} {unit} on the {_listed([nth(d) for d in positive])}"
        else:
            return rule.text()
    elif rule.freq == "MONTHLY" and len(ordinals) == 1 and not days:
        (n, d), = ordinals
        position = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", -1: "last", -2: "second last"}
        if n not in position:
            return rule.text()
        text = f"every {position[n]} {DAY_NAMES[d]}" if rule.interval == 1 else \
            f"{every} months on the {position[n]} {DAY_NAMES[d]}"
    elif rule.freq == "YEARLY" and len(rule.bymonth) == 1 and len(rule.bymonthday) == 1 and \
            rule.bymonthday[0] > 0 and not rule.byday:
        text = f"{every} {unit} on {MONTH_NAMES[rule.bymonth[0] - 1]} {rule.bymonthday[0]}"
    elif rule.byday or rule.bymonthday or rule.bymonth:
        return rule.text()
    if rule.byhour:
        text += " at " + _listed([_clock(h, m) for h in rule.byhour for m in (rule.byminute or (0,))])
    if rule.count is not None:
        text += f", {rule.count} times"
    if rule.until is not None:
        if isinstance(rule.until, datetime):
            return rule.text()
        text += f" until {rule.until:%a} {rule.until.day} {rule.until:%b %Y}"  # "until Thu 24 Dec 2026"
    return text


def describe(rule: Rule | str) -> str:
    """The rule in words (“every weekday at 9am”); the RRULE text itself when no wording parses back to it."""
    rule = parse(rule) if isinstance(rule, str) else rule
    words = _words(rule)
    try:
        return words if parse(words) == rule else rule.text()
    except RepeatError:
        return rule.text()


# --- occurrences -----------------------------------------------------------------------------------------


def _local(moment: datetime, tz: ZoneInfo) -> datetime:
    """A naive wall-clock time in `tz` (rrule counts on the wall clock)."""
    return moment.astimezone(tz).replace(tzinfo=None) if moment.tzinfo else moment


def _aware(wall: datetime, tz: ZoneInfo) -> datetime:
    return wall.replace(tzinfo=tz)


def next_after(rule: Rule | str, start: datetime, after: datetime, tz: ZoneInfo) -> datetime | None:
    """The rule's first occurrence strictly after `after`, counting from `start` (its DTSTART); None once
    the rule has ended. Times are aware; occurrences are computed on `tz`'s wall clock."""
    rule = parse(rule) if isinstance(rule, str) else rule
    found = rrulestr(rule.text(), dtstart=_local(start, tz)).after(_local(after, tz))
    return _aware(found, tz) if found is not None else None


def first_on_or_after(rule: Rule | str, start: datetime, tz: ZoneInfo) -> datetime | None:
    """The rule's first occurrence at or after `start` (counting from it)."""
    rule = parse(rule) if isinstance(rule, str) else rule
    wall = _local(start, tz)
    found = rrulestr(rule.text(), dtstart=wall).after(wall, inc=True)
    return _aware(found, tz) if found is not None else None


def first_from(rule: Rule | str, start: datetime, now: datetime, tz: ZoneInfo) -> datetime | None:
    """The rule's first occurrence counting from `start` (its phase) that is not before `now`."""
    found = first_on_or_after(rule, start, tz)
    return next_after(rule, start, now, tz) if found is not None and found < now else found


def lands_on(rule: Rule | str, moment: datetime, tz: ZoneInfo) -> bool:
    """Whether `moment` is one of the rule's own occurrences (counted from it)."""
    return first_on_or_after(rule, moment, tz) == moment


def previous_before(rule: Rule | str, moment: datetime, tz: ZoneInfo) -> datetime | None:
    """The occurrence the rule had just before `moment` (one of its own), as if it had always run: for a task due
    at its next occurrence, the one last done. Counted from one whole cycle back, so "every 2 weeks" keeps its
    phase; COUNT and UNTIL are left out (they count from the task's due)."""
    rule = parse(rule) if isinstance(rule, str) else rule
    wall = _local(moment, tz)
    cycle = relativedelta(**{f"{UNITS[rule.freq]}s": rule.interval})
    found = rrulestr(replace(rule, count=None, until=None).text(), dtstart=wall - cycle).before(wall)
    return _aware(found, tz) if found is not None else None


def remaining_count(rule: Rule, start: datetime, new_start: datetime, tz: ZoneInfo) -> Rule:
    """The rule counted from `new_start` instead of `start`: a COUNT shrinks by the occurrences skipped.

    A task's due moves on with each completion and is the rule's DTSTART, so its COUNT must count down.
    """
    if rule.count is None:
        return rule
    skipped = len(rrulestr(rule.text(), dtstart=_local(start, tz)).between(
        _local(start, tz) - timedelta(seconds=1), _local(new_start, tz), inc=False))
    return replace(rule, count=max(rule.count - skipped, 1))


def day_start(day: date, tz: ZoneInfo) -> datetime:
    """Midnight of `day` in `tz`, aware."""
    return datetime.combine(day, time(0), tz)
