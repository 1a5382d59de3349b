"""The benchmark's own PostgreSQL server, started from the machine's binaries with durability ON.

It reuses the test suite's helpers (tests/postgres_server.py: find the binaries, initdb and pg_ctl as the
`postgres` OS user), then turns fsync, synchronous_commit and full_page_writes back on with ALTER SYSTEM:
the tests switch them off for speed, but a benchmark must pay for every commit reaching the disk.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg

DURABLE = {"fsync": "on", "synchronous_commit": "on", "full_page_writes": "on"}


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL binaries, or the server would not start: the PostgreSQL rows are skipped."""


@contextmanager
def postgres_server() -> Iterator[str]:
    """Yield `postgresql://postgres@127.0.0.1:PORT/postgres` of a private, durable server; delete it after."""
    from tests import postgres_server as helpers  # the test suite's plugin module; pytest is a dev dependency

    bindir = helpers.find_bindir()
    if bindir is None:
        raise PostgresUnavailable("no PostgreSQL binaries on this machine")
    workdir = Path(tempfile.mkdtemp(prefix="todobot-bench-pg-", dir="/tmp"))
    data = runner = None
    try:
        try:
            runner, data, port = helpers._start(bindir, workdir)
        except BaseException as exc:  # pytest.fail/skip raise outcome exceptions (BaseException)
            if isinstance(exc, KeyboardInterrupt | SystemExit):
                raise
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else "the server did not start"
            raise PostgresUnavailable(reason) from None
        url = f"postgresql://{helpers.SUPERUSER}@127.0.0.1:{port}/postgres"
        with psycopg.connect(url, autocommit=True) as conn:
            for name, value in DURABLE.items():
                conn.execute(f"ALTER SYSTEM SET {name} = {value}")
            conn.execute("SELECT pg_reload_conf()")
        with psycopg.connect(url, autocommit=True) as conn:  # a new session sees the reloaded settings
            for name, value in DURABLE.items():
                shown = conn.execute(f"SHOW {name}").fetchone()[0]
                if shown != value:
                    raise PostgresUnavailable(f"could not turn {name} {value} (it is {shown})")
        yield url
    finally:
        if data is not None and runner is not None:
            runner.run([bindir / "pg_ctl", "-D", data, "-m", "fast", "-w", "stop"], timeout=60)
        shutil.rmtree(workdir, ignore_errors=True)


def server_version(url: str) -> str:
    with psycopg.connect(url) as conn:
        return str(conn.execute("SHOW server_version").fetchone()[0])


@contextmanager
def database(server_url: str) -> Iterator[str]:
    """A fresh empty database on the bench server (dropped afterwards)."""
    from tests.postgres_server import fresh_database

    with fresh_database(server_url) as url:
        yield url
