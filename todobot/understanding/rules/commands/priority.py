"""Priority edits of an existing task, the way people say them: "make it high prio", "bump the pitch deck to high
priority", "#3 p2", "the car insurance one is super urgent", "its not that urgent, low priority is fine", "put it on
low".

What the words mean is `todobot.priority`'s synonym table; here is only how an edit is phrased. A priority edit read
by one of these patterns is precise (the level word must end the clause, or come before a comma and chatter), so it
is as confident as an explicit command: the learned model, trained before tasks had priorities, must not turn it
into "out of scope".
"""

from __future__ import annotations

import re

from todobot.priority import level_of
from todobot.understanding.rules.commands.add import PUT_ON_LIST
from todobot.understanding.rules.commands.matching import (
    TERSE_NAME_GUARD,
    TERSE_NAME_START,
    Rule,
    X,
    each_numbered,
    ref_group,
    with_refs,
)
from todobot.understanding.rules.lexicon import TASK_VERBS
from todobot.understanding.rules.params import finish_title
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import is_specific, parse_refs
from todobot.understanding.rules.text import VOCATIVE_WORDS

CONFIDENCE = 0.95
_PRIO = r"(?:priority|prio|pri)"
_INTENSE = r"(?:(?:very|super|really|quite|rather|pretty|kinda|extremely|so|most)\s+)"
_LEVEL = (
    rf"(?:(?:high|top|highest|medium|med|mid|normal|low|lowest)(?:[\s-]+{_PRIO})?"
    rf"|{_PRIO}\s*:?\s*(?:high|medium|low|[1-4])|p[1-4]"
    rf"|{_INTENSE}?(?:urgent|urgnt|urgant|important|importnt|critical)"
    rf"|(?:not|n'?t)\s+{_INTENSE}?(?:that\s+|too\s+)?(?:urgent|important)|unimportant|no\s+{_PRIO}"
    # "rota's not a priority anymore", "the shed one is no longer a priority": not one that matters now, so low
    rf"|(?:not|n'?t|no\s+longer)\s+(?:(?:really|much|that\s+much)\s+)?(?:of\s+)?(?:an?\s+|the\s+)?(?:big\s+)?{_PRIO}"
    # "make the deck one !!": the marks that say urgent in front of a new task say it of an old one too
    r"|whenever|someday|no\s+rush|non[\s-]?urgent|!!!?(?!!)"
    # "the letter is of low importance", "it's of the utmost importance"
    r"|of\s+(?:the\s+)?(?:high|great|top|utmost|medium|low|little)\s+importance"
    # "mark it as low importance", "mark it as a matter of some urgency", "it's of the utmost urgency"
    r"|(?:high|great|top|medium|low|little)\s+importance"
    r"|(?:(?:an?\s+)?matter\s+of\s+|of\s+)(?:the\s+)?(?:some|great|utmost|real|little|no)?\s*urgency)")
_PLEASE = (r"(?:\s+(?:please|pls|plz|btw|fyi|fr|frfr|for\s+real|ngl|abeg|"
           r"instead|actually|then|now|too|as\s+well|again|for\s+me|really|tho|"
           r"though|tbh|honestly|at\s+all|lol|anymore|altogether|all\s+together|completely|entirely|"
           # "the portfolio is p3 realistically", "that one's low i reckon": how sure, said after
           r"realistically|probably|prob|i\s+(?:guess|think|reckon|suppose)|i'?d\s+say|"
           r"any\s+more|after\s+all|these\s+days|obviously|clearly|right\s+now|rn|for\s+now|atm|at\s+the\s+moment|"
           r"at\s+present|just\s+yet|yet|"
           r"while(?:st)?\s+(?:you'?re|ur|your|you\s+are)\s+at\s+it|if\s+(?:you\s+can|poss(?:ible)?)|"
           rf"definitely|surely|{VOCATIVE_WORDS}))*")
