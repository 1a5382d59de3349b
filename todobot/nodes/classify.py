"""Classify node: read the new message in the light of the conversation, and decide what this turn does.

The cross-cutting conversation moves (yes / no / cancel to a pending question, a new request that drops
it, undo, small talk) are handled here in one place, as patterns, rather than inside every intent.
The result is a `plan` of steps for extract, a confirmed action for invoke, or a reply for format.
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from typing import Any

import anyio.to_thread
from langgraph.runtime import Runtime

from todobot.graph.context import Context, caller_id
from todobot.graph.state import State
from todobot.nodes import replies
from todobot.nodes.common import history_dicts, last_user_text, say
from todobot.nodes.tool_access import shared_store
from todobot.understanding import ConversationContext, Understanding, understand

NON_TASK_INTENTS = frozenset({"smalltalk", "help", "unknown"})
TURN_RESET: dict[str, Any] = {"plan": [], "current": None, "outcomes": [], "tool_calls": []}


def _conversation_context(state: State) -> ConversationContext:
    pending = state.get("pending") or {}
    return ConversationContext(
        last_listed=state.get("last_listed") or [],
        last_task=state.get("last_task"),
        pending_intent=pending.get("intent") if pending.get("slot") else None,
        pending_slot=pending.get("slot"),
    )


def _steps(understanding: Understanding) -> list[dict[str, Any]]:
    steps = [s for s in understanding.steps if s.intent not in NON_TASK_INTENTS]
    return [{"intent": s.intent, "params": dict(s.params)} for s in steps]


def _expired(pending: dict[str, Any], now: datetime) -> bool:
    expires = pending.get("expires_at")
    return bool(expires) and datetime.fromisoformat(expires) <= now


def _reply_only(understanding: Understanding) -> dict[str, Any]:
    """Small talk, help, gibberish and stray yes/no: an answer, no tool."""
    topic = understanding.params.get("topic")
    if understanding.intent == "help":
        return say(replies.CAPABILITIES)
    if understanding.intent == "smalltalk" and topic in replies.SMALLTALK:
        return say(replies.SMALLTALK[topic])
    if topic in ("yes", "no", "cancel"):
        return say("There's nothing waiting for an answer right now. " + replies.CAPABILITIES.split("\n", 1)[0])
    return say("Sorry, I didn't understand that. " + replies.CAPABILITIES)


def _new_request(understanding: Understanding, notes: list[dict[str, Any]]) -> dict[str, Any]:
    steps = _steps(understanding)
    topic = understanding.params.get("topic")
    if topic == "undo":
        return {"current": {"intent": "undo", "params": {}}, "outcomes": notes}
    if not steps:
        return {"plan": [], "outcomes": [*notes, _reply_only(understanding)]}
    return {"plan": steps, "outcomes": notes}


def _answer_to_confirmation(pending: dict[str, Any], topic: str | None) -> dict[str, Any] | None:
    """yes → run the paused action; no / cancel → drop it; anything else → None (a new request)."""
    if topic == "yes":
        action = {k: pending[k] for k in ("intent", "params", "task", "tasks") if k in pending}
        return {"current": action, "plan": pending.get("plan", [])}
    if topic in ("no", "cancel"):
        return {"outcomes": [say("OK, I left it as it is. Nothing was deleted." if pending.get("intent") ==
                                 "delete_task" else "OK, cancelled. Nothing changed.")]}
    return None


def _answer_to_question(pending: dict[str, Any], understanding: Understanding) -> dict[str, Any] | None:
    """A slot answer continues the paused step; cancel drops it; anything else → None (a new request)."""
    if understanding.params.get("topic") == "cancel":
        return {"outcomes": [say("OK, forget it — nothing changed.")]}
    slot = pending.get("slot")
    if understanding.intent == pending.get("intent") and slot and slot in understanding.params:
        step = {
            "intent": pending["intent"],
            "params": {**pending.get("params", {}), slot: understanding.params[slot]},
            "candidates": pending.get("candidates", []),
            "attempts": pending.get("attempts", 0),
        }
        return {"plan": [step, *pending.get("plan", [])]}
    return None


async def classify(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    caller = caller_id(runtime)
    if not caller:
        return {**TURN_RESET, "outcomes": [say("I can't tell who you are, so I can't touch any tasks.", "error")]}
    owner = state.get("owner")
    if owner and owner != caller:
        return {**TURN_RESET, "outcomes": [say("This conversation belongs to someone else.", "error")]}
    now = ctx.current_time()
    read = partial(
        understand,
        last_user_text(state),
        context=_conversation_context(state),
        now=now,
        timezone=ctx.zone(),
        history=history_dicts(state.get("messages", []), ctx.config.history_window),
        config=ctx.config,
    )
    # Rules take microseconds, but Gemini is a blocking network call: keep it off the event loop.
    understanding = read() if not ctx.config.gemini_enabled() else await anyio.to_thread.run_sync(read)
    decision = _decide(state, understanding, now)
    reminders = await due_reminder_notes(ctx, caller, now)
    return {
        **TURN_RESET,
        "owner": owner or caller,
        "turn": state.get("turn", 0) + 1,
        "status": "idle",
        "pending": None,
        **decision,
        "outcomes": [*reminders, *decision.get("outcomes", [])],
    }


async def due_reminder_notes(ctx: Context, user_id: str, now: datetime) -> list[dict[str, Any]]:
    """Reminders that came due since this user's last turn open the reply (each shown once)."""
    url = ctx.config.resolved_database_url()
    due = await anyio.to_thread.run_sync(lambda: shared_store(url).take_due_reminders(user_id, now))
    return [say(f"⏰ Reminder: {r.task_title} (#{r.task_number})") for r in due]


def _decide(state: State, understanding: Understanding, now: datetime) -> dict[str, Any]:
    """What this turn does, given any pending question or confirmation."""
    pending, status = state.get("pending"), state.get("status", "idle")
    notes: list[dict[str, Any]] = []
    if pending and status == "awaiting_confirmation":
        if _expired(pending, now):
            notes.append(say("(That confirmation had expired, so nothing was deleted.)"))
        else:
            answered = _answer_to_confirmation(pending, understanding.params.get("topic"))
            if answered is not None:
                return answered
            notes.append(say("(I dropped the pending confirmation — nothing was deleted.)"))
    elif pending and status == "awaiting_clarification":
        answered = _answer_to_question(pending, understanding)
        if answered is not None:
            return answered
        notes.append(say("(I dropped the earlier question.)"))
    return _new_request(understanding, notes)
