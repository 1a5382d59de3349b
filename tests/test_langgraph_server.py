"""`make dev` serves the graph on a real `langgraph dev` server with TodoBot's auth, driven by langgraph-sdk clients.

The server is started once for the module (it takes seconds) through `python -m todobot.devserver`, the
command behind `make dev`, with `TODOBOT_AUTH_SECRET` set so the tests can mint tokens for any user.
"""

from __future__ import annotations

import os
import re
import socket
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from langgraph_sdk import get_sync_client
from langgraph_sdk.client import SyncLangGraphClient

from tests.server_process import answers, server_process
from todobot.auth import issue_token
from todobot.tools.store import TaskStore

pytestmark = pytest.mark.server

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT = 120
SECRET = "test-secret-" + "x" * 40
STUDIO = {"x-auth-scheme": "langsmith"}  # how LangGraph Studio marks its requests to `langgraph dev`


@dataclass
class DevServer:
    url: str
    log: Path
    database_url: str

    def output(self) -> str:
        return self.log.read_text()

    def client(self, user_id: str | None = None, headers: dict[str, str] | None = None) -> SyncLangGraphClient:
        auth = {"Authorization": f"Bearer {issue_token(user_id, SECRET)}"} if user_id else {}
        return get_sync_client(url=self.url, headers={**auth, **(headers or {})})


BANNER_URL = re.compile(r"dev server: (http://127\.0\.0\.1:\d+) ")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DevServer]:
    """The dev server started as `make dev` starts it, asked for a port that is taken (as 2024 often is): it
    must serve on the port its banner names, which is where every test then talks to it."""
    workdir = tmp_path_factory.mktemp("langgraph")
    database_url = f"sqlite:///{workdir / 'server.db'}"
    env = {
        **os.environ,
        "TODOBOT_AUTH_SECRET": SECRET,
        "TODOBOT_DATABASE_URL": database_url,
        "XDG_DATA_HOME": str(workdir / "xdg"),
    }
    for name in ("GOOGLE_API_KEY", "TODOBOT_STUDIO_USER_ID", "TODOBOT_MCP_URL", "LANGSMITH_TRACING"):
        env.pop(name, None)
    log_path = workdir / "server.log"

    def banner_url_answers(output: str) -> bool:
        found = BANNER_URL.search(output)
        return bool(found) and answers(f"{found.group(1)}/ok")

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        command = [sys.executable, "-m", "todobot.devserver", "--host", "127.0.0.1", "--port", str(busy),
                   "--no-reload"]
        with server_process(command, log_path=log_path, ready=banner_url_answers, what="make dev",
                            env=env, cwd=ROOT, timeout=START_TIMEOUT, poll=0.5):
            url = BANNER_URL.search(log_path.read_text()).group(1)
            assert not url.endswith(f":{busy}")
            yield DevServer(url=url, log=log_path, database_url=database_url)


def _say(client: SyncLangGraphClient, thread_id: str, text: str, **extra: object) -> dict:
    return client.runs.wait(thread_id, "todobot", input={"messages": [{"role": "user", "content": text}]}, **extra)


def _status(call) -> int:
    with pytest.raises(httpx.HTTPStatusError) as refused:
        call()
    return refused.value.response.status_code


def test_dev_server_prints_the_studio_link_and_a_token_that_works(server: DevServer) -> None:
    out = server.output()
    assert f"https://smith.langchain.com/studio/?baseUrl={server.url}" in out
    token = re.search(r"^\s+(ey[\w-]+\.[\w-]+\.[\w-]+)\s*$", out, re.MULTILINE).group(1)
    client = get_sync_client(url=server.url, headers={"Authorization": f"Bearer {token}"})
    assert client.threads.search() == []
    assert client.assistants.search(graph_id="todobot"), "the graph must be registered as 'todobot'"


def test_the_http_api_is_served_by_the_same_process(server: DevServer) -> None:
    token = re.search(r"^\s+(ey[\w-]+\.[\w-]+\.[\w-]+)\s*$", server.output(), re.MULTILINE).group(1)
    assert httpx.get(f"{server.url}/healthz", timeout=10).status_code == 200
    reply = httpx.post(f"{server.url}/v1/chat", json={"message": "add water the plants"},
                       headers={"Authorization": f"Bearer {token}"}, timeout=30)
    assert reply.status_code == 200 and reply.json()["state"] == "complete"
    assert httpx.post(f"{server.url}/v1/chat", json={"message": "hi"}, timeout=10).status_code == 401


