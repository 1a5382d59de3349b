"""Out-of-scope requests: things a to-do assistant does not do (weather, music, bookings, trivia...).

Checked after the explicit task commands ("add check the weather" is a task) but before the bare-phrase
fallback, so "play some jazz" is never turned into a task. Attempts to re-instruct the assistant
("ignore previous instructions ...") are out of scope too: text is data, never instructions.
"""

from __future__ import annotations

import re

from todobot.understanding.rules.dates import has_date_cue
from todobot.understanding.rules.lexicon import TASK_VERBS

X = re.IGNORECASE

INJECTION = re.compile(
    r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)*(?:previous|prior|above|"
    r"earlier|system|your|these|those|the)?\s*(?:instructions?|rules|prompts?|guidelines|programming|restrictions)\b"
    r"|\bsystem\s+prompt\b|\byou\s+are\s+now\b|\bjailbreak|\bdeveloper\s+mode\b|\bact\s+as\s+(?:an?\s+|my\s+)?"
    r"(?!if\b)\w+|\bpretend\s+(?:to\s+be|you\s+are)\b|\b(?:as|i\s+am|i'm)\s+(?:the\s+)?(?:admin|administrator|root|"
    r"superuser)\b|\buser[\s_-]?id\b|\bother\s+users?'?s?\b|\bevery\s+user'?s?\b|\breveal\s+your\b"
    r"|\b(?:for|of|as)\s+(?:user|account)\s+#?\w+|\buser\s*#?\d+\b"
    # "show someone else's tasks", "log in as somebody else" (not "someone else ordered them": why, said of a task)
    r"|\b(?:someone|somebody)\s+else(?:'s|s)\b|\b(?:as|of)\s+(?:someone|somebody)\s+else\b"
    r"|\banother\s+(?:user|account)'?s?\b|\ball\s+users\b",
    X,
)

