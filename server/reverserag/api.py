"""The session API of the widget↔server contract (v1)."""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import re
import threading
import time
import zlib
from collections.abc import AsyncIterator, Sequence
from concurrent.futures import Future
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from . import analyzers, context, languages, models, nesting, notices, ratelimit, selections, tokens, widget_text
from .budget import DEFAULT_CONTEXT_WINDOW
from .engines import Engine, Finish, ModelInfo
from .errors import (
    BadRequest,
    BodyTimeout,
    Conflict,
    Forbidden,
    Gone,
    InvalidPayload,
    PayloadTooLarge,
    SessionNotFound,
)
from .metrics import Metrics
from .page import Page, kind_of, parse_history, parse_page
from .session import Session, new_session_id
from .settings import Settings
from .sites import Site
from .streaming import Charge, capped, respond

log = logging.getLogger("reverserag.api")
_SESSION_ID = re.compile(r"^[0-9a-f]{32}$")
#: How an answer ended when the widget offers Retry: it failed, or a shutdown cut it.
REDONE = frozenset({"error", "shutdown"})


async def read_json(request: Request, cap: int, cap_name: str = "max_body_bytes", *,
                    optional: bool = False) -> Any:
    """The body as JSON, read no further than ``cap`` bytes; ``optional``: an empty body is ``{}``.
    A body sent with ``Content-Encoding: gzip`` (the widget sends a large page so: a fifth of the bytes
    up a phone's uplink) is unpacked as it arrives, and the cap counts what it unpacks to."""
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > cap:
        raise PayloadTooLarge(f"The request body is {int(declared):,} bytes; the cap is {cap:,} "
                              f"({cap_name}).")
    unpack = _unpacker(request.headers.get("content-encoding", ""))
    body = bytearray()
    came = 0
    limit = request.app.state.settings.body_timeout
    try:
        async with asyncio.timeout(limit):
            async for chunk in request.stream():
                came += len(chunk)
                # Never more than one byte past the cap, however far a small body would unpack.
                body += unpack.decompress(chunk, cap + 1 - len(body)) if unpack else chunk
                if len(body) > cap:
                    raise PayloadTooLarge(f"The request body is over the cap of {cap:,} bytes ({cap_name})"
                                          + (" once unpacked." if unpack else "."))
    except TimeoutError:
        raise BodyTimeout(f"The request body did not arrive within {limit:g} s ({came:,} bytes came; "
                          "body_timeout).") from None
    except zlib.error as exc:
        raise BadRequest(f"The request body is not valid gzip: {exc}.", code="malformed_gzip") from None
    if unpack and (not unpack.eof or unpack.unused_data):
        raise BadRequest("The request body is not valid gzip: " + (
            "it ends before its end." if not unpack.eof else "something follows its end."), code="malformed_gzip")
    if not body.strip():
        if optional:
            return {}
        raise BadRequest("The request body is empty; expected a JSON object.", code="empty_body")
    try:
        value = _loads(request, bytes(body))
        # JSON may escape half a character ("\ud83d" alone, as a page cut mid-emoji gives): it is
        # made U+FFFD, since no UTF-8 can carry it to the store or the model.
        return _whole_characters(value) if _SURROGATE_ESCAPE.search(body) else value
    except ValueError as exc:
        raise BadRequest(f"The request body is not valid JSON: {exc}.", code="malformed_json") from None
    except RecursionError:
        raise BadRequest("The request body is JSON nested deeper than the server reads (about 900 "
                         "levels).", code="malformed_json") from None


def _loads(request: Request, body: bytes) -> Any:
    """``body`` parsed; a page's JSON-LD block nested too deep to parse is left out (its count in
    ``request.state.json_ld_cut``), not the page refused."""
    try:
        return json.loads(body)
    except RecursionError:
        body, request.state.json_ld_cut = nesting.cut_json_ld(body)
        return json.loads(body)


def _unpacker(encoding: str) -> Any:
    """What unpacks a body sent in ``encoding``: none for none, a gzip stream for ``gzip``; any
    other is refused, since its bytes would be read as JSON."""
    name = encoding.strip().lower()
    if name in ("", "identity"):
        return None
    if name in ("gzip", "x-gzip"):
        return zlib.decompressobj(wbits=31)
    raise BadRequest(f"The request body's Content-Encoding is '{encoding.strip()}'; the server reads "
                     "gzip or none.", code="unsupported_encoding", status=415)


