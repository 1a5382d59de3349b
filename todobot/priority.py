"""Task priority in one place: the four levels, and every way people say one (“urgent”, “p1”, “!!”, …).

Levels are stored as small integers (high sorts first) and shown as words. The exclamation marks follow
Apple Reminders (! low, !! medium, !!! high); p1-p3 follow Todoist (p1 is the highest, p4 none).
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
    "highest": "high", "critical": "high", "asap": "high", "p1": "high", "!!!": "high", "hi": "high",
    "high priority": "high", "top priority": "high", "priority 1": "high", "1": "high",
    # medium
    "med": "medium", "mid": "medium", "normal": "medium", "moderate": "medium", "p2": "medium", "!!": "medium",
    "medium priority": "medium", "priority 2": "medium", "2": "medium",
    # low
    "not important": "low", "not urgent": "low", "unimportant": "low", "minor": "low", "lowest": "low",
    "whenever": "low", "someday": "low", "p3": "low", "!": "low", "low priority": "low", "priority 3": "low",
    "3": "low", "lo": "low",
    # none
    "no priority": "none", "p4": "none", "priority 4": "none", "4": "none", "0": "none", "no": "none",
    "clear": "none", "": "none",
}


class PriorityError(ValueError):
    """Not a priority; `str(error)` is a sentence for a person."""


def normalise(value: str | None) -> PriorityName:
    """The level named by `value` (a word, “p1”, “!!”, “not important”…); None means none."""
    if value is None:
        return "none"
    said = re.sub(r"\s+", " ", str(value).strip().lower())
    found = SYNONYMS.get(said) or SYNONYMS.get(said.removesuffix(" priority"))
    if found is None:
        raise PriorityError(
            f"“{str(value)[:40]}” is not a priority: say high, medium, low or none (or urgent, p1-p3, !!, "
            "not important)."
        )
    return found
