"""Explicit task commands: update, reminder, add, list, complete, delete (tried in that order).

Each rule is anchored at the start of a clause, matches on the quote-masked text (so quoted titles are
never read as commands) and returns Readings, or None to let the next rule try. Order matters:
"add a note to task 2: ..." is an update, "remind me to ..." is an add plus a reminder, and
"mark task 2 as not done" must be caught before "mark ... done".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from todobot.understanding.rules.dates import cut_spans, extract_when
from todobot.understanding.rules.lexicon import LIST_NOUN, NEED_PREAMBLE, TASK_VERBS, TASK_WORD, words
from todobot.understanding.rules.params import finish_title, list_status, split_description, strip_filler, task_params
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import clean_ref_text, is_specific, parse_refs
from todobot.understanding.rules.text import unquote

X = re.IGNORECASE
Rule = Callable[[str, str, Env], list[Reading] | None]


def _group(text: str, m: re.Match[str], name: str) -> str:
    """A named group taken from the original text (matching ran on the masked copy of the same length)."""
    start, end = m.span(name)
    return text[start:end].strip() if start >= 0 else ""


def _cue_words(masked: str, m: re.Match[str], group: str = "ref") -> str:
    """The words around the reference that made the decision ("mark … done", "cross off")."""
    start, end = m.span(group)
    if start < 0:
        return " ".join(masked[: m.end()].split()[:3]).lower()
    before = " ".join(masked[:start].split()[-3:]).lower()
    after = " ".join(masked[end: m.end()].split()[:3]).lower()
    return " … ".join(part for part in (before, after) if part)


def _with_refs(intent: str, refs: list[dict[str, Any]], extra: dict[str, Any], conf: float, why: str,
               explicit: bool = True) -> list[Reading]:
    """One reading per reference ("delete tasks 3 and 4" is two deletes); one without a ref if none."""
    if not refs:
        return [Reading(intent, dict(extra), conf, why, explicit)]
    return [Reading(intent, {"task_ref": ref, **extra}, conf, why, explicit) for ref in refs]


# ----------------------------------------------------------------------------------------------- update
_FIELD = r"(?P<field>description|desc|details|notes?|title|name|text|wording)"
_TO = r"(?:\s+(?:to|as)\b\s*:?|\s*:)\s*"
UPDATE_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("reopen", re.compile(
        r"^(?:(?:mark|set|flag|make)\s+(?P<ref>.+?)\s+(?:as\s+|to\s+)?(?:not\s+(?:yet\s+)?(?:done|complete[d]?|finished)"
        r"|undone|incomplete|unfinished|pending|open|to\s*do|uncompleted)(?:\s+again)?|(?:reopen|re-open|uncomplete|"
        r"un-complete|uncheck|untick|unmark)\s+(?P<ref2>.+))$", X)),
    ("add a note to", re.compile(
        r"^(?:add|put|attach|append|write)\s+(?:a\s+|the\s+|this\s+|some\s+)?(?P<field>note|description|details|comment)s?"
        r"\s+(?:to|for|on)\s+(?P<ref>.+?)\s*(?::|\s-\s|\s+saying\s+|\s+that\s+says\s+)\s*(?P<new>.+)$", X)),
    ("change the field of", re.compile(
        rf"^(?:change|update|edit|modify|set|fix|make|replace|swap|correct|alter)\s+the\s+{_FIELD}\s+(?:of|for|on|in)\s+(?P<ref>.+?){_TO}"
        r"(?P<new>.+)$", X)),
    ("change the field", re.compile(
        rf"^(?:change|update|edit|modify|set)\s+(?P<ref>.+?)(?:'s)?\s+{_FIELD}{_TO}(?P<new>.+)$", X)),
    ("rename", re.compile(r"^(?:rename|retitle|re-name|re-title|reword|re-word)\s+(?P<ref>.+?)\s+(?:to|as|into)\s*:?\s+"
                          r"(?P<new>.+)$", X)),
    ("rename", re.compile(
        r"^(?:rename|retitle|reword)\s+(?P<ref>#\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+)\s+(?P<new>.+)$", X)),
    ("fix the typo", re.compile(
        r"^(?:fix|correct)\s+(?:the\s+|a\s+)?(?:typo|spelling|title|name|mistake|wording)\s+(?:in|of|on)\s+(?P<ref>.+?)(?:\s*[,;]|\s+-)?\s*"
        r"(?:(?:it\s+)?should\s+(?:say|read|be)\s+(?P<new>.+))?$", X)),
    ("change to", re.compile(
        r"^(?:change|update|edit|modify|alter|switch|correct)\s+(?P<ref>.+?)\s+(?:to\s+(?:say|read)|so\s+(?:that\s+)?it\s+"
        r"(?:says|reads)|to|into)\s*:?\s+(?P<new>.+)$", X)),
    # "task 7 is supposed to be 'text nan back'": a quoted new title after "supposed to be/say".
    ("should be called", re.compile(
        r"^(?P<ref>.+?)\s+(?:is|was)\s+(?:supposed|meant)\s+to\s+(?:be|say|read)\s+(?P<new>([\"'])\x00+\3.*)$",
        X)),
    ("should be called", re.compile(
        r"^(?P<ref>.+?)\s+(?:is|was)\s+(?:supposed|meant)\s+to\s+(?:be\s+(?:called|named|titled)|say|read)\s+"
        r"(?P<new>.+)$", X)),
    ("should be called", re.compile(
        r"^(?P<ref>.+?)\s+should\s+(?:be\s+(?:called|named|titled|renamed\s+to)|say|read)\s+(?P<new>.+)$", X)),
    ("edit", re.compile(r"^(?:edit|change|update|modify|fix)\s+(?P<ref>.+)$", X)),
    ("rename", re.compile(r"^(?:rename|retitle|re-name|re-title|reword|re-word)\s+(?P<ref>.+)$", X)),
)
_LOOSE_UPDATES = ("change to", "edit", "should be called")


_UPDATE_GATE = re.compile(
    r"^(?:mark|set|flag|make|reopen|re-open|un|add|put|attach|append|write|change|update|edit|modify|fix|replace|"
    r"rename|retitle|re-|reword|alter|switch|swap|correct)|\b(?:should|supposed\s+to|meant\s+to)\s+(?:be|say|read)\b",
    X)


# Moving a task in time ("push the dentist to thursday", "change the date of task 2 to friday",
# "make the essay due monday"): an edit of an existing task whose new value is a date. The date must be
# all that follows the preposition, so "move the couch to the garage tomorrow" stays a chore.
_MOVE_VERB = (r"(?:(?:move|push|postpone|delay|defer|bump|shift|reschedule|re-schedule|put\s+off|put\s+back|"
              r"switch)(?:\s+(?:back|forward|forwards|out|over))?|bring\s+(?:forward|forwards|back|up))")
MOVE_PATTERNS: tuple[re.Pattern[str], ...] = (
    re.compile(r"^(?:change|update|set|move|push|modify|edit|fix)\s+the\s+(?:due\s+)?(?:date|deadline|due\s+date|time|"
               r"day|timing)\s+(?:of|for|on)\s+(?P<ref>.+?)\s+(?:to|for|as)\s+(?P<date>.+)$", X),
    re.compile(rf"^{_MOVE_VERB}\s+(?P<ref>.+?)(?:\s+(?:back|forward|forwards|out|over))?\s+(?:to|until|till|til|"
               r"back\s+to|forward\s+to)\s+(?P<date>.+)$", X),
    re.compile(r"^(?:(?:reschedule|re-schedule|postpone|delay|defer|move)\s+(?P<ref>.+?)|bring\s+(?P<ref2>.+?)\s+"
               r"(?:forward|forwards|back))\s+(?:for|to|until)\s+(?P<date>.+)$", X),
    re.compile(r"^(?:make|set|have)\s+(?P<ref>.+?)\s+(?:be\s+)?due\s+(?P<date>.+)$", X),
)
# "push the car insurance task back a week": moved by an offset from its own date (the new date needs the task's).
_MOVE_BY = re.compile(
    rf"^{_MOVE_VERB}\s+(?P<ref>.+?)\s+(?:back|forward|forwards|out|on)\s+(?:by\s+)?(?:an?|one|two|three|four|five|six|"
    r"seven|a\s+couple\s+of|a\s+few|\d+)\s+(?:days?|weeks?|months?|hours?)$", X)
_MOVE_LEFTOVER = re.compile(r"^(?:instead|rather|then|please|pls|if\s+possible|now|thanks|\W)*$", X)


def _move_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    by = _MOVE_BY.match(masked)
    if by:
        raw_ref = _group(text, by, "ref")
        refs = parse_refs(raw_ref)
        if refs and is_specific(refs[0], raw_ref) and not re.search(r"\breminders?\b", raw_ref, X):
            return _with_refs("update_task", refs[:1], {}, 0.85, "Moving a task by some days is an edit of that task.")
    for pattern in MOVE_PATTERNS:
        m = pattern.match(masked)
        if not m:
            continue
        raw_ref = _group(text, m, "ref") or (_group(text, m, "ref2") if "ref2" in pattern.groupindex else "")
        date_text = masked[m.start("date"):m.end("date")]
        if re.search(r"\breminders?\b", raw_ref, X):
            return None  # "reschedule the dentist reminder to friday" moves the reminder
        found = extract_when(date_text, env.now, env.timezone)
        if not found or not _MOVE_LEFTOVER.match(cut_spans(date_text, found.spans)):
            continue
        refs = parse_refs(raw_ref)
        if not refs:
            continue
        return _with_refs("update_task", refs[:1], found.params(), 0.9,
                          "Moving a task to another date is an edit of that task.")
    return None


# A correction of the task just made ("actually make it buy 12 eggs not 6", "make that oat milk instead").
CORRECTION = re.compile(
    r"^(?:make|change)\s+(?P<ref>it|that|this)(?:\s+one)?\s+(?!to\b|into\b)(?:(?P<say>say|read)\s+)?(?P<new>.+?)"
    r"(?P<tail>\s+instead(?:\s+of\s+.+)?|,?\s+not\s+.+|\s+rather\s+than\s+.+)?$", X)
_NUMBERISH = re.compile(r"^(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|half)\b)", X)


def _correction_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    m = CORRECTION.match(masked)
    if not m:
        return None
    new = _group(text, m, "new")
    first = new.split()[0].lower() if new else ""
    verb_led = first in TASK_VERBS and m.group("ref").lower() == "it"  # not "make that call"
    if not (m.group("say") or m.group("tail") or verb_led or _NUMBERISH.match(new)):
        return None  # "make it happen", "make it quick": not a correction
    title, description = split_description(strip_filler(new))
    params: dict[str, Any] = {"task_ref": {"kind": "pronoun"}, "title": finish_title(title)}
    if description:
        params["description"] = description
    return [Reading("update_task", params, 0.85, "'make it …' corrects the task just mentioned.")]


# A value that is a property tasks do not have (priority, urgency), not a new title.
_PROPERTY = re.compile(r"^(?:(?:a\s+)?(?:high|low|medium|normal|top|urgent|highest|lowest)(?:\s+|-)?priority|"
                       r"(?:very\s+)?(?:urgent|important|not\s+urgent|unimportant)|priority\s+\w+|p[0-4])$", X)


def field_less(new: str) -> bool:
    """Whether the new value names a property tasks cannot hold rather than a title."""
    return bool(_PROPERTY.match(strip_filler(new)))


_NOT_TAIL = re.compile(r"^(?P<value>([\"']).+?\2)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+.+$", X)


def update_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """rename X to Y / change the description of X to Y / reopen X / move X to friday / make it Y instead."""
    found = _move_rule(text, masked, env) or _correction_rule(text, masked, env)
    if found:
        return found
    if not _UPDATE_GATE.search(masked):
        return None
    for cue, pattern in UPDATE_PATTERNS:
        m = pattern.match(masked)
        if not m:
            continue
        raw_ref = _group(text, m, "ref") or (_group(text, m, "ref2") if "ref2" in pattern.groupindex else "")
        refs = parse_refs(raw_ref)
        vague = cue in _LOOSE_UPDATES and not (refs and is_specific(refs[0], raw_ref))
        if vague and (cue == "edit" or len(raw_ref.split()) > 3):
            continue  # "change the oil in the car" is a chore, not an edit
        params: dict[str, Any] = {}
        if cue == "reopen":
            params["status"] = "pending"
        new = _group(text, m, "new") if "new" in pattern.groupindex else ""
        tail = _NOT_TAIL.match(new)
        if tail:
            new = tail.group("value")  # "'text nan back' not 'text nat back'"
        if new and field_less(new):
            new = ""  # "change task 1 to high priority": an edit, but not a new title (tasks have no priority)
        if new:
            field = (m.groupdict().get("field") or "title").lower()
            if field.startswith(("desc", "detail", "note", "comment")):
                params["description"] = unquote(strip_filler(new)) or new
            else:
                title, description = split_description(strip_filler(new))
                params["title"] = finish_title(title)
                if description:
                    params["description"] = description
        why = f"'{cue}' is an edit cue." if cue != "reopen" else "Marking a task as not done reopens it."
        return _with_refs("update_task", refs[:1], params, 0.95 if new or cue == "reopen" else 0.8, why)
    return None


# --------------------------------------------------------------------------------------------- reminder
REMIND_LEAD = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*"
    r"(?P<cue>remind(?:er)?\s+me|rem[ie]?nd\s+me|rmind\s+me|(?:(?:set|add|create|make|schedule|put\s+in|put|give\s+me|"
    r"send\s+me|i\s+(?:need|want|would\s+like)|i'?d\s+like|can\s+i\s+(?:have|get))\s+(?:up\s+)?(?:me\s+)?"
    r"(?:a\s+|an\s+|another\s+)?(?:new\s+)?|an?\s+)?(?P<noun>reminder|alarm|alert|notification|heads[\s-]?up|nudge)(?!\s+me\b)"
    r"|(?:ping|nudge|alert|notify|buzz|text|"
    r"message)\s+me|(?:do\s+not|don'?t|dont)\s+let\s+me\s+forget|let\s+me\s+know(?=\s+(?:about|abt|re)\b)|"
    r"remember\s+me(?=\s+(?:about|abt|of|to)\b)|re-?schedule|move\s+the\s+reminder)\b\s*:?\s*",
    X,
)
_REMIND_TITLE = re.compile(
    r"^(?:to|2|that\s+i\s+(?:need|have|must|should|gotta)(?:\s+to)?|i\s+(?:need|have)\s+to)\s+", X)
_REMIND_REF = re.compile(r"^(?:about|abt|bout|'bout|abou|of|for|regarding|re:?|on|with|to)\s+", X)
_REMIND_LIST = re.compile(r"^(?:what|of\s+what|about\s+what|which)\b", X)


def reminder_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """remind me to X <when> (a new task + its reminder) / remind me about <task> <when>."""
    m = REMIND_LEAD.match(masked)
    if not m:
        return None
    cue = m.group("cue").lower()
    rest, rest_masked = text[m.end():], masked[m.end():]
    if _REMIND_LIST.match(rest):
        return [Reading("list_tasks", {}, 0.85, "'remind me what' asks for the list.")]
    found = extract_when(rest_masked, env.now, env.timezone)
    timing = found.params() if found else {}
    if found:
        rest = cut_spans(rest, found.spans)
    rest = strip_filler(rest)
    noun = (m.group("noun") or "reminder").lower()
    titled = _REMIND_TITLE.match(rest)
    if titled and not _names_task(rest[titled.end():]):
        return None if noun != "reminder" else _remind_new(rest[titled.end():], timing, cue, env)
    about = _REMIND_REF.match(rest)
    target = rest[about.end():] if about else rest
    if not target:
        if noun == "alarm":
            return None
        return [Reading("schedule_reminder", timing, 0.85, f"'{cue}' asks for a reminder; no task named.")]
    refs = parse_refs(target)
    first_word = target.split()[0].lower()
    specific = bool(refs) and is_specific(refs[0], target)
    if noun == "alarm" and not (specific and TASK_WORD.search(target)):
        return None  # "set an alarm for 7" is an alarm clock, not a reminder on a task
    # "remind me call mom" / "remind me about calling mom" name something new; "about the dentist" an old task.
    if not specific and (not about or first_word.endswith("ing")):
        return _remind_new(target, timing, cue, env)
    return _with_refs("schedule_reminder", refs[:1], timing, 0.95, f"'{cue} about' targets an existing task.")


def _names_task(text: str) -> bool:
    """Whether the words after "a reminder to" point at an existing task ("task 4", "the bank task")."""
    words_ = text.split()
    if len(words_) < 2 or words_[0].lower() in TASK_VERBS:
        return False
    refs = parse_refs(text)
    return bool(refs) and is_specific(refs[0], text)


def _remind_new(title_text: str, timing: dict[str, Any], cue: str, env: Env) -> list[Reading]:
    """A reminder about something new: add the task, then remind about it (pronoun = the task just added)."""
    params = task_params(title_text, env.now, env.timezone, with_dates=False)
    why = f"'{cue} to' names a new task and a reminder for it."
    return [Reading("add_task", params, 0.95, why),
            Reading("schedule_reminder", {"task_ref": {"kind": "pronoun"}, **timing}, 0.95, why)]


# -------------------------------------------------------------------------------------------------- add
# The task noun, with its common typos ("add tsk: ...", "new taks - ...").
_NOUN = r"(?:task|tsk|taks|tsak|tasl|todo|to-?do|to\s+do|item|entry|note|reminder\s+note|thing)"
# What may sit between "a new task" and its title: "for me", then a colon/dash/comma and an optional
# "it is" / "which is" framing ("add a task for me, call the landlord", "new task, it's buy a present").
_FOR_ME = r"(?:\s+for\s+(?:me|us)\b)?"
_FRAME = r"(?:(?:it'?s|its|it\s+is|which\s+is|that\s+is|namely|called|named|titled)\s+)?"
_INTRO = r"(?:called|named|titled|that\s+says|saying|to|for(?!\s+(?:me|us)\b)|about)"
_AFTER = rf"(?:{_FOR_ME}\s*(?::|-|–|,)\s*{_FRAME}|{_FOR_ME}\s+{_INTRO}\b\s*|{_FOR_ME}(?:\s+|\s*$))"
ADD_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # "add to my to do list X", "put on my list: X", "stick on the list - X": the destination first, then the title.
    ("add to my list", re.compile(
        r"^(?P<cue>add|put|stick|pop|throw|chuck|slap|place)\s+(?:to|onto|on|in|into)\s+(?:my\s+|the\s+|our\s+)?"
        r"(?:[\w-]+\s+)??(?:list|todos?|to-?dos|tasks|todo\s+list|to-?do\s+list|to\s+do\s+list)\s*[:,-]?\s*", X)),
    ("put on my list", re.compile(
        r"^(?P<cue>put|stick|throw|pop|place|chuck|slap|get)\s+(?P<title>.+?)\s+(?:on|onto|in|into|to)\s+"
        r"(?:my|the|our)\s+(?:[\w-]+\s+)?(?:list|todo\s+list|to-?do\s+list|tasks|todos?|agenda)\b", X)),
    # "stick 'book mot' on there": a quoted title put "on there" / "on it" (the list just shown).
    ("put on my list", re.compile(
        r"^(?P<cue>put|stick|throw|pop|chuck|slap|add)\s+(?P<title>([\"'])\x00+\3)\s+(?:on|onto|in|into|to)\s+"
        r"(?:there|it|that)\b", X)),
    ("add", re.compile(
        rf"^(?P<cue>add|ad|addd|adda)\b(?:\s+(?:a|an|another|one\s+more)\s+(?:new\s+)?{_NOUN}s?\b{_AFTER}?"
        rf"|\s+(?:new\s+)?{_NOUN}s?\b{_AFTER}?|\s*(?::|-)\s*|\s+)?", X)),
    ("create a task", re.compile(
        rf"^(?P<cue>create|make|save|log|record|start|set\s+up|enter|insert|write|put\s+in|new)\s+(?:me\s+)?"
        rf"(?:(?:a|an|another|one\s+more)\s+)?(?:new\s+)?{_NOUN}s?\b{_AFTER}?", X)),
    ("todo:", re.compile(r"^(?P<cue>(?:new\s+)?(?:task|todo|to-?do|to\s+do|reminder)|note|new(?:\s+(?:one|thing))?)"
                         r"\s*(?::|-|–)\s*", X)),
    ("todo", re.compile(r"^(?P<cue>todo|new\s+(?:task|todo|item))\s+(?!list\b)", X)),
    ("jot down", re.compile(r"^(?P<cue>(?:jot|write|note|put|scribble|take|mark)\s+down|jot)\b\s*:?\s*", X)),
)


_THAT = re.compile(r"^\s*that\s+", X)


def add_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """add X / put X on my list / jot down X / todo: X / create a task called X."""
    for label, pattern in ADD_PATTERNS:
        m = pattern.match(masked)
        if not m:
            continue
        body = text[m.end():]
        if "title" in pattern.groupindex:  # "put X on my list, please": the title sits before the cue's end
            body = _group(text, m, "title") + " " + body
        that = _THAT.match(body)  # "note down that I need to water the garden"
        if that:
            need = NEED_PREAMBLE.match(body[that.end():])
            body = body[that.end() + need.end():] if need else body
        params = task_params(body, env.now, env.timezone)
        cue = m.group("cue").lower() if label in ("add", "todo:", "todo") else label
        if "title" not in params:
            return [Reading("add_task", params, 0.9, f"'{cue}' asks for a new task; the title is missing.")]
        return [Reading("add_task", params, 0.95, f"'{cue}' is an explicit add command.")]
    return None


# ------------------------------------------------------------------------------------------------- list
LIST_VERB = re.compile(
    r"^(?:(?:can|could|may)\s+(?:i|we)\s+|let\s+me\s+|lemme\s+|i\s+(?:want|wanna|would\s+like|'d\s+like)\s+to\s+)?"
    r"(?P<cue>show|list|display|view|see|get|give|gimme|pull\s+up|bring\s+up|open|read|print|check|tell|go\s+through|"
    r"look\s+at)\b(?:\s+(?:me|us))?(?:\s+(?:out|back|again))?(?P<rest>.*)$", X)
# Weak list verbs ("check", "get", "see") only list when followed by a determiner or question word:
# "check my tasks" lists, "check off task 4" and "get rid of task 2" do not.
_WEAK_LIST_REST = re.compile(r"^\s*(?:all|my|the|our|a|list|current|what|what's|whats|which|everything|how|"
                             r"tasks|todos|an?\s+(?:overview|summary|rundown|run\s+down|recap|update))\b", X)
# "list all", "show everything": a strong list verb with nothing but "all" after it.
_ALL_REST = re.compile(r"^\s*(?:all|everything|it\s+all|them\s+all|all\s+of\s+(?:it|them))"
                       r"(?:\s+(?:please|pls|plz|again|now))?\s*$", X)
LIST_QUESTION = re.compile(
    r"^(?:what|wat|wht|whats|what's|what're|which|how\s+many|how\s+much|any|anything|do\s+i\s+have|have\s+i|"
    r"is\s+there|are\s+there|did\s+i|what\s+else)\b(?P<rest>.*)$", X)
_LIST_CUE = re.compile(
    rf"\b(?:{LIST_NOUN}|left|pending|open|remaining|outstanding|to\s*do|plate|agenda|done|finished|completed?|next|"
    r"get\s+done|(?:need|have|got)\s+(?:to|2)\s+do|still|due|accomplish(?:ed)?|everything|anything|"
    r"finish|complete|did\s+i\s+(?:already\s+|just\s+)?do|have\s+on|got\s+on|get\s+through|up\s+next|"
    r"(?:ticked|crossed|checked|knocked)\s+off|unfinished|incomplete|undone|"
    r"(?:on|have|got)\s+(?:for\s+)?(?:today|tonight|tomorrow|tmrw|this\s+(?:week|weekend|morning|afternoon|evening)|next\s+week|"
    r"the\s+weekend|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b", X)
_LIST_STRONG_CUE = re.compile(rf"\b(?:{LIST_NOUN}|everything|what|what'?s|agenda|left|pending)\b", X)
LIST_BARE = re.compile(
    r"^(?:(?:my|the|all|all\s+my|current|our)\s+)?(?:(?:open|pending|completed|remaining|outstanding|done|finished|"
    r"unfinished|incomplete|active|current)\s+)?(?:tasks|todos|to-?dos|to\s+dos|todo\s+list|to-?do\s+list|task\s+list|"
    r"list|agenda)(?:\s+(?:please|pls|plz|again|now))?$", X)


def list_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """show my tasks / what's left? / what have I finished? / completed tasks."""
    m = LIST_VERB.match(masked)
    cue = ""
    if m:
        rest, verb = m.group("rest"), m.group("cue").lower()
        strong_verb = verb in ("show", "list", "display", "view")
        bare_verb = (not rest.strip() or bool(_ALL_REST.match(rest))) and verb in ("show", "list", "display")
        strong = strong_verb and bool(_LIST_STRONG_CUE.search(rest) or _LIST_CUE.search(rest))
        weak = bool(_WEAK_LIST_REST.match(rest) and _LIST_STRONG_CUE.search(rest))
        if bare_verb or strong or weak:
            cue = verb
    if not cue:
        q = LIST_QUESTION.match(masked)
        if q and _LIST_CUE.search(q.group("rest")):
            cue = "what's left" if "left" in masked.lower() else "a question about the list"
        elif LIST_BARE.match(masked):
            cue = "a bare list name"
    if not cue:
        return None
    params = {}
    status = list_status(masked)
    if status:
        params["status"] = status
    why = f"'{cue}' asks to see tasks" + (f" ({status})." if status else ".")
    return [Reading("list_tasks", params, 0.95 if cue in ("show", "list", "display", "a bare list name") else 0.9, why)]


