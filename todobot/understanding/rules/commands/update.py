"""Edits of an existing task: rename, new description (or none: "clear the note on task 3"), a move to another
date, "make it X instead".

Tried before every other command but reopening: "add a note to task 2: ..." is an edit, not an add.
Loose phrasings ("change X to Y", "edit X") only count when X clearly names a task, so "change the oil
in the car" stays a chore.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from todobot.priority import level_of
from todobot.understanding.rules.commands.matching import (
    TERSE_NAME_GUARD,
    Cue,
    Rule,
    X,
    each_numbered,
    group,
    matches,
    ref_group,
    with_refs,
)
from todobot.understanding.rules.dates import (
    CLOCK_SAID,
    TIME_ALONE,
    WhenMatch,
    cut_spans,
    edge_dates,
    extract_when,
    on_day,
)
from todobot.understanding.rules.lexicon import TASK_VERBS, amount
from todobot.understanding.rules.params import (
    finish_title,
    split_description,
    split_remark,
    strip_filler,
    task_params,
)
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import (
    LEFT_OUT_TAIL,
    bulk_day_words,
    bulk_due,
    clean_ref_text,
    is_specific,
    left_out_refs,
    parse_refs,
)
from todobot.understanding.rules.text import THEN_WHY, unquote

_FIELD = r"(?P<field>description|desc|details|notes?|title|name|text|wording)"
_TO = r"(?:\s+(?:to|as)\b\s*:?|\s*:|\s+[-–]\s+)\s*"
UPDATE_CUES: tuple[Cue, ...] = (
    # "put a note on it that mrs kavanagh wants extra sockets", "add a note to the doyle one that he's no power": a
    # task pointed at, then "that" and what to note
    Cue("add a note to", re.compile(
        r"^(?:add|put|attach|append|write|stick|pop)\s+(?:a\s+|the\s+|this\s+)?(?P<field>note|comment)s?"
        r"\s+(?:to|for|on|onto)\s+(?P<ref>(?:the|my)\s+(?:[\w'&-]+\s+){1,4}(?:one|task|job)|it|that(?:\s+one)?|this"
        r"(?:\s+one)?|#\s*\d+|task\s+#?\d+)\s+that\s+(?P<new>\S.+)$", X)),
    Cue("add a note to", re.compile(
        r"^(?:add|put|attach|append|write)\s+(?:a\s+|the\s+|this\s+|some\s+|more\s+|an?\s+extra\s+|a\s+bit\s+more\s+)?"
        r"(?P<field>note|description|detail|details|comment|info)s?"
        r"\s+(?:back\s+)?(?:to|for|on|onto)\s+"
        r"(?P<ref>.+?)\s*(?::|\s-\s|\s+saying\s+|\s+that\s+says\s+)\s*(?P<new>.+)$", X)),
    # "can you add a note to the eye clinic one, bring her old glasses": after a task clearly named, a comma
    Cue("add a note to", re.compile(
        r"^(?:add|put|attach|append|write)\s+(?:a\s+|the\s+|this\s+|some\s+|more\s+)?(?P<field>note|comment|info)s?"
        r"\s+(?:to|for|on)\s+(?P<ref>(?:the|my|that)\s+(?:[\w'&-]+\s+){1,4}(?:one|task|thing)|it|that(?:\s+one)?|#\s*\d+|"
        r"task\s+#?\d+)\s*,\s*(?P<new>\S.+)$", X)),
    # "note on 4: also check the fridge log", "note for the dentist - bring the card"
    Cue("add a note to", re.compile(
        r"^(?P<field>note)s?\s+(?:on|for|to)\s+(?P<ref>(?!(?:self|myself|me|future\s+me)\b).+?)\s*(?::|\s-\s|\s–\s)\s*"
        r"(?P<new>.+)$", X)),
    Cue("change the field of", re.compile(
        rf"^(?:change|update|edit|modify|set|fix|make|replace|swap|correct|alter)\s+(?:the\s+)?{_FIELD}\s+(?:of|for|on|in)\s+"
        rf"(?P<ref>.+?){_TO}"
        r"(?P<new>.+)$", X)),
    # "title of #35: report landlord to council", "description of #36 - shortbread, tablet", "the title of #1
    # should be: book vet": the field and its task first, then the value
    Cue("the field of is", re.compile(
        rf"^(?:and\s+|also\s+)?(?:the\s+)?{_FIELD}\s+(?:of|for|on)\s+(?P<ref>.+?)"
        r"(?:\s*(?::|\s[-–])\s*|\s+(?:should|needs\s+to|has\s+to)\s+(?:just\s+)?(?:be|say|read)\s*:?\s*|\s+(?:is|=)\s*:\s*"
        # "the description on the doyle one, put in no power to kitchen", "notes for #4, just write gate code 1234"
        r"|\s*,\s*(?:(?:pls|please|can\s+you|could\s+you|just)\s+)*(?:put|write|pop|stick|make\s+it|have\s+it|set\s+it\s+to|"
        r"it\s+should)(?:\s+(?:in|down|say|says|read))?(?:\s+that)?\s*:?\s*)"
        r"(?P<new>\S.*)$", X)),
    Cue("change the field", re.compile(
        rf"^(?:change|update|edit|modify|set)\s+(?P<ref>.+?)(?:'s)?\s+{_FIELD}{_TO}(?P<new>.+)$", X)),
    # "tidy up the passport renewal description, just make it: mail forms by the 15th", "clean up the notes on the
    # vet one, make them say bring the card": the field of a task named, then what it should say instead
    Cue("change the field", re.compile(
        rf"^(?:and\s+|also\s+|oh\s+)*(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:tidy|clean|neaten|sort|fix|change|"
        rf"update|edit|rewrite|shorten|simplify|trim)(?:\s+up)?\s+(?:the\s+)?(?:(?P<ref>.+?)(?:'s)?\s+)?{_FIELD}"
        r"(?:\s+(?:of|for|on)\s+(?P<ref2>.+?))?\s*[,;:-]?\s+(?:(?:and\s+)?(?:just|only|simply)\s+)?"
        r"(?:make|set|change)\s+(?:it|them)(?:\s+(?:to\s+)?(?:say|read|be))?\s*:?\s*(?P<new>\S.+)$", X)),
    # "rename to update the allergen sheets", "rename as X": the task talked about, left unsaid
    Cue("rename", re.compile(r"^(?:rename|retitle|re-name|re-title|reword|re-word)\s+(?P<ref>)(?:to|as|into)\s*:?\s+"
                             r"(?P<new>\S.*)$", X)),
    Cue("rename", re.compile(
        # "rename 2 -> fix onboarding bug": an arrow said for "to"
        # ("rename it flight home to sydney": "it", then the new title, which has its own "to")
        # ("rename 32 back to …", "rename it back to …": its old name again)
        r"^(?:rename|retitle|re-name|re-title|reword|re-word)\s+(?!it\s+(?!(?:back\s+)?(?:to|tae|as|into)\b)[\w'])(?P<ref>.+?)"
        r"(?:\s+back)?(?:\s+(?:to|tae(?!.*\sto\s)|as|into)\s*:?|\s*(?:-+>|=>|→))\s+"
        r"(?P<new>.+)$", X)),  # ("tae": Scots "to")
    Cue("rename", re.compile(
        r"^(?:rename|retitle|reword)\s+(?P<ref>#?\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+)\s+(?P<new>.+)$", X)),
    # "rename it shepherd costume for the nativity": the task talked about, "to" left out (two words or more)
    Cue("rename", re.compile(
        r"^(?:rename|retitle|reword)\s+(?P<ref>it|that|this|that\s+one|this\s+one)\s+(?!(?:again|too|now|later|"
        r"instead|pls|please|then)\b)(?P<new>[\w'\"].*\s\S.*)$", X)),
    # "call #3 book car service", "just name task 6 tiling bathroom": naming a task by its number renames it
    Cue("rename", re.compile(
        r"^(?:just\s+)?(?:call|name|title)\s+(?P<ref>#\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+)\s+(?:to\s+|as\s+)?"
        r"(?P<new>.+)$", X)),
    # "call the flour one pay brodies invoice instead": a task clearly named, its new name, and "instead"
    Cue("rename", re.compile(
        r"^(?:just\s+)?(?:call|name|title)\s+(?P<ref>(?:the|that|my)\s+(?:[\w'&-]+\s+){1,4}(?:one|task|thing))\s+"
        r"(?:to\s+|as\s+)?(?!(?:more|last|again|back|later|now|first)\b)(?P<new>\S.*?)\s+instead\W*$", X)),
    # "#2 should just be collect dads prescription": a task named by number, then what it should say
    Cue("rename", re.compile(
        r"^(?P<ref>#\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+)\s+(?:should|needs\s+to|has\s+to)\s+"
        r"(?:just\s+|only\s+|simply\s+)?(?:be|say|read)\s+(?:just\s+)?(?P<new>\S.*)$", X)),
    # "edit #3: pick up the kids at 4", "change the dentist one: dentist at 3:30"
    Cue("edit to", re.compile(
        r"^(?:edit|change|update|rename|fix)\s+(?P<ref>#?\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+|(?:the|my)\s+"
        r"(?:[\w'-]+\s+){1,4}(?:one|task))\s*(?::|-|–|=>|-+>|→)\s*(?P<new>\S.*)$", X)),
    Cue("fix the typo", re.compile(
        r"^(?:fix|correct)\s+(?:the\s+|a\s+)?(?:typo|spelling|title|name|mistake|wording)\s+(?:in|of|on)\s+(?P<ref>.+?)(?:\s*[,;]|\s+-)?\s*"
        r"(?:(?:it\s+)?should\s+(?:say|read|be)\s+(?P<new>.+))?$", X)),
    # "fix 14 to just collect mams prescription", "correct #3 to say pay the plumber": a task by number, its new words
    Cue("change to", re.compile(
        r"^(?:fix|sort|tweak)\s+(?P<ref>#?\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+)\s+(?:to\s+(?:say|read)|so\s+"
        r"(?:that\s+)?it\s+(?:says|reads)|to)\s*:?\s+(?:just\s+|only\s+|simply\s+)?(?P<new>.+)$", X)),
    Cue("change to", re.compile(
        r"^(?:change|update|edit|modify|alter|amend|switch|correct)\s+(?P<ref>.+?)\s+(?:to\s+(?:say|read)|so\s+(?:that\s+)?it\s+"
        r"(?:says|reads)|to|into)\s*:?\s+(?P<new>.+)$", X)),
    # "task 7 is supposed to be 'text nan back'": a quoted new title after "supposed to be/say".
    Cue("should be called", re.compile(
        r"^(?P<ref>.+?)\s+(?:is|was)\s+(?:supposed|meant)\s+to\s+(?:be|say|read)\s+(?P<new>([\"'])\x00+\3.*)$",
        X)),
    Cue("should be called", re.compile(
        r"^(?P<ref>.+?)\s+(?:is|was)\s+(?:supposed|meant)\s+to\s+(?:be\s+(?:called|named|titled)|say|read)\s+"
        r"(?P<new>.+)$", X)),
    Cue("should be called", re.compile(
        r"^(?P<ref>.+?)\s+should\s+(?:be\s+(?:called|named|titled|renamed\s+to)|say|read)\s+(?P<new>.+)$", X)),
    # After owning up to a typo, "X should be Y" renames X: "i typed it wrong, #5 should be 'defrost freezer'".
    Cue("should be called", re.compile(
        r"^(?:i\s+(?:typed|spelt|spelled|wrote|put)\s+(?:it|that|this)\s+wrong|(?:sorry\s+)?typo|"
        r"i\s+(?:misspel+(?:ed|t)|mistyped)\s+(?:it|that|this))[\s,.:;-]+"
        r"(?:(?:the\s+)?(?:task\s+)?(?P<ref>.+?)\s+)?should\s+(?:be|say|read|have\s+been)\s+(?P<new>.+)$", X)),
    Cue("edit", re.compile(r"^(?:edit|change|update|modify|fix)\s+(?P<ref>.+)$", X)),
    Cue("rename", re.compile(r"^(?:rename|retitle|re-name|re-title|reword|re-word)\s+(?P<ref>.+)$", X)),
)
_LOOSE_UPDATES = ("change to", "edit", "should be called")

# Removing a task's description ("clear the description of task 3", "remove the note from the sarah task",
# "delete task 2's notes"): an edit that empties it, never a delete of the task.
_NOTE = r"(?:description|desc|details|notes?|comments?)"
_CLEAR_NOTE = re.compile(
    # "take the note off 11": "take" says it with the task after
    r"^(?:clear|remove|delete|delte|erase|wipe|drop|scrap|get\s+rid\s+of|take(?:\s+(?:off|out|away))?|strip|empty)\s+"
    rf"(?:out\s+)?(?:the\s+|its\s+|any\s+|all\s+(?:the\s+)?)?{_NOTE}\s+(?:of|from|on|for|in|off|at)\s+(?P<ref>.+)$"
    r"|^(?:clear|remove|delete|delte|erase|wipe|empty)\s+(?:out\s+)?(?P<ref2>.+?)(?:'s|s')\s+"
    rf"(?:{_NOTE}|notes?)$"
    # "clear that description again", "remove its notes": the task just talked about
    r"|^(?:clear|remove|delete|delte|erase|wipe|drop|scrap|get\s+rid\s+of|empty)\s+(?:out\s+)?"
    rf"(?P<ref3>that|this|its|the)\s+{_NOTE}(?:\s+(?:again|too|as\s+well|please|pls))*$",
    X,
)


# Words taken out of a task's title ("take the friday out of the apprentices title", "take the word starts off the end
# of that title", "remove 'urgent' from the name of 3"): the change is made on the title as it is then
# (`intents.update_task.TITLE_DROP`); the title must be named, so "take the bins out friday" stays a to-do.
_TITLE_WORDS = r"(?:title|name|heading|wording)"
_TITLE_DROP = re.compile(
    r"^(?:(?:ok|okay|and|also|oh|right|so|then|now|pls|please|can\s+you|could\s+you|just)[\s,]+)*"
    r"(?:take|remove|drop|delete|strip|cut|lose|get\s+rid\s+of|scrap|ditch|knock|chop)\s+(?:out\s+|off\s+)?"
    r"(?:the\s+words?\s+|the\s+bit\s+)?(?P<words>\S.*?)\s+(?:out\s+of|off(?:\s+of)?|from|in)\s+"
    r"(?:the\s+(?:end|start|beginning|front)\s+of\s+)?"
    rf"(?:(?P<it>the|that|this|its|it'?s)\s+{_TITLE_WORDS}(?:\s+(?:of|on|for)\s+(?P<ref>.+?))?"
    rf"|(?:the\s+)?(?P<ref2>(?!(?:the|that|this|its)\s+{_TITLE_WORDS}\b).+?)(?:'s|s'|\s+task'?s?)?\s+{_TITLE_WORDS})"
    r"(?:\s+(?:too|please|pls|thanks|thx|for\s+me))*\s*[.!]*$", X)


# Words taken out of a task's notes ("remove the p1 thing from its description", "take 'urgent' out of the notes of 3"):
# the rest of the notes stay (`intents.update_task.NOTE_DROP`)
_NOTE_DROP = re.compile(_TITLE_DROP.pattern.replace(_TITLE_WORDS, _NOTE), X)


# Words added to a task's title ("add atorvastatin to the refill task name", "put 'urgent' in the title of 3"): the
# change is made on the title as it is then (`intents.update_task.TITLE_ADD`); "add that to the refill task name",
# with "that" said before, asks for the new title rather than adding a task "That to the refill task name".
_TITLE_ADD = re.compile(
    r"^(?:(?:ok|okay|and|also|oh|right|so|then|now|pls|please|can\s+you|could\s+you|just)[\s,]+)*"
    r"(?:add|put|append|stick|include|pop|tack|throw|write)\s+(?:on\s+)?(?:the\s+words?\s+)?(?P<words>\S.*?)\s+"
    r"(?:on\s+)?(?:to|in|into|onto|on|at\s+the\s+end\s+of)\s+"
    rf"(?:(?P<it>the|that|this|its|it'?s)\s+{_TITLE_WORDS}(?:\s+(?:of|on|for)\s+(?P<ref>.+?))?"
    rf"|(?:the\s+)?(?P<ref2>(?!(?:the|that|this|its)\s+{_TITLE_WORDS}\b).+?)(?:'s|s'|\s+task'?s?)?\s+{_TITLE_WORDS})"
    r"(?:\s+(?:too|as\s+well|please|pls|thanks|thx|for\s+me))*\s*[.!]*$", X)
_SAID_BEFORE = re.compile(r"^(?:that|this|it|them|those|these|that\s+one|the\s+name|her\s+meds?|it\s+too)$", X)


def _title_words(text: str, masked: str, pattern: re.Pattern[str], *,
                 numbered_possessive: bool = False) -> tuple[str, list[dict]] | None:
    """The few words a title edit adds or drops, and the task it names ("it" when none), or None."""
    m = pattern.match(masked)
    if not m:
        return None
    words = unquote(group(text, m, "words").strip()).strip(" '\"‘’“”")
    if not words or len(words.split()) > 6:
        return None
    raw_ref = group(text, m, "ref") or group(text, m, "ref2")
    if raw_ref and numbered_possessive:
        raw_ref = re.sub(r"^((?:task\s+|#|no\.?\s*)?\d{1,3})s$", r"\1", raw_ref, flags=X)  # "3s title": #3's
    refs = parse_refs(raw_ref) if raw_ref else [{"kind": "pronoun"}]
    return (words, refs[:1]) if refs else None


# "add the word banquet to the caterer, slideshow and speech ones so i can find them", "stick the word urgent on 4
# and 5": a word said as a word is put in the titles of the tasks named (each of them), never a new task
_WORD_ADD = re.compile(
    r"^(?:(?:ok|okay|and|also|oh|right|so|then|now|pls|please|can\s+you|could\s+you|just)[\s,]+)*"
    r"(?:add|put|append|stick|include|pop|tack|throw|write|prefix)\s+(?:the\s+)?words?\s+(?!of\b)(?P<words>\S.*?)\s+"
    r"(?:in\s+front\s+of|to|in|into|onto|on)\s+(?:the\s+(?:start|front|beginning|end|names?|titles?)\s+of\s+)?"
    r"(?P<ref>\S.*?)(?:\s+(?:too|as\s+well|please|pls|thanks|for\s+me))*"
    r"(?:\s*,?\s+(?:so|just\s+so|because|cos|since)\b.*)?\s*[.!]*$", X)


def _title_add_rule(text: str, masked: str) -> list[Reading] | None:
    word = _WORD_ADD.match(masked)
    if word:
        words = unquote(group(text, word, "words").strip()).strip(" '\"‘’“”")
        raw_ref = re.sub(r"\s+(?:titles?|names?)$", "", group(text, word, "ref"), flags=X)
        refs = parse_refs(raw_ref)
        if words and len(words.split()) <= 3 and refs:
            return with_refs("update_task", each_numbered(refs, raw_ref), {"title_add": words}, 0.95,
                             "A word put in tasks' titles edits each title.")
    found = _title_words(text, masked, _TITLE_ADD)
    if found is None:
        return None
    words, refs = found
    if _SAID_BEFORE.match(words):  # what "that" is was said before: ask for the new title
        return with_refs("update_task", refs, {"title": None}, 0.9,
                         "Words said before added to a task's title: asks for the new title.")
    return with_refs("update_task", refs, {"title_add": words}, 0.95, "Words added to a task's title edit its title.")


def _title_drop_rule(text: str, masked: str) -> list[Reading] | None:
    found = _title_words(text, masked, _TITLE_DROP, numbered_possessive=True)
    if found is None:
        return None
    words, refs = found
    return with_refs("update_task", refs, {"title_drop": words}, 0.95,
                     "Words taken out of a task's title edit its title.")


# A word of a title put right: "its Vetmex not Provet, fix the title", "should be Solis not Solas in the name", "change
# Provet to Vetmex in the title". Said without the title named ("it's Vetmex, not Provet"), only of the task just talked
# about when its title has the wrong words (so "it's friday not thursday" stays a date fix)
_SWAP_WORDS = r"[\w'&.-]+(?:\s+[\w'&.-]+){0,2}?"
_SWAP_TAIL = (r"(?P<named>(?:\s*[,.;:!-]+\s*|\s+)(?:(?:pls|please|can\s+you|could\s+you|just)\s+)*"
              rf"(?:fix|correct|change|update|edit|amend|sort)\s+(?:the|its|it'?s|that|this)\s+{_TITLE_WORDS}|\s+in\s+(?:the|its|that)\s+{_TITLE_WORDS}"
              r"|(?:\s*[,.;:!-]+\s*|\s+)(?:is\s+)?(?:the\s+|a\s+)?(?:spelling|typo|misspel+(?:ed|t)|mistyped))?"
              r"(?:[\s,.;:!-]+(?:pls|please|thanks|thx|sorry|soz|oops|lol|my\s+bad|typo|fix\s+(?:it|that)))*[\s.!]*$")
_TITLE_SWAP_SAID = re.compile(
    r"^(?:(?:ok|okay|oh|oops|no|nah|sorry|wait|actually|and|also|ah|argh|ugh)[\s,.!]+)*"
    r"(?P<lead>(?:it'?s\s+(?:spelt|spelled|called|written)|its\s+(?:spelt|spelled|called|written)|it'?s|its|it\s+is|"
    r"it\s+should\s+be|should\s+be|that\s+should\s+be|"
    r"that'?s|thats|the\s+name\s+is|the\s+title\s+is)\s+)?"
    rf"(?P<new>{_SWAP_WORDS}),?\s+not\s+(?P<old>{_SWAP_WORDS}){_SWAP_TAIL}", X)
_TITLE_SWAP_ASKED = re.compile(
    r"^(?:(?:ok|okay|oh|oops|no|sorry|and|also|pls|please|can\s+you|could\s+you|just)[\s,.!]+)*"
    rf"(?:change|replace|swap|switch|correct|fix)\s+(?P<old>{_SWAP_WORDS})\s+(?:to|with|for|into|->|→)\s+"
    rf"(?P<new>{_SWAP_WORDS})\s+in\s+(?:the\s+)?(?:{_TITLE_WORDS}\s+(?:of|on|for)\s+(?P<ref>.+?)|(?P<ref2>.+?)(?:'s|s')?"
    rf"\s+{_TITLE_WORDS}|(?:the|its|that)\s+{_TITLE_WORDS})(?:\s+(?:pls|please|thanks|thx))*[\s.!]*$", X)
_NOT_A_NAME_WORD = re.compile(r"^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|high|low|"
                              r"medium|urgent|done|yet|now|me|you|it|that|this|the|a|an|sure|really|just|bad|fine|"
                              r"ok|okay)$", X)


def _title_swap_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    asked = _TITLE_SWAP_ASKED.match(masked)
    said = None if asked else _TITLE_SWAP_SAID.match(masked)
    m = asked or said
    if m is None:
        return None
    old, new = group(text, m, "old").strip(" '\"‘’“”"), group(text, m, "new").strip(" '\"‘’“”")
    if not old or not new or old.lower() == new.lower() or _NOT_A_NAME_WORD.match(old) or _NOT_A_NAME_WORD.match(new):
        return None
    if said and not said.group("named"):
        last = str(((env.context.last_task if env.context else None) or {}).get("title") or "")
        if not said.group("lead") or not re.search(rf"(?<![\w']){re.escape(old)}(?![\w'])", last, re.IGNORECASE):
            return None  # "it's friday not thursday", "me not you": no title said to be wrong
    raw_ref = (group(text, m, "ref") or group(text, m, "ref2")) if asked else ""
    refs = parse_refs(raw_ref) if raw_ref else [{"kind": "pronoun"}]
    if not refs:
        return None
    return with_refs("update_task", refs[:1], {"title_swap": {"old": old, "new": new}}, 0.95,
                     "A word of a task's title said wrong, and what it should be: the title put right.")


def _note_drop_rule(text: str, masked: str) -> list[Reading] | None:
    found = _title_words(text, masked, _NOTE_DROP, numbered_possessive=True)
    if found is None or re.fullmatch(r"(?:the\s+|all\s+(?:the\s+)?)?(?:everything|all|it|that|this|text|words)",
                                     found[0], X):
        return with_refs("update_task", found[1], {"description": ""}, 0.9,
                         "Everything taken out of a task's notes clears them.") if found else None
    words, refs = found
    return with_refs("update_task", refs, {"note_drop": words}, 0.95,
                     "Words taken out of a task's notes edit its notes.")


def _clear_note_rule(text: str, masked: str) -> list[Reading] | None:
    m = _CLEAR_NOTE.match(masked)
    if not m:
        return None
    refs = [{"kind": "pronoun"}] if m.group("ref3") else parse_refs(ref_group(text, m))
    numbered = all(ref["kind"] == "number" for ref in refs)  # "from 12 and 13": both; a title may hold an "and"
    return with_refs("update_task", refs if numbered else refs[:1], {"description": ""}, 0.9,
                     "Removing a note edits the task.")


# Adding to a task's description ("add coffee to the groceries notes", "put 'bring the card' in the dentist
# task's description", "append call first to the notes of task 3"): an edit that keeps what the note said.
_ADD_TO_NOTE = re.compile(
    r"^(?:add|put|append|stick|write|jot(?:\s+down)?|include|pop)\s+(?P<new>.+?)\s+(?:to|on|in|into|onto)\s+"
    rf"(?:the\s+|my\s+)?(?:(?P<ref>.+?)(?:'s|s'|\s+task'?s?)?\s+{_NOTE}"
    rf"|{_NOTE}\s+(?:of|for|on|in)\s+(?P<ref2>.+))\s*[.!]*$"
    # "add to the dentist note: grinding teeth at night", "put this in the visa paperwork notes - old passport in the
    # drawer"
    r"|^(?:add|put|append|write|stick|pop|jot)\s+(?:(?:this|that|it)(?:\s+down)?\s+)?(?:to|on|in|into|onto)\s+"
    r"(?:the\s+|my\s+)?(?P<ref3>.+?)(?:'s|s'|\s+task'?s?)?"
    rf"\s+{_NOTE}\s*(?::|-|–|,)\s*(?P<new2>.+)$"
    # "add bring the old passport as a note on the lawyer one", "put 'gate code 4411' as a comment for #3"
    r"|^(?:add|put|append|stick|write|jot(?:\s+down)?|pop|save)\s+(?P<new3>.+?)\s+as\s+(?:a|an|the)\s+(?:note|comment)s?\s+"
    r"(?:to|on|in|into|onto|for)\s+(?P<ref4>.+?)\s*[.!]*$"
    # "add to the uniform one that its the blue ones", "put on the vet task: she hates the car": a task clearly named
    r"|^(?:add|put|append|write|jot|stick|pop)\s+(?:to|on|onto)\s+(?P<ref5>(?:the|my|that)\s+(?:[\w'&-]+\s+){1,4}"
    r"(?:one|task|thing))\s*(?:[,:]|\s[-–]|\s+that\b|\s+saying\b)\s*(?P<new5>\S.*?)\s*[.!]*$",
    X,
)


# "put in the description that its invoice F-20931", "add to the notes that she called", "in the notes put: gate code
# 4471", "note in its description that it's paid": the notes of the task talked about, then what they should say
_IN_ITS_NOTE = re.compile(
    r"^(?:(?:and|also|pls|please|then|now|oh|just)[\s,]+)*(?:(?:add|put|write|stick|pop|jot(?:\s+down)?|note|say|mention|"
    rf"include|save)\s+(?:(?:that|this|it)\s+)?(?:in|into|to|on|onto)\s+(?:the|its|it'?s|that|this)\s+{_NOTE}"
    rf"|in\s+(?:the|its|it'?s|that|this)\s+{_NOTE}\s*,?\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:put|write|add|say|note|"
    r"mention|stick|jot(?:\s+down)?))"
    r"(?:\s*[:,-]\s*|\s+)(?:(?:that|saying|the\s+fact\s+that)\s+)?(?!(?:for|of|on|in)\s)(?P<new>\S.*?)[\s.!]*$", X)


def _in_its_note_rule(text: str, masked: str) -> list[Reading] | None:
    m = _IN_ITS_NOTE.match(masked)
    note = unquote(strip_filler(group(text, m, "new"))) if m else ""
    if not note or note.lower() in _LEFT_AS_NOTE:
        return None
    said = re.match(r"^(?:it'?s|it\s+is)\s+(?=\S+\s+\S)", note, X)  # "that its invoice F-20931 and …": what it is
    note = note[said.end():] if said else note
    return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, "note": note}, 0.9,
                    "What goes in the notes of the task talked about.")]


def _add_to_note_rule(text: str, masked: str) -> list[Reading] | None:
    m = _ADD_TO_NOTE.match(masked)
    if not m:
        return None
    refs = parse_refs(ref_group(text, m) or group(text, m, "ref3") or group(text, m, "ref4") or group(text, m, "ref5"))
    note = unquote(strip_filler(group(text, m, "new") or group(text, m, "new2") or group(text, m, "new3")
                                or group(text, m, "new5")))
    if not refs or not note or note.lower() in _LEFT_AS_NOTE:
        return None  # "put that in the notes": what "that" is was said before
    return with_refs("update_task", refs[:1], {"note": note}, 0.9, "Adding to a task's notes edits the task.")


_UPDATE_GATE = re.compile(
    r"^(?:set|make|add|put|attach|append|write|change|update|edit|amend|modify|fix|replace|notes?\s+(?:on|for|to)\b|"
    r"rename|retitle|re-|reword|alter|switch|swap|correct|(?:just\s+)?(?:call|name|title)\s+(?:#|task|number|item|the|that|my)|"
    r"(?:and\s+|also\s+)?(?:the\s+)?(?:description|desc|details|notes?|title|name)\s+(?:of|for|on)\b)|"
    r"\b(?:should|supposed\s+to|meant\s+to)\s+(?:just\s+|only\s+|simply\s+)?(?:be|say|read)\b|"
    # "tidy up the passport description, just make it: …": the field named, then what it should say
    r"\b(?:description|desc|details|notes?|title)\b.*?[\s,;:-](?:just\s+|only\s+|simply\s+)?(?:make|set)\s+(?:it|them)\b",
    X)


# Moving a task in time ("push the dentist to thursday", "change the date of task 2 to friday",
# "make the essay due monday"): an edit of an existing task whose new value is a date. The date must be
# all that follows the preposition, so "move the couch to the garage tomorrow" stays a chore.
# Misspelled verbs count too ("can u moov the chapter one to wensday").
_MOVE_VERB = (r"(?:(?:move|moov|muve|mve|mv|resched|push|postpone|prepone|delay|defer|bump|shift|shove|slide|kick|"
              r"reschedule|re-schedule|put\s+off|put\s+back|switch|swap)(?:\s+(?:back|forward|forwards|out|over))?|bring\s+(?:forward|forwards|back|up))")
# The start of a date or time ("friday", "next week", "3pm"): never what a "to" in a task's name leads
_DAY_WORD = (r"(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|next|this|noon|midday|the\s+\d|\d|jan|feb|"
             r"mar|apr|may|jun|jul|aug|sep|oct|nov|dec)")
MOVE_CUES: tuple[Cue, ...] = (
    Cue("change the date of", re.compile(
        r"^(?:change|update|set|move|push|modify|edit|fix|alter|amend|adjust|shift)\s+the\s+(?:due\s+)?(?:date|deadline|due\s+date|time|"
        r"day|timing|due)\s+(?:of|for|on)\s+(?P<ref>.+?)\s+(?:to|for|as)\s+(?P<date>.+)$", X)),
    # "postpone to friday", "the gauze one, push to monday": no task said after the verb, so the one talked about
    Cue("move it to", re.compile(rf"^{_MOVE_VERB}(?P<ref>)\s+(?:to|until|till|til)\s+(?P<date>.+)$", X)),
    Cue("move to", re.compile(
        rf"^{_MOVE_VERB}\s+(?P<ref>.+?)(?:\s+(?:back|forward|forwards|out|over))?\s+(?:to|until|till|til|into|"
        r"back\s+to|forward\s+to)\s+(?P<date>.+)$", X)),
    # "both move to wed", "kt session mv 27th 3pm": the task said first, then the move and a date (never "i move to …";
    # never "shift", a noun as often as a verb: "early shift tomorrow so …")
    Cue("X move to", re.compile(
        r"^(?P<ref>(?!(?:i|we|you|u|they|he|she|can|could|pls|please|just|then|and|so|what|whats|what's|which|when|"
        r"who|is|are|do|does|did|anything|any)\b)[^,.;?]+?)\s+"
        r"(?:move|mv|push|bump)(?:\s+(?:back|forward|out))?\s+(?:(?:to|until|till|til)\s+)?"
        rf"(?P<date>{_DAY_WORD}.*)$", X)),
    # "whatever's due tomorrow has to go to thursday", "the vet needs to move to friday", "the dentist can go to the
    # 3rd instead": the task said first, then where it has to go (never a person: "i have to go to …")
    # ("flat tyre on the ute 🙄 whatever's due tomorrow has to go to thursday": the news before the day's tasks)
    Cue("X has to go to", re.compile(
        r"^(?:[^,.;?]*?\s(?=the\s+task\s+(?:any)?dueon\d{8}\s))?(?P<ref>(?!(?:i|we|you|u|they|he|she|can|could|pls|please|just|then|and|so|what|whats|what's|which|when|"
        r"who|is|are|do|does|did|anything|any|everyone|everybody|someone|somebody)\b)[^,.;?]+?)\s+"
        r"(?:has|have|needs?|must|should|can|could|will\s+have|'ll\s+have|gotta|got)\s+(?:to\s+)?"
        r"(?:go|move|shift|be\s+(?:moved|pushed(?:\s+back)?|shifted|done)|get\s+(?:moved|pushed(?:\s+back)?)|wait)\s+"
        r"(?:back\s+)?(?:to|until|till|til|on)\s+"
        rf"(?P<date>(?:the\s+)?{_DAY_WORD}.*)$", X)),
    # "move the doctor trip to st. anthony to wednesday": a "to" in the task's name, so the date is after the last one
    Cue("move to, to", re.compile(rf"^{_MOVE_VERB}\s+(?P<ref>.+\s+to\s+(?!{_DAY_WORD}).+)\s+(?:to|until|till|til)\s+"
                                  r"(?P<date>.+)$", X)),
    # "put the staff meeting prep back to friday", "put the vet forward to monday"
    Cue("put back to", re.compile(
        r"^put\s+(?P<ref>.+?)\s+(?:back|forward|forwards|off)\s+(?:to|until|till|til)\s+(?P<date>.+)$", X)),
    # "put the café shift to sunday", "set the mooring ropes for friday": a task put or set to a day (the day said
    # right after; never "set the alarm for 6", "set the table for sunday", "put the kids to bed")
    # ("put the school fees on my list for friday", "put the sign one down for saturday": what is put down is said
    # otherwise)
    Cue("put to day", re.compile(
        r"^(?:put\s+(?=(?:(?!\s(?:for|on|onto|in|into|down)\s).)+\s(?:to|until|till)\s)|set\s+)"
        r"(?P<ref>(?:the|my|our|that|this)\s+(?!(?:alarm|timer|table|clocks?|kids|oven)\b)"
        r"(?:(?!\b(?:on|onto|in|into|down|list)\b).)+?)\s+"
        rf"(?:to|until|till|for)\s+(?P<date>(?:the\s+)?{_DAY_WORD}.*)$", X)),
    Cue("reschedule for", re.compile(
        r"^(?:(?:reschedule|re-schedule|postpone|delay|defer|move)\s+(?P<ref>.+?)|(?:bring|pull)\s+(?P<ref2>.+?)\s+"
        r"(?:forward|forwards|back))\s+(?:for|to|until)\s+(?P<date>.+)$", X)),
    # "make the essay due monday", "put it due the 7th dec so i book it in time", "i want the nct task due on the 7th"
    Cue("make due", re.compile(r"^(?:(?:i|we)\s+(?:want|need|'d\s+like|would\s+like)\s+"
                               r"(?=.+\s(?:task|one|thing)\s+due\s)|(?:make|set|have|put|get)\s+)"
                               r"(?P<ref>.+?)\s+(?:be\s+)?due\s+(?P<date>.+)$", X)),
    # "can the invoice be due friday instead of wed", "could #3 be moved to monday?"
    # "can the open home be sunday instead of sat": "be" and the day
    Cue("can it be due", re.compile(
        r"^(?:can|could|should)\s+(?P<ref>.+?)\s+(?:be\s+(?:due|moved\s+to|pushed\s+(?:back\s+)?to|changed\s+to|"
        rf"done\s+on|on)|be(?=\s+{_DAY_WORD})|(?:slide|move|shift|go|roll|get\s+moved)\s+(?:over\s+)?(?:to|until|till))\s+"
        r"(?P<date>.+?)\??$", X)),
    # "can i do the charger monday instead", "could we do the gym one on friday instead?", "ill do the dentist the 3rd
    # instead": the task done on another day, "instead" saying it moves (without it, "can i do X monday" is a question).
    # Never "X done by <day>": a plan with a deadline is `_WILL_GET_DONE`'s
    Cue("can i do it instead", re.compile(
        r"^(?:(?:can|could|shall|should)\s+(?:i|we|u|you)|(?:i|we)(?:'ll|ll|\s+will|\s+can|\s+could|'d|\s+would|"
        r"\s+might)|i'?m\s+(?:going\s+to|gonna)|(?:i|we)\s+(?:want|need)\s+to|let'?s)\s+(?:just\s+)?"
        r"(?:do|have|get|take|fit|move|switch|swap|push)\s+(?P<ref>(?:(?!\s(?:by|before)\s)[^,.;?])+?)"
        r"(?:\s+in)?\s+(?:on\s+|to\s+|for\s+)?"
        rf"(?P<date>(?:the\s+)?{_DAY_WORD}[^,.;?]*?)\s+instead(?:\s+of\s+[^,.;?]+)?\??$", X)),
    # "the practice called, they want it moved to friday 2pm": someone asks for the task to move
    # "landlord wants it thursday", "the school needs it by friday": someone wants the task on another day
    Cue("they want it moved", re.compile(
        r"^(?:(?:the|my|our|his|her)\s+)?(?!(?:what|who|do|does|it|that|this|you|u|i|we|still|really|just|also|only|actually|"
        r"definitely|probably|might|may|will|would)\b)[\w'-]+\s+"
        r"(?:want|wants|wanted|need|needs|asked\s+for|would\s+like|'d\s+like)\s+"
        r"(?P<ref>it|that|this|the\s+.+?)\s+(?:(?:moved|pushed(?:\s+back)?|changed|rescheduled|shifted|done|in)\s+)?"
        r"(?:to|until|for|on|by)?\s*(?P<date>(?<=\s)\S.*)$", X)),
    # "give it a date, wednesday", "give the gym one a deadline of friday"
    Cue("give a date", re.compile(
        r"^(?:give|set|put)\s+(?P<ref>.+?)\s+(?:a\s+|the\s+)?(?:due\s+)?(?:date|deadline|due\s+date)"
        # "give the letter a date, namely Friday of this week"
        r"(?:\s+(?:of|for|on|to|as))?[\s,:;-]+(?:(?:say|like|maybe|perhaps|let'?s\s+say|how\s+about|namely|that\s+is|"
        r"i\.?e\.?|viz\.?|specifically)[\s,]+)?"
        # "give that one a date, end of the month is fine": the date, then that it will do
        r"(?P<date>.+?)(?:\s+(?:is|would\s+be|will\s+be|should\s+be)\s+(?:fine|ok|okay|good|great|perfect|enough)|"
        r"\s+(?:works|will\s+do|should\s+do))?[\s.!]*$", X)),
    # "the review got moved to next monday, 2pm": told what happened to it
    Cue("got moved to", re.compile(
        # "chapter 3 due date moved to 10 dec": a date's move told with no "was" before it
        r"^(?P<ref>.+?)(?:\s+(?:got|was|has\s+been|have\s+been|is|are|were|'s)|'s(?:\s+been)?|(?<=deadline)|(?<=date))"
        r"\s+(?:now\s+)?(?:moved|pushed|postponed|"
        r"rescheduled|delayed|changed|shifted|bumped|put\s+off)(?:\s+(?:back|forward|out))?\s+(?:to|until|till|for)\s+"
        r"(?P<date>.+)$", X)),
    # "parents evening moved to thursday", "the 1:1 got pushed to friday": the task, then "moved", with no "was"
    # (never a person: "i moved to leeds", "my sister moved to perth" names no task and no day)
    Cue("X moved to", re.compile(
        r"^(?P<ref>(?!(?:i|we|you|u|they|he|she|my\s+(?:mum|mom|dad|sister|brother|son|daughter|wife|husband|"
        r"partner|friend|family|boss|mate|nan|gran))\b)[^,.;?]+?)\s+"
        r"(?:moved|postponed|rescheduled|shifted|bumped)(?:\s+(?:back|forward|out))?\s+(?:to|until|till|til)\s+"
        rf"(?P<date>(?:the\s+)?{_DAY_WORD}.*)$", X)),
    # "the boss moved the fence repair to thursday", "they've pushed the dentist back to friday": someone else moved it
    # (never "her appointment", "his flight": their own thing, news only)
    Cue("someone moved X to", re.compile(
        r"^(?:(?:the|my|our|his|her)\s+)?(?:[\w'-]+|they|they'?ve|he|she|he'?s|she'?s|someone|somebody)\s+"
        r"(?:have\s+|has\s+|'ve\s+|just\s+|now\s+)*"
        r"(?:moved|pushed|postponed|rescheduled|shifted|bumped|changed)\s+(?P<ref>(?:the\s+)?(?!(?:to|her|his|their|your)\b)[^,.;?]+?|it|that)"
        r"(?:\s+(?:back|forward|out))?\s+(?:to|until|till|til)\s+"
        rf"(?P<date>(?:the\s+)?{_DAY_WORD}.*)$", X)),
    # "put the garage one on saturday", "schedule it for friday": weak verbs, so only for a task clearly named
    # "put the sign one down for saturday", "pencil #3 in for friday"
    Cue("put on", needs_specific=True, pattern=re.compile(
        r"^(?:put|set|schedule|plan|do|switch|move|push|pencil|pop|stick)\s+(?P<ref>.+?)(?:\s+(?:down|in))?"
        r"\s+(?:on|for|to|at)\s+(?P<date>.+)$", X)),
    # "mv 2 fri", "push #4 next tue", "move the gym one sat": terse, with no "to", so only for a task clearly named
    Cue("move N day", needs_specific=True, pattern=re.compile(
        rf"^{_MOVE_VERB}\s+(?P<ref>#\s*\d+|\d+|(?:task|number|no\.?|item)\s*#?\s*\d+|"
        r"(?:the\s+)?(?:first|second|third|last|other)\s+one|the\s+(?:[\w'-]+\s+){1,3}one)\s+"
        r"(?P<date>(?!to\s|until\s|till\s)\S.*)$", X)),
    # "#1 make it next week tuesday", "the gym one do it friday instead": a task named, then its new date for "it"
    Cue("number make it", pattern=re.compile(
        r"^(?P<ref>#\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+|the\s+(?:[\w'-]+\s+){1,3}(?:one|thing|task))\s+"
        r"(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+)?(?:make|move|put|set|change|do|push|switch)\s+"
        r"(?:it|that|this)(?:\s+one)?\s+(?:to\s+|for\s+|on\s+|till\s+|until\s+)?(?P<date>.+)$", X)),
    # "and #2 to dec 4", "the gym one to friday": a follow-up naming only the task and its new date
    Cue("number to", pattern=re.compile(
        r"^(?P<ref>#\s*\d+|(?:task|number|no\.?|item)\s*#?\s*\d+|(?:the\s+)?(?:first|second|third|last|other)\s+one|"
        r"the\s+(?:[\w'-]+\s+){1,3}one)\s+(?:to|for|on|until|till|by|->|→)\s+(?P<date>.+)$", X)),
)
# A date corrected in the same breath ("to thursday... no wednesday", "friday, i mean saturday"): the last one counts.
_SAID_AGAIN = re.compile(r"(?:[\s,.…;-]+)(?:no|nope|nah|sorry|i\s+mean|i\s+meant|actually|or\s+rather|"
                         r"make\s+(?:it|that)|wait)\b[\s,.…!-]*(?=\S)", X)
# "push the car insurance task back a week", "delay the dentist by 2 days", "bring the demo forward a day": moved
# by an offset from its own due (the graph counts from the task's due: `intents.dated.moved_due`).
_AMOUNT = r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple(?:\s+of)?|a\s+few|couple|few|\d+)"
_MOVE_BY = re.compile(
    rf"^(?P<verb>{_MOVE_VERB}|bring|pull|delay|extend)\s+(?P<ref>.+?)"
    r"(?:\s+(?P<dir>back|forward|forwards|out|on|up|ahead|later|earlier))?\s+(?:by\s+)?(?P<n>" + _AMOUNT + r")\s+"
    r"(?:more\s+)?(?P<unit>days?|weeks?|fortnights?|months?|hours?|hrs?)"
    r"(?:\s+(?P<dir2>later|earlier|back|forward|out))?"
    # "… back a week pls", "… by 2 days please thx": politeness after the amount
    r"(?:[\s,]+(?:please|pls|plz|thx|thanks|ta|cheers|if\s+possible|if\s+you\s+can|x+))*[\s.!]*$", X)
_UNITS = {"d": "days", "w": "weeks", "m": "months", "h": "hours"}
# "push all the wedding bits to the week after", "move it to the following day": one of that unit later
# "push the fuse board swap to the monday after", "move it to the following friday": that weekday after its own due
_MOVE_TO_FOLLOWING = re.compile(
    rf"^{_MOVE_VERB}\s+(?P<ref>.+?)\s+(?:to|into|until|till|for)\s+the\s+(?:(?P<unit>day|week|month)\s+after"
    r"|following\s+(?P<unit2>day|week|month)"
    r"|(?P<wd>mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\s+after(?:\s+(?:that|it|that\s+one))?"
    r"|following\s+(?P<wd2>mon|tues|wednes|thurs|fri|satur|sun)(?:day)?)"
    r"(?:[\s,]+(?:please|pls|plz|thx|thanks|ta|cheers|instead))*[\s.!]*$", X)
_WEEKDAY_STEMS = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")


def _shift(m: re.Match[str]) -> dict[str, int]:
    """The offset a move by an amount says: {"days": 2}; earlier ("bring forward", "move up") is negative."""
    count = amount(m.group("n"))
    direction = (m.group("dir2") or m.group("dir") or "").lower()
    verb = m.group("verb").lower()
    earlier = direction in ("up", "earlier") or (direction.startswith("forward") and verb.startswith(("bring", "pull")))
    if m.group("unit").lower().startswith("fortnight"):  # "push it back a fortnight": two weeks
        unit, count = "weeks", count * 2
    else:
        unit = _UNITS[m.group("unit")[0].lower()]
    return {unit: -count if earlier else count}


_MOVE_LEFTOVER = re.compile(r"^(?:instead|rather|then|please|pls|abeg|if\s+possible|now|thanks|actually|tbh|"
                            # "… to thursday at 11 so" (Irish "so" for "then"), "… to friday mate", "… to sat lol"
                            r"so|mate|lads|lol|thx|ta|cheers|"
                            # "move the hospital visit to friday too", "make it weekly after all"
                            r"too|as\s+well|after\s+all|"
                            r"(?:at\s+the\s+)?latest|tops|max|"
                            r"from\s+now\s+on|"
                            # "… namely Friday of this week": the day, then its week
                            r"of(?=\W*$)|of(?=\s)|"
                            r"(?:at\s+)?(?:the\s+)?same\s+time|not\s+(?:on\s+|at\s+)?(?:the\s+)?[\w:.]+(?:\s*[ap]m)?|\W)*$",
                            X)
# "… not tuesday", "… instead of every 2 weeks": the date or repeat ruled out, said last
# "… not nov 30", "… not the 30th nov": a date ruled out may be a month and its day
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_RULED_OUT_DATE = re.compile(r"(?:\s*,)?\s+(?:not|instead\s+of|rather\s+than)\s+(?:on\s+|at\s+)?(?:the\s+)?"
                             r"(?:(?:next|this|coming|last)\s+)?"  # "… is tonight not next monday"
                             r"(?:every\s+(?:other\s+)?(?:\d+\s+|two\s+|three\s+|four\s+)?)?"
                             # "… weekly instead of twice a week": how often, ruled out
                             r"(?:(?:once|twice|\w+\s+times)\s+(?:a|per|every)\s+(?:day|week|month|year)|"
                             rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|"
                             r"[\w:.]+(?:\s*[ap]m)?)"
                             r"[\s.!]*$", X)
_WEEKDAY_ALONE = re.compile(r"^(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)\.?(?:\s+(?:instead|then|pls|please))?"
                            r"\W*$", X)
_NTH_ALONE = re.compile(r"^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b", X)


def _when_said(said: str, env: Env) -> WhenMatch | None:
    """The date in a move's new value; "the 10th" alone (no "on") is a day of the month there too, and the date
    ruled out after it ("friday not thursday") is not read."""
    said = _RULED_OUT_DATE.sub("", said)
    as_day = _NTH_ALONE.match(said) or _WEEKDAY_ALONE.match(said)  # "to the 10th", "to wed": days, as after "on"
    return (on_day(said, env.now, env.timezone) if as_day else None) or extract_when(said, env.now, env.timezone)


def day_of_bulk(raw_ref: str, env: Env) -> list[dict[str, Any]]:
    """The open tasks of a day named by its date ("everything from saturday") as one bulk reference filtered to that
    day (a list_tasks due filter); [] when `raw_ref` names no such day."""
    day_words = None if bulk_due(raw_ref) else bulk_day_words(raw_ref)  # "from today" keeps its filter (overdue too)
    found = _when_said(day_words, env) if day_words else None
    if found is None or not found.when or found.repeat_words:
        return []
    return [{"kind": "all", "status": "pending", "due": found.when[:10]}]


# "… to thursday they shut tomorrow", "… to friday she's off": why, said after the day without a comma
_WHY_AFTER = re.compile(r"\s*[,;]\s*|\s+[-–]\s+|\s+(?=(?:so|because|cause|cos|since|as)\s)"
                        r"|\s+(?=(?:they|she|he|we|i|theyre|shes|hes|im|ive)(?:'(?:re|s|m|ve|ll|d))?\s+\S)", X)
_ITS_DATE = re.compile(r"(?:'s)?\s+(?:deadline|due\s+date|due|date)$", X)
# "… a date, sunday at the market maybe": how sure, and where, said after the day: no part of the date
_HEDGE_AFTER = re.compile(r"(?:\s+(?:at|in|from|by)\s+(?:the\s+)?(?!(?:\d|noon|midday|night|morning|evening|afternoon|"
                          r"lunch|latest|end|start|weekend)\b)[\w'-]+)?"
                          r"(?:[\s,]+(?:maybe|probably|perhaps|prob|i\s+guess|i\s+think|i\s+reckon|if\s+possible|"
                          r"or\s+so|ish|or\s+whenever))+[\s.!?]*$", X)


# Words that make "X move to friday" a chore's name, not a task then its move: a command or to-do verb first, or a
# word that leads into "move" ("for the move", "my move")
_NOT_MOVED_FIRST = re.compile(rf"^(?:{'|'.join(sorted(TASK_VERBS | {'add', 'put', 'remind', 'todo', 'note', 'new'}))})"
                              r"\b"
                              r"|\b(?:the|a|an|my|our|his|her|their|for|of|to|house|home|office|flat)$", X)


def _move_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    by = _MOVE_BY.match(masked)
    if by:
        raw_ref = group(text, by, "ref")
        refs = parse_refs(raw_ref)
        if refs and not re.search(r"\breminders?\b", raw_ref, X):
            return with_refs("update_task", each_numbered(refs), {"shift": _shift(by)}, 0.95,
                             "Moving a task by some days is an edit of that task.")
    following = _MOVE_TO_FOLLOWING.match(masked)
    if following:
        raw_ref = group(text, following, "ref")
        refs = parse_refs(raw_ref)  # as a move by an amount: "all the wedding bits" are those with a date
        if refs and not re.search(r"\breminders?\b", raw_ref, X):
            weekday = following.group("wd") or following.group("wd2")
            if weekday:  # the first such weekday after its due: a day on, then on to that weekday
                shift = {"days": 1, "weekday": _WEEKDAY_STEMS.index(weekday.lower())}
            else:
                shift = {_UNITS[(following.group("unit") or following.group("unit2"))[0].lower()]: 1}
            return with_refs("update_task", each_numbered(refs), {"shift": shift}, 0.95,
                             "Moving a task to the week after is a move by a week.")
    for cue, m in matches(MOVE_CUES, masked):
        raw_ref = ref_group(text, m)
        if cue.label == "X move to" and _NOT_MOVED_FIRST.search(raw_ref):
            continue  # "add house move to friday", "book a van for the move to friday": a new task's words
        date_text = _RULED_OUT_DATE.sub("", _SAID_AGAIN.split(masked[m.start("date"):m.end("date")])[-1])
        left_out = LEFT_OUT_TAIL.search(date_text)  # "… to monday, except the gala": the tasks left out, said last
        excepted = left_out_refs(clean_ref_text(left_out.group("what"))) if left_out else []
        if excepted:
            date_text = date_text[:left_out.start()]
        if re.search(r"\breminders?\b", raw_ref, X):
            return None  # "reschedule the dentist reminder to friday" moves the reminder
        if cue.label not in ("number to", "put on"):
            date_text = _an_hour(date_text)  # "shift the chiropody to 11 instead of 10": an hour, not a day
        found = _when_said(date_text, env)
        value = _date_value(date_text, found, repeats=True)
        if value is None and _WHY_AFTER.search(date_text):  # "… to the 7th dec so i book it in time": why, after
            date_text = _WHY_AFTER.split(date_text, maxsplit=1)[0]
            found = _when_said(date_text, env)
            value = _date_value(date_text, found, repeats=True)
        if value is None and _HEDGE_AFTER.search(date_text):  # "… sunday at the market maybe": the day alone
            date_text = date_text[:_HEDGE_AFTER.search(date_text).start()]
            found = _when_said(date_text, env)
            value = _date_value(date_text, found, repeats=True)
        if value is None or found is None:
            continue
        value = _loose_on_another_day(value, found)
        owner = _ITS_DATE.sub("", raw_ref)  # "move the essay deadline to …": the essay's date
        raw_ref = "it" if owner.strip().lower() in ("the", "its", "it", "that", "this", "my", "") else owner
        raw_ref, value = _day_of_the_task(raw_ref, date_text, value, env)
        refs = day_of_bulk(raw_ref, env) or parse_refs(raw_ref, bulk_default="pending")  # "push everything to
        # next week": what is still to do; "everything from saturday": what is still to do that day
        if excepted and len(refs) == 1 and refs[0]["kind"] == "all":
            refs = [{**refs[0], "except": excepted}]
        if not refs or (cue.needs_specific and not is_specific(refs[0], raw_ref)):
            continue
        params = value or found.params()
        if refs[0]["kind"] == "all" and _NEXT_WEEK.match(date_text) and params.get("due"):
            # "push all the engagement stuff to next week": each a week on from its own date (one with none to next
            # week's monday), decided per task when they are looked up
            params = {**params, "shift": {"weeks": 1}}
        return with_refs("update_task", each_numbered(refs, raw_ref), params, 0.95,
                         "Moving a task to another date changes its due date.")
    return None


# "to next week", "into next wk": the week after, no day said
_NEXT_WEEK = re.compile(r"^\s*(?:to|into|till|until|for)?\s*(?:the\s+)?next\s+(?:week|wk)[\s.!]*$", X)


# "the kevin pickup tmrw", "the dentist on friday": the day said after a task's name says which day it is on
_DAY_OF_THE_TASK = re.compile(r"\s+(?:on\s+|this\s+|next\s+)?(?:today|tonight|tomorrow|tmrw|tmr|tomoz|"
                              r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)$", X)


def _day_of_the_task(raw_ref: str, date_text: str, value: dict[str, Any] | None,
                     env: Env) -> tuple[str, dict[str, Any] | None]:
    """"the kevin pickup tmrw got moved to 1pm", "move the dentist tomorrow to 3pm": a time alone moves the task on
    the day said with its name, and that day is no part of the name."""
    day = _DAY_OF_THE_TASK.search(raw_ref)
    if not value or "at_time" not in value or not day or not raw_ref[:day.start()].strip():
        return raw_ref, value
    found = _when_said(f"{day.group().strip()} {date_text}", env)
    if found is None or not found.when or found.repeat_words:
        return raw_ref, value
    moved = found.due_params()
    if value.get("at_time_loose"):  # "… on friday to 7": either half of the day, nearest the task's own time
        moved["at_time_loose"] = True
    return raw_ref[:day.start()], moved


# A new date or time for the task just talked about: "make that in 10 days", "actually make it friday",
# "oh wait its 3:30 not 3", "make it 4pm instead" (a time alone keeps the task's day: `intents.dated.moved_due`).
_REDATE = re.compile(
    r"^(?:(?:no|nope|nah|sorry)[\s,]+)?(?:(?:make|change|move|put|set)\s+(?:it|that|this)(?:\s+one)?\s+(?:to\s+|for\s+|on\s+|at\s+)?"
    r"|(?:it'?s|its|it\s+is|that'?s|it\s+should\s+be|it\s+has\s+to\s+be|no\s+it'?s)\s+(?:at\s+|on\s+)?"
    # "do it wednesday rather", "he says friday now", "she said the 4th": a new day for it, done or told
    r"|do\s+(?:it|that|this)(?:\s+one)?\s+(?:on\s+)?"
    r"|(?:he|she|they|we|the\s+[\w'-]+)\s+(?:says?|said|reckons?|wants?\s+it)\s+(?:it'?s\s+|it\s+is\s+)?(?:now\s+)?(?:on\s+)?)"
    r"(?P<date>.+?)(?:,?\s+not\s+(?:at\s+|on\s+)?[\w:.]+(?:\s*(?:am|pm))?|\s+instead|\s+then|\s+actually|\s+after\s+all"
    r"|\s+rather|\s+now)*"
    r"(?:\s*[,;]\s+.*)?$", X)
_MOVE_LEFTOVER_TAIL = re.compile(r"(?:[\s,.!]+(?:instead|rather|then|please|pls|now|thanks))+[\s.!]*$", X)


# A named task's new time or repeat, said after it: "make the walk luna one 7:30 instead", "set walk luna to
# repeat every day at 7:30", "walk luna should be at 7:30 now", "change the walk luna repeat to 7:30", "the gym
# one repeats every tuesday now". Each pattern reads what comes before the date phrases that end the message;
# `specific` ones only count for a task clearly named ("the walk one", "#3"), so "make dinner at 7" stays a chore.
_REPEAT_SAID = (r"(?:repeat(?:s|ing)?|recur(?:s|ring)?|be\s+repeated|happen|go\s+off"
                # "make long run a weekly thing every sunday", "turn the bins into a regular task"
                r"|(?:into\s+|as\s+|up\s+as\s+)?an?\s+(?:weekly|regular|recurring|repeating|daily|monthly)\s+"
                r"(?:thing|task|one|event|job))")
# "the offsite needs booking by the 1st", "balloons need doing by the 4th", "the amir swap needs to be sorted by fri":
# a task's date said as what it needs (a fact about a task, like "is due")
# "the organist is to be paid this friday": "is to be" said for "has to be"
_NEEDS_DOING = (r"(?:needs?|wants?|has\s+to\s+be|have\s+to\s+be|must\s+be|needs?\s+to\s+be|should\s+be|"
                r"(?:is|are)\s+to\s+be)\s+"
                r"(?:[a-z]+ing|done|sorted|booked|paid|sent|finished|ordered|posted|fixed|signed|submitted|in)"
                # "mama's present has to be posted to poland by 10 dec": where to, before when
                r"(?:\s+(?:to|off\s+to)\s+(?!(?:by|on|before|for)\b)[\w'-]+)?"
                r"(?:\s+(?:by|on|before|for))?")
_BARE_DUE = re.compile(r"^(?!(?:it|that|this|he|she|they|we|i|you|u|there|what|when|which|who|add|new|also|and|"
                       r"anything|something|everything|nothing|all|wh\w*|wots?|wats?|wuts?|is|are|do|does|got|have|"
                       r"has|any|show|list|how|rename|retitle|change|update|edit|move|push|set|make|put|mark|delete|"
                       r"remove|remind|tick|cross)\b)"
                       r"(?P<ref>[^.!?;:,]+?)\s+due(?:\s+(?:on|by|for))?$", X)
_RETIME: tuple[tuple[re.Pattern[str], bool], ...] = (
    (re.compile(rf"^(?:make|set|have|switch|turn|change|update)\s+(?P<ref>.+?)\s+(?:to\s+)?{_REPEAT_SAID}$", X), False),
    (re.compile(rf"^(?P<ref>.+?)\s+(?:should|needs?\s+to|has\s+to|must|is\s+going\s+to|will)\s+{_REPEAT_SAID}$", X),
     False),
    (re.compile(r"^(?:change|set|move|make|update|switch)\s+(?:the\s+)?(?P<ref>.+?)(?:'s)?\s+(?:repeat|recurrence|"
                r"schedule|time|timing)\s+(?:to|for|at)$", X), False),
    # "garage rang, MOT's now thursday": "is now" said short, against the name
    (re.compile(r"^(?P<ref>.+?)(?:\s+(?:should\s+(?:be|happen)|is\s+now|'s\s+now|has\s+to\s+be|needs\s+to\s+be)"
                r"|(?<=[a-z])'s\s+now)(?:\s+(?:at|on))?$", X), False),
    # "oh and the groomer moved to 3:30", "the dentist's been rescheduled for friday": moved by someone else
    (re.compile(r"^(?:(?:oh|ok|so|and|also|fyi)[\s,]+)*(?P<ref>(?:the|my|our)\s+(?:(?!it\b|want|asked)[^\s,;:–-]+\s+){0,3}?"
                r"[^\s,;:–-]+?)\s+(?:(?:has|have|got|was|is|'s|are)\s+)?(?:been\s+)?"
                r"(?:moved|changed|rescheduled|pushed(?:\s+back)?|bumped|shifted|brought\s+forward)"
                r"(?:\s+(?:to|till|until|for|on))?$", X), False),
    # "actually the milk can wait till wednesday", "the report can be done monday"
    # "chainsaw can be today too", "the breakfast room one can be 5:30": the day or time it may have instead
    (re.compile(r"^(?:(?:actually|ok|so|oh|and)[\s,]+)*(?P<ref>.+?)\s+can\s+(?:wait|be\s+done|go|slide|happen|be)"
                r"(?:\s+(?:till|until|til|to|for|on|at))?$", X), False),
    # "secret santa is for the 18th": the day it is for
    # "the airport run's every friday now": "is" said short, against the name
    (re.compile(r"^(?P<ref>.+?)(?:\s+(?:repeats|recurs|is|are|'s|'re)|(?<!\bwhat)(?<!\bthat)(?<!\bwho)(?<!\bwhere)"
                r"(?<!\bwhen)(?<!\bhow)(?<!\bit)(?<!\bthere)(?<!\bhere)(?<=[a-z])'s)(?:\s+actually)?(?:\s+due)?"
                r"(?:\s+(?:at|on|by|for))?$",
                X), True),
    # "blister packs due wed 2nd dec": a thing named, then its date (an existing task's, else one to offer adding;
    # "call mam due friday", led by a to-do verb, stays an add)
    (_BARE_DUE, True),
    # (not a question: "wat needs doing today"; "it needs doing by friday" after an add dates that add)
    (re.compile(r"^(?!(?:what|wat|wot|whats|which|who|anything|something|everything|nothing|stuff|all|it|that|this|"
                r"they|he|she)\b)"
                # ("the radio check only needs doing weekdays now": "only" says how often, no part of the name)
                rf"(?P<ref>[^.!?;:]+?)(?:\s+(?:only|just|still|now|also|really))?\s+{_NEEDS_DOING}$", X), True),
    # ("have i got anything on thursday now" asks what is on, it moves nothing)
    (re.compile(r"^(?:make|set|have|switch|change)\s+(?!(?:i|we|you|u|they)\b)(?P<ref>.+?)"
                r"(?:\s+(?:to|for|at|on))?$", X), True),
)
# "a weekly thing", "a daily task": a repeat said as a kind of task (its word is not the repeat's timing)
_FREQ_THING = re.compile(r"\ban?\s+(?P<f>weekly|daily|monthly)\s+(?=(?:thing|task|one|event|job)\b)", X)
_NOW_SAID = re.compile(r"\b(?:now|instead)\b", X)
# A task's date or repeat said as a fact about it ("big shop is due saturday"), not about a person or a question
_STATED = re.compile(r"^(?!(?:it|that|this|he|she|they|we|i|you|there|what|when|which|who)\b)"
                     # "the translation deadline is actually 4pm not 5": the date said again, right this time
                     rf".+\s(?:(?:is|are|'s|'re)(?:\s+actually)?(?:\s+due)?(?:\s+(?:at|on|by|for))?|{_NEEDS_DOING}|"
                     r"due(?:\s+(?:on|by|for))?)$", X)
# A task clearly named, nothing else: "#3", "task 3", "the walk luna one", "it" (not "an alarm for task 7").
_CLEAN_REF = re.compile(r"^(?:#\s*\d+|the\s+task\s+(?:named)?dueon\d{8}|"  # "the saturday one" (`refs.DAY_TOKEN`)
                        r"(?:task|number|item|no\.?)\s*#?\s*\d+|(?:the|my)\s+(?:[\w'&-]+\s+){1,4}"
                        r"(?:one|task|thing)|it|that|this|that\s+one|this\s+one|(?P<q>[\"']).+(?P=q))$", X)


_RETIME_GATE = re.compile(r"\b(?:due|make|set|have|switch|turn|change|update|move|repeat\w*|recur\w*|should|needs?|has|"
                          r"must|will|is|are|going|can|moved|changed|rescheduled|pushed|bumped|shifted|brought)\b"
                          r"|'s\b|'re\b", X)


_NOTE_AFTER = re.compile(r"\s*(?:,|\band\b)\s+(?:put|add|make|set|have)\s+(?P<note>.+?)\s+(?:as|in|into|to)\s+"
                         r"(?:a\s+|the\s+|its\s+)?(?:note|notes|description|desc|details|comment)[\s.!]*$|\s*(?:,|\band\b|\bwith\b)\s+(?:add\s+)?(?:a\s+)?note\s*(?:saying|that\s+says|:)?\s*"
                         r"(?P<note2>\S.*)$"
                         # "… and the description is shortbread, irn bru": the description, in full
                         r"|\s*(?:,|\band\b|\bwith\b)\s+(?:the\s+|its\s+)?(?:description|desc|details)\s*(?:is|are|:|-|–)\s*"
                         r"(?P<described>\S.*)$", X)
# "…, and its due dec 4", "… and due date 4th dec", "…. due friday night", "…, deadline the 9th": the new due
# "make it p1 the deadline's friday": the deadline told straight after, with no comma
_DUE_AFTER = re.compile(r"(?:\s*,?\s+and|\s*[,.;]|(?=\s+(?:the\s+|its\s+)?(?:deadline|due\s+date)(?:'s|\s+is)\s))\s+"
                        r"(?:(?:it'?s|its|it\s+is|make\s+it|set\s+it|have\s+it)\s+"
                        r"(?:(?:be\s+)?due(?:\s+date)?\s+|for\s+)?"
                        # "… and set due 7 dec", "…, give it a deadline of the 9th"
                        r"|(?:set|make|give\s+it|put)\s+(?:it\s+|the\s+|its\s+|a\s+)?(?:due\s+date|due|deadline|date)\s+"
                        r"(?:(?:to|as|for|of|on)\s+)?|(?:(?:the|a|with\s+a|with\s+the)\s+)?"
                        r"(?:due\s+date|due|deadline)(?:'s\s+|\s+(?:(?:is|of|to|as|on|by|for)\s+)?))(?P<when>\S.*)$", X)
_ONLY = re.compile(r"^(?:just|simply|only)\s+(?=\S)", X)
# "what is due tomorrow now?", "which is due friday now": a question word where a task's name would be
# (after a verb that shows: "list what is due today", "show me everything that's due friday", "tell me all that is due")
_ASKED_WORD = re.compile(r"^(?:what|wat|wot|which|who|anything|something|whats|what'?s)$"
                         r"|^(?:please\s+|pls\s+)?(?:list|show|display|tell|give|read|print|pull\s+up|bring\s+up)"
                         r"(?:\s+(?:me|us|out))?\s+(?:(?:every|any)thing|all|whatever|what|wat|which|whats|what'?s)"
                         r"(?:\s+(?:that|which))?$", X)
_ALSO_SAID = re.compile(r"\s+(?:too|as\s+well|also)\W*$", X)


# "the prod deploy is now 27th 10pm", "the party is now the 30th": a day of the month said as the new date
_NOW_THE_NTH = re.compile(r"(\b(?:is|are|'s|'re)\s+now\s+)(?:the\s+)?(?=\d{1,2}(?:st|nd|rd|th)\b)", X)


# "the van check every monday, i only want that every 2 weeks now", "the gym one, i just want it on tuesdays now": a
# task named (with how it goes now), then the new timing said as what is wanted
_WANTED_NOW = re.compile(r"^(?P<ref>[^,;.!?]+?)\s*[,;:-]+\s*(?:(?:so|but|and|actually|no)\s+)*(?:i|we)\s+"
                         r"(?:only\s+|just\s+)?(?:want|need|wanna|would\s+like|'?d\s+like)"
                         r"\s+(?:that|it|this|them)(?:\s+one)?\s+(?=\S)", X)


def _wanted_now(text: str, masked: str, env: Env) -> tuple[str, str]:
    """"the van check every monday, i only want that every 2 weeks now" read as "the van check should be every 2 weeks
    now": the timing said with the name is how it goes now, not part of it."""
    m = _WANTED_NOW.match(masked)
    if not m:
        return text, masked
    ref, ref_masked = text[:m.end("ref")], masked[:m.end("ref")]
    cut, said = edge_dates(ref, env.now, env.timezone, ref_masked)
    if ref == ref_masked and said is not None and said.spans and max(e for _, e in said.spans) >= len(ref.rstrip()):
        ref = ref_masked = cut  # only a timing said at its end goes ("the 6am run" keeps its time)
    return f"{ref} should be {text[m.end():]}", f"{ref_masked} should be {masked[m.end():]}"


