"""Multi-part messages (an add put on the list with a day, a zone change then a request, a request after where the user
will be), courtesy before a move, work and sums asked of the bot, and where a repeat ends — said in wordings of our own.
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def intents(text: str) -> list[str]:
    return [intent for intent, _, _ in steps(text)]


@pytest.mark.parametrize(("text", "title", "due"), [
    ("pop dentist on for the 3rd", "Dentist", "2026-12-03"),
    ("pls put renew passport down for the 10th of dec", "Renew passport", "2026-12-10"),
])
def test_put_on_for_a_day_is_an_add_with_that_due(text: str, title: str, due: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task"
    assert params["due"] == due
    assert params["title"].lower() == title.lower()


@pytest.mark.parametrize(("text", "title", "due"), [
    ("stick the boiler service on for friday", "Boiler service", "2026-11-27"),
    ("put the mot in for the 5th", "Mot", "2026-12-05"),
    ("and put the glue sticks down for friday", "Glue sticks", "2026-11-27"),
])
def test_put_the_thing_on_for_a_day_moves_it_if_there_else_adds_it(text: str, title: str, due: str) -> None:
    """"the X" may already be on the list: moved to that day if so, added unasked with it if not."""
    (intent, _, params), = steps(text)
    assert intent == "update_task" and params["due"] == due
    assert params["task_ref"]["value"].lower() == title.lower()
    assert str(params["or_add"]).lower() == title.lower() and params["or_add_sure"] is True


def test_put_on_for_a_day_then_more_does_every_part() -> None:
    found = steps("stick the gutter clean on for the 4th n make it urgent, it's overflowing")
    assert [i for i, _, _ in found] == ["update_task"] and found[0][2]["or_add_sure"] is True
    assert found[0][2]["due"] == "2026-12-04" and found[0][2]["priority"] in ("high", "urgent")
    found = steps("bung car tax on for the 12th of december and remind me the day before")
    assert [i for i, _, _ in found] == ["add_task", "schedule_reminder"]
    assert found[1][2].get("before") == {"days": 1}


@pytest.mark.parametrize("text", ["put the kettle on", "put the heating on for an hour"])
def test_putting_something_on_now_is_no_dated_add(text: str) -> None:
    assert "add_task" not in intents(text)


@pytest.mark.parametrize("text", [
    "staying in lisbon for the week, so switch my clock",
    "based in mumbai for the month so use indian time",
    "working out of oslo til friday so use oslo time",
    "we're in auckland now, can you update the times",
    "im in perth this week so fix the clock",
])
def test_where_the_user_works_or_stays_then_the_zone_asked_is_only_a_zone(text: str) -> None:
    assert intents(text) == ["set_timezone"]


def test_zone_reset_then_a_reminder_uses_the_new_zone() -> None:
    found = steps("landed in perth, reset the clock and remind me at 7pm to phone the depot")
    assert found[0][0] == "set_timezone"
    assert found[-1][0] == "schedule_reminder" and found[-1][2]["when"].endswith("+08:00")


@pytest.mark.parametrize("text", [
    "heading out for lunch, once im back remind me at 3 to call the bank",
    "popping to the shops, when i'm home remind me at 5 to water the plants",
    "when you get a chance remind me at 4 to ring the garage",
])
def test_when_the_user_is_back_is_no_task_the_reminder_is(text: str) -> None:
    found = steps(text)
    assert [i for i, _, _ in found] == ["add_task", "schedule_reminder"]
    assert not any(w in found[0][2]["title"].lower() for w in ("lunch", "shops", "chance", "back", "home"))


@pytest.mark.parametrize("text", [
    "could you possibly push the quarterly figures to the 2nd",
    "would you be kind enough to shift the quarterly figures to friday",
    "be a star and move the quarterly figures to the third of december",
])
def test_a_courteous_move_is_a_move(text: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task" and params.get("due")
    assert params["task_ref"]["value"] == "quarterly figures"


def test_a_day_spelt_out_is_that_day() -> None:
    assert steps("add pay rent on the twenty-first of january") == [
        ("add_task", None, {"title": "Pay rent", "due": "2027-01-21"})]


@pytest.mark.parametrize("text", ["stop reminding me abt the bins", "dont remind me abt the gym any more"])
def test_stop_reminding_about_said_short_is_a_cancel(text: str) -> None:
    assert intents(text) == ["cancel_reminder"]


@pytest.mark.parametrize("text", [
    "give me 300 words on the tudors",
    "write the intro to my essay, 300 words, about glaciers",
    "can you write 150 words about my dog",
    "right so, whats 12 times 9",
    "ugh, tell me a joke",
])
def test_work_or_sums_asked_of_the_bot_are_out_of_scope(text: str) -> None:
    assert steps(text) == [("none", "out_of_scope", {})]


def test_writing_with_a_day_is_still_a_to_do() -> None:
    assert intents("write my 2000 word essay by friday") == ["add_task"]


@pytest.mark.parametrize("text", ["how r u", "hows things", "how are ya keeping", "howya doin"])
def test_how_are_you_said_loosely_is_a_greeting(text: str) -> None:
    assert steps(text) == [("none", "greet", {})]


@pytest.mark.parametrize(("text", "repeat"), [
    ("add swimming every tuesday till the 9th of dec", "every tuesday, until 2026-12-09"),
    ("add advent candle every day until christmas", "every day, until 2026-12-24"),
    ("add standup every weekday for the next 2 weeks", "every weekday, until 2026-12-06"),
    ("add physio every wednesday for four weeks", "every wednesday, until 2026-12-20"),
    ("add bins every thursday, stop after new years", "every thursday, until 2027-01-01"),
])
def test_where_a_repeat_ends_is_kept(text: str, repeat: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and params["repeat"] == repeat
    assert not any(w in params["title"].lower() for w in ("until", "till", "weeks", "stop", "christmas"))


def test_a_repeat_until_an_event_keeps_the_event_in_the_title() -> None:
    (_, _, params), = steps("add pack boxes every saturday until the move")
    assert params["repeat"] == "every saturday" and "move" in params["title"].lower()


def test_put_in_a_named_thing_for_a_day_after_news_is_still_added() -> None:
    found = steps('done the hoovering. oh and the school said forms are due, pop in "sign the forms" for the 3rd')
    assert found[-1] == ("add_task", None, {"title": "Sign the forms", "due": "2026-12-03"})
