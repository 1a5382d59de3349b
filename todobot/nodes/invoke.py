"""Invoke node: run the current step as MCP tool call(s) and remember what it touched.

The intent's spec names the tool and builds its arguments; `user_id` is always the authenticated
caller's (`caller_id`) — whatever the message said. Changes carry idempotency keys, and a database outage
raises (the node is retried, then the turn fails unsaved). Each call's structured result becomes an
outcome; the reply is written from results, not intentions.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from todobot.dialogue.state import Mutation, Outcome, Step, logged, shown_page
from todobot.graph.context import Context
from todobot.graph.idempotency import call_tools
from todobot.graph.state import State
from todobot.intents import spec_for
from todobot.understanding.rules.follow_up import last_action_of


async def invoke(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    step = Step.model_validate(state.get("current") or {})
    spec = spec_for(step.intent)
    planned = [(spec.tool_of(step), args, not spec.read_only)
               for task in step.targets() for args in spec.arguments_for(step, task)]
    calls = await call_tools(state, runtime, planned)
    dumped = [c.model_dump() for c in calls]
    # The reply and "the second one" go by what the user is shown of a result; the call record stays as made.
    seen = [{**c, "result": spec.shown(step, c["result"])} if c["success"] else c for c in dumped]
    tries = spec.looser(step, seen[0]["result"]) if spec.looser is not None and len(seen) == 1 \
        and seen[0]["success"] else []
    if tries:  # "is the dell laptop pickup on my list?": nothing has every word, so fewer of them
        more = await call_tools(state, runtime, [(spec.tool_of(step), args, False) for args in tries])
        looser = [c.result if c.success else {} for c in more]
        seen = [{**seen[0], "result": spec.shown(step, {**dumped[0]["result"], "looser": looser})}]
    updates: dict[str, Any] = {
        "current": None,
        "tool_calls": [*(state.get("tool_calls") or []), *dumped],
        "outcomes": [
            *(state.get("outcomes") or []),
            *(Outcome(kind="tool", intent=step.intent, call=c).dump() for c in seen),
        ],
    }
    if any(c.success for c in calls):
        updates["last_action"] = _with_earlier_change(state, spec, step.intent, calls,
                                                      last_action_of(step.intent, step.params))
    if spec.schedules_reminders and any(c.success for c in calls):
        updates["reminders_quiet_since"] = None
    listed = next((c["result"] for c in seen if c["success"] and "tasks" in c["result"]), None)
    if listed is not None:
        updates["last_listed"] = shown_page(listed["tasks"])
        if len(listed["tasks"]) == 1:  # "is oat milk on my list?" → "delete it then": the one task shown is "it"
            updates["last_task"] = updates["last_listed"][0]
        if spec.continuation is not None:
            updates["list_more"] = spec.continuation(step, listed)
    if not spec.read_only and listed is None:
        changed_now = _changed_this_turn(updates["outcomes"], step.intent)
        if len(changed_now) >= 2:
            # "add balloons, a playlist and ask sue" → "the second one": of the tasks just added; "move the hydro
            # bill and the rogers bill to dec 7" → "make them both high priority": the two just moved
            updates["last_listed"] = shown_page(changed_now)
    if spec.remembers is not None:
        for call in calls:
            if call.success:
                updates.update(spec.remembers(call.result))
    touched = [t for t in (spec.touched(c.result) for c in calls if c.success) if t]
    if len(touched) == 1:
        updates["last_task"] = touched[0].dump()
        known = state.get("last_task") or {}
        if spec.schedules_reminders and known.get("id") == updates["last_task"]["id"]:
            # a reminder set on the task just talked about leaves its due as it was known ("oh wait its friday
            # not thursday" then moves the due, and the reminder with it)
            updates["last_task"].update({k: known[k] for k in ("due", "due_zone") if k in known})
    # What undo can revert: successful calls that changed something (reopening an open task did not).
    changed = [c for c in dumped if c["success"] and (spec.inverse is None or spec.inverse(c["result"]))]
    if changed and not spec.read_only:
        updates["undo_log"] = logged(state, Mutation(intent=step.intent, calls=changed, turn=state.get("turn")))
        updates["last_mutation"] = None
    return updates


def _with_earlier_change(state: Any, spec: Any, intent: str, calls: list[Any],
                         action: dict[str, Any]) -> dict[str, Any]:
    """"move the lease to friday and make it p1" → "and the van deposit, same for that one": two changes of one task
    in one turn are one change, so a follow-up repeats both (the date and the priority), not only the last."""
    before = state.get("last_action") or {}
    if intent != "update_task" or before.get("intent") != "update_task" or action.get("renamed"):
        return action
    now = {str(t.id) for t in (spec.touched(c.result) for c in calls if c.success) if t is not None}
    earlier = {str(t["id"]) for t in _changed_this_turn(state.get("outcomes") or [], intent)}
    if not now or not now <= earlier:
        return action
    return {**action, "params": {**(before.get("params") or {}), **action["params"]}}


def _changed_this_turn(outcomes: list[dict[str, Any]], intent: str) -> list[dict[str, Any]]:
    """The tasks this turn's calls of `intent` created or changed, in order, each once (the reply shows them as a
    list of their own)."""
    spec = spec_for(intent)
    changed: dict[str, dict[str, Any]] = {}
    for outcome in outcomes:
        call = outcome.get("call") or {}
        if outcome.get("kind") == "tool" and outcome.get("intent") == intent and call.get("success"):
            task = spec.touched(call["result"])
            if task is not None:
                changed.setdefault(str(task.id), task.model_dump(mode="json", exclude_none=True))
    return list(changed.values())
