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
