"""What every command rule shares: the rule signature, the "try these patterns in order" loop written
once, and the helpers that turn a match into Readings.

A rule family lists its phrasings as `Cue`s (a label for the reasoning, an anchored pattern, and how
sure a match makes it). `matches` yields the cues that match, in order: the rule returns on the first
match it accepts and simply goes on to the next one when a guard rejects it ("change the oil in the
car" matches "change to" but is a chore, so "edit" gets its turn).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import names_said_of_each

X = re.IGNORECASE
Rule = Callable[[str, str, Env], list[Reading] | None]
"""A rule reads (text, the same text with quoted parts masked, env) into Readings, or None to pass."""

# What a task's name said bare before its new date or level ("insurance p1", "invoices due wed") cannot start with: a
# question, a pronoun, a bulk word, a modal or an add ("gotta pay the gas bill by thursday" adds); nor may the words
# deny a level or a date ("its not low priority anymore" names no task)
TERSE_NAME_START = (
    r"(?!(?:wh?[aou]t'?s?|wht'?s?|which|who|when|how|where|any|show|list|do|does|anything|something|everything|"
    r"nothing|stuff|all|both|each|them|those|these|it|its|it's|that|thats|that's|this|they|he|she|i|we|you|everyone|"
    r"tasks?|things?|mine|my\s+tasks|remind|reminders?|add|new|note|notes|needs?|should|must|has|have|is|are|did|was|can|"
    r"could|will|would|gets?|got|gotta|gonna|wanna|want|remember|don'?t|dont|please|pls|kindly|let'?s|lets|try|going|"
    r"create|make|put|set)\b)")
TERSE_NAME_GUARD = TERSE_NAME_START + r"(?!(?:[\w'&+-]+\s+){0,4}?(?:not|no|never|isn'?t|isnt|aren'?t|arent)\b)"

# A reference ends at a comma ("delete it, I don't need it") unless a list of numbers goes on ("1, 2 and 3").
REF_CUT = re.compile(r"\s*[,;](?!\s*(?:and\s+)?(?:#|no\.?\s*)?\d)\s*|\s+-\s+|\s+but\s+(?=it|its|it'?s|that|i|we)\b", X)

# "booked the flights!! 340 zl return", "delete the photos task. My daughter collected them.": a reference ends with its
# sentence; what follows is a remark ("Dr. Okafor", "St. Mary's" go on)
SENTENCE_CUT = re.compile(r"(?<=\w)(?:[!?]+|(?<!\bno)(?<!\bnr)(?<!\bst)(?<!\bmr)(?<!\bmrs)(?<!\bdr)\.)\s+(?=\S)", X)

@dataclass(frozen=True)
class Cue:
    """One way of saying a command.

    label           names the cue in the reasoning ("'cross off' is a completion cue")
    pattern         anchored at the start of the clause; its named groups carry the parts (ref, new, ...)
    confidence      how sure a match makes the reading
    needs_specific  the reference must clearly name a task ("complete task 2", not "complete the puzzle")
    """

    label: str
    pattern: re.Pattern[str]
    confidence: float = 0.95
    needs_specific: bool = False


def matches(cues: Iterable[Cue], masked: str) -> Iterator[tuple[Cue, re.Match[str]]]:
    """Every cue whose pattern matches `masked`, in order (the rule stops at the first it accepts)."""
    for cue in cues:
        m = cue.pattern.match(masked)
        if m:
            yield cue, m


def first_match(cues: Iterable[Cue], masked: str) -> tuple[Cue, re.Match[str]] | None:
    """The first cue that matches, with its match; None when none does."""
    return next(matches(cues, masked), None)


def group(text: str, m: re.Match[str], name: str) -> str:
    """A named group taken from the original text (matching ran on the masked copy of the same length)."""
    if name not in m.re.groupindex:
        return ""
    start, end = m.span(name)
    return text[start:end].strip() if start >= 0 else ""


def ref_group(text: str, m: re.Match[str]) -> str:
    """The reference words: group "ref", or "ref2" / "ref3" in patterns with other places for it."""
    return group(text, m, "ref") or group(text, m, "ref2") or group(text, m, "ref3")


def cue_words(masked: str, m: re.Match[str], name: str = "ref") -> str:
    """The words around the reference that made the decision ("mark … done", "cross off")."""
    start, end = m.span(name)
    if start < 0:
        return " ".join(masked[: m.end()].split()[:3]).lower()
    before = " ".join(masked[:start].split()[-3:]).lower()
    after = " ".join(masked[end: m.end()].split()[:3]).lower()
    return " … ".join(part for part in (before, after) if part)


def each_numbered(refs: list[dict[str, Any]], said: str = "") -> list[dict[str, Any]]:
    """The tasks a change is for: all of them when each is named by number ("set 10 and 11 due dec 15") or the
    words end in "ones" ("move the internet and bank ones to the 11th") or each has its own "the" ("move the cake and
    the deposit to monday"), else the first (a title's own "and" is
    no second task)."""
    said = names_said_of_each(said.strip())  # "both the cake and the deposit"
    several = all(r.get("kind") == "number" for r in refs) or re.search(r"\bones\W*$", said, re.IGNORECASE) \
        or _EACH_WITH_ITS_ARTICLE.match(said)
    return refs if refs and several else refs[:1]


# "move the cake and the deposit to monday", "push the DJ, the cake and the venue to friday": each name said with its
# own "the" is a task of its own ("fish and chips" is one name)
_EACH_WITH_ITS_ARTICLE = re.compile(r"^(?:the|my)\s+[\w'&+-]+(?:\s+[\w'&+-]+){0,3}?"
                                    r"(?:(?:\s*,\s*|\s*,?\s+and\s+)(?:the|my)\s+[\w'&+-]+(?:\s+[\w'&+-]+){0,3}?)+"
                                    r"(?:\s+(?:ones?|tasks?|things?|too|as\s+well))?$", re.IGNORECASE)


def with_refs(intent: str, refs: list[dict[str, Any]], extra: dict[str, Any], conf: float, why: str,
              explicit: bool = True) -> list[Reading]:
    """One reading per reference ("delete tasks 3 and 4" is two deletes); one without a ref if none."""
    if not refs:
        return [Reading(intent, dict(extra), conf, why, explicit)]
    return [Reading(intent, {"task_ref": ref, **extra}, conf, why, explicit) for ref in refs]
