"""reopen_task: mark a completed task not done again (its own MCP tool; undo marks it done again)."""

from __future__ import annotations

from todobot.dialogue.sentences import Clock, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, InverseCall, ToolResult


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"task_id": task.id if task else None}


def reply(result: ToolResult, clock: Clock) -> str:
    task = result["task"]
    if (result.get("previous") or {}).get("status") == "pending":
        return f"{task_label(task)} wasn't done yet, so it stays open."
    return f"↺ Reopened {task_label(task)}: it's pending again."


def inverse(result: ToolResult) -> list[InverseCall]:
    previous = result.get("previous") or {}
    if previous.get("status") != "completed":
        return []
    return [("complete_task", {"task_id": previous["id"]})]


SPEC = IntentSpec(
    name="reopen_task",
    tool="reopen_task",
    arguments=arguments,
    reply=reply,
    needs_task=True,
    prefer_status="completed",
    which_task="Which task should I reopen?",
    bulk_question="Reopen {these}?",
    inverse=inverse,
    undone="↩️ Undone: {label} is done again.",
)
