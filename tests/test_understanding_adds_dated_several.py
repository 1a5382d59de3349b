"""Adds said with a date, a priority or "same day", and several adds in one message."""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("Please add the Rotary newsletter, due on the 3rd of December.", "The Rotary newsletter", "2026-12-03"),
        ("pls add the school newsletter, due on the 3rd", "The school newsletter", "2026-12-03"),
        ("add raise invoice for nov by 30th p1", "Raise invoice for nov", "2026-11-30"),
        ("add gst filing due 20th", "Gst filing", "2026-12-20"),
        ("add book taxi before 5th", "Book taxi", "2026-12-05"),
    ],
)
def test_a_date_said_with_an_add_is_its_due(text: str, title: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task"
    assert params["title"] == title and params["due"] == due


def test_a_bare_ordinal_after_by_keeps_the_priority_too() -> None:
    [(_, _, params)] = steps("add raise invoice for nov by 30th p1")
    assert params["priority"] == "high"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("ran out of flu shot consent forms, add print more consent forms asap", "Print more consent forms"),
        ("add call the bank asap", "Call the bank"),
        ("add renew passport as soon as possible", "Renew passport"),
    ],
)
def test_asap_at_the_end_is_high_priority(text: str, title: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["title"], params.get("priority")) == ("add_task", title, "high")


def test_asap_inside_a_title_stays() -> None:
    [(_, _, params)] = steps("add asap tshirts order")
    assert params["title"] == "Asap tshirts order"


_AFTER_ADD = ConversationContext(last_action={"intent": "add_task", "params": {"due": "2026-12-16"}},
                                 last_task={"id": "x", "number": 1, "title": "Pay the parking fine"})


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("and add pay the tv licence same day", "Pay the tv licence"),
        ("add get a card for kavya's shower, same day", "Get a card for kavya's shower"),
        ("also add collect the suit the same day pls", "Collect the suit"),
    ],
)
def test_an_add_said_for_the_same_day_is_due_then(text: str, title: str) -> None:
    [(intent, _, params)] = steps(text, _AFTER_ADD)
    assert (intent, params["title"], params["due"]) == ("add_task", title, "2026-12-16")


def test_same_day_inside_a_title_with_nothing_before_stays() -> None:
    [(_, _, params)] = steps("add same day delivery test")
    assert params["title"] == "Same day delivery test"


def test_same_again_with_nothing_before_asks_what() -> None:
    [(intent, _, params)] = steps("same again but for sat")
    assert intent == "add_task" and "title" not in params and params["due"] == "2026-11-28"


@pytest.mark.parametrize(
    ("text", "adds"),
    [
        ("add showing at 1423 e camelback fri 2pm, inspection report due wed, call the lender today",
         [("Showing at 1423 e camelback", "2026-11-27T14:00:00+00:00"), ("Inspection report", "2026-11-25"),
          ("Call the lender", "2026-11-23")]),
        ("add buy milk, essay due wed and call mum today",
         [("Buy milk", None), ("Essay", "2026-11-25"), ("Call mum", "2026-11-23")]),
        ("add chem exam dec 7, physics essay due dec 9",
         [("Chem exam", "2026-12-07"), ("Physics essay", "2026-12-09")]),
    ],
)
def test_a_thing_due_a_day_in_a_list_of_adds_is_added(text: str, adds: list) -> None:
    found = steps(text)
    assert [(i, p["title"], p.get("due")) for i, _, p in found] == [("add_task", t, d) for t, d in adds]


def test_a_task_moved_beside_an_add_still_moves() -> None:
    found = steps("add call mum, and the dentist to friday")
    assert [i for i, _, _ in found] == ["add_task", "update_task"]