# "make it urgent, water is dripping", "make it urgent her party's tmrw", "make it urgent jo is chasing", "call mum
# is low lol she rings me anyway": what follows is the reason (not a priority said again: "… isnt urgent anymore,
# boss pushed it. remove the priority on it" is read clause by clause)
_CHATTER = (r"(?:\s*[,;.!?:(–-]+(?!.*\b(?:remove|clear|take|drop|unset|make|set|put|change|bump|lower|raise)\s.*"
            rf"\b{_PRIO}\b).*|\s+(?:because|cause|cos|coz|bc|since|as)\s.*"
            r"|(?<=!)\s.*"  # "SNAP recert is !! cant lose that": after the marks, a new sentence
            r"|\s+(?:her|his|their|its|it'?s|she'?s|he'?s|they'?re|(?:the\s+)?\w+\s+(?:is|are|was|keeps|wants|needs|says|said)|(?:i|we|you|he|she|they)"
            r"(?:'(?:m|re|ve|ll|d|s))?|im|ive|were)\s.*)?")
_END = rf"{_PLEASE}\s*{_CHATTER}$"
# "make the abstract medium rather than high", "set it to low instead of medium": the level it had, said after the
# new one, is no part of the task's name
_RATHER = (r"(?:\s+(?:rather\s+than|instead\s+of|not|and\s+not|in\s+place\s+of)\s+(?:an?\s+)?"
           r"(?:high|top|medium|med|mid|normal|low|urgent|p[1-4])(?:[\s-]+(?:priority|prio|pri))?)?")
# "but the car one is urgent", "honestly it's not important"
_AND = r"^(?:(?:but|and|also|so|plus|oh|ok|okay|actually|honestly|tbh|frankly|seriously|hmm+)[\s,]+)*"

# "make it urgent", "bump the pitch deck up to high priority", "put it on low", "set #2 to p1"
_SET = re.compile(
    _AND + r"(?P<verb>make|mark|set|flag|bump|raise|lower|drop|put|change|move|switch|turn|update|give)\s+"
    # (not "put tax back to high and santa back to low" as one task: each is its own change)
    r"(?P<ref>(?:(?!\sback\s+to\s+(?:high|top|medium|normal|low)\b).)+?)\s+"
    # "kindly mark it as being of low importance"
    r"(?:(?:up|down|back)\s+)?(?:as\s+(?:being\s+)?|to\s+|on(?:to)?\s+|at\s+|into\s+|a\s+)?(?:an?\s+|the\s+)?"
    rf"(?P<level>{_LEVEL})(?:\s+one)?{_RATHER}{_END}", X)
# "the car insurance one is super urgent", "#2 isn't that important", "the tax papers are low priority", "loft = low"
_IS = re.compile(
    # ("none of it's urgent", "nothing's urgent": no task named, said of them all)
    # ("show me everything that's urgent", "list what is important": a listing asked for, no task named)
    _AND + r"(?!(?:what|which|who|anything|any|is|are|how|none|nothing|neither|no\s+one|list|show|display|view|see|"
    r"find|search|get|give|pull\s+up|bring\s+up|tell)\b)"
    # "vet reckons the worm count's high", "the forecast says the river is high": what someone says of a thing, the
    # reason for a change, no task's priority
    r"(?![\w' -]*?\b(?:reckons?|reckoned|says|said|thinks|thought|told\s+(?:me|us))\s)"
    rf"(?P<ref>.+?)(?:\s+(?:is|are|'s|s|isn'?t|aren'?t|is\s+not|are\s+not)|'s|'re|\s*(?:=|->|→))\s+(?:an?\s+)?"
    # "the Dubois contract is the urgent one": the one of them that is urgent
    rf"(?:the\s+(?=(?:{_LEVEL}|(?:big\s+)?{_PRIO})(?:\s+{_PRIO})?\s+(?:one|task|job|item)\b))?"
    # ("the rota isnt a priority any more": the priority denied, read below only after a "not")
    # "… is a high priority item"
    rf"(?P<level>{_LEVEL}|(?:big\s+)?{_PRIO}\b)(?:\s+(?:item|task|thing|job|one|matter))?"
    rf"{_END}", X)
