"""Classify node: read the new message in the light of the conversation, and decide what this turn does.

The understanding returns a task intent, a conversation act, or both. Each act — confirm, deny, cancel,
undo, correct, help, greet, thanks, bye, out of scope — is handled once, in `ACTS`, like Rasa CALM's
conversation-repair patterns; a task request either answers the pending question or starts anew (and
drops the question, saying so). The result is a `plan` of steps for extract, a confirmed action for
invoke, an undo, or a reply for format.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any

import anyio.to_thread
from langgraph.runtime import Runtime

from todobot.dialogue import sentences
from todobot.dialogue.history import history_dicts, last_user_text
from todobot.dialogue.references import resolve_reference
from todobot.dialogue.reminders import check_due_reminders
from todobot.dialogue.state import (
    PendingConfirmation,
    PendingQuestion,
    Step,
    TaskSummary,
    dump_all,
    load_pending,
    load_undo_log,
    say,
)
from todobot.graph.context import Context, caller_id, user_zone
from todobot.graph.state import State
from todobot.intents import SPECS
from todobot.intents.dated import SUGGESTED
from todobot.intents.list_tasks import said_in_full
from todobot.intents.spec import reminder_picked
from todobot.nodes.confirm import confirmation_question
from todobot.timezones import zone
from todobot.tools.access import tool_client
from todobot.understanding import ConversationContext, Understanding, understand
from todobot.understanding.rules import understand_rules

TURN_RESET: dict[str, Any] = {"plan": [], "current": None, "outcomes": [], "tool_calls": [], "missed": None}
UNDO = "undo"  # the step the undo node runs (not a task intent: it reverts one)


@dataclass
class Move:
    """One message read against the conversation: what the act handlers and the request planner see."""

    understanding: Understanding
    pending: PendingConfirmation | PendingQuestion | None
    state: State
    now: datetime
    notes: list[dict[str, Any]] = field(default_factory=list)  # said before the turn's own reply

    @property
    def confirmation(self) -> PendingConfirmation | None:
        return self.pending if isinstance(self.pending, PendingConfirmation) else None

    @property
    def question(self) -> PendingQuestion | None:
        return self.pending if isinstance(self.pending, PendingQuestion) else None

    def drop_pending(self) -> None:
        """A new request replaces what was waiting: say so, in a few words."""
        if self.confirmation is not None:
            self.notes.append(say(SPECS[self.confirmation.intent].dropped))
        elif self.question is not None:
            self.notes.append(say(sentences.QUESTION_DROPPED))
        self.pending = None

    def reply(self, text: str) -> dict[str, Any]:
        return {"outcomes": [*self.notes, say(text)]}


def _conversation_context(state: State, pending: PendingConfirmation | PendingQuestion | None) -> ConversationContext:
    question = pending if isinstance(pending, PendingQuestion) else None
    return ConversationContext(
        last_listed=state.get("last_listed") or [],
        last_task=state.get("last_task"),
        pending_intent=question.intent if question else None,
        pending_slot=question.slot if question else None,
        last_action=state.get("last_action"),
        awaiting_confirmation=isinstance(pending, PendingConfirmation),
        offered_add=isinstance(pending, PendingConfirmation) and pending.intent == "add_task",
        confirming={"intent": pending.intent, "numbers": [t.number for t in pending.targets() if t is not None]}
        if isinstance(pending, PendingConfirmation) else None,
    )


def _task_steps(understanding: Understanding) -> list[Step]:
    return [
        Step(intent=s.intent, params=dict(s.params), confidence=s.confidence)
        for s in understanding.steps
        if s.intent in SPECS
    ]


# --- the acts, one handler each ------------------------------------------------------------------------


def _confirm(move: Move) -> dict[str, Any]:
    """yes → run the paused action (a yes to a question asks it again; with nothing pending, says so)."""
    if move.confirmation is not None and move.understanding.params.get("except"):
        return _confirm_except(move, move.confirmation)
    if move.confirmation is not None and move.understanding.params.get("only"):
        return _confirm_only(move, move.confirmation)
    if move.confirmation is not None and move.understanding.params.get("only_reminders"):
        return _confirm_only_reminders(move, move.confirmation)
    if move.confirmation is not None:
        paused = move.confirmation
        step = paused.paused_step()
        dated = {k: v for k, v in move.understanding.params.items() if k in ("due", "repeat", "title", "priority")}
        if dated and step.intent == "add_task":  # "Should I add “Dentist”?" "yes, thursday 3pm" / "yes but call it …"
            step.params = {**step.params, **dated}
        # "yes, and remind me": what is asked with the yes runs after it, on the task it is about
        then = _task_steps(move.understanding)
        return {"current": step.dump(), "plan": dump_all([*paused.plan, *then])}
    if move.question is not None:
        question = move.question
        suggested = question.params.get(SUGGESTED)
        if suggested is not None:  # "That date has passed — did you mean Fri 27 Nov 2027?" "yes"
            step = question.paused_step()
            step.params = {**step.params, question.slot: suggested}
            return {"plan": [step.dump(), *dump_all(question.plan)]}
        if question.slot == "task_ref" and len(question.candidates) == 1:  # "Closest: #1 Buy snacks" "yes"
            step = question.paused_step()
            step.task, step.candidates = question.candidates[0], []
            return {"plan": [step.dump(), *dump_all(question.plan)]}
        return _ask_again(question)
    return move.reply(sentences.NOTHING_PENDING)


def _named_among_asked(move: Move, paused: PendingConfirmation, key: str) -> set[str]:
    """The ids of the tasks asked about that the answer's `key` references ("except" / "only") name."""
    asked = [t.dump() for t in paused.targets() if t is not None]
    named: set[str] = set()
    for ref in move.understanding.params[key]:
        found = resolve_reference(ref, asked, candidates=asked)
        if found.task is not None:
            named.add(found.task["id"])
    return named


