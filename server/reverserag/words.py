"""The words of a text: its terms for ranking, its word count, its sentences, and what a short line is.

Each Han or kana character is a word, as CJK writes no spaces; so is each letter of Thai, Lao, Myanmar
and Khmer in a word count, as they space phrases but not words, and as terms their runs give pairs of
letters. Terms leave out stopwords (English and six languages of Europe) and are lightly stemmed, so
"prices" meets "price"; Thai's, Lao's, Khmer's and Myanmar's question words are taken out of a question
before (``unasked``). A
paragraph is cut into sentences here, strictly (an initial's full stop ends none); where a cut or a
stream may stop at a sentence's end is sentences.py's rule, a looser one.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable

from .addresses import ADDRESS

# Where a sentence ends: after its closing quotes and brackets, which stay with it, before a capital
# (accented ones too: "ÖBB", "Écoutez", "Łódź"; Greek; Cyrillic), a digit, a CJK character, or a letter of
# Hebrew or Arabic, which have no capitals (Arabic's question mark "؟" ends one too).
_SENTENCE_END = re.compile(r"(?<=[.!?…。！？\u061f])[\"'”’)\]」』）]*"
                           r"(?=\s+[\"'“‘(\[「『（]?[A-Z0-9\u00c0-\u00d6\u00d8-\u00de\u0100-\u017f\u0386-\u03ab"
                           r"\u0400-\u04ff\u05d0-\u05ea\u0620-\u064a\u0671-\u06d3\u3040-\u30ff\u4e00-\u9fff])"
                           r"|(?<=[。！？])(?=[^\s」』）”’\"'。！？])"  # CJK sentences end with no space after
                           r"|(?<=[\u17d4\u17d5\u104b])(?=\s*[^\s\u17d4\u17d5\u104b])")  # Khmer's and Myanmar's
# A full stop that ends no sentence: an initial ("Bradley M. Kuhn", "the U.N. General Assembly") or a
# title ("Dr. Okafor"); before a number, a shortened month or "No." ("Feb. 23, 2015", "No. 5").
_ABBREVIATION = re.compile(r"\b(?:[A-Z]|Mr|Mrs|Ms|Dr|Prof|Sen|Rep|Gov|Gen|Lt|Col|Capt|Sgt|Rev|Hon|St|Mt"
                           r"|vs|cf|e\.g|i\.e)\.$")
_BEFORE_NUMBER = re.compile(r"\b(?:Jan|Feb|Mar|Mrt|Apr|Jun|Jul|Aug|Sept?|Oct|Okt|Nov|Dec|Nos?|pp?|Vol|Fig|Art|ch)\.$",
                            re.I)
# A question or exclamation quoted, then who said it: "“Were you expecting that?” Alden asked Haoyu …".
_QUOTED_CRY = re.compile(r"[?!][\"'”’]$")
_SPEECH_TAG = re.compile(r"^(?:[A-Z][\w'’-]*\s+){1,3}(?:asked|said|says|asks|replied|answered|added|called|cried"
                         r"|shouted|yelled|whispered|muttered|murmured|exclaimed|wondered|demanded|insisted|continued)\b")
# How a sentence ends (or introduces what follows), closing quotes and brackets allowed.
_ENDS_SENTENCE = re.compile(r"[.!?…:。！？：][\"'”’»)\]]*$")
# Han and kana: written without spaces, so each character is a term of its own (hiragana, the
# grammar of Japanese, and the commonest Chinese function characters are left out as stopwords).
CJK = "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
#: Characters of scripts written without spaces between words, and their full-width punctuation.
UNSPACED = CJK + "\u3000-\u303f\uff00-\uffef"
_UNSPACED = re.compile(f"[{UNSPACED}]")
_CJK_STOPS = frozenset("。！？")
# Thai, Lao, Myanmar and Khmer (with their extensions): alphabets written without spaces between
# words, a space ending a phrase or a sentence instead. Finding their words takes a dictionary (ICU,
# pythainlp), which this package does without, so their letters are counted, as CJK's characters are.
SEA = "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u19e0-\u19ff\ua9e0-\ua9ff\uaa60-\uaa7f"
_SEA_BLOCKS = ((0x0E00, 0x0EFF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x19E0, 0x19FF), (0xA9E0, 0xA9FF),
               (0xAA60, 0xAA7F))


def _sea(keep: Callable[[str], bool]) -> str:
    """The characters of those scripts whose Unicode category ``keep`` takes."""
    return "".join(ch for first, last in _SEA_BLOCKS for ch in map(chr, range(first, last + 1))
                   if keep(unicodedata.category(ch)))


#: What is counted of them: the characters that take a place on the line. Vowel signs and tone marks
#: written above or below a letter (Unicode's non-spacing marks) are part of the letter, and
#: punctuation ("។", "။") is no letter.
SEA_LETTERS = _sea(lambda category: category[0] in "LN" or category == "Mc")
SEA_LETTER = re.compile(f"[{SEA_LETTERS}]")
_SEA_MARKS = _sea(lambda category: category[0] == "M")
# A run of their letters with the marks on them: a phrase, its words unspaced.
_SEA_RUN = f"[{SEA_LETTERS}{_SEA_MARKS}]+"
# A letter and the marks on it ("ที่": ท with two), the unit their runs are cut into as terms.
_SEA_CLUSTER = re.compile(f"[^{_SEA_MARKS}][{_SEA_MARKS}]*")
_SEA_START = re.compile(f"[{SEA_LETTERS}{_SEA_MARKS}]")
_WORD = re.compile(rf"[{CJK}]|[^\W_{CJK}]+(?:['’][^\W_{CJK}]+)*")
# As _WORD, but a run of Thai, Lao, Myanmar or Khmer whole, marks and all: _WORD cuts it at each mark.
_TERM = re.compile(rf"[{CJK}]|{_SEA_RUN}|[^\W_{CJK}{SEA}]+(?:['’][^\W_{CJK}{SEA}]+)*")
_CJK_CHAR = re.compile(rf"[{CJK}]")
_COUNTED = re.compile(rf"[{CJK}{SEA_LETTERS}]|[^\W{CJK}{SEA}]+")
_MARKDOWN_NOISE = re.compile(rf"\]\({ADDRESS}\)|```[^\n]*|[#*_>`|\[\]!-]+")
_CJK_STOP = frozenset("的了吗呢吧啊是在有和与也都就这那个么什怎哪谁我你他她它们之其而及把被对为于请会")

STOPWORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further had
    has have having he her here hers herself him himself his how i if in into is it its itself just
    me more most my myself no nor not now of off on once only or other our ours ourselves out over
    own same she should so some such than that the their theirs them themselves then there these
    they this those through to too under until up very was we were what when where which while who
    whom why will with would you your yours yourself yourselves page tell please say says said
    also get got does many much
    explain describe elaborate mention mentions mentioned discuss discusses discussed talk talks give
    details""".split()  # what a question asks the page to do, not what it asks about
) | frozenset(
    # The commonest function words of French, German, Spanish, Portuguese, Italian and Dutch, so a
    # question asked in them is matched on what it asks about ("mais" is French's "but" and Portuguese's
    # "more"). Words that are English content words too ("son", "die", "war", "pour", "come", "dove", "mit",
    # "hat", "han", "chi", "van", "door", "met", "hem", "ben", "car", "eu") are left out; Dutch's "pagina",
    # "zegt" and "vertel" ask the page, as "page", "says" and "tell" do.
    """le la les un une des du de et est en que qui quoi dans sur au aux ce cette ces il elle ils elles
    ne pas plus ou où comment pourquoi quand quel quelle quels quelles sont avec se sa ses leur leurs
    on nous vous je tu y ont été être fait mais donc ni aussi très cet notre votre vos
    der das dem des und ist nicht ein eine einen einem zu auf für von sich im es sie ich wie was wer wo
    wann warum welche welcher welches noch nur auch aus bei nach über oder aber wenn dass sind wird
    el los las unos unas del y qué quién cómo cuándo dónde por para con es su sus al lo como más
    pero este esta estos fue ha
    o os um uma do da dos das e em no na nos nas quem quando onde é são seu sua ao foi mas não com pelo pela isso isto
    está tem ele ela eles elas já
    il lo gli di della e è che quando perché per su alla sono si
    het een dat op te voor zijn niet aan om ook maar bij uit naar wat waar wanneer waarom welk welke hoeveel
    deze dit nog ze zij hij wij jij ik mij mijn jouw uw hun onze jullie zich wordt worden werd werden heeft
    hebben heb hebt kan kunnen kun kunt zal zullen zou zouden moet moeten wil willen waren geweest zo nu
    daar hier wel geen meer veel zeer toen dus toch omdat alle alles iets niets tegen tussen onder sinds
    zonder pagina zegt vertel""".split()
) | frozenset(
    # Hebrew's and Arabic's question words and commonest function words: "מה הריבית החדשה?" ("What is the new
    # rate?") counted "מה" as a third of what it asks.
    """מה מי איזה איזו אילו למה מדוע איך כיצד מתי איפה היכן כמה האם של את על עם זה זו זאת הוא היא הם הן יש אין
    לא כי גם אם אל או
    ما ماذا من هي هو هل كم متى أين كيف لماذا أي في على إلى عن مع أن إن التي الذي هذا هذه ذلك تلك قد لا ثم أو""".split()
)
# Hebrew's one-letter prefixes (and, the, in, to, that, from, as) and Arabic's (and, so, in, to, as; the article),
# written on the word: "והשקל" is "and the shekel", "بالدولار" "in the dollar". A question word under one
# ("באיזה", in which; "وكيف", and how) asks nothing; another word is read without one where the page uses the word
# without it (ranking.Index).
HEBREW = "\u0590-\u05ff"
ARABIC = "\u0600-\u06ff"
_HEBREW_PREFIX = re.compile("[ובלכשמה]{1,3}")
_ARABIC_PREFIX = re.compile("[وف]?(?:[بكل]?ال|[بكل]|لل)|[وف]")
_RTL_WORD = re.compile(rf"[{HEBREW}{ARABIC}]")
# The prefixes a question word takes ("ובמה", and in what; "وكيف", and how), fewer than a noun's: "שמה" is a name,
# not "that what".
_ASKED_PREFIX = re.compile("ו?[בלכ]|ו|[وف]?[بل]|[وف]")
_ASKING_PREFIXED = frozenset("מה מי איזה איזו אילו למה מדוע איך כיצד מתי איפה היכן כמה האם "
                             "ما ماذا من هي هو هل كم متى أين كيف لماذا أي".split())
