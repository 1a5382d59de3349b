"""Resolving how the user pointed at a task ("#3", "the second one", "it", "the grocries one") to a task.

Fuzzy title matching is rapidfuzz's WRatio (typo- and word-order tolerant). A clear winner resolves; a
close race returns the candidates so the validate node can ask; nothing close returns the nearest tasks.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

from rapidfuzz import fuzz, process, utils

from todobot import recurrence
from todobot.tools.words import stem

MATCH_THRESHOLD = 68.0  # below this a title is not a match
CLEAR_WIN_GAP = 12.0  # a winner must beat the runner-up by this much
CLOSEST_SHOWN = 3
CLOSEST_FLOOR = 55.0  # nearer than this, a title is worth offering ("wash the car" → "Wash the dog"); "pilates"
# → "Sign up for yoga class" (49) is not: offering it only turns a plain "couldn't find" into a question
OFFERED_FLOOR = 30.0  # answering "which one?", the tasks just offered stay the choice unless nothing is near
# Words that carry no identity: "the plants" must not match "call the dentist" through "the".
# Nor do pronouns: "tick off asking him" names "Ask vik to …", not "Get him new goggles" through "him".
STOPWORDS = frozenset({"a", "an", "the", "my", "our", "your", "to", "of", "for", "on", "in", "at", "from", "and", "or",
                       "with", "about", "him", "her", "them", "his", "their"})


# Words that point back at the task just talked about ("ordered them", "booked it")
_POINTS_BACK = re.compile(r"\b(?:it|them|that|this|those|these)\b", re.IGNORECASE)


def normalise(text: str) -> str:
    """Lower-cased, punctuation-free words without stopwords (all words if nothing else is left)."""
    words = utils.default_process(text).split()
    kept = [w for w in words if w not in STOPWORDS]
    return " ".join(kept or words)


def stems(text: str) -> set[str]:
    """The stems of a title's or a reference's identifying words ("ciara's present": ciara, present)."""
    words = {stem(w) for w in normalise(re.sub(r"['’]s\b", "", text)).split()}
    # "Wi-Fi", "e-mail": a hyphenated word is also said as one ("wifi")
    return words | {stem(w.replace("-", "").lower()) for w in re.findall(r"\w+(?:-\w+)+", text)}


def title_stems_of(title: str) -> set[str]:
    """A title's stems, and each two words of it said as one ("Pick up athai": "pickup", "Check in": "checkin")."""
    words = normalise(re.sub(r"['’]s\b", "", title)).split()
    return stems(title) | {stem(a + b) for a, b in itertools.pairwise(words)}


def _object_stems(title: str) -> set[str]:
    """The stems of a title's words after its first (its verb): "Order KT tape": kt, tape."""
    words = normalise(re.sub(r"['’]s\b", "", title)).split()
    return {stem(w) for w in words[1:]}


def _said_in(said: set[str], title: set[str]) -> set[str]:
    """The words said that the title has: the same stem, or a short form of its word ("prep" of "prepare")."""
    return {w for w in said if w in title or (len(w) >= 4 and any(t.startswith(w) for t in title))}


def _best_worded(said: set[str], contenders: list[dict[str, Any]],
                 title_stems: dict[str, set[str]]) -> list[dict[str, Any]]:
    """Of titles near the words said, the one that has the most of them ("ciara's present": "Buy ciara a present",
    not "Sort out Ciara's 40th party"); on a tie, the one title made only of words said ("the CD register check":
    "Check the CD register", not "… balances"). All of them when still tied: the user is asked."""
    had = {t["id"]: len(_said_in(said, title_stems[t["id"]])) for t in contenders}
    most = max(had.values(), default=0)
    best = [t for t in contenders if had[t["id"]] == most] if most else contenders
    if len(best) > 1:
        whole = [t for t in best if not stems(t["title"]) - said]
        best = whole if len(whole) == 1 else best
    return best


def names_other_thing(words: str, title: str) -> bool:
    """Whether a few words said name another thing than the title found for them: two or more words of their own
    that the title lacks, more than it shares ("van insurance renewal" is not "Van NCT"). The bar for news that may
    be about a new task rather than one on the list; a longer, looser description ("turkeys are p1 and need doing")
    is left to the fuzzy match."""
    if len(words.split()) > 4:
        return False
    said, joined = stems(words), "".join(normalise(title).split())
    had = _said_in(said, stems(title)) | {w for w in said if len(w) >= 4 and w in joined}  # "pickup": "Pick up …"
    own = [w for w in said - had if len(w) >= 4]
    return len(own) >= 2 and len(own) > len(had)


