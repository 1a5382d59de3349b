"""Rules and the learned model together: the rules where they are precise, the model for paraphrase and for
turning down what TodoBot does not do.

The rules read commands exactly (titles, dates, references, compound requests, corrections, conversation
acts), but their bare-phrase fallback turns anything verb-shaped into a new task ("check my bank balance")
and they miss paraphrases ("put wash the car to my to do list"). The learned model
(`todobot.understanding.learned`) tells task intents, out-of-scope requests and conversation apart from
crowd-sourced phrasing, but extracts nothing. So:

- untouched: conversation acts the rules read (yes/no/cancel/undo/help/…), corrections, answers to a pending
  question (`context`), and readings of more than one step — the rules' structure is what matters there —
  except a new task with the reminder its own date made ("tune into the joe rogan show in ten minutes",
  `dated_add`), which is one weak add like any other;
- (a) the rules say add_task, but the model is sure (probability ≥ `add_override`) it is something else and
  the rules were not sure themselves (confidence < `add_rules_max`, i.e. not an explicit "add …"): nothing is
  added — it becomes out_of_scope, or the model's task intent when the rules can read that intent from a
  rewording (`reread`), else unknown (the dialogue asks what was meant). A weak add is dropped too when the
  model is unsure what the message is but gives a new task (or reminder) less than `add_floor`: "check my
  bank balance" (a done-report? out of scope?) is no task;
- (b) the rules found no task (unknown, or out_of_scope by a weak guess: confidence < `task_rules_max`) but
  the model is sure of a task intent (≥ `task_override`): that intent, when `reread` can fill its slots; else
  the rules' reading stays, with the lower confidence the calibration gives a disagreement;
- (a') the rules read another task intent from a weak cue (confidence < `other_rules_max`: "change the lights
  to blue" as an edit, "did I get an email" as a done-report) and the model is sure (≥ `other_override`) it
  is out of scope: out_of_scope;
- (e) the rules did not understand a request of a few words that the model is sure (≥ `unknown_override`) is
  out of scope ("what's on at the cinema tonight"): out_of_scope, so the reply declines it instead of asking what
  was meant;
- (d) a new task read only from a weak cue that the model thinks more likely not a task keeps its reading
  with a confidence below the dialogue's threshold, so the user is asked "Should I add …?" first;
- (c) one confidence for the result, a not-understood reading included: a logistic regression over `features`
  (rules confidence, the model's probability of the reading, its probability of something else, switched, a
  task, unknown), fitted on out-of-fold predictions (`todobot.understanding.learned.evaluate`) to whether the
  reading is exactly right, so it estimates that probability (at most `MAX_CONFIDENCE`), and `auto` mode sends
  exactly the messages below its threshold to Gemini — an out-of-scope request only "not understood" among them.

Every threshold and weight is fitted by `todobot train` and stored in the model artefact (`CombinerParams`).
"""

from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass
from datetime import datetime

from todobot.understanding.model import ACTS, TASK_INTENT_NAMES, ConversationContext, Understanding
from todobot.understanding.rules import understand_rules
from todobot.understanding.rules.intents import HEDGED_ADD
from todobot.understanding.rules.lexicon import OUT_OF
from todobot.understanding.rules.params import list_status

CONVERSATION_ACTS = frozenset(ACTS) - {"out_of_scope"}
X = re.IGNORECASE


@dataclass(frozen=True)
class CombinerParams:
    """What `combine` needs; fitted out-of-fold by training and stored in the model artefact."""

    add_override: float = 0.7
    add_rules_max: float = 0.9
    add_floor: float = 0.0  # below this P(add_task or schedule_reminder), a weak add is dropped even when unsure
    task_override: float = 0.7
    task_rules_max: float = 0.9
    other_override: float = 0.9
    other_rules_max: float = 0.5
    unknown_override: float = 0.9
    unknown_rules_max: float = 1.01
    # bias, then one weight per `features` entry
    weights: tuple[float, ...] = (-2.0, 1.0, 3.0, -2.0, -0.5, 0.0, -1.0)

    def to_dict(self) -> dict[str, object]:
        return {**asdict(self), "weights": list(self.weights)}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> CombinerParams:
        return cls(**{**data, "weights": tuple(data["weights"])})  # type: ignore[arg-type]


