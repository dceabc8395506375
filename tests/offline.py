"""Run Python in a fresh interpreter with the network refused: proof that nothing downloads."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

REFUSE_NETWORK = textwrap.dedent(
    """
    import socket

    def refuse(*args, **kwargs):
        raise OSError("network access refused by the test")

    socket.socket.connect = refuse
    socket.socket.connect_ex = refuse
    socket.create_connection = refuse
    socket.getaddrinfo = refuse
    """
)


def run_offline(code: str, *, env: dict[str, str] | None = None, timeout: float = 120) -> str:
    """Run ``code`` after refusing every connection; return its stdout, or fail with its stderr."""
    done = subprocess.run(
        [sys.executable, "-W", "error", "-c", REFUSE_NETWORK + textwrap.dedent(code)],
        env={**os.environ, **(env or {})}, check=False, capture_output=True, text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout
