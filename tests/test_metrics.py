"""``GET /metrics`` in Prometheus' text format (issue 7)."""

from __future__ import annotations

import json
import re

import httpx

from reverserag.settings import Settings
from sse_client import events, text_of
from test_api import PAGE, create

SAMPLE = re.compile(r'^[a-z_]+(\{[a-z_]+="[^"\\\n]*"\})? -?[0-9.e+]+$')


def samples(text: str) -> dict[str, float]:
    out = {}
    for line in text.splitlines():
        if line.startswith("#"):
            assert re.match(r"^# (TYPE [a-z_]+ (gauge|counter|histogram|summary)|HELP [a-z_]+ .+)$", line), line
            continue
        assert SAMPLE.match(line), line
        name, value = line.rsplit(" ", 1)
        out[name] = float(value)
    return out


def test_metrics_cover_sessions_streams_tokens_ttft_upstream_errors_and_rate_limits(app_server, fake_upstream):
    base = app_server(Settings(upstream_url=fake_upstream.url, ip_messages_per_minute=3))
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = "one two three"
    events(f"{base}/api/sessions/{sid}/messages", {"content": "a"})
    fake_upstream.reset(fail_status=401)
    events(f"{base}/api/sessions/{sid}/messages", {"content": "b"})
    fake_upstream.reset()
    events(f"{base}/api/sessions/{sid}/messages", {"content": "c"})
    assert httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "d"}).status_code == 429
    response = httpx.get(f"{base}/metrics")
    assert response.headers["content-type"].startswith("text/plain; version=0.0.4")
    found = samples(response.text)
    assert found["reverserag_sessions"] == 1 and found["reverserag_sessions_created_total"] == 1
    assert found["reverserag_streams_active"] == 0 and found["reverserag_streams_total"] == 3
    assert found["reverserag_tokens_streamed_total"] >= 3
    assert found['reverserag_upstream_errors_total{code="upstream_auth"}'] == 1
    assert found['reverserag_rate_limited_total{limit="ip_messages_per_minute"}'] == 1
    assert found['reverserag_refused_total{code="rate_limited"}'] == 1
    count = found["reverserag_time_to_first_token_seconds_count"]
    assert count == 2 and found['reverserag_time_to_first_token_seconds_bucket{le="+Inf"}'] == count
    buckets = [v for k, v in found.items() if k.startswith("reverserag_time_to_first_token_seconds_bucket")]
    assert buckets == sorted(buckets)  # cumulative
    assert 0 < found["reverserag_time_to_first_token_seconds_sum"] < 5


def test_a_greeting_the_model_does_not_write_is_no_model_stream(app_server, fake_upstream, tmp_path):
    """A greeting asked again (each reload) replays the kept one, yet counted as a model stream, its
    tokens and a ~0 ms first token; a site with greeting = false counted an empty stream a session
    (QA 42, F8)."""
    path = tmp_path / "sites.json"
    path.write_text(json.dumps({"sites": [{"key": "on", "origins": ["https://a.test"]},
                                          {"key": "off", "origins": ["https://b.test"], "greeting": False}]}))
    base = app_server(Settings(upstream_url=fake_upstream.url, sites=str(path)))
    fake_upstream.reset(reply="one two three", first_byte_delay=0.2)
    on, off = {"X-Reverserag-Key": "on"}, {"X-Reverserag-Key": "off"}
    sid = create(base, headers=on)["session_id"]
    for _ in range(3):  # written by the model once, then replayed
        assert text_of(events(f"{base}/api/sessions/{sid}/greeting", headers=on)) == "one two three"
    quiet = create(base, headers=off)["session_id"]
    assert events(f"{base}/api/sessions/{quiet}/greeting", headers=off)[-1][1]["finish_reason"] == "greeting_disabled"
    found = samples(httpx.get(f"{base}/metrics").text)
    assert found["reverserag_streams_total"] == 1 and found["reverserag_streams_active"] == 0
    assert found["reverserag_tokens_streamed_total"] == 3
    assert found["reverserag_time_to_first_token_seconds_count"] == 1
    assert found['reverserag_time_to_first_token_seconds_bucket{le="0.1"}'] == 0  # no replay's ~0 ms


