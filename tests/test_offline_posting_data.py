"""A job posting's pay from its schema.org JSON-LD (``baseSalary``) where the page's text does not say it (qa59 #5's
data half, left by off64): the structured data analyzer writes it, the offline engine answers from it and says where
it comes from."""

from __future__ import annotations

from offline_helpers import ask_analyzed
from reverserag.analyzers import structured_data
from reverserag.page import parse_page

# qa59's job.html: the posting's JSON-LD, as the page sends it.
POSTING = {"@context": "https://schema.org", "@type": "JobPosting", "title": "Senior Platform Engineer",
           "datePosted": "2026-11-20", "validThrough": "2027-01-15", "employmentType": "FULL_TIME",
           "hiringOrganization": {"@type": "Organization", "name": "Fernleaf"}, "jobLocationType": "TELECOMMUTE",
           "applicantLocationRequirements": {"@type": "Country", "name": "USA"},
           "baseSalary": {"@type": "MonetaryAmount", "currency": "USD",
                          "value": {"@type": "QuantitativeValue", "minValue": 165000, "maxValue": 205000,
                                    "unitText": "YEAR"}}}
# The page's text with no pay in it (a board that shows the range only to search engines).
TEXT = """# Senior Platform Engineer

[¶1] Remote — United States

## About the role

[¶2] You will build the platform our product teams ship on: the deploy pipeline, the service mesh and the \
observability stack.

## What we're looking for

- [¶3] 6+ years building distributed systems in Go or Rust.
- [¶4] Experience running Kubernetes in production.
"""


def page(json_ld: list) -> dict:
    return {"url": "https://jobs.example/fernleaf/4012", "title": "Senior Platform Engineer - Fernleaf",
            "content": TEXT, "json_ld": json_ld}


def ask(question: str, json_ld: list, text: str = TEXT) -> str:
    return ask_analyzed(question, **{**page(json_ld), "content": text})


def test_the_analyzer_says_a_postings_pay_hours_and_place():
    finding = structured_data.analyze(parse_page(page([POSTING]), max_content_chars=100_000))
    assert finding is not None
    assert finding.parts[:8] == ("JSON-LD: JobPosting", "job=Senior Platform Engineer", "employer=Fernleaf",
                                 "salary=165,000–205,000 USD a year", "employment=full-time", "place=remote (USA)",
                                 "posted=2026-11-20", "closes=2027-01-15")


def test_an_hourly_rate_and_an_address_and_wrong_values():
    hourly = {**POSTING, "baseSalary": {"currency": "GBP", "value": {"value": "14.5", "unitText": "HOUR"}},
              "employmentType": ["PART_TIME", "TEMPORARY"], "jobLocationType": None,
              "jobLocation": {"address": {"addressLocality": "Leeds", "addressCountry": "GB"}}}
    parts = structured_data.analyze(parse_page(page([hourly]), max_content_chars=100_000)).parts
    assert "salary=14.50 GBP an hour" in parts and "employment=part-time, temporary" in parts
    assert "place=Leeds, GB" in parts
    for wrong in (None, [], "", True, {"value": float("nan")}, {"value": {"minValue": [], "maxValue": {}}}):
        parts = structured_data.analyze(parse_page(page([{**POSTING, "baseSalary": wrong}]),
                                                   max_content_chars=100_000)).parts
        assert not any(p.startswith("salary=") for p in parts), (wrong, parts)


def test_what_is_the_salary_is_answered_from_the_postings_data():
    """qa59 #5: the salary was only in the JSON-LD, and "What is the salary?" found nothing."""
    for question in ("What is the salary?", "How much does it pay?"):
        answer = ask(question, [POSTING])
        assert answer.startswith("The job posting's data in the page's markup (schema.org) says:\n\n"
                                 "- job: Senior Platform Engineer\n- salary: 165,000–205,000 USD a year\n\n"), answer
    assert "165,000" not in ask("What is the salary?", [{**POSTING, "baseSalary": None}])


def test_a_salary_the_text_gives_is_quoted_from_the_text():
    text = TEXT.replace("## About the role", "[¶9] $170,000 – $200,000 USD a year\n\n## About the role")
    answer = ask("What is the salary?", [POSTING], text)
    assert "$170,000 – $200,000 USD a year [¶9]" in answer and "schema.org" not in answer
