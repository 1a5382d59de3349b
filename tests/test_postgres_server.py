"""The throwaway PostgreSQL server: it really serves SQL, isolates databases, and skips/fails properly."""

from __future__ import annotations

import importlib
import os
import pwd
from pathlib import Path
from types import ModuleType

import psycopg
import pytest

# Listing the plugin here as well as in conftest.py is harmless: pytest loads a plugin module once.
pytest_plugins = ["pytester", "tests.postgres_server"]

ROOT = Path(__file__).resolve().parent.parent
SERVER_TOOLS = ("initdb", "pg_ctl", "postgres")


@pytest.fixture
def pg() -> ModuleType:
    """The plugin module, imported lazily: a top-level import would beat pytest's assertion rewriting
    of the plugin and make it warn."""
    return importlib.import_module("tests.postgres_server")


@pytest.mark.postgres
def test_server_round_trip(pg: ModuleType, postgres_url: str) -> None:
    assert postgres_url.startswith(f"postgresql://{pg.SUPERUSER}@127.0.0.1:")
    assert postgres_url.endswith(f"/{pg.DBNAME}")
    with psycopg.connect(postgres_url) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS round_trip (id serial PRIMARY KEY, title text NOT NULL)")
        conn.execute("INSERT INTO round_trip (title) VALUES (%s)", ("buy milk",))
        titles = [row[0] for row in conn.execute("SELECT title FROM round_trip")]
        conn.rollback()  # leave the shared session database as we found it
    assert "buy milk" in titles


@pytest.mark.postgres
def test_server_never_runs_as_root(pg: ModuleType, postgres_url: str) -> None:
    with psycopg.connect(postgres_url) as conn:
        data_dir = Path(conn.execute("SHOW data_directory").fetchone()[0])
    expected = pwd.getpwnam(pg.OS_USER_WHEN_ROOT).pw_uid if os.geteuid() == 0 else os.geteuid()
    assert data_dir.stat().st_uid == expected
    assert data_dir.parent.name.startswith("todobot-pg-")


@pytest.mark.postgres
def test_fresh_databases_are_isolated(pg: ModuleType, fresh_postgres_url: str, postgres_url: str) -> None:
    with pg.fresh_database(postgres_url) as other_url:
        assert other_url != fresh_postgres_url
        with psycopg.connect(fresh_postgres_url, autocommit=True) as conn:
            conn.execute("CREATE TABLE tasks (title text)")
            conn.execute("INSERT INTO tasks VALUES ('only here')")
            assert conn.execute("SELECT title FROM tasks").fetchall() == [("only here",)]
        with psycopg.connect(other_url) as conn:
            assert conn.execute("SELECT to_regclass('tasks')").fetchone() == (None,)
    with psycopg.connect(postgres_url) as conn:
        dbname = fresh_postgres_url.rsplit("/", 1)[1]
        assert conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (dbname,)).fetchone()
        other = other_url.rsplit("/", 1)[1]
        assert conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (other,)).fetchone() is None


def _fake_bindir(root: Path, *, server: bool = True) -> Path:
    """A bin directory with stand-in executables; without ``server`` it mimics libpq-dev's empty one."""
    bindir = root / "bin"
    bindir.mkdir(parents=True)
    for name in SERVER_TOOLS if server else ("psql",):
        (bindir / name).write_text("#!/bin/sh\n")
        (bindir / name).chmod(0o755)
    return bindir


def _fake_pg_config(tmp_path: Path, bindir: Path) -> Path:
    script = tmp_path / "pgconfig" / "pg_config"
    script.parent.mkdir()
    script.write_text(f"#!/bin/sh\necho {bindir}\n")
    script.chmod(0o755)
    return script


def test_find_bindir_prefers_pg_config(pg: ModuleType, tmp_path: Path) -> None:
    bindir = _fake_bindir(tmp_path / "custom")
    versions = tmp_path / "versions"
    _fake_bindir(versions / "16")
    found = pg.find_bindir(str(_fake_pg_config(tmp_path, bindir)), versions, path="")
    assert found == bindir


def test_find_bindir_skips_serverless_pg_config_and_picks_newest(pg: ModuleType, tmp_path: Path) -> None:
    # Debian's libpq-dev pg_config reports /usr/lib/postgresql/NN/bin even when no server is installed.
    empty = _fake_bindir(tmp_path / "libpq-only", server=False)
    versions = tmp_path / "versions"
    for version in ("9.6", "15", "16"):  # numeric order, not text order: 16 > 9.6
        _fake_bindir(versions / version)
    _fake_bindir(versions / "17", server=False)
    found = pg.find_bindir(str(_fake_pg_config(tmp_path, empty)), versions, path="")
    assert found == versions / "16" / "bin"


def test_find_bindir_falls_back_to_path_and_follows_symlinks(pg: ModuleType, tmp_path: Path) -> None:
    real = _fake_bindir(tmp_path / "install")
    on_path = tmp_path / "local-bin"
    on_path.mkdir()
    (on_path / "initdb").symlink_to(real / "initdb")
    assert pg.find_bindir(None, tmp_path / "none", path=str(on_path)) == real


def test_find_bindir_none_when_nothing_installed(pg: ModuleType, tmp_path: Path) -> None:
    assert pg.find_bindir("no-such-pg_config", tmp_path / "none", path=str(tmp_path)) is None


def test_no_postgres_skips_or_fails(pg: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(pg.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match="skipped: no PostgreSQL binaries"):
        pg.no_postgres("no PostgreSQL binaries")
    monkeypatch.setenv(pg.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="TODOBOT_REQUIRE_POSTGRES=1"):
        pg.no_postgres("no PostgreSQL binaries")


@pytest.mark.parametrize("required", [False, True])
def test_fixture_without_binaries(
    pg: ModuleType, pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, required: bool
) -> None:
    """End to end, in a child pytest whose discovery finds nothing: skipped, or an error under CI."""
    pytester.makeconftest(
        """
        import tests.postgres_server as pg
        pg.find_bindir = lambda: None
        pytest_plugins = ["tests.postgres_server"]
        """
    )
    pytester.makepyfile("def test_needs_db(postgres_url):\n    raise AssertionError('must not run')\n")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")  # langsmith's plugin alone costs ~2 s to import
    if required:
        monkeypatch.setenv(pg.REQUIRE_ENV, "1")
    else:
        monkeypatch.delenv(pg.REQUIRE_ENV, raising=False)
    result = pytester.runpytest_subprocess("-rs", "-p", "no:cacheprovider")
    if required:
        result.assert_outcomes(errors=1)
        result.stdout.fnmatch_lines(["*TODOBOT_REQUIRE_POSTGRES=1 but PostgreSQL is unusable*"])
    else:
        result.assert_outcomes(skipped=1)
        result.stdout.fnmatch_lines(["*skipped: no PostgreSQL binaries*"])
