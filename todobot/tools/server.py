"""The TodoBot MCP server: the task and reminder tools over a `TaskStore`, usable by the graph or any MCP client.

Each tool is one typed function whose docstring is what an MCP client (and its model) reads. Results are
structured JSON: the success payload, or `{"error": {"code", "message"}}` flagged `is_error`, never a
traceback. `todobot mcp` serves this over stdio; `todobot mcp --http` over streamable HTTP.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field, StrictInt, ValidationError

from todobot.tools.listing import HELP, SortName
from todobot.tools.models import (
    ACKNOWLEDGE_MAX,
    LIST_LIMIT_DEFAULT,
    REPEAT_COUNT_MAX,
    REPEAT_INTERVAL_MAX,
    ErrorCode,
    ReminderOccurrence,
    TaskChange,
    TaskError,
)
from todobot.tools.store import UNSET, TaskStore

if TYPE_CHECKING:
    from todobot.tools.http_auth import BearerAuth

TOOL_NAMES = (
    "add_task", "list_tasks", "complete_task", "reopen_task", "delete_task", "update_task", "schedule_reminder",
    "list_due_reminders", "acknowledge_reminders", "list_reminders", "move_reminder", "cancel_reminder",
    "set_timezone", "get_timezone",
)

UserId = Annotated[str, Field(description="The authenticated user's UUID; every call only sees this user's tasks.")]
# StrictInt: a JSON number 3 is a task number; true or 3.5 are refused rather than read as 1 or 3.
TaskId = Annotated[
    StrictInt | str,
    Field(description="The task's number as shown to the user (3, \"3\" or \"#3\"), or its UUID."),
]
Now = Annotated[
    str | None,
    Field(description="Optional: the time to check against, ISO-8601 with a UTC offset; defaults to the server's "
                      "clock (a caller with a fixed clock, e.g. tests, passes its own)."),
]
Timezone = Annotated[
    str | None,
    Field(description="Optional IANA zone (e.g. Europe/Paris) the dates of this call are read and shown in; "
                      "defaults to the user's zone (set_timezone), else UTC."),
]
DUE_HELP = ("ISO 8601 (2026-11-28 for a whole day, 2026-11-28T17:00 local, or with an offset) or words like "
            "'next friday 5pm', read in the user's zone; a date already passed is refused.")
REPEAT_HELP = ("How it repeats, in words ('every monday', 'every weekday at 9', 'every 2 weeks', 'every month on "
               "the 1st', 'every last friday', 'every day at 7pm') or as an RFC 5545 RRULE (FREQ=WEEKLY;BYDAY=MO).")
PRIORITY_HELP = "high | medium | low | none (also 'urgent', 'p1'-'p3', '!!', 'not important', …)."
ReminderId = Annotated[str, Field(description="The reminder's id, as schedule_reminder or list_reminders gave it.")]
IdempotencyKey = Annotated[
    str | None,
    Field(description="Optional request id: repeating a call with the same key returns the first result and "
                      "changes nothing again (safe retries)."),
]

INSTRUCTIONS = (
    "TodoBot's task tools. Tasks belong to one user (user_id) and carry a per-user number people use "
    "('task 3'), and may have a due date, a repeat and a priority; dates are read in the user's time zone "
    "(set_timezone). Delete is destructive: confirm with the user first."
)


log = logging.getLogger(__name__)


def error_result(error: TaskError) -> CallToolResult:
    payload = {"error": error.info().model_dump()}
    return CallToolResult(
        content=[TextContent(type="text", text=json.dumps(payload))], structured_content=payload, is_error=True
    )


def _run(action: Callable[[], dict[str, Any]]) -> dict[str, Any] | CallToolResult:
    try:
        return action()
    except TaskError as exc:
        return error_result(exc)


def _dump(model: Any) -> dict[str, Any]:
    return model.model_dump(mode="json")


def _completion(change: TaskChange) -> dict[str, Any]:
    """complete_task's result: the task before and after, and for a repeating task when it is due next."""
    result = {"task": _dump(change.task), "previous": _dump(change.previous),
              "already_completed": change.previous.status == "completed", "repeated": change.repeated}
    if change.repeated:
        result["next_due"] = result["task"]["due"]
        result["next_due_text"] = change.task.due_text
    return result


