"""Reminders asked about, dropped and set in the words people use: "what reminders have i got the now", "whats me
reminders", "what reminders do I currently have?"; "the payroll reminder can go", "cancel the 6am one, shipper
emailed me" (after reminders); "set the renew insurance one to remind me thursday at 9"; "… n remind me thurs
evening"; "… and remind me the friday before". Near misses stay as they were. Clock fixed as in
test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title
from todobot.intents.schedule_reminder import ON_DUE_DAY
from todobot.understanding.model import ConversationContext

IT = {"kind": "pronoun"}
AFTER_A_REMINDER = ConversationContext(last_task={"id": "t2", "number": 2, "title": "Book a shower"},
                                       last_action={"intent": "schedule_reminder", "params": {}})
AFTER_THE_LIST = ConversationContext(last_action={"intent": "list_reminders", "params": {}})


@pytest.mark.parametrize(
    "text",
    [
        "what reminders have i got the now",
        "what reminders have i got la",
        "What reminders do I currently have?",
        "whats me reminders",
        "What reminders are currently active?",
        "what reminders i got",
        "which reminders do i still have",
        "what reminders have i got at present",
        "what reminders we got",
        "what reminders are still active",
    ],
)
def test_asking_which_reminders_there_are_lists_them(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("the payroll reminder can go, accountant does it now", "payroll"),
        ("the payroll reminder can go", "payroll"),
        ("my gym reminder can be deleted", "gym"),
        ("the reminder for the bins isnt needed anymore", "bins"),
        ("the vet reminder can just go now", "vet"),
    ],
)
def test_a_reminder_said_not_to_be_wanted_is_cancelled(text: str, task: str) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": title(task)})]


@pytest.mark.parametrize(
    "text",
    ["cancel the 6am one, shipper emailed me", "scrap the 6am one - sorted", "delete the 6am one cos i already rang"],
)
def test_a_reminder_named_by_its_time_just_after_reminders_is_cancelled_not_a_task(text: str) -> None:
    assert steps(text, AFTER_A_REMINDER) == [("cancel_reminder", None, {"reminder_time": "06:00"})]


def test_a_task_named_one_just_after_the_reminders_were_shown_is_that_reminder() -> None:
    assert steps("weather's turned proper nasty, move the pots one to wednesday 6am", AFTER_THE_LIST) == [
        ("move_reminder", None, {"task_ref": title("pots"), "when": "2026-11-25T06:00:00+00:00"})]
    assert steps("get rid of the bait one, ill see him anyway", AFTER_THE_LIST) == [
        ("cancel_reminder", None, {"task_ref": title("bait")})]


def test_with_no_reminders_talked_about_the_one_named_is_still_a_task() -> None:
    assert steps("move the pots one to wednesday 6am")[0][0] == "update_task"
    assert steps("move the other one to friday", AFTER_THE_LIST)[0][0] == "update_task"


@pytest.mark.parametrize(
    ("text", "ref", "when"),
    [
        ("set the renew insurance one to remind me thursday at 9", title("renew insurance"),
         "2026-11-26T09:00:00+00:00"),
        ("have task 3 remind me friday 5pm", number(3), "2026-11-27T17:00:00+00:00"),
        ("set it to remind me at 5", IT, "2026-11-23T17:00:00+00:00"),
    ],
)
def test_a_task_told_to_remind_sets_its_reminder(text: str, ref: dict[str, object], when: str) -> None:
    # (a time alone also says so, `on_due_day`: which day it lands on is the task's —
    # tests/scenarios/reminder_time_on_the_due_day.toml)
    assert [(i, a, {k: v for k, v in p.items() if k != ON_DUE_DAY}) for i, a, p in steps(text, AFTER_A_REMINDER)] == [
        ("schedule_reminder", None, {"task_ref": ref, "when": when})]


def test_an_n_or_ampersand_before_remind_me_adds_the_task_and_its_reminder() -> None:
    assert steps("add renew the van insurance for friday n remind me thurs evening") == [
        ("add_task", None, {"due": "2026-11-27", "title": "Renew the van insurance"}),
        ("schedule_reminder", None, {"when": "2026-11-26T18:00:00+00:00", "task_ref": IT})]
    assert [s[0] for s in steps("add dentist wed 3pm & remind me tues night")] == ["add_task", "schedule_reminder"]
    assert steps("add fish n chips friday") == [("add_task", None, {"due": "2026-11-27", "title": "Fish n chips"})]


def test_the_weekday_before_the_due_is_one_task_and_its_reminder() -> None:
    assert steps("add staff meeting monday the 30th 10am and remind me the friday before") == [
        ("add_task", None, {"due": "2026-11-30T10:00:00+00:00", "title": "Staff meeting"}),
        ("schedule_reminder", None, {"task_ref": IT, "before": {"weekday": 4}})]
    assert steps("remind me about the dentist the tuesday before at 6pm") == [
        ("schedule_reminder", None, {"task_ref": title("dentist"), "before": {"weekday": 1, "at": "18:00"}})]


def test_the_day_before_counts_back_from_the_new_tasks_due_not_its_due_time() -> None:
    assert steps("add vet wed 2pm and remind me the day before")[1] == (
        "schedule_reminder", None, {"task_ref": IT, "before": {"days": 1}})
