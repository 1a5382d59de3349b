"""Long chat 21 (an electrician's week): help asked in the user's own words, a one-word label before a dash kept in a
new title, a title said as what it should be, a priority taken off by saying a task does not need one, and another
task added "same day" as the one just added."""

from __future__ import annotations

import pytest

from tests.readings import NOW, read, steps
from todobot.understanding.model import ConversationContext
from todobot.understanding.rules import understand_rules


@pytest.mark.parametrize("text", [
    "hiya. whats this yoke do exactly", "what does this thing do", "whats this app do", "what does it do",
    "hey what exactly does this app do", "what's this thing for", "what does this bot do exactly",
])
def test_what_the_bot_does_is_help(text: str) -> None:
    assert steps(text) == [("none", "help", {})]


@pytest.mark.parametrize("text", ["what do you do for fun", "what is this task for"])
def test_other_questions_are_not_help(text: str) -> None:
    assert steps(text)[0][1] != "help"


@pytest.mark.parametrize(("text", "new"), [
    ("rename 25 to stag - book the hostel", "Stag - book the hostel"),
    ("change the title of 2 to work - swap the fuse board", "Work - swap the fuse board"),
    ("retitle 5 as kitchen – order tiles", "Kitchen – order tiles"),
    ("call it xmas - buy the tree", "Xmas - buy the tree"),
])
def test_a_label_before_a_dash_stays_in_the_new_title(text: str, new: str) -> None:
    (step,) = read(text).steps
    assert step.params["title"] == new and "description" not in step.params


@pytest.mark.parametrize(("text", "new", "note"), [
    ("rename 2 to book dentist - ask for a morning slot", "Book dentist", "ask for a morning slot"),
    ("rename the plumber task to plumber - kitchen sink", "Plumber", "kitchen sink"),
])
def test_a_to_do_or_a_thing_before_a_dash_still_has_its_note(text: str, new: str, note: str) -> None:
    (step,) = read(text).steps
    assert (step.params["title"], step.params["description"]) == (new, note)


@pytest.mark.parametrize("text", [
    "no, the title should be stag book the hostel", "the title should say stag book the hostel",
    "no the name should be stag book the hostel", "title should be stag book the hostel",
    "it should be called stag book the hostel", "sorry, the title was meant to be: stag book the hostel",
])
def test_the_title_said_as_it_should_be_renames_the_last_task(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "title": "Stag book the hostel"})]


@pytest.mark.parametrize(("text", "ref"), [
    ("card one doesnt need a priority", {"kind": "title", "value": "card"}),
    ("16 doesnt need a priority", {"kind": "number", "value": 16}),
    ("#16 doesn't need any priority at all", {"kind": "number", "value": 16}),
    ("the gym one needs no priority", {"kind": "title", "value": "gym"}),
    ("it doesnt need a priority", {"kind": "pronoun"}),
])
def test_a_task_that_needs_no_priority_has_it_taken_off(text: str, ref: dict) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "priority": "none"})]


def _after(action: dict) -> ConversationContext:
    return ConversationContext(last_task={"id": "x", "number": 5, "title": "Pay the apprentices"}, last_action=action)


@pytest.mark.parametrize(("text", "title"), [
    ("and sign off their hours for the week, same day", "Sign off their hours for the week"),
    ("also ring the chemist the same day", "Ring the chemist"),
    ("collect mams prescription same day too", "Collect mams prescription"),
    ("and book the hall for the same date", "Book the hall"),
])
def test_another_task_same_day_is_due_when_the_last_one_is(text: str, title: str) -> None:
    context = _after({"intent": "update_task", "params": {"due": "2026-12-04"}})
    (step,) = understand_rules(text, context=context, now=NOW, timezone="UTC").steps
    assert (step.intent, step.params["title"], step.params["due"]) == ("add_task", title, "2026-12-04")


def test_same_time_keeps_the_time_too() -> None:
    context = _after({"intent": "add_task", "params": {"due": "2026-12-01T11:15:00+00:00"}})
    (step,) = understand_rules("and ring the chemist, same time", context=context, now=NOW, timezone="UTC").steps
    assert step.params["due"] == "2026-12-01T11:15:00+00:00"
