"""Benchmark: the widget's extraction on real pages — fidelity and speed, beside Readability.js.

    cd bench && npm ci                       # once: @mozilla/readability, the peer (bench only)
    python bench/extraction.py [--quick] [--pages slug,slug] [--reps N] [--warmup N] [--widget PATH]
                               [--browser chromium|firefox|webkit]
    python bench/extraction.py --profile [--quick] [--pages slug,slug]
    python bench/extraction.py --split [--quick] [--pages slug,slug]

Pages: every folder of ``../shared/corpus/readability-test-pages/`` (relative to the repository
root), in sorted order; ``--quick`` takes a fixed subset of 16. Each ``source.html`` is served by
Playwright to Debian's Chromium at ``http://localhost/corpus/<slug>/`` with its ``<script>`` elements
removed and every other request aborted (so no page scripts, stylesheets, images or frames load:
what is measured is the widget on the HTML itself). The widget and Readability.js are added with
``add_script_tag``.

Fidelity, against Readability's ``expected.html`` (the article as Readability's authors want it):

* Text of ``expected.html``: its character data (entities decoded), a space at every block-level
  tag boundary and none at inline ones, so ``a<b>c</b>`` stays one word as on screen.
* Markdown syntax is stripped from ``content`` and ``main`` first: the citation labels
  ``[¶n]``, image syntax ``![alt](src)`` entirely, link targets ``](url)`` (the link text
  stays), fence lines with their language, ordered/unordered list markers, the
  ``Table:``/``Navigation:``/``Footer:`` labels, the
  placeholders ``[image: …]``, ``[video…](…)``, ``[audio…](…)``, ``[embedded frame…](…)``,
  the chrome separator and the cut marker, and the emphasis/code characters ``*``, ``~~``, `````
  (removed, not spaced, so ``foo**bar**`` is ``foobar``), and the marks of a superscript or subscript
  (``10^8``, ``x^(n+1)``, ``H_(ij)`` score as ``108``, ``xn+1``, ``Hij``; a lone ``x_i`` stays, as
  snake_case would), as are the tags of MathML the widget
  sends for the server to write as TeX (``\\(<msup><mi>x</mi><mn>2</mn></msup>\\)`` scores as
  ``x2``, the text of the expected page). What remains of markdown is
  punctuation, which tokenization drops.
* Tokens: text is case-folded and split into runs of ``\\w`` characters, except that every Han,
  Hiragana and Katakana character is a token of its own (CJK has no spaces; a whole sentence
  would otherwise be one token). Thai and similar scripts stay clumped, as in the benchmark below.
* Shingles: every run of 4 consecutive tokens (a text of fewer tokens is one shingle), counted as
  a multiset — the method of Zyte's article-extraction-benchmark (``string_shingle_matching``).
  True positives are ``sum(min(expected, got))`` over shingles.
* ``recall`` = TP / shingles of the expected text, for ``content`` (is the article all there?).
  ``F1`` of ``main`` = harmonic mean of precision (TP / shingles of main) and recall (is main the
  article and only the article?). Per page, then median (the target), mean and p10 over pages.

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

``--profile`` instead samples ``extract()`` with V8's profiler through the Chrome DevTools
Protocol and prints the widget's functions and lines by self time, summed over the pages.

``--split`` instead times, in each round, ``extract()`` as it is and ``extract()`` with
``window.getComputedStyle`` answered from a snapshot: every element's values of the properties the
walk reads on that page (found by one pass through a counting proxy), copied into plain objects
before timing. The second run does all the walk's work but sends no style read to the browser, and
its output must equal the first's (a page where it does not, or where an element was missing from
the snapshot, is flagged). The difference is what the style reads cost. Beside ``innerText`` it
times the barest walk: ``getComputedStyle()`` on every element of the body, then the same with one
``display`` read each (batched like ``innerText``), and the properties the walk read on that page,
read on every element through ``getComputedStyle`` and through Typed OM (``computedStyleMap().get()``,
made strings as the walk compares strings). Ratios are per round, medians as above.

Targets (issue 5): recall of content ≥ 0.99 median; F1 of main ≥ 0.95 median; extract() ≤ 0.5×
Readability's parse() (clone excluded: the stricter reading) and ≤ 3× innerText, median.
"""

from __future__ import annotations

import argparse
import contextlib
import html
import importlib.util
import re
import statistics
import sys
from collections import Counter
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace
from typing import Any

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
#: A payload longer than this goes up gzipped (widget/reverserag.js, ``post()``).
GZIP_FROM = 30_000

# Cross-origin isolation refines performance.now() from 100 µs to 5 µs; nothing else loads anyway.
ISOLATED = {"Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp"}
SCRIPTS = re.compile(r"<script\b[^>]*>.*?</script\s*>", re.S | re.I)

