"""The task in focus, repeats and reminders said loosely (long chat 14): what the rules read from one message.

A reminder or a new day said with no task named is for the task just talked about; news that names a task says
which "that" is; a repeat asked for after it is said; a reminder asked about, then cancelled "if so".
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.intents.schedule_reminder import ON_DUE_DAY
from todobot.understanding.model import ConversationContext

FOCUS = ConversationContext(last_task={"id": "t1", "number": 1, "title": "Bins out"})


# ------------------------------------------------------------------ a change of mind about a reminder


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("instead just remind me on 8 dec 7pm", "2026-12-08T19:00:00+00:00"),
        ("rather remind me at 5", "2026-11-23T17:00:00+00:00"),
        ("in that case just remind me at 5pm on friday", "2026-11-27T17:00:00+00:00"),
        ("remind me tomorrow at 9 instead", "2026-11-24T09:00:00+00:00"),
        ("ok instead, remind me thursday at 6pm", "2026-11-26T18:00:00+00:00"),
    ],
)
def test_a_reminder_said_with_a_change_of_mind_is_on_the_task_in_focus(text: str, when: str) -> None:
    # (a time alone also says so, `on_due_day`: which day it lands on is the task's —
    # tests/scenarios/reminder_time_on_the_due_day.toml)
    assert [(i, a, {k: v for k, v in p.items() if k != ON_DUE_DAY}) for i, a, p in steps(text, FOCUS)] == [
        ("schedule_reminder", None, {"task_ref": {"kind": "pronoun"}, "when": when})]


def test_with_no_task_in_focus_the_reminder_still_asks_which_task() -> None:
    assert steps("instead just remind me on 8 dec 7pm") == [
        ("schedule_reminder", None, {"when": "2026-12-08T19:00:00+00:00"})]


def test_instead_of_keeps_its_words() -> None:
    assert steps("instead of milk add bread")[0][0] == "add_task"


# ------------------------------------------------------------------ the day the user will do it


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("actually no i can ring them saturday, im off. saturday this week i mean", "2026-11-28"),
        ("i can do it saturday", "2026-11-28"),
        ("no i can call them on friday instead", "2026-11-27"),
        ("ill do it monday", "2026-11-30"),
        ("we can go on thursday then", "2026-11-26"),
        ("no wait, i can do it on friday", "2026-11-27"),
    ],
)
def test_the_day_i_can_do_it_moves_the_task_in_focus(text: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "due": due})]


def test_a_new_thing_i_will_do_is_no_move() -> None:
    assert all(intent != "update_task" for intent, _, _ in steps("i'll buy milk tomorrow"))


# ------------------------------------------------------------------ a reminder counted from the due, said loosely


@pytest.mark.parametrize(
    ("text", "before"),
    [
        ("and remind me the morning of, like 8am", {"days": 0, "at": "08:00"}),
        ("remind me the morning of, say 8", {"days": 0, "at": "08:00"}),
        ("remind me the morning of, around 7am", {"days": 0, "at": "07:00"}),
        ("and remind me the day before, like 6pm", {"days": 1, "at": "18:00"}),
        ("and the morning of, like 7am too", {"days": 0, "at": "07:00"}),
    ],
)
def test_the_morning_of_like_8am_is_a_reminder_on_the_task_never_a_title(text: str, before: dict) -> None:
    assert steps(text) == [("schedule_reminder", None, {"task_ref": {"kind": "pronoun"}, "before": before})]


# ------------------------------------------------------------------ "make it repeat" after the repeat is said


def test_a_repeat_asked_for_after_a_new_thing_is_an_add_that_repeats() -> None:
    said = "mruczek needs his worming tablet every month on the 3rd, can u set that as repeating"
    [(intent, _, params)] = steps(said)
    assert intent == "add_task" and params["repeat"] == "every month on the 3rd"


@pytest.mark.parametrize(
    ("text", "ref", "repeat"),
    [
        ("bins is every 2 weeks actually, make it repeat", "bins", "every 2 weeks"),
        ("gym is every tuesday and thursday - make it a recurring task", "gym", "every tuesday and thursday"),
        ("the plants need watering every sunday, make it repeat", "plants", "every sunday"),
    ],
)
def test_make_it_repeat_after_a_task_and_its_repeat_repeats_that_task(text: str, ref: str, repeat: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"] == {"kind": "title", "value": ref}
    assert params["repeat"] == repeat


# ------------------------------------------------------------------ news that names the task of "that" / "it"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("kasia said yes to the swap!! so tick that off", "complete_task"),
        ("ola loved the idea, so cross that off", "complete_task"),
        ("the practice lesson on wednesday andy cancelled, move it to thursday morning 10am", "update_task"),
    ],
)
def test_news_before_the_command_is_kept_for_finding_the_task(text: str, intent: str) -> None:
    [(said_intent, _, params)] = steps(text)
    assert said_intent == intent
    assert params["task_ref"]["kind"] == "pronoun" and params["task_ref"]["said"]


# ------------------------------------------------------------------ reminders moved and cancelled in passing


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("and put the glasses/docs reminder back to 13 dec 7pm like it was", "glasses/docs"),
        ("move the dentist reminder back to 13 dec 7pm like before", "dentist"),
        ("put the dentist reminder back to 13 dec at 7pm", "dentist"),
    ],
)
def test_putting_a_reminder_back_moves_it(text: str, ref: str) -> None:
    assert steps(text) == [("move_reminder", None, {"task_ref": {"kind": "title", "value": ref},
                                                     "when": "2026-12-13T19:00:00+00:00"})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("does the worming one still have the 8am reminder? kill it if so", {"kind": "title", "value": "worming"}),
        ("is there still a reminder on the dentist? delete it if so", {"kind": "title", "value": "dentist"}),
        ("do i have a reminder for #3? cancel it then", {"kind": "number", "value": 3}),
    ],
)
def test_a_reminder_asked_about_then_killed_if_so_is_cancelled(text: str, ref: dict) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": ref})]


# ------------------------------------------------------------------ dates and deletes said loosely


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("mama's present has to be posted to poland by 10 dec latest", "mama's present", "2026-12-10"),
        ("the rent has to be paid by friday at the latest", "rent", "2026-11-27"),
        ("dinner is for friday", "dinner", "2026-11-27"),
    ],
)
def test_a_date_a_task_has_to_be_done_by_dates_it(text: str, ref: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"] == {"kind": "title", "value": ref}
    assert params["due"] == due


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("ok then the general christmas presents one can go", {"kind": "title", "value": "general christmas presents"}),
        ("the dentist one can go", {"kind": "title", "value": "dentist"}),
        ("#4 can come off", {"kind": "number", "value": 4}),
    ],
)
def test_a_task_that_can_go_is_deleted(text: str, ref: dict) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": ref})]


def test_things_that_can_go_somewhere_are_not_deletes() -> None:
    assert all(intent != "delete_task" for intent, _, _ in steps("the milk can go in the fridge"))
