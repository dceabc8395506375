"""Kinds of question, for the offline engine: what a question asks for, told from its words.

A summary, more of what was said, who wrote the page or when, what something is, an amount; or
nothing to look up (thanks, a greeting, a question about the engine). The engine answers each its
own way.
"""

from __future__ import annotations

import re

from ..ranking import Index
from ..words import terms

# The page, asked about in Dutch: "het" or "dit" alone ("Waar gaat het over?"), else a word for a page
# ("de trein" is none).
_PAGE_NL = (r"(?:(?:dit|deze|het|de)\s+(?:pagina|artikel|tekst|stuk|verhaal|bericht|post|blog|site|website|document)"
            r"|het|dit)")
# The same questions in French, German, Spanish, Portuguese, Italian and Dutch (the languages whose
# function words are stopwords), Chinese and Japanese: "De quoi parle cet article ?", "Worum geht es?",
# "Waar gaat deze pagina over?", "这篇文章讲了什么？".
_SUMMARY_ELSEWHERE = (
    r"\bde\s+quoi\s+(?:parle|traite|s['’]agit|est-il\s+question)|\brésum(?:e|er|ez)\b|\b(?:un|le|en)\s+résumé\b|\ben\s+bref\b"
    r"|\bworum\s+geht(?:['’]s|\s+es)|\bzusammenfass\w*|\bfass\w*\s+(?:\w+\s+){0,3}zusammen\b"
    r"|\bde\s+qu[ée]\s+(?:trata|se\s+trata|habla|va)\b|\bresumen\b|\bresumir\b|\bres[uú]m[ea]l[oa]\b"
    r"|\bdo\s+que\s+(?:se\s+)?trata\b|\bsobre\s+o\s+que\s+(?:é|fala)\b|\bresumo\b|\bresuma\b"
    r"|\bdi\s+(?:cosa|che)\s+(?:parla|tratta|si\s+tratta)\b|\briassun\w*|\briassum\w*"
    rf"|\bwaar\s+(?:gaat|handelt)\s+{_PAGE_NL}\s+over\b|\bwaar\s+{_PAGE_NL}\s+over\s+(?:gaat|handelt)\b"
    rf"|\bwaarover\s+(?:gaat|handelt)\s+{_PAGE_NL}\b"
    r"|\bsamenvat\w*|\bsamengevat\b|\bvat\s+(?:\w+\s+){0,3}samen\b"
    r"|讲了什么|说了什么|讲的是什么|讲什么|说什么|主要内容|总结|概括|大意|要約|まとめ|何について|概要"
)
SUMMARY = re.compile(
    r"\b(summar\w*|tl;?dr|overview|gist|main points?|key points?|"
    r"what(?:'s| is)\s+(?:this|the)\s+(?:page|article|post|document|site)(?:\s+about)?|"
    rf"what(?:'s| is)\s+this\s+about)\b|{_SUMMARY_ELSEWHERE}"
    # The news, asked for alone: "What happened?", "What's going on?", "What's new?"; and what the greeting said stands
    # out: "What stands out?".
    r"|^\W*what(?:'s|’s|\s+is|\s+has)?\s+(?:happened|happening|going\s+on|new)(?:\s+here)?\W*$"
    r"|^\W*what\s+stands\s+out(?:\s+(?:here|on\s+(?:this|the)\s+page))?\W*$",
    re.IGNORECASE,
)
# A question about an amount ("how much", "what does it cost") wants a passage with a number in it; in
# Thai, "เท่าไหร่" (how much), "กี่" (how many: "กี่โมง", what time, is how many hours; not the "กี่" of
# "เกี่ยวกับ", about, after a vowel written first) and "นานแค่ไหน" (how long).
AMOUNT = re.compile(r"\bhow\s+(?:much|many|long|far|big)\b|\b(?:cost|price|fare|fee|charge)s?\b"
                    r"|เท่าไหร่|เท่าไร|(?<![เแโใไ])กี่|นานแค่ไหน", re.I)
