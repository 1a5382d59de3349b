"""Task references: how the user pointed at a task ("task 3", "the second one", "it", "the milk one").

The reference is only described here (a TaskRef); resolving it against the real task list is the graph's
job. `is_specific` tells whether a reference clearly names a task, which guards weak verbs ("cancel my
gym membership" is a new task, "cancel the gym task" deletes one).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from todobot.priority import level_of
from todobot.understanding.model import TaskRef
from todobot.understanding.rules.lexicon import (
    COMPLETED_WORDS,
    LIST_PLACE,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    PENDING_WORDS,
    TASK_WORD,
    TASK_WORDS,
    alt,
    words,
)
from todobot.understanding.rules.text import unquote

X = re.IGNORECASE
UUID_RE = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", X)
_NUM_WORD = alt(list(NUMBER_WORDS))
_PREFIX = r"(?:tasks?|todos?|items?|numbers?|nos?\.?|num|nr\.?|entry|#)"
NUMBER_RE = re.compile(rf"^(?:the\s+)?(?:{_PREFIX}\s*#?\s*(?P<w>{_NUM_WORD}|\d{{1,5}})|#?\s*(?P<n>\d{{1,5}}))"
                       rf"(?:\s+(?:task|one|item|on\s+the\s+list))?$", X)
# "3 and 4", "#2, #5", "3 an 4", "2 n 7" ("and" as typed in a hurry)
# "tasks 3 and 4", "#2, #5", "del 5 6": numbers listed, a space alone between them as typed in a hurry
MULTI_NUMBER_RE = re.compile(rf"^(?:the\s+)?(?:{_PREFIX}\s*)?#?\s*\d{{1,5}}(?:\s*(?:,|and|an|n|&|\+|,\s*and|(?=#)|"
                             r"(?<=\d)(?=\s))\s*"
                             rf"(?:{_PREFIX}\s*)?#?\s*\d{{1,5}})+$", X)
ORDINAL_RE = re.compile(rf"^(?:the\s+)?(?P<o>{alt(list(ORDINAL_WORDS))}|\d{{1,3}}(?:st|nd|rd|th))"
                        rf"(?:\s+(?:one|task|item|todo|entry|thing)s?)?(?:\s+(?:on|in)\s+(?:the|my)\s+list)?$", X)
PRONOUN_RE = re.compile(r"^(?:it|that|this|thats|thts|dat|her|him|them\s+one|"
                        # Nigerian Pidgin "am" (it): "tick am", "make am 4pm instead" (a task called "am" is none)
                        r"am|"
                        # "cancel its reminder", "stop the reminder": of the task talked about
                        r"its|it'?s|it'?s\s+own|its\s+own|the|that\s+one|this\s+one|the\s+one|"
                        r"that\s+task|this\s+task|"
                        r"that\s+item|this\s+item|the\s+same\s+one|same\s+one|the\s+latter|that\s+thing|"
                        # Indian English: "kindly mark the same as high priority", "please delete the same"
                        r"the\s+same|"
                        r"this\s+thing|the\s+task|the\s+thing|the\s+item|that\s+reminder|it\s+too|that\s+too|"
                        # "the task itself should be due the 1st too": the task, not its reminder
                        r"(?:the|that|this)\s+(?:task|thing|item|one)\s+itself|it\s+itself|the\s+actual\s+task)$", X)
# ("me" as said for "my" in Ireland, Britain and Nigeria: "clear out all me done ones")
_ALL_FILLER = frozenset(
    words(
        """
        all everything every of them the my me tasks task ones one items item todos todo to-dos list whole
        entire on i i've ive that which are is have has been just already so far stuff things thing ones off
        literally basically pretty much today tonight now that's thats what's whats
        """
    )
)
_ALL_TRIGGER = re.compile(r"\b(?:all|everything|every|them|whole|entire|list)\b", X)
_STATUS_PLURAL = re.compile(
    r"^(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?)?(?:done|completed|finished|pending|open|remaining|unfinished|"
    r"outstanding|ticked\s+off|checked\s+off)\s+(?:ones|tasks|items|todos|stuff|things|to-?dos)$", X)
_REF_TRAIL = re.compile(
    rf"(?:[\s,]+(?:please|pls|plz|for\s+me|(?:from|off|on|out\s+of)\s+{LIST_PLACE}|as\s+well|"
    # chatter words that never name a task: "cng also done now", "the gutters though, done"
    r"too|also|aswell|though|tho|now|then|actually|any\s*more|again|already|for\s+good|thanks|thx|asap|today|yesterday|earlier(?:\s+today)?|late|"
    r"this\s+morning|last\s+night|at\s+last|finally|instead|for\s+real(?:\s+this\s+time)?|this\s+time|lol|haha+|"
    # "the insurance one bana", "the brakes one manze": a Kenyan particle after the name ("man", "mate")
    r"bana|manze|"
    # how late it went on: "did the mocks last night till 1am"
    r"(?:till|until|til)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|(?:till|until|til)\s+(?:midnight|late|gone\s+\w+)|"
    # a tone word after the answer to "which one?": "11 obviously", "the second one duh"
    r"obviously|obvs|obvi|ofc|of\s+course|duh|clearly|surely|"
    # when a done-report says it happened: "did that on saturday", "sent it just now", "… so mark it done"
    r"(?:on\s+|last\s+|this\s+(?:past\s+)?)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:just|right)\s+now|"
    r"(?:an?|one|two|few|\d+)\s+(?:few\s+)?(?:minutes?|mins?|hours?|hrs?|days?|moment|while|bit)\s+ago|"
    # how or when a done-report says it went: "a day early", "on the way to work", "on the bus", "on the spot"
    r"(?:an?\s+(?:day|week|bit)\s+)?early|on\s+(?:my|the)\s+way\s+(?:to|home|back|in|out)\b.*|"
    r"on\s+the\s+(?:bus|train|tube|spot)|in\s+the\s+end|"
    r"(?:so|and)\s+(?:please\s+|pls\s+|you\s+can\s+|can\s+you\s+)?(?:mark|tick|check|cross)\b.*))+$|[\s.!?]+$",
    X,
)
_TITLE_LEAD = re.compile(
    rf"^(?:(?:the|my|a|an|that|this|our|those|these)\s+)*(?:{TASK_WORDS}\s+)?(?:(?:about|called|named|titled|that\s+says|"
    r"saying|regarding|concerning|re:?|for|with|to|of)\s+)?(?:(?:the|my|a|an|that|this|our)\s+)*",
    X,
)
_TITLE_TRAIL = re.compile(rf"(?:\s+{TASK_WORDS}|'s)+$", X)
_SLOT_NOISE = re.compile(r"^(?:(?:hmm+|um+|uh+|well|i\s+think|i\s+guess|maybe|probably|not\s+sure|i\s+mean|"
                         r"it'?s|it\s+is|the\s+answer\s+is|yes|yeah|yep|yup|ok|okay|sure|oh|ah|sorry)"
                         r"[\s,.!]*)+|\?+$", X)


def _dump(ref: TaskRef) -> dict[str, Any]:
    return ref.model_dump(exclude_none=True)


def bulk_status(text: str, default: str) -> str:
    """Which tasks a bulk reference means: pending/completed words win, else the intent's default."""
    if PENDING_WORDS.search(text):
        return "pending"
    if COMPLETED_WORDS.search(text):
        return "completed"
    return default


