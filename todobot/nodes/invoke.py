"""Invoke node: run the current step as MCP tool call(s) and remember what it touched.

`user_id` is always the authenticated caller's (`caller_id`) — whatever the message said. Changes
carry idempotency keys, and a database outage raises (the node is retried, then the turn fails unsaved).
Each call's structured result becomes an outcome; the reply is written from results, not intentions.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from todobot.contracts import ToolCall
from todobot.graph.context import Context, caller_id
from todobot.graph.state import State
from todobot.nodes.common import task_summary
from todobot.nodes.idempotency import call_keys, key_for, raise_if_transient
from todobot.nodes.tool_access import tool_client


def tool_arguments(step: dict[str, Any], task: dict[str, Any] | None) -> dict[str, Any]:
    """The tool's arguments for a step, without user_id (added by the caller from the context)."""
    intent, params = step["intent"], step.get("params", {})
    if intent == "add_task":
        args = {"title": params.get("title")}
        if params.get("description"):
            args["description"] = params["description"]
        return args
    if intent == "list_tasks":
        return {"status": params.get("status") or "all"}
    args = {"task_id": (task or {}).get("id")}
    if intent == "update_task":
        args.update({k: params[k] for k in ("title", "description", "status") if params.get(k) is not None})
    if intent == "schedule_reminder":
        args["remind_at"] = params.get("when")
        for key in ("repeat_interval_minutes", "repeat_count"):
            if params.get(key) is not None:
                args[key] = params[key]
    return args


def _touched_task(intent: str, call: ToolCall) -> dict[str, Any] | None:
    if not call.success:
        return None
    result = call.result
    task = result.get("task") or result.get("deleted")
    if task:
        return task_summary(task)
    reminder = result.get("reminder")
    if reminder:
        return {"id": reminder["task_id"], "number": reminder["task_number"], "title": reminder["task_title"]}
    return None


async def invoke(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    step = state.get("current") or {}
    intent = step["intent"]
    targets = step.get("tasks") if step.get("tasks") is not None else [step.get("task")]
    calls: list[ToolCall] = []
    keys = call_keys(state, len(targets), runtime.context.request_id)
    async with tool_client(runtime.context.config) as client:
        for task, key in zip(targets, keys, strict=True):
            arguments = {"user_id": caller_id(runtime), **tool_arguments(step, task)}
            calls.append(await client.call(intent, arguments, idempotency_key=key_for(intent, key)))
    raise_if_transient(calls)
    updates: dict[str, Any] = {
        "current": None,
        "tool_calls": [*(state.get("tool_calls") or []), *(c.model_dump() for c in calls)],
        "outcomes": [
            *(state.get("outcomes") or []),
            *({"kind": "tool", "intent": intent, "call": c.model_dump()} for c in calls),
        ],
    }
    if intent == "list_tasks" and calls[0].success:
        updates["last_listed"] = [task_summary(t) for t in calls[0].result.get("tasks", [])]
    touched = [t for t in (_touched_task(intent, c) for c in calls) if t]
    if len(touched) == 1:
        updates["last_task"] = touched[0]
    mutations = [c.model_dump() for c in calls if c.success and intent != "list_tasks"]
    if mutations:
        updates["last_mutation"] = {"intent": intent, "calls": mutations}
    return updates
