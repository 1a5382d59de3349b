"""Time zone statements: "I'm in Berlin", "my timezone is America/New_York", "set my time zone to london";
and the question "what's my time zone?" / "which timezone am i in" (get_timezone).

Tried first: "set my time zone to london" is not an update and "i live in tokyo now" not a task. "I'm in X" is
read only when X is a place with a zone ("I'm in a meeting" passes on); a sentence that names the time zone
itself is read even when the place is unknown, so the dialogue can say it doesn't know it.
"""

from __future__ import annotations

import re

from todobot.timezones import zone_for_place
from todobot.understanding.rules.commands.matching import X, group
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.text import VOCATIVE_WORDS

_ZONE_WORD = r"time\s*-?\s*zone|tz"
_NAMED = re.compile(  # the sentence says "time zone": always a time zone statement
    rf"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:(?:set|change|switch|update|put)\s+(?:my\s+|the\s+)?"
    rf"(?:{_ZONE_WORD})(?:\s+(?:to|as|=))?|(?:my\s+|the\s+)?(?:{_ZONE_WORD})(?:\s+(?:is|should\s+be)|\s*[=:])|"
    rf"use\s+(?:the\s+)?(?:{_ZONE_WORD})\s+(?:of\s+)?|"
    # "my zone is America/Mexico_City": "zone" alone, of the user's own
    r"my\s+(?:home\s+|local\s+)?zone(?:\s+(?:is|should\s+be)|\s*[=:])|"
    # "timezone Africa/Johannesburg", "tz lagos": the word, then the zone (read only when the zone is known)
    rf"(?P<bare>(?:my\s+)?(?:{_ZONE_WORD})(?=\s+\S)))\s*(?:now\s+)?"
    r"(?P<place>(?!\s|(?:please|pls|plz|thanks|thank\s+you|now)\W*$).+?)?"  # "set my timezone pls": no place yet
    r"(?:\s+(?:now|please|pls|plz|thanks|thank\s+you))*[.!]*$", X)
# "…, update my timezone", "…, timezone pls": the place said first, then what to do with it
_ZONE_PLEASE = (rf"(?:\s+{VOCATIVE_WORDS})?"
                r"(?:\s*[,;.!-]+\s*(?:(?:so|and)\s+)?|\s+(?:so|and)\s+|\s+(?=(?:please|pls|can\s+you|could\s+you)\s))"
                r"(?:(?:please|pls|can\s+you|could\s+you)\s+)?"
                rf"(?:(?:update|set|change|fix|switch|adjust)\s+(?:my\s+|the\s+)?(?:{_ZONE_WORD})|(?:{_ZONE_WORD})|"
                # "…, so reset the time", "…, fix my clock", "…, change the times over": the clock made local
                r"(?:re-?set|update|fix|change|adjust|sort(?:\s+out)?|switch)\s+(?:my\s+|the\s+|all\s+(?:my\s+|the\s+)?)"
                r"(?:time|times|clock|clocks)(?:\s+(?:over|around|round))?|"
                # "…, set that as my timezone", "…, make that my time zone": the place just said, made the zone
                r"(?:set|make|use|have|put)\s+(?:that|this|it)\s+(?:as\s+|to\s+be\s+|for\s+)?(?:my|the)\s+"
                rf"(?:{_ZONE_WORD})|"
                # "…, use that time pls", "…, go by local time", "… so use lisbon time", "… please use my time"
                r"(?:use|go\s+by|switch\s+to|change\s+to)\s+(?:that|this|the\s+local|local|its|their|my|[a-z]+)\s+time|"
                # "im in dublin so irish time pls": the time of the place said, asked for without a verb
                r"(?:(?:in|on)\s+)?(?:that|the\s+local|local|its|their|[a-z]+)\s+time"
                r"(?=\s+(?:pls|please|plz|thanks|thx|again|now)|\W*$)|"
                # "…, my times are all wrong now", "…, the reminders are off": the zone left behind shows
                r"(?:my\s+|the\s+|all\s+(?:my\s+|the\s+)?)?(?:times?|reminders?|clock|dates?)\s+(?:are|is|'re|'s)\s+"
                r"(?:all\s+)?(?:wrong|off|out|messed\s+up|confused)|"
                # "… so times should be NZ", "…, put my time back to india", "…, set my clock to local": the zone
                # of the place said, asked for in the user's own words
                r"(?:my\s+|the\s+|all\s+(?:my\s+|the\s+)?)?(?:times?|clocks?|reminders?)\s+(?:should|shd|need\s+to|"
                r"must|have\s+to|ought\s+to)\s+be\s+(?:on\s+|in\s+)?[\w/+-]+(?:\s+time)?|"
                r"(?:put|set|switch|change|move|turn)\s+(?:my\s+|the\s+)?(?:times?|clocks?)\s+(?:back\s+|over\s+)?"
                r"(?:to|on(?:to)?)\s+[\w/+-]+(?:\s+time)?)"
                r"(?:\s+(?:pls|please|plz|accordingly|too|then|thanks|thx|now|again|from\s+now\s+on|for\s+now|"
                r"until\s+further\s+notice|till\s+further\s+notice|for\s+the\s+time\s+being|for\s+me))*[.!]*")
