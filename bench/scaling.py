"""Section "scaling": turn latency against tasks per user and against conversation length, with the
checkpoint rows each conversation keeps and the checkpoint bytes each turn writes."""

from __future__ import annotations

import sqlite3
import statistics
from typing import Any

import psycopg

from bench.context import Bench
from bench.mix import MIX, Conversation
from bench.stats import summary
from todobot import AgentConfig, TodoAgent
from todobot.database_url import dialect_of, postgres_conninfo, sqlite_path

# Per checkpoint table: (rows, bytes) of one thread. LangGraph's SQLite saver keeps each checkpoint whole
# (msgpack blobs); the PostgreSQL saver keeps the checkpoint's JSON plus one blob per changed channel value.
SQLITE_TABLES = {
    "checkpoints": "SELECT COUNT(*), COALESCE(SUM(LENGTH(checkpoint) + LENGTH(metadata)), 0) FROM checkpoints "
                   "WHERE thread_id = ?",
    "writes": "SELECT COUNT(*), COALESCE(SUM(LENGTH(value)), 0) FROM writes WHERE thread_id = ?",
}
POSTGRES_TABLES = {
    "checkpoints": "SELECT COUNT(*), COALESCE(SUM(pg_column_size(checkpoint) + pg_column_size(metadata)), 0) "
                   "FROM checkpoints WHERE thread_id = %s",
    "checkpoint_blobs": "SELECT COUNT(*), COALESCE(SUM(octet_length(blob)), 0) FROM checkpoint_blobs "
                        "WHERE thread_id = %s",
    "checkpoint_writes": "SELECT COUNT(*), COALESCE(SUM(octet_length(blob)), 0) FROM checkpoint_writes "
                         "WHERE thread_id = %s",
}


def checkpoint_footprint(url: str, thread_id: str) -> dict[str, Any]:
    """Rows and bytes one conversation holds in the checkpoint tables, plus PostgreSQL's WAL position."""
    out: dict[str, Any] = {}
    if dialect_of(url) == "sqlite":
        with sqlite3.connect(sqlite_path(url)) as conn:
            for table, query in SQLITE_TABLES.items():
                out[table] = dict(zip(("rows", "bytes"), conn.execute(query, (thread_id,)).fetchone(), strict=True))
        return out
    with psycopg.connect(postgres_conninfo(url)) as conn:
        for table, query in POSTGRES_TABLES.items():
            out[table] = dict(zip(("rows", "bytes"), conn.execute(query, (thread_id,)).fetchone(), strict=True))
        out["wal_lsn"] = int(conn.execute("SELECT pg_current_wal_lsn() - '0/0'::pg_lsn").fetchone()[0])
    return out


# The newest checkpoint of a thread: all a conversation needs to go on (SQLite keeps it whole; PostgreSQL as
# its JSON plus the blobs of the channel versions it names).
LATEST_SQLITE = ("SELECT LENGTH(checkpoint) + LENGTH(metadata) FROM checkpoints WHERE thread_id = ? "
                 "ORDER BY checkpoint_id DESC LIMIT 1")
LATEST_POSTGRES = (
    "SELECT pg_column_size(c.checkpoint) + pg_column_size(c.metadata) + COALESCE((SELECT SUM(octet_length(b.blob)) "
    "FROM checkpoint_blobs b, jsonb_each_text(c.checkpoint -> 'channel_versions') v WHERE b.thread_id = c.thread_id "
    "AND b.checkpoint_ns = c.checkpoint_ns AND b.channel = v.key AND b.version = v.value), 0) "
    "FROM checkpoints c WHERE c.thread_id = %s ORDER BY c.checkpoint_id DESC LIMIT 1")


def latest_checkpoint_bytes(url: str, thread_id: str) -> int:
    """Bytes of a conversation's newest checkpoint: what it keeps to go on, whatever the task count."""
    if dialect_of(url) == "sqlite":
        with sqlite3.connect(sqlite_path(url)) as conn:
            row = conn.execute(LATEST_SQLITE, (thread_id,)).fetchone()
    else:
        with psycopg.connect(postgres_conninfo(url)) as conn:
            row = conn.execute(LATEST_POSTGRES, (thread_id,)).fetchone()
    return int(row[0]) if row else 0


def _rows(footprint: dict[str, Any]) -> int:
    return sum(v["rows"] for v in footprint.values() if isinstance(v, dict))


def _bytes(footprint: dict[str, Any]) -> int:
    return sum(v["bytes"] for v in footprint.values() if isinstance(v, dict))


