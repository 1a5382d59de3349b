"""Nothing lost, nothing done twice: a process killed in the middle of a turn, then the client retries.

`tests/crash_child.py` runs one turn in a real child process and hangs right after a chosen graph node; the
test SIGKILLs it there. A fresh agent then receives the same message again, as a client whose request failed
would send it. The conversation must continue from its last checkpoint (the killed turn left none), and
every task must exist exactly once: a tool call the killed process already committed is replayed through
its idempotency key, not repeated. On SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage

from tests.conftest import FIXED_NOW, Chat, open_agent
from tests.crash_child import MARKER, PAUSED
from tests.invariants import leaked_internals
from tests.postgres_server import PostgresServer
from todobot import AgentResponse

ROOT = Path(__file__).resolve().parent.parent
CHILD_TIMEOUT = 120  # seconds; only a hung child would take this long (imports take a few seconds)


@dataclass(frozen=True)
class Crash:
    """Turns that complete, then `message` killed after `node`, then `message` re-sent."""

    setup: tuple[str, ...]
    message: str
    node: str

    @property
    def id(self) -> str:
        return f"{self.message.split()[0]}-after-{self.node}"


TITLE = "Buy oat milk"
CRASHES = [
    *(Crash((), "add buy oat milk", node) for node in ("classify", "extract", "validate", "invoke", "format")),
    Crash(("add buy oat milk",), "delete task 1", "confirm"),
    *(Crash(("add buy oat milk", "delete task 1"), "yes", node) for node in ("classify", "invoke", "format")),
    Crash(("add buy oat milk", "add call mom"), "undo", "undo"),
]


class CrashServer:
    """`tests/crash_child.py --serve`: forks a fresh child process per turn, so the imports are paid once."""

    def __init__(self, workdir: Path) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("TODOBOT_")}
        env["XDG_DATA_HOME"] = str(workdir / "xdg")
        self.log = (workdir / "children.log").open("w+")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.crash_child", "--serve"],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True,
        )  # fmt: skip
        self.selector = selectors.DefaultSelector()
        assert self.process.stdout is not None
        self.selector.register(self.process.stdout, selectors.EVENT_READ)
        assert self._line() == "READY", self._failure("the crash server did not start")

    def _line(self) -> str | None:
        deadline = time.monotonic() + CHILD_TIMEOUT
        while time.monotonic() < deadline:
            if self.selector.select(timeout=1):
                return self.process.stdout.readline().strip() or None  # type: ignore[union-attr]
        return None

    def _failure(self, what: str) -> str:
        self.log.seek(0)
        return f"{what}; children's stderr:\n{self.log.read()[-4000:]}"

    def _fork(self, database_url: str, chat: Chat, message: str, **hook: str) -> int:
        request = {
            "database_url": database_url, "user_id": chat.user_id, "conversation_id": chat.conversation_id,
            "message": message, "now": FIXED_NOW.isoformat(), **hook,
        }  # fmt: skip
        self.process.stdin.write(json.dumps(request) + "\n")  # type: ignore[union-attr]
        self.process.stdin.flush()  # type: ignore[union-attr]
        started = self._line() or ""
        assert started.startswith("CHILD "), self._failure(f"no child was forked ({started!r})")
        return int(started.split()[1])

    def _expect(self, pid: int, marker: str) -> None:
        said = self._line()
        if said != marker:
            with suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            pytest.fail(self._failure(f"the child never reached {marker!r}: it said {said!r}"))

    def kill_after(self, database_url: str, chat: Chat, message: str, node: str) -> None:
        """Run `message` in a fresh child process and SIGKILL it right after graph node `node` finished."""
        pid = self._fork(database_url, chat, message, kill_after=node)
        self._expect(pid, f"{MARKER} {node}")
        os.kill(pid, signal.SIGKILL)
        _wait_gone(pid)

    def pause_after(self, database_url: str, chat: Chat, message: str, node: str) -> int:
        """Run `message` in a fresh child process that stalls after `node` until `resume(pid)`."""
        pid = self._fork(database_url, chat, message, pause_after=node)
        self._expect(pid, f"{PAUSED} {node}")
        return pid

    def resume(self, pid: int) -> AgentResponse:
        """Let a paused child finish its turn; its response."""
        os.kill(pid, signal.SIGUSR1)
        said = self._line() or ""
        assert said.startswith("RESPONSE "), self._failure(f"the resumed child said {said!r}")
        return AgentResponse.model_validate_json(said.removeprefix("RESPONSE "))

    def close(self) -> None:
        self.process.stdin.close()  # type: ignore[union-attr]
        self.process.wait(timeout=30)
        self.selector.close()
        self.log.close()


def _wait_gone(pid: int) -> None:
    """The killed child is reaped by the kernel (the server ignores SIGCHLD); wait until it is gone."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.01)
    pytest.fail(f"child {pid} survived SIGKILL")


