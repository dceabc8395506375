"""Graceful degradation at every stage of making a session (issue 4), through the real API."""

from __future__ import annotations

import threading

import httpx

from reverserag import analyzers
from reverserag.settings import Settings
from sse_client import events
from test_api import PAGE, create


def test_an_analyzer_that_raises_is_left_out_and_the_rest_render(app_server, monkeypatch, caplog):
    def boom(page):
        raise RuntimeError("analyzer bug")

    monkeypatch.setitem(analyzers._REGISTRY, "entities", boom)
    body = create(app_server())
    assert "Reading:" in body["intelligence"] and "Structure:" in body["intelligence"]
    assert "Entities:" not in body["intelligence"]
    assert "analyzer 'entities' failed" in caplog.text


def test_the_analyzer_set_is_configurable(app_server):
    body = create(app_server(analyzers=("reading", "keywords")))
    lines = body["intelligence"].splitlines()
    assert [line.split(":")[0] for line in lines] == ["Reading", "Keywords"]


def test_a_page_too_big_for_the_window_is_cut_and_says_so(app_server):
    sections = "".join(f"\n\n## Section {i}\n\n" + f"Sentence {i} about kettles and sunlight. " * 40
                       for i in range(40))
    body = create(app_server(context_window=4096), {**PAGE, "content": "# Big\n" + sections})
    budget = body["budget"]
    assert budget["truncated"] is True
    assert budget["included_page_tokens"] < budget["page_tokens"]
    assert "sections omitted" in budget["note"]


def test_history_is_trimmed_oldest_first_and_the_system_message_is_kept(app_server, fake_upstream):
    base = app_server(Settings(upstream_url=fake_upstream.url, context_window=4096))
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = " ".join(["long answer"] * 400)  # ~800 tokens each
    fake_upstream.knobs.chunk_size = 50
    for n in range(6):
        events(f"{base}/api/sessions/{sid}/messages", {"content": f"question {n}"})
    sent = [r for r in fake_upstream.knobs.requests if "response_format" not in r][-1]["messages"]
    assert sent[0]["role"] == "system" and "<page_content>" in sent[0]["content"]
    assert sent[-1] == {"role": "user", "content": "question 5"}
    assert {"role": "user", "content": "question 0"} not in sent  # the oldest turn went first
    assert len(sent) < 12
    # The server still keeps the whole conversation; only what goes upstream is trimmed.
    assert len(httpx.get(f"{base}/api/sessions/{sid}").json()["history"]) == 12


def test_the_page_is_tokenized_once_beside_the_analyzers(app_server, monkeypatch):
    from reverserag import tokens

    threads: list[str] = []
    count = tokens.count

    def counted(text: str) -> int:
        if text == PAGE["content"]:
            threads.append(threading.current_thread().name)
        return count(text)

    monkeypatch.setattr(tokens, "count", counted)
    body = create(app_server())
    assert threads == ["reverserag-count"]  # once, and not on the analyzers' thread
    assert body["budget"]["page_tokens"] == count(PAGE["content"])


def test_a_tokenizer_that_fails_is_a_500_not_a_hang(app_server, monkeypatch):
    from reverserag import tokens

    count = tokens.count

    def boom(text: str) -> int:
        if text == PAGE["content"]:
            raise RuntimeError("tokenizer bug")
        return count(text)

    monkeypatch.setattr(tokens, "count", boom)
    response = httpx.post(f"{app_server()}/api/sessions", json=PAGE, timeout=10)
    assert response.status_code == 500
    assert response.json()["error"]["code"] == "internal_error"
