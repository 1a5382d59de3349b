"""The sentences TodoBot says that belong to no one intent, in one place: conversation moves, notes,
questions and the error catalogue, plus how a task and a time are written. (What an intent says about its
own results lives in its spec under `todobot/intents/`.)

No jargon, no stack traces: an error code maps to a sentence a person understands.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from todobot.due import Due, short_day
from todobot.timezones import zone

PAGE_SIZE = 20  # tasks a reply lists at once ("showing 20 of 312 — say “more”"); "the second one" counts in them

EXAMPLES = (
    "• “add buy milk” or “remind me to call mom tomorrow at 9am”\n"
    "• “what's still open?” or “show completed tasks”\n"
    "• “mark task 2 done”, “rename milk to oat milk”, “delete the groceries task”\n"
    "• “undo” to revert the last change"
)
CAPABILITIES = "I can help you manage your tasks. Try:\n" + EXAMPLES

# Fixed answers to conversation acts that need no task.
ACT_REPLIES = {
    "help": CAPABILITIES,
    "greet": "Hi! 👋 What can I do for your tasks?",
    "thanks": "You're welcome! 😊",
    "bye": "Bye! Your tasks will be here when you're back.",
    "out_of_scope": "Sorry, that's outside what I can do — I only manage your tasks.",
}
NOT_UNDERSTOOD = ("Sorry, I didn't understand that. You can say things like “add buy milk”, “what's still open?” or "
                  "“mark 2 done” — or “help” for more.")
NOT_CAUGHT = "Sorry, I didn't catch that."  # before asking again what is still waiting for an answer
NOT_AMONG_ASKED = "That isn't one of the tasks I asked about."  # "all except the milk" when no milk was asked about
NOTHING_PENDING = "There's nothing waiting for an answer right now — what would you like to do with your tasks?"
NOTHING_TO_CORRECT = "I'm not sure what to correct — tell me what you'd like, e.g. “delete task 3”."

# Answers to a pending confirmation or question (a confirmed intent words its own "no": its spec).
CANCELLED = "OK, cancelled. Nothing changed."
QUESTION_DROPPED_BY_CANCEL = "OK, forget it — nothing changed."
CONFIRMATION_EXPIRED = "(That confirmation had expired, so nothing was deleted.)"
QUESTION_DROPPED = "(I dropped the earlier question.)"

# Undo.
NOTHING_TO_UNDO = "There's nothing to undo."


def nothing_to_undo_for(words: str) -> str:
    """"bring back the dentist" when this conversation changed no such task lately."""
    return f"I haven't changed anything called “{words}” lately, so there's nothing to bring back."

# Who is asking, and turns that could not run.
NO_CALLER = "I can't tell who you are, so I can't touch any tasks."
FOREIGN_CONVERSATION = "That conversation belongs to another user, so I can't continue it."
BUSY = "I'm still working on your previous message in this conversation — please try again in a moment."
FAILURE = "Sorry, something went wrong on my side and nothing was changed. Please try again."

# Questions that are the same for every intent.
WHICH_TASK = "Which task do you mean?"
GAVE_UP_ON_REFERENCE = (
    "I still couldn't tell which task you mean, so I left everything as it is. "
    "Try the task's number, e.g. “task 3”, or say “show my tasks”."
)
NO_MATCHING_TASKS = "There are no matching tasks, so nothing changed."


def nothing_about(words: str) -> str:
    """No task's title or description has the words a group was named by ("all the party stuff")."""
    return (f"None of your tasks mention “{words}”, so nothing changed. "
            "You can name them by number instead, e.g. “tasks 2, 3 and 5”.")

# A database outage during a turn: nothing of the turn was saved (the same words wherever it surfaces).
STORAGE_UNAVAILABLE = "Sorry, I couldn't save your changes — the database isn't reachable. Please try again."
STORAGE_DOWN = "The task database is not reachable right now. Please try again in a moment."  # HTTP 503s
TOOLS_UNAVAILABLE = "Sorry, I couldn't reach the task service, so nothing was changed. Please try again."

ERROR_CATALOG = {
    "not_found": "I couldn't find that task.",
    "invalid_user": "I couldn't tell who you are, so I didn't change anything.",
    "invalid_task_id": "I couldn't tell which task you mean.",
    "invalid_title": "That title doesn't work: {message}",
    "invalid_description": "That description doesn't work: {message}",
    "invalid_status": "I can show all, pending or completed tasks.",
    "invalid_reminder": "I couldn't set that reminder: {message}",
    "nothing_to_update": "Tell me what to change: the new title or the new description.",
    "invalid_due": "That due date doesn't work: {message}",
    "invalid_repeat": "That repeat doesn't work: {message}",
    "invalid_priority": "That priority doesn't work: {message}",
    "invalid_timezone": "That time zone doesn't work: {message}",
    "invalid_filter": "I couldn't filter the list like that: {message}",
    "invalid_cursor": "That list has changed since; ask for it again.",
    "storage_unavailable": STORAGE_UNAVAILABLE,
    "tools_unavailable": TOOLS_UNAVAILABLE,
    "invalid_arguments": "Some details didn't fit what that action needs, so nothing changed.",
}


