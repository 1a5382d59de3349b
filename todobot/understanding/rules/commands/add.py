"""Adding a task: "add X", "put X on my list", "jot down X", "todo: X", "create a task called X"."""

from __future__ import annotations

import re

from todobot.understanding.rules.commands.matching import Cue, X, first_match, group
from todobot.understanding.rules.lexicon import LIST_PLACE, NEED_PREAMBLE, TASK_VERBS
from todobot.understanding.rules.params import task_params
from todobot.understanding.rules.reading import Env, Reading

# The task noun, with its common typos ("add tsk: ...", "new taks - ...").
_NOUN = r"(?:task|tsk|taks|tsak|tasl|todo|to-?do|to\s+do|item|entry|note|reminder\s+note|thing)"
# What may sit between "a new task" and its title: "for me", then a colon/dash/comma and an optional
# "it is" / "which is" framing ("add a task for me, call the landlord", "new task, it's buy a present").
_FOR_ME = r"(?:\s+for\s+(?:me|us)\b)?"
_FRAME = r"(?:(?:it'?s|its|it\s+is|which\s+is|that\s+is|namely|called|named|titled)\s+)?"
_INTRO = r"(?:called|named|titled|that\s+says|saying|to|for(?!\s+(?:me|us)\b)|about)"
_AFTER = rf"(?:{_FOR_ME}\s*(?::|-|–|,)\s*{_FRAME}|{_FOR_ME}\s+{_INTRO}\b\s*|{_FOR_ME}(?:\s+|\s*$))"
# "pop milk on the list", "stick renew my railcard onto my to do list": the title between the verb and the list
PUT_ON_LIST = re.compile(
    rf"^(?P<cue>put|stick|throw|pop|place|chuck|slap|get|toss|bung|whack|plonk)\s+(?P<title>.+?)\s+(?:on|onto|in|"
    rf"into|to)\s+{LIST_PLACE}\b", X)
# How a date said on its own starts ("sat 9am", "tomorrow", "on the 4th", "at 3", "due friday")
_WHEN_WORD = (r"(?:(?:on|at|for|by|due|every|this|next|tmrw|tomorrow|tonight|today|mon|tue|wed|thu|fri|sat|sun|"
              r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the\s+\d+|\d+)[a-z]*\b)")
# "i want a new task: buy shampoo", "i'd like another todo - wrap the gift", "can i get a new task, email the vet":
# asking for a task in so many words, then its title
ASKS_FOR_TASK = re.compile(
    r"^(?:(?:ok|okay|so|and|also|now|then|right|oh)[\s,]+)*(?P<cue>(?:(?:i|we)(?:'?d|\s+would)\s+like|"
    r"(?:i|we)\s+(?:(?:also|just|still)\s+)?(?:want|wanna|need)|"
    r"(?:can|could|may)\s+(?:i|we|you|u)\s+(?:please\s+|pls\s+)?(?:have|get|make|create|add|do|set\s+up|open))"
    r"\s+(?:me\s+)?(?:a|an|another|one\s+more)\s+(?:new\s+)?"
    rf"(?:{_NOUN}|one|job)s?\b{_FOR_ME}\s*(?::|-|–|,)\s*{_FRAME})(?=\S)", X)
