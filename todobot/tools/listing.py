"""How a task list is filtered, searched, sorted and paged — the SQL pieces `TaskStore` composes.

Every filter is a SQL condition and every page a LIMIT, so a list never fetches all of a user's tasks, and
its `total` is a COUNT. Pages of a sorted list use keyset cursors (the last row's sort key), which stay
cheap however deep the page; the cursor is opaque to callers (base64 JSON).

Searching (`query`) is typo-tolerant without a trigram extension, which neither SQLite nor a stock
PostgreSQL is sure to have. It reads the indexed `todobot_task_words` table first: the user's distinct words
that start with a query word's first letters or end with its last ones (three of a long word, one of a short
one), so a typo in the middle, at the start or at the end still finds the word (`index_words`). rapidfuzz
keeps those close to a query word (`close_words`), and only the tasks holding a close word for every query
word are matches. When each close word is a sure match (`all_sure`) and the order is not relevance, the
database sorts, counts and pages those tasks like any list. Otherwise at most `CANDIDATES_MAX` of them (the
newest) are read and ranked on their own words (`relevance`). Search pages are offsets in that order.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from typing import Any, Literal
from zoneinfo import ZoneInfo

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA
from sqlalchemy import ColumnElement, CompoundSelect, Select, and_, false, func, literal, or_, select, true, union
from sqlalchemy.sql.visitors import replacement_traverse

from todobot.priority import LEVELS, PriorityError
from todobot.priority import normalise as normalise_priority
from todobot.recurrence import day_start
from todobot.tools.models import LIST_LIMIT_MAX, TaskError
from todobot.tools.schema import UTCDateTime, task_words, tasks
from todobot.tools.words import phrasal, stem, words

DUE_FILTERS = ("overdue", "today", "tomorrow", "this_week", "next_7_days", "no_date")
SortName = Literal["number", "due", "priority", "created", "relevance"]
SORTS: tuple[str, ...] = SortName.__args__  # type: ignore[attr-defined]
# What each listing argument means, said once for every door that takes it (the MCP tool, the HTTP API).
HELP = {
    "status": "all | pending | completed",
    "due": "Only tasks due: overdue | today (with overdue ones) | tomorrow | this_week | next_7_days | no_date | "
           "a day or a range of days '2026-11-01..2026-11-30' (in the user's zone).",
    "completed": "Only tasks marked done: today | yesterday | this_week | last_week | last_7_days | a day or a range "
                 "'2026-11-01..2026-11-30' (in the user's zone).",
    "query": "Words of the title or description (typos are forgiven); results best match first.",
    "priority": "Only this priority, or several: 'high,medium'.",
    "sort": "number (default), due (soonest first, no date last), priority (highest first), created (newest "
            "first) or relevance (the default with a query).",
    "limit": f"Tasks per page, 1-{LIST_LIMIT_MAX}.",
    "cursor": "The next_cursor of the previous page.",
}
CANDIDATES_MAX = 1000
TITLE_BONUS = 1.0  # a title word counts this much more than a description word, in every query word's score
MATCH_MIN = 75  # rapidfuzz ratio every query word must reach against some word of the task
FAR = datetime(9999, 12, 31, tzinfo=UTC)  # "no due date" sorts after every date

_due_key = func.coalesce(tasks.c.due_at, literal(FAR, UTCDateTime))
# (expression, descending?, how to read the value back from a Task)
SORT_KEYS: dict[str, list[tuple[Any, bool, str]]] = {
    "number": [(tasks.c.number, False, "number")],
    "due": [(_due_key, False, "due_key"), (tasks.c.number, False, "number")],
    "priority": [(tasks.c.priority, True, "priority_level"), (_due_key, False, "due_key"),
                 (tasks.c.number, False, "number")],
    "created": [(tasks.c.created_at, True, "created_at"), (tasks.c.number, True, "number")],
}


IDS_MAX = 100  # tasks one `task_ids` filter may name
NUMBER_MAX = 2**31 - 1  # task numbers are a 32-bit INTEGER column


def ids_condition(task_ids: Sequence[int | str]) -> ColumnElement[bool]:
    """Only the tasks named by number (3, "3", "#3") or UUID: an indexed look-up of a few tasks. Names that
    can be no task (a number out of range) match nothing; names that are neither are refused."""
    if isinstance(task_ids, str | bytes) or len(task_ids) > IDS_MAX:
        raise TaskError("invalid_filter", f"Name at most {IDS_MAX} tasks, as a list of numbers or ids.")
    numbers: set[int] = set()
    ids: set[str] = set()
    for raw in task_ids:
        ref = str(raw).strip().lstrip("#")
        if isinstance(raw, bool):
            raise TaskError("invalid_task_id", "A task is named by its id or its number, like 3.")
        if ref.isdecimal():
            if 0 < int(ref) <= NUMBER_MAX:
                numbers.add(int(ref))
            continue
        try:
            ids.add(str(uuid.UUID(ref)))
        except ValueError:
            raise TaskError("invalid_task_id", "A task is named by its id or its number, like 3.") from None
    # One kind alone is a plain IN, which the planners look up by (user_id, number) or the primary key; an OR
    # of both (rare: a number said while a question offered tasks) makes SQLite walk the user's tasks.
    if not ids:
        return tasks.c.number.in_(sorted(numbers))
    if not numbers:
        return tasks.c.id.in_(sorted(ids))
    return or_(tasks.c.number.in_(sorted(numbers)), tasks.c.id.in_(sorted(ids)))


def check_limit(limit: int | None) -> int | None:
    if limit is None:
        return None
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= LIST_LIMIT_MAX:
        raise TaskError("invalid_filter", f"A page holds 1 to {LIST_LIMIT_MAX} tasks.")
    return limit


def check_sort(sort: str | None, query: str | None) -> str:
    chosen = sort or ("relevance" if query else "number")
    if chosen not in SORTS:
        raise TaskError("invalid_filter", "Sort by number, due, priority, created or relevance.")
    if chosen == "relevance" and not query:
        raise TaskError("invalid_filter", "Sorting by relevance needs a query.")
    return chosen


def priority_condition(priority: str | None) -> ColumnElement[bool] | None:
    """`high`, or several levels `high,medium` (any word `todobot.priority` knows)."""
    if priority is None:
        return None
    try:
        levels = {LEVELS[normalise_priority(part)] for part in str(priority).split(",")}
    except PriorityError as exc:
        raise TaskError("invalid_filter", str(exc)) from None
    return tasks.c.priority.in_(sorted(levels))


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise TaskError("invalid_filter", f"“{text[:20]}” is not a date like 2026-11-01.") from None


COMPLETED_FILTERS = ("today", "yesterday", "this_week", "last_week", "last_7_days")


def _day_range(said: str) -> tuple[date | None, date | None]:
    """The first and last day of "2026-11-01..2026-11-30" (either end may be left open: None), or of one day."""
    first, _, last = said.partition("..")
    lower = _day(first) if first.strip() else None
    upper = _day(last) if last.strip() else lower if ".." not in said else None
    if lower and upper and upper < lower:
        raise TaskError("invalid_filter", "A date range goes from the earlier date to the later one.")
    return lower, upper


def completed_condition(completed: str | None, tz: ZoneInfo, now: datetime) -> ColumnElement[bool] | None:
    """Tasks marked done today | yesterday | this_week | last_week | last_7_days, or on a day or a range of days
    "2026-11-01..2026-11-30", in the user's zone `tz` ("what did I finish this week?")."""
    if completed is None:
        return None
    today = now.astimezone(tz).date()
    monday = today - timedelta(days=today.weekday())
    said = completed.strip().lower().replace(" ", "_").replace("-", "_") if isinstance(completed, str) else ""
    windows = {"today": (today, today), "yesterday": (today - timedelta(days=1),) * 2, "this_week": (monday, today),
               "last_week": (monday - timedelta(days=7), monday - timedelta(days=1)),
               "last_7_days": (today - timedelta(days=6), today)}
    first: date | None = None
    last: date | None = None
    if said in windows:
        first, last = windows[said]
    elif isinstance(completed, str) and re.fullmatch(r"\s*[\d-]+\s*(\.\.\s*[\d-]+\s*)?", completed):
        first, last = _day_range(completed)  # both ends said: the pattern asks for them
    if first is None or last is None:
        raise TaskError("invalid_filter", "Filter completion dates by today, yesterday, this_week, last_week, "
                                          "last_7_days, or a range of days like 2026-11-01..2026-11-30.")
    return and_(tasks.c.status == "completed", tasks.c.completed_at >= day_start(first, tz),
                tasks.c.completed_at < day_start(last + timedelta(days=1), tz))


