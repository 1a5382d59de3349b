"""Task fields said in passing: a priority said with a reason or a word to the bot after it, a task's date said
as what it needs, lists named by priority or as "the … ones", a command after a remark sentence or after a stray "yeah".

Clock fixed as in test_understanding_frames (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import read

PRONOUN = {"kind": "pronoun"}


def steps(text: str) -> list[tuple[str, dict[str, Any]]]:
    """(intent, params) of every step."""
    return [(s.intent, s.params) for s in read(text).steps]


# ------------------------------------------------------------------ a priority, then why or a word to the bot


@pytest.mark.parametrize(
    ("text", "ref", "level"),
    [
        ("make it p1 pal, nothing moves without it", PRONOUN, "high"),
        ("make that one high priority we've got guests friday", PRONOUN, "high"),
        ("the hedge one is low clearly", {"kind": "title", "value": "hedge"}, "low"),
        ("water the ferns is low priority lol they're plastic", {"kind": "title", "value": "water the ferns"}, "low"),
        ("ok set it to urgent i'm out of time", PRONOUN, "high"),
    ],
)
def test_priority_then_a_reason_or_a_word_to_the_bot(text: str, ref: dict[str, Any], level: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("task_ref"), u.params.get("priority")) == ("update_task", ref, level)


# ------------------------------------------------------------------ a task's date said as what it needs


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("the dentist form needs signing by thursday", "dentist form", "2026-11-26"),
        ("and the fence needs painting by the 5th", "fence", "2026-12-05"),
        ("the tax return has to be submitted by friday", "tax return", "2026-11-27"),
        ("invites need doing on wednesday too", "invites", "2026-11-25"),
    ],
)
def test_a_date_said_as_what_the_task_needs(text: str, ref: str, due: str) -> None:
    u = read(text)
    assert u.intent == "update_task"
    assert (u.params["task_ref"], u.params["due"]) == ({"kind": "title", "value": ref}, due)
    assert u.params["or_add"]  # no such task: the dialogue offers to add one, with the words said as its title


# ------------------------------------------------------------------ lists by priority, "the … ones"


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("what have i got at low priority", {"priority": "low"}),
        ("what do i have on high prio", {"priority": "high"}),
        ("anything at medium priority?", {"priority": "medium"}),
        ("list the undated ones", {"due": "no_date"}),
        ("find the garden ones", {"query": "garden"}),
        ("search the ones about school", {"query": "school"}),
    ],
)
def test_lists_named_by_priority_or_as_ones(text: str, params: dict[str, Any]) -> None:
    u = read(text)
    assert u.intent == "list_tasks"
    assert {k: u.params.get(k) for k in params} == params


# ------------------------------------------------------------------ a command after a remark, or after "yeah"


def test_a_command_sentence_after_a_remark_is_read_whole() -> None:
    assert steps("storm warning. push #2 and #4 to friday") == [
        ("update_task", {"task_ref": {"kind": "number", "value": 2}, "due": "2026-11-27"}),
        ("update_task", {"task_ref": {"kind": "number", "value": 4}, "due": "2026-11-27"}),
    ]


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("yeah move it to friday", "update_task"),
        ("ok yep delete #3", "delete_task"),
    ],
)
def test_a_yeah_before_a_command_with_nothing_asked(text: str, intent: str) -> None:
    assert read(text).intent == intent


@pytest.mark.parametrize("text", ["wat needs doing today", "what needs sorting by friday"])
def test_a_question_about_what_needs_doing_stays_a_list(text: str) -> None:
    assert read(text).intent == "list_tasks"


# ------------------------------------------------------------------ a repeat changed "instead of" the old one


@pytest.mark.parametrize(
    ("text", "repeat"),
    [
        ("change the bins to every thursday instead of weekly", "every thursday"),
        ("change payroll to every month on the 15th instead of weekly, too much admin", "every month on the 15th"),
    ],
)
def test_a_new_repeat_said_instead_of_the_old(text: str, repeat: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("repeat"), "title" in u.params) == ("update_task", repeat, False)


# ------------------------------------------------------------------ a done report in gym words


def test_nailed_it_then_tick_it_off_names_the_task() -> None:
    u = read("nailed arm day, tick it off")
    assert (u.intent, u.params["task_ref"]) == ("complete_task", {"kind": "title", "value": "arm day"})


@pytest.mark.parametrize("text", ["what have i got reminder-wise", "anything on the reminders front?"])
def test_a_list_question_about_reminders(text: str) -> None:
    assert read(text).intent == "list_reminders"
