"""Adds from long chat 22: the days a repeat is on, who is off sick, the day of a shift, a date agreed, a second
sentence after "put that in", and "remind me … to leave for it"."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "name", "rule"), [
    ("arjun hockey practice is tues and fri at 6am ugh. can you add that repeating too", "Arjun hockey practice",
     "every tuesday and friday at 6:00"),
    ("arjun hockey practice is tues and fri at 6am, add that as repeating", "Arjun hockey practice",
     "every tuesday and friday at 6:00"),
    ("netball practice is tuesday and thursday at 5.30pm, add that as a repeat", "Netball practice",
     "every tuesday and thursday at 17:30"),
    ("swimming is on mondays at 4, pls put that in as recurring", "Swimming", "every monday at 16:00"),
    ("bin day is thursday, add it as a weekly thing", "Bin day", "every thursday"),
    ("choir is wednesdays 7pm, stick that in as a regular thing", "Choir", "every wednesday at 19:00"),
])
def test_days_said_then_add_that_repeating_repeat_on_those_days(text: str, name: str, rule: str) -> None:
    (intent, _, params), *_ = steps(text)
    assert intent == "add_task" and params["title"] == name and params["repeat"] == rule


def test_days_said_then_plain_add_that_is_one_date() -> None:
    (_, _, params), = steps("dentist is on thursday at 3, add that")
    assert params["title"] == "Dentist" and "repeat" not in params and params["due"].startswith("2026-11-26T15:00")


def test_repeating_add_keeps_the_night_before_reminder() -> None:
    found = steps("arjun hockey practice is tues and fri at 6am ugh. can you add that repeating too and remind me "
                  "the night before at 9pm to pack his bag")
    assert [s[0] for s in found] == ["add_task", "schedule_reminder"]
    assert found[0][2]["title"] == "Arjun hockey practice"
    assert found[1][2]["before"] == {"days": 1, "at": "21:00"}


@pytest.mark.parametrize(("text", "name", "why"), [
    ("add cover sunday shift at the store, anita is off sick", "Cover sunday shift at the store", "anita is off sick"),
    ("add cover the saturday shift, sam is off sick", "Cover the saturday shift", "sam is off sick"),
    ("add cover reception as jo is away", "Cover reception", "jo is away"),
    ("add take the till float to the bank, dev is on holiday", "Take the till float to the bank",
     "dev is on holiday"),
    ("add cover the pharmacy counter, mike called in sick", "Cover the pharmacy counter", "mike called in sick"),
    ("add book locum cover, priya is on mat leave", "Book locum cover", "priya is on mat leave"),
])
def test_who_is_away_is_a_note_not_the_title(text: str, name: str, why: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and params["title"] == name and params["description"] == why


@pytest.mark.parametrize(("text", "due"), [
    ("add cover sunday shift at the store", "2026-11-29"),
    ("add swap my saturday shift with dev", "2026-11-28"),
    ("add cover shift sunday", "2026-11-29"),
])
def test_a_days_shift_is_due_that_day(text: str, due: str) -> None:
    (_, _, params), = steps(text)
    assert params["due"] == due


@pytest.mark.parametrize(("text", "name", "due"), [
    ("the diwali leftovers potluck w the team - we said tuesday lunch. add it",
     "The diwali leftovers potluck w the team", "2026-11-24T12:00"),
    ("add team lunch - we agreed on friday 1pm", "Team lunch", "2026-11-27T13:00"),
    ("add quiz night with the girls, we said thursday 7pm", "Quiz night with the girls", "2026-11-26T19:00"),
    ("add quiz night w the girls. we agreed on thurs 7pm", "Quiz night w the girls", "2026-11-26T19:00"),
    ("add dinner w raj, they agreed on sat 8pm", "Dinner w raj", "2026-11-28T20:00"),
])
def test_a_date_agreed_is_the_due(text: str, name: str, due: str) -> None:
    (_, _, params), *_ = steps(text)
    assert params["title"] == name and params["due"].startswith(due) and "description" not in params


def test_she_said_is_still_no_part_of_the_title() -> None:
    assert steps("add call mum, she said she would be in after 6") == [("add_task", None, {"title": "Call mum"})]


@pytest.mark.parametrize(("text", "first", "second"), [
    ("lease renewal meeting with the landlord is wednesday 2pm, pls put that in. i need to bring last years sales "
     "numbers", "Lease renewal meeting with the landlord", "Bring last years sales numbers"),
    ("lease meeting is wednesday 2pm, add that. and i need to book train tickets", "Lease meeting",
     "Book train tickets"),
    ("parents evening is thurs 6pm, pop that in. gotta ask about the reading level", "Parents evening",
     "Ask about the reading level"),
])
def test_what_is_said_after_put_that_in_is_not_dropped(text: str, first: str, second: str) -> None:
    found = steps(text)
    assert [(s[0], s[2]["title"]) for s in found] == [("add_task", first), ("add_task", second)]
    assert "due" in found[0][2]


@pytest.mark.parametrize("text", ["remind me friday at 1pm to leave for it", "remind me at 6 to get ready for that",
                                  "remind me tmrw 9am to pack for it", "remind me 30 min before to head out for it"])
def test_leaving_for_it_reminds_about_the_task_talked_about(text: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "schedule_reminder" and params["task_ref"] == {"kind": "pronoun"}


@pytest.mark.parametrize(("text", "name"), [("remind me friday to leave for the airport", "Leave for the airport"),
                                            ("remind me at 5 to go to the gym", "Go to the gym")])
def test_leaving_for_a_named_place_is_still_a_new_task(text: str, name: str) -> None:
    found = steps(text)
    assert found[0][0] == "add_task" and found[0][2]["title"] == name
