"""A city named anywhere people live gives its time zone, said loosely ("i'm in christchurch now", "im in phoenix az
fyi", "use lagos time for me please", "staying with my daughter in Sydney, so please use Sydney time until further
notice"): GeoNames' cities (todobot/places), the most populous of a name unless a country or state follows.
Everyday words that are also towns ("i'm in reading", "i'm on holiday", "in the van") are no place.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.timezones import zone_for_place


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("i'm in christchurch now", "Pacific/Auckland"),
        ("im in phoenix az fyi", "America/Phoenix"),
        ("use lagos time for me please", "Africa/Lagos"),
        ("I am now staying with my daughter in Sydney, so please use Sydney time until further notice.",
         "Australia/Sydney"),
        ("back home in leeds now so uk time again", "Europe/London"),
        ("im visiting my folks in perth", "Australia/Perth"),
        ("im in berlin btw", "Europe/Berlin"),
        ("use sydney time for now", "Australia/Sydney"),
        ("go by nz time for the time being", "Pacific/Auckland"),
        ("we're in hobart this week", "Australia/Hobart"),
        ("just landed in wollongong", "Australia/Sydney"),
        ("i'm in birmingham alabama for work", "America/Chicago"),
        ("landed in cebu", "Asia/Manila"),
    ],
)
def test_a_city_said_loosely_sets_its_zone_and_adds_nothing(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_the_zone_then_the_question_in_one_message() -> None:
    assert steps("i'm in christchurch now, what have i got tomorrow") == [
        ("set_timezone", None, {"timezone": "Pacific/Auckland"}), ("list_tasks", None, {"due": "tomorrow"})]


@pytest.mark.parametrize(
    ("place", "zone"),
    [("perth", "Australia/Perth"), ("perth scotland", "Europe/London"), ("birmingham", "Europe/London"),
     ("birmingham, alabama", "America/Chicago"), ("christchurch", "Pacific/Auckland"), ("derry", "Europe/London"),
     ("são paulo", "America/Sao_Paulo"), ("portland oregon", "America/Los_Angeles"), ("berln", "Europe/Berlin")],
)
def test_the_city_people_mean(place: str, zone: str) -> None:
    assert zone_for_place(place) == zone


@pytest.mark.parametrize("text", ["i'm in reading", "im in a meeting fyi", "I'm in trouble btw", "i'm on holiday",
                                  "i'm in the van", "i'm at the airport", "set my time zone to atlantis"])
def test_an_everyday_word_is_no_city(text: str) -> None:
    assert all(params.get("timezone") is None for _, _, params in steps(text))
