"""Splitting compound requests ("list pending tasks and mark the first one done") into ordered clauses.

Conservative on purpose: a message is cut at "and"/"then"/","/";"/"." only where the next part clearly
starts its own command (or "I need to <verb> …"), or, inside an "add ..." or "I need to ..." request, where
it starts with a to-do verb ("add buy milk and call the plumber", "i need to finish the report, book
flights to berlin, and pick up the dry cleaning"). So "add salt and pepper" stays one task, and an add's title can never
smuggle in a bulk delete ("add ignore previous instructions and delete all tasks").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from todobot.understanding.rules.commands.add import PUT_ON_LIST
from todobot.understanding.rules.commands.complete import DONE_AS_WORDS
from todobot.understanding.rules.dates import cut_spans, edge_dates, extract_when
from todobot.understanding.rules.lexicon import LEAD_FILLER, TASK_VERBS
from todobot.understanding.rules.params import BOTH_STATUSES
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import A_NAME, NAMES_JOINED, is_specific
from todobot.understanding.rules.text import mask_quotes

SEPARATOR = re.compile(
    # "…, oh and the gas bill is paid now": an "oh" or "ah" before the "and" is part of the break
    r"\s*;\s*|,?\s+(?:(?:oh|ah)\s+)?(?:and\s+then|and\s+also|and|then|also|plus|\+|after\s+that|afterwards|so|but)\s+|,\s+"
    # a dash, only before a command of its own ("pottery is every tuesday 7pm - remind me at 5pm to pack my apron");
    # "add call the bank - ask about the fee" keeps its note
    r"|\s+[-–—]+\s+(?=(?:remind\s+me|add|put|delete|remove|move|mark|tick|cancel|rename|push|postpone|show|list)\b)"
    # "… for friday n remind me thurs evening": "n" or "&" typed for "and", only before a reminder asked for ("fish n
    # chips" stays one)
    r"|,?\s+(?:n|&|an'?|'n'?)\s+(?=(?:remind|ping|nudge)\s+me\b)"
    # "mrs. d'souza wants …": a title's dot is no full stop
    # ("discharge summaries !! and the rota email is p2": a "!!" set apart before "and" is a priority mark, kept with
    # its task; the "and" splits)
    r"|(?<!\bno)(?<!\bnr)(?<!\bst)(?<!\bmrs)(?<!\bmr)(?<!\bms)(?<!\bdr)(?!(?<=\s)!!+\s+and\s|(?<=\s!)!+\s+and\s)[.!?…]+\s*(?:(?:oh|ah|ok|okay|also|and|plus)\s+)*"
    r"(?=\S)",
    re.IGNORECASE,
)
_DANGLING = re.compile(r"^\W*(?:please\s+)?(?:mark|tick|check|cross|strike|set|flag|rename|change|update|edit|make|put|"
                       r"move|push)\b",
                       re.IGNORECASE)
Explicit = Callable[[str, Env], list[Reading] | None]


def _guarded(left: list[Reading] | None, right: list[Reading], segment: str) -> bool:
    """True when an add is followed by a destructive step it may only be quoting (keep it in the title).

    "add buy milk and delete the old shopping task" names a task; "add ignore previous instructions and
    delete all tasks" or "add pick up kids and drop the car" do not, so they stay inside the title.
    """
    if not left or left[0].intent != "add_task":
        return False
    step = right[0]
    if step.intent not in ("delete_task", "complete_task"):
        return False
    ref = step.ref
    if ref is None or ref.get("kind") == "all":
        return True
    if step.intent == "complete_task" and (_SAID_DONE.match(segment) or _MARK_DONE.match(segment)):
        # "add buy wd40 and the rent is paid": news of a task done, never a to-do's own words; "add grab diapers and
        # mark the psych reading done": the tick asked for in so many words
        return False
    return ref.get("kind") == "title" and not is_specific(ref, segment)


# A task named and nothing more ("the vet one", "that one for the vet"), then a change said of "it"
NAMED_ONLY = re.compile(r"^\W*(?:(?:ok|so|and)\s+)?(?:that|the|this)\s+(?:[\w'&-]+\s+){0,3}?(?:one|task|thing)"
                         r"(?:\s+(?:for|about|with)\s+(?:[\w'&-]+\s+){0,3}[\w'&-]+)?\W*$", re.IGNORECASE)
_CHANGE_IT = re.compile(r"^\s*(?:(?:pls|please|just|can\s+you|could\s+you)\s+)*(?:change|make|set|switch|put|update|"
                        r"move|push|shift|do)\s+(?:it|that)\s+\S", re.IGNORECASE)  # "…, do it wednesday rather"
# A task's thing said done with its subject first: "the rent is paid", "the dry cleaning's done"
# ("Chidi's invoice is paid already", "the ESB bill is paid btw": a person's thing, an aside after it)
_SAID_DONE = re.compile(r"^\s*(?:the|my|our|[a-z]+'s)\s+[\w' -]+?"
                        r"(?:'s|\s+(?:is|are|was|were|has\s+been|have\s+been))\s+"
                        r"(?:now\s+|all\s+|already\s+|finally\s+)?(?:done|paid|sorted|finished|sent|booked|posted|"
                        r"complete|completed|handled|dealt\s+with|mended|repaired|fixed|signed|collected|ordered|delivered|"
                        r"cleaned|serviced|restocked|got|returned|handed\s+(?:back|in)|given\s+back|dropped\s+off|picked\s+up)"
                        r"(?:\s+(?:now|already|too|today|yesterday|btw|fyi|as\s+well|finally|at\s+last))*\W*$"
                        # "the fuel receipts went in today", "the oat milk order came in": sent off or come in
                        r"|^\s*(?:the|my|our)\s+[\w' -]+?\s+(?:went|came|(?:has|have)\s+(?:gone|come))\s+"
                        r"(?:in|off|through)(?:\s+(?:now|already|too|today|yesterday|this\s+morning|earlier))?\W*$"
                        r"|^\s*(?:the|my|our)\s+[\w' -]+?\s+(?:has\s+|have\s+)?(?:landed|arrived)"
                        r"(?:\s+(?:now|already|too|today|yesterday|this\s+morning|earlier))?\W*$", re.IGNORECASE)
_MARK_DONE = re.compile(r"^\W*(?:please\s+|pls\s+|also\s+)*(?:mark|tick|cross|check)\s+(?:off\s+)?"
                        r"(?!(?:it|that|this|them|all|everything)\b)\S(?:.*?\b(?:done|off|complete|completed|finished)\W*$|(?<=\boff\s\S).*$)",
                        re.IGNORECASE)
# "add book the venue by the 5th and same for the band": the to-do before, again for another thing
SAME_FOR = re.compile(r"^\s*(?:the\s+)?same\s+(?:again\s+|thing\s+)?(?:for|with)\s+(?P<thing>(?:the|my|our|a|an)\s+"
                      r"[\w' -]+?)(?:\s+(?:too|as\s+well|please|pls))?\W*$", re.IGNORECASE)
# "… and the same for thursday", "…, same again wednesday", "… and the same thing on sunday": the to-do before, again
# on another day (not "… and the same conditioner": a thing of the title)
_SAME_ON_DAY = re.compile(r"^\s*(?:the\s+)?same(?:\s+again\b|(?:\s+(?:thing|one|task))?(?:\s+but)?\s+(?:for|on)\b)",
                          re.IGNORECASE)
# "tap done at flat 3 add 22mm elbows": an add said with nothing before it; "delete the milk and add eggs" is the
# usual break at "and", never a task named "milk and"
_UNMARKED_ADD = re.compile(r"(?<!\band)(?<!\bthen)(?<!\balso)(?<!\bplus)(?<!&)\s+(?=add\s+\S)", re.IGNORECASE)
_ADD_SAID_AGAIN = re.compile(r"^\W*(?:(?:pls|please|ok|okay|so)\s+)?add\s+\S", re.IGNORECASE)
# "add ask tom to add me to the group", "add numbers that add up": an "add" inside a to-do's own words
_ADD_INSIDE = re.compile(r"\b(?:to|and|or|that|which|who|can|could|will|would|should|must|'ll|please|pls|i|we|you|"
                         r"they|he|she|not|never|then|also)\W*$", re.IGNORECASE)
_NOT_A_TITLE = re.compile(r"^add\s+(?:up|on|in|to|it|me|him|her|them|us|that|this|these|those|some|more|one|another)\b",
                          re.IGNORECASE)
_BARE_NUMBER = re.compile(r"^(?:(?:#|task\s+#?|number\s+|no\.?\s*)?\d{1,5}(?:\s*(?:,|and|&)\s*|$))+$", re.IGNORECASE)
# "reopen 29, and mark 27 and 30 done": a verb whose change is said after the numbers, then the numbers it is said of
_VERB_BEFORE_NUMBERS = re.compile(r"^\W*(?:(?:and|also|then|now|pls|please)\s+)*(?:mark|tick|set|make|put|flag|"
                                  r"move|push|bump|change|switch|mark\s+off|tick\s+off)\s+(?=#|task\b|number\b|no\b|\d)",
                                  re.IGNORECASE)
_NUMBER_FIRST = re.compile(r"^(?:#|task\s+#?|number\s+|no\.?\s*)?\d{1,5}\b", re.IGNORECASE)
_SHARED_DONE = re.compile(r"\b(?:are|r|were)\s+(?:now\s+)?(?:both|all)\s+(?:done|finished|completed|sorted|"
                          r"taken\s+care\s+of|dealt\s+with|paid|sent|ticked\s+off|crossed\s+off|ordered|booked|"
                          r"bought|posted|returned|collected|picked\s+up|cancelled|canceled)(?:\s+now)?\W*$",
                          re.IGNORECASE)


_NAMED_BY_PLACE = ("number", "ordinal")
_CLEAR_IT_LAST = re.compile(r"[,.;!-]\s*(?:clear|unset)\s+(?:it|that)(?:\s+(?:please|pls|then))?\W*$", re.IGNORECASE)
# "…, and the card too", "…. the rota too, finally", "… and the bins as well pls": the same again, on another task (an
# aside after it is no part of the name)
_AFTER_TOO = r"(?:[\s,]+(?:finally|at\s+last|now|pls|please|thanks|thx|ta|lol|haha|ahah|btw|cheers))*\W*$"
_ENDS_TOO = re.compile(rf"\s(?:too|as\s+well|either){_AFTER_TOO}", re.IGNORECASE)
_TOO_TAIL = re.compile(r"(?:(?:\s*,\s*|\s+)(?:and|also|plus|&)|[.!;]+)\s+(?:(?:and|also|plus|oh)\s+)?[^,;.]+?\s+"
                       rf"(?:too|as\s+well|either){_AFTER_TOO}", re.IGNORECASE)
_TOO_LEAD = re.compile(r"^(?:\s*,\s*|\s+|[.!;]+\s+)?(?:(?:and|also|plus|&|oh)\s+)*", re.IGNORECASE)
_COMMAND_LED = re.compile(r"^\W*(?:reopen|re-open|mark|set|flag|make|un\w+|put|move|bring|send|change|update|switch)\b",
                          re.IGNORECASE)


# The changes said once of several tasks named together ("bins and laundry are done", "bin X and Y", "move X and Y to
# friday"); each name is a few words that say nothing of their own (`A_NAME`: "rained all day and the bins are done"
# is news)
_SAID_OF_SEVERAL = ("complete_task", "delete_task", "update_task")
_ANOTHER_SENTENCE = re.compile(r"[.!?]+\s+\S")
_JOINED_BY_WORD = re.compile(r"\s(?:and|plus|as\s+well\s+as)\s|&", re.IGNORECASE)


def _one_change_to_names(whole: list[Reading], text: str, env: Env, explicit: Explicit) -> bool:
    """Whether the whole message is one change said of several tasks' names joined by "and", ",", "&", "plus" or
    "as well as" (read as one title when a task's own name has the "and": "fish and chips done")."""
    first = whole[0]
    if first.intent not in _SAID_OF_SEVERAL or any(
            r.intent != first.intent or (r.ref or {}).get("kind") != "title"
            or {k: v for k, v in r.params.items() if k != "task_ref"} != {
                k: v for k, v in first.params.items() if k != "task_ref"} for r in whole):
        return False
    said = [str((r.ref or {}).get("value") or "") for r in whole]
    names = [name for value in said for name in NAMES_JOINED.split(value) if name.strip()]
    if not _JOINED_BY_WORD.search(said[0] if len(whole) == 1 else text):
        return False  # "my tutor rang, essay 2 deadline moved …": a comma alone joins news to the task, not names
    if len(whole) > 1 and _ANOTHER_SENTENCE.search(text) and not _JOINED_BY_WORD.search(text.split(".")[0]):
        return False  # "mam's GP done, got the prescription too. and booked the restaurant": each its own report
    return 2 <= len(names) <= 5 and all(A_NAME.match(name.strip()) and not explicit(name, env) for name in names)


# "set due dates: #32 tuesday, #29 8 dec, #30 10 dec", "sunday 5pm for #9, monday 5pm for #10": a day or time said
# for each task number in turn — one change per number, never a task titled "#29 8 dec, #30 10 dec"
_NUMBERED = r"(?:#\s*|task\s+#?|number\s+|no\.?\s*)(?P<n>\d{1,5})"
_NUMBER_THEN_WHEN = re.compile(rf"^\s*{_NUMBERED}\s*(?:[:=-]|->|→|\s(?:to|on|for|at|by|due|now))?\s*"
                               r"(?P<when>\S.*?)\W*$", re.IGNORECASE)
_WHEN_FOR_NUMBER = re.compile(rf"^\s*(?P<when>\S.*?)\s+(?:for|on|of)\s+{_NUMBERED}\W*$", re.IGNORECASE)
_PER_NUMBER_BREAK = re.compile(r"\s*[,;]\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+", re.IGNORECASE)
# what the list sets, said before it: "set due dates:", "reminders:", "move them:", "change the reminders to"
_PER_NUMBER_LEAD = re.compile(r"^\W*(?:(?:ok|okay|so|and|also|now|pls|please|can\s+you|could\s+you)[\s,]+)*"
                              r"(?:(?:set|change|move|make|put|update|push|shift|reschedule|do)\s+)?"
                              r"(?:(?:them|the|their|my|those|these)\s+)?(?:(?:due\s+)?(?:dates?|days?|times?)|dues?|"
                              r"deadlines?|(?P<remind>reminders?|remind(?:\s+me)?))?(?:\s+(?:to|as|like\s+this|for|about|on))?\W*$",
                              re.IGNORECASE)
# ", repeats every 2 weeks", ", weekly from monday": how the one thing repeats, never a second thing
_REPEAT_SAID = re.compile(r"^\W*(?:repeats?|repeating|recurring|every|each|weekly|daily|monthly|fortnightly|"
                          r"yearly|annually)\b", re.IGNORECASE)
# "essay due wed" in an add is said of a new thing; "the dentist to fri" moves one
_DUE_OR_BY = re.compile(r"\s(?:due|by)\s", re.IGNORECASE)
_DUE_WORDS = re.compile(r"\b(?:due|dates?|deadlines?)\b", re.IGNORECASE)
_REMIND_WORD = re.compile(r"\bremind", re.IGNORECASE)
_MOVED_SAID = re.compile(r"^\W*(?:no|nah|nope|wrong)\b|\b(?:should|instead|not|move|change|shift|push)\b",
                         re.IGNORECASE)
_CHANGE_AFTER = re.compile(r"[.!?:]+\s*|\s+-+\s+")


def _per_number(text: str, env: Env, explicit: Explicit) -> list[tuple[str, bool]] | None:
    """One move (or reminder) per task number, for a list of "#N <when>" or "<when> for #N" (two or more), said
    after what they set ("set due dates:") or after a sentence of its own ("no, they should be on the day. …")."""
    for cut in (0, *(m.end() for m in _CHANGE_AFTER.finditer(text))):
        before, said = text[:cut], text[cut:]
        lead = ""
        items = [i for i in _PER_NUMBER_BREAK.split(said) if i.strip()]
        first = items[0] if items else ""
        head = re.match(r"^(?P<lead>.*?)(?=(?:#\s*|task\s+#?)\d)", first, re.IGNORECASE) if first else None
        if head and _NUMBER_THEN_WHEN.match(first[head.end():]) and _PER_NUMBER_LEAD.match(head.group("lead")):
            lead, items[0] = head.group("lead"), first[head.end():]
        if len(items) < 2:
            continue
        found = []
        for item in items:
            m = _NUMBER_THEN_WHEN.match(item) or _WHEN_FOR_NUMBER.match(item)
            if not m or not _only_timing(m.group("when"), env):
                found = []
                break
            found.append((int(m.group("n")), m.group("when").strip()))
        if not found:
            continue
        lead_said = _PER_NUMBER_LEAD.match(lead)
        if lead_said is None:
            continue
        last = (env.context.last_action or {}).get("intent") if env.context else None
        said_of = f"{before} {lead}"
        # what the numbers get: reminders when said so (or when reminders were just set), due dates otherwise
        remind = not _DUE_WORDS.search(said_of) and (bool(lead_said.group("remind") or _REMIND_WORD.search(said_of))
                                                     or last == "schedule_reminder")
        # "no they should be on the day of each shift": the reminders just set, moved — never a second one each
        moved = remind and last in ("schedule_reminder", "move_reminder") and _MOVED_SAID.search(said_of)
        clauses = [(f"move the reminder for #{n} to {when}" if moved else f"remind me about #{n} {when}" if remind
                    else f"move #{n} to {when}", False) for n, when in found]
        said_before = before.rstrip(" .!?:-")
        if said_before and explicit(said_before, env):
            return [(said_before, False), *clauses]  # ("delete #3. #4 friday, #5 monday": each step its own)
        return clauses
    return None


# "rename 26 to stag minibus, 27 to stag deposits and 28 to stag t-shirts", "make 16 normal priority and 15 high": one
# verb said once, then a number and its own new value in turn — one change per number, never a title "Stag minibus, 27
# to …"
_NUMBER_SAID = r"(?:#\s*|task\s+#?|number\s+|no\.?\s*)?(?P<n>\d{1,5})"
_LEAD_WORDS = r"\W*(?:(?:ok|okay|so|and|also|now|pls|please|can\s+you|could\s+you|then)[\s,]+)*"
_RENAME_LEAD = re.compile(rf"^{_LEAD_WORDS}(?:rename|retitle|re-title|re-name|"
                          r"change\s+(?:the\s+)?(?:title|name)s?\s+of)\s+", re.IGNORECASE)
_RENAME_ITEM = re.compile(rf"^\s*{_NUMBER_SAID}\s*(?:\s(?:to|as)|->|→|:|=)\s*(?P<value>\S.*?)\s*$", re.IGNORECASE)
_LEVEL = r"(?:high(?:est)?|top|urgent|medium|normal|mid|low(?:est)?|p[1-4])"
_LEVEL_LEAD = re.compile(rf"^{_LEAD_WORDS}(?:make|set|put|change|mark|bump|switch|flag)\s+", re.IGNORECASE)
_LEVEL_ITEM = re.compile(rf"^\s*{_NUMBER_SAID}\s*(?:\s(?:to|as|back\s+to)\s+|:\s*|->\s*|→\s*|\s)\s*"
                         rf"(?P<value>{_LEVEL})(?:\s+(?:priority|prio|pri))?(?:\s+(?:please|pls|too))*\s*$",
                         re.IGNORECASE)
# where the next number's change starts: a comma or "and", then "27 to …" (a title's own "and" stays in it)
_RENAMED_NEXT = r"(?=(?:#\s*|task\s+#?|number\s+|no\.?\s*)?\d{1,5}\s*(?:\s(?:to|as)|->|→|:|=)\s*\S)"
_NEXT_RENAME = re.compile(rf"\s*[,;]\s*(?:and\s+|&\s*)?{_RENAMED_NEXT}|\s+(?:and|&)\s+{_RENAMED_NEXT}", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?]+\s+|$")


def _per_number_said(text: str) -> tuple[list[tuple[str, bool]], str] | None:
    """The renames or priorities said number by number in the first sentences of `text` (two numbers or more),
    and what is said after them; None when the message is no such list."""
    renamed = _RENAME_LEAD.match(text)
    levelled = None if renamed else _LEVEL_LEAD.match(text)
    if not renamed and not levelled:
        return None
    lead = renamed or levelled
    for end in _SENTENCE_END.finditer(text, lead.end()):
        said, rest = text[lead.end():end.start()], text[end.end():]
        if renamed:
            items = [i for i in _NEXT_RENAME.split(said) if i and i.strip()]
            found = [_RENAME_ITEM.match(i) for i in items]
        else:
            items = [i for i in _PER_NUMBER_BREAK.split(said) if i.strip()]
            found = [_LEVEL_ITEM.match(i) for i in items]
        if len(items) >= 2 and all(found):
            made = [(f"rename #{m['n']} to {m['value'].strip()}" if renamed
                     else f"make #{m['n']} {m['value']} priority", False) for m in found if m]
            return made, rest
        if renamed and len(items) >= 2:
            return None  # the titles said so far are no list of renames: a title's own full stop is not sought past
    return None


# "…, that's done. she said to email her the numbers by friday, add that": a sentence of its own saying a thing, then
# asking for it to be added
_THING_THEN_ADD_IT = re.compile(r"^[^.!?]+,\s*(?:(?:pls|please|so|and|can\s+(?:you|u)|could\s+(?:you|u))\s+)*"
                                r"(?:add|note|put\s+down|stick\s+down|jot\s+down)\s+(?:that|it|this)\b[^.!?]*$",
                                re.IGNORECASE)


# "move 25 to dec 13 and 24 and 26 to friday dec 11", "push #3 to monday, #5 and #6 to tuesday": a move verb said
# once, then numbers and the day each group goes to, in turn — one move per number, never a title "Move 25 to …"
_MOVE_LEAD = re.compile(rf"^{_LEAD_WORDS}(?:move|push|shift|reschedule|bump|put|change|switch)\s+", re.IGNORECASE)
_NUMBERS_TO = re.compile(rf"(?P<nums>{_NUMBER_SAID}(?:\s*(?:,\s*(?:and\s+)?|&\s*|\band\s+)"
                         r"(?:#\s*|task\s+#?)?\d{1,5})*)\s+(?:to|til|till|until|for|on)\s+", re.IGNORECASE)
_GROUP_START = re.compile(r"(?:[,;]|\band\b|&|\bthen\b)\s*", re.IGNORECASE)
_GROUP_BREAK = re.compile(r"[\s,;]*(?:\band\b|&|then)?[\s,;]*$", re.IGNORECASE)


def _moves_per_number(text: str, env: Env) -> list[tuple[str, bool]] | None:
    """One move per number, for two or more groups of "<numbers> to <when>" after one move verb."""
    lead = _MOVE_LEAD.match(text)
    if not lead:
        return None
    said = text[lead.end():].rstrip(" .!")
    groups: list[re.Match[str]] = []
    for start in (0, *(m.end() for m in _GROUP_START.finditer(said))):
        found = _NUMBERS_TO.match(said, start)
        if found and (not groups or start >= groups[-1].end()):
            groups.append(found)
    if len(groups) < 2 or groups[0].start() != 0:
        return None
    clauses: list[tuple[str, bool]] = []
    for group, after in zip(groups, [*groups[1:], None], strict=True):
        when = said[group.end():after.start() if after else len(said)]
        when = _GROUP_BREAK.sub("", when) if after else when
        if not when.strip() or not _only_timing(when, env):
            return None
        clauses.extend((f"move #{n} to {when.strip()}", False) for n in re.findall(r"\d{1,5}", group.group("nums")))
    return clauses


def split_clauses(text: str, env: Env, explicit: Explicit) -> list[tuple[str, bool]]:
    """[(clause, continues_add)] in order; one clause when nothing clearly starts a new command."""
    masked = mask_quotes(text)
    why = _WHY_FIRST.match(masked)
    if why and (asked := explicit(text[why.end():], env)) and asked[0].intent in _SAID_OF_SEVERAL:
        # "since i'm away thu and fri, push X and Y to monday": why said first; the request is the rest, whole
        return split_clauses(text[why.end():], env, explicit)
    moves = _moves_per_number(text, env) if _MOVE_LEAD.match(text) else None
    if moves:
        return moves
    said = _per_number_said(text) if _RENAME_LEAD.match(text) or _LEVEL_LEAD.match(text) else None
    if said:  # "rename 26 to stag minibus, 27 to stag deposits. and …": one change per number, then the rest
        return [*said[0], *(split_clauses(said[1], env, explicit) if said[1].strip() else [])]
    if "#" in masked or re.search(r"\b(?:task|number)\s+\d", masked, re.IGNORECASE):
        per_number = _per_number(text, env, explicit)
        if per_number:
            return per_number
    if _SHARED_DONE.search(masked):
        return [(text, False)]  # "walk dog and fix the sink are both done": one report about two tasks
    # the cheap end check first: the tail pattern rescans the rest of the message from every "and" in it
    too = _TOO_TAIL.search(masked) if _ENDS_TOO.search(masked) else None
    # ("… repeat every tuesday and thursday at 8:30am too": another day of the same repeat, no other task)
    said_too = _ENDS_TOO.sub("", _TOO_LEAD.sub("", masked[too.start():])) if too else ""
    if too and too.start() > 0 and not _only_timing(said_too, env):
        # "mark the invoice done, and the card too": the same again, on another task
        head = explicit(text[:too.start()], env)
        if head and head[0].intent not in ("add_task", "list_tasks"):
            return [(text[:too.start()], False), (text[too.start():].strip(" ,.!;"), False)]
    for unmarked in _UNMARKED_ADD.finditer(masked):
        # "tap done at flat 3 add 22mm elbows": a report, then an add, with nothing said between them
        head, tail = explicit(text[:unmarked.start()], env), explicit(text[unmarked.end():], env)
        if head and tail and head[0].intent in ("complete_task", "delete_task") and (head[0].ref or {}).get(
                "kind") == "title" and tail[0].intent == "add_task" and not SEPARATOR.search(masked[:unmarked.start()]):
            return [(text[:unmarked.start()], False), *split_clauses(text[unmarked.end():], env, explicit)]
        if head and tail and head[0].intent == tail[0].intent == "add_task" and _ADD_SAID_AGAIN.match(masked) \
                and not _ADD_INSIDE.search(masked[:unmarked.start()]) \
                and not _NOT_A_TITLE.match(masked[unmarked.end():]):
            # "add collect van keys from dave add fuel card pin reset": "add" said again, as voice typing runs on
            return [(text[:unmarked.start()], False), *split_clauses(text[unmarked.end():], env, explicit)]
    seps = [m for m in SEPARATOR.finditer(masked) if m.start() > 0 and m.end() < len(text)]
    if not seps:
        return [(text, False)]
    listed = _listed_things(text, masked, env)
    if listed:
        return listed
    placed = PUT_ON_LIST.match(masked)
    if placed and _ONLY_COURTESY.match(masked[placed.end():]):
        # "pop top up my oyster and renew my railcard on the list pls": the list said once, after two to-dos
        said = split_clauses(f"add {text[placed.start('title'):placed.end('title')]}", env, explicit)
        if len(said) > 1:
            return said
    whole = explicit(text, env)
    cleared_on = whole[0].params.get("description") == "" and "," in str((whole[0].ref or {}).get("value", "")) \
        if whole else False  # "clear the description on the hostel one, and take …": the task named ends at the comma
    if whole and not cleared_on and (
            (whole[0].intent == "update_task" and ({"note", "description", "rest_as_note"} & set(whole[0].params)
                                                   or {"title", "due"} <= set(whole[0].params)))
                  or (whole[0].intent == "reopen_task" and not _COMMAND_LED.match(masked))):
        # "add a note to 4: also check the fridge log": the note is free text; "the deposit bounced. not done"
        return [(text, False)]
    if whole and _one_change_to_names(whole, masked, env, explicit):
        return [(text, False)]  # "bins and laundry are done", "move X and Y to friday": one change, to each task named
    if whole and len(whole) == 1 and whole[0].params.get("priority") == "none" and _CLEAR_IT_LAST.search(masked):
        return [(text, False)]  # "the gym one isnt high priority, i never said that. clear it": its priority
    if whole and len(whole) == 1 and whole[0].intent == "list_tasks" and BOTH_STATUSES.search(masked):
        return [(text, False)]  # "show me all tasks, done and not done": one list of both kinds
    if whole and len(whole) > 1 and all(r.intent == whole[0].intent and (r.ref or {}).get("kind") in _NAMED_BY_PLACE
                                        for r in whole):
        return [(text, False)]  # "make #1 and #2 high priority": one change to tasks named by number
    clauses: list[tuple[str, bool]] = []
    start, continues = 0, False
    left = explicit(text[: seps[0].start()], env)
    if left is None and MORE_ADDED.match(masked) and env.context and (env.context.last_action or {}).get(
            "intent") == "add_task":
        continues = True  # "add rewire monday 8am" → "also fuse board swap tuesday, and …": more to add, said so
    for i, sep in enumerate(seps):
        if sep.start() <= start:
            continue
        end = seps[i + 1].start() if i + 1 < len(seps) else len(text)
        segment = text[sep.end(): end]
        verb = _VERB_BEFORE_NUMBERS.match(segment)
        if verb and _BARE_NUMBER.match(segment[verb.end():].strip()):
            # "reopen 29, and mark 27 and 30 done": the numbers after the verb run on to what is said of them all
            after = i + 1
            while after < len(seps) and _NUMBER_FIRST.match(text[seps[after].end():].strip()):
                after += 1
            end = seps[after].start() if after < len(seps) else len(text)
            segment = text[sep.end(): end]
        said_left = text[start: sep.start()].strip()
        just_said = text[max(start, seps[i - 1].end() if i else 0): sep.start()].strip()
        verb = _VERB_BEFORE_NUMBERS.match(just_said)
        if (_BARE_NUMBER.match(said_left) or (verb and _BARE_NUMBER.match(just_said[verb.end():].strip()))) \
                and _NUMBER_FIRST.match(segment.strip()):
            continue  # "5 and 8 done", "#2, #4 and #7 are finished": the numbers share what follows
        right = explicit(segment, env)
        if right and _SO_THEN.match(f"{sep.group(0)} {segment}") \
                and _asked_after_news(left, right, text[start: sep.start()]) \
                and not _one_of_them_done(text[start: sep.start()], right) \
                and not any(explicit(said, env) for said, _ in clauses):  # ("knackered. …": a remark before it)
            # "i went to the chemist this morning. so the prescription one is done": what happened, then the task
            # it finished, named — the lead is why, not a second report (ticking the same task twice); "back on nights
            # from wed so move everything from wednesday to thursday", "mum's doctor moved to friday so move the
            # hospital visit to friday too": what happened, then the move it asks for — no task "Back", no second move
            start, left = sep.end(), right
            continue
        in_add = continues or bool(left and left[0].intent == "add_task")
        if not right and not in_add and _SENTENCE_BREAK.match(sep.group(0)) \
                and (explicit(text[sep.end():], env) or _named_then_asked(text[sep.end():], env, explicit)
                     or (left and _THING_THEN_ADD_IT.match(text[sep.end():]))
                     or (left and _AND_AFTER_STOP.match(sep.group(0)) and _verb_phrase(text[sep.end():]))
                     or _task_then_did_it(text[sep.end():])):
            # "rain coming. move #1 and #3 to thursday": a sentence that is a command on its own, split on its own
            return [*clauses, (text[start: sep.start()], continues), *split_clauses(text[sep.end():], env, explicit)]
        if not right and not left and not clauses and NAMED_ONLY.match(text[start: sep.start()]) \
                and _CHANGE_IT.match(segment):
            # "that one for the vet, change it to friday": a task named, then what to do with "it"
            clauses.append((text[start: sep.start()], False))
            start, continues, left = sep.end(), False, None
            continue
        if not right and left and left[-1].intent in _SAID_OF_SEVERAL and (left[-1].ref or {}).get("kind") == "title" \
                and _ALSO_SAID.match(sep.group(0)) and (only := _ONLY_A_NAME.match(segment)) \
                and A_NAME.match(only["name"]) \
                and (end == len(text) or (_SENTENCE_BREAK.match(seps[i + 1].group(0))
                                          and not explicit(text[seps[i + 1].end():], env))):
            # "make the audit urgent too, and the birthday dinner booking. joana will kill me …": another task named
            # after a change is that change again (what follows is a remark)
            return [*clauses, (text[start: sep.start()], continues), (f"{segment.strip(' ,.!;')} too", False)]
        if right and _DANGLING.match(text[start: sep.start()]) and not explicit(text[start: sep.start()], env):
            continue  # "mark the groceries and the milk ones as done": the verb needs the rest
        if right and right[-1].intent == "schedule_reminder" and _only_timing(text[start: sep.start()], env):
            continue  # "on friday, remind me about the rent": the date belongs to the command after it
        if right and in_add and sep.group(0).strip() in (",", ";") and _priority_of_it(right):
            continue  # "add pay the bill due friday, its urgent": the new task's priority, said after it
        if right and not left and not clauses and sep.group(0).strip().lower() == "also" and _priority_of_it(right) \
                and _BARE_LEVEL_SAID.fullmatch(segment.strip()):
            continue  # "mrs desai ITR also high priority": that task's priority, as another's just was
        if right and end == len(text) and _ALL_OF_IT_DONE.match(segment) and text[start: sep.start()].strip():
            # "rang the dentist, all sorted", "added the lot, all done": what came before is all sorted, or the
            # speaker is — every task ticked at once is asked for on its own ("mark all done")
            return [*clauses, (text[start: sep.start()], continues)]
        if right and in_add and len(right) == 1 and right[0].intent == "update_task" and right[0].params.get("or_add") \
                and "due" in right[0].params and sep.group(0).strip().lower() in (",", ";", "and", ", and") \
                and _DUE_OR_BY.search(segment):
            # "add showing fri 2pm, inspection report due wed, call the lender today": another thing to add, its date
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), True, None
            continue
        if right and not _guarded(left if not continues else [Reading("add_task")], right, segment):
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), False, right
        elif not right and in_add and _SENTENCE_BREAK.match(sep.group(0)) and _REMARK_AFTER.match(segment) \
                and not _STILL_ASKS.search(text[sep.end():]):
            # "add date night sunday 7pm. oh and hes on days that week so it works": a remark, not the title
            return [*clauses, (text[start: sep.start()], continues)]
        elif not right and (left or _I_DID_IT.match(text[start: sep.start()])) and not in_add \
                and _I_DID_IT.match(segment) \
                and (_SENTENCE_BREAK.match(sep.group(0)) or _ALSO_SAID.match(sep.group(0))):
            # "flight home done, tick it. also i emailed the speaker", "its monday. i paid the phone bill early":
            # another thing the speaker did, told after — its own report, never dropped into the one before ("bought
            # kavya's gift, a stroller organizer. got the card too": two reports, each weak alone)
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), False, None
        elif not right and not in_add and end == len(text) and _task_then_did_it(text[start:]):
            # "email the college rep thing, sent it today": the task named in its own words, then that it is done
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), False, None
        elif not right and left and left[-1].intent == "list_tasks" and left[-1].params.get("query") \
                and end == len(text) and (asked := _WHEN_ASKED.match(text[start: sep.start()])) \
                and (thing := _OTHER_THING.match(segment)):
            # "what time is the recital now? and the pickup": the same question, about another thing
            again = f"{asked.group(0)} {thing.group('thing')}"
            return [*clauses, (text[start: sep.start()], continues), (again, False)]
        elif not right and left and left[-1].intent == "complete_task" and _SPEAKER_DONE.match(segment):
            return [*clauses, (text[start: sep.start()], continues)]
        elif not right and in_add and (SAME_FOR.match(segment) or _SAME_ON_DAY.match(segment)):
            # "… by the 5th and same for the band", "…, and the same for thursday for the electrician": again
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), True, None
        elif not right and in_add and _untitled(left):
            continue  # "add a task for me, call the landlord": the rest is the title, not a second task
        elif not right and (in_add or _NEED_LEAD.match(masked)) and _ANOTHER_ITEM.match(sep.group(0)) \
                and segment.strip():
            clauses.append((text[start: sep.start()], continues))  # "i need milk and also batteries": two things
            start, continues, left = sep.end(), True, None
        elif not right and in_add and (joiner := _JOINER.sub("", sep.group(0).strip().lower())) in ("and", ",", ";") \
                and (end == len(text) or (_CLAUSE_ENDS.match(text[end:]) and not _SAID_OF_EACH.search(text[end:]))) \
                and _each_dated(_WHO_FOR_TAIL.sub("", text[start: sep.start()]), segment, env) \
                and _named_thing(segment, env) and not _refers_back(sep.group(0), segment) \
                and (joiner == "and" or (dated_name(segment, env) and not _REPEAT_SAID.match(segment))):
            # "add chem exam dec 7 and physics exam dec 9", "add night shift sunday 7pm, night shift monday 7pm":
            # two things, each on a date of its own ("…tuesday, thats for tom brady": who it is for, its note)
            said = text[start: sep.start()]
            who = _WHO_FOR_TAIL.search(said)
            clauses.append((f"{said[:who.start()]} - {who.group('who')}" if who else said, continues))
            start, continues, left = sep.end(), True, None
        elif not right and _SENTENCE_BREAK.match(sep.group(0)) and sep.group(0)[-1:].isspace() and _dated_sentences(
                text[start: sep.start()], text[sep.end():], env):
            # "property tax instalment due dec 1st. and rrsp contribution, whenever, before feb": two things told
            # one after the other, each with its own date
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), False, None
        elif not right and not in_add and sep.group(0).strip() == "," and not left and _each_dated(
                text[start: sep.start()], segment, env) and all(_named_thing(p, env) for p in (
                    text[start: sep.start()], segment)):
            clauses.append((text[start: sep.start()], False))  # "consumer unit swap 8am, eicr 1pm": two jobs,
            start, continues, left = sep.end(), True, None  # each at its own time
        elif not right and left and left[-1].intent == "update_task" and "priority" in left[-1].params \
                and _ANOTHER_LEVEL.match(segment):
            # "put tax back to high and secret santa back to low": the same change, another task and level
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), False, None
        elif not right and left and left[-1].intent == "update_task" and "due" in left[-1].params \
                and ((_ANOTHER_MOVE.match(segment) and _each_dated(text[start: sep.start()], segment, env))
                     or ((left[-1].ref or {}).get("kind") != "pronoun" and dated_name(segment, env))):
            # "push the 5k to sunday and the long run to monday": the same move, for another task to another day;
            # "yoga back to sunday 8am, flu clinic sat 9am, rota mon 9am": the next ones said short, name then when
            clauses.append((text[start: sep.start()], continues))
            joined = re.search(r"\band\b", sep.group(0), re.IGNORECASE)  # "and the long run …" reads as that move again
            start, continues = sep.start() + joined.start() if joined else sep.end(), False  # (left: still a move)
        elif not right and in_add and _verb_phrase(segment) and not _one_reminder(left, sep.group(0)) and (
                not _refers_back(sep.group(0), segment) or _each_dated(text[start: sep.start()], segment, env)) \
                and not _how_to_do_it(segment, env):
            clauses.append((text[start: sep.start()], continues))
            start, continues, left = sep.end(), True, None
    clauses.append((text[start:], continues))
    return clauses


