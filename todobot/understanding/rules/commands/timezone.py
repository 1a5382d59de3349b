"""Time zone statements: "I'm in Berlin", "my timezone is America/New_York", "set my time zone to london".

Tried first: "set my time zone to london" is not an update and "i live in tokyo now" not a task. "I'm in X" is
read only when X is a place with a zone ("I'm in a meeting" passes on); a sentence that names the time zone
itself is read even when the place is unknown, so the dialogue can say it doesn't know it.
"""

from __future__ import annotations

import re

from todobot.timezones import zone_for_place
from todobot.understanding.rules.commands.matching import X, group
from todobot.understanding.rules.reading import Env, Reading

_ZONE_WORD = r"time\s*-?\s*zone|tz"
_NAMED = re.compile(  # the sentence says "time zone": always a time zone statement
    rf"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:(?:set|change|switch|update|put)\s+(?:my\s+|the\s+)?"
    rf"(?:{_ZONE_WORD})\s+(?:to|as|=)|(?:my\s+|the\s+)?(?:{_ZONE_WORD})\s+(?:is|should\s+be|=|:)|"
    rf"use\s+(?:the\s+)?(?:{_ZONE_WORD})\s+(?:of\s+)?)\s*(?:now\s+)?(?P<place>.+?)"
    r"(?:\s+(?:now|please|pls|plz|thanks|thank\s+you))*[.!]*$", X)
_LIVING = re.compile(  # "I'm in X": a time zone statement only when X is a known place
    r"^(?:i\s+am|i'?m|im)\s+(?:now\s+|currently\s+)?(?:in|based\s+in|living\s+in|staying\s+in|located\s+in)\s+"
    r"(?P<place>.+?)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?[.!]*$"
    r"|^i\s+(?:now\s+)?(?:live|am\s+living|moved|just\s+moved|relocated|have\s+moved)\s+(?:in|to)\s+"
    r"(?P<place2>.+?)(?:\s+(?:now|these\s+days))?[.!]*$", X)


def timezone_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """I'm in Berlin / my timezone is America/New_York / set my time zone to london."""
    m = _NAMED.match(masked)
    if m:
        place = group(text, m, "place")
        found = zone_for_place(place)
        params = {"timezone": found} if found else {"place": place}
        return [Reading("set_timezone", params, 0.95, "The sentence names the user's time zone.")]
    m = _LIVING.match(masked)
    if m:
        place = group(text, m, "place") or group(text, m, "place2")
        found = zone_for_place(place)
        if found:
            return [Reading("set_timezone", {"timezone": found}, 0.9, f"'{place}' is where the user is.")]
    return None
