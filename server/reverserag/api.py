"""The session API of the widget↔server contract (v1)."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator, Sequence
from typing import Any

from sse_starlette import EventSourceResponse
from starlette.background import BackgroundTask
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from . import analyzers, context, tokens
from .budget import DEFAULT_CONTEXT_WINDOW
from .engines import Engine, Finish, ModelInfo
from .errors import BadRequest, Conflict, InvalidPayload, PayloadTooLarge
from .page import Page, parse_page
from .session import Session, new_session_id
from .settings import Settings
from .streaming import sse_events

log = logging.getLogger("reverserag.api")


async def read_json(request: Request, cap: int) -> Any:
    """The body as JSON, read no further than ``cap`` bytes."""
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > cap:
        raise PayloadTooLarge(f"The request body is {int(declared):,} bytes; the cap is {cap:,}.")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > cap:
            raise PayloadTooLarge(f"The request body is over the cap of {cap:,} bytes.")
    if not body.strip():
        raise BadRequest("The request body is empty; expected a JSON object.", code="empty_body")
    try:
        return json.loads(body)
    except (ValueError, RecursionError) as exc:
        raise BadRequest(f"The request body is not valid JSON: {exc}.", code="malformed_json") from None


async def build_session(page: Page, settings: Settings, engine: Engine) -> Session:
    """Analyze, classify, budget and lock: everything but storing. Classification runs while the
    analyzers do, since one waits on the network and the other on the CPU."""
    # The page is tokenized once, in a thread beside the analyzers: tiktoken releases the GIL.
    findings, page_tokens, classification, info = await asyncio.gather(
        run_in_threadpool(analyzers.run, page, settings.analyzers),
        run_in_threadpool(tokens.count, page.content),
        _classify(page, settings, engine),
        engine.model(),
    )
    return await run_in_threadpool(
        lock_session, page, settings, findings, classification, info, page_tokens
    )


def lock_session(page: Page, settings: Settings, findings: Sequence[analyzers.Finding],
                 classification: dict[str, Any] | None, info: ModelInfo,
                 page_tokens: int | None = None) -> Session:
    """The CPU part of making a session once the facts are in: budget and lock."""
    intelligence = analyzers.render(findings)
    window = settings.context_window or info.context_window or DEFAULT_CONTEXT_WINDOW
    locked = context.lock(
        page, persona=settings.persona or context.DEFAULT_PERSONA, intelligence=intelligence,
        classification=classification, context_window=window, page_tokens=page_tokens,
    )
    return Session(
        id=new_session_id(), url=page.url, title=page.title,
        system_message=locked.system_message, intelligence=intelligence,
        classification=classification, budget=locked.budget.to_json(), model=info.name,
        context_window=window, system_tokens=locked.system_tokens,
        greeting_request=context.greeting_request(page),
        selection=page.selection,
    )


async def _classify(page: Page, settings: Settings, engine: Engine) -> dict[str, Any] | None:
    try:
        return await engine.classify(page, timeout=settings.classify_timeout)
    except Exception:  # classification is optional: the session goes on without it
        log.exception("classification failed")
        return None


async def create_session(request: Request) -> Response:
    settings: Settings = request.app.state.settings
    page = parse_page(await read_json(request, settings.max_body_bytes),
                      max_content_chars=settings.max_page_chars)
    session = await build_session(page, settings, request.app.state.engine)
    await request.app.state.store.create(session)
    request.app.state.metrics.sessions_created += 1
    return JSONResponse({
        "session_id": session.id, "intelligence": session.intelligence,
        "classification": session.classification, "budget": session.budget,
        "model": session.model,
    }, status_code=201)


async def get_session(request: Request) -> Response:
    session = await request.app.state.store.get(request.path_params["session_id"])
    return JSONResponse(session.public())


async def delete_session(request: Request) -> Response:
    await request.app.state.store.delete(request.path_params["session_id"])
    return Response(status_code=204)


async def greeting(request: Request) -> Response:
    store = request.app.state.store
    session = await store.get(request.path_params["session_id"])
    if session.greeted:
        # Asked again (a reload, a second tab): replay the greeting the history already holds.
        text = next(m["content"] for m in session.history if m.get("kind") == "greeting")
        return _stream(request, session, _replay(text), lambda text, reason: _noop())
    request_turn = {"role": "user", "content": session.greeting_request, "kind": "greeting_request"}

    async def keep(text: str, reason: str) -> None:
        if text and reason != "cancelled":  # a half greeting is not kept: the next open redoes it
            await store.append(session.id, request_turn,
                               {"role": "assistant", "content": text, "kind": "greeting"})

    messages = [*session.messages(), {"role": "user", "content": session.greeting_request}]
    source = request.app.state.engine.stream(
        messages, task="greeting", max_tokens=session.budget["reserved_for_response"]
    )
    return _stream(request, session, source, keep)


async def post_message(request: Request) -> Response:
    settings: Settings = request.app.state.settings
    store = request.app.state.store
    session = await store.get(request.path_params["session_id"])
    body = await read_json(request, 64 * 1024 + settings.max_message_chars * 4)
    content = body.get("content") if isinstance(body, dict) else None
    if not isinstance(content, str):
        raise InvalidPayload("content must be a string: the visitor's message.")
    if not content.strip():
        raise InvalidPayload("content is empty; write a message.", code="empty_message")
    if len(content) > settings.max_message_chars:
        raise PayloadTooLarge(
            f"content has {len(content):,} characters; the cap is {settings.max_message_chars:,}.",
            code="message_too_long",
        )
    if session.turns() >= settings.max_turns:
        raise Conflict(f"This session has reached its cap of {settings.max_turns} turns; "
                       "start a new one.", code="turn_limit")
    # Kept as sent, so every later request repeats the same prefix; "shown" is what the visitor typed.
    outgoing = context.first_question(session.selection, content) if not session.turns() else content
    user = {"role": "user", "content": outgoing, "shown": content}

    async def keep(text: str, reason: str) -> None:
        if text:
            await store.append(session.id, user, {"role": "assistant", "content": text})

    history = context.trim_history(
        [*session.messages(), {"role": "user", "content": outgoing}],
        budget_tokens=session.context_window - session.budget["reserved_for_response"],
        system_tokens=session.system_tokens,
    )
    source = request.app.state.engine.stream(
        history, max_tokens=session.budget["reserved_for_response"]
    )
    return _stream(request, session, source, keep)


def _stream(request: Request, session: Session, source: AsyncIterator[str | Finish],
            keep: Any) -> Response:
    streaming: set[str] = request.app.state.streaming
    if session.id in streaming:
        raise Conflict("An answer is already streaming for this session; wait or stop it.",
                       code="stream_in_progress")
    streaming.add(session.id)

    async def events() -> AsyncIterator[dict[str, str]]:
        try:
            async for item in sse_events(source, keep, request.app.state.metrics):
                yield item
        finally:
            streaming.discard(session.id)

    return EventSourceResponse(
        events(), ping=request.app.state.settings.ping_interval,
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        # Also here, for a browser that leaves before the first byte and so never starts events().
        background=BackgroundTask(streaming.discard, session.id),
    )


async def _replay(text: str) -> AsyncIterator[str | Finish]:
    for match in re.finditer(r"\S+\s*|\s+", text):
        yield match.group()
    yield Finish("stop", {})


async def _noop() -> None:
    return None


routes = [
    Route("/api/sessions", create_session, methods=["POST"]),
    Route("/api/sessions/{session_id}", get_session, methods=["GET"]),
    Route("/api/sessions/{session_id}", delete_session, methods=["DELETE"]),
    Route("/api/sessions/{session_id}/greeting", greeting, methods=["POST"]),
    Route("/api/sessions/{session_id}/messages", post_message, methods=["POST"]),
]
