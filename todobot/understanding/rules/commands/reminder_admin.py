"""Looking after reminders already set: "what reminders do I have?", "when is the dentist reminder?",
"stop reminding me about the trash", "move the dentist reminder to thursday 10am".

Tried before "remind me …" (which sets one) and before the list rule ("show my reminders" is not the task list).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from todobot.intents.dated import AT_TIME, AT_TIME_LOOSE
from todobot.intents.move_reminder import SAME_DAY, SAME_TIME
from todobot.intents.spec import REMINDER_KIND, REMINDER_TIME, REMINDER_TIME_LOOSE
from todobot.understanding.rules.commands.matching import X, group, with_refs
from todobot.understanding.rules.commands.reminder import set_the_reminder_on
from todobot.understanding.rules.dates import WhenMatch, cut_spans, extract_when, on_day
from todobot.understanding.rules.lexicon import amount
from todobot.understanding.rules.reading import Env, Reading, act
from todobot.understanding.rules.refs import clean_ref_text, parse_refs
from todobot.understanding.rules.text import THEN_WHY, VOCATIVE_WORDS

_REMINDERS = r"(?:reminders?|remindrs?|alarms?|alerts?)"  # "wat remindrs": typed in a hurry
_WEEKDAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?"
# "sunday nights", "monday mornings": that part of the day, every week
_HABIT_DAY = re.compile(rf"\b{_WEEKDAY}s?\s+(?:nights|mornings|evenings|afternoons)\b", re.IGNORECASE)
# "… still on for next week?": when it is asked about, the reminder's own time answers it
_SOON = (r"(?:for\s+|on\s+)?(?:next\s+w(?:ee)?k|this\s+w(?:ee)?k|next\s+time|tomorrow|tmrw|today|tonight|"
         rf"(?:this|next)\s+{_WEEKDAY})")
_STILL = (r"(?:[\s,]+(?:now|still|left|atm|right\s+now|at\s+the\s+moment|again|please|pls|plz|then|"
          r"at\s+present|currently|presently|"
          r"so|"  # "what reminders have i so": Irish "then"
          # "what reminders do i have na / po": Filipino "now" and politeness; "… rn": right now
          r"rn|na|po|"
          r"the\s+now|la|lad|"  # "what reminders have i got the now" (Scots "just now"), "… la" (Scouse "lad")
          # "when is the restaurant reminder now in my time": shown in the user's own zone anyway
          r"in\s+my\s+(?:own\s+)?(?:local\s+)?time(?:\s*zone)?|my\s+time|local\s+time|"
          rf"{VOCATIVE_WORDS}))*")  # "what reminders have i got now dear": who is spoken to
# "currently", "still": when the reminders asked about are set, said inside the question
_NOW_WORD = r"(?:currently|presently|still|now|actually)"
# "so …", "ok …", "hmm …": a word that opens a question without changing it
_LEAD = r"(?:(?:so|and|ok|okay|oh|hmm+|wait|um+|right|grand|great|cool|lovely|cheers|thanks)[\s,]+){0,3}"
# "whit reminders have a got": "a" is "I" in Scots speech, before "got" ("hiv", "hae": Scots "have")
_LIST_ALL = re.compile(
    rf"^{_LEAD}(?:(?:please|pls|can\s+you|could\s+you)\s+)*"
    # "tell me which reminders i have", "confirm which reminders i now have", "i'd like to know what reminders i've got"
    r"(?:(?:tell\s+me|let\s+me\s+know|confirm|check|i'?d\s+like\s+to\s+know|i\s+(?:would|should)\s+like\s+to\s+know|"
    r"may\s+i\s+(?:ask|know)|i\s+(?:was\s+)?wonder(?:ing)?)\s+(?=(?:what|which|wat|wot)\b))?"
    r"(?:what'?s|whats|wats|what\s+is|what|wat|wot|which|any|"
    # "got any reminders on?": "have i" left out
    r"(?:have\s+(?:i|we)\s+|(?:i|we)'?ve\s+)?got\s+any|"
    r"show(?:\s+(?:me|us))?|list(?:\s+(?:me|us))?|read(?:\s+(?:me|us))?(?:\s+out)?|give\s+(?:me|us)|"
    rf"see|view|check|"
    rf"do\s+(?:i|we)\s+have\s+any|are\s+there\s+any|have\s+(?:i|we)\s+(?:got\s+)?any|what\s+are|tell\s+me)?\s*"
    # "whats me reminders": "me" is "my" in much of Britain and Ireland
    rf"(?:(?:are\s+)?(?:my|me|mi|the|all(?:\s+(?:my|the))?|any|of\s+my)\s+)?(?:upcoming\s+|pending\s+|active\s+)?"
    # "show my alarms / reminders thing", "the reminders bit": the reminders, however they are named
    rf"{_REMINDERS}(?:\s*(?:/|\bor\b|\band\b|&)\s*{_REMINDERS})?(?:\s+(?:thing|things|bit|page|list|section|tab|screen))?"
    # "what reminders do i currently have", "which reminders are currently active", "what reminders i got"
    rf"(?:\s+(?:(?:do|will)\s+(?:i|we)(?:\s+{_NOW_WORD})?\s+(?:have|get|receive)|(?:have|hiv|hae)\s+(?:i|we|a(?=\s+got\b))(?:\s+(?:still\s+|{_NOW_WORD}\s+)?(?:got|set|made|put\s+in|left))?(?:\s+left)?|(?:i|we|mi)(?:'?ve)?(?:\s+{_NOW_WORD})?\s+got|are\s+there|are\s+set|set|(?:i|mi)(?:\s+{_NOW_WORD})?\s+have|are\s+(?:on|coming)|(?:will|are\s+going\s+to|are\s+gonna)\s+(?:go\s+off|ring|buzz|ping|fire)"
    rf"(?:\s+up)?|(?:are\s+)?(?:{_NOW_WORD}\s+)?(?:active|live|current|running|pending|ongoing|set)|(?:are\s+)?scheduled|"
    r"(?:are\s+|do\s+i\s+have\s+)?(?:left|remaining|remain|still\s+set|still\s+on|still\s+there)))?"
    # "which reminders have i got scheduled", "what reminders do i have lined up": how they are held, said after
    # "what reminders have i got pending", "… outstanding": still to come
    r"(?:\s+(?:set\s+up|set|going|running|on|scheduled|lined\s+up|queued(?:\s+up)?|booked(?:\s+in)?|in|pending|"
    r"outstanding|active|upcoming|coming\s+up))?"
    rf"(?:\s+(?:for|about|on|of)\s+(?P<ref>.+?))?(?:\s+(?:are\s+)?(?:repeating|recurring|repeat|recur)(?:\s+ones)?)?"
    r"(?:\s+(?:today|tonight|tomorrow|tmrw|this\s+week(?:end)?|next\s+week|coming\s+up|later))?"
    # "show all reminders incl the repeating ones", "list my alarms, with the one-off ones too": which kinds are in it
    r"(?:[\s,(]+(?:incl\.?|inc\.?|including|includin|with|plus|and|even|also|as\s+well\s+as)\s+(?:all\s+)?(?:the\s+|my\s+)?"
    r"(?:repeating|recurring|repeat|regular|daily|weekly|monthly|one[\s-]?(?:off|time)|single|non[\s-]?repeating)"
    r"(?:\s+(?:ones|reminders|alarms|alerts))?(?:\s+(?:too|as\s+well))?\)?)?"
    rf"{_STILL}\s*[?.!]*$", X)
# "what am i being reminded about", "what will you remind me about", "what am i getting reminded of this week"
_REMINDED_ABOUT = re.compile(r"^(?:what|which\s+(?:things|tasks|stuff))\s+(?:am\s+i|are\s+you|will\s+you|are\s+u|"
                             r"will\s+i|will\s+u|r\s+u|do\s+you|did\s+you)\s+(?:being\s+|getting\s+|get\s+|be\s+|going\s+to\s+(?:be\s+)?|gonna\s+(?:be\s+|get\s+)?|"
                             # "what am i getting pinged about tomorrow": a ping or buzz is a reminder
                             r"set\s+to\s+)?(?:remind(?:ed|ing)?|pinged|buzzed|nudged|alerted|nagged|pestered|poked)(?:\s+me)?\s+(?:about|of|for)"
                             r"(?:\s+(?:today|tonight|tomorrow|tmrw|this\s+week(?:end)?|next\s+week|later))?\W*$"
                             # "what have you got set to remind me about", "whats set to remind me", "what did i ask
                             # you to remind me about", "what are you gonna remind me of tomorrow": the reminders
                             r"|^(?:what|wat|wot|which\s+(?:things|tasks|stuff|ones))(?:'?s|\s+is|\s+are|"
                             r"\s+(?:have|did|do)\s+(?:you|u|i)(?:\s+got|\s+have)?|\s+(?:you|u)\s+got|"
                             r"\s+(?:will|are|r)\s+(?:you|u))?\s+"
                             r"(?:(?:got\s+)?set(?:\s+up)?\s+(?:to\s+)?|ask(?:ed)?\s+(?:you|u)\s+to\s+|told\s+(?:you|u)\s+to\s+|"
                             r"going\s+to\s+|gonna\s+|meant\s+to\s+|supposed\s+to\s+)?remind(?:ing)?\s+me"
                             r"(?:\s+(?:about|of|for|to\s+do))?"
                             r"(?:\s+(?:today|tonight|tomorrow|tmrw|this\s+week(?:end)?|next\s+week|later|again|then|now))*"
                             r"\W*$", X)
# "did you set the reminder for the childminder?", "is there a reminder for the vet?": asking, not setting
_IS_SET = re.compile(
    rf"^(?:did|have|has)\s+(?:you|u)\s+(?:set|put|make|made|add|added|create|created|schedule|scheduled)(?:\s+up)?\s+"
    rf"(?:the|a|my|that|any)\s+{_REMINDERS}\s+(?:for|about|on|of|to)\s+(?P<ref>.+?)\s*[?.!]*$"
    rf"|^(?:is|are)\s+there\s+(?:a|any)\s+{_REMINDERS}\s+(?:set\s+)?(?:for|about|on|of)\s+(?P<ref2>.+?)\s*[?.!]*$"
    rf"|^(?:do|have|did)\s+i\s+(?:got\s+|set\s+|put\s+|make\s+|add\s+|create\s+|schedule\s+)?(?:up\s+)?(?:a|any|the)\s+"
    rf"{_REMINDERS}\s+(?:set\s+)?(?:for|about|on|of|to)\s+(?P<ref3>.+?)"
    r"\s*[?.!]*$"
    # "did that cancel the 7pm reminder?", "does that kill the 7am reminder?": what the change just made did to them
    rf"|^{_LEAD}(?:did|has|does|will|would|do)\s+(?P<that>that|it|this|you|u)\s+(?:also\s+)?(?:cancel(?:led|s)?|"
    r"delete[sd]?|remove[sd]?|stop(?:ped|s)?|turn(?:ed|s)?\s+off|kill(?:ed|s)?|clear(?:ed|s)?|get\s+rid\s+of|"
    r"got\s+rid\s+of|gets\s+rid\s+of|move[sd]?|change[sd]?|affect(?:ed|s)?)\s+(?:the\s+|my\s+|its\s+)?"
    rf"(?:{_REMINDERS}|.+?\s+{_REMINDERS})(?:\s+(?:too|as\s+well|then|or\s+not))?\s*[?.!]*$"
    # "does the restaurant one still have its reminder?", "has the vet still got a reminder on it"
    rf"|^{_LEAD}(?:does|do|has|have|is)\s+(?:the|my|that)\s+(?P<ref5>.+?)(?:\s+(?:one|task|thing))?\s+(?:still\s+)?"
    rf"(?:have|has|got|get)\s+(?:still\s+)?(?:its|it'?s|a|any|the|their|an?)\s+{_REMINDERS}"
    r"(?:\s+(?:on\s+it|still|on|set|left|any\s*more|then))*\s*[?.!]*$"
    # "is the car reminder 12.30 now", "will the fridge reminder still go off today? dont want it pinging": whether a
    # task's reminder is at that time (a question, never a second reminder); a remark may follow the question
    rf"|^{_LEAD}(?:is|are|will|does|do)\s+(?:the|my|that)\s+(?:(?:weekly|daily|monthly|{_WEEKDAY})\s+)?"
    rf"(?P<ref7>(?![\w:.]*\d)[\w' -]+?)\s+{_REMINDERS}"
    rf"(?:\s+(?:still|now|definitely|actually))*(?:\s+(?:be|set|go(?:es|ing)?\s+off|ring|ping|"
    # "does the pills reminder repeat or was it just today": whether it repeats, asked (the other choice said after)
    r"repeat|recur|come\s+back|keep\s+going))?(?:\s+(?:for|at|on))?"
    rf"(?:\s+(?:\d{{1,2}}(?:[:.]\d{{2}})?\s*(?:am|pm)?|today|tonight|tomorrow|tmrw|{_WEEKDAY}|next\s+w(?:ee)?k))?"
    r"(?:\s+(?:now|still|today|tonight|tomorrow|tmrw|then|again|or\s+not|every\s+\w+|daily|weekly))*"
    r"(?:,?\s+or\s+(?:(?:was|is|will)\s+it|just|only)\b[^?]*)?\s*(?:[.!]*$|\?[^?]*$)"
    # "is the 8am reminder on #1 now?"
    rf"|^(?:is|are)\s+(?:the|my|that)\s+(?:[\w:.]+\s+){{0,3}}?{_REMINDERS}\s+(?:on|for|about|set\s+for)\s+"
    r"(?P<ref4>.+?)(?:\s+(?:now|still|too|yet))*\s*[?.!]*$"
    # "does the reminder repeat too?", "is its reminder set?": about the reminders of the task talked about
    rf"|^(?P<of_it>does|do|is|are|will|did)\s+(?:the|my|that|its|it'?s|this)\s+{_REMINDERS}\s+(?:repeat|recur|go\s+off|ring|"
    r"still\s+on|still\s+set|set|on|come|work)\b[^?]*[?.!]*$"
    rf"|^(?:so\s+)?(?:the\s+)?{_REMINDERS}\s+(?:for|about|on)\s+(?:it|that|this)\s+(?:is|'s)\s+(?:gone|off|cancelled|"
    r"deleted|removed)(?:\s+now)?(?:\s*,?\s*(?:right|yeah|yes|correct|ok))?\s*[?.!]*$"
    # "is the wednesday pickup reminder still on for next week?": the day or "weekly" said with it only describes it
    rf"|^{_LEAD}(?:is|are)\s+(?:the|my|that)\s+(?:(?:weekly|daily|monthly|{_WEEKDAY})\s+)?(?P<ref6>.+?)\s+{_REMINDERS}"
    rf"\s+(?:still\s+)?(?:on|set|there|active|running|happening|going|in)(?:\s+{_SOON})?{_STILL}\s*[?.!]*$"
    # "and the reminder for it is still there for next wk?"
    rf"|^{_LEAD}(?:the\s+)?{_REMINDERS}\s+(?:for|about|on)\s+(?P<of_it2>it|that|this)\s+(?:is|'s)\s+(?:still\s+)?"
    rf"(?:there|on|set|active|running|in)(?:\s+{_SOON})?(?:\s*,?\s*(?:right|yeah|yes|correct|ok))?\s*[?.!]*$", X)
# the question words that ask when a reminder comes
_ASK_WHEN = r"(?:when|wen|(?:what|wat|wot)\s+time|(?:what|wat|wot)\s+day)"
_GOES_OFF = r"(?:go(?:ing|es)?\s+off|ring(?:ing|s)?|buzz(?:ing|es)?|ping(?:ing|s)?(?:\s+me)?|remind(?:ing|s)?\s+me)"
_WHEN = re.compile(
    # "whens my next ping", "what time's the next reminder", "when does my next alarm go off": the first to come
    rf"^{_LEAD}{_ASK_WHEN}(?:\s+is|\s*'?s|\s+does|\s+will)\s+(?:my|the|me)\s+next\s+(?P<next>ping|reminder|alarm|alert|buzz|"
    rf"nudge|nag|notification)(?:\s+{_GOES_OFF})?{_STILL}\s*[?.!]*$"
    rf"|^{_LEAD}{_ASK_WHEN}(?:\s+is|\s*'?s|\s+are|\s+was|\s+does|\s+will)\s+(?:my\s+|the\s+)?(?P<ref>.+?)\s+{_REMINDERS}"
    rf"(?:\s+(?:set\s+for|for|{_GOES_OFF}))?{_STILL}\s*[?.!]*$"
    # "when will you remind me about the vet", "what time are you reminding me about the bins"
    rf"|^{_LEAD}{_ASK_WHEN}\s+(?:will|do|are|did|would)\s+(?:you|u)\s+(?:going\s+to\s+|gonna\s+|set\s+to\s+)?"
    r"remind(?:ing)?\s+me\s+(?:about|of|to)\s+(?P<ref2>.+?)\s*[?.!]*$"
    rf"|^{_LEAD}{_ASK_WHEN}(?:\s+is|\s*'?s|\s+does|\s+will)\s+(?:my\s+|the\s+)?{_REMINDERS}\s+(?:for|about|on)\s+"
    rf"(?P<ref3>.+?)(?:\s+(?:set\s+for|for|{_GOES_OFF}))?{_STILL}\s*[?.!]*$"
    # "so when's the vet one going off now?", "what time does the bins one ring": going off is a reminder's
    rf"|^{_LEAD}{_ASK_WHEN}(?:\s+is|\s*'?s|\s+does|\s+will)\s+(?:my\s+|the\s+|that\s+)?(?P<ref4>.+?)\s+{_GOES_OFF}"
    rf"{_STILL}\s*[?.!]*$"
    # "what time did i say to remind me about dads tablets", "when did i ask you to remind me of the vet"
    # "when am i getting pinged about the celebrant", "what time will i get buzzed for the bins"
    rf"|^{_LEAD}{_ASK_WHEN}\s+(?:am|will|do|shall)\s+i\s+(?:be\s+|getting\s+|gonna\s+(?:be\s+|get\s+)?|going\s+to\s+(?:be\s+|get\s+)?|get\s+)"
    r"(?:pinged|buzzed|reminded|nudged|alerted|nagged|pestered|poked)\s+(?:about|of|for|re)\s+(?P<ref6>.+?)\s*[?.!]*$"
    # "when did i set the harbour master reminder for", "what time did we put the vet alarm at": its time, asked
    rf"|^{_LEAD}{_ASK_WHEN}\s+(?:did|do|have)\s+(?:i|we|you|u)\s+(?:set|put|make|have|schedule|book)\s+"
    rf"(?:my\s+|the\s+|that\s+)?(?P<ref7>.+?)\s+{_REMINDERS}(?:\s+(?:for|at|to|on|as))?{_STILL}\s*[?.!]*$"
    rf"|^{_LEAD}{_ASK_WHEN}\s+did\s+i\s+(?:say|ask(?:\s+you)?|tell\s+(?:you|u)|want(?:\s+you)?|set\s+it)\s+"
    r"(?:for\s+(?:you|u)\s+)?(?:to\s+)?remind\s+me\s+(?:about|of|to)\s+(?P<ref5>.+?)\s*[?.!]*$", X)


# "reminders", "reminders pls", "alarms now?": the word alone, asking for them
_ONLY_REMINDERS = re.compile(rf"^(?:reminders|alarms|alerts){_STILL}\s*[?.!]*$", X)
# "reminders i've got", "alarms we have set": the plural, then who has them, asks which are set
_REMINDERS_HELD = re.compile(r"^(?:reminders|alarms|alerts)\s+(?:(?:that|which)\s+)?(?:i|we)(?:'?ve|\s+have|\s+got|"
                             r"'?ve\s+got|\s+still\s+have|\s+have\s+got)\b", X)
# "reminders for the schedule?", "alarms on the dentist one": the plural names the ones already set on a task (a new
# one is asked for in the singular: "reminder for the dentist tomorrow 9am")
_REMINDERS_OF = re.compile(r"^(?:reminders|alarms|alerts)\s+(?:for|about|on|of)\s+(?!(?:me|us)\b)", X)


# "the 3pm", "the 4:30", "3pm hockey": a reminder named by the time it goes off, with its task's words or alone
# "the 3 o'clock", "the six o'clock": the hour said with "o'clock" (morning or afternoon, whichever is set)
_RINGS_AT = re.compile(r"^(?:the\s+|my\s+|that\s+)?(?:"
                       r"(?P<oh>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*o'?\s*clock"
                       r"(?:\s+(?P<oap>[ap]\.?m\b\.?))?|(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<ap>[ap]\.?m\b\.?)?)"
                       r"(?:\s+(?P<rest>.*)|$)", X)
_HOUR_NAMES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
# "the one-time hockey", "the repeating": a reminder named by whether it repeats
_OF_KIND = re.compile(r"^(?:the\s+|my\s+|that\s+)?(?:(?P<once>one[\s-]?(?:time|off)|single|non[\s-]?repeating)|"
                      r"(?P<repeating>repeating|recurring|repeat))(?:\s+(?P<rest>.*)|$)", X)


# "the tuesday 10am site visit", "monday's 9am", "tmrw": a reminder named by the day it goes off (then maybe its time)
_RINGS_ON = re.compile(rf"^(?:the\s+|my\s+|that\s+)?(?P<day>{_WEEKDAY}|today|tomorrow|tmrw)(?:'s)?"
                       r"(?:\s+(?:at\s+)?(?P<rest>.*)|$)", X)


def _picked(raw: str, env: Env | None = None) -> tuple[list[dict[str, object]], dict[str, object]]:
    """The task and which of its reminders: "the 3pm" (any task's reminder at 3pm), "3pm hockey", "the one-off
    hockey", "the tuesday 10am site visit" (with `env`: the day it goes off); the day, time or kind said is a param
    ("on", REMINDER_TIME, REMINDER_KIND), never a title word."""
    said: dict[str, object] = {}
    m = _RINGS_ON.match(raw.strip()) if env is not None else None
    found = on_day(m.group("day"), env.now, env.timezone) if m and env is not None else None
    if m and found is not None and found.all_day and found.due_params().get("due"):
        said["on"] = str(found.due_params()["due"])
        raw = m.group("rest") or ""
    m = _RINGS_AT.match(raw.strip())
    if m and (m.group("m") or m.group("ap") or m.group("oh")):
        oh = (m.group("oh") or "").lower()
        hour = int(m.group("h") or 0) if not oh else int(oh) if oh.isdigit() else _HOUR_NAMES.index(oh) + 1
        minute, ap = int(m.group("m") or 0), m.group("ap") or m.group("oap")
        if ap:
            hour = hour % 12 + (12 if ap.lower().startswith("p") else 0)
        if hour < 24 and minute < 60 and (m.group("ap") or 1 <= hour <= 12 or m.group("m")):
            said.update({REMINDER_TIME: f"{hour:02d}:{minute:02d}", **({} if ap else {REMINDER_TIME_LOOSE: True})})
            raw = m.group("rest") or ""
    m = _OF_KIND.match(raw.strip())
    if m:
        said[REMINDER_KIND] = "once" if m.group("once") else "repeating"
        raw = m.group("rest") or ""
    raw = re.sub(r"^(?:ones?|reminders?)$", "", raw.strip(), flags=re.IGNORECASE)
    return (_task_refs(raw) if raw.strip() else []), said


def _task_refs(raw: str) -> list[dict[str, object]]:
    raw = clean_ref_text(re.split(r"\s*[,;]\s*|\s+-\s+|\s+(?:because|cause|cos|since)\s", raw)[0])  # "…, ill remember"
    return parse_refs(raw)[:1] if raw else []


def _task_still_there(env: Env) -> bool:
    """Whether "that" can name the task just talked about (a deleted one is gone: all reminders answer instead)."""
    context = env.context
    return bool(context and context.last_task) and (context.last_action or {}).get("intent") != "delete_task"


# "whats left reminder wise", "anything on the reminders front?": a list question asked about the reminders
_REMINDER_WISE = re.compile(r"^(?:(?:so|and|ok)\s+)?(?:what|whats|what'?s|wat|anything|any|what\s+have\s+i\s+got)\b.*"
                            r"\b(?:reminders?[\s-]*wise|on\s+the\s+reminders?\s+front|in\s+terms\s+of\s+reminders?)"
                            r"(?:\s+(?:now|then|still))*\s*[?.!]*$", X)

# "hmm what was that reminder for again", "what's this alarm about": the reminder shown asked about
# "no i asked about the reminders not the tasks", "i meant my reminders": the list of reminders wanted, not the tasks
_WHAT_FOR = re.compile(
    rf"^{_LEAD}(?:what|wat|wot)(?:\s+(?:was|is|were|are)|'?s)\s+(?:that|this|the|those|these)\s+{_REMINDERS}\s+"
    r"(?:for|about)(?:\s+again)?\s*[?.!]*$"
    rf"|^(?:(?:no+|nah|nope|sorry|i\s+said)[\s,]+)*(?:i\s+(?:asked|meant|wanted|said)\s+(?:about\s+|for\s+)?)"
    rf"(?:the|my|all\s+(?:the|my))\s+{_REMINDERS}(?:[\s,]+(?:not|rather\s+than|instead\s+of)\s+(?:the|my)\s+"
    r"(?:tasks?|to-?dos?|list))?\s*[?.!]*$", X)


# "is anything gonna buzz me today", "will something go off tonight", "what's that reminder i set for the 1st again":
# asking what the reminders are (something that buzzes or goes off is a reminder)
_ANYTHING_GOES_OFF = re.compile(
    r"^(?:is|are|will|does)?\s*(?:there\s+)?(?:anything|something|any\s*thing|owt|aught)\s+(?:gonna\s+|going\s+to\s+|"
    r"set\s+to\s+|due\s+to\s+|about\s+to\s+)?(?:buzz|ping|ring|go\s+off|beep|alert)(?:\s+(?:me|us))?"
    r"(?:\s+(?:today|tonight|tomorrow|tmrw|this\s+week(?:end)?|later|soon|this\s+(?:morning|afternoon|evening)))?\s*[?.!]*$"
    # "is there anything with a reminder on it tomorrow morning", "any tasks with reminders set for today?"
    rf"|^(?:(?:is|are)\s+there\s+|have\s+i\s+got\s+|do\s+i\s+have\s+)?(?:anything|something|any\s*thing|owt|any\s+tasks?|"
    rf"any\s+jobs?)\s+(?:with|that\s+(?:has|have))\s+(?:a|an|any)?\s*{_REMINDERS}\s*(?:on\s+(?:it|them)|set)?"
    r"(?:\s+(?:for|on))?(?:\s+(?:today|tonight|tomorrow|tmrw|this\s+week(?:end)?|later|soon)"
    r"(?:\s+(?:morning|afternoon|evening|night))?|\s+this\s+(?:morning|afternoon|evening))?\s*[?.!]*$"
    rf"|^(?:what|wat|wot)(?:'?s|\s+is|\s+was)\s+(?:that|the|this)\s+{_REMINDERS}\s+(?:i|we|you)\s+"
    r"(?:set|made|put\s+in|asked\s+for|added)\b[^?]*(?:\s+again)?\s*[?.!]*$", X)


# "whats my reminders look like now", "how are my alarms looking", "what do the reminders look like": how they stand
_LOOK_LIKE = re.compile(
    rf"^{_LEAD}(?:what|wat|how)(?:'?s|\s+(?:do|does|are|is))?\s+(?:my|the|all\s+(?:my|the))\s+{_REMINDERS}\s+"
    r"(?:look(?:ing)?(?:\s+like)?|stand(?:ing)?|set\s+(?:up\s+)?(?:as|at|to))"
    r"(?:\s+(?:now|then|atm|at\s+the\s+moment|right\s+now|again|these\s+days))*\s*[?.!]*$", X)


# "when is the pickup reminder now? i don't want it going off at a weird time": the question, then a remark on why it
# is asked (a worry, not a second request: nothing in it to move, set or add)
_REMARK_AFTER = re.compile(
    r"^(?P<asked>[^?]+\?)\s+(?P<rest>(?:i\b|i'?m\b|im\b|i'?d\b|don'?t\b|dont\b|do\s+not\b|just\b|lol\b|haha|ok\b|"
    r"okay\b|thanks|thx|cheers|it\b|it'?s\b|its\b|bc\b|because\b|cos\b|cause\b|since\b|worried|wondering|"
    r"curious|not\s+sure|wouldn'?t\b|would\s+hate|hate\b|no\s+point|last\s+thing)[^?]*)$", X)
_REQUEST_WORD = re.compile(r"\b(?:move|change|cancel|delete|remove|add|set|put|make|push|shift|remind|mark|bump|"
                           r"resched|stop|turn\s+off|switch|update|rename|snooze)\w*", X)


def _asked_part(masked: str) -> str:
    """The question, without the remark after it ("…? i don't want it going off at a weird time while i'm here")."""
    m = _REMARK_AFTER.match(masked)
    return m.group("asked") if m and not _REQUEST_WORD.search(m.group("rest")) else masked


# "do i still have any reminders for stuff that's done? clean those up", "clear the reminders on completed tasks":
# the reminders of done tasks (they never go off: the list of those still to come answers, saying so)
_DONE_THING = r"(?:stuff|things?|tasks?|ones|items|jobs|to-?dos|anything|everything|what\s+i'?ve\s+done)"
_OF_DONE = re.compile(
    rf"\b{_REMINDERS}\s+(?:for|on|of|about|attached\s+to|left\s+(?:for|on))\s+(?:the\s+|my\s+|any\s+|all\s+(?:the\s+)?)?"
    rf"(?:(?:{_DONE_THING})\s*(?:(?:that|which)\s+(?:is|are|was|were|'?s|'?re)\s+|that'?s\s+|thats\s+|i'?ve\s+"
    r"(?:already\s+)?(?:got\s+)?|i\s+have\s+|already\s+|been\s+)*(?:already\s+)?"
    r"(?:done|finished|completed|complete|ticked\s+off|checked\s+off|marked\s+(?:as\s+)?done|crossed\s+off)\b"
    rf"|(?:done|finished|completed|ticked[\s-]off|checked[\s-]off|closed)\s+{_DONE_THING})"
    rf"|\b(?:done|finished|completed)\s+(?:tasks?|things?|stuff|items|jobs|ones)(?:'s|')?\s+{_REMINDERS}", X)


# "did the site visit reminders go away now that its done?", "have the vet alarms been cancelled too?": whether a
# task's reminders are gone, asked (what is said after "now that …" is the why, never a done-report)
_GONE_ASKED = re.compile(
    rf"^{_LEAD}(?:did|have|has|are|were|is|was)\s+(?:the\s+|my\s+|its\s+|all\s+(?:the\s+|my\s+)?)?"
    rf"(?:(?P<ref>[\w' -]+?)\s+{_REMINDERS}|{_REMINDERS}\s+(?:for|on|about|of)\s+(?P<ref2>[\w' -]+?))\s+(?:all\s+)?"
    r"(?:go\s+away|gone(?:\s+away)?|get\s+(?:cancell?ed|canceled|removed|deleted|cleared|turned\s+off|stopped|binned)|"
    r"been\s+(?:cancell?ed|canceled|removed|deleted|cleared|turned\s+off|stopped|binned)|cancell?ed|canceled|removed|"
    r"deleted|cleared|stopped|stop|disappear(?:ed)?|vanish(?:ed)?|clear|go)"
    r"(?:\s+(?:too|as\s+well|automatically|by\s+themselves|on\s+their\s+own|then))*"
    r"(?:[\s,]+(?:now\s+that|now|since|because|cos|as|when|after|once)\b[^?]*)?\s*[?.!]*$", X)


_WHEN_RINGS_SAID = re.compile(
    rf"^(?:(?:the\s+|this\s+|next\s+|coming\s+|rest\s+of\s+(?:the\s+)?)?(?:{_WEEKDAY}|week(?:end)?|wk|fortnight|month|"
    r"morning|afternoon|evening|night)|today|tonight|tomorrow|tmrw|tmr|tomoz|2moro|later(?:\s+today)?|"
    r"tomorrow\s+(?:morning|afternoon|evening|night)|the\s+(?:next\s+)?(?:few|couple\s+of)\s+days|"
    r"the\s+\d{1,2}(?:st|nd|rd|th)?)(?:\s+(?:then|again|still|please|pls))*\W*$", X)


# "did that keep the 6:30 reminder?", "is my 7am alarm still there after the change?", "has the reminder survived?",
# "do i still have the 6:30 one... the reminder i mean?": a yes/no question about a reminder, answered from the
# task's reminders (the task named by number, or the one talked about)
_REMINDER_YES_NO = re.compile(
    rf"^{_LEAD}(?:did|does|is|are|has|was|were|will|would|(?:do|have)(?=\s+(?:i|you|u|ya|we)\b))\b"
    rf"(?![^?]*\b(?:cancel\w*|delete\w*|remove\w*|stop|turn\s+off|add|make|create|set\s+up|instead|"
    r"earlier|later)\b)(?![^?]*\bon\s+(?:there|here|(?:my|the)\s+list)\b)"
    # the reminder itself, not a task named with the word ("is the smoke alarm check on there")
    rf"(?=[^?]*\b{_REMINDERS}(?:\s*$|\s*[?,.!]|\s+(?:still|stay\w*|surviv\w*|there|set|on|for|at|go\w*|fire\w*|"
    r"ring\w*|work\w*|after|from|in|that|ok|okay|intact|safe|too|as|now|then|kept|keep|mov\w*|chang\w*|get|got|"
    r"been|is|was|be|i|you|u|we)\b))[^?]*\??\W*$", X)
_NUMBER_SAID = re.compile(r"(?:#|\b(?:task|no\.?|number)\s*)(?P<n>\d{1,4})\b", X)


def _reminder_yes_no(masked: str, env: Env) -> list[Reading] | None:
    """A yes/no question about a reminder: that task's reminders, shown."""
    if not _REMINDER_YES_NO.match(masked):
        return None
    number = _NUMBER_SAID.search(masked)
    refs: list[dict[str, object]] = [{"kind": "number", "value": int(number.group("n"))}] if number \
        else [{"kind": "pronoun"}] if _task_still_there(env) else []
    return with_refs("list_reminders", refs, {}, 0.9, "A yes/no question about a reminder answers from it.")


def list_reminders_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """what reminders do I have? / any reminders set? / when is the dentist reminder?"""
    if _OF_DONE.search(masked):
        return [Reading("list_reminders", {"of_done": True}, 0.9, "Asks about the reminders of done tasks.")]
    gone = _GONE_ASKED.match(masked)
    if gone:
        raw = group(text, gone, "ref") or group(text, gone, "ref2")
        refs = [{"kind": "pronoun"}] if raw.strip().lower() in ("it", "that", "this", "its") else _task_refs(raw)
        return with_refs("list_reminders", refs, {}, 0.9, "Asks whether a task's reminders are gone.")
    asked = _asked_part(masked)
    if asked != masked:
        return list_reminders_rule(text[:len(asked)], asked, env)
    if _REMINDER_WISE.match(masked) or _WHAT_FOR.match(masked) or _ANYTHING_GOES_OFF.match(masked) \
            or _LOOK_LIKE.match(masked):
        return [Reading("list_reminders", {}, 0.9, "A list question asked about the reminders.")]
    m = _WHEN.match(masked) or _WHEN.match(THEN_WHY.split(masked)[0])  # "…, i've already forgotten lol": a remark
    if m:
        raw = next((group(text, m, n) for n in ("ref", "ref2", "ref3", "ref4", "ref5", "ref6", "ref7")
                    if group(text, m, n)), "")
        return with_refs("list_reminders", _task_refs(raw), {}, 0.9, "'when is … reminder' asks about reminders.")
    if _REMINDED_ABOUT.match(masked):
        return [Reading("list_reminders", {}, 0.9, "Asks what the reminders are about.")]
    m = _IS_SET.match(masked)
    if m:
        raw = next((group(text, m, f"ref{n}") for n in ("", 2, 3, 4, 5, 6, 7) if group(text, m, f"ref{n}")), "")
        talked_about = bool(m.group("that")) and _task_still_there(env)
        of_it = m.group("of_it") or m.group("of_it2")
        refs = _task_refs(raw) if raw else [{"kind": "pronoun"}] if of_it or talked_about else []
        return with_refs("list_reminders", refs, {}, 0.9, "Asks whether a reminder is set.")
    m = None if _CANCEL.match(masked) else _LIST_ALL.match(masked)  # "the reminder for X isn't needed": not a list
    if m and (m.group(0).split()[0].lower() not in ("reminder", "reminders", "alarm", "alarms", "alert", "alerts")
              or m.group(0).rstrip().endswith("?") or _ONLY_REMINDERS.match(masked) or _REMINDERS_OF.match(masked)
              or _REMINDERS_HELD.match(masked)):
        if set_the_reminder_on(text, masked, env):
            return None  # "and the reminder on 13, tuesday 10.30": one is set for then, not asked about
        ref = group(text, m, "ref")
        # "what reminders do i have for tomorrow", "any alarms on friday": a day the reminders ring on, not a task
        refs = [] if _WHEN_RINGS_SAID.match(ref) else _task_refs(ref)
        return with_refs("list_reminders", refs, {}, 0.9, "The sentence asks which reminders are set.")
    if _ABOUT_MY_REMINDERS.search(masked) and _ASKS.search(masked) and not _REQUEST_WORD.search(masked) \
            and not _NOT_ASKED.search(masked):
        return [Reading("list_reminders", {}, 0.85, "A question whose topic is the reminders asks for them.")]
    return _reminder_yes_no(masked, env)


# A question whose topic is the user's reminders, however it is worded ("how many reminders am i sitting on",
# "reminders for this week, what've we got", "the reminders, what's on there?"): the reminders are what is asked for
_ABOUT_MY_REMINDERS = re.compile(r"\b(?:reminders|remindrs)\b", X)
_ASKS = re.compile(rf"^{_LEAD}(?:what|whats|which|how\s+many|any|anything|show|list|tell\s+me|are\s+there|is\s+there|"
                   r"have\s+(?:i|we)|do\s+(?:i|we)|did\s+(?:i|we)|got|where)\b|\?\s*$", X)
# "too many reminders", "the reminders keep waking me": a remark about them, not a question
_NOT_ASKED = re.compile(r"\b(?:too\s+many|sick\s+of|fed\s+up|hate|annoying|keep\s+(?:going|waking|ringing|buzzing))\b"
                        r"|\b(?:for|of|on)\s+(?:done|finished|completed)\b", X)


# "bin the revision reminder for tuesday", "cancel the gym reminder tomorrow": when it goes off only says which one
_WHEN_IT_RINGS = (r"(?:\s+(?:for|on|this|next)\s+(?:this\s+|next\s+)?"
                  r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|\s+(?:for\s+)?(?:tomorrow|tmrw|tonight))?")
_CANCEL = re.compile(
    # "just stop reminding me …", "you can stop reminding me …", "so stop …": a softener or a "so" before it
    r"^(?:(?:please|pls|can\s+you|could\s+you|just|so|and|ok|okay|now|then|also|(?:you|u)\s+(?:can|could|may))\s+)*(?:"
    # "stop pinging me about the starter": a ping or nag about it is its reminder; "stop to remind me about …", "stop
    # remind me …": a learner's "stop reminding"; "stop sending me reminders about …"
    r"(?:stop|quit)\s+(?:reminding|pinging|buzzing|nagging|alerting|bugging|(?:to\s+)?remind|(?:sending|giving)\s+me\s+"
    r"(?:the\s+)?reminders?)(?:\s+me)?\s+(?:about|abt|bout|'bout|of|to|re|for|on)\s+(?P<ref>.+?)"
    # "no need to remind me about the plants anymore", "you don't have to remind me about the bins": no reminder
    r"|(?:do\s+not|don'?t|dont|no\s+need\s+to|(?:you\s+|u\s+)?(?:do\s+not|don'?t|dont)\s+(?:need|have)\s+to)\s+"
    r"remind\s+me\s+(?:about|abt|bout|'bout|of|to)\s+(?P<ref2>.+?)(?:\s+any\s*more)?"
    r"|no\s+more\s+(?:reminders?\s+(?:for|about|on|of)\s+(?P<ref3>.+?)|(?P<ref8>.+?)\s+reminders?)"
    # "no need for the chicken reminder", "no need for a reminder about the bins any more"
    rf"|no\s+need\s+for\s+(?:the\s+|my\s+|that\s+|a\s+)?(?:{_REMINDERS}\s+(?:for|about|on|of)\s+(?P<ref9>.+?)|"
    rf"(?P<ref10>.+?)\s+{_REMINDERS})"
    # "i don't need the vet reminder anymore"
    rf"|(?:i\s+)?(?:don'?t|dont|do\s+not|no\s+longer)\s+(?:need|want|require)\s+(?:the\s+|my\s+|that\s+)?(?:{_REMINDERS}\s+"
    rf"(?:for|about|on|of)\s+(?P<ref6>.+?)|(?P<ref7>.+?)\s+{_REMINDERS})"
    rf"|(?:cancel|delete|remove|turn\s+off|clear|drop|kill|stop|disable|mute|get\s+rid\s+of|scrap|ditch|bin|"
    r"forget(?:\s+about)?|silence|switch\s+off)\s+"
    rf"(?:the\s+|my\s+|all\s+(?:the\s+|my\s+|of\s+(?:the|my)\s+)?)?"
    rf"(?:{_REMINDERS}\s+(?:for|about|on|of)\s+(?P<ref4>.+?)|(?P<ref5>.+?)\s+{_REMINDERS}{_WHEN_IT_RINGS}"
    # "stop the rent reminder for flat 3": the task named on both sides of the word
    r"(?:\s+(?:for|about|on|of)\s+(?!(?:this|next|tomorrow|tmrw|tonight|today)\b)(?P<ref11>[^,]+?))?"
    # "cancel the 6am one": a reminder named by its time, just after reminders were talked about; "scrap the jory
    # one" just after they were shown
    r"|(?P<at_one>(?:\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?|\d{1,2}[:.]\d{2}|\d{1,2}\s*o'?\s*clock)"
    r"(?:\s+(?!one\b)[a-z][\w'-]*){0,4}?)\s+ones?"  # "drop the 9am site visit one": its task's words too
    r"|(?P<listed_one>(?!(?:the|my|a|that|this|it|other|same|last|first|next|wrong|right)\b)[a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)\s+one)"
    # "the payroll reminder can go", "the reminder for the bins isn't needed": it is not wanted, said of it
    rf"|(?:the\s+|my\s+|that\s+)?(?:{_REMINDERS}\s+(?:for|about|on|of)\s+(?P<ref12>.+?)|(?P<ref13>.+?)\s+{_REMINDERS})"
    r"\s+(?:(?:can|could|should|may)\s+(?:(?:just|now)\s+)?(?:go|be\s+(?:cancell?ed|canceled|deleted|removed|binned|"
    r"scrapped|dropped|ditched|stopped|turned\s+off|switched\s+off))|(?:is|'s)\s+(?:not|no\s+longer)\s+needed|"
    r"isn'?t\s+needed)(?:\s+now)?)"
    r"(?:[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|cheers|any\s*more|anymore|na|po|now))*"
    # "turn off the stretch reminder its driving me mad": why, said without a comma
    r"(?:\s+(?:it'?s|its|they'?re|theyre|i'?m|im|i'?ve|ive|i\s+don'?t|i\s+dont)\s+[^,]*)?\s*[.!]*$", X)
# A time of day as said: "6", "6:30", "7pm", "half 6", "half six", "quarter to 7", "noon"
_HOUR_WORD = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CLOCK = (rf"(?:(?:(?:half|quarter)\s+(?:past\s+|to\s+)?|(?:ten|twenty|twenty-five|five)\s+(?:past|to)\s+){_HOUR_WORD}"
          rf"(?:\s*[ap]m)?|\d{{1,2}}(?:[:.]\d{{2}})?\s*(?:[ap]m)?|noon|midday)")
# "make the van reminder every 2 weeks", "… fortnightly", "… every weekday": a new repeat as the new time
_A_REPEAT = (r"(?:(?:every|each)\s+(?:other\s+|second\s+|\d+\s+|two\s+|three\s+)?(?:days?|weeks?|weekdays?|weekends?|"
             r"months?|fortnight|morning|evening|night)\b|(?:daily|weekly|fortnightly|monthly|biweekly)\b)")
_MOVE = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:"
    # "make/set the X reminder …" ("set a reminder to …" sets a new one)
    # "put the glasses reminder back to 13 dec 7pm like it was"
    rf"(?:(?:move|change|push|reschedule|re-schedule|shift|bump|switch)\s+(?:the\s+|my\s+)?|(?:make|set|put)\s+(?:(?:the|my)\s+|(?=(?:that|this|its|it'?s|the|my)\s))"
    # "do the tablet reminder at 8:30 instead": with the new time said (a reminder "done" alone is set, not moved)
    r"|(?P<do>do|have)\s+(?:(?:the|my)\s+|(?=(?:that|this|its|it'?s|the|my)\s)))(?:"
    rf"{_REMINDERS}\s+(?:for|about|on|of)\s+(?P<ref>.+?)|(?P<ref2>.+?)\s+{_REMINDERS}"
    # "make that reminder 5:15", "move its reminder to 8": the reminder of the task talked about ("make the reminder
    # 3pm instead": the one just set or shown)
    rf"|(?<=\s)(?P<it>that|this|its|it'?s|(?:the|my)(?=\s+{_REMINDERS}\s+(?!(?:for|about|on|of)\s)))\s+{_REMINDERS}"
    # "move the 4pm one to friday": a reminder named by its time, just after reminders were talked about
    r"|(?P<at_one>(?:\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?|\d{1,2}[:.]\d{2}|\d{1,2}\s*o'?\s*clock)"
    r"(?:\s+(?!one\b)[a-z][\w'-]*){0,4}?)\s+ones?"  # "drop the 9am site visit one": its task's words too
    # "move the pots one to wednesday 6am" just after the reminders were shown: one of those listed
    r"|(?P<listed_one>(?!(?:the|my|a|that|this|it|other|same|last|first|next|wrong|right)\b)[a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)\s+one)"
    r"(?:\s+(?:(?:back\s+|forward\s+)?(?:to|until|till)\s+|(?=(?:on\s+|at\s+|every\s+)?"
    rf"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b)|(?={_A_REPEAT})|(?=(?:at\s+)?{_CLOCK}(?:\s+(?:instead|rather)|,?\s+not\s|[\s,]+(?:please|pls|plz|thanks|ta|thx)\W*$|\s*$)))"
    r"(?P<when>.+?))?"
    r"(?:\s+instead(?:\s+of\s+(?:at\s+)?(?:half\s+|quarter\s+(?:past\s+|to\s+)?)?\S+(?:\s*[ap]m)?)?|\s+rather"
    r"|,?\s+not\s+(?:at\s+)?(?:half\s+|quarter\s+(?:past\s+|to\s+)?)?\S+(?:\s*[ap]m)?"
    r"|,?\s+(?:like|as)\s+(?:it\s+was|before|originally|it\s+used\s+to\s+be))?"
    r"|remind\s+me\s+(?:about|of)\s+(?P<body>.+?)\s+instead)(?:[\s,]+(?:please|pls|plz|thanks|ta|thx))?\s*[.!]*$", X)


