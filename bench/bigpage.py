"""Benchmark: ``extract()`` on very large pages, and how long the page stops responding meanwhile.

    python bench/bigpage.py [--rows 5000,20000,50000] [--kinds table,list,paragraphs] [--ask]

Each page is made here: a data table of three columns, a list, or paragraphs, with ``--rows`` rows
(a 50,000-row table is 1.6 MB of text, under the 2 MB cap). It loads in Debian's Chromium with
the widget's source added, and ``ReverseRAG.extract({settle: false})`` reads it once.

* **time** of ``extract()`` and **µs per row**: the walk should cost the same per row whatever
  the page's size. **growth** is µs per row at the largest size over µs per row at the smallest:
  1.0 is linear; a 50,000-row table had 24 (215 s) while the widget read each row's ``rowIndex``,
  which the browser counts from the table's top at every call.
* **longest stall**: the longest gap between the beats of a 5 ms ``setInterval`` during
  ``extract()``, i.e. how long the page could not answer a click. The walk pauses every 50 ms
  (``readPage``'s steps), so this is what runs in one piece: a step, and what follows the walk
  (joining the markdown, picking the main content). Target: ≤ 200 ms, a delay a visitor does
  not read as a frozen page.

``--ask`` measures questions instead, against a stand-in chat server (the page's requests answered
here: a session, then a one-token answer): the time from ``ReverseRAG.ask()`` to the question's
request leaving, once the first question has made the session. Before each question the widget
looks for text that changed under the conversation (README, "Single-page apps"). **unchanged**: the
slower of two questions on a page nothing changed; **one cell changed**: a question after a row's
text changed (under a tenth of the page: the conversation goes on with the same session).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
WIDGET = HERE.parent / "widget" / "reverserag.js"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
TARGET_STALL_MS = 200.0

KINDS = {
    "table": lambda n: "<table><tr><th>id</th><th>name</th><th>value</th></tr>" + "".join(
        f"<tr><td>{i}</td><td>name {i}</td><td>{i * 3.5}</td></tr>" for i in range(n)) + "</table>",
    "list": lambda n: "<ul>" + "".join(f"<li>item {i}, a line of a long list</li>" for i in range(n)) + "</ul>",
    "paragraphs": lambda n: "".join(f"<p>Paragraph {i}, a sentence or two of text.</p>" for i in range(n)),
}

MEASURE = """async () => {
  let last = performance.now(), stall = 0;
  const beat = setInterval(() => {
    const t = performance.now();
    stall = Math.max(stall, t - last);
    last = t;
  }, 5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  last = performance.now();
  stall = 0;
  const start = performance.now();
  const payload = await ReverseRAG.extract({settle: false, selection: null});
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(beat);
  return {ms: ms, stall: stall, chars: payload.content.length};
}"""


ASK = """async () => {
  const fetch0 = window.fetch;
  let sent = 0;
  window.fetch = function (url) {
    if (/\\/messages$/.test(url)) sent = performance.now();
    return fetch0.apply(this, arguments);
  };
  const ask = async (text) => {
    sent = 0;
    const start = performance.now();
    if ((await ReverseRAG.ask(text)) == null || !sent) throw new Error('the question was not sent');
    return sent - start;
  };
  await ask('first'); // makes the session: the page settled and read, the greeting streamed
  const unchanged = Math.max(await ask('second'), await ask('third'));
  document.querySelector('td, li, p').textContent += ' (changed)';
  return {unchanged: unchanged, changed: await ask('fourth')};
}"""

SSE = 'event: token\ndata: {"text": "ok"}\n\nevent: done\ndata: {"finish_reason": "stop", "usage": {}}\n\n'
SESSION = ('{"session_id": "s1", "intelligence": "", "classification": null, "model": "stand-in",'
           ' "budget": {"context_window": 8192, "reserved_for_response": 1024, "page_tokens": 1,'
           ' "included_page_tokens": 1, "truncated": false}}')


def page_html(kind: str, rows: int) -> str:
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{rows} rows</title></head>"
            f"<body><main><h1>A {kind} of {rows:,} rows</h1>{KINDS[kind](rows)}</main></body></html>")


def answer(route, html: str) -> None:  # noqa: ANN001
    """The page, and the chat server's answers to the widget (its API is the page's origin)."""
    url, method = route.request.url, route.request.method
    if url == "http://localhost/big":
        route.fulfill(status=200, content_type="text/html", body=html)
    elif url == "http://localhost/api/sessions" and method == "POST":
        route.fulfill(status=201, content_type="application/json", body=SESSION)
    elif url.endswith(("/greeting", "/messages")):
        route.fulfill(status=200, content_type="text/event-stream", body=SSE)
    elif url.startswith("http://localhost/api/"):
        route.fulfill(status=404, content_type="application/json", body='{"error": {"code": "not_found"}}')
    else:
        route.abort()


def measure(browser, kind: str, rows: int, widget: str, script: str = MEASURE) -> dict:  # noqa: ANN001
    html = page_html(kind, rows)
    page = browser.new_page()
    try:
        page.route("**/*", lambda route: answer(route, html))
        page.goto("http://localhost/big", wait_until="load", timeout=120_000)
        page.add_script_tag(content=widget)
        return page.evaluate(script)
    finally:
        page.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="5000,20000,50000", help="page sizes in rows (default 5000,20000,50000)")
    parser.add_argument("--kinds", default=",".join(KINDS), help=f"of {', '.join(KINDS)} (default: all)")
    parser.add_argument("--ask", action="store_true", help="time questions, not extract()")
    parser.add_argument("--widget", type=Path, default=WIDGET, help="the widget's source (default: this checkout's)")
    args = parser.parse_args(argv)
    try:
        sizes = sorted({int(n) for n in args.rows.split(",") if n.strip()})
    except ValueError:
        parser.error(f"--rows has value {args.rows!r}. Give row counts, e.g. 5000,20000")
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    if not sizes or min(sizes) < 1 or not kinds or set(kinds) - set(KINDS):
        parser.error(f"--rows takes positive counts; --kinds takes some of {', '.join(KINDS)}")
    if not Path(CHROMIUM).exists():
        print(f"bench/bigpage.py: {CHROMIUM} is missing (apt-get install -y chromium)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    from extraction import widget_script  # beside this file

    widget = widget_script(args.widget)
    if args.ask:
        return ask(widget, kinds, sizes)
    print(f"extract() on generated pages; load average {os.getloadavg()[0]:.1f}\n")
    print(f"{'page':<12}{'rows':>8}{'chars':>11}{'ms':>10}{'µs/row':>9}{'stall ms':>10}")
    missed = 0
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for kind in kinds:
                per_row = []
                for rows in sizes:
                    found = measure(browser, kind, rows, widget)
                    per_row.append(found["ms"] * 1000 / rows)
                    missed += found["stall"] > TARGET_STALL_MS
                    print(f"{kind:<12}{rows:>8,}{found['chars']:>11,}{found['ms']:>10,.0f}{per_row[-1]:>9.0f}"
                          f"{found['stall']:>10,.0f}", flush=True)
                if len(sizes) > 1:
                    print(f"{'':<12}growth {per_row[-1] / per_row[0]:.2f} (µs per row at {sizes[-1]:,} rows over "
                          f"{sizes[0]:,}; 1.0 is linear)")
        finally:
            browser.close()
    print(f"\nlongest stall ≤ {TARGET_STALL_MS:.0f} ms: {'met' if not missed else f'NOT met on {missed} page(s)'}")
    return 0


def ask(widget: str, kinds: list[str], sizes: list[int]) -> int:
    from playwright.sync_api import sync_playwright

    print(f"ask() to the question's request leaving; load average {os.getloadavg()[0]:.1f}\n")
    print(f"{'page':<12}{'rows':>8}{'unchanged ms':>15}{'one cell changed ms':>22}")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for kind in kinds:
                for rows in sizes:
                    found = measure(browser, kind, rows, widget, ASK)
                    print(f"{kind:<12}{rows:>8,}{found['unchanged']:>15,.0f}{found['changed']:>22,.0f}", flush=True)
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
