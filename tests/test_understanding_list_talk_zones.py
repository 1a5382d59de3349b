"""List questions read by their time words with chatter around them, reminders listed for a day, thanks and
goodbyes with chatter, time zones asked for in everyday forms, a priority said last, and supplies running low."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", ["anything i've let slip past the due date?", "what's gone past its deadline",
                                  "which ones have missed their due dates", "am i behind with anything"])
def test_things_past_their_date_are_the_overdue_ones(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"due": "overdue"})]


@pytest.mark.parametrize("text", ["so whats tmrw look like", "what does tomorrow look like", "wat does tmr look like"])
def test_how_tomorrow_looks_lists_tomorrow(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"due": "tomorrow"})]


@pytest.mark.parametrize("text", ["what does a sunset look like tomorrow", "whats the weather look like tomorrow"])
def test_how_the_world_looks_is_no_listing(text: str) -> None:
    assert steps(text)[0][0] != "list_tasks"


@pytest.mark.parametrize("text", ["clocked off, whats on tomorrow", "knocked off work. anything due tomorrow?",
                                  "knocked off early lol. what do i have tomorrow"])
def test_the_working_day_over_is_no_done_report(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"due": "tomorrow"})]


@pytest.mark.parametrize("text", ["just knocked off", "i just knocked off work", "just clocked off"])
def test_knocking_off_alone_completes_nothing(text: str) -> None:
    assert all(intent != "complete_task" for intent, _, _ in steps(text))


def test_knocking_off_a_task_still_completes_it() -> None:
    assert steps("knocked off the report")[0][0] == "complete_task"


@pytest.mark.parametrize("text", ["which alarms have i got for friday", "any reminders for the weekend?",
                                  "what reminders have i got set for next week",
                                  "list my reminders, including the one-off ones",
                                  "show reminders with the weekly ones too"])
def test_reminders_for_a_day_or_of_a_kind_are_all_listed(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


def test_reminders_for_a_task_still_name_it() -> None:
    found = steps("what reminders do i have for the dentist")
    assert found[0][2] == {"task_ref": {"kind": "title", "value": "dentist"}}


@pytest.mark.parametrize("text", ["thanks, you're excellent", "you are very good at this", "cheers, ur a good bot"])
def test_thanks_with_plain_praise_is_thanks(text: str) -> None:
    assert steps(text) == [("none", "thanks", {})]


@pytest.mark.parametrize("text", ["ill log off now, bye", "gonna call it a night. good night",
                                  "right, time to sign off. cheers", "ok im going to head off now, take care"])
def test_leaving_said_ahead_is_a_goodbye(text: str) -> None:
    assert steps(text) == [("none", "bye", {})]


@pytest.mark.parametrize(("text", "zone"), [
    ("use perth time pls", "Australia/Perth"), ("lisbon time from now on", "Europe/Lisbon"),
    ("nairobi tz please", "Africa/Nairobi"), ("my timezone is denver / mountain", "America/Denver"),
    ("set my timezone to chicago (central)", "America/Chicago"), ("nah im in perth not sydney", "Australia/Perth"),
    ("I'm in Denver, not Phoenix - please update the tz", "America/Denver"),
    ("i'm in toronto, just flew in from vancouver", "America/Toronto"),
])
def test_zones_asked_for_in_everyday_forms(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


@pytest.mark.parametrize("text", ["story time please", "im in a meeting not free", "home time"])
def test_times_that_are_no_place_set_no_zone(text: str) -> None:
    assert all(intent != "set_timezone" for intent, _, _ in steps(text))


@pytest.mark.parametrize(("text", "title", "level"), [
    ("add fix the gate when i get a chance", "Fix the gate", "low"),
    ("add clean the oven no rush", "Clean the oven", "low"),
    ("add sort the loft sometime", "Sort the loft", "low"),
    ("add learn the song eventually", "Learn the song", "low"),
    ("add water plants, high", "Water plants", "high"),
    ("add buy eggs, low", "Buy eggs", "low"),
])
def test_a_priority_said_last_is_the_priority(text: str, title: str, level: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title, "priority": level})]


def test_when_inside_a_title_stays() -> None:
    assert steps("add email bob about when we can meet") == [
        ("add_task", None, {"title": "Email bob about when we can meet"})]


@pytest.mark.parametrize(("text", "title"), [("chicken feed running low again", "Chicken feed"),
                                             ("cat litter nearly out", "Cat litter"),
                                             ("running low on printer ink", "Printer ink"),
                                             ("almost out of coffee", "Coffee")])
def test_a_supply_running_low_is_a_need(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


@pytest.mark.parametrize("text", ["battery running low", "my battery's getting low", "running low on patience lol",
                                  "ran out of time"])
def test_what_runs_low_that_is_no_supply_adds_nothing(text: str) -> None:
    assert all(intent != "add_task" for intent, _, _ in steps(text))
