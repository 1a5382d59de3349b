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

from todobot.tools.models import ACKNOWLEDGE_MAX, REPEAT_COUNT_MAX, REPEAT_INTERVAL_MAX, ReminderOccurrence, TaskError
from todobot.tools.store import TaskStore

if TYPE_CHECKING:
    from todobot.tools.http_auth import BearerAuth

TOOL_NAMES = (
    "add_task", "list_tasks", "complete_task", "delete_task", "update_task", "schedule_reminder",
    "list_due_reminders", "acknowledge_reminders",
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
IdempotencyKey = Annotated[
    str | None,
    Field(description="Optional request id: repeating a call with the same key returns the first result and "
                      "changes nothing again (safe retries)."),
]

INSTRUCTIONS = (
    "TodoBot's task tools. Tasks belong to one user (user_id) and carry a per-user number people use "
    "('task 3'). Delete is destructive: confirm with the user first."
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


def _time(value: str, what: str) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise TaskError("invalid_reminder", f"The {what} must be an ISO-8601 date and time.") from None


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
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Create a new pending task for the user. Use when the user wants to remember or do something."""
        return _run(lambda: {  # type: ignore[return-value]
            "task": _dump(store.add_task(user_id, title, description, idempotency_key=idempotency_key))
        })

    @server.tool(annotations=ToolAnnotations(title="List tasks", read_only_hint=True, idempotent_hint=True))
    def list_tasks(
        user_id: UserId,
        status: Annotated[str, Field(description="all | pending | completed")] = "all",
    ) -> dict[str, Any]:
        """List the user's tasks in number order, optionally only pending or only completed ones."""

        def action() -> dict[str, Any]:
            found = store.list_tasks(user_id, status)
            return {"status": status, "count": len(found), "tasks": [_dump(t) for t in found]}

        return _run(action)  # type: ignore[return-value]

    @server.tool(
        annotations=ToolAnnotations(title="Complete a task", read_only_hint=False, destructive_hint=False,
                                    idempotent_hint=True)
    )
    def complete_task(user_id: UserId, task_id: TaskId, idempotency_key: IdempotencyKey = None) -> dict[str, Any]:
        """Mark a task as done. Completing an already completed task changes nothing."""

        def action() -> dict[str, Any]:
            change = store.complete_task(user_id, task_id, idempotency_key=idempotency_key)
            return {"task": _dump(change.task), "already_completed": change.previous.status == "completed"}

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
        title: Annotated[str | None, Field(description="New title, 1-200 characters.")] = None,
        description: Annotated[str | None, Field(description="New description, up to 1000 characters.")] = None,
        status: Annotated[
            Literal["pending", "completed"] | None, Field(description="'pending' reopens a completed task.")
        ] = None,
        restore: Annotated[bool, Field(description="Bring back a task deleted by delete_task (undo).")] = False,
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Change a task's title, description or status, or restore a deleted task; returns before and after."""

        def action() -> dict[str, Any]:
            if restore and title is None and description is None and status is None:
                restored = store.restore_task(user_id, task_id, idempotency_key=idempotency_key)
                return {"task": _dump(restored), "previous": None, "restored": True}
            # Restored and changed in one transaction: a change that fails leaves the task deleted.
            change = store.update_task(user_id, task_id, title=title, description=description, status=status,
                                       idempotency_key=idempotency_key, restore=restore)
            return {"task": _dump(change.task), "previous": _dump(change.previous), "restored": restore}

        return _run(action)  # type: ignore[return-value]

    @server.tool(annotations=ToolAnnotations(title="Schedule a reminder", read_only_hint=False, destructive_hint=False))
    def schedule_reminder(
        user_id: UserId,
        task_id: TaskId,
        remind_at: Annotated[str, Field(description="ISO-8601 with a UTC offset, e.g. 2026-12-01T09:00:00+01:00")],
        repeat_interval_minutes: Annotated[
            int | None, Field(description=f"Repeat every N minutes (1-{REPEAT_INTERVAL_MAX}).")
        ] = None,
        repeat_count: Annotated[int | None, Field(description=f"How many repeats (1-{REPEAT_COUNT_MAX}).")] = None,
        idempotency_key: IdempotencyKey = None,
    ) -> dict[str, Any]:
        """Remind the user about a task at a time, optionally repeating."""

        def action() -> dict[str, Any]:
            when = _time(remind_at, "reminder time")
            reminder = store.schedule_reminder(user_id, task_id, when, repeat_interval_minutes, repeat_count,
                                              idempotency_key=idempotency_key)
            return {"reminder": _dump(reminder)}

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
