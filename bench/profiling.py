"""Where ``extract()``'s time goes, for ``python bench/extraction.py --profile`` and ``--split`` (pages
chosen, served and driven as that bench does).

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
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from extraction import open_page, over_pages, summary

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


def run_profile(folders: list[Path], widget: str, reps: int) -> int:
    functions: Counter[str] = Counter()
    lines: Counter[str] = Counter()
    _, failed = over_pages(folders, lambda context, folder: profile(
        context, folder, widget, reps, functions, lines), lambda slug: f"{slug:<36}sampled")
    print_profile(functions, lines)
    return 1 if failed else 0


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
