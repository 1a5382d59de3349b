"""Completing a task: "mark X done", "cross off X", "X is done", "I finished X", "paid the rent".

Explicit cues first (confident), then reports that only imply it (past tense, passive, "asked ... about"),
which are weaker guesses (`explicit=False`) so a clearer reading elsewhere in the message wins.
"""

from __future__ import annotations

import re
from typing import Any

from todobot.understanding.rules.commands.matching import (
    REF_CUT,
    SENTENCE_CUT,
    Cue,
    X,
    cue_words,
    group,
    matches,
    with_refs,
)
from todobot.understanding.rules.lexicon import CHANGE_VERBS, IRREGULAR_PAST, PROMISED, TASK_VERBS, WHAT_IT_DID, words
from todobot.understanding.rules.reading import Env, Reading
from todobot.understanding.rules.refs import (
    NAMES_JOINED,
    NAMES_LISTED,
    clean_ref_text,
    is_specific,
    names_said_of_each,
    parse_refs,
)

# "dun": done as it sounds ("the bio is dun now")
# "done for tonight", "sorted for this week": done for the stretch it is needed for
_FOR_NOW = r"for\s+(?:today|tonight|now|the\s+(?:day|night|week|weekend)|this\s+(?:week|weekend|month|morning|evening))"
# "… ordered now for real this time", "the match is done obviously": how it is said, after the report
# "… its done fr": "fr" is "for real"
_TONE = (r"for\s+real(?:\s+this\s+time)?|fr(?:\s+fr|\s+this\s+time)?|this\s+time|obviously|obvs|of\s+course|ofc|"
         r"at\s+long\s+last")
_DONE = (r"(?:done|dun|complete|completed|finished|checked(?:\s+off)?|ticked(?:\s+off)?|crossed\s+off|resolved|closed|"
         r"sorted(?:\s+out)?|dealt\s+with|taken\s+care\s+of|handled|out\s+of\s+the\s+way)")
# Verbs a task's own thing is done in ("timesheet's submitted", "float counted"): a done-report only about a task
# "rims brought", "the sweets are brought": a thing to bring, brought
DONE_AS_WORDS = (r"submitted|handed\s+in|posted|booked|sent(?:\s+off)?|paid|bought|brought|purchased|wrapped|counted|"
                  r"cleared|"
                  r"fixed|collected|returned|handed\s+back|given\s+back|taken\s+back|passed|went\s+out|gone\s+out|"
                  # "the fuel receipts went in today", "the oat milk order came in", "the deposit landed", "the parcel
                  # went yesterday": a thing sent off or come in is its task done (a bare "went" only with its day)
                  r"went\s+in|gone\s+in|came\s+in|come\s+in|landed|arrived|"
                  r"went(?=\s+(?:off\s+)?(?:today|yesterday|this\s+morning|earlier|last\s+night)\W*$)|"
                  r"renewed|signed|filed|ordered|placed|logged|uploaded|printed|picked\s+up|dropped\s+off|delivered|emailed|confirmed|"
                  r"cashed\s+up|banked|"
                  # "the sunday shift is covered", "both shifts covered": someone found to work it, its task done
                  r"(?<=shift\s)covered|(?<=shifts\s)covered|(?<=shift\sis\s)covered|(?<=shift's\s)covered|"
                  r"(?<=shift\swas\s)covered|(?<=shifts\sare\s)covered|(?<=shifts\swere\s)covered|"
                  # "the pots are mended", "syrups restocked": a thing put right or back is its job done
                  r"mended|repaired|serviced|restocked|replaced|washed|cleaned|hoovered|ironed|tidied|"
                  # "mop heads got", "bin bags are got tho": bought, said the short way
                  r"got(?=(?:\s+(?:now|already|too|tho|though|today|finally))*\W*$)|"
                  # "the washer for flat 3 is in", "new boiler fitted": a part put in is the job done
                  r"done\s+and\s+dusted|in\s+the\s+post|fitted|installed|"
                  # ("oven 2 packed in", "the roof caved in": broke, the opposite of a job done)
                  r"(?<!\bpacked\s)(?<!\bcaved\s)(?<!\bgave\s)(?<!\bgiven\s)in(?=(?:\s+(?:now|already))?\W*$)")
_DONE_AS = rf"(?:{DONE_AS_WORDS})"
# When or how a done-report says it went, after the task's words: "paid jamie just now on monzo", "emailed the
# landlord earlier tonight", "holiday request submitted on the staff app": the task is the words before it
# "the supplier's paid as of this arvo", "sent the logbook in early for once", "diesel's ordered for this round"
_WHEN_HOW = (r"(?:(?:just|right)\s+now|(?:as\s+of\s+)?(?:earlier\s+)?(?:today|tonight|this\s+(?:afternoon|arvo|evening|"
             r"morning))|earlier|"
             # "packed his bag last night obv", "did the bins wednesday": when it got done, and how sure it is said
             r"(?:yesterday|last)\s+(?:night|evening|morning|afternoon)|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
             r"(?:\s+(?:night|evening|morning|afternoon))?|obv|obvi|obvs|obviously|lol|haha|"
             # "rang mum on my lunch", "posted it on the way home", "did the bins before work": when it got done
             r"(?:on|in|during|over)\s+(?:my|the|our)\s+(?:lunch|tea|coffee|smoko|morning|afternoon)(?:\s*(?:break|hour|time))?|"
             r"(?:at|over)\s+lunch(?:\s*time)?|on\s+(?:my|the)\s+(?:way|drive|walk)\s+(?:home|in|back|to\s+work|to\s+school)|"
             r"(?:before|after)\s+(?:work|school|the\s+school\s+run|lunch|dinner|tea|breakfast)|"
             r"for\s+this\s+(?:round|time|cycle|run|period|quarter|term)|"
             # "did all the low priority bits while it was quiet", "sorted the receipts while the baby slept": when
             r"while\s+(?:it|things|i|we|he|she|they|the\s+[\w']+)\s+(?:was|were|is|are|had|slept|napped)\b(?:\s+[\w']+){0,3}|"
             r"online|over\s+the\s+phone|in\s+person|by\s+(?:phone|email|e-mail|card|cash|bank\s+transfer|transfer)|"
             r"(?:on|in|via|through|using|with)\s+(?:the\s+|my\s+)?(?:[\w-]+\s+)?(?:app|website|site|portal|online)|"
             r"(?:on|via|through|using|with)\s+(?:monzo|revolut|paypal|venmo|starling|apple\s+pay|google\s+pay|"
             r"(?:bank|online)\s+banking|the\s+banking\s+app))")
_WHEN_HOW_TAIL = re.compile(rf"(?:[\s,]+{_WHEN_HOW})+\s*$", X)
# "sent the logbook in early for once", "paid the rent two days late": when, against its due day, said after a past
# report's task (only there: "the baker delivered early" is someone's news, no report)
_TIMING_TAIL = re.compile(r"(?:[\s,]+(?:(?:(?:a\s+(?:day|week|bit)|a\s+few\s+days|way|\w+\s+days)\s+)?(?:early|late)"
                          # "paid the church electric early this month": early for this time round
                          r"(?:\s+(?:this|for\s+once\s+this|for\s+this)\s+(?:month|week|year|quarter|term|time|round))?|"
                          rf"on\s+time|ahead\s+of\s+time|for\s+once|{_WHEN_HOW}))+\s*$", X)