OUT_OF_SCOPE = re.compile(
    r"\b(?:weather|forecast|temperature|humidity)\b|\b(?:will|is|does)\s+it\s+(?:going\s+to\s+)?(?:rain|snow|be\s+"
    r"(?:sunny|cold|hot|warm))|\bhow'?s\s+the\s+(?:traffic|weather)\b|\btraffic\s+(?:like|today|now)\b"
    r"|^(?:play|stream|shuffle|turn\s+up|turn\s+down|pause|resume)\b(?!.*\b(?:list|tasks?)\b)"
    r"|^put\s+on\s+(?:some\s+|my\s+|a\s+)?(?:music|songs?|jazz|rock|playlist|podcast|radio|movie|show)\b"
    r"|\b(?:spotify|playlist|podcast|youtube|netflix)\b"
    r"|^(?:book|reserve)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+|some\s+)?(?:cheap\s+)?(?:flights?|hotels?|table|room|cab|"
    r"taxi|uber|lyft|ride|train|tickets?|car|bus|airbnb)\b"
    r"|^order\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|some\s+)?(?:pizza|food|takeout|takeaway|sushi|burgers?|coffee|uber|"
    r"groceries|delivery)\b|\b(?:instacart|doordash|ubereats|deliveroo)\b"
    r"|\btell\s+me\s+(?:a\s+|another\s+|something\s+)?(?:joke|story|fact|funny|interesting|riddle)"
    r"|^(?:a\s+|another\s+)?jokes?\b|\b(?:know|got)\s+any\s+jokes\b|^(?:sing|write|compose|read)\s+me\s+"
    r"|^(?:translate|convert|calculate|compute|define|navigate|recommend|google)\b|^search\s+(?:google|the\s+web|online)"
    r"|\bsearch\s+(?:google|the\s+web|online)\b|\bdirections\s+to\b|\bwhat'?s\s+(?:in\s+)?the\s+news\b|^news\b"
    r"|\bnews\s+(?:today|headlines)\b|\bheadlines\b|\bstock\s+price|\bexchange\s+rate|\bbitcoin\b|\b(?:bank|account|card|checking|savings)\s+balance\b"
    r"|\bwhat\s+time\s+is\s+it\b|\bwhat'?s\s+the\s+time\b|\bwhat\s+(?:day|date)\s+is\s+(?:it|today)\b"
    r"|^(?:turn|switch)\s+(?:on|off)\b|^(?:turn|switch)\s+(?:the\s+)?\w+\s+(?:on|off)$"
    # "put the kettle on", "stick the telly on": something switched on now, by whoever hears it
    r"|^(?:put|stick|pop|get)\s+(?:the\s+|a\s+)?(?:kettle|telly|tv|radio|heating|heater|fire|fan|lights?|news|footy|"
    r"football|match|cuppa|brew)\s+on(?:\s+(?:please|pls|for\s+me|then|love|mate))*$"
    r"|^set\s+(?:an?\s+|the\s+)?(?:alarm|timer)\b|\bwake\s+me\s+up\b"
    # Smart-home control ("set the thermostat to 20", "dim the living room lights").
    r"|^(?:set|turn|switch|dim|brighten|raise|lower|adjust|crank|open|close)\s+(?:up\s+|down\s+)?(?:the\s+|my\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:thermostat|heating|heater|a/?c|air\s*con(?:ditioning)?|temperature|lights?|lamps?|"
    r"volume|brightness|fan|blinds|curtains|shades)\b(?!.*\b(?:list|tasks?|todo)\b)"
    r"|^(?:call|get|order)\s+(?:me\s+)?(?:an?\s+)?(?:uber|taxi|cab|lyft|ride)\b"
    r"|^(?:send|text)\s+(?:a\s+)?(?:text|message|sms|whatsapp|email)?\s*(?:to\s+)?\w+\s+(?:saying|that\s+says|telling)\b"
    # "send the florist a whatsapp saying we're running late": who gets it, then the message and its words
    r"|^(?:send|shoot|drop)\s+(?:the\s+|my\s+|our\s+)?\w+(?:\s+\w+)?\s+(?:a\s+|an\s+)?(?:quick\s+)?(?:text|message|msg|sms|"
    r"whatsapp|email|e-mail|dm|note|line)\s+(?:saying|that\s+says|telling\s+(?:them|him|her))\b"
    # "roast me", "insult me", "hype me up": entertainment asked of the assistant ("roast the chicken" is a to-do)
    r"|^(?:(?:go\s+(?:on|ahead)|come\s+on|ok(?:ay)?|pls|please)[\s,]+)?(?:roast|insult|diss|flirt\s+with|compliment|"
    r"hype\s+me\s+up|entertain|amuse)(?:\s+me)?(?:\s+(?:please|pls|plz|lol|haha+|bro|mate|bot))*\W*$"
    # "spell bougainvillea", "how do you pronounce quinoa", "synonym for happy": words, asked of the assistant
    r"|^(?:(?:how\s+(?:do|would|should)\s+(?:you|i|u)\s+)?(?:spell|pronounce)|what\s+rhymes\s+with)\s+[\w'-]+"
    r"|\bsynonyms?\s+(?:for|of)\b|\bantonyms?\s+(?:for|of)\b"
    r"|\bmeaning\s+of\s+life\b|^are\s+you\s+(?:a|an|human|real|alive|sentient|smart|ok|single)\b"
    r"|^do\s+you\s+(?:like|love|know|have|think|dream|believe|eat)\b"
    r"|^(?:i'?m|i\s+am|i\s+feel|im)\s+(?:so\s+|very\s+|really\s+)?(?:bored|tired|sad|happy|hungry|lonely|sleepy|"
    r"angry|stressed|fine|good|great|ok)\b|^i\s+(?:love|hate|like)\s+(?:you|this|it)\b|^you(?:'re|\s+are)\s+"
    r"|^who\s+(?:is|was|won|are\s+(?!you\b)|invented|wrote|made|plays)\b"
    # "remind me what year the magna carta was signed": history, not the list
    r"|^(?:what|which)\s+(?:year|century|decade)\b(?!.*\b(?:i|my|we|our|me|us|task|list)\b)"
    r"|^how\s+(?:tall|old|far|big|long\s+is|much\s+is|much\s+does|many\s+(?!tasks|things|items|todos|more)|do\s+(?:i|you)\s+"
    r"(?:make|cook|get\s+to|fix|bake|learn|lose|become|say))\b"
    # "what's the capital of peru", "(remind me) what the capital of peru is"
    r"|^what(?:'s|\s+is|s)?\s+(?:the\s+)?(?:capital|population|meaning|definition|square\s+root|price|score|"
    r"distance|height)\b|(?<![\d.])\d{1,12}\s*(?:[-+*/x]|plus|minus|times|divided\s+by)\s*\d{1,12}\s*\??$"
    r"|(?<![\d.])\d{1,12}\s*%\s*of\b"
    # sums asked in another language: "cuanto es 15 por 3", "combien font 2 et 2", "wie viel ist 3 mal 4"
    r"|^(?:cu[aá]nto\s+(?:es|son)|combien\s+(?:font|fait)|wie\s*viel\s+ist|quanto\s+(?:[eé]|fa))\s+\d",
    X,
)
# Asking the assistant to make something up or look something up ("write a poem about my cat", "list 5 ideas
# for dinner", "check my bank balance"): a chatbot's job, not a to-do. "add write a poem" is still a task, and
# "I need to check my balance" too (the explicit add and "need to" are read first).
_QUANTITY = (r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|some|a\s+few|a\s+couple(?:\s+of)?|few|"
             r"any|more|other)")
