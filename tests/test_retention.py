"""Storage stays proportional to active conversations: bounded checkpoints per conversation, idle ones pruned."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import text, update

from tests.conftest import Chat, open_agent
from todobot.tools.schema import conversations


def _checkpoints(agent, thread_id: str) -> int:
    with agent.store.engine.connect() as conn:
        return conn.execute(text("SELECT count(*) FROM checkpoints WHERE thread_id = :t"), {"t": thread_id}).scalar()


def test_checkpoints_per_conversation_are_bounded_and_nothing_is_forgotten(database_url: str, user_id: str) -> None:
    with open_agent(database_url, checkpoint_history=4) as agent:
        chat = Chat(agent, user_id)
        for i in range(15):
            chat.say(f"add errand {i}")
        assert _checkpoints(agent, chat.conversation_id) <= 4
        # Turn 16 asks for a confirmation and trims the history: the pending delete must survive it.
        assert chat.say("delete errand 12").state == "needs_confirmation"
        assert _checkpoints(agent, chat.conversation_id) == 1
        assert chat.say("yes").state == "complete"
        assert "Errand 12" not in chat.titles() and len(chat.titles()) == 14
        assert agent.conversation_state(chat.conversation_id)["turn"] == 17


def test_prune_deletes_idle_conversations_and_keeps_active_ones(database_url: str, user_id: str) -> None:
    with open_agent(database_url) as agent:
        old, active = Chat(agent, user_id, "c-old"), Chat(agent, user_id, "c-active")
        old.say("add buy milk")
        active.say("add call mom")
        with agent.store.engine.begin() as conn:
            conn.execute(update(conversations).where(conversations.c.thread_id == "c-old")
                         .values(last_active_at=datetime.now(UTC) - timedelta(days=40)))

        removed = agent.prune(timedelta(days=30))

        assert removed["conversations"] == 1
        assert _checkpoints(agent, "c-old") == 0 and agent.conversation_state("c-old") == {}
        assert agent.conversation_state("c-active")["turn"] == 1
        assert sorted(old.titles()) == ["Buy milk", "Call mom"]  # tasks are the user's, not the conversation's
        assert agent.prune(timedelta(days=30))["conversations"] == 0


@pytest.mark.postgres
def test_trimming_on_postgres_keeps_exactly_what_the_latest_checkpoint_names(fresh_postgres_url: str,
                                                                            user_id: str) -> None:
    """The one-statement trim leaves the newest checkpoint, no writes of the deleted ones, the blobs the newest
    names and nothing else; another conversation's rows are not touched."""
    with open_agent(fresh_postgres_url, checkpoint_history=5) as agent:
        chat, other = Chat(agent, user_id), Chat(agent, user_id)
        for i in range(3):
            other.say(f"add chore {i}")
        for i in range(9):
            chat.say(f"add errand {i}")
        assert chat.say("delete errand 3").state == "needs_confirmation"  # turn 10: trimmed
        with agent.store.engine.connect() as conn:
            def rows(sql: str, thread: str) -> set[tuple]:
                return {tuple(r) for r in conn.execute(text(sql), {"t": thread})}

            assert rows("SELECT checkpoint_ns FROM checkpoints WHERE thread_id = :t", chat.conversation_id) == {("",)}
            head = rows("SELECT checkpoint_id FROM checkpoints WHERE thread_id = :t", chat.conversation_id)
            written = rows("SELECT checkpoint_id FROM checkpoint_writes WHERE thread_id = :t", chat.conversation_id)
            assert written <= head
            named = rows("SELECT v.key, v.value FROM checkpoints c, jsonb_each_text(c.checkpoint -> 'channel_versions')"
                         " v WHERE c.thread_id = :t", chat.conversation_id)
            blobs = rows("SELECT channel, version FROM checkpoint_blobs WHERE thread_id = :t", chat.conversation_id)
            assert blobs and blobs <= named
            assert len(rows("SELECT checkpoint_id FROM checkpoints WHERE thread_id = :t", other.conversation_id)) == 3
        assert chat.say("yes").state == "complete"
        assert "Errand 3" not in chat.titles() and len(chat.titles()) == 11
