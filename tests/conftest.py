"""Shared fixtures: the fake upstream, in-thread app servers, and real ``reverserag serve`` processes."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from fake_upstream import FakeUpstream, ThreadedServer, free_port, wait_healthy  # noqa: E402
from reverserag.settings import Settings  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def _upstream() -> Iterator[FakeUpstream]:
    with FakeUpstream() as upstream:
        yield upstream


@pytest.fixture
def fake_upstream(_upstream: FakeUpstream) -> FakeUpstream:
    """The fake OpenAI-compatible server, its knobs reset for each test."""
    _upstream.reset()
    return _upstream


@pytest.fixture
def app_server() -> Iterator[Callable[..., str]]:
    """``app_server(settings) -> base_url``: ``create_app(settings)`` under uvicorn in a thread."""
    servers: list[ThreadedServer] = []

    from reverserag.app import create_app

    def start(settings: Settings | None = None, **changes: Any) -> str:
        settings = (settings or Settings(offline_word_delay=0)).replace(**changes)
        server = ThreadedServer(create_app(settings)).__enter__()
        servers.append(server)
        return server.url

    yield start
    for server in servers:
        server.__exit__()


def _spawn(env: dict[str, str], log: Path | None = None) -> tuple[str, subprocess.Popen[bytes]]:
    port = free_port()
    full = {k: v for k, v in os.environ.items() if not k.startswith("REVERSERAG_")}
    full.update({"REVERSERAG_PORT": str(port), "REVERSERAG_LOG_LEVEL": "warning", **env})
    # stderr goes to a file, never an unread pipe: a chatty server would block once it filled.
    with open(log or os.devnull, "wb") as stderr:
        process = subprocess.Popen([sys.executable, "-m", "reverserag", "serve"], env=full,
                                   stdout=subprocess.DEVNULL, stderr=stderr)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, process)
    except RuntimeError as exc:
        process.kill()
        tail = log.read_text(errors="replace")[-2000:] if log else ""
        raise RuntimeError(f"{exc}\n{tail}") from None
    return url, process


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class ServerFactory:
    """``factory(**env) -> base_url`` starts a real ``reverserag serve``; ``process(url)`` and
    ``log(url)`` give its process and its stderr."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.processes: dict[str, subprocess.Popen[bytes]] = {}
        self.logs: dict[str, Path] = {}

    def __call__(self, **env: Any) -> str:
        log = self.folder / f"serve-{len(self.processes)}.log"
        url, process = _spawn({k: str(v) for k, v in env.items()}, log)
        self.processes[url], self.logs[url] = process, log
        return url

    def process(self, url: str) -> subprocess.Popen[bytes]:
        return self.processes[url]

    def log(self, url: str) -> str:
        return self.logs[url].read_text(errors="replace")

    def stop_all(self) -> None:
        for process in self.processes.values():
            if process.poll() is None:
                _stop(process)


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[ServerFactory]:
    """``server_factory(**env) -> base_url``: a real ``reverserag serve`` subprocess."""
    factory = ServerFactory(tmp_path)
    yield factory
    factory.stop_all()


@pytest.fixture(scope="session")
def _redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (scripts/test installs it with apt)")
    port = free_port()
    folder = tmp_path_factory.mktemp("redis")
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--dir", str(folder)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                if sock.recv(16).startswith(b"+PONG"):
                    break
        except OSError:
            pass
        if time.monotonic() > deadline or process.poll() is not None:
            process.kill()
            raise RuntimeError("redis-server did not start")
        time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture
def redis_url(_redis_server: str) -> str:
    """A real ``redis-server`` on loopback (started once per test run), emptied for each test."""
    import redis

    client = redis.Redis.from_url(_redis_server)
    client.flushall()
    client.close()
    return _redis_server


@pytest.fixture(scope="session")
def offline_server() -> Iterator[str]:
    """A real ``reverserag serve`` with no model configured: the offline engine."""
    # Shared by the whole run, whose every session comes from one address: per-address limits
    # would throttle the suite, not a visitor (tests/test_ratelimit.py tests them).
    url, process = _spawn({"REVERSERAG_OFFLINE_WORD_DELAY": "0.002", "REVERSERAG_IP_SESSIONS_PER_MINUTE": "0",
                           "REVERSERAG_IP_MESSAGES_PER_MINUTE": "0"})
    yield url
    _stop(process)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is absent: corpus tests need the Readability test pages")
    return SHARED


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Browser tests run last: Playwright's sync API keeps an event loop running in the main
    thread from its first use to the end of the session, and tests that call ``asyncio.run``
    cannot run after it."""
    items[:] = sorted(items, key=lambda item: "e2e" in item.path.parts)
