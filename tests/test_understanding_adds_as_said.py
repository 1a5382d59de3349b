"""Adds as people say them: a priority said as a clause of its own, an event told then reminded of, a detail of a
task asked to be added (never a task called "The time"), a due date taken off."""

from __future__ import annotations

import pytest

from tests.readings import steps


def _added(text: str) -> dict[str, object]:
    found = steps(text)
    assert found[0][0] == "add_task", found
    return found[0][2]


@pytest.mark.parametrize("text, title, level, note", [
    ("add finish staff rota for next week, its urgent bc dr. Ramos called in sick", "Finish staff rota", "high",
     "dr. Ramos called in sick"),
    ("add pay the car tax too, thats p1 because there's a fine", "Pay the car tax", "high", "there's a fine"),
    ("add buy deshedding shampoo, low priority, Dani might have some", "Buy deshedding shampoo", "low",
     "Dani might have some"),
    ("add call the plumber its urgent the sink is leaking", "Call the plumber", "high", "the sink is leaking"),
    ("add order toner (urgent) the printer is empty", "Order toner", "high", "the printer is empty"),
    ("add ring the council, top priority since the bins werent collected", "Ring the council", "high",
     "the bins werent collected"),
    ("add sort the garage, low prio as we have time", "Sort the garage", "low", "we have time"),
    ("add get flea meds for milo its important he has fleas", "Get flea meds for milo", "high", "he has fleas"),
])
def test_a_priority_said_as_a_clause_sets_the_priority(text: str, title: str, level: str, note: str) -> None:
    params = _added(text)
    assert (params["title"], params.get("priority"), params.get("description")) == (title, level, note)


@pytest.mark.parametrize("text", ["add write the urgent care report", "add pick up the urgent parcel from the depot",
                                  "add prep slides, important meeting with the board friday"])
def test_a_priority_word_inside_a_name_stays_in_it(text: str) -> None:
    assert "priority" not in _added(text)


def test_a_priority_clause_keeps_the_date_after_it() -> None:
    params = _added("add renew passport, urgent, by friday")
    assert (params["title"], params["priority"], params["due"]) == ("Renew passport", "high", "2026-11-27")


@pytest.mark.parametrize("text", ["can you add the time", "add the time to it",
                                  "the vet is on 5th ave, add the address too"])
def test_adding_a_detail_is_no_task_of_its_own(text: str) -> None:
    assert not [p for i, _, p in steps(text) if i == "add_task"]


@pytest.mark.parametrize("text, at", [
    ("the inspection is at 10am, can you add the time", "10:00"),
    ("its at 3pm, add the time pls", "15:00"),
])
def test_a_time_said_then_added_only_edits(text: str, at: str) -> None:
    found = steps(text)
    assert [i for i, _, _ in found] == ["update_task"] and found[0][2]["at_time"] == at


@pytest.mark.parametrize("text", ["add time sheets", "add the time capsule project"])
def test_time_inside_a_title_still_adds(text: str) -> None:
    assert _added(text)["title"]


def test_a_thing_named_again_in_full_keeps_its_name_and_time() -> None:
    found = steps("ok the inspection is thursday, sanitary inspection at the clinic 10am. put it on the list")
    assert found == [("add_task", None, {"due": "2026-11-26T10:00:00+00:00",
                                         "title": "Sanitary inspection at the clinic"})]


@pytest.mark.parametrize("text, title, due", [
    ("my dad has cardiology on wednesday 11am at Siglo XXI, I'm taking him. remind me 2 hours before",
     "Dad's cardiology at Siglo XXI", "2026-11-25T11:00:00+00:00"),
    ("my mum has physio friday 3pm, remind me an hour before", "Mum's physio", "2026-11-27T15:00:00+00:00"),
    ("running club is tuesday and thursday mornings 6:30. remind me every tuesday and thursday at 6am",
     "Running club", "2026-11-26T06:30:00+00:00"),
    ("choir practice wednesday 7pm, remind me at 5", "Choir practice", "2026-11-25T19:00:00+00:00"),
])
def test_an_event_told_then_reminded_of_is_added_and_reminded(text: str, title: str, due: str) -> None:
    found = steps(text)
    assert [i for i, _, _ in found] == ["add_task", "schedule_reminder"]
    assert (found[0][2]["title"], found[0][2]["due"]) == (title, due)
    assert found[1][2]["task_ref"]["kind"] == "pronoun"


@pytest.mark.parametrize("text", ["make it no date", "set it to no due date pls", "make it without a deadline",
                                  "leave the bookings one undated", "make #7 no date"])
def test_no_date_said_clears_the_due(text: str) -> None:
    found = steps(text)
    assert [(i, p.get("due")) for i, _, p in found] == [("update_task", "")]


@pytest.mark.parametrize("text", ["make it no sugar", "make the cake with no nuts"])
def test_no_something_else_is_no_date_change(text: str) -> None:
    assert all(p.get("due") != "" for _, _, p in steps(text))