# ... and one about what something costs wants a price ("How much is a car?" quoted "carries up to 48 cars"
# before "a car with its driver costs $62"): "how much" and the words for a cost, in English and the six
# languages whose function words are stopwords; in Thai, "ราคา" (price), the words for a fare, a fee or a cost,
# "กี่บาท" (how many baht) and "เท่าไร"/"เท่าไหร่" (how much) but after a measure other than money: how far,
# long, tall, wide, big, deep, heavy, fast or old, and what score; in Japanese and Chinese, いくら (how much), 料金,
# 価格, 値段, 多少钱 (how much money), 价格 (price), 费用 (cost).
PRICE_ASKED = re.compile(r"\bhow\s+much\b|\b(?:cost|costs|price|prices|priced|fares?|fees?|charges?|pay|salary|salaries"
                         r"|wages?|compensation)\b"
                         r"|\bcombien\b|\bco[uû]te\b|\bprix\b|\bkoste[nt]?\b|\bpreise?\b|\bcu[aá]nto\b|\bcuesta\b"
                         r"|\bprecios?\b|\bcusta\b|\bpre[cç]os?\b|\bcosta\b|\bprezz[oi]\b|\bkost\b|\bprijs\b"
                         r"|ราคา|ค่า(?:โดยสาร|ธรรมเนียม|ใช้จ่าย|บริการ|ตั๋ว|เข้า|ห้อง|ส่ง)|กี่บาท"
                         r"|(?<!ไกล)(?<!นาน)(?<!ยาว)(?<!สูง)(?<!กว้าง)(?<!ใหญ่)(?<!ลึก)(?<!หนัก)(?<!เร็ว)(?<!อายุ)(?<!คะแนน)"
                         r"เท่า(?:ไหร่|ไร)"
                         r"|いくら|料金|価格|値段|多少[钱錢]|[价價]格|[费費]用", re.I)
# A question for a duration: "How long does the recipe take?", "How much time do I need?", "How many minutes …?";
# not how long the page takes to read, which its byline says ("6 min read").
DURATION_ASKED = re.compile(r"^(?!.*\bread(?:ing)?\b).*?(?:\bhow\s+long\b|\bhow\s+much\s+time\b"
                            r"|\bhow\s+many\s+(?:minutes|hours|days|weeks)\b)", re.I)
# A duration: a number with a unit of time ("Prep: 20 min", "Total: 1 hr 15 min", "3 days"), or the ISO 8601
# form of JSON-LD ("PT1H15M"); a byline's "6 min read" is how long the page takes to read, not what it is about.
DURATION = re.compile(r"\b\d+(?:[.,]\d+)?\s?(?:min(?:ute)?s?|hrs?|hours?|h|sec(?:ond)?s?|days?|weeks?|months?|years?)"
                      r"\b(?!\s+read)"
                      r"|\bP(?:\d+D)?T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?\b", re.I)
# A question for how long a thing is, which a length answers ("How long is the bridge?": "1,380 metres long"), if the
# page gives one; not for how long it takes or lasts.
LENGTH_ASKED = re.compile(r"\bhow\s+long\s+(?:is|are|was|were)\b(?!.*\b(?:take|takes|took|last|lasts|lasted)\b)", re.I)
# A length: a number with a unit of length ("1,380 metres", "1,310 m", "9 km", "26.2 miles", "40 ft"); not an amount
# of money in millions ("€48m").
LENGTH = re.compile(r"(?<![$€£¥₹])(?<![$€£¥₹]\s)\b\d+(?:[.,]\d+)*\s?(?:km|kilomet(?:re|er)s?|m|met(?:re|er)s?|mi|miles?"
                    r"|ft|feet|foot|yards?|yd|cm|centimet(?:re|er)s?|mm|millimet(?:re|er)s?|inch(?:es)?|nautical\s+miles?)\b",
                    re.I)
