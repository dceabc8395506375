"""A lean HTTP/1.1 client for the one hot path: streaming a chat completion from the upstream.

Intentional divergence from "one httpx.AsyncClient for everything": profiled under load, httpx
and httpcore cost about 9 µs of CPU per streamed chunk (an h11 event, then five async generators,
each chunk on its own), more than everything else the proxy does with it. Here an
``asyncio.Protocol`` feeds each socket read to httptools (the C parser uvicorn uses) and the
reader takes everything that arrived in one go, so a burst of tokens costs one wake-up. Only
what that path needs: POST with a body, chunked, sized or close-delimited responses, keep-alive
pooling, TLS, connect and read timeouts. httpx still does the rest (``/v1/models``).
"""

from __future__ import annotations

import asyncio
import ssl
from base64 import b64encode
from collections.abc import AsyncIterator
from typing import cast
from urllib.parse import unquote, urlsplit

import httptools  # type: ignore[import-untyped]

_DEFAULT_PORTS = {"http": 80, "https": 443}
_PAUSE_AT = 1 << 20  # bytes buffered before reading from the socket pauses


class WireError(Exception):
    """The upstream connection failed."""


class ConnectFailed(WireError):
    """No connection: refused, unreachable, or TLS failed. Nothing was sent."""


class ConnectTimeout(WireError):
    """No connection within the connect timeout. Nothing was sent."""


class Disconnected(WireError):
    """The connection closed before a response began (e.g. a stale pooled connection)."""


class ReadTimeout(WireError):
    """The upstream went silent for longer than the read timeout."""


class ProtocolError(WireError):
    """The upstream answered something that is not HTTP, or stopped mid-body."""


class _Connection(asyncio.Protocol):
    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.reset()
        self.closed = False

    def reset(self) -> None:
        self.status = 0
        self.headers: dict[str, str] = {}
        self.head = asyncio.get_running_loop().create_future()
        self.body: list[bytes] = []
        self.buffered = 0
        self.complete = False
        self.keep_alive = False
        self.error: WireError | None = None
        self.waiter: asyncio.Future[None] | None = None

    # asyncio.Protocol
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is not a subclass

    def data_received(self, data: bytes) -> None:
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self._fail(ProtocolError(f"not HTTP: {exc}"))
            return
        if self.buffered > _PAUSE_AT and self.transport is not None:
            self.transport.pause_reading()
        self._wake()

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if not self.head.done():
            self._fail(Disconnected("closed before the response"))
        elif not self.complete:
            delimited = "content-length" in self.headers or "chunked" in self.headers.get(
                "transfer-encoding", "").lower()
            if delimited:
                self._fail(ProtocolError("closed in the middle of the response"))
            else:
                self.complete = True  # a close-delimited body ends with the connection
        self._wake()

    # httptools callbacks
    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers[name.decode("latin-1").lower()] = value.decode("latin-1")

    def on_headers_complete(self) -> None:
        self.status = self.parser.get_status_code()
        # Asked now: once the message is complete the parser has moved on to the next one.
        self.keep_alive = self.parser.should_keep_alive()
        if not self.head.done():
            self.head.set_result(None)

    def on_body(self, body: bytes) -> None:
        self.body.append(body)
        self.buffered += len(body)

    def on_message_complete(self) -> None:
        self.complete = True

    def _fail(self, error: WireError) -> None:
        if self.error is None:
            self.error = error
        if not self.head.done():
            self.head.set_exception(error)
            self.head.exception()  # retrieved: whoever waits sees it, nobody else must
        if self.transport is not None:
            self.transport.close()

    def _wake(self) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result(None)


class Response:
    """A response whose body is read as it arrives; always ``aclose()`` it."""

    def __init__(self, pool: Pool, key: tuple[str, str, int], connection: _Connection):
        self.pool = pool
        self.key = key
        self.connection = connection
        self.status = connection.status
        self.headers = connection.headers
        self.closed = False

    async def chunks(self) -> AsyncIterator[bytes]:
        """The body, one item per wake-up: everything that arrived since the last one."""
        conn = self.connection
        loop = asyncio.get_running_loop()
        while True:
            if conn.body:
                data = b"".join(conn.body) if len(conn.body) > 1 else conn.body[0]
                conn.body.clear()
                if conn.buffered > _PAUSE_AT and conn.transport is not None:
                    conn.transport.resume_reading()
                conn.buffered = 0
                yield data
                continue
            if conn.complete:
                return
            if conn.error is not None:
                raise conn.error
            conn.waiter = loop.create_future()
            timer = loop.call_later(self.pool.read_timeout, _expire, conn.waiter)
            try:
                await conn.waiter
            finally:
                timer.cancel()
                conn.waiter = None

    async def read(self, limit: int) -> bytes:
        out = b""
        async for chunk in self.chunks():
            out += chunk
            if len(out) >= limit:
                break
        return out[:limit]

    async def aclose(self) -> None:
        if self.closed:
            return
        self.closed = True
        conn = self.connection
        if conn.complete and not conn.body and conn.error is None and self.pool.keep_alive \
                and not conn.closed and conn.keep_alive:
            self.pool.put_back(self.key, conn)
        elif conn.transport is not None:
            conn.transport.close()


