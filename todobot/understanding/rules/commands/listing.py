"""Listing tasks: "show my tasks", "what's left?", "what have I finished?", "completed tasks", and questions
about what is on the list ("is milk on my list?", "did I add eggs already?"), which carry the searched words
in `query`."""

from __future__ import annotations

import re
from datetime import date, timedelta

from todobot.priority import level_of
from todobot.understanding.rules.commands.matching import Cue, X, first_match, group
from todobot.understanding.rules.dates import cut_spans, extract_when, on_day
from todobot.understanding.rules.lexicon import CHANGE_VERBS, IRREGULAR_PAST, LIST_NOUN, LIST_PLACE, WHAT_IT_DID, words
from todobot.understanding.rules.params import list_status
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import title_words

LIST_VERB = re.compile(
    r"^(?:(?:can|could|may)\s+(?:i|we)\s+|let\s+me\s+|lemme\s+|i\s+(?:want|wanna|would\s+like|'d\s+like)\s+to\s+)?"
    r"(?P<cue>show|list|display|view|see|get|give|gimme|pull\s+up|bring\s+up|open|read|print|check|tell|go\s+through|"
    r"look\s+at)\b(?:\s+(?:me|us))?(?:\s+(?:out|back|again))?(?P<rest>.*)$", X)
# Weak list verbs ("check", "get", "see") only list when followed by a determiner or question word:
# "check my tasks" lists, "check off task 4" and "get rid of task 2" do not.
_WEAK_LIST_REST = re.compile(r"^\s*(?:all|my|the|our|a|list|current|what|what's|whats|which|everything|how|"
                             r"tasks|todos|an?\s+(?:overview|summary|rundown|run\s+down|recap|update))\b", X)
# "list all", "show everything": a strong list verb with nothing but "all" after it.
_ALL_REST = re.compile(r"^\s*(?:all|everything|it\s+all|them\s+all|all\s+of\s+(?:it|them))"
                       r"(?:\s+(?:please|pls|plz|again|now))?\s*$", X)
LIST_QUESTION = re.compile(
    r"^(?:what(?!\s+an?\s)|wat|wht|wot|wut|whats|wats|wots|whts|what's|what're|which|how\s+many|how\s+much|any|anything|do\s+i\s+have|have\s+i|"
    r"is\s+there|are\s+there|is\s+anything|is\s+something|did\s+i|what\s+else|"
    # "am i forgetting anything for tomorrow?": what is on the list, asked as what may be forgotten
    r"(?=(?:am|are)\s+(?:i|we)\s+(?:forgetting|missing)\s+(?:anything|something))(?:am|are))\b(?P<rest>.*)$", X)
_LIST_CUE = re.compile(
    rf"\b(?:{LIST_NOUN}|left|pending|open|remaining|remains?|outstanding|to\s*do|plate|agenda|done|finished|completed?|next|"
    r"get\s+done|(?:need|have|got)\s+(?:to|2)\s+do|needs?\s+(?:doing|to\s+be\s+done|done|sorting)|still|due|accomplish(?:ed)?|everything|anything|"
    r"finish|complete|did\s+i\s+(?:already\s+|just\s+)?do|have\s+on|got\s+on|get\s+through|up\s+next|"
    r"(?:ticked|crossed|checked|knocked)\s+off|did\s+(?:i|we)\s+(?:already\s+|just\s+)?(?:tick|cross|check|knock)\s+off|"
    r"knocked\s+out|did\s+(?:i|we)\s+(?:already\s+|just\s+)?knock\s+out|(?:smashed|powered|ploughed|plowed|blitzed)\s+(?:through|out)|unfinished|incomplete|undone|overdue|late|no\s+(?:due\s+)?dates?|"
    # "what's got a deadline this week", "what was i meant to be doing", "which ones dont have a date on them"
    r"deadlines?|due\s+dates?|"
    # "anything i'm forgetting for tomorrow?", "is there anything i've missed", "anything we've missed?"
    r"(?:i'?m|im|i\s+am|am\s+i|we'?re|i'?ve|ive|we'?ve|i\s+have|have\s+i)\s+(?:forgetting|forgotten|missing|missed|overlooking)|(?:meant|supposed)\s+to\s+(?:be\s+)?(?:do|doing|get(?:ting)?\s+done)|"
    r"(?:don'?t|dont|do\s+not|doesn'?t|haven'?t)\s+(?:have|got)\s+(?:a|any)\s+(?:due\s+)?dates?|"
    r"(?:on|have|got)\s+(?:for\s+)?(?:today|tonight|tomorrow|tmrw|this\s+(?:week|weekend|morning|afternoon|evening)|next\s+week|"
    r"the\s+weekend|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b", X)
_LIST_STRONG_CUE = re.compile(rf"\b(?:{LIST_NOUN}|everything|what|what'?s|agenda|left|pending)\b", X)
LIST_BARE = re.compile(
    r"^(?:(?:my|the|all|all\s+my|current|our)\s+)?(?:(?:open|pending|completed|remaining|outstanding|done|finished|"
    r"unfinished|incomplete|active|current)\s+)?(?:tasks|todos|to-?dos|to\s+dos|todo\s+list|to-?do\s+list|task\s+list|"
    r"list|agenda)(?:\s+(?:please|pls|plz|again|now))?$"
    # "ls": what a terminal user types to see what is there
    r"|^ls$"
    # "only completed ones pls", "just the done ones", "just pending": a list narrowed, said in passing
    r"|^(?:(?:and|ok|okay|now|so)\s+)?(?:only|just)\s+(?:the\s+|my\s+)?(?:open|pending|completed|remaining|outstanding|"
    r"done|finished|unfinished|incomplete|active|ticked(?:\s+off)?|not\s+done)(?:\s+(?:ones|tasks|todos|items|stuff|things))?"
    r"(?:\s+(?:please|pls|plz|thanks|thx|now))*[?.!]*$"
    # "just the open ones sorted by date", "the pending ones by due date", "only the unfinished ones in date order": a
    # list narrowed and put in an order
    r"|^(?:(?:and|ok|okay|now|so)\s+)?(?:(?:only|just)\s+)?(?:the\s+|my\s+)?(?:(?:open|pending|remaining|outstanding|"
    r"unfinished|incomplete|active|not\s+done)(?:\s+(?:ones|tasks|todos|items|stuff|things))?|(?:ones|tasks|things)\s+"
    r"(?:(?:i\s+have(?:n'?t|\s+not)|not)\s+(?:done|finished)|(?:still\s+)?(?:open|pending|left|to\s+do))(?:\s+yet)?)"
    r"[\s,]+(?:(?:sorted|ordered|arranged|listed)\s+)?(?:by|in)\s+(?:the\s+|their\s+)?(?:due\s+dates?|dates?|deadlines?|"
    r"due|priority)(?:\s+order)?(?:\s+(?:please|pls|plz|thanks|thx|now))*[?.!]*$", X)

# A question that is only a status word ("what's open right now?", "pending?", "anything still outstanding?"): in a
# to-do chat it can only mean the list, however sure the public corpora make "what is open" a shop's hours.
_STATUS_QUESTION = re.compile(
    r"^(?:(?:so|and|ok|okay)\s+)?(?:(?:what|wat|wot|whats|what's|what\s+is|what\s+are|what're|anything|is\s+anything|"
    r"is\s+there\s+anything|any(?:thing)?\s+else)\s+)?(?:(?:still|currently|left|else)\s+)?"
    # "what remains (to be done)": the verb said for what is left
    r"(?:open|pending|outstanding|unfinished|incomplete|not\s+done|left|remaining|remains?(?:\s+to\s+(?:be\s+)?do(?:ne)?)?)"
    r"(?:\s+(?:still|right\s+now|rn|atm|at\s+the\s+moment|now|today|for\s+today|then))?\s*[?.!]*$", X)

# Questions about whether something is on the list: a search, never a new task ("did I add eggs already?").
_ON_LIST = rf"(?:on|in)\s+(?:{LIST_PLACE}|there|it|here)"
_AGAIN = r"(?:\s+(?:already|yet|still|again|before|at\s+all|by\s+any\s+chance|or\s+not|right|too))*"
# "to do with", "related to", "relating to", "connected with", "linked to", "relevant to": about a topic
ABOUT_PHRASE = (r"(?:(?:that\s+(?:has|have)\s+)?to\s+do\s+with|relat(?:ed|ing)\s+to|relevant\s+to|"
                r"connected\s+(?:to|with)|linked\s+to|pertaining\s+to|in\s+connection\s+with|tied\s+to)")
_ABOUT = (rf"(?:about|for|re:?|regarding|concerning|on|with|mentioning|{ABOUT_PHRASE}|involving|called|"
          r"named|abt)")
_ANY = (r"(?:anything|something|any\s+(?:tasks?|todos?|to-?dos?|items?|things?|entry|entries|reminders?)|"
        r"an?\s+(?:task|todo|to-?do|item|thing|entry|reminder)|tasks?|todos?)")
# "when is my train coming", "did i leave the light on": these shapes ask about the world as often as about the
# list, so they stay below the combiner's bar and the learned model may still call them out of scope.
WORLD_QUESTION = 0.9
# The search verb, as typed in a hurry too ("serch for prisons")
SEARCH = r"(?:search|serch|seach|saerch|searh)"
# What is searched for on the web, not in a to-do list ("search for flights", "search for cheap hotels")
_WEB_WORDS = (r"(?:flights?|hotels?|restaurants?|jobs?|news|recipes?|videos?|weather|cheap|best|a|an|how|what|where|"
              r"who|why|images?|pictures?|photos?|songs?|lyrics|movies?|films?|deals?|tickets?)")
_IN_MY_TIME = r"(?:in\s+)?(?:my\s+(?:own\s+)?|local\s+|(?:my\s+)?new\s+)(?:local\s+)?time(?:\s*zone)?|here"
_WHEN_IS = (r"^(?:when|wen|whn|wehn|what\s+day|what\s+time)(?:\s+is|\s*'?s|\s+was|\s+are)\s+"
            r"(?:(?:my|the|that)\s+|(?!(?:it|today|now|tomorrow|this)\b))(?P<q>.+?)")
_STILL_ON_DAY = (r"\s+still\s+(?:due\s+|on\s+(?:for\s+)?|set\s+for\s+|for\s+)?(?:this\s+|next\s+)?"
                 r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)(?:\s+(?:still|then|now|right|or\s+not))*\W*$")
