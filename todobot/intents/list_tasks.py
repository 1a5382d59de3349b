"""list_tasks: show all, pending or completed tasks (read-only; the list is what "the second one" counts in)."""

from __future__ import annotations

from todobot.dialogue.sentences import task_line
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, ToolResult

NOUNS = {"pending": "pending tasks", "completed": "completed tasks"}


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"status": step.params.get("status") or "all"}


def reply(result: ToolResult, timezone: str) -> str:
    status = result.get("status", "all")
    found = result.get("tasks", [])
    noun = NOUNS.get(status, "tasks")
    if not found:
        return "Nothing pending — you're all caught up! 🎉" if status == "pending" else f"You have no {noun}."
    total = result.get("total", len(found))
    counted = f"{len(found)}" if total <= len(found) else f"the first {len(found)} of {total}"
    return "\n".join([f"Your {noun} ({counted}):", *(task_line(t) for t in found)])


SPEC = IntentSpec(
    name="list_tasks",
    tool="list_tasks",
    arguments=arguments,
    reply=reply,
    read_only=True,
    touched=lambda result: None,
)
