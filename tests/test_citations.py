"""Citations into the page: block labels, the instruction, the stream filter and the offline engine."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from reverserag import analyzers, citations
from reverserag.engines import Finish
from reverserag.page import parse_page
from reverserag.passages import split_passages
from reverserag.settings import Settings
from sse_client import events, text_of
from test_api import create

LABELLED = {
    "url": "https://example.org/kettles",
    "title": "Solar kettles",
    "lang": "en",
    "content": (
        "# [¶1] Solar kettles\n\n[¶2] A solar kettle boils water with sunlight alone. It needs no fuel "
        "and works anywhere the sun shines on a clear day.\n\n## Pricing\n\n[¶3] The basic kettle "
        "costs $49. The deluxe kettle costs $89 and ships with a folding stand.\n\n- [¶4] Spare "
        "mirrors for the deluxe kettle cost $15 each.\n\n[¶5]\n| Part | Price |\n|---|---|\n| Stand | "
        "$20 |\n\n## Care\n\n[¶6] Wipe the mirror weekly. Store it dry in winter."
    ),
}


def run_filter(pieces: list[str], valid: set[int]) -> str:
    cite = citations.Filter(valid)
    return "".join(cite.feed(p) for p in pieces) + cite.flush()


@pytest.mark.parametrize(("pieces", "expected"), [
    (["The price is $49 [¶3]."], "The price is $49 [¶3]."),
    (["The price is $49 [", "¶", "3", "]."], "The price is $49 [¶3]."),  # split across tokens
    (["Made up [¶99]. Next."], "Made up. Next."),  # a label the model was never given
    (["Made up [¶99]and on"], "Made up and on"),  # words do not run together
    (["Both (¶2, ¶3) and ¶6 too"], "Both [¶2][¶3] and [¶6] too"),  # normalised
    (["Some [¶3; 99; ¶2] x"], "Some [¶3][¶2] x"),  # the invalid one goes, the rest stay
    (["Ends on [¶3"], "Ends on [¶3]"),  # the answer ends mid-label
    (["A [link](https://x.org) and (a remark)."], "A [link](https://x.org) and (a remark)."),
    (["The pilcrow ¶ sign"], "The pilcrow ¶ sign"),
    (["Open bracket at the end ["], "Open bracket at the end ["),
    (["Twice [¶3][¶3] is once"], "Twice [¶3] is once"),
])
def test_filter_keeps_only_labels_that_exist(pieces, expected):
    assert run_filter(pieces, {1, 2, 3, 4, 5, 6}) == expected


def test_filter_holds_back_only_while_a_citation_is_undecided():
    cite = citations.Filter({3})
    assert cite.feed("The price ") == "The price"  # a space waits: a citation may follow it
    assert cite.feed("is $49 [") == " is $49"  # " [" could start a citation
    assert cite.feed("¶3") == ""
    assert cite.feed("] and more") == " [¶3] and more"
    assert cite.flush() == ""


def test_filtered_stream_flushes_before_the_finish():
    async def source():
        for piece in ["Price ", "[¶", "3"]:
            yield piece
        yield Finish("stop", {})

    async def collect():
        return [item async for item in citations.filtered(source(), {3})]

    items = asyncio.run(collect())
    assert "".join(i for i in items if isinstance(i, str)) == "Price [¶3]"
    assert isinstance(items[-1], Finish)


def test_labels_and_their_removal():
    content = LABELLED["content"]
    assert citations.labels_in(content) == frozenset(range(1, 7))
    assert citations.labels_in("no labels here") == frozenset()
    stripped = citations.strip_labels(content)
    assert "¶" not in stripped and stripped.startswith("# Solar kettles\n\nA solar kettle")


def test_analyzers_do_not_count_labels_as_words():
    with_labels = parse_page(LABELLED, max_content_chars=100_000)
    without = parse_page({**LABELLED, "content": citations.strip_labels(LABELLED["content"])},
                         max_content_chars=100_000)
    assert analyzers.render(analyzers.run(with_labels)) == analyzers.render(analyzers.run(without))


def test_passages_carry_their_block_label():
    by_text = {p.text: p for p in split_passages(LABELLED["content"])}
    assert by_text["The basic kettle costs $49."].label == 3
    assert by_text["The deluxe kettle costs $89 and ships with a folding stand."].label == 3
    assert by_text["Spare mirrors for the deluxe kettle cost $15 each."].label == 4
    assert by_text["Stand — Price: $20"].label == 5  # a table: its label stands on the line before
    assert by_text["Wipe the mirror weekly."].label == 6
    assert all("¶" not in p.text and "¶" not in p.heading for p in by_text.values())


def test_offline_engine_cites_the_blocks_it_quotes(app_server):
    base = app_server()
    session = create(base, LABELLED)
    answer = text_of(events(f"{base}/api/sessions/{session['session_id']}/messages",
                            {"content": "How much does the deluxe kettle cost?"}))
    assert "The deluxe kettle costs $89" in answer
    assert "[¶3]" in answer
    assert citations.labels_in(answer) <= frozenset(range(1, 7))
    greeting = text_of(events(f"{base}/api/sessions/{session['session_id']}/greeting"))
    assert "[¶2]" in greeting  # the greeting quotes the page's opening block


def test_the_model_is_told_to_cite_and_fabrications_never_reach_the_visitor(app_server, fake_upstream):
    """Also the bug where [¶12], the instruction's own example, counted as given on every page."""
    fake_upstream.knobs.reply = "The deluxe costs $89 [¶3], the stand $20 [¶42] (¶5), mirrors [¶12]."
    base = app_server(Settings(upstream_url=fake_upstream.url))
    session = create(base, LABELLED)
    sid = session["session_id"]
    answer = text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "Prices?"}))
    assert answer == "The deluxe costs $89 [¶3], the stand $20 [¶5], mirrors."
    request = [r for r in fake_upstream.knobs.requests if "response_format" not in r][-1]
    system = request["messages"][0]["content"]
    assert citations.INSTRUCTION in system and "[¶3] The basic kettle" in system
    # The history keeps what the visitor saw, so the next turn repeats no fabrication either.
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history[-1]["content"] == answer


def test_pages_without_labels_get_no_citation_instruction(app_server, fake_upstream):
    from test_api import PAGE

    fake_upstream.knobs.reply = "It costs $49 [¶1]."
    base = app_server(Settings(upstream_url=fake_upstream.url))
    sid = create(base, PAGE)["session_id"]
    answer = text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "Price?"}))
    assert answer == "It costs $49."
    request = [r for r in fake_upstream.knobs.requests if "response_format" not in r][-1]
    assert citations.INSTRUCTION not in request["messages"][0]["content"]


def test_labels_cut_by_the_budget_do_not_exist(app_server, fake_upstream):
    blocks = [f"[¶{n}] Paragraph {n} says something about kettles and mirrors in some detail."
              for n in range(1, 2001)]
    page = {**LABELLED, "content": "\n\n".join(blocks)}
    fake_upstream.knobs.reply = "First [¶1], last [¶2000]."
    base = app_server(Settings(upstream_url=fake_upstream.url, context_window=4096))
    session = create(base, page)
    assert session["budget"]["truncated"]
    answer = text_of(events(f"{base}/api/sessions/{session['session_id']}/messages", {"content": "?"}))
    assert answer == "First [¶1], last."
