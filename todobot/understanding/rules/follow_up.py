"""Short follow-ups that lean on the last action: "mark 5 done" → "and 6"; "add milk" → "eggs too";
"make #2 urgent" → "and #4"; "show completed" → "and pending?"; "is milk on my list?" → "and the ink?".

Said alone these are fragments ("and 6" is nothing, "eggs too" only might be a task); right after an action
people mean the same action again on something else. Read only when the message says nothing clearer.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any

from todobot.timezones import zone
from todobot.understanding.rules.commands.add import ASKS_FOR_TASK
from todobot.understanding.rules.dates import TIME_ALONE, cut_spans, date_alone, extract_when
from todobot.understanding.rules.params import list_status
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import parse_refs
from todobot.understanding.rules.text import THEN_WHY

X = re.IGNORECASE

FOLLOW_UP = re.compile(
    r"^(?:(?:and|also|plus|oh\s+and|ok\s+and|n|&)\s+(?:also\s+)?(?:then\s+)?(?:what\s+about\s+|how\s+about\s+)?"
    r"(?P<a>(?!(?:the\s+)?same\s|ditto\s|do\s+the\s+same\s).+?)"
    r"|(?:what|how)\s+about\s+(?P<c>.+?)"
    # "same for 12", "do the same for the bank one", "ditto for 3"
    r"|(?:(?:and\s+)?(?:the\s+)?same|(?:and\s+)?do\s+the\s+same|ditto)(?:\s+(?:thing|again|here))?\s+(?:for|with|to|on)\s+(?P<d>.+?)"
    r"|(?P<b>.+?)\s+(?:too|as\s+well|also))(?:\s+(?:too|as\s+well|also|pls|please|then|actually|tbh|lol|sure))*"
    r"\s*[?.!]*$", X)

# "the walkthrough too, friday", "the vet one as well - thursday": another task, then its own date
_WHAT_THEN_WHEN = re.compile(r"^(?P<what>.+?)(?:\s+(?:too|as\s+well|also))?\s*(?:,|-|–)\s*(?P<when>\S.*)$", X)
# "same for year 1 readers but thursdays", "and the gym, only on saturday": another task, and the date it has instead
_BUT_WHEN = re.compile(r"^(?P<what>.+?)\s*,?\s+(?:but|only|just|except)\s+(?P<when>\S.*)$", X)
_ASKED_AGAIN = re.compile(r"^(?:now|again|right\s+now|as\s+of\s+now)$", X)  # "and now?" after a listing
# The command that says the last action again, for a follow-up that is more than a reference ("and eggs
# and bread", "and #2 to dec 4").
# A request about the task just named ("…, make it urgent", "…, push it a day"): never the why of a follow-up
_ASKED_OF_IT = re.compile(r"(?:make|mark|move|mv|push|shift|bump|set|change|tick|delete|remove|bin|put|rename|"
                          r"cancel|complete)\s+(?:it|that|them|this)\b", X)
_AGAIN = {
    "add_task": "add {}",
    "complete_task": "mark {} as done",
    "delete_task": "delete {}",
    "reopen_task": "reopen {}",
    "update_task": "move {}",
}
_BY_DATE = re.compile(r"\s+(?:due\s+)?by\s+(?=\S)", X)
# Why said after a follow-up with no comma ("phone bill too while i was at it"): not part of it.
# ("and sister mae too while you're at it": the bot's own errand run, said in passing)
_WHY_TAIL = re.compile(r"\s+(?:while|since|as|cos|because|bc|coz)\s+(?:i|we|i'?m|im|i\s+was|you'?re|youre|ur|u'?re|"
                       r"you\s+are)\b.*$", X)
# A reminder's when, then its what ("in 2 hours to text Jas back", "at 6 to call mum", "tomorrow about the bins"); not
# a reminder said whole ("tmrw at 2pm remind me to call the bank")
WHEN_THEN_WHAT = re.compile(
    r"^(?!.*\bremind\b)(?:in|at|on|tomorrow|tmrw|tonight|this|next)\b.*\b(?:to|about|that)\s+\S", X)
DUE_SAID = re.compile(r"^(?:(?:and|oh|ok|also)\s+)?(?:it'?s\s+|its\s+|make\s+it\s+)?due\s+\S", X)
_DUE_SAID = DUE_SAID
# "… and the shed one isn't either", "and 4 neither": the same "not" said of another task
_NOT_EITHER = re.compile(r"\s+(?:(?:is|are|was|were|does|do|has|have)\s*n'?o?t\s+|isnt\s+|arent\s+|not\s+)?"
                         r"(?:either|neither)[\s.!]*$", X)
# "the description on …", "its title": a field named, so a change of its own, not the last one again
_FIELD_NAMED = re.compile(r"\b(?:description|desc|notes?|details|title|name|wording)\b", X)
_TITLE_NAMED = re.compile(r"\b(?:title|name)\b", X)
CONFIDENCE = 0.92  # as sure as a plain command: the user is going on with what they just did
# After a rename, another number and its new title: "27 to stag deposits", "and #4 -> call the bank"
# ("4 too obviously", "4 as well": the number answered, "too" no "to"; nothing renamed)
_RENAMED_AGAIN = re.compile(r"^(?:(?:and|also|plus|oh\s+and|then|&|ok|now)\s+)*(?:#\s*|task\s+#?|number\s+|no\.?\s*)?"
                            r"(?P<n>\d{1,5})\s*(?:\s(?:to|as)(?![\w'])(?!\s+well\b)|->|→|:|=)\s*(?P<value>\S.*?)"
                            r"(?:\s+(?:too|as\s+well|please|pls))?[.!]*$", X)


# After a rename, part of the new title said as all it should be: "no, just “X” without the rest", "only X, drop the
# rest", "ugh just X"
_TITLE_CUT = re.compile(r"^(?:(?:ugh+|no+|nope|nah|oops|sorry|wait|hmm+|actually|ok|i\s+meant|i\s+mean|make\s+it|"
                        r"call\s+it)[\s,.!]+)*(?:just|only)\s+(?P<kept>.+?)"
                        r"(?:[\s,.;-]+(?:without|minus|not|drop|lose|cut|no)\s+(?:the\s+)?(?:rest|other\s+bit|"
                        r"extra|end|bit\s+after|last\s+bit|part\s+after)(?:\s+of\s+it)?(?:\s+(?:please|pls))?)?"
                        r"[\s.!]*$", X)


# "and that one too, the mileage", "this one as well - the gas bill": "that one" said, then named after the comma
_THAT_ONE_NAMED = re.compile(r"^(?:(?:and|also|plus|oh\s+and|ok\s+and|n|&)\s+)?(?:that|this|the\s+other)(?:\s+one)?"
                             r"\s+(?:too|as\s+well|also)\s*(?:,|:|-|–|\.\.\.)\s*"
                             r"(?:i\s+mean\s+|i\s+meant\s+|like\s+|ie\s+|i\.e\.\s+)?"
                             r"(?!(?:thanks|thank|thx|ta|cheers|pls|please|lol|mate|love|hun|x+|ok|okay|cool|great|"
                             r"ty|sorry|then|now)\b)(?P<name>(?:the\s+|my\s+|#\s*)?[\w'&-]+(?:\s+[\w'&-]+){0,4}?)"
                             r"(?:\s+(?:one|task|thing))?(?:\s+(?:too|as\s+well|pls|please))*[.!]*$", X)


def follow_up(text: str, env: Env, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """The last action again on what the follow-up names, or None when it is not one."""
    last = env.context.last_action if env.context else None
    named = _THAT_ONE_NAMED.match(text.strip()) if last else None
    if named and parse_refs(named["name"]) and all(r.intent in ("none", "unknown") for r in read(named["name"])):
        text = f"and {named['name']} too"  # "and that one too, the mileage": the mileage one too
    again = added_again(text, env) if not last or last.get("intent") == "add_task" else None
    if again:
        return again
    same = same_day_added(text, env, read) if last and last.get("intent") in ("add_task", "update_task") else None
    if same:
        return same
    cut = _TITLE_CUT.match(text.strip()) if last and last.get("renamed") and env.context.last_task else None
    kept = cut.group("kept").strip(" \"'“”‘’.,") if cut else ""
    was = str(env.context.last_task.get("title") or "") if cut else ""
    if kept and kept.lower() != was.lower() and was.lower().startswith(kept.lower()):
        # "ugh no, just “Sanitary inspection at clinic” without the rest": the title just given, cut to that part
        return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, "title": kept[:1].upper() + kept[1:]},
                        CONFIDENCE, "The title just given, cut to the part said.", True)]
    renamed = _RENAMED_AGAIN.match(text.strip()) if last and last.get("renamed") else None
    if renamed and not _date_only(renamed["value"], env):
        # "rename 26 to stag minibus" → "27 to stag deposits": another task renamed, never a move to a day
        found = read(f"rename #{renamed['n']} to {renamed['value']}")
        if len(found) == 1 and found[0].intent == "update_task" and found[0].params.get("title"):
            found[0].confidence = max(found[0].confidence, CONFIDENCE)
            return found
    head = THEN_WHY.split(text.strip(), maxsplit=1)[0]
    if _ASKED_OF_IT.match(text.strip()[len(head):].lstrip(" ,;.!-–")):
        return None  # "and the one due friday, make it urgent": a task named, then a request of its own about it
    if last and last.get("intent") in ("add_task", "update_task") and _date_only(
            text.strip()[len(head):].lstrip(" ,;.!-–"), env):
        head = text.strip()  # "and the walkthrough too, friday": the date after the comma is part of it, no why
    unwhy = _WHY_TAIL.sub("", text.strip())
    m = (FOLLOW_UP.match(_WHY_TAIL.sub("", head)) if last and head != text.strip() else None) or (
        FOLLOW_UP.match(unwhy) if last and unwhy != text.strip() else None) or FOLLOW_UP.match(text.strip())
    if last and not m and _DUE_SAID.match(text.strip()) and last.get("intent") in _DATED_ALONE:
        return _due_of_it(text, env)  # "due the 12th", after an add or an edit: of that task
    if not last or not m:
        return None
    rest = _NOT_EITHER.sub("", (m["a"] or m["b"] or m["c"] or m["d"]).strip(" ,"))
    intent, params = last.get("intent"), dict(last.get("params") or {})
    if intent in ("list_tasks", "list_reminders") and _ASKED_AGAIN.match(rest):
        # "and now?", "what about now": the same listing again, as things stand after what was done since
        return [Reading(intent, params, CONFIDENCE, "The last listing asked for again.")]
    shifted = _period_after(rest, params, env) if intent == "list_tasks" else None
    if shifted:  # "what's due next week?" → "and the week after that?": the same listing, that much later
        return [Reading("list_tasks", {**params, "due": shifted}, CONFIDENCE, "The last listing, a period later.")]
    if intent == "list_tasks":
        status = list_status(rest)
        if status and len(rest.split()) <= 3:  # "and the done ones?", "what about pending"
            return [Reading("list_tasks", {"status": status}, CONFIDENCE, "A list again, with another status.")]
        if params.get("query"):  # "is milk on my list?" → "and the ink?"
            found = read(f"is {rest} on my list")
            return found if found and found[0].intent == "list_tasks" else None
        return None
    dated = _due_of_it(rest, env) if intent in (*_DATED_ALONE, "schedule_reminder") else None
    if dated:  # "and due tonight?", "due friday too": the task just talked about gets that date
        return dated
    if intent == "update_task" and _TITLE_NAMED.search(rest):
        return None  # "and take the word starts off the end of that title": a change to the title, not more note
    if intent == "update_task" and params.get("note") and not _only_refs(rest):
        # "add a note to #4: ask about braces" → "and that he's been grinding his teeth": more of the note
        note = re.sub(r"^(?:that|also)\s+", "", rest, flags=X)
        return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, "note": note}, CONFIDENCE,
                        "More words for the note just added to.")]
    if intent == "update_task" and _FIELD_NAMED.search(rest):
        return None  # "also the description on the doyle one, …": a field of its own named, not the same change again
    if intent in ("complete_task", "delete_task", "reopen_task", "update_task") and (
            _only_refs(rest) or (intent == "update_task" and _NAMED_ALONE.match(rest) and parse_refs(rest)
                                 and all(r.intent in ("none", "unknown") or (r.intent == "add_task" and not r.explicit)
                                         for r in read(rest)))):
        # ("and the card too" after a move: "the card" alone only might be a thing to add; here it names a task)
        kept = {k: v for k, v in params.items() if k != "task_ref"}
        return [Reading(intent, {**kept, "task_ref": ref}, CONFIDENCE, "The last action again, on another task.")
                for ref in parse_refs(rest)]
    if intent == "schedule_reminder" and WHEN_THEN_WHAT.match(rest):
        found = read(f"remind me {rest}")  # "and in 2 hours to text Jas back": another reminder, its own time
        if found and found[-1].intent == "schedule_reminder" and found[-1].params.get("when"):
            for r in found:
                r.confidence = max(r.confidence, CONFIDENCE)
            return found
    if intent == "update_task" and params.get("due"):
        rest = _BY_DATE.sub(" to ", rest, count=1)  # "and party bags by friday": moved to friday, like the last one
    told = _WHAT_THEN_WHEN.match(rest) or _BUT_WHEN.match(rest) if intent in ("add_task", "update_task") else None
    if told and _date_only(told["when"], env):  # "and the walkthrough too, friday": that too, on a day of its own
        rest = f"{told['what']} {'to ' if intent == 'update_task' else ''}{told['when']}"
    if intent in _AGAIN:
        own = read(rest)
        if any(r.intent not in ("none", "unknown", "add_task") and r.intent != intent for r in own):
            return None  # "and the car seats are washed finally" after an add: a done-report of its own, not an add
        if own and all(r.intent == intent and r.explicit for r in own):
            return own  # "and i need to clean the milking parlour": the request said in full, in the user's words
        found = read(_AGAIN[intent].format(rest))
        if found and all(r.intent == intent for r in found):
            for r in found:
                r.confidence = max(r.confidence, CONFIDENCE)
            return found
    return None


# "and …", "oh and …", "n …", "also …": the message goes on from the one before
_GOES_ON = re.compile(r"^(?:(?:and|also|plus|oh\s+and|ok\s+and|n|&|then|now)\s+)+(?=\S)", X)


def goes_on_with_last(text: str, readings: list[Reading], env: Env) -> bool:
    """"move the jones reading to fri" → "and smith to sat": a change read from a weak cue (a task's words, then a new
    value) said as more of the change just made, on another task named: as sure as the change itself. Then raises
    those readings' confidence."""
    last = env.context.last_action if env.context else None
    if not last or not _GOES_ON.match(text.strip()) or len(readings) != 1:
        return False
    r = readings[0]
    if r.intent != last.get("intent") or r.intent not in ("update_task", "complete_task", "delete_task") \
            or (r.ref or {}).get("kind") != "title" or r.confidence >= CONFIDENCE:
        return False
    r.confidence = CONFIDENCE
    return True


