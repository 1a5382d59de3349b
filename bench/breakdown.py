"""Section "breakdown": where a turn's time goes, and what `NodeTimings` itself costs.

The agent's graph is swapped for one of the same shape whose nodes are the real node functions wrapped
in a timer (no callbacks: attaching any LangChain callback handler makes LangGraph do extra work, which
is what the overhead measurement shows), and thin timers wrap the agent's other parts: the facade's
owner check (`graph.aget_state`), checkpoint load and save, the understanding and the due-reminder query
in classify, every MCP round trip and the SQL work inside it. Everything is set on this agent's
instances only, for this section, and times with `perf_counter` (well under a µs each). The parts add up
to the turn's wall time; what is in no part is LangGraph's own work between nodes.
"""

from __future__ import annotations

import importlib
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import aiosqlite
import anyio.to_thread
from langgraph.config import get_config
from langgraph.runtime import Runtime

from bench.context import Bench
from bench.mix import MIX, Conversation
from bench.shape import REAL_NODES, Node, same_shape
from bench.stats import ratio, summary
from todobot import TodoAgent
from todobot.graph.context import Context
from todobot.graph.state import State
from todobot.observability import node_timings

# `todobot.nodes` re-exports the node functions under the modules' names, so fetch the module itself.
classify_module = importlib.import_module("todobot.nodes.classify")
STORE_METHODS = ("add_task", "list_tasks", "complete_task", "delete_task", "update_task", "get_task",
                 "schedule_reminder", "restore_task")