# "dev can go down to medium", "the loft could drop to low", "gutters should be high priority": a level it may have
_CAN_BE = re.compile(
    _AND + r"(?!(?:what|which|who|anything|any|it|that|this|i|we|you|he|she|they)\b)(?P<ref>.+?)\s+"
    r"(?:can|could|should|may|might)\s+"
    r"(?:go|come|drop|move|be|get\s+bumped)\s+(?:(?:down|up|back)\s+)?(?:to\s+)?(?:an?\s+)?"
    rf"(?P<level>{_LEVEL}){_END}", X)
# "the garage can wait, it's really not important", "the gutters can wait for now": no rush, so low (a day said
# after "can wait" moves it instead: update.py)
_CAN_WAIT = re.compile(
    _AND + r"(?!(?:what|which|who|anything|any|it|that|this|i|we|you|he|she|they|everything|everyone|all)\b)"
    r"(?P<ref>[^,;.!?]+?)\s+can\s+(?:(?:easily|definitely|totally|probably|just)\s+)?wait"
    r"(?:\s+(?:a\s+bit|a\s+while|for\s+now|till\s+later|until\s+later|though|tho|honestly|tbh))*" + _END, X)
# Of the task talked about: "its not that urgent", "low priority is fine", "high prio pls", "urgent!"
_OF_IT = re.compile(
    # "is important, put high priority": the subject left out, as Spanish or Italian speakers may
    _AND + r"(?:(?:it'?s|its|it\s+is|that'?s|thats|that\s+is|this\s+is|(?:that|this)\s+one(?:'?s|\s+is)|is)\s+"
    r"(?:(?:actually|really|also)\s+)?(?:an?\s+)?"
    rf"(?P<level>{_LEVEL})|(?:(?:put|make|set|give|mark|flag)\s+(?:(?:as|to|on|at)\s+)?(?:an?\s+|the\s+)?)?"
    rf"(?P<level2>(?:high|top|medium|low)[\s-]+{_PRIO}|{_PRIO}\s*:?\s*(?:high|medium|low)|p[1-3])"
    r"(?:\s+(?:is|would\s+be|will\s+be|'?s)\s+(?:fine|ok|okay|good|enough|better|right))?)" + _END, X)
# "not urgent, normal is fine", "medium's fine": the level the task talked about may have, said as good enough
_FINE = re.compile(
    _AND + r"(?:(?:it'?s\s+|its\s+)?not\s+(?:that\s+|so\s+|too\s+)?(?:urgent|important)(?:\s+(?:after\s+all|tbh))?"
    r"[\s,.;-]+)?"
    rf"(?P<level>normal|medium|low|high)(?:[\s-]+{_PRIO})?\s*(?:is|would\s+be|will\s+be|'s|s)\s+(?:fine|ok|okay|good|enough|"
    r"plenty)(?:\s+(?:for\s+(?:it|that|now)|then|tbh))*[.!]*$", X)
# "take that off", "get rid of the priority", "take the urgent off it": the level taken off the task talked about
# (not "take it off the list": the task itself)
_TAKE_OFF = (rf"(?:(?:take|get|knock)\s+(?:that|it|the\s+(?:{_PRIO}|urgent|urgency|flag|high))(?:\s+(?:flag|tag|bit))?"
             rf"\s+off(?:\s+(?:it|that|of\s+it))?(?!\s+(?:the|my|of\s+the|of\s+my)\s+list)"
             rf"|(?:get\s+rid\s+of|remove|clear|drop)\s+the\s+(?:{_PRIO}|urgent|urgency)(?:\s+(?:flag|tag|bit))?)")
