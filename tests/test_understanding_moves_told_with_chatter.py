"""Moves told with chatter (long chat 21): a group of tasks named by a plural ("the apprentice tasks", "both stag
jobs") moved together; a task "done monday instead" is moved; "swap it to monday 9am" is a move — with near misses
that keep their old reading.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("move the apprentice tasks to wednesday", "apprentice"),
        ("move both apprentice tasks to wednesday", "apprentice"),
        ("move both the apprentice jobs to wed", "apprentice"),
        ("push both stag ones to friday", "stag"),
        ("move the 2 apprentice tasks to wednesday", "apprentice"),
        ("bump my work tasks to monday", "work"),
        ("move the apprentice tasks to wed pls", "apprentice"),
        ("mark the two gp ones done", "gp"),
        ("shift those wedding jobs to next week", "wedding"),
    ],
)
def test_a_plural_names_a_group(text: str, query: str) -> None:
    [(_, _, params)] = steps(text)
    assert params["task_ref"]["kind"] == "all"
    assert params["task_ref"]["query"] == query


def test_the_x_ones_without_a_count_names_a_task_as_the_answer_to_which_one() -> None:
    """"the maths ones" answers "which one?" with the maths task, not a group to confirm."""
    [(_, _, params)] = steps("mark the maths ones done")
    assert params["task_ref"] == {"kind": "title", "value": "maths"}


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("move the apprentice task to wednesday", {"kind": "title", "value": "apprentice"}),
        ("delete the duplicate tasks", {"kind": "title", "value": "duplicate"}),
        ("move the other ones to friday", {"kind": "title", "value": "other"}),
    ],
)
def test_near_misses_of_a_group(text: str, ref: dict[str, object]) -> None:
    [(_, _, params)] = steps(text)
    assert params["task_ref"] == ref


def test_two_names_with_ones_stay_two() -> None:
    assert [p["task_ref"]["value"] for _, _, p in steps("delete the milk and eggs ones")] == ["milk", "eggs"]


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("malahide fella rang, can i do the charger monday instead. so swap it to monday 9am", "charger",
         "2026-11-30T09:00"),
        ("can i do the charger monday instead", "charger", "2026-11-30"),
        ("could we do the gym one on friday instead?", "gym", "2026-11-27"),
        ("ill do the dentist the 3rd instead", "dentist", "2026-12-03"),
        ("i can do the charger on tuesday instead of wednesday", "charger", "2026-11-24"),
        ("can i do yoga monday instead of running", "yoga", "2026-11-30"),
        ("customer rang, can we do the ev charger tuesday instead? so move it to tue 10am", "ev charger",
         "2026-11-24T10:00"),
        ("the client phoned. swap the charger to monday 9am", "charger", "2026-11-30T09:00"),
        ("swap the charger over to monday", "charger", "2026-11-30"),
        ("malahide man called - can we do the charger monday 9am instead", "charger", "2026-11-30T09:00"),
    ],
)
def test_a_task_done_another_day_instead_moves(text: str, ref: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == {"kind": "title", "value": ref}
    assert params["due"].startswith(due)


@pytest.mark.parametrize(
    "text",
    ["can i do it tuesday instead", "can we do that one friday instead?", "swap it to 9am monday pls"],
)
def test_it_done_another_day_moves_the_one_talked_about(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("swap the tyres to the winter ones", "add_task"),
        ("swap shifts with dave on friday", "add_task"),
        ("can i do the charger monday", None),
    ],
)
def test_near_misses_of_instead(text: str, intent: str | None) -> None:
    said = steps(text)
    if intent:
        assert [s[0] for s in said] == [intent]
    else:
        assert all(s[0] != "update_task" for s in said)


@pytest.mark.parametrize(
    ("text", "weekday"),
    [
        ("push the fuse board swap to the monday after", 0),
        ("push the fuse board swap to the monday after, tom brady wont mind", 0),
        ("push it to the friday after", 4),
        ("move the dentist to the following monday", 0),
        ("shift the gp to the wednesday after that", 2),
        ("bump the nct to the thursday after pls", 3),
    ],
)
def test_to_the_weekday_after_counts_from_its_due(text: str, weekday: int) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["shift"] == {"days": 1, "weekday": weekday}


def test_the_week_after_is_still_a_week() -> None:
    [(_, _, params)] = steps("push the dentist to the week after")
    assert params["shift"] == {"weeks": 1}


@pytest.mark.parametrize(
    ("text", "number", "new"),
    [
        ("fix 14 to just collect mams prescription", 14, "Collect mams prescription"),
        ("fix #3 to say pay the plumber", 3, "Pay the plumber"),
        ("fix task 2 so it says ring dad", 2, "Ring dad"),
        ("change 14 to just collect mams prescription", 14, "Collect mams prescription"),
    ],
)
def test_fix_a_number_to_new_words_renames(text: str, number: int, new: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == {"kind": "number", "value": number}
    assert params["title"] == new


def test_fix_a_thing_to_somewhere_stays_a_chore() -> None:
    assert [s[0] for s in steps("fix the tap to the wall")] == ["add_task"]


def test_a_move_and_a_rename_told_with_chatter() -> None:
    said = steps("tuesday is mad. push the fuse board swap to the monday after, tom brady wont mind. and fix 14 to "
                 "just collect mams prescription")
    assert [(s[0], s[2]["task_ref"]) for s in said] == [
        ("update_task", {"kind": "title", "value": "fuse board swap"}),
        ("update_task", {"kind": "number", "value": 14})]
    assert said[0][2]["shift"] == {"days": 1, "weekday": 0}
    assert said[1][2]["title"] == "Collect mams prescription"


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("ill go to doyle tomorrow morning at 10, poor man has no kitchen. put that on it", "2026-11-24T10:00"),
        ("dentist is friday 3pm - stick that on the task", "2026-11-27T15:00"),
        ("the plumber can come thursday at 2. put that on the plumber one", "2026-11-26T14:00"),
        ("ill call round to mrs kavanagh monday at 8, put that on it", "2026-11-30T08:00"),
    ],
)
def test_a_date_told_then_put_on_it(text: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"]["kind"] == "pronoun" and params["task_ref"]["said"]
    assert params["due"].startswith(due)


@pytest.mark.parametrize("text", ["buy milk, put that on the list", "im seeing the accountant friday. put that on it"])
def test_put_that_on_the_list_is_no_move(text: str) -> None:
    assert all(s[0] != "update_task" for s in steps(text))
