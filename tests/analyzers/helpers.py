"""Builders for analyzer tests: pages go through ``parse_page`` like a real payload."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from reverserag.page import Page, parse_page

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
MAX_CONTENT = 10_000_000


def make_page(**fields: Any) -> Page:
    body: dict[str, Any] = {"url": "https://www.example.com/guide"}
    body.update(fields)
    return parse_page(body, max_content_chars=MAX_CONTENT)


# A Dawn-style shop page's Product (qa53 #3): a size sold out, a rating, a brand.
SWEATER = {
    "@context": "https://schema.org", "@type": "Product", "name": "Harbour Merino Crew Sweater",
    "sku": "HMC-NAVY-M", "brand": {"@type": "Brand", "name": "Noordkaap"},
    "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.6", "reviewCount": "128"},
    "offers": [{"@type": "Offer", "sku": f"HMC-NAVY-{size}", "price": "89.00", "priceCurrency": "EUR",
                "availability": f"https://schema.org/{'OutOfStock' if size == 'L' else 'InStock'}"}
               for size in ("S", "M", "L", "XL")],
}
