"""Extract node: take the next step of the plan and turn what was said into concrete tool parameters.

Task references are resolved here against the user's real tasks, fetched through the MCP `list_tasks`
tool (such look-ups are not reported as the turn's tool calls: they change nothing and the user did not
ask for them).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from langgraph.runtime import Runtime

from todobot.graph.context import Context, caller_id
from todobot.graph.state import State
from todobot.nodes.idempotency import raise_if_transient
from todobot.nodes.references import resolve_reference
from todobot.nodes.tool_access import tool_client
from todobot.understanding import TASK_INTENTS


async def fetch_tasks(runtime: Runtime[Context], status: str = "all") -> list[dict[str, Any]] | None:
    """The user's tasks via MCP, or None when the tool service failed."""
    async with tool_client(runtime.context.config) as client:
        call = await client.call("list_tasks", {"user_id": caller_id(runtime), "status": status})
    raise_if_transient([call])  # a database outage fails the turn (retried first), like in invoke
    return call.result.get("tasks", []) if call.success else None


async def extract(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    plan = list(state.get("plan") or [])
    step = dict(plan.pop(0))
    params = dict(step.get("params") or {})
    step["params"] = params
    for key in ("title", "description"):
        if isinstance(params.get(key), str):
            params[key] = params[key].strip()
    if step["intent"] == "schedule_reminder" and params.get("repeat_interval_minutes") and not params.get("when"):
        # "every hour" with no start: the first reminder comes one interval from now.
        start = runtime.context.current_time() + timedelta(minutes=int(params["repeat_interval_minutes"]))
        params["when"] = start.replace(second=0, microsecond=0).isoformat()
    ref = params.get("task_ref")
    if step["intent"] in TASK_INTENTS and ref and not step.get("task"):
        tasks = await fetch_tasks(runtime)
        if tasks is None:
            step["unavailable"] = True
        elif ref.get("kind") == "all":
            wanted = ref.get("status") or "all"
            step["tasks"] = [t for t in tasks if wanted == "all" or t["status"] == wanted]
        else:
            found = resolve_reference(
                ref,
                tasks,
                last_listed=state.get("last_listed"),
                last_task=state.get("last_task"),
                candidates=step.get("candidates"),
                prefer_pending=step["intent"] == "complete_task",
            )
            step["task"] = found.task
            step["candidates"] = found.candidates
            step["closest"] = found.closest
    return {"plan": plan, "current": step}
