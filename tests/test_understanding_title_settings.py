"""Settings said with a new task (how much it matters, whose clock) stay out of its title; a laugh or a "no
thanks" is handled as what it is."""

from __future__ import annotations

import pytest

from tests.readings import steps


def _add(text: str) -> dict:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "add_task", found
    return found[0][2]


@pytest.mark.parametrize(("text", "name", "level"), [
    ("add try the croissants from that bakery for the brunch menu, whenever, low priority ahah",
     "Try the croissants from that bakery for the brunch menu", "low"),
    ("add read dune, no rush haha", "Read dune", "low"),
    ("add fix the gate whenever lol", "Fix the gate", "low"),
    ("put call mum on the list, not important hehe", "Call mum", "low"),
    ("add renew the car insurance, urgent lmao", "Renew the car insurance", "high"),
    ("add book dentist, p3 kkkk", "Book dentist", "low"),
])
def test_a_laugh_after_the_priority_leaves_the_title_and_the_priority_is_set(text: str, name: str, level: str) -> None:
    params = _add(text)
    assert params["title"] == name and params["priority"] == level


@pytest.mark.parametrize("text", ["add tell the builder no thanks", "add text sarah no thank you"])
def test_a_no_thanks_to_pass_on_keeps_its_thanks(text: str) -> None:
    assert _add(text)["title"].endswith(("no thanks", "no thank you"))


@pytest.mark.parametrize("text", ["add water plants thanks", "add send invoice thank you"])
def test_a_thank_you_to_the_bot_is_still_dropped(text: str) -> None:
    assert "thank" not in _add(text)["title"].lower()


@pytest.mark.parametrize(("text", "name", "due"), [
    ("add zoom with the perth crew thursday 6pm perth time", "Zoom with the perth crew", "2026-11-26T10:00:00+00:00"),
    ("add call the nyc office friday 9am eastern time", "Call the nyc office", "2026-11-27T14:00:00+00:00"),
    ("add webinar at 10am london time on friday", "Webinar", "2026-11-27T10:00:00+00:00"),
    ("add standup 9:30 local time tomorrow", "Standup", "2026-11-24T09:30:00+00:00"),
    ("add ring grandma tomorrow 3pm (uk time)", "Ring grandma", "2026-11-24T15:00:00+00:00"),
])
def test_a_clock_said_in_a_place_time_is_that_place_time_and_no_part_of_the_title(text: str, name: str,
                                                                                     due: str) -> None:
    params = _add(text)
    assert params["title"] == name and params["due"] == due


@pytest.mark.parametrize("text", ["add tea time with gran 4pm", "add dinner time chat at 8pm"])
def test_a_time_of_day_word_is_not_a_place(text: str) -> None:
    assert "time" in _add(text)["title"].lower()