@dataclass
class Resolution:
    task: dict[str, Any] | None = None
    candidates: list[dict[str, Any]] = field(default_factory=list)
    closest: list[dict[str, Any]] = field(default_factory=list)  # set when nothing matched

    @property
    def resolved(self) -> bool:
        return self.task is not None


def _by_id(tasks: list[dict[str, Any]], task_id: str | None) -> dict[str, Any] | None:
    return next((t for t in tasks if t["id"] == task_id), None)


def _fuzzy(words: str, pool: list[dict[str, Any]], prefer_status: str | None,
           closest_floor: float = CLOSEST_FLOOR, verb: str | None = None) -> Resolution:
    wanted = normalise(words)
    exact = [t for t in pool if normalise(t["title"]) == wanted]
    if len(exact) == 1:
        return Resolution(task=exact[0])
    said = stems(words)
    title_stems = {t["id"]: title_stems_of(t["title"]) for t in pool}
    whole = [t for t in pool if said <= title_stems[t["id"]]]
    if len(whole) == 1:  # "the packing one": the one title with every word said, in any form
        return Resolution(task=whole[0])
    phrased = _phrase_named(words, whole)
    if phrased is not None:  # "the flight to houston": "Flight to Houston (AICM)", not "Return flight from Houston"
        return Resolution(task=phrased)
    # "bought KT tape at the chemist": "Order KT tape" — every word of the title but its verb said (a longer title
    # that only shares "tape" is another thing); an open one first
    objects = [t for t in pool if len(_object_stems(t["title"])) >= 2 and _object_stems(t["title"]) <= said]
    if prefer_status and any(t["status"] == prefer_status for t in objects):
        objects = [t for t in objects if t["status"] == prefer_status]
    if len(objects) == 1:
        return Resolution(task=objects[0])
    scored = process.extract(
        words, [t["title"] for t in pool], scorer=fuzz.WRatio, processor=normalise, limit=None
    )
    ranked = sorted(((score, pool[index]) for _, score, index in scored), key=lambda pair: -pair[0])
    matches = [(score, task) for score, task in ranked if score >= MATCH_THRESHOLD]
    if prefer_status and any(t["status"] == prefer_status for _, t in matches):
        matches = [(score, task) for score, task in matches if task["status"] == prefer_status]
    elif prefer_status and matches:
        # "tap arrived at the shop, done" when "Call the shop" is already done: the open task with as many of the
        # words said ("Check bathroom tap arrived"), though its title is nearer in spelling to none of them
        had = max(len(_said_in(said, title_stems[t["id"]])) for _, t in matches)
        other = [t for t in pool if t["status"] == prefer_status
                 and len(_said_in(said, title_stems[t["id"]])) >= max(2, had)]
        if len(other) == 1:
            return Resolution(task=other[0])
    if not matches:
        reported = _reported(words, pool, verb=verb, least=2) if verb else []
        if len(reported) == 1:  # "restocked the bag at the station": "Restock the drug bag", by its words
            return Resolution(task=reported[0])
        if len(reported) > 1:
            return Resolution(candidates=reported)
        doing = _doing(verb, pool) if verb else []
        if len(doing) > 1:  # "called back the customer" of "Call back Dave …" and "Call back Linda …": which is asked
            return Resolution(candidates=doing)
        return Resolution(closest=[task for score, task in ranked[:CLOSEST_SHOWN] if score >= closest_floor])
    best = matches[0][0]
    contenders = [task for score, task in matches if best - score < CLEAR_WIN_GAP]
    if len(contenders) > 1:
        # "the gas bill" among "Pay the gas bill" and "Pay the water bill": the one title with every word said.
        whole = [t for t in contenders if said <= title_stems[t["id"]]]
        contenders = whole if len(whole) == 1 else contenders
    if len(contenders) > 1:
        contenders = _best_worded(said, contenders, title_stems)
    if len(contenders) > 1:  # "the translator": "Find a certified translator", not "Translate bank statements"
        phrased = _phrase_named(words, contenders)
        contenders = [phrased] if phrased is not None else contenders
    if len(contenders) > 1 and verb:  # "i told the landlord": "Tell the landlord", not "Call the landlord"
        doing = [t for t in contenders if verb in utils.default_process(t["title"]).split()]
        contenders = doing if len(doing) == 1 else contenders
    if len(contenders) == 1:
        return Resolution(task=contenders[0])
    return Resolution(candidates=contenders)


