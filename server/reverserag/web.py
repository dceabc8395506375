"""Everything that is not the session API: the widget file, the demo pages, health and metrics."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import functools
import hashlib
import hmac
import re
import string
from dataclasses import dataclass
from pathlib import Path

import brotli
import rjsmin
import zopfli.gzip
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from . import __version__, widget_text
from .errors import BadRequest, Unauthorized, Unavailable
from .resources import templates_dir
from .stores.memory import MemoryStore

try:  # tdewolff/minify (Go, the minifier Hugo uses): renames local names, rewrites for size
    import minify as _tdewolff
except ImportError:  # no wheel for this platform: rjsmin, which only takes out space and comments
    _tdewolff = None

_TITLE = re.compile(r"{%\s*block title\s*%}(.*?){%\s*endblock", re.S)
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")
# Demo pages served with extra headers, to show the widget under them.
_PAGE_HEADERS = {
    "strict-csp": {"Content-Security-Policy": "default-src 'self'; script-src 'self'; connect-src 'self'; "
                                              "style-src 'self'; require-trusted-types-for 'script'; "
                                              "trusted-types 'none'"},
}


# A template literal marked ``/* css */`` holds a style sheet (no ``${…}``, no backslash).
_CSS_LITERAL = re.compile(r"/\* css \*/\s*`([^`$\\]*)`")
# ``const`` where the minified program declares (tdewolff keeps the keyword): after a brace, a
# semicolon or ``for (``, before a name or a destructuring pattern.
_CONST = re.compile(r"(?<=[{};(])const(?=[ \[{])")


# Properties of the widget's own objects (the walk's frames, writers and scan, the chat's state,
# elements and vault), which tdewolff leaves spelled in full: it renames variables, never
# properties. After minifying, each gets a name that no property of the program has, as Terser's
# property mangling does with a list of names: a letter, and once the free letters are used up a
# letter and a digit (about 300 B of the widget's gzip). None of them is a name the web platform or
# JavaScript defines, a string of the program, a key it reaches by a value, or a key of what the
# widget sends, stores, tells the page or reads from the server: tests/test_widget_asset.py and
# tests/e2e/test_contract.py check each, and that nothing else in the program changed. So the widget
# names its fields for this (``state.liveSession``, kept as ``session``; ``ui.chatPanel``, not
# ``ui.panel``, a string of its). Methods count too (``takeMarkdown(){…}``, a Writer's).
# A name's place gives its short name: which one gzips smaller is a matter of measuring.
# The vault file (``reverserag-vault.js``) is minified alone: it reads none of these (a test sees to it).
INTERNAL_PROPERTIES = (
    "chars", "commas", "own", "ownCommas", "writers", "exits", "flushTop", "full", "cites", "mediaSeen",
    "linkSeen", "simple", "scored", "score", "ranged", "articles", "hiddenText", "indented", "away",
    "verdicts", "inX", "inY", "rowCells", "inHeading", "boxInLine", "plain", "blocks", "stick", "relocking", "restored",
    "highlighted", "starting", "waiters", "zoomed", "bg",
    "retryAfter", "takeMarkdown", "seen", "gone", "early", "verified", "aborter", "itemNumber", "tornDown", "aloud",
    "oneLine", "inlineBox", "keepsSpaces", "inFlight", "storageRead", "netOpacity", "shownOnce", "numbered", "again",
    "joiner", "spaced", "cut", "dataTable", "logHeight", "outer", "win", "logEntry", "mains", "mainKind",
    "opensBlock", "addRaw", "widget", "shadow", "launchButton", "chatPanel", "newChatButton", "languageSelect",
    "messageLog", "jumpButton", "statusLine", "questionForm", "questionBox", "sendButton", "stopButton",
    "modelSelect", "liveSession", "logEntries", "answerLanguage", "rawFile", "addBlock", "flushInline", "wrapSince",
    "markHere", "joinBlocks", "takeLine", "matcher", "addText", "computed", "runStart", "runEnd", "spanStart",
    "linkChars", "keptSpace", "charCap", "captionText", "cellRows", "rowPlaces", "colCount", "showText", "noticed",
    "firstNode", "lastNode", "taskQueue", "fileLoading", "linkList",
)
_NAMES = "|".join(INTERNAL_PROPERTIES)
# A property read or written (``.chars``), an object literal's key (``{chars:``, ``,chars:``), or a
# method defined in a class (``}takeMarkdown(``: after the method before it, or the class's brace).
_PROPERTY = re.compile(rf"(?<=\.)(?:{_NAMES})(?![\w$])|(?<=[{{,])(?:{_NAMES})(?=:)|(?<=[{{}}])(?:{_NAMES})(?=\()")
# The same places for a name of one or two characters, and a string that is one.
_SHORT = re.compile(r"(?<=\.)[A-Za-z_$][\w$]?(?![\w$])|(?<=[{,])[A-Za-z_$][\w$]?(?=:)"
                    r"|(?<=[\"'`])[A-Za-z_$][\w$]?(?=[\"'`])")
# Two characters a name may be when the letters run out: a letter and a digit, which no keyword is.
_PAIRS = tuple(letter + digit for letter in string.ascii_letters for digit in string.digits)


def property_names(program: str) -> dict[str, str]:
    """The name each of INTERNAL_PROPERTIES becomes in ``program``, minified: the first letters,
    then letter-and-digit pairs, that no property of it is named, nor a string
    (``setAttribute("d", …)``), nor a label (which the pattern may take for a key)."""
    used = set(_SHORT.findall(program))
    free = (name for name in (*string.ascii_letters, *_PAIRS) if name not in used)
    return dict(zip(INTERNAL_PROPERTIES, free, strict=False))


def minify_js(source: bytes, *, shorten: bool = True) -> bytes:
    """The widget as shipped: the ``/*! … */`` banner kept, comments and space out and, with
    tdewolff/minify, local names shortened, the ``/* css */`` style sheets minified too and, unless
    ``shorten`` is false, the widget's own properties given a short name each."""
    text = source.decode("utf-8")
    if _tdewolff is None:
        return rjsmin.jsmin(text, keep_bang_comments=True).encode("utf-8")
    text = _CSS_LITERAL.sub(lambda m: "`" + _minify_css(m.group(1)) + "`", text)
    # Then every ``const`` declares with ``let``, as UglifyJS does: the same bindings, two bytes
    # shorter each (78 B of the widget's gzip), in a program that never assigns to a constant (the
    # browser suite runs these bytes). tests/test_widget_asset.py parses the program before and
    # after, to show that nothing but those keywords changed.
    text = _CONST.sub("let", _tdewolff.string("application/javascript", text))
    # Then tdewolff once more, to join the declarations that were a ``const`` beside a ``let``:
    # ``let a=…;let b=…`` is ``let a=…,b=…`` (about 20 B of gzip). tests/test_widget_asset.py shows that
    # it joined declarations and changed nothing else but local names.
    text = _joined(text)
    if not shorten:
        return text.encode("utf-8")
    short = property_names(text)
    return _PROPERTY.sub(lambda m: short.get(m.group(), m.group()), text).encode("utf-8")


