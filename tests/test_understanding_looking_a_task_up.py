"""Looking one task up and asking what the bot can do, said the way people say it: "show the long run", "find the
gala", "does it still repeat every sunday?", "what reminders have i", "what can you actually do btw".
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


def _only(text: str, context: ConversationContext | None = None) -> tuple[str, str | None, dict]:
    found = steps(text, context)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "query"), [
    ("show the long run", "long run"),
    ("show me the dentist", "dentist"),
    ("find the swimming gala", "swimming gala"),
    ("pull up the vet", "vet"),
    ("can you show me my passport renewal", "passport renewal"),
    ("bring up the nct pls", "nct"),
])
def test_a_task_named_after_a_verb_to_see_it_is_looked_up(text: str, query: str) -> None:
    assert _only(text) == ("list_tasks", None, {"query": query})


@pytest.mark.parametrize("text", [
    "show the kids the garden",  # a to-do with someone in it
    "find a plumber",  # a to-do
    "show me news from cnn",  # the world's
])
def test_longer_or_other_shapes_are_no_look_up(text: str) -> None:
    assert not any(s[0] == "list_tasks" and s[2].get("query") for s in steps(text))


@pytest.mark.parametrize(("text", "params"), [
    ("show me the overdue", {"due": "overdue"}),
    ("show the completed ones", {"status": "completed"}),
    ("show me the high priority", {"priority": "high"}),
])
def test_a_filter_after_show_the_stays_a_filter(text: str, params: dict) -> None:
    assert _only(text) == ("list_tasks", None, params)


LAST = ConversationContext(last_task={"id": "x", "number": 8, "title": "A long run"})


@pytest.mark.parametrize("text", [
    "does it still repeat every sunday after that?",
    "is that one still recurring",
    "will it repeat next week too",
    "does it repeat",
])
def test_whether_the_task_just_talked_about_repeats_shows_it(text: str) -> None:
    assert _only(text, LAST) == ("list_tasks", None, {"query": "long run"})


@pytest.mark.parametrize(("text", "query"), [
    ("does the bins one still repeat on sundays", "bins"),
    ("is my stretches task recurring?", "stretches"),
    ("are the school runs repeating every week", "school runs"),
])
def test_whether_a_named_task_repeats_shows_it(text: str, query: str) -> None:
    assert _only(text) == ("list_tasks", None, {"query": query})


@pytest.mark.parametrize("text", [
    "what reminders have i",
    "which reminders have we",
    "what reminders have i left",
])
def test_reminders_asked_for_without_got_are_listed(text: str) -> None:
    assert _only(text)[0] == "list_reminders"


@pytest.mark.parametrize("text", [
    "what can you actually do btw",
    "what else can you do",
    "what can u do tbh",
    "what can you do anyway",
    "so what can you actually do, just curious",
])
def test_what_can_you_do_with_an_aside_is_help(text: str) -> None:
    assert _only(text) == ("none", "help", {})


def test_an_aside_after_a_request_keeps_the_request() -> None:
    assert _only("undo that btw")[1] == "undo"
    assert _only("delete the milk btw")[0] == "delete_task"


@pytest.mark.parametrize(("text", "ref"), [
    ("got niamh's togs", "niamh's togs"),
    ("got dad's prescription", "dad's prescription"),
    ("got mum's birthday card", "mum's birthday card"),
])
def test_got_someones_thing_reports_it_done(text: str, ref: str) -> None:
    intent, _, params = _only(text)
    assert intent == "complete_task" and params["task_ref"]["value"] == ref


def test_got_a_thing_of_no_one_is_no_done_report() -> None:
    assert _only("got a cold")[0] != "complete_task"