# "the week after (that)", "the following week", "the day after": the period after the one just listed
_PERIOD_AFTER = re.compile(r"^(?:the\s+)?(?:(?P<unit>week|day|wk)\s+after(?:\s+(?:that|this|it|next))?"
                           r"|(?:following|next)\s+(?P<unit2>week|day|wk)(?:\s+after\s+that)?)$", X)


def _period_after(rest: str, params: dict[str, Any], env: Env) -> str | None:
    """The due filter of the last listing moved on by a week or a day, when `rest` asks for the period after."""
    m = _PERIOD_AFTER.match(rest.strip())
    due = str(params.get("due") or "")
    today = env.now.astimezone(zone(env.timezone)).date()
    due = {"today": today.isoformat(), "tomorrow": (today + timedelta(days=1)).isoformat()}.get(due, due)
    if not m or not re.fullmatch(r"\d{4}-\d{2}-\d{2}(?:\.\.\d{4}-\d{2}-\d{2})?", due):
        return None
    step = timedelta(days=1 if (m["unit"] or m["unit2"]).lower() == "day" else 7)
    ends = [(date.fromisoformat(end) + step).isoformat() for end in due.split("..")]
    return "..".join(ends)


# "same again but for saturday", "and another one same thing sat 5th", "one more like that for friday", "it again on
# the 9th": the task just mentioned, again on another day
# ("another one same as before", "the same as last time", "one more like the last one": the one before, however said)
_AS_BEFORE = r"(?:\s+as\s+(?:before|last\s+time|earlier|above|that(?:\s+one)?|the\s+(?:last|previous|other)\s+one))?"
_SAME_AGAIN = re.compile(
    r"^(?:(?:and|ok|oh|also|plus|then)\s+)*(?:(?:add|put|make|do)\s+)?(?:"
    r"(?:another(?:\s+one)?|one\s+more)(?:[\s,]+(?:(?:the\s+)?same(?:\s+(?:thing|again|one|task))?" + _AS_BEFORE
    + r"|(?:just\s+|exactly\s+)?like\s+(?:that|it|before|last\s+time|the\s+(?:last|previous|other)\s+one)))?"
    r"|(?:the\s+)?same(?:\s+(?:again|thing|one|task))*" + _AS_BEFORE + r"|(?:it|that|that\s+one)\s+again)"
    r"(?:\s+(?:but|only|just))*[\s,:-]+(?:for|on|but)?\s*(?P<when>\S.*?)(?:\s+(?:too|as\s+well|please|pls))*[.!]*$", X)


