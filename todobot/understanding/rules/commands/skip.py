"""Skipping one occurrence of a repeating task: "skip yoga this week", "skip this week's bins", "skip the next gym
session", "not doing yoga this week", "give yoga a miss this week", "cancel just this week's yoga", "no yoga this
thursday, skip it", "skip it" (the task just mentioned).

A form of update_task (param `skip`): the task stays open, due at its next occurrence, nothing is marked done, and
undo puts the due back. Tried before update, delete and complete: "cancel just this week's yoga" never deletes the
repeating task, and "skip" never ticks it off. A task that does not repeat is neither moved nor ticked (the intent
says so, see `intents.update_task`).
"""

from __future__ import annotations

import re

from todobot.intents.update_task import SKIP
from todobot.understanding.rules.commands.matching import Cue, X, group, matches, ref_group, with_refs
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import clean_ref_text, parse_refs

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# Which occurrence: this one ("this week", "this thursday", "just this once", "today", "for now")
_THIS = (rf"(?:(?:just|only)\s+)?(?:for\s+)?(?:this|tonight'?s|today'?s)\s+(?:week(?:end)?|time|once|one|{_DAY}|"
         r"morning|evening|afternoon|month|fortnight)(?:\s+only)?|(?:just\s+|only\s+)?(?:for\s+)?once|today|tonight|"
         r"tomorrow|tmrw|tmr|tomoz|"
         rf"(?:on\s+|this\s+coming\s+)?{_DAY}|this\s+round|this\s+go|for\s+now")
# Only this once, said plainly enough that a cancel or a "no" means this occurrence ("cancel yoga just this week");
# a day alone ("cancel the plumber tomorrow") is a cancel of the task itself
_THIS_ONCE = (rf"(?:(?:just|only)\s+)?(?:for\s+)?this\s+(?:week(?:end)?|time|once|round|go|{_DAY})(?:\s+only)?|"
              rf"(?:just|only)\s+(?:for\s+)?(?:once|today|tonight|tomorrow|(?:on\s+)?{_DAY})|(?:just\s+)?this\s+once")
# Said before the task: "this week's", "this thursday's", "today's", "the next", "next"
# A cancel of this occurrence only says so ("cancel just this week's yoga", "drop yoga this week only"); without,
# "cancel the gym membership this week" is a to-do of its own
_THIS_BEFORE_ONCE = rf"(?:just|only)\s+(?:(?:this|the)\s+(?:week(?:end)?|{_DAY})'?s|today'?s|tonight'?s)"
_ONLY_ONCE = (rf"(?:just|only)\s+(?:for\s+)?(?:this\s+(?:week(?:end)?|time|once|round|go|{_DAY})|once|today|tonight|"
              rf"tomorrow|(?:on\s+)?{_DAY})|(?:for\s+)?this\s+(?:week(?:end)?|time|{_DAY})\s+only|(?:just\s+)?this\s+once")
_THIS_BEFORE = (rf"(?:(?:just|only)\s+)?(?:(?:this|the)\s+(?:week|{_DAY}|weekend)'?s|today'?s|tonight'?s|"
                r"(?:the\s+)?next)")
_POLITE = (r"(?:(?:ok(?:ay)?|so|right|oh|ah|um+|hmm+|actually|also|and|pls|please|plz|just|can\s+you|could\s+you|"
           r"can\s+u|could\s+u|would\s+you|i'?ll|ill|i\s+will|i'?m|im|i\s+am|i'?m\s+gonna|gonna|going\s+to|"
           r"i\s+(?:wanna|want\s+to|need\s+to|have\s+to|gotta)|let'?s|lets|we'?ll|we\s+will|we'?re|we\s+are)[\s,]+)*")
_TAIL = r"(?:\s+(?:please|pls|plz|thanks|thx|ta|cheers|for\s+me|then|instead|lol|tho|though|mate|yaar|lah))*[\s.!]*$"
_SKIP = r"(?:skip|skipping|skp|sikp|sit\s+out|sitting\s+out|pass\s+on|passing\s+on|bail\s+on)"
_MISS = r"(?:miss\s+out(?:\s+on)?|missing\s+out(?:\s+on)?|miss|missing)"
# A task's name said in passing: a few words, no pronoun or hesitation first ("no wait i can ring them saturday")
_NAME = (r"(?!(?:wait|sorry|hang|hold|actually|i|im|i'?m|i'?ll|we|you|u|it|its|it'?s|that|this|they|them|he|she|"
         r"not|one|need|want|can|will|just)\b)[\w'&-]+(?:\s+[\w'&-]+){0,3}?")