# Verbs a question is seldom about: "Can I take my bike?" asks about a bike. A page that says "take"
# and never "bike" has not answered it (ranking.Index.coverage leaves them out, search does not).
LIGHT_VERBS = """take takes taking took make makes making made use uses using used need needs want wants
    put puts let lets see sees seeing seen know knows find finds come comes coming go goes going went
    work works keep keeps show shows help helps try tries look looks mean means bring brings""".split()

# A function word run together with the next ("what's", "where's", "it's", "I'm", "doesn't"): no term, as
# the word alone is none ("What's next?" asked for more of what was said, but "what's" was a term); any other
# word, the word alone ("Alden's" is Alden's term, "alden's" never met "Alden").
_CONTRACTION = re.compile(r"(?:['’](?:s|re|d|ll|ve|m)|n['’]t)$")
_NEGATED = {"ca": "can", "wo": "will", "sha": "shall"}  # can't, won't, shan't

# French and Italian elision: "l'Assemblée" is the word "Assemblée", "qu'est" is "est".
_ELIDED = re.compile(r"^(?:[cdjlmnst]|qu|dell|dall|nell|sull|all|un)['’](?=\w)")


# "By Marta Lindqvist", "14 March 2024 · 9 min read": who wrote a page and when, not what it says.
_BY_NAME = (r"^(?:(?:(?:Posted|Written|Reported|Edited|Words|(?:Medically )?[Rr]eviewed) b|B)y|Por|Par|Door)"
            r"\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+")