class Probe:
    """Per-turn timers around one agent's parts; `turn()` collects one turn's components in seconds."""

    def __init__(self, agent: TodoAgent) -> None:
        self.agent = agent
        self.parts: dict[str, float] = defaultdict(float)
        self.in_owner_check = False
        self.call: dict[str, float] | None = None  # the MCP call in flight (calls of one turn are sequential)
        self.path: list[str] = []

    def _timer(self, name: Callable[..., str], fn: Callable[..., Any], *, is_async: bool) -> Callable[..., Any]:
        if is_async:
            async def timed_async(*args: Any, **kwargs: Any) -> Any:
                started = time.perf_counter()
                try:
                    return await fn(*args, **kwargs)
                finally:
                    self.parts[name()] += time.perf_counter() - started
            return timed_async

        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                self.parts[name()] += time.perf_counter() - started
        return timed

    @contextmanager
    def installed(self) -> Iterator[Probe]:
        graph_before = self.agent.graph
        saver, tools, store = graph_before.checkpointer, self.agent.tools, self.agent.store
        patched: list[tuple[Any, str]] = []

        def patch(owner: Any, attr: str, wrapper: Any) -> None:
            patched.append((owner, attr))
            setattr(owner, attr, wrapper)

        timed_nodes = same_shape({name: self._node(name, fn) for name, fn in REAL_NODES.items()})
        patch(self.agent, "graph", timed_nodes.compile(checkpointer=saver, name=graph_before.name))
        graph = self.agent.graph
        original_get_state = graph.aget_state

        async def owner_check(*args: Any, **kwargs: Any) -> Any:
            self.in_owner_check = True
            started = time.perf_counter()
            try:
                return await original_get_state(*args, **kwargs)
            finally:
                self.in_owner_check = False
                self.parts["facade: owner check (aget_state)"] += time.perf_counter() - started

        patch(graph, "aget_state", owner_check)
        patch(graph, "ainvoke", self._timer(lambda: "graph.ainvoke", graph.ainvoke, is_async=True))
        patch(saver, "aget_tuple", self._timer(
            lambda: "owner check: checkpoint read" if self.in_owner_check else "checkpoint load",
            saver.aget_tuple, is_async=True))
        patch(saver, "aput", self._timer(lambda: "checkpoint save", saver.aput, is_async=True))
        patch(saver, "aput_writes", self._timer(lambda: "checkpoint save", saver.aput_writes, is_async=True))
        original_call = tools.call

        async def mcp_call(name: str, arguments: dict[str, Any]) -> Any:
            try:
                node = (get_config().get("metadata") or {}).get("langgraph_node", "?")
            except RuntimeError:  # called outside a graph run
                node = "?"
            self.call = {"store": 0.0}
            started = time.perf_counter()
            try:
                return await original_call(name, arguments)
            finally:
                elapsed = time.perf_counter() - started
                self.parts[f"{node}: MCP round trip"] += elapsed - self.call["store"]
                self.parts[f"{node}: SQL (TaskStore)"] += self.call["store"]
                self.parts[f"{node}: MCP calls"] += 1
                self.call = None

        patch(tools, "call", mcp_call)
        for method in STORE_METHODS:
            patch(store, method, self._store_timer(getattr(store, method)))
        patch(store, "take_due_reminders", self._timer(lambda: "classify: due-reminder SQL", store.take_due_reminders,
                                                       is_async=False))
        original_run_sync = anyio.to_thread.run_sync

        async def counted_run_sync(*args: Any, **kwargs: Any) -> Any:
            self.parts["thread hand-offs: anyio.to_thread"] += 1
            return await original_run_sync(*args, **kwargs)

        patch(anyio.to_thread, "run_sync", counted_run_sync)
        original_execute = aiosqlite.Connection._execute

        async def counted_execute(connection: aiosqlite.Connection, *args: Any, **kwargs: Any) -> Any:
            self.parts["thread hand-offs: aiosqlite"] += 1
            return await original_execute(connection, *args, **kwargs)

        patch(aiosqlite.Connection, "_execute", counted_execute)
        original_understand, original_reminders = classify_module.understand, classify_module.due_reminder_notes
        classify_module.understand = self._timer(lambda: "classify: understanding", original_understand,
                                                 is_async=False)
        classify_module.due_reminder_notes = self._timer(lambda: "classify: due reminders", original_reminders,
                                                         is_async=True)
        try:
            yield self
        finally:
            classify_module.understand, classify_module.due_reminder_notes = original_understand, original_reminders
            anyio.to_thread.run_sync, aiosqlite.Connection._execute = original_run_sync, original_execute
            for owner, attr in reversed(patched):
                if attr == "graph":
                    owner.graph = graph_before
                elif owner not in (anyio.to_thread, aiosqlite.Connection):
                    delattr(owner, attr)  # back to the class's method

    def _node(self, name: str, fn: Node) -> Node:
        async def node(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
            started = time.perf_counter()
            try:
                return await fn(state, runtime)
            finally:
                self.parts[f"node {name}"] += time.perf_counter() - started
                self.path.append(name)

        return node

    def _store_timer(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                if self.call is not None:
                    self.call["store"] += time.perf_counter() - started
        return timed

    def take(self) -> dict[str, float]:
        parts, self.parts, self.path = dict(self.parts), defaultdict(float), []
        return parts


def components(parts: dict[str, float], total: float) -> dict[str, float]:
    """One turn split into parts that add up to its wall time (seconds); call counts are left out."""
    out: dict[str, float] = {}
    owner = parts.get("facade: owner check (aget_state)", 0.0)
    out["facade: owner check (aget_state)"] = owner
    out["facade: rest of arun"] = total - owner - parts.get("graph.ainvoke", 0.0)
    out["checkpoint load"] = parts.get("checkpoint load", 0.0)
    out["checkpoint save"] = parts.get("checkpoint save", 0.0)
    inner = {"classify": ("classify: understanding", "classify: due reminders")}
    in_nodes = 0.0
    for name in REAL_NODES:
        seconds = parts.get(f"node {name}", 0.0)
        if not seconds:
            continue
        in_nodes += seconds
        accounted = 0.0
        for part in (*inner.get(name, ()), f"{name}: MCP round trip", f"{name}: SQL (TaskStore)"):
            if parts.get(part):
                out[part] = parts[part]
                accounted += parts[part]
        out[f"{name}: rest of node"] = seconds - accounted
    out["LangGraph between nodes"] = (
        parts.get("graph.ainvoke", 0.0) - in_nodes - out["checkpoint load"] - out["checkpoint save"]
    )
    return out


async def overhead(bench: Bench, backend: str, rounds: int) -> dict[str, Any]:
    """Turn latency with and without NodeTimings attached, alternating round by round on one conversation."""
    plain: list[float] = []
    timed: list[float] = []
    async with bench.agent(backend) as agent:
        chat = Conversation.new(agent, seed=10)
        await chat.rounds(1)
        for round_no in range(2 * rounds):
            for turn in MIX:
                if round_no % 2:
                    with node_timings():
                        timed.append(await chat.turn(turn))
                else:
                    plain.append(await chat.turn(turn))
    p, t = summary(plain), summary(timed)
    return {
        "without": p,
        "with_node_timings": t,
        "median_overhead_ms": round(t["median_ms"] - p["median_ms"], 3),
        "median_overhead_ratio": ratio(t["median_ms"], p["median_ms"]),
    }


async def breakdown(bench: Bench, backend: str, rounds: int) -> dict[str, Any]:
    per_turn: list[dict[str, float]] = []
    per_kind: dict[str, list[dict[str, float]]] = defaultdict(list)
    mcp_calls: list[float] = []
    hops: dict[str, list[float]] = {"anyio.to_thread": [], "aiosqlite": []}
    async with bench.agent(backend) as agent:
        chat = Conversation.new(agent, seed=10)
        await chat.rounds(1)
        with Probe(agent).installed() as probe:
            for _ in range(rounds):
                for turn in MIX:
                    total = await chat.turn(turn)
                    if probe.path != list(turn.path):
                        raise AssertionError(f"{turn.message!r} ran {probe.path}, expected {list(turn.path)}")
                    parts = probe.take()
                    mcp_calls.append(sum(v for k, v in parts.items() if k.endswith(": MCP calls")))
                    for kind in ("anyio.to_thread", "aiosqlite"):
                        hops[kind].append(parts.get(f"thread hand-offs: {kind}", 0))
                    split = components(parts, total)
                    split["turn"] = total
                    per_turn.append(split)
                    per_kind[turn.kind].append(split)
    return {"all": _table(per_turn), "by_kind": {k: _table(v) for k, v in per_kind.items()},
            "mcp_calls_per_turn": round(sum(mcp_calls) / len(mcp_calls), 2),
            "thread_hand_offs_per_turn": {k: round(sum(v) / len(v), 2) for k, v in hops.items()},
            "thread_hop_round_trip": await thread_hop()}


async def thread_hop(samples: int = 300) -> dict[str, Any]:
    """What one hand-off to a worker thread and back costs here (a no-op through anyio.to_thread)."""
    times = []
    for _ in range(samples):
        started = time.perf_counter()
        await anyio.to_thread.run_sync(int)
        times.append(time.perf_counter() - started)
    return summary(times)


def _table(turns: list[dict[str, float]]) -> dict[str, Any]:
    """Mean ms per turn of each component and its share of the mean turn, biggest first."""
    names = {name for t in turns for name in t} - {"turn"}
    mean_turn = sum(t["turn"] for t in turns) / len(turns)
    rows = []
    for name in names:
        mean = sum(t.get(name, 0.0) for t in turns) / len(turns)
        rows.append({"part": name, "mean_ms": round(mean * 1000, 3), "share": round(mean / mean_turn, 4)})
    rows.sort(key=lambda r: -r["mean_ms"])
    return {"turns": len(turns), "mean_turn_ms": round(mean_turn * 1000, 3), "parts": rows}


async def run(bench: Bench) -> dict[str, Any]:
    out: dict[str, Any] = {}
    rounds = max(1, bench.budget.turn_rounds // 2)
    for backend in bench.backends():
        out[backend] = {
            "node_timings_overhead": await overhead(bench, backend, rounds),
            "breakdown": await breakdown(bench, backend, rounds),
        }
    return out