def _joined(program: str) -> str:
    """``program`` minified again: its declarations side by side joined into one."""
    return _tdewolff.string("application/javascript", program)


# A custom property's value, which tdewolff keeps as written, spaces and all (a custom property is
# a run of tokens until it is used); the strings in it, which are left alone.
_CUSTOM_VALUE = re.compile(r"(?<=[{;]--)([\w-]+:)([^;{}]*)")
_CSS_STRING = re.compile(r"(\"[^\"]*\"|'[^']*')")


def _squeezed(value: str) -> str:
    """A custom property's value less the spaces that mean nothing wherever it is used: around a
    comma (every comma-separated list and function argument) and ``!important``. Spaces between
    other tokens stay: in ``calc(0.58 - l)`` they make the minus an operator."""
    parts = _CSS_STRING.split(value)
    return "".join(part if n % 2 else re.sub(r"\s*(,|!important)\s*", r"\1", part)
                   for n, part in enumerate(parts))


def _minify_css(sheet: str) -> str:
    out = _tdewolff.string("text/css", sheet)
    out = _CUSTOM_VALUE.sub(lambda m: m.group(1) + _squeezed(m.group(2)), out)
    if "`" in out or "${" in out or "\\" in out:  # cannot happen from a sheet without them; keep it so
        raise ValueError("minified CSS would change the template literal that holds it")
    return out


