"""Task priority in one place: the four levels, and every way people say one (“urgent”, “p1”, “!!”, …).

Levels are stored as small integers (high sorts first) and shown as words. p1-p3 follow Todoist (p1 is the
highest, p4 none). Exclamation marks: "!" is low, but "!!" and "!!!" are high — Apple Reminders makes "!!"
medium, yet people writing "renew dbs check by 10 dec !!" mean it is pressing (two blind sets read it so).

This module turns words that *are* a priority into a level: `normalise` for a tool argument (an unknown
word is an error the caller sees), `level_of` for a reader that only wonders whether some words name one.
Finding where in a message a priority is said is the rules' business (`understanding/rules/priority_phrases.py`).
"""

from __future__ import annotations

import re
from typing import Literal

PriorityName = Literal["high", "medium", "low", "none"]
LEVELS: dict[PriorityName, int] = {"none": 0, "low": 1, "medium": 2, "high": 3}
NAMES: dict[int, PriorityName] = {level: name for name, level in LEVELS.items()}

SYNONYMS: dict[str, PriorityName] = {
    **{name: name for name in LEVELS},
    # high
    "urgent": "high", "very urgent": "high", "important": "high", "very important": "high", "top": "high",
    "highest": "high", "critical": "high", "asap": "high", "p1": "high", "!!!": "high", "!!": "high", "hi": "high",
    "high priority": "high", "top priority": "high", "priority 1": "high", "1": "high",
    "urgnt": "high", "urgant": "high", "importnt": "high",  # as typed in a hurry ("make it urgnt")
    # medium
    "med": "medium", "mid": "medium", "normal": "medium", "moderate": "medium", "p2": "medium",
    "medium priority": "medium", "priority 2": "medium", "2": "medium",
    # low
    "not important": "low", "not urgent": "low", "unimportant": "low", "minor": "low", "lowest": "low",
    "whenever": "low", "someday": "low", "p3": "low", "!": "low", "low priority": "low", "priority 3": "low",
    "3": "low", "lo": "low", "no rush": "low", "non urgent": "low", "non-urgent": "low",
    # "of low importance", "of great importance": said as how much it matters
    "high importance": "high", "great importance": "high", "top importance": "high", "utmost importance": "high",
    "medium importance": "medium", "low importance": "low", "little importance": "low",
    # "a matter of some urgency", "of the utmost urgency": how pressing it is, said formally
    "urgency": "high", "some urgency": "high", "great urgency": "high", "utmost urgency": "high",
    "real urgency": "high", "no urgency": "low", "little urgency": "low",
    # none
    "no priority": "none", "p4": "none", "priority 4": "none", "4": "none", "0": "none", "no": "none",
    "clear": "none", "": "none",
}


class PriorityError(ValueError):
    """Not a priority; `str(error)` is a sentence for a person."""


def _key(value: str) -> str:
    """The words as the table spells them: lower case, single spaces, hyphens as spaces, and “priority” put
    after the level however it was said (“High-Priority”, “priority: high”, “priority high”)."""
    said = re.sub(r"[\s-]+", " ", str(value).strip().lower()).replace("priority:", "priority").strip()
    said = re.sub(r"\b(?:prio|pri)\b", "priority", said)  # "high prio"
    said = re.sub(r"^(?:an? )?matter of ", "", said)  # "a matter of some urgency"
    said = said.removeprefix("of ").removeprefix("the ")  # "of low importance", "of the utmost importance"
    if said.startswith("priority ") and said.removeprefix("priority ").strip() not in ("1", "2", "3", "4"):
        said = said.removeprefix("priority ").strip()
    return said


def level_of(value: str | None) -> PriorityName | None:
    """The level named by `value` (a word, “p1”, “!!”, “not important”…), or None when it names none."""
    if value is None:
        return None
    said = _key(value)
    return SYNONYMS.get(said) or SYNONYMS.get(said.removesuffix(" priority"))


def normalise(value: str | None) -> PriorityName:
    """The level named by `value` (a word, “p1”, “!!”, “not important”…); None means none."""
    if value is None:
        return "none"
    found = level_of(value)
    if found is None:
        raise PriorityError(
            f"“{str(value)[:40]}” is not a priority: say high, medium, low or none (or urgent, p1-p3, !!, "
            "not important)."
        )
    return found
