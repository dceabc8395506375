"""The application factory. Nothing happens at import: ``create_app`` wires everything."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import httpx
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.templating import Jinja2Templates
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from . import analyzers, api, models, proxies, sites, tokens, web
from .drain import Drain
from .engines import open_engine
from .engines.wire import Pool
from .errors import ReverseRagError, Unavailable, error_body
from .logs import RequestLogMiddleware
from .metrics import Metrics
from .origins import OriginMiddleware
from .ratelimit import Limiter, MemoryLimiter
from .resources import templates_dir, widget_path
from .settings import Settings, shown_address
from .stores import SessionStore, check_store, open_store

log = logging.getLogger("reverserag")

_HTTP_CODES = {404: "not_found", 405: "method_not_allowed"}


async def _reverserag_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ReverseRagError)
    request.state.error = exc.code  # for the access log
    if exc.status != 404:
        request.app.state.metrics.refused[exc.code] += 1
    return JSONResponse(exc.to_json(), status_code=exc.status, headers=exc.headers())


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    code = request.state.error = _HTTP_CODES.get(exc.status_code, "http_error")
    message = exc.detail if exc.detail and exc.detail != "Not Found" else (
        f"Nothing at {request.url.path[:200]!r}."
    )
    allowed = (getattr(exc, "headers", None) or {}).get("Allow")
    if exc.status_code == 405 and allowed:
        message = f"{request.method} is not allowed at {request.url.path[:200]!r}; it takes {allowed}."
    return JSONResponse(error_body(code, message), status_code=exc.status_code, headers=getattr(exc, "headers", None))


async def _unexpected(request: Request, exc: Exception) -> Response:
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    request.state.error = "internal_error"
    return JSONResponse(error_body("internal_error", "The server failed; the error is logged."), status_code=500)


class UnexpectedMiddleware:
    """The JSON 500 for an unexpected error, answered inside the CORS layer. Left to the ``Exception``
    handler, it went out from Starlette's outermost middleware without ``Access-Control-Allow-Origin``:
    the widget could not read it, and told the visitor the website may not be allowed, which sent the
    operator to the sites file. That handler still answers for the middleware outside this one."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def watched(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, watched)
        except Exception as exc:
            if started:  # too late for an answer: the outer handler logs it, the server cuts the connection
                raise
            response = await _unexpected(Request(scope, receive), exc)
            await response(scope, receive, send)


def _limiter(store: SessionStore) -> Limiter:
    shared = getattr(store, "limiter", None)  # a store shared by replicas shares the buckets too
    limiter: Limiter = shared() if shared is not None else MemoryLimiter()
    return limiter


def _announce(registry: sites.Sites, settings: Settings) -> None:
    if registry.demo:
        log.warning("demo mode: no sites file (REVERSERAG_SITES), so the API serves requests with no "
                    "Origin, from this server's own origin reached by its IP address, and from "
                    "localhost/127.0.0.1 on any port; every other origin gets 403. Configure sites to "
                    "serve a website.")
    else:
        log.info("sites: %d configured", len(registry.by_key),
                 extra={"sites": sorted(registry.by_key)})
    log.info("store: %s", "memory (one process)" if settings.store == "memory" else shown_address(settings.store))
    if settings.log_content:
        log.warning("REVERSERAG_LOG_CONTENT is on: page text and visitor messages go to the logs")


def create_app(settings: Settings | None = None) -> Starlette:
    settings = settings or Settings()
    if settings.analyzers is not None:
        analyzers.validate_names(settings.analyzers)
    check_store(settings)
    registry = sites.load(settings)
    metrics = Metrics()
    drain = Drain(settings.shutdown_grace)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # httpx reads /v1/models; the answers stream through the lean pool (engines/wire.py).
        limits = httpx.Limits(max_connections=64, max_keepalive_connections=8)
        wire = Pool(connect_timeout=settings.upstream_connect_timeout,
                    read_timeout=settings.upstream_read_timeout)
        async with httpx.AsyncClient(limits=limits, trust_env=False) as client:
            app.state.client = client
            app.state.engines = {site.key: open_engine(site.settings, client, metrics, wire)
                                 for site in registry.all()}
            app.state.engine = next(iter(app.state.engines.values()))
            app.state.builds = asyncio.Semaphore(api.BUILDS)
            app.state.store = open_store(settings)
            app.state.limiter = _limiter(app.state.store)
            with contextlib.suppress(Unavailable):  # said in the log now, not at the first visitor
                await app.state.store.count()
            drain.start()
            _announce(registry, settings)
            # The syllable dictionary and the token encoding load now, not on a visitor's request: the
            # encoding alone made a replica's first session take 0.45 s more (found by a QA pass).
            analyzers.warm_up()
            tokens.encoding()
            try:
                yield
            finally:
                await app.state.limiter.close()
                await app.state.store.close()
                await wire.aclose()

    app = Starlette(
        routes=[*api.routes, *models.routes, *web.routes()],
        middleware=[
            Middleware(RequestLogMiddleware,
                       trusted=proxies.parse_networks(settings.trusted_proxies or ())),
            Middleware(OriginMiddleware, sites=registry, metrics=metrics),
            Middleware(UnexpectedMiddleware),
        ],
        exception_handlers={
            ReverseRagError: _reverserag_error,
            HTTPException: _http_error,
            Exception: _unexpected,
        },
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.sites = registry
    app.state.metrics = metrics
    app.state.drain = drain
    app.state.streams_open = 0
    app.state.models = models.Catalog()
    app.state.widgets = web.Widgets(widget_path(), minify=settings.widget_minify)
    app.state.templates = Jinja2Templates(directory=str(templates_dir()))
    app.state.demo_pages = web.demo_pages(templates_dir())
    return app