# Japanese's "文・山田花子" ("text: …"), "取材・文／…" ("reporting and text"), "著者：…" (author), Chinese's
# "作者：李明" (author), "文／…", "记者：…" (reporter).
CJK_SIGNED = r"^(?:取材・)?(?:文|執筆|著者|筆者|作者|撰文|记者|記者)\s*[・／/：:]"
_BYLINE = re.compile(_BY_NAME + rf"|\b\d+\s*min(?:ute)?s?\s+read\b|\s[·•|]\s|{CJK_SIGNED}")
# A sentence that opens with who wrote the page: "By Alex Heath, a deputy editor and author of …".
SIGNED_BY = re.compile(_BY_NAME + r"(?:,|\.$)")
# Month names in English, French, Spanish, Portuguese, German, Italian and Dutch (news sites' datelines).
_MONTH = (r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|janv|févr|mars|avr|mai|juin|juil|août|sept"
          r"|oct|nov|déc|ene|abr|ago|dic|fev|out|dez|Mär|Okt|gen|giu|lug|ott|maart|mrt|mei)[a-zéû]*\.?")
_DATE = (rf"(?:\b{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}|\b\d{{1,2}}\.?\s+(?:de\s+)?{_MONTH},?\s+(?:de\s+)?\d{{4}}"
         r"|\b\d{4}-\d\d-\d\d|\b\d{1,2}[./]\d{1,2}[./]\d{4}"
         r"|(?<!\d)\d{4}\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일])")