COMPLETE_CUES: tuple[Cue, ...] = (
    # "the client one is the one i finished", "the permit's the one we did": which task is done, said as the one
    Cue("is the one done", confidence=0.9, pattern=re.compile(
        r"^(?:(?:no+|nah|oh+|oops|sorry|actually|wait|ok(?:ay)?)[\s,]+)*(?P<ref>(?!(?:it|that|this|which)\b)\S.*?)"
        r"(?:'s|\s+is|\s+was)\s+the\s+(?:one|task)\s+(?:that\s+)?(?:i|we)(?:'ve|\s+have|\s+(?:just|actually|already|"
        r"really))*\s+(?:finished|did|done|completed|paid|sorted|ticked(?:\s+off)?|sent|booked)"
        r"(?:\s+(?:today|yesterday|earlier|already|actually|lol|tbh))*\W*$", X)),
    # "mark done the locum agency call and the shifts one", "mark as complete #4": what is done, said after it
    Cue("mark done", confidence=0.95, pattern=re.compile(
        rf"^(?:mark|mrk|flag)\s+(?:as\s+)?(?:done|complete|completed|finished)\s+(?!(?:{_FOR_NOW}|now|already|pls|"
        r"please|thanks|thx|too|as\s+well)\W*$)(?P<ref>(?!(?:as|to|and|but|or|if|when|so|then|by|before|after|on)\b)\S.*?)"
        r"(?:[\s,]+(?:please|pls|thanks|thx|ta))*\W*$", X)),
    # ("set up the room is done": the task "Set up the room" is done, no "set … done" asked for)
    Cue("mark done", confidence=0.95, pattern=re.compile(
        rf"^(?:mark|mrk|set(?!\s+up\b)|flag)\s+(?P<ref>.*?)\s*(?:\b(?:as|to)\s+)?(?:being\s+)?{_DONE}\b", X)),
    # "put it as finished", "put the rota down as done", "you can put it as complete": "put … as" is "mark … as"
    Cue("mark done", confidence=0.95, pattern=re.compile(
        rf"^put\s+(?P<ref>(?:(?!\bas\b).)*?)\s+(?:down\s+)?as\s+(?:being\s+)?{_DONE}\b", X)),
    # "mark electricity bill as paid", "mark the parcel as collected": done, in the task's own verb
    Cue("mark paid", confidence=0.95, pattern=re.compile(
        rf"^(?:mark|mrk|flag)\s+(?P<ref>.+?)\s+as\s+(?:being\s+)?{_DONE_AS}(?:\s+(?:now|already|today|please|pls))*(?=\s*[,;.!]|$)",
        X)),
    Cue("check off", confidence=0.95, pattern=re.compile(
        r"^(?:mark|check|tick|cross|strike|knock)\s+off\s+(?P<ref>.+)$", X)),
    Cue("cross off", confidence=0.95, pattern=re.compile(
        r"^(?:check|tick|cross|strike|mark)\s+(?P<ref>.+?)\s+off\b", X)),
    Cue("got done", confidence=0.9, pattern=re.compile(r"^(?:i\s+)?got\s+(?P<ref>.+?)\s+done\b", X)),
    Cue("finished", confidence=0.9, pattern=re.compile(
        r"^(?:(?:i\s+(?:have\s+|'ve\s+|just\s+|already\s+|finally\s+|also\s+)*|i'?ve\s+(?:just\s+|already\s+|finally\s+)?|"
        r"(?:i'?m|i\s+am|we'?re)\s+(?:all\s+|finally\s+)?|all\s+|just\s+|finally\s+|already\s+))?(?:finished\s+(?:with|w/|w)|finished|completed|"
        r"(?:done|dun)\s+(?:with|w/|w|wit)|did|done|wrapped\s+up|took\s+care\s+of|handled|sorted(?:\s+out)?|ticked\s+off|crossed\s+off|"
        # ("all done na": Filipino "already", no task)
        r"checked\s+off|knocked\s+out|accomplished)\s+(?P<ref>(?!(?:na|po|na\s+po|lang|sha|o+)\W*$).+)$", X)),
    Cue("have finish", confidence=0.85, pattern=re.compile(
        r"^(?:i|we)\s*(?:have|has|'ve)\s+(?:(?:just|already|finally|now)\s+)?(?:finish|complete)\s+(?P<ref>.+)$", X)),
    Cue("complete", confidence=0.95, needs_specific=True, pattern=re.compile(
        r"^(?:complete|finish|close|resolve|check)\s+(?P<ref>.+)$", X)),
    # "tick parents evening": ticking is only ever done to something on a list
    Cue("tick", confidence=0.95, pattern=re.compile(r"^(?:tick|untick)\s+(?!off\b)(?P<ref>.+)$", X)),
    # "tapos na the case study finally", "tapos na yung NCP": Filipino "done already", said in front of the task
    # ("tapos na ba yung …?" asks whether it is)
    Cue("tapos na", confidence=0.9, pattern=re.compile(
        r"^(?:tapos|natapos)\s+(?:(?:na|ko|rin|din)\s+)*(?:ang\s+|yung\s+|'yung\s+|ung\s+)?(?P<ref>(?!(?:na|ba)\b)\w.*?)"
        r"(?:\s+(?:na|finally|already|at\s+last|po|lol))*[\s.!]*$", X)),
    Cue("done:", confidence=0.9, pattern=re.compile(
        r"^(?:done|finished|completed|complete|dun)\s*(?::|-|–)\s*(?P<ref>.+)$", X)),
    Cue("got it done", confidence=0.85, pattern=re.compile(
        r"^(?:i\s+|we\s+)?(?:(?:just|finally|already)\s+)?(?:got|had)\s+(?P<ref>(?!to\b|a\s+new\b|an\s+new\b).+?)\s+"
        r"(?:[a-z]{3,}ed|done|fixed|paid|sent|cut|seen|built|made)(?:\s+(?:today|yesterday|this\s+morning|earlier|"
        r"last\s+night|already|finally|at\s+last|now))*$", X)),
    Cue("is done", confidence=0.9, pattern=re.compile(
        rf"^(?P<ref>.+?)(?:'s|\s+is|\s+are|\s+was|\s+were|\s+has\s+been|\s+have\s+been|\s+can\s+be\s+(?:marked|checked"
        rf"|ticked))?\s+(?:now\s+|(?P<both>all|both)\s+|finally\s+|already\s+|actually\s+|been\s+)?(?:as\s+)?{_DONE}"
        rf"(?:\s+(?:now|already|actually|too|as\s+well|"
        rf"finally|yay|woohoo|anyway|anyways|btw|lol|tho|though|at\s+last|thank\s+god|phew|{_FOR_NOW}|{_TONE}))*$",
        X)),
    Cue("done", confidence=0.6, pattern=re.compile(rf"^(?P<ref>)(?:all\s+)?{_DONE}$", X)),
    # "bins are out", "recycling's out 🗑️": the rubbish's task is putting it out, so out is done
    Cue("bins out", confidence=0.9, pattern=re.compile(
        r"^(?P<ref>(?:the\s+|our\s+)?(?:wheelie\s+|green\s+|black\s+|blue\s+|brown\s+|food\s+|garden\s+)?"
        r"(?:bins?|rubbish|trash|garbage|recycling|compost)(?:\s+(?:bins?|bags?))?)(?:'s|\s+is|\s+are|\s+was|\s+were)?"
        r"\s+(?:all\s+|now\s+|finally\s+|already\s+)*(?:put\s+|taken\s+)?out(?:\s+(?:now|already|finally|too|for\s+"
        r"(?:the\s+)?(?:morning|collection|tomorrow)))*\W*$", X)),
    # "timesheet's submitted", "the invoices are sent", "float counted 👍": a task's thing, said done in its own verb
    Cue("is sent", confidence=0.95, pattern=re.compile(
        # ("someone else ordered": a person did it, no task's thing named)
        rf"^(?P<ref>(?!(?:some\s*one|some\s*body|no\s*one|nobody|every\s*one|everybody|any\s*one|anybody)\b)"
        rf"(?!(?:it|its|it's|that|this|he|she|they|i|we|you|when|what|whats|will|would|has|have|had|is|are|was|were|"
        # ("got paid finally!!": the speaker paid, no task's thing)
        rf"did|does|do|how|where|why|can|could|should|shall|got|been|my\s+order|the\s+order)\b)(?!{_DONE_AS}\b)"
        # "hiya, just in", "only just got in": the speaker come home or to work, no task
        r"(?!(?:(?:only\s+)?just|finally|now)\s+(?:got\s+|come\s+|came\s+)?in\W*$)"
        # "two coach parties in", "another 40 covers in": how many came in, news of a busy day, no task's thing
        r"(?!(?:another\s+|a\s+few\s+|few\s+|some\s+|loads\s+of\s+|more\s+)?(?:\d+|two|three|four|five|six|seven|"
        r"eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a\s+hundred|hundreds|dozens?|a\s+dozen)?\s*"
        r"(?<!\w)[\w' -]*?\b(?:part(?:y|ies)|guests?|covers|coach(?:es)?|buses|patients|customers|people|punters|"
        r"kids|visitors|walk-?ins)\s+in(?:\s+(?:already|now|early|today|tonight|this\s+(?:morning|afternoon|evening)))*\W*$)"
        # "the power went out": what went out of working, not a task's thing sent
        r"(?!(?:the\s+|our\s+|my\s+)?(?:power|lights?|electrics?|electricity|heating|gas|wifi|internet|signal|tv|"
        r"boiler|fire|candles?|tide|kids|children|girls|boys|lads|everyone)\s+(?:went|gone)\s)"
        # "me and bill need to get the boiler serviced": a job still to get done, not one reported
        rf"(?![\w' -]*\b(?:but|need|needs|get|getting)\b)[\w' -]{{2,40}}?)"
        rf"(?:'s|\s+is|\s+are|\s+was|\s+were|\s+has\s+been|\s+have\s+been|\s+(?:has|have)(?=\s+(?:gone|come)\s|\s+(?:landed|arrived)\b)|\s+got|\s+all|)\s+"
        rf"(?:now\s+|finally\s+|already\s+|all\s+|just\s+)?"
        rf"{_DONE_AS}"
        # "invoice sent to mrs okafor": who it went to is part of the task's name ("Invoice Mrs Okafor")
        r"(?:\s+(?:off\s+)?to\s+(?P<who>(?!(?:the\s+)?(?:wrong|right|old)\b|(?:my|our|his|her|their|an?)\s)"
        r"[\w' .-]{2,30}?))?"
        # "prescription picked up for mam": whom it is for is part of the task's name too
        r"(?:\s+for\s+(?P<whom>(?!(?:now|today|tonight|tomorrow|the\s+(?:day|week|weekend)|this\s+\w+)\b)"
        r"(?:(?:my|our|his|her|their|the)\s+)?[\w'-]+))?"
        r"(?:\s+(?:now|already|actually|too|as\s+well|finally|at\s+last|today|yesterday|this\s+morning|earlier|btw|"
        r"last\s+night|last\s+week|the\s+other\s+day|"
        rf"lol|tho|though|{_TONE}|{_WHEN_HOW}))*\W*$", X)),
    # "i am finish the homework, please mark it", "i'm done the essay": a learner's or a Scot's "I've finished X"
    Cue("i am finish", confidence=0.9, pattern=re.compile(
        r"^(?:i|we)\s*(?:am|'m|m|are|'re|is)\s+(?:finish|finished|done|complete|completed)\s+(?:with\s+)?"
        r"(?P<ref>(?!it\b|now\b|for\b|soon\b|in\b).+?)(?:[\s,;.]+(?:(?:please|pls|so|can\s+you|could\s+you)\s+)*"
        r"(?:mark|tick|check|cross)(?:\s+(?:it|that|this))?(?:\s+(?:as\s+)?(?:done|off|complete|finished))?)?"
        r"[\s.!]*$", X)),
)
_PAST = re.compile(
    # "I have this morning returned the library books": when, said between "have" and the verb
    r"^(?:(?:i|we|i'?ve|ive|we'?ve|i\s+have|we\s+have)\s+(?:(?:just|already|finally|also|now|today|earlier|"
    r"this\s+(?:morning|afternoon|evening|week)|at\s+(?:long\s+)?last)\s+)*"
    r"|(?:just|already|finally)\s+|(?=handed\s+in|sent\s+off))(?P<verb>handed\s+in|sent\s+off|[a-z]+ed|bought|paid|sent|made|"
    r"took|got|wrote|went\s+to|picked\s+up|dropped\s+off|put\s+out|put\s+away|brought|gave|fed|ran|did|rang|swept|drove|met|spoke\s+to|"
    r"told|sold|spent|found|kept|built|taught|caught|rung|taken|written|given|done|seen|driven|spoken\s+to|gone\s+to)\s+"
    r"(?P<ref>(?!to\b|out\s+of\b|in\W*$).+)$", X)  # "just got in": home, no task got
