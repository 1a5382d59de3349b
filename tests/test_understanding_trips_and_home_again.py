"""A trip and the way home, told the way people type them ("in vancouver for the conference till wed, use vancouver
time", "switch to vancouver time pls", "ok back in toronto"): the time zone of the place, and no task made of the
journey. A place with no known zone ("back in the office") is no time zone. Clock fixed as in
test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("in vancouver for the conference till wednesday, use vancouver time", "America/Vancouver"),
        ("in vancouver till wed, use vancouver time pls", "America/Vancouver"),
        ("switch to vancouver time pls", "America/Vancouver"),
        ("can you switch over to tokyo time", "Asia/Tokyo"),
        ("ok back in toronto", "America/Toronto"),
        ("back home in leeds now", "Europe/London"),
        ("im back in toronto", "America/Toronto"),
        ("back home in toronto, switch back to eastern", "America/New_York"),
    ],
)
def test_a_trip_or_the_way_home_sets_the_zone_of_the_place_and_adds_nothing(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


@pytest.mark.parametrize("text", ["back in the office now", "in the office today, add call bob", "back in 5"])
def test_a_place_with_no_time_zone_is_no_zone_change(text: str) -> None:
    assert all(intent != "set_timezone" for intent, _, _ in steps(text))
