"""`python -m bench.search`: how long a title search (`list_tasks` with `query`) takes at 10,000 tasks.

A small, separate measurement (not part of `python -m bench`): it starts the benchmark's own PostgreSQL server
(bench/postgres.py), gives one user 10,000 tasks — and four other users as many, so the user filter matters —
with their word-index rows, and times `TaskStore.page_tasks(query=…)` (one page of 20, with its total) for a
rare word, a common one, a typo and two words (ranked by relevance, and in number order as the agent asks), and
lists without a query (a page and its COUNT). `--explain` prints PostgreSQL's plans of the search's queries.

    python -m bench.search [--tasks 10000] [--runs 40] [--sqlite] [--explain]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import func, insert, select

from todobot.tools import listing
from todobot.tools.schema import task_counters, task_words, tasks
from todobot.tools.store import TaskStore
from todobot.tools.words import word_rows

# A vocabulary of everyday task words: a common word is in ~1 task in 25, a rare one in a handful.
_COMMON = ["call", "buy", "email", "pay", "book", "clean", "fix", "send", "check", "order"]
_THINGS = ["milk", "bread", "plumber", "rent", "report", "car", "garden", "taxes", "invoice", "tickets", "gift",
           "passport", "dentist", "insurance", "laptop", "printer", "kitchen", "meeting", "slides", "budget"]
_RARE = [f"{a}{b}" for a in ("zor", "mel", "qua", "ven", "tir") for b in ("ax", "ine", "ost", "ula", "emb")]
QUERIES = {"rare word": "zorax", "common word": "milk", "typo": "pasport", "two words": "call plumber"}


def seed(store: TaskStore, user_id: str, count: int, rng: random.Random) -> None:
    """`count` tasks for `user_id` with their word rows, in bulk (a third done)."""
    now = datetime.now(UTC)
    rows, words = [], []
    for i in range(count):
        title = f"{rng.choice(_COMMON)} {rng.choice(_THINGS)} {rng.choice(_THINGS)}"
        if i % 500 == 0:
            title += f" {rng.choice(_RARE)}"
        task_id = str(uuid.uuid4())
        rows.append({"id": task_id, "user_id": user_id, "number": i + 1, "title": title, "description": None,
                     "status": "completed" if i % 3 == 2 else "pending", "created_at": now, "updated_at": now})
        words += word_rows(task_id, user_id, title, None)
    with store.engine.begin() as conn:
        for start in range(0, len(rows), 1000):
            conn.execute(insert(tasks), rows[start:start + 1000])
        for start in range(0, len(words), 5000):
            conn.execute(insert(task_words), words[start:start + 5000])
        conn.execute(insert(task_counters).values(user_id=user_id, last_number=count))


def measure(url: str, count: int, runs: int, explain: bool) -> None:
    store = TaskStore(url)
    rng = random.Random(13)
    users = [str(uuid.uuid4()) for _ in range(5)]
    started = time.perf_counter()
    for user in users:
        seed(store, user, count, rng)
    if store.engine.dialect.name == "postgresql":  # as autovacuum would have, after the bulk load
        with store.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            conn.exec_driver_sql("VACUUM ANALYZE")
    print(f"{store.engine.dialect.name}: {len(users)} users × {count:,} tasks seeded in "
          f"{time.perf_counter() - started:.1f} s")
    me = users[0]
    cases = [(f"{label}, by {sort}", {"query": query, "sort": sort})
             for label, query in QUERIES.items() for sort in ("relevance", "number")]
    cases += [("no query, all", {}), ("no query, pending", {"status": "pending"})]
    for label, filters in cases:
        store.page_tasks(me, limit=20, **filters)  # warm the cache
        times, page = [], None
        for _ in range(runs):
            start = time.perf_counter()
            page = store.page_tasks(me, limit=20, **filters)
            times.append((time.perf_counter() - start) * 1000)
        assert page is not None
        times.sort()
        print(f"  {label:28} {filters.get('query', '')!r:15} total {page.total:5}  min {times[0]:5.1f} ms  "
              f"median {statistics.median(times):5.1f} ms  p90 {times[int(len(times) * 0.9)]:5.1f} ms")
    if explain and store.engine.dialect.name == "postgresql":
        wanted = listing.query_words("milk")
        words_query = listing.index_words(me, wanted)
        with store.engine.begin() as conn:
            close = listing.close_words(wanted, conn.execute(words_query))
        where = tasks.c.deleted_at.is_(None)
        page_query = listing.searched(tasks.select().where(where).order_by(tasks.c.number).limit(21), me, close,
                                      "postgresql")
        counted = listing.searched(select(func.count()).select_from(tasks).where(where), me, close, "postgresql")
        for statement in (words_query, page_query, counted):
            compiled = statement.compile(store.engine, compile_kwargs={"literal_binds": True})
            with store.engine.begin() as conn:
                for (line,) in conn.exec_driver_sql(f"EXPLAIN (ANALYZE, BUFFERS) {compiled}"):
                    print("   ", line)
    store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--sqlite", action="store_true", help="measure the embedded SQLite store instead")
    parser.add_argument("--explain", action="store_true")
    args = parser.parse_args()
    if args.sqlite:
        with tempfile.TemporaryDirectory() as folder:
            measure(f"sqlite:///{Path(folder) / 'search.db'}", args.tasks, args.runs, args.explain)
        return
    from bench.postgres import database, postgres_server

    with postgres_server() as server, database(server) as url:
        measure(url, args.tasks, args.runs, args.explain)


if __name__ == "__main__":
    main()
