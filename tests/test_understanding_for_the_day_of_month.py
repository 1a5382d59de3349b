"""A day of the month said with "for" ("… for the 4th"): the day the new task is due, unless what follows the
ordinal makes it part of the thing ("the 4th floor", "the 3rd time")."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "title", "due"), [
    ("oh and add book the ute service for the 4th", "Book the ute service", "2026-12-04"),
    ("add book the dentist for the 4th please", "Book the dentist", "2026-12-04"),
    ("need to sort the passport for the 21st", "Sort the passport", "2026-12-21"),
    ("pls add renew rego for the 30th ta", "Renew rego", "2026-11-30"),
    ("add get tickets for the 4th of july", "Get tickets", "2027-07-04"),
])
def test_for_the_ordinal_is_the_due_day(text: str, title: str, due: str) -> None:
    assert steps(text) == [("add_task", None, {"due": due, "title": title})]


def test_for_the_ordinal_with_a_time_and_a_priority() -> None:
    assert steps("add call mum for the 4th at 3") == [
        ("add_task", None, {"due": "2026-12-04T15:00:00+00:00", "title": "Call mum"})]
    assert steps("add pick up the suit for the 5th, and make it urgent") == [
        ("add_task", None, {"due": "2026-12-05", "title": "Pick up the suit", "priority": "high"})]


@pytest.mark.parametrize("text", ["add book a table for the 4th floor meeting",
                                  "add buy a gift for the 2nd anniversary", "add email the client for the 3rd time",
                                  "add prep slides for the 1st round interview"])
def test_an_ordinal_that_is_part_of_the_thing_stays_in_the_title(text: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and "due" not in params
    assert params["title"].lower() == text.removeprefix("add ")