def _asked_again(move: Move, paused: PendingConfirmation) -> dict[str, Any]:
    """An answer naming none of the tasks asked about: say so, and what is waiting, again."""
    asked_again = say(confirmation_question(paused.paused_step()), "confirm")
    return {"pending": paused.dump(), "outcomes": [*move.notes, say(sentences.NOT_AMONG_ASKED), asked_again]}


def _narrowed(paused: PendingConfirmation, kept: list[TaskSummary]) -> PendingConfirmation:
    """The same question about fewer tasks (its count of a bulk change no longer holds)."""
    return paused.model_copy(update={"tasks": kept, "params": {
        k: v for k, v in paused.params.items() if k != "bulk_total"}})


def _confirm_except(move: Move, paused: PendingConfirmation) -> dict[str, Any]:
    """"all except the parking fine one" / "yes but not #2": the change goes ahead without the tasks left out; with
    no yes said ("leave the tent"), it is asked again without them. Leaving out the only task asked about is a no."""
    left_out = _named_among_asked(move, paused, "except")
    if not left_out:
        return _asked_again(move, paused)
    kept = [t for t in paused.tasks or [] if t.id not in left_out]
    if not kept:
        return move.reply(SPECS[paused.intent].declined)
    narrowed = _narrowed(paused, kept)
    if move.understanding.params.get("affirmed"):
        return {"current": narrowed.paused_step().dump(), "plan": dump_all(paused.plan)}
    return {"pending": narrowed.dump(), "outcomes": [*move.notes, say(confirmation_question(narrowed.paused_step()),
                                                                      "confirm")]}


def _confirm_only(move: Move, paused: PendingConfirmation) -> dict[str, Any]:
    """"no, just bailey" / "only #2": the change goes ahead on the tasks named among those asked about, the rest are
    left as they are. Naming none of them asks again; a change of one task has nothing to narrow: it is a no."""
    if paused.tasks is None:
        return move.reply(SPECS[paused.intent].declined)
    kept_ids = _named_among_asked(move, paused, "only")
    kept = [t for t in paused.tasks if t.id in kept_ids]
    if not kept:
        return _asked_again(move, paused)
    return {"current": _narrowed(paused, kept).paused_step().dump(), "plan": dump_all(paused.plan)}


