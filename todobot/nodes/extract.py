"""Extract node: take the next step of the plan and turn what was said into concrete tool parameters.

Task references are resolved here against the few of the user's tasks they can mean, fetched through
the MCP `list_tasks` tool by number, id or search words (`todobot.dialogue.lookup`), never by paging
through every task; such look-ups are not reported as the turn's tool calls: they change nothing and the
user did not ask for them. What an intent implies beyond what was said (a repeating reminder's first
time) is its spec's `prepare`; "more" takes the filters and cursor the last list left (`list_more`).
"""

from __future__ import annotations

import re
from datetime import datetime, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from langgraph.runtime import Runtime

from todobot.dialogue.history import last_user_text
from todobot.dialogue.lookup import Fetch, reference_pool
from todobot.dialogue.references import (
    Resolution,
    best_named_by,
    clocks_said,
    named_distinctly,
    named_in_news,
    names_other_thing,
    normalise,
    resolve_reference,
)
from todobot.dialogue.state import Step, TaskSummary
from todobot.graph.context import Context, user_now
from todobot.graph.idempotency import call_tools
from todobot.graph.state import State
from todobot.intents import spec_for
from todobot.intents.list_tasks import LISTING_KEYS
from todobot.intents.spec import REMINDER_KIND, REMINDER_TIME, reminder_picked
from todobot.intents.update_task import OR_ADD
from todobot.understanding.rules.refs import NAMES_JOINED, title_words

BULK_MAX = 100  # tasks one bulk step changes (a bigger bulk says how many there are, and takes the first)
LOOKUP_REFUSED = ("invalid_filter", "invalid_task_id")  # a look-up that can match nothing: no tasks, no failure


def task_fetcher(state: State, runtime: Runtime[Context]) -> Fetch:
    """`list_tasks` through MCP with some arguments → its tasks (None when the tool service failed: an outage
    fails the turn, as in invoke). A look-up reads only the tasks, so the tool counts no total."""

    async def fetch(arguments: dict[str, Any]) -> list[dict[str, Any]] | None:
        [call] = await call_tools(state, runtime, [("list_tasks", {**arguments, "with_total": False}, False)])
        if call.success:
            return list(call.result.get("tasks", []))
        code = (call.result.get("error") or {}).get("code")
        return [] if code in LOOKUP_REFUSED else None

    return fetch


async def fetch_page(state: State, runtime: Runtime[Context], arguments: dict[str, Any]) -> dict[str, Any] | None:
    """One page of a filtered list (its tasks and total), or None when the tool service failed."""
    [call] = await call_tools(state, runtime, [("list_tasks", arguments, False)])
    return call.result if call.success else None


def _tasks(found: list[dict[str, Any]]) -> list[TaskSummary]:
    return [TaskSummary.model_validate(t) for t in found]


