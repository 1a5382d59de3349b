"""Questions about one task never edit it; a priority mark with a word after it still marks the task."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", [
    "is the council tax thing due this week or next?",
    "is the mineral tubs thing due friday like I said?",
    "was the boiler one due monday",
    "are the passport things due tuesday?",
    "is the mot one due next week or the week after",
])
def test_a_question_about_a_tasks_day_moves_nothing(text: str) -> None:
    found = steps(text)
    assert found and all(intent == "list_tasks" for intent, _, _ in found), found


def test_the_same_said_as_a_statement_still_moves_it() -> None:
    assert steps("the council tax thing due friday")[0][0] == "update_task"


@pytest.mark.parametrize(("text", "ref"), [
    ("subs !! then", "subs"),
    ("the deck one !!! pls", "deck"),
    ("gutters !! now", "gutters"),
])
def test_a_bang_mark_then_a_filler_word_marks_the_task_urgent(text: str, ref: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task" and params["priority"] == "high" and params["task_ref"]["value"] == ref


def test_a_new_task_with_a_bang_and_please_is_urgent() -> None:
    (intent, _, params), = steps("buy milk !! please")
    assert intent == "add_task" and params["priority"] == "high" and params["title"] == "Buy milk"


@pytest.mark.parametrize("text", [
    "the hall is double booked, shift the quiz to saturday",
    "push the meeting to tuesday, the room's overbooked",
    "the plumber is booked up, move the boiler thing to next week",
])
def test_a_clash_given_as_the_reason_ticks_nothing_off(text: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["update_task"], found


def test_a_booking_reported_is_still_done() -> None:
    assert steps("the tickets are booked")[0][0] == "complete_task"


@pytest.mark.parametrize("text", [
    "and bump the invoice to friday while ur at it",
    "shift the mot to monday while you're at it",
])
def test_while_youre_at_it_is_said_in_passing(text: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task" and params.get("due")


@pytest.mark.parametrize("text", [
    "landlord wants it sooner. move the lease to friday and make it p1",
    "client is chasing. bring the proposal forward to wednesday and make it urgent",
])
def test_news_then_changes_never_adds_the_changes_as_tasks(text: str) -> None:
    found = steps(text)
    assert found and all(intent == "update_task" for intent, _, _ in found), found


@pytest.mark.parametrize(("text", "query"), [
    ("so whens the lawn next", "lawn"),
    ("when's the bins next", "bins"),
])
def test_when_is_a_task_next_shows_that_task(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]
