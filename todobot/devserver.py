"""`make dev`: serve the graph with `langgraph dev` on this machine — authenticated, offline, Studio-ready.

The server never runs without auth (`todobot/graph/auth.py` refuses to start without a secret). So that
a fresh clone still starts with one command, when `TODOBOT_AUTH_SECRET` is unset this makes a random
secret once and keeps it in the data folder (`dev-auth-secret`, readable only by you), so the tokens it
prints stay valid across restarts. When the port asked for is taken, this picks a free one itself (as
`langgraph dev` would on its own) and passes it on, so the URL, Studio link and curl line it prints name the
port the server really listens on. LangGraph Studio acts as your local CLI user (`identity.json`), so
Studio, `make chat` and the printed token all see the same tasks. Analytics, version checks and LangSmith
tracing are switched off, so nothing leaves the machine.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import socket
import sys
from pathlib import Path

from todobot.auth import issue_token
from todobot.cli import Identity
from todobot.settings import AgentConfig
from todobot.web.serve import page_url

SECRET_FILE = "dev-auth-secret"
STUDIO = "https://smith.langchain.com/studio/?baseUrl={url}"
OFFLINE = {"LANGGRAPH_CLI_NO_ANALYTICS": "1", "LANGGRAPH_NO_VERSION_CHECK": "true"}


def local_secret(data_dir: Path) -> str:
    """The machine's dev secret, made on first use (mode 600)."""
    path = data_dir / SECRET_FILE
    if not path.exists():
        data_dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(secrets.token_urlsafe(48))
    return path.read_text().strip()


def dev_environment(config: AgentConfig, environ: dict[str, str]) -> tuple[dict[str, str], str, str]:
    """The server's environment, the local user id, and a bearer token for that user."""
    env = {**environ, **OFFLINE}
    env.setdefault("LANGSMITH_TRACING", "false")
    if config.auth_secret is not None:
        secret = config.auth_secret.get_secret_value()
    else:
        secret = env["TODOBOT_AUTH_SECRET"] = local_secret(config.data_dir)
    identity = Identity(config.data_dir)
    user_id = identity.user_id(None)
    identity.save()
    if config.studio_user_id is None:
        env["TODOBOT_STUDIO_USER_ID"] = user_id
    return env, user_id, issue_token(user_id, secret)


def port_to_use(host: str, wanted: int) -> int:
    """`wanted` when it can be bound on `host` now, else a free port the system picks."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds: TIME_WAIT is free
        try:
            probe.bind((host, wanted))
            return wanted
        except OSError:
            pass
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]


def banner(url: str, user_id: str, token: str, secret_note: str = "") -> str:
    """What `make dev` prints before the server starts: where it is, Studio's link, a token and a first call."""
    return (
        f"TodoBot on LangGraph dev server: {url}  graph 'todobot'\n"
        f"  Studio:       {STUDIO.format(url=url)}  (acts as your local user {user_id})\n"
        f"  Bearer token{secret_note}:\n    {token}\n"
        f"  Try:          curl -H 'Authorization: Bearer <token>' -X POST {url}/threads/search -d '{{}}'\n"
    )


def _langgraph() -> str:
    beside_python = Path(sys.executable).with_name("langgraph")
    found = str(beside_python) if beside_python.exists() else shutil.which("langgraph")
    if not found:
        sys.exit("✗ The langgraph CLI is missing: run `make dev` (it installs the dev extras from locks/test.txt).")
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="make dev", description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=2024)
    args, passthrough = parser.parse_known_args(argv)
    config = AgentConfig()
    env, user_id, token = dev_environment(config, dict(os.environ))
    port = port_to_use(args.host, args.port)
    if port != args.port:
        print(f"Port {args.port} is in use: serving on port {port} instead.")
    url = page_url(args.host, port).rstrip("/")
    generated = "" if config.auth_secret else f" (local dev secret in {config.data_dir / SECRET_FILE})"
    print(banner(url, user_id, token, generated), flush=True)
    # --allow-blocking: the HTTP API mounted from langgraph.json opens its database (file system calls) while
    # it starts, which the dev server's blocking-call detector would otherwise reject.
    command = [_langgraph(), "dev", "--no-browser", "--allow-blocking", "--host", args.host, "--port", str(port),
               *passthrough]
    os.execve(command[0], command, env)


if __name__ == "__main__":
    main()