# "its not low priority anymore, bikes sell out too. medium", "the gym one isn't high priority any more - low":
# the level it had denied, then (after any reason) the level it has now
_NO_LONGER = re.compile(
    _AND + r"(?:(?P<it>it'?s|its|it\s+is|that'?s|thats|that\s+is)\s+(?:not|no\s+longer)|"
    r"(?P<ref>[^,;.!?]+?)\s+(?:is\s+not|is\s+no\s+longer|isn'?t|'s\s+not|s\s+not))\s+"
    rf"(?:an?\s+)?(?:{_LEVEL})(?:\s+(?:any\s*more|now))?(?:\s*[,;.!-]+\s*[^,;.!?]*?)??(?:\s*[,;.!-]+\s*|\s+(?=(?:so\s+)?{_TAKE_OFF}))"
    rf"(?:(?:make\s+it|set\s+it\s+to|put\s+it\s+(?:on|at)|now|so|it'?s|its)\s+)?(?:an?\s+)?"
    rf"(?P<level>(?:high|top|medium|med|mid|normal|low)(?:[\s-]+{_PRIO})?|p[1-4]|urgent|important|{_TAKE_OFF}"
    # "the accountancy class isnt medium priority, i didnt say that. clear it": no level at all
    # ("remove it" there may mean the task: not read here)
    rf"|(?:clear|unset)\s+(?:it|that|the\s+{_PRIO})|(?:remove|drop)\s+the\s+{_PRIO}|no\s+{_PRIO}|none)"
    rf"{_PLEASE}\s*[.!]*$", X)
# "rent priority back to none", "the gym one's priority to high", "#4 priority: low": the task, its priority, the level
_ITS_PRIORITY = re.compile(
    _AND + r"(?!(?:what|which|the|my|set|change|make|put|give|no)\s+(?:priority|prio|pri)\b)"
    rf"(?P<ref>(?!(?:what|which|is|are|set|change|make|put|give)\b)[^,;.!?]+?)(?:'s|s')?\s+{_PRIO}\s*(?:(?:back\s+)?"
    r"(?:to|->|→|=|should\s+be)|:|\s[-–])\s*(?:an?\s+)?"
    rf"(?P<level>{_LEVEL}|none|nothing){_END}", X)
# "#3 p2", "task 4 high", "2 → low": a number and a level, nothing else
_NUMBERED = re.compile(
    r"^(?P<ref>(?:#|task\s*#?|no\.?\s*|number\s+)\s*\d{1,4})\s*(?:to|->|→|=|:|-|is)?\s*"
    rf"(?P<level>p[1-4]|(?:high|top|medium|low)(?:[\s-]+{_PRIO})?|urgent|important){_PLEASE}\s*[.!]*$", X)
# "that one low priority too pls", "the milk one high prio": a task pointed at and a level, the verb left out
_POINTED = re.compile(
    _AND + r"(?P<ref>(?:that|this)\s+one|the\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?\s+one)\s+(?:to\s+|as\s+|on\s+)?"
    rf"(?P<level>(?:high|top|medium|low)[\s-]+{_PRIO}|p[1-4]){_PLEASE}\s*[.!]*$", X)
# "insurance p1", "walk-in deep clean p2", "extraction hood whenever, low": a task's words and a level, the verb left
# out (not "call mum p1": a verb first is a new task with its priority). When no task has those words, the dialogue
# offers to add one (`or_add`), as it did before.
_BARE = re.compile(
    _AND + TERSE_NAME_GUARD +
    r"(?P<ref>[\w'&+-]+(?:\s+[\w'&+-]+){0,4}?)"
    # "mrs desai ITR also high priority": as another task just was
    # "discharge summaries !!" (a "!!" set apart at the end is read as "urgent": `prepare`), "the report urgent"
    rf"(?:\s*[,:;-]?(?:\s+also)?\s+(?P<level>p[1-4]|(?:high|top|medium|med|low)[\s-]+{_PRIO}|{_PRIO}\s*:?\s*(?:high|medium|low|[1-4])|urgent)"
    # a bare level word only after a pause: "extraction hood whenever, low", "loft - low"
    # ("garage shelves, no rush", "garage shelves whenever, nae rush": no hurry, so low)
    # ("calculator whenever, not bothered", "the shed, not fussed": no one minds when, so low)
    r"|\s*(?:\s(?:whenever|no\s+rush))?\s*[,;-]\s*(?P<level2>high|medium|low|whenever|(?:no|nae)\s+(?:rush|hurry)|"
    r"(?:i'?m\s+|im\s+)?not\s+(?:that\s+|too\s+|really\s+)?(?:bothered|fussed)|no\s+stress|in\s+no\s+rush)"
    # "the wifi one whenever": after a task pointed at as "… one", no pause is needed
    r"|(?<=\sone)\s+(?P<level4>whenever|(?:no|nae)\s+(?:rush|hurry)))"
    rf"{_PLEASE}\s*[.!]*$"
    # "secret santa not important", "accountancy class - no priority pls": a level denied, the verb left out
    + r"|" + _AND + TERSE_NAME_START + r"(?!(?:no|nope|nah|yes|yeah|ok|okay|well)\b)"
    r"(?P<ref2>[\w'&+-]+(?:\s+(?!(?:not|no|its|it's|it|is|that|this|thats)\b)[\w'&+-]+){0,4}?)"
    # "wifi one whenever, not important": the no-hurry word said before the level, both saying low
    r"(?:\s+(?:whenever|no\s+rush|no\s+hurry))?\s*[,:;-]?\s+"
    rf"(?P<level3>not\s+(?:that\s+|very\s+|so\s+|too\s+)?(?:urgent|important)|no\s+{_PRIO}"
    # "secret santa back to low", "(and) the dentist to high": after a priority change, another task and its level
    rf"|(?:back\s+)?to\s+(?:high|top|medium|normal|low)(?:[\s-]+{_PRIO})?){_PLEASE}\s*[.!]*$", X)
