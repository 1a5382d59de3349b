"""Edits said in full: a rename whose new words hold a day, a rename with its date and repeat, a day corrected in the
same breath with a reason after it, a word put in several titles, a reminder cancelled with "then"."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "new"), [
    ("can you change the nan one to say nan arrives saturday", "Nan arrives saturday"),
    ("fix 3 to say pick up cake which is ready monday", "Pick up cake which is ready monday"),
    ("edit task 2 so it says bins go out wednesday", "Bins go out wednesday"),
    ("update 6 to read tell coach the bus leaves at 7 on friday", "Tell coach the bus leaves at 7 on friday"),
])
def test_a_rename_keeps_the_day_said_inside_its_new_words(text: str, new: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["title"] == new
    assert "due" not in params and "repeat" not in params


@pytest.mark.parametrize(("text", "title", "due", "repeat"), [
    ("rename 4 to water bill, due the 10th, monthly", "Water bill", "2026-12-10", "monthly"),
    ("retitle 5 as rent, due on the 1st, repeats monthly", "Rent", "2026-12-01", "monthly"),
    ("change 12 to mow lawn, due saturday, then every 2 weeks", "Mow lawn", "2026-11-28", "every 2 weeks"),
])
def test_a_rename_with_a_date_and_a_repeat_keeps_both(text: str, title: str, due: str, repeat: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert (params["title"], params["due"], params["repeat"]) == (title, due, repeat)


def test_a_rename_with_a_date_then_why_keeps_only_the_date() -> None:
    [(_, _, params)] = steps("rename 3 to renew rego, due 4th dec, need to book early")
    assert params["title"] == "Renew rego" and params["due"] == "2026-12-04" and "repeat" not in params


@pytest.mark.parametrize(("text", "due"), [
    ("the report needs doing by friday... no sorry thursday as i'm off friday", "2026-11-26"),
    ("set the bins for tuesday - actually no, monday since collection changed", "2026-11-30"),
    ("the slides should be done by thursday. actually no wednesday because i'm away", "2026-11-25"),
])
def test_a_day_corrected_with_a_reason_after_it_keeps_the_corrected_day(text: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["due"] == due


def test_a_word_put_in_several_titles_edits_each() -> None:
    found = steps("pls stick the word draft on the essay and the poster ones so they stand out")
    assert [(i, p["task_ref"]["value"], p["title_add"]) for i, _, p in found] == [
        ("update_task", "essay", "draft"), ("update_task", "poster", "draft")]
    numbered = steps("put the word urgent in 4 and 5")
    assert [p["task_ref"]["value"] for _, _, p in numbered] == [4, 5]


def test_a_word_search_is_still_an_add() -> None:
    assert steps("add a word search to the puzzle book list")[0][0] == "add_task"


@pytest.mark.parametrize("text", ["turn off the dentist reminder now please", "kill the bins alarm too",
                                  "cancel the gym reminder then"])
def test_a_reminder_cancelled_with_a_word_after_it_stays_the_reminder(text: str) -> None:
    [(intent, _, _)] = steps(text)
    assert intent == "cancel_reminder"


@pytest.mark.parametrize(("text", "repeat"), [
    ("make the gym one repeat mondays and wednesdays at 6 too", "every monday and wednesday at 18:00"),
    ("change the door task itself to repeat every tuesday and thursday at 8:30am too",
     "every tuesday and thursday at 8:30"),
])
def test_a_repeat_over_several_days_said_with_too_is_one_rule(text: str, repeat: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["repeat"] == repeat


def test_another_task_said_with_too_is_still_the_same_change_again() -> None:
    found = steps("move the dentist to friday and the vet too")
    assert [p["task_ref"]["value"] for _, _, p in found] == ["dentist", "vet"]
