"""The chat messages in the state: the newest user text, and the recent history Gemini reads."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AnyMessage, HumanMessage


def last_user_text(state: Any) -> str:
    for message in reversed(state.get("messages", [])):
        if isinstance(message, HumanMessage):
            return message.text if hasattr(message, "text") else str(message.content)
    return ""


def history_dicts(messages: list[AnyMessage], limit: int) -> list[dict[str, str]]:
    """Recent messages as role/content dicts (what the Gemini backend wants), excluding the newest."""
    recent = messages[:-1][-limit:] if limit else []
    return [{"role": "user" if m.type == "human" else "assistant", "content": str(m.content)} for m in recent]