ADD_CUES: tuple[Cue, ...] = (
    # "the school play should go on the list too", "renewing the passport needs to be on my list": the task, then
    # where it belongs
    Cue("put on my list", re.compile(
        r"^(?:(?:actually|oh|and|also|ok|right|so)[\s,]+)*(?P<title>(?!(?:it|that|this|they|those|these|everything)\s)"
        r".+?)\s+(?:should|needs?\s+to|has\s+to|have\s+to|must|ought\s+to|wants?\s+to)\s+(?:go|be|get\s+put|be\s+put|be\s+added)"
        rf"\s+(?:on|onto|in|into|to)\s+{LIST_PLACE}\b(?:\s+(?:too|as\s+well|also))?", X)),
    # "add to my to do list X", "put on my list: X", "stick on the list - X": the destination first, then the title.
    Cue("add to my list", re.compile(
        rf"^(?P<cue>add|put|stick|pop|throw|chuck|slap|place)\s+(?:to|onto|on|in|into)\s+{LIST_PLACE}\b"
        r"\s*[:,-]?\s*", X)),
    # "to my todo: sign the drugs register", "for the list - ring the plumber": only where it goes, then what
    # (never a question: "to my list: did i add milk?")
    Cue("add to my list", re.compile(rf"^(?P<cue>to|onto|into|for)\s+{LIST_PLACE}\b\s*(?::|-|–)\s*(?=[^?]+$)", X)),
    Cue("put on my list", PUT_ON_LIST),
    # "could you put ring Brenda about the church fair on there too": "on there" said last is the list, or only
    # its date after it ("and put the swimming gala on there too, sat 9am")
    Cue("put on my list", re.compile(
        r"^(?P<cue>put|stick|pop|chuck|bung|add|whack|throw)\s+(?P<title>.+?)\s+(?:on|onto|in)\s+there"
        r"(?:\s+(?:too|as\s+well|please|pls|for\s+me|thanks|then|(?:would|will|could|can)\s+(?:ya|you|u)))*"
        rf"(?:[\s.!?]*$|\s*[,-]?\s*(?={_WHEN_WORD}))", X)),
    # "stick 'book mot' on there": a quoted title put "on there" / "on it" (the list just shown).
    Cue("put on my list", re.compile(
        r"^(?P<cue>put|stick|throw|pop|chuck|slap|add)\s+(?P<title>([\"'])\x00+\3)\s+(?:on|onto|in|into|to)\s+"
        r"(?:there|it|that)\b", X)),
    # "add a new one: callback mr doyle", "add another job - fix the gate": "a new one" stands for the task, what
    # follows the pause is its title
    Cue("add", re.compile(r"^(?P<cue>add|ad|addd)\s+(?:(?:a\s+new|another|one\s+more|a)\s+(?:new\s+)?(?:one|job|thing)"
                          rf"|another|one\s+more){_FOR_ME}\s*(?::|-|–|,)\s*{_FRAME}(?=\S)", X)),
    Cue("add", re.compile(
        # "add back email parents …": put on the list again, "back" is no part of the title ("add back pain physio" is)
        # "i must add collect the photos", "we need to add the vet": the speaker saying they want it added
        rf"^(?:(?:i|we)(?:\s+(?:also|just|still))?(?:\s+(?:must|need\s+to|have\s+to|want\s+to|wanna|gotta|"
        rf"would\s+like\s+to)|['’]?d\s+like\s+to)\s+(?:also\s+)?(?=add\s+(?!up\b|on\b|to\s+(?:that|it|this)\b|(?:a\s+)?(?:few|couple|bunch|some|list|things|stuff|"
        rf"the\s+following|more)\b)))?"
        rf"(?P<cue>add|ad|addd|adda)\b(?:\s+back\b(?=\s+\S)(?!\s+(?:pain|ache|garden|door|yard|fence|gate|wall|room|"
        rf"seat|porch|tyres?|lights?|step|massage|exercises?|stretch(?:es)?|up)\b))?(?:\s+(?:a|an|another|one\s+more)\s+(?:new\s+)?{_NOUN}s?\b{_AFTER}?"
        rf"|\s+(?:new\s+)?{_NOUN}s?\b{_AFTER}?|\s*(?::|-|\.)\s*|\s+)?", X)),
    # "c'mere theres a callback too, mr doyle in crumlin", "there's also a quote for the o'briens", "oh and there's
    # another job, gutters at no 5": a to-do told as one more there is, so one more for the list (not "there's a leak
    # in the kitchen": nothing says it is one more to do)
    Cue("there's one too", re.compile(
        r"^(?:(?:c'?mere|oh|ah|and|also|ok|okay|right|so|listen|hey|plus|btw)[\s,]+)*(?:there'?s|theres|there\s+is)\s+"
        r"(?:(?:also|another|one\s+more)\s+(?:(?:a|an)\s+)?(?:new\s+)?(?:(?:job|one|thing|task)(?:\s*[:,-]\s*|\s*$))?"
        r"|(?:a|an)\s+(?P<title>(?:(?!\b(?:too|also|as\s+well)\b)[^,;.!?])+?)\s+(?:too|also|as\s+well)\b\s*)", X)),
    Cue("create a task", re.compile(
        rf"^(?P<cue>create|make|save|log|record|start|set\s+up|enter|insert|write|put\s+in|new)\s+(?:me\s+)?"
        rf"(?:(?:a|an|another|one\s+more)\s+)?(?:new\s+)?{_NOUN}s?\b{_AFTER}?", X)),
    Cue("create a task", ASKS_FOR_TASK),
    Cue("todo:", re.compile(r"^(?P<cue>(?:new\s+)?(?:task|todo|to-?do|to\s+do|reminder)|note|new(?:\s+(?:one|thing))?)"
                         r"\s*(?::|-|–)\s*", X)),
    Cue("todo", re.compile(r"^(?P<cue>todo|new\s+(?:task|todo|item))\s+(?!list\b)", X)),
    # "put ring the plumber down will ya", "stick book the vet down for me": a to-do (its verb first) written down
    Cue("put X down", re.compile(
        r"^(?P<cue>put|stick|pop|bung|jot|write)\s+(?P<title>(?:ring|call|phone|book|buy|pay|email|text|order|pick|"
        r"collect|fix|get|renew|cancel|send|post|clean|check|sort|ask|return|take|bring|drop|visit)\s.+?)\s+down"
        r"(?:\s+(?:for\s+(?:me|us)|will\s+(?:ya|you|u)|would\s+(?:ya|you|u)|please|pls|there|too|as\s+well|"
        r"on\s+(?:the|my)\s+list))*[\s.!?]*$", X)),
    Cue("jot down", re.compile(r"^(?P<cue>(?:jot|write|note|put|scribble|take|mark)\s+down|jot)\b\s*:?\s*", X)),
)


