"""Cue words and phrases. Kept as data so the rules read as intent, and new phrasings are one-line edits."""

from __future__ import annotations

import re

X = re.IGNORECASE


def words(text: str) -> list[str]:
    """The whitespace-separated words of a block of text (word lists read better as prose)."""
    return text.split()


def alt(options: str | list[str] | tuple[str, ...]) -> str:
    """A regex alternation from a pipe-separated string or a list, longest first so prefixes lose."""
    items = options.split("|") if isinstance(options, str) else list(options)
    return "(?:" + "|".join(sorted((w.strip() for w in items if w.strip()), key=len, reverse=True)) + ")"


# Politeness and interjections in front of a command ("hey can you please ...").
# What people call the assistant when they address it, dictating or by habit ("ok google", "hey todo bot").
ASSISTANT_NAME = r"(?:todo\s*bot|to-?do\s*bot|todobot|bot|google|siri|alexa|assistant|computer)"
# Another assistant called by name: without a clear to-do command, the request was meant for it
# ("ok google tweet …", "hey alexa turn on the lights"), not for the list.
OTHER_ASSISTANT = re.compile(r"^(?:hey|hi|hello|ok(?:ay)?|yo)[\s,]+(?:google|siri|alexa|computer|assistant)\b", X)
LEAD_FILLER = re.compile(
    rf"^(?:(?:hey|hi|hello|ok(?:ay)?|yo)[\s,]+{ASSISTANT_NAME}\b[\s,!.]*|(?:please|pls|plz|kindly)\s+to\s+(?=\w)|(?:hey|hi|hello|ok(?:ay)?|so|um+|uh+|well|yo|alright|right|now|also|and|then|oh|oops|actually|"
    r"please|pls|plz|kindly|abeg|oya|quickly|hmm+|aye|och|ach|"
    # "dang ok move the permit to wednesday": a mild oath in front of the request
    r"dang|damn|dammit|drat|argh+|blimey|crikey|gosh|geez|jeez|"
    # "alamak what's overdue ah", "aiyo delete all the done ones": the Singlish and Malaysian dismay
    r"alamak|aiyo+h?|aiya+h?|haiya+h?|walao|"
    # "eish add new boots", "manze delete the brakes one", "yoh tick the rent": South African and Kenyan
    # exclamations in front of the request; "acha cancel it", "theek hai move it to friday": the Hindi and Urdu "ok"
    r"eish|manze|yoh|haibo|sasa|acha|achha|accha|theek\s+hai|thik\s+hai|chalo)\b[\s,!.]*"
    # "kindly note I have completed the UAT signoff": the report itself, not a note to add
    r"|note\s+(?:that\s+)?(?=(?:i|we)(?:'ve|\s+have|\s+had|\s+just|\s+already)?\s+[a-z]+ed\b)"
    # "On reflection, the bird bath may be removed", "come to think of it, …": the second thought, not the request
    r"|(?:on\s+(?:further\s+)?reflection|come\s+to\s+think\s+of\s+it|having\s+thought\s+(?:about\s+it|it\s+over))[\s,]+"
    # "instead just remind me on 8 dec", "in that case move it to friday": the change of mind, not the request
    r"|(?:instead(?!\s+of\b)|rather(?!\s+than\b)|in\s+that\s+case|if\s+so)[\s,]+"
    # "after that stop repeating the drive one", "from then on, …": when, said before the request
    r"|(?:after\s+that|from\s+then\s+on)[\s,]+(?=(?:stop|don'?t|dont|no\s+more|cancel|delete|remove)\b)"
    # "…, and to mark it as a matter of some urgency": the letter-writer's "to" before the next command
    r"|to\s+(?=(?:mark|make|set|move|change|put|give|push)\s+(?:it|that|this|them)\s+(?:as|to|for|on|a|an|high|low|"
    r"urgent|due)\b)"
    # "n make it high priority": "and", typed short, before a command
    r"|n\s+(?=(?:make|add|move|mark|tick|cross|delete|remove|change|set|put|push|bump|rename|show|list|remind|undo)\b)"
    # "would you ever add …": the Irish way of asking
    r"|(?:can|could|would|will|might|cna|cn|coud|cud|culd|wud|wld)\s+(?:you|u|yu|yuo)(?:\s+ever)?(?:\s+please|\s+pls|\s+plz)?\s+"
    r"|would\s+you\s+mind\s+"
    # "would you be so kind as to remove …", "be a dear and add …": old-fashioned courtesy before the command
    r"|(?:(?:would|could|will)\s+(?:you|u)\s+)?be\s+(?:so\s+kind|kind\s+enough|good\s+enough)\s+(?:as\s+)?to\s+"
    r"|be\s+a\s+(?:dear|love|star|gem|darling)\s+and\s+"
    # "I should be grateful if you would remind me …", "i'd appreciate it if you could add …": the letter-writer's ask
    r"|i(?:\s+(?:should|would)|'?d)\s+(?:be\s+(?:(?:most|very|so|really)\s+)?(?:grateful|obliged)|appreciate\s+it|"
    r"love\s+it)\s+if\s+(?:you|u)\s+(?:would|could|can|will|might|'?d)\s+(?:(?:please|kindly)\s+)?"
    # "just delete it", "simply add milk": a softener in front of a command verb ("just paid rent" is a report).
    # "wait first tell me whats overdue": the softener, then the order things are asked in
    r"|(?:just|simply|literally|wait|hold\s+on|hang\s+on|(?:can|could|shall)\s+we)[\s,]+(?=(?:(?:first|then|now)\s+)?"
    r"(?:add|put|delete|remove|mark|show|list|rename|complete|move|change|tick|cross"
    r"|check|set|make|remind|clear|cancel|drop|update|edit|undo|reopen|bin|scrap|get\s+rid|take|push|postpone|note"
    r"|jot|stick|ditch|tell)\b)"
    r"|i'?d\s+like\s+you\s+to\s+|i\s+want\s+you\s+to\s+|i\s+need\s+(?:you|u)\s+to\s+|go\s+ahead\s+and\s+|let'?s\s+"
    # "please you add ...", "u can delete ...": a subject in front of a command verb.
    r"|(?:you|u)\s+(?:(?:can|could|please|pls|will|should|must|just)\s+)?(?=(?:add|show|list|delete|remove|mark"
    r"|create|rename|complete|move|push|put|postpone|reschedule|change|make|set)\b)"
    # "and now i can delete the drive dad one", "we can tick off the boxes": the speaker free to do it, i.e. asking
    r"|(?:i|we)\s+can\s+(?:now\s+|just\s+|finally\s+)*(?=(?:delete|tick\s+off|cross\s+off|mark)\b)"
    # "just push it to tomorrow": "just" in front of a command verb
    r"|(?:just|first|then|now)\s+(?=(?:add|show|list|delete|remove|mark|create|rename|move|push|put|postpone|reschedule|delay|bump|change"
    r"|make|set|cancel|clear|take|tell)\b)"
    # "but first whats on tomorrow", "just tell me whats overdue": a question put before something else
    r"|(?:but|first|just)[\s,]+(?=(?:(?:first|just)[\s,]+)?(?:what'?s|whats|what\s+is|what\s+are|what\s+do|tell\s+me|show\s+me)\b))+",
    X,
)
# "i said id drive her", "told mum i'd ring the bank", "promised jo i'd help her move": a promise is a to-do
PROMISED = (r"(?:(?:i|we)\s+)?(?:(?:said\s+|told\s+(?:[\w'-]+\s+){1,2}?|promised\s+(?:[\w'-]+\s+){0,2}?)(?:that\s+)?"
            r"(?:i'?d|id|we'?d|i\s+would|we\s+would|i'?ll|i\s+will|we'?ll|we\s+will)|promised\s+(?:[\w'-]+\s+)?to)")
