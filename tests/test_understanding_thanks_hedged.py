"""A thanks or praise taken back a little with a laugh is still thanks; "that's it for the week" is a goodbye."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", [
    "merci, you're the best... most of the time haha",
    "ta, ur a star, mostly lol",
    "thanks, you're a gem... sometimes lol",
    "cheers, ur a legend. mostly haha",
    "gracias, you're a legend... kinda jaja",
])
def test_praise_with_a_laughed_off_hedge_is_thanks(text: str) -> None:
    assert steps(text) == [("none", "thanks", {})]


@pytest.mark.parametrize("text", [
    "ok thats it for the week",
    "thats all for this week, cheers",
    "right that's me for the weekend, ta",
    "ok thats enough for this week. danke, you're a star... mostly lol",
])
def test_done_for_the_week_is_a_goodbye(text: str) -> None:
    assert steps(text) == [("none", "bye", {})]


@pytest.mark.parametrize("text", ["mostly", "add mostly harmless book to the reading list"])
def test_a_hedge_alone_is_no_thanks(text: str) -> None:
    assert steps(text) != [("none", "thanks", {})]