SEARCH_CUES: tuple[Cue, ...] = (
    # "is milk on my list?", "are eggs already on the shopping list", "is the dentist on there"
    Cue("is X on my list", re.compile(
        # ("oh is the defib check not on there?": asked in doubt, "not" is no search word)
        rf"^(?:(?:oh|so|wait|hmm+|and)[\s,]+)*(?:is|are|r|iz|isn'?t|aren'?t)\s+(?!there\b)(?P<q>.+?)"
        rf"(?:\s+(?:already|still|actually|not|even))*\s+{_ON_LIST}\b{_AGAIN}$", X)),
    # "is the physio one still showing", "is milk still listed", "is the dentist task still there": whether a task is
    # still on the list ("there" only of a task named as one: "is the parcel still there" asks about the world)
    Cue("is X still showing", re.compile(
        r"^(?:is|are)\s+(?!there\b)(?:(?P<q>.+?)\s+(?:still\s+)?(?:showing(?:\s+up)?|listed|visible)"
        r"|(?P<q2>(?:the|my|that)\s+.+?\s+(?:one|task|item|to-?do))\s+(?:still\s+)?(?:there|in\s+there|on\s+there))"
        rf"{_AGAIN}\W*$", X)),
    # "what was the thing for the school again", "whats that task about the boiler": a task half remembered
    Cue("what was the thing for X", re.compile(
        r"^(?:(?:so|and|ok|hmm+|um+|wait)[\s,]+)?(?:what|wat|wot)(?:\s+(?:was|is)|'?s)\s+(?:the|that)\s+"
        r"(?:thing|one|task|to-?do)\s+(?:for|about|with|re)\s+(?P<q>.+?)(?:\s+again)?\W*$", X)),
    # "did i add eggs already?", "have i put the dentist on the list", "did we write down call the bank"
    # ("did i put the bins out" / "did i write the report" ask about the chore itself, not the list).
    Cue("did I add", re.compile(
        r"^(?:did|have|has|had)\s+(?:i|we|u|you)\s+(?:already\s+|ever\s+|yet\s+)?(?:(?:add|added|ad|note|noted|jot|"
        r"jotted|list|listed|save|saved|enter|entered|log|logged|include|included)\s+(?:down\s+)?(?P<q>.+?)"
        rf"(?:\s+(?:down|{_ON_LIST}|(?:to|onto)\s+{LIST_PLACE}|as\s+an?\s+(?:task|todo|item)))?|(?:put|write|wrote|"
        rf"written|jot|jotted)\s+(?:down\s+(?P<q2>.+?)|(?P<q3>.+?)\s+(?:down|{_ON_LIST}|(?:to|onto)\s+{LIST_PLACE})))"
        rf"{_AGAIN}$", X)),
    # "did my doctor appointment get saved?", "has the dentist been added?": the thing, then whether it went on
    Cue("did X get added", re.compile(
        r"^(?:did|has|have)\s+(?P<q>(?:my|the|that|our)\s+(?!(?:bins?|rubbish|trash)\b).+?)\s+(?:(?:get|got|been)\s+(?:saved|"
        rf"added|noted|logged|listed|put\s+(?:on|in|down)(?:\s+{LIST_PLACE})?|written\s+down|recorded|entered)"
        # "did the other two go on?", "have the others made it onto the list": whether they went on the list
        rf"|(?:go|gone|went|made\s+it|make\s+it)\s+(?:on|in|onto|into)(?:\s+(?:{LIST_PLACE}|there|it))?)"
        rf"(?:\s+{_ON_LIST}|\s+(?:to|onto)\s+{LIST_PLACE})?{_AGAIN}\W*$", X)),
    # "do i have anything about the dentist", "have i got a task for the vet", "is there something about the car"
    Cue("anything about", re.compile(
        rf"^(?:(?:do|did|have|has)\s+(?:i|we|u)\s+(?:have|got|get|put|add(?:ed)?)|(?:i|we)\s+(?:have|got)|"
        rf"is\s+there|are\s+there|there'?s|got|any)\s+(?:got\s+)?{_ANY}(?:\s+{_ON_LIST})?\s+{_ABOUT}\s+(?P<q>.+?)"
        rf"(?:\s+{_ON_LIST}\b)?{_AGAIN}$", X)),
    Cue("anything about", re.compile(rf"^(?:any|anything)\s+{_ABOUT}\s+(?P<q>.+?)(?:\s+{_ON_LIST}\b)?{_AGAIN}$", X)),
    # "when is the VAT due now?", "when's the rent due again": "due" makes it a question about a task, surely
    # "when's the forklift one due next?": its next time round, after a repeat was ticked off
    Cue("when is X due", re.compile(rf"{_WHEN_IS}\s+due(?:\s+(?:again|now|by|then|next))*\W*$", X)),
    # "when is the supplier order again", "when's my physio again": "again" asks to be told back what was said to the
    # list (a question about the world would not ask it again)
    Cue("when is X again", re.compile(rf"{_WHEN_IS}(?:\s+(?:due|happening|scheduled|on))?\s+again\W*$", X)),
    # "when is my dentist thing?", "when's the report happening": the task, shown with its due
    # "what time is the recital now in my time", "when's the pickup in local time": shown in the user's zone anyway
    Cue("when is X", re.compile(
        # ("so whens the lawn next": its next time round, after a repeat was ticked off)
        rf"{_WHEN_IS}(?:\s+(?:due|again|happening|scheduled|planned|set\s+for|on|now|next|{_IN_MY_TIME}))*$", X),
        confidence=WORLD_QUESTION),
    # "is recycling still due thursday?", "is the patel meeting still on for tuesday": the task, shown with its due
    Cue("is X still due", re.compile(
        r"^(?:is|are)\s+(?:my\s+|the\s+)?(?P<q>(?!(?:it|that|this|there|anything|something)\b).+?)\s+(?:still\s+)?"
        r"(?:due|on\s+for|(?<!\bopen\s)(?<!\bclosed\s)(?<!\bopened\s)"
        r"on(?=\s+(?:for\s+|the\s+|this\s+|next\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tmrw|the\s+\d))|"
        r"happening|set\s+for|scheduled(?:\s+for)?|planned(?:\s+for)?|"
        r"open(?!\s+(?:on|at|till|til|until|late|today|tonight|tomorrow|now|right\s+now|this|next|over|during|sundays?|"
        r"saturdays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|weekends?|24|all)\b)|pending|outstanding|"
        r"not\s+done|to\s+do|ticked(?:\s+off)?|done|finished|overdue|past\s+(?:its\s+)?due(?:\s+date)?)\b.*$"
        # "is the gas bill paid?", "has the parcel been sent": whether it is done — the task, shown with its status
        r"|^(?:is|are|was|were|has|have)\s+(?:my\s+|the\s+)?(?P<q2>(?!(?:it|that|this|there)\b).+?)\s+(?:been\s+)?"
        r"(?:already\s+|actually\s+)?(?:paid|sent|done|made|bought|booked|submitted|posted|fixed|sorted|cleaned|washed|"
        r"ordered|renewed|returned|cancelled|canceled|emailed|called|finished|completed|ticked(?:\s+off)?|handled|"
        r"collected|picked\s+up|dropped\s+off|signed|filed|printed|packed|wrapped|delivered|mowed|watered|fed)"
        r"(?:\s+(?:yet|already))?\W*$"
        # "is the stall levy the 1st or the 15th", "is the vet thursday or friday": which of two days a task is on
        r"|^(?:is|are|was)\s+(?:my\s+|the\s+|that\s+)?(?P<q3>(?!(?:it|that|this|there|today|tomorrow|tmrw|yesterday)\b)"
        r".+?)\s+(?:still\s+)?(?:(?:due|on|set\s+for)\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|"
        r"fri|satur|sun)day)\s+or\s+(?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|"
        r"sun)day|not|something\s+else|later)\W*$", X),
        confidence=WORLD_QUESTION),
    # "is the foodstuff one saturday?", "is the gas thing the 3rd", "is the bins job tomorrow": whether the task named
    # as one is on that day — the task, shown with its due
    Cue("is the X one friday", re.compile(
        r"^(?:(?:so|and|ok|okay|oh|wait|hmm+)[\s,]+)*(?:is|was)\s+(?:my\s+|the\s+|that\s+)?(?P<q>(?!(?:it|that|this|there)\b)"
        r"[\w'&-]+(?:\s+[\w'&-]+){0,3}?\s+(?:one|thing|task|job))\s+(?:still\s+)?(?:(?:due|on|set\s+for|for)\s+)?"
        r"(?:the\s+\d{1,2}(?:st|nd|rd|th)|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|"
        r"tomorrow|tmrw)(?:\s+(?:then|still|now|right|or\s+not))*\W*$", X)),
    # "is the vat one marked urgent?", "is the boiler thing high priority": a task's priority is only on the list
    # ("is the cough urgent?" asks about the world: a bare "urgent" counts only after "the X one/thing/task")
    Cue("is X marked urgent", re.compile(
        r"^(?:is|are)\s+(?:my\s+|the\s+|that\s+)?(?:(?P<q>(?!(?:it|that|this|there|anything|something)\b).+?)\s+(?:still\s+)?"
        r"(?:(?:marked|set|down)\s+(?:as\s+)?(?:an?\s+)?(?:urgent|important|priority)|(?:a\s+)?(?:high|top|medium|low)[\s-]+"
        r"prio(?:rity)?)|(?P<q2>.+?\s+(?:one|thing|task|item))\s+(?:still\s+)?(?:urgent|important))"
        r"(?:\s+(?:now|still|then|or\s+not))*\W*$", X)),
    # "what priority is the nets one", "what date is the vat thing due", "which priority did i give the boiler one": a
    # field of one task — the task, shown with it
    Cue("what priority is X", re.compile(
        r"^(?:(?:what|which|wat|wht)\s+(?:priority|prio|due\s+date|deadline|date|day|time|level)|when)\s+(?:is|'?s|was|are|"
        r"(?:did|have)\s+(?:i|we|you|u)\s+(?:give|set|put|gave|given|say|said|make|made|have|had|schedule[d]?|"
        r"plan(?:ned)?|pencil(?:led)?(?:\s+in)?)(?:\s+(?:on|for|to))?|(?:has|have)\s+(?:got\s+)?)"
        r"\s+(?:(?:on|for)\s+)?(?:my|the|that|this|our)\s+(?P<q>.+?)(?:\s+(?:set\s+(?:to|at|for)|due(?:\s+on)?|on|at|"
        r"set|again|now|then|got|have|pls|was|is|were|for|as|to\s+be|going\s+to\s+be))*\W*$"
        # "what's that dog thing due again", "whats the nct one due": when that task is due
        r"|^(?:what'?s|whats|wats|what\s+is|when'?s|when\s+is)\s+(?:that|the|my|this)\s+(?P<q2>.+?)\s+due"
        r"(?:\s+(?:again|now|on|then|by|exactly))*\W*$", X)),
    # "did i put a date on the shoes", "does the vet one have a due date": whether a task has a date — the task,
    # shown with its due ("does my sister have a date" asks about the world: only "the X one/task" is a task)
    Cue("did I put a date on X", re.compile(
        r"^(?:did|have|has)\s+(?:i|u|you)\s+(?:ever\s+|already\s+)?(?:put|set|give|gave|given|add(?:ed)?|stick|stuck|"
        r"attach(?:ed)?)\s+(?:(?:a|any|an?\s+actual)\s+)?(?:due\s+)?(?:date|day|deadline)\s+(?:on|for|to)\s+"
        r"(?:my\s+|the\s+|that\s+)?(?P<q>(?!(?:it|that|this|them|those|these|em)\b).+?)"
        r"(?:\s+(?:yet|already|at\s+all|or\s+not))*\W*$"
        r"|^(?:does|do|has|have)\s+(?:my\s+|the\s+|that\s+)?(?P<q2>(?!(?:it|that|this|them|those|these|anything)\b).+?\s+"
        r"(?:one|thing|task|item|job|todo))\s+"
        r"(?:got\s+|have\s+|has\s+)(?:(?:a|any)\s+)?(?:due\s+)?(?:date|deadline|day)(?:\s+(?:on\s+it|set|yet|at\s+all|"
        r"or\s+not))*\W*$", X)),
    # "does the bin reminder still go off next week?", "is the dentist reminder still set": the task and its reminder
    Cue("does the X reminder go off", re.compile(
        r"^(?:does|do|will|is|are|did|when\s+(?:does|will|is))\s+(?:my|the|that|this)\s+(?P<q>.+?)\s+"
        r"(?:reminders?|alarms?|alerts?)\s+(?:still\s+)?(?:go(?:es)?\s+off|ring|fire|work|set|on|happen|come\s+through|"
        r"pop\s+up|there|active)\b.*$"
        r"|^(?:is|are)\s+(?:my|the|that)\s+(?:reminders?|alarms?)\s+(?:for|about|on)\s+(?:my\s+|the\s+)?(?P<q2>.+?)\s+"
        r"(?:still\s+)?(?:set|on|there|active|going\s+off)\b.*$", X)),
    # "does the bins one still repeat on sundays?", "is my stretches task recurring": the task, shown with its repeat
    Cue("does X repeat", re.compile(
        r"^(?:does|do|will|is|are)\s+(?:my|the|that|this)\s+(?P<q>(?!(?:one|ones|it)\b).+?)\s+(?:still\s+)?"
        # "is the geranium task a repeating one?": the repeat said as what kind of task it is
        r"(?:(?:an?|set\s+(?:to|on)|on)\s+)?(?:repeats?|recurs?|repeating|recurring|repeat)\b(?:\s+[\w']+){0,6}\W*$"
        # "is nets practice repeating now?", "is gym recurring or not": a task named bare, asked whether it repeats
        r"|^(?:is|are)\s+(?P<q3>(?!(?:it|that|this|there|one|ones)\b)[\w'-]+(?:\s+[\w'-]+){0,4}?)\s+(?:still\s+)?"
        r"(?:repeating|recurring|(?:set\s+)?(?:to|on)\s+repeat)\b(?:\s+(?:now|still|then|or\s+not|anymore|any\s+more))*\W*$"
        # "does the rent one come round every month or was that a one-off", "does the bins thing come back each week":
        # how a task named as one repeats
        r"|^(?:does|do|will)\s+(?:my|the|that|this)\s+(?P<q2>.+?\s+(?:one|thing|task|item|job))\s+(?:still\s+)?"
        r"(?:come\s+(?:round|around|back|up)|happen|go|recur|repeat)\s+(?:every|each|once\s+a|twice\s+a)\b"
        r"[\w'\s,-]{0,60}?\W*$", X)),
    # "is the ewes one still weekly", "is the rent thing monthly or a one-off", "is my physio task every week": how a
    # task named as one repeats, shown with it ("is the market weekly" asks about the world)
    Cue("is X weekly", re.compile(
        r"^(?:is|are)\s+(?:my|the|that|this)\s+(?P<q>.+?\s+(?:one|thing|task|item|job))\s+(?:still\s+)?"
        r"(?:(?:a\s+)?(?:daily|weekly|fortnightly|monthly|yearly|annual|quarterly|one[\s-]?off)|every\s+(?:day|week|"
        r"fortnight|month|year|other\s+week|\w+day)|a\s+(?:weekly|monthly|daily|repeat(?:ing)?|recurring)\s+(?:one|thing|task))"
        r"(?:\s+(?:or\s+(?:not|(?:a\s+)?[\w-]+|every\s+(?:other\s+)?\w+)|now|then|still|anymore|any\s+more))*\W*$", X)),
    # "and the prophy paste, is that still thursday?", "is the dentist still friday": whether a task is still on that
    # day — the task, shown with its due (never moved by the question)
    Cue("X, is that still on DAY", re.compile(
        r"^(?:(?:and|so|ok|about|re|what\s+about)\s+)?(?:the|my|that)\s+(?P<q>[^,?]+?)\s*(?:[,-]|\s)\s*(?:is|'s)\s+"
        rf"(?:that|it|this){_STILL_ON_DAY}", X)),
    # "the memorial prep, that's the 3rd right?", "and the vet, thats thursday isn't it", "my dentist is on friday
    # yeah?": a task's day said back to be checked — the task, shown with its due (a tag or "?" makes it a question:
    # "the dentist, that's friday" moves it)
    Cue("X, that's DAY right?", re.compile(
        r"^(?:(?:and|so|ok|okay|oh|wait|hmm+|um+)[\s,]+)*(?:the|my|that)\s+(?P<q>[^,?]+?)\s*(?:,|-|\s)\s*(?:that'?s|thats|"
        r"that\s+is|it'?s|its|it\s+is|is)\s+(?:(?:still\s+)?(?:on|due|set\s+for|for)\s+)?"
        r"(?:the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|"
        r"sun)day|today|tonight|tomorrow|tmrw)(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?"
        r"(?:[\s,]*(?:right|yeah|yes|yh|ya|yep|correct|innit|no|isn'?t\s+it|isnt\s+it|eh|aye|hey|ja))+\W*$", X),
        confidence=WORLD_QUESTION),
    # the same asked of a thing of the world as often ("is my flight still tomorrow"): below the combiner's bar
    Cue("is X still on DAY", re.compile(
        rf"^(?:is|are)\s+(?:my\s+|the\s+)(?P<q>(?!(?:it|that|this|there)\b)[^,?]+?){_STILL_ON_DAY}", X),
        confidence=WORLD_QUESTION),
    # "the vaccine thing, is that on my list already?", "the dentist - did i add that?": a task named, then asked of
    Cue("X, is that on my list", re.compile(
        r"^(?:(?:and|so|ok|about|re|what\s+about)\s+)?(?:the|my|that)\s+(?P<q>[^,?]+?)\s*(?:[,-]|\s)\s*"
        r"(?:is\s+(?:that|it|this)|(?:did|have)\s+(?:i|we|you|u)\s+(?:add(?:ed)?|put|got|write|wrote|note[d]?|save[d]?)"
        r"\s+(?:that|it|this)(?:\s+down)?|(?:have|do)\s+(?:i|we)\s+(?:got|have)\s+(?:that|it|this))"
        rf"(?:\s+(?:already|still))?(?:\s+{_ON_LIST}|\s+down|\s+(?:in|on)\s+there)?{_AGAIN}\W*$", X)),
    # "the thing for the landlord, what day did i put that", "whats the vet one again, is that thursday", "what's the
    # deal with the gas cert, when's it due and is it urgent": a task named, then its day, repeat or priority asked of
    # it — the task, shown with them ("the dentist, can you move it" asks for a change: no question about a field)
    Cue("X, when is that", re.compile(
        r"^(?:(?:and|so|ok|okay|oh|hmm+|right|wait|also|re|about|what\s+about)[\s,]+)*"
        r"(?:(?:what'?s|whats|wats|what\s+(?:is|was))\s+(?:the\s+(?:deal|story|craic|score|situation)\s+(?:with|on)\s+)?)?"
        r"(?:the|my|that|our)\s+(?P<q>(?!(?:(?!\s[-–]\s)[^,?.])*\b(?:was|is|were|are|went|got|has|had|have|did|been|'s)\b)"
        r"[^,?.]+?)"
        r"(?:\s+again)?\s*(?:,|\?|-|–|\.\.\.|\.)\s*"
        r"(?:(?:when'?s|whens|when\s+(?:is|was|did|do)|what\s+(?:day|date|time)|which\s+(?:day|date))\b"
        r"|(?:is|was|does|did)\s+(?:it|that|this)(?:\s+one)?\s+(?:still\s+)?(?:(?:due|on|for|set\s+for)\b|the\s+\d|"
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tmrw|next\b|this\b|urgent|important|high|low|medium|"
        r"(?:a\s+)?(?:daily|weekly|fortnightly|monthly|yearly|one[\s-]?off)|every\b|repeat|recur|come\s+(?:round|back))"
        r"|how\s+often\b)"
        r"(?![^?]*\b(?:move|push|change|make\s+(?:it|that)|mark|delete|remove|cancel|tick|can\s+(?:you|u)|could\s+(?:you|u)|"
        r"pls|please|possible)\b)[^?]*\W*$", X)),
    # "whats left for the hen", "what's still to do for the move": what is open about one thing
    Cue("what's left for X", re.compile(
        r"^(?:so\s+|and\s+|ok\s+)?(?:what'?s|whats|wats|what\s+is|what\s+have\s+i\s+got)\s+(?:still\s+)?(?:left|outstanding|"
        r"open|pending|to\s+do|still\s+to\s+do|left\s+to\s+do)\s+(?:to\s+do\s+|to\s+sort\s+)?(?:for|on|with|about|re)\s+"
        r"(?P<q>(?!(?:today|tonight|tomorrow|tmrw|this|next|the\s+week|the\s+weekend|me|us)\b).+?)\W*$"
        # "what's on for the church tea", "whats even on the wedding stuff", "what's actually on for the naidoo do":
        # what is on for one named thing (said with its article, and more than a meal: "what's on for tea" is dinner)
        r"|^(?:(?:so|and|ok|okay|right)[\s,]+)*(?:what'?s|whats|wats|what\s+is|what\s+have\s+(?:i|we)\s+got)\s+"
        r"(?:even\s+|actually\s+|all\s+|still\s+)?on\s+(?:for|with)?\s*(?:the|my|our)\s+"
        r"(?P<q2>(?!(?:week|weekend|cards|agenda|list|calendar|schedule|plate|day|morning|afternoon|evening|night|rest|"
        r"remainder|end|start|beginning|middle|whole|coming|next|following|first|last|"
        r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|"
        r"apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\d)"
        r"(?![\w'& -]*\b(?:menu|telly|tv|radio|news|box|cinema|pictures|programme|program)\b)"
        r"[\w'&-]+(?:\s+[\w'&-]+){0,3}?)(?:\s+(?:stuff|things|bits|front|side|business|list|jobs))?"
        r"(?:\s+(?:then|now|again|at\s+the\s+moment))?\W*$", X)),
    # "show me the restock one", "open the shoes task", "what does the shoes task say": one task, by its words
    Cue("show the X one", re.compile(
        r"^(?:show|open|view|see|display|pull\s+up|bring\s+up|find)\s+(?:me\s+)?(?:the|my)\s+(?P<q>.+?)\s+"
        r"(?:one|task|item|todo|thing)(?:\s+(?:again|please|pls))*$"
        r"|^what\s+(?:does|did)\s+(?:the|my)\s+(?P<q2>.+?)\s+(?:one|task|item|todo|thing)\s+say(?:\s+again)?$", X)),
    # "do i have eggs on my list", "have we got milk on the shopping list"
    Cue("do I have X on my list", re.compile(
        rf"^(?:do|did|have)\s+(?:i|we|u)\s+(?:have|got|get)\s+(?P<q>.+?)\s+{_ON_LIST}\b{_AGAIN}$", X)),
    # "search move", "which tasks mention the move?", "what's about the dentist"
    # "search compost", "search dentist": a word or two, searched for in the user's own list
    # "search for cake", "search for the invoice": "for" and a word or two, not the web's ("search for flights")
    Cue("search word", re.compile(rf"^{SEARCH}\s+(?:for\s+(?:the\s+|my\s+)?(?!{_WEB_WORDS}\b))?"
                                  r"(?P<q>(?!(?:for|the|web|google|online|internet|youtube)\b)[\w'&-]+"
                                  rf"(?:\s+(?!(?:recipes?|news|videos?|online|near|{_WEB_WORDS})\b)[\w'&-]+)?)\W*$", X),
        confidence=0.95),
    Cue("search X", re.compile(
        rf"^(?:{SEARCH}(?!\s+(?:the\s+web|google|online|the\s+internet|for\s+{_WEB_WORDS}\b|"
        rf"(?:for\s+)?(?:anything|everything|any\s+tasks?|tasks?|things?)\s+(?:with|about|mentioning|containing)\b))"
        r"(?:\s+(?:for|my\s+list\s+for|the\s+list\s+for))?|(?:which|what)\s+(?:tasks|ones|items|to-?dos)\s+"
        r"(?:mention|mentions|are\s+about|is\s+about|have|contain|say|include|involve|talk\s+about))\s+(?P<q>\S.*?)\W*$",
        X), confidence=WORLD_QUESTION),
    # "did i take my vitamins today?", "have i paid the rent yet": whether the chore is done — the task, shown
    # with its status (never marked done by the question)
    Cue("did I do X", re.compile(
        r"^(?:did|have|has)\s+(?:i|we)\s+(?:already\s+|actually\s+|even\s+|ever\s+)?"
        # "have i anything on thursday", "have we much on": what is on a day, asked the Irish way (no chore named)
        r"(?P<q>(?!(?:have|got|get|anything|much|owt|stuff|something|a\s+lot|lots|plans)\b)[a-z].+?)"
        r"(?:\s+(?:yet|already|today|tonight|this\s+(?:morning|week)|or\s+not))*$", X), confidence=WORLD_QUESTION),
)
_NOT_A_SEARCH = re.compile(rf"^(?:{LIST_NOUN}|anything|something|everything|it|that|this|them|those|there|left|"
                           # "did the other two go on?", "are the rest on there": the list itself, nothing named
                           r"(?:the\s+)?other(?:\s+(?:ones?|two|three|four|five|tasks?|things?))?|others|"
                           r"(?:all\s+)?(?:the\s+)?rest|"
                           r"(?:do|finish|complete|did)\s+(?:it|that|this)|"
                           r"pending|done|finished|completed|open|today|tonight|tomorrow|now|then|still|yet|"
                           # "what's left on here now then", "what's next": where or when it is asked, nothing named
                           r"here|on\s+here|in\s+here|next|again|list|(?:now|then|again|still|here)(?:\s+(?:now|then|again|"
                           r"still|here))+)$"
                           r"|^(?:me|us|you|i|we)\b", X)