# The tasks of a day in a bulk reference: "everything from today", "all of today's stuff", "everything overdue".
_BULK_DUE = (
    ("overdue", re.compile(r"\b(?:overdue|late|past\s+due)\b", X)),
    ("today", re.compile(r"\b(?:today|today'?s|todays|tonight)\b", X)),
    ("tomorrow", re.compile(r"\b(?:tomorrow|tomorrow'?s|tmrw)\b", X)),
    ("this_week", re.compile(r"\bthis\s+week'?s?\b", X)),
)
_DUE_FILLER = frozenset(words("from of for due stuff things this week week's overdue late past today today's todays "
                              "tonight tomorrow tomorrow's tmrw else tasks todos items jobs bits"))


def bulk_due(text: str) -> str | None:
    """The day filter of a bulk reference ("everything from today" → "today"), None when it names no day."""
    if not _ALL_TRIGGER.search(text) and not re.search(r"\b(?:today'?s|tomorrow'?s|overdue)\s+(?:tasks|stuff|things|"
                                                         r"todos|items|jobs|bits)\b", text, X):
        return None
    found = next((name for name, pattern in _BULK_DUE if pattern.search(text)), None)
    if found is None:
        return None
    said = re.findall(r"[\w'-]+", text.lower())
    leftover = [w for w in said if w not in _ALL_FILLER and w not in _DUE_FILLER]
    return None if leftover else found


