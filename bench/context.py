"""What every section gets: the run's budget (quick or full), scratch databases on SQLite and PostgreSQL."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from todobot import AgentConfig, TodoAgent


@dataclass(frozen=True)
class Budget:
    """How many samples each section takes; `quick` is a smoke run of a few seconds."""

    understand_rounds: int = 10
    turn_rounds: int = 30  # rounds of the 10-turn mix per backend
    store_rounds: int = 50  # rounds of the mix's store operations
    profile_turns: int = 200
    model_rounds: int = 3
    tasks_per_user: tuple[int, ...] = (10, 100, 1_000, 10_000)
    tasks_rounds: int = 5  # 50 turns per task count: enough for a p99 that is not just the slowest turn
    conversation_turns: int = 1_000
    concurrency: tuple[int, ...] = (1, 2, 4, 8, 16, 32, 64, 128)
    workers: int = 4
    throughput_seconds: float = 3.0

    @classmethod
    def quick(cls) -> Budget:
        return cls(
            understand_rounds=1,
            turn_rounds=1,
            store_rounds=3,
            profile_turns=10,
            model_rounds=1,
            tasks_per_user=(10, 100),
            tasks_rounds=1,
            conversation_turns=20,
            concurrency=(1, 2),
            workers=1,
            throughput_seconds=0.5,
        )


@dataclass
class Bench:
    """The run: its budget, a scratch folder for SQLite files, and the bench PostgreSQL server if any."""

    budget: Budget
    scratch: Path
    postgres: str | None = None  # the server's maintenance-database URL
    notes: list[str] = field(default_factory=list)

    def backends(self) -> list[str]:
        return ["sqlite", "postgresql"] if self.postgres else ["sqlite"]

    @contextmanager
    def database(self, backend: str) -> Iterator[str]:
        """A fresh, empty database URL on `backend`."""
        if backend == "sqlite":
            yield f"sqlite:///{self.scratch / f'{uuid.uuid4().hex}.db'}"
            return
        if not self.postgres:
            raise RuntimeError("no PostgreSQL server in this run")
        from bench.postgres import database

        with database(self.postgres) as url:
            yield url

    @asynccontextmanager
    async def agent(self, backend: str, **settings: Any) -> AsyncIterator[TodoAgent]:
        """A TodoAgent on a fresh database of `backend` (rules understanding unless `settings` say otherwise)."""
        with self.database(backend) as url:
            async with TodoAgent.aopen(config=AgentConfig(database_url=url, **settings)) as agent:
                yield agent
