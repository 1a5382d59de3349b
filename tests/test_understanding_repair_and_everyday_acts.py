"""Conversation repair and everyday acts said loosely: a yes or no said twice or with "go", thanks and goodbyes in
other words, "wrong one" on its own, a done task set back to pending, a task named by its date of the month, a change
of mind inside a title, and the task a remark names before "tick that" / "take it off"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import steps, title

OTHER: dict[str, Any] = {"task_ref": {"kind": "other"}}


@pytest.mark.parametrize(("text", "act"), [
    ("yes go", "confirm"),
    ("yeah go", "confirm"),
    ("nope nope", "deny"),
    ("nah no", "deny"),
    ("no nope", "deny"),
    ("medaase", "thanks"),
    ("nagode, thanks", "thanks"),
    ("got to go, byee", "bye"),
    ("byeeee", "bye"),
    ("ok thanks, bye bye", "bye"),
])
def test_everyday_acts_said_loosely_are_acts_not_tasks(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


@pytest.mark.parametrize("text", ["wrong one", "wrong one pal", "not that one!!", "that's the wrong one lol"])
def test_wrong_one_alone_redoes_the_last_request_on_another_task(text: str) -> None:
    assert steps(text) == [("none", "correct", OTHER)]


@pytest.mark.parametrize(("text", "ref"), [
    ("please restore the hymn sheets task to pending", title("hymn sheets")),
    ("revert the gutter one back to open", title("gutter")),
    ("return the essay to not done", title("essay")),
])
def test_a_done_task_set_back_to_pending_is_reopened(text: str, ref: dict[str, Any]) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": ref})]


def test_restore_alone_still_undoes_the_change_to_that_task() -> None:
    assert steps("restore the dentist") == [("none", "undo", {"task_ref": title("dentist")})]


@pytest.mark.parametrize(("text", "intent", "due"), [
    ("the one due on the 3rd, bin it, not happening", "delete_task", "2026-12-03"),
    ("delete the task due 5th december", "delete_task", "2026-12-05"),
    ("the one due dec 1 is done", "complete_task", "2026-12-01"),
])
def test_a_task_named_by_its_date_of_the_month_is_acted_on_not_redated(text: str, intent: str, due: str) -> None:
    assert steps(text) == [(intent, None, {"task_ref": {"kind": "all", "status": "pending", "one": True, "due": due}})]


@pytest.mark.parametrize(("text", "expected"), [
    ("add buy red wool, no wait, grey wool", "Buy grey wool"),
    ("add paint the small bedroom, no wait, big bedroom", "Paint the big bedroom"),
    ("add buy milk, no wait, oat milk", "Buy oat milk"),
])
def test_a_change_of_mind_inside_a_title_replaces_the_words_it_repeats(text: str, expected: str) -> None:
    assert steps(text) == [("add_task", None, {"title": expected})]


@pytest.mark.parametrize(("text", "expected"), [
    ("the milk's already in the fridge, take it off", ("delete_task", "milk")),
    ("oh the flyers are no longer needed, take that off the list", ("delete_task", "flyers")),
    ("the boiler's the one i meant, delete that", ("delete_task", "boiler")),
    ("the invoice is the one i did, tick that", ("complete_task", "invoice")),
])
def test_the_task_a_remark_names_is_the_one_acted_on(text: str, expected: tuple[str, str]) -> None:
    assert steps(text) == [(expected[0], None, {"task_ref": title(expected[1])})]


@pytest.mark.parametrize("text", ["undo that my boss said no", "oops undo it she already booked it"])
def test_an_undo_then_why_without_a_comma_is_an_undo(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


def test_a_task_named_after_a_remark_and_an_emoji_is_the_one_changed() -> None:
    assert steps("power's out again 😩 the candles one, change it to buy 20 candles") == [
        ("update_task", None, {"task_ref": title("candles"), "title": "Buy 20 candles"})]