_KIND = r"(?:\s+(?:session|class|lesson|one|practice|run|slot|meeting|appointment|occurrence|time))?"
# What follows a "no X this week," said of the task: "skip it", "not going", "cancel that one"
_SKIP_IT = (r"(?:(?:so\s+|just\s+)?(?:skip|miss|cancel|drop)\s+(?:it|that|this|them|that\s+one|this\s+one|the\s+one)"
            r"(?:\s+(?:this\s+(?:week|time)|once))?|(?:i'?m\s+|im\s+)?not\s+going)")

SKIP_CUES: tuple[Cue, ...] = (
    # "skip this week's bins", "skip the next gym session", "give this thursday's yoga a miss", "cancel just this
    # week's yoga": the occurrence named before the task
    Cue("skip this week's X", re.compile(
        rf"^{_POLITE}(?:{_SKIP}|{_MISS})\s+{_THIS_BEFORE}\s+(?P<ref>.+?){_KIND}{_TAIL}"
        rf"|^{_POLITE}(?:cancel|drop|scrap|ditch|call\s+off)\s+(?:{_THIS_BEFORE_ONCE})\s+(?P<ref3>.+?){_KIND}{_TAIL}"
        rf"|^{_POLITE}give\s+{_THIS_BEFORE}\s+(?P<ref2>.+?){_KIND}\s+a\s+miss{_TAIL}", X)),
    # "skip yoga this week", "miss out piano this week", "cancel yoga just for this week", "give yoga a miss this
    # week", "not doing yoga this thursday", "no yoga this thursday, skip it" (a "no" alone before a name and a
    # day is a correction: "no the dentist friday")
    Cue("skip X this week", re.compile(
        rf"^{_POLITE}(?:{_SKIP}|{_MISS})\s+(?:the\s+|my\s+)?(?P<ref>{_NAME}){_KIND}\s+(?:{_THIS}){_TAIL}"
        rf"|^{_POLITE}(?:cancel|drop|scrap|ditch|call\s+off)\s+(?:the\s+|my\s+)?(?P<ref5>{_NAME}){_KIND}\s+"
        rf"(?:{_ONLY_ONCE}){_TAIL}"
        rf"|^{_POLITE}(?:not\s+doing|(?:won'?t|wont|can'?t|cant|"
        r"not\s+gonna|not\s+going\s+to)\s+(?:do|make|make\s+it\s+to|go\s+to|manage)|don'?t\s+(?:do|put\s+on))\s+"
        rf"(?:the\s+|my\s+)?(?P<ref3>{_NAME}){_KIND}\s+(?:{_THIS_ONCE})(?:[\s,.;!-]+{_SKIP_IT})?{_TAIL}"
        rf"|^{_POLITE}no\s+(?:the\s+|my\s+)?(?P<ref4>{_NAME}){_KIND}\s+(?:{_THIS})[\s,.;!-]+{_SKIP_IT}{_TAIL}"
        rf"|^{_POLITE}give\s+(?:the\s+|my\s+)?(?P<ref2>.+?){_KIND}\s+a\s+miss(?:\s+(?:{_THIS}))?{_TAIL}", X)),
    # "yoga - skip it this week", "bins, skip them this week": the task named, then skipped
    Cue("X, skip it this week", re.compile(
        rf"^{_POLITE}(?:the\s+|my\s+)?(?P<ref>[\w'&-]+(?:\s+[\w'&-]+){{0,3}}?)\s*[-,:;]+\s*(?:just\s+|pls\s+|please\s+)?"
        rf"(?:skip|miss|cancel|drop)\s+(?:it|that|them|that\s+one)\s+(?:{_THIS}){_TAIL}", X)),
    # "skip it", "skip that one", "skip the thursday one": the task in focus or named by its day
    Cue("skip it", re.compile(
        rf"^{_POLITE}(?:{_SKIP}|give)\s+(?P<ref>it|that|this|that\s+one|this\s+one|the\s+{_DAY}\s+one|"
        rf"the\s+{_DAY}\s+(?:task|thing))(?:\s+a\s+miss)?(?:\s+(?:{_THIS}))?{_TAIL}", X), confidence=0.9),
    # "skip yoga": a task named after skip alone (one that does not repeat is not moved: the intent says so)
    Cue("skip X", re.compile(rf"^{_POLITE}(?:skip|skp|sikp)\s+(?:the\s+|my\s+)?(?P<ref>[\w'&-]+(?:\s+[\w'&-]+){{0,3}}?)"
                             rf"{_KIND}{_TAIL}", X), confidence=0.85),
)
# Words that are no task: "not doing much this week", "no rush this week", "skip the queue today"
_NOT_A_TASK = re.compile(
    r"^(?:much|anything|nothing|something|everything|all|any|great|well|good|ok|okay|so\s+\w+|too\s+\w+|that\s+much|"
    r"a\s+lot|lots|rush|hurry|worries|problem|problems|idea|way|chance|plans?|time|clue|luck|school|work|sleep|"
    r"breakfast|lunch|dinner|queue|line|intro|ads?|ahead|forward|back|town|class|it\s+all|them|those|these|me|you|"
    r"us|him|her|we|i|the\s+\w+s\s+tasks?|one|"
    # what a question asked for, not a task ("skip the reminder", "skip the date", "skip for now", "skip this step")
    r"for\b.*|now|rest|reminders?|(?:due\s+)?dates?|due|times?|notes?|description|title|priority|questions?|steps?|"
    r"bits?|parts?|details?|that\s+\w+|this\s+\w+)$", X)
