"""Chatter around a request, and corrections said with chatter: the request meant, never a junk task."""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

_AFTER_ADD = ConversationContext(last_task={"id": "x", "number": 1, "title": "Call mum"},
                                 last_action={"intent": "add_task",
                                              "params": {"title": "Call mum", "due": "2026-11-24T14:00:00+00:00"}})


@pytest.mark.parametrize("text", [
    "monday morning. whats on", "monday morning, whats on", "its monday. whats on", "monday. what is on",
    "good morning! monday again. whats on", "today - what have i got", "mon morning.. anything on?",
    "monday morning: what do i need to do", "monday morning. what do i have", "morning. monday. whats on",
])
def test_the_day_said_then_whats_on_lists_today(text: str) -> None:
    found = steps(text)
    assert [(i, p.get("due")) for i, _, p in found] == [("list_tasks", "today")], found


@pytest.mark.parametrize("text, due", [
    ("tuesday morning. what do i have", "2026-11-24"), ("friday arvo. what have i got", "2026-11-27"),
    ("monday morning. whats on tomorrow", "tomorrow"),
])
def test_another_day_said_then_asked_lists_that_day(text: str, due: str) -> None:
    assert [(i, p.get("due")) for i, _, p in steps(text)] == [("list_tasks", due)]


@pytest.mark.parametrize("text", ["monday morning. dentist at 3", "monday. call the bank"])
def test_the_day_said_then_a_task_is_still_an_add_with_a_clean_title(text: str) -> None:
    found = steps(text)
    assert found[0][0] == "add_task" and found[0][2]["title"][0].isalpha(), found


@pytest.mark.parametrize("text", [
    "wait nope make it 3pm", "nope make it 3pm", "wait nope, 3pm", "nope nope 3pm", "no wait make it 3pm",
    "oops nope, make it 3pm", "hmm nope make it 3pm", "wait nope 3pm instead",
    "nope, 3pm",
])
def test_a_time_fixed_after_chatter_retimes_the_task_just_added(text: str) -> None:
    found = steps(text, _AFTER_ADD)
    assert [(i, p.get("task_ref"), p.get("at_time")) for i, _, p in found] == [
        ("update_task", {"kind": "pronoun"}, "15:00")], found


@pytest.mark.parametrize("text", [
    "i missed the deadline for the grant", "missed the grant deadline", "i missed the dentist",
    "we totally missed the bin day", "missed the gym today", "ugh i failed my driving test",
    "blew the deadline on the report", "i missed the bus", "i missed the deadline", "damn, missed the deadline",
])
def test_something_missed_is_news_not_done_nor_a_task(text: str) -> None:
    found = steps(text)
    assert all(i not in ("complete_task", "add_task") for i, _, _ in found), found


def test_forgot_to_is_still_a_task() -> None:
    assert steps("i forgot to call mum") == [("add_task", None, {"title": "Call mum"})]


@pytest.mark.parametrize("text, expected", [
    ("getting the car fixed", "Get the car fixed"), ("getting my hair cut", "Get my hair cut"),
    ("having the boiler serviced", "Have the boiler serviced"),
    ("getting the gutters cleaned", "Get the gutters cleaned"),
    ("getting the kids vaccinated", "Get the kids vaccinated"),
])
def test_a_job_under_way_is_a_maybe_task_not_a_completion(text: str, expected: str) -> None:
    assert [(i, p.get("title")) for i, _, p in steps(text)] == [("add_task", expected)]


@pytest.mark.parametrize("text", [
    "the car is getting fixed", "the boiler is being serviced", "im getting the car fixed friday"])
def test_a_job_under_way_is_never_a_completion(text: str) -> None:
    assert all(i != "complete_task" for i, _, _ in steps(text))


def test_a_done_job_still_completes() -> None:
    assert steps("got the car fixed")[0][0] == "complete_task"
    assert steps("car fixed")[0][0] == "complete_task"


@pytest.mark.parametrize("text, expected", [
    ("pharmacy shuts at 6, grab the prescription", "Grab the prescription"),
    ("pharmacy shuts at 6. grab the prescription", "Grab the prescription"),
    ("chemist shuts at 6 so grab the prescription", "Grab the prescription"),
    ("shop closes at 8 - pick up milk", "Pick up milk"), ("bank closes at 4, pay in the cheque", "Pay in the cheque"),
    ("post office closes at 5, need to send the parcel", "Send the parcel"),
])
def test_the_errand_after_opening_hours_is_added(text: str, expected: str) -> None:
    assert [(i, p.get("title")) for i, _, p in steps(text)] == [("add_task", expected)]


@pytest.mark.parametrize("text", ["pharmacy shuts at 6", "library closes at 7, lovely evening"])
def test_opening_hours_alone_are_news(text: str) -> None:
    assert all(i != "add_task" for i, _, _ in steps(text))


@pytest.mark.parametrize("text, expected, due", [
    ("add plan the week of dec 7", "Plan the week", "2026-12-07"),
    ("plan the week of dec 7", "Plan the week", "2026-12-07"),
    ("add rota for week of 7 dec", "Rota for week", "2026-12-07"),
    ("add sort childcare for the week commencing 7 dec", "Sort childcare for the week", "2026-12-07"),
    ("add block out the week of december 7th", "Block out the week", "2026-12-07"),
    ("add plan menu for the weekend of dec 12", "Plan menu for the weekend", "2026-12-12"),
    ("add holiday prep for w/c 7 dec", "Holiday prep", "2026-12-07"),
    ("add meal plan for the week of monday", "Meal plan for the week", "2026-11-30"),
])
def test_the_week_of_a_date_leaves_no_dangling_of(text: str, expected: str, due: str) -> None:
    assert [(i, p.get("title"), p.get("due")) for i, _, p in steps(text)] == [("add_task", expected, due)]


@pytest.mark.parametrize("text, verb, names", [
    ("hydro and rogers - i paid them both. delete both", "delete_task", ["hydro", "rogers"]),
    ("paid hydro and rogers, delete both", "delete_task", ["hydro", "rogers"]),
    ("dentist & vet: cancelled, delete those two", "delete_task", ["dentist", "vet"]),
    ("ok so gym and yoga - not doing them anymore. delete both pls", "delete_task", ["gym", "yoga"]),
    ("hydro and rogers - i paid them both. mark both done", "complete_task", ["hydro", "rogers"]),
])
def test_both_means_the_two_named_first(text: str, verb: str, names: list[str]) -> None:
    assert steps(text) == [(verb, None, {"task_ref": title(n)}) for n in names]


def test_delete_both_alone_is_still_the_two_shown() -> None:
    assert steps("delete both")[0][2]["task_ref"]["kind"] == "all"
