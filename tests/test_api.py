"""The HTTP contract, against a real uvicorn server (offline engine unless a test says otherwise)."""

from __future__ import annotations

import gzip
import json

import httpx
import pytest

from reverserag.session import Session
from sse_client import events, text_of

PAGE = {
    "url": "https://example.org/kettles",
    "title": "Solar kettles",
    "lang": "en",
    "content": (
        "# Solar kettles\n\nA solar kettle boils water with sunlight alone. It needs no fuel and "
        "works anywhere the sun shines on a clear day.\n\n## Pricing\n\nThe basic kettle costs "
        "$49. The deluxe kettle costs $89 and ships with a folding stand.\n\n## Care\n\nWipe the "
        "mirror weekly. Store it dry in winter."
    ),
    "headings": [{"level": 1, "text": "Solar kettles"}, {"level": 2, "text": "Pricing"},
                 {"level": 2, "text": "Care"}],
}


def create(base: str, page: dict | None = None, **kwargs) -> dict:
    response = httpx.post(f"{base}/api/sessions", json=page or PAGE, **kwargs)
    assert response.status_code == 201, response.text
    return response.json()


def error_of(response: httpx.Response) -> dict:
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message"}
    return body["error"]


def test_create_session_returns_the_contract(app_server):
    base = app_server()
    body = create(base)
    assert set(body) == {"session_id", "intelligence", "classification", "budget", "model"}
    assert len(body["session_id"]) == 32
    assert "Reading:" in body["intelligence"] and "$89" in body["intelligence"]
    assert body["model"] == "reverserag-offline"
    assert body["classification"]["type"]
    assert {"context_window", "reserved_for_response", "page_tokens", "included_page_tokens",
            "truncated"} <= set(body["budget"])
    assert body["budget"]["context_window"] == 8192 and body["budget"]["truncated"] is False


def test_offline_greeting_and_answer_come_from_the_page(app_server):
    base = app_server()
    sid = create(base)["session_id"]
    greeting = events(f"{base}/api/sessions/{sid}/greeting")
    assert greeting[-1][0] == "done" and greeting[-1][1]["finish_reason"] == "stop"
    text = text_of(greeting)
    assert text.count("\n\n") == 2  # three paragraphs
    assert "Solar kettles" in text and "offline engine" in text
    answer = text_of(events(f"{base}/api/sessions/{sid}/messages",
                            {"content": "How much does the deluxe kettle cost?"}))
    assert "The deluxe kettle costs $89 and ships with a folding stand." in answer
    assert "Pricing" in answer
    missing = text_of(events(f"{base}/api/sessions/{sid}/messages",
                             {"content": "Who won the 1998 football world cup?"}))
    assert "could not find that on this page" in missing
    # The session's history reaches the engine: a follow-up goes on from the last answer that quoted.
    more = text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "Tell me more."}))
    assert more.startswith("Under “Care”, the page goes on:") and "Wipe the mirror weekly." in more, more
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert [m["role"] for m in history] == ["assistant", "user", "assistant", "user", "assistant", "user", "assistant"]
    assert history[0]["content"] == text


def test_asking_for_the_greeting_twice_replays_it(app_server):
    base = app_server()
    sid = create(base)["session_id"]
    first = text_of(events(f"{base}/api/sessions/{sid}/greeting"))
    again = text_of(events(f"{base}/api/sessions/{sid}/greeting"))
    assert again == first
    assert len(httpx.get(f"{base}/api/sessions/{sid}").json()["history"]) == 1


def test_delete_forgets_the_session(app_server):
    base = app_server()
    sid = create(base)["session_id"]
    assert httpx.delete(f"{base}/api/sessions/{sid}").status_code == 204
    response = httpx.get(f"{base}/api/sessions/{sid}")
    assert response.status_code == 404 and error_of(response)["code"] == "session_not_found"


