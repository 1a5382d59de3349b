"""Confirm node: pause a destructive action until the user says yes.

The question names exactly what will change. The paused action (with the remaining plan) is kept in the
checkpointed `pending`, so a "yes" after a restart still runs it; it expires after
`confirmation_ttl_seconds`.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from langgraph.runtime import Runtime

from todobot.graph.context import Context
from todobot.graph.state import State
from todobot.nodes import replies
from todobot.nodes.common import say

BULK_QUESTIONS = {
    "delete_task": "Delete {these}?",
    "complete_task": "Mark {these} as done?",
    "update_task": "Change {these}?",
}


def needs_confirmation(step: dict[str, Any], context: Context) -> bool:
    """Bulk mutations always; a single delete unless `confirmation_required` is off."""
    if step.get("tasks") is not None:
        return True
    return step["intent"] == "delete_task" and context.config.confirmation_required


def _question(step: dict[str, Any]) -> str:
    if step.get("tasks") is None:
        return replies.confirm_question(step["intent"], step["task"])
    count = len(step["tasks"])
    these = "this task" if count == 1 else f"these {count} tasks"
    question = BULK_QUESTIONS.get(step["intent"], "Change {these}?").format(these=these)
    lines = [question, *(replies.task_line(t) for t in step["tasks"])]
    return "\n".join(lines) + "\nyes / no"


async def confirm(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    step = state["current"] or {}
    expires = runtime.context.current_time() + timedelta(seconds=runtime.context.config.confirmation_ttl_seconds)
    pending = {
        "intent": step["intent"],
        "params": step.get("params", {}),
        "task": step.get("task"),
        "tasks": step.get("tasks"),
        "expires_at": expires.isoformat(),
        "plan": list(state.get("plan") or []),
    }
    outcomes = [*(state.get("outcomes") or []), say(_question(step), "confirm")]
    return {"pending": pending, "status": "awaiting_confirmation", "current": None, "plan": [], "outcomes": outcomes}