_NOT_PAST = frozenset(
    words("missed failed flunked botched "
          "need needed want wanted added used tried planned decided started forgot hoped wished moved changed renamed "
          "deleted removed updated listed asked realised realized remembered figured noticed wondered guessed reckoned "
          "supposed typed entered spelled spelt misspelled misspelt mistyped locked unlocked")
)
# ("the loft isnt really done": the "not" before how far)
_NEGATED = re.compile(r"(?:n't|\b(?:isnt|arent|wasnt|werent|hasnt|havent|hadnt|didnt|dont|doesnt|aint)|\bnot|\bnever)"
                      r"(?:\s+(?:really|quite|actually|fully|totally|entirely|all|even|yet|properly))*$", X)
_NOT_DONE_REF = re.compile(
    r"^(?:(?:i|we)\s+(?:really\s+)?(?:need|needs|have|gotta|got|want|must|should)\b|(?:need|gotta|must)\s+to\b"
    r"|(?:(?:can|could|shall|should)\s+(?:we|i|u|you)\s+)?(?:get|have|make|keep|what|how|why|which|delete|remove|"
    r"clear|erase|show|list|add|get\s+rid|mark|rename|change|nuke|trash|bin|ditch|scrap|purge|wipe|discard)\b)", X)
# "feedback sheets half done", "nearly done with the essay": in progress, not done
_PART_DONE = re.compile(r"\b(?:half|halfway|partly|partially|nearly|almost|mostly|not\s+quite|kinda|sort\s+of|50%)"
                        r"[\s-]+(?:done|finished|complete[d]?|through)\b", X)
# "i'm done", "i'm done for today": the speaker is done, no task is named
# "that's me done for the week": Scots and Northern English for the same
# "i think that's the week sorted", "ok that's everything done": the speaker's stretch or lot wrapped up, no task
_NO_TASK_NAMED = re.compile(r"^(?:(?:ok(?:ay)?|so|right|well|yeah|yep)\s+)*(?:(?:i\s+)?(?:think|guess|reckon)\s+)?"
                            r"(?:(?:that'?s|thats|that\s+is|it'?s)\s+(?=(?:the|this|that|today|tonight|tomorrow|everything|"
                            r"all|it|us|me|my|our|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b))?"
                            r"(?:i|i'?m|im|i\s+am|we|we'?re|we\s+are|you|u|today|tonight|now|here|that'?s\s+(?:me|us)"
                            r"|(?<=that's\s)(?:everything|all|(?:my|our)\s+(?:week|day|weekend|list|lot))"
                            r"|(?<=thats\s)(?:everything|all|(?:my|our)\s+(?:week|day|weekend|list|lot))"
                            r"|for(?:\s+(?:today|now|the\s+day|tonight|the\s+week))?"
                            # "just knocked off", "finished work", "clocked off my shift early": the speaker's working
                            # day over (news), no task
                            r"|(?:off|out)(?:\s+(?:work|duty|shift))?"
                            r"(?:\s+(?:now|early|late|finally|at\s+last|for\s+the\s+day|for\s+today|lol|haha))*"
                            # "saturday's fully booked", "tomorrow is booked solid", "the weekend's all booked up": a
                            # day that is busy, no task done
                            r"|(?:(?:the|this|next|that)\s+)?(?:today|tomorrow|tmrw|weekend|week|(?:mon|tues|wednes|"
                            r"thurs|fri|satur|sun)day|sat|sun)(?:'s)?(?:\s+(?:morning|afternoon|evening|night)(?:'s)?)?"
                            r"(?:\s+(?:is|was|are))?(?:\s+(?:fully|completely|totally|all|already|pretty\s+much|solid))*)$",
                            X)
# "no rush now the season's done", "no hurry, the match is finished": why a thing can wait, no report of a task
_NO_RUSH = re.compile(r"^(?:there'?s\s+)?(?:no\s+(?:rush|hurry|stress)|not\s+urgent)\b", X)
# "she also needs a health card thing sorted", "the car wants washing done", "he has to get his passport renewed": a
# thing still to be done, said with the word a report would use — no report
_STILL_NEEDED = re.compile(r"^(?:(?:[\w']+\s+){0,3}?)(?:also\s+|still\s+|really\s+)?(?:needs?|need\s+to\s+(?:get|have)|"
                           r"wants?|(?:has|have|had)\s+to\s+(?:get|have)|(?:gotta|got\s+to)\s+(?:get|have))\s+"
                           r"(?:\S+\s+){1,6}?(?:done|sorted|fixed|renewed|finished|booked|paid|signed|filed|sent|cleaned|"
                           r"serviced)\b", X)
# "i thought it was finished", "nah leave it, thought that was done already": a mistaken belief, no report
_BELIEVED = re.compile(r"(?:^|[\s,;.!-])(?:(?:i|we)\s+)?(?:thought|assumed|figured|reckoned|believed|was\s+sure|"
                       r"were\s+sure)\s+(?:that\s+)?(?:it|that|this|they|those|these|it'?d|that'?d)\b", X)
