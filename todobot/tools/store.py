"""TaskStore: the one object that owns the task SQL, for SQLite and PostgreSQL alike.

Every public method takes the user id and every query filters on it, so there is no way to see or touch
another user's task: it is simply "not found". The SQLite/PostgreSQL differences are confined to
`_make_engine` (connection pragmas), `_insert_ignoring_duplicates`, `schema` (an advisory lock, a
bytewise collation for the word index) and how a search reaches its tasks (`listing.searched`).
"""

from __future__ import annotations

import unicodedata
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from functools import partial
from typing import Any, TypeVar
from zoneinfo import ZoneInfo

from pydantic import BaseModel
from sqlalchemy import (
    ColumnElement,
    Connection,
    Engine,
    Select,
    and_,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    true,
    update,
)
from sqlalchemy.exc import IntegrityError, OperationalError

from todobot import recurrence
from todobot.database_url import SQLITE_SYNCHRONOUS, dialect_of, sqlalchemy_url, sqlite_path
from todobot.due import Due, DueError, parse_due
from todobot.errors import DatabaseUnavailable
from todobot.priority import LEVELS, NAMES, PriorityError
from todobot.priority import normalise as normalise_priority
from todobot.recurrence import RepeatError
from todobot.timezones import UnknownTimezone, canonical_zone, zone
from todobot.tools import listing, schema
from todobot.tools.models import (
    ACKNOWLEDGE_MAX,
    DESCRIPTION_MAX,
    LIST_LIMIT_DEFAULT,
    REPEAT_COUNT_MAX,
    REPEAT_INTERVAL_MAX,
    TITLE_MAX,
    AcknowledgedReminder,
    Acknowledgement,
    DueReminder,
    MovedReminder,
    ReaimedReminder,
    Reminder,
    ReminderOccurrence,
    StatusFilter,
    Task,
    TaskChange,
    TaskError,
    TaskPage,
    ZoneSetting,
)
from todobot.tools.schema import (
    conversations,
    idempotency,
    reminders,
    task_counters,
    task_words,
    tasks,
    user_settings,
)
from todobot.tools.words import word_rows

Result = TypeVar("Result", bound=BaseModel)


class Unset:
    """The default of an update argument that was not given (None means "clear it")."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = Unset()
IDEMPOTENCY_KEY_MAX = 200
ACTIVITY_RESOLUTION = timedelta(minutes=5)  # how stale a conversation's last_active_at may get

NUMBER_MAX = listing.NUMBER_MAX


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
    # No server-side prepared statements (psycopg prepares a query run 5 times on a connection): PostgreSQL then
    # plans each query for its own values and the tables as they are. A prepared statement soon gets a generic
    # plan, made once for any user and kept until the table's statistics change: made while the tables were
    # small, it seq-scanned them when a user had 10,000 tasks (a search 6 → 40 ms), and one plan for every user
    # fits a table where one user has 10,000 tasks and most have ten badly. Planning costs ~0.1 ms a query.
    return create_engine(sqlalchemy_url(url), pool_pre_ping=True, pool_size=4, max_overflow=4,
                         connect_args={"prepare_threshold": None})


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
    return _task_from(dict(row._mapping))


def _task_from(columns: dict[str, Any]) -> Task:
    """A `Task` from a row's columns (the column names differ from the model's in places)."""
    data = dict(columns)
    data.pop("user_id", None)
    data.pop("deleted_at", None)
    data["repeat"] = data.pop("repeat_rule", None)
    data["priority"] = NAMES.get(int(data.get("priority") or 0), "none")
    data["due_all_day"] = bool(data.get("due_all_day"))
    return Task.model_validate(data)


def _move_reminders_with_due(conn: Connection, task: Task, new_due: datetime) -> None:
    """A task's due moved (done for this week, or moved to friday): its one-off reminders still to come for that
    due move by as much, so "the day before" or "an hour before" stays true and a weekly task done early is not
    reminded about again this week. For that due means before the new due when it moved later, or up to the end
    of the old due (its day, for a whole-day due) when it moved earlier. Repeating reminders keep their own rule."""
    assert task.due_at is not None
    delta = new_due - task.due_at
    until = new_due if delta > timedelta(0) else task.due_at + (timedelta(days=1) if task.due_all_day else timedelta(0))
    for row in conn.execute(select(reminders.c.id, reminders.c.remind_at, reminders.c.next_at).where(
            reminders.c.task_id == task.id, reminders.c.repeat_rule.is_(None),
            reminders.c.repeat_interval_minutes.is_(None), reminders.c.next_at.is_not(None),
            reminders.c.next_at < until)):
        conn.execute(update(reminders).where(reminders.c.id == row.id).values(
            remind_at=row.remind_at + delta, next_at=row.next_at + delta))


def _reminders_follow_repeat(conn: Connection, task: Task, new_rule: str, new_due: datetime | None,
                             now: datetime) -> None:
    """A repeating task given a new repeat ("make the van check every 2 weeks"): its repeating reminders that went
    with the old repeat (the same days, at any time of day) take the new one at their own time, counted from the
    task's new due, so the task and its reminder never drift apart. Reminders on a rule of their own stay."""
    if not task.repeat or new_due is None:
        return
    same_days = replace(recurrence.parse(task.repeat), byhour=(), byminute=())
    for row in conn.execute(select(reminders.c.id, reminders.c.repeat_rule, reminders.c.timezone).where(
            reminders.c.task_id == task.id, reminders.c.repeat_rule.is_not(None), reminders.c.next_at.is_not(None))):
        own = recurrence.parse(row.repeat_rule)
        if replace(own, byhour=(), byminute=()) != same_days:
            continue
        rule = recurrence.parse(new_rule)
        if own.has_time and len(own.byhour) == 1:  # the reminder keeps its own time of day
            rule = replace(rule, byhour=own.byhour, byminute=own.byminute or (0,))
        tz = zone(row.timezone or "UTC")
        start = recurrence.day_start(new_due.astimezone(tz).date(), tz)
        found = recurrence.first_from(rule, start, now, tz)
        if found is None:
            continue
        conn.execute(update(reminders).where(reminders.c.id == row.id).values(
            repeat_rule=rule.text(), remind_at=found.astimezone(UTC), next_at=found.astimezone(UTC), fired_count=0))


