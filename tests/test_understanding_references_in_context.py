"""Which task a reference means in context: "its" in a later clause ("… and cancel its reminder"), a task's number
said with words describing it ("#11 the call mum one"), a priority it no longer has then the new one ("its not
low priority anymore, medium"), a task named before a dash with a reason before the change ("the bins - … so
stop repeating that one"), and, among the user's tasks, the title whose words fit best.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import number, steps, title
from todobot.dialogue.references import resolve_reference

PRONOUN = {"kind": "pronoun"}

# ------------------------------------------------------------------ "its" in a later clause


@pytest.mark.parametrize(
    "text",
    [
        "stop repeating #4 and cancel its reminder",
        "make #4 high priority and turn off it's reminder",
    ],
)
def test_its_reminder_after_a_numbered_change_is_that_task(text: str) -> None:
    got = steps(text)
    assert got[0][2]["task_ref"] == number(4)
    assert got[-1][0] == "cancel_reminder" and got[-1][2]["task_ref"] == PRONOUN


@pytest.mark.parametrize("text", ["move its reminder to sunday 6pm", "push its reminder to sunday at 6pm"])
def test_its_reminder_alone_is_the_task_talked_about(text: str) -> None:
    assert [(i, p["task_ref"]) for i, _, p in steps(text)] == [("move_reminder", PRONOUN)]


def test_a_numbered_tasks_reminder_with_apostrophe_s() -> None:
    assert steps("move #3's reminder to sunday 6pm")[0][2]["task_ref"] == number(3)


# ------------------------------------------------------------------ a number with a description


@pytest.mark.parametrize(
    ("text", "intent", "n"),
    [
        ("delete #11 the call mum one", "delete_task", 11),
        ("remove the call mum task #11", "delete_task", 11),
        ("mark #7 the dentist one as done", "complete_task", 7),
    ],
)
def test_a_number_said_with_words_is_that_number(text: str, intent: str, n: int) -> None:
    assert steps(text) == [(intent, None, {"task_ref": number(n)})]


def test_a_hash_inside_a_new_title_stays_in_it() -> None:
    assert steps("add buy #2 pencils")[0][0] == "add_task"


# ------------------------------------------------------------------ a priority it no longer has


@pytest.mark.parametrize(
    ("text", "ref", "level"),
    [
        ("and its not low priority anymore, bikes sell out too. medium", PRONOUN, "medium"),
        ("it's not urgent any more, low", PRONOUN, "low"),
        ("that's no longer top priority. medium now", PRONOUN, "medium"),
        ("the gym one isn't high priority anymore - low please", title("gym"), "low"),
    ],
)
def test_a_level_denied_then_the_new_one(text: str, ref: dict[str, Any], level: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "priority": level})]


def test_a_level_denied_with_no_new_one_changes_nothing() -> None:
    assert steps("its not low priority anymore")[0][0] == "unknown"


# ------------------------------------------------------------------ a task named, a dash, a reason, the change


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("the bins - my neighbour does them now on tuesdays so stop repeating that one and stop the reminder", "bins"),
        ("the blister packs - Phoenix said they can only deliver thursday so move it to thurs 3rd dec",
         "blister packs"),
        ("the gym one - move it to friday, the class moved", "gym"),
    ],
)
def test_the_task_before_the_dash_is_what_it_means(text: str, ref: str) -> None:
    got = steps(text)
    assert got and all(p["task_ref"] == title(ref) for _, _, p in got)


def test_a_new_thing_with_a_dash_is_still_an_add() -> None:
    assert steps("milk - buy it tomorrow")[0][0] == "add_task"


# ------------------------------------------------------------------ the title whose words fit best


def _tasks(*titles: str) -> list[dict[str, Any]]:
    return [{"id": str(i), "number": i, "title": t, "status": "pending"} for i, t in enumerate(titles, 1)]


@pytest.mark.parametrize(
    ("words", "titles", "meant"),
    [
        ("ciara's present", ("Sort out Ciara's 40th party", "Make a photo slideshow for Ciara", "Buy ciara a present"),
         "Buy ciara a present"),
        ("cd register check", ("Check the CD register balances", "Check the CD register"), "Check the CD register"),
        ("inspection prep", ("Prepare for the GPhC inspection", "Update the SOPs for inspection"),
         "Prepare for the GPhC inspection"),
        ("gas bill", ("Pay the gas bill", "Pay the water bill"), "Pay the gas bill"),
    ],
)
def test_the_best_worded_title_is_meant(words: str, titles: tuple[str, ...], meant: str) -> None:
    found = resolve_reference({"kind": "title", "value": words}, _tasks(*titles))
    assert found.task is not None and found.task["title"] == meant


@pytest.mark.parametrize(
    ("words", "titles"),
    [
        ("mum", ("Call mum", "Drive mum to hospital")),
        ("bill", ("Pay the gas bill", "Pay the water bill")),
    ],
)
def test_words_every_title_has_are_asked_about(words: str, titles: tuple[str, ...]) -> None:
    found = resolve_reference({"kind": "title", "value": words}, _tasks(*titles))
    assert found.task is None and len(found.candidates) == len(titles)
