"""delete_task: remove a task — destructive, so it asks first; deletes are soft, so undo brings it back."""

from __future__ import annotations

from todobot.dialogue.sentences import Clock, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, InverseCall, ToolResult


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"task_id": task.id if task else None}


def reply(result: ToolResult, clock: Clock) -> str:
    return f"🗑️ Deleted {task_label(result['deleted'])}."


def inverse(result: ToolResult) -> list[InverseCall]:
    return [("update_task", {"task_id": result["deleted"]["id"], "restore": True})]


SPEC = IntentSpec(
    name="delete_task",
    tool="delete_task",
    arguments=arguments,
    reply=reply,
    needs_task=True,
    destructive=True,
    declined="OK, I left it as it is. Nothing was deleted.",
    dropped="(I dropped the pending confirmation — nothing was deleted.)",
    which_task="Which task should I delete?",
    bulk_question="Delete {these}?",
    inverse=inverse,
    undone="↩️ Undone: {label} is back.",
)
