"""When ``ReverseRAG.extract()`` reads the page, in Chromium, Firefox and WebKit: after late content
settles, up to a cap, and not before the chat opens; the reading leaves the page as it was."""

from __future__ import annotations

import pytest
from harness import ORIGIN, Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


def test_late_content_is_captured(site: Site) -> None:
    # Asked for at once; the notes arrive about a second after load. How long the wait was depends
    # on how long loading took, so the test checks that the notes were still missing when it began,
    # and loads the page again (cached, quicker) when a busy machine took over a second.
    for _ in range(3):
        site.goto("/demo/late")
        busy, payload = site.page.evaluate("""async () => [
            document.getElementById('notes').getAttribute('aria-busy'),
            await window.ReverseRAG.extract()]""")
        if busy == "true":
            break
    assert busy == "true", "the notes were already in when extraction began, three times: loading took over a second"
    assert "Berth planning now handles vessels up to 400 metres long." in payload["content"]
    assert "Loading the release notes" not in payload["content"]
    assert payload["settle"]["timed_out"] is False
    assert 500 <= payload["settle"]["waited_ms"] < 3000  # at least one quiet period, after the notes


def test_endless_mutation_stops_at_the_cap(site: Site) -> None:
    site.goto("/demo/restless")
    payload = site.extract()
    assert payload["settle"]["timed_out"] is True
    assert 2900 <= payload["settle"]["waited_ms"] <= 3600
    assert "Vessels in port right now:" in payload["content"]


def test_settle_can_be_skipped(site: Site) -> None:
    site.goto("/demo/restless")
    assert site.extract(settle=False)["settle"] == {"waited_ms": 0, "timed_out": False}


def test_extraction_never_mutates_the_page(site: Site) -> None:
    site.goto("/demo/article")
    before = site.page.evaluate("() => document.documentElement.outerHTML")
    changes = site.page.evaluate("""async () => {
        let count = 0;
        const observer = new MutationObserver((records) => { count += records.length; });
        observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
        await window.ReverseRAG.extract({settle: false});
        await new Promise((resolve) => setTimeout(resolve, 50));
        observer.disconnect();
        return count;
    }""")
    assert changes == 0
    assert site.page.evaluate("() => document.documentElement.outerHTML") == before


def test_loading_the_script_twice_yields_one_widget(site: Site) -> None:
    tag = f'<script src="{ORIGIN}/reverserag.js" defer></script>'
    site.goto(site.html("/twice", "<main><p>Twice.</p></main>", script=tag + tag))
    site.page.add_script_tag(url=f"{ORIGIN}/reverserag.js")
    assert site.page.evaluate("() => document.querySelectorAll('reverserag-widget').length") == 1
    assert site.page.evaluate("() => typeof window.ReverseRAG.extract") == "function"


def test_nothing_is_read_or_sent_until_the_visitor_opens_the_chat(site: Site) -> None:
    site.goto("/demo/article")
    site.page.wait_for_timeout(700)
    assert not [url for url in site.requests if "/api/" in url]


def test_a_huge_page_is_read_in_steps_between_which_the_page_runs(site: Site) -> None:
    """Reading a page was one task, however long: a 50,000-row table froze its tab for 12 s (after
    the fix for rowIndex), on opening the chat and again before each question. The walk now pauses
    every 50 ms and the page runs in between: a timer the page set before the reading fires during
    it, again and again: at least once for every 100 ms the reading took (a pause every 50 ms, with
    room for a busy machine). A read in one step would give no turn however long it took. The page
    is big enough for several steps on a fast machine (Firefox read 15,000 paragraphs in two steps
    here, so 30,000); how long it took is read only to know how many turns to expect."""
    body = "<main>" + "".join(f"<p>Paragraph {i}, a sentence of the page.</p>" for i in range(30000)) + "</main>"
    site.goto(site.html("/huge", body))
    turns, took, last = site.page.evaluate("""async () => {
      let turns = 0, reading = true;
      const tick = () => { if (reading) { turns++; setTimeout(tick); } };
      setTimeout(tick);
      const started = performance.now();
      const payload = await ReverseRAG.extract({settle: false});
      const took = performance.now() - started;
      reading = false;
      return [turns, took, payload.content.includes('Paragraph 29999, a sentence of the page.')];
    }""")
    assert last
    assert took >= 150, f"read in {took:.0f} ms: too small a page to show its steps"
    assert turns >= max(2, int(took // 100)), (turns, took)


def test_what_the_page_takes_out_while_it_is_read_in_steps_is_not_read(site: Site) -> None:
    """The page runs between the walk's steps, and may take out elements the walk has still to read:
    one of them, faded, was asked for its parent's id (to tell a heading's hover link), had none, and
    the whole reading failed: extract() gave nothing (aktualne, in about half the runs)."""
    body = ("<main>" + "".join(f"<p>Paragraph {i}, a sentence of the page.</p>" for i in range(30000))
            + "".join(f'<div class="gone" style="opacity: 0">Teaser {i}</div>' for i in range(20)) + "</main>")
    site.goto(site.html("/huge-changing", body))
    payload, took = site.page.evaluate("""async () => {
      await ReverseRAG.extract({settle: false}); // the chat's file fetched: the next reading starts at once
      setTimeout(() => document.querySelectorAll('.gone').forEach((el) => el.remove()));
      const started = performance.now();
      const payload = await ReverseRAG.extract({settle: false});
      return [payload, performance.now() - started];
    }""")
    assert took >= 150, f"read in {took:.0f} ms: too small a page to be read in steps"
    assert payload and "Paragraph 29999, a sentence of the page." in payload["content"]
    assert "Teaser" not in payload["content"]
