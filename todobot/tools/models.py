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
