"""Long chat 27 adds: a list of things with one level said after it for each, "put X on there <date>" with no
comma, and a reminder whose words after the time are only why it is wanted."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "titles", "level"), [
    ("add buy airpods for jasmine, buy robe for dad, and target gift card for keisha, all low priority",
     ["Buy airpods for jasmine", "Buy robe for dad", "Target gift card for keisha"], "low"),
    ("add milk, eggs, and bread, all high priority", ["Milk", "Eggs", "Bread"], "high"),
    ("pls add call plumber, pay council tax and book mot - all urgent",
     ["Call plumber", "Pay council tax", "Book mot"], "high"),
    ("add dog treats, poop bags and a new leash, both low prio", ["Dog treats", "Poop bags", "A new leash"], "low"),
    ("add nappies, wipes, and formula - all of them high priority", ["Nappies", "Wipes", "Formula"], "high"),
])
def test_a_level_said_after_a_list_is_each_things_level(text: str, titles: list[str], level: str) -> None:
    said = steps(text)
    assert [s[0] for s in said] == ["add_task"] * len(titles)
    assert [s[2]["title"] for s in said] == titles
    assert all(s[2]["priority"] == level for s in said)


def test_a_list_without_a_level_still_splits_at_the_oxford_and() -> None:
    said = steps("add buy airpods for jasmine, buy robe for dad, and target gift card for keisha")
    assert [s[2]["title"] for s in said] == ["Buy airpods for jasmine", "Buy robe for dad",
                                             "Target gift card for keisha"]


@pytest.mark.parametrize(("text", "title", "due"), [
    ("put keishas move on there too saturday 8am", "Keishas move", "2026-11-28T08:00"),
    ("stick the school fair on there friday 3pm", "The school fair", "2026-11-27T15:00"),
    ("put the plumber on there tmrw", "The plumber", "2026-11-24"),
    ("put dentist on there next thursday at 2", "Dentist", "2026-11-26T14:00"),
])
def test_put_on_there_then_a_date_without_a_comma_is_an_add(text: str, title: str, due: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and params["title"] == title and params["due"].startswith(due)


def test_bin_day_put_on_there_weekly() -> None:
    (intent, _, params), = steps("chuck bin day on there every tuesday")
    assert intent == "add_task" and params["title"] == "Bin day" and params["repeat"] == "every tuesday"


@pytest.mark.parametrize("text", [
    "add pick up uhaul saturday 7am cottage grove and remind me friday night at 9 so i set an alarm",
    "add dentist tuesday 3pm and remind me monday evening so i dont forget",
    "add flight fri 6am, remind me thursday 8pm so im packed",
])
def test_why_a_reminder_is_wanted_is_no_task(text: str) -> None:
    said = steps(text)
    assert [s[0] for s in said] == ["add_task", "schedule_reminder"]
    assert said[1][2]["task_ref"] == {"kind": "pronoun"}


def test_so_i_can_do_something_is_the_to_do() -> None:
    said = steps("remind me at 5 so i can call mum")
    assert said[0][0] == "add_task" and said[0][2]["title"] == "Call mum"


@pytest.mark.parametrize("text", [
    "hey morning. ok so its been a crazy thanksgiving weekend and i need to get my week together lol",
    "hiya, mad weekend, really need to get my life sorted lol",
    "hi good morning! long weekend, gotta get my act together",
    "hey morning. crazy week lol",
])
def test_a_greeting_with_a_wish_to_get_organised_is_a_greeting(text: str) -> None:
    assert steps(text) == [("none", "greet", {})]


@pytest.mark.parametrize(("text", "title"), [
    ("hey morning. add call mum", "Call mum"),
    ("hey morning. need to pay the gas bill", "Pay the gas bill"),
])
def test_a_greeting_then_a_real_to_do_still_adds_it(text: str, title: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and params["title"] == title