# "push my vet reminder back an hour", "move the bins reminder 30 mins earlier": later or earlier by an amount
_MOVE_BY = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:push|move|bump|shift|put|delay|set|make|do)\s+(?:the\s+|my\s+)?"
    rf"(?:{_REMINDERS}\s+(?:for|about|on|of)\s+(?P<ref>.+?)|(?P<ref2>.+?)\s+{_REMINDERS})\s+"
    r"(?P<dir>back|forward|later|earlier|on)?\s*(?:by\s+)?(?P<n>\d{1,3}|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|half\s+an)\s*"
    r"(?P<unit>m|mins?|minutes?|h|hrs?|hours?|days?)(?:\s+(?P<dir2>later|earlier|back|forward))?"
    r"(?:\s+(?:please|pls))?[.!]*$"
    # "remind me an hour earlier about the venue call instead": earlier or later than the reminder already set
    r"|^(?:(?:please|pls|can\s+you|could\s+you|actually|ok)[\s,]+)*remind\s+me\s+(?:(?P<n2>\d{1,3}|an?|one|two|three|five|ten|"
    r"fifteen|twenty|thirty|half\s+an)\s*(?P<unit2>m|mins?|minutes?|h|hrs?|hours?|days?)\s+)?(?P<dir3>earlier|later|sooner)"
    # "actually remind me 30 min earlier instead": no task said, the reminder just set or talked about
    r"(?:\s+(?:about|of|for|re)\s+(?P<ref3>.+?))?(?:\s+(?:instead|then|than\s+that))?(?:\s+(?:please|pls))?[.!]*$", X)
