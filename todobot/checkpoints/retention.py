"""Keeping checkpoint storage proportional to active conversations.

Only a conversation's latest checkpoint matters to TodoBot (one is written per turn), so older ones are
trimmed every few turns, and conversations idle past the retention period are deleted outright.
"""

from __future__ import annotations

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

_SQLITE_KEEP_LATEST = (
    "DELETE FROM {table} WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id < "
    "(SELECT max(checkpoint_id) FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '')"
)


async def keep_latest_checkpoint(checkpointer: BaseCheckpointSaver, thread_id: str) -> None:
    """Drop every checkpoint of `thread_id` but the newest (checkpoint ids sort by time)."""
    if isinstance(checkpointer, AsyncPostgresSaver):
        await checkpointer.aprune([thread_id], strategy="keep_latest")
    elif isinstance(checkpointer, AsyncSqliteSaver):
        async with checkpointer.lock, checkpointer.conn.cursor() as cur:
            for table in ("writes", "checkpoints"):  # writes first: they are found via the checkpoints
                await cur.execute(_SQLITE_KEEP_LATEST.format(table=table), (thread_id, thread_id))
            await checkpointer.conn.commit()


async def delete_conversation(checkpointer: BaseCheckpointSaver, thread_id: str) -> None:
    await checkpointer.adelete_thread(thread_id)
