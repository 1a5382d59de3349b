"""A promise ("i said id drive her", "told mum i'd ring the bank") is a to-do, never a correction that undoes the
last change nor a report that a task is done. A task the user says they ticked off, then "put it back", is that task
reopened. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("i said id drive her", "Drive her"),
        ("i said id drive mam to the gp", "Drive mam to the gp"),
        ("i told mum i'd ring the bank", "Ring the bank"),
        ("promised jo id help her move", "Help her move"),
        ("i promised to call her back", "Call her back"),
        ("we said we'd paint the fence", "Paint the fence"),
        ("told the landlord ill fix the gate", "Fix the gate"),
        ("i said ill do the bins", "Do the bins"),
    ],
)
def test_a_promise_is_a_task(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


@pytest.mark.parametrize("text", ["no i said delete it", "i said delete it not done"])
def test_i_said_with_a_request_is_still_a_correction(text: str) -> None:
    [(intent, act, _)] = steps(text)
    assert (intent, act) == ("delete_task", "correct")


@pytest.mark.parametrize("text", ["i told mum", "told the landlord about the gate"])
def test_told_someone_is_still_a_done_report(text: str) -> None:
    assert steps(text)[0][0] == "complete_task"


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("ah hang on i ticked off the o'neill invoice but the cheque bounced. put it back", "o'neill invoice"),
        ("i ticked off the bins, bring it back", "bins"),
        ("we crossed off the gas bill earlier but it didnt go through, put it back", "gas bill"),
    ],
)
def test_a_task_said_ticked_off_then_put_back_is_reopened(text: str, ref: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": {"kind": "title", "value": ref}})]


@pytest.mark.parametrize("text", ["ah crap i still need eggs, put it back", "the laundry was right. undo"])
def test_put_back_with_no_task_ticked_is_still_an_undo(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]
