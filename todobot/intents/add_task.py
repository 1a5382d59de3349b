"""add_task: create a task from a title (and a description, a due date, a repeat and a priority)."""

from __future__ import annotations

from datetime import datetime

from todobot.dialogue.sentences import Clock, due_words, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.dated import check_due, suggest_later_due
from todobot.intents.spec import Arguments, Ask, IntentSpec, InverseCall, ToolResult

FIELDS = ("description", "due", "repeat", "priority")


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    args: Arguments = {"title": step.params.get("title")}
    args.update({key: step.params[key] for key in FIELDS if step.params.get(key)})
    return args


def details(task: ToolResult, clock: Clock) -> str:
    """“, due Fri 27 Nov, ↻ every sunday, high priority”: what a task has besides its title."""
    due = due_words(task, clock)
    parts = [f"due {due}" if due else "", f"↻ {task['repeat_text']}" if task.get("repeat_text") else "",
             f"{task['priority']} priority" if task.get("priority") not in (None, "none") else ""]
    return "".join(f", {part}" for part in parts if part)


def reply(result: ToolResult, clock: Clock) -> str:
    task = result["task"]
    described = f" — {task['description']}" if task.get("description") else ""
    return f"✅ Created {task_label(task)}{described}{details(task, clock)}."


def confirm_question(step: Step) -> str:
    return f"Should I add “{step.params.get('title')}” to your list? yes / no"


def check(step: Step, now: datetime) -> Ask | None:
    if not step.params.get("title"):
        return Ask("title", SPEC.question_for("title"))
    return check_due(step, now)


def inverse(result: ToolResult) -> list[InverseCall]:
    return [("delete_task", {"task_id": result["task"]["id"]})]


SPEC = IntentSpec(
    name="add_task",
    tool="add_task",
    arguments=arguments,
    reply=reply,
    questions={"title": "What should the task be called?"},
    prepare=suggest_later_due,
    check=check,
    confirm_when_unsure=True,  # "order more paper towels on amazon" might be a task: ask
    confirm_wording=confirm_question,
    declined="OK, I didn't add it.",
    dropped="(I didn't add that one.)",
    inverse=inverse,
    undone="↩️ Undone: removed {label} again.",
)