# --------------------------------------------------------------------------------------------- complete
_DONE = (r"(?:done|complete|completed|finished|checked(?:\s+off)?|ticked(?:\s+off)?|crossed\s+off|resolved|closed|"
         r"sorted(?:\s+out)?|dealt\s+with|taken\s+care\s+of|handled|out\s+of\s+the\s+way)")
COMPLETE_PATTERNS: tuple[tuple[str, float, bool, re.Pattern[str]], ...] = (
    # (cue, confidence, needs a specific ref, pattern)
    ("mark done", 0.95, False, re.compile(
        rf"^(?:mark|mrk|set|flag)\s+(?P<ref>.*?)\s*(?:\b(?:as|to)\s+)?(?:being\s+)?{_DONE}\b", X)),
    ("check off", 0.95, False, re.compile(r"^(?:mark|check|tick|cross|strike|knock)\s+off\s+(?P<ref>.+)$", X)),
    ("cross off", 0.95, False, re.compile(r"^(?:check|tick|cross|strike|mark)\s+(?P<ref>.+?)\s+off\b", X)),
    ("got done", 0.9, False, re.compile(r"^(?:i\s+)?got\s+(?P<ref>.+?)\s+done\b", X)),
    ("finished", 0.9, False, re.compile(
        r"^(?:(?:i\s+(?:have\s+|'ve\s+|just\s+|already\s+|finally\s+|also\s+)*|i'?ve\s+(?:just\s+|already\s+|finally\s+)?|"
        r"(?:i'?m|i\s+am|we'?re)\s+(?:all\s+|finally\s+)?|all\s+|just\s+|finally\s+|already\s+))?(?:finished|completed|done\s+with|"
        r"finished\s+with|did|done|wrapped\s+up|took\s+care\s+of|handled|sorted(?:\s+out)?|ticked\s+off|crossed\s+off|"
        r"checked\s+off|knocked\s+out|accomplished)\s+(?P<ref>.+)$", X)),
    ("have finish", 0.85, False, re.compile(
        r"^(?:i|we)\s*(?:have|has|'ve)\s+(?:(?:just|already|finally|now)\s+)?(?:finish|complete)\s+(?P<ref>.+)$", X)),
    ("complete", 0.95, True, re.compile(r"^(?:complete|finish|close|resolve|tick|check)\s+(?P<ref>.+)$", X)),
    ("done:", 0.9, False, re.compile(r"^(?:done|finished|completed|complete|dun)\s*(?::|-|–)\s*(?P<ref>.+)$", X)),
    ("got it done", 0.85, False, re.compile(
        r"^(?:i\s+|we\s+)?(?:(?:just|finally|already)\s+)?(?:got|had)\s+(?P<ref>(?!to\b|a\s+new\b|an\s+new\b).+?)\s+"
        r"(?:[a-z]{3,}ed|done|fixed|paid|sent|cut|seen|built|made)(?:\s+(?:today|yesterday|this\s+morning|earlier|"
        r"last\s+night|already|finally|at\s+last|now))*$", X)),
    ("is done", 0.9, False, re.compile(
        rf"^(?P<ref>.+?)(?:'s|\s+is|\s+are|\s+was|\s+were|\s+has\s+been|\s+have\s+been|\s+can\s+be\s+(?:marked|checked"
        rf"|ticked))?\s+(?:now\s+|all\s+|finally\s+|already\s+|been\s+)?(?:as\s+)?{_DONE}(?:\s+(?:now|already|too|as\s+well|"
        r"finally|yay|woohoo))*$", X)),
    ("done", 0.6, False, re.compile(rf"^(?P<ref>)(?:all\s+)?{_DONE}$", X)),
)
_PAST = re.compile(
    r"^(?:(?:i|we|i'?ve|ive|we'?ve|i\s+have|we\s+have)\s+(?:(?:just|already|finally|also|now)\s+)*"
    r"|(?:just|already|finally)\s+)(?P<verb>[a-z]+ed|bought|paid|sent|made|"
    r"took|got|wrote|went\s+to|picked\s+up|dropped\s+off|brought|gave|fed|ran|did|rang|swept|drove|met|spoke\s+to)\s+"
    r"(?P<ref>(?!to\b|out\s+of\b).+)$", X)
