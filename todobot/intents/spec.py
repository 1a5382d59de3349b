"""What an intent is, in one place: `IntentSpec`.

A spec holds everything intent-specific — which MCP tool runs it and how its arguments are built from a
resolved step, the reply to its result, how it is undone and what undo then says, its questions, its
bulk question, whether it is destructive — so the graph's nodes stay generic and ask the spec. Adding an
intent is one new module under `todobot/intents/` plus its entry in `SPECS`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from typing import Any

from todobot.dialogue.sentences import CANCELLED, WHICH_TASK, Clock, error_message, task_label
from todobot.dialogue.state import Step, TaskSummary

Arguments = dict[str, Any]
ToolResult = dict[str, Any]
InverseCall = tuple[str, Arguments]  # (tool name, arguments without user_id)

# Which of the reminders a cancel or a move means, when said: "the 3pm reminder" (its time of day "15:00"; loose when
# said without am/pm, "the 4:30 one"), "the one-off one" / "the repeating one" (its kind: "once" or "repeating")
REMINDER_TIME, REMINDER_TIME_LOOSE, REMINDER_KIND = "reminder_time", "reminder_time_loose", "reminder_kind"
# A reminder picked by the day it goes off ("the tuesday one": the ISO date of that day, the user's day)
REMINDER_DAY = "on"


def reminder_picked(said: Mapping[str, Any], reminder: Mapping[str, Any], here: tzinfo | None) -> bool:
    """Whether a reminder is one `said` picks: "the saturday ones" (the day it comes next, the user's day), "the 3pm
    reminder" (its time of day; "the 4:30 one" said without am/pm is either half of the day), "the one-off one" or
    "the repeating one" (whether it repeats)."""
    moment = datetime.fromisoformat(str(reminder.get("next_at") or reminder.get("remind_at"))).astimezone(here)
    day, at, kind = (said.get(key) for key in (REMINDER_DAY, REMINDER_TIME, REMINDER_KIND))
    if day and moment.date().isoformat() != day:
        return False
    if at:
        hour, minute = (int(n) for n in str(at).split(":"))
        hours = {hour % 12, hour % 12 + 12} if said.get(REMINDER_TIME_LOOSE) else {hour}
        if moment.minute != minute or moment.hour not in hours:
            return False
    repeats = bool(reminder.get("repeat") or reminder.get("repeat_interval_minutes"))
    return not kind or repeats == (kind == "repeating")


@dataclass(frozen=True)
class Ask:
    """The step can't run yet: ask for `slot`."""

    slot: str
    question: str


@dataclass(frozen=True)
class Decline:
    """The step can't run at all: explain why (nothing is paused)."""

    text: str


def touched_task(result: ToolResult) -> TaskSummary | None:
    """The task a tool result is about (an added, completed, changed or deleted task)."""
    task = result.get("task") or result.get("deleted")
    return TaskSummary.model_validate(task) if task else None


def reminded_task(reminder: dict[str, Any] | None) -> TaskSummary | None:
    """The task a reminder in a tool result is about (scheduled, moved or cancelled): "it" for what follows."""
    if not reminder:
        return None
    return TaskSummary(id=reminder["task_id"], number=reminder["task_number"], title=reminder["task_title"])


def no_check(step: Step, now: datetime) -> Ask | Decline | None:
    return None


def as_said(step: Step, now: datetime) -> Step:
    return step


def as_returned(step: Step, result: ToolResult) -> ToolResult:
    return result


@dataclass(frozen=True)
class IntentSpec:
    """One intent's behaviour. Only `name`, `tool`, `arguments` and `reply` are required."""

    name: str
    tool: str  # the MCP tool that runs it
    arguments: Callable[[Step, TaskSummary | None], Arguments]  # the tool's arguments, without user_id
    reply: Callable[[ToolResult, Clock], str]  # the sentence for a successful result (dates said by `Clock`)
    tool_for: Callable[[Step], str] | None = None  # another tool for some steps (a reminder given a new repeat)
    shown: Callable[[Step, ToolResult], ToolResult] = as_returned  # what of a result the user sees (a search)
    needs_task: bool = False  # acts on an existing task, so a `task_ref` must resolve first
    task_optional: bool = False  # may act on one task: a `task_ref`, when one was said, must resolve first
    reminders_of_task: bool = False  # acts on the task's reminders: they are fetched into params["reminders"]
    # The tool calls for one task when there can be several (each reminder of a task); default: one, `arguments`.
    calls: Callable[[Step, TaskSummary | None], list[Arguments]] | None = None
    confirm_if: Callable[[Step], bool] | None = None  # asks for a yes first when this holds (several reminders)
    prefer_status: str | None = None  # among equally good title matches, prefer tasks in this status
    read_only: bool = False  # changes nothing: no idempotency key, nothing to undo
    destructive: bool = False  # a single-task step asks for a yes (when confirmations are on)
    confirm_when_unsure: bool = False  # read with low confidence, it asks for a yes first ("Should I add …?")
    confirm_wording: Callable[[Step], str] | None = None  # its own yes/no question, else "Delete #3 “…”?"
    which_task: str = WHICH_TASK  # asked when no task was named
    questions: Mapping[str, str] = field(default_factory=dict)  # slot -> question when it's missing
    prepare: Callable[[Step, datetime], Step] = as_said  # fill values implied by what was said
    check: Callable[[Step, datetime], Ask | Decline | None] = no_check  # missing or unusable values
    bulk_question: str = "Change {these}?"  # before a bulk step; {these} = "these 3 tasks"
    bulk_wording: Callable[[Step], str] | None = None  # a bulk question of its own, from what the step changes
    # Which tasks of a bulk reference the step can change ("push everything back a week": only dated ones move)
    bulk_keeps: Callable[[Step, TaskSummary], bool] | None = None
    inverse: Callable[[ToolResult], list[InverseCall]] | None = None  # None: it can't be undone
    undone: str = "↩️ Undone."  # after undo; {label} = the task's label
    cannot_undo: str = "That can't be undone — nothing changed."
    declined: str = CANCELLED  # a "no" to its confirmation
    dropped: str = "(I dropped the pending confirmation — nothing changed.)"  # a new request instead
    touched: Callable[[ToolResult], TaskSummary | None] = touched_task  # becomes "it" for the next message
    schedules_reminders: bool = False  # a success means the next turn checks for due reminders at once
    failed: Callable[[ToolResult], str] = error_message  # the sentence for a failed call
    remembers: Callable[[ToolResult], dict[str, Any]] | None = None  # conversation state a success updates
    # A list's next page: what "more" needs, kept in the conversation (None: nothing more to show).
    continuation: Callable[[Step, ToolResult], dict[str, Any] | None] | None = None
    # A search that found nothing: the looser searches to make next (their results reach `shown` as "looser")
    looser: Callable[[Step, ToolResult], list[Arguments]] | None = None

    def wants_task(self, step: Step) -> bool:
        """Whether `step`'s task must be found before it runs (always, or only when one was named)."""
        return self.needs_task or (self.task_optional and bool(step.params.get("task_ref")))

    def tool_of(self, step: Step) -> str:
        """The MCP tool that runs `step`: the spec's own, unless `tool_for` picks another for it."""
        return self.tool_for(step) if self.tool_for is not None else self.tool

    def arguments_for(self, step: Step, task: TaskSummary | None) -> list[Arguments]:
        """The arguments of each tool call the step makes for `task`."""
        return self.calls(step, task) if self.calls is not None else [self.arguments(step, task)]

    def confirm_question(self, step: Step) -> str:
        """The yes/no question before running `step` on its one task (a spec may word its own)."""
        if self.confirm_wording is not None:
            return self.confirm_wording(step)
        verb = self.name.removesuffix("_task").replace("_", " ").capitalize()
        return f"{verb} {task_label(step.task)}? yes / no"

    def bulk_question_for(self, step: Step) -> str:
        """The question before a bulk step, with {these} to fill ("Move {these} to Fri 27 Nov?")."""
        return self.bulk_wording(step) if self.bulk_wording is not None else self.bulk_question

    def question_for(self, slot: str) -> str:
        if slot == "task_ref":
            return self.which_task
        return self.questions.get(slot, f"What should the {slot.replace('_', ' ')} be?")

    def undone_reply(self, result: ToolResult) -> str:
        reminder = result.get("cancelled") or result.get("reminder")
        task = result.get("task") or result.get("deleted") or reminded_task(reminder) or {}
        return self.undone.format(label=task_label(task) if task else "it")
