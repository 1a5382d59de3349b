"""Reminders: "remind me to X <when>" (a new task plus its reminder), "remind me about <task> <when>".

Tried after edits and before adds: "remind me to ..." is an add plus a reminder, not a plain add.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from typing import Any

from todobot import recurrence
from todobot.intents.schedule_reminder import ON_DUE_DAY
from todobot.timezones import zone
from todobot.understanding.rules.commands.listing import list_filters
from todobot.understanding.rules.commands.matching import X, each_numbered, with_refs
from todobot.understanding.rules.dates import WhenMatch, cut_spans, edge_dates, extract_when
from todobot.understanding.rules.lexicon import TASK_VERBS, TASK_WORD, amount
from todobot.understanding.rules.params import strip_filler, task_params
from todobot.understanding.rules.reading import Env, Reading, act
from todobot.understanding.rules.refs import is_specific, parse_refs
from todobot.understanding.rules.scope import out_of_scope
from todobot.understanding.rules.text import THEN_WHY, mask_quotes

REMIND_LEAD = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*"
    r"(?P<cue>remind(?:er)?\s+me|remind\s+us|rem[ie]?nd\s+me|rmind\s+me|(?:(?:set|add|create|make|schedule|put\s+in|put|give\s+me|"
    r"send\s+me|i\s+(?:need|want|would\s+like|should\s+like)|i'?d\s+like|(?:can|could|may|might)\s+i\s+(?:have|get)|"
    # "I should be grateful for a reminder on …", "i'd appreciate a reminder …": the letter-writer's ask
    r"i(?:\s+(?:should|would)|'?d)\s+(?:be\s+(?:(?:most|very|so|really)\s+)?(?:grateful|obliged|thankful)\s+for|"
    r"(?:really\s+)?(?:appreciate|welcome|love)))\s+(?:up\s+)?(?:me\s+)?"
    # "one more reminder for it tuesday 10am", "a second alarm for the dentist": another reminder, said alone
    r"(?:a\s+|an\s+|another\s+)?(?:new\s+)?|an?\s+|(?:(?:and|also|plus)\s+)?(?:another\s+|(?:one|1)\s+more\s+|"
    r"an?\s+(?:second|2nd|extra)\s+|(?:second|2nd|extra)\s+))?"
    r"(?:(?P<freq>daily|weekly|monthly|yearly|annual|recurring|repeating)\s+)?"
    r"(?P<noun>reminder|alarm|alert|notification|heads[\s-]?up|nudge)(?!\s+me\b)"
    r"|(?:ping|nudge|alert|notify|buzz|text|"
    r"message)\s+me|(?:do\s+not|don'?t|dont)\s+let\s+me\s+forget|let\s+me\s+know(?=\s+(?:about|abt|re)\b)|"
    r"remember\s+me(?=\s+(?:about|abt|of|to)\b)|re-?schedule|move\s+the\s+reminder)\b\s*:?\s*",
    X,
)
_REMIND_TITLE = re.compile(
    r"^(?:to|2|that\s+i\s+(?:need|have|must|should|gotta)(?:\s+to)?|i\s+(?:need|have)\s+to)\s+", X)
_REMIND_REF = re.compile(r"^(?:about|abt|bout|'bout|abou|of|for|regarding|re:?|on|with|to)\s+", X)
# "remind me whats on the list", "remind me what's due this week": asking to be told the list, not a reminder
_REMIND_LIST = re.compile(r"^(?:what|whats|what'?s|wats|wat|of\s+what|about\s+what|which|how\s+many)\b", X)
# "remind me who won the cup", "remind me how tall everest is": a question about the world, when out of scope
_WORLD_ASKED = re.compile(r"^(?:who|how)\b", X)


# "…, i'll forget otherwise", "…, or i'll forget", "- just in case": a remark on the reminder, said after its task
_REMARK = re.compile(r"^(?:i|i'?ll|ill|i'?m|im|i'?d|i'?ve|we|we'?ll|it'?s|its|or|otherwise|else|"
                     r"just\s+in\s+case|in\s+case|"
                     r"so\s+(?:i|that)|cos|cause|because|since|as|thanks|thank\s+you|cheers|ta|pls|please)\b", X)


# "every monday at 8am remind me to put the bins out": the timing said first, read as if said last
_TIMING_FIRST = re.compile(r"^(?P<lead>.+?)[,\s]+(?P<rest>(?:please\s+|pls\s+)?remind\s+(?:me|us)\b(?P<after>.*))$", X)


def _timing_first(text: str, masked: str, env: Env) -> str | None:
    """The message with a leading date or time moved after the reminder ("… remind me to X every monday at 8am"); one
    said before a time said after "remind me" goes right before that time ("every monday remind me at 8am to check
    the oil" is "remind me every monday at 8am to check the oil": the day is no part of the title)."""
    m = _TIMING_FIRST.match(masked)
    if not m:
        return None
    lead = masked[:m.end("lead")]
    found = extract_when(lead, env.now, env.timezone)
    if not found or cut_spans(lead, found.spans).strip(" ,.:;-"):
        return None
    if re.match(r"\s+(?:at|@)\s", m.group("after")):
        return f"{text[m.start('rest'):m.start('after')]} {text[:m.end('lead')]}{text[m.start('after'):].rstrip(' .!')}"
    return f"{text[m.start('rest'):].rstrip(' .!')} {text[:m.end('lead')]}"


# "set the renew insurance one to remind me thursday at 9", "have task 3 remind me at 5": a task told to remind,
# read as "remind me about <task> <when>" (never "set a reminder to …", which names a new to-do)
_TASK_TO_REMIND = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:set|get|have|make)\s+"
    r"(?P<ref>(?:the|my|that|this)\s+(?!(?:alarm|phone|timer|reminder)s?\b)[\w' -]+?"
    r"|(?:task\s+|#|no\.?\s*)?\d{1,3}|it|that)"
    r"\s+(?:to\s+)?remind\s+(?:me|us)\b(?!\s+(?:to|2|that)\b)", X)


