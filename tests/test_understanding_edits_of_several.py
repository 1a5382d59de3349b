"""Edits that say more than one thing: a rename that also sets the due date or the description ("rename that to
X and due date 4th dec, need to book early"), a due date said in everyday words ("put it due the 7th dec so i
book it in time", "blister packs due wed 2nd dec" of a task already on the list). Each test asserts what the user
would notice: the title is only the name, the date lands on the task, and no junk task comes from the reason.
(Several tasks named in one change, "make the dj and cake due by the 5th", are resolved against the list:
tests/scenarios/edits_of_several.toml.)
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import number, steps, title

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "ref", "fields"),
    [
        ("rename that to Book table for staff christmas do (12 people) and due date 4th dec, need to book early",
         PRONOUN, {"title": "Book table for staff christmas do (12 people)", "due": "2026-12-04"}),
        ("rename it to Pack the van. due friday night", PRONOUN,
         {"title": "Pack the van", "due": "2026-11-27T20:00:00+00:00"}),
        ("rename #3 to pay the gas bill, deadline the 9th", number(3),
         {"title": "Pay the gas bill", "due": "2026-12-09"}),
        ("rename 4 to call mam and due friday", number(4), {"title": "Call mam", "due": "2026-11-27"}),
        ("rename task 2 to renew car tax and its due the 30th", number(2),
         {"title": "Renew car tax", "due": "2026-11-30"}),
    ],
)
def test_a_rename_with_a_due_date_sets_both(text: str, ref: dict[str, Any], fields: dict[str, Any]) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, **fields})]


def test_a_rename_with_words_for_the_description_and_a_date() -> None:
    said = steps("actually rename that to just Pack the van and put the batteries reflector and lens in the "
                 "description. due friday night")
    assert said == [("update_task", None, {"task_ref": PRONOUN, "title": "Pack the van",
                                           "note": "the batteries reflector and lens",
                                           "due": "2026-11-27T20:00:00+00:00"})]


def test_a_rename_with_and_in_the_title_keeps_it() -> None:
    assert steps("rename 2 to buy bread and milk") == [
        ("update_task", None, {"task_ref": number(2), "title": "Buy bread and milk"})]


def test_a_rename_then_another_command_still_does_both() -> None:
    assert [s[0] for s in steps("rename it to Book the flights and delete 4")] == ["update_task", "delete_task"]


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("and put it due the 7th dec so i book it in time", PRONOUN, "2026-12-07"),
        ("i want the nct task due on the 7th of december", title("nct"), "2026-12-07"),
        ("put the nct due the 7th dec", title("nct"), "2026-12-07"),
        ("make the essay due monday, it takes ages", title("essay"), "2026-11-30"),
        ("we need the rota task due on sunday", title("rota"), "2026-11-29"),
        ("set it due friday because the shop shuts", PRONOUN, "2026-11-27"),
    ],
)
def test_a_due_date_said_in_everyday_words(text: str, ref: dict[str, Any], due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "due": due})]


@pytest.mark.parametrize(
    ("text", "words", "due"),
    [
        ("blister packs due wed 2nd dec", "blister packs", "2026-12-02"),
        ("the essay due friday", "essay", "2026-11-27"),
        ("tax return due 31st jan", "tax return", "2027-01-31"),
        ("milk due tomorrow", "milk", "2026-11-24"),
    ],
)
def test_a_thing_named_then_its_due_date_dates_the_task_or_offers_it(text: str, words: str, due: str) -> None:
    # the task on the list with those words gets the date; with none, the dialogue offers to add it
    assert steps(text) == [("update_task", None, {"task_ref": title(words), "due": due, "or_add": True})]


@pytest.mark.parametrize("text", ["call mam due friday", "finish essay due friday", "add milk due tomorrow",
                                  "new task dentist due friday"])
def test_a_to_do_with_its_date_stays_an_add(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["add_task"]


@pytest.mark.parametrize("text", ["whats due friday", "anything due today?"])
def test_asking_what_is_due_still_lists(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["list_tasks"]
