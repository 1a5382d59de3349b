"""Repeat rules (words ⇄ RRULE, next occurrences on the wall clock), priorities and due dates, as units."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from todobot import recurrence
from todobot.due import DueError, parse_due
from todobot.priority import PriorityError, level_of, normalise
from todobot.recurrence import RepeatError, Rule, describe, parse

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)  # Monday, 10:00 in Berlin


@pytest.mark.parametrize(
    ("words", "rrule", "shown"),
    [
        ("every monday", "FREQ=WEEKLY;BYDAY=MO", "every monday"),
        ("every weekday at 9", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9;BYMINUTE=0", "every weekday at 9am"),
        ("every 2 weeks", "FREQ=WEEKLY;INTERVAL=2", "every 2 weeks"),
        ("every other week", "FREQ=WEEKLY;INTERVAL=2", "every 2 weeks"),
        ("every month on the 1st", "FREQ=MONTHLY;BYMONTHDAY=1", "every month on the 1st"),
        ("every last friday", "FREQ=MONTHLY;BYDAY=-1FR", "every last friday"),
        ("every day at 7pm", "FREQ=DAILY;BYHOUR=19;BYMINUTE=0", "every day at 7pm"),
        ("Daily", "FREQ=DAILY", "every day"),
        ("every mon, wed and fri at 9:30am", "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=9;BYMINUTE=30",
         "every monday, wednesday and friday at 9:30am"),
        ("tuesdays and fridays", "FREQ=WEEKLY;BYDAY=TU,FR", "every tuesday and friday"),
        ("every weekend at noon", "FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=12;BYMINUTE=0", "every weekend at noon"),
        ("every 3 months on the 15th", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15", "every 3 months on the 15th"),
        ("every month on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day"),
        ("every 2nd tuesday", "FREQ=MONTHLY;BYDAY=2TU", "every second tuesday"),
        ("every year on december 25", "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25", "every year on december 25"),
        ("every day at 9am and 5pm, 5 times", "FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0;COUNT=5",
         "every day at 9am and 5pm, 5 times"),
        ("every week until 2027-01-31", "FREQ=WEEKLY;UNTIL=20270131", "every week until Sun 31 Jan 2027"),
        ("RRULE:freq=monthly;byday=-1fr", "FREQ=MONTHLY;BYDAY=-1FR", "every last friday"),
        ("FREQ=MONTHLY;BYMONTHDAY=1,-1", "FREQ=MONTHLY;BYMONTHDAY=1,-1", "FREQ=MONTHLY;BYMONTHDAY=1,-1"),
    ],
)
def test_words_and_rrules_convert_both_ways(words: str, rrule: str, shown: str) -> None:
    rule = parse(words)
    assert rule.text() == rrule
    assert describe(rule) == shown
    assert parse(shown) == rule == parse(rrule)


@pytest.mark.parametrize(
    ("said", "complaint"),
    [
        ("sometimes", "can't read"),
        ("every 0 days", "interval"),
        ("FREQ=HOURLY", "daily, weekly, monthly or yearly"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "never happens"),
        ("FREQ=WEEKLY;BYDAY=MO;BYSETPOS=10", "BYSETPOS"),
        ("every day at 25", "not a time"),
        ("FREQ=DAILY;BYHOUR=9;BYMINUTE=99", "BYMINUTE"),
        ("FREQ=MONTHLY;BYDAY=6MO", "position"),
        ("FREQ=DAILY;COUNT=2;UNTIL=20270101", "not both"),
        ("FREQ=WEEKLY;BYDAY=XX", "weekday"),
        ("", "Say how"),
        ("every day " * 40, "too long"),
    ],
)
def test_unusable_rules_are_refused_with_a_sentence(said: str, complaint: str) -> None:
    with pytest.raises(RepeatError, match=complaint):
        parse(said)


def test_occurrences_follow_the_wall_clock_across_daylight_saving() -> None:
    start = datetime(2027, 3, 26, 9, 0, tzinfo=BERLIN)  # Friday before the clocks go forward
    monday = recurrence.next_after("every weekday at 9", start, start, BERLIN)
    assert monday == datetime(2027, 3, 29, 9, 0, tzinfo=BERLIN)
    assert (start.utcoffset().total_seconds(), monday.utcoffset().total_seconds()) == (3600, 7200)
    october = datetime(2027, 10, 30, 19, 0, tzinfo=BERLIN)  # Saturday, summer time; the clocks go back that night
    sunday = recurrence.next_after("every day at 7pm", october, october, BERLIN)
    assert sunday == datetime(2027, 10, 31, 19, 0, tzinfo=BERLIN)
    assert (october.utcoffset().total_seconds(), sunday.utcoffset().total_seconds()) == (7200, 3600)


def test_a_counted_rule_counts_down_from_its_new_start() -> None:
    rule = parse("every day, 3 times")
    start = datetime(2026, 12, 1, tzinfo=BERLIN)
    moved = recurrence.remaining_count(rule, start, datetime(2026, 12, 2, tzinfo=BERLIN), BERLIN)
    assert moved.count == 2
    last = recurrence.next_after(moved, datetime(2026, 12, 2, tzinfo=BERLIN), datetime(2026, 12, 2, tzinfo=BERLIN),
                                 BERLIN)
    assert last == datetime(2026, 12, 3, tzinfo=BERLIN)
    assert recurrence.next_after(moved, datetime(2026, 12, 2, tzinfo=BERLIN), last, BERLIN) is None


rules = st.builds(
    Rule,
    freq=st.sampled_from(recurrence.FREQS),
    interval=st.integers(1, 12),
    byhour=st.sets(st.integers(0, 23), max_size=2).map(lambda s: tuple(sorted(s))),
    count=st.none() | st.integers(1, 50),
).flatmap(lambda rule: st.builds(
    lambda days, monthdays, minute: Rule(
        rule.freq, rule.interval,
        byday=tuple((0, d) for d in sorted(days)) if rule.freq == "WEEKLY" else (),
        bymonthday=tuple(sorted(monthdays)) if rule.freq == "MONTHLY" else (),
        byhour=rule.byhour, byminute=(minute,) if rule.byhour else (), count=rule.count),
    st.sets(st.integers(0, 6), max_size=3), st.sets(st.integers(1, 28), max_size=2), st.integers(0, 59),
))


@settings(max_examples=150, derandomize=True, database=None, deadline=None)
@given(rules)
def test_every_rule_is_described_in_words_that_read_back_as_the_same_rule(rule: Rule) -> None:
    words = describe(rule)
    assert parse(words) == rule
    assert parse(rule.text()) == rule


@pytest.mark.parametrize(
    ("said", "level"),
    [("urgent", "high"), ("P1", "high"), ("!!!", "high"), ("High priority", "high"), ("p2", "medium"),
     ("!!", "high"), ("normal", "medium"), ("p3", "low"), ("not important", "low"), ("!", "low"),
     ("none", "none"), (None, "none"), ("p4", "none"), ("High-Priority", "high"), ("priority: low", "low"),
     ("priority high", "high"), ("priority 2", "medium"), ("top  priority", "high")],
)
def test_priorities_are_normalised_in_one_place(said: str | None, level: str) -> None:
    assert normalise(said) == level
    assert level_of(said) == (level if said is not None else None)


def test_a_reader_asks_whether_words_name_a_priority_without_an_error() -> None:
    assert level_of("sort of") is None and level_of("priority") is None


def test_an_unknown_priority_says_what_would_do() -> None:
    with pytest.raises(PriorityError, match="high, medium, low or none"):
        normalise("sort of")


@pytest.mark.parametrize(
    ("said", "iso", "text"),
    [
        ("next friday 5pm", "2026-11-27T17:00:00+01:00", "Fri 27 Nov 17:00"),
        ("next friday", "2026-11-27", "Fri 27 Nov"),
        ("tomorrow", "2026-11-24", "Tue 24 Nov"),
        ("today", "2026-11-23", "Mon 23 Nov"),
        ("2026-11-28", "2026-11-28", "Sat 28 Nov"),
        ("2026-11-28T17:00", "2026-11-28T17:00:00+01:00", "Sat 28 Nov 17:00"),
        ("2026-11-28T16:00:00Z", "2026-11-28T17:00:00+01:00", "Sat 28 Nov 17:00"),
        ("in 2 hours", "2026-11-23T12:00:00+01:00", "Mon 23 Nov 12:00"),
        ("2027-03-01", "2027-03-01", "Mon 1 Mar 2027"),
    ],
)
def test_due_dates_are_read_in_the_users_zone(said: str, iso: str, text: str) -> None:
    due = parse_due(said, "Europe/Berlin", NOW)
    assert (due.iso(), due.text(NOW)) == (iso, text)


@pytest.mark.parametrize(
    ("said", "complaint"),
    [("last friday", "already passed"), ("2026-11-23T08:00:00Z", "already passed"), ("blah", "can't read"),
     ("9999-12-31", "100 years"), ("", "Say when")],
)
def test_unusable_due_dates_are_refused_with_a_sentence(said: str, complaint: str) -> None:
    with pytest.raises(DueError, match=complaint):
        parse_due(said, "Europe/Berlin", NOW)


def test_a_whole_day_due_today_has_not_passed_until_the_day_is_over() -> None:
    due = parse_due("2026-11-23", "Europe/Berlin", NOW)
    assert due.all_day and not due.is_past(datetime(2026, 11, 23, 22, 59, tzinfo=UTC))
    assert due.is_past(datetime(2026, 11, 23, 23, 0, tzinfo=UTC))  # midnight in Berlin
    assert due.value == date(2026, 11, 23)