_NOT_PAST = frozenset(
    words("need needed want wanted added used tried planned decided started forgot hoped wished moved changed renamed "
          "deleted removed updated listed asked realised realized remembered figured noticed wondered guessed reckoned "
          "supposed typed entered spelled spelt misspelled misspelt mistyped")
)
_NOT_DONE_REF = re.compile(r"^(?:get|have|make|keep|what|how|why|which|delete|remove|clear|erase|show|list|add|"
                           r"get\s+rid|mark|rename|change)\b", X)


_COMPLETE_GATE = re.compile(
    r"^(?:mark|mrk|set|flag|check|tick|cross|strike|knock|i|got|finish|complete|close|resolve|done|did|wrapped|took|"
    r"handled|sorted|just|finally|already|accomplish|all\s+done|we|had)|\b(?:done|complete|completed|finished|checked|"
    r"ticked|crossed|resolved|closed|sorted|dealt|care|handled|way)(?:\s+(?:now|already|too|as\s+well|finally|today|"
    r"yay|woohoo))*\W*$", X)


# Past tense with no subject ("watered the plants", "paid the rent"): a to-do verb in the past reads as a
# report that it is done. Regular forms are checked against TASK_VERBS; cooking verbs only count before a
# determiner, so "baked beans" stays a shopping item while "baked the cake" is done.
_BARE_PAST = re.compile(
    r"^(?P<verb>[a-z]+)\s+(?P<ref>(?!to\b|for\b|out\s+of\b|up\s+to\b|(?:up|out|off|in|down|away)$)\S.*)$", X)
