"""Natural dates, times and repetitions ("tomorrow at 9am", "every Monday at 8", "3 times").

A single precompiled regex finds the date phrases (so we know what to cut out of a title). Relative forms
(today, weekdays, "in 2 hours", times of day) are simple arithmetic on `now`; absolute calendar dates
("December 1", "12/15") go through dateparser, which is slow (~1-2 ms), so it is only called for those,
with one cached parser, and never for text without a date cue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from itertools import pairwise
from typing import Any
from zoneinfo import ZoneInfo

from dateutil.relativedelta import relativedelta

from todobot.recurrence import first_on_or_after
from todobot.timezones import zone
from todobot.understanding.rules.lexicon import NUMBER_WORDS, alt

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WD_ABBR = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4,
            "sat": 5, "sun": 6,
            # common misspellings of whole weekday names
            "monady": 0, "mondy": 0, "tuseday": 1, "tuesdy": 1, "teusday": 1, "wendsday": 2, "wensday": 2,
            "wednsday": 2, "wednesay": 2, "wedensday": 2, "thrusday": 3, "thursady": 3, "thurday": 3, "firday": 4,
            "fridy": 4, "saterday": 5, "satruday": 5, "sunady": 6}
_AMBIGUOUS_WD = frozenset(("mon", "wed", "sat", "sun", "thu", "tue"))
_MONTHS = ("january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|"
           "october|oct|november|nov|december|dec")
_PREP = r"(?:(?:on|by|before|b4|for|until|till|due|from|starting|no\s+later\s+than)\s+)"
_HOUR_WORDS = alt([w for w, n in NUMBER_WORDS.items() if n <= 12])
_MINUTE_WORDS = {"thirty": 30, "fifteen": 15, "forty five": 45, "forty-five": 45}
_NUM = alt(["\\d+", *NUMBER_WORDS])
_UNIT = r"(?:minutes?|mins?|m|hours?|hrs?|h|days?|weeks?|wks?|fortnights?|months?)"
_PARTS = {"morning": 9, "afternoon": 15, "arvo": 15, "evening": 18, "night": 20, "tonight": 20}

_ORDINAL = r"(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|second\s+to\s+last|second\s+last)"
_NTH = r"\d{1,2}(?:st|nd|rd|th)"
_DAY_WORDS = {"first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th"}
_DAY_WORD = alt(list(_DAY_WORDS))
# Monthly repeats on a day of the month or an nth weekday, in words the repeat parser reads (`todobot.recurrence`).
_REP_CAL = (
    # "every month on the first": a day of the month said in words (not "… on the first friday": below)
    rf"(?:every|each)\s+month\s+on\s+the\s+(?:{_NTH}|\d{{1,2}}|last\s+day|{_DAY_WORD}(?!\s+(?:{alt(WEEKDAYS)})\b))"
    rf"|monthly\s+on\s+the\s+(?:{_NTH}|last\s+day|{_DAY_WORD}(?!\s+(?:{alt(WEEKDAYS)})\b))"
    rf"|(?:on\s+)?(?:the\s+)?(?:{_NTH}|first|last\s+day)\s+of\s+(?:every|each)\s+month"
    # "every second tuesday" alone often means every other one: the 2nd of the month only when the month is said
    rf"|(?:every|each)\s+(?:second|2nd)\s+(?:{alt(WEEKDAYS)})\s+of\s+(?:the|every|each)\s+month"
    rf"|(?:every|each)\s+(?!second|2nd){_ORDINAL}\s+(?:{alt(WEEKDAYS)})(?:\s+of\s+(?:the|every|each)\s+month)?"
    rf"|(?:every|each)\s+{_NTH}(?:\s+of\s+(?:the|every|each)\s+month)?"
    # "the first wednesday of every month", "every month on the last friday": an nth weekday, the month said either side
    rf"|(?:on\s+)?(?:the\s+)?{_ORDINAL}\s+(?:{alt(WEEKDAYS)})\s+of\s+(?:every|each)\s+month"
    rf"|(?:every|each)\s+month\s+on\s+the\s+{_ORDINAL}\s+(?:{alt(WEEKDAYS)})")

DATE_RE = re.compile(
    rf"(?<!\w)(?:"
    rf"(?P<rep_cal>{_REP_CAL})|(?:on\s+)?(?P<rep_days>{alt(WEEKDAYS)})s(?=\s|$|[,.!?])|"
    # "only needs doing weekdays now", "on weekdays only": every weekday, as "tuesdays" is every tuesday
    rf"(?:on\s+)?(?P<rep_wkd>weekdays)(?:\s+only)?(?=\s|$|[,.!?])|"
    # ("every second wednesday": every other one, as the bin collections go)
    rf"(?P<rep>(?:every|each)\s+(?:(?P<rep_n>{_NUM}|other|second(?=\s+(?:{alt(WEEKDAYS)})\b))\s+)?"
    rf"(?P<rep_unit>minutes?|mins?|hours?|hrs?|days?|weeks?|months?|mornings?|evenings?|nights?|afternoons?"
    rf"|weekdays?|fortnights?|{alt(WEEKDAYS)}s?|{alt(list(_WD_ABBR))}\.?)|(?P<rep_word>daily|hourly|weekly|nightly|monthly"
    rf"|fortnightly|biweekly|every\s+other\s+day))"
    rf"|(?P<count>(?:{_NUM}|once|twice|thrice))\s+times"
    rf"|(?:in|within|after)\s+(?P<rel_n>{_NUM}|an?|half\s+an?|a\s+couple(?:\s+of)?|a\s+few|couple(?:\s+of)?|few)"
    rf"\s*(?P<rel_unit>{_UNIT})"
    rf"|(?P<rel_n2>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?P<rel_unit2>{_UNIT})\s+from\s+"
    rf"(?:now|today)"
    rf"|in\s+(?P<rel_min>\d{{1,2}})(?=\s+(?:to|and|then)\b|\s*[,.!?]|\s*$)"
    rf"|{_PREP}?(?:(?:the\s+)?end\s+of\s+)?(?P<day>the\s+day\s+after\s+tomorrow|day\s+after\s+tomorrow|today|tonight|tonite|tomorrow|tomorow"
    rf"|tommorow|tommorrow|tmrw|tmr|tmw|2moro|2morrow|yesterday|yday|yest)"
    rf"|(?:(?:on|by|before|b4|for|over|during|until|at)\s+)?(?P<period>(?:this|next|the)\s+weekend|(?:next|this)\s+week"
    rf"|next\s+month|(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?(?:week|month))"
    rf"|{_PREP}?(?:(?P<md_m>{_MONTHS})\.?\s+(?P<md_d>\d{{1,2}})(?:st|nd|rd|th)?"
    rf"|(?:the\s+)?(?P<md_d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<md_m2>{_MONTHS})\.?)(?:,?\s+(?P<md_y>\d{{4}}))?"
    rf"|(?:in|by|before|b4|until|during)\s+(?:early\s+|mid\s+|late\s+)?(?P<mo>{_MONTHS})(?!\s*\d)"
    rf"|{_PREP}?(?P<nd>\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?)"
    # "on the 3rd", "friday the 20th", "for fri the 4th": a day of the month (a weekday said with it picks the month)
    rf"|(?:(?:(?:on|by|before|b4|until|till|due|for)\s+)?(?P<dom_wd>{alt(WEEKDAYS)}|{alt(list(_WD_ABBR))})\.?,?\s+"
    rf"(?:the\s+)?|(?:on|by|before|b4|until|till|due)\s+the\s+"
    # "raise invoice by 30th", "due 3rd": the ordinal alone after a deadline word
    rf"|(?:by|before|b4|until|till|due)\s+(?=\d{{1,2}}(?:st|nd|rd|th)\b)"
    # "add book the ute service for the 4th", "sort the passport for the 21st pls": the day it is for, when nothing
    # after the ordinal makes it a thing ("for the 4th floor", "for the 2nd time"; "for the 14th and 21st": days listed)
    rf"|for\s+the\s+(?=\d{{1,2}}(?:st|nd|rd|th)(?:\s*$|\s*[,.;!?)-]|\s+(?:at|@|of|to|until|till|on|every|remind|please"
    rf"|pls|plz|thanks|ta|cheers|as|too|also|then|if|so|but|or|because|cos|coz|since|with|in)\b|\s+\d|\s+(?:{_MONTHS})))"
    # "every 2 weeks sunday 7pm starting the 6th": the first day of a repeat, said as an ordinal alone
    rf"|(?:starting|beginning|commencing)\s+(?:(?:on|from)\s+)?(?:the\s+)?(?=\d{{1,2}}(?:st|nd|rd|th)"
    rf"(?:\s*$|\s*[,.;!?)-]|\s+(?:at|@|of|and|to|until|till|for|on|every|remind)\b|\s+\d|\s+(?:{_MONTHS})))"
    # "prod deploy 26th 11pm", "dentist 3rd at 2": a bare ordinal is a day of the month when a clock time follows it
    rf"|(?<!\w)(?=\d{{1,2}}(?:st|nd|rd|th)\s+(?:(?:at|@)\s*\d|\d{{1,2}}(?:[:.][0-5]\d)?\s*[ap]\.?m\b)))"
    rf"(?P<dom>\d{{1,2}})(?:st|nd|rd|th)(?!\s+(?:one|task|item))"
    # "thurs 3rd dec", "fri the 4th of december": the month said after names it
    rf"(?:\s+(?:of\s+)?(?P<dom_m>{_MONTHS})\.?(?![a-z])(?:,?\s+(?P<dom_y>\d{{4}}))?)?"
    # Clock phrases: "quarter past 3", "ten to 6pm", "half past ten"; British "at half 10" is 10:30.
    # ("open from 10 to 4", "between 9 to 5": hours from one to another, no clock phrase)
    rf"|(?<!\bfrom\s)(?<!\bbetween\s)(?:(?:at|@|around|by|before|b4|until|till)\s+)?(?P<cq>half|(?:a\s+)?quarter|\d{{1,2}}|five|ten|twenty"
    rf"|twenty[\s-]five)\s+(?P<cdir>past|after|to)\s+(?P<ch>\d{{1,2}}|{_HOUR_WORDS})"
    rf"(?:\s*(?P<cap>a\.?m\.?|p\.?m\.?)(?![a-z]))?"
    # "make it half 3", "should be half six", "move it to half 4", "half 3": the same with no "at", when nothing
    # follows it but the end or a word about the change ("half 3 not 4", "half 3 instead")
    rf"|(?:(?:at|@|around|by|before|b4|until|till)\s+|(?P<hbare>(?<=\bit\s)|(?<=\bbe\s)|(?<=\bto\s)|^))"
    rf"half\s+(?P<hh>\d{{1,2}}|{_HOUR_WORDS})(?![\d:])"
    rf"(?:\s*(?P<hap>a\.?m\.?|p\.?m\.?)(?![a-z]))?"
    rf"(?(hbare)(?=\s*(?:$|[,.!?;]|\s+(?:instead|not|then|pls|please|tomorrow|tmrw|today|tonight|on)\b)))"
    rf"|(?:(?:at|@|by|around|about|like|before|b4|after|from|until|till)\s*)?(?P<h4>\d{{1,2}})\s*-?ish\b"
    rf"|(?:(?:at|@|by|around|before|b4|after|from|until|till)\s*)?(?P<h1>\d{{1,2}})(?:[:.](?P<m1>\d{{2}}))?\s*"
    rf"(?P<ap>a\.?m\.?|p\.?m\.?)(?![a-z])"
    # "at 5 oclock": the o'clock said after the hour is part of the time, never of a title
    rf"|(?:at|@|around|by|before|b4|until|till)\s*(?P<h2>\d{{1,2}})(?:[:.](?P<m2>[0-5]\d))?(?:\s*o'?\s?clock)?(?![\d:.])"
    rf"(?!\s*(?:%|times|x\b|minutes?|mins?|hours?|hrs?|days?|weeks?|st\b|nd\b|rd\b|th\b|/|-|people|guests))"
    rf"|(?:(?:at|@|around|by|before|b4|until|till)\s+)?(?P<h3>\d{{1,2}}):(?P<m3>\d{{2}})"
    # British "12.30", "7.15": a clock time too, never a price ("£12.30") nor a measure or version ("2.50kg", "1.20.3")
    rf"|(?<![£$€\d.])(?P<h5>[01]?\d|2[0-3])\.(?P<m5>[0-5]\d)(?![\d.%]|\s*(?:kg|km|k\b|g\b|m\b|mi|miles|l\b|ml|lbs?))"
    # "at three thirty", "at eleven o'clock", "at three pm", "remind me at eleven to …": an hour said in words (a
    # bare word only before "to"/a pause/the end, and never "one": "look at one of them")
    rf"|(?:at|around|by|before|b4|until|till)\s+(?P<hw>{_HOUR_WORDS})(?:\s+(?P<mw>thirty|fifteen|forty[\s-]five|"
    rf"o'?\s?clock)(?:\s+(?P<apw>a\.?m\.?|p\.?m\.?)(?![a-z]))?|\s*(?P<apw2>a\.?m\.?|p\.?m\.?)(?![a-z])"
    rf"|(?<!one)(?=\s+to\s|\s*[,.!?]|\s*$))"
    rf"|(?:(?:at|by|around|before|b4|until)\s+)?(?P<named>noon|midday|midnight|lunch\s*time)"
    # "at lunch", "over lunch": lunchtime (noon); a bare "lunch" is a title word ("team lunch friday")
    rf"|(?:at|by|around|before|b4|until|over|during)\s+(?P<named_lunch>lunch)(?!\s+(?:with|for|at|on)\b)"
    # "before christmas", "by new year's eve", "on halloween": a holiday's date (the day before it for "before")
    # ("book flights for christmas", "a costume for halloween": the occasion, part of the title — never a due)
    rf"|(?<!\bfor\s)(?:(?P<hol_pre>before|b4|by|on|until|till|over|at)\s+)?(?P<holiday>christmas\s+eve|xmas\s+eve|christmas(?:\s+day)?"
    rf"|xmas|boxing\s+day|new\s+year'?s?\s+eve|nye|new\s+year'?s?(?:\s+day)?|halloween|valentine'?s?(?:\s+day)?)"
    # ("the christmas do", "the halloween party": an event named for the holiday, not its date)
    rf"(?<!\bthe\schristmas)(?<!\bthe\sxmas)(?<!\bthe\shalloween)"
    rf"(?!\s+(?:do|party|parties|dinner|lunch|fair|market|show|concert|play|raffle|drinks|meal|bash|function|"
    rf"night\s+out|event|panto|disco|ball|social)\b)"
    rf"|(?:(?:by|at|before|b4|until)\s+)?(?:the\s+)?(?P<eod>end\s+of\s+(?:the\s+)?(?:business\s+)?day|eod|cob"
    rf"|close\s+of\s+business)"
    rf"|(?P<wd_pre>(?:(?:on|by|before|b4|for|until|till|due|this|next|coming|every|last|past|previous|(?:the\s+)?end\s+of)"
    rf"\s+){{1,3}})?"
    rf"(?P<wd>{alt(WEEKDAYS)}|{alt(list(_WD_ABBR))})\.?"
    # "monday week", "thursday week": British for a week after the coming one
    rf"(?:\s+(?P<wd_week>week)(?!\s+(?:after|before|of|on)\b))?"
    rf"|(?P<vague>later(?:\s+on)?|at\s+some\s+point|some\s*time(?:\s+soon)?|soon(?:ish)?)"
    rf"(?=\s*(?:[,.!?]|$)|\s+(?:before|by|around|next|this|in|on|after)\b)"
    rf"|(?P<part_pre>(?:this|in\s+the|every|each|on|tomorrow|tonight)\s+)?(?P<part>morning|afternoon|arvo|evening"
    rf"|night)s?"
    rf")(?!\w)",
    re.IGNORECASE,
)
_MONTH_ONLY_NUM = {m: i for i, names in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], start=1) for m in [names]}


@dataclass
class WhenMatch:
    """What the date phrases in a text said, and where they were (to cut them out of a title)."""

    when: str | None = None
    repeat_interval_minutes: int | None = None
    repeat_count: int | None = None
    spans: list[tuple[int, int]] = field(default_factory=list)
    vague_only: bool = False  # only "later" / "at some point": cut from a title, but no date
    all_day: bool = False  # a day was said without a time of day ("friday", "end of the month")
    repeat_words: str | None = None  # how it repeats, as said ("every monday at 8:00"), for a task's repeat
    loose_hour: bool = False  # an hour said without am/pm or a part of the day ("at 7:30"): either half may be meant
    time_only: bool = False  # a time of day with no day, date or repeat ("at 9", "8am"): its day is the next one

    @property
    def calendar_repeat(self) -> bool:
        """A repeat by days, weeks or months, which a repeat rule says better than minutes."""
        return bool(self.repeat_words) and (self.repeat_interval_minutes or 0) >= 1440

    def due_params(self) -> dict[str, Any]:
        """What a task keeps of the phrases: its `due` (a day, or a local time with its offset) and its
        `repeat` in words (the task tools read them; a repeat alone is due at the rule's first date)."""
        if self.repeat_words:
            return {"repeat": self.repeat_words}
        if not self.when:
            return {}
        return {"due": self.due_day_or_time()}

    def due_day_or_time(self) -> str:
        """`when` as a task's due: the local date alone when no time of day was said."""
        return datetime.fromisoformat(self.when).date().isoformat() if self.all_day else str(self.when)

    def params(self) -> dict[str, Any]:
        """Only the keys that were actually said."""
        out: dict[str, Any] = {}
        if self.when:
            out["when"] = self.when
        if self.calendar_repeat:  # "every monday": a rule on the wall clock, not a fixed number of minutes
            out["repeat"] = self.repeat_words
        elif self.repeat_interval_minutes:
            out["repeat_interval_minutes"] = self.repeat_interval_minutes
        if self.repeat_count:
            out["repeat_count"] = self.repeat_count
        return out


@lru_cache(maxsize=1)
def _calendar_parser() -> Any:
    """One dateparser instance with fixed settings (building one costs far more than parsing)."""
    from dateparser.date import DateDataParser  # imported lazily: heavy

    settings = {"PREFER_DAY_OF_MONTH": "first", "DATE_ORDER": "MDY", "RELATIVE_BASE": datetime(2000, 1, 1),
                "RETURN_AS_TIMEZONE_AWARE": False, "PARSERS": ["absolute-time"]}
    return DateDataParser(languages=["en"], settings=settings, try_previous_locales=False)


def warm_up() -> None:
    """Load dateparser's data now instead of on the first dated message (~0.3 s once)."""
    _calendar_date("december 1", date(2026, 1, 1))


@lru_cache(maxsize=512)
def _month_day(phrase: str) -> tuple[int, int, int | None] | None:
    """(month, day, explicit year) of an absolute calendar phrase, via dateparser."""
    parsed = _calendar_parser().get_date_data(phrase).date_obj
    if parsed is None:
        return None
    year = parsed.year if re.search(r"\d{4}|\d+/\d+/\d+", phrase) else None
    return parsed.month, parsed.day, year


RECENT_PAST_DAYS = 60  # a calendar date this many days ago or fewer is a slip to question, not next year's


def _calendar_date(phrase: str, today: date) -> date | None:
    """The next occurrence (today or later) of a calendar date, unless the year was given.

    A date of the last few weeks stays in the past ("due nov 20" said on 23 Nov): the user more likely slipped
    than meant next year, so the dialogue asks ("That date has passed — …") instead of filing it a year out.
    """
    found = _month_day(phrase.lower())
    if found is None:
        return None
    month, day, year = found
    if year:
        return _safe_date(year, month, day)
    candidate = _safe_date(today.year, month, day)
    if candidate is None or (today - candidate).days > RECENT_PAST_DAYS:
        candidate = _safe_date(today.year + 1, month, day)
    return candidate


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _number(word: str | None) -> float:
    if not word:
        return 1
    word = word.lower().strip()
    if word.isdigit():
        return int(word)
    if word.startswith("half"):
        return 0.5
    if "couple" in word:
        return 2
    if "few" in word:
        return 3
    return {"a": 1, "an": 1, "other": 2, "once": 1, "twice": 2, "thrice": 3}.get(word, NUMBER_WORDS.get(word, 1))


def _unit_minutes(unit: str) -> int:
    unit = unit.lower()
    if unit.startswith(("mo",)):
        return 43200
    if unit.startswith(("m",)):
        return 1
    if unit.startswith("h"):
        return 60
    if unit.startswith("w"):
        return 10080
    if unit.startswith("f"):  # a fortnight
        return 20160
    return 1440


# What may follow a short weekday ("sat", "wed" are words too) to make it a day: a time, a date it repeats, or the
# week it is in.
_WHEN_NEXT = re.compile(r"^\s*,?\s*(?:at\s+|@\s*|around\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)"
                        r"|\d{1,2}[:.]\d{2}|noon|midday|morning|afternoon|evening|night|arvo|(?:at|@)\s*\d{1,2}"
                        rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})|(?:{_MONTHS})\.?\s+\d"
                        r"|(?:of\s+)?next\s+week)\b",  # "wed next week": that week's day
                        re.IGNORECASE)


