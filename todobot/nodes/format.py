"""Format node: turn this turn's outcomes into one friendly reply, and keep the history short.

A tool outcome is worded by its intent's spec (an undo by the spec of the intent it reverted); the
response state a caller sees is derived from what actually happened: a pending confirmation, a question,
an error, or a completed turn.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, RemoveMessage
from langgraph.runtime import Runtime

from todobot.dialogue.sentences import Clock
from todobot.dialogue.state import Outcome, conversation_status
from todobot.graph.context import Context, user_zone
from todobot.graph.state import State
from todobot.intents import spec_for

UNDO_PREFIX = "undo_"


def response_state(outcomes: list[dict[str, Any]]) -> str:
    kinds = {o["kind"] for o in outcomes}
    if "confirm" in kinds:
        return "needs_confirmation"
    if "ask" in kinds:
        return "needs_clarification"
    tool_results = [o["call"]["success"] for o in outcomes if o["kind"] == "tool"]
    if "error" in kinds or (tool_results and not any(tool_results)):
        return "error"
    return "complete"


def tool_sentence(outcome: Outcome, clock: Clock) -> str:
    """The sentence for one tool call, from its actual result."""
    call = outcome.call or {}
    intent = outcome.intent or ""
    spec = spec_for(intent.removeprefix(UNDO_PREFIX))
    if not call.get("success"):
        return spec.failed(call.get("result") or {})
    if intent.startswith(UNDO_PREFIX):
        return spec.undone_reply(call["result"])
    return spec.reply(call["result"], clock)


def render(outcomes: list[dict[str, Any]], clock: Clock) -> str:
    loaded = [o for i, o in enumerate(Outcome.load_all(outcomes))
              if not _done_twice(o, outcomes) and not _changed_twice(o, outcomes) and not _undone_again(i, outcomes)]
    # "yes thx, thats it for today, bye!": the goodbye comes last, after what was done; not after a question
    asks = any(o.kind in ("confirm", "ask") for o in loaded)
    loaded = [o for o in loaded if o.kind != "farewell"] + ([] if asks else [o for o in loaded if o.kind == "farewell"])
    parts = [tool_sentence(o, clock) if o.kind == "tool" else o.text for o in loaded]
    return "\n".join(parts) if parts else "Done."


def _undone_again(index: int, outcomes: list[dict[str, Any]]) -> bool:
    """Two changes to one task undone together ("just call it X, due dec 15, high priority" → "undo that"): the
    task's last undo line tells how it is now; an earlier one, of a state already undone, only confuses."""
    raw = outcomes[index]
    if raw.get("kind") != "tool" or not str(raw.get("intent") or "").startswith(UNDO_PREFIX):
        return False
    task_id = (_result_of(raw).get("task") or {}).get("id")
    return task_id is not None and any(
        o.get("intent") == raw.get("intent") and (_result_of(o).get("task") or {}).get("id") == task_id
        for o in outcomes[index + 1:])


def _result_of(raw: dict[str, Any]) -> dict[str, Any]:
    """The tool result an outcome (as stored in the state) carries; {} for a text outcome."""
    return ((raw.get("call") or {}).get("result") or {}) if raw.get("kind") == "tool" else {}


def _done_twice(outcome: Outcome, outcomes: list[dict[str, Any]]) -> bool:
    """"rang the school, tickets sorted": both parts named the task just ticked, so "was already done" is not said of
    what this very message did."""
    result = (outcome.call or {}).get("result") or {}
    if outcome.kind != "tool" or outcome.intent != "complete_task" or not result.get("already_completed"):
        return False
    task_id = (result.get("task") or {}).get("id")
    return any(o.get("intent") == "complete_task" and (done := _result_of(o))
               and not done.get("already_completed") and (done.get("task") or {}).get("id") == task_id
               for o in outcomes)


_SHOWN = ("title", "description", "status", "due", "repeat", "priority")  # what an update's reply tells of


def _made_a_change(result: dict[str, Any]) -> bool:
    """Whether an update's result differs from the task before it in anything the reply tells of."""
    before, after = result.get("previous") or {}, result.get("task") or {}
    return any(before.get(key) != after.get(key) for key in _SHOWN)


def _changed_twice(outcome: Outcome, outcomes: list[dict[str, Any]]) -> bool:
    """"it should be due wed. set the venue deposit due wednesday": both parts made the same change to one task, so
    "nothing changed" is not said of the second."""
    result = (outcome.call or {}).get("result") or {}
    if outcome.kind != "tool" or outcome.intent != "update_task" or not result.get("task") or _made_a_change(result):
        return False
    task_id = result["task"].get("id")
    return any(o.get("intent") == "update_task" and (done := _result_of(o)).get("task")
               and done["task"].get("id") == task_id and _made_a_change(done)  # another part made the change
               for o in outcomes)


def trimmed(messages: list[Any], keep: int) -> list[RemoveMessage]:
    """Remove the oldest messages beyond `keep` (the pending action and references live elsewhere)."""
    excess = len(messages) - keep
    return [RemoveMessage(id=m.id) for m in messages[:excess] if m.id] if excess > 0 else []


async def format_reply(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    outcomes = state.get("outcomes") or []
    clock = Clock(user_zone(state, runtime.context), runtime.context.current_time())
    reply = AIMessage(content=render(outcomes, clock))
    keep = runtime.context.config.max_conversation_messages - 1  # room for the reply itself
    return {
        "messages": [*trimmed(state.get("messages", []), keep), reply],
        "response_state": response_state(outcomes),
        "status": conversation_status(state.get("pending")),
        # Only a turn that got this far shows its reminders (a failed turn may leave a partial checkpoint).
        "shown_reminders": state.get("reminders_due") or [],
        # Rendered: nothing reads them again, so the checkpoint doesn't keep a second copy of a listed page.
        "outcomes": [],
    }
