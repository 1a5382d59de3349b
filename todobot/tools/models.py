"""The task domain's data shapes and its error catalog.

These models are what the store returns, what the MCP tools put in their structured results, and what
the graph keeps in its state (as plain dicts via `model_dump(mode="json")`).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field, computed_field

from todobot.due import Due
from todobot.priority import PriorityName
from todobot.recurrence import describe

TaskStatus = Literal["pending", "completed"]
StatusFilter = Literal["all", "pending", "completed"]

TITLE_MAX = 200
DESCRIPTION_MAX = 1000
REPEAT_INTERVAL_MAX = 1440
REPEAT_COUNT_MAX = 100
ACKNOWLEDGE_MAX = 100  # reminder occurrences per acknowledge_reminders call
LIST_LIMIT_DEFAULT = 50
LIST_LIMIT_MAX = 500
SortOrder = Literal["number", "due", "priority", "created", "relevance"]


def _repeat_words(rule: str | None) -> str | None:
    return describe(rule) if rule else None


class Task(BaseModel):
    """One task. `number` is what people call "task 3": per user, sequential, never reused.

    `due_at` is stored in UTC with `due_zone` and `due_all_day`; `due` is the same moment as the user reads
    it (a day, or a local time with its offset) and `due_text` in words. `repeat` is RRULE text.
    """

    id: str
    number: int
    title: str
    description: str | None = None
    status: TaskStatus = "pending"
    created_at: datetime
    updated_at: datetime
    completed_at: datetime | None = None
    due_at: datetime | None = None
    due_zone: str | None = None
    due_all_day: bool = False
    repeat: str | None = None
    priority: PriorityName = "none"

    @property
    def due_value(self) -> Due | None:
        if self.due_at is None:
            return None
        return Due(self.due_at, self.due_zone or "UTC", self.due_all_day)

    def is_overdue(self, now: datetime) -> bool:
        """Still open and its due is over (a whole day only once that day is over, in its zone)."""
        found = self.due_value
        return self.status == "pending" and found is not None and found.is_past(now)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def due(self) -> date | datetime | None:
        """The day (whole-day due) or the local time with its UTC offset; None without a due date."""
        found = self.due_value
        return found.value if found else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def due_text(self) -> str | None:
        found = self.due_value
        return found.text() if found else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def repeat_text(self) -> str | None:
        return _repeat_words(self.repeat)


class TaskPage(BaseModel):
    """One page of a listing: the tasks, how many match in all, and the cursor of the next page (None: last)."""

    tasks: list[Task]
    total: int
    next_cursor: str | None = None


class ZoneSetting(BaseModel):
    """A user's remembered time zone."""

    timezone: str


class TaskChange(BaseModel):
    """A task after a change, with how it was just before (for "already done" replies and undo)."""

    task: Task
    previous: Task
    repeated: bool = False  # a repeating task was completed: it stays open, due at its next occurrence


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
    next_at: datetime | None = None  # the next occurrence not acknowledged yet (None: used up)
    repeat: str | None = None  # RRULE text, instead of repeat_interval_minutes
    timezone: str | None = None  # the zone whose wall clock `repeat` follows

    @computed_field  # type: ignore[prop-decorator]
    @property
    def repeat_text(self) -> str | None:
        return _repeat_words(self.repeat)


class MovedReminder(Reminder):
    """A reminder just moved, and when it was due to go off before (what undoing the move puts back)."""

    moved_from: datetime | None = None


class ReaimedReminder(MovedReminder):
    """A reminder given a new time and repeat in place (schedule_reminder with its id), and how it repeated before:
    what undoing it puts back."""

    repeat_before: str | None = None
    repeat_interval_minutes_before: int | None = None
    repeat_count_before: int | None = None


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
    "invalid_due",
    "invalid_repeat",
    "invalid_priority",
    "invalid_timezone",
    "invalid_filter",
    "invalid_cursor",
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