async def tasks_per_user(bench: Bench, backend: str) -> list[dict[str, Any]]:
    """The mix for users with ever more tasks (references by title, a list of what's open), and the biggest
    newest checkpoint any of its turns left (what the conversation keeps, after each turn)."""
    points = []
    with bench.database(backend) as url:
        async with bench_agent_on(url) as agent:
            await Conversation.new(agent, seed=10).rounds(1)  # warm the agent up on another conversation
            for count in bench.budget.tasks_per_user:
                chat = Conversation.new(agent, seed=count)
                samples: dict[str, list[float]] = {}
                biggest = 0
                for _ in range(bench.budget.tasks_rounds):
                    for turn in MIX:
                        samples.setdefault(turn.kind, []).append(await chat.turn(turn))
                        biggest = max(biggest, latest_checkpoint_bytes(url, chat.conversation_id))
                footprint = checkpoint_footprint(url, chat.conversation_id)
                points.append({
                    "tasks": count,
                    "all": summary([x for s in samples.values() for x in s]),
                    "by_kind": {kind: summary(s) for kind, s in samples.items()},
                    "checkpoint_bytes_per_checkpoint_kept": round(_bytes(footprint) / max(1, _rows_of(footprint))),
                    "checkpoint_bytes_per_conversation_max": biggest,
                })
    return points


def _rows_of(footprint: dict[str, Any]) -> int:
    """Checkpoints (one per turn with durability="exit")."""
    return footprint["checkpoints"]["rows"]


async def conversation_length(bench: Bench, backend: str) -> dict[str, Any]:
    """One long conversation: latency as it grows, and the checkpoint footprint it keeps.

    The agent trims old checkpoints every `checkpoint_history` turns, so what a turn *writes* is measured
    between two trims: the growth of the conversation's checkpoint bytes from the turn after one trim to
    the turn before the next, per turn.
    """
    turns = bench.budget.conversation_turns
    every = AgentConfig().checkpoint_history
    marks = sorted({10, 100, 1_000, turns} & set(range(10, turns + 1)))
    probes = {p for m in marks for p in (m, m - 1, m - every + 1) if 0 < p <= turns}
    latencies: list[float] = []
    footprints: dict[int, dict[str, Any]] = {}
    with bench.database(backend) as url:
        async with bench_agent_on(url) as agent:
            await Conversation.new(agent, seed=10).rounds(1)  # warm the agent up on another conversation
            chat = Conversation.new(agent, seed=10)
            while len(latencies) < turns:
                for turn in MIX:
                    latencies.append(await chat.turn(turn))
                    if len(latencies) in probes:
                        footprints[len(latencies)] = checkpoint_footprint(url, chat.conversation_id)
            state = await agent.aconversation_state(chat.conversation_id)
    span = every - 2  # turns between the two probes of a trim cycle
    written = {str(m): round((_bytes(footprints[m - 1]) - _bytes(footprints[m - every + 1])) / span)
               for m in marks if span > 0 and m - every + 1 in footprints}
    out: dict[str, Any] = {
        "turns": turns,
        "window_of_10_turns_ending_at": {str(mark): summary(latencies[mark - 10 : mark]) for mark in marks},
        "per_block_of_10_median_ms": [round(statistics.median(latencies[i : i + 10]) * 1000, 3)
                                      for i in range(0, len(latencies), 10)],
        "median_ms": round(statistics.median(latencies) * 1000, 3),
        "slope_ms_per_100_turns": round(_slope(latencies) * 1000 * 100, 4),
        "checkpoint_history": every,
        "checkpoint_rows_kept_after_trim": {str(m): _rows(footprints[m]) for m in marks},
        "checkpoint_rows_kept_before_trim": {str(m): _rows(footprints[m - 1]) for m in marks if m - 1 in footprints},
        "checkpoint_bytes_kept_before_trim": {str(m): _bytes(footprints[m - 1]) for m in marks
                                              if m - 1 in footprints},
        "checkpoint_bytes_written_per_turn": written,
        "messages_in_state": len(state.get("messages", [])),
        "footprint_at_end": footprints[marks[-1]],
    }
    wal = {str(m): round((footprints[m - 1]["wal_lsn"] - footprints[m - every + 1]["wal_lsn"]) / span)
           for m in marks if span > 0 and "wal_lsn" in footprints.get(m - every + 1, {})}
    if wal:
        out["postgres_wal_bytes_per_turn"] = wal  # everything a turn writes: tasks, records, checkpoints
    return out


def _slope(values: list[float]) -> float:
    """Least-squares slope of latency against turn index (seconds per turn): ~0 when history is capped."""
    if len(values) < 2:
        return 0.0
    return statistics.linear_regression(range(len(values)), values).slope


def bench_agent_on(url: str) -> Any:
    return TodoAgent.aopen(config=AgentConfig(database_url=url))


async def run(bench: Bench) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for backend in bench.backends():
        out[backend] = {
            "tasks_per_user": await tasks_per_user(bench, backend),
            "conversation_length": await conversation_length(bench, backend),
        }
    return out
