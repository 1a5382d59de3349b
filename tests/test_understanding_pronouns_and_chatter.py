"""What "it"/"that" stands for when said after the thing itself, an undo said with another request, and chatter
(help, thanks, goodbyes) that must never become a task: one message at a time, at the fixed clock (Mon 23 Nov)."""

from __future__ import annotations

import pytest

from tests.readings import read, steps


@pytest.mark.parametrize(("text", "title", "due", "repeat"), [
    ("sweet. also netball practice is every tuesday and thursday at 5.30pm, add that as repeating pls",
     "Netball practice", None, "every tuesday and thursday at 17:30"),
    ("yoga is every monday at 6pm, add it as a repeating one", "Yoga", None, "every monday at 18:00"),
    ("koro also has a blood test sometime next week, dont know the day yet. just put it on the list no date",
     "Koro's blood test", None, None),
    ("grandad has an eye appointment on the 4th, not sure what time. add it", "Grandad's eye appointment",
     "2026-12-04", None),
    ("the dog needs his vaccinations, add it for the 9th", "The dog needs his vaccinations", "2026-12-09", None),
    ("mum has a dentist appointment, add it for friday 3pm", "Mum's dentist appointment", "2026-11-27T15:00", None),
    ("need to ring the bank, add it tomorrow 9am", "Ring the bank", "2026-11-24T09:00", None),
    ("also need to book the wof, garage is usually booked out so do that monday", "Book the wof", "2026-11-30", None),
    ("need to call the plumber, do it tomorrow", "Call the plumber", "2026-11-24", None),
    ("the car needs a service, schedule it for next friday", "The car needs a service", "2026-11-27", None),
])
def test_the_thing_said_then_added_as_it(text: str, title: str, due: str | None, repeat: str | None) -> None:
    found = steps(text)
    assert len(found) == 1, found
    intent, _, params = found[0]
    assert intent == "add_task"
    assert params["title"] == title
    assert str(params["due"]).startswith(due) if due else not params.get("due")
    assert params.get("repeat") == repeat


def test_an_add_of_it_with_no_date_names_the_thing() -> None:
    assert [params["title"] for _, _, params in steps("need to renew the passport, add it")] == ["Renew the passport"]


@pytest.mark.parametrize("text", [
    "make that one due monday", "make that one due tomorrow please", "ok make the task due friday instead",
])
def test_that_one_made_due_a_day_is_the_task_talked_about(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"] == {"kind": "pronoun"} and params["due"]


@pytest.mark.parametrize("text", ["the one due friday is done", "whatevers due tmrw push it a day"])
def test_the_one_due_a_day_still_names_it(text: str) -> None:
    assert steps(text)[0][2]["task_ref"]["kind"] == "all"


@pytest.mark.parametrize(("text", "intent"), [
    ("undo that. rename phone bill to pay phone bill", "update_task"),
    ("undo that and change the cpd assignment to wednesday 3pm", "update_task"),
    ("undo that, then delete the milk", "delete_task"),
    ("undo that please and add buy eggs", "add_task"),
])
def test_undo_said_with_another_request_keeps_both(text: str, intent: str) -> None:
    found = read(text).steps
    assert [s.intent for s in found] == [intent]
    assert found[0].act == "correct"  # the last change is taken back, then the request runs


@pytest.mark.parametrize(("text", "act"), [
    ("undo, already booked it lol", "undo"), ("undo that, both of them", "undo"),
])
def test_undo_with_a_reason_or_amount_stays_an_undo(text: str, act: str) -> None:
    assert [(i, a) for i, a, _ in steps(text)] == [("none", act)]


@pytest.mark.parametrize(("text", "act"), [
    ("morning! ok i need to get my life sorted this week, can you help me keep track of stuff", "help"),
    ("hi! i really need to get organised, can you help", "help"),
    ("can you help me keep track of stuff", "help"),
    ("i need help getting organised", "help"),
    ("can you help me organise my week", "help"),
    ("chur", "thanks"), ("chur bro", "thanks"), ("sweet as", "thanks"),
    ("lol no nothing, just saying thanks", "thanks"), ("nothing, just saying thanks", "thanks"),
    ("sweet as, thats me sorted for now. chur for the help", "bye"),
    ("ok ive got to get aroha up, back soon", "bye"), ("gotta feed the dog, talk later", "bye"),
    ("need to go pick up mum, brb", "bye"), ("back in a bit", "bye"), ("thats me sorted", "bye"),
    ("no thanks", "deny"), ("nah thanks", "deny"),
])
def test_chatter_is_no_task(text: str, act: str) -> None:
    assert [(i, a) for i, a, _ in steps(text)] == [("none", act)]


@pytest.mark.parametrize("text", ["need to pick up mum", "help me sort out the garage"])
def test_near_misses_are_still_tasks(text: str) -> None:
    assert steps(text)[0][0] == "add_task"


@pytest.mark.parametrize(("text", "query"), [
    ("is the car wof overdue now?", "car wof"), ("is the rent overdue", "rent"),
    ("is my passport renewal past due?", "passport renewal"),
])
def test_is_a_task_overdue_shows_it(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]


def test_undo_then_how_things_are_is_an_undo() -> None:
    assert [(i, a) for i, a, _ in steps("wait undo, the committee deadline is fixed")] == [("none", "undo")]
