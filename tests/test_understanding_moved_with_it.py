"""A move that takes the task's reminder with it, and two tasks named before a remark that tells their new day."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", [
    "her flight is delayed 2 hrs, emirates texted. move the pickup to 5:45 and the reminder too",
    "move the pickup to 5:45pm and the reminder too",
    "push the pickup to 5:45 pm, reminder as well",
    "flight's late. shift the pickup to 5:45pm and its reminder with it",
    "move the pickup to 5:45pm and move the reminder too pls",
    "ugh delayed again, move the pickup to 5:45pm + the reminder too",
])
def test_reminder_too_moves_with_the_due_and_is_no_task(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["update_task"]
    assert found[0][2]["task_ref"] == {"kind": "title", "value": "pickup"}
    assert found[0][2]["at_time"] == "17:45"


def test_reminder_moved_to_its_own_time_is_still_a_reminder_move() -> None:
    found = steps("move the pickup to 5:45 and the reminder to 3:45")
    assert [s[0] for s in found] == ["update_task", "move_reminder"]


@pytest.mark.parametrize("text", [
    "hydro and rogers - i'm going to pay them both on monday dec 7 when i do the store bills. move both",
    "hydro and rogers - paying them on dec 7 with the store bills, move them both",
    "hydro & rogers: i'll pay them monday dec 7. push both",
    "hydro and rogers - both getting paid mon dec 7. so move em",
    "hydro and rogers - doing them on the 7th. move both of them pls",
])
def test_two_named_then_the_day_in_a_remark_then_move_both(text: str) -> None:
    found = steps(text)
    assert {s[0] for s in found} == {"update_task"}
    assert {s[2]["due"] for s in found} == {"2026-12-07"}
    assert "hydro" in str(found[0][2]["task_ref"]["value"]).lower()


def test_remark_without_a_day_is_not_read_as_a_move_to_a_day() -> None:
    found = steps("hydro and rogers - no idea when i'll pay them. move both")
    assert not any(s[2].get("due") for s in found)
