"""Parts of a page that a question asks for by what they are, not by what they say, for the offline engine.

"Is there a map?" holds no word of a frame titled "Walking the Hardanger Bridge loop", nor "What does the
photo show?" of the photo's alt text, nor "What are the footnotes?" of a footnote: each part is found by
what it is (a frame from a map's site, an image and the caption under it, a list item that links back to
where it is cited, an item under a comments heading, an admonition's title line) and quoted whole. A
question that asks more than the part ("Is there a picture of the ferry?") takes the parts that hold what
else it asks; when none does, or the page has no such part, the engine searches as for any question.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from urllib.parse import urlsplit

from ..passages import Passage
from ..words import is_title, terms, word_count
from . import outline
from .quoting import runs_on, with_what_they_introduce

# The words that ask for a page's media, in English, French, German, Spanish, Portuguese, Italian and Dutch,
# Chinese and Japanese.
_MAP = re.compile(r"\b(?:maps?|cartes?|karten?|mapas?|mapp[ae]|kaart(?:en)?|plattegrond)\b|地图|地圖|地図", re.I)
_VIDEO = re.compile(r"\b(?:videos?|vídeos?|vidéos?|video\s?clips?|footage|filmpjes?)\b|视频|視頻|動画|ビデオ", re.I)
_AUDIO = re.compile(r"\b(?:audio|podcasts?|sound\s?clips?|recordings?)\b|音频|音声", re.I)
_PICTURE = re.compile(r"\b(?:photos?|photographs?|pictures?|pics|images?|illustrations?|fotos?|bild(?:er)?"
                      r"|imagen(?:es)?|imagens?|immagin[ei]|afbeeldingen?)\b|照片|图片|圖片|写真|画像", re.I)
# ... a word of those that names one: "the photo", not "the photos" ("What does the photo show?" is the first's).
_ONE = frozenset("photo photograph picture image illustration foto bild imagen imagem immagine afbeelding".split())
# Where a frame of a map or of a player comes from.
_MAP_SOURCE = re.compile(r"google\.[a-z.]+/maps|maps\.google\.|openstreetmap\.org|maps\.apple\.com|bing\.com/maps"
                         r"|mapbox\.com|arcgis\.com|umap\.|felt\.com|wego\.here\.com|komoot\.|strava\.com"
                         r"|alltrails\.com|outdooractive\.com|ridewithgps\.com|wikiloc\.com|yandex\.[a-z]+/map-widget"
                         r"|/maps?/embed|[?&]map=", re.I)
_VIDEO_SOURCE = re.compile(r"youtube(?:-nocookie)?\.com|youtu\.be|vimeo\.com|dailymotion\.com|dai\.ly|wistia\.|"
                           r"loom\.com|twitch\.tv|streamable\.com|embed\.ted\.com|bilibili\.com|tiktok\.com/embed"
                           r"|facebook\.com/plugins/video|rumble\.com|brightcove|jwplayer|vidyard\.com", re.I)
_AUDIO_SOURCE = re.compile(r"soundcloud\.com|open\.spotify\.com/embed|podcasts\.apple\.com|bandcamp\.com|anchor\.fm"
                           r"|simplecast\.com|buzzsprout\.com|megaphone\.fm|libsyn\.com|podbean\.com", re.I)
# The words that only ask ("Is there …?", "Can I watch …?", "Que montre la photo ?"): what is asked besides the
# part is what is left.
_ASKING = frozenset(terms(
    "show shows shown showing see seen watch look view find say says said tell there any some page here embed "
    "embedded include includes included contain contains have has available gibt es hay há staat er montre "
    "montrent zeigt zeigen muestra muestran mostra mostram toont tonen zien vedere mostrano voir sehen ver "
    "which what where describe describes depict depicts write writes written mention mentions"))
# How many of a kind of part an answer quotes, and how much of each.
_MOST = 4
_SENTENCES = 3


def asked(question: str, index: outline.Outline) -> list[Passage]:
    """The parts of the page ``question`` asks for, in page order, when it asks for a kind of part the page
    has (its maps, videos, pictures, footnotes, comments or warnings). Empty otherwise."""
    for find in _FINDERS:
        found = find(question, index)
        if found:
            return found
    return []


def _rest(question: str, *asking: re.Pattern[str]) -> set[str]:
    """What ``question`` asks besides the part: its terms without the words for the part and for asking."""
    for pattern in asking:
        question = pattern.sub(" ", question)
    return set(terms(question)) - _ASKING


def _holding(rest: set[str], found: Iterable[list[Passage]], index: outline.Outline) -> list[list[Passage]]:
    """The parts whose own words hold half of ``rest`` or more, all of them when nothing else is asked. Not the
    words of the title or of the heading they are under: every picture under "Veteran Wraps Baby in American
    Flag, Photo Sparks Controversy" would hold what "What about Veteran Wraps Baby …?" asks."""
    found = list(found)
    if not rest:
        return found
    kept = []
    for part in found:
        held = set().union(*(index.texts[p.index].keys() for p in part))
        if len(rest & held) * 2 >= len(rest):
            kept.append(part)
    return kept