def model_class(u: Understanding) -> str:
    """The learned model's class for a reading: its task intent, out_of_scope, or conversation."""
    first = u.steps[0] if u.steps else u
    if first.intent in TASK_INTENT_NAMES:
        return first.intent
    return "out_of_scope" if first.act == "out_of_scope" else "conversation"


def _unmodelled(u: Understanding, probs: dict[str, float]) -> bool:
    """A reading of an intent the model was never trained on (set_timezone, …): the model can't weigh it, so the
    rules' reading and confidence stand."""
    return model_class(u) not in probs


def _classes(u: Understanding) -> set[str]:
    """Every class a reading covers: "remind me to X at 5" is add_task and schedule_reminder."""
    return {model_class(u)} | {s.intent for s in u.steps if s.intent in TASK_INTENT_NAMES}


_LEAD = re.compile(r"^(?:(?:hey|hi|ok|okay)\s+)?(?:olly|google|siri|alexa|computer)\b[,\s]*"
                   r"|^(?:please|pls|kindly|can\s+you|could\s+you|would\s+you|will\s+you|i\s+want\s+(?:you\s+)?to|"
                   r"i'?d\s+like\s+(?:you\s+)?to|i\s+need\s+(?:you\s+)?to|go\s+ahead\s+and|just)\b[,\s]*", X)
_LIST = r"(?:(?:my|the|a|this|that)\s+)?(?:[\w'-]+\s+){0,3}?(?:to[\s-]*do\s+list|list|to[\s-]*dos?|tasks?)"
_INTO_LIST = re.compile(rf"\s*\b(?:to|on|onto|in|into|for)\s+{_LIST}\b", X)
_FROM_LIST = re.compile(rf"\s*\b(?:from|off|of|on|in)\s+{_LIST}\b", X)
_LEAD_LIST = re.compile(rf"^(?:on|in|to|from)\s+{_LIST}\b[,\s]*", X)
_VERBS = {
    "add_task": re.compile(r"^(?:add|put|include|insert|place|write(?:\s+down)?|jot(?:\s+down)?|note(?:\s+down)?|"
                           r"enter|append)\b\s*", X),
    "delete_task": re.compile(r"^(?:delete|remove|erase|drop|take(?:\s+off)?|scratch|cancel|get\s+rid\s+of|clear)\b\s*",
                              X),
    "complete_task": re.compile(r"^(?:cross(?:\s+(?:out|off))?|check(?:\s+off)?|tick(?:\s+off)?|mark|finish(?:ed)?|"
                                r"complete)\b\s*", X),
    "reopen_task": re.compile(r"^(?:reopen|uncheck|untick|restore)\b\s*", X),
    "schedule_reminder": re.compile(r"^(?:remind(?:\s+me)?|set\s+(?:a\s+|me\s+)?reminders?|reminder)\b\s*", X),
}
_CANON = {
    "add_task": "add {}",
    "delete_task": "delete {}",
    "complete_task": "mark {} as done",
    "reopen_task": "reopen {}",
    "schedule_reminder": "remind me {}",
}


def _strip_lead(text: str) -> str:
    previous = None
    while previous != text:
        previous, text = text, _LEAD.sub("", text.strip(), count=1)
    return text