def _due_columns(due: Due | None) -> dict[str, Any]:
    return {"due_at": due.at if due else None, "due_zone": due.zone if due else None,
            "due_all_day": bool(due and due.all_day)}


def check_zone(name: str) -> str:
    """An IANA zone name, canonically spelled; TaskError("invalid_timezone") otherwise."""
    try:
        return canonical_zone(name)
    except UnknownTimezone as exc:
        raise TaskError("invalid_timezone", str(exc)) from None


def check_priority(value: str | None) -> int:
    try:
        return LEVELS[normalise_priority(value)]
    except PriorityError as exc:
        raise TaskError("invalid_priority", str(exc)) from None


def check_repeat(value: str) -> recurrence.Rule:
    try:
        return recurrence.parse(value)
    except RepeatError as exc:
        raise TaskError("invalid_repeat", str(exc)) from None


def check_due(value: str | date | datetime, zone_name: str, now: datetime, *, allow_past: bool = False) -> Due:
    """A due from ISO text, natural language (“next friday 5pm”), a date or a datetime; never in the past
    unless `allow_past` (undo putting back a date that has passed since)."""
    if isinstance(value, str):
        try:
            return parse_due(value, zone_name, now, allow_past=allow_past)
        except DueError as exc:
            raise TaskError("invalid_due", str(exc)) from None
    if not isinstance(value, date):
        raise TaskError("invalid_due", "A due date is a date, a date and time, or words like “next friday 5pm”.")
    due = Due.of(value, zone_name)
    if due.is_past(now) and not allow_past:
        raise TaskError("invalid_due", f"{due.text(now)} has already passed: give a date from now on.")
    return due


def _first_due(rule: recurrence.Rule, due: Due | None, zone_name: str, now: datetime, *,
               replacing: recurrence.Rule | None = None) -> Due | None:
    """Where a repeating task starts: its own due (moved onto the rule's first time of that day when the
    rule names times and the due is a whole day), else the rule's first occurrence from today on.

    `replacing` a rule, with the due left as it was, a due the new rule would not land on moves to the new rule's
    first occurrence after the old rule's last one (the one done): "walk luna should repeat every day at 8" moves
    tomorrow's 7:00 to 8:00, and a weekly thursday order due next week, made "every wednesday", lands on the
    coming wednesday, not the one after next thursday. A due the new rule lands on, with none of its times in
    between, stands: a weekly monday task made "every 2 weeks on monday" stays due this monday.
    """
    tz = zone(zone_name)
    if replacing is not None and due is not None and not (rule.byday or rule.bymonthday or rule.bymonth
                                                          or rule.has_time):
        return due  # "actually make that monthly": a repeat naming no day or time counts from the due as it is
    if replacing is not None and due is not None:
        anchor = _after_last_done(replacing, due, now, tz)
        on_rule = recurrence.lands_on(rule, due.local, tz)
        before = recurrence.previous_before(rule, due.local, tz) if on_rule else None
        # the due stands when the new rule lands on it and has no time of its own between the one done and it:
        # "make the van check every 2 weeks" keeps monday's, and the fortnight counts from there
        if not (due.all_day and not rule.has_time) and on_rule and (before is None or before.date() < anchor):
            return due
        if due.all_day and not rule.has_time:  # "every monday" → "every friday"
            found = recurrence.first_on_or_after(rule, recurrence.day_start(anchor, tz), tz)
            if found is not None and found.date() != due.local.date():
                return Due.of(found.date(), zone_name)
        else:
            start = recurrence.day_start(anchor, tz) if rule.has_time else datetime.combine(anchor, due.local.timetz())
            found = recurrence.first_from(rule, start, now, tz)
            if found is not None:
                return Due.of(found, zone_name)
    if due is not None and not (due.all_day and rule.has_time):
        return due
    if due is not None:
        start = due.local
    elif rule.has_time:
        start = now.astimezone(tz).replace(second=0, microsecond=0)
    else:
        start = recurrence.day_start(now.astimezone(tz).date(), tz)
    found = recurrence.first_on_or_after(rule, start, tz)
    if found is None:
        raise TaskError("invalid_repeat", "That repeat has no dates left.")
    return Due.of(found if rule.has_time else found.date(), zone_name)