# A rename said in full before the date ("change 18 to say …", "rename it to …"): every word after it is the title
_RENAME_SAID = re.compile(r"^(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:rename|retitle|reword|change|update|edit|"
                          r"fix|correct|amend|modify|alter)\s+\S.*?\s(?:to|into|as)\s+\S", X)


def _retime_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    text, masked = _wanted_now(text, masked, env)
    if not _RETIME_GATE.search(masked):
        return None  # a cheap test first: most messages say none of the words a retime needs
    if _NOW_THE_NTH.search(masked):  # read as "… is now on the 27th" (the same words on both, so spans agree)
        text, masked = _NOW_THE_NTH.sub(r"\1on the ", text), _NOW_THE_NTH.sub(r"\1on the ", masked)
    also = _ALSO_SAID.search(masked)  # "make the greenhouse task repeat every thursday too": one more day
    if also:
        text, masked = text[:also.start()], masked[:also.start()]
    ruled_out = _RULED_OUT_DATE.search(masked)  # "the 1:1 is every wednesday now not tuesday": not read
    # "make the window cleaner monthly instead of weekly": the "instead" says a task already on the list
    instead = bool(ruled_out and re.search(r"\b(?:instead|rather)\b", ruled_out.group(), X))
    if ruled_out:
        text, masked = text[:ruled_out.start()], masked[:ruled_out.start()]
    # "a weekly thing every sunday": the days said time the repeat; "weekly" there only says it is one
    found = extract_when(_FREQ_THING.sub(lambda m: m.group(0).replace(m["f"], "_" * len(m["f"])), masked),
                         env.now, env.timezone)
    if found is None or found.vague_only:
        return None
    start = min(s for s, _ in found.spans)
    tail = masked[start:]
    if not _MOVE_LEFTOVER.match(cut_spans(tail, [(s - start, e - start) for s, e in found.spans])):
        return None  # the dates must end the message: "make the 5pm call 6pm" is not read here
    head = masked[:start].rstrip(" ,")
    # "blister packs due wed": the date read takes its "due" along; the name said before it is still the task's
    due_said = f"{head} due" if re.match(r"due\b", tail, X) and not head.lower().endswith(" due") else head
    for pattern, specific in _RETIME:
        m = pattern.match(due_said if pattern is _BARE_DUE else head)
        if not m:
            continue
        raw_ref = group(text, m, "ref")
        if re.search(r"\breminders?\b", raw_ref, X):
            return None  # "the dentist reminder is at 10 now" moves the reminder
        if _ASKED_WORD.match(raw_ref):
            return None  # "what is due tomorrow now?": a question about the list, no task named
        if _RENAME_SAID.match(raw_ref):
            return None  # "change 18 to say the aide is coming friday": the day is in the new title, it moves nothing
        if pattern is _BARE_DUE and raw_ref.split()[0].lower() in TASK_VERBS:
            continue  # "call mam due friday": a new to-do with its date
        refs = parse_refs(raw_ref)
        unclear = specific and not (_CLEAN_REF.match(raw_ref) or _NOW_SAID.search(tail) or instead or (
            pattern is _RETIME[-1][0] and found.repeat_words and not found.when and _in_sight(raw_ref, env)))
        # "big shop is due saturday", "gym is every monday", "blister packs due wed"
        stated = unclear and _STATED.match(due_said if pattern is _BARE_DUE else head) is not None
        # "make the bins fortnightly": the bins' repeat changed when that task is there, else "Make the bins" added
        # (so "make the bed every morning" with no bed task is still a to-do)
        the_thing = unclear and pattern is _RETIME[-1][0] and bool(found.repeat_words) and not found.when \
            and re.match(r"(?:the|my|our)\s", raw_ref, X) is not None and len(refs) == 1 and refs[0]["kind"] == "title"
        if the_thing:
            params = _new_time(tail, found)
            if params:
                params.update(or_add=finish_title(text[:m.end("ref")]), or_add_sure=True)
                return with_refs("update_task", each_numbered(refs), params, 0.9,
                                 "The thing named gets the repeat when it is there, else it is a to-do.")
        if not refs or (unclear and not (stated and refs[0]["kind"] == "title")):
            continue
        params = _new_time(tail, found)
        if not params:
            continue
        if stated:  # of a task on the list, else a new one the dialogue offers to add
            # "the car needs washing by sat" with no car task offers "The car needs washing", not "Car"
            needs = re.search(rf"\s{_NEEDS_DOING}$", head, X)
            params["or_add"] = finish_title(text[:needs.end()]) if needs else _as_said(raw_ref, refs[0])
        if also and params.get("repeat"):
            params["repeat_also"] = True
        return with_refs("update_task", each_numbered(refs), params, 0.95, "A task named, then its new time or repeat.")
    return None


