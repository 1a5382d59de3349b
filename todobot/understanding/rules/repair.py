"""Corrections of the last request: "no, I meant the other one", "I meant the fifth", "I meant delete X".

A correction is the act "correct" (Rasa CALM's correction pattern). What it carries says how to redo:
  - another task:        {"task_ref": {"kind": "other"}} / an ordinal, number or uuid ref / a title ref;
  - another request:     the corrected request itself ("I meant delete pay the gas bill" -> delete_task).
The graph, not this module, knows what "the last request" was.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from todobot.priority import level_of
from todobot.understanding.rules.commands.bare import BARE_COMMAND
from todobot.understanding.rules.dates import DATE_RE
from todobot.understanding.rules.lexicon import TASK_VERBS
from todobot.understanding.rules.reading import Reading, act
from todobot.understanding.rules.refs import is_specific, parse_refs
from todobot.understanding.rules.text import THEN_WHY, VOCATIVE_WORDS, capitalise

X = re.IGNORECASE
# Words in front of the correction; `marker` ones say a correction is coming ("I meant", "wrong one").
_LEAD = re.compile(
    # "sorry yaar i meant the fifth", "no mate, the other one": who is spoken to, after the sorry
    rf"^(?:no+|nope|nah|oops|whoops|oh|sorry|soz|wait|hmm+|ugh|argh+|ahh+|dammit|damn|crap|actually|my\s+bad|{VOCATIVE_WORDS}|(?P<marker>i\s+meant|i\s+mean|meant|i\s+said|"
    r"not\s+that(?:\s+one)?|wrong\s+(?:one|task)|(?:that'?s|thats|that\s+is|that\s+was)\s+(?:the\s+)?wrong(?:\s+one)?|"
    r"not\s+(?:the\s+)?(?:right|correct)\s+one|"
    # "not the guitar one, the bass one", "wrong one, should've been number 5": the one ruled out, or the one meant
    # "no not the pin the sat nav one": the one ruled out named bare, before the one meant
    r"not\s+(?:the|that)\s+(?:[\w'&-]+\s+){0,2}[\w'&-]+(?=[\s,;]+(?:the|that)\s+(?:[\w'&-]+\s+){1,4}(?:one|task)\b)|"
    r"not\s+(?:the|that)\s+(?:[\w'&-]+\s+){1,3}(?:one|task)|"
    # "no no not the charger. add a new one: …": the one ruled out named bare, then a sentence that says what instead
    r"not\s+(?:the|that|my)\s+(?:[\w'&-]+\s+){0,2}[\w'&-]+(?=\s*[.;!]+\s+\S)|"
    r"(?:it\s+)?(?:should'?ve|should\s+have|shoulda)\s+been"
    r"(?=\s+(?:#|number\b|task\b|no\.?\s*\d|\d|the\s+(?:\w+\s+){0,3}one\b|the\s+(?:first|second|third|fourth|fifth|last)\b))))"
    r"(?:[\s,.!;:\u2014\u2013-]+|$)",
    X,
)
# The markers that say the task was the wrong one ("wrong one", "not that one"), and what may follow them alone
_WRONG_ONE = re.compile(r"^(?:not\s+that|wrong|(?:that'?s|thats|that\s+is|that\s+was)\s+(?:the\s+)?wrong)\b", X)
# "my apologies", "apologies", "my mistake": the sorry said formally
_APOLOGY = r"(?:sorry|soz|sry|(?:my\s+)?apologies|my\s+(?:bad|mistake|error))"
_ONLY_WORDS_TO = re.compile(rf"^(?:(?:{VOCATIVE_WORDS}|{_APOLOGY}|lol|haha+|ffs|oops|pls|please)\b[\s,.!]*)*$", X)
_OTHER = re.compile(r"^(?:the\s+)?other(?:\s+(?:one|task|item))?(?:[\s,]+(?:please|pls|instead|obvs|obviously|duh|lol|"
                    rf"{_APOLOGY}|then|mate|silly))*[\s.!]*$", X)
# "the other one, the insurance one" / "the other one, i called the landlord": the words after say which
# (not "the other one sorry, the car's sold": an apology, then why; nor "the other one, the caterer still hasn't called
# back": the one first picked, said to be not done yet, is why)
_OTHER_NAMED = re.compile(r"^(?:the\s+)?other(?:\s+(?:one|task))?[\s,;:-]+(?:i\s+mean(?:t)?\s+)?"
                          rf"(?!(?:one\s+|task\s+)?(?:{_APOLOGY}|lol|pls|please)\b)"
                          r"(?!.*\b(?:hasn'?t|haven'?t|hadn'?t|isn'?t|aren'?t|wasn'?t|didn'?t|won'?t|not|never|still|yet)\b)"
                          r"(?P<ref>\S.+)$", X)
_ONE_SHAPED = re.compile(r"^(?:the|that)\s+(?:[\w'-]+\s+){1,4}(?:one|task|thing)(?:\s+(?:please|pls|instead))?[\s.!]*$"
                         r"|^(?:#\s*\d+|number\s+\d+|task\s+\d+|the\s+(?:first|second|third|fourth|fifth|last))$", X)
_NAMED_THING = re.compile(r"^(?!.*\b(?:is|are|was|were|isn'?t|aren'?t)\b)"
                          r"(?:the|my|that)\s+(?:\S+\s+){0,2}\S+[\s.!]*$", X)  # a short "the …" after "I meant"
# "I meant to call mom", "i said id drive her", "i said i'll pay it": what they meant or promised to do, not a repair
_NOT_A_CORRECTION = re.compile(r"^(?:to|i'?d|i\s+would|i'?ll|ill|i\s+will|we'?d|we'?ll|we\s+would|we\s+will|"
                               r"i\s+was\s+going\s+to|i'?m\s+going\s+to)\b", X)
_TASK_REFS = ("number", "ordinal", "uuid")
# Words that open a remark, not the words of a task: "I think we have some", "that's fine", "whatever".
_REMARK_WORDS = r"i|we|it|it'?s|that|that'?s|this|you|there|they|he|she"
_REMARK_START = re.compile(rf"^(?:{_REMARK_WORDS}|what|how|why|whatever|nothing|never|not)\b", X)
# In a correction the verb acts on a task already talked about, so even a weak verb names one:
# "no, I meant complete the report" completes the report task (said alone, it would be a new task).
_VERB = re.compile(
    r"^(?:(?P<complete_task>complete|finish|close|tick\s+off|check\s+off|cross\s+off)|(?P<delete_task>delete|remove|"
    r"drop|cancel|scratch)|(?P<reopen_task>reopen|uncheck))\s+(?P<ref>\S.*)$",
    X,
)


# What the correction rules out, said after it: "I meant delete it, not complete it", "rename it not delete".
_RULED_OUT = re.compile(
    r"[\s,;]+(?:not|instead\s+of|rather\s+than)\s+(?:to\s+)?(?:delete|deleting|remove|removing|complete|completing|"
    r"finish|finishing|mark|marking|rename|renaming|reopen|reopening|update|updating|change|changing|edit|editing|"
    r"add|adding|tick|check|cross|done|do)\b.*$",
    X,
)


# The task ruled out, said after the one meant: "i meant #2 not #3", "the fifth one, not the fourth".
_NOT_THAT_ONE = re.compile(r"[\s,;]+(?:not|instead\s+of|rather\s+than)\s+(?:#\s*\d+|task\s+#?\d+|number\s+\d+|"
                           r"(?:the\s+)?\w+(?:\s+one)?|that(?:\s+one)?|this(?:\s+one)?)[\s.!]*$", X)
# "no no, the one about the car", "the one for the vet": a task named by what it is about
_ONE_ABOUT = re.compile(r"^(?:the|that)\s+one\s+(?:about|for|with|re|regarding|on)\s+(?P<ref>\S.*?)[\s.!]*$", X)
# "no the nguyens not the walshes", "no, not the walshes, the nguyens": the one meant and the one ruled out, each
# named bare with "the" (no verb between: "no the car is not the problem" is a remark; no day: "no the weekend not
# the friday" fixes a date, read elsewhere)
_NAME_BARE = r"(?:the|that)\s+(?:[\w'&-]+\s+){0,3}?[\w'&-]+"
_PAIRED = re.compile(rf"^(?!.*\b(?:is|are|was|were|isn'?t|aren'?t|be|been|has|have|had|do|does|did|(?:mon|tues|wednes|"
                     r"thurs|fri|satur|sun)day|weekend|morning|afternoon|evening|night|week|month|tomorrow|today|"
                     r"tonight)\b)"
                     rf"(?:(?P<meant>{_NAME_BARE})[\s,;]+not\s+{_NAME_BARE}|not\s+{_NAME_BARE}[\s,;]+(?P<then>{_NAME_BARE}))"
                     r"(?:\s+(?:please|pls|instead))?[\s.!]*$", X)
# "no the audit! #8": a task named, then its number; "no the audit!": a task named bare after a "no" (no verb, no day)
_NAMED_NUMBERED = re.compile(rf"^{_NAME_BARE}[\s,.!:;-]+(?:#\s*|task\s+#?|number\s+|no\.?\s*)(?P<n>\d{{1,4}})"
                             r"[\s.!]*$", X)
_PAIRED_BARE = re.compile(_PAIRED.pattern[:_PAIRED.pattern.index("(?:(?P<meant>")]
                          + r"(?P<meant>(?:the|that)\s+(?:[\w'&-]+\s+)?[\w'&-]+)[\s.!]*$", X)  # two words at most
_TRAIL_MARKER = re.compile(r"[\s,;-]+(?:i\s+mean(?:t)?|is\s+what\s+i\s+meant|i\s+meant\s+to\s+say)[\s.!]*$", X)


# "i said add pay the deposit, due wednesday": a date after the request is part of it, not why
_DATE_ONLY = re.compile(r"^[\s,.!]*(?:(?:due|by|on|pls|please|plz|thanks|thx|and|repeat(?:s|ing)?)[\s,.!]*)*$", X)
_SENTENCE_END = re.compile(r"(?<=\w)[.!?]+\s+(?=\S)")


def correction(text: str, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """The correction `text` makes (readings with act "correct"), or None when it is not one.

    `read` reads the corrected request ("delete pay the gas bill") the way a whole message is read.
    """
    rest, marked, wrong = text, False, False
    while rest and (m := _LEAD.match(rest)):
        marked = marked or m.group("marker") is not None
        wrong = wrong or bool(m.group("marker") and _WRONG_ONE.match(m.group("marker")))
        rest = rest[m.end():]
    if wrong and _ONLY_WORDS_TO.match(rest):
        # "wrong one mate", "not that one!!": the last request was meant for another task, not named
        return [act("correct", 0.9, "'Wrong one': redo the last request on another task.",
                    {"task_ref": {"kind": "other"}})]
    sentence = _SENTENCE_END.search(rest)
    if rest != text and sentence and not any(r.explicit and r.intent not in ("none", "unknown")
                                             for r in read(rest[sentence.end():])):
        rest = rest[:sentence.start()]  # "the other one, okonkwo. okafor's still to do": the one meant, a remark
    head_then = THEN_WHY.split(rest, maxsplit=1)
    if marked and len(head_then) == 2 and head_then[0].strip() and not _DATE_ONLY.match(
            DATE_RE.sub(" ", head_then[1])) and level_of(head_then[1].strip(" ,.!").lower()) is None and not any(
            r.explicit and r.intent not in ("none", "unknown") for r in read(head_then[1])):
        # "oh no i meant accountant, the landlord one is still to do": what was meant, then why
        meant = correction(text[:len(text) - len(rest)] + head_then[0], read)
        if meant:
            return meant
    trailing = _TRAIL_MARKER.search(rest)  # "no wait, the bread one i mean": the marker said last
    if trailing and rest != text:
        rest, marked = rest[:trailing.start()], True
    if marked and sentence and not _NOT_A_CORRECTION.match(rest):
        # "i meant gym starts monday. move gym to monday 7am": what was meant said as news (or as the same change),
        # then the request whole — that request is what to do (a plain one: nothing before it is taken back)
        whole = read(rest[sentence.end():])
        said = [(w.intent, w.ref) for w in whole]
        if whole and all(r.explicit and r.intent not in ("none", "unknown") and r.act is None
                         and (r.ref or {}).get("kind") in ("title", None) for r in whole) \
                and all(not r.explicit or r.intent in ("none", "unknown") or (r.intent, r.ref) in said
                        for r in read(rest[:sentence.start()])):
            return whole  # (not "i meant 2. delete it": "it" is the task the first sentence names)
    if marked and sentence and BARE_COMMAND.match(_RULED_OUT.sub("", rest[:sentence.start()]).strip(" ,.!")):
        rest = rest[sentence.end():]  # "i said delete not done. delete #4": the action meant, then the request whole
    rest = _RULED_OUT.sub("", rest) if marked else rest
    rest = _NOT_THAT_ONE.sub("", rest) if marked else rest
    named = _OTHER_NAMED.match(rest)
    if named and not _OTHER.match(rest):
        rest, marked = named.group("ref"), True
    if rest != text and _ONE_SHAPED.match(rest):  # "no sorry the water one": a "no" and a task named as a one
        marked = True
    ruled_out = _NOT_THAT_ONE.sub("", rest) if rest != text and not marked else rest
    if ruled_out != rest and _ONE_SHAPED.match(ruled_out):  # "no the gas one not the water one": the one meant
        rest, marked = ruled_out, True
    paired = _PAIRED.match(rest) if rest != text else None
    if paired:  # "no the nguyens not the walshes": the nguyens
        rest, marked = paired.group("meant") or paired.group("then"), True
    numbered = _NAMED_NUMBERED.match(rest) if rest != text else None
    if numbered:  # "no the audit! #8", "no, the plumber, 12": the number said with the name is the task meant
        return [act("correct", 0.9, "Names another task for the last request.",
                    {"task_ref": {"kind": "number", "value": int(numbered.group("n"))}})]
    bare = _PAIRED_BARE.match(rest) if rest != text else None
    if bare:  # "no the audit!", "nah, the tiler": a "no", then a task named bare
        rest, marked = bare.group("meant"), True
    about = _ONE_ABOUT.match(rest) if rest != text else None
    if about:  # "no no, the one about the car": the car one
        refs = parse_refs(about.group("ref"))
        if len(refs) == 1 and refs[0]["kind"] == "title":
            return [act("correct", 0.85, "Names another task for the last request.", {"task_ref": refs[0]})]
    other_then = THEN_WHY.split(rest, maxsplit=1)
    if _OTHER.match(rest) or (rest != text and len(other_then) == 2 and _OTHER.match(other_then[0])
                              and not any(r.explicit and r.intent not in ("none", "unknown")
                                          for r in read(other_then[1]))):
        # "no, the other one soz, we sold the car in may": the other one, then why (no request of its own)
        return [act("correct", 0.95, "'The other one': redo the last request on another task.",
                    {"task_ref": {"kind": "other"}})]
    if not marked or not rest or _NOT_A_CORRECTION.match(rest):
        return None
    refs = parse_refs(rest)
    if len(refs) == 1 and refs[0]["kind"] in _TASK_REFS:
        found = read(rest) if len(rest.split()) > 1 else []  # "i meant 2" alone names the task, nothing more
        said = found[0] if len(found) == 1 else None
        if said is not None and said.intent not in ("none", "unknown") and said.ref == refs[0]:
            # "oh i meant 2 its done not delete": that task, and another request for it
            said.act, said.reasoning = "correct", f"A correction: {said.reasoning}"
            return [said]
        return [act("correct", 0.95, "Points at another task for the last request.", {"task_ref": refs[0]})]
    readings = read(rest)
    # a clear request, or a done-report ("no, i meant i told the landlord"): what was meant instead
    reported = bool(readings) and readings[0].intent == "complete_task" and readings[0].ref is not None
    if readings and (readings[0].explicit or reported) and readings[0].intent not in ("none", "unknown"):
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
    if len(refs) == 1 and refs[0]["kind"] == "title" and _NAMED_THING.match(rest):  # "i meant the plumber"
        return [act("correct", 0.7, "Names another task for the last request.", {"task_ref": refs[0]})]
    if len(refs) == 1 and refs[0]["kind"] == "title" and len(rest.split()) <= 5 and not _REMARK_START.match(rest) \
            and readings and readings[0].intent == "unknown":
        # "no sorry i meant occupational health": a task named in a few bare words (after an add: the title meant)
        return [act("correct", 0.7, "Names the task meant in a few words.",
                    {"task_ref": refs[0], "title": capitalise(rest.strip(" .!"))})]
    said = readings[0] if readings else None
    if said is not None and said.intent == "add_task" and said.params.get("title") and len(refs) == 1 \
            and refs[0]["kind"] == "title" and not _REMARK_START.match(rest):
        # "wrong one, i meant tell the landlord": the task meant, in its own words (after an add: the title meant)
        ref = {**refs[0], "verb": rest.split()[0].lower()} if rest.split()[0].lower() in TASK_VERBS else refs[0]
        return [act("correct", 0.8, "Names the task meant in its own words.",
                    {"task_ref": ref, "title": said.params["title"]})]
    return None


# A change of mind inside one message: "add milk, no wait, oat milk", "delete 3 actually no 4",
# "add call bob... actually never mind". Two-word markers may follow a plain space; a bare "actually",
# "wait", "sorry", "i mean", "no" or "scratch that" only counts after a pause (a comma, a dash or dots),
# and a bare "no" only before another pause ("add oat milk, no sugar" is a title).
_STRONG_MIND = r"(?:no+\s+wait|wait\s+no+|actually\s+no+|no+\s+actually|no+\s+sorry|sorry\s+no+|or\s+rather)"
_WEAK_MIND = (r"(?:i\s+mean(?:t)?|make\s+(?:it|that)|actually|wait|sorry|oops|scratch\s+that|"
              r"no+(?=\s*(?:[,.!;:—–-]|$)))")
_MIND = re.compile(
    rf"(?:\s*(?:,|;|\.+|…|\s[-—–]+|[—–]|!|\?)\s*|\s+(?={_STRONG_MIND}\b))"
    rf"(?P<marker>(?:{_STRONG_MIND}|{_WEAK_MIND})(?:[\s,—–-]+(?:{_STRONG_MIND}|{_WEAK_MIND}))*)(?:[\s,.!:;…—–-]+|$)",
    X,
)
# What was begun of the task said ("the Lyon invoice is... no"): the thing stays, what was to be said of it goes
_SUBJECT_BROKEN_OFF = re.compile(r"^(?:(?:and|oh|also|so|but|right|ok)[\s,]+)*(?P<thing>(?:the|my|our)\s+[\w'&-]+"
                                 r"(?:\s+[\w'&-]+){0,4}?)\s*(?:\s(?:is|was|are|were)|'s)$", X)
# What trails the value meant instead: an apology or filler ("wednesday, sorry", "oat milk soz", "the 4th my bad")
_SORRY_TAIL = re.compile(r"(?:[\s,.!—–-]+(?:sorry|soz|sry|my\s+bad|i\s+mean|oops|lol|haha+|x+))+[\s,.!]*$", X)
# The first part broke off mid-clause ("and the Bosch proofread to — no, sorry — …"): what it began is dropped
_BROKEN_OFF = re.compile(r"(?:,|;|\s+and|\s+then|\s+also|\s+plus)\s+(?:(?!,|\band\b).)*?"
                         r"\b(?:to|for|on|at|by|till|until|the|a|my|and|as|into|from)$", X)
# "leave the Bosch one, move …": the task left as it is asks for nothing
_LEFT_AS_IS = re.compile(r"^(?:just\s+)?(?:leave|skip|forget(?:\s+about)?|not)\s+(?:the\s+|that\s+|my\s+)?"
                         r"[\w'&-]+(?:\s+[\w'&-]+){0,3}?(?:\s+(?:one|task|alone|as\s+(?:it\s+)?is|be))*"
                         r"\s*(?:,|;|\band\b)\s*(?:and\s+|just\s+)?", X)
_HOW_IT_IS_MADE = re.compile(r"^make\s+(?:it|that)$", X)
# The second part is a remark, not the thing meant instead ("add milk, actually I think we have some").
_REMARK = re.compile(rf"^(?:{_REMARK_WORDS})\b", X)
# "delete the gate one, sorry, boss fixed it": someone did something — why, not the thing meant instead
_WHY_SAID = re.compile(r"^(?:the\s+|my\s+|our\s+|his\s+|her\s+)?[a-z]+(?:'s)?\s+(?:(?:has|have|had|just|already)\s+)*"
                       r"(?:[a-z]{2,}ed|did|done|said|says|got|went|came|made|rang|told|sent|cancelled|sorted|"
                       r"fixed|paid|took|is|are|was|were)\s+(?:it|that|them|this|one|already|now|instead|yesterday|"
                       r"today|last\s+\w+|for\s+(?:me|us))\b", X)
# Why the value meant instead is meant, said after it: "wednesday since i'll be gone", "4pm because of training"
_WHY_AFTER = re.compile(r"\s+(?:because|cause|cos|coz|bc|since|as\s+(?:i|we|he|she|they)\b).*$", X)
_NUMBERED = ("number", "ordinal", "uuid")  # a reference the second part can replace outright


def change_of_mind(text: str, read: Callable[[str], list[Reading]],
                   act_of: Callable[[str], Reading | None]) -> list[Reading] | None:
    """What `text` asks once the speaker's change of mind is applied, or None when it has none.

    The part after the marker replaces what it repeats: a number or ordinal replaces the task meant
    ("delete 3 actually no 4"); words replace the words they line up with ("add milk, no wait, oat milk"
    -> "add oat milk", "add call mom, i mean dad" -> "add call dad"); a whole command replaces the first
    one; "never mind" drops the request. `act_of` reads a whole-message conversation act.
    """
    for m in _MIND.finditer(text):
        before, after = text[:m.start()].strip(), text[m.end():].strip(" ,.!")
        named = _SUBJECT_BROKEN_OFF.match(before)
        if named and after:  # "and the Lyon invoice is... no, it's not done, it's due friday. set it for friday"
            rest = read(after)
            pointed = [r for r in rest if (r.ref or {}).get("kind") == "pronoun"]
            if pointed and all(r.intent not in ("none", "unknown") for r in rest):
                for r in pointed:
                    r.params["task_ref"] = {"kind": "title", "value": named.group("thing").split(None, 1)[1].lower()}
                return rest
        after, more = _first_sentence(after)
        after = _SORRY_TAIL.sub("", after).strip(" ,.!—–-")
        broken = _BROKEN_OFF.search(before)
        if broken and after:  # "move A to friday and B to — no, sorry — leave B, move C to thursday"
            kept = _LEFT_AS_IS.sub("", after)
            whole = read(f"{before[:broken.start()]}, {kept}") if kept != after or _starts_request(kept, read) else []
            if whole and all(r.intent not in ("none", "unknown") for r in whole):
                return whole + _also(more, read)
        dropped = act_of(after) if after else act_of(m.group("marker"))
        taken_back = dropped is not None and dropped.act in ("cancel", "deny")
        kept = _last_part_taken_back(before, read) if taken_back else None
        if kept:
            return kept
        first = read(before) if before else []
        told = first and first[0].intent == "complete_task" and (first[0].ref or {}).get("kind") == "title"
        if not first or not (first[0].explicit or told) or first[0].intent in ("none", "unknown") or first[0].act:
            continue
        if taken_back:
            return [act("cancel", 0.9, "Changed their mind within the message: nothing to do.")]
        if not after or _REMARK.match(after) or _WHY_SAID.match(after) or (
                _HOW_IT_IS_MADE.match(m.group("marker")) and level_of(after) and first[0].params.get("title")):
            return None  # "rename it to book winter tyres, make it urgent": a priority too, not other words
        instead = read(after)
        if instead and instead[0].explicit and instead[0].intent not in ("none", "unknown"):
            return instead + _also(more, read)
        refs = parse_refs(after)
        if len(refs) == 1 and refs[0]["kind"] in _NUMBERED:
            numbered = [r for r in first if (r.ref or {}).get("kind") in (*_NUMBERED, "title")]
            if len(numbered) == 1:
                numbered[0].params["task_ref"] = refs[0]
                numbered[0].reasoning = f"Changed their mind about the task: {numbered[0].reasoning}"
                return first + _also(more, read)
        revised = read(_line_up(before, _WHY_AFTER.sub("", after) or after))
        return revised + _also(more, read) if revised and revised[0].intent == first[0].intent else None
    return None


# The last of several requests, where a change of mind takes back that one only ("…, and delete... no wait keep it")
_LAST_PART = re.compile(r"(?:[,;]\s*(?:and\s+|then\s+|also\s+|plus\s+)*|\.\s+|\s+(?:and|then|also|plus)\s+)"
                        r"(?P<last>(?:(?!,|;|\.\s|\band\b|\bthen\b).)+)$", X)


def _last_part_taken_back(before: str, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """"make 44 due tuesday dec 8 too, and delete... no wait keep it": the change of mind takes back the request
    said just before it (a change to a task, half said or whole); what was asked before that still stands."""
    last = _LAST_PART.search(before)
    if not last or not before[:last.start()].strip(" ,.;"):
        return None
    taken = read(last.group("last"))
    if len(taken) != 1 or taken[0].intent in ("none", "unknown", "add_task") or taken[0].act:
        return None
    kept = read(before[:last.start()])
    if not kept or any(not r.explicit or r.intent in ("none", "unknown") or r.act for r in kept):
        return None
    return kept


def broken_off(said: str) -> bool:
    """A task named and begun to be told of, then broken off ("and the Lyon invoice is... no, …")."""
    return _SUBJECT_BROKEN_OFF.match(said.strip(" .…,")) is not None


def _first_sentence(after: str) -> tuple[str, str]:
    """The value meant instead (up to the first full stop) and what the message goes on to say."""
    stop = re.search(r"(?<=[a-z0-9')])[.!?]+\s+(?=\S)", after, X)
    return (after[:stop.start()], after[stop.end():]) if stop else (after, "")


def _also(more: str, read: Callable[[str], list[Reading]]) -> list[Reading]:
    """What the rest of the message asks on its own ("… the Lyon one. Dubois is still to do." asks nothing more)."""
    found = read(more) if more.strip() else []
    return [r for r in found if r.explicit and r.intent not in ("none", "unknown", "add_task")]


def _starts_request(text: str, read: Callable[[str], list[Reading]]) -> bool:
    found = read(text)
    return bool(found) and found[0].explicit and found[0].intent not in ("none", "unknown", "add_task")


def _line_up(before: str, after: str) -> str:
    """`before` with `after` put in place of the words it repeats (its first word, else its last: as many words
    as it has, ending there, the task's verb kept — "add buy blue paint" / "green paint" → "add buy green paint"),
    or of as many words at the end when it repeats none."""
    old, new = before.split(), after.split()
    lower = [w.lower().strip(",.") for w in old]
    head, tail = new[0].lower(), new[-1].lower()
    levels = [i for i, w in enumerate(lower) if i and level_of(w)]
    if len(new) <= 2 and level_of(after.lower()) and levels:  # "high priority. no — medium": the level replaced
        at = levels[-1]
        return " ".join([*old[:at], new[0], *old[at + 1:]])
    if head in lower[1:]:
        at = len(lower) - 1 - lower[::-1].index(head)
        return " ".join(old[:at] + new)
    if tail in lower[1:]:
        at = len(lower) - 1 - lower[::-1].index(tail)
        start = max(1, at + 1 - len(new))
        while start < at and lower[start] in TASK_VERBS:  # "add buy milk" / "oat milk": the verb stays
            start += 1
        return " ".join(old[:start] + new + old[at + 1:])
    keep = max(1, len(old) - len(new))
    return " ".join(old[:keep] + new)
