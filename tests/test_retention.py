"""Storage stays proportional to active conversations: bounded checkpoints per conversation, idle ones pruned."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

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
