"""Edits from long chat 23: a reopen said as news with the request after it, an undo of one task of the last
change, a quoted new title then its date, "title should be X" after "fix 37 -", and a remark before a request."""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize("text", [
    "the restaurant booking isnt done anymore, bring it back and make it due tuesday",
    "argh they lost our table. the restaurant booking isnt done anymore, bring it back and make it due tuesday",
    "the restaurant booking isnt done after all, reopen it and make it due tuesday",
    "the restaurant booking isn't done after all. make it due tuesday",
])
def test_not_done_any_more_then_a_request_reopens_and_redates(text: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": title("restaurant booking")}),
                           ("update_task", None, {"task_ref": {"kind": "pronoun"}, "due": "2026-11-24"})]


def test_not_done_any_more_reopens() -> None:
    assert steps("the restaurant booking isnt done anymore") == [
        ("reopen_task", None, {"task_ref": title("restaurant booking")})]


@pytest.mark.parametrize(("text", "words"), [
    ("undo that, just the electricity one", "electricity"),
    ("hmm actually the electricity has a late fee. undo that, just the electricity one", "electricity"),
    ("undo just the electricity one", "electricity"),
    ("undo only the gym one", "gym"),
    ("undo that for the electricity bill only", "electricity bill"),
    ("revert it but only for the rent", "rent"),
    ("oops. undo, just the rent one please", "rent"),
])
def test_undo_of_one_task_only(text: str, words: str) -> None:
    assert steps(text) == [("none", "undo", {"task_ref": title(words)})]


@pytest.mark.parametrize("text", ["undo that", "undo, just the last one"])
def test_plain_undo_names_no_task(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


@pytest.mark.parametrize(("text", "new", "due"), [
    ('change the hamper one to "reza to drop hamper stuff at school" due fri', "Reza to drop hamper stuff at school",
     "2026-11-27"),
    ("rename 5 to 'call the vet' by thursday", "Call the vet", "2026-11-26"),
    ('change task 3 to "pay rent" next monday', "Pay rent", "2026-11-30"),
    ('no thats wrong, it\'s not tomorrow. change 31 to "dry needling course perth" due friday 9am',
     "Dry needling course perth", "2026-11-27T09:00:00+00:00"),
])
def test_quoted_new_title_then_its_date(text: str, new: str, due: str) -> None:
    (intent, act, params), = steps(text)
    assert intent == "update_task" and act is None
    assert params["title"] == new and params["due"] == due


@pytest.mark.parametrize(("text", "new"), [
    ("fix 37 - title should be buy christmas presents for the kids", "Buy christmas presents for the kids"),
    ("change the dentist one: the name should be dentist at 3", "Dentist at 3"),
    ("rename it flight home to sydney", "Flight home to sydney"),
    ("rename it to flight home", "Flight home"),
])
def test_the_new_title_is_the_words_after(text: str, new: str) -> None:
    assert steps(text)[0][2]["title"] == new


@pytest.mark.parametrize("text", ["no thats wrong, the committee deadline is fixed", "undo that, it's wrong"])
def test_a_remark_after_thats_wrong_is_still_an_undo(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


@pytest.mark.parametrize("text", ["the restaurant booking isnt done anymore, bring it back",
                                  "argh they lost our table. the restaurant booking isnt done anymore, bring it back",
                                  "oops the restaurant booking isnt done after all, bring it back"])
def test_not_done_any_more_then_bring_it_back_reopens_never_undoes(text: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": title("restaurant booking")})]


def test_didnt_finish_then_reopen_it_names_only_the_task() -> None:
    assert steps("oops i didnt actually finish the report, reopen it") == [
        ("reopen_task", None, {"task_ref": title("report")})]