GENERATE = re.compile(
    # "write a poem about my cat", "write me a haiku" (but "write a story for the school magazine" may be a to-do)
    r"^(?:write|compose|make|create|generate|draft|give|tell|sing|come\s+up\s+with)\s+(?P<me>me\s+|us\s+)?(?:a|an|some|"
    r"another|one)\s+(?:(?:short|funny|little|quick|cute|silly|nice|sad|long|rhyming|bedtime)\s+)*(?:poem|haiku|"
    r"limerick|song|story|joke|rap|sonnet|riddle|lyrics|fairy\s*tale|tweet|caption|slogan|pun)s?\b"
    r"(?(me)|(?=\s*$|\s+(?:about|on|abt|re)\b))"
    # "write my wedding vows, something funny", "draft the speech - make it short": the words wanted, and how they
    # should sound, asked of the assistant
    r"|^(?:write|draft|compose)\s+(?:me\s+|us\s+)?(?:my|our|a|an|the|some)\s+[^,;:-]+(?:[,;:]|\s-)\s*(?:something|"
    r"make\s+(?:it|them)|keep\s+(?:it|them))\s+(?:(?:really|quite|a\s+bit|kinda|fairly|very|more|less|nice\s+and)\s+)?"
    r"(?:funny|short|sweet|heartfelt|romantic|formal|casual|polite|professional|cute|witty|silly|emotional|simple|"
    r"light|serious|cheeky|punchy|catchy|moving|touching|personal|warm|friendly|brief|long|rhyming)\b"
    # "write a rude review of the garage", "draft a sarcastic reply to the landlord": words in a tone only asked of a
    # writer ("write a review of the garage" may be the user's own to-do)
    r"|^(?:write|draft|compose)\s+(?:me\s+|us\s+)?(?:a|an|some)\s+(?:(?:really|very|super|proper|properly|bit\s+of\s+a)\s+)?"
    r"(?:rude|sarcastic|snarky|scathing|savage|nasty|mean|funny|hilarious|witty|cheeky|passive[\s-]aggressive|glowing|"
    r"fake|brutal|sassy|petty|grovelling|groveling)\s+(?:[\w'-]+\s+)?(?:review|email|e-?mail|letter|message|reply|"
    r"response|complaint|post|tweet|comment|text|note|poem|speech)s?\b"
    rf"|^(?:list|give\s+me|suggest|brainstorm|come\s+up\s+with|think\s+of|generate|name|recommend|tell\s+me)\s+"
    rf"(?:me\s+|us\s+)?(?:{_QUANTITY}\s+)?(?:(?:good|great|fun|easy|quick|new|cool|healthy|cheap|creative|random|"
    r"dinner|lunch|breakfast|gift|date|party|business|baby|dog|cat|movie|book|holiday|weekend)\s+)*(?:ideas|"
    r"suggestions|ways|tips|reasons|recipes|names|examples|facts|options|movies|films|books|songs|games|questions|"
    r"jokes|synonyms|words|quotes|places|restaurants|destinations)\b"
    r"|^(?:check|see|show\s+me|tell\s+me|get\s+me|look\s+up|what'?s|whats|what\s+is|how\s+much\s+is)\s+(?:my|the|our)"
    r"\s+(?:(?:bank|current|account|checking|savings|card|credit\s+card|paypal)\s+)*(?:balance|credit\s+score|"
    r"portfolio|stocks?|shares|step\s+count|steps|heart\s+rate|battery(?:\s+level)?)\b"
    # "write my lit review intro, 200 words, on permafrost carbon", "give me 300 words on the tudors": text of a length
    # asked for with no day to do it by — the assistant asked to write it now ("write my 2000 word essay by friday" is
    # a to-do: it has a day)
    r"|^(?:write|draft|compose|rewrite|redo|summari[sz]e|do|give|get|knock\s+(?:up|out))\s+(?:me\s+|us\s+)?"
    r"(?!.*\b(?:by|before|due|until|till|tomorrow|tmrw|tonight|today|this\s+week|next\s+week|\w+day|weekend|"
    r"\d{1,2}(?:st|nd|rd|th)|deadline)\b)(?:[^?]*?[\s,(-])?(?:\d{2,5}|a\s+few\s+hundred|a\s+couple\s+hundred)"
    r"\s*-?\s*words?\b(?!\s+(?:a|per)\s+(?:day|week))"
    # "write a python script to parse a csv": code in a named language, made now by the assistant
    r"|^(?:write|code|make|create|generate|build|give\s+me)\s+(?:me\s+)?(?:a|an|some)\s+(?:quick\s+|simple\s+|small\s+)?"
    r"(?:python|javascript|js|typescript|java|bash|shell|powershell|sql|vba|excel|c\+\+|c#|ruby|rust|php|perl|go)\s+"
    r"(?:script|program|function|code|query|macro|formula|snippet|one-?liner|class)\b"
    r"|^(?:add|sum|total)\s+up\s+[\d.,]+|"
    # "add up todays takings: 340, 215 and 98", "total up the receipts 12.50, 8 and 3": what is summed, then the sum
    r"^(?:add|sum|total|tot)\s+up\s+(?:[\w'-]+\s+){0,4}?[\w'-]+\s*[:=-]?\s*[£$€]?[\d.,]+(?:(?:\s*(?:,|and|\+|plus|&)\s*|\s+)"
    r"[£$€]?[\d.,]+)+\W*$|^(?:add|sum|total|multiply|divide|subtract)\s+(?:together\s+|up\s+)?"
    r"(?:the\s+numbers\s+)?[\d.,]+(?:\s*(?:,|and|\+|plus|to|with|&|by|from)\s*[\d.,]+)+(?:\s+(?:together|up|for\s+me|"
    r"please|pls))*\s*\??$",
    X,
)