# "and sign off their hours for the week, same day", "collect the prescription the same day too", "also book the hall
# for the same date": another task, due when the one just added or moved is
_SAME_DAY = re.compile(
    r"^(?:(?:and|also|plus|oh|ok|then|n|&)\s+)*(?:(?:add|put(?:\s+in)?)\s+)?(?P<what>\S.*?)[\s,;:-]+(?:(?:on|for|due|at)\s+)?"
    r"(?:the\s+)?same\s+(?P<unit>day|date|time|evening|morning)(?:\s+(?:too|as\s+well|also|again|then|please|pls))*"
    r"[\s.!]*$", X)


def same_day_added(text: str, env: Env, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """A new task due on the day (or at the time: "same time") of the task just added or moved, or None."""
    m = _SAME_DAY.match(text.strip())
    last = (env.context.last_action if env.context else None) or {}
    due = str((last.get("params") or {}).get("due") or "")
    if not m or not re.match(r"\d{4}-\d{2}-\d{2}", due) or last.get("intent") not in ("add_task", "update_task"):
        return None
    own = read(m["what"])
    if any(r.intent not in ("none", "unknown", "add_task") for r in own):
        return None  # "move 5 same day": a request of its own
    found = read(f"add {m['what']}")
    if len(found) != 1 or found[0].intent != "add_task" or found[0].params.get("due"):
        return None
    found[0].params["due"] = due if m["unit"].lower() == "time" else due[:10]
    found[0].confidence = max(found[0].confidence, CONFIDENCE)
    return found


_ASIDE_AFTER = re.compile(r"\s*[,;.!-]\s+|\s+(?:as|because|cos|coz|since)\s+", X)


_TOO_LAST = re.compile(r"(?:\s+(?:too|as\s+well|also|again|please|pls))+\W*$", X)
# "… for saturday at 9 for the balloons", "… on sunday with the kids": the other thing it is for, after the day
_FOR_THING = re.compile(r"\s+(?:for|with)\s+(?P<thing>(?:the|my|our|a|an|his|her|their)\s+[\w' -]+?)$", X)


def day_said_again(text: str, env: Env) -> tuple[dict[str, Any], str | None] | None:
    """"the same again for saturday", "and add the same thing for saturday too, they want a second drop", "the same
    for saturday at 9 for the balloons": the due params of the other day said (a date, not a repeat) and the other
    thing named, if any; None when `text` is no "the same, on another day"."""
    m = _SAME_AGAIN.match(text.strip())
    if not m:
        return None
    when = m["when"]
    dated = _date_only(when, env)
    aside = _ASIDE_AFTER.search(when) if not dated else None
    if aside:  # "the same again for saturday, they do two drops": why it is needed again, after the day
        when = when[:aside.start()]
    when = _TOO_LAST.sub("", when) if not dated else when  # "… for saturday too"
    thing = _FOR_THING.search(when) if not dated else None
    if thing and not _date_only(thing["thing"], env):
        when = when[:thing.start()]
    else:
        thing = None
    dated = dated or _date_only(when, env)
    if not dated or not dated.get("due"):
        return None
    return dated, (thing["thing"] if thing else None)


def added_again(text: str, env: Env) -> list[Reading] | None:
    """The task just mentioned, added again on the day said; at the time of the first when only a day is said
    ("add football training friday 5pm" → "same again but for saturday": saturday at 5pm)."""
    title = str(((env.context.last_task if env.context else None) or {}).get("title") or "")
    said = day_said_again(text, env)
    if said is None or said[1]:
        return None
    dated = said[0]
    if not title:  # "same again but for sat" with nothing said before: an add on that day, asking what it is
        return [Reading("add_task", dated, CONFIDENCE, "The same again, with no task before it: which one is asked.")]
    before = str(((env.context.last_action if env.context else None) or {}).get("params", {}).get("due") or "")
    if "T" in before and "T" not in str(dated["due"]):  # the day said, the time kept
        dated["due"] = f"{dated['due']}{before[10:]}"
    return [Reading("add_task", {"title": title, **dated}, CONFIDENCE, "The task just added, again on another day.")]


# The last actions after which a date said alone ("due the 12th") is the task's new due date
_DATED_ALONE = ("add_task", "update_task", "complete_task", "reopen_task")


def _due_of_it(words: str, env: Env) -> list[Reading] | None:
    """The task just talked about, due when `words` say, if they say only a date."""
    dated = _date_only(words, env)
    if dated and "T" in str(dated.get("due") or "") and TIME_ALONE.match(_said_when(words).strip(" ,.!?")):
        # "and make it 11:30am": a time alone keeps the task's own day (the due too, for a task with none yet)
        dated["at_time"] = str(dated["due"])[11:16]
        if not _HALF_OF_DAY.search(words):
            dated["at_time_loose"] = True
    return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, **dated}, CONFIDENCE,
                    "A date for the task just talked about.")] if dated else None