# "can the bin reminder go off at 7 not 6", "could my vet reminder be at 9 instead"
_MOVE_ASKED = re.compile(
    r"^(?:can|could|should)\s+(?:the\s+|my\s+)?(?:(?P<ref>.+?)\s+"
    rf"{_REMINDERS}|{_REMINDERS}\s+(?:for|about|on|of)\s+(?P<ref2>.+?))\s+"
    r"(?:go\s+off|be|ring|come|happen|be\s+moved\s+to|move\s+to)\s+(?P<when>.+?)(?:\s+instead(?:\s+of\s+(?:at\s+)?(?:half\s+|quarter\s+(?:past\s+|to\s+)?)?\S+(?:\s*[ap]m)?)?|,?\s+not\s+(?:at\s+)?(?:half\s+|quarter\s+(?:past\s+|to\s+)?)?\S+(?:\s*[ap]m)?)?"
    r"\s*[?.!]*$", X)
# "the MOT reminder should be friday 9am not thursday", "my bins reminder needs to go off at 7": told, not asked
_MOVE_SAID = re.compile(
    r"^(?:(?:the|my|that)\s+)?(?:(?P<ref>.+?)\s+"
    rf"{_REMINDERS}|{_REMINDERS}\s+(?:for|about|on|of)\s+(?P<ref2>.+?))\s+"
    # "the clear out reminder can go to sunday 8pm instead", "… can be moved to 7"
    r"(?:(?:should|needs?\s+to|has\s+to|must|ought\s+to)\s+(?:be|go\s+off|ring|come|happen)\s+(?:(?:at|on|for)\s+)?|"
    r"(?:can|could|should|needs?\s+to)\s+(?:go|move|be\s+(?:moved|pushed|changed|switched|shifted))\s+(?:to|till|until)\s+"
    r"|(?:->|=>|→)\s*"  # "the cake lady reminder -> thursday pls": an arrow to the new time
    # "vet reminder to tues 4.30pm", "electrician reminder back to 12": the new time after "to", no verb
    r"|(?P<to>(?:back\s+|forward\s+)?(?:to|till|until)\s+(?:(?:at|on)\s+)?))"
    r"(?P<when>.+?)(?:\s+instead(?:\s+of\s+(?:at\s+)?(?:half\s+|quarter\s+(?:past\s+|to\s+)?)?\S+(?:\s*[ap]m)?)?|,?\s+not\s+(?:at\s+|on\s+)?(?:half\s+|quarter\s+(?:past\s+|to\s+)?)?\S+(?:\s*[ap]m)?)?"
    r"(?:[\s,]+(?:please|pls|plz|thanks|ta|thx))?\s*[.!]*$", X)


