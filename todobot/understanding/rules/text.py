"""Text clean-up shared by every rule: one normalised form so the regexes stay simple.

Titles keep the user's own casing and spelling, so we never lowercase the working text; regexes run with
IGNORECASE instead. Quoted spans are masked (same length) so no rule looks inside a quoted title.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00b4": "'", "`": "'"})
_SPACES = re.compile(r"\s+")
# A quote opens at a word start and closes before a word end, so "mom's" and "don't" are not quotes.
_QUOTED = re.compile(r"(?<![\w])([\"'])(?=\S)(.+?)(?<=\S)\1(?![\w])")
MASK = "\x00"
# Where a command ends and the why after it begins: "delete it, no time", "undo - already booked it", "move it to
# friday. cant get off work", "and 2 as well cos he paid cash". Every "command, then why" reading splits here.
# "… can be low priority lol no one expects them": a laugh ends what is asked as a full stop would
THEN_WHY = re.compile(r"\s*[,;]\s*|\s+[-–]\s+|\s*[.!]+\s+|\s+(?=(?:because|cause|cos|since|as)\s)"
                      r"|\s+(?:lol|lmao|haha+)\s+(?=\S)", re.IGNORECASE)


def _is_symbol(char: str) -> bool:
    """Emoji and pictographs (category So/Sk) plus the joiners that glue them together."""
    return unicodedata.category(char) in ("So", "Sk", "Cs", "Co") or char in "\ufe0f\u200d\u20e3"


@lru_cache(maxsize=4096)
def clean(text: str) -> str:
    """Straight quotes, no emoji, single spaces, trimmed, no "dear" or "mate" said to the bot at the end."""
    text = text.translate(_QUOTES)
    if not text.isascii():
        text = "".join("\x01" if _is_symbol(c) else c for c in text)
        text = _EMOJI_PAUSE.sub(", ", text).replace("\x01", " ")
    text = _SPOKEN_STOP.sub(lambda m: "?" if m.group(1).lower().startswith("q") else ".", text)
    if "1" in text:
        text = _unnumbered(text)
    text = _DIALECT_QUESTION.sub(lambda m: _DIALECT_WORDS[m.group(1).lower()], text)
    text = _OTHER_TONGUE_LEAD.sub(lambda m: "tell me " if m.group("tell") else "show me ", text)
    text = _NAW.sub("nah", _LEAD_SOUND.sub("", text))
    text = _APOLOGY.sub(lambda m: "sorry, " if m.group(0).rstrip()[-1:] in "—–-" else "sorry", text)
    if "ae " in text or "morra" in text or "nicht" in text:
        text = _SCOTS_WHEN.sub(lambda m: _SCOTS_PLAIN[m.group(0).lower()], text)
    if "of " in text or "the " in text:
        text = _DAY_SPELT.sub(_day_in_digits, text)
    text = _DAY_IS.sub(r"\1's", text)
    if "an" in text or "n " in text:
        text = _AN_AND.sub("and", text)
    if "ye" in text or "you" in text or "yis" in text:
        text = _YE.sub("you", text)
    text = _LIST_HEADER.sub(r"\1", text)
    text = _NAMED_THEN_CHANGE.sub(r"\1, ", text)
    text = _ALSO_LAST.sub(" too", text)
    text = _EVERYTHING_MISSPELT.sub("everything", text)
    text = _G_DROPPED.sub(lambda m: m.group(0) + "g", text)
    text = _SAID_SHORT.sub(lambda m: _STANDARD_WORDS[m.group(0).lower()], text)
    text = _POLITE_TAIL.sub(r"\1", text)
    text = _HV.sub("have", text)
    if "chang" in text or "updat" in text or "edit" in text:
        text = _MAKE_THE_CHANGE.sub("change it", text)
    text = _ASKED_POLITELY.sub("", text)
    if "in the " in text or "at night" in text:
        text = _HOUR_IN_THE.sub(_hour_of_the_day, text)
    text = _unaddressed(_VOCATIVE.sub(r"\1", _KISSES.sub(r"\1", _SPACES.sub(" ", text).strip())))
    text = _LEAD_VOCATIVE.sub(r"\1, ", text)
    if text.count(" ") < 3:
        return text
    text = _TAIL_PARTICLE.sub("", text)
    if _NEW_TASK_LEAD.match(text):  # in a new task's words only after its date: "add collect it thursday o"
        return _DATED_O_LAST.sub(r"\1", text)
    return _EMPHATIC_O_LAST.sub("", text)


# "the second of December", "march the third", "the twenty-first of june": a day of the month spelt out is its number
_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                  "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
                  "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
                  "twentieth": 20, "thirtieth": 30}
_ORDINAL_SPELT = (r"(?:(?:twenty|thirty)[\s-])?(?:" + "|".join(_ORDINAL_WORDS) + ")")
_MONTH_SAID = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
               r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b")
_DAY_SPELT = re.compile(rf"\bthe\s+(?P<a>{_ORDINAL_SPELT})\s+of\s+(?={_MONTH_SAID})"
                        rf"|\b(?P<month>{_MONTH_SAID})\s+the\s+(?P<b>{_ORDINAL_SPELT})\b", re.IGNORECASE)


def _day_in_digits(m: re.Match[str]) -> str:
    words = re.split(r"[\s-]+", (m.group("a") or m.group("b")).lower())
    day = sum(_ORDINAL_WORDS.get(w, 20 if w == "twenty" else 30 if w == "thirty" else 0) for w in words)
    if not 1 <= day <= 31:
        return m.group(0)
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"the {day}{suffix} of " if m.group("a") else f"{m.group('month')} the {day}{suffix}"


# "8 in the evening", "half 7 at night" aside, "7.30 in the morning": an hour said with its half of the day is that
# clock time ("8pm", "7.30am"), so a correction "8 in the evening not the morning" reads as one
_HOUR_IN_THE = re.compile(r"(?<![\w.:£$€-])(?<!\bthe\s)(?<!\ba\s)(?<!\bmy\s)(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)"
                          r"(?P<h>[1-9]|1[01])(?P<m>[:.][0-5]\d)?\s+(?:o'?\s?clock\s+)?"
                          r"(?P<part>in\s+the\s+(?:morning|afternoon|evening)|at\s+night)\b", re.IGNORECASE)


def _hour_of_the_day(m: re.Match[str]) -> str:
    half = "am" if m.group("part").lower().endswith("morning") else "pm"
    return f"{m.group('h')}{m.group('m') or ''}{half}"


# A word that only colours what was said, at its end or before a comma: "add pay the permit due friday ta" (thanks),
# "marking's done eh, submitted grades", "the treasurer one is urgent o" (Nigerian emphasis), "it's done innit".
# Only after a few words, so "ta" or "cheers ta" on its own stays thanks. "delete all the done ones la", "move it
# lor": the Singlish and Malaysian particles ("make it urgent bana": Kenyan Sheng), "la" not after a word that makes
# it Los Angeles ("fly to LA").
_TAIL_PARTICLE = re.compile(r"(?<=\w)\s+(?:(?:ta|eh|innit|lah|lor|leh|bana|"
                            # "the AC one is fixed sha", "i never add am sef": Nigerian Pidgin "sha" (anyway), "sef"
                            # (even), "jare" (emphasis)
                            r"sha|sef|jare|"
                            r"(?<!\bto\s)(?<!\bin\s)(?<!\bat\s)(?<!\bfrom\s)(?<!\bof\s)(?<!\bnear\s)la|"
                            # "make it high priority so, I'm perished", "tick it off so": the Irish "so" (then),
                            # after a request's last word
                            r"(?:(?<=\bpriority\s)|(?<=\bprio\s)|(?<=\burgent\s)|(?<=\bimportant\s)|(?<=\bhigh\s)|"
                            r"(?<=\blow\s)|(?<=\bmedium\s)|(?<=\bdone\s)|(?<=\boff\s)|(?<=\bthen\s)|(?<=\bit\s)|"
                            r"(?<=\bthem\s))so|"
                            # "so rota is done ya", "paid it ya": the Spanish "ya" (already), after what is done
                            r"(?:(?<=\bdone\s)|(?<=\bsorted\s)|(?<=\bfinished\s)|(?<=\bpaid\s)|(?<=\bsent\s)|"
                            r"(?<=\bbooked\s)|(?<=\bbought\s)|(?<=\bit\s)|(?<=\bthat\s)|(?<=\bthem\s))ya|"
                            # "its every other thursday, fortnightly like": the Irish and Northern "like", after a day
                            r"(?:(?<=ly\s)|(?<=day\s)|(?<=week\s)|(?<=weeks\s)|(?<=now\s)|(?<=tomorrow\s))like)"
                            r"(?=\s*(?:[,.!?;]|$))|o(?=\s*[,!?;]|\s*\.\s))", re.IGNORECASE)
# The emphatic "o" at the very end ("the treasurer one is urgent o"), not in a new task's words ("add buy blood type o")
_EMPHATIC_O_LAST = re.compile(r"(?<=\w)\s+o\W*$", re.IGNORECASE)
# ("add renew my car papers by end of the month, it is urgent o": after how urgent it is, too)
_DATED_O_LAST = re.compile(r"\b(\w+day|tomorrow|tmrw|tonight|morning|evening|week|month|urgent|important|priority|"
                           r"asap|\d[\w:.]*)\s+o\W*$",
                           re.IGNORECASE)
_NEW_TASK_LEAD = re.compile(r"^\W*(?:add|put|remind|new\s+task|todo)\b", re.IGNORECASE)


# A question word said in dialect, at the start: "owt overdue?" (Northern English: anything), "wetin remain for this
# week" (Nigerian Pidgin: what), "whit's due next week" (Scots: what). Only there, so a title keeps its words.
# "oya show me wetin remain": also right after "show me" / "tell me", where a question word goes.
# "an whit's due this week", "ach whatever. whit's on": after "and"/"so"/"ok" or a full stop, where a question starts
# "abeg wetin remain for my list" (Pidgin: please, what is left): after a "please" too
_DIALECT_QUESTION = re.compile(r"(?:^|(?<=^oya )|(?<=^abeg )|(?<=^abeg, )|(?<=^pls )|(?<=^please )|(?<=\bshow me )|"
                               r"(?<=\btell me )|(?<=^an )|(?<=^and )|(?<=^so )|"
                               r"(?<=^ok )|(?<=[.!?] ))(owt|wetin\s+be|wetin|wetin\s+dey|whit)\b"
                               r"(?=\s+\w|'s\s)", re.IGNORECASE)
_DIALECT_WORDS = {"owt": "anything", "wetin": "what", "wetin dey": "what is", "wetin be": "what are",
                  "whit": "what"}  # whit: Scots
# "montre-moi what's done", "muéstrame what's left", "dis-moi what's due today": "show me" / "tell me" said in the
# user's other language, the rest in English
_OTHER_TONGUE_LEAD = re.compile(
    r"^(?:(?P<tell>dis[\s-]*moi|dites[\s-]*moi|dime|d[ií]game|dimmi|sag\s+mir|diz[\s-]*me)|montre[sz]?[\s-]*moi|"
    r"montrez[\s-]*moi|mu[eé]strame|mu[eé]streme|mostrami|zeig\s+mir|toon\s+me|mostre[\s-]*me|mostra[\s-]*me)"
    r"[\s,:]+(?=(?:what|whats|what's|which|my|the|all|everything|anything|how|when)\b)", re.IGNORECASE)
# "move everythin from today to tomorrow", "delete evrything done": "everything" typed short or slipped names every task
# as the word does (a title never needs it misspelt)
_EVERYTHING_MISSPELT = re.compile(r"\b(?:everythin|evrythin|evrything|everyting|everythng|eveything|everthing|"
                                  r"evrythng)\b(?!')", re.IGNORECASE)
# "anythin overdue??", "nothin due tmrw?": the g dropped from anything / something / nothing / everything
_G_DROPPED = re.compile(r"\b(?:anythin|somethin|nothin)(?![\w'])", re.IGNORECASE)
# Dialect and typed-short words read as their standard form: "wot reminders av i got", "gies the low priority stuff,
# got a day aff", "which yins have nae date", "find anythin to do wi the boat", "gimme the urgent ones". The short
# ones that are also other words only where the standard word fits: "av" next to who has, "wi" before what it is with
# "wat reminders hav i", "wat r my reminders", "stop remindin me aboot the bins": "what" and "are" typed short where a
# question starts, "have" / "hav" next to who has, "reminding" with its g dropped, the Scots and Canadian "aboot" after
# it (elsewhere "aboot" is left as typed)
_STANDARD_WORDS = {"wot": "what", "gies": "give me", "gie's": "give me", "gimme": "give me", "yins": "ones",
                   "nae": "no", "aff": "off", "av": "have", "wi": "with", "hav": "have", "wat": "what", "r": "are",
                   "remindin": "reminding", "aboot": "about",
                   "wknd": "weekend", "wkend": "weekend", "wkd": "weekend", "2day": "today", "2nite": "tonight",
                   "tonite": "tonight", "nxt": "next", "dis": "this", "dat": "that"}
# "wat hav i on dis wknd", "anything 2nite", "whats on nxt week": texting spellings of the words that ask about a period
_SAID_SHORT = re.compile(r"\b(?:wot|wat|gies|gie's|gimme|yins|nae|aff|remindin|wknd|wkend|wkd|2day|2nite|tonite|"
                         r"nxt)\b(?!')"
                         r"|(?<=\breminding\sme\s)aboot\b|(?<=\bremindin\sme\s)aboot\b"
                         r"|(?:(?<=\bwhat\s)|(?<=\bwat\s)|(?<=\bwhich\s)|(?<=\breminders\s)|(?<=\btasks\s)|(?<=\bones\s))"
                         r"r\b(?=\s+\w)"
                         r"|\bhav(?=\s+(?:i|we|u|you|ya|got|to)\b)|(?<=\bi\s)hav\b|(?<=\bwe\s)hav\b|(?<=\bdo\s)hav\b"
                         r"|\b(?:dis|dat)(?=\s+(?:week|weekend|wknd|wkend|wk|month|morning|arvo|afternoon|evening|time|one|"
                         r"thing|task|mon|tues|wednes|thurs|fri|satur|sun)\w*\b)"
                         r"|\bav(?=\s+(?:i|we|u|you|ya|got)\b)|(?<=\bi\s)av\b|(?<=\bu\s)av\b|(?<=\bwe\s)av\b"
                         r"|\bwi(?=\s+(?:the|my|a|an|it|them|him|her|me|us|yer|your|his|that|this|those|these)\b)",
                         re.IGNORECASE)
# "clinical got moved to 7:30, make that change", "… so do the update pls": the change asked for, on its own
_MAKE_THE_CHANGE = re.compile(r"(?:^|(?<=[,.;!:]\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bpls\s)|(?<=\bplease\s)"
                              r"|(?<=\bplz\s))(?:can\s+(?:you|u)\s+|could\s+(?:you|u)\s+|pls\s+|please\s+|plz\s+)?"
                              r"(?:make|do|apply|put\s+through|sort)\s+(?:that|the|this|those|these)"
                              r"\s+(?:change|changes|edit|edits|update|updates)\b(?=(?:\s+(?:for\s+me|pls|please|plz|then|now|"
                              r"thanks|thx|ta))*\W*$)", re.IGNORECASE)
# "What reminders have I got pending, if you would.", "show the overdue ones if you don't mind": the courtesy at the end
_POLITE_TAIL = re.compile(r"[\s,]+if\s+(?:you\s+(?:would|could|please|can|will|don'?t\s+mind|wouldn'?t\s+mind|"
                          r"do\s+not\s+mind|would\s+not\s+mind|would\s+be\s+so\s+kind)|you'?d\s+be\s+so\s+kind|"
                          r"that'?s\s+(?:ok|okay|alright|all\s+right|possible|not\s+too\s+much\s+trouble)|poss(?:ible)?)"
                          r"(\W*)$", re.IGNORECASE)
# "what reminders hv i got", "hv i got anything on the 1st", "do we hv owt": "have" typed short, next to who has
_HV = re.compile(r"(?<=\b(?:i|u)\s)hv\b|(?<=\bwe\s)hv\b|(?<=\byou\s)hv\b|^hv(?=\s+(?:i|we|u|you)\b)"
                 r"|(?<=\bdo\s)hv\b|\bhv(?=\s+(?:i|we|u|you)\b)", re.IGNORECASE)
# "Could you confirm what remains due this week?", "can you let me know what's left for tomorrow", "would you mind
# telling me which ones are overdue": the courtesy before a question is no request of its own — the question is asked
_ASKED_POLITELY = re.compile(
    r"^(?:(?:please|pls|kindly)\s+)?(?:(?:could|can|would|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+|kindly\s+|just\s+|"
    r"quickly\s+)?(?:confirm|let\s+me\s+know|remind\s+me|check|mind\s+(?:telling|confirming)(?:\s+me)?|"
    r"tell\s+me|advise(?:\s+me)?)|(?:please|pls|kindly)\s+(?:confirm|let\s+me\s+know|tell\s+me|advise))[\s,]+"
    r"(?=(?:what|what'?s|whats|which|how\s+many)\s+(?!time\b|(?:the\s+)?weather\b)\w)", re.IGNORECASE)
# "what reminders have i got x", "show me my reminders pls xx", "ta babe xox": the kisses signed at the end, said to
# the bot ("project x", "malcolm x", "size x" keep theirs: only after a word that ends a request or a question)
_KISSES = re.compile(r"(?<=\w)(?<!\bproject)(?<!\bmalcolm)(?<!\bsize)(?<!\btype)(?<!\bgeneration)(?<!\bgen)"
                     r"(?<!\bplan)(?<!\bdr)(?<!\bmr)(?<!\bms)(?<!\bmrs)(?<!\bthe)(?<!\ba)(?<!\bby)(?<!\btimes)"
                     r"(?<!\bspace)(?<!\bbox)(?<!\bcategory)(?<!\bsection)(?<!\bpart)(?<!\bphase)"
                     r"(?<!\bto)(?<!\bas)(?<!\bof)(?<!\band)[\s,]+(?:x{1,4}|xox?|xo)(\W*)$", re.IGNORECASE)
# "wednesdays a bust", "thursdays gone": a day's news, its apostrophe left out ("wednesday's a bust"), never a repeat
_DAY_IS = re.compile(r"^(\s*(?:(?:and|so|ok|oh|but|well)\s+)*(?:mon|tues|wednes|thurs|fri|satur|sun)day)s"
                     r"(?=\s+(?:an?\s+(?:bust|write-?off|washout|wash-out|nightmare|disaster|no-?go|non-?starter|mess)"
                     r"|gone|out|off|dead|rammed|chocka|mental|mad|chaos|toast|cancell?ed|fully\s+booked|no\s+good)\b)",
                     re.IGNORECASE)
# "an whit's due this week then", "an what about friday": the spoken "and" before a question
# ("…, an make the oilskins urgent", "an set the ropes for friday", "…, n the essay is p1", "tick it off an add …": the
# spoken or texted "and" before a request or a task named, mid-message too; "fish n chips", "an update" keep theirs)
_AN_AND = re.compile(r"(?:^\s*|(?<=[\w,.!?)] ))(?:an|n|an'|'n')(?=\s+(?:what|whit|wot|owt|wetin|how|when|which|is|are|"
                     r"anything|the|my|our|that|add|set|make|put|tick|mark|move|push|shift|bump|clear|remind|delete|"
                     r"remove|change|cancel|stick|pop|bin|scrap|chuck|can|could|also|then)\b)(?!\s+(?:is|are)\s+\w+'s\b)",
                     re.IGNORECASE)
# "can ye tick off the nappies", "could yous add …": "you" said in dialect, after the asking word
_YE = re.compile(r"(?:(?<=\bcan\s)|(?<=\bcould\s)|(?<=\bwill\s)|(?<=\bwould\s)|(?<=\bdo\s)|(?<=\bdid\s)|(?<=\bare\s))"
                 r"(?:ye|yous|youse|yis)\b(?!')", re.IGNORECASE)
# "the smoke test one make it p1", "that dentist thing move it to friday": a task named, then what to do with "it", with
# the pause a comma would be
_NAMED_THEN_CHANGE = re.compile(r"^(\W*(?:(?:ok|okay|so|and|oh)\s+)*(?:that|the|this)\s+(?:[\w'&-]+\s+){1,4}?"
                                r"(?:one|task|thing))\s+(?=(?:pls\s+|please\s+|just\s+|can\s+you\s+)?(?:make|set|change|"
                                r"move|push|put|mark|tick|bump|switch|shift|do|bring|flag)\s+(?:it|that|this)\b)",
                                re.IGNORECASE)
# "the smoke test one, make it p1 also", "mark it done also": a last "also" is the "too" said after a change
_ALSO_LAST = re.compile(r"(?<=\w)\s+also(?=\W*$)", re.IGNORECASE)
# "add 3 things: care plan due wed, …", "add these few bits - …": a count or "these" announcing the list is no task's
# words; the things after it are
_LIST_HEADER = re.compile(r"^(\W*(?:(?:ok|okay|so|right|pls|please|can\s+you|could\s+you)[\s,]+)*add\s+)"
                          r"(?:(?:these|the\s+following|following|a\s+few|a\s+couple(?:\s+of)?|some|\d|two|three|four|"
                          r"five|six)\s+)?(?:more\s+|other\s+|quick\s+|new\s+)?(?:things?|items?|tasks?|to-?dos?|jobs?|"
                          r"bits)(?:\s+(?:to|on|onto)\s+(?:the|my)\s+list)?(?:\s+(?:pls|please|for\s+me))?\s*[:-]+\s*(?=\S)",
                          re.IGNORECASE)
# "naw sorry the byres road one", "naw keep it": the Scots (and Southern US) "no" leads a reply as "nah" does;
# "na undo that", "na leave it" (Scots, Indian, Nigerian "no"): "na" too, before what a reply goes on to say
_REPLY_NEXT = (r"(?:yes|yeah|yep|yup|yea|ya|aye|ok|okay|sure|no+|nah|nope|naw|sorry|soz|sry|actually|wait|undo|revert|"
               r"bring|put|cancel|forget|never\s*mind|nvm|leave|keep|scrap|drop|just|don'?t|dont|not|wrong|"
               r"go\s+(?:ahead|for|on)|do\s+it|the\s+other|that'?s|i\s+meant|my\s+bad)\b")
# "yeah nah make it 5:30": the Australian and New Zealand "no" ("yeah, nah"), read as "nah"
_NAW = re.compile(rf"^\s*(?:(?:yeah|yea|yeh)[\s,]+)?(?:naw+\b|nah+\b|na(?=[\s,.!]+{_REPLY_NEXT}))", re.IGNORECASE)
# "eish no forget it", "ei sorry bring it back", "sound yeah go for it", "yoh no leave it": a sound of dismay or
# approval said before a reply (yes, no, sorry, undo, …) only colours it — the reply is what counts
_LEAD_SOUND = re.compile(
    r"^\s*(?:(?:ei+|eis+h|aii+|ayy+|yoh+|haibo|chai|kai|ag|ach|och|arre|arey|aiyo+h?|aiya+h?|haiya+h?|alamak|walao|"
    r"blimey|crikey|gosh|jeez|sheesh|yikes|welp|whoops|erm+|er+|ahh+|ooh+|actually(?=[\s,]+(?:no+|nah|nope|naw|na)\b)|"
    r"sound|grand|sweet(?:\s+as)?|lekker|mint|bet|tidy|champion|lush|brill|safe|shap|sharp)[\s,.!\u2014\u2013-]+)+"
    rf"(?={_REPLY_NEXT})", re.IGNORECASE)
# "My apologies — Thursday, not Friday.", "apologies, make it 4", "i apologise - the 5th": an apology opening a fix is
# "sorry", a dash after it the pause a comma would be
_APOLOGY = re.compile(r"^\s*(?:(?:my|our)\s+apologies|apologies|(?:i|we)\s+apologi[sz]e|sorry)\b"
                      r"(?:\s*[—–-]+\s*|(?=\W|$))", re.IGNORECASE)
# "move the MOT tae the 20th", "shift everything fae today tae the morra", "remind me the nicht": the Scots "tae" (to),
# "fae" (from), "the morra" (tomorrow) and "the nicht" (tonight) before a day, a time or a date, read as the plain words
# ("tae kwon do" and a "Fae" named in a title keep theirs: only before what a move or a date says)
_SCOTS_PLAIN = {"tae": "to", "fae": "from", "the morra": "tomorrow", "the nicht": "tonight"}
_SCOTS_WHEN = re.compile(
    r"\b(?:tae|fae)\b(?=\s+(?:(?:the\s+)?\d|(?:the\s+(?:morra|nicht|next|end|weekend|week|morning|afternoon|evening)|today|tonight|"
    r"tomorrow|tmrw|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|"
    r"fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|[a-z]+uary|march|april|june|july|august|"
    r"september|october|november|december|noon|midday|later|now)\b))|\bthe\s+(?:morra|nicht)\b", re.IGNORECASE)


# "three things: 1) order the stock 2) book the lift 3) sort the rota": a numbered list said in one line
_ENUMERATOR = re.compile(r"(?:^|(?<=[\s:;,]))\(?([1-9])([).])\s+")


def _unnumbered(text: str) -> str:
    """A list numbered 1, 2, 3 … in one message, with commas for its numbers, so it splits as any list does."""
    marks = list(_ENUMERATOR.finditer(text))
    if len(marks) < 2 or [int(m.group(1)) for m in marks] != list(range(1, len(marks) + 1)) \
            or len({m.group(2) for m in marks}) != 1:
        return text
    for i, m in reversed(list(enumerate(marks))):  # the first number only starts the list: "add 1) …"
        before = text[:m.start()].rstrip()
        joiner = "" if not before else " " if i == 0 or before.endswith((":", ",", ";")) else ", "
        text = before + joiner + text[m.end():]
    return text


# Punctuation said aloud to voice typing: "i went to the chemist full stop so the prescription is done" is two sentences
_SPOKEN_STOP = re.compile(r"\s+(full\s+stop|question\s+mark)(?=\s|$)[.?]?", re.IGNORECASE)


# "When is the prescription reminder for, dear?", "cheers mate": who is spoken to, after a comma, is no task word
# "no ma", "thank you sir", "tnx bro": respectful or friendly address, as said in Nigeria, India or anywhere
VOCATIVE_WORDS = (r"(?:dear|love|luv|mate|pet|hun|hon|honey|sweetie|darling|pal|buddy|bro|bruv|dude|chief|boss|sir|"
                  # "yes chef": a kitchen answers its head cook so
                  r"chef|guv|guvnor|ma|ma'?am|madam|fam|"
                  # "cheers bab" (Birmingham), "ta hen" (Scots), "thanks yaar" (Hindi: friend)
                  r"bab|babe|hen|yaar|"
                  # "stop the sacco reminder bana" (East Africa: friend), "ok bhai" (Hindi: brother)
                  r"bana|bhai)")
_VOCATIVE = re.compile(rf"\s*,\s*{VOCATIVE_WORDS}(\W*)$", re.IGNORECASE)
# "yes x", "what reminders have i got xx": kisses signed off at the end (lower case; not "size x", "project x")
# "no yaar make it every tuesday", "nah bro move it to friday", "ok boss add milk": who is spoken to after the
# answer that opens the message, said with no comma, is the pause a comma would be
_LEAD_VOCATIVE = re.compile(rf"^((?:no|nah|nope|yes|yeah|yep|ok|okay|oh|ah|arre|arey)),?\s+{VOCATIVE_WORDS}\b,?"
                            r"\s+(?=\S)", re.IGNORECASE)
# "clear all my done ones mate", "what's left bro": the casual ones are said with no comma too, except as
# someone's own ("text my mate", "ring the flat mate", "his best mate")
# ("when's that due again butt": the Welsh "butt", "butty"; "cuz", "bud", "kidda")
# "anything on for the weekend love", "what reminders have i got y'all", "ta duck": the fond ones too ("cheers me duck"
# keeps its "me duck", which the thanks read whole)
_BARE_VOCATIVE = re.compile(r"(?<=\w)\s+(?:mate|bro|bruv|dude|fam|yaar|bana|bhai|butt|butty|cuz|bud|kidda|"
                            r"love|luv|duck|hun|y'?all)(\W*)$",
                            re.IGNORECASE)
_NOT_SPOKEN_TO = re.compile(r"\b(?:my|your|ur|his|her|our|their|a|an|the|this|that|to|for|with|of|from|best|flat|room|"
                            r"i|we|you|they|in|and|no|much|so|me|"
                            r"house|team|class|play|ship|work|old|new|\w+'s)$", re.IGNORECASE)


def _unaddressed(text: str) -> str:
    m = _BARE_VOCATIVE.search(text)
    if m is None or _NOT_SPOKEN_TO.search(text[:m.start()]) or len(text[:m.start()].split()) < 2:
        return text
    return text[:m.start()] + m.group(1)


# An emoji between a report and a command is a pause: "i made the call 📞 check it off".
_EMOJI_PAUSE = re.compile(r"(?<=\w)\s*\x01+\s*(?=(?:check|mark|tick|cross|add|delete|remove|undo|put|reopen|move|"
                          r"show|list|rename|cancel|remind|make|set|change|push|postpone|stop|snooze|bump|clear|drop|finish|complete|"
                          r"get\s+rid|bin|ditch|scrap|shift|take|"
                          r"can\s+(?:you|u)|could\s+(?:you|u)|pls|please|"
                          # "twins were up at 5 😵 what's still to do": a question after the remark
                          r"what'?s|whats|what|anything|any|is\s+there|do\s+i|have\s+i|when'?s|"
                          # "got the thing for mum 🎁 she's gonna love it", "salaries paid ✅ God abeg": a remark of
                          # its own after the emoji, starting with who it is about or a cry
                          r"(?:she|he|they|we|you)(?:'s|'re|'ll|'ve|'d|\s+(?:is|are|was|were|will|gonna|loves?|"
                          r"said|says))|god|thank\s+god|abeg|phew|yay|omg|finally|lol|haha+|"
                          # "NEPA took light again 😤 the diesel one, change it …": the task meant after the remark
                          r"(?:the|that)\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?\s+(?:one|task|thing)(?=\s*,))\b)",
                          re.IGNORECASE)


def mask_quotes(text: str) -> str:
    """Replace the inside of quoted spans with MASK characters (same length), keeping the quotes."""
    if '"' not in text and "'" not in text:
        return text
    return _QUOTED.sub(lambda m: m.group(1) + MASK * len(m.group(2)) + m.group(1), text)


def unquote(text: str) -> str:
    """Strip one pair of surrounding quotes ("'renew passport'" -> "renew passport")."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1].strip()
    return text


def quoted_parts(text: str) -> list[str]:
    """The contents of every quoted span, in order."""
    return [m.group(2) for m in _QUOTED.finditer(text)]


def capitalise(text: str) -> str:
    """First letter upper-case, the rest exactly as typed."""
    return text[:1].upper() + text[1:] if text else text


_PERCENT = re.compile(r"(?<=\d)\s*%")


def squash(text: str) -> str:
    """Lower-case with punctuation removed: the key for whole-message phrase lookups."""
    # "100%": a percentage said as a word, so it reads like "100 percent" (a yes)
    text = _PERCENT.sub(" percent", text.lower())
    return _SPACES.sub(" ", re.sub(r"[^\w\s']+", " ", text)).strip()
