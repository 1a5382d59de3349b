"""Confirm node: pause a destructive action until the user says yes.

The question names exactly what will change (the intent's spec words it). The paused step, with the rest
of the plan, is kept in the checkpointed `pending`, so a "yes" after a restart still runs it; it expires
after `confirmation_ttl_seconds`.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from langgraph.runtime import Runtime

from todobot.dialogue.sentences import PAGE_SIZE, task_line
from todobot.dialogue.state import PendingConfirmation, Step, say
from todobot.graph.context import Context
from todobot.graph.state import State
from todobot.intents import spec_for


def needs_confirmation(step: dict[str, Any], context: Context) -> bool:
    """Bulk changes always; a single destructive step unless `confirmation_required` is off; a step that
    might not have been meant (an add read with little confidence) too."""
    if step.get("tasks") is not None:
        return True
    spec, config = spec_for(step["intent"]), context.config
    unsure = step.get("confidence") is not None and step["confidence"] < config.add_confidence_threshold
    if spec.confirm_if is not None and spec.confirm_if(Step.model_validate(step)):
        return True
    return (spec.destructive and config.confirmation_required) or (spec.confirm_when_unsure and unsure)


def confirmation_question(step: Step) -> str:
    """The yes/no question; a bulk one says how many tasks, lists a page of them, and when there are more than
    one step changes, says how many there are in all."""
    spec = spec_for(step.intent)
    if step.tasks is None:
        return spec.confirm_question(step)
    count = len(step.tasks)
    total = int(step.params.get("bulk_total") or count)
    these = "this task" if count == 1 else f"these {count} tasks"
    if total > count:
        these = f"the first {count} of these {total:,} tasks"
    lines = [spec.bulk_question_for(step).format(these=these), *(task_line(t) for t in step.tasks[:PAGE_SIZE])]
    if count > PAGE_SIZE:
        lines.append(f"… and {count - PAGE_SIZE} more")
    if total > count:
        lines.append(f"(I change at most {count} at a time: ask again for the rest.)")
    return "\n".join(lines) + "\nyes / no"


async def confirm(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    step = Step.model_validate(state["current"] or {})
    expires = runtime.context.current_time() + timedelta(seconds=runtime.context.config.confirmation_ttl_seconds)
    pending = PendingConfirmation.model_validate(
        {**step.model_dump(include={"intent", "params", "task", "tasks"}), "expires_at": expires.isoformat(),
         "plan": list(state.get("plan") or [])}
    )
    outcomes = [*(state.get("outcomes") or []), say(confirmation_question(step), "confirm")]
    updates: dict[str, Any] = {"pending": pending.dump(), "current": None, "plan": [], "outcomes": outcomes}
    if step.task is not None:  # "Delete #1 …?" — "no, i just finished it, tick it off": "it" is that task
        updates["last_task"] = step.task.dump()
    return updates
