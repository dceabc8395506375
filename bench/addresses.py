"""Benchmark: the tokens short addresses save in the page text the model reads.

    python bench/addresses.py            # the 130 pages of ../shared/corpus/readability-test-pages/

Each corpus page is extracted in Chromium as ``bench/extraction.py`` does (scripts removed, nothing
else loads), validated as the server validates it, and counted in cl100k tokens three ways beside
the text with nothing shortened (``context.neutralise`` alone): images without their addresses,
links to the page's own site from the root, and both (``context.model_text``, what the model
reads). The pages are served from one test address, so for the links each page's most common link
origin stands for its own. Prints each page's saving where it saves anything, then the median,
mean, 90th percentile and the saving over all pages' tokens together.
"""

from __future__ import annotations

import statistics
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "server"))
sys.path.insert(0, str(HERE))

from playwright.sync_api import sync_playwright  # noqa: E402

from extraction import CHROMIUM, CHROMIUM_ARGS, CORPUS, WIDGET, open_page, widget_script  # noqa: E402
from reverserag import tokens  # noqa: E402
from reverserag.addresses import name_images, root_links  # noqa: E402
from reverserag.context import model_text, neutralise  # noqa: E402
from reverserag.page import parse_page  # noqa: E402

EXTRACT = "async () => { document.body.getBoundingClientRect(); return await ReverseRAG.extract({settle: false}); }"


def own_site(page) -> str:  # noqa: ANN001
    """The most common origin of the page's links, standing for the site the page was taken from."""
    origins = Counter(f"{p.scheme}://{p.netloc}" for p in (urlsplit(link.href) for link in page.links)
                      if p.scheme in ("http", "https") and p.netloc)
    return origins.most_common(1)[0][0] + "/" if origins else ""


def main() -> int:
    if not CORPUS.is_dir():
        print(f"no corpus at {CORPUS}: nothing to measure")
        return 1
    widget = widget_script(WIDGET)
    ways = ("images", "links", "both")
    saved: dict[str, list[float]] = {way: [] for way in ways}
    totals = Counter[str]()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context()
        for folder in sorted(p for p in CORPUS.iterdir() if p.is_dir()):
            tab = open_page(context, folder, widget)
            try:
                payload = tab.evaluate(EXTRACT)
            finally:
                tab.close()
            page = parse_page(payload, max_content_chars=5_000_000)
            if not page.content:
                continue
            site = own_site(page)
            plain = neutralise(page.content)
            before = tokens.count(plain)
            after = {"images": tokens.count(name_images(plain)), "links": tokens.count(root_links(plain, site)),
                     "both": tokens.count(model_text(page.content, site))}
            totals["before"] += before
            for way in ways:
                saved[way].append(1 - after[way] / before)
                totals[way] += after[way]
            if after["both"] < before:
                print(f"{folder.name:<36} {before:>7,} → {after['both']:>7,} tokens ({1 - after['both'] / before:.1%})")
        browser.close()
    print(f"\n{len(saved['both'])} pages; tokens saved (median, mean, 90th percentile, over all pages):")
    for way in ways:
        values = sorted(saved[way])
        p90 = values[int(0.9 * len(values))]
        print(f"  {way:<7} {statistics.median(values):6.1%} {statistics.mean(values):6.1%} {p90:6.1%}"
              f" {1 - totals[way] / totals['before']:6.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