# "I need to ...": the rest is a task, unless it is itself a clear bot command.
NEED_PREAMBLE = re.compile(
    r"^(?:(?:i\s+)?(?:must|should)\s+not\s+forget\s+to|(?:do\s+not|don'?t|dont)\s+forget\s+to"
    r"|(?:i|we)'?d\s+better|(?:i|we)\s+had\s+better"
    r"|(?:i|we)\s+(?:really\s+|also\s+|still\s+|definitely\s+)?"
    r"(?:need|needs|ned|neeed|nead|have|has|hav|hafta|haveta|gotta|gota|gtta|got|must|should(?!\s+(?:also\s+)?(?:like|love)\b)|shud|ought|had\s+better|"
    r"'d\s+better|d\s+better|better)"
    r"(?:\s+to|\s+2)?|(?:i|we)'ve\s+got\s+to|(?:i|we)\s+got\s+to|(?:i'?m|i\s+am)\s+(?:going|supposed)\s+to"
    r"|needs?\s+(?:to|2)|ha(?:ve|s)\s+(?:to|2)|hafta|gotta|gota|got\s+(?:to|2)|must|should|ought\s+to"
    r"|(?:i\s+)?(?:must|should)\s+not\s+forget\s+to|(?:do\s+not|don'?t|dont)\s+forget\s+to"
    r"|(?:i\s+)?(?:need|have|want)\s+(?:to|2)\s+remember(?:\s+for\s+me)?\s+to|remember(?:\s+for\s+me)?\s+to"
    r"|(?:i\s+)?must\s+remember\s+to|(?:do\s+not|don'?t|dont)\s+forget(?=\s*[:-])|remember(?=\s*:)"
    r"|(?:i\s+)?(?:forgot|keep\s+forgetting|always\s+forget)\s+to"
    r"|(?:note|memo|reminder)\s+to\s+(?:self|myself)"
    rf"|{PROMISED})"
    r"(?:\s+(?:really|finally|actually|definitely|seriously))*[\s:,-]+",
    X,
)
# A musing in front of a "need to" ("so I was thinking I really need to ..."): skipped before the preamble.
MUSING = re.compile(
    r"^(?:(?:so|and|well|ok|okay)[\s,]+)?(?:i\s+(?:was\s+(?:thinking|wondering)|(?:just\s+)?(?:think|thought|guess|reckon|"
    r"realised|realized|remembered|figured)|(?:i\s+)?(?:(?:totally|totaly|completely|almost|just)\s+)?forgot)"
    r"|it\s+(?:just\s+)?occurred\s+to\s+me)(?:\s+that)?[\s,]+",
    X,
)
# An aside after the task in a rambling message ("..., it's been a mess for months so can you add that").
# "need to book flights asap, prices going up every day": how things are going is why, never a repeat or a title
ASIDE = re.compile(r",\s+(?:it'?s|its|it\s+(?:has|was|is)|because|cause|cos|coz|since|which|but|so)\b.*$"
                   r"|,\s+(?:the\s+)?[a-z]+\s+(?:(?:are|is|keep|keeps)\s+)?(?:going|getting|rising|selling|filling|running)"
                   r"\s+(?:up|down|out|fast|quick(?:ly)?|worse|higher|dearer|booked|full)\b.*$", X)
