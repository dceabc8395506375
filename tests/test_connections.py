"""The HTTP connection itself, against a client that is not a browser (``protocol.py``): a request
head past its size or its time, a connection that never speaks, requests sent without reading the
answers, and the open-file limit the server runs with."""

from __future__ import annotations

import contextlib
import json
import logging
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator

import httpx
import pytest

from fake_upstream import ThreadedServer
from reverserag import protocol
from reverserag.app import create_app
from reverserag.protocol import GuardedHttpToolsProtocol
from reverserag.settings import Settings


@pytest.fixture
def guarded(monkeypatch: pytest.MonkeyPatch) -> Iterator[ThreadedServer]:
    """The app under uvicorn with the guarded protocol, its timeouts short enough to wait for."""
    monkeypatch.setattr(protocol, "HEAD_SECONDS", 0.5)
    with ThreadedServer(create_app(Settings(offline_word_delay=0)), http=GuardedHttpToolsProtocol,
                        timeout_keep_alive=1) as server:
        yield server


def connect(server: ThreadedServer) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    return sock


def read_all(sock: socket.socket, seconds: float = 8) -> tuple[bytes, float]:
    """Everything the server sends until it closes the connection, and how long that took."""
    started, got = time.monotonic(), b""
    sock.settimeout(seconds)
    try:
        while chunk := sock.recv(65536):
            got += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    return got, time.monotonic() - started


def dribble(sock: socket.socket, byte: bytes, seconds: float = 8) -> tuple[bytes, float]:
    """Send ``byte`` every tenth of a second, never idle and never done, until the server closes
    the connection: what it sent, and how long that took."""
    sock.settimeout(0.1)
    started, got = time.monotonic(), b""
    while time.monotonic() - started < seconds:
        try:
            chunk = sock.recv(65536)
        except TimeoutError:
            sock.sendall(byte)
            continue
        if not chunk:
            break
        got += chunk
    return got, time.monotonic() - started


def test_a_head_past_its_size_gets_431_and_the_connection_closes(guarded):
    """httptools gathered a header however long it grew: 160 MB of them took the process to 2.5 GB."""
    with connect(guarded) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ")
        try:
            for _ in range(64):  # 4 MB, far past the 64 KB a head may take
                sock.sendall(b"a" * 65536)
        except (BrokenPipeError, ConnectionResetError):
            pass  # closed by the server part way: as it should
        got, _ = read_all(sock)
    assert got.startswith(b"HTTP/1.1 431 "), got[:80]
    assert refusal(got) == ("head_too_large", "The request's line and headers are over 65,536 bytes.")
    assert httpx.get(f"{guarded.url}/healthz").status_code == 200


def refusal(response: bytes) -> tuple[str, str]:
    """The error code and message of a raw refusal, which must be JSON and carry a request id, as the
    application's refusals do (they were plain text with no id)."""
    head, _, body = response.partition(b"\r\n\r\n")
    assert re.search(rb"(?im)^content-type: application/json\r?$", head), head
    assert re.search(rb"(?im)^x-request-id: [0-9a-f]{16}\r?$", head), head
    error = json.loads(body)["error"]
    return error["code"], error["message"]


@pytest.mark.parametrize("parts", [[100_000], [60_000, 40_000]])
def test_a_head_is_measured_whole_however_it_arrives(guarded, parts):
    """Counted by the read, a head that arrived in one read was never counted: 250 KB got through."""
    head = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * sum(parts) + b"\r\n\r\n"
    with connect(guarded) as sock:
        sent = 0
        for size in parts[:-1]:
            sock.sendall(head[sent:sent + size])
            sent += size
            time.sleep(0.2)
        sock.sendall(head[sent:])
        got, _ = read_all(sock)
    assert got.startswith(b"HTTP/1.1 431 "), got[:80]


def test_a_body_then_the_next_request_in_one_read_is_not_taken_for_a_big_head(guarded):
    page = json.dumps({"url": "https://x.test/", "content": "Kettles boil water. " * 5000}).encode()
    with connect(guarded) as sock:
        sock.sendall(b"POST /api/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: %d\r\n\r\n%s" % (len(page), page) + b"GET /healthz HTTP/1.1\r\nHo")
        time.sleep(0.2)
        sock.sendall(b"st: x\r\nConnection: close\r\n\r\n")
        got, _ = read_all(sock)
    assert re.findall(rb"HTTP/1\.1 (\d{3}) ", got) == [b"201", b"200"]


def test_a_read_holding_a_heads_end_a_body_and_the_next_heads_start_is_not_counted_as_a_head(guarded):
    page = json.dumps({"url": "https://x.test/", "content": "Kettles boil water. " * 5000}).encode()
    parts = [b"POST /api/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n",
             b"Content-Length: %d\r\n\r\n%s" % (len(page), page) + b"GET /healthz HTTP/1.1\r\n",
             b"Host: x\r\nConnection: close\r\n\r\n"]
    with connect(guarded) as sock:
        for part in parts:
            sock.sendall(part)
            time.sleep(0.2)
        got, _ = read_all(sock)
    assert re.findall(rb"HTTP/1\.1 (\d{3}) ", got) == [b"201", b"200"]