_DAY_WORD = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tmrw|tonight"
# The open tasks of a day named by its date, not a filter word: "everything from saturday", "all my stuff on the 5th",
# "saturday's tasks". The day's words are the caller's to read (they need the clock): `bulk_day_words`.
_BULK_ON_DAY = re.compile(
    r"^(?:everything|all(?:\s+(?:of\s+)?(?:my|the))?(?:\s+(?:tasks|stuff|things|todos|items|jobs))?)\s+"
    r"(?:(?:that'?s|i\s+have|i'?ve\s+got)\s+)?(?:from|on|due(?:\s+on)?|for|set\s+for|planned\s+for)\s+(?P<day>.+)$"
    r"|^(?:all\s+(?:of\s+)?)?(?P<day2>(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s\s+(?:tasks|stuff|things|todos|items"
    r"|jobs)$"
    # "all monday stuff", "all the friday tasks", "all of monday", "everything tomorrow"
    rf"|^(?:all\s+(?:of\s+)?(?:my\s+|the\s+|our\s+)?|everything\s+)(?P<day3>{_DAY_WORD})"
    r"(?:\s+(?:tasks|stuff|things|todos|items|jobs))?$", X)


def bulk_day_words(text: str) -> str | None:
    """The words naming the day of a bulk reference ("everything from saturday" → "saturday"), else None."""
    m = _BULK_ON_DAY.match(text.strip(" ,.!?"))
    return (m.group("day") or m.group("day2") or m.group("day3")) if m else None


# One task named by the day it is due, not its words: "the one due tomorrow", "whatever's due friday", "whatever was
# due yesterday", "today's one", "the thing for saturday". Resolved against the tasks of that day (`one_of_day`): the
# only one there is meant, several are asked about. The day's words are read with the clock by the caller.
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
# "the one due on the 1st", "the task due 3rd december", "the one due dec 5": a date of the month names it too
_DAY_NAMED = (r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tmrw|tmr|tonight|yesterday"
              r"|(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?![\w'])"  # "whatevers due fri"
              # "whatever's due end of the month": the last day of the month (or week)
              r"|(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(?:month|week)"
              rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)(?:\s+(?:of\s+)?{_MONTH})?|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b")
_ONE_OF_DAY = re.compile(
    r"^(?:(?:the|that)\s+(?:one|task|thing|item|job)|whatever|what(?:ever)?\s+(?:thing|task|one))"
    r"(?:'s|s|\s+(?:that'?s|that\s+(?:is|was)|which\s+(?:is|was)|i\s+(?:had|have)|is|was))?\s+"
    rf"(?:due(?:\s+on)?|on|for|set\s+for)\s+(?:(?:this|last|next)\s+)?(?P<day>{_DAY_NAMED})$"
    rf"|^(?P<day2>{_DAY_NAMED})'?s\s+(?:one|task|thing|item|job)$", X)


# The same said inside a message ("whatever's due friday, move it to saturday"), where a date read first would be
# the change: only with "due" or "'s one", so "the thing for friday" in a longer message stays words.
ONE_OF_DAY_SAID = re.compile(
    r"\b(?:(?:the|that)\s+(?:one|task|thing|item|job)|whatever|what(?:ever)?\s+(?:thing|task|one))"
    r"(?:'s|s|\s+(?:that'?s|that\s+(?:is|was)|which\s+(?:is|was)|is|was))?\s+"
    rf"due(?:\s+on)?\s+(?:(?:this|last)\s+)?(?P<day>{_DAY_NAMED})\b"
    rf"|\b(?P<day2>{_DAY_NAMED})'?s\s+(?:one|task|thing|item|job)\b"
    # "make the saturday one 7am": the one due that weekday, else the one whose title says it (`or_title`)
    r"|\b(?:the|that)\s+(?P<day3>(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:one|task)\b(?!\s+(?:is|was)\b)", X)