# A date in a line that is not a sentence: "Dan Goodin - Apr 16, 2015 8:02 pm UTC", "文・山田花子　2026年11月20日".
_DATELINE = re.compile(rf"{_DATE}(?!.*[.!?。！？]$)", re.I)
# A line that says when it was posted: "posted on April 21, 2015, at 11:29 a.m.".
_STAMPED = re.compile(rf"^(?:posted|published|updated|last updated|mis à jour|publié)\b.*{_DATE}", re.I)
# Parts of a line of page metadata, set apart: "Le Monde | 04.05.2015 à 13h36 • Mis à jour le …".
_SEPARATOR = re.compile(r"\s[·•|]\s")


def is_byline(text: str) -> bool:
    """Whether a short line reads as a byline or a line of page metadata rather than prose."""
    words = word_count(text)
    if words <= 16 and (_BYLINE.search(text) or _DATELINE.search(text) or _STAMPED.search(text)):
        return True
    return words <= 30 and len(_SEPARATOR.findall(text)) >= 2 and bool(_DATELINE.search(text))


def spacer(before: str, after: str) -> str:
    """What goes between two sentences run on: a space, none after a CJK one's stop or between CJK characters
    ("…異なります。以下は、…"), as CJK writes none."""
    if before[-1:] in _CJK_STOPS or (before[-1:] and after[:1] and _UNSPACED.match(before[-1])
                                      and _UNSPACED.match(after[0])):
        return ""
    return " "


def is_attribution(text: str) -> bool:
    """A short line that says who said a quote: "— Elmer van Buuren, co-founder of European Sleeper", "――西陣の町家に
    住む佐藤さん（四十二歳）" (short: a word a CJK character makes that one seventeen "words")."""
    return text[:1] in "—―–" and (word_count(text) <= 15 or len(text) <= 40)


def is_headline_case(text: str) -> bool:
    """Whether every word of four letters or more is capitalised, as an English headline's are (three
    such words at least): the headline of a card or a related story, not a sentence of the text."""
    long = [w for w in _WORD.findall(text) if len(w) >= 4 and not w.isdigit()]
    return len(long) >= 3 and all(w[0].isupper() for w in long)


def is_title(text: str) -> bool:
    """A short line that does not end like a sentence: a title, a subtitle, a name under a photo."""
    return word_count(text) <= 12 and not _ENDS_SENTENCE.search(text)


def sentences(text: str, quotations: bool = True) -> list[str]:
    """A paragraph's sentences; a full stop after an initial, a title or a shortened month ends none, nor
    does a quoted question before who asked it, nor a stop inside a quotation (within ``_QUOTED_SENTENCES``)
    unless ``quotations`` is false (the sentences inside one)."""
    out: list[str] = []
    cuts = [0, *(m.end() for m in _SENTENCE_END.finditer(text)), len(text)]
    quoting = 0  # how many pieces out[-1] holds of a quotation it leaves open, if it does
    for raw in (text[a:b] for a, b in itertools.pairwise(cuts)):
        piece = raw.strip()
        if not piece:
            continue
        if out and (_ABBREVIATION.search(out[-1]) or (_BEFORE_NUMBER.search(out[-1]) and piece[:1].isdigit())
                    or (_QUOTED_CRY.search(out[-1]) and _SPEECH_TAG.match(piece))
                    or (quotations and quoting and _quoted_on(out[-1], piece, quoting))):
            out[-1] += (" " if raw[:1].isspace() else "") + piece  # CJK runs sentences on with no space
            quoting += 1 if quoting else 0
        else:
            out.append(piece)
            quoting = 0
        if _open_quotation(out[-1]):
            quoting = quoting or 1
        else:
            quoting = 0
    return out


