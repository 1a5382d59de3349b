"""Section "profile": a pyinstrument profile of 200 turns, summarised as the top costs.

pyinstrument samples the event loop's thread (where LangGraph, the nodes, MCP and the checkpointer's
serialisation run); work handed to worker threads (SQLAlchemy calls, aiosqlite's connection thread)
shows up there as the loop waiting, i.e. "idle", and is measured by the breakdown section instead.
The self time of every sampled frame is attributed to an area by the file it lives in.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

from pyinstrument import Profiler
from pyinstrument.frame import Frame

from bench.context import Bench
from bench.mix import MIX, Conversation

INTERVAL = 0.001  # seconds between samples

# First match wins: (area, pattern on the file path).
AREAS: tuple[tuple[str, str], ...] = (
    ("checkpoint serialisation (langgraph serde, ormsgpack)", r"langgraph/checkpoint/serde|ormsgpack"),
    ("checkpointer (langgraph-checkpoint-sqlite/postgres)", r"langgraph/checkpoint/(sqlite|postgres)"),
    ("LangGraph runtime (pregel, channels)", r"/langgraph/"),
    ("LangChain core (messages, runnables, callbacks)", r"/langchain_core/|/langsmith/"),
    ("MCP client + server (JSON-RPC, in-memory streams)", r"/mcp/|/mcp_types/|/jsonschema"),
    ("pydantic validation / serialisation", r"/pydantic/|/pydantic_core/"),
    ("todobot understanding (rules, dates)", r"todobot/understanding|/dateparser/|/regex/|/rapidfuzz/"),
    ("todobot nodes, graph and facade", r"/todobot/"),
    ("SQLAlchemy", r"/sqlalchemy/"),
    ("SQLite / PostgreSQL drivers", r"aiosqlite|sqlite3|/psycopg|psycopg_pool"),
    ("anyio / asyncio scheduling, thread hand-offs", r"/anyio/|/asyncio/|concurrent/futures|threading\.py|queue\.py"),
    ("json / uuid / copy / other stdlib", r"/lib/python3\.\d+/"),
)
IDLE = "idle: loop waiting (SQL and fsync in threads, I/O)"


def _area(path: str | None) -> str | None:
    if not path:
        return None
    for name, pattern in AREAS:
        if re.search(pattern, path):
            return name
    return "other"


IDLE_CALLS = frozenset({"epoll.poll", "poll.poll", "select.select", "kqueue.control"})


def _walk(frame: Frame, inherited: str, by_area: dict[str, float], by_function: dict[str, float]) -> None:
    """Attribute each frame's own time to an area (built-ins count for their caller's) and to the function.

    pyinstrument keeps a frame's own time in synthetic `[self]` children, which `total_self_time` includes.
    """
    if frame.is_synthetic:
        return
    area = _area(frame.file_path) if frame.file_path and not frame.file_path.startswith("<") else inherited
    own = frame.total_self_time
    if own > 0:
        if frame.function in IDLE_CALLS:
            by_area[IDLE] += own
        else:
            by_area[area] += own
            by_function[f"{frame.function} ({Path(frame.file_path or '?').name}:{frame.line_no})"] += own
    for child in frame.children:
        _walk(child, area, by_area, by_function)


def summarise(root: Frame, turns: int, top: int = 15) -> dict[str, Any]:
    by_area: dict[str, float] = defaultdict(float)
    by_function: dict[str, float] = defaultdict(float)
    _walk(root, "other", by_area, by_function)
    total = root.time
    busy = total - by_area.get(IDLE, 0.0)

    def rows(table: dict[str, float], limit: int) -> list[dict[str, Any]]:
        ordered = sorted(table.items(), key=lambda item: -item[1])[:limit]
        return [{"what": name, "ms_per_turn": round(seconds * 1000 / turns, 3), "share": round(seconds / total, 4)}
                for name, seconds in ordered]

    return {
        "turns": turns,
        "wall_ms_per_turn": round(total * 1000 / turns, 3),
        "loop_busy_share": round(busy / total, 4) if total else None,
        "areas": rows(by_area, len(by_area)),
        "top_functions": rows(by_function, top),
    }


async def run(bench: Bench) -> dict[str, Any]:
    rounds = max(1, bench.budget.profile_turns // len(MIX))
    async with bench.agent("sqlite") as agent:
        chat = Conversation.new(agent, seed=10)
        await chat.rounds(1)
        profiler = Profiler(interval=INTERVAL, async_mode="disabled")  # every task on the loop's thread
        profiler.start()
        await chat.rounds(rounds)
        session = profiler.stop()
    root = session.root_frame()
    if root is None:
        return {"turns": 0}
    result = summarise(root, rounds * len(MIX))
    result["backend"] = "sqlite"
    result["text"] = profiler.output_text(unicode=True, color=False, show_all=False)
    return result
