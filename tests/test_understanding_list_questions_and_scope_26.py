"""List questions said loosely (what's been knocked out, the most important thing, what may slip through the cracks,
'sort me stuff', by the end of the month, a question glossed in brackets), a task's day said back to be checked,
greetings with chatter (and Sheng ones), where the user lives said formally, and work asked of the assistant (a
message drafted or passed on, a sum, a roast) — with the near-misses that stay tasks."""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.timezones import zone_for_place


@pytest.mark.parametrize(("text", "params"), [
    ("what have i knocked out so far", {"status": "completed"}),
    ("what've i knocked off so far", {"status": "completed"}),
    ("what have i got done so far", {"status": "completed"}),
    ("what have i smashed through so far", {"status": "completed"}),
    ("what did i knock out today", {"status": "completed", "completed": "today"}),
    ("what have i got to do", {"status": "pending"}),
    ("what have i got left to do", {"status": "pending"}),
    ("whats the most important thing on there rn", {"priority": "high"}),
    ("what's the most urgent thing", {"priority": "high"}),
    ("what's the most pressing thing on my list", {"priority": "high"}),
    ("anything urgent slipping thru the cracks?", {"priority": "high"}),
    ("anything important falling through the cracks", {"priority": "high"}),
    ("is anything urgent getting missed", {"priority": "high"}),
    ("sort me stuff by due date pls", {"sort": "due"}),
    ("sort me tasks by priority", {"sort": "priority"}),
    ("what needs doing by end of month", {"due": "2026-11-23..2026-11-30"}),
    ("what needs doing by the end of the month", {"due": "2026-11-23..2026-11-30"}),
    ("whats due before the end of the month", {"due": "2026-11-23..2026-11-30"}),
    ("what's due by month end", {"due": "2026-11-23..2026-11-30"}),
    ("whats due this month", {"due": "2026-11-01..2026-11-30"}),
    ("kitu gani iko due kesho? (whats due tomorrow)", {"due": "tomorrow"}),
    ("qué tengo mañana (what do i have tomorrow)", {"due": "tomorrow"}),
    ("the memorial prep, that's the 3rd right?", {"query": "memorial prep"}),
    ("and the vet, thats thursday isn't it", {"query": "vet"}),
    ("my dentist is on friday yeah?", {"query": "dentist"}),
])
def test_list_question_said_loosely(text: str, params: dict) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert {k: found[0][2].get(k) for k in params} == params


@pytest.mark.parametrize(("text", "title"), [
    ("sort me out by friday", "Sort me out"),
    ("sort out the garage by sunday", "Sort out the garage"),
    ("add pay rent by end of month", "Pay rent"),
    ("the dentist, that's friday", "The dentist"),  # said, not asked: no search
    ("buy milk (the oat one)", "Buy milk (the oat one)"),
    ("add email the landlord about the damp", "Email the landlord about the damp"),
    ("email the landlord about the damp", "Email the landlord about the damp"),
    ("call my mum", "Call my mum"),
    ("text my boss tomorrow", "Text my boss"),
    ("draft the quarterly report", "Draft the quarterly report"),
    ("add up the receipts for tax", "Add up the receipts for tax"),
    ("entertain the kids saturday", "Entertain the kids"),
])
def test_near_misses_stay_tasks(text: str, title: str) -> None:
    found = steps(text)
    assert found[0][0] == "add_task", found
    assert found[0][2]["title"] == title


@pytest.mark.parametrize("text", [
    "niaje", "sasa", "mambo vipi", "hiii ok big week coming up 😩", "heyy big weekend coming up",
    "hi! crazy week ahead lol",
])
def test_greeting_with_chatter_is_a_greeting(text: str) -> None:
    assert steps(text) == [("none", "greet", {})]


@pytest.mark.parametrize("text", ["hi add milk", "hey buy milk tomorrow", "hiii what's due today"])
def test_greeting_before_a_request_keeps_the_request(text: str) -> None:
    assert steps(text)[0][0] in ("add_task", "list_tasks")


@pytest.mark.parametrize("text", [
    "draft an email to the landlord about the damp", "draft a letter to the council about the bins",
    "text my boss im running late", "text mum ill be late", "add up todays takings: 340, 215 and 98",
    "roast me", "roast me lol", "insult me",
])
def test_work_asked_of_the_assistant_is_out_of_scope(text: str) -> None:
    assert steps(text) == [("none", "out_of_scope", {})]


@pytest.mark.parametrize(("text", "zone"), [
    ("I am presently residing in Norfolk, England, should that be relevant to the times you keep.", "Europe/London"),
    ("i'm currently based in norfolk, uk", "Europe/London"),
    ("I'm residing in Leeds now", "Europe/London"),
    ("we're based in perth, australia", "Australia/Perth"),
    ("manze nimefika dubai for a week, use dubai time now", "Asia/Dubai"),
    ("just got to tokyo for a conference, use tokyo time", "Asia/Tokyo"),
])
def test_where_the_user_is_sets_the_zone_and_adds_nothing(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_a_place_in_a_country_falls_back_to_the_country() -> None:
    assert zone_for_place("norfolk, england") == "Europe/London"
    assert zone_for_place("norfolk, virginia") == "America/New_York"
    assert zone_for_place("norfolk") == "Pacific/Norfolk"
