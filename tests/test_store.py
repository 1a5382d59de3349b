"""The task store on SQLite and PostgreSQL: numbering, validation, isolation, reminders, migrations."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import create_engine, inspect, select

from todobot.database_url import DatabaseUrlError, sqlalchemy_url
from todobot.tools import schema
from todobot.tools.models import DueReminder, ReminderOccurrence, TaskError
from todobot.tools.store import TaskStore


@pytest.fixture
def store(database_url: str):
    opened = TaskStore(database_url)
    yield opened
    opened.close()


def _code(excinfo: pytest.ExceptionInfo[TaskError]) -> str:
    return excinfo.value.code


def test_numbers_are_sequential_per_user_and_never_reused(store: TaskStore, user_id: str) -> None:
    first = store.add_task(user_id, "Buy milk")
    second = store.add_task(user_id, "Call mom", description="Sunday")
    store.delete_task(user_id, second.id)
    third = store.add_task(user_id, "Pay rent")
    other_user_first = store.add_task(str(uuid.uuid4()), "Someone else's")
    assert (first.number, second.number, third.number) == (1, 2, 3)
    assert other_user_first.number == 1
    assert [t.title for t in store.list_tasks(user_id)] == ["Buy milk", "Pay rent"]


def test_tasks_are_found_by_uuid_or_number(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Water plants")
    assert store.get_task(user_id, task.id).title == "Water plants"
    assert store.get_task(user_id, "1").id == task.id
    assert store.get_task(user_id, "#1").id == task.id


def test_status_filter_and_completion_timestamps(store: TaskStore, user_id: str) -> None:
    milk = store.add_task(user_id, "Buy milk")
    store.add_task(user_id, "Call mom")
    done = store.complete_task(user_id, milk.id).task
    assert done.status == "completed" and done.completed_at is not None
    assert done.completed_at.tzinfo is not None
    assert [t.title for t in store.list_tasks(user_id, "pending")] == ["Call mom"]
    assert [t.title for t in store.list_tasks(user_id, "completed")] == ["Buy milk"]
    reopened = store.reopen_task(user_id, milk.id).task
    assert reopened.status == "pending" and reopened.completed_at is None


def test_update_changes_only_what_was_given(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Buy milk", description="2 litres")
    change = store.update_task(user_id, task.id, title="Buy oat milk")
    updated = change.task
    assert change.previous.title == "Buy milk"
    assert (updated.title, updated.description) == ("Buy oat milk", "2 litres")
    assert store.get_task(user_id, task.id).title == "Buy oat milk"


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (lambda s, u: s.add_task(u, "   "), "invalid_title"),
        (lambda s, u: s.add_task(u, "x" * 201), "invalid_title"),
        (lambda s, u: s.add_task(u, "ok", description="d" * 1001), "invalid_description"),
        (lambda s, u: s.list_tasks(u, "done"), "invalid_status"),
        (lambda s, u: s.add_task("not-a-uuid", "ok"), "invalid_user"),
        (lambda s, u: s.complete_task(u, "not-an-id"), "invalid_task_id"),
        (lambda s, u: s.complete_task(u, "42"), "not_found"),
        (lambda s, u: s.update_task(u, "1"), "nothing_to_update"),
        (lambda s, u: s.schedule_reminder(u, "1", datetime(2026, 12, 1, 9)), "invalid_reminder"),
    ],
    ids=["blank-title", "long-title", "long-description", "bad-status", "bad-user", "bad-id", "missing",
         "empty-update", "naive-time"],
)
def test_each_validation_error_has_a_code_and_changes_nothing(store: TaskStore, user_id: str, action, code) -> None:
    store.add_task(user_id, "Existing")
    with pytest.raises(TaskError) as excinfo:
        action(store, user_id)
    assert _code(excinfo) == code
    assert excinfo.value.message
    assert [t.title for t in store.list_tasks(user_id)] == ["Existing"]


def test_limits_are_inclusive(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "x" * 200, description="d" * 1000)
    assert len(task.title) == 200


def test_another_users_task_is_not_found(store: TaskStore, user_id: str) -> None:
    mine = store.add_task(user_id, "Private")
    intruder = str(uuid.uuid4())
    assert store.list_tasks(intruder) == []
    for action in (store.get_task, store.complete_task, store.delete_task):
        with pytest.raises(TaskError) as excinfo:
            action(intruder, mine.id)
        assert _code(excinfo) == "not_found"
    assert store.get_task(user_id, mine.id).status == "pending"


def test_repeating_reminder_fires_once_per_due_time(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Stretch")
    start = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    store.schedule_reminder(user_id, task.id, start, repeat_interval_minutes=60, repeat_count=1)

    def take(now: datetime) -> list[DueReminder]:  # shown, then acknowledged
        due = store.due_reminders(user_id, now)
        store.acknowledge_reminders(user_id, _shown(due), now)
        return due

    assert take(start - timedelta(minutes=1)) == []
    first = take(start)
    assert [r.task_title for r in first] == ["Stretch"]
    assert take(start + timedelta(minutes=30)) == []
    assert len(take(start + timedelta(minutes=61))) == 1
    assert take(start + timedelta(days=1)) == []  # the one repeat is used up


def _shown(due: list[DueReminder]) -> list[ReminderOccurrence]:
    return [ReminderOccurrence(id=r.id, due_at=r.due_at) for r in due]


def test_due_reminders_only_reads_until_acknowledged(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Call the dentist")
    at = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    reminder = store.schedule_reminder(user_id, task.id, at)
    assert store.due_reminders(user_id, at - timedelta(seconds=1)) == []
    due = store.due_reminders(user_id, at)
    assert store.due_reminders(user_id, at + timedelta(hours=1)) == due  # a failed turn would show it again
    assert [(r.id, r.task_number, r.task_title, r.due_at, r.remind_at) for r in due] == [
        (reminder.id, 1, "Call the dentist", at, at)
    ]
    done = store.acknowledge_reminders(user_id, _shown(due), at + timedelta(minutes=1))
    assert [(a.id, a.due_at, a.next_due_at) for a in done.acknowledged] == [(reminder.id, at, None)]
    assert done.unchanged == []
    assert store.due_reminders(user_id, at + timedelta(days=1)) == []


def test_acknowledging_a_repeating_reminder_moves_it_to_its_next_time(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Stretch")
    start = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    store.schedule_reminder(user_id, task.id, start, repeat_interval_minutes=60, repeat_count=2)
    seen = []
    for hour in range(4):
        now = start + timedelta(hours=hour, minutes=5)
        due = store.due_reminders(user_id, now)
        seen += [(r.due_at, r.fired_count) for r in due]
        store.acknowledge_reminders(user_id, _shown(due), now)
    assert seen == [(start, 0), (start + timedelta(hours=1), 1), (start + timedelta(hours=2), 2)]  # then used up


def test_acknowledging_twice_or_a_stale_occurrence_changes_nothing(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Stretch")
    start = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    store.schedule_reminder(user_id, task.id, start, repeat_interval_minutes=60, repeat_count=3)
    nine = _shown(store.due_reminders(user_id, start))
    assert len(store.acknowledge_reminders(user_id, nine, start).acknowledged) == 1
    again = store.acknowledge_reminders(user_id, nine, start)
    assert again.acknowledged == [] and again.unchanged == nine  # idempotent, not an error

    later = start + timedelta(hours=1)
    ten = store.due_reminders(user_id, later)
    assert [r.due_at for r in ten] == [later]
    stale = store.acknowledge_reminders(user_id, nine, later)  # e.g. a retried turn from 9 o'clock
    assert stale.acknowledged == [] and stale.unchanged == nine
    assert store.due_reminders(user_id, later) == ten  # the 10 o'clock one the user hasn't seen is still there


def test_an_occurrence_not_due_yet_cannot_be_acknowledged(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Stretch")
    at = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    reminder = store.schedule_reminder(user_id, task.id, at)
    early = store.acknowledge_reminders(user_id, [ReminderOccurrence(id=reminder.id, due_at=at)], at - timedelta(1))
    assert early.acknowledged == []
    assert len(store.due_reminders(user_id, at)) == 1


def test_another_users_reminders_are_never_listed_or_acknowledged(store: TaskStore, user_id: str) -> None:
    intruder = str(uuid.uuid4())
    at = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    store.schedule_reminder(user_id, store.add_task(user_id, "Private").id, at)
    mine = _shown(store.due_reminders(user_id, at))
    assert store.due_reminders(intruder, at) == []
    tried = store.acknowledge_reminders(intruder, mine, at, idempotency_key="ack-1")
    assert tried.acknowledged == [] and tried.unchanged == mine
    assert _shown(store.due_reminders(user_id, at)) == mine
    assert len(store.acknowledge_reminders(user_id, mine, at, idempotency_key="ack-1").acknowledged) == 1


def test_a_repeated_acknowledgement_key_replays_the_first_result(store: TaskStore, user_id: str) -> None:
    at = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    store.schedule_reminder(user_id, store.add_task(user_id, "Stretch").id, at)
    shown = _shown(store.due_reminders(user_id, at))
    first = store.acknowledge_reminders(user_id, shown, at, idempotency_key="turn-7:ack")
    assert store.acknowledge_reminders(user_id, shown, at, idempotency_key="turn-7:ack") == first
    assert len(first.acknowledged) == 1


@pytest.mark.parametrize(
    "occurrence",
    [{"id": "not-a-uuid", "due_at": datetime(2026, 11, 23, 9, tzinfo=UTC)},
     {"id": str(uuid.uuid4()), "due_at": datetime(2026, 11, 23, 9)}],
    ids=["bad-id", "naive-time"],
)
def test_a_malformed_acknowledgement_is_refused_and_changes_nothing(
    store: TaskStore, user_id: str, occurrence: dict
) -> None:
    at = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    store.schedule_reminder(user_id, store.add_task(user_id, "Stretch").id, at)
    shown = _shown(store.due_reminders(user_id, at))
    with pytest.raises(TaskError) as excinfo:
        store.acknowledge_reminders(user_id, [*shown, ReminderOccurrence.model_validate(occurrence)], at)
    assert _code(excinfo) == "invalid_reminder"
    assert _shown(store.due_reminders(user_id, at)) == shown


def test_old_schema_migrates_in_place_keeping_tasks(database_url: str, user_id: str) -> None:
    engine = create_engine(sqlalchemy_url(database_url))
    with engine.begin() as conn:  # a database as version 1 of TodoBot left it
        schema.schema_version.create(conn)
        conn.execute(schema.schema_version.insert().values(version=1))
        schema.MIGRATIONS[0](conn)
        now = datetime.now(UTC)
        conn.execute(schema.tasks.insert().values(
            id=str(uuid.uuid4()), user_id=user_id, number=1, title="From v1", status="pending",
            created_at=now, updated_at=now))
        conn.execute(schema.task_counters.insert().values(user_id=user_id, last_number=1))
    engine.dispose()
    store = TaskStore(database_url)
    try:
        assert store.schema_version == schema.LATEST_VERSION
        assert [t.title for t in store.list_tasks(user_id)] == ["From v1"]
        task = store.add_task(user_id, "After upgrade")
        assert task.number == 2
        store.schedule_reminder(user_id, task.id, datetime(2026, 12, 1, 9, tzinfo=UTC))  # the v2 table exists
        with store.engine.connect() as conn:
            assert conn.execute(select(schema.schema_version.c.version)).scalar() == schema.LATEST_VERSION
            indexes = {index["name"] for index in inspect(conn).get_indexes("todobot_tasks")}
        assert {"ix_todobot_tasks_live_number", "ix_todobot_tasks_live_status_number"} <= indexes
        assert not {"ix_todobot_tasks_user_status", "ix_todobot_tasks_user_status_live"} & indexes
    finally:
        store.close()


def test_unsupported_database_url_is_a_friendly_error() -> None:
    with pytest.raises(DatabaseUrlError, match="Unsupported database URL"):
        TaskStore("mysql://localhost/db")


def test_a_repeated_idempotency_key_replays_the_first_result_and_changes_nothing(
    store: TaskStore, user_id: str
) -> None:
    first = store.add_task(user_id, "Buy milk", idempotency_key="turn-1:0")
    again = store.add_task(user_id, "Buy milk", idempotency_key="turn-1:0")
    assert again == first
    assert [t.title for t in store.list_tasks(user_id)] == ["Buy milk"]

    deleted = store.delete_task(user_id, first.id, idempotency_key="turn-2:0")
    assert store.delete_task(user_id, first.id, idempotency_key="turn-2:0") == deleted  # not "no such task"
    assert store.list_tasks(user_id) == []
    with pytest.raises(TaskError) as excinfo:  # without the key it really is gone
        store.delete_task(user_id, first.id)
    assert _code(excinfo) == "not_found"


def test_completing_twice_with_one_key_reports_the_first_completion(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Pay rent")
    first = store.complete_task(user_id, task.id, idempotency_key="k")
    replay = store.complete_task(user_id, task.id, idempotency_key="k")
    assert replay.previous.status == "pending"  # the reply can still say "done", not "already done"
    assert replay == first


def test_an_idempotency_key_belongs_to_one_user_and_one_operation(store: TaskStore, user_id: str) -> None:
    other = str(uuid.uuid4())
    mine = store.add_task(user_id, "Mine", idempotency_key="same")
    theirs = store.add_task(other, "Theirs", idempotency_key="same")
    assert mine.id != theirs.id and [t.title for t in store.list_tasks(other)] == ["Theirs"]
    with pytest.raises(TaskError) as excinfo:
        store.delete_task(user_id, mine.id, idempotency_key="same")
    assert _code(excinfo) == "idempotency_conflict"
    assert [t.title for t in store.list_tasks(user_id)] == ["Mine"]


def test_a_conversation_belongs_to_the_user_who_started_it(store: TaskStore, user_id: str) -> None:
    intruder = str(uuid.uuid4())
    assert store.claim_conversation("c-1", user_id) == user_id
    assert store.claim_conversation("c-1", intruder) == user_id
    assert store.claim_conversation("c-1", user_id) == user_id


def test_retention_forgets_idle_conversations_old_keys_and_old_deleted_tasks(store: TaskStore, user_id: str) -> None:
    store.claim_conversation("old", user_id)
    gone = store.add_task(user_id, "Gone", idempotency_key="k1")
    store.delete_task(user_id, gone.id)
    kept = store.add_task(user_id, "Kept")
    later = datetime.now(UTC) + timedelta(days=1)
    assert store.idle_conversations(later) == ["old"]
    store.forget_conversations(["old"])
    assert store.idle_conversations(later) == []
    assert store.purge_before(later) == {"idempotency_keys": 1, "deleted_tasks": 1}
    with pytest.raises(TaskError):
        store.restore_task(user_id, gone.id)
    assert [t.id for t in store.list_tasks(user_id)] == [kept.id]


def test_skipping_an_occurrence_moves_the_due_like_a_completion_and_marks_nothing_done(
        store: TaskStore, user_id: str) -> None:
    now = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    yoga = store.add_task(user_id, "yoga", due="2026-11-26", repeat="FREQ=WEEKLY;BYDAY=TH", now=now)
    change = store.update_task(user_id, yoga.id, skip=True, now=now)
    assert change.task.status == "pending" and change.task.completed_at is None
    assert change.task.due_value.local.date().isoformat() == "2026-12-03"
    once = store.add_task(user_id, "dentist", due="2026-11-27", now=now)
    with pytest.raises(TaskError) as error:
        store.update_task(user_id, once.id, skip=True, now=now)
    assert error.value.code == "invalid_repeat"
    assert store.get_task(user_id, once.id).due_value.local.date().isoformat() == "2026-11-27"