_THAT = re.compile(r"^\s*that\s+", X)
# Words that stand for a task not said yet ("add something for me", "add one more").
_PLACEHOLDER = re.compile(r"^(?:something|smth|sth|stuff|a\s+thing|one|another(?:\s+one)?|one\s+more|"
                          r"a\s+new\s+(?:one|job)|a\s+few\s+things|"
                          r"some\s+things|something\s+(?:else|new))"
                          r"(?:\s+(?:for\s+(?:me|us)|pls|please|real\s+quick))*$", X)
_ADD_UP = re.compile(r"^up\b(?!\s*(?:[:,-]|to\s+(?:my|the)\b))", X)
# Why said after the title and a comma, led by someone else ("…, she's in spain so it takes ages"): not the title.
_WHY_AFTER = re.compile(r"\s*[,;]\s+(?:she|he|they|we|you)(?:'s|'re|s|re|\s+(?:is|are|was|were|has|have|had|will|"
                        r"won'?t|can'?t|doesn'?t|don'?t|lives?|needs?|wants?|said|says))\s.*$", X)

# "…, we said thursday 7pm": when it was agreed to be, not why (the date is read, the words go)
_AGREED_WHEN = re.compile(r"[,;]\s+(?:we|they|she|he)\s+(?:all\s+)?(?:said|agreed|decided|settled)(?:\s+(?:on|for))?\s+"
                          r"(?:(?:mon|tue|wed|thu|fri|sat|sun)\w*|today|tonight|tomorrow|tmrw|next|this|the\s+\d|\d)"
                          r"[^,;]*$", X)

# "add that as a task for 7th", "add call mum as a to-do": what it is added as is no part of the title; a bare day
# after it ("for 7th") is the day it is due
_AS_A_TASK = re.compile(r"\s+as\s+(?:a|an|another|my)\s+(?:new\s+)?(?:task|to-?do|to\s+do|item|job|reminder)\b"
                        r"(?:\s+(?:for|on)\s+(?:the\s+)?(?P<day>\d{1,2}(?:st|nd|rd|th))\b)?", X)


