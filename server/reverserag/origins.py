"""Which sites and browser origins may call the API, and the CORS headers that say so.

Demo mode (no sites file): requests with no ``Origin``, from the server's own origin, and from
``localhost``/``127.0.0.1``/``[::1]`` on any port are allowed; any other origin gets 403.

With a sites file every API request names its site in ``X-Reverserag-Key``; the ``Origin``, when
there is one, must be one of that site's. A request with no ``Origin`` is not a browser's
cross-origin call, so only the key is checked: the key is public, and the rate limits, not the
key, are what bound a non-browser client. The resolved :class:`~.sites.Site` goes to the handlers
as ``request.state.site``.
"""

from __future__ import annotations

import json
import logging
import re
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .errors import error_body
from .metrics import Metrics
from .proxies import is_ip
from .sites import Site, Sites

LOOPBACK = frozenset({"localhost", "127.0.0.1", "[::1]", "::1"})
KEY_HEADER = "x-reverserag-key"
ALLOW_METHODS = b"GET, POST, DELETE, OPTIONS"
ALLOW_HEADERS = b"Content-Type, Content-Encoding, X-Reverserag-Key, X-Reverserag-Language"
# What a preflight may ask for besides: a list of header names (RFC 9110 tokens), forty at most.
_HEADER_NAMES = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:[ \t]*,[ \t]*[!#$%&'*+.^_`|~0-9A-Za-z-]+){0,39}")
EXPOSE_HEADERS = b"Retry-After, X-Request-Id"
# How many different refusals are told at warning level: each once, since a page open in many
# browsers would repeat it, and not without end, since the origins and keys are the caller's to make up.
TOLD_AT_MOST = 100

log = logging.getLogger("reverserag")


def route_path(scope: Scope) -> str:
    """The request's path below where the app is served: a proxy or a mount that serves it under
    ``/chat`` says so in ``root_path``, and ``/chat/api/sessions`` is then ``/api/sessions``."""
    path, root = scope["path"], scope.get("root_path", "")
    return path[len(root):] if root and path.startswith(root) else path


def allowed_headers(requested: str | None) -> bytes:
    """The headers a preflight allows: the API's own, and those the page's code adds to every request it
    makes (tracing: Sentry's ``sentry-trace`` and ``baggage``, W3C's ``traceparent``, Datadog's): the
    API reads none of them, and refused, they would stop every call the widget makes."""
    asked = (requested or "").strip()
    if asked and len(asked) <= 2000 and _HEADER_NAMES.fullmatch(asked):
        return ALLOW_HEADERS + b", " + asked.encode("ascii")
    return ALLOW_HEADERS


def demo_allows(origin: str, host_header: str) -> bool:
    """Demo mode's origins: localhost on any port, and the server's own origin when it is reached
    by address. Not by a name: a page whose name an attacker points at this server's address (DNS
    rebinding) would be its own origin, and could chat on the operator's model."""
    parts = urlsplit(origin)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return False
    if parts.hostname in LOOPBACK:
        return True
    return parts.netloc == host_header and is_ip(parts.hostname)


class OriginMiddleware:
    """Guards ``/api/``: 403 for keys and origins not allowed, CORS headers and preflights for
    those that are."""

    def __init__(self, app: ASGIApp, sites: Sites, metrics: Metrics | None = None):
        self.app = app
        self.sites = sites
        self.metrics = metrics
        self.told: set[tuple[str, str | None, str | None]] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not route_path(scope).startswith("/api/"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        origin = headers.get("origin")
        demo = self.sites.demo_site
        if demo is not None:
            passes = origin is None or demo_allows(origin, headers.get("host", ""))
        else:
            passes = origin is None or self.sites.any_allows(origin)
        cors = [] if origin is None or not passes else [
            (b"access-control-allow-origin", origin.encode("latin-1")),
            (b"access-control-expose-headers", EXPOSE_HEADERS),
            (b"vary", b"Origin"),
        ]
        if origin is not None and scope["method"] == "OPTIONS":
            if not passes:
                await self._forbidden(scope, send, headers, *_refusal(origin, demo, headers.get("host", "")), [])
                return
            await send({"type": "http.response.start", "status": 204, "headers": cors + [
                (b"access-control-allow-methods", ALLOW_METHODS),
                (b"access-control-allow-headers", allowed_headers(headers.get("access-control-request-headers"))),
                (b"access-control-max-age", b"600"),
                (b"vary", b"Access-Control-Request-Headers"),
            ]})
            await send({"type": "http.response.body", "body": b""})
            return
        site, refusal = self._site(headers.get(KEY_HEADER), origin, passes, headers.get("host", ""))
        if refusal is not None:
            await self._forbidden(scope, send, headers, *refusal, cors)
            return
        scope.setdefault("state", {})["site"] = site
        if not cors:
            await self.app(scope, receive, send)
            return

        async def send_with_cors(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *cors]}
            await send(message)

        await self.app(scope, receive, send_with_cors)

    def _site(self, key: str | None, origin: str | None, passes: bool,
              host: str) -> tuple[Site | None, tuple[str, str] | None]:
        demo = self.sites.demo_site
        if demo is not None:
            return (demo, None) if passes else (None, _refusal(origin, demo, host))
        if not key:
            return None, ("site_key_required", "This server serves configured sites only: send the "
                          "site's key in the X-Reverserag-Key header (the script tag's data-site-key).")
        site = self.sites.get(key)
        if site is None:
            return None, ("site_key_unknown", f"Site key {key[:100]!r} is not configured on this server.")
        if origin is not None and not site.allows(origin):
            return None, ("origin_not_allowed", f"Origin {origin[:200]!r} is not allowed for site key "
                          f"{key[:100]!r}; add it to that site's origins.")
        return site, None

    async def _forbidden(self, scope: Scope, send: Send, headers: dict[str, str], code: str, message: str,
                         cors: list[tuple[bytes, bytes]]) -> None:
        if self.metrics is not None:
            self.metrics.refused[code] += 1
        origin, key = headers.get("origin"), headers.get(KEY_HEADER)
        # The browser cannot read this answer (a refused preflight has no CORS headers), so the
        # owner learns from the log which origin or key was refused: on the request's access line,
        # and once at warning level, with what to do.
        scope.setdefault("state", {}).update(error=code, origin=origin and origin[:200])
        told = (code, origin and origin[:200], key and key[:100])
        if told not in self.told and len(self.told) < TOLD_AT_MOST:
            self.told.add(told)
            log.warning("refused %s: %s", code, message, extra={"origin": told[1], "site_key": told[2]})
        body = json.dumps(error_body(code, message)).encode()
        await send({"type": "http.response.start", "status": 403, "headers": [
            (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), *cors,
        ]})
        await send({"type": "http.response.body", "body": body})


def _refusal(origin: str | None, demo: Site | None, host: str) -> tuple[str, str]:
    """The code and message refusing ``origin``. Demo mode's have a code of their own: the widget
    words ``origin_not_allowed`` itself, telling the site owner to add the origin to the server's
    sites, and in demo mode there are none; a code it does not know shows the server's words.
    The one refusal there a browser can read is of the server's own pages reached by a name (a
    page on another origin gets no CORS headers), so that one says how to reach them instead."""
    shown = str(origin)[:200]
    if demo is None:
        return "origin_not_allowed", f"Origin {shown!r} is not allowed for any site configured on this server."
    parts = urlsplit(origin or "")
    if host and parts.netloc == host:
        return "demo_origin_not_allowed", (
            f"This chat server runs in demo mode (no sites file), where its own pages may use it only when "
            f"it is reached by its IP address or at localhost, not by a name such as {parts.hostname!r}: a "
            "name can be pointed at any address (DNS rebinding). Open the page at the server's IP address or at "
            "localhost, or list this origin for a site in a sites file (REVERSERAG_SITES).")
    return "demo_origin_not_allowed", (
        f"Origin {shown!r} is not allowed to use this server. In demo mode (no sites file) only localhost "
        "and the server's own origin reached by its IP address may (a name could be DNS rebinding); list "
        "this origin for a site in a sites file (REVERSERAG_SITES).")
