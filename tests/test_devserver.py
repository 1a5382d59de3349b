"""`make dev` never starts the server without auth: it makes a local secret and a token for the local user."""

from __future__ import annotations

import stat
from pathlib import Path

from pydantic import SecretStr

from todobot.auth import user_from_token
from todobot.devserver import SECRET_FILE, dev_environment
from todobot.settings import AgentConfig


def test_without_a_secret_a_private_local_one_is_made_once_and_kept(tmp_path: Path) -> None:
    config = AgentConfig(data_dir=tmp_path, auth_secret=None, studio_user_id=None)
    env, user_id, token = dev_environment(config, {})
    secret = env["TODOBOT_AUTH_SECRET"]
    assert len(secret) >= 32 and (tmp_path / SECRET_FILE).read_text() == secret
    assert stat.S_IMODE((tmp_path / SECRET_FILE).stat().st_mode) == 0o600
    assert user_from_token(token, secret) == user_id
    assert env["TODOBOT_STUDIO_USER_ID"] == user_id  # Studio acts as the local user
    again, same_user, _ = dev_environment(config, {})
    assert again["TODOBOT_AUTH_SECRET"] == secret and same_user == user_id  # restarts keep tokens valid


def test_a_configured_secret_and_studio_user_are_used_as_they_are(tmp_path: Path) -> None:
    studio = "6f1c0b3e-4d1a-4c55-9a53-3b0f7c9e2a11"
    config = AgentConfig(data_dir=tmp_path, auth_secret=SecretStr("s" * 40), studio_user_id=studio)
    env, user_id, token = dev_environment(config, {"TODOBOT_STUDIO_USER_ID": studio})
    assert "TODOBOT_AUTH_SECRET" not in env and not (tmp_path / SECRET_FILE).exists()
    assert user_from_token(token, "s" * 40) == user_id
    assert env["TODOBOT_STUDIO_USER_ID"] == studio


def test_the_dev_server_runs_offline(tmp_path: Path) -> None:
    env, _, _ = dev_environment(AgentConfig(data_dir=tmp_path, auth_secret=None), {})
    assert env["LANGGRAPH_CLI_NO_ANALYTICS"] == "1" and env["LANGGRAPH_NO_VERSION_CHECK"] == "true"
    assert env["LANGSMITH_TRACING"] == "false"
