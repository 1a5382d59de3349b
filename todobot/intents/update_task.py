"""update_task: change a task's title, description (an empty one removes it), status, due date, repeat or priority,
or skip one occurrence of a repeating task (undo restores the previous values)."""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime

from todobot import recurrence
from todobot.dialogue.sentences import Clock, due_words, task_label
from todobot.dialogue.state import Step, TaskSummary
from todobot.due import short_day
from todobot.intents.dated import (
    AT_TIME,
    SHIFT,
    check_due,
    counts_from_due,
    moved_due,
    shift_without_due,
    suggest_later_due,
)
from todobot.intents.spec import Arguments, Ask, Decline, IntentSpec, InverseCall, ToolResult

CHANGEABLE = ("title", "description", "status")
# said as a fact ("big shop is due saturday"): when no task has those words, offer to add one (True, or its title)
OR_ADD = "or_add"
# said right after an add as one more ("and the stock return, due wednesday"): with no such task, added unasked
OR_ADD_SURE = "or_add_sure"
REPEAT_ALSO = "repeat_also"  # the repeat's days are added to the task's own ("every thursday too")
REST_AS_NOTE = "rest_as_note"  # "…, the jabs bit can go in the notes": what the new title leaves out becomes a note
DATED = ("due", "repeat", "priority")  # "" clears one ("clear the due date", "stop repeating", "not important")
# "take the friday out of the apprentices title": words taken out of the title as it is when the change is made
TITLE_DROP = "title_drop"
# "add atorvastatin to the refill task name": words put after the title as it is when the change is made
TITLE_ADD = "title_add"
# "remove the p1 thing from its description": words taken out of the notes as they are when the change is made
NOTE_DROP = "note_drop"
# "its Vetmex not Provet, fix the title": {"old": …, "new": …}, a word of the title as it is then put right
TITLE_SWAP = "title_swap"
# "skip yoga this week": the next occurrence of a repeating task is left out, its due moves to the one after (the
# store moves it as a completion would; nothing is marked done, undo puts the due back)
SKIP = "skip"


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    args: Arguments = {"task_id": task.id if task else None}
    args.update({k: step.params[k] for k in CHANGEABLE if step.params.get(k) is not None})
    args.update({k: step.params[k] or None for k in DATED if step.params.get(k) is not None})
    if step.params.get(SKIP):
        args[SKIP] = True
    if step.params.get("due") or step.params.get(SHIFT) or step.params.get(AT_TIME):
        args["due"] = moved_due(step, task)
    if step.params.get(AT_TIME) and args.get("due") and task and task.repeat and step.params.get("repeat") is None:
        retimed = datetime.fromisoformat(args["due"])  # "make the walk 7:30": every walk, not only the next one
        repeat = recurrence.at_time(task.repeat, retimed.hour, retimed.minute)
        if repeat:
            args["repeat"] = repeat
    if step.params.get(REPEAT_ALSO) and args.get("repeat") and task and task.repeat:
        args["repeat"] = recurrence.with_days(task.repeat, args["repeat"]) or args["repeat"]  # "thursdays too"
    elif args.get("repeat") and task and task.repeat:  # "make that fortnightly": still on mondays
        args["repeat"] = recurrence.kept_from(task.repeat, args["repeat"]) or args["repeat"]
    if step.params.get(TITLE_DROP) and task:
        args["title"] = title_without(task.title, step.params[TITLE_DROP]) or task.title
    if step.params.get(TITLE_ADD) and task:
        added = str(step.params[TITLE_ADD])
        args["title"] = task.title if added.lower() in task.title.lower() else f"{task.title.rstrip(' .,;')} ({added})"
    if step.params.get(NOTE_DROP) and task and task.description:
        args["description"] = title_without(task.description, step.params[NOTE_DROP]) or ""
    swap = step.params.get(TITLE_SWAP)
    if swap and task:
        args["title"] = title_swapped(task.title, swap["old"], swap["new"]) or task.title
    note = step.params.get("note")  # words added to the description ("add coffee to the groceries notes")
    if step.params.get(REST_AS_NOTE) and task and step.params.get("title"):
        note = " ".join(filter(None, (words_left_out(task.title, step.params["title"]), note))) or None
    if note:
        current = task.description if task else None
        args["description"] = f"{current.rstrip(' .;')}; {note}" if current else note
    return args