def _task_fields(changes: dict[str, Any]) -> dict[str, Any]:
    """Column changes as `Task` field updates."""
    fields = dict(changes)
    if "repeat_rule" in fields:
        fields["repeat"] = fields.pop("repeat_rule")
    if "priority" in fields:
        fields["priority"] = NAMES[fields["priority"]]
    return fields


def _dates_after(task: Task, due: Due | Unset | None, rule: recurrence.Rule | Unset | None, zone_name: str,
                 now: datetime) -> dict[str, Any]:
    """The due and repeat columns after an update that gave a new `due` and/or `rule` (UNSET: unchanged)."""
    current_rule = check_repeat(task.repeat) if task.repeat else None
    when = task.due_value if isinstance(due, Unset) else due
    if isinstance(rule, Unset):
        rule = None if due is None else current_rule  # a repeat counts from the due: no due, no repeat
    if rule is not None and (when is None or rule is not current_rule):
        when = _first_due(rule, when, zone_name, now, replacing=current_rule if isinstance(due, Unset) else None)
    return {**_due_columns(when), "repeat_rule": rule.text() if rule else None}


def _after_last_done(rule: recurrence.Rule, due: Due, now: datetime, tz: ZoneInfo) -> date:
    """The day after the occurrence `rule` had before `due` (the one last done), but never before today."""
    last = recurrence.previous_before(rule, due.local, tz)
    start = last.date() + timedelta(days=1) if last is not None else due.local.date()
    return max(min(start, due.local.date()), now.astimezone(tz).date())


def _next_due(task: Task, rule: recurrence.Rule, now: datetime) -> tuple[Due, recurrence.Rule] | None:
    """A repeating task's due after completing it: the rule's first occurrence after both its due and now
    (a whole day: after today), with a COUNT shrunk by the occurrences passed; None when the rule has ended."""
    due = task.due_value
    assert due is not None
    tz = zone(due.zone)
    local_now = now.astimezone(tz)
    floor = recurrence.day_start(local_now.date(), tz) if due.all_day else local_now
    after = max(due.local, floor)
    found = recurrence.next_after(rule, due.local, after, tz)
    if found is None:
        return None
    moved = Due.of(found.date() if due.all_day and not rule.has_time else found, due.zone)
    return moved, recurrence.remaining_count(rule, due.local, found, tz)


def _next_occurrence(task: Task, changes: dict[str, Any], now: datetime) -> dict[str, Any] | None:
    """The columns that move a repeating task, as `changes` leave it, to its next occurrence — what completing it
    or skipping one does; None when it does not repeat, has no due, or its rule has ended."""
    current = task.model_copy(update=_task_fields(changes))
    moved = _next_due(current, check_repeat(current.repeat), now) if current.repeat and current.due_at else None
    return {**_due_columns(moved[0]), "repeat_rule": moved[1].text()} if moved else None


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


def _check_reminder_id(reminder_id: str) -> str:
    try:
        return str(uuid.UUID(str(reminder_id)))
    except ValueError:
        raise TaskError("invalid_reminder", "A reminder is named by its id, as listed.") from None


def _reminder_query(user_id: str) -> Any:
    """A user's reminders with their task's number and title (a deleted task's reminders are invisible)."""
    return (
        select(reminders, tasks.c.number.label("task_number"), tasks.c.title.label("task_title"))
        .join(tasks, tasks.c.id == reminders.c.task_id)
        .where(reminders.c.user_id == user_id, tasks.c.deleted_at.is_(None))
    )


def _reminder_data(row: Any) -> dict[str, Any]:
    data = dict(row._mapping)
    data.pop("user_id")
    data["repeat"] = data.pop("repeat_rule", None)
    return data


def _to_reminder(row: Any) -> Reminder:
    return Reminder.model_validate(_reminder_data(row))