# "send deck to priya make it p1", "invoice the partick job make that urgent": a task's words, then "make it" and a
# level, the comma left out (as said aloud). A task on the list with those words gets the level; else, since the
# words may be a new to-do ("call mum make it urgent"), the dialogue offers to add it (`or_add`).
# "invoices also make high", "gst filing too make it urgent": as another task just was, in Indian English word order
_WORDS_MAKE_IT = re.compile(
    _AND + TERSE_NAME_START + r"(?P<ref>\w[\w'&+-]*(?:\s+\w[\w'&+-]*){0,5}?)\s+"
    r"(?:(?:make|set|mark|put)\s+(?:it|that)|(?:also|too|bhi)\s+(?:make|set|mark|put)(?:\s+(?:it|that))?)\s+"
    rf"(?:(?:as|to|at|on)\s+)?(?:an?\s+)?(?P<level>{_LEVEL}){_PLEASE}\s*[.!]*$", X)
# "lower the priority of the christmas cards", "raise #2's priority", "no priority on #2 pls", "remove the priority
# from the gym one": a step up or down, or none (a step from medium is one level; from none, up is medium)
_STEP = re.compile(
    _AND + rf"(?P<verb>lower|raise|reduce|increase|bump\s+up|bump\s+down|drop|up|downgrade|upgrade|decrease)\s+"
    rf"(?:the\s+)?{_PRIO}\s+(?:of|on|for)\s+(?P<ref>.+?){_END}"
    rf"|{_AND}(?P<verb2>lower|raise|reduce|increase|downgrade|upgrade|decrease)\s+(?P<ref2>.+?)(?:'s|s')\s+{_PRIO}"
    rf"{_END}", X)
_NO_PRIORITY = re.compile(
    _AND + rf"(?:no\s+{_PRIO}\s+(?:on|for)\s+(?P<ref>.+?)|(?:remove|clear|drop|take\s+off|unset|take|get|knock)\s+"
    rf"(?:the\s+)?(?:{_PRIO}|urgent|urgency|high\s+{_PRIO})(?:\s+(?:flag|tag|bit|status))?\s+(?:from|on|of|off|for)\s+"
    rf"(?P<ref2>(?!(?:the|my)\s+list\b).+?)"
    # "take the priority off", "get rid of the priority (on it)": the task talked about (not "take it off the list")
    rf"|(?:take|knock)\s+the\s+(?:{_PRIO}|urgent|urgency)(?:\s+(?:flag|tag|bit|status))?\s+off(?:\s+(?:it|that))?"
    rf"|(?:get\s+rid\s+of|remove|clear|drop)\s+the\s+(?:{_PRIO}|urgency)(?:\s+(?:flag|tag|bit|status))?"
    rf"(?:\s+(?:on|from|of)\s+(?:it|that))?"
    # "card one doesnt need a priority", "#16 doesn't need any priority", "the gym one needs no priority at all"
    r"|(?!(?:i|we|you|he|she|they|nothing|none|which|what|everything)\b)(?P<ref3>[^,;.!?]+?)\s+(?:(?:doesn'?t|doesnt|"
    rf"does\s+not|don'?t|dont|do\s+not)\s+need\s+(?:a|any|an?\s+set)|needs?\s+no)\s+{_PRIO}){_END}", X)
