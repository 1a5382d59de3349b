"""Everyday forms: where the user is said with "use X time", a thanks that also says goodbye,
a list named by a priority level or by "am i behind", a done-report in a sounded-out spelling or a trade's own
verb, punctuation said aloud to voice typing — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import read, steps, title
from todobot.understanding.model import ConversationContext

# ------------------------------------------------------------------ where the user is, and "use X time"


@pytest.mark.parametrize(("text", "zone"), [
    ("were in lisbon all week so use lisbon time pls", "Europe/Lisbon"),
    ("hi, i am in Nairobi please use my time", "Africa/Nairobi"),
    ("we're in berlin this month, use berlin time", "Europe/Berlin"),
])
def test_where_the_user_is_then_use_that_time_sets_the_time_zone(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_a_busy_remark_with_use_my_time_is_no_time_zone() -> None:
    assert read("im in a meeting please use my time").steps[0].intent != "set_timezone"


# ------------------------------------------------------------------ thanks that also closes the chat


@pytest.mark.parametrize(("text", "act"), [
    ("alright cheers, that is everything for today", "bye"),
    ("right thanks very much bye", "bye"),
    ("okay not bad. ta", "thanks"),
    ("nite nite", "bye"),
    ("that is all for now", "bye"),
])
def test_thanks_and_goodbyes_said_together_are_acts(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


# ------------------------------------------------------------------ a list named by priority or lateness


@pytest.mark.parametrize(("text", "params"), [
    ("only the important ones please, busy day", {"priority": "high"}),
    ("so show me only the low ones", {"priority": "low"}),
    ("top priority list please", {"priority": "high"}),
    ("am i behind with anything", {"due": "overdue"}),
    ("anything late?", {"due": "overdue"}),
    ("past due?", {"due": "overdue"}),
])
def test_a_list_named_by_its_filter_alone(text: str, params: dict[str, Any]) -> None:
    assert steps(text) == [("list_tasks", None, params)]


@pytest.mark.parametrize(("text", "expected"), [
    ("add fix the boiler, urgent", [("add_task", None, {"title": "Fix the boiler", "priority": "high"})]),
    ("add renew the insurance, overdue", [("add_task", None, {"title": "Renew the insurance, overdue"})]),
])
def test_a_priority_or_lateness_said_with_an_add_is_no_listing(text: str, expected: list[Any]) -> None:
    assert steps(text) == expected


def test_and_now_after_a_listing_asks_for_it_again() -> None:
    context = ConversationContext(last_action={"intent": "list_tasks", "params": {"due": "overdue"}})
    assert steps("and now?", context) == [("list_tasks", None, {"due": "overdue"})]


def test_being_reminded_about_asks_for_the_reminders() -> None:
    assert steps("what am i getting reminded about") == [("list_reminders", None, {})]


# ------------------------------------------------------------------ done-reports


@pytest.mark.parametrize(("text", "ref"), [
    ("the invoice is dun now", title("invoice")),
    ("ledger reconciled", title("ledger")),
    ("restrung the bass", title("bass")),
    ("the ferns are watered tho", title("ferns")),
])
def test_done_reports_in_sounded_out_spellings_and_trade_verbs(text: str, ref: dict[str, Any]) -> None:
    found = read(text).steps
    assert [(s.intent, s.params["task_ref"]["value"]) for s in found] == [("complete_task", ref["value"])]


# ------------------------------------------------------------------ punctuation said aloud


def test_a_spoken_full_stop_ends_the_sentence() -> None:
    assert steps("which reminders have I got full stop") == [("list_reminders", None, {})]


def test_a_period_in_a_title_stays() -> None:
    assert steps("add revise for the exam period") == [("add_task", None, {"title": "Revise for the exam period"})]
