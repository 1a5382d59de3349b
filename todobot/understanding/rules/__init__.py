"""Offline, rule-based understanding: deterministic, no network, well under a millisecond per message.

Pipeline: clean the text -> whole-message conversation acts (hi, thanks, yes/no, cancel, undo, help)
-> a correction ("no, I meant the other one") or a change of mind ("add milk, no wait, oat milk")
-> an answer to a pending question -> prompt-injection guard
-> compound split -> one reading per clause -> a date said with a new task becomes its reminder
-> `Understanding` with one step per action.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import date, datetime

from todobot.intents.move_reminder import SAME_DAY, SAME_TIME
from todobot.timezones import zone
from todobot.understanding.model import ConversationContext, Understanding
from todobot.understanding.rules.commands.add import ASKS_FOR_TASK
from todobot.understanding.rules.commands.priority import phrase_level
from todobot.understanding.rules.commands.reminder_admin import reminder_dropped, reminders_only
from todobot.understanding.rules.commands.skip import skip_called_off, skip_rule
from todobot.understanding.rules.compound import (
    HOW_THINGS_ARE,
    MORE_ADDED,
    NAMED_ONLY,
    SAME_FOR,
    dated_name,
    split_clauses,
)
from todobot.understanding.rules.conversation import (
    LEADING_SOCIAL,
    answer_and_parting,
    conversation_act,
    leading_answer,
    sign_off,
    undo_amount,
    undo_said_last,
)
from todobot.understanding.rules.dates import CLOCK_SAID, TIME_ALONE, date_alone, extract_when, on_day, warm_up
from todobot.understanding.rules.exceptions import yes_except, yes_only
from todobot.understanding.rules.follow_up import (
    DUE_SAID,
    WHEN_THEN_WHAT,
    added_again,
    date_fixed,
    day_said_again,
    follow_up,
    goes_on_with_last,
    new_value_of_it,
    reminder_again,
    reminder_of_value,
    reminder_said_again,
    same_day_added,
    times_each_reminded,
)
from todobot.understanding.rules.intents import (
    HEDGED_ADD,
    classify_clause,
    clause_start,
    explicit_command,
    starts_with_data_command,
)
from todobot.understanding.rules.lexicon import (
    COMPLETED_WORDS,
    OTHER_ASSISTANT,
    SUBJECT_THEN_VERB,
    TASK_NOUNS,
    TASK_VERBS,
)
from todobot.understanding.rules.params import finish_title, strip_filler, task_params
from todobot.understanding.rules.priority_phrases import said_priority
from todobot.understanding.rules.reading import Env, Reading, act, unknown
from todobot.understanding.rules.refs import DAY_TOKEN, ONE_OF_DAY_SAID, parse_refs
from todobot.understanding.rules.repair import broken_off, change_of_mind, correction
from todobot.understanding.rules.scope import injection, out_of_scope
from todobot.understanding.rules.slots import date_answered, fill_slot
from todobot.understanding.rules.text import THEN_WHY, capitalise, clean, squash

__all__ = ["understand_rules", "warm_up"]

_NON_TASK = ("none", "unknown")
# A check mark next to a task name ("✅ dentist appt", "gym ✔") reports it done.
_CHECK_MARK = re.compile("[\u2705\u2714\u2611\u2713]")


def understand_rules(
    text: str,
    *,
    context: ConversationContext | None = None,
    now: datetime | None = None,
    timezone: str | None = None,
) -> Understanding:
    """Read one user message. `now` fixes the clock (default: now in `timezone`, itself default UTC)."""
    tz_name = timezone or "UTC"
    tz = zone(tz_name)
    if now is None:
        now = datetime.now(tz)
    elif now.tzinfo is None:
        now = now.replace(tzinfo=tz)
    env = Env(now=now, timezone=tz_name, context=context)
    return _assemble(remind_dated_adds(_days_dated(read_message(text, env), env)))


def _days_named(text: str, env: Env, weekday_one: bool = True) -> str:
    """"whatever's due friday, move it to saturday", "the one due tomorrow is done": a task named by the day it is
    due stands as one reference (`DAY_TOKEN`), so its day is never read as the change or a new task's date."""
    def token(m: re.Match[str]) -> str:
        if m.group("day3") and (not weekday_one or not text[:m.start()].strip(" ,.!?")):
            return m.group(0)  # "the tuesday one" alone (or first) answers "which one?" as before
        found = on_day((m.group("day") or m.group("day2") or m.group("day3")).lower(), env.now, env.timezone)
        if found is None or not found.when or found.repeat_words:
            return m.group(0)
        if _MADE_DUE.search(text[:m.start()]) and _NOTHING_MORE.fullmatch(text[m.end():]):
            return m.group(0)  # "make that one due monday": "that one" made due then, not the one due then
        # "whatevers due tmrw push it a day": the comma left out before the request is put back
        said_next = _REQUEST_NEXT.match(text, m.end())
        named = DAY_TOKEN.format(datetime.fromisoformat(found.when[:10]))
        if m.group(0).lower().startswith("whatever"):  # "whatever's due tomorrow": all of that day's, however many
            named = named.replace("dueon", "anydueon")
        elif m.group("day3"):  # "the saturday one": the one due saturday, else the one called so
            named = named.replace("dueon", "nameddueon")
        return named + ("," if said_next else "")
    return ONE_OF_DAY_SAID.sub(token, text or "")


_MADE_DUE = re.compile(r"\b(?:make|set|have|get)\s+$", re.IGNORECASE)
_NOTHING_MORE = re.compile(r"\W*(?:(?:please|pls|instead|then|now|thanks|thx|actually)\W*)*", re.IGNORECASE)
# ("whatevers due tomorrow just tick it off": "just", "pls" before the request)
_REQUEST_NEXT = re.compile(r"\s+(?:(?:just|pls|please|so|then)\s+)?"
                           r"(?:move|mv|push|shift|bump|postpone|delay|make|mark|tick|delete|remove|bin|set|change|"
                           r"put|cancel|complete|finish|rename|drop)\b", re.IGNORECASE)


def _days_dated(readings: list[Reading], env: Env) -> list[Reading]:
    """A task named by the day it is due ("the one due friday", `parse_refs`) gets that day's date from the clock:
    its reference becomes the open tasks due then, of which the only one is meant."""
    for r in readings:
        ref = r.params.get("task_ref")
        if isinstance(ref, dict) and ref.get("day"):
            found = on_day(str(ref.pop("day")), env.now, env.timezone)
            if found is not None and found.when and not found.repeat_words:
                ref["due"] = found.when[:10]
            else:  # a day the clock cannot place: no filter to guess, so nothing is acted on unasked
                r.params["task_ref"] = {"kind": "title", "value": "whatever"}
    return readings


def _cancelled(text: str) -> bool:
    """The whole message is a cancel ("no need to worry about that"), though it starts like a refusal."""
    found = conversation_act(squash(text))
    return found is not None and found.act == "cancel"


# "HST remittance is due dec 31 but i want it done by the 15th": the date the speaker aims for is the one that counts
_OWN_DEADLINE = re.compile(
    r"(?P<due>\bdue\s+)(?:on\s+|by\s+)?[^,.;!?]+?\s*,?\s+but\s+(?:i|we)\s*(?:'?d|would|really|actually|'?m|am|'?re|are)?\s*"
    r"(?:want|wanna|like|need|plan|planning|hope|hoping|aim|aiming|prefer|rather)\s+(?:to\s+)?"
    r"(?:(?:have|get|do|finish|file|send|submit|pay|sort|be\s+done\s+with)\s+)?(?:it|them|that|this)?\s*"
    r"(?:done|finished|in|sent|filed|submitted|paid|sorted|out\s+of\s+the\s+way)?\s*(?=(?:by|before|on)\s+\S)",
    re.IGNORECASE)


# "also at the conference i want to ask about the naloxone program, add that": where (or when) it is to be done, said
# first, goes after the to-do it qualifies, so the to-do is what the title starts with
_WHERE_FIRST = re.compile(
    r"^(?P<lead>\W*(?:(?:also|and|oh|plus|ok|so)[\s,]+)*)(?P<where>(?:at|in|during|on)\s+(?:the|my|our|work|school|"
    r"church|home|uni|college|the\s+office)\b[^,.!?;]{0,40}?),?\s+(?P<need>(?:i|we)\s+(?:really\s+|also\s+|still\s+)?"
    r"(?:want|wanna|need|have|gotta|got|should|must|'?d\s+like|would\s+like)\s+(?:to\s+)?(?P<verb>[a-z]+)\b[^,.!?;]*)",
    re.IGNORECASE)


def _where_last(text: str) -> str:
    m = _WHERE_FIRST.match(text)
    if not m or m.group("verb").lower() not in TASK_VERBS:
        return text
    return f"{m.group('lead')}{m.group('need')} {m.group('where')}{text[m.end():]}"


# "i need to call the bank. can you help me", "need to book the dentist, can u help pls", "…, help me out": help asked
# with the thing just said, which adding it is — no task "Help me"
_HELP_TAIL = re.compile(r"(?:\s*[,.;!?-]+\s*|\s+(?=(?:so|and|pls|please|plz|can|could|would|will)\s))"
                        r"(?:(?:so|and|pls|please|plz)\s+)*(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+)?"
                        r"help(?:\s+(?:me|us))?(?:\s+out)?(?:\s+with\s+(?:that|this|it))?(?:\s+(?:pls|please|plz))?"
                        r"[\s?!.]*$", re.IGNORECASE)
# "no need to remind me, i'll remember", "dont remind me i'll remember it": no reminder wanted, nothing to add
_NO_REMINDER = re.compile(r"^\W*(?:(?:ok(?:ay)?|nah|no|oh|actually|it'?s\s+fine|that'?s\s+ok(?:ay)?)[\s,.!]+)*"
                          r"(?:(?:there'?s\s+)?no\s+need\s+to|(?:you\s+)?(?:don'?t|dont|do\s+not)\s+(?:need\s+to\s+)?)\s*"
                          r"remind\s+me(?:\s+(?:about|of)\s+(?:it|that|this))?(?:[\s,.;!-]+(?:(?:i'?ll|ill|i\s+will|i\s+can)"
                          r"\s+(?:remember|manage|be\s+fine|handle\s+it)(?:\s+(?:it|that))?(?:\s+(?:myself|on\s+my\s+own))?"
                          r"|i\s+(?:know|got\s+it|won'?t\s+forget)|(?:thanks|thx|ty)))*[\s!.]*$", re.IGNORECASE)


def read_message(text: str, env: Env) -> list[Reading]:
    """All the steps of one message, in order."""
    text = _NEARLY_DONE.sub(_more_time_for, text or "")
    asked = _asked_when(text)
    if asked and not any(r.intent in ("list_tasks", "list_reminders") for r in _read_message_whole(text, env)):
        text = asked  # a question read as an edit, a tick or out of scope: asked as the question it is
    kept = _LEAVE_OPEN.search(text)
    if kept and text[kept.end():].strip():
        return _left_open(_read_message_whole(text[:kept.start()] + " " + text[kept.end():], env))
    readings = _remark_last(text, _beside_out_of_scope(_read_message_whole(text, env)), env)
    return _named_elsewhere(text, _clock_told(text, readings))


# Words that name no task: pronouns, particles, helper verbs, counts ("34 of em", "move it up", "trash is out")
_NAMES_NOTHING = frozenset({
    "it", "its", "it's", "that", "this", "them", "em", "'em", "those", "these", "one", "ones", "up", "out",
    "off", "down", "over", "back", "is", "are", "was", "were", "be", "been", "make", "do", "get", "got", "done",
    "of", "and", "the", "a", "an", "to", "too", "also", "as", "well", "all", "both", "now", "then", "just", "lol"})
# A reason said after the request ("so its done before the banquet", "because the mover's coming") names no task
_REASON_CLAUSE = re.compile(r"\b(?:so\s+(?:that\s+)?(?=it|its|it's|we|i|she|he|they|the)|because|cause|cuz|coz|"
                            r"since|in\s+case)\b[^.!?;]*", re.IGNORECASE)
# A count said in the news ("34 of em", "6 parents showed", "80 ppl"): how many, never a task's number or name
_COUNT_SAID = re.compile(r"\b\d+\s+(?=of\b|[a-z]+s\b|ppl\b|people\b)", re.IGNORECASE)

_COUNT_OF = re.compile(r"[,\s]*\b(?:all\s+)?\d+\s+of\s+(?:them|em|'em|those|these)\b", re.IGNORECASE)


def _named_elsewhere(text: str, readings: list[Reading]) -> list[Reading]:
    """"period 2 essays graded!! 34 of em. done", "the toy drive too, move it up to the 12th", "…the FAFSA done by
    the 10th. move it and make it high priority": words read as the task's name that name nothing ("34 of em", "it
    up", "it and make it") leave the task to the rest of the message — its subject, not a reason or a count."""
    out = []
    for r in readings:
        ref = r.params.get("task_ref") if isinstance(r.params, dict) else None
        value = str((ref or {}).get("value") or "") if isinstance(ref, dict) and ref.get("kind") == "title" else ""
        words = _title_words(r)
        if value and all(w in _NAMES_NOTHING or w.isdigit() for w in words) and not all(w.isdigit() for w in words):
            if any(_names_a_task(other) and other.intent == r.intent for other in readings):
                continue  # "mark the dashboard as done, just now finished": the task is already named once
            said = _COUNT_SAID.sub(" ", _REASON_CLAUSE.sub(" ", text))
            r = replace(r, params={**r.params, "task_ref": {"kind": "pronoun", "said": said}})
        elif value and _COUNT_OF.search(value) and _COUNT_OF.sub("", value).strip():  # "lab reports marked, 12 of em"
            r = replace(r, params={**r.params, "task_ref": {**ref, "value": _COUNT_OF.sub("", value).strip(" ,")}})
        elif isinstance(ref, dict) and ref.get("kind") == "pronoun" and _COUNT_SAID.search(str(ref.get("said") or "")):
            said = _COUNT_SAID.sub(" ", str(ref["said"]))  # "only like 6 parents showed": a count, not period 6
            r = replace(r, params={**r.params, "task_ref": {**ref, "said": said}})
        out.append(r)
    return out


def _title_words(reading: Reading) -> list[str]:
    """The words a reading names its task by, when it names it by title (else none)."""
    ref = reading.params.get("task_ref") if isinstance(reading.params, dict) else None
    if not isinstance(ref, dict) or ref.get("kind") != "title":
        return []
    return re.findall(r"[\w']+", str(ref.get("value") or "").lower())


def _names_a_task(reading: Reading) -> bool:
    """Whether a reading names its task by words that are a name (not only "it", counts and particles)."""
    return any(w not in _NAMES_NOTHING and not w.isdigit() for w in _title_words(reading))


# "check #44 is still dec 10", "double check if the dentist is still at 3": asks whether — never a tick
_CHECK_ASKED = re.compile(
    r"^\s*(?:(?:ok|so|and|pls|please|hey|quick(?:ly)?|(?:can|could|would)\s+(?:you|u))[,\s]+)*(?:double[\s-]?)?"
    r"(?:check|verify|confirm)\s+(?:that\s+|if\s+|whether\s+|for\s+me\s+)?(?P<thing>[^.!?,;]+?)\s+"
    r"(?P<verb>is|are|'s)\s+(?P<rest>(?:still|due|on|at|set|for|scheduled|booked)\b[^.!;]*)[.!?\s]*$", re.IGNORECASE)

_WHEN_WORD = (r"(?:(?:at|on|due|for|by)\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a|p)?(?:st|nd|rd|th)?|"
              r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|tmrw|tmr|tonight|today|noon|"
              r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{1,2}(?:st|nd|rd|th)?|"
              r"the\s+\d{1,2}(?:st|nd|rd|th))")
# "ok and the uhaul pickup is 7 right", "is the dentist still at 3?", "trophies are still dec 10 yeah?": whether a
# task is when the user thinks — a question about that task, never an edit or out of scope
_WHEN_CONFIRMED = re.compile(
    r"^\s*(?:(?:ok(?:ay)?|so|and|just|wait|hey|oh)[,\s]+)*(?:"
    rf"(?:is|are)\s+(?P<thing>(?:the|my|our|that)\s+[^.!?,;]+?)\s+(?:still\s+)?{_WHEN_WORD}\s*"
    r"(?:right|correct|yeah|yes|yea)?|"
    rf"(?P<subject>(?:the|my|our|that)\s+[^.!?,;]+?)\s+(?:is|are|'s)\s+(?:still\s+)?{_WHEN_WORD}\s*,?\s*"
    r"(?:right|correct|yeah|yes|yea|no|isn'?t\s+it|aren'?t\s+they)"
    r")\s*[?.!]*\s*$", re.IGNORECASE)


# "is the tube running today", "is the a9 ok to drive tonight", "is the gym busy at 6": how a thing is at a time —
# the world's state, out of scope — not when a task is
_STATE_SAID = re.compile(r"\b(?:\w+ing|ok|okay|safe|busy|free|quiet|packed|on|off|to\s+\w+)\s*$", re.IGNORECASE)


def _asked_when(text: str) -> str | None:
    """"check #44 is still dec 10" (a question, never a tick), "ok and the uhaul pickup is 7 right", "is the dentist
    still at 3?" (when it is, from that task): the question those ask, or None."""
    checked = _CHECK_ASKED.match(text)
    if checked and not re.search(r"\b(?:which|what|remind\w*|or)\b", checked["thing"], re.IGNORECASE):
        text = f"{checked['verb']} {checked['thing']} {checked['rest']}"
    confirm = _WHEN_CONFIRMED.match(text)
    thing = confirm and (confirm["thing"] or confirm["subject"])
    if thing and not re.search(r"\b(?:remind\w*|or|open|closed)\b", thing, re.IGNORECASE) \
            and not _STATE_SAID.search(thing):
        return f"when is {thing} due"
    return text if checked else None

# The message's last sentence: "…, mark it done. doctor says keep the losartan"
_LAST_SENTENCE = re.compile(r"(?<=[\w')\]])[.!?]+\s+(?P<last>[^.!?]+?)[\s.!?]*$")


def _remark_last(text: str, readings: list[Reading], env: Env) -> list[Reading]:
    """"keynote done. also the cardiology went fine, mark it done. doctor says keep the losartan", "mark 4 done and 3
    too. thanks": a remark said last (no request of its own) takes nothing away from what the sentences before it
    ask — when they ask more without it, that is what the message asks."""
    last = _LAST_SENTENCE.search(text)
    if last is None or (len(readings) > 1 and all(r.explicit and r.intent not in _NON_TASK for r in readings)):
        return readings
    asked = [r for r in readings if r.explicit and r.intent not in _NON_TASK]
    if not asked or any(r.act for r in readings):
        return readings
    alone = _read_message_whole(last.group("last"), env)
    if any((r.explicit and r.intent not in _NON_TASK) or r.act not in (None, "thanks") for r in alone):
        return readings  # ("delete 4... no wait keep it": a change of mind, never a remark)
    before = _beside_out_of_scope(_read_message_whole(text[:last.start()], env))
    said = [r for r in before if r.explicit and r.intent not in _NON_TASK]
    if len(said) > len(asked) and all(any(r.intent == b.intent and r.ref == b.ref for b in said) for r in asked):
        return before
    return readings


# What a date of "it" changes: a due said alone ("its tuesday night")
_DATE_ASKED = re.compile(r"\b(?:push|move|make|change|set|shift|put|bump|reschedule|due|remind)\b", re.IGNORECASE)
_DATE_OF_IT = frozenset({"task_ref", "due", "at_time", "at_time_loose"})


def _clock_told(text: str, readings: list[Reading]) -> list[Reading]:
    """"ok now its tuesday night, im packing", "its sunday here already": the day or time it is for the user, told at
    the start, is no new date for the task just talked about; what else the message asks still stands."""
    if not CLOCK_SAID.match(clean(text)) or _DATE_ASKED.search(text):
        return readings  # ("its friday evening here, push it to monday": the move asked stands)
    kept = [r for r in readings if not (r.intent == "update_task" and (r.ref or {}).get("kind") == "pronoun"
                                        and set(r.params) <= _DATE_OF_IT)]
    return kept if len(kept) == len(readings) else kept or [unknown(0.3, "Says what day or time it is: news.")]


def _beside_out_of_scope(readings: list[Reading]) -> list[Reading]:
    """"quick, add 38 and 54 together": a lead read as nothing ("quick") beside a request the bot does not do is that
    request alone — one answer that it is out of scope, not a shrug and then that answer."""
    if len(readings) > 1 and all(r.intent in _NON_TASK for r in readings) \
            and any(r.act == "out_of_scope" for r in readings) \
            and all(r.act == "out_of_scope" or (r.intent == "unknown" and r.act is None) for r in readings):
        return [r for r in readings if r.act == "out_of_scope"][:1]
    return readings


# "the costume is basically done, just the sequins. give me till wed lunchtime for that": not done yet — more time
# for it, so a move of that task (never a tick)
_NEARLY_DONE = re.compile(
    r"(?:\b(?:and|but|also|plus)\s+)?(?P<thing>\b(?:the|my|our|her|his)\s+[\w'&-]+(?:\s+[\w'&-]+){0,4}?)\s*(?:\s+is|'s|\s+are)\s+"
    r"(?:basically|almost|nearly|mostly|practically|pretty\s+much|just\s+about|all\s+but|90%|\d0\s*%)\s+"
    r"(?:done|finished|sorted|ready|complete|there)"
    r"(?:\s*[,-]*\s*(?:just|only|except(?:\s+for)?|bar|apart\s+from|minus|but)\s+[^.!?;]*?)?\W*\s*"
    r"(?:(?:so|and|but)\s+)?(?:give\s+me|gimme|i\s+need|need|i'?ll\s+have\s+it\s+done)\s+"
    r"(?:till|until|til|'til|untill|to|by)\s+(?P<when>[^.!?;,]+?)(?:\s+(?:for|on)\s+(?:that|it|this|the\s+rest))?"
    r"(?=[.!?;,]|$)", re.IGNORECASE)


def _more_time_for(m: re.Match[str]) -> str:
    when = re.sub(r"\blunch\s*time\b|\blunch\b", "12pm", m.group("when"), flags=re.IGNORECASE)
    return f"{'. ' if m.start() else ''}push {m.group('thing')} to {when}"


# "chased 3 of the invoices … leave it open but push it to wednesday": what was done is no tick of the task
_LEAVE_OPEN = re.compile(
    r"\b(?:(?:pls|please)\s+)?(?:leave|keep)\s+(?:it|that|this|that\s+one|the\s+task)\s+(?:open|pending|unticked|undone|"
    r"on\s+(?:the|my)\s+list|as\s+is)(?:\s+(?:tho|though|for\s+now))?\s*(?:,\s*|\s+)(?:but|and|just)?\s*"
    r"|\b(?:but\s+)?(?:don'?t|dont|do\s+not)\s+(?:mark|tick|close)\s+(?:it|that)(?:\s+(?:off|done|as\s+done))?"
    r"(?:\s+yet)?\s*(?:,\s*|\s+)(?:but|and|just)?\s*", re.IGNORECASE)


def _left_open(readings: list[Reading]) -> list[Reading]:
    """The ticks dropped; the task they named is the "it" of the change asked for."""
    ticks = [r for r in readings if r.intent == "complete_task" and not r.explicit]
    rest = [r for r in readings if r not in ticks]
    if not ticks or not rest:
        return readings
    for r in rest:
        if (r.ref or {}).get("kind") == "pronoun" and ticks[-1].ref:
            r.params["task_ref"] = dict(ticks[-1].ref)
    return rest


# "off to the dentist rn, when i get back remind me at 1 to …", "once ur free can you add …": when the user will be
# back or free only says why the request comes now; the request (and the time in it) is all that is asked
_WHEN_FREE = re.compile(
    r"(?:^|(?<=[,.;!?]\s)|(?<=[,.;!?]))\s*(?:when|once|after|as\s+soon\s+as|whenever)\s+(?:i|you|u|ya|we)"
    r"(?:'?m|'?re|\s+am|\s+are|'?ve|\s+have|'ll|\s+will)?\s+(?:get|got|come|am|are|be|is|back|home|free|done|out)?\s*"
    r"(?:back|home|in|out|free|done|finished|a\s+(?:chance|sec|second|minute|mo|moment)|off\s+(?:work|shift)|"
    r"back\s+home|(?:back\s+)?to\s+(?:my\s+|the\s+)?(?:desk|office|car|hotel|laptop|computer))"
    r"(?:\s+(?:later|tonight|again))?\s*,?\s+"
    r"(?=(?:remind|add|put|pop|stick|move|push|set|schedule|can|could|would|will|pls|please|plz|make|ping)\b)",
    re.IGNORECASE)


# "would you be so kind as to move …", "could you possibly push …", "be a love and add …": the courtesy asks nothing
_COURTESY = re.compile(
    r"^\s*(?:(?:hi|hey|hello|ok|okay|so)[\s,!]+)?(?:(?:would|could|can|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+)?"
    r"(?:be\s+so\s+kind\s+as\s+to|be\s+kind\s+enough\s+to|kindly|possibly|perhaps|be\s+an?\s+(?:dear|love|star|angel|"
    r"legend|gem)\s+and|do\s+me\s+a\s+favou?r\s+and)|(?:be\s+an?\s+(?:dear|love|star|angel|legend|gem)|"
    r"do\s+me\s+a\s+favou?r)\s+and|if\s+(?:you|u)\s+(?:would|could)\s+be\s+so\s+kind(?:\s+as\s+to)?,?|"
    r"i\s+(?:would|'d)\s+be\s+grateful\s+if\s+(?:you|u)\s+(?:could|would))\s+",
    re.IGNORECASE)
# "put renew the van insurance on for the 10th of dec", "stick the boiler service in for friday": put on the list,
# dated — an add (the date is checked: "put the heating on for an hour" is no such thing)
_PUT_ON_FOR = re.compile(
    r"(?P<lead>(?:^|.*?[.!?,;]\s+)(?:(?:oh|and|also|so|then|please|pls|plz|can\s+you|could\s+you|can\s+u|just)\s+)*)"
    r"(?:put|stick|pop|bung|chuck|pencil|whack|slap|throw)"
    r"(?:\s+(?P<first>in|down|on)(?!\s+(?:for|on)\b))?\s+(?P<what>(?:(?!\b(?:on|in|down)\s+(?:for|on)\b)[^.!?,;])+?)"
    r"\s+(?(first)|(?:on|in|down)\s+)(?P<when>(?:for|on)\s+.+)$",
    re.IGNORECASE)


def _put_on_for(text: str, env: Env) -> tuple[str, str | None]:
    """The message with "put X on for <day>" said as an add, and X when said as "the/my X" (a task that may already
    be there: moved if it is, added if not)."""
    m = _PUT_ON_FOR.match(text)
    if not m or re.match(r"(?:it|that|this|them|those|the\s+reminder)\b|.*\b(?:one|task|thing)s?$|"
                         r"(?:task\s+)?#?\s*\d+$", m.group("what"), re.IGNORECASE):
        return text, None  # "put the sign one down for saturday", "pencil #3 in for friday": a task there, moved
    head = re.split(r"[,;.!]|\s+(?:and|n|&)\s+", m.group("when"), maxsplit=1)[0]
    day = re.sub(r"^(?:for|on)\s+", "on ", head, flags=re.IGNORECASE)  # "for the 5th" is the day, as "on the 5th"
    if extract_when(day, env.now, env.timezone) is None:
        return text, None
    what = re.sub(r"^(?:the|my|our)\s+", "", m.group("what"), flags=re.IGNORECASE)  # "put the oil change on …"
    rest = re.sub(r"^(\s*,?)\s+n\s+", r"\1 and ", m.group("when")[len(head):])  # "… for the 5th n make it urgent"
    return f"{m.group('lead')}add {what} {day}{rest}", (what if what != m.group("what") else None)


def _moved_if_there(readings: list[Reading], named: str | None) -> list[Reading]:
    """"and put the glue sticks down for friday": the add read from "put the X on for <day>" becomes a move of X
    when X is on the list, and stays an add (unasked) when it is not."""
    if not named:
        return readings
    out = []
    for r in readings:
        title = str(r.params.get("title") or "")
        if r.intent == "add_task" and title.lower() == named.lower():
            params = {k: v for k, v in r.params.items() if k in ("due", "repeat", "priority")}
            ref = {"kind": "title", "value": named}
            r = Reading("update_task", {"task_ref": ref, **params, "or_add": title, "or_add_sure": True},
                        r.confidence, "Put on for a day: moved if there, else added.")
        out.append(r)
    return out


# "add bins every thursday, stop after new years": where the repeat ends, said as a clause of its own, is its end
_STOP_AFTER = re.compile(r"(?P<repeat>\b(?:every|each|daily|weekly|monthly|fortnightly)\b[^.!?]*?)\s*[,;-]\s*"
                         r"(?:(?:and|but|then|pls|please)\s+)*(?:stop|end|finish)(?:\s+(?:it|them|that|the\s+repeats?|repeating))?\s+"
                         r"(?P<how>after|on|by)\s+(?=\S)", re.IGNORECASE)


def _read_message_whole(text: str, env: Env) -> list[Reading]:
    text = _COURTESY.sub("please ", text or "", count=1)
    text = _STOP_AFTER.sub(lambda m: f"{m.group('repeat')} "
                           f"{'through' if m.group('how').lower() == 'after' else 'until'} ", text, count=1)
    text, put_named = _put_on_for(_WHEN_FREE.sub(" ", text or "").strip(), env)
    text = _where_last(_OWN_DEADLINE.sub(r"\g<due>", text or ""))
    text = _both_moved_to_day_said(_reminder_too(text), env)
    readings = _read_message(_days_named(text, env, weekday_one=False), env)
    said = _WEEKDAY_ONE.search(text)
    if said and any(r.intent == "add_task" and said.group(0).lower() in str(r.params.get("title") or "").lower()
                    for r in readings):
        # "make the saturday one 7am": read as a chore "Make the saturday one", its day taken for the date; it is
        # the task due saturday (else the one called so), given its time
        named = _read_message(_days_named(text, env), env)
        if not any(r.intent == "unknown" or "dueon" in str(r.params.get("title") or "") for r in named):
            return named
    return _moved_if_there(readings, put_named)


_WEEKDAY_ONE = re.compile(r"\b(?:the|that)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:one|task)\b",
                          re.IGNORECASE)


def _read_message(text: str, env: Env) -> list[Reading]:
    if _NO_REMINDER.match(text.strip()):
        return [act("deny", 0.9, "Says no reminder is needed: nothing to add or schedule.")]
    helped = _HELP_TAIL.search(text)
    if helped and helped.start() > 0 and not _help_asked_last(text):
        before = _read_whole(text[:helped.start()], env)
        if before and all(r.intent not in _NON_TASK for r in before):
            return before
    other_day = _no_with_date(text, env)
    if other_day:
        return [other_day]
    answered = _none_offered_then_meant(text, env) or _answer_then_parting(text, env) or _answer_leads(text, env)
    if answered:
        return answered
    elsewhere = _asked_elsewhere(text, env)
    if elsewhere:
        return elsewhere
    said = clean(text or "")
    head = _repeat_said_before(said, env)
    if head != said:  # "… every month on the 3rd, can u set that as repeating": asked for, so no mere offer
        return [replace(r, confidence=max(r.confidence, 0.9), explicit=True) if r.intent == "add_task"
                and r.params.get("repeat") else r for r in _read_whole(head, env)]
    grouped = _group_named_before(text)
    if grouped == text and said != text and _group_named_before(said) != said:
        grouped = _group_named_before(said)  # "… christmas do 😒 bin everything for it": the emoji a pause, once clean
    dropped = reminder_dropped(said, env)
    if dropped:  # "the tuesday reminder is useless now, cancel that one": that reminder, not the task
        return dropped
    readings = _news_named_it(said, _read_whole(grouped, env))
    if all(r.intent == "unknown" for r in readings):
        return _salvaged(clean(text or ""), env) or _offered_among_news(clean(text or ""), env) or readings
    readings = _news_left_out(text, readings, env) or readings
    readings = _trip_told(_reminder_cancelled_why(_said_before_it(text, _why_removed(readings), env), text, env), text)
    readings = _news_of_the_change(_why_of_the_new_time(said, readings))
    readings = _both_named_before(said, _apology_dropped(said, readings))
    return _dated_todos(said, readings, env) or _number_said_too(said, _one_more_added(said, readings, env))


_CHANGES = ("update_task", "complete_task", "delete_task", "reopen_task")
# "…, first tour's at 8 now", "…, the ferry leaves at 6 now", "… - class starts at 9 these days": after a new time for
# "it", a thing said to be at (or start, leave, open at) some time, with no "and"/"also" to make it a second change
_TIME_AS_WHY = re.compile(
    r"^(?:(?:cos|cause|because|since|as|coz|bc)\s+)?(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?"
    r"(?!and\b|also\b|plus\b)[\w'-]+(?:\s+[\w'-]+){0,3}?(?:'s|\s+is|\s+are|\s+was|\s+(?:starts?|begins?|leaves?|"
    r"opens?|kicks\s+off|goes|departs?|arrives?|gets\s+in|finishes|ends|moved|changed)(?:\s+now)?)\s+"
    r"(?:now\s+)?(?:at|from|for|to)\s+\d[^,;.!]*$", re.IGNORECASE)


def _why_of_the_new_time(said: str, readings: list[Reading]) -> list[Reading]:
    """"actually make it 7:30, first tour's at 8 now": a new time for "it", then when something else is (the reason
    for the change) is that one change, neither a move of a task named by the reason nor a new task."""
    if len(readings) != 2 or readings[0].intent != "update_task" or readings[0].ref != {"kind": "pronoun"} \
            or not ("at_time" in readings[0].params or "due" in readings[0].params) \
            or readings[1].intent not in ("update_task", "add_task") or "add" in said.lower().split():
        return readings
    pieces = THEN_WHY.split(said.strip(), maxsplit=1)
    if len(pieces) == 2 and _TIME_AS_WHY.match(pieces[1].strip(" .!")):
        return readings[:1]
    return readings


