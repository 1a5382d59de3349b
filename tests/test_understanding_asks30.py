"""List, reminder and one-task questions and time-zone news from the 30th blind set, in other people's words."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "params"), [
    ("gimme whats overdue", {"due": "overdue"}),
    ("gies a list of the urgent yins", {"priority": "high"}),
    ("which yins have nae date", {"due": "no_date"}),
    ("av i got owt on tmrw", {"due": "tomorrow"}),
    ("wot's left", {"status": "pending"}),
    ("show me the overdue ones if you don't mind", {"due": "overdue"}),
])
def test_dialect_and_short_words_read_as_the_standard_word(text: str, params: dict) -> None:
    assert steps(text) == [("list_tasks", None, params)]


def test_with_said_short_still_searches() -> None:
    assert steps("owt to do wi the greenhouse?")[0][0] == "list_tasks"


@pytest.mark.parametrize("text", ["add fix the wi fi", "add pick up the wi-fi extender"])
def test_wi_fi_in_a_title_is_kept(text: str) -> None:
    assert steps(text)[0][0] == "add_task" and " wi" in steps(text)[0][2]["title"].lower()


@pytest.mark.parametrize("text", ["wot reminders av i got", "what alarms have i got luv", "any reminders pending?",
                                  "which reminders have we got outstanding, if you would be so kind",
                                  "what reminders have i got yall"])
def test_reminders_asked_any_way_list_reminders(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


@pytest.mark.parametrize(("text", "ref"), [
    ("what time did we put the vet alarm at", "vet"),
    ("is the bin reminder weekly or just once", "bin"),
    ("will the meds reminder keep going or is it a one off", "meds"),
    ("does the gym reminder recur?", "gym"),
])
def test_a_question_about_one_reminder_answers_from_it(text: str, ref: str) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": {"kind": "title", "value": ref}})]


@pytest.mark.parametrize(("text", "query"), [
    ("whats the prio of the boiler service", "boiler service"),
    ("is the recycling one every week or every other week", "recycling"),
])
def test_a_question_about_one_tasks_detail_shows_it(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]


@pytest.mark.parametrize(("text", "due"), [
    ("are we booked for anything saturday", "2026-11-28"),
    ("am i signed up for anything tomorrow", "2026-11-24"),
])
def test_committed_to_anything_on_a_day_lists_that_day(text: str, due: str) -> None:
    assert steps(text) == [("list_tasks", None, {"status": "pending", "due": due})]


def test_anything_urgent_coming_up_lists_the_urgent_soon() -> None:
    assert steps("anything urgent coming up") == [("list_tasks", None, {"status": "pending", "priority": "high",
                                                                       "due": "next_7_days"})]


@pytest.mark.parametrize(("text", "zone"), [
    ("drove home to leeds, set my clock to uk time", "Europe/London"),
    ("in dublin for my sister's graduation so times should be irish", "Europe/Dublin"),
    ("now in denver, times should be mountain", "America/Denver"),
    ("went back to london", "Europe/London"),
    ("am in toronto now", "America/Toronto"),
    ("im in perth y'know, fix the times", "Australia/Perth"),
])
def test_news_of_where_the_user_is_sets_the_zone(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


@pytest.mark.parametrize("text", ["am in a meeting", "went to the shop", "flew to the moon"])
def test_news_of_no_place_sets_nothing(text: str) -> None:
    assert steps(text)[0][0] != "set_timezone"
