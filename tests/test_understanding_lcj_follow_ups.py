"""Follow-ups leaning on the turn before: reminders counted back from "that", "give it a date, X is fine", moves by
number in groups, and a skip after the reason for it."""

from __future__ import annotations

import pytest

from tests.readings import number, steps

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize("text", [
    "remind me 2 hours before that to leave, the 401 will be a mess",
    "remind me an hour before that to leave",
    "remind me 30 mins before it to head out",
    "remind me an hour before to leave",
    "remind me 20 min before to go",
    "remind me the night before at 9 too",
    "remind me the day before too",
    "remind me an hour before as well",
    "remind me the morning of too",
])
def test_relative_reminder_on_the_task_talked_about(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "schedule_reminder"
    assert params["task_ref"] == PRONOUN
    assert params["before"]


@pytest.mark.parametrize(("text", "ref"), [
    ("remind me 2 hours before the pickup to leave", "pickup"),
    ("remind me 1 hr before the flight to get going pls", "flight"),
    ("remind me an hour before the meeting starts", "meeting"),
])
def test_relative_reminder_on_a_task_named(text: str, ref: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"]["value"]) == ("schedule_reminder", ref)


@pytest.mark.parametrize(("text", "due"), [
    ("give that one a date, end of the month is fine", "2026-11-30"),
    ("give it a date, friday works", "2026-11-27"),
    ("give that one a date, say dec 31", "2026-12-31"),
    ("give it a deadline of friday", "2026-11-27"),
])
def test_give_it_a_date_with_a_remark(text: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"], params["due"]) == ("update_task", PRONOUN, due)


@pytest.mark.parametrize("text", [
    "move 25 to dec 13 and 24 and 26 to friday dec 11",
    "move 25 to dec 13 and 24, 26 to friday dec 11",
    "move 25 to dec 13, 24 and 26 to dec 11",
    "move #25 to dec 13 and #24 and #26 to dec 11",
    "pls push 25 to dec 13, 24 & 26 to dec 11",
])
def test_moves_by_number_in_groups(text: str) -> None:
    found = steps(text)
    assert [(i, p["task_ref"], p["due"][:10]) for i, _, p in found] == [
        ("update_task", number(25), "2026-12-13"), ("update_task", number(24), "2026-12-11"),
        ("update_task", number(26), "2026-12-11")]


def test_two_numbers_to_one_day_still_one_group() -> None:
    assert [p["task_ref"] for _, _, p in steps("move 24 and 26 to friday dec 11")] == [number(24), number(26)]


@pytest.mark.parametrize(("text", "ref"), [
    ("no practice tuesday so skip the monday bag packing too", "bag packing"),
    ("coach is sick so skip swimming this week", "swimming"),
    ("no school friday so skip the friday lunch packing", "lunch packing"),
])
def test_skip_after_the_reason_makes_no_task(text: str, ref: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"]["value"], params["skip"]) == ("update_task", ref, True)


def test_an_add_before_so_skip_is_kept() -> None:
    found = steps("add milk so skip the shop run")
    assert found[0][0] == "add_task" and found[0][2]["title"] == "Milk"
    assert found[1][0] == "update_task" and found[1][2]["skip"]