def title_without(title: str, words: str) -> str | None:
    """The title with the words said taken out (their last place in it), tidied ("Pay the two apprentices friday,
    ciaran and jamie" less "the friday": "Pay the two apprentices, ciaran and jamie"); None when the title does not
    have them or would be left empty."""
    said = words.strip(" ,.;:-–'\"")
    bare = re.sub(r"^(?:the|a|an|that|this)\s+", "", said, flags=re.IGNORECASE)
    # "take the same day bit out of the name": the words, not the word "bit"
    unnamed = re.sub(r"\s+(?:bit|part|piece|words?|stuff|thing)(?:\s+at\s+the\s+end)?$", "", bare, flags=re.IGNORECASE)
    for tried in (said, bare, *((unnamed,) if unnamed != bare else ())):
        found = list(re.finditer(rf"(?<![\w']){re.escape(tried)}(?![\w'])", title, re.IGNORECASE)) if tried else []
        if found:
            start, end = found[-1].span()
            left = f"{title[:start].rstrip()} {title[end:].lstrip()}".strip()
            left = re.sub(r"\s+([,.;:!?])", r"\1", left)
            left = re.sub(r"([,;:])(?:\s*[,;:])+", r"\1", left)
            left = re.sub(r"\s{2,}", " ", left).strip(" ,.;:-–")
            if not left:
                return None
            return left[0].upper() + left[1:] if title[:1].isupper() else left
    return None


def title_swapped(title: str, old: str, new: str) -> str | None:
    """The title with the words said wrong put right ("Get a quote from Provet", "Provet" → "Vetmex": "Get a quote
    from Vetmex"); None when the title does not have them."""
    said = old.strip(" ,.;:-–'\"")
    found = list(re.finditer(rf"(?<![\w']){re.escape(said)}(?![\w'])", title, re.IGNORECASE)) if said else []
    if not found:
        return None
    start, end = found[-1].span()
    new = new.strip()
    if title[start:start + 1].isupper() and new.islower():  # "vetmex not provet" said of "… from Provet"
        new = new[:1].upper() + new[1:]
    return f"{title[:start]}{new}{title[end:]}"


def words_left_out(old: str, new: str) -> str:
    """What an old title says after the last of the new title's words ("Book the vet for mruczek, his jabs are due"
    renamed "Book vet for mruczek": "his jabs are due"); "" when the new title does not follow the old one's words."""
    words = old.split()
    at = 0
    for said in re.findall(r"[\w']+", new.lower()):
        found = next((i for i in range(at, len(words)) if re.sub(r"[^\w']", "", words[i].lower()) == said), None)
        if found is None:
            return ""
        at = found + 1
    return " ".join(words[at:]).strip(" ,.;:-–")


def reply(result: ToolResult, clock: Clock) -> str:
    before, after = result["previous"], result["task"]
    if result.get("skipped"):
        return (f"⏭️ Skipped {task_label(after)} this time: it's next due {due_words(after, clock)} "
                "(nothing marked done).")
    changes = []
    if before["title"] != after["title"]:
        changes.append(f"title “{before['title']}” → “{after['title']}”")
    if before.get("description") != after.get("description"):
        described = after.get("description")
        changes.append(f"description “{described}”" if described else "description removed")
    if before["status"] != after["status"]:
        changes.append("reopened" if after["status"] == "pending" else "marked as done")
    if before.get("due") != after.get("due"):
        due = due_words(after, clock)
        changes.append(f"due {due}" if due else "no due date")
    if before.get("repeat") != after.get("repeat"):
        changes.append(f"repeats {after['repeat_text']}" if after.get("repeat_text") else "no longer repeats")
    if before.get("priority", "none") != after.get("priority", "none"):
        changes.append(f"priority {after.get('priority')}")
    return f"✏️ Updated #{after['number']}: " + ("; ".join(changes) or "nothing changed") + "."