# "also fuse board swap tuesday, and …" right after an add: more things to add (never "and i've paid …")
MORE_ADDED = re.compile(r"^\W*(?:also|and|plus|oh\s+and|and\s+also)\s+(?!(?:i|we|i'?ve|ive|we'?ve|i'?m|im|it|its|it'?s|"
                        r"that|thats|that'?s|he|she|they|you|u|mark|tick)\b)\S", re.IGNORECASE)
_JOINER = re.compile(r"^,\s*(?=and$)")  # ", and" joins as "and" does
# "…tuesday, thats for tom brady": who a job is for, said after its date — the date still ends the job
_WHO_FOR_TAIL = re.compile(r"\s*[,;-]\s*(?:(?:that'?s|thats|it'?s|its|this\s+is)\s+)?(?P<who>for\s+[\w' .-]+)$",
                           re.IGNORECASE)
# "…, put that as high priority. and chase invoices from the o'neill job": after a request, a stop and an "and", then
# a to-do's verb — another request, never more words of the first
_AND_AFTER_STOP = re.compile(r"^[.!?…]+\s*(?:(?:oh|ah|ok|okay)\s+)?(?:and|also|plus)\b", re.IGNORECASE)
# "i emailed the speaker", "and we paid the camp money online", ". and booked the restaurant": something the speaker
# did to a thing of theirs (the "i" often left out); ". got the card too": bought
_I_DID_IT = re.compile(rf"^\W*(?:(?:and|also|oh|plus|btw)\s+)*(?:(?:i|we)\s+)?"
                       r"(?:(?:already|just|finally|also|have|'ve)\s+)*"
                       rf"(?:{DONE_AS_WORDS}|finished|did|cancell?ed|rang|called|phoned|texted|messaged|booked|got)\s+"
                       r"(?:the|my|our|[a-z]+'s)\s+\w", re.IGNORECASE)