def test_requests_without_a_valid_token_are_refused(server: DevServer) -> None:
    missing = httpx.post(f"{server.url}/threads/search", json={})
    assert missing.status_code == 401 and missing.json()["detail"] == "Missing bearer token."
    forged = issue_token(str(uuid.uuid4()), "some-other-secret-" + "y" * 40)
    wrong = httpx.post(f"{server.url}/threads/search", json={}, headers={"Authorization": f"Bearer {forged}"})
    assert wrong.status_code == 401 and "not valid" in wrong.json()["detail"]
    assert _status(lambda: get_sync_client(url=server.url).threads.create()) == 401


def test_a_conversation_confirms_a_delete_across_two_runs_as_the_token_user(server: DevServer) -> None:
    alice, mallory = str(uuid.uuid4()), str(uuid.uuid4())
    client = server.client(alice)
    thread = client.threads.create()
    assert thread["metadata"]["owner"] == alice
    # The run's context names someone else: the user still comes from the token, never from the input.
    added = _say(client, thread["thread_id"], "add buy milk", context={"user_id": mallory})
    assert added["messages"][-1]["type"] == "ai" and "Buy milk" in added["messages"][-1]["content"]
    store = TaskStore(server.database_url)
    try:
        assert [t.title for t in store.list_tasks(alice)] == ["Buy milk"] and store.list_tasks(mallory) == []
        asked = _say(client, thread["thread_id"], "delete task 1")
        assert asked["response_state"] == "needs_confirmation" and asked["status"] == "awaiting_confirmation"
        assert asked["pending"]["intent"] == "delete_task" and store.list_tasks(alice) != []
        deleted = _say(client, thread["thread_id"], "yes")
        assert "Deleted" in deleted["messages"][-1]["content"]
        assert store.list_tasks(alice) == []
    finally:
        store.close()
    state = client.threads.get_state(thread["thread_id"])
    assert state["values"]["status"] == "idle" and state["values"]["pending"] is None
    assert state["values"]["owner"] == alice


def test_another_user_can_neither_see_nor_run_on_my_thread(server: DevServer) -> None:
    alice, bob = server.client(str(uuid.uuid4())), server.client(str(uuid.uuid4()))
    thread = alice.threads.create()
    tid = thread["thread_id"]
    _say(alice, tid, "add renew passport")
    assert _status(lambda: bob.threads.get(tid)) == 404
    assert _status(lambda: bob.threads.get_state(tid)) == 404
    assert _status(lambda: _say(bob, tid, "delete task 1")) == 404
    assert _status(lambda: bob.threads.update(tid, metadata={"owner": "bob"})) == 404
    assert _status(lambda: bob.threads.delete(tid)) == 404
    assert tid not in [t["thread_id"] for t in bob.threads.search()]
    assert [t["thread_id"] for t in alice.threads.search()] == [tid]
    assert alice.threads.get_state(tid)["values"]["last_task"]["title"] == "Renew passport"


def test_studio_acts_as_the_local_user_and_only_sees_their_threads(server: DevServer) -> None:
    local_user = re.search(r"acts as your local user ([0-9a-f-]{36})", server.output()).group(1)
    studio = server.client(headers=STUDIO)
    thread = studio.threads.create()
    assert thread["metadata"]["owner"] == local_user
    reply = _say(studio, thread["thread_id"], "add call the plumber")
    assert reply["owner"] == local_user
    assert thread["thread_id"] in [t["thread_id"] for t in server.client(local_user).threads.search()]
    someone_else = server.client(str(uuid.uuid4())).threads.create()
    assert someone_else["thread_id"] not in [t["thread_id"] for t in studio.threads.search()]


def test_the_state_schema_shows_the_dialogue_fields_to_studio(server: DevServer) -> None:
    client = server.client(str(uuid.uuid4()))
    assistant = client.assistants.search(graph_id="todobot")[0]
    schemas = client.assistants.get_schemas(assistant["assistant_id"])
    state_fields = schemas["state_schema"]["properties"]
    for field in ("messages", "status", "pending", "last_listed", "last_task"):
        assert field in state_fields
    assert list(schemas["input_schema"]["properties"]) == ["messages"]
    assert _status(lambda: client.assistants.create(graph_id="todobot", name="mine")) == 403
