"""Everyday acts and maybe-tasks: greetings with an interjection in front ("well hello there"), casual farewells
("catch ya"), a yes said as a percentage ("100%"), a feature asked about ("can you set reminders?"), a correction
naming the one meant and the one ruled out bare ("no the nguyens not the walshes"), requests to message, write or
look things up (out of scope), a city named for where the user is ("i'm in omaha this week"), a list named before
its item ("to my todo: …"), and things said bare that may be to-dos ("eye test", "grab more rolls at costco",
"new tyres on the trailer maybe") — asked about, never added silently — each with near misses that must stay.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import NOW, read, steps
from todobot.understanding.evaluation import predict


def _offline(text: str):
    """What the bot reads offline: the rules with the learned model beside them."""
    return predict({"text": text, "now": NOW.isoformat()})


# ------------------------------------------------------------------ conversation acts


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("well hello there", "greet"),
        ("oh hi", "greet"),
        ("ah hello todobot", "greet"),
        ("howdy from I-80", "greet"),
        ("hello from sunny spain", "greet"),
        ("catch ya", "bye"),
        ("catch you later", "bye"),
        ("ok take care", "bye"),
        ("peace out", "bye"),
        ("100%", "confirm"),
        ("yes 100%", "confirm"),
        ("a hundred percent", "confirm"),
        ("deffo", "confirm"),
        ("can you set reminders?", "help"),
        ("do you do recurring tasks", "help"),
        ("can u handle time zones?", "help"),
        ("could you also set due dates", "help"),
    ],
)
def test_everyday_acts_are_read_as_acts(text: str, act: str) -> None:
    u = read(text)
    assert (u.intent, u.act) == ("none", act)


@pytest.mark.parametrize(
    "text",
    ["can you set reminders for my meds", "set a reminder for the bins", "100", "catch the 9am train",
     "hi from tomorrow add milk"],
)
def test_near_misses_of_the_acts_are_not_acts(text: str) -> None:
    assert read(text).act not in ("help", "confirm", "bye", "greet")


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("no no the nguyens not the walshes", "nguyens"),
        ("no, not the walshes, the nguyens", "nguyens"),
        ("nah the blue folder not the red folder", "blue folder"),
    ],
)
def test_a_correction_names_the_one_meant_and_the_one_ruled_out(text: str, meant: str) -> None:
    assert steps(text) == [("none", "correct", {"task_ref": {"kind": "title", "value": meant}})]


@pytest.mark.parametrize("text", ["no the car is not the problem", "no the weekend not the friday"])
def test_a_remark_or_a_new_day_is_no_correction_of_the_task(text: str) -> None:
    assert read(text).act != "correct"


# ------------------------------------------------------------------ out of scope


@pytest.mark.parametrize(
    "text",
    [
        "send the florist a whatsapp saying we're running late",
        "shoot my boss an email saying i'm off sick",
        "send mum a text saying happy birthday",
        "write my wedding vows, something funny",
        "draft the best man speech - make it short and sweet",
        "wot's the dosage for amlodipine",
        "wats the capital of peru",
    ],
)
def test_asks_to_message_write_or_look_up_are_out_of_scope(text: str) -> None:
    u = _offline(text)
    assert (u.intent, u.act) == ("none", "out_of_scope")


@pytest.mark.parametrize(
    ("text", "intent"),
    [("send the invoice to the client", "add_task"), ("add write my wedding vows", "add_task"),
     ("wot's on my list", "list_tasks")],
)
def test_own_errands_and_list_questions_stay_in_scope(text: str, intent: str) -> None:
    assert read(text).steps[0].intent == intent


# ------------------------------------------------------------------ where the user is


@pytest.mark.parametrize(
    ("text", "zone"),
    [("i'm in omaha this week", "America/Chicago"), ("im in tampa til friday", "America/New_York"),
     ("we're in albuquerque for a few days", "America/Denver")],
)
def test_a_city_named_for_where_the_user_is_sets_the_time_zone(text: str, zone: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("timezone")) == ("set_timezone", zone)


# ------------------------------------------------------------------ adds and maybe-tasks


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("to my todo: sign the controlled drugs register", "Sign the controlled drugs register"),
        ("for the list - ring the plumber", "Ring the plumber"),
        ("onto my to-do list: renew the parking permit", "Renew the parking permit"),
    ],
)
def test_a_list_named_before_its_item_adds_it(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


def test_a_question_after_the_list_adds_nothing() -> None:
    assert read("to my list: did i add milk?").intent != "add_task"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("eye test", "Eye test"),
        ("blood test", "Blood test"),
        ("grab more receipt rolls at costco", "Grab more receipt rolls at costco"),
        ("get spare bulbs from b&q", "Get spare bulbs from b&q"),
        ("new tyres on the trailer maybe", "New tyres on the trailer"),
        ("call the vet perhaps", "Call the vet"),
    ],
)
def test_a_thing_said_bare_is_asked_about_not_added(text: str, title: str) -> None:
    u = _offline(text)
    assert (u.steps[0].intent, u.steps[0].params.get("title")) == ("add_task", title)
    assert u.steps[0].confidence < 0.6  # the dialogue asks "Should I add …?" first


@pytest.mark.parametrize("text", ["test", "test test", "blood test was fine", "hmm maybe"])
def test_placeholder_text_news_and_a_bare_maybe_add_nothing(text: str) -> None:
    assert _offline(text).intent != "add_task"
