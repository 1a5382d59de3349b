"""Reopening a completed task: "reopen task 5", "mark task 2 as not done", "uncheck milk", "X isn't done",
"turns out i didn't finish the report".

Tried first of all commands: "mark task 2 as not done" must never reach "mark ... done".
"""

from __future__ import annotations

import re

from todobot.understanding.rules.commands.matching import (
    REF_CUT,
    Cue,
    X,
    each_numbered,
    first_match,
    ref_group,
    with_refs,
)
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import NAMES_LISTED, clean_ref_text, is_specific, parse_refs
from todobot.understanding.rules.text import THEN_WHY, VOCATIVE_WORDS

_NOT_DONE = (r"(?:not\s+(?:yet\s+)?(?:done|dun|complete[d]?|finished)|undone|incomplete|unfinished|pending|open|"
             r"to\s*do|uncompleted|not\s+checked(?:\s+off)?)")
# "mark the essay as not done i didnt send it yet": why, said without a comma, as what the speaker did not do
_WHY_I_DIDNT = (r"(?:\s+(?:i|we)\s+(?:didn'?t|didnt|did\s+not|never|haven'?t|havent|have\s+not|still\s+have)\b.*)?")
REOPEN_CUES: tuple[Cue, ...] = (
    # "set the status of task 2 to pending", "change task 2's status to open"
    Cue("set the status", re.compile(
        r"^(?:set|change|update|switch|put)\s+(?:the\s+status\s+(?:of|for|on)\s+(?P<ref>.+?)|(?P<ref2>.+?)(?:'s)?\s+"
        rf"status)\s+(?:back\s+)?(?:to|as)\s+{_NOT_DONE}(?:\s+again)?$", X)),
    Cue("mark as not done", re.compile(
        rf"^(?:(?:mark|set|flag|make)\s+(?P<ref>.+?)\s+(?:as\s+|to\s+)?{_NOT_DONE}(?:\s+again)?"
        rf"(?:\s+(?:please|pls|plz|thanks|thx|for\s+me))*{_WHY_I_DIDNT}|(?:reopen|re-open|"
        r"uncomplete|un-complete|un-?finish|un-?check|un-?tick|un-?mark)\s+(?P<ref2>.+))$", X)),
    # "put the lab report back to open", "move the tax task back to my to do list", "put that back on the open list"
    Cue("put back to open", re.compile(
        # "restore the choir practice task to pending", "revert task 4 to open": back said by the verb
        r"^(?:(?:put|move|set|mark|bring|send|switch|change)\s+(?P<ref>.+?)\s+back|(?:restore|revert|return|reset)\s+"
        r"(?P<ref2>.+?)(?:\s+back)?)\s+(?:to|on|onto|in|into|as)\s+"
        # "kindly restore the letter to my outstanding tasks", "put it back on my remaining jobs"
        r"(?:the\s+|my\s+)?(?:pending|open|to\s*-?\s*do|todo|undone|not\s+done|incomplete|unfinished|active|outstanding|"
        r"remaining|uncompleted)"
        rf"(?:\s+(?:list|tasks?|ones|items|jobs|to-?dos))?(?:\s+(?:please|pls|again|po|{VOCATIVE_WORDS}))*$"
        r"|^(?:put|move|bring)\s+(?P<ref3>.+?)\s+back\s+(?:on|onto|to|in|into)\s+(?:the\s+|my\s+)list(?:\s+(?:please|pls))*$",
        X)),
    # "open the chimney one back up", "open it up again", "reopen that one again": open again said with "back up"
    Cue("open back up", re.compile(
        r"^(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+)?(?:open|re-?open|unclose)\s+(?P<ref>.+?)\s+"
        r"(?:back\s+up|up\s+again|back\s+up\s+again|again)(?:\s+(?:please|pls|for\s+me|then))*$", X),
        needs_specific=True),
    # "the chimney one needs doing again, open it back up", "the gutter task has to be done again": a task marked done
    # that needs doing once more (a task clearly named: "the lawn needs doing again" is news about the lawn)
    Cue("needs doing again", re.compile(
        r"^(?:(?:so|oh|ugh|right|ok|okay|well)[\s,]+)*(?P<ref>(?!(?:it|that|this|i|we)\b).+?)\s+(?:needs?|has\s+to\s+be|"
        r"have\s+to\s+be|wants?|will\s+need|is\s+going\s+to\s+need)\s+(?:doing|done|to\s+be\s+done|redoing|re-?doing)\s+"
        r"(?:again|over\s+again|all\s+over\s+again)(?:\s+(?:after\s+all|actually|now|then))*[.!]*$", X),
        needs_specific=True),
    # "nah the cable one is back on, wholesaler had the wrong stuff", "the gym task's back on the list": a task named
    # as one, open again
    Cue("X is back on", re.compile(
        r"^(?:(?:nah|no|oh|ok|so|actually|right|well|ugh)[\s,]+)*(?P<ref>(?:the|my|that)\s+(?:[\w'&-]+\s+){0,3}?"
        r"(?:one|task|thing|job|item|to-?do))(?:\s+is|'s)\s+back\s+on(?:\s+(?:the|my)\s+(?:list|to-?do\s+list))?"
        r"(?:\s+(?:again|after\s+all|now|then))*[.!]*$", X)),
    # "the deposit bounced. not done", "the booking fell through, so it's not done": what went wrong, then not done
    Cue("went wrong, not done", re.compile(
        r"^(?P<ref>(?!(?:it|that|this|i|we)\b).+?)\s+(?:bounced|failed|fell\s+through|didn'?t\s+(?:go\s+through|work|happen)|"
        r"was\s+cancell?ed|got\s+cancell?ed|was\s+declined|got\s+declined)[\s,.;!-]+(?:so\s+)?(?:it'?s\s+|its\s+|it\s+is\s+)?"
        r"(?:not|isn'?t|wasn'?t)\s+(?:actually\s+|really\s+)?(?:done|finished|complete[d]?|paid)(?:\s+(?:after\s+all|yet|then))*"
        r"[.!]*$", X)),
    # "the window cleaner cancelled on me so thats not done anymore", "landlord didnt pick up, so thats not done":
    # what went wrong with a task, then "so that's not done" (the task is whom or what the remark is about)
    Cue("so that's not done", re.compile(
        r"^(?P<ref>(?!(?:it|that|this|i|we|you|he|she|they)\b)[\w' -]+?)\s+(?:never|didn'?t|did\s+not|couldn'?t|"
        r"wasn'?t|hasn'?t|won'?t|cancell?ed|bounced|failed|fell|no-?showed|pulled|bailed|flaked|forgot)\b.*?"
        r"[\s,.;!-]+so\s+(?:that'?s|thats|it'?s|its|that\s+is|it\s+is|that\s+one'?s|that\s+one\s+is)\s+not\s+"
        r"(?:actually\s+|really\s+)?"
        r"(?:done|finished|complete[d]?)(?:\s+(?:any\s*more|after\s+all|then|yet))*[.!]*$", X), confidence=0.85),
    # "the milk task isn't done actually", "task 3 is not finished after all": it needs a clearly named task,
    # so "the dishes aren't done" stays a remark ("... isn't done yet" describes an open task, it reopens nothing).
    # "i didn't finish the report after all", "turns out we never did the gym one": said with a surprise
    # marker (or of a clearly named task), a report that something marked done is not.
    Cue("didn't finish", re.compile(
        r"^(?:i|we)\s+(?:didn'?t|did\s+not|haven'?t|have\s+not|never)\s+(?:actually\s+|really\s+|quite\s+)?"
        r"(?:finish(?:ed)?|complete[d]?|do|did|done|get\s+to)\s+(?P<ref>.+?)"
        r"(?:\s+(?:actually|after\s+all|really|yet))*$", X),
        confidence=0.85, needs_specific=True),
    Cue("isn't done", re.compile(
        r"^(?P<ref>(?!(?:what|which|how|who|i|we|you)\b).+?)\s+(?:isn'?t|is\s+not|wasn'?t|was\s+not|aren'?t|are\s+not)"
        r"\s+(?:actually\s+|really\s+|quite\s+)?(?:done|finished|complete[d]?)"
        # "the NCP isn't done pala" (Filipino "pala": it turns out)
        # "the loft isnt really done tbf": said fairly, the same surprise
        r"(?:\s+(?:actually|after\s+all|really|pala|tbf|tbh|to\s+be\s+(?:fair|honest)|honestly|any\s*more))*"
        # "the insurance call isnt done actually they never rang back": the surprise, then why
        r"(?:\s+(?:actually|after\s+all)\s+(?:they|he|she|it|i|we)\s+\S.*)?$", X), needs_specific=True),
)
# "turns out …", "… after all", "… actually": the speaker finds a task marked done is not, so even a bare
# name reopens ("the report isn't done after all"); without it, "the dishes aren't done" is only a remark.
_TURNS_OUT = re.compile(r"^(?:(?:so|oh|oops|hmm+|well)[\s,]+)*(?:it\s+)?turns\s+out(?:\s+that)?[\s,]+"
                        r"|^(?:(?:actually|oh|oops|hmm+|ugh|well|wait|so)[\s,]+)+(?=(?:i|we)\s)"
                        # "ay wait the NCP isn't done", "oh hang on, the gas one's not finished": caught out by it
                        r"|^(?:(?:ay+|ah+|oh+|oops|ugh|wait|hold\s+on|hang\s+on)[\s,]+)*(?:wait|hold\s+on|hang\s+on)[\s,]+"
                        r"(?=(?:the|my|our)\s)"
                        # "wait no, hardware run isnt done": a "no" to what was just done
                        r"|^(?:(?:wait|oh|oops|hmm+|ugh|sorry)[\s,]+)*no+[\s,.!]+(?:wait[\s,]+)?", X)