def _task_told_to_remind(text: str, masked: str) -> str | None:
    m = _TASK_TO_REMIND.match(masked)
    return f"remind me about {text[m.start('ref'):m.end('ref')]}{text[m.end():]}" if m else None


# A reminder counted back from the task's due: "30 min before", "an hour before the dentist", "the day before at
# 6pm", "the night before", "the morning of". The graph turns `before` into a time once it knows the task's due
# (`intents.schedule_reminder.remind_time`).
_AMOUNT = (r"(?P<n>\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|"
           r"forty[\s-]?five|a\s+couple(?:\s+of)?|a\s+few|couple|few)")
_RELATIVE = re.compile(
    r"(?:^|(?<=\s))(?:"
    rf"(?:(?P<half>half\s+an?\s+(?:hour|hr))|{_AMOUNT}\s*(?P<unit>m|mins?|minutes?|h|hrs?|hours?|days?|weeks?))"
    r"\s+(?:before(?:hand)?|early|earlier|ahead(?:\s+of\s+time)?|in\s+advance|prior(?:\s+to)?)"
    r"|the\s+(?P<part>day|night|evening|morning|afternoon|week)\s+before(?:hand)?"
    # "the friday before": that weekday, the last one before the due
    r"|(?:on\s+)?the\s+(?P<wday>mon|tue|wed|thu|fri|sat|sun)(?:s|nes|r|rs|ur)?(?:day)?\s+before(?:hand)?"
    # ("at 9 in the morning" is a time of day, not the morning of the due)
    r"|(?<!\bin\s)(?:on\s+)?(?:the|that)\s+(?P<same>morning|day)(?:\s+of(?=[\s,]|$)|(?=\s*$)|(?=\s+(?:at|about|around)\b))"
    # "at 5pm that day", "at 8 on the morning of": the time said first
    r"|(?:at|@|around|about)\s+(?P<at2>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday)\s+(?:on\s+)?"
    r"(?:the|that)\s+(?P<same2>morning|day)(?:\s+of(?=\s|$)|(?=[\s,.!?]|$))"
    # "the morning of, like 8am", "the day before, say 6pm": the time said loosely after a comma
    r")(?:(?:\s*,?\s*(?:(?:like|say|maybe)[\s,]+)?(?:at|@|around|about)\s+|\s*,?\s*(?:like|say|maybe)[\s,]+)(?P<at>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday))?"
    r"(?=[\s,.!?]|$)", X)
