"""Sites: keys, origins, CORS and per-site settings (issue 7), through the real API."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from fake_upstream import free_port, wait_healthy
from reverserag.errors import SettingsError
from reverserag.settings import Settings
from reverserag.sites import load, normalise_origin
from sse_client import events, text_of
from test_api import PAGE, error_of

DOCS = {"key": "docs-key", "origins": ["https://docs.example.com", "https://*.example.org"]}
SHOP = {"key": "shop-key", "origins": ["https://shop.example.net:8443"]}
# What a page of any allowed origin may send: the key, the widget's language, a gzipped body.
ALLOWED_HEADERS = "Content-Type, Content-Encoding, X-Reverserag-Key, X-Reverserag-Language"


def sites_file(tmp_path: Path, *sites: dict, name: str = "sites.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps({"sites": list(sites)}))
    return str(path)


def headers(key: str | None = None, origin: str | None = None) -> dict[str, str]:
    out = {}
    if key is not None:
        out["X-Reverserag-Key"] = key
    if origin is not None:
        out["Origin"] = origin
    return out


def test_a_toml_sites_file_is_read_with_per_site_settings(tmp_path):
    path = tmp_path / "sites.toml"
    path.write_text('''
[[sites]]
key = "docs-key"
origins = ["https://Docs.Example.com:443/", "https://*.example.org"]
model = "docs-model"
persona = "You are the docs assistant."
greeting = false
reasoning_tokens = 4000

[sites.limits]
max_turns = 5
ip_messages_per_minute = 10
''')
    registry = load(Settings(sites=str(path)))
    site = registry.get("docs-key")
    assert site is not None and not registry.demo
    assert site.settings.model == "docs-model" and site.settings.max_turns == 5
    assert site.settings.ip_messages_per_minute == 10.0 and site.greeting is False
    assert site.settings.persona == "You are the docs assistant." and site.settings.reasoning_tokens == 4000
    assert site.allows("https://docs.example.com")
    assert site.allows("https://a.b.example.org") and not site.allows("https://example.org")
    assert not site.allows("http://docs.example.com") and not site.allows("https://a.example.org:8443")
    assert not site.allows("https://docs.example.com.evil.io") and not site.allows("null")


def test_a_wildcard_origin_may_name_a_port(tmp_path):
    """``https://*.example.com:8443`` was taken as a literal host, and nothing matched it."""
    site = load(Settings(sites=sites_file(
        tmp_path, {"key": "k", "origins": ["https://*.example.com:8443", "http://*.example.net:80"]}))).by_key["k"]
    assert site.allows("https://a.example.com:8443") and not site.allows("https://a.example.com")
    assert site.allows("http://a.example.net") and not site.allows("http://a.example.net:8080")


@pytest.mark.parametrize("origin", ["https://*.github.io", "https://*.CO.UK", "https://*.com.au:443",
                                    "https://*.vercel.app", "https://*.s3.amazonaws.com",
                                    "https://*.s3-website-us-east-1.amazonaws.com", "https://*.blogspot.co.uk",
                                    "https://*.netlify.com"])
def test_a_wildcard_over_a_name_anyone_can_have_a_site_under_is_refused(tmp_path, origin):
    """``https://*.github.io`` let every GitHub Pages site chat on the operator's model."""
    with pytest.raises(SettingsError, match=r"sites\[0\]\.origins\[1\] has value .*every site anyone has under"):
        load(Settings(sites=sites_file(tmp_path, {"key": "k", "origins": ["https://a.test", origin]})))


def test_a_wildcard_over_ones_own_name_there_is_kept(tmp_path):
    site = load(Settings(sites=sites_file(
        tmp_path, {"key": "k", "origins": ["https://*.docs.github.io", "https://*.example.co.uk"]}))).by_key["k"]
    assert site.allows("https://v2.docs.github.io") and site.allows("https://shop.example.co.uk")
    assert not site.allows("https://other.github.io") and not site.allows("https://other.co.uk")


