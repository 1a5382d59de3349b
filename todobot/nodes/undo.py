"""Undo node: revert the last change(s) made in this conversation, through the same MCP tools.

Each change records its tool results in the conversation's undo log; its intent's spec derives the
inverse from them (an added task is deleted, a completion reopened, an update restored, a deleted task
restored with its number — deletes are soft). "undo the last two changes" reverts two, newest first,
"undo all of that" everything the last changing message did;
"bring back the dentist" reverts the latest change to the task those words name, however recent others are.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from todobot.dialogue import sentences
from todobot.dialogue.references import resolve_reference
from todobot.dialogue.state import Mutation, Outcome, Step, TaskSummary, load_undo_log, say
from todobot.graph.context import Context
from todobot.graph.idempotency import call_tools
from todobot.graph.state import State
from todobot.intents import spec_for


def inverse_calls(mutation: Mutation) -> list[tuple[str, dict[str, Any]]]:
    """The (tool, arguments) pairs that revert `mutation`; user_id is added by the caller."""
    inverse = spec_for(mutation.intent).inverse
    return [pair for call in mutation.calls for pair in (inverse(call["result"]) if inverse else [])]


def last_changes(log: list[Mutation], count: int) -> list[Mutation]:
    """The last `count` changes of the log, oldest first, where one message's changes to one task count as one:
    "remind me to call mom at 5" added a task and scheduled its reminder, and "undo" takes back both; "add X and
    Y" made two changes, and "undo the last two" takes back those two, not the message before as well; "bins and
    laundry are done" made one change to two tasks (`_same_change`), and "undo" takes back both."""
    taken = 0
    start = len(log)
    while start > 0 and taken < count:
        turn = log[start - 1].turn
        tasks = [_first_task(log[start - 1])]
        start -= 1
        while turn is not None and start > 0 and log[start - 1].turn == turn:
            task = _first_task(log[start - 1])
            joined = _same_change(log[start - 1], log[start])
            if task not in tasks and not joined and taken + len(tasks) >= count:
                break  # enough changes already, among this message's later ones
            if task not in tasks and not joined:
                tasks.append(task)
            start -= 1
        taken += len(tasks)
    return log[start:]


_NOT_WHAT = ("task_id", "user_id", "idempotency_key")


def _same_change(before: Mutation, after: Mutation) -> bool:
    """Whether two changes one message made are the same change to other tasks, said once of them all ("bins and
    laundry both done", "move X and Y to friday"): the same intent with the same arguments. Adds stay a change
    each ("add X and Y" is two things said)."""
    def what(mutation: Mutation) -> list[dict[str, Any]]:
        return [{k: v for k, v in (call.get("arguments") or {}).items() if k not in _NOT_WHAT}
                for call in mutation.calls]

    return before.intent == after.intent != "add_task" and what(before) == what(after)


def last_turn(log: list[Mutation]) -> list[Mutation]:
    """"undo all of that": every change the last changing message made (just the last change when unrecorded)."""
    turn = log[-1].turn if log else None
    start = len(log) - 1
    while turn is not None and start > 0 and log[start - 1].turn == turn:
        start -= 1
    return log[max(start, 0):]


def _first_task(mutation: Mutation) -> str | None:
    return _task_id(mutation, mutation.calls[0]) if mutation.calls else None


def _task_of(mutation: Mutation, call: dict[str, Any]) -> TaskSummary | None:
    """The task a logged call changed, as its intent's spec reads the result (a reminder's call: its task)."""
    return spec_for(mutation.intent).touched(call["result"])


def _task_id(mutation: Mutation, call: dict[str, Any]) -> str | None:
    task = _task_of(mutation, call)
    return task.id if task else None


def changes_to(log: list[Mutation], ref: dict[str, Any]) -> tuple[list[Mutation], list[Mutation]] | None:
    """"bring back the dentist", "bring back #3": the latest change to the task `ref` names (title words or a
    number), among the tasks the log changed (its calls on that task only, as a change of its own), and the log
    without it; None when no task matches."""
    touched = {task.id: task.dump() for mutation in log for call in mutation.calls
               if (task := _task_of(mutation, call)) is not None}
    found = resolve_reference(ref, list(touched.values()))
    if found.task is None:
        return None
    task_id = found.task["id"]
    for index in range(len(log) - 1, -1, -1):
        mutation = log[index]
        mine = [call for call in mutation.calls if _task_id(mutation, call) == task_id]
        if mine:
            rest = [call for call in mutation.calls if _task_id(mutation, call) != task_id]
            kept = [*log[:index], *([log[index].model_copy(update={"calls": rest})] if rest else []), *log[index + 1:]]
            return [log[index].model_copy(update={"calls": mine})], kept
    return None


async def undo(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    outcomes = list(state.get("outcomes") or [])
    log = load_undo_log(state)
    step = Step.model_validate(state.get("current") or {"intent": "undo"})
    count = max(1, int(step.params.get("count") or 1))
    if not log:
        return {"current": None, "outcomes": [*outcomes, say(sentences.NOTHING_TO_UNDO)]}
    ref = step.params.get("task_ref")
    if ref:  # "bring back the dentist", "bring back #3"
        named = changes_to(log, ref)
        if named is None:
            words = f"#{ref['value']}" if ref.get("kind") == "number" else str(ref["value"])
            return {"current": None, "outcomes": [*outcomes, say(sentences.nothing_to_undo_for(words))]}
        reverting, remaining = named
    else:
        reverting = last_turn(log) if step.params.get("whole_turn") else last_changes(log, count)
        reverting = reverting[::-1]  # newest first
        remaining = log[: len(log) - len(reverting)]
    blocked = next((m for m in reverting if spec_for(m.intent).inverse is None), None)
    if blocked is not None:
        return {"current": None, "outcomes": [*outcomes, say(spec_for(blocked.intent).cannot_undo)]}
    planned = [(m.intent, name, args) for m in reverting for name, args in inverse_calls(m)]
    calls = await call_tools(state, runtime, [(name, args, True) for _, name, args in planned])
    made = [(intent, call.model_dump()) for (intent, _, _), call in zip(planned, calls, strict=True)]
    return {
        "current": None,
        "undo_log": [m.dump() for m in remaining],
        "last_mutation": None,
        "undone_turn": state.get("turn"),
        "tool_calls": [*(state.get("tool_calls") or []), *(c for _, c in made)],
        "outcomes": [*outcomes, *(Outcome(kind="tool", intent=f"undo_{i}", call=c).dump() for i, c in made)],
    }