_IRREGULAR_PAST = frozenset(words("bought paid sent wrote fed took gave made rang swept drove did brought got"))
# Past forms that are a finished task only before a definite determiner ("got the cat food", not "got a cold").
_DEFINITE_PAST = frozenset(words("got"))
_DEFINITE = re.compile(r"^(?:the|my|our|his|her|their|it|them|all|task|#?\d)\b", X)
_ADJECTIVE_PAST = frozenset(words("bake cook dry fry grill roast smoke mash mix scramble pickle freeze use"))
_DETERMINER = re.compile(r"^(?:the|my|our|a|an|this|that|those|these|his|her|their|it|them|all|task|#?\d)\b", X)


def _past_of_task_verb(verb: str) -> str | None:
    """The to-do verb a past-tense form comes from ("watered" -> "water", "tidied" -> "tidy"), if any."""
    if verb in _IRREGULAR_PAST:
        return verb
    if not verb.endswith("ed") or verb in _NOT_PAST:
        return None
    for stem in (verb[:-2], verb[:-1], verb[:-3], verb[:-3] + "y"):
        if stem in TASK_VERBS:
            return stem
    return None


def _bare_past(text: str, masked: str) -> list[Reading] | None:
    m = _BARE_PAST.match(masked)
    if not m:
        return None
    verb = m.group("verb").lower()
    stem = _past_of_task_verb(verb)
    if stem is None or (stem in _ADJECTIVE_PAST and not _DETERMINER.match(m.group("ref"))):
        return None
    if stem in _DEFINITE_PAST and not _DEFINITE.match(m.group("ref")):
        return None
    raw = clean_ref_text(_REF_CUT.split(_group(text, m, "ref"))[0])
    refs = parse_refs(raw, bulk_default="pending")
    return _with_refs("complete_task", refs, {}, 0.7, f"'{verb}' in the past tense reads as a finished task.", False)