async def _bulk(step: Step, ref: dict[str, Any], state: State, runtime: Runtime[Context]) -> Step:
    """"all completed tasks", "everything overdue": the store's filtered list, at most `BULK_MAX` at a time (how
    many there are in all goes with them, so the confirmation can say it)."""
    arguments = {"status": ref.get("status") or "all", "limit": BULK_MAX}
    if ref.get("due"):  # "everything overdue", "all of today's stuff"
        arguments["due"] = ref["due"]
    if ref.get("priority"):  # "all the low priority ones"
        arguments["priority"] = ref["priority"]
    if ref.get("query"):  # "all the party stuff": the tasks whose words say "party"
        arguments["query"] = ref["query"]
    page = await fetch_page(state, runtime, arguments)
    if page is None:
        step.unavailable = True
        return step
    found = page.get("tasks", [])
    total = page.get("total", 0)
    shown = {t["id"] for t in state.get("last_listed") or []} if ref.get("shown") else set()
    if shown:  # "find flat 6" → "bin all of them": the tasks just shown, not every task on the list
        found = [t for t in found if t["id"] in shown]
        total = len(found)
    if ref.get("shown") and not shown and step.intent == "complete_task" and (text := last_user_text(state)):
        # "gave aai her tablets. badminton was fun. mark both done", nothing shown: the tasks the message names by
        # their own words (the one just ticked aside), not every task on the list
        just = (state.get("last_task") or {}).get("id")
        named = [t for t in named_distinctly(text, found) if t["id"] != just]
        if named:
            found, total = named, len(named)
    if ref.get("news"):  # "… the couch went out wed night. tick both": the tasks the news names
        named = named_in_news(str(ref["news"]), found)
        if named and (not ref.get("count") or len(named) == ref["count"]):
            found, total = named, len(named)
    if ref.get("one"):  # "the one due friday": the only task due then, or the question which of them
        if len(found) == 1:
            return step.model_copy(update={"task": _tasks(found)[0]})
        if found and not ref.get("any"):  # ("whatever's due friday": all of them, as a bulk change)
            return step.model_copy(update={"candidates": _tasks(found)})
    left_out = {resolved.task["id"] for r in ref.get("except") or []
                if (resolved := resolve_reference(r, found, candidates=found)).task is not None}
    step.tasks = _tasks([t for t in found if t["id"] not in left_out])  # "the done ones except #2"
    total -= len(left_out)
    keeps = spec_for(step.intent).bulk_keeps
    if keeps is not None and any(keeps(step, t) for t in step.tasks):  # none kept: the spec's check says why
        kept = [t for t in step.tasks if keeps(step, t)]
        total, step.tasks = total - (len(step.tasks) - len(kept)), kept
    if total > len(step.tasks):
        step.params = {**step.params, "bulk_total": total}
    return step