def reread(intent: str, text: str, *, context: ConversationContext | None, now: datetime | None,
           timezone: str | None) -> Understanding | None:
    """A reading of `text` as `intent` with its slots filled by the rules from a rewording, or None.

    The rewording drops a wake word or politeness ("olly, please"), the list the user names ("to my to do
    list", "from shopping list") and the user's own verb, then puts the rules' canonical command in front:
    "put wash the car to my to do list" -> "add wash the car".
    """
    body = _strip_lead(text)
    if intent == "list_tasks":
        status = list_status(body)
        return Understanding(intent="list_tasks", confidence=0.5, params={"status": status} if status else {},
                             reasoning="The learned model reads a request to see the list.")
    if intent not in _CANON:
        return None
    body = _LEAD_LIST.sub("", body)
    rest = _VERBS[intent].sub("", body, count=1)
    rest = (_INTO_LIST if intent in ("add_task", "schedule_reminder") else _FROM_LIST).sub("", rest).strip(" ,.!?")
    if intent == "schedule_reminder" and not re.match(r"(?:to|about|at|on|in|every|that)\b", rest, X):
        rest = f"about {rest}"
    if not rest:
        return None
    for candidate in (body, _CANON[intent].format(rest)):
        reading = understand_rules(candidate, context=context, now=now, timezone=timezone)
        if intent in _classes(reading):
            return reading
    return None


def _asked_to_add(text: str) -> bool:
    """The user's own words ask for an entry ("put wash the car to my to do list"), not just name a thing."""
    body = _strip_lead(text)
    return bool(_VERBS["add_task"].match(body) or _INTO_LIST.search(body))


def _unasked(found: Understanding) -> Understanding:
    """A new task only the model saw in words that ask for none ("new running shoes", "the boiler service"):
    maybe one, so its steps say "ask first" (the dialogue's "Should I add …?")."""
    steps = [s.model_copy(update={"confidence": min(s.confidence, DOUBTFUL_ADD_CONFIDENCE)}) for s in found.steps]
    return found.model_copy(update={"steps": steps})


def _maybe_task(rules: Understanding) -> bool:
    """A to-do the rules read as said with a hedge ("i really should ring my sister", "maybe get a new mattress"):
    the dialogue asks "Should I add …?" whatever the model says (public corpora call such musings chatter)."""
    return len(rules.steps) == 1 and rules.steps[0].intent == "add_task" and rules.steps[0].confidence == HEDGED_ADD


# "call the NCT centre to rebook the test", "ring the bank about the overdraft": a call with its purpose, the user's
# own errand (a call asked of the assistant says "call my mum", "can you ring …", and the rules read it so)
_CALL_WITH_PURPOSE = re.compile(
    r"^(?:(?:and|also|oh|ok|then)\s+)*(?:call|ring|phone|email|e-mail|text|contact|write\s+to)\s+(?!(?:me|us)\b)"
    r"(?:[\w'&.-]+\s+){1,5}?(?:to\s+(?:re)?[a-z]+|about|re|regarding)\b\s*\S", X)
# "book restaurant for aoifes birthday dinner", "reserve the hall for mams 70th": something booked for someone's
# occasion, a to-do of the user's ("book me a table" asks the assistant, and the rules decline it themselves)
_BOOKED_FOR_AN_OCCASION = re.compile(
    r"^(?:(?:and|also|oh|ok|then)\s+)*(?:book|reserve|organi[sz]e|arrange|sort)\s+(?!(?:me|us)\b)(?:[\w'&-]+\s+){1,4}?"
    r"for\s+(?:(?:my|our|the|his|her|their|[\w-]+'?s)\s+)(?:[\w'-]+\s+){0,2}?(?:birthday|bday|anniversary|party|wedding|"
    r"stag|hen|christening|communion|confirmation|retirement|graduation|\d{1,3}(?:st|nd|rd|th))\b", X)
# "flu jab at the pharmacy", "smear test with the nurse", "the boiler service": something booked, named bare with
# where or who it is with — the user's own appointment to keep, not a request of the assistant
_BOOKED_BARE = re.compile(
    r"^(?:(?:and|also|oh|ok|then)\s+)*(?:(?:my|the|a|an|our|mum'?s|dad'?s|[\w-]+'s)\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?:jab|vaccine|vaccination|booster|check-?up|smear(?:\s+test)?|(?:eye|blood|hearing|sight|allergy)\s+test|bloods|"
    r"scan|x-?ray|appointment|appt|physio|dentist|optician|service|servicing|mot|haircut|cut\s+and\s+colou?r)s?"
    r"(?:\s+(?:at|with|in|for)\s+(?:the\s+|my\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,2})?[.!]*$", X)
