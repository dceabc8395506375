"""``reverserag check`` against the fake model server, a real redis-server and servers that fail."""

from __future__ import annotations

import re
import subprocess
import sys
import time

import pytest

from fake_upstream import free_port
from reverserag import cli
from reverserag.check import ANSWER_TOKENS, QUESTION
from reverserag.settings import shown_address as _where
from test_sites import sites_file

# The widget's line: the size of the file every page loads, and of the chat and vault files it fetches.
SIZES = (r"[\d,]+ B gzip, [\d,]+ B Brotli "
         r"\(and its chat file [\d,]+ B gzip, its vault file [\d,]+ B gzip\)")


def check(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, str], str]:
    """The exit status, each label's line (the first of each), and the whole output."""
    status = cli.main(["check", *argv])
    out = capsys.readouterr().out
    lines: dict[str, str] = {}
    for line in out.splitlines():
        label, _, text = line.strip().partition(" ")
        lines.setdefault(label, text.strip())
    return status, lines, out


@pytest.fixture(autouse=True)
def _no_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    for name in [n for n in os.environ if n.startswith("REVERSERAG_")]:
        monkeypatch.delenv(name)


def test_the_offline_engine_needs_nothing(capsys):
    status, lines, _ = check(capsys)
    assert status == 0
    assert lines["sites"] == "none (demo mode)"
    assert re.fullmatch(SIZES + r", minified", lines["widget"][4:]) and lines["widget"][:4] == "ok: ", lines["widget"]
    assert lines["store"] == ("ok: memory (this process alone; sessions end when it stops): "
                              "at most 10,000 sessions and 256 MiB")
    assert lines["engine"].startswith("ok: offline")
    assert lines["result"] == "everything works"


def test_a_working_model_server_is_tried_as_a_session_uses_it(capsys, fake_upstream):
    fake_upstream.reset(models=["text-embedding-nomic-embed-text-v1.5", "fake-model"], reply="OK.")
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 0, lines
    assert lines["upstream"] == fake_upstream.url
    assert lines["models"] == ("ok: 1 listed: fake-model (text-embedding-nomic-embed-text-v1.5 cannot chat: "
                               "left out)")
    assert lines["model"] == "fake-model (none set: the first listed that can chat)"
    assert lines["window"] == "16,384 tokens, from /v1/models (max_model_len)"
    assert lines["answer"].startswith('ok: "OK." (first words after ')
    assert "finish: stop; 10 tokens in, 1 out" in lines["answer"]
    assert lines["classify"].startswith('ok: {"type": "article", "topics": ["testing"], "tone": "neutral"}')
    asked, greeted = [r for r in fake_upstream.knobs.requests if "response_format" not in r]
    assert asked["messages"][-1]["content"] == QUESTION and asked["max_tokens"] == ANSWER_TOKENS
    assert re.fullmatch(r"ok: first words after 0\.\d\d s on the demo article's prompt \(about 1,\d{3} tokens, as "
                        r"a session locks it\)", lines["greeting"]), lines["greeting"]
    # The greeting is asked as a session asks it: the demo article locked, then the greeting request.
    system, ask = greeted["messages"]
    assert "Ten years ago Europe's sleeper trains looked finished." in system["content"]
    assert ask["content"].startswith("The visitor just opened the assistant on this page. Greet them.")


def test_a_model_slow_to_read_a_pages_prompt_is_a_warning(capsys, fake_upstream, monkeypatch):
    """The bug: check timed one answer to a prompt of a few tokens ("first words after 0.12 s" with
    SmolLM2-135M on a CPU), while a visitor's greeting, whose prompt is the page locked in the
    system message, took 39 to 65 s to its first word: a model slow to read a prompt looked fast."""
    monkeypatch.setattr("reverserag.check_greeting.SLOW", 0.5)  # 10 s, scaled down as the fake's pace is
    fake_upstream.reset(read_per_1k=1.0)  # about 0.04 s for the answer's prompt, 1.5 s for a greeting's
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 0 and lines["result"] == "everything works, 1 warning"
    # (how soon the short answer began is the machine's: 0.04 s asked of the fake, 0.11 s seen under load)
    assert re.match(r'ok: "The fake model read the page and answers from it." \(first words after \d+\.\d\d s',
                    lines["answer"]), lines["answer"]
    assert re.fullmatch(
        r"warning: first words after 1\.\d\d s on the demo article's prompt \(about 1,\d{3} tokens, as a session "
        r"locks it\): a visitor waits this long for a greeting to begin on a page of this size, longer on a "
        r"longer one, and after 0.5 s their attention is elsewhere\. What helps: a faster model or a GPU; a smaller "
        r"REVERSERAG_CONTEXT_WINDOW, which gives a long page fewer tokens to read \(this page fits it whole\); "
        r"and REVERSERAG_CLASSIFY_TIMEOUT=0, since a page's first greeting waits for its classification besides",
        lines["greeting"]), lines["greeting"]
    # In a window the page does not fit, and with no classification to advise against:
    _, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--context-window", "1536",
                        "--classify-timeout", "0")
    assert lines["greeting"].endswith("a smaller REVERSERAG_CONTEXT_WINDOW, which gives a long page fewer tokens "
                                      "to read"), lines["greeting"]
    fake_upstream.reset(read_per_1k=0.1)  # a fast model: 0.15 s
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert lines["greeting"].startswith("ok: first words after 0.") and lines["result"] == "everything works"


