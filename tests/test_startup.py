"""Several processes starting at once on a brand-new database (replicas of one deployment) all start."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import anyio
import pytest

from todobot.checkpoints import open_checkpointer
from todobot.tools.schema import LATEST_VERSION

HANG_GUARD = 120  # seconds: a deadlock would otherwise hang the suite; a normal start takes about one


@pytest.mark.postgres
def test_simultaneous_first_starts_set_up_the_checkpoint_tables_once_without_deadlock(fresh_postgres_url: str) -> None:
    """Each checkpointer has its own connection pool, as each replica would: the setup race is real."""
    opened: list[bool] = []

    async def start_one() -> None:
        async with open_checkpointer(fresh_postgres_url) as saver:
            opened.append(await saver.aget_tuple({"configurable": {"thread_id": "none", "checkpoint_ns": ""}}) is None)

    async def main() -> None:
        with anyio.fail_after(HANG_GUARD):
            async with anyio.create_task_group() as group:
                for _ in range(4):
                    group.start_soon(start_one)

    anyio.run(main)
    assert opened == [True] * 4


def test_simultaneous_first_starts_on_a_new_sqlite_file_migrate_it_once(tmp_path: Path) -> None:
    """Two processes reading "version 0" at once would both apply the migrations (duplicate column)."""
    url = f"sqlite:///{tmp_path / 'new.db'}"
    start = f"from todobot.tools.store import TaskStore; print(TaskStore({url!r}).schema_version)"
    processes = [subprocess.Popen([sys.executable, "-c", start], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True) for _ in range(4)]
    results = [(p.wait(timeout=HANG_GUARD), p.stdout.read().strip(), p.stderr.read()[-500:]) for p in processes]
    assert [(code, version) for code, version, _ in results] == [(0, str(LATEST_VERSION))] * 4, results
