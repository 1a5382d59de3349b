"""The real graph's shape (node names, edges, routers, retry policies, State, context_schema) around other nodes.

The framework floor puts no-op nodes in it and the turn breakdown puts timed copies of the real nodes. Both
use `todobot.graph.graph.build`, the very wiring the product compiles, so the shape cannot drift.
"""

from __future__ import annotations

from collections.abc import Mapping

from langgraph.graph import StateGraph

from todobot.graph.graph import NODES as REAL_NODES
from todobot.graph.graph import Node, build

__all__ = ["REAL_NODES", "Node", "same_shape"]


def same_shape(nodes: Mapping[str, Node]) -> StateGraph:
    """A builder with the real graph's edges, routers and retry policies around `nodes` (one per node name)."""
    if set(nodes) != set(REAL_NODES):
        raise ValueError(f"same_shape needs exactly the nodes {sorted(REAL_NODES)}, got {sorted(nodes)}")
    return build({name: nodes[name] for name in REAL_NODES})