def _news_of_the_change(readings: list[Reading]) -> list[Reading]:
    """"council change bin day. change bins to every tuesday": a piece only offered as a to-do (never asked for) that
    shares a word with the task a request right after it changes is the news of that change, not a to-do."""
    def stems(words: str) -> set[str]:
        return {w.rstrip("s") for w in re.findall(r"[a-z0-9']{3,}", words.lower())} - _NO_STEMS
    out: list[Reading] = []
    for i, r in enumerate(readings):
        later = [n for n in readings[i + 1:] if n.intent in _CHANGES and n.explicit
                 and (n.ref or {}).get("kind") == "title"]
        if r.intent == "add_task" and not r.explicit and later \
                and stems(str(r.params.get("title") or "")) & stems(str(later[0].ref.get("value") or "")):
            continue
        out.append(r)
    return out if any(r.intent not in _NON_TASK for r in out) else readings


_NO_STEMS = frozenset(("the", "and", "one", "task", "thing", "for", "with"))


# "SORRY PHONE IN POCKET. ADD …", "soz wrong chat - delete the gym one": what an apology is for, said before a request
_APOLOGY_PIECE = re.compile(r"(?:^|[.!?;]\s+|\s[-–]\s)(?:(?:oh|ah|oops|whoops|lol)[\s,]+)*(?:sorry|soz|sry|apologies|"
                            r"my\s+bad|oops|whoops)\b[\s,:]*(?P<why>[^.!?;]+)", re.IGNORECASE)


def _apology_dropped(text: str, readings: list[Reading]) -> list[Reading]:
    """The reason given with an apology ("sorry phone in pocket", "soz wrong chat") is no task, when a request of
    its own is said beside it: only a maybe-add read from the words after the apology is dropped."""
    if len(readings) < 2 or not any(r.explicit and r.intent not in _NON_TASK for r in readings):
        return readings
    whys = {m.group("why").strip(" ,-–").lower() for m in _APOLOGY_PIECE.finditer(text)}
    kept = [r for r in readings if not (r.intent == "add_task" and not r.explicit
                                        and str(r.params.get("title") or "").strip().lower() in whys)]
    return kept or readings


# "move the pickup to 5:45 and the reminder too", "push the dentist to 3, reminder as well": the task's reminders
# still to come move with its due (the store keeps them as far before it as they were), so that part is done by the
# move itself and is never read as a task of its own
_REMINDER_TOO = re.compile(
    r"^(?P<move>.*\b(?:move|mv|push|shift|bump|change|reschedule|put|make)\b.+?\s(?:to|till|until|for)\s+\S.*?)"
    r"\s*(?:,\s*|\s+)(?:and\s+|&\s+|\+\s+)?(?:(?:move|shift|push|bump|change)\s+)?(?:the|its|her|his|my|their)?\s*"
    r"(?:reminders?|alerts?|reminder\s+for\s+it)(?:\s+(?:with\s+it|with\s+them|along\s+with\s+it|accordingly))?"
    r"(?:\s+(?:too|as\s+well|also|aswell|pls|please|thanks|thx))*\W*$", re.IGNORECASE)


def _reminder_too(text: str) -> str:
    """The move alone of "move X to T and the reminder too": the reminder moves with the due (`_REMINDER_TOO`)."""
    m = _REMINDER_TOO.match(text)
    return m.group("move") if m else text


# "hydro and rogers - i'm going to pay them both on monday dec 7 when i do the store bills. move both": the tasks
# named first, the day told in the remark after them, then "move both" — those tasks moved to that day
_BOTH_MOVED = re.compile(
    r"^(?P<names>[\w'&#-]+(?:\s+[\w'&#-]+){0,4}?\s+(?:and|&|n|\+)\s+[\w'&#-]+(?:\s+[\w'&#-]+){0,4}?)"
    r"\s*(?:\s[-–]|:|,)\s+(?P<remark>[^.!?;]+?)\s*(?:[.!;]+|,|\s[-–])\s+(?:(?:so|pls|please|just|ok|can\s+you|"
    r"could\s+you)\s+)*(?P<verb>move|mv|push|shift|bump|reschedule|change)\s+(?:them\s+both|both\s+of\s+them|both|"
    r"them(?:\s+all)?|em|'em|those|these|those\s+two|these\s+two)(?:\s+(?:then|pls|please|over|too|thanks|thx))*\W*$",
    re.IGNORECASE)


def _both_moved_to_day_said(text: str, env: Env) -> str:
    """"X and Y - <remark with a day>. move both" said as "move X and Y to <that day>" (`_BOTH_MOVED`)."""
    m = _BOTH_MOVED.match(text)
    if not m:
        return text
    remark = m.group("remark")
    found = extract_when(remark, env.now, env.timezone)
    if found is None or not found.when or found.repeat_words or found.vague_only or not found.spans:
        return text
    day = " ".join(remark[s:e] for s, e in found.spans)
    day = re.sub(r"^(?:on|by|for|at)\s+", "", day.strip(), flags=re.IGNORECASE)
    return f"{m.group('verb')} {m.group('names')} to {day}"


def _one_more_added(text: str, readings: list[Reading], env: Env) -> list[Reading]:
    """"and the short dated stock return, due wednesday" right after an add: one more thing to add, said the way a
    fact about a task is ("X, due wednesday") — a task on the list with those words is still the one changed, but
    with none, it is added without asking (the "and" said it is more of the same)."""
    if len(readings) != 1 or not MORE_ADDED.match(text) or not env.context \
            or (env.context.last_action or {}).get("intent") != "add_task":
        return readings
    r = readings[0]
    if r.intent != "update_task" or not r.params.get("or_add") or (r.ref or {}).get("kind") != "title" \
            or not r.params.get("due"):  # ("and calculator whenever": a priority alone is still offered)
        return readings
    return [replace(r, params={**r.params, "or_add_sure": True})]


# "place the mckesson order by monday noon and do the stock return before thursday": two to-dos, each said with a verb
# and a date of its own, joined by "and" (after any topic said first: "ok supplier stuff. …")
_TODOS_JOINED = re.compile(r"(?P<todo>(?P<verb>[a-z]+)\s+\S.*?\s(?:and|&)\s+(?:then\s+|also\s+)?"
                           r"(?P<verb2>[a-z]+)\s+\S.*)$", re.IGNORECASE)
_TODO_STARTS = re.compile(r"^|[.!?:;]\s+|\s-\s")


_ORDER_VERBS = frozenset(("place", "lodge", "hand"))  # "place the order", "lodge the claim", "hand in the form"


def _dated_todos(text: str, readings: list[Reading], env: Env) -> list[Reading] | None:
    """Two to-dos said bare, each with its own date, are the two tasks "add …" would make of them — not one task
    whose title runs on through the first date (nor a question about it). Only when the message read as nothing
    else: no command of another kind."""
    if not readings or not all(r.intent in ("add_task", "unknown", "out_of_scope") or (
            r.intent == "update_task" and r.params.get("or_add")) for r in readings):
        return None
    if any(r.intent == "add_task" and r.explicit and r.params.get("due") for r in readings) and len(readings) > 1:
        return None  # already read as several dated adds
    verbs = TASK_VERBS | _ORDER_VERBS
    m = next((m for start in _TODO_STARTS.finditer(text) if (m := _TODOS_JOINED.match(text, start.end()))
              and m.group("verb").lower() in verbs), None)
    if not m or m.group("verb2").lower() not in verbs:
        return None
    found = _read_clauses(f"add {m.group('todo')}", env)
    if len(found) < 2 or not all(r.intent == "add_task" and r.params.get("title") and r.params.get("due")
                                 for r in found):
        return None
    return found


# "#9" said on its own beside the words naming the task ("first night shift done, tick it off. #9", "(#4)")
_HASH_NUMBER = re.compile(r"(?<![\w#])#\s?(\d{1,5})\b")


def _number_said_too(text: str, readings: list[Reading]) -> list[Reading]:
    """A task named by words (or "it") and by its number in the same message is the task with that number: the number
    is what the user checked, the words may fit several tasks ("night shift" of three). Only one number said, for one
    task acted on."""
    numbers = {m.group(1) for m in _HASH_NUMBER.finditer(text)}
    acting = [r for r in readings if isinstance(r.params.get("task_ref"), dict)]
    if len(numbers) != 1 or len(acting) != 1 or len(readings) != 1:
        return readings
    ref = acting[0].params["task_ref"]
    if ref.get("kind") not in ("title", "pronoun") or "due" in ref:
        return readings
    number = int(next(iter(numbers)))
    if any(isinstance(v, str) and _HASH_NUMBER.search(v) for v in acting[0].params.values()):
        return readings  # "rename night shift to shift #2": the number is in the new name
    return [replace(acting[0], params={**acting[0].params, "task_ref": {"kind": "number", "value": number}})]


# "neither! the kavya gift and card, 24 and 26", "none of those - 12": none of the tasks offered, then the ones meant
_NONE_OFFERED = re.compile(r"^(?:(?:no+|nah|nope|oh|ugh|lol|haha)[\s,!.]+)*"
                           r"(?:neither(?:\s+of\s+(?:them|those|these|the\s+two))?|"
                           r"none\s+of\s+(?:them|those|these)|not\s+(?:either|any)\s+of\s+(?:them|those|these)|"
                           r"not\s+(?:them|those|these)|wrong\s+ones?)\s*[!.,;:–-]+\s*(?:(?:i\s+)?meant\s+)?(?P<rest>\S.*)$",
                           re.IGNORECASE)
# "its a new one.", "this is a different task -", "new one:": none of the tasks offered, a new one meant
_A_NEW_ONE = re.compile(r"(?:(?:it'?s|its|it\s+is|this\s+is|that'?s|thats|this'?s)\s+)?(?:a\s+|an\s+)?(?:brand\s+)?"
                        r"(?:new|different|separate|another|other)(?:\s+(?:one|task|thing|item))?\s*[!.,;:–-]*\s*",
                        re.IGNORECASE)
# "…, 24 and 26": the numbers said after the words, which say it surest
_NUMBERS_TAIL = re.compile(r"[,;:–-]\s*(?P<numbers>#?\d{1,5}(?:\s*(?:,|&|and|\+)\s*#?\d{1,5})*)\W*$", re.IGNORECASE)


def _none_offered_then_meant(text: str, env: Env) -> list[Reading] | None:
    """With "which one?" open, "neither! the kavya gift and card, 24 and 26": none of the tasks offered, and then the
    ones meant — the answer, never a cancel. The numbers, when said beside the words, are the answer."""
    context = env.context
    m = _NONE_OFFERED.match(text.strip())
    if context is None or context.pending_slot != "task_ref" or not context.pending_intent or not m:
        return None
    rest = m.group("rest")
    fresh = _A_NEW_ONE.match(rest)
    if fresh and fresh.end() < len(rest):
        # "none of those, its a new one. add redo the kitchen layout by wed": no task offered is meant, the request
        # after says what to add (the question dropped)
        added = read_message(rest[fresh.end():], env)
        if added and all(r.explicit and r.intent == "add_task" and r.params.get("title") for r in added):
            return added
    numbers = _NUMBERS_TAIL.search(rest)
    found = read_message(numbers.group("numbers") if numbers else rest, env)
    if found and all(r.intent == context.pending_intent and (r.ref or {}).get("kind") in ("number", "title")
                     for r in found):
        return found  # ("neither, thats all sorted": no task meant, so none of them)
    return None


def _answer_then_parting(text: str, env: Env) -> list[Reading] | None:
    """"yes thx, thats it for today, bye!", "no thats fine, bye", "the 2nd one thx": with a question pending, an answer
    said with thanks or a goodbye is that answer (then the goodbye, a step of its own, so the reply can end with
    it; thanks need no step). The answer is read as if said alone; it must answer: a yes, a no, a never mind, or
    the thing asked for ("which one?" "the 2nd one"). Only thanks or a goodbye ("thanks", "ok, bye") is no answer."""
    context = env.context
    if context is None or not (context.awaiting_confirmation or context.pending_slot):
        return None
    read = [(read_message(head, env), parting) for head, parting in answer_and_parting(text, squash)]
    # a yes or a no first ("no its fine thanks" is a no, never a task called "no its"), then the thing asked for
    found = next(((r, p) for r, p in read if r and r[0].act in ("confirm", "deny", "cancel")), None) or next(
        ((r, p) for r, p in read if r and context.pending_slot and r[0].intent == context.pending_intent
         and context.pending_slot in r[0].params), None)
    if found is None:
        return None
    answer, parting = found
    return [*answer, act("bye", 0.9, "A goodbye said with the answer.")] if parting == "bye" else answer


_SOCIAL_ACTS = ("thanks", "bye", "greet")
# The task meant named in the rest: "the oat one", "#3", "task 2", "i meant …"
_OTHER_NAMED = re.compile(r"\b(?:i\s+mean[t]?|meant|the\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?\s+(?:one|task)|task\s+#?\d+|"
                          r"number\s+\d+)\b|#\s*\d", re.IGNORECASE)
_ONLY_OK = re.compile(r"^(?:ok(?:ay)?|k|kk|alright|all\s+right|right|cool|fine|grand|lovely|great|perfect|nice)\b",
                      re.IGNORECASE)
_SAID_FIRST = re.compile(r"^(?:(?:ach|och|aw+|ah+|oh+|well|um+|uh+|hmm+|eh|just)\s+)+", re.IGNORECASE)


def _answer_leads(text: str, env: Env) -> list[Reading] | None:
    """With a yes/no question open, a reply that opens with its answer ("naw hang on, keep it, skipper'll want it
    done", "yeah righto", "ach just leave it the now") is that answer: what is said after it is the why or chatter.
    Not when the rest is a request of its own ("no, move it to friday"), names a day or time ("no, at 3pm"), or
    points at another task ("no, the other one") — those keep their own readings."""
    context = env.context
    if context is None or not context.awaiting_confirmation:
        return None
    found = leading_answer(clean(text or ""), squash)
    if found is None:
        return None
    name, rest = found
    if rest and name == "confirm" and _ONLY_OK.match(_SAID_FIRST.sub("", squash(text)).strip() or "ok"):
        return None  # "ok thanks", "ok, bye": an acknowledgement on the way out answers nothing
    if rest and _OTHER_NAMED.search(rest):
        return None  # "no wait, the oat one i mean": another task named, a correction
    if rest:
        when = extract_when(rest, env.now, env.timezone)
        if when is not None and (when.when or when.spans):
            return None
        bare = Env(env.now, env.timezone, None)
        # the rest read alone and as a reply to the question ("urgent", "the oat one i mean" answer it further)
        for r in [*read_message(rest, bare), *read_message(rest, env)]:
            if r.intent == "unknown" or r.act in _SOCIAL_ACTS:
                continue
            if r.act in ("deny", "cancel") and name != "confirm" and not r.params:
                continue
            return None
    return [act(name, 0.9, f"A '{name}' said first, answering the question; the rest is why or chatter.")]


def _why_removed(readings: list[Reading]) -> list[Reading]:
    """"sold it last week thank god, bin all of them", "moved out in june so delete those": what happened to "it",
    told only in the past tense, is why the tasks go — a deletion, with nothing ticked off on the way."""
    if len(readings) == 2 and readings[0].intent == "complete_task" and not readings[0].explicit \
            and readings[1].intent == "delete_task" \
            and (readings[0].ref == {"kind": "pronoun"} or (readings[1].ref or {}).get("shown")):
        return readings[1:]  # "sold the place in october, chuck all of them": so too of the tasks just shown
    if len(readings) == 2 and readings[0].intent == "complete_task" and not readings[0].explicit \
            and readings[1].intent == "delete_task" and readings[1].ref == {"kind": "pronoun"} \
            and (readings[0].ref or {}).get("kind") == "title":
        # "swapped my shift so the roster swap's not needed, bin it": the news is why; "it" is what the news names
        said = str(readings[0].ref.get("value"))
        return [replace(readings[1], params={**readings[1].params, "task_ref": {"kind": "pronoun", "said": said}})]
    # "murphy kitchen is cancelled, get rid of everything for it": the news names the group deleted, not one more task
    if len(readings) == 2 and [r.intent for r in readings] == ["delete_task", "delete_task"] \
            and (readings[0].ref or {}).get("kind") == "title" \
            and (readings[0].ref or {}).get("value") == (readings[1].ref or {}).get("query"):
        return readings[1:]
    return readings


# "flying home tmrw night", "back in leicester", "heading to oslo on monday": the journey told around a time zone change
_TRAVEL = re.compile(r"^(?:(?:just|finally|now)\s+)?(?:fly(?:ing)?|flew|landed|landing|heading|travell?ing|driving|"
                     r"back|home|arriv(?:ed|ing)|on\s+(?:my|the)\s+way|off|"
                     # "in vancouver for the conference till wed, use vancouver time": where the user is, said bare
                     r"(?:(?:over|out|here|still|now)\s+)?in|staying|visiting|"
                     # "working out of hamburg this week so use german time": where the user works or stays, told
                     r"(?:working|based|living|stopping|stuck|posted|stationed)\s+(?:from|in|out\s+of|at|over\s+in|up\s+in|down\s+in)"
                     r")\b", re.IGNORECASE)


_BACK_ONLY = re.compile(r"^(?:i'?m\s+|i\s+am\s+|will\s+be\s+|we'?re\s+)?(?:back|home|back\s+home|home\s+again|"
                        r"returning|flying\s+(?:back|home))(?:\s+(?:again|on|by|in\s+town))?$", re.IGNORECASE)
_TRIP_SAID = re.compile(r"\b(?:fly(?:ing)?|flight|trip|travell?ing|away|conference|vacation|holiday)\b", re.IGNORECASE)


def _trip_told(readings: list[Reading], text: str = "") -> list[Reading]:
    """"flying home tmrw night, back in leicester so switch back to uk time": where the user travels, said with the time
    zone it brings, is why the zone changes — no task unless asked for by name ("add book a taxi"), and one zone."""
    zones = [i for i, r in enumerate(readings) if r.intent == "set_timezone"]
    if not zones:
        # "flying to vancouver tuesday night, back thursday morning": when the user is back is news, no task "Back"
        if not (len(readings) > 1 or _TRIP_SAID.search(text)):
            return readings
        kept = [r for r in readings
                if not (r.intent == "add_task" and _BACK_ONLY.match(str(r.params.get("title", ""))))]
        return kept or [unknown(0.4, "Tells of a trip and when the user is back: news, no task.")]
    # "manze nimefika dubai for a week, use dubai time now" (Sheng: I've got to Dubai): a maybe-task naming the place
    # of the zone, not led by a to-do verb, is news of the trip too
    places = {str(readings[i].params.get("timezone", "")).rsplit("/", 1)[-1].replace("_", " ").lower() for i in zones}

    def trip(title: str) -> bool:
        words = title.lower().split()
        return bool(_TRAVEL.match(title)) or (bool(words) and words[0] not in TASK_VERBS and any(
            p and re.search(rf"\b{re.escape(p)}\b", title.lower()) for p in places))

    # "back home in toronto, switch back to eastern": the zone said last is the one meant — unless an earlier one names
    # the time zone itself ("set my time zone to nz, i'm in canterbury": where the user is only explains it)
    meant = max(zones, key=lambda i: (readings[i].confidence, i))
    return [r for i, r in enumerate(readings) if not (r.intent == "add_task" and not r.explicit and trip(
        str(r.params.get("title", "")))) and not (r.intent == "set_timezone" and i != meant)]


# Where a message's news ends and the request on "it" begins: a comma, a full stop, a dash, or "so"
_NEWS_CUT = re.compile(r"\s*[,.;!?]+\s+|\s+(?:-|–|—)\s+|\s+(?=so\s+)", re.IGNORECASE)


# "got them at the garage", "picked some up": news of "it", which names nothing
_ABOUT_IT = re.compile(r"^(?:\S+\s+){0,3}?(?:it|them|those|these|some|em|'em|that|this)\b"
                       # "ah sure look i'll just do it now, mark it done": doing "it" now, which names nothing
                       r"|^(?:\S+\s+){0,5}?(?:i'?ll|ill|i\s+will|i'?m\s+gonna|gonna|let\s+me|lemme)\s+(?:just\s+)?"
                       r"(?:do|finish|sort|get)\s+(?:it|that|this)\b"
                       r"|^(?:he|she|they|we|you|it|there)(?:'s|'re|'ve|'ll|'d)?\b", re.IGNORECASE)


# "ok laptop. …", "the beam calc - …", "invitations: …": a thing said first as the topic, news about it after
_TOPIC_FIRST = re.compile(r"^(?:(?:ok|okay|so|also|right|and|oh|re)[\s,]+)*(?!(?:no|nope|oops|lol|hmm|ugh|wait|yes|yeah"
                          r"|ok|okay|so|right|well|sorry|actually|furthermore)\b)(?:the\s+|my\s+)?"
                          r"(?:(?!(?:it|that|this|them|some|he|she|they|we|i|you)\b)[\w'&+-]+\s*){1,4}"
                          r"(?:[.:;]\s+|\s+[-\u2013\u2014]\s+)", re.IGNORECASE)


def _said_before_it(text: str, readings: list[Reading], env: Env) -> list[Reading]:
    """"lab rang back about the bloods so thats done", "payroll's run, tick it", "pressed done on the surgery one
    by mistake. can you mark it as not done": the news before the request is what "it" is about. The words said
    go with the pronoun (`said`); the dialogue takes the task they clearly name, else the task talked about."""
    # (a reminder on the task just added by "remind me to …" is on that one, not on what the news is about)
    pronouns = [r for i, r in enumerate(readings) if (r.ref or {}).get("kind") == "pronoun" and not (
        r.intent == "schedule_reminder" and i and readings[i - 1].intent == "add_task")]
    if len(pronouns) != 1 or pronouns[0].intent not in _AGAIN_ON:
        return readings
    cleaned = clean(text or "")
    cuts = list(_NEWS_CUT.finditer(cleaned))
    for i in range(len(cuts) - 1, -1, -1):  # the request nearest the end, and the piece of news just before it
        cut, start = cuts[i], cuts[i - 1].end() if i else 0
        before, after = cleaned[start:cut.start()].strip(), cleaned[cut.end():].strip()
        later = [r for r in _read_whole(after, env) if r.intent not in _NON_TASK]
        if not later or later[0].intent != pronouns[0].intent or (later[0].ref or {}).get("kind") != "pronoun":
            continue
        if any(r.explicit and r.intent not in _NON_TASK for r in _read_whole(before, env)):
            return readings  # "delete the gym one, then mark it done": a request, not news
        said = re.sub(r"^(?:(?:ok|okay|so|and|right|well|oh)[\s,]+)+", "", before, flags=re.IGNORECASE)
        earlier = cleaned[:cut.start()].strip()  # "the ev charger job got cancelled, fella went with tesla's. …":
        news = {"news": earlier} if earlier != before and not any(  # all the news, when the last piece names none
            r.explicit and r.intent not in _NON_TASK for r in _read_whole(earlier, env)) else {}
        if re.fullmatch(r"the\s+task\s+(?:any|named)?dueon\d{8}", said, re.IGNORECASE):
            # "van is broken. whatever's due tomorrow, move to thursday": the day's tasks said just before the
            # request are what it is about, whatever news comes first
            pronouns[0].params["task_ref"] = parse_refs(said)[0]
            return readings
        numbered = _NUMBER_SAID_OF.match(said)
        if numbered:  # "11 is called 'these 3 things' which is useless. rename it …": task 11
            pronouns[0].params["task_ref"] = {"kind": "number", "value": int(numbered.group("n"))}
            return readings
        one = _ONE_SAID_OF.match(re.sub(r"^(?:(?:ok|okay|so|and|right|well|oh)[\s,]+)+", "", cleaned, flags=re.I))
        if one:  # "the boots one is for dad btw, can u change it to …": the task that one names
            named = parse_refs(one.group("ref"))
            if len(named) == 1 and named[0]["kind"] == "title":
                pronouns[0].params["task_ref"] = named[0]
                return readings
        plain = re.sub(r"^(?:(?:ah+|oh+|um+|erm+|hmm+)[\s,]+)+", "", said, flags=re.IGNORECASE)
        meant = _IT_WAS_THE.match(plain) or _I_MEANT.match(plain)
        named = parse_refs(meant.group("meant")) if meant else []
        if len(named) == 1 and named[0]["kind"] == "title":
            # "it is the sellotape i meant. delete that one", "i meant the blue folder. tick it off": the task meant
            pronouns[0].params["task_ref"] = named[0]
            return readings
        if len(said.split()) < 2 or _ABOUT_IT.match(said) or not _REMARK.search(said) or _SOMEONE_DID.match(said):
            # "did it on the train", "he's back", "the practice called": no news of a task; but a task may still be
            # named earlier ("ok laptop. dell guy called, … push it"): the dialogue looks there before the last task
            if _TOPIC_FIRST.match(earlier) and len(earlier.split()) >= 5:
                pronouns[0].params["task_ref"] = {**pronouns[0].ref, "news": earlier}  # type: ignore[dict-item]
            return readings
        pronouns[0].params["task_ref"] = {**pronouns[0].ref, "said": said, **news}  # type: ignore[dict-item]
        return readings
    return readings


# "hydro and rogers - i paid them both. delete both", "paid hydro and rogers, delete them": the two named first are
# the ones "both" means, not every task shown
_TWO_NAMED = re.compile(
    r"^(?:(?:ok|okay|so|right|well|oh)[\s,]+)*(?:(?:i|we|i'?ve|ive|we'?ve)\s+(?:just\s+|already\s+|finally\s+)?)?"
    r"(?:(?:paid|did|done|sorted|finished|cancelled|canceled|cleared|settled)\s+)?(?:the\s+)?"
    r"(?P<a>[\w'&-]+(?:\s+[\w'&-]+)?)\s+(?:and|&|\+|n)\s+(?:the\s+)?(?P<b>[\w'&-]+(?:\s+[\w'&-]+)?)"
    r"(?:\s+(?:ones?|bills?|tasks?))?(?:\s+(?:are|r|were)\s+(?:paid|done|sorted|cancelled|finished|gone))?"
    r"(?:\s*[-\u2013\u2014:,.;!]+\s*|\s+[-\u2013\u2014]+\s+)", re.IGNORECASE)
_BOTH_WORD = re.compile(r"\b(?:both|them|those|these|the\s+two|those\s+two|these\s+two|em|'em)\b", re.IGNORECASE)
_NOT_TWO_NAMES = re.compile(r"^(?:i|we|you|it|they|he|she|them|this|that|these|those|both|all|everything|delete|remove|"
                         r"complete|mark|tick|done|yes|no|ok)$", re.IGNORECASE)


def _both_named_before(text: str, readings: list[Reading]) -> list[Reading]:
    """The one step on "both"/"them" shown, said after two tasks were named first: that step on those two only."""
    if len(readings) != 1 or (readings[0].ref or {}).get("kind") != "all" or not readings[0].ref.get("shown"):
        return readings
    m = _TWO_NAMED.match(text)
    if m is None or not _BOTH_WORD.search(text[m.end():]):
        return readings
    names = [m.group("a"), m.group("b")]
    if any(_NOT_TWO_NAMES.match(n) for n in names):
        return readings
    return [replace(readings[0], params={**readings[0].params, "task_ref": {"kind": "title", "value": n}})
            for n in names]


# A task's number, then what it is or has: "11 is called …", "#3 has two reminders", "task 4's wrong"
_NUMBER_SAID_OF = re.compile(r"^(?:#\s*|task\s+#?)?(?P<n>\d{1,4})(?:\s+(?:is|was|has|says|reads)\b|'s\s)",
                             re.IGNORECASE)
# "the boots one is for dad", "the gym thing's wrong", "that dentist task needs …": a task named by its words
_ONE_SAID_OF = re.compile(r"^(?:the|that|this|my)\s+(?P<ref>[\w'&-]+(?:\s+[\w'&-]+){0,3}?)\s+(?:one|task|thing)"
                          r"(?:'s\s|\s+(?:is|was|has|needs?|should|says|reads|isn'?t|wasn'?t)\b)", re.IGNORECASE)


_ASKING = re.compile(r"^(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+|pls\s+|please\s+|just\s+)+", re.IGNORECASE)


def _asked_elsewhere(text: str, env: Env) -> list[Reading] | None:
    """"going to bed soon, 6am start tmrw ugh. set alarm for 5:15 for me": news about the day, then a request the
    bot does not do (an alarm clock, the weather). The request gets its answer; the news around it is no task."""
    sentences = [p.strip(" .!?") for p in _SENTENCE_END.split(clean(text or "")) if p.strip(" .!?")]
    if len(sentences) < 2:
        return None
    asked = [p for p in sentences if out_of_scope(_ASKING.sub("", p)) and not explicit_command(p, env)]
    if len(asked) != 1:
        return None
    said = [q for p in sentences if p != asked[0] for q in THEN_WHY.split(p) if q and q.strip()]
    if not all(_aside(q, env) and not _NEED_SAID.search(q) for q in said):
        return None
    return [act("out_of_scope", 0.85, "A request outside the list, among news that asks for nothing.")]


def _news_left_out(text: str, readings: list[Reading], env: Env) -> list[Reading] | None:
    """"mum called, ring the gp about her tablets tomorrow": who got in touch is no part of the task added; the
    message is read again without it, when it then adds as many tasks. Kept when what follows says "he"/"they"."""
    cleaned = clean(text or "")
    news = _SOMEONE_DID_LEAD.match(LEADING_SOCIAL.sub("", cleaned, count=1))
    said = news.group(0).strip(" ,.:;!–—-").lower() if news else ""
    adds = [r for r in readings if r.intent == "add_task"]
    if not said or not any(str(r.params.get("title", "")).lower().startswith(said) for r in adds):
        return None
    rest = LEADING_SOCIAL.sub("", cleaned, count=1)[news.end():]  # type: ignore[union-attr]
    if _THEY_SAID.match(rest):  # "bakery client emailed, they want a 30 sec version": the news says who wants it
        return None
    again = _read_whole(rest, env)
    added = [r for r in again if r.intent == "add_task"]
    if len(added) != len(adds) or not all(r.params.get("title") for r in added):
        return None
    return again


# "i want to add X", "can you add X", "pls add X": an add asked for in so many words
_ASKED_TO_ADD = re.compile(r"^\s*(?:(?:so|then|just|pls|please|ok|now)\s+)*"
                           r"(?:i\s+(?:want|wanted|need|meant|would\s+like|'?d\s+like)\s+(?:you\s+)?to\s+|(?:can|could|will|would)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+|just\s+)?)?"
                           r"(?:add|put\s+down|jot\s+down)\s+\S", re.IGNORECASE)
# What a request can be when salvaged from among remarks: a repair or an answer, or a clear command on a task.
_SALVAGED_ACTS = ("correct", "undo", "cancel", "confirm", "deny")


def _salvaged(text: str, env: Env) -> list[Reading] | None:
    """"no the other one sorry, the car's sold", "hmm my crocs have a hole in them. put it back pls": a message not
    understood as a whole, made of one request and remarks around it. The longest run of pieces that reads as a
    repair or a clear command on a task is the request, when every piece left out says no request of its own."""
    pieces = [p for p in THEN_WHY.split(text.strip()) if p and p.strip()]
    if len(pieces) < 2 or len(pieces) > 6:
        return None
    repair: list[Reading] | None = None  # the longest repair, used when no command is found
    for size in range(len(pieces) - 1, 0, -1):
        for start in range(len(pieces) - size + 1):
            left = pieces[:start] + pieces[start + size:]
            said = ", ".join(pieces[start:start + size])
            found = _read_whole(said, env)
            # an add only when asked for in so many words ("no im not looking for anything, i want to add X")
            if any(r.explicit and r.intent not in _NON_TASK and (r.intent != "add_task" or (
                    r.params.get("title") and _ASKED_TO_ADD.match(said))) for r in found) and all(
                    _aside(p, env) and _refusal_at_most(p) for p in left):
                return found  # a command said after "no sorry, not this one" replaces what was asked
            if repair is None and any(r.act in _SALVAGED_ACTS for r in found) and all(
                    _aside(p, env) and not conversation_act(squash(p)) for p in left):
                repair = found
    return repair


_AND_LEAD = re.compile(r"^(?:(?:and|also|plus|oh)\s+)+", re.IGNORECASE)


def _offered_among_news(text: str, env: Env) -> list[Reading] | None:
    """"flat stuff: its my week for bins, they go out tuesday night. and i owe jamie £23 for the electric": a long
    message not understood as a whole, where a piece reads as a maybe-task ("Pay jamie £23 …?") among remarks that
    ask for nothing: that piece is offered ("Should I add …?"), never added outright."""
    pieces = [_AND_LEAD.sub("", p.strip()) for p in THEN_WHY.split(text.strip()) if p and p.strip()]
    if len(pieces) < 2 or len(pieces) > 8:
        return None
    offered: list[Reading] = []
    for piece in pieces:
        found = _read_clauses(piece, env)
        if any(r.intent == "add_task" and not r.explicit and r.confidence == HEDGED_ADD and r.params.get("title")
               for r in found):
            offered.extend(r for r in found if r.intent == "add_task")
        elif not _aside(piece, env) or any(r.intent not in _NON_TASK for r in found):
            return None
    return offered or None


def _refusal_then_remark(text: str, env: Env) -> Reading | None:
    """"nah wait keep it mum's gonna check", "hmm no leave them for now", "nah keep it, need it thursday": a no or a
    never-mind said in a few words, then a remark with no request of its own (commas are often left out)."""
    words = text.split()
    for size in range(min(len(words) - 1, 6), 1, -1):
        head = " ".join(words[:size])
        found = conversation_act(squash(head)) if _KEEP_IT.search(head) else None
        rest = " ".join(words[size:]).strip(" ,.;:-!")
        if found is not None and found.act in ("deny", "cancel"):
            remarks = [p for p in THEN_WHY.split(rest) if p and p.strip()]
            said_only = rest and all(_aside(p, env) for p in remarks) and not _RESTATED.match(rest) \
                and not _TASK_NAMED.match(rest)  # "never mind the car wash task": that task is what goes
            return found if said_only else None  # not "never mind the haircut thing, remove it"
    return None


