"""The conversation kept across reloads and navigation within the site, in real Chromium (issue 6),
against a real ``reverserag serve``."""

from __future__ import annotations

import httpx
from experience_helpers import _asked_once
from harness import ANSWER_TIMEOUT
from playwright.sync_api import Page, expect
from routed_api import Widget


def _requests(page: Page) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda r: seen.append(f"{r.method} {r.url.split('://', 1)[1].split('/', 1)[1]}")
            if "/api/" in r.url else None)
    return seen


def test_conversation_survives_a_reload(offline_server: str, widget: Widget) -> None:
    page = widget.page
    session, shown = _asked_once(offline_server, widget)

    seen = _requests(page)
    page.reload()
    expect(widget.panel).to_be_visible()  # it was open
    expect(widget.assistant).to_have_count(2)
    assert widget.log.inner_text() == shown
    expect(widget.input).not_to_be_focused()  # a reload does not steal focus from the page
    for _ in range(50):
        if f"GET api/sessions/{session}" in seen:
            break
        page.wait_for_timeout(100)
    assert f"GET api/sessions/{session}" in seen  # checked against the server
    assert "POST api/sessions" not in seen  # and resumed, not recreated
    widget.ask("How many passengers does Nightjet carry?")
    expect(widget.wait_for_answers(3)).to_contain_text("1.5 million")
    history = httpx.get(f"{offline_server}/api/sessions/{session}").json()["history"]
    assert [m["content"] for m in history if m["role"] == "user"] == [
        "How much is a mini cabin between Vienna and Hamburg?", "How many passengers does Nightjet carry?"]


def test_conversation_survives_navigation_within_the_site(offline_server: str, widget: Widget) -> None:
    page = widget.page
    page.goto(f"{offline_server}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    widget.close.click()

    page.get_by_role("link", name="Docs").click()  # another page: its own conversation
    page.wait_for_url("**/demo/docs")
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_contain_text("Tidepool")
    expect(widget.user).to_have_count(0)

    page.goto(f"{offline_server}/demo/article")  # a fresh load, not the back-forward cache
    expect(widget.panel).to_be_hidden()  # it was closed there
    widget.launcher.click()
    expect(widget.user).to_have_text(["How much is a mini cabin between Vienna and Hamburg?"])
    expect(widget.assistant).to_have_count(2)


def test_expired_session_is_recreated_after_a_reload_keeping_the_log(offline_server: str, widget: Widget) -> None:
    page = widget.page
    first, shown = _asked_once(offline_server, widget)
    assert httpx.delete(f"{offline_server}/api/sessions/{first}").status_code == 204

    page.reload()
    page.wait_for_function("() => window.__events.some(([name]) => name === 'session')", timeout=ANSWER_TIMEOUT)
    [second] = [s["session_id"] for s in widget.events("session")]
    assert second != first
    assert widget.log.inner_text() == shown  # no greeting, no notice: the visitor sees the same
    expect(widget.errors).to_have_count(0)
    widget.ask("How many passengers does Nightjet carry?")
    expect(widget.wait_for_answers(3)).to_contain_text("1.5 million")