_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _whole_characters(value: Any) -> Any:
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_whole_characters(v) for v in value]
    if isinstance(value, dict):
        return {_whole_characters(k): _whole_characters(v) for k, v in value.items()}
    return value


#: Sessions whose page is analysed at once, per process. Analysis is Python under the GIL: more at
#: once finish no sooner, and each thread more makes the event loop wait longer for its turn (30
#: 3 MB pages at once held another visitor's first token for 12 s). Classification, which waits on
#: the model, is not held back by it.
BUILDS = 2


async def build_session(page: Page, settings: Settings, engine: Engine, language: str = notices.ENGLISH,
                        metrics: Metrics | None = None, cpu: asyncio.Semaphore | None = None) -> Session:
    """Analyze, classify, budget and lock: everything but storing. Classification runs while the
    analyzers do, since one waits on the network and the other on the CPU. ``language`` is the
    widget's, for the budget's notice to the visitor; ``cpu`` bounds the builds analysing at once."""
    cpu = cpu or asyncio.Semaphore(1)

    async def facts() -> tuple[list[analyzers.Finding], str, int]:
        async with cpu:
            return await run_in_threadpool(_facts, page, settings.analyzers)

    (findings, text, page_tokens), classification, info = await asyncio.gather(
        facts(), _classify(page, settings, engine, metrics), engine.model(),
    )
    # Not queued again: behind every page still waiting, a page analysed first would finish last.
    return await run_in_threadpool(
        lock_session, page, settings, findings, classification, info, page_tokens, text, language
    )


def _facts(page: Page, names: Sequence[str] | None) -> tuple[list[analyzers.Finding], str, int]:
    """The analyzers' findings, and the page text the model reads with its count, made once, in a
    thread of its own beside the analyzers: tiktoken releases the GIL while it encodes.

    The two are not two jobs for the event loop's pool. While one runs Python, every hop of the
    other (handed out, started, finished, its result taken up by the loop) waits for the GIL, up
    to ``sys.getswitchinterval()`` (5 ms) a hop. Started here, the count needs the GIL only to
    begin and to end (``bench/session.py``).
    """
    counted: Future[tuple[str, int]] = Future()

    def count() -> None:
        try:
            text = context.model_text(page.content, page.url)
            counted.set_result((text, tokens.count(text)))
        except BaseException as exc:  # handed to the analyzers' thread, which raises it
            counted.set_exception(exc)

    threading.Thread(target=count, name="reverserag-count", daemon=True).start()
    findings = analyzers.run(page, names)
    return findings, *counted.result()


def lock_session(page: Page, settings: Settings, findings: Sequence[analyzers.Finding],
                 classification: dict[str, Any] | None, info: ModelInfo,
                 page_tokens: int | None = None, text: str | None = None,
                 language: str = notices.ENGLISH) -> Session:
    """The CPU part of making a session once the facts are in: budget and lock."""
    intelligence = analyzers.render(findings)
    # The budget counts cl100k tokens: a window in the model's own tokens holds fewer of them.
    window = int((settings.context_window or info.context_window or DEFAULT_CONTEXT_WINDOW) / settings.token_ratio)
    locked = context.lock(
        page, persona=settings.persona or context.DEFAULT_PERSONA, intelligence=intelligence,
        classification=classification, context_window=window, page_tokens=page_tokens, text=text,
        reasoning=int(settings.reasoning_tokens / settings.token_ratio),
    )
    return Session(
        id=new_session_id(), url=page.url, title=page.title,
        system_message=locked.system_message, intelligence=intelligence,
        classification=classification, budget=locked.budget.to_json(language), model=info.name,
        context_window=window, system_tokens=locked.system_tokens,
        greeting_request=context.greeting_request(page),
        selection=page.selection,
    )