# What a day-named task becomes once its date is read (`rules.read_message`): "the task dueon20261127"
DAY_TOKEN = "the task dueon{:%Y%m%d}"
# ("whatever's due friday" becomes "the task anydueon…": the day's tasks, whichever and however many they are)
# ("car died. whatever's due today": the news said before it is no part of it)
_DAY_TOKEN = re.compile(r"^(?:[^.!?;]*[.!?;]\s+)?(?:the\s+)?task\s+(?:(?P<any>any)|(?P<named>named))?"
                        r"dueon(?P<y>\d{4})(?P<m>\d\d)(?P<d>\d\d)$", X)


def one_of_day_words(text: str) -> str | None:
    """The words naming the day of a reference to the one task due that day ("the one due tomorrow" → "tomorrow")."""
    m = _ONE_OF_DAY.match(_REF_THEN_REASON.sub("", text.strip()).strip(" ,.!?"))  # the day is no filler here
    return (m.group("day") or m.group("day2")).lower() if m else None


_BULK_PRIORITY = re.compile(
    r"^(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?|everything\s+(?:that'?s\s+|marked\s+|with\s+)?|"
    r"(?:the|my)\s+)(?P<level>(?:very\s+)?(?:low|high|medium|top|urgent|p[1-4])(?:[\s-]*(?:priority|prio|pri))?|"
    r"(?:not|un)[\s-]?(?:important|urgent))"
    r"(?:\s+(?:ones|tasks|stuff|things|items|todos|jobs|bits))?$", X)


def _bulk_priority(text: str) -> str | None:
    """The priority of a bulk reference ("all the low priority ones" → "low"), else None."""
    m = _BULK_PRIORITY.match(text.strip())
    if not m or (m.group(0).lower().startswith(("the ", "my ")) and not re.search(r"\s(?:ones|tasks|stuff|things|"
                                                                                  r"items|todos|jobs|bits)$", text, X)):
        return None
    return level_of(m.group("level"))


# Several tasks named by what they are about, not one task's title: "all the party stuff", "every wedding task",
# "everything to do with the old flat", "all the kitchen-related things" ("the snack stuff" may be one task's
# words, so "all", "every" or "everything" must be said). Resolved by searching
# the titles and descriptions for the words (`_bulk` in the extract node), so each task found is acted on.
_ABOUT = (r"(?:about|for|to\s+do\s+with|related\s+to|regarding|re|concerning|involving|linked\s+to|connected\s+to|"
          r"around|on)")
_GROUP_NOUN = r"(?:stuff|things|tasks|bits(?:\s+and\s+(?:bobs|pieces))?|jobs|items|todos|to-?dos|errands|admin|ones)"
_SOME = r"[\w'&]+(?:[\s-]+[\w'&]+){0,2}?"
# "the apprentice tasks", "both stag jobs", "the two gp ones": a plural that can only mean several tasks (unlike
# "the snack stuff", which may be one task's words). "the maths ones" alone is no group: it answers "which one?"
_PLURAL_NOUN = r"(?:tasks|jobs|todos|to-?dos|items|errands)"
_BULK_WORDS = re.compile(
    rf"^(?:(?:all|every)\s+(?:of\s+)?(?:the\s+|my\s+|me\s+|our\s+|those\s+|these\s+)?(?P<w>{_SOME})"
    rf"(?:[\s-]+related)?\s+{_GROUP_NOUN}"
    rf"|(?:everything|anything|all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:stuff|things|tasks|jobs|bits|items))\s+"
    rf"(?:that'?s\s+|i\s+have\s+|i'?ve\s+got\s+)?{_ABOUT}\s+(?:the\s+|my\s+|our\s+|me\s+)?(?P<w2>{_SOME})"
    rf"|every\s+(?P<w3>{_SOME})\s+(?:task|thing|job|item|one)"
    rf"|(?:(?:the\s+(?:two|2|three|3|four|4)|both(?:\s+(?:of\s+)?(?:the|my|our|those|these))?)\s+(?P<w4>{_SOME})\s+"
    rf"(?:{_PLURAL_NOUN}|ones)|(?:the|my|our|those|these)\s+(?P<w5>{_SOME})\s+{_PLURAL_NOUN}))$",
    X,
)
# Words that filter by something other than what a task is about (its status, day or priority), or say nothing
_NOT_ABOUT = frozenset(words(
    """
    other others rest remaining done completed finished pending open outstanding unfinished ticked checked off new
    recent last first next above listed same those these them it that this today tonight tomorrow tmrw yesterday
    overdue late urgent important low high medium top priority repeating recurring dated undated due week weeks
    monday tuesday wednesday thursday friday saturday sunday weekend month morning evening afternoon
    all every each my the our me of a an
    """
))


