"""The graph acts for the server's authenticated user, never for a user id named in the run's input.

LangGraph Server hands the graph its authenticated user through the run config
(`configurable.langgraph_auth_user`, surfaced as `runtime.server_info.user`); these tests pass it the
same way, through the real compiled graph, without starting a server.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph_sdk.auth.types import StudioUser

from todobot.graph.context import Context
from todobot.graph.graph import builder
from todobot.settings import AgentConfig
from todobot.tools.access import shared_store

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@dataclass
class ServerUser:
    """What a bearer-token user looks like to the graph (identity + permissions)."""

    identity: str
    permissions: list[str] = field(default_factory=list)
    display_name: str = ""
    is_authenticated: bool = True


async def _turn(tmp_path: Path, message: str, *, server_user: object, context_user: str, studio_user=None) -> str:
    config = AgentConfig(database_url=f"sqlite:///{tmp_path / 'tasks.db'}", studio_user_id=studio_user)
    graph = builder.compile(checkpointer=InMemorySaver())
    run_config = {"configurable": {"thread_id": str(uuid.uuid4()), "assistant_id": "a-1", "graph_id": "todobot",
                                   "langgraph_auth_user": server_user}}
    values = await graph.ainvoke({"messages": [HumanMessage(content=message)]}, run_config,
                                 context=Context(user_id=context_user, config=config))
    return str(values["messages"][-1].content)


def _titles(tmp_path: Path, user: str) -> list[str]:
    return [t.title for t in shared_store(f"sqlite:///{tmp_path / 'tasks.db'}").list_tasks(user)]


async def test_the_server_user_is_the_caller_whatever_the_context_says(tmp_path: Path) -> None:
    alice, mallory = str(uuid.uuid4()), str(uuid.uuid4())
    reply = await _turn(tmp_path, "add buy milk", server_user=ServerUser(alice), context_user=mallory)
    assert "Buy milk" in reply
    assert _titles(tmp_path, alice) == ["Buy milk"] and _titles(tmp_path, mallory) == []


async def test_studio_acts_as_the_configured_studio_user(tmp_path: Path) -> None:
    local = str(uuid.uuid4())
    studio = StudioUser("langgraph-studio-user")
    await _turn(tmp_path, "add water the plants", server_user=studio, context_user="", studio_user=local)
    assert _titles(tmp_path, local) == ["Water the plants"]


async def test_an_unmapped_studio_user_touches_nothing(tmp_path: Path) -> None:
    someone = str(uuid.uuid4())
    studio = StudioUser("langgraph-studio-user")
    reply = await _turn(tmp_path, "add water the plants", server_user=studio, context_user=someone)
    assert "can't tell who you are" in reply
    assert _titles(tmp_path, someone) == []


def test_settings_sent_in_a_run_context_are_not_the_servers() -> None:
    sent = Context(**{"user_id": "", "config": {"confirmation_required": False, "mcp_url": "http://evil.example/mcp"}})
    assert isinstance(sent.config, AgentConfig)
    assert sent.config.confirmation_required is True and sent.config.mcp_url is None