# "add a note - alternate weeks, vik does the 4th" right after a task was added or changed: a note for that task
# (said out of the blue, "add a note: buy milk" is a to-do)
_NOTE_FOR_IT = re.compile(r"^(?:(?:and|also|pls|please|can\s+(?:you|u)|could\s+(?:you|u))\s+)*"
                          r"(?:add|put|attach|stick|pop)\s+(?:a|an|another|the)?\s*(?:note|comment)\s*"
                          r"(?::|-|–|saying|that\s+says)\s*(?=\S)", X)
_LAST_ON_A_TASK = ("add_task", "update_task")


# "can you add the time", "add the address to it too": a fact of a task said (or to be said) as what to add, the
# task's detail, never a task of its own
_A_DETAIL = re.compile(
    r"^(?:the|its|it'?s|that|this)\s+(?:exact\s+|right\s+|new\s+|correct\s+)?(?:time|date|day|hour|times|dates|"
    r"start\s+time|address|location|place|venue|price|cost|quote|amount|total|number|phone\s+number|details|info|"
    r"information|link|url|code|room(?:\s+number)?|deadline|due\s+date)"
    r"(?:\s+(?:to|on|in|into|for)\s+(?:it|that|this|the\s+(?:task|one|entry|item)|there))?"
    r"(?:\s+(?:too|as\s+well|also|please|pls|plz|thanks|then))*$", X)


def add_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """add X / put X on my list / jot down X / todo: X / create a task called X."""
    last = env.context.last_action if env.context else None
    noted = _NOTE_FOR_IT.match(masked) if last and last.get("intent") in _LAST_ON_A_TASK else None
    if noted and text[noted.end():].strip(" .!"):
        return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, "note": text[noted.end():].strip(" .!")}, 0.9,
                        "'add a note - …' right after a task was added or changed: a note for that task.")]
    found = first_match(ADD_CUES, masked)
    if found is None:
        return None
    cue, m = found
    body = text[m.end():]
    if "title" in m.re.groupindex:  # "put X on my list, please": the title sits before the cue's end
        body = group(text, m, "title") + ("" if body[:1] in ",;" else " ") + body
    that = _THAT.match(body)  # "note down that I need to water the garden"
    if that:
        need = NEED_PREAMBLE.match(body[that.end():])
        body = body[that.end() + need.end():] if need else body
    if cue.label == "add" and _ADD_UP.match(body):  # "add up the receipts": the verb is "add up", not "add"
        params = task_params(text, env.now, env.timezone)
        return [Reading("add_task", params, 0.5, "'add up …' reads as a chore, not clearly an add.", False)]
    body = _AS_A_TASK.sub(lambda a: f" on the {a.group('day')}" if a.group("day") else "", body)
    params = task_params(body if _AGREED_WHEN.search(body) else _WHY_AFTER.sub("", body), env.now, env.timezone)
    said = m.group("cue").lower() if cue.label in ("add", "todo:", "todo") else cue.label
    if _PLACEHOLDER.match(params.get("title", "")):  # "can you add something for me": what, is still to say
        params.pop("title")
    if "title" not in params:
        return [Reading("add_task", params, 0.9, f"'{said}' asks for a new task; the title is missing.")]
    if _A_DETAIL.match(params["title"]):  # "can you add the time": a detail of a task, said in the same breath
        return []
    items = list_items(body)
    if items and "when" not in params:
        return [Reading("add_task", task_params(item, env.now, env.timezone), 0.95,
                        f"'{said}' with a list of things: one task each.") for item in items]
    return [Reading("add_task", params, 0.95, f"'{said}' is an explicit add command.")]