@pytest.mark.parametrize(("origin", "says"), [
    ("https://*example.com", "'*' may stand only for the first label"),
    ("https://docs.*.example.org", "'*' may stand only for the first label"),
    ("https://*.localhost", "list the origins under 'localhost' one by one"),
    ("https://*.com", "a name of two labels or more"),
    ("https://exa mple.net", "has ' ', not in a host name"),
    ("https://docs.example.io.", "ends in a dot; write 'docs.example.io'"),
    ("https://*.example.com:99999", "port is not a number from 0 to 65535"),
    ("https://a..example.com", "an empty or over-long label"),
    ("https://1.2.3.999", "not an IPv4 address"),
])
def test_an_origin_no_browser_sends_fails_at_start_naming_it(tmp_path, origin, says):
    """Bad origins were accepted silently and could never match: serve started, check said ok, and
    every request from the site got 403 origin_not_allowed (QA 42, F4)."""
    with pytest.raises(SettingsError) as info:
        load(Settings(sites=sites_file(tmp_path, {"key": "k", "origins": ["https://a.test", origin]})))
    assert f"sites[0].origins[1] has value '{origin}'. " in info.value.message and says in info.value.message


def test_an_international_name_is_matched_as_the_browser_sends_it(tmp_path):
    """``https://bücher.example`` was kept as written, but browsers send punycode, so it never matched
    (QA 42, F4); browsers' UTS 46 keeps 'ß', which IDNA 2003 would have made 'ss', another name."""
    site = load(Settings(sites=sites_file(tmp_path, {"key": "k", "origins": [
        "https://BÜCHER.example", "https://*.straße.de"]}))).by_key["k"]
    assert site.allows("https://xn--bcher-kva.example") and site.allows("https://shop.xn--strae-oqa.de")
    assert not site.allows("https://shop.strasse.de")
    # The requests are read by the same rule: a host a browser sends with a trailing dot is none of these.
    assert not site.allows("https://xn--bcher-kva.example.") and normalise_origin("https://a.test.") is None


def test_origins_are_compared_normalised():
    assert normalise_origin("HTTPS://Example.COM:443") == "https://example.com"
    assert normalise_origin("http://example.com:8080/") == "http://example.com:8080"
    assert normalise_origin("http://[::1]:3000") == "http://[::1]:3000"
    for bad in ("null", "file:///x", "https://example.com/path", "example.com", "https://"):
        assert normalise_origin(bad) is None, bad


@pytest.mark.parametrize(("sites", "says"), [
    ([{"origins": ["https://a.com"]}], "sites[0].key has value None"),
    ([{"key": "k", "origins": []}], "sites[0].origins must be a non-empty list"),
    ([{"key": "k", "origins": ["https://a.com/path"]}], "sites[0].origins[0] has value 'https://a.com/path'"),
    ([{"key": "k", "origins": ["https://a.com"], "colour": "red"}], "unknown field 'colour'"),
    ([{"key": "k", "origins": ["https://a.com"]}, {"key": "k", "origins": ["https://b.com"]}],
     "sites[1].key has value 'k'. Used twice."),
    ([{"key": "k", "origins": ["https://a.com"], "limits": {"max_turns": "many"}}],
     "sites[0].limits.max_turns has value 'many'. Not a valid int."),
    ([{"key": "k", "origins": ["https://a.com"], "limits": {"max_turns": 0}}],
     "sites[0].limits.max_turns has value '0'. Not in the allowed range."),  # where the file says it
    ([{"key": "k", "origins": ["https://a.com"], "limits": {"upstream_key": "x"}}],
     "unknown limit 'upstream_key'"),
    ([{"key": "k", "origins": ["https://a.com"], "greeting": "yes"}], "sites[0].greeting has value 'yes'"),
    ([], "has no sites"),
])
def test_a_bad_sites_file_fails_at_start_naming_the_problem(tmp_path, sites, says):
    with pytest.raises(SettingsError) as info:
        load(Settings(sites=sites_file(tmp_path, *sites)))
    assert says in info.value.message and "REVERSERAG_SITES file" in info.value.message


