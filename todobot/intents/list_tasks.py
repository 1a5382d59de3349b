"""list_tasks: show all, pending or completed tasks (read-only; the list is what "the second one" counts in),
only those about what was asked ("is milk on my list?": `params.query`, searched by the database), due when
asked ("what's due this week": `params.due`, also a day "2026-11-25" or days
"2026-11-30..2026-12-06"), of a priority (`params.priority`), in an order (`params.sort`).

A reply shows one page (`PAGE_SIZE`) and says how many there are in all; "more" (`params.more`) shows the
next page, from the cursor the last list left in the conversation (`continuation`).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from rapidfuzz import fuzz, utils
from rapidfuzz.distance import OSA

from todobot.dialogue.references import STOPWORDS
from todobot.dialogue.sentences import PAGE_SIZE, Clock, task_line
from todobot.dialogue.state import Step, TaskSummary
from todobot.due import short_day
from todobot.intents.spec import Arguments, Decline, IntentSpec, ToolResult
from todobot.tools.words import phrasal, stem, unpossessed

NOUNS = {"pending": "pending tasks", "completed": "completed tasks"}
# The list_tasks `due` filters people ask for, and how the reply names them (the tool reads the days in the
# user's zone: "today" includes what is overdue).
DUE_HEADINGS = {"today": "Due today", "overdue": "Overdue", "tomorrow": "Due tomorrow", "this_week": "Due this week",
                "next_7_days": "Due in the next 7 days", "no_date": "Tasks with no date"}
DUE_EMPTY = {"today": "Nothing due today", "overdue": "Nothing overdue", "tomorrow": "Nothing due tomorrow",
             "this_week": "Nothing due this week", "next_7_days": "Nothing due in the next 7 days",
             "no_date": "Every task has a date"}
# "what did I finish this week": the days a task was marked done (list_tasks `completed`), and how the reply says it
DONE_WHEN = {"today": "today", "yesterday": "yesterday", "this_week": "this week", "last_week": "last week",
             "last_7_days": "in the last 7 days"}
SORTS = {"due": "by due date", "priority": "by priority", "created": "newest first"}
FILTERS = ("due", "priority", "sort", "query", "completed")


NOTHING_MORE = "That was the whole list — say “show my tasks” to see it again."
LISTING_KEYS = ("status", *FILTERS)  # what a "more" keeps from the list it continues


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    """The filters said go to the tool: the database searches (`query`), filters, sorts and pages, not the reply.
    A search is in number order like any list unless an order was asked for (the store ranks by relevance)."""
    params = step.params
    args: Arguments = {"status": params.get("status") or "all", "limit": PAGE_SIZE}
    args.update({key: params[key] for key in FILTERS if params.get(key)})
    if (args.get("due") or args.get("priority") or args.get("sort") in ("due", "priority")) and "status" not in params:
        # "what's due today", "whats urgent", "sort by due date" ask what is still to do (done ones would bury it)
        args["status"] = "pending"
    if args.get("completed"):
        args["status"] = "completed"  # "what did i finish this week": done in those days
    if args.get("due") and args["due"] != "no_date" and "sort" not in args:
        args["sort"] = "due"  # a day's or a week's list reads in time order (8:00 before 18:00)
    if args.get("query") and "sort" not in args:
        args["sort"] = "number"
    if params.get("limit"):  # "what's the next thing due": the first one only
        args["limit"] = min(int(params["limit"]), PAGE_SIZE)
    if params.get("cursor"):
        args["cursor"] = params["cursor"]
    if params.get("numbers"):  # "show task 23", "what does #23 say": those tasks, whatever their status
        args = {"status": "all", "task_ids": [int(n) for n in params["numbers"]], "limit": PAGE_SIZE}
    return args


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
    kept = {key: step.params[key] for key in (*LISTING_KEYS, "limit") if step.params.get(key)}
    shown = int(step.params.get("offset") or 0) + len(result.get("tasks", []))
    return {**kept, "cursor": cursor, "offset": shown}


WORD_MATCH = 80.0  # a query word and a task word this alike (rapidfuzz ratio) are the same word, typos aside


def _words(text: str) -> list[str]:
    """The words of a title or a question, a possessive's "'s" dropped ("meera's piano" asks for "Meera has piano")."""
    return [w for w in utils.default_process(unpossessed(text)).split() if w not in STOPWORDS]


