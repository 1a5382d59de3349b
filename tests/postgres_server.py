"""Pytest plugin: a throwaway real PostgreSQL server built from the machine's own binaries.

Load it with ``pytest_plugins = ["tests.postgres_server"]``. Fixtures:

* ``postgres_url`` (session): one private server per pytest process (each xdist worker gets its own
  temp dir and port), yielding ``postgresql://postgres@127.0.0.1:PORT/todobot_test``.
* ``fresh_postgres_url`` (function): a brand-new empty database on that server, dropped afterwards.
* ``restartable_postgres`` (function): a `PostgresServer` of the test's own, to stop/start/restart.

No binaries → the tests skip, unless ``TODOBOT_REQUIRE_POSTGRES=1`` (CI), where a silent skip would
hide that nothing was tested, so they fail instead.
"""

from __future__ import annotations

import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

SUPERUSER = "postgres"
DBNAME = "todobot_test"
OS_USER_WHEN_ROOT = "postgres"  # PostgreSQL refuses to run as root
REQUIRE_ENV = "TODOBOT_REQUIRE_POSTGRES"
NEEDED = ("initdb", "pg_ctl", "postgres")
# Durability is pointless for a server whose data is deleted at the end; turning it off makes tests fast.
SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
}


def _has_server(bindir: Path) -> bool:
    """A bindir counts only if it holds the server itself: libpq-dev's pg_config points at an empty one."""
    return all(os.access(bindir / name, os.X_OK) for name in NEEDED)


def find_bindir(
    pg_config: str | None = "pg_config",
    versions_root: Path = Path("/usr/lib/postgresql"),
    path: str | None = None,
) -> Path | None:
    """PostgreSQL's bin directory: pg_config's, else the newest Debian versioned one, else PATH's."""
    if pg_config and (exe := shutil.which(pg_config, path=path)):
        try:
            out = subprocess.run([exe, "--bindir"], capture_output=True, text=True, timeout=10, check=True)
            if _has_server(Path(out.stdout.strip())):
                return Path(out.stdout.strip())
        except (OSError, subprocess.SubprocessError):
            pass
    versioned = [d for d in versions_root.glob("*/bin") if _has_server(d)]
    if versioned:
        return max(versioned, key=lambda d: [int(n) for n in re.findall(r"\d+", d.parent.name)] or [0])
    if initdb := shutil.which("initdb", path=path):
        bindir = Path(initdb).resolve().parent  # follow /usr/local/bin symlinks to the real install
        if _has_server(bindir):
            return bindir
    return None