_TASK_NAMED = re.compile(r"^(?:(?:the|that|this|my)\s+[\w' -]+?\s+(?:task|one|thing|item|reminder)s?|#?\s*\d+)\W*$",
                         re.IGNORECASE)
# What makes a short head a no to the thing asked, not a "no" or "sorry" before a correction ("sorry no, i meant 3")
_KEEP_IT = re.compile(r"\b(?:keep|leave|ignore|forget|never\s*mind|nvm|scrap|scratch|don'?t|dont)\b", re.IGNORECASE)
# After "no keep it", words that still say what to do with it ("… in the fridge", "… till friday") are no remark.
_RESTATED = re.compile(r"^(?:in|on|at|till|until|for|to|as|and|but|by)\b(?!\s+(?:now|the\s+moment|my\s+records|later))",
                       re.IGNORECASE)


def _refusal_at_most(piece: str) -> bool:
    """Whether `piece` is no conversation move, or only a no ("no sorry", "nah forget that")."""
    found = conversation_act(squash(piece))
    return found is None or found.act in ("deny", "cancel")


# "kasia said yes to the swap!! so tick that off": news, then "so" and a change said of "that"
# "the practice lesson on wednesday andy cancelled, move it to thursday 10am": news, a comma, then the change
_NEWS_THEN_SO = re.compile(r"^(?P<news>.*[^\s,.!;])(?:[\s,.!;]+so\s+|\s*[,.!;]+\s+|\s+[-–]\s+)(?P<asked>[^,.!;]+)$",
                           re.IGNORECASE)


def _news_then_asked(text: str) -> re.Match[str] | None:
    """The news and the request after its last separator. The news's word is checked here, not in the pattern: a
    pattern that looks for it backtracks quadratically on a long message with no separator (seconds at 3,000 chars)."""
    m = _NEWS_THEN_SO.match(text)
    return m if m and re.search(r"\w", m["news"]) else None


_MOVE_ASKED = re.compile(r"^(?:move|push|put|shift|change|make|set|bump|reschedule)\b", re.IGNORECASE)
# ("been round the hives this morning", "that day": a time said, not "it"; "did this week's": "it", of this week)
_NEWS_OF_IT = re.compile(r"\b(?:it|that|this|those|them|some|one)\b(?!\s+(?:morning|afternoon|arvo|evening|week|"
                         r"weekend|month|year|time|day|night|mornin)\b(?!['’]s))", re.IGNORECASE)
_NAMES_A_TASK = re.compile(r"^(?:the|my|that)\s+(?!.*\breminders?\b)\w", re.IGNORECASE)
# News naming a thing of the user's ("… doing the bins from now on"), then the reminder about "them" stopped
_MY_THING_NAMED = re.compile(r"\b(?:the|my|our)\s+(?!(?:same|way|end|moment|time|rest|lot)\b)[a-z]", re.IGNORECASE)
_REMINDING_OF_IT = re.compile(r"\b(?:remind(?:ing|er|ers)?|nag(?:ging)?|alert(?:ing|s)?)\b.*\b(?:about|for|of|on)\s+"
                              r"(?:it|that|this|them|those|these)\b|\b(?:its|their)\s+(?:reminders?|alarms?)\b",
                              re.IGNORECASE)


# "and book the inspeção, i'll do it monday lunchtime": a to-do named by its verb and thing, opening the news
_TODO_NAMED = re.compile(r"^(?:(?:and|also|ok|okay|oh|right|so)[\s,]+)*(?!(?:remove|delete|take|mark|tick|move|put|"
                         r"set|change|make|add|clear|drop|rename|update|edit|push|cancel|stop)\b)(?P<verb>[a-z]+)\s+"
                         r"(?:the|my|our)\s+\w", re.IGNORECASE)


def _news_named_it(text: str, readings: list[Reading]) -> list[Reading]:
    """A lone completion, deletion or move of "that" after news keeps the news's words, so the graph can take the
    task they name for "that" (`dialogue.references`) rather than the last one talked about."""
    m = _news_then_asked(text)
    if m and len(readings) == 1 and readings[0].intent == "cancel_reminder" and _MY_THING_NAMED.search(m["news"]) \
            and readings[0].ref in ({"kind": "pronoun"}, {"kind": "all", "status": "all", "shown": True}) \
            and _REMINDING_OF_IT.search(m["asked"]) and not _NEWS_OF_IT.search(m["news"]):
        # "my husband is doing the bins from now on, stop reminding me about them": the reminder of the bins
        return [replace(readings[0], params={**readings[0].params, "task_ref": {"kind": "pronoun", "said": m["news"]}})]
    if not m or len(readings) != 1 or readings[0].intent not in ("complete_task", "delete_task", "update_task",
                                                                 "reopen_task") \
            or readings[0].ref != {"kind": "pronoun"}:
        return readings
    # ("book the inspeção, i'll do it monday lunchtime. make it 1pm": the news kept, for the graph to take the task
    # it names by two words of its title, if any, else the one talked about — `dialogue.references._named_nearest`)
    todo = _TODO_NAMED.match(m["news"])
    loosely = [replace(readings[0], params={**readings[0].params, "task_ref": {"kind": "pronoun", "news": m["news"]}})]
    if _NEWS_OF_IT.search(m["news"]) or _ABOUT_IT.match(m["news"]) or (
            not _REMARK.search(m["news"]) and len(m["news"].split()) < 4):
        # "did it already on the way to work, tick it", "he's back", "ugh long day": no task named; but a short
        # done-report may name its task by a word or two ("till balanced, chale. tick it", "gate fixed, done"): kept,
        # for the graph to take the task those words name, else the one talked about
        done_word = re.search(r"\b(?:[a-z]{3,}ed|sorted|paid|sent|done|finished|fixed)\b", m["news"], re.IGNORECASE)
        short_report = readings[0].intent == "complete_task" and not _NEWS_OF_IT.search(m["news"]) \
            and not _ABOUT_IT.match(m["news"]) and done_word is not None and done_word.group(0).lower() not in _MISHAPS
        return loosely if short_report or (todo and todo.group("verb").lower() in TASK_VERBS) else readings
    if readings[0].intent == "update_task" and not (_NAMES_A_TASK.match(m["news"]) and (
            _MOVE_ASKED.match(m["asked"]) or readings[0].params.get("repeat") == "")):  # "… so no more repeating it"
        # "no i can ring them saturday, im off": no task named before the move
        return loosely if todo and todo.group("verb").lower() in TASK_VERBS else readings
    return [replace(readings[0], params={**readings[0].params, "task_ref": {"kind": "pronoun", "said": m["news"]}})]


# "kelly job's fallen through, delete everything for it", "the wedding is off so bin all the stuff to do with it": the
# group "it" is what the news before says has changed
_GROUP_OF_IT = re.compile(r"(?P<group>\b(?:everything|all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:stuff|things|tasks|jobs|"
                          r"bits|items))\s+(?:for|about|to\s+do\s+with|related\s+to|regarding|connected\s+to|on)\s+)"
                          r"(?:it|that|them)\b", re.IGNORECASE)
_NEWS_SUBJECT = re.compile(r"^(?:(?:oh|ok|so|well|ugh|right|welp|sadly)[\s,]+)*(?:(?:the|my|our)\s+)?"
                           r"(?P<topic>(?!(?:it|that|this|he|she|they|we|i|you|there|everything|all)\b)"
                           r"[\w&-]+(?:\s+[\w&-]+){0,3}?)(?:'s|\s+(?:is|was|has|have|are|were|got|fell|went))\s",
                           re.IGNORECASE)


def _group_named_before(text: str) -> str:
    """The message with "everything for it" naming the group the news before it is about ("kelly job's fallen
    through, delete everything for it" → "… delete everything for kelly job"; "committee's scrapped the christmas
    do, bin everything for it": what was called off, not who did it); as it was when no news names one."""
    m = _news_then_asked(text)
    group = _GROUP_OF_IT.search(m["asked"]) if m else None
    subject = (_NEWS_OBJECT.match(m["news"]) or _NEWS_SUBJECT.match(m["news"])) if group else None
    if not subject:
        return text
    at = m.start("asked")
    return text[:at + group.end("group")] + subject["topic"] + text[at + group.end():]


# "committee's scrapped the christmas do", "they've cancelled our trip to rome", "school called off the fair": who
# called it off, then the thing called off
_NEWS_OBJECT = re.compile(
    r"^(?:(?:oh|ok|so|well|ugh|right|welp|sadly)[\s,]+)*(?:[\w'&-]+\s+){0,3}?(?:[\w&-]+'s|has|have|'ve|had|just)?\s*"
    r"(?:scrapped|cancell?ed|canceled|called\s+off|pulled(?:\s+the\s+plug\s+on)?|postponed|axed|binned|shelved|"
    r"dropped|moved|ditched|nixed)\s+(?:the\s+|our\s+|my\s+|their\s+|his\s+|her\s+)?"
    r"(?P<topic>[\w&-]+(?:\s+[\w&-]+){0,3}?)\W*$", re.IGNORECASE)


# "bins is every 2 weeks actually, make it repeat", "… every month on the 3rd, can u set that as repeating": the ask
# to make it repeat, said after the repeat itself, only confirms it
_MAKE_IT_REPEAT = re.compile(
    r"[\s,.;!-]+(?:(?:so|and|pls|please|can\s+(?:you|u)|could\s+(?:you|u)|just)\s+)*(?:make|set|have|put|mark)\s+"
    r"(?:it|that|this|them|those)(?:\s+one)?\s+(?:as\s+|to\s+|a\s+)?(?:repeat(?:ing|s)?|recurring|recur|"
    r"(?:a\s+)?(?:repeating|recurring|regular)\s+(?:task|one|thing|reminder))"
    r"(?:\s+(?:pls|please|thanks|thx|too|then|for\s+me))*\W*$", re.IGNORECASE)


def _repeat_said_before(text: str, env: Env) -> str:
    """The message without a trailing "make it repeat" when the words before it say how it repeats."""
    ask = _MAKE_IT_REPEAT.search(text)
    if not ask or not ask.start():
        return text
    found = extract_when(text[:ask.start()], env.now, env.timezone)
    return text[:ask.start()] if found and found.repeat_words else text


# "does the worming one still have the 8am reminder? kill it if so": a reminder asked about, then cancelled if it is
# there (cancelling none only says so)
_REMINDER_THEN_KILL = re.compile(
    r"^(?P<asked>[^?]*\b(?:reminders?|alarms?|remind(?:ing)?)\b[^?]*)\?+\s*(?:(?:then|and|ok)\s+)?(?:pls\s+|please\s+)?"
    r"(?:kill|cancel|delete|remove|stop|drop|scrap|bin|ditch|get\s+rid\s+of|turn\s+off|switch\s+off)\s+"
    r"(?:it|that|them|the\s+reminder)(?:\s+(?:off|too))?[\s,]*"
    r"(?:if\s+(?:so|it\s+does|yes|there\s+is(?:\s+one)?|it\s+is|it'?s\s+there)|pls|please|then)*\W*$", re.IGNORECASE)
_ASKED_TASK = re.compile(r"\b(?P<ref>(?:the|my)\s+(?!reminder)[\w'-]+(?:\s+[\w'-]+){0,3}?\s+(?:one|task|thing))\b"
                         r"|\b(?:on|for|about)\s+(?P<ref2>(?:the\s+|my\s+)?[\w'# -]+?)\s*$", re.IGNORECASE)


def _reminder_then_cancelled(text: str) -> list[Reading] | None:
    """"is there still a reminder on the dentist? delete it if so": the reminder of the task asked about goes."""
    m = _REMINDER_THEN_KILL.match(text)
    named = _ASKED_TASK.search(m["asked"]) if m else None
    refs = parse_refs(named["ref"] or named["ref2"]) if named else []
    if len(refs) != 1 or refs[0]["kind"] not in ("title", "number"):
        return None
    return [Reading("cancel_reminder", {"task_ref": refs[0]}, 0.9,
                    "A reminder asked about, then cancelled if it is there.")]


# A task named as "the X one", then a command said of "it" with no comma between them
_ONE_THEN_IT = re.compile(r"^(\W*(?:(?:and|so|ok|oh)\s+)?(?:the|that)\s+(?:[\w'&-]+\s+){1,3}?(?:one|task))"
                          r"(?=\s+(?:pls\s+|please\s+|just\s+)?(?:push|move|shift|bump|put|make|set|change|mark|tick|delete|remove|cancel|rename)\s+"
                          r"(?:it|that)\b)", re.IGNORECASE)


# "that reminder about the bins, kill it", "the dentist reminder - push it to 5": a reminder named, then what to do
# with "it"
_REMINDER_NAMED = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|right|oh|ah|also|actually|hmm+|um+)[\s,]+)*(?:the|teh|that|this|my)\s+"
    r"(?:(?:reminder|alarm)\s+(?:about|for|on|of)\s+(?P<ref>(?:the\s+|my\s+)?[\w'&]+(?:\s+[\w'&]+){0,3})"
    r"|(?P<ref2>[\w'&]+(?:\s+[\w'&]+){0,2}?)\s+(?:reminder|alarm)"
    # "the 2pm one, make it 1pm" just after reminders were set or shown: a reminder named by its time
    r"|(?P<at_one>\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?|\d{1,2}[:.]\d{2})\s+one)"
    # "the 3pm reminder is wrong, …": what is wrong with it, before what to do
    r"(?:\s+(?:is|'s)\s+(?:wrong|off|not\s+right|no\s+good))?"
    r"\s*(?:[,;:.!]+\s*|\s[-–—]+\s*)(?P<rest>\S.*)$", re.IGNORECASE)
_IT = re.compile(r"\b(?:it|that(?:\s+one)?|this(?:\s+one)?)\b", re.IGNORECASE)
# "the 4am reminder - move to 3:30": the verb said without "it"
_VERB_ALONE = re.compile(r"^(?:pls\s+|please\s+|just\s+)?"
                         r"(?:move|push|shift|bump|change|make|do|set|cancel|kill|delete|stop)"
                         r"(?=\s+(?:to|till|until|back|forward|at)\b|\s+\d|\s*$)", re.IGNORECASE)


def _reminder_named_then_said(text: str, env: Env) -> list[Reading] | None:
    """"that reminder about the bins, kill it, council changed collection day": "it" is that reminder, not the task,
    so the reminder goes (or moves) and the task stays. What follows the request must be said only around it."""
    m = _REMINDER_NAMED.match(text)
    last = (env.context.last_action or {}).get("intent") if env.context else None
    if not m or (m["at_one"] and last not in ("schedule_reminder", "list_reminders", "move_reminder")):
        return None
    pieces = [p for p in THEN_WHY.split(m["rest"]) if p.strip()]
    pieces = [_VERB_ALONE.sub(r"\g<0> it", p, count=1) for p in pieces]
    at = next((i for i, p in enumerate(pieces) if _IT.search(p)), None)
    if at is None:
        return None
    first, others = pieces[at], pieces[:at] + pieces[at + 1:]
    if not all(_aside(p, env) for p in others):
        return None
    ref = m["ref"] or f"the {m['ref2'] or m['at_one']}"
    found = _read_clauses(_IT.sub(f"the reminder for {ref}", first, count=1), env)
    if len(found) != 1 or found[0].intent not in ("cancel_reminder", "move_reminder"):
        return None
    return found


# "and the invoices one? chase overdue october invoices monday 9am": a task the bot missed, asked after, then said
# again in full; the question is no task of its own
_ASKED_AFTER_ONE = re.compile(
    r"^(?:(?:and|but|also|so|ok|oh|um+|hm+)[\s,]+)*(?:what\s+about|how\s+about|where'?s|wheres|what\s+happened\s+to|"
    r"you\s+(?:forgot|missed|skipped|dropped)|and)?\s*(?:the|that|my)\s+(?P<name>[\w' -]+?)"
    r"(?:\s+(?:one|task|thing|bit))?\s*\?+[\s,.!-]*(?P<rest>\S.*)$", re.IGNORECASE)
_WORD = re.compile(r"[a-z]{3,}")


def _missed_one_restated(text: str, env: Env) -> list[Reading] | None:
    """The request said after "and the X one?" when it names X again (never "The x one" as a task)."""
    m = _ASKED_AFTER_ONE.match(text.strip())
    if not m:
        return None
    found = _read_whole(m["rest"], env)
    named = {w[:5] for w in _WORD.findall(m["name"].lower())}
    if not found or any(r.intent != "add_task" for r in found) or not any(
            named & {w[:5] for w in _WORD.findall(str(r.params.get("title") or "").lower())} for r in found):
        return None
    return found


def _read_whole(text: str, env: Env, marks: bool = True) -> list[Reading]:
    """The steps of the message read as one request (see `read_message`); `marks`: a check mark says done."""
    marked = marks and bool(_CHECK_MARK.search(text or ""))
    said = text
    text = clean(text or "")
    if marked and text and not COMPLETED_WORDS.search(text) and not explicit_command(text, env):
        plain = _read_whole(said, env, marks=False)
        if any(r.intent == "complete_task" for r in plain) and all(
                r.intent in ("complete_task", *_NON_TASK) for r in plain):
            return plain  # "salaries paid ✅ God abeg": a done-report already, the mark only a pause before the remark
        text = f"{text} done"
    if not text:
        return [unknown(0.05, "The message is empty.")]
    text = _ADD_THESE.sub("add ", text, count=1)  # "please add these: a, b, c" is "add a, b, c"
    lead = _LEAD_THEN_ADD.match(text)  # "while im away add: a, and b": the lead only says why (a date in it stays)
    if lead and extract_when(lead.group(0), env.now, env.timezone) is None:
        text = "add " + text[lead.end():]
    text = _ONE_THEN_IT.sub(r"\g<1>,", text, count=1)  # "the bus one push it to the 18th": a change to it
    restated = _missed_one_restated(text, env)
    if restated:
        return restated
    more = reminder_again(text, env)  # "and the same at 12pm and 4pm", "also at 9pm" right after a reminder
    said = reminder_said_again(text, env) if not more else None  # "and again every day at 4pm for the eye drops"
    more = more or times_each_reminded(said or text, lambda t: _read_whole(t, env, marks))  # one a time listed
    if more or said:
        return more or _read_whole(said, env, marks)
    copied = added_again(text, env)  # "and another one same thing sat 5th": the task just mentioned, again
    if copied:
        return copied
    cancelled = _reminder_then_cancelled(text) or _reminder_named_then_said(text, env)
    if cancelled:
        return cancelled
    dropped = _FORGET_THAT.match(text)
    context = env.context
    if dropped and context is not None and (context.pending_intent or context.pending_slot):
        # "oh forget that, remind me tomorrow at 7 to put the bins out" with a question open: "that" is the question
        instead = _read_clauses(text[dropped.end():], env)
        if any(r.explicit and r.intent not in _NON_TASK for r in instead):
            return instead
    renamed = _offer_renamed(text, env) and _yes_with_date(text, env)
    if renamed:
        return [renamed]
    redo = _undo_then_asked(text, env)
    if redo:  # "no thats not a task. undo that and move the gym one to 5": the undo, then the request
        return redo
    refusal = _REFUSAL_THEN.match(text)
    # "nah forget it, wind's dropping already": the refusal, then a cancel and why, is that cancel
    after = text[refusal.end():] if refusal else ""
    if refusal and not (conversation_act(squash(after)) or _undo_then_reason(after, env)) \
            and not _cancelled(text) \
            and not undo_said_last(text[refusal.end():], squash) and not date_fixed(  # "no no …, undo that"
            text, env, lambda t: _read_clauses(t, env)):  # "no wait, i meant wednesday the 9th, …": a date fixed
        # "no, actually i just did it, mark it done" (not "no need to worry about that")
        rest = text[refusal.end():]
        named = _TASK_IS.match(rest)  # "no, the task is send the report to the club, by the 8th": what to add
        named = named if named and _verb_led(named.group("task")) else None  # not "the title is wrong"
        listed = None if named else _todo_list(rest, env)  # "no no. three separate things: a, b, c"
        instead = listed[0] if listed else _read_clauses(f"add {named.group('task')}" if named else rest, env)
        if any(r.explicit and r.intent not in _NON_TASK and (r.params.get("title") or r.ref) for r in instead):
            # "no no not the charger. add a new one: …": the task just changed ruled out, so that change is taken
            # back (a correction) before what was meant instead
            meant = correction(text, lambda t: _read_clauses(t, env)) if _RULED_OUT_FIRST.match(rest) else None
            return meant if meant and any(r.intent not in _NON_TASK for r in meant) else instead
            # ("no, actually i just did it, mark it done", not "no dont!! i still need it")
    redone = _CORRECTED_MIDWAY.search(text)
    if redone and redone.start() > 0 and text[redone.end():].strip():
        # "add buy eurostar tickets no wait its flights. add book flights to amsterdam": only what was said again
        instead = _read_clauses(text[redone.end():], env)
        if instead and all(r.explicit and r.intent == "add_task" and r.params.get("title") for r in instead):
            return instead
    waved = _WAVED_OFF.search(text)
    if waved and waved.start() > 0:
        instead = _read_clauses(text[waved.end():], env)
        before = _read_clauses(text[:waved.start()], env)  # "add milk. whatever, it's fine. add bread": both kept
        if instead and all(r.explicit and r.intent not in _NON_TASK for r in instead) \
                and not any(r.explicit and r.intent == "add_task" for r in before):
            return instead
    decided = _DECIDED_AFTER.search(text)
    if decided and decided.start() > 0:
        instead = _read_clauses(text[decided.end():], env)
        if instead and all(r.explicit and r.intent == "add_task" and r.params.get("title") for r in instead):
            return instead
    fixed = date_fixed(text, env, lambda t: _read_clauses(t, env))  # "no that's wrong, it's due on the 3rd": a
    if fixed:  # fix of the date, not an undo
        return _reminder_retimed(fixed, env)
    valued = new_value_of_it(text, env, lambda t: _read_clauses(t, env))
    if valued:  # "ah no she's just texted, make it 11 instead": only a new value for the task (or reminder) touched
        return reminder_of_value(_reminder_retimed(valued, env, text), env)
    asked = env.context is not None and env.context.awaiting_confirmation
    excepted = (reminders_only(text, env) or yes_except(text) or yes_only(text)) if asked else None
    if excepted:  # "all except the parking fine one": a yes to the rest
        return [excepted]
    agreed = (_yes_and_request(text, env) or _yes_dated_then_request(text, env)) if asked else None
    if agreed:
        return agreed
    called_off = None if asked else skip_called_off(text)
    if called_off:
        return called_off
    skipped = None if asked else skip_rule(text, text, env)
    if skipped and all(r.ref and r.ref.get("kind") == "pronoun" for r in skipped):
        return skipped  # "skip it" just after a task was mentioned, nothing asked: skip its occurrence, not a no
    found = conversation_act(squash(text)) or _undo_then_reason(text, env) or _yes_with_date(text, env) or \
        _help_then_remark(text, env) or _chatter_around_act(text, env) or sign_off(text, squash)
    added = _ADD_IT.search(text) if found is not None and found.act == "confirm" and not asked else None
    searched = _searched_in_vain([Reading("add_task", {"title": "it"}, 0.95, "", True)], env) if added else None
    if searched:  # "is milk on my list?" — "No…" — "ok add it": nothing was asked, the search's words are added
        return searched
    oops = _OOPS.match(text) if found is not None and found.act == "undo" else None
    if oops:  # "oops i didnt actually finish the report, reopen it": a dismayed request, not an undo
        instead = _read_clauses(text[oops.end():], env)
        if any(r.explicit and r.intent not in _NON_TASK for r in instead):
            return instead
    kept = _KEEP_IT_THEN.match(text) if asked and found and found.act in ("deny", "cancel") else None
    if kept:
        # "Delete #23?" "hmm wait. no keep it, i'll just stop it repeating and leave it": kept, and what is done to
        # it instead (the question is dropped, the change runs on the task talked about)
        instead = _read_clauses(kept.group("rest"), env)
        if instead and all(r.explicit and r.intent == "update_task" and (r.ref or {}).get("kind") == "pronoun"
                           for r in instead):
            return instead
    if found and found.act in ("deny", "cancel"):
        # "no sorry, wrong one. i want to delete pay the council tax": the no is said of what was asked, and the
        # request after it is what was meant
        meant = correction(text, lambda t: _read_clauses(t, env))
        if meant and any(r.intent not in _NON_TASK for r in meant):
            return meant
    found = found or _refusal_then_remark(text, env)
    if found:
        return [_reminder_cancelled(found, text, env)]
    asked_of_day = _day_then_asked(text, env)
    if asked_of_day:  # "monday morning. whats on": the day said, then what is on it asked
        return asked_of_day
    narrated = _NARRATED_DAY.match(text)
    if narrated and text[narrated.end():].strip():  # "ok its thursday now. maya dentist done": what day it is
        text = text[narrated.end():]
    body = LEADING_SOCIAL.sub("", text, count=1)
    if body != text:
        found = conversation_act(squash(body)) or _undo_then_reason(body, env)  # "what?? undo. thats not a task"
        if found:  # "ok cool cancel it", "acha cancel it" just after a reminder: that reminder
            return [_reminder_cancelled(found, body, env)]
    found = undo_said_last(body, squash)
    if found:
        return [found]
    announced = _TOPIC_ANNOUNCED.match(body)
    if announced and body[announced.end():].strip():  # "family stuff now. …", "ok studying. …": what comes next
        body = body[announced.end():]
    yes = _YES_LEAD.match(body)
    asked = env.context is not None and env.context.awaiting_confirmation
    if yes and not asked and explicit_command(body[yes.end():], env):
        body = body[yes.end():]  # "ok yeah shift them both to tomorrow" with nothing asked: the command itself
    if yes and asked and _said_in_full(body[yes.end():], env):
        return [act("confirm", 0.9, "A yes, with the change asked about said again.")]
    reminded = env.context is not None and (env.context.last_action or {}).get("intent") == "schedule_reminder"
    # "also in 2 hours to text Jas back": the lead word stripped above says it is another reminder
    again = _follow_up_first(body, env) or (reminded and body != text and _follow_up_first(text, env))
    if again:
        return again
    answered = date_answered(text, env, lambda t: _read_clauses(t, env))
    if answered:  # "That date has passed — did you mean …?" "oh oops i meant the 30th": the date, not task 30
        return answered
    fixed = date_fixed(body, env, lambda t: _read_clauses(t, env)) if body != text else None
    if fixed:  # "ugh, sorry i meant the 28th": the fix after a social word
        return _reminder_retimed(fixed, env)
    corrected = correction(body, lambda t: _read_clauses(t, env)) or (
        body != text and correction(text, lambda t: _read_clauses(t, env))) or change_of_mind(
        body, lambda t: _read_clauses(t, env), lambda t: conversation_act(squash(t)))
    if corrected:
        return corrected
    pivot = _PIVOT.search(body)
    if pivot:  # "ugh my boss just dumped three things on me lol anyway can you add prep the slides": the request
        after = _read_clauses(body[pivot.end():], env)
        if any(r.explicit and r.intent not in _NON_TASK for r in after):
            return after
    missed = _MISSED_ONE.match(body)
    if missed and body[missed.end():].strip():  # "you missed the football one - drop ciaran to football thurs 6pm"
        rest = body[missed.end():]
        asked = _read_clauses(rest, env)
        if not any(r.explicit and r.intent not in _NON_TASK for r in asked) and any(
                r.intent == "add_task" and r.params.get("title") for r in asked):  # reads as a task, not "its fine"
            asked = _read_clauses(f"add {rest}", env)
        if any(r.explicit and r.intent not in _NON_TASK for r in asked):
            return asked
    topical = _topic_then_command(body, env) or _task_then_said_of_it(body, env) or _thing_then_do_it(body, env) \
        or _need_then_how(body, env) or _when_then_put_on_it(body, env)
    if topical:
        return topical
    slot = fill_slot(body, env, lambda t: _read_clauses(t, env))
    listed = None if slot else _todo_list(body, env)
    readings = slot or _said_then_noted(body, env) or _said_then_ticked(body, env) or _said_then_deleted(body, env) or (
        listed[0] if listed and listed[1] else None) or _read_clauses(body, env)
    if listed and not any(r.explicit and r.intent not in _NON_TASK for r in readings):
        readings = listed[0]
    if not slot and not any(r.explicit and r.intent not in _NON_TASK for r in readings):
        readings = _command_then_reason(body, env) or readings
    named = _news_then_asked(body)
    if not (named and _NAMES_A_TASK.match(named["news"])):  # "the practice lesson on wednesday andy cancelled, move
        readings = _reminder_retimed(readings, env, body)  # it to thursday": its date, not the reminder just set
    several = _more_added(text, body, env) if not slot else None
    if several:  # "also fuse board swap tuesday, thats for tom, and the ev charger install wednesday": two more adds
        readings = several
    elif not slot and len(readings) == 1 and readings[0].intent == "add_task" and not readings[0].params.get("due") \
            and (same := same_day_added(body, env, lambda t: _read_clauses(t, env))):
        readings = same  # "and add pay the tv licence same day": due when the task just added or moved is
    elif not slot and goes_on_with_last(text, readings, env):
        pass  # "and smith to sat" after a move: another task moved, as sure as the move before
    elif not slot and _due_after_change(body, readings, env):
        # "add car insurance renewal" → "due 30th": said right after an add or an edit, a date for that task, not a
        # question about what is due then ("due 30th?" asks)
        readings = follow_up(body, env, lambda t: _read_clauses(t, env)) or readings
    elif not slot and all(r.intent in _NON_TASK or (r.intent == "add_task" and not r.explicit) for r in readings):
        # "also mince pie trays from the wholesaler" after an add: the lead word stripped from `body` says it is one
        readings = follow_up(body, env, lambda t: _read_clauses(t, env)) or (
            body != text and follow_up(text, env, lambda t: _read_clauses(t, env))) or readings
    if OTHER_ASSISTANT.match(text) and not any(r.explicit and r.intent not in _NON_TASK for r in readings):
        return [act("out_of_scope", 0.85, "Addressed to another assistant, with no to-do command.")]
    return readings


def _due_after_change(body: str, readings: list[Reading], env: Env) -> bool:
    """"due 30th", "its due friday", right after an add or an edit, read only as a listing of what is due then."""
    last = env.context.last_action if env.context else None
    return bool(last and last.get("intent") in ("add_task", "update_task") and DUE_SAID.match(body.strip())
                and "?" not in body and len(readings) == 1 and readings[0].intent == "list_tasks")


# "right work stuff. …", "family stuff now. …", "ok studying. …": what the next requests are about, said alone
_TOPIC_ANNOUNCED = re.compile(r"^(?:(?:ok(?:ay)?|right|so|now)[\s,]+)*(?:(?:[\w']+\s+){0,2}(?:stuff|admin|bits|matters)"
                              r"|(?:(?<=\s)|^)[a-z]+ing)(?:\s+now)?\s*[.!]+\s+(?=\S)", re.IGNORECASE)


# "quick one: …", "heads up: …": how a message opens, no topic to keep as a note
_SOCIAL_TOPIC = re.compile(r"^(?:quick\s+(?:one|q|question|thing)|heads\s+up|fyi|btw|ps|p\.s\.|update|question|"
                           r"one\s+more(?:\s+thing)?|another\s+(?:one|thing)|also|next|ok(?:ay)?|right|so|oh|and|"
                           r"reminder|important|urgent|note\s+to\s+self|hey|hi|hiya|hello|morning|evening)\W*$",
                           re.IGNORECASE)


# "car MOT is due before 10th dec, need to book it", "the passport runs out in march so i have to renew it": a thing and
# its date, then what to do to "it": that thing is what the to-do is done to, due on the date said of it
_THING_THEN_DO_IT = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|also|oh|right)[\s,]+)*(?P<thing>(?:(?:the|my|our)\s+)?(?:[\w'&-]+\s+){0,3}[\w'&-]+?)"
    r"\s+(?:is|are|'s|was|runs?\s+out|expires?|ends?)\s+(?:(?:due|booked|up)\s+)?(?P<when>[^,.;!?]+?)\s*(?:[,.;!]+\s*|\s+)"
    r"(?:(?:so|and)\s+)?(?:i\s+|we\s+)?(?:need|needs|have|has|got|gotta|must|should)\s+(?:to\s+)?"
    r"(?P<verb>[a-z]+)\s+(?:it|them)(?P<tail>(?:\s+(?:in|up|off|out|done|sorted))?)[\s.!]*$", re.IGNORECASE)


def _thing_then_do_it(text: str, env: Env) -> list[Reading] | None:
    """A thing and its date, then a to-do said of "it" ("car MOT is due before 10th dec, need to book it"): one task,
    the to-do done to that thing ("Book the car MOT"), due on that date; never "Book it" beside the thing offered."""
    m = _THING_THEN_DO_IT.match(text.strip())
    if not m or m.group("verb").lower() not in TASK_VERBS or m.group("thing").split()[0].lower() in (
            "it", "he", "she", "they", "this", "that", "i", "we", "you", "there"):
        return None
    when = extract_when(m.group("when"), env.now, env.timezone)
    if when is None or not when.when:
        return None
    thing = m.group("thing")
    thing = thing if re.match(r"(?:the|my|our)\s", thing, re.IGNORECASE) else f"the {thing}"
    readings = _read_clauses(f"add {m.group('verb')} {thing}{m.group('tail')} {m.group('when')}", env)
    if len(readings) != 1 or readings[0].intent != "add_task" or not readings[0].params.get("due"):
        return None
    return readings


# "also need boxes. order 30 boxes and bubble wrap off amazon": a thing needed, then the to-do that gets it
_NEED_THEN_HOW = re.compile(r"^(?:(?:ok(?:ay)?|so|and|also|oh|right|plus)[\s,]+)*(?:i\s+|we\s+)?(?:still\s+|also\s+)?"
                            r"(?:need|want|gotta\s+get)\s+(?:some\s+|more\s+|new\s+|a\s+|an\s+)?(?P<thing>[\w'-]+)"
                            r"(?:\s+(?:too|as\s+well|also))?\s*[.!;:]+\s*(?P<todo>\S.*)$", re.IGNORECASE)