def test_metrics_say_how_classifications_end_and_what_sessions_waited_for_them(app_server, fake_upstream):
    base = app_server(Settings(upstream_url=fake_upstream.url, classify_timeout=0.5))
    page = lambda n: {**PAGE, "content": f"{PAGE['content']}\n\nPage {n}."}  # noqa: E731  (each its own)
    create(base, page(1))  # complete
    create(base, page(1))  # the same page: its classification again, not asked again
    fake_upstream.knobs.classification = '{"type": "news", "tone": "dry", "topics": ["a", "b'
    create(base, page(2))  # the reply ends inside the last field: the fields before it are kept
    fake_upstream.knobs.classification = "I cannot classify this page."
    create(base, page(3))
    fake_upstream.reset(fail_status=401)  # refused: not tried again
    create(base, page(4))
    fake_upstream.reset(classify_delay=2)
    create(base, page(5))  # nothing by the timeout
    create(base, page(6))  # not asked: the model wrote nothing in time just before
    found = samples(httpx.get(f"{base}/metrics").text)
    outcomes = {k.split('"')[1]: v for k, v in found.items() if k.startswith("reverserag_classifications_total")}
    assert outcomes == {"complete": 2, "reused": 1, "unusable": 1, "timeout": 1, "error": 1, "paused": 1}
    assert found["reverserag_classify_seconds_count"] == 7
    assert 0.5 <= found["reverserag_classify_seconds_sum"] < 3


def test_metrics_say_what_the_memory_store_holds_and_what_it_dropped_to_make_room(app_server):
    base = app_server(Settings(max_store_bytes=1))  # room for one session at a time, whatever its size
    first = create(base)["session_id"]
    found = samples(httpx.get(f"{base}/metrics").text)
    assert found["reverserag_store_bytes"] > len(PAGE["title"])
    assert found["reverserag_sessions_evicted_total"] == 0
    create(base)
    found = samples(httpx.get(f"{base}/metrics").text)
    assert found["reverserag_sessions"] == 1 and found["reverserag_sessions_evicted_total"] == 1
    assert httpx.get(f"{base}/api/sessions/{first}").status_code == 404


def test_with_a_metrics_token_the_metrics_answer_only_that_bearer(app_server):
    """A server facing the internet on its own showed its traffic to anyone who asked."""
    base = app_server(Settings(offline_word_delay=0, metrics_token="s3cret-token"))
    create(base)
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "Basic s3cret-token"},
                    {"Authorization": "Bearer s3cret-toke"}):
        response = httpx.get(f"{base}/metrics", headers=headers)
        assert response.status_code == 401, headers
        assert response.headers["www-authenticate"].startswith("Bearer")
        assert response.json()["error"]["code"] == "unauthorized"
        assert "REVERSERAG_METRICS_TOKEN" in response.json()["error"]["message"]
        assert "s3cret" not in response.text
    response = httpx.get(f"{base}/metrics", headers={"Authorization": "Bearer s3cret-token"})
    assert response.status_code == 200 and samples(response.text)["reverserag_sessions"] == 1
    found = samples(httpx.get(f"{base}/metrics", headers={"Authorization": "bearer s3cret-token"}).text)
    assert found['reverserag_refused_total{code="unauthorized"}'] == 4
    assert httpx.get(f"{base}/healthz").status_code == 200  # health stays open, for load balancers


def test_a_cpu_models_wait_for_the_first_token_lands_in_a_bucket_of_its_own():
    """Found trying llama-cpp-python on a CPU: every greeting took 39 s to minutes, and the histogram's
    last bucket was 30 s, so all of them were +Inf and it told an operator nothing."""
    from reverserag.metrics import Metrics

    metrics = Metrics()
    for seconds in (45.0, 75.0, 200.0):
        metrics.first_token(seconds)
    text = metrics.render(None)
    assert 'reverserag_time_to_first_token_seconds_bucket{le="30.0"} 0' in text
    assert 'reverserag_time_to_first_token_seconds_bucket{le="60.0"} 1' in text
    assert 'reverserag_time_to_first_token_seconds_bucket{le="120.0"} 2' in text
    assert 'reverserag_time_to_first_token_seconds_bucket{le="300.0"} 3' in text
