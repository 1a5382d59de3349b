"""Section "breakdown": where a turn's time goes, and what `NodeTimings` itself costs.

The agent's graph is swapped for one of the same shape whose nodes are the real node functions wrapped
in a timer (no callbacks: attaching any LangChain callback handler makes LangGraph do extra work, which
is what the overhead measurement shows), and thin timers wrap the agent's other parts: the facade's turn
lock, conversation claim and checkpoint trimming, checkpoint load and save, the understanding and the
due-reminder query in classify, every MCP round trip and the SQL work inside it. Everything is set on this
agent's instances only, for this section, and times with `perf_counter` (well under a µs each). The parts
add up to the turn's wall time; what is in no part is LangGraph's own work between nodes.
"""

from __future__ import annotations

import importlib
import time
import types
from collections import defaultdict
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
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
# What the MCP tools call (claim_conversation is called outside any tool).
STORE_METHODS = ("add_task", "list_tasks", "complete_task", "delete_task", "update_task", "get_task", "due_reminders",
                 "acknowledge_reminders",
                 "schedule_reminder", "restore_task", "reopen_task")


class Probe:
    """Per-turn timers around one agent's parts; `take()` collects one turn's parts (seconds, or counts)."""

    def __init__(self, agent: TodoAgent) -> None:
        self.agent = agent
        self.parts: dict[str, float] = defaultdict(float)
        self.call: dict[str, float] | None = None  # the MCP call in flight (calls of one turn are sequential)
        self.path: list[str] = []

    def _add(self, name: str, started: float) -> None:
        self.parts[name] += time.perf_counter() - started

    def _sync(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                self._add(name, started)
        return timed

    def _async(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        async def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return await fn(*args, **kwargs)
            finally:
                self._add(name, started)
        return timed

    def _node(self, name: str, fn: Node) -> Node:
        async def node(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
            started = time.perf_counter()
            try:
                return await fn(state, runtime)
            finally:
                self._add(f"node {name}", started)
                self.path.append(name)

        return node

    def _in_tool_call(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """A store method: its time counts as the SQL part of the MCP call in flight."""
        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                if self.call is not None:
                    self.call["store"] += time.perf_counter() - started
        return timed

    @contextmanager
    def installed(self) -> Iterator[Probe]:
        agent = self.agent
        graph_before = agent.graph
        saver, tools, store, locks = graph_before.checkpointer, agent.tools, agent.store, agent.locks
        undo: list[tuple[Any, str, bool, Any]] = []

        def patch(owner: Any, attr: str, value: Any) -> None:
            """Set owner.attr = value; undone on exit (an instance goes back to its class's method)."""
            own = isinstance(owner, type | types.ModuleType) or attr in vars(owner)
            undo.append((owner, attr, own, getattr(owner, attr)))
            setattr(owner, attr, value)

        # The same graph, with every real node function wrapped in a timer (no callbacks involved).
        timed_nodes = same_shape({name: self._node(name, fn) for name, fn in REAL_NODES.items()})
        patch(agent, "graph", timed_nodes.compile(checkpointer=saver, name=graph_before.name))
        graph = agent.graph
        original_astream = graph.astream

        async def astream(*args: Any, **kwargs: Any) -> AsyncIterator[Any]:
            started = time.perf_counter()
            try:
                async for chunk in original_astream(*args, **kwargs):
                    yield chunk
            finally:
                self._add("graph run", started)

        patch(graph, "astream", astream)
        original_hold = locks.hold

        @asynccontextmanager
        async def hold(*args: Any, **kwargs: Any) -> AsyncIterator[None]:
            started = time.perf_counter()
            manager = original_hold(*args, **kwargs)
            await manager.__aenter__()
            self._add("facade: turn lock", started)
            try:
                yield
            finally:
                started = time.perf_counter()
                await manager.__aexit__(None, None, None)
                self._add("facade: turn lock", started)

        patch(locks, "hold", hold)
        patch(store, "claim_conversation", self._sync("facade: claim conversation (SQL)", store.claim_conversation))
        patch(agent, "_trim_history", self._async("facade: checkpoint trimming", agent._trim_history))
        patch(saver, "aget_tuple", self._async("checkpoint load", saver.aget_tuple))
        patch(saver, "aput", self._async("checkpoint save", saver.aput))
        patch(saver, "aput_writes", self._async("checkpoint save", saver.aput_writes))
        original_call = tools.call

        async def mcp_call(name: str, arguments: dict[str, Any], **kwargs: Any) -> Any:
            try:
                node = (get_config().get("metadata") or {}).get("langgraph_node", "?")
            except RuntimeError:  # called outside a graph run
                node = "?"
            self.call = {"store": 0.0}
            started = time.perf_counter()
            try:
                return await original_call(name, arguments, **kwargs)
            finally:
                elapsed = time.perf_counter() - started
                self.parts[f"{node}: MCP round trip"] += elapsed - self.call["store"]
                self.parts[f"{node}: SQL (TaskStore)"] += self.call["store"]
                self.parts["count: MCP calls"] += 1
                self.call = None

        patch(tools, "call", mcp_call)
        for method in STORE_METHODS:
            patch(store, method, self._in_tool_call(getattr(store, method)))
        original_run_sync = anyio.to_thread.run_sync

        async def counted_run_sync(*args: Any, **kwargs: Any) -> Any:
            self.parts["count: anyio.to_thread"] += 1
            return await original_run_sync(*args, **kwargs)

        patch(anyio.to_thread, "run_sync", counted_run_sync)
        original_execute = aiosqlite.Connection._execute

        async def counted_execute(connection: aiosqlite.Connection, *args: Any, **kwargs: Any) -> Any:
            self.parts["count: aiosqlite"] += 1
            return await original_execute(connection, *args, **kwargs)

        patch(aiosqlite.Connection, "_execute", counted_execute)
        patch(classify_module, "understand", self._sync("classify: understanding", classify_module.understand))
        patch(classify_module, "check_due_reminders",
              self._async("classify: due reminders", classify_module.check_due_reminders))
        try:
            yield self
        finally:
            for owner, attr, own, before in reversed(undo):
                if own:
                    setattr(owner, attr, before)
                else:
                    delattr(owner, attr)

    def take(self) -> dict[str, float]:
        parts, self.parts, self.path = dict(self.parts), defaultdict(float), []
        return parts


FACADE_PARTS = ("facade: turn lock", "facade: claim conversation (SQL)", "facade: checkpoint trimming")


def components(parts: dict[str, float], total: float) -> dict[str, float]:
    """One turn split into parts that add up to its wall time (seconds); counts are left out."""
    out: dict[str, float] = {name: parts.get(name, 0.0) for name in FACADE_PARTS}
    out["facade: rest of arun"] = total - sum(out.values()) - parts.get("graph run", 0.0)
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
        parts.get("graph run", 0.0) - in_nodes - out["checkpoint load"] - out["checkpoint save"]
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
                    mcp_calls.append(parts.get("count: MCP calls", 0))
                    for kind in ("anyio.to_thread", "aiosqlite"):
                        hops[kind].append(parts.get(f"count: {kind}", 0))
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
