"""Faults: the database going away mid-conversation, and transient tool errors (retried, then explained)."""

from __future__ import annotations

import pytest

from tests.conftest import Chat, open_agent
from tests.postgres_server import PostgresServer
from todobot.contracts import ToolCall
from todobot.tools.client import ToolClient

pytestmark = pytest.mark.postgres


def test_a_postgres_restart_between_turns_goes_unnoticed(restartable_postgres: PostgresServer, user_id: str) -> None:
    with open_agent(restartable_postgres.url) as agent:
        chat = Chat(agent, user_id)
        assert chat.say("add buy milk").state == "complete"
        restartable_postgres.restart()  # every pooled connection is now dead
        assert chat.say("add call mom").state == "complete"
        listed = chat.say("what's on my list?")
        assert "Buy milk" in listed.message and "Call mom" in listed.message


def test_while_postgres_is_down_turns_fail_friendly_and_the_next_one_works(
    restartable_postgres: PostgresServer, user_id: str
) -> None:
    with open_agent(restartable_postgres.url, turn_lock_timeout=2) as agent:
        chat = Chat(agent, user_id)
        assert chat.say("add buy milk").state == "complete"
        restartable_postgres.stop()
        try:
            down = chat.say("delete buy milk")
        finally:
            restartable_postgres.start()
        assert (down.state, down.error) == ("error", "storage_unavailable")
        assert down.message.startswith("Sorry, I couldn't save your changes")
        assert "Traceback" not in down.message

        again = chat.say("delete buy milk")  # the same app, no restart: the conversation carries on
        assert again.state == "needs_confirmation"
        assert chat.say("yes").state == "complete"
        assert chat.titles() == []


class FlakyTools(ToolClient):
    """The real MCP session, but the first `failures` task-tool calls fail with `code` (by default: database
    unreachable); the due-reminder tools, which every turn also calls, and the once-per-conversation look-up of
    the user's saved time zone pass through uncounted."""

    def __init__(self, inner: ToolClient, failures: int, code: str = "storage_unavailable") -> None:
        self.inner, self.failures, self.code, self.calls = inner, failures, code, 0

    async def call(self, name: str, arguments: dict, *, idempotency_key: str | None = None) -> ToolCall:
        if name in ("list_due_reminders", "acknowledge_reminders", "get_timezone"):
            return await self.inner.call(name, arguments, idempotency_key=idempotency_key)
        self.calls += 1
        if self.calls <= self.failures:
            error = {"error": {"code": self.code, "message": "The task database said no."}}
            return ToolCall(name=name, arguments=arguments, result=error, success=False)
        return await self.inner.call(name, arguments, idempotency_key=idempotency_key)


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_transient_tool_error_is_retried_with_the_same_key(database_url: str, user_id: str) -> None:
    with open_agent(database_url) as agent:
        agent.tools = FlakyTools(agent.tools, failures=2)
        reply = Chat(agent, user_id).say("add buy milk")
        assert reply.state == "complete" and agent.tools.calls == 3
        assert [t.title for t in agent.store.list_tasks(user_id)] == ["Buy milk"]


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_lasting_outage_is_explained_after_the_retries(database_url: str, user_id: str) -> None:
    with open_agent(database_url) as agent:
        agent.tools = FlakyTools(agent.tools, failures=100)
        reply = Chat(agent, user_id).say("add buy milk")
        assert (reply.state, reply.error) == ("error", "storage_unavailable")
        assert agent.tools.calls == 3  # RetryPolicy: three attempts, then a friendly answer
        assert agent.store.list_tasks(user_id) == []


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_final_tool_error_is_explained_not_retried(database_url: str, user_id: str) -> None:
    with open_agent(database_url) as agent:
        agent.tools = FlakyTools(agent.tools, failures=1, code="invalid_title")
        reply = Chat(agent, user_id).say("add buy milk")
        assert (reply.state, reply.error) == ("error", "invalid_title")
        assert "said no" in reply.message  # the tool's own explanation reaches the user
        assert agent.tools.calls == 1


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_resent_request_id_never_repeats_its_changes(database_url: str, user_id: str) -> None:
    from todobot import AgentRequest

    with open_agent(database_url) as agent:
        lost = AgentRequest(user_id=user_id, message="add buy milk", conversation_id="c-1", request_id="r-1")
        agent.run(lost)
        agent.run(AgentRequest(user_id=user_id, message="add call mom", conversation_id="c-1"))
        again = agent.run(lost)  # the client never saw the first reply, and re-sends with the same id
        assert again.state == "complete" and "Buy milk" in again.message
        assert sorted(t.title for t in agent.store.list_tasks(user_id)) == ["Buy milk", "Call mom"]
        agent.run(AgentRequest(user_id=user_id, message="add buy milk", conversation_id="c-1", request_id="r-2"))
        assert len(agent.store.list_tasks(user_id)) == 3  # a new id is a new request
