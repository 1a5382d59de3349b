"""Follow-ups and the task meant: several tasks each named with its own "the" all move, a task's name then "back to"
a day moves that task, and "and the deposit?" right after a change makes the same change to that task. Each test
asserts what the user would notice: which tasks change, and how.
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(
    ("text", "names", "due"),
    [
        ("move the cake and the deposit to monday 7th dec", ["cake", "deposit"], "2026-12-07"),
        ("push the dentist and the vet to tuesday", ["dentist", "vet"], "2026-11-24"),
        ("move the cake, the DJ and the deposit to friday", ["cake", "dj", "deposit"], "2026-11-27"),
        ("move my gym class and my haircut to thursday", ["gym class", "haircut"], "2026-11-26"),
    ],
)
def test_each_task_named_with_its_own_the_moves(text: str, names: list[str], due: str) -> None:
    got = steps(text)
    assert [s[0] for s in got] == ["update_task"] * len(names)
    assert [s[2]["task_ref"] for s in got] == [title(n) for n in names]
    assert all(s[2]["due"] == due for s in got)


@pytest.mark.parametrize("text", ["move fish and chips to friday", "move the fish and chips to friday"])
def test_a_name_with_its_own_and_stays_one_task(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title("fish and chips"), "due": "2026-11-27"})]


@pytest.mark.parametrize(
    ("text", "name", "due"),
    [
        ("tiles back to weds", "tiles", "2026-11-25"),
        ("bins back to thursday", "bins", "2026-11-26"),
        ("gym forward to friday", "gym", "2026-11-27"),
    ],
)
def test_a_task_back_to_a_day_moves_that_task(text: str, name: str, due: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == title(name) and params["due"] == due


def test_back_to_work_is_still_a_new_task() -> None:
    assert steps("back to work monday")[0][0] == "add_task"


MOVED = ConversationContext(last_task={"id": "x", "number": 1, "title": "Order the cake"},
                            last_action={"intent": "update_task", "params": {"due": "2026-12-07"}})


@pytest.mark.parametrize(("text", "name"), [("and the deposit?", "deposit"), ("the DJ too", "dj"),
                                             ("what about the venue", "venue"), ("and the invitations", "invitations")])
def test_another_task_named_after_a_move_gets_the_same_date(text: str, name: str) -> None:
    assert steps(text, MOVED) == [("update_task", None, {"due": "2026-12-07", "task_ref": title(name)})]


def test_another_task_named_after_a_priority_change_gets_it_too() -> None:
    urgent = ConversationContext(last_action={"intent": "update_task", "params": {"priority": "high"}})
    assert steps("and the deposit?", urgent) == [("update_task", None, {"priority": "high",
                                                                        "task_ref": title("deposit")})]


@pytest.mark.parametrize("text", ["and the kids are sick", "and the cake is done"])
def test_news_after_a_move_is_not_the_same_move(text: str) -> None:
    assert all(s[0] != "update_task" for s in steps(text, MOVED))
