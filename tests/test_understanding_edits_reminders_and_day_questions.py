"""Reminders moved with no verb ("vet reminder to tues 4.30pm", "electrician reminder back to 12") and questions
about days: a part of a day ("anything thursday night?"), several days ("whats due monday and tuesday"), one of them
after a listing ("just monday then"). Clock fixed (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "ref", "when"), [
    ("vet reminder to tues 4.30pm", "vet", "2026-11-24T16:30:00+00:00"),
    ("the dentist reminder to friday 10am please", "dentist", "2026-11-27T10:00:00+00:00"),
    ("bins reminder until 8pm", "bins", "2026-11-23T20:00:00+00:00"),
    ("my gym reminder to thursday at 7", "gym", "2026-11-26T07:00:00+00:00"),
])
def test_a_reminder_moved_with_only_to_and_a_time(text: str, ref: str, when: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "move_reminder"
    assert params["task_ref"] == {"kind": "title", "value": ref}
    assert params["when"] == when


@pytest.mark.parametrize("text", [
    "set a reminder to call mum at 5", "i need a reminder to call mum at 5", "reminder to call mum at 5",
    "add a reminder to pay rent friday",
])
def test_a_reminder_asked_for_with_to_moves_nothing(text: str) -> None:
    assert all(intent != "move_reminder" for intent, _, _ in steps(text))


@pytest.mark.parametrize(("text", "due"), [
    ("have i got anything thursday night?", "2026-11-26"),
    ("anything on friday morning", "2026-11-27"),
    ("whats due monday and tuesday?", "2026-11-30..2026-12-01"),
    ("what have i got on wed and thu", "2026-11-25..2026-11-26"),
    ("anything due sat or sun?", "2026-11-28..2026-11-29"),
    ("just monday then", "2026-11-30"),
    ("only friday", "2026-11-27"),
])
def test_a_question_about_days_lists_those_days(text: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "list_tasks"
    assert params["due"] == due
