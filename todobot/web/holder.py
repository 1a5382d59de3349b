"""The web app's one TodoAgent, opened in the lifespan and shared by every request.

A database that is down when the server starts must not crash it (a container may start before its
database): the holder keeps trying in a background task and, meanwhile, requests get a 503 that says
why. The agent is opened and closed by that one task, as its async context requires.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
from anyio.abc import TaskStatus
from sqlalchemy import text

from todobot.agent import TodoAgent
from todobot.dialogue.sentences import STORAGE_DOWN
from todobot.errors import SetupError
from todobot.settings import AgentConfig

log = logging.getLogger(__name__)

RETRY_SECONDS = 5.0
STARTING = "TodoBot is still starting; please try again in a moment."


class AgentHolder:
    """Opens the agent, reopens it after a failed start, closes it on shutdown."""

    def __init__(self, config: AgentConfig, retry_seconds: float = RETRY_SECONDS) -> None:
        self.config = config
        self.retry_seconds = retry_seconds
        self.agent: TodoAgent | None = None
        self.problem: str = STARTING
        self._stop = anyio.Event()

    async def keep_open(self, *, task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        """Run until `stop()`; reports started after the first attempt, whether it worked or not."""
        started = False
        while not self._stop.is_set():
            try:
                async with TodoAgent.aopen(config=self.config) as agent:
                    self.agent = agent
                    log.info("TodoBot web: agent open on %s", agent.store.dialect)
                    if not started:
                        task_status.started()
                        started = True
                    await self._stop.wait()
            except SetupError as exc:  # database down, bad URL, MCP server unreachable
                self.problem = str(exc)
            except Exception:  # anything else while opening: keep serving friendly 503s and retry
                log.exception("TodoBot web: opening the agent failed")
                self.problem = STORAGE_DOWN
            finally:
                self.agent = None
            if self._stop.is_set():
                break
            log.warning("TodoBot web: %s Retrying in %.0f s; requests get 503 meanwhile.", self.problem,
                        self.retry_seconds)
            if not started:
                task_status.started()
                started = True
            with anyio.move_on_after(self.retry_seconds):
                await self._stop.wait()

    def stop(self) -> None:
        self._stop.set()


@asynccontextmanager
async def running_holder(config: AgentConfig) -> AsyncIterator[AgentHolder]:
    """The lifespan's part: start the holder's task, yield once the first open attempt is over."""
    holder = AgentHolder(config)
    async with anyio.create_task_group() as group:
        await group.start(holder.keep_open)
        try:
            yield holder
        finally:
            holder.stop()


def _ping(agent: TodoAgent) -> None:
    with agent.store.engine.connect() as conn:
        conn.execute(text("SELECT 1"))


async def database_reachable(agent: TodoAgent) -> bool:
    """One round trip to the task database (in a worker thread: the store is synchronous)."""
    try:
        await anyio.to_thread.run_sync(_ping, agent)
    except Exception:
        return False
    return True