# "I should like to remove …", "I'd love to add …": the politer and the keener forms too
# ("I should also like to give the letter a date": the "also" of a letter adding one more request)
WANT_PREAMBLE = re.compile(r"^(?:i\s+(?:also\s+)?(?:want|wanna|wish(?=\s+to\b)|"
                           r"(?:would|should|'d|d)\s+(?:also\s+)?like|(?:would|'d)\s+(?:also\s+)?love)(?:\s+to)?"
                           r"|i'd\s+like\s+to)\s+", X)
# What runs low that is no supply to buy: a device's charge, the time, the user's own state ("battery running low",
# "running low on patience", "ran out of time")
_NOT_SUPPLY = (r"(?:(?:my|the|our|your|his|her)\s+)?(?:(?:phone|laptop|car|tablet|watch)(?:'?s)?\s+)?"
               r"(?:battery|charge|power|signal|reception|wi-?fi|data|storage|memory|disk|space|time|patience|energy|steam|morale|motivation|"
               r"sleep|ideas|options|luck|excuses|road|phone|laptop|it|that|this|things|everything)")
OUT_OF = re.compile(r"^(?:(?:we'?re|we\s+are|i'?m|i\s+am|we|i)\s+(?:all\s+|completely\s+|almost\s+|nearly\s+|"
                    r"(?:getting|running|a\s+bit|bit|pretty|very|really)\s+)*(?:out\s+of|ran\s+out\s+of|"
                    r"running\s+(?:low\s+on|out\s+of)|low\s+on|short\s+(?:of|on))"
                    # "almost out of coffee", "running low on printer ink", "low on bin bags": who is out, left unsaid
                    r"|(?:(?:almost|nearly|about\s+to\s+run|running|getting|a\s+bit|bit)\s+(?:low\s+on|out\s+of|short\s+on)|"
                    r"low\s+on|short\s+on))"
                    rf"\s+(?!{_NOT_SUPPLY}\W*$)(?P<rest>.+)$", X)
# "smoker fuel running low", "the coffee's almost out", "bin bags nearly gone": a supply said to run low, news that is
# a need (asked about first); what runs low that is no supply is none ("battery running low")
RUNNING_LOW = re.compile(
    rf"^(?!{_NOT_SUPPLY}\b)(?:(?:the|our|my)\s+)?(?P<thing>[a-z][\w' -]{{1,30}}?)(?:'s|\s+(?:is|are))?\s+"
    r"(?:(?:getting|running)\s+(?:(?:very|really|a\s+bit|pretty)\s+)?low|almost\s+(?:out|gone|finished|empty)|nearly\s+(?:out|gone|finished|"
    r"empty)|running\s+out)(?:\s+(?:again|now|already))*\W*$", X)

