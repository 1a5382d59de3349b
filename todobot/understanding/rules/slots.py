"""Answers to the bot's own questions: a bare reply fills the slot the bot asked for.

If the bot asked "What should the task be called?" (pending_intent add_task, pending_slot title), then
"Buy a present for Anna" is that title, not a new request. A clear new command still wins.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from todobot.understanding.model import INTENTS
from todobot.understanding.rules.dates import cut_spans, extract_when, on_day
from todobot.understanding.rules.params import finish_title, list_status, split_description, strip_filler, task_params
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import parse_refs
from todobot.understanding.rules.text import THEN_WHY, mask_quotes, unquote

_ANSWER_LEAD = re.compile(
    r"^(?:(?:it'?s|it\s+is|it\s+should\s+be|let'?s|just|maybe|how\s+about|make\s+it|the\s+(?:title|name)\s+is|"
    r"title\s*:|name\s*:)\s+)?(?:called|named|titled|call\s+it|name\s+it|say)?\s*",
    re.IGNORECASE,
)


_BOTH = re.compile(r"^(?:both|both\s+of\s+(?:them|those)|them\s+both|the\s+two\s+of\s+them|both\s+(?:please|pls))$",
                   re.IGNORECASE)
# "both, theyre both done", "yeah both done", "they're both sorted": both, said with the news that answers it
_BOTH_DONE = re.compile(r"^(?:(?:yes|yeah|yep|yh|ya)[\s,]+)?(?:both(?:\s+of\s+(?:them|those))?|them\s+both|"
                        r"(?:they'?re|theyre|they\s+are|they)\s+both)(?:[\s,.!-]+(?:(?:they'?re|theyre|they\s+are|"
                        r"are)\s+)?(?:both\s+)?(?:done|finished|sorted|complete|completed|booked|paid|sent)?)?[\s.!]*$",
                        re.IGNORECASE)

# "15 yes", "yep #4", "the monday one pls", "2 thats the one": a yes or please said with the task picked
_YES_WORD = (r"(?:yes|yeah|yea|yep|yup|ya|yh|ye|ok|okay|sure|please|pls|plz|thanks|ta|cheers|"
             r"that'?s\s+(?:it|the\s+one)|thats\s+(?:it|the\s+one)|that\s+one)")
_YES_AROUND = re.compile(rf"^(?:{_YES_WORD}[\s,.!]+)+|(?:[\s,.!-]+{_YES_WORD})+[\s.!]*$", re.IGNORECASE)


def fill_slot(text: str, env: Env, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """The pending intent with its slot filled from `text`, or None when `text` is a new command."""
    ctx = env.context
    if ctx is None or not ctx.pending_slot or ctx.pending_intent not in INTENTS:
        return None
    intent, slot = str(ctx.pending_intent), ctx.pending_slot
    if slot == "task_ref" and _BOTH_DONE.match(text.strip()):  # "both, theyre both done": the two tasks offered
        return [Reading(intent, {"task_ref": {"kind": "ordinal", "value": n}}, 0.9,
                        "Answers the pending question with both tasks offered.") for n in (1, 2)]
    readings = read(text)
    if readings and readings[0].explicit and readings[0].intent != "unknown":
        return readings
    answer = strip_filler(text)
    params: dict[str, object] | None
    if slot == "title":
        answer = _ANSWER_LEAD.sub("", answer, count=1) or answer
        if intent == "add_task":
            params = task_params(answer, env.now, env.timezone)
        else:
            title, description = split_description(answer)
            params = {"title": finish_title(title), **({"description": description} if description else {})}
        params = params if params.get("title") else None
    elif slot == "description":
        params = {"description": unquote(answer)} if answer else None
    elif slot == "task_ref":
        picked = _picked_among_remarks(text, intent, read)
        if picked:  # "which one?" "11 is done. 10 is the test itself": the one done, then a remark
            return picked
        answer = _YES_AROUND.sub("", answer).strip() or answer  # "15 yes", "yes #15 pls": the task is the answer
        if _BOTH.match(answer):  # "both": the two tasks the question offered
            refs = [{"kind": "ordinal", "value": 1}, {"kind": "ordinal", "value": 2}]
        else:
            refs = parse_refs(answer, loose=True, bulk_default="pending" if intent == "complete_task" else "all")
        if len(refs) > 1 and all(r["kind"] in ("number", "ordinal") for r in refs):  # "4 and 5", "both"
            return [Reading(intent, {"task_ref": ref}, 0.9, "Answers the pending question with several tasks.")
                    for ref in refs]
        params = {"task_ref": refs[0]} if refs else None
    elif slot == "when":
        found = extract_when(mask_quotes(answer), env.now, env.timezone)
        params = found.params() if found and found.params() else None
    elif slot == "due":  # "That date has passed — did you mean …?" "next monday"
        found = extract_when(mask_quotes(answer), env.now, env.timezone)
        params = found.due_params() if found and found.due_params() else None
    elif slot == "status":
        status = list_status(answer)
        params = {"status": status} if status else None
    else:
        params = {slot: answer} if answer else None
    if params is None:
        return None
    return [Reading(intent, params, 0.9, f"Answers the pending question about the {slot.replace('_', ' ')}.")]


def _picked_among_remarks(text: str, intent: str, read: Callable[[str], list[Reading]]) -> list[Reading] | None:
    """"11 is done. 10 is the test itself", "2's done, the other one is the actual test": one piece picks the task by
    its number for the step asked about, and every other piece is a remark with no request of its own."""
    pieces = [p for p in THEN_WHY.split(text.strip()) if p and p.strip()]
    if not 1 < len(pieces) <= 4:
        return None
    picked: list[Reading] = []
    for i, piece in enumerate(pieces):
        found = read(piece)
        if any(r.intent == intent and (r.params.get("task_ref") or {}).get("kind") == "number" for r in found):
            if picked:
                return None
            picked = [r for r in found if r.intent == intent]
        elif i == 0 and _ONE_PICKED.match(piece.strip()) and not any(r.explicit or r.act for r in found):
            # "the water one, gas is still owed", "the 2nd, the first's paid": the one picked said first, then why
            # (the other task a remark names is the one not meant)
            refs = parse_refs(_YES_AROUND.sub("", piece.strip()).strip(" .!"), loose=True)
            if len(refs) != 1:
                return None
            picked = [Reading(intent, {"task_ref": refs[0]}, 0.9, "Answers the pending question, then says why.")]
        elif any(r.explicit or r.intent not in ("none", "unknown") or r.act for r in found):
            return None
    return picked or None


# The task picked, shaped as an answer: "the water one", "the one for the caterer", "the second", "#2"
_ONE_PICKED = re.compile(rf"^(?:{_YES_WORD}[\s,.!]+)*(?:(?:the|that|my)\s+(?:[\w'&-]+\s+){{0,3}}?(?:one|task|thing)"
                         r"(?:\s+(?:for|about)\s+(?:the\s+|my\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,2})?"
                         r"|the\s+(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)(?:\s+one)?|#\s*\d+)"
                         rf"(?:[\s,.!]+{_YES_WORD})*[\s.!]*$", re.IGNORECASE)


# "oh oops i meant the 30th", "sorry, the 3rd", "no i meant dec 3": a date said as what was meant
_MEANT_LEAD = re.compile(r"^(?:(?:ah+|oh|oops|whoops|sorry|soz|sry|no|nah|naw|na|nope|och|ugh|wait|my\s+bad|i\s+mean|"
                         r"haha+|lol|hmm+|um+|argh+|damn|dang|bah|duh|silly\s+me|typo|my\s+mistake|"
                         r"i\s+meant|meant|it'?s|its|it\s+was|make\s+it)[\s,.!]+)*", re.IGNORECASE)


# "the 18th actually not the 19th", "monday, not tuesday": the value ruled out, said after the one meant
_RULED_OUT = re.compile(r"\s*,?\s*(?:and\s+|but\s+)?not\s+(?:the\s+|on\s+(?:the\s+)?)?\w+(?=\s*(?:[,;.!]|$))"
                        r"|\s+(?:actually|instead|then)\b(?=\s*(?:[,;.!]|$|not\b))", re.IGNORECASE)
# "december. the 18th", "jan, the 3rd", "december the 20th": the month said first, the day after a pause or "the"
_MONTH_THEN_DAY = re.compile(r"^(?P<month>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)"
                             r"(?:\s*[.,;!:-]+\s*|\s+(?=the\s+\d))"
                             r"(?:the\s+|on\s+the\s+)?(?P<day>\d{1,2}(?:st|nd|rd|th)?)\b", re.IGNORECASE)


# "december 20 only", "the 3rd pls", "jan 5th obviously lol": a word after the date that only colours it (the Indian
# English "only": exactly that)
_WORD_AFTER = re.compile(r"(?:[\s,]+(?:only|pls|plz|please|sorry|obviously|obvs|ofc|of\s+course|lol|haha+|oops|mate|"
                         r"yeah|yes|aye|ya|na|la|lah|yaar|ji|thanks|ta|cheers|sry|soz))+[\s.!]*$", re.IGNORECASE)


def _meant_date(text: str) -> str:
    """The date meant in an answer, with the value ruled out and the month said apart put together
    ("ah sorry december. the 18th actually not the 19th" -> "the 18th of december")."""
    answer = _MEANT_LEAD.sub("", text.strip()).strip(" .!")
    answer = _WORD_AFTER.sub("", _RULED_OUT.sub("", answer))
    return _MONTH_THEN_DAY.sub(lambda m: f"the {m.group('day')} of {m.group('month')}", answer).strip(" .!")


# "the 21st of december, ma heid's mince today": the date answered, then a remark of its own after a comma or stop
_REMARK_AFTER = re.compile(r"\s*[,;.!]+\s+|\s+[-–]\s+")


def date_answered(text: str, env: Env, read: Callable[[str], list[Reading]] | None = None) -> list[Reading] | None:
    """The answer to a question about a date ("That date has passed — did you mean …?") when it is only a date, said
    as what was meant ("oh oops i meant the 30th"): that date, never a correction naming task 30 or a listing. A
    remark after it ("…, ma heid's mince today") is chatter: its own "today" is no answer (`read` says it asks
    nothing)."""
    ctx = env.context
    if ctx is None or ctx.pending_slot not in ("due", "when") or ctx.pending_intent not in INTENTS:
        return None
    answer = _meant_date(text)
    found = on_day(answer, env.now, env.timezone) if answer else None
    if (found is None or cut_spans(answer, found.spans).strip(" .!,")) and read is not None:
        first, *rest = _REMARK_AFTER.split(answer, maxsplit=1)
        first = _MEANT_LEAD.sub("", first).strip(" .!")
        found = on_day(first, env.now, env.timezone) if first and rest else None
        if found is not None and not cut_spans(first, found.spans).strip(" .!,") and any(
                r.explicit and r.intent not in ("unknown", "none") for r in read(rest[0])):
            return None  # "the 21st, and add milk": a request after the date
        answer = first
    if found is None or cut_spans(answer, found.spans).strip(" .!,"):
        return None
    params = found.due_params() if ctx.pending_slot == "due" else found.params()
    if not params:
        return None
    said = f"Answers the pending question about the {ctx.pending_slot}."
    return [Reading(str(ctx.pending_intent), params, 0.9, said)]
