"""Corrections of the last request: "no, I meant the other one", "I meant the fifth", "I meant delete X".

A correction is the act "correct" (Rasa CALM's correction pattern). What it carries says how to redo:
  - another task:        {"task_ref": {"kind": "other"}} / an ordinal, number or uuid ref / a title ref;
  - another request:     the corrected request itself ("I meant delete pay the gas bill" -> delete_task).
The graph, not this module, knows what "the last request" was.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from todobot.understanding.rules.reading import Reading, act
from todobot.understanding.rules.refs import is_specific, parse_refs

X = re.IGNORECASE
# Words in front of the correction; `marker` ones say a correction is coming ("I meant", "wrong one").
_LEAD = re.compile(
    r"^(?:no+|nope|nah|oops|oh|sorry|wait|hmm+|ugh|actually|my\s+bad|(?P<marker>i\s+meant|i\s+mean|meant|"
    r"not\s+that(?:\s+one)?|wrong\s+(?:one|task)|(?:that'?s|thats|that\s+is|that\s+was)\s+(?:the\s+)?wrong(?:\s+one)?|"
    r"not\s+(?:the\s+)?(?:right|correct)\s+one))(?:[\s,.!;:-]+|$)",
    X,
)
_OTHER = re.compile(r"^(?:the\s+)?other(?:\s+(?:one|task|item))?(?:\s+(?:please|pls|instead))?[\s.!]*$", X)
_NOT_A_CORRECTION = re.compile(r"^to\b", X)  # "I meant to call mom" says what they meant to do, not a repair
_TASK_REFS = ("number", "ordinal", "uuid")
# In a correction the verb acts on a task already talked about, so even a weak verb names one:
# "no, I meant complete the report" completes the report task (said alone, it would be a new task).
_VERB = re.compile(
    r"^(?:(?P<complete_task>complete|finish|close|tick\s+off|check\s+off|cross\s+off)|(?P<delete_task>delete|remove|"
    r"drop|cancel|scratch)|(?P<reopen_task>reopen|uncheck))\s+(?P<ref>\S.*)$",
    X,
)


def correction(text: str, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """The correction `text` makes (readings with act "correct"), or None when it is not one.

    `read` reads the corrected request ("delete pay the gas bill") the way a whole message is read.
    """
    rest, marked = text, False
    while rest and (m := _LEAD.match(rest)):
        marked = marked or m.group("marker") is not None
        rest = rest[m.end():]
    if _OTHER.match(rest):
        return [act("correct", 0.95, "'The other one': redo the last request on another task.",
                    {"task_ref": {"kind": "other"}})]
    if not marked or not rest or _NOT_A_CORRECTION.match(rest):
        return None
    refs = parse_refs(rest)
    if len(refs) == 1 and refs[0]["kind"] in _TASK_REFS:
        return [act("correct", 0.95, "Points at another task for the last request.", {"task_ref": refs[0]})]
    readings = read(rest)
    if readings and readings[0].explicit and readings[0].intent not in ("none", "unknown"):
        for reading in readings:
            reading.act = "correct"
            reading.reasoning = f"A correction: {reading.reasoning}"
        return readings
    verb = _VERB.match(rest)
    verb_refs = parse_refs(verb.group("ref")) if verb else []
    if verb and len(verb_refs) == 1:
        intent = next(name for name, value in verb.groupdict().items() if value and name != "ref")
        return [Reading(intent, {"task_ref": verb_refs[0]}, 0.85, "A correction: the request meant instead.",
                        act="correct")]
    if len(refs) == 1 and is_specific(refs[0], rest):  # "I meant the milk one", not "I mean, whatever"
        return [act("correct", 0.75, "Names another task for the last request.", {"task_ref": refs[0]})]
    return None