# "reopen that", "pls open it back up", "mark it as not done": the task just named, asked to be reopened
_REOPEN_IT = re.compile(r"^(?:(?:so|pls|please|can\s+(?:you|u)|just)\s+)*(?:re-?open|un-?tick|un-?check|"
                        r"open\s+(?:it|that)\s+(?:back\s+)?up|mark\s+(?:it|that)\s+(?:as\s+)?(?:not\s+done|undone|open)|"
                        r"put\s+(?:it|that)\s+back)\b", X)
# "the boiler guy", "the window cleaning people": who comes for a task names the task by what they come for
_WHO_FOR = re.compile(r"\s+(?:guy|man|men|lady|woman|bloke|fella|people|person|company|firm|engineer)s?$", X)
_SURPRISE = re.compile(r"\b(?:after\s+all|actually|pala|tbf|to\s+be\s+fair|any\s*more)\b", X)
# What follows a not-done report as its reason: words, not a question or a request ("…, can you remind me")
# "the booking isn't done anymore, bring it back and make it due tuesday": a request of its own on the task, no why
_THEN_ASKED = re.compile(r"^(?:(?:so|and|then|just|pls|please|can\s+(?:you|u)|could\s+(?:you|u))\s+)*"
                         r"(?:bring|reopen|re-open|open|put|make|move|set|change|push|shift|add|give|mark|rename|call)\s+"
                         r"(?:it|that|this|them|that\s+one|this\s+one)\b", X)