# A to-do verb then a finite verb is a noun that did something ("shop had a slot", "call was fine"): news, no to-do
SUBJECT_THEN_VERB = re.compile(r"^[a-z]+\s+(?:had|has|was|were|is|isn'?t|wasn'?t|did|didn'?t|does|doesn'?t)\s+\S", X)
# Verbs that typically start a to-do ("call mom", "buy milk"). Bare phrases starting with one are tasks.
TASK_VERBS = frozenset(
    words(
        """
        ask apply arrange back bake bathe book bring brush buy call cancel change charge check clean clear
        collect contact cook email e-mail fax feed file fill find finish fix follow get give go grab hang
        have help hire invite iron learn leave look mail make meet mop mow move order organise organize pack
        paint pay phone pick plan post prepare print read register remove renew repair replace reply
        research reserve return review ring schedule see sell send set ship shop sign sort start study
        submit take talk tell text tidy top try update upload visit vacuum walk wash watch water wrap write
        drop do pickup unpack sweep dust defrost declutter confirm cut rake recycle refill restock text
        message ping drive practice practise run exercise
        repaint redo rewire rebook reorder rewrite repot reseal retile regrout respray recharge
        empty hoover sterilise sterilize descale polish measure revise label weigh inspect marinate enter
        invoice chase proofread photocopy prune load unload reconcile restring tune laminate shred staple
        appeal edit draft scan dispute claim request transfer install assemble decorate mend sew hem frame
        swap redirect notify lock unlock finalise finalize prep haul grease freeze thaw telephone fetch deliver donate
        approve stamp verify rsvp grade assess
        """
    )
)
# Nouns that make a bare phrase plausibly a task ("dentist appointment", "milk").
TASK_NOUNS = frozenset(
    words(
        """
        appointment meeting call bill bills rent groceries grocery milk eggs bread laundry dishes dentist
        doctor vet haircut birthday party report taxes tax passport license licence insurance car oil change
        cleaning payment invoice deadline interview exam homework gym workout errand errands shopping
        presentation slides email emails letter package parcel prescription pharmacy bank mortgage school
        pickup dinner lunch breakfast reservation flight hotel trip visa renewal anniversary wedding gift
        present cake card butter cheese coffee tea sugar flour rice pasta vegetables fruit apples bananas
        shampoo soap toothpaste batteries stamps plumber electrician mechanic cleaner babysitter nanny tutor
        lesson class practice jab jabs vaccine vaccination booster checkup check-up smear mot optician physio
        tyre tyres tire tires prep revision
        """
    )
)
# Single words that are never a task on their own (filler, placeholder text, keyboard mashing).
NOT_WORDS = frozenset(
    words(
        """
        lorem ipsum dolor sit amet consectetur foo bar baz qux test testing asdf qwerty qwertz azerty hmm
        hmmm hm um umm uh uhh blah meh lol haha hahaha hehe lmao omg wow xd idk whatever nothing something stuff
        ok okay hey so yeah yep well the a an and or of to is it this that what why how who
        """
    )
)
KEYBOARD_RUNS = re.compile(r"asd|sdf|dfg|fgh|ghj|hjk|jkl|qwe|wer|ert|rty|zxc|xcv|cvb|vbn|bnm|lkj|kjh|jhg|hgf|gfd", X)

# Words that make a reference clearly about a task ("the milk one", "task 3", "that item").
TASK_WORDS = r"(?:tasks?|todos?|to-?dos?|items?|ones?|entry|entries|things?|reminders?)"
TASK_WORD = re.compile(rf"\b{TASK_WORDS}\b", X)
# "did that set it for today too?", "did it save the new time?", "has that gone through": a question about what the
# last change did — shown as the task is now (`listing`), never a report that a task is done (`complete`)
WHAT_IT_DID = r"(?:did|has|does)\s+(?:that|it|this)\s+(?:also\s+|actually\s+|really\s+)?"
CHANGE_VERBS = r"set|change|move|update|save|put|make|stick|go\s+through|work|take|register|fix"
LIST_NOUN = (r"(?:tasks?|todos?|to-?dos?|to\s+dos?|todo\s+list|to-?do\s+list|task\s+list|list|items|stuff|things|"
             r"jobs|chores|bits)")