_HALF_OF_DAY = re.compile(r"\d\s*(?:a\.?m|p\.?m)\b|\b(?:noon|midday|midnight)\b", X)


def _said_when(text: str) -> str:
    """The words of a follow-up that say when, without "make it" / "it's due" before them."""
    return re.sub(r"^(?:(?:it'?s|its|make\s+it|set\s+it|is\s+it|it\s+is)\s+)?(?:due\s+)?", "", text.strip(), flags=X)


def _date_only(text: str, env: Env) -> dict[str, Any] | None:
    """The due params of a follow-up that is only a date ("due tonight", "friday at 3"), else None."""
    said = _BARE_ORDINAL.sub(r"the \g<0>", _said_when(text))  # "due 30th": the 30th
    lead = "" if _REPEAT_LEAD.match(said) else "due "  # "make it every friday": a repeat, never "due friday"
    return date_alone(lead + said, env.now, env.timezone, _DUE_LEFT)


_REPEAT_LEAD = re.compile(r"^(?:every|each|once\s+a)\b", X)
_BARE_ORDINAL = re.compile(r"^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})", X)


_DUE_LEFT = re.compile(r"^[ ,.!?]*(?:due)?[ ,.!?]*$")  # the "due" put in front may be all that is left

_REF_ONLY = re.compile(
    r"^(?:(?:task|number|no\.?|#)\s*)?\d+(?:\s*(?:,|and|&)\s*(?:(?:task|number|no\.?|#)\s*)?\d+)*$"
    r"|^(?:the\s+)?(?:first|second|third|fourth|fifth|last|next|other)(?:\s+one)?$"
    r"|^the\s+[\w' -]+?\s+(?:one|task|thing|item)s?$", X)


# "move the cake to monday" → "and the deposit?": a task's name alone, the same change again (a change has no verb
# that would say it again without its new value)
_NAMED_ALONE = re.compile(r"^(?!.*\b(?:is|are|was|were|has|have|had|got|gets|needs?|said|says|will|wont|won't|can|"
                          r"cant|can't|did|does|do|isnt|arent|been)\b)"
                          r"(?:the|my|that|our)\s+[\w'&+-]+(?:\s+[\w'&+-]+){0,2}$", X)


def _only_refs(text: str) -> bool:
    """Whether the follow-up only names tasks ("6", "#4 and #5", "the second one", "the gym one")."""
    return bool(_REF_ONLY.match(text.strip())) and bool(parse_refs(text))


def last_action_of(intent: str, params: dict[str, Any]) -> dict[str, Any]:
    """What a follow-up needs of a step that ran: its intent and what it set, not which task or which title (nor its
    words of description; a description cleared is kept: "clear the description on #11" → "same for 12 and 13")."""
    kept = {k: v for k, v in params.items() if k not in ("task_ref", "title", "description") and not k.startswith("_")}
    if params.get("description") == "":
        kept["description"] = ""
    if intent == "update_task" and params.get("title"):  # "27 to stag deposits" then renames another
        return {"intent": intent, "params": kept, "renamed": True}
    return {"intent": intent, "params": kept}


# A correction's lead words: "sorry", "no wait", "oops i meant", "actually make it", "should be"
_FIX_LEAD = re.compile(
    r"^(?:(?:no+|nope|nah|ach|och|sorry|soz|wait|oops|whoops|actually|hmm+|ugh|argh|my\s+bad|i\s+meant?|meant|i\s+mean|"
    r"i\s+said|typo|(?:make|change|set|put)\s+(?:it|that)(?:\s+to)?|(?:it|that)\s+should\s+(?:be|say)|should\s+be|"
    r"(?:it'?s|its|it\s+is)(?:\s+now)?|(?:that'?s|thats|that\s+is)\s+wrong|wrong\s+(?:date|day|time)|not\s+that\s+(?:date|day)|"
    r"for|on)\b[\s,.!;:-]*)+", X)
# A date ruled out, said beside the one meant: "not the 27th", "not friday", "rather than tuesday"
_RULED_OUT_DATE = re.compile(r"^(?:(?:no+|sorry|oops|wait)[\s,]+)*(?:not|rather\s+than|instead\s+of)\s+\S", X)
# Words that say which date, not what it is: "the one after", "the week after", "i typed it wrong"
# ("the saturday after", "the following friday", "the next sunday": that weekday, a week on, said before the date)
_WHICH_DATE = re.compile(r"^(?:the\s+(?:one|day|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:after|before)"
                         r"(?:\s+(?:that|it|this|next))?|the\s+(?:following|next)\s+(?:one|week|(?:mon|tues|wednes|thurs|"
                         r"fri|satur|sun)day)|i\s+(?:typed|put|wrote)\s+(?:it\s+)?"
                         r"wrong|my\s+mistake|lol|haha|sorry|oops|instead|pls|please)[\s.!]*$", X)

