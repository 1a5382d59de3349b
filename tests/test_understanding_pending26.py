"""Weather as the reason for a move (never a task done), a group done "while it was quiet", and a yes said in full."""

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize("text", [
    "the southerly's come in, cant get up the ladder today. postpone everything from today to tmrw",
    "rain came in so push everything today to tomorrow",
    "storm's come in, move todays stuff to tomorrow",
    "ugh the fog rolled in, shift all of today to tomorrow",
])
def test_weather_arriving_is_no_task_done(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["update_task"]


@pytest.mark.parametrize("text", ["the oat milk order came in", "the rain jacket arrived", "the parcel came in today",
                                  "the snow is cleared"])
def test_a_thing_that_came_in_is_still_done(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["complete_task"]


@pytest.mark.parametrize("text", [
    "I did all the low priority bits while it was quiet, tick them all off",
    "all the low priority bits are done",
    "did all the low prio bits while the shop was dead",
])
def test_low_priority_bits_done_are_the_low_priority_group(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "complete_task" and params["task_ref"].get("priority") == "low"


def test_done_while_it_was_quiet_names_the_task_alone() -> None:
    [(_, _, params)] = steps("did the bins while it was quiet")
    assert params["task_ref"] == {"kind": "title", "value": "bins"}


_ASKED_DELETE = ConversationContext(awaiting_confirmation=True, confirming={"intent": "delete_task", "numbers": [47]})


@pytest.mark.parametrize("text", ["yes delete 47", "yeah delete #47", "yep, remove it", "yes bin it"])
def test_a_yes_saying_the_change_again_is_the_yes(text: str) -> None:
    assert steps(text, _ASKED_DELETE) == [("none", "confirm", {})]


@pytest.mark.parametrize("text", ["yes delete 12", "yes mark 47 done"])
def test_a_yes_with_another_change_is_no_plain_yes(text: str) -> None:
    assert steps(text, _ASKED_DELETE) != [("none", "confirm", {})]
