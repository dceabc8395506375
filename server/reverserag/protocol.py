"""uvicorn's fast HTTP/1.1 protocol (httptools) with the guards a server facing the open internet
needs, which uvicorn leaves to the proxy in front of it:

* a request head (request line and headers) may take ``HEAD_BYTES``: httptools gathers a header or
  the URL however long it grows, by repeated concatenation on the event loop (one client sending
  160 MB of headers took the process to 2.5 GB, and 96 MB in one value held the loop for seconds);
  past it the answer is ``431`` and the connection closes;
* a head must arrive within ``HEAD_SECONDS`` of its first byte, and a connection that sends nothing
  at all is closed after the keep-alive timeout: uvicorn starts that timer only after a response,
  so connections that never speak held their file descriptors for good;
* at most ``PIPELINE`` requests may wait behind the one being answered: uvicorn resumed reading
  after each response however many were queued, so a client that sends requests without reading
  the answers grew its queue, and the process, without bound.
"""

from __future__ import annotations

import asyncio

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

#: Bytes a request head may take before it is complete: nginx's default allows 32 KB of headers.
HEAD_BYTES = 64 * 1024
#: Seconds from a head's first byte to its end.
HEAD_SECONDS = 10.0
#: Requests a connection may have waiting behind the one being answered.
PIPELINE = 16


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    _in_head = False  # between a request's first byte and the end of its head
    _head_bytes = 0
    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # As after a response: a connection that never sends a request does not stay open.
        self.timeout_keep_alive_task = self.loop.call_later(self.timeout_keep_alive, self.timeout_keep_alive_handler)

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_head_timer()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.transport.is_closing():
            return
        super().data_received(data)
        if self._in_head and not self.transport.is_closing():
            # Counted once fed: the chunk that ends a head may carry a long body after it.
            self._head_bytes += len(data)
            if self._head_bytes > HEAD_BYTES:
                self._refuse(431, "Request Header Fields Too Large",
                             f"The request's line and headers are over {HEAD_BYTES:,} bytes.")

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._in_head, self._head_bytes = True, 0
        self._head_timer = self.loop.call_later(HEAD_SECONDS, self._head_too_slow)

    def on_url(self, url: bytes) -> None:
        if not self.transport.is_closing():
            super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        if not self.transport.is_closing():
            super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._in_head = False
        self._stop_head_timer()
        if self.transport.is_closing():
            return  # the rest of a chunk read before the connection was closed: nothing more starts
        super().on_headers_complete()
        if len(self.pipeline) > PIPELINE:
            self.logger.warning("closed a connection with over %d requests waiting for answers", PIPELINE)
            self.transport.close()

    def on_body(self, body: bytes) -> None:
        if not self.transport.is_closing():
            super().on_body(body)

    def on_message_complete(self) -> None:
        if not self.transport.is_closing():
            super().on_message_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.pipeline and not self.transport.is_closing():
            self.flow.pause_reading()  # uvicorn reads on: the queue is emptied first

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self._in_head and not self.transport.is_closing():
            self._refuse(408, "Request Timeout", f"The request's head did not arrive within {HEAD_SECONDS:g} s.")

    def _stop_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _refuse(self, status: int, reason: str, message: str) -> None:
        self._stop_head_timer()
        self.logger.warning("refused a request: %s", message)
        body = message.encode("ascii")
        self.transport.write(b"HTTP/1.1 %d %s\r\ncontent-type: text/plain; charset=utf-8\r\n"
                             b"content-length: %d\r\nconnection: close\r\n\r\n%s"
                             % (status, reason.encode("ascii"), len(body), body))
        self.transport.close()