def due_condition(due: str | None, tz: ZoneInfo, now: datetime) -> ColumnElement[bool] | None:
    """overdue | today (with overdue) | tomorrow | this_week | next_7_days | no_date | a day or a range of
    days "2026-11-01..2026-11-30" (either end may be left open), in the user's zone `tz`."""
    if due is None:
        return None
    today = now.astimezone(tz).date()
    start = day_start(today, tz)

    def days(first: date, after_last: date) -> ColumnElement[bool]:
        return and_(tasks.c.due_at >= day_start(first, tz), tasks.c.due_at < day_start(after_last, tz))

    overdue = and_(
        tasks.c.status == "pending",
        or_(and_(tasks.c.due_all_day == false(), tasks.c.due_at < now),
            and_(tasks.c.due_all_day == true(), tasks.c.due_at < start)),
    )
    said = due.strip().lower().replace(" ", "_").replace("-", "_") if isinstance(due, str) else ""
    if said == "overdue":
        return overdue
    if said == "today":
        return or_(overdue, days(today, today + timedelta(days=1)))
    if said == "tomorrow":
        return days(today + timedelta(days=1), today + timedelta(days=2))
    if said == "this_week":
        return days(today, today + timedelta(days=7 - today.weekday()))
    if said in ("next_7_days", "next_week"):
        return days(today, today + timedelta(days=7))
    if said in ("no_date", "none", "no_due_date"):
        return tasks.c.due_at.is_(None)
    if isinstance(due, str) and re.fullmatch(r"\s*[\d-]*\s*(\.\.\s*[\d-]*\s*)?", due) and due.strip(" ."):
        lower, upper = _day_range(due)
        conditions = [tasks.c.due_at.is_not(None)]
        if lower:
            conditions.append(tasks.c.due_at >= day_start(lower, tz))
        if upper:
            conditions.append(tasks.c.due_at < day_start(upper + timedelta(days=1), tz))
        return and_(*conditions)
    raise TaskError(
        "invalid_filter",
        "Filter due dates by overdue, today, tomorrow, this_week, next_7_days, no_date, or a range of days "
        "like 2026-11-01..2026-11-30.",
    )


