"""The widget in other languages: ``widget/text/*.json`` and ``GET /reverserag.js?lang=`` (and its
chat's and vault's files, ``/reverserag-chat.js?lang=`` and ``/reverserag-vault.js?lang=``)."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
from pathlib import Path

import brotli
import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from reverserag import web, widget_text
from reverserag.web import CHAT_FILE, VAULT_FILE, Widget, minify_js, pinning

ROOT = Path(__file__).resolve().parent.parent
WIDGET = ROOT / "widget" / "reverserag.js"
SOURCE = WIDGET.read_text(encoding="utf-8")
CHAT = (ROOT / "widget" / CHAT_FILE).read_text(encoding="utf-8")
VAULT = (ROOT / "widget" / VAULT_FILE).read_text(encoding="utf-8")
# The widget's files, in the order they come: the file every page loads, the chat it fetches, the
# vault the chat fetches. Their marked strings together are what a translation covers.
FILES = {"reverserag.js": SOURCE, CHAT_FILE: CHAT, VAULT_FILE: VAULT}
# The code each file leaves a comment in English since it names the widget's language, and what
# it becomes in another: to the server (the chat's requests) and on the widget's element, for
# screen readers (the file every page loads).
LANGUAGE_CODE = {
    "reverserag.js": [("/*ui:language host.lang = 'en'; */", "host.lang = '{}';")],
    CHAT_FILE: [("/*ui:language 'X-Reverserag-Language': 'en' */", "'X-Reverserag-Language': '{}'")],
    VAULT_FILE: [],
}
TEXT = ROOT / "widget" / "text"
TABLES = {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted(TEXT.glob("[!.]*.json"))}
ACORN = ROOT / "tests" / "e2e" / "node_modules" / "acorn"
LANGUAGES = ["de", "es", "fr", "it", "ja", "nl", "pt", "zh-Hans", "zh-Hant"]


def served(language: str) -> tuple[bytes, bytes]:
    """The widget and its chat in ``language`` as the server makes them: the words of each file
    translated, each minified, the vault file's hash written into the chat and the chat's into the
    widget."""
    def made(text: str) -> bytes:
        words = text if language == "en" else widget_text.translated(text, TABLES[language], language)
        return words.encode("utf-8")
    chat = minify_js(pinning(made(CHAT), minify_js(made(VAULT))))
    return minify_js(pinning(made(SOURCE), chat, web._CHAT_INTEGRITY)), chat


def every_marked() -> list[str]:
    """The marked strings of the widget's files, in the order they come, each once."""
    return list(dict.fromkeys(text for source in FILES.values() for text in widget_text.marked(source)))


def test_the_widget_comes_in_nine_languages_beside_english():
    assert sorted(TABLES) == LANGUAGES


def test_the_widget_marks_the_words_it_shows():
    words = every_marked()
    assert len(words) >= 60
    for shown in ("New chat", "Retry", "From the page", "Reading the page\u2026", "Ask about this page",
                  " Please try again in ${wait} seconds.", "Source ${n} on the page: ", "Open chat about this page",
                  "Passphrase"):
        assert shown in words
    # What the model reads is not the visitor's: chrome labels and table captions stay English.
    assert "Navigation" not in words and "Table: " not in words


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_every_marked_string_once_with_its_placeholders(language):
    table = TABLES[language]
    english = every_marked()
    assert list(table) == english, ("the keys are the marked strings, each once, in order (the widget's, its "
                                    "chat's, its vault's), none stale")
    for key, value in table.items():
        assert value.strip(), f"{language}: {key!r} has an empty translation"
        assert sorted(widget_text.PLACEHOLDER.findall(value)) == sorted(widget_text.PLACEHOLDER.findall(key)), key
        assert value.count("${") == len(widget_text.PLACEHOLDER.findall(value)), key
    # Not English left in place by mistake: short labels may coincide ("Model", "Auto"); sentences not.
    same = [key for key, value in table.items() if key == value and len(key) > 12]
    assert same == [], f"{language}: untranslated {same}"