# Quotation marks that open and close a quotation (German's „…“ and »…«, French's «…»), and a straight
# double quote after a space or at the start (not an inch mark: 27" screen).
_PAIRS = (("「", "」"), ("『", "』"), ("“", "”"), ("„", "“"), ("«", "»"), ("»", "«"))
_STRAIGHT_OPENS = re.compile(r'(?:^|(?<=[\s(\[]))"(?=\S)')
# A "»" or "›" after a word at the end of a line or of a link's text is an arrow ("Read more »"), not German's »…«.
_ARROW = re.compile(r"(?<=\w)[ \u00a0]*[»›]+(?=[ \u00a0]*(?:$|\n|\]))", re.M)
# A quotation is kept whole over at most so many sentences, so many characters: past those, a stray or
# unclosed mark (a quotation closed in a later paragraph, as novels do) would run a paragraph into one.
_QUOTED_SENTENCES = 6
_QUOTED_CHARS = 600


def _open_quotation(text: str) -> bool:
    """Whether ``text`` opens a quotation it does not close: "「冬は寒いです。", "“Winters are cold."."""
    return bool(_unclosed_pair(text)) or (text.count('"') % 2 == 1 and _STRAIGHT_OPENS.search(text) is not None)


def unclosed(text: str) -> str:
    """The mark that would close a quotation ``text`` opens and does not close ("」" for "「冬は寒いです。"), or "";
    a straight one only when its last mark opens: in 'situações", falou ao "Grande Círculo"' the first closes one
    opened before the text."""
    last = text.rfind('"')
    straight = last >= 0 and _STRAIGHT_OPENS.match(text, last) is not None
    return _unclosed_pair(text) or ('"' if straight and text.count('"') % 2 == 1 else "")


def _unclosed_pair(text: str) -> str:
    """The closing mark of the first of ``_PAIRS`` that ``text`` opens more often than it closes, or ""."""
    for opening, closing in _PAIRS:
        first = text.find(opening)
        if first < 0:
            continue
        opens, closes = text.count(opening), text.count(closing)
        if opening == "»":
            opens -= sum(m.group().count("»") for m in _ARROW.finditer(text))
        if opening == "“":  # German's „…“ closes with English's opening mark
            opens -= text.count("„")
        elif opening in "«»" and 0 <= text.find(closing) < first:
            continue  # «…» written French's way, or »…« German's: the first of them opens
        if opens > closes:
            return closing
    return ""


def _quoted_on(before: str, piece: str, quoting: int) -> bool:
    """Whether ``piece`` goes on the quotation ``before`` left open, within the caps."""
    return quoting < _QUOTED_SENTENCES and len(before) + len(piece) <= _QUOTED_CHARS


def terms(text: str) -> list[str]:
    """Lower-cased words without stopwords, lightly stemmed so 'prices' meets 'price'; a run of Thai,
    Lao, Myanmar or Khmer gives its overlapping pairs of letters (marks kept on their letter), the
    way search engines without a dictionary index scripts that space no words (Lucene's CJK bigrams):
    a question's words are among a passage's pairs wherever the passage has them, unspaced."""
    out = []
    for word in _TERM.findall(text.lower()):
        if _CJK_CHAR.match(word):
            if word not in _CJK_STOP and not "\u3040" <= word <= "\u309f":
                out.append(word)
            continue
        if _SEA_START.match(word):
            clusters = _SEA_CLUSTER.findall(word)
            out.extend(map("".join, itertools.pairwise(clusters)) if len(clusters) > 1 else clusters)
            continue
        word = _ELIDED.sub("", word)
        if word in STOPWORDS or (len(word) < 2 and not word.isdigit()):
            continue
        asked = _ASKED_PREFIX.match(word) if _RTL_WORD.match(word) else None
        if asked and word[asked.end():] in _ASKING_PREFIXED:
            continue  # "באיזה" (in which), "وكيف" (and how)
        base = _CONTRACTION.sub("", word)
        if base != word and _NEGATED.get(base, base) in STOPWORDS:
            continue  # "what's", "it's", "don't", "can't": a function word run together with the next
        out.append(_stem(base))  # "Alden's" is about Alden
    return out


