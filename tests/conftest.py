"""Shared fixtures: the fake upstream, in-thread app servers, and real ``reverserag serve`` processes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from fake_upstream import FakeUpstream, ThreadedServer, free_port  # noqa: E402
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


def _wait_healthy(url: str, process: subprocess.Popen[bytes], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"reverserag serve exited with {process.returncode}")
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"reverserag serve did not become healthy at {url}")


def _spawn(env: dict[str, str]) -> tuple[str, subprocess.Popen[bytes]]:
    port = free_port()
    full = {k: v for k, v in os.environ.items() if not k.startswith("REVERSERAG_")}
    full.update({"REVERSERAG_PORT": str(port), "REVERSERAG_LOG_LEVEL": "warning", **env})
    process = subprocess.Popen([sys.executable, "-m", "reverserag", "serve"], env=full,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, process)
    except RuntimeError:
        process.kill()
        raise
    return url, process


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture
def server_factory() -> Iterator[Callable[..., str]]:
    """``server_factory(**env) -> base_url``: a real ``reverserag serve`` subprocess."""
    processes: list[subprocess.Popen[bytes]] = []

    def start(**env: str) -> str:
        url, process = _spawn({k: str(v) for k, v in env.items()})
        processes.append(process)
        return url

    yield start
    for process in processes:
        _stop(process)


@pytest.fixture(scope="session")
def offline_server() -> Iterator[str]:
    """A real ``reverserag serve`` with no model configured: the offline engine."""
    url, process = _spawn({"REVERSERAG_OFFLINE_WORD_DELAY": "0.002"})
    yield url
    _stop(process)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is absent: corpus tests need the Readability test pages")
    return SHARED