def _as_said(raw: str, ref: dict[str, Any]) -> str | bool:
    """The words naming a task as they were typed, when their capitals matter ("HST remittance", not "Hst
    remittance"); True (the words the reference keeps) otherwise."""
    value = str(ref.get("value") or "")
    at = raw.lower().find(value.lower()) if ref.get("kind") == "title" and value else -1
    said = raw[at:at + len(value)] if at >= 0 else ""
    return said[0].upper() + said[1:] if said and any(c.isupper() for c in said[1:]) else True


_NOT_NAMING = frozenset(("the", "my", "our", "a", "an", "one", "task", "thing", "job"))


def _in_sight(words: str, env: Env) -> bool:
    """Whether `words` name a task the conversation just showed or talked about (every word in its title, plurals
    aside): "make supervision fortnightly" right after adding "Team supervision" is that task's repeat changed,
    where "make bread weekly" with no bread task in sight is a to-do."""
    context = env.context
    said = [w.rstrip("s") for w in re.findall(r"[a-z0-9']+", words.lower()) if w not in _NOT_NAMING]
    titles = [t.get("title") for t in (*(context.last_listed if context else ()),
                                        *((context.last_task,) if context and context.last_task else ()))]
    return bool(said) and any(
        set(said) <= {w.rstrip("s") for w in re.findall(r"[a-z0-9']+", str(t or "").lower())} for t in titles)


