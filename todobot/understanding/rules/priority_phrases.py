"""Where a priority is said with a task: "urgent: fix the sink", "!! renew passport", "… high priority", "(p1)".

Detection only: which words of a message are a priority mark, and the message without them. What those
words mean is `todobot.priority.level_of` (its synonym table is the one place). A mark is a phrase in
front of the task or at its end; a word inside a title stays ("write the urgent care report").
"""

from __future__ import annotations

import re

from todobot.priority import PriorityName, level_of
from todobot.understanding.rules.lexicon import TASK_VERBS

X = re.IGNORECASE
_LEVEL = r"(?:high|highest|top|medium|med|normal|low|lowest)"
# "asap" in front ("asap: call the bank") or at the end ("print more forms asap") says the task is urgent.
_WORDS = r"(?:urgent|very\s+urgent|important|very\s+important|critical)"
# How much, said before the word at the end: "…, fairly urgent", "… pretty important", "… kinda urgent tbh"
_DEGREE = r"(?:(?:fairly|pretty|quite|rather|kinda|kind\s+of|sort\s+of|a\s+bit|somewhat|super|real|really|rly)\s+)?"
# In front: "urgent: fix the sink", "!! renew passport", "p1 - call the bank", "high priority: taxes".
_LEAD = re.compile(
    rf"^\s*(?:(?P<bang>!{{1,3}})(?!!)\s*|(?P<word>{_WORDS}|asap|{_LEVEL}\s+priority|priority\s+{_LEVEL}|p[1-4])\s*[:!\-–]+\s*)",
    X)
# "p3 sort out the shelves": a Todoist level said bare in front counts when a task's verb follows it
# ("p3 class trip" is a school year's trip, not a priority).
_BARE_LEVEL = re.compile(r"^\s*(?P<word>p[1-4])\s+(?P<verb>[a-z]+)\b", X)
# At the end: "… high priority", "…, urgent", "… (p1)", "… as top priority", "… priority: low", "… by 10 dec !!"
# (a "!!" set apart by a space; "fix it!!" is a tone of voice).
_TAIL = re.compile(
    rf"(?:[\s,;(\-–]+(?:(?:it'?s|it\s+is|that'?s|thats|with|as|at|mark(?:ed)?\s+(?:it\s+)?as|make\s+it)\s+)?(?:an?\s+)?"
    rf"{_DEGREE}(?P<word>{_LEVEL}[\s-]+(?:priority|prio|pri)|{_WORDS}|asap|a\.s\.a\.p\.?|as\s+soon\s+as\s+possible|not\s+(?:(?:very|that|too|so|super|really|rly|all\s+that)\s+)?(?:urgent|important)|priority\s*:?\s*{_LEVEL}|p[1-4])"
    # "…, whenever", "tidy the shed whenever", "fix the gate when i get a chance", "read dune someday": no hurry said
    # last, with or without a comma, is a low priority
    r"\)?|(?:,\s*|\s+[-–]?\s*)"
    r"(?P<low>(?:whenever|when)(?:\s+(?:i|we)\s+(?:can|manage|get\s+(?:a\s+)?(?:chance|time|minute|moment|sec|mo|"
    r"spare\s+(?:minute|moment)|round\s+to\s+it|around\s+to\s+it)|have\s+(?:a\s+)?(?:chance|time|minute|moment|"
    r"spare\s+(?:minute|moment)|sec)|(?:get|find)\s+the\s+time))|whenever|some\s*day|some\s+time|sometime|no\s+rush|"
    r"no\s+hurry|not\s+urgent|at\s+some\s+point|eventually|one\s+of\s+these\s+days|if\s+(?:i|we)\s+(?:get|have|find)\s+"
    r"(?:the\s+)?(?:time|a\s+chance))"
    # "…, medium", "…, low": the level alone, set apart by a comma at the end
    r"|,\s*(?P<bare>high|medium|med|low))"
    r"(?:\s+(?:tho|though|really|at\s+all|lol|honestly|tbh|either))*\s*[.!]*\s*$|\s+(?P<bang>!!!?)\s*$",
    X)


