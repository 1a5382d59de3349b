"""One database URL drives both the task tables and the checkpoints; this module reads it.

Users write the URLs they know (`sqlite:///…`, `postgresql://…`); each library wants its own flavour
(SQLAlchemy wants a driver name, aiosqlite a path, psycopg a plain conninfo), so the mapping lives here once.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from todobot.errors import SetupError

# WAL with synchronous=NORMAL: a commit survives the process being killed, and the file is never corrupted;
# only a power cut can roll back the last few commits — tasks and checkpoints together, as if the turn never
# happened. FULL would fsync every commit (measured: ~5 ms each, two per turn).
SQLITE_SYNCHRONOUS = "NORMAL"

SUPPORTED = "sqlite:///path/to/file.db or postgresql://user@host:port/dbname"


class DatabaseUrlError(SetupError, ValueError):
    """The configured database URL is not one TodoBot can use."""


def dialect_of(url: str) -> str:
    """'sqlite' or 'postgresql', or a friendly error for anything else."""
    scheme = urlsplit(url).scheme.split("+", 1)[0]
    if scheme == "sqlite":
        return "sqlite"
    if scheme in ("postgresql", "postgres"):
        return "postgresql"
    raise DatabaseUrlError(f"Unsupported database URL {url.split('@')[-1]!r}; use {SUPPORTED}.")


def sqlalchemy_url(url: str) -> str:
    """The URL with the driver SQLAlchemy should use (psycopg 3 for PostgreSQL)."""
    if dialect_of(url) == "postgresql":
        rest = url.split("://", 1)[1]
        return f"postgresql+psycopg://{rest}"
    return url


def postgres_conninfo(url: str) -> str:
    """A libpq URL psycopg accepts (no SQLAlchemy driver suffix)."""
    rest = url.split("://", 1)[1]
    return f"postgresql://{rest}"


def sqlite_path(url: str) -> Path:
    """The file behind a `sqlite:///…` URL, with its folder created."""
    raw = url.split(":///", 1)[1] if ":///" in url else ""
    if not raw or raw == ":memory:":
        raise DatabaseUrlError("TodoBot needs a SQLite file (sqlite:///path/to/file.db), not an in-memory database.")
    path = Path(raw).expanduser()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path