# --- media: a map, a video, a recording, a picture -----------------------------------------------------------


def _media(question: str, index: outline.Outline) -> list[Passage]:
    """For "Is there a map?", "Is there a video?" or "What does the photo show?", the page's media of that kind
    (the main content's), each with its caption: the frame from a map's site titled "Map of the
    route" or not titled at all, a YouTube video whatever its title says. One picture for "the photo" (the first
    that holds what else is asked), up to four for "the pictures"."""
    for pattern, kind in ((_MAP, _is_map), (_VIDEO, _is_video), (_AUDIO, _is_audio), (_PICTURE, _is_picture)):
        word = pattern.search(question)
        if not word:
            continue
        media: dict[int, list[Passage]] = {}  # each block of media, its alt text's sentences
        for p in index.passages:
            if p.media:
                media.setdefault(p.block, []).append(p)
        # Not a picture whose alt text is a word ("line", "logo", "spacer"): an ornament, or a picture no one described.
        # Not the chrome's (a logo, a sponsor's thumbnail, a sidebar's videos), nor a card's (another story's).
        found = [block for block in media.values() if kind(block[0]) and not (block[0].chrome or block[0].card)
                 and (block[0].media[0] != "image" or _pictured(block, index))]
        parts = [[*block, *_caption(block[-1], index)] for block in found]
        if kind is _is_picture:  # the caption of a picture with no alt text ("Image" over "A Con Edison worker …")
            parts = sorted(parts + _captions(index), key=lambda part: part[0].index)
        # A picture the page shows again (the same alt text under each section) is one.
        seen: set[str] = set()
        held = []
        for part in _holding(_rest(question, pattern), parts, index):
            if part[0].text not in seen:
                seen.add(part[0].text)
                held.append(part)
        parts = held
        if kind is _is_picture and word.group().lower() in _ONE:
            parts = ([part for part in parts if part[-1].caption and len(part) > 1] or parts)[:1]
        # A sentence that introduces a frame ("Our video shows the crossing in the wind:") comes with it.
        return with_what_they_introduce([p for part in parts[:_MOST] for p in part], index)
    return []


def _is_map(p: Passage) -> bool:
    kind, source = p.media
    return (kind == "frame" and _MAP_SOURCE.search(source) is not None) or _MAP.search(p.text) is not None


def _is_video(p: Passage) -> bool:
    kind, source = p.media
    return (kind == "video" or (kind == "frame" and _VIDEO_SOURCE.search(source) is not None)
            or (kind != "image" and _VIDEO.search(p.text) is not None))


def _is_audio(p: Passage) -> bool:
    kind, source = p.media
    return (kind == "audio" or (kind == "frame" and _AUDIO_SOURCE.search(source) is not None)
            or (kind != "image" and _AUDIO.search(p.text) is not None))


def _is_picture(p: Passage) -> bool:
    return p.media[0] == "image"


# What only a picture of the page's furniture is called: "Sponsor logo", "Sponsor thumbnail", "search icon".
_ORNAMENT = re.compile(r"\b(?:logo|icon|thumbnail|avatar|placeholder|sponsor|advert\w*|banner|spacer|pixel)s?\b", re.I)
# Where a link from a picture goes to show it larger: an image's file, a media page ("/wiki/File:…").
_TO_IMAGE = re.compile(r"\.(?:jpe?g|png|gif|webp|avif|svg)(?:[?#]|$)|/(?:media|images?|photos?|uploads?)/|/File:", re.I)