@dataclass(frozen=True)
class Representation:
    body: bytes
    etag: str

    @classmethod
    def of(cls, body: bytes) -> Representation:
        return cls(body, '"' + hashlib.sha256(body).hexdigest()[:32] + '"')


@dataclass(frozen=True)
class Widget:
    """A file of the widget as served: in one language, minified (unless ``minify`` is false), then
    compressed once with Brotli (what browsers ask for over HTTPS) and gzip. ``reverserag.js``, the
    file every page loads, carries the two files it may fetch: ``chat`` (``reverserag-chat.js``,
    fetched the first time the chat is needed), and that one's ``vault`` (``reverserag-vault.js``,
    which only a site with ``data-vault="on"`` loads). Each carries the hash of the one it fetches,
    to pin it by Subresource Integrity."""

    identity: Representation
    gzip: Representation
    br: Representation
    language: str = widget_text.ENGLISH
    chat: Widget | None = None
    vault: Widget | None = None

    @classmethod
    def load(cls, path: Path, minify: bool = True, language: str = widget_text.ENGLISH) -> Widget:
        """``path`` (``reverserag.js``) with the files beside it it fetches, each made first and
        pinned into the one that fetches it: the vault into the chat, the chat into this one."""
        vault = _part(path.with_name(VAULT_FILE), minify, language)
        chat = _part(path.with_name(CHAT_FILE), minify, language, vault, _VAULT_INTEGRITY)
        if chat is not None:
            chat = dataclasses.replace(chat, vault=vault)
        made = _part(path, minify, language, chat, _CHAT_INTEGRITY)
        if made is None:
            raise FileNotFoundError(f"the widget's file {path} is missing")
        return dataclasses.replace(made, chat=chat, vault=vault)

    def representation(self, encoding: str) -> Representation:
        return self.br if encoding == "br" else self.gzip if encoding == "gzip" else self.identity

    @functools.cached_property
    def version(self) -> str:
        """What the file that fetches this one puts in its address (``?v=``): its hash's first characters."""
        return integrity(self.identity.body)[7:15]


CHAT_FILE = "reverserag-chat.js"
VAULT_FILE = "reverserag-vault.js"
# Where a file's source leaves room for the hash of the file it fetches ('' as written: not checked).
_CHAT_INTEGRITY = b"/*chat-integrity*/''"
_VAULT_INTEGRITY = b"/*vault-integrity*/''"


def _part(path: Path, minify: bool, language: str, fetched: Widget | None = None,
          room: bytes = b"") -> Widget | None:
    """The file at ``path`` as served (None if there is none), with the hash of ``fetched``, the
    file it fetches as served, written into its ``room``."""
    if not path.is_file():
        return None
    source = _source(path, language)
    return _widget(source if fetched is None else pinning(source, fetched.identity.body, room), minify, language)


def pinning(source: bytes, fetched: bytes, room: bytes = _VAULT_INTEGRITY) -> bytes:
    """``source`` with the hash of ``fetched`` (a file it loads, as served) written into ``room``."""
    return source.replace(room, f"'{integrity(fetched)}'".encode(), 1)


