"""complete_task: mark a task done (undo reopens it)."""

from __future__ import annotations

from todobot.dialogue.sentences import Clock, due_words, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, InverseCall, ToolResult


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"task_id": task.id if task else None}


def reply(result: ToolResult, clock: Clock) -> str:
    task = result["task"]
    if result.get("already_completed"):
        return f"{task_label(task)} was already done. ✓"
    if result.get("repeated"):
        return (f"✓ Done for now: {task_label(task)}. It repeats {task.get('repeat_text')}, so it's next due "
                f"{due_words(task, clock) or result.get('next_due_text')}.")
    return f"✓ Marked {task_label(task)} as done."


def inverse(result: ToolResult) -> list[InverseCall]:
    if result.get("already_completed"):
        return []
    if result.get("repeated"):  # it stayed open: undo puts its due (and a counted repeat) back
        previous = result.get("previous") or {}
        return [("update_task", {"task_id": result["task"]["id"], "due": previous.get("due"),
                                 "repeat": previous.get("repeat"), "allow_past": True})]
    return [("update_task", {"task_id": result["task"]["id"], "status": "pending"})]


SPEC = IntentSpec(
    name="complete_task",
    tool="complete_task",
    arguments=arguments,
    reply=reply,
    needs_task=True,
    prefer_status="pending",
    which_task="Which task should I mark as done?",
    bulk_question="Mark {these} as done?",
    inverse=inverse,
    undone="↩️ Undone: {label} is pending again.",
)