# The words that ask for a length, which a passage giving one answers: it says how long the thing is.
LENGTH_WORDS = frozenset(terms("long length"))
# The words that ask for a duration, which a passage giving one answers: it says how long it takes.
DURATION_WORDS = frozenset(terms("long time take takes took last lasts"))
# A price: a number with a currency's sign or name before or after it ("$62", "€39", "1,200 baht", "79 euros",
# "25 zł"), or "free" ("ฟรี" in Thai, but in "ฟรีแลนซ์", freelance, and "ฟรีสไตล์", freestyle); not an engine's
# emission standard, "Euro 6" ("How much is the car?" quoted "1.5 TSI Life Euro 6 (s/s) 5dr").
_CURRENCY = (r"[$€£¥₹₩₽฿₫₱₺]|\b(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|SEK|NOK|DKK|PLN|CZK|THB|INR|CNY|Rs\.?|kr\.?|zł|Kč)"
             r"|\beuro(?!\s[1-7][a-d]?\b(?![.,]\d))"
             r"|\b(?:euros|dollars?|pounds?|cents?|pence|yen|yuan|rupees?|francs?|kron(?:a|or|e|er)|złot(?:y|ych|e)|baht"
             r"|pesos?|reais|real|dólares?|sterlina|sterline|lire)\b|บาท|元|円")
PRICED = re.compile(rf"(?:{_CURRENCY})\s?\d|\d(?:[\d.,\s]*\d)?\s?(?:{_CURRENCY})|\bfree\b|\bgratuit|\bkostenlos\b"
                    r"|\bgratis\b|\bgratuit[oa]\b|\bgratuito\b|ฟรี(?!แลนซ์|สไตล์)", re.I)
# "What time …?" asks when, as "at what time", "à quelle heure", "um wie viel Uhr", "a qué hora", "a que horas",
# "a che ora" and "hoe laat" do: the hour is no word of what is asked about ("What time does the 12:30 sailing
# arrive?" asked a timetable's row for a "time" it does not say).
_WHAT_TIME = re.compile(r"\b(?:at\s+)?what\s+time\b|\bà\s+quelle\s+heure\b|\bum\s+wie\s*viel\s+uhr\b"
                        r"|\ba\s+qu[ée]\s+hora\b|\ba\s+que\s+horas?\b|\ba\s+che\s+ora\b|\bhoe\s+laat\b", re.I)
# Questions about the page itself, not about what it discusses: "who wrote this?" is, "what does the
# author think of X?" is not; "when was this published?" is, "when was version 4.2 released?" is not.
_PAGE = r"(?:this|it|the\s+(?:page|article|post|story|piece))(?:\s+(?:page|article|post|story|piece))?"
_ASKED_WHEN = (r"^(?=.*\b(?:quand|wann|cu[aá]ndo|quando)\b)"
               r"(?=.*\b(?:cet|cette|ce|dieser|diese|dieses|este|esta|questo|questa)\s+(?:article|page|texte|billet"
               r"|artikel|seite|beitrag|text|art[ií]culo|p[aá]gina|nota|texto|artigo|mat[eé]ria|articolo|pagina|testo)\b)"
               r"(?=.*\b(?:publiée?|écrite?|mise?\s+en\s+ligne|ver[öo]ffentlicht|geschrieben|erschienen|publicó"
               r"|escribió|publicad[oa]|escrit[oa]|pubblicat[oa]|scritt[oa])(?!\w))")
