"""What the visitor is told when something fails, in real Chromium (issue 6): every error code, an
expired session, an upstream down, a rate limit, and an origin the server refuses."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from experience_helpers import _open_with
from harness import ANSWER_TIMEOUT, Site
from playwright.sync_api import expect
from routed_api import Reply, Widget, error

ERROR_CASES = [
    # (where it fails, the reply, what the visitor reads, a Retry button?)
    ("message", Reply(error=error("upstream_unavailable")), "not answering right now", True),
    ("message", Reply(error=error("upstream_timeout")), "took too long", True),
    ("message", Reply(error=error("upstream_rate_limited")), "too many requests right now", True),
    ("message", Reply(status=429, error=error("rate_limited"), headers={"Retry-After": "12"}),
     "Please try again in 12 seconds.", True),
    ("message", Reply(status=429, error=error("rate_limited"), headers={"Retry-After": "300"}),
     "Please try again in 5 minutes.", True),
    ("message", Reply(status=503, error=error("server_busy"), headers={"Retry-After": "2"}),
     "busy or restarting. Please try again in 2 seconds.", True),
    ("message", Reply(status=503, error=error("server_busy"), headers={"Retry-After": "1"}),
     "busy or restarting. Please try again in a moment.", True),  # not "in 1 seconds"
    ("message", Reply(error=error("server_shutting_down")), "busy or restarting", True),
    ("message", Reply(abort=True), "The chat server cannot be reached.", True),  # /healthz down too
    ("message", Reply(error=error("unheard_of", "")), "The answer failed.", True),  # no words of its own
    ("message", Reply(status=409, error=error("turn_limit")), "reached its length limit", False),
    ("message", Reply(status=413, error=error("message_too_long", "This message has 9,000 characters; "
                                                                  "this chat takes at most 8,000.")),
     "this chat takes at most 8,000", False),
    ("session", Reply(status=403, error=error("origin_not_allowed")), "not allowed to use its chat server", False),
    ("session", Reply(status=502, error=error("upstream_unavailable")), "not answering right now", True),
]


@pytest.mark.parametrize(("where", "reply", "shown", "retry"), ERROR_CASES,
                         ids=[f"{c[0]}-{(c[1].error or {}).get('code', 'network')}" for c in ERROR_CASES])
def test_every_error_has_a_clear_message(
    site: Site, widget: Widget, where: str, reply: Reply, shown: str, retry: bool
) -> None:
    widget.record_events()
    if reply.abort:  # the server is down, not a refusal the browser hides: /healthz fails too
        site.page.route("**/healthz", lambda route: route.abort("connectionrefused"))
    if where == "session":
        _open_with(site, widget, create=[reply])
    else:
        _open_with(site, widget, replies=[reply])
        widget.wait_for_answers(1)
        widget.ask("A question")
    expect(widget.errors).to_contain_text(shown)
    expect(widget.errors).to_have_attribute("role", "alert")
    code = (reply.error or {}).get("code", "server_unreachable")
    assert widget.events("error")[-1]["code"] == code
    button = widget.errors.get_by_role("button", name="Retry")
    if not retry:
        expect(button).to_have_count(0)
    elif "Retry-After" in reply.headers:
        wait = int(reply.headers["Retry-After"])
        if wait > 1:  # a 1-second wait may be over by now
            expect(button).to_be_disabled()
        if wait < 5:
            expect(button).to_be_enabled(timeout=4000)
    else:
        expect(button).to_be_enabled()
    if code == "turn_limit":
        expect(widget.errors.get_by_role("button", name="New chat")).to_be_visible()
    expect(widget.send).to_be_enabled()


def test_a_question_waits_for_a_stopped_answer_to_wind_down(site: Site, widget: Widget) -> None:
    """Asked right after Stop, a question can meet the server still closing the stopped stream
    (409 stream_in_progress): it is asked again shortly, and the visitor sees only the answer."""
    busy = Reply(status=409, error=error("stream_in_progress", "An answer is still streaming."))
    api = _open_with(site, widget, replies=[busy, busy, Reply("Answered after the wait.")])
    widget.wait_for_answers(1)
    widget.ask("Still there?")
    expect(widget.wait_for_answers(2)).to_have_text("Answered after the wait.")
    expect(widget.errors).to_have_count(0)
    assert [p for m, p, _ in api.requests if m == "POST"].count("/api/sessions/s1/messages") == 3


def test_expired_session_is_replaced_without_an_error(site: Site, widget: Widget) -> None:
    expired = Reply(status=410, error=error("session_expired", "This session is older than its lifetime cap."))
    api = _open_with(site, widget, replies=[expired, Reply("Fresh answer.")])
    widget.wait_for_answers(1)
    widget.ask("Still there?")
    expect(widget.wait_for_answers(2)).to_have_text("Fresh answer.")
    expect(widget.errors).to_have_count(0)
    expect(widget.notices).to_contain_text("expired")
    assert api.sessions == ["s1", "s2"]
    assert [m["content"] for m in api.messages()] == ["Still there?", "Still there?"]


def test_upstream_down_is_explained(server_factory: Callable[..., str], widget: Widget) -> None:
    from fake_upstream import free_port

    url = server_factory(REVERSERAG_UPSTREAM_URL=f"http://127.0.0.1:{free_port()}/v1",
                         REVERSERAG_CLASSIFY_TIMEOUT="1")
    widget.page.goto(f"{url}/demo/article")
    widget.launcher.click()
    expect(widget.errors).to_contain_text("not answering right now", timeout=ANSWER_TIMEOUT)
    expect(widget.errors.get_by_role("button", name="Retry")).to_be_enabled()


def test_server_rate_limit_shows_when_to_try_again(server_factory: Callable[..., str], widget: Widget) -> None:
    # Two a minute: the greeting the engine writes is one (it counts as a message), the first question the other.
    url = server_factory(REVERSERAG_IP_MESSAGES_PER_MINUTE="2", REVERSERAG_OFFLINE_WORD_DELAY="0")
    widget.page.goto(f"{url}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    widget.ask("And a couchette?")
    expect(widget.errors).to_contain_text("Too many requests in a short time. Please try again in")
    expect(widget.errors).to_contain_text("seconds")
    expect(widget.errors.get_by_role("button", name="Retry")).to_be_disabled()


def test_an_origin_the_server_does_not_allow_is_told_so(
    server_factory: Callable[..., str], widget: Widget, tmp_path: Path
) -> None:
    """A real server whose one site allows https://docs.example.com only, and a page on the server's
    own origin with that site's key: the server's 403 origin_not_allowed reaches the visitor."""
    sites = tmp_path / "sites.toml"
    sites.write_text('[[sites]]\nkey = "docs"\norigins = ["https://docs.example.com"]\n', encoding="utf-8")
    url = server_factory(REVERSERAG_SITES=str(sites))
    page = widget.page
    html = (f"<!doctype html><html lang='en'><title>Elsewhere</title><main><h1>Elsewhere</h1><p>Hi.</p></main>"
            f"<script src='{url}/reverserag.js' data-site-key='docs' defer></script></html>")
    page.route(f"{url}/elsewhere", lambda route: route.fulfill(content_type="text/html", body=html))
    widget.record_events()
    page.goto(f"{url}/elsewhere")
    widget.launcher.click()
    expect(widget.errors).to_contain_text("not allowed to use its chat server")
    expect(widget.errors.get_by_role("button", name="Retry")).to_have_count(0)
    assert widget.events("error")[-1]["code"] == "origin_not_allowed"


@pytest.mark.parametrize("server_up", [True, False])
def test_a_refusal_the_browser_hides_is_told_from_a_network_failure(
    site: Site, widget: Widget, server_up: bool
) -> None:
    """A cross-origin 403 without CORS headers (an origin the server refuses) reaches the widget as a
    bare network failure. If the server's /healthz still answers (fetched without CORS), the server
    is up: the visitor and the site owner are told it did not accept the page, not to check Wi-Fi;
    if not, that the server cannot be reached (the browser is online: not the visitor's network)."""
    widget.record_events()
    if server_up:
        site.add("/healthz", '{"status": "ok"}', content_type="application/json")
    else:
        site.page.route("**/healthz", lambda route: route.abort("connectionrefused"))
    _open_with(site, widget, create=[Reply(abort=True)])
    if server_up:
        expect(widget.errors).to_contain_text("reachable but did not accept this page")
        assert widget.events("error")[-1]["code"] == "request_blocked"
    else:
        expect(widget.errors).to_contain_text("The chat server cannot be reached.")
        assert widget.events("error")[-1]["code"] == "server_unreachable"
    expect(widget.errors.get_by_role("button", name="Retry")).to_be_enabled()


def test_a_widget_served_under_a_path_finds_the_api_under_it_without_data_api(widget: Widget) -> None:
    """reverserag under /chat (a proxy that keeps the path, or a mount): a tag of
    `src=".../chat/reverserag.js"` and no data-api called /api/sessions at the root, got the proxy's
    404, and told the visitor the site may not be allowed (found by a QA pass of a deployment)."""
    from starlette.applications import Starlette
    from starlette.routing import Mount

    from fake_upstream import ThreadedServer
    from reverserag.app import create_app
    from reverserag.settings import Settings

    inner = create_app(Settings(offline_word_delay=0))
    outer = Starlette(routes=[Mount("/chat", app=inner)], lifespan=lambda app: inner.router.lifespan_context(inner))
    with ThreadedServer(outer) as running:
        html = ("<!doctype html><html lang='en'><title>Ferries</title><main><h1>Ferries</h1><p>The ferry to the "
                "island leaves the harbour at noon every day of the summer, and dogs travel free on every crossing "
                "when they stay on a lead.</p></main><script src='/chat/reverserag.js' defer></script></html>")
        widget.page.route(f"{running.url}/ferries", lambda route: route.fulfill(content_type="text/html", body=html))
        widget.page.goto(f"{running.url}/ferries")
        widget.launcher.click()
        expect(widget.assistant.first).to_contain_text("dogs travel free", timeout=ANSWER_TIMEOUT)
        expect(widget.errors).to_have_count(0)
