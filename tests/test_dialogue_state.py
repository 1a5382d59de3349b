"""The typed dialogue state: conversations saved by the version before it resume after the upgrade.

`data/checkpoints/before-typed-state.sqlite` was written by TodoBot at commit 7abe4cd (untyped state,
`status` stored beside `pending`, one `last_mutation`) with the clock at FIXED_NOW:
- conversation "paused-before-upgrade": add buy milk, add call mom, add water the plants, complete task 3,
  "delete the call mom task" → paused, waiting for a yes;
- conversation "question-before-upgrade" (same user): add pay rent, "rename it" → "What should the new title be?".
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from tests.conftest import FIXED_NOW, Chat, open_agent
from todobot import TodoAgent
from todobot.dialogue.state import PendingConfirmation, PendingQuestion, conversation_status, load_pending

SAVED = Path(__file__).parent / "data" / "checkpoints" / "before-typed-state.sqlite"
OWNER = "6f1c1c52-7d3e-4a39-9a39-3c9f1d7c0a11"


@pytest.fixture
def upgraded(tmp_path: Path) -> Iterator[TodoAgent]:
    copy = tmp_path / "todobot.db"
    shutil.copy(SAVED, copy)
    with open_agent(f"sqlite:///{copy}", clock=lambda: FIXED_NOW + timedelta(minutes=1)) as agent:
        yield agent


def test_a_confirmation_paused_before_the_upgrade_runs_on_yes_after_it(upgraded: TodoAgent) -> None:
    chat = Chat(upgraded, OWNER, "paused-before-upgrade")
    assert upgraded.conversation_state(chat.conversation_id)["status"] == "awaiting_confirmation"
    done = chat.say("yes")
    assert done.state == "complete" and "Deleted #2 “Call mom”" in done.message
    assert chat.titles() == ["Buy milk", "Water the plants", "Pay rent"]
    assert chat.say("undo").state == "complete"  # the delete made after the upgrade is undone
    assert chat.titles() == ["Buy milk", "Call mom", "Water the plants", "Pay rent"]


def test_the_last_change_before_the_upgrade_can_still_be_undone(upgraded: TodoAgent) -> None:
    chat = Chat(upgraded, OWNER, "paused-before-upgrade")
    undone = chat.say("undo")  # drops the paused delete, reverts "complete task 3"
    assert "nothing was deleted" in undone.message and "is pending again" in undone.message
    assert chat.titles("pending") == ["Buy milk", "Call mom", "Water the plants", "Pay rent"]


def test_a_question_asked_before_the_upgrade_takes_its_answer_after_it(upgraded: TodoAgent) -> None:
    chat = Chat(upgraded, OWNER, "question-before-upgrade")
    assert upgraded.conversation_state(chat.conversation_id)["status"] == "awaiting_clarification"
    answered = chat.say("Pay the rent by Friday")
    assert answered.state == "complete" and [c.name for c in answered.tool_calls] == ["update_task"]
    assert "Pay rent" not in chat.titles() and len(chat.titles()) == 4


def test_pending_actions_without_a_kind_are_told_apart_by_their_shape() -> None:
    confirmation = {"intent": "delete_task", "params": {}, "task": {"id": "a", "number": 1, "title": "Milk"},
                    "tasks": None, "expires_at": "2026-11-23T09:10:00+00:00", "plan": []}
    question = {"intent": "update_task", "params": {}, "slot": "title", "candidates": [], "attempts": 0, "plan": []}
    assert isinstance(load_pending(confirmation), PendingConfirmation)
    assert isinstance(load_pending(question), PendingQuestion)
    assert [conversation_status(p) for p in (confirmation, question, None)] == [
        "awaiting_confirmation", "awaiting_clarification", "idle"]