AUTHOR = re.compile(r"\bwho(?:\s+has)?\s+(?:wrote|writes|written|authored)\b|\bwho(?:'s|\s+is|\s+was)\s+(?:the\s+)?"
                    r"(?:author|writer)\b|\bwritten\s+by\s+whom\b|^\W*(?:what(?:'s|\s+is)\s+the\s+)?"
                    r"(?:author|writer)(?:'s\s+name)?\W*$"
                    # A paper's: "Who are the authors?", "What are the authors' names?", "Authors?".
                    r"|\bwho\s+(?:are|were)\s+(?:the\s+|its\s+|their\s+)?(?:\w+(?:'s|’s)\s+)?(?:authors|writers)\b"
                    r"|^\W*(?:what\s+are\s+the\s+)?(?:authors|writers)(?:['’]\s+names)?\W*$"
                    # "Qui a écrit cet article ?", "Wer hat das geschrieben?", "¿Quién lo escribió?", "Quem
                    # escreveu?", "Chi l'ha scritto?", "Wie heeft dit geschreven?", "谁写的？", "誰が書いたの？".
                    r"|\bqui\s+(?:a\s+)?écrit\b|\bqui\s+est\s+l['’]auteur\b|\bwer\s+hat\b.*\bgeschrieben\b"
                    r"|\bwer\s+ist\s+der\s+(?:autor|verfasser)\b|\bqui[eé]n\s+(?:lo\s+|la\s+)?(?:escribi[oó]|ha\s+escrito)\b"
                    r"|\bqui[eé]n\s+es\s+el\s+autor\b|\bquem\s+(?:o\s+|a\s+)?escreveu\b|\bquem\s+é\s+o\s+autor\b"
                    r"|\bchi\s+(?:l['’]\s*)?ha\s+scritto\b|\bchi\s+è\s+l['’]autore\b"
                    r"|\bwie\s+heeft\b.*\bgeschreven\b|\bwie\s+schreef\b|\bdoor\s+wie\b.*\bgeschreven\b"
                    rf"|\bwie\s+is\s+de\s+(?:auteur|schrijver)\b|\bvan\s+wie\s+is\s+{_PAGE_NL}\W*$"
                    r"|谁写的|是谁写|作者是谁|誰寫的|是誰寫|作者是誰|谁是作者|誰是作者|誰が書|書いたのは(?:誰|だれ|どなた)"
                    r"|著者は|作者は|筆者は", re.I)
DATE = re.compile(rf"\b(?:when|(?:in\s+)?(?:what|which)\s+year)\s+(?:was|were|is|did)\s+{_PAGE}\s+(?:first\s+)?"
                  rf"(?:published|written|posted|updated|released|come\s+out)\b|\bpublication\s+date\b"
                  rf"|\bdate\s+of\s+publication\b|\bhow\s+old\s+is\s+{_PAGE}\W*$"
                  # "Quand cet article a-t-il été publié ?", "Wann wurde dieser Artikel veröffentlicht?",
                  # "¿Cuándo se publicó este artículo?", "Quando este artigo foi publicado?", "Quando è stato
                  # pubblicato questo articolo?", "Wanneer is dit artikel gepubliceerd?": the page named (in
                  # Dutch, as Dutch orders it), a verb of publishing; a date of publication.
                  rf"|{_ASKED_WHEN}|\bdate\s+de\s+publication\b|\bver[öo]ffentlichungsdatum\b|\berscheinungsdatum\b"
                  r"|\bfecha\s+de\s+publicaci[oó]n\b|\bdata\s+d[ei]\s+(?:publica[cç][aã]o|pubblicazione)\b"
                  rf"|\bwanneer\s+(?:is|werd|was)\s+{_PAGE_NL}\s+(?:voor\s+het\s+eerst\s+)?(?:gepubliceerd|geschreven"
                  rf"|geplaatst|verschenen|online\s+gezet|bijgewerkt)\b|\bwanneer\s+verscheen\s+{_PAGE_NL}\W*$"
                  rf"|\b(?:van\s+wanneer|hoe\s+oud)\s+is\s+{_PAGE_NL}\W*$"
                  r"|\bpublicatiedatum\b|\bdatum\s+van\s+publicatie\b|\bverschijningsdatum\b"
                  r"|いつ(?:公開|掲載|投稿)|什么时候(?:发布|发表)|何时(?:发布|发表)|发布时间|发表时间", re.I)
