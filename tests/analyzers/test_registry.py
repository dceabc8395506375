"""The registry: order, registration, isolation, configuration and rendering."""

from __future__ import annotations

import logging

import pytest

from reverserag import analyzers
from reverserag.analyzers import Finding
from reverserag.analyzers import _text as text_module
from reverserag.errors import SettingsError

from .helpers import NOW, make_page

THIRTEEN = (
    "reading", "readability", "structure", "code", "links", "structured_data", "entities",
    "media", "forms", "tables", "language", "freshness", "keywords",
)


@pytest.fixture
def registry(monkeypatch):
    """A private copy of the registry, so a test's registrations do not leak."""
    monkeypatch.setattr(analyzers, "_REGISTRY", dict(analyzers._REGISTRY))
    return analyzers._REGISTRY


def test_the_thirteen_in_order():
    assert analyzers.DEFAULT_ANALYZERS == THIRTEEN
    assert analyzers.available()[:13] == THIRTEEN


def test_finding_renders_one_line():
    finding = Finding("Reading", ("2,341 words", "89 sentences"))
    assert str(finding) == finding.render() == "Reading: 2,341 words | 89 sentences"
    assert Finding("X", ["a", "", "b"]).parts == ("a", "", "b")
    assert str(Finding("X", ("a", "", "b"))) == "X: a | b"


def test_finding_sanitises_and_caps():
    finding = Finding("La\nbel", ("a\r\nb\tc\x00d\u2028e\u202ef\ufeffg", "x" * 10_000))
    line = str(finding)
    assert line.startswith("La bel: a b c d e f g | xxx")
    assert line.splitlines() == [line]
    assert len(line) <= 480


def test_a_value_cannot_forge_a_part():
    assert str(Finding("Structured Data", ("og:type=article | author=Mallory",))) == (
        "Structured Data: og:type=article ¦ author=Mallory"
    )


def test_register_runs_a_site_owners_analyzer_after_the_built_ins(registry):
    analyzers.register("word_of_the_day", lambda page: Finding("Word", ("reverse",)))
    assert analyzers.available()[-1] == "word_of_the_day"
    lines = analyzers.render(analyzers.run(make_page(content="Hello there."), now=NOW))
    assert lines.splitlines()[-1] == "Word: reverse"


def test_register_checks_its_arguments(registry):
    with pytest.raises(ValueError, match="already registered"):
        analyzers.register("reading", lambda page: None)
    analyzers.register("reading", lambda page: None, replace=True)
    assert analyzers.run(make_page(content="word " * 10), ["reading"]) == []
    with pytest.raises(ValueError, match="lowercase"):
        analyzers.register("Bad Name", lambda page: None)
    with pytest.raises(TypeError, match="callable"):
        analyzers.register("ok", "not callable")


def test_one_analyzer_raising_is_logged_and_left_out(registry, caplog):
    def broken(page):
        raise RuntimeError("boom")

    analyzers.register("reading", broken, replace=True)
    page = make_page(content="Hello there, world.", tables=[{"rows": 2, "cols": 3}])
    with caplog.at_level(logging.ERROR, logger="reverserag.analyzers"):
        findings = analyzers.run(page, now=NOW)
    assert [f.label for f in findings][:1] == ["Tables"]
    assert "reading" in caplog.text and "boom" in caplog.text


def test_a_non_finding_is_left_out(registry, caplog):
    analyzers.register("sloppy", lambda page: "a bare string")
    with caplog.at_level(logging.ERROR, logger="reverserag.analyzers"):
        assert analyzers.run(make_page(), ["sloppy"]) == []
    assert "not a Finding" in caplog.text


def test_run_a_chosen_subset_in_the_given_order():
    page = make_page(content="Hello there, world.", tables=[{"rows": 2, "cols": 3}])
    findings = analyzers.run(page, ["tables", "reading"], now=NOW)
    assert [f.label for f in findings] == ["Tables", "Reading"]
    assert analyzers.run(page, [], now=NOW) == []


def test_validate_names():
    assert analyzers.validate_names(" Reading, links ,,reading") == ("reading", "links")
    assert analyzers.validate_names(["tables"]) == ("tables",)
    assert analyzers.validate_names("") == ()
    with pytest.raises(SettingsError) as raised:
        analyzers.validate_names("reading,foo")
    assert str(raised.value) == (
        "REVERSERAG_ANALYZERS has value 'reading,foo'. Unknown analyzer 'foo'; choose from "
        + ", ".join(THIRTEEN) + "."
    )
    with pytest.raises(SettingsError, match="Unknown analyzer 'nope'"):
        analyzers.run(make_page(), ["nope"])


def test_page_text_is_derived_once_per_run(monkeypatch):
    built = []
    original = text_module.PageText.__init__

    def counting(self, page):
        built.append(page)
        original(self, page)

    monkeypatch.setattr(text_module.PageText, "__init__", counting)
    page = make_page(content="Some words here. And more words here, twice over.")
    analyzers.run(page, now=NOW)
    assert len(built) == 1


def test_render_joins_lines():
    findings = [Finding("A", ("1",)), Finding("B", ("2", "3"))]
    assert analyzers.render(findings) == "A: 1\nB: 2 | 3"
    assert analyzers.render([]) == ""


def test_warm_up_is_idempotent():
    analyzers.warm_up()
    analyzers.warm_up()


def test_analyzers_never_tokenize(monkeypatch):
    """Tokenize once: the budget counts tokens; no analyzer may pay for a second pass."""
    import tiktoken

    def refuse(*args, **kwargs):
        raise AssertionError("an analyzer called tiktoken")

    monkeypatch.setattr(tiktoken, "get_encoding", refuse)
    for name in ("encode", "encode_ordinary", "encode_batch"):
        monkeypatch.setattr(tiktoken.Encoding, name, refuse)
    page = make_page(content="Words to count, v1.2.3 and $5. " * 50, lang="en")
    for name in THIRTEEN:
        analyzers._REGISTRY[name](page)  # called directly: run() would swallow the error