# Where tasks live, as people name it in "put X on my list" / "take X off the shopping list": an optional
# determiner, up to two qualifying words ("to do", "shopping", "grocery") and a list word (typos included).
LIST_WORD = r"(?:list|lst|lsit|lis|todo\s+list|to-?do\s+list|to\s+do\s+list|todos?|to-?dos?|to\s+dos|tasks|agenda)"
# "my list to do", "the list of things to do": the list named with what it is for
LIST_PLACE = (rf"(?:(?:my|the|our|ma|teh|me)\s+)?(?:[\w-]+\s+){{0,2}}?{LIST_WORD}"
              r"(?:\s+(?:to\s*-?\s*do|of\s+(?:things|stuff)\s+to\s+do))?")

# Irregular past forms of to-do verbs and the verb each comes from ("i told the landlord" reports "tell the landlord").
IRREGULAR_PAST = dict(pair.split(":") for pair in words(
    "bought:buy paid:pay sent:send wrote:write fed:feed took:take gave:give made:make rang:ring swept:sweep "
    "drove:drive did:do brought:bring got:get told:tell sold:sell spent:spend met:meet found:find kept:keep "
    "built:build lent:lend hung:hang taught:teach caught:catch ran:run read:read rung:ring taken:take written:write "
    "restrung:restring strung:string"))

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
# How many an amount says ("two days", "a couple of weeks", "an hour", "a few minutes"), digits aside.
AMOUNT_WORDS = {**NUMBER_WORDS, "a": 1, "an": 1, "couple": 2, "a couple": 2, "a couple of": 2, "few": 3, "a few": 3,
                "thirty": 30, "forty five": 45, "forty-five": 45, "fortyfive": 45}


def amount(said: str, default: int = 1) -> int:
    """The number an amount says ("2", "two", "a couple of"); `default` when it says none the table knows."""
    said = re.sub(r"\s+", " ", said.strip().lower())
    return int(said) if said.isdigit() else AMOUNT_WORDS.get(said, default)

ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "last": -1, "top": 1, "bottom": -1, "final": -1, "1st": 1, "2nd": 2, "3rd": 3,
    "penultimate": -2, "second to last": -2, "second-to-last": -2, "next to last": -2,
}

# Status words (list filters and bulk references).
PENDING_WORDS = re.compile(
    r"\b(?:left|pending|open|remaining|remains?|outstanding|unfinished|incomplete|undone|active|still|"
    r"not\s+(?:yet\s+)?(?:done|finished|completed?)|haven'?t|have\s+not|yet\s+to|to\s+go|todo\s+still|"
    # ("what have i got done so far" asks what is done: "got" is still to do only with "to")
    r"(?:have|has|need|needs|gotta)\s+(?:to\s+)?(?:get\s+)?(?:done|finished|do|finish)|got\s+(?:to\s+(?:get\s+)?)?(?:do|finish)|"
    r"got\s+to\s+(?:get\s+)?(?:done|finished)|to\s+get\s+done|to\s+be\s+done)\b",
    X,
)
COMPLETED_WORDS = re.compile(
    r"\b(?:finished|completed?|done|ticked(?:\s+off)?|checked(?:\s+off)?|accomplished|crossed\s+off|closed|"
    # "what have i knocked out so far", "what've i smashed through": done, said the way a busy day is talked about
    r"knocked\s+(?:off|out)|(?:smashed|powered|ploughed|plowed|blitzed)\s+(?:through|out)|"
    r"(?<=did\si\s)(?:finish|complete|do|get\s+through)|(?<=did\si\salready\s)do|"
    # "what did i tick off", "what did we knock off this week": the things done, asked with "did"
    r"(?<=did\s[iI]\s)(?:tick|cross|check|knock)\s+off|(?<=did\swe\s)(?:tick|cross|check|knock)\s+off|"
    r"(?<=did\s[iI]\s)knock\s+out|(?<=did\swe\s)knock\s+out)\b", X
)
# "anything on thursday at all": "at all" stresses the question, it asks for no other status
ALL_WORDS = re.compile(r"\b(?:(?<!\bat\s)all|everything|every|whole|entire|including|both)\b", X)

# Command words the first-word typo fixer may correct to ("shwo" -> "show", "delte" -> "delete").
COMMAND_WORDS = (
    "add", "delete", "remove", "show", "list", "mark", "remind", "rename", "complete", "update", "change",
    "edit", "cross", "tick", "scratch", "display", "finished", "reminder", "create", "todo", "finish", "reopen",
)
