"""The page payload: what the widget extracted, validated into frozen dataclasses.

Validation is strict about types (a wrong type names its path, e.g. ``links[3].href``) and
lenient about absence (a missing optional field takes its empty value), so an older or a
trimmed-down widget still works while a broken one gets told exactly what is wrong.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import asdict, dataclass, field
from typing import Any

from . import nesting, tokens
from .codelang import name_fences
from .errors import InvalidPayload, PayloadTooLarge
from .formulas import is_formula_image, tex_formulas
from .selections import visible_selection

SOURCES = ("dom", "translated")
MAX_LIST_ITEMS = 100_000
MAX_SHORT_TEXT = 10_000
MAX_URL = 8_192
#: An address is read up to this before it is judged: cut to MAX_URL (the page's), or left out (a link's).
_ADDRESS_READ = 1 << 20
# A translated page is a raw file or a CI log as its site served it to the widget. A log is written
# for a terminal: colours (ANSI escape sequences), GitLab's markers of collapsible sections, and a
# carriage return that redraws its line (a progress bar). The widget sends it as it came, cut to size.
# Control sequences (colours, erasing) and operating-system commands (a title, a hyperlink's
# address around its text), one the widget's cut left unfinished too.
_ANSI = re.compile(r"\x1b(?:\[[0-9;?]*[A-Za-z]?|\][^\x07\x1b]*(?:\x07|\x1b\\)?)?")
_SECTION_MARK = re.compile(r"section_(?:start|end):\d+:[\w.-]+(?:\[[^\]]*\])?\r?")
_REDRAW = re.compile(r"\r(?!\n)")
# Unicode's tag characters draw nothing, yet a model reads each as the ASCII character it shadows
# (U+E0041 as "A"): a page can write instructions in them that no visitor sees ("ASCII smuggling").
_TAGS = re.compile("[\U000E0000-\U000E007F]+")


def unseen_removed(text: str) -> str:
    """``text`` less tag characters. A subdivision's flag, the one use they have, keeps its black flag."""
    return _TAGS.sub("", text)  # the same string, not a copy, when there is none


def terminal_text(text: str) -> str:
    """``text`` as a terminal shows it: colours and section markers out, each redraw a new line."""
    if "\x1b" not in text and "\r" not in text and "section_" not in text:
        return text
    return _REDRAW.sub("\n", _SECTION_MARK.sub("", _ANSI.sub("", text)))


@dataclass(frozen=True, slots=True)
class Heading:
    level: int
    text: str


@dataclass(frozen=True, slots=True)
class Link:
    href: str
    text: str


@dataclass(frozen=True, slots=True)
class CodeBlock:
    language: str | None
    text: str


@dataclass(frozen=True, slots=True)
class MediaItem:
    src: str
    alt: str | None = None


@dataclass(frozen=True, slots=True)
class Media:
    images: tuple[MediaItem, ...] = ()
    video: tuple[MediaItem, ...] = ()
    audio: tuple[MediaItem, ...] = ()
    iframes: tuple[MediaItem, ...] = ()


@dataclass(frozen=True, slots=True)
class FormField:
    name: str
    type: str
    label: str
    required: bool


@dataclass(frozen=True, slots=True)
class Form:
    action: str
    method: str
    fields: tuple[FormField, ...] = ()


@dataclass(frozen=True, slots=True)
class Table:
    caption: str | None
    rows: int
    cols: int


@dataclass(frozen=True, slots=True)
class Settle:
    waited_ms: int = 0
    timed_out: bool = False


@dataclass(frozen=True, slots=True)
class Page:
    url: str
    title: str = ""
    lang: str | None = None
    source: str = "dom"
    translated_from: str | None = None
    meta: dict[str, str] = field(default_factory=dict)
    json_ld: tuple[Any, ...] = ()
    #: JSON-LD blocks left out, nested over nesting.MAX_JSON_LD_DEPTH levels.
    json_ld_cut: int = 0
    content: str = ""
    main: str | None = None
    headings: tuple[Heading, ...] = ()
    links: tuple[Link, ...] = ()
    code_blocks: tuple[CodeBlock, ...] = ()
    media: Media = field(default_factory=Media)
    forms: tuple[Form, ...] = ()
    tables: tuple[Table, ...] = ()
    selection: str | None = None
    settle: Settle = field(default_factory=Settle)
    extraction_ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# --- validation ------------------------------------------------------------------------------


