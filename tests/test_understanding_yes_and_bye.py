"""A yes, a no or the one picked, said with thanks, a goodbye or a word of praise, is the answer to what is pending;
a goodbye is a step after it (thanks need none). With nothing pending, or with nothing but chatter, nothing changes."""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext

ASKED = ConversationContext(awaiting_confirmation=True)
WHICH = ConversationContext(pending_intent="delete_task", pending_slot="task_ref")


def acts(text: str, context: ConversationContext | None = ASKED) -> list[str | None]:
    return [a or i for i, a, _ in steps(text, context)]


@pytest.mark.parametrize("text", [
    "yes thx, thats it for today, bye!", "ok do it, thanks mate, night", "yes. thats all for now", "sure, bye",
    "yeah sound, talk later", "aye, that's me done for the day", "yeah do it. cheers, night night", "yup thanks, ttyl",
    "ok sure thank u!! gn", "yes, thanks a lot, have a good one", "yes ty, see ya", "yes cheers, catch you later",
    "ok yes, good night", "yes thank you, that's everything",
])
def test_yes_with_a_goodbye(text: str) -> None:
    assert acts(text) == ["confirm", "bye"]


@pytest.mark.parametrize("text", [
    "yep go ahead cheers", "yes pls ta", "yes!! ur a star", "go on then, cheers x", "yes please, thank you so much",
    "yeah go on, ta love", "yep, you're a legend", "ok yes, thanks heaps", "yes sweet as, cheers", "cheers, yes go on",
])
def test_yes_with_thanks(text: str) -> None:
    assert acts(text) == ["confirm"]


@pytest.mark.parametrize(("text", "parting"), [
    ("no thats fine, bye", "bye"), ("nope, thats all, night", "bye"), ("no, that's it for today", "bye"),
    ("no thanks, bye", "bye"), ("no its fine thanks", None), ("nah, all good, ta", None),
])
def test_no_with_thanks_or_goodbye(text: str, parting: str | None) -> None:
    assert acts(text) == ["deny", parting] if parting else ["deny"]


def test_never_mind_with_thanks() -> None:
    assert acts("nah leave it, thanks anyway")[0] in ("deny", "cancel")


@pytest.mark.parametrize(("text", "ref"), [
    ("the 2nd one thx", {"kind": "ordinal", "value": 2}), ("2 thanks", {"kind": "number", "value": 2}),
    ("the first one, cheers, bye", {"kind": "ordinal", "value": 1}),
])
def test_the_one_picked_with_thanks(text: str, ref: dict) -> None:
    found = steps(text, WHICH)
    assert found[0][0] == "delete_task" and found[0][2]["task_ref"] == ref
    assert [a for _, a, _ in found[1:]] in ([], ["bye"])


@pytest.mark.parametrize("text", ["thanks", "bye", "thanks, bye", "ok thanks", "ok bye", "ok, bye", "thanks for that"])
def test_chatter_alone_is_no_answer(text: str) -> None:
    assert "confirm" not in acts(text)
    assert "confirm" not in acts(text, WHICH)


def test_yes_then_a_new_add_does_both() -> None:
    assert [(i, a) for i, a, _ in steps("yes and add eggs too", ASKED)] == [("none", "confirm"), ("add_task", None)]


def test_nothing_pending_keeps_a_goodbye_a_goodbye() -> None:
    assert acts("thanks, thats it for today, bye!", None) == ["bye"]


@pytest.mark.parametrize("text", ["yep all of it", "yes all of them", "yes the lot", "yeah everything"])
def test_a_yes_to_a_bulk_question_said_with_all_of_it_is_a_yes(text: str) -> None:
    """"Move these 3 tasks to Fri 4 Dec?" — "yep all of it": the yes, said again of the whole group."""
    assert steps(text) == [("none", "confirm", {})]