# "what's left on the order list": the tasks named by a word and "list" are searched by the word
_GENERIC_TAIL = re.compile(r"(?<=\w)\s+(?:stuff|things?|ones?|tasks?|bits|business|jobs?|list)$", X)
# "is the bob marley book on my list?": the kind of thing said after what it is about, which the task may not say
# ("Order the Bob Marley biography")
_KIND_TAIL = re.compile(r"(?<=\w)\s+book$", X)
# when the question is asked, not what it is about: "… for the bathroom now", "… about the car still"
_NOW_TAIL = re.compile(r"(?<=\w)(?:\s+(?:now|still|then|atm|at\s+the\s+moment|right\s+now|as\s+of\s+now|any\s*more))+$",
                       X)
# "find tasks about the harvest pls", "what's left on my list anyway": the courtesy or the shrug at the end is not
# searched for
# ("find everything about the potluck for me": who it is for is not searched for either)
_POLITE_END = re.compile(r"(?:[\s,]+(?:please|pls|plz|thanks|thx|ta|cheers|anyway|anyways|anyhow|for\s+me))+\W*$", X)
# "… on thursday, it's thanksgiving lol", "… on there, i wanna know": why it is asked, after a comma
_AFTER_QUESTION = re.compile(r"\s*[?!]+\s*|\.\s+|\s*,\s*(?=(?:it'?s|its|i'?m|im|i\s+(?:wanna|want|need|think|"
                             r"have\s+(?:a|an|to)|got\s+(?:a|an))|i'?ve\s+got|cos|"
                             r"cause|coz|because|since|lol|haha)\b)", X)
# "is the MOT on there or did i forget", "… or did i tick it": the doubt after the question is not searched for
# "have i got anything on this weekend or am i free": the hope after the question is not searched for either
_OR_DID_I = re.compile(r"[\s,]+or\s+(?:(?:did|have|had)\s+(?:i|we)\s+(?:already\s+|just\s+)?(?:forget|forgot|forgotten|"
                       r"tick(?:ed)?|check(?:ed)?|cross(?:ed)?|mark(?:ed)?|finish(?:ed)?|complete[d]?|done|do|did|"
                       r"delete[d]?|remove[d]?)|(?:am|are)\s+(?:i|we)\s+(?:free|clear|off|in\s+the\s+clear)|"
                       r"(?:is|am)\s+(?:it|i)\s+(?:a\s+)?(?:free|quiet|empty|clear)|(?:do|can)\s+(?:i|we)\s+(?:(?:get|have)\s+(?:a\s+)?)?"
                       r"(?:rest|relax|chill|lie\s+in))\b.*$", X)
# "… due again? want to be sure", "… on my list? cant remember": a question mark, then a remark
_QUESTION_THEN_WHY = re.compile(r"^(?P<q>[^?]+?)\s*\?+\s+(?=\w)[^?]*\W*$", X)
_MY_PLATE = re.compile(r"^my\s+(?:plate|agenda|schedule)(?=\s*$|\s+(?:for|on|this|next|today|tonight|tomorrow|"
                       r"tmrw|over|at|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)\s*", X)
_ORDINAL_DAY = re.compile(r"^(?:on\s+|for\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\W*$", X)
_ON_LIST_END = re.compile(rf"\s+{_ON_LIST}\b.*$", X)


# "when is that?", "when's it due again": the task just talked about, shown with its due
# "when is that?", "did i tick it?", "is it still open or ticked off?": the task just talked about, shown as it is
_WHEN_IS_IT = re.compile(
    r"^(?:(?:so|and|ok|wait|hmm+)[\s,]+)?(?:(?:(?:whens|wens|(?:when|what\s+day)(?:\s+(?:is|was)|'s|\s+'s))\s+"
    r"(?:that|it|this)(?:\s+one)?"
    # "when are they due next then" (the bins just ticked off): "they" said of the task's things
    r"|(?:when|what\s+day)\s+(?:are|r)\s+(?:they|those|these)(?=\s+(?:next|due)\b))"
    r"(?:\s+(?:next|due|again|happening|set\s+for|then|now))*"
    # "which friday did you put it on?", "what time did u set that for", "what day is it on now": the day or time the
    # task just talked about was given, shown with its due
    r"|(?:which|what)\s+(?:day|date|time|week|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+"
    r"(?:(?:did|have|has)\s+(?:you|u|ya)\s+(?:put|set|moved?|pushed?|scheduled?|changed?|made?|make)"
    r"(?:\s+(?:it|that|this)(?:\s+one)?)?(?:\s+(?:on|for|to|at|as|now|then|again|in))*"
    r"|(?:is|was|'s)\s+(?:it|that|this)(?:\s+one)?(?:\s+(?:now|then|again|still))*\s+(?:on|due|set\s+for|for|at)"
    r"(?:\s+(?:now|then|again))*)"
    r"|(?:did|have)\s+(?:i|we|you|u)\s+(?:tick|check|mark|cross|complete|finish)(?:ed)?\s+(?:it|that|this)(?:\s+one)?"
    r"(?:\s+(?:off|(?:as\s+)?done|yet|already))*"
    # "is it still marked as paid?", "is that one overdue now": how it stands, shown as it is
    r"|(?:is|was)\s+(?:it|that|this)(?:\s+one)?\s+(?:still\s+)?(?:(?:marked|showing|down|ticked)\s+(?:as\s+)?)?(?:open|"
    r"done|ticked(?:\s+off)?|checked(?:\s+off)?|paid|sent|booked|submitted|overdue|late|past\s+due|"
    r"finished|pending|complete[d]?|on\s+(?:the|my)\s+list)(?:\s+or\s+(?:open|done|not|ticked(?:\s+off)?|pending))?"
    r"(?:\s+(?:now|still|yet))*"
    # "does it still repeat every sunday after that?", "is that one still recurring": how it repeats, shown with it
    # "is that one set to repeat?", "is it on a repeat", "is this one a recurring one": the same, said as how it is set
    r"|(?:does|will|is|was|did)\s+(?:it|that|this)(?:\s+one)?\s+(?:still\s+)?(?:(?:set|meant|supposed|going|gonna)\s+"
    r"(?:to\s+)?(?:repeat|recur)|on\s+(?:a\s+)?(?:repeat|loop)|an?\s+(?:repeating|recurring|regular)\s+(?:one|thing|task)|"
    r"repeats?|recurs?|repeating|recurring|"
    r"come\s+back|keep\s+(?:repeating|coming\s+back))\b(?:\s+[\w']+){0,6}"
    # "did that set it for today too?", "did it save the new time?", "is it set for today now?": what the last change
    # made of the task, shown as it is now
    rf"|{WHAT_IT_DID}(?:{CHANGE_VERBS})\b(?:\s+[\w']+){{0,6}}"
    r"|(?:is|was)\s+(?:it|that|this)(?:\s+one)?\s+(?:now\s+|still\s+|also\s+)?(?:set|due)\s+(?:for\s+)?"
    r"(?:today|tonight|tomorrow|tmrw|now)(?:\s+(?:too|now|then|as\s+well|yet))*"
    # "next one when", "so when's the next one", "next due date?", "when does it come round again": the next time of
    # the task just talked about (a repeat just ticked off), shown with its due
    r"|(?:the\s+)?next\s+(?:one|time|due(?:\s+date)?|date|round)(?:\s+(?:is|then))?(?:\s+(?:when|then))*"
    r"|(?:when'?s|whens|wens|when\s+is|what'?s)\s+the\s+next\s+(?:one|time|due\s+date|date)(?:\s+(?:due|then|now))*"
    r"|(?:when|what\s+day)\s+(?:does|will|do)\s+(?:it|that|this|they)(?:\s+one)?\s+(?:come\s+(?:round|around|up|back)|"
    r"repeat|recur|happen|need\s+doing|go\s+off)(?:\s+(?:next|again|then))*)\W*$", X)
