"""The real graph's shape (node names, edges, routers, retry policies, State, context_schema) around other nodes.

The framework floor puts no-op nodes in it and the turn breakdown puts timed copies of the real nodes;
both fail loudly if the shape ever drifts from `todobot.graph.graph.builder`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime

from todobot.graph.context import Context
from todobot.graph.graph import builder as real_builder
from todobot.graph.routing import route_after_classify, route_after_invoke, route_after_validate
from todobot.graph.state import InputState, State
from todobot.nodes import classify, confirm, extract, format_reply, invoke, undo, validate

Node = Callable[[State, Runtime[Context]], Awaitable[dict[str, Any]]]
REAL_NODES: dict[str, Node] = {
    "classify": classify,
    "extract": extract,
    "validate": validate,
    "confirm": confirm,
    "invoke": invoke,
    "undo": undo,
    "format": format_reply,
}


def same_shape(nodes: Mapping[str, Node]) -> StateGraph:
    """A builder with the real graph's edges, routers and retry policies around `nodes` (one per node name)."""
    builder = StateGraph(State, input_schema=InputState, context_schema=Context)
    for name in REAL_NODES:
        builder.add_node(name, nodes[name], retry_policy=real_builder.nodes[name].retry_policy)
    builder.add_edge(START, "classify")
    builder.add_conditional_edges("classify", route_after_classify)
    builder.add_edge("extract", "validate")
    builder.add_conditional_edges("validate", route_after_validate)
    builder.add_edge("confirm", "format")
    builder.add_edge("undo", "format")
    builder.add_conditional_edges("invoke", route_after_invoke)
    builder.add_edge("format", END)
    if builder.compile().get_graph().draw_mermaid() != real_builder.compile().get_graph().draw_mermaid():
        raise AssertionError("todobot's graph changed shape: update bench/shape.py to match todobot/graph/graph.py")
    return builder