def check(step: Step, now: datetime) -> Ask | Decline | None:
    if step.params.get(SKIP):
        return _check_skip(step)
    # An empty description, due, repeat or priority is a change too: "clear the note on task 3" removes it.
    changes = any(step.params.get(k) for k in (*CHANGEABLE, "note")) or step.params.get("description") == "" or any(
        step.params.get(k) is not None for k in DATED) or bool(step.params.get(SHIFT) or step.params.get(AT_TIME))
    if step.params.get(TITLE_DROP):
        task = step.task
        if task is not None and title_without(task.title, step.params[TITLE_DROP]) is None:
            return Decline(f"{task_label(task)} has no “{step.params[TITLE_DROP]}” in its title to take out — "
                           "nothing changed.")
        changes = True
    if step.params.get(TITLE_ADD):
        changes = True
    if step.params.get(NOTE_DROP):
        task = step.task
        words = step.params[NOTE_DROP]
        # (a mark after the notes keeps them from being left empty: taking out all they say clears them)
        if task is not None and (not task.description or title_without(f"{task.description} ·", words) is None):
            return Decline(f"{task_label(task)} has no “{words}” in its description to take out — nothing changed.")
        changes = True
    swap = step.params.get(TITLE_SWAP)
    if swap:
        task = step.task
        if task is not None and title_swapped(task.title, swap["old"], swap["new"]) is None:
            return Decline(f"{task_label(task)} has no “{swap['old']}” in its title to change — nothing changed.")
        changes = True
    if step.params.get("note") == "":  # "add a note to 10": what should it say?
        return Ask("note", SPEC.question_for("note"))
    if not changes and step.params.get("when"):  # "push it back a week": a move by an offset, not a date
        return Ask("due", "When should it be due instead?")
    if not changes:
        return Ask("title", SPEC.question_for("title"))
    if step.tasks and not any(_counted_from_due(step, t) for t in step.tasks):
        return Decline("None of those tasks has a due date to move from, so nothing changed. "
                       "Say a day instead, e.g. “move them to friday”.")
    return shift_without_due(step) or check_due(step, now)


def _check_skip(step: Step) -> Decline | None:
    """A skip needs a repeating task: one that does not repeat has no next occurrence, so it is neither moved nor
    ticked off (the user says which)."""
    task = step.task
    if task is None or task.repeat:
        return None
    return Decline(f"{task_label(task)} doesn't repeat, so there's no occurrence to skip — nothing changed. Say "
                   "“move it to friday” to change its day, or “mark it done”.")


def _counted_from_due(step: Step, task: TaskSummary) -> bool:
    """Whether a bulk move can change this task: a move by an offset ("back a week") or to a time of day counts
    from the task's own due, so a task with none is left as it is."""
    return bool(task.due) or not counts_from_due(step)


def inverse(result: ToolResult) -> list[InverseCall]:
    previous = result.get("previous")
    if not previous:
        return []
    restore = {
        "title": previous["title"],
        "description": previous.get("description") or "",
        "status": previous["status"],
    }
    after = result.get("task") or {}
    dated = {key: previous.get(key) for key in ("due", "repeat", "priority") if previous.get(key) != after.get(key)}
    if dated:  # put back the dates as they were, even one that has passed since
        restore.update(dated, allow_past=True)
    return [("update_task", {"task_id": previous["id"], **restore})]


def bulk_wording(step: Step) -> str:
    """"Move these 3 tasks to Fri 27 Nov?" for a bulk move (each keeps its own time); else "Change …?"."""
    due = step.params.get("due")
    shift = step.params.get(SHIFT)
    if not due and shift and "weekday" in shift:  # "push the stag stuff to the monday after"
        return f"Move {{these}} each to the {calendar.day_name[shift['weekday']]} after its date?"
    if not due and shift:  # "push all the party stuff back a week": "Move these 2 tasks 1 week later?"
        [(unit, count)] = shift.items()
        amount = f"{abs(count)} {unit.removesuffix('s') if abs(count) == 1 else unit}"
        return f"Move {{these}} {amount} {'earlier' if count < 0 else 'later'}?"
    if not due:
        return "Change {these}?"
    if shift:  # "push all the engagement stuff to next week": each a week on, one with no date to that monday
        [(unit, count)] = shift.items()
        undated = short_day(date.fromisoformat(due[:10]))
        return f"Move {{these}} {abs(count)} {unit.removesuffix('s') if abs(count) == 1 else unit} later " \
               f"(any with no date to {undated})?"
    moment = datetime.fromisoformat(due) if "T" in due else date.fromisoformat(due)
    day = short_day(moment) + (f" {moment:%H:%M}" if isinstance(moment, datetime) else "")
    return f"Move {{these}} to {day}?"


SPEC = IntentSpec(
    name="update_task",
    tool="update_task",
    arguments=arguments,
    reply=reply,
    needs_task=True,
    which_task="Which task should I change?",
    prefer_status="pending",  # "move the agency call to monday": the open one, not last week's done one
    questions={"title": "What should the new title be?", "due": "When should it be due?",
               "note": "What should the note say?"},
    prepare=suggest_later_due,
    check=check,
    bulk_wording=bulk_wording,
    bulk_keeps=_counted_from_due,
    inverse=inverse,
    undone="↩️ Undone: {label} has its previous details again.",
)
