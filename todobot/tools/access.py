"""How a node reaches the MCP task tools.

The agent facade opens one MCP session per agent and publishes it in `current_tool_client`; when a node
runs without one (the graph served by `langgraph dev`), it opens a short-lived session to the in-process
server over the configured database, or to the remote server at `mcp_url`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import lru_cache

import anyio.to_thread

from todobot.settings import AgentConfig
from todobot.tools.client import ToolClient, current_tool_client, open_tool_client, service_token
from todobot.tools.store import TaskStore


@lru_cache(maxsize=8)
def shared_store(database_url: str) -> TaskStore:
    """One store (and connection pool) per database for the whole process; migrating once."""
    return TaskStore(database_url)


@asynccontextmanager
async def tool_client(config: AgentConfig) -> AsyncIterator[ToolClient]:
    existing = current_tool_client.get()
    if existing is not None:
        yield existing
        return
    if config.mcp_url:
        async with open_tool_client(mcp_url=config.mcp_url, bearer_token=service_token(config)) as client:
            yield client
        return
    store = await anyio.to_thread.run_sync(shared_store, config.resolved_database_url())  # may migrate: blocking
    async with open_tool_client(store=store) as client:
        yield client