# "the old ones are finished", "my old pair's done": the thing worn out or used up, not a task done
_WORN_OUT = re.compile(r"^(?:the|my|our|his|her|their)?\s*old\s+(?:ones?|pair|set|lot)$", X)
# "the supplier is closed", "post office closed": a place shut, not a job closed off ("ticket 4 closed")
_SHUT_PLACE = re.compile(r"\b(?:shop|store|supplier|office|bank|clinic|surgery|pharmacy|chemist|venue|hall|depot|"
                         r"bakery|cafe|café|restaurant|library|school|gym|pool|tip|dump|garage|market|salon|vet|dentist|"
                         r"road|bridge|site|warehouse|factory|mill|council|they|it|everything|everywhere)'?s?$", X)


# "bloody southerly's come in", "the rain's in", "fog rolled in": weather, the reason for a change, no task's thing
_WEATHER = re.compile(r"(?:^|\s)(?:southerly|northerly|easterly|westerly|southerly\s+buster|nor'?easter|rain|storm|"
                      r"wind|gale|fog|mist|snow|sleet|hail|weather|front|cold\s+snap|heatwave|swell|tide|cyclone|"
                      r"monsoon|downpour|drizzle|thunderstorm|frost)(?:'s)?"
                      r"(?:\s+(?:come|came|rolled|blown|blew))?\W*$", X)


# "getting the car fixed", "having the boiler serviced", "i'm getting my hair cut": under way or planned, not done
_UNDER_WAY = re.compile(r"(?!.*\b(?:done|sorted|finished|complete)\W*$)(?:^(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+)?"
                        r"(?:getting|having)\s+(?:the|my|our|his|her|their|a|an|some|mum'?s|dad'?s)\s"
                        r"|\b(?:is|are|'s)\s+(?:getting|being)\s+[a-z]+(?:ed|en)\W*$)", X)
_COMPLETE_GATE = re.compile(
    r"^(?:tapos|natapos|mark|mrk|set|flag|check|tick|cross|strike|knock|i|got|finish|complete|close|resolve|done|dun|did|wrapped|took|"
    r"handed\s+in|sent\s+off|"
    r"handled|sorted|just|finally|already|accomplish|all\s+done|we|had)|\bthe\s+(?:one|task)\s+(?:that\s+)?(?:i|we)\b|\b(?:done|dun|complete|completed|finished|checked|"
    r"ticked|crossed|resolved|closed|sorted|dealt|care|handled|way|" + DONE_AS_WORDS + r")(?:\s+(?:now|already|"
    rf"actually|too|as\s+well|finally|today|yesterday|earlier|this\s+morning|last\s+night|last\s+week|btw|lol|tho|"
    rf"though|yay|woohoo|{_FOR_NOW}|{_TONE}|"
    rf"{_WHEN_HOW}))*"
    r"\W*$|\b(?:sent|posted|emailed|paid|handed|delivered)(?:\s+(?:off|over))?\s+to\s"
    r"|\b(?:" + DONE_AS_WORDS + r")\s+for\s+(?:(?:my|our|his|her|their|the)\s+)?[\w'-]+\W*$"
    r"|\bout(?:\s+for\s+(?:the\s+)?(?:morning|collection|tomorrow))?\W*$", X)


# Past tense with no subject ("watered the plants", "paid the rent"): a to-do verb in the past reads as a
# report that it is done. Regular forms are checked against TASK_VERBS; cooking verbs only count before a
# determiner, so "baked beans" stays a shopping item while "baked the cake" is done.
_BARE_PAST = re.compile(
    r"^(?P<verb>[a-z]+)\s+(?P<ref>(?!to\b|for\b|out\s+of\b|up\s+to\b|(?:up|out|off|in|down|away)$|"
    r"on\s+the\s+(?:spot|way|bus|train|tube)\b|in\s+the\s+end\b)\S.*)$", X)
# Verbs whose past form is a finished task only before a definite determiner ("got the cat food", not "got a cold").
# "marked the maths quizzes": a teacher's marking done ("mark" itself is a command word, no to-do verb)
_DEFINITE_PAST = frozenset(words("get mark"))
# "got niamh's togs", "got dad's prescription": someone's own thing is as definite as "the"
_DEFINITE = re.compile(r"^(?:the|my|our|his|her|their|it|them|all|task|#?\d|[a-z]+'s)\b", X)
# "got the twins down finally", "got the baby to sleep": someone put to bed, no task's thing got
_PUT_TO_BED = re.compile(r"\s(?:down|to\s+bed|to\s+sleep|off\s+to\s+sleep|settled)(?:\s+(?:finally|at\s+last|now|"
                         r"early|again))*\W*$", X)
# "just got off a 12", "got off shift", "got off the train": where the user has come from, no task's thing done
_OFF_SHIFT = re.compile(r"^\s*(?:off|in\s+from|back\s+from)\s+(?:a\s+|the\s+|my\s+|of\s+)?"
                        r"(?:\d{1,2}(?:\s*(?:hrs?|hours?|h))?|(?:long\s+|late\s+|night\s+|early\s+|double\s+)?shifts?|nights|lates|earlies|work|the\s+(?:phone|bus|"
                        r"train|plane|ferry|boat)|call|the\s+call|rounds|duty)\b", re.IGNORECASE)
# "i got …" is read on as "i've got …" (a to-do) when no done-report: only a report with no subject drops out
_SUBJECT_SAID = re.compile(r"^(?:i|we)\b", X)
_ADJECTIVE_PAST = frozenset(words("bake cook dry fry grill roast smoke mash mix scramble pickle freeze use"))
_DETERMINER = re.compile(r"^(?:the|my|our|a|an|this|that|those|these|his|her|their|it|them|all|task|#?\d)\b", X)


# A to-do verb first ("book the van in", "get the washing in"): the "in" at its end is where it goes, no report
_PUT_IN = re.compile(r"^(?:(?:please|pls|just|and)\s+)*(?P<verb>[a-z]+)\s+(?=\S)", X)
_TAKE_IN = frozenset(words("put bring take hand send fill book get"))


_ALREADY_LEAD = re.compile(r"^\s*(?:na|already)\s+(?=\S)", X)


def _report_ref(said: str) -> str:
    """The task's words in a done-report: up to a comma or the sentence's end, without when or how it went
    ("the flights!! 340 zl return" -> "the flights", "jamie just now on monzo" -> "jamie")."""
    # ("bins, laundry and mum": the names of several, listed, whose commas cut nothing)
    said = _ALREADY_LEAD.sub("", said)  # "approved na the leave requests": Filipino "na" (already), no task's word
    # ("kavya's gift, a stroller organizer and some onesies": what the one thing was, said after a comma — no list)
    raw = said if NAMES_LISTED.match(said.strip()) and not _WHAT_IT_WAS.search(said) \
        else SENTENCE_CUT.split(REF_CUT.split(said)[0], maxsplit=1)[0]
    told = _WHEN_HOW_TAIL.sub("", raw.strip())
    if _DAY_OF_BULK.search(told):
        # ("everything due today", "all of the stuff for tonight": the day names the tasks, not when they were done)
        return clean_ref_text(raw)
    raw = clean_ref_text(told or raw)
    raw = _TIMING_TAIL.sub("", raw) or raw
    # "sent the logbook in", "put the bins out": the particle of the verb is no part of the task's words
    return _REF_PARTICLE.sub(r"\1", raw) if len(raw.split()) > 2 else raw


_WHAT_IT_WAS = re.compile(r"^[^,]+,\s*(?:a|an|some)\s", X)
_DAY_OF_BULK = re.compile(r"\b(?:all|every|everything)\b.*\b(?:due|for|from)$", X)
_REF_PARTICLE = re.compile(r"^((?:the|my|our|his|her|their)\s.*?)\s+(?:in|out|off|back|over|away)$", X)


# "they just rang me", "she called us back", "they called back": someone else did it to the speaker, no task of
# theirs is done
_SPEAKER_AS_OBJECT = re.compile(
    r"^(?:(?:me|us|myself|ourselves)(?:\s+(?:back|up|again|earlier|today|now|too))*|back)$", X)


def _past_of_task_verb(verb: str) -> str | None:
    """The to-do verb a past-tense form comes from ("watered" -> "water", "tidied" -> "tidy"), if any."""
    if verb in IRREGULAR_PAST:
        return IRREGULAR_PAST[verb]
    if not verb.endswith("ed") or verb in _NOT_PAST:
        return None
    for stem in (verb[:-2], verb[:-1], verb[:-3], verb[:-3] + "y"):
        if stem in TASK_VERBS and not (stem == verb[:-1] and stem in _NO_D_PAST):
            return stem
    return None


# Verbs whose past is never the verb + "d": "bird seed" is no "see" done, "take" is never "taked"
_NO_D_PAST = frozenset(IRREGULAR_PAST.values()) | {"see"}


