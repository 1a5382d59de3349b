"""The graph's state: plain JSON-able values (plus chat messages), all of it checkpointed per conversation.

`status` and `pending` are the dialogue memory ("awaiting confirmation of delete #3"); `last_listed` and
`last_task` make "the second one" and "it" resolvable; the turn-scoped keys (`plan`, `current`,
`outcomes`, `tool_calls`) are reset by the classify node at the start of every turn.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict  # pydantic (the server's JSON schemas) needs it before Python 3.12

ConversationStatus = Literal["idle", "awaiting_confirmation", "awaiting_clarification"]


class InputState(TypedDict):
    """What a run takes: the new user message(s)."""

    messages: Annotated[list[AnyMessage], add_messages]


class State(InputState, total=False):
    """Everything the conversation remembers between turns."""

    owner: str | None  # the user id that started this conversation
    turn: int  # turns handled so far; part of every idempotency key
    status: ConversationStatus
    response_state: str  # complete | needs_clarification | needs_confirmation | error
    # A paused action: {"intent", "params", "task", "slot", "candidates", "attempts", "expires_at", "plan"}.
    pending: dict[str, Any] | None
    plan: list[dict[str, Any]]  # steps still to run this turn: [{"intent", "params"}]
    current: dict[str, Any] | None  # the step being worked on, with its resolved "task"
    outcomes: list[dict[str, Any]]  # what happened this turn, rendered by the format node
    tool_calls: list[dict[str, Any]]  # ToolCall dicts made this turn
    last_listed: list[dict[str, Any]]  # [{"id", "number", "title", "status"}] as last shown
    last_task: dict[str, Any] | None  # the task last talked about
    last_mutation: dict[str, Any] | None  # what undo reverts