# "…, tuesday i have the school play", "…, the 8th we're away": what is on the other day is why, not a new task
_DAY_TAKEN = re.compile(r"^(?:(?:cos|cause|because|coz|bc|as|since)\s+)?(?:on\s+)?(?:(?:mon|tues?|wed(?:nes)?|"
                        r"thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|the\s+\d{1,2}(?:st|nd|rd|th)|that\s+day|then)\s*,?\s+(?:i|we|"
                        r"i'?m|im|we'?re|i'?ve|ive|i'?ll|there'?s|theres|he|she|they|it'?s|its)\b", X)
_HAS_TIME = re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\b|\b(?:noon|midday|midnight)\b", X)  # a time in it
_DATE_SET = ("add_task", "update_task", "schedule_reminder", "move_reminder")  # whose date or time a "sorry, …" fixes
_REMINDER_SET = ("schedule_reminder", "move_reminder")
_SAID_AFTER = re.compile(r"(?:[\s,]+(?:instead|then|pls|please|plz|thanks|thx|ta))+[\s.!]*$", X)
_RULED_OUT_AFTER = re.compile(r"\s+(?:not|rather\s+than|instead\s+of)\s+\S.*$", X)


def date_fixed(text: str, env: Env, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """"sorry i meant the 28th", "no wait, dec 4", "no, not the 27th, the one after. dec 4" right after an add or
    an edit that set a date: the task just talked about is due then instead (nothing is undone; its title stays).
    A time alone ("sorry, 6pm", "oops i meant 6") is read as "make it 6pm": the task keeps its day, and right after
    a reminder was set the caller moves that reminder instead."""
    last = env.context.last_action if env.context else None
    intent = (last or {}).get("intent")
    if intent not in _DATE_SET or not _FIX_LEAD.match(text.strip()):
        return None  # after "complete 2", "sorry i meant 3" is another task, not a date
    if env.context and env.context.pending_slot in ("due", "when"):
        return None  # "That date has passed — did you mean …?" "ugh. dec 3": the answer, not a fix of the last edit
    pieces = [p.strip() for p in THEN_WHY.split(text.strip()) if p and p.strip(" .!")]
    meant = None
    for piece in pieces:
        words = _FIX_LEAD.sub("", piece).strip(" .!")
        if _RULED_OUT_DATE.match(piece) or _WHICH_DATE.match(words) or not words:
            continue  # a lead, a date ruled out, or words about which date
        if meant is not None and _DAY_TAKEN.match(piece):
            continue  # why the other day will not do: "tuesday i have the school play"
        if meant is not None and not _HAS_TIME.search(piece) and _date_only(words, env) is None and not any(
                r.explicit and r.intent not in ("none", "unknown") for r in read(piece)):
            continue  # why, said after the date meant: "wait 7am not pm, its the morning handover"
        if meant is not None:
            return None  # two dates meant: not a plain fix
        meant = words
    if meant is None:
        return None
    meant = _RULED_OUT_AFTER.sub("", meant)  # "its the 3rd not the 2nd"
    meant = _SAID_AFTER.sub("", meant) or meant  # "wait nope 3pm instead"
    if intent == "move_reminder" and not TIME_ALONE.match(meant):
        return _reminder_moved_to(meant, env)
    if TIME_ALONE.match(meant):
        bare = not re.search(r"[a-z:.]", meant, X)
        if bare and intent not in _REMINDER_SET:
            return None  # a bare number after an add or an edit names a task ("no i meant 3")
        found = read(f"make it {'at ' + meant if bare else meant}")
        return found if len(found) == 1 and found[0].intent == "update_task" else None
    return _due_of_it(meant, env) if intent != "schedule_reminder" else None


def _reminder_moved_to(meant: str, env: Env) -> list[Reading] | None:
    """"no every sunday at 9pm, not monday" right after a reminder was moved: that reminder, when said instead."""
    found = extract_when(meant, env.now, env.timezone)
    if found is None or not found.when or cut_spans(meant, found.spans).strip(" ,.!"):
        return None
    timing = {k: v for k, v in found.params().items() if k in ("when", "repeat")}
    return [Reading("move_reminder", {"task_ref": {"kind": "pronoun"}, **timing}, CONFIDENCE,
                    "A new time for the reminder just moved.")]


# Several times of day for one reminder: "at 8am, 12, 4pm and 8pm", "at 9am and again at 5pm", "12pm, 4pm & 8pm"
_CLOCK = r"(?:\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)?|noon|midday)"
_TIMES_LISTED = re.compile(
    rf"\b(?:at\s+)?(?P<times>{_CLOCK}(?:\s*(?:,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*)(?:then\s+)?(?:again\s+)?"
    rf"(?:at\s+)?{_CLOCK})+)(?![\w:])", X)
_CLOCK_SPLIT = re.compile(r"\s*(?:,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*)(?:then\s+)?(?:again\s+)?(?:at\s+)?", X)
_HALF_SAID = re.compile(r"a\.?m|p\.?m|noon|midday|:", X)
_REMINDER_SAID = re.compile(r"\b(?:remind|reminders?|ping|nudge|alert)\b", X)


def reminder_times(text: str) -> list[str] | None:
    """The times of day listed for one reminder ("at 8am, 12, 4pm and 8pm"), with the list's span, or None when the
    message lists no more than one time, or lists numbers that are not times (no am/pm nor clock on most of them)."""
    for m in _TIMES_LISTED.finditer(text):
        times = [t for t in _CLOCK_SPLIT.split(m["times"].strip()) if t]
        half = [t for t in times if _HALF_SAID.search(t)]
        if len(times) >= 2 and len(half) * 2 >= len(times) and _HALF_SAID.search(times[-1]):
            return [m.group(0), *times]
    return None


def times_each_reminded(text: str, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """"remind me to take my pills at 8am, 12, 4pm and 8pm every day": the message read once per time; the first
    reading whole, then a reminder more on the same task for each other time (never a task called "12" or "Again")."""
    if not _REMINDER_SAID.search(text):
        return None
    listed = reminder_times(text)
    if not listed:
        return None
    span, times = listed[0], listed[1:]
    pm = [t for t in times if re.search(r"p\.?m", t, X)]
    readings: list[Reading] = []
    for i, t in enumerate(times):
        if not _HALF_SAID.search(t) and pm and re.fullmatch(r"\d{1,2}", t) and int(t) < 12 and i and _HALF_SAID.search(
                times[i - 1]) and re.search(r"p\.?m", times[i - 1], X):
            t = f"{t}pm"  # "4pm, 6 and 8pm": after a pm, a bare hour is pm too
        elif re.fullmatch(r"12", t):
            t = "12pm"  # "8am, 12, 4pm": noon
        found = read(text.replace(span, f"at {t}", 1))
        reminders = [r for r in found if r.intent == "schedule_reminder"]
        if len(reminders) != 1:
            return None
        if not i:
            readings.extend(found)
            continue
        params = dict(reminders[0].params)
        first = next(r for r in readings if r.intent == "schedule_reminder")
        params.pop("task_ref", None)
        # with none named: the task told for the first
        params["task_ref"] = first.params.get("task_ref") or {"kind": "pronoun"}
        readings.append(Reading("schedule_reminder", params, reminders[0].confidence,
                                "One more time of day for the same reminder."))
    return _repeat_at_each_time(readings)


_REPEAT_AT = re.compile(r"^(?P<head>.+?)\s+at\s+(?P<time>\d{1,2}:\d{2})$")


def _repeat_at_each_time(readings: list[Reading]) -> list[Reading]:
    """"remind me every day at 9am and 9pm to give her the tablets": the task added repeats at each of the times, as
    its reminders do (as "add tablets at 9am and 9pm every day" does), so a dose ticked off leaves the next one due."""
    added = next((r for r in readings if r.intent == "add_task" and r.params.get("repeat")), None)
    repeats = [str(r.params.get("repeat") or "") for r in readings if r.intent == "schedule_reminder"]
    said = [_REPEAT_AT.match(r) for r in repeats]
    if added is None or len(said) < 2 or not all(said) or added.params["repeat"] != repeats[0] \
            or len({m["head"] for m in said if m}) != 1:
        return readings
    times = " and ".join(m["time"] for m in said if m)
    each = dataclasses.replace(added, params={**added.params, "repeat": f"{said[0]['head']} at {times}"})
    return [each if r is added else r for r in readings]


# "and the same at 12pm, 4pm and 8pm", "same for 8pm", "same again at 6", "and another at 9pm" after a reminder was
# set: more reminders on the same task, on the same days, at those times
_SAME_TIMES = re.compile(
    r"^(?:(?:and|ok|oh|also|plus|then)\s+)*(?:(?:the\s+)?same(?:\s+(?:again|thing|one|reminder))?|another(?:\s+one)?|"
    r"one\s+more|do\s+the\s+same|ditto|again|also)(?:\s+(?:but|only|just))*[\s,:-]*(?:for|on|but)?\s*"
    r"(?P<when>\S.*?)(?:\s+(?:too|as\s+well|please|pls|thanks|ta))*[.!]*$", X)


def reminder_again(text: str, env: Env) -> list[Reading] | None:
    """Right after a reminder was set, "the same at 12pm, 4pm and 8pm": a reminder more on that task for each time
    said, on the day of the first and repeating as it does; None when it is no such follow-up."""
    last = (env.context.last_action if env.context else None) or {}
    params = last.get("params") or {}
    if last.get("intent") != "schedule_reminder" or not params.get("when") or not env.context.last_task:
        return None
    m = _SAME_TIMES.match(text.strip())
    if not m:
        return None
    when = re.sub(r"^(?:at|for)\s+", "", m["when"].strip(), flags=X)
    listed = reminder_times(f"at {when}")
    times = listed[1:] if listed and listed[0].strip() == f"at {when}" else [when]
    if not all(TIME_ALONE.match(t) for t in times):
        return None
    if not re.match(r"at\s", m["when"].strip(), X) and not all(_HALF_SAID.search(t) for t in times):
        return None  # "same for 12": task 12, not noon
    before = datetime.fromisoformat(str(params["when"]))
    found: list[Reading] = []
    for t in times:
        said = extract_when(f"today at {t}", env.now, env.timezone)
        at = str((said.params() if said else {}).get("when") or (said.params() if said else {}).get("due") or "")
        if "T" not in at:
            return None
        clock = datetime.fromisoformat(at).astimezone(zone(env.timezone))
        new = before.astimezone(zone(env.timezone)).replace(hour=clock.hour, minute=clock.minute)
        step: dict[str, Any] = {"task_ref": {"kind": "pronoun"}, "when": new.isoformat()}
        if params.get("repeat"):
            step["repeat"] = re.sub(r"\bat\s+\d{1,2}:\d{2}", f"at {clock:%H:%M}", str(params["repeat"]))
        found.append(Reading("schedule_reminder", step, CONFIDENCE, "The reminder just set, again at another time."))
    return found


# "and again every day at 4pm and 8pm starting thursday for the eye drops", "also at 6pm for the pills" right after a
# reminder: another reminder (on the task named, else the same one), said without "remind me"
_AGAIN_WHEN = re.compile(r"^(?:(?:and|also|plus|oh|ok)\s+)*(?:again|also)\s+(?P<when>(?:every|each|daily|at|on|from|"
                         r"tomorrow|tmrw|tonight|this|next|\d)\b.*?)(?:\s+(?:for|about|re|on)\s+(?P<what>(?:the|my|his|"
                         r"her|their|our)\s+[\w' -]+?))?(?:\s+(?:too|as\s+well|please|pls))*[.!]*$", X)


def reminder_said_again(text: str, env: Env) -> str | None:
    """Right after a reminder was set, "and again every day at 4pm for the eye drops" said as "remind me …"."""
    last = (env.context.last_action if env.context else None) or {}
    m = _AGAIN_WHEN.match(text.strip()) if last.get("intent") == "schedule_reminder" else None
    if not m or not _CLOCK_SAID.search(m["when"]):
        return None
    return f"remind me about {m['what'] or 'it'} {m['when']}"


_CLOCK_SAID = re.compile(r"\d\s*(?:a\.?m|p\.?m)\b|\d[:.]\d{2}\b|\b(?:noon|midday)\b", X)


# ---- A new value only, for the task (or reminder) just touched -------------------------------------------------
# Right after a task was added, moved or reminded about, people send only the new value, with a correction word, an
# anaphor and chatter around it: "ah no she's just texted, make it 11 instead", "sorry, not wednesday. thursday, same
# time", "half hour earlier instead", "it is of medium priority", "stop it repeating altogether". One clause carries
# the value; the rest is why. Never a new task.
_TOUCHED = ("add_task", "update_task", "schedule_reminder", "move_reminder")
_VALUE_LEAD = re.compile(
    r"^(?:(?:ah+|oh+|ooh+|och|ach|ugh+|argh+|erm+|no+|nah+|nope|sorry|soz|actually|wait|hmm+|um+|ok(?:ay)?|and|also|right|so|well|"
    r"then|please|pls|plz|kindly|hey|oi|tell\s+you\s+what|on\s+(?:reflection|second\s+thoughts?)|thinking\s+about\s+it|"
    r"scratch\s+that|change\s+of\s+plan|my\s+bad|oops|whoops|i\s+think|come\s+to\s+think\s+of\s+it)\b[\s,.!;:-]*)+", X)
_VALUE_FRAME = re.compile(
    r"^(?:(?:can\s+you\s+|could\s+you\s+|just\s+)?(?:make|set|change|put|switch|have|do)\s+(?:it|that|this|the\s+"
    r"(?:reminder|alarm|time))(?:\s+(?:to|for|on|at))?"
    r"|(?:it|that|this|the\s+(?:reminder|alarm|time))\s+(?:is|should\s+be|needs\s+to\s+be|can\s+be|could\s+be|"
    r"would\s+be\s+(?:better|best)|is\s+better|wants\s+to\s+be|has\s+to\s+be)(?:\s+(?:on|at|for|of))?"
    r"|(?:note|noting)\s+(?:that\s+)?(?:it|this)(?:\s+is|'s)(?:\s+of)?"
    r"|(?:it'?s|its|it\s+is)(?:\s+(?:of|a))?"
    r"|(?:can|could)\s+(?:we|you|i)\s+(?:do|have|make\s+it|go\s+for)|(?:let'?s|lets)\s+(?:do|say|make\s+it|go\s+for)"
    r"|remind\s+me(?:\s+(?:about\s+it|of\s+it))?|ping\s+me)\b\s*", X)
# "2pm is better", "thursday works better", "11 would be best": the value, then that it suits
_SUITS_AFTER = re.compile(r"\s+(?:is|would\s+be|will\s+be|works?|suits?)\s*(?:better|best|fine|good|ok|okay|easier)?"
                          r"(?:\s+(?:for\s+(?:me|us|her|him|them)))?$", X)
# "stop it repeating (altogether)", "no more repeats", "make it a one-off": the repeat dropped
_NO_REPEAT = re.compile(r"^(?:(?:stop|quit)\s+(?:it|that|this)\s+(?:from\s+)?(?:repeating|recurring)|(?:make\s+it|"
                        r"it'?s|its)\s+(?:a\s+)?(?:one[\s-]?off|one\s+time(?:\s+thing)?|just\s+once)|no\s+more\s+repeats?|"
                        r"(?:don'?t|dont|do\s+not)\s+(?:repeat|recur)\s+(?:it|that)|"
                        r"(?:it|that)\s+(?:doesn'?t|doesnt|"
                        r"does\s+not|shouldn'?t|shouldnt)\s+(?:need\s+to\s+)?(?:repeat|recur))"
                        r"(?:\s+(?:altogether|at\s+all|any\s*more|now|please|pls|then))*$", X)
_SHIFT_SAID = re.compile(
    r"^(?:(?:move|push|put|shift|bump|knock|pull|bring|postpone|delay)\s+(?:it|that|this|the\s+(?:reminder|alarm|time))"
    r"\s+|postponed\s+|pushed\s+|(?:it'?s|its|it\s+is|it\s+has\s+been|been)\s+(?:pushed|put|moved|postponed)\s+)?"
    r"(?:(?P<pre>back|forward|on)\s+)?(?:by\s+)?(?P<n>half\s+an?|a\s+half|half|an?|one|two|three|four|\d+(?:\.5)?|"
    r"a\s+couple\s+of|couple\s+of)\s*(?P<unit>hours?|hrs?|h|minutes?|mins?|days?|weeks?|wks?|fortnight)"
    r"(?:\s+(?P<post>earlier|later|sooner|back|forward|on|before|after|out))?"
    r"(?:\s+(?:instead|then|please|pls|now|though|tho|than\s+that))*$", X)
_WORD_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "a couple of": 2, "couple of": 2,
           "half a": 0.5, "half an": 0.5, "a half": 0.5, "half": 0.5}
_SAME_TIME_SAID = re.compile(r"[\s,]*(?:at\s+)?(?:the\s+)?same\s+(?:time|hour)(?:\s+as\s+before)?\b", X)
_VALUE_TAIL = re.compile(r"(?:[\s,]+(?:instead|then|now|please|pls|plz|thanks|thx|ta|altogether|though|tho|x+|"
                         r"mate|love|hun|babe|rather|ok|okay|actually|tbh|sorry|if\s+(?:poss|possible|you\s+can)))+"
                         r"[\s.!]*$", X)
_NO_NEED_REPEAT = re.compile(r"\bno\s+need\s+(?:for\s+(?:it|that)\s+)?to\s+(?:repeat|recur)\b", X)
_CORRECTION_SAID = re.compile(r"\b(?:sorry|actually|instead|no|nah|not|rather|reflection|better|change|oops|wait|"
                              r"same\s+time|make|set)\b", X)
_VALUE_KEYS = {"task_ref", "due", "at_time", "at_time_loose", "repeat", "priority", "shift"}


def _shift_of(m: re.Match[str]) -> tuple[str, float] | None:
    """The unit and signed amount of a "half hour earlier", "back a week", "a day later"."""
    n_said = re.sub(r"\s+", " ", m["n"].lower())
    n = float(_WORD_N.get(n_said, n_said)) if n_said in _WORD_N or re.fullmatch(r"\d+(?:\.5)?", n_said) else None
    unit = m["unit"].lower()
    if n is None:
        return None
    way = (m["post"] or m["pre"] or "").lower()
    if not way and not re.match(r"(?:push|put|postpone|delay|bump|pushed|postponed|it|been)", m.group(0), X):
        return None  # "a week" alone says no direction
    sign = -1 if way in ("earlier", "sooner", "forward", "before") else 1
    if unit.startswith("h"):
        return "minutes", sign * n * 60
    if unit.startswith("m"):
        return "minutes", sign * n
    if unit.startswith("d"):
        return "days", sign * n
    return "days", sign * n * (14 if unit == "fortnight" else 7)


def _value_clause(words: str, env: Env, read: Callable[[str], list[Reading]], framed: bool) -> list[Reading] | None:
    """The reading of one clause that only says a new value for the task just touched, else None."""
    said = _VALUE_LEAD.sub("", words.strip()).strip(" ,.!?")
    if not said:
        return None
    whole = said
    said = _RULED_OUT_AFTER.sub("", said).strip(" ,.!?")  # "12 now not 11"
    said = _VALUE_TAIL.sub("", said) or said
    said = _SUITS_AFTER.sub("", said) or said
    contrasted = said != whole
    same_time = bool(_SAME_TIME_SAID.search(said))
    said = _SAME_TIME_SAID.sub("", said).strip(" ,.!?")
    if _NO_REPEAT.match(said) or _NO_NEED_REPEAT.search(words):
        return [Reading("update_task", {"task_ref": {"kind": "pronoun"}, "repeat": ""}, CONFIDENCE,
                        "The task just touched stops repeating.")]
    frame = _VALUE_FRAME.match(said)
    shifted = _SHIFT_SAID.match(said) or (_SHIFT_SAID.match(said[frame.end():]) if frame else None)
    if shifted and _shift_of(shifted):
        unit, n = _shift_of(shifted)
        minutes = n if unit == "minutes" else n * 24 * 60
        shift = {"minutes": int(n)} if unit == "minutes" else {"days": int(n)}
        params = {"task_ref": {"kind": "pronoun"}, "shift": shift, "_shift_minutes": int(minutes)}
        return [Reading("update_task", params, CONFIDENCE, "The task just touched, moved by the amount said.")]
    value = said[frame.end():].strip() if frame else said
    if not value or (not frame and not framed):
        return None
    if not frame and not contrasted and re.fullmatch(r"\d{1,2}", value):
        return None  # "no, 3": a task's number as often as a time
    value = re.sub(r"^of\s+", "", value, flags=X)
    value = re.sub(r"^(?:a\s+)?(low|medium|normal|high|top|urgent)(?:\s+priority)?(?:\s+one|\s+thing)?$",
                   r"\1 priority", value, flags=X)
    found = read(f"make it {value}")
    if len(found) != 1 or found[0].intent != "update_task" or (found[0].ref or {}).get("kind") != "pronoun" \
            or set(found[0].params) - _VALUE_KEYS or not set(found[0].params) - {"task_ref"}:
        return None
    if same_time:
        found[0].params["_same_time"] = True
    found[0].confidence = max(found[0].confidence, CONFIDENCE)
    return found


_CLAUSES = re.compile(r"\s*(?:[,;!?]+|\.(?!\d)|\s-\s|\s–\s)\s*")


def _already_asked(text: str, read: Callable[[str], list[Reading]]) -> bool:
    """Whether the message, read whole, is already a request of its own (not an add of chatter, nor a reminder on a
    new task made of the chatter): then it is read as that, never as a bare new value."""
    whole = read(text)
    junk_reminder = any(r.intent == "add_task" for r in whole)
    return any(r.explicit and r.intent not in ("none", "unknown", "add_task")
               and not (r.intent == "schedule_reminder" and junk_reminder) for r in whole)


_TOPIC_NAMED = re.compile(r"^(?:(?:and|also|oh|plus|then|ok|right)\s+)*(?:the|my|that|this)\s+"
                          r"(?P<name>[a-z'][\w' -]*)$", X)
_NOT_A_NAME = {"reminder", "alarm", "time", "one", "date", "day", "thing"}


def _names_another_task(clause: str, env: Env) -> bool:
    """Whether a clause is a bare "the X" naming a task other than the one just touched (its words not in that
    task's title): the value said beside it is for X."""
    m = _TOPIC_NAMED.match(clause.strip(" ,.!?"))
    if not m:
        return False
    words = {w for w in re.findall(r"[a-z']+", m["name"].lower()) if len(w) > 2} - _NOT_A_NAME
    title = set(re.findall(r"[a-z']+", str((env.context.last_task or {}).get("title", "")).lower()))
    return bool(words) and not any(w in title or w.rstrip("s") in title for w in words)


def new_value_of_it(text: str, env: Env, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """Right after a task was added, moved or reminded about, a message that only carries a new value for it (a
    time, a day, a shift, a priority, a repeat dropped) with a correction word and chatter: that change, on that task
    (the caller moves the reminder when the last step set one). None when any clause is a request of its own."""
    last = env.context.last_action if env.context else None
    if not last or last.get("intent") not in _TOUCHED or not env.context.last_task:
        return None
    if env.context.pending_slot or env.context.awaiting_confirmation:
        return None
    if _already_asked(text, read):
        return None
    clauses = [c for c in _CLAUSES.split(text.strip()) if c and c.strip(" .!?")]
    framed = bool(_CORRECTION_SAID.search(text))
    value: list[Reading] | None = None
    value_at = -1
    for i, clause in enumerate(clauses):
        if _RULED_OUT_DATE.match(_VALUE_LEAD.sub("", clause)):
            continue  # "not wednesday": the value ruled out
        if i and _SAME_TIME_SAID.fullmatch(clause) and value:
            value[0].params["_same_time"] = True
            continue
        found = _value_clause(clause, env, read, framed)
        if found:
            if value is not None:
                return None  # two values: not a plain follow-up
            value, value_at = found, i
    if value is None:
        return None
    if value_at + 1 < len(clauses) and _SAME_TIME_SAID.fullmatch(clauses[value_at + 1].strip()):
        value[0].params["_same_time"] = True
    for i, clause in enumerate(clauses):
        if i == value_at:
            continue
        if _names_another_task(clause, env):
            return None  # "and the annuals, make that the 2nd": the task named, not the one just touched
        own = read(clause)
        if any(r.explicit and r.intent not in ("none", "unknown", "add_task") for r in own) or re.match(
                r"^(?:(?:and|also|then|pls|please)\s+)*(?:add|put|create|new\s+task)\b", clause.strip(), X) \
                or ASKS_FOR_TASK.match(clause.strip()):
            return None  # "make it 11, and add the referral": a request of its own, not chatter
    return value


def reminder_of_value(readings: list[Reading], env: Env) -> list[Reading]:
    """A value said right after a reminder was set or moved: that reminder moves (a shift by its own time, a day at
    its own time when "same time" or no time is said); after anything else the task changes, as read."""
    last = (env.context.last_action if env.context else None) or {}
    r = readings[0]
    minutes = r.params.pop("_shift_minutes", None)
    r.params.pop("_same_time", None)  # a day alone keeps the time anyway
    if last.get("intent") not in ("schedule_reminder", "move_reminder"):
        return readings
    before = str((last.get("params") or {}).get("when") or "")
    if minutes is not None:
        return [Reading("move_reminder", {"task_ref": {"kind": "pronoun"}, "shift_minutes": minutes}, CONFIDENCE,
                        "The reminder just set, moved by the amount said.")]
    due = str(r.params.get("due") or "")
    if due and "T" not in due and before and not r.params.get("repeat") and set(r.params) <= {"task_ref", "due"}:
        at = datetime.fromisoformat(before).astimezone(zone(env.timezone))
        day = date.fromisoformat(due[:10])
        when = datetime.combine(day, at.timetz()).isoformat()
        return [Reading("move_reminder", {"task_ref": {"kind": "pronoun"}, "when": when}, CONFIDENCE,
                        "The reminder just set, on the day said at its own time.")]
    return readings