_HOLIDAYS = {"christmas eve": (12, 24), "xmas eve": (12, 24), "christmas": (12, 25), "xmas": (12, 25),
             "boxing day": (12, 26), "new years eve": (12, 31), "nye": (12, 31), "new years": (1, 1),
             "halloween": (10, 31), "valentines": (2, 14)}


def _holiday(said: str, today: date, before: bool) -> date:
    """The holiday's next date (this year's if still ahead); the day before it when said "before christmas"."""
    key = re.sub(r"'|\s+day$", "", said).replace("new year ", "new years ").strip()
    key = {"new year": "new years", "valentine": "valentines"}.get(key, key)
    month, dom = _HOLIDAYS.get(key, (12, 25))
    day = date(today.year, month, dom)
    if day < today or (before and day <= today):
        day = date(today.year + 1, month, dom)
    return day - timedelta(days=1) if before else day


def _weekday(word: str) -> int:
    if word.lower() in _WD_ABBR:
        return _WD_ABBR[word.lower()]
    word = word.lower().rstrip(".s") if word.lower() not in ("tues", "thurs", "weds") else word.lower()
    for i, name in enumerate(WEEKDAYS):
        if name.startswith(word) or word.startswith(name):
            return i
    return _WD_ABBR.get(word[:4], _WD_ABBR.get(word[:3], 0))


