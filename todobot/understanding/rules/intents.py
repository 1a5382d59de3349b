"""Classifying one clause: explicit commands first, then weaker inferences, then the bare-phrase fallback.

Order (first hit wins): reopen, update, reminder, add (their text after the cue is data) -> prompt-injection
check -> list, complete, delete -> "I need to ..." preambles -> out-of-scope -> bare phrase.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rapidfuzz import fuzz, process

from todobot.understanding.rules.commands import ACTION_RULES, COMMAND_RULES, DATA_RULES, Rule, bare_command_rule
from todobot.understanding.rules.commands.listing import asked_bare
from todobot.understanding.rules.lexicon import (
    ASIDE,
    COMMAND_WORDS,
    KEYBOARD_RUNS,
    LEAD_FILLER,
    MUSING,
    NEED_PREAMBLE,
    NOT_WORDS,
    OUT_OF,
    RUNNING_LOW,
    SUBJECT_THEN_VERB,
    TASK_NOUNS,
    TASK_VERBS,
    WANT_PREAMBLE,
    words,
)
from todobot.understanding.rules.params import task_params
from todobot.understanding.rules.priority_phrases import leading_priority
from todobot.understanding.rules.reading import Env, Reading, act, unknown
from todobot.understanding.rules.refs import is_specific
from todobot.understanding.rules.scope import (
    QUESTION,
    about_something_else,
    asked_of_assistant,
    elsewhere,
    generative,
    injection,
    out_of_scope,
)
from todobot.understanding.rules.text import capitalise, mask_quotes

_WORD = re.compile(r"[\w'-]+")
_FIRST_WORD = re.compile(r"[A-Za-z]+")
X = re.IGNORECASE
_TRAILING = re.compile(r"[\s.!?,;:]+$")
_ASKED = re.compile(r"\?[\s.!?]*$")
# Chatter after the request ("the dry cleaning is done btw", "add call mom lol"): never part of it.
_TRAILING_CHATTER = re.compile(
    r"(?:[\s,.!]+(?:btw|by\s+the\s+way|fyi|lol|lmao|haha+|hehe|tbh|ngl|just\s+so\s+you\s+know|(?:just\s+)?fyi|"
    # "bin bags are got tho", "net's mended b'y" (Newfoundland "boy"), "subs are collected noo" (Scots "now")
    r"thank\s+god|phew|yay+|woo+(?:hoo+)?|tho|though|b'y|noo|:\)|:d|"
    # "when is the cs2040 one due ah" (Singlish particles), "…, set it like that abeg": the request said again
    r"ah|lah|leh|lor|abeg|(?:set|do|make|put)\s+it\s+(?:like\s+that|that\s+way)|"
    # "…, bump the invoice to friday while ur at it": the bot's errand run, said in passing
    r"while\s+(?:you'?re|youre|ur|u'?re|u\s+r|you\s+are)\s+at\s+it))+[\s.!?]*$", X)
_KNOWN_FIRST = frozenset(COMMAND_WORDS) | TASK_VERBS | NOT_WORDS | frozenset(
    words("i we my what whats how which who when where why is are do did can could would will please pls resolve "
          "close finish done completed finished deleted removed listed shows "
          # real words one letter from a command word: "took my meds" is a done-report, not "todo my meds"
          "took told tool toll lost last lust mask mast mars shoe shot shop shod snow slow dome dose dote too "
          # ("order cups and lids tomorrow": lids, not "list tomorrow")
          "lid lids lift lint lisp mist fist gist park dark bark ads aid odd tack tuck kick")
)
_NON_TASK_START = frozenset(
    words("i i'm im i've ive you you're youre your ur he she we they it it's its this that that's there there's is are "
          "was were am be been so and or but if because yes no not")
)
# To-do verbs that double as commands to the bot or its devices: a bare phrase starting with one is a weak guess.
_COMMAND_LIKE_VERBS = frozenset(
    words("move change set make update complete finish cancel clear remove check mark push post schedule turn "
          "switch delete edit order purchase")
)
# "buy a pizza for the party", "get sushi tonight": what a delivery app does; maybe a to-do, maybe a request.
_SERVICE_VERBS = frozenset(words("buy get grab order purchase pick"))
_DELIVERY = re.compile(r"\b(?:pizzas?|sushi|takeout|takeaway|take-away|burgers?|food|delivery|kebabs?|curry|"
                       r"chinese|thai|indian|tacos?|wings|dinner|lunch|coffee|uber|taxi|cab|tickets?)\b", re.I)
# "I have X" without "to": a possession, unless X is an appointment or errand ("i have the dentist at 3").
_HAVE_THING = re.compile(r"^(?:i|we)\s+(?:\w+\s+)?(?:have|has|hav)\s+(?!to\b|2\b)", X)
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{5,}", re.I)
_REPEAT = re.compile(r"(.)\1\1")


def fix_first_word(text: str) -> str:
    """Correct a misspelt leading command word ("shwo" -> "show", "delte" -> "delete")."""
    m = _FIRST_WORD.match(text)
    if not m:
        return text
    word = m.group(0).lower()
    if len(word) < 3 or word in _KNOWN_FIRST:
        return text
    best = process.extractOne(word, COMMAND_WORDS, scorer=fuzz.ratio, score_cutoff=74)
    if best and best[0][0] == word[0] and abs(len(best[0]) - len(word)) <= 1 and not word.startswith(best[0]):
        return best[0] + text[m.end():]
    return text


# "mark #2 as dne", "set task 4 to compelted": the status word a marking verb ends on, misspelt.
# The word must follow "as"/"to" or a task reference ("mark 2 dne"), so "mark the dome" keeps its dome.
_MARKED_AS = re.compile(r"^(?:mark|mrk|set|flag)\b.*?\s(?:as|to|\d+|one|it|that|this|them|tasks?|items?)\s+"
                        r"(?P<word>[A-Za-z]{3,10})(?P<tail>(?:\s+(?:pls|please|plz|thx|thanks|now|too|asap))*[\s.!]*)$",
                        X)
_DONE_WORDS = ("done", "complete", "completed", "finished")
_STATUS_WORDS = (*_DONE_WORDS, "off", "pending", "open", "undone", "incomplete")


def fix_command_words(text: str) -> str:
    """Correct misspelt command words: the leading verb ("delte" -> "delete"), then the status word after
    a marking verb ("mark #2 as dne" -> "mark #2 as done"); task words are never touched."""
    text = fix_first_word(text)
    m = _MARKED_AS.match(text)
    if not m or m.group("word").lower() in _STATUS_WORDS:
        return text
    word = m.group("word").lower()
    best = process.extractOne(word, _DONE_WORDS, scorer=fuzz.ratio, score_cutoff=72)
    if best and best[0][0] == word[0] and abs(len(best[0]) - len(word)) <= 2:
        return text[: m.start("word")] + best[0] + m.group("tail")
    return text


def _run(rules: tuple[Rule, ...], text: str, env: Env) -> list[Reading] | None:
    masked = mask_quotes(text)
    for rule in rules:
        found = rule(text, masked, env)
        if found:
            return found
    return None


_BANG_MARK = re.compile(r"^(?!(?:delete|remove|mark|complete|tick|check|cross|finish|undo|show|list|cancel|move|rename|"
                        r"what|where|when|why|how|is|are|do|did|can)\b)(?P<said>.*\w)(?<!\bdone)(?<!\bit)(?<!\bthat)"
                        r"(?<!\bthis)(?<!\bthem)(?<!\bnow)(?<!\byet)\s+!!!?"
                        # "subs !! then", "the deck one !!! pls": the mark, then a word of how it is said
                        r"(?P<tail>(?:\s+(?:then|pls|plz|please|now|too|instead|actually|thanks|ta|cheers))*)"
                        r"\s*[.!]*$", X)


# "add file taxes !! due dec 15": a mark said inside a new task, before its date
_MIDDLE_BANG = re.compile(r"^(?P<said>(?:add|put|remind|todo|new)\b.*?\w)\s+!!!?\s+(?=\w)", X)


# "I am pleased to report that …", "happy to say …", "just letting you know …", "you'll be glad to hear …": how news
# is opened; what follows is the news (a done-report) itself
_REPORT_OPENER = re.compile(
    r"^(?:(?:(?:i|we)(?:'?m|'?re|\s+am|\s+are)\s+|(?:you'?ll|you\s+will)\s+be\s+)?(?:(?:very|so|really|most)\s+)?"
    r"(?:pleased|happy|glad|delighted|relieved|chuffed|thrilled)\s+to\s+(?:report|say|announce|confirm|tell\s+you|"
    r"let\s+you\s+know|inform\s+you|hear|know)|(?:i|we)\s+can\s+(?:now\s+)?(?:report|confirm)|"
    r"(?:just\s+)?(?:to\s+)?let(?:ting)?\s+(?:you|u)\s+know)(?:\s+that)?[\s,:]+(?=\S)", X)


def prepare(text: str) -> str:
    """Leading politeness and trailing punctuation off: the form every rule matches against. A "!!" set apart at
    the end ("renew dbs check by 10 dec !!") is a priority mark, not punctuation: it is kept, as the word it means."""
    text = _MIDDLE_BANG.sub(r"\g<said> urgent ", text.strip())
    text = _TRAILING_CHATTER.sub("", _BANG_MARK.sub(r"\g<said> urgent\g<tail>", text))
    text = re.sub(r"^(?:btw|by\s+the\s+way|fyi|just\s+so\s+you\s+know|heads\s+up)\b[\s,:]*", "", text, flags=X)
    text = _REPORT_OPENER.sub("", text)
    return _TRAILING.sub("", LEAD_FILLER.sub("", text)).strip()


def explicit_command(text: str, env: Env) -> list[Reading] | None:
    """The clause read by the explicit command rules only (None if no clear command starts it)."""
    text = prepare(text)
    if not text:
        return None
    fixed = fix_command_words(text)
    found = _run(COMMAND_RULES, fixed, env)
    return found if found and found[0].explicit else None


def clause_start(text: str, env: Env) -> list[Reading] | None:
    """What may start a clause of a compound message: an explicit command, or "I need to <verb> …", which is
    a to-do of its own and, like "add", may go on with more ("i need to finish the report, book flights to
    berlin, and pick up the dry cleaning"). "i have to say" is not: the verb must be a to-do verb."""
    found = explicit_command(text, env)
    if found:
        return found
    text = prepare(text)
    musing = MUSING.match(text)
    rest = text[musing.end():] if musing else text
    need = NEED_PREAMBLE.match(rest)
    following = rest[need.end():].split() if need else []
    if len(following) < 2 or following[0].lower() not in TASK_VERBS:
        return None
    found = _preamble(rest, env)
    return found if found and found[0].explicit else None


def starts_with_data_command(text: str, env: Env) -> bool:
    """Whether the message opens with add/remind/rename, whose following words are data, not orders."""
    text = prepare(text)
    return bool(text) and _run(DATA_RULES, fix_command_words(text), env) is not None


def classify_clause(text: str, env: Env, *, continues_add: bool = False) -> list[Reading]:
    """Readings for one clause of a message (several when it implies several steps)."""
    rest, priority = leading_priority(text.strip())
    if priority:
        return _marked(classify_clause(rest, env, continues_add=continues_add), priority)
    if asked_of_assistant(text.strip()):  # "can you write an email to my landlord": work for me, not a to-do
        return [act("out_of_scope", 0.9, "Asks the assistant to do a piece of work itself, not to keep a task.")]
    if _NO_CHANCE.match(text.strip()):  # "no chance im getting them done today": what won't happen, news
        return [unknown(0.3, "Says something won't happen: news, not a request.")]
    said, text = text, prepare(text)
    if not text:
        return [unknown(0.05, "Nothing to act on.")]
    fixed = fix_command_words(text)
    if generative(fixed):  # "add up 45 and 17", "write a poem about my cat": not a to-do, even after "add"
        return [act("out_of_scope", 0.9, "Asks me to make up, look up or work out something, not a task.")]
    if elsewhere(fixed):  # "add dan's email to my contacts": the user named another app's collection
        return [act("out_of_scope", 0.9, "Adds to another app's collection (contacts, a playlist), not to the list.")]
    if about_something_else(fixed):  # "change the lights to blue", "notify me when john emails me"
        return [act("out_of_scope", 0.9, "A device, an event or a look-up, asked in the words of a task command.")]
    asked = asked_bare(fixed, env) if _ASKED.search(said) else None
    if asked:  # "milk on the list?": a question, however like "put milk on the list" it reads without its mark
        return asked
    found = _run(DATA_RULES, fixed, env)
    if found and continues_add and _named_due(found):  # "add showing fri 2pm, inspection report due wed": new
        params = {k: v for k, v in found[0].params.items() if k not in ("task_ref", "or_add")}
        return [Reading("add_task", {**params, "title": capitalise(str(found[0].params["task_ref"]["value"]))}, 0.85,
                        "Another item in the same 'add' request, with its date.")]
    if found:
        return found
    if injection(text):
        return [act("out_of_scope", 0.9, "Reads as instructions to the assistant, not a task request.")]
    found = _run(ACTION_RULES, fixed, env)
    if found:
        return found
    found = bare_command_rule(fixed, mask_quotes(fixed), env)
    if found:
        return found
    if continues_add:
        params = task_params(text, env.now, env.timezone)
        return [Reading("add_task", params, 0.85, "Another item in the same 'add' request.")]
    found = _preamble(text, env)
    if found:
        return found
    if out_of_scope(text):
        return [act("out_of_scope", 0.9, "Not something a to-do assistant does.")]
    return _bare(text, env)


_PRONOUN_ONLY = re.compile(r"^(?:it|that|this|them|those|these)(?:\s+(?:still|too|now|back|though|tho|anyway|really|"
                           r"actually|lol))*\s*(?:[,.;:!?-]|$)", X)


def _named_due(found: list[Reading]) -> bool:
    """A task's words and a date ("inspection report due wed"), read as a move of that task or else a new one."""
    return len(found) == 1 and found[0].intent == "update_task" and bool(found[0].params.get("or_add")) \
        and "due" in found[0].params and (found[0].ref or {}).get("kind") == "title"


# Words that make an "I should …" a musing rather than a request: asked about, not added outright.
HEDGE = re.compile(r"\b(?:should|shud|ought|maybe|might|probably|prob|perhaps|forgot|forgetting)\b", X)
HEDGE_AFTER = re.compile(r"\b(?:at\s+some\s+point|some\s*day|one\s+of\s+these\s+days|eventually)\b", X)
HEDGED_ADD = 0.48  # a maybe-task: "Should I add …?" is asked even when the learned model reads no task
VAGUE_ADD = 0.45  # "need to get stuff done": asked, and the learned model may say it is no task at all
# "maybe get a new mattress", "hmm maybe i should start jogging", "might sign up for that pottery class": a to-do
# said as a maybe, at the start
HEDGE_LEAD = re.compile(r"^(?:(?:hmm+|so|ok|oh|and)[\s,]+)?(?:maybe|perhaps|probably|prob|might|possibly)[\s,]+"
                        r"(?:(?:i|we)\s+)?(?:should|shud|could|can|might|will|need\s+to|gotta|ought\s+to)?\s*", X)
OBLIGATION = 0.92  # "I need to <to-do verb> …": above the combiner's bar for overruling an add (`add_rules_max`)


def _marked(readings: list[Reading], priority: str) -> list[Reading]:
    """"urgent: fix the sink", "!! renew passport": a priority mark in front makes a task of what follows."""
    if len(readings) != 1 or readings[0].intent not in ("add_task", "unknown"):
        return readings
    params = dict(readings[0].params)
    if "title" not in params:
        return readings
    params.setdefault("priority", priority)
    return [Reading("add_task", params, 0.95, "A priority mark in front of words makes them a task.")]


_SOFTENERS = re.compile(r"^(?:(?:prob(?:ably)?|really|maybe|defo|definitely|def|totally|actually|honestly|seriously)"
                        r"\s+)+", X)
# "get stuff done", "sort things out", "get everything out of my head": no particular thing to do
_VAGUE_DOING = re.compile(
    r"^(?:get|do|sort|figure|work|clear|deal\s+with|catch\s+up\s+on|organi[sz]e)\s+(?:some\s+|my\s+)?"
    r"(?:stuff|things|everything|it\s+all|all\s+this|all\s+of\s+it|a\s+lot|loads|shit|sh\*t)\b", X)


# "i owe jamie £23 for the electric", "still owe mum 50 quid": someone to pay back (never "i owe you one")
_OWE = re.compile(r"^(?:(?:and|also|oh|plus)\s+)?(?:(?:i|we)\s+)?(?:still\s+|also\s+)?owe\s+(?P<rest>(?!(?:you|u|ya)\b)"
                  r"[\w'-]+(?:\s+[\w'-]+)?\s+(?:[£$€]\s?\d[\d.,]*\w*|\d[\d.,]*\s*(?:quid|pounds?|euros?|dollars?|bucks|"
                  r"p|k)\b|(?:some\s+|the\s+)?(?:money|cash|rent)\b).*)$", X)


# "i'm going to …" says a plan to do something only with a to-do verb after it ("im going to warsaw" is a trip)
_GOING_PLACE = re.compile(r"^(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:going|off)\s+to\s", X)


# "go", "run now", "dash": only the speaker leaving, never a task of that name
_LEAVING = re.compile(r"^(?:go|run|dash|fly|bounce|split|head\s+off|leave|get\s+going|shoot|scoot)(?:\s+(?:now|rn|soon|"
                      r"in\s+a\s+(?:sec|min|minute|bit)|sorry|lol|haha|x+))*\W*$", X)


# Verbs said of the list itself, never of a to-do: "i want to remove pay the rent" is a delete, while "i need to
# remove the wallpaper" or "i want to cancel my gym membership" are things to do.
# ("I should like to give the letter a date, namely Friday": a task given a date or deadline is an edit of it)
_LIST_VERB = re.compile(r"^(?:delete|remove|rename|mark|tick|untick|uncheck|reopen|erase)\s"
                        r"|^give\s+.+?\s+(?:a|the|its)\s+(?:due\s+)?(?:date|deadline|due\s+date|priority)\b", X)


# "might be worth getting the boiler looked at", "would be good to book the vet": a to-do weighed up, not asked for
_WORTH_DOING = re.compile(r"^(?:(?:hmm+|so|ok|oh|and)[\s,]+)?(?:(?:it|that)(?:'d|'ll|\s+))?"
                          r"(?:might|may|could|would|will)?"
                          r"\s*(?:be\s+|probably\s+be\s+)?(?:worth|a\s+good\s+idea|wise|smart)\s+(?P<ing>[a-z]+ing)\s+(?=\S)",
                          X)


def _stem(ing: str) -> str:
    """The verb of an -ing form: "getting" -> "get", "booking" -> "book", "taking" -> "take"."""
    base = ing.lower()[:-3]
    if len(base) > 2 and base[-1] == base[-2] and base[-1] not in "aeiouls":
        return base[:-1]
    return base if base in TASK_VERBS or f"{base}e" not in TASK_VERBS else f"{base}e"


def _preamble(text: str, env: Env) -> list[Reading] | None:
    """'I need to X' / 'I want to X' / 'we're out of X': X is a task unless X is itself a clear command."""
    rest, cue, conf = text, "", 0.0
    musing = MUSING.match(rest)
    if musing and NEED_PREAMBLE.match(rest[musing.end():]):
        rest = rest[musing.end():]
    for pattern, label, level in ((NEED_PREAMBLE, "need to", 0.85), (WANT_PREAMBLE, "want to", 0.75)):
        m = pattern.match(rest)
        while m:
            rest, cue, conf = rest[m.end():], cue or label, max(conf, level)
            m = NEED_PREAMBLE.match(rest)
    rest = _SOFTENERS.sub("", rest)  # "should prob get the cat vaccinated": the to-do starts at "get"
    if _GOING_PLACE.match(text) and (rest.split() or [""])[0].lower() not in TASK_VERBS:
        return None  # "im going to warsaw to see ola after christmas": a trip told, not a to-do
    owed = _OWE.match(text)
    if owed:  # "i owe jamie £23 for the electric": a debt told, so "Pay jamie £23 for the electric?" is asked
        params = task_params(f"pay {owed.group('rest')}", env.now, env.timezone)
        return [Reading("add_task", params, HEDGED_ADD, "Money owed reads as something to pay: ask first.", False)]
    out = OUT_OF.match(text)
    if out:
        params = task_params(out.group("rest"), env.now, env.timezone)
        return [Reading("add_task", params, 0.8, "Running out of something reads as a shopping task.")]
    low = RUNNING_LOW.match(text)
    if low and not cue:
        params = task_params(low.group("thing"), env.now, env.timezone)
        if params.get("title"):
            return [Reading("add_task", params, HEDGED_ADD, "A supply said to run low: a need to restock, asked first.",
                            False)]
    if cue and re.match(r"^(?:should|shall|must|ought)\s+(?:i|we)\b", text, X):
        return None  # "should i wear a hat today?": a question, not a to-do
    if cue and _LEAVING.match(rest):  # "gotta go, add milk", "i have to run now": the user leaving, not a to-do
        return [act("bye", 0.9, "Says the user has to leave, not something to do.")]
    worth = _WORTH_DOING.match(text)
    if not cue and worth and _stem(worth.group("ing")) in TASK_VERBS:
        # "might be worth getting the boiler looked at before winter": a to-do said as a maybe, so asked about
        doing = f"{_stem(worth.group('ing'))} {text[worth.end():]}"
        params = task_params(ASIDE.sub("", doing), env.now, env.timezone)
        if params.get("title"):
            return [Reading("add_task", params, HEDGED_ADD, "A to-do said to be worth doing: ask first.", False)]
    if not cue:
        maybe = HEDGE_LEAD.match(text)
        words = text[maybe.end():].split() if maybe else []
        if len(words) >= 2 and words[0].lower() in TASK_VERBS and not _VAGUE_DOING.match(text[maybe.end():]):
            params = task_params(ASIDE.sub("", text[maybe.end():]), env.now, env.timezone)  # type: ignore[union-attr]
            if params.get("title"):
                return [Reading("add_task", params, HEDGED_ADD, "A to-do said as a maybe: ask first.", False)]
        return None
    if _PRONOUN_ONLY.match(rest):  # "we still need it, the bag's nearly empty": keeping a task, nothing new to do
        return None
    if elsewhere(rest):  # "i need to add a new email to my contacts"
        return [act("out_of_scope", 0.9, "Adds to another app's collection (contacts, a playlist), not to the list.")]
    inner = explicit_command(rest, env)
    if inner and (inner[0].intent in ("list_tasks", "add_task", "schedule_reminder")
                  or is_specific(inner[0].ref, rest)
                  # "i must postpone the optician by a week": a move by an offset needs a task with a date already
                  or (inner[0].intent == "update_task" and "shift" in inner[0].params)
                  or (cue == "want to" and _LIST_VERB.match(rest) and inner[0].intent not in ("none", "unknown"))):
        return inner  # "i want to remove pay the rent": a verb that only works on the list is a command on it
    params = task_params(ASIDE.sub("", rest), env.now, env.timezone)
    if "title" not in params:
        return None
    if _VAGUE_DOING.match(params["title"]):  # "need to get stuff out of my head": a feeling, not a to-do
        return [Reading("add_task", params, VAGUE_ADD, f"'{cue}' with nothing particular to do.", False)]
    if _HAVE_THING.match(text) and "when" not in params and not any(
            w.lower() in TASK_NOUNS for w in _WORD.findall(params["title"])):
        return None  # "i have a dog" is not an obligation; "i have the dentist tomorrow" is an appointment
    if HEDGE.search(text[: len(text) - len(rest)]) or HEDGE_AFTER.search(rest):
        # "i should really call my sister", "i keep forgetting to water the plants", "… at some point": a
        # musing that might be a to-do, so the dialogue asks "Should I add …?" before adding it.
        return [Reading("add_task", params, HEDGED_ADD, f"'{cue}', hedged: maybe something to do.", False)]
    if cue == "need to" and rest.split()[0].lower() in TASK_VERBS:
        conf = OBLIGATION  # "i need to email professor hartley about the extension": a to-do in the user's words
    return [Reading("add_task", params, conf, f"'{cue}' introduces something to do.", conf >= 0.85)]


def _gibberish(words: list[str]) -> bool:
    """Keyboard mashing, placeholder text or filler only ("asdkjh qwe", "lorem ipsum", "hmm")."""
    lowered = [w.lower() for w in words]
    if all(w in NOT_WORDS for w in lowered):
        return True

    def bad(w: str) -> bool:
        return (
            (w in NOT_WORDS and len(w) > 3)
            or bool(_REPEAT.search(w))
            or bool(_CONSONANT_RUN.search(w))
            or (len(w) >= 3 and w.isalpha() and not re.search(r"[aeiouy]", w))
            or len(KEYBOARD_RUNS.findall(w)) >= 2
        )

    return sum(bad(w) for w in lowered) * 2 >= len(lowered)


# Things booked for a day: an appointment, a jab, a check-up, a school event
_BOOKED_THING = re.compile(r"\b(?:appointment|appt|jabs?|vaccin(?:e|ation)s?|boosters?|check-?ups?|smear|"
                           r"(?:eye|blood|driving|hearing|smear|sight|allergy|theory|covid|pcr)\s+tests?|"
                           r"mot|dentist|doctors?|gp|vet|optician|physio|haircut|interview|(?<!\bcustomer\s)(?<!\broom\s)service|servicing|(?:parents'?|open|sports|"
                           r"prize|speech|results)\s+(?:evening|day|night)s?)\b", X)
# Paperwork to deal with: "mum's pension paperwork", "the passport forms", "car tax renewal"
# (a cert, a letter, an order to collect: "gas safety cert flat 4", "the church roof fund letter", "the bleach order",
# with the flat or unit it is for said after it)
_PAPERWORK = re.compile(r"\b(?:paperwork|forms|form|tax\s+return|renewal|application|claim|certs?|certificate|letter|"
                        r"(?<!\bof\s)(?<!\bin\s)(?<!\bthat\s)(?<!\bthis\s)order)"
                        r"(?:\s+(?:for\s+)?(?:flat|unit|no\.?|number|house|plot|room)\s*\d+[a-z]?)?\W*$", X)
# "rate my cover letter", "proofread my application": work asked of an assistant, not paperwork to list
_JUDGE_IT = re.compile(r"^(?:rate|critique|proofread|proof-read|grade|score|rewrite|polish|improve|translate|"
                       r"summari[sz]e)\b", X)
# "new wellies", "a new kettle for the office": something to buy, named bare
_NEW_THING = re.compile(r"^(?:a\s+)?new\s+(?!(?:year|years|here|week|day|month|me|one|ones|job|start|phone\s+who)\b)"
                        r"[a-z][\w'-]*(?:\s+[\w'-]+){0,2}\W*$", X)
# "mrs o'neill's extractor fan", "nan's gutters": a job at someone's, named by whose it is
_SOMEONES_JOB = re.compile(r"^(?:mrs?|ms|miss|dr|auntie|aunty|uncle|nan|nana|gran|granny|grandma|grandad|mum|mom|"
                           r"dad)\.?(?:\s+[\w'-]+?)?(?:'s|s')\s+[a-z][\w-]*(?:\s+[\w-]+){0,2}\W*$", X)
# "viva prep", "exam revision", "choir rehearsal": the work to do for a thing coming up, named bare
_WORK_FOR = re.compile(r"^[\w'-]+(?:\s+[\w'-]+)?\s+(?:prep|preparation|revision|rehearsal|practice|practise)$", X)
# "dentist was fine", "flu jab done": something said of it, no thing to list
_SAID_OF_IT = re.compile(r"\b(?:is|was|are|were|went|got|done|fine|ok|okay|good|great|over|cancell?ed|booked|sorted|"
                         r"tomorrow|today|yesterday)\b", X)
# "parents evening", "sports day", "open evening": a date on the family calendar, something to go to
_SCHOOL_EVENT = re.compile(r"\b(?:parents'?|open|sports|prize|speech|results|inset|non[\s-]uniform)\s+"
                           r"(?:evening|day|night)s?\b", X)


# A thing of the house, car or work said to be going wrong: "the hoover's making that noise again", "tyres are
# looking a bit bald", "grooming table wobbly", "kitchen tap dripping": something to fix, maybe one to list
_FAULT = re.compile(
    r"^(?:(?:the|my|our|that|this|his|her|their)\s+)?(?!(?:i|we|you|he|she|they|it|me|everyone|everything)\b)"
    r"[\w'-]+(?:\s+[\w'-]+){0,2}?(?:'s|\s+(?:is|are|has|have|was|were|keeps|kept|been|looks?|looking|seems?))*"
    r"(?:\s+(?:still|really|properly|a\s+bit|a\s+little|bit|well|so|very|totally|completely|all|going|started|"
    r"starting|looking|getting|being|gone|now|again))*\s+"
    r"(?:leak(?:ing|s|y)?|broke|broken|bust|busted|dripping|drips|wobbl(?:y|ing|es)|bald|worn(?:\s+out)?|cracked|blocked|"
    r"clogged|squeak(?:ing|y|s)|rattl(?:ing|es)|buzzing|stuck|jammed|loose|faulty|knackered|dead|flat|"
    r"making\s+(?:a|that|this|the|an?\s+(?:weird|funny|strange|odd|horrible|awful|grinding|clicking))\s+(?:noise|sound)|"
    r"(?:playing|acting)\s+up|not\s+working|on\s+the\s+blink|packed\s+(?:in|up))"
    r"(?:\s+(?:again|now|still|lately|today|tbh|ugh|lol|though|tho))*[\s.!]*$", X)
# "the party was a laugh", "my phone's dead lol": news and moods, not a thing to get fixed
_FAULT_NOT = re.compile(r"\b(?:phone|battery|i|me|my\s+(?:back|legs?|head|feet)|party|night|town|place|joke|baby|kids?|"
                        r"dog|cat|mum|mam|dad|gran|nan|people|he|she|they)\b", X)


# A thing, then what or who it is for: "lime for the mojitos", "new nets for the u10s", "cert for flat 2"
_THING_FOR = re.compile(
    r"^(?:(?:the|a|an|some|more|new|spare|extra|\d+)\s+)?(?!(?:the|a|an|that|this|thanks?|sorry|good|great|time|ready|"
    r"nothing|all|that'?s|thats|one|ones|other|same|ok|okay|much|not|just|only|plans?|news|anything|something|everything|room|space|"
    # what is asked of an assistant that writes ("generate a logo for my startup", "recipe for banana bread")
    r"generate|write|draft|create|compose|recommend|suggest|recipe|ideas?|tips?|advice|name)\b)"
    r"[a-z][\w'-]*(?:\s+[\w'-]+){0,3}?\s+for\s+(?:(?:the|my|our|his|her|their|flat|no\.?|number|unit|house|plot)\s*)?"
    r"(?!(?:me|you|us|him|them|now|today|tonight|tomorrow|later|ever|sure|real|once|free|a\s+while)\b)"
    r"[\w'-]+(?:\s+[\w'-]+)?$", X)


# What a phone or speaker assistant is asked for, not a thing to buy: "mute for five minutes", "keep quiet for the next
# hour", "headline news for texas", "wake the roomba for the kitchen", "another color for the lights"
_ASKED_OF_A_DEVICE = re.compile(
    r"\bfor\s+(?:the\s+next\s+|another\s+)?(?:\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty|sixty|"
    r"few|couple(?:\s+of)?)?\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b"
    r"|\b(?:news|headlines?|weather|forecast|songs?|music|playlist|radio|podcasts?|lights?|lighting|colou?rs?|volume|"
    r"roomba|hoover\s+robot|timer|mute|quiet|sounds?)\b", X)


# "new tyres on the trailer maybe", "eye test perhaps": a maybe said after the thing
_HEDGE_LAST = re.compile(r"[\s,.]+(?:maybe|perhaps|possibly|probably|prob|i\s+guess|i\s+suppose)[\s?.!]*$", X)
# "vet for the dog at some point", "the boiler service thing", "renewing the lease 🙃": a chore named loosely — a
# vague when, "thing" or "stuff" after it, an emoji — or as a gerund ("renewing the lease")
_VAGUE_TAIL = re.compile(r"[\s,.]+(?:at\s+some\s+(?:point|stage)|some\s*time|some\s*day|one\s+of\s+these\s+days|"
                         r"eventually|when(?:ever)?\s+i\s+(?:can|get\s+(?:a\s+)?(?:chance|round\s+to\s+it|time))|"
                         r"at\s+some\s+stage)[\s?.!]*$", X)
_VAGUE_THING = re.compile(_VAGUE_TAIL.pattern
                          + r"|(?<=\w)\s+(?:thing|stuff|business|malarkey|carry[\s-]on)[\s?.!]*$", X)
# "renewing the lease": the gerund of a to-do verb leads
_GERUND = re.compile(r"^(?P<verb>[a-z]{2,})ing\b", X)
# "renewing the lease", "sorting the garage": a gerund, then what it is done to ("cleaning the kitchen now" is news)
_GERUND_CHORE = re.compile(r"^[a-z]{2,}ing\s+(?:up\s+|out\s+|off\s+)?(?:the|my|our|his|her|their|a|an|some|mum'?s|"
                           r"dad'?s|nan'?s)\s+(?!.*\b(?:now|atm|still|again|today|tonight|later|all\s+day|at\s+the\s+"
                           r"moment|rn|lol|haha+|was|is|went)\b)[\w'-]+(?:\s+[\w'-]+){0,2}\W*$", X)


def _chore_named(text: str) -> str:
    """The chore in a loosely named one: "the boiler service" → "boiler service", "renewing the lease" → "renew the
    lease"."""
    text = re.sub(r"^(?:the|that|this)\s+(?=\w)", "", text.strip(), flags=X)
    gerund = _GERUND.match(text)
    if gerund:
        stem = gerund.group("verb")
        for verb in (stem, stem + "e", stem[:-1] if stem[-1] == stem[-2] else stem):
            if verb.lower() in TASK_VERBS:
                return verb + text[gerund.end():]
    return text


# "the party maybe", "that one maybe": a thing pointed at (an answer, most likely), not one to do
_POINTED_THING = re.compile(r"^(?:the|that|this|those|these|it|them)\b", X)
# "grab more receipt rolls at costco", "get spare bulbs from b&q": shopping, the thing restocked or where from
_SHOPPING_VERB = frozenset({"buy", "grab", "get", "pick", "order"})
# "order more poop bags": a restock ("order a pizza from dominos" is a delivery asked of another assistant)
_MORE_OF = re.compile(r"^\S+\s+(?:more|extra|spare)\b", X)
_RESTOCK = re.compile(r"^\S+(?:\s+up)?\s+(?:more|extra|spare|new|fresh|another)\b|\s(?:at|from)\s+(?:the\s+)?"
                      r"[\w'&-]+(?:\s+[\w'&-]+)?[\s.!]*$", X)
# ("back off an early shift", "back off holiday": UK and Irish for back from one)
_BACK_FROM = re.compile(r"^(?:just\s+|finally\s+)?back\s+(?:from|home|at\s+(?:home|work|the\s+\w+)|in\s+the\s+\w+|"
                        r"now|off\s+(?:an?\s+|the\s+|my\s+|me\s+)?(?:(?:early|late|night|long|double|day|split|\d{1,2}(?:\s*hr)?)\s+)?"
                        r"(?:shifts?|nights|lates|earlies|holidays?|hols|leave|duty|work|rota|run|route|nights))\b", X)


# "shop open from 9 to 5 saturday", "tip's closed till monday", "pharmacy shuts at 6": when a place is open
_HOURS_SAID = re.compile(r"^(?:the\s+)?[\w'&-]+(?:\s+[\w'&-]+)?(?:'s|\s+is|\s+are|\s+was|\s+will\s+be|\s+only)?\s+"
                         r"(?:open|opens|closed|closes|shut|shuts)\s+(?:from|till|til|until|untill|at|between|late|early|"
                         r"all\s+day|\d)", X)
# "no chance im getting them done today", "nae chance am finishing this", "there's no way i'll make the 5pm", "not a
# hope we get through that lot": what the speaker says won't happen, news (the request, if any, comes after it)
_NO_CHANCE = re.compile(
    r"^(?:(?:oh|ugh|lol|honestly|realistically|ach|och|look|well|yeah|so)[\s,!.]+)*(?:there'?s\s+|there\s+is\s+)?"
    r"(?:no|nae|not\s+a|fat|zero|no\s+earthly|not\s+a\s+snowball'?s?)\s+(?:bloody\s+|flippin\s+|freaking\s+)?"
    r"(?:chance|way|hope|danger)(?:\s+(?:in\s+hell|at\s+all))?\s+(?:that\s+)?(?:i|i'?m|im|am|i'?ll|ill|i\s+will|i\s+can|"
    r"we|we'?re|we'?ll|that|it|this|these|those|they|them|he|she|you|u|ye|any|anything|everything|all)\b", X)
# "missed the grant deadline", "we totally blew the deadline": a thing missed or failed, news (not done, nor a to-do)
_MISSED = re.compile(r"^(?:(?:i|we|ugh|argh|damn|dammit|oh\s+no)[\s,!.]+)*(?:(?:just|totally|completely|kinda|actually|"
                     r"accidentally|somehow|already)\s+)*(?:missed|failed|flunked|blew|botched)\s+(?!calls?\b)", X)
# Where the opening hours end and what to do before then starts: "pharmacy shuts at 6, grab the prescription"
_AFTER_HOURS = re.compile(r"\s*[,.;!]+\s*(?:so\s+)?(?=\S)|\s+[-\u2013\u2014]+\s+(?:so\s+)?|\s+so\s+", X)
# "hang on", "hold on a sec", "hang about": a pause in what the speaker says, never a thing to do
_HOLD_ON = re.compile(r"^(?:hang|hold)\s+(?:on|about|up)"
                      r"(?:\s+(?:a\s+)?(?:sec(?:ond)?|min(?:ute)?|mo(?:ment)?|tick|jiffy))?"
                      r"(?:\s+(?:then|there|mate|a\s+bit))?[\s.!]*$", X)
# What is left of "saturday's fully booked", "friday is a nightmare" without the day: the day was the subject
_DAY_IS = re.compile(r"^(?:'s|is|was|will\s+be|looks)\s", X)


# A task named by its number in a question: "… of #7?", "is task 3 still due friday?"
_NUMBER_ASKED_OF = re.compile(r"(?:#\s*|\b(?:task|item|number|no\.?)\s*#?\s*)(\d{1,4})\b", X)


def _bare(text: str, env: Env) -> list[Reading]:
    """No command cue: a verb phrase or dated noun phrase is probably a task; anything else is unclear."""
    words = _WORD.findall(text)
    if not words or all(w.isdigit() for w in words):
        return [unknown(0.1, "No words to act on.")]
    if QUESTION.match(text) and len(words) > 1:
        numbered = _NUMBER_ASKED_OF.findall(text)
        if len(numbered) == 1:  # "did the undo keep the dogs in the description of #7?": asked of that task, shown
            return [Reading("list_tasks", {"numbers": [int(numbered[0])]}, 0.85,
                            "A question about one task named by number: show that task.", False)]
        return [act("out_of_scope", 0.45, "A question that is not about the task list.")]
    vague = _VAGUE_THING.search(text)
    if vague and vague.start() > 0 and len(_WORD.findall(text[:vague.start()])) <= 6:
        # "vet for the dog at some point", "the boiler service thing", "renewing the lease 🙃": a chore named loosely,
        # asked about ("Should I add …?"), never filed silently nor refused
        found = _bare(_chore_named(text[:vague.start()]), env)
        if len(found) == 1 and found[0].intent == "add_task":
            return [replace(found[0], confidence=HEDGED_ADD, reasoning="A chore named loosely: ask first.")]
        if _VAGUE_TAIL.search(text):
            return found
    if _GERUND_CHORE.match(text) and _chore_named(text) != text:
        found = _bare(_chore_named(text), env)
        if len(found) == 1 and found[0].intent == "add_task":
            return [replace(found[0], confidence=HEDGED_ADD, reasoning="A chore named by its gerund: ask first.")]
    hedged = _HEDGE_LAST.search(text)
    if hedged and hedged.start() > 0:
        found = _bare(text[:hedged.start()], env)
        if len(found) == 1 and found[0].intent == "add_task" and not _POINTED_THING.match(text):
            # asked about, whatever the learned model (which reads a thing said with a maybe as chatter) says
            return [replace(found[0], confidence=HEDGED_ADD, reasoning="A thing to do, said with a maybe: ask first.")]
        return found
    if _gibberish(words) and not (len(words) <= 3 and _BOOKED_THING.search(text)):  # "test" alone, not "eye test"
        return [unknown(0.15, "Looks like gibberish or placeholder text.")]
    first = words[0].lower()
    if first in _NON_TASK_START or (len(words) == 1 and len(first) <= 2):
        return [unknown(0.3, "Not a recognisable request.")]
    params = task_params(text, env.now, env.timezone)
    if "title" not in params:
        return [unknown(0.3, "Not a recognisable request.")]
    if _HOURS_SAID.search(text):  # "shop open from 9 to 5 saturday", "pharmacy shuts at 6": opening hours, news
        cut = _AFTER_HOURS.search(text)
        then = _bare(text[cut.end():], env) if cut else []
        if len(then) == 1 and then[0].intent == "add_task":
            # "pharmacy shuts at 6, grab the prescription": the hours are news, the errand after them the to-do
            return then
        return [unknown(0.3, "Says when a place is open: news, not a to-do.")]
    if _MISSED.match(text):  # "missed the grant deadline", "failed my theory test": news, nothing done nor to do
        return [unknown(0.3, "Says something was missed or failed: news, not a to-do.")]
    if first in TASK_VERBS and SUBJECT_THEN_VERB.match(text):
        # "shop had a slot this mornin", "cook was off sick": the first word is the subject of a sentence, not a
        # verb to do; news, not a to-do
        return [unknown(0.3, f"'{first} {words[1].lower()}' is news about a {first}, not a to-do.")]
    if _BACK_FROM.match(text):  # "back from rounds", "back home now": where the user is, not "back up the files"
        return [unknown(0.3, "Says the user is back from somewhere: news, not a to-do.")]
    if _HOLD_ON.match(text):  # "actually hang on, add …": the speaker's pause before the request
        return [unknown(0.3, "A pause ('hang on'), not a to-do.")]
    if first in TASK_VERBS:
        # Verbs that are also bot commands ("move", "set", "change", "complete") are a weaker guess.
        # Below the dialogue's "Should I add …?" threshold either way: with no "add", "todo" or "I need to",
        # a verb phrase might be a to-do or something said in passing, so it is asked about, never filed silently.
        conf = 0.5 if first in _COMMAND_LIKE_VERBS or (first in _SERVICE_VERBS and _DELIVERY.search(text)) else 0.55
        if first in _SHOPPING_VERB and _RESTOCK.search(text) and (first != "order" or _MORE_OF.match(text)):
            # shopping for the user's own errand: asked about, whatever the learned model (which reads a shop's
            # name as a delivery asked of another assistant) says
            return [Reading("add_task", params, HEDGED_ADD, "Shopping to do, said bare: ask first.", False)]
        return [Reading("add_task", params, conf, f"Starts with the verb '{first}', like a to-do item.", False)]
    # No verb and no list context: a noun phrase is only a task when it names an errand-like thing
    # ("dentist appointment", "milk"), or carries a date and is more than one bare word ("team lunch friday").
    # "purple elephant", "youre awesome" or "fish tuesday" are chatter or gibberish, not to-dos.
    if "when" in params and _DAY_IS.match(params["title"]):
        # "saturday's fully booked", "friday is a nightmare": a day said to be busy, news, not a to-do
        return [unknown(0.3, "Says how a day is: news, not a to-do.")]
    errand = any(w.lower() in TASK_NOUNS for w in words) or bool(_SCHOOL_EVENT.search(text))
    if "when" in params and (errand or len(params["title"].split()) >= 2):
        return [Reading("add_task", params, 0.55, "A thing with a date reads as something to do.", False)]
    if "when" in params and params.get("repeat"):
        # "yoga every sunday 8am": a thing that comes back at its hour is a standing plan: asked about, whatever the
        # learned model (which reads a bare activity as chatter) says
        return [Reading("add_task", params, HEDGED_ADD, "A thing that repeats, named bare: maybe one to list.", False)]
    if len(words) <= 8 and _FAULT.match(text) and not _FAULT_NOT.search(text):
        # asked about, whatever the learned model (which reads a fault told as chatter) says
        return [Reading("add_task", params, HEDGED_ADD, "A thing said to be going wrong: maybe one to fix.", False)]
    if len(words) <= 3 and (_BOOKED_THING.search(text) or _WORK_FOR.match(text)) and not _SAID_OF_IT.search(text):
        # "flu jab", "parents evening", "eye test": a date on the calendar said bare, maybe one to list: asked about,
        # whatever the learned model (which reads bare noun phrases as requests to other assistants) says
        return [Reading("add_task", params, HEDGED_ADD, "An appointment or event named bare: maybe a task.", False)]
    if len(words) <= 6 and _PAPERWORK.search(text) and not _SAID_OF_IT.search(text) and not _JUDGE_IT.match(text):
        # "mum's pension paperwork", "the car tax renewal": forms to deal with, named bare: asked about
        return [Reading("add_task", params, HEDGED_ADD, "Paperwork named bare: maybe one to list.", False)]
    if (_NEW_THING.match(text) or _SOMEONES_JOB.match(text)) and not _SAID_OF_IT.search(text) and "when" not in params:
        # "new wellies", "mrs o'neill's extractor fan": a thing to get or a job to do, named bare: asked about
        return [Reading("add_task", params, HEDGED_ADD, "A thing to get or a job named bare: maybe one to list.",
                        False)]
    if len(words) <= 7 and _THING_FOR.match(text.rstrip(" .!")) and not _SAID_OF_IT.search(text) \
            and "when" not in params and not _ASKED_OF_A_DEVICE.search(text):
        # "lime for the mojitos", "mot for the van", "the gas safety cert for flat 2": a thing and what it is for, a
        # shopping or chore note: asked about, whatever the learned model (which reads such phrases as chatter) says
        return [Reading("add_task", params, HEDGED_ADD, "A thing and what it is for: maybe a note to list.", False)]
    if len(words) <= 6 and errand:
        return [Reading("add_task", params, 0.45, "A short noun phrase naming an errand, probably a task title.",
                        False)]
    if len(words) == 1:
        return [unknown(0.35, "A single word that is not a known command or task.")]
    if len(words) <= 6:
        return [unknown(0.35, "A short phrase with no verb, date or errand word: chatter rather than a task.")]
    return [unknown(0.3, "No command cue in a long message.")]
