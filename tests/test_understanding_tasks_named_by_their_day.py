"""A task named by the day it is due rather than its words ("the one due tomorrow is done", "whatever's due
friday, move it to saturday", "today's one", "scrap whatever's due saturday"): the reference is the open tasks due
that day, of which the only one is meant (several are asked about, in the dialogue). The day said is never read as
the task's new date nor as a new task. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _day_ref(due: str, text: str = "") -> dict[str, object]:
    # "whatever's due friday" is all of that day's tasks, however many ("any"); "the one due friday" is the one
    return {"kind": "all", "status": "pending", "one": True, "due": due,
            **({"any": True} if text.lower().startswith(("whatever", "scrap whatever")) else {})}


@pytest.mark.parametrize(
    ("text", "intent", "due"),
    [
        ("the one due tomorrow is done, i went this morning already", "complete_task", "2026-11-24"),
        ("I have done today's one, thank you.", "complete_task", "2026-11-23"),
        ("whatever was due yesterday, i did it", "complete_task", "2026-11-22"),
        ("whatever's due tomorrow is done", "complete_task", "2026-11-24"),
        ("tick off today's one", "complete_task", "2026-11-23"),
        ("scrap whatever's due saturday", "delete_task", "2026-11-28"),
        ("delete the task that's due friday", "delete_task", "2026-11-27"),
    ],
)
def test_a_task_named_by_its_day_is_that_days_task(text: str, intent: str, due: str) -> None:
    assert steps(text) == [(intent, None, {"task_ref": _day_ref(due, text)})]


@pytest.mark.parametrize(
    ("text", "day", "new"),
    [
        ("whatever's due friday, move it to saturday, he's not coming til then", "2026-11-27", "2026-11-28"),
        ("move the thing due thursday to monday", "2026-11-26", "2026-11-30"),
        ("push the task due thursday to next monday", "2026-11-26", "2026-11-30"),
    ],
)
def test_moving_a_task_named_by_its_day_keeps_the_two_days_apart(text: str, day: str, new: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == _day_ref(day, text)
    assert params["due"] == new


@pytest.mark.parametrize(
    "text",
    [
        "add pay the milkman due friday",  # a new task with its date
        "the dentist one is due friday now",  # a task named by its words, given a date
        "what's due friday",  # a listing
    ],
)
def test_a_day_said_of_a_task_named_by_its_words_is_no_day_reference(text: str) -> None:
    assert all(not (params.get("task_ref") or {}).get("one") for _, _, params in steps(text))


# ------------------------------------------------------------------ how busy a day is, asked of the list


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("have i much on thursday?", "2026-11-26"),
        ("am i free friday or have i got stuff", "2026-11-27"),
        ("am i busy tomorrow, or can i go out", "2026-11-24"),
        ("are we free on saturday?", "2026-11-28"),
        ("have i got much on over the weekend or can i go fishing", "2026-11-28..2026-11-29"),
    ],
)
def test_how_busy_a_day_is_lists_that_days_open_tasks(text: str, due: str) -> None:
    assert steps(text) == [("list_tasks", None, {"status": "pending", "due": due})]


@pytest.mark.parametrize("text", ["am i free", "am i free to talk"])
def test_free_without_a_day_is_no_listing(text: str) -> None:
    assert all(intent != "list_tasks" for intent, _, _ in steps(text))


@pytest.mark.parametrize(
    ("text", "filters"),
    [
        ("anything i'm forgetting for tomorrow?", {"due": "tomorrow"}),
        ("is there anything i've forgotten?", {}),
        ("show all the low priority bits", {"priority": "low"}),
        ("back from rounds. anything overdue?", {"due": "overdue"}),
        ("back from the school run, what's on today", {"due": "today"}),
    ],
)
def test_a_question_about_the_list_adds_nothing(text: str, filters: dict[str, str]) -> None:
    assert steps(text) == [("list_tasks", None, filters)]


@pytest.mark.parametrize("text", ["back up the laptop", "back the car into the garage", "pick up drill bits"])
def test_to_dos_that_look_alike_are_still_offered(text: str) -> None:
    assert [intent for intent, _, _ in steps(text)] == ["add_task"]
