"""Section "throughput": turns per second against concurrent conversations, on PostgreSQL, over worker processes.

Each worker process opens one `TodoAgent` (as a server process would) and runs its share of the
conversations as concurrent asyncio tasks, each a different user looping over the mix. All workers
start together at a wall-clock instant, warm up, then count the turns that finish inside the measured
window. Python runs one thread at a time per process, so scaling past one core needs processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing as mp
import resource
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from bench.context import Bench
from bench.mix import MIX, Conversation, MixError
from bench.stats import summary
from todobot import AgentConfig, TodoAgent

WARMUP = 0.5  # seconds of each level not counted: new conversations, pool connections


async def _conversation(chat: Conversation, counted_from: float, until: float, into: list[float],
                        errors: list[str]) -> None:
    while time.time() < until:
        for turn in MIX:
            try:
                elapsed = await chat.turn(turn)
            except MixError as exc:
                errors.append(str(exc))
                return
            if counted_from <= time.time() <= until:
                into.append(elapsed)
            if time.time() >= until:
                return


async def _serve(pipe: Connection, url: str) -> None:
    async with TodoAgent.aopen(config=AgentConfig(database_url=url)) as agent:
        pipe.send("ready")
        while True:
            command = pipe.recv()
            if command is None:
                return
            conversations, start_at, seconds = command
            chats = [Conversation.new(agent) for _ in range(conversations)]
            await asyncio.sleep(max(0.0, start_at - time.time()))
            latencies: list[float] = []
            errors: list[str] = []
            counted_from, until = start_at + WARMUP, start_at + WARMUP + seconds
            await asyncio.gather(*(_conversation(c, counted_from, until, latencies, errors) for c in chats))
            peak_rss = peak_rss_bytes()
            pipe.send({"latencies": latencies, "errors": errors[:3], "error_count": len(errors),
                       "peak_rss_bytes": peak_rss})


def peak_rss_bytes() -> int:
    """This process's peak resident memory. Linux's VmHWM, not ru_maxrss: that one survives exec, so a
    spawned worker would report its parent's peak."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def worker(pipe: Connection, url: str) -> None:
    """A worker process: one agent, serving (conversations, start_at, seconds) commands until None."""
    asyncio.run(_serve(pipe, url))


def _spread(total: int, workers: int) -> list[int]:
    return [total // workers + (1 if i < total % workers else 0) for i in range(workers)]


async def run(bench: Bench) -> dict[str, Any]:
    if not bench.postgres:
        return {"skipped": "no PostgreSQL server"}
    budget = bench.budget
    spawn = mp.get_context("spawn")  # a clean interpreter per worker, as a real deployment would have
    levels = []
    with bench.database("postgresql") as url:
        # Set the database up once before the workers start. Several agents opening a brand-new database at
        # once hang in todobot/checkpoints/open.py: one holds the set-up advisory lock while LangGraph's
        # setup() runs CREATE INDEX CONCURRENTLY, which waits for the other sessions' transactions — and
        # those are the `SELECT pg_advisory_lock(...)` statements waiting for that very lock.
        async with TodoAgent.aopen(config=AgentConfig(database_url=url)):
            pass
        pipes, processes = [], []
        for _ in range(budget.workers):
            parent, child = spawn.Pipe()
            process = spawn.Process(target=worker, args=(child, url), daemon=True)
            process.start()
            pipes.append(parent)
            processes.append(process)
        try:
            for pipe in pipes:
                if not pipe.poll(120) or pipe.recv() != "ready":
                    raise RuntimeError("a throughput worker did not start")
            for conversations in budget.concurrency:
                shares = _spread(conversations, budget.workers)
                busy = [(pipe, share) for pipe, share in zip(pipes, shares, strict=True) if share]
                start_at = time.time() + 0.3
                for pipe, share in busy:
                    pipe.send((share, start_at, budget.throughput_seconds))
                replies = [pipe.recv() for pipe, _ in busy]
                latencies = [x for r in replies for x in r["latencies"]]
                levels.append({
                    "conversations": conversations,
                    "workers_busy": len(busy),
                    "turns": len(latencies),
                    "turns_per_second": round(len(latencies) / budget.throughput_seconds, 2),
                    "latency": summary(latencies),
                    "errors": sum(r["error_count"] for r in replies),
                    "error_examples": [e for r in replies for e in r["errors"]][:3],
                    "worker_peak_rss_mb": round(max(r["peak_rss_bytes"] for r in replies) / 2**20, 1),
                })
        finally:
            for pipe in pipes:
                with contextlib.suppress(OSError):  # a worker that died has closed its end
                    pipe.send(None)
            for process in processes:
                process.join(30)
                if process.is_alive():
                    process.terminate()
    base = levels[0]["turns_per_second"] if levels else 0
    for level in levels:
        level["speedup_vs_1"] = round(level["turns_per_second"] / base, 2) if base else None
    return {"workers": budget.workers, "seconds_per_level": budget.throughput_seconds, "levels": levels}
