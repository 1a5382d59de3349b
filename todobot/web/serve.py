"""What `todobot serve` does before handing the app to uvicorn: make sign-in work with no set-up.

Without `TODOBOT_AUTH_SECRET` the process signs tokens with a random secret of its own (they stop working
when it exits) and prints a sign-in link for the CLI's local user; the token rides in the URL's
#fragment, which browsers never send to a server. With a secret set, tokens come from `todobot token`.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from pydantic import SecretStr

from todobot.auth import issue_token
from todobot.settings import AgentConfig

ANY_ADDRESS = {"", "0.0.0.0", "::", "[::]"}


@dataclass(frozen=True)
class Plan:
    config: AgentConfig  # with a secret, always
    notice: str  # what to print: the sign-in link, or how to get a token


def page_url(host: str, port: int) -> str:
    """The address a browser on this machine should open (a wildcard bind is reached via loopback)."""
    shown = "127.0.0.1" if host in ANY_ADDRESS else (f"[{host}]" if ":" in host and not host.startswith("[") else host)
    return f"http://{shown}:{port}/"


def plan(config: AgentConfig, host: str, port: int, local_user_id: str) -> Plan:
    """The config to serve with and the sign-in notice for the console."""
    url = page_url(host, port)
    if config.auth_secret is not None:
        return Plan(config, f"TodoBot web chat on {url}\nSign in with a token from `todobot token` "
                            "(same TODOBOT_AUTH_SECRET), or call the API with `Authorization: Bearer <token>`.")
    secret = secrets.token_urlsafe(32)
    token = issue_token(local_user_id, secret)
    return Plan(
        config.model_copy(update={"auth_secret": SecretStr(secret)}),
        f"TodoBot web chat on {url}\nSign in (this link works until the server stops): {url}#token={token}",
    )
