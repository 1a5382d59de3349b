"""Habits said as a run of weekdays (long chat 24): "gym mon wed fri 7am", "tues thurs sat at 5pm", "tue/thu" repeat
weekly on those days, the first one the next of them; "weekly … every saturday" is one weekly repeat; "not very
important", "whenever i manage" say low. Two days joined by "or", or by "and" alone, are not a habit. Clock fixed
as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.readings import steps
from todobot.understanding.rules.dates import extract_when


@pytest.mark.parametrize(("text", "title", "repeat"), [
    ("add gym mon wed fri 7am", "Gym", "every monday and wednesday and friday at 7:00"),
    ("add piano lessons tues, thurs and sat 5pm", "Piano lessons", "every tuesday and thursday and saturday at 17:00"),
    ("put swimming for the kids on tue/thu at 4:30pm", "Put swimming for the kids",
     "every tuesday and thursday at 16:30"),
    ("spin class mon wed 6am, add it", "Spin class", "every monday and wednesday at 6:00"),
    ("add yoga on mon, wed and fri", "Yoga", "every monday and wednesday and friday"),
    ("add team sync mon tue wed thu fri 10am", "Team sync",
     "every monday and tuesday and wednesday and thursday and friday at 10:00"),
])
def test_a_run_of_weekdays_is_a_weekly_repeat_on_those_days(text: str, title: str, repeat: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["title"] == title and params["repeat"] == repeat
    assert "due" not in params


@pytest.mark.parametrize("text", ["call the plumber mon or tue", "add call mum sun", "add pay rent friday"])
def test_one_day_or_a_choice_of_days_stays_a_due_date(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and "repeat" not in params and params.get("due")


def test_the_first_time_is_today_when_today_is_one_of_the_days_and_the_time_is_ahead() -> None:
    saturday_morning = datetime(2026, 11, 28, 5, 0, tzinfo=UTC)  # 10:30 in Pune
    found = extract_when("tues thurs sat at 5pm", saturday_morning, "Asia/Kolkata")
    assert found is not None and found.when == "2026-11-28T17:00:00+05:30"
    found = extract_when("tue thu sat 8am", saturday_morning, "Asia/Kolkata")  # 8am has gone by: Tuesday
    assert found is not None and found.when == "2026-12-01T08:00:00+05:30"


@pytest.mark.parametrize("text", ["add market run every saturday morning, weekly",
                                  "add weekly market run every saturday morning"])
def test_weekly_said_with_the_day_is_one_repeat(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["repeat"] == "every saturday at 9:00"


@pytest.mark.parametrize("text", ["add stretching tue thu, not that important",
                                  "add tidy the shed, not very important tho",
                                  "add sort the loft, whenever i get a chance"])
def test_not_very_important_and_whenever_i_can_say_low(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["priority"] == "low"
    assert "important" not in params["title"].lower() and "whenever" not in params["title"].lower()
