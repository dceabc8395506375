"""Media, forms and tables: counts and descriptions from the payload's lists."""

from __future__ import annotations

import pytest

from reverserag.analyzers import forms, media, tables
from reverserag.page import Form, FormField

from .helpers import make_page


def test_media_counts_missing_alt_and_embed_sites():
    page = make_page(media={
        "images": [{"src": "a.png", "alt": "A chart"}, {"src": "b.png", "alt": ""},
                   {"src": "c.png"}, {"src": "d.png", "alt": "   "}],
        "video": [{"src": "v.mp4"}],
        "audio": [{"src": "a.mp3"}, {"src": "b.mp3"}],
        "iframes": [{"src": "https://www.youtube.com/embed/1"},
                    {"src": "https://youtube.com/embed/2"}, {"src": "https://player.vimeo.com/3"},
                    {"src": "about:blank"}],
    })
    assert str(media.analyze(page)) == (
        "Media: 4 images (3 without alt text) | 1 video | 2 audio clips | "
        "4 embeds: youtube.com (2), vimeo.com, inline"
    )


def test_no_media_no_line():
    assert media.analyze(make_page()) is None


def _form(action="", *fields, method="post"):
    return Form(action=action, method=method, fields=tuple(
        FormField(name=n, type=t, label=label, required=r) for n, t, label, r in fields
    ))


@pytest.mark.parametrize(
    ("form", "purpose"),
    [
        (_form("/search", ("q", "search", "", False), method="get"), "search"),
        (_form("", ("s", "text", "", False)), "search"),
        (_form("/session", ("user", "text", "Username", True), ("pw", "password", "", True)),
         "login"),
        (_form("/join", ("email", "email", "", True), ("password", "password", "", True),
               ("password_confirm", "password", "Confirm password", True)), "signup"),
        (_form("/pay", ("cc-number", "text", "Card number", True), ("cvc", "text", "", True)),
         "checkout"),
        (_form("/news", ("email", "email", "Email", True)), "newsletter"),
        (_form("/contact", ("name", "text", "", True), ("email", "email", "", True),
               ("message", "textarea", "Message", True)), "contact"),
        (_form("/x", ("color", "text", "Favourite colour", False)), "other"),
    ],
)
def test_form_purpose(form, purpose):
    assert forms.purpose(form) == purpose


def test_forms_line_names_required_fields():
    page = make_page(forms=[
        {"action": "/search", "method": "get", "fields": [{"name": "q", "type": "search"}]},
        {"action": "/contact", "fields": [
            {"name": "name", "type": "text", "label": "Your name", "required": True},
            {"name": "email", "type": "email", "label": "Email", "required": True},
            {"name": "message", "type": "textarea", "label": "", "required": True},
            {"name": "csrf", "type": "hidden"}, {"name": "go", "type": "submit"},
        ]},
    ])
    assert str(forms.analyze(page)) == (
        "Forms: 2 forms | search (1 field); "
        "contact (3 fields; required: Your name, Email, message)"
    )


def test_tables_sizes_captions_and_cap():
    page = make_page(tables=[
        {"caption": "Pricing tiers", "rows": 12, "cols": 4}, {"rows": 5, "cols": 2},
        {"caption": "Benchmarks\nper run", "rows": 30, "cols": 6}, {"rows": 0, "cols": 0},
        {"rows": 2, "cols": 2}, {"rows": 3, "cols": 3},
    ])
    assert str(tables.analyze(page)) == (
        "Tables: 5 tables | 12×4 “Pricing tiers”, 5×2, 30×6 “Benchmarks per run”, 2×2 (+1 more)"
        " | 3 without caption"
    )


def test_no_forms_or_tables_no_line():
    assert forms.analyze(make_page()) is None
    assert tables.analyze(make_page(tables=[{"rows": 0, "cols": 0}])) is None