_NOT_ONE_GROUP = frozenset(words("and or & duplicate duplicates duplicated dupe dupes double extra wrong old similar "
                                  "two three four 2 3 4 both"))


def bulk_words(text: str) -> str | None:
    """What several tasks are about, when a bulk reference names them by it ("all the party stuff" → "party");
    None when the reference is no such group or names it only by status, day or priority."""
    m = _BULK_WORDS.match(text.strip(" ,.!?"))
    if not m:
        return None
    group = m.group("w4") or m.group("w5")  # "the apprentice tasks": a plural
    said = re.findall(r"[\w'&]+", (m.group("w") or m.group("w2") or m.group("w3") or group or "").lower())
    if not said or any(w in _NOT_ABOUT for w in said):
        return None
    if group and any(w in _NOT_ONE_GROUP for w in said):  # "the duplicate ones": no words tasks share
        return None
    return " ".join(said)


def _is_bulk(text: str) -> bool:
    if _STATUS_PLURAL.match(text):
        return True
    if not _ALL_TRIGGER.search(text):
        return False
    words = re.findall(r"[\w'-]+", text.lower())
    leftover = [w for w in words if w not in _ALL_FILLER and not PENDING_WORDS.fullmatch(w)
                and not COMPLETED_WORDS.fullmatch(w) and w not in ("not", "yet", "done", "finished")]
    return not leftover


# "the lift task, so i remember to fill the car up", "the vet one because …": a reason after the task named
_REF_THEN_REASON = re.compile(r"(?:\s*[,;])*\s+(?:so\s+(?:that\s+)?(?:i|we|he|she|they|it)|because|cos|coz|since)\s.*$",
                              X)


def clean_ref_text(text: str) -> str:
    """The reference words without trailing filler ("the milk one please" -> "the milk one") or a reason after
    them ("the lift task, so i remember to fill the car up" -> "the lift task")."""
    text = _REF_THEN_REASON.sub("", text.strip()) or text
    text = re.sub(r"\s*\([^)]*\)?\s*$", "", text.strip()) or text  # "the weekly report (late, oops)": an aside
    text = _ONE_THEN_WHY.sub(r"\1", text.strip())  # "the guitar one i quit lessons": the task, then why
    text = _CHATTER_THEN_NUMBER.sub("", text.strip())  # "ffs. no, 5": the task's number, after the sigh
    text = _STATUS_OF.sub("", text.strip()) or text  # "the status of task 2", "task 3's status": task 2, task 3
    if _ALL_TRIGGER.search(text) and _DUE_DAY_END.search(text):
        return text.strip()  # "everything due today": the day names the tasks, no when-it-was-done to drop
    return _REF_TRAIL.sub("", text.strip()).strip()


_DUE_DAY_END = re.compile(r"\b(?:due|for|from)\s+(?:today|tonight|tomorrow|tmrw)$", re.IGNORECASE)


_STATUS_OF = re.compile(r"^(?:the\s+)?(?:status|state)\s+(?:of|for|on)\s+(?=\S)|(?:'s)?\s+(?:status|state)$",
                        re.IGNORECASE)


# Chatter, then a task's number after a break: "ffs. no, 5", "ugh sorry, #5", "ok. task 3"
_CHATTER_THEN_NUMBER = re.compile(r"^[^#\d]*?[.,!?;:]\s+(?=(?:#\s*|(?:task|number|no\.?|item)\s*#?\s*)?\d{1,5}$)", X)


_ONE_THEN_WHY = re.compile(r"^((?:the|that|my)\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?\s+one)\s+(?:i|we|he|she|they|it'?s|its|"
                           r"cos|cause|because|since|as|coz|bc)\b.*$", re.IGNORECASE)


_FIRST_N = re.compile(r"^(?:the\s+)?(?P<end>first|top|last|bottom)\s+(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|"
                      r"nine|ten)(?:\s+(?:ones?|tasks?|items?|things?|on\s+(?:the|my)\s+list))?$", X)