def _date_value(said: str, found: WhenMatch | None, *, repeats: bool) -> dict[str, Any] | None:
    """What a new date or time said for a task changes (`_new_time`, maybe {}); None when `said` is more than a
    date (only `_MOVE_LEFTOVER` words may stay beside it), or is a repeat where only a date is meant."""
    if found is None or (found.repeat_words and not repeats) or not _MOVE_LEFTOVER.match(cut_spans(said, found.spans)):
        return None
    return _new_time(said, found)


def _new_time(said: str, found: WhenMatch) -> dict[str, Any]:
    """What a new time or date for an existing task changes. A time alone keeps the task's day ("its 3:30":
    `at_time`); said without am/pm (`at_time_loose`), the graph takes the half of the day nearest the task's own
    time, so "make the walk 7:30" moves a 7am walk to 7:30am, not 7:30pm."""
    if found.repeat_words or not (TIME_ALONE.match(_MOVE_LEFTOVER_TAIL.sub("", said)) and found.when):
        return found.due_params()
    # the due too: a task with no due yet gets the time's next occurrence instead
    params: dict[str, Any] = {"at_time": datetime.fromisoformat(found.when).strftime("%H:%M"), "due": found.when}
    if found.loose_hour:
        params["at_time_loose"] = True
    return params