# Words people clip ("the memorial prep" is "Prepare memorial service"): these stand for any word they begin
CLIPPED = frozenset({"prep", "info", "admin", "intro", "pres", "demo", "rehab", "doc", "docs", "uni", "exam", "vet",
                     "spec", "specs", "physio", "quals", "accom", "approx"})


def _same_word(asked: str, word: str) -> bool:
    """"milk" ~ "milk", "eggs" ~ "egg", "dentist" ~ "dentsit"; a short word may only swap or mistype a letter
    ("mum" ~ "mom", "crad" ~ "card"), never gain one ("car" is not "card") — unless it is a clipped word ("prep" ~
    "prepare")."""
    if asked == word or stem(word) == stem(asked) or phrasal(asked, word):
        return True
    if asked in CLIPPED and word.startswith(asked):
        return True
    if min(len(asked), len(word)) >= 5:
        return fuzz.ratio(asked, word) >= WORD_MATCH or OSA.distance(asked, word) <= 1
    return len(asked) == len(word) >= 3 and asked[0] == word[0] and OSA.distance(asked, word) <= 1


def said_in_full(tasks: list[dict[str, Any]], query: str) -> list[dict[str, Any]]:
    """The tasks the database found for `query` that have every word of it as a whole word (typos aside).

    The database searches as one types ("car" finds "card"); a question in a sentence has its words in full,
    so "anything about the car?" must not answer with the birthday card.
    """
    asked = _words(query) or utils.default_process(query).split()
    found = []
    for task in tasks:
        words = _words(f"{task.get('title', '')} {task.get('description') or ''}")
        if asked and all(any(_same_word(a, w) for w in words) for a in asked):
            found.append(task)
    return found


def _fewer_words(query: str) -> list[str]:
    """The searches with one word left out each, for a query of three to six words ("dell laptop pickup": "laptop
    pickup", "dell pickup", "dell laptop"); none for a shorter one (one word alone finds too much)."""
    words = _words(query)
    if not 3 <= len(words) <= 6:
        return []
    return [" ".join(w for j, w in enumerate(words) if j != i) for i in range(len(words))]


def looser(step: Step, result: ToolResult) -> list[Arguments]:
    """A search of the first page that found nothing: again with fewer words (`_fewer_words`), so a task said in other
    words ("is the dell laptop pickup still on my list?" for “Collect laptop from dell service centre”) is not
    answered with a false no."""
    query = step.params.get("query")
    if not query or result.get("tasks") or step.params.get("cursor") or step.params.get("numbers"):
        return []
    base = arguments(step, None)
    return [{**base, "query": fewer} for fewer in _fewer_words(str(query))]


def shown(step: Step, result: ToolResult) -> ToolResult:
    """The reply names what was asked for: the words searched, the due filter, the priority, the order."""
    if "tasks" not in result:
        return result
    if step.params.get("numbers"):
        return {**result, "numbers": list(step.params["numbers"])}
    asked = {key: step.params[key] for key in FILTERS if step.params.get(key)}
    offset = int(step.params.get("offset") or 0)  # a page after the first says where it starts
    if asked.get("query"):
        found = said_in_full(result["tasks"], str(asked["query"]))
        total = result.get("total", len(found)) if len(found) == len(result["tasks"]) else len(found)
        looser = result.pop("looser", None)
        if looser and not found:  # each looser search's tasks with all of its words: those most of the words name
            close = {t["id"]: t for fewer, more in zip(_fewer_words(str(asked["query"])), looser, strict=False)
                     for t in said_in_full(more.get("tasks", []), fewer)}
            found = sorted(close.values(), key=lambda t: t.get("number") or 0)
            return {**result, **asked, "count": len(found), "total": len(found), "tasks": found, "offset": offset,
                    "loosely": bool(found), "next_cursor": None}
        return {**result, **asked, "count": len(found), "total": total, "tasks": found, "offset": offset}
    first = {"limit": step.params["limit"]} if step.params.get("limit") and not offset else {}  # "the next thing due"
    return {**result, **asked, **first, "offset": offset}