def test_a_greeting_not_begun_in_time_is_left_and_said(capsys, fake_upstream):
    """Check waits for a greeting's first words no longer than the read timeout, and the model server
    is told to stop. It waited 90 s whatever REVERSERAG_UPSTREAM_READ_TIMEOUT said (60 s by default),
    so a server that pings while it reads a prompt held check for 90 s."""
    fake_upstream.reset(read_per_1k=30.0, ping_every=0.2)  # the greeting's prompt: 45 s, pinging
    started = time.monotonic()
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--classify-timeout", "0",
                             "--upstream-read-timeout", "2")
    assert time.monotonic() - started < 15
    assert status == 0 and lines["answer"].startswith("ok: ")
    assert re.fullmatch(r"warning: no first words in 2 s \(REVERSERAG_UPSTREAM_READ_TIMEOUT\) on the demo article's "
                        r"prompt \(about 1,\d{3} tokens, as a session locks it\): visitors wait longer than that for "
                        r"a greeting to begin\. What helps: a faster model or a GPU; .*", lines["greeting"]), (
        lines["greeting"])
    deadline = time.monotonic() + 5
    while not fake_upstream.knobs.cancelled and time.monotonic() < deadline:
        time.sleep(0.05)
    assert fake_upstream.knobs.cancelled


def test_a_greeting_from_a_silent_server_fails_as_a_visitors_would(capsys, fake_upstream):
    """A server that sends nothing while it reads is cut by the read timeout, for a session and in check
    alike: check's own wait is a little longer, so the engine's timeout decides and says so."""
    fake_upstream.reset(read_per_1k=10.0)  # the answer's prompt: 0.4 s; the greeting's: 15 s, silent
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--classify-timeout", "0",
                             "--upstream-read-timeout", "2")
    assert status == 1 and lines["answer"].startswith("ok: ")
    assert lines["greeting"].startswith("FAILED: a greeting on the demo article's prompt"), lines["greeting"]
    assert lines["greeting"].endswith("did not answer in time (ReadTimeout). (upstream_timeout)"), lines["greeting"]


def test_a_pages_prompt_the_server_refuses_fails_the_check(capsys, fake_upstream):
    """A window set beyond the server's: the short answer fits, and every page's greeting is refused."""
    fake_upstream.reset(prompt_limit=1024)
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 1 and lines["answer"].startswith("ok: ")
    sent = re.fullmatch(r"FAILED: a greeting on the demo article's prompt \(about (1,\d{3}) tokens, as a session locks "
                        r"it\): The model server answered HTTP 400: This model's maximum context length is 1024 "
                        r"tokens\. However, your request has (1\d{3}) input tokens\. Please reduce the length of the "
                        r"input messages\. \(upstream_bad_request\)", lines["greeting"])
    assert sent and sent[1].replace(",", "") == sent[2], lines["greeting"]  # the size said is the size sent