def _loose_on_another_day(value: dict[str, Any], found: WhenMatch) -> dict[str, Any]:
    """A move to a day and an hour said without am/pm ("to friday at 7") keeps the hour loose: the graph puts it in
    the half of the day nearest the task's own time, so a 6pm gym moved "to saturday at 8" goes to 8pm."""
    if found.loose_hour and "T" in str(value.get("due") or "") and "at_time" not in value:
        return {**value, "at_time_loose": True}
    return value


_BARE_HOUR = re.compile(r"^(?:[1-9]|1[0-2])(?:[:.][0-5]\d)?(?=\s*(?:instead|then|please|pls)?\s*$)", X)
# An hour followed by more words: "9 tomorrow", "3 on friday".
_HOUR_THEN_WORDS = re.compile(r"^(?:[1-9]|1[0-2])\s+(?=\S)", X)


# "sunday 11", "fri 3 instead", "tomorrow 10 pls": a day and a bare hour, said for a task's new time
_DAY_THEN_HOUR = re.compile(r"^(?P<day>(?:(?:this|next|on)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|"
                            r"tues?|wed|weds|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today))\s+"
                            r"(?P<hour>(?:[1-9]|1[0-2])(?:[:.][0-5]\d)?)(?=\s*(?:instead|then|please|pls|now)?\W*$)", X)


def _an_hour(said: str, *, with_words: bool = False) -> str:
    """A bare number said where a time is meant ("to 11 instead of 10", "make that 6", "sunday 11") as "at 11", so
    it reads as an hour, not the 11th of the month; `with_words` also takes "9 tomorrow"."""
    bare = said.strip()
    day_hour = _DAY_THEN_HOUR.match(bare)
    if day_hour:
        return f"{day_hour.group('day')} at {day_hour.group('hour')}{bare[day_hour.end():]}"
    if _BARE_HOUR.match(bare) or (with_words and _HOUR_THEN_WORDS.match(bare)):
        return "at " + bare
    return said


def _timed_last(env: Env) -> bool:
    """Whether the last action set a time (a reminder, a due with a time): then a bare "6" is 6 o'clock."""
    last = env.context.last_action if env.context else None
    said = (last or {}).get("params") or {}
    return bool(said.get("when") or "T" in str(said.get("due") or "") or said.get("at_time"))