def _pictured(block: list[Passage], index: outline.Outline) -> bool:
    """Whether an image says what it shows: its alt text is two words or more and no ornament's ("Sponsor
    thumbnail"), it links nowhere but to itself larger (an author's photo links to the author's page, a card's to
    its story), and the line after it does not say the same as a link (a site's logo over "[Good Morning
    America](…)", an author's photo over "[John C. Welch](…)")."""
    first = block[0]
    if word_count(first.text) < 2 or _ORNAMENT.search(first.text):
        return False
    if any(not _TO_IMAGE.search(href) for _, href in first.links):
        return False
    after = index.passages[block[-1].index + 1:block[-1].index + 2]
    return not (after and after[0].furniture and after[0].text == first.text)


def _captions(index: outline.Outline) -> list[list[Passage]]:
    """The captions of the main content that are under no picture of theirs: a picture with no alt text (the
    widget writes no passage for it) over "A Con Edison worker repairing underground cables … Credit…"."""
    found: dict[int, list[Passage]] = {}
    for p in index.passages:
        if p.caption and not (p.media or p.chrome or p.card or p.furniture) and p.block:
            found.setdefault(p.block, []).append(p)
    return [block for block in found.values() if word_count(" ".join(p.text for p in block)) >= 4
            and not (block[0].index and index.passages[block[0].index - 1].caption)]  # not one under a picture


def _caption(p: Passage, index: outline.Outline) -> list[Passage]:
    """The caption under the media ``p``: the block right after it in its section that is one (it credits the
    media or repeats its alt text), or a short one that holds a word of its alt text ("Skykkjedalsfossen from
    the old road." under "A waterfall above the old road"). Empty when there is none."""
    after = index.passages[p.index + 1:p.index + 1 + _SENTENCES]
    if not after or after[0].media or after[0].heading != p.heading or after[0].chrome != p.chrome:
        return []
    first = after[0]
    if first.code or first.row or first.text.rstrip().endswith(":") or first.text == p.text:
        return []  # a caption that says again what the alt text says ("Vanessa Hicks" under "Vanessa Hicks")
    block = [first, *(f for f in after[1:] if f.block == first.block)]
    short = sum(word_count(f.text) for f in block) <= 30 and bool(set(terms(p.text)) & set(terms(first.text)))
    return block if first.caption or short else []


# --- footnotes -----------------------------------------------------------------------------------------------

_FOOTNOTES = re.compile(r"\b(?:foot\s?notes?|end\s?notes?|fu(?:ß|ss)noten?|voetnot(?:en)?|notas?\s+al\s+pie"
                        r"|notas?\s+de\s+rodapé|notes?\s+de\s+bas\s+de\s+page"
                        r"|references?|citations?)\b|脚注|注释|註釋", re.I)  # Wikipedia's are "References"
# A footnote asked by its number: "footnote 2", "note [3]", "the second footnote".
_NUMBERED = re.compile(r"\b(?:(?:foot|end)?notes?|references?|refs?|citations?|fu(?:ß|ss)note|voetnoot|nota)"
                       r"\s*\[?(\d{1,3})\]?(?![.,]?\d)|\[(\d{1,3})\]", re.I)  # not the release notes of 2.0
_ORDINAL = re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\b", re.I)
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
# A link from a footnote back to where the text cites it ("↩︎" to "#fnref:1", Wikipedia's "^" to "#cite_ref-3").
_BACK = re.compile(r"fnref|cite[_-]?ref|footnote[-_]?ref|noteref|backref|^ref[-_:]?\d", re.I)
_BACK_MARKS = frozenset(("↩", "↩︎", "^", "↑", "⤴"))
# A section of notes: "Notes", "Footnotes", "References", "Fußnoten", "Einzelnachweise", "Notas", "Noten".
_NOTES_HEADING = re.compile(r"(?:foot|end)?notes?(?:\s+and\s+references)?|references?|fu(?:ß|ss)noten|anmerkungen"
                            r"|einzelnachweise|notas|noten|voetnoten|références|referencias|脚注|注释", re.I)