def one_script(loader: bytes, chat: bytes) -> bytes:
    """``reverserag.js`` and the chat's file it fetches as one classic script, for a page that puts
    the widget in inline rather than by address (the benches and the corpus tests do, on pages that
    load nothing else): the chat's module made a script that runs at once, in strict mode as a
    module does, and hands its function over as it would from its own file."""
    module = re.sub(rb"\bexport default (?=function )", b"", chat, count=1)
    return loader + b"\n;(() => {\n'use strict';\n" + module + b"\n})();\n"


def integrity(body: bytes) -> str:
    """A Subresource Integrity value for ``body``: ``sha256-`` and the digest in base64. SHA-256 is
    one of the three digests every browser checks (CSP 3, SRI), and its 44 characters in the widget,
    random as they are, gzip 20 B smaller than SHA-384's 64."""
    return "sha256-" + base64.b64encode(hashlib.sha256(body).digest()).decode("ascii")


def _source(path: Path, language: str) -> bytes:
    """The file at ``path``, its marked words in ``language`` (``widget_text``)."""
    source = path.read_bytes()
    if language == widget_text.ENGLISH:
        return source
    table = widget_text.tables(path.parent / "text")[language]
    return widget_text.translated(source.decode("utf-8"), table, language).encode("utf-8")


@functools.lru_cache(maxsize=64)  # apps made again in one process (tests, reloads) reuse the work
def _widget(source: bytes, minify: bool, language: str) -> Widget:
    body = minify_js(source) if minify else source
    identity = Representation.of(body)
    tag = identity.etag[:-1]
    # Zopfli writes gzip that every client reads, ~4% smaller than gzip -9, in ~0.2 s once (15
    # iterations: 4 B under 5, for 0.04 s); its header carries no time, so every replica sends the
    # same bytes for the same file.
    return Widget(identity, Representation(zopfli.gzip.compress(body, numiterations=15), tag + '-gzip"'),
                  Representation(brotli.compress(body, mode=brotli.MODE_TEXT, quality=11), tag + '-br"'),
                  language)


class Widgets:
    """The widget in every language ``widget/text/`` has: English made at start, another the first
    time a page asks for it (``reverserag.js?lang=fr``), in a worker thread, then kept."""

    def __init__(self, path: Path, minify: bool = True) -> None:
        self.path, self.minify = path, minify
        self.languages = frozenset(widget_text.tables(path.parent / "text")) | {widget_text.ENGLISH}
        self.made = {widget_text.ENGLISH: Widget.load(path, minify)}
        self.making: dict[str, asyncio.Future[Widget]] = {}

    async def get(self, tag: str | None) -> Widget:
        """The widget for a ``lang`` parameter: English without one or for a language not here.
        Raises ValueError for what is not a language tag."""
        language = widget_text.language_of(tag, self.languages) if tag else widget_text.ENGLISH
        if language in self.made:
            return self.made[language]
        making = self.making.get(language)
        if making is None:  # made once, however many first requests come at once
            making = self.making[language] = asyncio.ensure_future(
                run_in_threadpool(Widget.load, self.path, self.minify, language))
        try:
            self.made[language] = await asyncio.shield(making)  # a request that goes leaves it running
        finally:
            if making.done():
                self.making.pop(language, None)
        return self.made[language]


def choose_encoding(header: str) -> str:
    """``br``, ``gzip`` or ``identity``: the smallest an ``Accept-Encoding`` value allows (q > 0;
    ``x-gzip`` is gzip, ``*`` stands for any coding the value does not name)."""
    qualities: dict[str, float] = {}
    for part in header.lower().split(","):
        coding, _, params = part.partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.partition("=")
            if key.strip() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        qualities[coding.strip()] = quality
    anything = qualities.get("*", 0.0)
    if qualities.get("br", anything) > 0:
        return "br"
    if qualities.get("gzip", qualities.get("x-gzip", anything)) > 0:
        return "gzip"
    return "identity"