@pytest.mark.parametrize(("head", "says"), [
    ('model = "qwen2.5:7b"\n', "unknown top-level key 'model'. Only sites go there: a site's own settings "
     "go in its [[sites]] table, the whole server's are environment variables or flags (REVERSERAG_MODEL)."),
    ("[limits]\nmax_turns = 5\n", "unknown top-level key 'limits'. Only sites go there: a site's own "
     "settings go in its [[sites]] table ([sites.limits])"),
])
def test_a_key_beside_the_sites_fails_at_start(tmp_path, head, says):
    """A top-level ``model = …`` or ``[limits]`` in the sites file started cleanly and did nothing
    (QA 42, F5)."""
    path = tmp_path / "sites.toml"
    path.write_text(head + '\n[[sites]]\nkey = "k"\norigins = ["https://a.test"]\n')
    with pytest.raises(SettingsError) as info:
        load(Settings(sites=str(path)))
    assert says in info.value.message


def test_a_json_key_given_twice_fails_at_start(tmp_path):
    """A JSON sites file with ``"key"`` twice in one site kept the last without a word (QA 42, F5)."""
    path = tmp_path / "sites.json"
    path.write_text('{"sites": [{"key": "a", "origins": ["https://a.test"], "key": "b"}]}')
    with pytest.raises(SettingsError, match="has key 'key' twice in one object"):
        load(Settings(sites=str(path)))


@pytest.mark.parametrize("name", ["sites.toml", "sites.json"])
def test_a_sites_file_saved_with_a_byte_order_mark_is_read(tmp_path, name):
    """A UTF-8 BOM gave only 'Invalid statement (at line 1, column 1)' (QA 42, F5)."""
    path = tmp_path / name
    text = (json.dumps({"sites": [DOCS]}) if name.endswith(".json")
            else '[[sites]]\nkey = "docs-key"\norigins = ["https://docs.example.com"]\n')
    path.write_text("\ufeff" + text, encoding="utf-8")
    assert load(Settings(sites=str(path))).by_key["docs-key"].allows("https://docs.example.com")


