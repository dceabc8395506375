"""What ``extract()`` asks of the browser, and one widget timed beside another, for
``python bench/extraction.py --count`` and ``--against OLD`` (pages chosen, served and driven as that
bench does).

``--count`` wraps the DOM calls the walk makes (``getComputedStyle`` and each property read on what
it returns, the ``Element`` and ``Node`` methods and getters it uses) in counters, runs one
``extract()`` per page after a warm-up call, and prints the counts per page and summed over the pages.
A count is the same on a busy machine as on a quiet one, unlike a timing, so a change to the walk
can be judged by what it stops asking before any bench is timed. With ``--against OLD`` the old
widget is counted too, side by side. Beside the DOM calls, and not among them, it counts the walk's own
pattern runs (``RegExp.prototype.exec``, which ``test``, ``match``, ``replace`` and ``split`` call as the
spec has them: a global ``replace`` or ``match`` once a match and once more, a ``split`` once a place it
tries), a measure of the walk's own work as fixed as the calls are.

``--against OLD`` times the widget beside the one at ``OLD`` (a path to another ``reverserag.js``,
its chat file beside it, e.g. a ``git worktree`` of an older commit): per page, ``--rounds`` rounds
(default 2) of one page load each for the two widgets, in turns (old first in even rounds, new
first in odd ones), each ``--warmup`` untimed calls then ``--reps`` timed ones; a page's ratio is the
geometric mean over the rounds of new ÷ old (medians of a load), the whole run's is the geometric
mean over the pages. It also says on which pages the two wrote different ``content`` or ``main``
(the proof a change meant to be only faster changed no output).
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from pathlib import Path

from extraction import open_page, over_pages

PATTERNS = "pattern runs (RegExp exec)"  # counted beside the DOM calls, not among them

# Element and Node methods and getters the walk uses; the counters wrap these on the prototypes.
METHODS = {
    "Element": ("getAttribute", "hasAttribute", "hasAttributes", "getBoundingClientRect", "getClientRects",
                "closest", "matches", "querySelector", "querySelectorAll", "getElementsByTagName",
                "checkVisibility", "computedStyleMap"),
    "Node": ("contains", "compareDocumentPosition", "getRootNode", "hasChildNodes"),
    "Document": ("getElementById", "querySelector", "querySelectorAll"),
    "DOMTokenList": ("contains",),
}
GETTERS = {
    "Element": ("className", "id", "tagName", "localName", "attributes", "shadowRoot", "children",
                "firstElementChild", "nextElementSibling", "previousElementSibling", "childElementCount",
                "clientWidth", "clientHeight", "scrollWidth", "scrollHeight"),
    "Node": ("textContent", "childNodes", "firstChild", "lastChild", "nextSibling", "previousSibling", "parentNode",
             "nodeType", "nodeName", "nodeValue", "isConnected"),
    "HTMLElement": ("innerText", "offsetWidth", "offsetHeight", "offsetParent", "hidden", "dataset"),
    "CharacterData": ("data", "length"),
}

COUNT = """async ({methods, getters, patterns}) => {
  await ReverseRAG.extract({settle: false, selection: null});  // warm: the same calls a second time
  const counts = {};
  const bump = (label) => { counts[label] = (counts[label] || 0) + 1; };
  const undo = [];
  for (const [type, names] of Object.entries(methods)) {
    const proto = window[type].prototype;
    for (const name of names) {
      const was = Object.getOwnPropertyDescriptor(proto, name);
      if (!was || typeof was.value !== 'function') continue;
      const call = was.value;
      // An attribute's name is part of its count: which attributes the walk asks for is the question.
      const named = name === 'getAttribute' || name === 'hasAttribute';
      proto[name] = function (...args) {
        bump(named ? `${name}(${args[0]})` : name + '()');
        return call.apply(this, args);
      };
      undo.push(() => Object.defineProperty(proto, name, was));
    }
  }
  for (const [type, names] of Object.entries(getters)) {
    const proto = window[type].prototype;
    for (const name of names) {
      const was = Object.getOwnPropertyDescriptor(proto, name);
      if (!was || !was.get) continue;
      Object.defineProperty(proto, name, {...was, get() { bump(name); return was.get.call(this); }});
      undo.push(() => Object.defineProperty(proto, name, was));
    }
  }
  const exec = RegExp.prototype.exec;  // the walk's own pattern runs (see PATTERNS)
  RegExp.prototype.exec = function (text) { bump(patterns); return exec.call(this, text); };
  undo.push(() => { RegExp.prototype.exec = exec; });
  const real = window.getComputedStyle;
  window.getComputedStyle = (el, pseudo) => {
    bump(pseudo ? 'getComputedStyle(pseudo)' : 'getComputedStyle()');
    return new Proxy(real(el, pseudo), {
      get: (style, name) => {
        const value = style[name];
        if (typeof value === 'function') { bump('style.' + String(name) + '()'); return value.bind(style); }
        bump('style.' + String(name));
        return value;
      },
    });
  };
  try {
    await ReverseRAG.extract({settle: false, selection: null});
  } finally {
    window.getComputedStyle = real;
    for (const restore of undo.reverse()) restore();
  }
  return {counts: counts, elements: document.getElementsByTagName('*').length};
}"""

TIME = """async ({reps, warmup}) => {
  document.body.getBoundingClientRect();
  const t = [];
  let payload = null;
  for (let i = 0; i < warmup + reps; i++) {
    const a = performance.now();
    payload = await ReverseRAG.extract({settle: false, selection: null});
    if (i >= warmup) t.push(performance.now() - a);
  }
  t.sort((x, y) => x - y);
  const m = t.length >> 1;
  const out = payload.content + '\\n\\u0000\\n' + (payload.main || '');
  return {ms: t.length % 2 ? t[m] : (t[m - 1] + t[m]) / 2, out: out};
}"""


def dom_calls(counts: Counter[str]) -> int:
    return sum(v for k, v in counts.items() if k != PATTERNS)


def style_reads(counts: Counter[str]) -> int:
    return sum(v for k, v in counts.items() if k.startswith("style."))


def count(context, folder: Path, widget: str) -> dict:  # noqa: ANN001
    page = open_page(context, folder, widget)
    try:
        return page.evaluate(COUNT, {"methods": METHODS, "getters": GETTERS, "patterns": PATTERNS})
    finally:
        page.close()


def run_count(folders: list[Path], widget: str, old: str | None) -> int:
    widgets = {"new": widget} | ({"old": old} if old else {})
    totals: dict[str, Counter[str]] = {name: Counter() for name in widgets}
    print(f"{len(folders)} pages, one extract() counted each after a warm-up call"
          + ("; old beside new" if old else ""))
    print(f"{'page':<36}{'elems':>7}" + "".join(f"{name + ' calls':>11}{name + ' style':>11}" for name in widgets))

    def one(context, folder: Path) -> dict:  # noqa: ANN001
        found = {name: count(context, folder, source) for name, source in widgets.items()}
        for name, result in found.items():
            totals[name].update(result["counts"])
        return {"slug": folder.name, **found}

    def line(row: dict) -> str:
        cells = "".join(f"{dom_calls(Counter(row[n]['counts'])):>11,}{style_reads(Counter(row[n]['counts'])):>11,}"
                        for n in widgets)
        return f"{row['slug']:<36}{row['new']['elements']:>7}{cells}"

    rows, failed = over_pages(folders, one, line)
    if not rows:
        print("no page was measured")
        return 1
    names = sorted(set().union(*totals.values()) - {PATTERNS}, key=lambda k: -totals["new"][k])
    print(f"\nsummed over {len(rows)} pages" + (f"; failed: {', '.join(failed)}" if failed else ""))
    print(f"  {'call':<34}" + "".join(f"{name:>11}" for name in widgets))
    for label, total in (("all calls", dom_calls), ("computed-style reads", style_reads),
                         (PATTERNS, lambda c: c[PATTERNS])):
        print(f"  {label:<34}" + "".join(f"{total(totals[n]):>11,}" for n in widgets))
    for name in names:
        print(f"  {name:<34}" + "".join(f"{totals[n][name]:>11,}" for n in widgets))
    return 1 if failed else 0


def timed(context, folder: Path, widget: str, reps: int, warmup: int) -> dict:  # noqa: ANN001
    page = open_page(context, folder, widget)
    try:
        return page.evaluate(TIME, {"reps": reps, "warmup": warmup})
    finally:
        page.close()


def run_against(folders: list[Path], widget: str, old: str, rounds: int, reps: int, warmup: int) -> int:
    print(f"{len(folders)} pages, {rounds} rounds of a load each, in turns; {reps} timed calls a load after "
          f"{warmup} warm-up calls")
    print(f"{'page':<36}{'old':>9}{'new':>9}{'new÷old':>9}  output")

    def one(context, folder: Path) -> dict:  # noqa: ANN001
        times: dict[str, list[float]] = {"old": [], "new": []}
        outs: dict[str, str] = {}
        for source in (old, widget):  # an untimed load of each first: the first load of a page runs colder
            timed(context, folder, source, 1, 0)
        for r in range(rounds):
            for name in (("old", "new") if r % 2 == 0 else ("new", "old")):
                got = timed(context, folder, widget if name == "new" else old, reps, warmup)
                times[name].append(got["ms"])
                outs[name] = got["out"]
        ratio = math.exp(statistics.mean(math.log(n / o) for n, o in zip(times["new"], times["old"], strict=True)))
        return {"slug": folder.name, "old": statistics.median(times["old"]), "new": statistics.median(times["new"]),
                "ratio": ratio, "same": outs["old"] == outs["new"]}

    def line(row: dict) -> str:
        return (f"{row['slug']:<36}{row['old']:>7.2f}ms{row['new']:>7.2f}ms{row['ratio']:>9.3f}  "
                + ("same" if row["same"] else "DIFFERS"))

    rows, failed = over_pages(folders, one, line)
    if not rows:
        print("no page was measured")
        return 1
    ratios = [row["ratio"] for row in rows]
    differing = [row["slug"] for row in rows if not row["same"]]
    print(f"\n{len(rows)} pages" + (f"; failed: {', '.join(failed)}" if failed else ""))
    print(f"  new ÷ old: geometric mean {math.exp(statistics.mean(map(math.log, ratios))):.3f}, "
          f"median {statistics.median(ratios):.3f}, range {min(ratios):.3f}–{max(ratios):.3f}")
    print(f"  pages whose content or main differ: {len(differing)}"
          + (f" ({', '.join(differing)})" if differing else ""))
    return 1 if failed else 0