# "change priority of call insurance to medium", "set the priority on #3 to high"
_PRIORITY_OF = re.compile(
    _AND + rf"(?:change|set|update|make|switch|put)\s+(?:the\s+)?{_PRIO}\s+(?:of|on|for)\s+(?P<ref>.+?)\s+"
    rf"(?:to|as|at)\s+(?P<level>{_LEVEL}){_END}"
    # "set priority medium on the headset order", "put priority high for the gas bill": the level before the task
    rf"|{_AND}(?:change|set|update|make|switch|put)\s+(?:the\s+)?{_PRIO}\s+(?:to\s+|as\s+|at\s+)?"
    r"(?P<level2>high|top|highest|medium|med|mid|normal|low|lowest|[1-4])\s+(?:on|for|of)\s+(?P<ref2>.+?)" + _END, X)
_CLEARED = ("clear", "remove", "drop", "unset", "no", "none")  # the level said instead is none
_TAKEN = ("take", "get", "knock")  # "… take that off": none
_NEGATED = re.compile(r"(?:\b(?:isn|aren)'?t|\bnot)\s+(?:an?\s+)?$", X)  # "#2 isn't (an) urgent (one)"
# Verbs that also do other things ("put the soup on low", "set the oven to high") need a task-like reference.
_LOOSE_VERBS = frozenset({"put", "set", "turn", "change", "move", "switch", "give", "drop", "lower"})


def phrase_level(said: str) -> str | None:
    """The level a priority phrase names ("super urgent" → high, "not that important" → low), or None: the words
    around the level (intensifiers, a negation) off, then `todobot.priority`'s table."""
    said = re.sub(r"[\s-]+", " ", said.strip().lower())
    said = re.sub(r"\b(?:prio|pri)\b", "priority", said).replace("priority:", "priority")
    said = re.sub(rf"^{_INTENSE}", "", said)
    said = re.sub(r"^(?:not|n'?t|no longer) (?:(?:very|super|really|quite|rather|pretty|kinda|extremely|so|most|"
                  r"that|too|much) )*", "not ", said)
    if re.fullmatch(r"not (?:of )?(?:an? |the )?(?:big )?priority", said):  # "not a priority (anymore)": low
        return "low"
    if said.startswith("priority "):
        said = said.removeprefix("priority ").strip()
    found = level_of(said)
    if found is not None:
        return found
    if said.startswith("not "):  # "not a high priority", "not top priority": low
        inner = phrase_level(said.removeprefix("not ").removeprefix("a "))
        return "low" if inner == "high" else None
    return None