# "…, sent it today", "…, paid that this morning lol": the thing just named, done
_DID_IT_AFTER = re.compile(rf"^\W*(?:(?:i|we)\s+)?(?:(?:just|already|finally|have|'ve)\s+)*"
                           rf"(?:{DONE_AS_WORDS}|did|done|finished|rang|called|phoned|texted|messaged)\s+(?:it|that|them)"
                           r"(?:\s+(?:off|in|out|back))?(?:\s+(?:today|tonight|yesterday|this\s+(?:morning|afternoon|"
                           r"evening)|earlier|already|just\s+now|last\s+night|finally|lol|haha|too|as\s+well))*\W*$",
                           re.IGNORECASE)
_AND_FIRST = re.compile(r"^\W*(?:(?:and|also|plus|oh)\s+)+", re.IGNORECASE)


def _task_then_did_it(said: str) -> bool:
    """"email the college rep thing, sent it today": a to-do in its own words, then, after a comma, that it is done."""
    cut = max(said.rfind(","), said.rfind(";"), said.rfind(" - "), said.rfind(" – "))
    return cut > 0 and bool(_DID_IT_AFTER.match(said[cut + 1:].lstrip(" -–"))) \
        and _verb_phrase(_AND_FIRST.sub("", said[:cut]))


# "since i'm away thu and fri, …", "cos the shop's shut till tuesday, …": the reason, said before the request
_WHY_FIRST = re.compile(r"^\W*(?:(?:ok|okay|so|and)[\s,]+)?(?:since|because|cos|coz|cuz|seeing\s+as|as)\s+"
                        r"[^,;.]{3,80}?,\s*", re.IGNORECASE)