# A passive report ("the tickets are booked", "rent paid", "the kitchen is clean now"): the subject is the task.
_PASSIVE = re.compile(
    r"^(?P<ref>(?!(?:i|we|you|u|they|he|she|i'm|im)\b)\S.*?)(?:\s+(?:is|are|was|were|has\s+been|have\s+been|got)|'s)?"
    r"\s+(?:now\s+|all\s+|finally\s+|already\s+|been\s+)?(?P<pp>[a-z]+)(?:\s+and\s+(?P<pp2>[a-z]+))?"
    r"(?:\s+(?:now|already|too|finally|today|at\s+last|off|out))*$", X)
_IRREGULAR_PP = frozenset(words("paid sent made bought written fed taken given swept cut done sorted"))
_DONE_ADJECTIVES = frozenset(words("clean tidy"))


def _participle(word: str | None) -> bool:
    word = (word or "").lower()
    return word in _IRREGULAR_PP or word in _DONE_ADJECTIVES or (
        word.endswith("ed") and _past_of_task_verb(word) not in (None, "cancel", "set", "start", "leave"))


def _passive_done(text: str, masked: str) -> list[Reading] | None:
    m = _PASSIVE.match(masked)
    if not m or not _participle(m.group("pp")) or (m.group("pp2") and not _participle(m.group("pp2"))):
        return None
    raw = clean_ref_text(_group(text, m, "ref"))
    if not raw or len(raw.split()) > 5 or _NOT_DONE_REF.match(raw):
        return None
    refs = parse_refs(raw, bulk_default="pending")
    return _with_refs("complete_task", refs, {}, 0.7, f"'{m.group('pp').lower()}' reports the task as done.", False)