def _confirm_only_reminders(move: Move, paused: PendingConfirmation) -> dict[str, Any]:
    """"Cancel all 2 reminders for …?" "no just the tuesday one": the change goes ahead on the reminders named by
    when they go off; naming none of them asks again."""
    said = move.understanding.params["only_reminders"]
    reminders = paused.params.get("reminders") if SPECS[paused.intent].reminders_of_task else None
    here = zone(said.get("zone"))
    kept = [r for r in reminders or [] if reminder_picked(said, r, here)]
    if not kept:
        return _asked_again(move, paused)
    step = paused.paused_step()
    step.params = {**step.params, "reminders": kept}
    return {"current": step.dump(), "plan": dump_all(paused.plan)}


def _deny(move: Move, *, rest_too: bool = False) -> dict[str, Any]:
    """no → drop the paused action (a no to a question drops it too); never deletes anything. The rest of the
    message it was part of still runs ("Should I add “Geography project”?" "no": "buy poster paint" is still added),
    unless the whole request is called off (`rest_too`: "forget it")."""
    redone = _offered_again(move, move.understanding.params)
    if redone is not None:
        return redone
    if move.confirmation is not None:
        declined = move.reply(SPECS[move.confirmation.intent].declined)
        rest = [] if rest_too else dump_all(move.confirmation.plan)
        return {**declined, "plan": rest} if rest else declined
    if move.question is not None:
        return move.reply(sentences.QUESTION_DROPPED_BY_CANCEL)
    return move.reply(sentences.NOTHING_PENDING)


def _offered_again(move: Move, said: dict[str, Any]) -> dict[str, Any] | None:
    """"Move these 2 tasks to Sat 28 Nov?" "no not tomorrow, saturday the 5th" / "no, monday the 7th": the change
    offered, on the same tasks (every one of a group), with what is said instead — asked again, as any corrected
    request is. None unless the message only says another value of what the change offered sets."""
    paused = move.confirmation
    if paused is None or paused.intent != "update_task" or (paused.task is None and not paused.tasks):
        return None
    changed = {k: v for k, v in said.items() if k not in ("task_ref", "affirmed")}
    offered = {k for k in paused.params if k not in ("task_ref", "bulk_total") and not k.startswith("_")}
    if not changed or not set(changed) <= offered:
        return None
    step = paused.paused_step()
    # the tasks asked about stay those asked about: no reference to look up again
    # a day said instead of "a week on" is the day for every one of them
    dropped = ("task_ref", "shift") if "due" in changed and "shift" not in changed else ("task_ref",)
    step.params = {**{k: v for k, v in step.params.items() if k not in dropped}, **changed}
    move.pending = None
    return {"plan": [step.dump(), *dump_all(paused.plan)], "outcomes": move.notes}


def _group_redone(move: Move, step: Step) -> dict[str, Any] | None:
    """"move both to saturday" → done → "no not tomorrow, saturday the 5th": "it" is the group the last message
    changed, not one of it; the same change again on every task of it, with the value said instead."""
    turn = move.state.get("turn")
    last_turn = [m for m in load_undo_log(move.state) if turn is not None and m.turn == turn]
    if not last_turn or any(m.intent != "update_task" for m in last_turn):
        return None  # ("move 1 and 2 to saturday" is two changes of one message, "move both …" one of two tasks)
    changed = {k: v for k, v in step.params.items() if k != "task_ref"}
    done = set((move.state.get("last_action") or {}).get("params") or {})
    group = [t for m in last_turn for t in (SPECS["update_task"].touched(c["result"]) for c in m.calls)
             if t is not None]
    if len(group) < 2 or not changed or not set(changed) <= done:
        return None
    return {"plan": [Step(intent="update_task", params=changed, tasks=group).dump()], "outcomes": move.notes}


def _cancel(move: Move) -> dict[str, Any]:
    """forget it / nvm → drop whatever is pending, and the rest of its message; with nothing pending, nothing
    happens."""
    if move.pending is not None:
        return _deny(move, rest_too=True)
    return move.reply(sentences.CANCELLED)


def _undo(move: Move) -> dict[str, Any]:
    """undo → revert the last `count` changes; "the one before that too" right after an undo reverts one more
    (that undo already reverted the last one)."""
    move.drop_pending()
    params = move.understanding.params
    count = int(params.get("count") or 1)
    turn = move.state.get("turn")
    if params.get("also") and turn is not None and move.state.get("undone_turn") == turn:
        count = 1
    ref = params.get("task_ref") or {}  # "bring back the dentist": the latest change to that task
    named = {"task_ref": ref} if ref.get("kind") in ("title", "number") and ref.get("value") else {}
    if params.get("whole_turn"):  # "undo all of that": everything the last message changed
        named["whole_turn"] = True
    return {"current": Step(intent=UNDO, params={"count": count, **named}).dump(), "outcomes": move.notes}