# A task's number, then why it is named ("35 thats not a real task", "task 4 cos its a duplicate"): the number
_NUMBER_THEN_WHY = re.compile(r"^(?:#\s*|(?:task|number|no\.?|item)\s*#?\s*)?(?P<n>\d{1,4})[\s,-]+(?=(?:thats|that'?s|"
                              r"it'?s|its|it\s+(?:is|was)|was|cos|coz|cause|because|bc|since|as\s+it|dont|don'?t|"
                              r"never|not)\b)", X)


# A task's number said with '#' among words describing it ("#11 the call mum one", "#1's"); "task 3" needs the '#'
_NUMBER_IN_WORDS = re.compile(r"(?<![\w#])#\s?(\d{1,5})(?!\d|[:.]\d)", X)


# "the done ones except #2", "everything overdue apart from the rent": a bulk reference, then the tasks left out
# The words that leave tasks out of several ("except", "apart from"): here and in a yes with exceptions
LEAVING_OUT = r"except(?:\s+for)?|apart\s+from|aside\s+from|other\s+than|excluding|but\s+not|bar|save\s+for"
# "… and leave bella's jabs where they are", "… but keep the vet one as it is", "…, just leave the audit alone": the
# tasks kept as they are, said after the change
_KEPT_AS_IS = (r"where\s+(?:it|they|she|he)\s*(?:is|are|'s|'re)|alone|as\s+(?:is|(?:it|they)\s+(?:is|are))|be|"
               r"(?:on|for)\s+(?:its|their)\s+(?:day|date|own)|untouched|till\s+later|for\s+now")
LEFT_OUT_TAIL = re.compile(rf"\s*,?\s+(?:(?:(?:and|but)\s+)?(?:just\s+)?(?:leave|keep)\s+"
                           rf"(?=\S.*?\s(?:{_KEPT_AS_IS})\W*$)|(?:{LEAVING_OUT}|but)\s+)"
                           rf"(?P<what>\S.*?)(?:\s+(?:{_KEPT_AS_IS}))?\W*$", X)
_LEFT_OUT_PRONOUN = re.compile(r"^(?:it|that|this|them|those|these|all|any|one|anything|everything)\b(?!\s+one)", X)
_LEFT_OUT_SPLIT = re.compile(r"\s*(?:,|;|\band\b|&|\bor\b|\bnor\b|\+)\s*", X)


def left_out_refs(what: str) -> list[dict[str, Any]]:
    """The tasks named after "except" ("#2 and #4", "the milk or the tent"): numbers, ordinals or title words."""
    what = re.split(r"[.!?;]\s", what, maxsplit=1)[0]  # "leave it. light has gone again": the sentence said
    if _LEFT_OUT_PRONOUN.match(what.strip()):  # "leave it", "keep that": a no, read elsewhere
        return []
    refs: list[dict[str, Any]] = []
    for part in _LEFT_OUT_SPLIT.split(what):
        if part.strip():
            refs.extend(ref for ref in parse_refs(part.strip()) if ref.get("kind") in ("number", "title", "ordinal"))
    return refs


_SPEAKER = re.compile(r"^(?:me|us|myself|ourselves|you|yourself)$", re.IGNORECASE)