# "did u make it urgent?", "have you set that to high priority", "is it marked urgent": the task just talked about,
# shown by its number with its priority (a bare "Yes — …" would say it is urgent when it is not)
_IS_IT_URGENT = re.compile(
    r"^(?:(?:so|and|ok|wait|hmm+)[\s,]+)?(?:(?:did|have)\s+(?:you|u|ya)\s+(?:make|made|set|mark(?:ed)?|put)\s+"
    r"(?:it|that|this)(?:\s+one)?|(?:is|was)\s+(?:it|that|this)(?:\s+one)?(?:\s+(?:set|marked|made))?)"
    r"\s+(?:as\s+|to\s+|at\s+|on\s+)?(?:an?\s+)?(?:urgent|important|(?:high|top|low|medium)(?:[\s-]+(?:prio(?:rity)?|pri))?|"
    r"p[1-4])(?:\s+(?:then|too|as\s+well|or\s+not|yet|now))*\W*$", X)


# "the friday one, is that the window cleaner?", "the one due tomorrow - is that the vet or the farrier?", "what's the
# thing i had for wednesday? can't remember", "the thing on the 3rd, what was it": a task named by its day and asked
# about — that day's tasks, shown
_DAY = (r"(?:today|tonight|tomorrow|tmrw|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
        r"the\s+\d{1,2}(?:st|nd|rd|th))")
_DAY_ONE_ASKED = re.compile(
    r"^(?:(?:so|and|ok|okay|oh|wait|hmm+|um+|right)[\s,]+)*(?:"
    rf"(?:the|that|my)\s+(?P<day>{_DAY})\s+(?:one|thing|task|job)|"
    # the same once read as the one due that day (`rules._days_named`): "the task dueon20261124"
    r"(?:the\s+)?task\s+(?:any|named)?dueon(?P<tok>\d{8})|"
    rf"(?:the|that)\s+(?:one|thing|task|job)\s+(?:that'?s\s+|i\s+(?:had|have|put|set)\s+)?(?:due\s+|on\s+|for\s+)*(?P<day2>{_DAY}))"
    r"(?:\s*[,:;?]\s*|\s+[-–—]+\s+|\s+)(?:is\s+(?:that|it|this)|was\s+(?:that|it)|what\s+(?:is|was)\s+(?:it|that)|"
    r"what'?s\s+(?:it|that)|which\s+(?:one\s+)?(?:is|was)\s+(?:it|that)|remind\s+me)\b[^?]*\??\s*$"
    rf"|^(?:(?:so|and|ok|okay|oh|wait|hmm+|um+|right)[\s,]+)*(?:what|wat|wot|which)(?:'?s|\s+is|\s+was|\s+were)\s+"
    rf"(?:the|that|my)\s+(?:one|thing|task|job)s?\s+(?:(?:i|we)\s+(?:had|have|put|set|got)(?:\s+down)?\s+)?"
    rf"(?:due\s+|on\s+|for\s+)+(?P<day3>{_DAY})(?:\s+again)?\W*(?:\s+(?:i\s+)?(?:can'?t|cant|cannot|don'?t|dont)\s+"
    r"(?:remember|recall|think)\W*)?$", X)


def _day_one_asked(masked: str, env: Env) -> list[Reading] | None:
    m = _DAY_ONE_ASKED.match(masked)
    tok = m and m.group("tok")
    day = m and (m.group("day") or m.group("day2") or m.group("day3"))
    due = f"{tok[:4]}-{tok[4:6]}-{tok[6:]}" if tok else day and list_filters(f"due {day}", env).get("due")
    if not due:
        return None
    return [Reading("list_tasks", {"due": due}, 0.95, "A task named by its day and asked about: that day's tasks.")]


def _when_is_it(masked: str, env: Env) -> list[Reading] | None:
    last = env.context.last_task if env.context else None
    if _IS_IT_URGENT.match(masked) and last and isinstance(last.get("number"), int):
        return [Reading("list_tasks", {"numbers": [last["number"]]}, 0.95,
                        "'did you make it urgent' asks about the task just talked about.")]
    if not _WHEN_IS_IT.match(masked) or not last or not last.get("title"):
        return None
    return [Reading("list_tasks", {"query": title_words(str(last["title"]))}, 0.95,
                    "'when is that' asks about the task just talked about.")]


def _search(text: str, masked: str, env: Env) -> list[Reading] | None:
    """"is milk on my list?" / "did I add eggs already?": a list question with the searched words."""
    found = None
    asked = _QUESTION_THEN_WHY.match(masked)
    if asked:  # "whens the licence due again? want to be sure": the question, without why it is asked
        found = first_match(SEARCH_CUES, _POLITE_END.sub("", _OR_DID_I.sub("", asked.group("q"))))
    found = found or first_match(SEARCH_CUES, _POLITE_END.sub("", _OR_DID_I.sub("", masked)))
    if found is None:
        return None
    cue, m = found
    raw = group(text, m, "q") or group(text, m, "q2") or group(text, m, "q3")
    raw = _AFTER_QUESTION.split(raw)[0]  # "… on my list? cant remember if i added it": the question ends there
    raw = _ON_LIST_END.sub("", raw)
    raw = _MY_PLATE.sub("", raw)  # "anything on my plate for the weekend": the list itself, not a search word
    when = extract_when(raw, env.now, env.timezone)
    if when is None and _ORDINAL_DAY.match(raw):  # "anything on the 1st": a day of the month said alone
        when = extract_when(f"on {raw}", env.now, env.timezone)
        raw = "" if when is not None else raw
    if when is not None and raw:  # "do i have anything for tomorrow": a day, not a search word
        raw = cut_spans(raw, when.spans)
    raw = _NOW_TAIL.sub("", raw)  # "whats left for the bathroom now?": "bathroom"
    query = _KIND_TAIL.sub("", _GENERIC_TAIL.sub("", title_words(raw)))  # "is the library stuff on there": "library"
    if cue.label == "did I do X":  # "have i paid the rent": the past-tense verb is not in the task's title
        first, _, rest = query.partition(" ")
        if rest and (first.lower().endswith("ed") or first.lower() in IRREGULAR_PAST):
            query = title_words(rest)
    params = {"query": query} if query and not _NOT_A_SEARCH.match(query) else {}
    if query and list_filters(query).get("due") in ("no_date", "overdue"):
        return None  # "which ones have no deadline", "which have missed their due dates": the filter, no search
    if cue.label == "what's left for X":
        params["status"] = "pending"
    # As sure as an explicit command: the learned model, trained on other lists, must not call it out of scope.
    return [Reading("list_tasks", params, cue.confidence, f"'{cue.label}' asks whether something is on the list.")]


# "airport pickup there?", "milk on the list?", "the vet one still on there?": a task named in a few words and asked
# after, the verb left out ("are you there?", "anyone there?", "put it there?" name no task). Only said with a
# question mark (`asked_bare`): "milk on my list" without one puts it there.
_BARE_ON_LIST = re.compile(
    r"^(?:(?:and|so|ok|okay|wait|hmm+|oh)[\s,]+)*(?:(?:the|my|that)\s+)?"
    r"(?P<q>(?!(?:you|u|ya|anyone|anybody|someone|somebody|everyone|everybody|nobody|it|that|this|he|she|they|we|i|"
    r"still|hello|hi|hey|is|are|r|iz|was|were|am|put|move|add|take|go|get|leave|send|keep|what|who|where|when|how|why|can|"
    r"could|do|did|will|would|should|nothing|something|anything|everything|all|see|meet|be|almost|nearly|not|just|"
    r"over|out|up|back|in|so|too|also|got)\b)[\w'&-]+"
    r"(?:\s+(?!(?:it|them|me|you|him|her|us|is|are|was|were)\b)[\w'&-]+){0,4}?)"
    rf"(?:\s+(?:one|task|item|thing))?\s+(?:still\s+|already\s+)?(?:there|on\s+there|in\s+there|{_ON_LIST})"
    r"(?:\s+(?:already|still|yet|too|right|or\s+not))*$", X)


def asked_bare(text: str, env: Env) -> list[Reading] | None:
    """"airport pickup there?": with its question mark (`text` is the clause without it), whether a task is on the
    list — the task, shown."""
    m = _BARE_ON_LIST.match(text)
    query = _KIND_TAIL.sub("", _GENERIC_TAIL.sub("", title_words(group(text, m, "q")))) if m else ""
    if not query or not _names_a_search(query, query, env):
        return None
    return [Reading("list_tasks", {"query": query}, 0.95, "'X there?' asks whether something is on the list.")]


# "more", "show more", "next page", "the rest": the next page of the list last shown.
MORE = re.compile(r"^(?:(?:show|list|see|give|gimme|display)\s+(?:me\s+|us\s+)?)?(?:some\s+)?(?:more|the\s+rest|"
                  r"(?:the\s+)?next\s+(?:page|ones?|(?:\d+|twenty|few)(?:\s+tasks)?)|rest\s+of\s+(?:them|the\s+list))"
                  r"(?:\s+(?:tasks|of\s+them|please|pls|plz))*$", X)


# Filters of a listing, said anywhere in it: the days due (list_tasks `due`), a priority, an order.
_DUE_FILTERS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("no_date", re.compile(r"\b(?:(?:with\s+)?no\s+|without\s+(?:a\s+|any\s+)?|missing\s+(?:a\s+)?|"
                           r"(?:don'?t|dont|do\s+not|doesn'?t|haven'?t)\s+(?:have|got)\s+(?:a\s+|any\s+)?)(?:due\s+)?"
                           r"(?:dates?|deadlines?)\b|\bundated\b", X)),
    # "anything i've let go past its date", "what's gone past the deadline", "missed their due dates", "behind with"
    ("overdue", re.compile(r"\b(?:overdue|late|past\s+due|behind\s+(?:on|with)|past\s+(?:its|their|the|my|our)\s+"
                           r"(?:due\s+)?(?:dates?|deadlines?|due\s+day)|missed\s+(?:its|their|the|my|our)\s+(?:due\s+)?"
                           r"(?:dates?|deadlines?)|overran|lapsed)\b", X)),
    ("today", re.compile(
        r"\b(?:due\s+|for\s+|on\s+|have\s+|got\s+|plate\s+|agenda\s+|list\s+|planned\s+|do\s+|doing\s+|done\s+)"
        r"(?:today|tonight)\b"
        r"|\btoday'?s\s+(?:tasks|list|todos?|stuff|things|jobs|agenda|plan)\b", X)),
    ("tomorrow", re.compile(r"\b(?:due\s+|for\s+|on\s+|have\s+|got\s+|plate\s+|agenda\s+|list\s+|planned\s+|do\s+|"
                            r"doing\s+|done\s+)(?:tomorrow|tmrw|tmr)\b"
                            r"|\b(?:tomorrow|tmrw)'?s\s+(?:tasks|list|todos?|stuff|things|jobs|agenda|plan)\b", X)),
    # "what's the week look like", "the week ahead": the week the user is in
    ("this_week", re.compile(r"\b(?:due\s+|for\s+|on\s+|have\s+|got\s+)?(?:this\s+(?:week|wk)\b"
                             r"|(?<!in )(?<!during )the\s+week(?:\s+ahead)?\b"
                             r"(?!\s+(?:of|after|before|starting|beginning|commencing|from|end)\b|'s\s+end|\s*-?end))",
                             X)),
    ("next_7_days", re.compile(r"\b(?:next|coming)\s+(?:7|seven|few|couple(?:\s+of)?)\s+days\b", X)),
)
# A question about what is on the list, by its first words: "anything …", "which ones …", "what's …"
_ASKED_ABOUT = re.compile(r"^(?:(?:so|and|ok|okay)[\s,]+)?(?:is\s+there\s+)?"
                          r"(?:anything|any\s+(?:tasks?|ones|things|stuff)|what|what'?s|whats|"
                          r"which(?:\s+(?:ones|tasks|things))?)\b", X)
# "what's coming up?", "anything coming up in the next few days": what is due soon (a week, unless a day is said)
_COMING_UP = re.compile(
    # "got anything important coming up?", "anything urgent on the horizon": how important, said in the question
    r"^(?:so\s+|and\s+|ok\s+)?(?:what'?s|whats|wats|what\s+is|what\s+have\s+i\s+got|anything|is\s+there\s+anything|"
    r"(?:have\s+i\s+|i'?ve\s+|do\s+i\s+have\s+)?got\s+anything|do\s+i\s+have\s+anything|"
    r"what\s+do\s+i\s+have)\s+(?:else\s+)?(?:(?:important|urgent|big|major|pressing|high[\s-]priority)\s+)?"
    r"(?:coming\s+up|upcoming|on\s+the\s+horizon|ahead(?:\s+of\s+me)?)\b"
    r"(?P<rest>.*?)\W*$", X)
# "what's the next thing due?", "which task is due soonest", "whats my next deadline", "what have i got due first":
# the one open task due soonest (a repeat's own next time, "when's the next one", is asked with "when")
_NEXT_DUE = re.compile(
    r"^(?:(?:so|ok|okay|and|then|right|well|now|also)[\s,]+)*(?:what|wat|which)"
    r"(?:\s+(?:one|task|thing|item|job|chore)s?)?(?:'?s|\s+is|\s+will\s+be|\s+have\s+i\s+got|\s+do\s+i\s+have|"
    r"\s+i'?ve\s+got)?\s+(?:"
    r"(?:(?:the|my)\s+)?(?:very\s+)?(?:next|soonest|earliest|nearest|closest|first|upcoming)\s+"
    r"(?:(?:deadline|due\s+date)|(?:thing|task|item|job|chore|one|to-?do)\s+(?:(?:that'?s|thats|i\s+have|i'?ve\s+got)\s+)?"
    r"(?:due|coming\s+up|up|with\s+a\s+deadline))"
    r"|(?:due|coming\s+up)\s+(?:next|soonest|first|earliest|nearest)"
    r")(?:\s+(?:then|now|pls|please|for\s+me|on\s+(?:my|the)\s+list))*\W*$", X)
_PRIORITY_FILTER = re.compile(r"\b(?P<level>high|top|medium|low)[\s-]+prio(?:rity)?\b"
                              r"|(?P<not>\b(?:not|non|less)[\s-]*(?:(?:very|that|so|too|super|really)\s+)?|\bun)?"
                              r"(?P<word>\burgent|important|(?<=most\s)pressing)\b|\b(?P<p>p[1-4])(?:'?s)?\b", X)
_SORT_KEY = (r"due(?:\s+dates?)?|dates?|deadlines?|when\s+(?:they'?re|it'?s)\s+due|priority|importance|newest|latest|"
             r"most\s+recent|created")
