"""One reminder of several, named by the day (and time) it goes off; another reminder asked for "it"; a repeat at two
times a day; and questions about one task, its reminders, the list and the time zone that must never change anything.
(Clock: Mon 23 Nov 2026 09:00 UTC.)"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext

ASKED_A_YES = ConversationContext(awaiting_confirmation=True)


@pytest.mark.parametrize(
    ("text", "ref", "picked"),
    [
        ("stop the thursday 6pm reminder for the plumber", "plumber", {"on": "2026-11-26", "reminder_time": "18:00"}),
        ("kill the wednesday plumber alarm", "plumber", {"on": "2026-11-25"}),
        ("delete tmrw's 8am reminder for the dentist", "dentist", {"on": "2026-11-24", "reminder_time": "08:00"}),
        ("cancel friday's reminder about the rent pls", "rent", {"on": "2026-11-27"}),
    ],
)
def test_a_reminder_named_by_its_day_is_the_one_cancelled(text: str, ref: str, picked: dict) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": {"kind": "title", "value": ref}, **picked})]


@pytest.mark.parametrize(
    "text",
    [
        "the wednesday reminder for the plumber is pointless now, scrap it. leave the thursday one",
        "my wednesday alarm for the plumber is redundant, so delete that one pls",
        "that wednesday reminder about the plumber is no longer needed - bin it",
    ],
)
def test_a_reminder_said_not_needed_then_dropped_is_that_reminder_never_the_task(text: str) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": {"kind": "title", "value": "plumber"},
                                                      "on": "2026-11-25"})]


def test_news_that_a_task_is_not_needed_still_deletes_the_task() -> None:
    assert steps("the meeting is useless now, cancel that one")[0][0] == "delete_task"


@pytest.mark.parametrize(
    ("text", "picked"),
    [
        ("no just the thursday one", {"on": "2026-11-26"}),
        ("nah only the 6pm", {"reminder_time": "18:00"}),
        ("the wednesday one only", {"on": "2026-11-25"}),
        ("only cancel thursday's 6pm one", {"on": "2026-11-26", "reminder_time": "18:00"}),
    ],
)
def test_a_cancel_of_all_is_narrowed_to_the_reminder_named(text: str, picked: dict) -> None:
    (found,) = steps(text, context=ASKED_A_YES)
    assert found[1] == "confirm"
    assert {k: v for k, v in found[2]["only_reminders"].items() if k != "zone"} == picked


@pytest.mark.parametrize(
    "text",
    ["and one more reminder for it on thursday at 6pm", "plus another reminder for it thursday 6pm",
     "a second reminder for it on thursday at 6pm"],
)
def test_one_more_reminder_for_it_is_a_reminder_not_a_task(text: str) -> None:
    assert steps(text) == [("schedule_reminder", None, {"task_ref": {"kind": "pronoun"},
                                                        "when": "2026-11-26T18:00:00+00:00"})]


@pytest.mark.parametrize(
    ("text", "title", "repeat"),
    [
        ("insulin for dad at 8am & 8pm daily", "Insulin for dad", "daily at 8:00 and 20:00"),
        ("feed the cat every day at 7 and 6pm", "Feed the cat", "every day at 7:00 and 18:00"),
        ("water the seedlings every day at 6am and 5pm", "Water the seedlings", "every day at 6:00 and 17:00"),
    ],
)
def test_a_repeat_at_two_times_of_day_keeps_both(text: str, title: str, repeat: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title, "repeat": repeat})]


@pytest.mark.parametrize(
    ("text", "numbers"),
    [("whats 14 now", [14]), ("what was #7 again", [7]), ("hows number 12 looking", [12]), ("what is task 3", [3])],
)
def test_a_task_asked_about_by_its_number_is_shown(text: str, numbers: list[int]) -> None:
    assert steps(text) == [("list_tasks", None, {"numbers": numbers})]


def test_sums_are_not_tasks() -> None:
    assert steps("whats 2 plus 2")[0][0] == "none"


@pytest.mark.parametrize(
    "text", ["what is my time zone currently set to", "which tz is it set at", "wats the time zone at the moment?"])
def test_the_time_zone_asked_about_is_said(text: str) -> None:
    assert steps(text) == [("get_timezone", None, {})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("did the plumber reminders go away now that its done?", {"kind": "title", "value": "plumber"}),
        ("have the gym alarms been cancelled too?", {"kind": "title", "value": "gym"}),
        ("were the reminders for the vet removed when i ticked it off?", {"kind": "title", "value": "vet"}),
        ("did its reminders stop now its finished", {"kind": "pronoun"}),
    ],
)
def test_whether_a_tasks_reminders_are_gone_is_asked_never_a_done_report(text: str, ref: dict) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": ref})]


@pytest.mark.parametrize(
    ("text", "ref", "title"),
    [
        ("rename 14 back to get the calc from priya", {"kind": "number", "value": 14}, "Get the calc from priya"),
        ("rename it back to call the bank", {"kind": "pronoun"}, "Call the bank"),
        ("rename 4 to back to school shopping", {"kind": "number", "value": 4}, "Back to school shopping"),
    ],
)
def test_renamed_back_is_renamed(text: str, ref: dict, title: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "title": title})]
