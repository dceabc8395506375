"""Entities: what is found, and what must not be."""

from __future__ import annotations

from reverserag.analyzers import entities

from .helpers import make_page

TEXT = """Example 2.0 costs $99.99 a month; the Team plan is € 1.299,00 or USD 1,299 a year,
and in Berlin 49,99 € — pi is 3.14 and that is not a price. v2 is out, v1.2.3 too, and
10.0.1-beta.2 ships next; 192.168.0.1 is an address, not a version. Python 3.11 is not
claimed. Call +44 20 7946 0958, (555) 123-4567 or 555-987-6543; 2024 and 12345 are just
numbers. Save 23% or 4.5 % or 50 percent. Released 2025-01-15T10:00, announced
January 15, 2025, planned 15 March 2024, reviewed 15.01.2024 and in Nov 2024; 2025-13-45 is
no date. Write to sales@example.com, not logo@2x.png."""


def test_found_and_not_found():
    found = entities.find(make_page(content=TEXT))
    assert found == {
        "prices": ["$99.99", "€ 1.299,00", "USD 1,299", "49,99 €"],
        "versions": ["v2", "v1.2.3", "10.0.1-beta.2"],
        "dates": ["2025-01-15T10:00", "January 15, 2025", "15 March 2024", "15.01.2024",
                  "Nov 2024"],
        "emails": ["sales@example.com"],
        "phones": ["+44 20 7946 0958", "(555) 123-4567", "555-987-6543"],
        "percentages": ["23%", "4.5 %", "50 percent"],
    }


def test_rendered_line_caps_each_kind_at_five():
    prices = " ".join(f"${n}.00" for n in range(1, 9))
    finding = entities.analyze(make_page(content=f"Prices: {prices}. Version v1.0.0."))
    assert str(finding) == (
        "Entities: prices: $1.00, $2.00, $3.00, $4.00, $5.00 (+3 more) | versions: v1.0.0"
    )


def test_duplicates_are_dropped_and_phones_compare_by_digits():
    content = (
        "Call (555) 123-4567, 555-123-4567 or 555.123.4567 (same digits). "
        "Mail A@Example.com or a@example.com."
    )
    found = entities.find(make_page(content=content))
    assert found["phones"] == ["(555) 123-4567"]  # the first sighting, though found last
    assert found["emails"] == ["A@Example.com"]


def test_contact_links_count_even_outside_the_prose():
    page = make_page(links=[
        {"href": "mailto:hello@example.org?subject=Hi", "text": "mail"},
        {"href": "tel:+1-415-555-0100", "text": "call"},
        {"href": "tel:12", "text": "too short"},
    ])
    found = entities.find(page)
    assert found["emails"] == ["hello@example.org"]
    assert found["phones"] == ["+1-415-555-0100"]


def test_code_blocks_are_not_scanned():
    content = "No facts here.\n\n```\nprice = $5.00  # version 9.9.9\n```"
    assert entities.analyze(make_page(content=content)) is None


def test_title_is_scanned():
    assert entities.find(make_page(title="Release v3.1.0"))["versions"] == ["v3.1.0"]


def test_words_that_look_like_versions_or_months_are_not():
    content = "Every developer knows: dev2 and Mayhem 2024 and March on. Devv2 no."
    assert entities.analyze(make_page(content=content)) is None


def test_formulas_written_as_tex_make_no_prices():
    """Formulas drawn as images reach the page as TeX (formulas.py); between dollar signs, "$x+1$" and
    "$2^{n}$" would read as the prices "1$" and "$2"."""
    from reverserag.page import parse_page

    render = "https://wikimedia.org/api/rest_v1/media/math/render/svg/"
    page = parse_page({"url": "https://w.test/wiki/Sums", "content": (
        f"The sum ![{{\\displaystyle x+1}}]({render}a1) grows as {{\\displaystyle 2^{{n}}}}; "
        f"a print costs $5 or ![{{\\displaystyle 3\\times 5}}]({render}b2) euros.")}, max_content_chars=10_000)
    assert page.content == ("The sum \\(x+1\\) grows as \\(2^{n}\\); a print costs $5 or \\(3\\times 5\\) euros.")
    assert entities.find(page).get("prices") == ["$5"]