# Adding to another app's collection ("add dan's email to my contacts", "add this song to my playlist", "save
# bruno mars as a favourite"): the user named where it goes, and it is not the task list.
ELSEWHERE = re.compile(
    r"^(?:add|put|save|insert|include|stick)\b.*?\b(?:to|in|into|on|onto|as)\s+(?:(?:my|the|a|an|our|new)\s+)*"
    r"(?:[\w'-]+\s+){0,2}?(?:contacts?|address\s+book|phone\s*book|playlists?|favou?rites?|music|pandora|itunes|"
    r"music\s+library)\b(?!\s+(?:list|lists|to-?dos?|tasks?)\b)"
    r"|^add\s+(?:this|that|the|selected|current)\s+(?:song|track|album|channel|station|podcast)\b"
    # "open whatsapp", "launch the camera": an app on the phone, opened now
    r"|^(?:open|launch|start|close|load)\s+(?:up\s+)?(?:the\s+|my\s+)?(?:whatsapp|facebook|fb|instagram|insta|snapchat|"
    r"tiktok|twitter|gmail|(?:google\s+)?maps|camera|settings|calculator|chrome|safari|spotify|youtube|netflix|"
    r"messages|photos|gallery|(?:the\s+)?app)(?:\s+app)?(?:\s+(?:please|pls|for\s+me|now))*\W*$",
    X,
)
# "add my sister on whatsapp", "add jo to the group chat": a person added on a messaging app, not a task
# (`elsewhere` lets "add post the photos on instagram" through: a to-do's verb comes first)
_ON_APP = re.compile(
    r"^add\s+(?P<who>(?:me|him|her|them|my|our|the|\w+'s)?\s*(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:on|to|in)\s+(?:my\s+|the\s+)?"
    r"(?:whatsapp|facebook|fb|instagram|insta|ig|snapchat|snap|linkedin|discord|telegram|signal|tiktok|twitter|"
    r"skype|teams|slack|group\s*chat|family\s+chat|chat|friends?\s+list)\b", X)



