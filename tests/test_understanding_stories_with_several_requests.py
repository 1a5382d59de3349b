"""Busy messages that carry several requests, and answers that amend what was asked (long chat 19).

A thing said due is a to-do of its own beside another request; two things told one after the other, each with a date,
are two; a new title said with a date after a comma takes the date; a remark after a comma is no part of a title; a yes
that renames the task asked about ("yes but just call it …") is a yes.
"""

from __future__ import annotations

from tests.readings import read, steps, title
from todobot.understanding.model import ConversationContext

_ASKED_TO_ADD = ConversationContext(awaiting_confirmation=True, pending_intent="add_task")


def _titles_and_dues(text: str) -> list[tuple[str, str | None]]:
    found = steps(text)
    named = [(p.get("title") or (p.get("task_ref") or {}).get("value", "").capitalize(), p.get("due"))
             for _, _, p in found]
    return sorted(named)


# --- a thing said due, beside another request ------------------------------------------------------------------

def test_a_project_said_due_is_kept_beside_a_shopping_need() -> None:
    said = "also meera science fair project, its due thursday. need to buy trifold board and glue sticks"
    found = _titles_and_dues(said)
    assert found == [("Buy trifold board and glue sticks", None), ("Meera science fair project", "2026-11-26")]


def test_an_essay_said_due_is_kept_beside_an_add() -> None:
    found = _titles_and_dues("history essay, its due friday. add print the bibliography")
    assert ("History essay", "2026-11-27") in found
    assert ("Print the bibliography", None) in found


# --- two dated things told one sentence after the other ---------------------------------------------------------

def test_two_dated_bills_in_two_sentences_are_two() -> None:
    found = _titles_and_dues("property tax due dec 1st. rrsp contribution before feb")
    assert found == [("Property tax", "2026-12-01"), ("Rrsp contribution", "2027-02-01")]


def test_an_appointment_and_a_haircut_in_two_sentences() -> None:
    found = _titles_and_dues("dentist friday 3pm. and the haircut saturday at 10")
    assert [t for t, _ in found] == ["Dentist", "The haircut"]
    assert [d for _, d in found] == ["2026-11-27T15:00:00+00:00", "2026-11-28T10:00:00+00:00"]


def test_a_date_corrected_in_the_next_sentence_stays_one_task() -> None:
    assert _titles_and_dues("pay rent friday. no wait monday") == [("Pay rent", "2026-11-30")]


# --- a rename with its date said after a comma -----------------------------------------------------------------

def test_a_rename_takes_the_date_said_after_a_comma() -> None:
    (_, _, params), = steps("change pick her up to pick up amma at pearson, next thursday 3:40pm")
    assert params["task_ref"] == title("pick her up")
    assert params["title"] == "Pick up amma at pearson"
    assert params["due"].endswith("15:40:00+00:00")


def test_a_rename_of_a_numbered_task_with_a_time_after_a_comma() -> None:
    (_, _, params), = steps("rename 2 to lunch with sam, at noon")
    assert params["title"] == "Lunch with sam"
    assert params["due"] == "2026-11-23T12:00:00+00:00"


def test_a_rename_with_a_list_after_a_comma_keeps_the_list() -> None:
    (_, _, params), = steps("rename #3 to buy eggs, milk")
    assert params["title"] == "Buy eggs, milk"
    assert "due" not in params


# --- a remark after a comma is no part of a title --------------------------------------------------------------

def test_why_after_a_reminder_is_no_part_of_its_title() -> None:
    found = steps("remind me thursday at 2pm to leave for the airport, traffic on the 401 is insane")
    assert found[0][2]["title"] == "Leave for the airport"
    assert found[1][0] == "schedule_reminder"


def test_how_a_thing_is_after_an_add_is_no_part_of_its_title() -> None:
    assert steps("add fix bike, chain is broken")[0][2]["title"] == "Fix bike"
    assert steps("add book flights, prices are going up")[0][2]["title"] == "Book flights"


def test_a_second_to_do_after_a_comma_is_not_a_remark() -> None:
    assert steps("add email jo, check the form is signed")[0][2]["title"] == "Email jo, check the form is signed"


# --- a yes that renames the task asked about -------------------------------------------------------------------

def test_yes_but_just_call_it_renames_and_dates_the_task_asked_about() -> None:
    u = read("yes but just call it skate sharpening, due today 5pm", _ASKED_TO_ADD)
    assert u.act == "confirm"
    assert u.params == {"title": "Skate sharpening", "due": "2026-11-23T17:00:00+00:00"}


def test_ya_but_just_name_it_is_a_yes_too() -> None:
    u = read("ya but just name it book club", _ASKED_TO_ADD)
    assert u.act == "confirm"
    assert u.params["title"] == "Book club"