def test_the_window_says_where_it_came_from(capsys, fake_upstream):
    fake_upstream.reset(max_model_len=None, ollama="0.12.6")
    _, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert lines["window"] == "4,096 tokens, from Ollama's smallest default (the model is not loaded yet)"
    # The answer loads the model: then Ollama says what it runs with, and the check asks again.
    fake_upstream.reset(max_model_len=None, ollama="0.15.5", loads_with=32768)
    _, _, out = check(capsys, "--upstream", fake_upstream.url)
    windows = [line for line in out.splitlines() if line.startswith("window")]
    assert windows == ["window     4,096 tokens, from Ollama's smallest default (the model is not loaded yet)",
                       "window     32,768 tokens, from Ollama's /api/ps (the loaded model's context_length), asked "
                       "again once the answer loaded the model"]
    assert out.index("answer ") < out.index("32,768")
    fake_upstream.reset(max_model_len=None, lm_studio=("v0",), lm_studio_loaded=8192)
    _, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert lines["window"] == "8,192 tokens, from LM Studio's /api/v0/models (the loaded model's context length)"
    fake_upstream.reset(max_model_len=None)
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 0 and lines["window"].startswith("warning: the server does not say it: 8,192 tokens")
    assert lines["result"] == "everything works, 1 warning"
    _, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--context-window", "32768", "--token-ratio", "1.5")
    assert lines["window"] == ("32,768 tokens, as REVERSERAG_CONTEXT_WINDOW says; the budget counts 1.5× as many "
                               "(REVERSERAG_TOKEN_RATIO)")


def test_a_window_the_server_says_under_512_is_a_warning_naming_what_stands_instead(capsys, fake_upstream):
    """``max_model_len: 100`` was taken as is: check said everything works, and every message was
    refused (413, "room for 0")."""
    fake_upstream.reset(max_model_len=100)
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert lines["window"] == ("warning: the server says 100 tokens (/v1/models (max_model_len)), under the 512 a "
                               "page needs, so it is ignored: 8,192 tokens are assumed instead. Set "
                               "REVERSERAG_CONTEXT_WINDOW to what it runs with.")
    assert status == 0 and lines["result"] == "everything works, 1 warning"
    fake_upstream.reset(max_model_len=100, koboldcpp=8192)
    _, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert lines["window"].endswith("so it is ignored: 8,192 tokens, from KoboldCpp's "
                                    "/api/extra/true_max_context_length, are used instead. Set "
                                    "REVERSERAG_CONTEXT_WINDOW to what it runs with."), lines["window"]


def test_a_window_set_beyond_what_the_server_runs_with_is_a_warning(capsys, fake_upstream):
    fake_upstream.reset(max_model_len=None, ollama="0.12.6", ollama_loaded=4096)
    status, _, out = check(capsys, "--upstream", fake_upstream.url, "--context-window", "32768")
    assert status == 0
    assert ("window     warning: 32,768 tokens are set, but the server says 4,096 (Ollama's /api/ps (the loaded "
            "model's context_length)): a page that fills the set window overflows it") in out
    _, _, out = check(capsys, "--upstream", fake_upstream.url, "--context-window", "4096")  # as it says: quiet
    assert "are set, but" not in out


def test_a_server_that_is_not_there_is_named_and_nothing_more_is_tried(capsys):
    url = f"http://127.0.0.1:{free_port()}/v1"
    status, lines, _ = check(capsys, "--upstream", url)
    assert status == 1
    assert lines["models"] == (f"FAILED: Cannot reach the model server at {url} (All connection attempts failed). "
                               "Is it running, at that address?")
    assert "answer" not in lines and lines["result"] == "1 check FAILED"


def test_a_failing_answer_fails_the_check_with_what_the_server_said(capsys, fake_upstream):
    fake_upstream.knobs.fail_status = 500
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 1
    assert lines["answer"].startswith("FAILED: ") and "model is overloaded" in lines["answer"]
    assert lines["answer"].endswith("(upstream_error)")
    assert lines["classify"].startswith("warning: the model server failed it: The model server answered HTTP 500: "
                                        "model is overloaded (upstream_error)")


def test_an_answer_cut_before_its_first_word_is_a_warning(capsys, fake_upstream):
    """A reasoning model that thinks unseen (OpenAI's) can spend the check's whole cap before a word."""
    fake_upstream.reset(reasons_unseen=4000)
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 0
    assert lines["answer"] == ("warning: the model reasoned for all 512 tokens without answering (a reasoning "
                               "model): give it room to think with REVERSERAG_REASONING_TOKENS (now 0), or answers "
                               "will fail the same way")
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--reasoning-tokens", "4000")
    assert status == 0 and lines["answer"].startswith('ok: "The fake model read the page')  # 4,512: room enough
    asked = [r["max_tokens"] for r in fake_upstream.knobs.requests[-3:]]
    assert asked == [4512, 5500, 6048]  # the answer; the greeting (a session's reserve, 1,500 + 4,000); classifying
    assert lines["greeting"].startswith("ok: first words after ")
    fake_upstream.reset(reply=" " * 20)  # nothing, and not cut: a failure
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 1 and lines["answer"].startswith("FAILED: The model ended its answer without writing a word")


