"""`langgraph dev` serves the graph: a langgraph-sdk client creates a thread and runs turns on it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.server

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT = 120


def _langgraph_cli() -> str:
    beside_python = Path(sys.executable).with_name("langgraph")
    found = str(beside_python) if beside_python.exists() else shutil.which("langgraph")
    if not found:
        pytest.fail("langgraph CLI missing: install the dev extras (pip install -e '.[dev]')")
    return found


@pytest.fixture(scope="module")
def server_url(tmp_path_factory: pytest.TempPathFactory, free_tcp_port_factory) -> Iterator[str]:
    workdir = tmp_path_factory.mktemp("langgraph")
    port = free_tcp_port_factory()
    env = {
        **os.environ,
        "TODOBOT_DATABASE_URL": f"sqlite:///{workdir / 'server.db'}",
        "XDG_DATA_HOME": str(workdir / "xdg"),
        "LANGSMITH_TRACING": "false",
        "LANGCHAIN_TRACING_V2": "false",
        "LANGGRAPH_CLI_NO_ANALYTICS": "1",
    }
    env.pop("GOOGLE_API_KEY", None)
    log = (workdir / "server.log").open("w")
    process = subprocess.Popen(
        [_langgraph_cli(), "dev", "--no-browser", "--no-reload", "--host", "127.0.0.1", "--port", str(port)],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail("langgraph dev exited:\n" + (workdir / "server.log").read_text()[-3000:])
            try:
                if httpx.get(f"{url}/ok", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("langgraph dev did not start:\n" + (workdir / "server.log").read_text()[-3000:])
            time.sleep(0.5)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def test_langgraph_dev_serves_todobot_turns_on_a_thread(server_url: str) -> None:
    from langgraph_sdk import get_sync_client

    client = get_sync_client(url=server_url)
    assistants = client.assistants.search(graph_id="todobot")
    assert assistants, "the graph must be registered as 'todobot'"
    thread = client.threads.create()
    user = {"user_id": str(uuid.uuid4())}

    def turn(text: str) -> dict:
        return client.runs.wait(
            thread["thread_id"], "todobot", input={"messages": [{"role": "user", "content": text}]}, context=user
        )

    added = turn("add buy milk")
    assert "Buy milk" in added["messages"][-1]["content"] and added["messages"][-1]["type"] == "ai"
    assert added["response_state"] == "complete"
    asked = turn("delete task 1")
    assert asked["response_state"] == "needs_confirmation" and asked["status"] == "awaiting_confirmation"
    assert asked["pending"]["intent"] == "delete_task"
    deleted = turn("yes")
    assert "Deleted" in deleted["messages"][-1]["content"]
    state = client.threads.get_state(thread["thread_id"])
    assert state["values"]["status"] == "idle" and state["values"]["pending"] is None
