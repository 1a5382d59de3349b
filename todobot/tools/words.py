"""The words of a task's title and description, as the search index keeps them (one tokenizer for all).

Words are case-folded, stripped of accents and cut at 64 characters; a few very common English words are
left out (they would match nearly every task). A query is split the same way, so both sides agree.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import snowballstemmer

WORD_MAX = 64
STOP_WORDS = frozenset({"a", "an", "the", "to", "of", "and", "or", "for", "in", "on", "at", "my", "me", "i"})
_WORD = re.compile(r"\w+")
_POSSESSIVE = re.compile(r"(?<=\w)['’]s\b", re.IGNORECASE)


def unpossessed(text: str) -> str:
    """`text` without its possessives' "'s": "meera's piano" holds the words of "Meera has piano"."""
    return _POSSESSIVE.sub("", text)
_ENGLISH = snowballstemmer.stemmer("english")


def stem(word: str) -> str:
    """A word's stem (Snowball's English stemmer), so the forms people say meet a title's: "packing" names "Pack
    for Berlin", "washing" finds "Wash football kits", "leos costume" names "Get Leo a costume"."""
    return _ENGLISH.stemWord(word)


# The particles that join a verb into a noun: "pickup", "checkup", "dropoff", "workout", "cleanup", "takeaway"
_PARTICLES = ("up", "off", "out", "over", "in", "down", "away", "back")


def phrasal(word: str, candidate: str) -> bool:
    """A noun made of a verb and its particle names the task that says the verb: "the amma pickup" is "Vikram
    picks up amma", "the boiler checkup" is "Check the boiler" (the particle itself need not be in the task)."""
    verb = stem(candidate)
    return len(verb) >= 3 and word.startswith(verb) and word[len(verb):] in _PARTICLES


def words(text: str | None) -> list[str]:
    """The distinct index words of `text`, in order of appearance."""
    if not text:
        return []
    plain = unpossessed(text).casefold()
    if not plain.isascii():  # accents off ("café" -> "cafe"); plain ASCII has none (the common, fast case)
        folded = unicodedata.normalize("NFKD", plain)
        plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    seen: dict[str, None] = {}
    for word in _WORD.findall(plain):
        word = word.replace("_", "")[:WORD_MAX]
        if word and word not in STOP_WORDS:
            seen.setdefault(word, None)
    return list(seen)


def word_rows(task_id: str, user_id: str, title: str, description: str | None) -> list[dict[str, Any]]:
    """The `todobot_task_words` rows of one task."""
    return [
        {"task_id": task_id, "user_id": user_id, "word": word, "rword": word[::-1]}
        for word in words(f"{title} {description or ''}")
    ]
