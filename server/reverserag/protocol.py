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
  the answers grew its queue, and the process, without bound;
* an answer the client stops taking is cut after ``SEND_SECONDS`` in which it took nothing: once
  the write buffer is full, uvicorn waits for the client to read, and a client that never does held
  its answer's stream, its session, its slot under ``REVERSERAG_MAX_STREAMS`` and the model's
  request for as long as it kept the connection open. A client that reads, however slowly, is
  not cut: what waits unsent (the write buffer, and the kernel's send queue where the system says)
  must shrink in each period.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import secrets
import struct
import termios

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from .errors import error_body

#: Bytes a request head may take before it is complete: nginx's default allows 32 KB of headers.
HEAD_BYTES = 64 * 1024
#: Seconds from a head's first byte to its end.
HEAD_SECONDS = 10.0
#: Requests a connection may have waiting behind the one being answered.
PIPELINE = 16
#: Seconds a full write buffer may wait with the client taking none of what waits, before the
#: connection is cut.
SEND_SECONDS = 30.0
_OUTQ = getattr(termios, "TIOCOUTQ", None)  # Linux: bytes in a socket's send queue


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    _in_head = False  # between a request's first byte and the end of its head
    _head_bytes = 0  # what the head's URL and finished headers take
    _unfinished = 0  # bytes read while one piece of the head (a URL, a header) stayed unfinished
    _head_timer: asyncio.TimerHandle | None = None
    _idle_until = 0.0  # when a connection with no request in hand is closed, whatever it sends
    _head_ended = False  # whether a head ended in the read being parsed: then it held more than head bytes
    _send_timer: asyncio.TimerHandle | None = None  # armed while the write buffer is full
    _unsent_then = 0  # what waited unsent when the timer was armed

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._idle()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_head_timer()
        self._stop_send_timer()
        super().connection_lost(exc)

    def pause_writing(self) -> None:
        super().pause_writing()
        if self._send_timer is None:
            self._arm_send()

    def resume_writing(self) -> None:
        self._stop_send_timer()
        super().resume_writing()

    def _arm_send(self) -> None:
        self._unsent_then = self._unsent()
        self._send_timer = self.loop.call_later(SEND_SECONDS, self._send_stalled)

    def _unsent(self) -> int:
        """Bytes sent to the client that it has not taken: the write buffer, and the kernel's send
        queue, which only a reading client empties (the buffer waits on the queue, so it alone
        may stand still for minutes under a client that reads a kilobyte a second)."""
        unsent = self.transport.get_write_buffer_size()
        sock = self.transport.get_extra_info("socket")
        if _OUTQ is not None and sock is not None:
            with contextlib.suppress(OSError, ValueError):
                unsent += struct.unpack("i", fcntl.ioctl(sock.fileno(), _OUTQ, b"\0\0\0\0"))[0]
        return unsent

    def _send_stalled(self) -> None:
        self._send_timer = None
        if self._unsent() < self._unsent_then:  # the client is reading, however slowly
            self._arm_send()
            return
        self.logger.warning("cut a connection whose client took nothing of its answer for %g s", SEND_SECONDS)
        # close() would wait for the buffer to drain, which is what never happens: the stream sees a
        # client that went away, keeps what it sent and cancels the model's request.
        self.transport.abort()

    def _stop_send_timer(self) -> None:
        if self._send_timer is not None:
            self._send_timer.cancel()
            self._send_timer = None

    def data_received(self, data: bytes) -> None:
        if self.transport.is_closing():
            return
        was_in_head, self._head_ended = self._in_head, False
        super().data_received(data)  # uvicorn's cancels the idle timer: bytes came
        if self.transport.is_closing():
            return
        if was_in_head and self._in_head and not self._head_ended:
            # A read wholly inside a head: httptools gathers a URL or a header value however long
            # it grows before it hands it over, so it is counted here as it comes.
            self._unfinished += len(data)
            if self._unfinished > HEAD_BYTES:
                self._too_big()
        elif not self._in_head and (self.cycle is None or self.cycle.response_complete) and not self.pipeline:
            self._arm_idle()  # bytes that begin no request (blank lines, say) do not move the deadline

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._in_head, self._head_bytes, self._unfinished = True, 0, 0
        self._head_timer = self.loop.call_later(HEAD_SECONDS, self._head_too_slow)

    def on_url(self, url: bytes) -> None:
        if not self.transport.is_closing():
            self._counted(len(url))
            super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        if not self.transport.is_closing():
            self._counted(len(name) + len(value) + 4)
            super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._in_head = False
        self._head_ended = True
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
        # With requests queued, self.cycle is the newest of them, not the one just answered.
        if not self.pipeline and self.cycle is not None and self.cycle.more_body and not self.transport.is_closing():
            # Answered before its body was all read (a refusal, a route that reads none): the rest
            # of the body would keep the connection open as long as the client sends it.
            self.transport.close()
        super().on_response_complete()
        if self.transport.is_closing():
            return
        if self.pipeline:
            self.flow.pause_reading()  # uvicorn reads on: the queue is emptied first
        elif self._in_head:
            self._unset_keepalive_if_required()  # uvicorn's idle timer: a head begun has its own deadline
        else:
            self._idle()

    def _idle(self) -> None:
        """No request in hand: the connection closes after the keep-alive timeout, bytes or not."""
        self._idle_until = self.loop.time() + self.timeout_keep_alive
        self._arm_idle()

    def _arm_idle(self) -> None:
        self._unset_keepalive_if_required()
        self.timeout_keep_alive_task = self.loop.call_at(self._idle_until, self.timeout_keep_alive_handler)

    def _counted(self, size: int) -> None:
        self._head_bytes += size
        self._unfinished = 0
        if self._head_bytes > HEAD_BYTES:
            self._too_big()

    def _too_big(self) -> None:
        self._refuse(431, "Request Header Fields Too Large", "head_too_large",
                     f"The request's line and headers are over {HEAD_BYTES:,} bytes.")

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self._in_head and not self.transport.is_closing():
            self._refuse(408, "Request Timeout", "head_timeout",
                         f"The request's head did not arrive within {HEAD_SECONDS:g} s.")

    def _stop_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _refuse(self, status: int, reason: str, code: str, message: str) -> None:
        """Answers as the application's refusals do (JSON, an id), though no request reached it."""
        self._stop_head_timer()
        rid = secrets.token_hex(8)
        self.logger.warning("refused a request: %s (request id %s)", message, rid)
        answering = self.cycle is not None and not self.cycle.response_complete
        if not answering:  # else the status line would land inside the answer being sent: just close
            body = json.dumps(error_body(code, message)).encode("ascii")
            self.transport.write(b"HTTP/1.1 %d %s\r\ncontent-type: application/json\r\nx-request-id: %s\r\n"
                                 b"content-length: %d\r\nconnection: close\r\n\r\n%s"
                                 % (status, reason.encode("ascii"), rid.encode("ascii"), len(body), body))
        self.transport.close()
