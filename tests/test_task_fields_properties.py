"""Properties of the task fields through a real MCP session, on SQLite and PostgreSQL:

- any `due`, `repeat` or `priority` value either round-trips (what the result shows, sent back, means the
  same again) or is refused with a clear `{"error": {code, message}}` — never a crash;
- completing a repeating task n times lands on the rule's n-th occurrence after its first due date, as
  dateutil counts it on the Berlin wall clock, including across the March and October clock changes.

Deterministic (derandomize=True, no example database) and small enough to stay fast.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from anyio.from_thread import BlockingPortal, start_blocking_portal
from dateutil.rrule import rrulestr
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from mcp import Client
from mcp.client._memory import InMemoryTransport

from tests.invariants import leaked_internals
from tests.postgres_server import fresh_database
from tests.test_recurrence import rules
from todobot.priority import SYNONYMS
from todobot.recurrence import Rule, parse
from todobot.tools.server import build_mcp_server
from todobot.tools.store import TaskStore

BERLIN = ZoneInfo("Europe/Berlin")
NOW = "2026-11-23T09:00:00Z"
PROPERTIES = settings(max_examples=40, derandomize=True, database=None, deadline=None,
                      suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


class Session:
    """A blocking handle on one MCP client session to the task server."""

    def __init__(self, portal: BlockingPortal, client: Client) -> None:
        self.portal, self.client = portal, client

    def call(self, name: str, arguments: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
        result = self.portal.call(self.client.call_tool, name, arguments)
        payload = result.structured_content
        assert isinstance(payload, dict), result.content
        return not result.is_error, payload

    def user(self) -> str:
        """A fresh user living in Berlin."""
        user = str(uuid.uuid4())
        assert self.call("set_timezone", {"user_id": user, "timezone": "Europe/Berlin"})[0]
        return user


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def session(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Session]:
    def open_session(url: str) -> Iterator[Session]:
        store = TaskStore(url)
        try:
            with start_blocking_portal() as portal, portal.wrap_async_context_manager(
                Client(InMemoryTransport(build_mcp_server(store)))
            ) as client:
                yield Session(portal, client)
        finally:
            store.close()

    if request.param == "sqlite":
        yield from open_session(f"sqlite:///{tmp_path_factory.mktemp('fields') / 'fields.db'}")
        return
    with fresh_database(request.getfixturevalue("postgres_url")) as url:
        yield from open_session(url)


def _refused_clearly(payload: dict[str, Any], codes: set[str]) -> None:
    assert set(payload) == {"error"} and set(payload["error"]) == {"code", "message"}, payload
    assert payload["error"]["code"] in codes, payload
    assert payload["error"]["message"].strip() and leaked_internals(payload["error"]["message"]) is None, payload
    event(f"refused: {payload['error']['code']}")


# --- any value round-trips or is refused -------------------------------------------------------------------

moments = st.datetimes(min_value=datetime(2020, 1, 1), max_value=datetime(2040, 12, 31))
due_values = st.one_of(
    st.sampled_from(["next friday 5pm", "tomorrow", "in 3 days", "today", "yesterday", "last friday", "now",
                     "2026-02-30", "25:00", "", " ", "soon", "next year", "dec 1", "in 2 hours", "monday 9am",
                     "9999-12-31", "0001-01-01T00:00:00+00:00", "2026-11-23"]),
    moments.map(lambda m: m.isoformat()),
    moments.map(lambda m: m.date().isoformat()),
    st.builds(lambda m, h: m.replace(tzinfo=ZoneInfo("UTC")).astimezone(ZoneInfo(f"Etc/GMT{h:+d}")).isoformat(),
              moments, st.integers(-12, 12)),
    st.text(max_size=30),
    st.integers(), st.booleans(),
)
repeat_values = st.one_of(
    st.sampled_from(["every monday", "every weekday at 9", "every 2 weeks", "every month on the 1st",
                     "every last friday", "every day at 7pm", "FREQ=HOURLY", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
                     "every 0 days", "now and then", "", "RRULE:FREQ=DAILY;COUNT=3"]),
    rules.map(Rule.text),
    st.text(max_size=30),
    st.integers(),
)
priority_values = st.one_of(st.sampled_from(sorted(SYNONYMS)), st.text(max_size=12), st.integers(), st.none())


def _same_due(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return (a["due_at"], a["due_all_day"], a["due"], a["due_text"]) == (b["due_at"], b["due_all_day"], b["due"],
                                                                        b["due_text"])


@PROPERTIES
@given(due=due_values)
@example(due="next friday 5pm")
@example(due="2027-03-28T02:30")  # a time the clocks skip in Berlin
def test_any_due_round_trips_or_is_refused(session: Session, due: Any) -> None:
    user = session.user()
    ok, added = session.call("add_task", {"user_id": user, "title": "Due", "due": due, "now": NOW})
    if not ok:
        _refused_clearly(added, {"invalid_due", "invalid_arguments"})
        return
    task = added["task"]
    assert datetime.fromisoformat(task["due_at"]) > datetime.fromisoformat(NOW) - timedelta(days=1)
    ok, again = session.call("update_task", {"user_id": user, "task_id": task["id"], "due": task["due"], "now": NOW})
    assert ok and _same_due(again["task"], task), (task, again)
    event("round-trips")


@PROPERTIES
@given(repeat=repeat_values)
@example(repeat="every weekday at 9")
def test_any_repeat_round_trips_or_is_refused(session: Session, repeat: Any) -> None:
    user = session.user()
    ok, added = session.call("add_task", {"user_id": user, "title": "Repeat", "repeat": repeat, "now": NOW})
    if not ok:
        _refused_clearly(added, {"invalid_repeat", "invalid_arguments"})
        return
    task = added["task"]
    assert task["due"] is not None, "a repeating task is due at its first date"
    assert parse(task["repeat_text"]).text() == task["repeat"]
    for sent in (task["repeat"], task["repeat_text"]):
        ok, again = session.call("update_task", {"user_id": user, "task_id": task["id"], "repeat": sent, "now": NOW})
        assert ok and again["task"]["repeat"] == task["repeat"], (sent, again)
    event("round-trips")


@PROPERTIES
@given(priority=priority_values)
def test_any_priority_round_trips_or_is_refused(session: Session, priority: Any) -> None:
    user = session.user()
    ok, added = session.call("add_task", {"user_id": user, "title": "Priority", "priority": priority})
    if not ok:
        _refused_clearly(added, {"invalid_priority", "invalid_arguments"})
        return
    level = added["task"]["priority"]
    assert level in ("high", "medium", "low", "none")
    ok, again = session.call("update_task", {"user_id": user, "task_id": added["task"]["id"], "priority": level})
    assert ok and again["task"]["priority"] == level
    event("round-trips")


# --- completing a repeating task ---------------------------------------------------------------------------

DST_WEEKS = [datetime(2027, 3, 20), datetime(2027, 10, 24), datetime(2027, 1, 10)]  # spring, autumn, none
starts = st.builds(
    lambda week, day, hour, minute: week + timedelta(days=day, hours=hour, minutes=minute),
    st.sampled_from(DST_WEEKS), st.integers(0, 10), st.sampled_from([h for h in range(24) if h != 2]),
    st.sampled_from([0, 30]),
)  # 02:xx is left out: on the spring day it doesn't exist, so the task's own time would move


def _occurrences(rule: Rule, start: datetime, n: int) -> list[datetime]:
    """The rule's first `n` occurrences after `start`, as dateutil counts them on Berlin's wall clock."""
    found = []
    for occurrence in rrulestr(rule.text(), dtstart=start.replace(tzinfo=BERLIN)):
        if occurrence > start.replace(tzinfo=BERLIN):
            found.append(occurrence)
        if len(found) == n:
            break
    return found


@PROPERTIES
@given(rule=rules, start=starts, n=st.integers(1, 5))
@example(rule=parse("every day at 9"), start=datetime(2027, 3, 26, 9), n=4)  # Fri 9:00 CET → Mon 9:00 CEST
@example(rule=parse("every weekday"), start=datetime(2027, 10, 29, 8, 30), n=3)
@example(rule=parse("every last friday at 5pm"), start=datetime(2027, 3, 20, 12), n=2)
@example(rule=parse("every 2 weeks"), start=datetime(2027, 3, 21, 23, 30), n=2)
def test_completing_a_repeating_task_n_times_lands_on_the_nth_occurrence(
    session: Session, rule: Rule, start: datetime, n: int
) -> None:
    user = session.user()
    ok, added = session.call("add_task", {"user_id": user, "title": "Repeat", "due": start.isoformat(),
                                          "repeat": rule.text(), "now": NOW})
    assert ok, added
    expected = _occurrences(rule, start, n)
    for i in range(n):
        ok, done = session.call("complete_task", {"user_id": user, "task_id": added["task"]["id"], "now": NOW})
        assert ok, done
        if i < len(expected):
            assert done["repeated"] and done["task"]["status"] == "pending", done
            due = datetime.fromisoformat(done["next_due"])
            assert due == expected[i], (rule.text(), start, i, done["next_due"], expected[i].isoformat())
            assert due.utcoffset() == expected[i].utcoffset()  # the same wall clock, summer or winter
            event("moved")
        else:  # a counted rule ran out: the task is done for good
            event("ran out")
            assert not done["repeated"] and done["task"]["status"] == "completed"
            break
