"""The application factory. Nothing happens at import: ``create_app`` wires everything."""

from __future__ import annotations

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

from . import analyzers, api, web
from .engines import open_engine
from .errors import ReverseRagError
from .metrics import Metrics
from .origins import OriginMiddleware
from .resources import templates_dir, widget_path
from .settings import Settings
from .stores import open_store

log = logging.getLogger("reverserag")

_HTTP_CODES = {404: "not_found", 405: "method_not_allowed"}


async def _reverserag_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ReverseRagError)
    return JSONResponse(exc.to_json(), status_code=exc.status)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    code = _HTTP_CODES.get(exc.status_code, "http_error")
    message = exc.detail if exc.detail and exc.detail != "Not Found" else (
        f"Nothing at {request.url.path[:200]!r}."
    )
    return JSONResponse({"error": {"code": code, "message": message}},
                        status_code=exc.status_code, headers=getattr(exc, "headers", None))


async def _unexpected(request: Request, exc: Exception) -> Response:
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return JSONResponse({"error": {"code": "internal_error",
                                   "message": "The server failed; the error is logged."}},
                        status_code=500)


def create_app(settings: Settings | None = None) -> Starlette:
    settings = settings or Settings()
    if settings.analyzers is not None:
        analyzers.validate_names(settings.analyzers)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        limits = httpx.Limits(max_connections=1000, max_keepalive_connections=100)
        async with httpx.AsyncClient(limits=limits, trust_env=False) as client:
            app.state.client = client
            app.state.engine = open_engine(settings, client)
            app.state.store = open_store(settings)
            analyzers.warm_up()  # the syllable dictionary loads now, not on a visitor's request
            try:
                yield
            finally:
                await app.state.store.close()

    app = Starlette(
        routes=[*api.routes, *web.routes()],
        middleware=[Middleware(OriginMiddleware)],
        exception_handlers={
            ReverseRagError: _reverserag_error,
            HTTPException: _http_error,
            Exception: _unexpected,
        },
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.metrics = Metrics()
    app.state.streaming = set()
    app.state.widget = web.Widget.load(widget_path())
    app.state.templates = Jinja2Templates(directory=str(templates_dir()))
    app.state.demo_pages = web.demo_pages(templates_dir())
    return app