def _next_weekday(today: date, target: int) -> date:
    """The coming `target` weekday, never today ("Friday" on a Friday means next week)."""
    return today + timedelta(days=(target - today.weekday()) % 7 or 7)


_WEEKLY_SAID = re.compile(rf"(?:every|each) (?:{alt(WEEKDAYS)})s?(?: and (?:{alt(WEEKDAYS)}))*", re.IGNORECASE)


class _State:
    """Accumulates what the date components said, then turns it into one datetime."""

    def __init__(self, now: datetime) -> None:
        self.now = now
        self.today = now.date()
        self.day: date | None = None
        self.exact: datetime | None = None
        self.hour: int | None = None
        self.minute = 0
        self.ambiguous_hour = False
        self.part: str | None = None
        self.interval: int | None = None
        self.count: int | None = None
        self.vague = 0
        self.repeat_said: list[str] = []  # the repeat phrases, as said
        self.next_week: date | None = None  # "next week" said: its Monday ("tuesday next week", "next week tue")
        self.weekday: int | None = None  # the weekday said alone ("tuesday"), for "next week" said either side
        self.run_days: list[int] = []  # the weekdays of a habit said in a row ("mon wed fri")
        # the times said before the last, joined by "and" ("every day at 9am and 9pm"): a repeat at each of them
        self.also_at: list[tuple[int, int, bool]] = []

    def feed(self, m: re.Match[str], adjacent: bool, joined: bool = False) -> bool:
        """Read one regex match; False when the match is not really a date (kept in the text)."""
        g = m.groupdict()
        if g["vague"]:  # "later", "at some point": no date, but not part of a title either
            self.vague += 1
        elif g["rep_days"]:  # "tuesdays at 7pm": every tuesday
            day = g["rep_days"].lower()
            self.interval = 10080
            self.day = _next_weekday(self.today, WEEKDAYS.index(day))
            last = self.repeat_said[-1] if self.repeat_said else ""
            if re.fullmatch(rf"every (?:{alt(WEEKDAYS)})(?: and (?:{alt(WEEKDAYS)}))*", last):
                self.repeat_said[-1] = f"{last} and {day}"  # "mondays and thursdays"
            else:
                self.repeat_said.append(f"every {day}")
        elif g["rep_cal"]:  # "every month on the 1st", "every last friday": a monthly rule
            self.interval = 43200
            self.repeat_said.append(_monthly_words(m.group(0)))
            self.day = self.day or _first_monthly_day(self.repeat_said[-1], self.today)  # its first time
        elif g["rep_wkd"]:
            self._repeat({**g, "rep": "every weekday", "rep_n": None, "rep_unit": "weekday", "rep_word": None})
            self.repeat_said.append("every weekday")
        elif g["rep"] or g["rep_word"]:
            self._repeat(g)
            unit = (g["rep_unit"] or "").lower().rstrip(".")
            if unit.rstrip("s") not in WEEKDAYS and unit in _WD_ABBR:  # "every mon": said in full for the rule
                self.repeat_said.append(f"every {WEEKDAYS[_WD_ABBR[unit]]}")
            else:
                self.repeat_said.append(m.group(0))
        elif g["count"]:
            self.count = int(_number(g["count"]))
        elif g["rel_min"]:  # "remind me in 5 to check the oven": minutes
            self.exact = self.now + timedelta(minutes=int(g["rel_min"]))
        elif g["rel_unit"] or g["rel_unit2"]:
            amount = _number(g["rel_n"] or g["rel_n2"])
            minutes = _unit_minutes(g["rel_unit"] or g["rel_unit2"])
            if minutes < 1440:
                self.exact = self.now + timedelta(minutes=amount * minutes)
            elif minutes == 43200:
                self.day = _add_months(self.today, int(amount))
            else:
                self.day = self.today + timedelta(minutes=amount * minutes)
        elif g["day"]:
            word = g["day"].lower()
            if "after" in word:
                self.day = self.today + timedelta(days=2)
            elif word.startswith("y"):  # "by yesterday": a day that has passed, which the dialogue questions
                self.day = self.today - timedelta(days=1)
            elif word.startswith(("today", "toni")):
                self.day = self.today
                if word.startswith("toni"):
                    self.part = "tonight"
            else:
                self.day = self.today + timedelta(days=1)
        elif g["period"]:
            self.day = _period(g["period"].lower(), self.today)
            if re.fullmatch(r"next\s+week", g["period"].strip(), re.IGNORECASE):
                self.next_week = self.day
                if self.weekday is not None:  # "tuesday next week": that week's Tuesday
                    self.day = self.next_week + timedelta(days=self.weekday)
        elif g["md_m"] or g["md_m2"] or g["nd"]:
            phrase = g["nd"] or " ".join(
                x for x in (g["md_m"] or g["md_m2"], g["md_d"] or g["md_d2"], g["md_y"]) if x)
            self.day = _calendar_date(phrase, self.today) or self.day
        elif g["mo"]:
            month = _MONTH_ONLY_NUM[g["mo"][:3].lower()]
            year = self.today.year + (1 if month < self.today.month else 0)
            self.day = date(year, month, 1) if month != self.today.month else self.today
        elif g["dom"] and g["dom_m"]:  # the month said: the weekday adds nothing
            self.day = _calendar_date(f'{g["dom_m"]} {g["dom"]} {g["dom_y"] or ""}'.strip(), self.today) or self.day
        elif g["dom"]:
            said_weekday = _weekday(g["dom_wd"]) if g["dom_wd"] else None
            self.day = _day_of_month(self.today, int(g["dom"]), said_weekday)
        elif g["h1"] or g["h2"] or g["h3"] or g["h4"] or g["h5"]:  # h4: "like 3ish"
            hour = int(g["h1"] or g["h2"] or g["h3"] or g["h4"] or g["h5"])
            minute = int(g["m1"] or g["m2"] or g["m3"] or g["m5"] or 0)
            if hour > 23 or minute > 59:
                return False
            ampm = (g["ap"] or "").lower()
            if ampm.startswith("p") and hour < 12:
                hour += 12
            elif ampm.startswith("a") and hour == 12:
                hour = 0
            # "06:40" with its leading zero is a 24-hour time: never moved to the afternoon
            zero_led = (g["h1"] or g["h2"] or g["h3"] or g["h4"] or g["h5"]).startswith("0")
            self.hour, self.minute, self.ambiguous_hour = hour, minute, not ampm and 1 <= hour <= 11 and not zero_led
        elif g["cdir"] or g["hh"]:
            return self._clock_phrase(g)
        elif g["hw"]:
            hour = NUMBER_WORDS[g["hw"].lower()]
            minute = _MINUTE_WORDS.get(re.sub(r"\s+", " ", (g["mw"] or "").lower()), 0)
            ampm = (g["apw"] or g["apw2"] or "").lower()
            hour += 12 if ampm.startswith("p") and hour < 12 else 0
            self.hour, self.minute, self.ambiguous_hour = hour, minute, not ampm and 1 <= hour <= 11
        elif g["named_lunch"]:
            self.hour, self.minute = 12, 0
        elif g["named"]:
            self.hour, self.minute = (0, 0) if g["named"].lower() == "midnight" else (12, 0)
            if g["named"].lower() == "midnight":
                self.day = (self.day or self.today) + timedelta(days=1)
        elif g["holiday"]:
            self.day = _holiday(g["holiday"].lower(), self.today, (g["hol_pre"] or "").lower() in ("before", "b4"))
        elif g["eod"]:
            self.hour, self.minute = 17, 0
        elif g["wd"] and joined and self.repeat_said and _WEEKLY_SAID.fullmatch(self.repeat_said[-1]):
            # "every monday and thursday", "every mon, wed and fri": one more day of the same weekly repeat
            day = _weekday(g["wd"])
            self.repeat_said[-1] = f"{self.repeat_said[-1]} and {WEEKDAYS[day]}"
            self.day = min(self.day or _next_weekday(self.today, day), _next_weekday(self.today, day))
        elif g["wd"]:
            ends = not m.string[m.end():].strip(" .!?")
            said_last = ends and (m.string[:m.start()].rstrip().endswith(",") or len(m.string[:m.start()].split()) >= 2)
            timed = bool(_WHEN_NEXT.match(m.string[m.end():]))  # "sat 10am", "mon 30 nov": a day, then when
            if g["wd"].lower().rstrip(".") in _AMBIGUOUS_WD and not g["wd_pre"] and not said_last and not timed:
                return False  # "sat", "sun", "wed", "mon" are words too (", wed" at the end is the day)
            self.day = _next_weekday(self.today, _weekday(g["wd"]))
            if re.search(r"\b(?:last|past|previous)\b", g["wd_pre"] or "", re.IGNORECASE):  # "last thursday": gone
                self.day -= timedelta(days=7)
                self.day -= timedelta(days=7) if self.day >= self.today else timedelta(0)
            elif self.next_week is not None:  # "next week tuesday", "next week on fri": that week's day
                self.day = self.next_week + timedelta(days=_weekday(g["wd"]))
            if g["wd_week"] and not re.search(r"\b(?:every|last|past|previous|next)\b", g["wd_pre"] or "",
                                              re.IGNORECASE):
                # "thursday week": a week after the coming thursday; "monday week" said on a monday, a week today
                same_day = self.today.weekday() == _weekday(g["wd"])
                self.day = self.today + timedelta(days=7) if same_day else self.day + timedelta(days=7)
            self.weekday = _weekday(g["wd"])
        elif g["part"]:
            if not (g["part_pre"] or adjacent):
                return False
            self.part = g["part"].lower()
        return True

    def several_days(self, word: str, first: bool) -> bool:
        """One weekday of a run said as a weekly habit ("mon wed fri"); True when it grew the repeat said before."""
        day = _weekday(word)
        self.interval = 10080
        self.run_days.append(day)
        if first:
            self.repeat_said.append(f"every {WEEKDAYS[day]}")
            self.day = _next_weekday(self.today, day)
            return False
        self.repeat_said[-1] = f"{self.repeat_said[-1]} and {WEEKDAYS[day]}"
        self.day = min(self.day or _next_weekday(self.today, day), _next_weekday(self.today, day))
        return True

    def _clock_phrase(self, g: dict[str, str | None]) -> bool:
        """"quarter past 3", "ten to 6pm", "half 10" (British: 10:30): a time said around the hour."""
        said = (g["ch"] or g["hh"] or "").lower()
        hour = int(said) if said.isdigit() else NUMBER_WORDS.get(said, 99)
        words = re.sub(r"\s+|-", " ", (g["cq"] or "half").lower()).removeprefix("a ")
        minutes = {"half": 30, "quarter": 15, "five": 5, "ten": 10, "twenty": 20, "twenty five": 25}.get(words)
        minutes = int(words) if minutes is None and words.isdigit() else minutes
        if hour > 12 or minutes is None or minutes >= 60:
            return False
        if (g["cdir"] or "").lower() == "to":
            hour, minutes = (hour - 1) % 24, 60 - minutes
        ampm = (g["cap"] or g["hap"] or "").lower()
        if ampm.startswith("p") and hour < 12:
            hour += 12
        self.hour, self.minute, self.ambiguous_hour = hour, minutes, not ampm and 1 <= hour <= 11
        return True

    def _repeat(self, g: dict[str, str | None]) -> None:
        word = (g["rep_word"] or "").lower()
        unit = (g["rep_unit"] or "").lower()
        if word:
            self.interval = {"daily": 1440, "nightly": 1440, "hourly": 60, "weekly": 10080, "fortnightly": 20160,
                             "biweekly": 20160, "monthly": 43200}.get(word, 2880)
            return
        base = unit.rstrip("s")
        if base in _PARTS:
            self.interval, self.part = 1440, base
        elif base == "weekday":
            self.interval = 1440
        elif base in WEEKDAYS or base.rstrip(".") in _WD_ABBR:
            self.interval = 10080
            self.day = _next_weekday(self.today, _weekday(base))
        else:
            self.interval = int(_number(g["rep_n"]) * _unit_minutes(unit))

    def result(self, tz: ZoneInfo) -> str | None:
        first = self._first_of_times(tz)
        if first is not None:
            return first
        if self.exact is not None:
            return self.exact.replace(second=0, microsecond=0).isoformat()
        if self.day is None and self.hour is None and self.part is None:
            return None
        hour, minute = self.hour, self.minute
        if hour is None:
            hour, minute = _PARTS.get(self.part or "", 9), 0
        elif self.ambiguous_hour and not self._morning and (
                self.part in ("afternoon", "evening", "night", "tonight") or hour <= 6):
            hour += 12
        moment = datetime.combine(self.day or self.today, time(hour, minute), tzinfo=tz)
        if self.today.weekday() in self.run_days:  # "tue thu sat 5pm" said on a saturday morning: today first
            today = datetime.combine(self.today, time(hour, minute), tzinfo=tz)
            moment = today if self.now < today < moment else moment
        if self.day is None and moment <= self.now and self.ambiguous_hour and not self._morning and hour < 12 \
                and not self.repeat_said and moment + timedelta(hours=12) > self.now:
            moment += timedelta(hours=12)  # "call mom at 7", said at six in the evening: tonight at 7, not 7am tomorrow
        if self.day is None and moment <= self.now:
            moment += timedelta(days=1)
        return moment.isoformat()

    def _first_of_times(self, tz: ZoneInfo) -> str | None:
        """A repeat at several times of day ("every day at 9am and 9pm"): the soonest of them from now."""
        if not self._other_times() or self.day is not None or self.exact is not None or self.hour is None:
            return None
        last = self.hour + (12 if self.ambiguous_hour and not self._morning and self.hour <= 6 else 0)
        moments = []
        for hour, minute in [*self._other_times(), (last, self.minute)]:
            moment = datetime.combine(self.today, time(hour, minute), tzinfo=tz)
            moments.append(moment if moment > self.now else moment + timedelta(days=1))
        return min(moments).isoformat()

    @property
    def _morning(self) -> bool:
        """The morning was said ("every morning at 6:30", "tomorrow morning at 7"): an hour without am stays am."""
        return self.part == "morning" or any(re.search(r"\bmornings?\b", r, re.I) for r in self.repeat_said)

    @property
    def all_day(self) -> bool:
        return self.exact is None and self.hour is None and self.part is None and self.day is not None

    def repeat_words(self) -> str | None:
        """The repeat as said, with the time of day said beside it ("every monday" + "at 8" → "every monday
        at 8:00"); None when no repeat was said."""
        if not self.repeat_said:
            return None
        words = re.sub(r"\b(?:morning|afternoon|arvo|evening|night)s?\b|\bnightly\b", "day", " ".join(self.repeat_said),
                       flags=re.I)
        words = re.sub(r"^(every|each)\s+second\s+(?=\w+day\b(?!\s+of\b))", r"\1 other ", words, flags=re.I)
        words = _fortnightly_days(words)
        # "weekly veggie order every saturday": "weekly" says no more than the days said with it
        if re.search(rf"\b(?:every|each)\s+(?:{alt(WEEKDAYS)})\b", words, re.I):
            words = re.sub(r"^weekly\s+|\s+weekly$", "", words, flags=re.I)
        hour = self.hour if self.hour is not None else _PARTS.get(self.part or "") if self.part else None
        if hour is not None:
            if self.ambiguous_hour and self.hour is not None and not self._morning and (
                    hour <= 6 or self.part in ("afternoon", "evening", "night", "tonight")):
                hour += 12
            times = [f"{h}:{m:02d}" for h, m in self._other_times()]
            words += " at " + " and ".join([*times, f"{hour}:{self.minute if self.hour is not None else 0:02d}"])
        return words

    def _other_times(self) -> list[tuple[int, int]]:
        """The times said before the last one of a repeat ("every day at 9am and 9pm": 9:00), each as a 24-hour
        time (one said without am/pm before a pm one is in the morning: "at 7 and 6pm")."""
        return [(h, m) for h, m, _ in self.also_at] if self.repeat_said else []


