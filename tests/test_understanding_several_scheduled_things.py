"""Several things in one message: a first thing named with its own day or repeat ("gym mondays", "weekly market shop
on sundays") before to-dos led by a verb is an item of its own, never glued into the next one's title; "rsvp" leads a
to-do like any verb. News with a day ("the vet is closed friday") stays news."""

from __future__ import annotations

import pytest

from tests.readings import added_titles, steps


@pytest.mark.parametrize(("text", "titles"), [
    ("weekly market shop on sundays, and water the plants on the azotea every wednesday and sunday",
     ["Market shop", "Water the plants on the azotea"]),
    ("yoga tuesdays, call nan sundays and do the bins every thursday", ["Yoga", "Call nan", "Do the bins"]),
    ("team standup every weekday at 9, plus email the weekly report every friday",
     ["Team standup", "Email the weekly report"]),
    ("bins every tuesday night, and feed the cat every morning", ["Bins", "Feed the cat"]),
    ("no, two separate ones: market shop every sunday, and water azotea plants every wednesday and sunday",
     ["Market shop", "Water azotea plants"]),
    ("i need to RSVP by tuesday and buy a gift", ["RSVP", "Buy a gift"]),
    ("need to rsvp to the wedding by friday, and book the hotel", ["Rsvp to the wedding", "Book the hotel"]),
])
def test_each_thing_is_its_own_task(text: str, titles: list[str]) -> None:
    assert added_titles(text) == titles


def test_each_keeps_its_own_repeat() -> None:
    found = steps("weekly market shop on sundays, and water the plants on the azotea every wednesday and sunday")
    assert [p.get("repeat") for _, _, p in found] == ["every sunday", "every wednesday and sunday"]


@pytest.mark.parametrize("text", [
    "the vet is closed friday, and buy dog food",
    "pharmacy shuts at 6, grab the prescription",
    "buy milk and call the plumber",
])
def test_news_or_one_errand_is_not_split(text: str) -> None:
    assert len(steps(text)) == 1
