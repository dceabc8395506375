"""Logs: one JSON object per line (or plain text), each carrying the request id of its request.

What reverserag logs about a request is its shape — route, status, timing, sizes, site, client
address — never the page text or the visitor's words, unless ``REVERSERAG_LOG_CONTENT`` says so
(a debug setting). An incoming ``X-Request-Id`` that looks like an id is kept, so a proxy's ids
join up; otherwise one is made. Every response carries it back.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
import time
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from . import proxies
from .origins import route_path
from .settings import Settings

request_id: ContextVar[str | None] = ContextVar("reverserag_request_id", default=None)
access = logging.getLogger("reverserag.access")

_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")
# Attributes every LogRecord has; anything else was passed in ``extra=`` and is logged as a field.
_STANDARD = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime", "taskName",
                                                               "color_message"}
_QUIET = frozenset({"/healthz", "/metrics"})
QUIET_LIBRARIES = ("sse_starlette", "httpx", "httpcore", "hpack", "redis")


def _fields(record: logging.LogRecord) -> dict[str, Any]:
    return {k: v for k, v in record.__dict__.items() if k not in _STANDARD}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        rid = request_id.get()
        if rid:
            out["request_id"] = rid
        out.update(_fields(record))
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


class PlainFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)-7s %(name)s %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        extra = " ".join(f"{k}={_one_line(v)}" for k, v in _fields(record).items())
        rid = request_id.get()
        out = " ".join(part for part in (line, f"[{rid}]" if rid else "", extra) if part)
        if record.exc_info:  # a traceback keeps its lines; the rest is one line, so none can be forged
            message, _, trace = out.partition("\nTraceback")
            return _one_line(message) + ("\nTraceback" + trace if trace else "")
        return _one_line(out)


def _one_line(value: object) -> str:
    """``value`` with its line breaks written out: a request's path (%0A) could start a forged line."""
    return str(value).replace("\r", "\\r").replace("\n", "\\n")


def log_config(settings: Settings) -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for ``uvicorn.run``: ours and uvicorn's loggers, one format."""
    level = settings.log_level.upper()
    formatter = JsonFormatter if settings.log_format == "json" else PlainFormatter
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"default": {"()": f"{__name__}.{formatter.__name__}"}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "default",
                                "stream": "ext://sys.stderr"}},
        "loggers": {
            "reverserag": {"handlers": ["stderr"], "level": level, "propagate": False},
            "uvicorn": {"handlers": ["stderr"], "level": level, "propagate": False},
            "uvicorn.error": {"level": level},
            # Our access log replaces uvicorn's: it has the request id, the site and the client.
            "uvicorn.access": {"handlers": [], "level": "CRITICAL", "propagate": False},
            # At debug level these write every chunk they move: the page and the conversation.
            **{name: {"level": "WARNING"} for name in QUIET_LIBRARIES},
        },
    }


class RequestLogMiddleware:
    """Gives each request an id and its client address (``request.state``), and logs it once;
    499 means the client left before any response began."""

    def __init__(self, app: ASGIApp, trusted: tuple[proxies.Network, ...] = ()):
        self.app = app
        self.trusted = trusted

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"x-request-id"), "")
        if not _ID.match(rid):
            rid = secrets.token_hex(8)
        token = request_id.set(rid)
        state = scope.setdefault("state", {})
        state["request_id"] = rid
        state["client_ip"] = client = proxies.client_ip(scope, self.trusted)
        started = time.perf_counter()
        status = 0
        header = (b"x-request-id", rid.encode())
        api = route_path(scope).startswith("/api/")

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = [*message.get("headers", []), header]
                named = {k.lower() for k, _ in headers}
                # Every answer says what it is (no sniffing); the API's, which hold conversations,
                # are never cached (a stream's own Cache-Control is kept).
                if b"x-content-type-options" not in named:
                    headers.append((b"x-content-type-options", b"nosniff"))
                if api and b"cache-control" not in named:
                    headers.append((b"cache-control", b"no-store"))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except BaseException:
            status = status or 500
            raise
        finally:
            site = state.get("site")
            level = logging.DEBUG if route_path(scope) in _QUIET and status == 200 else logging.INFO
            access.log(level, "request", extra={
                "method": scope["method"], "path": scope["path"][:300], "status": status or 499,
                "ms": round((time.perf_counter() - started) * 1000, 2), "client": client,
                "site": getattr(site, "label", None),
                # Why a request was refused or failed, and for a refused origin which one: what a
                # browser hides from the page (README, "When it does not work").
                **{name: state[name] for name in ("error", "origin") if state.get(name)},
            })
            request_id.reset(token)
