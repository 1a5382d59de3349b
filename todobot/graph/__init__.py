"""The LangGraph state machine: state, context, routing and the compiled graph."""

from todobot.graph.context import Context
from todobot.graph.graph import builder, graph
from todobot.graph.state import InputState, State

__all__ = ["Context", "InputState", "State", "builder", "graph"]
