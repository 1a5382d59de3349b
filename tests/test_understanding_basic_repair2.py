"""Basics from the 25th blind set: a yes or a no said with its own words ("yes my dear", "hold on, no. catch
yerself, keep it"), a job said in the past with its particle then "tick it" ("gassed up, tick it"), a done-report
with when in the day it got done ("rang mum on my lunch"), "undo that last bit", and "aight im out" — each with near
misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("yes my dear", "confirm"),
        ("yep, my dear", "confirm"),
        ("yes my friend", "confirm"),
        ("yes dear", "confirm"),
        ("no my dear", "deny"),
        ("hold on, no. catch yerself, keep it, they rang back", "deny"),
        ("no catch yourself on, keep it", "deny"),
        ("no wait what am i saying, keep it", "deny"),
        ("nah silly me, leave it", "deny"),
        ("aight im out, peace", "bye"),
        ("ok im out", "bye"),
        ("im outta here", "bye"),
        ("aight bye", "bye"),
        ("undo that last bit, our Seamus has a spare one", "undo"),
        ("undo the last part", "undo"),
        ("undo the last step please", "undo"),
    ],
)
def test_conversation_acts(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("gassed up, tick it", "gassed up"),
        ("locked up, mark it done", "locked up"),
        ("just cashed up, tick it off", "cashed up"),
        ("topped up. tick", "topped up"),
        ("cleared out, check it off", "cleared out"),
        ("washed up so tick it", "washed up"),
    ],
)
def test_job_with_its_particle_then_tick_it(text: str, words: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": words}})]


def test_a_mishap_then_tick_it_is_still_the_last_task() -> None:
    assert steps("messed up, tick it") == [("complete_task", None, {"task_ref": {"kind": "pronoun"}})]


@pytest.mark.parametrize(
    ("text", "value", "verb"),
    [
        ("oh and rang mum on my lunch, she talked for an hour 🙄", "mum", "ring"),
        ("phoned the bank on my lunch break", "bank", "phone"),
        ("posted the parcel on the way home", "parcel", "post"),
        ("emailed the landlord over lunch", "landlord", "email"),
        ("i paid the gas bill on my lunch break", "gas bill", "pay"),
    ],
)
def test_done_report_with_when_in_the_day(text: str, value: str, verb: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": value, "verb": verb}})]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("call mum on my lunch break", "Call mum on my lunch break"),
        ("im out of milk", "Milk"),
    ],
)
def test_near_misses_still_add(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("thank you that is better", "thanks"),
        ("thanks thats better", "thanks"),
        ("thank you, that is great", "thanks"),
        ("cheers thats sorted now", "thanks"),
        ("oh no i want it back i pressed wrong", "undo"),
        ("bring it back i pressed the wrong one", "undo"),
        ("bring it back, tapped the wrong one", "undo"),
        ("put it back sorry my mistake", "undo"),
    ],
)
def test_thanks_and_undo_with_a_remark(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


def test_rename_with_scots_tae() -> None:
    assert steps("rename the card one tae birthday card for wee Ross") == [
        ("update_task", None, {"task_ref": {"kind": "title", "value": "card"}, "title": "Birthday card for wee Ross"})]
    assert steps("rename the tae one to tea") == [
        ("update_task", None, {"task_ref": {"kind": "title", "value": "tae"}, "title": "Tea"})]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ay wait the NCP isn't done pala, ma'am returned it for revisions", "ncp"),
        ("wait the NCP isn't done, she returned it", "ncp"),
        ("hold on, the gas one isn't done, the payment bounced", "gas"),
        ("the essay isnt done pala", "essay"),
    ],
)
def test_caught_out_not_done_reopens(text: str, value: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": {"kind": "title", "value": value}})]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Add book the train to Glasgow for Thursday - no wait, there's no date yet, the workshop hasn't been "
         "confirmed - just add book the train to Glasgow", "Book the train to Glasgow"),
        ("add dentist for friday - no wait, not sure of the day - just add dentist", "Dentist"),
    ],
)
def test_second_thoughts_between_dashes_add_only_what_is_said_again(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]
