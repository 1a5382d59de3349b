"""Reminders retimed right after they were set or shown ("make the reminder 3pm instead", "set the reminder for 3pm",
"actually make it 6am" after the list), asked for in other words ("read me my reminders", "show mi reminders",
"whens the tide reminder set for"), set with the day said first ("every monday remind me at 8am to …") or with a
remark after the task ("…, i'll forget otherwise"), and time zones said for short ("joburg", "… po"). Clock fixed as
in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

_SET = ConversationContext(last_task={"id": "x", "number": 2, "title": "Send the invoice"},
                           last_action={"intent": "schedule_reminder",
                                        "params": {"when": "2026-11-26T16:00:00+00:00"}})
_SHOWN = ConversationContext(last_task={"id": "x", "number": 1, "title": "Grab the ladder"},
                             last_action={"intent": "list_reminders", "params": {}})


@pytest.mark.parametrize(
    "text",
    ["oups, make the reminder 3pm instead", "make the reminder 3pm", "can you make the reminder 3pm please",
     "set the reminder for 3pm instead", "set the reminder to 3pm", "change the reminder to 3pm",
     "make my reminder 3pm instead"],
)
def test_the_reminder_just_set_gets_the_new_time(text: str) -> None:
    found = steps(text, _SET)
    assert [intent for intent, _, _ in found] == ["move_reminder"]
    assert found[0][2]["task_ref"] == {"kind": "pronoun"}
    assert found[0][2]["when"].startswith("2026-11-23T15:00")  # the day is kept from the reminder itself
    assert found[0][2]["same_day"] is True


def test_move_my_reminder_is_the_reminder_talked_about_not_a_task_called_my() -> None:
    found = steps("move my reminder to 4", _SET)
    assert found[0][0] == "move_reminder" and found[0][2]["task_ref"] == {"kind": "pronoun"}


@pytest.mark.parametrize("text", ["actually make it 6am, we're starting early", "make it 6am", "make that 6:00am"])
def test_a_new_time_right_after_the_reminders_were_shown_moves_the_reminder(text: str) -> None:
    found = steps(text, _SHOWN)
    assert [intent for intent, _, _ in found] == ["move_reminder"]
    assert found[0][2]["same_day"] is True and found[0][2]["at_time"] == "06:00"


def test_a_new_day_after_the_reminders_were_shown_still_moves_the_task() -> None:
    assert steps("make it friday", _SHOWN)[0][0] == "update_task"


@pytest.mark.parametrize(
    "text",
    ["show mi reminders again", "what reminders mi have", "wat reminders mi have set",
     "ok and read me my reminders again", "read me my reminders", "read out my reminders pls",
     "so ok what reminders do i have"],
)
def test_reminders_asked_for_in_other_words_are_listed(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


def test_whens_without_its_apostrophe_asks_when_a_reminder_goes_off() -> None:
    assert steps("whens the tide reminder set for") == [("list_reminders", None, {"task_ref": title("tide")})]


@pytest.mark.parametrize(
    ("text", "when"),
    [("every monday remind me at 8am to check the generator oil", "2026-11-30T08:00:00+00:00"),
     ("tomorrow remind me at 5 to call bob", "2026-11-24T17:00:00+00:00"),
     ("on friday remind me at 9am to pay the rent", "2026-11-27T09:00:00+00:00")],
)
def test_a_day_said_before_remind_me_times_the_reminder_and_stays_out_of_the_title(text: str, when: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["add_task", "schedule_reminder"]
    assert not any(day in found[0][2]["title"].lower() for day in ("monday", "tomorrow", "friday"))
    assert found[1][2]["when"] == when


def test_a_weekly_reminder_said_day_first_repeats() -> None:
    found = steps("every monday remind me at 8am to check the generator oil")
    assert found[0][2] == {"title": "Check the generator oil", "repeat": "every monday at 8:00"}


@pytest.mark.parametrize(
    "text",
    ["remind me about the insurance on wednesday at 7am, i'll forget otherwise",
     "remind me about the insurance wednesday 7am - just in case",
     "remind me about the insurance on wednesday at 7am, or i'll forget"],
)
def test_a_remark_after_the_task_is_no_part_of_its_name(text: str) -> None:
    assert steps(text) == [("schedule_reminder", None, {"task_ref": title("insurance"),
                                                        "when": "2026-11-25T07:00:00+00:00"})]


@pytest.mark.parametrize(
    ("text", "zone"),
    [("use manila time for me po", "Asia/Manila"), ("im in joburg for the week now", "Africa/Johannesburg"),
     ("im in jozi this week", "Africa/Johannesburg"), ("in philly till friday, use philly time", "America/New_York")],
)
def test_time_zones_said_for_short(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]