# --- scoring ---------------------------------------------------------------------------------------

BLOCK_TAGS = frozenset(
    "address article aside blockquote br caption dd details dialog div dl dt fieldset figcaption "
    "figure footer form h1 h2 h3 h4 h5 h6 header hr img li main nav ol p pre section summary table "
    "tbody td tfoot th thead tr ul".split()
)
CJK = "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
TOKEN = re.compile(rf"[{CJK}]|[^\W{CJK}]+")
MARKDOWN = [
    (re.compile(r"\[¶\d+\](?: |\n(?=[`~|T]))"), ""),  # citation labels, as tests/e2e/harness.py's unlabelled()
    (re.compile(r"!\[[^\]]*\]\((?:[^()\s]|\([^()]*\))*\)"), " "),  # images, alt text too
    (re.compile(r"\[(?:video|audio|embedded frame|link)(?::[^\]]*)?\]\((?:[^()\s]|\([^()]*\))*\)"), " "),
    (re.compile(r"\]\((?:[^()\s]|\([^()]*\))*\)"), "]"),  # link targets; the text stays
    (re.compile(r"(?m)^(?:```|~~~~)[\w+#.-]*$"), " "),  # fences and their language
    (re.compile(r"(?m)^[ \t>]*(?:\d+\.|[-:])[ \t]"), " "),  # list and definition markers
    (re.compile(r"(?m)^(?:Table|Navigation|Footer): "), " "),
    (re.compile(r"\[image: [^\]]*\]"), " "),
    (re.compile(r"\[Page chrome: [^\]]*\]"), " "),
    (re.compile(r"\[reverserag: [^\]]*\]"), " "),
    # MathML sent for the server to write as TeX: its text, as the expected page has it.
    (re.compile(r"\\\(\s*<[^\n]*?\\\)"), lambda m: html.unescape(re.sub(r"<[^>]*>", "", m.group()))),
    # Superscripts and subscripts, marked as 10^8, x^(n+1), H_(ij) (the expected text has 108, Hij),
    # but not in code, where a ^ is code (ars-1's `2^15`).
    (re.compile(r"(`+)[\s\S]*?\1|(?<=[\w*])[\^_]\(([^()]*)\)|(?<=[\w*])\^(?=[\w*])"),
     lambda m: m.group() if m.group(1) else m.group(2) or ""),
    (re.compile(r"\*+|~~|`+"), ""),  # emphasis and code marks, removed without a space
]


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag in ("script", "style"):
            self.skip += 1
        if tag in BLOCK_TAGS:
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)
        if tag in BLOCK_TAGS:
            self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def html_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    parser.close()
    return "".join(parser.parts)


def strip_markdown(text: str) -> str:
    for pattern, replacement in MARKDOWN:
        text = pattern.sub(replacement, text)
    return text


def shingles(text: str, n: int = 4) -> Counter[tuple[str, ...]]:
    tokens = TOKEN.findall(text.casefold())
    if not tokens:
        return Counter()
    return Counter(tuple(tokens[i:i + n]) for i in range(max(1, len(tokens) - n + 1)))


@dataclass(frozen=True)
class Score:
    recall: float  # of the expected text, in content
    precision: float  # of main
    main_recall: float
    f1: float  # of main


def score(expected_html: str, content: str, main: str) -> Score | None:
    """The scores of one page, or None if its expected text is empty."""
    want = shingles(html_text(expected_html))
    total = sum(want.values())
    if not total:
        return None
    got = shingles(strip_markdown(content))
    recall = sum((want & got).values()) / total
    got_main = shingles(strip_markdown(main))
    hits = sum((want & got_main).values())
    precision = hits / max(sum(got_main.values()), 1)
    main_recall = hits / total
    f1 = 2 * precision * main_recall / (precision + main_recall) if hits else 0.0
    return Score(recall, precision, main_recall, f1)


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


PROFILED = """async ({reps}) => {
  document.body.getBoundingClientRect();
  for (let i = 0; i < 2; i++) await ReverseRAG.extract({settle: false, selection: null});
  return null;
}"""
RUN = """async ({reps}) => {
  for (let i = 0; i < reps; i++) await ReverseRAG.extract({settle: false, selection: null});
}"""


