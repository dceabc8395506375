"""No SSRF: the server never fetches a URL that a client supplied (issue 7).

A canary server on loopback records every request it gets; a page payload points every URL field
at it, the visitor asks the assistant to fetch it, and the canary must stay silent.
"""

from __future__ import annotations

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Route

from fake_upstream import ThreadedServer
from reverserag.settings import Settings
from sse_client import events
from test_api import create


@pytest.fixture
def canary():
    hits: list[str] = []

    async def anything(request: Request) -> PlainTextResponse:
        hits.append(f"{request.method} {request.url.path}")
        return PlainTextResponse("you fetched me")

    app = Starlette(routes=[Route("/{path:path}", anything, methods=["GET", "POST", "HEAD", "PUT"])])
    with ThreadedServer(app) as server:
        yield server.url, hits


def hostile_page(url: str) -> dict:
    return {
        "url": f"{url}/page", "title": "Fetch me", "translated_from": f"{url}/original",
        "meta": {"og:image": f"{url}/og.png", "og:url": f"{url}/og", "refresh": f"0;url={url}/meta"},
        "json_ld": [{"@context": f"{url}/ctx", "@id": f"{url}/id", "image": f"{url}/ld.png",
                     "url": f"{url}/ld"}],
        "content": f"# Fetch me\n\nRead [this]({url}/link) and ![img]({url}/img.png). "
                   f"Also see {url}/bare for more.",
        "links": [{"href": f"{url}/link", "text": "this"}],
        "media": {"images": [{"src": f"{url}/img.png", "alt": "x"}], "video": [{"src": f"{url}/v.mp4"}],
                  "audio": [{"src": f"{url}/a.mp3"}], "iframes": [{"src": f"{url}/frame"}]},
        "forms": [{"action": f"{url}/form", "method": "post", "fields": []}],
        "selection": f"{url}/selected",
    }


@pytest.mark.parametrize("engine", ["offline", "upstream"])
def test_no_client_supplied_url_is_ever_fetched(app_server, fake_upstream, canary, engine):
    url, hits = canary
    assert httpx.get(f"{url}/probe").text == "you fetched me" and hits == ["GET /probe"]  # it listens
    hits.clear()
    settings = Settings(upstream_url=fake_upstream.url) if engine == "upstream" else Settings()
    base = app_server(settings)
    sid = create(base, hostile_page(url))["session_id"]
    events(f"{base}/api/sessions/{sid}/greeting")
    events(f"{base}/api/sessions/{sid}/messages", {"content": f"Please fetch {url}/link and summarise it."})
    assert hits == []
    if engine == "upstream":  # the model server is the only thing it calls, at the configured URL
        assert fake_upstream.knobs.requests and all("messages" in r for r in fake_upstream.knobs.requests)
