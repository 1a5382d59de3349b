"""Task-model requests said in passing: a word that only colours the message at its end ("… due friday ta",
"… is urgent o", "… done eh"), a done-report followed by the speaker being done ("that's me done for the week"),
a task's thing said done in its own verb ("the mileage is logged"), "the X one" then a change to "it" with no
comma, and a Scots "whit" for what. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize(
    ("text", "want_title", "due"),
    [
        ("add pay the parking permit due friday ta", "Pay the parking permit", "2026-11-27"),
        ("add renew the bus pass tomorrow eh", "Renew the bus pass", "2026-11-24"),
        ("add collect the uniform thursday o", "Collect the uniform", "2026-11-26"),
    ],
)
def test_a_tail_particle_is_not_part_of_the_title_or_date(text: str, want_title: str, due: str) -> None:
    assert steps(text) == [("add_task", None, {"title": want_title, "due": due})]


@pytest.mark.parametrize("text", ["ta", "cheers ta", "thanks ta"])
def test_thanks_alone_stays_thanks(text: str) -> None:
    assert steps(text)[0][0] == "none"


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("the treasurer one is urgent o", "treasurer"),
        ("the boiler one is urgent eh", "boiler"),
    ],
)
def test_urgent_with_a_particle_is_high_priority(text: str, ref: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "priority": "high"})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("mileage is logged, that's me done for the week", "mileage"),
        ("the float is counted. that's us done", "float"),
        ("the timesheet is uploaded, i'm done for today", "timesheet"),
        ("the hymn sheets are printed", "hymn sheets"),
    ],
)
def test_a_report_then_the_speaker_done_is_one_completion(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize(
    ("text", "ref", "change"),
    [
        ("and the bus one push it to the 18th please", "bus", {"due": "2026-12-18"}),
        ("the dentist one move it to friday", "dentist", {"due": "2026-11-27"}),
        ("the gym one make it high priority", "gym", {"priority": "high"}),
    ],
)
def test_the_x_one_then_a_change_to_it(text: str, ref: str, change: dict[str, str]) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), **change})]


def test_the_x_one_then_done() -> None:
    assert steps("the gym one mark it done") == [("complete_task", None, {"task_ref": title("gym")})]


def test_scots_whit_is_what() -> None:
    assert steps("whit's due next week") == [("list_tasks", None, {"due": "2026-11-30..2026-12-06"})]