# "sort by due", "in date order", "in order of date", "tasks this week. by priority.": the order asked for
_SORT = re.compile(rf"\b(?:sort(?:ed)?|order(?:ed)?|arrange(?:d)?)\b.*?\bby\s+(?:the\s+)?(?P<key>{_SORT_KEY})"
                   rf"|\bin\s+(?:(?:the|their)\s+)?(?:order\s+of\s+(?:the\s+)?(?P<key2>{_SORT_KEY})|"
                   r"(?P<key3>due\s+date|date|deadline|priority)\s+order)\b"
                   r"|(?:^|[.,;:]\s*)(?:sorted\s+|ordered\s+)?by\s+(?P<key4>priority|due(?:\s+dates?)?|dates?|deadlines?)"
                   r"\W*$"
                   # "the pending ones by due date", "open tasks by priority": the tasks named, then their order
                   r"|\b(?:ones|tasks|todos|to-?dos|items|stuff|things|to\s+do|left|open|pending)\s+by\s+(?:the\s+|their\s+)?"
                   r"(?P<key5>priority|due(?:\s+dates?)?|dates?|deadlines?)(?:\s+(?:please|pls|plz|now))*\W*$", X)
_SORT_KEYS = {"due": "due", "dat": "due", "dea": "due", "whe": "due", "pri": "priority", "imp": "priority"}
_NOT = r"(?:(?:not|non|less)[\s-]*(?:(?:very|that|so|too)\s+)?|un)?"  # "the not important stuff", "non-urgent ones"
# "what did you actually save", "so what have u added?", "what did you put down": the list answers what was saved
_WHAT_YOU_SAVED = re.compile(
    r"^(?:(?:so|ok|okay|and|then|wait|hang\s+on)[\s,]+)*(?:what|wat|which\s+(?:ones?|tasks?|things?))\s+(?:did|have|has)\s+"
    r"(?:you|u|ya)\s+(?:actually\s+|just\s+|even\s+|now\s+|really\s+)*(?:save|saved|add|added|put\s+down|put|"
    r"write|wrote|written|note|noted|create|created|jot|jotted)(?:\s+down)?"
    r"(?:\s+(?:then|there|for\s+me|on\s+(?:my|the)\s+list|in\s+the\s+end|exactly|just\s+now))*\W*$", X)
# A listing named by its filter alone: "overdue tasks", "tasks with no date", "urgent stuff", "sort by due date".
_FILTER_ONLY = re.compile(
    rf"^(?:(?:show|list|give|get)\s+(?:me\s+)?)?(?:(?:all|my|the|any)\s+)*(?:(?:overdue|late|{_NOT}urgent|{_NOT}important|"
    rf"(?:high|top|medium|low)[\s-]+priority|undated)\s+(?:{LIST_NOUN}|ones)|(?:{LIST_NOUN}|ones)\s+(?:with\s+no|without\s+(?:a\s+)?)"
    rf"\s*(?:due\s+)?(?:dates?|deadlines?)|(?:sort|order)\s+(?:(?:them|em|'em|those|these)\s+(?:all\s+)?|it\s+|everything\s+|"
    # "sort whats left by date", "order the rest by deadline": the tasks still to do, sorted
    r"(?:what'?s|whats|what\s+is|what\s+i'?ve\s+got|what\s+i\s+have)\s+(?:still\s+)?(?:left|remaining|outstanding|"
    r"to\s+do|pending|open)\s+|the\s+rest\s+|"
    rf"(?:(?:all|every)\s+)?(?:(?:of\s+)?(?:my|me|ma|the)\s+)?(?:whole\s+)?{LIST_NOUN}\s+)?"
    r"by\s+.+)$", X)
# "put everything in date order for me", "can you sort my tasks in order of priority", "arrange them by deadline pls"
_SORT_ASKED = re.compile(
    r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:put|sort|order|arrange|re-?order|list|show(?:\s+me)?|"
    r"give\s+me|get)\s+(?:(?:them|em|'em|everything|it\s+all|the\s+lot|it|(?:all\s+)?(?:of\s+)?(?:my|me|ma|the)\s+(?:whole\s+)?"
    rf"(?:(?:open|pending|unfinished|outstanding|remaining|current|undone|active)\s+)?{LIST_NOUN}|all\s+(?:of\s+)?(?:them|it|my\s+{LIST_NOUN}))(?:\s+(?:all|out))?\s+)?(?:in|into|by)\s+[\w\s]{{2,30}}?"
    r"(?:\s+(?:for\s+me|please|pls|plz|thanks|now|then))*\W*$", X)
# A question naming a priority: "what's urgent rn?", "anything high priority?", "which ones are important", "what have
# i got at low priority", "what do i have on high prio"
_PRIORITY_QUESTION = re.compile(
    rf"^(?:what|what'?s|whats|wats|which|anything|any|is\s+(?:there\s+)?anything)\s+(?:(?:ones?|{LIST_NOUN})\s+)?"
    r"(?:(?:have\s+i\s+got|do\s+i\s+have|have\s+i|have\s+we\s+got|do\s+we\s+have|i'?ve\s+got)\s+)?"
    r"(?:(?:at|on|as|in|marked(?:\s+as)?)\s+)?"
    r"(?:is\s+|are\s+|'?s\s+)?(?:still\s+|really\s+|actually\s+)?(?:marked\s+(?:as\s+)?)?(?:the\s+)?(?:most\s+)?"
    r"(?:urgent|important|pressing|(?:high|top|medium|low)[\s-]+prio(?:rity)?)"
    # "any low priority things i could knock off", "what high prio stuff should i tackle": what the user might do next
    rf"(?:\s+(?:things?|tasks?|stuff|ones?|jobs?|items?|{LIST_NOUN}))?(?:\s+(?:i|we)\s+(?:could|can|should|might|ought\s+to)"
    r"\s+(?:knock\s+(?:off|out)|do|get\s+(?:done|through)|tackle|crack\s+on\s+with|pick\s+off|clear|sort(?:\s+out)?)"
    r"(?:\s+(?:today|now|quickly|first|next))?"
    # "anything urgent slipping thru the cracks?", "is anything important getting missed": what may be forgotten
    r"|\s+(?:(?:that'?s|thats|which\s+is|is|are)\s+)?(?:(?:slipping|falling|going|getting\s+lost)\s+(?:thr(?:ough|u|o)|"
    r"between|in)\s+the\s+cracks|(?:getting|being|been)\s+(?:missed|forgotten|dropped|overlooked|neglected|ignored)"
    r"|(?:i'?m|im|i\s+am|we'?re)\s+(?:forgetting|missing|neglecting|ignoring))"
    # "what's urgent that i've probably forgotten about", "anything important i might have missed"
    r"|\s+(?:that\s+|which\s+)?(?:i'?ve|ive|i\s+have|we'?ve|i|we)\s+(?:(?:probably|prob|maybe|possibly|might|may|could)\s+)*"
    r"(?:have\s+)?(?:forgotten|forgot|missed|overlooked|neglected|ignored|let\s+slide|lost\s+track\s+of)(?:\s+about)?)?"
    r"(?:\s+(?:rn|right\s+now|now|today|at\s+the\s+moment|atm|on\s+(?:my|the)\s+list|on\s+there|on\s+here|for\s+me))*"
    r"\W*$", X)
# A priority as people name one: "high priority", "top prio", "p1s", "non-urgent", "important"
_LEVEL_SAID = rf"(?:(?:high|top|medium|low)[\s-]+prio(?:rity)?|p[1-4](?:'?s)?|{_NOT}urgent|{_NOT}important)"
# "just the urgent ones pls", "high priority only", "only my p1s": the list cut down to one priority
_PRIORITY_ONLY = re.compile(
    rf"^(?:(?:just|only)\s+(?:the\s+|my\s+)?{_LEVEL_SAID}(?:\s+(?:ones|{LIST_NOUN}))?(?:\s+only)?"
    rf"|(?:the\s+|my\s+)?{_LEVEL_SAID}(?:\s+(?:ones|{LIST_NOUN}))?\s+only"
    # "p1s?", "any p2s": a level said in the plural names the tasks at it, never a new task's priority
    r"|(?:the\s+|my\s+|any\s+)?p[1-4]'?s)"
    r"(?:\s+(?:pls|please|plz|then|now|thanks|thx|rn))*\W*$", X)
# "and the low priority ones?", "what about the not urgent stuff": after a listing, the same for another priority
_PRIORITY_FOLLOW_UP = re.compile(
    r"^(?:(?:and|&|what\s+about|how\s+about|and\s+(?:what|how)\s+about)\s+(?:the\s+|my\s+|any\s+)?|(?:the|my)\s+"
    rf"(?=.*\b(?:ones|{LIST_NOUN})\W*$))"  # without "and": "the low priority ones" (the clause after "and")
    rf"{_LEVEL_SAID}(?:\s+(?:ones|{LIST_NOUN}))?(?:\s+(?:then|now|too))*\W*$", X)
# A priority named as the list: "what are my p1s", "show me my p1 stuff", "list the high priority ones", "just the
# important ones pls", "ok show me only the low ones", "top priority list please"
_PRIORITY_NAMED = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|right)[\s,]+)?"
    # without a list verb, only with "just"/"only" or a list word ("urgent" alone is a new task's priority)
    rf"(?=(?:what|which|show|list|give|see|get|just|only)\b|.*\b(?:ones|{LIST_NOUN})\b)"
    r"(?:(?:what|which|show(?:\s+(?:me|us))?|list|give\s+(?:me|us)|see|get)\s+)?"
    r"(?:are\s+|is\s+)?(?:(?:just|only)\s+)?(?:(?:my|the|all)\s+)*"
    rf"(?:{_LEVEL_SAID}(?:\s+(?:ones|{LIST_NOUN}))?|(?:high|top|medium|low)\s+ones)"
    r"(?:\s+(?:rn|right\s+now|now|today|pls|please|plz|only|just))*\W*$", X)
# "overdue?", "anything late?", "am i behind on anything": what is overdue, asked with the filter word alone
_OVERDUE_ASKED = re.compile(
    r"^(?:(?:so|and|ok(?:ay)?|hmm+)[\s,]+)?(?:(?:what\s+)?(?:am|are)\s+(?:i|we)\s+(?:behind|late|running\s+late)\s+"
    r"(?:on|with)(?:\s+(?:anything|any\s+(?:tasks?|things?|stuff|jobs)|stuff|things|jobs|much))?"
    # "anything from last week i didn't get to?": what was due and is still open
    r"|(?:anything|any\s+(?:tasks?|things?|stuff|jobs)|what'?s|whats|what|stuff)\s+(?:(?:still\s+)?(?:left\s+)?(?:over\s+)?)?"
    r"from\s+(?:last\s+week|yesterday|the\s+weekend|last\s+month|before)\s+(?:that\s+)?(?:i|we)\s+(?:didn'?t|did\s+not|"
    r"never|haven'?t|have\s+not)\s+(?:get\s+(?:to|round\s+to|around\s+to|done)|do|finish|manage)"
    r"|(?:is\s+)?(?:anything|any\s+(?:tasks?|things?|stuff)|what'?s|whats)\s+"
    r"(?:overdue|past\s+due|late)"
    # "have i missed any deadlines", "did we blow any due dates", "any missed deadlines": what is overdue, asked as what
    # was missed
    r"|(?:have|did)\s+(?:i|we)\s+(?:missed|miss|blown|blow|blew|gone\s+past|passed)\s+(?:any|a|some)\s+"
    r"(?:deadlines?|due\s+dates?)|any\s+(?:missed|blown|passed)\s+(?:deadlines?|due\s+dates?)"
    # "what have i let slide", "anything i dropped the ball on", "what's slipped through the cracks", "what's gone
    # past its deadline": the same, said as what was let go
    r"|(?:what|anything)\s+(?:have|did|'?ve)?\s*(?:i|we)\s+(?:let\s+(?:slide|slip)|drop(?:ped)?\s+the\s+ball\s+on|"
    r"fall(?:en)?\s+behind\s+on|fell\s+behind\s+on)"
    r"|(?:what'?s|whats|what\s+has|anything|has\s+anything)\s+(?:slipped|slid)(?:\s+(?:through|thru)\s+the\s+(?:cracks|net))?"
    r"|(?:what'?s|whats|what\s+is|anything|is\s+anything)\s+(?:gone\s+|went\s+)?past\s+(?:its|their|the)\s+"
    r"(?:deadlines?|due\s+dates?))(?:\s+(?:rn|now|yet|still|today|lately|recently|so\s+far|then))*\W*$"
    r"|^(?:(?:so|and|ok(?:ay)?)[\s,]+)?(?P<alone>overdue|past\s+due)\W*$", X)  # the word alone: "overdue?"
# "find tasks about meetings", "search my list for the dentist": a search the database answers.
# "find any tasks with meeting in them": the word searched for, said inside the tasks
_FIND = re.compile(
    rf"^(?:find(?:\s+me)?|{SEARCH}|look\s+up|look|lookup|show(?:\s+me)?|pull\s+up)\s+(?:for\s+)?(?:(?:my|the|all|any)\s+)*"
    rf"(?:{LIST_NOUN}|ones|anything|"
    rf"everything)\s+(?:about|for|with|mentioning|matching|containing|{ABOUT_PHRASE}|on|called|named|concerning|regarding|involving)\s+(?P<q>.+?)"
    rf"(?:\s+in\s+(?:them|it|the\s+(?:title|name)s?)|\s+{_ON_LIST})?$"
    rf"|^(?:{SEARCH}|look\s+through|check)\s+(?:my\s+|the\s+)?{LIST_NOUN}\s+for\s+(?P<q2>.+)$"
    # "find grocery stuff", "search my work tasks", "look up the school things on my list", "find the knee ones"
    rf"|^(?:find|{SEARCH}(?:\s+for)?|look\s+up|look\s+for)\s+(?:(?:my|the|all|any)\s+)*(?P<q3>.+?)"
    rf"\s+(?:stuff|things|tasks|todos|to-?dos|items|ones|related\s+(?:stuff|tasks|things))(?:\s+{_ON_LIST})?$"
    # "find everything wedding related", "show me anything to do with the move"
    rf"|^(?:find(?:\s+me)?|{SEARCH}(?:\s+for)?|look\s+up|look\s+for|show(?:\s+me)?|list|get(?:\s+me)?|pull\s+up)\s+"
    rf"(?:everything|anything|all(?:\s+the)?(?:\s+(?:stuff|things|tasks))?)\s+(?:(?P<q4>.+?)[\s-]+related"
    rf"|(?:{ABOUT_PHRASE}|about|for|re|regarding|concerning|involving)\s+(?P<q5>.+?))(?:\s+{_ON_LIST})?$"
    # "everything with tenant in it", "anything mentioning the van": the same with no verb, as a question is put
    rf"|^(?:everything|anything)\s+(?:with|mentioning|containing|matching|{ABOUT_PHRASE})\s+(?P<q6>.+?)"
    r"(?:\s+in\s+(?:them|it|the\s+(?:title|name)s?))?$", X)

