"""What "nothing lost, nobody let in" means, as small checks shared by the robustness tests and the soak.

A user's task list may only change in the ways the successful tool calls of a turn report, and a reply a
person reads never carries a traceback or an exception's internals.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

# Text that means an exception leaked to a person instead of a sentence written for them.
LEAK_PATTERNS = re.compile(
    r"Traceback \(most recent call last\)|File \"[^\"]+\", line \d+|\b\w+(Error|Exception): |"
    r"validation error for|errors\.pydantic\.dev|sqlalchemy|psycopg|sqlite3\.|asyncpg|Error executing tool",
    re.IGNORECASE,
)

Snapshot = dict[str, tuple[Any, ...]]


def leaked_internals(text: str, echo: str = "") -> str | None:
    """The piece of `text` that looks like an internal error, or None when it reads as a friendly message.

    `echo` is what the user typed: a reply may quote it ("Created “ValueError: x”"), which is not a leak.
    """
    said = echo.lower()
    for found in LEAK_PATTERNS.finditer(text):
        if found.group(0).lower() not in said:
            return found.group(0)
    return None


def task_row(task: Mapping[str, Any] | Any) -> tuple[Any, ...]:
    """The user-visible fields of a task, from a store `Task` or a tool result's task dict (as JSON)."""
    data = task if isinstance(task, Mapping) else task.model_dump(mode="json")
    fields = ("number", "title", "description", "status", "due", "repeat", "priority")
    return tuple(data.get(key) for key in fields)


def snapshot(store: Any, user_id: str) -> Snapshot:
    """A user's visible tasks, by id."""
    return {t.id: task_row(t) for t in store.list_tasks(user_id, status="all")}


def expected_after(before: Snapshot, calls: Iterable[Mapping[str, Any]]) -> Snapshot:
    """`before` with the effect of each *successful* tool call applied, as its own result reports it."""
    after = dict(before)
    for call in calls:
        if not call.get("success"):
            continue
        name, result = call["name"], call["result"]
        if name in ("add_task", "complete_task", "update_task"):
            after[result["task"]["id"]] = task_row(result["task"])
        elif name == "delete_task":
            after.pop(result["deleted"]["id"], None)
    return after


def as_call(call: Any) -> dict[str, Any]:
    """A ToolCall model or dict as a plain dict."""
    return call if isinstance(call, dict) else call.model_dump()