# "not tomorrow, wed the 2nd", "at 11 not 10", "the 4th not the 2nd": the date said instead, for the task just
# talked about (what is ruled out is one short word or time, so "milk not eggs" is no date)
_INSTEAD_OF = re.compile(
    r"^(?:(?:no|nope|nah|sorry)[\s,]+)?not\s+(?:on\s+|at\s+)?(?:the\s+)?[\w:.]+(?:\s*[ap]m)?\s*[,;-]+\s*"
    r"(?:(?:it'?s|its|it\s+is)\s+)?(?:on\s+)?(?P<date>.+)$"
    r"|^(?:(?:no|nope|nah|sorry)[\s,]+)?(?:(?:it'?s|its|it\s+is)\s+)?(?P<date2>(?:(?:at|on|the)\s+|(?:mon|tue|wed|thu|"
    r"fri|sat|sun|tomorrow|tmrw|today|tonight|next)\w*\b).*?|\d.*?)\s*,?\s+not\s+"
    r"(?:on\s+|at\s+)?(?:the\s+)?[\w:.]+(?:\s*[ap]m)?$", X)


# "actually no i can ring them saturday", "i'll do it friday instead", "we can go on thursday then": the day the
# user will do the task talked about now, said instead of a move. Only a pronoun or nothing after the verb, and only
# a date after that, so "i'll buy milk tomorrow" is no move.
_CAN_DO = re.compile(
    r"^(?:(?:no|nope|nah|sorry|wait|ok|okay)[\s,]+)*(?:i|we)\s*(?:can|could|'ll|will|ll|shall|am\s+going\s+to|"
    r"'?m\s+going\s+to|'?m\s+gonna|gonna|(?:might|may)\s+as\s+well)\s+(?:just\s+|probably\s+|prob\s+)?"
    r"(?P<verb>do|ring|call|phone|go|sort|book|pay|send|email|text|visit|finish|get|pick|drop|handle|tackle)"
    r"(?:\s+(?:it|them|that|this|him|her|one))?(?:\s+(?:up|off|out|in|done))?\s+(?:on\s+|at\s+|for\s+)?"
    r"(?P<date>\S.*?)(?:[\s,]+(?:instead|then|now|actually))*[\s.!]*$", X)


# "and i'll get the xmas menu planned by this friday instead", "we'll have the report done by monday now", "i'll do
# the tax return on the 5th instead": a task named, and the day the user will now do it by. A plan, not a report:
# only with "instead"/"now"/"then" (so "i'll get the car washed by friday" stays a new task).
_WILL_GET_DONE = re.compile(
    r"^(?:(?:and|no|nope|nah|sorry|wait|ok|okay|right|actually|so)[\s,]+)*(?:i|we)\s*(?:'ll|will|ll|shall|can|"
    r"am\s+going\s+to|'?m\s+going\s+to|'?m\s+gonna|are\s+going\s+to|'re\s+going\s+to|gonna)\s+"
    r"(?:just\s+|probably\s+|prob\s+|definitely\s+)?"
    r"(?:(?:get|have)\s+(?P<what>(?:the|my|our|that)\s+\S.*?)\s+(?P<pp>[a-z]+(?:ed|en|ne|one|ade|ut|ent|ook))"
    r"|(?P<verb>do|finish|sort|book|pay|send|plan|write|file|submit|clean|fix|tackle)\s+"
    r"(?P<what2>(?:the|my|our|that)\s+\S.*?))"
    r"(?:\s+(?:out|off|up|done|sorted|finished|in))?\s+(?:(?:by|for|on|before)\s+(?P<date>\S.*?)|"
    r"(?P<day>(?:(?:this|next)\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|tonight)[a-z]*))"
    r"[\s,]+(?:instead|now|then)\b(?P<why>.*)$", X)


def _will_get_done_rule(masked: str, env: Env) -> list[Reading] | None:
    m = _WILL_GET_DONE.match(masked)
    if not m:
        return None
    refs = parse_refs(m.group("what") or m.group("what2"))
    if len(refs) != 1 or refs[0].get("kind") != "title":
        return None
    said = m.group("date") or m.group("day")
    params = _date_value(said, _when_said(said, env), repeats=False)
    if not params:
        return None
    return [Reading("update_task", {"task_ref": refs[0], **params}, 0.9,
                    "A task named and the new day the user will do it by: a move.", False)]


def _can_do_rule(masked: str, env: Env) -> list[Reading] | None:
    """"i can ring them saturday, im off": the task talked about moves to the day the user will do it."""
    named = _will_get_done_rule(masked, env)
    if named:
        return named
    m = _CAN_DO.match(masked)
    if not m:
        return None
    said = _WHY_AFTER.split(m.group("date"), maxsplit=1)[0]  # ", im off": why, after the day
    found = _when_said(said, env)
    params = _date_value(said, found, repeats=False)
    if not params:
        return None
    return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, **params}, 0.9,
                    "The day the user will do the task talked about: a move.", False)]


# "vik has saturday so i can do boots sunday instead. move it", "not today, it starts 4th dec - change it": the new
# date said in passing, then a bare go-ahead on the task talked about. The last date said is the one meant (a day
# ruled out with "not" first, or a day someone else has, comes before it).
_THEN_MOVE_IT = re.compile(
    r"^(?P<said>.+?)(?:\s*[,.;!–-]+\s*|\s+so\s+)(?:so\s+|just\s+)?(?:(?:pls|please|can\s+(?:you|u)|could\s+(?:you|u))\s+)?"
    r"(?:move|shift|push|change|switch|reschedule)\s+(?:it|that|this)(?:\s+one)?"
    # "… come back thursday so move it there": "there" is the day just said
    r"(?:\s+(?:please|pls|then|for\s+me|too|as\s+well|thanks|thx|there|to\s+(?:then|that(?:\s+day)?)))*[\s.!]*$", X)
_SAID_CLAUSE = re.compile(r"\s*[,.;!?–]+\s*|\s+-\s+|\s+(?:so|but|and)\s+", X)
_NTH_SAID = re.compile(r"\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b", X)
_RULED_OUT_CLAUSE = re.compile(r"^(?:(?:no|nope|nah|oh|oops)[\s,]+)*not\b", X)


# "the pharmacy said order it a week before so make it the 17th": why, then "so" and the new date for "it"
_WHY_SO_REDATE = re.compile(r"^(?P<why>(?:\S+\s+){2,}?)so\s+"
                            r"(?P<ask>(?:make|move|change|push|put|set)\s+(?:it|that)\s.+)$", X)


def _then_move_it_rule(masked: str, env: Env) -> list[Reading] | None:
    why = _WHY_SO_REDATE.match(masked)
    if why and why.group("why").split()[0].lower() not in (*TASK_VERBS, "add", "remind", "put", "make", "move"):
        redated = _redate_rule(why.group("ask"), why.group("ask"), env)
        if redated:  # else "… come back thursday so move it there": the day said before the ask
            return redated
    m = _THEN_MOVE_IT.match(masked)
    if not m:
        return None
    named = _retime_rule(m.group("said"), m.group("said"), env)
    if named and len(named) == 1 and (named[0].ref or {}).get("kind") == "title" and not named[0].params.get(
            "or_add") and {"due", "at_time"} & set(named[0].params):
        return named  # "chainsaw can be today too, move it": the task named with its new day, then the go-ahead
    for clause in reversed(_SAID_CLAUSE.split(m.group("said"))):
        found = extract_when(clause, env.now, env.timezone) if not _RULED_OUT_CLAUSE.match(clause) else None
        nth = _NTH_SAID.search(clause)  # "its the 5th at 3pm now": a day of the month, as after "on"
        if (found is None or found.vague_only or found.repeat_words) and not nth:
            continue
        spans = (found.spans if found else []) + ([nth.span()] if nth else [])
        said = clause[min(s for s, _ in spans):max(e for _, e in spans)]
        found = _when_said(said, env)
        params = _new_time(said, found) if found and not found.repeat_words else None
        if not params:
            return None
        return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, **params}, 0.9,
                        "A new date said in passing, then 'move it': the task talked about moves there.")]
    return None


def _redate_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    found = _can_do_rule(masked, env)
    if found:
        return found
    if CLOCK_SAID.match(masked):
        return None
    m = _REDATE.match(masked)
    instead = None if m else _INSTEAD_OF.match(masked)
    if instead:
        said = _an_hour((instead.group("date") or instead.group("date2")).strip())
        params = _date_value(said, _when_said(said, env), repeats=False)
        if params:
            return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, **params}, 0.9,
                            "The date meant instead, for the task just talked about.", False)]
        return None
    if not m:
        return None
    said = m.group("date").strip()
    # "remind me to call mom at 5" → "actually make that 6"; "make it sunday 11 instead": a day and its hour
    if _timed_last(env) or _DAY_THEN_HOUR.match(said):
        said = _an_hour(said)
    found = _when_said(said, env)  # "make it the 17th": a day of the month, as after "on"
    params = _date_value(said, found, repeats=False)
    if params is None or found is None:
        return None
    params = _loose_on_another_day(params, found)
    # Not explicit: answering "That date has passed — did you mean …?" with "no its the 18th" fills the question.
    return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, **params}, 0.95,
                    "A new date or time for the task just talked about.", False)]


# A correction of the task just made ("actually make it buy 12 eggs not 6", "make that oat milk instead").
CORRECTION = re.compile(
    r"^(?P<just>(?:just|and|then|pls|please|so|instead)\s+)*(?P<verb>make|change|call|name|title|retitle)\s+"
    r"(?P<ref>it|that|this)(?P<one>\s+one)?\s+(?!to\b|into\b)(?:(?P<say>say|read)\s+)?(?P<new>.+?)"
    r"(?P<tail>\s+instead(?:\s+of\s+.+)?|,?\s+not\s+.+|\s+rather\s+than\s+.+)?"
    r"(?:\s+(?:too|as\s+well|also))?$", X)  # "call that one practice lesson too": the same title as the other
# "call it a day", "call it quits", "call it off": sayings, not a new title
_IDIOM = re.compile(r"^(?:a\s+(?:day|night|wrap|win|draw)|quits|even|off|in|done|finished|over|good|fine|ok|"
                    r"what\s+you\s+(?:like|want)|whatever)\b", X)
_NUMBERISH = re.compile(r"^(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|half)\b)", X)


# "'book vet for mruczek', the jabs bit can go in the notes", "'buy scottish stuff' and the description is shortbread":
# a quoted new title, then what is said about it
_QUOTED_LEAD = re.compile(r"^(?P<q>[\"'‘“])(?P<title>.+?)[\"'’”](?=\s*(?:[,.;:!–-]|\s+(?:and|with|plus|due|by|on|"
                          r"for|from|at|this|next|tomorrow|tmrw|today|tonight|every)\b|$))"
                          r"[\s,.;:!–-]*(?P<rest>.*)$", X)
# "…, and the description is X", "… with notes: X", "… desc - X": the note said after the new title
_DESCRIBED_AFTER = re.compile(r"^(?:(?:and|with|plus)\s+)?(?:(?:the|its|a)\s+)?(?:description|desc|details|notes?)"
                              r"\s*(?:(?:is|are|should\s+(?:be|say)|says?|=)\s*:?|:|\s[-–])\s*(?P<note>\S.*)$", X)
# "…, the jabs bit can go in the notes", "put the rest in the description": the words the new title leaves out of
# the old one become its note (`intents.update_task`)
_REST_TO_NOTE = re.compile(r"^(?:(?:and|but)\s+)?(?:(?:the|that)\s+(?:[\w'-]+\s+){0,3}(?:bit|part|stuff)|the\s+rest|"
                           r"(?:put|move|stick)\s+the\s+rest)\s+(?:can|should|could)?\s*(?:go|goes|move|be\s+moved|be\s+put)?"
                           r"\s*(?:in|into|to)\s+(?:the\s+|its\s+)?(?:notes?|description|desc|details)\W*$", X)


# "due fri", "and it's due friday", "by the 4th": the words that lead a date said after a new title
_DUE_LED = re.compile(r"^(?:(?:and|with|plus)\s+)?(?:(?:it'?s|its|it\s+is|make\s+it|set\s+it)\s+)?"
                      r"(?:(?:due|by|on|for)\s+)?", X)
_LABEL_DASH = re.compile(r"^[\w'&+]+\s+[-–—]+\s+\S", X)  # "stag - book the hostel": a label, a dash, the rest


# Why a task is renamed, said after its new title: ", so I dont confuse it with the van one", ", because the old one
# was vague", " so we know which is which"
_WHY_RENAMED = re.compile(r"\s*[,;]\s*(?:(?:so|just\s+so)\s+(?:that\s+)?"
                          r"(?:i|we|you|u|it|they|he|she|nobody|no\s+one)\b|"
                          r"(?:because|cause|cos|coz|bc|since)\b|as\s+(?:i|we)\s|otherwise\b|or\s+else\b|"
                          r"to\s+(?:avoid|not)\s+(?:confus|mix)|"
                          # ", I need more", ", we're out again", ", i've got 20 already": the speaker's own state, why
                          r"(?:i|we)(?:'?m|'?re|'?ve|'?ll|'?d|\s+am|\s+are)?\s+\w)"
                          r"|\s+(?:just\s+)?so\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|dont|do\s+not|won'?t|can|know|remember)\b"
                          r".*$", X)


def _dates_run(said: str, env: Env) -> tuple[str, dict[str, Any]]:
    """The date said first, and what each date or repeat said after it sets ("dec 5, every month on the 5th",
    "the 10th, monthly"); why, or anything else after it, is no part of it ("… due 4th dec, need to book early")."""
    parts = THEN_WHY.split(said)
    more: dict[str, Any] = {}
    for part in parts[1:]:
        part = re.sub(r"^(?:and\s+)?(?:it\s+|(?:it|that)\s+should\s+)?(?:repeats?|recurs?|repeating|recurring)\s+",
                      "", part.strip(), flags=X)
        value = _moved_to(part, env) if part else None
        if not value:
            break
        more.update(value)
    return parts[0], more


def _new_title(new: str, env: Env) -> dict[str, Any]:
    """The params of a new title said for a task, with a date, a note or a remark said after it."""
    params: dict[str, Any] = {}
    quoted = _QUOTED_LEAD.match(new)
    rest = quoted.group("rest").strip() if quoted else ""
    if quoted and (not rest or _DESCRIBED_AFTER.match(rest) or _REST_TO_NOTE.match(rest)):
        described = _DESCRIBED_AFTER.match(rest)
        if described:
            params["description"] = unquote(described.group("note").strip().rstrip(".").strip())
        elif rest:
            params["rest_as_note"] = True
        return {"title": finish_title(quoted.group("title")), **params}
    if quoted:  # 'change the hamper one to "reza to drop it off" due fri': the quoted title, then its new date
        when = _DUE_LED.sub("", THEN_WHY.split(rest, maxsplit=1)[0])
        due = _date_value(when, _when_said(when, env), repeats=True) if when else None
        if due:
            return {"title": finish_title(quoted.group("title")), **due}
    dated = _DUE_AFTER.search(new)  # "rename that to cabinet delivery, and its due dec 4"
    # "… and due date 4th dec, need to book early": why, after the date, is no part of it
    when, more = _dates_run(dated.group("when"), env) if dated else ("", {})
    due = _date_value(when, _when_said(when, env), repeats=True) if dated else None
    if due:
        due = {**due, **more}
    if dated and due:
        new = new[:dated.start()]
        params.update(due)
    elif not dated:  # "change pick her up to pick up amma at pearson, next thursday 3:40pm": the date after a comma
        head, comma, tail = new.rpartition(",")
        due = _date_value(tail, _when_said(tail, env), repeats=True) if comma and head.strip() else None
        while due:  # "… to pay comcast bill, dec 5, every month on the 5th": each date said after a comma
            new = head
            params.update(due)
            before, comma, last = head.rpartition(",")
            due = _moved_to(last, env) if comma and before.strip() else None
            head = before
    noted = _NOTE_AFTER.search(new)  # "… and put kids have 6 overdue as a note"
    if noted and noted.group("described"):
        new, params["description"] = new[:noted.start()], unquote(noted.group("described").strip().rstrip("."))
    elif noted:
        new, params["note"] = new[:noted.start()], noted.group("note") or noted.group("note2")
    title, description = split_description(strip_filler(new))
    if description and _LABEL_DASH.match(strip_filler(new)) and title.lower() not in TASK_VERBS \
            and description.split()[0].lower() in TASK_VERBS:
        # "rename 25 to stag - book the hostel", "call it xmas - buy the tree": a one-word label, a dash and the to-do
        # are the new title as said ("book dentist - ask for a slot", "plumber - kitchen sink" still have a note)
        title, description = strip_filler(new), None
    if not description:  # "change #2 to collect dads prescription, it reads weird": why, not a note
        title = split_remark(title, env.now, env.timezone)[0]
    why = _WHY_RENAMED.search(title)
    if why and why.start() > 0:  # "… to sanitary inspection at clinic, so I dont confuse with the van one": why
        title = title[:why.start()]
    params["title"] = finish_title(title)
    if description:
        params["description"] = description
    return params


