"""Done-reports and their corrections said loosely (set 30's leftovers, in other words): where or how a thing was done
is no second task, a thing back from the cleaners or garage is its errand done, news before "bin it" is why (and names
"it"), and "i never finished X, put it back" reopens X."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text, ref", [
    ("rates are sorted, paid online last night", "rates"),
    ("the dentist is done, booked over the phone", "dentist"),
    ("school trip money handed in, paid by card", "school trip money"),
    ("car rego done, paid at the post office", "car rego"),
])
def test_how_it_was_done_is_no_second_task(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": ref}})]


def test_two_things_reported_are_still_two() -> None:
    assert [s[0] for s in steps("gas bill paid, sent the invoice")] == ["complete_task", "complete_task"]


@pytest.mark.parametrize("text, ref", [
    ("the car came back from the garage today", "car"),
    ("got the watch back from the repairer", "watch"),
    ("my suit is back from the dry cleaners", "suit"),
    ("we got the bike back off the mechanic", "bike"),
])
def test_a_thing_back_from_its_service_is_its_errand_done(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": ref}})]


@pytest.mark.parametrize("text", ["mum's back from hospital", "back from the shops"])
def test_someone_back_is_no_done_report(text: str) -> None:
    assert not any(s[0] == "complete_task" for s in steps(text))


@pytest.mark.parametrize("text", ["swapped my shift so the roster swap's not needed, bin it",
                                  "rang round and the quiz night got cancelled, get rid of it"])
def test_news_before_bin_it_is_why_and_names_it(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "delete_task" and params["task_ref"]["kind"] == "pronoun" and params["task_ref"].get("said")


@pytest.mark.parametrize("text, ref", [
    ("i never finished the tiling one, put it back", "tiling"),
    ("hang on we never finished the gutters, bring it back", "gutters"),
])
def test_not_finished_then_put_back_reopens_that_one(text: str, ref: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": {"kind": "title", "value": ref}})]


def test_a_bare_put_it_back_is_still_an_undo() -> None:
    assert steps("ugh, put it back") == [("none", "undo", {})]
