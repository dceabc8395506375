"""The Redis address: a password whose special characters are not percent-encoded is refused at start."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fake_upstream import free_port
from reverserag import cli
from reverserag.settings import Settings
from reverserag.stores import check_store

SECRET = "-tail-of-the-secret"


def serve(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REVERSERAG_")}
    try:
        return subprocess.run([sys.executable, "-m", "reverserag", "serve", "--port", str(free_port()), *argv],
                              capture_output=True, text=True, timeout=30, env=env)
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"the server started with {argv}: {exc.stderr!r}") from None


@pytest.mark.parametrize(("password", "named"), [
    ("pa#ss", "'#'"),
    ("p@ss#w0rd", "'#' and '@'"),  # read as the password "p" at the host "ss"
    ("pa/ss", "'/'"),
    ("pa?ss", "'?'"),
])
def test_a_redis_password_with_a_bare_special_character_stops_the_start(password, named):
    """``redis://:p@ss#w0rd@host`` started, and every visitor got 503 while the log said "Error -2
    connecting to ss:6379"; ``redis://:pa#ss@host`` stopped with "Port could not be cast to integer
    value as 'pa'": part of the password, and no word of what to do."""
    store = f"redis://:{password}{SECRET}@127.0.0.1:{free_port()}/0"
    done = serve("--store", store)
    assert done.returncode == 2, done.stderr
    assert done.stderr == (
        f"reverserag: --store has value 'redis://:***@{store.rpartition('@')[2]}'. Its password holds {named} "
        "not percent-encoded: Redis's client would end the password there and misread the rest of the address. "
        "Percent-encode it: '#' as %23, '@' as %40, '/' as %2F, '?' as %3F.\n")
    assert SECRET not in done.stdout + done.stderr and "pa" not in done.stderr.replace("password", "")


@pytest.mark.parametrize("store", [
    "redis://:p@ss@cache:6379/0",  # an "@" alone: the client reads to the last one, as a parser does
    "redis://cache:6379/0?password=p@ss",  # in the query, within a value
    "redis://user:p%23ss%40w%2Fo%3Frd@cache:6379/0",
    "rediss://cache.example:6380/2?ssl_cert_reqs=none",
])
def test_addresses_that_read_as_meant_are_not_refused(store):
    check_store(Settings(store=store))


@pytest.fixture
def redis_with_password(tmp_path: Path) -> Iterator[tuple[int, str]]:
    """A real ``redis-server`` whose password holds every character an address must encode."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (scripts/test installs it with apt)")
    port, password = free_port(), "p@ss#w/o?rd%"
    process = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no", "--dir", str(tmp_path), "--requirepass", password],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise RuntimeError("redis-server did not start") from None
            time.sleep(0.05)
    yield port, password
    process.terminate()
    process.wait(timeout=10)


def test_a_percent_encoded_password_reaches_redis(capsys, redis_with_password):
    port, _ = redis_with_password
    status = cli.main(["check", "--store", f"redis://:p%40ss%23w%2Fo%3Frd%25@127.0.0.1:{port}/0"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert f"ok: redis://:***@127.0.0.1:{port}/0 answered (0 live sessions; " in out
