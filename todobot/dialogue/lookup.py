"""Which of the user's tasks a reference can mean, fetched through the store's own filtered queries.

`resolve_reference` decides among the tasks it is given; this module gives it only the few a reference can
mean, so a turn costs the same with 10 tasks or 10,000 (it never pages through every task):

- the tasks it names by number or id — the number said, "it" (the last task), the place an ordinal points
  at in the page last shown, the candidates of a pending "which one?" — in one `task_ids` look-up;
- for title words, the first page of the list: for a short list that is all of it, ranked by rapidfuzz in
  `references` (one cheap call, nearest titles included); a longer list adds the store's typo-tolerant
  search (`query`), whose hits are the pool when there are any;
- for "the other one", the first page, and a search for the title of the one meant before;
- for "it" after news that may name the task ("lab rang back about the bloods so thats done"), the first page too.

`fetch` runs `list_tasks` with the given arguments and returns its tasks, or None when the task service
failed (the caller then fails the turn, as invoke does).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

Fetch = Callable[[dict[str, Any]], Awaitable[list[dict[str, Any]] | None]]

SEARCH_POOL = 50  # search hits ranked by rapidfuzz (best first: the rest are further from the words said)
HEAD = 50  # first tasks looked at when a search found nothing: a list this short is seen whole


def _named(ref: dict[str, Any], last_listed: list[dict[str, Any]], last_task: dict[str, Any] | None,
           candidates: list[dict[str, Any]]) -> list[str | int]:
    """The task ids and numbers a reference can only mean one of (without any search)."""
    kind, value = ref.get("kind"), ref.get("value")
    named: list[str | int] = [c["id"] for c in candidates]
    if kind == "number":
        named.append(int(value))  # type: ignore[arg-type]
    elif kind == "uuid":
        named.append(str(value))
    elif kind in ("pronoun", "other") and last_task:
        named.append(last_task["id"])
    if kind == "other" and value:
        named.append(str(value))
    if kind == "other" and len(last_listed) == 2:  # "the other one" of two just shown
        named.extend(t["id"] for t in last_listed)
    if kind == "ordinal":
        shown = candidates or last_listed
        index = int(value) if value is not None else 1
        position = index - 1 if index > 0 else len(shown) + index
        if 0 <= position < len(shown):
            named.append(shown[position]["id"])
    return list(dict.fromkeys(named))


async def reference_pool(
    ref: dict[str, Any],
    fetch: Fetch,
    *,
    last_listed: list[dict[str, Any]] | None = None,
    last_task: dict[str, Any] | None = None,
    candidates: list[dict[str, Any]] | None = None,
) -> list[dict[str, Any]] | None:
    """The tasks `ref` may point at, for `resolve_reference` (None: the task service failed)."""
    kind = ref.get("kind")
    found: dict[str, dict[str, Any]] = {}

    async def add(arguments: dict[str, Any]) -> bool:
        tasks = await fetch(arguments)
        if tasks is None:
            return False
        found.update((t["id"], t) for t in tasks)
        return True

    named = _named(ref, last_listed or [], last_task, candidates or [])
    if named and not await add({"task_ids": named, "limit": len(named)}):
        return None
    if kind == "ordinal" and not (candidates or last_listed):
        # Nothing shown yet: "the second one" counts in the whole list, "the last one" from its end.
        index = int(ref.get("value") or 1)
        page = await fetch({"limit": index} if index > 0 else {"sort": "created", "limit": -index})
        return None if page is None else (page if index > 0 else page[::-1])
    if kind in ("title", "other") or (kind == "pronoun" and (ref.get("said") or ref.get("news"))):
        head = await fetch({"limit": HEAD})
        if head is None:
            return None
        found.update((t["id"], t) for t in head)
        if len(head) < HEAD and kind == "title":
            return list(found.values())  # the whole list, read in one page: no search needed
        if kind == "title" and ref.get("value"):
            searched = await fetch({"query": str(ref["value"]), "limit": SEARCH_POOL})
            if searched is None:
                return None
            if searched:  # the search hits, as a long list's pool (its first page does not say more)
                return list({**{t["id"]: t for t in searched}, **{k: v for k, v in found.items() if k in named}}
                            .values())
        meant = found.get(str(ref.get("value") or (last_task or {}).get("id") or ""))
        if kind == "other" and meant and not await add({"query": meant["title"], "limit": SEARCH_POOL}):
            return None
    return list(found.values())
