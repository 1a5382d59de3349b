"""Parameter extraction: clean titles, "Title - description" splits, list status filters.

Titles lose command words, quotes, filler and date words, and get a capital first letter while the rest
stays as typed ("add buy milk pls" -> "Buy milk").
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from todobot.understanding.rules.dates import WhenMatch, edge_dates, extract_when
from todobot.understanding.rules.lexicon import (
    ALL_WORDS,
    COMPLETED_WORDS,
    LEAD_FILLER,
    LIST_PLACE,
    NEED_PREAMBLE,
    PENDING_WORDS,
    TASK_VERBS,
)
from todobot.understanding.rules.priority_phrases import priority_clause, said_priority
from todobot.understanding.rules.text import capitalise, mask_quotes, unquote

X = re.IGNORECASE
# "add get the frozen castle as a new one": said of the list, not part of the name
_LIST_DEST = (rf"(?:(?:to|on|onto|in|into)\s+{LIST_PLACE}\b|as\s+an?\s+(?:new\s+)?(?:task|todo|to-?do|item)"
              r"|as\s+an?\s+new\s+(?:one|thing|entry))")
TITLE_TRAIL = re.compile(
    rf"(?:[\s,]+(?:(?:back\s+)?{_LIST_DEST}|please|pls|plz|for\s+me|thx|"
    # "tell the other tiler no thanks": a "no thanks" to pass on is the to-do's words, not a thank-you
    r"(?<!\bno\s)thanks|(?<!\bno\s)thank\s+you|ty|ok|now|down|then|instead|too|"
    # "…, low priority ahah", "… whenever lol": a laugh at the end is no part of the to-do
    r"lol+|lmao+|rofl|a?h?a(?:ha)+h?|he(?:he)+|ja(?:ja)+|k{3,}|xd|"
    # "would you add it so": the Irish "so" (then) at the end
    r"so|"
    # "ring the ice man first before i forget": done before the rest, not part of its name
    r"(?<!\bthe\s)(?<!\bcome\s)(?<!\bgo\s)(?<!\bcomes\s)(?<!\bgoes\s)(?<!\bmy\s)(?<=\S\s)"
    # … but not "safety first", "put the kids first": who or what comes first is the to-do itself
    r"(?<!\bsafety\s)(?<!\bkids\s)(?<!\bfamily\s)(?<!\bme\s)(?<!\byou\s)(?<!\byourself\s)(?<!\bthem\s)"
    r"(?<!\bus\s)(?<!\bothers\s)(?<!\bpeople\s)(?<!\bcustomers\s)(?<!\bladies\s)first|"
    # "add book car service separately": said apart from the task before, not part of its name
    r"separately|as\s+(?:a\s+)?separate\s+(?:task|one|item|thing|todo)|"
    r"as\s+well|(?:and\s+)?that'?s\s+(?:it|all)|(?:and\s+)?thats\s+(?:it|all)"
    # "… or i'll forget", "… before i forget": why it is asked, not what to do
    r"|or\s+(?:else\s+)?(?:i'?ll|ill|i\s+will)\s+forget(?:\s+it)?|before\s+i\s+forget|so\s+i\s+don'?t\s+forget"
    # "… while i think of it", "… while i remember": when it came to mind
    r"|while\s+i\s+(?:think\s+of\s+it|remember(?:\s+it)?)|now\s+that\s+i\s+think\s+of\s+it))+"
    r"[\s.!?,;:]*$"
    # "…, i keep forgetting", "…, i always forget lol": after a comma
    # "…, i cant forget it", "…, mustn't forget this one"
    r"|\s*,\s*(?:(?:and\s+)?(?:i\s+)?(?:can'?t|cant|cannot|mustn'?t|mustnt|must\s+not|shouldn'?t|daren'?t)\s+forget"
    r"(?:\s+(?:it|this|that)(?:\s+one)?)?(?:\s+(?:again|lol|haha))*[\s.!?,;:]*$)"
    r"|\s*,\s*(?:(?:cos|cause|because|coz|as)\s+)?(?:i|i'?ll|ill)\s+(?:keep|always|never|tend\s+to|will|might|totally|"
    r"def(?:initely)?|prob(?:ably)?)\s+forget(?:ting)?(?:\s+(?:it|otherwise|again|lol|haha))*[\s.!?,;:]*$"
    # "callback mr doyle. not sure what day yet", "…, dunno when yet", "…, no date yet": no date known, no part of it
    r"|\s*[,.;!-]+\s*(?:but\s+)?(?:(?:i'?m|im)\s+)?(?:not\s+sure|unsure|dunno|don'?t\s+know|dont\s+know|no\s+idea)\s+"
    r"(?:of\s+)?(?:what|which|the|when)(?:\s+(?:day|date|time))?(?:\s+(?:yet|it\s+is|its|it'?s\s+(?:due|on)|exactly))*"
    r"[\s.!?,;:]*$|\s*[,.;!-]+\s*no\s+(?:date|day)\s+(?:yet|set|for\s+it)(?:\s+yet)?[\s.!?,;:]*$"
    # "plan the week of dec 7" with its date taken out: "Plan the week" (due 7 Dec), no "of" left hanging
    r"|(?:(?<=\bweek)|(?<=\bweekend))\s+(?:of|commencing|beginning|starting)[\s.!?,;:]*$|\s+(?:for\s+)?w/c[\s.!?,;:]*$"
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


# "water the plants, they look dead", "put the bins out. the brown bin is every 2nd week but ill just check": after a
# to-do, a clause that says how things are (a subject and its verb) is a remark on it, no part of its name
_REMARK_AFTER = re.compile(
    r"(?:\s*,\s*|\s*[.!]+\s+)(?P<remark>(?:it|its|it's|they|they're|theyre|he|he's|hes|she|she's|shes|"
    r"that's|thats|that\s+is|this\s+is|there's|theres|there\s+(?:is|are|was))\s+\w.*)$"
    # "buy biscuits for the focus group. apparently participants expect biscuits?": a sentence of hearsay or opinion
    r"|\s*[.!]+\s+(?P<heard>(?:apparently|supposedly|reportedly|allegedly|evidently|obviously|honestly|"
    r"turns\s+out|i\s+(?:think|guess|reckon|heard|hear|believe|suppose)|i'?m\s+told|im\s+told)\b[\s,]*\w.*)$"
    # "rename it to buy the good detangler, the cheap one is rubbish": a thing said to be how it is, after a comma too
    r"|(?:\s*,\s*|\s*[.!]+\s+)(?P<said>(?:the|my|our|his|her|their)\s+(?:[\w'-]+\s+){0,3}(?:is|are|was|were|isn't|isnt|"
    r"aren't|arent|has|have|looks?|reads?|seems?)\s+\w.*"
    # "…, the other one's already clean", "…, the old one's broken": the same said with "'s"
    r"|(?:the|my|our|his|her|their)\s+(?:[\w'-]+\s+){0,2}[\w-]+(?:'s|’s)\s+(?:already|not|all|just|still|been|gone|"
    r"done|fine|ok|okay|broken|broke|clean|empty|full|dead|out|off|sorted|new|ruined|lost|finished|grand)\b.*)$"
    # "chase the smiths for payment cos they never pay on time": why it is asked, no part of its name
    r"|\s+(?P<why>(?:cos|coz|cuz|because|bc)\s+(?:i|i'?m|im|we|we'?re|they|they'?re|theyre|he|she|it|it'?s|its|"
    r"there|the|my|our|his|her|their|you|u|that|this|of)\b.*)$"
    # "cover sunday shift, anita is off sick": who is away is why, whatever the to-do's first word
    r"|(?:\s*,\s*|\s*[.!]+\s+|\s+(?:as|since|because|cos|coz|cause|bc)\s+)(?P<away>[a-z][\w'-]*(?:\s+[\w'-]+)?\s+"
    r"(?:is|are|was|'s|s|has\s+been|called\s+in|phoned\s+in|rang\s+in)\s+(?:(?:off|out|home)\s+)?(?:sick|ill|poorly|unwell|"
    r"away|off|on\s+(?:holiday|hols|vacation|leave|annual\s+leave|mat(?:ernity)?\s+leave|pat(?:ernity)?\s+leave))\b.*)$"
    # "leave for the airport, traffic on the 401 is insane": a thing named bare, then how it is
    # "rename it ring mick about the hall, i'll forget who yer man is": the speaker on themself is why
    r"|(?:\s*,\s*|\s*[.!]+\s+)(?P<me>(?:i'?ll|i\s+will|i'?d|i\s+would|i'?m|i\s+am|i\s+(?:keep|always|never|can'?t|"
    r"cannot|don'?t|won'?t|forgot|forget)|we['’]ll|we['’]d|we['’]re|we\s+(?:will|would|leave|go|fly|head|set|start|get|got|have|had|"
    r"need|are|were|can'?t|won'?t|don'?t|always|never))\s+\w.*)$"
    # "cafe shift tomorrow 2pm. ugh double day", "… for thursday. my husband keeps saying they're fine": a sentence
    # after the request that sighs or says what someone near the speaker does or thinks is chatter, no part of its name
    r"|\s*[.!?]+\s+(?P<chat>(?:ugh+|urgh+|argh+|sigh|ffs|lol|omg|oof|yikes|jeez|gah|meh|phew|welp|fml|haha\w*|"
    r"oh\s+well|ah\s+well|what\s+a\s+(?:day|week|pain|faff))\b.*"
    r"|(?:my|our)\s+(?:[\w'-]+\s+){1,2}(?:keeps?|says?|said|thinks?|reckons?|wants?|told|insists?|swears?|reckons?|"
    r"won'?t|doesn'?t|didn'?t|can'?t|hates?|is|was|has|had|will|would)\b.*)$"
    r"|\s*,\s*(?P<bare>[a-z][\w'-]*(?:\s+[\w'-]+){0,4}?\s+(?:is|are|was|were|isn't|isnt|aren't|arent)\s+\w.*)$",
    X)
_DOER_VERBS = frozenset(("put", "take", "get", "leave", "drop"))
# "yoga every sunday 8am pls. its the only me time i get": a request closed with a please, whatever its first word
_ASKED = re.compile(r"\b(?:pls|plz|please)\W*$", X)
# words that open no thing said to be how it is ("…, which is …", "…, what is …", "…, there is …")
_NOT_A_THING = frozenset(("which", "what", "who", "where", "when", "there", "here", "and", "or", "but", "so", "if",
                          "because", "cos", "cause", "as", "since", "until", "unless", "whether", "how", "why", "i",
                          "you", "we", "u", "everything", "nothing", "something", "someone", "one"))


def split_remark(title: str, now: datetime | None = None, timezone: str | None = None,
                 speaker_dated: bool = False) -> tuple[str, str | None]:
    """("Water the plants", "they look dead") from "water the plants, they look dead": a to-do, then a remark.
    A remark that says a date is left alone, so the date is still read as when the task is due; with
    `speaker_dated`, one the speaker says of themself ("pack bags, we leave saturday") is a remark all the same."""
    first = title.split()[0].lower() if title.split() else ""
    m = _REMARK_AFTER.search(mask_quotes(title))
    asked = bool(m) and bool(_ASKED.search(title[:m.start()]))
    if not m or (first not in TASK_VERBS and first not in _DOER_VERBS and not asked and not m.group("away")
                 and not m.group("chat") and not m.group("me")) \
            or len(title[:m.start()].split()) < 2:
        return title, None
    said = next(name for name in ("remark", "heard", "said", "bare", "away", "me", "why", "chat") if m.group(name))
    if said == "bare" and m.group("bare").split()[0].lower() in TASK_VERBS | _DOER_VERBS | _NOT_A_THING:
        return title, None  # "pack bags, check the car is full": a second to-do, not a remark
    remark = title[m.start(said):].strip().rstrip(".!").strip()
    if now is not None and not (speaker_dated and said in ("me", "chat", "said")) \
            and edge_dates(remark, now, timezone, mask_quotes(remark))[1] is not None:
        return title, None
    return (strip_filler(title[:m.start()]) if asked else title[:m.start()].strip()), remark or None


def finish_title(text: str) -> str:
    """Quotes and filler off, capital first letter."""
    text = strip_filler(_TITLE_LEAD.sub("", text.strip().lstrip(".,;:!? ")))
    return capitalise(unquote(strip_filler(text)).strip())


_REPEAT_ADJECTIVE = re.compile(r"^\s*(?:daily|weekly|monthly|nightly|hourly)\b", X)


_DAY_WORD = (r"(?:(?:on\s+|at\s+|by\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow"
             r"|tmrw|tonight|(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)")
# A day or time corrected in the same breath ("gym wednesday no sorry thursday", "dentist thursday at 2, no wait
# 3pm"): the first one and the correction marker go, the one said last stays.
_DATE_SAID_AGAIN = re.compile(
    rf"\b{_DAY_WORD}\s*[,.]?\s+(?:no+|nope|sorry|no+\s+sorry|no+\s+wait|wait\s+no+|i\s+mean|i\s+meant|actually|"
    rf"or\s+rather|make\s+(?:it|that))(?:\s*[,.]\s*|\s+)(?={_DAY_WORD}\b)", re.IGNORECASE)


# "i promised to read through it", "need to book a table": what was promised or needed is the thing to do
_PROMISED = re.compile(r"^(?:(?:i|we)\s+(?:(?:promised|agreed|offered)\s+to|said\s+(?:i|we)(?:'?d|\s+would))\s+|"
                       rf"(?:{NEED_PREAMBLE.pattern})\s+)", X)
_NO_OBJECT = re.compile(r"^\S+\s+(?:for|by|on|at|in|before|asap|today|tomorrow|tonight|soon|next|this)\b|^\S+$", X)
_ITSELF = re.compile(r"\b(?:it|them)\b", X)


def _action_after_topic(title: str, description: str | None) -> tuple[str, str | None]:
    """"Priya's personal statement - i promised to read through it this weekend", "staff do - book a table for 12":
    a thing named, then what to do about it, is that to-do ("Read through Priya's personal statement"; "Book a table
    for 12", noted "staff do"). A title that is already a to-do keeps its note ("call the bank - ask about the fee")."""
    words_ = title.split()
    if not description or not words_ or len(words_) > 6 or words_[0].lower() in TASK_VERBS:
        return title, description
    promised = _PROMISED.match(description)
    action = description[promised.end():] if promised else description
    # after "i promised to" any verb is the to-do ("i said i'd proofread it")
    if not action.split() or (action.split()[0].lower() not in TASK_VERBS and not promised) or _NO_OBJECT.match(action):
        return title, description
    topic = title if "'" in words_[0] or not words_[0][1:].islower() else title[0].lower() + title[1:]
    if _ITSELF.search(action):  # "read through it": the thing itself
        return _ITSELF.sub(lambda _: topic, action, count=1), None
    # "milk - get semi skimmed": one word is the thing itself, and the rest is a note on it
    return (action, title) if len(words_) >= 2 else (title, description)


# "pay the fee before the 15th jan deadline", "submit it by the friday cutoff": the date is when it is due
_DEADLINE_WORD = re.compile(r"\s+(?:deadline|cut-?off|due\s+date)[\s.!]*$", X)


def _without_deadline_word(title: str, now: datetime, timezone: str | None) -> str:
    """`title` without "deadline" said after a date at its end, so the date can be cut as the due."""
    m = _DEADLINE_WORD.search(title)
    if not m:
        return title
    # "by the friday deadline": "the" goes with it
    said = re.sub(r"\bthe\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*$)", "", title[:m.start()], flags=X)
    cut, when = edge_dates(said, now, timezone, mask_quotes(said))
    return said if when is not None and when.when and cut != said else title


# "…for 24th and 31st dec", "…on the 3rd, 10th & 17th jan": days listed before the month said once
_DAYS_LISTED = re.compile(r"\b(?P<day>\d{1,2})(?:st|nd|rd|th)?(?:\s*(?:,|and|&|\+)\s*\d{1,2}(?:st|nd|rd|th)?)*"
                          r"\s*(?:,|and|&|\+)\s*(?:the\s+)?$", X)


def _listed_day(day: int, when: str) -> str | None:
    """The first of days listed before a month, in that month: 24 with "31 Dec 2026" → "2026-12-24"."""
    last = datetime.fromisoformat(when).date()
    try:
        return last.replace(day=day).isoformat() if day < last.day else None
    except ValueError:
        return None


def _titled(title: str, description: str | None) -> dict[str, Any]:
    """The title (and description) keys of a new task, from what is left of the words."""
    title = finish_title(title)
    return {k: v for k, v in (("title", title), ("description", description)) if v}


# The last sentence or clause of a note: ". due today 5pm", ", by friday"
_LAST_SENTENCE = re.compile(r"[.;,]\s+(?P<said>[^.;,]+?)[.!]?\s*$", X)

# "we said tuesday lunch", "they agreed on friday 3pm", "it's been set for the 9th": a when agreed, said as the note
_AGREED_ON = re.compile(r"^(?:(?:we|they|he|she|i|u|you|everyone)\s+(?:all\s+)?(?:said|agreed|decided|settled|picked|"
                        r"chose|went\s+with|landed)|(?:it'?s|its|it\s+is|it\s+was)\s+(?:been\s+)?(?:set|planned|"
                        r"booked|pencilled|penciled|scheduled|agreed))\b(?:\s+(?:on|for|in))?\s+", X)
_AGREED_TAIL = re.compile(r"(?:\s*[,;]\s*|\s+[-–]\s+|\s*[.!]+\s+)(?:(?:we|they|he|she|everyone)\s+(?:all\s+)?"
                          r"(?:said|agreed|decided|settled)(?:\s+(?:on|for))?|(?:it'?s|its|it\s+is)\s+(?:been\s+)?(?:set|planned|"
                          r"booked|scheduled|agreed)(?:\s+(?:on|for))?)[\s.!]*$", X)
_ONLY_DUE_WORDS = re.compile(r"\b(?:due|by|on|for|before|deadline|is|it'?s|its)\b", X)


# A day said outright: a weekday, a day of the month, a month, or a day near today
_NAMES_A_DAY = re.compile(r"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b"
                          r"|\b\d{1,2}(?:st|nd|rd|th)\b"
                          r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
                          r"|\b(?:tomorrow|tmrw|today)\b", X)


_START_SAID = re.compile(r"(?:starting|beginning|commencing|from)\b", X)
_START_BEFORE = re.compile(r"\b(?:starting|beginning|commencing|from)\s*$", X)


def _day_said_apart(text: str, when: WhenMatch) -> bool:
    """Whether the message names the first day itself while its repeat names none ("due thursday 10am, every
    week", "dec 1st, every month"): that day is when the repeat starts. "every monday" or "every day at 7" alone
    leave the start to the rule."""
    if not when.repeat_words:
        return False
    if any((_START_SAID.match(text, start) or _START_BEFORE.search(text[:start]))
           and _NAMES_A_DAY.search(text[start:end]) for start, end in when.spans):
        return True  # "every friday at 11, starting 4th dec": a start said outright, even where the repeat names a day
    if _NAMES_A_DAY.search(when.repeat_words):
        return False
    return any(_NAMES_A_DAY.search(text[start:end]) and not _REPEAT_SAID.search(text[start:end])
               for start, end in when.spans)


_REPEAT_SAID = re.compile(r"\b(?:every|each|daily|weekly|monthly|fortnightly|yearly|annually)\b", X)


# "…, i drop him down", "…, we go every week": after the comma, what the speaker does about it, a remark
_SPEAKER_ASIDE = re.compile(r"^(?:i|we|i'?ll|ill|i'?m|im|we'?ll|we'?re)\s+\w", X)


# "ciaran and jamie", "tom, mick & the new lad": who it is for, listed after the comma
_NAMES_LISTED = re.compile(r"(?:the\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?"
                           r"(?:\s*(?:,|,?\s*and|&|\+)\s*(?:the\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)+", X)


def _date_before_aside(title: str, description: str | None, now: datetime, timezone: str | None
                       ) -> tuple[str, str | None, str, WhenMatch | None]:
    """"pay the two apprentices friday, ciaran and jamie", "hurling training every tuesday at 6.30, i drop him down":
    a date that ends the first clause, before a comma, is when the task is due when what follows the comma lists who
    it is for (kept in the title) or is a remark of the speaker's own (the description). Nothing changes when the
    rest says a date of its own, is anything else, or the first clause ends in none."""
    masked = mask_quotes(title)
    comma = masked.find(",")
    if comma <= 0:
        return title, description, title, None
    head, rest = title[:comma], title[comma + 1:].strip()
    if not rest or edge_dates(rest, now, timezone, mask_quotes(rest))[1] is not None:
        return title, description, title, None
    cut, when = edge_dates(head, now, timezone, masked[:comma])
    if when is None or not (when.when or when.repeat_words) or not when.spans \
            or max(end for _, end in when.spans) < len(head.rstrip()) or len(cut.split()) < 2:
        return title, description, title, None
    every = extract_when(masked[:comma], now, timezone)
    if every is None or len(every.spans) != len(when.spans):  # "a 5k run saturday and a long run sunday": two dates
        return title, description, title, None
    if _SPEAKER_ASIDE.match(rest) and not description:
        return head, rest.rstrip(" .!"), cut, when
    if _NAMES_LISTED.fullmatch(rest.rstrip(" .!")):
        return title, description, f"{cut}, {rest}", when
    return title, description, title, None


# "she said to email her the numbers", "my boss wants me to send the slides": what someone asked of the speaker is the
# to-do ("Email her the numbers"), who asked is no part of its name
_ASKED_OF_ME = re.compile(r"^(?:(?:she|he|they|(?:my|our|the)\s+[\w'-]+|[a-z][\w'-]*)\s+)(?:also\s+|just\s+)?"
                          r"(?:said|says|asked\s+(?:me|us)|wants\s+(?:me|us)|told\s+(?:me|us)|needs\s+(?:me|us)|"
                          r"would\s+like\s+(?:me|us))\s+to\s+(?=(?P<verb>[a-z]+)\s+\S)", X)


def _asked_of_me(text: str) -> str:
    m = _ASKED_OF_ME.match(text)
    return text[m.end():] if m and m.group("verb").lower() in TASK_VERBS else text


# "cover sunday shift", "swap my saturday shift with dev": a shift on a day named inside the title
_DAY_SHIFT = re.compile(r"\b(?P<day>(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)(?:'?s)?\s+"
                        r"(?:(?:morning|afternoon|evening|night|late|early|closing|opening|day)\s+)?shifts?\b", X)


_TIME_START = re.compile(
    r"(?<![\w:])(?P<at>\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?))\s+(?:start|kick-?off|sharp)\b"
    r"(?=\s*(?:[,.;!)]|$))", X)


# "put the recycling out, same as before but for saturday", "order the veg box like last time but for friday": the
# pointer back at an earlier task says only that the rest is alike; what differs (the day) follows it
_LIKE_BEFORE = re.compile(r"\s*[,;-]?\s*(?:(?:the\s+)?same\s+(?:thing\s+|deal\s+|again\s+)?as\s+|(?:just\s+)?like\s+)"
                          r"(?:before|last\s+time|last\s+week|the\s+(?:last|other)\s+one|that\s+one|above|earlier)"
                          r"\s*,?\s*(?:(?:but|only|except)\s+)?"
                          r"(?=(?:for|on|at|this|next|by|\w+day|tomorrow|tmrw)\b)", X)


# "meet the supplier tomorrow 11am madrid time", "call at 3pm (uk time)", "9:30 local time": the clock said in a
# place's time is when it is due there, no part of the title
_PLACE_CLOCK = re.compile(
    r"(?<=\d)(?P<clock>(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?|h)?)\s*,?\s*(?P<open>\(\s*)?"
    r"(?P<place>(?:[^\W\d][\w'.-]*\s+){0,2}?[^\W\d][\w'.-]*)\s+time\b(?(open)\s*\))", X)
_OWN_CLOCK = re.compile(r"(?:local|my|our|your|home|ur)$", X)


def _place_clock(text: str) -> tuple[str, str | None]:
    """`text` without a "<place> time" said after a clock time, and the zone that place is in (None when it is the
    user's own: "local time", "my time")."""
    from todobot.timezones import zone_for_place

    for m in _PLACE_CLOCK.finditer(text):
        place = m.group("place")
        zone = None if _OWN_CLOCK.match(place) else zone_for_place(place)
        if zone or _OWN_CLOCK.match(place):
            return f"{text[:m.start()]}{m.group('clock')}{text[m.end():]}", zone
    return text, None


def _due_in_zone(due: Any, zone: str, timezone: str | None) -> Any:
    """A due time read in the user's zone, moved to the same clock time in `zone` ("11am madrid time")."""
    from zoneinfo import ZoneInfo

    if not isinstance(due, str) or "T" not in due or not timezone or zone == timezone:
        return due
    try:
        said = datetime.fromisoformat(due)
        there = said.replace(tzinfo=ZoneInfo(zone))
        return there.astimezone(ZoneInfo(timezone)).isoformat()
    except (ValueError, KeyError):
        return due


def task_params(text: str, now: datetime, timezone: str | None, *, with_dates: bool = True) -> dict[str, Any]:
    """title / description / due / repeat / priority of a new task described by `text` (command words gone).

    A date is taken out of the title only from its start or end ("pay rent by friday"); one inside it stays
    ("book a table for friday dinner"), so no word is lost. A date taken out becomes the task's `due` (or its
    `repeat`); `when` and the minute repeats are kept too, for a reminder the same message asks for
    ("add X friday and remind me about it": see `remind_dated_adds`).
    """
    params: dict[str, Any] = {}
    text, zone = _place_clock(text) if with_dates else (text, None)
    if zone:
        found = task_params(text, now, timezone, with_dates=with_dates)
        return {**found, **({"due": _due_in_zone(found["due"], zone, timezone)} if "due" in found else {})}
    text = _TIME_START.sub(r"at \g<at>", text)  # "course friday, 9am start": starts at 9am
    text = _LIKE_BEFORE.sub(" ", text)
    text, priority = said_priority(_asked_of_me(strip_filler(text)))
    aside = None
    if not priority:  # "add X, its urgent bc ramos is off": the priority said as a clause, a reason after it
        before, after, priority = priority_clause(text)
        if priority:
            dated = after is not None and with_dates and not edge_dates(
                after, now, timezone, mask_quotes(after))[0].strip(" ,.")
            text, aside = (f"{before} {after}" if dated else before), (None if dated else after)
    if priority:
        params["priority"] = priority
    title, description = split_description(text)
    if description and not priority:  # "add X, due thursday, high priority. notes: …": said before the note
        title, priority = said_priority(title)
        params.update({"priority": priority} if priority else {})
    title, description = _action_after_topic(title, description)
    if not description:
        title, description = split_remark(title, now, timezone)
    if not description:
        # "pack bags, we leave saturday": the speaker's own plans are why; the day they say is when it is due
        before, remark = split_remark(title, now, timezone, speaker_dated=True)
        if remark:
            title, description = before, remark
            own = edge_dates(before, now, timezone, mask_quotes(before))[1] if with_dates else None
            when = edge_dates(remark, now, timezone, mask_quotes(remark))[1] if with_dates and own is None else None
            if when is not None and when.when:
                params.update(when.params())
                params.update(when.due_params())
    if with_dates:
        title = _DATE_SAID_AGAIN.sub("", title)  # "gym wednesday no sorry thursday": the day said last counts
        title = _without_deadline_word(title, now, timezone)
        cut, when = edge_dates(title, now, timezone, mask_quotes(title))
        if when is None:
            title, description, cut, when = _date_before_aside(title, description, now, timezone)
        # A repeat alone is cut only when said as one ("every sunday", "… weekly"): "weekly review" is a title.
        repeats = bool(when and when.repeat_words) and not _REPEAT_ADJECTIVE.match(title)
        listed = _DAYS_LISTED.search(title[:min(when.spans)[0]]) if when is not None and when.spans else None
        if listed and when is not None and when.when and when.all_day:
            # "find a locum for 24th and 31st dec": the days are what the task is for, and it is due on the first
            first = _listed_day(int(listed.group("day")), when.when)
            return {**params, **({"due": first} if first else {}), **_titled(title, description)}
        if when is not None and (when.when or when.vague_only or repeats):
            params.update(when.params())
            params.update(when.due_params())
            if repeats and when.when and _day_said_apart(title, when):  # "due thursday 10am, every week": the
                params["due"] = when.due_day_or_time()  # rule starts on that Thursday, not on today
            title = _AGREED_TAIL.sub("", cut)  # "quiz night, we said thursday 7pm": how the date came, no name
            if not priority:  # "water the plants high priority every monday"
                title, priority = said_priority(title)
                params.update({"priority": priority} if priority else {})
    if with_dates and description and "due" not in params and "repeat" not in params:
        # "add balloons - due 11th dec": a date said as the note is when the task is due, not its note; so is a
        # date said as the note's last sentence ("add pack for lagos - medicine, chargers. due today 5pm")
        last = _LAST_SENTENCE.search(description)
        for head, said in ((None, description), *(((description[:last.start()], last.group("said")),) if last else ())):
            said = _AGREED_ON.sub("", said)  # "the potluck - we said tuesday lunch": when it was agreed to be
            said = re.sub(r"\blunch\b(?!\s*time)", "lunchtime", said, flags=X)
            rest, when = edge_dates(said, now, timezone, mask_quotes(said))
            if when is not None and when.when and not _ONLY_DUE_WORDS.sub("", rest).strip(" ,.!"):
                params.update(when.params())
                params.update(when.due_params())
                description = head.rstrip(" ,;.") or None if head else None
                break
    if with_dates and "due" not in params and "repeat" not in params:
        shift = _DAY_SHIFT.search(title)  # "cover sunday shift at the store": the shift's day is when it is due
        when = extract_when(shift.group("day"), now, timezone) if shift else None
        if when is not None and when.when and when.all_day:
            params["due"] = when.due_day_or_time()
    if aside:
        description = f"{description}; {aside}" if description else aside
    title = finish_title(title)
    if not title and description:
        title, description = finish_title(description), None
    if title:
        params["title"] = title
    if description:
        params["description"] = description
    return params


# "done and not done", "finished or not", "complete and incomplete": both kinds of task asked for at once
BOTH_STATUSES = re.compile(
    r"\b(?:done|finished|complete[d]?|ticked(?:\s+off)?)\s+(?:and|or|&|\+|n|and\s+also)\s+(?:not(?:\s+(?:done|"
    r"finished|complete[d]?|yet))?|un\w+|incomplete|pending|open|undone|outstanding)\b", X)


def list_status(text: str) -> str | None:
    """The list filter said, if any: pending ("what's left"), completed ("what have I finished"), all."""
    if re.search(r"\b(?:including|as\s+well\s+as|both)\b", text, X) or BOTH_STATUSES.search(text):
        return "all"
    if PENDING_WORDS.search(text):
        return "pending"
    if COMPLETED_WORDS.search(text):
        return "completed"
    if ALL_WORDS.search(text):
        return "all"
    return None