# Asked of the assistant now, about something that is not the list, in a frame a task command would otherwise take:
# "change the lights to blue" (not a rename), "notify me when john emails me" (an event, not a time: no task named
# "When john emails me"), "let me know about the traffic on the m50", "search for pizza nearby", "how cold is it today".
_DEVICE = (r"(?:lights?|lighting|lamps?|bulbs?|(?:light\s+)?colou?rs?|hue|volume|brightness|thermostat|heating|"
           r"temperature|channel|station|radio|tv|telly|speakers?|music(?:\s+mode)?|ringtone|wallpaper|socket|"
           r"plug|playlist|song|track)")
_DEVICE_SETTING = re.compile(
    rf"^(?:(?:please|pls|can\s+(?:you|u)|could\s+(?:you|u)|i\s+need\s+to|i\s+want\s+to)\s+)*"
    r"(?:change|switch|set|turn|make|put|mark)\s+(?P<what>(?:the\s+|my\s+|your\s+|our\s+|all\s+(?:the\s+)?)?"
    rf"(?:[\w'-]+\s+){{0,3}}?{_DEVICE}(?:\s+(?:colou?rs?|level|settings?|mode))?"
    r"(?:\s+(?:in|of|on)\s+(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+)?)?)\s+(?:from\s+[\w'-]+\s+)?(?:to|into)\s+(?P<to>.+)$"
    r"|^(?:change|set|update)\s+my\s+(?:[\w-]+\s+)?status\s+to\b"
    rf"|^(?:please\s+)?(?:stop|quit|don'?t|keep|check\s+and)\s+repeat(?:ing)?\s+(?:this|the|that)\s+"
    r"(?:song|track|tune|album|playlist|podcast)\b", X)
_NOT_A_DEVICE = re.compile(r"\b(?:task|tasks|todo|to-do|item|one|reminder|due|date|deadline|priority|title|name)\b", X)
_WATCHED = (r"(?:news|headlines|traffic|weather|forecast|rain|snow|stocks?|shares?|markets?|(?:exchange\s+)?rates?|"
            r"prices?|scores?|results?|elections?|politics|releases?|updates?|emails?|e-mails?|mails?|messages?|texts?|tweets?|"
            r"posts?|deals?|sales?)")
_WATCH = re.compile(
    # "notify me when joshua emails me", "alert me if it rains tomorrow", "let me know when my package ships"
    r"^(?:(?:please|pls|can\s+(?:you|u)|could\s+(?:you|u))\s+)*(?:notify|alert|ping|tell|remind|warn|buzz)\s+me\s+"
    r"(?:when(?:ever)?|if|once|as\s+soon\s+as)\s+(?!(?:i\s+(?:need|have|should|must|get\s+(?:home|back|to\s+work|in)))\b)"
    r"(?:it|my\s+[\w'-]+|the\s+[\w'-]+|i|[\w'-]+)\s+(?:[\w'-]+\s+)?(?:emails?|e-mails?|texts?|messages?|calls?|rings?|"
    r"replies|answers|posts|tweets|ships|arrives?|gets\s+delivered|is\s+delivered|comes?|rains?|snows?|receive|get|"
    r"goes?\s+(?:up|down|on\s+sale)|drops?|rises?)\b(?!.*\bto\s+(?!me\b)\w)"
    rf"|^(?:(?:please|pls)\s+)?(?:let\s+me\s+know|notify\s+me|alert\s+me|send\s+me\s+(?:an?\s+)?(?:alerts?|notifications?|"
    rf"updates?)|set\s+(?:an?\s+|up\s+)?(?:notifications?|alerts?))\s+(?:about|of|on|for|regarding|re)\s+(?:the\s+|any\s+)?"
    rf"(?:(?:latest|current|new|today'?s|live|breaking|local)\s+)*(?:[\w'-]+\s+){{0,2}}?{_WATCHED}\b"
    rf"|^(?:notification|alert)s?\s+(?:regarding|about|on|for)\s+(?:the\s+|any\s+)?(?:[\w'-]+\s+){{0,3}}?"
    rf"{_WATCHED}\b", X)
