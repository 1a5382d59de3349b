"""A yes with exceptions, said to a change of several tasks: "all except the parking fine one", "yes but not the
boots", "yep, leave the tent though", "everything but #2 and #4"; or with only some of them: "no, just bailey",
"only #2 and #4" (`only`: the references kept, the rest left out).

Read only while a yes/no question is open. The act is "confirm" with `except` (the references left out) and
`affirmed` (whether a yes was said too: then the rest goes ahead; otherwise the question is asked again without
them). The graph, which knows the tasks asked about, matches the references among them.
"""

from __future__ import annotations

import re

from todobot.understanding.rules.lexicon import COMMAND_WORDS, TASK_VERBS
from todobot.understanding.rules.reading import Reading, act
from todobot.understanding.rules.refs import LEAVING_OUT, left_out_refs

X = re.IGNORECASE

_YES = (r"yes+|yeah+|yea|yep|yup|ya|sure|ok(?:ay)?|go\s+(?:ahead|for\s+it)|do\s+it|all(?:\s+of\s+(?:them|em))?|"
        r"everything|every\s+one|the\s+lot|all\s+the\s+rest|the\s+rest")
# the words that leave something out: a bare "not" or "but" only after a yes ("yes but not the boots", "all but #2")
_LEAVE_OUT = rf"{LEAVING_OUT}|(?:just\s+)?(?:leave|keep|skip)(?:\s+out)?"
_EXCEPT_ANSWER = re.compile(
    rf"^(?:(?P<yes>{_YES})\b[\s,!.:-]*)?(?:(?:but|just|only|and)\s+)?"
    rf"(?P<leave>{_LEAVE_OUT}|not|but)\s+(?P<what>\S.*)$", X)
# where the reason after the exception starts: "…, i want to keep the PCN number"
_REASON = re.compile(r"\s*(?:[,;.!(-]\s*|\s+)(?:i|i'?m|im|we|it'?s|its|that'?s|thats|they|he|she|because|cos|coz|cuz|"
                     r"as|since|still|need|gotta|want)\b.*$", X)
_NAMED = re.compile(r"(?:the|my|our|#|\d|tasks?\b|numbers?\b|no\.)", X)  # how a task left out is named after "but"
_TRAILING = re.compile(r"(?:\s+(?:though|tho|pls|please|plz|out|alone|for\s+now|one|ones|task|tasks))+\s*[.!]*$", X)


# "not the gas bill, the water bill", "not that one but #4": another task named in its place
_INSTEAD = re.compile(r"^not\s+[^,;.]+?(?:[,;.]\s*|\s+)(?:but\s+|i\s+meant\s+|i\s+mean\s+|it'?s\s+)?(?:the|my|#|\d)", X)


# "hang on, keep the murphy one, … delete the rest": a lead before the exception, and a yes to the rest said after it
_LEAD = re.compile(r"^(?:(?:hang\s+on|hold\s+on|wait|actually|oh|ok(?:ay)?|right|hmm+|um+|so)[\s,.!]+)+", X)
_REST_TOO = re.compile(r"[\s,.;!]+(?:(?:and|but|then|just)\s+)?(?:delete|remove|clear|bin|do|complete|finish|mark|"
                       r"tick(?:\s+off)?|get\s+rid\s+of|go\s+ahead\s+with)\s+(?:the\s+rest|(?:all\s+)?the\s+others|"
                       r"everything\s+else|the\s+other\s+ones|all\s+the\s+rest)(?:\s+(?:of\s+them|done|off))?"
                       r"(?:\s+(?:pls|please))?[.!]*$", X)


def yes_except(text: str) -> Reading | None:
    """The exception answer said in `text`, or None when it says something else."""
    text = _LEAD.sub("", text.strip())
    rest_too = _REST_TOO.search(text)
    if rest_too:
        text = text[:rest_too.start()]
    m = _EXCEPT_ANSWER.match(text.strip())
    if m is None or (m.group("leave").lower() == "but" and not m.group("yes")):
        return None
    if m.group("leave").lower() == "not" and not m.group("yes") and (
            not _NAMED.match(m.group("what")) or _INSTEAD.match(text.strip())):
        return None  # "not the train tickets, i can do that from home": that task left out, the rest asked again;
        # "not the gas bill, the water bill" names the task meant instead (a correction)
    if m.group("leave").lower() == "but" and not _NAMED.match(m.group("what")):
        return None  # "yeah but call it cancel gym": a yes with what to do, not a task left out
    refs = left_out_refs(_TRAILING.sub("", _REASON.sub("", m.group("what"))).strip(" ,.!"))
    if not refs:  # "keep it", "leave that": a no, read elsewhere
        return None
    return act("confirm", 0.95, "A yes to the change, with the tasks to leave out of it.",
               {"except": refs, "affirmed": bool(m.group("yes") or rest_too)})


# "hang on no. just bailey, rocco's owner can bring him": a no to all of them, a yes to the ones named
_ONLY_ANSWER = re.compile(r"^(?:(?:no+|nah|nope|not\s+all(?:\s+of\s+(?:them|em))?)\b[\s,!.:-]*)?(?:just|only)\s+"
                          r"(?!(?:do|delete|remove|go|leave|keep|skip|it|that|this|those|them|one|some|kidding|joking|"
                          r"wait|checking|asking)\b)(?P<what>\S.*)$", X)


# "the moving ones - broadband, post, council tax": a kind of task, then the tasks of that kind by name
_KIND_THEN_NAMES = re.compile(r"^(?:the\s+)?[\w' -]+?\s+ones?\s*(?:[-–:]+|,)\s*"
                              r"(?P<names>\S[^.!?;]*?,[^.!?;]*\S)[\s.!]*$", re.IGNORECASE)


def yes_only(text: str) -> Reading | None:
    """The tasks kept in a change of several ("no, just bailey"), or None when `text` says something else."""
    m = _ONLY_ANSWER.match(_LEAD.sub("", text.strip()))
    first = m.group("what").split()[0].lower() if m else ""
    if m is None or first in TASK_VERBS or first in COMMAND_WORDS:
        return None  # "actually just show me my list": another request, not the tasks to keep
    named = _KIND_THEN_NAMES.match(m.group("what"))
    if named:  # "just the moving ones - broadband, post, council tax": the names after the dash are the tasks meant
        refs = left_out_refs(_TRAILING.sub("", named.group("names")).strip(" ,.!"))
        if refs:
            return act("confirm", 0.95, "The change, for only the tasks named.", {"only": refs, "affirmed": True})
    what = re.split(r"\s*[,;.!?(]\s*|\s+-\s+", m.group("what"), maxsplit=1)[0]  # the why after a pause is no name
    refs = left_out_refs(_TRAILING.sub("", _REASON.sub("", what)).strip(" ,.!"))
    if not refs:
        return None
    return act("confirm", 0.95, "The change, for only the tasks named.", {"only": refs, "affirmed": True})
