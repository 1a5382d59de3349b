"""TaskStore: the one object that owns the task SQL, for SQLite and PostgreSQL alike.

Every public method takes the user id and every query filters on it, so there is no way to see or touch
another user's task: it is simply "not found". The SQLite/PostgreSQL differences are confined to
`_make_engine` (connection pragmas) and `schema.migrate` (an advisory lock).
"""

from __future__ import annotations

import unicodedata
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine, and_, create_engine, event, insert, select, update
from sqlalchemy.exc import IntegrityError, OperationalError

from todobot.database_url import dialect_of, sqlalchemy_url, sqlite_path
from todobot.errors import DatabaseUnavailable
from todobot.tools import schema
from todobot.tools.models import (
    DESCRIPTION_MAX,
    REPEAT_COUNT_MAX,
    REPEAT_INTERVAL_MAX,
    TITLE_MAX,
    Reminder,
    StatusFilter,
    Task,
    TaskError,
)
from todobot.tools.schema import reminders, task_counters, tasks

NUMBER_MAX = 2**31 - 1  # task numbers are a 32-bit INTEGER column


def _now() -> datetime:
    return datetime.now(UTC)


def _make_engine(url: str) -> Engine:
    if dialect_of(url) == "sqlite":
        sqlite_path(url)  # creates the folder
        engine = create_engine(sqlalchemy_url(url), connect_args={"timeout": 15})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")  # readers never block the checkpointer's writer
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA busy_timeout=15000")
            cur.close()

        return engine
    return create_engine(sqlalchemy_url(url), pool_pre_ping=True, pool_size=5, max_overflow=5)


# --- validation: one place, friendly messages --------------------------------------------------


def check_user_id(user_id: str) -> str:
    try:
        return str(uuid.UUID(str(user_id)))
    except ValueError:
        raise TaskError("invalid_user", "That user id is not valid.") from None


def _without_control_chars(text: str) -> str:
    """Drop control characters (NUL, escapes, bells): PostgreSQL can't store NUL, and none are meant text."""
    return "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) != "Cc")


def clean_title(title: str | None) -> str:
    value = _without_control_chars(title or "").strip()
    if not value:
        raise TaskError("invalid_title", "A task needs a title.")
    if len(value) > TITLE_MAX:
        raise TaskError("invalid_title", f"That title is too long ({len(value)} characters; the limit is {TITLE_MAX}).")
    return value


def clean_description(description: str | None) -> str | None:
    if description is None:
        return None
    value = _without_control_chars(description).strip()
    if len(value) > DESCRIPTION_MAX:
        raise TaskError(
            "invalid_description",
            f"That description is too long ({len(value)} characters; the limit is {DESCRIPTION_MAX}).",
        )
    return value or None


def check_status(status: str) -> StatusFilter:
    if status not in ("all", "pending", "completed"):
        raise TaskError("invalid_status", "Status must be one of: all, pending, completed.")
    return status  # type: ignore[return-value]


def _task_where(user_id: str, task_id: str | int, *, deleted: bool = False) -> Any:
    """Match a task by UUID or by its number ("3" or "#3"), always within the user's own tasks.

    Deleted tasks are kept (so undo can bring them back with their number) but only `deleted=True`
    finds them.
    """
    visibility = tasks.c.deleted_at.is_not(None) if deleted else tasks.c.deleted_at.is_(None)
    ref = str(task_id).strip().lstrip("#")
    if ref.isdecimal():  # not isdigit(): "²" is a digit that int() refuses
        number = int(ref)
        if number > NUMBER_MAX:  # no such task, and the database's integer column would overflow
            raise TaskError("not_found", f"There is no task {number}.")
        return and_(tasks.c.user_id == user_id, visibility, tasks.c.number == number)
    try:
        ref = str(uuid.UUID(ref))
    except ValueError:
        raise TaskError("invalid_task_id", "A task is named by its id or its number, like 3.") from None
    return and_(tasks.c.user_id == user_id, visibility, tasks.c.id == ref)


def _to_task(row: Any) -> Task:
    return Task.model_validate(dict(row._mapping))