def _time(value: str, what: str, code: ErrorCode = "invalid_reminder") -> datetime:
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise TaskError(code, f"The {what} must be an ISO-8601 date and time.") from None


def _now(value: str | None) -> datetime | None:
    """A task tool's optional `now` (a caller with a fixed clock)."""
    return _time(value, "time (now)", "invalid_arguments") if value else None


def _argument_problems(exc: ValidationError) -> str:
    """Which arguments were wrong and why, without echoing the caller's values."""
    return "; ".join(f"{'.'.join(str(p) for p in err['loc']) or 'arguments'}: {err['msg']}" for err in exc.errors())


class TaskToolServer(MCPServer):
    """MCPServer whose every tool failure is a structured `{"error": {code, message}}` result.

    The SDK answers arguments that fail validation, unknown tools and crashes with plain text; a client
    of TodoBot's tools gets the same structured error shape whatever went wrong.
    """

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except UnexpectedToolError:
            log.exception("tool %s crashed", name)
            return error_result(TaskError("internal_error", "The task service had a problem; please try again."))
        except ToolError as exc:
            if isinstance(exc.__cause__, ValidationError):
                problems = _argument_problems(exc.__cause__)
                return error_result(TaskError("invalid_arguments", f"Invalid arguments for {name}: {problems}."))
            return error_result(TaskError("unknown_tool", f"There is no tool named {name!r}."))