# A turn that asks for nothing but more of what was said ("Tell me more.", "Go on", "What else?", "Why?"):
# it has no terms of its own once these words are left out.
_MORE = frozenset(terms("go on continue keep going carry ahead else anything further next then happened really "
                        "interesting expand plus encore suite mehr weiter más sigue continúa mais più ga meer "
                        "verder vertel"))
# ... and it says so: "Why?" and "What else?" ask for more, "Who are you?" does not.
_MORE_ASKED = re.compile(r"\b(?:more|go on|continue|keep going|carry on|else|next|further|elaborate|expand|explain"
                         r"|details?|why|how so|how come|and|then|really|plus|encore|suite|mehr|weiter|más|sigue"
                         r"|continúa|mais|più|meer|verder)\b", re.I)
# A greeting, or a question about me rather than the page.
ABOUT_ME = re.compile(r"^\W*(?:hi|hello|hey|good (?:morning|afternoon|evening)|bonjour|hallo|hola|ciao|olá|hoi"
                      r"|goede(?:morgen|middag|navond|ndag))"
                      r"(?:\s+(?:there|everyone|all|again))?\W*$|\b(?:who|what) are you\b|\bwhat can you do\b"
                      r"|\bhow do you work\b|\b(?:can|could) you help(?: me)?\W*$|^\W*help\W*$"
                      r"|\bwhat (?:should|can) i ask\b"
                      # "Qui êtes-vous ?", "Wer bist du?", "¿Quién eres?", "Quem é você?", "Chi sei?", "Wie bent
                      # u?", "你是谁？"; "Wat kun je?" alone ("Wat kun je in Wenen doen?" asks about the page).
                      r"|\bqui\s+(?:es-tu|êtes-vous)|\bque\s+(?:sais-tu|savez-vous|peux-tu|pouvez-vous)\s+faire\b"
                      r"|\bwer\s+(?:bist\s+du|sind\s+sie)\b|\bwas\s+(?:kannst\s+du|können\s+sie)\b"
                      r"|\bqui[eé]n\s+eres\b|\bqu[eé]\s+puedes\s+hacer\b|\bquem\s+(?:é\s+você|és\s+tu)\b"
                      r"|\bo\s+que\s+você\s+(?:pode|sabe)\s+fazer\b|\bchi\s+sei\b|\bcosa\s+(?:sai|puoi)\s+fare\b"
                      r"|\bwie\s+(?:ben\s+(?:jij|je)|bent\s+u)\b|\bwat\s+(?:(?:kun|kan)\s+(?:jij|je)|kunt\s+u)"
                      r"(?:\s+(?:allemaal\s+)?doen)?\W*$|\bhoe\s+(?:werk\s+(?:jij|je)|werkt\s+u)\b"
                      r"|\b(?:(?:kun|kan)\s+(?:jij|je)|kunt\s+u)\s+(?:me|mij)\s+helpen\W*$"
                      # Polish and Swedish: "Kim jesteś?", "Co potrafisz?", "Vem är du?", "Vad kan du göra?".
                      r"|\bkim\s+(?:jesteś|jesteście|pan\s+jest|pani\s+jest)\b|\bco\s+(?:potrafisz|umiesz)(?:\s+robić)?\W*$"
                      r"|\bvem\s+är\s+(?:du|ni)\b|\bvad\s+kan\s+(?:du|ni)(?:\s+göra)?\W*$"
                      r"|你是谁|你能做什么|あなたは誰|何ができ", re.I)