def _footnotes(question: str, index: outline.Outline) -> list[Passage]:
    """For "What are the footnotes?", the page's footnotes (up to eight); for "What does footnote 2 say?" the
    second. A footnote is a list item that links back to where it is cited, or an item of a "Notes" section."""
    numbered = _NUMBERED.search(question)
    if not _FOOTNOTES.search(question) and not numbered:
        return []
    notes: dict[int, list[Passage]] = {}
    for p in index.passages:
        if p.item and p.block and not p.code:
            notes.setdefault(p.block, []).append(p)
    found = [note for note in notes.values()
             if any(_BACK.search(urlsplit(href).fragment) or said.strip() in _BACK_MARKS
                    for p in note for said, href in p.links)
             or _NOTES_HEADING.fullmatch(note[0].heading.strip())]
    if not found:
        return []
    ordinal = _ORDINAL.search(question)
    if numbered or ordinal:
        if numbered:
            n = int(numbered[1] or numbered[2])
        else:
            word = ordinal[1].lower() if ordinal else ""
            n = len(found) if word == "last" else _ORDINALS.index(word) + 1
        return found[n - 1][:_SENTENCES] if 0 < n <= len(found) else []
    rest = _rest(question, _FOOTNOTES, _ORDINAL)
    return [p for note in _holding(rest, found, index)[:8] for p in note[:_SENTENCES]]


def unnumbered(question: str) -> str:
    """``question`` without the number of the footnote it asks for: on a page with no footnotes, "What does footnote
    2 say?" asks nothing of its passages that give a 2 (a byline's date, "2,000 soldiers")."""
    return _NUMBERED.sub(lambda m: re.sub(r"\s*\[?\d{1,3}\]?", "", m.group()), question)


# --- comments ------------------------------------------------------------------------------------------------

_COMMENTS = re.compile(r"\b(?:comments?|comment(?:er|ator)s?|readers?\s+(?:say|think|said|thought|comment)"
                       r"|kommentare?|commentaires?|comentarios?|comentários?|commenti|reacties)\b|评论|評論|コメント",
                       re.I)
# A section of comments ("10 Comments", "4 thoughts on “…”", "12 Responses"), not the form to write one, nor an API's
# "Response".
_COMMENTS_HEADING = re.compile(r"\b(?:comments?|replies|thoughts\s+on|responses\s+to|\d+\s+responses|reactions"
                               r"|kommentare?|commentaires?|comentarios?|comentários?|commenti|reacties)\b|评论|評論|コメント",
                               re.I)
_FORM_HEADING = re.compile(r"^(?:leave|post|add|write|join|submit)\b|^(?:laisser|schreibe|deja|deixe|lascia|laat)\b",
                           re.I)
_PERMALINK = re.compile(r"#(?:comment|post|reply|c)[-_]?\d", re.I)
_FOOTER = "Footer: "
# What a comment's words reach, at most: the first sentences of each, with who wrote it.
_COMMENT_WORDS = 45


def _comments(question: str, index: outline.Outline) -> list[Passage]:
    """For "What do commenters say?", the first comments of the page (up to four), each as its first sentences
    (who wrote it and when open the first) to about 45 words, without its "Reply" link: one comment's three
    sentences said less of what commenters say than four comments do."""
    if not _COMMENTS.search(question):
        return []
    notes: dict[int, list[Passage]] = {}
    for p in index.passages:
        if (p.item and p.heading and _COMMENTS_HEADING.search(p.heading) and not _FORM_HEADING.match(p.heading)
                and p.block and not p.code and not (word_count(p.text) <= 2 and is_title(p.text))):
            notes.setdefault(p.block, []).append(p)
    found = [note for note in notes.values() if sum(word_count(p.text) for p in note) >= 4
             and not all(p.furniture for p in note)]
    # Where comments link to themselves ("#comment-17303", as WordPress dates them), what does not is the form.
    linked = [note for note in found if any(_PERMALINK.search(href) for p in note for _, href in p.links)]
    found = linked if len(linked) >= 2 else found
    if len(found) < 2:
        return []
    parts = _holding(_rest(question, _COMMENTS), found, index)
    out: list[Passage] = []
    for note in parts[:_MOST]:
        said = 0
        for p in note:
            if out and said and (said + word_count(p.text) > _COMMENT_WORDS or not runs_on(out[-1], p)):
                break
            # Who wrote it, as the widget condenses a comment's <footer> ("Footer: Per Olsen says: · June 3"),
            # is no footer of the page's.
            out.append(replace(p, text=p.text[len(_FOOTER):]) if p.text.startswith(_FOOTER) else p)
            said += word_count(p.text)
    return out


# --- warnings ------------------------------------------------------------------------------------------------

_WARNINGS = re.compile(r"\b(?:warn(?:ings?|s)?|cautions?|dangers?|dangerous|caveats?|avertissements?|warnhinweise?"
                       r"|warnungen?|advertencias?|avisos?|avvertenz[ae]|waarschuwingen?)\b|警告", re.I)