_PART_HOURS = {"night": 20, "evening": 18, "afternoon": 15, "morning": 9}
_STANDALONE_RELATIVE = re.compile(
    r"^(?:(?:and|also|plus|oh|ok|okay|&|then)[\s,]+)*(?:(?:one|another|a\s+reminder|one\s+more)\s+)?"
    r"(?P<rel>.+?)(?:\s+(?:too|as\s+well|also|please|pls|thanks|thx))*[\s.!]*$", X)


def _before(m: re.Match[str]) -> dict[str, Any]:
    """The `before` offset of a relative reminder phrase: {"minutes": 30}, {"days": 1, "at": "18:00"}."""
    out: dict[str, Any]
    if m.group("half"):
        out = {"minutes": 30}
    elif m.group("unit"):
        unit = m.group("unit").lower()
        key = "minutes" if unit.startswith("m") else "hours" if unit.startswith("h") else unit.rstrip("s") + "s"
        out = {key: amount(m.group("n"))}
    elif m.group("wday"):
        out = {"weekday": ("mon", "tue", "wed", "thu", "fri", "sat", "sun").index(m.group("wday").lower())}
    elif m.group("part"):
        part = m.group("part").lower()
        out = {"weeks": 1} if part == "week" else {"days": 1}
        if part in _PART_HOURS:
            out["at"] = f"{_PART_HOURS[part]:02d}:00"
    else:
        same = m.group("same") or m.group("same2")
        out = {"days": 0, "at": "09:00" if same.lower() == "morning" else "08:00"}
    if m.group("at") or m.group("at2"):
        said = m.group("at") or m.group("at2")
        out["at"] = _clock(said)
        part = (m.group("part") or "").lower()
        hour = int(out["at"][:2])
        if part in ("night", "evening", "afternoon") and hour < 12 and not re.search(r"[ap]\.?m", said, X):
            out["at"] = f"{hour + 12:02d}{out['at'][2:]}"  # "the night before at 8": 8 in the evening
    return out


def _clock(said: str) -> str:
    """"6pm" → "18:00", "7:30" → "07:30" (an hour without am/pm from 1 to 6 is the afternoon's)."""
    said = said.lower().replace(".", ":").replace(" ", "")
    if said in ("noon", "midday"):
        return "12:00"
    found = re.match(r"(\d{1,2})(?::(\d{2}))?(am|pm|a:m:|p:m:)?", said)
    assert found is not None
    hour, minute, half = int(found.group(1)), int(found.group(2) or 0), (found.group(3) or "")[:1]
    if (half == "p" and hour < 12) or (not half and 1 <= hour <= 6):
        hour += 12
    elif half == "a" and hour == 12:
        hour = 0
    return f"{hour % 24:02d}:{minute:02d}"


_WHY = re.compile(r"(?:^|[\s,]+)(?:so\s+(?:that\s+)?(?:i|we)|so\s+i'?m|as\s+(?:i|we)|because|cos|coz|cause|bc|"
                  r"to\s+make\s+sure)\b.*$", X)


# "so i set an alarm", "so that we dont forget", "so i can ring mum": the reminder's purpose, where a task would be
_PURPOSE = re.compile(r"^\W*(?:so\s+(?:that\s+)?)?(?:i|we|i'?m|im|i'?ll|ill|we'?ll)\s+"
                      r"(?P<can>(?:can|could|remember\s+to)\s+)?(?=\S)", X)
# "remind me at 6pm instead": the change of mind said last is no task
_TOO_END = re.compile(r"(?:^|[\s,]+)(?:too|as\s+well|also)(?:\s+(?:pls|please|thanks|ta))?[\s.!]*$", X)
_INSTEAD = re.compile(r"(?:^|[\s,]+)(?:instead|rather|then\s+instead)[\s.!]*$", X)


# After the task a relative reminder is counted from: "too" (another reminder), or what to do then ("2 hours before
# that to leave", "30 min before the pickup to head out"): neither names the task
_AGAIN_OR_PURPOSE = re.compile(
    r"(?:(?:^|\s+)(?:to|so\s+i\s+can|so\s+i)\s+(?:leave|head\s+(?:out|off)|get\s+going|set\s+off|go|get\s+ready|"
    r"pack|prep|prepare|start|drive|get\s+there|be\s+there|get\s+moving)\b.*"
    r"|(?:^|[\s,]+)(?:too|as\s+well|also|again|pls|please))+$", X)


