"""Everyday words from people the rules had not met yet: regional and other-language greetings, thanks and
goodbyes ("kia ora", "diolch", "ta ra"), "defo" for yes, an undo said over and over, a goodbye with the reason
for leaving ("gotta go, baby's up"), "go on then" in front of a request, "what did i tick off", and a priority
question about what the user could do next. Near misses stay as they were. Clock fixed as in
test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _act(text: str) -> str | None:
    found = steps(text)
    assert len(found) == 1, found
    return found[0][1]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("kia ora", "greet"),
        ("Kia ora koutou", "greet"),
        ("aloha todobot", "greet"),
        ("shwmae", "greet"),
        ("diolch", "thanks"),
        ("diolch yn fawr!", "thanks"),
        ("mahalo", "thanks"),
        ("go raibh maith agat", "thanks"),
        ("thats me, ta ra", "bye"),
        ("ta ra then", "bye"),
        ("cheerio", "bye"),
        ("ok hwyl fawr", "bye"),
        ("yeah defo", "confirm"),
        ("deffo", "confirm"),
        ("yes defs", "confirm"),
        ("undo undo undo", "undo"),
        ("gotta go, baby's up", "bye"),
        ("must dash - the train's here", "bye"),
        ("gotta run, kids are home now", "bye"),
    ],
)
def test_said_in_passing_is_a_conversation_act_not_a_task(text: str, expected: str) -> None:
    assert _act(text) == expected


@pytest.mark.parametrize("text", ["gotta go to the dentist friday", "go on holiday in may", "call tara"])
def test_near_misses_stay_tasks(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["add_task"]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("go on then what's outstanding", "pending"),
        ("go on, show me what's left", "pending"),
        ("what did i tick off", "completed"),
        ("what did we cross off", "completed"),
    ],
)
def test_a_nudge_or_a_did_question_lists_without_a_new_task(text: str, status: str) -> None:
    assert steps(text) == [("list_tasks", None, {"status": status})]


def test_what_was_knocked_off_this_week_lists_the_week_done() -> None:
    assert steps("what did we knock off this week") == [
        ("list_tasks", None, {"status": "completed", "completed": "this_week"})]


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("any low priority things i could knock off", "low"),
        ("what high prio stuff should i tackle first", "high"),
        ("any urgent jobs i can get done", "high"),
    ],
)
def test_a_priority_question_about_what_to_do_next_lists_that_level(text: str, level: str) -> None:
    assert steps(text) == [("list_tasks", None, {"priority": level})]


@pytest.mark.parametrize(
    "text",
    [
        "mark the hymn sheets as not finished, printer jammed halfway",
        "set the hymn sheets as unfinished as the printer ran out",
        "mark the hymn sheets as not done - ink ran out",
    ],
)
def test_marked_not_done_with_a_reason_reopens_the_task(text: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": {"kind": "title", "value": "hymn sheets"}})]


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("moved back to brisbane so use aussie time", "Australia/Brisbane"),
        ("just landed in dubai for the week", "Asia/Dubai"),
        ("we've moved back to leeds", "Europe/London"),
        ("arrived in tokyo for the conference", "Asia/Tokyo"),
    ],
)
def test_where_the_user_has_moved_or_landed_sets_the_time_zone(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]