def _need_then_how(text: str, env: Env) -> list[Reading] | None:
    """A thing needed, then the to-do that gets it ("need boxes. order 30 boxes off amazon"): that to-do alone, never
    a second task "Need boxes" beside it (nor the to-do lost)."""
    m = _NEED_THEN_HOW.match(text.strip())
    if not m or m.group("todo").split()[0].lower() not in TASK_VERBS:
        return None
    stem = m.group("thing").lower().rstrip("s")
    if len(stem) < 3 or stem not in m.group("todo").lower():
        return None
    readings = _read_clauses(f"add {m.group('todo')}", env)
    if not readings or any(r.intent != "add_task" or not r.params.get("title") for r in readings):
        return None
    return readings


def _topic_then_command(text: str, env: Env) -> list[Reading] | None:
    """"10k training: add a 5k run saturday and a long run sunday", "bathroom reno: remind me friday to buy grout":
    what it is about, then a command; the topic stays as the note of each task added, as in a to-do list."""
    topic = _TOPIC_COLON.match(text)
    if not topic or explicit_command(topic.group("topic"), env) or not explicit_command(topic.group("rest"), env):
        return None
    readings = _read_clauses(topic.group("rest"), env)
    if not any(r.explicit and r.intent not in _NON_TASK for r in readings):
        return None
    if not _LIST_ANNOUNCED.match(topic.group("topic")) and not _SOCIAL_TOPIC.match(topic.group("topic")):
        for r in readings:
            if r.intent == "add_task" and r.params.get("title") and not r.params.get("description"):
                r.params["description"] = topic.group("topic").strip()
    return readings


# "the bins - my neighbour does them now so stop repeating that one": a task named, a dash, then what to do with it
_NAMED_THEN_DASH = re.compile(r"^(?:(?:ok(?:ay)?|so|and|right|oh)[\s,]+)*"
                              r"(?P<ref>(?P<det>(?:the|my|that|#)\s*)?(?:[\w'&-]+\s+){0,4}[\w'&-]+)"
                              r"\s+[-–—]+\s+(?P<rest>\S.*)$", re.IGNORECASE)

# "and the one called No, remove it": a task named by its title, a comma, then what to do with it
_CALLED_THEN_COMMA = re.compile(r"^(?:(?:ok(?:ay)?|so|and|right|oh|also)[\s,]+)*"
                                r"(?P<ref>(?:the|that)\s+(?:one|task|item|thing)\s+(?:(?:literally|actually)\s+)?"
                                r"(?:called|named|titled)\s+[^,;:]+?)\s*[,;:]\s*(?P<rest>\S.*)$", re.IGNORECASE)

# "and the library books, would you move them to wednesday", "the tenencia, give it a date, monday": a task named
# by its words, a comma, then a change said
# of "it"/"them" (the named thing, plural in the words, not every task)
_THE_THEN_COMMA = re.compile(r"^(?:(?:ok(?:ay)?|so|and|right|oh|also)[\s,]+)*"
                             r"(?P<ref>(?:the|my)\s+(?:[\w'&-]+\s+){0,4}[\w'&-]+)\s*,\s*"
                             r"(?P<rest>(?:(?:would|could|can|will)\s+(?:you|u)\s+|please\s+|pls\s+|just\s+)*"
                             r"(?:move|push|put|shift|bump|change|set|make|mark|tick|delete|remove|cancel|give|"
                             r"reschedule|rename|date)\s+(?:it|them|those|that|this)\b.*)$", re.IGNORECASE)
# "kit from the tailor, he says friday now", "the boiler service, they said the 4th now": a task named, a comma, then
# its new day as someone else told it
_NAMED_THEN_TOLD = re.compile(r"^(?:(?:ok(?:ay)?|so|and|right|oh|also)[\s,]+)*"
                              r"(?P<ref>(?P<det>(?:the|my|our|that)\s+)?(?:[\w'&-]+\s+){0,4}[\w'&-]+)\s*[,;]\s*"
                              # only a change ("now", "instead"): "my sister, she said friday" moves nothing
                              r"(?=.*\b(?:now|instead|rather|after\s+all)\b)"
                              r"(?P<rest>(?:(?:now|apparently|and)\s+)?(?:he|she|they|the\s+[\w'-]+)\s+(?:now\s+)?"
                              r"(?:says?|said|reckons?|tells?\s+me|told\s+me)\s+(?:it'?s\s+|it\s+is\s+|it'?ll\s+be\s+)?"
                              r"(?:now\s+)?(?:on\s+|for\s+)?\S.*)$", re.IGNORECASE)
_THEM = re.compile(r"\b(?:them|those)\b", re.IGNORECASE)
# "the parcel's arrived, tick it off", "the dentist moved, make it friday": news before the comma, not a task's name
_NEWS_NOT_NAME = re.compile(r"'s\s|\b(?:is|are|was|were|has|have|had|got|came|rang|called)\b|\w{2,}ed$", re.IGNORECASE)

_LITERALLY = re.compile(r"\b(?:literally|actually)\s+(?=(?:called|named|titled)\b)", re.IGNORECASE)


_NOT_A_NAME = ("i", "im", "i'm", "we", "you", "he", "she", "they", "it", "its", "it's", "this", "there", "ok", "okay",
               "so", "and", "right", "oh", "also", "no", "yes", "yeah", "hmm", "ugh", "wait", "sorry", "thanks")
_WHY_THEN_SO = re.compile(r"^[^.!?]+?(?:[,.;]\s*|\s+)so\s+(?P<asked>\S.*)$", re.IGNORECASE)


def _task_then_said_of_it(text: str, env: Env) -> list[Reading] | None:
    """"the bins - my neighbour does them now on tuesdays so stop repeating that one and stop the reminder": the
    task named before the dash is the "it"/"that one" of every change after it, whatever reason comes between.
    Only when the first change after the dash is said of "it" (a change naming a task of its own keeps that task)."""
    m = _NAMED_THEN_DASH.match(text.strip()) or _CALLED_THEN_COMMA.match(text.strip()) \
        or _NAMED_THEN_TOLD.match(text.strip())
    if not m:
        m = _THE_THEN_COMMA.match(text.strip())
        m = None if m and _NEWS_NOT_NAME.search(m.group("ref")) else m
    if not m or explicit_command(m.group("ref"), env) or _SOMEONE_DID.match(m.group("ref")):
        return None  # "the school rang - they want it pushed back": news, not a task named
    bare = "det" in m.re.groupindex and not m.group("det")
    if bare and m.group("ref").split()[0].lower() in (*TASK_VERBS, *_NOT_A_NAME):
        return None  # "call mum - make it urgent": a to-do said (tax assignment - make it urgent": a task named)
    refs = parse_refs(_LITERALLY.sub("", m.group("ref")))  # "the one literally called No": its title is "No"
    if len(refs) != 1 or refs[0]["kind"] not in ("title", "number"):
        return None
    rest = m.group("rest")  # type: ignore[union-attr]
    if m.re is _THE_THEN_COMMA:
        rest = _THEM.sub("it", rest, count=1)  # "the library books, move them …": them is the books
        first, *after = re.split(r"(?<=[.!?])\s+", rest, maxsplit=1)
        if after and not explicit_command(after[0], env):
            rest = first  # "… to wednesday. the library is shut until then": why, in a sentence of its own
    why = _WHY_THEN_SO.match(rest)  # "my neighbour does them now, so stop repeating it": the request after "so"
    readings = _read_clauses(why.group("asked") if why and explicit_command(why.group("asked"), env) else rest, env)
    edits = [r for r in readings if r.intent not in _NON_TASK]
    # "tax assignment - make it urgent. secret santa not important": a change after it naming its own task stays its
    if not edits or (edits[0].ref or {}).get("kind") != "pronoun" or any(
            r.intent == "add_task" or (r.ref or {}).get("kind") is None for r in edits):
        return None
    for r in edits:
        if (r.ref or {}).get("kind") == "pronoun":
            r.params["task_ref"] = dict(refs[0])
            if bare and r.intent == "update_task" and (r.params.get("due") or r.params.get("priority")
                                                                       not in (None, "", "none")):
                r.params["or_add"] = True  # "dentist - high priority": no such task, offered as a new one
    return readings


# "ok its thursday now. …", "right, it's the weekend. …": the user saying what day it is, before what they ask
# "morning, its saturday 28th. …", "thx. right its wed evening, …": a greeting first, the day shortened or dated
# "ok friday evening now. cashed up the tills", "tues 1st dec now - put the bins out, done": without "it's", the day
# is narrated only with "now" after it ("monday. dentist at 3" says when the dentist is)
_NARRATED_WHEN = (r"(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)"
                  r"(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|"
                  r"sept|oct|nov|dec)[a-z]*)?)?|the\s+weekend)")
_NARRATED_DAY = re.compile(
    r"^(?:(?:ok(?:ay)?|so|right|alright|well|morning|evening|afternoon|good\s+(?:morning|evening)|hi|hiya|hey|thx|"
    rf"thanks|ta|grand(?:\s+job)?|great|lovely|cheers|perfect|nice(?:\s+one)?)[\s,.!]+)*(?:(?:it'?s|its|it\s+is)\s+(?:now\s+)?{_NARRATED_WHEN}"
    r"(?:\s+(?:now|already|today|morning|afternoon|evening|night))*"
    rf"|{_NARRATED_WHEN}(?:\s+(?:morning|afternoon|evening|night))?\s+now)\s*(?:[.!,;]+\s+|\s+[-–—]+\s+)(?=\S)",
    re.IGNORECASE)
# "monday morning. whats on", "friday arvo - what have i got": the day (and part of it) said, then a question about it
_DAY_THEN_ASKED = re.compile(
    r"^(?:(?:ok(?:ay)?|so|right|well|morning|good\s+morning|hi|hiya|hey)[\s,.!]+)*(?:(?:it'?s|its)\s+)?"
    r"(?P<day>today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
    r"(?:\s+(?:morning|arvo|afternoon|evening|night|again|already))*\s*(?:[.!,;:]+\s*|\s+[-\u2013\u2014]+\s+)"
    r"(?P<rest>(?:what|whats|what'?s|wots|wat|anything|any)\b.*)$", re.IGNORECASE)
_DAY_STEMS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _day_then_asked(text: str, env: Env) -> list[Reading] | None:
    """"monday morning. whats on" (said on a monday): what is on that day, asked after saying which day it is —
    today when the day named is today, else that day. None when the rest does not ask for the list."""
    m = _DAY_THEN_ASKED.match(text.strip())
    if m is None:
        return None
    day = m.group("day").lower()
    today = env.now.astimezone(zone(env.timezone)).strftime("%a").lower()
    when = "today" if day == "today" or day.startswith(today[:3]) else day
    rest = m.group("rest").strip(" ?!.")
    found = _read_clauses(rest, env)
    if not (len(found) == 1 and found[0].intent == "list_tasks" and found[0].params.get("due")):
        found = _read_clauses(f"{rest} {when}", env)
    return found if len(found) == 1 and found[0].intent == "list_tasks" else None


# ("same for the lads, paid them cash": the last action again, with why after it)
_FOLLOW_SHAPE = re.compile(r"^(?:and|also|plus|oh\s+and|&)\s+\S|\S\s+(?:too|as\s+well)\b"
                           r"|^(?:(?:and\s+)?(?:the\s+)?same|ditto)(?:\s+thing)?\s+(?:for|with)\s+\S", re.IGNORECASE)


def _more_added(text: str, body: str, env: Env) -> list[Reading] | None:
    """"also X tuesday, and Y wednesday" right after an add: the things to add, read as clauses of an add (None
    unless there are two or more of them)."""
    said = next((t for t in (text, body) if MORE_ADDED.match(t)), None)
    if said is None or not env.context or (env.context.last_action or {}).get("intent") != "add_task":
        return None
    found = _read_clauses(said, env)
    return found if len(found) > 1 and all(r.intent == "add_task" for r in found) else None


_ENDS_AGAIN = re.compile(r"\s(?:too|as\s+well|also)\W*$", re.IGNORECASE)  # "also the gas bill too, …": one more


def _follow_up_first(body: str, env: Env) -> list[Reading] | None:
    """"and 2 as well actually, he paid cash", "and the other one as well, did it in the van": said right after an
    action, a follow-up is that action again, even when the why after it reads like a report of its own."""
    if not (env.context and env.context.last_action) or not _FOLLOW_SHAPE.search(body):
        return None
    named, *why = THEN_WHY.split(body.strip(), maxsplit=1)
    named = re.sub(r"^(?:and|also|plus|oh\s+and|&)\s+", "", named, flags=re.IGNORECASE)
    if why and broken_off(named):
        return None  # "and the Lyon invoice is... no, it's not done, it's due friday": what is said of it comes next
    whole = explicit_command(body, env) if why else None
    if whole and len(whole) == 1 and whole[0].intent == "update_task" and "priority" in whole[0].params \
            and not _ENDS_AGAIN.search(named):
        return None  # "and calculator whenever, not bothered": what follows the comma is how urgent, not why
    done = _named_then_done(named, why[0], env) if why else None
    if done:
        return done
    # ("…, would you move them to wednesday. the library is shut": the request is the first sentence of the rest)
    asked = (explicit_command(why[0], env) or explicit_command(THEN_WHY.split(why[0], maxsplit=1)[0], env)) \
        if why else None
    if asked and asked[0].intent not in _NON_TASK and asked[0].intent != env.context.last_action.get("intent"):
        return None  # "and the board room one, put it on thursday": the task named, then another change to it
    if why and not asked and env.context.last_action.get("intent") != "complete_task" and _REPORTED_DONE.match(why[0]):
        return None  # "and the lotto fee, that's paid" after a priority change: a report on that task, not the change
    if why and _more_added(body, body, env):
        return None  # "also fuse board swap tuesday, thats for tom, and the ev charger wednesday": more than one more
    reminded = env.context.last_action.get("intent") == "schedule_reminder" and WHEN_THEN_WHAT.match(named)
    if explicit_command(named, env) and not reminded:  # "also tomorrow at 9 to call the bank": another reminder
        return None  # "and add milk": a request of its own
    return follow_up(body, env, lambda t: _read_clauses(t, env))


_ONE_MORE = re.compile(r"\s+(?:too|as\s+well|also)\W*$", re.IGNORECASE)


# A clause saying someone did it ("my sister did it", "jo's done this one"): news, not a task's name
_DID_SAID = re.compile(r"\b(?:did|has\s+done|have\s+done|done\s+(?:it|this|that|them))\b", re.IGNORECASE)


def _named_then_done(named: str, why: str, env: Env) -> list[Reading] | None:
    """"and the float, i paid it already, tick it", "and that washing one too, did it at the buc-ees" after an add:
    a task named, then a report that "it" is done; the named task is ticked off, not added (nor the last one ticked)."""
    if (env.context.last_action or {}).get("intent") == "complete_task":  # type: ignore[union-attr]
        return None  # "and 2 as well actually, he paid cash": the same action again, read as a follow-up
    if explicit_command(named, env):
        return None  # "and tick it off, did it this morning": the request itself, then why
    if _DID_SAID.search(named):
        return None  # "and sister dorothy did this week's early, so tick it off": news of who did it, no task's name
    said = [r for r in _read_clauses(why, env) if r.intent not in _NON_TASK]
    if not said or any(r.intent != "complete_task" or (r.ref or {}).get("kind") != "pronoun" for r in said):
        return None
    refs = parse_refs(_ONE_MORE.sub("", named))
    if len(refs) != 1 or refs[0]["kind"] not in ("title", "number"):
        return None
    return [Reading("complete_task", {"task_ref": refs[0]}, 0.9, "A task named, then a report that it is done.")]


# "that's paid", "it's done", "thats sorted now": the task named just before reported done
_REPORTED_DONE = re.compile(r"^\W*(?:that'?s|thats|it'?s|its|that\s+is|it\s+is|that\s+one'?s|that\s+one\s+is)\s+"
                            r"(?:(?:all|now|already|been|just)\s+)*(?:done|paid|sorted|finished|booked|sent|posted|"
                            r"handled|dealt\s+with|complete[d]?|taken\s+care\s+of)(?:\s+(?:now|already|too|as\s+well))*\W*$",
                            re.IGNORECASE)


_OOPS = re.compile(r"^(?:oops|whoops|oh\s+no|my\s+bad|wrong)\b[\s,!.]*(?!(?:undo|revert|reverse)\b)", re.IGNORECASE)


# A clause that says how things are, led by its subject: "the deadline is fixed", "it's paid", "jo says …"
# "new liners came in": something that arrived, told as why a repeat stops, not a task done
_ARRIVED = re.compile(r"\b(?:came|come|arrived|turned\s+up|showed\s+up|got\s+delivered)\b", re.IGNORECASE)
_STATEMENT = re.compile(r"^(?:the|my|our|his|her|their|it'?s|its|it|that'?s|that|this|he|she|they|we|i|"
                        r"(?:new\s+|old\s+)?[a-z]+'s)\s",
                        re.IGNORECASE)


# "undo that, it's the annuals i paid for not the lotto fee", "undo, it was the gas one i did": after an undo, the task
# the last request was meant for, said as "it's the X" (a correction, not why)
_IT_WAS_THE = re.compile(r"^(?:(?:no|nah|sorry|oops)[\s,]+)*(?:it'?s|its|it\s+is|it\s+was|twas)\s+"
                         r"(?P<meant>(?:the|my|our)\s+(?!(?:wrong|same|right|other|weekend|end)\b)[\w'&-]+"
                         r"(?:\s+[\w'&-]+){0,3}?)"
                         # who did it or which it is not, so "it's the weekend" stays why
                         r"(?=\s+(?:that|which|i|we)\s|\s*,?\s+not\s)"
                         r"(?:\s+(?:(?:that|which|i|we)\s+[\w' ]+?))?"
                         r"(?:\s*,?\s+not\s+(?:the\s+|my\s+)?(?P<not>\S.*?))?[.!]*$",
                         re.IGNORECASE)


# "undo. i meant the drive dad to surgery one", "undo, meant the gas bill": the task meant, said after the undo
_I_MEANT = re.compile(r"^(?:(?:no|nah|sorry|oops)[\s,]+)*(?:i\s+)?meant\s+"
                      r"(?P<meant>(?:the|my|our)\s+(?!(?:wrong|same|other)\b)[\w'&-]+"
                      r"(?:\s+[\w'&-]+){0,6}?)(?:\s+(?:one|task))?[.!]*$", re.IGNORECASE)


def _undo_meant_other(rest: str, env: Env) -> Reading | None:
    """"it's the annuals i paid for not the lotto fee" after "undo that": the last request, on the task meant. (Not
    "it's the bitter not the stout" after a rename to "… about the stout": the words ruled out are the new title's, so
    why the change is undone, not another task.)"""
    m = _IT_WAS_THE.match(rest.strip()) or _I_MEANT.match(rest.strip())
    ruled_out = (m.groupdict().get("not") or "") if m else ""
    last = str(((env.context.last_task if env.context else None) or {}).get("title") or "").lower()
    if ruled_out and last and re.search(rf"\b{re.escape(ruled_out.lower().strip(' .!'))}\b", last):
        return None
    refs = parse_refs(m.group("meant")) if m else []
    if len(refs) != 1 or refs[0]["kind"] != "title":
        return None
    return act("correct", 0.9, "An undo, then the task meant: the last request on that task instead.",
               {"task_ref": refs[0]})


def _undo_then_reason(text: str, env: Env) -> Reading | None:
    """"undo, already booked it lol", "no wait, bring it back, the order didnt go through": an undo said first,
    then why; so a cancel that names no task ("nah forget it, wind's dropping already"; "cancel it, she texted" deletes
    it). Commas are lost when a message is squashed for the acts, so the pieces before each comma are tried; the rest
    must not be a request of its own."""
    pieces = THEN_WHY.split(text.strip())
    for end in range(1, len(pieces)):
        head, rest = ", ".join(pieces[:end]), ", ".join(pieces[end:])
        found = conversation_act(squash(head))
        if found is not None and found.act == "cancel" and not _DELETES.search(head):
            return None if explicit_command(rest, env) and not _HOW_WE_ARE.match(rest) else found
        if found is not None and found.act == "undo":
            meant = _undo_meant_other(rest, env)
            if meant is not None:
                return meant
            amount = undo_amount(squash(rest))
            if amount:  # "undo that, both of them": how much, not why
                return act("undo", found.confidence, found.reasoning, {**found.params, **amount})
            # the rest may say how things are ("the committee deadline is fixed"), not ask for something new
            # "no thats wrong, it's not tomorrow. change 31 to …": a remark, then the request that says what was meant
            later = (", ".join(pieces[k:]) for k in range(end, len(pieces)))
            return None if any(explicit_command(r, env) and not _STATEMENT.match(r) for r in later) else found
    said = _UNDO_THEN_CLAUSE.match(text.strip())
    if said and not explicit_command(said.group("rest"), env):  # "nvm undo that mum said no": no comma before why
        found = conversation_act(squash(said.group("head")))
        return found if found is not None and found.act in ("undo", "cancel") else None
    return None


# "leave it, we're low again", "nah keep it, i'm using it friday": how the speaker is, why it is kept (no request)
_HOW_WE_ARE = re.compile(r"^(?:(?:we|they)'?re|i'?m)\s+(?!(?:done|finished|through)\b)\w", re.IGNORECASE)

_DELETES = re.compile(r"\b(?:cancel|delete|remove|scrap|drop|bin|ditch|kill|get\s+rid)\b", re.IGNORECASE)

# "undo that. rename phone bill to pay phone bill", "undo that and change the cpd assignment to wed 3pm": the last
# change taken back, then another request
_UNDO_THEN_ASKED = re.compile(
    r"^(?:(?:ok(?:ay)?|no+|nah|oops|whoops|ugh|hmm+|right|argh|wait)[\s,.!]+)*(?:pls\s+|please\s+)?(?:undo|revert|reverse)"
    r"(?:\s+(?:that|it|this|that\s+one|the\s+last\s+(?:one|change|bit)))?(?:\s+(?:pls|please))?"
    r"(?:\s*[,.;!]+\s*(?:(?:and|then|and\s+then)\s+)?|\s+(?:and|then|and\s+then)\s+)(?P<rest>\S.*)$", re.IGNORECASE)


_REMARK_END = re.compile(r"[.!?;]+\s+|,\s+(?=(?:pls\s+|please\s+)?(?:undo|revert|reverse)\b)", re.IGNORECASE)


def _undo_then_asked(text: str, env: Env) -> list[Reading] | None:
    """"undo that. rename phone bill to pay phone bill": an undo, then a request of its own. Read as a correction:
    the last message's change is taken back and the request is run after it (never the undo lost)."""
    text = text.strip()
    m = _UNDO_THEN_ASKED.match(text)
    for said in ([] if m else _REMARK_END.finditer(text)):
        # "no thats not a task lol. undo that and move …": a remark, then the undo and the request (each runs)
        m = _UNDO_THEN_ASKED.match(text[said.end():])
        if m:
            if any(r.explicit and r.intent not in _NON_TASK for r in _read_clauses(text[:said.start()], env)):
                return None
            break
    if not m or undo_amount(squash(m.group("rest"))) or (_STATEMENT.match(m.group("rest"))
                                                         and not ASKS_FOR_TASK.match(m.group("rest"))):
        return None  # "undo that, both of them": how much; "wait undo, the deadline is fixed": why
    readings = _read_clauses(m.group("rest"), env)
    if not readings or not all(r.explicit and r.intent not in _NON_TASK for r in readings):
        return None
    return [replace(r, act="correct", reasoning=f"An undo, then: {r.reasoning}") for r in readings]


# An undo, then why as a clause of its own with no pause before it: "undo that mum said no", "undo it he's sorted it"
_UNDO_THEN_CLAUSE = re.compile(
    # ("undo that pls i fat-fingered it": a please, then why; "cancel that i changed my mind": a cancel, then why)
    r"^(?P<head>.*?\b(?:(?:undo|revert|reverse)(?:\s+(?:it|that|this))?|(?:cancel|scrap|scratch|ditch|forget)\s+"
    r"(?:it|that|this))(?:\s+(?:pls|plz|please|sorry|soz|thanks|thx))*)\s+"
    r"(?P<rest>(?:(?:i|we|he|she|they|you|it'?s|that'?s|there'?s|i'?m|i'?ve|we'?re|he'?s|she'?s|they'?re)\b"
    r"|(?:my\s+|our\s+|the\s+)?[\w']+\s+(?:said|says|told|wants|changed|decided|is|was|has|had|did|didn'?t|doesn'?t|"
    r"don'?t|won'?t|isn'?t|wasn'?t)\b).*)$", re.IGNORECASE)


_SENTENCE_END = re.compile(r"(?<=[?!.])\s+")


def _help_then_remark(text: str, env: Env) -> Reading | None:
    """"what can you actually do? feels like youre not getting half of what i say", "what can you do? like can you do
    recurring stuff": a help question, then a remark or a question about what the bot can do, asking for nothing."""
    first, *rest = _SENTENCE_END.split(text.strip(), maxsplit=1)
    found = conversation_act(squash(first)) or conversation_act(squash(_HELLO.sub("", first))) if rest else None
    if found is None or found.act != "help":
        return _help_asked_last(text)
    return found if _aside(rest[0], env) or _HEARSAY.match(rest[0].strip()) else None


_HELLO = re.compile(r"^(?:(?:hi|hey|hello|hiya|heya|howdy|yo|g'?day|morning|evening|"
                    r"good\s+(?:morning|afternoon|evening)|kia\s+ora|namaste|salaam|salam)"
                    r"(?:\s+(?:there|mate|all|bot|todobot))?[\s,!.]+)+", re.IGNORECASE)
# "someone at netball said you'd help me keep on top of things", "a friend told me you could sort my reminders": who
# sent the user here, after the help question — no task
_HEARSAY = re.compile(r"^(?:(?:and|so|also|cos|because|coz|apparently)\s+)*(?:some\s*(?:one|body)|"
                      r"a\s+(?:friend|mate|mum|colleague|coworker|co-worker|guy|girl|lady|bloke)|my\s+[\w'-]+|people|everyone|they)"
                      r"(?:\s+(?:at|from|in|on)\s+[\w' -]{1,30}?)?\s+"
                      r"(?:said|told\s+me|reckons?|reckoned|says|mentioned|recommended|suggested)\b(?:\s+(?:that\s+)?(?:you|u|ya|this|this\s+bot|todobot)\b[^.!?]*)?[.!?]*$",
                      re.IGNORECASE)


# "i need to get my life sorted this week", "want to get organised": a wish to be in order, which the help asked after
# it is about (no task of its own)
_ORDER_WISHED = re.compile(r"^(?:(?:ok(?:ay)?|right|so|well|ugh|honestly)\s+)*(?:i\s+|we\s+)?(?:really\s+)?"
                           r"(?:need|want|have|gotta|got)\s+(?:to\s+)?get\s+(?:my\s+(?:life|week|act|stuff|head|things|admin)|things|"
                           r"everything|myself|organi[sz]ed|sorted)(?:\s+(?:sorted|together|organi[sz]ed|in\s+order|"
                           r"straight|on\s+track))?(?:\s+(?:this|next)\s+(?:week|month)|\s+today|\s+for\s+once)?$",
                           re.IGNORECASE)


def _help_asked_last(text: str) -> Reading | None:
    """"morning! ok i need to get my life sorted this week, can you help me keep track of stuff": greetings and a wish
    to be in order, then help asked for: that help, no task."""
    *before, last = [p.strip(" ,.!?") for p in _PIECE_END.split(text.strip()) if p.strip(" ,.!?")] or [""]
    found = conversation_act(squash(last)) if before else None
    if found is None or found.act != "help":
        return None
    said = [conversation_act(squash(p)) for p in before]
    if all((a is not None and a.act in ("greet", "thanks")) or _ORDER_WISHED.match(p)
           for a, p in zip(said, before, strict=True)):
        return found
    return None


_PIECE_END = re.compile(r"(?<=[?!.,])\s+")
# A greeting word opening a message ("hiii ok big week coming up", "heyy long day lol"), split off the chatter after it
# (chatter only: not a name called, a question put or a thing asked done: "hey siri mute the speakers", "hi can you …")
_GREETING_WORD = re.compile(r"^(?:hi+|hey+|hello+|hiya+|heya|yo+|morning|evening|niaje|sasa|howzit|kia\s+ora)\b"
                            r"(?=\s+\w)(?!\s+(?:todobot|bot|siri|alexa|google|cortana|computer|assistant|can|could|would|"
                            r"will|please|pls|plz|i\s+(?:want|need|wanna)|[\w'-]+\s+(?:me|my|the|a|an|it|this|that|some)\b))",
                            re.IGNORECASE)


def _chatter_around_act(text: str, env: Env) -> Reading | None:
    """"hi, my friend said u can help me keep on top of stuff. im drowning a bit lol" (a greeting, then chatter) and
    "ok well tasks is what i need. what can you do?" (chatter, then a help question): the greeting or the help is what
    is meant when nothing else in the message reads as anything at all (a task said after "hi" is still that task)."""
    pieces = [p for p in _PIECE_END.split(text.strip()) if p.strip()]
    if len(pieces) < 2:  # "hiii ok big week coming up 😩": the greeting word, then the chatter, with no stop between
        said = _GREETING_WORD.match(text.strip())
        pieces = [said.group(0).strip(), text.strip()[said.end():]] if said else pieces
    if len(pieces) < 2:
        return None
    first, last = conversation_act(squash(pieces[0])), conversation_act(squash(pieces[-1]))
    if first is None and (unhailed := _HELLO.sub("", pieces[0].strip(" ,.!?"))):
        first = conversation_act(squash(unhailed))  # "hey morning.": a hail, then the greeting
    if last is not None and last.act == "help":
        # "hi! ok so this week is going to be nuts, can you help me keep track of stuff": help asked last, after a
        # greeting and a remark — the help (the greeting needs no step of its own)
        found, said_before = last, pieces[:-1]
        if first is not None and first.act == "greet":
            said_before = said_before[1:]
        chatter = " ".join(said_before)
        if not chatter.strip(" ,.!?"):
            return found
    elif first is not None and first.act == "greet":
        found, chatter = first, " ".join(pieces[1:])
    else:
        return None
    if found.act == "greet":  # "hey morning. crazy weekend and i need to get my week together lol": a wish, no task
        pieces = [p for p in _CHATTER_PIECE.split(chatter) if p.strip(" ,.!?")]
        kept = [p for p in pieces if not _ORDER_WISHED.match(_CHATTER_TAIL.sub("", p.strip(" ,.!?")))]
        if len(kept) < len(pieces) and not any(read_message(p, env) and any(
                r.intent not in ("unknown", "none") for r in read_message(p, env)) for p in kept):
            return found
    said = read_message(chatter, env)  # read whole, as if said alone: "hi, i book already the hotel, mark it"
    return found if said and all(r.intent == "unknown" for r in said) else None


_CHATTER_PIECE = re.compile(r"[,.;!?]+\s+|\s+(?:and|but|so)\s+", re.IGNORECASE)
_CHATTER_TAIL = re.compile(r"(?:\s+(?:lol|lmao|haha+|tbh|honestly|ugh|x+|:\)|😅|😩))+$", re.IGNORECASE)


def _command_then_reason(text: str, env: Env) -> list[Reading] | None:
    """"move the dentist to friday pls, cant get off work weds", "delete all the low priority ones, no time": a
    clear command on a task, then why. The why must not be a request of its own (nor start with a to-do verb:
    "delete the milk, buy oat milk" is two things); an add is left alone ("add milk - the oat one" has a note)."""
    pieces = [q for p in THEN_WHY.split(text.strip()) for o in _ASKED_THEN.split(p) for q in _PURPOSE.split(o)
              if q.strip()]
    if len(pieces) == 1:  # no comma: "move the library one to tmrw i swear ill do it" (why led by "i")
        pieces = [p for p in _THEN_I_SAY.split(text.strip(), maxsplit=1) if p.strip()]
    for end in range(1, len(pieces)):
        head, rest = ", ".join(pieces[:end]), " ".join(pieces[end:]).strip()
        found = explicit_command(head, env)
        if not found or found[0].intent in _NON_TASK or found[0].intent == "add_task":
            continue
        # "landlord wants it thursday, move it": the go-ahead after the change is no request of its own
        return _read_clauses(head, env) if _aside(rest, env) or _GO_AHEAD.match(rest) else None
    # the reason first: "council changed it, bins are every wednesday now. update it pls"; or a done-report among
    # remarks: "plumber came, fixed the leak"
    for i, piece in enumerate(pieces if len(pieces) > 1 else []):
        found = explicit_command(piece, env) or _moved_then_retimed(pieces[i - 1] if i else "", piece, env)
        edit = i > 0 and found and found[0].intent not in _NON_TASK and found[0].intent != "add_task" and set(
            found[0].params) - {"task_ref"}
        said = _read_clauses(piece, env) if not found else []
        reported = bool(said) and said[0].intent == "complete_task" and said[0].ref is not None
        if edit or reported:
            others = [p for j, p in enumerate(pieces) if j != i]
            named = _TOPIC.match(others[0].strip()) if reported and len(others) == 1 else None
            refs = parse_refs(named.group("ref")) if named and (said[0].ref or {}).get("kind") == "pronoun" else []
            if len(refs) == 1 and refs[0]["kind"] == "title":
                # "and the dog food, bought it": the task named, then the report on it
                return [Reading("complete_task", {"task_ref": refs[0]}, 0.9, "A task named, then a report on it.")]
            if all(_aside(p, env) or _GO_AHEAD.match(p) for p in others):
                if edit and (found[0].ref or {}).get("said"):
                    return found
                if edit and (found[0].ref or {}).get("kind") == "pronoun" and _TOPIC.match(pieces[i - 1].strip()):
                    # "the bins one, can you make it repeat … so it shows up in my week": "it" is the task named
                    return _read_clauses(", ".join(pieces[i - 1:i + 1]), env)
                return said or _read_clauses(piece, env)
            return None
    return None