def _relative_reminder(rest: str, rest_masked: str, cue: str) -> list[Reading] | None:
    """remind me <relative> [about] <task> / remind me about <task> <relative>: counted back from its due."""
    m = _RELATIVE.search(rest_masked)
    if not m:
        return None
    left = strip_filler(_WHY.sub("", cut_spans(rest, [m.span()])))  # "… so i leave on time": why, not which task
    left = _AGAIN_OR_PURPOSE.sub("", left)  # "the night before at 9 too", "2 hours before that to leave"
    about = _REMIND_REF.match(left)
    target = left[about.end():] if about else left
    target = re.sub(r"\s+(?:starts?|begins?|is|leaves?|opens?)$", "", target, flags=X)  # "before the meeting starts"
    if re.match(r"^(?:it|that|this|then|that\s+one|this\s+one)?$", target, X):
        refs: list[dict[str, Any]] = [{"kind": "pronoun"}]
    else:
        refs = parse_refs(target)
        if not refs:
            return None
    return with_refs("schedule_reminder", each_numbered(refs), {"before": _before(m)}, 0.95,
                     f"'{cue}' with a time counted back from the task's due.")


def _standalone_relative(text: str, masked: str) -> list[Reading] | None:
    """"30 min before it", "and the day before at 6pm": another reminder on the task just talked about."""
    m = _STANDALONE_RELATIVE.match(masked)
    if not m:
        return None
    rel = m.group("rel")
    found = _RELATIVE.match(rel)
    if not found or not re.match(r"^\s*(?:it|that|this|then)?\s*$", rel[found.end():], X):
        return None
    return [Reading("schedule_reminder", {"task_ref": {"kind": "pronoun"}, "before": _before(found)}, 0.9,
                    "A time counted back from the due of the task just talked about.")]


# "and the reminder on 13, tuesday 10.30", "also the alarm for the gp one tues 10:30": a reminder on a task named
# with when it should go off and no question asked sets one (a question word or "?" asks which are set)
_THE_REMINDER_ON = re.compile(
    r"^(?:(?:and|also|plus|ok|okay|right|so|oh|then|&)[\s,]+)*(?:the|that|my)\s+(?P<rest>(?:reminder|alarm|alert)\s+"
    r"(?:for|about|on|of)\s+(?P<ref>(?![^?]*\b(?:is|was|set|still|right|correct|again)\b)[^?]+?))[\s.!]*$", X)


def set_the_reminder_on(text: str, masked: str, env: Env) -> str | None:
    """"and the reminder on 13, tuesday 10.30" said as "reminder on 13, tuesday 10.30" (None unless a day or time is
    said after the task named)."""
    m = _THE_REMINDER_ON.match(masked)
    if not m:
        return None
    ref = masked[m.start("ref"):m.end("ref")]
    found = extract_when(ref, env.now, env.timezone)
    if not found or found.vague_only or not cut_spans(ref, found.spans).strip(" ,.:;-") \
            or found.spans[0][0] == 0 or ("," not in ref and found.time_only and not found.spans[0][0]):
        return None
    said = text[m.start("rest"):m.end("rest")]
    return "reminder" + re.sub(r"\s+-\s+", ", ", said[said.index(" "):])  # "the alarm on 13 - tues": a reminder


# "…, the supplier closes orders at 8", "… because the shop shuts at 5", "… - class starts at 9": why the reminder is
# wanted, said after it with a time of its own (the deadline), which is no time to remind
_REASON_AFTER = re.compile(
    r"(?:\s*(?:[,;(]|:(?!\d))\s*|\s+[-–—]+\s+|\s+(?=(?:because|cos|coz|cause|since|bc|as)\s))"
    r"(?P<why>(?!(?:and|then|also|plus|&|or|again|at|@|on|by|around|about|every|each|from|starting|till|until)\b)"
    r"[^,;()]+?)\W*$", X)
_REMIND_AGAIN = re.compile(r"\b(?:remind|reminder|alarm|ping|nudge|again|too|also|as\s+well)\b", X)