# "fortnightly on wednesdays", "every wednesday biweekly", "every 2 weeks on mon and thu": every other one of those days
_FORTNIGHT = r"(?:fortnightly|biweekly|bi-weekly|every\s+(?:2|two|other)\s+weeks?|every\s+fortnight)"
_DAYS_SAID = rf"every\s+((?:{alt(WEEKDAYS)})(?:\s+and\s+(?:{alt(WEEKDAYS)}))*)"
_FORTNIGHT_DAYS = re.compile(rf"^(?:{_FORTNIGHT}\s+{_DAYS_SAID}|{_DAYS_SAID}\s+{_FORTNIGHT})$", re.I)


def _fortnightly_days(words: str) -> str:
    """"fortnightly every wednesday" → "every other wednesday": one repeat the repeat parser reads."""
    m = _FORTNIGHT_DAYS.match(words)
    return f"every other {m.group(1) or m.group(2)}" if m else words


def _first_monthly_day(words: str, today: date) -> date | None:
    """The first day on or after `today` a monthly repeat falls on ("every month on the 1st": the next 1st)."""
    try:
        found = first_on_or_after(words, datetime.combine(today, time(0)), ZoneInfo("UTC"))
    except ValueError:
        return None
    return found.date() if found else None


def _monthly_words(said: str) -> str:
    """A monthly repeat as the repeat parser reads it: "each month on the 1st" → "every month on the 1st",
    "monthly on the 15th" → "every month on the 15th", "every 1st of the month" → "every 1st"."""
    words = re.sub(r"\s+", " ", said.lower()).replace("each ", "every ")
    words = re.sub(r"^monthly on", "every month on", words)
    words = re.sub(rf"^(every month on the) ({_DAY_WORD})$", lambda m: f"{m[1]} {_DAY_WORDS[m[2]]}", words)
    words = re.sub(r"^every (\d{1,2}(?:st|nd|rd|th)) of (?:the|every) month$", r"every \1", words)
    words = re.sub(r"^every month on the (\d{1,2})$", r"every month on the \1", words)
    # "the first wednesday of every month", "every month on the first wednesday": "every first wednesday"
    words = re.sub(rf"^(?:on )?(?:the )?({_ORDINAL}) ({alt(WEEKDAYS)}) of every month$", r"every \1 \2", words)
    words = re.sub(rf"^every month on the ({_ORDINAL}) ({alt(WEEKDAYS)})$", r"every \1 \2", words)
    words = re.sub(r"^(?:on )?(?:the )?first of", "the 1st of", words)  # "first of every month": the 1st
    return re.sub(r"^on the", "the", words)