# Thai asks with words no passage needs: what, where, when, who, why, how, how much, what time (and
# "อะไรบ้าง", what all), anywhere in a question but before a mark, which would make the word's last
# letter another's ("ใคร่", to wish); and it ends a question with a particle, yes/no or polite, taken
# only from the end of a phrase ("คะแนน", a score, begins with one), and not after a vowel written
# before its letter ("แคะ", to pick, ends in "คะ"). Not from the page: "ผ้าไหม" (silk) ends many a
# phrase of it. Asked "รถไฟออกกี่โมงครับ", 7 of its 13 terms were made of กี่โมง and ครับ. Nor is "ไหม"
# the particle after a word it makes silk with: ผ้าไหม (silk cloth), เส้นไหม (silk thread), หนอนไหม
# (silkworm), รังไหม (cocoon), ใยไหม (silk fibre) ("มีผ้าไหมไหม", is there silk?, loses its last ไหม
# only; "มีผ้าไหม" may ask for cloth too, and keeps it); ไหมพรม (yarn) has a letter after it.
_THAI_ASKING = re.compile(f"(?:กี่โมง|อะไร|ที่ไหน|เท่าไหร่|เท่าไร|อย่างไร|ยังไง|ทำไม|เมื่อไหร่|เมื่อไร|ใคร)"
                          f"(?:บ้าง)?(?![{_SEA_MARKS}])")
_THAI_ENDING = re.compile(f"(?<![เแโใไ])(?:(?<!ผ้า)(?<!เส้น)(?<!หนอน)(?<!รัง)(?<!ใย)ไหม|หรือไม่|ครับ|ค่ะ|คะ)+"
                          f"(?![{SEA_LETTERS}{_SEA_MARKS}])")
# The commonest of Lao's, Khmer's and Myanmar's, the same way. Lao: what (is), why, where, when, what
# time, who, how, how much; "ບໍ"/"ບໍ່" (yes/no) and "ເຈົ້າ" (polite) ending it. Khmer: "តើ", which opens a
# question, what, why, where, when, who, how, how much, what time; "ទេ", "ឬទេ" (or not), "បាទ"/"ចាស"
# (polite) ending it. Myanmar: what (where a phrase ends or opens, but not the "ဘာ" of "ဘာသာ", language,
# nor of "သဘာဝ", nature), why, which and its compounds (where, who, when, what time, how, how much,
# how many); "လား" (yes/no), "လဲ" (what), after "သ" or "ပါသ", and "ခင်ဗျာ"/"ရှင့်" (polite) ending it.
_LAO_ASKING = re.compile(f"(?:ແມ່ນຫຍັງ|ເປັນຫຍັງ|ຫຍັງ|ຢູ່ໃສ|ບ່ອນໃດ|ເມື່ອໃດ|ຕອນໃດ|ຈັກໂມງ|ໃຜ|ແນວໃດ|ເທົ່າໃດ)"
                         f"(?![{_SEA_MARKS}])")
_LAO_ENDING = re.compile(f"(?<![ເແໂໃໄ])(?:ແມ່ນບໍ່|ແມ່ນບໍ|ບໍ່|ບໍ|ເຈົ້າ)+(?![{SEA_LETTERS}{_SEA_MARKS}])")
_KHMER_ASKING = re.compile(f"(?:(?<![{SEA_LETTERS}{_SEA_MARKS}])តើ|ហេតុអ្វី|អ្វី|នៅឯណា|នៅណា|ឯណា|ពេលណា|អ្នកណា"
                           f"|នរណា|យ៉ាងដូចម្តេច|យ៉ាងដូចម្ដេច|ដូចម្តេច|ដូចម្ដេច|យ៉ាងម៉េច|ម៉េច|ម៉ោងប៉ុន្មាន|ប៉ុន្មាន)"
                           f"(?![{_SEA_MARKS}])")
_KHMER_ENDING = re.compile(f"(?:ឬទេ|ទេ|បាទ|ចាស)+(?![{SEA_LETTERS}{_SEA_MARKS}])")
_MYANMAR_ASKING = re.compile(f"(?:ဘာကြောင့်|ဘာလို့|ဘာ(?![{SEA_LETTERS}{_SEA_MARKS}])"
                             f"|(?<![{SEA_LETTERS}{_SEA_MARKS}])ဘာ(?!သာ)"
                             f"|ဘယ်(?:မှာ|သူ|တော့|အချိန်|လို|လောက်|နှစ်|ကို|က)?)(?![{_SEA_MARKS}])")
_MYANMAR_ENDING = re.compile(f"(?:ပါ)?(?:သ)?(?:လား|လဲ)(?:ခင်ဗျာ|ရှင့်|ရှင်)?(?![{SEA_LETTERS}{_SEA_MARKS}])")
_ASKING = (_THAI_ASKING, _LAO_ASKING, _KHMER_ASKING, _MYANMAR_ASKING)
_ENDING = (_THAI_ENDING, _LAO_ENDING, _KHMER_ENDING, _MYANMAR_ENDING)