def build_mcp_server(store: TaskStore, *, http_auth: BearerAuth | None = None) -> MCPServer:
    """An MCP server exposing the task and reminder tools over `store`; `http_auth` requires bearer tokens over HTTP."""
    options = http_auth.server_options() if http_auth else {}
    # MCPServer configures the root logger; WARNING keeps an embedding app's (and the CLI's) output quiet.
    server: MCPServer = TaskToolServer(
        "todobot", instructions=INSTRUCTIONS, version="0.1.0", log_level="WARNING", **options
    )

    @server.tool(annotations=ToolAnnotations(title="Add a task", read_only_hint=False, destructive_hint=False))
    def add_task(
        user_id: UserId,
        title: Annotated[str, Field(description="Short title, 1-200 characters.")],
        description: Annotated[str | None, Field(description="Optional details, up to 1000 characters.")] = None,
        due: Annotated[str | None, Field(description="Optional due date: " + DUE_HELP)] = None,
        repeat: Annotated[str | None, Field(description="Optional. " + REPEAT_HELP + " Without a due date the "
                                                        "task is due at the rule's first date.")] = None,
        priority: Annotated[str | None, Field(description="Optional: " + PRIORITY_HELP)] = None,
        timezone: Timezone = None,
        now: Now = None,
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Create a new pending task for the user. Use when the user wants to remember or do something."""
        return _run(lambda: {  # type: ignore[return-value]
            "task": _dump(store.add_task(user_id, title, description, due, repeat, priority, timezone=timezone,
                                         now=_now(now), idempotency_key=idempotency_key))
        })

    @server.tool(annotations=ToolAnnotations(title="List tasks", read_only_hint=True, idempotent_hint=True))
    def list_tasks(
        user_id: UserId,
        status: Annotated[str, Field(description=HELP["status"])] = "all",
        due: Annotated[str | None, Field(description=HELP["due"])] = None,
        query: Annotated[str | None, Field(description=HELP["query"])] = None,
        priority: Annotated[str | None, Field(description=HELP["priority"])] = None,
        sort: Annotated[SortName | None, Field(description=HELP["sort"])] = None,
        limit: Annotated[int, Field(description=HELP["limit"])] = LIST_LIMIT_DEFAULT,
        cursor: Annotated[str | None, Field(description=HELP["cursor"])] = None,
        task_ids: Annotated[list[StrictInt | str] | None, Field(
            description="Only these tasks (at most 100), by number (3, \"#3\") or UUID: a look-up of the tasks "
                        "a conversation names.")] = None,
        completed: Annotated[str | None, Field(description=HELP["completed"])] = None,
        with_total: Annotated[bool, Field(
            description="false: leave `total` null, saving the count of every match (a look-up that only wants "
                        "the tasks).")] = True,
        timezone: Timezone = None,
        now: Now = None,
    ) -> dict[str, Any]:
        """List the user's tasks (one page): filter by status, due date, priority, words or task numbers, sort,
        and page on with next_cursor. `total` is how many match in all; `count` how many are on this page."""

        def action() -> dict[str, Any]:
            page = store.page_tasks(user_id, status, due, query, priority, sort, limit, cursor, task_ids=task_ids,
                                    completed=completed, timezone=timezone, now=_now(now), count=with_total)
            return {"status": status, "count": len(page.tasks), "total": page.total if with_total else None,
                    "tasks": [_dump(t) for t in page.tasks], "next_cursor": page.next_cursor}

        return _run(action)  # type: ignore[return-value]

    @server.tool(
        annotations=ToolAnnotations(title="Complete a task", read_only_hint=False, destructive_hint=False,
                                    idempotent_hint=True)
    )
    def complete_task(
        user_id: UserId, task_id: TaskId, now: Now = None, idempotency_key: IdempotencyKey = None
    ) -> dict[str, Any]:
        """Mark a task as done. Completing an already completed task changes nothing. A repeating task stays
        open with its due moved to the next occurrence: `repeated` is true and `next_due` says when."""

        def action() -> dict[str, Any]:
            change = store.complete_task(user_id, task_id, now=_now(now),
                                         idempotency_key=idempotency_key)
            return _completion(change)

        return _run(action)  # type: ignore[return-value]

    @server.tool(
        annotations=ToolAnnotations(title="Reopen a task", read_only_hint=False, destructive_hint=False,
                                    idempotent_hint=True)
    )
    def reopen_task(user_id: UserId, task_id: TaskId, idempotency_key: IdempotencyKey = None) -> dict[str, Any]:
        """Mark a completed task as not done again. Reopening a pending task changes nothing
        (`previous.status` says it was pending)."""

        def action() -> dict[str, Any]:
            change = store.reopen_task(user_id, task_id, idempotency_key=idempotency_key)
            return {"task": _dump(change.task), "previous": _dump(change.previous)}

        return _run(action)  # type: ignore[return-value]

    @server.tool(annotations=ToolAnnotations(title="Delete a task", read_only_hint=False, destructive_hint=True))
    def delete_task(user_id: UserId, task_id: TaskId, idempotency_key: IdempotencyKey = None) -> dict[str, Any]:
        """Permanently delete a task. Destructive: only call after the user confirmed."""
        return _run(lambda: {  # type: ignore[return-value]
            "deleted": _dump(store.delete_task(user_id, task_id, idempotency_key=idempotency_key))
        })

    @server.tool(
        annotations=ToolAnnotations(title="Update a task", read_only_hint=False, destructive_hint=False,
                                    idempotent_hint=True)
    )
    def update_task(
        user_id: UserId,
        task_id: TaskId,
        # Left out, these stay as they are; null clears them (the defaults are a marker, not null).
        due: Annotated[str | None, Field(default_factory=lambda: UNSET,
                                         description="New due date (null clears it): " + DUE_HELP)],
        repeat: Annotated[str | None, Field(default_factory=lambda: UNSET,
                                            description="New repeat (null stops it repeating). " + REPEAT_HELP)],
        priority: Annotated[str | None, Field(default_factory=lambda: UNSET,
                                              description="New priority (null: none): " + PRIORITY_HELP)],
        title: Annotated[str | None, Field(description="New title, 1-200 characters.")] = None,
        description: Annotated[str | None, Field(description="New description, up to 1000 characters.")] = None,
        status: Annotated[
            Literal["pending", "completed"] | None, Field(description="'pending' reopens a completed task.")
        ] = None,
        restore: Annotated[bool, Field(description="Bring back a task deleted by delete_task (undo).")] = False,
        allow_past: Annotated[bool, Field(description="Accept a due date that has passed (undo putting back an "
                                                      "old due date).")] = False,
        skip: Annotated[bool, Field(description="Skip a repeating task's next occurrence: its due moves to the "
                                                "one after, nothing is marked done.")] = False,
        timezone: Timezone = None,
        now: Now = None,
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Change a task's title, description, status, due date, repeat or priority, skip one occurrence of a
        repeating task, or restore a deleted task; returns before and after."""

        def action() -> dict[str, Any]:
            dated = any(value is not UNSET for value in (due, repeat, priority))
            if restore and title is None and description is None and status is None and not dated:
                restored = store.restore_task(user_id, task_id, idempotency_key=idempotency_key)
                return {"task": _dump(restored), "previous": None, "restored": True}
            # Restored and changed in one transaction: a change that fails leaves the task deleted.
            change = store.update_task(user_id, task_id, title, description, status, due, repeat, priority,
                                       timezone=timezone, now=_now(now),
                                       allow_past=allow_past, idempotency_key=idempotency_key, restore=restore,
                                       skip=skip)
            return {"task": _dump(change.task), "previous": _dump(change.previous), "restored": restore,
                    "repeated": change.repeated, "skipped": skip}

        return _run(action)  # type: ignore[return-value]

    @server.tool(annotations=ToolAnnotations(title="Schedule a reminder", read_only_hint=False, destructive_hint=False))
    def schedule_reminder(
        user_id: UserId,
        task_id: TaskId,
        remind_at: Annotated[str | None, Field(
            description="ISO-8601 with a UTC offset, e.g. 2026-12-01T09:00:00+01:00 (may be left out with a "
                        "repeat that names a time: it starts at the rule's next time).")] = None,
        repeat_interval_minutes: Annotated[
            int | None, Field(description=f"Repeat every N minutes (1-{REPEAT_INTERVAL_MAX}).")
        ] = None,
        repeat_count: Annotated[int | None, Field(description=f"How many repeats (1-{REPEAT_COUNT_MAX}).")] = None,
        repeat: Annotated[str | None, Field(description="Or repeat by a rule, on the user's wall clock: "
                                                        + REPEAT_HELP)] = None,
        reminder_id: Annotated[str | None, Field(description="Change this reminder instead of adding one.")] = None,
        timezone: Timezone = None,
        now: Now = None,
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Remind the user about a task at a time, optionally repeating (every N minutes, or by a rule such as
        'every monday at 9'); with reminder_id, reschedule that reminder."""

        def action() -> dict[str, Any]:
            when = _time(remind_at, "reminder time") if remind_at is not None else None
            reminder = store.schedule_reminder(
                user_id, task_id, when, repeat_interval_minutes, repeat_count, repeat=repeat, timezone=timezone,
                reminder_id=reminder_id, now=_now(now), idempotency_key=idempotency_key)
            return {"reminder": _dump(reminder)}

        return _run(action)  # type: ignore[return-value]

    @server.tool(annotations=ToolAnnotations(title="List reminders", read_only_hint=True, idempotent_hint=True))
    def list_reminders(
        user_id: UserId,
        task_id: Annotated[StrictInt | str | None, Field(description="Only this task's reminders.")] = None,
    ) -> dict[str, Any]:
        """List the user's reminders still to come (of open tasks), soonest first: all, or one task's."""

        def action() -> dict[str, Any]:
            found = store.list_reminders(user_id, task_id)
            return {"count": len(found), "reminders": [_dump(r) for r in found]}

        return _run(action)  # type: ignore[return-value]

    @server.tool(annotations=ToolAnnotations(title="Move a reminder", read_only_hint=False, destructive_hint=False,
                                             idempotent_hint=True))
    def move_reminder(
        user_id: UserId,
        reminder_id: ReminderId,
        remind_at: Annotated[str, Field(description="The new time, ISO-8601 with a UTC offset.")],
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Move a reminder to a new time, keeping how it repeats (it starts afresh from there)."""

        def action() -> dict[str, Any]:
            when = _time(remind_at, "reminder time")
            return {"reminder": _dump(store.move_reminder(user_id, reminder_id, when,
                                                          idempotency_key=idempotency_key))}

        return _run(action)  # type: ignore[return-value]

    @server.tool(annotations=ToolAnnotations(title="Cancel a reminder", read_only_hint=False, destructive_hint=True))
    def cancel_reminder(
        user_id: UserId, reminder_id: ReminderId, idempotency_key: IdempotencyKey = None
    ) -> dict[str, Any]:
        """Cancel (delete) a reminder; the task stays. Returns the reminder as it was."""
        return _run(lambda: {  # type: ignore[return-value]
            "cancelled": _dump(store.cancel_reminder(user_id, reminder_id, idempotency_key=idempotency_key))
        })

    @server.tool(annotations=ToolAnnotations(title="Set the time zone", read_only_hint=False, destructive_hint=False,
                                             idempotent_hint=True))
    def set_timezone(
        user_id: UserId,
        timezone: Annotated[str, Field(description="An IANA zone name, e.g. Europe/Berlin or America/New_York.")],
        keep_clock_times: Annotated[bool, Field(description=(
            "On the user's first time zone only: true keeps the clock times of the dates given before it (they were "
            "read in UTC, a zone the user never chose); false keeps their moments (they were read in a zone the "
            "user did choose, e.g. the deployment's configured one)."))] = True,
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Remember the user's time zone: dates they give are read in it, and shown in it."""
        return _run(lambda: {  # type: ignore[return-value]
            "timezone": store.set_timezone(user_id, timezone, keep_clock_times=keep_clock_times,
                                           idempotency_key=idempotency_key)
        })

    @server.tool(annotations=ToolAnnotations(title="Get the time zone", read_only_hint=True, idempotent_hint=True))
    def get_timezone(user_id: UserId) -> dict[str, Any]:
        """The user's time zone: `timezone` as set (null if never set) and `effective`, the one dates use."""

        def action() -> dict[str, Any]:
            stored = store.get_timezone(user_id)
            return {"timezone": stored, "effective": stored or "UTC"}

        return _run(action)  # type: ignore[return-value]

    @server.tool(annotations=ToolAnnotations(title="List due reminders", read_only_hint=True, idempotent_hint=True))
    def list_due_reminders(user_id: UserId, now: Now = None) -> dict[str, Any]:
        """List the user's reminders that have come due and were not acknowledged yet, oldest first.

        Changes nothing: after showing them to the user, call acknowledge_reminders with each one's id and
        due_at, so they are not shown again (a repeating reminder then waits for its next time).
        """

        def action() -> dict[str, Any]:
            due = store.due_reminders(user_id, _time(now, "time") if now else None)
            return {"count": len(due), "reminders": [_dump(r) for r in due]}

        return _run(action)  # type: ignore[return-value]

    @server.tool(
        annotations=ToolAnnotations(title="Acknowledge reminders", read_only_hint=False, destructive_hint=False,
                                    idempotent_hint=True)
    )
    def acknowledge_reminders(
        user_id: UserId,
        occurrences: Annotated[
            list[ReminderOccurrence],
            Field(description=f"The reminders shown to the user (up to {ACKNOWLEDGE_MAX}): each one's id and "
                              "due_at exactly as list_due_reminders gave them."),
        ],
        now: Now = None,
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Mark due reminders as shown, once the user has seen them; a repeating one moves to its next time.

        Safe to repeat: an occurrence already acknowledged, not due yet or unknown changes nothing and is
        listed under "unchanged", and acknowledging an old occurrence never skips a newer one.
        """

        def action() -> dict[str, Any]:
            when = _time(now, "time") if now else None
            return _dump(store.acknowledge_reminders(user_id, occurrences, when, idempotency_key=idempotency_key))

        return _run(action)  # type: ignore[return-value]

    return server
