"""`todobot serve` sign-in without set-up: a per-process secret and a link for the local user, or, with a
configured secret, directions to `todobot token`; and friendly refusals before anything starts."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from pydantic import SecretStr

from todobot.auth import AuthError, issue_token, user_from_token
from todobot.settings import AgentConfig
from todobot.web.serve import page_url, plan


def test_without_a_secret_the_link_signs_in_the_local_user_until_the_server_stops() -> None:
    local_user = str(uuid.uuid4())
    served = plan(AgentConfig(), "127.0.0.1", 8000, local_user)
    link = served.notice.split()[-1]
    assert link.startswith("http://127.0.0.1:8000/#token=")
    secret = served.config.auth_secret
    assert secret is not None and len(secret.get_secret_value()) >= 32
    assert user_from_token(link.split("#token=")[1], secret.get_secret_value()) == local_user

    restarted = plan(AgentConfig(), "127.0.0.1", 8000, local_user).config.auth_secret
    assert restarted is not None and restarted.get_secret_value() != secret.get_secret_value()
    with pytest.raises(AuthError):  # an old link does not sign in to a new server process
        user_from_token(link.split("#token=")[1], restarted.get_secret_value())


def test_with_a_secret_it_points_to_todobot_token_and_prints_no_token() -> None:
    config = AgentConfig(auth_secret=SecretStr("configured-" + "k" * 40))
    served = plan(config, "0.0.0.0", 9000, str(uuid.uuid4()))
    assert served.config is config
    assert "todobot token" in served.notice and "#token=" not in served.notice
    assert "http://127.0.0.1:9000/" in served.notice
    token = issue_token(str(uuid.uuid4()), config.auth_secret.get_secret_value())
    assert user_from_token(token, served.config.auth_secret.get_secret_value())


@pytest.mark.parametrize(
    ("host", "url"),
    [("127.0.0.1", "http://127.0.0.1:80/"), ("0.0.0.0", "http://127.0.0.1:80/"), ("::", "http://127.0.0.1:80/"),
     ("::1", "http://[::1]:80/"), ("todo.example", "http://todo.example:80/")],
)
def test_the_printed_address_is_one_a_browser_can_open(host: str, url: str) -> None:
    assert page_url(host, 80) == url


def test_an_unusable_database_url_is_refused_before_serving(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TODOBOT_")}
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    done = subprocess.run(
        [sys.executable, "-m", "todobot", "serve", "--database-url", "mysql://db/todo"],
        capture_output=True, text=True, env=env, timeout=120,
    )
    assert done.returncode == 2
    assert "Unsupported database URL" in done.stderr and "Traceback" not in done.stderr