def parse_refs(text: str, *, bulk_default: str = "all", loose: bool = False) -> list[dict[str, Any]]:
    """TaskRef dicts for a reference phrase; several for "tasks 3 and 4"; [] if there is none. A bulk reference
    may carry the tasks left out of it (`except`: "all the done ones except #2").

    `loose` (answers to "which task?") looks for a number or ordinal inside chatty text.
    """
    tail = LEFT_OUT_TAIL.search(text)
    if tail and tail.start() > 0:
        head = parse_refs(text[:tail.start()], bulk_default=bulk_default)
        left_out = left_out_refs(clean_ref_text(tail.group("what")))
        if len(head) == 1 and head[0]["kind"] == "all" and left_out:
            return [{**head[0], "except": left_out}]
    text = names_said_of_each(text)  # "bins and laundry both": the names, each
    token = _DAY_TOKEN.match(clean_ref_text(text))
    if token:  # a day-named task, its date read with the clock: the one open task due then
        whichever = {"any": True} if token.group("any") else {}
        if token.group("named"):  # "the saturday one": with no task due saturday, the one called so
            whichever = {"or_title": f"{date(*map(int, token.group('y', 'm', 'd'))):%A}".lower()}
        return [{**_dump(TaskRef(kind="all", status="pending")), "one": True,
                 "due": "{}-{}-{}".format(*token.group("y", "m", "d")), **whichever}]
    day = one_of_day_words(text)
    if day:  # "the one due tomorrow": the one open task of that day, its date read with the clock (`date_of_day`)
        return [{**_dump(TaskRef(kind="all", status="pending")), "one": True, "day": day}]
    level = _bulk_priority(text)
    if level:  # "all the low priority ones": the open tasks of that priority
        return [{**_dump(TaskRef(kind="all", status="pending")), "priority": level}]
    due = bulk_due(text)  # before the trailing "today" goes as filler: "everything from today"
    if due:  # the open tasks of a day: moving or finishing done ones would mean nothing
        return [{**_dump(TaskRef(kind="all", status="pending")), "due": due}]
    text = clean_ref_text(text)
    if loose:
        text = _SLOT_NOISE.sub("", text).strip(" ,.")
    if not text or _SPEAKER.match(text):
        return []  # "manager moved me to sun": the one spoken of is a person, no task
    uuid = UUID_RE.search(text)
    if uuid:
        return [_dump(TaskRef(kind="uuid", value=uuid.group(0).lower()))]
    quoted = unquote(text)
    if quoted != text:
        return [_dump(TaskRef(kind="title", value=quoted.lower()))]
    if MULTI_NUMBER_RE.match(text):
        return [_dump(TaskRef(kind="number", value=int(n))) for n in re.findall(r"\d+", text)]
    first_n = _FIRST_N.match(text)
    if first_n:  # "the first two", "the last 3": that many, counted in the list shown
        said = first_n.group("n").lower()
        count = int(said) if said.isdigit() else NUMBER_WORDS.get(said, 0)
        if 2 <= count <= 10:
            last = first_n.group("end").lower() in ("last", "bottom")
            return [_dump(TaskRef(kind="ordinal", value=i - count - 1 if last else i)) for i in range(1, count + 1)]
    named = _NUMBER_IN_WORDS.findall(text)
    if len(named) == 1 and not re.search(r"\band\b|,|&", text, X) and not NUMBER_RE.match(text):
        # "#11 the call mum one", "the call mum task #11": the number said outright is the task meant
        return [_dump(TaskRef(kind="number", value=int(named[0])))]
    said_why = _NUMBER_THEN_WHY.match(text)
    if said_why:  # "35 thats not a real task", "#4 its a duplicate": that number, then why
        return [_dump(TaskRef(kind="number", value=int(said_why.group("n"))))]
    about = None if _is_bulk(text) else bulk_words(text)
    if about:  # "all the party stuff": every task whose words say "party"
        ref = {**_dump(TaskRef(kind="all", status=bulk_status(text, bulk_default))), "query": about}  # type: ignore[arg-type]
        if not re.match(r"(?:all|every|everything|anything)\b", text.strip(), X):
            # "the apprentice tasks": several when several say it, else the one task those words name (`_bulk`)
            ref["or_title"] = title_words(text)
        return [ref]
    single = _single(text, bulk_default)
    if single is not None:
        return [single]
    parts = NAMES_JOINED.split(text)
    if len(parts) > 1:
        refs = [_single(p, bulk_default) or _title_ref(p) for p in parts]
        shared_noun = bool(re.search(r"\b(?:ones|tasks|items|todos)$", parts[-1], X))  # "the milk and eggs ones"
        # "the gas bill and the water bill": a determiner repeated in every part makes each its own thing.
        determined = all(_DETERMINED.match(p) for p in parts)
        if shared_noun or determined or all(is_specific(r, p) for r, p in zip(refs, parts, strict=True)):
            return [r for r in refs if r is not None]
    title = _title_ref(text)
    return [title] if title else []