async def _classify(page: Page, settings: Settings, engine: Engine, metrics: Metrics | None) -> dict[str, Any] | None:
    if settings.classify_timeout <= 0 and settings.engine_name == "upstream":
        return None  # not asked: for a model too slow to be worth the wait (the offline engine's is free)
    started = time.perf_counter()
    try:
        return await engine.classify(page, timeout=settings.classify_timeout)
    except Exception:  # classification is optional: the session goes on without it
        log.exception("classification failed")
        return None
    finally:
        if metrics is not None:
            metrics.classify_seconds += time.perf_counter() - started
            metrics.classify_count += 1


def _site(request: Request) -> Site:
    site: Site = request.state.site
    return site


async def _session(request: Request, *, in_use: bool = False) -> Session:
    """The path's session, if the request's site made it; ``in_use`` also enforces its lifetime."""
    session_id = request.path_params["session_id"]
    if not _SESSION_ID.match(session_id):
        raise SessionNotFound(f"No session with id {session_id[:64]!r}; it may have expired.")
    session = await request.app.state.store.get(session_id)
    site = _site(request)
    if session.site != site.key:
        raise Forbidden("This session was made with another site key; send the key it was made with.",
                        code="site_key_mismatch")
    cap = site.settings.max_session_age
    if in_use and time.time() - session.created_at > cap:
        raise Gone(f"This session is older than its lifetime cap of {cap:,} second{'s' * (cap != 1)} "
                   "(max_session_age); start a new one.")
    return session


async def create_session(request: Request) -> Response:
    site = _site(request)
    settings = site.settings
    await ratelimit.admit(request, "sessions")
    body = await read_json(request, settings.max_body_bytes)
    parse = functools.partial(parse_page, body, max_content_chars=settings.max_page_chars,
                              json_ld_cut=getattr(request.state, "json_ld_cut", 0))
    # A selection is matched against the whole visible text (selections.py: up to 0.3 s for 2 MB),
    # so that page is read off the event loop; one without a selection is read here, without a hop.
    page = await run_in_threadpool(parse) if isinstance(body, dict) and body.get("selection") else parse()
    carried = parse_history(body)
    started = time.perf_counter()
    with request.app.state.drain.bounded():  # a JSON 503 once shutting down, never uvicorn's 500
        session = await build_session(page, settings, request.app.state.engines[site.key],
                                      _widget_language(request), request.app.state.metrics,
                                      request.app.state.builds)
    session.site = site.key
    session.history = carried
    await request.app.state.store.create(session)
    request.app.state.metrics.sessions_created += 1
    facts: dict[str, Any] = {
        "session_id": session.id, "page_chars": len(page.content),
        "page_tokens": session.budget.get("page_tokens"), "truncated": session.budget.get("truncated"),
        "ms": round((time.perf_counter() - started) * 1000, 1),
    }
    if page.json_ld_cut:
        facts["json_ld_cut"] = page.json_ld_cut
    if settings.log_content:
        facts.update(url=page.url, title=page.title, content=page.content[:4000])
    log.info("session created", extra=facts)
    return JSONResponse({
        "session_id": session.id, "intelligence": session.intelligence,
        "classification": session.classification, "budget": session.budget,
        "model": await models.shown(request.app.state, site, session.model),
    }, status_code=201)


def _widget_language(request: Request) -> str:
    """The language the widget speaks (``X-Reverserag-Language``, sent by one served in another
    language than English), one the server words its notices in, or English."""
    tag = request.headers.get("x-reverserag-language")
    if not tag:
        return notices.ENGLISH
    try:
        return widget_text.language_of(tag, notices.LANGUAGES)
    except ValueError:
        raise BadRequest(f"X-Reverserag-Language has value {tag[:40]!r}. Not a language tag such as 'fr'.",
                         code="bad_language") from None


async def get_session(request: Request) -> Response:
    session = await _session(request)
    shown = await models.shown(request.app.state, _site(request), session.model)
    return JSONResponse(session.public() | {"model": shown})


async def delete_session(request: Request) -> Response:
    session = await _session(request)
    await request.app.state.store.delete(session.id)
    return Response(status_code=204)


async def _choices(request: Request, body: dict[str, Any]) -> tuple[str | None, str | None]:
    """The turn's optional ``model`` and ``language``, checked: 400 for one not offered or not a code."""
    model = await models.choose(request.app.state, _site(request), body.get("model"))
    return model, languages.parse(body.get("language"))


