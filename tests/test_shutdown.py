"""Graceful shutdown of a real ``reverserag serve`` on SIGTERM (issue 7)."""

from __future__ import annotations

import asyncio
import json
import signal
import threading
import time
from typing import Any

import httpx
import pytest

from reverserag.drain import Drain
from reverserag.errors import Unavailable
from sse_client import events, text_of
from test_api import PAGE, create

# uvicorn re-raises the signal once it has shut down cleanly, so the parent sees "killed by SIGTERM".
EXITED = (0, -signal.SIGTERM)


class Reader(threading.Thread):
    """Reads one SSE answer in the background, noting when each event came."""

    def __init__(self, url: str, body: dict[str, Any]):
        super().__init__(daemon=True)
        self.url, self.body = url, body
        self.items: list[tuple[float, str, Any]] = []
        self.failure: BaseException | None = None

    def run(self) -> None:
        try:
            with httpx.stream("POST", self.url, json=self.body, timeout=30) as response:
                name = "message"
                for line in response.iter_lines():
                    if line.startswith("event:"):
                        name = line[6:].strip()
                    elif line.startswith("data:"):
                        self.items.append((time.monotonic(), name, json.loads(line[5:])))
        except BaseException as exc:  # noqa: BLE001 — reported by the test
            self.failure = exc

    def tokens(self) -> int:
        return sum(1 for _, name, _ in self.items if name == "token")


def wait_for(condition, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.01)


def test_sigterm_lets_short_answers_finish_and_ends_long_ones_with_an_error_event(
    server_factory, fake_upstream
):
    base = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url, REVERSERAG_SHUTDOWN_GRACE="1.5")
    process = server_factory.process(base)
    short_sid, long_sid = create(base)["session_id"], create(base)["session_id"]
    fake_upstream.reset(reply=" ".join(f"s{i}" for i in range(12)), delay=0.05)
    short = Reader(f"{base}/api/sessions/{short_sid}/messages", {"content": "short"})
    short.start()
    wait_for(lambda: short.tokens() >= 1)
    fake_upstream.knobs.reply = " ".join(f"l{i}" for i in range(400))
    long = Reader(f"{base}/api/sessions/{long_sid}/messages", {"content": "long"})
    long.start()
    wait_for(lambda: long.tokens() >= 3)

    process.send_signal(signal.SIGTERM)
    term = time.monotonic()
    time.sleep(0.3)
    with pytest.raises(httpx.ConnectError):  # it no longer accepts connections
        httpx.get(f"{base}/healthz", timeout=2)

    short.join(10)
    long.join(10)
    assert short.failure is None and long.failure is None
    assert short.items[-1][1] == "done"  # finished within the grace period
    when, name, data = long.items[-1]
    assert (name, data["code"]) == ("error", "server_shutting_down"), long.items[-3:]
    assert "restarting" in data["message"]
    assert 1.3 <= when - term <= 4, when - term  # at the end of the 1.5 s grace, not before
    assert 3 < long.tokens() < 400
    assert process.wait(timeout=15) in EXITED
    logged = [json.loads(line) for line in server_factory.log(base).splitlines() if line.startswith("{")]
    assert any(entry["msg"].startswith("grace period over") and entry["streams"] == 1
               for entry in logged), logged


def test_sigterm_while_a_session_waits_for_its_classification_answers_a_json_503(server_factory, fake_upstream):
    """A POST /api/sessions still waiting for its page's classification when uvicorn's shutdown
    timeout ran out was cancelled: the client got a plain-text 500, the log a CancelledError
    traceback (QA 42, F6). It is cut with the streams, at the end of the grace, as a JSON 503."""
    fake_upstream.reset(classify_delay=20)
    base = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url, REVERSERAG_SHUTDOWN_GRACE="1",
                          REVERSERAG_CLASSIFY_TIMEOUT="30")
    process = server_factory.process(base)
    got: dict[str, Any] = {}

    def make() -> None:
        got["response"] = httpx.post(f"{base}/api/sessions", json=PAGE, timeout=30)
        got["at"] = time.monotonic()

    maker = threading.Thread(target=make, daemon=True)
    maker.start()
    wait_for(lambda: bool(fake_upstream.knobs.requests))  # the classification, asked first
    process.send_signal(signal.SIGTERM)
    term = time.monotonic()
    maker.join(15)
    response = got["response"]
    assert response.status_code == 503 and response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == "shutting_down" and response.headers["retry-after"] == "1"
    assert 0.8 <= got["at"] - term <= 3, got["at"] - term  # at the end of the 1 s grace
    assert process.wait(timeout=15) in EXITED
    log = server_factory.log(base)
    assert "Traceback" not in log and "CancelledError" not in log, log[-3000:]
    logged = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
    assert any(entry["msg"].startswith("grace period over") and entry["builds"] == 1 for entry in logged), logged


def test_once_draining_a_new_session_is_refused_with_a_503():
    """Only streams looked at the drain: a session asked for after SIGTERM began to be made, to be cut
    by uvicorn as a plain-text 500 (QA 42, F6)."""
    async def go() -> None:
        drain = Drain(30)
        drain.start()
        drain.begin()
        with pytest.raises(Unavailable) as refused, drain.bounded():
            raise AssertionError("not refused")
        assert (refused.value.status, refused.value.code, refused.value.headers()) == (
            503, "shutting_down", {"Retry-After": "1"})

    asyncio.run(go())


def test_sigterm_with_nothing_streaming_exits_at_once(server_factory):
    base = server_factory(REVERSERAG_SHUTDOWN_GRACE="30")
    sid = create(base)["session_id"]
    assert "$89" in text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "deluxe price?"}))
    process = server_factory.process(base)
    started = time.monotonic()
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=10) in EXITED
    assert time.monotonic() - started < 5  # the grace period is a cap, not a wait
