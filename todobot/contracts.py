"""The public request/response contract of the agent (pydantic v2): what embedding code sends and gets."""

from __future__ import annotations

import uuid
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, Field, field_validator

ResponseState = Literal["complete", "needs_clarification", "needs_confirmation", "error"]

MESSAGE_MAX = 2000


class AgentRequest(BaseModel):
    """One user message. `user_id` comes from the caller's authentication, never from the message."""

    user_id: uuid.UUID
    message: str = Field(min_length=1, max_length=MESSAGE_MAX)
    conversation_id: str | None = Field(default=None, min_length=1, max_length=200)
    timezone: str | None = Field(default=None, description="The user's IANA zone for dates; default: the config's")
    request_id: str | None = Field(
        default=None, min_length=1, max_length=100,
        description="Your id for this message: re-sending a message with the same id (after a timeout or a lost "
                    "reply) never repeats its changes",
    )

    @field_validator("message", mode="before")
    @classmethod
    def _strip(cls, value: Any) -> Any:
        return value.strip() if isinstance(value, str) else value

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                ZoneInfo(value)
            except (ZoneInfoNotFoundError, ValueError):
                raise ValueError(f"unknown time zone {value!r}; use an IANA name like 'Europe/Paris'") from None
        return value


class ToolCall(BaseModel):
    """One MCP tool call made during a turn, with its structured result."""

    name: str
    arguments: dict[str, Any]
    result: dict[str, Any]
    success: bool
    idempotency_key: str | None = Field(default=None, description="Sent with changes: a retried turn replays")


class AgentResponse(BaseModel):
    """The bot's answer to one message."""

    message: str
    state: ResponseState
    conversation_id: str
    tool_calls: list[ToolCall] = Field(default_factory=list)
    error: str | None = None
