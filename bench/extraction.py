"""Benchmark: the widget's extraction on real pages — fidelity and speed, beside Readability.js.

    cd bench && npm ci                       # once: @mozilla/readability, the peer (bench only)
    python bench/extraction.py [--quick] [--pages slug,slug] [--reps N] [--warmup N] [--widget PATH]
                               [--browser chromium|firefox|webkit]
    python bench/extraction.py --profile [--quick] [--pages slug,slug]
    python bench/extraction.py --split [--quick] [--pages slug,slug]
    python bench/extraction.py --count [--against OLD] [--quick] [--pages slug,slug]
    python bench/extraction.py --against OLD [--rounds N] [--quick] [--pages slug,slug]

Pages: every folder of ``../shared/corpus/readability-test-pages/`` (relative to the repository
root), in sorted order; ``--quick`` takes a fixed subset of 16. Each ``source.html`` is served by
Playwright to Debian's Chromium at ``http://localhost/corpus/<slug>/`` with its ``<script>`` elements
removed and every other request aborted (so no page scripts, stylesheets, images or frames load:
what is measured is the widget on the HTML itself). The widget and Readability.js are added with
``add_script_tag``.

Fidelity is scored as ``bench/scoring.py`` says, against Readability's ``expected.html`` (the
article as Readability's authors want it).

Speed, per page, on a laid-out page (``document.body.getBoundingClientRect()`` first, as when a
visitor opens the chat on a rendered page), served cross-origin isolated so ``performance.now()``
has 5 µs grain instead of 100 µs: ``--warmup`` rounds (default 5), then ``--reps`` rounds (default
9; 5 with ``--quick``) of, in this order, ``ReverseRAG.extract({settle: false})`` (the whole public
call: translation check, metadata, main detection, walk; the settle wait is waiting, not work),
Readability.js ``new Readability(document.cloneNode(true)).parse()`` with the clone timed apart,
and ``document.body.innerText`` (the floor: the browser's own text serialisation, native code; run
in a batch of at least 3 ms and divided). A page's times are the medians over the rounds; its
ratios are the median over the rounds of that round's ratio, so a burst of load elsewhere on the
machine slows both sides of a round at once. The targets speak of the median of the per-page
ratios over the corpus. ``first`` is the first call of each (a cold JIT: closest to what a
visitor's one extraction costs), reported beside, not judged.

``--browser firefox`` measures the same in Debian's Firefox ESR, driven over WebDriver BiDi, and
``--browser webkit`` in WebKitGTK's MiniBrowser (Safari's engine) over WebDriver under Xvfb, by the
tests' own drivers (``tests/e2e/firefox.py``, ``webkit.py``; Playwright needs its own builds of
both): their proxy serves the page and drops every other request, as the route does in Chromium.

``--profile`` and ``--split`` show where the time goes instead (``bench/profiling.py`` says how);
``--count`` counts the DOM calls ``extract()`` makes, and ``--against OLD`` times the widget beside an
older one in turns and says where their output differs (``bench/reads.py``).

Targets (issue 5): recall of content ≥ 0.99 median; F1 of main ≥ 0.95 median; extract() ≤ 0.5×
Readability's parse() (clone excluded: the stricter reading) and ≤ 3× innerText, median.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import re
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from scoring import Score, score

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "readability-test-pages"
WIDGET = ROOT / "widget" / "reverserag.js"
READABILITY = HERE / "node_modules" / "@mozilla" / "readability" / "Readability.js"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

# A spread of sizes, languages (CJK, RTL) and layouts, fixed so --quick runs compare.
QUICK = ("001", "ars-1", "bbc-1", "daringfireball-1", "gitlab-blog", "guardian-1", "hidden-nodes",
         "keep-tabular-data", "medium-1", "mozilla-1", "nytimes-1", "pixnet", "rtl-1", "v8-blog",
         "wikipedia", "yahoo-2")

TARGET_RECALL = 0.99
TARGET_F1 = 0.95
TARGET_VS_READABILITY = 0.5
TARGET_VS_INNERTEXT = 3.0
#: A payload longer than this goes up gzipped (widget/reverserag-chat.js, ``post()``).
GZIP_FROM = 30_000

# Cross-origin isolation refines performance.now() from 100 µs to 5 µs; nothing else loads anyway.
ISOLATED = {"Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp"}
SCRIPTS = re.compile(r"<script\b[^>]*>.*?</script\s*>", re.S | re.I)

# --- timing ----------------------------------------------------------------------------------------

TIMING = """async ({reps, warmup}) => {
  if (!crossOriginIsolated) throw new Error('not cross-origin isolated: timings would be coarse');
  document.body.getBoundingClientRect();
  const floor = () => {
    let n = 0;
    const start = performance.now();
    do { document.body.innerText; n++; } while (performance.now() - start < 3);
    return (performance.now() - start) / n;
  };
  const t = {ex: [], rd: [], clone: [], it: [], vsRd: [], vsIt: []};
  let payload = null, first = 0, rdFirst = 0;
  for (let i = 0; i < warmup + reps; i++) {
    let a = performance.now();
    payload = await ReverseRAG.extract({settle: false, selection: null});
    const ex = performance.now() - a;
    a = performance.now();
    const copy = document.cloneNode(true);
    const cloned = performance.now();
    new Readability(copy).parse();
    const rd = performance.now() - cloned;
    const it = floor();
    if (i === 0) { first = ex; rdFirst = rd; }
    if (i < warmup) continue;
    t.ex.push(ex); t.clone.push(cloned - a); t.rd.push(rd); t.it.push(it);
    // Ratios per round: a burst of load elsewhere on the machine slows both sides of one round.
    t.vsRd.push(ex / rd); t.vsIt.push(ex / Math.max(it, 1e-3));
  }
  const median = (v) => {
    v.sort((x, y) => x - y);
    const m = v.length >> 1;
    return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
  };
  // What goes up to the server: the payload's JSON, and its gzip as the widget sends a large one.
  const json = JSON.stringify(payload);
  const packed = await new Response(new Response(json).body.pipeThrough(new CompressionStream('gzip'))).blob();
  return {
    content: payload.content, main: payload.main, first: first, rdFirst: rdFirst,
    sent: new Blob([json]).size, packed: packed.size, chars: json.length,
    ex: median(t.ex), rd: median(t.rd), clone: median(t.clone), it: median(t.it),
    vsRd: median(t.vsRd), vsIt: median(t.vsIt),
    elements: document.getElementsByTagName('*').length,
  };
}"""


@dataclass(frozen=True)
class Row:
    slug: str
    score: Score
    elements: int
    first: float  # extract(), first call
    readability_first: float  # parse(), first call
    extract: float  # medians over the timed rounds, ms
    readability: float
    clone: float
    inner_text: float
    vs_readability: float  # median over the rounds of extract / parse() in that round
    vs_inner_text: float
    sent: int  # the payload's JSON, bytes
    packed: int  # gzipped, bytes
    chars: int  # the JSON's length as the widget judges it (over GZIP_FROM: sent gzipped)


def widget_script(path: Path) -> str:
    """The widget at ``path`` as one script to add to a page: with the chat's file beside it, the two
    joined (``web.one_script``, unminified); a widget of one file (before stop 52) as it is."""
    chat = path.with_name("reverserag-chat.js")
    if not chat.is_file():
        return path.read_text(encoding="utf-8")
    from reverserag.web import one_script  # the server's package: only for a widget of two files

    return one_script(path.read_bytes(), chat.read_bytes()).decode("utf-8")


def open_page(context, folder: Path, *scripts: str):  # noqa: ANN001, ANN201
    """A corpus page as the bench serves it (scripts removed, nothing else loads), ``scripts`` added."""
    source = SCRIPTS.sub("", (folder / "source.html").read_text(encoding="utf-8", errors="replace"))
    url = f"http://localhost/corpus/{folder.name}/"  # localhost: a secure context, so isolation works

    def serve(route) -> None:  # noqa: ANN001
        if route.request.url == url:
            route.fulfill(status=200, content_type="text/html; charset=utf-8", body=source, headers=ISOLATED)
        else:
            route.abort()

    page = context.new_page()
    try:
        page.route("**/*", serve)
        page.goto(url, wait_until="load", timeout=30_000)
        for script in scripts:
            page.add_script_tag(content=script)
    except BaseException:
        page.close()
        raise
    return page


def measure(context, folder: Path, widget: str, readability: str, reps: int,  # noqa: ANN001
            warmup: int) -> Row | None:
    page = open_page(context, folder, readability, widget)
    try:
        result = page.evaluate(TIMING, {"reps": reps, "warmup": max(warmup, 1)})
    finally:
        page.close()
    found = score((folder / "expected.html").read_text(encoding="utf-8", errors="replace"),
                  result["content"], result["main"] or "")
    if found is None:
        return None
    return Row(folder.name, found, result["elements"], result["first"], result["rdFirst"], result["ex"],
               result["rd"], result["clone"], result["it"], result["vsRd"], result["vsIt"], result["sent"],
               result["packed"], result["chars"])


# --- report ----------------------------------------------------------------------------------------

def p10(values: list[float]) -> float:
    return statistics.quantiles(values, n=10, method="inclusive")[0] if len(values) > 1 else values[0]


def summary(name: str, values: list[float], fmt: str = ".3f") -> str:
    return (f"  {name:<30} median {statistics.median(values):{fmt}}   mean {statistics.mean(values):{fmt}}"
            f"   p10 {p10(values):{fmt}}")


def verdict(met: bool) -> str:
    return "met" if met else "NOT met"


def report(rows: list[Row], failed: list[str]) -> None:
    recall = [r.score.recall for r in rows]
    f1 = [r.score.f1 for r in rows]
    vs_rd = [r.vs_readability for r in rows]
    vs_it = [r.vs_inner_text for r in rows]
    print(f"\n{len(rows)} pages" + (f"; failed: {', '.join(failed)}" if failed else ""))
    print(summary("recall of content", recall))
    print(summary("precision of main", [r.score.precision for r in rows]))
    print(summary("recall of main", [r.score.main_recall for r in rows]))
    print(summary("F1 of main", f1))
    print(summary("extract() ms", [r.extract for r in rows], ".2f"))
    print(summary("extract() first call ms", [r.first for r in rows], ".2f"))
    print(summary("parse() first call ms", [r.readability_first for r in rows], ".2f"))
    print(summary("Readability parse() ms", [r.readability for r in rows], ".2f"))
    print(summary("Readability clone ms", [r.clone for r in rows], ".2f"))
    print(summary("innerText ms", [r.inner_text for r in rows], ".3f"))
    print(summary("extract / parse()", vs_rd, ".2f"))
    print(summary("extract / (clone + parse())", [r.extract / (r.readability + r.clone) for r in rows], ".2f"))
    print(summary("first calls: extract / parse()", [r.first / r.readability_first for r in rows], ".2f"))
    print(summary("extract / innerText", vs_it, ".1f"))
    print(summary("payload KB", [r.sent / 1000 for r in rows], ".1f"))
    gzipped = [r for r in rows if r.chars > GZIP_FROM]
    if gzipped:
        print(f"  sent gzipped (over {GZIP_FROM:,} characters): {len(gzipped)} of {len(rows)} pages, the median "
              f"{statistics.median(r.sent for r in gzipped) / 1000:.1f} KB as "
              f"{statistics.median(r.packed for r in gzipped) / 1000:.1f} KB "
              f"({statistics.median(r.packed / r.sent for r in gzipped):.0%})")
    below_recall = sum(v < TARGET_RECALL for v in recall)
    below_f1 = sum(v < TARGET_F1 for v in f1)
    print(f"  pages below {TARGET_RECALL} recall: {below_recall}; below {TARGET_F1} F1: {below_f1}")
    print("\ntargets (median over the pages):")
    med = statistics.median
    print(f"  recall of content ≥ {TARGET_RECALL}: {med(recall):.3f}  {verdict(med(recall) >= TARGET_RECALL)}")
    print(f"  F1 of main ≥ {TARGET_F1}: {med(f1):.3f}  {verdict(med(f1) >= TARGET_F1)}")
    print(f"  extract ≤ {TARGET_VS_READABILITY}× Readability parse(): {med(vs_rd):.2f}×  "
          f"{verdict(med(vs_rd) <= TARGET_VS_READABILITY)}")
    print(f"  extract ≤ {TARGET_VS_INNERTEXT:.0f}× innerText: {med(vs_it):.1f}×  "
          f"{verdict(med(vs_it) <= TARGET_VS_INNERTEXT)}")


def select(args: argparse.Namespace) -> list[Path]:
    folders = sorted(p for p in CORPUS.iterdir() if (p / "source.html").is_file() and (p / "expected.html").is_file())
    if args.pages:
        wanted = [s.strip() for s in args.pages.split(",") if s.strip()]
        known = {p.name for p in folders}
        unknown = [s for s in wanted if s not in known]
        if unknown:
            sys.exit(f"no such corpus page: {', '.join(unknown)}")
        return [p for p in folders if p.name in wanted]
    if args.quick:
        return [p for p in folders if p.name in QUICK]
    return folders


def unready(*, readability: bool) -> int | None:
    """None when the corpus, Playwright and (``readability``) Readability.js are here; else what a bench
    exits with, having said what is missing: 0 for the corpus (it lives beside the repo), 1 for the rest."""
    if not CORPUS.is_dir():
        print(f"skipped: the corpus is absent ({CORPUS}); it is Readability's test pages, shared beside the repo.")
        return 0
    if readability and not READABILITY.is_file():
        print(f"Readability.js is missing ({READABILITY}): run `cd bench && npm ci` first.")
        return 1
    if importlib.util.find_spec("playwright") is None:
        print("Playwright is missing: pip install -e '.[test]' (it brings playwright).")
        return 1
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"a fixed subset of {len(QUICK)} pages, 5 rounds")
    parser.add_argument("--pages", help="comma-separated corpus slugs, e.g. wikipedia,bbc-1")
    parser.add_argument("--reps", type=int, default=None, help="timed rounds per page (default 9; 5 with --quick)")
    parser.add_argument("--warmup", type=int, default=5, help="untimed rounds before the timed ones (default 5)")
    parser.add_argument("--widget", type=Path, default=WIDGET, help="the widget file to measure")
    parser.add_argument("--browser", choices=("chromium", "firefox", "webkit"), default="chromium",
                        help="Debian's Chromium (the targets' browser), Firefox ESR or WebKitGTK")
    parser.add_argument("--profile", action="store_true",
                        help="instead of measuring, sample extract() with the V8 profiler and print hot spots")
    parser.add_argument("--split", action="store_true",
                        help="instead of measuring, split extract() into the walk's own work and its style reads")
    parser.add_argument("--count", action="store_true",
                        help="instead of measuring, count the DOM calls one extract() makes (with --against: both)")
    parser.add_argument("--against", type=Path, metavar="OLD",
                        help="instead of measuring, time the widget beside the older one at OLD, in turns")
    parser.add_argument("--rounds", type=int, default=2, help="with --against: loads of each widget per page")
    args = parser.parse_args(argv)

    missing = unready(readability=not (args.count or args.against))
    if missing is not None:
        return missing

    reps = args.reps or (5 if args.quick else 9)
    widget = widget_script(args.widget)
    readability = READABILITY.read_text(encoding="utf-8") if READABILITY.is_file() else ""
    folders = select(args)
    if args.count or args.against:
        import reads  # what extract() asks of the browser; a widget beside another: beside this file

        old = widget_script(args.against) if args.against else None
        if args.count:
            return reads.run_count(folders, widget, old)
        return reads.run_against(folders, widget, old or "", args.rounds, args.reps or 5, args.warmup)
    if args.profile or args.split:
        import profiling  # where the time goes: beside this file

        if args.profile:
            return profiling.run_profile(folders, widget, reps)
        return profiling.run_split(folders, widget, readability, reps, args.warmup)
    print(f"{len(folders)} pages, {reps} timed rounds each after {args.warmup} warm-up rounds; widget {args.widget}; "
          f"{args.browser}")
    print(f"{'page':<36}{'recall':>7}{'P main':>7}{'R main':>7}{'F1':>7}{'elems':>7}"
          f"{'extract':>9}{'parse':>8}{'innerTx':>8}{'×parse':>7}{'×innerTx':>9}")
    def line(row: Row) -> str:
        s = row.score
        return (f"{row.slug:<36}{s.recall:>7.3f}{s.precision:>7.3f}{s.main_recall:>7.3f}{s.f1:>7.3f}"
                f"{row.elements:>7}{row.extract:>7.2f}ms{row.readability:>6.1f}ms{row.inner_text:>6.2f}ms"
                f"{row.vs_readability:>7.2f}{row.vs_inner_text:>9.1f}")

    rows, failed = over_pages(folders, lambda context, folder: measure(
        context, folder, widget, readability, reps, args.warmup), line, args.browser)
    if not rows:
        print("no page was measured")
        return 1
    report(rows, failed)
    return 1 if failed else 0


def over_pages(folders: list[Path], one, line, browser_name: str = "chromium") -> tuple[list, list[str]]:  # noqa: ANN001
    """``one(context, folder)`` on each page in one browser, a ``line(row)`` printed per page.

    A page that breaks the run is reported and counted as failed, not fatal; ``None`` (an empty
    expected text) is reported and left out."""
    from playwright.sync_api import sync_playwright

    rows: list = []
    failed: list[str] = []
    with contextlib.ExitStack() as stack:
        if browser_name != "chromium":
            context = stack.enter_context(_remote(browser_name))
        else:
            pw = stack.enter_context(sync_playwright())
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            stack.callback(browser.close)
            context = browser.new_context(viewport={"width": 1280, "height": 900})
        for folder in folders:
            try:
                row = one(context, folder)
            except Exception as exc:
                failed.append(folder.name)
                print(f"{folder.name:<36}ERROR {str(exc).splitlines()[0][:120]}")
                continue
            if row is None:
                print(f"{folder.name:<36}(empty expected text: not scored)")
                continue
            rows.append(row)
            print(line(row))
    return rows, failed


@contextlib.contextmanager
def _remote(engine: str):  # noqa: ANN202
    """Firefox ESR over WebDriver BiDi or WebKitGTK over WebDriver, as the tests drive them
    (``tests/e2e/firefox.py``, ``webkit.py``); what ``over_pages`` needs of a context: ``new_page()``."""
    sys.path.insert(0, str(ROOT / "tests" / "e2e"))
    import firefox
    import remote
    import webkit

    proxy = remote.Proxy()
    try:
        if engine == "firefox":
            executable = firefox.binary()
            if executable is None:
                raise SystemExit("Firefox is missing: apt-get install firefox-esr")
            browser: Any = firefox.Firefox(executable, proxy)
        else:
            if not webkit.available():
                raise SystemExit("WebKit is missing: apt-get install webkit2gtk-driver xvfb xauth")
            browser = webkit.WebKit(proxy)
        try:
            yield SimpleNamespace(new_page=lambda: browser.new_page(1280, 900))
        finally:
            browser.close()
    finally:
        proxy.close()


if __name__ == "__main__":
    sys.exit(main())
