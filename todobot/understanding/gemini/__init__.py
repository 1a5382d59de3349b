"""Gemini understanding backend: one structured-output call per user message, rules as the safety net.

Why it looks like this:
- The model fills a flat, model-friendly schema (`schema.GeminiReading`), never `Understanding` directly,
  so the contract can evolve without changing what the model is asked, and so the schema carries nothing
  but what a user can say: there is no user id, account or permission field for an injected prompt to set.
- One call, no tool loop: the graph, not the model, decides what runs.
- Retries are ours, not the SDK's, inside one overall deadline of `config.timeout` (`calling`).
- Whatever goes wrong, the caller gets the rules' reading with a note in `reasoning`; nothing is raised.

One module per concern: `schema` (what the model fills), `request` (client and messages), `calling`
(retry, backoff, deadline, failure labels) and `reply` (reading into the contract, or the fallback).
"""

from __future__ import annotations

import logging
import time
from datetime import datetime
from typing import Any

from todobot.settings import AgentConfig
from todobot.timezones import local_now, zone
from todobot.understanding.gemini.calling import ask, reason_for
from todobot.understanding.gemini.reply import fallback, to_understanding
from todobot.understanding.gemini.request import build_chat_model, build_messages, chat_model
from todobot.understanding.gemini.schema import GeminiParams, GeminiReading, GeminiStep, GeminiTaskRef
from todobot.understanding.model import ConversationContext, Understanding
from todobot.understanding.prompts import SYSTEM_INSTRUCTIONS

__all__ = [
    "SYSTEM_INSTRUCTIONS",
    "GeminiParams",
    "GeminiReading",
    "GeminiStep",
    "GeminiTaskRef",
    "build_chat_model",
    "build_messages",
    "chat_model",
    "to_understanding",
    "understand_with_gemini",
]

logger = logging.getLogger(__name__)


def understand_with_gemini(
    text: str,
    *,
    rules_result: Understanding,
    context: ConversationContext | None = None,
    now: datetime | None = None,
    timezone: str | None = None,
    history: list[dict[str, Any]] | None = None,
    config: AgentConfig | None = None,
) -> Understanding:
    """Ask Gemini for a structured reading; on any failure return `rules_result` with a note. Never raises."""
    config = config or AgentConfig()
    deadline = time.monotonic() + config.timeout  # the whole call, client set-up included
    tz_name = timezone or config.timezone
    try:
        messages = build_messages(
            text,
            context=context,
            now=local_now(now, zone(tz_name)),
            timezone=tz_name,
            history=history or [],
            config=config,
        )
        structured = chat_model(config).with_structured_output(GeminiReading, method="json_schema")
    except Exception as exc:  # missing API key, bad model settings
        logger.warning("Gemini not configured: %s", type(exc).__name__)
        return fallback(rules_result, f"not configured: {type(exc).__name__}")
    try:
        reading = ask(structured, messages, config, deadline)
        if not isinstance(reading, GeminiReading):
            reading = GeminiReading.model_validate(reading)
        return to_understanding(reading, timezone=tz_name)
    except Exception as exc:
        reason = reason_for(exc)
        logger.warning("Gemini understanding failed (%s); falling back to the rules", reason)
        return fallback(rules_result, reason)
