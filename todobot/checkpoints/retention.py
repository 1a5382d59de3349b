"""Keeping checkpoint storage proportional to active conversations.

Only a conversation's latest checkpoint matters to TodoBot (one is written per turn), so older ones are
trimmed every few turns, and conversations idle past the retention period are deleted outright.

The trim runs inside a turn, under the conversation's turn lock (nothing else writes the thread meanwhile),
on the root namespace only: TodoBot's graph has no subgraphs and no DeltaChannel, which is what LangGraph's
general-purpose `aprune(strategy="keep_latest")` guards against with ~35 statements in two transactions.
Its one round trip per changed channel made the trimming turn the slowest of all on PostgreSQL.
"""

from __future__ import annotations

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

_SQLITE_KEEP_LATEST = (
    "DELETE FROM {table} WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id < "
    "(SELECT max(checkpoint_id) FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '')"
)

# One statement, so one round trip and one commit: the thread's newest checkpoint (`head`) stays; the older
# ones go with their pending writes, and so do the blobs they named that `head` does not name. Every part
# reads the same snapshot and finds rows by the thread's primary-key prefix.
_POSTGRES_KEEP_LATEST = """
WITH head AS (
    SELECT checkpoint_id, checkpoint -> 'channel_versions' AS versions FROM checkpoints
    WHERE thread_id = %(thread)s AND checkpoint_ns = '' ORDER BY checkpoint_id DESC LIMIT 1
), old AS (
    DELETE FROM checkpoints c USING head
    WHERE c.thread_id = %(thread)s AND c.checkpoint_ns = '' AND c.checkpoint_id < head.checkpoint_id
    RETURNING c.checkpoint_id, c.checkpoint -> 'channel_versions' AS versions
), old_writes AS (
    DELETE FROM checkpoint_writes w USING old
    WHERE w.thread_id = %(thread)s AND w.checkpoint_ns = '' AND w.checkpoint_id = old.checkpoint_id
)
DELETE FROM checkpoint_blobs b
USING (SELECT DISTINCT v.key, v.value FROM old CROSS JOIN LATERAL jsonb_each_text(old.versions) AS v) AS freed, head
WHERE b.thread_id = %(thread)s AND b.checkpoint_ns = '' AND b.channel = freed.key AND b.version = freed.value
AND (head.versions ->> b.channel) IS DISTINCT FROM b.version
"""


async def keep_latest_checkpoint(checkpointer: BaseCheckpointSaver, thread_id: str) -> None:
    """Drop every checkpoint of `thread_id` but the newest (checkpoint ids sort by time)."""
    if isinstance(checkpointer, AsyncPostgresSaver):
        async with checkpointer._cursor() as cur:  # the saver's own connection handling (autocommit: one transaction)
            # Unprepared: planned for this thread each time, never a generic plan made while the tables were small.
            await cur.execute(_POSTGRES_KEEP_LATEST, {"thread": thread_id}, prepare=False)
    elif isinstance(checkpointer, AsyncSqliteSaver):
        async with checkpointer.lock, checkpointer.conn.cursor() as cur:
            for table in ("writes", "checkpoints"):  # writes first: they are found via the checkpoints
                await cur.execute(_SQLITE_KEEP_LATEST.format(table=table), (thread_id, thread_id))
            await checkpointer.conn.commit()


async def delete_conversation(checkpointer: BaseCheckpointSaver, thread_id: str) -> None:
    await checkpointer.adelete_thread(thread_id)
