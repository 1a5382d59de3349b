"""Frames from a long user trial, in our own words: getting one task back, a story told beside a
new task, and more. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import NOW, steps

# ------------------------------------------------------------------ getting one task back

@pytest.mark.parametrize(("text", "ref"), [
    ("bring back #4", {"kind": "number", "value": 4}),
    ("put task 7 back please", {"kind": "number", "value": 7}),
    ("undo deleting the dentist task", {"kind": "title", "value": "dentist"}),
    ("reverse the deletion of the gym one", {"kind": "title", "value": "gym"}),
    ("i want the boiler service one back", {"kind": "title", "value": "boiler service"}),
    ("could i have the gym one back", {"kind": "title", "value": "gym"}),
])
def test_asking_for_one_task_back_undoes_the_change_to_it(text: str, ref: dict[str, Any]) -> None:
    assert steps(text) == [("none", "undo", {"task_ref": ref})]


@pytest.mark.parametrize("text", ["can i get that one back", "i wanted it back", "could you put that one back"])
def test_asking_for_that_one_back_undoes_the_last_change(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


def test_wanting_something_back_that_is_no_task_is_no_undo() -> None:
    assert steps("i want my money back")[0][1] != "undo"


# ------------------------------------------------------------------ a story told beside a new task

@pytest.mark.parametrize(("text", "title"), [
    ("bumped into an old colleague, add send cv to priya by friday", "Send cv to priya"),
    ("met someone from the council at the fair, add ring the council", "Ring the council"),
    ("i found a cheaper printer supplier, add compare printer quotes", "Compare printer quotes"),
])
def test_a_story_beside_a_new_task_ticks_nothing_off(text: str, title: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["add_task"]
    assert found[0][2]["title"] == title


def test_a_done_report_beside_a_new_task_still_ticks_it_off() -> None:
    assert [intent for intent, _, _ in steps("posted the parcel, add buy stamps")] == ["complete_task", "add_task"]


# ------------------------------------------------------------------ an existing task's date, said about it

@pytest.mark.parametrize(("text", "ref", "due"), [
    ("the gutter task, due saturday", {"kind": "title", "value": "gutter"}, "2026-11-28"),
    ("the invoice one: due friday", {"kind": "title", "value": "invoice"}, "2026-11-27"),
    ("#6, due thursday", {"kind": "number", "value": 6}, "2026-11-26"),
])
def test_a_task_named_then_due_moves_its_due(text: str, ref: dict[str, Any], due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "due": due})]


@pytest.mark.parametrize(("text", "ref"), [
    ("stop repeating it, he only needs it the once", {"kind": "pronoun"}),
    ("stop repeating the bins one. council changed the days", {"kind": "title", "value": "bins"}),
])
def test_stop_repeating_with_a_reason_after_it_names_only_the_task(text: str, ref: dict[str, Any]) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "repeat": ""})]


# ------------------------------------------------------------------ asking when a task is due

@pytest.mark.parametrize(("text", "query"), [
    ("when is the VAT due now?", "vat"),
    ("whens the council tax due again", "council tax"),
    ("when's my tax return due?", "tax return"),
])
def test_asking_when_a_task_is_due_searches_the_list(text: str, query: str) -> None:
    from todobot.understanding import understand_offline

    found = understand_offline(text, now=NOW, timezone="UTC")
    assert (found.intent, found.params.get("query")) == ("list_tasks", query)