# Words before a task's name that are no part of it ("the", "my", "that")
_LEADING = re.compile(r"^(?:(?:the|a|an|my|our|that|this|those|these)\s+)+")


def _phrase_named(words: str, contenders: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The one of `contenders` whose title has the words said as they were said, whole words in that order ("the
    flight to houston": "Flight to Houston (AICM)", not "Return flight from Houston"; "the translator": "Find a
    certified translator", not "Translate bank statements"). None otherwise (several titles have them: asked)."""
    said = _LEADING.sub("", utils.default_process(words))
    if not said or len(contenders) < 2:
        return None
    phrase = re.compile(rf"(?:^|\s){re.escape(said)}(?:\s|$)")
    titles = {t["id"]: utils.default_process(t["title"]) for t in contenders}
    having = [t for t in contenders if phrase.search(titles[t["id"]])]
    return having[0] if len(having) == 1 else None


# A day or time said as whose the thing is ("today's", "this week's", "tonight's", "monday's"): when, not a name
_WHEN_OWNED = re.compile(r"^(?:(?:this|next|last)\s+)?(?:today|tonight|tonite|tomorrow|tmrw|yesterday|morning|arvo|"
                         r"afternoon|evening|week|weekend|month|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|"
                         r"thursday|friday|saturday|sunday)['’]s\s+", re.IGNORECASE)


# Words said around a task's name that are no part of it ("cng also done now", "bins as well", "gutters though")
_CHATTER = frozenset({"also", "as", "now", "though", "tho", "too", "then", "just", "actually", "anyway", "already",
                      "aswell", "well", "btw", "lol", "pls", "please", "really", "finally", "yet", "still"})


def resolve_reference(
    ref: dict[str, Any],
    tasks: list[dict[str, Any]],
    *,
    last_listed: list[dict[str, Any]] | None = None,
    last_task: dict[str, Any] | None = None,
    candidates: list[dict[str, Any]] | None = None,
    prefer_status: str | None = None,
) -> Resolution:
    """Find the task `ref` points at among the user's current `tasks`.

    `candidates` (the list of a pending "which one?" question) narrows ordinals and title words;
    otherwise ordinals count in the list last shown, and "it" is the task last talked about, unless the news
    said before it (`said`) clearly names another ("lab rang back about the bloods so thats done"). "The other
    one" is the task most like the one just meant (the ref's value, else the last task), but not it.
    `prefer_status` breaks a tie between title matches ("pending" when completing a task).
    """
    kind, value = ref.get("kind"), ref.get("value")
    pool = [t for t in (_by_id(tasks, c["id"]) for c in candidates or []) if t] or tasks
    if kind == "number":
        number = int(value)  # type: ignore[arg-type]
        found = next((t for t in tasks if t["number"] == number), None)
        if candidates and not any(c["number"] == number for c in candidates) and 1 <= number <= len(candidates):
            found = _by_id(tasks, candidates[number - 1]["id"])  # "2" answering a list of #3, #5: its position
        return Resolution(task=found) if found else Resolution(closest=[])
    if kind == "uuid":
        found = _by_id(tasks, str(value))
        return Resolution(task=found) if found else Resolution(closest=[])
    if kind == "ordinal":
        shown = candidates or last_listed or tasks
        index = int(value) if value is not None else 1
        position = index - 1 if index > 0 else len(shown) + index
        if 0 <= position < len(shown):
            found = _by_id(tasks, shown[position]["id"])
            if found:
                return Resolution(task=found)
        return Resolution(closest=[])
    if kind == "pronoun":
        named = _fuzzy(str(ref["said"]), pool, prefer_status) if ref.get("said") else None
        if named and named.task:  # "payroll's run, tick it": the news before "it" names the task
            tied = _as_well_named(str(ref["said"]), named.task, pool, prefer_status)
            if len(tied) > 1:  # "quote's away, tick it" with two quotes: the user is asked, unless one is in focus
                focus = _by_id(tied, (last_task or {}).get("id"))
                return Resolution(task=focus) if focus else Resolution(candidates=tied)
            return named
        nearest = _named_nearest(str(ref.get("news") or ""), pool)
        if len(nearest) > 1:  # "ok invoices. push it" of two invoice tasks: the one in focus, else which is asked
            focus = _by_id(nearest, (last_task or {}).get("id"))
            return Resolution(task=focus) if focus else Resolution(candidates=nearest)
        distinct = named_distinctly(" ".join(str(ref.get(k) or "") for k in ("news", "said")), pool,
                                    done=prefer_status == "completed")
        found = _named_in_news(str(ref.get("said") or ""), pool) or (nearest[0] if nearest else None) \
            or _named_in_news(str(ref.get("news") or ""), pool) \
            or (distinct[0] if len(distinct) == 1 and ref.get("news") else None) \
            or _by_id(tasks, (last_task or {}).get("id"))
        # ("wednesday. inspection went fine!! tick it. …": the one task a word of the news names beats the one in
        # focus)
        if found:
            return Resolution(task=found)
        if len(distinct) == 1:  # "been round all the hives this morning, all quiet. tick that off": the one task a
            return Resolution(task=distinct[0])  # word of the news names (a done one for "mark it not done")
        reported = _reported(str(ref.get("said") or ""), pool)  # "hoggets got done sat, tick it": the one task with
        if len(reported) == 1:  # a word of the news, when no task was talked about
            return Resolution(task=reported[0])
        return Resolution(candidates=pool if candidates else [])
    if kind == "title" and value:
        verb = ref.get("verb")  # the verb said with the words ("i told the landlord"): breaks a tie
        if not candidates:
            found = _fuzzy(str(value), pool, prefer_status, verb=verb)
            owned = _WHEN_OWNED.match(str(value))
            if owned and not found.task and not found.candidates and str(value)[owned.end():].strip():
                # "today's assembly", "this week's laundry", "tuesday's bin run": a day said as whose it is, no name
                return resolve_reference({**ref, "value": str(value)[owned.end():].strip()}, tasks,
                                         last_listed=last_listed, last_task=last_task, prefer_status=prefer_status)
            talked_about = _by_id(pool, (last_task or {}).get("id"))
            if not found.task and talked_about and _POINTS_BACK.search(str(value)) \
                    and stems(str(value)) <= stems(talked_about["title"]):  # "booked them": the task just talked about
                return Resolution(task=talked_about)
            focus = _by_id(found.candidates, (last_task or {}).get("id"))
            same = len({normalise(t["title"]) for t in found.candidates}) == 1
            if focus and (same or _POINTS_BACK.search(str(value))):  # "remind me an hour before that lesson" with
                # two lessons of the same title, one just edited; "ordered them, done" of two orders: that one
                return Resolution(task=focus)
            if len(found.candidates) > 1:  # "monday night shift done" of three night shifts: the one due monday
                return _day_said(str(value), found.candidates) or _time_said(str(value), found.candidates) or found
            kept = " ".join(w for w in str(value).split() if w.lower() not in _CHATTER)
            if not found.task and not found.candidates and kept and kept != str(value):
                # "cng also", "the gutters though": a chatter word never makes the words find nothing
                again = resolve_reference({**ref, "value": kept}, tasks, last_listed=last_listed, last_task=last_task,
                                          prefer_status=prefer_status)
                if again.task or again.candidates:
                    return again
            if not found.task and not found.candidates and verb and _NO_THING_NAMED.match(str(value)):
                # "paid him already this week", "paid decembers early at the bank": no thing named after the verb,
                # so the task it is the verb of — the one talked about, else the only one
                doing = _doing(str(verb), pool)
                focus = _by_id(doing, (last_task or {}).get("id"))
                if focus or len(doing) == 1:
                    return Resolution(task=focus or doing[0])
            # "delete the 3pm one tmrw": no title says it, the one due at that time
            return found if found.task or found.candidates else (
                _by_weekday(str(value), pool) or _time_said(str(value), pool) or found)
        among_offered = _fuzzy(str(value), pool, prefer_status, closest_floor=OFFERED_FLOOR, verb=verb)
        if len(among_offered.candidates) > 1:
            return _day_said(str(value), among_offered.candidates) or among_offered
        if among_offered.task:
            return among_offered
        on_day = _day_said(str(value), pool)  # "the monday one" answering which of three night shifts
        if on_day is not None or among_offered.candidates:
            return on_day or among_offered
        # Not one of the tasks offered ("I've finished the quarterly report" while asked about two
        # bills): a request about another task, so look among all of them; failing that, offer the same again.
        found = _fuzzy(str(value), tasks, prefer_status, verb=verb)
        return found if found.task or found.candidates else among_offered
    if kind == "other":
        meant_id = str(value or (last_task or {}).get("id") or "")
        shown = [t for t in (_by_id(tasks, s["id"]) for s in last_listed or [] if s["id"] != meant_id) if t]
        if len(shown) == 1 and len(shown) < len(last_listed or []):
            # "which one? #2 or #3" "#2" … "no, the other one": the other of the two just offered
            return Resolution(task=shown[0])
        return _other(meant_id, tasks, pool, prefer_status)
    return Resolution()


# Words after a done verb that name no thing: a person said as "him"/"them", or when ("decembers", "this week's")
_NO_THING_NAMED = re.compile(r"^(?:him|her|them|it|that|this|those|these|em|'em|everyone|everybody|"
                             r"(?:jan|feb|march|april|may|june|july|aug|sept|oct|nov|dec)[a-z]*['’]?s|"
                             r"(?:this|last|next)\s+(?:week|month|year)['’]?s?|today['’]?s|yesterday['’]?s)\b",
                             re.IGNORECASE)


def _as_well_named(said: str, found: dict[str, Any], pool: list[dict[str, Any]],
                   prefer_status: str | None) -> list[dict[str, Any]]:
    """The tasks whose titles have as many of the news's words as the one found (news words match titles only
    loosely): "quote's away" names "Quote for the Byres Road flat" no more than "Quote for Mrs Duffy"."""
    words = stems(said)
    had = {t["id"]: len(_said_in(words, stems(t["title"]))) for t in pool}
    if not had.get(found["id"]):
        return [found]
    tied = [t for t in pool if had[t["id"]] == had[found["id"]]]
    preferred = [t for t in tied if t.get("status") == prefer_status]
    return preferred if prefer_status and found in preferred else tied


def best_named_by(text: str, candidates: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The one of `candidates` (all matching the words read as the task's name) whose title has the most of the
    whole message's words: "called the fishmonger, they'll send a credit note, done" of "Order fish from the
    fishmonger" and "Call fishmonger re credit note". None when still tied."""
    said = stems(text) - _NAMES_NOTHING
    title_stems = {t["id"]: title_stems_of(t["title"]) for t in candidates}
    best = _best_worded(said, candidates, title_stems) if len(candidates) > 1 else []
    return best[0] if len(best) == 1 else None


def named_in_news(said: str, pool: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every open task whose title has two or more of the words of the news ("reza dropped the hamper stuff and the
    couch and treadmill went out": the hamper task and the couch one)."""
    words = stems(said) if said else set()
    return [t for t in pool if t.get("status") != "completed" and len(_said_in(words, stems(t["title"]))) >= 2]


# A word of a report that says something happened ("dropped", "paid"): it names a task only as the task's own verb
_REPORTED_VERB = re.compile(r"^(?:[a-z]{3,}ed|paid|bought|sent|wrote|fed|took|gave|made|rang|did|brought|got|told|sold|"
                            r"found|kept|built|done|gone|went|put|set|cut|run|ran)$")


def _report_words(said: str) -> list[tuple[str, bool]]:
    """Each word of a report with its stem, and whether it is said as what happened (a past tense)."""
    from todobot.understanding.rules.lexicon import IRREGULAR_PAST  # the rules import this module

    out = []
    for word in normalise(re.sub(r"['’]s\b", "", said)).split():
        past = bool(_REPORTED_VERB.match(word))
        out.append((stem(IRREGULAR_PAST.get(word, word)), past))
    return out


# Words of a report that name no task: how it went, and when ("hoggets got done sat")
_NAMES_NOTHING = frozenset({
    "got", "get", "done", "do", "did", "went", "go", "gone", "been", "it", "that", "this", "is", "are", "was", "were",
    "just", "already", "finally", "also", "early", "late", "now", "today", "yesterday", "tonight", "earlier", "last",
    "night", "morning", "arvo", "afternoon", "evening", "week", "forgot", "tick", "mark", "off", "so", "ok", "and",
    "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "monday", "tuesday", "wednesday",
    "thursday", "friday", "saturday", "sunday", "he", "she", "they", "we", "i", "me", "us", "up", "out"})


def _reported(said: str, pool: list[dict[str, Any]], verb: str | None = None, least: int = 1) -> list[dict[str, Any]]:
    """The open tasks a done-report names by its content words, best first tied: a thing said names a task having
    that word anywhere; a past tense ("restocked", "paid") only a task that it is the verb of, its first word ("dropped
    him home" is not "Eye drops"), and so does the `verb` read with it. Two words shared beat one; words like "got" or
    "done" name nothing. At least `least` words, and half of those said, must be the task's."""
    said_words = [(w, past) for w, past in ([(stem(verb), True)] if verb else []) + _report_words(said)
                  if w not in _NAMES_NOTHING]
    had: dict[str, int] = {}
    for task in pool:
        if task.get("status") == "completed":
            continue
        title = [stem(w) for w in normalise(re.sub(r"['’]s\b", "", task["title"])).split()]
        count = sum(1 for w, past in said_words if (title[:1] == [w] if past else w in title))
        if count >= least and 2 * count >= len(said_words):  # ("printed the bank statement" is not "Call the bank")
            had[task["id"]] = count
    most = max(had.values(), default=0)
    return [t for t in pool if most and had.get(t["id"]) == most]


def _doing(verb: str, pool: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The open tasks whose title starts with the verb said ("called back the customer": "Call back Dave about the
    Tacoma", "Call back Linda about the Civic"), when the rest of the words name none of them."""
    from todobot.understanding.rules.lexicon import IRREGULAR_PAST  # the rules import this module

    said = stem(IRREGULAR_PAST.get(verb.lower(), verb.lower()))
    return [t for t in pool if t.get("status") != "completed"
            and [stem(w) for w in normalise(t["title"]).split()[:1]] == [said]]


def _named_in_news(said: str, pool: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The one open task whose title has two or more of the words said before "so tick that off" ("kasia said yes
    to the swap": "Ask kasia to swap her shift"), else None, and "that" is the task talked about."""
    named = named_in_news(said, pool)
    if len(named) > 1:  # "the practice lesson on wednesday": of two lessons, the one due on a wednesday
        on_day = _by_weekday(next((w for w in said.split() if _by_weekday(w, named)), ""), named)
        named = [on_day.task] if on_day and on_day.task else named
    return named[0] if len(named) == 1 else None


# Where one piece of a message ends and the next begins: "ok laptop. dell guy called, … push it"
_PIECE_CUT = re.compile(r"\s*[,.;!?:]+\s+|\s+(?:-|–|—)\s+|\s+(?:so|and|but|coz|cause|because)\s+", re.IGNORECASE)
# A piece that only sets the scene, naming no task ("ok", "also", "btw")
_NO_TOPIC = frozenset({"ok", "okay", "also", "btw", "right", "so", "and", "oh", "arre", "achha", "acha", "hmm", "um",
                       "yeah", "yes", "no", "fyi", "one", "thing", "re", "about", "regarding"})


def _named_nearest(news: str, pool: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The task the message names nearest before its request on "it", when nothing clearly names one in the whole
    news: walking back piece by piece, the first piece naming a task names it: by two or more words of its title
    ("repair of the dell laptop") or as a topic of a word or three all of one title ("ok laptop.", "invitations -",
    "the beam calc -"). All it names when the nearest naming piece names two; none when no piece names a task: "it"
    is then the task talked about."""
    if not news:
        return []
    open_pool = [t for t in pool if t.get("status") != "completed"]
    for piece in reversed([p for p in _PIECE_CUT.split(news) if p and p.strip()]):
        named = named_in_news(piece, open_pool)
        words = stems(piece) - _NO_TOPIC - _NAMES_NOTHING
        if not named and 1 <= len(normalise(piece).split()) <= 4 and words and all(len(w) >= 3 for w in words):
            named = [t for t in open_pool if words <= title_stems_of(t["title"])]
        if named:
            return named
    return []


def _day_said(words: str, contenders: list[dict[str, Any]]) -> Resolution | None:
    """The one of `contenders` due on (or repeating on) a weekday said with the words, when no title says that day:
    "monday night shift" or "the monday one" of three night shifts is the one due on Monday; None otherwise."""
    titled = set().union(*(stems(t["title"]) for t in contenders)) if contenders else set()
    for word in re.findall(r"[a-z']+", words.lower()):
        if stem(word) in titled or word in titled:
            continue
        found = _by_weekday(word, contenders)
        if found is not None and found.task is not None:
            return found
    return None


# "hockey at 6", "the 6am hockey", "the 7:30 one": a time of day said with the words
_TIME_SAID = re.compile(r"\bat\s+(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>[ap]\.?m\b\.?)?"
                        r"|\b(?P<h2>\d{1,2})(?::(?P<m2>\d\d))?\s*(?P<ap2>[ap]\.?m)\b|\b(?P<h3>\d{1,2}):(?P<m3>\d\d)\b"
                       r"|\b(?P<h4>\d{1,2})\s*o'?\s?clock\b",
                        re.IGNORECASE)


def _time_said(words: str, contenders: list[dict[str, Any]]) -> Resolution | None:
    """The one of `contenders` due at a time of day said with the words, when no title says it: "hockey at 6 done"
    of the 6am practice and the 9pm bag packing is the practice; None otherwise."""
    clocks = clocks_said(words)
    if not clocks:
        return None
    at = [t for t in contenders if _due_clock(t.get("due"), t.get("due_zone")) in clocks]
    return Resolution(task=at[0]) if len(at) == 1 else None


def clocks_said(words: str) -> set[tuple[int, int]]:
    """The hours and minutes a time of day said with the words can be ("the 3:30 one": 3:30 and 15:30); none said:
    empty."""
    said = _TIME_SAID.search(words)
    if said is None:
        return set()
    hour = int(said.group("h") or said.group("h2") or said.group("h3") or said.group("h4"))
    minute = int(said.group("m") or said.group("m2") or said.group("m3") or 0)
    half = (said.group("ap") or said.group("ap2") or "").lower()[:1]
    if hour > 23 or minute > 59 or (half and not 1 <= hour <= 12):
        return set()
    hours = {hour % 12 + (12 if half == "p" else 0)} if half else {hour, (hour + 12) % 24}
    return {(h, minute) for h in hours}


def _due_clock(due: str | None, zone: str | None = None) -> tuple[int, int] | None:
    """The hour and minute a task is due, in the zone of its due; None for a due with no time."""
    if not due or "T" not in str(due):
        return None
    try:
        when = datetime.fromisoformat(str(due))
        if when.tzinfo is not None and zone:
            when = when.astimezone(ZoneInfo(zone))
        return when.hour, when.minute
    except (ValueError, KeyError):
        return None


def _by_weekday(words: str, pool: list[dict[str, Any]]) -> Resolution | None:
    """"the thursday one", when no title says thursday: the task due on a Thursday or repeating on Thursdays."""
    said = words.strip().lower().removesuffix("s").removesuffix("'")
    day = next((i for i, name in enumerate(recurrence.DAY_NAMES) if len(said) >= 3 and name.startswith(said)), None)
    if day is None:
        return None
    on_day = [t for t in pool if day in _repeat_weekdays(t.get("repeat"))
              or _due_weekday(t.get("due"), t.get("due_zone")) == day]
    if len(on_day) == 1:
        return Resolution(task=on_day[0])
    return Resolution(candidates=on_day) if on_day else None


def _repeat_weekdays(repeat: str | None) -> set[int]:
    """The weekdays a task's RRULE lands on (0 = Monday); none for no repeat or one the rules can't read."""
    try:
        return {day for _, day in recurrence.parse(repeat).byday} if repeat else set()
    except recurrence.RepeatError:
        return set()


def _due_weekday(due: str | None, zone: str | None = None) -> int | None:
    """The weekday a task is due, in the zone of its due when it has a time (a 7am Monday due in Auckland is a
    Sunday in UTC)."""
    if not due:
        return None
    try:
        when = datetime.fromisoformat(str(due)) if "T" in str(due) else None
        if when is not None and when.tzinfo is not None and zone:
            return when.astimezone(ZoneInfo(zone)).weekday()
        return date.fromisoformat(str(due)[:10]).weekday()
    except (ValueError, KeyError):
        return None


def _other(meant_id: str, tasks: list[dict[str, Any]], pool: list[dict[str, Any]], prefer: str | None) -> Resolution:
    """Not the task just meant, but the one most like it (the runner-up of the same words)."""
    meant = _by_id(tasks, meant_id)
    others = [t for t in pool if t["id"] != meant_id]
    if len(others) == 1:
        return Resolution(task=others[0])
    if meant is None:
        return Resolution(candidates=others[:CLOSEST_SHOWN])
    found = _fuzzy(meant["title"], others, prefer)
    if found.task is None and not found.candidates:
        # "wrong one" with no task named like it: which of the rest was meant is asked, not guessed
        rest = [t for t in tasks if t["id"] != meant_id and (prefer is None or t.get("status") == prefer)]
        if rest:
            return Resolution(task=rest[0]) if len(rest) == 1 else Resolution(candidates=rest[:CLOSEST_SHOWN])
        return Resolution(closest=found.closest)
    return found


# Words too common to name a task by themselves, whatever the user's titles say ("done at the pump near home",
# "advance paid", "got the receipt"): a done-report never ticks a task through one of these alone
_COMMON = frozenset({
    "home", "house", "work", "office", "receipt", "advance", "paid", "pay", "money", "near", "only", "new", "old",
    "good", "bad", "fun", "all", "both", "one", "two", "too", "also", "thing", "stuff", "things", "call", "get", "buy",
    "make", "take", "give", "send", "check", "book", "finish", "final", "time", "day", "next", "this", "week", "month",
    "year", "morning", "evening", "night", "today", "tomorrow", "tonight", "not", "but", "then", "there", "here",
    "with", "for", "from", "was", "had", "has", "have", "won", "lost", "went", "came", "back", "left", "right",
    "yes", "no", "ok", "okay", "mark", "tick", "done", "complete", "sir", "mr", "mrs", "ms", "dr", "at", "by", "up"})


def _distinct_words(title: str) -> set[str]:
    """A title's words that can name it on their own: its stems, minus filler, report words and common words."""
    skip = _NAMES_NOTHING | _COMMON
    return {w for w in stems(title) if len(w) >= 3 and not w.isdigit() and w not in skip}


def named_distinctly(text: str, pool: list[dict[str, Any]], done: bool = False) -> list[dict[str, Any]]:
    """The open tasks a message names by a word only its title has among the user's tasks ("PMC submission done at
    ward office": "Submit revised drawings and NOC papers at PMC ward office"; "caterer finalised … and gym done":
    "Engagement caterer finalise" and "Gym"), in the order the message names them. A word several titles share
    ("car", "engagement") names none of them, nor does a common word ("home", "advance", "receipt"): the rarer a
    word among the user's titles, the more it says which task is meant (an IDF over the user's own titles).
    `done`: the done tasks it names instead (what "mark it not done" can reopen)."""
    said = _report_words(text)  # a past tense names a task only as its verb ("dropped him home" is not "Eye drops")
    words = {t["id"]: _distinct_words(t["title"]) for t in pool}
    verbs = {t["id"]: set(stems(t["title"].split()[0])) if t["title"].split() else set() for t in pool}
    counts: dict[str, int] = {}
    for title_words in words.values():
        for w in title_words:
            counts[w] = counts.get(w, 0) + 1
    first: dict[str, int] = {}
    for task in pool:
        if (task.get("status") == "completed") != done:
            continue
        at = [i for i, (w, past) in enumerate(said)
              if w in words[task["id"]] and counts[w] == 1 and (not past or w in verbs[task["id"]])]
        if at and any(not said[i][1] for i in at):  # its verb alone ("fixed the sensor": "Fix the torch") names none
            first[task["id"]] = min(at)
    return sorted((t for t in pool if t["id"] in first), key=lambda t: first[t["id"]])
