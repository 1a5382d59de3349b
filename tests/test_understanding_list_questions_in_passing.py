"""Questions about the list said in passing: after a hesitation or a word to whoever is listening ("bro what do i
even have on here", "uhh is X on there"), with a doubt after them ("… or did i forget"), a reason after a comma
("…, it's thanksgiving lol"), a "now" at the end ("have i got anything on thursday now", which moves nothing), and a
time zone switched by its abbreviation ("switch to IST"). Clock fixed (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

import pytest

from tests.readings import NOW, steps
from todobot.understanding import understand_offline
from todobot.understanding.evaluation import predict


def _offline(text: str) -> list[tuple[str, str | None, dict]]:
    """The reading the bot uses offline: the rules with the learned model beside them."""
    return [(s.intent, s.act, s.params) for s in understand_offline(text, now=NOW, timezone="UTC").steps]


@pytest.mark.parametrize("text", [
    "bro what do i even have on here",
    "dude whats on my list",
    "uhh what have i got on here",
    "um what's left",
])
def test_a_list_question_after_a_filler_word_shows_the_list(text: str) -> None:
    [(intent, _, params)] = _offline(text)
    assert intent == "list_tasks"
    assert "query" not in params


@pytest.mark.parametrize(("text", "due"), [
    ("right and what's due today then", "today"),
    ("ok y'all what's due this week", "this_week"),
    ("what's on for the weekend, i wanna know if i can go fishing", "2026-11-28..2026-11-29"),
    ("so what's due tomorrow then", "tomorrow"),
])
def test_a_question_naming_the_days_due_lists_them(text: str, due: str) -> None:
    [(intent, _, params)] = _offline(text)
    assert intent == "list_tasks"
    assert params["due"] == due


@pytest.mark.parametrize(("text", "due"), [
    ("have i got owt on thursday now", "2026-11-26"),
    ("have i got anything on thursday now", "2026-11-26"),
    ("do we have anything on friday now", "2026-11-27"),
    ("have i got anything on thursday, it's thanksgiving lol", "2026-11-26"),
    ("do i have anything on saturday, i wanna go fishing", "2026-11-28"),
])
def test_what_is_on_a_day_is_a_listing_never_a_change(text: str, due: str) -> None:
    assert steps(text) == [("list_tasks", None, {"due": due})]


@pytest.mark.parametrize(("text", "query"), [
    ("is the MOT on there or did i forget", "mot"),
    ("uhh is the gas bill still on there or did i tick it", "gas bill"),
    ("is the rent on my list or have i done it already", "rent"),
    ("is the vet on there, cos i can't remember", "vet"),
])
def test_is_x_on_there_with_a_doubt_after_it_searches_for_x(text: str, query: str) -> None:
    assert _offline(text) == [("list_tasks", None, {"query": query})]


def test_moving_a_task_said_with_have_still_moves_it() -> None:
    [(intent, _, params)] = steps("have the dentist on friday now")
    assert intent == "update_task"
    assert params["due"] == "2026-11-27"


@pytest.mark.parametrize(("text", "zone"), [
    ("switch to IST", "Asia/Kolkata"),
    ("switch to EST pls", "America/New_York"),
    ("change over to pst", "America/Los_Angeles"),
    ("switch to utc+2", "Etc/GMT-2"),
])
def test_switching_to_a_zone_abbreviation_sets_the_time_zone(text: str, zone: str) -> None:
    assert _offline(text) == [("set_timezone", None, {"timezone": zone})]


@pytest.mark.parametrize("text", ["switch to the bus", "switch to decaf", "change to the blue one"])
def test_switching_to_a_thing_is_no_time_zone(text: str) -> None:
    assert all(intent != "set_timezone" for intent, _, _ in steps(text))


@pytest.mark.parametrize(("text", "due"), [
    ("what is due before sunday", "2026-11-23..2026-11-28"),
    ("anything due by friday?", "2026-11-23..2026-11-27"),
    ("whats due before the 5th", "2026-11-23..2026-12-04"),
])
def test_what_is_due_before_a_day_lists_from_today_up_to_it(text: str, due: str) -> None:
    [(intent, _, params)] = _offline(text)
    assert intent == "list_tasks"
    assert params["due"] == due


@pytest.mark.parametrize(("text", "due"), [
    ("please, have i got anything to do on saturday for the sunday service", "2026-11-28"),
    ("whats on friday for the party", "2026-11-27"),
])
def test_what_a_day_is_for_is_no_part_of_the_day_asked_about(text: str, due: str) -> None:
    [(intent, _, params)] = _offline(text)
    assert intent == "list_tasks"
    assert params["due"] == due


@pytest.mark.parametrize("text", ["what will the weather be like on saturday", "what's going on tonight in sacramento",
                                  "is there anything happening in town this weekend"])
def test_a_question_about_a_day_that_is_not_about_the_list_stays_out_of_scope(text: str) -> None:
    assert [(s.intent, s.act) for s in predict({"text": text}).steps] == [("none", "out_of_scope")]