# "fyi …", "ok back home, …", "landed! …": said before where the user is
_FYI = (r"(?:(?:fyi|btw|by\s+the\s+way|heads\s+up|just\s+so\s+you\s+know|so|ok|okay|right|well|yeah|yea|nah|no|nope|"
        r"actually|sorry|oh|oops)[\s,:]+)*"
        r"(?:(?:back\s+home|home\s+again|home\s+now|landed|made\s+it|arrived)[\s,.!:;-]+)?"
        # "landed in dubai 😴 im on dubai time", "just got to tokyo, i'm on tokyo time now": where, then the zone
        r"(?:(?:just\s+|finally\s+)?(?:landed|arrived|got|touched\s+down|made\s+it)\s+(?:in|at|to)\s+[\w'-]+"
        r"(?:\s+[\w'-]+)?(?:[\s,.!:;-]+|\s+(?:so|and)\s+)(?=(?:i\s+am|i'?m|im|we'?re|we\s+are)\s))?")
# How long or why the user is there: "this month", "for the conference this week", "for work till friday"
_STAY = (r"(?:\s+(?:now|again|these\s+days|at\s+the\s+moment|right\s+now|rn|atm|from\s+now(?:\s+on)?|"
         r"(?:from|as\s+of|starting)\s+(?:today|now)|this\s+(?:week(?:end)?|month|fortnight|year)|"
         r"all\s+(?:week(?:end)?|month)|"
         r"for\s+(?:the\s+|this\s+|a\s+)?(?:next\s+|coming\s+)?(?:week|month|few\s+days|fortnight|couple\s+(?:of\s+)?"
         r"(?:days|weeks)|\w+\s+(?:days|weeks|months))|for\s+(?:work|business|a\s+bit|a\s+while|now)|"
         r"for\s+(?:the|a|my|our)\s+(?:\w+\s+)?(?:conference|trip|holiday|holidays|wedding|course|visit|meeting|meetings|"
         r"event|festival|summit|work\s+trip|job|project)|(?:till|until|til)\s+\w+|"
         # "now in auckland for the cousin's wedding", "i'm in brisbane ya know": whose event, and chatter
         r"for\s+(?:the|a|my|our)\s+[\w']+\s+(?:wedding|funeral|birthday|party|graduation|christening|visit)|"
         r"ya\s+know|you\s+know|y'?know))*")
