"""The internal result of reading one clause, before it becomes an `Understanding` step."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from todobot.understanding.model import ConversationContext


@dataclass
class Reading:
    """One step: intent, params, confidence and why. `explicit` means a clear command cue decided it."""

    intent: str
    params: dict[str, Any] = field(default_factory=dict)
    confidence: float = 0.5
    reasoning: str = ""
    explicit: bool = True
    act: str | None = None

    @property
    def ref(self) -> dict[str, Any] | None:
        return self.params.get("task_ref")


@dataclass(frozen=True)
class Env:
    """What every rule may need besides the text: the clock, the user's zone and the conversation."""

    now: datetime
    timezone: str
    context: ConversationContext | None = None


# The conversational topics the patterns recognise, as the conversation acts they are.
TOPIC_ACTS = {"greeting": "greet", "goodbye": "bye", "yes": "confirm", "no": "deny"}


def smalltalk(topic: str, confidence: float, reasoning: str) -> Reading:
    return Reading("none", {}, confidence, reasoning, act=TOPIC_ACTS.get(topic, topic))


def unknown(confidence: float, reasoning: str) -> Reading:
    return Reading("unknown", {}, confidence, reasoning, explicit=False)