# "the title should be stag book the hostel", "its name should say X", "it should be called X": the new title said as
# what it ought to be, of the task just talked about (read as "call it X")
_TITLE_SHOULD = re.compile(
    r"^(?:(?:the|its|it'?s|that|the\s+task'?s?)\s+)?(?:title|name)\s+(?:should|shud|needs\s+to|has\s+to|is\s+meant\s+to|"
    r"was\s+meant\s+to|is\s+supposed\s+to|was\s+supposed\s+to)\s+(?:just\s+|only\s+|simply\s+)?(?:be|say|read)"
    r"\s*:?\s+(?=\S)"
    r"|^(?:it|that|this)(?:\s+one)?\s+(?:should|shud)\s+(?:be\s+(?:called|named|titled)|say|read)\s*:?\s+(?=\S)", X)


def _correction_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    should = _TITLE_SHOULD.match(masked)
    if should:
        text, masked = f"call it {text[should.end():]}", f"call it {masked[should.end():]}"
    m = CORRECTION.match(masked)
    if not m:
        return None
    new = group(text, m, "new")
    first = new.split()[0].lower() if new else ""
    verb_led = first in TASK_VERBS and m.group("ref").lower() == "it"  # not "make that call"
    quoted = new[:1] in "\"'" and unquote(new) != new  # "call it 'fix passenger side mirror' instead"
    naming = m.group("verb").lower() not in ("make", "change")  # "call it a day" is no new title
    # "just call it tiling bathroom", "and call it email mrs okafor", "call that one gym session": a name of two
    # words or more is a new title ("call that plumber" is a phone call)
    named = naming and len(new.split()) > 1 and not _IDIOM.match(new) and (
        m.group("just") or m.group("one") or m.group("verb").lower() != "call" or m.group("ref").lower() == "it")
    if not (quoted or named or (not naming and (m.group("say") or m.group("tail") or verb_led
                                                 or _NUMBERISH.match(new)))):
        return None  # "make it happen", "make it quick": not a correction
    new = unquote(new) if quoted else new
    counted = _recounted(new, env)
    if counted:  # "add buy 2 loaves" → "make it 3": the task's number of things, not a time
        return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, "title": counted}, 0.85,
                        "'make it <n>' changes how many the task just mentioned is for.")]
    timing = None if quoted else _only_a_time(new, env)
    if timing:  # "and make it 3", "make that 9 tomorrow": a new time for it, never a title of "3"
        return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, **timing}, 0.85,
                        "'make it <time>' gives the task just mentioned a new time.")]
    params: dict[str, Any] = {"task_ref": {"kind": "pronoun"}, **_new_title(new, env)}
    return [Reading("update_task", params, 0.85, "'make it …' corrects the task just mentioned.")]


_COUNT_IN_TITLE = re.compile(r"\b\d{1,3}\b")


def _recounted(said: str, env: Env) -> str | None:
    """The last task's title with its count changed ("Buy 2 loaves" + "3" → "Buy 3 loaves"), when a bare number is
    said of an untimed task whose title has exactly one number in it; else None."""
    last = (env.context.last_task or {}) if env.context else {}
    title = str(last.get("title") or "")
    if not re.fullmatch(r"\d{1,3}", said.strip()) or len(_COUNT_IN_TITLE.findall(title)) != 1 or _timed_last(env):
        return None
    return _COUNT_IN_TITLE.sub(said.strip(), title)


_OCLOCK = re.compile(r"\s*(?:o'?\s?clock|oclock)\b", X)


_WHOSE_TIME = re.compile(r"\s+(?:in\s+)?(?:my|your|our|local|here)\s+time\W*$", X)


def _only_a_time(said: str, env: Env) -> dict[str, Any] | None:
    """What a new title made only of a time or date changes instead ("3", "3 oclock", "9 tomorrow"), else None."""
    said = _WHOSE_TIME.sub("", _OCLOCK.sub("", said.strip()))  # "10pm my time": the user's own zone, as always
    said = _an_hour(said, with_words=True)
    return _date_value(said, _when_said(said, env), repeats=False)


# A value that is a property tasks do not have (priority, urgency), not a new title.
_PROPERTY = re.compile(r"^(?:(?:a\s+)?(?:high|low|medium|normal|top|urgent|highest|lowest)(?:\s+|-)?priority|"
                       r"(?:very\s+)?(?:urgent|important|not\s+urgent|unimportant)|priority\s+\w+|p[0-4])$", X)


def field_less(new: str) -> bool:
    """Whether the new value names a property tasks cannot hold rather than a title."""
    return bool(_PROPERTY.match(strip_filler(new)))


_NOT_TAIL = re.compile(r"^(?P<value>([\"']).+?\2)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+.+$"
                       # "collect dads prescription, not the 'it reads weird' bit": what it is not, said after
                       r"|^(?P<value2>.+?)\s*,\s*(?:not|instead\s+of|rather\s+than)\s+(?:the|that|this|all\s+the|"
                       r"[\"']).+$"
                       # "book winter tyres. not book winter urgent lol": a sentence of its own saying what it is not
                       r"|^(?P<value3>.+?)\s*[.!;]+\s*(?:not|instead\s+of|rather\s+than)\s+.+$", X)


# A task's due date or repeat cleared: "clear the due date on #3", "stop repeating the gym one" (priority edits:
# commands/priority.py).
_DATE_WORD = r"(?:due\s+date|deadline|date|due|time)"
_CLEAR_DUE = re.compile(
    r"^(?:clear|remove|delete|drop|take(?:\s+off)?|get\s+rid\s+of|unset|lose|ditch)\s+(?:the\s+|its\s+)?"
    rf"{_DATE_WORD}\s+(?:of|from|on|for|off(?:\s+of)?)\s+(?P<ref>.+?)(?:\s*[,;.!].*)?$"
    # "the haircut doesn't need a date anymore", "#3 has no deadline now", "no due date for the gym one"
    r"|^(?!(?:show|list|what|which|any|are|is|do|find|give|see)\b)(?P<ref2>.+?)\s+(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not)\s+(?:need|have|get)\s+(?:a|any)\s+"
    rf"{_DATE_WORD}(?:\s+(?:anymore|any\s+more|after\s+all|now|then))*(?:\s*[,;.!].*)?$"
    rf"|^(?!(?:show|list|what|which|any|are|is|do|find|give|see)\b)(?P<ref3>.+?)\s+(?:has|needs)\s+no\s+{_DATE_WORD}(?:\s+(?:anymore|any\s+more|after\s+all|now))*(?:\s*[,;.!].*)?$"
    rf"|^no\s+(?:more\s+)?{_DATE_WORD}\s+(?:for|on)\s+(?P<ref4>.+?)(?:\s+(?:anymore|any\s+more|please|pls))*"
    r"(?:\s*[,;.!].*)?$"
    # "make it no date", "leave the bookings one undated", "set it to no deadline", "have it without a date"
    r"|^(?:make|leave|set|have|keep|put|change|switch)\s+(?P<ref10>.+?)\s+(?:(?:to|as|on|at|with)\s+)?"
    rf"(?:no\s+(?:due\s+)?(?:date|deadline|due)|without\s+(?:a|any)\s+{_DATE_WORD}|undated|dateless|open[\s-]ended)"
    r"(?:\s+(?:anymore|any\s+more|please|pls|for\s+now|then|instead|thanks))*(?:\s*[,;.!].*)?$"
    # "clear its date", "remove the deadline pls": the task talked about
    r"|^(?:clear|remove|delete|drop|take\s+off|get\s+rid\s+of|unset|lose|ditch)\s+(?P<it>its|the|that)\s+"
    rf"{_DATE_WORD}(?:\s+(?:too|as\s+well|please|pls|now|then|off|for\s+me))*[.!]*$", X)
# "just stop it repeating", "i'll just turn off the repeat": what will be done instead, said of oneself
_JUST = r"(?:(?:i'?ll|ill|i\s+will|i'?m\s+gonna|im\s+gonna|i'?d\s+rather|let'?s|lets|just|only|maybe|then)\s+)*"
_STOP_REPEAT = re.compile(
    # "stop repeating it, she only needs it once": the reason after a comma is no part of the name
    # "stop repeatin the stretches": the g dropped as it is said
    rf"^{_JUST}(?:stop|don'?t|do\s+not|no\s+longer)\s+(?:repeating|repeatin'?|repeat|recurring|recurrin'?)\s+(?P<ref>[^,;.!]+)"
    r"(?:\s*[,;.!].*)?$"
    r"|^(?:make\s+)?(?P<ref2>.+?)\s+(?:should\s+|can\s+|needs\s+to\s+|has\s+to\s+)?(?:stop|not|no\s+longer|"
    r"(?:should|does|do|need|needs|must)(?:n'?t|\s+not)(?:\s+(?:need\s+to|to))?)\s+"
    r"(?:be\s+)?(?:repeating|repeats|repeat|recurring|recurs|recur|repeated)"
    r"(?:\s+(?:anymore|any\s+more|now|please|pls|every\s+\w+(?:\s+\w+)?))*(?:\s*[,;.!].*)?$"
    # "no more repeating on that one", "no more repeats for the stokvel", "no more recurring for it pls"
    r"|^no\s+more\s+(?:repeating|repeats?|recurring|recurrence)(?:\s+(?:on|for|of|with)\s+(?P<ref8>[^,;.!]+?))?"
    r"(?:\s+(?:anymore|any\s+more|now|please|pls|thanks|ta))*(?:\s*[,;.!].*)?$"
    # "stop it repeating", "stop the bins from recurring": the task named between the verb and the repeat
    # ("i'll just stop it repeating and leave it": what is left of it stays as it is)
    rf"|^{_JUST}stop\s+(?P<ref7>[^,;.!]+?)\s+(?:from\s+)?(?:repeating|recurring)"
    r"(?:\s+(?:anymore|any\s+more|now|please|pls|instead|then))*"
    r"(?:\s+and\s+(?:leave|keep)\s+it(?:\s+(?:at\s+that|there|be|as\s+it\s+is))?)?(?:\s*[,;.!].*)?$"
    # "stop the repeat", "cancel the repeat on the bins", "take the repeat off it"
    rf"|^{_JUST}(?:stop|cancel|remove|delete|drop|end|kill|clear|turn\s+off|take\s+off|get\s+rid\s+of)\s+"
    r"(?:the|its|that)\s+(?:repeats?|repeating|recurrence)(?:\s+(?:on|for|of)\s+(?P<ref5>[^,;.!]+))?(?:\s+(?:please|pls|now|too))*(?:\s*[,;.!].*)?$"
    # "the sheep dip isnt every month anymore", "the gym one isn't weekly now"
    r"|^(?!(?:it|that|this|there|what|which)\b)(?P<ref6>[^,;.!]+?)\s+(?:isn'?t|isnt|is\s+not|aren'?t|arent|are\s+not)\s+"
    r"(?:an?\s+)?(?:every\s+(?:other\s+)?\w+|daily|weekly|monthly|yearly|fortnightly|repeating|recurring|"
    r"(?:weekly|monthly|daily|regular|recurring)\s+(?:thing|task|job|one))\s+(?:any\s*more|now|no\s+more)"
    r"(?:\s*[,;.!].*)?$"
    # "the basket scrubbing doesnt need to be every day anymore", "the bins don't have to be weekly now"
    r"|^(?!(?:it|that|this|there|what|which|i|we|you)\b)(?P<ref9>[^,;.!]+?)\s+(?:doesn'?t|doesnt|does\s+not|don'?t|"
    r"dont|do\s+not|needn'?t|need\s+not)\s+(?:(?:need|have)\s+to\s+)?be\s+(?:done\s+)?"
    r"(?:every\s+(?:other\s+)?\w+|daily|weekly|monthly|yearly|fortnightly|repeating|recurring)"
    r"(?:\s+(?:any\s*more|now|no\s+more|after\s+all))*(?:\s*[,;.!].*)?$", X)
# "make the vitamins a daily thing", "turn the bins into a weekly job": the frequency word is the new repeat
_FREQ_ONLY = re.compile(
    r"^(?:make|turn|set|have|change)\s+(?P<ref>.+?)\s+(?:into\s+|to\s+|as\s+)?an?\s+"
    r"(?P<f>daily|weekly|monthly|fortnightly|yearly|annual)\s+(?:thing|task|job|one|event|habit|chore)"
    r"(?:\s+(?:now|from\s+now\s+on|please|pls|instead|then))*[.!]*$", X)
_FREQ_REPEAT = {"yearly": "every year", "annual": "every year"}


def _dated_edit_rule(text: str, masked: str) -> list[Reading] | None:
    for pattern, params, why in ((_CLEAR_DUE, {"due": ""}, "Clearing a due date edits the task."),
                                 (_STOP_REPEAT, {"repeat": ""}, "Stopping a repeat edits the task.")):
        m = pattern.match(masked)
        if m:
            raw = ref_group(text, m) or group(text, m, "ref3") or group(text, m, "ref4") or group(text, m, "ref5") \
                or group(text, m, "ref6") or group(text, m, "ref7") or group(text, m, "ref8") \
                or group(text, m, "ref9") or group(text, m, "ref10")
            said_it = (m.re is _STOP_REPEAT and not raw and m.group(0).lower().split()[0] != "make") or bool(
                m.groupdict().get("it"))
            refs = [{"kind": "pronoun"}] if said_it else parse_refs(raw)  # "stop the repeat": the task talked about
            return with_refs("update_task", each_numbered(refs), params, 0.95, why) if refs else None
    m = _FREQ_ONLY.match(masked)
    refs = parse_refs(group(text, m, "ref")) if m else []
    if refs:
        said = m.group("f").lower()
        return with_refs("update_task", refs[:1], {"repeat": _FREQ_REPEAT.get(said, said)}, 0.95,
                         "A task made a daily (weekly, …) thing repeats so.")
    return None


_BE_DUE = re.compile(r"^(?:be\s+)?(?:due\s+)?(?:on\s+|for\s+|at\s+)?", X)


def _moved_to(new: str, env: Env) -> dict[str, Any] | None:
    """"change the costume one to be due 2 december", "change jack football to 11am": the new value is a date or
    a time (a time alone keeps the task's day), not a new title; None when it is more than that."""
    said = _RULED_OUT_DATE.sub("", _BE_DUE.sub("", new.strip(), count=1))  # "… to every month instead of weekly"
    return _date_value(said, _when_said(said, env), repeats=True) or _only_a_time(said, env) or None


# "the milk task due wed 6pm", "#3 is due friday now", "the report one should be due monday": a task named as
# such, then its new due date.
_NAMED_DUE = re.compile(
    # "the rota task, due saturday", "the cake one. due 11th": the name, a pause, then the date
    # ("is the council tax thing due this week?", "does the bins one fall due friday": asked, it moves nothing)
    r"^(?!(?:is|isn'?t|are|aren'?t|was|were|does|do|did|has|have|will|when\w*|what\w*|wh[ae]ts|which|can|could)\b)"
    r"(?P<ref>(?:the\s+|my\s+)?[\w'&+ -]+?\s+(?:task|one|thing)|#\s*\d+|task\s+#?\d+)[,.:;]?\s+"
    r"(?:is\s+|should\s+be\s+|will\s+be\s+|'s\s+)?(?:now\s+)?due\s+(?P<when>.+)$"
    # "and 16 is for this weekend", "17 by saturday": a task's number, then when
    r"|^(?:(?:and|also|oh\s+and|&|that\s+one\s+too)[\s,]+)?(?P<ref2>#?\s*\d{1,3})\s+(?:is\s+|should\s+be\s+|'s\s+)?"
    r"(?:now\s+)?(?:due|by|for|due\s+by)\s+(?P<when2>.+)$", X)


_ASKED_AFTER = re.compile(r"(?:\s*[,;:?]\s*|\s+[-–—]+\s+)(?:is|was|are|what|what'?s|which|when|when'?s|remind\s+me)\b",
                          X)