def _said_minutes(number: str | None, unit: str | None, *, default: int) -> int:
    """"an hour" → 60, "half an hour" → 30, "2 days" → 2880, "10" (minutes) → 10: an amount of time said."""
    said = (number or "").lower()
    if said.startswith("half"):
        return 30
    per = (unit or "m").lower()
    return amount(said, default=default) * (1440 if per.startswith("d") else 60 if per.startswith("h") else 1)


# "make that 30 min earlier", "push it back an hour" just after a reminder was set or shown: that one, by the amount
_IT_MOVED_BY = re.compile(
    r"^(?:(?:ok|okay|actually|oh|and|no|sorry|hmm+|wait|naw|nah)[\s,]+)*(?:(?:please|pls|can\s+you|could\s+you)\s+)*"
    # "make that reminder an hour earlier", "can that reminder be 30 min later", "could it go off half an hour sooner"
    r"(?:(?:push|move|bump|shift|put|delay|set|make|do)\s+(?:it|that|this|(?:that|this|the|its|my)\s+"
    rf"{_REMINDERS})|(?:can|could|should)\s+(?:it|that|this|(?:that|this|the|its|my)\s+{_REMINDERS})\s+"
    r"(?:be|go\s+off|ring|come|happen))\s+"
    r"(?P<dir>back|forward|later|earlier|sooner)?\s*(?:by\s+)?(?P<n>\d{1,3}|an?|one|two|three|four|five|ten|fifteen|"
    r"twenty|thirty|half\s+an)\s*(?P<unit>m|mins?|minutes?|h|hrs?|hours?)(?:\s+(?P<dir2>later|earlier|sooner|back|forward))?"
    r"(?:\s+(?:please|pls|instead))?[.!]*$", X)


