"""Per-node timings of one graph run, for a per-turn log line and for the benchmarks.

LangGraph already emits a callback event when each node starts and ends, carrying the node's name in
the `langgraph_node` metadata; `NodeTimings` just listens to those, so nothing in the nodes has to be
timed by hand and the numbers match what LangGraph Studio shows. Attach it to one run:

    timings = NodeTimings()
    await graph.ainvoke(inputs, {"configurable": {...}, "callbacks": [timings]})
    timings.milliseconds()        # {"classify": 1.9, "extract": 2.4, ...}

or, for code that runs the graph where you can't pass a config (e.g. inside `TodoAgent.arun`), collect
every run started in a block with `with node_timings() as timings: ...`.

Time spent between nodes (checkpoint load and save, channel bookkeeping) is in no node, so the sum of
the nodes is less than the run's wall time; `total` is the run itself, start to end.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.tracers.context import register_configure_hook

__all__ = ["NodeTimings", "node_timings"]


class NodeTimings(BaseCallbackHandler):
    """Wall time spent in each LangGraph node (summed when a node runs more than once) and in the run."""

    # Called on the event loop's thread, in order: no executor hop that would blur the timings.
    run_inline = True

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self._clock = clock
        self._open: dict[UUID, tuple[str, float]] = {}
        self._root: tuple[UUID, float] | None = None
        self.seconds: dict[str, float] = {}  # node -> wall time, summed over its runs
        self.path: list[str] = []  # nodes in the order they finished, repeats included
        self.total: float = 0.0  # the graph run, start to end (0 until it ends)
        self.failed: str | None = None  # the node that raised, if one did

    def on_chain_start(
        self,
        serialized: dict[str, Any] | None,
        inputs: Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        node = (metadata or {}).get("langgraph_node")
        # A node's own run is named after it; routers and writers inside it carry the same metadata.
        if node is not None and kwargs.get("name") == node:
            self._open[run_id] = (node, self._clock())
        elif node is None and self._root is None:  # the outermost run this handler sees: the graph
            self._root = (run_id, self._clock())

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        self._finish(run_id)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        node = self._finish(run_id)
        if node is not None and self.failed is None:
            self.failed = node

    def _finish(self, run_id: UUID) -> str | None:
        now = self._clock()
        if self._root is not None and self._root[0] == run_id:
            self.total = now - self._root[1]
            return None
        started = self._open.pop(run_id, None)
        if started is None:
            return None
        node, began = started
        self.seconds[node] = self.seconds.get(node, 0.0) + (now - began)
        self.path.append(node)
        return node

    def milliseconds(self) -> dict[str, float]:
        """Per-node wall time in ms, rounded for a log line."""
        return {node: round(seconds * 1000, 3) for node, seconds in self.seconds.items()}

    def outside_nodes(self) -> float:
        """Seconds of the run spent in no node: checkpoint load/save and LangGraph's own bookkeeping."""
        return max(0.0, self.total - sum(self.seconds.values())) if self.total else 0.0


_collector: ContextVar[NodeTimings | None] = ContextVar("todobot_node_timings", default=None)
register_configure_hook(_collector, inheritable=True)


@contextmanager
def node_timings(timings: NodeTimings | None = None) -> Iterator[NodeTimings]:
    """Attach `timings` (a new one by default) to every LangChain/LangGraph run started in this block."""
    timings = timings or NodeTimings()
    token = _collector.set(timings)
    try:
        yield timings
    finally:
        _collector.reset(token)