def task_label(task: Any) -> str:
    """#3 “Buy milk” — from a TaskSummary or a task dict of a tool result."""
    if isinstance(task, dict):
        return f"#{task['number']} “{task['title']}”"
    return task.label


@dataclass(frozen=True)
class Clock:
    """When and where a reply is written: dates are said relative to `now`, in the user's `timezone`."""

    timezone: str = "UTC"
    now: datetime | None = None

    def today(self) -> date:
        return (self.now or datetime.now(UTC)).astimezone(zone(self.timezone)).date()


def _clock_time(moment: datetime) -> str:
    return f"{moment.hour}:{moment.minute:02d}"


def _day_words(day: date, clock: Clock) -> str:
    """“today”, “tomorrow”, “yesterday”, “Monday” (within the past week), else “Fri 27 Nov” (+ year)."""
    delta = (day - clock.today()).days
    named = {0: "today", 1: "tomorrow", -1: "yesterday"}.get(delta)
    if named:
        return named
    if -7 < delta < 0:
        return f"{day:%A}"
    return short_day(day) + (f" {day.year}" if day.year != clock.today().year else "")


def due_words(task: dict[str, Any], clock: Clock | None = None) -> str | None:
    """A task's due date as people say it — “tomorrow 9:00”, “Fri 27 Nov”, “overdue since Monday” — or None
    when it has none. The one place dates of tasks are worded (tool results carry `due_at`, `due_zone`,
    `due_all_day`)."""
    if not task.get("due_at"):
        return task.get("due_text")
    clock = clock or Clock()
    due = Due(datetime.fromisoformat(str(task["due_at"])), task.get("due_zone") or "UTC", bool(task.get("due_all_day")))
    local = due.local if due.all_day else due.at.astimezone(zone(clock.timezone))
    words = _day_words(local.date(), clock)
    if not due.all_day:
        words += f" {_clock_time(local)}"
    if task.get("status", "pending") == "pending" and clock.now is not None and due.is_past(clock.now):
        return f"overdue since {words}"
    return words


def task_line(task: Any, clock: Clock | None = None) -> str:
    """One line of a task list: done mark, number, title, description, and when due, how it repeats and
    its priority when it has them."""
    data = task if isinstance(task, dict) else task.model_dump()
    mark = "✓" if data.get("status") == "completed" else "◯"
    details = f" — {data['description']}" if data.get("description") else ""
    due = due_words(data, clock)
    extras = [("" if due.startswith("overdue") else "due ") + due if due else "",
              f"↻ {data['repeat_text']}" if data.get("repeat_text") else "",
              f"{data['priority']} priority" if data.get("priority") not in (None, "none") else ""]
    shown = " · ".join(extra for extra in extras if extra)
    return f"{mark} #{data['number']} {data['title']}{details}" + (f" ({shown})" if shown else "")


def format_when(iso: str, timezone: str, clock: Clock | None = None, *, dated: bool = False) -> str:
    """“Mon 30 Nov 2026 at 9:00” in the user's zone (“tomorrow at 9:00” when `clock` says how near it is; with
    `dated`, “tomorrow (Tue 24 Nov) at 9:00”: the weekday and date too, as a list of reminders shows them)."""
    moment = datetime.fromisoformat(iso).astimezone(zone(timezone))
    if clock is not None and clock.now is not None:
        day = _day_words(moment.date(), clock)
        if day in ("today", "tomorrow", "yesterday"):
            return f"{day}{f' ({short_day(moment.date())})' if dated else ''} at {_clock_time(moment)}"
        return f"on {day} at {_clock_time(moment)}"
    return moment.strftime("%a %d %b %Y at %H:%M").replace(" 0", " ")


def error_message(result: dict[str, Any]) -> str:
    """The sentence for a failed tool call's `{"error": {code, message}}`."""
    error = result.get("error") or {}
    template = ERROR_CATALOG.get(error.get("code", ""), "Something went wrong, so nothing changed.")
    return "⚠️ " + template.format(message=error.get("message", "").rstrip("."))


def candidates_question(candidates: list[Any]) -> str:
    lines = ["I found several matching tasks — which one?", *(task_line(t) for t in candidates)]
    first = candidates[0]["number"] if isinstance(candidates[0], dict) else candidates[0].number
    return "\n".join(lines) + f"\n(Answer with the number, e.g. “{first}”.)"


def not_found_reply(words: str, closest: list[Any]) -> str:
    text = f"I couldn't find a task matching “{words}”."
    if closest:
        text += " Closest ones:\n" + "\n".join(task_line(t) for t in closest) + "\nWhich one did you mean?"
    return text


def reminder_line(title: str, number: int) -> str:
    return f"⏰ Reminder: {title} (#{number})"