# "…, reopen it", "…, bring it back pls": the reopen itself said again, nothing more asked
_REOPEN_SAID = re.compile(r"^(?:(?:so|just|pls|please)\s+)*(?:re-?open|bring|put|open)\s+(?:it|that|this)(?:\s+one)?"
                          r"(?:\s+(?:back|up|again|back\s+up))*(?:\s+(?:please|pls|thanks|thx))*\W*$", X)
_WHY_SAID = re.compile(r"^(?!(?:can|could|will|would|pls|please|so\s+(?:add|remind|put))\b)[\w'].*[^?]$", X)
# "it yaar i forgot half of them", "that one, we never sent it": a task pointed at, then (who is spoken to and) why
_POINTED_THEN_WHY = re.compile(rf"^((?:it|that|this|them)(?:\s+one)?)(?:\s+{VOCATIVE_WORDS})?"
                               r"\s+(?:i|we|i'?ve|we'?ve|i'?m|im|they|he|she)\b", X)
_GATE = re.compile(r"^(?:mark|set|flag|make|reopen|re-open|un|change|update|switch|put|move|bring|send|restore|revert|"
                   r"return|reset|open|(?:can|could)\s+(?:you|u)\s+(?:re-?)?open|pls\s+|please\s+)|\bback\s+on\b"
                   r"|\b(?:doing|done|redoing)\s+(?:all\s+)?(?:over\s+)?again\b"
                   r"|(?:\bnot|n'?t|\bnever)\s+", X)


