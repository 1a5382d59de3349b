"""List questions said in roundabout words (blind set 28): what was missed or let slide (overdue), a day's load ("the
damage for tomorrow", "on my plate thursday", "doing anything thurs or is it a free day"), what urgent thing was
forgotten, when a task is (typed "wen"), what is set to remind, what was done. Questions never become adds; a bare
day said first to set the scene ("friday. 6am hockey done") is no listing. Clock: Mon 23 Nov 2026 09:00 UTC."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "params"), [
    # overdue, asked as what was missed or let go
    ("have i missed any deadlines", {"due": "overdue"}),
    ("did we miss any due dates", {"due": "overdue"}),
    ("any missed deadlines?", {"due": "overdue"}),
    ("be honest, what have i let slide", {"due": "overdue"}),
    ("what have i let slip", {"due": "overdue"}),
    ("what did i drop the ball on", {"due": "overdue"}),
    ("whats slipped through the cracks", {"due": "overdue"}),
    ("anything slipped through the net", {"due": "overdue"}),
    ("whats gone past its deadline", {"due": "overdue"}),
    # a day's load
    ("am i doing anything thurs or is it a free day", {"due": "2026-11-26"}),
    ("am i doing anything sat", {"due": "2026-11-28"}),
    ("what's the damage for tomorrow", {"due": "tomorrow"}),
    ("whats the plan for friday", {"due": "2026-11-27"}),
    ("what's on my plate thursday", {"due": "2026-11-26"}),
    ("what's on the agenda fri", {"due": "2026-11-27"}),
    ("anything on my plate for the weekend", {"due": "2026-11-28..2026-11-29"}),
    ("hang on what's on for the rest of the week", {"due": "2026-11-23..2026-11-29"}),
    ("whats due the rest of this week", {"due": "2026-11-23..2026-11-29"}),
    # urgent, asked as what was forgotten
    ("what's urgent that i've probably forgotten about", {"priority": "high"}),
    ("anything important i might have missed", {"priority": "high"}),
    ("anything high priority i forgot about", {"priority": "high"}),
    # one task, asked after
    ("wen is the car service again", {"query": "car service"}),
    ("whn is the dentist", {"query": "dentist"}),
    # what was done
    ("which ones have i done already", {"status": "completed"}),
    ("which ones did i tick off", {"status": "completed"}),
    # a search, with why it is asked after a comma
    ("can you find everything to do with ethics, i have a meeting in 20 min and im kind of panicking",
     {"query": "ethics"}),
    ("find anything about the boiler, i've got the plumber coming", {"query": "boiler"}),
])
def test_roundabout_list_question_lists_with_its_filter(text: str, params: dict) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    assert {k: found[0][2].get(k) for k in params} == params


@pytest.mark.parametrize("text", [
    "what have you got set to remind me about",
    "whats set to remind me",
    "what's set to remind me tomorrow",
    "what reminders do i get today",
    "what reminders will go off tomorrow",
    "which alarms are gonna ring today",
    "what did i ask u to remind me about",
    "what are u gonna remind me about",
    "what will i get reminded about tomorrow",
])
def test_roundabout_reminder_question_lists_reminders(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["list_reminders"]


@pytest.mark.parametrize(("text", "intents"), [
    ("friday. 6am hockey done.", ["complete_task"]),
    ("tomorrow. dentist done", ["complete_task"]),
    ("friday. add call mum", ["add_task"]),
    ("ok saturday. tires done, rims brought.", ["complete_task", "complete_task"]),
])
def test_a_day_said_first_to_set_the_scene_is_no_listing(text: str, intents: list[str]) -> None:
    assert [s[0] for s in steps(text)] == intents


@pytest.mark.parametrize("text", ["friday?", "anything on my plate", "anything about my plate collection"])
def test_near_misses_keep_their_reading(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["list_tasks"], found
    if "collection" in text:
        assert found[0][2].get("query") == "plate collection"


@pytest.mark.parametrize("text", ["what's the damage", "whats the weather for tomorrow", "what's the plan for dinner"])
def test_world_questions_stay_out(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["none"]
