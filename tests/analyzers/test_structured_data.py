"""Structured data: OpenGraph, Twitter card, article meta and JSON-LD."""

from __future__ import annotations

from reverserag.analyzers import structured_data
from reverserag.page import Page

from .helpers import make_page

ARTICLE_META = {
    "og:type": "article", "og:site_name": "Example Blog", "og:title": "Hello",
    "twitter:card": "summary_large_image", "author": "fxhp",
    "article:published_time": "2025-01-15T09:00:00Z",
}
ARTICLE_LD = [{
    "@context": "https://schema.org",
    "@graph": [
        {"@type": "BlogPosting", "author": {"@type": "Person", "name": "Ada Lovelace"},
         "publisher": {"@type": "Organization", "name": "Example Inc."},
         "datePublished": "2025-01-14", "dateModified": "2025-02-01"},
        {"@type": ["BreadcrumbList"], "itemListElement": []},
    ],
}]


def test_meta_and_json_ld_together():
    page = make_page(meta=ARTICLE_META, json_ld=ARTICLE_LD)
    # Meta wins for author; JSON-LD fills publisher, published and modified.
    assert str(structured_data.analyze(page)) == (
        "Structured Data: JSON-LD: BlogPosting, BreadcrumbList | og:type=article | "
        "site=Example Blog | twitter:card=summary_large_image | author=fxhp | "
        "publisher=Example Inc. | published=2025-01-14 | modified=2025-02-01 | "
        "meta: 3 og:, 1 twitter:"
    )


def test_json_ld_alone_nested_types_are_not_listed():
    page = make_page(json_ld=ARTICLE_LD[0]["@graph"][:1])
    assert str(structured_data.analyze(page)) == (
        "Structured Data: JSON-LD: BlogPosting | author=Ada Lovelace | publisher=Example Inc. | "
        "published=2025-01-14 | modified=2025-02-01"
    )


def test_meta_keys_match_case_insensitively_and_meta_dates_fill_in():
    page = make_page(meta={"OG:Type": "website", "Article:Modified_Time": "2024-12-01"})
    assert str(structured_data.analyze(page)) == (
        "Structured Data: og:type=website | modified=2024-12-01"
    )


def test_hostile_values_are_one_capped_line():
    evil = "line1\nline2\r\n\x00\x1b[31m\u2028" + "A" * 100_000
    page = make_page(
        meta={"og:type": evil, "author": "\ud800bad surrogate"},
        json_ld=[{"@type": evil, "author": [{"name": {"@value": evil}}]}],
    )
    line = str(structured_data.analyze(page))
    assert "\n" not in line and "\r" not in line and "\x1b" not in line and "\u2028" not in line
    assert "\ud800" not in line
    assert line.startswith("Structured Data: JSON-LD: line1 line2 [31m AAA")
    assert len(line) <= 480


def test_deep_and_odd_json_ld_is_walked_safely():
    deep: dict = {"@type": "Thing"}
    node = deep
    for _ in range(5_000):
        node["child"] = {"@type": "Nested"}
        node = node["child"]
    odd = ([1, "x", None, {"@type": 7}], {"@graph": "not a list"})
    # The analyzer's own walk is bounded: given a page made without parse_page, which leaves out
    # a block nested over 64 levels (nesting.py) and says so.
    page = Page(url="https://www.example.com/guide", json_ld=(deep, *odd))
    assert structured_data.analyze(page).parts[0] == "JSON-LD: Thing"
    assert structured_data.analyze(make_page(json_ld=[deep, *odd])).parts == (
        "1 JSON-LD block left out (nested over 64 levels)",)


def test_nothing_structured_no_line():
    assert structured_data.analyze(make_page(meta={"description": "A page."})) is None