def _without_reason(rest: str, masked: str, env: Env) -> tuple[str, str]:
    """The reminder's words without a reason said after them that has its own time ("at 6:30 about the fish order, the
    supplier closes at 8": remind at 6:30), when a time of day was said before it; unchanged otherwise."""
    m = _REASON_AFTER.search(masked)
    if not m or _REMIND_AGAIN.search(m.group("why")):
        return rest, masked
    head = extract_when(masked[:m.start()], env.now, env.timezone)
    why = extract_when(m.group("why"), env.now, env.timezone)
    if head is None or not head.when or head.all_day or why is None or not why.when:
        return rest, masked
    words = cut_spans(m.group("why"), why.spans).split()
    if len(words) < 2:  # "…, tomorrow at 8", "…, 8 sharp": the time itself, said last
        return rest, masked
    return rest[:m.start()], masked[:m.start()]


def reminder_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """remind me to X <when> (a new task + its reminder) / remind me about <task> <when>."""
    m = REMIND_LEAD.match(masked)
    if not m:
        moved = _timing_first(text, masked, env) or _task_told_to_remind(text, masked) \
            or set_the_reminder_on(text, masked, env)
        return reminder_rule(moved, mask_quotes(moved), env) if moved else _standalone_relative(text, masked)
    cue = m.group("cue").lower()
    rest, rest_masked = _without_reason(text[m.end():], masked[m.end():], env)
    if (_REMIND_LIST.match(rest) or _WORLD_ASKED.match(rest)) and out_of_scope(rest):
        # "remind me what the capital of peru is", "remind me who won the 2019 world cup": trivia
        return [act("out_of_scope", 0.9, "A question about the world, not about the list.")]
    if _REMIND_LIST.match(rest):
        return [Reading("list_tasks", list_filters(rest_masked, env), 0.85, "'remind me what' asks for the list.")]
    if _RELATIVE.match(rest_masked) or not _REMIND_TITLE.match(rest):  # "remind me to leave 10 min early": a task
        relative = _relative_reminder(rest, rest_masked, cue)
        if relative:
            return relative
    found = extract_when(rest_masked, env.now, env.timezone)
    timing = _repeating(found.params() if found else {}, m.group("freq"))
    # a time alone about a task that may be due on a later day ("add X friday and remind me at 8am": on friday)
    on_due_day = {ON_DUE_DAY: {"at": f"{datetime.fromisoformat(timing['when']):%H:%M}", "loose": found.loose_hour}} \
        if found and found.time_only and timing.get("when") else {}
    # A new task's title keeps a date said inside it ("remind me to book a table for friday dinner"): then
    # only the dates at its ends time the reminder.
    new_title, new_timing, starts = None, timing, None
    first = _when_before_title(rest, rest_masked, env) if found else None
    if first is not None:  # "remind me thurs 7pm to book the restaurant for saturday night": thursday reminds
        new_title, new_timing, starts = strip_filler(first[0]), _repeating(first[1].params(), m.group("freq")), first[2]
    elif found:
        said, said_when = edge_dates(rest, env.now, env.timezone, rest_masked)
        # a time of day inside the words is when to remind ("remind me to call the pharmacy tmrw at 10 about the
        # refill"); a whole day inside them is part of the to-do ("remind me to book a table for friday dinner")
        timed_inside = said_when is None and not found.all_day and not found.repeat_words
        if not timed_inside and (said_when is None or sorted(said_when.spans) != sorted(found.spans)):
            new_title, new_timing = strip_filler(said), _repeating(said_when.params() if said_when else {},
                                                                   m.group("freq"))
    if found:
        rest = cut_spans(rest, found.spans)
    rest = _TOO_END.sub("", _INSTEAD.sub("", strip_filler(rest)))  # "…, remind me too": of the task just said
    noun = (m.group("noun") or "reminder").lower()
    titled = _REMIND_TITLE.match(rest)
    if titled and not _names_task(rest[titled.end():]):
        title = rest[titled.end():] if new_title is None else _after(_REMIND_TITLE, new_title)
        return None if noun != "reminder" else _remind_new(title, new_timing, cue, env, starts)
    about = _REMIND_REF.match(rest)
    target = rest[about.end():] if about else rest
    if about:  # "about the insurance on wednesday at 7am, i'll forget otherwise": why, said after the task
        first, *remarks = THEN_WHY.split(target)
        if first.strip() and remarks and all(_REMARK.match(r.strip()) for r in remarks if r.strip()):
            target = first.strip()
    if not target:
        if noun == "alarm":
            return None
        if env.context is not None and env.context.last_task:  # "instead just remind me on 8 dec 7pm": the task
            # talked about; with none in focus, which task is asked
            return [Reading("schedule_reminder", {"task_ref": {"kind": "pronoun"}, **timing, **on_due_day}, 0.85,
                            f"'{cue}' asks for a reminder; no task named, so the one talked about.")]
        return [Reading("schedule_reminder", {**timing, **on_due_day}, 0.85,
                        f"'{cue}' asks for a reminder; no task named.")]
    refs = parse_refs(target)
    first_word = target.split()[0].lower()
    specific = bool(refs) and is_specific(refs[0], target)
    if noun == "alarm" and not (specific and TASK_WORD.search(target)):
        return None  # "set an alarm for 7" is an alarm clock, not a reminder on a task
    # "remind me call mom" / "remind me about calling mom" name something new; "about the dentist" an old task.
    if not specific and (not about or first_word.endswith("ing")):
        title = target if new_title is None else _after(_REMIND_REF, new_title) if about else new_title
        return _remind_new(title, new_timing, cue, env, starts)
    return with_refs("schedule_reminder", each_numbered(refs), {**timing, **on_due_day}, 0.95,
                     f"'{cue} about' targets an existing task.")