def profile(context, folder: Path, widget: str, reps: int, functions: Counter[str],  # noqa: ANN001
            lines: Counter[str]) -> str:
    """Adds the self time of each widget function (and line) in ``reps`` warm extract() calls."""
    page = open_page(context, folder, widget)
    try:
        page.evaluate(PROFILED, {"reps": reps})
        cdp = page.context.new_cdp_session(page)
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 50})
        cdp.send("Profiler.start")
        page.evaluate(RUN, {"reps": reps})
        found = cdp.send("Profiler.stop")["profile"]
    finally:
        page.close()
    nodes = {node["id"]: node for node in found["nodes"]}
    for node_id, count in Counter(found["samples"]).items():
        frame = nodes[node_id]["callFrame"]
        functions[f"{frame['functionName'] or '(anonymous)'}:{frame['lineNumber'] + 1}"] += count
    for node in found["nodes"]:
        for tick in node.get("positionTicks", []):
            lines[f"{node['callFrame']['functionName'] or '(anonymous)'}:{tick['line']}"] += tick["ticks"]
    return folder.name


def print_profile(functions: Counter[str], lines: Counter[str]) -> None:
    total = sum(functions.values()) or 1
    idle = sum(v for k, v in functions.items() if k.startswith(("(idle)", "(program)", "(garbage")))
    print(f"\nself time by function (sampled every 50 µs; {idle / total:.0%} idle/program/GC):")
    for name, count in functions.most_common(30):
        print(f"  {count / total:6.1%}  {name}")
    print("\nhottest lines:")
    for name, count in lines.most_common(25):
        print(f"  {count / total:6.1%}  {name}")


SPLIT = """async ({reps, warmup}) => {
  if (!crossOriginIsolated) throw new Error('not cross-origin isolated: timings would be coarse');
  document.body.getBoundingClientRect();
  const real = window.getComputedStyle;
  const extract = async () => {
    const a = performance.now();
    const payload = await ReverseRAG.extract({settle: false, selection: null});
    return [performance.now() - a, payload.content + '\\n\\u0000\\n' + (payload.main || '')];
  };
  // Which computed-style properties the walk reads on this page: one pass through a counting proxy.
  const names = new Set();
  window.getComputedStyle = (el, pseudo) => new Proxy(real(el, pseudo), {
    get: (style, name) => {
      names.add(name);
      const value = style[name];
      return typeof value === 'function' ? value.bind(style) : value;
    },
  });
  await extract();
  window.getComputedStyle = real;
  // Those properties of every element, read ahead of time into plain objects.
  const snapshot = new Map();
  for (const el of document.querySelectorAll('*')) {
    const style = real(el);
    const copy = {};
    for (const name of names) copy[name] = style[name];
    snapshot.set(el, copy);
  }
  let missed = 0;
  const served = (el, pseudo) => (!pseudo && snapshot.get(el)) || (missed++, real(el, pseudo));
  const batch = (work) => {  // native calls too quick to time one by one: repeated for at least 3 ms
    let n = 0;
    const start = performance.now();
    do { work(); n++; } while (performance.now() - start < 3);
    return (performance.now() - start) / n;
  };
  const elements = Array.from(document.body.getElementsByTagName('*'));
  // The same properties read on every element through getComputedStyle and through Typed OM
  // (computedStyleMap(), values made strings as the walk compares strings).
  const props = Array.from(names).filter((n) => typeof n === 'string' && typeof real(document.body)[n] === 'string');
  const kebab = props.map((n) => n.replace(/^webkit/, '-webkit').replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()));
  const t = {ex: [], js: [], vsRd: [], jsVsRd: [], readsVsRd: [], it: [], gcs: [], display: [], typed: []};
  let same = true;
  for (let i = 0; i < warmup + reps; i++) {
    const [ex, out] = await extract();
    window.getComputedStyle = served;
    let js, outJs;
    try { [js, outJs] = await extract(); } finally { window.getComputedStyle = real; }
    same = same && outJs === out;
    const copy = document.cloneNode(true);
    let a = performance.now();
    new Readability(copy).parse();
    const rd = performance.now() - a;
    const it = batch(() => document.body.innerText);
    const gcs = batch(() => { for (const el of elements) real(el); });
    const display = batch(() => { let n = 0; for (const el of elements) n += real(el).display.length; return n; });
    const all = batch(() => {
      let n = 0;
      for (const el of elements) { const style = real(el); for (const name of props) n += style[name].length; }
      return n;
    });
    const typed = batch(() => {
      let n = 0;
      for (const el of elements) {
        const map = el.computedStyleMap();
        for (const k of kebab) n += String(map.get(k)).length;
      }
      return n;
    });
    if (i < warmup) continue;
    t.ex.push(ex); t.js.push(js); t.it.push(it); t.gcs.push(gcs); t.display.push(display); t.typed.push(typed / all);
    t.vsRd.push(ex / rd); t.jsVsRd.push(js / rd); t.readsVsRd.push((ex - js) / rd);
  }
  const median = (v) => {
    v.sort((x, y) => x - y);
    const m = v.length >> 1;
    return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
  };
  const it = Math.max(median(t.it), 1e-3);
  return {
    ex: median(t.ex), js: median(t.js), vsRd: median(t.vsRd), jsVsRd: median(t.jsVsRd),
    readsVsRd: median(t.readsVsRd), gcsVsIt: median(t.gcs) / it, displayVsIt: median(t.display) / it,
    typedVsGcs: median(t.typed),
    same: same, missed: missed, names: Array.from(names).filter((n) => typeof n === 'string').sort(),
    elements: elements.length,
  };
}"""