async def greeting(request: Request) -> Response:
    store = request.app.state.store
    session = await _session(request, in_use=True)
    site = _site(request)
    body = await read_json(request, 64 * 1024, "a greeting's, fixed", optional=True)
    if not isinstance(body, dict):
        raise BadRequest("The greeting body must be a JSON object: {\"model\", \"language\"}, both optional.")
    model, language = await _choices(request, body)
    if not site.greeting:
        return await respond(request, session, _finish_only("greeting_disabled"), _discard, from_model=False)
    if session.greeted:
        # Asked again (a reload, a second tab): replay the greeting the history already holds.
        text = next(m["content"] for m in session.history if m.get("kind") == "greeting")
        return await respond(request, session, _replay(text), _discard, from_model=False)
    # A greeting the model writes counts as a message: one left unread is written again when asked
    # again, and asking in a loop would make the model write without end.
    await ratelimit.admit(request, "messages")
    # Kept as sent, language line included: later requests repeat the same prefix.
    ask = languages.ask_in(session.greeting_request, language, greeting=True)
    request_turn = {"role": "user", "content": ask, "kind": "greeting_request"}

    async def keep(text: str, reason: str) -> None:
        # A greeting that failed or was cut by a shutdown is redone whole when asked again (the
        # widget's Retry); one the visitor stopped, or left by a reload, stays as they saw it, since
        # the widget shows it and never asks again: the model must have what the visitor read.
        if text and reason not in REDONE:
            await store.append(session.id, request_turn,
                               {"role": "assistant", "content": text, "kind": "greeting"})

    messages = [*session.messages(), {"role": "user", "content": ask}]
    source = request.app.state.engines[site.key].stream(
        messages, task="greeting", max_tokens=session.budget["reserved_for_response"], model=model
    )
    # Capped in characters, not tokens: a model that reasons first spends tokens the visitor never sees.
    source = capped(source, context.GREETING_MAX_CHARS, context.GREETING_SLACK_CHARS)
    return await respond(request, session, source, keep, await _token_charge(request))


async def post_message(request: Request) -> Response:
    site = _site(request)
    settings = site.settings
    store = request.app.state.store
    session = await _session(request, in_use=True)
    body = await read_json(request, 64 * 1024 + settings.max_message_chars * 4, "max_message_chars")
    if not isinstance(body, dict):
        raise BadRequest(f"The message body must be a JSON object: {{\"content\"}}, and \"model\" and "
                         f"\"language\" optional; got {kind_of(body)}.")
    content = body.get("content")
    if not isinstance(content, str):
        raise InvalidPayload("content must be a string: the visitor's message.")
    if not content.strip():
        raise InvalidPayload("content is empty; write a message.", code="empty_message")
    if len(content) > settings.max_message_chars:
        raise PayloadTooLarge(
            # Shown to the visitor as it is (the widget has no words of its own for it).
            f"This message has {len(content):,} characters; this chat takes at most "
            f"{settings.max_message_chars:,} (max_message_chars). Shorten it.", code="message_too_long",
        )
    if content.startswith(selections.QUOTED):
        # The widget quotes a new selection before the question: only what the page shows of it is
        # kept, of the page text the session locked (selections.py).
        page_text = context.read_locked(session.system_message).page_text
        visible: str = await run_in_threadpool(selections.visible_question, content, page_text)
        if not visible.strip():
            raise InvalidPayload("content is only selected text that the page does not show; write a "
                                 "message.", code="empty_message")
        content = visible
    model, language = await _choices(request, body)
    if session.turns() >= settings.max_turns:
        raise Conflict(f"This session has reached its cap of {settings.max_turns} turns (max_turns); "
                       "start a new one.", code="turn_limit")
    # Kept as sent, so every later request repeats the same prefix; "shown" is what the visitor typed.
    # The visitor's words are defused as the page's are: a chat template's control strings in them
    # (<|im_start|>system …) would open a turn of their own on llama.cpp and vLLM.
    asked = tokens.defuse(content)
    outgoing = _fitted(session, asked, content, language)
    await ratelimit.admit(request, "messages")
    facts: dict[str, Any] = {"session_id": session.id, "chars": len(content), "turn": session.turns() + 1}
    facts.update({k: v for k, v in (("model", model), ("language", language)) if v})
    if settings.log_content:
        facts["content"] = content
    log.info("message", extra=facts)
    user = {"role": "user", "content": outgoing, "shown": content}

    async def keep(text: str, reason: str) -> None:
        # Kept as the visitor saw it, a failed one marked so: asked again, it is left out (Session.messages).
        if text:
            answer = {"role": "assistant", "content": text}
            await store.append(session.id, user, answer | {"ended": reason} if reason in REDONE else answer)

    history = await run_in_threadpool(  # CPU work off the event loop, like the analyzers'
        context.trim_history, session.messages(user),
        budget_tokens=session.context_window - session.budget["reserved_for_response"],
        system_tokens=session.system_tokens,
    )
    source = request.app.state.engines[site.key].stream(
        history, max_tokens=session.budget["reserved_for_response"], model=model
    )
    return await respond(request, session, source, keep, await _token_charge(request))