# "ill go to doyle tomorrow at 10, poor man has no kitchen. put that on it", "dentist is friday 3pm - stick that on
# the task": when something will be done, told, then that date put on the task it names (or the one talked about)
# (searched for at the end, the news before it: a pattern matching the news too backtracks on a long message)
_PUT_THAT_ON_IT = re.compile(
    r"\s*[.,;!-]+\s+(?:(?:so|and|just|pls|please|can\s+you|could\s+you)\s+)*"
    r"(?:put|stick|pop|set|add|slap|whack|bung)\s+(?:that|this|the)(?:\s+(?:date|time|day))?\s+(?:on|to|against|for|in)\s+"
    r"(?:it|that|this|the\s+task|that\s+task|that\s+one|the\s+job|(?:the|his|her)\s+(?:[\w'-]+\s+){0,3}(?:one|task|job))"
    r"(?:\s+(?:please|pls|thanks|thx|ta|for\s+me))*\W*$", re.IGNORECASE)


_GOING_TO = re.compile(r"^(?:i'?ll|ill|i\s+will|i'?m|im|we'?ll|we\s+will|i\s+can|we\s+can)\s+(?:be\s+)?"
                       r"(?:going\s+to\s+|gonna\s+)?(?:(?:go|call|head|pop|nip|drop)\s+(?:over\s+|round\s+|out\s+|in\s+)?"
                       r"(?:to\s+(?:see\s+)?)?|see\s+|visit\s+|do\s+)?", re.IGNORECASE)


def _when_then_put_on_it(text: str, env: Env) -> list[Reading] | None:
    """The date told in the news, put on the task the news names ("put that on it"), as a move of that task."""
    m = _PUT_THAT_ON_IT.search(text.strip())
    news = text.strip()[:m.start()].strip() if m else ""
    if not re.search(r"\w", news):
        return None
    for piece in re.split(r"\s*[.,;!]+\s+|\s+-\s+", news):
        found = _read_clauses(piece, env)
        if len(found) == 1 and found[0].intent in ("add_task", "update_task") and found[0].params.get("due"):
            said = re.sub(r"^(?:(?:oh|ok|so|well|right|and)[\s,]+)+", "", piece, flags=re.IGNORECASE)
            if found[0].intent == "add_task" and found[0].params.get("title"):  # "ill go to doyle": "doyle"
                said = _GOING_TO.sub("", str(found[0].params["title"])) or said
            return [Reading("update_task", {"task_ref": {"kind": "pronoun", "said": said},
                                            "due": found[0].params["due"]}, 0.9,
                            "A date told, then put on the task it names.", True)]
    return None


def _moved_then_retimed(news: str, piece: str, env: Env) -> list[Reading] | None:
    """"the parish meeting moved again. make it tuesday at 8", "dentist got changed - put it on friday 3pm": news
    that something moved, then its new date said of "it". The news names the task (`said`), as in `_news_named_it`."""
    if not _CHANGED_NEWS.match(news.strip()) or _ABOUT_IT.match(news.strip()):
        return None
    found = _read_clauses(piece, env)
    if len(found) != 1 or found[0].intent != "update_task" or found[0].ref != {"kind": "pronoun"} \
            or not set(found[0].params) & {"due", "repeat"}:
        return None
    said = re.sub(r"^(?:(?:oh|ok|so|well|ugh|right)[\s,]+)+", "", news.strip(), flags=re.IGNORECASE)
    return [replace(found[0], params={**found[0].params, "task_ref": {"kind": "pronoun", "said": said}},
                    explicit=True)]


# What a command is for, said after it: "make it due every tuesday so it shows up in my week", "… so i remember"
# "is the driving test on my list? cant remember if i put the time": a question, then a remark about it
_ASKED_THEN = re.compile(r"(?<=\?)\s+")
_PURPOSE = re.compile(r"\s+(?=so\s+(?:that\s+)?(?:it|i|we|they|he|she|you)(?:'\w+)?\s)", re.IGNORECASE)


# Where a why led by "i" starts after a command said without a comma ("… to tmrw i swear ill do it",
# "… done im so behind"): the command is read on its own, the rest must be no request.
_THEN_I_SAY = re.compile(r"\s+(?=(?:i\s+(?:swear|promise|think|guess|reckon|hope|know|will|won'?t|can'?t|cant|just|"
                         r"really|totally|literally|forgot|already)|i'?ll|ill|i'?m|im|i'?ve|ive|i'?d)\s)",
                         re.IGNORECASE)


_GO_AHEAD = re.compile(r"^(?:(?:please|pls|can\s+you|could\s+you|kindly)\s+)?(?:update|change|fix|do|sort|move|shift|"
                       r"push|bump|switch|amend|prepone|postpone|reschedule)\s+(?:it|that|this)"
                       r"(?:\s+(?:please|pls|thanks|thx|for\s+me))*[.!]*$", re.IGNORECASE)


def _aside(text: str, env: Env) -> bool:
    """Whether `text` is only said around a request (a reason, a remark), not a request of its own."""
    if _CHANGED_NEWS.match(text.strip()):
        return True
    first = text.split()[0].lower() if text.split() else ""
    verb_led = first in TASK_VERBS and not SUBJECT_THEN_VERB.match(text)  # "shop had a slot": news, not a to-do
    return not (verb_led or first in ("and", "also", "then", "plus") or explicit_command(text, env))


# "need to sort that before the rota goes up", "gotta do it before friday", "have to do it every week anyway": after
# a change, what the user must do with the task just named ("it", "that"), said as why — no new task
_NEED_TO_DO_IT = re.compile(
    r"^(?:(?:oh|ok|so|and|as|cos|coz|cause|because|since|well|ugh)[\s,]+)*(?:i\s+|we\s+|i'?ve\s+|ive\s+|we'?ve\s+)?"
    r"(?:(?:really\s+|still\s+|definitely\s+)?(?:need|needs|have|has)\s+to|gotta|got\s+to|must|should|ought\s+to)\s+"
    r"(?:get\s+)?[a-z]+\s+(?:it|that|this|them|em|'em)\b(?:\s+(?:done|sorted|finished|in|out|off|over|back|up))?"
    r"(?:\s+(?:properly|right|again|now|then|too|anyway|first|asap|soon|today|tonight|tomorrow|early))*"
    r"(?:\s+(?:before|by|until|till|every|each|this|next|on|for|when|once|after)\b.*)?\W*$", re.IGNORECASE)


# "pay day moved", "my shift got changed", "the match was cancelled": news of something that changed, said as why
# (even when its first word is also a to-do verb)
_CHANGED_NEWS = re.compile(
    r"^(?:(?:oh|ok|so|well|ugh|right)[\s,]+)*(?:(?:the|my|our|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}\s+"
    r"(?:has\s+|have\s+|had\s+|got\s+|was\s+|were\s+|is\s+|are\s+|'s\s+)?(?:been\s+)?"
    r"(?:moved|changed|shifted|cancell?ed|postponed|delayed|rescheduled|brought\s+forward|pushed\s+back)"
    r"(?:\s+(?:again|now|too|as\s+well|this\s+month|this\s+week|lol|ugh))*\W*$", re.IGNORECASE)


# A clause that says how things are, not what to do: a subject and a finite verb ("he's away till friday", "the
# pharmacy does auto repeat now", "council changed collection day", "sessions are cancelled till jan")
_REMARK = re.compile(
    r"^(?:(?:oh|ok|so|well|hmm+|ugh|actually|apparently|good\s+news|bad\s+news)[\s,]+)*(?:(?:he|she|they|we|it|i|you|"
    r"there)(?:'s|'re|'ve|'ll|'d|'m)?\b|\w+'s\s)|\b(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|does|doesn'?t|did|"
    r"didn'?t|can'?t|cannot|couldn'?t|won'?t|has|hasn'?t|have|haven'?t|had|changed|gave|expired|cancell?ed|moved|"
    # "client in munich pushed the deadline": someone else's change, told as why
    r"pushed|postponed|delayed|extended|rescheduled|"
    r"said|told|sorted|went|got|left|"
    r"came|broke|finished|started|rang|called|phoned|texted|emailed|messaged|closed|opened|says|reckons|wants|bounced|"
    r"failed|declined|swapped|realised|realized|forgot)\b"
    # "ugh just realised im not in today", "argh the payment just bounced": what just happened
    r"|\b(?:just|already)\s+[a-z]+ed\b"
    # "ok back home, im in edinburgh again", "landed! …": where the user is now, said before what follows from it
    r"|^(?:(?:oh|ok|okay|so|well|right)[\s,]+)*(?:back\s+home|home\s+again|home|(?:just\s+)?landed|arrived)"
    r"(?:\s+(?:now|again|at\s+last|finally|safe(?:ly)?))*\W*$",
    re.IGNORECASE)


# "flu clinic today", "wednesday, conference day", "ok saturday": what day it is in the user's story
_WEEKDAY = r"(?:mon|tues|tue|wednes|wed|thurs|thu|fri|satur|sat|sun)(?:day)?"
_DAY_SCENE = re.compile(rf"\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|[a-z]+\s+day)\W*$|^\W*{_WEEKDAY}\b",
                        re.IGNORECASE)
_DAY_ONLY = re.compile(rf"^\W*(?:(?:ok|okay|so|right|well|and|morning|next\s+day)[\s,!.]+)*(?:it'?s\s+)?{_WEEKDAY}"
                       r"(?:\s+(?:now|already|morning|afternoon|evening|night))?\W*$", re.IGNORECASE)
# "the dog needs his booster at the vet sometime next week, and …": something needed is asked about, never dropped
_NEED_SAID = re.compile(r"\b(?:needs|need\s+to|has\s+to|have\s+to|must|should|gotta|got\s+to)\b", re.IGNORECASE)
# "meera science fair project, its due thursday": a thing with a deadline is a to-do, never mere context
_DEADLINE_SAID = re.compile(r"\b(?:due|deadline)\b", re.IGNORECASE)


def _errand_named(title: str) -> bool:
    """Whether a maybe-task's words name an errand-like thing ("Dentist appointment"), not how a day is ("Too much")."""
    return any(w.lower() in TASK_NOUNS for w in re.findall(r"[\w'-]+", title))


# "my dad has cardiology at the clinic, i'm taking him": whose event it is, and the speaker's part in it after a comma
_WHOSE_EVENT = re.compile(r"^(?:(?:my|our)\s+)?(?P<who>(?!(?:i|we|you|it|there|this|that|the)\b)[\w']+)\s+"
                          r"(?:has|have|'s|s)\s+(?:got\s+)?(?:(?:a|an|his|her|their|the)\s+)?(?=\w)", re.IGNORECASE)
_MY_PART = re.compile(r"\s*[,;]\s*(?:i'?m|im|i\s+am|we'?re|i'?ll|ill|i\s+will|we'?ll)\s+[^,;]*$", re.IGNORECASE)


def _event_title(title: str) -> str:
    """"My dad has cardiology at Siglo XXI, I'm taking him" → "Dad's cardiology at Siglo XXI"."""
    title = _MY_PART.sub("", title)
    whose = _WHOSE_EVENT.match(title)
    if whose and title[whose.end():].strip():
        who = whose.group("who")
        title = capitalise(f"{who}'s {title[whose.end():]}" if not who.lower().endswith("s") else
                           f"{who}' {title[whose.end():]}")
    return title


def _due_said(r: Reading, clause: str) -> bool:
    """A maybe-task said due, the date read cleanly out of its words ("project, its due thursday")."""
    title = str(r.params.get("title", ""))
    return bool(_DEADLINE_SAID.search(clause) and r.params.get("due") and not _DEADLINE_SAID.search(title)
                and not r.params.get("description"))


# "right lets get this down", "ok lets do this": a verb with only "this"/"it" names no task
_NOTHING_NAMED = re.compile(r"^\w+\s+(?:this|that|it|these|those|everything|things|stuff|it\s+all|all\s+this)"
                            r"(?:\s+(?:down|done|sorted|out|started|going|over\s+with))?$", re.IGNORECASE)


# A clause that says why ("… bc im off", "… because the office is shut"): a reason, not a report of its own.
# "met a guy from a flour mill", "i found a cheaper supplier", "ran into someone from school": a past verb with a
# new, indefinite object tells what happened; it names no task on the list
_STORY = re.compile(r"^(?:(?:i|we)\s+(?:just\s+|also\s+)?)?[a-z]+\s+(?:(?:into|with|up\s+with)\s+)?"
                    r"(?:a|an|some|someone|somebody|this)\s", re.IGNORECASE)
_GIVES_REASON = re.compile(r"\b(?:because|cause|cos|coz|bc|since)\s", re.IGNORECASE)


_OF_IT = re.compile(r"\b(?:it|that|this|those|them)\b", re.IGNORECASE)
_KIND_WORD = re.compile(r"\s+(?:one|thing|task|item|stuff|business)$", re.IGNORECASE)


def _shown(ref: dict) -> dict[str, object]:
    """The list_tasks params that show the task a topic names: its number, or a search for its words."""
    if ref.get("kind") == "number":
        return {"numbers": [ref["value"]]}
    words = _KIND_WORD.sub("", str(ref.get("value") or "")).strip()
    return {"query": words} if words else {}


# "friday.", "ok saturday.", "right, tomorrow morning.": a day said first to set the scene of the news after it
_SCENE_DAY = re.compile(r"^(?:(?:ok(?:ay)?|so|right|alright|well|anyway|and|now)[\s,]+)*(?:(?:it'?s|its)\s+)?"
                        r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tmrw)"
                        r"(?:\s+(?:morning|night|evening|afternoon|arvo|now|then))?\W*$", re.IGNORECASE)


def _scene_set_first(readings: list[Reading], said_as: list[str]) -> bool:
    """Whether the first reading is a bare day said before requests that are no listing ("friday. 6am hockey done"):
    scene-setting, not a question about that day."""
    first = readings[0]
    return len(readings) > 1 and bool(_SCENE_DAY.match(said_as[0].strip())) \
        and ((first.intent == "list_tasks" and not first.explicit)
             or (first.intent == "none" and first.act == "confirm")) \
        and any(r.intent not in ("list_tasks", "none", "unknown") for r in readings[1:])


# "hendersons have covid, push all their jobs to friday", "the smiths cancelled so move all their stuff to monday": the
# people named first are whose jobs "their" means
_THEIR_JOBS = re.compile(
    r"^\W*(?:(?:so|ok|okay|right|ugh|well)[\s,]+)*(?:the\s+)?(?P<who>(?!(?:i|we|you|it|they|he|she|that|this|there|"
    r"everyone|everybody)\b)[a-z][\w'-]*(?:\s+(?!(?:have|has|are|is|got)\b)[a-z][\w'-]*)?)"
    r"\s+(?:have|has|'ve|are|is|'re|got|cancell?ed|rang|called|postponed|pulled\s+out)\b[^.;!?,]*?(?:[,.;!?]\s*|\s+(?=so\s))"
    r"(?:(?:so|and|pls|please|just|can\s+you)\s+)*(?:push|move|shift|postpone|bump|put|delay|defer)\s+"
    r"(?:all\s+(?:of\s+)?|everything\s+for\s+|every\s+one\s+of\s+)?(?P<pro>their|his|her)\s+"
    r"(?=(?:jobs|tasks|stuff|things|bits|ones|work)\b)", re.IGNORECASE)


def _whose_jobs(text: str) -> str:
    """"their" in "push all their jobs …" made the name said before it ("hendersons have covid, …")."""
    m = _THEIR_JOBS.match(text)
    return f"{text[:m.start('pro')]}the {m.group('who')}{text[m.end('pro'):]}" if m else text


# "it" / "that" said of the thing done, in a clause before a bare "mark done"
_IT_SAID = re.compile(r"\b(?:it|that|dat)\b(?!\s*(?:'s|’s|is|was)\b)", re.IGNORECASE)


def _read_clauses(text: str, env: Env) -> list[Reading]:
    if injection(text) and not starts_with_data_command(text, env):
        return [act("out_of_scope", 0.9, "Reads as instructions to the assistant, not a task request.")]
    text = _whose_jobs(text) if re.search(r"\b(?:their|his|her)\s", text, re.IGNORECASE) else text
    readings: list[Reading] = []
    said_as: list[str] = []  # the clause each reading was read from
    previous: tuple[str, list[Reading]] | None = None
    topic: dict | None = None
    numbers: list[dict] = []  # tasks named by their numbers first ("7 and 8 are rubbish"), then "them"
    clauses = split_clauses(text, env, clause_start)
    for at, (clause, continues_add) in enumerate(clauses):
        named = _TOPIC.match(clause) if len(clauses) > 1 and not _SOMEONE_DID.match(clause) else None
        last_named = _ONE_SAID_LAST.search(clause) if not named and at + 1 < len(clauses) else None
        if last_named and _PRONOUN_NEXT.match(clauses[at + 1][0]) \
                and not explicit_command(clause[:last_named.start()], env):
            named = last_named  # "NEPA took light again 😤 the diesel one, change it to …": news, then the task meant
        named = (_PLACE_CALLED.match(clause) if len(clauses) > 1 else None) or named
        had = _ALREADY_HAD.match(clause) if len(clauses) > 1 and at + 1 < len(clauses) else None
        if had and not named and _THEM_SAID.search(clauses[at + 1][0]):
            named = had  # "there's eggs in the walk-in already, tick them off": "them" is the eggs
        numbered = _NUMBER_TOPIC.match(clause) if len(clauses) > 1 and topic is None and not readings else None
        if numbered and not named and _PRONOUN_NEXT.match(clauses[1][0] if len(clauses) > 1 else ""):
            named = numbered  # only when what follows is said of "it"
        wrong = _FOUND_WRONG.match(clause) if len(clauses) > 1 and topic is None and not readings else None
        if wrong and not named and _PRONOUN_NEXT.match(clauses[1][0]):
            named = wrong
        named = named or (_FIELD_OF.search(clause) if len(clauses) > 1 and topic is None and not readings else None)
        if named and previous is not None and _MOVED_TO_DAY.search(clause) \
                and _same_again(clause, [], previous, env):
            named = None  # "push the 5k to sunday and the long run to monday": another task moved, not a topic
        last_clause = clause is clauses[-1][0] and previous is not None
        if named and parse_refs(named.group("ref")) and not explicit_command(clause, env) and not last_clause:
            topic = parse_refs(named.group("ref"))[0]  # "ok so #3, can u ping me about it …"
            continue  # (said last, after a change, it is that change again: "…, and the card too")
        several = _NUMBERS_SAID.match(clause) if len(clauses) > 1 and not readings else None
        if several and _THEM_NEXT.search(clauses[-1][0]):
            numbers = parse_refs(several.group("ref"))  # "7 and 8 are rubbish, delete them both": those two
            continue
        if readings and all(r.intent == "complete_task" for r in readings) and (
                _TICK_THEM.match(clause) or (len(readings) == 1 and _MARK_DONE_BARE.match(clause))):
            continue  # "offertory counted and the minutes are typed, tick both": the reports just made, ticked
            # ("i've paid this month's one, mark done": the one just reported)
        if _list_go_ahead(clause, readings, env):  # "…, and get the logs in order. add all three, all before the 11th"
            continue
        found = [Reading("add_task", {"title": "That"}, 0.9, "'put that down' adds what was just said.")] \
            if _NOTE_THAT.match(clause) else classify_clause(clause, env, continues_add=continues_add)
        found = _how_it_was_done(found, readings)
        if len(clauses) > 1 and not continues_add and not any(r.explicit and r.intent not in _NON_TASK for r in found):
            found = _reports_among_remarks(clause, env) or found
        if at and len(found) == 1 and found[0].intent == "complete_task" and (found[0].ref or {}).get("kind") == "all" \
                and _TICK_THEM.match(clause) and not any(r.intent not in _NON_TASK for r in readings):
            # "reza dropped the hamper stuff and the couch went out, council took them. tick both": the things the
            # news names, never every task shown
            found[0].params["task_ref"] = {**found[0].ref, "news": " ".join(c for c, _ in clauses[:at]),
                                           **({"count": 2} if re.search(r"\bboth\b", clause, re.IGNORECASE) else {})}
        them = found[0].ref if len(found) == 1 and found[0].intent in _ON_SEVERAL else None
        if them and them.get("kind") == "all" and not them.get("query") and not numbers and _THEM_SAID.search(clause) \
                and readings and all(
                r.intent == found[0].intent and {k: v for k, v in r.params.items() if k != "task_ref"}
                == {k: v for k, v in found[0].params.items() if k != "task_ref"} for r in readings):
            # "the christmas cards are not important; kindly set them to low": "them" is what was just named,
            # the same change said again (never every task)
            continue
        if numbers and them and (them.get("kind") in ("all", "pronoun")
                                 or _THEM_NEXT.fullmatch(str(them.get("value")))):
            found = [Reading(found[0].intent, {**found[0].params, "task_ref": ref}, found[0].confidence,
                             found[0].reasoning, found[0].explicit, found[0].act) for ref in numbers]
        if found and topic:
            for r in found:
                if (r.ref or {}).get("kind") == "pronoun" or (
                        (r.ref or {}).get("kind") == "all" and (r.ref or {}).get("shown") and _THEM_SAID.search(clause)
                        and not _EVERY_SAID.search(clause)):
                    # "and the slides, those are done": "those" is the thing just named, not every task shown
                    r.params["task_ref"] = dict(topic)
                elif r.intent == "list_tasks" and not r.params and _OF_IT.search(clause):
                    r.params.update(_shown(topic))  # "the vaccine thing, is that on my list?": that task, shown
        if _about_it_after(clause, found, previous):
            continue  # "tick off the parcel, got it from the depot": how the thing just named got done
        found = _same_again(clause, found, previous, env) or _same_for(clause, previous, env) or found
        found = _resolve_pronoun(found, previous)
        if at and found and len(found) == 1 and found[0].intent == "complete_task" and not found[0].ref \
                and any(_IT_SAID.search(c) for c, _ in clauses[:at]):
            found[0].params["task_ref"] = {"kind": "pronoun"}  # "i finish it today already, mark done": "it" said first
        if found is not None and previous is not None and found[0].params.get("_replaces"):
            del readings[-len(previous[1]):], said_as[-len(previous[1]):]
            del found[0].params["_replaces"]
        if found is None:
            continue
        if previous is not None and previous[1][-1].intent == "add_task" and _chases_it(found):
            found = found[1:]  # "she needs to pay the fee, remind me on the 5th to chase her": a reminder on that task
        searched = _searched_in_vain(found, env) if at + 1 == len(clauses) else None
        if searched is not None:  # "is X on my list?" — "No…" — "nah didnt think so. add it": X is "it"
            if previous is not None and all(r.intent == "add_task" and not r.explicit for r in previous[1]):
                del readings[-len(previous[1]):], said_as[-len(previous[1]):]  # the remark before is no task
            found, previous = searched, None
        ahead = _named_after(found, previous)
        if ahead is not None:  # "would you add it so. Refill the bird feeder.": one task, named after the ask
            del readings[-1], said_as[-1]
            found = ahead
        merged = None if ahead else _named_before(found, previous, env)
        if merged is not None:  # "i forgot i have to renew X!! can you add that for friday": one task
            del readings[-len(previous[1]):], said_as[-len(previous[1]):]
            found = merged
        elif len(found) == 1 and found[0].intent == "add_task" and _THAT.match(str(found[0].params.get("title", ""))):
            # "add that" with nothing said before it: no task called "That" — the dialogue asks what to add
            found = [Reading("add_task", {k: v for k, v in found[0].params.items() if k != "title"},
                             found[0].confidence, found[0].reasoning, found[0].explicit)]
        readings.extend(found)
        said_as.extend([clause] * len(found))
        previous = (clause, found)
        moved = next((str(r.params["timezone"]) for r in found
                      if r.intent == "set_timezone" and r.params.get("timezone")), None)
        if moved:  # "im in amarillo now, central time, and add fuel up at 6am": 6am there, from then on
            env = Env(env.now.astimezone(zone(moved)), moved, env.context)
    if not readings:  # only task names ("#3, #4"): nothing asked of them
        return [unknown(0.3, "Names tasks but says nothing to do with them.")]
    readings = _moved_too(readings, said_as, env)
    if _scene_set_first(readings, said_as):
        readings, said_as = readings[1:], said_as[1:]
    if len(readings) > 1:  # "oops thats 3pm uk, hes still at school. make it 10pm": how things are is no maybe-task
        readings, said_as = _without(readings, said_as, lambda r, clause: (
            r.intent == "add_task" and not r.explicit and bool(_HOW_IT_IS.match(clause))))
    # "my mum has physio friday 3pm, remind me an hour before": the event told with its day is the task reminded of
    reminded = [r for r in readings if r.intent == "schedule_reminder" and not r.params.get("title") and (
        ((r.ref or {}).get("kind") == "pronoun" and (r.params.get("before") or not r.params.get("when")))
        or (not r.ref and r.params.get("when")))]
    event = next((r for r in readings if reminded and r.intent == "add_task" and not r.explicit and r.params.get("due")
                  and r.params.get("title") and readings.index(r) < readings.index(reminded[0])), None)
    if event is not None:
        event.params["title"] = _event_title(str(event.params["title"]))
        if not reminded[0].ref:  # "running club is tue and thu 6:30. remind me every tue and thu at 6am": of it
            reminded[0].params["task_ref"] = {"kind": "pronoun"}
    if any(r.explicit and r.intent not in _NON_TASK and r.intent != "add_task" for r in readings):
        # "hmm he's away till friday. move the plumber reminder to friday 10am": beside a command on a task, a
        # remark read only as a maybe-task ("He's away") is why, not a to-do; so is a past-tense report that
        # gives its reason ("mark standup notes done, i wrote fridays ahead bc im off")
        # "season's done, stop repeating the tomato watering": what is over is why the repeat stops
        stops_repeat = any(r.intent == "update_task" and r.params.get("repeat") == "" for r in readings)
        readings, said_as = _without(readings, said_as, lambda r, clause: r is not event and (
            (r.intent == "add_task" and not r.explicit and _REMARK.search(clause))
            # "3 new patients in this morning, push the dentist to 4": what came this morning, no to-do
            or (r.intent == "add_task" and not r.explicit and bool(_NOW_SAID.search(clause))
                and not _NEED_SAID.search(clause) and not _verb_led(str(r.params.get("title", ""))))
            # "put the dev swap as high priority, need to sort that before the rota goes up": why, of that task
            or (r.intent == "add_task" and bool(_NEED_TO_DO_IT.match(clause)))
            or (r.intent == "complete_task" and stops_repeat and (_STATEMENT.match(clause) or _ARRIVED.search(clause)))
            or (r.intent == "complete_task" and not r.explicit and _GIVES_REASON.search(clause))))
    clear = [r for r in readings if r.explicit and r.confidence >= 0.9 and r.intent not in _NON_TASK]
    if clear:
        # "fair opens tmrw 9am. remind me at 8 to grab business cards": beside a clear add or reminder, a clause read
        # only as a maybe-task that says how things are (no to-do verb) is context, not a second task to offer
        # either; nor is a past-tense story about someone or something new ("met a guy from a flour mill, add …");
        # so beside a clear change to a task ("too much for monday. move the tenencia to tuesday"): run the request
        readings, said_as = _without(readings, said_as, lambda r, clause: r is not event and (
            (r.intent == "add_task" and not r.explicit and r.confidence < 0.6
             and (((_REMARK.search(clause) or not _verb_led(str(r.params.get("title", ""))))
                   and not _NEED_SAID.search(clause) and not _due_said(r, clause))
                  or _NOTHING_NAMED.match(str(r.params.get("title", ""))))
             # ("dentist appointment friday, and move the gym to monday": an errand named is still offered)
             and (any(c.intent in ("add_task", "schedule_reminder") for c in clear)
                  or not _errand_named(str(r.params.get("title", "")))))
            or (r.intent == "complete_task" and not r.explicit and _STORY.match(clause))))
    if any(r.explicit and r.confidence >= 0.9 and r.intent == "list_reminders" for r in readings):
        # "morning! wed 2nd, kids day. when's the school pickup reminder?": beside a reminder question, a bare name said
        # only as a maybe-task tells what the day is, not a task to offer
        readings, said_as = _without(readings, said_as, lambda r, clause: (
            r.intent == "add_task" and not r.explicit and r.confidence < 0.6
            and not _verb_led(str(r.params.get("title", "")))))
    if any(r.explicit and r.confidence >= 0.9 and r.intent == "complete_task" for r in readings):
        # "ok next day. flu clinic today. set up the room is done", "wednesday, conference day. registration done",
        # "ok saturday. tires done": beside a done-report, a bare name of what the day is, or the day alone, sets the
        # scene — no task to offer, no list asked for
        readings, said_as = _without(readings, said_as, lambda r, clause: (
            (r.intent == "add_task" and not r.explicit and r.confidence < 0.6
             and not _verb_led(str(r.params.get("title", ""))) and bool(_DAY_SCENE.search(clause))
             and not _NEED_SAID.search(clause) and not _due_said(r, clause) and "T" not in str(r.params.get("due")))
            or (r.intent == "list_tasks" and bool(_DAY_ONLY.match(clause)))))
    readings = _same_change_said_of_it(readings)
    readings = _change_then_task(readings, said_as)
    readings = [_another_added(r) for r in readings]
    readings = _owner_named(readings, text)
    readings = _priority_for_all(readings)
    readings = _news_before_group(_news_asked_last(_news_added_too(readings)))
    tasks = [r for r in readings if r.intent not in _NON_TASK]
    if tasks and len(tasks) < len(readings):
        readings = tasks  # "show my tasks and tell me a joke": do the task part
    deduped: list[Reading] = []
    for r in readings:
        if deduped and deduped[-1].intent == r.intent == "update_task" and deduped[-1].params == {
                "task_ref": r.params.get("task_ref")} and len(r.params) > 1:
            deduped[-1] = r  # "fix 45, title should just be …": the edit said next is what "fix 45" changes
        elif not deduped or (deduped[-1].intent, deduped[-1].act, deduped[-1].params) != (r.intent, r.act, r.params):
            deduped.append(r)
    return deduped


_PLEASE_SAID = re.compile(r"\b(?:pls|please|plz)\b", re.IGNORECASE)
_ADD_SAID = re.compile(r"^\W*(?:(?:and|also|oh|plus)\s+)*(?:add|put|pop|stick|throw|create|remind|note|i\s+need|"
                       r"need)\b", re.IGNORECASE)


_NOW_SAID = re.compile(r"\b(?:this|dis)\s+(?:morning|mornin|am|afternoon|arvo|evening)\b|\b(?:earlier|just\s+now)\b",
                       re.IGNORECASE)


def _moved_too(readings: list[Reading], said_as: list[str], env: Env) -> list[Reading]:
    """"recital sunday dec 6 2pm pls, and the pearson pickup back to 3:40pm thursday", "yoga back to sunday 8am, flu
    clinic sat 9am": beside a move, a clause that is only a task's words and a day or time (read alone as nothing
    clear, or as a maybe-task) moves that task too — offered as a new one when no task has those words."""
    first = next((i for i, r in enumerate(readings) if r.intent == "update_task" and r.explicit and "due" in r.params),
                 None)
    if first is None:
        return readings
    out = []
    for i, (r, clause) in enumerate(zip(readings, said_as, strict=True)):
        # a thing and its date is read as an add of its own unless said as one ("add …", "put … on")
        unasked_add = r.intent == "add_task" and (not r.explicit or not _ADD_SAID.match(clause))
        dated = dated_name(clause, env) if r.intent == "unknown" or unasked_add else None
        if dated and i < first and not _PLEASE_SAID.search(clause) and ("T" not in str(dated[1].get("due", ""))
                                                                      or _NOW_SAID.search(clause)):
            # before the move, a day alone is news ("gales today, move everything …"), not a time set; so is what
            # happened this morning ("3 new patients in this morning, push the dentist to 4")
            dated = None
        refs = parse_refs(dated[0]) if dated else []
        out.append(Reading("update_task", {"task_ref": refs[0], **dated[1], "or_add": True}, 0.85,  # type: ignore[index]
                           "Beside a move: another task's words and its new day.") if len(refs) == 1 else r)
    return out


def _reports_among_remarks(clause: str, env: Env) -> list[Reading] | None:
    """"boiler at no 22 sorted, tick. 28mm pipe cutter broke" or "cancel the 7am gym reminder, i'm not going lol",
    said before another request ("…, add new pipe cutter"): no command as a whole, but some of its pieces are one
    each, the rest remarks. The pieces' own commands (never a new task: a remark is no to-do) are what it asks."""
    pieces = [p for p in THEN_WHY.split(clause) if p and p.strip()]
    if len(pieces) < 2:
        return None
    # "the client emailed, they want a longer cut, add that": who got in touch is news, and "that" is the rest
    found = [r for p in pieces if not _SOMEONE_DID.match(p) for r in classify_clause(p, env)]
    kept = [r for r in found if r.explicit and r.intent not in _NON_TASK and r.intent != "add_task"]
    # "chapter 3 deadline moved to 10 dec. pls update": the change is said; "update" after it only asks for it
    kept = [r for i, r in enumerate(kept) if r.params or not any(k.intent == r.intent and k.params for k in kept[:i])]
    return kept or None


# "…, low priority both", "… high priority for all of them", "both low priority": said once for every task added
_PRIORITY_ALL = re.compile(
    r"^(?:(?P<extra>[\w'-]+(?:\s+[\w'-]+)?)[.,;]\s+)?(?:and\s+)?(?:(?:make\s+)?(?:them|those|these)\s+)?"
    r"(?:(?:both|all|each)(?:\s+of\s+(?:them|those|these))?\s+)?(?P<level>(?:high|top|medium|normal|low)[\s-]+prio(?:rity)?"
    r"|urgent|not\s+urgent)(?:\s+(?:both|all|each|for\s+(?:both|all|each|them|the\s+lot)(?:\s+of\s+(?:them|those))?|"
    r"on\s+(?:both|all|them)))?(?:\s+(?:pls|please|too|thanks))*\W*$", re.IGNORECASE)