# "that's sorted, the landlord came round and fixed the leak": a done-report, then how it got done.
_DONE_THEN = re.compile(
    rf"^(?:that'?s|thats|that\s+is|it'?s|its|all|that'?s\s+all)\s+(?:now\s+|all\s+)?{_DONE}(?:\s+now)?\s*[,;:.!-]+\s*"
    r"(?P<rest>\S.*)$", X)


# "asked matron about my leave": asking someone about something is a done errand ("asked you to ..." is not).
_ASKED = re.compile(
    r"^(?:(?:i|we|i'?ve|we'?ve)\s+)?(?:(?:just|already|finally)\s+)?asked\s+(?P<who>(?!(?:you|u|me|for|to|if|whether|why|how|"
    r"what|when|where|who|which|it|todobot|the\s+bot)\b)\S+(?:\s+\S+)?)\s+about\s+(?P<ref>\S.*)$", X)


def _asked(text: str, masked: str) -> list[Reading] | None:
    m = _ASKED.match(masked)
    if not m:
        return None
    raw = clean_ref_text(_group(text, m, "ref"))
    refs = parse_refs(raw, bulk_default="pending")
    return _with_refs("complete_task", refs, {}, 0.7, "'asked … about' reports an errand as done.", False)


def _quotes_title(masked: str, raw: str) -> bool:
    """"complete buy eggs": a to-do verb right after "complete"/"finish" can only be a task's title."""
    first = raw.split()[0].lower() if raw.split() else ""
    return first in TASK_VERBS and bool(re.match(r"^(?:complete|finish|resolve)\s", masked, X))


