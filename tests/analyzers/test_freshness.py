"""Freshness: dates, age in days against an injected "now", and the hint."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from reverserag import analyzers
from reverserag.analyzers import freshness
from reverserag.analyzers._dates import parse_date

from .helpers import NOW, make_page  # NOW is 2025-03-01 12:00 UTC


def _fresh(page, now=NOW):
    findings = analyzers.run(page, ["freshness"], now=now)
    return str(findings[0]) if findings else None


def test_meta_dates_and_ages_by_hand():
    # 2025-01-15 → 2025-03-01: 16 days left in January + 28 in February + 1 = 45 days.
    page = make_page(meta={"article:published_time": "2025-01-15T09:00:00Z",
                           "article:modified_time": "2025-02-27T23:30:00-05:00"})
    # The modification is on the 27th where it was written, the 28th in UTC: 1 day ago.
    assert _fresh(page) == (
        "Freshness: published 2025-01-15 (45 days ago) | modified 2025-02-27 (1 day ago) | fresh"
    )


def test_json_ld_dates_when_meta_has_none():
    page = make_page(json_ld=[{"@type": "Article", "datePublished": "2024-06-01",
                               "dateModified": "2024-06-01"}])
    # 2024-06-01 → 2025-03-01: 273 days; a same-day modification is not repeated.
    assert _fresh(page) == "Freshness: published 2024-06-01 (273 days ago) | recent"


@pytest.mark.parametrize(
    ("published", "url", "hint"),
    [
        ("2025-03-01", "https://example.com/news", "fresh"),
        ("2025-01-30", "https://example.com/news", "fresh"),
        ("2025-01-29", "https://example.com/news", "recent"),
        ("2023-06-01", "https://example.com/news", "over a year old: check for newer information"),
        ("2019-01-01", "https://example.com/news", "possibly stale (6 years old)"),
        ("2019-01-01", "https://example.com/docs/install", "older but reference-style: likely evergreen"),
        ("2026-01-01", "https://example.com/news", "date in the future: treat with care"),
    ],
)
def test_hints(published, url, hint):
    page = make_page(url=url, meta={"date": published})
    assert _fresh(page).endswith("| " + hint)


def test_future_and_today_ages():
    page = make_page(meta={"date": "2025-03-11"})
    assert "published 2025-03-11 (10 days in the future)" in _fresh(page)
    assert "(today)" in _fresh(make_page(meta={"date": "2025-03-01T01:00:00Z"}))


def test_byline_in_the_text_is_used_when_there_is_no_metadata():
    content = "# Post\n\nBy Ada. Published on March 3, 2024. Last updated: 2025-02-20.\n\nBody."
    assert _fresh(make_page(content=content)) == (
        "Freshness: published 2024-03-03 (363 days ago) | modified 2025-02-20 (9 days ago) | fresh"
    )


def test_now_is_injectable_and_deterministic():
    page = make_page(meta={"date": "2025-01-01"})
    later = NOW + timedelta(days=365)
    assert "(59 days ago)" in _fresh(page)
    assert "(424 days ago)" in _fresh(page, later)
    naive = datetime(2025, 3, 1, 12, 0)  # taken as UTC
    assert _fresh(page, naive) == _fresh(page)


def test_called_directly_it_uses_the_real_clock():
    page = make_page(meta={"date": datetime.now(UTC).date().isoformat()})
    assert str(freshness.analyze(page)).endswith("(today) | fresh")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2025-01-15", datetime(2025, 1, 15, tzinfo=UTC)),
        ("2025-01-15T10:20:30.123Z", datetime(2025, 1, 15, 10, 20, 30, 123000, tzinfo=UTC)),
        ("2025-01-15T10:20:30+02:00",
         datetime(2025, 1, 15, 10, 20, 30, tzinfo=timezone(timedelta(hours=2)))),
        ("January 15, 2025", datetime(2025, 1, 15, tzinfo=UTC)),
        ("15 Jan 2025", datetime(2025, 1, 15, tzinfo=UTC)),
        ("Wed, 15 Jan 2025 10:00:00 GMT", datetime(2025, 1, 15, 10, tzinfo=UTC)),
        ("Posted 2025-01-15 by Ada", datetime(2025, 1, 15, tzinfo=UTC)),
        ("2025-02-30", None), ("yesterday", None), ("", None), (None, None), (20250115, None),
        ("0001-01-01T00:00:00+05:00", None), ("9999-12-31T23:59:59-05:00", None),
    ],
)
def test_parse_date(value, expected):
    assert parse_date(value) == expected


def test_no_dates_no_line():
    assert _fresh(make_page(content="Timeless words.")) is None