async def extract(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    plan = list(state.get("plan") or [])
    step = Step.model_validate(plan.pop(0))
    if _reminder_of_new(step, plan):
        same = await _open_task_titled(str(step.params["title"]), state, runtime)
        if same is not None:  # "remind me to call the bank at 9" with "Call the bank" open: remind about that one
            step = Step.model_validate(plan.pop(0))
            step.params = {**step.params, "task_ref": {"kind": "uuid", "value": same["id"]}}
    spec = spec_for(step.intent)
    for key in ("title", "description"):
        if isinstance(step.params.get(key), str):
            step.params[key] = step.params[key].strip()
    if step.params.get("more"):  # "more": the next page of the list last shown, with its filters
        step.params = {**(state.get("list_more") or {}), **step.params}
    last = state.get("last_action") or {}
    if step.intent == "list_tasks" and set(step.params) == {"sort"} and last.get("intent") == "list_tasks" \
            and state.get("last_listed"):
        # "what's left" → "sort by due date": the same list in another order, never one with the done ones mixed in
        # ("Nothing overdue 🎉" → "sort em by due date": nothing shown to sort, so the whole list, sorted)
        shown = last.get("params") or {}
        step.params = {**{k: v for k, v in shown.items() if k in LISTING_KEYS}, **step.params}  # the new sort wins
    step = spec.prepare(step, user_now(state, runtime.context))
    ref = step.params.get("task_ref")
    if spec.reminders_of_task and not ref and step.task is None and _picks_reminder(step):
        step = await _task_of_reminder(step, state, runtime)  # "cancel the 3pm reminder": the task it is on
    if spec.wants_task(step) and ref and step.task is None and ref.get("kind") == "all":
        step = await _bulk(step, ref, state, runtime)
        if str(ref.get("or_title") or "").startswith("both ") and not step.unavailable and step.task is None \
                and not step.candidates and len(step.tasks or []) == 1 and ref.get("status") == "pending":
            # "so both shift tasks are done" with one of the two ticked already: the one still open
            step.task, step.tasks = step.tasks[0], None
            step.params = {**{k: v for k, v in step.params.items() if k != "bulk_total"}, "task_ref": {
                "kind": "uuid", "value": step.task.id}}
        if ref.get("or_title") and not step.unavailable and step.task is None and not step.candidates \
                and len(step.tasks or []) < 2:  # "the apprentice tasks", one says so: that title
            ref = {"kind": "title", "value": ref["or_title"]}
            step.tasks = None
            step.params = {**{k: v for k, v in step.params.items() if k != "bulk_total"}, "task_ref": ref}
    if spec.wants_task(step) and ref and step.task is None and ref.get("kind") != "all":
        step = await _resolved(step, state, runtime)
        step = _the_one_it_fits(step)
        if spec.reminders_of_task and step.task is None and len(step.candidates) > 1 and _picks_reminder(step):
            step = await _candidate_with_reminder(step, state, runtime)
        if not step.unavailable and (step.task is None or not _names_all_of(step.task.title, ref)):
            step, plan = await _each_of_several(step, plan, state, runtime)
        if ref.get("kind") == "title" and step.task is None and not step.candidates and not step.unavailable \
                and clocks_said(str(ref.get("value") or "")):
            step = await _task_reminded_at(step, state, runtime)
        if step.intent == "complete_task" and ref.get("kind") == "title" and step.task is None \
                and not step.candidates and not step.unavailable:
            named_step, plan = await _done_by_distinct_words(step, plan, state, runtime)
            if named_step is None:
                return await extract({**state, "plan": plan}, runtime)  # type: ignore[typeddict-item]
            step = named_step
        if spec.destructive and step.task is not None and runtime.context.config.confirmation_required:
            step, plan = await _same_change_together(step, plan, state, runtime)
    if _why_of_next(step, plan):
        return await extract({**state, "plan": plan}, runtime)  # type: ignore[typeddict-item]
    if spec.reminders_of_task and step.task is not None and "reminders" not in step.params:
        step = await _with_reminders(step, state, runtime)
    return {"plan": plan, "current": step.dump()}


def _the_one_it_fits(step: Step) -> Step:
    """Of several tasks the words match, the only one the change can be made to: "the ballet does not need to repeat
    any more" of "Take Lily to the ballet" (repeating) and "Buy new ballet shoes" is the repeating one; "mark the
    essay one not done" of a done essay and an open one is the done one. Otherwise the user is asked, as before."""
    if step.task is not None or len(step.candidates) < 2:
        return step
    if step.intent == "update_task" and step.params.get("repeat") == "" and set(step.params) - {"task_ref", "repeat"} \
            <= {"due"}:
        fits = [t for t in step.candidates if t.repeat]
    elif step.intent == "reopen_task":
        fits = [t for t in step.candidates if t.status == "completed"]
    elif step.intent == "complete_task":
        fits = [t for t in step.candidates if t.status != "completed"]
    else:
        return step
    return step.model_copy(update={"task": fits[0], "candidates": []}) if len(fits) == 1 else step


def _why_of_next(step: Step, plan: list[dict[str, Any]]) -> bool:
    """"they fixed the sensor, stop reminding me about the gate", "we painted the fence, delete the plants one": news
    of something done that names nothing on the list, beside another request, is why that request is made, not a
    task that could not be found."""
    ref = step.params.get("task_ref") or {}
    # ("oh they texted, appointment sorted. cancel the 3pm reminder": news said without a verb of its own, too)
    return (step.intent == "complete_task" and step.task is None and ref.get("kind") == "title"
            and not step.candidates and not step.closest and not step.unavailable
            and any(p.get("intent") not in ("complete_task", None) for p in plan))


def _reminder_of_new(step: Step, plan: list[dict[str, Any]]) -> bool:
    """An add followed by a reminder on "it": the shape of "remind me to X at 9" (a new task and its reminder)."""
    following = plan[0] if plan else {}
    return step.intent == "add_task" and bool(step.params.get("title")) and following.get("intent") == \
        "schedule_reminder" and (following.get("params") or {}).get("task_ref", {}).get("kind") == "pronoun"


async def _open_task_titled(title: str, state: State, runtime: Runtime[Context]) -> dict[str, Any] | None:
    """The user's open task with exactly this title (word for word, case and filler words aside), if any."""
    found = await task_fetcher(state, runtime)({"query": title, "status": "pending", "limit": 5})
    same = [t for t in found or [] if normalise(t["title"]) == normalise(title)]
    return same[0] if len(same) == 1 else None


async def _resolved(step: Step, state: State, runtime: Runtime[Context]) -> Step:
    """The step with the task its `task_ref` names, or the candidates to ask about, or the nearest titles."""
    spec, ref = spec_for(step.intent), step.params["task_ref"]
    candidates = [c.dump() for c in step.candidates]
    tasks = await reference_pool(ref, task_fetcher(state, runtime), last_listed=state.get("last_listed"),
                                 last_task=state.get("last_task"), candidates=candidates)
    if tasks is None:
        return step.model_copy(update={"unavailable": True})
    found = resolve_reference(
        ref,
        tasks,
        last_listed=state.get("last_listed"),
        last_task=state.get("last_task"),
        candidates=candidates,
        prefer_status=spec.prefer_status,
    )
    if len(found.candidates) > 1 and not candidates and ref.get("kind") == "title" \
            and not any(step.params.get(field) for field in ("title", "description")):
        # the message's other words break the tie ("called the peixaria, credit note's coming, done"), but never the
        # words of a new title or note ("rename the lisbon one to book hotel in porto" still asks which)
        best = best_named_by(last_user_text(state) or "", found.candidates)
        found = Resolution(task=best) if best else found
    if found.task and step.params.get(OR_ADD) and ref.get("kind") == "title" \
            and names_other_thing(str(ref.get("value") or ""), found.task["title"]):
        # "van insurance renewal is due the 10th" with only "Van NCT" on the list: news of a new task, not of that one
        found = Resolution()
    return step.model_copy(update={"task": TaskSummary.model_validate(found.task) if found.task else None,
                                   "candidates": _tasks(found.candidates), "closest": _tasks(found.closest)})


async def _done_by_distinct_words(step: Step, plan: list[dict[str, Any]], state: State,
                                  runtime: Runtime[Context]) -> tuple[Step | None, list[dict[str, Any]]]:
    """A done-report whose words read as the task's name match no title ("PMC submission done at ward office, got
    the acknowledgement receipt", "caterer finalised - 150 plates, advance paid. and gym done too"): the open tasks
    the whole message names by a word only their title has (`named_distinctly`), each ticked, rather than the
    nearest title to a common word ("advance" → "Renew car insurance")."""
    text = last_user_text(state)
    if not text:
        return step, plan
    pool = await reference_pool({"kind": "title"}, task_fetcher(state, runtime))
    done_now = {str((call.get("arguments") or {}).get("task_id")) for call in state.get("tool_calls") or []
                if call.get("name") == step.intent}  # a task already ticked this turn is not ticked twice
    # ("they fixed the sensor, stop reminding me about the gate": the gate is the reminder's task, not a done one)
    for other in plan:
        other_ref = (other.get("params") or {}).get("task_ref") or {}
        if other_ref.get("kind") == "title" and other_ref.get("value"):
            done_now |= {t["id"] for t in named_distinctly(str(other_ref["value"]), pool or [])}
    everything = named_distinctly(text, pool or [])
    named = [t for t in everything if t["id"] not in done_now]
    offered = {t.id for t in step.closest}
    if everything and not named and not offered and plan:
        # "sorry pocket typed. mirrors are done": the words that name nothing are chatter beside the report of the
        # task the rest of the message names; the next step ticks that one
        return None, plan
    if not named or len(named) > 3 or any(t["id"] in offered for t in named):
        # ("complete the grocery shop task": "Buy groceries" is already the nearest title, asked about as such)
        return step, plan
    first = named[0]
    rest = [{"intent": step.intent, "params": {**step.params, "task_ref": {"kind": "uuid", "value": t["id"]}}}
            for t in named[1:]]
    return step.model_copy(update={"task": TaskSummary.model_validate(first), "closest": []}), rest + plan


def _names_all_of(title: str, ref: dict[str, Any]) -> bool:
    """Whether a task found for "X and Y" carries every word said ("Buy milk and eggs" for "milk and eggs"), so the
    "and" is its own; "Fridge logs" found for "the SOPs, CD register and fridge logs" leaves words out."""
    said = set(re.findall(r"[\w']+", str(ref.get("value") or "").lower())) - {"and", "the", "a", "my"}
    return said <= set(re.findall(r"[\w']+", title.lower()))


async def _each_of_several(step: Step, plan: list[dict[str, Any]], state: State,
                           runtime: Runtime[Context]) -> tuple[Step, list[dict[str, Any]]]:
    """Title words that name no one task but several joined by "and" ("make the dj and cake due by the 5th"): the
    same change for each, when every part names exactly one task of its own (a title's own "and" still finds
    its task first). The first is this step; the others follow it in the plan."""
    ref = step.params.get("task_ref") or {}
    # "the dj and cake", "blister packs and the christmas table booking", "the SOPs, CD register and fridge logs"
    said = str(ref.get("value") or "") if ref.get("kind") == "title" else ""
    parts = [p for p in NAMES_JOINED.split(said) if p.strip()]
    if not 2 <= len(parts) <= 5:
        return step, plan
    found: list[Step] = []
    for part in parts:
        said = {**step.params, "task_ref": {**ref, "value": title_words(part)}}
        one = await _resolved(step.model_copy(update={"params": said, "candidates": [], "closest": [], "task": None}),
                              state, runtime)
        if one.task is None or any(f.task and f.task.id == one.task.id for f in found):
            return step, plan
        found.append(one)
    rest = [{"intent": f.intent, "params": {**f.params, "task_ref": {"kind": "uuid", "value": f.task.id}},
             **({"confidence": f.confidence} if f.confidence is not None else {})} for f in found[1:] if f.task]
    return found[0], rest + plan


async def _same_change_together(step: Step, plan: list[dict[str, Any]], state: State,
                                runtime: Runtime[Context]) -> tuple[Step, list[dict[str, Any]]]:
    """"delete 1, 5 and 8": the same destructive change to several named tasks is one question ("Delete these 3
    tasks?"), not three yes/no rounds a "yes to all of them" can't answer. Tasks are taken while each names
    exactly one task; the first that doesn't stays in the plan, to be asked about after."""
    together = [step.task]
    while plan and plan[0].get("intent") == step.intent and set(plan[0].get("params") or {}) == {"task_ref"}:
        following = Step.model_validate(plan[0])
        if following.params["task_ref"].get("kind") == "all":
            break
        following = await _resolved(following, state, runtime)
        if following.task is None:
            break
        plan.pop(0)
        if all(t.id != following.task.id for t in together):
            together.append(following.task)
    if len(together) == 1:
        return step, plan
    return step.model_copy(update={"task": None, "tasks": together}), plan


async def _with_reminders(step: Step, state: State, runtime: Runtime[Context]) -> Step:
    """The step with its task's reminders (id and times), so cancelling or moving one knows its id (a task found
    by its reminder, `_task_of_reminder`, already has them)."""
    assert step.task is not None
    [call] = await call_tools(state, runtime, [("list_reminders", {"task_id": step.task.id}, False)])
    if not call.success:
        return step.model_copy(update={"unavailable": True})
    here = user_now(state, runtime.context).tzinfo
    found = [_kept(r) for r in call.result.get("reminders", []) if _is_picked(step, r, here)]
    return step.model_copy(update={"params": {**step.params, "reminders": found}})


def _kept(reminder: dict[str, Any]) -> dict[str, Any]:
    """What a step keeps of a reminder: its id, when it goes off and how it repeats (JSON-able, for the state)."""
    keep = ("id", "remind_at", "next_at", "repeat", "repeat_interval_minutes")
    return {k: reminder.get(k) for k in keep if reminder.get(k)}


def _picks_reminder(step: Step) -> bool:
    """Whether the step names a reminder by when it goes off or by its kind, not by its task."""
    return any(step.params.get(key) for key in ("on", REMINDER_TIME, REMINDER_KIND))


def _is_picked(step: Step, reminder: dict[str, Any], here: tzinfo | None) -> bool:
    """Whether a reminder is one the step picks (`reminder_picked`)."""
    return reminder_picked(step.params, reminder, here)


async def _candidate_with_reminder(step: Step, state: State, runtime: Runtime[Context]) -> Step:
    """"cancel the 9am physio reminder" with two physio tasks: the one of them that has a reminder at 9am."""
    picked = await _reminders_picked(step, state, runtime)
    having = {r["task_id"] for r in picked or []}
    meant = [c for c in step.candidates if c.id in having]
    return _on_task(step, meant[0], picked or []) if len(meant) == 1 else step


async def _task_reminded_at(step: Step, state: State, runtime: Runtime[Context]) -> Step:
    """"the 3:30 one's done" when no task is due at 3:30: the one open task with a reminder at that time."""
    clocks = clocks_said(str(step.params["task_ref"].get("value") or ""))
    [call] = await call_tools(state, runtime, [("list_reminders", {}, False)])
    if not call.success:
        return step
    here = user_now(state, runtime.context).tzinfo
    tasks: dict[str, TaskSummary] = {}
    for r in call.result.get("reminders", []):
        try:
            when = datetime.fromisoformat(str(r.get("next_at") or r["remind_at"]))
            when = when.astimezone(ZoneInfo(r["timezone"]) if r.get("timezone") else here)
        except (ValueError, KeyError, TypeError):
            continue
        if (when.hour, when.minute) in clocks:
            tasks[r["task_id"]] = TaskSummary(id=r["task_id"], number=r["task_number"], title=r["task_title"])
    if len(tasks) != 1:
        return step
    return step.model_copy(update={"task": next(iter(tasks.values())), "closest": []})


async def _task_of_reminder(step: Step, state: State, runtime: Runtime[Context]) -> Step:
    """"cancel the 3pm reminder", "move the 4pm one to friday": the reminders picked among all the user's, and the
    task they are on (several tasks: which one is asked; none: the step stays without a task, and says so)."""
    picked = await _reminders_picked(step, state, runtime)
    if picked is None:
        return step.model_copy(update={"unavailable": True})
    tasks = list({r["task_id"]: TaskSummary(id=r["task_id"], number=r["task_number"], title=r["task_title"])
                  for r in picked}.values())
    if len(tasks) == 1:
        return _on_task(step, tasks[0], picked)
    return step.model_copy(update={"candidates": tasks})


async def _reminders_picked(step: Step, state: State, runtime: Runtime[Context]) -> list[dict[str, Any]] | None:
    """The user's reminders the step picks by their time or kind (None: the task service failed)."""
    [call] = await call_tools(state, runtime, [("list_reminders", {}, False)])
    if not call.success:
        return None
    here = user_now(state, runtime.context).tzinfo
    return [r for r in call.result.get("reminders", []) if _is_picked(step, r, here)]


def _on_task(step: Step, task: TaskSummary, picked: list[dict[str, Any]]) -> Step:
    """The step on the task found by its reminder, with that task's picked reminders along: no second lookup of them
    (`_with_reminders`)."""
    mine = [_kept(r) for r in picked if r["task_id"] == task.id]
    return step.model_copy(update={"task": task, "candidates": [], "params": {**step.params, "reminders": mine}})
