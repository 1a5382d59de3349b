"""`todobot mcp --http` serves streamable HTTP behind bearer tokens, to MCP clients and to the agent itself.

A user token (`todobot token`) makes the tools act as that user; the service token lets a trusted backend
(the agent) name the user; anything else is a 401. The servers are real `todobot mcp --http` processes.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from tests.conftest import Chat, open_agent
from tests.server_process import listening, server_process
from todobot.auth import issue_token
from todobot.tools.server import TOOL_NAMES

pytestmark = pytest.mark.server

SECRET = "mcp-test-secret-" + "z" * 40
SERVICE_TOKEN = "service-" + "s" * 40
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                         "clientInfo": {"name": "curl", "version": "1"}}}


@contextmanager
def _serving(database_url: str, workdir: Path, port: int) -> Iterator[str]:
    """A real authenticated `todobot mcp --http`; yields its URL."""
    env = {**os.environ, "XDG_DATA_HOME": str(workdir / "xdg"), "TODOBOT_AUTH_SECRET": SECRET,
           "TODOBOT_MCP_SERVICE_TOKEN": SERVICE_TOKEN}
    command = [sys.executable, "-m", "todobot", "mcp", "--http", "--port", str(port), "--database-url", database_url]
    with server_process(command, log_path=workdir / "mcp.log", ready=lambda _: listening(port),
                        what="todobot mcp --http", env=env):
        yield f"http://127.0.0.1:{port}/mcp"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def mcp_http_url(database_url: str, tmp_path: Path, free_tcp_port: int) -> Iterator[str]:
    with _serving(database_url, tmp_path, free_tcp_port) as url:
        yield url


@pytest.fixture(scope="module")
def sqlite_mcp_url(tmp_path_factory: pytest.TempPathFactory, free_tcp_port_factory) -> Iterator[str]:
    """One authenticated server for the protocol-level checks (they don't depend on the database)."""
    workdir = tmp_path_factory.mktemp("mcp-http")
    port = free_tcp_port_factory()
    with _serving(f"sqlite:///{workdir / 'tasks.db'}", workdir, port) as url:
        yield url


@asynccontextmanager
async def _session(url: str, token: str) -> AsyncIterator[Client]:
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}) as http,
        Client(streamable_http_client(url, http_client=http)) as client,
    ):
        yield client


@pytest.mark.anyio
async def test_a_user_token_lists_the_tools_and_acts_only_as_that_user(sqlite_mcp_url: str) -> None:
    alice, bob = str(uuid.uuid4()), str(uuid.uuid4())
    async with _session(sqlite_mcp_url, issue_token(alice, SECRET)) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert sorted(tools) == sorted(TOOL_NAMES)
        assert tools["add_task"].annotations.title == "Add a task"
        assert tools["list_tasks"].annotations.read_only_hint is True
        assert tools["delete_task"].annotations.destructive_hint is True
        assert "user_id" not in tools["add_task"].input_schema["required"]  # the token says who
        added = await client.call_tool("add_task", {"title": "Buy milk"})
        assert not added.is_error and added.structured_content["task"]["number"] == 1
        mine = await client.call_tool("list_tasks", {"user_id": alice})  # naming yourself is fine
        assert [t["title"] for t in mine.structured_content["tasks"]] == ["Buy milk"]
        for name, arguments in [("list_tasks", {"user_id": bob}), ("add_task", {"user_id": bob, "title": "x"}),
                                ("delete_task", {"user_id": bob, "task_id": "1"})]:
            refused = await client.call_tool(name, arguments)
            assert refused.is_error and refused.structured_content["error"]["code"] == "forbidden"
    async with _session(sqlite_mcp_url, SERVICE_TOKEN) as service:
        tools = {tool.name: tool for tool in (await service.list_tools()).tools}
        assert "user_id" in tools["add_task"].input_schema["required"]  # a backend must name the user
        bobs = await service.call_tool("list_tasks", {"user_id": bob})
        alices = await service.call_tool("list_tasks", {"user_id": alice})
    assert bobs.structured_content["tasks"] == []  # the refused calls changed nothing
    assert [t["title"] for t in alices.structured_content["tasks"]] == ["Buy milk"]


