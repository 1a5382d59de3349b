"""Moves and priorities said tersely or in plain statements: "mv 3 fri", "the vet is now the 4th", "the school run is
of high importance", "insurance is !! dont forget", "whatever's due friday shift it to monday" (no comma), "yeah
brilliant" to a question. Clock: Monday 2026-11-23 09:00 UTC."""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title


@pytest.mark.parametrize(("text", "task", "due"), [
    ("push #3 mon", 3, "2026-11-30"),
    ("mv 5 thu", 5, "2026-11-26"),
    ("resched 2 sat", 2, "2026-11-28"),
    ("mv 7 to weds", 7, "2026-11-25"),
    ("move task 6 3 dec", 6, "2026-12-03"),
])
def test_a_numbered_task_moved_without_to_is_moved_not_added(text, task, due):
    assert steps(text) == [("update_task", None, {"task_ref": number(task), "due": due})]


def test_a_task_named_as_the_one_moved_without_to():
    assert steps("move the bins one thursday") == [
        ("update_task", None, {"task_ref": title("bins"), "due": "2026-11-26"})]


def test_a_plain_chore_with_a_day_stays_a_new_task():
    assert steps("move the couch friday")[0][0] == "add_task"


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("the vet is now the 4th", "vet", "2026-12-04"),
    ("the band practice is now 30th", "band practice", "2026-11-30"),
    ("the release is now 26th 6pm", "release", "2026-11-26T18:00:00+00:00"),
])
def test_a_day_of_the_month_said_as_the_new_date(text, ref, due):
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "due": due})]


@pytest.mark.parametrize(("text", "ref", "level"), [
    ("the school run is of high importance", "school run", "high"),
    ("The thank-you cards are of little importance.", "thank-you cards", "low"),
    ("the visa form is of the utmost importance", "visa form", "high"),
    ("the gym one is a low priority thing", "gym", "low"),
    ("Council tax is a high priority item.", "council tax", "high"),
    ("insurance renewal is !! dont forget", "insurance renewal", "high"),
])
def test_a_priority_said_as_a_statement(text, ref, level):
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "priority": level})]


def test_words_after_the_bang_marks_are_a_new_sentence_not_the_level():
    assert steps("make it urgent! boss is chasing") == [("update_task", None, {"task_ref": {"kind": "pronoun"},
                                                                              "priority": "high"})]


_DUE_FRIDAY = {"kind": "all", "status": "pending", "one": True, "due": "2026-11-27"}


@pytest.mark.parametrize(("text", "change"), [
    ("whatever's due friday shift it to monday", {"due": "2026-11-30"}),
    ("whatevers due fri push it a day", {"shift": {"days": 1}}),
    ("the thing due end of the week make it urgent", {"priority": "high"}),
])
def test_a_task_named_by_its_day_then_the_request_with_no_comma(text, change):
    whatever = {"any": True} if text.startswith("whatever") else {}  # all of that day's, however many
    assert steps(text) == [("update_task", None, {"task_ref": {**_DUE_FRIDAY, **whatever}, **change})]


def test_the_one_due_at_the_end_of_the_month():
    assert steps("whatever's due end of the month, mark it done") == [
        ("complete_task", None, {"task_ref": {**_DUE_FRIDAY, "due": "2026-11-30", "any": True}})]


@pytest.mark.parametrize("text", ["yeah brilliant", "yep lovely thanks", "yes perfect", "aye grand"])
def test_a_yes_with_how_good_it_sounds_is_a_yes(text):
    assert steps(text) == [("none", "confirm", {})]


def test_righto_before_a_listing():
    assert steps("righto what's due today") == [("list_tasks", None, {"due": "today"})]


def test_a_task_moved_to_the_week_after_is_moved_by_a_week():
    assert steps("move the dentist to the following week") == [
        ("update_task", None, {"task_ref": title("dentist"), "shift": {"weeks": 1}})]


@pytest.mark.parametrize("text", ["when is the cs2040 one due ah", "when is the cs2040 one due lah"])
def test_a_singlish_particle_is_no_part_of_the_search(text):
    assert steps(text) == [("list_tasks", None, {"query": "cs2040"})]
