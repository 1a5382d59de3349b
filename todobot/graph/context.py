"""Per-run context (LangGraph `context_schema`): who is asking, their clock, and the agent's settings.

Who is asking comes from authentication, never from the message text: under LangGraph Server it is the
server's authenticated user (`runtime.server_info.user`, set by `todobot/graph/auth.py`) and the run's
`context.user_id` is ignored, because any client can write that; in the library and the CLI it is
`context.user_id`, set by the facade from the embedding code's own authentication. `caller_id` is the
one place that decides.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from langgraph.runtime import Runtime
from langgraph_sdk.auth import is_studio_user

from todobot.settings import AgentConfig
from todobot.timezones import zone


@dataclass(kw_only=True)
class Context:
    user_id: str = ""
    timezone: str | None = None  # IANA zone; None = the config's
    now: str | None = None  # ISO-8601: a fixed clock for tests and evaluations
    request_id: str | None = None  # the client's id for this message: a re-send never repeats its changes
    config: AgentConfig = field(default_factory=AgentConfig)

    def __post_init__(self) -> None:
        # A run's context sent to LangGraph Server is plain JSON: settings in it (a database, an MCP URL,
        # "no confirmations") are the client's wish, not the deployer's, so the server's own apply.
        if not isinstance(self.config, AgentConfig):
            self.config = AgentConfig()

    def zone(self) -> str:
        return self.timezone or self.config.timezone

    def zone_chosen(self) -> bool:
        """Whether the zone dates are read in was chosen for the user (the request's, or one the deployment
        configured), not the UTC every user starts with: their first "I'm in …" then keeps each moment."""
        return self.timezone is not None or "timezone" in self.config.model_fields_set

    def current_time(self) -> datetime:
        if self.now:
            fixed = datetime.fromisoformat(self.now)
            return fixed if fixed.tzinfo else fixed.replace(tzinfo=zone(self.zone()))
        return datetime.now(zone(self.zone()))


def user_zone(state: Any, context: Context) -> str:
    """The zone the user's dates are read and shown in: the one they saved (set_timezone, looked up once per
    conversation into `user_timezone`), else the request's, else the configuration's."""
    return (state.get("user_timezone") if state else None) or context.zone()


def user_now(state: Any, context: Context) -> datetime:
    """The current time on the user's own clock: "today" said in Honolulu at 23:00 is Honolulu's day, not UTC's."""
    return context.current_time().astimezone(zone(user_zone(state, context)))


def server_user_id(user: Any, config: AgentConfig) -> str | None:
    """The TodoBot user a LangGraph Server user stands for, or None when it stands for nobody.

    A bearer-token user's identity is their UUID. LangGraph Studio's user (which `langgraph dev` lets in
    without a token) acts as `config.studio_user_id`, and only when that is set.
    """
    if user is None:
        return None
    if is_studio_user(user):
        return str(config.studio_user_id) if config.studio_user_id else None
    identity = user.get("identity") if isinstance(user, dict) else getattr(user, "identity", None)
    try:
        return str(uuid.UUID(str(identity)))
    except ValueError:
        return None


def caller_id(runtime: Runtime[Context]) -> str:
    """The user this run acts for ('' when the server could not say who it is: nothing may be touched)."""
    server = runtime.server_info
    if server is None:  # the library / CLI: the facade filled the context from its caller's identity
        return runtime.context.user_id
    return server_user_id(server.user, runtime.context.config) or ""