def _with_verb(refs: list[dict[str, Any]], past: str) -> list[dict[str, Any]]:
    """Title refs with the to-do verb the past form comes from: "i told the landlord" then picks "Tell the
    landlord" over "Call the landlord" (`dialogue.references`)."""
    stem = _past_of_task_verb(past.split()[0].lower())
    if stem:
        for ref in refs:
            if ref["kind"] == "title":
                ref["verb"] = stem
    return refs


# "applied to the tesco job", "i replied to the landlord": past verbs whose task goes on with "to"
_TO_PAST = re.compile(r"^(?:(?:i|we|i'?ve|we'?ve)\s+)?(?:(?:just|already|finally)\s+)?"
                      r"(?P<verb>applied|replied|wrote|talked|spoke|responded|reached\s+out|signed\s+up|sent\s+it)\s+"
                      r"to\s+(?P<ref>\S.*)$", X)


# "the dog got his booster today", "ella had her jabs": the one the task is for had its thing; "lego got": got, said
# after the thing (Irish and British speech)
_GOT_TAIL = (r"(?:\s+(?:today|yesterday|this\s+morning|earlier|now|finally|at\s+last|in\s+the\s+end|done|sorted|"
             r"at\s+the\s+\w+))*\W*$")
_GOT_THEIR = re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<who>(?!(?:i|we|you|it|that|this|he|she|they)\b)[\w'-]+)\s+(?:has\s+)?(?:got|had)\s+"
    rf"(?:his|her|their|its)\s+(?P<what>[\w' -]{{2,30}}?){_GOT_TAIL}"
    r"|^(?P<thing>(?!(?:i|we|you|it|that|this|he|she|they|who|what)\b)[\w' -]{2,30}?)(?:\s+(?:is|are|was|were))?"
    r"\s+got" + _GOT_TAIL, X)


def _got_their(text: str, masked: str) -> list[Reading] | None:
    m = _GOT_THEIR.match(masked)
    if not m:
        return None
    raw = f"{group(text, m, 'who')} {group(text, m, 'what')}" if m.group("who") else group(text, m, "thing")
    refs = parse_refs(clean_ref_text(raw), bulk_default="pending")
    if len(refs) != 1 or refs[0]["kind"] != "title":
        return None
    return with_refs("complete_task", refs, {}, 0.7, "Who the task is for got its thing: a done-report.", False)


def _reported(text: str, masked: str) -> list[Reading] | None:
    """The weaker done-reports: past tense, passive, "asked … about", "the dog got his booster"."""
    return _past_to(text, masked) or _bare_past(text, masked) or _passive_done(text, masked) or _asked(text, masked) \
        or _got_their(text, masked)


def _past_to(text: str, masked: str) -> list[Reading] | None:
    m = _TO_PAST.match(masked)
    if not m:
        return None
    raw = _report_ref(group(text, m, "ref"))
    refs = _with_verb(parse_refs(raw, bulk_default="pending"), m.group("verb"))
    return with_refs("complete_task", refs, {}, 0.7, f"'{m.group('verb')} to' reports a finished task.", False)


def _bare_past(text: str, masked: str) -> list[Reading] | None:
    m = _BARE_PAST.match(masked)
    if not m:
        return None
    verb = m.group("verb").lower()
    stem = _past_of_task_verb(verb) or _phrasal_past(verb, m.group("ref")) or (
        "mark" if verb == "marked" and not re.match(r"(?:it|them|that|this)\b", m.group("ref"), X) else None)
    if stem is None or (stem in _ADJECTIVE_PAST and not _DETERMINER.match(m.group("ref"))):
        return None
    if stem in _DEFINITE_PAST and (not _DEFINITE.match(m.group("ref")) or _PUT_TO_BED.search(m.group("ref"))):
        return None
    raw = _report_ref(group(text, m, "ref"))
    raw = _PARTICLE.sub("", raw) or raw  # "picked up the prescription": the task is the prescription
    raw = _it_then_how(raw)
    if not raw or _SPEAKER_AS_OBJECT.match(raw) or _NO_TASK_NAMED.match(raw):
        return None  # "paid on the spot": how it went, no task named; "knocked off": the working day over
    refs = _with_verb(parse_refs(raw, bulk_default="pending"), verb)
    return with_refs("complete_task", refs, {}, 0.7, f"'{verb}' in the past tense reads as a finished task.", False)


_PARTICLE = re.compile(r"^(?:up|out|off|back|in)\s+(?=\S)", X)
# "cashed up the tills", "topped up the meter", "cleared out the shed": a verb in the past with its particle, then
# the thing ("the", "my"), is a job done whatever the verb; a slip said so is not ("messed up the order")
_PHRASAL_THING = re.compile(r"^(?:up|out|off|back|down)\s+(?:the|my|our|his|her|their)\s+\S", X)
_MISHAPS = frozenset(words("messed screwed mixed cocked fouled muddled freaked stressed locked backed"))


def _phrasal_past(verb: str, ref: str) -> str | None:
    """The stem of a past verb that is not a to-do verb, when said with a particle and a thing ("cashed up the
    tills" -> "cash"); None otherwise."""
    if not verb.endswith("ed") or len(verb) < 5 or verb in _NOT_PAST or verb in _MISHAPS:
        return None
    return verb[:-2] if _PHRASAL_THING.match(ref) else None
# "got it from the depot", "got them done at boots", "done it yesterday itself": "it" (the thing just talked about),
# then where or when; in a report "them" is that thing too, not every task
_IT_THEN_HOW = re.compile(r"^(?:it|that|this|them|those|these|em|'em)(?!\s+(?:all|both)\b)(?:\s+\S.*)?$"
                          # "found one in the shed", "got a new one online": one of the thing, then where or when
                          r"|^(?:(?:a\s+(?:new|spare|cheap|good|second[\s-]?hand)\s+)?one|another(?:\s+one)?|some)"
                          r"(?:\s+(?:in|at|from|on|off|online|for|today|yesterday|earlier|there)\b.*)?$", X)
_REPORT_CUES = ("got done", "got it done", "finished", "have finish")


def _it_then_how(raw: str) -> str:
    return "it" if _IT_THEN_HOW.match(raw) else raw

_PRONOUN_PARTICLE = re.compile(r"^(it|that|this|them)\s+(?:up|out|off|back|in)$", X)  # "picked it up" is "it"


_BOTH_TAIL = re.compile(r"\s+(?:are|were|r)\s+(?:now\s+)?(?:both|all)$", X)


# "the venue is double booked", "the hall's been overbooked", "the room got booked twice": taken twice over
_CLASH = re.compile(r"\b(?:double|triple|over)[\s-]?booked\b|\bbooked\s+(?:twice|out|up|solid)\b", X)


# A passive report ("the tickets are booked", "rent paid", "the kitchen is clean now"): the subject is the task.
_PASSIVE = re.compile(
    r"^(?P<ref>(?!(?:i|we|you|u|they|he|she|i'm|im|is|are|was|were|has|have|did|do|does|can|could|should|got|been)\b)"
    r"\S.*?)"
    r"(?P<aux>\s+(?:is|are|was|were|has\s+been|have\s+been|got)|'s)?"
    r"\s+(?:now\s+|(?P<both>all|both)\s+|finally\s+|already\s+|been\s+)?(?P<pp>[a-z]+)(?:\s+and\s+(?P<pp2>[a-z]+))?"
    r"(?:[\s,]+(?:now|already|too|finally|today|at\s+last|off|out|up|in|back|away|btw|lol|yay|tho|though|"
    # "the textbooks are stamped from last week": done a while back, only not ticked
    r"(?:from\s+|since\s+)?(?:yesterday|last\s+(?:week|night|month|friday|monday|tuesday|wednesday|thursday|saturday|"
    r"sunday)|the\s+other\s+day|ages\s+ago|\w+\s+days\s+ago|earlier|this\s+morning)))*[\s.!]*$", X)
# with the misspellings people type ("the essay is writen", "rent's payed")
# ("the parish office has been rung", "the landlord's been told": said of someone, only with "has been"/"is")
_IRREGULAR_PP = frozenset(words("paid sent made bought written fed taken given swept cut done sorted handed writen "
                                "payed rung told brought typed"))
_DONE_ADJECTIVES = frozenset(words("clean tidy"))
_SAID_BY_SOMEONE = frozenset(words("called rang phoned texted emailed messaged replied asked answered visited "
                                   "dropped popped stopped showed turned arrived rung told"))


