"""Parameter extraction: clean titles, "Title - description" splits, list status filters.

Titles lose command words, quotes, filler and date words, and get a capital first letter while the rest
stays as typed ("add buy milk pls" -> "Buy milk").
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from todobot.understanding.rules.dates import edge_dates
from todobot.understanding.rules.lexicon import ALL_WORDS, COMPLETED_WORDS, LEAD_FILLER, LIST_PLACE, PENDING_WORDS
from todobot.understanding.rules.text import capitalise, mask_quotes, unquote

X = re.IGNORECASE
_LIST_DEST = (rf"(?:(?:to|on|onto|in|into)\s+{LIST_PLACE}\b|as\s+an?\s+(?:new\s+)?(?:task|todo|to-?do|item))")
TITLE_TRAIL = re.compile(
    rf"(?:[\s,]+(?:{_LIST_DEST}|please|pls|plz|for\s+me|thx|thanks|thank\s+you|ty|ok|now|down))+[\s.!?,;:]*$"
    r"|[\s.!?,;:]+$",
    X,
)
# Where a description starts: "Title - description", "Title: details", "... with description ...".
DESC_SPLIT = re.compile(
    r"\s+[-–—]+\s+|(?<=\S):\s+|\s+(?:with\s+(?:the\s+|a\s+)?(?:description|note|notes|details|comment)(?:\s+that\s+says)?"
    r"|(?:description|desc|notes?|details)\s*:)\s*",
    X,
)
_TITLE_LEAD = re.compile(r"^(?:[:\-–,]\s*|(?:to|for|called|named|titled|that\s+says|saying)\s+)+", X)


def strip_filler(text: str) -> str:
    """Politeness in front and list destinations / 'please' / punctuation behind."""
    text = LEAD_FILLER.sub("", text.strip())
    previous = None
    while previous != text:
        previous, text = text, TITLE_TRAIL.sub("", text).strip()
    return text


def split_description(text: str) -> tuple[str, str | None]:
    """("Call the bank", "ask about the fee") from "Call the bank - ask about the fee"."""
    masked = mask_quotes(text)
    m = DESC_SPLIT.search(masked)
    if not m or m.start() == 0:
        return text, None
    description = text[m.end():].strip().rstrip(".").strip()
    return text[: m.start()].strip(), unquote(description) or None


def finish_title(text: str) -> str:
    """Quotes and filler off, capital first letter."""
    text = strip_filler(_TITLE_LEAD.sub("", text.strip()))
    return capitalise(unquote(strip_filler(text)).strip())


# A private param: the title as said, date included, for when no step can carry the date (see `DATED_TITLE`).
DATED_TITLE = "_dated_title"


def task_params(text: str, now: datetime, timezone: str | None, *, with_dates: bool = True) -> dict[str, Any]:
    """title / description / when / repeats of a new task described by `text` (command words already gone).

    A date is taken out of the title only from its start or end ("pay rent by friday"); one inside it stays
    ("book a table for friday dinner"), so no word is lost. When a date was taken out, DATED_TITLE keeps the
    title as said: the date goes to a reminder step, or back into the title if none can carry it.
    """
    params: dict[str, Any] = {}
    text = strip_filler(text)
    title, description = split_description(text)
    if with_dates:
        cut, when = edge_dates(title, now, timezone, mask_quotes(title))
        if when is not None and (when.when or when.vague_only):
            params.update(when.params())
            if when.params():
                params[DATED_TITLE] = finish_title(title)
            title = cut
    title = finish_title(title)
    if not title and description:
        title, description = finish_title(description), None
    if title:
        params["title"] = title
    if description:
        params["description"] = description
    return params


def list_status(text: str) -> str | None:
    """The list filter said, if any: pending ("what's left"), completed ("what have I finished"), all."""
    if re.search(r"\b(?:including|as\s+well\s+as|both)\b", text, X):
        return "all"
    if PENDING_WORDS.search(text):
        return "pending"
    if COMPLETED_WORDS.search(text):
        return "completed"
    if ALL_WORDS.search(text):
        return "all"
    return None
