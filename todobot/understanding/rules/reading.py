"""The internal result of reading one clause, before it becomes an `Understanding` step."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from todobot.understanding.model import ConversationContext


@dataclass
class Reading:
    """One step: intent, params, confidence and why. `explicit` means a clear command cue decided it.

    `act` is the conversation move (see `todobot.understanding.model.Act`): with intent "none" for a pure
    act ("thanks", "undo"), or beside a task intent when a correction carries the corrected request.
    """

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


def act(name: str, confidence: float, reasoning: str, params: dict[str, Any] | None = None) -> Reading:
    """A conversation act with no task intent ("hi", "undo the last two changes", "write me a poem")."""
    return Reading("none", dict(params or {}), confidence, reasoning, act=name)


def unknown(confidence: float, reasoning: str) -> Reading:
    return Reading("unknown", {}, confidence, reasoning, explicit=False)
