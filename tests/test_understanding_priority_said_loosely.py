"""Priorities said of an existing task in passing: "the portfolio is p3 realistically", "calculator whenever, not
bothered", "set priority medium on the headset order", "remove the priority from the council letter altogether", a
"!!" after a task's words, and Pidgin "am" (it) and Tagalog "oo" (yes). Clock: Monday 2026-11-23 09:00 UTC."""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(("text", "ref", "level"), [
    ("and the portfolio is p3 realistically, ES is on leave", "portfolio", "low"),
    ("the portfolio is p3 i reckon", "portfolio", "low"),
    ("the rota email is p2 probably", "rota email", "medium"),
    ("set priority medium on the headset order", "headset order", "medium"),
    ("set priority to high for the gas bill", "gas bill", "high"),
    ("put priority low on the shed", "shed", "low"),
    ("Please remove the priority from the council letter altogether.", "council letter", "none"),
    ("clear the priority on the gym one completely", "gym", "none"),
])
def test_a_priority_said_of_a_named_task_edits_it(text, ref, level):
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "priority": level})]


@pytest.mark.parametrize(("text", "ref", "level"), [
    ("and calculator whenever, not bothered", "calculator", "low"),
    ("the shed, not fussed", "shed", "low"),
    ("gym bag, im not bothered", "gym bag", "low"),
    ("discharge summaries !!", "discharge summaries", "high"),
])
def test_a_task_named_with_a_level_is_that_tasks_priority_or_a_new_task(text, ref, level):
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "priority": level, "or_add": True})]


def test_a_new_task_with_a_verb_and_bang_is_still_added():
    assert steps("buy milk !!") == [("add_task", None, {"priority": "high", "title": "Buy milk"})]


def test_pidgin_am_is_the_task_talked_about():
    assert steps("tick am") == [("complete_task", None, {"task_ref": {"kind": "pronoun"}})]
    assert steps("ok make am 4pm instead, same day")[0][2]["task_ref"] == {"kind": "pronoun"}


def test_am_after_a_number_is_still_a_time():
    assert steps("make it 4 am")[0][2]["at_time"] == "04:00"


@pytest.mark.parametrize("text", ["oo go", "oo", "sige", "sige na"])
def test_tagalog_yes_confirms(text):
    assert steps(text) == [("none", "confirm", {})]


@pytest.mark.parametrize("text", ["nothing urgent", "anything urgent"])
def test_questions_about_urgency_are_not_edits(text):
    assert steps(text)[0][0] != "update_task"


def test_a_spaced_bang_before_and_stays_with_its_task():
    assert steps("discharge summaries !! and the rota email is p2") == [
        ("update_task", None, {"task_ref": title("rota email"), "priority": "medium"}),
        ("update_task", None, {"task_ref": title("discharge summaries"), "priority": "high", "or_add": True})]
    assert [s[0] for s in steps("done !! move the bins to friday")] == ["complete_task", "update_task"]


def test_an_add_then_made_urgent_is_one_add_with_its_priority():
    assert steps("add get the fire extinguishers serviced for thursday, and make it high priority, the inspector's "
                 "coming") == [("add_task", None, {"due": "2026-11-26", "title": "Get the fire extinguishers serviced",
                                                   "priority": "high"})]
    assert steps("add buy milk then make it low priority") == [
        ("add_task", None, {"title": "Buy milk", "priority": "low"})]


@pytest.mark.parametrize(("text", "ref"), [
    ("the basket scrubbing doesnt need to be every day anymore", "basket scrubbing"),
    ("the bins don't have to be weekly now", "bins"),
    ("the basket scrubbing doesnt need to be every day anymore, new liners came in. stop repeating it",
     "basket scrubbing"),
])
def test_a_repeat_said_to_be_no_longer_needed_stops(text, ref):
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "repeat": ""})]


def _after_add() -> ConversationContext:
    return ConversationContext(last_task={"id": "x", "number": 2, "title": "English essay"},
                               last_action={"intent": "add_task", "params": {"title": "English essay"}})


@pytest.mark.parametrize(("text", "due"), [
    ("due 30th", "2026-11-30"), ("due 2nd", "2026-12-02"), ("and due 30th pls", "2026-11-30"),
    ("due 5th dec", "2026-12-05"),
])
def test_a_date_said_right_after_an_add_dates_that_task(text, due):
    assert steps(text, _after_add()) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "due": due})]


def test_a_date_asked_after_an_add_is_still_a_question():
    assert steps("due 30th?", _after_add())[0][0] == "list_tasks"
    assert steps("due 30th")[0][0] == "list_tasks"  # with nothing just done, a listing


def test_a_task_named_with_no_hurry_after_an_add_is_that_tasks_priority():
    assert steps("and calculator whenever, not bothered", _after_add()) == [
        ("update_task", None, {"task_ref": title("calculator"), "priority": "low", "or_add": True})]
    assert steps("also the gas bill too, urgent", _after_add())[0][0] == "add_task"


@pytest.mark.parametrize("text", ["book the mot, kinda urgent tbh", "add fix the fence friday, pretty urgent"])
def test_how_urgent_a_new_task_is_is_not_a_task_called_pretty(text):
    assert [s[0] for s in steps(text)] == ["add_task"]
