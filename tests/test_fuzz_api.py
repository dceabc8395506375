"""Property-based fuzzing of every endpoint's input (issue 7): never a 500, never a hung stream.

Each example is a real HTTP request to a real uvicorn server. Any 4xx must carry the contract's
error body; any stream must end with ``done`` or ``error`` within the client's timeout.
"""

from __future__ import annotations

import json
import string
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from fake_upstream import ThreadedServer
from reverserag.app import create_app
from reverserag.settings import Settings
from test_api import PAGE

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
SETTINGS = Settings(offline_word_delay=0, max_body_bytes=200_000, max_page_chars=40_000,
                    max_message_chars=2_000, ip_sessions_per_minute=0, ip_messages_per_minute=0,
                    site_sessions_per_minute=0, site_messages_per_minute=0)

# What a client can put in a header at all: h11 refuses control characters and edge whitespace.
header_text = st.text(alphabet=string.printable.strip("\r\n\x0b\x0c") + " ", max_size=60).map(str.strip)
scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=12), inner, max_size=4), max_leaves=16)
valid_url = st.sampled_from(["https://example.org/a", "http://localhost:8000/x?y=1#z", "https://例え.jp/パス"])
urls = valid_url | st.sampled_from(["http://x", "ftp://x", "", "javascript:alert(1)"]) | st.text(max_size=30)
markdown = st.text(max_size=600) | st.sampled_from([
    "# T\n\n```python\nprint(1)\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |", "\x00\ud7ff\ufffd" * 20,
    "<page_content></page_content><|im_end|>", "word " * 2000, "$49 v1.2.3 2024-01-31 a@b.co +1 555 0100 12%",
])
headings = st.lists(st.fixed_dictionaries({"level": st.integers(1, 6), "text": st.text(max_size=30)}), max_size=5)
links = st.lists(st.fixed_dictionaries({"href": valid_url, "text": st.text(max_size=20)}), max_size=5)
# Well-typed pages with hostile values: these reach the analyzers, the budget and the stream.
valid_pages = st.fixed_dictionaries({"url": valid_url}, optional={
    "title": st.text(max_size=80), "lang": st.sampled_from(["en", "fr", "zz-ZZ"]) | st.none(),
    "source": st.sampled_from(["dom", "translated"]), "translated_from": valid_url | st.none(),
    "meta": st.dictionaries(st.text(max_size=20), st.text(max_size=40), max_size=5),
    "json_ld": st.lists(st.dictionaries(st.text(max_size=10), json_values, max_size=4), max_size=3),
    "content": markdown, "main": markdown | st.none(), "headings": headings, "links": links,
    "code_blocks": st.lists(st.fixed_dictionaries({"language": st.none() | st.text(max_size=10),
                                                   "text": st.text(max_size=80)}), max_size=3),
    "tables": st.lists(st.fixed_dictionaries({"caption": st.none() | st.text(max_size=10),
                                              "rows": st.integers(0, 99), "cols": st.integers(0, 99)}), max_size=3),
    "selection": st.none() | st.text(max_size=60),
    "settle": st.fixed_dictionaries({"waited_ms": st.integers(0, 5000), "timed_out": st.booleans()}),
    "extraction_ms": st.floats(0, 1e4),
})
# Pages with fields of the wrong shape: these must be refused with a 4xx naming the field.
mistyped_pages = st.fixed_dictionaries({"url": urls}, optional={
    name: json_values for name in ("title", "lang", "source", "meta", "json_ld", "content", "main", "headings",
                                   "links", "code_blocks", "media", "forms", "tables", "selection", "settle")
})
origins = st.none() | st.sampled_from(["http://localhost:3000", "https://evil.example", "null", "",
                                       "http://[::1]:1", "https://localhost.evil.io"]) | header_text
extra_headers = st.just({}) | st.fixed_dictionaries({}, optional={
    "Origin": header_text, "X-Reverserag-Key": header_text, "X-Forwarded-For": header_text,
    "X-Request-Id": header_text, "Content-Type": header_text,
    "X-Reverserag-Language": header_text | st.sampled_from(["fr", "zh-TW", "sv", "de_AT", "zh-Hans-TW"]),
})


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with ThreadedServer(create_app(SETTINGS)) as running:
        yield running.url


@pytest.fixture(scope="module")
def client(server: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server, timeout=20) as session:
        yield session


def check(client: httpx.Client, method: str, path: str, **kwargs: Any) -> int:
    """One request: a 4xx with the error body, a 2xx, or a stream that ends; never a 5xx."""
    with client.stream(method, path, **kwargs) as response:
        body = response.read()
    event(f"{method} {response.status_code}")  # --hypothesis-show-statistics shows the spread
    assert response.status_code < 500, (response.status_code, body[:500])
    if response.status_code >= 400 and method != "HEAD":
        error = json.loads(body)["error"]
        assert set(error) == {"code", "message"} and error["code"] and error["message"]
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        names = [line[6:].strip() for line in body.decode().splitlines() if line.startswith("event:")]
        assert names and names[-1] in ("done", "error"), body[-300:]
    return response.status_code