class TaskStore:
    """Task persistence for every user; safe to share across threads (SQLAlchemy pools connections)."""

    def __init__(self, database_url: str) -> None:
        self.database_url = database_url
        self.dialect = dialect_of(database_url)
        self.engine = _make_engine(database_url)
        try:
            self.schema_version = schema.migrate(self.engine)
        except OperationalError as exc:
            self.engine.dispose()
            where = database_url.rsplit("@", 1)[-1]  # never echo a password
            raise DatabaseUnavailable(f"Can't open the database at {where}: is it running and reachable?") from exc

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _tx(self) -> Iterator[Connection]:
        try:
            with self.engine.begin() as conn:
                yield conn
        except OperationalError as exc:
            raise TaskError("storage_unavailable", "The task database is not reachable right now.") from exc

    def _get(self, conn: Connection, user_id: str, task_id: str | int, *, deleted: bool = False) -> Task:
        row = conn.execute(select(tasks).where(_task_where(user_id, task_id, deleted=deleted))).first()
        if row is None:
            raise TaskError("not_found", f"There is no task {task_id}.")
        return _to_task(row)

    def _next_number(self, conn: Connection, user_id: str) -> int:
        bumped = conn.execute(
            update(task_counters)
            .where(task_counters.c.user_id == user_id)
            .values(last_number=task_counters.c.last_number + 1)
            .returning(task_counters.c.last_number)
        ).scalar()
        if bumped is not None:
            return int(bumped)
        conn.execute(insert(task_counters).values(user_id=user_id, last_number=1))
        return 1

    # --- the six tool operations ---------------------------------------------------------------

    def add_task(self, user_id: str, title: str, description: str | None = None) -> Task:
        user_id, title, description = check_user_id(user_id), clean_title(title), clean_description(description)
        for attempt in range(3):  # a concurrent first task for the same user may race on the counter row
            try:
                with self._tx() as conn:
                    now = _now()
                    values = {
                        "id": str(uuid.uuid4()),
                        "user_id": user_id,
                        "number": self._next_number(conn, user_id),
                        "title": title,
                        "description": description,
                        "status": "pending",
                        "created_at": now,
                        "updated_at": now,
                        "completed_at": None,
                    }
                    conn.execute(insert(tasks).values(**values))
                    return Task.model_validate(values)
            except IntegrityError:
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def list_tasks(self, user_id: str, status: str = "all") -> list[Task]:
        user_id, status = check_user_id(user_id), check_status(status)
        query = select(tasks).where(tasks.c.user_id == user_id, tasks.c.deleted_at.is_(None)).order_by(tasks.c.number)
        if status != "all":
            query = query.where(tasks.c.status == status)
        with self._tx() as conn:
            return [_to_task(row) for row in conn.execute(query)]

    def get_task(self, user_id: str, task_id: str | int) -> Task:
        with self._tx() as conn:
            return self._get(conn, check_user_id(user_id), task_id)

    def complete_task(self, user_id: str, task_id: str | int) -> Task:
        return self._set_status(user_id, task_id, "completed")

    def reopen_task(self, user_id: str, task_id: str | int) -> Task:
        """Undo of a completion: the task is pending again."""
        return self._set_status(user_id, task_id, "pending")

    def _set_status(self, user_id: str, task_id: str | int, status: str) -> Task:
        task = self.get_task(user_id, task_id)
        return task if task.status == status else self.update_task(user_id, task.id, status=status)

    def delete_task(self, user_id: str, task_id: str | int) -> Task:
        """Delete and return the task as it was. It disappears everywhere but `restore_task` (undo)."""
        user_id = check_user_id(user_id)
        with self._tx() as conn:
            task = self._get(conn, user_id, task_id)
            conn.execute(update(tasks).where(tasks.c.id == task.id).values(deleted_at=_now()))
            return task

    def restore_task(self, user_id: str, task_id: str | int) -> Task:
        """Undo of a delete: the task comes back with its id, number and status."""
        user_id = check_user_id(user_id)
        with self._tx() as conn:
            task = self._get(conn, user_id, task_id, deleted=True)
            conn.execute(update(tasks).where(tasks.c.id == task.id).values(deleted_at=None))
            return task

    def update_task(
        self,
        user_id: str,
        task_id: str | int,
        title: str | None = None,
        description: str | None = None,
        status: str | None = None,
        *,
        restore: bool = False,
    ) -> Task:
        """Change title, description and/or status (status "pending" reopens a completed task).

        With `restore`, the task must be a deleted one: it comes back and changes in one transaction, so a
        change that fails validation leaves it deleted.
        """
        user_id = check_user_id(user_id)
        changes: dict[str, Any] = {}
        if title is not None:
            changes["title"] = clean_title(title)
        if description is not None:
            changes["description"] = clean_description(description)
        if status is not None and status not in ("pending", "completed"):
            raise TaskError("invalid_status", "A task's status is pending or completed.")
        if not changes and status is None:
            raise TaskError("nothing_to_update", "Tell me the new title or description.")
        with self._tx() as conn:
            task = self._get(conn, user_id, task_id, deleted=restore)
            changes["updated_at"] = _now()
            if status is not None and status != task.status:
                changes["status"] = status
                changes["completed_at"] = changes["updated_at"] if status == "completed" else None
            undelete = {"deleted_at": None} if restore else {}
            conn.execute(update(tasks).where(tasks.c.id == task.id).values(**changes, **undelete))
            return task.model_copy(update=changes)

    def schedule_reminder(
        self,
        user_id: str,
        task_id: str | int,
        remind_at: datetime,
        repeat_interval_minutes: int | None = None,
        repeat_count: int | None = None,
    ) -> Reminder:
        user_id = check_user_id(user_id)
        if remind_at.tzinfo is None:
            raise TaskError("invalid_reminder", "The reminder time needs a time zone (ISO-8601 with an offset).")
        remind_at = remind_at.astimezone(UTC)
        if repeat_interval_minutes is not None and not 1 <= repeat_interval_minutes <= REPEAT_INTERVAL_MAX:
            raise TaskError(
                "invalid_reminder", f"A reminder can repeat at most every {REPEAT_INTERVAL_MAX} minutes (once a day)."
            )
        if repeat_count is not None and not 1 <= repeat_count <= REPEAT_COUNT_MAX:
            raise TaskError("invalid_reminder", f"A reminder can repeat at most {REPEAT_COUNT_MAX} times.")
        if repeat_count is not None and repeat_interval_minutes is None:
            raise TaskError("invalid_reminder", "Say how often it should repeat, e.g. every 60 minutes.")
        with self._tx() as conn:
            task = self._get(conn, user_id, task_id)
            values = {
                "id": str(uuid.uuid4()),
                "user_id": user_id,
                "task_id": task.id,
                "remind_at": remind_at,
                "repeat_interval_minutes": repeat_interval_minutes,
                "repeat_count": repeat_count,
                "fired_count": 0,
                "next_at": remind_at,
                "created_at": _now(),
            }
            conn.execute(insert(reminders).values(**values))
            return Reminder(task_number=task.number, task_title=task.title, **values)

    # --- reminders coming due --------------------------------------------------------------------

    def take_due_reminders(self, user_id: str, now: datetime | None = None) -> list[Reminder]:
        """Reminders due at `now`, each advanced to its next repeat (or retired), so each fires once."""
        user_id, now = check_user_id(user_id), now or _now()
        query = (
            select(reminders, tasks.c.number.label("task_number"), tasks.c.title.label("task_title"))
            .join(tasks, tasks.c.id == reminders.c.task_id)
            .where(reminders.c.user_id == user_id, reminders.c.next_at.is_not(None), reminders.c.next_at <= now)
            .where(tasks.c.deleted_at.is_(None), tasks.c.status == "pending")
            .order_by(reminders.c.next_at)
        )
        due: list[Reminder] = []
        with self._tx() as conn:
            for row in conn.execute(query).all():
                data = dict(row._mapping)
                fired = data["fired_count"] + 1
                repeats_left = (data["repeat_count"] or 0) - (fired - 1)
                interval = data["repeat_interval_minutes"]
                next_at = data["next_at"] + timedelta(minutes=interval) if interval and repeats_left > 0 else None
                conn.execute(
                    update(reminders).where(reminders.c.id == data["id"]).values(fired_count=fired, next_at=next_at)
                )
                data.pop("next_at")
                data.pop("user_id")
                due.append(Reminder.model_validate({**data, "fired_count": fired}))
        return due
