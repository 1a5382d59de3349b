"""Runtime settings, read once from `TODOBOT_*` environment variables (and `.env`).

pydantic-settings keeps the contract in one place: every knob a deployer can turn is a typed field here
with its default, and the README's configuration table lists the same names.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

NluBackend = Literal["rules", "gemini", "auto"]


def default_data_dir() -> Path:
    """Per-user data folder (XDG): where the embedded database and the CLI's identity live."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "todobot"


class AgentConfig(BaseSettings):
    """Everything that shapes one agent: storage, understanding, dialogue policy and the Gemini model."""

    model_config = SettingsConfigDict(env_prefix="TODOBOT_", env_file=".env", extra="ignore")

    database_url: str | None = Field(
        default=None, description="sqlite:///path or postgresql://…; empty = SQLite file in the data folder"
    )
    data_dir: Path = Field(default_factory=default_data_dir)
    mcp_url: str | None = Field(default=None, description="Streamable-HTTP URL of a remote TodoBot MCP server")
    nlu: NluBackend = "rules"
    learned_model: bool = Field(
        default=True, description="read messages with the learned classifier beside the rules (off: rules alone)"
    )
    timezone: str = "UTC"

    # Access and concurrency.
    auth_secret: SecretStr | None = Field(
        default=None, description="HS256 secret that signs user bearer tokens (HTTP API, MCP over HTTP, LangGraph)"
    )
    mcp_service_token: SecretStr | None = Field(
        default=None, description="static token a trusted backend presents to the MCP server; it may name user_id"
    )
    studio_user_id: uuid.UUID | None = Field(
        default=None, description="the user LangGraph Studio acts as under `langgraph dev` (unset: Studio is refused)"
    )
    turn_lock_timeout: float = Field(
        default=10.0, ge=0, description="seconds a turn waits for another turn of the same conversation"
    )

    # Retention.
    conversation_retention_days: int = Field(
        default=30, ge=1, description="conversations idle this long are deleted by `todobot prune`"
    )
    checkpoint_history: int = Field(
        default=10, ge=1, description="at most this many checkpoints are kept per conversation"
    )

    # Dialogue policy.
    confirmation_required: bool = True
    confirmation_ttl_seconds: int = Field(default=600, ge=1)
    # After a check found nothing due, a conversation's next turns skip the check for this long (a reminder
    # scheduled elsewhere, or coming due meanwhile, is shown at most this much later); 0 checks every turn.
    reminder_recheck_seconds: int = Field(default=30, ge=0)
    max_ambiguity_attempts: int = Field(default=2, ge=1)
    max_conversation_messages: int = Field(default=20, ge=2)

    # Gemini (used when nlu is "gemini", or "auto" with GOOGLE_API_KEY set).
    model_name: str = "gemini-2.5-flash"
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    timeout: float = Field(default=8.0, gt=0, description="seconds before Gemini counts as slow")
    max_retries: int = Field(default=2, ge=0)
    history_window: int = Field(default=6, ge=0, description="past messages sent to Gemini")
    auto_confidence_threshold: float = Field(default=0.8, ge=0.0, le=1.0)
    # A message read as a new task with less confidence than this is asked about first ("Should I add …?").
    add_confidence_threshold: float = Field(default=0.6, ge=0.0, le=1.0)

    def with_overrides(self, *, database_url: str | None = None, nlu: NluBackend | None = None) -> AgentConfig:
        """This config with the caller's explicit choices (CLI options, `TodoAgent.open` arguments) on top."""
        updates = {k: v for k, v in {"database_url": database_url, "nlu": nlu}.items() if v}
        return self.model_copy(update=updates) if updates else self

    def resolved_database_url(self) -> str:
        """The database URL to use, creating the data folder for the embedded default."""
        if self.database_url:
            return self.database_url
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{self.data_dir / 'todobot.db'}"

    def gemini_enabled(self) -> bool:
        """Whether understanding should ask Gemini at all."""
        if self.nlu == "gemini":
            return True
        return self.nlu == "auto" and bool(os.environ.get("GOOGLE_API_KEY"))
