"""Requests said loosely, around news and asides: a move said of "it" after news that something moved, a reminder
named before what to do with it, questions put in front of other talk, a zone change said "from today", a repeat
said with "'s", a task "back on", a task half remembered. Each test asserts what the user would notice: which task
or reminder changes, what is shown, and that no junk task is added.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize(
    ("text", "said", "due"),
    [
        ("ah go way, the parish meeting moved again. make it tuesday at 8", "the parish meeting moved again",
         "2026-11-24T08:00:00+00:00"),
        ("the dentist moved, make it friday at 3", "the dentist moved", "2026-11-27T15:00:00+00:00"),
        ("ugh, the school play got moved. make it thursday", "the school play got moved", "2026-11-26"),
    ],
)
def test_news_that_a_task_moved_then_make_it_moves_that_task(text: str, said: str, due: str) -> None:
    loose = {"at_time_loose": True} if "T" in due else {}  # "at 8" said without am/pm: nearest the task's own time
    [(intent, act, params)] = steps(text)
    ref = params.pop("task_ref")
    assert (intent, act, params) == ("update_task", None, {"due": due, **loose})
    assert (ref["kind"], ref["said"]) == ("pronoun", said)


def test_news_that_a_task_moved_then_an_add_is_not_a_move() -> None:
    assert [s[0] for s in steps("the dentist moved, buy milk")] != ["update_task"]


@pytest.mark.parametrize(
    ("text", "intent", "ref", "extra"),
    [
        ("that reminder about the bins, kill it, council changed collection day", "cancel_reminder", "bins", {}),
        ("the bins reminder, kill it", "cancel_reminder", "bins", {}),
        ("my gym alarm: get rid of it", "cancel_reminder", "gym", {}),
        ("the reminder for the dentist - move it to 5pm", "move_reminder", "dentist",
         {"when": "2026-11-23T17:00:00+00:00", "same_day": True}),  # a bare time: the reminder's own day
        ("the dentist reminder, push it back an hour pls", "move_reminder", "dentist", {"shift_minutes": 60}),
    ],
)
def test_a_reminder_named_then_what_to_do_with_it_changes_the_reminder_not_the_task(
        text: str, intent: str, ref: str, extra: dict[str, Any]) -> None:
    assert steps(text) == [(intent, None, {"task_ref": title(ref), **extra})]


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("actually can you just tell me whats overdue", {"due": "overdue"}),
        ("ok but first whats on tomorrow", {"due": "tomorrow"}),
        ("but first, what's due this week", {"due": "this_week"}),
        ("just tell me what i have on thursday", {"due": "2026-11-26"}),
        ("remind me what's due this week", {"due": "this_week"}),
    ],
)
def test_a_list_question_put_before_other_talk_lists_the_tasks(text: str, params: dict[str, Any]) -> None:
    assert steps(text) == [("list_tasks", None, params)]


@pytest.mark.parametrize(
    "text",
    ["hmm what was that reminder for again", "what's this alarm for", "no i asked about the reminders not the tasks",
     "no, i wanted the reminders, not the list"],
)
def test_asking_what_a_reminder_is_for_shows_the_reminders_and_sets_none(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["list_reminders"]


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("got a new job in vancouver!! so i'm on pacific time from today", "America/Los_Angeles"),
        ("im on eastern time as of today", "America/New_York"),
        ("i'm in berlin from now on", "Europe/Berlin"),
    ],
)
def test_a_zone_said_from_today_sets_the_zone(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


@pytest.mark.parametrize(
    ("text", "ref", "repeat"),
    [
        ("the airport run's every friday now so make that repeat", "airport run", "every friday"),
        ("the bins's every wednesday now", "bins", "every wednesday"),
    ],
)
def test_a_repeat_said_with_an_apostrophe_s_changes_the_task_and_adds_none(text: str, ref: str, repeat: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "repeat": repeat})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("nah the cable one is back on, wholesaler had the wrong stuff", "cable"),
        ("the gym task's back on the list", "gym"),
    ],
)
def test_a_task_back_on_reopens_it(text: str, ref: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize("text", ["the match is back on", "the heating is back on"])
def test_something_else_back_on_changes_nothing(text: str) -> None:
    assert all(s[0] in ("none", "unknown") for s in steps(text))


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("is the physio one still showing", "physio"),
        ("is milk still listed", "milk"),
        ("is the dentist task still there", "dentist"),
        ("what was the thing for the school again", "school"),
        ("whats that task about the boiler", "boiler"),
    ],
)
def test_a_task_asked_about_loosely_is_searched_for(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]


def test_a_thing_in_the_world_still_there_is_not_searched_for() -> None:
    assert [s[0] for s in steps("is the parcel still there")] != ["list_tasks"]