@pytest.mark.anyio
async def test_reminders_are_listed_and_acknowledged_over_http_only_for_the_tokens_user(sqlite_mcp_url: str) -> None:
    alice, bob = str(uuid.uuid4()), str(uuid.uuid4())
    async with _session(sqlite_mcp_url, SERVICE_TOKEN) as service:  # the agent's way: it names the user
        await service.call_tool("add_task", {"user_id": alice, "title": "Stretch"})
        await service.call_tool("schedule_reminder", {"user_id": alice, "task_id": "1",
                                                      "remind_at": "2026-01-01T09:00:00Z"})
        [due] = (await service.call_tool("list_due_reminders", {"user_id": alice})).structured_content["reminders"]
    shown = [{"id": due["id"], "due_at": due["due_at"]}]
    async with _session(sqlite_mcp_url, issue_token(bob, SECRET)) as intruder:
        refused = [await intruder.call_tool("list_due_reminders", {"user_id": alice}),
                   await intruder.call_tool("acknowledge_reminders", {"user_id": alice, "occurrences": shown})]
        assert all(r.is_error and r.structured_content["error"]["code"] == "forbidden" for r in refused)
        as_bob = await intruder.call_tool("acknowledge_reminders", {"occurrences": shown})  # bob's own: none
        assert as_bob.structured_content == {"acknowledged": [], "unchanged": shown}
    async with _session(sqlite_mcp_url, issue_token(alice, SECRET)) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert "user_id" not in tools["acknowledge_reminders"].input_schema["required"]
        mine = await client.call_tool("list_due_reminders", {})
        assert mine.structured_content["reminders"] == [due]  # bob's tries changed nothing
        acked = await client.call_tool("acknowledge_reminders", {"occurrences": shown})
        assert [a["id"] for a in acked.structured_content["acknowledged"]] == [due["id"]]
        assert (await client.call_tool("list_due_reminders", {})).structured_content["count"] == 0


def test_requests_without_a_valid_token_get_401_with_a_bearer_challenge(sqlite_mcp_url: str) -> None:
    headers = {"Accept": "application/json, text/event-stream"}
    forged = issue_token(str(uuid.uuid4()), "not-the-server-secret-" + "q" * 40)
    for auth in ({}, {"Authorization": f"Bearer {forged}"}, {"Authorization": "Bearer nonsense"},
                 {"Authorization": f"Basic {SERVICE_TOKEN}"}):
        response = httpx.post(sqlite_mcp_url, json=INITIALIZE, headers={**headers, **auth})
        assert response.status_code == 401
        assert response.headers["www-authenticate"].startswith("Bearer")


def test_the_http_server_refuses_to_start_without_any_way_to_authenticate(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("TODOBOT_AUTH_SECRET", "TODOBOT_MCP_SERVICE_TOKEN")}
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
    cli = subprocess.run(
        [sys.executable, "-m", "todobot", "mcp", "--http", "--database-url", f"sqlite:///{tmp_path / 't.db'}"],
        env=env, capture_output=True, text=True, timeout=60, cwd=tmp_path,
    )
    assert cli.returncode == 2 and "MCP over HTTP needs bearer tokens" in cli.stderr
    assert "Traceback" not in cli.stderr


def test_agent_drives_a_remote_mcp_server_with_the_service_token(database_url: str, mcp_http_url: str) -> None:
    user = str(uuid.uuid4())
    with open_agent(database_url, mcp_url=mcp_http_url, mcp_service_token=SERVICE_TOKEN) as agent:
        chat = Chat(agent, user)
        added = chat.say("add buy milk")
        assert added.state == "complete" and added.tool_calls[0].success
        listed = chat.say("show my tasks")
        assert "◯ #1 Buy milk" in listed.message
        chat.say("delete task 1")
        assert [c.name for c in chat.say("yes").tool_calls] == ["delete_task"]
        assert agent.store.list_tasks(user) == []  # the remote server wrote to the same database


def test_a_missing_or_wrong_service_token_is_a_friendly_error(sqlite_mcp_url: str, tmp_path: Path) -> None:
    from todobot.errors import ToolServiceUnavailable

    database_url = f"sqlite:///{tmp_path / 'agent.db'}"
    for token in (None, "wrong-" + "w" * 40):
        with pytest.raises(ToolServiceUnavailable, match="refused our credentials"), open_agent(
            database_url, mcp_url=sqlite_mcp_url, mcp_service_token=token
        ):
            pass
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "TODOBOT_MCP_URL": sqlite_mcp_url}
    env.pop("TODOBOT_MCP_SERVICE_TOKEN", None)
    cli = subprocess.run([sys.executable, "-m", "todobot", "ask", "show my tasks", "--database-url", database_url],
                         env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert cli.returncode == 2 and "TODOBOT_MCP_SERVICE_TOKEN" in cli.stderr
    assert "Traceback" not in cli.stderr


def test_unreachable_remote_server_is_a_friendly_error(database_url: str, tmp_path: Path, free_tcp_port: int) -> None:
    from todobot.errors import ToolServiceUnavailable

    url = f"http://127.0.0.1:{free_tcp_port}/mcp"  # nothing listens here
    with pytest.raises(ToolServiceUnavailable, match="Can't reach the TodoBot MCP server"), open_agent(
        database_url, mcp_url=url
    ):
        pass
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "TODOBOT_MCP_URL": url}
    cli = subprocess.run([sys.executable, "-m", "todobot", "ask", "show my tasks", "--database-url", database_url],
                         env=env, capture_output=True, text=True, timeout=120)
    assert cli.returncode == 2 and "Can't reach the TodoBot MCP server" in cli.stderr
    assert "Traceback" not in cli.stderr
