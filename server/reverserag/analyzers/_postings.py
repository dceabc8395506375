"""What a page's JSON-LD says about a job it posts: its title, who hires, the pay, the hours and where.

A job board often shows the pay in a styled chip, or only to search engines: the posting's schema.org
``JobPosting`` says it in ``baseSalary`` ("165000" to "205000" "USD" a "YEAR"). Every value is checked for its
type: a page may send anything.
"""

from __future__ import annotations

import math
from typing import Any

from ._finding import clean
from ._jsonld import nodes, text_of
from ._offers import kinds

_UNITS = {"hour": "an hour", "day": "a day", "week": "a week", "month": "a month", "year": "a year"}
# schema.org's employmentType values, and a TELECOMMUTE jobLocationType, as a visitor says them.
_KINDS = {"full_time": "full-time", "part_time": "part-time", "contractor": "contract", "temporary": "temporary",
          "intern": "internship", "volunteer": "volunteer", "per_diem": "per diem", "other": "other"}


def parts(json_ld: tuple[Any, ...]) -> list[str]:
    """``key=value`` parts for the page's job posting: title, employer, salary, hours, place, dates; empty when
    there is none."""
    job = next((n for n in nodes(json_ld) if "jobposting" in kinds(n)), None)
    if job is None:
        return []
    found = [f"{shown}={clean(value, 80)}" for shown, value in (
        ("job", text_of(job.get("title"))), ("employer", text_of(job.get("hiringOrganization"))),
        ("salary", _salary(job.get("baseSalary")) or _salary(job.get("estimatedSalary"))),
        ("employment", _employment(job.get("employmentType"))), ("place", _place(job)),
        ("posted", text_of(job.get("datePosted"))), ("closes", text_of(job.get("validThrough")))) if value]
    return found if found and found[0].startswith("job=") else []


def _figure(value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    if isinstance(value, str):
        try:
            value = float(value.replace(",", "").strip())
        except ValueError:
            return clean(value, 24) if value.strip() else None
    if not math.isfinite(value):
        return None
    return f"{int(value):,}" if value == int(value) else f"{value:,.2f}"


def _salary(value: Any) -> str | None:
    """A MonetaryAmount as words: "165,000–205,000 USD a year"."""
    if isinstance(value, list):
        value = value[0] if value else None
    if not isinstance(value, dict):
        return _figure(value)
    amount, currency = value.get("value"), text_of(value.get("currency"))
    unit = None
    if isinstance(amount, dict):  # a QuantitativeValue: one figure, or a range
        unit = text_of(amount.get("unitText"))
        low, high = _figure(amount.get("minValue")), _figure(amount.get("maxValue"))
        figure = f"{low}–{high}" if low and high and low != high else low or high or _figure(amount.get("value"))
    else:
        figure = _figure(amount)
    if not figure:
        return None
    per = _UNITS.get(unit.lower()) if unit else None
    return " ".join(w for w in (figure, clean(currency, 8) if currency else None, per or unit) if w)


def _employment(value: Any) -> str | None:
    named = [text_of(v) for v in (value if isinstance(value, list) else [value])[:4]]
    words = [_KINDS.get(n.lower().replace("-", "_"), n.lower()) for n in named if n]
    return ", ".join(dict.fromkeys(words)) or None


def _place(job: dict[str, Any]) -> str | None:
    remote = text_of(job.get("jobLocationType")) or ""
    where = job.get("jobLocation")
    where = where[0] if isinstance(where, list) and where else where
    address = where.get("address") if isinstance(where, dict) else None
    if isinstance(address, dict):
        named = ", ".join(dict.fromkeys(t for t in (text_of(address.get(k)) for k in (
            "addressLocality", "addressRegion", "addressCountry")) if t))
    else:
        named = text_of(address) or text_of(where) or ""
    if "telecommute" in remote.lower():
        allowed = text_of(job.get("applicantLocationRequirements"))
        named = f"remote ({allowed})" if allowed and not named else f"remote, {named}" if named else "remote"
    return named or None