def _moved_by(text: str, masked: str, env: Env) -> list[Reading] | None:
    m = _MOVE_BY.match(masked) or _MOVE_BY.match(THEN_WHY.split(masked)[0])  # "…, need to warm up": why, after it
    it = None if m else _IT_MOVED_BY.match(THEN_WHY.split(masked)[0]) if _about_reminders(env) else None
    direction = ((it.group("dir") or it.group("dir2") or "") if it else "").lower()
    if it and direction:  # "make that 30 min earlier, gotta be rolling by 7"
        minutes = _said_minutes(it.group("n"), it.group("unit"), default=1)
        minutes = -minutes if direction in ("forward", "earlier", "sooner") else minutes
        return [Reading("move_reminder", {"task_ref": {"kind": "pronoun"}, "shift_minutes": minutes}, 0.95,
                        "Moving the reminder just set by some time.")]
    if not m:
        return None
    if m.group("dir3") and not m.group("n2"):
        return None  # "remind me later about the vet": no amount said
    if m.group("dir3") and not m.group("ref3"):  # "remind me an hour earlier instead": the reminder talked about
        minutes = _said_minutes(m.group("n2"), m.group("unit2"), default=1)
        minutes = -minutes if m.group("dir3").lower() in ("earlier", "sooner") else minutes
        return [Reading("move_reminder", {"task_ref": {"kind": "pronoun"}, "shift_minutes": minutes}, 0.95,
                        "Moving the reminder talked about by some time.")]
    minutes = _said_minutes(m.group("n") or m.group("n2"), m.group("unit") or m.group("unit2"), default=1)
    if (m.group("dir") or m.group("dir2") or m.group("dir3") or "").lower() in ("forward", "earlier", "sooner"):
        minutes = -minutes
    refs, which = _picked(group(text, m, "ref") or group(text, m, "ref2") or group(text, m, "ref3"), env)
    return with_refs("move_reminder", refs, {"shift_minutes": minutes, **which}, 0.95,
                     "Moving a reminder by some time sets it that much later or earlier.") if refs or which else None


