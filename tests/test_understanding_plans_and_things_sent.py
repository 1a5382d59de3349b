"""Phrasings from blind set 26's last failures: someone else sent the thing, then "mark it" ("kapoor sent form 16
finally, mark it"); a plan for a named task on a new day ("i'll get the xmas menu planned by this friday instead");
a task named, then its new day as someone told it ("kit from the tailor, he says friday now"); "and that one too,
the mileage" after a done. Clock: Mon 23 Nov 2026 09:00 UTC.
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(("text", "ref"), [
    ("kapoor sent form 16 finally, mark it", "form 16"),
    ("mum dropped off the keys, mark it done", "keys"),
    ("accountant sent over the p60 finally, can you mark it", "p60"),
    ("hr has sent me the contract. tick that", "contract"),
    ("raj paid the deposit, mark it as done", "deposit"),
])
def test_someone_sent_the_thing_then_mark_it_ticks_that_task(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(ref)})]


def test_news_without_mark_it_or_chatter_then_mark_it_are_not_a_named_done() -> None:
    assert steps("kapoor sent form 16 finally")[0][0] != "complete_task"
    assert steps("ugh long day. mark it done") == [("complete_task", None, {"task_ref": {"kind": "pronoun"}})]


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("and I'll get the xmas menu planned by this friday instead, the manager's on at me", "xmas menu", "2026-11-27"),
    ("i'll get the report done by monday instead", "report", "2026-11-30"),
    ("we'll have the garage cleaned out by saturday now", "garage", "2026-11-28"),
    ("i'll do the tax return on the 5th instead", "tax return", "2026-12-05"),
    ("I'll finish the essay by wednesday instead, sorry", "essay", "2026-11-25"),
    ("ok i will get the quote sent by tomorrow instead", "quote", "2026-11-24"),
    ("i'll pay the gas bill friday instead", "gas bill", "2026-11-27"),
])
def test_a_plan_for_a_named_task_on_a_new_day_moves_it(text: str, ref: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"], params["due"]) == ("update_task", title(ref), due)


def test_a_plan_without_instead_is_still_a_new_task() -> None:
    assert steps("i'll get the car washed by friday")[0][0] == "add_task"


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("kit from the tailor, he says friday now", "kit from the tailor", "2026-11-27"),
    ("the boiler service, they said the 4th now", "boiler service", "2026-12-04"),
    ("bathroom quote, the plumber says monday now", "bathroom quote", "2026-11-30"),
    ("the boiler service, they said the 4th instead", "boiler service", "2026-12-04"),
])
def test_a_task_named_then_its_new_day_as_told_moves_it(text: str, ref: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"], params["due"]) == ("update_task", title(ref), due)


def test_someone_said_a_day_with_no_change_moves_nothing() -> None:
    assert steps("my sister, she said friday")[0][0] != "update_task"
    assert steps("call mum, she says friday now")[0][0] == "add_task"


_AFTER_A_DONE = ConversationContext(last_task={"id": "x", "number": 4, "title": "Ring the Nowaks"},
                                    last_action={"intent": "complete_task",
                                                 "params": {"task_ref": {"kind": "number", "value": 4}}})


@pytest.mark.parametrize(("text", "ref"), [
    ("and that one too, the mileage", title("mileage")),
    ("and this one too, the jenkins plan", title("jenkins plan")),
    ("and that one as well, the nowak visit", title("nowak visit")),
    ("that one too, #3", {"kind": "number", "value": 3}),
])
def test_that_one_too_then_named_after_the_comma_is_the_named_task(text: str, ref: dict) -> None:
    assert steps(text, _AFTER_A_DONE) == [("complete_task", None, {"task_ref": ref})]


@pytest.mark.parametrize("text", ["and that one too, thanks", "that one too, cheers mate", "that one too"])
def test_that_one_too_with_only_thanks_after_is_the_task_talked_about(text: str) -> None:
    assert steps(text, _AFTER_A_DONE) == [("complete_task", None, {"task_ref": {"kind": "pronoun"}})]


_AFTER_TICKING_THE_LOTTO = ConversationContext(
    last_task={"id": "x", "number": 3, "title": "Pay the Lotto terminal fee"},
    last_action={"intent": "complete_task", "params": {"task_ref": {"kind": "title", "value": "lotto fee"}}})


@pytest.mark.parametrize(("text", "meant"), [
    ("undo that, it's the annuals i paid for not the lotto fee", "annuals"),
    ("undo, it was the gas one i did", "gas"),
    ("undo that, it's the water bill not the gas bill", "water bill"),
    ("undo it, its the dentist i rang", "dentist"),
])
def test_undo_then_its_the_other_task_redoes_the_last_request_on_it(text: str, meant: str) -> None:
    assert steps(text, _AFTER_TICKING_THE_LOTTO) == [("none", "correct", {"task_ref": title(meant)})]


@pytest.mark.parametrize("text", ["undo that, it's the weekend", "undo that, it's paid",
                                  "undo that, it's the wrong one i ticked"])
def test_undo_then_a_remark_is_only_an_undo(text: str) -> None:
    assert steps(text, _AFTER_TICKING_THE_LOTTO) == [("none", "undo", {})]
