"""Whole-message conversation acts: greet, thanks, bye, cancel, undo, confirm, deny, help.

These are checked before anything else so "thanks" or "never mind" never become a task, and the
dialogue manager gets an `act` it can handle in one place. Matching is on a squashed form (lower case,
no punctuation or emoji) against full-message patterns, so "help me move the couch" is not "help".
(Corrections, which carry a task reference or a whole request, are read in `repair`.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from todobot.understanding.rules.lexicon import ASSISTANT_NAME, LIST_NOUN
from todobot.understanding.rules.reading import Reading, act
from todobot.understanding.rules.refs import parse_refs
from todobot.understanding.rules.text import VOCATIVE_WORDS

X = re.IGNORECASE
# "good morning o", "hello ji": a particle of respect or emphasis said after it (Nigerian "o", Hindi "ji")
_BOT = r"(?:\s+(?:todobot|bot|buddy|there|again|mate|friend|all|everyone|team))?(?:\s+(?:o|ji|sir|ma'?am|madam))?"
_PLEASE = r"(?:\s+(?:please|pls|plz|thanks|thank\s+you))?"

_THIS = r"(?:this(?:\s+(?:thing|app|bot))?|it|you|u|the\s+(?:app|bot)|todobot)"
# "whats this yoke do exactly", "what does this thing do": the bot itself, asked what it is for
_WHAT_THING = (rf"(?:{_THIS}|(?:this|the|ur|your)\s+(?:yoke|thingy|thingamajig|tool|assistant|service|program|chatbot|"
               r"chat\s*bot|bot|app|thing))")
# "what you can do", "what you are able to help me with": what the bot is for
_ABLE = r"(?:(?:can|could)\s+(?:do|help(?:\s+me)?\s+with)|(?:are|r)\s+able\s+to\s+(?:do|help(?:\s+me)?(?:\s+with)?))"
# "how do I delete something", "can u explain how to mark stuff done": a how-to about the bot's own objects.
_HOW_TO = (r"(?:how\s+(?:do|can|should|would|will)\s+(?:i|we|you)|how\s+to|(?:(?:can|could)\s+(?:you|u)\s+)?"
           r"(?:explain|tell\s+me|show\s+me)\s+how\s+(?:to|i\s+can|do\s+i|i\s+would))")
_BOT_VERB = (r"(?:add|delete|remove|erase|complete|finish|mark|tick|check|cross|edit|rename|change|update|list|see|"
             r"view|show|create|undo|clear|save|schedule|set\s+up)")
# "I'm confused, how do I use this?": confusion in front of a help question.
_CONFUSED = r"(?:(?:i'?m|im|i\s+am)\s+(?:so\s+|a\s+bit\s+|really\s+|kinda\s+|a\s+little\s+)?(?:confused|lost|stuck)\s+)"
_NEW = r"(?:i'?m|im|i\s+am)\s+(?:new|a\s+new\s+user|new\s+to\s+(?:this|todobot|the\s+bot))(?:\s+here)?"
_GUIDE = r"(?:instructions|manual|commands|options|guide|tutorial|help\s+page|docs|documentation)"
_LOST = (
    r"(?:what|which)\s+commands(?:\s+(?:are\s+there|(?:do|can)\s+(?:you|u)\s+(?:have|know|understand|support|take|do)"
    r"|can\s+i\s+(?:use|type|say|give)|(?:are\s+|do\s+you\s+have\s+)?(?:available|supported)|exist|work))?"
    rf"|(?:show|give|send|tell)\s+me\s+(?:the\s+|your\s+|some\s+)?{_GUIDE}|(?:the\s+|your\s+)?{_GUIDE}\s+please"
    r"|(?:i\s+)?(?:don'?t|dont|do\s+not)\s+(?:know|understand|get)\s+how\s+(?:to\s+use\s+(?:this|you|it|the\s+bot|"
    r"todobot)|(?:this|it|you)\s+works?)|i\s+have\s+no\s+idea\s+how\s+(?:to\s+use\s+(?:this|you|it)|(?:this|it)\s+works)"
    r"|what\s+do\s+i\s+(?:type|say|write)(?:\s+here)?"
)
# Praise and laughter aimed at the bot ("you're the best", "haha nice one").
# "ahah", "kkkk", "jaja": the laugh as typed in Portuguese, Spanish and with a keyboard slip
_LAUGH = r"(?:lol|lmao|haha+|hahaha+|a?h?a(?:ha)+h?|hehe+|ha\s+ha(?:\s+ha)*|rofl|ja(?:ja)+|k{3,}|xd)"
_PRAISE = (
    # "ur actually useful", "you're honestly a great help": an intensifier before the praise
    # "you were a big help (mostly lol)": the help over, said in the past, a hedge after it
    r"(?:you'?re|youre|you\s+are|ur|u\s+r|u\s+are|you\s+were|you\s+have\s+been|you'?ve\s+been|u\s+were)\s+(?:so\s+|really\s+|truly\s+|very\s+|actually\s+|honestly\s+|"
    r"pretty\s+|quite\s+|kinda\s+|rly\s+)*(?:the\s+best|awesome|great|useful|handy|a\s+(?:great\s+|big\s+|real\s+)?help|"
    # "you are very good", "you're excellent", "ur a good bot": plain praise of the helper
    r"(?:so\s+|very\s+|really\s+)?good(?:\s+at\s+this)?|excellent|superb|marvell?ous|terrific|the\s+greatest|"
    r"a\s+(?:good|great|clever|smart|brilliant|lovely)\s+(?:bot|one|egg|help|assistant)|"
    r"amazing|brilliant|a\s+star|a\s+gem|a\s+legend|a\s+lifesaver|a\s+life\s+saver|so\s+helpful|helpful|smart|clever|cool|"
    r"fantastic|wonderful|the\s+man|funny|hilarious)(?:\s*\(?(?:mostly|mainly|sometimes|kinda|sort\s+of)(?:\s+lol|\s+haha+)?\)?)?"
    # "you're a lifesaver this week fr", "ur a legend today honestly": when, and how truly, said after the praise
    r"(?:\s+(?:this\s+(?:week|weekend|morning|year)|today|tonight|lately|fr|for\s+real|honestly|tbh|ngl|seriously|"
    r"man|dude|bro|mate|fam))*"
    r"|(?:good|nice|great)\s+(?:one|job|work|bot)|nice|cool|great|funny"
    r"|(?:that'?s|thats|that\s+(?:is|was)|so)\s+(?:funny|hilarious|cool|great|awesome|nice)"
    # "That is very helpful.", "that was a big help", "really useful": praise of the help itself
    r"|(?:(?:that'?s|thats|that\s+(?:is|was)|this\s+is|it'?s|it\s+(?:is|was))\s+)?(?:(?:so|very|really|super|"
    r"incredibly|extremely|most|ever\s+so)\s+)*(?:helpful|useful|handy|brilliant|amazing|fantastic|wonderful|"
    r"a\s+(?:big\s+|great\s+|huge\s+|real\s+)?help)"
)

# "can you explain what you do", "explain how this works".
_EXPLAIN = (rf"(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?explain\s+(?:to\s+me\s+)?(?:what\s+{_THIS}"
            rf"\s+(?:{_ABLE}|(?:can\s+)?(?:do|does))|how\s+{_THIS}\s+works?|how\s+(?:to|i\s+can|do\s+i)\s+use\s+{_THIS})")
# "what kind of things can I ask you", "what sort of stuff can you do".
_KINDS = (r"what\s+(?:kinds?|sorts?|types?)\s+of\s+(?:things|stuff|commands|requests|questions|messages)\s+"
          r"(?:can|do|should|could)\s+(?:i|you|u)\s+(?:ask|say|type|tell|send|do|understand|handle|help\s+with)"
          r"(?:\s+(?:to\s+)?(?:you|u))?(?:\s+(?:to\s+)?do)?(?:\s+for\s+me)?")

# "good evening, hope you're well": a well-wish after (or instead of) a greeting.
_HOPE = (r"(?:i\s+)?hope\s+(?:you'?re|youre|you\s+are|u\s+r|ur|all\s+is|all'?s|everything\s+is|your\s+day\s+is)"
         r"\s+(?:doing\s+)?(?:well|good|great|ok|okay|fine|going\s+well)(?:\s+today)?")

# How many changes an undo reaches back: "the last two changes", "the one before that".
_COUNT = r"(?:two|three|four|five|\d{1,2})"
_CHANGE = r"(?:changes?|things?|actions?|edits?|steps?|ones?)"
_UNDO_WHAT = (
    r"(?:it|that|this|please|what\s+you\s+(?:just\s+)?did"
    r"|(?:that|the|my|this)\s+(?:last\s+)?(?:delete|deletion|change|edit|rename|completion|add|addition|update|thing|"
    r"one|action|bit|part|step)"
    # "undo that last bit", "undo the last part": the last change of the message before (a change of its own)
    r"|(?:the\s+)?last\s+(?:change|thing|one|action|edit|bit|part|step)"
    rf"|(?:the\s+|those\s+|these\s+|my\s+)?(?:last\s+)?{_COUNT}\s+{_CHANGE}|(?:the\s+|those\s+|these\s+)?last\s+{_COUNT}"
    r"|the\s+one\s+before(?:\s+(?:that|it|the\s+last(?:\s+one)?))?|twice|too|as\s+well|also"
    r"|both(?:\s+of\s+(?:those|them|these))?(?:\s+(?:changes|deletes|ones))?|them\s+both|(?:those|these)\s+(?:two|2)"
    # "undo all of that", "undo everything you just did", "undo the last 3 things u did"
    r"|all(?:\s+of)?\s+(?:that|those|them|it)|(?:it|them|those)\s+all|everything(?:\s+(?:from\s+)?(?:just\s+now|there))?"
    r"|(?:that\s+)?(?:(?:you|u|i)\s+(?:just\s+)?(?:did|made|added|changed))(?:\s+(?:just\s+now|there))?)"
)
_UNDO_COUNT = re.compile(rf"\b(?:last\s+(?P<n>{_COUNT})|(?P<m>{_COUNT})\s+{_CHANGE})\b"
                         r"|\b(?P<all>all(?:\s+of)?\s+(?:that|those|them|it)|(?:it|them|those)\s+all|everything)\b"
                         r"|\b(?P<before>the\s+one\s+before|twice)\b|\b(?P<both>both|them\s+both|(?:those|these)\s+(?:two|2))\b",
                         re.IGNORECASE)
_ALSO = re.compile(r"\b(?:too|as\s+well|also)$", re.IGNORECASE)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}

# What the thanks are for: "thanks for the help this wk", "cheers for that", "thank you for everything today"
_THANKS_FOR = (r"\s+for\s+(?:(?:all\s+)?(?:the|your)\s+(?:help|support|patience)|that|this|everything|"
               r"sorting\s+(?:that|it|me)(?:\s+out)?)"
               r"(?:\s+(?:this|last)\s+(?:wk|week|weekend|month)|\s+today|\s+tonight|\s+again|\s+as\s+always)?")

# Help asked with keeping things in order, not one thing to do: "can you help me keep track of stuff", "i need help
# getting organised", "help me stay on top of everything this week"
_HELP_WITH = (r"(?:(?:can|could|will|would)\s+(?:you|u|ya)\s+|pls\s+|please\s+)?(?:help|i\s+need\s+(?:some\s+)?help)"
              r"(?:\s+me)?(?:\s+(?:to|with))?\s+(?:keep(?:ing)?\s+track\s+of|stay(?:ing)?\s+on\s+top\s+of|"
              r"keep(?:ing)?\s+on\s+top\s+of|get(?:ting)?\s+on\s+top\s+of|organi[sz](?:e|ing)|manag(?:e|ing)"
              r"|get(?:ting)?\s+(?:organi[sz]ed|sorted|my\s+(?:life|week|stuff|act)\s+(?:sorted|together|in\s+order)))"
              r"(?:\s+(?:(?:all\s+)?(?:my\s+|the\s+)?(?:stuff|things|everything|life|week|tasks|to-?dos|jobs|admin|"
              r"schedule|days?)|it\s+all|this\s+week|please|pls))*")

ACT_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("greet", re.compile(
        # "well hello there", "oh hi": an interjection in front of the greeting
        rf"^(?:(?:well|oh|ah|why|and)\s+)?(?:(?:hi+|hello+|hey+|heya|hiya+|howdy|yo|ayy+|ayo|sup|hallo|greetings|hey\s+hey|hi\s+hi|gm|g'?day|mornin'?|gmorning)(?:\s+(?:hi|hello|hey))?{_BOT}"
        # "howdy from I-80", "hello from sunny spain": where the greeting comes from (no request after it)
        r"(?:\s+from\s+(?!.*\b(?:add|remind|move|delete|remove|mark|put|change|cancel|set|rename|show|list|tick|"
        r"complete|done)\b)(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})?"
        rf"|good\s+(?:morning|afternoon|evening|day){_BOT}(?:\s+(?:just\s+)?(?:back|home|up|in)\s+from\s+\w+(?:\s+\w+)?)?"
        rf"|guten\s+(?:morgen|tag|abend)|hola|bonjour|buongiorno|buenos\s+d[ií]as|ciao|ol[aá]|salut|namaste|"
        rf"what'?s\s+up|wassup|how\s+are\s+(?:you|u)(?:\s+doing)?(?:\s+today)?"
        rf"|how'?s\s+it\s+going|how\s+do\s+you\s+do|morning|evening|(?:yo\s+)?what'?s\s+good|whats\s+good"
        # Nigerian: "how far" (how's it going), "how you dey", "how body"
        rf"|how\s+far(?:\s+(?:now|o|na|boss|bro|sis|my\s+guy))?{_BOT}|how\s+(?:you\s+)?dey|how\s+body|wetin\s+dey"
        # South African: "howzit" (how is it), "heita", "sawubona"
        rf"|howzit(?:\s+going)?{_BOT}|heita{_BOT}|sawubona{_BOT}"
        # Irish "howya" / "howaya" (how are you), "how're ya", "how r u", "hows things"
        rf"|(?:howy?a|howaya|howareya|how'?re\s+(?:ya|ye|you|u)|how\s+(?:are|r)\s+(?:ya|ye|yez|u)|how'?s\s+things"
        rf"|how'?s\s+(?:you|u)|how\s+(?:is|are)\s+things)(?:\s+(?:doing|doin'?|keeping|keepin'?|getting\s+on|now|today))?{_BOT}"
        # Scots "howfa" / "hoo's it gaun" / Doric "fit like", Yorkshire "ey up", AU "how ya going", "how's tricks"
        rf"|(?:howfa|h(?:oo|ow)'?s\s+it\s+(?:gaun|goin'?)|fit\s+like|whit\s+like|(?:ey|eh)\s+up|how'?s\s+tricks"
        rf"|how\s+(?:ya|ye|yez|youse)\s+(?:going|goin'?|doing|doin'?)|wagwan|wah\s+gwaan){_BOT}"
        # Northern Irish "bout ye" (how are you), Irish "what's the craic"
        rf"|(?:what\s+)?(?:a)?bout\s+(?:ye|yis|yous|you)(?:\s+(?:now|the\s+day))?{_BOT}|what'?s\s+the\s+craic{_BOT}"
        # Māori "kia ora", Hawaiian "aloha", Welsh "shwmae" / "sut mae", Irish "dia dhuit", "salaam", "shalom", "jambo"
        rf"|kia\s+ora(?:\s+koutou|\s+koe)?{_BOT}|aloha{_BOT}|shwmae{_BOT}|sut\s+mae{_BOT}|dia\s+dhuit{_BOT}"
        rf"|(?:as-?\s*)?salaam?(?:\s+alaikum)?{_BOT}|assalamu?\s+alaikum{_BOT}|shalom{_BOT}|jambo{_BOT}|habari{_BOT}"
        # Kenyan Swahili / Sheng: "niaje" (how's it), "sasa" (hi, said alone), "mambo (vipi)" (how are things)
        rf"|niaje{_BOT}|sasa{_BOT}|mambo(?:\s+vipi)?{_BOT}"
        rf")(?:\s+{_HOPE})?$|^{_HOPE}$", X)),
    ("thanks", re.compile(
        r"^(?:np|no\s+(?:problem|worries)|lovely\s+jubbly|nice\s+one\s+cheers)$|"
        # "right thank you very much goodbye", "ok not bad. cheers": thanks after a word or two of acknowledgement
        # ("tidy, ta" (Welsh: great), "sorted, cheers", "mint, thanks": the word of approval only before the thanks)
        r"^(?:(?:ok(?:ay)?|right|alright|great|awesome|perfect|cool|nice|brilliant|excellent|super|wonderful|amazing|"
        r"lovely|not\s+bad|tidy|grand|sound|sorted|mint|class|ace|magic|smashing|fab|brill|sweet(?:\s+as)?|good|fine)\s*)*"
        # "nothing, just saying thanks" (no request, only thanks); NZ "chur" (thanks)
        r"(?:(?:(?:lol|haha+|no|nah|nope|nothing|all\s+good)\s+)*(?:(?:i\s+was|i'?m|im|was)\s+)?"
        r"just\s+(?:saying|wanted\s+to\s+say)\s+)?"
        r"(?:(?:thanks|thank\s+(?:you|u)|thx|thnx|thanx|tnx|thnks|tks|tx|ty|tysm|cheers|ta|chur|many\s+thanks|much\s+appreciated|gracias|"
        r"merci(?:\s+beaucoup)?|danke(?:\s+sch[oö]n)?|grazie|obrigad[oa]|dank\s+je|arigato|"
        # Swahili "asante (sana)", Arabic "shukran", Hindi "dhanyavaad"
        r"asante(?:\s+sana)?|shukran|dhanyavaa?d|"
        # Tagalog "salamat (po)", "maraming salamat" (many thanks)
        r"(?:maraming\s+)?salamat(?:\s+po)?|"
        # Twi "medaase", Igbo "daalụ", Hausa "nagode", Yoruba "e se o"
        r"medaase|me\s+da\s+wo\s+ase|daal[uụ]|nagode|e\s*s[eẹ]\s+(?:gan|o)|"
        # Welsh "diolch (yn fawr)", Irish "go raibh maith agat", Gaelic "tapadh leat", Māori "ngā mihi",
        # Urdu "shukriya", Zulu "ngiyabonga", Afrikaans "dankie", Hawaiian "mahalo", Nordic "takk" / "tack"
        r"diolch(?:\s+yn\s+fawr)?|go\s+raibh\s+maith\s+agat|tapadh\s+leat|ng[aā]\s+mihi|shukriya|ngiyabonga|dankie|"
        r"mahalo|takk|tack|tashakk?or|tashakur|mamnoon|"
        r"appreciate\s+it|much\s+obliged)(?:\s+(?:so|very)\s+much|\s+a\s+(?:lot|bunch|ton|tonne|million|mil|mill|heap)|\s+again|\s+todobot|\s+mate|\s+buddy|\s+(?:man|dude|bro|bruh|fam|my\s+man)|\s+(?:loads|heaps|muchly|kindly|a\s+mil)|"
        rf"{_THANKS_FOR}|"
        r"\s+(?:(?:very|so|really)\s+)?(?:kind|helpful|sweet|lovely)(?:\s+of\s+(?:you|u))?|\s+you'?re\s+(?:a\s+)?(?:star|"
        r"legend|gem|the\s+best|amazing)"
        # "thank you that is better", "thanks, that's perfect": thanks, then how it is now
        r"|\s+(?:that'?s|thats|that\s+is|it'?s|its|it\s+is)\s+(?:(?:much|so|a\s+lot|way|loads|heaps|all)\s+)?(?:better|great|"
        r"perfect|grand|lovely|brilliant|brill|fine|good|right|sorted|ace|spot\s+on|fixed|correct|awesome|amazing)(?:\s+now)?"
        r")*)"
        # "thank you so much, you're a lifesaver": thanks, then praise
        rf"(?:\s+(?:{_PRAISE}))?$"
        r"|^(?:great|awesome|perfect|cool|nice|brilliant|excellent|super|wonderful|amazing|lovely|sweet(?:\s+as)?|lol|haha+|"
        r"not\s+bad|choice|ka\s+pai|"
        r"nice\s+one|good\s+job|well\s+done|love\s+it|legend|star|hero|life\s*saver|ace|champion|champ)"
        r"(?:\s+(?:thanks|thank\s+(?:you|u)|thx|ty|cheers|ta|mate))?$"
        r"|^(?:thanks|thank\s+(?:you|u)|thx|ty|cheers|ta)\s+(?:legend|star|hero|champ|pal|love|hun|friend|"
        # "ta duck", "cheers me duck" (East Midlands), "ta chuck" (Lancashire), "thanks petal", "cheers flower"
        r"(?:me\s+)?duck|duckie|chuck|petal|flower|sunshine|our\s+kid|cock|cocker|treacle|m8)$"
        # "lol ok ur actually useful", "oh wow you're a lifesaver": laughter or surprise, then the praise
        rf"|^(?:(?:{_LAUGH}|ok(?:ay)?|oh|wow|well)\s+)*(?:{_PRAISE})(?:\s+{_LAUGH})*$|^{_LAUGH}(?:\s+{_LAUGH})*$", X)),
    ("bye", re.compile(
        # "right thank you very much goodbye", "many thanks, that is all for now": thanks on the way out
        # "sharp, later", "sharp sharp" (South African: all good, bye)
        # "aight im out, peace" (US: alright, I'm leaving)
        r"^(?:(?:ok(?:ay)?|right|alright|aight|ight|aite|grand|great|cool|lovely|perfect|brilliant|sound|sharp)\s+)?(?:(?:(?:many\s+)?thanks|thank\s+(?:you|u)|thx|ty|cheers|ta|"
        r"asante(?:\s+sana)?|shukran|dhanyavaa?d)"
        rf"(?:\s+(?:so|very)\s+much|\s+a\s+lot|\s+mate)?(?:{_THANKS_FOR})?\s+(?:and\s+)?)?"
        r"(?:bye+(?:\s+bye+)?|sharp\s+sharp|goodbye|good\s+bye|see\s+(?:ya|you)(?:\s+later|\s+soon|\s+tomorrow)?|cya(?:\s+later)?|"
        r"later|laters|ttyl|good\s+night|goodnight|"
        # "catch ya", "take care", "peace out": a casual farewell
        r"catch\s+(?:ya|you|u|yer)(?:\s+(?:later|soon|tmrw|tomorrow|around))?|take\s+care|peace(?:\s+out)?|adios|"
        # "ta ra" (northern English), "cheerio", "toodle-oo", Welsh "hwyl (fawr)", Māori "ka kite", "haere rā"
        r"ta\s*ra(?:\s+(?:then|love|a\s+bit))?|tarra|cheerio|toodle\s*oo|toodles|hwyl(?:\s+fawr)?|ka\s+kite(?:\s+an[oō])?|"
        r"haere\s+r[aā]|hamba\s+kahle|sala\s+kahle|night(?:\s+night)?|nite(?:\s+nite)?|nighty\s+night|gn|farewell|gtg|g2g|"
        r"(?:i\s+)?(?:gotta|got\s+to|have\s+to|need\s+to|must)\s+(?:run|dash|go|bounce|head\s+off|fly)|"
        # "gotta go, baby's up. laters": leaving, why, and a farewell
        r"(?:ok(?:ay)?\s+)?(?:i\s+)?(?:gotta|got\s+to|have\s+to|must)\s+(?:run|dash|go|fly)(?:\s+[\w']+){1,5}\s+(?:laters|later|"
        r"bye|cya|ttyl|see\s+ya|see\s+you|night|x+)|"
        # "ok off to a meeting. ttyl", "heading into the school run now, laters": where to, then a farewell
        r"(?:i'?m\s+|im\s+)?(?:off|heading|going|popping\s+out)\s+(?:to|into|out\s+to|for)\s+(?:a|an|the|my|our)\s+"
        r"[\w']+(?:\s+[\w']+)?(?:\s+now)?[\s.,!]+(?:ttyl|laters|later|bye|cya|see\s+ya|see\s+you|"
        r"(?:talk|speak|catch\s+(?:you|ya|u))\s+(?:later|soon))|"
        # "i'll sign off now", "gonna log off", "time to call it a night": the user leaving, said ahead
        r"(?:i'?m\s+|im\s+|i'?ll\s+|ill\s+|i\s+will\s+|(?:i\s+am\s+|i'?m\s+|im\s+)?(?:gonna|going\s+to)\s+|"
        r"(?:think\s+)?(?:it'?s\s+)?time\s+(?:for\s+me\s+)?to\s+)?(?:off\s+to\s+bed|head(?:ing)?\s+off|sign(?:ing)?\s+off|"
        r"log(?:ging)?\s+(?:off|out)|call\s+it\s+a\s+(?:day|night))|"
        r"have\s+a\s+(?:good|great|nice|lovely)\s+(?:one|day|night|evening|weekend)|"
        r"(?:i'?m|im|i\s+am|we'?re|that'?s\s+me)\s+done\s+for\s+(?:today|now|the\s+(?:day|night|evening)|tonight)|"
        # "thats me for tonight": the speaker is through for now
        r"(?:back|be\s+back)\s+(?:soon|later|in\s+a\s+(?:bit|sec|min|while))|brb|be\s+right\s+back|"
        r"that'?s\s+me(?:\s+(?:off|out|done|sorted|all\s+sorted))?(?:\s+for\s+(?:today|now|tonight|the\s+(?:day|night|evening)))?|(?:talk|speak|catch\s+(?:up|you))\s+(?:later|soon|tmrw|tomorrow)|(?:talk|speak|catch)\s+(?:to\s+)?(?:you|u)\s+(?:later|soon)|i'?m\s+off|(?:i'?m|im)\s+out(?:ta\s+here|\s+of\s+here)?|gotta\s+go|(?:that'?s|that\s+is)\s+(?:all|everything)"
        r"(?:\s+for\s+now)?)(?:\s+(?:for\s+now|for\s+today|now|then|thanks|thank\s+you|todobot|everyone|cya|bye+|see\s+ya|"
        r"good\s*bye|good\s*night|take\s+care|"
        # "thats me for now, merci / tashakor. bye!": thanks in another language on the way out (Dari/Persian
        # "tashakor", "mamnoon", "merci")
        r"ttyl|later|cheers|ta|thx|ty|x+|merci(?:\s+beaucoup)?|tashakk?or|tashakur|mamnoon|gracias|danke|grazie|shukran|"
        r"shukriya|asante(?:\s+sana)?|dhanyavaa?d|salamat|diolch|mahalo|obrigad[oa]|arigato))*$", X)),
    ("cancel", re.compile(
        # "ag never mind" (South African), "arre forget it" (Indian), "och leave it" (Scots): a sound said first
        r"^(?:(?:just|oh|ah|actually|ok|okay|no|nah|eh|meh|ugh|hmm+|um+|uh+|stop|wait|ag|ach|och|aw+|arre|arey|argh+)"
        r"[\s,]+)*(?:cancel(?:\s+that|\s+it|\s+this)?|(?:never\s*mind|nvm|nm)(?:\s+(?:that|it|this))?|forget\s+(?:it|that|about\s+it)"
        r"|stop(?:\s+it)?|abort|quit|(?:scratch|scrap|ditch|forget|drop)\s+(?:that|this)(?:\s+(?:idea|one|thought))?"
        r"|ignore\s+(?:that|it|this|me|what\s+i\s+(?:just\s+)?said|my\s+last\s+message)"
        r"|(?:don'?t|dont|do\s+not|no\s+need\s+to)\s+worry(?:\s+about\s+(?:it|that|this))?"
        # Nigerian Pidgin: "leave am", "forget am" (leave it, forget it)
        # "let it be", "let it go", "let it slide": leave things as they are
        r"|let\s+it\s+(?:be|go|slide|lie|ride)|"
        r"leave\s+it|leave\s+am|forget\s+am|drop\s+it|skip(?:\s+it)?|don'?t\s+bother|no\s+need|none\s+of\s+(?:them|those|these)|"
        # "neither, thats all sorted": none of the tasks offered is meant (the question is answered, nothing done)
        r"neither(?:\s+of\s+(?:them|those|these|the\s+two))?|not\s+(?:either|any)\s+of\s+(?:them|those|these)"
        r"(?:[\s,]+(?:never\s*mind|nvm|forget\s+it))?)"
        # "cancel lah, dont need": a particle (Singlish "lah", Hindi "yaar"), or that it is not needed after all
        # "nah scrap that, dont bother", "forget it, never mind": the letting go said twice
        r"(?:\s+(?:please|pls|then|actually|lol|haha+|lmao|lah|la|yaar|sha|jare|it'?s\s+fine|its\s+fine|all\s+good|no\s+worries|"
        r"(?:don'?t|dont|do\s+not)\s+bother|never\s*mind|nvm|forget\s+(?:it|that|about\s+it)|(?:scratch|scrap)\s+that|"
        r"(?:(?:don'?t|dont|do\s+not)\s+need|no\s+need)(?:\s+(?:it|that|this|them|already|anymore|any\s+more|lah))?|"
        r"doesn'?t\s+matter|not\s+important|(?:(?:that'?s|thats|that\s+is|it'?s|its|it\s+is)\s+)?(?:all\s+|already\s+)?"
        r"(?:sorted|handled|dealt\s+with|taken\s+care\s+of)(?:\s+(?:now|already))?|"
        r"leave\s+(?:it|both|them|those|everything)(?:\s+(?:alone|be|both|all|as\s+(?:is|they\s+are)|"
        r"where\s+(?:it|they)\s+(?:is|are)))?"
        r"|keep\s+(?:it|both|them|those)(?:\s+(?:as\s+(?:is|it\s+is|they\s+are)|the\s+same|how\s+it\s+was|on\s+(?:there|"
        r"the\s+list|my\s+list)))?))*$", X)),
    ("undo", re.compile(
        rf"^(?:oops\s+|oh\s+no\s+|wait\s+)?(?:undo|revert|roll\s*back|reverse|restore)(?:\s+{_UNDO_WHAT})*"
        # "undo sorry fat fingers", "undo my bad wrong one": an apology after it
        # "undo pala, wrong one": the Tagalog "pala" (oh, it turns out) as the apology
        r"(?:\s+(?:sorry|soz|my\s+bad|oops|whoops|apologies|pala)(?:\s+(?:fat\s+fingers?|wrong\s+(?:one|task|button|thing)|"
        r"mis-?clicked|mis-?typed|typo|(?:that\s+was\s+)?(?:a\s+|my\s+)?mistake|my\s+bad|about\s+that))*)?$"
        r"|^(?:no\s+)?(?:that\s+was\s+(?:wrong|a\s+mistake|not\s+what\s+i\s+(?:meant|said|asked(?:\s+for)?))|that'?s\s+wrong"
        r"|thats\s+not\s+what\s+i\s+(?:meant|said|asked(?:\s+for)?)|that'?s\s+not\s+what\s+i\s+(?:meant|said|asked(?:\s+for)?)"
        r"|oops|wrong)\s*,?\s*"
        r"(?:(?:please\s+)?(?:undo|revert|reverse)(?:\s+(?:it|that))?)?$"
        r"|^(?:bring|put|take)\s+(?:it|that|them|that\s+one|(?:that|the)\s+task)\s+back(?:\s+please)?$"
        r"|^(?:(?:go|change\s+it)\s+back\s+)?(?:put|set|change|make)\s+(?:it|them|that|everything)\s+(?:back\s+)?(?:how|the\s+way|"
        r"like|as)\s+(?:it|they)\s+(?:was|were)(?:\s+(?:before|please|pls))*$"
        # "go back 3 steps", "go back two changes": an undo that reaches back that far
        rf"|^go\s+back(?:\s+(?:please|pls|one|{_COUNT}\s+{_CHANGE}))?$"
        r"|^undo(?:\s+undo)+$|^(?:ctrl|cmd|control|command)\s*\+?\s*z(?:\s+(?:lol|haha+|please|pls|that))*$", X)),
    ("confirm", re.compile(
        r"^(?:yes+|yeah+|yea|ya|yah|yeh|ye|yh|yas+|aye|yep|yup|y|sure|ok|okay|k|kk|okey|alright|all\s+right|confirm(?:ed)?|"
        r"ja|jawohl|si|sí|oui|da|tak|sim|"
        # "yessir", "yes maam", "aye aye", "roger that", "you bet": the yes said with a salute or a cheer
        r"yes+i+r+|yes+\s+sir+|yes+\s+ma'?a?m|aye\s+aye(?:\s+cap(?:tain|n)?)?|roger(?:\s+that)?|you\s+bet(?:cha)?|"
        # Hindi: "haan" (yes), "haan ji" / "ji haan" (yes, politely), "theek hai" (fine)
        r"haa+n|haanji|ji\s+haa+n|ji|theek\s+hai|thik\s+hai|"
        # Zulu / South African "yebo", Swahili "ndiyo" / "ndio" (yes)
        r"yebo|ndiyo|ndio|"
        # Tagalog / Cebuano "oo" (yes), "opo" (yes, politely), "sige" (go on): "oo go", "sige na"
        r"oo|opo|sige(?:\s+na)?|"
        r"correct|right|(?:ok(?:ay)?|alright|fine)\s+then|"
        # Nigerian Pidgin: "oya" (go on), "do am" (do it)
        r"oya|do\s+am|100\s+percent|(?:a\s+|one\s+)?hundred\s+percent|"
        # Indian English: "do the needful" (do what is asked), "kindly proceed"
        r"(?:(?:please|pls|kindly)\s+)?(?:do\s+the\s+needful|proceed)|"
        r"affirmative|absolutely|definitely|defo|deffo|defs|deffs|def|of\s+course|please\s+do|do\s+it|go\s+ahead|go\s+for\s+it|sounds\s+good|"
        r"yes\s+please|(?:that'?s|that\s+is)\s+right|exactly|indeed|certainly|by\s+all\s+means|very\s+well|"
        r"sure\s+thing|why\s+not|go\s+on|"
        r"(?:stick|put|pop|throw)\s+it\s+on(?:\s+(?:the|my)\s+list)?)"
        # "ye go", "yes go": the go-ahead said after the yes
        # "go ahead so" (Irish: then), "ok can" / "ok lah" (Singlish: fine, it can be done)
        # "oo sige", "sige po", "sige na": the Tagalog yes and go-ahead, "po" said in respect
        r"(?:\s+(?:so|can|can\s+can|lah|la|yaar|sige|po|na|naman|oo|opo|yes|yep|yeah|yup|ja|si|oui|ji|o|ok(?:ay)?|absolutely|definitely|certainly|sure|please|pls|go\s+ahead|go\s+for\s+it|go\s+on|go|then|"
        r"obviously|obvs|defo|deffo|defs|def|duh|lol|haha+|ofc|for\s+sure|of\s+course|totally|100(?:\s+percent)?|thx|ty|"
        r"(?:stick|put|pop|throw)\s+it\s+on(?:\s+(?:the|my)\s+list)?|do\s+it|do\s+am|"
        r"(?:(?:please|pls|kindly)\s+)?(?:do\s+the\s+needful|proceed)|do|thanks|thank\s+(?:you|u)|"
        r"now|right\s+now|asap|"
        # "yeah go on la", "go on then mate": the person spoken to, named after the yes
        r"la|lah|lad|mate|pal|love|luv|hun|pet|bro|boss|"
        # "yes grand", "yeah lovely", "yep perfect": the yes, then how good that sounds
        r"grand|lovely|perfect|great|brill|brilliant|cool|fine|cheers|nice|"
        # "yeah sound" (Irish, UK: fine), "yep sweet as" (NZ), "yes spot on"
        r"sound|sweet(?:\s+as)?|spot\s+on|bang\s+on|ace|"
        r"(?:that'?s\s+|it'?s\s+)?correct|"
        r"confirm|(?:that'?s|that\s+is)\s+right|(?:bin|trash|ditch|nuke|kill|delete|remove|complete|mark|add|clear|scrap|"
        r"do|change|rename|update|set)\s+(?:it|that|them|those|this|em|'em)(?:\s+(?:done|please|now|out|all))?|"
        # "yes get rid", "yep get rid of it", "yes ditch it": the yes, said again as the deed
        r"get\s+rid(?:\s+of\s+(?:it|that|them|those|this|em|'em))?|"
        r"sounds\s+good|"
        r"of\s+course|why\s+not|(?:to\s+)?(?:all|both)(?:\s+of\s+(?:it|them|those|these|em|'em))?|(?:the\s+)?lot|everything|(?:all|both)\s+(?:please|pls|\d+|two|three|four|five|six)"
        r"|(?:delete|remove|bin|do|mark|move)\s+(?:them|those|these|em)\s+(?:all|both)"
        r"|(?:that|this)(?:\s+one)?|the\s+one|that'?s\s+(?:it|the\s+one)|(?:it\s+)?is))*$", X)),
    ("deny", re.compile(
        r"^(?:no+|nope|nah|n|na|nahi+n?|not\s+really|negative|wait|hold\s+on|hang\s+on|"
        # Swahili "hapana", South African "aikona" (no)
        r"hapana|aikona|"
        # Tagalog "hindi" (no), "huwag" / "wag" (don't)
        r"hindi(?:\s+po)?|huwag(?:\s+na)?|wag(?:\s+na)?|"
        # "no dont delete it", "don't remove that": the change asked about, refused by name
        r"(?:don'?t|do\s+not)\s+(?:delete|remove|bin|drop|erase|cancel)\s+(?:it|that|this|them|those)(?:\s+one)?|"
        r"don'?t|do\s+not|not\s+now|not\s+yet|"
        r"(?:definitely|absolutely|certainly|of\s+course|hell|god|oh\s+god|please)\s+(?:not|no)|no\s+way|nein|non|"
        r"keep\s+it|no\s+thanks|no\s+thank\s+you|stop\s+wait|"
        r"(?:leave|keep)\s+(?:it|them|those|that|everything|all)(?:\s+(?:alone|be|where\s+(?:it\s+is|they\s+are)|"
        r"as\s+(?:it\s+is|they\s+are|is)|on\s+(?:there|the\s+list|my\s+list)))?)"
        # "nope nope", "no nah": the no said twice
        r"(?:\s+(?:no+|nope|nah|o+|wait|actually|sorry|keep\s+it|lol|haha+|lmao|"
        # "no wait we still need it": the task is still wanted
        r"(?:(?:we|i)\s+)?(?:do\s+)?(?:still\s+)?need\s+(?:it|them|that|those|this)(?:\s+(?:still|tho|though))?|"
        r"(?:don'?t|do\s+not)\s+(?:delete|remove|bin|drop|erase|cancel)\s+(?:it|that|this|them|those)(?:\s+one)?|"
        r"don'?t(?:\s+do\s+(?:that|it))?|dont|do\s+not(?:\s+do\s+(?:that|it))?|"
        r"thanks|"
        # "no thats fine", "nah all good", "no im ok": nothing is wanted
        r"(?:that'?s|thats|it'?s|its)\s+(?:fine|ok(?:ay)?|alright|all\s+good)|all\s+good|(?:i'?m|im)\s+(?:good|ok|fine)|"
        r"no\s+worries|"
        r"thank\s+you|(?:leave|keep)\s+(?:it|them|those|that)(?:\s+(?:alone|be|as\s+(?:it\s+is|they\s+are|is)))?|"
        r"not\s+that|never\s+mind|not\s+that\s+one|wrong\s+one|hold\s+on|hang\s+on|a\s+sec(?:ond)?|"
        # "hold on, no. catch yerself, keep it": the speaker's own second thoughts (Irish "catch yourself on", "cop
        # yourself on": get a grip), "what am i saying", "silly me"
        r"(?:catch|cop)\s+(?:yer|your|ya|yo|ur)\s*self(?:\s+on)?|what\s+am\s+i\s+(?:saying|on\s+about|thinking)|"
        r"silly\s+me|my\s+bad|scratch\s+that|"
        r"a\s+moment))*$", X)),
    ("help", re.compile(
        rf"^{_CONFUSED}?(?:help(?:\s+me)?(?:\s+please)?|i\s+need\s+help|can\s+you\s+help(?:\s+me)?|what\s+(?:else\s+)?can\s+(?:you|u)\s+(?:even\s+|actually\s+|really\s+|else\s+)?do"
        rf"(?:\s+for\s+me)?|what\s+{_THIS}\s+{_ABLE}|what\s+(?:can|could)\s+(?:you|u)\s+help(?:\s+me)?(?:\s+with)?"
        rf"|what\s+(?:else\s+)?(?:are|r)\s+(?:you|u)\s+(?:actually\s+|really\s+|even\s+)?(?:able\s+to\s+(?:do|help(?:\s+me)?(?:\s+with)?)|capable\s+of(?:\s+doing)?|good\s+for)|what(?:\s+exactly)?(?:\s+do(?:es)?|'?s|\s+is)?\s+{_WHAT_THING}\s+(?:do|for)(?:\s+(?:exactly|then|anyway|again|here|for\s+me|so))?|what(?:'?s|\s+is|\s+are)\s+{_THIS}\s+for|how\s+does\s+{_THIS}\s+work"
        rf"|what\s+can\s+i\s+(?:say|do|ask|type|tell)(?:\s+(?:to\s+)?(?:you|u|here|for))?|what\s+should\s+i\s+(?:type|say|do)"
        rf"|how\s+do(?:es)?\s+(?:the\s+)?(?:reminders?|tasks?|lists?|you|this|it|todobot)\s+work|commands|menu|options|"
        rf"usage|instructions|how\s+(?:(?:do|can|should)\s+i|i\s+(?:can|should|do)|to)\s+use\s+{_THIS}|who\s+are\s+you|"
        rf"{_EXPLAIN}|{_KINDS}|"
        # "can you help me keep track of stuff", "i need help getting organised": help with the list as a whole
        rf"{_HELP_WITH}|"
        rf"what\s+are\s+you|what\s+is\s+this|i'?m\s+(?:confused|lost|stuck)|show\s+me\s+(?:the\s+)?commands|"
        rf"{_HOW_TO}\s+\w+(?:\s+\w+)?\s+(?:a\s+|an\s+|my\s+|the\s+|some\s+)?(?:{LIST_NOUN}|reminders?)(?:\s+\w+){{0,3}}"
        rf"|{_HOW_TO}\s+{_BOT_VERB}\s+(?:something|anything|stuff|things?|one|it|them|an?\s+entry)(?:\s+\w+){{0,3}}"
        rf"|what\s+are\s+the\s+commands|\?\s*help"
        # "can you set reminders?", "do you do recurring tasks": a feature asked about, with nothing for it to act on
        r"|(?:can|could|do|will)\s+(?:you|u)\s+(?:also\s+|even\s+|actually\s+)?(?:set|do|make|send|handle|give|create|"
        r"add|schedule|manage|track|support|understand|remember)\s+(?:me\s+)?(?:reminders|alerts|notifications|"
        r"(?:recurring|repeating)\s+(?:tasks|reminders|things)|priorities|due\s+dates|deadlines|time\s*zones|subtasks|"
        r"(?:multiple\s+|different\s+)?lists)(?:\s+(?:too|as\s+well|at\s+all|then|"
        # "can you do reminders and stuff", "do u handle due dates and that": the feature and the like
        r"and\s+(?:stuff|things|that|all\s+that|so\s+on|the\s+like)|etc|or\s+(?:not|what|no)))*"
        # "how do i set a due date on something", "how can i give a task a priority": a feature of a task, asked how
        rf"|{_HOW_TO}\s+(?:set|add|give|put|change|attach|make|mark|use)\s+(?:(?:a|an|the|my)\s+(?:task|thing|item|entry)\s+)?"
        r"(?:a|an|the)?\s*(?:due\s+date|deadline|priority|reminder|time\s*zone|repeat|recurring\s+(?:task|reminder)|"
        r"note|description|date|time)s?(?:\s+(?:on|to|for|with|in)\s+(?:a\s+|an\s+|the\s+|my\s+)?(?:something|anything|"
        r"stuff|things?|it|them|tasks?|items?|one|entry|entries|to-?dos?))?(?:\s+(?:please|pls|then|exactly))*)$"
        # Newcomers and "I don't know how to use this", optionally after "help me (please)" or "I'm new".
        rf"|^(?:help(?:\s+me)?(?:\s+(?:please|pls|plz))?\s+|{_NEW}\s+)?(?:{_LOST})$"
        rf"|^{_NEW}\s+{_HOW_TO}\s+{_BOT_VERB}\s+(?:something|anything|stuff|things?|one|it|them|an?\s+(?:task|entry|item|reminder))"
        rf"(?:\s+\w+){{0,3}}$"
        rf"|^{_NEW}(?:\s+(?:what\s+(?:do|should|can)\s+i\s+(?:do|type|say|write)|how\s+does\s+(?:this|it)\s+work"
        rf"|where\s+do\s+i\s+start|help(?:\s+me)?|what(?:'?s|\s+is)\s+this(?:\s+(?:app|bot|thing))?))?$", X)),
)


# Filler around an act: "hmm wait, bring it back", "actually, forget it", "actually no, keep it", "no thanks".
# ("abeg leave am": the Nigerian "please"; "sige po": the Tagalog "po" of respect, said after)
_COURTESY = re.compile(r"^(?:(?:please|pls|plz|kindly|abeg|ok|okay|so|and|um+|uh+|hmm+|sorry|sry|soz|excuse\s+me|"
                       r"actually|wait|"
                       r"(?:can|could|would)\s+(?:you|u)(?:\s+(?:please|pls|just))?)\s+)+"
                       # "yes ta", "yep cheers": the British thanks after a yes
                       rf"|\s+(?:please|pls|plz|thanks|thank\s+you|thx|cheers|ta|po|(?:my\s+)?{VOCATIVE_WORDS}|"
                       # "thank you sugar", "ok sweetheart": a Southern US or old-fashioned endearment (not in
                       # VOCATIVE_WORDS, which also strips ", sugar" off a shopping list)
                       r"(?:my\s+)?(?:sugar|sweetheart|sweetie\s+pie|sweet\s*pea|doll|darlin'?|baby|babes|shug)|"
                       # "yes my dear", "ok my love": the one spoken to, called "my"
                       r"my\s+(?:friend|lord|good\s+(?:man|woman|friend|sir))|"
                       # "what can you actually do btw": an aside at the end changes nothing asked
                       r"btw|by\s+the\s+way|tbh|anyway|out\s+of\s+(?:interest|curiosity)|"
                       r"just\s+(?:curious|wondering))$", X)


# "wait no, bring it back", "oh no put it back": dismay in front of an undo (alone, "no" is a deny).
# ("aii", "eish", "aiyo", "oh dear": dismay as said in East and South Africa, India, or by the English)
_DISMAY = re.compile(r"^(?:(?:no+|nope|nah|oh+|oops|ugh+|hmm+|wait|whoa|dang|damn|crap|shoot|lol|lmao|haha+|jk|j/k|"
                     r"wtf|omg|ffs|just\s+kidding|nvm|never\s*mind|actually|argh+|sorry|ai+|aiyo+|aiya+|ay+|eish|haiya+|dear|"
                     r"oh\s+dear|oh\s+my|"
                     # "arre no undo" (Indian), "ag no" (South African), "argh hang on undo the last two"
                     r"arre|arey|ag|ach|och|aw+|gah|hang\s+on|hold\s+on|one\s+sec)\s+)+", X)
# "wait no that's not done yet, undo": the undo said last, after the reason.
_UNDO_LAST = re.compile(r"\b(?:undo|revert)(?:\s+(?:it|that|this|please|pls))?$", X)


_ACT_PATTERN = dict(ACT_PATTERNS)
_ASIDE_AFTER = re.compile(r"\s*(?:[,;:]|\s-\s|\s–\s)\s*|\s+(?=(?:maybe|because|cause|cos|since|the\s+\S+\s+was|"
                          r"i'?ll|i\s+will|we'?ll|i'?ve|i\s+already|i\s+just|i\s+(?:haven'?t|havent|didn'?t|didnt|still|"
                          r"need|want))\b)", X)
_HEAD_TAIL = re.compile(r"(?:\s+(?:actually|then|please|pls|instead|after\s+all))+$", X)


# Not following what was said ("what?", "huh", "sorry what", "come again"): not understood, surely — never a list.
_CONFUSION = re.compile(r"^(?:(?:sorry|um+|uh+|eh)\s+)*(?:what+|wut|wat|huh+|eh|come\s+again|pardon|"
                        r"say\s+(?:what|that\s+again)|what\s+do\s+(?:you|u)\s+mean|i\s+don'?t\s+(?:get\s+it|understand|follow)|i\s+dont\s+(?:get\s+it|"
                        r"understand|follow)|confused)$", X)


# "bring back the dentist", "restore the gym one", "put the milk back on my list": undo the change to one named task.
_NAME = (r"(?:the\s+|my\s+|that\s+)?(?P<words>(?!(?:it|that|them|this|those|these|everything|all)\b)[\w'&-]+"
         r"(?:\s+[\w'&-]+){0,4}?)")
_NAMED = rf"{_NAME}(?:\s+(?:one|task|thing|item))?"
_NAMED_ONE = rf"{_NAME}\s+(?:one|task|thing|item)"  # "the gym one", not "my money"
# "can i get that one back", "i wanted it back": the task just changed, pointed at
_POINTED = r"(?:it|that(?:\s+one)?|this(?:\s+one)?|them|those)"
_ON_LIST = r"(?:\s+(?:on|onto|to)\s+(?:the|my)\s+(?:list|tasks?|to\s*-?\s*do(?:\s+list)?))?"
_NOT_A_NAME = re.compile(r"\b(?:deleted|removed|ticked|completed|last|previous|earlier|one\s+i|ones|changes?|edits?"
                         r"|deletes?|deletions?|completions?|updates?|moves?|renames?|adds?|additions?|"
                         r"mistakes?|lot|whole|both|bit|other|first|second|third|next)\b", X)
_TO_OPEN = re.compile(r"\s(?:back\s+)?to\s+(?:the\s+|its\s+|my\s+)?(?:pending|open|undone|not\s+done|incomplete|"
                      r"unfinished|active|outstanding|remaining|uncompleted|to\s*-?\s*do)\b", X)
_PLEASE_FIRST = r"^(?:(?:please|pls|can\s+(?:you|u|i|we)|could\s+(?:you|u|i|we)|oh|oops|wait|no)\s+)*"
# "bring back the deposit one actually": a word of second thoughts after the name is no part of it
_THANKS_LAST = (r"(?:\s+(?:please|pls|thanks|thx|actually|then|instead|after\s+all|again|sorry|soz|oops|my\s+bad|"
                # "i want it back i pressed wrong", "bring it back, tapped the wrong one": the slip, said after
                r"(?:i\s+)?(?:pressed|clicked|tapped|hit|picked|chose|deleted|ticked)\s+(?:the\s+)?wrong(?:\s+(?:one|button|"
                r"thing|task|bit))?|(?:wrong|my)\s+(?:one|button|mistake)|fat\s+fingers?))*$")
# What an undo is said to take back: "undo deleting the dentist", "reverse the deletion of the gym one"
_UNDONE_CHANGE = r"(?:deleting|removing|the\s+(?:deletion|removal)\s+of|completing|ticking\s+off|ticking)"
_NAMED_UNDO = tuple(re.compile(f"{_PLEASE_FIRST}{form}{_THANKS_LAST}", X) for form in (
    rf"(?:bring|put|get)\s+back\s+{_NAMED}{_ON_LIST}",
    rf"(?:restore|undelete|un-delete|recover)\s+{_NAMED}{_ON_LIST}",
    rf"(?:undo|revert|reverse)\s+{_UNDONE_CHANGE}\s+{_NAMED}",
    # "undo that for hydro", "undo the change to the gym one", "undo it on the dentist": the last change to that task
    rf"(?:undo|revert|reverse)\s+(?:that|it|this|the\s+(?:last\s+)?(?:change|edit))\s+(?:(?:just|only)\s+)?(?:for|to|on|of)\s+"
    rf"{_NAMED}(?:\s+only)?",
    # "undo that, just the electricity one", "undo only the gym one", "revert it but only for the rent": of the last
    # change, only what it did to that task
    rf"(?:undo|revert|reverse)(?:\s+(?:that|it|this|the\s+(?:last\s+)?(?:change|edit)))?[\s,;.-]+(?:but\s+)?"
    # (the task named as "the/my X" or "for X": "undo that, just checked, loads of crisps" names none)
    rf"(?:just|only)\s+(?:(?:for|on|to|of)\s+|(?=(?:the|my|that)\s)){_NAMED}(?:\s+only)?",
    rf"(?:bring|put|get|have)\s+(?:{_POINTED}|{_NAMED})\s+back{_ON_LIST}",
    rf"i\s+(?:want|wanted|need|needed|'?d\s+like)\s+(?:{_POINTED}|{_NAMED_ONE})\s+back",
    # "undo the gas bill one", "revert my dentist task": the last change to the task named
    rf"(?:undo|revert|reverse)\s+(?=(?:the|my)\s+(?:[\w'&-]+\s+){{0,3}}?(?:one|task|item|bill|appointment|booking)\b"
    rf"|(?:the|my)\s+[\w'&-]+(?:\s+[\w'&-]+)?$){_NAMED}"))


def named_undo(squashed: str) -> Reading | None:
    """"bring back the dentist": an undo of the change to the task those words name (not simply the last one)."""
    found = next((m for m in (form.match(squashed) for form in _NAMED_UNDO) if m), None)
    if found is None:
        return None
    words = found.group("words")
    if words and _TO_OPEN.search(words):  # "restore the choir task to pending": a reopen, not an undo
        return None
    if not words or _NOT_A_NAME.search(words):  # "can i get that one back", "restore the last two": the last change(s)
        return act("undo", 0.9, "Undo the last change(s).", _undo_params(squashed))
    refs = parse_refs(words)
    if len(refs) == 1 and refs[0]["kind"] == "number":  # "bring back #3", "put task 3 back": that number's task
        return act("undo", 0.9, "Undo the change to one task, named by its number.", {"task_ref": refs[0]})
    return act("undo", 0.9, "Undo the change to one named task.", {"task_ref": {"kind": "title", "value": words}})


_UNDO_VERB = re.compile(r"\b(?:undo|revert|reverse|put|bring|get|restore|undelete|un-delete|recover)\b", X)


def _undo_said_after(bare: str) -> Reading | None:
    """The undo said as the last part of a message ("… undo", "… undo the gas one", "… put it back")."""
    for verb in _UNDO_VERB.finditer(bare):
        last = bare[verb.start():]
        if verb.start() == 0:
            continue
        if _ACT_PATTERN["undo"].match(last):
            return act("undo", 0.9, "A no, why, then an undo: revert the last change.", _undo_params(last))
        named = named_undo(last)
        if named is not None:
            return named
    return None


def conversation_act(squashed: str) -> Reading | None:
    """The act, as a Reading with intent "none", if the whole message is a conversation move."""
    if _CONFUSION.match(squashed):
        return Reading("unknown", {}, 0.92, "The user did not follow what was said.", explicit=False)
    bare = _COURTESY.sub("", squashed).strip()
    for name, pattern in ACT_PATTERNS:
        if pattern.match(squashed) or (bare and bare != squashed and pattern.match(bare)):
            if name == "help":
                return act("help", 0.95, "Asks what TodoBot can do.")
            params = _undo_params(squashed) if name == "undo" else {}
            return act(name, 0.95, f"A conversational '{name}' message, not a task request.", params)
    head = _HEAD_TAIL.sub("", _ASIDE_AFTER.split(bare, maxsplit=1)[0].strip())
    if head != bare:  # "actually undo the last two, the laundry was right": the act, then why
        asked_after = _undo_said_after(bare)
        if asked_after is not None and _ACT_PATTERN["deny"].match(head):
            # "NO i didnt pick them up yet, undo", "nah havent paid it, undo the gas one": the no is said of the
            # change, and the request after it runs
            return asked_after
        for name in ("undo", "cancel", "deny"):
            calm_head = _DISMAY.sub("", head).strip() if name != "deny" else head
            if _ACT_PATTERN[name].match(calm_head):
                params = _undo_params(head) if name == "undo" else {}
                return act(name, 0.9, f"A '{name}', then the reason for it.", params)
    calm = _DISMAY.sub("", bare).strip()
    undo = _ACT_PATTERN["undo"]
    last = _UNDO_LAST.search(calm)
    if calm != bare and (undo.match(calm) or last):
        # "no thats 2 things. undo that": how much is undone is said with the undo, never in the remark before it
        said = calm if undo.match(calm) or last is None else calm[last.start():]
        return act("undo", 0.9, "Dismay, then an undo: revert the last change.", _undo_params(said))
    return named_undo(bare)


_LAST_PART = re.compile(r"\s*[,;:.!?…]+\s*|\s+-\s+|\s+(?:so|pls|please)\s+(?=(?:undo|put|bring|take)\b)", X)


# "i ticked off the o'neill invoice but …", "we marked #4 done, …": a task the user says they ticked off themselves
_TICKED_BEFORE = re.compile(
    r"\b(?:i|we)\s+(?:already\s+|just\s+|accidentally\s+)?(?:ticked|checked|crossed|marked|struck)\s+(?:off\s+)?"
    r"(?P<ref>(?:the|my|that)\s+(?:[\w'&-]+\s+){0,4}?[\w'&-]+|#\s*\d+|task\s+\d+)"
    r"(?:\s+(?:off|as\s+done|done|as\s+complete(?:d)?|complete(?:d)?))?"
    r"(?:\s+(?:by\s+(?:mistake|accident)|earlier|yesterday|today|this\s+morning))?(?=\s+but\b|\s*[,;.]|$)", X)
# "the restaurant booking isnt done anymore": a task said to be open again, so "bring it back" reopens that one
_UNDONE_NOW = re.compile(r"^(?:(?:oh|ok|so|ugh|argh|well)\s+)*(?P<ref>(?:the|my)\s+(?:[\w'&-]+\s+){0,3}?[\w'&-]+)\s+"
                         r"(?:isn'?t|isnt|is\s+not|wasn'?t|aren'?t)\s+(?:actually\s+|really\s+)?(?:done|finished|complete[d]?)"
                         r"\s+(?:any\s*more|after\s+all)$"
                         # "oh wait i didnt actually finish the slab one", "we never finished the gutters": not done
                         r"|^(?:(?:oh|ok|so|ugh|argh|well|wait|hang\s+on|sorry|actually)\W+)*(?:i|we)\s+"
                         r"(?:didn'?t|didnt|did\s+not|never|haven'?t|havent)\s+(?:actually\s+|really\s+|quite\s+)?"
                         r"(?:finish(?:ed)?|complete[d]?)\s+"
                         r"(?P<ref2>(?:the|my)\s+(?:[\w'&-]+\s+){0,3}?[\w'&-]+)(?:\s+(?:yet|after\s+all))?$", X)
_UNDO_WORD = re.compile(r"\b(?:undo|revert|reverse|restore|roll\s*back|back|wrong|mistake|not\s+what)\b", X)


_JUST_ONE = re.compile(r"^(?:but\s+)?(?:just|only)\s+(?!(?:now|then|once|yet|in\s+case)\b)\S", X)


def undo_said_last(text: str, squash: Callable[[str], str]) -> Reading | None:
    """"ah crap i still need eggs, put it back", "the laundry was right. undo": the reason, then an undo."""
    parts = [p for p in _LAST_PART.split(text.strip()) if p.strip()]
    if len(parts) < 2:
        return None
    if len(parts) > 2 and _JUST_ONE.match(parts[-1]):  # "the power has a late fee. undo that, just the power one"
        named = named_undo(_DISMAY.sub("", _COURTESY.sub("", squash(f"{parts[-2]}, {parts[-1]}"))).strip())
        if named is not None:
            return named
    last = _DISMAY.sub("", _COURTESY.sub("", squash(parts[-1]))).strip()  # "… please could you restore it?"
    if _UNDO_WORD.search(last) and _ACT_PATTERN["undo"].match(last):  # a bare "oops" aside is no undo
        params = _undo_params(last)
        ticked = _TICKED_BEFORE.search(squash(" ".join(parts[:-1]))) or _UNDONE_NOW.search(squash(parts[-2]))
        refs = parse_refs(ticked.group("ref") or ticked.group("ref2")) if ticked and not params else []
        if len(refs) == 1 and refs[0]["kind"] in ("title", "number"):
            # "i ticked off the o'neill invoice but the cheque bounced. put it back": that task is open again, whatever
            # the last change was (undoing it would undo something else)
            return Reading("reopen_task", {"task_ref": refs[0]}, 0.9, "A task said to be ticked off, then put back.")
        named = [m.group("words") for p in parts[:-1] for m in _ONE_NAMED.finditer(squash(p))]
        if not params and _ONE_POINTED.search(last) and len(set(named)) == 1 and not _NOT_A_NAME.search(named[0]):
            # "i need the pest control one for the inspector. bring that one back": only that task of the last change
            return act("undo", 0.9, "A task named, then an undo of that one.",
                       {"task_ref": {"kind": "title", "value": named[0]}})
        return act("undo", 0.9, "The reason, then an undo: revert the last change.", params)
    return None


# The task the reason names ("i need the pest control one …"), and an undo said of one thing ("bring that one back")
_ONE_NAMED = re.compile(r"\b(?:the|my)\s+(?P<words>(?!(?:other|last|first|same|next)\b)[\w'&-]+(?:\s+[\w'&-]+){0,3}?)"
                        r"\s+(?:one|task)\b", X)
_ONE_POINTED = re.compile(r"\b(?:it|that\s+one|this\s+one|that\s+task)\b", X)


# Said on the way out, with no request: "ok im wrecked", "thats enough for today", "time for bed"
_WORN_OUT = (r"(?:i'?m|im|i\s+am)\s+(?:so\s+|absolutely\s+|totally\s+|completely\s+|dead\s+|pure\s+|proper\s+|well\s+|"
             r"really\s+|wrecked\s+|just\s+)?(?:wrecked|knackered|shattered|exhausted|tired|wiped(?:\s+out)?|beat|"
             r"done\s+in|fried|zonked|bushed|wrecked|spent|falling\s+asleep|half\s+asleep|going\s+to\s+(?:bed|sleep)|"
             r"heading\s+to\s+bed|off(?:\s+to\s+(?:bed|sleep))?)")
_ENOUGH = (r"(?:that'?s|thats|that\s+is|that'?ll\s+do|that\s+will\s+do|think\s+that'?s|i\s+think\s+that'?s)?\s*"
           r"(?:enough|it|all|plenty|me|us)?\s*(?:for\s+(?:today|now|tonight|this\s+(?:week|weekend)|"
           r"the\s+(?:day|night|evening|week|weekend)))"
           r"|(?:time\s+for|off\s+to|heading\s+to)\s+(?:bed|sleep)|bed\s*time|that'?ll\s+do|that\s+will\s+do"
           # "i think that's the week sorted", "that's everything done": the user's stretch wrapped up, no task
           r"|(?:(?:i\s+)?(?:think|guess|reckon)\s+)?(?:that'?s|thats|that\s+is)\s+(?:(?:the|my|this)\s+(?:week|day|"
           r"weekend|lot)|everything|all|today|us|me)\s+(?:all\s+)?(?:sorted|done|covered|planned|organi[sz]ed)")
_SIGN_OFF_REMARK = re.compile(
    rf"^(?:(?:ok(?:ay)?|right|well|anyway|grand|cool|sound|lovely|so|and|god|ugh|phew|whew)\s+)*(?:{_WORN_OUT}|{_ENOUGH})"
    r"(?:\s+(?:now|then|lol|haha+|tbh|honestly|x+))*$", X)
_ENDS_CHAT = re.compile(rf"^(?:(?:ok(?:ay)?|right|well|anyway|grand|cool|sound|lovely|so|and)\s+)*(?:{_ENOUGH})"
                        r"(?:\s+(?:now|then|lol|haha+|x+))*$", X)
_PIECES = re.compile(r"\s*[,;:.!?…]+\s*|\s+[-–]\s+", X)
# Why the speaker is leaving, said after the goodbye: "gotta go, baby's up", "must dash - train's here", "off now, kids
# are home": someone or something that is now up, here or ready (no request: no verb of the bot's, no "to …")
_WHY_LEAVING = re.compile(
    r"^(?:the\s+|my\s+|our\s+|his\s+|her\s+)?(?:\w+\s+)?\w+(?:'s|'re|\s+(?:is|are|has|have)(?:\s+just)?)\s+"
    r"(?:(?:just|now|finally|already)\s+)?(?:up|awake|home|here|back|in|ready|done|calling|crying|screaming|"
    r"waiting|starting|on|over|arrived|woken(?:\s+up)?|kicking\s+off)(?:\s+(?:now|again|lol|x+))*$", X)


def sign_off(text: str, squash: Callable[[str], str]) -> Reading | None:
    """"ok im wrecked, night", "ok thats enough for today, thanks for the help. bye": a goodbye said in several pieces,
    each a thanks, a farewell or a word on being done for now (a thanks alone in pieces is a thanks)."""
    pieces = [squash(p) for p in _PIECES.split(text.strip()) if squash(p)]
    if not pieces or len(pieces) > 5:
        return None
    kinds: list[str] = []
    for i, piece in enumerate(pieces):
        kind = _parting(piece, kinds[-1] if kinds else None)
        if kind is None and _OFF_TO.match(piece) and any(_parting(p) == "bye" for p in pieces[i + 1:]):
            kind = "remark"  # "ok ive got to get aroha up, back soon": what the user is off to do, then a farewell
        if kind is None:
            return None
        kinds.append(kind)
    if "bye" in kinds:
        return act("bye", 0.9, "A goodbye said in several pieces.")
    if len(pieces) > 1 and set(kinds) == {"thanks"}:
        return act("thanks", 0.9, "Thanks said in several pieces.")
    if len(pieces) > 1 and "thanks" in kinds:  # "cheers, i'm knackered": thanks on the way out
        return act("bye", 0.9, "Thanks, and a word on being done for now.")
    return None


def _parting(piece: str, before: str | None = None) -> str | None:
    """What one squashed piece of a goodbye is: "thanks", "bye", "remark" (a word on being done for now, or why the
    user is leaving right after a farewell), or None when it is something else. A kiss or two after it ("cheers x")
    changes nothing."""
    piece = _KISSES.sub("", piece) or piece
    found = conversation_act(piece)
    if found is not None and found.act in ("thanks", "bye"):
        return found.act
    if _ENDS_CHAT.match(piece):
        return "bye"
    if before in ("thanks", "bye") and _HEDGE.match(piece):
        return before  # "obrigado, you're a lifesaver... mostly ahah": the praise taken back a little, in jest
    if _SIGN_OFF_REMARK.match(piece) or (before == "bye" and _WHY_LEAVING.match(piece)):
        return "remark"  # "ok im wrecked, night"; "gotta go, baby's up": why the user is leaving
    return None


# What the user is off to do, said before a farewell: "ive got to get the kids up", "gotta feed the dog", "need to go
# pick up mum" (a to-do only when no farewell follows)
_OFF_TO = re.compile(r"^(?:(?:ok(?:ay)?|right|anyway|so|oh|ah|well)\s+)*(?:i'?ve\s+|ive\s+|i\s+)?"
                     r"(?:got\s+to|gotta|have\s+to|need\s+to|must)\s+(?:(?:go|run|dash)\s+(?:and\s+)?)?(?:get|feed|pick|collect|grab|put|take|make|cook|"
                     r"walk|bath|start|wake|drop|fetch)\b(?:\s+[\w']+){0,5}(?:\s+(?:now|lol|x+))*$", X)


# "…, mostly ahah", "… sometimes lol", "… kinda haha": a hedge on the thanks or praise just said, laughed off
_HEDGE = re.compile(rf"^\(?(?:mostly|mainly|sometimes|usually|kinda|kind\s+of|sort\s+of|most\s+of\s+the\s+time|"
                    rf"on\s+a\s+good\s+day|when\s+you\s+(?:get\s+it\s+right|understand\s+me|work))"
                    rf"(?:\s+{_LAUGH})*\)?$", X)
_KISSES = re.compile(r"(?:\s+x+)+$", X)
# A yes or no that is only an acknowledgement said on the way out ("ok, bye", "right, thanks"): no answer on its own
_ONLY_OK = re.compile(r"^(?:ok(?:ay)?|k|kk|alright|all\s+right|right|cool|fine|grand|lovely|great|perfect|nice)$", X)


def answer_and_parting(text: str, squash: Callable[[str], str]) -> list[tuple[str, str]]:
    """"yes thx, thats it for today, bye!", "the 2nd one thx", "nah leave it, thanks anyway", "cheers, yes go on": an
    answer said with thanks, a goodbye or a word on being done for now, before or after it. Returns the ways to
    read it as (the answer as said, "bye" when a farewell or sign-off was said, else "thanks"), the longest goodbye
    first; none when there is no such chatter around it, or nothing but chatter ("thanks", "ok, bye": no answer)."""
    spans = [p for p in _PIECES.split(text.strip()) if squash(p)]
    if len(spans) > 6:
        return []
    kinds: list[str] = []
    while spans:  # the goodbye said last: "…, thanks mate, night"
        kind = _parting(squash(spans[-1]))
        if kind is None:
            break
        kinds.append(kind)
        spans.pop()
    while spans and _parting(squash(spans[0])) == "thanks":  # "cheers, yes go on": thanks first
        kinds.append("thanks")
        spans.pop(0)
    if not spans:
        return []
    words = spans[-1].split()
    said = []
    for size in range(min(len(words) - 1, 5), 0, -1):  # "yes pls ta", "the 2nd one thx": no comma before it
        kind = _parting(squash(" ".join(words[-size:])))
        if kind is not None:
            said.append(([*spans[:-1], " ".join(words[:-size])], [*kinds, kind]))
    if kinds:
        said.append((spans, kinds))
    found = []
    for pieces, parts in said:
        head = ", ".join(s.strip() for s in pieces)
        if squash(head) and not _ONLY_OK.match(squash(head)):
            found.append((head, "thanks" if set(parts) == {"thanks"} else "bye"))
    return found


_HOW_MUCH = re.compile(rf"^(?:{_UNDO_WHAT})(?:\s+(?:{_UNDO_WHAT}))*{_THANKS_LAST}", X)


def undo_amount(squashed: str) -> dict[str, Any] | None:
    """"both of them", "all of it": how much to undo, when said on its own after the undo ("undo that, both of
    them"); None when the words say something else."""
    return _undo_params(squashed) if _HOW_MUCH.match(squashed) else None


def _undo_params(squashed: str) -> dict[str, Any]:
    """{"count": n} when the undo reaches back more than one change ("undo the last two changes")."""
    m = _UNDO_COUNT.search(squashed)
    if not m:
        return {}
    if m.group("both"):  # "undo both of those": the last two changes
        return {"count": 2}
    if m.group("all"):  # "undo all of that": everything the last message did
        return {"whole_turn": True}
    if m.group("before"):
        # "undo the one before that too": the one before an undo just made, or else the last two changes.
        return {"count": 2, "also": True} if _ALSO.search(squashed) else {"count": 2}
    word = (m.group("n") or m.group("m")).lower()
    count = _NUMBERS.get(word) or int(word)
    return {"count": count} if count > 1 else {}


# A leading greeting or thanks in front of a real request ("hi! add milk", "thanks, now show my list").
# Greetings, thanks and interjections in front of what is meant ("lol ok. goodnight", "cheers, night", "ok and now?
# anything late", "ugh.
# what's open right now", "oh right. i meant the plumber", "what?? undo that"): one or several, each ended by
# a space or punctuation ("what" only by "?"/"!", so "what can you do" keeps it).
LEADING_SOCIAL = re.compile(
    # the two-word ones first: "oh no, …" must not stop after "oh"
    # "ah go way, …", "ah here, …": surprise said the Irish way, not a to-do to go anywhere
    r"^(?:(?:(?:oh\s+(?:ok(?:ay)?|right|wait|well|no|man)|ok(?:ay)?\s+(?:cool|great|so|then)|ah+\s+(?:go\s+a?way|here)|"
    r"hi+|hello+|hey+|hiya|heya|"
    r"yo|good\s+(?:morning|afternoon|evening)|morning|thanks|thank\s+you|thx|ty|ok(?:ay)?|k|cool|great|"
    r"perfect|awesome|lol|lmao|haha+|ugh+|oh+|ah+|eh+|meh|omg|omfg|phew|"
    # "bro what do i even have on here", "uhh is the gas bill on there", "ok y'all what's due": who is addressed, or a
    # hesitation, before a question or a command
    r"(?:wait|hang\s+on|hold\s+on|one\s+sec|wait\s+a\s+sec|bro|bruh|dude|y'?all|ya'?ll|uh+|um+|erm+)"
    r"(?=[,!.?]|\s+(?:i|it|no|what|whats|what'?s|when|when'?s|where|"
    r"which|how|show|list|is|are|can|could|do|did|actually|that|add|delete|remove|mark|undo|move|change|remind|stop|"
    r"cancel)\b)|sorry|sry|soz|welp|hmm+|fine|grand|lovely|brill(?:iant)?|nice|yay|wow|cheers|my\s+bad|oops|oups|"
    # "go on then what's outstanding", "go on, show me": a nudge to get on with it (not "go on holiday")
    r"go\s+on\s+then|go\s+on(?=\s*[,!.])|"
    r"right(?:o|oh|io)?|sure|"
    # "ah sure look i'll just do it now, …", "look, i did it": Irish and British "look", a lead-in, no thing seen
    r"look(?=\s*[,!.]|\s+(?:i|i'?ll|i'?m|i'?ve|ill|im|ive|we|we'?ll|it'?s|its|mate|man)\b)|"
    r"(?:last|one\s+more|final|quick|another)\s+(?:thing|q|question)"
    r"(?:\s+(?:tonight|today|for\s+(?:today|tonight|now)|before\s+(?:bed|i\s+go)))?|btw|by\s+the\s+way|also|ngl|tbh|tbf|"
    r"honestly|lowkey|i'?m\s+afraid|i\s+am\s+afraid|sadly|unfortunately|"
    # "acha cancel it", "theek hai, …": the Hindi and Urdu "ok", "fine"
    r"acha|achha|accha|theek\s+hai|thik\s+hai|chalo|"
    # "speaking of which add …", "oh before i forget, …": what brought it to mind, before the request
    r"speaking\s+of\s+(?:which|that|it)|(?:before|b4)\s+i\s+forget|while\s+i\s+(?:remember|think\s+of\s+it)|"
    r"now\s+(?:that\s+)?i\s+think\s+(?:of|about)\s+it|that\s+reminds\s+me|"
    # "on second thought delete it", "on second thoughts, …" (UK), "come to think of it": a change of mind, then what
    r"on\s+(?:second|2nd)\s+thoughts?|second\s+thoughts|come\s+to\s+think\s+(?:of|about)\s+it|thinking\s+about\s+it|"
    r"on\s+reflection|having\s+thought\s+about\s+it|"
    # "haha never mind. ok club stuff - …": what was said before is let go, and a new request follows
    r"(?:never\s*mind|nvm|forget\s+(?:it|that))(?=\s*[.!;]))"
    # "hello dear, …", "morning love": who is greeted is part of the greeting
    rf"(?:\s+(?:{ASSISTANT_NAME}|there|dear|love|luv|mate|pet|hun|darling|pal))?[\s,!.?:–-]+|what[?!]+\s*)+(?:(?:now|so|and|also|then|next)\b[\s,?]*)*)(?=\S)",
    X,
)


# --- A reply to a pending yes/no question, read by its leading answer words -------------------------------------
# A sound said before the answer ("ach just leave it", "och aye", "aw naw"): no answer of its own
_ANSWER_LEAD = re.compile(r"^(?:(?:ach|och|aw+|awk|ah+|oh+|ooh|well|erm+|um+|uh+|hmm+|eh|er|just|see|look|"
                          r"right\s+so)\s+)+", X)
# Dialect and slang answer words, put in their standard form (said anywhere in the answer's opening words)
_ANSWER_WORDS = (
    # ("yeah right" alone is said in scorn: "righto" is made "ok", never "right")
    (re.compile(r"\btoo\s+right\b|\bdead\s+right\b|\bright\s+you\s+are\b", X), "absolutely"),
    (re.compile(r"\b(?:right\s*o+h?|righty?\s*o+h?|righto+|rightio+|righty|roight\s*o?|reet)\b", X), "ok"),
    (re.compile(r"\b(?:bang\s+on|spot\s+on|nae\s+bother|no\s+bother|nae\s+bovver|sweet\s+as|sure\s+thing)\b", X),
     "sure"),
    (re.compile(r"\b(?:och\s+)?aye(?:\s+aye)?\b", X), "yes"),
    (re.compile(r"\b(?:naw+|naa+h*|nah+|noo+|nae|nay|nope+|nup|nuh\s+uh|nuh)\b", X), "no"),
    (re.compile(r"\b(?:hang|hold)\s+fire\b|\bnot\s+on\s+your\s+(?:life|nelly)\b|\bno\s+chance\b|\bno\s+ta\b", X),
     "no"),
    # "leave it the now" (Scots: for now), "leave it for now", "leave it be for now"
    (re.compile(r"\b(the\s+now|for\s+now|for\s+the\s+moment|for\s+the\s+time\s+being)\b", X), ""),
)
# Canonical answer words a slip of one letter (or two in a long word) still names: "yeha", "defintely", "cancle"
_FUZZY_ANSWERS = ("yeah", "definitely", "absolutely", "certainly", "cancel", "confirm", "nevermind")
# Words a slip would hit that mean something else, never read as an answer
_REAL_WORDS = frozenset(("year", "yeast", "rights", "righty", "cancer", "conform", "definite", "absolute", "certain"))
# A no (or a wait) said anywhere after a yes: the yes is not meant plainly — never read as a yes
_NO_AFTER = re.compile(r"\b(?:no|nah|naw|nope|not|don'?t|dont|wait|hang\s+on|hold\s+on|keep|leave|cancel|stop|never|"
                       r"actually|but|instead)\b", X)


def _slip(word: str) -> str:
    """The answer word a typo of one letter (two in a long word) names, else the word as typed."""
    from rapidfuzz.distance import OSA

    if len(word) < 4 or word in _REAL_WORDS:
        return word
    for known in _FUZZY_ANSWERS:
        if abs(len(known) - len(word)) <= 2 and OSA.distance(word, known) <= (1 if len(known) < 8 else 2):
            return known
    return word


def normal_answer(squashed: str) -> str:
    """A reply's opening words in the standard form the yes/no patterns know ("naw" → "no", "too right" → "right",
    "yeha" → "yeah"), with the sounds before it dropped ("ach", "och")."""
    text = _ANSWER_LEAD.sub("", squashed).strip()
    for pattern, said in _ANSWER_WORDS:
        text = pattern.sub(said, text)
    return " ".join(_slip(w) for w in text.split())


def leading_answer(text: str, squash: Callable[[str], str]) -> tuple[str, str] | None:
    """With a yes/no question open, a reply read by its leading answer words: "naw hang on, keep it, skipper'll want
    it done" is a no (the reason after it changes nothing), "yeah righto" a yes, "ach just leave it the now" a cancel.
    Returns (the act, what was said after the answer) — the caller checks that the rest is no request of its own —
    or None when no answer leads. A yes with a no or a wait after it is no yes."""
    text = text.strip()
    cuts = [0, *(i for m in _PIECES.finditer(text) for i in (m.start(), m.end())), len(text)]
    spans = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts), 2) if squash(text[cuts[i]:cuts[i + 1]])]
    if not spans or len(spans) > 6:
        return None
    words = normal_answer(squash(text[spans[0][0]:spans[0][1]])).split()
    found: tuple[str, int] | None = None
    for size in range(min(len(words), 6), 0, -1):
        said = conversation_act(" ".join(words[:size]))
        if said is not None and said.act in ("confirm", "deny", "cancel"):
            found = (said.act, size)
            break
    if found is None:
        return None
    name, size = found
    left = " ".join(words[size:])
    after = 1
    # more of the same answer said in the next pieces ("naw hang on, keep it, …"): part of it, not the rest
    while not left and after < len(spans):
        more = conversation_act(normal_answer(squash(text[spans[after][0]:spans[after][1]])))
        if more is None or more.act not in ("confirm", "deny", "cancel"):
            break
        if (more.act == "confirm") != (name == "confirm"):
            return None  # "yes, no wait": a yes and a no
        after += 1
    # the rest as said (its own punctuation kept: "no no. two things: 1) … 2) …")
    tail = ", ".join(x for x in (left, text[spans[after][0]:].strip() if after < len(spans) else "") if x)
    if name == "confirm" and _NO_AFTER.search(tail):
        return None  # never turn a no into a yes
    return name, tail
