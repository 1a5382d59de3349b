"""One turn at a time per conversation — across tasks, threads and processes.

Two messages of one conversation handled at once would both start from the same checkpoint, and the later
save would silently drop the earlier turn (or run a confirmed delete twice). So a turn holds its
conversation's lock from loading the checkpoint to saving it:

- within a process, a per-conversation lock (cheap, and it spares a database round trip);
- across processes, a PostgreSQL advisory lock keyed by the conversation (works across hosts), or, on the
  embedded SQLite default, a POSIX record lock on one byte of a lock file beside the database, at an offset
  derived from the conversation id (so unrelated conversations never wait for each other).

A turn that cannot get the lock within the timeout raises `ConversationBusy`.

An advisory lock lives as long as its database session: if PostgreSQL restarts mid-turn, the lock is gone
and another process may run a newer turn. So the lock is also a *lease*: the checkpointer verifies it
(`current_lease`) just before saving, and a turn that lost it fails instead of saving over the newer one.
"""

from __future__ import annotations

import fcntl
import hashlib
import inspect
import os
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager, suppress
from contextvars import ContextVar
from pathlib import Path
from typing import Protocol

import anyio
import psycopg
from psycopg_pool import AsyncConnectionPool

from todobot.database_url import dialect_of, postgres_conninfo, sqlite_path

POLL_START, POLL_MAX = 0.002, 0.05  # seconds between attempts while another process holds the lock


class ConversationBusy(Exception):
    """Another turn of this conversation is still running."""


class LockLost(Exception):
    """The turn's conversation lock vanished (its database session ended): the turn must not be saved."""


class Lease:
    """Proof that a turn still holds its conversation lock; a file lock cannot be lost, so it always holds."""

    async def verify(self) -> None:
        return None


class _SessionLease(Lease):
    def __init__(self, conn: psycopg.AsyncConnection) -> None:
        self.conn = conn

    async def verify(self) -> None:
        """A session advisory lock lasts exactly as long as its session: alive session, lock still held."""
        try:
            await self.conn.execute("SELECT 1")
        except psycopg.Error as exc:
            raise LockLost from exc


# The lease of the turn running in this context, checked by the checkpointer before it saves.
current_lease: ContextVar[Lease | None] = ContextVar("todobot_turn_lease", default=None)


def lock_key(conversation_id: str) -> int:
    """A signed 64-bit key for PostgreSQL's advisory locks."""
    return int.from_bytes(hashlib.sha256(conversation_id.encode()).digest()[:8], "big", signed=True)


class TurnLocks(Protocol):
    def hold(self, conversation_id: str, timeout: float) -> AbstractAsyncContextManager[Lease]: ...


class _ProcessLocks:
    """Per-conversation locks shared by every agent and event loop in this process (entries freed on release)."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._locks: dict[str, tuple[threading.Lock, int]] = {}

    @contextmanager
    def _entry(self, key: str) -> Iterator[threading.Lock]:
        with self._guard:
            lock, users = self._locks.get(key, (None, 0))
            lock = lock or threading.Lock()
            self._locks[key] = (lock, users + 1)
        try:
            yield lock
        finally:
            with self._guard:
                lock, users = self._locks[key]
                if users == 1:
                    del self._locks[key]
                else:
                    self._locks[key] = (lock, users - 1)

    @asynccontextmanager
    async def hold(self, key: str, deadline: float) -> AsyncIterator[None]:
        with self._entry(key) as lock:
            await _poll(lambda: lock.acquire(blocking=False), deadline)
            try:
                yield
            finally:
                lock.release()


_PROCESS_LOCKS = _ProcessLocks()


async def _poll(attempt: Callable[[], bool | Awaitable[bool]], deadline: float) -> None:
    """Call `attempt()` (plain or async) until it is True, backing off; ConversationBusy after `deadline`."""
    pause = POLL_START
    while True:
        taken = attempt()
        if await taken if inspect.isawaitable(taken) else taken:
            return
        if time.monotonic() >= deadline:
            raise ConversationBusy
        await anyio.sleep(pause)
        pause = min(pause * 2, POLL_MAX)


# POSIX record locks belong to the process, and closing any descriptor of a file drops all of them: so one
# descriptor per lock file for the whole process, never closed.
_LOCK_FILES: dict[Path, int] = {}
_LOCK_FILES_GUARD = threading.Lock()


class FileTurnLocks:
    """Cross-process locks for the embedded SQLite default: one byte-range lock per conversation."""

    def __init__(self, path: Path) -> None:
        self.path = path
        with _LOCK_FILES_GUARD:
            if path not in _LOCK_FILES:
                _LOCK_FILES[path] = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        self._fd = _LOCK_FILES[path]

    def _try_lock(self, offset: int) -> bool:
        try:
            fcntl.lockf(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, offset)
        except (BlockingIOError, PermissionError):
            return False
        return True

    @asynccontextmanager
    async def hold(self, conversation_id: str, timeout: float) -> AsyncIterator[Lease]:
        deadline = time.monotonic() + timeout
        async with _PROCESS_LOCKS.hold(f"{self.path}\x00{conversation_id}", deadline):
            offset = lock_key(conversation_id) & (2**62 - 1)
            await _poll(lambda: self._try_lock(offset), deadline)
            try:
                yield Lease()
            finally:
                fcntl.lockf(self._fd, fcntl.LOCK_UN, 1, offset)


class PostgresTurnLocks:
    """Cross-process (and cross-host) locks: a session advisory lock held on a pooled connection for the turn."""

    def __init__(self, pool: AsyncConnectionPool) -> None:
        self.pool = pool

    @asynccontextmanager
    async def hold(self, conversation_id: str, timeout: float) -> AsyncIterator[Lease]:
        deadline = time.monotonic() + timeout
        key = lock_key(conversation_id)
        async with (
            _PROCESS_LOCKS.hold(f"{id(self.pool)}\x00{conversation_id}", deadline),
            self.pool.connection(timeout=max(deadline - time.monotonic(), 1.0)) as conn,
        ):

            async def attempt() -> bool:
                row = await (await conn.execute("SELECT pg_try_advisory_lock(%s)", (key,))).fetchone()
                return bool(row and row[0])

            await _poll(attempt, deadline)
            try:
                yield _SessionLease(conn)
            finally:
                # If the server went away the lock went with its session; the pool drops the broken connection.
                with suppress(psycopg.Error):
                    await conn.execute("SELECT pg_advisory_unlock(%s)", (key,))


@asynccontextmanager
async def open_turn_locks(database_url: str, *, pool_size: int = 8) -> AsyncIterator[TurnLocks]:
    """The turn locks for `database_url`'s deployment."""
    if dialect_of(database_url) == "postgresql":
        async with AsyncConnectionPool(
            postgres_conninfo(database_url),
            min_size=1,
            max_size=pool_size,
            kwargs={"autocommit": True},
            check=AsyncConnectionPool.check_connection,
            open=False,
        ) as pool:
            yield PostgresTurnLocks(pool)
        return
    database = sqlite_path(database_url)
    yield FileTurnLocks(database.with_name(database.name + ".turns.lock"))