# How a question opens, when it does not end in "?": its commonest question words in English, Spanish,
# French, Italian, Portuguese, Polish, Swedish, German and Dutch ("Quién eres", "Gdzie jest dworzec", "Vem
# är du"), and Polish's "czy", which opens a question of yes or no. "que" and "che" open wishes and cries
# too ("Que tengas un buen día", "Che bello"), so only with an accent or "qu'est-ce".
_OPENS = re.compile(
    r"^[\W\d_]*(?:what|who|whom|whose|which|where|when|why|how|qué|qui[ée]n(?:es)?|quien(?:es)?|cu[aá]l(?:es)?"
    r"|cu[aá]nd[oa]|d[oó]nde|ad[oó]nde|c[oó]mo|cu[aá]nt[oa]s?|por\s+qu[eéê]|qui|quoi|qu['’]est-ce|quel(?:le)?s?|où"
    r"|quand|comment|pourquoi|combien|lequel|laquelle|chi|cosa|cos['’]è|quale|quali|dove|quando|come|perch[ée]"
    r"|quant[oaie]|quem|qual|quais|onde|porque|kto|kim|kogo|komu|czym|co|jak(?:i|a|ie)?|któr(?:y|a|e)|gdzie|kiedy|dlaczego|czemu"
    r"|ile|czy|skąd|dokąd|vad|vem|vilk(?:en|et|a)|var|vart|varifrån|när|varför|hur|was|wer|wen|wem|welche[rs]?"
    r"|wo|woher|wohin|wann|warum|wieso|weshalb|wie|wat|welke?|waar|wanneer|waarom|hoe|hoeveel)(?!\w)", re.I)


def asks(question: str) -> bool:
    """Whether ``question`` reads as a question: it ends in a question mark, or opens with a question word
    ("Qui êtes-vous" is no greeting, for want of "?")."""
    return question.rstrip().endswith(("?", "？", "؟")) or _OPENS.match(question) is not None


# Thanks, and a nod: no question to look up ("Great?" is a question, "Great Barrier Reef" a topic).
_THANK = (r"(?:thanks?|thank you|thx|cheers|merci|danke|gracias|obrigad[oa]|grazie"
          r"|(?:heel\s+erg\s+|hartelijk\s+)?bedankt|dank\s*(?:je|jullie|u)(?:\s*wel)?|hartelijk\s+dank)"
          r"(?:\s+(?:you|so much|very much|a lot|again|beaucoup|schön))*"
          r"(?:\s+for\s+(?:that|this|the help|your help)|\s+voor\s+(?:de|je|jouw|uw)\s+hulp)?")
THANKS = re.compile(rf"^(?!.*\?)\W*(?:(?:ok(?:ay)?|oké|got it|great|cool|nice|perfect|understood|prima)"
                    rf"(?:\W+{_THANK})?|{_THANK}"
                    r"|ありがとう\w*|谢谢\w*)\W*$", re.I)


def follows_up(question: str) -> bool:
    """Whether ``question`` asks only for more of what was said: "Tell me more.", "Go on", "Why?"."""
    return not set(terms(question)) - _MORE and _MORE_ASKED.search(question) is not None


# "What is a Hermitian matrix?", "Who is Elmer van Buuren?", "Define couchette", "What does WASI mean?".
DEFINE = re.compile(r"^\W*(?:(?:what|who)(?:'s|’s|\s+(?:is|are|was|were))\s+(?:(?:an?|the)\s+)?(?P<x>[^?]{1,80}?)"
                    r"|(?:define|definition\s+of)\s+(?P<y>[^?]{1,80}?)|what\s+does\s+(?P<z>[^?]{1,80}?)\s+mean)"
                    r"\s*\?*\s*$", re.I)