@pytest.mark.parametrize(("body", "status", "code", "says"), [
    (b"{not json", 400, "malformed_json", "not valid JSON"),
    (b"", 400, "empty_body", "empty"),
    (b"[1, 2]", 422, "invalid_payload", "must be a JSON object"),
    (json.dumps({"title": "x"}).encode(), 422, "invalid_payload", "url is required"),
    (json.dumps({"url": "ftp://x"}).encode(), 422, "invalid_payload", "absolute http(s) URL"),
    (json.dumps({"url": "https://x.org", "content": 5}).encode(), 422, "invalid_payload",
     "content must be a string, got a number"),
    (json.dumps({"url": "https://x.org", "links": [{"href": None, "text": 3}]}).encode(), 422,
     "invalid_payload", "links[0].text must be a string"),
    (json.dumps({"url": "https://x.org", "headings": [{"level": 9, "text": "x"}]}).encode(), 422,
     "invalid_payload", "headings[0].level has value 9"),
    (json.dumps({"url": "https://x.org", "source": "magic"}).encode(), 422, "invalid_payload",
     "source has value 'magic'"),
])
def test_bad_page_payloads_get_a_4xx_that_names_the_problem(app_server, body, status, code, says):
    base = app_server()
    response = httpx.post(f"{base}/api/sessions", content=body,
                          headers={"content-type": "application/json"})
    assert response.status_code == status
    error = error_of(response)
    assert error["code"] == code and says in error["message"]
    assert httpx.get(f"{base}/healthz").json()["sessions"] == 0  # nothing half-stored


def test_a_body_over_the_cap_is_413(app_server):
    base = app_server(max_body_bytes=10_000)
    response = httpx.post(f"{base}/api/sessions", json={**PAGE, "content": "x" * 20_000})
    assert response.status_code == 413
    assert "cap is 10,000" in error_of(response)["message"]
    # Chunked, so no Content-Length to judge by: the server stops reading at the cap.
    chunks = (b"x" * 4096 for _ in range(10))
    response = httpx.post(f"{base}/api/sessions", content=chunks)
    assert response.status_code == 413


def test_a_gzipped_page_is_read_as_the_page_and_its_cap_counts_what_it_unpacks_to(app_server):
    """The widget sends a large page gzipped (a fifth of the bytes up a phone's uplink)."""
    base = app_server(max_body_bytes=100_000)
    page = {**PAGE, "content": PAGE["content"] + "\n\n" + "Kettles are sold by the dozen. " * 1000}
    packed = gzip.compress(json.dumps(page).encode())
    assert len(packed) < 3_000
    response = httpx.post(f"{base}/api/sessions", content=packed,
                          headers={"content-type": "application/json", "content-encoding": "gzip"})
    assert response.status_code == 201
    answer = text_of(events(f"{base}/api/sessions/{response.json()['session_id']}/messages",
                            {"content": "How much does the deluxe kettle cost?"}))
    assert "The deluxe kettle costs $89 and ships with a folding stand." in answer
    # A small body that unpacks past the cap (a "zip bomb") is refused once it passes it.
    bomb = gzip.compress(json.dumps({**PAGE, "content": "x" * 10_000_000}).encode())
    assert len(bomb) < 20_000
    response = httpx.post(f"{base}/api/sessions", content=bomb, headers={"content-encoding": "gzip"})
    assert response.status_code == 413
    assert error_of(response)["message"] == ("The request body is over the cap of 100,000 bytes "
                                             "(max_body_bytes) once unpacked.")


