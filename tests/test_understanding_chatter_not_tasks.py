"""Chatter around a request, from long chat 22: help asked with the thing just said, no reminder wanted, hours from one
to another, and when the user is back from a trip — none of it a task of its own."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "todo"), [
    ("hi, i need to call the bank. can you help me", "Call the bank"),
    ("need to book the dentist, can u help", "Book the dentist"),
    ("i have to renew my passport, help me out", "Renew my passport"),
    ("gotta pay the council tax. could you help me with that?", "Pay the council tax"),
    ("i need to order more gloves, pls help", "Order more gloves"),
])
def test_help_asked_after_a_todo_adds_only_the_todo(text: str, todo: str) -> None:
    assert [(i, p.get("title")) for i, _, p in steps(text)] == [("add_task", todo)]


@pytest.mark.parametrize("text", ["can you help me", "hi, can you help me"])
def test_help_alone_is_still_help(text: str) -> None:
    assert steps(text) == [("none", "help", {})]


def test_help_with_a_thing_to_do_is_that_thing() -> None:
    assert steps("help me move the couch") == [("add_task", None, {"title": "Help me move the couch"})]


@pytest.mark.parametrize("text", ["no need to remind me, i'll remember", "dont remind me about it, i'll remember",
                                  "no need to remind me", "nah no need to remind me i won't forget",
                                  "you don't need to remind me, i'll manage", "its fine, no need to remind me thanks"])
def test_no_reminder_wanted_adds_nothing(text: str) -> None:
    assert steps(text) == [("none", "deny", {})]


def test_remind_me_still_reminds() -> None:
    assert [i for i, _, _ in steps("remind me to call bob at 5")] == ["add_task", "schedule_reminder"]


def test_hours_from_one_to_another_are_no_clock_time() -> None:
    said = steps("flu shot clinic tomorrow, appointments from 10 to 4. add set up the flu clinic room tomorrow 9am")
    assert [(i, p.get("title")) for i, _, p in said] == [("add_task", "Set up the flu clinic room")]
    assert steps("call mum at ten to 4")[0][2]["due"].endswith("15:50:00+00:00")


@pytest.mark.parametrize("text", [
    "ok heads up, i'm flying to vancouver tuesday night for the pharmacy conference on wednesday, back thursday "
    "morning. i'm in vancouver wed",
    "i'm flying to vancouver tuesday night, back thursday morning",
])
def test_when_back_from_a_trip_is_no_task(text: str) -> None:
    assert all(p.get("title") != "Back" for _, _, p in steps(text))


def test_back_from_a_trip_beside_a_request_keeps_the_request() -> None:
    said = steps("away at my sisters till sunday, back monday. add call the bank")
    assert [(i, p.get("title")) for i, _, p in said] == [("add_task", "Call the bank")]


def test_back_up_is_still_a_task() -> None:
    assert steps("back up the laptop friday")[0][2]["title"] == "Back up the laptop"


@pytest.mark.parametrize("text", [
    "add atorvastatin to the refill task name", "put atorvastatin in the title of the refill one",
    "can you add atorvastatin to the refill task's name too"])
def test_words_added_to_a_title_edit_that_title(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["title_add"] == "atorvastatin"


def test_that_added_to_a_title_is_no_task_that() -> None:
    said = steps("oh also she takes atorvastatin, add that to the refill task name")
    assert [i for i, _, _ in said] == ["update_task"] and "title_add" not in said[0][2]


@pytest.mark.parametrize("text", ["add milk to the shopping list", "add call bob to my work list"])
def test_adds_to_a_list_stay_adds(text: str) -> None:
    assert steps(text)[0][0] == "add_task"