# The same in French, German, Spanish, Portuguese, Italian and Dutch: "Qu'est-ce que la CNCTR ?", "Was ist
# ein Nachtzug?", "¿Qué es una litera?", "O que é o WASI?", "Cos'è una cuccetta?", "Wat is een couchette?".
# What is asked about is looked for in sentences of the question's language.
_ASKED = r"(?P<x>[^?]{1,80}?)\s*\?*\s*$"
DEFINE_IN = {
    "fr": re.compile(r"^\W*(?:qu['’]est[- ]ce\s+qu(?:e\s+|['’]\s*)|c['’]est\s+quoi\s+|qui\s+(?:est|était)\s+)"
                     r"(?:(?:le|la|les|un|une|des)\s+|l['’]\s*)?" + _ASKED, re.I),
    "de": re.compile(r"^\W*(?:was|wer)\s+(?:ist|sind|war|waren)\s+(?:(?:der|die|das|ein|eine)\s+)?" + _ASKED, re.I),
    "es": re.compile(r"^\W*(?:qu[ée]|qui[ée]n(?:es)?)\s+(?:es|son|era|fue)\s+(?:(?:el|la|los|las|un|una)\s+)?" + _ASKED,
                     re.I),
    "pt": re.compile(r"^\W*(?:o\s+)?(?:que|quem)\s+(?:é|são|era|foi)\s+(?:(?:o|a|os|as|um|uma)\s+)?" + _ASKED, re.I),
    "it": re.compile(r"^\W*(?:(?:che\s+)?cos['’]\s*è\s+|(?:che\s+)?cosa\s+(?:è|sono)\s+|chi\s+(?:è|era)\s+)"
                     r"(?:(?:il|lo|la|i|gli|le|un|una|uno)\s+|l['’]\s*|un['’]\s*)?" + _ASKED, re.I),
    "nl": re.compile(r"^\W*(?:(?:wat|wie)\s+(?:is|zijn|was|waren)|wat\s+betekent)\s+(?:(?:de|het|een|['’]t)\s+)?"
                     + _ASKED, re.I),
}


def defined(question: str) -> tuple[str, str] | None:
    """For a question that asks what something is: the language it asks in and what it asks about."""
    for language, pattern in (("en", DEFINE), *DEFINE_IN.items()):
        asked = pattern.match(question)
        if asked:
            return language, next(g for g in asked.groups() if g)
    return None


# The words for a kind of thing a question names ("the base option", "the --force flag", "the build function"),
# in English.
_KIND = re.compile(r"\b(?:options?|settings?|parameters?|params?|arguments?|flags?|switch(?:es)?|propert(?:y|ies)"
                   r"|attributes?|fields?|keys?|variables?|directives?|methods?|functions?|commands?|props?)\b", re.I)


def about_the_page(asked: list[str], implied: frozenset[str], index: Index) -> bool:
    """Whether a question asks what the page says: it asks nothing (no term), or only about its title's
    words and no sentence holds them all ("Which games are the coolest?" on "The 8 coolest VR games")."""
    wanted = set(asked)
    return not wanted or (wanted <= implied and not any(wanted <= text.keys() for text in index.texts))


def unkinded(question: str, names: frozenset[str]) -> str:
    """``question`` without its words for a kind of thing ("option", "setting", "flag", "function") when it
    holds a name the page gives (``names``: in code or as a heading): "What does the base option do?" asks about
    base, and the intro's "All options go in lumen.config.js." answered it, "option" being rarer on the page
    than the option's name. As it is otherwise: "Where do the options go?" asks about options."""
    rest = _KIND.sub(" ", question)
    return rest if rest != question and any(term in names for term in terms(rest)) else question


def looked_up(question: str) -> str:
    """What of ``question`` is looked for on the page: all of it, but the words that only say how it asks
    ("what time": when; "Was sagt die Seite über …": what the page says about). A contraction of a function word
    ("What's") is no term (words.terms)."""
    return _PAGE_SAYS.sub(" ", _WHAT_TIME.sub(" ", question))