_LOOKED_UP = re.compile(
    r"^(?:(?:please|pls|can\s+(?:you|u)|could\s+(?:you|u))\s+)*(?:search|look|find|check)\s+(?:for\s+|up\s+)?"
    r"(?:[\w'-]+\s+){1,4}?(?:nearby|near\s+(?:me|here|by)|around\s+here|in\s+town|online|on\s+(?:the\s+)?(?:web|google|"
    r"internet))\W*$"
    r"|^(?:show|tell|give|get)\s+me\s+(?:the\s+)?(?:weather|forecast|news|headlines|traffic|train\s+times)\b"
    r"|^how\s+(?:cold|hot|warm|chilly|windy|humid|wet|rainy|sunny)\s+(?:is|will|was)\b"
    r"|\bcontact\s+(?:details|info|number)\b|^(?:give|tell|show)\s+me\s+(?:the\s+)?(?:details|description)\s+of\s+(?:a|an)\s+"
    r"|^when\s+(?:was|did)\s+(?:this|that|the)\s+(?:song|track|album|film|movie|book)\b", X)


def about_something_else(text: str) -> bool:
    """Whether the message asks the assistant to control a device, watch for an event or news, or look something up
    now: said in the frame of a task command ("change X to Y", "remind me when …", "search for X") but not one."""
    text = text.strip()
    setting = _DEVICE_SETTING.match(text)
    if setting and setting.group("what") is not None:
        what = setting.group("what").split()
        first_word = next((w for w in what if w.lower() not in ("the", "my", "your", "our", "all")), "")
        return not (_NOT_A_DEVICE.search(setting.group("what")) or first_word.lower() in TASK_VERBS
                    or has_date_cue(setting.group("to")))
    return setting is not None or _WATCH.match(text) is not None or _LOOKED_UP.search(text) is not None

# Work asked of the assistant itself: "can you write an email to my landlord", "write a birthday message for my
# colleague pls", "could u check if my package has shipped", "sort these numbers for me". Said bare ("write a
# letter to grandma") it may be the user's own to-do, so only the asking form counts.
_ASKING = r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|just\s+)?|please\s+|pls\s+)"
_MAKE_TEXT = (r"(?:write|draft|compose|create|generate)\s+(?:me\s+|us\s+)?(?:a|an|my|the|some)\s+(?:[\w'-]+\s+){0,3}?"
              r"(?:email|e-?mail|letter|message|note|text|essay|speech|toast|cover\s+letter|bio|review|summary|"
              r"paragraph|caption|post|tweet|reply|response|poem|story|song|card\s+message)s?\b")