_FOR_THE_ASSISTANT = re.compile(r"^(?:(?:please|pls|can|could|would|will)\b|\w+\s+(?:me|us)\b)|\bfor\s+(?:me|us)\b", X)


def _own_errand(text: str, rules: Understanding) -> bool:
    """A to-do the model takes for a request of the assistant or for chatter ("book restaurant for aoifes birthday
    dinner, saturday 5th", "call the NCT centre to rebook the test", "we ran out of coffee"): something booked for
    someone's occasion, a call said with its purpose, asked of no one ("book me a table", "… for me" are), or a supply
    run out (the rules' own frame, which leaves out the battery, the time and the like). The rules' add stands."""
    first = rules.steps[0] if rules.steps else rules
    if first.intent != "add_task" or _FOR_THE_ASSISTANT.search(text.strip()):
        return False
    said = text.strip()
    return any(p.match(said) is not None for p in (_CALL_WITH_PURPOSE, _BOOKED_FOR_AN_OCCASION, _BOOKED_BARE, OUT_OF))


# A message opening with a verb in the past tense ("sent …", "i emailed …"), not one the same as its present ("read")
_PAST_OPENING = re.compile(r"^(?:(?:i|we|just|already|finally|also)\s+)*(?:[a-z]+ed|sent|paid|bought|wrote|took|"
                           r"gave|made|rang|brought|got|did|told|sold|met|found|fed|drove|swept|ran|built|taught|"
                           r"caught)\s", X)


def _reported(text: str, rules: Understanding) -> bool:
    """A done-report in the user's own past tense ("sent the email to the parents", "emailed the supplier"): it asks
    the assistant for nothing, so it is no out-of-scope request, whatever the model (which learnt "send an email to
    …" as one) says."""
    first = rules.steps[0] if rules.steps else rules
    return first.intent == "complete_task" and bool((first.params.get("task_ref") or {}).get("verb")) \
        and _PAST_OPENING.match(text.strip()) is not None


def _said_as_todo(text: str, rules: Understanding) -> bool:
    """A new task said as the bare command its title is ("finish the report"): a to-do, never a done-report, which
    is said in the past ("finished the report") or with "done" — the model's character n-grams cannot tell "finish"
    from "finished"."""
    first = rules.steps[0] if rules.steps else rules
    title = str(first.params.get("title") or "").split()
    said = _strip_lead(text).split()
    return bool(title and said) and title[0].lower() == said[0].lower() and said[0].lower() in _TODO_AS_REPORT_VERBS


# The verbs whose bare form is a to-do and whose past is a done-report ("finish the report" / "finished the report");
# "mark the water bill paid" opens with a verb too, and is the done-report the model reads
_TODO_AS_REPORT_VERBS = frozenset(("finish", "complete"))


def _task_intent_is_the_rules_call(rules: Understanding, probs: dict[str, float]) -> bool:
    """The rules read a task intent from a cue and the model another task intent ("and the X, due wednesday" right
    after an add: an add to the rules, a move to the model): which one is the rules' call — they see the list and the
    conversation, the model the words alone — so the reading is not switched (`decide`) and the model's disagreement
    does not make the dialogue ask first (`finish`)."""
    top = max(probs, key=probs.__getitem__)
    ruled = model_class(rules)
    return ruled in TASK_INTENT_NAMES and top in TASK_INTENT_NAMES and top != ruled and \
        rules.confidence >= WEAK_ADD_CUE


