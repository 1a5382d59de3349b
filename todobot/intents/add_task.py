"""add_task: create a task from a title (and a description)."""

from __future__ import annotations

from datetime import datetime

from todobot.dialogue.sentences import task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, Ask, IntentSpec, InverseCall, ToolResult


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    args: Arguments = {"title": step.params.get("title")}
    if step.params.get("description"):
        args["description"] = step.params["description"]
    return args


def reply(result: ToolResult, timezone: str) -> str:
    task = result["task"]
    details = f" — {task['description']}" if task.get("description") else ""
    return f"✅ Created {task_label(task)}{details}."


def confirm_question(step: Step) -> str:
    return f"Should I add “{step.params.get('title')}” to your list? yes / no"


def check(step: Step, now: datetime) -> Ask | None:
    return None if step.params.get("title") else Ask("title", SPEC.question_for("title"))


def inverse(result: ToolResult) -> list[InverseCall]:
    return [("delete_task", {"task_id": result["task"]["id"]})]


SPEC = IntentSpec(
    name="add_task",
    tool="add_task",
    arguments=arguments,
    reply=reply,
    questions={"title": "What should the task be called?"},
    check=check,
    confirm_when_unsure=True,  # "order more paper towels on amazon" might be a task: ask
    confirm_wording=confirm_question,
    declined="OK, I didn't add it.",
    dropped="(I didn't add that one.)",
    inverse=inverse,
    undone="↩️ Undone: removed {label} again.",
)
