"""Table definitions and the versioned, in-place schema migrations.

One SQLAlchemy Core description serves SQLite and PostgreSQL. Each migration is a function applied once,
in order, recorded in `schema_version`; adding a column later (due dates, priorities, tags) is a new
function appended to `MIGRATIONS`, never a fresh database.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from sqlalchemy import (
    Column,
    Connection,
    DateTime,
    Engine,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    TypeDecorator,
    UniqueConstraint,
    select,
    text,
)


class UTCDateTime(TypeDecorator[datetime]):
    """Always hands back aware UTC datetimes, even from SQLite (which stores them naive)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: object) -> datetime | None:
        if value is None:
            return None
        return value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)

    def process_result_value(self, value: datetime | None, dialect: object) -> datetime | None:
        if value is None:
            return None
        return value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)


metadata = MetaData()

schema_version = Table(
    "todobot_schema_version",
    metadata,
    Column("version", Integer, nullable=False),
)

task_counters = Table(
    "todobot_task_counters",
    metadata,
    Column("user_id", String(64), primary_key=True),
    Column("last_number", Integer, nullable=False),
)

def _task_columns() -> list[Column]:
    """The task table as version 1 created it (fresh objects each call: a Column belongs to one Table)."""
    return [
        Column("id", String(36), primary_key=True),
        Column("user_id", String(64), nullable=False),
        Column("number", Integer, nullable=False),
        Column("title", String(200), nullable=False),
        Column("description", Text, nullable=True),
        Column("status", String(16), nullable=False),
        Column("created_at", UTCDateTime, nullable=False),
        Column("updated_at", UTCDateTime, nullable=False),
        Column("completed_at", UTCDateTime, nullable=True),
    ]


TASKS_UNIQUE = ("user_id", "number")

tasks = Table(
    "todobot_tasks",
    metadata,
    *_task_columns(),
    Column("deleted_at", UTCDateTime, nullable=True),  # v3: kept for undo, invisible everywhere else
    UniqueConstraint(*TASKS_UNIQUE, name="uq_todobot_tasks_user_number"),
)
Index("ix_todobot_tasks_user_status", tasks.c.user_id, tasks.c.status)

reminders = Table(
    "todobot_reminders",
    metadata,
    Column("id", String(36), primary_key=True),
    Column("user_id", String(64), nullable=False),
    Column("task_id", String(36), ForeignKey("todobot_tasks.id", ondelete="CASCADE"), nullable=False),
    Column("remind_at", UTCDateTime, nullable=False),
    Column("repeat_interval_minutes", Integer, nullable=True),
    Column("repeat_count", Integer, nullable=True),
    Column("fired_count", Integer, nullable=False, default=0),
    Column("next_at", UTCDateTime, nullable=True),
    Column("created_at", UTCDateTime, nullable=False),
)
Index("ix_todobot_reminders_user_next", reminders.c.user_id, reminders.c.next_at)


idempotency = Table(
    "todobot_idempotency",
    metadata,
    Column("user_id", String(64), primary_key=True),
    Column("key", String(200), primary_key=True),
    Column("operation", String(32), nullable=False),
    Column("result", Text, nullable=False),  # the JSON the first call returned, replayed to repeats
    Column("created_at", UTCDateTime, nullable=False),
)
Index("ix_todobot_idempotency_created", idempotency.c.created_at)

conversations = Table(
    "todobot_conversations",
    metadata,
    Column("thread_id", String(200), primary_key=True),
    Column("user_id", String(64), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    Column("last_active_at", UTCDateTime, nullable=False),
)
Index("ix_todobot_conversations_active", conversations.c.last_active_at)


def _v1_tasks(conn: Connection) -> None:
    task_counters.create(conn, checkfirst=True)
    v1 = Table(tasks.name, MetaData(), *_task_columns(),
               UniqueConstraint(*TASKS_UNIQUE, name="uq_todobot_tasks_user_number"))
    v1.create(conn, checkfirst=True)
    Index("ix_todobot_tasks_user_status", v1.c.user_id, v1.c.status).create(conn, checkfirst=True)


def _v2_reminders(conn: Connection) -> None:
    reminders.create(conn, checkfirst=True)
    for index in reminders.indexes:
        index.create(conn, checkfirst=True)


def _v3_soft_delete(conn: Connection) -> None:
    conn.execute(text("ALTER TABLE todobot_tasks ADD COLUMN deleted_at TIMESTAMP WITH TIME ZONE"))


def _v4_idempotency_and_conversations(conn: Connection) -> None:
    for table in (idempotency, conversations):
        table.create(conn, checkfirst=True)
        for index in table.indexes:
            index.create(conn, checkfirst=True)


MIGRATIONS: list[Callable[[Connection], None]] = [
    _v1_tasks,
    _v2_reminders,
    _v3_soft_delete,
    _v4_idempotency_and_conversations,
]
LATEST_VERSION = len(MIGRATIONS)


def migrate(engine: Engine) -> int:
    """Bring the schema to `LATEST_VERSION` in place; safe to call from several processes at once."""
    with engine.begin() as conn:
        # One migrator at a time: the others wait, then find the schema current.
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(74236001)"))
        else:  # SQLite: take the write lock before reading the version (busy_timeout makes others wait)
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        schema_version.create(conn, checkfirst=True)
        current = conn.execute(select(schema_version.c.version)).scalar()
        if current is None:
            conn.execute(schema_version.insert().values(version=0))
            current = 0
        for version in range(current + 1, LATEST_VERSION + 1):
            MIGRATIONS[version - 1](conn)
            conn.execute(schema_version.update().values(version=version))
        return max(current, LATEST_VERSION)
