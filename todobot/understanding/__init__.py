"""Understanding a user message: the rules with the learned model by default, Gemini when configured.

`understand` is the one entry point the graph's classify node and library users call. The dispatch here
is the whole policy: rules always run, and the learned classifier beside them (`combine.py`: it keeps
out-of-scope requests from becoming tasks, catches paraphrases and gives one calibrated confidence) unless
`learned_model` is off; together they are the offline reading, the fallback and, in `auto`, the first
opinion. Gemini is asked only when configured, and in `auto` only when that reading is unsure.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any

from todobot.settings import AgentConfig
from todobot.understanding.combine import CombinerParams, combine
from todobot.understanding.learned import load_model
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
    "understand_offline",
]


def understand_offline(
    text: str,
    *,
    context: ConversationContext | None = None,
    now: datetime | None = None,
    timezone: str | None = None,
    learned: bool = True,
) -> Understanding:
    """The reading without Gemini: the rules, combined with the learned model when `learned` (and shipped)."""
    rules_result = understand_rules(text, context=context, now=now, timezone=timezone)
    model = load_model() if learned else None
    if model is None:
        return rules_result
    return combine(text, rules_result, model.probabilities(text), _combiner_params(), context=context, now=now,
                   timezone=timezone)


@lru_cache(maxsize=1)
def _combiner_params() -> CombinerParams:
    """The shipped model's fitted combiner, read once per process like the model itself."""
    model = load_model()
    return CombinerParams.from_dict(model.meta["combiner"]) if model else CombinerParams()


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
    rules_result = understand_offline(text, context=context, now=now, timezone=tz, learned=config.learned_model)
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