_CANCEL_VERB = (r"(?:cancel|delete|remove|turn\s+off|clear|drop|kill|stop|disable|mute|get\s+rid\s+of|scrap|ditch|bin|"
                r"lose|axe|nix)")
# "get rid of the saturday ones for 26", "cancel the sat 28 nov reminders": a task's reminders on one day
_CANCEL_ON_DAY = re.compile(
    rf"^{_LEAD}(?:(?:please|pls|can\s+you|could\s+you)\s+)*{_CANCEL_VERB}\s+(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?)?"
    rf"(?P<day>[\w' ]+?)(?:'s)?\s+(?P<what>{_REMINDERS}|ones)(?:\s+(?:for|on|of|about)\s+(?P<ref>[^,;]+?))?"
    r"(?:[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|cheers|too|as\s+well))*\s*[.!]*$", X)


def _cancelled_on_day(text: str, masked: str, env: Env) -> list[Reading] | None:
    """The reminders of one task on one day; "ones" counts as reminders only with the task named after it."""
    m = _CANCEL_ON_DAY.match(masked)
    if not m or (m.group("what").lower() == "ones" and not m.group("ref")):
        return None
    said = m.group("day")
    found = on_day(said, env.now, env.timezone)
    if not found or not found.all_day or cut_spans(said, found.spans).strip():
        return None  # "cancel the dentist reminders": no day, a task
    refs = _task_refs(group(text, m, "ref")) if m.group("ref") else [{"kind": "pronoun"}]
    day = str(found.due_params()["due"])
    return with_refs("cancel_reminder", refs, {"on": day}, 0.95, "The sentence stops a task's reminders on a day.") \
        if refs else None


