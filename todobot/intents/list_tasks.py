"""list_tasks: show all, pending or completed tasks (read-only; the list is what "the second one" counts in),
or only those about what was asked ("is milk on my list?": `params.query`)."""

from __future__ import annotations

from typing import Any

from rapidfuzz import fuzz, utils
from rapidfuzz.distance import OSA

from todobot.dialogue.references import STOPWORDS
from todobot.dialogue.sentences import task_line
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, ToolResult

NOUNS = {"pending": "pending tasks", "completed": "completed tasks"}
WORD_MATCH = 80.0  # a query word and a task word this alike (rapidfuzz ratio) are the same word, typos aside


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"status": step.params.get("status") or "all"}


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
    """With a query, only the matching tasks are shown (and counted as "the list" for "the second one")."""
    query = step.params.get("query")
    if not query or "tasks" not in result:
        return result
    found = matching(result["tasks"], str(query))
    return {**result, "query": query, "count": len(found), "tasks": found}


def reply(result: ToolResult, timezone: str) -> str:
    status = result.get("status", "all")
    found = result.get("tasks", [])
    noun = NOUNS.get(status, "tasks")
    query = result.get("query")
    if query:
        if not found:
            return f"No, nothing about “{query}” on your list."
        about = "1 task" if len(found) == 1 else f"{len(found)} tasks"
        return "\n".join([f"Yes — {about} about “{query}”:", *(task_line(t) for t in found)])
    if not found:
        return "Nothing pending — you're all caught up! 🎉" if status == "pending" else f"You have no {noun}."
    total = result.get("total", len(found))
    counted = f"{len(found)}" if total <= len(found) else f"the first {len(found)} of {total}"
    return "\n".join([f"Your {noun} ({counted}):", *(task_line(t) for t in found)])


SPEC = IntentSpec(
    name="list_tasks",
    tool="list_tasks",
    arguments=arguments,
    reply=reply,
    read_only=True,
    touched=lambda result: None,
    shown=shown,
)