def _when_before_title(rest: str, masked: str, env: Env) -> tuple[str, WhenMatch, str | None] | None:
    """"thurs 7pm to book the restaurant for the hen saturday night": the time said before "to <to-do>" is when to
    remind, and a date after it is the to-do's own (it stays in the title). None unless a date leads and one follows.
    """
    lead = _LEAD_THEN_TO.match(masked)
    if not lead:
        return None
    when = extract_when(masked[:lead.end("when")], env.now, env.timezone)
    after = extract_when(masked[lead.end():], env.now, env.timezone)
    if when is None or not when.params() or after is None or cut_spans(masked[:lead.end("when")], when.spans).strip(
            " ,"):
        return None
    return _starting(rest[lead.end("when"):].strip(" ,"), when, env)


# "remind me every monday at 8am to check the register, starting tomorrow": when a repeat begins, said after the to-do
_STARTING = re.compile(r"[\s,]+(?:starting|beginning|commencing|from|as\s+of)\s+(?P<start>[^,]+?)[\s.!]*$", X)


def _starting(title: str, when: WhenMatch, env: Env) -> tuple[str, WhenMatch, str | None]:
    """The to-do without a start said for the repeat at its end, the repeat's first time moved onto that start, and
    that first time (the new task's due), or None when no start was said."""
    m = _STARTING.search(mask_quotes(title))
    start = extract_when(m.group("start"), env.now, env.timezone) if m and when.repeat_words else None
    if m is None or start is None or not start.when or cut_spans(m.group("start"), start.spans).strip(" ,"):
        return title, when, None
    tz = zone(env.timezone)
    day = datetime.fromisoformat(start.when).astimezone(tz).date()
    first = recurrence.first_on_or_after(when.repeat_words or "", recurrence.day_start(day, tz), tz)
    if first is None or not when.when:
        return title, when, None
    if when.all_day:  # "every sunday, starting the 6th": reminded at the usual hour, due that whole day
        usual = datetime.fromisoformat(when.when)
        first = first.replace(hour=usual.hour, minute=usual.minute)
        return title[:m.start()], replace(when, when=first.isoformat()), first.date().isoformat()
    return title[:m.start()], replace(when, when=first.isoformat()), first.isoformat()


# A timing said first, then "to <the to-do>": "thurs 7pm to …", "on friday at 9 to …"
_LEAD_THEN_TO = re.compile(r"^\s*(?P<when>\S.{0,40}?)\s*,?\s+(?=(?:to|2)\s+\w)", X)


def _repeating(timing: dict[str, Any], freq: str | None) -> dict[str, Any]:
    """"a weekly reminder on sundays", "yearly reminder for moms birthday on march 3rd": the reminder repeats on the
    day said (a rule the repeat parser reads), starting then."""
    if not freq or timing.get("repeat") or not timing.get("when"):
        return timing
    when = datetime.fromisoformat(timing["when"])
    at = f" at {when.hour}:{when.minute:02d}"
    word = freq.lower()
    if word == "daily":
        rule = "every day"
    elif word == "weekly":
        rule = f"every {when.strftime('%A').lower()}"
    elif word == "monthly":
        rule = f"every month on the {recurrence.nth(when.day)}"
    elif word in ("yearly", "annual"):
        rule = f"every {recurrence.MONTH_NAMES[when.month - 1]} {when.day}"
    else:
        return timing
    return {**{k: v for k, v in timing.items() if k not in ("repeat_interval_minutes", "repeat_count")},
            "repeat": rule + at}


