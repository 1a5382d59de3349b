"""What the offline rules read from one message, for the single-message understanding tests.

The clock is fixed (Monday 2026-11-23 09:00 UTC) so relative dates are stable.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from todobot.understanding import Understanding
from todobot.understanding.model import ConversationContext
from todobot.understanding.rules import understand_rules

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


def read(text: str, context: ConversationContext | None = None) -> Understanding:
    return understand_rules(text, context=context, now=NOW, timezone="UTC")


def steps(text: str, context: ConversationContext | None = None) -> list[tuple[str, str | None, dict[str, Any]]]:
    """(intent, act, params) of every step, in order."""
    return [(s.intent, s.act, s.params) for s in read(text, context).steps]


def title(value: str) -> dict[str, Any]:
    return {"kind": "title", "value": value}


def number(value: int) -> dict[str, Any]:
    return {"kind": "number", "value": value}


def added_titles(text: str) -> list[str]:
    """The titles of the tasks a message adds, failing when any step is not an add."""
    found = steps(text)
    assert all(intent == "add_task" for intent, _, _ in found), found
    return [params["title"] for _, _, params in found]
