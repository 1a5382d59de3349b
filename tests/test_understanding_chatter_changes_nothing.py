"""Chatter around a request changes nothing by itself (long chat 25): the clock told ("now it's tuesday night"), a
hedge after a day ("sunday at the market maybe"), a remark beside a clear change ("too much for monday"), a
question about a task ("did the undo keep …?") and the reason said after a new title."""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title


@pytest.mark.parametrize("text", [
    "now its tuesday night, im packing",
    "ok so now it's friday evening and im still at the office",
    "right now it is wednesday morning, we're at the airport",
    "its saturday here already",
    "it's sunday over here",
])
def test_the_day_it_is_for_the_user_moves_no_task(text: str) -> None:
    assert all(intent != "update_task" for intent, _, _ in steps(text))


@pytest.mark.parametrize("text, due", [
    ("actually its friday", "2026-11-27"),
    ("make it friday", "2026-11-27"),
    ("its friday evening here, push it to monday", "2026-11-30"),
])
def test_a_new_day_for_it_still_moves_it(text: str, due: str) -> None:
    assert steps(text)[-1][2].get("due") == due


@pytest.mark.parametrize("text, ref, due", [
    ("give the pill organizer a date, sunday at the market maybe", "pill organizer", "2026-11-29"),
    ("push the vet thing to thursday i guess", "vet", "2026-11-26"),
    ("move the car wash to saturday at the mall probably", "car wash", "2026-11-28"),
    ("set the tax one a deadline of the 10th or so", "tax", "2026-12-10"),
    ("the rates bill, give it a date, monday", "rates bill", "2026-11-30"),
    ("the car rego, give it a deadline of friday", "car rego", "2026-11-27"),
])
def test_a_day_said_with_a_hedge_or_a_place_moves_the_named_task(text: str, ref: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "due": due})]


def test_a_hedged_date_and_a_priority_stay_on_the_one_task() -> None:
    found = steps("give the pill organiser a date, saturday at the shops maybe. and low priority")
    assert [s[2]["task_ref"] for s in found] == [title("pill organiser")] * 2
    assert {k for s in found for k in s[2]} == {"task_ref", "due", "priority"}


@pytest.mark.parametrize("text", [
    "way too busy on monday. shift the rego and the passport forms to wednesday",
    "crazy week ahead, push the report to friday",
    "what a morning!! mark the laundry done",
    "hello there, happy sunday. I did the grocery run and fed the cat",
])
def test_a_remark_beside_a_clear_request_is_not_offered_as_a_task(text: str) -> None:
    assert all(intent != "add_task" for intent, _, _ in steps(text))


def test_an_errand_named_beside_a_change_is_still_offered() -> None:
    found = steps("dentist appointment friday, and move the gym to monday")
    assert [intent for intent, _, _ in found] == ["add_task", "update_task"]


@pytest.mark.parametrize("text", [
    "did the undo keep the dogs in the description of #7?",
    "does #7 still have the gate code in its notes?",
    "is the note still on task 7?",
    "did the rename change the time on #7?",
])
def test_a_question_about_a_numbered_task_shows_it_and_changes_nothing(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"numbers": [7]})]


@pytest.mark.parametrize("text", ["did the bins wednesday", "did the washing and the ironing"])
def test_did_the_chore_is_still_a_report(text: str) -> None:
    assert all(intent == "complete_task" for intent, _, _ in steps(text))


@pytest.mark.parametrize("text, ref, new", [
    ("also rename the inspection to sanitary inspection at clinic, so I dont confuse with the van one",
     title("inspection"), "Sanitary inspection at clinic"),
    ("rename 4 to van inspection so i dont mix them up", number(4), "Van inspection"),
    ("change #3 to pay the plumber, because the old title was vague", number(3), "Pay the plumber"),
    ("rename the dentist one to dentist at 3, cos i keep forgetting", title("dentist"), "Dentist at 3"),
    ("rename 2 to pick up sam, so he isnt late", number(2), "Pick up sam"),
])
def test_why_a_task_is_renamed_is_no_part_of_its_title(text: str, ref: dict, new: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "title": new})]
