"""TodoBot: a natural-language task manager agent (LangGraph state machine over MCP task tools).

Public API: `TodoAgent`, `AgentRequest`, `AgentResponse`, `ToolCall`, `AgentConfig`, `understand`.
Names are imported lazily so `from todobot import understand` stays light.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from todobot.agent import TodoAgent
    from todobot.contracts import AgentRequest, AgentResponse, ToolCall
    from todobot.settings import AgentConfig
    from todobot.understanding import Understanding, understand

_EXPORTS = {
    "TodoAgent": "todobot.agent",
    "AgentRequest": "todobot.contracts",
    "AgentResponse": "todobot.contracts",
    "ToolCall": "todobot.contracts",
    "AgentConfig": "todobot.settings",
    "understand": "todobot.understanding",
    "Understanding": "todobot.understanding",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'todobot' has no attribute {name!r}")