# "no just the tuesday one", "only the 10am", "nah only cancel monday's 9am one", "the tuesday one only": of the
# reminders a pending change is about, the ones named by when they go off
_ONLY_WHEN = re.compile(
    rf"^{_LEAD}(?:(?:no+|nah|nope|not\s+(?:all|both)(?:\s+of\s+(?:them|em))?)\b[\s,!.:-]*)?(?P<only>just|only)?\s*"
    rf"(?:(?:cancel|stop|delete|remove|drop|kill|scrap|ditch|bin)\s+)?(?P<what>[\w':. ]+?)"
    rf"(?:'s)?(?:\s+(?:ones?|{_REMINDERS}))?(?P<only2>\s+only)?(?:[\s,]+(?:please|pls|plz|thanks|thx|ta))*\s*[.!]*$", X)


def reminders_only(text: str, env: Env) -> Reading | None:
    """The answer to "Cancel all 2 reminders for …?" naming which of them by day or time ("no just the tuesday
    one"): a yes for those only (`only_reminders`: the day, time or kind said, read in the user's zone)."""
    m = _ONLY_WHEN.match(text.strip())
    if not m or not (m.group("only") or m.group("only2")):
        return None
    what = re.sub(r"^(?:the\s+|my\s+|that\s+)?(?:one\s+)?(?:(?:on|at|for)\s+)", "", m.group("what").strip(), flags=X)
    refs, which = _picked(what, env)
    if refs or not which:
        return None  # "just the milk": a task named, read elsewhere
    return act("confirm", 0.95, "A yes for only the reminders named by when they go off.",
               {"only_reminders": {**which, "zone": env.timezone}, "affirmed": True})


# Said around a cancel of one reminder, not part of it: "cool. " before; ", keep the monday 10am one", ". 10am is
# enough", " actually" after (the one that stays, or why)
_CANCEL_AROUND = re.compile(
    r"^(?:(?:cool|ok|okay|right|great|fine|alright|hmm+|ah|oh)[.!]+\s+)?(?P<said>.+?)"
    r"(?:[\s,]+actually)?(?:(?:[.,;!]+\s*|\s+(?:and|but)\s+)(?:(?:just|pls|please)\s+)?(?:keep|leave)\s+(?:the|my|that)\s+"
    r"[^.;!]+|[.,;!]+\s*(?:the\s+)?[\w:. ]+?\s+(?:one\s+)?(?:is|will\s+be|'?s)\s+(?:enough|fine|plenty|ok|okay|"
    r"good|all\s+i\s+need))?\s*[.!]*$", X)
# "the tuesday reminder for the site visit is useless now, cancel that one": the reminder said first, then dropped
_NOT_NEEDED_THEN = re.compile(
    rf"^(?P<what>(?:the|my|that)\s+.*?{_REMINDERS}.*?)\s+(?:is|'s)\s+(?:(?:kind\s+of|kinda|pretty|totally|a\s+bit)\s+)?"
    r"(?:useless|pointless|redundant|not\s+needed|no\s+longer\s+needed|unnecessary|not\s+required|no\s+use)"
    r"(?:\s+(?:now|anymore|any\s+more))?[\s,;.!-]+(?:so\s+)?(?:(?:please|pls|just)\s+)?"
    rf"{_CANCEL_VERB}\s+(?:that(?:\s+one)?|it|this(?:\s+one)?)(?:[\s,]+(?:please|pls|thanks))?\s*[.!]*$", X)


def _cancel_said(text: str, masked: str) -> tuple[str, str]:
    """The cancel itself, without what is said around it ("…, keep the monday 10am one") and with a reminder said
    not needed then dropped read as "cancel <it>"; `text` and `masked` cut alike."""
    m = _CANCEL_AROUND.match(masked)
    if m:
        text, masked = text[m.start("said"):m.end("said")], masked[m.start("said"):m.end("said")]
    m = _NOT_NEEDED_THEN.match(masked)
    if m:
        start, end = m.span("what")
        text, masked = "cancel " + text[start:end], "cancel " + masked[start:end]
    return text, masked


def reminder_dropped(text: str, env: Env) -> list[Reading] | None:
    """"the tuesday reminder for the site visit is useless now, cancel that one (keep the monday one)": a reminder
    said not needed, then "that one" dropped, is that reminder cancelled (never its task deleted)."""
    around = _CANCEL_AROUND.match(text)
    said = text[around.start("said"):around.end("said")] if around else text
    return cancel_reminder_rule(said, said, env) if _NOT_NEEDED_THEN.match(said) else None


_SAID_AFTER = re.compile(r"(?:[\s,]+(?:then|now|too|as\s+well|please|pls|thanks|after\s+all|for\s+now|instead))+"
                         r"[\s.!]*$", X)


def cancel_reminder_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """stop reminding me about the trash / cancel the dentist reminder / don't remind me about it anymore."""
    on_that_day = _cancelled_on_day(text, masked, env)
    if on_that_day:
        return on_that_day
    said_after = _SAID_AFTER.search(masked)  # "cancel the parking ticket reminder then": the reminder all the same
    if said_after and said_after.start() > 0:
        text, masked = text[:said_after.start()], masked[:said_after.start()]
    m = _CANCEL.match(masked)
    if not m:
        text, masked = _cancel_said(text, masked)
        m = _CANCEL.match(masked)
    if not m:
        return None
    if (m.group("at_one") and not _about_reminders(env)) or (m.group("listed_one") and not _reminders_shown(env)):
        return None  # "cancel the 4pm one" about tasks: a task due at 4pm
    raw = next(group(text, m, name) for name in ("ref", "ref2", "ref3", "ref4", "ref5", "ref6", "ref7", "ref8", "ref9",
                                                 "ref10", "ref12", "ref13", "at_one", "listed_one")
               if group(text, m, name))
    if group(text, m, "ref11"):
        raw = f"{raw} {group(text, m, 'ref11')}"
    refs, which = _picked(raw, env)
    return with_refs("cancel_reminder", refs, which, 0.95, "The sentence stops a task's reminders.") \
        if refs or which else None


