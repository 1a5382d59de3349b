"""Deleting a task: "delete task 4", "remove the milk one", "get rid of it", "clear completed tasks".

Strong verbs delete whatever they name; weak ones ("cancel", "take out", "drop") only a clearly named task,
so "cancel my gym membership" and "take out the trash" stay tasks to add.
"""

from __future__ import annotations

import re

from todobot.understanding.rules.commands.matching import REF_CUT, SENTENCE_CUT, Cue, X, group, matches, with_refs
from todobot.understanding.rules.commands.update import day_of_bulk
from todobot.understanding.rules.lexicon import LIST_PLACE, TASK_VERBS
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import NAMES_LISTED, clean_ref_text, is_specific, parse_refs

_STRONG_DELETE = ("delete", "delte", "del", "remove", "rm", "erase", "trash", "bin", "ditch", "nuke", "discard",
                  "scrap", "purge", "get rid of", "get shot of", "throw away", "throw out", "futa")
# Soft cues that delete even a bare name ("forget about the lisbon flights", "never mind the haircut").
_SOFT_DELETE = ("scratch", "drop", "forget", "forget about", "never mind", "nevermind", "never mind about",
                "nevermind about", "nix", "axe")
DELETE_CUES: tuple[Cue, ...] = (
    Cue("delete", re.compile(
        r"^(?P<cue>delete|delte|del|remove|rm|erase|(?:trash|bin)(?!\s+(?:is|are|was|were|went|has|have|got|'s|bags?|liners?|day|night|collection|pickup|cans?)\b)|ditch|nuke|discard|scrap|purge|wipe(?:\s+out)?|"
        r"clear(?:\s+out)?|empty|get\s+rid\s+of|get\s+shot\s+of|eliminate|axe|nix|throw\s+(?:away|out)|toss|scratch|drop|kill|cancel|forget(?:\s+about)?"
        # "futa the insurance one": Swahili "delete"
        r"|lose|take\s+out|take\s+off|never\s*mind(?:\s+about)?|chuck(?:\s+(?:out|away))?|bung\s+out|futa)"
        r"\s+(?P<ref>.+)$", X)),
    Cue("take off my list", re.compile(
        # "please clean the finished ones off the list", "tidy the old stuff off my list"
        r"^(?P<cue>take|get|remove|delete|delte|del|erase|scratch|drop|wipe|pull|cut|strike|clean|clear|tidy|sweep|"
        r"purge)\s+(?P<ref>.+?)\s+"
        # "get the gig off there, it's cancelled": "there" is the list
        rf"(?:(?:off|out\s+of|from)\s+(?:of\s+)?{LIST_PLACE}\b|off\s+there\b)", X)),
    # "take the milo thing off", "can u take the gym one off": a task named as a thing, taken off (the list).
    Cue("take the X one off", re.compile(
        r"^(?P<cue>take|get|knock|cross)\s+(?P<ref>(?:the|that|my)\s+.+?\s+(?:thing|one|task|item|todo))\s+off"
        # "take the carrel one off actually": a change of mind, said after
        r"(?:\s+(?:please|pls|for\s+me|now|too|actually|then|instead|after\s+all))*$", X)),
    # "take the croissant order off": a named thing taken off, nothing after (not "take the washing off the line");
    # "take buy nappies off": a to-do's own words (`_TITLED`) taken off
    Cue("take X off", re.compile(
        r"^(?P<cue>take)\s+(?P<ref>(?:the\s+|that\s+|my\s+)?(?:[\w'&-]+\s+){0,3}[\w'&-]+)\s+off"
        r"(?:\s+(?:please|pls|for\s+me|now|actually|then|instead|after\s+all))*$", X)),
    # "clean up the finished ones", "tidy away the done tasks": the finished ones, cleared
    Cue("clean up the done ones", re.compile(
        r"^(?P<cue>clean|tidy|clear|sweep)(?:\s+(?:up|out|away))?\s+(?P<ref>(?:all\s+)?(?:the|my|those)\s+"
        r"(?:finished|done|completed|complete)\s+(?:ones|tasks|items|stuff|things|todos|to-?dos|jobs))"
        r"(?:\s+(?:up|out|away))?(?:\s+(?:please|pls|for\s+me|now))*$", X)),
    Cue("don't need", re.compile(
        r"^(?:i\s+|we\s+)?(?P<cue>don'?t|do\s+not|no\s+longer)\s+need\s+(?:to\s+do\s+)?(?P<ref>.+?)"
        r"(?:\s+(?:any\s*more|anymore))?$", X)),
    # "footer. delete.", "gym thing - remove": the task's name, then the verb, in a hurry
    Cue("X. delete", re.compile(
        r"^(?P<ref>(?:the\s+|that\s+|my\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,3})\s*[.:-]+\s*"
        r"(?P<cue>delete|remove|bin|scrap|ditch|nuke|del)(?:\s+(?:it|that|pls|please))?[.!]*$", X)),
    # "that car one can go", "ok then the general christmas presents one can go", "#4 can come off": a task named as a
    # thing, let go of; "bins and laundry can both go": several named ("mum and dad can go" is news)
    Cue("can go", re.compile(
        r"^(?:(?:ok(?:ay)?|so|then|right|and)[\s,]+)*(?P<ref>(?:both\s+)?(?:the|that|this|my)\s+[\w'&-]+(?:\s+[\w'&-]+){0,5}?|"
        r"#\s*\d+|task\s+#?\d+|(?=.*?\s(?:can|could|may)\s+(?:(?:both|all)\s|be\s))[\w'&-]+(?:\s+[\w'&-]+){0,3}?(?:(?:\s*,\s*|\s*,?\s+(?:and|&|plus)\s+)[\w'&-]+"
        r"(?:\s+[\w'&-]+){0,3}?)+)\s+"
        # "that entry may now be removed": "now" said before it
        r"(?P<cue>(?:can|could|may)\s+(?:(?:both|all)\s+)?(?:go|come\s+off|(?:now\s+)?be\s+(?:deleted|removed|binned|scrapped|"
        r"dropped|ditched))|is\s+(?:not\s+needed|no\s+longer\s+needed))"
        # "the bird bath may be removed from the list altogether; the frost has cracked it": where from, and why after
        r"(?:\s+(?:from|off)\s+(?:the|my)\s+(?:list|to-?do\s+list|tasks))?"
        r"(?:\s+(?:now|too|as\s+well|then|tbh|lol|altogether|entirely|completely))*"
        r"(?P<why>\s*;\s+.*|\s*,\s+(?:the|it|its|it'?s|he|she|they|as|since|because|cos)\s.*)?\W*$", X),
        confidence=0.9),
    Cue("no longer needed", re.compile(
        r"^(?P<ref>.+?)\s+(?:is|are|'s)\s+(?P<cue>no\s+longer\s+(?:needed|necessary|relevant)|not\s+needed"
        r"(?:\s+any\s*more)?|obsolete|irrelevant|cancell?ed)$", X)),
)
# "… the pills reminder", "… the vet reminder because …": reminder words ending what is named name no task
# ("… the revision reminder for tuesday", "… the 7am reminder on friday": the day it goes off only describes it)
_REMINDERS_NAMED = re.compile(r"\b(?:reminders?|alarms?|alerts?)(?:\s+(?:for|on|this|next)\s+(?:this\s+|next\s+)?"
                              r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|\s+(?:for\s+)?tomorrow"
                              r"|\s+(?:for\s+)?tonight)?(?:\W*$|\s+(?:because|cause|cos|coz|since|as|bc)\s)", X)