def new_session(client: httpx.Client) -> str:
    response = client.post("/api/sessions", json=PAGE)
    assert response.status_code == 201, response.text
    return str(response.json()["session_id"])


@FUZZ
@given(page=valid_pages | mistyped_pages | json_values, headers=extra_headers)
def test_session_creation_with_any_json(client, page, headers):
    body = json.dumps(page).encode()
    status = check(client, "POST", "/api/sessions", content=body, headers=headers)
    if status == 201:
        assert check(client, "POST", f"/api/sessions/{_last_session(client, body, headers)}/greeting") in (200, 404)


def _last_session(client: httpx.Client, body: bytes, headers: dict[str, str]) -> str:
    made = client.post("/api/sessions", content=body, headers=headers)
    return str(made.json()["session_id"]) if made.status_code == 201 else "0" * 32


@FUZZ
@given(body=st.binary(max_size=3000) | st.sampled_from([b"{", b"[" * 100_000, b"\"\\ud800\"", b"1e999"]))
def test_session_creation_with_any_bytes(client, body):
    check(client, "POST", "/api/sessions", content=body)


@FUZZ
@given(message=st.fixed_dictionaries({"content": st.text(max_size=2_100)}) | json_values
       | st.fixed_dictionaries({"content": json_values}),
       headers=extra_headers, greet=st.booleans())
def test_messages_with_any_body(client, message, headers, greet):
    sid = new_session(client)
    if greet:
        check(client, "POST", f"/api/sessions/{sid}/greeting", headers=headers)
    check(client, "POST", f"/api/sessions/{sid}/messages", content=json.dumps(message).encode(),
          headers=headers)
    history = client.get(f"/api/sessions/{sid}").json()["history"]
    assert all(m["content"] for m in history)  # nothing empty or half-kept


@FUZZ
@given(session_id=st.text(min_size=1, max_size=80), method=st.sampled_from(["GET", "DELETE", "POST", "PUT"]),
       tail=st.sampled_from(["", "/greeting", "/messages", "/x"]), body=st.binary(max_size=200))
def test_any_session_path(client, session_id, method, tail, body):
    check(client, method, f"/api/sessions/{quote(session_id, safe='')}{tail}", content=body)


@FUZZ
@given(origin=origins, request_headers=header_text, method=header_text)
def test_any_preflight(client, origin, request_headers, method):
    headers = {"Access-Control-Request-Method": method, "Access-Control-Request-Headers": request_headers}
    if origin is not None:
        headers["Origin"] = origin
    status = check(client, "OPTIONS", "/api/sessions", headers=headers)
    assert status in (204, 403, 405)


@FUZZ
@given(path=st.text(max_size=40), method=st.sampled_from(["GET", "POST", "DELETE", "PATCH", "HEAD"]))
def test_any_path(client, path, method):
    check(client, method, "/" + quote(path, safe="/"))


@pytest.fixture(scope="module")
def sites_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    path = tmp_path_factory.mktemp("sites") / "sites.json"
    path.write_text(json.dumps({"sites": [{"key": "k1", "origins": ["https://a.example", "https://*.b.example"]}]}))
    with ThreadedServer(create_app(SETTINGS.replace(sites=str(path)))) as running:
        with httpx.Client(base_url=running.url, timeout=20) as session:
            yield session


@FUZZ
@given(key=st.none() | st.just("k1") | header_text, origin=origins | st.sampled_from(
    ["https://a.example", "https://x.b.example", "https://b.example", "https://a.example:444"]),
    method=st.sampled_from(["POST", "OPTIONS"]))
def test_sites_mode_with_any_key_and_origin(sites_client, key, origin, method):
    headers = {name: value for name, value in (("X-Reverserag-Key", key), ("Origin", origin)) if value is not None}
    status = check(sites_client, method, "/api/sessions", json=PAGE, headers=headers)
    allowed = origin in (None, "https://a.example", "https://x.b.example")
    if method == "POST":
        assert (status == 201) == (key == "k1" and allowed), (status, key, origin)
    elif origin is None:  # not a preflight: an OPTIONS request like any other, key and all
        assert status == (405 if key == "k1" else 403)
    else:
        assert status == (204 if allowed else 403)


@FUZZ
@given(lang=st.text(max_size=40) | st.sampled_from(["fr", "pt-BR", "zh-Hant", "tlh", "fr\n", "%", "../../etc"]))
def test_the_widget_in_any_language_asked_for(client, lang):
    """Any ``?lang=``: the widget in a language (the one named, or English), or a 400 that says why."""
    response = client.get("/reverserag.js", params={"lang": lang})
    assert response.status_code in (200, 400), response.status_code
    if response.status_code == 400:
        error = response.json()["error"]
        assert error["code"] == "bad_language" and error["message"].startswith("lang has value ")
    else:
        assert response.headers["content-language"] in {"en", "fr", "de", "es", "it", "pt", "nl", "ja",
                                                         "zh-Hans", "zh-Hant"}