def unasked(question: str) -> str:
    """``question`` without the words that only ask it, which ``terms`` cannot leave out as stopwords
    where it cuts a run into pairs of letters: Thai's, Lao's, Khmer's and Myanmar's question words and
    the particles ending a question."""
    for ending in _ENDING:
        question = ending.sub(" ", question)
    for asking in _ASKING:
        question = asking.sub(" ", question)
    return question


def unprefixed(word: str) -> list[str]:
    """A Hebrew or Arabic word without each prefix it may have, the least taken first ("והשקל": "השקל", "שקל"), three
    letters at least left ("קל", easy, is no shekel). Empty for a word of another script."""
    if not _RTL_WORD.match(word):
        return []
    prefix = _HEBREW_PREFIX if "\u0590" <= word[0] <= "\u05ff" else _ARABIC_PREFIX
    return [word[cut:] for cut in range(1, min(4, len(word) - 2)) if prefix.fullmatch(word[:cut])]


def words(text: str) -> list[str]:
    """A text's words as written (each CJK character is one), apostrophes kept: "I'd"."""
    return _WORD.findall(text)


def word_count(text: str) -> int:
    """Words of prose, markdown syntax and link targets left out; each CJK character is a word, and
    each letter of Thai, Lao, Myanmar or Khmer (their marks aside)."""
    return len(_COUNTED.findall(_MARKDOWN_NOISE.sub(" ", text)))


# A noun made of a verb with "-al" (arrival, approval, refusal, removal, proposal, betrayal, renewal,
# denial, burial) is stemmed as its verb: "-al" after v, s, y or w, or "-ial" but "-cial" and "-tial",
# with four letters left. Not "-al" after another letter, where it ends a word of its own (general,
# animal, signal, capital, metal, portal), nor "-cial" and "-tial" (special, partial: species and party
# are other words).
def _of_a_verb(word: str) -> bool:
    return len(word) >= 6 and word.endswith("al") and (word[-3] in "vsyw" or (word[-3] == "i" and word[-4] not in "ct"))


# British spellings, written American's way so that either meets the other (qa63 #2: "What licence is it under?" found
# no "License:"): a word of its own, "-ise"/"-yse" and their "-isation" (organise, analyse; not "raise", "noise": three
# letters at least before), and after the stemming "-our" (colour, favour) and "-tre"/"-bre" (centre, fibre).
_BRITISH = {"licence": "license", "licenced": "licensed", "licences": "licenses", "licencing": "licensing",
            "defence": "defense", "offence": "offense", "pretence": "pretense", "programme": "program",
            "programmes": "programs", "catalogue": "catalog", "dialogue": "dialog", "analogue": "analog",
            "grey": "gray", "tyre": "tire", "tyres": "tires", "aluminium": "aluminum", "jewellery": "jewelry",
            "cosy": "cozy", "plough": "plow", "mould": "mold", "practise": "practice", "practised": "practiced",
            "favourite": "favorite", "favourites": "favorites"}
_BRITISH_ISE = re.compile(r"^([a-z]{3}[a-z]*?[iy])s(e|ed|es|ing|ation|ations)$")


def _stem(word: str) -> str:
    """A few of Porter's rules, enough that price/prices/priced/pricing meet, and a verb's noun in
    "-al" its verb (arrival/arrive); British spellings as American ones (colour/color)."""
    if len(word) <= 3 or not word.isalpha():
        return word
    word = _BRITISH.get(word) or _BRITISH_ISE.sub(r"\1z\2", word)
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("es") and word[:-2].endswith(("s", "x", "z", "ch", "sh")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]
            break
    if _of_a_verb(word):
        word = word[:-2]  # arrival, approval, refusal, denial: the verb's stem (arriv, approv, refus, deni)
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    elif word.endswith("y") and len(word) > 3 and word[-2] not in "aeiouy":
        word = word[:-1] + "i"  # deny, denied, denial; study, studied: Porter's y to i
    if len(word) >= 6 and word.endswith("our"):
        word = word[:-2] + "r"
    elif len(word) >= 4 and word.endswith(("tr", "br")):
        word = word[:-1] + "er"
    return word
