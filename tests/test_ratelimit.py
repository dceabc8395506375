"""Rate limits, caps and the client address behind proxies (issue 7)."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest

from reverserag.proxies import client_ip, parse_networks, rate_key
from reverserag.ratelimit import MemoryLimiter
from reverserag.settings import Settings
from sse_client import events, text_of
from test_api import PAGE, create, error_of


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_allows_a_minute_of_burst_then_refills_at_its_rate():
    clock = Clock()
    limiter = MemoryLimiter(clock=clock)
    take = lambda cost=1.0, **kw: asyncio.run(limiter.take("b", 30, cost, **kw))  # noqa: E731
    assert [take() for _ in range(30)] == [0.0] * 30
    assert take() == pytest.approx(2.0)  # 30 a minute: one every two seconds
    clock.now += 1.0
    assert take() == pytest.approx(1.0)
    clock.now += 1.0
    assert take() == 0.0
    clock.now += 3600
    assert take(30) == 0.0 and take() > 0  # refilled to the brim, never beyond


def test_debt_is_taken_whole_and_paid_back_over_time():
    clock = Clock()
    limiter = MemoryLimiter(clock=clock)
    assert asyncio.run(limiter.take("t", 60, 50, debt=True)) == 0.0
    assert asyncio.run(limiter.take("t", 60, 20, debt=True)) == pytest.approx(10.0)
    assert asyncio.run(limiter.take("t", 60, 0, debt=True)) == pytest.approx(10.0)
    clock.now += 10
    assert asyncio.run(limiter.take("t", 60, 0, debt=True)) == 0.0


def test_the_bucket_table_is_bounded():
    limiter = MemoryLimiter(max_buckets=100)
    for n in range(1000):
        asyncio.run(limiter.take(f"b{n}", 10))
    assert len(limiter._buckets) == 100


def scope(peer: str, *forwarded: str) -> dict:
    return {"client": (peer, 5000),
            "headers": [(b"x-forwarded-for", value.encode()) for value in forwarded]}


def test_forwarded_for_is_believed_only_from_trusted_proxies():
    trusted = parse_networks(["10.0.0.0/8", "127.0.0.1"])
    assert client_ip(scope("203.0.113.9", "1.2.3.4"), trusted) == "203.0.113.9"  # not a proxy of ours
    assert client_ip(scope("10.1.2.3", "198.51.100.7"), trusted) == "198.51.100.7"
    # The client wrote the leftmost entry itself; the rightmost untrusted hop is the truth.
    assert client_ip(scope("10.1.2.3", "6.6.6.6, 198.51.100.7, 10.9.9.9"), trusted) == "198.51.100.7"
    assert client_ip(scope("10.1.2.3", "6.6.6.6", "198.51.100.7"), trusted) == "198.51.100.7"
    assert client_ip(scope("10.1.2.3", "not-an-ip, 10.0.0.5"), trusted) == "10.0.0.5"
    assert client_ip(scope("10.1.2.3"), trusted) == "10.1.2.3"
    assert client_ip(scope("198.51.100.7", "1.2.3.4"), ()) == "198.51.100.7"  # none trusted


def test_session_creation_is_limited_per_address_with_retry_after(app_server):
    base = app_server(ip_sessions_per_minute=2)
    create(base)
    create(base)
    response = httpx.post(f"{base}/api/sessions", json=PAGE)
    assert response.status_code == 429
    error = error_of(response)
    assert error["code"] == "rate_limited" and "ip_sessions_per_minute" in error["message"]
    assert 1 <= int(response.headers["retry-after"]) <= 30
    # The message's wait is the header's (it said "3 s" beside a Retry-After of 4).
    assert error["message"].endswith(f"Try again in {response.headers['retry-after']} s.")
    metrics = httpx.get(f"{base}/metrics").text
    assert 'reverserag_rate_limited_total{limit="ip_sessions_per_minute"} 1' in metrics


def test_addresses_behind_a_trusted_proxy_have_their_own_buckets(app_server):
    base = app_server(ip_sessions_per_minute=1, trusted_proxies=("127.0.0.1",))
    for address in ("198.51.100.1", "198.51.100.2"):
        create(base, headers={"X-Forwarded-For": address})
    again = httpx.post(f"{base}/api/sessions", json=PAGE, headers={"X-Forwarded-For": "198.51.100.1"})
    assert again.status_code == 429
    # Without trusting the proxy, the header is the client's say-so: one bucket for the peer.
    base = app_server(ip_sessions_per_minute=1)
    create(base, headers={"X-Forwarded-For": "198.51.100.1"})
    spoofed = httpx.post(f"{base}/api/sessions", json=PAGE, headers={"X-Forwarded-For": "198.51.100.2"})
    assert spoofed.status_code == 429


def test_an_ipv6_client_is_counted_by_its_64_not_by_each_address_it_can_take(app_server):
    """A subscriber is given a whole /64: 100 of 100 sessions went through a limit of 30, each from
    a fresh address in it."""
    base = app_server(ip_sessions_per_minute=2, trusted_proxies=("127.0.0.1",))
    statuses = [httpx.post(f"{base}/api/sessions", json=PAGE,
                           headers={"X-Forwarded-For": f"2001:db8:1:2::{i:x}"}).status_code for i in range(1, 6)]
    assert statuses == [201, 201, 429, 429, 429]
    create(base, headers={"X-Forwarded-For": "2001:db8:1:3::1"})  # the next /64 is someone else


def test_where_isps_give_a_56_the_operator_counts_a_client_by_it(app_server):
    """A subscriber given a /56 has 256 /64s: at /64 it had 256 buckets of its own."""
    base = app_server(ip_sessions_per_minute=2, trusted_proxies=("127.0.0.1",), ipv6_prefix=56)
    addresses = ["2001:db8:1:1::1", "2001:db8:1:2::1", "2001:db8:1:ff::1", "2001:db8:1:100::1"]
    statuses = [httpx.post(f"{base}/api/sessions", json=PAGE, headers={"X-Forwarded-For": a}).status_code
                for a in addresses]
    assert statuses == [201, 201, 429, 201]  # 0x100 is the next /56: someone else
    create(base, headers={"X-Forwarded-For": "198.51.100.7"})  # IPv4 clients are as before


def test_rate_keys():
    assert rate_key("2001:db8:1:2:aaaa:bbbb:cccc:dddd") == "2001:db8:1:2::/64"
    assert rate_key("::ffff:198.51.100.7") == "198.51.100.7" and rate_key("198.51.100.7") == "198.51.100.7"
    # IPv4 clients carried in IPv6 are each themselves, not one /64 for all who come that way.
    assert rate_key("64:ff9b::c633:6407") == "198.51.100.7"  # NAT64, to an IPv6-only server
    assert rate_key("64:ff9b::c633:6408") == "198.51.100.8"
    assert rate_key("2002:c633:6407::1") == "198.51.100.7"  # 6to4
    assert rate_key("::198.51.100.7") == "198.51.100.7"  # IPv4-compatible, long deprecated
    assert rate_key("::1") == "::/64" and rate_key("fe80::1%eth0") == "fe80::/64"
    assert rate_key("unknown") == "unknown"
    assert rate_key("2001:db8:1:2ff:aaaa::1", 56) == rate_key("2001:db8:1:200::1", 56) == "2001:db8:1:200::/56"
    assert rate_key("2001:db8:1:2ff::1", 48) == "2001:db8:1::/48"
    assert rate_key("::ffff:198.51.100.7", 48) == "198.51.100.7"


def test_the_site_bucket_is_shared_by_every_address(app_server):
    base = app_server(site_sessions_per_minute=2, trusted_proxies=("127.0.0.1",))
    create(base, headers={"X-Forwarded-For": "198.51.100.1"})
    create(base, headers={"X-Forwarded-For": "198.51.100.2"})
    response = httpx.post(f"{base}/api/sessions", json=PAGE, headers={"X-Forwarded-For": "198.51.100.3"})
    assert response.status_code == 429
    assert "for this site" in error_of(response)["message"]
    assert "site_sessions_per_minute" in error_of(response)["message"]


def test_messages_are_limited_before_any_stream_starts(app_server):
    base = app_server(ip_messages_per_minute=1)
    sid = create(base)["session_id"]
    assert events(f"{base}/api/sessions/{sid}/messages", {"content": "price?"})[-1][0] == "done"
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "again"})
    assert response.status_code == 429 and "ip_messages_per_minute" in error_of(response)["message"]
    assert "retry-after" in response.headers


def test_a_site_token_budget_spent_mid_answer_ends_it_with_an_error_event(app_server, fake_upstream):
    base = app_server(Settings(upstream_url=fake_upstream.url, site_tokens_per_minute=40))
    sid = create(base)["session_id"]
    reply = " ".join(f"w{i}" for i in range(100))
    fake_upstream.knobs.reply, fake_upstream.knobs.delay = reply, 0.005
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "go"})
    name, error = items[-1]
    assert name == "error" and error["code"] == "rate_limited"
    assert "site_tokens_per_minute" in error["message"]
    shown = text_of(items)
    # Charged every 32 tokens: past 40 by the second charge, and cut there, before the end.
    assert reply.startswith(shown) and 40 < len(shown.split()) < 100
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history[-1]["content"] == shown  # what was shown is kept
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "more"})
    assert response.status_code == 429 and int(response.headers["retry-after"]) >= 1


def test_a_burst_is_charged_every_32_tokens_too(app_server, fake_upstream):
    """A fast model's tokens are read ahead 256 at a time: they were charged as one, so a budget
    of 40 let 257 through (found by operator QA)."""
    base = app_server(Settings(upstream_url=fake_upstream.url, site_tokens_per_minute=40))
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = " ".join(f"w{i}" for i in range(2000))
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "go"})
    assert items[-1][0] == "error" and items[-1][1]["code"] == "rate_limited"
    assert len(text_of(items).split()) == 64  # the second charge of 32 is refused


def test_a_session_past_its_lifetime_is_410_naming_the_cap(app_server):
    base = app_server(max_session_age=1)
    sid = create(base)["session_id"]
    time.sleep(1.2)
    for path in ("/greeting", "/messages"):
        response = httpx.post(f"{base}/api/sessions/{sid}{path}", json={"content": "hi"})
        assert response.status_code == 410
        assert error_of(response)["code"] == "session_expired"
        assert "max_session_age" in error_of(response)["message"]
    assert httpx.get(f"{base}/api/sessions/{sid}").status_code == 200  # still readable


def test_every_cap_breach_names_its_cap(app_server):
    base = app_server(max_body_bytes=50_000, max_message_chars=100, max_turns=1)
    response = httpx.post(f"{base}/api/sessions", json={**PAGE, "content": "x" * 60_000})
    assert response.status_code == 413 and "(max_body_bytes)" in error_of(response)["message"]
    sid = create(base)["session_id"]
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "x" * 101})
    assert response.status_code == 413 and "(max_message_chars)" in error_of(response)["message"]
    events(f"{base}/api/sessions/{sid}/messages", {"content": "price?"})
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "again"})
    assert response.status_code == 409 and "(max_turns)" in error_of(response)["message"]


def test_streams_over_the_process_cap_get_503_with_retry_after(app_server, fake_upstream):
    base = app_server(Settings(upstream_url=fake_upstream.url, max_streams=1))
    first, second = create(base)["session_id"], create(base)["session_id"]
    fake_upstream.knobs.reply = " ".join(f"w{i}" for i in range(20))
    fake_upstream.knobs.delay = 0.05
    with httpx.stream("POST", f"{base}/api/sessions/{first}/messages", json={"content": "go"},
                      timeout=10) as response:
        lines = response.iter_lines()  # kept: a dropped line iterator closes the response
        next(lines)
        busy = httpx.post(f"{base}/api/sessions/{second}/messages", json={"content": "too"})
        assert busy.status_code == 503 and error_of(busy)["code"] == "server_busy"
        assert "max_streams" in error_of(busy)["message"] and busy.headers["retry-after"] == "1"
        assert any(line.startswith("event: done") for line in lines)
    assert events(f"{base}/api/sessions/{second}/messages", {"content": "now"})[-1][0] == "done"
