"""Moves said loosely (blind set 26): a weekday with "next week" either side, a day and a bare hour, a task named
and then "make it / do it <day>", "put X down for <day>", "can X be <day>", "alter the date of X", a move ended with
a word of chatter ("… so", "… mate"), and a busy day said in passing after a move ("saturday's fully booked") — each
with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title


def _moved(text: str) -> tuple[dict, str]:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "update_task", found
    return found[0][2]["task_ref"], str(found[0][2].get("due"))


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        # a weekday and "next week", either way round: that day of next week
        ("shift the dentist to tuesday next week at 3", title("dentist"), "2026-12-01T15:00"),
        ("and #1 make it next week tuesday", number(1), "2026-12-01"),
        ("move the vet to wed next week", title("vet"), "2026-12-02"),
        ("push #2 to next week on thursday", number(2), "2026-12-03"),
        ("move the bins to sunday next week", title("bins"), "2026-12-06"),
        # a day and a bare hour
        ("the open home, make it sunday 11 instead", title("open home"), "2026-11-29T11:00"),
        ("move the vet to fri 3", title("vet"), "2026-11-27T15:00"),
        ("push the open home to saturday 10 pls", title("open home"), "2026-11-28T10:00"),
        # a word of chatter after the day
        ("grand. move the wholesaler to thursday at 11 so", title("wholesaler"), "2026-11-26T11:00"),
        ("move the bins to friday mate", title("bins"), "2026-11-27"),
        # a task named, then its new day for "it"
        ("#1 make it friday", number(1), "2026-11-27"),
        ("task 3 move it to monday", number(3), "2026-11-30"),
        ("the gym one do it friday instead", title("gym"), "2026-11-27"),
        ("the licence disc thing, do it wednesday rather", title("licence disc"), "2026-11-25"),
        ("the passport thing, do that friday", title("passport"), "2026-11-27"),
        ("put the sign one down for saturday", title("sign"), "2026-11-28"),
        ("pencil #3 in for friday", number(3), "2026-11-27"),
        # asked, or said formally
        ("can the open home be sunday instead of sat", title("open home"), "2026-11-29"),
        ("could the vet be thursday", title("vet"), "2026-11-26"),
        ("Would you be so kind as to alter the date of the chiropodist appointment to Thursday the 3rd of December.",
         title("chiropodist appointment"), "2026-12-03"),
        ("could you kindly amend the deadline for the report to friday", title("report"), "2026-11-27"),
    ],
)
def test_a_move_said_loosely_moves_the_task(text: str, ref: dict, due: str) -> None:
    got_ref, got_due = _moved(text)
    assert got_ref == ref
    assert got_due.startswith(due)


def test_next_tuesday_and_next_week_alone_keep_their_meaning() -> None:
    assert steps("what's due next week")[0][2]["due"] != "2026-12-01"
    assert steps("add call mum tuesday next week")[0][2]["due"] == "2026-12-01"
    assert steps("push the vet to next tuesday")[0][2]["due"] == "2026-11-24"


@pytest.mark.parametrize(
    "text",
    [
        "push the hood clean to sunday, saturday's fully booked",
        "move the dentist to monday, tuesday is completely booked",
    ],
)
def test_a_busy_day_after_a_move_is_no_second_step(text: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["update_task"], found


@pytest.mark.parametrize("text", ["saturday's fully booked", "friday is a nightmare", "tomorrow's booked solid"])
def test_a_busy_day_said_alone_is_no_task(text: str) -> None:
    assert steps(text)[0][0] not in ("add_task", "complete_task", "update_task")


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("the dentist is booked", "complete_task"),  # a task's thing done, still
        ("the sunday roast is booked", "complete_task"),
        ("dentist friday", "add_task"),
        ("need to book the wof, garage is booked out so do that monday", "add_task"),  # a new thing, then "do that"
        ("make it sunday roast instead", "update_task"),  # a new title, no hour
        ("he says hi", "unknown"),
        ("can the party be this big", "none"),
    ],
)
def test_near_misses_keep_their_reading(text: str, intent: str) -> None:
    assert steps(text)[0][0] == intent


def test_a_new_title_with_a_day_word_stays_a_title() -> None:
    assert steps("make it sunday roast instead")[0][2].get("title") == "Sunday roast"