_LIVING = re.compile(  # "I'm in X": a time zone statement only when X is a known place
    # "am back in joburg now": the "I" left off
    rf"^{_FYI}(?:(?:i\s+am|i'?m|im|am|we'?re|we\s+are)\s+(?:now\s+|currently\s+|presently\s+|back\s+|still\s+)?(?:in|based\s+in|"
    # "I am presently residing in Norfolk, England": said formally
    r"residing\s+in|resident\s+in|"
    # "i'm working from toronto for the next month", "we're stopping in lisbon this week"
    r"living\s+in|staying\s+in|located\s+in|on|working\s+(?:from|in|out\s+of)|stopping\s+in|staying\s+at|"
    # "i am now staying with my daughter in sydney", "im visiting my folks in perth"
    r"(?:staying|living|visiting|stopping)\s+(?:with\s+)?(?:my|our|the|a)\s+(?:\w+\s+)?\w+\s+in)"
    # "estoy en madrid", "ich bin in wien", "je suis à paris", "sono a roma": the same said in the user's language
    r"|(?:estoy|estamos|ich\s+bin|wir\s+sind|je\s+suis|nous\s+sommes|sono|siamo|estou)\s+(?:en|in|à|a|em|no|na))"
    # "Norfolk, England": a place, then the country it is in
    rf"\s+(?P<place>[^,;.!?()]+?(?:,\s*(?:england|scotland|wales|uk|usa|us|canada|australia|new\s+zealand|nz|ireland|"
    rf"india|south\s+africa|kenya|nigeria)\b)??){_STAY}"
    # "…, not utc", "… not the uk, fix the timezone", "…, back from sydney": what it is not, or where the user was
    rf"(?:{_ZONE_PLEASE}|\s*[,;(-]\s*(?:not|btw|by\s+the\s+way|fyi|so|if|in\s+case|should|shd|(?:just\s+)?(?:got\s+)?"
    r"back\s+from|(?:just\s+)?(?:flew|came|moved|drove|arrived)\s+(?:in\s+|over\s+|down\s+|up\s+)?from|over\s+from|"
    rf"was\s+in|left)\b.*|\s+not\s+(?:in\s+)?(?:the\s+)?[\w.]+(?:\s+[\w.]+)?(?:{_ZONE_PLEASE})?|"
    r"\s+(?:fyi|btw|by\s+the\s+way|just\s+so\s+you\s+know)[.!]*|[.!]*)$"  # "…, not utc", "im in phoenix fyi"
    # "switch me to berlin time", "put me on london time", "use tokyo time"
    # "switch to vancouver time pls": the time of a place, asked for
    r"|^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:(?:switch|set|put|change|move)\s+(?:me|my\s+(?:times?|clocks?)|"
    # "set my time to hawaii time", "change the clock over to perth time": the user's clock put on a place's time
    r"the\s+(?:times?|clocks?))\s+(?:back\s+|over\s+)?(?:to|on(?:to)?)"
    r"|use|go\s+by|(?:switch|go|change|swap)\s+(?:over\s+|back\s+)?to|back\s+(?:to|on))\s+(?P<place3>.+?\s+time)"
    r"(?:\s+(?:please|pls|plz|po|now|instead|again|from\s+now\s+on|thanks|thx|for\s+now|for\s+me|"
    r"(?:until|till)\s+further\s+notice|for\s+the\s+time\s+being))*[.!]*$"
    # "in vancouver for the conference till wednesday, use vancouver time": where, said without "I'm", then the
    # zone asked for (the request makes it a statement about the user, not a task)
    # "working out of hamburg this week so use german time": where, the "I'm" dropped, then the zone asked for
    rf"|^{_FYI}(?:(?:now|currently|still)\s+)?(?:in|at|(?:working|based|staying|living|stopping)\s+(?:from|in|out\s+of|at)"
    rf"|visiting)\s+(?P<place8>[^,;.!?()]+?){_STAY}{_ZONE_PLEASE}$"
    # "ok back in toronto", "home in leeds now", "back home in lagos": the user is home again (a place with a zone)
    rf"|^{_FYI}(?:(?:i\s+am|i'?m|im|we'?re|we\s+are)\s+)?(?:back(?:\s+home)?|home(?:\s+again)?)\s+(?:in|to)\s+"
    rf"(?P<place9>[^,;.!?()]+?){_STAY}(?:{_ZONE_PLEASE}|[.!]*)$"
    # "put it back to melbourne", "switch me back to berlin": a place the zone database knows
    # "ok set it back to chicago for now, ill tell you when i land": how long, and when the user will say otherwise
    rf"|^{_FYI}(?:(?:put|switch|set|change|move)\s+(?:it|me|my\s+time\s*zone|the\s+time\s*zone)\s+back|(?:switch|go|change)\s+back)"
    r"\s+(?:to|on(?:to)?)\s+(?P<place4>[^,;.!?]+?)(?:\s+(?:please|pls|thanks|now|for\s+now|again|for\s+the\s+time\s+being|"
    r"till\s+i\s+(?:land|get\s+back)|until\s+i\s+(?:land|get\s+back)))*"
    r"(?:\s*[,;.]\s*(?:and\s+)?(?:i'?ll|ill|i\s+will|will)\s+(?:tell|let|say|update|change|switch|text|message)\b[^?]*)?[.!]*$"
    # "i'm 5 hours behind utc": an offset
    r"|^(?:i\s+am|i'?m|im|we'?re|we\s+are)\s+(?P<place5>(?:\d{1,2}|an?|one)\s+(?:hours?|hrs?)\s+(?:behind|ahead\s+of)\s+"
    r"(?:utc|gmt))[.!]*$"
    # "switch to IST", "change over to pst", "switch to utc+2": a zone's abbreviation or offset, never a place
    r"|^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:switch|change|swap|flip|go)\s+(?:(?:it|me|us)\s+)?(?:over\s+|back\s+)?to\s+"
    r"(?P<place7>(?:[a-z]{1,3}[sd]t|cet|cest|utc|gmt|et|pt)(?:\s*[+-]\s*\d{1,2}(?::?00)?)?)(?:\s+time)?"
    r"(?:\s+(?:please|pls|now|instead|from\s+now\s+on))*[.!]*$"
    # "use CET for my times", "use sydney time for everything"
    r"|^(?:please\s+|pls\s+)?(?:use|go\s+by)\s+(?P<place6>[\w/+-]+(?:\s+[\w/+-]+)?)\s+(?:time\s+)?for\s+(?:my\s+|all\s+(?:my\s+)?|the\s+)?"
    r"(?:times?|reminders?|dates?|everything|tasks?|due\s+dates?|me|us)"
    r"(?:\s+(?:please|pls|from\s+now\s+on|now|for\s+now|until\s+further\s+notice))*[.!]*$"
    # "just landed in sydney, update my timezone", "moved to perth", "moved back to brisbane so use aussie time",
    # "just landed in dubai for the week": where the user now is (and for how long)
    rf"|^{_FYI}(?:i\s+|i'?ve\s+|we\s+|we'?ve\s+)?(?:now\s+|just\s+|finally\s+)?(?:live|am\s+living|moved|relocated|have\s+moved|landed|arrived|touched\s+down|"
    # "flew back to chennai", "drove home to leeds", "got back to perth": travelled there
    r"flew|flown|have\s+flown|drove|driven|got|came|travell?ed|went)"
    # "moved down to hobart", "flew over to perth", "went out to honolulu": the way there said too
    r"(?:\s+back|\s+home|\s+(?:down|up|over|out|across))?\s+(?:in|to|at)\s+"
    rf"(?P<place2>[^,;.!?()]+?){_STAY}(?:{_ZONE_PLEASE}|[.!]*)$", X)