def _named_due_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    m = _NAMED_DUE.match(masked)
    if not m or _ASKED_AFTER.search(m.group("when") or m.group("when2") or ""):
        return None  # "the one due tomorrow - is that the vet?": the task named by its day, then asked about
    refs = parse_refs(ref_group(text, m))
    found = extract_when("due " + (group(text, m, "when") or group(text, m, "when2")), env.now, env.timezone)
    if not refs or found is None or not found.due_params():
        return None
    return with_refs("update_task", each_numbered(refs), found.due_params(), 0.9, "A task named, then when it is due.")


# "invoices due wed", "puncture to thurs", "investor update email. due wed 9am", "car tax by friday": a task's
# words and its new date, nothing else (no verb: "buy milk due friday" is an add). When no task has those words,
# the dialogue offers to add one, as for "the big shop is due saturday" (`or_add`).
_BARE_DUE = re.compile(
    r"^(?:(?:and|also|oh|ok|okay|so|right)[\s,]+)*"
    + TERSE_NAME_GUARD +
    r"(?P<ref>[\w'&+-]+(?:\s+[\w'&+-]+){0,4}?)\s*[,.:;]?\s+"
    # "tiles back to weds", "gym forward to 7": the way it moves is not a word of the task's name
    r"(?:(?:is\s+|are\s+|'s\s+|now\s+)?due(?:\s+by|\s+on)?|(?:(?:back|forward|over|across)\s+)?to|by"
    # "the mama mami pickup moves to the 17th", "school run is shifting to 8": how it moves names nothing either
    r"|(?:(?:is|are|'s|has|have|now)\s+)?(?:(?:getting|being|been)\s+)?"
    r"(?:moves?|moving|shifts?|shifting|goes|going|pushed|bumped|slides?)"
    r"(?:\s+(?:back|forward|over|across|now))?\s+to)\s+"
    r"(?P<when>\S.*)$", X)


# "tick off everything due today", "delete everything due tomorrow": the tasks of a day, acted on; no move
_DONE_OR_GONE_VERBS = frozenset(("tick", "cross", "strike", "knock", "mark", "delete", "remove", "complete", "bin",
                                 "ditch", "scrap", "nuke", "wipe", "erase"))


def _bare_due_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    m = _BARE_DUE.match(masked)
    if not m:
        return None
    raw_ref = group(text, m, "ref")
    first = raw_ref.split()[0].lower()
    # "christmas boxes by friday": a holiday before a noun is a word of the name, not a date
    if first in TASK_VERBS or first in _DONE_OR_GONE_VERBS or re.search(r"\breminders?\b|\bones$", raw_ref, X) \
            or edge_dates(raw_ref, env.now, env.timezone)[1] is not None:
        return None  # "buy milk due friday" adds; "the dentist reminder to 10" moves a reminder; "… and bank ones
        # to the 11th" ends a move said of two tasks
    said = group(text, m, "when")
    params = _date_value(said, _when_said(said, env), repeats=False)
    refs = parse_refs(raw_ref)
    if not params or not refs or refs[0]["kind"] != "title":
        return None
    return [Reading("update_task", {"task_ref": refs[0], **params, "or_add": True}, 0.9,
                    "A task's words, then its new date: that task moves (or, if none, is offered as a new one).")]


# "add a note to 10, 11 and 12", "put a note on the dentist one": a note for tasks named, its words still to come
_NOTE_ASKED = re.compile(r"^(?:(?:can|could)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:add|put|attach|write|stick)\s+"
                         r"(?:a\s+|an?\s+)?(?:note|comment)s?\s+(?:to|for|on)\s+(?P<ref>(?!.*(?::|\s[-–]\s|\bsaying\b|\bthat\s+says\b))\S.*?)"
                         r"(?:\s+(?:please|pls|too|as\s+well))?[?.!]*$", X)


# "ok and the rent task, can u add note 'standing order doesnt work'", "#4 - add a note: bring the card": a task
# clearly named, then a note for it (without it, "add a note: buy milk" is a to-do)
_NAMED_THEN_NOTE = re.compile(
    r"^(?:(?:ok|okay|so|and|also|right|oh)[\s,]+)*(?P<ref>(?:the|my|that)\s+(?:[\w'&-]+\s+){1,4}(?:task|one|thing)|"
    r"#\s*\d+|task\s+#?\d+)\s*(?:,|:|\s[-–])\s*(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+)?"
    r"(?:add|put|attach|write|stick|pop)\s+(?:a\s+|the\s+|this\s+)?(?:note|comment|description)\s*"
    r"(?:(?:on|to|for|in)\s+(?:it|there)\s*)?(?::|saying|that\s+says|[-–])?\s*"
    r"(?P<new>\S.*?)(?:\s+(?:please|pls))?\??$", X)


def _named_then_note_rule(text: str, masked: str) -> list[Reading] | None:
    m = _NAMED_THEN_NOTE.match(masked)
    refs = parse_refs(ref_group(text, m)) if m else []
    note = unquote(strip_filler(group(text, m, "new"))) if m else ""
    if not refs or not note:
        return None
    return with_refs("update_task", refs[:1], {"note": note}, 0.9, "A task named, then a note for it.")


# "present for ola - i want to get her the perfume she likes, from boots. put that in the notes": a task named, what
# to note, then "put that in the notes" (what "that" is was said just before; never a note saying "that")
_SAID_IN_THE_NOTES = re.compile(
    r"^(?:(?:ok|okay|so|and|also|oh|right)[\s,]+)*(?P<ref>[^,.;:!?–-]{2,50}?)\s*(?:\s[-–]+\s|:)\s*(?P<new>\S.+?)"
    r"[\s,.;!]+(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)?(?:put|add|stick|pop|write|save|keep|jot)"
    r"\s+(?:that|this|it)(?:\s+down)?\s+(?:in|into|on|to|as)\s+(?:the\s+|its\s+|a\s+)?"
    r"(?:notes?|description|desc|details|comments?)(?:\s+(?:please|pls|for\s+it|too|thanks))*\W*$", X)
_LEFT_AS_NOTE = ("that", "this", "it", "those", "these")


# "the names are dan, kofi and marek - put that in the notes", "code is 4471. add it to the description": what to note,
# then where, with no task named: the notes of the task talked about
_NOTED_OF_IT = re.compile(
    r"^(?P<new>\S.+?)(?:\s+[-–]+\s+|\s*[,.;:!]+\s*)(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)?"
    r"(?:put|add|stick|pop|write|save|keep|jot|chuck|bung)\s+(?:that|this|it|those|them)(?:\s+down)?\s+(?:in|into|on|to|as)\s+"
    r"(?:the\s+|its\s+|a\s+|his\s+|her\s+)?(?:notes?|description|desc|details|comments?)"
    r"(?:\s+(?:please|pls|for\s+it|too|thanks|thx|for\s+me))*\W*$", X)


# "still waiting on deposits from 2 of the lads, put that in the deposits note", "gate code 4471 - add it to the notes
# on the kavanagh job": what to note, then the task whose notes it goes in
_NOTED_IN_NAMED = re.compile(  # (one sentence: "hostel is booked. still waiting …, put that in …" is news, then this)
    r"^(?P<new>\S(?:(?![.!?;:]\s).)+?)(?:\s+[-–]+\s+|\s*[,.;:!]+\s*)(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)?"
    r"(?:put|add|stick|pop|write|save|keep|jot|chuck|bung)\s+(?:that|this|it|those|them)(?:\s+down)?\s+(?:in|into|on|to)\s+"
    r"(?:the\s+|my\s+)?(?:(?P<ref>(?!(?:its|his|her|their)\b)[^,.;:!?]{2,40}?)(?:'s|s'|\s+task'?s?|\s+one'?s)?\s+"
    r"(?:notes?|description|desc|details|comments?)|(?:notes?|description|desc|details|comments?)\s+(?:of|for|on|in)\s+"
    r"(?P<ref2>[^,.;:!?]{2,40}?))(?:\s+(?:please|pls|too|thanks|thx|for\s+me))*\W*$", X)


def _noted_in_named_rule(text: str, masked: str) -> list[Reading] | None:
    m = _NOTED_IN_NAMED.match(masked)
    note = unquote(group(text, m, "new").strip().rstrip(".").strip()) if m else ""
    if not m or not note or note.split()[0].lower() in (*TASK_VERBS, "add", "remind") or note.lower() in _LEFT_AS_NOTE:
        return None  # "call the bank - ask about the fee, put that in the bank note": a new task and its note
    refs = parse_refs(ref_group(text, m))
    if len(refs) != 1 or refs[0]["kind"] not in ("title", "number"):
        return None
    return [Reading("update_task", {"task_ref": refs[0], "note": note}, 0.9,
                    "What to note, then 'put that in the <task> note': a note on that task.")]


def _noted_of_it_rule(text: str, masked: str) -> list[Reading] | None:
    m = _NOTED_OF_IT.match(masked)
    note = unquote(group(text, m, "new").strip().rstrip(".").strip()) if m else ""
    if not note or note.split()[0].lower() in (*TASK_VERBS, "add", "remind") or note.lower() in _LEFT_AS_NOTE:
        return None  # "call the bank - ask about the fee, put that in the notes": a new task and its note
    return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, "note": note}, 0.9,
                    "What to note, then 'put that in the notes': a note on the task talked about.")]


def _said_in_the_notes_rule(text: str, masked: str) -> list[Reading] | None:
    m = _SAID_IN_THE_NOTES.match(masked)
    raw_ref = ref_group(text, m) if m else ""
    if not m or raw_ref.split()[0].lower() in TASK_VERBS:
        return None  # "call the bank - ask about the fee. put that in the notes": a new task and its note
    refs = parse_refs(raw_ref)
    note = unquote(group(text, m, "new").strip().rstrip(".").strip())
    if len(refs) != 1 or refs[0]["kind"] not in ("title", "number") or not note:
        return None
    return [Reading("update_task", {"task_ref": refs[0], "note": note}, 0.9,
                    "A task named, what to note, then 'put that in the notes'.")]


def _note_asked_rule(text: str, masked: str) -> list[Reading] | None:
    """A note asked for with nothing to say yet: the dialogue asks what it should say (never a task called "10")."""
    m = _NOTE_ASKED.match(masked)
    if m and "," in m.group("ref") and not re.fullmatch(r"[\d#,&\s]+(?:and\s+#?\d+)?", m.group("ref")):
        return None  # "a note to the eye clinic one, bring her glasses": the note follows the comma
    refs = parse_refs(group(text, m, "ref")) if m else []
    if not refs or any(r["kind"] == "title" and not is_specific(r, group(text, m, "ref")) for r in refs):
        return None
    return with_refs("update_task", each_numbered(refs), {"note": ""}, 0.9, "A note for a task, its words to come.")


# A status said as the new value of "change X to …"
_STATUS_WORD = re.compile(r"^(?:(?P<open>not\s+(?:yet\s+)?(?:done|complete[d]?|finished)|undone|incomplete|unfinished|"
                          r"pending|open|to\s*-?\s*do|active|uncompleted)|done|complete[d]?|finished|closed|resolved|"
                          r"ticked(?:\s+off)?|checked(?:\s+off)?)(?:\s+(?:now|please|pls|again|thanks|thx))*\W*$", X)


def update_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """rename X to Y / change the description of X to Y / move X to friday / make it Y instead / make it urgent."""
    found = (_title_swap_rule(text, masked, env) or _said_in_the_notes_rule(text, masked)
             or _noted_of_it_rule(text, masked) or _noted_in_named_rule(text, masked)
             or _title_drop_rule(text, masked) or _title_add_rule(text, masked) or _note_drop_rule(text, masked)
             or _then_move_it_rule(masked, env) or _dated_edit_rule(text, masked)
             or _move_rule(text, masked, env) or _redate_rule(text, masked, env)
             or _retime_rule(text, masked, env) or _correction_rule(text, masked, env)
             or _clear_note_rule(text, masked) or _in_its_note_rule(text, masked) or _add_to_note_rule(text, masked)
             or _named_then_note_rule(text, masked)
             or _named_due_rule(text, masked, env)
             or _note_asked_rule(text, masked) or _bare_due_rule(text, masked, env))
    if found:
        return found
    if not _UPDATE_GATE.search(masked):
        return None
    for cue, m in matches(UPDATE_CUES, masked):
        raw_ref = ref_group(text, m)
        refs = parse_refs(raw_ref or "it") if cue.label == "rename" else parse_refs(raw_ref)  # "rename to X": it
        status = _STATUS_WORD.match(group(text, m, "new")) if cue.label == "change to" else None
        if status and refs:
            # "change task 5 to done", "update the status of the report to completed": its status, never its title
            return with_refs("reopen_task" if status.group("open") else "complete_task", each_numbered(refs), {},
                             0.95, "A task changed to done (or to open) is completed (or reopened), not renamed.")
        vague = cue.label in _LOOSE_UPDATES and not (refs and is_specific(refs[0], raw_ref))
        if vague and (cue.label == "edit" or len(raw_ref.split()) > 3):
            continue  # "change the oil in the car" is a chore, not an edit
        params: dict[str, Any] = {}
        new = group(text, m, "new")
        tail = _NOT_TAIL.match(new)
        if tail:
            # "'text nan back' not 'text nat back'"
            new = tail.group("value") or tail.group("value2") or tail.group("value3")
        # "change budget review to monthly on the 1st, weekly is overkill": a date as the new value, then why
        moved = _moved_to(new, env) or _moved_to(THEN_WHY.split(new, maxsplit=1)[0], env) \
            if new and cue.label == "change to" else None
        if moved is not None:  # "change the plumber one to 10 november": a new date, not a new title
            return with_refs("update_task", each_numbered(refs), moved, 0.95, "A date as the new value moves the task.")
        if new and field_less(new):  # "change task 1 to high priority": the priority, not a new title
            level = level_of(strip_filler(new))
            if level:
                params["priority"] = level
            new = ""
        if new:
            field = (m.groupdict().get("field") or "title").lower()
            should = _TITLE_SHOULD.match(new) if cue.label == "edit to" else None
            if should:  # "fix 37 - title should be buy presents for the kids": the new title, not the words about it
                params.update(_new_title(_ONLY.sub("", new[should.end():].strip()), env))
            elif cue.label == "edit to":  # "edit #3: pick up the kids at 4": the task as it should now read
                params.update({k: v for k, v in task_params(new, env.now, env.timezone).items()
                               if k in ("title", "description", "due", "repeat", "priority")})
            elif field.startswith(("desc", "detail", "note", "comment", "info")):
                # "add a note to task 4: …" adds to what the note says; "change the description of 4 to …" replaces
                # ("put the note back on 8: …": the note as it was, in full, not added to what it says now)
                back = re.search(r"\bback\s+(?:to|for|on|onto)\b", masked[:m.start("ref")], X)
                key = "note" if cue.label == "add a note to" and not back else "description"
                params[key] = unquote(strip_filler(new)) or new
            else:
                # "rename the bread one to just lunchbox snacks": "just" says the title is only that
                new = _ONLY.sub("", new.strip())
                params.update(_new_title(new, env))
        return with_refs("update_task", refs[:1], params, 0.95 if new else 0.8, f"'{cue.label}' is an edit cue.")
    return None


def with_due_after(rule: Rule) -> Rule:
    """An edit with the new due said after it, in the same breath: "set it to low priority, due sun 29th", "clear
    the description on 11 and set due 10th dec", "make it low and due sunday". The edit is read without the date,
    then gets the date too, so neither half is dropped (nor read as part of the task's name)."""

    def read(text: str, masked: str, env: Env) -> list[Reading] | None:
        dated = _DUE_AFTER.search(masked)
        if dated and dated.start() > 0:
            # ("…, due dec 5, every month on the 5th": a repeat too, read with the rest, not dropped)
            when, more = _dates_run(text[dated.start("when"):], env)
            due = _date_value(when, _when_said(when, env), repeats=False)
            due = {**due, **more} if due else None
            found = rule(text[:dated.start()], masked[:dated.start()], env) if due else None
            if found and due and all(r.intent == "update_task" and r.ref and not {"due", "shift"} & set(r.params)
                                     for r in found):
                for r in found:
                    r.params.update(due)
                return found
        return rule(text, masked, env)

    return read
