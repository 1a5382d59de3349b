"""The TodoBot state machine.

classify → extract → validate → (confirm | invoke) → format, plus undo; routing is plain functions. Exports
`builder` (compile it with your own checkpointer) and `graph`, compiled without a checkpointer for
`langgraph dev` / LangGraph Server, which provide persistence themselves.
"""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph
from langgraph.types import RetryPolicy

from todobot.errors import TurnFailed
from todobot.graph.context import Context
from todobot.graph.routing import route_after_classify, route_after_invoke, route_after_validate
from todobot.graph.state import InputState, State
from todobot.nodes import classify, confirm, extract, format_reply, invoke, undo, validate

# A database blip during a tool call is retried with backoff; the idempotency keys make the retry safe.
# Anything else (a task that isn't there, a bad title) is a final answer, explained to the user.
TOOL_RETRY = RetryPolicy(retry_on=TurnFailed, max_attempts=3, initial_interval=0.2, backoff_factor=2.0)

builder = StateGraph(State, input_schema=InputState, context_schema=Context)
builder.add_node("classify", classify)
builder.add_node("extract", extract, retry_policy=TOOL_RETRY)
builder.add_node("validate", validate)
builder.add_node("confirm", confirm)
builder.add_node("invoke", invoke, retry_policy=TOOL_RETRY)
builder.add_node("undo", undo, retry_policy=TOOL_RETRY)
builder.add_node("format", format_reply)

builder.add_edge(START, "classify")
builder.add_conditional_edges("classify", route_after_classify)
builder.add_edge("extract", "validate")
builder.add_conditional_edges("validate", route_after_validate)
builder.add_edge("confirm", "format")
builder.add_edge("undo", "format")
builder.add_conditional_edges("invoke", route_after_invoke)
builder.add_edge("format", END)

graph = builder.compile(name="todobot")
