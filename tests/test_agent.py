"""The product end to end through `TodoAgent.run`, on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

import uuid

import pytest
from pydantic import ValidationError

from tests.conftest import Chat, open_agent
from todobot import AgentRequest


def _names(response) -> list[str]:
    return [call.name for call in response.tool_calls]


def test_add_list_complete_update_delete(chat: Chat) -> None:
    added = chat.say("add buy milk")
    assert added.state == "complete"
    assert _names(added) == ["add_task"]
    # The agent's clock and the user's zone go with every tool that reads dates.
    assert added.tool_calls[0].arguments == {"user_id": chat.user_id, "title": "Buy milk", "timezone": "UTC",
                                             "now": "2026-11-23T09:00:00+00:00"}
    assert "✅" in added.message and "Buy milk" in added.message

    chat.say("add call the plumber")
    listed = chat.say("show my tasks")
    assert _names(listed) == ["list_tasks"]
    assert "◯ #1 Buy milk" in listed.message and "◯ #2 Call the plumber" in listed.message

    done = chat.say("mark task 1 as done")
    assert _names(done) == ["complete_task"] and done.state == "complete"
    assert chat.titles("completed") == ["Buy milk"]
    pending = chat.say("what's still open?")
    assert pending.tool_calls[0].arguments["status"] == "pending"
    assert "Call the plumber" in pending.message and "Buy milk" not in pending.message

    renamed = chat.say("rename task 2 to call the electrician")
    assert _names(renamed) == ["update_task"]
    assert chat.titles("pending") == ["Call the electrician"]

    asked = chat.say("delete task 2")
    assert asked.state == "needs_confirmation" and asked.tool_calls == []
    assert "Call the electrician" in asked.message and "#2" in asked.message
    assert chat.titles() == ["Buy milk", "Call the electrician"]
    deleted = chat.say("yes")
    assert _names(deleted) == ["delete_task"] and deleted.state == "complete"
    assert chat.titles() == ["Buy milk"]


def test_tasks_are_named_by_number_hash_uuid_or_fuzzy_title(chat: Chat) -> None:
    chat.say("add buy groceries")
    chat.say("add call the dentist")
    chat.say("add water the plants")
    dentist = chat.agent.store.list_tasks(chat.user_id)[1]
    assert _names(chat.say("#1 is done")) == ["complete_task"]
    assert _names(chat.say(f"complete {dentist.id}")) == ["complete_task"]
    fuzzy = chat.say("mark the plannts one as done")
    assert _names(fuzzy) == ["complete_task"]
    assert fuzzy.tool_calls[0].arguments["task_id"] == chat.agent.store.list_tasks(chat.user_id)[2].id
    assert chat.titles("pending") == []


def test_missing_title_is_asked_for_and_the_answer_completes_it(chat: Chat) -> None:
    asked = chat.say("add a task")
    assert asked.state == "needs_clarification" and asked.tool_calls == []
    assert "called" in asked.message.lower()
    answered = chat.say("Buy a present for Anna")
    assert answered.state == "complete" and _names(answered) == ["add_task"]
    assert chat.titles() == ["Buy a present for Anna"]


def test_several_matching_tasks_are_listed_and_a_number_picks_one(chat: Chat) -> None:
    chat.say("add buy milk")
    chat.say("add buy oat milk")
    asked = chat.say("complete the milk task")
    assert asked.state == "needs_clarification" and asked.tool_calls == []
    assert "Buy milk" in asked.message and "Buy oat milk" in asked.message
    picked = chat.say("2")
    assert _names(picked) == ["complete_task"]
    assert chat.titles("completed") == ["Buy oat milk"]


def test_delete_needs_a_yes_and_no_cancels(chat: Chat) -> None:
    chat.say("add buy groceries")
    assert chat.say("delete the groceries task").state == "needs_confirmation"
    cancelled = chat.say("no")
    assert cancelled.state == "complete" and cancelled.tool_calls == []
    assert chat.titles() == ["Buy groceries"]


def test_anything_else_cancels_a_pending_delete_and_is_handled_as_new(chat: Chat) -> None:
    chat.say("add buy groceries")
    chat.say("delete task 1")
    follow_up = chat.say("add call mom")
    assert _names(follow_up) == ["add_task"]
    assert "nothing was deleted" in follow_up.message.lower()
    assert chat.say("yes").tool_calls == []  # the delete is gone, not waiting
    assert chat.titles() == ["Buy groceries", "Call mom"]


def test_unknown_input_gets_help_and_no_tool_call(chat: Chat) -> None:
    reply = chat.say("asdkjh qwe zzz")
    assert reply.tool_calls == [] and reply.state == "complete"
    assert "add buy milk" in reply.message  # shows what the bot can do
    assert chat.titles() == []


def test_reopened_agent_continues_a_pending_confirmation(database_url: str, user_id: str) -> None:
    with open_agent(database_url) as agent:
        chat = Chat(agent, user_id)
        chat.say("add renew passport")
        assert chat.say("delete task 1").state == "needs_confirmation"
        conversation = chat.conversation_id
    with open_agent(database_url) as agent:  # a new process would see exactly this
        resumed = Chat(agent, user_id, conversation).say("yes")
        assert _names(resumed) == ["delete_task"] and resumed.state == "complete"
        assert agent.store.list_tasks(user_id) == []


def test_users_are_isolated_in_tasks_and_conversations(agent, user_id: str) -> None:
    alice = Chat(agent, user_id)
    bob = Chat(agent, str(uuid.uuid4()))
    alice.say("add alice's secret plan")
    assert "secret" not in bob.say("show my tasks").message
    missing = bob.say("delete task 1")  # Bob has no task 1: said so, and no question is left open
    assert missing.state == "error" and "couldn't find" in missing.message
    alice.say("delete task 1")
    intruder = Chat(agent, bob.user_id, alice.conversation_id).say("yes")
    assert intruder.state == "error" and intruder.tool_calls == []
    assert alice.titles() == ["Alice's secret plan"]
    assert alice.say("yes").state == "complete"  # Alice's own confirmation is still there
    assert alice.titles() == []


def test_a_new_conversation_id_is_made_and_returned(agent, user_id: str) -> None:
    first = agent.run(AgentRequest(user_id=user_id, message="add buy milk"))
    assert first.conversation_id
    again = agent.run(AgentRequest(user_id=user_id, message="show my tasks", conversation_id=first.conversation_id))
    assert "Buy milk" in again.message


@pytest.mark.parametrize(
    "payload",
    [
        {"user_id": "not-a-uuid", "message": "add milk"},
        {"user_id": str(uuid.uuid4()), "message": "   "},
        {"user_id": str(uuid.uuid4()), "message": "x" * 2001},
        {"user_id": str(uuid.uuid4()), "message": "add milk", "conversation_id": ""},
    ],
    ids=["bad-user", "blank-message", "long-message", "empty-conversation"],
)
def test_invalid_requests_raise_a_validation_error(payload: dict) -> None:
    with pytest.raises(ValidationError):
        AgentRequest(**payload)


def test_message_is_stripped() -> None:
    request = AgentRequest(user_id=str(uuid.uuid4()), message="  add milk \n")
    assert request.message == "add milk"


def test_too_long_title_is_a_friendly_error_that_changes_nothing(chat: Chat) -> None:
    reply = chat.say("add " + "very long title " * 20)
    assert reply.state == "error"
    assert "too long" in reply.message and "Traceback" not in reply.message
    assert chat.titles() == []


def test_async_twin_runs_the_same_turns(database_url: str, user_id: str) -> None:
    import anyio

    from todobot import AgentConfig, TodoAgent

    async def scenario() -> list[str]:
        async with TodoAgent.aopen(config=AgentConfig(database_url=database_url)) as agent:
            first = await agent.arun(AgentRequest(user_id=user_id, message="add buy milk", conversation_id="a"))
            second = await agent.arun({"user_id": user_id, "message": "show my tasks", "conversation_id": "a"})
            return [first.state, second.message]

    state, listing = anyio.run(scenario)
    assert state == "complete" and "Buy milk" in listing


def test_history_is_trimmed_but_the_pending_action_and_references_survive(database_url: str, user_id: str) -> None:
    with open_agent(database_url, max_conversation_messages=6) as agent:
        chat = Chat(agent, user_id)
        chat.say("add buy milk")
        chat.say("add call mom")
        chat.say("show my tasks")
        for _ in range(5):
            chat.say("thanks")
        assert chat.say("delete the second one").state == "needs_confirmation"
        state = agent.conversation_state(chat.conversation_id)
        assert len(state["messages"]) <= 6
        assert state["status"] == "awaiting_confirmation"
        assert state["pending"]["task"]["title"] == "Call mom"
        assert [c.name for c in chat.say("yes").tool_calls] == ["delete_task"]
        assert chat.titles() == ["Buy milk"]


def test_dates_are_read_and_shown_in_the_requests_time_zone(agent, user_id: str) -> None:
    agent.store.add_task(user_id, "Call the dentist")
    request = AgentRequest(user_id=user_id, message="remind me about the dentist task tomorrow at 9am",
                           conversation_id="tz", timezone="America/New_York")
    reply = agent.run(request)
    assert reply.tool_calls[0].arguments["remind_at"] == "2026-11-24T09:00:00-05:00"
    assert "tomorrow at 9:00" in reply.message
    assert reply.tool_calls[0].arguments["timezone"] == "America/New_York"
    with pytest.raises(ValidationError, match="unknown time zone"):
        AgentRequest(user_id=user_id, message="hi", timezone="Mars/Olympus")


def test_concurrent_turns_from_many_threads_lose_nothing(agent, user_id: str) -> None:
    from concurrent.futures import ThreadPoolExecutor

    def conversation(index: int) -> list[str]:
        chat = Chat(agent, user_id, f"parallel-{index}")
        return [chat.say(f"add errand {index}-{turn}").state for turn in range(3)]

    with ThreadPoolExecutor(max_workers=6) as pool:
        states = [state for result in pool.map(conversation, range(6)) for state in result]
    assert states == ["complete"] * 18
    numbers = sorted(t.number for t in agent.store.list_tasks(user_id))
    assert numbers == list(range(1, 19))  # every task kept, numbers unique and gap-free
