"""The checkpointer that makes every conversation survive restarts: SQLite by default, PostgreSQL in production.

Conversations (the pending question, the pending action, references) are LangGraph checkpoints keyed by
`thread_id` = conversation id, in the same database as the tasks.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import aiosqlite
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from todobot.database_url import dialect_of, postgres_conninfo, sqlite_path

SETUP_LOCK = 74236002  # advisory lock id serialising checkpoint-table setup (the task schema uses 74236001)

# What PostgresSaver needs from every connection: its own transactions (autocommit), rows as dicts, and no
# server-side prepared statements (they break behind poolers such as PgBouncer).
POSTGRES_CONNECTION_KWARGS = {"autocommit": True, "row_factory": dict_row, "prepare_threshold": 0}


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
            saver = AsyncPostgresSaver(pool)  # type: ignore[arg-type]
            async with pool.connection() as conn:  # several processes may start at once on a new database
                await conn.execute("SELECT pg_advisory_lock(%s)", (SETUP_LOCK,))
                try:
                    await saver.setup()
                finally:
                    await conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK,))
            yield saver
        return
    async with aiosqlite.connect(str(sqlite_path(database_url)), timeout=15) as conn:
        await conn.execute("PRAGMA busy_timeout=15000")
        saver = AsyncSqliteSaver(conn)
        await saver.setup()
        yield saver
