"""Basic chats said loosely (blind set 21): a casual "mate"/"bro" at the end with no comma, a shrug ("anyway") after a
list question, "and the X one also" after a tick, a done-report ending in "tho", "take the X one off actually", a
rename followed by why, how a task got done said after it ("found one in the shed"), "add it so. <the task>", a
correction that names a number and what to do with it, "add X add Y" run on by voice typing, and "not the X, the Y
one" — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import read, steps
from todobot.understanding.model import ConversationContext

DONE_ONES = {"task_ref": {"kind": "all", "status": "completed"}}


def title(value: str) -> dict[str, Any]:
    return {"kind": "title", "value": value}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("clear all my done ones mate", [("delete_task", None, DONE_ONES)]),
        ("delete the finished ones bro", [("delete_task", None, DONE_ONES)]),
        ("what's left on my list anyway", [("list_tasks", None, {"status": "pending"})]),
        ("whats left on the list anyways?", [("list_tasks", None, {"status": "pending"})]),
        ("is the bin bags on my list anyway", [("list_tasks", None, {"query": "bin bags"})]),
        ("take the carrel one off actually", [("delete_task", None, {"task_ref": title("carrel")})]),
        ("take the gym thing off then, i've cancelled", [("delete_task", None, {"task_ref": title("gym")})]),
        ("the forms are posted though", [("complete_task", None, {"task_ref": title("forms")})]),
    ],
)
def test_said_loosely(text: str, expected: list[tuple[str, str | None, dict[str, Any]]]) -> None:
    assert steps(text) == expected


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("add text my mate", "Text my mate"),
        ("add ring the flat mate about rent", "Ring the flat mate about rent"),
        ("add buy a present for his best mate", "Buy a present for his best mate"),
        ("add ask tom to add me to the group chat", "Ask tom to add me to the group chat"),
        ("add check the sums add up", "Check the sums add up"),
    ],
)
def test_titles_keep_their_words(text: str, kept: str) -> None:
    assert steps(text) == [("add_task", None, {"title": kept})]


def test_a_done_report_ending_in_tho_is_sure() -> None:
    assert read("shampoo's ordered tho").confidence >= 0.9


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("add collect van keys from dave add fuel card pin reset add ring control about the sat nav",
         ["Collect van keys from dave", "Fuel card pin reset", "Ring control about the sat nav"]),
        ("add pick up the kids add book the car in", ["Pick up the kids", "Book the car in"]),
        ("could you add it so. Refill the bird feeder.", ["Refill the bird feeder"]),
        ("add it then. order more printer paper", ["Order more printer paper"]),
    ],
)
def test_adds_said_in_a_run(text: str, titles: list[str]) -> None:
    assert [(s.intent, s.params.get("title")) for s in read(text).steps] == [("add_task", t) for t in titles]


def test_the_next_sentence_after_a_real_add_is_its_own_task() -> None:
    assert [s.params.get("title") for s in read("add milk. buy eggs").steps] == ["Milk", "Buy eggs"]


@pytest.mark.parametrize(
    ("text", "renamed"),
    [
        ("rename buy detangler to buy the good detangler, the cheap one is rubbish", "Buy the good detangler"),
        ("change the paint one to buy white gloss, the old tin is dried out", "Buy white gloss"),
    ],
)
def test_why_after_a_rename_is_no_part_of_the_title(text: str, renamed: str) -> None:
    (step,) = read(text).steps
    assert (step.intent, step.params.get("title")) == ("update_task", renamed)


@pytest.mark.parametrize(
    "text",
    [
        "the dryer hose is sorted, found one in the shed",
        "dryer hose done, got a new one online",
        "the dryer hose is sorted, picked up another one from b&q",
    ],
)
def test_how_it_got_done_is_no_second_task(text: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title("dryer hose")})]


def test_a_second_thing_bought_is_still_a_second_report() -> None:
    assert len(read("dryer hose done, bought the dog food").steps) == 2


AFTER_A_TICK = ConversationContext(last_action={"intent": "complete_task", "params": {"task_ref": title("priya")}},
                                   last_task={"id": "t1", "number": 1, "title": "Email Priya the numbers"})


@pytest.mark.parametrize("text", ["and the rahul one also", "and the rahul one too", "also the rahul one"])
def test_and_that_one_also_after_a_tick(text: str) -> None:
    assert steps(text, AFTER_A_TICK) == [("complete_task", None, {"task_ref": title("rahul")})]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("oh i meant 2 its done not delete just done", ("complete_task", "correct", {"kind": "number", "value": 2})),
        ("sorry i meant task 4, it is finished", ("complete_task", "correct", {"kind": "number", "value": 4})),
        ("no i meant 2", ("none", "correct", {"kind": "number", "value": 2})),
        ("naw sorry the byres road one", ("none", "correct", title("byres road"))),
        ("no not the pin the sat nav one", ("none", "correct", title("sat nav"))),
        ("nah not the pin, the sat nav one", ("none", "correct", title("sat nav"))),
    ],
)
def test_corrections(text: str, expected: tuple[str, str, dict[str, Any]]) -> None:
    (step,) = read(text).steps
    assert (step.intent, step.act, step.params.get("task_ref")) == expected