def reopen_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """reopen X / mark X as not done / uncheck X / set the status of X to pending / X isn't done actually."""
    if not _GATE.search(masked):
        return None
    turns_out = _TURNS_OUT.match(masked)
    surprised = bool(turns_out or _SURPRISE.search(masked))  # "actually i didn't finish the tax form"
    if turns_out:
        text, masked = text[turns_out.end():], masked[turns_out.end():]
    found = None
    asked_again = False  # "…, reopen that": the not-done report asked to be reopened, after it
    # "mark #2 as not done, the transfer didn't go through": the reopen, then why (the first place that leaves a
    # reopen before it: "mark the hymn sheets as not finished, printer jammed" is not cut at "as")
    for reason in THEN_WHY.finditer(masked):
        if _THEN_ASKED.match(masked[reason.end():]) and not _REOPEN_SAID.match(masked[reason.end():]):
            break
        found = first_match(REOPEN_CUES, masked[:reason.start()])
        if found is not None:
            # "the flour isn't done, supplier cancelled": why a task is not done after all, so it was thought done
            surprised = surprised or bool(_WHY_SAID.match(masked[reason.end():]))
            asked_again = bool(_REOPEN_IT.match(masked[reason.end():]))
            text, masked = text[:reason.start()], masked[:reason.start()]
            break
    found = found or first_match(REOPEN_CUES, masked)
    if found is None:
        return None
    cue, m = found
    raw_ref = clean_ref_text(_SURPRISE.sub(" ", ref_group(text, m)))
    if cue.label == "isn't done" and asked_again and not NAMES_LISTED.match(raw_ref):
        # "printer jammed halfway, flyers arent done, reopen that": what happened, then the task that is not done
        raw_ref = REF_CUT.split(raw_ref)[-1]
    pointed = _POINTED_THEN_WHY.match(raw_ref)
    if pointed:  # "reopen it yaar i forgot half of them": the task pointed at, then why
        raw_ref = pointed.group(1)
    if cue.label == "so that's not done":  # "the boiler guy never turned up": the boiler task
        raw_ref = _WHO_FOR.sub("", raw_ref) or raw_ref
    refs = parse_refs(raw_ref)
    # "i didn't finish the tax form": a task named with "the"/"my" is one the speaker means, even unsurprised.
    named = cue.label == "didn't finish" and bool(re.match(r"(?:the|my|our)\s", raw_ref, X))
    if cue.needs_specific and not (refs and (surprised or named or is_specific(refs[0], raw_ref))):
        return None
    return with_refs("reopen_task", each_numbered(refs), {}, cue.confidence, "Marking a task as not done reopens it.")