# --- search --------------------------------------------------------------------------------------------


def _next_string(prefix: str) -> str:
    """The smallest string greater than every string starting with `prefix` (code-point order)."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


def _starts(column: Any, prefix: str) -> ColumnElement[bool]:
    """`column` starts with `prefix`, as an index range (no LIKE: SQLite's is case-blind and skips the index)."""
    return and_(column >= prefix, column < _next_string(prefix))


def query_words(query: str) -> list[str]:
    found = words(query)
    if not found:
        raise TaskError("invalid_filter", "Give a word of the title or description to search for.")
    return found[:10]


def _affix(word: str) -> int:
    """How many letters of a query word must open (or close) a task's word: fewer for short words, whose
    typos (“rnet”) leave little else intact."""
    return 1 if len(word) <= 4 else 2 if len(word) <= 6 else 3


def index_words(user_id: str, wanted: list[str]) -> CompoundSelect:
    """The distinct index words that open with the first letters of a query word, and those that end with its
    last letters (`reversed` = 1: the word is given reversed): one look-up of the word index alone, which stays
    small however many tasks hold those words (a user has far fewer distinct words than tasks)."""
    mine = task_words.c.user_id == user_id
    starts = [_starts(task_words.c.word, word[: _affix(word)]) for word in wanted]
    ends = [_starts(task_words.c.rword, word[::-1][: _affix(word)]) for word in wanted]
    return union(select(task_words.c.word, literal(0).label("reversed")).where(mine, or_(*starts)),
                 select(task_words.c.rword, literal(1).label("reversed")).where(mine, or_(*ends)))


def close_words(wanted: list[str], found: Iterable[Sequence[Any]]) -> list[list[str]]:
    """For each query word, the index words (`index_words` rows) close enough that a task holding one may match
    it — counting the title bonus, so `relevance` decides the borderline ones on the task itself."""
    seen = {word[::-1] if reversed_ else word for word, reversed_ in found}
    close = [sorted(w for w in seen if _closeness(word, w) + TITLE_BONUS >= MATCH_MIN) for word in wanted]
    # a word the user has in that very form (or another form of it) is the one meant: "electrician" finds "Pay
    # electrician deposit", not "Pay EDP electricity" too; a spelling only near it counts when none is
    return [[w for w in words_of_one if _closeness(word, w) >= 100.0] or words_of_one
            for word, words_of_one in zip(wanted, close, strict=True)]


def all_sure(wanted: list[str], close: list[list[str]]) -> bool:
    """Whether every close word matches its query word whatever part of a task it is in: then each task
    holding them is a match, and the database can sort, count and page them like any list."""
    return all(_closeness(word, w) >= MATCH_MIN for word, words_of_one in zip(wanted, close, strict=True)
               for w in words_of_one)


def holding_condition(user_id: str, close: list[list[str]]) -> ColumnElement[bool]:
    """Tasks holding, for every query word, one of its close words (one indexed look-up per query word)."""
    return and_(*(tasks.c.id.in_(_holding(user_id, words_of_one)) for words_of_one in close))


def _holding(user_id: str, words_of_one: list[str]) -> Select[Any]:
    return select(task_words.c.task_id).where(task_words.c.user_id == user_id, task_words.c.word.in_(words_of_one))


def searched(query: Select[Any], user_id: str, close: list[list[str]], dialect: str) -> Select[Any]:
    """`query` (a select over `tasks`, without an owner test) kept to the user's tasks holding, for every query
    word, one of its close words — reached from the word index by primary key, however many tasks the user has.

    Neither planner has statistics for a table just filled (nobody runs ANALYZE after a bulk load; autovacuum
    does, later): both then guess that `user_id = ?` names a handful of rows and walk all of the user's tasks in
    number order, testing each against the word look-up (10,000 probes to find one task).

    SQLite: written `user_id || '' = ?` the owner test serves no index (SQLite's own idiom is a unary +, which
    does not type-check on PostgreSQL), and SQLite fetches the tasks the word index names by primary key.

    PostgreSQL: the same trick makes it scan every user's live tasks (`ix_todobot_tasks_live_number` matches
    `deleted_at IS NULL`) or, with statistics, hash the whole table. So a MATERIALIZED CTE (a planning fence)
    holds the tasks holding the words, its only condition the word look-up, which PostgreSQL serves by probing
    the primary key with each task id the word index names; the owner test, the filters, the sort and the page
    apply to those rows alone (`query` is rewritten onto the CTE). The plan is the same with or without
    statistics. A common word costs a primary-key probe per task
    holding it, where an up-to-date planner could walk the user's tasks in order and stop at the page's end.
    (`id = ANY(ARRAY(...))` in the CTE did as well until a plan made for a small table seq-scanned the table
    testing each row against the whole array: 200 ms for a word held by 1,000 of 11,000 tasks.)"""
    if dialect == "sqlite":
        return query.where(tasks.c.user_id.concat("") == user_id, holding_condition(user_id, close))
    hits = select(tasks).where(holding_condition(user_id, close)).cte("hits").prefix_with("MATERIALIZED")
    onto_hits = {tasks: hits, **{column: hits.c[column.key] for column in tasks.c}}
    return replacement_traverse(query.where(tasks.c.user_id == user_id), {}, onto_hits.get)


@lru_cache(maxsize=8192)  # a search compares the same few words with the same few candidates again and again
def _closeness(word: str, candidate: str) -> float:
    """100 when `candidate` starts with `word` (a word being typed), else rapidfuzz's ratio; a short word with
    one letter swapped or mistyped after the first ("mum" for "mom", "crad" for "card") counts as a match."""
    if candidate.startswith(word) or stem(word) == stem(candidate) or phrasal(word, candidate):
        return 100.0  # being typed, or another form of the word ("washing" for "wash")
    score = fuzz.ratio(word, candidate)
    if len(word) == len(candidate) >= 3 and word[0] == candidate[0] and OSA.distance(word, candidate) <= 1:
        return max(score, float(MATCH_MIN))
    return score


def relevance(wanted: list[str], title: str, description: str | None) -> float | None:
    """How well a task matches the query words (0-100, a title word a point more than a description's), or
    None when some query word is close to none of the task's words."""
    scored = [(word, TITLE_BONUS) for word in words(title)] + [(word, 0.0) for word in words(description)]
    scores = []
    for word in wanted:
        best = max((_closeness(word, candidate) + bonus for candidate, bonus in scored), default=0.0)
        if best < MATCH_MIN:
            return None
        scores.append(best)
    return sum(scores) / len(scores)


# --- cursors -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cursor:
    """Where the next page starts: after the sort key `after` (keyset) or at `offset` (ranked searches)."""

    sort: str
    after: list[Any] | None = None
    offset: int = 0

    def encode(self) -> str:
        raw = json.dumps({"s": self.sort, "k": self.after, "o": self.offset}, default=str, separators=(",", ":"))
        return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")

    @classmethod
    def decode(cls, cursor: str | None, sort: str, *, searching: bool) -> Cursor | None:
        """The cursor of a listing sorted by `sort` (a search's are offsets, a list's keys); else invalid_cursor."""
        if cursor is None:
            return None
        try:
            data = json.loads(base64.urlsafe_b64decode(str(cursor) + "=" * (-len(str(cursor)) % 4)))
            found = cls(sort=data["s"], after=data.get("k"), offset=int(data.get("o") or 0))
            if found.sort != sort or found.offset < 0 or (found.after is None) != searching:
                raise ValueError
            if found.after is not None:
                found = cls(sort, _key_values(sort, found.after))
            return found
        except (ValueError, KeyError, TypeError, binascii.Error, UnicodeDecodeError):
            raise TaskError("invalid_cursor", "That cursor doesn't belong to this list: list again without one.") \
                from None


def _key_values(sort: str, raw: list[Any]) -> list[Any]:
    keys = SORT_KEYS[sort]
    if not isinstance(raw, list) or len(raw) != len(keys):
        raise ValueError
    values = []
    for (_, _, attribute), value in zip(keys, raw, strict=True):
        if attribute in ("due_key", "created_at"):
            moment = datetime.fromisoformat(value)
            if moment.tzinfo is None:
                raise ValueError
            values.append(moment)
        elif isinstance(value, int) and not isinstance(value, bool):
            values.append(value)
        else:
            raise ValueError
    return values


def key_of(sort: str, task: Any) -> list[Any]:
    """The sort key of a task (a store `Task`), as a cursor keeps it."""
    return _key(sort, task.number, task.due_at, LEVELS[task.priority], task.created_at)


def row_key_of(sort: str, row: Any) -> list[Any]:
    """The sort key of a row of the tasks table (its priority is the stored level), as `key_of` gives it."""
    return _key(sort, row.number, row.due_at, row.priority, row.created_at)


def _key(sort: str, number: int, due_at: datetime | None, level: int, created_at: datetime) -> list[Any]:
    values = {"number": number, "due_key": due_at or FAR, "priority_level": level, "created_at": created_at}
    return [values[attribute] for _, _, attribute in SORT_KEYS[sort]]


def after_condition(sort: str, after: list[Any]) -> ColumnElement[bool]:
    """Rows strictly after the key `after` in `sort` order: (a > x) or (a = x and b > y) or …"""
    keys = SORT_KEYS[sort]
    options = []
    for i, (expr, descending, attribute) in enumerate(keys):
        value = literal(after[i], UTCDateTime) if attribute in ("due_key", "created_at") else after[i]
        equal = [keys[j][0] == (literal(after[j], UTCDateTime) if keys[j][2] in ("due_key", "created_at")
                                else after[j]) for j in range(i)]
        options.append(and_(*equal, expr < value if descending else expr > value))
    return or_(*options)


def order_by(sort: str) -> list[Any]:
    return [expr.desc() if descending else expr.asc() for expr, descending, _ in SORT_KEYS[sort]]
