"""A no to a change offered, with the day meant instead ("no, monday the 7th"), and "and the card too" after a move
(long chat 21)."""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

ASKED = ConversationContext(awaiting_confirmation=True)
MOVED = ConversationContext(last_action={"intent": "update_task", "params": {"due": "2026-12-05"}},
                            last_task={"id": "x", "number": 15, "title": "Get aoife a present"})


@pytest.mark.parametrize(("text", "due"), [
    ("no, monday the 7th", "2026-12-07"),
    ("no, the 7th", "2026-12-07"),
    ("nah the 5th", "2026-12-05"),
    ("nope, the 7th pls", "2026-12-07"),
    ("no, 7th december", "2026-12-07"),
    ("no - dec 7", "2026-12-07"),
    ("no, i said friday", "2026-11-27"),
    ("no wrong day, friday", "2026-11-27"),
    ("naw, the 14th", "2026-12-14"),
    ("no, on the 7th instead", "2026-12-07"),
    ("no!! the 5th", "2026-12-05"),
    ("no. friday", "2026-11-27"),
])
def test_a_no_with_the_day_meant_carries_it(text: str, due: str) -> None:
    assert steps(text, ASKED) == [("none", "deny", {"due": due})]


@pytest.mark.parametrize("text", ["no", "no thanks", "no ta", "no, tomorrow is fine", "no, friday is fine",
                                  "no, at 3pm", "no, not today"])
def test_a_plain_no_carries_no_day(text: str) -> None:
    assert steps(text, ASKED) == [("none", "deny", {})]


def test_a_no_with_a_day_when_nothing_was_asked_is_no_answer() -> None:
    assert steps("no, monday the 7th") != [("none", "deny", {"due": "2026-12-07"})]


@pytest.mark.parametrize("text", ["and the card too", "the card too", "same for the card", "the card as well",
                                  "and the card", "what about the card", "oh and the card too", "the card also"])
def test_another_task_named_after_a_move_is_moved_too(text: str) -> None:
    assert steps(text, MOVED) == [("update_task", None, {"due": "2026-12-05", "task_ref": title("card")})]


@pytest.mark.parametrize("text", ["and buy a card too", "and i need a card too"])
def test_a_new_thing_to_do_after_a_move_is_still_an_add(text: str) -> None:
    assert [s[0] for s in steps(text, MOVED)] == ["add_task"]


def test_the_card_too_after_an_add_is_another_add() -> None:
    added = ConversationContext(last_action={"intent": "add_task", "params": {}})
    assert [s[0] for s in steps("and the card too", added)] == ["add_task"]
