"""Per-run context (LangGraph `context_schema`): who is asking, their clock, and the agent's settings.

`user_id` always comes from the authenticated caller (the facade, or the run's `context` under
`langgraph dev`), never from the message text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

from todobot.settings import AgentConfig


@dataclass(kw_only=True)
class Context:
    user_id: str = ""
    timezone: str | None = None  # IANA zone; None = the config's
    now: str | None = None  # ISO-8601: a fixed clock for tests and evaluations
    config: AgentConfig = field(default_factory=AgentConfig)

    def zone(self) -> str:
        return self.timezone or self.config.timezone

    def current_time(self) -> datetime:
        if self.now:
            fixed = datetime.fromisoformat(self.now)
            return fixed if fixed.tzinfo else fixed.replace(tzinfo=ZoneInfo(self.zone()))
        return datetime.now(ZoneInfo(self.zone()))