def priority_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """make it urgent / bump X to high priority / X is super urgent / #3 p2 / its not that urgent."""
    placed = PUT_ON_LIST.match(masked)
    if placed and not re.match(r"(?:it|that|this|them)\b", placed.group("title"), X):
        return None  # "put book the chimney sweep on the list, not important": a new task, its level said after
    if placed and re.fullmatch(r"(?:it|that|this|them)", placed.group("title"), X):
        return None  # "put it on the list, urgent": the thing talked about added, as "add it, urgent"
    m = _PRIORITY_OF.match(masked)
    if m:
        refs = parse_refs(ref_group(text, m))
        said = m.group("level") or m.group("level2")
        said = f"p{said}" if said.isdigit() else said
        return _edit(refs[:1], phrase_level(said), "Setting a task's priority edits it.") if refs else None
    m = _NO_PRIORITY.match(masked)
    if m:
        refs = parse_refs(ref_group(text, m)) if ref_group(text, m) else [{"kind": "pronoun"}]
        return _edit(each_numbered(refs), "none", "Taking a task's priority off edits it.") if refs else None
    m = _ITS_PRIORITY.match(masked)
    if m:
        refs = parse_refs(ref_group(text, m))
        if refs and not (refs[0]["kind"] == "title" and len(ref_group(text, m).split()) > 5):
            said = m.group("level").lower()
            level = "none" if said in ("none", "nothing") else phrase_level(said)
            return _edit(each_numbered(refs), level, "A task's priority, said with its new level.")
    m = _STEP.match(masked)
    if m:
        refs = parse_refs(ref_group(text, m))
        verb = (m.group("verb") or m.group("verb2") or "").lower()
        level = "low" if verb.startswith(("lower", "reduce", "drop", "down", "decrease", "bump down")) else "high"
        return _edit(each_numbered(refs), level, "Raising or lowering a task's priority edits it.") if refs else None
    m = _FINE.match(masked)
    if m:
        return _edit([{"kind": "pronoun"}], phrase_level(m.group("level")), "A level said to be fine for the task.")
    m = _NO_LONGER.match(masked)
    if m:
        raw_ref = "" if m.group("it") else ref_group(text, m)
        refs = parse_refs(raw_ref) if raw_ref else [{"kind": "pronoun"}]
        if refs and (raw_ref == "" or len(raw_ref.split()) <= 6):
            said = m.group("level").lower()
            level = phrase_level(said) if said.split()[0] not in _CLEARED + _TAKEN else "none"
            return _edit(refs[:1], level, "A priority it had no longer, then the new one.")
    m = _OF_IT.match(masked)
    if m:
        level = phrase_level(m.group("level") or m.group("level2"))
        return _edit([{"kind": "pronoun"}], level, "A priority said of the task talked about edits it.")
    m = _CAN_WAIT.match(masked)
    if m and not re.search(r"\b(?:till|until|til|to|for|on|by)\s+(?!now\b|later\b)\w", masked[m.end("ref"):], X):
        refs = parse_refs(ref_group(text, m))
        if refs and not (refs[0]["kind"] == "title" and len(ref_group(text, m).split()) > 5):
            return _edit(refs[:1], "low", "A task that can wait is low priority.")
    for pattern in (_NUMBERED, _POINTED, _SET, _IS, _CAN_BE):
        m = pattern.match(masked)
        if not m:
            continue
        said = m.group("level")
        negated = pattern is _IS and _NEGATED.search(masked[:m.start("level")])
        if negated and not said.lower().startswith(("not", "n'")):  # "#2 isn't urgent"
            said = "not " + said
        if phrase_level(said) is None:  # "the rota is priority": no level said
            continue
        raw_ref = ref_group(text, m)
        refs = parse_refs(raw_ref)
        if not refs:
            return None
        loose = pattern is _SET and m.group("verb").lower() in _LOOSE_VERBS
        # "set the oven to high" is no task; "set the car drop off to p1" or "… to urgent" is: those name a priority
        back = pattern is _SET and re.search(r"\sback\s+to\s+\S+$", masked[:m.end("level")], X)  # "… back to high"
        named_level = back or re.search(rf"\b{_PRIO}\b|\bp[1-4]\b|urgent|important", said, X)
        if loose and not named_level and not is_specific(refs[0], raw_ref):
            if not _THE_THING.match(raw_ref) or refs[0]["kind"] != "title":
                return None
            # "put the dentist on high": that task's priority if one has those words, else the whole of it is
            # offered as a new task ("put the soup on low"), as before
            return [Reading("update_task", {"task_ref": refs[0], "priority": phrase_level(said),
                                            "or_add": finish_title(text)}, CONFIDENCE,
                            "A loose verb and a bare level said of a named thing: its priority, if it is a task.")]
        if pattern in (_IS, _CAN_BE) and refs[0]["kind"] == "title" and len(raw_ref.split()) > 6:
            return None  # a long sentence with "is important" in it, not a task's name
        if pattern in (_IS, _CAN_BE) and _NEW_TASK_SAID.match(raw_ref):
            return None  # "add call the bank friday, it's urgent": the new task said urgent, added so, nothing edited
        return _edit(refs, phrase_level(said), "Saying how important a task is edits it.")
    m = _WORDS_MAKE_IT.match(masked)
    refs = parse_refs(ref_group(text, m)) if m else []
    if len(refs) == 1 and refs[0]["kind"] == "title":
        level = phrase_level(m.group("level"))
        if level:
            return [Reading("update_task", {"task_ref": refs[0], "priority": level, "or_add": True}, CONFIDENCE,
                            "A task's words, then \"make it\" and a level: that task's priority (or a new task).")]
    m = _BARE.match(masked)
    refs = parse_refs(ref_group(text, m)) if m else []
    if len(refs) == 1 and refs[0]["kind"] == "title" and ref_group(text, m).split()[0].lower() not in TASK_VERBS:
        unhurried = re.sub(r"^(?:whenever|(?:in\s+)?\w+\s+(?:rush|hurry)|.*\b(?:bothered|fussed)|no\s+stress)$",
                           "low", m.group("level2") or m.group("level4") or "",
                           flags=X)
        said = m.group("level") or unhurried or re.sub(r"^(?:back\s+)?to\s+", "", m.group("level3"), flags=X)
        if said.lower() == "urgent" and _NOT_A_NAME.search(ref_group(text, m)):
            return None  # "book the mot, kinda urgent", "none of it's urgent": how urgent, or of nothing named
        level = phrase_level(said)
        if level:
            offer = {"or_add": True} if level != "none" else {}  # "gutters - no priority" names a task on the list
            return [Reading("update_task", {"task_ref": refs[0], "priority": level, **offer}, CONFIDENCE,
                            "A task's words and a priority: that task's priority (or, if none, a new task).")]
    return None


