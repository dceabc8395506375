"""Benchmark: the time to a session on a phone's uplink, the page sent plain and gzipped.

    python bench/uplink.py [--quick] [--pages slug,slug] [--uplinks 3G,4G,unthrottled] [--runs N]

The widget gzips its ``POST`` body (``Content-Encoding: gzip``, by ``CompressionStream``) when the
JSON is over 30,000 characters (``post()`` in ``widget/reverserag-chat.js``), and the server unpacks it
as it reads (``read_json`` in ``server/reverserag/api.py``). This measures what that buys a visitor:
the time from the start of ``POST /api/sessions`` to the 201 with the session id, before the first
greeting can be asked for, for real pages, sent plain and gzipped, on emulated uplinks.

Pages: the folders of ``../shared/corpus/readability-test-pages/``, each opened in Debian's Chromium
as ``bench/extraction.py`` serves it (scripts removed, nothing else loads), the widget added, and its
payload taken as the widget sends it: ``JSON.stringify(await ReverseRAG.extract({settle: false}))``.
By default every page whose payload passes 30,000 characters (those the widget gzips); ``--quick``
a fixed six of them; ``--pages`` any, whatever their size.

Server: one ``reverserag serve`` on a free port of 127.0.0.1 (offline engine, demo mode), its rates
of sessions per address and per site off, and each session deleted once timed.

Timing: in a tab on the server's demo index, so the POST is same-origin (a site's widget also pays a
preflight, alike in both modes), throttled through CDP's ``Network.emulateNetworkConditions``:

    3G            upload 400 kbit/s, download 1.6 Mbit/s, latency 150 ms
    4G            upload 3 Mbit/s,   download 9 Mbit/s,   latency 60 ms
    unthrottled   loopback: what the compression and the unpacking cost

Chromium holds a fetch's body to the upload rate (checked: 100 KB at 25,000 B/s took about 4 s more
than unthrottled, at 100,000 B/s 1 s more; 940 KB at 50,000 B/s 19.2 s) and adds the latency once per
request; no ``Network.enable`` is needed for it. Each of ``--runs`` rounds (default 3) posts the JSON
as it is and gzipped in the page exactly as the widget does, the compression inside the timing (the
visitor waits for it too), the two in alternating order. Both must answer 201, or the page fails.
One bias: Playwright's own DevTools session is sent the bytes of a plain (string) body with each
request, though not those of a gzip Blob: some tens of ms per MB of JSON on the plain times —
nothing beside an uplink's seconds, but as much as the compression on loopback.

Figures: per page the JSON's KB (UTF-8, as sent plain), its gzip's KB and the ratio, ``gz ms`` the
median compression in the page, ``unzip`` the server's unpacking of it (``read_json``'s zlib stream,
timed in this process: on loopback it drowns in the noise), and per uplink the median time to the
session, plain and gzipped. Then per uplink the medians over pages of each time and of each page's
speed-up (plain / gzip), and the median compression ratio. The server builds the session (analyzers,
tokenization) alike in both modes, so the difference is the transfer, the compression and the
unpacking; unthrottled the transfer is next to nothing, and gzip − plain is those two costs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import zlib
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from extraction import CHROMIUM, CHROMIUM_ARGS, CORPUS, GZIP_FROM, WIDGET, open_page, unready, widget_script  # noqa: E402
from fake_upstream import free_port  # noqa: E402
from load import spawn  # noqa: E402

#: Upload and download in bytes a second (-1: no limit), latency in ms.
UPLINKS = {"3G": (50_000, 200_000, 150), "4G": (375_000, 1_125_000, 60), "unthrottled": (-1, -1, 0)}
# Sizes from 40 to 230 KB, one of them CJK, fixed so --quick runs compare.
QUICK = ("medium-1", "v8-blog", "bbc-1", "guardian-1", "pixnet", "wikipedia")
SERVER_ENV = {"REVERSERAG_IP_SESSIONS_PER_MINUTE": "0", "REVERSERAG_SITE_SESSIONS_PER_MINUTE": "0",
              "REVERSERAG_MAX_SESSIONS": "8", "REVERSERAG_LOG_LEVEL": "warning"}

EXTRACT = "async () => JSON.stringify(await ReverseRAG.extract({settle: false}))"
POST = """async (gzip) => {
  const json = window.__json, headers = {'Content-Type': 'application/json'};
  const start = performance.now();
  let body = json;
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    body = await new Response(new Response(json).body.pipeThrough(new CompressionStream('gzip'))).blob();
  }
  const compressed = performance.now();
  const res = await fetch('/api/sessions', {method: 'POST', headers: headers, body: body, cache: 'no-store'});
  const answer = await res.json().catch(() => null);
  const ms = performance.now() - start;
  if (res.status !== 201 || !answer?.session_id) {
    const sent = gzip ? 'gzipped' : 'plain';
    throw new Error(`POST /api/sessions (${sent}) answered ${res.status}: ${JSON.stringify(answer)}`);
  }
  const gone = await fetch('/api/sessions/' + answer.session_id, {method: 'DELETE'});
  if (gone.status !== 204) throw new Error(`DELETE of the session answered ${gone.status}`);
  return {ms: ms, compress: compressed - start, bytes: gzip ? body.size : new Blob([json]).size};
}"""


@dataclass(frozen=True)
class Row:
    slug: str
    sent: int  # the JSON, bytes
    packed: int  # gzipped, bytes
    compress: float  # ms in the page, median
    unpack: float  # ms, the server's zlib stream over the same, timed here
    plain: dict[str, float]  # uplink: median ms to the session
    gzip: dict[str, float]

    @property
    def ratio(self) -> float:
        return self.packed / self.sent


def payload(context, folder: Path, widget: str) -> str:  # noqa: ANN001
    page = open_page(context, folder, widget)
    try:
        return str(page.evaluate(EXTRACT))
    finally:
        page.close()


def unpack_ms(text: str) -> float:
    """What unpacking costs the server: ``read_json``'s zlib stream over this JSON's gzip, median of 5."""
    packer = zlib.compressobj(wbits=31)
    packed = packer.compress(text.encode()) + packer.flush()
    times = []
    for _ in range(5):
        start = time.perf_counter()
        zlib.decompressobj(wbits=31).decompress(packed)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def throttle(cdp, uplink: str) -> None:  # noqa: ANN001
    up, down, latency = UPLINKS[uplink]
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": latency,
                                                   "downloadThroughput": down, "uploadThroughput": up})


def time_page(tab, cdp, slug: str, text: str, uplinks: list[str], runs: int) -> Row:  # noqa: ANN001
    tab.evaluate("text => { window.__json = text; }", text)
    plain: dict[str, float] = {}
    gzip: dict[str, float] = {}
    compress: list[float] = []
    sizes: dict[bool, int] = {}
    for uplink in uplinks:
        throttle(cdp, uplink)
        times: dict[bool, list[float]] = {False: [], True: []}
        for n in range(runs):
            for packed in ((False, True) if n % 2 == 0 else (True, False)):  # neither always goes first
                r = tab.evaluate(POST, packed)
                times[packed].append(r["ms"])
                sizes[packed] = r["bytes"]
                if packed:
                    compress.append(r["compress"])
        plain[uplink], gzip[uplink] = statistics.median(times[False]), statistics.median(times[True])
    return Row(slug, sizes[False], sizes[True], statistics.median(compress), unpack_ms(text), plain, gzip)


def line(row: Row, uplinks: list[str]) -> str:
    times = "".join(f"{row.plain[u]:>9.0f}{row.gzip[u]:>8.0f}" for u in uplinks)
    return (f"{row.slug:<30}{row.sent / 1000:>8.1f}{row.packed / 1000:>8.1f}{row.ratio:>6.0%}"
            f"{row.compress:>7.1f}{row.unpack:>7.1f}{times}")


def report(rows: list[Row], uplinks: list[str], failed: list[str]) -> None:
    med = statistics.median
    print(f"\n{len(rows)} pages" + (f"; failed: {', '.join(failed)}" if failed else "")
          + f"; median JSON {med(r.sent for r in rows) / 1000:.1f} KB, gzipped to "
          f"{med(r.ratio for r in rows):.0%} of it (median ratio) in {med(r.compress for r in rows):.1f} ms")
    print(f"{'uplink':<14}{'plain ms':>10}{'gzip ms':>10}{'speed-up':>10}   (medians over the pages)")
    for u in uplinks:
        print(f"{u:<14}{med(r.plain[u] for r in rows):>10.0f}{med(r.gzip[u] for r in rows):>10.0f}"
              f"{med(r.plain[u] / r.gzip[u] for r in rows):>9.2f}×")
    print(f"the server's unpacking (zlib, timed here): {med(r.unpack for r in rows):.2f} ms median, "
          f"{max(r.unpack for r in rows):.2f} ms at most")
    if "unthrottled" in uplinks:
        added = med(r.gzip["unthrottled"] - r.plain["unthrottled"] for r in rows)
        print(f"unthrottled, gzip − plain: {added:+.1f} ms median over the pages, where the compression and the "
              f"unpacking take {med(r.compress + r.unpack for r in rows):.1f} ms; the rest is noise")


def select(args: argparse.Namespace) -> list[Path]:
    folders = sorted(p for p in CORPUS.iterdir() if (p / "source.html").is_file())
    if args.pages:
        wanted = [s.strip() for s in args.pages.split(",") if s.strip()]
        unknown = sorted(set(wanted) - {p.name for p in folders})
        if unknown:
            sys.exit(f"no such corpus page: {', '.join(unknown)}")
        return [p for p in folders if p.name in wanted]
    return [p for p in folders if p.name in QUICK] if args.quick else folders


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"only these pages: {', '.join(QUICK)}")
    parser.add_argument("--pages", help="comma-separated corpus slugs, whatever their size, e.g. wikipedia,bbc-1")
    parser.add_argument("--uplinks", default=",".join(UPLINKS), help=f"of {', '.join(UPLINKS)} (default: all)")
    parser.add_argument("--runs", type=int, default=3, help="rounds per page, uplink and mode (default 3)")
    args = parser.parse_args(argv)
    uplinks = [u.strip() for u in args.uplinks.split(",") if u.strip()]
    if not uplinks or set(uplinks) - set(UPLINKS) or args.runs < 1:
        parser.error(f"--uplinks takes some of {', '.join(UPLINKS)}; --runs at least 1")
    missing = unready(readability=False)
    if missing is not None:
        return missing
    from playwright.sync_api import sync_playwright

    folders, widget = select(args), widget_script(WIDGET)
    every = bool(args.pages)  # else only the pages the widget gzips
    port = free_port()
    origin = f"http://127.0.0.1:{port}"
    rows: list[Row] = []
    failed: list[str] = []
    with ExitStack() as stack:
        spawn(stack, [sys.executable, "-m", "reverserag", "serve", "--host", "127.0.0.1", "--port", str(port)],
              SERVER_ENV, f"{origin}/healthz")
        pw = stack.enter_context(sync_playwright())
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        stack.callback(browser.close)
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        tab = context.new_page()
        tab.goto(f"{origin}/", wait_until="load")
        cdp = context.new_cdp_session(tab)
        print(f"{len(folders)} pages{'' if every else f', those over {GZIP_FROM:,} characters timed'}, {args.runs} "
              f"rounds per uplink and mode; server {origin}; load average {os.getloadavg()[0]:.1f}; "
              "medians in ms to the session's 201\n")
        print(" " * 66 + "".join(f"{u:>17}" for u in uplinks))
        print(f"{'page':<30}{'JSON KB':>8}{'gzip KB':>8}{'ratio':>6}{'gz ms':>7}{'unzip':>7}"
              + f"{'plain':>9}{'gzip':>8}" * len(uplinks))
        warm, small = True, 0
        for folder in folders:
            try:
                text = payload(context, folder, widget)
                if len(text.encode("utf-16-le")) // 2 <= GZIP_FROM and not every:  # JavaScript's length
                    small += 1
                    continue
                if warm:  # one untimed round: the connection, the JIT, the server's first session
                    time_page(tab, cdp, folder.name, text, ["unthrottled"], 1)
                    warm = False
                rows.append(time_page(tab, cdp, folder.name, text, uplinks, args.runs))
            except Exception as exc:
                failed.append(folder.name)
                print(f"{folder.name:<30}ERROR {str(exc).splitlines()[0][:160]}", flush=True)
                continue
            print(line(rows[-1], uplinks), flush=True)
    if not rows:
        print("no page was measured")
        return 1
    if small:
        print(f"\n{small} pages left out: {GZIP_FROM:,} characters of JSON or fewer, which the widget sends plain")
    report(rows, uplinks, failed)
    print(f"load average at the end: {os.getloadavg()[0]:.1f} (the loopback times swing with it)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