# "Please note that I am currently in Aberdeen, on UK time", "im in amarillo now, central time": a place (maybe one
# the zone database does not know), then the zone itself
_PLACE_THEN_ZONE = re.compile(
    rf"^(?:(?:please\s+)?note\s+(?:that\s+)?)?{_FYI}(?:i\s+am|i'?m|im|we'?re|we\s+are)\s+(?:now\s+|currently\s+|back\s+|"
    rf"still\s+)?(?:in|based\s+in|staying\s+in|working\s+(?:from|in))\s+[^,;.!?()]+?{_STAY}\s*[,;(-]\s*"
    r"(?:(?:so\s+|and\s+)?(?:i'?m\s+|im\s+|i\s+am\s+|we'?re\s+)?(?:on|in|using)\s+)?(?P<zone>[\w/+-]+(?:\s+[\w/+-]+)?\s+time)"
    r"(?:\s+(?:now|zone|please|pls))*\)?[.!]*$", X)


# "cape town timezone please", "use perth time pls", "lisbon time from now on": a place, then its zone asked for (read
# only when the place has a zone: "story time please" passes on)
_PLACE_TIME = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:(?:use|set\s+(?:it|me|my\s+time\s*zone)?\s*(?:to|as))\s+)?"
    rf"(?P<place>(?!(?:my|the|a|your|that|this|local|what|which)\b)[\w' .-]+?)\s+(?:{_ZONE_WORD}|time)"
    r"(?:\s+(?:please|pls|plz|now|thanks|thx|from\s+now\s+on|for\s+me|for\s+now|instead))*[.!]*$", X)