def test_each_line_that_names_the_language_is_in_one_file_once():
    for name, source in FILES.items():
        commented = [c for c, _ in LANGUAGE_CODE[name]]
        assert source.count("/*ui:language") == len(commented), name
        assert all(source.count(c) == 1 for c in commented), name
    assert sum(map(len, LANGUAGE_CODE.values())) == 2  # to the server, and on the element


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_translated_widget_changes_only_its_marked_strings_and_still_parses(language, name, tmp_path):
    table = TABLES[language]
    source = FILES[name]
    out = widget_text.translated(source, table, language)
    assert widget_text.marked(out) == [table[key] for key in widget_text.marked(source)]
    blank = re.compile(widget_text._MARKED.pattern)
    # Besides them, only the lines that name the widget's language, to the server and on its
    # element (for screen readers), now code.
    expected = blank.sub("", source)
    for commented, code in LANGUAGE_CODE[name]:
        named = code.format(language)
        assert source.count(commented) == 1 and named not in source
        expected = expected.replace(commented, named)
    assert blank.sub("", out) == expected
    if not ACORN.is_dir():
        pytest.skip("tests/e2e/node_modules is not installed (npm ci in tests/e2e)")
    served = tmp_path / "served.js"
    served.write_bytes(minify_js(out.encode("utf-8")))
    module = "module" if name != "reverserag.js" else "script"  # the chat's and vault's files are ES modules
    check = subprocess.run(["node", "-e", "require(process.argv[1]).parse(require('fs').readFileSync("
                            "process.argv[2], 'utf8'), {ecmaVersion: 'latest', sourceType: process.argv[3]})",
                            str(ACORN), str(served), module], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


@given(st.text(st.characters(blacklist_categories=["Cs"]), max_size=40).filter(lambda t: "${" not in t),
       st.sampled_from(["'", '"', "`"]))
def test_any_translation_is_written_as_a_literal_that_reads_back_the_same(text, quote):
    source = f"x(/*ui*/{quote}Hello{quote}, 'Hello');"
    out = widget_text.translated(source, {"Hello": text}, "fr")
    assert widget_text.marked(out) == [text]
    assert out.endswith(", 'Hello');")  # the unmarked literal is left alone


AWKWARD = ["a\rb", "x\u2028y\u2029z", "tab\tend", "quotes ' \" `", "back\\slash", "line\nbreak", "nul\x00",
           "\x7f\x1b[0m", "naïve – “quoted” 日本語 😀"]


def test_a_translation_is_written_as_javascript_that_means_the_same():
    """Read by JavaScript itself, not only by the reader above: a raw carriage return in a quoted
    literal would be a syntax error there."""
    source = ", ".join(f"/*ui*/{q}k{i}{q}" for i in range(len(AWKWARD)) for q in "'\"`")
    table = {f"k{i}": text for i, text in enumerate(AWKWARD)}
    program = "console.log(JSON.stringify([" + widget_text.translated(source, table, "fr") + "]))"
    ran = subprocess.run(["node", "-e", program], capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout) == [text for text in AWKWARD for _ in range(3)]


def test_every_marker_in_the_widget_marks_a_literal_it_can_read():
    """A marker the reader cannot parse (a space after it, say) would leave its string English."""
    for name, source in FILES.items():
        assert source.count("/*ui*/") == len(widget_text.marked(source)), name


def test_escapes_in_the_source_are_read_as_their_characters():
    assert widget_text.marked(r"""a(/*ui*/'It\u2019s \'on\'', /*ui*/"\u{1F600}\n", /*ui*/`a\`b ${n}`)""") == [
        "It\u2019s 'on'", "\U0001F600\n", "a`b ${n}"]


@pytest.mark.parametrize(("tag", "language"), [
    ("fr", "fr"), ("fr-CA", "fr"), ("FR", "fr"), ("pt-BR", "pt"), ("de_AT", "de"), ("nl-BE", "nl"),
    ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-Hans-SG", "zh-Hans"), ("zh-TW", "zh-Hant"),
    ("zh-Hant", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hans-TW", "zh-Hans"), ("zh-Hant-CN", "zh-Hant"),
    ("ja-JP", "ja"), ("en-GB", "en"), ("sv", "en"), ("tlh", "en"),
])
def test_a_language_tag_picks_the_nearest_language_the_server_has(tag, language):
    assert widget_text.language_of(tag, frozenset(TABLES)) == language


@pytest.mark.parametrize("tag", ["", "f", "<script>", "fr/../../etc", "a" * 9, "fr--CA", "12", "fr\n"])
def test_what_is_not_a_language_tag_is_refused(tag):
    with pytest.raises(ValueError, match="lang has value"):
        widget_text.language_of(tag, frozenset(TABLES))


def fetch(url: str, **headers: str) -> tuple[httpx.Response, bytes]:
    with httpx.stream("GET", url, headers={k.replace("_", "-"): v for k, v in headers.items()}) as response:
        return response, b"".join(response.iter_raw())


def test_the_widget_is_served_in_the_language_its_address_asks_for(app_server):
    base = app_server()
    english, english_body = fetch(f"{base}/reverserag.js", accept_encoding="identity")
    french, french_body = fetch(f"{base}/reverserag.js?lang=fr-CA", accept_encoding="identity")
    assert english.headers["content-language"] == "en" and french.headers["content-language"] == "fr"
    assert french.status_code == 200 and french.headers["etag"] != english.headers["etag"]
    widget, chat = served("fr")
    assert french_body == widget
    opener = "Open chat about this page"
    assert TABLES["fr"][opener].encode("utf-8") in french_body and opener.encode() not in french_body
    french_chat = httpx.get(f"{base}/{CHAT_FILE}?lang=fr-CA", headers={"Accept-Encoding": "identity"})
    assert french_chat.headers["content-language"] == "fr" and french_chat.content == chat
    assert TABLES["fr"]["New chat"].encode("utf-8") in chat and b"New chat" not in chat
    zipped, zipped_body = fetch(f"{base}/reverserag.js?lang=fr", accept_encoding="gzip")
    squeezed, squeezed_body = fetch(f"{base}/reverserag.js?lang=fr", accept_encoding="br")
    assert gzip.decompress(zipped_body) == brotli.decompress(squeezed_body) == french_body
    # Revalidation works per language: the French tag matches the French widget only.
    again = httpx.get(f"{base}/reverserag.js?lang=fr", headers={"If-None-Match": french.headers["etag"],
                                                                "Accept-Encoding": "identity"})
    assert again.status_code == 304
    assert httpx.get(f"{base}/reverserag.js", headers={"If-None-Match": french.headers["etag"],
                                                       "Accept-Encoding": "identity"}).status_code == 200


def test_a_language_the_server_lacks_gets_the_english_widget_and_says_so(app_server):
    base = app_server()
    english, english_body = fetch(f"{base}/reverserag.js", accept_encoding="identity")
    swedish, swedish_body = fetch(f"{base}/reverserag.js?lang=sv-SE", accept_encoding="identity")
    assert swedish.status_code == 200 and swedish.headers["content-language"] == "en"
    assert swedish_body == english_body and swedish.headers["etag"] == english.headers["etag"]


def test_a_lang_that_is_no_language_tag_is_a_400_that_names_it(app_server):
    response = httpx.get(f"{app_server()}/reverserag.js", params={"lang": "<img src=x>"})
    assert response.status_code == 400 and response.headers["x-content-type-options"] == "nosniff"
    assert response.json() == {"error": {"code": "bad_language", "message":
                               "lang has value '<img src=x>'. Not a language tag such as 'fr' or 'pt-BR'."}}


def test_a_demo_page_asked_for_in_a_language_loads_the_widget_in_it(app_server):
    page = httpx.get(f"{app_server()}/demo/article", params={"lang": "ja"})
    assert page.status_code == 200 and "/reverserag.js?lang=ja" in page.text


def test_the_english_widget_is_the_file_as_written(tmp_path):
    # No table, no lookup in the widget: the English build is the source's own words.
    made = Widget.load(WIDGET)
    assert made.chat is not None
    assert (made.identity.body, made.chat.identity.body) == served("en")


@pytest.mark.parametrize("text", ['{"New chat": ', '["Nouvelle discussion"]', '{"New chat": 3}'])
def test_a_broken_translation_file_stops_the_server_at_start_and_names_the_file(tmp_path, text):
    (tmp_path / "fr.json").write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=r"fr\.json is not a JSON object of translations"):
        widget_text.tables(tmp_path)


def test_a_language_asked_for_by_many_at_once_is_made_once(app_server, monkeypatch):
    import asyncio

    from reverserag import web

    made: list[str] = []
    load = web.Widget.load.__func__  # type: ignore[attr-defined]

    def counted(cls, path, minify=True, language="en"):
        made.append(language)
        return load(cls, path, minify, language)

    base = app_server()  # English is made at start, before the count begins
    monkeypatch.setattr(web.Widget, "load", classmethod(counted))

    async def many():
        async with httpx.AsyncClient() as client:
            return await asyncio.gather(*(client.get(f"{base}/reverserag.js?lang=it") for _ in range(8)))

    answers = asyncio.run(many())
    assert {a.status_code for a in answers} == {200} and len({a.headers["etag"] for a in answers}) == 1
    assert made == ["it"]
