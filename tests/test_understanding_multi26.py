"""Several to-dos in one add, each with its own day; chatter after a request kept out of the title; news before a
request on a group of tasks is no done-report."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text, expected", [
    ("add ring the bank monday, email the landlord wednesday, and book the mot on friday",
     [("Ring the bank", "2026-11-30"), ("Email the landlord", "2026-11-25"), ("Book the mot", "2026-11-27")]),
    ("can you add clear the gutters tomorrow, cancel the gym membership by friday and pay the nanny on thursday",
     [("Clear the gutters", "2026-11-24"), ("Cancel the gym membership", "2026-11-27"),
      ("Pay the nanny", "2026-11-26")]),
    ("pls add mow lawn sat, clean gutters sun & fix the gate next tues",
     [("Mow lawn", "2026-11-28"), ("Clean gutters", "2026-11-29"), ("Fix the gate", "2026-11-24")]),
])
def test_to_dos_listed_each_with_a_day_are_one_task_each(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(p.get("title"), p.get("due")) for i, _, p in steps(text)] == expected
    assert {i for i, _, _ in steps(text)} == {"add_task"}


def test_a_day_said_once_for_a_list_of_things_stays_one_errand() -> None:
    assert steps("add buy eggs, milk and bread tomorrow") == [
        ("add_task", None, {"due": "2026-11-24", "title": "Buy eggs, milk and bread"})]


@pytest.mark.parametrize("text, title, due", [
    ("add book the vet for tuesday. my wife reckons the dog is fine but hes limping", "Book the vet", "2026-11-24"),
    ("add dentist at 3 tomorrow. sigh", "Dentist", "2026-11-24T15:00:00+00:00"),
    ("add call the plumber friday, we have no hot water", "Call the plumber", "2026-11-27"),
    ("add pack the bags, we fly out saturday", "Pack the bags", "2026-11-28"),
    ("add order the veg box like last time but for friday", "Order the veg box", "2026-11-27"),
    ("add book a table, same as last time but on thursday", "Book a table", "2026-11-26"),
])
def test_chatter_after_the_request_is_no_part_of_the_title(text: str, title: str, due: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and params["title"] == title and params["due"] == due


@pytest.mark.parametrize("text, intent", [
    ("storm knocked the power out, push everything from today to tomorrow", "update_task"),
    ("the lease is finally over!! delete everything about the flat", "delete_task"),
])
def test_news_before_a_group_request_is_not_a_done_report(text: str, intent: str) -> None:
    assert [i for i, _, _ in steps(text)] == [intent]


def test_a_done_report_before_a_group_request_still_counts() -> None:
    assert [i for i, _, _ in steps("picked up the dry cleaning, and delete everything completed")] == [
        "complete_task", "delete_task"]
