"""Every sentence the bot says, in one place: reply templates and the error catalog.

Replies are built from tool results, never from intentions, so a failed call can't read as a success.
No jargon, no stack traces: an error code maps to a sentence a person understands.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

CAPABILITIES = (
    "I can help you manage your tasks. Try:\n"
    "• “add buy milk” or “remind me to call mom tomorrow at 9am”\n"
    "• “what's still open?” or “show completed tasks”\n"
    "• “mark task 2 done”, “rename milk to oat milk”, “delete the groceries task”\n"
    "• “undo” to revert the last change"
)

SMALLTALK = {
    "greeting": "Hi! 👋 What can I do for your tasks?",
    "thanks": "You're welcome! 😊",
    "goodbye": "Bye! Your tasks will be here when you're back.",
    "out_of_scope": "Sorry, that's outside what I can do — I only manage your tasks.",
}

ERROR_CATALOG = {
    "not_found": "I couldn't find that task.",
    "invalid_user": "I couldn't tell who you are, so I didn't change anything.",
    "invalid_task_id": "I couldn't tell which task you mean.",
    "invalid_title": "That title doesn't work: {message}",
    "invalid_description": "That description doesn't work: {message}",
    "invalid_status": "I can show all, pending or completed tasks.",
    "invalid_reminder": "I couldn't set that reminder: {message}",
    "nothing_to_update": "Tell me what to change: the new title or the new description.",
    "storage_unavailable": "I can't reach your task list right now, so nothing changed. Please try again in a moment.",
    "tools_unavailable": "I can't reach the task service right now, so nothing changed. Please try again in a moment.",
    "invalid_arguments": "Some details didn't fit what that action needs, so nothing changed.",
}


def task_label(task: dict[str, Any]) -> str:
    return f"#{task['number']} “{task['title']}”"


def task_line(task: dict[str, Any]) -> str:
    mark = "✓" if task.get("status") == "completed" else "◯"
    details = f" — {task['description']}" if task.get("description") else ""
    return f"{mark} #{task['number']} {task['title']}{details}"


def format_when(iso: str, timezone: str) -> str:
    moment = datetime.fromisoformat(iso).astimezone(ZoneInfo(timezone))
    return moment.strftime("%a %d %b %Y at %H:%M").replace(" 0", " ")


def error_message(result: dict[str, Any]) -> str:
    error = result.get("error") or {}
    template = ERROR_CATALOG.get(error.get("code", ""), "Something went wrong, so nothing changed.")
    return "⚠️ " + template.format(message=error.get("message", "").rstrip("."))


def list_reply(result: dict[str, Any]) -> str:
    status = result.get("status", "all")
    found = result.get("tasks", [])
    noun = {"pending": "pending tasks", "completed": "completed tasks"}.get(status, "tasks")
    if not found:
        return {"pending": "Nothing pending — you're all caught up! 🎉"}.get(status, f"You have no {noun}.")
    lines = [f"Your {noun} ({len(found)}):", *(task_line(t) for t in found)]
    return "\n".join(lines)


def reminder_reply(result: dict[str, Any], timezone: str) -> str:
    reminder = result["reminder"]
    text = f"⏰ I'll remind you about #{reminder['task_number']} “{reminder['task_title']}” on " + format_when(
        reminder["remind_at"], timezone
    )
    if reminder.get("repeat_interval_minutes"):
        text += f", then every {reminder['repeat_interval_minutes']} minutes"
        if reminder.get("repeat_count"):
            text += f" ({reminder['repeat_count']} more times)"
    return text + "."


def tool_reply(intent: str, call: dict[str, Any], timezone: str) -> str:
    """The sentence for one tool call, from its actual result."""
    result = call["result"]
    if not call["success"]:
        return error_message(result)
    if intent == "add_task":
        task = result["task"]
        details = f" — {task['description']}" if task.get("description") else ""
        return f"✅ Created {task_label(task)}{details}."
    if intent == "list_tasks":
        return list_reply(result)
    if intent == "complete_task":
        task = result["task"]
        if result.get("already_completed"):
            return f"{task_label(task)} was already done. ✓"
        return f"✓ Marked {task_label(task)} as done."
    if intent == "delete_task":
        return f"🗑️ Deleted {task_label(result['deleted'])}."
    if intent == "update_task":
        before, after = result["previous"], result["task"]
        changes = []
        if before["title"] != after["title"]:
            changes.append(f"title “{before['title']}” → “{after['title']}”")
        if before.get("description") != after.get("description"):
            changes.append(f"description “{after.get('description') or ''}”")
        if before["status"] != after["status"]:
            changes.append("reopened" if after["status"] == "pending" else "marked as done")
        return f"✏️ Updated #{after['number']}: " + ("; ".join(changes) or "nothing changed") + "."
    if intent == "schedule_reminder":
        return reminder_reply(result, timezone)
    if intent.startswith("undo_"):
        return undo_reply(intent.removeprefix("undo_"), result)
    return "Done."


UNDONE = {
    "add_task": "↩️ Undone: removed {label} again.",
    "complete_task": "↩️ Undone: {label} is pending again.",
    "delete_task": "↩️ Undone: {label} is back.",
    "update_task": "↩️ Undone: {label} has its previous details again.",
}


def undo_reply(original_intent: str, result: dict[str, Any]) -> str:
    task = result.get("task") or result.get("deleted") or {}
    return UNDONE.get(original_intent, "↩️ Undone.").format(label=task_label(task))


# --- questions ---------------------------------------------------------------------------------

QUESTIONS = {
    ("add_task", "title"): "What should the task be called?",
    ("update_task", "title"): "What should the new title be?",
    ("schedule_reminder", "when"): "When should I remind you? (e.g. “tomorrow at 9am”)",
}
WHICH_TASK = {
    "complete_task": "Which task should I mark as done?",
    "delete_task": "Which task should I delete?",
    "update_task": "Which task should I change?",
    "schedule_reminder": "Which task should I remind you about?",
}


def question_for(intent: str, slot: str) -> str:
    if slot == "task_ref":
        return WHICH_TASK.get(intent, "Which task do you mean?")
    return QUESTIONS.get((intent, slot), f"What should the {slot.replace('_', ' ')} be?")


def candidates_question(candidates: list[dict[str, Any]]) -> str:
    lines = ["I found several matching tasks — which one?", *(task_line(t) for t in candidates)]
    return "\n".join(lines) + "\n(Answer with the number, e.g. “" + str(candidates[0]["number"]) + "”.)"


def not_found_reply(words: str, closest: list[dict[str, Any]]) -> str:
    text = f"I couldn't find a task matching “{words}”."
    if closest:
        text += " Closest ones:\n" + "\n".join(task_line(t) for t in closest) + "\nWhich one did you mean?"
    return text


def confirm_question(intent: str, task: dict[str, Any]) -> str:
    if intent == "delete_task":
        return f"Delete {task_label(task)}? yes / no"
    return f"Go ahead with {intent.replace('_', ' ')} on {task_label(task)}? yes / no"