@dataclass(frozen=True)
class Split:
    slug: str
    elements: int
    extract: float  # ms, medians over the rounds
    js: float  # extract() with every computed style served from a snapshot: the walk's own work
    vs_readability: float  # extract / parse(), median over the rounds
    js_vs_readability: float
    reads_vs_readability: float  # (extract - js) / parse(): what the style reads cost
    gcs_vs_inner_text: float  # getComputedStyle() on every element, nothing read, / innerText
    display_vs_inner_text: float  # ... and its display read
    typed_vs_gcs: float  # the walk's properties on every element: Typed OM / getComputedStyle
    same: bool  # the snapshot run wrote the same content and main (it did the same work)
    names: tuple[str, ...]


def split(context, folder: Path, widget: str, readability: str, reps: int, warmup: int) -> Split:  # noqa: ANN001
    page = open_page(context, folder, readability, widget)
    try:
        r = page.evaluate(SPLIT, {"reps": reps, "warmup": max(warmup, 1)})
    finally:
        page.close()
    return Split(folder.name, r["elements"], r["ex"], r["js"], r["vsRd"], r["jsVsRd"], r["readsVsRd"],
                 r["gcsVsIt"], r["displayVsIt"], r["typedVsGcs"], r["same"] and not r["missed"],
                 tuple(r["names"]))


def report_split(rows: list[Split], failed: list[str]) -> None:
    print(f"\n{len(rows)} pages" + (f"; failed: {', '.join(failed)}" if failed else ""))
    print(summary("extract / parse()", [r.vs_readability for r in rows], ".2f"))
    print(summary("  walk alone / parse()", [r.js_vs_readability for r in rows], ".2f"))
    print(summary("  style reads / parse()", [r.reads_vs_readability for r in rows], ".2f"))
    print(summary("getComputedStyle / innerText", [r.gcs_vs_inner_text for r in rows], ".1f"))
    print(summary("  + one display read", [r.display_vs_inner_text for r in rows], ".1f"))
    print(summary("Typed OM / getComputedStyle", [r.typed_vs_gcs for r in rows], ".2f"))
    names = sorted({n for r in rows for n in r.names})
    print(f"  properties the walk read: {len(names)} ({', '.join(names)})")
    differing = [r.slug for r in rows if not r.same]
    print(f"  pages where the snapshot run wrote other output or missed an element: {len(differing)}"
          + (f" ({', '.join(differing)})" if differing else ""))


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
    args = parser.parse_args(argv)

    missing = unready(readability=True)
    if missing is not None:
        return missing

    reps = args.reps or (5 if args.quick else 9)
    widget, readability = args.widget.read_text(encoding="utf-8"), READABILITY.read_text(encoding="utf-8")
    folders = select(args)
    if args.profile:
        functions: Counter[str] = Counter()
        lines: Counter[str] = Counter()
        _, failed = over_pages(folders, lambda context, folder: profile(
            context, folder, widget, reps, functions, lines), lambda slug: f"{slug:<36}sampled")
        print_profile(functions, lines)
        return 1 if failed else 0
    if args.split:
        return run_split(folders, widget, readability, reps, args.warmup)
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


def run_split(folders: list[Path], widget: str, readability: str, reps: int, warmup: int) -> int:
    print(f"{len(folders)} pages, {reps} timed rounds each after {warmup} warm-up rounds")
    print(f"{'page':<36}{'elems':>7}{'extract':>9}{'walk':>9}{'×parse':>7}{'walk×':>7}{'reads×':>7}"
          f"{'gcs×iT':>8}{'disp×iT':>8}{'TOM×gcs':>8}")
    def line(r: Split) -> str:
        return (f"{r.slug:<36}{r.elements:>7}{r.extract:>7.2f}ms{r.js:>7.2f}ms{r.vs_readability:>7.2f}"
                f"{r.js_vs_readability:>7.2f}{r.reads_vs_readability:>7.2f}{r.gcs_vs_inner_text:>8.1f}"
                f"{r.display_vs_inner_text:>8.1f}{r.typed_vs_gcs:>8.2f}" + ("" if r.same else "  (output differed)"))

    rows, failed = over_pages(folders, lambda context, folder: split(
        context, folder, widget, readability, reps, warmup), line)
    if not rows:
        print("no page was measured")
        return 1
    report_split(rows, failed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