_LIST_TAIL = re.compile(rf"\s+(?:to|on|onto|in|into)\s+{LIST_PLACE}\b.*$|[\s.!]+$", X)
_QUOTED_ITEMS = re.compile(r"^\s*([\"'])([^\"']+)\1(?:\s*(?:,|and|&)\s*([\"'])[^\"']+\3)+\s*$")
_QUOTED = re.compile(r"([\"'])([^\"']+)\1")


# Things said as one even with an "and" in them.
_PAIRS = frozenset({
    "salt and pepper", "fish and chips", "mac and cheese", "macaroni and cheese", "bread and butter",
    "pen and paper", "rock and roll", "cheese and crackers", "chips and salsa", "chips and dip", "milk and cookies",
    "oil and vinegar", "soap and water", "bacon and eggs", "ham and cheese", "peanut butter and jelly", "pb and j",
    "rice and beans", "shampoo and conditioner", "nuts and bolts", "arts and crafts", "lost and found",
    "pros and cons", "odds and ends", "sweet and sour", "black and white", "wear and tear", "q and a", "r and d",
    "b and q", "m and s", "marks and spencer", "tom and jerry", "dungeons and dragons", "pride and prejudice",
    "war and peace", "fast and furious", "law and order", "ben and jerry's", "ben and jerrys", "bath and body works",
    "procter and gamble", "at and t", "h and m",
})
# "the gym and the pool", "my mom and dad": a determiner or a person's word joins them into one errand.
_DETERMINED = re.compile(r"^(?:the|my|a|an|our|your|his|her|their)\s|\b(?:mom|mum|dad)\b", X)


_AFTERTHOUGHT = re.compile(r"\s*,?\s+(?:oh|ah|and\s+oh|oh\s+yeah|oh\s+yes)\s*,?\s+(?:and|also|plus)\s+", X)


_SHOPPING = frozenset({"buy", "get", "grab", "order", "pick", "fetch", "purchase", "collect", "restock"})


def list_items(body: str) -> list[str]:
    """The things of a list said after "add" ("eggs, milk and bread", "'fold laundry' and 'vacuum upstairs'"),
    or [] for one title. Unquoted, a list needs three or more short items with commas, all errands or all
    things ("call mom, buy milk and walk the dog"; "eggs, milk and bread"), so "salt and pepper" and "paint the
    fence, the shed and the gate" stay one task."""
    body = _LIST_TAIL.sub("", body.strip())
    if _QUOTED_ITEMS.match(body):
        return [m.group(2).strip() for m in _QUOTED.finditer(body)]
    afterthought = _AFTERTHOUGHT.split(body)
    if len(afterthought) > 1 and all(1 <= len(i.split()) <= 4 for i in afterthought):
        # "salt, oh and pepper": a second thing remembered while typing, a task of its own
        return [i.strip() for part in afterthought for i in (list_items(part) or part.split(",")) if i.strip()]
    if "," not in body:
        pair = re.split(r"\s+(?:and|&)\s+", body)
        # "eggs and bread": two things to get; "salt and pepper", "mac and cheese" are one.
        if len(pair) == 2 and all(1 <= len(p.split()) <= 2 and p.split()[0].lower() not in TASK_VERBS for p in pair) \
                and re.sub(r"\s*&\s*", " and ", body.lower()) not in _PAIRS and not _DETERMINED.match(body):
            return pair
        return []
    items = [i.strip() for i in re.split(r"\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+", body) if i.strip()]
    if len(items) < 3 or any(not 1 <= len(i.split()) <= 4 for i in items):
        return []
    verbs = [i.split()[0].lower() in TASK_VERBS for i in items]
    # "mop heads, bin bags and descaler": a short item led by a word that can be a verb ("bin") among things is a
    # thing; a shopping verb first leads them all ("buy milk, eggs and bread" is one errand)
    things = items[0].split()[0].lower() not in _SHOPPING and sum(verbs) * 2 < len(items) and all(
        len(i.split()) <= 2 for i, verb in zip(items, verbs, strict=True) if verb)
    return items if all(verbs) or not any(verbs) or things else []
