"""A question whose topic is the reminders lists them, however it is typed (dialect, typos, short words); the
standard forms of those words are read in the one place the others are (text.clean)."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("said", [
    "wat r my reminders",
    "wat reminders do i hav",
    "so wat reminders r on for tmrw",
    "which reminders r still on",
    "wetin be my reminders",
    "the reminders, whats on there?",
    "did i set any reminders",
    "do i hav any reminders set",
])
def test_a_question_about_the_reminders_lists_them(said: str) -> None:
    assert [s[0] for s in steps(said)] == ["list_reminders"]


@pytest.mark.parametrize("said", [
    "add check the smoke alarms",
    "add visit wat pho",
    "i hate reminders",
])
def test_a_task_or_a_remark_about_reminders_is_no_list(said: str) -> None:
    assert "list_reminders" not in [s[0] for s in steps(said)]


def test_stop_reminding_said_with_its_g_dropped_and_in_scots_cancels_the_reminder() -> None:
    [(intent, _, params)] = steps("stop remindin me aboot the recycling, council changed the days")
    assert intent == "cancel_reminder"
    assert params["task_ref"]["value"] == "recycling"


@pytest.mark.parametrize("said", ["apologies - tuesday not wednesday", "my apologies — tuesday, not wednesday"])
def test_an_apology_before_a_fixed_day_is_a_sorry(said: str) -> None:
    [(intent, _, params)] = steps(said)
    assert intent == "update_task" and params["due"] == "2026-11-24"


def test_yeah_nah_is_a_no_before_a_new_time() -> None:
    [(intent, _, params)] = steps("yeah nah make it 7:15")
    assert intent == "update_task" and params["at_time"].endswith(":15")