_PRIORITY_FOR_ALL_TAIL = re.compile(
    r"[\s,.;]+(?:(?:both|all)(?:\s+of\s+(?:them|those|these))?\s+)?(?P<level>(?:high|top|medium|low)[\s-]+prio(?:rity)?"
    r"|urgent)\s+(?:for\s+)?(?:both|all|each|the\s+lot)(?:\s+of\s+(?:them|those))?(?:\s+(?:pls|please))?\W*$"
    r"|[\s,.;]+(?:both|all)(?:\s+of\s+(?:them|those|these))?\s+(?P<level2>(?:high|top|medium|low)[\s-]+prio(?:rity)?"
    r"|urgent)(?:\s+(?:pls|please))?\W*$", re.IGNORECASE)


def _priority_for_all(readings: list[Reading]) -> list[Reading]:
    """"add a 5k run saturday and a long run sunday, 8k. low priority both", "…, high priority for both", "…, both
    high priority": a priority said once for every new task is each one's, no task of its own nor part of the last
    title; a word said before it on its own ("8k") belongs to the task before."""
    if len(readings) < 2 or any(r.intent != "add_task" for r in readings):
        return readings
    last = readings[-1].params
    title = str(last.get("title", ""))
    said = _PRIORITY_ALL.match(title) if len(readings) > 2 else None
    if said and said_priority("x, " + said.group("level"))[1]:
        _, priority = said_priority("x, " + said.group("level"))
        readings, last = readings[:-1], readings[-2].params
        if said.group("extra"):
            last["title"] = f"{last['title']} {said.group('extra')}"
    elif (both := _BOTH_AFTER.search(title)) and both.start() > 0 and last.get("priority"):
        priority, last["title"] = last["priority"], title[:both.start()]  # "…, both high priority": taken off already
    elif (tail := _PRIORITY_FOR_ALL_TAIL.search(title)) and tail.start() > 0 and not last.get("priority"):
        _, priority = said_priority("x, " + (tail.group("level") or tail.group("level2")))
        last["title"] = title[:tail.start()].rstrip(" ,.;") if priority else title
    else:
        return readings
    for r in readings:
        if priority:
            r.params.setdefault("priority", priority)
    return readings


_BOTH_AFTER = re.compile(r"[\s,]+(?:both|all|all\s+of\s+them)$", re.IGNORECASE)


def _said_as_news(title: str) -> bool:
    """"The dog needs his booster at the vet": a maybe-task said as how things are, not a name ("Dentist")."""
    return not _verb_led(title) and bool(_NEED_SAID.search(title) or _REMARK.search(title))


_NEWS_WORDS = re.compile(r"[\w']+")
_NEWS_GLUE = frozenset(re.findall(r"\w+", "a an the his her their my our your its wants want needs need has have is "
                                             "are by for to of and at on in with"))


def _same_change_said_of_it(readings: list[Reading]) -> list[Reading]:
    """"the basket scrubbing doesnt need to be every day anymore, new liners came in. stop repeating it": the change
    said of a named task, then said again of "it", is one change to that task; so is a task added, then made urgent."""
    out: list[Reading] = []
    for r in readings:
        changed = {k: v for k, v in r.params.items() if k != "task_ref"}
        if r.intent == "update_task" and (r.ref or {}).get("kind") == "pronoun" and set(changed) == {"priority"} \
                and out and out[-1].intent == "add_task" and "priority" not in out[-1].params \
                and out[-1].params.get("title"):
            # "add get the extinguishers serviced for thursday, and make it high priority, the inspector's coming":
            # the task added, with its priority
            out[-1] = replace(out[-1], params={**out[-1].params, **changed})
            continue
        if r.intent == "update_task" and (r.ref or {}).get("kind") == "pronoun" and changed and any(
                o.intent == "update_task" and (o.ref or {}).get("kind") == "title"
                and {k: v for k, v in o.params.items() if k != "task_ref"} == changed for o in out):
            continue
        out.append(r)
    return out


def _news_added_too(readings: list[Reading]) -> list[Reading]:
    """"mrs d'souza wants her blister packs by monday, add prep blister packs for mrs d'souza due monday": news of a
    thing, then that thing added in so many words; the news is said for the add, no task of its own to move."""
    added = [set(_NEWS_WORDS.findall(str(r.params.get("title", "")).lower()))
             for r in readings if r.intent == "add_task" and r.explicit]
    if not added:
        return readings

    def covered(r: Reading) -> bool:
        if r.intent != "update_task" or not r.params.get("or_add") or (r.ref or {}).get("kind") != "title":
            return False
        said = set(_NEWS_WORDS.findall(str((r.ref or {}).get("value", "")).lower())) - _NEWS_GLUE
        return len(said) >= 2 and any(len(said & words) >= max(2, len(said) - 1) for words in added)

    return [r for r in readings if not covered(r)]


def _news_before_group(readings: list[Reading]) -> list[Reading]:
    """"cant get on a roof today. postpone everything from today to tmrw", "finally handed back the old place!! delete
    everything about the old flat": news read as a done-report only by its words, before a request on a group of
    tasks, is why the group is acted on, no task of its own ticked off."""
    if not any((r.ref or {}).get("kind") == "all" and r.intent != "list_tasks" for r in readings):
        return readings
    return [r for r in readings if not (r.intent == "complete_task" and not r.explicit
                                        and (r.ref or {}).get("kind") == "title" and "verb" not in (r.ref or {}))]


def _news_asked_last(readings: list[Reading]) -> list[Reading]:
    """"the plumber is coming saturday morning, remind me friday night to clear out the bathroom": news about a task
    maybe not on the list (asked about as "Should I add …?" when it is not), or a maybe-task said as a statement
    ("the dog needs his booster"), comes after the requests beside it, so those are done whatever the answer; not
    when what follows says "it" of that task."""
    news = [i for i, r in enumerate(readings) if ((r.intent == "update_task" and r.params.get("or_add"))
                                                  or (r.intent == "add_task" and not r.explicit and r.confidence < 0.6
                                                      and _said_as_news(str(r.params.get("title", "")))))
            and not (i + 1 < len(readings) and (readings[i + 1].ref or {}).get("kind") == "pronoun")]
    if not news or len(news) == len(readings):
        return readings
    return [r for i, r in enumerate(readings) if i not in news] + [readings[i] for i in news]


# "priya cancelled on me again, get rid of hers": the person a remark is about, then "hers" (her task) for that person's
_OWNER = re.compile(
    r"^(?:(?:so|oh|ok|okay|and|well|ugh|right|argh)[\s,]+)*(?!(?:i|we|he|she|they|it|the|my|our|that|this|you|u|"
    r"someone|somebody|everyone|nobody|there)\b)(?P<name>[a-z][\w-]+)(?:'s)?\s+(?:(?:has|had|just|'s|also|now|finally)\s+)*"
    r"(?:cancell?ed|called|rang|phoned|texted|emailed|messaged|pulled\s+out|dropped\s+out|bailed|paid|can'?t|cant|"
    r"couldn'?t|isn'?t|won'?t|wasn'?t|said|moved|wants|confirmed|no-?showed|rescheduled|postponed|came|left|quit)\b",
    re.IGNORECASE)
_THEIRS = frozenset({"hers", "his", "theirs", "her one", "his one", "their one", "her task", "his task", "their task",
                     "her booking", "his booking", "her appointment", "his appointment"})


def _owner_named(readings: list[Reading], text: str) -> list[Reading]:
    """"priya cancelled on me again, get rid of hers": "hers" is the task of the person the remark is about."""
    owner = _OWNER.match(text)
    if owner is None:
        return readings
    for r in readings:
        ref = r.ref or {}
        if ref.get("kind") == "title" and str(ref.get("value", "")).lower() in _THEIRS:
            r.params["task_ref"] = {"kind": "title", "value": owner.group("name")}
    return readings


_OF_A_TASK = re.compile(r"\b(?:it|its|it'?s|that|this|them|make|set|put|mark|bump|flag|one)\b", re.IGNORECASE)


def _change_then_task(readings: list[Reading], said_as: list[str]) -> list[Reading]:
    """"parents evening's been moved to wednesday, can you change the prep one": a change told as news about
    something, then an edit that names the task but says nothing to change is that change, on that task; and
    "low priority but add clean the gutters": a level said alone before a new task is that task's."""
    for i in range(1, len(readings)):
        news, edit = readings[i - 1], readings[i]
        if (news.intent == "update_task" and set(news.params) == {"task_ref", "priority"} and edit.intent == "add_task"
                and (news.ref or {}).get("kind") == "pronoun" and not _OF_A_TASK.search(said_as[i - 1])):
            # "low priority but add clean the gutters": the level said first is the new task's, no other task's
            added = Reading("add_task", {**edit.params, "priority": news.params["priority"]}, edit.confidence,
                            edit.reasoning, edit.explicit)
            return [*readings[:i - 1], added, *readings[i + 1:]]
        changed = {k: v for k, v in news.params.items() if k != "task_ref"}
        if (edit.intent == news.intent == "update_task" and set(edit.params) == {"task_ref"} and changed
                and "title" not in changed and _REMARK.search(said_as[i - 1]) and not _verb_led(said_as[i - 1])):
            moved = Reading("update_task", {"task_ref": edit.params["task_ref"], **changed}, edit.confidence,
                            "A change told as news, then the task it is for.", edit.explicit)
            return [*readings[:i - 1], moved, *readings[i + 1:]]
    return readings


# "and email landlord about the boiler, make it urgent pls": "and"/"also" then a to-do is one more thing to add
_ANOTHER_TODO = re.compile(r"^(?:(?:oh\s+)?and|also|plus|&)\s+(?P<todo>(?P<verb>[a-z]+)\s+\S.*)$", re.IGNORECASE)


def _another_added(reading: Reading) -> Reading:
    """A priority or date said of a task named as "and <to-do>" adds that to-do with it, not an edit of a task
    called "and email landlord …" (the lead word says it is one more, after what came before)."""
    ref = reading.ref or {}
    said = _ANOTHER_TODO.match(str(ref.get("value", ""))) if ref.get("kind") == "title" else None
    changed = {k: v for k, v in reading.params.items() if k != "task_ref"}
    if reading.intent != "update_task" or not said or said.group("verb").lower() not in TASK_VERBS or not changed \
            or not set(changed) <= {"priority", "due", "when"}:
        return reading
    return Reading("add_task", {"title": capitalise(said.group("todo")), **changed}, reading.confidence,
                   "One more to-do, with how urgent it is.", reading.explicit)


def _without(readings: list[Reading], said_as: list[str], dropped: Callable[[Reading, str], object],
             ) -> tuple[list[Reading], list[str]]:
    """The readings (and the clause each was read from, kept beside it) that `dropped` does not rule out; all of
    them when it would rule out every one."""
    kept = [(r, clause) for r, clause in zip(readings, said_as, strict=True) if not dropped(r, clause)]
    return ([r for r, _ in kept], [clause for _, clause in kept]) if kept else (readings, said_as)


# A new task taken back in the same message, up to the end of that sentence: "add X no wait its flights. add Y",
# "put down eurostar, scratch that, its the plane. add book flights"
_CORRECTED_MIDWAY = re.compile(r"[\s,.!-]+(?:no+\s+wait|wait\s+no+|scratch\s+that|no+\s+sorry|sorry\s+i\s+mean"
                               r"|oh\s+wait|actually\s+no+)\b(?:[^.!?;]*[.!?;]+\s*"
                               # "add X for thursday - no wait, there's no date yet - just add X": the dash before
                               # the request said again ends the second thoughts
                               r"|[^.!?;]*?\s[-–]+\s+(?=(?:(?:just|so|ok|then)\s+)*(?:add|put)\s))", re.IGNORECASE)


# A question thought aloud, then what to add after all: "add airport parking or bus to airport? hmm. just add sort out
# transport", "book the 9am or the 11am? idk, just put down book the 11am": only what is said after "just"
_DECIDED_AFTER = re.compile(r"\?+[\s.!,]*(?:(?:hmm+|erm+|um+|idk|dunno|not\s+sure|ok(?:ay)?|right|actually|no|nah|"
                            r"meh|either\s+way|whatever)[\s.!,]+)*(?=(?:just|actually|ok\s+just)\s+(?:add|put)\b)",
                            re.IGNORECASE)


# "… should be toronto time. whatever, that's fine. add conference registration wed 7:30": what was said before it
# waved off by the user themself, then a request: only the request (nothing asked about the part let go)
_WAVED_OFF = re.compile(r"[.!;,]\s+(?:(?:oh|ah|meh|ok|okay|actually|eh|nah|hmm+|anyway|anyways|but)[\s,]+)*"
                        r"(?:whatever|never\s*mind|nvm|forget\s+(?:it|that)|(?:it|that)'?s\s+fine|(?:it|that)\s+is\s+fine|"
                        r"(?:it\s+)?doesn'?t\s+matter|no\s+matter|not\s+a\s+big\s+deal|no\s+biggie|leave\s+(?:it|them|that))"
                        r"(?:[\s,]+(?:(?:that|it)'?s|(?:that|it)\s+is)\s+(?:fine|ok(?:ay)?|grand|alright|all\s+right))?"
                        r"(?:[\s,]+(?:then|anyway|anyways|really|actually|lol|for\s+now))*\s*[.!;,]+\s*(?=\S)",
                        re.IGNORECASE)


# "forget that, …", "never mind that - …": what was asked dropped, before another request
_FORGET_THAT = re.compile(r"^(?:(?:oh|ok|okay|ah|actually|no|nah|hmm+)[\s,]+)*(?:forget|never\s*mind|nvm|scrap|scratch|"
                          r"ignore|leave)\s+(?:that|it|this|the\s+last\s+(?:one|bit))(?:\s+(?:one|for\s+now|then))*"
                          r"\s*[,.;!:-]+\s*(?=\S)", re.IGNORECASE)


# A refusal in front of what to do instead.
# "don't …" is not one: it negates what follows ("don't remind me about the rent anymore", "no dont delete it"); only
# a "don't" said on its own ("no, don't! …") is part of the refusal.
# "actually nah make that fortnightly", "hmm nope, move it to friday": second thoughts, then the refusal
_REFUSAL_THEN = re.compile(r"^(?:(?:actually|hmm+|wait|um+|uh+|erm+)[\s,.!]+"
                           r"(?=(?:no+|nope|nah)[\s,.!]+(?:make|change|move|set|put|push|switch|bump)\b))?(?:no+|nope|nah)"
                           r"(?:[\s,.!;:-]+(?:no+|actually|wait|sorry|instead|scratch\s+that|"
                           r"don'?t(?=\s*[,.!;:-])))*[\s,.!;:-]+(?=\S)"
                           # "no need to remind me about the bins", "no more reminders for it": not a refusal
                           r"(?!(?<=\bno\s)(?:need|more)\b)"
                           r"(?!(?:chance|way|hope|danger)\s+(?:that\s+)?(?:i|i'?m|im|am|i'?ll|ill|we|we'?re|we'?ll|"
                           r"it|this|these|those|they|that|he|she|you)\b)", re.IGNORECASE)  # "no way i'll …": news
_RULED_OUT_FIRST = re.compile(r"^not\s+(?:the|that|my)\s+(?:[\w'&-]+\s+){0,2}[\w'&-]+\s*[.;!]+\s+\S", re.IGNORECASE)
_TASK_IS = re.compile(r"^(?:the\s+)?(?:task|title|thing|to-?do)\s+(?:is|was|should\s+be|i\s+meant\s+(?:is|was))\s+"
                      r"(?P<task>\S.*)$", re.IGNORECASE)
_CANCEL_IT = re.compile(r"^(?:(?:ok|okay|actually|hmm+|ah)[\s,]+)*cancel\s+(?:it|that|this|that\s+one|this\s+one)"
                        r"(?:\s+(?:please|pls|then|now))*[.!]*$", re.IGNORECASE)


def _reminder_cancelled(found: Reading, text: str, env: Env) -> Reading:
    """"cancel it" right after a reminder was set or shown, with no question open: that reminder, not a no-op."""
    context = env.context
    last = (context.last_action or {}).get("intent") if context else None
    if found.act != "cancel" or context is None or context.pending_intent or context.pending_slot \
            or context.awaiting_confirmation \
            or last not in ("schedule_reminder", "list_reminders", "move_reminder") \
            or not _CANCEL_IT.match(LEADING_SOCIAL.sub("", text, count=1)):  # "acha cancel it": "ok" said first
        return found
    return Reading("cancel_reminder", {"task_ref": {"kind": "pronoun"}}, 0.9, "'cancel it' after a reminder.")


# "cancel it, she texted me instead", "cancel that one - sorted it already": "cancel it", then why
_CANCEL_IT_WHY = re.compile(r"^(?P<cancel>.+?)(?:\s*[,;.!]+\s*|\s+[-–]\s+|\s+(?=(?:cos|because|bc|as|since)\s))\S",
                            re.IGNORECASE)


def _reminder_cancelled_why(readings: list[Reading], text: str, env: Env) -> list[Reading]:
    """"cancel it, she texted me instead" right after a reminder was set or shown: that reminder, as for a bare
    "cancel it" (the why after it makes the words a weak delete of "it"). "cancel the 6am one, shipper emailed me":
    the request without its why names a reminder, so that reminder goes, not a task called "6am"."""
    if len(readings) != 1 or readings[0].intent != "delete_task":
        return readings
    m = _CANCEL_IT_WHY.match(clean(text or ""))
    if (readings[0].ref or {}).get("kind") != "pronoun":
        alone = _read_whole(m.group("cancel"), env) if m else []
        rest = clean(text or "")[m.end("cancel"):] if m else ""
        said_around = all(_aside(p, env) for p in THEN_WHY.split(rest) if p and p.strip(" ,;.!-–"))
        return alone if len(alone) == 1 and alone[0].intent == "cancel_reminder" and said_around else readings
    if not m or not _CANCEL_IT.match(LEADING_SOCIAL.sub("", m.group("cancel"), count=1)):
        return readings
    found = _reminder_cancelled(act("cancel", 0.9, "'cancel it', then why."), m.group("cancel"), env)
    return [found] if found.intent == "cancel_reminder" else readings


# "oh wait its friday at 5:30 not thursday", "it's actually on saturday": when the thing itself is, told as news
_EVENT_IS = re.compile(r"^(?:(?:oh|ah|wait|sorry|actually|no|nope|ok(?:ay)?|hmm+|right|ugh|argh)[\s,.!]+)*"
                       r"(?:it'?s|its|it\s+is|it\s+was|it'?ll\s+be|it\s+will\s+be|that'?s|thats|they'?ve\s+moved\s+it\s+to|"
                       r"it'?s\s+been\s+moved\s+to)\s+(?:(?:now|actually|really|on|at)\s+)*", re.IGNORECASE)


def _event_moved(r: Reading, text: str, env: Env) -> bool:
    """"oh wait its friday at 5:30 not thursday" just after a reminder was set on a task that has a due: the event
    moved to another day, so its due moves (and its reminder with it), not only the reminder."""
    task = (env.context.last_task or {}) if env.context else {}
    due, new = str(task.get("due") or ""), str(r.params.get("due") or "")
    last_when = str(((env.context.last_action or {}).get("params") or {}).get("when") or "") if env.context else ""
    if not due or not new or not _EVENT_IS.match(text.strip()) or r.params.get("repeat"):
        return False
    return not last_when or new[:10] != last_when[:10]  # the same day as the reminder: the reminder's own time


_WEEKS_NO_DAY = re.compile(r"\b(?:weeks?|weekly|fortnight(?:ly)?)\b", re.IGNORECASE)
_A_WEEKDAY = re.compile(r"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\bweekdays?\b|\bweekends?\b", re.IGNORECASE)


_SAME_TIME_SAID = re.compile(r"\b(?:same|usual)\s+time\b", re.IGNORECASE)


def _reminder_retimed(readings: list[Reading], env: Env, text: str = "") -> list[Reading]:
    """Right after a reminder was set (or moved), "actually make that 7am" / "make it thursday 7am" retimes the
    reminder, not the task's due date; so does a new time of day right after the reminders were shown ("reminders
    pls" → "actually make it 6am": the reminder of the task shown, on its own day)."""
    last = env.context.last_action if env.context else None
    if not last or last.get("intent") not in ("schedule_reminder", "move_reminder", "list_reminders") \
            or len(readings) != 1:
        return readings
    r = readings[0]
    if r.intent != "update_task" or (r.ref or {}).get("kind") != "pronoun" or set(r.params) - {
            "task_ref", "due", "at_time", "at_time_loose", "repeat"}:
        return readings
    if last.get("intent") == "list_reminders":
        due = str(r.params.get("due") or "")
        if due and "T" not in due and not r.params.get("repeat") and env.context.last_task \
                and _SAME_TIME_SAID.search(text):
            # "when is the ECG reminder" → "move it to saturday same time": the time it keeps is the reminder's, so
            # the reminder shown moves ("move it to friday" alone moves the task's date, as before)
            when = datetime.fromisoformat(due).replace(tzinfo=zone(env.timezone)).isoformat()
            return [Reading("move_reminder", {"task_ref": r.params["task_ref"], "when": when, SAME_TIME: True},
                            r.confidence, "A new day for the reminder just shown, at its own time.")]
        if not r.params.get("at_time") or r.params.get("repeat") or not env.context.last_task:
            return readings  # "make it friday" after the list: the task's day, as before
        return [Reading("move_reminder", {"task_ref": r.params["task_ref"], "when": str(r.params["due"]),
                                          SAME_DAY: True, **{key: r.params[key] for key in ("at_time", "at_time_loose")
                                                              if key in r.params}},
                        r.confidence, "A new time of day for the reminder just shown.")]
    if text and _event_moved(r, text, env):
        return readings
    if r.params.get("repeat") and not last.get("params", {}).get("repeat"):
        return readings  # "make it every friday" after a one-off reminder: the task repeats, not only the reminder
    when = str(r.params.get("due") or "")
    repeat = str(r.params.get("repeat") or "")
    if repeat and not when and last.get("params", {}).get("when"):  # "make that thursdays": the same time, that day
        at = datetime.fromisoformat(str(last["params"]["when"])).astimezone(zone(env.timezone))
        # "make that every 2 weeks" after a monday reminder: still on mondays, the fortnight from its next one
        day = f" on {at:%A}" if _WEEKS_NO_DAY.search(repeat) and not _A_WEEKDAY.search(repeat) else ""
        found = extract_when(f"{repeat}{day} at {at:%H:%M}", env.now, env.timezone)
        when, repeat = (str(found.params()["when"]), found.repeat_words or repeat) if found and found.params().get(
            "when") else ("", repeat)
    # a time of day alone keeps the reminder's own day; when that day is not at hand here ("… the night before at 9":
    # counted back from the task's due), the graph, which has the reminder, keeps it
    same_day = {SAME_DAY: True} if r.params.get("at_time") and not repeat else {}
    if r.params.get("at_time") and last.get("params", {}).get("when"):
        before = datetime.fromisoformat(str(last["params"]["when"]))  # the reminder's own day, at the new time
        hour, minute = (int(x) for x in str(r.params["at_time"]).split(":")[:2])
        when = before.replace(hour=hour, minute=minute).isoformat()
        same_day = {}
    if "T" not in when:
        return readings
    # a time said without am/pm stays loose: the graph, which knows the reminder's own time, picks the half of the day
    loose = {key: r.params[key] for key in ("at_time", "at_time_loose")
             if key in r.params} if r.params.get("at_time_loose") else {}
    # "actually make that thursdays" after a weekly reminder: it repeats on the new day
    return [Reading("move_reminder", {"task_ref": r.params["task_ref"], "when": when, **loose, **same_day,
                                      **({"repeat": repeat} if repeat else {})},
                    r.confidence, "A new time for the reminder just set.")]


# "no keep it, i'll just stop it repeating", "nah leave it - just take the date off": kept, then what is done instead
_KEEP_IT_THEN = re.compile(
    r"^(?:(?:hmm+|wait|hang\s+on|actually|oh|no+|nah+|nope|sorry)\b[\s,.!]*)*"
    r"(?:(?:don'?t|do\s+not|dont)\s+(?:delete|remove|bin)\s+it|(?:just\s+)?(?:keep|leave)\s+it)\b[\s,.!;:-]*"
    r"(?:(?:and|but|instead|i'?ll|ill|i\s+will|i'?m\s+gonna)\s+)*(?P<rest>\S.*)$", re.IGNORECASE)


# A yes that also says when: "yes, tomorrow at 6" to "Should I add “Dentist”?".
_YES_THEN = re.compile(r"^(?:yes+|yeah+|yep|yup|sure|ok(?:ay)?|please|pls|yes\s+please|go\s+on|go\s+ahead)"
                       r"(?:[\s,]+(?:go\s+on|go\s+ahead|do\s+it|please|pls|then))*\b[\s,!.:-]*"
                       r"(?:(?:add\s+it|do\s+it|put\s+it\s+(?:on|in)(?:\s+for)?)\s+)?(?P<rest>\S.*)$", re.IGNORECASE)


_NO_CALL_IT = re.compile(r"^(?:no+|nope|nah+|not\s+like\s+that|not\s+quite)\b"
                         r"(?:\s+(?:lol|haha|lmao|sorry|thanks|wait))*"
                         r"[\s,!.:;-]*(?:(?:but|just|instead|rather|pls|please)\s+)*(?:call|name|title)\s+it\s+"
                         r"(?P<title>\S.*)$", re.IGNORECASE)
def _offer_renamed(text: str, env: Env) -> re.Match[str] | None:
    """"Should I add “HST remittance is due …”?" "no lol. just call it file HST remittance, due dec 15": a no to the
    words offered, not to the task — the task is added under the name given."""
    if env.context is None or not env.context.awaiting_confirmation or not env.context.offered_add:
        return None
    return _NO_CALL_IT.match(text)


_YES_CALL_IT = re.compile(r"^(?:yes+|yeah+|ya+|yep|yup|sure|ok(?:ay)?)\b[\s,!.:-]*(?:but\s+)?(?:just\s+)?"
                          r"(?:call|name|title)\s+it\s+(?P<title>\S.*)$", re.IGNORECASE)


def _yes_and_request(text: str, env: Env) -> list[Reading] | None:
    """"yes, and remind me", "yep go on, and make it high priority": a yes to the question, then a request on the task
    it is about ("it", or no task named); the request runs after what was confirmed."""
    m = _YES_THEN.match(text)
    # "yes please, then add buy gari", "yep and then delete #4": the words that join the next request go
    rest = re.sub(r"^(?:(?:and|also|plus|then|&)(?:[\s,]+|$))+", "", m.group("rest"), flags=re.IGNORECASE) if m else ""
    joined = bool(m) and (rest != m.group("rest")
                          or bool(re.search(r"\bthen[\s,!.:-]*$", text[:m.start("rest")], re.I)))
    asked = explicit_command(rest, env) if rest and joined else None
    if not asked or any(r.intent in _NON_TASK or (r.intent == "add_task" and _IT_ALONE.match(
            str(r.params.get("title") or "it"))) for r in asked):
        return None
    # "yes, and remind me" is said of the task asked about; "yes and add eggs too", "yep, and delete #4" are new
    on_it = [r if r.intent == "add_task" or (r.ref or {}).get("kind") not in (None, "pronoun") else Reading(
        r.intent, {**r.params, "task_ref": {"kind": "pronoun"}}, r.confidence, r.reasoning, explicit=True)
        for r in asked]
    return [act("confirm", 0.9, "A yes, then a request of its own."), *on_it]


_IT_ALONE = re.compile(r"^(?:it|that|this|them|those|one)$", re.IGNORECASE)

# "yes add hydro, due dec 8. and fix the rogers one": the yes and its date end at the sentence's end
_YES_SENTENCE_END = re.compile(r"[.;!]+\s+(?:(?:and|also|plus|then|oh)\b[\s,]*)*(?=\S)", re.IGNORECASE)


def _yes_dated_then_request(text: str, env: Env) -> list[Reading] | None:
    """"Should I add “Hydro bill”?" "yes add hydro, due dec 8. and fix the rogers one, …": a yes with the date of
    the task offered, then a request of its own in the next sentence (never a task called "Yes add hydro")."""
    end = _YES_SENTENCE_END.search(text)
    if end is None or not _YES_THEN.match(text):
        return None
    said = _yes_with_date(text[:end.start()], env)
    if said is None or said.act != "confirm":
        return None
    rest = text[end.end():]
    asked = _read_clauses(rest, env)
    too = _TOO_AFTER_YES.match(rest.strip())
    if too and not any(r.explicit for r in asked):  # "yeah but call it pay car rego, due 10 dec. and the service too"
        asked = [replace(r, explicit=False, confidence=min(r.confidence, 0.6))
                 for r in _read_clauses(f"add {too['what']}", env) if r.intent == "add_task"]
        return [said, *asked] if asked else None
    if not asked or not all(r.explicit and r.intent not in _NON_TASK for r in asked):
        return None
    return [said, *asked]


_TOO_AFTER_YES = re.compile(r"^(?:(?:and|also|plus|oh)\s+)*(?P<what>(?:the|my|a|an)\s+\S.*?)\s+(?:too|as\s+well|also)"
                            r"(?:\s+(?:pls|please))?[.!]*$", re.IGNORECASE)


# "yes the test, …", "yeah that one - …": the task asked about, named again before its date
_NAMED_AGAIN = re.compile(r"^(?:the|that|this|my)\s+[\w'-]+(?:\s+[\w'-]+){0,2}\s*(?:[,:;]|\s[-–]\s)\s*", re.IGNORECASE)


_ADD_NAMED_AGAIN = re.compile(r"^(?:add|put\s+in|put|pop\s+in)\s+[\w'-]+(?:\s+[\w'-]+){0,2}\s*(?:[,:;]|\s[-–]\s)\s*",
                              re.IGNORECASE)


# "yes, urgent", "add it, high priority", "put it on the list as urgent", "stick that on the list - not urgent"
_YES_LEVEL = re.compile(
    r"^(?:(?:yes+|yeah+|yep|yup|sure|ok(?:ay)?|please|pls)\b[\s,!.:-]*)*"
    r"(?:(?:add|put|stick|pop|throw|chuck|bung)\s+(?:it|that|this)(?:\s+(?:on|onto|in|to)\s+(?:the|my)\s+(?:list|todos?|"
    r"to-?do\s+list))?[\s,!.:-]*)?(?:as\s+|it'?s\s+|its\s+|make\s+it\s+)?(?:an?\s+)?"
    r"(?P<level>(?:not\s+(?:that\s+|very\s+|too\s+)?)?(?:urgent|important|(?:high|top|medium|med|low)(?:[\s-]+(?:priority|prio))?|"
    r"p[1-4]))[\s!.]*(?:pls|please|thanks|thx)?[\s!.]*$", re.IGNORECASE)


def _yes_with_date(text: str, env: Env) -> Reading | None:
    """A confirmation carrying the date of the task it confirms ("yes, thursday at 3pm") or its title as it should
    read ("yeah but call it cancel gym membership"), or None when the rest is more than that."""
    named = _YES_CALL_IT.match(text) or _offer_renamed(text, env)
    if named:
        params = task_params(named.group("title"), env.now, env.timezone)
        kept = {k: v for k, v in params.items() if k in ("title", "due", "repeat", "priority")}
        return act("confirm", 0.9, "A yes, with the title the task should have.", kept) if kept.get("title") else None
    offered = env.context is not None and env.context.awaiting_confirmation and env.context.offered_add
    level = _YES_LEVEL.match(text) if offered else None
    if level and phrase_level(level.group("level")):
        # "Should I add “Compressor needs servicing”?" "put it on the list, urgent" / "yes, high priority"
        return act("confirm", 0.9, "A yes, with how important the task is.",
                   {"priority": phrase_level(level.group("level"))})
    m = _YES_THEN.match(text)
    asked = env.context is not None and env.context.awaiting_confirmation
    # "Please add the Rotary newsletter, due on the 3rd": with no question open, a please is no yes
    if not m or (not asked and re.match(r"(?:please|pls)\b", text, re.IGNORECASE)):
        return None
    rest = re.sub(r"^(?:add|put\s+in)\s+(?=(?:the|that|this|my)\s)", "", m.group("rest"), flags=re.IGNORECASE)
    if env.context is not None and env.context.awaiting_confirmation and env.context.offered_add:
        # "Should I add “Hydro bill”?" "yes add hydro, due dec 8": the thing offered, named again before its date
        rest = _ADD_NAMED_AGAIN.sub("", rest, count=1)
    rest = _NAMED_AGAIN.sub("", rest, count=1)  # "yes (add) the test, its on 14th dec": the thing asked about
    rest = re.sub(r"^(?:it'?s|its|it\s+is|that'?s|thats)\s+(?:on\s+|at\s+|for\s+|due\s+)?", "", rest,
                  flags=re.IGNORECASE)  # "yep, its at 10:30"
    dated = date_alone(rest, env.now, env.timezone, _PREPOSITION_LEFT)
    if dated:
        return act("confirm", 0.9, "A yes, with the date the task is due.", dated)
    if asked and _PAUSED_YES.match(text) and not explicit_command(rest, env):  # "yes, neighbour does thursdays now"
        return act("confirm", 0.85, "A yes to the question, then why.")
    return None


# "Move these 2 tasks to Sat 28 Nov?" "no, monday the 7th" / "nah the 5th" / "no sorry, next saturday instead"
_NO_THEN = re.compile(r"^(?:(?:no+|nope|nah|naw|not\s+(?:then|that\s+(?:day|date|one))|sorry|soz|oops|wait|actually|"
                      r"i\s+meant?|i\s+mean|i\s+said|make\s+it|rather|wrong\s+(?:day|date))\b[\s,.!;:-]*)+(?P<rest>\S.*)$",
                      re.IGNORECASE)
_OTHER_DAY_LEFT = re.compile(
    r"^[ ,.!?]*(?:due)?[ ,.!?]*(?:for|by|on|to)?[ ,.!?]*(?:instead|then|pls|please|sorry)?[ ,.!?]*$", re.IGNORECASE)