def _add_months(day: date, months: int) -> date:
    month0 = day.month - 1 + months
    year, month = day.year + month0 // 12, month0 % 12 + 1
    for d in (day.day, 30, 29, 28):
        found = _safe_date(year, month, d)
        if found:
            return found
    return day


def _day_of_month(today: date, dom: int, weekday: int | None = None) -> date | None:
    """The next `dom`-th of a month, this month if still ahead. With the weekday said too ("friday the 20th"), the
    nearest `dom`-th that falls on it, even one just passed (the dialogue then asks about a date in the past)."""
    if weekday is not None:
        candidates = [d for months in range(-1, 12) if (d := _safe_date(*_ym(today, months), dom))
                      and d.weekday() == weekday and d >= today - timedelta(days=RECENT_PAST_DAYS)]
        if candidates:
            return min(candidates, key=lambda d: abs((d - today).days))
    for months in range(3):
        candidate = _safe_date(*_ym(today, months), dom)
        if candidate and candidate >= today:
            return candidate
    return None


def _ym(day: date, months: int) -> tuple[int, int]:
    shifted = _add_months(day.replace(day=1), months)
    return shifted.year, shifted.month


def _period(text: str, today: date) -> date:
    if "weekend" in text:
        return today if today.weekday() == 5 else _next_weekday(today, 5)
    if "end" in text and "month" in text:
        nxt = _add_months(today.replace(day=1), 2 if "next" in text else 1)
        return nxt - timedelta(days=1)
    if "end" in text and "next" in text:  # "by end of next week": that week's Friday
        return today + timedelta(days=7 - today.weekday() + 4)
    if "end" in text:
        return today + timedelta(days=(4 - today.weekday()) % 7)
    if "month" in text:
        return _add_months(today, 1)
    if "this" in text:  # "this week": by Friday
        return today + timedelta(days=(4 - today.weekday()) % 7)
    return _next_weekday(today, 0)


