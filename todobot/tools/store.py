"""TaskStore: the one object that owns the task SQL, for SQLite and PostgreSQL alike.

Every public method takes the user id and every query filters on it, so there is no way to see or touch
another user's task: it is simply "not found". The SQLite/PostgreSQL differences are confined to
`_make_engine` (connection pragmas) and `schema.migrate` (an advisory lock).
"""

from __future__ import annotations

import unicodedata
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from pydantic import BaseModel
from sqlalchemy import Connection, Engine, and_, create_engine, delete, event, insert, select, update
from sqlalchemy.exc import IntegrityError, OperationalError

from todobot.database_url import SQLITE_SYNCHRONOUS, dialect_of, sqlalchemy_url, sqlite_path
from todobot.errors import DatabaseUnavailable
from todobot.tools import schema
from todobot.tools.models import (
    ACKNOWLEDGE_MAX,
    DESCRIPTION_MAX,
    REPEAT_COUNT_MAX,
    REPEAT_INTERVAL_MAX,
    TITLE_MAX,
    AcknowledgedReminder,
    Acknowledgement,
    DueReminder,
    Reminder,
    ReminderOccurrence,
    StatusFilter,
    Task,
    TaskChange,
    TaskError,
)
from todobot.tools.schema import conversations, idempotency, reminders, task_counters, tasks

Result = TypeVar("Result", bound=BaseModel)
IDEMPOTENCY_KEY_MAX = 200
ACTIVITY_RESOLUTION = timedelta(minutes=5)  # how stale a conversation's last_active_at may get

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
            cur.execute(f"PRAGMA synchronous={SQLITE_SYNCHRONOUS}")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA busy_timeout=15000")
            cur.close()

        return engine
    return create_engine(sqlalchemy_url(url), pool_pre_ping=True, pool_size=4, max_overflow=4)


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


def check_idempotency_key(key: str | None) -> str | None:
    if key is None:
        return None
    if not isinstance(key, str) or not key.strip() or len(key) > IDEMPOTENCY_KEY_MAX:
        raise TaskError("idempotency_conflict", f"An idempotency key is 1-{IDEMPOTENCY_KEY_MAX} characters.")
    return key


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


def _aware(when: datetime) -> datetime:
    if when.tzinfo is None:
        raise TaskError("invalid_reminder", "A time needs a time zone (ISO-8601 with an offset).")
    return when.astimezone(UTC)


def _check_occurrences(occurrences: Sequence[ReminderOccurrence]) -> list[ReminderOccurrence]:
    """The occurrences to acknowledge, ids normalised and times in UTC; malformed ones are refused."""
    if len(occurrences) > ACKNOWLEDGE_MAX:
        raise TaskError("invalid_reminder", f"Acknowledge at most {ACKNOWLEDGE_MAX} reminders at once.")
    checked = []
    for occurrence in occurrences:
        try:
            reminder_id = str(uuid.UUID(str(occurrence.id)))
        except ValueError:
            raise TaskError("invalid_reminder", "A reminder is named by its id, as listed when due.") from None
        checked.append(ReminderOccurrence(id=reminder_id, due_at=_aware(occurrence.due_at)))
    return checked


