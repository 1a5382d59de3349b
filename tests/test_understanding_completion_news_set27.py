"""Completion news said the way people say it (blind set 27): Nigerian Pidgin "don" ("sauna don clean", "we don
finish the fumigation"), "went ahead and paid …", "approved na …", an emoji before a remark ("salaries paid ✅ God
abeg"), "the client one is the one i finished", "… are stamped from last week", the tasks of a day ticked off in bulk,
a thing called off then "tick it off", and "the loft isnt really done tbf" (reopen). Near-misses stay what they are.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _done(value: str, verb: str | None = None) -> list[tuple]:
    ref = {"kind": "title", "value": value, **({"verb": verb} if verb else {})}
    return [("complete_task", None, {"task_ref": ref})]


@pytest.mark.parametrize(
    ("text", "value", "verb"),
    [
        ("sauna don clean", "sauna", "clean"),
        ("we don finish the fumigation", "fumigation", None),
        ("i don call tunde", "tunde", "call"),
        ("salaries don pay", "salaries", "pay"),
        ("the rent don pay finish", "rent", "pay"),
        ("i don buy the rice", "rice", "buy"),
        ("Went ahead and paid the church electric early this month", "church electric", "pay"),
        ("i went and booked the flights", "flights", "book"),
        ("paid the rent late this month", "rent", "pay"),
        ("ok approved na the leave requests", "leave requests", "approve"),
        ("approved the leave requests", "leave requests", "approve"),
        ("stamped the textbooks", "textbooks", "stamp"),
        ("salaries paid ✅ God abeg", "salaries", None),
        ("the client one is the one i finished", "client", None),
        ("the gas bill is the one we paid", "gas bill", None),
        ("no the dentist one is the one i did", "dentist", None),
        ("the textbooks are stamped from last week", "textbooks", None),
        ("the textbooks are stamped from last week, mi just never tick it", "textbooks", None),
        ("the forms were signed yesterday", "forms", None),
        ("netballs cancelled today (coach is ill) so just tick it off", "netballs", None),
        ("netball is cancelled today, tick it off", "netball", None),
        ("football's off tonight, mark it done", "football", None),
        ("the dentist cancelled so tick it off", "dentist", None),
    ],
)
def test_a_done_report_said_loosely_names_its_task(text: str, value: str, verb: str | None) -> None:
    assert steps(text) == _done(value, verb)


def test_the_gift_got_with_a_remark_after_the_emoji_is_the_gift_for_mum() -> None:
    found = steps("got the thing for mum 🎁 she's gonna love it")
    assert len(found) == 1 and found[0][0] == "complete_task"
    assert found[0][2]["task_ref"]["value"] == "mum"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("tick off everything due today, all done na 🙌", "today"),
        ("tick off everything due today", "today"),
        ("mark everything due today done", "today"),
        ("mark all tasks due today done", "today"),
        ("cross off all tasks due today", "today"),
        ("tick off everything for today", "today"),
        ("tick off everything due tomorrow", "tomorrow"),
    ],
)
def test_the_tasks_of_a_day_ticked_off_in_bulk(text: str, day: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "all", "status": "pending", "due": day}})]


def test_whatever_is_due_tomorrow_ticked_off_without_a_comma() -> None:
    ref = steps("whatevers due tomorrow just tick it off, paid it on the app")[0][2]["task_ref"]
    assert ref["due"] == "2026-11-24" and ref["kind"] == "all" and ref.get("one")


def test_doing_it_now_then_mark_it_done_is_the_task_talked_about() -> None:
    assert steps("ah sure look i'll just do it now, mark it done") == [
        ("complete_task", None, {"task_ref": {"kind": "pronoun"}})]


@pytest.mark.parametrize(
    "text",
    ["the loft isnt really done tbf, the missus says theres still boxes up there", "the loft isn't done tbf"],
)
def test_a_task_said_not_really_done_reopens(text: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": {"kind": "title", "value": "loft"}})]


@pytest.mark.parametrize(
    "text",
    [
        "i don know",  # "don't", typed short
        "i don get am",
        "e don finish",  # "it has finished": no task named
        "all done na",  # a remark, no task called "na"
        "the loft isnt really done",  # not done: no report, and no reopen without a surprise
        "the client one is the one i need to do",
        "went and got lost",
        "undo the other one",
        "undo the first one",
    ],
)
def test_near_misses_are_no_completion(text: str) -> None:
    assert all(step[0] != "complete_task" for step in steps(text))
    assert all(step[2].get("task_ref", {}).get("value") not in ("other", "first") for step in steps(text))


def test_call_don_is_still_a_task_to_add() -> None:
    assert steps("call don about the car") == [("add_task", None, {"title": "Call don about the car"})]