def _participle(word: str | None) -> bool:
    word = (word or "").lower()
    return word in _IRREGULAR_PP or word in _DONE_ADJECTIVES or (
        word.endswith("ed") and _past_of_task_verb(word) not in (None, "cancel", "set", "start", "leave"))


# "oven 2 packed in", "the old van gave up": broke down, the opposite of its job done
_BROKE = re.compile(r"\b(?:packed|caved|conked)\s+(?:in|out)\W*$|\bgave\s+up\W*$", X)


# What is wished for or planned, not reported: "lets get organised", "gotta get the car washed", "must get x sorted"
_PROMISE = re.compile(rf"^{PROMISED}\s", X)
_STILL_TO_DO = re.compile(r"\b(?:let'?s|lets|need\s+to|have\s+to|has\s+to|gotta|got\s+to|must|want\s+to|wanna|"
                          r"should|will|i'?ll|to)\s+(?:\S+\s+){0,4}?get\b|\bget$", X)


def _passive_done(text: str, masked: str) -> list[Reading] | None:
    m = _PASSIVE.match(masked)
    if not m or _BROKE.search(masked) or not _participle(m.group("pp")) \
            or (m.group("pp2") and not _participle(m.group("pp2"))):
        return None
    if not m.group("aux") and m.group("pp").lower() in _SAID_BY_SOMEONE:
        return None  # "my boss called", "the school emailed": someone did something, no task was done
    if _STILL_TO_DO.search(m.group("ref")):
        return None  # "ok busy week, lets get organised", "need to get the car washed": still to be done
    raw = clean_ref_text(group(text, m, "ref"))
    longest = 10 if m.group("both") else 5  # "the butter and the mince pie trays are both ordered": two names
    if not raw or len(raw.split()) > longest or _NOT_DONE_REF.match(raw) or _NEGATED.search(raw):
        return None
    refs = parse_refs(raw, bulk_default="pending")
    if m.group("both") and len(refs) == 1:
        refs = _each(raw) or refs  # "the gas bill and the water bill are both paid"
    return with_refs("complete_task", refs, {}, 0.7, f"'{m.group('pp').lower()}' reports the task as done.", False)


# "that's sorted, the landlord came round and fixed the leak": a done-report, then how it got done.
_DONE_THEN = re.compile(
    rf"^(?:that'?s|thats|that\s+is|it'?s|its|all|that'?s\s+all)\s+(?:now\s+|all\s+)?{_DONE}(?:\s+now)?\s*[,;:.!-]+\s*"
    r"(?P<rest>\S.*)$", X)


# "asked matron about my leave": asking someone about something is a done errand ("asked you to ..." is not).
_ASKED = re.compile(
    r"^(?:(?:i|we|i'?ve|we'?ve)\s+)?(?:(?:just|already|finally)\s+)?asked\s+(?P<who>(?!(?:you|u|me|for|to|if|whether|why|how|"
    r"what|when|where|who|which|it|todobot|the\s+bot)\b)\S+(?:\s+\S+)?)\s+about\s+(?P<ref>\S.*)$", X)


def _asked(text: str, masked: str) -> list[Reading] | None:
    m = _ASKED.match(masked)
    if not m:
        return None
    raw = clean_ref_text(group(text, m, "ref"))
    refs = parse_refs(raw, bulk_default="pending")
    return with_refs("complete_task", refs, {}, 0.7, "'asked … about' reports an errand as done.", False)


def _quotes_title(masked: str, raw: str) -> bool:
    """"complete buy eggs": a to-do verb right after "complete"/"finish" can only be a task's title."""
    first = raw.split()[0].lower() if raw.split() else ""
    return first in TASK_VERBS and bool(re.match(r"^(?:complete|finish|resolve)\s", masked, X))


# "fed the cat and watered the plants", "picked up the prescription and bought the ink": two done-reports.
_PAST_FORM = rf"(?:[a-z]+ed|{'|'.join(sorted(IRREGULAR_PAST))})"
_REPORTS_JOINED = re.compile(r"\s+(?:and|&)\s+(?=(?:the|my|our)\s)", X)
_AND_PAST = re.compile(rf"(?:\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+)(?:(?:i|we)\s+(?:also\s+)?)?(?={_PAST_FORM}\s+\S)", X)


# "i checked off call mom by accident": a mistake owned up to, not a completion (what follows says what to do).
# "did that set it for today too?", "did it save the new time?": a question about what the last change did, not
# "did it" (a report) with more after it
# "is the A96 closed", "are the bins done?": asked, with the verb first, never reported
_ASKED_IF_DONE = re.compile(r"^(?:did|have|has|had)\s+(?:i|we|u|you|he|she|they)\b|^(?:is|are|was|were)\s+(?=\S)"
                            r"(?!.*\b(?:mark|tick|check)\b.*\bdone\b)"
                            rf"|^{WHAT_IT_DID}(?:{CHANGE_VERBS}|add|keep|clear|cancel|delete|remove|affect)\b"
                            # "did the undo keep the dogs in the description of #7?", "does the rename change the
                            # time": a question about what something did to a task, its verb after its subject
                            r"|^(?:did|does|has|have)\s+(?:the|my|that|this|your)\s+(?:[\w'-]+\s+){0,2}?"
                            rf"(?:{CHANGE_VERBS}|add|keep|kept|clear|cancel|delete|remove|affect|lose|lost|drop|"
                            r"undo|wipe|break|mess|show)\b", X)
_MARKED = re.compile(r"\s+(?:as\s+)?(?:done|complete[d]?|finished|off)\s*$", X)
_BY_MISTAKE = re.compile(r"\b(?:by\s+(?:accident|mistake)|accidentally|mistakenly|wrongly|in\s+error)\b", X)


# "went ahead and paid the rent", "i just went and booked it", "gone ahead and ordered the paint": how it was decided,
# before the report
_WENT_AHEAD = re.compile(r"^(?:(?:i|we|i'?ve|we'?ve|i\s+have|we\s+have)\s+)?(?:(?:just|already|finally)\s+)?"
                         r"(?:went|gone)\s+(?:ahead\s+)?and\s+(?:(?:just|already)\s+)?(?=[a-z]+\s+\S)", X)


# "stock return picked up by the courier", "bins put out by my husband": who did it, after the report, no part of
# the task
_BY_WHOM = re.compile(rf"^(?P<head>(?!(?:i|we|you|he|she|they|me|us)\b).*\b(?:{DONE_AS_WORDS}|done|sorted|handled|"
                      r"covered|put\s+out|taken\s+out))"
                      r"\s+by\s+(?:the|my|our|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+)?\W*$", X)


# "old mr henderson's done his back in", "i've done my knee in again", "she did her ankle": hurt (UK, IE, AU), no task
_HURT = re.compile(r"\b(?:done|did|doing|put|thrown|threw|knackered|wrecked|buggered|stuffed)\s+(?:his|her|my|their|"
                   r"your|me|our|its)\s+(?:back|knee|knees|ankle|neck|shoulder|wrist|hamstring|hip|groin|calf|foot|"
                   r"leg|arm|elbow|hand|thumb|finger|toe|achilles)\b", X)


