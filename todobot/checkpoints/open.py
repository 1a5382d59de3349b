"""The checkpointer that makes every conversation survive restarts: SQLite by default, PostgreSQL in production.

Conversations (the pending question, the pending action, references) are LangGraph checkpoints keyed by
`thread_id` = conversation id, in the same database as the tasks.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite
import anyio
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from psycopg import AsyncConnection
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from todobot.checkpoints.turn_lock import current_lease
from todobot.database_url import SQLITE_SYNCHRONOUS, dialect_of, postgres_conninfo, sqlite_path

SETUP_LOCK = 74236002  # advisory lock id serialising checkpoint-table setup (the task schema uses 74236001)
SETUP_POLL = 0.05  # seconds between attempts to take it

# What PostgresSaver needs from every connection: its own transactions (autocommit) and rows as dicts, with
# `prepare_threshold` 0 as LangGraph documents it: psycopg prepares each statement on its first use (0 prepares at
# once; None would turn preparing off). The checkpointer's few statements are the same for every thread, so one
# plan fits them all (unlike the task store's, see `TaskStore`). Behind PgBouncer in transaction mode that needs
# PgBouncer 1.21+ with `max_prepared_statements` set.
POSTGRES_CONNECTION_KWARGS = {"autocommit": True, "row_factory": dict_row, "prepare_threshold": 0}


class FencedPostgresSaver(AsyncPostgresSaver):
    """Saves only while the running turn still holds its conversation lock (see `turn_lock.current_lease`)."""

    async def aput(self, config: Any, checkpoint: Any, metadata: Any, new_versions: Any) -> Any:
        await _verify_lease()
        return await super().aput(config, checkpoint, metadata, new_versions)

    async def aput_writes(self, config: Any, writes: Any, task_id: str, task_path: str = "") -> None:
        await _verify_lease()
        await super().aput_writes(config, writes, task_id, task_path)


async def _verify_lease() -> None:
    lease = current_lease.get()
    if lease is not None:
        await lease.verify()


async def _take_setup_lock(conn: AsyncConnection[Any]) -> None:
    """Wait for the setup lock by polling, never by a blocking `pg_advisory_lock`.

    The setup runs CREATE INDEX CONCURRENTLY, which waits for every open transaction to end; a second
    process blocked inside `pg_advisory_lock` is such a transaction, waiting for the first one's lock: a
    deadlock PostgreSQL cannot see (the lock and the index build are on different connections of one
    process). Between polls the waiting process holds no transaction, so the index build goes through.
    """
    while True:
        row = await (await conn.execute("SELECT pg_try_advisory_lock(%s) AS taken", (SETUP_LOCK,))).fetchone()
        if row and row["taken"]:
            return
        await anyio.sleep(SETUP_POLL)


@asynccontextmanager
async def open_checkpointer(database_url: str, *, pool_size: int = 4) -> AsyncIterator[BaseCheckpointSaver]:
    """A ready (set-up) checkpointer for `database_url`, closed on exit."""
    if dialect_of(database_url) == "postgresql":
        async with AsyncConnectionPool(
            postgres_conninfo(database_url),
            min_size=1,
            max_size=pool_size,
            kwargs=POSTGRES_CONNECTION_KWARGS,
            check=AsyncConnectionPool.check_connection,  # after a server restart, stale connections are replaced
            open=False,
        ) as pool:
            saver = FencedPostgresSaver(pool)  # type: ignore[arg-type]
            async with pool.connection() as conn:  # several processes may start at once on a new database
                await _take_setup_lock(conn)
                try:
                    await saver.setup()
                finally:
                    await conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK,))
            yield saver
        return
    async with aiosqlite.connect(str(sqlite_path(database_url)), timeout=15) as conn:
        await conn.execute("PRAGMA busy_timeout=15000")
        await conn.execute(f"PRAGMA synchronous={SQLITE_SYNCHRONOUS}")
        saver = AsyncSqliteSaver(conn)
        await saver.setup()
        yield saver
