"""Table definitions and the versioned, in-place schema migrations.

One SQLAlchemy Core description serves SQLite and PostgreSQL. Each migration is a function applied once,
in order, recorded in `schema_version`; adding a column later (due dates, priorities, tags) is a new
function appended to `MIGRATIONS`, never a fresh database.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    DateTime,
    Engine,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    SmallInteger,
    String,
    Table,
    Text,
    TypeDecorator,
    UniqueConstraint,
    false,
    select,
    text,
)

from todobot.tools.words import word_rows  # the one tokenizer: the store indexes new words with it too


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
    # v5: when it is due (UTC, with the zone it was given in; a whole day is that day's local midnight),
    # how it repeats (RFC 5545 RRULE text, see todobot.recurrence) and how important it is (0 none - 3 high).
    Column("due_at", UTCDateTime, nullable=True),
    Column("due_zone", String(64), nullable=True),
    Column("due_all_day", Boolean, nullable=False, server_default=false()),
    Column("repeat_rule", String(200), nullable=True),
    Column("priority", SmallInteger, nullable=False, server_default=text("0")),
    UniqueConstraint(*TASKS_UNIQUE, name="uq_todobot_tasks_user_number"),
)
# v7: the user's live tasks (deleted ones left out) in number order, all of them and by status. A list reads its
# page from one of them in order, a look-up by number or a COUNT reads them alone. Being partial, they match the
# queries' `deleted_at IS NULL` whatever the planner's statistics say: PostgreSQL without statistics (a table
# just filled) took v6's (user_id, status, deleted_at) index for every list and sorted all of a user's tasks to
# return the first page.
_LIVE = tasks.c.deleted_at.is_(None)
Index("ix_todobot_tasks_live_number", tasks.c.user_id, tasks.c.number, postgresql_where=_LIVE, sqlite_where=_LIVE)
Index("ix_todobot_tasks_live_status_number", tasks.c.user_id, tasks.c.status, tasks.c.number,
      postgresql_where=_LIVE, sqlite_where=_LIVE)
Index("ix_todobot_tasks_user_due", tasks.c.user_id, tasks.c.due_at)
Index("ix_todobot_tasks_user_priority", tasks.c.user_id, tasks.c.priority)

# v5: the words of each task's title and description, for searches that stay in SQL. `word` serves prefix
# look-ups and `rword` (the word reversed) suffix look-ups, so a typo early or late in a word still finds
# it; PostgreSQL compares them bytewise ("C") so a prefix range is an index range whatever the locale.
WORD = String(64).with_variant(String(64, collation="C"), "postgresql")
task_words = Table(
    "todobot_task_words",
    metadata,
    Column("task_id", String(36), ForeignKey("todobot_tasks.id", ondelete="CASCADE"), primary_key=True),
    Column("word", WORD, primary_key=True),
    Column("user_id", String(64), nullable=False),
    Column("rword", WORD, nullable=False),
)
Index("ix_todobot_task_words_user_word", task_words.c.user_id, task_words.c.word)
Index("ix_todobot_task_words_user_rword", task_words.c.user_id, task_words.c.rword)

user_settings = Table(  # v5: per-user preferences (the time zone dates are read and shown in)
    "todobot_user_settings",
    metadata,
    Column("user_id", String(64), primary_key=True),
    Column("timezone", String(64), nullable=True),
    Column("updated_at", UTCDateTime, nullable=False),
)

def _reminder_columns() -> list[Column]:
    """The reminder table as version 2 created it (fresh objects each call)."""
    return [
        Column("id", String(36), primary_key=True),
        Column("user_id", String(64), nullable=False),
        Column("task_id", String(36), ForeignKey("todobot_tasks.id", ondelete="CASCADE"), nullable=False),
        Column("remind_at", UTCDateTime, nullable=False),
        Column("repeat_interval_minutes", Integer, nullable=True),
        Column("repeat_count", Integer, nullable=True),
        Column("fired_count", Integer, nullable=False, default=0),
        Column("next_at", UTCDateTime, nullable=True),
        Column("created_at", UTCDateTime, nullable=False),
    ]


reminders = Table(
    "todobot_reminders",
    metadata,
    *_reminder_columns(),
    Column("repeat_rule", String(200), nullable=True),  # v5: an RRULE instead of a minute interval
    Column("timezone", String(64), nullable=True),  # v5: the zone whose wall clock the rule follows
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
    v2 = Table(reminders.name, MetaData(), *_reminder_columns())
    # the v2 table refers to todobot_tasks; a bare MetaData needs to know that table exists
    Table(tasks.name, v2.metadata, Column("id", String(36), primary_key=True))
    v2.create(conn, checkfirst=True)
    Index("ix_todobot_reminders_user_next", v2.c.user_id, v2.c.next_at).create(conn, checkfirst=True)


def _v3_soft_delete(conn: Connection) -> None:
    conn.execute(text("ALTER TABLE todobot_tasks ADD COLUMN deleted_at TIMESTAMP WITH TIME ZONE"))


def _v4_idempotency_and_conversations(conn: Connection) -> None:
    for table in (idempotency, conversations):
        table.create(conn, checkfirst=True)
        for index in table.indexes:
            index.create(conn, checkfirst=True)


def _v5_task_fields(conn: Connection) -> None:
    """Due dates, repeats, priorities, the word index (filled for existing tasks) and user settings."""
    for ddl in (
        "ALTER TABLE todobot_tasks ADD COLUMN due_at TIMESTAMP WITH TIME ZONE",
        "ALTER TABLE todobot_tasks ADD COLUMN due_zone VARCHAR(64)",
        "ALTER TABLE todobot_tasks ADD COLUMN due_all_day BOOLEAN NOT NULL DEFAULT FALSE",
        "ALTER TABLE todobot_tasks ADD COLUMN repeat_rule VARCHAR(200)",
        "ALTER TABLE todobot_tasks ADD COLUMN priority SMALLINT NOT NULL DEFAULT 0",
        "ALTER TABLE todobot_reminders ADD COLUMN repeat_rule VARCHAR(200)",
        "ALTER TABLE todobot_reminders ADD COLUMN timezone VARCHAR(64)",
    ):
        conn.execute(text(ddl))
    for index in tasks.indexes:
        index.create(conn, checkfirst=True)
    for table in (task_words, user_settings):
        table.create(conn, checkfirst=True)
        for index in table.indexes:
            index.create(conn, checkfirst=True)
    existing = conn.execute(select(tasks.c.id, tasks.c.user_id, tasks.c.title, tasks.c.description))
    for batch in existing.partitions(500):
        rows = [row for task in batch for row in word_rows(task.id, task.user_id, task.title, task.description)]
        if rows:
            conn.execute(task_words.insert(), rows)


def _v6_covering_count_index(conn: Connection) -> None:
    """The (user, status) index gains `deleted_at`, so counting a user's live tasks needs no table reads."""
    for index in tasks.indexes:
        index.create(conn, checkfirst=True)
    conn.execute(text("DROP INDEX IF EXISTS ix_todobot_tasks_user_status"))


def _v7_live_status_number_index(conn: Connection) -> None:
    """The v6 count index gives way to two partial indexes of live tasks, (user, number) and (user, status,
    number): pages in order, look-ups by number and counts, with or without planner statistics."""
    for index in tasks.indexes:
        index.create(conn, checkfirst=True)
    conn.execute(text("DROP INDEX IF EXISTS ix_todobot_tasks_user_status_live"))


MIGRATIONS: list[Callable[[Connection], None]] = [
    _v1_tasks,
    _v2_reminders,
    _v3_soft_delete,
    _v4_idempotency_and_conversations,
    _v5_task_fields,
    _v6_covering_count_index,
    _v7_live_status_number_index,
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