_DETERMINED = re.compile(r"^(?:the|my|our|that|this|those|these)\s+\S", X)
# Where several tasks' names are joined: "the bins and the laundry", "bins, laundry & mum", "bins plus laundry",
# "the bins as well as the laundry" (here, in a done-report's "X and Y both", and when a title names no one task)
NAMES_JOINED = re.compile(r"\s*(?:,\s*(?:and|&|plus)\b|,|\band\b|&|\bplus\b|\bas\s+well\s+as\b)\s*", X)
# "bins, laundry and mum", "the float, the invoices & the vat return": a few short names listed, the last after "and"
# (each a few words that tell nothing: "the plumber came, fixed the sink and left" is news)
_PLAIN_WORD = r"(?!(?:is|are|was|were|has|have|had|will|i|we|you|he|she|they|it|so|but|then|[a-z]{3,}ed)\b)[\w'&+#-]+"
_NAME_WORDS = rf"{_PLAIN_WORD}(?:\s+{_PLAIN_WORD}){{0,3}}"
A_NAME = re.compile(rf"^{_NAME_WORDS}$", X)
NAMES_LISTED = re.compile(rf"^{_NAME_WORDS}(?:\s*,\s*{_NAME_WORDS})+\s*,?\s+(?:and|&|plus)\s+{_NAME_WORDS}$", X)
# "both the bins and the laundry", "bins and laundry both", "…, laundry and mum all three": said of each name, no
# part of one
_EACH_LEAD = re.compile(r"^(?:both|all)\s+(?=(?:the|my|our)\s)|^both\s+", X)
_EACH_TAIL = re.compile(r"\s+(?:both|all(?:\s+(?:of\s+)?(?:them|two|three|four|five|2|3|4|5))?|each|the\s+lot)$", X)


def names_said_of_each(text: str) -> str:
    """Joined names without the "both"/"all three" said of each of them ("both the bins and the laundry" -> "the
    bins and the laundry"); other words as they are."""
    if not NAMES_JOINED.search(text.strip()):
        return text
    said = _EACH_TAIL.sub("", _EACH_LEAD.sub("", text.strip()))
    return said if NAMES_JOINED.search(said) else text


def _title_ref(text: str) -> dict[str, Any] | None:
    title = title_words(text)
    return _dump(TaskRef(kind="title", value=title)) if title else None


def _single(text: str, bulk_default: str) -> dict[str, Any] | None:
    """A non-title reference (number, ordinal, pronoun, bulk) if the whole phrase is one."""
    m = NUMBER_RE.match(text)
    if m:
        value = m.group("n") or m.group("w")
        number = int(value) if value.isdigit() else NUMBER_WORDS[value.lower()]
        return _dump(TaskRef(kind="number", value=number))
    m = ORDINAL_RE.match(text)
    if m:
        word = m.group("o").lower()
        value = ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
        return _dump(TaskRef(kind="ordinal", value=value))
    if PRONOUN_RE.match(text):
        return _dump(TaskRef(kind="pronoun"))
    if _is_bulk(text) or _THE_SHOWN.match(text):
        ref = _dump(TaskRef(kind="all", status=bulk_status(text, bulk_default)))  # type: ignore[arg-type]
        # "bin all of them", "delete both", "move those to friday": the tasks just shown, when some were
        return {**ref, "shown": True} if _POINTS_AT_SHOWN.search(text) else ref
    return None


# Several tasks pointed at, not named: "both", "those", "these ones", "both of them", "all those"
_THE_SHOWN = re.compile(r"^(?:all\s+(?:of\s+)?)?(?:both(?:\s+of\s+(?:them|those|these|em))?|those|these|them|em)"
                        r"(?:\s+(?:ones|tasks|items|things|two|three|four|all|both))?$|"
                        # "move it all to friday", "push the lot to monday", "all of it": what was just talked about
                        r"^(?:it\s+all|all\s+of\s+it|the\s+(?:whole\s+)?lot(?:\s+of\s+(?:them|em))?)$", X)
_POINTS_AT_SHOWN = re.compile(r"\b(?:them|those|these|both|em|it|lot)\b", X)


def title_words(text: str) -> str:
    """The distinctive words of a title reference: "the groceries one" -> "groceries"."""
    text = unquote(text.strip())
    text = _TITLE_LEAD.sub("", text)
    text = _TITLE_TRAIL.sub("", text)
    return text.strip(" ,.!?'\"").lower()


def is_specific(ref: dict[str, Any] | None, raw: str) -> bool:
    """Whether the reference clearly points at an existing task (not just any noun phrase)."""
    if not ref:
        return False
    if ref["kind"] != "title":
        return True
    return bool(TASK_WORD.search(raw)) or unquote(raw.strip()) != raw.strip()