@pytest.mark.parametrize(("body", "encoding", "status", "code", "says"), [
    (b"{not gzip", "gzip", 400, "malformed_gzip", "not valid gzip"),
    (gzip.compress(json.dumps(PAGE).encode())[:-30], "gzip", 400, "malformed_gzip", "ends before its end"),
    (gzip.compress(json.dumps(PAGE).encode()) + b"{}", "gzip", 400, "malformed_gzip", "something follows"),
    (gzip.compress(b"{not json"), "gzip", 400, "malformed_json", "not valid JSON"),
    (json.dumps(PAGE).encode(), "br", 415, "unsupported_encoding", "Content-Encoding is 'br'"),
])
def test_a_body_in_an_encoding_the_server_cannot_read_is_refused_by_name(app_server, body, encoding, status, code,
                                                                        says):
    base = app_server()
    response = httpx.post(f"{base}/api/sessions", content=body, headers={"content-encoding": encoding})
    assert response.status_code == status
    error = error_of(response)
    assert error["code"] == code and says in error["message"]
    assert httpx.get(f"{base}/healthz").json()["sessions"] == 0  # nothing half-stored
    # The same page unencoded, and "identity", are read as ever.
    assert httpx.post(f"{base}/api/sessions", json=PAGE, headers={"content-encoding": "identity"}).status_code == 201


def test_page_text_over_the_cap_is_413_naming_the_field(app_server):
    base = app_server(max_page_chars=1000)
    response = httpx.post(f"{base}/api/sessions", json={**PAGE, "content": "word " * 400})
    assert response.status_code == 413
    assert error_of(response)["message"] == "content has 2,000 characters; the cap is 1,000 (max_page_chars)."


@pytest.mark.parametrize(("body", "status", "code"), [
    ({"content": ""}, 422, "empty_message"),
    ({"content": "   \n"}, 422, "empty_message"),
    ({"content": 42}, 422, "invalid_payload"),
    ({}, 422, "invalid_payload"),
    ({"content": "x" * 9000}, 413, "message_too_long"),
    (["Hello?"], 400, "bad_request"),
    (None, 400, "bad_request"),
])
def test_bad_messages_get_a_4xx(app_server, body, status, code):
    base = app_server()
    sid = create(base)["session_id"]
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", content=json.dumps(body),
                          headers={"Content-Type": "application/json"})
    assert response.status_code == status and error_of(response)["code"] == code
    if status == 400:  # a body that is no object is named as what it is, not as a missing field
        kind = "a list" if body else "null"
        assert error_of(response)["message"] == ('The message body must be a JSON object: {"content"}, and '
                                                 f'"model" and "language" optional; got {kind}.')


def test_unknown_session_is_404_on_every_route(app_server):
    base = app_server()
    for method, path in [("GET", ""), ("POST", "/greeting"), ("POST", "/messages")]:
        response = httpx.request(method, f"{base}/api/sessions/{'0' * 32}{path}",
                                 json={"content": "hi"})
        assert response.status_code == 404
        assert "No session with id" in error_of(response)["message"]


def test_turn_cap(app_server):
    base = app_server(max_turns=1)
    sid = create(base)["session_id"]
    events(f"{base}/api/sessions/{sid}/messages", {"content": "price?"})
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "again"})
    assert response.status_code == 409 and error_of(response)["code"] == "turn_limit"


def test_unknown_routes_answer_json(app_server):
    base = app_server()
    response = httpx.get(f"{base}/api/nothing")
    assert response.status_code == 404 and error_of(response)["code"] == "not_found"
    response = httpx.put(f"{base}/api/sessions")
    assert response.status_code == 405 and error_of(response)["code"] == "method_not_allowed"
    assert error_of(response)["message"] == "PUT is not allowed at '/api/sessions'; it takes POST."
    assert response.headers["allow"] == "POST"


def test_an_unexpected_error_is_a_json_500_the_page_may_read(app_server, monkeypatch, caplog):
    """An unhandled error's 500 went out without the CORS headers a 404 has: in a browser fetch threw,
    and the widget said the website may not be allowed, sending the operator to the sites file
    (QA 42, F12). The traceback stays in the log."""
    base = app_server()
    origin = {"Origin": "http://localhost:3000"}
    sid = create(base, headers=origin)["session_id"]

    def broken(self):
        raise RuntimeError("a bug")

    monkeypatch.setattr(Session, "public", broken)
    with caplog.at_level("ERROR", logger="reverserag"):
        response = httpx.get(f"{base}/api/sessions/{sid}", headers=origin)
    assert response.status_code == 500 and error_of(response)["code"] == "internal_error"
    assert response.headers["access-control-allow-origin"] == "http://localhost:3000"
    assert response.headers["x-request-id"]
    failed = [r for r in caplog.records if r.getMessage() == f"unhandled error on GET /api/sessions/{sid}"]
    assert len(failed) == 1 and "RuntimeError: a bug" in caplog.text


