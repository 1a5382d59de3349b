"""`todobot mcp --http` serves streamable HTTP, and an agent can use it as its remote tool server."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import Chat, open_agent

pytestmark = pytest.mark.server


@pytest.fixture
def mcp_http_url(database_url: str, tmp_path: Path, free_tcp_port: int) -> Iterator[str]:
    port = free_tcp_port
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    log = (tmp_path / "mcp.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "todobot", "mcp", "--http", "--port", str(port), "--database-url", database_url],
        env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail("todobot mcp --http did not start:\n" + (tmp_path / "mcp.log").read_text())
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        process.wait(timeout=20)
        log.close()


def test_agent_drives_a_remote_mcp_server(database_url: str, mcp_http_url: str) -> None:
    user = str(uuid.uuid4())
    with open_agent(database_url, mcp_url=mcp_http_url) as agent:
        chat = Chat(agent, user)
        added = chat.say("add buy milk")
        assert added.state == "complete" and added.tool_calls[0].success
        listed = chat.say("show my tasks")
        assert "◯ #1 Buy milk" in listed.message
        chat.say("delete task 1")
        assert [c.name for c in chat.say("yes").tool_calls] == ["delete_task"]
        assert agent.store.list_tasks(user) == []  # the remote server wrote to the same database


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