_GATE = re.compile(rf"\b(?:{_SKIP}|miss|cancel|drop|scrap|ditch|call\s+off|not\s+doing|won'?t|wont|can'?t|cant|"
                   r"not\s+gonna|not\s+going|don'?t|no|give)\b", X)
_FOCUS = re.compile(r"^(?:it|that|this|that\s+one|this\s+one)$", X)


def skip_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """skip X this week / skip this week's X / not doing X this week / give X a miss / skip it."""
    if not _GATE.search(masked):
        return None
    for cue, m in matches(SKIP_CUES, masked):
        raw_ref = clean_ref_text(ref_group(text, m) or group(text, m, "ref4") or group(text, m, "ref5"))
        if _FOCUS.match(raw_ref):  # "skip it": the task just mentioned, unless a question waits for a no
            if not _task_in_focus(env):
                return None
        elif not raw_ref or _NOT_A_TASK.match(raw_ref) or (cue.label == "skip X" and _asked(env)):
            continue  # "skip the reminder" to a question: a no to what was asked, not a task
        elif cue.label == "skip it":  # "the thursday one": the task named by its day
            raw_ref = re.sub(r"^the\s+|\s+(?:one|task|thing)$", "", raw_ref, flags=X)
        # "skip the monday bag packing": the occurrence's day said before the task's name, no part of it
        raw_ref = re.sub(r"^(?:(?:the|my)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?\s+(?=\S+\s+\S)", "",
                         raw_ref, flags=X)
        refs = parse_refs(raw_ref)
        if refs and refs[0].get("kind") in ("title", "pronoun", "number", "ordinal"):
            return with_refs("update_task", refs[:1], {SKIP: True}, cue.confidence,
                             f"'{cue.label}' skips one occurrence of a repeating task.")
    return None


# "zain's swim lesson is cancelled today, pool's closed for maintenance. skip this one": the occurrence called off,
# why, then "skip it" — that task's occurrence skipped (nothing ticked, nothing out of scope)
_CALLED_OFF_SKIP = re.compile(
    r"^(?:(?:ok(?:ay)?|so|oh|ugh|right)[\s,]+)*(?P<ref>(?:the\s+|my\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,4}?)\s+"
    r"(?:is|'s|are|has\s+been|have\s+been|got|was)\s+(?:cancelled|canceled|called\s+off|off|not\s+on|postponed)"
    r"(?:\s+(?:today|tonight|tomorrow|this\s+week|this\s+time))?(?:\s*[,;:-]+\s*[^.!?]*)?[\s.!?,;-]+"
    rf"(?:so\s+|just\s+|pls\s+|please\s+)*(?:skip|miss)\s+(?:this\s+one|that\s+one|it|that|this|this\s+(?:week|time))"
    rf"(?:\s+(?:then|pls|please))?{_TAIL}", X)


def skip_called_off(text: str) -> list[Reading] | None:
    """What was called off, then "skip this one": that occurrence skipped."""
    m = _CALLED_OFF_SKIP.match(text.strip())
    raw = clean_ref_text(group(text.strip(), m, "ref")) if m else ""
    raw = re.sub(r"\s+(?:today|tonight|tomorrow)$", "", raw, flags=X)
    refs = parse_refs(raw) if raw and not _NOT_A_TASK.match(raw) else []
    if not refs or refs[0].get("kind") != "title":
        return None
    return with_refs("update_task", refs[:1], {SKIP: True}, 0.95, "Called off, then 'skip this one': that occurrence.")


def _asked(env: Env) -> bool:
    """Whether a question waits for an answer (a yes/no, or a missing detail)."""
    context = env.context
    return context is not None and bool(context.awaiting_confirmation or context.pending_intent or context.pending_slot)


def _task_in_focus(env: Env) -> bool:
    """Whether "it" names a task: one was just mentioned or listed, and no question waits for an answer."""
    context = env.context
    return context is not None and not _asked(env) and bool(context.last_task or context.last_listed)
