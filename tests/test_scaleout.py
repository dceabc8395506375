"""Two ``reverserag serve`` processes on one Redis: any replica serves any session (issue 7)."""

from __future__ import annotations

import signal
import time

import httpx

from sse_client import events, text_of
from test_api import create, error_of
from test_shutdown import Reader, wait_for


def replicas(server_factory, fake_upstream, redis_url, **env) -> tuple[str, str]:
    settings = {"REVERSERAG_STORE": redis_url, "REVERSERAG_UPSTREAM_URL": fake_upstream.url, **env}
    return server_factory(**settings), server_factory(**settings)


def history(base: str, sid: str) -> list[str]:
    return [m["content"] for m in httpx.get(f"{base}/api/sessions/{sid}").json()["history"]]


def test_made_on_one_replica_greeted_and_answered_by_the_other(server_factory, fake_upstream, redis_url):
    a, b = replicas(server_factory, fake_upstream, redis_url)
    sid = create(a)["session_id"]
    fake_upstream.knobs.reply = "Hello from the model."
    assert text_of(events(f"{b}/api/sessions/{sid}/greeting")) == "Hello from the model."
    assert text_of(events(f"{a}/api/sessions/{sid}/greeting")) == "Hello from the model."  # replayed
    for n, base in enumerate((b, a, b)):
        fake_upstream.knobs.reply = f"Answer {n}."
        assert text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": f"q{n}"})) == f"Answer {n}."
    expected = ["Hello from the model.", "q0", "Answer 0.", "q1", "Answer 1.", "q2", "Answer 2."]
    assert history(a, sid) == history(b, sid) == expected
    # The last request upstream carried the whole conversation, whichever replica sent it.
    sent = fake_upstream.knobs.requests[-1]["messages"]
    assert [m["content"] for m in sent[2:]] == expected[:-1]
    assert all(httpx.get(f"{base}/healthz").json()["sessions"] == 1 for base in (a, b))


def test_one_stream_per_session_across_replicas(server_factory, fake_upstream, redis_url):
    a, b = replicas(server_factory, fake_upstream, redis_url)
    sid = create(a)["session_id"]
    fake_upstream.reset(reply=" ".join(f"w{i}" for i in range(30)), delay=0.05)
    reader = Reader(f"{a}/api/sessions/{sid}/messages", {"content": "go"})
    reader.start()
    wait_for(lambda: reader.tokens() >= 1)
    busy = httpx.post(f"{b}/api/sessions/{sid}/messages", json={"content": "me too"})
    assert busy.status_code == 409 and error_of(busy)["code"] == "stream_in_progress"
    reader.join(10)
    assert reader.items[-1][1] == "done"
    fake_upstream.reset(reply="Free again.")
    assert text_of(events(f"{b}/api/sessions/{sid}/messages", {"content": "now?"})) == "Free again."


def test_killing_a_replica_mid_conversation_loses_nothing(server_factory, fake_upstream, redis_url):
    a, b = replicas(server_factory, fake_upstream, redis_url)
    sid = create(a)["session_id"]
    fake_upstream.knobs.reply = "Greetings."
    events(f"{a}/api/sessions/{sid}/greeting")
    fake_upstream.knobs.reply = "First."
    events(f"{a}/api/sessions/{sid}/messages", {"content": "one"})
    server_factory.process(a).kill()  # SIGKILL: no goodbye
    server_factory.process(a).wait(10)
    fake_upstream.knobs.reply = "Second."
    assert text_of(events(f"{b}/api/sessions/{sid}/messages", {"content": "two"})) == "Second."
    assert history(b, sid) == ["Greetings.", "one", "First.", "two", "Second."]


def test_a_replica_killed_mid_answer_frees_the_session_within_the_lock_lease(
    server_factory, fake_upstream, redis_url
):
    a, b = replicas(server_factory, fake_upstream, redis_url)
    sid = create(a)["session_id"]
    fake_upstream.knobs.reply = "Kept."
    events(f"{a}/api/sessions/{sid}/messages", {"content": "before"})
    fake_upstream.reset(reply=" ".join(f"w{i}" for i in range(400)), delay=0.05)
    reader = Reader(f"{a}/api/sessions/{sid}/messages", {"content": "doomed"})
    reader.start()
    wait_for(lambda: reader.tokens() >= 2)
    server_factory.process(a).kill()
    killed = time.monotonic()
    reader.join(10)
    fake_upstream.reset(reply="After.")
    while True:  # the dead replica's lock lapses; until then the session is busy, not broken
        response = httpx.post(f"{b}/api/sessions/{sid}/messages", json={"content": "after"})
        if response.status_code != 409:
            break
        assert time.monotonic() - killed < 8, "the lock outlived its lease"
        time.sleep(0.25)
    assert response.status_code == 200 and "After." in response.text
    assert history(b, sid) == ["before", "Kept.", "after", "After."]


def test_sigterm_on_a_replica_keeps_the_partial_answer_and_frees_the_session_at_once(
    server_factory, fake_upstream, redis_url
):
    a, b = replicas(server_factory, fake_upstream, redis_url, REVERSERAG_SHUTDOWN_GRACE="0.5")
    sid = create(a)["session_id"]
    fake_upstream.reset(reply=" ".join(f"w{i}" for i in range(400)), delay=0.05)
    reader = Reader(f"{a}/api/sessions/{sid}/messages", {"content": "long one"})
    reader.start()
    wait_for(lambda: reader.tokens() >= 3)
    server_factory.process(a).send_signal(signal.SIGTERM)
    reader.join(10)
    assert reader.items[-1][1:] == ("error", {"code": "server_shutting_down",
                                              "message": reader.items[-1][2]["message"]})
    shown = "".join(d["text"] for _, name, d in reader.items if name == "token")
    fake_upstream.reset(reply="Carry on.")
    assert text_of(events(f"{b}/api/sessions/{sid}/messages", {"content": "go on"})) == "Carry on."
    assert history(b, sid) == ["long one", shown, "go on", "Carry on."]


def test_rate_limits_are_shared_by_the_replicas(server_factory, fake_upstream, redis_url):
    a, b = replicas(server_factory, fake_upstream, redis_url, REVERSERAG_IP_SESSIONS_PER_MINUTE="2")
    create(a)
    create(b)
    for base in (a, b):
        response = httpx.post(f"{base}/api/sessions", json={"url": "https://example.org/", "content": "x"})
        assert response.status_code == 429 and "ip_sessions_per_minute" in error_of(response)["message"]
