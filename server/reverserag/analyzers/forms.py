"""Forms: how many, what each is for, and which fields are required."""

from __future__ import annotations

import re

from ..page import Form, FormField, Page
from ._finding import Finding, clean, count, listing

NAME = "forms"
FORMS_SHOWN = 4
FIELDS_SHOWN = 4
_HIDDEN = frozenset(("hidden", "submit", "button", "reset", "image"))

# (purpose, evidence in the form's action, field names, types and labels), first match wins.
_PURPOSES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (purpose, re.compile(rx))
    for purpose, rx in (
        # (Not a stay's check-out date, "checkout date Check-out date": a hotel's search, by its check-in date.)
        ("checkout", (r"card.?(?:number|num|no)\b|\bcc-?(?:number|exp|csc)\b|\bcvc\b|\bcvv\b"
                     r"|\bexpir|checkout(?![-_\s]*date\b)|billing|payment")),
        ("signup", (r"confirm.?password|password.?confirm|repeat.?password|password2"
                   r"|sign.?up|register|create.?account|new-password")),
        ("login", r"\bpassword\b|current-password|\blog.?in\b|sign.?in"),
        ("search", r"\bsearch\b|\bquery\b|/search|\bcheck.?in\s+date\b"),
        ("newsletter", r"newsletter|subscribe|mailing.?list"),
        ("contact", r"\bmessage\b|\bcomment|\bsubject\b|\benquir|\binquir|contact|textarea"),
    )
)


def _evidence(form: Form) -> list[str]:
    out = [form.action.lower()[:500]]
    for field in form.fields[:200]:
        out.append(f"{field.name} {field.type} {field.label}".lower()[:500])
    return out


_SEARCH_NAMES = frozenset(("q", "s", "query", "search", "keyword", "keywords", "term"))


def purpose(form: Form) -> str:
    evidence = _evidence(form)
    for name, rx in _PURPOSES:
        if any(rx.search(line) for line in evidence):
            return name
        if name == "search" and any(f.name.lower() in _SEARCH_NAMES for f in form.fields):
            return name
    if any(f.type == "email" or "email" in f.name.lower() for f in form.fields):
        return "newsletter" if len(_visible(form)) <= 2 else "contact"
    return "other"


def _visible(form: Form) -> list[FormField]:
    return [f for f in form.fields if f.type.lower() not in _HIDDEN]


def _describe(form: Form) -> str:
    fields = _visible(form)
    text = f"{purpose(form)} ({count(len(fields), 'field')}"
    required = [clean(f.label or f.name or f.type, 30) for f in fields if f.required]
    if required:
        text += f"; required: {listing(required, FIELDS_SHOWN)}"
    return text + ")"


def analyze(page: Page) -> Finding | None:
    if not page.forms:
        return None
    described = [_describe(form) for form in page.forms[:FORMS_SHOWN]]
    return Finding("Forms", (
        count(len(page.forms), "form"),
        listing(described, FORMS_SHOWN, sep="; ", total=len(page.forms)),
    ))
