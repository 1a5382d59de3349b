"""Edits said plainly, in passing: a rename with its note or date in the same breath ("call #36 'buy scottish stuff'
and the description is shortbread", "rename #35 to report landlord to council and set due 7 dec"), the field said
first ("title of #35: …", "description of #36: …"), a note for a task named first ("the rent task, can u add note
'…'"), priorities said of several tasks at once or with the verb left out ("tax assignment - make it urgent. secret
santa not important", "put X back to high and Y back to low", "rent priority back to none"), and an undo said after
why ("the vet isnt high priority, undo that").

Each test asserts what the user would notice: which task changes and how, that the title carries neither quotes nor
the instruction, and that no junk task is added.
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "ref", "new"),
    [
        ("title of #35: Report landlord to council", number(35), "Report landlord to council"),
        ("title of #1 should be: Book vet for Mruczek", number(1), "Book vet for Mruczek"),
        ("nope that's wrong. title of #1 should be: Book vet for Mruczek", number(1), "Book vet for Mruczek"),
        ("the name of task 4 should be pick up the dry cleaning", number(4), "Pick up the dry cleaning"),
        ("title for #12 - ring the council about the bins", number(12), "Ring the council about the bins"),
    ],
)
def test_the_title_said_first_renames_that_task(text: str, ref: dict, new: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "title": new})]


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("description of #36: shortbread, irn bru, tablet", number(36), "shortbread, irn bru, tablet"),
        ("the details of #3: ask for the 10% discount", number(3), "ask for the 10% discount"),
    ],
)
def test_the_description_said_first_sets_it(text: str, ref: dict, note: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "description": note})]


@pytest.mark.parametrize(
    ("text", "new", "extra"),
    [
        ("call #36 'buy scottish stuff for ola' and the description is shortbread, irn bru, tablet",
         "Buy scottish stuff for ola", {"description": "shortbread, irn bru, tablet"}),
        ("rename #2 to 'book flights' with notes: check ryanair first", "Book flights",
         {"description": "check ryanair first"}),
        ("change #1 to just 'book vet for mruczek', the jabs bit can go in the notes", "Book vet for mruczek",
         {"rest_as_note": True}),
        ("rename #4 to 'pay council tax', put the rest in the notes", "Pay council tax", {"rest_as_note": True}),
        ("rename #5 to \"ring the gp\"", "Ring the gp", {}),
    ],
)
def test_a_quoted_new_title_carries_no_quotes_nor_what_follows(text: str, new: str, extra: dict) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params == {"task_ref": params["task_ref"], "title": new, **extra}


@pytest.mark.parametrize(
    ("text", "new", "due"),
    [
        ("rename #35 to report landlord to council and set due 7 dec", "Report landlord to council", "2026-12-07"),
        ("rename #2 to book the mot and set the due date to friday", "Book the mot", "2026-11-27"),
        ("rename task 3 to order the cake, and make it due saturday", "Order the cake", "2026-11-28"),
    ],
)
def test_a_rename_with_a_date_sets_both(text: str, new: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["title"] == new and params["due"] == due


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("ok and the rent task, can u add note 'standing order doesnt work, do bank transfer to mr mcallister'",
         title("rent"), "standing order doesnt work, do bank transfer to mr mcallister"),
        ("the dentist one, add a note saying bring the insurance card", title("dentist"), "bring the insurance card"),
        ("#4 - add a note: gate code 4512", number(4), "gate code 4512"),
        ("task 9, could you put a note on it - ask for sam", number(9), "ask for sam"),
    ],
)
def test_a_note_for_a_task_named_first_is_no_new_task(text: str, ref: dict, note: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "note": note})]


def test_a_note_said_with_no_task_named_is_still_a_task() -> None:
    assert [s[0] for s in steps("add note cards to the shopping list")] == ["add_task"]


@pytest.mark.parametrize(
    ("text", "edits"),
    [
        ("tax assignment - make it urgent. secret santa not important",
         [("tax assignment", "high"), ("secret santa", "low")]),
        ("put tax assignment back to high and secret santa back to low",
         [("tax assignment", "high"), ("secret santa", "low")]),
        ("not rent! rent priority back to none. #13 high, #29 low", [("rent", "none"), (13, "high"), (29, "low")]),
        ("accountancy class - no priority pls", [("accountancy class", "none")]),
        ("the gutters priority to low", [("gutters", "low")]),
        ("the accountancy class isnt medium priority, i didnt say that. clear it", [("accountancy class", "none")]),
        ("mot not urgent", [("mot", "low")]),
    ],
)
def test_priorities_said_of_each_task_change_each(text: str, edits: list[tuple[object, str]]) -> None:
    read = steps(text)
    assert [s[0] for s in read] == ["update_task"] * len(edits)
    for (_, _, params), (ref, level) in zip(read, edits, strict=True):
        expected = number(ref) if isinstance(ref, int) else title(str(ref))
        assert params["task_ref"] == expected and params["priority"] == level


@pytest.mark.parametrize(
    "text",
    [
        "no its not so urgent after all, medium prio is fine",
        "no its not urgent anymore",
    ],
)
def test_a_priority_said_of_it_is_not_read_as_a_task_called_no(text: str) -> None:
    assert all(s[2]["task_ref"] == PRONOUN for s in steps(text))


def test_a_to_do_then_dash_and_a_priority_is_still_a_new_task() -> None:
    assert steps("call mum - make it urgent") == [("add_task", None, {"title": "Call mum", "priority": "high"})]


@pytest.mark.parametrize(
    "text",
    [
        "no no the vet isnt high priority, undo that",
        "no, the dentist isnt on friday. undo that pls",
    ],
)
def test_why_then_undo_that_is_an_undo(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("give ola present a date, say 20 dec, i fly 27th but want it wrapped before", title("ola present"),
         "2026-12-20"),
        ("give the passport one a deadline, maybe friday", title("passport"), "2026-11-27"),
    ],
)
def test_a_date_given_with_say_or_maybe(text: str, ref: dict, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "due": due})]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("and mark #19 done. also the vet date thing - #1, clear its date", ("complete_task", number(19))),
        ("mark #19 done. also #1, clear its date", ("complete_task", number(19))),
    ],
)
def test_a_second_task_named_after_a_full_stop_gets_its_own_change(text: str, first: tuple) -> None:
    read = steps(text)
    assert [(s[0], s[2]["task_ref"]) for s in read] == [first, ("update_task", number(1))]
    assert read[1][2]["due"] == ""


def test_clear_its_date_clears_the_due_of_the_task_talked_about() -> None:
    assert steps("clear its date") == [("update_task", None, {"task_ref": PRONOUN, "due": ""})]


def test_a_note_with_a_dash_is_still_one_task() -> None:
    assert steps("add call the bank - ask about the fee") == [
        ("add_task", None, {"title": "Call the bank", "description": "ask about the fee"})]


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("present for ola - i want to get her the perfume she likes, from boots. put that in the notes",
         title("present for ola"), "i want to get her the perfume she likes, from boots"),
        ("the dentist one: bring the insurance card, can you put that in the description", title("dentist"),
         "bring the insurance card"),
        ("#4 - gate code 4512. add that to the notes pls", number(4), "gate code 4512"),
    ],
)
def test_what_was_said_then_put_that_in_the_notes_notes_it(text: str, ref: dict, note: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "note": note})]


def test_put_that_in_the_notes_never_notes_the_word_that() -> None:
    assert all(s[2].get("note") != "that" for s in steps("put that in the notes"))
