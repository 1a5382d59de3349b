"""Routing between nodes: plain functions of the state, typed with the node names they can return."""

from __future__ import annotations

from typing import Literal

from langgraph.runtime import Runtime

from todobot.graph.context import Context
from todobot.graph.state import State
from todobot.nodes.confirm import needs_confirmation


def route_after_classify(state: State) -> Literal["undo", "invoke", "extract", "format"]:
    """Undo and confirmed actions run at once; a plan is worked step by step; otherwise just reply."""
    current = state.get("current")
    if current:
        return "undo" if current["intent"] == "undo" else "invoke"
    if state.get("plan"):
        return "extract"
    return "format"


def route_after_validate(state: State, runtime: Runtime[Context]) -> Literal["confirm", "invoke", "extract", "format"]:
    """Stop to ask (validate cleared `current`), pause destructive steps for a yes, else run; a step dropped as an
    aside (the plan kept) goes on to the next one."""
    step = state.get("current")
    if not step:
        return "extract" if state.get("plan") else "format"
    return "confirm" if needs_confirmation(step, runtime.context) else "invoke"


def route_after_invoke(state: State) -> Literal["extract", "format"]:
    """Later steps of a compound request (or of a correction, after its undo) run in the same turn, after
    earlier results are known."""
    return "extract" if state.get("plan") else "format"
