"""Changes to existing tasks said loosely: a task named for its title ("just call it …", "call #3 …"), a rename
said after another change to the same task, two tasks moved in one breath, and a reminder moved with "can go to".
Each test asserts what the user would notice: which task changes, how, and that no junk task is added.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.readings import number, steps, title

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "ref", "new"),
    [
        ("lol the title of 6 has the date in it, just call it tiling bathroom", number(6), "Tiling bathroom"),
        ("the name of task 4 is wrong, rename it to buy oat milk", number(4), "Buy oat milk"),
        ("the wording on #2 is off, just call it pay the gas bill", number(2), "Pay the gas bill"),
        ("call #3 book car service", number(3), "Book car service"),
        ("just name task 7 renew the passport", number(7), "Renew the passport"),
        ("just call it school run", PRONOUN, "School run"),
        ("and call it email the landlord", PRONOUN, "Email the landlord"),
    ],
)
def test_naming_a_task_renames_it(text: str, ref: dict[str, Any], new: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "title": new})]


@pytest.mark.parametrize("text", ["call it a day", "call it off", "call it in", "call it quits"])
def test_sayings_with_call_it_rename_nothing(text: str) -> None:
    assert all(intent != "update_task" for intent, _, _ in steps(text))


def test_a_rename_said_after_a_new_date_is_kept() -> None:
    said = steps("17 should be due fri 27th 5pm, and call it email mrs okafor the grade boundaries")
    assert [(i, p.get("task_ref"), p.get("title")) for i, _, p in said] == [
        ("update_task", number(17), None), ("update_task", number(17), "Email mrs okafor the grade boundaries")]
    assert said[0][2]["due"] == "2026-11-27T17:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("match clashes with my run, push the 5k to sunday and the long run to monday",
         (title("5k"), "2026-11-29"), (title("long run"), "2026-11-30")),
        ("move the dentist to friday and the haircut to saturday",
         (title("dentist"), "2026-11-27"), (title("haircut"), "2026-11-28")),
        ("push the dentist to friday, and the haircut to 3pm saturday",
         (title("dentist"), "2026-11-27"), (title("haircut"), "2026-11-28T15:00:00+00:00")),
    ],
)
def test_two_tasks_moved_in_one_breath_both_move(text: str, first: tuple, second: tuple) -> None:
    said = steps(text)
    assert [(i, p["task_ref"], p["due"]) for i, _, p in said] == [
        ("update_task", *first), ("update_task", *second)]


def test_a_move_then_an_add_is_still_an_add() -> None:
    said = steps("move the dentist to friday and add the haircut to my list")
    assert [i for i, _, _ in said] == ["update_task", "add_task"]


@pytest.mark.parametrize(
    ("text", "ref", "when"),
    [
        ("so the clear out reminder can go to sunday 8pm instead", title("clear out"), "2026-11-29T20:00:00+00:00"),
        ("the bins reminder can be moved to 7pm", title("bins"), "2026-11-23T19:00:00+00:00"),
        ("the gym reminder could go to friday 6am", title("gym"), "2026-11-27T06:00:00+00:00"),
    ],
)
def test_a_reminder_that_can_go_later_is_moved(text: str, ref: dict[str, Any], when: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"], params["when"]) == ("move_reminder", ref, when)
    assert bool(params.get("same_day")) == (not re.search(r"sunday|friday", text))  # a bare time keeps its day


@pytest.mark.parametrize(
    ("text", "due"),
    [("and the task itself should be due the 1st too", "2026-12-01"), ("the actual task is due friday", "2026-11-27")],
)
def test_the_task_itself_is_the_task_just_talked_about(text: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": PRONOUN, "due": due})]