def test_widget_is_served_with_etag_and_cache_headers(app_server):
    base = app_server()
    response = httpx.get(f"{base}/reverserag.js")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/javascript; charset=utf-8"
    assert "max-age" in response.headers["cache-control"]
    etag = response.headers["etag"]
    assert etag.startswith('"') and len(response.content) > 0
    again = httpx.get(f"{base}/reverserag.js", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b""


def test_healthz_and_metrics(app_server):
    base = app_server()
    create(base)
    assert httpx.get(f"{base}/healthz").json() == {
        "status": "ok", "version": "0.1.0", "engine": "offline", "store": "memory", "sessions": 1,
    }
    metrics = httpx.get(f"{base}/metrics").text
    assert "reverserag_sessions 1" in metrics and "reverserag_sessions_created_total 1" in metrics


@pytest.mark.parametrize(("origin", "allowed"), [
    ("http://localhost:3000", True), ("http://127.0.0.1:9999", True),
    ("https://evil.example", False), ("null", False),
])
def test_demo_mode_origins(app_server, origin, allowed):
    base = app_server()
    response = httpx.post(f"{base}/api/sessions", json=PAGE, headers={"Origin": origin})
    if allowed:
        assert response.status_code == 201
        assert response.headers["access-control-allow-origin"] == origin
    else:
        assert response.status_code == 403
        assert error_of(response)["code"] == "demo_origin_not_allowed"
        assert origin in error_of(response)["message"]


def test_cors_preflight_for_an_allowed_origin(app_server):
    base = app_server()
    response = httpx.options(f"{base}/api/sessions", headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
    })
    assert response.status_code == 204
    assert response.headers["access-control-allow-origin"] == "http://localhost:3000"
    assert "POST" in response.headers["access-control-allow-methods"]
    assert "access-control-allow-credentials" not in response.headers


def test_demo_pages_are_served(app_server):
    base = app_server()
    index = httpx.get(f"{base}/")
    assert index.status_code == 200 and "/demo/article" in index.text
    article = httpx.get(f"{base}/demo/article")
    assert article.status_code == 200
    assert f'<script src="{base}/reverserag.js" defer></script>' in article.text
    assert httpx.get(f"{base}/demo/nope").status_code == 404
    # The pages name their icon, so a browser does not ask for a /favicon.ico that is not there.
    for page in (index, article, httpx.get(f"{base}/demo/hostile")):
        assert '<link rel="icon" href="/demo-assets/favicon.svg"' in page.text
    icon = httpx.get(f"{base}/demo-assets/favicon.svg")
    assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/svg+xml")


def test_the_demo_file_view_serves_its_raw_file_and_nothing_else(app_server):
    base = app_server()
    view = httpx.get(f"{base}/demo/gitlab/acme/rocket/-/blob/main/launch.py")
    assert view.status_code == 200 and "<title>launch.py · main · acme/rocket" in view.text
    raw = httpx.get(f"{base}/demo/gitlab/acme/rocket/-/raw/v1.2/launch.py")  # any ref
    assert raw.status_code == 200 and raw.headers["content-type"] == "text/plain; charset=utf-8"
    assert raw.text.startswith('"""Launch control for the Acme model rocket club.')
    for path in ("missing.py", "..%2Fjob.log", "%2E%2E/%2E%2E/index.html", "..%2F..%2F..%2Fpyproject.toml"):
        missing = httpx.get(f"{base}/demo/gitlab/acme/rocket/-/raw/main/{path}")
        assert missing.status_code == 404, path
        assert "demo repository" in missing.text, path
