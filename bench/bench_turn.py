"""End-to-end turn latency: one `TodoAgent.run` (classify → … → format, MCP tool call, checkpoint write).

Runs a realistic mix of turns on the embedded SQLite default (and on PostgreSQL when
TODOBOT_BENCH_POSTGRES_URL is set) and prints median / p95 / p99 per kind of turn, plus the cost of
one in-memory MCP tool call on its own.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
import uuid
from pathlib import Path

import anyio

from todobot import AgentConfig, AgentRequest, TodoAgent
from todobot.tools.client import open_tool_client
from todobot.tools.store import TaskStore

ROUNDS = 60


def _percentile(samples: list[float], pct: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


def _report(label: str, samples: list[float]) -> None:
    ms = [s * 1000 for s in samples]
    print(
        f"  {label:<28} n={len(ms):<4} median {statistics.median(ms):7.2f} ms   "
        f"p95 {_percentile(ms, 95):7.2f} ms   p99 {_percentile(ms, 99):7.2f} ms"
    )


def bench_turns(database_url: str) -> None:
    user = str(uuid.uuid4())
    kinds: dict[str, list[float]] = {"add": [], "list (growing)": [], "complete by number": [], "delete+yes": []}
    with TodoAgent.open(config=AgentConfig(database_url=database_url)) as agent:
        conversation = f"bench-{uuid.uuid4()}"

        def turn(message: str) -> float:
            started = time.perf_counter()
            agent.run(AgentRequest(user_id=user, message=message, conversation_id=conversation))
            return time.perf_counter() - started

        for _ in range(3):  # warm-up: imports, dateparser data, connection pools
            turn("add warm up")
        for i in range(ROUNDS):
            kinds["add"].append(turn(f"add bench task number {i}"))
            kinds["list (growing)"].append(turn("show my tasks"))
            kinds["complete by number"].append(turn(f"complete task {i + 4}"))
            if i % 3 == 0:
                kinds["delete+yes"].append(turn(f"delete task {i + 4}") + turn("yes"))
    for label, samples in kinds.items():
        _report(label, samples)


def bench_tool_call(database_url: str) -> None:
    store = TaskStore(database_url)
    user = str(uuid.uuid4())

    async def run() -> list[float]:
        samples = []
        async with open_tool_client(store=store) as tools:
            await tools.call("add_task", {"user_id": user, "title": "warm up"})
            for _ in range(200):
                started = time.perf_counter()
                await tools.call("list_tasks", {"user_id": user, "status": "pending"})
                samples.append(time.perf_counter() - started)
        return samples

    _report("MCP list_tasks (in-memory)", anyio.run(run))
    store.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        targets = {"sqlite": f"sqlite:///{Path(folder) / 'bench.db'}"}
        if os.environ.get("TODOBOT_BENCH_POSTGRES_URL"):
            targets["postgresql"] = os.environ["TODOBOT_BENCH_POSTGRES_URL"]
        for name, url in targets.items():
            print(f"turn latency on {name} ({ROUNDS} rounds):")
            bench_turns(url)
            bench_tool_call(url)


if __name__ == "__main__":
    main()
