"""Due dates, repeats, priorities, the time zone, listing and reminders — through a real MCP client session
to the task server (and the store API where the dialogue will call it), on SQLite and PostgreSQL."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import create_engine, event, inspect

from todobot.database_url import sqlalchemy_url
from todobot.dialogue.sentences import Clock
from todobot.tools import listing, schema
from todobot.tools.client import ToolClient, open_tool_client
from todobot.tools.store import TaskStore

pytestmark = pytest.mark.anyio
NOW = "2026-11-23T09:00:00Z"  # a Monday; 10:00 in Berlin
NOW_DT = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def store(database_url: str) -> Iterator[TaskStore]:
    opened = TaskStore(database_url)
    yield opened
    opened.close()


@pytest.fixture
async def tools(store: TaskStore) -> AsyncIterator[ToolClient]:
    async with open_tool_client(store=store) as client:
        yield client


class Caller:
    """One user's calls: `ok` expects success and returns the payload, `error` expects a failure's code."""

    def __init__(self, tools: ToolClient, user_id: str) -> None:
        self.tools, self.user_id = tools, user_id

    async def ok(self, name: str, **arguments: Any) -> dict[str, Any]:
        call = await self.tools.call(name, {"user_id": self.user_id, **arguments})
        assert call.success, call.result
        return call.result

    async def error(self, name: str, **arguments: Any) -> dict[str, str]:
        call = await self.tools.call(name, {"user_id": self.user_id, **arguments})
        assert not call.success, call.result
        assert set(call.result["error"]) == {"code", "message"} and "Traceback" not in call.result["error"]["message"]
        return call.result["error"]


@pytest.fixture
async def me(tools: ToolClient, user_id: str) -> Caller:
    caller = Caller(tools, user_id)
    await caller.ok("set_timezone", timezone="Europe/Berlin")
    return caller


# --- the time zone ---------------------------------------------------------------------------------------


async def test_a_first_time_zone_keeps_clock_times_unless_the_earlier_zone_was_chosen(tools: ToolClient) -> None:
    """Dates read in UTC that nobody chose keep their clock face on the first "I'm in …"; dates read in a zone
    chosen for the user (a deployment's configured zone) keep their moment: a trip shows them in local time."""
    unset, chosen = Caller(tools, str(uuid.uuid4())), Caller(tools, str(uuid.uuid4()))
    await unset.ok("add_task", title="Dentist", due="2026-11-26T15:00", now=NOW)
    await chosen.ok("add_task", title="Dentist", due="2026-11-26T15:00", timezone="America/Toronto", now=NOW)
    await unset.ok("set_timezone", timezone="America/Chicago")
    await chosen.ok("set_timezone", timezone="America/Vancouver", keep_clock_times=False)
    [kept_face] = (await unset.ok("list_tasks"))["tasks"]
    [kept_moment] = (await chosen.ok("list_tasks"))["tasks"]
    assert kept_face["due"] == "2026-11-26T15:00:00-06:00"  # 15:00 in Chicago now
    assert datetime.fromisoformat(kept_moment["due"]) == datetime(2026, 11, 26, 20, 0, tzinfo=UTC)  # 15:00 Toronto


async def test_the_time_zone_is_remembered_per_user_and_validated(tools: ToolClient, user_id: str) -> None:
    me, other = Caller(tools, user_id), Caller(tools, str(uuid.uuid4()))
    assert await me.ok("get_timezone") == {"timezone": None, "effective": "UTC"}
    assert await me.ok("set_timezone", timezone="america/new_york") == {"timezone": "America/New_York"}
    assert (await me.ok("get_timezone"))["effective"] == "America/New_York"
    assert (await other.ok("get_timezone"))["timezone"] is None
    bad = await me.error("set_timezone", timezone="Mars/Olympus")
    assert bad["code"] == "invalid_timezone" and "IANA" in bad["message"]
    added = await me.ok("add_task", title="Call", due="2026-11-28T17:00", now=NOW)
    assert added["task"]["due"] == "2026-11-28T17:00:00-05:00"
    paris = await me.ok("add_task", title="Call Paris", due="2026-11-28T17:00", timezone="Europe/Paris", now=NOW)
    assert paris["task"]["due"] == "2026-11-28T17:00:00+01:00" and paris["task"]["due_zone"] == "Europe/Paris"
    assert (await me.error("add_task", title="x", due="tomorrow", timezone="Nowhere"))["code"] == "invalid_timezone"


# --- each field through MCP ------------------------------------------------------------------------------


async def test_due_is_iso_or_words_in_the_users_zone_and_shown_both_ways(me: Caller) -> None:
    task = (await me.ok("add_task", title="Pay rent", due="next friday 5pm", now=NOW))["task"]
    assert (task["due"], task["due_at"], task["due_all_day"]) == (
        "2026-11-27T17:00:00+01:00", "2026-11-27T16:00:00Z", False)
    assert task["due_text"].startswith("Fri 27 Nov") and task["due_text"].endswith("17:00")
    day = (await me.ok("add_task", title="Bins", due="2026-11-25", now=NOW))["task"]
    assert (day["due"], day["due_all_day"]) == ("2026-11-25", True)
    passed = await me.error("add_task", title="Too late", due="last friday", now=NOW)
    assert passed["code"] == "invalid_due" and "already passed" in passed["message"]
    unreadable = await me.error("add_task", title="When?", due="the day after never", now=NOW)
    assert unreadable["code"] == "invalid_due" and "can't read" in unreadable["message"]
    moved = await me.ok("update_task", task_id=task["number"], due="2026-12-01", now=NOW)
    assert (moved["previous"]["due"], moved["task"]["due"]) == ("2026-11-27T17:00:00+01:00", "2026-12-01")
    kept = await me.ok("update_task", task_id=str(task["number"]), title="Pay the rent", now=NOW)
    assert kept["task"]["due"] == "2026-12-01"  # not given: unchanged
    cleared = await me.ok("update_task", task_id=task["id"], due=None, now=NOW)
    assert (cleared["task"]["due"], cleared["task"]["due_text"]) == (None, None)


async def test_priority_accepts_the_ways_people_say_it(me: Caller) -> None:
    said = {"urgent": "high", "p2": "medium", "!!!": "high", "not important": "low", "none": "none"}
    for word, level in said.items():
        assert (await me.ok("add_task", title=f"Task {word}", priority=word))["task"]["priority"] == level
    assert (await me.ok("add_task", title="Plain"))["task"]["priority"] == "none"
    changed = await me.ok("update_task", task_id=1, priority="low")
    assert (changed["previous"]["priority"], changed["task"]["priority"]) == ("high", "low")
    assert (await me.ok("update_task", task_id=1, priority=None))["task"]["priority"] == "none"
    bad = await me.error("add_task", title="x", priority="sort of")
    assert bad["code"] == "invalid_priority" and "high, medium, low or none" in bad["message"]


async def test_repeat_is_words_or_rrule_and_completing_moves_the_due(me: Caller) -> None:
    task = (await me.ok("add_task", title="Standup", repeat="every weekday at 9", now=NOW))["task"]
    assert task["repeat"] == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9;BYMINUTE=0"
    assert task["repeat_text"] == "every weekday at 9am"
    assert task["due"] == "2026-11-24T09:00:00+01:00"  # Monday 9:00 had passed: Tuesday
    done = await me.ok("complete_task", task_id=task["number"], now="2026-11-24T08:30:00Z")
    assert done["repeated"] is True and done["already_completed"] is False
    assert done["task"]["status"] == "pending" and done["next_due"] == "2026-11-25T09:00:00+01:00"
    assert done["next_due_text"].startswith("Wed 25 Nov")
    assert done["previous"]["due"] == "2026-11-24T09:00:00+01:00"

    monthly = (await me.ok("add_task", title="Rent", due="2026-12-01", repeat="FREQ=MONTHLY;BYMONTHDAY=1",
                           now=NOW))["task"]
    assert (monthly["due"], monthly["repeat_text"]) == ("2026-12-01", "every month on the 1st")
    again = await me.ok("complete_task", task_id=monthly["id"], now=NOW)
    assert again["next_due"] == "2027-01-01"
    stopped = await me.ok("update_task", task_id=monthly["id"], repeat=None)
    assert stopped["task"]["repeat"] is None and stopped["task"]["due"] == "2027-01-01"
    finished = await me.ok("complete_task", task_id=monthly["id"], now=NOW)
    assert finished["repeated"] is False and finished["task"]["status"] == "completed"
    bad = await me.error("add_task", title="x", repeat="now and then")
    assert bad["code"] == "invalid_repeat" and "every monday" in bad["message"]


async def test_a_new_rule_starts_after_the_occurrence_just_done(me: Caller) -> None:
    """A weekly thursday order, done for this week (due next thursday), made "every wednesday": the coming
    wednesday is next, not the wednesday after next thursday."""
    task = (await me.ok("add_task", title="Supplier order", repeat="every thursday at 10", now=NOW))["task"]
    done = await me.ok("complete_task", task_id=task["number"], now=NOW)
    assert done["next_due"] == "2026-12-03T10:00:00+01:00"
    moved = await me.ok("update_task", task_id=task["number"], repeat="every wednesday at 10", now=NOW)
    assert moved["task"]["due"] == "2026-12-02T10:00:00+01:00"
    weekly = (await me.ok("add_task", title="Bins", due="2026-11-30", repeat="every monday", now=NOW))["task"]
    friday = await me.ok("update_task", task_id=weekly["number"], repeat="every friday", now=NOW)
    assert friday["task"]["due"] == "2026-11-27"  # today's bins were due next monday: this friday comes first


async def test_a_weekly_task_made_fortnightly_keeps_its_coming_day_and_its_reminder_follows(me: Caller) -> None:
    """"make the van check every 2 weeks": still due this monday, the fortnight counted from there; the reminder
    that went with the weekly repeat repeats every 2 weeks too, at its own time. One on a rule of its own stays."""
    task = (await me.ok("add_task", title="Check the van", repeat="every monday at 7am", now=NOW))["task"]
    assert task["due"] == "2026-11-30T07:00:00+01:00"
    with_it = await me.ok("schedule_reminder", task_id=task["number"], repeat="every monday at 6:30", now=NOW)
    own = await me.ok("schedule_reminder", task_id=task["number"], repeat="every day at 20:00", now=NOW)
    moved = await me.ok("update_task", task_id=task["number"], repeat="every 2 weeks on monday at 7am", now=NOW)
    assert moved["task"]["due"] == "2026-11-30T07:00:00+01:00"
    reminders = {r["id"]: r for r in (await me.ok("list_reminders", task_id=task["number"]))["reminders"]}
    assert reminders[with_it["reminder"]["id"]]["repeat_text"] == "every 2 weeks on monday at 6:30am"
    assert reminders[with_it["reminder"]["id"]]["remind_at"] == "2026-11-30T05:30:00Z"  # 6:30 in Berlin
    assert reminders[own["reminder"]["id"]]["repeat_text"] == own["reminder"]["repeat_text"]


async def test_a_counted_repeat_ends_and_the_task_is_done(me: Caller) -> None:
    task = (await me.ok("add_task", title="Pills", due="2026-11-24", repeat="every day, 2 times", now=NOW))["task"]
    first = await me.ok("complete_task", task_id=task["number"], now=NOW)
    assert first["repeated"] and first["next_due"] == "2026-11-25" and first["task"]["repeat"].endswith("COUNT=1")
    last = await me.ok("complete_task", task_id=task["number"], now=NOW)
    assert not last["repeated"] and last["task"]["status"] == "completed"


async def test_undoing_a_repeating_completion_puts_the_due_back(me: Caller) -> None:
    from todobot.intents import complete_task

    task = (await me.ok("add_task", title="Water plants", due="2026-11-24", repeat="every 2 days", now=NOW))["task"]
    done = await me.ok("complete_task", task_id=task["number"], now=NOW)
    [(tool, arguments)] = complete_task.inverse(done)
    undone = await me.ok(tool, **arguments)
    assert undone["task"]["due"] == "2026-11-24" and undone["task"]["repeat"] == task["repeat"]
    assert "next due" in complete_task.reply(done, Clock("Europe/Berlin"))


# --- listing ---------------------------------------------------------------------------------------------


async def _some_tasks(me: Caller) -> None:
    for title, due, priority in [
        ("Renew passport", "2026-11-20T10:00:00+01:00", "high"),  # overdue (written before it passed)
        ("Buy milk", "2026-11-23", None),  # today
        ("Call the plumber", "2026-11-24T08:00", "urgent"),  # tomorrow
        ("Book flights to Lisbon", "2026-11-29", "low"),  # Sunday: this week
        ("Dentist appointment", "2026-12-02T15:00", "medium"),  # next 7 days, next week
        ("Read a book", None, None),
        ("Plan the garden", "2026-12-20", None),
    ]:
        now = "2026-11-01T00:00:00Z" if title == "Renew passport" else NOW
        await me.ok("add_task", title=title, due=due, priority=priority, now=now)


@pytest.mark.parametrize(
    ("due", "titles"),
    [
        ("overdue", ["Renew passport"]),
        ("today", ["Renew passport", "Buy milk"]),
        ("tomorrow", ["Call the plumber"]),
        ("this_week", ["Buy milk", "Call the plumber", "Book flights to Lisbon"]),
        ("next_7_days", ["Buy milk", "Call the plumber", "Book flights to Lisbon"]),
        ("no_date", ["Read a book"]),
        ("2026-11-24..2026-12-02", ["Call the plumber", "Book flights to Lisbon", "Dentist appointment"]),
        ("2026-12-01..", ["Dentist appointment", "Plan the garden"]),
        ("2026-12-20", ["Plan the garden"]),
    ],
)
async def test_lists_filter_by_due_date_in_the_users_zone(me: Caller, due: str, titles: list[str]) -> None:
    await _some_tasks(me)
    listed = await me.ok("list_tasks", due=due, now=NOW)
    assert [t["title"] for t in listed["tasks"]] == titles
    assert listed["total"] == len(titles) and listed["next_cursor"] is None


async def test_lists_filter_by_priority_and_status_and_sort(me: Caller) -> None:
    await _some_tasks(me)
    await me.ok("complete_task", task_id=2)
    high = await me.ok("list_tasks", priority="urgent")
    assert [t["title"] for t in high["tasks"]] == ["Renew passport", "Call the plumber"]
    several = await me.ok("list_tasks", priority="high,medium", status="pending")
    assert [t["number"] for t in several["tasks"]] == [1, 3, 5]
    by_due = await me.ok("list_tasks", sort="due", status="pending")
    assert [t["number"] for t in by_due["tasks"]] == [1, 3, 4, 5, 7, 6]  # no date last
    by_priority = await me.ok("list_tasks", sort="priority")
    assert [t["number"] for t in by_priority["tasks"]] == [1, 3, 5, 4, 2, 7, 6]
    newest = await me.ok("list_tasks", sort="created")
    assert [t["number"] for t in newest["tasks"]] == [7, 6, 5, 4, 3, 2, 1]
    for bad in ({"due": "someday"}, {"priority": "meh"}, {"due": "2026-12-31..2026-12-01"}, {"limit": 0},
                {"limit": 501}, {"sort": "relevance"}):
        assert (await me.error("list_tasks", **bad))["code"] in ("invalid_filter", "invalid_arguments"), bad


async def test_a_query_matches_title_and_description_words_despite_typos(me: Caller) -> None:
    await _some_tasks(me)
    await me.ok("update_task", task_id=6, description="Dune, before the film")
    for query, titles in [
        ("passport", ["Renew passport"]),
        ("pasport", ["Renew passport"]),
        ("lisbon flihgts", ["Book flights to Lisbon"]),
        ("book", ["Book flights to Lisbon", "Read a book"]),
        ("plumbr", ["Call the plumber"]),
        ("dune", ["Read a book"]),
        ("mlik", ["Buy milk"]),
        ("xylophone", []),
    ]:
        listed = await me.ok("list_tasks", query=query)
        assert sorted(t["title"] for t in listed["tasks"]) == sorted(titles), query
        assert listed["total"] == len(titles)
    narrowed = await me.ok("list_tasks", query="book", due="this_week", now=NOW)
    assert [t["title"] for t in narrowed["tasks"]] == ["Book flights to Lisbon"]
    blank = await me.error("list_tasks", query="the")
    assert blank["code"] == "invalid_filter"


async def test_pages_carry_the_total_and_a_cursor_to_the_next(me: Caller, store: TaskStore) -> None:
    for n in range(1, 8):
        store.add_task(me.user_id, f"Task {n}", due=f"2026-12-{8 - n:02d}", priority=["high", None][n % 2],
                       now=NOW_DT)
    for sort, order in [("number", [1, 2, 3, 4, 5, 6, 7]), ("due", [7, 6, 5, 4, 3, 2, 1]),
                        ("priority", [6, 4, 2, 7, 5, 3, 1]), ("created", [7, 6, 5, 4, 3, 2, 1])]:
        seen, cursor, totals = [], None, set()
        while True:
            page = await me.ok("list_tasks", sort=sort, limit=3, **({"cursor": cursor} if cursor else {}))
            seen += [t["number"] for t in page["tasks"]]
            totals.add(page["total"])
            assert page["count"] == len(page["tasks"]) <= 3
            cursor = page["next_cursor"]
            if cursor is None:
                break
        assert (seen, totals) == (order, {7}), sort
    page = await me.ok("list_tasks", query="task", limit=5)
    rest = await me.ok("list_tasks", query="task", limit=5, cursor=page["next_cursor"])
    assert (page["total"], len(page["tasks"]), len(rest["tasks"]), rest["next_cursor"]) == (7, 5, 2, None)
    wrong = await me.error("list_tasks", sort="due", cursor=page["next_cursor"])
    assert wrong["code"] == "invalid_cursor"
    searched = await me.ok("list_tasks", query="task", sort="number", limit=2)
    not_a_search = await me.error("list_tasks", sort="number", cursor=searched["next_cursor"])
    assert not_a_search["code"] == "invalid_cursor"
    assert (await me.error("list_tasks", cursor="not a cursor"))["code"] == "invalid_cursor"
    uncounted = await me.ok("list_tasks", limit=3, with_total=False)
    searched = await me.ok("list_tasks", query="task", sort="number", limit=3, with_total=False)
    for listed in (uncounted, searched):  # a look-up that wants only the tasks: no total counted
        assert (listed["total"], listed["count"], listed["next_cursor"] is not None) == (None, 3, True)


async def test_the_store_api_mirrors_the_tools(store: TaskStore, user_id: str) -> None:
    task = store.add_task(user_id, "Pay rent", "by the 1st", due="2026-12-01", repeat="every month on the 1st",
                          priority="p1", now=NOW_DT)
    assert (task.due.isoformat(), task.repeat, task.priority) == ("2026-12-01", "FREQ=MONTHLY;BYMONTHDAY=1", "high")
    store.add_task(user_id, "Buy milk")
    assert [t.title for t in store.list_tasks(user_id)] == ["Pay rent", "Buy milk"]
    assert [t.title for t in store.list_tasks(user_id, "pending")] == ["Pay rent", "Buy milk"]
    assert [t.title for t in store.list_tasks(user_id, priority="high", sort="due", limit=1)] == ["Pay rent"]
    assert [t.number for t in store.tasks_by_numbers(user_id, [2, 9, 1])] == [1, 2]
    assert [t.title for t in store.find_tasks(user_id, "rnet")] == ["Pay rent"]
    page = store.page_tasks(user_id, limit=1)
    assert (page.total, [t.number for t in page.tasks], page.next_cursor is not None) == (2, [1], True)
    changed = store.update_task(user_id, 1, due=None, priority=None)
    assert (changed.task.due, changed.task.repeat, changed.task.priority) == (None, None, "none")


def test_a_page_reads_one_page_and_counts_in_sql(store: TaskStore, user_id: str) -> None:
    """Listing 200 tasks 10 at a time: each query is LIMITed or a COUNT, and a search reads the word index."""
    for n in range(200):
        store.add_task(user_id, f"Errand {n}" if n % 2 else f"Chore {n}")
    statements: list[str] = []

    def record(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if "todobot_tasks" in statement and statement.lstrip().upper().startswith(("SELECT", "WITH")):
            statements.append(" ".join(statement.split()).upper())

    event.listen(store.engine, "before_cursor_execute", record)
    try:
        page = store.page_tasks(user_id, status="pending", sort="due", limit=10)
        found = store.page_tasks(user_id, query="erand", limit=10)
    finally:
        event.remove(store.engine, "before_cursor_execute", record)
    assert (page.total, len(page.tasks), found.total, len(found.tasks)) == (200, 10, 100, 10)
    assert statements and all(" LIMIT " in s or "COUNT(" in s for s in statements), statements
    assert any("TODOBOT_TASK_WORDS" in s for s in statements)
    statements.clear()
    event.listen(store.engine, "before_cursor_execute", record)
    try:  # a first page that holds every match is its own total: no COUNT query of its own
        whole, searched = store.page_tasks(user_id, limit=500), store.page_tasks(user_id, query="erand", sort="number",
                                                                                    limit=500)
    finally:
        event.remove(store.engine, "before_cursor_execute", record)
    assert (whole.total, searched.total) == (200, 100)
    assert not any("SELECT COUNT(" in s for s in statements), statements


def test_a_search_finds_every_match_however_many_tasks_share_its_first_letters(
    store: TaskStore, user_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The word index is read for close words first, so newer tasks whose words only share a letter with the
    query ("mow" for "milk") never crowd the matches out of the tasks read (capped at CANDIDATES_MAX)."""
    monkeypatch.setattr(listing, "CANDIDATES_MAX", 20)
    for n in range(5):
        store.add_task(user_id, f"Buy milk {n}")
    for n in range(40):
        store.add_task(user_id, f"Mow the lawn {n}")
    for sort in ("relevance", "number", "created"):
        page = store.page_tasks(user_id, query="milk", sort=sort, limit=3)
        assert (page.total, len(page.tasks), page.next_cursor is not None) == (5, 3, True), sort
    numbers, cursor = [], None
    while True:  # a sure match sorted by number: the database sorts, counts and pages it
        page = store.page_tasks(user_id, query="milk", sort="number", limit=2, cursor=cursor)
        numbers += [t.number for t in page.tasks]
        if not (cursor := page.next_cursor):
            break
    assert numbers == [1, 2, 3, 4, 5]
    stale = store.page_tasks(user_id, query="milk", sort="number", limit=2).next_cursor
    for number in (2, 3, 4, 5):
        store.delete_task(user_id, number)
    past_the_end = store.page_tasks(user_id, query="milk", sort="number", limit=2, cursor=stale)
    assert (past_the_end.tasks, past_the_end.total, past_the_end.next_cursor) == ([], 1, None)
    for number in (2, 3, 4, 5):
        store.restore_task(user_id, number)
    typo = store.page_tasks(user_id, query="mlik", sort="number")  # typos forgiven as ever
    assert [t.number for t in typo.tasks] == [1, 2, 3, 4, 5] and typo.total == 5


# --- reminders -------------------------------------------------------------------------------------------


async def test_reminders_are_listed_moved_and_cancelled(me: Caller) -> None:
    await me.ok("add_task", title="Stretch")
    await me.ok("add_task", title="Call mom")
    first = (await me.ok("schedule_reminder", task_id=1, remind_at="2026-12-01T09:00:00+01:00"))["reminder"]
    second = (await me.ok("schedule_reminder", task_id=2, remind_at="2026-11-30T09:00:00+01:00"))["reminder"]
    listed = await me.ok("list_reminders")
    assert [r["id"] for r in listed["reminders"]] == [second["id"], first["id"]] and listed["count"] == 2
    assert [r["id"] for r in (await me.ok("list_reminders", task_id=1))["reminders"]] == [first["id"]]
    moved = (await me.ok("move_reminder", reminder_id=first["id"], remind_at="2026-11-29T18:00:00+01:00"))["reminder"]
    assert (moved["id"], moved["remind_at"], moved["next_at"]) == (first["id"], "2026-11-29T17:00:00Z",
                                                                   "2026-11-29T17:00:00Z")
    rescheduled = (await me.ok("schedule_reminder", task_id=2, reminder_id=second["id"],
                               remind_at="2026-12-05T10:00:00+01:00", repeat="every saturday"))["reminder"]
    assert rescheduled["id"] == second["id"] and rescheduled["repeat_text"] == "every saturday"
    cancelled = await me.ok("cancel_reminder", reminder_id=first["id"])
    assert cancelled["cancelled"]["id"] == first["id"]
    assert [r["id"] for r in (await me.ok("list_reminders"))["reminders"]] == [second["id"]]
    assert (await me.error("cancel_reminder", reminder_id=first["id"]))["code"] == "not_found"
    assert (await me.error("move_reminder", reminder_id="nope", remind_at=NOW))["code"] == "invalid_reminder"
    other = Caller(me.tools, str(uuid.uuid4()))
    assert (await other.error("cancel_reminder", reminder_id=second["id"]))["code"] == "not_found"
    assert (await other.ok("list_reminders"))["reminders"] == []


async def test_what_was_done_is_listed_by_the_days_it_was_done(me: Caller) -> None:
    for title in ("Buy milk", "Call mom", "Pay rent", "Book the vet"):
        await me.ok("add_task", title=title, now=NOW)
    await me.ok("complete_task", task_id=1, now=NOW)  # Monday 23 Nov, 10:00 in Berlin
    await me.ok("complete_task", task_id=2, now="2026-11-22T22:30:00Z")  # Sunday 23:30 in Berlin: last week
    await me.ok("complete_task", task_id=3, now="2026-11-16T08:00:00Z")  # the Monday before

    async def done(when: str) -> list[str]:
        found = await me.ok("list_tasks", completed=when, now=NOW)
        return [t["title"] for t in found["tasks"]]

    assert await done("today") == await done("this_week") == ["Buy milk"]
    assert await done("yesterday") == ["Call mom"]
    assert await done("last_week") == ["Call mom", "Pay rent"]
    assert await done("last_7_days") == ["Buy milk", "Call mom"]
    assert await done("2026-11-16..2026-11-22") == ["Call mom", "Pay rent"]
    assert (await me.error("list_tasks", completed="whenever", now=NOW))["code"] == "invalid_filter"


async def test_a_tasks_one_off_reminders_move_with_its_due(me: Caller) -> None:
    """Done early on a weekly task, its reminder for this week follows to next week (and back on undo); moved
    earlier, "the day before" stays the day before; a repeating reminder keeps its own rule."""
    from todobot.intents import complete_task

    drama = (await me.ok("add_task", title="Pick leo up from drama", due="2026-11-25", repeat="every wednesday",
                         now=NOW))["task"]
    this_week = (await me.ok("schedule_reminder", task_id=drama["number"], remind_at="2026-11-25T17:30:00+01:00",
                             now=NOW))["reminder"]
    weekly = (await me.ok("schedule_reminder", task_id=drama["number"], remind_at="2026-11-25T08:00:00+01:00",
                          repeat="every wednesday at 8:00", now=NOW))["reminder"]
    done = await me.ok("complete_task", task_id=drama["number"], now=NOW)

    async def times() -> dict[str, str]:
        found = (await me.ok("list_reminders", task_id=drama["number"]))["reminders"]
        return {r["id"]: r["next_at"] for r in found}

    assert await times() == {this_week["id"]: "2026-12-02T16:30:00Z", weekly["id"]: "2026-11-25T07:00:00Z"}
    [(tool, arguments)] = complete_task.inverse(done)
    await me.ok(tool, **arguments)
    assert (await times())[this_week["id"]] == "2026-11-25T16:30:00Z"
    dentist = (await me.ok("add_task", title="Dentist", due="2026-11-27T10:00", now=NOW))["task"]
    day_before = (await me.ok("schedule_reminder", task_id=dentist["number"], remind_at="2026-11-26T18:00:00+01:00",
                              now=NOW))["reminder"]
    await me.ok("update_task", task_id=dentist["number"], due="2026-11-25T10:00", now=NOW)
    found = (await me.ok("list_reminders", task_id=dentist["number"]))["reminders"]
    assert [(r["id"], r["next_at"]) for r in found] == [(day_before["id"], "2026-11-24T17:00:00Z")]


async def test_a_weekly_reminder_keeps_its_local_time_across_daylight_saving(me: Caller) -> None:
    await me.ok("add_task", title="Put the bins out")
    reminder = (await me.ok("schedule_reminder", task_id=1, remind_at="2027-03-22T19:00:00+01:00",
                            repeat="every monday"))["reminder"]
    assert (reminder["repeat"], reminder["timezone"]) == ("FREQ=WEEKLY;BYDAY=MO", "Europe/Berlin")
    seen = []
    for now in ("2027-03-22T18:30:00Z", "2027-03-29T18:30:00Z", "2027-04-05T18:30:00Z"):
        [due] = (await me.ok("list_due_reminders", now=now))["reminders"]
        seen.append(due["due_at"])
        acked = await me.ok("acknowledge_reminders", occurrences=[{"id": due["id"], "due_at": due["due_at"]}],
                            now=now)
        assert acked["acknowledged"][0]["next_due_at"] is not None
    # 19:00 in Berlin each Monday: 18:00 UTC before the clocks went forward (28 March), 17:00 after
    assert seen == ["2027-03-22T18:00:00Z", "2027-03-29T17:00:00Z", "2027-04-05T17:00:00Z"]


async def test_a_rule_reminder_unseen_for_weeks_comes_once_then_waits_for_its_next_time(me: Caller) -> None:
    await me.ok("add_task", title="Water the plants")
    await me.ok("schedule_reminder", task_id=1, remind_at="2026-12-07T09:00:00+01:00", repeat="every monday")
    now = "2027-01-06T12:00:00Z"  # a Wednesday, a month later
    [due] = (await me.ok("list_due_reminders", now=now))["reminders"]
    acked = await me.ok("acknowledge_reminders", occurrences=[{"id": due["id"], "due_at": due["due_at"]}], now=now)
    assert acked["acknowledged"][0]["next_due_at"] == "2027-01-11T08:00:00Z"
    assert (await me.ok("list_due_reminders", now=now))["reminders"] == []


async def test_a_monthly_reminder_can_start_at_its_rules_first_time(me: Caller) -> None:
    await me.ok("add_task", title="Pay rent")
    reminder = (await me.ok("schedule_reminder", task_id=1, repeat="every month on the 1st at 9", now=NOW))
    assert reminder["reminder"]["remind_at"] == "2026-12-01T08:00:00Z"
    no_time = await me.error("schedule_reminder", task_id=1, repeat="every month on the 1st", now=NOW)
    assert no_time["code"] == "invalid_reminder"
    both = await me.error("schedule_reminder", task_id=1, remind_at="2026-12-01T09:00:00Z", repeat="every day",
                          repeat_interval_minutes=60)
    assert both["code"] == "invalid_reminder"
    too_often = await me.error("schedule_reminder", task_id=1, remind_at="2026-12-01T09:00:00Z",
                               repeat_interval_minutes=1441)
    assert too_often["code"] == "invalid_reminder"


# --- migration ------------------------------------------------------------------------------------------


def test_a_version_4_database_upgrades_keeping_tasks_and_reminders(database_url: str, user_id: str) -> None:
    engine = create_engine(sqlalchemy_url(database_url))
    task_id, now = str(uuid.uuid4()), datetime.now(UTC)
    with engine.begin() as conn:  # a database as the previous TodoBot (schema version 4) left it
        schema.schema_version.create(conn)
        conn.execute(schema.schema_version.insert().values(version=4))
        for migration in schema.MIGRATIONS[:4]:
            migration(conn)
        conn.execute(schema.tasks.insert().values(
            id=task_id, user_id=user_id, number=1, title="Renew the passport", description="before the trip",
            status="pending", created_at=now, updated_at=now))
        conn.execute(schema.task_counters.insert().values(user_id=user_id, last_number=1))
        conn.execute(schema.reminders.insert().values(
            id=str(uuid.uuid4()), user_id=user_id, task_id=task_id, remind_at=now, repeat_interval_minutes=60,
            repeat_count=2, fired_count=0, next_at=now, created_at=now))
    engine.dispose()
    store = TaskStore(database_url)
    try:
        assert store.schema_version == schema.LATEST_VERSION
        [old] = store.list_tasks(user_id)
        assert (old.title, old.due, old.repeat, old.priority) == ("Renew the passport", None, None, "none")
        assert [t.title for t in store.find_tasks(user_id, "pasport")] == ["Renew the passport"]  # backfilled
        assert [t.title for t in store.list_tasks(user_id, query="trip")] == ["Renew the passport"]
        [reminder] = store.list_reminders(user_id)
        assert (reminder.repeat_interval_minutes, reminder.repeat) == (60, None)
        updated = store.update_task(user_id, 1, due="2026-12-01", priority="high", now=NOW_DT).task
        assert (updated.due_all_day, updated.priority) == (True, "high")
        indexes = {ix["name"] for ix in inspect(store.engine).get_indexes("todobot_task_words")}
        assert {"ix_todobot_task_words_user_word", "ix_todobot_task_words_user_rword"} <= indexes
    finally:
        store.close()