def _after(lead: re.Pattern[str], text: str) -> str:
    """`text` without the lead words ("to", "about") the pattern matches at its start."""
    m = lead.match(text)
    return text[m.end():] if m else text


_REF_START = re.compile(r"^(?:the|my|that|this|task|#|number|item|no\.?|\d)", X)


def _names_task(text: str) -> bool:
    """Whether the words after "a reminder to" point at an existing task ("task 4", "the bank task")."""
    words_ = text.split()
    if len(words_) < 2 or words_[0].lower() in TASK_VERBS or not _REF_START.match(text):
        return False  # "to stretch before the hens thing": a new to-do, however its words end
    refs = parse_refs(text)
    return bool(refs) and is_specific(refs[0], text)


# "remind me to do it monday 8am", "remind me to sort that out": the task talked about, not a new one
_DO_IT = re.compile(r"^(?:to\s+)?(?:do|finish|sort|handle|deal\s+with|get\s+(?:on\s+with|to)|tackle|start|pay|send|"
                    r"book|call|check"
                    # "remind me friday at 1pm to leave for it": setting off for the task talked about, no new task
                    r"|(?:leave|head\s+(?:out|off|over)|set\s+off|get\s+going|go|get\s+ready|pack|prep|prepare|"
                    r"get\s+moving|drive|be\s+ready)\s+(?:for|to))\s+(?:it|that|this|them)(?:\s+(?:one|out|off|done|task))*"
                    # "remind me monday 10am to do that, before my shift starts": when or why, said after it
                    r"(?:\s*[,;-]?\s+(?:before|so|because|cos|coz|since|as|while|when|once)\s+\S.*)?$", X)


# "remind me at 5 every thursday so i dont forget the laptop": why the reminder is wanted, said as the thing
_LEST = re.compile(r"^(?:so\s+(?:that\s+)?)?(?:i|we)\s+(?:don'?t|dont|do\s+not|won'?t|wont|will\s+not)\s+forget\s+"
                   r"(?P<to>to\s+)?(?P<todo>\S.*)$", X)


def _remind_new(title_text: str, timing: dict[str, Any], cue: str, env: Env, starts: str | None = None
                ) -> list[Reading]:
    """A reminder about something new: add the task, then remind about it (pronoun = the task just added). `starts`:
    the first time of a repeat said to start later ("…, starting monday"), the new task's first due."""
    if _DO_IT.match(title_text.strip(" .!")):
        return [Reading("schedule_reminder", {"task_ref": {"kind": "pronoun"}, **timing}, 0.95,
                        f"'{cue} to do it': a reminder on the task talked about.")]
    lest = _LEST.match(title_text.strip())
    if lest:  # "so i dont forget to take the bins out": the thing is what is not to be forgotten, not "I dont …"
        title_text = lest.group("todo") if lest.group("to") else f"remember {lest.group('todo')}"
    purpose = None if lest else _PURPOSE.match(title_text.strip())
    if purpose:  # "remind me fri at 9 so i set an alarm": why, not a task; "… so i can ring mum": the to-do itself
        doing = title_text.strip()[purpose.end():]
        if not (purpose.group("can") and doing.split()[0].lower() in TASK_VERBS):
            return [Reading("schedule_reminder", {"task_ref": {"kind": "pronoun"}, **timing}, 0.9,
                            f"'{cue}' with only why it is wanted: a reminder on the task talked about.")]
        title_text = doing
    params = task_params(title_text, env.now, env.timezone, with_dates=False)
    if timing.get("repeat"):  # "every wednesday at 3pm": a chore that comes back, so ticking it off keeps the reminder
        params["repeat"] = timing["repeat"]
        params.update({"due": starts} if starts else {})
    why = f"'{cue} to' names a new task and a reminder for it."
    return [Reading("add_task", params, 0.95, why),
            Reading("schedule_reminder", {"task_ref": {"kind": "pronoun"}, **timing}, 0.95, why)]