def _after_occurrence(row: Any) -> tuple[int, datetime | None]:
    """A reminder's `fired_count` and `next_at` once its current occurrence is acknowledged.

    A reminder fires at `remind_at`, then `repeat_count` more times every `repeat_interval_minutes`.
    """
    fired = row.fired_count + 1
    repeats_left = (row.repeat_count or 0) - (fired - 1)
    interval = row.repeat_interval_minutes
    next_at = row.next_at + timedelta(minutes=interval) if interval and repeats_left > 0 else None
    return fired, next_at


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

    def _once(
        self,
        user_id: str,
        idempotency_key: str | None,
        operation: str,
        result_type: type[Result],
        change: Callable[[Connection], Result],
    ) -> Result:
        """Run `change` in one transaction, recording its result under `idempotency_key` in that same
        transaction; a repeat of the key returns the recorded result and changes nothing.

        This is what makes a turn safe to retry after a crash between "the tool ran" and "the conversation
        was saved": the retried call replays instead of adding the task twice.
        """
        key = check_idempotency_key(idempotency_key)
        for attempt in range(3):  # a concurrent twin (same key, or a user's first task) may win a unique race
            try:
                with self._tx() as conn:
                    if key is not None:
                        done = conn.execute(
                            select(idempotency.c.operation, idempotency.c.result).where(
                                idempotency.c.user_id == user_id, idempotency.c.key == key
                            )
                        ).first()
                        if done is not None:
                            if done.operation != operation:
                                raise TaskError("idempotency_conflict",
                                                "That request id was already used for something else.")
                            return result_type.model_validate_json(done.result)
                    result = change(conn)
                    if key is not None:
                        conn.execute(insert(idempotency).values(
                            user_id=user_id, key=key, operation=operation,
                            result=result.model_dump_json(), created_at=_now(),
                        ))
                    return result
            except IntegrityError:
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    # --- the six tool operations ---------------------------------------------------------------

    def add_task(
        self, user_id: str, title: str, description: str | None = None, *, idempotency_key: str | None = None
    ) -> Task:
        user_id, title, description = check_user_id(user_id), clean_title(title), clean_description(description)

        def change(conn: Connection) -> Task:
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

        return self._once(user_id, idempotency_key, "add_task", Task, change)

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

    def complete_task(self, user_id: str, task_id: str | int, *, idempotency_key: str | None = None) -> TaskChange:
        """Mark done; completing a completed task changes nothing (`previous.status` tells)."""
        return self.update_task(user_id, task_id, status="completed", idempotency_key=idempotency_key)

    def reopen_task(self, user_id: str, task_id: str | int, *, idempotency_key: str | None = None) -> TaskChange:
        """Undo of a completion: the task is pending again."""
        return self.update_task(user_id, task_id, status="pending", idempotency_key=idempotency_key)

    def delete_task(self, user_id: str, task_id: str | int, *, idempotency_key: str | None = None) -> Task:
        """Delete and return the task as it was. It disappears everywhere but `restore_task` (undo)."""
        user_id = check_user_id(user_id)

        def change(conn: Connection) -> Task:
            task = self._get(conn, user_id, task_id)
            conn.execute(update(tasks).where(tasks.c.id == task.id).values(deleted_at=_now()))
            return task

        return self._once(user_id, idempotency_key, "delete_task", Task, change)

    def restore_task(self, user_id: str, task_id: str | int, *, idempotency_key: str | None = None) -> Task:
        """Undo of a delete: the task comes back with its id, number and status."""
        user_id = check_user_id(user_id)

        def change(conn: Connection) -> Task:
            task = self._get(conn, user_id, task_id, deleted=True)
            conn.execute(update(tasks).where(tasks.c.id == task.id).values(deleted_at=None))
            return task

        return self._once(user_id, idempotency_key, "restore_task", Task, change)

    def update_task(
        self,
        user_id: str,
        task_id: str | int,
        title: str | None = None,
        description: str | None = None,
        status: str | None = None,
        *,
        idempotency_key: str | None = None,
        restore: bool = False,
    ) -> TaskChange:
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

        def change(conn: Connection) -> TaskChange:
            task = self._get(conn, user_id, task_id, deleted=restore)
            if status is not None and status != task.status:
                changes["status"] = status
                changes["completed_at"] = _now() if status == "completed" else None
            if not changes:  # e.g. completing a completed task: nothing to write
                return TaskChange(task=task, previous=task)
            changes["updated_at"] = _now()
            undelete = {"deleted_at": None} if restore else {}
            conn.execute(update(tasks).where(tasks.c.id == task.id).values(**changes, **undelete))
            return TaskChange(task=task.model_copy(update=changes), previous=task)

        return self._once(user_id, idempotency_key, "update_task", TaskChange, change)

    def schedule_reminder(
        self,
        user_id: str,
        task_id: str | int,
        remind_at: datetime,
        repeat_interval_minutes: int | None = None,
        repeat_count: int | None = None,
        *,
        idempotency_key: str | None = None,
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

        def change(conn: Connection) -> Reminder:
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

        return self._once(user_id, idempotency_key, "schedule_reminder", Reminder, change)

    # --- reminders coming due --------------------------------------------------------------------
    #
    # A reminder's `next_at` is its next unacknowledged occurrence (None once it is used up). Listing
    # reads it; acknowledging an occurrence moves it on, so a turn that fails before acknowledging leaves
    # its reminders to be shown again.

    def due_reminders(self, user_id: str, now: datetime | None = None) -> list[DueReminder]:
        """The occurrences due at `now` and not acknowledged yet, oldest first; reads only."""
        user_id, now = check_user_id(user_id), _aware(now or _now())
        with self._tx() as conn:
            return self._due(conn, user_id, now)

    def acknowledge_reminders(
        self,
        user_id: str,
        occurrences: Sequence[ReminderOccurrence],
        now: datetime | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> Acknowledgement:
        """Mark these occurrences shown: a one-off reminder is done, a repeating one moves to its next time.

        Only an occurrence that is this user's, due at `now` and still the reminder's current one changes
        anything; any other (acknowledged already, a stale one of a repeating reminder, not due yet,
        another user's) is reported unchanged, not refused. So acknowledging twice is harmless, and an old
        acknowledgement never skips an occurrence the user hasn't seen.
        """
        user_id, now = check_user_id(user_id), _aware(now or _now())
        wanted = _check_occurrences(occurrences)

        def change(conn: Connection) -> Acknowledgement:
            return self._acknowledge(conn, user_id, wanted, now)

        return self._once(user_id, idempotency_key, "acknowledge_reminders", Acknowledgement, change)

    def _due(self, conn: Connection, user_id: str, now: datetime) -> list[DueReminder]:
        query = (
            select(reminders, tasks.c.number.label("task_number"), tasks.c.title.label("task_title"))
            .join(tasks, tasks.c.id == reminders.c.task_id)
            .where(reminders.c.user_id == user_id, reminders.c.next_at.is_not(None), reminders.c.next_at <= now)
            .where(tasks.c.deleted_at.is_(None), tasks.c.status == "pending")
            .order_by(reminders.c.next_at, reminders.c.created_at)
        )
        due = []
        for row in conn.execute(query):
            data = dict(row._mapping)
            data.pop("user_id")
            data["due_at"] = data.pop("next_at")
            due.append(DueReminder.model_validate(data))
        return due

    def _acknowledge(
        self, conn: Connection, user_id: str, occurrences: Sequence[ReminderOccurrence], now: datetime
    ) -> Acknowledgement:
        done = Acknowledgement()
        for occurrence in occurrences:
            current = and_(
                reminders.c.id == occurrence.id,
                reminders.c.user_id == user_id,  # another user's reminder is simply not found
                reminders.c.next_at == occurrence.due_at,  # not acknowledged yet, and not a stale occurrence
                reminders.c.next_at <= now,
            )
            row = conn.execute(select(reminders).where(current)).first()
            if row is None:
                done.unchanged.append(occurrence)
                continue
            fired, next_at = _after_occurrence(row)
            moved = conn.execute(
                update(reminders)
                .where(current, reminders.c.fired_count == row.fired_count)  # a concurrent twin may have won
                .values(fired_count=fired, next_at=next_at)
            ).rowcount
            if moved:
                done.acknowledged.append(AcknowledgedReminder(**occurrence.model_dump(), next_due_at=next_at))
            else:
                done.unchanged.append(occurrence)
        return done

    # --- conversations and retention -----------------------------------------------------------

    def claim_conversation(self, thread_id: str, user_id: str) -> str:
        """The owner of conversation `thread_id`, recording `user_id` as owner if it is new.

        A conversation belongs to the user who started it; the caller refuses anyone else. Activity is
        refreshed at most every few minutes, so a turn normally costs one indexed read here.
        """
        user_id, now = check_user_id(user_id), _now()
        with self._tx() as conn:
            row = conn.execute(
                select(conversations.c.user_id, conversations.c.last_active_at).where(
                    conversations.c.thread_id == thread_id
                )
            ).first()
            if row is None:
                conn.execute(
                    self._insert_ignoring_duplicates(conversations).values(
                        thread_id=thread_id, user_id=user_id, created_at=now, last_active_at=now
                    )
                )
                return conn.execute(
                    select(conversations.c.user_id).where(conversations.c.thread_id == thread_id)
                ).scalar_one()
            if row.user_id == user_id and now - row.last_active_at > ACTIVITY_RESOLUTION:
                conn.execute(
                    update(conversations).where(conversations.c.thread_id == thread_id).values(last_active_at=now)
                )
            return str(row.user_id)

    def _insert_ignoring_duplicates(self, table: Any) -> Any:
        if self.dialect == "postgresql":
            from sqlalchemy.dialects.postgresql import insert as pg_insert

            return pg_insert(table).on_conflict_do_nothing()
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        return sqlite_insert(table).on_conflict_do_nothing()

    def idle_conversations(self, idle_since: datetime, limit: int = 1000) -> list[str]:
        """Conversations nobody has used since `idle_since`, oldest first."""
        query = (
            select(conversations.c.thread_id)
            .where(conversations.c.last_active_at < idle_since)
            .order_by(conversations.c.last_active_at)
            .limit(limit)
        )
        with self._tx() as conn:
            return [str(thread_id) for thread_id in conn.execute(query).scalars()]

    def forget_conversations(self, thread_ids: list[str]) -> None:
        with self._tx() as conn:
            conn.execute(delete(conversations).where(conversations.c.thread_id.in_(thread_ids)))

    def purge_before(self, cutoff: datetime) -> dict[str, int]:
        """Drop what only mattered for a while: idempotency records and soft-deleted tasks older than `cutoff`."""
        with self._tx() as conn:
            keys = conn.execute(delete(idempotency).where(idempotency.c.created_at < cutoff)).rowcount
            deleted = conn.execute(
                delete(tasks).where(tasks.c.deleted_at.is_not(None), tasks.c.deleted_at < cutoff)
            ).rowcount
        return {"idempotency_keys": keys, "deleted_tasks": deleted}