def _no_with_date(text: str, env: Env) -> Reading | None:
    """A no to what was asked with the date meant instead ("no, monday the 7th"): a deny carrying that date, so a
    change offered for a day can be offered again for the day meant. None when the rest is more than a date."""
    if env.context is None or not env.context.awaiting_confirmation:
        return None
    m = _NO_THEN.match(clean(text or "").strip())
    if m is None or TIME_ALONE.match(m.group("rest").strip(" ,.!?")):
        return None  # "no, at 3pm": a time alone keeps each task's own day, not a day of its own
    dated = date_alone(f"due {m.group('rest')}", env.now, env.timezone, _OTHER_DAY_LEFT)
    return act("deny", 0.9, "A no, with the date meant instead.", dated) if dated else None


def _said_in_full(rest: str, env: Env) -> bool:
    """"Delete #47?" "yes delete 47" / "yep, remove it": the change asked about said again after the yes (the same
    kind of change, on the task asked about or on "it"), with nothing new: the yes itself."""
    confirming = env.context.confirming if env.context is not None else None
    if not confirming:
        return False
    asked = explicit_command(rest, env)
    if not asked or len(asked) != 1 or asked[0].intent != confirming.get("intent"):
        return False
    params = {k: v for k, v in asked[0].params.items() if k != "task_ref"}
    ref = asked[0].params.get("task_ref") or {"kind": "pronoun"}
    same = ref.get("kind") == "pronoun" or (ref.get("kind") == "number"
                                            and ref.get("value") in (confirming.get("numbers") or []))
    return same and not params


# A yes in front of a command ("yeah move them both to friday"), an answer only when a question is open
_YES_LEAD = re.compile(r"^(?:yes+|yeah+|yea|yep|yup|ya|sure)\b[\s,!.]*(?=\S)", re.IGNORECASE)


# A yes set apart from what follows by a pause ("yes, …", "yep - …"): what follows is the why, not the answer.
_PAUSED_YES = re.compile(r"^(?:yes+|yeah+|yep|yup|sure|ok(?:ay)?|definitely|absolutely)\s*[,!.:;-]", re.IGNORECASE)


_PREPOSITION_LEFT = re.compile(r"^[ ,.!?]*(?:for|due|by|on|at)?[ ,.!?]*$")  # "yes, for tomorrow"


# Where chatter ends and the request starts.
_PIVOT = re.compile(r"(?:^|[\s,.!;:-])(?:anyway|anyways|anyhow|any\s*who|so\s+yeah|but\s+yeah|long\s+story\s+short|"
                    r"moving\s+on)\b[\s,.!:;-]*(?=\S)", re.IGNORECASE)
# "dad rang, …", "the school emailed: …", "mum just called -": who got in touch, said before what they want
_SOMEONE_DID_LEAD = re.compile(r"^(?:the|my|our)?\s*[\w'-]+(?:\s+[\w'-]+)?\s+(?:just\s+|also\s+)?(?:called|rang|phoned|"
                               r"emailed|texted|messaged|rung)\s*(?:me\s*)?[,.:;!–—-]+\s*(?=\S)", re.IGNORECASE)
_THEY_SAID = re.compile(r"^(?:he|she|they|it|we|his|her|their)\b", re.IGNORECASE)
# "you missed the football one - …", "you forgot one: …", "u left out the dentist, …": a task said before and not
# added; what follows is that task, to add now.
_MISSED_ONE = re.compile(r"^(?:(?:oh|hey|um+|erm|but|and|also|wait|hang\s+on)[\s,.!]+)*(?:you|u|ya)\s+"
                         r"(?:missed|forgot|left\s+out|skipped|didn'?t\s+(?:add|put\s+in|get))\s+"
                         r"(?:(?:the|a|an)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?"
                         r"\s*(?:[-–—:]+|,|\.)\s*(?=\S)", re.IGNORECASE)
# A task named on its own before what to do with it: "#3, remind me about it friday", "the dentist one - move it",
# "and the board room one, put it on thursday".
_TOPIC = re.compile(r"^(?:(?:ok(?:ay)?\s+)?so\s+|and\s+|also\s+|re\s+|about\s+|as\s+for\s+)?"
                    # "the vet date thing - #1": said what it is about, then its number
                    r"(?:the\s+[\w' ]+?\s+(?:one|task|thing)\s*[-–:]\s*(?=#|task\s))?"
                    r"(?P<ref>#\s*\d+|task\s+#?\d+|number\s+\d+"
                    # not "the pots are mended": a thing said done is a report, not a topic
                    r"|the\s+[\w' -]+?\s+(?:one|task|thing)"
                    r"|(?:the|my)\s+(?!(?:[\w'&-]+\s+){0,3}(?:is|are|was|were)\s+\w+ed$)(?:[\w'&-]+\s+){0,3}[\w'&-]+"
                    # "that one for the vet, change it to friday"
                    r"|(?:that|the|this)\s+(?:[\w'-]+\s+)?(?:one|task|thing)\s+(?:for|about|with)\s+(?:[\w'&-]+\s+){0,3}"
                    r"[\w'&-]+)$", re.IGNORECASE)

# "that airport one is all wrong. call it …": a task named and found wrong is the one "it" means next
_FOUND_WRONG = re.compile(r"^(?:(?:ok(?:ay)?|so|and|ugh|hmm+)[\s,]+)*"
                          r"(?P<ref>(?:the|that|this)\s+[\w' -]+?\s+(?:one|task|thing)|#\s*\d+|task\s+#?\d+)"
                          r"\s+(?:is|was|'s|looks|reads)\s+(?:all\s+|totally\s+|completely\s+|"
                          r"a\s+bit\s+|kinda\s+|still\s+)?(?:wrong|off|messed\s+up|not\s+right|a\s+mess|weird|wonky)\W*$",
                          re.IGNORECASE)
# A task named as "the … one" after a remark, in the same clause: "ugh power cut again, the diesel one"
_ONE_SAID_LAST = re.compile(r"[,;.!]\s+(?P<ref>(?:the|that)\s+(?!(?:other|last|first|next|same)\b)[\w'&-]+"
                            r"(?:\s+[\w'&-]+){0,3}?\s+(?:one|task|thing))$", re.IGNORECASE)
_MOVED_TO_DAY = re.compile(r"\s(?:to|till|until)\s+\S", re.IGNORECASE)
# "the title of 6 has the date in it, just call it tiling bathroom": a remark on a numbered task's field names the
# task that "it" means next
_FIELD_OF = re.compile(r"\b(?:title|name|wording|description|notes?|due\s+date|date|time)\s+(?:of|on|for|in)\s+"
                       r"(?P<ref>#\s*\d+|task\s+#?\d+|number\s+\d+|\d+)(?!\s*(?:[:.]\d|am|pm|st|nd|rd|th)\b)",
                       re.IGNORECASE)
_PRONOUN_NEXT = re.compile(r"^(?:(?:and|so|pls|please|can\s+you|could\s+you)\s+)*[a-z]+\s+(?:it|that|this)\b",
                           re.IGNORECASE)
# "7 and 8 are rubbish", "#2, #4 and #5 are done with": several tasks named by number, before a request on "them"
_NUMBERS_SAID = re.compile(r"^(?:(?:ok(?:ay)?|so|right|and)[\s,]+)*"
                           r"(?P<ref>(?:#\s*)?\d{1,4}(?:\s*(?:,|and|&|\+|n)\s*(?:#\s*)?\d{1,4})+)"
                           r"\s+(?:are|were|r|is|both)\b[^,;]*$", re.IGNORECASE)
_THEM_NEXT = re.compile(r"\b(?:them(?:\s+both|\s+all)?|both(?:\s+of\s+them)?|all\s+of\s+them|em|'em|those|these)\b",
                        re.IGNORECASE)
_THEM_SAID = re.compile(r"\b(?:them(?:\s+both)?|both(?:\s+of\s+them)?|those|these|em|'em)\b(?!\s+(?:all|tasks|ones))",
                        re.IGNORECASE)
_TICK_THEM = re.compile(r"^\W*(?:(?:so|and|pls|please|just|can\s+you|could\s+you)\s+)*(?:tick|mark|check|cross)\s+"
                        r"(?:them|both|them\s+both|both\s+of\s+them|those|them\s+all|all\s+of\s+them|em|'em)"
                        r"(?:\s+(?:off|done|as\s+done|please|pls|too))*\W*$", re.IGNORECASE)
_MARK_DONE_BARE = re.compile(r"^\W*(?:(?:so|and|pls|please|just)\s+)*(?:tick|mark|check|cross)"
                             r"(?:\s+(?:off|done|as\s+done|complete[d]?|as\s+complete[d]?|please|pls|too|then))+\W*$",
                             re.IGNORECASE)
_ON_SEVERAL = ("delete_task", "complete_task", "update_task", "reopen_task")
# "#8 put out the bins, make it repeat every tuesday": a task's number said with its title, then what to do with it
_NUMBER_TOPIC = re.compile(r"^(?P<ref>#\s*\d+|task\s+#?\d+)\s+[\w'&-]+(?:\s+[\w'&-]+){0,7}$", re.IGNORECASE)


# "pick tiles, get 3 quotes for the bathroom, order skip", "candle orders: pack the etsy orders tmrw, and reply to
# the wedding lady": a to-do list, each item led by a to-do verb; a topic before a colon stays as each one's note
_TOPIC_COLON = re.compile(r"^(?P<topic>[\w'&/ -]{2,40}?)\s*:\s*(?P<rest>\S.*)$")
# A topic or a word that a list follows, ended by a full stop or a dash: "ok lots to put down. …", "club stuff - …"
_TOPIC_LEAD = re.compile(r"^(?P<topic>[\w'&/ ]{2,40}?)(?:\s*[.!]+\s+|\s+[-–]\s+)(?P<rest>\S.*)$")
_VERB_COLON = re.compile(r"^(?:(?:i|we)\s+)?(?:(?:need|have|got|want)\s+to\s+|gotta\s+|must\s+)?(?P<verb>[a-z]+)\s*:\s*"
                         r"(?P<rest>\S.*)$", re.IGNORECASE)
_ITEM_SEP = re.compile(r"(\s*[,;]\s*(?:and\s+|then\s+|also\s+|plus\s+)?|\s+and\s+(?:then\s+|also\s+)?|\s*\n\s*"
                       r"|\s*\.+\s+(?:(?:oh|ah)\s+)?(?:and\s+|also\s+|then\s+|plus\s+)?)", re.IGNORECASE)
# "…, and change address w the bank. all before dec 15": a date said once for every item
_ALL_DUE = (r"(?:all|both|everything|all\s+of\s+(?:them|those|these)|each|the\s+lot)\s+(?:of\s+them\s+)?"
            r"(?:should\s+be\s+|need\s+to\s+be\s+|to\s+be\s+|are\s+)?(?:done\s+|due\s+)?")  # before the date
_ALL_DATED = re.compile(rf"^{_ALL_DUE}(?P<when>.+)$", re.IGNORECASE)


# "today i need to: rewire kitchen 9am, pick up cable, walk bonnie": a to-do list after "I need to:", its date first
_NEED_COLON = re.compile(r"^(?:(?:ok|so|right|alright)[\s,]+)*(?P<when>(?:today|tonight|tomorrow|tmrw|tmr|this\s+week|"
                         r"this\s+weekend|on\s+\w+day|\w+day)[\s,]+)?"
                         # "for the party i also need: balloons, a playlist, …": what the list is for, kept as its note
                         r"(?P<topic>for\s+(?:the\s+|my\s+|our\s+)?[\w' -]{2,30}?[\s,]+)?"
                         r"(?:(?:i|we)\s+)?(?:also\s+|still\s+)?(?:need|have|got|want)(?:\s+to(?:\s+do)?|\s+to\s+get)?"
                         r"\s*:\s*(?P<rest>\S.*)$", re.IGNORECASE)


_DAY_SAID = re.compile(r"\b(?:today|tonight|tomorrow|tmrw|tmr|\w+day|week|weekend|\d{1,2}(?:st|nd|rd|th)|jan|feb|mar|"
                       r"apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b", re.IGNORECASE)


def _need_list(text: str, env: Env) -> list[Reading] | None:
    """The adds of "<when> i need to: a, b, c": each thing listed is a to-do (the lead says so, verb or not), due
    when the lead says unless it says its own date."""
    m = _NEED_COLON.match(text)
    if not m:
        return None
    items = [p.strip(" .") for p in _ITEM_SEP.split(m.group("rest"))[::2] if p.strip(" .")]
    when = (m.group("when") or "").strip(" ,")
    steps = []
    for item in items:
        params = task_params(item, env.now, env.timezone)
        if when and not _DAY_SAID.search(item):  # "rewire kitchen 9am" on the day the lead says
            params = task_params(f"{item} {when}", env.now, env.timezone)
        if not params.get("title"):
            return None
        topic = (m.group("topic") or "").strip(" ,")
        if topic and not params.get("description"):
            params["description"] = capitalise(topic)
        steps.append(Reading("add_task", params, 0.9, "A thing listed after 'I need to:'."))
    return steps or None


def _todo_list(text: str, env: Env) -> tuple[list[Reading], bool] | None:
    """The adds of a to-do list said as one, and whether a topic named it; None when it is not one.

    Each item starts with a to-do verb; a piece that does not belongs to the item before it ("water the greenhouse
    every monday and thursday", "finish the cut by wed, thats urgent"), and "all before dec 15" dates every item."""
    needed = _need_list(text, env)
    if needed:
        return needed, True
    shared_verb = _VERB_COLON.match(text)
    if shared_verb and shared_verb.group("verb").lower() in TASK_VERBS:  # "need to buy: wood glue, sandpaper, …"
        verb = shared_verb.group("verb")
        items = [p.strip() for p in _ITEM_SEP.split(shared_verb.group("rest"))[::2] if p.strip()]
        if len(items) >= 2:
            steps = [Reading("add_task", task_params(f"{verb} {item}", env.now, env.timezone), 0.9,
                             "The same to-do verb for each thing listed after it.") for item in items]
            if all(r.params.get("title") for r in steps):
                return steps, True
    topic = _TOPIC_COLON.match(text)
    lead = None if topic else _TOPIC_LEAD.match(text)
    if lead and not _verb_led(lead.group("topic")):  # "ok lots to put down. order …, book …", "club stuff - need to …"
        topic = lead
    # a topic before a colon or a dash is each item's note; a sentence before a full stop ("this week is insane.") is
    # only chatter
    noted = topic is not None and (lead is None or not re.search(r"[.!]", text[lead.end("topic"):lead.start("rest")]))
    rest = topic.group("rest") if topic and not explicit_command(topic.group("topic"), env) else text
    parts = _ITEM_SEP.split(rest)
    items: list[str] = []
    shared: dict[str, str] = {}
    for index in range(0, len(parts), 2):
        piece, sep = parts[index].strip(), parts[index - 1] if index else ""
        if rest is not text and not items:  # "ciara's 40th: need to book the dj, …": the need said once, first
            piece = _NEED_FIRST.sub("", piece)
        go_ahead = _GO_AHEAD_ALL.match(piece) if items else None
        if not piece or (go_ahead and not go_ahead.group("when")):
            continue  # "…, and sort a photo slideshow. add them all (, all before the 11th)": the go-ahead
        every = _ALL_DATED.match(piece.rstrip(" .!"))
        dated = date_alone(every.group("when"), env.now, env.timezone, _PREPOSITION_LEFT) if every else None
        if dated and index == len(parts) - 1:
            shared = dated
        elif _verb_led(piece):
            items.append(piece)
        elif items:
            items[-1] += sep + piece
        elif index + 2 < len(parts) and _verb_led(parts[index + 2].strip()) and _scheduled_thing(piece, env):
            items.append(piece)  # "weekly market shop on sundays, and water the plants every wed": a thing on its day
        else:
            return None
    if len(items) < 2:
        return None
    if rest is text and not re.search(r"[,;\n.]", rest):
        return None  # "call pizza hut and find out if my order is ready": one errand, or one request, not a list
    if any(r.intent in _CHANGES for item in items for r in explicit_command(item, env) or ()):
        return None  # "landlord wants it sooner. move the lease to friday and make it p1": changes asked, no to-dos
    steps = []
    for item in items:
        params = task_params(item.rstrip(" ."), env.now, env.timezone)
        if not params.get("title"):
            return None
        params = {**shared, **params}
        if rest is not text and noted and not _LIST_ANNOUNCED.match(topic.group("topic")):  # type: ignore[union-attr]
            params["description"] = topic.group("topic").strip()  # type: ignore[union-attr]
        steps.append(Reading("add_task", params, 0.9, "An item of a to-do list said as one message."))
    return steps, rest is not text


# "add all three, all before 11th dec", "put them all on the list", "all due friday": said after the adds it is about
_GO_AHEAD_ALL = re.compile(
    r"^(?:(?:(?:pls|please|can\s+you|could\s+you|kindly)\s+)?(?:add|put|stick|pop)\s+(?:them|those|these|"
    r"all\s+(?:of\s+)?(?:them|those|these|two|three|four|five|six|\d)|(?:them|those|these)\s+(?:all|both|three|3))"
    r"(?:\s+(?:on|to|onto)(?:\s+(?:the|my)\s+list)?)?(?:\s+(?:pls|please))?(?:[\s,]+|$))?"
    rf"(?:{_ALL_DUE}(?P<when>.+?))?[\s.!]*$", re.IGNORECASE)


def _list_go_ahead(clause: str, readings: list[Reading], env: Env) -> bool:
    """Whether `clause` only says to add the things listed before it (and when they are all due, which it gives to
    those with no date of their own)."""
    m = _GO_AHEAD_ALL.match(clause)
    adds = [r for r in readings if r.intent == "add_task"]
    if m is None or not clause.strip() or len(adds) < 2:
        return False
    if m.group("when"):
        dated = date_alone(m.group("when"), env.now, env.timezone, _PREPOSITION_LEFT)
        if not dated:
            return False
        for r in adds:
            if not r.params.get("due") and not r.params.get("repeat"):
                r.params.update(dated)
    return True


# "please add these:", "can you add the following to my list:": a list follows the colon, not one task's note
_ADD_THESE = re.compile(
    # "no!! add these 3 things: …": a refusal of what was asked, then the list meant
    r"^(?:(?:ok|okay|right|so|and|also|no+|nope)(?:[\s,]+|[.!]+\s*))*(?:(?:pls|please|kindly|can\s+you|could\s+you|can\s+u)\s+)*"
    # "add these 3 things: …", "note down these two:": how many, said before the list
    r"(?:add|put|stick|pop|note\s+down)\s+(?:(?:these|the\s+following)(?:\s+(?:\d|two|three|four|five|six))?"
    r"(?:\s+(?:more\s+)?(?:things|tasks|items|bits|jobs|todos))?|this\s+lot|(?:a\s+)?(?:few|couple)\s+"
    r"(?:more\s+)?(?:things|tasks|items|bits)|some\s+(?:things|tasks|stuff|items))"
    r"(?:\s+(?:to|on|onto|in)\s+(?:my|the)\s+(?:list|todos?|to-?do\s+list))?(?:\s+(?:pls|please))?\s*[:-]\s*(?=\S)",
    re.IGNORECASE)


# "while im away add: …", "before i forget, add: …", "for next week pls add: …": a few words of lead, then "add:"
_LEAD_THEN_ADD = re.compile(r"^(?:[\w']+[\s,]+){1,5}?(?:(?:pls|please|can\s+you|could\s+you|can\s+u)\s+)?"
                            r"(?:add|put\s+(?:in|down)|note\s+down)\s*:\s*(?=\S)", re.IGNORECASE)


# A lead that only says a list follows ("i need to add a few things", "couple more for the list"): no topic to note
_LIST_ANNOUNCED = re.compile(
    r"^(?:(?:ok|okay|right|so|and|also|no|nope|quick|heres|here'?s|here\s+are|i|we|need|to|have|got|gotta|want|wanna|can|could|"
    r"you|u|pls|please|add|put|stick|a|an|the|few|some|couple|of|more|other|another|new|following|these|my|on|for|"
    r"list|things?|ones|stuff|items?|tasks?|todos?|to-?dos?|jobs?|bits|separate|different|diff|\d|two|three|four|five|six|"
    r"lots|loads|load|bunch|down|jot|write|note|today|tonight|now)"
    r"\b[\s,]*)+$", re.IGNORECASE)
_NEED_FIRST = re.compile(r"^(?:(?:i|we)\s+)?(?:still\s+|also\s+)?(?:need|have|got|gotta)(?:\s+to)?\s+(?=\w)",
                         re.IGNORECASE)


# "gym every monday", "weekly market shop on sundays", "bins every tuesday night": a few words naming a thing on its
# repeat — an item of a list though no to-do verb leads it ("pharmacy shuts at 6" is news, not a thing on its day)
def _scheduled_thing(piece: str, env: Env) -> bool:
    params = task_params(piece, env.now, env.timezone)
    title = str(params.get("title") or "")
    return bool(title) and "repeat" in params and len(title.split()) <= 4 \
        and not HOW_THINGS_ARE.search(piece)


def _verb_led(piece: str) -> bool:
    words = piece.split()
    return len(words) >= 2 and words[0].lower() in TASK_VERBS


# "mrs patel wants to see me about jack, can u put that down": what was said is the task
# "mums got her appt on tues 8th so put that in", "stock check is the last friday, can that go on as a repeat"
_NOTED = (r"(?:(?:so|pls|please|just|then|and)\s+)*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:"
          r"(?:put|note|jot|write|get|take)\s+(?:that|this|it)\s+down|add\s+(?:that|this|it)(?:\s+to\s+(?:my|the)\s+list)?"
          r"|(?:put|stick|pop|bung)\s+(?:that|this|it)\s+(?:on|in)(?:\s+(?:my|the)\s+list)?"
          r"|(?:can|could)\s+(?:that|this|it)\s+go\s+(?:on|in)(?:\s+(?:my|the)\s+list)?"
          # "need to book the wof, garage is booked out so do that monday": when to do it, said of "that"
          r"|(?P<do>(?:do|schedule|plan)\s+(?:that|this|it)))"
          # "… as a repeating thing", "… as a repeat": the repeat is in what was said
          # "… add that repeating too": the same, without the "as"
          r"(?:\s+(?:as\s+)?(?:an?\s+)?(?P<rep>repeat|repeating|recurring|regular|weekly|monthly|daily)"
          r"(?:\s+(?:thing|task|one|event))?)?"
          # "put that in as urgent", "add it as high priority": how much it matters
          r"(?:\s+as\s+(?P<prio>(?:an?\s+)?(?:urgent|important|(?:high|top|low|medium)\s+priority|priority|not\s+urgent)"
          r"(?:\s+(?:one|task|thing))?))?"
          r"(?:\s+(?:please|pls|for\s+me|too))*"
          # "… add it for the 9th", "just put it on the list no date", "add it. due thurs 5pm": when it is due
          r"(?:(?:\s*[,.;:-]\s*|\s+)(?P<when>(?:(?:for|on|by|due|due\s+on|due\s+by)\s+|(?=(?:today|tonight|tomorrow|tmrw|tmr|next|this|mon|tue|wed|thu|fri|sat|sun|at\s+\d|in\s+\d|\d)))[^,.;!?]+?|no\s+(?:due\s+)?date"
          r"|without\s+a\s+date|undated))?(?:\s+(?:please|pls|thanks|thx))*")
_SAID_THEN_NOTED = re.compile(rf"^(?P<said>.+?)(?:\s*[,.;!?-]+\s*|\s+so\s+){_NOTED}[?.!]*$", re.IGNORECASE)
# The same said midway, with more after it: "…, add that. and i need to book train tickets"
_NOTED_MIDWAY = re.compile(rf"^(?P<said>.+?)(?:\s*[,.;!?-]+\s*|\s+so\s+){_NOTED}(?:\s*[,.;!?]+\s*|\s+(?=and\s))"
                           r"(?P<rest>\S.*)$", re.IGNORECASE)

# How news is told, turned into the thing to do: "mums got her cardiology appt" is mum's cardiology appt, "i do my
# IP reading every tuesday" is the IP reading, "still havent sent the cards" is to send the cards
_WHOSE_NEWS = re.compile(r"^(?P<who>(?!(?:i|we|you|it|there|this|that|he|she|they)\b)[\w']+)\s+(?:also\s+)?"
                         r"(?:(?:has\s+|'s\s+)?(?:got|has)\s+(?:her|his|their)|has\s+(?:got\s+)?an?)\s+(?=\w)",
                         re.IGNORECASE)  # "koro also has a blood test" is koro's blood test
# ", dont know the day yet", ", not sure when": what the user does not know yet, no part of the task
_NOT_KNOWN_YET = re.compile(r"[\s,;.-]+(?:i\s+)?(?:don'?t|do\s+not|dunno|idk|not\s+sure|no\s+idea)\b[^,;.]*$",
                            re.IGNORECASE)
_MY_OWN = re.compile(r"^(?:i|we)\s+(?:always\s+|usually\s+)?(?:do|have|go\s+to|take)\s+(?:my|our)\s+(?=\w)",
                     re.IGNORECASE)
_NOT_YET_DONE = re.compile(r"^(?:i\s+|we\s+)?(?:still\s+)?(?:havent|haven'?t|have\s+not|never)\s+(?:yet\s+)?"
                           r"(?P<verb>[a-z]+)\s+(?=\w)", re.IGNORECASE)
_PAST_VERBS = {"sent": "send", "paid": "pay", "bought": "buy", "done": "do", "rung": "ring", "written": "write",
               "made": "make", "got": "get", "taken": "take", "given": "give", "told": "tell", "read": "read",
               "found": "find", "sold": "sell", "set": "set", "cut": "cut", "put": "put", "sorted": "sort"}
# "…, which is embarrassing": how the user feels about it, no part of its name
_FELT_AFTER = re.compile(r",?\s+which\s+(?:is|was)\s+(?:so\s+|really\s+|a\s+bit\s+|well\s+|kinda\s+|quite\s+)?"
                         r"(?:embarrassing|annoying|awful|terrible|bad|rude|mad|silly|ridiculous|shameful|stressful|"
                         r"a\s+pain|a\s+nightmare)\b[\s!.]*$", re.IGNORECASE)


# "…, ugh", "… lol": a sigh after it, no part of its name
_SIGHED = re.compile(r"[\s,.!-]+(?:ugh+|argh+|sigh|lol|haha+|omg|yay|phew|ffs|oof)[\s.!]*$", re.IGNORECASE)


def _as_a_task(said: str) -> str:
    said = _NOT_KNOWN_YET.sub("", _FELT_AFTER.sub("", _SIGHED.sub("", said)))
    whose = _WHOSE_NEWS.match(said)
    if whose:
        who = whose.group("who")
        said = (who if who.lower().endswith("s") else f"{who}'s") + " " + said[whose.end():]
    said = _MY_OWN.sub("", said)
    undone = _NOT_YET_DONE.match(said)
    if undone:
        verb = undone.group("verb").lower()
        base = _PAST_VERBS.get(verb) or next((v for v in (verb[:-2], verb[:-1], verb[:-3] + "y") if verb.endswith("ed")
                                              and v in TASK_VERBS), None)
        if base:
            said = f"{base} {said[undone.end():]}"
    return said


# The weekdays something is on, as said before "add that repeating": "tues and fri", "monday, wednesday and friday"
_DAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?"
_WEEKDAYS_SAID = re.compile(rf"(?<!every )(?<!each )\b(?:on\s+)?{_DAY}"
                            rf"(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|\s*/\s*){_DAY})*\b", re.IGNORECASE)


# A title made of the words said of "it" ("It for the 9th", "Do that"): no task named
_OF_IT_TITLE = re.compile(r"^(?:it|its|it's|that|this|do\s+(?:that|it|this))\b", re.IGNORECASE)


def _said_then_noted(text: str, env: Env) -> list[Reading] | None:
    found = _said_then_noted_plain(text, env)
    m = _SAID_THEN_NOTED.match(text) or _NOTED_MIDWAY.match(text)
    level = said_priority(f"x {m.group('prio')}")[1] if found and m and m.group("prio") else None
    if level and found[0].intent == "add_task":  # "…, put that in as urgent": the task, that important
        found[0].params["priority"] = level
    return found


def _said_then_noted_plain(text: str, env: Env) -> list[Reading] | None:
    m = _SAID_THEN_NOTED.match(text)
    midway = None if m else _NOTED_MIDWAY.match(text)
    m = m or midway
    if m and m.group("do") and NAMED_ONLY.match(m.group("said")):
        return None  # "the licence disc thing, do it wednesday rather": a task named, then its new day
    noted = _noted_as_said(m, midway, env) if m else None
    when = m.group("when") if m and noted else None
    if not when:
        return None if m and m.group("do") else noted  # "…, do that": no date said, no note of it
    plain = _read_clauses(text, env)
    if plain and all(r.intent == "add_task" and r.params.get("title") and not _OF_IT_TITLE.match(
            str(r.params["title"])) for r in plain):
        return None  # "call the landlord, add that for tmrw, fairly urgent": the clauses read it whole
    first = noted[0]  # type: ignore[index]
    if re.match(r"no|without|undated", when, re.IGNORECASE):  # "just put it on the list no date"
        first.params.pop("due", None)
        return noted
    due = task_params(f"do it {when}", env.now, env.timezone).get("due") or task_params(
        re.sub(r"^for\s+", "do it on ", when, flags=re.IGNORECASE), env.now, env.timezone).get("due")  # "for the 9th"
    if not due:
        return None  # "add it for mum": no date, so no note of "it" with words left unread
    first.params["due"] = due
    return noted


def _as_repeating(params: dict[str, object], told: str, env: Env) -> dict[str, object]:
    """"hockey practice is tues and fri at 6am, add that repeating": the days said are the days it repeats on."""
    if params.get("repeat"):
        return params
    every = _WEEKDAYS_SAID.sub(lambda d: f"every {d.group(0)}", told, count=1)
    again = task_params(every, env.now, env.timezone) if every != told else {}
    if not (again.get("repeat") and again.get("title")):
        return params
    return {**{k: v for k, v in again.items() if k != "due"}, "title": params["title"]}


def _noted_as_said(m: re.Match[str], midway: re.Match[str] | None, env: Env) -> list[Reading] | None:
    said = _read_clauses(m.group("said"), env) if m else []
    # "netball practice is every tuesday and thursday at 5.30pm, add that as repeating": a thing with its when, read
    # as a change to a task of that name or else a new one
    thing = len(said) == 1 and said[0].intent == "update_task" and bool(said[0].params.get("or_add"))
    if not m or (any(r.intent not in _NON_TASK for r in said) and not thing and (
            len(said) != 1 or said[0].intent != "add_task" or (said[0].explicit and not m.group("do")))):
        return None  # "i want to learn the verbs, add it": the clauses read the to-do (`_named_before`)
    told = _as_a_task(m.group("said"))
    whole = _read_whole(m.group("said"), env) if said and said[0].intent in ("add_task", "update_task") else []
    if len(whole) == 1 and whole[0].intent == "update_task" and whole[0].params.get("or_add") \
            and (whole[0].ref or {}).get("kind") == "title":
        # "book club is the first wednesday of every month, 7:30pm at shalini's. add that": the thing, with its when
        params = {k: v for k, v in whole[0].params.items() if k not in ("task_ref", "or_add")}
        params = {**params, "title": capitalise(str(whole[0].ref["value"]))}  # type: ignore[index]
        params = _named_again(params, m.group("said"), env)
        if m.group("rep"):
            params = _as_repeating(params, told, env)
        noted = [Reading("add_task", params, 0.95,
                         "What was said with its date, then 'put that down': the task.")]
        return noted + _said_after(midway, env)
    read_as_add = len(said) == 1 and said[0].intent == "add_task"
    # "i want to learn the verbs this week, add it": the clause's own reading of the to-do, unless news was retold
    params = dict(said[0].params) if read_as_add and told == m.group("said") else task_params(told, env.now,
                                                                                              env.timezone)
    if not params.get("title"):
        return None
    if m.group("rep"):
        params = _as_repeating(params, told, env)
    noted = [Reading("add_task", params, 0.95, "What was said, then 'put that down': the task.")]
    return noted + _said_after(midway, env)


def _named_again(params: dict[str, object], said: str, env: Env) -> dict[str, object]:
    """"the inspection is thursday, sanitary inspection at the clinic 10am": the thing named again in full after its
    day, with its time; the full name is its title and the time goes with the day."""
    name = str(params["title"])
    due = str(params.get("due") or "")
    for part in re.split(r"\s*[,;]\s*|\s*[.!]+\s+|\s+[-–]\s+", said)[1:]:
        again = task_params(part, env.now, env.timezone)
        title = str(again.get("title") or "")
        if not re.search(rf"\b{re.escape(name)}\b", title, re.IGNORECASE) or title.lower() == name.lower():
            continue
        params = {**params, "title": title}
        if again.get("description"):
            params["description"] = again["description"]
        timed = str(again.get("due") or "")
        if len(due) == 10 and "T" in timed:  # the day said first, the time with the full name
            both = task_params(f"{part} on {date.fromisoformat(due):%d %B %Y}", env.now, env.timezone)
            params.update({k: both[k] for k in ("due", "when") if k in both})
        return params
    return params


def _said_after(midway: re.Match[str] | None, env: Env) -> list[Reading]:
    """What was said after "…, add that." ("and i need to book train tickets"): read on its own."""
    if midway is None:
        return []
    rest = [r for r in _read_whole(midway.group("rest"), env) if r.intent != "none"]
    return rest if all(r.intent != "unknown" for r in rest) else []


# "got mums scripts, tick that off": what was just said names the task "that" is
_SAID_THEN_TICKED = re.compile(
    r"^(?P<said>.+?)(?:\s*[,.;!-]+\s*|\s+so\s+)(?:(?:so|just|pls|please|you\s+can)\s+)*(?:(?:can|could)\s+(?:you|u)\s+)?"
    # "tick am" (Nigerian Pidgin "it"); "i finish the presentation, please mark": the object left unsaid
    r"(?:tick|check|cross|mark)(?:\s+(?:that|it|this|them|those|these|em|'em|am))?(?:\s+one)?"
    r"(?:\s+off|\s+(?:as\s+)?(?:done|complete|finished))?"
    r"(?:\s+(?:please|pls|too|then))*[.!]*$", re.IGNORECASE)