def leading_priority(text: str) -> tuple[str, PriorityName | None]:
    """`text` without a priority mark in front, and the level it named ("urgent: fix the sink")."""
    m = _LEAD.match(text)
    if not m:
        bare = _BARE_LEVEL.match(text)
        m = bare if bare and bare.group("verb").lower() in TASK_VERBS else None
        if m:
            return text[m.start("verb"):].strip(), level_of(m.group("word"))
    if not m or not text[m.end():].strip():
        return text, None
    level = level_of(m.group("bang") or m.group("word"))
    return (text[m.end():].strip(), level) if level else (text, None)


def trailing_priority(text: str) -> tuple[str, PriorityName | None]:
    """`text` without a priority phrase at its end, and the level it named ("water plants high priority")."""
    m = _TAIL.search(text)
    if not m or not text[: m.start()].strip():
        return text, None
    word = m.group("word") or m.group("bang") or m.group("bare")
    word = "asap" if word and re.fullmatch(r"as\s+soon\s+as\s+possible|a\.s\.a\.p\.?", word, X) else word
    # "…, whenever": low; "not very important", "not that urgent": low as "not important" is
    level = "low" if m.group("low") or (word and re.match(r"not\s", word, X)) else level_of(word)
    if not level:
        return text, None
    rest = text[: m.start()].rstrip(" ,;-–(")
    opened = rest.rfind("(")
    if opened > rest.rfind(")") and text[m.end():].strip() in ("", ")") and ")" in text[m.start():]:
        # "buy presents (whenever, low priority)": the bracket closed after the priority, opened before it
        inner, same = trailing_priority(f"{rest[:opened].rstrip()}, {rest[opened + 1:].strip()}".strip(" ,"))
        rest = inner if same == level else f"{rest[:opened].rstrip()} {rest[opened + 1:].strip()}".strip()
    again, same = trailing_priority(rest)
    return (again if same == level else rest), level  # "…, not urgent, whenever": both say low, both go


def said_priority(text: str) -> tuple[str, PriorityName | None]:
    """A priority said in front of or behind a task's words, and the words without it."""
    text, level = leading_priority(text)
    if level:
        rest, again = trailing_priority(text)  # "p3 sort out the shelves, whenever": both say low, both go
        return (rest if again == level else text), level
    return trailing_priority(text)



# "…, its urgent bc dr ramos is off", "…, thats p1 because there's a fine", "…, low priority, dani might have some":
# a priority said as a clause of its own after the task's words, with the reason (or an aside) after it
_MID = re.compile(
    rf"(?:\s*[,;:]\s*|\s*[.!]+\s+|\s+[-–]\s+|\s*\(\s*|\s+(?=(?:it'?s|its|it\s+is|that'?s|thats|this\s+is)\s))"
    rf"(?:(?:and|but|so|also|oh|plus)\s+)?"
    rf"(?:(?:it'?s|it\s+is|its|that'?s|thats|this\s+is|this\s+ones?|make\s+it|mark\s+it(?:\s+as)?|needs\s+to\s+be|"
    rf"should\s+be)\s+)?(?:an?\s+)?{_DEGREE}(?P<word>{_LEVEL}[\s-]+(?:priority|prio|pri)|{_WORDS}|asap|p[1-4]|"
    rf"not\s+(?:(?:very|that|too|so|super|really|rly)\s+)?(?:urgent|important)|priority\s*:?\s*{_LEVEL})"
    r"(?:\s+(?:one|task|thing))?\)?(?P<sep>\s*[,;.!:\-–]+\s*|\s+(?:because|cause|cos|coz|cuz|bc|b/c|since|as|so)\s+|(?<=\))\s+|"
    r"\s+(?=(?:the|my|our|his|her|their|i|i'?m|im|we|he|she|they|there'?s|theres|there\s+is)\s)|\s*$)",
    X)


def priority_clause(text: str) -> tuple[str, str | None, PriorityName | None]:
    """A priority said as a clause after a task's words ("pay the tenencia, thats p1 because there's a fine"):
    the words before it, the words after it (a reason, an aside or a date) and the level; the text unchanged and
    no level when there is none."""
    for m in _MID.finditer(text):
        word = m.group("word")
        level = "low" if re.match(r"not\s", word, X) else level_of(word)
        if not level or not text[:m.start()].strip():
            continue
        after = text[m.end():].strip(" ,;.-–")
        after = re.sub(r"^(?:notes?|description|desc|details|comments?)\s*[:\-–]\s*", "", after, flags=X) or None
        return text[:m.start()].rstrip(" ,;.-–("), after, level
    return text, None, None