def _correct(move: Move) -> dict[str, Any]:
    """"no, I meant the other one" / "I meant the fifth" / "I meant delete pay the gas bill".

    A corrected reference answers a pending "which one?" or replaces the task of a pending confirmation;
    otherwise the last change is undone and redone on the task meant. A corrected request replaces the
    pending one (or, when the last change was the mistake, is run after undoing it).
    """
    understanding = move.understanding
    steps = _task_steps(understanding)
    ref = understanding.params.get("task_ref")
    if move.question is not None:
        question = move.question
        if steps:  # the corrected request replaces the question
            return {"plan": dump_all(steps)}
        if not ref:
            return _ask_again(question)
        step = question.paused_step()
        step.params = {**step.params, "task_ref": ref}
        return {"plan": [step.dump(), *dump_all(question.plan)]}
    if move.confirmation is not None:
        paused = move.confirmation
        if not steps and ref:
            ref = _other_than(ref, paused.task.id if paused.task else None)
            steps = [Step(intent=paused.intent, params={**paused.params, "task_ref": ref})]
        elif paused.task is not None:  # "wait, I meant mark it done": "it" is the task asked about
            steps = [_on_task(s, paused.task) for s in steps]
        move.pending = None  # replaced, not dropped: the corrected request is asked again
        return {"plan": dump_all(steps), "outcomes": move.notes} if steps else move.reply(sentences.CANCELLED)
    log = load_undo_log(move.state)
    mutation = log[-1] if log else None
    if mutation is not None and mutation.turn is not None and mutation.turn != move.state.get("turn"):
        mutation = None  # the last message changed nothing: "i mean make walk bonnie repeat" corrects how it was
        # read, and the change before it stays
    if not steps and understanding.params.get("title") and mutation is not None and mutation.intent == "add_task":
        # "add milk" → "no i meant buy oat milk": the task meant is a new one with those words
        steps = [Step(intent="add_task", params={"title": understanding.params["title"]})]
    missed = move.state.get("missed")
    if not steps and ref and ref.get("kind") != "other" and missed and mutation is None:
        # "move task 12 to friday" → "couldn't find #12" → "oh i meant 2": that request, on the task meant
        steps = [Step.model_validate({**missed, "params": {**missed["params"], "task_ref": ref}})]
    done = move.state.get("last_action") or {}
    if not steps and ref and ref.get("kind") in ("title", "number") and mutation is None \
            and done.get("intent") == "complete_task":
        # "tick that off" → "#22 was already done" → "no the kasia shift swap task": that request, on the task meant
        steps = [Step(intent="complete_task", params={"task_ref": ref})]
    if not steps and ref and mutation is not None:
        spec = SPECS[mutation.intent]
        touched = spec.touched(mutation.calls[0]["result"]) if mutation.calls else None
        ref = _other_than(ref, touched.id if touched else None)
        steps = [Step(intent=mutation.intent, params={"task_ref": ref})]
    if not steps:
        return move.reply(sentences.NOTHING_TO_CORRECT)
    move.drop_pending()
    plan = dump_all(steps)
    if mutation is not None and SPECS[mutation.intent].inverse is not None:
        return {"current": Step(intent=UNDO, params={"count": 1}).dump(), "plan": plan, "outcomes": move.notes}
    return {"plan": plan, "outcomes": move.notes}


def _on_task(step: Step, task: TaskSummary) -> Step:
    """The step acting on `task` when it said only "it" (or named no task at all)."""
    ref = step.params.get("task_ref")
    if step.intent in SPECS and SPECS[step.intent].needs_task and (not ref or ref.get("kind") == "pronoun"):
        step.params = {**step.params, "task_ref": {"kind": "uuid", "value": task.id}}
    return step


