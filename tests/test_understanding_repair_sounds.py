"""Repair said the everyday way: a sound of dismay or approval before the reply, the reason after it, the task meant
named in a sentence of its own, the apology said formally, a new title followed by why."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", ["grand yeah do it", "sweet as yep go ahead", "lekker yes please", "bet, do it",
                                  "sharp sharp yes", "erm yes go on"])
def test_approval_sound_then_yes_is_a_confirm(text: str) -> None:
    assert steps(text) == [("none", "confirm", {})]


@pytest.mark.parametrize("text", ["yoh no leave it", "haibo forget it", "blimey, never mind", "chai no forget it",
                                  "welp, nvm", "actually nah forget it",
                                  "no leave it, i'm using it friday", "forget it, we're sorted"])
def test_dismay_then_letting_go_is_a_cancel(text: str) -> None:
    assert steps(text) == [("none", "cancel", {})]


@pytest.mark.parametrize("text", ["aii sorry put it back, turns out i need it", "na revert that",
                                  "whoops, undo that", "yikes undo"])
def test_dismay_then_undo_is_an_undo(text: str) -> None:
    assert steps(text)[0][:2] == ("none", "undo")


@pytest.mark.parametrize("text", ["no – the other one", "the other one, apologies", "no the other one my mistake",
                                  "na the other one"])
def test_the_other_one_with_an_apology(text: str) -> None:
    assert steps(text) == [("none", "correct", {"task_ref": {"kind": "other"}})]


@pytest.mark.parametrize("text", ["actually no just remove it", "actually nah, just bin it"])
def test_second_thoughts_then_a_delete_deletes_the_task_talked_about(text: str) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": {"kind": "pronoun"}})]


@pytest.mark.parametrize(("text", "ref"), [
    ("sorry, i meant the blue folder. tick it off", "blue folder"),
    ("its the hoover one i meant, remove it", "hoover"),
    ("it was the gas bill i meant. mark it done pls", "gas bill"),
])
def test_the_task_meant_said_first_is_what_it_means(text: str, ref: str) -> None:
    assert steps(text)[0][2]["task_ref"] == {"kind": "title", "value": ref}


@pytest.mark.parametrize(("text", "new"), [
    ("rename the milk one to buy 2 litres milk, we're going through loads", "Buy 2 litres milk"),
    ("change the title of #2 to order 40 screws, i've used the rest", "Order 40 screws"),
    ("rename eggs to buy a dozen eggs, i'm baking", "Buy a dozen eggs"),
    ("rename 3 to ring tom, dick and harry", "Ring tom, dick and harry"),
])
def test_why_after_a_new_title_is_no_part_of_it(text: str, new: str) -> None:
    assert steps(text)[0][2]["title"] == new


@pytest.mark.parametrize("text", ["ayy", "ayo", "ayyy todobot"])
def test_ayy_is_a_greeting(text: str) -> None:
    assert steps(text) == [("none", "greet", {})]


@pytest.mark.parametrize("text", ["grand, add milk", "sweet potatoes", "add mint sauce", "ei add eggs"])
def test_a_sound_before_a_request_is_no_reply(text: str) -> None:
    assert all(intent != "none" for intent, _, _ in steps(text))
