"""Validate node: is the current step complete and unambiguous? If not, ask for one thing.

A question pauses the step (and the rest of the plan) in `pending`, checkpointed with the conversation,
so the user's next message — even a bare "Buy a present for Anna" — can fill the slot. Unresolvable
references are retried up to `max_ambiguity_attempts` times, then the bot gives up politely. What counts
as missing or unusable for an intent is its spec's `check`.
"""

from __future__ import annotations

import re
from typing import Any

from langgraph.runtime import Runtime

from todobot.dialogue import sentences
from todobot.dialogue.history import last_user_text
from todobot.dialogue.state import OutcomeKind, PendingQuestion, Step, say
from todobot.graph.context import Context, user_now
from todobot.graph.state import State
from todobot.intents import Ask, Decline, spec_for
from todobot.intents.spec import REMINDER_TIME
from todobot.intents.update_task import OR_ADD, OR_ADD_SURE
from todobot.understanding.rules.text import capitalise


def _ask(step: Step, plan: list[dict[str, Any]], slot: str, text: str) -> dict[str, Any]:
    kept = step.model_dump(include={"intent", "params", "candidates", "attempts"})
    kept["params"] = {k: v for k, v in step.params.items() if k != slot}
    question = PendingQuestion.model_validate({**kept, "slot": slot, "plan": plan})
    updates = {"pending": question.dump(), "current": None, "plan": [], "outcome": say(text, "ask")}
    if step.candidates:  # what the user sees last: "both" / "the second one" count among these
        updates["last_listed"] = [c.dump() for c in step.candidates]
    return updates


def _stop(text: str, kind: OutcomeKind = "say") -> dict[str, Any]:
    return {"current": None, "plan": [], "outcome": say(text, kind)}


def _offered_add(step: Step, words: str) -> Step:
    """"big shop is due saturday" with no such task: the task it describes, asked about first ("Should I add …?"),
    since a fact about a task not on the list only might be a request to add it."""
    dated = {k: v for k, v in step.params.items() if k in ("due", "repeat", "priority") and v}
    said = step.params.get(OR_ADD)  # the whole title when the words named a new task ("The car needs washing")
    return Step(intent="add_task", params={"title": said if isinstance(said, str) else capitalise(words), **dated},
                confidence=0.95 if step.params.get(OR_ADD_SURE) else 0.0)


def _reference_problem(step: Step, plan: list[dict[str, Any]], limit: int) -> dict[str, Any] | None:
    """Ask which task is meant, or give up after too many tries; None when the task is known."""
    if step.tasks == []:
        about = (step.params.get("task_ref") or {}).get("query")  # "all the party stuff" with none saying "party"
        text = sentences.nothing_about(about) if about else sentences.NO_MATCHING_TASKS
        return {"current": None, "outcome": say(text)}
    if step.task is not None or step.is_bulk:
        return None
    spec = spec_for(step.intent)
    ref = step.params.get("task_ref")
    if not ref and step.candidates:  # "cancel the 3pm reminder" with one at 3pm on two tasks
        return _ask(step, plan, "task_ref", sentences.candidates_question(step.candidates))
    if not ref and step.params.get(REMINDER_TIME):  # "cancel the 3pm reminder" with none at 3pm
        return _ask(step, plan, "task_ref", f"You have no reminder at {step.params[REMINDER_TIME]}. "
                    + spec.question_for("task_ref"))
    if not ref:
        return _ask(step, plan, "task_ref", spec.question_for("task_ref"))
    attempts = step.attempts + 1
    if attempts > limit:
        return _stop(sentences.GAVE_UP_ON_REFERENCE)
    step = step.model_copy(update={"attempts": attempts})
    if step.candidates:
        return _ask(step, plan, "task_ref", sentences.candidates_question(step.candidates))
    kind = ref.get("kind")
    if kind == "pronoun":
        return _ask(step, plan, "task_ref", spec.question_for("task_ref"))
    if kind == "title" and step.params.get(OR_ADD) and not step.closest:
        return {"current": _offered_add(step, str(ref.get("value"))).dump()}
    words = f"#{ref.get('value')}" if kind == "number" else ref.get("value") if kind == "title" else None
    text = sentences.not_found_reply(str(words or "that"), step.closest)
    if step.closest:  # "Which one did you mean?" among the nearest titles
        return _ask(step.model_copy(update={"candidates": step.closest}), plan, "task_ref", text)
    stopped = _stop(text, "error")  # nothing to choose from: no question is left open behind the answer
    return {**stopped, "missed": step.model_dump(include={"intent", "params"})}  # for "oh i meant 2"