def _after_occurrence(row: Any, now: datetime) -> tuple[int, datetime | None]:
    """A reminder's `fired_count` and `next_at` once its current occurrence is acknowledged.

    A reminder fires at `remind_at`, then `repeat_count` more times every `repeat_interval_minutes`, or
    at the times of its rule (counted from `remind_at`, on its zone's wall clock, so DST doesn't shift it).
    A rule's occurrences missed meanwhile are skipped: a weekly reminder unseen for a month comes once.
    """
    if row.repeat_rule:
        tz = zone(row.timezone)
        found = recurrence.next_after(row.repeat_rule, row.remind_at, max(row.next_at, now), tz)
        return row.fired_count + 1, found.astimezone(UTC) if found else None
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

    # --- user settings -------------------------------------------------------------------------

    def get_timezone(self, user_id: str) -> str | None:
        """The time zone this user set (`set_timezone`), or None."""
        user_id = check_user_id(user_id)
        with self._tx() as conn:
            return self._stored_zone(conn, user_id)

    def set_timezone(self, user_id: str, timezone: str, *, keep_clock_times: bool = True,
                     idempotency_key: str | None = None) -> str:
        """Remember the user's IANA time zone (dates they say are read in it); returns the canonical name.

        On the first one, the times said before keep their clock face (`_keep_wall_clock`), since they were read
        in a zone the user never chose. `keep_clock_times=False` says they were read in one the user did choose
        (a deployment configured for its users' zone): "I'm in Vancouver this week" then keeps each moment."""
        user_id, name = check_user_id(user_id), check_zone(timezone)

        def change(conn: Connection) -> ZoneSetting:
            if keep_clock_times and self._stored_zone(conn, user_id) is None:
                self._keep_wall_clock(conn, user_id, name)
            self._keep_all_day_dates(conn, user_id, name)
            values = {"timezone": name, "updated_at": _now()}
            mine = user_settings.c.user_id == user_id
            if not conn.execute(update(user_settings).where(mine).values(**values)).rowcount:
                conn.execute(self._insert_ignoring_duplicates(user_settings).values(user_id=user_id, **values))
            return ZoneSetting(timezone=name)

        return self._once(user_id, idempotency_key, "set_timezone", ZoneSetting, change).timezone

    def _keep_all_day_dates(self, conn: Connection, user_id: str, name: str) -> None:
        """A task due on a day (no time) stays due on that calendar day in the new zone: "monday" said in Madrid is
        still Monday back in Lisbon, so "what's due monday" there finds it (its start moves to the new midnight)."""
        new_zone = zone(name)
        rows = conn.execute(select(tasks.c.id, tasks.c.due_at, tasks.c.due_zone).where(
            tasks.c.user_id == user_id, tasks.c.due_at.is_not(None), tasks.c.due_all_day == true(),
            tasks.c.status == "pending")).all()
        for task_id, due_at, due_zone in rows:
            if (due_zone or "UTC") == name:
                continue
            at = due_at if due_at.tzinfo else due_at.replace(tzinfo=UTC)
            day = at.astimezone(zone(due_zone or "UTC")).date()
            conn.execute(update(tasks).where(tasks.c.id == task_id).values(
                due_at=recurrence.day_start(day, new_zone).astimezone(UTC), due_zone=name))

    def _keep_wall_clock(self, conn: Connection, user_id: str, name: str) -> None:
        """The user's first time zone: dates said before it were read in a zone they never chose (the default),
        so "dentist thu 3pm" stays at 15:00 on their clock — due dates and reminders still to come move with it."""
        new_zone = zone(name)

        def moved(at: datetime | None, old: str | None) -> datetime | None:
            if at is None or (old or "UTC") == name:
                return at
            wall = at.astimezone(zone(old or "UTC")).replace(tzinfo=None)
            return wall.replace(tzinfo=new_zone).astimezone(UTC)

        rows = conn.execute(select(tasks.c.id, tasks.c.due_at, tasks.c.due_zone).where(
            tasks.c.user_id == user_id, tasks.c.due_at.is_not(None), tasks.c.status == "pending")).all()
        for task_id, due_at, due_zone in rows:
            conn.execute(update(tasks).where(tasks.c.id == task_id).values(
                due_at=moved(due_at, due_zone), due_zone=name))
        rows = conn.execute(select(reminders.c.id, reminders.c.remind_at, reminders.c.next_at, reminders.c.timezone)
                            .where(reminders.c.user_id == user_id, reminders.c.next_at.is_not(None))).all()
        for reminder_id, remind_at, next_at, reminder_zone in rows:  # those still to come (used-up ones stay)
            conn.execute(update(reminders).where(reminders.c.id == reminder_id).values(
                remind_at=moved(remind_at, reminder_zone), next_at=moved(next_at, reminder_zone), timezone=name))

    def _index_words(self, conn: Connection, task_id: str, user_id: str, title: str, description: str | None) -> None:
        """(Re)write a task's rows in the word index, in the transaction that changes its text."""
        conn.execute(delete(task_words).where(task_words.c.task_id == task_id))
        rows = word_rows(task_id, user_id, title, description)
        if rows:
            conn.execute(insert(task_words), rows)

    def _stored_zone(self, conn: Connection, user_id: str) -> str | None:
        found = conn.execute(select(user_settings.c.timezone).where(user_settings.c.user_id == user_id)).scalar()
        return str(found) if found else None

    def zone_for(self, user_id: str, timezone: str | None = None) -> str:
        """The zone a call's dates are read in: the one it names, else the user's setting, else UTC."""
        if timezone is not None:
            return check_zone(timezone)
        with self._tx() as conn:
            return self._stored_zone(conn, check_user_id(user_id)) or "UTC"

    # --- the task tool operations ----------------------------------------------------------------

    def add_task(
        self,
        user_id: str,
        title: str,
        description: str | None = None,
        due: str | date | datetime | None = None,
        repeat: str | None = None,
        priority: str | None = None,
        *,
        timezone: str | None = None,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> Task:
        """Create a pending task; `due` is ISO 8601 or words (“next friday 5pm”) read in the user's zone,
        `repeat` words or an RRULE (a repeating task without a due starts at the rule's first date)."""
        user_id, title, description = check_user_id(user_id), clean_title(title), clean_description(description)
        level = check_priority(priority)
        now = _aware(now or _now())
        zone_name = self.zone_for(user_id, timezone) if due is not None or repeat is not None else "UTC"
        when = check_due(due, zone_name, now) if due is not None else None
        rule = check_repeat(repeat) if repeat is not None else None
        if rule is not None:
            when = _first_due(rule, when, zone_name, now)

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
                **_due_columns(when),
                "repeat_rule": rule.text() if rule else None,
                "priority": level,
            }
            conn.execute(insert(tasks).values(**values))
            self._index_words(conn, values["id"], user_id, title, description)
            return _task_from(values)

        return self._once(user_id, idempotency_key, "add_task", Task, change)

    def list_tasks(
        self,
        user_id: str,
        status: str = "all",
        due: str | None = None,
        query: str | None = None,
        priority: str | None = None,
        sort: str | None = None,
        limit: int | None = None,
        *,
        timezone: str | None = None,
        now: datetime | None = None,
    ) -> list[Task]:
        """The user's tasks matching the filters, in `sort` order (number by default, relevance for a
        query); all of them unless `limit`. `page_tasks` gives the same with a total and a cursor."""
        return self.page_tasks(user_id, status, due, query, priority, sort, limit, timezone=timezone,
                               now=now, count=False).tasks

    def page_tasks(
        self,
        user_id: str,
        status: str = "all",
        due: str | None = None,
        query: str | None = None,
        priority: str | None = None,
        sort: str | None = None,
        limit: int | None = LIST_LIMIT_DEFAULT,
        cursor: str | None = None,
        *,
        task_ids: Sequence[int | str] | None = None,
        completed: str | None = None,
        timezone: str | None = None,
        now: datetime | None = None,
        count: bool = True,
    ) -> TaskPage:
        """One page of the user's tasks matching the filters, the number matching in all (a COUNT, not a
        fetch) and the cursor of the next page. See `todobot.tools.listing` for the filters and the search.
        `task_ids` (numbers or UUIDs) keeps only those tasks: how a conversation finds the few it names.
        `count=False` skips the COUNT: `total` is then only how many this page holds."""
        user_id, status = check_user_id(user_id), check_status(status)
        limit, sort = listing.check_limit(limit), listing.check_sort(sort, query)
        now = _aware(now or _now())
        conditions: list[Any] = [tasks.c.deleted_at.is_(None)]  # the owner test differs for a search (below)
        if task_ids is not None:
            conditions.append(listing.ids_condition(task_ids))
        if status != "all":
            conditions.append(tasks.c.status == status)
        if due is not None:
            tz = zone(self.zone_for(user_id, timezone))
            conditions.append(listing.due_condition(due, tz, now))
        if completed is not None:  # "what did I finish this week?": marked done in those days
            conditions.append(listing.completed_condition(completed, zone(self.zone_for(user_id, timezone)), now))
        if (by_priority := listing.priority_condition(priority)) is not None:
            conditions.append(by_priority)
        start = listing.Cursor.decode(cursor, sort, searching=query is not None)
        if query is not None:
            return self._search(user_id, conditions, listing.query_words(query), sort, limit, start, count)
        where = and_(tasks.c.user_id == user_id, *conditions)
        page_query = select(tasks).where(where).order_by(*listing.order_by(sort))
        if start is not None and start.after is not None:
            page_query = page_query.where(listing.after_condition(sort, start.after))
        if limit is not None:
            page_query = page_query.limit(limit + 1)
        with self._tx() as conn:
            found = [_to_task(row) for row in conn.execute(page_query)]
            more = limit is not None and len(found) > limit
            found = found[:limit] if limit is not None else found
            whole = not more and start is None  # the first page holds them all: no COUNT needed
            total = len(found) if whole or not count else \
                conn.execute(select(func.count()).select_from(tasks).where(where)).scalar_one()
        next_cursor = listing.Cursor(sort, listing.key_of(sort, found[-1])).encode() if more else None
        return TaskPage(tasks=found, total=int(total), next_cursor=next_cursor)

    def _search(
        self, user_id: str, conditions: list[Any], wanted: list[str], sort: str, limit: int | None,
        start: listing.Cursor | None, count: bool = True,
    ) -> TaskPage:
        """Tasks whose words are close to every query word: the close words from the word index first, then
        only the tasks holding them, re-ranked (see `todobot.tools.listing`)."""
        offset = start.offset if start else 0
        with self._tx() as conn:
            close = listing.close_words(wanted, conn.execute(listing.index_words(user_id, wanted)))
            if not all(close):
                return TaskPage(tasks=[], total=0)
            reached = partial(listing.searched, user_id=user_id, close=close, dialect=self.dialect)
            where = and_(*conditions)
            if sort != "relevance" and listing.all_sure(wanted, close):
                return self._sql_page(conn, where, sort, limit, offset, reached, count)
            candidates = reached(select(tasks).where(where).order_by(tasks.c.number.desc())
                                 .limit(listing.CANDIDATES_MAX))
            rows = list(conn.execute(candidates))
        # Ranked and sorted on the rows; only the page becomes `Task`s (a common word may match hundreds).
        scored = [(score, row) for row in rows
                  if (score := listing.relevance(wanted, row.title, row.description)) is not None]
        if sort == "relevance":
            scored.sort(key=lambda pair: (-pair[0], pair[1].number))
        else:  # stable sorts, last key first: keys may run in different directions
            keys = listing.SORT_KEYS[sort]
            for index in reversed(range(len(keys))):
                scored.sort(key=lambda pair, i=index: listing.row_key_of(sort, pair[1])[i], reverse=keys[index][1])
        end = offset + limit if limit is not None else len(scored)
        page = [_to_task(row) for _, row in scored[offset:end]]
        more = end < len(scored)
        return TaskPage(tasks=page, total=len(scored),
                        next_cursor=listing.Cursor(sort, offset=end).encode() if more else None)

    @staticmethod
    def _sql_page(conn: Connection, where: ColumnElement[bool], sort: str, limit: int | None,
                  offset: int, reached: Callable[[Select[Any]], Select[Any]], count: bool = True) -> TaskPage:
        """A search page the database sorts, counts and pages (every task `where` holds is a match), on the
        tasks `reached` keeps (`listing.searched`).

        The total is a COUNT of its own, not `COUNT(*) OVER ()` on the page: that made PostgreSQL gather and
        sort every match (2-3x slower for a common word) where the page alone stops after `limit` rows."""
        query = select(tasks).where(where).order_by(*listing.order_by(sort)).offset(offset)
        found = [_to_task(row) for row in conn.execute(reached(query.limit(limit + 1) if limit is not None
                                                               else query))]
        more = limit is not None and len(found) > limit
        found = found[:limit] if limit is not None else found
        total = len(found) if (not more and not offset) or not count else \
            conn.execute(reached(select(func.count()).select_from(tasks).where(where))).scalar_one()
        next_cursor = listing.Cursor(sort, offset=offset + len(found)).encode() if more else None
        return TaskPage(tasks=found, total=int(total), next_cursor=next_cursor)

    def find_tasks(self, user_id: str, words: str, status: str = "all", limit: int = 10) -> list[Task]:
        """The tasks whose title or description words are closest to `words` (typos allowed), best first."""
        return self.list_tasks(user_id, status, query=words, limit=limit)

    def tasks_by_numbers(self, user_id: str, numbers: Sequence[int]) -> list[Task]:
        """The user's tasks with these numbers (those that exist), in number order: one indexed query."""
        return self.page_tasks(user_id, limit=None, task_ids=list(numbers), count=False).tasks

    def get_task(self, user_id: str, task_id: str | int) -> Task:
        with self._tx() as conn:
            return self._get(conn, check_user_id(user_id), task_id)

    def complete_task(
        self, user_id: str, task_id: str | int, *, now: datetime | None = None, idempotency_key: str | None = None
    ) -> TaskChange:
        """Mark done; completing a completed task changes nothing (`previous.status` tells). A repeating
        task stays open, due at its next occurrence (`repeated`)."""
        return self.update_task(user_id, task_id, status="completed", now=now, idempotency_key=idempotency_key)

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
        due: str | date | datetime | Unset | None = UNSET,
        repeat: str | Unset | None = UNSET,
        priority: str | Unset | None = UNSET,
        *,
        timezone: str | None = None,
        now: datetime | None = None,
        allow_past: bool = False,
        idempotency_key: str | None = None,
        restore: bool = False,
        skip: bool = False,
    ) -> TaskChange:
        """Change title, description, status, due, repeat and/or priority; `None` clears a due, repeat or
        priority (left out, they stay). Status "pending" reopens a completed task; "completed" on a repeating
        task moves its due to the next occurrence and keeps it open (`repeated`). `skip` moves a repeating
        task's due to its next occurrence the same way, marking nothing done ("skip yoga this week"). Clearing
        the due of a repeating task clears its repeat too: a repeat counts from the due.

        With `restore`, the task must be a deleted one: it comes back and changes in one transaction, so a
        change that fails validation leaves it deleted.
        """
        user_id = check_user_id(user_id)
        now = _aware(now or _now())
        changes: dict[str, Any] = {}
        if title is not None:
            changes["title"] = clean_title(title)
        if description is not None:
            changes["description"] = clean_description(description)
        if status is not None and status not in ("pending", "completed"):
            raise TaskError("invalid_status", "A task's status is pending or completed.")
        if priority is not UNSET:
            changes["priority"] = check_priority(priority)
        dated = due is not UNSET or repeat is not UNSET
        zone_name = self.zone_for(user_id, timezone) if dated else "UTC"
        new_due = due if due in (UNSET, None) else check_due(due, zone_name, now, allow_past=allow_past)
        new_rule = repeat if repeat in (UNSET, None) else check_repeat(repeat)
        if not changes and status is None and not dated and not skip:
            raise TaskError("nothing_to_update", "Tell me what to change: the title, description, due date, repeat "
                                                 "or priority.")

        def change(conn: Connection) -> TaskChange:
            task = self._get(conn, user_id, task_id, deleted=restore)
            if dated:
                changes.update(_dates_after(task, new_due, new_rule, zone_name, now))
            repeated = False
            if skip:  # this occurrence is left out: due at the next one, as a completion would move it
                moved = _next_occurrence(task, changes, now)
                if moved is None:
                    raise TaskError("invalid_repeat", "Only a repeating task with an occurrence still to come has "
                                                      "one to skip.")
                changes.update(moved)
            if status is not None and status != task.status:
                moved = _next_occurrence(task, changes, now) if status == "completed" else None
                if moved is not None:
                    changes.update(moved)
                    repeated = True
                else:
                    changes["status"] = status
                    changes["completed_at"] = now if status == "completed" else None
            if not changes:  # e.g. completing a completed task: nothing to write
                return TaskChange(task=task, previous=task)
            changes["updated_at"] = _now()
            undelete = {"deleted_at": None} if restore else {}
            conn.execute(update(tasks).where(tasks.c.id == task.id).values(**changes, **undelete))
            if changes.get("due_at") is not None and task.due_at is not None and changes["due_at"] != task.due_at:
                _move_reminders_with_due(conn, task, changes["due_at"])
            if changes.get("repeat_rule") and changes["repeat_rule"] != task.repeat:
                _reminders_follow_repeat(conn, task, changes["repeat_rule"], changes.get("due_at", task.due_at), now)
            if "title" in changes or "description" in changes:
                self._index_words(conn, task.id, user_id, changes.get("title", task.title),
                                  changes.get("description", task.description))
            return TaskChange(task=task.model_copy(update=_task_fields(changes)), previous=task, repeated=repeated)

        return self._once(user_id, idempotency_key, "update_task", TaskChange, change)

    def schedule_reminder(
        self,
        user_id: str,
        task_id: str | int,
        remind_at: datetime | None = None,
        repeat_interval_minutes: int | None = None,
        repeat_count: int | None = None,
        *,
        repeat: str | None = None,
        timezone: str | None = None,
        reminder_id: str | None = None,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> Reminder:
        """Remind the user about a task at `remind_at`, then every `repeat_interval_minutes` (`repeat_count`
        times) or as the rule `repeat` says (“every monday”, on the wall clock of the user's zone). Without
        `remind_at`, a timed rule starts at its first time from now. With `reminder_id`, that reminder is
        changed instead (moved, re-aimed or given a new repeat) and starts afresh."""
        user_id = check_user_id(user_id)
        now = _aware(now or _now())
        if remind_at is not None and remind_at.tzinfo is None:
            raise TaskError("invalid_reminder", "The reminder time needs a time zone (ISO-8601 with an offset).")
        if repeat_interval_minutes is not None and not 1 <= repeat_interval_minutes <= REPEAT_INTERVAL_MAX:
            raise TaskError(
                "invalid_reminder", f"A reminder can repeat at most every {REPEAT_INTERVAL_MAX} minutes (once a day)."
            )
        if repeat_count is not None and not 1 <= repeat_count <= REPEAT_COUNT_MAX:
            raise TaskError("invalid_reminder", f"A reminder can repeat at most {REPEAT_COUNT_MAX} times.")
        if repeat_count is not None and repeat_interval_minutes is None:
            raise TaskError("invalid_reminder", "Say how often it should repeat, e.g. every 60 minutes.")
        if repeat is not None and repeat_interval_minutes is not None:
            raise TaskError("invalid_reminder", "A reminder repeats every so many minutes or by a rule, not both.")
        rule = check_repeat(repeat) if repeat is not None else None
        zone_name = self.zone_for(user_id, timezone) if rule is not None else None
        if remind_at is None:
            if rule is None or not rule.has_time:
                raise TaskError("invalid_reminder", "Say when to remind you, e.g. 2026-12-01T09:00:00+01:00.")
            tz = zone(zone_name)
            remind_at = recurrence.first_on_or_after(rule, now.astimezone(tz).replace(second=0, microsecond=0), tz)
            if remind_at is None:
                raise TaskError("invalid_reminder", "That repeat has no dates left.")
        remind_at = remind_at.astimezone(UTC)
        existing = _check_reminder_id(reminder_id) if reminder_id is not None else None

        def change(conn: Connection) -> Reminder:
            task = self._get(conn, user_id, task_id)
            values = {
                "task_id": task.id,
                "remind_at": remind_at,
                "repeat_interval_minutes": repeat_interval_minutes,
                "repeat_count": repeat_count,
                "repeat_rule": rule.text() if rule else None,
                "timezone": zone_name,
                "fired_count": 0,
                "next_at": remind_at,
            }
            if existing is not None:
                old = self._reminder(conn, user_id, existing)
                conn.execute(update(reminders).where(reminders.c.id == existing).values(**values))
                now_set = self._reminder(conn, user_id, old.id)
                return ReaimedReminder(**now_set.model_dump(exclude={"repeat_text"}),
                                       moved_from=old.next_at or old.remind_at, repeat_before=old.repeat,
                                       repeat_interval_minutes_before=old.repeat_interval_minutes,
                                       repeat_count_before=old.repeat_count)
            values.update(id=str(uuid.uuid4()), user_id=user_id, created_at=_now())
            conn.execute(insert(reminders).values(**values))
            return self._reminder(conn, user_id, values["id"])

        result_type = Reminder if existing is None else ReaimedReminder
        return self._once(user_id, idempotency_key, "schedule_reminder", result_type, change)

    def move_reminder(
        self, user_id: str, reminder_id: str, remind_at: datetime, *, idempotency_key: str | None = None
    ) -> MovedReminder:
        """Move a reminder to `remind_at`, keeping how it repeats; it starts afresh from there (`moved_from` says
        when it was to go off before, so the move can be undone). A rule with a time of day ("every monday at 8am")
        takes the new time, so the whole series moves, not only the next one."""
        user_id, wanted = check_user_id(user_id), _check_reminder_id(reminder_id)
        if remind_at.tzinfo is None:
            raise TaskError("invalid_reminder", "The reminder time needs a time zone (ISO-8601 with an offset).")
        when = remind_at.astimezone(UTC)

        def change(conn: Connection) -> MovedReminder:
            before = self._reminder(conn, user_id, wanted)
            rule = before.repeat
            if rule:  # "move the rota reminder to 7:30": every one of them at 7:30 now, on its zone's wall clock
                wall = when.astimezone(zone(before.timezone or "UTC"))
                rule = recurrence.at_time(rule, wall.hour, wall.minute) or rule
            conn.execute(update(reminders).where(reminders.c.id == wanted).values(
                remind_at=when, next_at=when, fired_count=0, repeat_rule=rule))
            moved = self._reminder(conn, user_id, wanted)
            was = before.next_at or before.remind_at
            return MovedReminder(**moved.model_dump(exclude={"repeat_text"}), moved_from=was)

        return self._once(user_id, idempotency_key, "move_reminder", MovedReminder, change)

    def cancel_reminder(self, user_id: str, reminder_id: str, *, idempotency_key: str | None = None) -> Reminder:
        """Delete a reminder; returns it as it was."""
        user_id, wanted = check_user_id(user_id), _check_reminder_id(reminder_id)

        def change(conn: Connection) -> Reminder:
            found = self._reminder(conn, user_id, wanted)
            conn.execute(delete(reminders).where(reminders.c.id == wanted, reminders.c.user_id == user_id))
            return found

        return self._once(user_id, idempotency_key, "cancel_reminder", Reminder, change)

    def list_reminders(
        self, user_id: str, task_id: str | int | None = None, *, task_uuids: Sequence[str] | None = None
    ) -> list[Reminder]:
        """The user's reminders still to come (of open tasks), soonest first; only one task's with `task_id`,
        only those of the tasks with these ids with `task_uuids` (a page of tasks shows its own reminders)."""
        user_id = check_user_id(user_id)
        with self._tx() as conn:
            query = _reminder_query(user_id).where(reminders.c.next_at.is_not(None), tasks.c.status == "pending")
            if task_id is not None:
                query = query.where(tasks.c.id == self._get(conn, user_id, task_id).id)
            if task_uuids is not None:
                query = query.where(tasks.c.id.in_(list(task_uuids)))
            rows = conn.execute(query.order_by(reminders.c.next_at, reminders.c.created_at))
            return [_to_reminder(row) for row in rows]

    def _reminder(self, conn: Connection, user_id: str, reminder_id: str) -> Reminder:
        row = conn.execute(_reminder_query(user_id).where(reminders.c.id == reminder_id)).first()
        if row is None:
            raise TaskError("not_found", "There is no such reminder.")
        return _to_reminder(row)

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
            _reminder_query(user_id)
            .where(reminders.c.next_at.is_not(None), reminders.c.next_at <= now, tasks.c.status == "pending")
            .order_by(reminders.c.next_at, reminders.c.created_at)
        )
        return [DueReminder.model_validate({**_reminder_data(row), "due_at": row.next_at})
                for row in conn.execute(query)]

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
            fired, next_at = _after_occurrence(row, now)
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