# "the birthday dinner booking", "my sister one": a task named and nothing more
_ONLY_A_NAME = re.compile(r"^\s*(?:the|my|our|that)\s+(?P<name>.+?)(?:\s+ones?)?\W*$", re.IGNORECASE)
_ALSO_SAID = re.compile(r"^,?\s+(?:and\s+also|also|plus|and)\s+$|^\s*;\s*$", re.IGNORECASE)


# "add dog treats, poop bags and a new leash": things listed after one "add", with commas and a last "and"
_THINGS_LISTED = re.compile(r"^(?P<lead>\W*(?:(?:pls|please|ok|okay|so|can\s+you|could\s+you)\s+)*add\s+)"
                            r"(?P<items>[\w'&-]+(?:\s+[\w'&-]+){0,5}(?:,\s*[\w'&-]+(?:\s+[\w'&-]+){0,5})+,?\s+(?:and|&)\s+"
                            r"[\w'&-]+(?:\s+[\w'&-]+){0,5})\W*$", re.IGNORECASE)
# ", all low priority", "- both high prio", ", each of them urgent": one level said after a list, for every thing in it
_SHARED_LEVEL = re.compile(r"\s*[,;.:-]?\s*(?:and\s+)?(?:all|both|each|every\s+one)(?:\s+of\s+(?:them|those|these|em))?"
                           r"\s+(?:(?:are|is|as|at|should\s+be)\s+)?(?P<level>(?:high|top|medium|med|normal|low|urgent)"
                           r"(?:\s+(?:priority|prio|pri))?|p[1-4])(?:\s+(?:pls|please|thanks|thx|ty))?\W*$",
                           re.IGNORECASE)