# "grabbed some at the garage", "got one in town": what was got is the thing just talked about, not a task's name
_VAGUE_THING = re.compile(r"^(?:some|one|a\s+few|a\s+couple|loads|a\s+load|a\s+bottle|a\s+new\s+one|them)\b",
                          re.IGNORECASE)
# "gassed up", "just locked up", "all cashed up now": a verb in the past and its particle, nothing else
_PAST_WITH_PARTICLE = re.compile(r"^(?:(?:oh|ok(?:ay)?|right|so|and|i|we|i'?ve|we'?ve|just|finally|already|all)[\s,]+)*"
                                 r"(?P<verb>[a-z]{2,}(?:ed|ied))\s+(?P<particle>up|out|off|down|away|back|over)"
                                 r"(?:\s+(?:now|already|finally|today|earlier|at\s+last|this\s+morning))*$",
                                 re.IGNORECASE)
# "messed up, tick it" is no job done
_MISHAPS = frozenset(("messed", "screwed", "mixed", "cocked", "fouled", "muddled", "freaked", "stressed", "zoned",
                      "spaced", "passed", "blacked", "conked", "packed", "burned", "stuffed"))
_GOT_VERB = re.compile(r"^(?:(?:i|we|i'?ve|just|finally)\s+)*(?:got|picked\s+up|bought|collected|grabbed|did|done|"
                       r"sorted|smashed|nailed|crushed|finished|knocked\s+out)\s+", re.IGNORECASE)  # "smashed leg day"


# "i buy already the tickets", "i finish the presentation", "we already pay the deposit": done, in a learner's words
_I_DID = re.compile(r"^(?:(?:hello|hi|ok|so)[\s,]+)?(?:i|we)\s+(?:already\s+|just\s+|finally\s+)?(?P<verb>[a-z]+)\s+"
                    r"(?:already\s+)?(?P<what>(?:the|my|our|a|an|this|that)\s+\S.*)$", re.IGNORECASE)
# "the aso ebi money don pay": Nigerian Pidgin "don" (has), said of the thing
_SUBJECT_DON = re.compile(r"^(?:(?:the|my|our|that)\s+)?(?P<ref>[\w'&-]+(?:\s+[\w'&-]+){0,4}?)\s+don\s+[a-z]+"
                          r"(?:\s+\w+)?$", re.IGNORECASE)

# "cream's just landed", "the wheelchair's back", "parcel has arrived": a thing said to be here or through, which
# names the task the "tick it" after it is about (it, he, they … name nothing)
_SUBJECT_ARRIVED = re.compile(
    r"^(?:(?:the|my|our|that)\s+)?(?P<ref>(?!(?:it|that|this|he|she|they|we|i|you|everything|all)\b)[\w'&-]+"
    r"(?:\s+[\w'&-]+){0,3}?)(?:'s|\s+(?:has|have|is|are|was|were))\s+(?:(?:just|finally|now|all|already)\s+)*"
    r"(?:been\s+)?(?:landed|arrived|in|here|back|come|done|sorted|delivered|returned|[a-z]+ed)"
    r"(?:\s+(?:now|already|finally|at\s+last))?$", re.IGNORECASE)

# "kapoor sent form 16 finally", "the bank emailed the statement", "mum dropped off the keys": someone else did the
# thing, and the "mark it" after it is about the task the thing names
_SOMEONE_SENT = re.compile(
    r"^(?:(?:oh|ok(?:ay)?|right|so|and|yay|finally)[\s,]+)*(?:(?:the|my|our)\s+)?"
    r"(?!(?:i|we|you|it|that|this)\b)[\w'&-]+(?:\s+[\w'&-]+){0,2}?\s+(?:(?:has|have|just|finally|already)\s+)*"
    r"(?:sent|sent\s+(?:over|through|across)|emailed|mailed|posted|gave|handed\s+over|dropped\s+off|brought|returned|"
    r"delivered|signed|forwarded|shared|uploaded|paid)(?:\s+(?:me|us))?\s+(?:over\s+|through\s+)?"
    r"(?P<what>(?:the|my|our|his|her|their)?\s*[\w'&-]+(?:\s+[\w'&-]+){0,4}?)"
    r"(?:\s+(?:finally|already|at\s+last|now|today|back|over|through|this\s+morning|just\s+now))*$", re.IGNORECASE)

# A task named by a few of its words (no pronoun), and "… is the one": which task is meant
_THING_NAMED = r"(?!(?:it|that|this|he|she|they|we|i|you)\b)[\w'&-]+(?:\s+[\w'&-]+){0,3}?"
_IS_THE_ONE = r"(?:'s|\s+(?:is|was))\s+the\s+(?:one|task)\b"
# "the permit's the one i did", "no the gas bill is the one": which task is meant, said before what to do with it
_THE_ONE_MEANT = re.compile(
    r"^(?:(?:no+|nah|oh+|oops|sorry|actually|wait|ok(?:ay)?)[\s,]+)*(?:(?:the|my|our)\s+)?"
    rf"(?P<ref>{_THING_NAMED}){_IS_THE_ONE}(?:\s+(?:i|we)\s+[\w' ]+)?$", re.IGNORECASE)


# "netball's cancelled today (coach is ill)", "the 1:1 got called off": a thing that is not happening, which names the
# task the "tick it" after it is about ("netballs": the apostrophe left out)
_SUBJECT_CALLED_OFF = re.compile(
    r"^(?:(?:oh|ok(?:ay)?|so|well|ugh|right|and)[\s,]+)*(?:(?:the|my|our|that)\s+)?"
    rf"(?P<ref>{_THING_NAMED})(?:'?s|\s+(?:is|was|has\s+been|have\s+been|are|were|got|has\s+got))?\s+"
    r"(?:(?:been|just|now)\s+)*(?:cancell?ed|called\s+off|rained\s+off|postponed|off|not\s+happening)"
    r"(?:\s+(?:today|tonight|this\s+(?:week|morning|afternoon|evening)|again|now))*(?:\s*\([^)]*\))?$",
    re.IGNORECASE)


def _said_then_ticked(text: str, env: Env) -> list[Reading] | None:
    m = _SAID_THEN_TICKED.match(text)
    if not m:
        return None
    said = _read_clauses(m.group("said"), env)
    done_up = _PAST_WITH_PARTICLE.match(m.group("said").strip())
    if done_up and done_up.group("verb").lower() not in _MISHAPS:
        # "gassed up, tick it", "locked up, mark it done": the task is the verb and its particle ("Gas up", "Lock up")
        words = f"{done_up.group('verb')} {done_up.group('particle')}".lower()
        return [Reading("complete_task", {"task_ref": {"kind": "title", "value": words}}, 0.9,
                        "A job said in the past with its particle, then 'tick it'.")]
    if said and said[0].intent == "complete_task" and _VAGUE_THING.match(str((said[0].ref or {}).get("value", ""))):
        return [Reading("complete_task", {"task_ref": {"kind": "pronoun"}}, 0.9,
                        "A report on 'some' of the thing just talked about, then 'tick it'.")]
    if said and said[0].intent == "complete_task" and said[0].ref and said[0].ref.get("kind") != "pronoun":
        return said  # "paid the gas bill, tick it off": the report names it
    learnt = _I_DID.match(m.group("said").strip())
    if learnt and learnt.group("verb").lower() in TASK_VERBS and not any(r.intent not in _NON_TASK for r in said):
        # "i buy already the tickets, you can mark it", "i finish the presentation, please mark": a report in a
        # learner's present tense, said as done by the "mark it" after it
        refs = parse_refs(learnt.group("what"))
        if len(refs) == 1 and refs[0]["kind"] == "title":
            return [Reading("complete_task", {"task_ref": {**refs[0], "verb": learnt.group("verb").lower()}}, 0.9,
                            "What the user did, then 'mark it'.")]
    told = _SUBJECT_DON.match(m.group("said").strip())
    if told and not any(r.intent not in _NON_TASK for r in said):
        refs = parse_refs(told.group("ref"))  # "the aso ebi money don pay, tick am"
        if len(refs) == 1 and refs[0]["kind"] == "title":
            return [Reading("complete_task", {"task_ref": refs[0]}, 0.9, "What was said done, then 'tick it'.")]
    meant = _THE_ONE_MEANT.match(m.group("said").strip())
    if meant and not any(r.intent not in _NON_TASK for r in said if r.ref and r.ref.get("kind") != "pronoun"):
        refs = parse_refs(meant.group("ref"))  # "the permit's the one i did, tick that": the permit, not the last task
        if len(refs) == 1 and refs[0]["kind"] == "title":
            return [Reading("complete_task", {"task_ref": refs[0]}, 0.9,
                            "The task said to be the one, then 'tick it'.")]
    off = _SUBJECT_CALLED_OFF.match(m.group("said").strip())
    if off and not any(r.intent not in _NON_TASK and r.explicit for r in said):
        refs = parse_refs(off.group("ref"))  # "netballs cancelled today (coach is ill) so just tick it off": netball
        if len(refs) == 1 and refs[0]["kind"] == "title":
            return [Reading("complete_task", {"task_ref": refs[0]}, 0.9, "What was called off, then 'tick it'.")]
    arrived = _SUBJECT_ARRIVED.match(m.group("said").strip())
    if arrived and not any(r.intent not in _NON_TASK for r in said):
        refs = parse_refs(arrived.group("ref"))  # "cream's just landed, tick it": the cream one, not the last task
        if len(refs) == 1 and refs[0]["kind"] == "title":
            return [Reading("complete_task", {"task_ref": refs[0]}, 0.9, "What was said to be here, then 'tick it'.")]
    sent = _SOMEONE_SENT.match(m.group("said").strip())
    if sent and not any(r.intent not in _NON_TASK for r in said):
        refs = parse_refs(sent.group("what"))  # "kapoor sent form 16 finally, mark it": the form 16 one
        if len(refs) == 1 and refs[0]["kind"] == "title":
            return [Reading("complete_task", {"task_ref": refs[0]}, 0.9,
                            "What someone sent or brought, then 'mark it'.")]
    got = _GOT_VERB.match(m.group("said").strip())
    if any(r.intent not in _NON_TASK for r in said) or not got:
        return None  # "ugh long day. mark it done": chatter, then the task talked about
    got_what = m.group("said").strip()[got.end():]
    if _VAGUE_THING.match(got_what):
        return [Reading("complete_task", {"task_ref": {"kind": "pronoun"}}, 0.9,
                        "A report on 'some' of the thing just talked about, then 'tick it'.")]
    refs = parse_refs(got_what)
    if len(refs) != 1 or refs[0]["kind"] != "title":
        return None
    return [Reading("complete_task", {"task_ref": refs[0]}, 0.9, "What was just said, then 'tick that off'.")]


# "the voucher expired lol just delete that one", "gym's closed for good, so bin it": what happened to a thing, then
# delete "that" (the thing the remark is about)
_SAID_THEN_DELETED = re.compile(
    r"^(?P<said>.+?)(?:\s*[,.;!-]+\s*|\s+(?=(?:so|lol|haha|just)\s))(?:(?:so|lol|haha|pls|please|just)\s+)*"
    r"(?:(?:can|could)\s+(?:you|u)\s+)?(?:just\s+)?(?:(?:delete|remove|bin|ditch|scrap|nix|get\s+rid\s+of|drop)\s+"
    # "…, take it off (the list)": off the list, not done
    r"(?:that|it|this)(?:\s+one)?|take\s+(?:that|it|this)(?:\s+one)?\s+off(?:\s+(?:the|my)\s+list)?)"
    r"(?:\s+(?:please|pls|too|then))*[.!]*$", re.IGNORECASE)
_SUBJECT_HAPPENED = re.compile(
    r"^(?:(?:ah+|oh+|ok(?:ay)?|so|well|actually|nah|turns\s+out)[\s,]+)*"
    rf"(?:(?:the|my|our|that)\s+)?(?P<ref>{_THING_NAMED})"
    r"(?:'s|\s+(?:has|have|is|are|was|were|got))?\s+(?:been\s+)?(?:expired|ended|closed|gone|run\s+out|over|"
    # "the calpol's already in the press": there already, so no longer to get
    r"cancell?ed|passed|sold\s+out|sorted|done|moved|changed|[a-z]+ed|already|no\s+longer|not\s+needed)\b"
    r"|^(?:(?:ah+|oh+|ok(?:ay)?|so|well|actually|nah)[\s,]+)*"
    rf"(?:(?:the|my|our|that)\s+)?(?P<ref2>{_THING_NAMED}){_IS_THE_ONE}", re.IGNORECASE)


def _said_then_deleted(text: str, env: Env) -> list[Reading] | None:
    m = _SAID_THEN_DELETED.match(text)
    subject = _SUBJECT_HAPPENED.match(m.group("said").strip()) if m else None
    if not subject or explicit_command(m.group("said"), env):  # type: ignore[union-attr]
        return None
    refs = parse_refs(subject.group("ref") or subject.group("ref2"))
    if len(refs) != 1 or refs[0]["kind"] != "title":
        return None
    return [Reading("delete_task", {"task_ref": refs[0]}, 0.9, "What happened to a task, then 'delete that'.")]


_NOTE_THAT = re.compile(r"^(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:put|note|jot|write|get|take)\s+"
                        r"(?:that|this|it)\s+down(?:\s+(?:please|pls|for\s+me|too))*[?.!]*$", re.IGNORECASE)
# What was just said, pointed at instead of named: "add that", "add them both", "add those as 2 jobs"
_ADD_IT = re.compile(r"\b(?:add|put|pop|stick|chuck|whack|throw|save|note)\s+(?:it|that|that\s+one)\b", re.IGNORECASE)


def _searched_in_vain(found: list[Reading], env: Env) -> list[Reading] | None:
    """"add it" just after a search that found nothing ("is pick up the ute on my list?" — "No, nothing about …"):
    the add of what was searched for."""
    last = (env.context.last_action or {}) if env.context else {}
    query = str((last.get("params") or {}).get("query") or "")
    if not (len(found) == 1 and found[0].intent == "add_task" and found[0].explicit and query
            and last.get("intent") == "list_tasks" and not env.context.last_listed
            and _THAT.match(str(found[0].params.get("title", "")))):
        return None
    return [Reading("add_task", {**found[0].params, "title": capitalise(query)}, found[0].confidence,
                    "'add it' after a search that found nothing adds what was searched for.", True)]


_THAT = re.compile(r"^(?:that|this|it|that\s+one|this\s+one|them|both|those|these|them\s+(?:both|all)|all\s+(?:of\s+)?"
                   r"(?:them|those|these)|both\s+of\s+(?:them|those|these)|(?:those|these)\s+(?:two|2|three|3))"
                   r"(?:\s+as\s+(?:a\s+|an\s+|\d+\s+|two\s+|three\s+)?(?:separate|new|another|extra|second|its\s+own|"
                   r"different)?\s*(?:tasks?|ones?|items?|todos?|to-?dos?|entry|entries|things?|jobs?)"
                   # "add that as a repeating thing": the repeat is in what was said before
                   r"|\s+as\s+an?\s+(?:repeat|repeating|recurring|regular|weekly|monthly|daily)"
                   r"(?:\s+(?:thing|task|one|event|item))?)?"
                   r"(?:\s+(?:too|as\s+well|please|pls))?$", re.IGNORECASE)


_AGAIN_ON = ("complete_task", "delete_task", "reopen_task", "update_task", "schedule_reminder")


def _same_again(clause: str, found: list[Reading], previous: tuple[str, list[Reading]] | None,
                env: Env) -> list[Reading] | None:
    """"mark the invoice done, and the card too", "move 3 to friday and 4 too": a clause that only names another
    task, right after a change in the same message, is that change again (the follow-up rule, on the clause before)."""
    if previous is None or not previous[1] or any(r.explicit and r.intent not in _NON_TASK for r in found):
        return None
    last = previous[1][-1]
    if last.intent not in _AGAIN_ON:
        return None
    context = (env.context or ConversationContext()).model_copy(
        update={"last_action": {"intent": last.intent, "params": dict(last.params)}})
    again = Env(env.now, env.timezone, context)
    return follow_up(clause, again, lambda t: _read_clauses(t, again))


_PARTICLES = frozenset(("up", "out", "off", "in", "back", "down", "over"))


def _same_for(clause: str, previous: tuple[str, list[Reading]] | None, env: Env) -> list[Reading] | None:
    """"add book the venue by the 5th and same for the band": the new task before, its verb and date, for the
    thing named ("Book the band", due the 5th). "add buy milk for friday and the same for saturday", "remind me
    friday at 9 to collect the cake, and the same for saturday at 9 for the balloons": what was just asked (the
    task, and its reminder), again on the day said (for the thing named), never a task called "The same"."""
    said = day_said_again(clause, env)
    m = None if said else SAME_FOR.match(clause)  # "… and the same for the 1st": a day, not a thing
    asked = previous[1] if previous and (m or said) else []
    if not asked or asked[0].intent != "add_task" or not asked[0].params.get("title"):
        return None
    if m:
        title = _for_other_thing(str(asked[0].params["title"]), m["thing"])
        if title is None:
            return None
        add = asked[0]
        params = {k: v for k, v in add.params.items() if k not in ("title", "note", "description")}
        return [Reading("add_task", {**params, "title": title}, add.confidence,
                        "'Same for' the thing named: the task before, again for it.", add.explicit)]
    if said is None or any(r.intent not in ("add_task", "schedule_reminder") for r in asked):
        return None
    (dated, thing), again = said, []
    due = str(dated["due"])
    for r in asked:
        params = _copy_params(r.params)
        if r.intent == "add_task" and thing:
            title = _for_other_thing(str(params["title"]), thing) or f"{params['title']} for {thing}"
            params["title"] = capitalise(title)
        elif r.intent == "schedule_reminder" and thing and (r.ref or {}).get("kind") != "pronoun":
            return None  # a reminder on a task named: which one "the balloons" would be is not known
        for key in ("due", "when"):
            if params.get(key):
                params[key] = _same_time(due, str(params[key]))
        if r.intent == "add_task" and not params.get("due") and len(asked) == 1:
            params["due"] = due
        again.append(Reading(r.intent, params, max(r.confidence, 0.9),
                             "'The same' on another day: what was just asked, again then.", r.explicit))
    return again


def _for_other_thing(title: str, thing: str) -> str | None:
    """The task `title`, done to `thing` instead: its verb ("pick up" too), then the thing ("Book the band")."""
    words = title.split()
    if words[0].lower() not in TASK_VERBS:
        return None
    verb = " ".join(words[:2]) if len(words) > 2 and words[1].lower() in _PARTICLES else words[0]  # "pick up"
    return f"{verb} {thing}"


def _same_time(due: str, before: str) -> str:
    """The new `due`, at the time of day `before` had when only a day is said ("friday at 9" → "saturday": 9am)."""
    return f"{due}{before[10:]}" if "T" in before and "T" not in due else due


# "got it from the depot", "got them done at boots", "bought it", "done it yesterday itself": a report on "it"
_REPORT_ON_IT = re.compile(r"^(?:(?:i|we|he|she|they|just|already|finally|also)\s+)*(?:[a-z]+ed|got|bought|paid|sent|"
                           r"did|done|took|had|made|brought|found|ran|rang|gave|sorted)\s+(?:it|them|those|these|that|em|"
                           r"'em)\b", re.IGNORECASE)


# What a done-report says it was done at, by or with, naming no thing ("at the gate", "by card", "in cash", "online")
_HOW_ONLY = re.compile(r"^(?:at|by|in|on|with|via|over|online|through|from)\b", re.IGNORECASE)


def _how_it_was_done(found: list[Reading] | None, before: list[Reading]) -> list[Reading] | None:
    """One done-report ticks one task: after a done-report, another whose words are only where or how it was done
    ("photo money is done, paid at the gate this morning", "rent sorted, paid online") is about the same task."""
    if not found:
        return found
    kept = [r for i, r in enumerate(found)
            if not (r.intent == "complete_task" and not r.explicit and (r.ref or {}).get("kind") == "title"
                    and _HOW_ONLY.match(str(r.ref.get("value")))
                    and any(o.intent == "complete_task" for o in [*before, *found[:i]]))]
    return kept or found


def _about_it_after(clause: str, found: list[Reading], previous: tuple[str, list[Reading]] | None) -> bool:
    """A done-report on "it" right after a command on a task named in the same message: how that task got done
    (the remark after the command), not a second thing to tick off."""
    if previous is None or not _REPORT_ON_IT.match(clause.strip()):
        return False
    if not found or any(r.intent not in ("complete_task", *_NON_TASK) for r in found):
        return False
    return any(r.intent in _AGAIN_ON and r.ref and r.ref.get("kind") in ("title", "number", "ordinal")
               for r in previous[1])


# "… to chase her", "… to nag him about it": chasing whoever does the task said just before, not a task of its own
_CHASE = re.compile(r"^(?:chase|nag|hassle|prod|poke|remind)(?:\s+up)?\s+(?:her|him|them)"
                    r"(?:\s+(?:up|about\s+it|on\s+it))?$", re.IGNORECASE)


def _chases_it(found: list[Reading]) -> bool:
    """A new task "Chase her" with its reminder, right after a new task: the reminder is for that task."""
    return len(found) == 2 and found[0].intent == "add_task" and found[1].intent == "schedule_reminder" \
        and bool(_CHASE.match(str(found[0].params.get("title", "")))) and set(found[0].params) == {"title"} \
        and (found[1].ref or {}).get("kind") == "pronoun"


# "if the landlord still ignores me by 7 dec i'll report to the council, add that": what the user will do is the task,
# not the condition nor the "i'll"
_WILL_DO = re.compile(r"^(?:if\s+[^,]+?(?:,\s*|\s+(?=i'?ll\b|i\s+will\b|then\b))(?:then\s+)?)?"
                      r"(?:i'?ll|i\s+will|i'?m\s+going\s+to|im\s+going\s+to|i'?m\s+gonna|im\s+gonna)\s+(?=\S)",
                      re.IGNORECASE)


def _named_after(found: list[Reading], previous: tuple[str, list[Reading]] | None) -> list[Reading] | None:
    """An add of "it" or "that" that names nothing ("would you add it so", "add this one"), then a sentence read as
    a task of its own ("Refill the bird feeder."): the one task asked for, named after the ask."""
    if previous is None or len(found) != 1 or len(previous[1]) != 1:
        return None
    add, named = previous[1][0], found[0]
    if add.intent != "add_task" or not add.explicit or add.params.get("title") or named.intent != "add_task" \
            or not named.params.get("title"):
        return None
    return [Reading("add_task", {**add.params, **named.params}, max(add.confidence, named.confidence),
                    "'Add it', then the task's name.", True)]


def _named_before(found: list[Reading], previous: tuple[str, list[Reading]] | None,
                  env: Env | None = None) -> list[Reading] | None:
    """An add of "that" right after a clause that named a task (read as a weak add): that task, with the dates
    said in either clause ("i have to renew my car registration!! can you add that for a week from today"); or
    an explicit add after a sentence that only gave its date. None when the clauses are two requests."""
    if previous is None or len(found) != 1 or len(previous[1]) != 1:
        return None
    add, before = found[0], previous[1][0]
    if add.intent == "add_task" and before.intent == "unknown" and _THAT.match(str(add.params.get("title", ""))):
        # "mrs patel wants to see me about jack, can u put that down": the sentence before is the task
        said = strip_filler(_as_a_task(_WILL_DO.sub("", previous[0])))
        # "she said to email her the numbers by next friday, add that": its date is when it is due, not in its name
        params = task_params(said, env.now, env.timezone) if env is not None else {}
        if not params.get("title") or params.get("description"):
            params = {"title": finish_title(said)}
        params = {**params, **{k: v for k, v in add.params.items() if k != "title"}}
        return [Reading("add_task", params, add.confidence, add.reasoning, add.explicit)] if params["title"] else None
    named = (before.ref or {}).get("value") if (before.ref or {}).get("kind") == "title" else None
    if add.intent == "add_task" and before.intent == "update_task" and before.params.get("or_add") and named and (
            (add.explicit and not add.params) or _THAT.match(str(add.params.get("title", "")))):
        # "the parent teacher meeting is on thursday at 4, can you add that": news of when it is, then asked to add
        params = {k: v for k, v in before.params.items() if k not in ("task_ref", "or_add")}
        params.update({k: v for k, v in add.params.items() if k != "title"})
        return [Reading("add_task", {**params, "title": capitalise(named)}, max(add.confidence, 0.95),
                        "A thing said with its date, then 'add that'.", True)]
    if add.intent != "add_task" or before.intent != "add_task":
        return None
    bare = add.explicit and not add.params  # "need to find a locum for the 24th. kindly add": that to-do, added
    if _THAT.match(str(add.params.get("title", ""))) or bare:
        params = {**before.params, **{k: v for k, v in add.params.items() if k != "title"}}
        will = _WILL_DO.sub("", str(params.get("title", "")))
        if will != params.get("title") and will.split():  # "i'll report him to the council, add that": what to do
            params["title"] = capitalise(will)
        params["title"] = capitalise(_as_a_task(str(params.get("title", "")))) or params.get("title")
        sure = max(add.confidence, 0.95) if bare else add.confidence  # as sure as "add that"
        return [Reading("add_task", params, sure, add.reasoning, add.explicit)]
    # "my boss wants the numbers by the end of the month 🙄 can you put 'finish the report' on my list": the
    # sentence before an explicit add, no to-do of its own (it opens with no to-do verb), only says when.
    said_first = str(before.params.get("title", "")).split()[:1]
    dated = {k: v for k, v in before.params.items() if k in ("due", "repeat")}
    # "meera science fair project, its due thursday. need to buy trifold board": a thing said due is a to-do of its own
    if (add.explicit and not before.explicit and dated and not any(k in add.params for k in ("due", "repeat"))
            and said_first and said_first[0].lower() not in TASK_VERBS and not _DEADLINE_SAID.search(previous[0])):
        return [Reading("add_task", {**add.params, **dated}, add.confidence, add.reasoning, add.explicit)]
    return None


_TIMING = ("when", "repeat_interval_minutes", "repeat_count")


def remind_dated_adds(readings: list[Reading]) -> list[Reading]:
    """A date said with a new task is its due date ("add pay rent by friday": due Friday), not a reminder:
    only "remind me …" schedules one. The reminder timing the rules read beside the due (`when`, minute
    repeats) is kept only for a reminder on the new task in the same message that names no time of its own
    ("add X friday and remind me about it" reminds on Friday; "… and remind me the day before" counts back from it).
    """
    for i, reading in enumerate(readings):
        if reading.intent != "add_task":
            continue
        after = readings[i + 1] if i + 1 < len(readings) else None
        if after is not None and after.intent == "schedule_reminder" and "task_ref" not in after.params \
                and not after.params.get("title"):
            # "i have to ring the Kellys back, remind me wednesday 2nd dec at 10": the reminder is for the new task
            after.params["task_ref"] = {"kind": "pronoun"}
        timing = {key: reading.params.pop(key) for key in _TIMING if key in reading.params}
        after = readings[i + 1] if i + 1 < len(readings) else None
        if (timing and after is not None and after.intent == "schedule_reminder"
                and (after.ref or {}).get("kind") == "pronoun" and not any(k in after.params for k in _TIMING)
                and "before" not in after.params):  # "… and remind me the day before": counted back from the due
            after.params.update(timing)
    return readings


# "the practice called", "my boss rang": someone got in touch (a remark about a task, not its name)
# "the hearing aid place rang, move that to friday", "the dentist's office called …": the place is named by what the
# task is about, and "that" is that task
# "there's eggs in the walk-in already", "we've got shallots at home already": a thing already had, so the to-do
# of getting it (named next as "them") is done
_ALREADY_HAD = re.compile(
    r"^(?:(?:actually|oh|ok|so|and|turns\s+out)[\s,]+)*(?:there'?s|there\s+(?:is|are)|theres|(?:we|i)(?:'ve|\s+have)?\s+got|"
    r"(?:we|i)\s+(?:already\s+)?have)\s+(?:already\s+)?(?:some\s+|plenty\s+of\s+|loads\s+of\s+)?"
    r"(?P<ref>[\w'&-]+(?:\s+[\w'&-]+)?)(?:\s+(?:in|at|on)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)?\s+already\W*$",
    re.IGNORECASE)
_EVERY_SAID = re.compile(r"\b(?:all|every\w*|both)\b", re.IGNORECASE)
_PLACE_CALLED = re.compile(
    r"^(?:(?:and|so|oh|ok|also)[\s,]+)*(?:the|my|our)\s+(?P<ref>[\w'&-]+(?:\s+[\w'&-]+){0,3}?)(?:'s)?\s+"
    r"(?:place|people|office|shop|surgery|clinic|centre|center|lot|folks|guys?|lady|man|company|firm)\s+"
    r"(?:just\s+|finally\s+|have\s+|has\s+)?(?:called|rang|phoned|emailed|texted|messaged|replied|rung|"
    r"got\s+back(?:\s+to\s+me)?)\W*$", re.IGNORECASE)
_SOMEONE_DID = re.compile(r"^(?:the|my|our)?\s*[\w'-]+(?:\s+[\w'-]+)?\s+(?:called|rang|phoned|emailed|texted|messaged|"
                          r"replied|got\s+back(?:\s+to\s+me)?)\W*$", re.IGNORECASE)


def _resolve_pronoun(found: list[Reading], previous: tuple[str, list[Reading]] | None) -> list[Reading] | None:
    """"the gym one, delete it" / "never mind the haircut thing, remove it": "it" is the thing just named.

    A clause acting on "it" right after a clause that only named something (a bare phrase) acts on that
    thing instead; after a clause that already did the same action on it, it adds nothing (None).
    """
    if previous is None or len(found) != 1 or (found[0].ref or {}).get("kind") != "pronoun":
        return found
    clause, before = previous
    if len(before) != 1:
        return found
    prior = before[0]
    if prior.intent == found[0].intent and prior.ref and prior.ref.get("kind") != "pronoun":
        more = {k: v for k, v in found[0].params.items() if k != "task_ref" and k not in prior.params}
        if found[0].intent == "update_task" and more and prior.params.get("or_add"):
            # "VAT return has to be in by the 19th, put that as high priority": no such task yet — one offer to add
            # it, with all that was said of it
            return [Reading("update_task", {**prior.params, **more, "_replaces": True}, found[0].confidence,
                            found[0].reasoning, found[0].explicit)]
        if found[0].intent == "update_task" and more:  # "rename #2 to … and make it due the 1st": more of the edit
            return [Reading("update_task", {**more, "task_ref": dict(prior.ref)}, found[0].confidence,
                            found[0].reasoning, found[0].explicit)]
        instead = {k: v for k, v in found[0].params.items() if k != "task_ref" and prior.params.get(k) != v}
        if found[0].intent == "update_task" and instead:
            # "report isnt urgent anymore … remove the priority on it": the later word on the same thing stands
            return [Reading("update_task", {**prior.params, **instead, "_replaces": True}, found[0].confidence,
                            found[0].reasoning, found[0].explicit)]
        return None
    if prior.intent == "delete_task" and found[0].intent == "complete_task" and prior.ref:
        return None  # "remove cancel netflix from my list, i already did it": why it goes, not a second action
    if prior.explicit or prior.intent != "add_task" or _SOMEONE_DID.match(clause) or _HOW_IT_IS.match(clause):
        # "the practice called, they want it moved": who rang is no task, "it" is the one talked about; so is "oops
        # thats 3pm uk, hes still at school. make it 10pm": how things are, said before the change
        return found
    if found[0].intent == "schedule_reminder" and prior.params.get("due") and prior.params.get("title") \
            and (found[0].params.get("before") or not found[0].params.get("when")):
        # "my dad has cardiology wednesday 11am, remind me 2 hours before": an event told with its day, then a
        # reminder counted from it: the event is added and reminded of, not looked up
        return found
    refs = parse_refs(clause)
    if len(refs) != 1:
        return found
    reading = found[0]
    params = {**reading.params, "task_ref": refs[0], "_replaces": True}
    dated = {k: v for k, v in prior.params.items() if k in ("due", "repeat") and v}
    if reading.intent == "update_task" and dated and prior.params.get("title"):
        # "restaurant rent every month on the 1st, high priority": a thing said with its own when is described, not
        # only named — that task changed when it is on the list, else offered as a new one with all that was said
        title = str(prior.params["title"])
        params = {**dated, **params, "task_ref": {"kind": "title", "value": title}, "or_add": title}
    return [Reading(reading.intent, params, reading.confidence, reading.reasoning, reading.explicit)]


_HOW_IT_IS = re.compile(r"^(?:(?:oops|ugh|oh|ah|hmm+|no|wait|sorry)[\s,]+)*(?:that'?s|thats|it'?s|its|he'?s|hes|she'?s|"
                        r"shes|they'?re|theyre)\s", re.IGNORECASE)


def _step(reading: Reading) -> Understanding:
    return Understanding(
        intent=reading.intent,  # type: ignore[arg-type]
        act=reading.act,  # type: ignore[arg-type]
        confidence=round(min(max(reading.confidence, 0.0), 1.0), 2),
        reasoning=reading.reasoning,
        params=_copy_params(reading.params),
    )


def _copy_params(params: dict[str, object]) -> dict[str, object]:
    """A copy deep enough that steps never share a nested task_ref dict (cheaper than deepcopy)."""
    return {k: dict(v) if isinstance(v, dict) else v for k, v in params.items()}


def _assemble(readings: list[Reading]) -> Understanding:
    steps = [_step(r) for r in readings]
    if len(steps) == 1:
        return steps[0]
    first = steps[0]
    return Understanding(
        intent=first.intent,
        act=first.act,
        confidence=min(s.confidence for s in steps),
        reasoning=f"A compound request in {len(steps)} steps; first: {first.reasoning}",
        params=_copy_params(first.params),
        steps=steps,
    )