def complete_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """mark X done / cross off X / X is done / I finished X / I paid the bill / watered the plants."""
    by = _BY_WHOM.match(masked)
    if by:  # "stock return picked up by the courier": the report, without who did it
        text, masked = text[:by.end("head")], masked[:by.end("head")]
    ahead = _WENT_AHEAD.match(masked)
    if ahead:  # "went ahead and paid the church electric": the report after it
        text, masked = text[ahead.end():], masked[ahead.end():]
    if _HURT.search(masked):
        return None  # "mr henderson's done his back in": hurt, not a task done
    if _ASKED_IF_DONE.match(masked) or _PROMISE.match(masked):
        return None  # "did i take my vitamins today?": a question; "i told mum i'd ring the bank": a promise, no report
    mistake = _BY_MISTAKE.search(masked)
    if mistake:  # "i checked off call mom by accident": it should not be done, so reopen it
        start, end = mistake.span()
        if re.match(r"\s*[.!;]", masked[end:]):  # "… by mistake. Nobody answered": what follows is why
            end = len(masked)
        text, masked = text[:start] + text[end:], masked[:start] + masked[end:]
        marked = _MARKED.search(masked)  # "i marked the gym one done": the task is what was marked
        if marked:
            text, masked = text[:marked.start()], masked[:marked.start()]
        said = _one_completion(text, masked, env)
        if not said or said[0].intent != "complete_task" or not said[0].ref:
            return None
        return [Reading("reopen_task", dict(r.params), 0.85, "A completion made by mistake: reopen it.")
                for r in said]
    at = _DONE_AT_PLACE.match(masked)
    if at:  # "tap done at flat 3": the report of "tap at flat 3"
        text, masked = (f"{s[:at.end('thing')]} {s[at.start('place'):]} {s[at.start('done'):at.end('done')]}"
                        for s in (text, masked))
    if _NO_RUSH.match(masked) or _BELIEVED.search(masked) or _STILL_NEEDED.match(masked):
        return None
    heard = _HEARSAY.match(masked)
    if heard and not _SOMEONE_SAYS.match(masked):  # "physio says im done", "mum says the rent is paid": what was said
        return complete_rule(text[heard.end():], masked[heard.end():], env)
    told = _SOMEONE_SAYS.match(masked) or _HOUSEHOLD_DID.match(masked)
    if told:  # "bill says he put the bins out this morning": what he did, as if the user said it
        return _third_person(text[told.start("rest"):], masked[told.start("rest"):], env)
    both = _AND_PAST.search(masked)
    if both:
        first = _one_completion(text[:both.start()], masked[:both.start()], env)
        second = _one_completion(text[both.end():], masked[both.end():], env)
        if first and second and all(r.ref and r.ref.get("kind") == "title" for r in (*first, *second)):
            return [*first, *second]
    for joined in _REPORTS_JOINED.finditer(masked):
        # "offertory counted and the minutes are typed": two reports, each with its own participle
        first = _one_completion(text[:joined.start()], masked[:joined.start()], env)
        second = first and _one_completion(text[joined.end():], masked[joined.end():], env)
        if first and second and all(r.ref and r.ref.get("kind") == "title" for r in (*first, *second)):
            return [*first, *second]
    out = _BINS_OUT.match(masked)
    if out:  # "recycling bin's out 👍", "bins are out": the bin put out (or back in) — that chore done
        refs = parse_refs(clean_ref_text(group(text, out, "ref")), bulk_default="pending")
        return with_refs("complete_task", refs, {}, 0.8, "A bin said to be out reports the chore done.", False)
    back = _BACK_FROM.match(masked)
    if back:  # "uniform's back from the cleaners", "the car came back from the garage": that errand done
        refs = parse_refs(clean_ref_text(group(text, back, "ref")), bulk_default="pending")
        return with_refs("complete_task", refs, {}, 0.8, "Back from where it was sent: that errand done.", False)
    return _reports(text, masked, env) or _one_completion(text, masked, env)