def _other_than(ref: dict[str, Any], task_id: str | None) -> dict[str, Any]:
    """"The other one" means other than the task just meant: name it in the reference."""
    if ref.get("kind") == "other" and not ref.get("value") and task_id:
        return {**ref, "value": task_id}
    return ref


def _fixed_reply(move: Move) -> dict[str, Any]:
    """help, greet, thanks, bye, out of scope: a sentence; anything pending is dropped, as for a new request."""
    move.drop_pending()
    act = move.understanding.act or "help"
    return move.reply(sentences.ACT_REPLIES[act])


ACTS: dict[str, Callable[[Move], dict[str, Any]]] = {
    "confirm": _confirm,
    "deny": _deny,
    "cancel": _cancel,
    "undo": _undo,
    "correct": _correct,
    "help": _fixed_reply,
    "greet": _fixed_reply,
    "thanks": _fixed_reply,
    "bye": _fixed_reply,
    "out_of_scope": _fixed_reply,
}


# --- task requests -----------------------------------------------------------------------------------


def _ask_again(question: PendingQuestion) -> dict[str, Any]:
    text = SPECS[question.intent].question_for(question.slot) if question.intent in SPECS else sentences.WHICH_TASK
    return {"pending": question.dump(), "outcomes": [say(text, "ask")]}


def _answers_question(move: Move) -> dict[str, Any] | None:
    """The pending step with its slot filled by this message, or None when the message is something else."""
    question, understanding = move.question, move.understanding
    if question is None or understanding.intent != question.intent or question.slot not in understanding.params:
        return None
    step = question.paused_step()
    # what the answer says beside the slot wins over what was asked before: "which task?" "set #20 to medium priority"
    step.params = {**step.params, **understanding.params}
    more = []  # "both", "4 and 5": the same step again for each further answer
    for extra in understanding.steps[1:]:
        if extra.intent == question.intent and question.slot in extra.params:
            again = question.paused_step()
            again.params = {**again.params, question.slot: extra.params[question.slot]}
            more.append(again.dump())
    rest = [_same_answer(later, question.intent, question.slot, step.params[question.slot]) for later in question.plan]
    return {"plan": [step.dump(), *more, *dump_all(rest)]}


def _same_answer(later: Step, intent: str, slot: str, answer: Any) -> Step:
    """"add a note to 10, 11 and 12" → "bring jamie": the steps after it that wait for the same answer get it too,
    so the question is asked once."""
    if later.intent == intent and later.params.get(slot) == "":
        later.params = {**later.params, slot: answer}
    return later


def _request(move: Move) -> dict[str, Any]:
    """A task request (or something not understood) with no act."""
    answered = _answers_question(move)
    if answered is not None:
        return answered
    steps = _task_steps(move.understanding)
    if not steps:
        return _not_understood(move)
    ref = steps[0].params.get("task_ref") or {}
    redone = _offered_again(move, steps[0].params) if len(steps) == 1 and steps[0].intent == "update_task" \
        and ref.get("kind") in (None, "pronoun") else None
    if redone is not None:  # "no not tomorrow, saturday the 5th": the change offered, on another day
        return redone
    regrouped = _group_redone(move, steps[0]) if len(steps) == 1 and steps[0].intent == "update_task" \
        and ref.get("kind") == "pronoun" and move.pending is None else None
    if regrouped is not None:
        return regrouped
    move.drop_pending()
    return {"plan": dump_all(steps), "outcomes": move.notes}


def _not_understood(move: Move) -> dict[str, Any]:
    """A message not understood is no answer and no new request: what is waiting stays, asked again in full
    ("Delete #1 …? yes / no"), so a garbled reply neither drops it silently nor hides it. An add only offered
    ("Should I add …?") is dropped, as anything but a yes drops it."""
    confirmation, question = move.confirmation, move.question
    if confirmation is not None and confirmation.intent != "add_task":
        asked = say(confirmation_question(confirmation.paused_step()), "confirm")
        return {"pending": confirmation.dump(), "outcomes": [*move.notes, say(sentences.NOT_CAUGHT), asked]}
    if question is not None:
        again = _ask_again(question)
        return {**again, "outcomes": [*move.notes, say(sentences.NOT_CAUGHT), *again["outcomes"]]}
    move.drop_pending()
    return move.reply(sentences.NOT_UNDERSTOOD)


