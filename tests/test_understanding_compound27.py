"""Several requests in one message, said with dialect joins, a list header, a task named then changed (set 32's
theme C, in wording of our own)."""

from __future__ import annotations

import pytest

from tests.readings import steps


def _intents(text: str) -> list[str]:
    return [s[0] for s in steps(text)]


@pytest.mark.parametrize(("text", "title"), [
    ("long week at the yard. could ye mark the invoices done an add ring the insurance people",
     "Ring the insurance people"),
    ("been up all night wi the dog. can ye tick off the hoovering an add book the groomer", "Book the groomer"),
])
def test_a_dialect_and_joins_a_tick_and_an_add(text: str, title: str) -> None:
    got = steps(text)
    assert [s[0] for s in got] == ["complete_task", "add_task"]
    assert got[1][2]["title"] == title


@pytest.mark.parametrize("text", ["an move the plumber to thursday", "n move the plumber to thursday"])
def test_a_leading_spoken_and_before_a_move(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "title", "value": "plumber"},
                                                  "due": "2026-11-26"})]


def test_a_texted_n_before_a_task_named() -> None:
    got = steps("the gutters are a mess, n the roof quote is urgent")
    assert got == [("update_task", None, {"task_ref": {"kind": "title", "value": "roof quote"}, "priority": "high"})]


@pytest.mark.parametrize("text", ["add fish n chips", "add send an update to the team", "add rock n roll night"])
def test_an_and_n_inside_a_title_stay(text: str) -> None:
    assert _intents(text) == ["add_task"]
    assert " and " not in steps(text)[0][2]["title"]


@pytest.mark.parametrize(("text", "titles"), [
    ("add four things: fix the gate, email the school, pay the gas, and book the mot",
     ["Fix the gate", "Email the school", "Pay the gas", "Book the mot"]),
    ("add 2 tasks - ring gran, water the plants", ["Ring gran", "Water the plants"]),
    ("add 3 items: essay draft due fri, lab report mon, and return library books sat",
     ["Essay draft", "Lab report", "Return library books"]),
])
def test_a_counted_list_adds_each_thing_never_the_count(text: str, titles: list[str]) -> None:
    assert [s[2]["title"] for s in steps(text)] == titles


@pytest.mark.parametrize(("text", "value"), [
    ("the payroll one set it to high also", "payroll"),
    ("that vet thing push it to monday", "vet"),
    ("the smoke alarm task make it p1", "smoke alarm"),
])
def test_a_task_named_then_changed_without_a_comma(text: str, value: str) -> None:
    got = steps(text)
    assert len(got) == 1 and got[0][0] == "update_task"
    assert got[0][2]["task_ref"] == {"kind": "title", "value": value}


@pytest.mark.parametrize(("text", "value", "due"), [
    ("put the dentist to friday", "dentist", "2026-11-27"),
    ("set my haircut for saturday", "haircut", "2026-11-28"),
    ("and set the boiler service for the 3rd", "boiler service", "2026-12-03"),
])
def test_put_or_set_to_a_day_moves_the_task(text: str, value: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "title", "value": value}, "due": due})]


@pytest.mark.parametrize("text", ["put the kids to bed tonight", "set the table for sunday"])
def test_a_chore_with_put_or_set_stays_a_chore(text: str) -> None:
    assert _intents(text) == ["add_task"]


def test_someone_moving_me_is_news_and_the_request_after_it_runs() -> None:
    got = steps("ugh. boss moved me to thursday so put the stocktake to friday")
    assert got == [("update_task", None, {"task_ref": {"kind": "title", "value": "stocktake"}, "due": "2026-11-27"})]
