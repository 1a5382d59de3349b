"""Looking after reminders already set: "what reminders do I have?", "when is the dentist reminder?".

Tried before "remind me …" (which sets one) and before the list rule ("show my reminders" is not the task list).
"""

from __future__ import annotations

import re

from todobot.understanding.rules.commands.matching import X, group, with_refs
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import clean_ref_text, parse_refs

_REMINDERS = r"(?:reminders?|alarms?|alerts?)"
_LIST_ALL = re.compile(
    rf"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:what|which|any|show(?:\s+me)?|list|see|view|check|"
    rf"do\s+i\s+have\s+any|are\s+there\s+any|have\s+i\s+(?:got\s+)?any|what\s+are|tell\s+me)?\s*"
    rf"(?:(?:are\s+)?(?:my|the|all(?:\s+(?:my|the))?|any|of\s+my)\s+)?(?:upcoming\s+|pending\s+|active\s+)?"
    rf"{_REMINDERS}(?:\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are\s+set|set|i\s+have|are\s+(?:on|coming)"
    rf"(?:\s+up)?|(?:are\s+)?scheduled))?(?:\s+(?:for|about|on|of)\s+(?P<ref>.+?))?\s*[?.!]*$", X)
_WHEN = re.compile(
    rf"^when\s+(?:is|'s|are)\s+(?:my\s+|the\s+)?(?P<ref>.+?)\s+{_REMINDERS}\s*[?.!]*$"
    r"|^when\s+(?:will|do|are|did)\s+you\s+(?:going\s+to\s+|set\s+to\s+)?remind\s+me\s+(?:about|of|to)\s+"
    r"(?P<ref2>.+?)\s*[?.!]*$"
    rf"|^when\s+(?:is|'s)\s+(?:my\s+|the\s+)?{_REMINDERS}\s+(?:for|about|on)\s+(?P<ref3>.+?)\s*[?.!]*$", X)


def _task_refs(raw: str) -> list[dict[str, object]]:
    raw = clean_ref_text(raw)
    return parse_refs(raw)[:1] if raw else []


def list_reminders_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """what reminders do I have? / any reminders set? / when is the dentist reminder?"""
    m = _WHEN.match(masked)
    if m:
        raw = group(text, m, "ref") or group(text, m, "ref2") or group(text, m, "ref3")
        return with_refs("list_reminders", _task_refs(raw), {}, 0.9, "'when is … reminder' asks about reminders.")
    m = _LIST_ALL.match(masked)
    if m and (m.group(0).split()[0].lower() not in ("reminder", "reminders", "alarm", "alarms", "alert", "alerts")
              or m.group(0).rstrip().endswith("?") or len(m.group(0).split()) == 1):
        return with_refs("list_reminders", _task_refs(group(text, m, "ref")), {}, 0.9,
                         "The sentence asks which reminders are set.")
    return None
