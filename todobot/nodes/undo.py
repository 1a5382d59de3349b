"""Undo node: revert the last change made in this conversation, through the same MCP tools.

Each mutation records its tool results in `last_mutation`; the inverse is derived from them: an added
task is deleted, a completion reopened, an update restored to its previous values, a deleted task
restored (with its number — deletes are soft). One level of undo, like most chat apps.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from todobot.graph.context import Context, caller_id
from todobot.graph.state import State
from todobot.nodes.common import say
from todobot.nodes.idempotency import call_keys, key_for, raise_if_transient
from todobot.nodes.tool_access import tool_client


def inverse_calls(mutation: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The (tool, arguments) pairs that revert `mutation`; user_id is added by the caller."""
    inverse: list[tuple[str, dict[str, Any]]] = []
    for call in mutation.get("calls", []):
        result = call["result"]
        intent = mutation["intent"]
        if intent == "add_task":
            inverse.append(("delete_task", {"task_id": result["task"]["id"]}))
        elif intent == "complete_task" and not result.get("already_completed"):
            inverse.append(("update_task", {"task_id": result["task"]["id"], "status": "pending"}))
        elif intent == "delete_task":
            inverse.append(("update_task", {"task_id": result["deleted"]["id"], "restore": True}))
        elif intent == "update_task" and result.get("previous"):
            previous = result["previous"]
            restore = {
                "title": previous["title"],
                "description": previous.get("description") or "",
                "status": previous["status"],
            }
            inverse.append(("update_task", {"task_id": previous["id"], **restore}))
    return inverse


async def undo(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    outcomes = list(state.get("outcomes") or [])
    mutation = state.get("last_mutation")
    if not mutation:
        return {"current": None, "outcomes": [*outcomes, say("There's nothing to undo.")]}
    if mutation["intent"] == "schedule_reminder":
        return {"current": None, "outcomes": [*outcomes, say("Reminders can't be undone — nothing changed.")]}
    calls = []
    inverse = inverse_calls(mutation)
    keys = call_keys(state, len(inverse), runtime.context.request_id)
    async with tool_client(runtime.context.config) as client:
        for (name, arguments), key in zip(inverse, keys, strict=True):
            arguments = {"user_id": caller_id(runtime), **arguments}
            calls.append(await client.call(name, arguments, idempotency_key=key_for(name, key)))
    raise_if_transient(calls)
    dumped = [c.model_dump() for c in calls]
    return {
        "current": None,
        "last_mutation": None,
        "tool_calls": [*(state.get("tool_calls") or []), *dumped],
        "outcomes": [*outcomes, *({"kind": "tool", "intent": f"undo_{mutation['intent']}", "call": c} for c in dumped)],
    }