def _page(result: ToolResult) -> str:
    """"showing 20 of 312 — say “more” …" / "21–40 of 312 …": which part of the list this is."""
    found, total = result.get("tasks", []), int(result.get("total") or 0)
    offset = int(result.get("offset") or 0)
    if total <= len(found) and not offset:
        return f"{len(found)}"
    span = (f"{offset + 1}" if len(found) == 1 else f"{offset + 1}–{offset + len(found)}") if offset \
        else f"showing {len(found)}"
    more = " — say “more” for the next ones" if result.get("next_cursor") else ""
    return f"{span} of {total:,}{more}"


def _day_words(iso: str) -> str:
    return short_day(date.fromisoformat(iso))


def _days_heading(due: str) -> tuple[str, str] | None:
    """"Due Wed 25 Nov" for a day ("2026-11-25"), "Due Mon 30 Nov – Sun 6 Dec" for a range, None otherwise."""
    first, dots, last = due.partition("..")
    try:
        if not dots:
            words = _day_words(first)
            return f"Due {words}", f"Nothing due on {words}."
        words = f"{_day_words(first)} – {_day_words(last)}"
        return f"Due {words}", f"Nothing due {words}."
    except ValueError:
        return None


def _done_days(days: str) -> str:
    """"on Wed 25 Nov" for a day, "Mon 16 Nov – Sun 22 Nov" for a range (as the tool was given them)."""
    first, dots, last = days.partition("..")
    try:
        return f"{_day_words(first)} – {_day_words(last)}" if dots else f"on {_day_words(first)}"
    except ValueError:
        return days


def _heading(result: ToolResult, count: int) -> tuple[str, str]:
    """(the heading of a list that has tasks, the sentence when it has none)."""
    status = result.get("status", "all")
    due, priority, order = result.get("due"), result.get("priority"), SORTS.get(result.get("sort") or "")
    done = result.get("completed")
    if done:  # "what did i finish this week"
        when = DONE_WHEN.get(str(done)) or _done_days(str(done))
        return f"Done {when}", f"Nothing marked done {when}."
    if due in DUE_HEADINGS:
        return DUE_HEADINGS[due], DUE_EMPTY[due] + (" 🎉" if due in ("today", "overdue") else ".")
    if due and _days_heading(str(due)):
        return _days_heading(str(due))  # type: ignore[return-value]
    if result.get("limit") == 1 and result.get("sort") == "due" and count:  # "what's the next thing due?"
        return "Next due", ""
    noun = NOUNS.get(status, "tasks")
    if priority:
        noun = f"{priority} priority {noun}".replace("pending tasks", "tasks to do")
    if not count:
        if status == "pending" and not priority:
            return "", "Nothing pending — you're all caught up! 🎉"
        return "", f"You have no {noun}."
    return f"Your {noun}" + (f" {order}" if order else ""), ""


def reply(result: ToolResult, clock: Clock) -> str:
    found = result.get("tasks", [])
    if result.get("numbers"):  # "show task 23": the task itself, its notes, due, repeat and priority
        missing = [f"#{n}" for n in result["numbers"] if all(t.get("number") != int(n) for t in found)]
        lines = [task_line(t, clock) for t in found]
        if missing:
            lines.append(f"There's no task {', '.join(missing)}.")
        return "\n".join(lines)
    query = result.get("query")
    if query:
        if not found:
            return f"No, nothing about “{query}” on your list."
        if result.get("loosely"):  # found with most of the words: said so, never a false "no"
            close = "this looks like it" if len(found) == 1 else "these look close"
            return "\n".join([f"Nothing says “{query}” word for word, but {close}:",
                              *(task_line(t, clock) for t in found)])
        total = int(result.get("total") or len(found))
        about = "1 task" if total == 1 else f"{total:,} tasks"
        page = f" ({_page(result)})" if total > len(found) or result.get("offset") else ""
        return "\n".join([f"Found {about} about “{query}”{page}:", *(task_line(t, clock) for t in found)])
    heading, empty = _heading(result, len(found))
    if not found:
        return NOTHING_MORE if result.get("offset") else empty
    return "\n".join([f"{heading} ({_page(result)}):", *(task_line(t, clock) for t in found)])


SPEC = IntentSpec(
    name="list_tasks",
    tool="list_tasks",
    arguments=arguments,
    reply=reply,
    read_only=True,
    touched=lambda result: TaskSummary.model_validate(result["tasks"][0])
    if result.get("numbers") and len(result.get("tasks", [])) == 1 else None,  # "show task 23", then "move it"
    shown=shown,
    check=check,
    continuation=continuation,
    looser=looser,
)
