"""Which browser origins may call the API, and the CORS headers that say so.

Demo mode (no sites file): requests with no ``Origin``, from the server's own origin, and from
``localhost``/``127.0.0.1``/``[::1]`` on any port are allowed; any other origin gets 403.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

LOOPBACK = frozenset({"localhost", "127.0.0.1", "[::1]", "::1"})
ALLOW_METHODS = "GET, POST, DELETE, OPTIONS"
ALLOW_HEADERS = "Content-Type"


def demo_allows(origin: str, host_header: str) -> bool:
    parts = urlsplit(origin)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return False
    if parts.netloc == host_header:
        return True
    return parts.hostname in LOOPBACK


class OriginMiddleware:
    """Guards ``/api/``: 403 for origins not allowed, CORS headers and preflights for those that are."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        origin = headers.get("origin")
        if origin is None:
            await self.app(scope, receive, send)
            return
        if not demo_allows(origin, headers.get("host", "")):
            await _forbidden(origin, send)
            return
        cors = [
            (b"access-control-allow-origin", origin.encode("latin-1")),
            (b"vary", b"Origin"),
        ]
        if scope["method"] == "OPTIONS":
            await send({"type": "http.response.start", "status": 204, "headers": cors + [
                (b"access-control-allow-methods", ALLOW_METHODS.encode()),
                (b"access-control-allow-headers", ALLOW_HEADERS.encode()),
                (b"access-control-max-age", b"600"),
            ]})
            await send({"type": "http.response.body", "body": b""})
            return

        async def send_with_cors(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *cors]}
            await send(message)

        await self.app(scope, receive, send_with_cors)


async def _forbidden(origin: str, send: Send) -> None:
    body = json.dumps({"error": {
        "code": "origin_not_allowed",
        "message": f"Origin {origin[:200]!r} is not allowed to use this server. In demo mode only "
                   "the server's own origin and localhost may; configure a site for others.",
    }}).encode()
    await send({"type": "http.response.start", "status": 403, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
    ]})
    await send({"type": "http.response.body", "body": body})