ASKED_OF_ASSISTANT = re.compile(
    rf"^{_ASKING}(?:{_MAKE_TEXT}|check\s+(?:if|whether|on)\b|find\s+out\b|look\s+up\b|google\b|search\s+for\b"
    # "can you call my mum", "could u text jess for me": a call made now, by the assistant (not "call it X")
    r"|(?:call|ring|phone|text|email|e-mail|message|facetime|dm)\s+(?!(?:it|that|this|them|the\s+task|me)\b)"
    r"(?:my\s+|the\s+)?\w+(?:\s+(?:for\s+me|now|please|pls|rn|right\s+now))*\W*$"
    # "can you text my wife im running late": a message passed on now, its words said straight after who gets it
    r"|(?:text|message|msg|whatsapp|tell)\s+(?:my\s+|the\s+)?\w+\s+(?:that\s+|saying\s+)?(?:i'?m|im|i\s+am|i'?ll|ill|"
    r"i\s+will|we'?re|we\s+are|i'?ve|ive|i\s+can'?t|i\s+cant|i\s+won'?t)\s"
    r"|(?:sort|order|rank)(?!\s+(?:all\s+|every\s+)?(?:of\s+)?(?:them|it|those|these|everything|(?:my|the)\s+(?:whole\s+)?"
    r"(?:list|tasks?|to-?dos?|stuff|things|jobs))\b|\s+by\b)"
    r"|calculate|compute|translate|summari[sz]e|explain|proofread|spell\s*check"
    # "can you pay my electricity bill online", "could u transfer money to jo": a payment made now, by the assistant
    r"|pay\s+(?:off\s+)?(?:my|the|our|this|that)\s+(?:[\w'-]+\s+){0,3}?(?:bill|rent|invoice|fine|tax|fees?|subscription|"
    r"card|balance)s?(?:\s+(?:online|for\s+me|now|right\s+now|today|please|pls|off))*\W*$"
    r"|(?:transfer|send|wire)\s+(?:some\s+)?(?:money|cash|funds|[£$€]\s*\d))"
    rf"|^{_MAKE_TEXT}.*\b(?:for\s+me|pls|please|plz)\W*$"
    # "pay my electricity bill for me", "book a table for me", "order the flowers for me": done now, by the assistant
    # ("buy milk for me" is left a to-do: a list is where shopping is asked for)
    # ("pay the electricity bill" is a to-do; with a day it is one too: "pay the gas bill for me friday")
    r"|^(?:pay|book|order|transfer|send|top\s+up|fill\s+(?:in|out))\s+(?!.*\b(?:remind|task|list|to-?do|"
    r"today|tonight|tomorrow|tmrw|\w+day|by|before|at\s+\d)\b).*\bfor\s+me(?:\s+(?:please|pls|plz|now|thanks|ta|mate|"
    r"cheers))*\W*$"
    # "fix my python code pls", "debug this script for me": code work asked of the assistant
    rf"|^{_ASKING}?(?:fix|debug|review|refactor|optimi[sz]e|write|explain)\s+(?:my|this|the|some)\s+(?:[\w+#-]+\s+){0,2}?"
    r"(?:code|script|program|function|query|regex|sql|formulas?|macros?|vlookup|xlookup)\b.*"
    r"\b(?:for\s+me|pls|please|plz)\W*$"
    # "help me with my maths homework: solve 3x+5=20", "can u help me with this algebra": schoolwork done now, with the
    # assistant ("add help jo with her homework" is a to-do: the explicit add is read first)
    r"|^(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?)?help\s+me\s+(?:with\s+|do\s+|to\s+(?:do|solve)\s+)"
    r"(?:my|this|the|some|these|a)\s+(?:[\w'-]+\s+){0,2}?(?:homework|hw|assignment|equations?|algebra|maths?\s+"
    r"(?:problems?|questions?|sums?)|sums|worksheet|coursework)\b(?!.*\b(?:tomorrow|tmrw|tonight|today|\w+day|at\s+\d)\b)"
    # "solve 3x+5=20", "solve for x: 2x - 4 = 10": an equation, worked out now
    r"|^(?:(?:can|could)\s+(?:you|u)\s+)?(?:solve|simplify|factori[sz]e|differentiate|integrate)\b[^=]*\d[^=]*="
    r"|^(?:sort|order|rank|count|add\s+up|multiply|solve|translate|summari[sz]e|proofread)\s+(?:these|this|the\s+following|"
    r"those)\b"
    r"|^(?:list|give\s+me|suggest|name|tell\s+me|brainstorm)\s+(?:me\s+)?(?:\d+|two|three|four|five|ten|some|a\s+few)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:things|activities|ideas|places|ways|games|recipes|books|movies|songs)\b"
    # "make a list of 10 baby names", "text sarah that im running late", "check if my amazon package has shipped",
    # "find cheap flights to lisbon": a list, a message or a look-up made now, by the assistant
    r"|^(?:make|write|create|give)\s+(?:me\s+)?a\s+list\s+of\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"twenty|some|a\s+few)\b"
    r"|^(?:text|message|msg|whatsapp|sms|dm)\s+(?!(?:back|them|him|her)\b)\w+(?:\s+\w+)?\s+(?:that|saying)\s+\S"
    # "text my boss im running late", "whatsapp the group we're 10 mins out": the words to send, said straight after who
    # gets them ("text my boss tomorrow" is a to-do)
    r"|^(?:text|message|msg|whatsapp|sms|dm)\s+(?:my\s+|the\s+|our\s+)?\w+\s+(?:that\s+)?(?:i'?m|im|i\s+am|i'?ll|ill|"
    r"i\s+will|we'?re|we\s+are|i'?ve|ive|i\s+can'?t|i\s+cant|i\s+won'?t|i\s+wont|we'?ll)\s"
    # "draft an email to the landlord about the damp", "compose a reply to sarah": words the assistant would write now
    # ("add email the landlord" and "draft the quarterly report" are to-dos)
    r"|^(?:draft|compose)\s+(?:me\s+|us\s+)?(?:a|an|some)\s+(?:(?:quick|short|polite|formal|stern|nice|angry|friendly|"
    r"follow-?up)\s+)*(?:email|e-?mail|letter|message|msg|text|note|reply|response|complaint|whatsapp)s?\s+"
    r"(?:to|for|back\s+to|asking|about|telling|saying|re)\b"
    # "best gin for a negroni?", "good pubs near leith?", "cheapest flights to faro?": a recommendation asked
    r"|^(?:the\s+|any\s+|a\s+)?(?:best|good|decent|nicest|cheapest|top|favou?rite)\s+(?!buy\b)(?:[\w'-]+\s+){1,3}?"
    r"(?:for|to|in|near|around|with|under)\s+[^?]*\?\s*$"
    r"|^check\s+(?:if|whether)\s+(?:my|the)\s+(?:[\w'-]+\s+){0,3}?(?:package|parcel|order|delivery|flight|train|bus)\b"
    r"|^find\s+(?:me\s+)?(?:cheap|cheaper|cheapest|the\s+best|the\s+cheapest|good|a\s+good|nice)\s+\w+",
    X,
)