def test_a_server_that_cannot_list_its_models_needs_one_named(capsys, fake_upstream):
    fake_upstream.knobs.models_status = 404
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 1
    assert lines["models"] == (f"FAILED: {fake_upstream.url}/models answered HTTP 404: it does not list its "
                               "models. Set REVERSERAG_MODEL to the model to use.")
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--model", "fake-model")
    assert status == 0 and lines["models"].startswith("warning: ") and lines["answer"].startswith("ok: ")


def test_a_server_with_no_model_needs_one_loaded_or_named(capsys, fake_upstream):
    """Ollama before its first pull lists ``"data": null``: check crashed with a traceback."""
    fake_upstream.knobs.models_body = {"object": "list", "data": None}
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 1
    assert lines["models"] == ("FAILED: none listed, and none set: load or pull a model on the server, or set "
                               "REVERSERAG_MODEL to the one to use.")
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--model", "fake-model")
    assert status == 0 and lines["models"] == "ok: none listed" and lines["answer"].startswith("ok: ")


def test_a_server_that_lists_only_models_that_cannot_chat_names_them(capsys, fake_upstream):
    """A server that listed an embedding model alone was said to list none ("none listed"), while
    serve chatted with that model."""
    fake_upstream.reset(models=["nomic-embed-text:latest"])
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert status == 1
    assert lines["models"] == ("FAILED: none listed that can chat (nomic-embed-text:latest cannot), and none set: "
                               "load or pull a chat model on the server, or set REVERSERAG_MODEL to the one to use.")
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--model", "nomic-embed-text:latest")
    assert lines["models"] == "ok: none listed (nomic-embed-text:latest cannot chat: left out)"
    assert lines["model"] == "warning: nomic-embed-text:latest (set), which the server lists as one that cannot chat"


def test_an_address_without_its_v1_is_named_with_it(capsys, fake_upstream):
    """``--upstream http://127.0.0.1:11434`` for Ollama: /models is not there, /v1/models is."""
    root = fake_upstream.url.removesuffix("/v1")
    status, lines, _ = check(capsys, "--upstream", root)
    assert status == 1
    assert lines["models"] == (f"FAILED: {root}/models answered HTTP 404: it does not list its models. "
                               f"{root}/v1/models lists them: use --upstream {root}/v1")


def test_a_model_the_server_does_not_list_is_a_warning(capsys, fake_upstream):
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--model", "no-such-model")
    assert status == 0
    assert lines["model"] == "warning: no-such-model (set), which the server does not list"


def test_models_a_visitor_may_pick_that_the_server_does_not_list_are_a_warning(capsys, fake_upstream):
    fake_upstream.knobs.models = ["small", "large"]
    status, _, out = check(capsys, "--upstream", fake_upstream.url, "--models", "large,huge,*")
    assert status == 0
    assert ("models     warning: huge, which a visitor may pick, the server does not list: they are not "
            "offered\n") in out


def test_a_model_named_with_no_model_server_is_a_warning(capsys):
    """A site's model and models with the offline engine: `check` said "everything works" (a README audit)."""
    status, lines, _ = check(capsys, "--model", "qwen2.5:7b", "--models", "llama3.1:8b")
    assert status == 0
    assert lines["model"] == ("warning: qwen2.5:7b, llama3.1:8b set, but with no model server none of them is "
                              "used (REVERSERAG_UPSTREAM_URL)")
    assert lines["result"] == "everything works, 1 warning"


def test_a_slow_classification_is_a_warning_since_every_session_waits_for_it(capsys, fake_upstream):
    fake_upstream.knobs.classify_delay = 3
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--classify-timeout", "0.5")
    assert status == 0
    assert lines["classify"].startswith("warning: no usable answer in 0.5 s (the limit is 0.5 s)")


def test_a_classification_that_failed_says_why_not_that_the_model_is_slow(capsys, fake_upstream):
    """A model server that failed the classification at once (HTTP 500) was said to be too slow for it
    ("… a slow model: raise REVERSERAG_CLASSIFY_TIMEOUT"), and so was a model that wrote no JSON."""
    fake_upstream.reset(fail_status=500, fail_body='{"error": {"message": "CUDA out of memory"}}')
    _, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert lines["classify"] == ("warning: the model server failed it: The model server answered HTTP 500: CUDA out "
                                 "of memory (upstream_error): sessions go on without the model's classification "
                                 "of their page")
    fake_upstream.reset(classification="This page is about a museum.")
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert re.fullmatch(r"warning: the model answered in \d+\.\d s, but with no classification that could be read "
                        r"\(a model too small to write the JSON asked for\?\): sessions go on without the model's "
                        r"classification of their page", lines["classify"]), lines["classify"]
    assert status == 0