# "show the long run", "show me my dentist", "find the gala", "pull up the vet", "show food handler", "find minh": a
# few words naming one task, after a verb asking to see it. Only a short name with nothing else in it ("show the kids
# the garden", "find a plumber" and "show me news from cnn" are no look-ups); the world's own look-ups stay below the
# combiner's bar.
_SHOW_THE = re.compile(
    r"^(?:(?:can|could)\s+(?:you|u)\s+)?(?:show(?:\s+me)?|find(?:\s+me)?|look\s+up|pull\s+up|bring\s+up)\s+(?:the\s+|my\s+"
    rf"|(?!(?:how|what|where|why|who|when|which|around|some|something|someone|somebody|more|all|it|him|them|us|you|"
    rf"yourself|off|up|out|me|{_WEB_WORDS})\b))"
    r"(?P<q>(?!(?:the|a|an|my|your|his|her|their|our|this|that|way|news|weather|time|menu|(?:whole|full|new|updated|"
    r"latest|first|last|next|rest|lot|ones?|week|weekend|day|month|schedule|plan|calendar|diary|priorities|"
    r"reminders|to)\b)\b)[\w'-]+"
    r"(?:\s+(?!(?:the|a|an|my|your|his|her|their|our|this|that|to|from|for|in|on|at|near|with|of|and|or|me|us|"
    r"him|them|again|please|pls)\b)[\w'-]+){0,2})\W*$", X)


# A day or a week asked about: "what's on for wednesday", "what is due on friday", "anything on dec 4", "whats due
# fri 4th dec", "due 2026-12-04": the words after one of these cues, read whole as a day
_DAY_CUE = re.compile(r"\b(?:due|on|for|have|got|planned|scheduled|about|"
                      # "what's on my plate thursday", "anything on the agenda fri": the day after where it is kept
                      r"(?:my|the)\s+(?:plate|agenda|schedule|list|docket))\s+"
                      # "have i got anything thursday night?": the day after what is asked for
                      r"(?:(?:anything|something|much|stuff)\s+(?:(?:due|on)\s+)?)?(?:on\s+|for\s+)?(?=\S)", X)
_ASKED_END = re.compile(r"(?:[\s?!.,]|\b(?:then|now|pls|please|again|at\s+all)\b)*$", X)
# "whats on for thurs 3rd?", "what is on the 4th": a day asked about is a listing however it is written
_ON_A_DAY = re.compile(r"\s*(?:is\s+|'?s\s+)?(?:on|due|happening|planned)\b", X)
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_DAY_RE = r"(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?"
_DAY_NEXT_WEEK = re.compile(rf"\b(?P<day>{_DAY_RE})\s+(?:of\s+|in\s+)?next\s+week\b"
                            rf"|\bnext\s+week\s+(?:on\s+)?(?P<day2>{_DAY_RE})\b", X)
_NEXT_WEEK = re.compile(r"\bnext\s+week'?s?\b", X)
_WEEKEND = re.compile(r"\b(?:the|this)\s+weekend\b", X)


def _days_asked(text: str, env: Env | None) -> str | None:
    """The list_tasks due filter for a day or next week said in a listing: "2026-11-25", "2026-11-30..2026-12-06"."""
    if env is None:
        return None
    today = env.now.date()
    named = _DAY_NEXT_WEEK.search(text)
    if named:  # "tuesday of next week": that day of it
        monday = today + timedelta(days=7 - today.weekday())
        said = (named.group("day") or named.group("day2")).lower()[:3]
        return (monday + timedelta(days=_WEEKDAYS.index(said))).isoformat()
    if _NEXT_WEEK.search(text):
        monday = today + timedelta(days=7 - today.weekday())
        return f"{monday.isoformat()}..{(monday + timedelta(days=6)).isoformat()}"
    if _WEEKEND.search(text):  # this (or the coming) Saturday and Sunday
        saturday = today + timedelta(days=(5 - today.weekday()) % 7) if today.weekday() != 6 else today
        return f"{saturday.isoformat()}..{(today + timedelta(days=6 - today.weekday())).isoformat()}"
    for cue in _DAY_CUE.finditer(text):
        whole = text[cue.end():]
        # "what do i have thursday? flying back early": the day asked, without the news told after it
        for said in (whole, _TOLD_AFTER.split(whole, maxsplit=1)[0]):
            days = _days_said(said, env)
            if days:
                return days
    return None


# Where a question about a day ends and a remark begins: "thursday? flying back early", "friday - busy day"
_TOLD_AFTER = re.compile(r"\s*(?:[?!;.]+|\s[-–]|,)\s+(?=\S)")


def _days_said(said: str, env: Env) -> str | None:
    said = said[:_ASKED_END.search(said).start()]
    said = _WHAT_FOR.split(said, maxsplit=1)[0]  # "anything on saturday for the sunday service": saturday
    said = _PART_OF_DAY.sub("", said)  # "anything thursday night?": that day's tasks
    parts = _DAYS_JOINED.split(said)
    days = [_one_day(part, env) for part in parts]  # "due monday and tuesday": both
    if not days or not all(days):
        return None
    said_days = [(part, date.fromisoformat(day)) for part, day in zip(parts, days, strict=True) if day]
    first, last = _in_order(said_days)
    return first.isoformat() if first == last else f"{first.isoformat()}..{last.isoformat()}"


_WEEKDAY_NAME = re.compile(r"^(?:this\s+|next\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$", X)


def _in_order(days: list[tuple[str, date]]) -> tuple[date, date]:
    """The first and last of days said in a row ("monday and tuesday" said on a Monday: next Monday, then the Tuesday
    after it), each weekday name read as the one on or after the day said before it."""
    read = [days[0][1]]
    for said, day in days[1:]:
        while _WEEKDAY_NAME.match(said.strip()) and day < read[-1]:
            day += timedelta(days=7)
        read.append(day)
    return min(read), max(read)


# "thursday night", "friday morning": a part of the day asked about, answered by the whole day's tasks
_PART_OF_DAY = re.compile(r"\s+(?:night|evening|morning|afternoon|arvo|eve)$", X)
# "monday and tuesday", "sat or sun", "wed & thu": several days asked about at once
_DAYS_JOINED = re.compile(r"\s*(?:,|\band\b|&|\bor\b|\+)\s*", X)


def _one_day(said: str, env: Env) -> str | None:
    """The ISO day `said` names on its own ("sat", "4th dec"), as after "on", or None."""
    found = on_day(said, env.now, env.timezone)  # "whats due sat": a day, as after "on"
    if found and found.all_day and not cut_spans(said, found.spans).strip():
        day = str(found.due_params().get("due") or "")
        return day if len(day) == 10 else None
    return None


# What the day asked about is for, said after it: no part of the day
_WHAT_FOR = re.compile(r"\s+(?=(?:for|because|cos|coz|since)\s+(?:the|my|our|a|an|i|we)\b)", X)


# "the week of dec 7", "week starting the 14th", "w/c 7 dec": the week holding that day
_WEEK_OF = re.compile(r"\b(?:(?:the\s+)?week\s+(?:of|starting|beginning|commencing|from)(?:\s+on)?|w/c|wc)\s+"
                      r"(?P<day>(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[a-z]{3,9}|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?"
                      r"|\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day))(?=\W*$|[\s,?.!])", X)
# "what's due this week and next", "anything for this and next week": from today to the end of next week
_TWO_WEEKS = re.compile(r"\bthis\s+(?:week\s+)?(?:and|&|\+|or)\s+next(?:\s+(?:week|one))?\b", X)
# "whats due between 7 dec and 13 dec", "anything from the 3rd to the 10th": the days from one to the other
_BETWEEN = re.compile(r"\b(?:between|from)\s+(?P<first>.+?)\s+(?:and|to|till|til|until|through|thru|-|–)\s+"
                      r"(?P<last>.+?)(?:[\s?!.,]|\b(?:then|now|pls|please)\b)*$", X)


# "the rest of the week", "what's left of this week", "for the remainder of the week"
_REST_OF_WEEK = re.compile(r"\b(?:rest|remainder|remaining\s+days|left)\s+of\s+(?:the|this)\s+(?:week|wk)\b", X)
# "over the coming fortnight", "the next two weeks": from today, fourteen days
_FORTNIGHT = re.compile(r"\b(?:(?:next|coming|following)\s+(?:two|2)\s+weeks|(?:next|coming)\s+14\s+days|"
                        r"(?:this|the\s+(?:coming|next)|next|a)\s+fortnight)\b", X)
# "due before the weekend is out", "by the end of the weekend", "anything before the weekend"
_BY_WEEKEND = re.compile(r"\b(?:before|by|until|till|til)\s+(?:the\s+)?(?:(?P<out>end\s+of\s+(?:the\s+)?weekend|"
                         r"weekend\s+is\s+(?:out|over|done))|weekend\b)", X)
# "what needs doing by end of month", "anything due before the end of the month", "whats due by month end": from today
# to the month's last day; "what's due this month": the whole month
_MONTH_END = re.compile(r"\b(?:before|by|until|till|til|for)\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+|this\s+)?month|"
                        r"month[\s-]?end|eom)\b|\b(?P<whole>this\s+month)\b", X)
# "what is due before sunday", "anything due by friday": from today to that day (the day itself only for "by")
_BEFORE = re.compile(r"\bdue\s+(?P<cue>before|by|until|till|til|no\s+later\s+than)\s+(?P<day>.+?)"
                     r"(?:[\s?!.,]|\b(?:then|now|pls|please)\b)*$", X)