# A cheap substring gate: most titles have none of these, and then the big regex never runs.
_GATE = re.compile(r"\d|day|to(?:d|n|m)|tm[rw]|2mor|morn|after|even|night|noon|midday|midnight|eod|cob|end\s+of|week|"
                   r"month|daily|hourly|nightly|every|each|times|later|soon|some\s*time|some\s+point|once|twice|thrice|mon|tue|wed|thu|fri|sat|sun|jan|"
                   r"feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|hour|min|few|couple|half|arvo|close\s+of|"
                   r"thirty|fifteen|forty|o'?\s?clock|christmas|xmas|year|nye|halloween|valentine|lunch"
                   rf"|\b(?:at|around|by|before|b4|until|till)\s+(?:{_HOUR_WORDS})\b", re.I)


def has_date_cue(text: str) -> bool:
    """Cheap test run before any date work."""
    return _GATE.search(text) is not None and DATE_RE.search(text) is not None


# A time of day said alone ("3:30", "at 7pm", "noon"): a new time on a task's own day, not a new day
TIME_ALONE = re.compile(r"^(?:at\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)?|noon|midday|midnight|"
                        # "half 3", "half past six", "quarter to 7pm", "ten past 4": a clock phrase
                        rf"(?:half|(?:a\s+)?quarter|five|ten|twenty(?:[\s-]five)?)\s+(?:(?:past|after|to)\s+)?"
                        rf"(?:\d{{1,2}}|{_HOUR_WORDS})(?:\s*(?:a\.?m\.?|p\.?m\.?))?)$", re.IGNORECASE)


# Where a repeat stops: "every tuesday until christmas", "…, stop after new years", "… for the next 6 weeks"
_REPEAT_WORD = re.compile(r"\b(?:every|each|daily|weekly|monthly|fortnightly|nightly)\b", re.I)
_REPEAT_END = re.compile(
    r"(?:\s*[,;-]\s*|\s+)(?:(?:and|but|then|&)\s+)?(?:(?P<through>(?:right\s+)?(?:until|till|til|'til|up\s+(?:to|until|till)|"
    r"through|thru)(?:\s+(?:and\s+)?(?:including|incl\.?))?)|(?P<after>(?:(?:pls|please|and)\s+)?(?:stop(?:ping)?|end(?:ing)?|"
    r"finish(?:ing)?)(?:\s+(?:it|them|that|the\s+repeats?|repeating|the\s+reminders?))?\s+(?:after|on|at|by)|ending|"
    r"ends|finishing|last\s+one(?:\s+is|'s)?|the\s+last\s+one(?:\s+is|'s)?))\s+(?P<end>[^,;.!?]+?)"
    r"(?P<tail>\s*(?:[.!?]|\s+(?:pls|please|thanks|thx))*)$"
    r"|(?:\s*[,;-]\s*|\s+)(?:for\s+(?:the\s+)?(?:next\s+|coming\s+)?|over\s+the\s+next\s+)(?P<n>\d{1,2}|two|three|four|five|"
    r"six|seven|eight|nine|ten|twelve)\s+(?P<unit>days?|weeks?|months?)(?P<tail2>\s*(?:[.!?]|\s+(?:pls|please))*)$",
    re.I)
_HOLIDAY_END = re.compile(r"^(?:the\s+)?(?:christmas|xmas|new\s+years?'?|easter)(?:\s+day)?$", re.I)
_SMALL = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "twelve": 12}


