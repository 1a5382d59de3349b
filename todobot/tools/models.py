"""The task domain's data shapes and its error catalog.

These models are what the store returns, what the MCP tools put in their structured results, and what
the graph keeps in its state (as plain dicts via `model_dump(mode="json")`).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

TaskStatus = Literal["pending", "completed"]
StatusFilter = Literal["all", "pending", "completed"]

TITLE_MAX = 200
DESCRIPTION_MAX = 1000
REPEAT_INTERVAL_MAX = 1440
REPEAT_COUNT_MAX = 100
ACKNOWLEDGE_MAX = 100  # reminder occurrences per acknowledge_reminders call


class Task(BaseModel):
    """One task. `number` is what people call "task 3": per user, sequential, never reused."""

    id: str
    number: int
    title: str
    description: str | None = None
    status: TaskStatus = "pending"
    created_at: datetime
    updated_at: datetime
    completed_at: datetime | None = None


class TaskChange(BaseModel):
    """A task after a change, with how it was just before (for "already done" replies and undo)."""

    task: Task
    previous: Task


class Reminder(BaseModel):
    """A scheduled nudge about a task; repeats `repeat_count` more times every `repeat_interval_minutes`."""

    id: str
    task_id: str
    task_number: int
    task_title: str
    remind_at: datetime
    repeat_interval_minutes: int | None = None
    repeat_count: int | None = None
    fired_count: int = 0
    created_at: datetime


class DueReminder(Reminder):
    """One occurrence of a reminder that has come due and that the user has not acknowledged yet.

    `remind_at` is when the reminder was first scheduled for; `due_at` is this occurrence (the same for a
    one-off reminder, later ones a repeat interval apart). `fired_count` occurrences were acknowledged before.
    """

    due_at: datetime


class ReminderOccurrence(BaseModel):
    """Names one occurrence shown to the user: the reminder's id and that occurrence's `due_at`.

    Acknowledging by occurrence, not by id alone, means a late or repeated acknowledgement of an old
    occurrence can never skip a newer one of the same repeating reminder that the user hasn't seen.
    """

    id: str = Field(description="The reminder's id, as list_due_reminders gave it.")
    due_at: datetime = Field(description="The occurrence's due_at, as list_due_reminders gave it.")


class AcknowledgedReminder(ReminderOccurrence):
    """An occurrence this acknowledgement marked shown, and when the reminder comes due next (None: no more)."""

    next_due_at: datetime | None = None


class Acknowledgement(BaseModel):
    """What acknowledging changed: occurrences now marked shown, and those that changed nothing (already
    acknowledged, not due yet, or no reminder of this user's)."""

    acknowledged: list[AcknowledgedReminder] = Field(default_factory=list)
    unchanged: list[ReminderOccurrence] = Field(default_factory=list)


ErrorCode = Literal[
    "not_found",
    "invalid_user",
    "invalid_task_id",
    "invalid_title",
    "invalid_description",
    "invalid_status",
    "invalid_reminder",
    "nothing_to_update",
    "storage_unavailable",
    "idempotency_conflict",
    "forbidden",
    "invalid_arguments",
    "unknown_tool",
    "internal_error",
]


class ErrorInfo(BaseModel):
    code: ErrorCode
    message: str = Field(description="A sentence a person can read; no internals.")


class TaskError(Exception):
    """A domain error with a stable code; the MCP layer turns it into an `{"error": …}` result."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code: ErrorCode = code
        self.message = message

    def info(self) -> ErrorInfo:
        return ErrorInfo(code=self.code, message=self.message)