# "uniform's back fae the cleaners", "the car came back from the garage", "got the watch back from the repairer": a
# thing back from where it was sent to be done (a service, not a person's trip) is the errand of it done
_BACK_FROM = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|yay|finally|right)\W+)*(?:(?:(?:i|we)\s+)?(?:got|'ve\s+got)\s+)?"
    r"(?P<ref>(?:the\s+|my\s+|our\s+|his\s+|her\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)"
    r"(?:'s|\s+is|\s+are|\s+came|\s+got|\s+has\s+come|\s+finally\s+came)?\s+back\s+(?:from|fae|frae|off)\s+"
    r"(?:the\s+)?(?:dry[\s-]+)?(?:cleaners?|laundry|laundrette|garage|mechanics?|menders?|repairs?|repairers?|"
    r"repair\s+shop|tailors?|cobblers?|framers?|service|servicing|jewellers?|jewelers?|panel\s+beaters?|"
    r"workshop|alterations?)(?:\s+(?:today|now|finally|this\s+morning|at\s+last))*\W*$", X)


# "recycling bin's out", "the bins are out", "green bin went out": a bin out (or back in) is that chore done
_BINS_OUT = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|yep|yup|right)\s+)*(?P<ref>(?:the\s+|my\s+|our\s+)?(?:[\w']+\s+){0,2}?(?:bins?|wheelie\s+bins?|"
    r"recycling|rubbish|trash|garbage|green\s+waste|compost))(?:'s|\s+is|\s+are|\s+went|\s+(?:is|are|has|have)\s+gone)"
    r"\s+(?:out|in|back\s+in)(?:\s+(?:now|already|tonight|this\s+morning|finally))?\W*$", X)


# "tap done at flat 3", "boiler fixed at no 22": where the job was is part of its name, said after the report
_DONE_AT_PLACE = re.compile(
    rf"^(?P<thing>.+?)\s+(?P<done>{_DONE}|fixed|replaced|serviced)\s+(?P<place>(?:at|in|for)\s+(?:the\s+)?(?:flat|no\.?|"
    r"number|unit|house|apt|apartment|room|plot|site|block)\s*\d+[a-z]?)$", X)
# "bill says he put the bins out", "my wife said she paid the gas bill", "he's fixed the gate": a done-report made by
# someone else, told by the user
_SOMEONE_SAYS = re.compile(
    r"^(?:(?:[\w']+\s+){1,3}(?:says|said|reckons|tells\s+me|told\s+me|texted(?:\s+to\s+say)?|confirmed)\s+(?:that\s+)?)?"
    r"(?:he|she|they)(?:'s|'ve)?\s+(?:(?:has|have|just|already|finally|also)\s+)*(?P<rest>\S.*)$", X)
# "husband did the bins wednesday", "my wife's paid the gas": someone at home did a job of the house, said by who they
# are (only a job's verb: "mum called", "my sister told me about you" are no report)
_HOUSEHOLD_DID = re.compile(
    r"^(?:my\s+|our\s+|the\s+)?(?:husband|hubby|wife|wifey|partner|other\s+half|bf|gf|boyfriend|girlfriend|son|"
    r"daughter|kids|flatmate|roommate|housemate)(?:'s|\s+has)?\s+(?:(?:just|already|finally|also)\s+)*"
    r"(?P<rest>(?:did|done|put|took|taken|paid|sorted|fixed|cleaned|washed|mowed|cut|walked|fed|emptied|hoovered|"
    r"vacuumed|ironed|cooked|booked|collected|picked\s+up|dropped\s+off)\s+(?!(?:me|us|myself)\b)\S.*)$", X)
# "physio says …", "the landlord said that …": who said it, before what they said
_HEARSAY = re.compile(r"^(?:[\w']+\s+){1,3}(?:says|said|reckons|tells\s+me|told\s+me)\s+(?:that\s+)?(?=\S)", X)
# Past forms the same as their present ("he put the bins out", "she cut the grass"): past after "he"/"she"
_SAME_PAST = frozenset(words("put set cut shut read"))
_TRAILING_PARTICLE = re.compile(r"\s+(?:out|up|off|away|back|in)$", X)


def _third_person(text: str, masked: str, env: Env) -> list[Reading] | None:
    found = _one_completion(text, masked, env)
    if found and all(r.intent == "complete_task" and r.ref and r.ref.get("kind") == "title" for r in found):
        return [Reading(r.intent, r.params, min(r.confidence, 0.7), "Someone else's done-report, told by the user.",
                        False) for r in found]
    verb, _, rest = masked.partition(" ")
    if verb.lower() not in _SAME_PAST or not rest:
        return None
    raw = _TRAILING_PARTICLE.sub("", clean_ref_text(REF_CUT.split(text[len(verb) + 1:])[0]))
    refs = [{**r, "verb": verb.lower()} if r["kind"] == "title" else r for r in parse_refs(raw)]
    if len(refs) != 1 or refs[0]["kind"] != "title":
        return None
    return [Reading("complete_task", {"task_ref": refs[0]}, 0.7, "Someone else's done-report, told by the user.",
                    False)]


# "van loaded, bonnie walked", "walk bonnie done, and the landlord call": done-reports said one after another
_REPORT_SEP = re.compile(r"\s*[,;]\s*(?P<and>(?:and|&|plus)\s+)?", X)
# "…, and the landlord call": after a done-report, a task only named is done too
_ALSO_NAMED = re.compile(r"^(?:(?:the|my|our)\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,3}$", X)
_FINITE = re.compile(r"\b(?:is|are|was|were|has|have|had|did|didn'?t|isn'?t|aren'?t|wasn'?t|will|can|could|[a-z]+ed)\b"
                     r"|'s\b", X)


def _reports(text: str, masked: str, env: Env) -> list[Reading] | None:
    """Each task of two or more done-reports split by commas; None unless every piece reports a task done (or,
    after "and", only names one)."""
    cuts = list(_REPORT_SEP.finditer(masked))
    if not cuts:
        return None
    starts, ends = [0, *(c.end() for c in cuts)], [*(c.start() for c in cuts), len(masked)]
    readings: list[Reading] = []
    for i, (start, end) in enumerate(zip(starts, ends, strict=True)):
        piece, piece_masked = text[start:end], masked[start:end]
        found = _one_completion(piece, piece_masked, env)
        if found and all(r.intent == "complete_task" and (r.ref or {}).get("kind") == "title" for r in found):
            readings.extend(found)
            continue
        named = i and cuts[i - 1].group("and") and _ALSO_NAMED.match(piece_masked) and not _FINITE.search(piece_masked)
        refs = parse_refs(piece) if named and readings else []
        if len(refs) != 1 or refs[0]["kind"] != "title":
            return None
        readings.append(Reading("complete_task", {"task_ref": refs[0]}, 0.85, "A task named after a done-report."))
    if len(readings) < 2:
        return None
    # two reports in a row are plainly a tally of what got done, surer than either alone
    return [Reading(r.intent, r.params, max(r.confidence, 0.85), r.reasoning) for r in readings]


# "finished the float, the invoices and the vat return": things each named with "the", a comma and an "and"
_LISTED = re.compile(r"^(?:the|my|our)\s+[^,]+(?:\s*,\s*(?:the|my|our)\s+[^,]+)*"
                     r"\s*,?\s+(?:and|&)\s+(?:the|my|our)\s+[^,]+$", X)


def _each(raw: str) -> list[dict] | None:
    """The tasks of "X and Y" / "X, Y and Z" said to be both (all) done, one reference each."""
    parts = [p for p in NAMES_JOINED.split(names_said_of_each(raw)) if p.strip()]
    refs = [parse_refs(p, bulk_default="pending") for p in parts]
    return [r[0] for r in refs if len(r) == 1] if len(parts) > 1 and all(len(r) == 1 for r in refs) else None


_DONE_SAID_AGAIN = re.compile(r"^(?:(?:done|finished|sorted|dusted)[\s,!]*)+$", X)


# Nigerian Pidgin "don" (has): "i don call tunde", "we don finish the fumigation" (the speaker did it), "sauna don
# clean", "the salaries don pay" (the thing is done); only before a to-do verb, so a typed "i don know" (don't) is no
# report ("e don finish" says "it", read elsewhere)
_I_DON = re.compile(r"^(?:i|we|me|una)\s+(?:(?:just|already|finally)\s+)?don\s+(?P<verb>[a-z]+)\s+"
                    r"(?:(?:finish|already)\s+)?(?P<ref>\S.*)$", X)
_THING_DON = re.compile(r"^(?P<ref>(?!(?:i|we|me|una|you|u|he|she|they|dem|it|e|that|this)\b)[\w' &-]{2,40}?)\s+don\s+"
                        r"(?:(?:just|finally|already)\s+)?(?P<verb>[a-z]+)(?:\s+(?:finish|finally|already|o+|now|sha|"
                        r"today|oh))*\W*$", X)
# ("i don get am" is "I don't get it"; "i don see am" the same)
_DON_NOT_DONE = frozenset(words("get see go have need want know think like mind care understand"))


def _pidgin_done(text: str, masked: str) -> list[Reading] | None:
    m = _I_DON.match(masked) or _THING_DON.match(masked)
    verb = m.group("verb").lower() if m else ""
    if not m or verb in _DON_NOT_DONE or not (verb in TASK_VERBS or _participle(verb)):
        return None
    refs = parse_refs(_report_ref(group(text, m, "ref")), bulk_default="pending")
    if len(refs) != 1 or refs[0]["kind"] != "title":
        return None
    if verb in TASK_VERBS and verb not in ("finish", "do", "complete"):  # "we don finish X": no verb of X's own
        refs[0]["verb"] = verb
    return with_refs("complete_task", refs, {}, 0.85, "Pidgin 'don' (has) reports the task as done.", False)


def _one_completion(text: str, masked: str, env: Env) -> list[Reading] | None:
    pidgin = _pidgin_done(text, masked)
    if pidgin:
        return pidgin
    then = _DONE_THEN.match(masked)
    if then:
        rest, rest_masked = text[then.start("rest"):], masked[then.start("rest"):]
        inner = _one_completion(rest, rest_masked, env)
        if inner and inner[0].intent == "complete_task" and inner[0].params.get("task_ref"):
            return inner
        return [Reading("complete_task", {"task_ref": {"kind": "pronoun"}}, 0.85,
                        f"'{' '.join(masked[:then.start('rest')].split()).lower()}' reports the task as done.")]
    if _UNDER_WAY.search(masked):  # "getting the car fixed": a job under way or planned, not one done
        return None
    if _CLASH.search(masked):  # "venue is double booked": a clash, the reason for a change, no task done
        return None
    if not _COMPLETE_GATE.search(masked):
        return _reported(text, masked)
    for cue, m in matches(COMPLETE_CUES, masked):
        raw = _report_ref(group(text, m, "ref"))
        if group(text, m, "who"):  # "invoice sent to mrs okafor": the task is "invoice mrs okafor"
            raw = f"{raw} {group(text, m, 'who')}"
        if group(text, m, "whom"):  # "prescription picked up for mam": the task is "prescription for mam"
            raw = f"{raw} for {group(text, m, 'whom')}"
        if _NO_TASK_NAMED.match(raw) or _PART_DONE.search(masked[:m.end()] if m.end() else masked):
            return None
        if _DONE_SAID_AGAIN.match(raw):  # "done done done": the task talked about, said with feeling
            raw = "it"
        shared = _BOTH_TAIL.search(raw)  # "the flour and the baking paper are both ordered": two tasks, one report
        if shared:
            raw = raw[:shared.start()]
        if cue.label in _REPORT_CUES:
            raw = _it_then_how(raw)
        if cue.label in ("is done", "is sent") and (_NOT_DONE_REF.match(raw) or _NEGATED.search(raw)):
            continue  # "what's done", "the dishes aren't done"
        if cue.label == "is done" and _WORN_OUT.match(clean_ref_text(REF_CUT.split(group(text, m, "ref"))[-1])):
            return None  # "add new boots, the old ones are finished": worn out, why the new ones are needed
        shut = cue.label == "is done" and re.search(r"\bclosed\b", masked[m.start():m.end()], X)
        if shut and _SHUT_PLACE.search(raw):
            return None
        arrived = re.search(r"\b(?:in|arrived|landed)\W*$", masked[m.start():m.end()], X)
        if arrived and _WEATHER.search(raw):  # "the southerly's come in", "rain came in": weather arriving, no task
            return None  # done ("the snow's cleared" is one)
        refs = parse_refs(raw, bulk_default="pending")
        listed = cue.label == "mark done" or (cue.label == "finished" and _LISTED.match(group(text, m, "ref")))
        if listed and len(refs) == 1 and "," in group(text, m, "ref"):
            refs = _each(group(text, m, "ref")) or refs  # "mark museum, pie and wine done": three tasks
        if (shared or (cue.label == "is done" and m.groupdict().get("both"))) and len(refs) == 1:
            refs = _each(raw) or refs  # "walk dog and fix the sink are both done": two tasks
        if cue.needs_specific and not (refs and (is_specific(refs[0], raw) or _quotes_title(masked, raw))):
            continue
        put_in = _PUT_IN.match(masked)
        if put_in and put_in.group("verb").lower() in (TASK_VERBS | _TAKE_IN) and cue_words(masked, m) == "in":
            continue  # "book the van in", "hand the forms in": a thing to take in, asked for, not one that is in
        why = f"'{cue_words(masked, m)}' is a completion cue."
        return with_refs("complete_task", refs, {}, cue.confidence, why, cue.confidence >= 0.9)
    m = _PAST.match(masked)
    if m and m.group("verb").lower() not in _NOT_PAST:
        raw = _it_then_how(_PRONOUN_PARTICLE.sub(r"\1", _report_ref(group(text, m, "ref"))))
        came_from = _PUT_TO_BED.search(m.group("ref")) or _OFF_SHIFT.match(m.group("ref"))
        if _SPEAKER_AS_OBJECT.match(raw) or _NO_TASK_NAMED.match(raw) or (m.group("verb").lower() == "got" and came_from
                                           and not _SUBJECT_SAID.match(masked)):
            return None  # "paid on the spot", "finally got the baby down": no task's thing done
        verb = m.group("verb").lower()
        refs = _with_verb(parse_refs(raw, bulk_default="pending"), verb)
        return with_refs("complete_task", refs, {}, 0.75, f"'{verb}' in the past tense reads as a finished task.",
                         False)
    return _reported(text, masked)