# "What does the page say about …?" in German, Spanish, Portuguese and Italian, whose words are no stopwords as
# English's and French's are: "Was sagt die Seite über 5.25%?" looked for "sagt", "die" and "Seite" on an Arabic page,
# and found nothing.
_PAGE_SAYS = re.compile(
    r"\bwas\s+(?:sagt|steht|schreibt)\s+(?:(?:die|diese)\s+seite\s+|(?:der|dieser)\s+(?:artikel|text|beitrag)\s+"
    r"|(?:auf|in)\s+(?:der|dieser)\s+seite\s+|im\s+(?:artikel|text)\s+)?(?:über|zu[mr]?|von)"
    r"(?:\s+(?:den|die|das|dem|der))?\b"
    r"|\bqu[ée]\s+dice\s+(?:(?:la|esta)\s+página\s+|(?:el|este)\s+(?:artículo|texto)\s+)?(?:sobre|acerca\s+de)"
    r"(?:\s+(?:el|la|los|las))?\b"
    r"|\bque\s+diz\s+(?:(?:a|esta)\s+página\s+|(?:o|este)\s+(?:artigo|texto)\s+)?sobre(?:\s+(?:o|a|os|as))?\b"
    r"|\bcosa\s+dice\s+(?:(?:la|questa)\s+pagina\s+|l['’]articolo\s+|il\s+testo\s+)?"
    r"(?:su|sul|sulla|sullo|sull['’]|di)\b",
    re.I)


# The page's subject, asked about by the kind of thing it is rather than by its name: "What does this repo do?",
# "What is this project?", "What's this library for?", "What is this issue about?", "Tell me about this app".
_KINDS = (r"(?:repo|repository|project|library|lib|package|module|tool|app|application|program|software|plugin"
          r"|add-on|extension|framework|product|service|site|website|page|thread|topic|discussion|issue|ticket"
          r"|pull\s+request|PR|course|game)")
# The same in French, German, Spanish, Portuguese, Italian and Dutch: "Que fait ce projet ?", "À quoi sert cette
# bibliothèque ?", "Was macht dieses Projekt?", "¿Qué hace este proyecto?", "O que faz este projeto?", "Cosa fa questo
# progetto?", "Wat doet dit project?", "Waar gaat dit project over?" (what it is about).
_DOES_ELSEWHERE = (r"(?:que\s+fait|à\s+quoi\s+sert|c['’]est\s+quoi|qu['’]est-ce\s+que|was\s+(?:macht|tut|ist)"
                   r"|wof[üu]r\s+ist|qu[ée]\s+(?:hace|es)|para\s+qu[ée]\s+sirve|o\s+que\s+(?:faz|é)|para\s+que\s+serve"
                   r"|(?:che\s+)?cosa\s+fa|cos['’]\s*è|a\s+cosa\s+serve|wat\s+(?:doet|is)|waarvoor\s+dient"
                   r"|waar\s+gaat)")
_THIS_ELSEWHERE = (r"(?:ce|cet|cette|dieser|diese|dieses|das|este|esta|ese|esa|esse|essa|questo|questa|quest['’]\s*"
                   r"|dit|deze)")
_KINDS_ELSEWHERE = (r"(?:projet|projekt|proyecto|projeto|progetto|project|d[ée]p[ôo]t|repository|repositorio"
                    r"|repositório|biblioth[èe]que|bibliothek|biblioteca|libreria|bibliotheek|outil|werkzeug|tool|herramienta"
                    r"|ferramenta|strumento|app|application|anwendung|aplicación|aplicativo|aplicação|applicazione"
                    r"|paquet|paket|paquete|pacote|pacchetto|pakket|site|seite|webseite|website|sitio|sito"
                    r"|fil|discussion|diskussion|discusión|discussão|discussione|discussie)")
SUBJECT = re.compile(rf"^\W*(?:what(?:'s|’s|\s+is|\s+does|\s+do)\s+(?:this|the)\s+{_KINDS}"
                     r"(?:\s+(?:do|for|about|all\s+about|used\s+for))?"
                     rf"|(?:tell\s+me\s+about|describe|explain)\s+(?:this|the)\s+{_KINDS})\W*$"
                     rf"|^\W*(?:¿\s*)?{_DOES_ELSEWHERE}\s+{_THIS_ELSEWHERE}\s*{_KINDS_ELSEWHERE}"
                     r"(?:\s+(?:ici|hier|aqu[íi]|qui|over))?\W*$", re.I)
