"""Demo mode's refusals of an origin: worded for demo mode, where there is no sites file."""

from __future__ import annotations

import re
from pathlib import Path

import httpx

from reverserag.web import CHAT_FILE
from test_api import PAGE, error_of

# The widget's chat, which words the errors it shows (the file every page loads fetches it).
WIDGET = Path(__file__).resolve().parent.parent / "widget" / CHAT_FILE


def _widget_worded_codes() -> set[str]:
    """The error codes the widget words itself; for any other it shows the server's message."""
    table = re.search(r"const ERROR_TEXT = \{(.*?)\n  \};", WIDGET.read_text(), re.DOTALL)
    assert table
    return set(re.findall(r"^\s*(\w+):", table[1], re.MULTILINE))


def test_the_servers_own_pages_reached_by_a_name_are_told_how_to_reach_it(app_server):
    """Demo mode, the demo page opened at http://myhost:8000/: the widget read 403
    origin_not_allowed and said "This website is not allowed to use its chat server. (Site owner:
    add this origin to the server's sites.)", though demo mode has no sites to add it to."""
    base = app_server()
    port = base.rsplit(":", 1)[1]
    response = httpx.post(f"{base}/api/sessions", json=PAGE,
                          headers={"Host": f"myhost.example:{port}", "Origin": f"http://myhost.example:{port}"})
    assert response.status_code == 403
    error = error_of(response)
    assert error["code"] == "demo_origin_not_allowed"
    assert error["code"] not in _widget_worded_codes()  # so the visitor reads the message below
    assert error["message"] == (
        "This chat server runs in demo mode (no sites file), where its own pages may use it only when it is "
        "reached by its IP address or at localhost, not by a name such as 'myhost.example': a name can be "
        "pointed at any address (DNS rebinding). Open the page at the server's IP address or at localhost, "
        "or list this origin for a site in a sites file (REVERSERAG_SITES).")


def test_another_origin_in_demo_mode_is_told_of_demo_mode(app_server):
    base = app_server()
    for method in (httpx.post, httpx.options):
        response = method(f"{base}/api/sessions", headers={
            "Origin": "https://shop.example", "Access-Control-Request-Method": "POST"})
        assert response.status_code == 403
        assert error_of(response) == {"code": "demo_origin_not_allowed", "message": (
            "Origin 'https://shop.example' is not allowed to use this server. In demo mode (no sites file) "
            "only localhost and the server's own origin reached by its IP address may (a name could be DNS "
            "rebinding); list this origin for a site in a sites file (REVERSERAG_SITES).")}
        assert "access-control-allow-origin" not in response.headers


def test_the_widget_words_the_sites_files_refusal_itself():
    """Why demo mode's code is its own: the widget's text for origin_not_allowed is a sites file's."""
    assert "origin_not_allowed" in _widget_worded_codes()
    assert "server\\u2019s sites" in WIDGET.read_text().split("origin_not_allowed: ", 1)[1].split("\n", 1)[0]
