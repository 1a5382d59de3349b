"""Reminders asked about, moved and set the way people type ("whens my next ping", "what time am i getting nagged
about the ewes", "make the lunches reminder half 6 not 7", "I should be grateful if you would remind me every Sunday
at 8 in the evening to …"); a particle or a remark around the question does not change it ("… na", "… po", "… rn",
"…, i've already forgotten lol"). Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.intents.schedule_reminder import ON_DUE_DAY


@pytest.mark.parametrize(
    "text",
    ["what reminders do i have na", "what reminders do i have po", "what reminders have i got rn",
     "whit reminders hiv I got", "any reminders set rn", "whens my next ping", "when is my next reminder",
     "what time's the next alarm", "is there anything with a reminder on it tomorrow morning",
     "any tasks with reminders set for today?"],
)
def test_which_reminders_asked_loosely_lists_them(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


@pytest.mark.parametrize(
    ("text", "title"),
    [("what time am i getting nagged about the ewes", "ewes"), ("when will i get pestered about the bins", "bins"),
     ("when's that cake reminder again, i've already forgotten lol", "cake"),
     ("when's the dentist reminder, i forget", "dentist")],
)
def test_when_a_tasks_reminder_goes_off_is_asked_of_that_task(text: str, title: str) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": {"kind": "title", "value": title}})]


@pytest.mark.parametrize(
    ("text", "at"),
    [("make the lunches reminder half 6 not 7", "18:30"), ("make the lunches reminder half six not seven", "18:30"),
     ("change the lunches reminder to half 3", "15:30")],
)
def test_a_reminder_moved_to_half_past_is_a_move_not_a_new_task(text: str, at: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "move_reminder" and params["task_ref"] == {"kind": "title", "value": "lunches"}
    assert params["when"][11:16] == at and params.get("same_day")


def test_quarter_to_is_a_time_too() -> None:
    [(intent, _, params)] = steps("change the bins reminder to quarter to 7")
    assert intent == "move_reminder" and params["when"][11:16] == "18:45"


@pytest.mark.parametrize(
    "text",
    ["I should be grateful if you would remind me every Sunday at 8 in the evening to telephone my sister",
     "remind me every Sunday at 8 in the evening to telephone my sister"],
)
def test_a_weekly_reminder_asked_politely_is_set_with_no_question(text: str) -> None:
    assert steps(text) == [
        ("add_task", None, {"title": "Telephone my sister", "repeat": "every Sunday at 20:00"}),
        ("schedule_reminder", None, {"task_ref": {"kind": "pronoun"}, "when": "2026-11-29T20:00:00+00:00",
                                     "repeat": "every Sunday at 20:00"})]


def test_add_and_remind_at_9_in_the_morning_is_that_time_not_the_morning_of() -> None:
    assert steps("add pick up the ribbon order tmrw and remind me at 9 in the morning") == [
        ("add_task", None, {"due": "2026-11-24", "title": "Pick up the ribbon order"}),
        ("schedule_reminder", None, {"when": "2026-11-24T09:00:00+00:00", "task_ref": {"kind": "pronoun"},
                                     ON_DUE_DAY: {"at": "09:00", "loose": False}})]


@pytest.mark.parametrize(
    "text", ["add cut the cake in half 3 times", "add buy half 6 pack of eggs", "whens the next train",
             "add something with a reminder"])
def test_near_misses_stay_what_they_are(text: str) -> None:
    assert all(intent not in ("list_reminders", "move_reminder") for intent, _, _ in steps(text))
    assert all("when" not in params for _, _, params in steps(text))