def test_each_site_with_its_own_model_is_checked(capsys, fake_upstream, tmp_path):
    path = sites_file(tmp_path, {"key": "docs", "origins": ["https://docs.example.com"]},
                      {"key": "blog", "origins": ["https://blog.example.com"], "context_window": 4096},
                      {"key": "shop", "origins": ["https://shop.example.com"]})
    status, _, out = check(capsys, "--upstream", fake_upstream.url, "--sites", path)
    assert status == 0
    assert "sites      3 from " in out
    assert "\nsites      docs, shop\n" in out and "\nsites      blog\n" in out
    assert "  window   16,384 tokens, from /v1/models (max_model_len)" in out
    assert "  window   4,096 tokens, as the sites file (context_window) says" in out  # the site set it
    assert out.count("  answer   ok: ") == 2


def test_a_sites_file_that_cannot_be_read_is_a_settings_error(capsys, tmp_path):
    (tmp_path / "sites.toml").write_text("[[sites]\n")
    status = cli.main(["check", "--sites", str(tmp_path / "sites.toml")])
    assert status == 2
    assert "is not valid TOML" in capsys.readouterr().err


def test_the_models_tokens_are_measured_where_the_server_counts_them(capsys, fake_upstream):
    """SmolLM2 counts 1.2 to 1.4 of its tokens for each cl100k token the budget counts: at the
    default ratio of 1, a page that fills the budget overflows its window, and nothing said so."""
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    assert lines["tokens"] == "not measured: the server counts no tokens for others (REVERSERAG_TOKEN_RATIO is 1)"
    fake_upstream.knobs.tokens_per_cl100k = 1.3
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
    root = fake_upstream.url.removesuffix("/v1")
    assert lines["tokens"] == (
        f"warning: the model counts 1.30 tokens per cl100k token on an English sample ({root}/extras/tokenize), "
        "and REVERSERAG_TOKEN_RATIO is 1: a page that fills the budget overflows the model's window. Set it to "
        "1.4 or more (a whole prompt counts about a tenth more than the sample; pages not in English, more still)")
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--token-ratio", "1.4")
    assert lines["tokens"].startswith("ok: the model counts 1.30 tokens") and status == 0
    for nonsense in ({"tokens": "tokens here"}, {"count": True}, ["a", "list"]):
        fake_upstream.knobs.tokenize_body = nonsense
        status, lines, _ = check(capsys, "--upstream", fake_upstream.url)
        assert lines["tokens"].startswith("not measured"), (nonsense, lines["tokens"])


def test_a_classify_timeout_of_0_is_said_to_ask_for_none(capsys, fake_upstream):
    status, lines, _ = check(capsys, "--upstream", fake_upstream.url, "--classify-timeout", "0")
    assert lines["classify"] == "off: REVERSERAG_CLASSIFY_TIMEOUT is 0, so the model is not asked"
    assert status == 0 and lines["result"] == "everything works"


def test_the_redis_store_is_asked(capsys, redis_url):
    status, lines, _ = check(capsys, "--store", redis_url)
    assert status == 0
    assert lines["store"] == f"ok: {redis_url} answered (0 live sessions; no maxmemory: it grows with the sessions)"
    gone = f"redis://:secret@127.0.0.1:{free_port()}/0"
    status, lines, out = check(capsys, "--store", gone)
    assert status == 1 and lines["store"].startswith(f"FAILED: redis://:***@127.0.0.1:{gone.rsplit(':', 1)[1]}: ")
    assert "secret" not in out


