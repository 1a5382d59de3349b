"""The `/v1` endpoints: chat, the caller's tasks, the caller's conversations.

Each handler takes the user from the token (`CurrentUser`), never from the body, and turns the agent's
refusals (another user's conversation, busy, outage, bug) into the API's error statuses; ordinary
dialogue problems ("there is no task 9") stay a 200 reply with state `error`, as in the chat itself.

Handlers that read a conversation first check that the database answers (one `SELECT 1`): during an
outage the caller gets a 503 at once, instead of waiting out the checkpointer's connection pool.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Literal

import anyio.to_thread
from fastapi import APIRouter, Query
from fastapi.exceptions import RequestValidationError
from pydantic import ValidationError

from todobot.agent import TodoAgent
from todobot.contracts import AgentRequest, AgentResponse
from todobot.tools.listing import HELP, SortName
from todobot.tools.models import LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, TaskError
from todobot.web.dependencies import CurrentUser, OpenAgent
from todobot.web.errors import AGENT_ERROR_STATUS, ApiError, documented, storage_unavailable
from todobot.web.holder import database_reachable
from todobot.web.models import ChatRequest, ConversationView, TaskList

router = APIRouter(prefix="/v1")


async def ensure_database(agent: TodoAgent) -> None:
    if not await database_reachable(agent):
        raise storage_unavailable()


@router.post(
    "/chat",
    response_model=AgentResponse,
    summary="Send one message",
    responses=documented(401, 403, 409, 422, 500, 503),
)
async def chat(body: ChatRequest, user: CurrentUser, agent: OpenAgent) -> AgentResponse:
    """One turn of a conversation. Omit `conversation_id` to start one; the reply says which it is.

    A reply whose `state` is `needs_confirmation` waits for "yes" or "no" on the same conversation.
    """
    try:
        request = AgentRequest(user_id=user, **body.model_dump())
    except ValidationError as exc:  # the agent's own checks (blank message, unknown time zone)
        raise RequestValidationError([{**e, "loc": ("body", *e["loc"])} for e in exc.errors()]) from None
    await ensure_database(agent)
    response = await agent.arun(request)
    status = AGENT_ERROR_STATUS.get(response.error or "")
    if status is None:
        return response
    if status == 500 and not await database_reachable(agent):
        raise storage_unavailable()  # an outage, not a bug: tell the client to retry later
    raise ApiError(status, response.error or "internal_error", response.message)


@router.get("/tasks", response_model=TaskList, summary="List your tasks", responses=documented(401, 422, 503))
async def tasks(
    user: CurrentUser,
    agent: OpenAgent,
    status: Annotated[Literal["all", "pending", "completed"], Query(description=HELP["status"])] = "all",
    due: Annotated[str | None, Query(max_length=40, description=HELP["due"])] = None,
    query: Annotated[str | None, Query(min_length=1, max_length=200, description=HELP["query"])] = None,
    priority: Annotated[str | None, Query(max_length=40, description=HELP["priority"])] = None,
    sort: Annotated[SortName | None, Query(description=HELP["sort"])] = None,
    limit: Annotated[int, Query(ge=1, le=LIST_LIMIT_MAX, description=HELP["limit"])] = LIST_LIMIT_DEFAULT,
    cursor: Annotated[str | None, Query(max_length=2000, description=HELP["cursor"])] = None,
) -> TaskList:
    """One page of the caller's tasks (deleted ones are not shown), filtered, searched and sorted like the
    `list_tasks` tool, each with whether it is overdue and its reminders still to come. `total` counts every
    match; pass `next_cursor` back as `cursor` for the next page."""

    def read() -> TaskList:
        page = agent.store.page_tasks(user, status, due, query, priority, sort, limit, cursor)
        reminders = agent.store.list_reminders(user, task_uuids=[t.id for t in page.tasks]) if page.tasks else []
        return TaskList.of(page, reminders, datetime.now(UTC))

    try:
        return await anyio.to_thread.run_sync(read)
    except TaskError as exc:
        if exc.code == "storage_unavailable":
            raise storage_unavailable() from None
        if exc.code in ("invalid_filter", "invalid_cursor"):
            raise ApiError(422, "invalid_request", exc.message) from None
        raise


@router.get(
    "/conversations/{conversation_id}",
    response_model=ConversationView,
    summary="Read one of your conversations",
    responses=documented(401, 403, 404, 503),
)
async def conversation(conversation_id: str, user: CurrentUser, agent: OpenAgent) -> ConversationView:
    """Where a conversation stands: status, the pending question or action, the last list shown, messages."""
    await ensure_database(agent)
    try:
        values = await agent.aconversation_state(conversation_id)
    except Exception:
        if await database_reachable(agent):
            raise  # a bug: the generic handler answers 500
        raise storage_unavailable() from None
    owner = values.get("owner")
    if not owner:
        raise ApiError(404, "not_found", "There is no conversation with that id.")
    if owner != user:
        raise ApiError(403, "conversation_forbidden", "That conversation belongs to another user.")
    return ConversationView.from_state(conversation_id, values)