def no_postgres(reason: str) -> None:
    """Skip the test, or fail it when the environment insists PostgreSQL must be tested."""
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but PostgreSQL is unusable: {reason}", pytrace=False)
    pytest.skip(f"skipped: {reason}")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Runner:
    """Runs PostgreSQL tools as the right OS user, from a directory that user can enter."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.prefix: list[str] = []
        if os.geteuid() == 0:
            try:
                user = pwd.getpwnam(OS_USER_WHEN_ROOT)
            except KeyError:
                no_postgres(f"running as root and there is no {OS_USER_WHEN_ROOT!r} OS user to run it as")
            os.chown(workdir, user.pw_uid, user.pw_gid)
            self.prefix = ["runuser", "-u", OS_USER_WHEN_ROOT, "--"]
        # The caller's PG* variables (PGDATA, PGPORT, ...) must not leak into our private server.
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}

    def run(self, cmd: Sequence[str | Path], timeout: float = 120) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*self.prefix, *map(str, cmd)],
            cwd=self.workdir,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
        )


def _start(bindir: Path, workdir: Path) -> tuple[_Runner, Path, int]:
    """initdb + pg_ctl start; returns the runner, data dir and port. Fails with the server log."""
    runner = _Runner(workdir)
    data, log = workdir / "data", workdir / "server.log"
    initdb = [bindir / "initdb", "-D", data, "-A", "trust", "-U", SUPERUSER, "-E", "UTF8", "--no-locale"]
    done = runner.run([*initdb, "--no-sync"])
    if done.returncode:
        pytest.fail(f"initdb failed ({done.returncode}):\n{done.stdout}\n{done.stderr}", pytrace=False)
    settings = {**SETTINGS, "unix_socket_directories": f"'{workdir}'"}
    with open(data / "postgresql.conf", "a") as conf:
        conf.write("\n# tests/postgres_server.py\n" + "".join(f"{k} = {v}\n" for k, v in settings.items()))
    for _attempt in range(3):  # another process may grab the free port between our probe and the bind
        port = _free_port()
        done = runner.run([bindir / "pg_ctl", "-D", data, "-l", log, "-o", f"-p {port}", "-w", "-t", "60", "start"])
        if done.returncode == 0:
            return runner, data, port
        server_log = log.read_text(errors="replace") if log.exists() else "(no server log)"
        if "could not bind" not in server_log and "already in use" not in server_log:
            break
    pytest.fail(
        f"PostgreSQL ({bindir}) failed to start:\n{done.stdout}{done.stderr}\n--- server log ---\n{server_log}",
        pytrace=False,
    )


class PostgresServer:
    """One private server: started on a free port, restartable on the same port, deleted by `destroy`."""

    def __init__(self, bindir: Path, workdir: Path) -> None:
        self.bindir, self.workdir = bindir, workdir
        self.runner, self.data, self.port = _start(bindir, workdir)
        self.url = f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{DBNAME}"
        with psycopg.connect(self.url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(DBNAME)))

    def _ctl(self, *args: str | Path) -> None:
        done = self.runner.run([self.bindir / "pg_ctl", "-D", self.data, *args], timeout=60)
        if done.returncode:
            pytest.fail(f"pg_ctl {args[-1]} failed:\n{done.stdout}{done.stderr}", pytrace=False)

    def stop(self, mode: str = "fast") -> None:
        self._ctl("-m", mode, "-w", "stop")

    def start(self) -> None:
        self._ctl("-l", self.workdir / "server.log", "-o", f"-p {self.port}", "-w", "-t", "60", "start")

    def restart(self) -> None:
        self.stop()
        self.start()

    def destroy(self) -> None:
        # immediate: no shutdown checkpoint, the data is about to be deleted anyway
        self.runner.run([self.bindir / "pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop"], timeout=60)
        shutil.rmtree(self.workdir, ignore_errors=True)


@contextmanager
def private_server(label: str) -> Iterator[PostgresServer]:
    bindir = find_bindir()
    if bindir is None:
        no_postgres("no PostgreSQL binaries")
    # /tmp, not pytest's tmp_path: as root that lives under a 0700 root dir the postgres user can't enter.
    parent = "/tmp" if os.geteuid() == 0 else None
    workdir = Path(tempfile.mkdtemp(prefix=f"todobot-pg-{label}-", dir=parent))
    server = None
    try:
        server = PostgresServer(bindir, workdir)
        yield server
    finally:
        if server is not None:
            server.destroy()
        shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A real server for this pytest process, stopped and deleted at the end of the session."""
    with private_server(os.environ.get("PYTEST_XDIST_WORKER", "main")) as server:
        yield server.url


@pytest.fixture
def restartable_postgres() -> Iterator[PostgresServer]:
    """A server of this test's own, which it may stop, start and restart (fault tests)."""
    with private_server("faults") as server:
        yield server


@contextmanager
def fresh_database(server_url: str) -> Iterator[str]:
    """Create an empty database on the server of ``server_url``, yield its URL, then drop it."""
    base = server_url.rsplit("/", 1)[0]
    name = f"t_{uuid.uuid4().hex}"
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield f"{base}/{name}"
    finally:  # FORCE: a test that leaked a connection must not make the drop fail
        with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


@pytest.fixture
def fresh_postgres_url(postgres_url: str) -> Iterator[str]:
    """An empty database of its own, so a test never sees another test's tables."""
    with fresh_database(postgres_url) as url:
        yield url