def without_credentials(url: str) -> tuple[str, str | None]:
    """``url`` without the ``user:password@`` it may carry, and the ``Authorization`` value that
    says them (HTTP Basic, as httpx sends a URL's own): :meth:`Pool.post` sends only the headers it
    is given."""
    parts = urlsplit(url)
    userinfo, at, host = parts.netloc.rpartition("@")
    if not at:
        return url, None
    bare = parts._replace(netloc=host).geturl()
    if not userinfo:
        return bare, None
    said = f"{unquote(parts.username or '')}:{unquote(parts.password or '')}".encode()
    return bare, f"Basic {b64encode(said).decode()}"


def _default_context() -> ssl.SSLContext:
    try:  # the CA bundle httpx uses, so both clients trust the same servers
        import certifi
    except ImportError:
        return ssl.create_default_context()
    return ssl.create_default_context(cafile=certifi.where())


def _expire(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_exception(ReadTimeout("no data within the read timeout"))


class Pool:
    """Connections to the upstream, kept alive between answers (``keep_alive=False``: one each)."""

    def __init__(self, *, connect_timeout: float, read_timeout: float, keep_alive: bool = True,
                 max_idle: int = 256, ssl_context: ssl.SSLContext | None = None):
        self.connect_timeout = connect_timeout
        self.read_timeout = read_timeout
        self.keep_alive = keep_alive
        self.max_idle = max_idle
        self.ssl_context = ssl_context
        self._idle: dict[tuple[str, str, int], list[_Connection]] = {}

    async def post(self, url: str, body: bytes, headers: dict[str, str]) -> Response:
        parts = urlsplit(url)
        scheme, host = parts.scheme, parts.hostname or ""
        port = parts.port or _DEFAULT_PORTS[scheme]
        key = (scheme, host, port)
        conn = self._take(key) or await self._connect(scheme, host, port)
        authority = host if port == _DEFAULT_PORTS[scheme] else f"{host}:{port}"
        if ":" in host:
            authority = f"[{host}]" if port == _DEFAULT_PORTS[scheme] else f"[{host}]:{port}"
        lines = [f"POST {parts.path or '/'}{'?' + parts.query if parts.query else ''} HTTP/1.1",
                 f"Host: {authority}", f"Content-Length: {len(body)}",
                 *(f"{name}: {value}" for name, value in headers.items())]
        assert conn.transport is not None
        conn.transport.write("\r\n".join(lines).encode("latin-1") + b"\r\n\r\n" + body)
        try:
            async with asyncio.timeout(self.read_timeout):
                await asyncio.shield(conn.head)
        except TimeoutError:
            conn.transport.close()
            raise ReadTimeout("no response within the read timeout") from None
        except BaseException:
            conn.transport.close()
            raise
        return Response(self, key, conn)

    def _take(self, key: tuple[str, str, int]) -> _Connection | None:
        idle = self._idle.get(key)
        while idle:
            conn = idle.pop()
            if not conn.closed and conn.transport is not None and not conn.transport.is_closing():
                conn.reset()
                return conn
        return None

    def put_back(self, key: tuple[str, str, int], conn: _Connection) -> None:
        idle = self._idle.setdefault(key, [])
        if len(idle) < self.max_idle:
            idle.append(conn)
        elif conn.transport is not None:
            conn.transport.close()

    async def _connect(self, scheme: str, host: str, port: int) -> _Connection:
        loop = asyncio.get_running_loop()
        context = None
        if scheme == "https":
            if self.ssl_context is None:
                self.ssl_context = _default_context()
            context = self.ssl_context
        try:
            async with asyncio.timeout(self.connect_timeout):
                _, conn = await loop.create_connection(
                    _Connection, host, port, ssl=context, server_hostname=host if context else None
                )
        except TimeoutError:
            raise ConnectTimeout(f"no connection to {host}:{port} within {self.connect_timeout:g} s") from None
        except OSError as exc:
            raise ConnectFailed(f"{exc.__class__.__name__}: {exc}") from None
        return conn

    async def aclose(self) -> None:
        for idle in self._idle.values():
            for conn in idle:
                if conn.transport is not None:
                    conn.transport.close()
        self._idle.clear()
        await asyncio.sleep(0)  # let the transports finish closing before the loop goes