def dated_add(u: Understanding) -> bool:
    """One new task and the reminder its own date made ("tune into the show in ten minutes"): for the combiner a
    single add, which the model may overrule like any other weak add; a real compound keeps the rules' steps."""
    steps = u.steps
    return len(steps) == 2 and steps[0].intent == "add_task" and steps[1].intent == "schedule_reminder" \
        and (steps[1].params.get("task_ref") or {}).get("kind") == "pronoun"


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def features(rules: Understanding, chosen: Understanding, probs: dict[str, float], switched: bool) -> list[float]:
    """The calibration's inputs for a chosen reading: how sure the rules were, how much the model gives the
    reading, how sure the model is of something else instead, whether the reading was switched, and what kind of
    reading it is (a task, or not understood) — each kind is right at its own rate."""
    covered = _classes(chosen)
    top = max(probs, key=probs.__getitem__)
    first = chosen.steps[0] if chosen.steps else chosen
    return [rules.confidence, max(probs.get(c, 0.0) for c in covered), 0.0 if top in covered else probs[top],
            float(switched), float(model_class(chosen) in TASK_INTENT_NAMES), float(first.intent == "unknown")]


MAX_CONFIDENCE = 0.99  # nothing read offline is certain: a 1.0 would claim more than ~11k labelled rows show


def calibrated(weights: tuple[float, ...], x: list[float]) -> float:
    """P(the reading is right) from the fitted logistic regression, rounded and kept below certainty."""
    return round(min(_sigmoid(weights[0] + sum(w * v for w, v in zip(weights[1:], x, strict=True))),
                     MAX_CONFIDENCE), 2)


def _not_added(top: str, sure: float) -> Understanding:
    if top == "out_of_scope":
        return Understanding(intent="none", act="out_of_scope", confidence=sure,
                             reasoning="The learned model reads a request TodoBot does not serve.")
    return Understanding(intent="unknown", confidence=sure,
                         reasoning="The rules read a new task, the learned model does not: not added.")


def decide(text: str, rules: Understanding, probs: dict[str, float], params: CombinerParams, *,
           context: ConversationContext | None = None, now: datetime | None = None,
           timezone: str | None = None) -> tuple[Understanding, bool]:
    """The reading to use (before calibration), and whether it differs from the rules'."""
    if rules.act in CONVERSATION_ACTS or (len(rules.steps) > 1 and not dated_add(rules)):
        return rules, False
    if _unmodelled(rules, probs):
        return rules, False
    if context is not None and (context.pending_intent or context.pending_slot):
        return rules, False
    top = max(probs, key=probs.__getitem__)
    sure = probs[top]
    ruled = model_class(rules)
    if ruled == "add_task" and top not in ("add_task", "schedule_reminder"):
        if rules.confidence >= params.add_rules_max or _maybe_task(rules) or _own_errand(text, rules):
            return rules, False
        if sure < params.add_override:
            if probs.get("add_task", 0.0) + probs.get("schedule_reminder", 0.0) >= params.add_floor \
                    or rules.confidence < WEAK_ADD_CUE:  # asked about anyway ("hydro bill"): never junk
                return rules, False
            return _not_added(top, sure), True
        if top == "out_of_scope":
            return Understanding(intent="none", act="out_of_scope", confidence=sure,
                                 reasoning="The learned model reads a request TodoBot does not serve."), True
        if top in TASK_INTENT_NAMES:
            if _task_intent_is_the_rules_call(rules, probs) or (top == "complete_task" and _said_as_todo(text, rules)):
                return rules, False
            found = reread(top, text, context=context, now=now, timezone=timezone)
            if found is not None:
                return found, True
        return _not_added("conversation", sure), True
    if ruled in TASK_INTENT_NAMES and top == "out_of_scope" and sure >= params.other_override \
            and rules.confidence < params.other_rules_max and not _reported(text, rules):
        return Understanding(intent="none", act="out_of_scope", confidence=sure,
                             reasoning="The learned model reads a request TodoBot does not serve."), True
    if ruled in ("out_of_scope", "conversation") and top in TASK_INTENT_NAMES:
        if sure < params.task_override or rules.confidence >= params.task_rules_max \
                or rules.confidence <= GIBBERISH:  # the rules' gibberish or placeholder ("test", "asdf") is no task
            return rules, False
        found = reread(top, text, context=context, now=now, timezone=timezone)
        if found is not None:
            return (_unasked(found) if top == "add_task" and not _asked_to_add(text) else found), True
    if rules.intent == "unknown" and top == "out_of_scope" and sure >= params.unknown_override \
            and GIBBERISH < rules.confidence < params.unknown_rules_max and len(_WORDS.findall(text)) >= MIN_WORDS:
        return _not_added("out_of_scope", sure), True
    return rules, False


