"""Building the request: the Gemini client (one per settings) and the messages of one call.

The user turn is one compact JSON object, so the user's words stay quoted data next to the clock, the
conversation context and a trimmed history; the instructions (`prompts.py`) are the system turn.
"""

from __future__ import annotations

import functools
import json
import os
from datetime import datetime
from typing import TYPE_CHECKING, Any

from todobot.settings import AgentConfig
from todobot.understanding.model import ConversationContext
from todobot.understanding.prompts import SYSTEM_INSTRUCTIONS

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage
    from langchain_google_genai import ChatGoogleGenerativeAI

MAX_HISTORY_CHARS = 2000  # per history message: old turns are context, not payload


def build_chat_model(config: AgentConfig) -> ChatGoogleGenerativeAI:
    """The one place the Gemini client is made, so tests and deployments can swap it at the edge.

    `max_retries=1` means a single SDK attempt (the SDK counts attempts, not retries); our own retry
    loop in `calling.ask` does the backoff so it can respect the overall deadline.
    """
    from langchain_google_genai import ChatGoogleGenerativeAI  # heavy import, only when Gemini is used

    return ChatGoogleGenerativeAI(
        model=config.model_name,
        temperature=config.temperature,
        timeout=config.timeout,
        max_retries=1,
    )


@functools.lru_cache(maxsize=8)
def _cached_chat_model(
    model_name: str, temperature: float, timeout: float, _api_key: str | None
) -> ChatGoogleGenerativeAI:
    """Reuse one client per settings: building one loads TLS certificates (~0.2 s) and a fresh
    connection pool; the API key is part of the key so a rotated key gets a new client."""
    return build_chat_model(
        AgentConfig.model_construct(model_name=model_name, temperature=temperature, timeout=timeout)
    )


def chat_model(config: AgentConfig) -> ChatGoogleGenerativeAI:
    """The client for these settings, built once."""
    api_key = os.environ.get("GOOGLE_API_KEY") or os.environ.get("GEMINI_API_KEY")
    return _cached_chat_model(config.model_name, config.temperature, config.timeout, api_key)


def _trim_history(history: list[dict[str, Any]], window: int) -> list[dict[str, str]]:
    """The last `window` messages as plain role/content pairs (`[-0:]` would be everything)."""
    recent = history[-window:] if window > 0 else []
    return [
        {"role": str(m.get("role", "")), "content": str(m.get("content", ""))[:MAX_HISTORY_CHARS]}
        for m in recent
    ]


def build_request(
    text: str,
    *,
    context: ConversationContext | None,
    now: datetime,
    timezone: str,
    history: list[dict[str, Any]],
    window: int,
) -> str:
    """The user turn: one compact JSON object, so the user's words stay quoted data."""
    payload = {
        "now": now.isoformat(timespec="seconds"),
        "weekday": now.strftime("%A"),
        "timezone": timezone,
        "context": (context or ConversationContext()).model_dump(mode="json", exclude_none=True),
        "history": _trim_history(history, window),
        "message": text,
    }
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"), default=str)


def build_messages(
    text: str,
    *,
    context: ConversationContext | None,
    now: datetime,
    timezone: str,
    history: list[dict[str, Any]],
    config: AgentConfig,
) -> list[BaseMessage]:
    """System instructions plus the one JSON user turn."""
    from langchain_core.messages import HumanMessage, SystemMessage

    request = build_request(
        text, context=context, now=now, timezone=timezone, history=history, window=config.history_window
    )
    return [SystemMessage(content=SYSTEM_INSTRUCTIONS), HumanMessage(content=request)]