@pytest.mark.parametrize("policy, says", [
    ("noeviction", "refuses every write, so the whole API answers 503"),
    ("volatile-ttl", "the running streams' 6 s locks"),
    ("allkeys-lru", "a running stream's lock or a rate bucket"),
    ("volatile-lfu", "a running stream's lock (a new key) before old sessions"),
])
def test_a_redis_whose_eviction_policy_would_break_sessions_is_a_warning(capsys, redis_url, policy, says):
    """The README names volatile-lru and what the others do; check said "ok" for all of them (QA)."""
    import redis

    client = redis.Redis.from_url(redis_url)
    try:
        client.config_set("maxmemory", 64 * 2**20)
        client.config_set("maxmemory-policy", "volatile-lru")
        status, lines, _ = check(capsys, "--store", redis_url)
        assert status == 0
        assert lines["store"] == f"ok: {redis_url} answered (0 live sessions; maxmemory 64 MiB, volatile-lru)"
        client.config_set("maxmemory-policy", policy)
        status, lines, _ = check(capsys, "--store", redis_url)
        assert lines["store"].startswith(f"warning: {redis_url} answered (0 live sessions), but its maxmemory-policy "
                                         f"is {policy}: when full it "), lines["store"]
        assert says in lines["store"] and lines["store"].endswith("Set maxmemory-policy volatile-lru, which drops "
                                                                  "the sessions used the longest ago")
    finally:
        client.config_set("maxmemory", 0)
        client.config_set("maxmemory-policy", "noeviction")
        client.close()


def test_a_redis_address_may_carry_the_pools_own_options(capsys, redis_url):
    status, lines, _ = check(capsys, "--store", redis_url + "?max_connections=50&timeout=3")
    assert status == 0 and lines["store"].startswith("ok: "), lines["store"]


def test_a_redis_that_refuses_is_told_from_one_that_is_not_there_and_says_why(capsys, redis_url):
    """A database out of range said "cannot be reached: ResponseError", and nothing of why."""
    status, lines, _ = check(capsys, "--store", redis_url.rsplit("/", 1)[0] + "/99")
    assert status == 1
    assert lines["store"].endswith("refused this server: ResponseError. (DB index is out of range)"), lines["store"]


@pytest.mark.parametrize(("store", "says"), [
    ("redis://127.0.0.1:99999/0", "Port out of range"),
    ("redis://127.0.0.1:6379/0?socket_timeout=abc", "Invalid value for 'socket_timeout'"),
    ("redis://127.0.0.1:6379/sessions", "The database must be a number"),
    ("redis://127.0.0.1:6379/0?foo=bar", "an option Redis does not know: foo"),
])
def test_a_store_address_redis_cannot_use_is_a_settings_error(capsys, store, says):
    """These gave a traceback (a port out of range, an option's value), or database 0 without a word."""
    assert cli.main(["check", "--store", store]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"reverserag: --store has value '{store}'. ") and says in err, err


def test_the_widget_says_when_it_is_not_minified(capsys):
    status, lines, _ = check(capsys, "--widget-minify", "false")
    assert status == 0
    assert re.fullmatch(SIZES + r", not minified \(REVERSERAG_WIDGET_MINIFY is off\)",
                        lines["widget"]), lines["widget"]


def test_a_password_in_an_address_is_not_printed():
    assert _where("redis://user:pw@cache.internal:6380/2") == "redis://user:***@cache.internal:6380/2"
    assert _where("http://127.0.0.1:8080/v1") == "http://127.0.0.1:8080/v1"
    assert _where("redis://cache:6379/0?password=s3cret&ssl_cert_reqs=none") == (
        "redis://cache:6379/0?password=***&ssl_cert_reqs=none")  # redis-py takes it there too


def test_a_password_with_characters_not_percent_encoded_is_not_printed_in_part(capsys):
    """``redis://:p@ss#w0rd-secret@host`` was shown as ``redis://:***@ss#w0rd-secret@…``: the password
    ended, as the URL parser read it, at its first "@" (or "#", "/", "?")."""
    assert _where("redis://:p@ss#w0rd-secret@127.0.0.1:6390/0") == "redis://:***@127.0.0.1:6390/0"
    assert _where("redis://bob:a/b?c#d@cache:6379/0") == "redis://bob:***@cache:6379/0"
    assert _where("https://s3cret-token@gateway.example/v1") == "https://***@gateway.example/v1"
    assert _where("redis://cache:6379/0?password=p@ss#w0rd&db=1") == "redis://cache:6379/0?password=***&db=1"
    assert cli.main(["check", "--store", "redis+unix://:p@ss#w0rd-secret@cache/0"]) == 2
    assert "w0rd-secret" not in capsys.readouterr().err  # the settings error quotes it, masked


def test_the_command_exits_with_the_status(fake_upstream):
    done = subprocess.run([sys.executable, "-m", "reverserag", "check", "--upstream", fake_upstream.url],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "answer     ok: " in done.stdout and done.stderr == ""
    done = subprocess.run([sys.executable, "-m", "reverserag", "check", "--upstream",
                           f"http://127.0.0.1:{free_port()}/v1"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "FAILED" in done.stdout
