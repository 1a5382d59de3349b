"""Corrections typed late at night between jobs: a note asked for in the words people use ("add bring the old
passport as a note on the lawyer one", "put this in the visa paperwork notes - old passport in the drawer") and a
time said after "and" for the task just talked about ("and make it 11:30am") — that time on the task's own day.
Each test asserts what the user would notice: which task gets the note (and that no task is created), and that the
date already set is kept.
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("add bring old passport to the lawyer call as a note on the lawyer one", title("lawyer"),
         "bring old passport to the lawyer call"),
        ("put gate code 4411 as a note for #3", number(3), "gate code 4411"),
        ("can you add ask about the deposit as a note to the landlord task", title("landlord"),
         "ask about the deposit"),
        ("jot down bring the blue folder as a comment on the mortgage one", title("mortgage"),
         "bring the blue folder"),
    ],
)
def test_words_added_as_a_note_on_a_task_are_its_note_not_a_new_task(text: str, ref: dict, note: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "note": note})]


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("put that in the visa paperwork notes - old passport in kitchen drawer", title("visa paperwork"),
         "old passport in kitchen drawer"),
        ("stick this in the boiler notes: engineer prefers mornings", title("boiler"), "engineer prefers mornings"),
        ("add this to the dentist notes - she needs the numbing gel", title("dentist"), "she needs the numbing gel"),
    ],
)
def test_that_put_in_a_tasks_notes_then_the_words_adds_them_as_its_note(text: str, ref: dict, note: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "note": note})]


def test_words_added_as_a_treat_for_someone_stay_a_new_task() -> None:
    said = steps("add buy stamps as a treat for mum")
    assert said == [("add_task", None, {"title": "Buy stamps as a treat for mum"})]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("oh wait i need the pest control one for the inspector to see its done. bring that one back", "pest control"),
        ("ah crap i still need the milk one, put it back", "milk"),
        ("hang on, the school trip task wasnt finished. can you bring it back", "school trip"),
    ],
)
def test_a_task_named_then_bring_that_one_back_undoes_only_that_task(text: str, words: str) -> None:
    assert steps(text) == [("none", "undo", {"task_ref": title(words)})]


@pytest.mark.parametrize(
    "text", ["the laundry was right. undo", "i still need the gym one and the bank one. put them back"])
def test_an_undo_after_a_reason_naming_no_one_task_reverts_the_last_change(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


@pytest.mark.parametrize(
    ("text", "day", "due"),
    [
        ("ok brother's covering monday so im off. push all monday stuff to tuesday", "2026-11-30", "2026-11-24"),
        ("push all of wednesday to thursday", "2026-11-25", "2026-11-26"),
        ("move all the friday tasks to saturday", "2026-11-27", "2026-11-28"),
        ("move all my tomorrow stuff to thursday", "tomorrow", "2026-11-26"),
    ],
)
def test_all_of_one_days_stuff_moves_only_that_days_open_tasks(text: str, day: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "all", "status": "pending", "due": day},
                                                  "due": due})]
