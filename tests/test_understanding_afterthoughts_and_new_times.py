"""Things said in a hurry about the list: a second item remembered while typing ("add salt, oh and pepper"), the
speaker leaving before a request ("gotta go, add milk"), a bare number said of the task just added ("and make it
3": its hour, or its count when its title has one), a day's open tasks cleared with a weak verb ("clear
everything from saturday"), and a repeat said as a follow-up ("make it every friday") — each with near misses.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps

# ------------------------------------------------------------------ an item remembered while typing


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("add salt, oh and pepper", ["Salt", "Pepper"]),
        ("add eggs, milk, oh and bread", ["Eggs", "Milk", "Bread"]),
        ("add call mum, oh and also the vet", ["Call mum", "The vet"]),
    ],
)
def test_an_item_remembered_while_typing_is_a_task_of_its_own(text: str, titles: list[str]) -> None:
    assert [params.get("title") for _, _, params in steps(text)] == titles


@pytest.mark.parametrize("text", ["add salt and pepper", "add paint the fence, the shed and the gate"])
def test_one_thing_with_an_and_in_it_stays_one_task(text: str) -> None:
    assert len(steps(text)) == 1


# ------------------------------------------------------------------ leaving, then a request


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("gotta go, add milk", ["Milk"]),
        ("got to run, remind me to call dan at 5", ["Call dan"]),
    ],
)
def test_saying_you_have_to_go_adds_no_task_called_go(text: str, titles: list[str]) -> None:
    added = [params["title"] for intent, _, params in steps(text) if intent == "add_task"]
    assert added == titles


@pytest.mark.parametrize("text", ["i have to go now", "i have to leave now", "need to run"])
def test_leaving_alone_is_a_goodbye(text: str) -> None:
    assert steps(text) == [("none", "bye", {})]


@pytest.mark.parametrize(("text", "title"), [("i need to go to the bank", "Go to the bank"),
                                             ("need to run the dishwasher", "Run the dishwasher")])
def test_going_somewhere_or_running_something_is_still_a_task(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


# ------------------------------------------------------------------ a bare number said of the task just added


@pytest.mark.parametrize("text", ["and make it 3", "make it 3 oclock", "change it to 4", "make that 9"])
def test_a_bare_hour_for_it_is_a_time_never_a_title(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and "title" not in params and params.get("at_time_loose") is True


@pytest.mark.parametrize(("text", "title"), [("rename it to 4", "4"), ("make it 12 eggs", "12 eggs")])
def test_a_rename_or_an_amount_with_words_is_still_a_title(text: str, title: str) -> None:
    [(_, _, params)] = steps(text)
    assert params.get("title") == title


# ------------------------------------------------------------------ a day's tasks cleared


@pytest.mark.parametrize("text", ["clear everything from saturday", "delete everything from saturday",
                                  "clear out all of saturday"])
def test_clearing_a_days_tasks_deletes_that_days_open_tasks(text: str) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": {"kind": "all", "status": "pending",
                                                                "due": "2026-11-28"}})]


def test_removing_a_stain_from_something_is_still_a_chore() -> None:
    assert steps("remove the stain from the carpet")[0][0] == "add_task"
