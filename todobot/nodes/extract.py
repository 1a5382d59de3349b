"""Extract node: take the next step of the plan and turn what was said into concrete tool parameters.

Task references are resolved here against the user's real tasks, fetched through the MCP `list_tasks`
tool (such look-ups are not reported as the turn's tool calls: they change nothing and the user did not
ask for them). What an intent implies beyond what was said (a repeating reminder's first time) is its
spec's `prepare`.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from todobot.dialogue.references import resolve_reference
from todobot.dialogue.state import Step, TaskSummary
from todobot.graph.context import Context
from todobot.graph.idempotency import call_tools
from todobot.graph.state import State
from todobot.intents import spec_for
from todobot.tools.models import LIST_LIMIT_MAX


async def fetch_tasks(state: State, runtime: Runtime[Context], status: str = "all") -> list[dict[str, Any]] | None:
    """The user's tasks via MCP (page after page), or None when the tool service failed (an outage fails the
    turn, as in invoke)."""
    found: list[dict[str, Any]] = []
    arguments: dict[str, Any] = {"status": status, "limit": LIST_LIMIT_MAX}
    while True:
        [call] = await call_tools(state, runtime, [("list_tasks", arguments, False)])
        if not call.success:
            return None
        found += call.result.get("tasks", [])
        if not call.result.get("next_cursor"):
            return found
        arguments = {**arguments, "cursor": call.result["next_cursor"]}


def _tasks(found: list[dict[str, Any]]) -> list[TaskSummary]:
    return [TaskSummary.model_validate(t) for t in found]


async def extract(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    plan = list(state.get("plan") or [])
    step = Step.model_validate(plan.pop(0))
    spec = spec_for(step.intent)
    for key in ("title", "description"):
        if isinstance(step.params.get(key), str):
            step.params[key] = step.params[key].strip()
    step = spec.prepare(step, runtime.context.current_time())
    ref = step.params.get("task_ref")
    if spec.needs_task and ref and step.task is None:
        tasks = await fetch_tasks(state, runtime)
        if tasks is None:
            step.unavailable = True
        elif ref.get("kind") == "all":
            wanted = ref.get("status") or "all"
            step.tasks = _tasks([t for t in tasks if wanted == "all" or t["status"] == wanted])
        else:
            found = resolve_reference(
                ref,
                tasks,
                last_listed=state.get("last_listed"),
                last_task=state.get("last_task"),
                candidates=[c.dump() for c in step.candidates],
                prefer_status=spec.prefer_status,
            )
            step.task = TaskSummary.model_validate(found.task) if found.task else None
            step.candidates = _tasks(found.candidates)
            step.closest = _tasks(found.closest)
    return {"plan": plan, "current": step.dump()}
