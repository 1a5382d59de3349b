"""Adds with dates and priorities, several requests in one message or a story, and maybe-tasks: things listed after
one "add", two to-dos where the second names its own thing, a done-report told among the news ("…, and Chidi's
invoice is paid already"), news that is no done-report ("got paid finally", "oven 2 packed in"), priorities said
with "!!" or "p1 fr", "them" for the task just named, and musings that might be a to-do ("might be worth …").
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import added_titles, steps
from todobot.understanding.evaluation import predict


def _intents(text: str) -> list[str]:
    return [s[0] for s in steps(text)]


# ------------------------------------------------------------------ several things in one add


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("add dog treats, poop bags and a new leash for bruno", ["Dog treats", "Poop bags", "A new leash for bruno"]),
        ("add nappies, wipes and sudocrem", ["Nappies", "Wipes", "Sudocrem"]),
        ("pls add printer paper, staples, toner and bin bags", ["Printer paper", "Staples", "Toner", "Bin bags"]),
        ("add mop the bakehouse floor, clean the mixer and lock up",
         ["Mop the bakehouse floor", "Clean the mixer", "Lock up"]),
        ("add book ma's eye checkup and call the pharmacy about her insulin",
         ["Book ma's eye checkup", "Call the pharmacy about her insulin"]),
        ("add sign dad's forms and email the school about his pickup",
         ["Sign dad's forms", "Email the school about his pickup"]),
    ],
)
def test_things_listed_after_one_add_are_a_task_each(text: str, titles: list[str]) -> None:
    assert added_titles(text) == titles


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add buy eggs, milk and bread", "Buy eggs, milk and bread"),  # one errand, its verb shared
        ("add salt and pepper", "Salt and pepper"),
        ("add call grandma and ask about her hip", "Call grandma and ask about her hip"),
        ("add ring mum and tell her about the party", "Ring mum and tell her about the party"),
        ("add call the bank - ask about the fee", "Call the bank"),
    ],
)
def test_one_thing_stays_one_task(text: str, title: str) -> None:
    assert added_titles(text) == [title]


def test_two_dated_adds_before_a_done_report() -> None:
    found = steps("ok so add pay rent due the 1st and dentist thursday 2pm, oh and the car one is done, passed 🎉")
    assert [(i, p.get("title")) for i, _, p in found] == [
        ("add_task", "Pay rent"), ("add_task", "Dentist"), ("complete_task", None)]
    assert found[0][2]["due"] == "2026-12-01"
    assert found[1][2]["due"].startswith("2026-11-26T14:00")


def test_every_second_weekday_is_every_other_one_and_leaves_the_title() -> None:
    (_, _, params), = steps("add put the green bin out every second wednesday")
    assert params["title"] == "Put the green bin out"
    assert params["repeat"] == "every other wednesday"


def test_a_filler_word_in_front_is_no_part_of_the_title() -> None:
    (_, _, params), = steps("aye add pay brodies flour invoice due friday")
    assert params == {"title": "Pay brodies flour invoice", "due": "2026-11-27"}


# ------------------------------------------------------------------ done-reports among the news


@pytest.mark.parametrize(
    ("text", "intents", "done"),
    [
        ("chai what a day. Zenith wants to see us friday so add rehearse the pitch thursday evening, and Chidi's "
         "invoice is paid already", ["add_task", "complete_task"], "chidi's invoice"),
        ("mad shift. ciara's got swimming tmrw so remind me at 7 tonight to pack her togs, and the ESB bill is "
         "paid btw", ["add_task", "schedule_reminder", "complete_task"], "esb bill"),
        ("add buy wd40 and sam's deposit is paid btw", ["add_task", "complete_task"], "sam's deposit"),
    ],
)
def test_a_done_report_after_a_request_is_kept(text: str, intents: list[str], done: str) -> None:
    found = steps(text)
    assert [i for i, _, _ in found] == intents
    assert found[-1][2]["task_ref"] == {"kind": "title", "value": done}


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("offertory counted and the minutes are typed, tick both", ["offertory", "minutes"]),
        ("float counted and the rota is printed, mark them both done", ["float", "rota"]),
    ],
)
def test_two_reports_then_tick_both_ticks_those_two(text: str, done: list[str]) -> None:
    found = steps(text)
    assert [i for i, _, _ in found] == ["complete_task", "complete_task"]
    assert [p["task_ref"]["value"] for _, _, p in found] == done


@pytest.mark.parametrize(
    ("text", "intents"),
    [
        ("got paid finally!! mark the invoice one done and add pay back Kofi", ["complete_task", "add_task"]),
        ("rough night at the bakery, oven 2 packed in. add call the engineer about oven 2", ["add_task"]),
        ("the van caved in. add ring the garage", ["add_task"]),
    ],
)
def test_news_about_the_speaker_or_a_breakdown_ticks_nothing(text: str, intents: list[str]) -> None:
    assert _intents(text) == intents


def test_a_teacher_marking_is_a_done_report() -> None:
    found = steps("marked the maths quizzes 🙌 what's next on the list")
    assert [i for i, _, _ in found] == ["complete_task", "list_tasks"]
    assert found[0][2]["task_ref"] == {"kind": "title", "value": "maths quizzes"}
    assert _intents("marked it") == ["unknown"]  # "it" alone: nothing named


@pytest.mark.parametrize("text", ["deck went out last night, tick it", "the deck went out last night"])
def test_last_night_ends_a_done_report(text: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "complete_task" and params["task_ref"] == {"kind": "title", "value": "deck"}


def test_put_out_said_as_done() -> None:
    (intent, _, params), = steps("I have put out the recycling.")
    assert intent == "complete_task" and params["task_ref"]["value"] == "recycling"


# ------------------------------------------------------------------ priorities


@pytest.mark.parametrize(
    ("text", "ref", "level"),
    [
        ("set #1 to p1 fr", {"kind": "number", "value": 1}, "high"),
        ("make #3 p2 ngl", {"kind": "number", "value": 3}, "medium"),
        ("make the deck one !! abeg, Ada is waiting", {"kind": "title", "value": "deck"}, "high"),
    ],
)
def test_priority_said_with_slang_or_marks(text: str, ref: dict, level: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task"
    assert params == {"task_ref": ref, "priority": level}


def test_them_after_a_task_named_is_that_task_not_every_task() -> None:
    found = steps("The Christmas cards are not important; kindly set them to low.")
    assert found == [("update_task", None, {"task_ref": {"kind": "title", "value": "christmas cards"},
                                            "priority": "low"})]


# ------------------------------------------------------------------ maybe-tasks: asked about first


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("might be worth getting the boiler looked at before winter", "Get the boiler looked at before winter"),
        ("would be worth booking the car in for a service", "Book the car in for a service"),
        ("order more poop bags on chewy", "Order more poop bags on chewy"),
        ("mum's pension paperwork", "Mum's pension paperwork"),
    ],
)
def test_a_maybe_task_is_asked_about(text: str, title: str) -> None:
    found = predict({"text": text})
    assert found.intent == "add_task"
    assert found.steps[0].params["title"] == title
    assert found.steps[0].confidence < 0.5  # "Should I add …?" first


@pytest.mark.parametrize(
    ("text", "title"),
    [("put ring the plumber down will ya", "Ring the plumber"), ("stick book the vet down for me", "Book the vet")],
)
def test_put_a_to_do_down_adds_it(text: str, title: str) -> None:
    assert added_titles(text) == [title]
