"""A real server process for a test: started, waited for until it answers, and always stopped.

Every server test (`todobot serve`, `todobot mcp --http`, `make dev`) starts its server the same way, so a
server that dies or never comes up fails the test with the end of its own log.
"""

from __future__ import annotations

import socket
import subprocess
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest


@contextmanager
def server_process(
    command: Sequence[str],
    *,
    log_path: Path,
    ready: Callable[[str], bool],
    what: str,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    timeout: float = 60,
    poll: float = 0.2,
) -> Iterator[subprocess.Popen]:
    """Run `command` with its output in `log_path` until `ready(output so far)`; stop it on exit."""
    with log_path.open("w") as log:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + timeout
        while not ready(log_path.read_text(errors="replace")):
            if process.poll() is not None:
                pytest.fail(f"{what} exited ({process.returncode}):\n{log_path.read_text()[-3000:]}")
            if time.monotonic() > deadline:
                pytest.fail(f"{what} did not start:\n{log_path.read_text()[-3000:]}")
            time.sleep(poll)
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


def answers(url: str) -> bool:
    """Whether `url` answers 200 now."""
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def listening(port: int) -> bool:
    """Whether something accepts connections on 127.0.0.1:`port` now."""
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True
