"""Questions (and fragments) about the user's own tasks and time are list requests, however they are phrased: dialect
(owt, whit, aw, tomorra, tmrw, wk), chatter before or after, a sort word; the world's questions stay out."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "params"), [
    ("am i late on anything?? be gentle", {"due": "overdue"}),
    ("what am i behind on", {"due": "overdue"}),
    ("morning! am i behind on owt? be honest", {"due": "overdue"}),
    ("are we behind with anything rn", {"due": "overdue"}),
    ("anything from last week i didn't get to?", {"due": "overdue"}),
    ("what must i do tomorrow", {"due": "tomorrow"}),
    ("what have i on tomorra then", {"due": "tomorrow"}),
    ("so what's for tmrw", {"due": "tomorrow"}),
    ("what's for tomorrow lah", {"due": "tomorrow"}),
    ("tmrw's things, what are they", {"due": "tomorrow"}),
    ("so what's tomorrow looking like now", {"due": "tomorrow"}),
    ("what do i need to do tomorrow", {"due": "tomorrow"}),
    ("an whit's due this week then", {"due": "this_week"}),
    ("due this wk?", {"due": "this_week"}),
    ("tasks this week. by priority.", {"due": "this_week", "sort": "priority"}),
    ("just got off a 12. what needs doing today", {"due": "today"}),
    ("what have i got due before the weekend is out?", {"due": "2026-11-23..2026-11-29"}),
    ("Could you please tell me whether I have anything at all arranged for Tuesday of next week?",
     {"due": "2026-12-01"}),
    ("anything due over the next fortnight", {"due": "2026-11-23..2026-12-06"}),
])
def test_own_time_question_lists_with_its_filter(text: str, params: dict) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert {k: found[0][2].get(k) for k in params} == params


@pytest.mark.parametrize(("text", "params"), [
    ("sort by due", {"sort": "due"}),
    ("now put everything in date order for me", {"sort": "due"}),
    ("can you sort my tasks in order of priority", {"sort": "priority"}),
    ("find aw the cafe stuff", {"query": "cafe"}),
    ("is there owt for the school trip on here", {"query": "school trip"}),
    ("Is there anything on my list concerning the library?", {"query": "library"}),
])
def test_sorts_and_searches_said_plainly(text: str, params: dict) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert {k: found[0][2].get(k) for k in params} == params


@pytest.mark.parametrize("text", [
    "what's on at the cinema tonight",
    "what's the weather tomorrow",
    "am i late for the bus?",
    "what should i wear tomorrow",
    "is there a bus tomorrow",
])
def test_questions_about_the_world_are_no_listing(text: str) -> None:
    assert all(s[0] != "list_tasks" for s in steps(text)), steps(text)


def test_a_date_said_alone_is_no_listing() -> None:
    assert all(s[0] != "list_tasks" for s in steps("due friday"))


@pytest.mark.parametrize("text", [
    "and the prophy paste, is that still thursday?",
    "the dentist, is it still on for friday?",
    "is the prophy paste still thursday?",
])
def test_whether_a_task_is_still_on_a_day_shows_it(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert found[0][2].get("query")
