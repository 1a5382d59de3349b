"""The TodoBot state machine.

classify → extract → validate → (confirm | invoke) → format, plus undo (which a correction follows with
extract); routing is plain functions. Exports
`build` (the wiring around any set of nodes), `builder` (compile it with your own checkpointer) and `graph`,
compiled without a checkpointer for `langgraph dev` / LangGraph Server, which provide persistence themselves.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.types import RetryPolicy

from todobot.errors import TurnFailed
from todobot.graph.context import Context
from todobot.graph.routing import route_after_classify, route_after_invoke, route_after_validate
from todobot.graph.state import InputState, State
from todobot.nodes import classify, confirm, extract, format_reply, invoke, undo, validate

# A database blip during a tool call is retried with backoff; the idempotency keys make the retry safe.
# Anything else (a task that isn't there, a bad title) is a final answer, explained to the user.
TOOL_RETRY = RetryPolicy(retry_on=TurnFailed, max_attempts=3, initial_interval=0.2, backoff_factor=2.0)

Node = Callable[[State, Runtime[Context]], Awaitable[dict[str, Any]]]

NODES: dict[str, Node] = {
    "classify": classify,
    "extract": extract,
    "validate": validate,
    "confirm": confirm,
    "invoke": invoke,
    "undo": undo,
    "format": format_reply,
}
RETRIED = frozenset({"extract", "invoke", "undo"})  # the nodes that call tools


def build(nodes: Mapping[str, Node] = NODES) -> StateGraph:
    """The state machine around `nodes` (one per name); the benchmarks build it around no-op or timed nodes."""
    built = StateGraph(State, input_schema=InputState, context_schema=Context)
    for name, node in nodes.items():
        built.add_node(name, node, retry_policy=TOOL_RETRY if name in RETRIED else None)
    built.add_edge(START, "classify")
    built.add_conditional_edges("classify", route_after_classify)
    built.add_edge("extract", "validate")
    built.add_conditional_edges("validate", route_after_validate)
    built.add_edge("confirm", "format")
    built.add_conditional_edges("undo", route_after_invoke)  # a correction redoes after undoing
    built.add_conditional_edges("invoke", route_after_invoke)
    built.add_edge("format", END)
    return built


builder = build()
graph = builder.compile(name="todobot")
