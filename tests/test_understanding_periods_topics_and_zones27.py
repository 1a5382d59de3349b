"""List questions in roundabout words, topic searches, and the user's zone said by nickname (round 27, theme B).

Each phrasing family is written in words other than the blind set's: a period asked how full it is, texting
spellings of the question, "list what is due …" (a listing, not an edit of a task called "list what"), a topic said
with "relating to / connected with", "what's on for the X", news then a question about "it", and a zone named by a
nickname or with the place told after it.
"""

from __future__ import annotations

import pytest

from tests.readings import NOW, steps
from todobot.understanding import understand_offline

WEEKEND = "2026-11-28..2026-11-29"
NEXT_WEEK = "2026-11-30..2026-12-06"


def offline(text: str) -> list[tuple[str, str | None, dict]]:
    """What the bot reads offline (rules with the learned model), which is what the user sees."""
    return [(s.intent, s.act, s.params) for s in understand_offline(text, now=NOW, timezone="UTC").steps]


@pytest.mark.parametrize(("text", "due"), [
    ("how's next week shaping up", NEXT_WEEK),
    ("what does next week look like", NEXT_WEEK),
    ("anything much on next week?", NEXT_WEEK),
    ("is there a lot on this weekend", WEEKEND),
    ("is there much on for the weekend or can i go to the beach", WEEKEND),
    ("whats the plan this weekend", WEEKEND),
    ("what's the story tomorrow", "tomorrow"),
    ("whats the damage this week then", "this_week"),
    ("whats the week look like for me", "this_week"),
    ("what does the week ahead look like", "this_week"),
    ("list what is due this week", "this_week"),
    ("Please list what is due today.", "today"),
    ("tell me what is due tomorrow", "tomorrow"),
])
def test_a_period_asked_about_in_any_words_lists_that_period(text: str, due: str) -> None:
    found = offline(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert found[0][2].get("due") == due


@pytest.mark.parametrize(("text", "due"), [
    ("wat hav i on dis wknd", WEEKEND),
    ("what hav i got this wkend", WEEKEND),
    ("wat do i hav on 2nite", "today"),
    ("anything on nxt week", NEXT_WEEK),
    ("whats on dis weekend", WEEKEND),
])
def test_texting_spellings_of_a_period_question(text: str, due: str) -> None:
    found = offline(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert found[0][2].get("due") == due


def test_pidgin_please_then_what_remains() -> None:
    found = offline("abeg wetin remain for my list")
    assert found[0][0] == "list_tasks" and found[0][2].get("status") == "pending"


@pytest.mark.parametrize("text", [
    "what does the weather look like next week",
    "is there much on at the cinema this weekend",
    "what's on the telly tonight",
    "what does the traffic look like today",
])
def test_the_worlds_periods_are_no_listing(text: str) -> None:
    assert offline(text)[0][0] != "list_tasks"


def test_a_past_week_of_done_things_keeps_no_due_window() -> None:
    found = offline("what did i get done in the week")
    assert found[0][2].get("status") == "completed" and "due" not in found[0][2]


def test_the_report_due_friday_is_still_an_edit() -> None:
    assert steps("the report is due friday")[0][0] == "update_task"


@pytest.mark.parametrize(("text", "query"), [
    ("Please list everything relating to Kessler.", "kessler"),
    ("show everything connected with the move", "move"),
    ("anything linked to the garage?", "garage"),
    ("what's on for the school fete then", "school fete"),
    ("whats even on the wedding stuff", "wedding"),
    ("what's actually on for the naidoo do", "naidoo do"),
    ("nothing's moving on the wedding stuff, what's even on it", "wedding"),
    ("the party prep is a mess. whats on for it", "party"),
])
def test_a_topic_asked_about_searches_for_it(text: str, query: str) -> None:
    found = offline(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert found[0][2].get("query", "").lower() == query


def test_news_then_a_days_question_lists_the_day() -> None:
    found = offline("car broke down again, what's due tomorrow")
    assert found == [("list_tasks", None, {"due": "tomorrow"})]


def test_a_command_then_a_question_is_still_both() -> None:
    assert [s[0] for s in offline("add milk, what's on tomorrow")] == ["add_task", "list_tasks"]


@pytest.mark.parametrize(("text", "zone"), [
    ("set my time to hawaii time", "Pacific/Honolulu"),
    ("change my clock to tassie time", "Australia/Hobart"),
    ("im in tassie now", "Australia/Hobart"),
    ("moved down to hobart so use tassie time from now on", "Australia/Hobart"),
    ("we flew over to perth, use perth time", "Australia/Perth"),
    ("set my time zone to nz, i'm in canterbury", "Pacific/Auckland"),
    ("wife talked me into a week in honolulu so were here now, set my time to hawaii time", "Pacific/Honolulu"),
])
def test_a_zone_said_by_nickname_or_with_the_place_after(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_setting_a_clock_to_an_hour_is_no_zone() -> None:
    assert steps("set my clock to 5 pm")[0][0] != "set_timezone"
