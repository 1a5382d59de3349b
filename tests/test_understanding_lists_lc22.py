"""Listings said loosely (long chat 22): a day asked with news after its mark, a list narrowed and sorted, the week
of a date, a reminder stopped "no need to remind me about …" — with near misses that stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("what do i have thursday? flying back early", "2026-11-26"),
        ("whats due friday? busy day", "2026-11-27"),
        ("what's on thursday? i fly back early", "2026-11-26"),
        ("whats due friday - busy day", "2026-11-27"),
        ("what do i have saturday? want to plan the tire thing", "2026-11-28"),
        ("anything due monday and tuesday?", "2026-11-30..2026-12-01"),
        ("and the week of dec 7?", "2026-12-07..2026-12-13"),
        ("what about the week of the 14th", "2026-12-14..2026-12-20"),
        ("anything due week of 7 dec", "2026-12-07..2026-12-13"),
        ("what do i have the week starting dec 7", "2026-12-07..2026-12-13"),
        ("w/c 14 dec?", "2026-12-14..2026-12-20"),
        ("and dec 7?", "2026-12-07"),
    ],
)
def test_a_day_or_week_asked_is_listed(text: str, due: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["list_tasks"]
    assert found[0][2].get("due") == due


@pytest.mark.parametrize(
    ("text", "sort"),
    [
        ("just the open ones sorted by date", "due"),
        ("only open ones, by date", "due"),
        ("open ones sorted by date", "due"),
        ("the pending ones by due date", "due"),
        ("just the ones not done yet, by date", "due"),
        ("only the unfinished ones in date order", "due"),
        ("the ones still to do by priority", "priority"),
        ("open tasks by due date", "due"),
    ],
)
def test_open_ones_in_an_order(text: str, sort: str) -> None:
    assert steps(text) == [("list_tasks", None, {"status": "pending", "sort": sort})]


@pytest.mark.parametrize(
    "text",
    ["you don't have to remind me about the bins anymore", "don't remind me about the bins anymore"],
)
def test_no_more_reminding(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["cancel_reminder"]
    assert found[0][2]["task_ref"]["value"] == "bins"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("add sort the files by date", "add_task"),
        ("add call mum about the tasks by friday", "add_task"),
        ("just the open ones", "list_tasks"),
        ("only the done ones", "list_tasks"),
    ],
)
def test_near_misses(text: str, intent: str) -> None:
    assert [s[0] for s in steps(text)] == [intent]