def complete_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """mark X done / cross off X / X is done / I finished X / I paid the bill / watered the plants."""
    then = _DONE_THEN.match(masked)
    if then:
        rest, rest_masked = text[then.start("rest"):], masked[then.start("rest"):]
        inner = complete_rule(rest, rest_masked, env)
        if inner and inner[0].intent == "complete_task" and inner[0].params.get("task_ref"):
            return inner
        return [Reading("complete_task", {"task_ref": {"kind": "pronoun"}}, 0.85,
                        f"'{' '.join(masked[:then.start('rest')].split()).lower()}' reports the task as done.")]
    if not _COMPLETE_GATE.search(masked):
        return _bare_past(text, masked) or _passive_done(text, masked) or _asked(text, masked) or _asked(text, masked)
    for cue, conf, needs_specific, pattern in COMPLETE_PATTERNS:
        m = pattern.match(masked)
        if not m:
            continue
        raw = clean_ref_text(_REF_CUT.split(_group(text, m, "ref"))[0])
        if cue == "is done" and _NOT_DONE_REF.match(raw):
            continue
        refs = parse_refs(raw, bulk_default="pending")
        if needs_specific and not (refs and (is_specific(refs[0], raw) or _quotes_title(masked, raw))):
            continue
        why = f"'{_cue_words(masked, m)}' is a completion cue."
        return _with_refs("complete_task", refs, {}, conf, why, conf >= 0.9)
    m = _PAST.match(masked)
    if m and m.group("verb").lower() not in _NOT_PAST:
        raw = clean_ref_text(_group(text, m, "ref"))
        refs = parse_refs(raw, bulk_default="pending")
        verb = m.group("verb").lower()
        return _with_refs("complete_task", refs, {}, 0.75, f"'{verb}' in the past tense reads as a finished task.",
                          False)
    return _bare_past(text, masked) or _passive_done(text, masked) or _asked(text, masked)


