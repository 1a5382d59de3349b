"""Several processes starting at once on a brand-new PostgreSQL database (replicas of one deployment) all start."""

from __future__ import annotations

import anyio
import pytest

from todobot.checkpoints import open_checkpointer

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
