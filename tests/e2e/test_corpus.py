"""Extraction quality pinned on real pages from Readability's test corpus.

Each page is loaded with its scripts removed and the network blocked (so no page CSS either),
the widget is added, and ``extract()`` is scored against Readability's expected article text with
word 4-shingles, as article-extraction benchmarks do: the recall of ``content`` (nothing the
article says is lost) and the F1 of ``main`` (the main region is the article, not the page).
Markdown syntax (link targets, image syntax, fences, list markers) is removed before scoring.
Thresholds sit a little under today's figures so a regression fails; the bench runs them all.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from harness import WIDGET
from playwright.sync_api import Page, Route

PAGES = Path(__file__).parent / "pages" / "readability"
SCRIPTS = re.compile(r"<script\b[^>]*>.*?</script\s*>", re.S | re.I)

# page: (minimum recall of content, minimum F1 of main)
THRESHOLDS = {
    "daringfireball-1": (0.99, 0.97),
    "v8-blog": (0.99, 0.97),
    "ars-1": (0.97, 0.88),
    "gitlab-blog": (0.99, 0.88),
    "keep-tabular-data": (0.99, 0.97),
    "hidden-nodes": (0.99, 0.95),
    "visibility-hidden": (0.99, 0.95),
    "remove-aria-hidden": (0.99, 0.95),
}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def html_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(parser.parts)


def strip_markdown(text: str) -> str:
    text = re.sub(r"!\[[^\]]*\]\((?:[^()\s]|\([^()]*\))*\)", " ", text)  # images
    text = re.sub(r"\]\((?:[^()\s]|\([^()]*\))*\)", "]", text)  # link targets
    text = re.sub(r"(?m)^(```|~~~~)\w*$", " ", text)  # fences
    text = re.sub(r"(?m)^\s*(\d+\.|-)\s", " ", text)  # list markers
    text = re.sub(r"(?m)^(Table|Navigation|Footer): ", " ", text)
    text = re.sub(r"\[(image|embedded frame|video|audio)[^\]]*\]", " ", text)
    return text.replace("[Page chrome: header, navigation, sidebars, footer]", " ")


def shingles(text: str, n: int = 4) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + n]) for i in range(max(len(words) - n + 1, 1))} if words else set()


def recall_and_f1(expected: str, content: str, main: str) -> tuple[float, float]:
    want = shingles(expected)
    got_content, got_main = shingles(strip_markdown(content)), shingles(strip_markdown(main))
    recall = len(want & got_content) / len(want)
    hits = len(want & got_main)
    precision, main_recall = hits / max(len(got_main), 1), hits / len(want)
    f1 = 2 * precision * main_recall / (precision + main_recall) if hits else 0.0
    return recall, f1


@pytest.mark.parametrize("slug", sorted(THRESHOLDS))
def test_readability_page_is_extracted_whole_with_the_article_as_main(page: Page, slug: str) -> None:
    folder = PAGES / slug
    source = SCRIPTS.sub("", (folder / "source.html").read_text(encoding="utf-8", errors="replace"))
    url = f"http://corpus.test/{slug}/"

    def serve(route: Route) -> None:
        if route.request.url == url:
            route.fulfill(status=200, content_type="text/html; charset=utf-8", body=source)
        else:
            route.abort()

    page.route("**/*", serve)
    page.goto(url)
    page.add_script_tag(path=str(WIDGET))
    payload = page.evaluate("() => window.ReverseRAG.extract({settle: false})")
    expected = html_text((folder / "expected.html").read_text(encoding="utf-8", errors="replace"))
    recall, f1 = recall_and_f1(expected, payload["content"], payload["main"] or "")
    min_recall, min_f1 = THRESHOLDS[slug]
    assert recall >= min_recall, f"{slug}: recall of content {recall:.3f} < {min_recall}"
    assert f1 >= min_f1, f"{slug}: F1 of main {f1:.3f} < {min_f1}"
    assert payload["content"].startswith(payload["main"] or "")