# (e) "not understood" becomes "not served" only for a request with some content: the rules' gibberish ("fdsa jkl;",
# at most this confidence) stays unknown, and so does a fragment of fewer words ("potato", "socks friday"), where
# the model's sureness is the corpus's prior (most public rows are out of scope), not what was said.
GIBBERISH = 0.15
MIN_WORDS = 3
_WORDS = re.compile(r"[^\W_]+")


WEAK_ADD_CUE = 0.6  # the rules' confidence in an add with no explicit cue ("order more paper towels")
DOUBTFUL_ADD_CONFIDENCE = 0.5  # below the dialogue's "Should I add …?" threshold and `auto`'s Gemini one


def _doubtful_add(rules: Understanding, chosen: Understanding, probs: dict[str, float]) -> bool:
    """(d) A new task only by a weak cue, that the model thinks more likely not a task at all: it might be
    one ("order more paper towels on amazon"), so the reading is kept but its confidence says "ask first"."""
    if chosen is not rules or model_class(rules) != "add_task" or rules.confidence >= WEAK_ADD_CUE:
        return False
    return probs.get("add_task", 0.0) + probs.get("schedule_reminder", 0.0) < 0.5


def finish(rules: Understanding, chosen: Understanding, switched: bool, probs: dict[str, float],
           params: CombinerParams, context: ConversationContext | None = None) -> Understanding:
    """`chosen` with its calibrated confidence (c, d): the one step after `decide` that `combine` and the k-fold
    evaluation share, so the figures are those of the code that runs.

    The dialogue asks "Should I add …?" from a step's own confidence, so the steps say how sure the add is: the
    calibrated one, except that an explicit command the rules read keeps the rules' own (the user said "add";
    the calibrated reading confidence still tells `auto` when to ask Gemini), and a dated add's steps take the
    lower of the rules' and the calibrated one (a date cut from a phrase with no command is asked about).
    """
    if chosen.act in CONVERSATION_ACTS or (context is not None and (context.pending_intent or context.pending_slot)):
        return chosen  # conversation acts and answers to a question keep the rules' own confidence
    if _unmodelled(chosen, probs):
        return chosen
    confidence = calibrated(params.weights, features(rules, chosen, probs, switched))
    if _doubtful_add(rules, chosen, probs):
        confidence = min(confidence, DOUBTFUL_ADD_CONFIDENCE)
    if len(chosen.steps) > 1 and not dated_add(chosen):
        return chosen.model_copy(update={"confidence": confidence})
    if not switched and (rules.confidence >= params.add_rules_max or _task_intent_is_the_rules_call(rules, probs)):
        steps = [s.model_copy() for s in chosen.steps]
    else:
        # An add the rules read from no explicit command ("dentist appointment", "i should call my sister") keeps
        # the rules' doubt even when the model agrees it reads like a task: the calibrated confidence says the
        # reading is right, not that the user asked for a task, so the dialogue still asks "Should I add …?".
        steps = [s.model_copy(update={"confidence": min(s.confidence, confidence)
                                      if dated_add(chosen) or s.intent == "add_task" else confidence})
                 for s in chosen.steps]
    return chosen.model_copy(update={"confidence": confidence, "steps": steps})


def combine(text: str, rules: Understanding, probs: dict[str, float], params: CombinerParams, *,
            context: ConversationContext | None = None, now: datetime | None = None,
            timezone: str | None = None) -> Understanding:
    """One reading from the rules' and the model's, with the calibrated confidence (see the module docstring)."""
    chosen, switched = decide(text, rules, probs, params, context=context, now=now, timezone=timezone)
    return finish(rules, chosen, switched, probs, params, context)