def _repeat_until(text: str, now: datetime, timezone: str | None) -> tuple[int, date] | None:
    """Where the repeat said in `text` ends and its last day ("until christmas": the day before it; "stop after new
    years": new year's day; "for the next 6 weeks": 6 weeks from today, less a day), or None."""
    m = _REPEAT_END.search(text)
    if m is None or not _REPEAT_WORD.search(text[:m.start()]):
        return None
    local = now.astimezone(zone(timezone)).date() if now.tzinfo else now.date()
    if m.group("n"):
        n = int(m.group("n")) if m.group("n").isdigit() else _SMALL[m.group("n").lower()]
        unit = m.group("unit").lower().rstrip("s")
        step = relativedelta(days=n) if unit == "day" else relativedelta(weeks=n) if unit == "week" \
            else relativedelta(months=n)
        return m.start(), local + step - timedelta(days=1)
    end = m.group("end").strip()
    found = extract_when(f"on {end}", now, timezone) or extract_when(end, now, timezone)
    if found is None or found.when is None or found.repeat_words or found.repeat_interval_minutes:
        return None
    last = datetime.fromisoformat(found.when).date()
    said = (m.group("through") or "").lower()
    if _HOLIDAY_END.match(end) and re.match(r"(?:right\s+)?(?:until|till|til|'til|up)", said) \
            and not said.endswith(("including", "incl", "incl.")):
        last -= timedelta(days=1)  # "until christmas": the repeats stop before the day itself
    return (m.start(), last) if last >= local else None


def extract_when(text: str, now: datetime, timezone: str | None) -> WhenMatch | None:
    """The date/time/repetition said in `text` (None if nothing), relative to `now` in `timezone`; a repeat's end
    ("every tuesday until christmas") is kept in its words (", until 2026-12-24")."""
    ends = _repeat_until(text, now, timezone) if _REPEAT_WORD.search(text) else None
    if ends is None:
        return _extract_when(text, now, timezone)
    found = _extract_when(text[:ends[0]], now, timezone)
    if found is None or not found.repeat_words or not found.calendar_repeat:
        return _extract_when(text, now, timezone)
    found.repeat_words = f"{found.repeat_words}, until {ends[1].isoformat()}"
    found.spans = [*found.spans, (ends[0], len(text.rstrip(" .!?")))]
    return found


def _extract_when(text: str, now: datetime, timezone: str | None) -> WhenMatch | None:
    if _GATE.search(text) is None:
        return None
    matches = list(DATE_RE.finditer(text))
    if not matches:
        return None
    tz = zone(timezone)
    local_now = now.astimezone(tz) if now.tzinfo else now.replace(tzinfo=tz)
    state = _State(local_now)
    spans: list[tuple[int, int]] = []
    run = _weekday_run(text, matches)
    for i, m in enumerate(matches):
        if i in run:  # "gym mon wed fri 7am", "tue/thu": several weekdays in a row, a weekly repeat on those days
            grew = state.several_days(m.group("wd"), first=i == min(run))
            spans[-1:] = [(spans[-1][0], m.end())] if grew and spans else [*spans[-1:], m.span()]
            continue
        between = text[spans[-1][1]: m.start()].strip(" ,").lower() if spans else None
        repeats_said = len(state.repeat_said)
        last_repeat = state.repeat_said[-1] if state.repeat_said else None
        before = (state.hour, state.minute, state.ambiguous_hour)
        if state.feed(m, adjacent=between == "", joined=between in ("", "and", "&", "+", "or")):
            if before[0] is not None and between in ("and", "&", "+") and (state.hour, state.minute) != before[:2]:
                state.also_at.append(before)  # type: ignore[arg-type]  # "at 9am and 9pm": both
                spans[-1:] = [(spans[-1][0], m.end())] if spans else []
                if not spans:
                    spans.append(m.span())
                continue
            grew = len(state.repeat_said) == repeats_said and last_repeat is not None \
                and state.repeat_said[-1] != last_repeat  # "every monday and thursday": one repeat, one span
            spans[-1:] = [(spans[-1][0], m.end())] if grew and spans else [*spans[-1:], m.span()]
    if not spans:
        return None
    return WhenMatch(state.result(tz), state.interval, state.count, spans, vague_only=state.vague == len(spans),
                     all_day=state.all_day, repeat_words=state.repeat_words(),
                     loose_hour=state.ambiguous_hour and not state._morning and state.part is None,
                     time_only=state.day is None and state.exact is None and state.hour is not None
                     and not state.repeat_said and not state.interval)


_RUN_JOIN = re.compile(r"\s*(?:[,/&+]|\band\b)?\s*", re.I)
_RUN_BARE = re.compile(r"\s*[,/]?\s*")  # no "and": "mon wed", "tue/thu"


def _weekday_run(text: str, matches: list[re.Match[str]]) -> set[int]:
    """The indices of weekdays said one after another with nothing but commas, slashes or "and" between them
    ("mon wed fri", "tues, thurs and sat", "tue/thu"): three or more, or two with no "and" ("mon and fri" may be
    two days, "mon wed" is a weekly habit). Never when a word like "or", "next", "every" or "from" comes in."""
    best: set[int] = set()
    i = 0
    while i < len(matches):
        j = i
        while j < len(matches) and matches[j].groupdict().get("wd") \
                and re.sub(r"^on\s+", "", matches[j].group(0), flags=re.I) == matches[j].group("wd"):
            if j > i and not _RUN_JOIN.fullmatch(text[matches[j - 1].end():matches[j].start()]):
                break
            j += 1
        days = {_weekday(matches[k].group("wd")) for k in range(i, j)}
        bare = all(_RUN_BARE.fullmatch(text[matches[k - 1].end():matches[k].start()]) for k in range(i + 1, j))
        before = text[:matches[i].start()] if j > i else ""
        if len(days) == j - i and (j - i >= 3 or (j - i == 2 and bare)) \
                and not re.search(r"\b(?:from|between|or|either|every|each)\s*$", before, re.I):
            best |= set(range(i, j))
        i = max(j, i + 1)
    return best


def on_day(text: str, now: datetime, timezone: str | None) -> WhenMatch | None:
    """What `text` says read as if after "on": "the 10th", "sat" alone are days there ("move it to the 10th", "whats
    due sat"), where in a title they would be words. Spans are counted on `text` itself."""
    lead = "on the " if re.match(r"\d{1,2}(?:st|nd|rd|th)\b", text) else "on "  # "4th" is "on the 4th"
    found = extract_when(lead + text, now, timezone)
    if found is not None:
        found.spans = [(max(0, s - len(lead)), e - len(lead)) for s, e in found.spans]
    return found


