"""Edits of a task's date or repeat said the way people say them: a reason after the change that only sounds like
a done-report ("…, physio says im done", "…, no rush now the season's done", "…, supplier is closed"), a move
with no task after the verb ("the gauze one, postpone to friday"), a task whose name has a "to" in it ("move the
doctor trip to st. anthony to wednesday"), a date said again with "actually" ("the deadline is actually 4pm not
5"), someone else's change told before the request ("client pushed the deadline, move …") and a dropped g
("stop repeatin the stretches") — each with near misses.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title

# ------------------------------------------------------------------ a reason after the change, no task done


@pytest.mark.parametrize(
    ("text", "ref", "change"),
    [
        ("take the date off the lobster pots, no rush now the season's done", "lobster pots", {"due": ""}),
        ("clear the deadline on the tax form, no hurry now the job's finished", "tax form", {"due": ""}),
        ("stop repeating the stretches, physio says im done", "stretches", {"repeat": ""}),
        ("stop repeatin the stretches, physio says im done", "stretches", {"repeat": ""}),
        ("postpone the gauze to friday, supplier is closed", "gauze", {"due": "2026-11-27"}),
        ("push the bread order to monday, the bakery's closed", "bread order", {"due": "2026-11-30"}),
    ],
)
def test_a_reason_after_a_change_marks_nothing_done(text: str, ref: str, change: dict) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), **change})]


def test_what_someone_says_is_done_is_still_read_for_its_task() -> None:
    assert steps("mum says the rent is paid") == [("complete_task", None, {"task_ref": title("rent")})]
    assert steps("ticket 4 closed") == [("complete_task", None, {"task_ref": title("ticket 4")})]
    assert steps("the season's done") == [("complete_task", None, {"task_ref": title("season")})]


@pytest.mark.parametrize("text", ["supplier is closed", "the shop is closed", "physio says im done"])
def test_a_place_shut_or_a_person_done_is_no_task_done(text: str) -> None:
    assert all(intent != "complete_task" for intent, _, _ in steps(text))


# ------------------------------------------------------------------ a move with no task after the verb


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("the gauze one, postpone to friday", title("gauze"), "2026-11-27"),
        ("the vet one, move to friday", title("vet"), "2026-11-27"),
        ("push to monday pls", {"kind": "pronoun"}, "2026-11-30"),
        ("push back to thursday", {"kind": "pronoun"}, "2026-11-26"),
    ],
)
def test_a_move_with_no_task_after_the_verb_moves_the_one_talked_about(text: str, ref: dict, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "due": due})]


def test_a_move_to_a_place_is_still_a_chore() -> None:
    assert [intent for intent, _, _ in steps("move to the garage")] == ["add_task"]


# ------------------------------------------------------------------ a "to" in the task's name


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("move the doctor trip to st. anthony to wednesday", "doctor trip to st. anthony", "2026-11-25"),
        ("grr the ferry's cancelled, move the doctor trip to st. anthony to wednesday", "doctor trip to st. anthony",
         "2026-11-25"),
        ("push the trip to london to next friday", "trip to london", "2026-11-27"),
    ],
)
def test_a_to_in_the_task_name_leaves_the_date_after_the_last_to(text: str, ref: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "due": due})]


# ------------------------------------------------------------------ a date said again with "actually"


@pytest.mark.parametrize(
    ("text", "ref", "change"),
    [
        ("the translation deadline is actually 4pm not 5", "translation deadline",
         {"at_time": "16:00", "due": "2026-11-23T16:00:00+00:00"}),
        ("the dentist is actually friday, not thursday", "dentist", {"due": "2026-11-27"}),
        ("the bins are actually every 2 weeks", "bins", {"repeat": "every 2 weeks"}),
    ],
)
def test_a_date_said_again_with_actually_changes_the_task(text: str, ref: str, change: dict) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"] == title(ref)
    assert {k: params[k] for k in change} == change


def test_actually_before_no_date_adds_nothing_changed() -> None:
    assert [intent for intent, _, _ in steps("the party is actually fun")] != ["update_task"]


# ------------------------------------------------------------------ someone else's change, then the request


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("right, client in munich pushed the deadline, move the patent translation to thursday", "patent translation",
         "2026-11-26"),
        ("the school extended the deadline, push the essay to monday", "essay", "2026-11-30"),
    ],
)
def test_someone_elses_change_told_first_adds_no_task(text: str, ref: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "due": due})]