@pytest.fixture(scope="module")
def crash_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[CrashServer]:
    server = CrashServer(tmp_path_factory.mktemp("crash"))
    yield server
    server.close()


def _human_messages(state: dict) -> list[str]:
    return [str(m.content) for m in state.get("messages", []) if isinstance(m, HumanMessage)]


@pytest.mark.parametrize("crash", CRASHES, ids=lambda c: c.id)
def test_a_turn_killed_after_any_node_is_retried_without_loss_or_duplicates(
    database_url: str, crash: Crash, crash_server: CrashServer
) -> None:
    user = str(uuid.uuid4())
    with open_agent(database_url) as agent:
        chat = Chat(agent, user)
        for message in crash.setup:
            assert chat.say(message).state != "error"
        checkpoint = agent.conversation_state(chat.conversation_id)

    crash_server.kill_after(database_url, chat, crash.message, crash.node)

    with open_agent(database_url) as agent:  # a fresh agent, as after a restart
        chat.agent = agent
        assert agent.conversation_state(chat.conversation_id) == checkpoint, "the killed turn left a checkpoint"
        reply = chat.say(crash.message)
        assert reply.state != "error", reply
        assert leaked_internals(reply.message) is None
        state = agent.conversation_state(chat.conversation_id)
        assert state.get("turn") == len(crash.setup) + 1, "the retried turn continues from the last checkpoint"
        assert _human_messages(state) == [*crash.setup, crash.message]

        if crash.message.startswith("add"):
            assert reply.state == "complete" and TITLE in reply.message
            assert chat.titles() == [TITLE]
        elif crash.message.startswith("delete"):
            assert reply.state == "needs_confirmation" and TITLE in reply.message
            assert chat.titles() == [TITLE]
            assert chat.say("yes").state == "complete"
            assert chat.titles() == []
        elif crash.message == "yes":  # the confirmed delete: done exactly once, and said so
            assert reply.state == "complete" and "Deleted" in reply.message and TITLE in reply.message, reply
            assert [c.name for c in reply.tool_calls] == ["delete_task"] and reply.tool_calls[0].success
            assert chat.titles() == []
            undone = chat.say("undo")  # the one delete is what undo reverts: the task comes back, as #1
            assert undone.state == "complete" and chat.titles() == [TITLE]
            assert [t.number for t in agent.store.list_tasks(user)] == [1]
        else:  # undo: only the last add is undone, once
            assert reply.state == "complete"
            assert chat.titles() == [TITLE]
        listed = chat.say("show my tasks")
        assert listed.state == "complete" and listed.message.count(TITLE) == len(chat.titles())


@pytest.mark.postgres
def test_a_turn_that_outlives_a_database_restart_cannot_overwrite_a_newer_turn(
    restartable_postgres: PostgresServer, crash_server: CrashServer
) -> None:
    """A stalled turn loses its conversation lock when PostgreSQL restarts; a newer turn then runs. The
    stalled one must not then save over it: every turn a user was told about stays in the conversation."""
    url = restartable_postgres.url
    chat = Chat(None, str(uuid.uuid4()))  # type: ignore[arg-type]
    stalled = crash_server.pause_after(url, chat, "add alpha errand", "extract")  # state loaded, lock held
    restartable_postgres.restart()
    with open_agent(url) as agent:
        chat.agent = agent
        newer = chat.say("add beta errand")
        for _ in range(5):  # a client retries while the database comes back
            if newer.error != "storage_unavailable":
                break
            newer = chat.say("add beta errand")
        older = crash_server.resume(stalled)
        conversation = agent.conversation_state(chat.conversation_id)
    acknowledged = [r for r in (older, newer) if r.state == "complete"]
    assert newer.state in ("complete", "error") and older.state in ("complete", "error")
    assert conversation.get("turn") == len(acknowledged), (older.message, newer.message)