def cut_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` without the given spans, tidied (no doubled spaces or dangling 'on'/'at' at the ends). A word at
    the end is only dangling where a date was cut from the end: "remind me tomorrow at 7am to let the milk
    delivery in" keeps its "in"."""
    cut_at_end = any(end >= len(text.rstrip(" .!?,;")) for _, end in spans)
    ordered = sorted(spans, reverse=True)
    for i, (start, end) in enumerate(ordered):
        # "… every day at 8am starting thursday to …", "meeting is tuesday 8 dec": the start, the weekday go too
        lead = _START_LEAD.search(text[:start]) or (
            _WEEKDAY_LEAD.search(text[:start]) if text[start:start + 1].isdigit() else None)
        before = ordered[i + 1][1] if i + 1 < len(ordered) else 0
        text = text[:lead.start() if lead and lead.start() >= before else start] + " " + text[end:]
    text = re.sub(r"\(\s*\)", " ", text)  # "email bob (fri 27th)": the brackets go with the date said in them
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+([,.;:!?])", r"\1", text).strip(" ,;")
    text = _DANGLING_START.sub("", text)
    return (_DANGLING.sub("", text) if cut_at_end else text).strip(" ,;")


_START_LEAD = re.compile(r"\b(?:starting|beginning|commencing)(?:\s+(?:on|from))?\s*$", re.I)
# "strata meeting is tuesday 8 dec 7pm": the weekday of a date said in figures goes with it
_WEEKDAY_LEAD = re.compile(r"(?:\b(?:is|are)\s+)?\b(?:on\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)"
                           r"(?:day)?,?\s*$", re.I)


# What may sit between a title and its date phrases without being part of the title.
_JOINER = re.compile(r"^(?:[\s,;:.!?&+@()-]|\b(?:and|on|at|by|for|from|in|to|until|till|before|every|around|due|"
                     r"starting|beginning|that'?s|thats|it'?s|its|which\s+is|repeat(?:s|ing)?|recurring)\b)*$",
                     re.I)



def date_alone(text: str, now: datetime, timezone: str | None, leftover: re.Pattern[str]) -> dict[str, Any] | None:
    """The due params (`due` or `repeat`) when `text` says nothing but a date, besides the words `leftover`
    allows ("10 november instead", "due tonight", "for friday at 3"); None otherwise."""
    found = extract_when(text, now, timezone)
    if found is None or not leftover.match(cut_spans(text, found.spans)):
        return None
    return found.due_params() or None


def edge_dates(text: str, now: datetime, timezone: str | None, masked: str | None = None
               ) -> tuple[str, WhenMatch | None]:
    """`text` without the date phrases at its start and end, and what those said: words are never dropped.

    "pay rent by friday" -> ("pay rent", friday); "book a table for friday dinner" -> (unchanged, None): a
    date inside the words is part of the title. "on friday to book a table for sunday lunch" -> ("to book a
    table for sunday lunch", friday). `masked` is the same text with quoted parts masked, for the search.
    """
    masked = text if masked is None else masked
    found = extract_when(masked, now, timezone)
    if found is None:
        return text, None
    spans = sorted(found.spans)
    until = _UNTIL_EVENT.search(masked)
    if until and until.start() >= spans[-1][1] and not masked[spans[-1][1]:until.start()].strip(" ,"):
        # "pack the kitchen boxes, every saturday until the move": an end that is no date stays in the title
        cut, when = edge_dates(text[:until.start()], now, timezone, masked[:until.start()])
        if when is not None:
            return f"{cut.rstrip(' ,')} {text[until.start():].strip()}", when
    worded = [span for span in spans if _said_as_words(masked, span)]
    if worded:  # "ring mam about christmas day", "christmas cards by friday": those dates are words of the title
        spans = [span for span in spans if span not in worded]
        found = extract_when(" ".join(masked[a:b] for a, b in spans), now, timezone) if spans else None
        if found is None:
            return text, None
        found.spans = spans
    pieces = [masked[:spans[0][0]], *(masked[a[1]:b[0]] for a, b in pairwise(spans)),
              masked[spans[-1][1]:]]
    worded = [i for i, piece in enumerate(pieces) if not _JOINER.match(piece)]
    edges = spans if not worded else spans[:worded[0]] + spans[worded[-1]:]
    # "u14s have a match tmrw 10am away at st annes": a day counted from today or a clock time inside the words
    # is when, never a name ("friday dinner" is one)
    firm = [i for i, (a, b) in enumerate(spans) if _FIRM_INSIDE.fullmatch(masked[a:b])
            and not re.search(r"\b(?:the|a|an|my|our|your)\s+$", masked[:a], re.I) and masked[b:b + 1] not in "'’"]
    # "his match is saturday at 11 in parnell park": a weekday said with a clock time right after it is when, too
    firm += [i for i, (a, b) in enumerate(spans[:-1]) if _WEEKDAY_SAID.fullmatch(masked[a:b])
             and not pieces[i + 1].strip() and _CLOCK_SAID.fullmatch(masked[spans[i + 1][0]:spans[i + 1][1]])
             and not re.search(r"\b(?:the|a|an|my|our|your|about)\s+$", masked[:a], re.I)]
    for i in [*firm]:  # "tmrw 10am", "tomorrow night": what is said right next to it goes too
        firm += [j for j in (i - 1, i + 1) if 0 <= j < len(spans) and not pieces[max(i, j)].strip()]
    edges = sorted({*edges, *(spans[i] for i in firm)})
    if len(edges) == len(spans):
        return cut_spans(text, spans), found
    again = extract_when(" ".join(masked[a:b] for a, b in edges), now, timezone) if edges else None
    if again is None:
        return text, None
    again.spans = edges
    return cut_spans(text, edges), again


_FIRM_INSIDE = re.compile(r"(?:(?:on|by|for|due)\s+)?(?:today|tonight|tonite|tomorrow|tomorow|tmrw|tmr|2moro|2morrow)"
                          r"(?:\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))?"
                          r"|(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)", re.I)
_WEEKDAY_SAID = re.compile(rf"(?:(?:on|this|next|for|by|due)\s+)?(?:{alt(WEEKDAYS)}|{alt(list(_WD_ABBR))})\.?", re.I)
_CLOCK_SAID = re.compile(r"(?:at|@)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:o'?\s?clock|[ap]\.?m\.?)?"
                         r"|\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?", re.I)
# A word saying what a to-do is about, right before a date: the date is its topic, not when it is due
_TOPIC_BEFORE = re.compile(r"(?<!\w)(?:about|regarding|re:?|concerning)\s+(?:(?:the|our|my|their|his|her)\s+)?$", re.I)
_CLOCK_FIRST = re.compile(r"\d|(?:noon|midday|midnight|half|quarter)\b", re.I)  # "call mum about 5": about five o'clock
# A holiday said bare before a noun names a kind of thing ("christmas cards", "halloween costumes"), not a day
_BARE_HOLIDAY = re.compile(r"(?:christmas|xmas|halloween|valentine'?s?|new\s+year'?s?)(?:\s+(?:day|eve))?", re.I)
_NOUN_NEXT = re.compile(r"\s+(?!(?:and|or|on|at|by|for|before|until|till|in|from|to|is|are|was|this|next|then|pls|"
                        r"please)\b)[a-z]", re.I)


def _said_as_words(masked: str, span: tuple[int, int]) -> bool:
    """A date phrase that is part of what the to-do is: its topic ("ask about friday") or a holiday naming a kind of
    thing ("christmas shopping")."""
    start, end = span
    if _TOPIC_BEFORE.search(masked[:start]) and not _CLOCK_FIRST.match(masked[start:]):
        return True
    return bool(_BARE_HOLIDAY.fullmatch(masked[start:end]) and _NOUN_NEXT.match(masked[end:]))


# "… every saturday until the move", "… every day for 20 min": words after a repeat that are the to-do's own
_UNTIL_EVENT = re.compile(r"\s+(?:(?:until|till|til|up\s+to)\s+(?:the\s+|my\s+|our\s+)?[a-z][\w' -]{1,30}"
                          r"|for\s+(?:about\s+|at\s+least\s+)?(?:\d{1,3}|an?|half\s+an?)\s*(?:min|mins|minutes|h|hr|hrs|"
                          r"hours?))$", re.I)
# "buy a present for the party, thats next sat": the "that's" pointing at the date goes with it
_DANGLING = re.compile(r"(?:\s+(?:on|at|by|for|before|until|till|every|in|from|starting|due|and|to|"
                       r"around|@|that'?s|it'?s|which\s+is|which'?s|is|repeat(?:s|ing)?|recurring|recurs|"
                       # "…, to be repeated every month on the first"
                       r"(?:be\s+)?(?:repeated|recurring)|recur))+\s*$", re.I)
_DANGLING_START = re.compile(r"^(?:(?:on|at|by|for|before|every|in|and|this|next)\b\s*)+(?=[:,-])", re.I)


# "ok now its tuesday night, im packing", "its sunday here already", "good morning! its friday": what day or time
# it is for the user (the clock), not a new date for a task
CLOCK_SAID = re.compile(
    r"^(?:(?:ok|okay|so|right|well|and|oh|good\s+(?:morning|evening|afternoon)|morning|hi|hey)[\s,.!]+)*"
    r"(?:(?:right\s+)?now|today|tonight)[\s,]+(?:it'?s|its|it\s+is)\b"
    r"|^(?:it'?s|its|it\s+is)\s+(?:already\s+)?[\w: ]+?\s+(?:here|already|over\s+here|where\s+i\s+am|for\s+me)\b"
    r"|^(?:it'?s|its|it\s+is)\s+[^,;]+[,;]\s+(?:i'?m|im|i\s+am|we'?re|we\s+are)\b", re.IGNORECASE)