# ----------------------------------------------------------------------------------------------- delete
_STRONG_DELETE = ("delete", "delte", "del", "remove", "rm", "erase", "trash", "bin", "ditch", "nuke", "discard",
                  "scrap", "purge", "get rid of", "throw away", "throw out")
# Soft cues that delete even a bare name ("forget about the lisbon flights", "never mind the haircut").
_SOFT_DELETE = ("scratch", "drop", "forget", "forget about", "never mind", "nevermind", "never mind about",
                "nevermind about")
DELETE_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("delete", re.compile(
        r"^(?P<cue>delete|delte|del|remove|rm|erase|trash|bin|ditch|nuke|discard|scrap|purge|wipe(?:\s+out)?|"
        r"clear(?:\s+out)?|empty|get\s+rid\s+of|throw\s+(?:away|out)|toss|scratch|drop|kill|cancel|forget(?:\s+about)?"
        r"|lose|take\s+out|take\s+off|never\s*mind(?:\s+about)?)\s+(?P<ref>.+)$", X)),
    ("take off my list", re.compile(
        r"^(?P<cue>take|get|remove)\s+(?P<ref>.+?)\s+(?:off|out\s+of|from)\s+(?:of\s+)?(?:my|the)\s+(?:[\w-]+\s+)?"
        r"(?:list|tasks|todos?)\b", X)),
    ("don't need", re.compile(
        r"^(?:i\s+|we\s+)?(?P<cue>don'?t|do\s+not|no\s+longer)\s+need\s+(?:to\s+do\s+)?(?P<ref>.+?)"
        r"(?:\s+(?:any\s*more|anymore))?$", X)),
    ("no longer needed", re.compile(
        r"^(?P<ref>.+?)\s+(?:is|are|'s)\s+(?P<cue>no\s+longer\s+(?:needed|necessary|relevant)|not\s+needed"
        r"(?:\s+any\s*more)?|obsolete|irrelevant|cancell?ed)$", X)),
)
# A reference ends at a comma ("delete it, I don't need it") unless a list of numbers goes on ("1, 2 and 3").
_REF_CUT = re.compile(r"\s*[,;](?!\s*(?:and\s+)?(?:#|no\.?\s*)?\d)\s*|\s+-\s+", X)
_FOREIGN_SOURCE = re.compile(r"\bfrom\s+(?!(?:my|the|our)\s+(?:[\w-]+\s+)?(?:list|tasks|todos?)\b)", X)
_ACTIVITY = re.compile(r"^(?:off|up|by)\b|\s(?:at|to|from|off|with|into|by|for|in)\s", X)


def delete_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """delete task 4 / remove the milk one / get rid of it / clear completed tasks."""
    for label, pattern in DELETE_PATTERNS:
        m = pattern.match(masked)
        if not m:
            continue
        cue = re.sub(r"\s+", " ", m.group("cue").lower())
        raw = _group(text, m, "ref")
        if label == "delete" and _FOREIGN_SOURCE.search(masked[m.start("ref"):m.end("ref")]):
            continue  # "remove the stain from the carpet" is a chore, not a deletion
        raw = clean_ref_text(_REF_CUT.split(raw)[0])
        refs = parse_refs(raw, bulk_default="all")
        specific = bool(refs) and is_specific(refs[0], raw)
        # Weak verbs ("cancel my gym membership", "take out the trash") only delete a clearly named task.
        weak = label == "delete" and cue not in _STRONG_DELETE and not specific
        # "take off defrost the chicken": a to-do title after "take off" names a task ("take off your coat" not).
        titled = cue == "take off" and raw.split()[0].lower() in TASK_VERBS
        if weak and not titled and (cue not in _SOFT_DELETE or _ACTIVITY.search(f" {raw} ")):
            continue
        if label == "don't need" and not specific:
            continue
        conf = 0.95 if cue in _STRONG_DELETE or specific else 0.85
        return _with_refs("delete_task", refs, {}, conf, f"'{cue}' is a deletion cue.")
    return None


COMMAND_RULES: tuple[Rule, ...] = (update_rule, reminder_rule, add_rule, list_rule, complete_rule, delete_rule)
# Rules whose content after the cue is data (a title), so injection-looking text there is harmless.
DATA_RULES: tuple[Rule, ...] = (update_rule, reminder_rule, add_rule)



# A command word on its own ("delete", "rename"): the intent is clear, the graph asks for the rest.
BARE_COMMAND = re.compile(
    r"^(?:(?P<delete_task>delete|remove|erase|get\s+rid\s+of\s+it)|(?P<update_task>rename|edit|update|change)|"
    r"(?P<complete_task>complete|mark\s+(?:as\s+)?(?:done|complete)|tick\s+off|cross\s+off|check\s+off)|"
    r"(?P<schedule_reminder>(?:set\s+(?:a\s+)?)?reminder|remind)|(?P<add_task>add|new\s+task|create))"
    r"(?:\s+(?:a\s+)?(?:task|one|item))?$",
    X,
)


def bare_command_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """"delete" / "rename" alone: the intent without its parameters."""
    m = BARE_COMMAND.match(masked)
    if not m:
        return None
    intent = next(name for name, value in m.groupdict().items() if value)
    return [Reading(intent, {}, 0.7, f"'{m.group(0).lower()}' names the action but not the task.")]