_ITEM_BREAK = re.compile(r",?\s+(?:and|&)\s+|\s*,\s*", re.IGNORECASE)
_LIST_WORDS = re.compile(r"\b(?:to|on|onto)\s+(?:the|my|our)\b|\b(?:list|note|remind|priority|urgent)\b", re.IGNORECASE)


def _listed_things(text: str, masked: str, env: Env) -> list[tuple[str, bool]] | None:
    """"add dog treats, poop bags and a new leash for bruno": three things to get, each its own task.

    Only things (a first word that is no to-do verb: "add buy eggs, milk and bread" is one errand), only without a
    date, a list or a priority said with them (those belong to the whole, not the last thing)."""
    shared = _SHARED_LEVEL.search(masked)
    if shared and shared.start() > 0:
        # "add airpods for jas, a robe for dad, and a gift card, all low priority": the level said once, of each thing
        listed = _listed_things(text[:shared.start()], masked[:shared.start()], env)
        return [(f"{'add ' if continues and not _ADD_SAID.match(clause) else ''}{clause}, {shared.group('level')}",
                 continues) for clause, continues in listed] if listed else None
    m = _THINGS_LISTED.match(masked)
    if not m or _LIST_WORDS.search(m.group("items")):
        return None
    said = text[m.start("items"):m.end("items")]
    items = [i for i in _ITEM_BREAK.split(said) if i.strip()]
    verb_led = [item.split()[0].lower() in TASK_VERBS for item in items]
    if extract_when(text, env.now, env.timezone):
        # "add take the bins out tuesday, drop the recycling thursday and wash the car saturday": to-dos, each with a
        # day of its own, are one task each; a date said once belongs to the whole
        dated = [edge_dates(item, env.now, env.timezone)[1] is not None for item in items]
        if len(items) < 2 or not all(verb_led) or not all(dated):
            return None
        # each one added as the first was ("drop the recycling thursday" is a new chore, not a delete)
        return [(f"{text[:m.end('lead')]}{items[0]}", False), *((f"add {item}", True) for item in items[1:])]
    if verb_led[0] and not any(verb_led[1:]):
        return None  # "add buy eggs, milk, and bread": one errand, its things listed
    if any(verb_led):
        # to-dos among them ("add confetti cannons, spare veil pins, and ring the quartet", "add dig the pit, order
        # the meat, get rocks and wood"): split at the commas, and at an "and" only before another to-do's verb —
        # "get rocks and wood" is one errand
        items = [part for piece in re.split(r"\s*,\s*(?:(?:and|&)\s+)?", said) for part in _AND_BEFORE_VERB.split(piece)
                 if part.strip()]
    if len(items) < 3:
        return None
    return [(f"{text[:m.end('lead')]}{items[0]}", False), *((item, True) for item in items[1:])]