def _matches(etag: str, if_none_match: str) -> bool:
    """``If-None-Match`` by weak comparison (a proxy may have weakened our tag)."""
    tags = [tag.strip().removeprefix("W/") for tag in if_none_match.split(",")]
    return "*" in tags or etag in tags


async def widget(request: Request) -> Response:
    return await _serve_widget(request, None)


async def chat_file(request: Request) -> Response:
    """``reverserag-chat.js``: the chat, in the language the widget was asked in."""
    return await _serve_widget(request, CHAT_FILE)


async def vault_file(request: Request) -> Response:
    """``reverserag-vault.js``: the widget's vault, in the language the widget was asked in."""
    return await _serve_widget(request, VAULT_FILE)


async def _serve_widget(request: Request, part: str | None) -> Response:
    try:
        made: Widget = await request.app.state.widgets.get(request.query_params.get("lang"))
    except ValueError as exc:
        raise BadRequest(str(exc), code="bad_language") from None
    asset = made if part is None else made.chat if part == CHAT_FILE else made.vault
    if asset is None:
        raise HTTPException(404, f"{part} is not beside the widget this server serves")
    encoding = choose_encoding(request.headers.get("accept-encoding", ""))
    chosen = asset.representation(encoding)
    # The chat's and the vault's files are fetched at an address that names their version (the file
    # that fetches them carries their hash): what it serves never changes, so it is kept a year.
    # Any other address (reverserag.js, whose address is the site's tag) is fresh for five minutes,
    # then revalidated cheaply by its ETag.
    versioned = part is not None and request.query_params.get("v") == asset.version
    headers = {
        "ETag": chosen.etag,
        "Vary": "Accept-Encoding",
        "Content-Language": asset.language,
        "Cache-Control": "public, max-age=31536000, immutable" if versioned
        else "public, max-age=300, stale-while-revalidate=86400",
        "Cross-Origin-Resource-Policy": "cross-origin",
        # A public script: `<script crossorigin integrity=…>` (Subresource Integrity) and
        # `type="module"` fetch it with CORS, and fail without this.
        "Access-Control-Allow-Origin": "*",
        "X-Content-Type-Options": "nosniff",
    }
    if _matches(chosen.etag, request.headers.get("if-none-match", "")):
        return Response(status_code=304, headers=headers)
    if encoding != "identity":
        headers["Content-Encoding"] = encoding
    return Response(chosen.body, media_type="text/javascript; charset=utf-8", headers=headers)


def demo_pages(folder: Path) -> list[dict[str, str]]:
    pages = []
    for path in sorted(folder.glob("*.html")):
        if path.name.startswith("_") or path.stem == "index" or not _SLUG.match(path.stem):
            continue
        match = _TITLE.search(path.read_text(encoding="utf-8"))
        pages.append({"slug": path.stem, "title": match.group(1).strip() if match else path.stem})
    return pages


def _widget_url(request: Request) -> str:
    """The widget's address, in the language a demo page was asked for (``/demo/article?lang=fr``)."""
    url = request.url_for("widget")
    lang = request.query_params.get("lang")
    return str(url.include_query_params(lang=lang) if lang else url)


async def index(request: Request) -> Response:
    templates: Jinja2Templates = request.app.state.templates
    return templates.TemplateResponse(request, "index.html", {
        "widget_url": _widget_url(request), "pages": request.app.state.demo_pages,
    })


async def demo(request: Request) -> Response:
    slug = request.path_params["slug"]
    if slug not in {p["slug"] for p in request.app.state.demo_pages}:
        raise HTTPException(404, f"No demo page named {slug[:100]!r}.")
    templates: Jinja2Templates = request.app.state.templates
    return templates.TemplateResponse(request, f"{slug}.html", {"widget_url": _widget_url(request)},
                                      headers=_PAGE_HEADERS.get(slug))


