"""Shared fixtures: every agent test runs on the embedded SQLite default and on a real PostgreSQL server."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from todobot import AgentResponse, TodoAgent

pytest_plugins = ["tests.postgres_server", "tests.gemini_fakes"]

FIXED_NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)  # a Monday morning


@pytest.fixture(autouse=True)
def _isolated_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No test reads the developer's settings, data folder or API key."""
    for name in ("TODOBOT_DATABASE_URL", "TODOBOT_NLU", "TODOBOT_MCP_URL", "TODOBOT_TIMEZONE", "GOOGLE_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'todobot.db'}"
    return request.getfixturevalue("fresh_postgres_url")


@pytest.fixture
def user_id() -> str:
    return str(uuid.uuid4())


def open_agent(database_url: str, clock=None, **settings: object):
    from todobot import AgentConfig, TodoAgent

    config = AgentConfig(database_url=database_url, **settings)
    return TodoAgent.open(config=config, clock=clock or (lambda: FIXED_NOW))


@pytest.fixture
def agent(database_url: str) -> Iterator[TodoAgent]:
    with open_agent(database_url) as opened:
        yield opened


class Chat:
    """One user's conversation with an agent, for multi-turn tests."""

    def __init__(self, agent: TodoAgent, user_id: str, conversation_id: str | None = None) -> None:
        self.agent = agent
        self.user_id = user_id
        self.conversation_id = conversation_id or f"c-{uuid.uuid4()}"

    def say(self, message: str) -> AgentResponse:
        from todobot import AgentRequest

        return self.agent.run(AgentRequest(user_id=self.user_id, message=message, conversation_id=self.conversation_id))

    def titles(self, status: str = "all") -> list[str]:
        return [t.title for t in self.agent.store.list_tasks(self.user_id, status=status)]


@pytest.fixture
def chat(agent: TodoAgent, user_id: str) -> Chat:
    return Chat(agent, user_id)