def test_a_missing_or_broken_sites_file_stops_the_cli(tmp_path):
    broken = tmp_path / "sites.toml"
    broken.write_text("[[sites]\nkey = ")
    for path, says in ((tmp_path / "nope.toml", "cannot be read"), (broken, "is not valid TOML")):
        result = subprocess.run([sys.executable, "-m", "reverserag", "serve", "--sites", str(path)],
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 2 and says in result.stderr, result.stderr


def test_with_a_sites_file_the_start_prints_each_sites_script_tag_with_its_key(tmp_path):
    """The tag printed at start had no data-site-key: pasted as it was, every page got 403
    site_key_required (a README audit)."""
    path = sites_file(tmp_path, DOCS, SHOP)
    port = free_port()
    with subprocess.Popen([sys.executable, "-m", "reverserag", "serve", "--sites", path, "--port", str(port)],
                          stdout=subprocess.PIPE, text=True) as process:
        try:
            wait_healthy(f"http://127.0.0.1:{port}", process)  # what it prints comes before it listens
        finally:
            process.kill()
        lines = process.communicate(timeout=10)[0].splitlines()
    tags = [line for line in lines if "<script" in line]
    assert [tag.split(":", 1)[0] for tag in tags] == ["Script tag for docs-key", "Script tag for shop-key"], lines
    assert 'defer data-site-key="docs-key"></script>' in tags[0] and 'data-site-key="shop-key"' in tags[1]


def test_on_every_interface_the_start_prints_addresses_a_browser_can_open():
    """With --host 0.0.0.0 (the Docker image's default) the demo and the tag were printed as
    http://0.0.0.0:8000/, which a browser refuses."""
    port = free_port()
    with subprocess.Popen([sys.executable, "-m", "reverserag", "serve", "--host", "0.0.0.0", "--port", str(port)],
                          stdout=subprocess.PIPE, text=True) as process:
        try:
            wait_healthy(f"http://127.0.0.1:{port}", process)
        finally:
            process.kill()
        lines = process.communicate(timeout=10)[0].splitlines()
    printed = [line for line in lines if line.startswith(("Demo:", "Script tag:"))]
    assert printed == [f"Demo: http://localhost:{port}/",
                       f'Script tag: <script src="http://localhost:{port}/reverserag.js" defer></script>'], lines
    assert any(line.startswith("Listening on every interface") for line in lines), lines


def test_wrong_key_or_origin_is_403_naming_what_was_wrong(app_server, tmp_path):
    base = app_server(sites=sites_file(tmp_path, DOCS, SHOP))
    post = lambda **kw: httpx.post(f"{base}/api/sessions", json=PAGE, headers=headers(**kw))  # noqa: E731
    cases = [
        (post(origin="https://docs.example.com"), "site_key_required", "X-Reverserag-Key"),
        (post(key="nope", origin="https://docs.example.com"), "site_key_unknown", "'nope'"),
        (post(key="shop-key", origin="https://docs.example.com"), "origin_not_allowed",
         "Origin 'https://docs.example.com' is not allowed for site key 'shop-key'"),
        (post(key="docs-key", origin="https://evil.example"), "origin_not_allowed", "'https://evil.example'"),
        (post(key="docs-key", origin="http://localhost:3000"), "origin_not_allowed", "localhost"),
    ]
    for response, code, says in cases:
        assert response.status_code == 403, response.text
        assert error_of(response)["code"] == code and says in error_of(response)["message"]
    assert httpx.get(f"{base}/healthz").json()["sessions"] == 0
    # A browser on an origin some site allows can read why it was refused; others learn nothing.
    assert cases[1][0].headers["access-control-allow-origin"] == "https://docs.example.com"
    assert "access-control-allow-origin" not in cases[3][0].headers


def test_a_refusal_is_logged_with_its_code_and_the_origin_or_key_refused(app_server, tmp_path, caplog):
    """The browser cannot read a refused preflight's answer, and the owner's log said only
    `OPTIONS /api/sessions 403`: which origin, which key, why (found by a QA pass)."""
    base = app_server(sites=sites_file(tmp_path, DOCS))
    with caplog.at_level(logging.INFO, logger="reverserag"):
        for _ in range(3):  # a page open in many browsers: told once, each request still on its line
            httpx.options(f"{base}/api/sessions", headers={**headers(origin="http://127.0.0.1:8490"),
                                                           "Access-Control-Request-Method": "POST"})
        httpx.post(f"{base}/api/sessions", json=PAGE, headers=headers(key="doc-key", origin="https://docs.example.com"))
        httpx.post(f"{base}/api/sessions", json={"url": 5}, headers=headers(key="docs-key"))
    access = [r for r in caplog.records if r.name == "reverserag.access"]
    assert [(r.status, getattr(r, "error", None), getattr(r, "origin", None)) for r in access] == [
        (403, "origin_not_allowed", "http://127.0.0.1:8490")] * 3 + [
        (403, "site_key_unknown", "https://docs.example.com"), (422, "invalid_payload", None)]
    told = [(r.levelno, r.getMessage(), r.origin, r.site_key) for r in caplog.records if r.msg.startswith("refused %s")]
    assert told == [
        (logging.WARNING, "refused origin_not_allowed: Origin 'http://127.0.0.1:8490' is not allowed for any "
         "site configured on this server.", "http://127.0.0.1:8490", None),
        (logging.WARNING, "refused site_key_unknown: Site key 'doc-key' is not configured on this server.",
         "https://docs.example.com", "doc-key"),
    ]


def test_under_a_path_the_api_is_guarded_and_served_as_at_the_root(tmp_path):
    """Mounted under /chat (as a proxy that does not strip the path, or another ASGI app, serves it),
    /chat/api/… is the API: the same keys and origins are asked for, and a session is made."""
    from starlette.applications import Starlette
    from starlette.routing import Mount

    from fake_upstream import ThreadedServer
    from reverserag.app import create_app
    from reverserag.settings import Settings

    inner = create_app(Settings(sites=sites_file(tmp_path, DOCS, SHOP), offline_word_delay=0))
    outer = Starlette(routes=[Mount("/chat", app=inner)], lifespan=lambda app: inner.router.lifespan_context(inner))
    with ThreadedServer(outer) as running:
        url = f"{running.url}/chat/api/sessions"
        refused = httpx.post(url, json=PAGE, headers=headers("docs-key", "https://evil.example"))
        assert refused.status_code == 403 and error_of(refused)["code"] == "origin_not_allowed"
        made = httpx.post(url, json=PAGE, headers=headers("docs-key", "https://docs.example.com"))
        assert made.status_code == 201, made.text
        assert made.headers["access-control-allow-origin"] == "https://docs.example.com"
        assert httpx.get(f"{running.url}/chat/reverserag.js").status_code == 200


def test_the_right_key_and_origin_get_a_session_and_cors(app_server, tmp_path):
    base = app_server(sites=sites_file(tmp_path, DOCS, SHOP))
    for key, origin in (("docs-key", "https://docs.example.com"), ("docs-key", "https://x.example.org"),
                        ("shop-key", "https://shop.example.net:8443"), ("docs-key", None)):
        response = httpx.post(f"{base}/api/sessions", json=PAGE, headers=headers(key, origin))
        assert response.status_code == 201, (key, origin, response.text)
        if origin:
            assert response.headers["access-control-allow-origin"] == origin
            assert "access-control-allow-credentials" not in response.headers
            assert "Retry-After" in response.headers["access-control-expose-headers"]


def test_preflights_allow_the_key_header_for_configured_origins_only(app_server, tmp_path):
    base = app_server(sites=sites_file(tmp_path, DOCS))
    ask = {"Access-Control-Request-Method": "POST",
           "Access-Control-Request-Headers": "content-type, x-reverserag-key"}
    ok = httpx.options(f"{base}/api/sessions/{'0' * 32}/messages",
                       headers={**ask, "Origin": "https://docs.example.com"})
    assert ok.status_code == 204
    assert ok.headers["access-control-allow-origin"] == "https://docs.example.com"
    assert ok.headers["access-control-allow-headers"] == ALLOWED_HEADERS + ", content-type, x-reverserag-key"
    assert "access-control-allow-credentials" not in ok.headers
    refused = httpx.options(f"{base}/api/sessions", headers={**ask, "Origin": "https://evil.example"})
    assert refused.status_code == 403 and "access-control-allow-origin" not in refused.headers


def test_demo_mode_preflight_allows_the_key_header_too(app_server):
    base = app_server()
    response = httpx.options(f"{base}/api/sessions", headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-reverserag-key"})
    assert response.status_code == 204
    assert response.headers["access-control-allow-headers"].startswith(ALLOWED_HEADERS)


@pytest.mark.parametrize("asked", ["content-type,sentry-trace,baggage", "traceparent, tracestate",
                                   "x-datadog-trace-id,x-datadog-parent-id,x-datadog-origin"])
def test_a_preflight_allows_the_headers_a_pages_tracing_adds(app_server, asked):
    """Sentry, OpenTelemetry and Datadog add their trace headers to the page's every request, ours
    too when their targets cover this server: refused, they stopped every call the widget made."""
    response = httpx.options(f"{app_server()}/api/sessions", headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": asked})
    assert response.status_code == 204
    assert response.headers["access-control-allow-headers"] == ALLOWED_HEADERS + ", " + asked
    assert "Access-Control-Request-Headers" in response.headers.get_list("vary")


@pytest.mark.parametrize("asked", ["x-a: 1", "x-a;x-b", ",".join(f"x-{n}" for n in range(41)), "x-" + "a" * 2000])
def test_a_preflight_allows_only_the_apis_headers_beside_what_is_no_list_of_names(app_server, asked):
    response = httpx.options(f"{app_server()}/api/sessions", headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": asked})
    assert response.status_code == 204
    assert response.headers["access-control-allow-headers"] == ALLOWED_HEADERS


def test_a_session_answers_only_to_the_key_it_was_made_with(app_server, tmp_path):
    base = app_server(sites=sites_file(tmp_path, DOCS, {**SHOP, "origins": ["https://docs.example.com"]}))
    sid = httpx.post(f"{base}/api/sessions", json=PAGE, headers=headers("docs-key")).json()["session_id"]
    for method, path in (("GET", ""), ("DELETE", ""), ("POST", "/greeting"), ("POST", "/messages")):
        response = httpx.request(method, f"{base}/api/sessions/{sid}{path}", json={"content": "hi"},
                                 headers=headers("shop-key", "https://docs.example.com"))
        assert response.status_code == 403 and error_of(response)["code"] == "site_key_mismatch"
        response = httpx.request(method, f"{base}/api/sessions/{sid}{path}", json={"content": "hi"})
        assert response.status_code == 403 and error_of(response)["code"] == "site_key_required"
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "How much is the deluxe kettle?"},
                   headers=headers("docs-key", "https://docs.example.com"))
    assert "$89" in text_of(items)


def test_per_site_model_persona_greeting_and_limits(app_server, fake_upstream, tmp_path):
    path = sites_file(tmp_path,
                      {**DOCS, "model": "docs-model", "persona": "You are Docs Bot, terse.",
                       "limits": {"max_turns": 1}},
                      {**SHOP, "greeting": False})
    base = app_server(Settings(upstream_url=fake_upstream.url, sites=path))
    docs = httpx.post(f"{base}/api/sessions", json=PAGE, headers=headers("docs-key")).json()
    shop = httpx.post(f"{base}/api/sessions", json=PAGE, headers=headers("shop-key")).json()
    assert docs["model"] == "docs-model" and shop["model"] == "fake-model"

    fake_upstream.knobs.requests.clear()
    greeting = events(f"{base}/api/sessions/{docs['session_id']}/greeting", headers=headers("docs-key"))
    assert text_of(greeting) == fake_upstream.knobs.reply
    [sent] = fake_upstream.knobs.requests
    assert sent["model"] == "docs-model"
    assert sent["messages"][0]["content"].startswith("You are Docs Bot, terse.")

    fake_upstream.knobs.requests.clear()
    quiet = events(f"{base}/api/sessions/{shop['session_id']}/greeting", headers=headers("shop-key"))
    assert quiet == [("done", {"finish_reason": "greeting_disabled", "usage": {}})]
    assert fake_upstream.knobs.requests == []

    url = f"{base}/api/sessions/{docs['session_id']}/messages"
    events(url, {"content": "one"}, headers=headers("docs-key"))
    response = httpx.post(url, json={"content": "two"}, headers=headers("docs-key"))
    assert response.status_code == 409 and "max_turns" in error_of(response)["message"]


def test_demo_mode_takes_its_own_origin_by_address_not_by_name(app_server):
    """DNS rebinding: a page at evil.example, its name pointed at this server's address, sends
    Origin and Host both evil.example, and was taken for the server's own origin (security review)."""
    base = app_server()
    port = base.rsplit(":", 1)[1]
    for host, status in ((f"evil.example:{port}", 403), (f"192.0.2.5:{port}", 201), (f"[2001:db8::5]:{port}", 201)):
        response = httpx.post(f"{base}/api/sessions", json=PAGE,
                              headers={"Host": host, "Origin": f"http://{host}"})
        assert response.status_code == status, (host, response.text)
    assert "DNS rebinding" in httpx.post(f"{base}/api/sessions", json=PAGE, headers={
        "Host": f"evil.example:{port}", "Origin": f"http://evil.example:{port}"}).json()["error"]["message"]


def test_demo_mode_is_announced_at_start(app_server, caplog):
    with caplog.at_level(logging.WARNING, logger="reverserag"):
        app_server()
    [record] = [r for r in caplog.records if r.getMessage().startswith("demo mode")]
    assert "localhost" in record.getMessage() and "403" in record.getMessage()


def test_a_sites_file_named_otherwise_is_said_to_be_read_as_toml(tmp_path):
    path = tmp_path / "sites.yaml"
    path.write_text("sites:\n  - key: a\n")
    with pytest.raises(SettingsError) as info:
        load(Settings(sites=str(path)))
    said = "is not valid TOML (read as TOML: a sites file is TOML, or JSON if its name ends in .json)"
    assert said in str(info.value)
