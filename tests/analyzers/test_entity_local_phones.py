"""Entities: 7-digit local phone numbers (555-0142), and the ranges, codes and amounts that are not."""

from __future__ import annotations

import pytest

from reverserag.analyzers import entities

from .helpers import make_page


def phones(text: str) -> list[str]:
    return entities.find(make_page(content=text))["phones"]


@pytest.mark.parametrize(("text", "found"), [
    ("Call the front desk at 555-0142 before noon.", ["555-0142"]),
    ("Reservations 555-0199, open daily.", ["555-0199"]),  # a line starting 0: no number is written so
    ("Phone: 555-2368. Fax: 555-2369.", ["555-2368", "555-2369"]),
    ("For tickets, call or text 867-5309.", ["867-5309"]),
    ("☎ 555-2368", ["555-2368"]),
])
def test_a_local_number_is_a_phone(text, found):
    """10-digit numbers were listed, 7-digit local ones never: 'Call 555-0142' gave no phone."""
    assert phones(text) == found


def test_a_local_number_inside_a_longer_one_is_that_one():
    assert phones("Call +1 555-0142 or (555) 234-5678; again, call 234-5678.") == [
        "+1 555-0142", "(555) 234-5678"]


@pytest.mark.parametrize("text", [
    "Write 300-1200 words; the course runs 1999-2003 and 2019-2020.",  # ranges and years
    "Released 2024-01-15; filed 15.01.2024; build 2024-0142.",  # dates
    "Seats cost $555-0142 in the sketch, 250-1000 USD or 300-1200 €, and 40-60%.",  # amounts
    "ISBN 0-306-40615-7, ISBN 978-0-262-13472-9, ISBN 1-234-5678-9, code 555-0142-X.",  # ISBN-like
    "Version 2.555-0142 and 555-0142.1 and 555-0142/3 and 555-0142-7.",  # versions and longer codes
    "Pages 212-1340, call between 9:00-1700, phone 123-4567.",  # a range; an exchange never starts 0 or 1
])
def test_dates_years_prices_ranges_versions_and_codes_are_not_phones(text):
    assert phones(text) == []