def _gitlab_page(request: Request, template: str, **fields: object) -> Response:
    """A GitLab-style page of the demo project the address names: a shell the widget translates."""
    p = request.path_params
    templates: Jinja2Templates = request.app.state.templates
    return templates.TemplateResponse(request, template, {
        "widget_url": _widget_url(request), "project": f"{p['namespace']}/{p['project']}", **fields,
    })


async def gitlab_job(request: Request) -> Response:
    """A GitLab-style CI job page, so the widget's URI translation can be seen end to end."""
    return _gitlab_page(request, "_gitlab-job.html", job_id=request.path_params["job_id"])


async def gitlab_job_raw(request: Request) -> Response:
    log = templates_dir() / "assets" / "job.log"
    return PlainTextResponse(log.read_text(encoding="utf-8"))


async def gitlab_blob(request: Request) -> Response:
    """A GitLab-style file view: a shell the widget's URI translation reads the raw file behind."""
    return _gitlab_page(request, "_gitlab-blob.html", ref=request.path_params["ref"], path=request.path_params["path"])


async def gitlab_raw(request: Request) -> Response:
    """A file of the demo repository (``templates/assets/repo``) as GitLab serves it raw, at any ref."""
    repo = (templates_dir() / "assets" / "repo").resolve()
    found = (repo / request.path_params["path"]).resolve()
    if not found.is_relative_to(repo) or not found.is_file():
        raise HTTPException(404, f"No file {request.path_params['path'][:200]!r} in the demo repository.")
    return PlainTextResponse(found.read_text(encoding="utf-8"))


async def healthz(request: Request) -> Response:
    state = request.app.state
    return JSONResponse({
        "status": "ok", "version": __version__, "engine": state.engine.name,
        "store": state.store.name, "sessions": await state.store.count(),
    })


async def metrics(request: Request) -> Response:
    state, store = request.app.state, request.app.state.store
    token = state.settings.metrics_token
    if token is not None and not _bearer_is(request.headers.get("authorization", ""), token):
        raise Unauthorized("The metrics need the server's metrics token (REVERSERAG_METRICS_TOKEN): "
                           "send it as 'Authorization: Bearer <token>'.")
    memory = (store.bytes, store.evicted) if isinstance(store, MemoryStore) else None
    try:
        live: int | None = await store.count()
    except Unavailable:  # an outage is when the counters matter most: they are still given
        live = None
    return PlainTextResponse(state.metrics.render(live, memory),
                             media_type="text/plain; version=0.0.4")


def _bearer_is(header: str, token: str) -> bool:
    scheme, _, given = header.partition(" ")
    # In constant time: a comparison that stops at the first wrong byte tells a timer how far it got.
    return scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), token.encode())


def routes() -> list[Route | Mount]:
    assets = templates_dir() / "assets"
    found: list[Route | Mount] = [
        Route("/reverserag.js", widget, methods=["GET", "HEAD"], name="widget"),
        Route(f"/{CHAT_FILE}", chat_file, methods=["GET", "HEAD"], name="chat_file"),
        Route(f"/{VAULT_FILE}", vault_file, methods=["GET", "HEAD"], name="vault_file"),
        Route("/healthz", healthz, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        Route("/", index, methods=["GET"]),
        Route("/demo/{slug}", demo, methods=["GET"]),
        Route("/demo/gitlab/{namespace}/{project}/-/jobs/{job_id:int}", gitlab_job),
        Route("/demo/gitlab/{namespace}/{project}/-/jobs/{job_id:int}/raw", gitlab_job_raw),
        Route("/demo/gitlab/{namespace}/{project}/-/blob/{ref}/{path:path}", gitlab_blob),
        Route("/demo/gitlab/{namespace}/{project}/-/raw/{ref}/{path:path}", gitlab_raw),
    ]
    if assets.is_dir():
        found.append(Mount("/demo-assets", StaticFiles(directory=assets), name="demo-assets"))
    return found