def test_a_queued_request_whose_body_comes_later_is_answered(guarded):
    """Closing a connection answered before its body was read looked at the newest queued request,
    not the one answered: a pipelined POST whose body came in a later read was dropped."""
    body = json.dumps({"url": "https://x.test/", "content": "A page about kettles."}).encode()
    with connect(guarded) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nPOST /api/sessions HTTP/1.1\r\nHost: x\r\n"
                     b"Content-Type: application/json\r\nConnection: close\r\nContent-Length: %d\r\n\r\n" % len(body))
        time.sleep(0.3)
        sock.sendall(body)
        got, _ = read_all(sock)
    assert re.findall(rb"HTTP/1\.1 (\d{3}) ", got) == [b"200", b"201"]


def test_a_big_body_after_a_small_head_is_not_taken_for_a_big_head(guarded):
    page = {"url": "https://x.test/", "content": "A page about kettles. " + "Kettles boil water. " * 50_000}
    response = httpx.post(f"{guarded.url}/api/sessions", json=page, timeout=30)  # a 1 MB body
    assert response.status_code == 201, response.text


def test_a_head_that_dribbles_in_gets_408(guarded):
    with connect(guarded) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        got, waited = dribble(sock, b"X", 5)
    assert got.startswith(b"HTTP/1.1 408 "), got[:80]
    assert refusal(got)[0] == "head_timeout"
    assert 0.4 < waited < 3


def test_a_connection_that_never_speaks_is_closed(guarded):
    """uvicorn started its idle timer only after a response: a thousand silent connections held a
    thousand file descriptors for good, and at the common limit of 1,024 nobody else got in."""
    with connect(guarded) as sock:
        got, waited = read_all(sock)
    assert got == b"" and 0.8 < waited < 4