_DETERMINER = re.compile(r"^(?:the|that|my)\s", X)
_FOREIGN_SOURCE = re.compile(rf"\bfrom\s+(?!{LIST_PLACE}\b)", X)
_ACTIVITY = re.compile(r"^(?:off|up|by)\b|\s(?:at|to|from|off|with|into|by|for|in)\s", X)


def delete_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """delete task 4 / remove the milk one / get rid of it / clear completed tasks."""
    for rule_cue, m in matches(DELETE_CUES, masked):
        label = rule_cue.label
        cue = re.sub(r"\s+", " ", m.group("cue").lower())
        if label == "can go" and m.group("why") and " be " not in f" {cue} ":
            continue  # "the kids can go, the park is open": only "… may be removed; …" is said with its reason
        raw = group(text, m, "ref")
        # ("X, Y and Z": three names; "delete the photos task. My daughter collected them.": the why is no name)
        raw = raw if NAMES_LISTED.match(raw) else SENTENCE_CUT.split(REF_CUT.split(raw)[0], maxsplit=1)[0]
        on_day = day_of_bulk(raw, env)  # "delete all of monday": that day's open tasks (read before the day is cut)
        if label == "delete" and not on_day and _FOREIGN_SOURCE.search(masked[m.start("ref"):m.end("ref")]):
            continue  # "remove the stain from the carpet" is a chore, not a deletion
        if _REMINDERS_NAMED.search(raw):
            return None  # "cancel the pills reminder, the nurse does it now": the reminder goes, never the task
        raw = clean_ref_text(raw)
        refs = on_day or parse_refs(raw, bulk_default="all")
        specific = bool(refs) and is_specific(refs[0], raw)
        # Weak verbs ("cancel my gym membership", "take out the trash") only delete a clearly named task.
        # "clear everything from saturday": a weak verb on a day's open tasks, said as such, is a deletion too
        weak = label == "delete" and cue not in _STRONG_DELETE and not specific and not on_day
        # "take off defrost the chicken": a to-do title after "take off" names a task ("take off your coat" not).
        titled = cue == "take off" and raw.split()[0].lower() in TASK_VERBS
        if weak and not titled and (cue not in _SOFT_DELETE or _ACTIVITY.search(f" {raw} ")):
            continue
        if label == "don't need" and not specific:
            continue
        numbered = specific and refs[0]["kind"] != "pronoun"  # "take 3 off" ("take it off" may mean a thing just said)
        if label == "take X off" and not (numbered or _DETERMINER.match(raw) or raw.split()[0].lower() in TASK_VERBS):
            continue  # "take your coat off" is no deletion; "take the milk off", "take call mum off" are
        if label == "take X off" and not specific:
            return with_refs("delete_task", refs, {}, 0.85, "'take … off' takes a task off the list.")
        conf = 0.95 if cue in _STRONG_DELETE or specific else 0.85
        return with_refs("delete_task", refs, {}, conf, f"'{cue}' is a deletion cue.")
    return None