# "snooze it 10 min", "snooze the milk reminder for an hour", "snooze": the reminder again that much later
_SNOOZE = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*snooze(?:\s+(?:it|that|this|the\s+reminder"
    rf"(?:\s+(?:for|about|on)\s+(?P<ref>.+?))?|(?:the\s+|my\s+)?(?P<ref2>.+?)\s+{_REMINDERS}))?"
    r"(?:\s+(?:for\s+)?(?P<n>\d{1,3}|an?|one|two|five|ten|fifteen|twenty|thirty|half\s+an)\s*"
    r"(?P<unit>m|mins?|minutes?|h|hrs?|hours?))?(?:\s+(?:please|pls))?[.!]*$", X)


def _snooze(text: str, masked: str, env: Env) -> list[Reading] | None:
    m = _SNOOZE.match(masked)
    if not m:
        return None
    minutes = _said_minutes(m.group("n"), m.group("unit"), default=10)  # "snooze" alone: 10 minutes
    when = (env.now + timedelta(minutes=minutes)).replace(second=0, microsecond=0).isoformat()
    raw = group(text, m, "ref") or group(text, m, "ref2")
    refs = _task_refs(raw) if raw else [{"kind": "pronoun"}]
    return with_refs("move_reminder", refs, {"when": when}, 0.95, "Snoozing a reminder sets it again later.")


# "5:15", "at 8am": a time of day alone, no day said
_TIME_ONLY = re.compile(r"^\s*(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?\s*$", X)


def _about_reminders(env: Env) -> bool:
    """Whether the last thing done was about reminders (so "the 4pm one" is a reminder, not a task due at 4pm)."""
    last = (env.context.last_action or {}).get("intent") if env.context else None
    return last in ("schedule_reminder", "list_reminders", "move_reminder", "cancel_reminder")


def _reminders_shown(env: Env) -> bool:
    """Whether the reminders were just listed (so "the pots one" is one of them, not the task)."""
    return bool(env.context) and (env.context.last_action or {}).get("intent") == "list_reminders"


def _without_why(said: str, env: Env) -> str:
    """The new time of a move without the why said after it: "tuesday 1st at 11, i have a shoot monday morning" is
    Tuesday (a piece after a comma that is only a date or time is still part of it: "friday, 9am")."""
    first, *pieces = THEN_WHY.split(said)
    for piece in pieces:
        found = extract_when(piece, env.now, env.timezone)
        if found is None or cut_spans(piece, found.spans).strip(" ,.!"):
            break
        first = f"{first}, {piece}"
    return first


# "actually remind me at half 3 instead of 4": a new time for a reminder already set, no task said (the one set at 4,
# or the one talked about)
_REMIND_INSTEAD = re.compile(
    r"^(?:(?:ok|okay|actually|oh|no|sorry|wait)[\s,]+)*remind\s+me\s+(?P<when>(?:at\s+|on\s+|tomorrow\s+|tmrw\s+)?"
    r"[\w:. ]{1,25}?)\s+instead(?:\s+of\s+(?:at\s+)?(?P<old>\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?))?\s*[.!]*$", X)


_HALF_PAST = re.compile(rf"^\s*(?:at\s+)?(?:half|quarter)\s+(?:past\s+|to\s+)?{_HOUR_WORD}\s*$", X)


def _at_time(said: str) -> str:
    """A bare number said as a reminder's new time ("make it 8", "should be 5") as "at 8", so it reads as an hour."""
    bare = said.strip()  # "half 6", "half six": the British half past, read as a time only after "at"
    return f"at {bare}" if re.fullmatch(rf"\d{{1,2}}(?:[:.]\d{{2}})?|half\s+{_HOUR_WORD}", bare, X) else bare


def _kept_of_the_old(found: WhenMatch, when: str, *, time_only: bool) -> dict[str, object]:
    """What a reminder's new time keeps of the old one: a day alone keeps its time of day ("move the 4pm one to
    friday"); a time alone keeps its day ("make it 1pm"), in the half of the day nearest its own time when no am/pm
    was said ("make that reminder 5:15")."""
    if found.all_day:
        return {SAME_TIME: True}
    if time_only and found.loose_hour:
        return {SAME_DAY: True, AT_TIME: f"{datetime.fromisoformat(when):%H:%M}", AT_TIME_LOOSE: True}
    return {SAME_DAY: True} if time_only else {}


def _reminded_instead(masked: str, env: Env) -> list[Reading] | None:
    m = _REMIND_INSTEAD.match(THEN_WHY.split(masked)[0])
    if not m or (not m.group("old") and not _about_reminders(env)):
        return None
    said = _at_time(m.group("when"))
    found = extract_when(said, env.now, env.timezone)
    if found is None or cut_spans(said, found.spans).strip(" ,.!") or not found.params().get("when"):
        return None  # "remind me about the vet instead": a task, not a time
    old = (m.group("old") or "").strip()
    _, which = _picked(old) if old else ([], {})
    if old.isdigit() and 1 <= int(old) <= 12:  # "instead of 4": the one at 4, morning or afternoon
        which = {REMINDER_TIME: f"{int(old):02d}:00", REMINDER_TIME_LOOSE: True}
    when = found.params()["when"]
    timing = {"when": when, **_kept_of_the_old(found, when, time_only=bool(_TIME_ONLY.match(said) or
                                                                              _HALF_PAST.match(said)))}
    params = {**({} if which else {"task_ref": {"kind": "pronoun"}}), **which, **timing}
    return [Reading("move_reminder", params, 0.95, "A new time for a reminder already set.")]


# "set a reminder to call mum at 5", "i need a reminder to …": a reminder asked for, not one moved
_ASKS_FOR_ONE = re.compile(r"^(?:.*\s)?(?:a|an|new|another|set|add|create|make|need|want|get|give)$", X)


def _set_not_moved(said_so: re.Match[str], told: str, env: Env) -> bool:
    """Whether "<name> reminder to <when>" is no move: only a time may follow "to" ("vet reminder to tues 4.30pm"), and
    the name must be a task's, not "set a" ("set a reminder to call mum at 5")."""
    if not said_so.group("to"):
        return False
    found = extract_when(told, env.now, env.timezone)
    ref = (said_so.group("ref") or said_so.group("ref2") or "").strip()
    return not found or bool(cut_spans(told, found.spans).strip()) or bool(_ASKS_FOR_ONE.match(ref))


def move_reminder_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """move the dentist reminder to thursday 10am / remind me about the dentist thursday 10am instead."""
    snoozed = _snooze(text, masked, env) or _moved_by(text, masked, env) or _reminded_instead(masked, env)
    if snoozed:
        return snoozed
    m = _MOVE.match(masked) or _MOVE_ASKED.match(masked)
    said_so = None if m else _MOVE_SAID.match(masked)
    told = _at_time(said_so.group("when")) if said_so else ""  # "should be 5 not half 5"
    if said_so and extract_when(told, env.now, env.timezone) is not None and not _set_not_moved(said_so, told, env):
        m = said_so  # told with a new time ("should be friday 9am"), not "the reminder should be clearer"
    if not m:
        return None
    if "body" in m.re.groupindex and group(text, m, "body"):  # "about the dentist thursday 10am instead": the date
        # is cut from the task
        start = m.start("body")
        body, body_masked = text[start:m.end("body")], masked[start:m.end("body")]
        found = extract_when(body_masked, env.now, env.timezone)
        raw, said = (cut_spans(body, found.spans) if found else body), body_masked
    else:
        raw = next((group(text, m, n) for n in ("ref", "ref2", "at_one", "listed_one") if group(text, m, n)), "")
        if "listed_one" in m.re.groupindex and m.group("listed_one") and not _reminders_shown(env):
            return None  # "move the pots one to wednesday": a task, unless the reminders were just shown
        if "do" in m.re.groupindex and m.group("do") and not group(text, m, "when"):
            return None  # "do the dentist reminder": no new time, nothing to move
        if "at_one" in m.re.groupindex and m.group("at_one") and not _about_reminders(env):
            return None  # "move the 4pm one to friday" about tasks: a task due at 4pm
        said = _without_why(masked[m.start("when"):m.end("when")], env) if group(text, m, "when") else ""
        said = _at_time(said)  # "make the meds reminder 8 instead of 7": a time
        found = extract_when(said, env.now, env.timezone) if said else None
    refs, which = _picked(raw.strip(), env)
    if ("it" in m.re.groupindex and m.group("it")) or re.fullmatch(r"(?:the|my)", raw.strip(), X):
        refs = [{"kind": "pronoun"}]  # "move my reminder to 4": the reminder talked about
    if not refs and which.get(REMINDER_TIME) and not found and "when" in m.re.groupindex and not m.group("when"):
        # "set the reminder for 3pm instead": no other time said, so the time said is the new one, not which one
        said = _at_time(raw.strip())
        found = extract_when(said, env.now, env.timezone)
        refs, which = ([{"kind": "pronoun"}], {}) if found and not cut_spans(said, found.spans).strip() else ([], {})
    if not refs and not which:
        return None
    timing = {**which, **({"when": found.params()["when"]} if found and found.params().get("when") else {})}
    if found and found.repeat_words:  # "make the bins reminder tuesdays at 7pm": it repeats on another day now
        timing["repeat"] = found.repeat_words
    elif timing and _HABIT_DAY.search(said):
        # "move the bin reminder to sunday nights at 9pm": the nights of that day, each week
        at = datetime.fromisoformat(timing["when"])
        timing["repeat"] = f"every {at.strftime('%A').lower()} at {at:%H:%M}"
    elif found and timing.get("when"):
        time_only = bool(_TIME_ONLY.match(said) or _HALF_PAST.match(said))
        timing.update(_kept_of_the_old(found, timing["when"], time_only=time_only))
    return with_refs("move_reminder", refs, timing, 0.95, "The sentence moves a task's reminder.")