_ASKED = re.compile(  # a question about the time zone itself, never "what time is it in Tokyo"
    rf"^(?:(?:so|ok|okay|and|hey|btw|um)[\s,]+)?(?:what(?:'?s|\s+is)?|wat|wats|which)\s+(?:is\s+)?(?:my|the|your|ur)?"
    rf"\s*(?:current\s+)?(?:{_ZONE_WORD})(?:\s+(?:am\s+i\s+(?:in|on|set\s+to|using)|do\s+i\s+have|is\s+(?:mine|set|it)|"
    rf"are\s+(?:you|we)\s+(?:using|in|on)|do\s+you\s+(?:have|use)(?:\s+for\s+me)?|(?:is\s+)?set\s+for\s+me|for\s+me|"
    # "whats my timezone set to", "what's the time zone on my account", "which tz is it currently set at"
    r"(?:is\s+)?(?:it\s+)?(?:currently\s+)?set\s+(?:to|as|at|on)|(?:on|in|for)\s+(?:my\s+account|here|this)|"
    r"(?:is\s+)?(?:currently|at\s+the\s+moment|these\s+days)))?"
    rf"(?:\s+(?:now|again|right\s+now|currently|at\s+the\s+moment))?[\s?.!]*$"
    rf"|^(?:what|which)\s+(?:{_ZONE_WORD})\s+(?:have|did|do)\s+(?:you|u)\s+(?:got|get|set|put|have)\s+me\s+"
    r"(?:in|on|as|down\s+(?:as|for))[\s?.!]*$"
    rf"|^(?:do\s+you\s+know|tell\s+me|show\s+me|remind\s+me(?:\s+of)?|check)\s+(?:what\s+)?(?:my|the)\s+"
    rf"(?:current\s+)?(?:{_ZONE_WORD})(?:\s+is)?[\s?.!]*$", X)


_PIECES = re.compile(r"\s*(?:[.,;/()]|\s-\s|\bor\b|\baka\b|\bi\.?e\.?\b)\s*", X)


def _known_zone(place: str) -> str | None:
    """The zone of a place, or of the first piece of it the zone database knows ("austin. central", "auckland (nz)")."""
    return zone_for_place(place) or next(
        (found for piece in _PIECES.split(place) if piece and (found := zone_for_place(piece))), None)


def timezone_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """I'm in Berlin / my timezone is America/New_York / set my time zone to london / what's my time zone?"""
    if _ASKED.match(masked):
        return [Reading("get_timezone", {}, 0.95, "The user asks which time zone is used.")]
    m = _NAMED.match(masked)
    if m:
        place = group(text, m, "place")
        found = _known_zone(place) if place else None
        if m.group("bare") and not found:
            return None  # "timezone trouble with the tokyo team": no zone named
        if not place:  # "update my timezone": the dialogue asks where; after a place ("landed in oslo, update my
            # timezone") it is how that place was meant, so it starts no second clause
            return [Reading("set_timezone", {}, 0.95, "Asks to set the time zone, naming no place.", explicit=False)]
        params = {"timezone": found} if found else {"place": place}
        return [Reading("set_timezone", params, 0.95, "The sentence names the user's time zone.")]
    m = _LIVING.match(masked)
    if m:
        place = next(group(text, m, f"place{n}") for n in ("", *range(2, 10)) if group(text, m, f"place{n}"))
        found = _known_zone(place)
        if found:
            return [Reading("set_timezone", {"timezone": found}, 0.9, f"'{place}' is where the user is.")]
    m = _PLACE_TIME.match(masked)
    found = _known_zone(group(text, m, "place")) if m else None
    if found:
        return [Reading("set_timezone", {"timezone": found}, 0.9, "The user asks for a place's time.")]
    m = _PLACE_THEN_ZONE.match(masked)
    found = zone_for_place(group(text, m, "zone")) if m else None
    if found:
        return [Reading("set_timezone", {"timezone": found}, 0.9, "The user says which time they are on.")]
    return None