# An admonition's title line that warns, as the widget writes it: its kind alone ("WARNING", "danger") or with a
# title of its own ("Caution: Do not share a schema").
_WARNING_TITLE = re.compile(r"(?:warning|caution|danger|attention|avertissement|achtung|warnung|vorsicht|gefahr"
                            r"|advertencia|peligro|aviso|perigo|avvertenza|attenzione|pericolo|waarschuwing|gevaar"
                            r"|let op)(?::\s.+)?|警告|注意", re.I)


def _warnings(question: str, index: outline.Outline) -> list[Passage]:
    """For "Are there any warnings?", every admonition of the page that warns (a warning, a caution, a danger),
    each with what it says: "WARNING" and the "DANGER" box beside it, not the first alone."""
    if not _WARNINGS.search(question):
        return []
    found = []
    for p in index.passages:
        if p.chrome or p.code or not _WARNING_TITLE.fullmatch(p.text.strip()):
            continue
        box = [p]
        after = index.passages[p.index + 1:p.index + 1 + _SENTENCES]
        if not p.text.rstrip().endswith((".", "!")) and after and after[0].heading == p.heading and after[0].told():
            box += [after[0], *(f for f in after[1:] if f.block == after[0].block)]
        found.append(box)
    return [p for box in _holding(_rest(question, _WARNINGS), found, index)[:_MOST] for p in box]


# --- a task list: what is done, what is left ------------------------------------------------------------------

# A task list's item as the widget writes it, with the page's own tick: "[x] Retries", "[ ] Timeouts".
_TASK = re.compile(r"\[([ x])\] ")
# The words that ask what is left to do, and what is done, in English, French, German, Spanish, Portuguese,
# Italian and Dutch, Chinese and Japanese; "not done" is left ("not" first), and a task list is asked for by name.
_LEFT = re.compile(r"\b(?:left|remain(?:s|ing)?|open|outstanding|pending|to\s?-?do|todos?|not\s+(?:yet\s+)?(?:done|"
                   r"finished|completed?)|unfinished|incomplete|still\s+(?:need|to)|reste(?:nt)?|restant|à\s+faire|"
                   r"offen|übrig|pendientes?|quedan?|faltan?|falta|pendentes?|rimane|rimangono|resta(?:no)?|"
                   r"openstaand|nog\s+te\s+doen)\b|还剩|剩下|未完成|待办|還剩|待辦|残り|未完了|やること", re.I)
_DONE = re.compile(r"\b(?:done|finished|completed?|ticked|checked\s+off|achieved|fait(?:es|s)?|terminée?s?|"
                   r"erledigt|fertig|hech[ao]s?|terminad[ao]s?|completad[ao]s?|feit[ao]s?|concluíd[ao]s?|"
                   r"fatt[ie]|completat[ie]|gedaan|klaar|afgerond)\b|已完成|完成了|完了|済み", re.I)
_TASKS = re.compile(r"\b(?:tasks?|checklists?|to-?do\s+lists?|tâches?|aufgaben|tareas?|tarefas?|compiti|"
                    r"taken)\b|任务|任務|タスク", re.I)


def _tasks(question: str, index: outline.Outline) -> list[Passage]:
    """For "What is left to do?", the items of the page's task lists not ticked ("[ ] Timeouts"); for "Which
    tasks are done?", those ticked; for "What are the tasks?", all of them. A question that names a task as well
    ("Is the metric done?") takes the items that hold what it names, ticked or not, so the tick says. Empty on a
    page without a task list, or for a question that asks none of these."""
    left, done = _LEFT.search(question), _DONE.search(question)
    if not (left or done or _TASKS.search(question)):
        return []
    items = [p for p in index.passages if p.item and not p.chrome and _TASK.match(p.text)]
    if not items:
        return []
    rest = _rest(question, _LEFT, _DONE, _TASKS) - {"item", "items", "still", "yet", "so", "far"}
    if rest:
        return [p for part in _holding(rest, ([p] for p in items), index) for p in part]
    if left or done:
        items = [p for p in items if p.text.startswith("[ ]") == bool(left)]
    return items


_FINDERS: tuple[Callable[[str, outline.Outline], list[Passage]], ...] = (
    _footnotes, _comments, _warnings, _tasks, _media)