_AND_BEFORE_VERB = re.compile(rf"\s+(?:and|&)\s+(?=(?:{'|'.join(sorted(TASK_VERBS, key=len, reverse=True))})\b)",
                              re.IGNORECASE)


# "also #1, clear its date", "and the vet date thing - #1: clear its date": a task named, then what to do with it
_NAMED_LEAD = re.compile(r"^\s*(?:(?:also|and|oh\s+and|plus)\s+)?(?:the\s+[\w' ]+?\s+(?:one|task|thing)\s*[-–:]\s*)?"
                         r"(?:#\s*\d+|task\s+#?\d+|the\s+[\w' ]+?\s+(?:one|task|thing))\s*(?:,|:|\s[-–])\s*",
                         re.IGNORECASE)


def _named_then_asked(rest: str, env: Env, explicit: Explicit) -> bool:
    """A sentence naming a task, then a command said of it ("also #1, clear its date")."""
    m = _NAMED_LEAD.match(rest)
    return bool(m) and bool(explicit(rest[m.end():], env))


# After a move, another task and where it goes: "… and the long run to monday", "…, the dentist to the 3rd"
_ANOTHER_MOVE = re.compile(r"^\s*(?:and\s+)?(?:the|my|that|this|#\s*\d|task\s+\d|\d)[\w' #&-]*?\s+"
                           r"(?:to|till|until|for|on)\s+\S", re.IGNORECASE)