def decide(
    state: State, understanding: Understanding, now: datetime, pending: PendingConfirmation | PendingQuestion | None
) -> dict[str, Any]:
    """What this turn does, given the message and anything pending."""
    move = Move(understanding=understanding, pending=pending, state=state, now=now)
    confirmation = move.confirmation
    if confirmation is not None and now >= datetime.fromisoformat(confirmation.expires_at):
        if understanding.act in ("confirm", "deny", "cancel"):
            return move.reply(sentences.CONFIRMATION_EXPIRED)
        move.notes.append(say(sentences.CONFIRMATION_EXPIRED))
        move.pending = None
    decision = ACTS[understanding.act](move) if understanding.act is not None else _request(move)
    if len(understanding.steps) > 1 and understanding.steps[-1].act == "bye":
        # "yes thx, thats it for today, bye!": the answer is acted on, and the reply ends with a goodbye
        decision = {**decision, "outcomes": [*decision.get("outcomes", []), say(sentences.ACT_REPLIES["bye"],
                                                                                 "farewell")]}
    return decision


async def saved_timezone(ctx: Context, caller: str) -> dict[str, Any]:
    """The zone the user saved, looked up once per conversation (`user_timezone`; set_timezone updates it),
    so dates are read in it from the first message; nothing when the lookup failed (it is tried again)."""
    async with tool_client(ctx.config) as client:
        call = await client.call("get_timezone", {"user_id": caller})
    return {"user_timezone": call.result.get("timezone")} if call.success else {}


async def on_the_list(ctx: Context, caller: str, understanding: Understanding, rules: Understanding) -> Understanding:
    """A question turned down as not about the list ("when is the pearson pickup?", "what time is the recital")
    is about the list after all when one of the user's tasks holds the words it asks about: the rules' search is
    answered instead. Only a search the rules read is looked up; without a matching task the refusal stands
    ("when is the next bus")."""
    if understanding.act != "out_of_scope" or rules.intent != "list_tasks" or len(rules.steps) > 1:
        return understanding
    query = rules.params.get("query")
    if not isinstance(query, str) or not query.strip():
        return understanding
    async with tool_client(ctx.config) as client:
        call = await client.call("list_tasks", {"user_id": caller, "query": query, "status": "all", "limit": 20,
                                                "with_total": False})
    found = said_in_full(call.result.get("tasks", []), query) if call.success else []
    return rules if found else understanding


async def classify(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    caller = caller_id(runtime)
    if not caller:
        return {**TURN_RESET, "outcomes": [say(sentences.NO_CALLER, "error")]}
    owner = state.get("owner")
    if owner and owner != caller:
        return {**TURN_RESET, "outcomes": [say(sentences.FOREIGN_CONVERSATION, "error")]}
    now = ctx.current_time()
    pending = load_pending(state.get("pending"))
    saved = {} if "user_timezone" in state else await saved_timezone(ctx, caller)
    state = {**state, **saved}  # type: ignore[assignment]
    read = partial(
        understand,
        last_user_text(state),
        context=_conversation_context(state, pending),
        now=now,
        timezone=user_zone(state, ctx),
        history=history_dicts(state.get("messages", []), ctx.config.history_window),
        config=ctx.config,
    )
    # Rules take microseconds, but Gemini is a blocking network call: keep it off the event loop.
    understanding = read() if not ctx.config.gemini_enabled() else await anyio.to_thread.run_sync(read)
    if understanding.act == "out_of_scope":
        rules = understand_rules(last_user_text(state), context=_conversation_context(state, pending), now=now,
                                 timezone=user_zone(state, ctx))
        understanding = await on_the_list(ctx, caller, understanding, rules)
    decision = decide(state, understanding, now, pending)
    reminders = await check_due_reminders(
        ctx.config, caller, now, state.get("shown_reminders") or [], state.get("reminders_quiet_since")
    )
    return {
        **TURN_RESET,
        **saved,
        "owner": owner or caller,
        "turn": state.get("turn", 0) + 1,
        "pending": None,
        "reminders_due": reminders.shown,
        "reminders_quiet_since": reminders.quiet_since,
        **decision,
        "outcomes": [*reminders.outcomes, *decision.get("outcomes", [])],
    }