_NAMED = ("the", "my", "our", "that", "this", "#")


def _how_it_went(step: Step, plan: list[dict[str, Any]], outcomes: list[dict[str, Any]]) -> bool:
    """"rocco's one is done, did him this morning", "mark the dashboard done, just now finished": after a task
    ticked off in this message, a last "done" naming nothing on the list is how it went, not another task."""
    ref = step.params.get("task_ref") or {}
    words = str(ref.get("value") or "").lower().split()
    # ("bought the gift, the bottle warmer. done! and add wrap it saturday": the aside, then the rest of the plan)
    later = all(s.get("intent") != "complete_task" for s in plan)
    return (step.intent == "complete_task" and later and ref.get("kind") == "title" and bool(words)
            and words[0] not in _NAMED and not step.closest
            and any(o.get("kind") == "tool" and o.get("intent") == "complete_task" for o in outcomes))


def _why_said(step: Step, outcomes: list[dict[str, Any]], text: str) -> bool:
    """"can the bee feeding be sundays instead of saturdays, market's on saturdays now": after a change made in this
    message, a clause naming nothing on the list, set beside it (a comma, "as", "since", "because"), not joined to it
    by "and", "also" or "then", is why the change was asked, not a second change."""
    ref = step.params.get("task_ref") or {}
    value = str(ref.get("value") or "")
    if step.intent not in ("update_task", "complete_task") or ref.get("kind") != "title" or not value \
            or step.closest or step.candidates or not any(o.get("kind") == "tool" for o in outcomes):
        return False
    at = text.lower().find(value.lower())
    before = text[:at].lower().split() if at > 0 else []
    return bool(before) and re.search(r"[,;.!?–—-]$", before[-1] if before[-1] not in _NAMED or len(before) < 2
                                      else before[-2]) is not None and not re.search(
        r"\b(?:and|also|plus|then|n|&)\W*$", " ".join(before[-3:]))


def _why_of_the_change(step: Step, state: State) -> bool:
    """"move the walkthrough to saturday same time, venue is double booked": a done-report read by its words of the
    very task this message just changed is why it was changed (the venue booked), not the task done."""
    ref = step.params.get("task_ref") or {}
    changed = {str((c.get("arguments") or {}).get("task_id")) for c in state.get("tool_calls") or []
               if c.get("name") == "update_task"}
    return step.intent == "complete_task" and ref.get("kind") == "title" and step.task is not None \
        and step.task.id in changed


async def validate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    step = Step.model_validate(state.get("current") or {})
    plan = list(state.get("plan") or [])
    outcomes = list(state.get("outcomes") or [])
    if step.unavailable:
        outcomes.append(say(sentences.TOOLS_UNAVAILABLE, "error"))
        return {"current": None, "plan": [], "outcomes": outcomes}
    if _why_of_the_change(step, state):
        return {"current": None}
    spec = spec_for(step.intent)
    result: dict[str, Any] | None = None
    if spec.wants_task(step):
        result = _reference_problem(step, plan, runtime.context.config.max_ambiguity_attempts)
    if result is None:
        problem = spec.check(step, user_now(state, runtime.context))
        if isinstance(problem, Ask):
            result = _ask(step, plan, problem.slot, problem.question)
        elif isinstance(problem, Decline):
            result = _stop(problem.text)
    if result is None:
        return {}
    if result.get("outcome", {}).get("kind") == "error" and (
            _how_it_went(step, plan, outcomes) or _why_said(step, outcomes, last_user_text(state))):
        return {"current": None}
    if "outcome" not in result:
        return result  # the step was replaced (an add offered instead): it goes on, nothing said yet
    outcomes.append(result.pop("outcome"))
    return {**result, "outcomes": outcomes}

