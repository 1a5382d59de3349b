"""Questions about tasks and tasks named loosely, said the way people say them: "show food handler", "find minh",
"reminders for the schedule?", "did that set it for today too?".
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import read, steps
from todobot.understanding.model import ConversationContext

SINK = ConversationContext(last_task={"id": "t24", "number": 24, "title": "Fix the leaky prep sink tap"},
                           last_action={"intent": "update_task", "params": {"priority": "high"}})


def _only(text: str, context: ConversationContext | None = None) -> tuple[str, str | None, dict]:
    found = steps(text, context)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "query"), [
    ("show food handler", "food handler"),
    ("show pick up minh", "pick up minh"),
    ("find minh", "minh"),
    ("show dentist", "dentist"),
    ("look up passport renewal", "passport renewal"),
    ("show me vet", "vet"),
])
def test_a_task_named_bare_after_a_verb_to_see_it_is_looked_up(text: str, query: str) -> None:
    assert _only(text) == ("list_tasks", None, {"query": query})


@pytest.mark.parametrize("text", [
    "show me how to cook rice",
    "show me flights to paris",
    "find a plumber",
    "show me something funny",
    "show me around",
])
def test_the_worlds_look_ups_and_to_dos_are_no_search(text: str) -> None:
    assert not any(s[0] == "list_tasks" and s[2].get("query") for s in steps(text))


@pytest.mark.parametrize(("text", "named"), [
    ("reminders for the schedule?", "schedule"),
    ("reminders for dentist", "dentist"),
    ("alarms on the bins one?", "bins"),
    ("alerts for the vet", "vet"),
])
def test_reminders_of_a_task_asked_in_the_plural_are_listed_not_added(text: str, named: str) -> None:
    intent, _, params = _only(text)
    assert intent == "list_reminders"
    assert params["task_ref"] == {"kind": "title", "value": named}


def test_a_reminder_asked_for_in_the_singular_is_still_set() -> None:
    intent, _, params = _only("reminder for the dentist tomorrow 9am")
    assert intent == "schedule_reminder" and params["when"].startswith("2026-11-24T09:00")


@pytest.mark.parametrize("text", [
    "did that set it for today too?",
    "did it save the new time?",
    "did that change the due date?",
    "is it set for today now?",
])
def test_a_question_about_what_the_last_change_did_shows_the_task(text: str) -> None:
    assert _only(text, SINK) == ("list_tasks", None, {"query": "fix the leaky prep sink tap"})


@pytest.mark.parametrize("text", [
    "did that set it for today too?",
    "did it work?",
    "did that update the time",
])
def test_a_question_about_the_last_change_never_marks_a_task_done(text: str) -> None:
    assert all(s[0] != "complete_task" for s in steps(text))
    assert all(s[0] != "complete_task" for s in steps(text, SINK))


@pytest.mark.parametrize("text", ["did it", "did that already", "did it yesterday"])
def test_did_it_is_still_a_done_report(text: str) -> None:
    assert _only(text, SINK)[0] == "complete_task"


@pytest.mark.parametrize(("text", "named", "due"), [
    ("the kevin pickup tmrw got moved to 1pm, just this once", "kevin pickup", "2026-11-24T13:00"),
    ("move the dentist tomorrow to 3pm", "dentist", "2026-11-24T15:00"),
    ("the swim lesson friday got pushed to 5pm", "swim lesson", "2026-11-27T17:00"),
])
def test_a_day_said_with_the_tasks_name_is_the_day_the_new_time_is_on(text: str, named: str, due: str) -> None:
    intent, _, params = _only(text)
    assert intent == "update_task"
    assert params["task_ref"] == {"kind": "title", "value": named}
    assert params["due"].startswith(due) and "at_time" not in params


def test_a_time_alone_still_keeps_the_tasks_own_day() -> None:
    _, _, params = _only("the kevin pickup got moved to 1pm")
    assert params["task_ref"] == {"kind": "title", "value": "kevin pickup"} and params["at_time"] == "13:00"


@pytest.mark.parametrize("text", ["no dont delete it", "don't delete that one", "no, do not remove it"])
def test_dont_delete_it_refuses_the_deletion(text: str) -> None:
    found = read(text)
    assert found.act == "deny" and all(s.intent != "delete_task" for s in found.steps)


@pytest.mark.parametrize(("text", "intent"), [
    ("no dont delete it. just cancel the reminder for the staff schedule", "cancel_reminder"),
    ("no dont delete it, just move it to friday", "update_task"),
])
def test_dont_delete_it_then_what_to_do_instead_does_only_that(text: str, intent: str) -> None:
    assert [s[0] for s in steps(text)] == [intent]
