"""Understanding a user message: the rule-based backend by default, Gemini when configured.

`understand` is the one entry point the graph's classify node and library users call. The dispatch here
is the whole policy: rules always run (they are the fallback and, in `auto`, the first opinion); Gemini
is asked only when configured, and in `auto` only when the rules are unsure.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from todobot.settings import AgentConfig
from todobot.understanding.model import (
    ACTS,
    INTENTS,
    TASK_INTENTS,
    Act,
    ConversationContext,
    Intent,
    TaskRef,
    Understanding,
)
from todobot.understanding.rules import understand_rules

__all__ = [
    "ACTS",
    "INTENTS",
    "TASK_INTENTS",
    "Act",
    "ConversationContext",
    "Intent",
    "TaskRef",
    "Understanding",
    "understand",
]


def understand(
    text: str,
    *,
    context: ConversationContext | None = None,
    now: datetime | None = None,
    timezone: str | None = None,
    history: list[dict[str, Any]] | None = None,
    config: AgentConfig | None = None,
) -> Understanding:
    """Read one user message into intent, conversation act, parameters and steps.

    `now` fixes the clock for relative dates (default: the current time); `timezone` is the user's IANA
    zone (default: the config's). `history` (role/content dicts) is only sent to Gemini.
    """
    config = config or AgentConfig()
    tz = timezone or config.timezone
    rules_result = understand_rules(text, context=context, now=now, timezone=tz)
    if not config.gemini_enabled():
        return rules_result
    if config.nlu == "auto" and rules_result.confidence >= config.auto_confidence_threshold:
        return rules_result
    from todobot.understanding.gemini import understand_with_gemini  # imported lazily: heavy client

    return understand_with_gemini(
        text,
        rules_result=rules_result,
        context=context,
        now=now,
        timezone=tz,
        history=history or [],
        config=config,
    )
