"""Validate node: is the current step complete and unambiguous? If not, ask for one thing.

A question pauses the step (and the rest of the plan) in `pending`, checkpointed with the conversation,
so the user's next message — even a bare "Buy a present for Anna" — can fill the slot. Unresolvable
references are retried up to `max_ambiguity_attempts` times, then the bot gives up politely.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from langgraph.runtime import Runtime

from todobot.graph.context import Context
from todobot.graph.state import State
from todobot.nodes import replies
from todobot.nodes.common import say
from todobot.tools.models import REPEAT_INTERVAL_MAX
from todobot.understanding import TASK_INTENTS


def _ask(step: dict[str, Any], plan: list[dict[str, Any]], slot: str, text: str) -> dict[str, Any]:
    pending = {
        "intent": step["intent"],
        "params": {k: v for k, v in step["params"].items() if k != slot},
        "slot": slot,
        "candidates": step.get("candidates") or [],
        "attempts": step.get("attempts", 0),
        "plan": plan,
    }
    return {
        "pending": pending,
        "status": "awaiting_clarification",
        "current": None,
        "plan": [],
        "outcome": say(text, "ask"),
    }


def _reference_problem(step: dict[str, Any], plan: list[dict[str, Any]], limit: int) -> dict[str, Any] | None:
    """Ask which task is meant, or give up after too many tries; None when the task is known."""
    if step.get("tasks") == []:
        return {"current": None, "outcome": say("There are no matching tasks, so nothing changed.")}
    if step.get("task") or step.get("tasks") is not None:
        return None
    ref = step["params"].get("task_ref")
    if not ref:
        return _ask(step, plan, "task_ref", replies.question_for(step["intent"], "task_ref"))
    attempts = step.get("attempts", 0) + 1
    if attempts > limit:
        return {"current": None, "plan": [], "outcome": say(
            "I still couldn't tell which task you mean, so I left everything as it is. "
            "Try the task's number, e.g. “task 3”, or say “show my tasks”.")}
    step = {**step, "attempts": attempts}
    if step.get("candidates"):
        return _ask(step, plan, "task_ref", replies.candidates_question(step["candidates"]))
    words = ref.get("value") if ref.get("kind") == "title" else None
    if ref.get("kind") == "number":
        words = f"#{ref.get('value')}"
    if ref.get("kind") == "pronoun":
        return _ask(step, plan, "task_ref", replies.question_for(step["intent"], "task_ref"))
    text = replies.not_found_reply(str(words or "that"), step.get("closest") or [])
    if step.get("closest"):
        step = {**step, "candidates": step["closest"]}
    return _ask(step, plan, "task_ref", text)


def _missing_value(step: dict[str, Any], now: datetime) -> tuple[str, str] | None:
    """(slot, question) for the first missing or unusable value, or None."""
    intent, params = step["intent"], step["params"]
    if intent == "add_task" and not params.get("title"):
        return "title", replies.question_for(intent, "title")
    if intent == "update_task" and not (params.get("title") or params.get("description") or params.get("status")):
        return "title", replies.question_for(intent, "title")
    if intent == "schedule_reminder":
        when = params.get("when")
        if not when:
            return "when", replies.question_for(intent, "when")
        if datetime.fromisoformat(when) <= now:
            return "when", "That time has already passed. When should I remind you?"
        interval = params.get("repeat_interval_minutes")
        if interval and interval > REPEAT_INTERVAL_MAX:
            return "when", (
                "I can repeat a reminder at most once a day. When should I remind you? "
                "(e.g. “Monday at 8am” or “every day at 8am”)"
            )
    return None


def _moves_a_date(step: dict[str, Any]) -> bool:
    """"Move X to Monday": an update that only names a date, which tasks cannot hold (yet)."""
    params = step["params"]
    changes = params.get("title") or params.get("description") or params.get("status")
    return step["intent"] == "update_task" and bool(step.get("task")) and bool(params.get("when")) and not changes


async def validate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    step = dict(state.get("current") or {})
    plan = list(state.get("plan") or [])
    outcomes = list(state.get("outcomes") or [])
    if step.get("unavailable"):
        outcomes.append(say(replies.ERROR_CATALOG["tools_unavailable"], "error"))
        return {"current": None, "plan": [], "outcomes": outcomes}
    result: dict[str, Any] | None = None
    if step["intent"] in TASK_INTENTS:
        result = _reference_problem(step, plan, runtime.context.config.max_ambiguity_attempts)
    if result is None and _moves_a_date(step):
        text = (f"Tasks don't have due dates yet, so I can't move {replies.task_label(step['task'])}. "
                "I can remind you instead — e.g. “remind me about it next Monday at 9am”.")
        result = {"current": None, "plan": [], "outcome": say(text)}
    if result is None:
        missing = _missing_value(step, runtime.context.current_time())
        if missing:
            result = _ask(step, plan, *missing)
    if result is None:
        return {}
    outcomes.append(result.pop("outcome"))
    return {**result, "outcomes": outcomes}