def _fitted(session: Session, asked: str, content: str, language: str | None) -> str:
    """The user turn to send: the question, in the language asked for, and on the first turn the
    text the visitor had selected, cut to what fits. A question that cannot fit beside the locked page
    and the answer's room is refused up front: sent anyway, it overflowed the model's window, which
    fails on every try (llama-cpp-python, vLLM) or drops the page (llama.cpp, Ollama). Older turns are
    what the budget drops to make room, never this one."""
    room = (session.context_window - session.system_tokens - session.budget["reserved_for_response"]
            - tokens.REPLY_PRIMING - tokens.MESSAGE_OVERHEAD)
    selection = session.selection if not session.turns() else None
    if selection and selection.strip():
        quoted = languages.ask_in(context.first_question(selection, asked), language)
        over = tokens.count(quoted) - room
        if over <= 0:
            return quoted
        # The quote is cut to fit (a visitor cannot change it), or left out if little would be left.
        share = 1 - over / max(1, tokens.count(selection)) - 0.05
        kept = selection[: int(len(selection) * share)].rsplit(" ", 1)[0] if share > 0 else ""
        if len(kept) >= 100:
            quoted = languages.ask_in(context.first_question(kept + " …", asked), language)
            if tokens.count(quoted) <= room:
                return quoted
    plain = languages.ask_in(asked, language)
    needed = tokens.count(plain)
    if needed > room:
        own = max(1, tokens.count(asked))  # the visitor's words, without what the language adds
        # Characters go to tokens unevenly: a tenth is kept in hand so that what is advised fits.
        fit = max(0, int(0.9 * (room - (needed - own)) * len(content) / own))
        raise PayloadTooLarge(
            f"This message is {needed:,} tokens, and beside the page the model's window of "
            f"{session.context_window:,} tokens has room for {max(room, 0):,}: about {fit:,} characters. "
            "Shorten it.", code="message_too_long")
    return plain


async def _token_charge(request: Request) -> Charge | None:
    """The site's token budget: refused up front (429) when already spent, else charged as the
    answer streams (an ``error`` event if it runs out mid-answer)."""
    site = _site(request)
    if site.settings.site_tokens_per_minute <= 0:
        return None
    bucket = f"{site.label}:tokens"
    await ratelimit.charge(request, "site_tokens_per_minute", bucket, 0, debt=True)

    async def charge(n: int) -> None:
        await ratelimit.charge(request, "site_tokens_per_minute", bucket, n, debt=True)

    return charge


async def _replay(text: str) -> AsyncIterator[str | Finish]:
    for match in re.finditer(r"\S+\s*|\s+", text):
        yield match.group()
    yield Finish("stop", {})


async def _finish_only(reason: str) -> AsyncIterator[str | Finish]:
    yield Finish(reason, {})


async def _discard(text: str, reason: str) -> None:
    return None


routes = [
    Route("/api/sessions", create_session, methods=["POST"]),
    Route("/api/sessions/{session_id}", get_session, methods=["GET"]),
    Route("/api/sessions/{session_id}", delete_session, methods=["DELETE"]),
    Route("/api/sessions/{session_id}/greeting", greeting, methods=["POST"]),
    Route("/api/sessions/{session_id}/messages", post_message, methods=["POST"]),
]