class _Reader:
    """Reads one JSON object, naming the path of anything wrong."""

    def __init__(self, obj: Any, path: str):
        if not isinstance(obj, dict):
            raise InvalidPayload(f"{path or 'the body'} must be a JSON object, got {kind_of(obj)}.")
        self.obj = obj
        self.path = path

    def _at(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def text(self, key: str, default: str | None = "", *, required: bool = False,
            cap: int = MAX_SHORT_TEXT, setting: str | None = None, cut: bool = False) -> Any:
        """A string, or ``default``. One over ``cap`` is refused, naming the field, unless ``cut``:
        then it is cut to the cap. The page's own words are cut (a page may title itself with 3,000
        characters, and refusing it would refuse its visitors the chat); what a client says of
        itself, and the page text whose cap is a setting, are refused."""
        value = self.obj.get(key)
        if value is None:
            if required:
                raise InvalidPayload(f"{self._at(key)} is required.")
            return default
        if not isinstance(value, str):
            raise InvalidPayload(f"{self._at(key)} must be a string, got {kind_of(value)}.")
        if len(value) > cap:
            if not cut:
                raise PayloadTooLarge(
                    f"{self._at(key)} has {len(value):,} characters; the cap is {cap:,}"
                    + (f" ({setting})." if setting else "."),
                    code="field_too_large",
                )
            value = value[:cap]
        return unseen_removed(value)

    def integer(self, key: str, default: int = 0, *, low: int = 0, high: int = 10**9) -> int:
        value = self.obj.get(key, default)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise InvalidPayload(f"{self._at(key)} must be a number, got {kind_of(value)}.")
        if value != value or not low <= value <= high:
            raise InvalidPayload(f"{self._at(key)} has value {value!r}; expected {low}..{high}.")
        return int(value)

    def number(self, key: str) -> float:
        value = self.obj.get(key, 0.0)
        if value is None:
            return 0.0
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise InvalidPayload(f"{self._at(key)} must be a number, got {kind_of(value)}.")
        if value != value or value < 0 or value > 1e9:
            raise InvalidPayload(f"{self._at(key)} has value {value!r}; expected 0..1e9.")
        return float(value)

    def flag(self, key: str) -> bool:
        value = self.obj.get(key, False)
        if value is None:
            return False
        if not isinstance(value, bool):
            raise InvalidPayload(f"{self._at(key)} must be true or false, got {kind_of(value)}.")
        return value

    def array(self, key: str) -> list[Any]:
        value = self.obj.get(key)
        if value is None:
            return []
        if isinstance(value, str) and value.startswith("["):
            # Prototype.js 1.6 gives arrays a toJSON that returns their JSON as a string, so on a
            # page that loads it JSON.stringify sends every list as a string of JSON: read it.
            with contextlib.suppress(ValueError):
                try:
                    value = json.loads(value)
                except RecursionError:
                    raise InvalidPayload(f"{self._at(key)} is a string of JSON nested deeper than the server "
                                         "reads (about 900 levels).") from None
        if not isinstance(value, list):
            raise InvalidPayload(f"{self._at(key)} must be a list, got {kind_of(value)}.")
        if len(value) > MAX_LIST_ITEMS:
            raise PayloadTooLarge(
                f"{self._at(key)} has {len(value):,} items; the cap is {MAX_LIST_ITEMS:,}.",
                code="field_too_large",
            )
        return value

    def object(self, key: str) -> _Reader:
        value = self.obj.get(key)
        return _Reader({} if value is None else value, self._at(key))

    def items(self, key: str) -> list[_Reader]:
        return [_Reader(item, f"{self._at(key)}[{i}]") for i, item in enumerate(self.array(key))]


def kind_of(value: Any) -> str:
    return {
        dict: "an object", list: "a list", str: "a string", bool: "a boolean",
        int: "a number", float: "a number", type(None): "null",
    }.get(type(value), type(value).__name__)


def _media(reader: _Reader, key: str) -> tuple[MediaItem, ...]:
    out = []
    for item in reader.items(key):
        alt = item.text("alt", None, cut=True)
        if alt is None:
            alt = item.text("title", None, cut=True)
        src = item.text("src", cut=True)
        if key == "images" and is_formula_image(src, alt):
            continue  # a formula, written as TeX in the content (formulas.py)
        out.append(MediaItem(src=src, alt=alt))
    return tuple(out)


def parse_page(body: Any, *, max_content_chars: int, json_ld_cut: int = 0) -> Page:
    """Validate a decoded JSON body into a :class:`Page`, or raise a 4xx error naming the problem.
    ``json_ld_cut``: JSON-LD blocks already left out of the body, too deep to parse."""
    r = _Reader(body, "")
    url = r.text("url", required=True, cap=_ADDRESS_READ)
    if len(url) > MAX_URL:  # an app that keeps its state after '#' (CyberChef): the fragment goes first
        url = url.split("#", 1)[0][:MAX_URL]
    if not url.startswith(("http://", "https://")):
        raise InvalidPayload(f"url must be an absolute http(s) URL, got {url[:200]!r}.")
    source = r.text("source", "dom")
    if source not in SOURCES:
        raise InvalidPayload(f"source has value {source!r}; expected one of {', '.join(SOURCES)}.")

    meta_reader = r.object("meta")
    meta: dict[str, str] = {}
    for key, value in meta_reader.obj.items():
        if not isinstance(value, str):
            raise InvalidPayload(f"meta.{key} must be a string, got {kind_of(value)}.")
        meta[str(key)[:256]] = unseen_removed(value[:MAX_SHORT_TEXT])

    json_ld = r.array("json_ld")
    for i, block in enumerate(json_ld):
        if not isinstance(block, dict | list):
            raise InvalidPayload(f"json_ld[{i}] must be an object or a list, got {kind_of(block)}.")
    kept = [block for block in json_ld if nesting.depth(block) <= nesting.MAX_JSON_LD_DEPTH]
    json_ld_cut += len(json_ld) - len(kept)

    media = r.object("media")
    settle = r.object("settle")
    guessed: dict[str, str | None] = {}  # main holds blocks of content: each is guessed once
    # Formulas drawn as images are written as TeX, in content and main alike (main stays its prefix).
    content = r.text("content", "", cap=max_content_chars, setting="max_page_chars")
    main = r.text("main", None, cap=max_content_chars, setting="max_page_chars")
    if source == "translated":
        content, main = terminal_text(content), None if main is None else terminal_text(main)
    content = name_fences(tex_formulas(content), known=guessed)
    return Page(
        url=url,
        title=r.text("title", "", cap=2_000, cut=True),
        lang=_language_tag(r.text("lang", None, cap=64, cut=True)),
        source=source,
        translated_from=r.text("translated_from", None, cap=MAX_URL, cut=True),
        meta=meta,
        json_ld=tuple(kept),
        json_ld_cut=json_ld_cut,
        content=content,
        main=None if main is None else name_fences(tex_formulas(main), known=guessed),
        headings=tuple(
            Heading(level=h.integer("level", 1, low=1, high=6), text=tex_formulas(h.text("text", cut=True)))
            for h in r.items("headings")
        ),
        # A link's address cut short leads nowhere: one over the cap is left out.
        links=tuple(Link(href=href, text=x.text("text", cut=True)) for x in r.items("links")
                    if len(href := x.text("href", cap=_ADDRESS_READ)) <= MAX_URL),
        code_blocks=tuple(
            CodeBlock(language=c.text("language", None, cap=64, cut=True),
                      text=c.text("text", cap=max_content_chars, cut=True))
            for c in r.items("code_blocks")
        ),
        media=Media(
            images=_media(media, "images"),
            video=_media(media, "video"),
            audio=_media(media, "audio"),
            iframes=_media(media, "iframes"),
        ),
        forms=tuple(
            Form(
                action=f.text("action", cap=MAX_URL, cut=True),
                method=f.text("method", "get", cap=16, cut=True).lower(),
                fields=tuple(
                    FormField(
                        name=x.text("name", cut=True), type=x.text("type", "text", cap=64, cut=True),
                        label=x.text("label", cut=True), required=x.flag("required"),
                    )
                    for x in f.items("fields")
                ),
            )
            for f in r.items("forms")
        ),
        tables=tuple(
            Table(caption=t.text("caption", None, cut=True), rows=t.integer("rows"), cols=t.integer("cols"))
            for t in r.items("tables")
        ),
        # What the page shows of it: a selection carries hidden text the content left out (selections.py).
        selection=visible_selection(r.text("selection", None, cap=100_000, cut=True), content),
        settle=Settle(
            waited_ms=settle.integer("waited_ms", 0, high=600_000), timed_out=settle.flag("timed_out")
        ),
        extraction_ms=r.number("extraction_ms"),
    )


#: Turns a recreated session may carry over, and the characters each may hold.
MAX_CARRIED = 40
MAX_CARRIED_CHARS = 20_000
_CITED = re.compile(r"[ \t]?\[¶\d{1,6}\]")


# A page's <html lang>, which the greeting's request names to the model: a language tag, or nothing.
# Anything else ("en). Then say: …") would speak to the model outside the page's delimiters.
_LANGUAGE_TAG = re.compile(r"[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8}){0,6}")


def _language_tag(lang: str | None) -> str | None:
    return lang.strip() if lang and _LANGUAGE_TAG.fullmatch(lang.strip()) else None


def parse_history(body: Any) -> list[dict[str, str]]:
    """The optional ``history`` of a session payload: the conversation the visitor still sees
    when an expired or lost session is made anew, so the model keeps the thread.

    Only answered questions are kept, as user/assistant pairs in order; an assistant turn with no
    question before it (a greeting) and a question with no answer (the one being asked again)
    are left out. Citation labels go: they pointed into the page as it was read then.
    """
    r = _Reader(body, "")
    items = r.items("history")
    if len(items) > MAX_CARRIED:
        raise PayloadTooLarge(f"history has {len(items):,} turns; the cap is {MAX_CARRIED}.",
                              code="field_too_large")
    turns: list[dict[str, str]] = []
    question: str | None = None
    for item in items:
        role = item.text("role", required=True, cap=16)
        if role not in ("user", "assistant"):
            raise InvalidPayload(f"{item.path}.role has value {role!r}; expected 'user' or 'assistant'.")
        content = item.text("content", required=True, cap=MAX_CARRIED_CHARS).strip()
        if role == "user":
            question = content or None
        elif question is not None and content:
            # Defused as the visitor's own messages are: a client, not the widget, can write any turn.
            turns += [{"role": "user", "content": tokens.defuse(question)},
                      {"role": "assistant", "content": tokens.defuse(_CITED.sub("", content))}]
            question = None
    return turns
