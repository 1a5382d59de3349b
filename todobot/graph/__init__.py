"""The LangGraph state machine: state, context, routing and the compiled graph.

`builder` and `graph` are loaded lazily: nodes import `todobot.graph.context`/`state`, and an eager
import of the graph here would make that a cycle.
"""

from __future__ import annotations

from typing import Any

from todobot.graph.context import Context
from todobot.graph.state import InputState, State

__all__ = ["Context", "InputState", "State", "builder", "graph"]


def __getattr__(name: str) -> Any:
    if name in ("builder", "graph"):
        from todobot.graph import graph as module

        return getattr(module, name)
    raise AttributeError(f"module 'todobot.graph' has no attribute {name!r}")
