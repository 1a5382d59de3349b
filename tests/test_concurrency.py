"""Turns are serialised per conversation — within a process and across processes — and only per conversation."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import uuid

import anyio
import pytest

from tests.conftest import FIXED_NOW
from todobot import AgentConfig, AgentRequest, TodoAgent
from todobot.checkpoints.turn_lock import lock_key


def _config(database_url: str, **settings: object) -> AgentConfig:
    return AgentConfig(database_url=database_url, **settings)


async def _turn(agent: TodoAgent, user_id: str, conversation_id: str, message: str):
    return await agent.arun(AgentRequest(user_id=user_id, message=message, conversation_id=conversation_id))


def test_simultaneous_messages_of_one_conversation_are_all_kept(database_url: str, user_id: str) -> None:
    titles = [f"Errand {i}" for i in range(6)]

    async def main() -> tuple[list[str], dict]:
        async with TodoAgent.aopen(config=_config(database_url), clock=lambda: FIXED_NOW) as agent:
            replies: list[str] = []

            async def send(title: str) -> None:
                replies.append((await _turn(agent, user_id, "shared", f"add {title}")).state)

            async with anyio.create_task_group() as group:
                for title in titles:
                    group.start_soon(send, title)
            return replies, await agent.aconversation_state("shared")

    states, conversation = anyio.run(main)
    assert states == ["complete"] * len(titles)
    humans = [m.content for m in conversation["messages"] if m.type == "human"]
    assert sorted(humans) == sorted(f"add {t}" for t in titles)  # no turn overwrote another's
    assert conversation["turn"] == len(titles)


def test_a_conversation_busy_longer_than_the_timeout_answers_busy_and_changes_nothing(
    database_url: str, user_id: str
) -> None:
    async def main():
        config = _config(database_url, turn_lock_timeout=0.2)
        async with TodoAgent.aopen(config=config, clock=lambda: FIXED_NOW) as agent:
            async with agent.locks.hold("c-busy", timeout=1):  # another turn is running
                busy = await _turn(agent, user_id, "c-busy", "add buy milk")
                other = await _turn(agent, user_id, "c-other", "add call mom")  # unrelated: not held up
            after = await _turn(agent, user_id, "c-busy", "add buy milk")
            return busy, other, after, agent.store.list_tasks(user_id)

    busy, other, after, tasks = anyio.run(main)
    assert (busy.state, busy.error) == ("error", "conversation_busy")
    assert "try again" in busy.message
    assert other.state == "complete" and after.state == "complete"
    assert sorted(t.title for t in tasks) == ["Buy milk", "Call mom"]


WORKER = textwrap.dedent("""
    import sys
    from todobot import AgentConfig, AgentRequest, TodoAgent
    url, user, conversation, tag, count = sys.argv[1:6]
    with TodoAgent.open(config=AgentConfig(database_url=url, turn_lock_timeout=60)) as agent:
        for i in range(int(count)):
            reply = agent.run(AgentRequest(user_id=user, message=f"add {tag} {i}", conversation_id=conversation))
            assert reply.state == "complete", reply
""")


def test_two_processes_on_one_conversation_lose_nothing(database_url: str, user_id: str) -> None:
    per_process = 8
    workers = [
        subprocess.Popen([sys.executable, "-c", WORKER, database_url, user_id, "c-two-hosts", tag, str(per_process)])
        for tag in ("alpha", "beta")
    ]
    assert [w.wait(timeout=180) for w in workers] == [0, 0]

    with TodoAgent.open(config=_config(database_url)) as agent:
        conversation = agent.conversation_state("c-two-hosts")
        titles = sorted(t.title for t in agent.store.list_tasks(user_id))
    expected = sorted(f"{tag.capitalize()} {i}" for tag in ("alpha", "beta") for i in range(per_process))
    assert titles == expected
    assert conversation["turn"] == 2 * per_process  # every turn started from the previous one's checkpoint


def test_lock_keys_spread_conversations_over_the_key_space() -> None:
    keys = {lock_key(f"c-{uuid.uuid4()}") for _ in range(10_000)}
    assert len(keys) == 10_000


@pytest.mark.postgres
def test_a_held_advisory_lock_is_visible_to_other_sessions(fresh_postgres_url: str, user_id: str) -> None:
    import psycopg

    async def main() -> bool:
        async with TodoAgent.aopen(config=_config(fresh_postgres_url)) as agent, agent.locks.hold("c-1", timeout=1):
            with psycopg.connect(fresh_postgres_url, autocommit=True) as other:
                row = other.execute("SELECT pg_try_advisory_lock(%s)", (lock_key("c-1"),)).fetchone()
                return bool(row[0])

    assert anyio.run(main) is False  # another host could not start a turn of c-1 now
