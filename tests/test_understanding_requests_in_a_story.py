"""Requests buried in a little story: only the clauses that ask for a task become tasks. A trip told ("im going to
warsaw to see ola"), a date range ("27th-2nd jan"), how prices are going ("prices going up every day"), the day
ahead ("6am start tmrw ugh") and thinking aloud ("airport parking or bus? hmm") stay out; "just add X" after a
question, "i'll X, add that as a task for 7th", "and <to-do>, make it urgent" and an alarm asked for among news are
read as the person meant. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import read, steps


def _adds(text: str) -> list[dict]:
    """The params of every step, which must all be adds."""
    found = steps(text)
    assert all(intent == "add_task" for intent, _, _ in found), found
    return [params for _, _, params in found]


# ------------------------------------------------------------------ a trip or a date range told is no task


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("im going to warsaw to see ola after christmas, 27th-2nd jan. need to book flights asap, prices going up "
         "every day", "Book flights"),
        ("we are going to lisbon for new year, 30th-3rd jan. need to renew my passport, fees going up next month",
         "Renew my passport"),
        ("im off to leeds to see gran at the weekend. need to buy her a birthday card", "Buy her a birthday card"),
        ("need to book the ferry, tickets selling out fast", "Book the ferry"),
    ],
)
def test_only_the_need_in_a_travel_story_is_added(text: str, title: str) -> None:
    adds = _adds(text)
    assert [a["title"] for a in adds] == [title]
    assert "repeat" not in adds[0]  # "prices going up every day" is why, not a daily repeat


def test_a_date_range_alone_is_no_task() -> None:
    assert all(intent != "add_task" for intent, _, _ in steps("27th-2nd jan"))


def test_going_to_with_a_to_do_verb_is_still_a_plan() -> None:
    assert _adds("im going to paint the fence on saturday") == [{"title": "Paint the fence", "due": "2026-11-28"}]


# ------------------------------------------------------------------ an alarm asked for among news of the day


@pytest.mark.parametrize(
    "text",
    [
        "going to bed soon, 6am start tmrw ugh. set alarm for 5:15 for me",
        "off to bed, early start tmrw. can you set an alarm for 6:30",
        "knackered. pls set a timer for 20 mins",
    ],
)
def test_an_alarm_among_news_is_out_of_scope_and_adds_nothing(text: str) -> None:
    assert steps(text) == [("none", "out_of_scope", {})]


# ------------------------------------------------------------------ thinking aloud, then "just add X"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("add airport parking or bus to airport? hmm. just add sort out transport to airport for 27 dec",
         [{"title": "Sort out transport to airport", "due": "2026-12-27"}]),
        ("book the 9am or the 11am class? idk. just add book spin class for friday",
         [{"title": "Book spin class", "due": "2026-11-27"}]),
        ("pasta or curry tonight? hmm, just add buy chicken", [{"title": "Buy chicken"}]),
    ],
)
def test_only_what_is_added_after_thinking_aloud_is_added(text: str, expected: list[dict]) -> None:
    assert _adds(text) == expected


# ------------------------------------------------------------------ "i'll X, add that as a task for the 7th"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("if the landlord still ignores me by 7 dec i'll report to the council, add that as a task for 7th",
         {"title": "Report to the council", "due": "2026-12-07"}),
        ("if the parcel doesnt come by friday ill ring the courier, can you add that for friday",
         {"title": "Ring the courier", "due": "2026-11-27"}),
        ("add call mum as a task for the 3rd", {"title": "Call mum", "due": "2026-12-03"}),
        ("add call mum as a to-do", {"title": "Call mum"}),
    ],
)
def test_add_that_takes_what_the_user_will_do(text: str, expected: dict) -> None:
    assert _adds(text) == [expected]


# ------------------------------------------------------------------ "and <to-do>, make it urgent"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("and email landlord about the boiler, make it urgent pls", "Email landlord about the boiler"),
        ("and ring the council about the bins, make it high priority", "Ring the council about the bins"),
    ],
)
def test_and_a_new_to_do_with_a_priority_adds_it(text: str, title: str) -> None:
    assert _adds(text) == [{"title": title, "priority": "high"}]


def test_and_a_task_named_with_a_priority_still_edits_it() -> None:
    [(intent, _, params)] = steps("and the dentist one, make it urgent")
    assert intent == "update_task" and params["priority"] == "high"


def test_a_note_after_a_dash_stays_one_task() -> None:
    assert _adds("add call the bank - ask about the fee") == [{"title": "Call the bank",
                                                               "description": "ask about the fee"}]


# ------------------------------------------------------------------ "remind me … so i don't forget X"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("remind me at 5 every thursday so i dont forget the laptop", "Remember the laptop"),
        ("remind me tomorrow at 8 so i dont forget my gym bag", "Remember my gym bag"),
        ("remind me at 5 so i don't forget to take the bins out", "Take the bins out"),
    ],
)
def test_so_i_dont_forget_names_the_thing_not_the_reason(text: str, title: str) -> None:
    added = [params for intent, _, params in steps(text) if intent == "add_task"]
    assert [a["title"] for a in added] == [title]
    assert any(intent == "schedule_reminder" for intent, _, _ in steps(text))


# ------------------------------------------------------------------ money owed, told among news, is offered


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("i owe jamie £23 for the electric", "Pay jamie £23 for the electric"),
        ("i still owe mum 50 quid", "Pay mum 50 quid"),
        ("flat stuff: its my week for bins, they go out tuesday night. and i owe jamie £23 for the electric",
         "Pay jamie £23 for the electric"),
    ],
)
def test_money_owed_is_offered_as_a_payment(text: str, title: str) -> None:
    found = read(text).steps
    assert [(s.intent, s.params.get("title")) for s in found] == [("add_task", title)]


def test_i_owe_you_one_is_no_task() -> None:
    assert all(intent != "add_task" for intent, _, _ in steps("i owe you one"))


# ------------------------------------------------------------------ two to-dos among work news, one "thats important"


def test_two_to_dos_in_work_news_are_two_adds_the_last_one_important() -> None:
    adds = _adds("ok. work stuff now - christmas rota. i have to swap my 24th dec shift with kasia, ask her by "
                 "sunday. and submit my holiday request for new year by 1st dec, thats important")
    assert len(adds) == 2
    assert adds[0]["title"].startswith("Swap my 24th dec shift with kasia") and adds[0]["due"] == "2026-11-29"
    assert adds[1]["title"] == "Submit my holiday request for new year"
    assert adds[1]["due"] == "2026-12-01" and adds[1]["priority"] == "high"
    assert "priority" not in adds[0]


def test_asking_the_person_just_named_is_how_the_task_gets_done() -> None:
    adds = _adds("need to borrow dads drill, ask him tomorrow")
    assert len(adds) == 1 and adds[0]["title"].startswith("Borrow dads drill") and adds[0]["due"] == "2026-11-24"
