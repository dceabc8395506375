"""Links: internal vs external by registrable host, anchors, other schemes, top sites."""

from __future__ import annotations

import pytest

from reverserag.analyzers import links
from reverserag.analyzers._hosts import registrable, split_url

from .helpers import make_page


def _links(*hrefs):
    return [{"href": href, "text": "x"} for href in hrefs]


def test_split_by_registrable_host_checked_by_hand():
    page = make_page(url="https://www.example.com/guide", links=_links(
        "https://www.example.com/about",       # internal: same host
        "https://docs.example.com/x",          # internal: same registrable domain
        "/relative/path",                      # internal: relative
        "https://www.example.com/guide#install",  # anchor on this page
        "#top",                                # anchor
        "https://github.com/a",                # external github.com
        "https://gist.github.com/b",           # external github.com
        "https://example.co.uk/",              # external: a different site
        "https://foo.github.io/",              # external: its own site on a shared host
        "mailto:a@example.com",                # other scheme
    ))
    assert str(links.analyze(page)) == (
        "Links: 3 internal, 4 external, 2 same-page anchors | 1 mailto: | "
        "top external: github.com (2), example.co.uk (1), foo.github.io (1)"
    )


@pytest.mark.parametrize(
    ("host", "site"),
    [("www.example.com", "example.com"), ("a.b.example.co.uk", "example.co.uk"),
     ("example.com.au", "example.com.au"), ("user.github.io", "user.github.io"),
     ("bucket.s3.amazonaws.com", "bucket.s3.amazonaws.com"), ("localhost", "localhost"),
     ("192.168.0.1", "192.168.0.1"), ("[::1]", "[::1]"), ("", "")],
)
def test_registrable(host, site):
    assert registrable(host) == site


@pytest.mark.parametrize(
    ("href", "parts"),
    [("https://User:pw@Example.COM:8443/x", ("https", "example.com")),
     ("HTTP://example.com.", ("http", "example.com")), ("/x", ("", "")),
     ("mailto:a@b.c", ("mailto", "")), ("javascript:void(0)", ("javascript", ""))],
)
def test_split_url(href, parts):
    assert split_url(href) == parts


def test_top_external_sites_are_capped_at_five():
    hrefs = [f"https://site{i}.org/" for i in range(8)]
    finding = links.analyze(make_page(links=_links(*hrefs)))
    assert finding.parts[-1].endswith("site4.org (1) (+3 more)")


def test_no_links_no_line():
    assert links.analyze(make_page()) is None
