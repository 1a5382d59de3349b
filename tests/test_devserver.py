"""`make dev` never starts the server without auth: it makes a local secret and a token for the local user, and
what it prints names the port the server really gets."""

from __future__ import annotations

import socket
import stat
from pathlib import Path

import pytest
from pydantic import SecretStr

from todobot import devserver
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


def test_with_its_port_taken_every_printed_address_names_the_port_the_server_gets(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TODOBOT_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("TODOBOT_AUTH_SECRET", raising=False)
    started: list[list[str]] = []

    def execve(path: str, command: list[str], env: dict[str, str]) -> None:
        started.append(command)

    monkeypatch.setattr(devserver.os, "execve", execve)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        devserver.main(["--host", "127.0.0.1", "--port", str(busy)])
    out = capsys.readouterr().out
    port = int(started[0][started[0].index("--port") + 1])
    assert port != busy
    assert f"Port {busy} is in use: serving on port {port} instead." in out
    url = f"http://127.0.0.1:{port}"
    assert f"dev server: {url} " in out
    assert f"studio/?baseUrl={url} " in out
    assert f"-X POST {url}/threads/search" in out
    assert f":{busy}" not in out.replace(f"Port {busy} is in use", "")


def test_a_free_port_is_used_as_asked(tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    assert devserver.port_to_use("127.0.0.1", free) == free