_ANOTHER_LEVEL = re.compile(r"^\s*(?:and\s+)?(?:the\s+|my\s+|#\s*)?[\w' &-]+?\s+(?:back\s+)?(?:to|on|as|->|→)\s+"
                            r"(?:high|top|medium|normal|low|urgent)(?:\s+(?:priority|prio))?(?:\s+(?:please|pls|too))*\W*$",
                            re.IGNORECASE)
# "mileage is logged, that's me done for the week": after a done-report, the speaker is done, no second task is
_SPEAKER_DONE = re.compile(r"^\W*(?:and\s+)?(?:that'?s\s+(?:me|us)|thats\s+(?:me|us)|i'?m|im|i\s+am|we'?re)\s+"
                           r"(?:all\s+)?(?:done|finished)(?:\s+for\s+(?:the|this|to)?\s*\w+)?\W*$", re.IGNORECASE)
_ALL_OF_IT_DONE = re.compile(r"^\W*(?:(?:and|so|now|it'?s|its|that'?s|thats)\s+)*all\s+(?:sorted|done|good|fine|"
                             r"finished|set|taken\s+care\s+of|dealt\s+with)(?:\s+(?:now|then|lol|thanks|thx))*\W*$",
                             re.IGNORECASE)
_SO_THEN = re.compile(r"^\W*(?:so|and\s+so)\b", re.IGNORECASE)
_ADD_SAID = re.compile(r"^\W*(?:(?:also|and|pls|please|ok|oh)\s+)*(?:add|put|create|make|new|remind|todo|to\s+do)\b",
                       re.IGNORECASE)


def _one_of_them_done(said_left: str, right: list[Reading]) -> bool:
    """"called the locum agency, they're sending dev. so both shift tasks are done": the lead reports a thing done
    and what follows ticks several tasks at once — the thing reported is one of them, its own report kept."""
    return all(r.intent == "complete_task" and (r.ref or {}).get("kind") == "all" for r in right) \
        and any(_I_DID_IT.match(said) for said in re.split(r"[.!?;]+\s+", said_left))


def _asked_after_news(left: list[Reading] | None, right: list[Reading], said_left: str = "") -> bool:
    """Whether what follows "so" is the request the news before it leads to: a named task reported done, a named
    task (or a day's tasks) moved, or a new reminder; the news itself is no command, or only a maybe-move ("mum's
    doctor moved to friday") of something that need not be on the list."""
    skips = bool(right) and all(r.intent == "update_task" and r.params.get("skip") and (r.ref or {}).get("kind")
                                not in (None, "pronoun") for r in right)
    if skips and (not left or all(r.intent in ("add_task", "update_task") for r in left)) \
            and not _ADD_SAID.match(said_left):
        return True  # "no practice tuesday so skip the monday bag packing": why, then the occurrence skipped
    if left and not all(r.intent == "update_task" and r.params.get("or_add") for r in left):
        return False
    if left and [r.intent for r in right] == ["add_task", "schedule_reminder"]:
        return True  # "nativity rehearsal is tmrw so remind me at 6 to bring the costumes": why, then the reminder
    named = all((r.ref or {}).get("kind") not in (None, "pronoun") for r in right)
    return named and (all(r.intent == "complete_task" for r in right) or all(
        r.intent == "update_task" and {"due", "shift"} & set(r.params) and not r.params.get("or_add") for r in right))
_ONLY_COURTESY = re.compile(r"^(?:\s+(?:please|pls|plz|for\s+me|thanks|thx|ta|too|as\s+well))*[\s.!]*$", re.IGNORECASE)
# A break between sentences ("… 7pm. oh and …"), not a comma or an "and" inside one
# A question about when something is, asked again of another thing after it ("… ? and the pickup")
_WHEN_ASKED = re.compile(r"^\W*(?:(?:so|and|ok|wait|hmm+)[\s,]+)?(?:when|what\s+day|what\s+time)(?:\s+is|\s*'?s)\b",
                         re.IGNORECASE)
_OTHER_THING = re.compile(r"^\s*(?P<thing>(?:the|my|that|our)\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?)"
                          r"(?:\s+(?:too|as\s+well|also|then))?\W*$",
                          re.IGNORECASE)
_SENTENCE_BREAK = re.compile(r"^[.!?…]+", re.IGNORECASE)
# A sentence that says how things are, led by its subject and verb: "hes on days that week", "she's off", "it works"
_REMARK_AFTER = re.compile(r"^\s*(?:(?:he|she|they|we|it|that|there)(?:'?s|'?re|'?ll|'?d|\s+(?:is|are|was|were|will|"
                           r"can|has|have|works?|said|says))|hes|shes|theyre|thats|its)\b", re.IGNORECASE)
# …unless it still asks for something ("she's due friday, remind me", "it needs doing by 5") or more follows it
# ("add milk. its for the cake. and eggs")
_STILL_ASKS = re.compile(r"\b(?:remind|add|need|needs|have\s+to|has\s+to|gotta|must|should|don'?t\s+forget)\b"
                         r"|[.!?;]\s*\w", re.IGNORECASE)


# "add pay rent due the 1st and dentist thursday 2pm, oh and …": the second thing's clause ends at a comma or stop
_CLAUSE_ENDS = re.compile(r"\s*[,;.!?]")
# ", low priority both", ", high priority for each": said of every thing before it, so they stay together
_SAID_OF_EACH = re.compile(r"\b(?:both|each|all\s+of\s+them)\b", re.IGNORECASE)


