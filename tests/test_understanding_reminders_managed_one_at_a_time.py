"""Managing the reminders already set, one at a time: picked by the time they go off ("cancel the 3pm reminder"),
by their kind ("the one-off hockey reminder"), moved by an amount or to a day alone, and asked about loosely."""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

AFTER_A_REMINDER = ConversationContext(last_task={"id": "t1", "number": 1, "title": "Call the depot"},
                                       last_action={"intent": "schedule_reminder", "params": {}})


@pytest.mark.parametrize(
    ("text", "picked"),
    [
        ("cancel the 3pm reminder, her daughter called me already", {"reminder_time": "15:00"}),
        ("turn off the 7:30pm alarm", {"reminder_time": "19:30"}),
        ("get rid of the 8am reminder please", {"reminder_time": "08:00"}),
        ("kill the 6.45 reminder", {"reminder_time": "06:45", "reminder_time_loose": True}),
    ],
)
def test_a_reminder_named_by_its_time_is_cancelled_whatever_task_it_is_on(text: str, picked: dict) -> None:
    assert steps(text) == [("cancel_reminder", None, picked)]


@pytest.mark.parametrize(
    ("text", "ref", "picked"),
    [
        ("cancel the one-time hockey reminder, keep the repeating one", "hockey", {"reminder_kind": "once"}),
        ("stop the repeating bins reminder", "bins", {"reminder_kind": "repeating"}),
        ("cancel the 2pm school run reminder", "school run", {"reminder_time": "14:00"}),
    ],
)
def test_a_tasks_reminder_is_picked_by_its_kind_or_time(text: str, ref: str, picked: dict) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": title(ref), **picked})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("turn off the stretch reminder its driving me mad", "stretch"),
        ("forget the reminder for the stocktake, i'll remember it myself", "stocktake"),
        ("forget about the yoga reminder", "yoga"),
        ("stop the rent reminder for flat 3", "rent flat 3"),
    ],
)
def test_a_reminder_let_go_stops_only_the_reminder(text: str, ref: str) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize(
    ("text", "ref", "minutes"),
    [
        ("remind me an hour earlier about the venue call instead", "venue call", -60),
        ("remind me 15 min later about the dog walk", "dog walk", 15),
    ],
)
def test_remind_me_earlier_or_later_moves_the_reminder_set(text: str, ref: str, minutes: int) -> None:
    assert steps(text) == [("move_reminder", None, {"task_ref": title(ref), "shift_minutes": minutes})]


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("make that 30 min earlier, gotta be rolling by 7", -30),
        ("push it back an hour", 60),
        ("actually make it 10 mins later", 10),
    ],
)
def test_just_after_a_reminder_an_amount_moves_that_reminder(text: str, minutes: int) -> None:
    assert steps(text, AFTER_A_REMINDER) == [("move_reminder", None, {"task_ref": {"kind": "pronoun"},
                                                                     "shift_minutes": minutes})]


def test_a_moved_time_alone_or_a_day_alone_keeps_the_rest_of_the_reminder() -> None:
    [(intent, _, params)] = steps("actually make that reminder 5:15")
    assert intent == "move_reminder" and params["task_ref"] == {"kind": "pronoun"} and params["same_day"]
    [(intent, _, params)] = steps("move the 4pm one to friday same time", AFTER_A_REMINDER)
    assert intent == "move_reminder" and params["reminder_time"] == "16:00" and params["same_time"]
    [(intent, _, params)] = steps("the cake lady reminder -> thursday pls")
    assert intent == "move_reminder" and params["task_ref"] == title("cake lady")


def test_the_4pm_one_without_reminders_in_view_is_not_read_as_a_reminder() -> None:
    assert steps("move the 4pm one to friday")[0][0] != "move_reminder"


@pytest.mark.parametrize(
    "text",
    ["wat remindrs", "what's that reminder i set for the 1st again", "is anything gonna buzz me today",
     "will anything go off tonight?"],
)
def test_loose_questions_about_reminders_list_them(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


def test_when_am_i_getting_pinged_asks_about_that_tasks_reminder() -> None:
    assert steps("when am i getting pinged about the celebrant") == [
        ("list_reminders", None, {"task_ref": title("celebrant")})]
    assert steps("what time will i get buzzed for the bins?") == [("list_reminders", None, {"task_ref": title("bins")})]
