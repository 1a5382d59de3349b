"""list_tasks: show all, pending or completed tasks (read-only; the list is what "the second one" counts in),
or only those about what was asked ("is milk on my list?": `params.query`, the store's search).

A reply shows one page (`PAGE_SIZE`) and says how many there are in all; "more" (`params.more`) shows the
next page, from the cursor the last list left in the conversation (`continuation`).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rapidfuzz import fuzz, utils
from rapidfuzz.distance import OSA

from todobot.dialogue.references import STOPWORDS
from todobot.dialogue.sentences import PAGE_SIZE, task_line
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, Decline, IntentSpec, ToolResult

NOUNS = {"pending": "pending tasks", "completed": "completed tasks"}
WORD_MATCH = 80.0  # a query word and a task word this alike (rapidfuzz ratio) are the same word, typos aside


NOTHING_MORE = "That was the whole list — say “show my tasks” to see it again."
LISTING_KEYS = ("status", "query")  # what a "more" keeps from the list it continues


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    """One page; a search in number order like any list (the store ranks by relevance otherwise)."""
    params = step.params
    found: Arguments = {"status": params.get("status") or "all", "limit": PAGE_SIZE}
    if params.get("query"):
        found.update(query=params["query"], sort="number")
    if params.get("cursor"):
        found["cursor"] = params["cursor"]
    return found


def check(step: Step, now: datetime) -> Decline | None:
    """"more" with no list left to continue says so instead of showing the first page again."""
    if step.params.get("more") and not step.params.get("cursor"):
        return Decline(NOTHING_MORE)
    return None


def continuation(step: Step, result: ToolResult) -> dict[str, Any] | None:
    """What "more" needs to show the next page of this list (None: it was the last page). Kept in the
    conversation (`list_more`): the list's filters, its cursor, and how many were shown before."""
    cursor = result.get("next_cursor")
    if not cursor:
        return None
    kept = {key: step.params[key] for key in LISTING_KEYS if step.params.get(key)}
    shown = int(step.params.get("offset") or 0) + len(result.get("tasks", []))
    return {**kept, "cursor": cursor, "offset": shown}


def _words(text: str) -> list[str]:
    return [w for w in utils.default_process(text).split() if w not in STOPWORDS]


def _same_word(asked: str, word: str) -> bool:
    """"milk" ~ "milk", "eggs" ~ "egg", "dentist" ~ "dentsit"; a short word may only swap or mistype a letter
    ("mum" ~ "mom", "crad" ~ "card"), never gain one ("car" is not "card")."""
    if asked == word or word.rstrip("s") == asked.rstrip("s"):
        return True
    if min(len(asked), len(word)) >= 5:
        return fuzz.ratio(asked, word) >= WORD_MATCH or OSA.distance(asked, word) <= 1
    return len(asked) == len(word) >= 3 and asked[0] == word[0] and OSA.distance(asked, word) <= 1


def matching(tasks: list[dict[str, Any]], query: str) -> list[dict[str, Any]]:
    """The tasks whose title or description has every word of `query` (typo-tolerant).

    The one place the list is searched: when the task store learns to search, this becomes its argument.
    """
    asked = _words(query) or utils.default_process(query).split()
    found = []
    for task in tasks:
        words = _words(f"{task.get('title', '')} {task.get('description') or ''}")
        if asked and all(any(_same_word(a, w) for w in words) for a in asked):
            found.append(task)
    return found


def shown(step: Step, result: ToolResult) -> ToolResult:
    """With a query, only the tasks matching every word are shown (and counted as "the list" for "the second
    one"); a page after the first says where it starts."""
    query = step.params.get("query")
    if not query or "tasks" not in result:
        return {**result, "offset": int(step.params.get("offset") or 0)} if "tasks" in result else result
    found = matching(result["tasks"], str(query))
    total = result.get("total", len(found)) if len(found) == len(result["tasks"]) else len(found)
    return {**result, "query": query, "count": len(found), "tasks": found, "total": total,
            "offset": int(step.params.get("offset") or 0)}


def _page(result: ToolResult) -> str:
    """"20 of 312 — say “more” …" / "21–40 of 312 …": which part of the list this is."""
    found, total = result.get("tasks", []), int(result.get("total") or 0)
    offset = int(result.get("offset") or 0)
    if total <= len(found) and not offset:
        return f"{len(found)}"
    span = f"{offset + 1}–{offset + len(found)}" if offset else f"showing {len(found)}"
    more = " — say “more” for the next ones" if result.get("next_cursor") else ""
    return f"{span} of {total:,}{more}"


def reply(result: ToolResult, timezone: str) -> str:
    status = result.get("status", "all")
    found = result.get("tasks", [])
    noun = NOUNS.get(status, "tasks")
    query = result.get("query")
    if query:
        if not found:
            return f"No, nothing about “{query}” on your list."
        total = int(result.get("total") or len(found))
        about = "1 task" if total == 1 else f"{total:,} tasks"
        shown = f" ({_page(result)})" if total > len(found) or result.get("offset") else ""
        return "\n".join([f"Yes — {about} about “{query}”{shown}:", *(task_line(t) for t in found)])
    if not found:
        if result.get("offset"):
            return NOTHING_MORE
        return "Nothing pending — you're all caught up! 🎉" if status == "pending" else f"You have no {noun}."
    return "\n".join([f"Your {noun} ({_page(result)}):", *(task_line(t) for t in found)])


SPEC = IntentSpec(
    name="list_tasks",
    tool="list_tasks",
    arguments=arguments,
    reply=reply,
    read_only=True,
    touched=lambda result: None,
    shown=shown,
    check=check,
    continuation=continuation,
)