def asked_of_assistant(text: str) -> bool:
    """Whether the message asks the assistant to do a piece of work itself (write, check, sort, suggest)."""
    return ASKED_OF_ASSISTANT.search(text) is not None


def elsewhere(text: str) -> bool:
    """Whether the message adds something to another app's collection (contacts, a playlist), not to the list."""
    if ELSEWHERE.search(text):
        return True
    on_app = _ON_APP.match(text)
    return on_app is not None and on_app.group("who").split()[0].lower() not in TASK_VERBS


def generative(text: str) -> bool:
    """Whether the message asks the assistant to make up, look up or work out something (not a to-do)."""
    return GENERATE.search(text) is not None


# Questions that are not about the task list ("where is the nearest atm") are out of scope as well.
# "do the big shop tomorrow", "do my tax return by fri": "do" before a thing and its day, with no "?", says what to
# do and asks nothing ("do my maths homework" with no day asks the assistant to do it)
QUESTION = re.compile(r"^(?:what|whats|what's|wot'?s|wats|wat's|who|where|when|why|how|is|are|will|would|can|could|"
                      r"does|did|"
                      r"do(?!\s+(?:the|my|a|an|some|our|his|her|their)\s+(?!(?:tasks?|todos?|reminders?|lists?|items?|ones?)\b)"
                      r"[^?]*\b(?:today|tonight|tomorrow|tmrw|tmr|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|\w+day"
                      r"|morning|afternoon|evening|weekend|week|month)\b[^?]*$)|"
                      r"should|which|tell\s+me)\b", X)


def out_of_scope(text: str) -> bool:
    """Whether the message asks for something TodoBot does not do."""
    return OUT_OF_SCOPE.search(text) is not None or generative(text)


def injection(text: str) -> bool:
    """Whether the message tries to re-instruct the assistant or act for someone else."""
    return INJECTION.search(text) is not None