def _each_dated(left: str, segment: str, env: Env) -> bool:
    """"call grandma on sunday and buy her present by saturday": each part ends on a date of its own, so they are
    two tasks even though the second points back at the first ("her")."""
    return all(edge_dates(part, env.now, env.timezone)[1] is not None for part in (left, segment))


_NOT_A_THING = re.compile(r"^\W*(?:not|no|nope|nah|sorry|actually|or|wait|and|but|it'?s|its|is|at|on|by|for|from|until|"
                          r"till|starting|after|before|every|each|then)\b",
                          re.IGNORECASE)


def _dated_sentences(before: str, after: str, env: Env) -> bool:
    """The sentence ending `before` and the one opening `after` each name a thing and end on a date of its own."""
    last = re.split(r"[.!?…]+\s+", before)[-1]
    first = re.split(r"[.!?…]+\s+", after)[0].rstrip(" .!?…")
    return _each_dated(last, first, env) and all(_named_thing(part, env) and len(part.split()) > 1
                                                 for part in (last, first))


_SHORT_LEAD = re.compile(r"^\W*(?:(?:and|also|oh|plus|then)\s+)*", re.IGNORECASE)
_SHORT_TAIL = re.compile(r"(?:\s+(?:pls|please|plz|too|as\s+well|thx|thanks))+\W*$|\W+$", re.IGNORECASE)


_TO_DO_SAID = re.compile(r"^\w+(?:\s+(?:the|a|an|my|our|his|her|their|some)\b.*)?$", re.IGNORECASE)


# "joiner is here tmrw", "he's away next week", "garage can't do tomorrow", "venue's closed friday", "im sick today":
# how things are, said with a day — news
HOW_THINGS_ARE = re.compile(r"^(?:i|im|ive|he|she|they|we|it|you|that|there|thats|its|hes|shes|theyre|my)\b"
                            r"|\b(?:is|are|was|were|isn'?t|aren'?t|am|be|can|can'?t|cannot|could|couldn'?t|won'?t|"
                            r"will|would|do|does|did|don'?t|doesn'?t|didn'?t|has|have|had|got|gets|need|needs|comes|closes|opens|"
                            r"starts|ends|wants|moved)\b"
                            r"|'(?:re|ll|m|d)\b|'s$|'s\s+(?:closed|open|shut|off|away|busy|out|back|here|there|not|"
                            r"free|full|late|done|on|in|gone|home|sick|ill)\b", re.IGNORECASE)


def dated_name(clause: str, env: Env) -> tuple[str, dict] | None:
    """"flu clinic sat 9am", "and blister packs monday 11am": a task's few words, then a day or time, nothing else —
    said beside a move, another task moved (its words and its due params); None for anything more."""
    said = _SHORT_TAIL.sub("", _SHORT_LEAD.sub("", clause))
    name, when = edge_dates(said, env.now, env.timezone)
    name = name.strip(" ,.:;-")
    if when is None or not name or not said.lower().startswith(name.lower()) or len(name.split()) > 4 \
            or _NOT_A_THING.match(name) or "due" not in when.due_params() \
            or (name.split()[0].lower() in TASK_VERBS and _TO_DO_SAID.match(name)) or HOW_THINGS_ARE.search(name):
        return None  # ("book club jan 6" names a task; "book the venue sat" is a to-do of its own)
    return name, when.due_params()


def _named_thing(clause: str, env: Env) -> bool:
    """A clause naming a job besides its date ("eicr 1pm"), not a date said as a correction ("not tomorrow")."""
    return not _NOT_A_THING.match(clause) and not _only_timing(clause, env)


def _only_timing(clause: str, env: Env) -> bool:
    """A clause that is nothing but a date or time ("on friday", "every monday at 8am")."""
    found = extract_when(clause, env.now, env.timezone)
    # "27th-2nd jan", "the 3rd to the 5th": a range of dates is timing too, whatever day it starts on
    return bool(found) and not _RANGE_START.sub("", cut_spans(clause, found.spans)).strip(" ,.:;-")  # type: ignore[union-attr]


_RANGE_START = re.compile(r"(?:\b(?:from\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s*(?:[-–]|\b(?:to|till|until)\b)\s*"
                          r"(?:the\s*)?$|^\s*(?:from\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s*(?:[-–]|\b(?:to|till|until)\b))",
                          re.IGNORECASE)


_BARE_LEVEL_SAID = re.compile(r"(?:high|top|medium|low)[\s-]+(?:priority|prio|pri)|p[1-4]|urgent", re.IGNORECASE)


def _priority_of_it(right: list[Reading]) -> bool:
    """A priority said of "it" ("its urgent", "make it high priority"), which after an add describes the new task."""
    step = right[0]
    return (len(right) == 1 and step.intent == "update_task" and (step.ref or {}).get("kind") == "pronoun"
            and set(step.params) == {"task_ref", "priority"})


def _untitled(left: list[Reading] | None) -> bool:
    """An add whose cue has no title yet ("add a new task for me")."""
    return bool(left) and left[0].intent == "add_task" and "title" not in left[0].params  # type: ignore[index]


# never inside one thing's name; "…, oh and the knife roll came": an afterthought after a comma is another thing too
_ANOTHER_ITEM = re.compile(r"^(?:,?\s*(?:and\s+also|also|plus)|,\s*(?:oh|ah)\s+and(?:\s+also)?)\s*$", re.IGNORECASE)
_NEED_LEAD = re.compile(r"^(?:(?:i|we)\s+(?:still\s+|really\s+)?(?:need|gotta|have\s+to|must)|need|don'?t\s+forget)\b",
                        re.IGNORECASE)
_BACK_PRONOUN = re.compile(r"\b(?:her|him|them|their|his)\b", re.IGNORECASE)


# "call the pharmacy about her insulin": the second verb's own thing, named before any pronoun
_OWN_OBJECT = re.compile(r"^\s*[a-z]+\s+(?:up\s+|in\s+|out\s+)?(?:the|a|an|my|our|your)\s+"
                         r"(?!(?:her|him|them|their|his)\b)\w",
                         re.IGNORECASE)


def _refers_back(separator: str, segment: str) -> bool:
    """"call grandma and ask about her hip": after a plain "and", a pronoun for the person just named keeps
    the second verb inside the same task ("book ma's checkup and call the pharmacy about her insulin" is two: the
    second verb has a thing of its own)."""
    return separator.strip().lower() == "and" and bool(_BACK_PRONOUN.search(segment)) \
        and not _OWN_OBJECT.match(LEAD_FILLER.sub("", segment))


_ASK_THEM = re.compile(r"^\s*(?:ask|text|message|ring|call|email|tell|remind|check\s+with)\s+(?:her|him|them)\s*$",
                       re.IGNORECASE)


def _how_to_do_it(segment: str, env: Env) -> bool:
    """"i have to swap my shift with kasia, ask her by sunday": asking the person just named is how the task gets
    done (and by when), not a second task called "Ask her"."""
    found = extract_when(segment, env.now, env.timezone)
    rest = cut_spans(segment, found.spans) if found else segment
    return bool(_ASK_THEM.match(rest.strip(" ,.;")))


def _one_reminder(left: list[Reading] | None, separator: str) -> bool:
    """"remind me monday at 7pm to call mum and confirm the lift": the two to-dos after one "remind me … to" share
    its reminder, so they stay one task (split, the second would get no reminder)."""
    return bool(left) and any(r.intent == "schedule_reminder" for r in left or []) \
        and separator.strip().lower() == "and"


def _verb_phrase(segment: str) -> bool:
    """Does the segment look like its own to-do ("call the plumber"), not a second noun ("pepper")?"""
    words = LEAD_FILLER.sub("", segment).split()
    return len(words) >= 2 and words[0].lower() in TASK_VERBS
