"""Several tasks moved in one message: after one move, the next ones said short — a task's words and its new day or
time, nothing else ("yoga back to sunday 8am, flu clinic sat 9am, rota mon 9am") — each move that task too, as does
such a short part said before a move ("recital sunday dec 6 2pm pls, and the pearson pickup back to 3:40pm
thursday"). Near misses: a to-do of its own beside a move stays out of it, and a short name with a date said alone
is still a new task.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title


def _moves(text: str) -> list[tuple[object, str]]:
    found = steps(text)
    assert all(intent == "update_task" for intent, _, _ in found), found
    return [(params["task_ref"], params["due"]) for _, _, params in found]


@pytest.mark.parametrize(
    ("text", "moves"),
    [
        ("and yoga back to sunday 8am, flu clinic sat 9am, rota mon 9am",
         [(title("yoga"), "2026-11-29T08:00:00+00:00"), (title("flu clinic"), "2026-11-28T09:00:00+00:00"),
          (title("rota"), "2026-11-30T09:00:00+00:00")]),
        ("staff rota to monday 9am. and blister packs monday 11am",
         [(title("staff rota"), "2026-11-30T09:00:00+00:00"), (title("blister packs"), "2026-11-30T11:00:00+00:00")]),
        ("#29 due tuesday 5pm. and spare room wed 8pm, vikram hockey thurs 6pm, book club jan 6 7:30pm",
         [(number(29), "2026-11-24T17:00:00+00:00"), (title("spare room"), "2026-11-25T20:00:00+00:00"),
          (title("vikram hockey"), "2026-11-26T18:00:00+00:00"), (title("book club"), "2027-01-06T19:30:00+00:00")]),
        ("move the swim lesson to friday 4pm, dog groomer sat 10am",
         [(title("swim lesson"), "2026-11-27T16:00:00+00:00"), (title("dog groomer"), "2026-11-28T10:00:00+00:00")]),
        ("push standup to 10am tomorrow and the budget review thursday 3pm",
         [(title("standup"), "2026-11-24T10:00:00+00:00"), (title("budget review"), "2026-11-26T15:00:00+00:00")]),
    ],
)
def test_moves_after_a_move_said_short_move_each_task(text: str, moves: list) -> None:
    assert _moves(text) == moves


@pytest.mark.parametrize(
    ("text", "moves"),
    [
        ("recital sunday dec 6 2pm pls, and the pearson pickup back to 3:40pm thursday",
         [(title("recital"), "2026-12-06T14:00:00+00:00"), (title("pearson pickup"), "2026-11-26T15:40:00+00:00")]),
        ("parents evening wed 6pm, and move the car service to friday 9am",
         [(title("parents evening"), "2026-11-25T18:00:00+00:00"),
          (title("car service"), "2026-11-27T09:00:00+00:00")]),
    ],
)
def test_a_short_part_before_a_move_moves_its_task_too(text: str, moves: list) -> None:
    assert sorted(map(str, _moves(text))) == sorted(map(str, moves))  # both moved, in whichever order


def test_a_short_name_and_date_alone_is_still_a_new_task() -> None:
    assert [intent for intent, _, _ in steps("flu clinic sat 9am")] == ["add_task"]


def test_a_to_do_of_its_own_never_becomes_a_move() -> None:
    found = steps("move yoga to sunday, book the venue sat")
    assert all(params.get("task_ref") != title("book the venue") for _, _, params in found)
