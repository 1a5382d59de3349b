"""NodeTimings tells which nodes a turn ran through and how long each took (for a per-turn log line)."""

from __future__ import annotations

from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage

from tests.conftest import Chat, open_agent
from todobot.graph.context import Context
from todobot.observability import NodeTimings, node_timings
from todobot.tools.client import current_tool_client


def test_a_turn_reports_the_nodes_it_ran_in_order_and_their_times(tmp_path: Path, user_id: str) -> None:
    with open_agent(f"sqlite:///{tmp_path / 'todobot.db'}") as agent:
        chat = Chat(agent, user_id)
        with node_timings() as add:
            chat.say("add buy milk")
        with node_timings() as delete:
            chat.say("delete the milk task")
        chat.say("yes")  # outside any block: recorded nowhere
    assert add.path == ["classify", "extract", "validate", "invoke", "format"]
    assert delete.path == ["classify", "extract", "validate", "confirm", "format"]
    for timings in (add, delete):
        assert set(timings.milliseconds()) == set(timings.path)
        assert all(ms >= 0 for ms in timings.milliseconds().values())
        assert 0 < sum(timings.seconds.values()) <= timings.total  # checkpoint I/O is in no node
        assert timings.outside_nodes() >= 0
        assert timings.failed is None


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_timings_passed_as_a_callback_of_one_run(tmp_path: Path, user_id: str) -> None:
    from todobot import AgentConfig, TodoAgent

    config = AgentConfig(database_url=f"sqlite:///{tmp_path / 'todobot.db'}")
    async with TodoAgent.aopen(config=config) as agent:
        timings = NodeTimings()
        token = current_tool_client.set(agent.tools)
        try:
            await agent.graph.ainvoke(
                {"messages": [HumanMessage(content="hello")]},
                {"configurable": {"thread_id": "t-1"}, "callbacks": [timings]},
                context=Context(user_id=user_id, config=config),
            )
        finally:
            current_tool_client.reset(token)
    assert timings.path == ["classify", "format"]  # small talk: no tool, straight to the reply
    assert timings.total > 0