@pytest.mark.parametrize("sends", [b"\r\n", b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n\r\n"])
def test_bytes_that_begin_no_request_do_not_keep_a_connection_open(guarded, sends):
    """A blank line before a request, or after one, started no request and no timer either: the
    connection stayed open for good."""
    with connect(guarded) as sock:
        sock.sendall(sends)
        time.sleep(0.5)
        sock.sendall(b"\r\n")
        got, waited = read_all(sock)
    assert got.count(b"HTTP/1.1 ") == sends.count(b"HTTP/1.1") and 0.3 < waited < 3


def test_a_body_nobody_reads_does_not_keep_a_connection_open(guarded):
    """Answered without its body read (/healthz reads none), a request's 100 MB "body" could go on
    arriving a byte at a time, for as long as the client liked."""
    with connect(guarded) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n")
        got, waited = dribble(sock, b"x", 5)
    assert got.startswith(b"HTTP/1.1 200 ") and waited < 1


def test_a_late_head_behind_an_answer_being_sent_cuts_the_connection_not_the_answer_text(guarded):
    """The 408 for a pipelined head that never ended was written into the middle of the answer
    streaming before it."""
    sid = httpx.post(f"{guarded.url}/api/sessions", json={"url": "https://x.test/", "content": "Kettles."}).json()
    guarded.server.config.app.state.engine.delay = 0.05  # a greeting that takes seconds
    with connect(guarded) as sock:
        sock.sendall(b"POST /api/sessions/%s/greeting HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"
                     % sid["session_id"].encode() + b"GET /healthz HTTP/1.1\r\nHo")
        got, _ = read_all(sock)
    assert got.startswith(b"HTTP/1.1 200 ") and b"HTTP/1.1 408" not in got


def test_requests_sent_without_reading_the_answers_are_capped(guarded, caplog):
    """Each answer let uvicorn read on, however many requests were waiting: 35 MB of them took the
    process to a gigabyte."""
    request = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    with connect(guarded) as sock:
        sock.sendall(request * 5)  # a few, as a client that pipelines may: all answered
        got = b""
        while got.count(b"HTTP/1.1 200 ") < 5:
            got += sock.recv(65536)
    with caplog.at_level("WARNING"), connect(guarded) as sock:
        try:
            sock.sendall(request * 5000)
        except (BrokenPipeError, ConnectionResetError):
            pass
        got, _ = read_all(sock)
    assert got.count(b"HTTP/1.1 200 ") <= protocol.PIPELINE + 2
    assert any("requests waiting for answers" in r.getMessage() for r in caplog.records)
    assert httpx.get(f"{guarded.url}/healthz").status_code == 200


@contextlib.contextmanager
def long_answer_asked(monkeypatch: pytest.MonkeyPatch,
                      fake_upstream) -> Iterator[tuple[ThreadedServer, str, socket.socket]]:
    """The guarded app on the fake model, its stall guard at 1 s, asked for an answer far longer
    than the sockets' buffers hold (25 MB in 2,500 chunks, the model still writing once the client's
    window has been shut for a second) over a raw socket with a 4 KB window: (server, session, socket)."""
    monkeypatch.setattr(protocol, "SEND_SECONDS", 1.0)
    fake_upstream.reset(reply=" ".join(["word" * 25] * 250_000), chunk_size=100, delay=0.002)
    settings = Settings(upstream_url=fake_upstream.url, classify_timeout=0)
    with ThreadedServer(create_app(settings), http=GuardedHttpToolsProtocol) as server:
        monkeypatch.setattr(logging.getLogger("uvicorn"), "propagate", True)  # its records reach caplog
        sid = httpx.post(f"{server.url}/api/sessions", json={"url": "https://x.test/", "content": "Kettles."}
                         ).json()["session_id"]
        body = json.dumps({"content": "Say everything."}).encode()
        with socket.socket() as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connecting: a small window
            sock.connect(("127.0.0.1", server.port))
            sock.sendall(b"POST /api/sessions/%s/messages HTTP/1.1\r\nHost: x\r\n"
                         b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n%s"
                         % (sid.encode(), len(body), body))
            yield server, sid, sock


def test_an_answer_the_client_stops_taking_is_cut_and_its_session_freed(monkeypatch, fake_upstream, caplog):
    """A client that asked and then read nothing held its stream, its session's lock, a slot under
    max_streams and the model's request for as long as it kept the connection open."""
    with caplog.at_level("WARNING"), long_answer_asked(monkeypatch, fake_upstream) as (server, sid, sock):
        deadline = time.monotonic() + 20
        while not fake_upstream.knobs.cancelled and time.monotonic() < deadline:
            time.sleep(0.05)  # reading nothing
        assert fake_upstream.knobs.cancelled, "the model was left writing to a client that reads nothing"
        assert any("took nothing of its answer" in r.getMessage() for r in caplog.records)
        got, _ = read_all(sock, 10)  # what the buffers held, then the cut: no end to the answer
        assert got.startswith(b"HTTP/1.1 200 ") and b"event: done" not in got and b"event: error" not in got
        # The session is free for the next question, and kept what was sent of the cut answer.
        fake_upstream.reset(reply="Short now.")
        deadline = time.monotonic() + 5
        while (response := httpx.post(f"{server.url}/api/sessions/{sid}/messages", json={"content": "Again?"},
                                      timeout=10)).status_code == 409 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert response.status_code == 200 and "event: done" in response.text
        history = httpx.get(f"{server.url}/api/sessions/{sid}").json()["history"]
        assert [m["content"][:9] for m in history] == ["Say every", "wordwordw", "Again?", "Short now"]
        assert "streams_active 0" in httpx.get(f"{server.url}/metrics").text


def test_a_client_that_reads_slowly_is_not_cut(monkeypatch, fake_upstream, caplog):
    """The guard first looked at the write buffer alone, which waits on the kernel's send queue:
    a client reading 1–2 KB a second was cut at 30 s, and logged as one that took nothing (found
    by a pass on slow networks)."""
    with caplog.at_level("WARNING"), long_answer_asked(monkeypatch, fake_upstream) as (_, _, sock):
        started, got = time.monotonic(), 0
        while time.monotonic() - started < 5:  # five periods of the guard, at 40 KB a second
            got += len(sock.recv(4096))
            time.sleep(0.1)
        assert got > 60_000  # past a cut at the guard's first period (1 s, ~40 KB); ~90 KB on a loaded machine
        assert not fake_upstream.knobs.cancelled, "a client that reads was cut"
        assert not any("took nothing" in r.getMessage() for r in caplog.records)


def test_serve_runs_the_guarded_protocol(server_factory):
    base = server_factory()
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n")
        got, _ = read_all(sock)
    assert got.startswith(b"HTTP/1.1 431 "), got[:80]


@pytest.mark.parametrize(("hard", "says"), [(20_000, None), (1024, "the open-file limit is 1,024, under the 2,256")])
def test_serve_raises_its_open_file_limit_and_says_when_it_cannot_have_enough(hard, says):
    import resource

    if resource.getrlimit(resource.RLIMIT_NOFILE)[1] < hard:
        pytest.skip(f"this machine's hard limit on open files is under {hard}")
    done = subprocess.run([sys.executable, "-c", f"""
import resource
resource.setrlimit(resource.RLIMIT_NOFILE, (256, {hard}))
from reverserag.cli import _open_files
print(_open_files(1000))
print(resource.getrlimit(resource.RLIMIT_NOFILE)[0])
"""], capture_output=True, text=True, timeout=60)
    said, soft = done.stdout.splitlines()
    assert int(soft) == hard
    assert (said == "[]") if says is None else (says in said), said