def _range_asked(text: str, env: Env | None) -> str | None:
    """The list_tasks due range for "this week and next", "between the 7th and the 13th" or "before sunday", or
    None."""
    if env is None:
        return None
    today = env.now.date()
    if _TWO_WEEKS.search(text):
        return f"{today.isoformat()}..{(today + timedelta(days=13 - today.weekday())).isoformat()}"
    if _REST_OF_WEEK.search(text):  # "what's on for the rest of the week": today to Sunday
        return f"{today.isoformat()}..{(today + timedelta(days=6 - today.weekday())).isoformat()}"
    if _FORTNIGHT.search(text):
        return f"{today.isoformat()}..{(today + timedelta(days=13)).isoformat()}"
    month = _MONTH_END.search(text)
    if month:
        last = (today.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
        return f"{(today.replace(day=1) if month.group('whole') else today).isoformat()}..{last.isoformat()}"
    weekend = _BY_WEEKEND.search(text)
    if weekend:  # "before the weekend is out": to Sunday; "before the weekend": to Friday
        end = today + timedelta(days=6 - today.weekday() - (0 if weekend.group("out") else 2))
        if end >= today:
            return f"{today.isoformat()}..{end.isoformat()}"
    before = _BEFORE.search(text)
    found = on_day(before.group("day"), env.now, env.timezone) if before else None
    if before and found and found.all_day and not cut_spans(before.group("day"), found.spans).strip():
        last = found.due_params().get("due")
        if isinstance(last, str) and len(last) == 10:
            end = date.fromisoformat(last) - timedelta(days=1 if before.group("cue").lower() == "before" else 0)
            if end >= today:
                return f"{today.isoformat()}..{end.isoformat()}"
    week = _WEEK_OF.search(text)
    day = _one_day(week.group("day"), env) if week else None
    if day:  # "the week of dec 7", "w/c the 14th": Monday to Sunday of the week holding that day
        monday = date.fromisoformat(day) - timedelta(days=date.fromisoformat(day).weekday())
        return f"{monday.isoformat()}..{(monday + timedelta(days=6)).isoformat()}"
    m = _BETWEEN.search(text)
    if not m:
        return None
    ends = []
    for said in (m.group("first"), m.group("last")):
        said = "today" if said.lower() in ("now", "today") else said
        found = on_day(said, env.now, env.timezone)
        if not found or not found.all_day or cut_spans(said, found.spans).strip():
            return None
        ends.append(str(found.due_params().get("due") or "")[:10])
    if not all(ends):
        return None
    first, last = sorted(ends)
    return f"{first}..{last}"


# "what did i finish this week", "what have i got done today", "stuff i ticked off yesterday": when things were done
_DONE_VERB = re.compile(
    r"\b(?:(?:did|have)\s+(?:i|we)|i'?ve|i\s+have|we'?ve|i|we)\s+(?:already\s+|actually\s+)?(?:finish(?:ed)?|complete[d]?|"
    r"do|done|did|get\s+done|got\s+done|tick(?:ed)?\s+off|cross(?:ed)?\s+off|knock(?:ed)?\s+(?:out|off)|"
    r"accomplish(?:ed)?|achieve[d]?|get\s+through|got\s+through|mark(?:ed)?\s+(?:as\s+)?done)\b"
    r"|\b(?:finished|completed|done|ticked\s+off|crossed\s+off)\s+(?:so\s+far\s+)?(?=this\s+week|today|yesterday|last\s+week"
    r"|(?:in\s+)?the\s+(?:last|past)\s+(?:7|seven)\s+days|(?:in\s+)?the\s+past\s+week)", X)
_DONE_WHEN = (("yesterday", re.compile(r"\byesterday\b", X)), ("last_week", re.compile(r"\blast\s+week\b", X)),
              ("last_7_days", re.compile(r"\b(?:last|past)\s+(?:7|seven)\s+days|\bpast\s+week\b", X)),
              ("this_week", re.compile(r"\bthis\s+week\b", X)), ("today", re.compile(r"\btoday\b", X)))


_STILL_TO_DO = re.compile(r"\b(?:to|gotta|need|needs|should|must|can|could|might)\s+(?:get\s+)?(?:do|done|finish)", X)


def done_when(text: str) -> str | None:
    """The days a listing asks what was done in ("what did i finish this week" → this_week), or None."""
    if not _DONE_VERB.search(text) or _STILL_TO_DO.search(text):
        return None
    return next((name for name, pattern in _DONE_WHEN if pattern.search(text)), None)


def list_filters(text: str, env: Env | None = None) -> dict[str, str]:
    """The due days, priority and order a listing asks for ("what's due this week", "high priority tasks",
    "what's on for wednesday"), or the days things were done in ("what did i finish this week")."""
    done = done_when(text)
    if done:
        return {"completed": done, "status": "completed"}
    params: dict[str, str] = {}
    due = _range_asked(text, env) or next((name for name, pattern in _DUE_FILTERS if pattern.search(text)), None) \
        or _days_asked(text, env)
    if due:
        params["due"] = due
    level = _PRIORITY_FILTER.search(text)
    if level:
        said = level.group("level") or level.group("word") or level.group("p")
        params["priority"] = "low" if level.group("not") else level_of(said) or "high"  # "the not important stuff"
    order = _SORT.search(text)
    if order:
        key = next(k for k in order.groups() if k).lower()
        params["sort"] = _SORT_KEYS.get(key[:3], "created")
    return params


# "show task 23", "what does #23 say now", "whats in task 4", "details of #3 and #5": those tasks themselves
_SHOW_NUMBERED = re.compile(
    r"^(?:(?:and|ok|so)\s+)?(?:show(?:\s+me)?|open|view|see|display|what\s+does|what'?s\s+in|whats\s+in|what\s+is\s+in|"
    r"what'?s\s+on|details\s+(?:of|for|on)|tell\s+me\s+about|read\s+(?:me\s+)?|pull\s+up|look\s+at|"
    # "whats 32 now", "what was #7 again", "how's task 12 looking": the task of that number asked about
    r"what'?s|whats|wats|what\s+(?:is|was)|what'?s\s+(?:task|number)|how'?s|hows|how\s+is|where'?s|wheres|where\s+is)\s+"
    r"(?P<ref>(?:(?:task|number|no\.?|item)\s*)?#?\s*\d{1,5}(?:\s*(?:,|and|&)\s*(?:(?:task|number|no\.?|item)\s*)?#?\s*\d{1,5})*)"
    r"(?:\s+(?:say|says|look\s+like|looking|contain|have|again|now|pls|please|for\s+me|at|about|up\s+to))*\W*$", X)


# "whats the pcn number on the parking one", "what's the note on #4", "what was the booking ref for the hotel": a detail
# kept in a task's note, answered by showing that task
_DETAIL_ASKED = re.compile(
    r"^(?:(?:and|ok|so|hey|oh|wait)[\s,]+)?(?:what'?s|whats|wats|what\s+is|what\s+was|what\s+were|what\s+are|"
    r"(?:can|could)\s+(?:you|u)\s+(?:tell|give)\s+me|tell\s+me|gimme|give\s+me)\s+(?:the|my|that)\s+"
    r"(?:[\w'-]+\s+){0,3}?(?:(?P<note>notes?|details?|description|desc)|numbers?|no\.?|ref(?:erence)?|code|address|postcode|"
    r"link|url|phone(?:\s+number)?|amount|price|cost|id|account(?:\s+number)?|(?P<own>priority|prio)|due\s+date|deadline)"
    r"\s+(?:on|for|of|in|from|with|attached\s+to)\s+(?P<ref>.+?)(?:\s+(?:again|pls|please|then))*\W*$", X)


def _detail_asked(text: str, masked: str) -> list[Reading] | None:
    m = _DETAIL_ASKED.match(masked)
    if not m:
        return None
    raw = group(text, m, "ref")
    numbers = re.fullmatch(r"(?:task\s+|number\s+|item\s+)?#?\s*(\d{1,5})", raw.strip(), X)
    if numbers:
        return [Reading("list_tasks", {"numbers": [int(numbers.group(1))]}, 0.95, "Asks for a detail of a task.")]
    if not m.group("note") and not m.group("own") and not re.search(r"\s(?:one|task|item|thing|job)$", raw.strip(), X):
        return None  # "what's the deadline for self assessment": a question about the world, no task named
    query = _GENERIC_TAIL.sub("", title_words(re.sub(r"\s+(?:one|task)$", "", raw.strip(), flags=X)))
    if not query or _NOT_A_SEARCH.match(query):
        return None
    return [Reading("list_tasks", {"query": query}, 0.95, "Asks for a detail kept on a task: shown with it.")]


# "have i much on thursday?", "am i free friday or have i got stuff", "have we got a lot on over the weekend": how busy
# a day is, answered by that day's tasks (the day is needed: "am i free" alone asks about nothing on the list)
_BUSY_ASKED = re.compile(
    r"^(?:(?:so|and|ok|okay|right|hey|oh|also)[\s,]+)*"
    r"(?:(?:am\s+i|are\s+we)\s+(?:free|busy|clear|tied\s+up|swamped)"
    # "am i committed to anything on the 1st", "are we booked for anything saturday": what is on that day
    r"|(?:am\s+i|are\s+we)\s+(?:committed|booked|signed\s+up|down|on|lined\s+up|scheduled)\s+(?:to|for|in)\s+"
    r"(?:anything|something|owt)(?:\s+else)?"
    r"|(?:have|do)\s+(?:i|we)\s+(?:got\s+|have\s+)?(?:much|a\s+lot|lots|loads|many\s+things|"
    r"anything\s+much|much\s+of\s+anything)\s+on)\b", X)


# Words of a question about one's own list said in dialect or typed short, read as the plain word: "is there owt on
# here" (anything), "whit's due" (what), "find aw the cafe stuff" (all), "what have i on tomorra", "due this wk?"
_SAID_PLAIN = {"owt": "anything", "aught": "anything", "whit": "what", "aw": "all", "aa": "all",
               "tomorra": "tomorrow", "tomora": "tomorrow", "tomoz": "tomorrow", "tmrw": "tomorrow", "tmr": "tomorrow",
               "tmrow": "tomorrow", "2moro": "tomorrow", "2mrw": "tomorrow", "tomoro": "tomorrow",
               "tomorow": "tomorrow", "wk": "week", "hiv": "have", "hae": "have", "noo": "now", "fortnite": "fortnight"}
_DIALECT_WORD = re.compile(rf"\b(?:{'|'.join(_SAID_PLAIN)})\b", X)
# Greetings and news said before the question ("morning!", "Good afternoon.", "just got off a 12.", "an whit's …",
# "ach whatever.") and the particles and asides after it ("… then", "… be honest", "… na", "… lol"): no part of it
_CHAT_BEFORE = re.compile(
    r"^(?:(?:(?:good\s+)?(?:morning|afternoon|evening)|hi+|hey+|hello|hiya|yo|ok(?:ay)?|right|so|an|and|now|well|"
    r"oh|ach(?:\s+whatever)?|hmm+|um+|aye|sorry|quick\s+one|be\s+(?:honest|straight)(?:\s+with\s+me)?|honestly|tbh|"
    r"real\s+talk|hang\s+on|hold\s+on)\b[\s,!.]*)+", X)
_CHAT_AFTER = re.compile(
    r"(?:[\s,!.?]+(?:then|rn|now|again|lol|haha+|pls|please|na|po|la|lah|eh|ah|ta|thanks|cheers|for\s+me|at\s+all|"
    r"be\s+(?:honest|gentle|nice|kind|straight)|no\s+judgement|x+))+[\s?!.]*$", X)


_GLOSS = re.compile(r"^[^()]+?[\s?!.,:-]*\((?P<gloss>[^()]{4,})\)\W*$")


# "car tasks show", "my list show pls": the verb said last, in short bursts
_VERB_LAST = re.compile(r"^(?P<rest>(?:[\w'&-]+\s+){0,3}(?:tasks|stuff|things|jobs|list|todos|to-?dos))\s+"
                        r"(?:show|list)(?:\s+(?:me|pls|please|plz))*\W*$", X)


def list_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """show my tasks / what's left? / what's due this week? / overdue tasks / is milk on my list? / more"""
    if "\x00" in masked:  # a quoted title keeps its words
        return _list_read(text, masked, env)
    last = _VERB_LAST.match(masked)
    if last:
        return list_rule(f"show {last.group('rest')}", f"show {last.group('rest')}", env)
    plain = _DIALECT_WORD.sub(lambda m: _SAID_PLAIN[m.group(0).lower()], masked)
    # "find aw the cafe stuff", "what have i on tomorra": read with the plain words first
    found = (_list_read(plain, plain, env) if plain != masked else None) or _list_read(text, masked, env)
    if found:
        return found
    # "morning! am i behind on owt? be honest", "so what's for tomorrow lah": the question without its chatter, when
    # no listing reads it whole ("what's open right now" and "when is the vet again" are read with their last word)
    bare = _CHAT_AFTER.sub("", _CHAT_BEFORE.sub("", plain)).strip()
    found = _list_read(bare, bare, env) if bare and bare != plain else None
    gloss = None if found else _GLOSS.match(masked)
    if gloss and not (LIST_QUESTION.match(gloss.group("gloss")) or LIST_VERB.match(gloss.group("gloss"))):
        gloss = None  # "… by end of today (fri 27th)": a day in brackets glosses a date, asks nothing
    # "kitu gani iko due kesho? (whats due tomorrow)": a question put in another language, then in English in brackets
    if gloss:
        return list_rule(gloss.group("gloss"), gloss.group("gloss"), env)
    return found or _told_then_asked(masked, env)


# "nothing's moving on the wedding stuff, what's even on it", "the van's in the garage again - what's left for it": news
# of one thing, then a question about the list; "it" is the thing the news named
_TOLD_THEN_ASKED = re.compile(
    r"^(?P<news>[^?]+?)\s*(?:,|;|\.|!|\s[-–]|\s+so)\s+(?P<q>(?:(?:so|and|but|ok|then)\s+)*(?:what|wat|wot|whats|wats|which|"
    r"anything|is\s+there|have\s+(?:i|we)|do\s+(?:i|we))\b[^,;.!]*?)\W*$", X)
_NEWS_THING = re.compile(r"\b(?:the|my|our)\s+(?P<thing>[\w'&-]+(?:\s+[\w'&-]+)?)\s+(?:stuff|things|bits|business|side|"
                         r"front|plans|prep|jobs|list)\b", X)
_ASKED_OF_IT = re.compile(r"\b(?:it|that|them|there)\b(?=\W*$)", X)


def _told_then_asked(masked: str, env: Env) -> list[Reading] | None:
    m = _TOLD_THEN_ASKED.match(masked)
    if not m or re.match(r"(?:please\s+)?(?:add|put|remind|delete|remove|mark|move|change|set|make|cancel)\b",
                             m.group("news"), X):
        return None  # "add milk, what's on tomorrow" is two requests, read as such
    asked = m.group("q")
    thing = _NEWS_THING.search(m.group("news"))
    if _ASKED_OF_IT.search(asked):
        if not thing:
            return None
        asked = _ASKED_OF_IT.sub(f"the {thing.group('thing')} stuff", asked)
    found = _list_read(asked, asked, env)
    return found if found and found[0].intent == "list_tasks" else None


def _list_read(text: str, masked: str, env: Env) -> list[Reading] | None:
    if MORE.match(masked):
        return [Reading("list_tasks", {"more": True}, 0.95, "'more' asks for the next page of the list.")]
    if _NEXT_DUE.match(masked):
        return [Reading("list_tasks", {"status": "pending", "sort": "due", "limit": 1}, 0.95,
                        "Asks for the next thing due: the open task due soonest.")]
    shown = _SHOW_NUMBERED.match(masked)
    if shown:
        numbers = [int(n) for n in re.findall(r"\d+", shown.group("ref"))]
        return [Reading("list_tasks", {"numbers": numbers}, 0.95, "Asks to see the tasks named by number.")]
    busy = _BUSY_ASKED.match(masked)
    asked = re.split(r"\s+or\s+|[,;]", masked[busy.end():])[0] if busy else ""  # "… or have i got stuff": again
    day = busy and (list_filters(masked, env).get("due") or _days_asked("on " + asked.strip(), env))
    if day:  # "am i free friday": the day as after "on"
        return [Reading("list_tasks", {"status": "pending", **list_filters(masked, env), "due": day}, 0.95,
                        "How busy a day is: that day's open tasks.")]
    overdue = _OVERDUE_ASKED.match(masked)
    if overdue:  # the word alone is only a question said on its own ("add pay the gas bill, overdue" is no listing)
        return [Reading("list_tasks", {"due": "overdue"}, 0.95, "Asks what is overdue (open ones only, by definition).",
                        not overdue.group("alone"))]
    found = (_detail_asked(text, masked) or _when_is_it(masked, env) or _day_one_asked(masked, env)
             or _search(text, masked, env))
    if found:
        if "query" not in found[0].params:  # "do i have anything for tomorrow": a day, not a search
            asked = _OR_DID_I.sub("", _AFTER_QUESTION.split(masked)[0])
            status = list_status(asked)  # "which ones have i done already": the done ones
            found[0].params.update({**({"status": status} if status else {}), **list_filters(asked, env)})
        return found
    find = _FIND.match(_POLITE_END.sub("", masked))
    if find:
        said = next((group(text, find, name) for name in ("q", "q2", "q3", "q4", "q5", "q6")
                     if group(text, find, name)), "")
        said = _AFTER_QUESTION.split(said)[0]  # "… ethics, i have a meeting in 20 min": why it is asked
        query = title_words(said)
        if _names_a_search(query, said, env):
            return [Reading("list_tasks", {"query": query, **list_filters(masked)}, 0.95,
                            "'find tasks about …' searches the list.")]
    named = _PRIORITY_NAMED.match(masked)
    if named and not list_filters(masked):  # "just the high ones": the level alone names the priority
        level = re.search(r"\b(high|top|medium|low)\s+ones\b", masked, X)
        return [Reading("list_tasks", {"priority": level_of(level.group(1)) or "high"}, 0.95,
                        "The list named by a priority level.")] if level else None
    if (_PRIORITY_QUESTION.match(masked) or named or _PRIORITY_FOLLOW_UP.match(masked)
            or _PRIORITY_ONLY.match(masked)) and list_filters(masked):
        return [Reading("list_tasks", list_filters(masked), 0.95, "A question naming a priority lists those tasks.")]
    coming = _COMING_UP.match(masked)
    if coming:
        filters = {**list_filters(f"due {coming.group('rest').strip()}", env), **list_filters(masked, env)}
        return [Reading("list_tasks", {"status": "pending", **filters, "due": filters.get("due") or "next_7_days"},
                        0.95, "What is coming up: the tasks due soon.")]
    if _WHAT_YOU_SAVED.match(masked):
        return [Reading("list_tasks", {}, 0.95, "Asks what was saved: the list shows it.")]
    if _SORT_ASKED.match(masked) and list_filters(masked).get("sort"):  # "put everything in date order for me"
        left = {"status": "pending"} if list_status(masked) == "pending" else {}  # "sort my open stuff by date"
        return [Reading("list_tasks", {**left, **list_filters(masked, env)}, 0.95, "Asks for the list in an order.")]
    if _FILTER_ONLY.match(masked) and list_filters(masked):
        left = {"status": "pending"} if list_status(masked) == "pending" else {}  # "sort whats left by date"
        return [Reading("list_tasks", {**left, **list_filters(masked)}, 0.95, "A list named by its filter.")]
    if _ASKED_ABOUT.match(masked) and list_filters(masked).get("due") == "no_date" and len(masked.split()) <= 8:
        # "anything without a date?", "what's got no deadline": a question naming the filter, as sure as a command
        status = list_status(masked)
        return [Reading("list_tasks", {**({"status": status} if status else {}), **list_filters(masked)}, 0.95,
                        "A question naming the tasks with no date.")]
    found = _plain_list(text, masked, env) or _period_follow_up(masked, env) or _own_time_asked(masked, env)
    if found:
        found[0].params.update(list_filters(masked, env))
    return found or _one_task_shown(text, masked, env)


def _one_task_shown(text: str, masked: str, env: Env) -> list[Reading] | None:
    """"show the long run", "find the gala": one task looked up by its words, when no listing reads the message."""
    shown = _SHOW_THE.match(_POLITE_END.sub("", masked))
    if not shown:
        return None
    query = title_words(group(text, shown, "q"))
    if not _names_a_search(query, query, env):
        return None
    return [Reading("list_tasks", {"query": query}, WORLD_QUESTION, "'show the long run' shows that task.")]


def _names_a_search(query: str, said: str, env: Env) -> bool:
    """Whether the words looked for (`said`, as `query` once tidied) name tasks to find, not a status ("done"), a
    filter ("high priority") or a day ("friday"), nor a word that names nothing ("everything")."""
    return bool(query) and not (list_status(query) or list_filters(query) or list_filters(f"due {said}", env)
                                or _NOT_A_SEARCH.match(query))


# "and next week?", "what about friday?": a follow-up asking about another period, after a listing
_PERIOD_FOLLOW_UP = re.compile(
    r"^(?:(?:and|&|what\s+about|how\s+about|and\s+(?:what|how)\s+about)\s+)?"
    # "just monday then", "only friday": a listing narrowed to one of the days it showed
    r"(?:(?:ok(?:ay)?\s+|actually\s+)?(?:just|only)\s+)?(?:for\s+|on\s+)?(?P<period>"
    r"today|tonight|tomorrow|tmrw|(?:this|next)\s+week|the\s+weekend|this\s+weekend|the\s+day\s+after\s+tomorrow|"
    r"(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[a-z]{3,9}|"
    r"[a-z]{3,9}\s+\d{1,2}(?:st|nd|rd|th)?|(?:the\s+)?(?:week\s+(?:of|starting|beginning|commencing|after)|w/c)\s+[\w\s]{2,16}?)"
    r"(?:\s+(?:then|pls|please))?\s*\?*$", X)


def _period_follow_up(masked: str, env: Env) -> list[Reading] | None:
    m = _PERIOD_FOLLOW_UP.match(masked)
    if not m:
        return None
    period = m.group("period")
    due = _range_asked(period, env) or next((name for name, pattern in _DUE_FILTERS if pattern.search(f"due {period}")),
                                            None)
    due = due or _days_asked(f"due {period}", env)
    if not due:
        return None
    # Not explicit: inside a longer message ("give it a date, wednesday") a day is part of the clause before.
    return [Reading("list_tasks", {"due": due}, 0.95, "A follow-up naming another period asks what is due then.",
                    False)]


_ON_THE_LIST = re.compile(rf"\b{_ON_LIST}\b", X)
# Days asked about as the user's own things ("what's due", "have i got anything", "what's on for"), not as the
# weather's or the town's ("what will the weather be on saturday", "what's going on tonight in sacramento")
_MY_DAYS = re.compile(r"\b(?:due|overdue)\b|\b(?:have|got)\s+(?:i|we)\s+(?:got\s+)?(?:anything|much|stuff|owt|plans)\b"
                      r"|\bwhat(?:'?s|\s+is)\s+on\b(?!\s+(?:tv|telly|the\s+(?:news|radio|tv)))", X)
# "what does next week look like", "is there much on for the weekend": how full a period is (the user's own, unless the
# weather, the telly or the traffic is what looks like something)
_HOW_FULL = re.compile(r"\blook(?:s|ing)?\s+like\b|\b(?:much|anything|a\s+lot|lots|loads|owt|heaps)\s+on\b", X)
_OFF_THE_LIST = re.compile(rf"\b(?:off|out\s+of)\s+(?:of\s+)?(?:{LIST_PLACE}|there)\b", X)


# "show car tasks", "list my work stuff", "show me the school things": the tasks about a topic, named before the noun
_TOPIC_TASKS = re.compile(r"^(?:(?:all|every)\s+(?:of\s+)?)?(?:(?:the|my|me|our|those|these)\s+)?"
                          r"(?P<w>[\w'&-]+(?:\s+[\w'&-]+){0,2}?)\s+(?:tasks|stuff|things|jobs|items|todos|to-?dos|errands)"
                          r"(?:\s+(?:pls|please|plz|again|then))*\W*$", X)
# Words before "tasks" that say which ones by something other than a topic ("my other tasks", "the remaining
# jobs")
_NOT_A_TOPIC = frozenset(words(
    """
    other others rest remaining new old recent latest last first next current all every each outstanding unfinished
    incomplete ticked checked crossed dated undated repeating recurring important urgent todays tomorrows tonights
    yesterdays weeks my the our me of a an some any few several
    """
))


def _plain_list(text: str, masked: str, env: Env) -> list[Reading] | None:
    """show my tasks / what's left? / what have I finished? / completed tasks."""
    m = LIST_VERB.match(masked)
    cue = ""
    if m:
        rest, verb = m.group("rest"), m.group("cue").lower()
        strong_verb = verb in ("show", "list", "display", "view")
        bare_verb = (not rest.strip() or bool(_ALL_REST.match(rest))) and verb in ("show", "list", "display")
        strong = strong_verb and bool(_LIST_STRONG_CUE.search(rest) or _LIST_CUE.search(rest))
        # "get the bill task off my list": taken off the list, not shown
        weak = bool(_WEAK_LIST_REST.match(rest) and _LIST_STRONG_CUE.search(rest)) and not _OFF_THE_LIST.search(rest)
        if bare_verb or strong or weak:
            cue = verb
    if not cue:
        q = LIST_QUESTION.match(masked)
        if q and (_LIST_CUE.search(q.group("rest"))
                  or (_ON_A_DAY.match(q.group("rest")) and _days_asked(q.group("rest"), env))):
            cue = "what's left" if "left" in masked.lower() else "a question about the list"
        elif LIST_BARE.match(masked):
            cue = "a bare list name"
    if _STATUS_QUESTION.match(masked):
        cue = "a status question"
    if not cue:
        return None
    params = {}
    status = list_status(masked)
    if status:
        params["status"] = status
    topic = _TOPIC_TASKS.match(m.group("rest").strip()) if m and cue == m.group("cue").lower() else None
    query = title_words(topic.group("w")) if topic else ""
    if topic and _names_a_search(query, topic.group("w"), env) and not set(words(query.lower())) & _NOT_A_TOPIC:
        params["query"] = query  # "show car tasks", "list my work stuff": the tasks about that
    why = f"'{cue}' asks to see tasks" + (f" ({status})." if status else ".")
    # "right and what's due today then", "what do i even have on here": a question naming the days due or the list
    # itself is about the list, however sure the public corpora are that "what's on for the weekend" is small talk
    named = bool(_ON_THE_LIST.search(masked) or (_MY_DAYS.search(masked) and list_filters(masked, env).get("due"))
                 or (_HOW_FULL.search(masked) and list_filters(masked, env).get("due")
                     and not _WORLD_THINGS.search(masked)))
    sure = cue in ("show", "list", "display", "a bare list name", "a status question") or named
    return [Reading("list_tasks", params, 0.95 if sure else 0.9, why)]


# A question about the user's own time, by how it opens ("what …", "anything …", "(could you) tell me whether …", "i
# wonder whether you might tell me …") and a word that makes it their own to-dos: "what must i do tomorrow", "what
# have i on tomorrow", "so what's for tomorrow", "what's tomorrow looking like", "whether I have anything arranged
# for tuesday of next week". A day or a period must be said; what the world has on ("what's on at the cinema
# tonight", "what should i wear tomorrow", "is the bus late today") is no listing.
_OWN_OPENS = re.compile(
    r"^(?:(?:(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+)?|please\s+|pls\s+)?(?:tell|let)\s+me(?:\s+know)?\s+"
    r"|i\s+wonder(?:ed)?\s+(?:whether|if)\s+you\s+(?:might|could|would|can)\s+tell\s+me\W+(?:in\s+order\s+of\s+[\w\s]+?,\s*)?)?"
    r"(?:(?:what|wat|wot)(?:'?s)?|which|whether|if|anything|any|is\s+there|are\s+there|have\s+(?:i|we)|do\s+(?:i|we)|am\s+i|"
    r"must\s+(?:i|we)|should\s+(?:i|we)|(?:today|tomorrow|tonight)'?s|"
    # "how does tomorrow look for me", "hows friday looking": how a day looks, asked of the user's own
    r"how(?:'?s|z|\s+(?:does|do|is|are|will))(?=.*\blook(?:s|ing)?\b|.*\bshaping\s+up\b))\b", X)
_OWN_TODO = re.compile(
    r"\b(?:i|we)\s+(?:(?:must|should|need\s+to|have\s+to|got\s+to|gotta|'?ve\s+got\s+to|ought\s+to)\s+)?"
    r"(?:do|doing|get\s+done|have|got|'?ve\s+got|have\s+got|have\s+on|got\s+on)\b"
    r"|\b(?:have|has|do|must|should|need|shall)\s+(?:i|we)\s+(?:got\s+|get\s+|have\s+)?(?:on|do|to\s+do|got|have|due|"
    r"anything|stuff|much|planned|arranged|booked|scheduled|outstanding|left)\b"
    r"|\b(?:am|are)\s+(?:i|we)\s+(?:doing|up\s+to)\b|\bneeds?\s+(?:doing|done|to\s+be\s+done)\b|\bdue\b|\bto\s+do\b"
    # "whats tmrw look like", "what does friday look like for me": how the day looks
    r"|^(?:\W*(?:what|wat|wot)(?:'?s|\s+is)|whats)\s+(?:on\s+)?for\b|\blooking\s+like\b"
    r"|\b(?:today|tonight|tomorrow|tmrw|(?:this|next)\s+(?:week(?:end)?|wk)|the\s+week(?:end)?|(?:this\s+|next\s+)?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+ahead)?\s+looks?\s+like\b"
    r"|^how(?:'?s|z)?\b.*\b(?:look(?:s|ing)?|shaping\s+up)(?:\s+for\s+(?:me|us))?\W*$"
    # "what did i put down for dec 1", "what have i got pencilled in for friday": what the user put on the list for then
    r"|\b(?:did|have)\s+(?:i|we)\s+(?:got\s+)?(?:put|written|wrote|write|jot(?:ted)?|pencil(?:led)?|schedule[d]?|"
    r"plan(?:ned)?|book(?:ed)?|set|lined\s+up|got)(?:\s+(?:down|in|up))?\s+(?:for|on)\b"
    r"|^(?:\W*(?:what|wat|wot)(?:'?s|\s+is)|whats)\s+down\s+for\b"
    # "what's the damage for tomorrow", "whats the plan for friday", "what's the story for the weekend": a day's load
    r"|^(?:\W*(?:what|wat|wot)(?:'?s|\s+is)|whats)\s+the\s+(?:damage|plan|story|craic|score|lineup|line-up|"
    r"rundown|run\s+down|schedule|situation|verdict)(?:\s+(?:for|on)\b|\s+(?=(?:today|tonight|tomorrow|this|next|"
    r"the\s+weekend)\b))"
    r"|\b(?:today|tomorrow|tonight)'?s\s+(?:things|stuff|tasks|jobs|list|plan|agenda)\b"
    rf"|\b{_ON_LIST}\b", X)
_WORLD_THINGS = re.compile(
    r"\b(?:weather|forecast|rain(?:ing)?|snow(?:ing)?|sunny|temperature|cinema|pictures|movies?|films?|theatre|theater|tv|"
    r"telly|television|radio|netflix|iplayer|news|match|game|footy|football|fixtures?|bus|buses|train|trains|tube|"
    r"flights?|traffic|tides?|wear|eat|cook|dinner|lunch|breakfast|supper|tea)\b"
    r"|\b(?:on|playing|showing|happening)\s+(?:at|in)\s+(?:the\s+)?\w", X)
_PERIOD_SAID = re.compile(r"\b(?:today|tonight|tomorrow|this\s+week(?:end)?|next\s+week|the\s+weekend|"
                          r"(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                          # "am i doing anything thurs": a day said short
                          r"(?:this\s+|next\s+)?(?:mon|tues?|wed|thur?s?|fri|sat|sun))\b", X)
# "tasks this week. by priority.", "due this week?", "tomorrow's things, what are they": a list said in a fragment
_OWN_FRAGMENT = re.compile(
    rf"^(?:(?:my|the|all|any)\s+)*(?:(?P<noun>{LIST_NOUN})|(?P<due>due|anything\s+due))\s+(?:(?:due|for|on)\s+)?"
    r"(?P<period>[\w' ]+?)(?:[\s.,;:-]+(?:sorted\s+|ordered\s+|in\s+order\s+)?by\s+[\w ]+?)?\W*$"
    r"|^(?P<period2>today|tomorrow|tonight)'?s\s+(?:things|stuff|tasks|jobs|list|plan|agenda)"
    r"(?:[\s,;:-]+what\s+(?:are|is)\s+(?:they|it|there|on\s+it))?\W*$", X)


def _own_time_asked(masked: str, env: Env) -> list[Reading] | None:
    """A question (or a fragment) about what the user has on in a day or a period: that period's tasks."""
    asked = _AFTER_QUESTION.split(masked)[0] if not masked.lower().startswith("i wonder") else masked
    asked = _OR_DID_I.sub("", asked)  # "am i doing anything thurs or is it a free day": the hope is no part of it
    if _WORLD_THINGS.search(asked):
        return None
    fragment = _OWN_FRAGMENT.match(masked)
    if fragment:
        period = fragment.group("period") or fragment.group("period2")
        said = f"due {period}"
        due = next((name for name, pattern in _DUE_FILTERS if pattern.search(said)), None) \
            or _range_asked(said, env) or _days_asked(said, env)
        # "due friday" alone dates the task just said; "due this week" asks what is due in it
        if due and (not fragment.group("due") or due == "this_week" or ".." in due):
            return [Reading("list_tasks", {**list_filters(masked, env), "due": due}, 0.95,
                            "A list said in a fragment: a period's tasks.")]
    if not (_OWN_OPENS.match(asked) and _OWN_TODO.search(asked)):
        return None
    filters = list_filters(asked, env)
    period = _PERIOD_SAID.search(asked)
    if not filters.get("due") and period:  # "what's tomorrow looking like": the day said bare
        said = f"due {period.group(0)}"
        filters["due"] = next((name for name, pattern in _DUE_FILTERS if pattern.search(said)), None) \
            or _days_asked(said, env) or ""
    if not filters.get("due"):
        return None
    status = list_status(asked)
    return [Reading("list_tasks", {**({"status": status} if status == "pending" else {}), **filters}, 0.95,
                    "A question about the user's own day or period: its tasks.")]
