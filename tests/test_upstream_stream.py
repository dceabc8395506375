"""The answer the upstream engine streams from the fake OpenAI-compatible server on loopback: words,
then a finish, without the model's reasoning, however the server frames the stream."""

from __future__ import annotations

import pytest

from reverserag.engines import replies
from reverserag.engines.base import Finish
from reverserag.engines.thinking import without_thinking
from reverserag.errors import UpstreamError
from upstream_helpers import MESSAGES, collect, through


def test_streams_deltas_then_finish_with_usage(fake_upstream):
    fake_upstream.knobs.reply = "Alpha beta gamma."
    items = collect(fake_upstream.url)
    assert "".join(i for i in items if isinstance(i, str)) == "Alpha beta gamma."
    assert items[-1] == Finish("stop", {"prompt_tokens": 10, "completion_tokens": 3,
                                        "total_tokens": 13})
    sent = fake_upstream.knobs.requests[-1]
    assert sent["stream"] is True and sent["model"] == "fake-model"
    assert sent["messages"] == MESSAGES and sent["max_tokens"] == 100


def test_a_reasoning_block_before_the_answer_never_reaches_the_visitor(fake_upstream):
    """A server without a reasoning parser (vLLM's default) sends a reasoning model's thinking in
    the answer, between <think> and </think>: the engine streams the answer alone."""
    fake_upstream.knobs.reply = "<think>The visitor asks about kettles. The page says $89.</think>\n\nIt costs $89."
    items = collect(fake_upstream.url)  # one word a chunk: the tags arrive split from the text
    assert "".join(i for i in items if isinstance(i, str)) == "It costs $89."
    assert items[-1].finish_reason == "stop"
    fake_upstream.knobs.reply = "<think>Still thinking when the tokens ran out"
    with pytest.raises(UpstreamError) as failed:
        collect(fake_upstream.url)
    assert failed.value.code == "upstream_reasoning_only"
    fake_upstream.knobs.reply = "Write <think> in a prompt and some models reason."
    items = collect(fake_upstream.url)  # a tag later on is the answer's text
    assert "".join(i for i in items if isinstance(i, str)) == "Write <think> in a prompt and some models reason."


@pytest.mark.parametrize(("tokens", "shown"), [
    (["<think>", "a", "</think>", "\n\n", "Answer."], "Answer."),
    (["  <thi", "nk>a</th", "ink>\n\nAn", "swer."], "Answer."),  # tags split across chunks
    (["<THINKING>a</thinking>Answer."], "Answer."),
    (["<", "b>bold</b>"], "<b>bold</b>"),  # another tag: sent as it came
    (["\n", "Plain."], "\nPlain."),
])
def test_the_reasoning_block_is_found_however_the_chunks_fall(tokens, shown):
    items, _ = through(without_thinking, [*tokens, Finish("stop", {})])
    assert "".join(i for i in items if isinstance(i, str)) == shown and items[-1] == Finish("stop", {})


def test_an_answer_cut_by_its_token_allowance_says_so(fake_upstream):
    """A model that runs out of tokens mid-sentence ends with "…", so the visitor sees the answer
    was cut, not finished; one cut at a sentence's end needs no mark."""
    fake_upstream.knobs.max_tokens = True
    fake_upstream.knobs.reply = " ".join(["The deluxe kettle folds flat and boils a litre"] * 20)
    items = collect(fake_upstream.url)  # max_tokens=100, a word a token
    text = "".join(i for i in items if isinstance(i, str))
    assert text.endswith("\u2026") and len(text[:-1].split()) == 100 and "\u2026" not in text[:-1]
    assert items[-1].finish_reason == "length"
    fake_upstream.knobs.reply = " ".join(["It folds quite flat."] * 50)  # 200 words: cut after the 25th
    items = collect(fake_upstream.url)
    assert "".join(i for i in items if isinstance(i, str)).endswith("folds quite flat.")
    assert items[-1].finish_reason == "length"
    fake_upstream.knobs.reply = "Short and finished"
    items = collect(fake_upstream.url)  # ended by the model: no mark, whatever its last word
    assert "".join(i for i in items if isinstance(i, str)) == "Short and finished"


def test_a_whole_reply_to_a_request_for_a_stream_is_the_answer(fake_upstream):
    fake_upstream.reset(reply="Alpha beta.", plain="json")
    items = collect(fake_upstream.url)
    assert items == ["Alpha beta.", Finish("stop", {"prompt_tokens": 10, "completion_tokens": 2,
                                                   "total_tokens": 12})]


def test_a_stream_labelled_json_is_read_as_a_stream(fake_upstream):
    fake_upstream.reset(reply="Alpha beta.", plain="mislabelled")
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)) == "Alpha beta."


@pytest.mark.parametrize(("plain", "code", "said"), [
    ("error", "upstream_error", "answered with an error: Model fake-model is loading"),
    ("html", "upstream_bad_response", "answered a web page, not an event stream: Sign in - Gateway"),
])
def test_a_reply_that_is_not_a_stream_says_what_it_was(fake_upstream, plain, code, said):
    fake_upstream.reset(plain=plain)
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.code == code and said in info.value.message


def test_only_the_first_choice_is_read(fake_upstream):
    fake_upstream.reset(reply="one two three", choices=2)
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)) == "one two three"


def test_an_empty_event_mid_stream_is_skipped(fake_upstream):
    fake_upstream.reset(reply="one two three", blank_after=1)
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)) == "one two three"


def test_a_stream_held_open_after_its_finish_ends_at_the_finish(fake_upstream, monkeypatch):

    monkeypatch.setattr(replies, "AFTER_FINISH_SECONDS", 0.2)
    fake_upstream.reset(reply="one two", hold_after_finish=True)
    items = collect(fake_upstream.url, upstream_read_timeout=30)
    assert items == ["one ", "two", Finish("stop", {"prompt_tokens": 10, "completion_tokens": 2,
                                                     "total_tokens": 12})]
