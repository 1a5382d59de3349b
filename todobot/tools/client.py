"""Calling the task tools through a real MCP client session.

By default the session runs in-process over the SDK's in-memory transport (real MCP messages, no
sockets); with `mcp_url` it talks streamable HTTP to a remote TodoBot MCP server. Either way the graph
sees the same `ToolClient.call(name, arguments) -> ToolCall`.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from contextvars import ContextVar
from typing import Any

import httpx2
from mcp import Client
from mcp.client._memory import InMemoryTransport
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult

from todobot.contracts import ToolCall
from todobot.errors import ToolServiceUnavailable
from todobot.settings import AgentConfig
from todobot.tools.server import build_mcp_server
from todobot.tools.store import TaskStore

HTTP_TIMEOUT = httpx2.Timeout(30.0, read=300.0)  # the MCP SDK's own defaults: a server may hold a stream open
UNAVAILABLE = {"error": {"code": "tools_unavailable", "message": "The task service is not reachable right now."}}


def _payload(result: CallToolResult) -> dict[str, Any]:
    if isinstance(result.structured_content, dict):
        return result.structured_content
    text = "".join(getattr(block, "text", "") for block in result.content)
    try:
        parsed = json.loads(text)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        return parsed
    # The server rejected the call before our code ran (e.g. argument validation).
    return {"error": {"code": "invalid_arguments", "message": "Those details don't fit what the task needs."}}


class ToolClient:
    """A thin, typed wrapper over an open MCP `Client`."""

    def __init__(self, client: Client) -> None:
        self._client = client

    async def call(self, name: str, arguments: dict[str, Any], *, idempotency_key: str | None = None) -> ToolCall:
        """Call one tool; transport failures become an error result, never an exception.

        `idempotency_key` (for tools that change something) travels as the tool's `idempotency_key` argument.
        """
        sent = arguments if idempotency_key is None else {**arguments, "idempotency_key": idempotency_key}
        try:
            result = await self._client.call_tool(name, sent)
        except Exception:  # the MCP transport failed: the user still gets a clear answer
            return ToolCall(name=name, arguments=arguments, result=UNAVAILABLE, success=False,
                            idempotency_key=idempotency_key)
        payload = _payload(result)
        success = not result.is_error and "error" not in payload
        return ToolCall(name=name, arguments=arguments, result=payload, success=success,
                        idempotency_key=idempotency_key)


@asynccontextmanager
async def open_tool_client(
    *, store: TaskStore | None = None, mcp_url: str | None = None, bearer_token: str | None = None
) -> AsyncIterator[ToolClient]:
    """An MCP session to the task tools: remote when `mcp_url` is given (sending `bearer_token`), else
    in-process over `store`."""
    refusals: list[int] = []  # the MCP client reports any HTTP error alike; this keeps a 401 apart

    async def note_refusal(response: httpx2.Response) -> None:
        if response.status_code in (401, 403):
            refusals.append(response.status_code)

    async with AsyncExitStack() as stack:
        if mcp_url:
            headers = {"Authorization": f"Bearer {bearer_token}"} if bearer_token else {}
            http = await stack.enter_async_context(
                httpx2.AsyncClient(headers=headers, timeout=HTTP_TIMEOUT, event_hooks={"response": [note_refusal]})
            )
            target: Any = streamable_http_client(mcp_url, http_client=http)
        elif store is not None:
            target = InMemoryTransport(build_mcp_server(store))
        else:
            raise ValueError("open_tool_client needs a store or an mcp_url")
        try:
            client = await stack.enter_async_context(Client(target))
        except Exception as exc:
            where = mcp_url or "the in-process server"
            if refusals:
                raise ToolServiceUnavailable(
                    f"The TodoBot MCP server at {where} refused our credentials: set TODOBOT_MCP_SERVICE_TOKEN "
                    "to the service token that server was started with."
                ) from exc
            raise ToolServiceUnavailable(f"Can't reach the TodoBot MCP server at {where}.") from exc
        yield ToolClient(client)


def service_token(config: AgentConfig) -> str | None:
    """The bearer token the agent presents to a remote TodoBot MCP server (`TODOBOT_MCP_SERVICE_TOKEN`)."""
    return config.mcp_service_token.get_secret_value() if config.mcp_service_token else None


# The agent facade keeps one session open for its lifetime and hands it to the invoke node through this
# context variable (LangGraph runs nodes in copies of the caller's context). Under `langgraph dev` nothing
# sets it, and the node opens a short-lived session of its own.
current_tool_client: ContextVar[ToolClient | None] = ContextVar("todobot_tool_client", default=None)
