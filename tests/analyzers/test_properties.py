"""Property: any payload that passes validation makes no analyzer raise, and every finding is
one line."""

from __future__ import annotations

import logging

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverserag import analyzers
from reverserag.errors import ReverseRagError
from reverserag.page import parse_page

from .helpers import NOW

# Text with the characters that break things: controls, line separators, bidi marks, lone
# surrogates, CJK, currency symbols, markdown syntax and digits.
_ALPHABET = st.one_of(
    st.characters(codec=None),
    st.sampled_from(list("\n\r\t\x00\x85\u2028\u202e\ufeff\ud800#|>`~-*[]()!<$€%@+.,:/0123456789vT")),
    st.sampled_from(["```", "](http://x.y/z)", "2025-01-15", "v1.2.3", "$9.99", "a@b.co", "\n\n"]),
)
text = st.lists(_ALPHABET, max_size=60).map("".join)
short = st.text(max_size=20)
json_scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), text)
json_value = st.recursive(
    json_scalar,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.sampled_from(["@type", "@graph", "author", "name",
                                                             "datePublished", "dateModified",
                                                             "publisher", "@value", "x"]),
                                            inner, max_size=4)),
    max_leaves=12,
)
item = st.fixed_dictionaries({"src": text}, optional={"alt": st.one_of(st.none(), text)})
payload = st.fixed_dictionaries(
    {"url": st.sampled_from(["https://example.com/", "http://a.b.co.uk/docs/x#y", "https://[::1]:8/"])},
    optional={
        "title": text, "lang": st.one_of(st.none(), short),
        "source": st.sampled_from(["dom", "translated"]), "translated_from": st.one_of(st.none(), text),
        "meta": st.dictionaries(st.one_of(short, st.sampled_from(
            ["og:type", "date", "article:modified_time", "og:locale", "content-language", "author"])),
            text, max_size=5),
        "json_ld": st.lists(st.one_of(st.dictionaries(short, json_value, max_size=4),
                                      st.lists(json_value, max_size=3)), max_size=3),
        "content": text, "main": st.one_of(st.none(), text),
        "headings": st.lists(st.fixed_dictionaries({"level": st.integers(1, 6), "text": text}), max_size=4),
        "links": st.lists(st.fixed_dictionaries({"href": text, "text": text}), max_size=5),
        "code_blocks": st.lists(st.fixed_dictionaries(
            {"text": text}, optional={"language": st.one_of(st.none(), short)}), max_size=3),
        "media": st.fixed_dictionaries({}, optional={
            k: st.lists(item, max_size=3) for k in ("images", "video", "audio", "iframes")}),
        "forms": st.lists(st.fixed_dictionaries({"action": text}, optional={
            "method": st.sampled_from(["get", "POST"]),
            "fields": st.lists(st.fixed_dictionaries(
                {"name": short, "type": short, "label": text, "required": st.booleans()}), max_size=3),
        }), max_size=2),
        "tables": st.lists(st.fixed_dictionaries(
            {"rows": st.integers(0, 10**9), "cols": st.integers(0, 10**9)},
            optional={"caption": st.one_of(st.none(), text)}), max_size=3),
        "selection": st.one_of(st.none(), text),
    },
)


class _FailOnError(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        raise AssertionError(f"an analyzer failed: {record.getMessage()}\n{record.exc_text}")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(payload)
def test_no_valid_payload_makes_an_analyzer_raise(body):
    try:
        page = parse_page(body, max_content_chars=100_000)
    except ReverseRagError:
        return
    for name in analyzers.DEFAULT_ANALYZERS:
        finding = analyzers._REGISTRY[name](page)  # direct: run() would swallow an exception
        if finding is not None:
            line = finding.render()
            assert line.splitlines() == [line]
    handler = _FailOnError()
    logger = logging.getLogger("reverserag.analyzers")
    logger.addHandler(handler)
    try:
        findings = analyzers.run(page, now=NOW)
    finally:
        logger.removeHandler(handler)
    rendered = analyzers.render(findings)
    assert len(rendered.split("\n")) == len(findings) or not findings
