"""Small helpers every node shares: reading the turn's text and recording what happened."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AnyMessage, HumanMessage

from todobot.graph.state import State


def last_user_text(state: State) -> str:
    for message in reversed(state.get("messages", [])):
        if isinstance(message, HumanMessage):
            return message.text if hasattr(message, "text") else str(message.content)
    return ""


def history_dicts(messages: list[AnyMessage], limit: int) -> list[dict[str, str]]:
    """Recent messages as role/content dicts (what the Gemini backend wants), excluding the newest."""
    recent = messages[:-1][-limit:] if limit else []
    return [{"role": "user" if m.type == "human" else "assistant", "content": str(m.content)} for m in recent]


def say(text: str, kind: str = "say") -> dict[str, Any]:
    """An outcome the format node renders: kind is say | ask | confirm | error."""
    return {"kind": kind, "text": text}


def task_summary(task: dict[str, Any]) -> dict[str, Any]:
    """The slice of a task kept in state for references."""
    return {k: task.get(k) for k in ("id", "number", "title", "status", "description")}