# Words that never end a task's name before a bare "urgent" (the degree of it, or no task at all)
_NOT_A_NAME = re.compile(r"\b(?:pretty|kinda|kind\s+of|quite|fairly|very|super|really|rather|bit|somewhat|so|none|"
                         r"nothing|it|it'?s|its|all|everything|that|this)$|^(?:none|nothing|all|everything)\b", X)


# "the dentist", "my tax one": a short thing named with "the"/"my" (before a bare "on high")
_THE_THING = re.compile(r"^(?:the|my)\s+[\w'-]+(?:\s+[\w'-]+)?(?:\s+(?:one|task|thing))?$", X)


_NEW_TASK_SAID = re.compile(r"^\W*(?:add|put|new\s+task|todo|to-?do|remind\s+me)\b", X)


def _edit(refs: list[dict[str, object]], level: str | None, why: str) -> list[Reading] | None:
    if level is None:
        return None
    return with_refs("update_task", refs, {"priority": level}, CONFIDENCE, why)


# "make it due monday and urgent", "move 3 to friday, high priority", "push it to next week and make it low": a
# level said after another edit, in the same breath (not part of the task's name)
# ("…, and to mark it as a matter of some urgency": the letter-writer's "to" and "as")
_LEVEL_AFTER = re.compile(rf"(?:\s*,?\s+and|\s*[,;])\s+(?:(?:to\s+)?(?:make|set|mark|have)\s+(?:it|that)\s+"
                          r"(?:as\s+(?:being\s+)?)?)?(?:an?\s+)?"
                          rf"(?P<level>{_LEVEL})(?:\s+one)?{_PLEASE}[\s.!]*$", X)


def with_level_after(rule: Rule) -> Rule:
    """An edit read by `rule` with the task's new priority said after it: the edit gets the priority too. Tried
    before `priority_rule`, which would take the edit's words for the task's name."""

    def read(text: str, masked: str, env: Env) -> list[Reading] | None:
        m = _LEVEL_AFTER.search(masked)
        level = phrase_level(m.group("level")) if m and m.start() > 0 else None
        found = rule(text[:m.start()], masked[:m.start()], env) if m and level else None
        if not found or not all(r.intent == "update_task" and r.ref and "priority" not in r.params
                                and set(r.params) - {"task_ref"} for r in found):
            return None
        for r in found:
            r.params["priority"] = level
        return found

    return read
