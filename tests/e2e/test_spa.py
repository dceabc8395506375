"""Single-page apps and pages whose text changes under the conversation, in real Chromium.

The widget compares the page with what its conversation read whenever the visitor opens the chat
or asks: a new address (a fragment that is only an anchor does not count) is read again, settled;
at the same address a quick read (no settling) decides, and a tenth of the text new starts the
conversation over with its history. Each test here failed on the widget before it did so (found by
a QA pass on single-page-app patterns). The API is answered in the page (:class:`RoutedAPI`), which
keeps every payload the widget sent.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from harness import ORIGIN, Site
from playwright.sync_api import Page, expect
from routed_api import Reply, RoutedAPI, Widget

E2E = Path(__file__).parent
REACT = E2E / "node_modules" / "react"

TIMETABLE = """<header><p id="clock">Updated just now</p></header>
<main><h1>Timetable</h1>
<p>The night train leaves at 21:40 from platform 4 and reaches Vienna at 09:05 the next morning.</p>
<p>Bicycles travel in the last carriage and must be booked together with the ticket.</p>
<h2 id="meals">Meals</h2>
<p>The restaurant car serves dinner until 23:00 and breakfast from 07:00.</p>
<ul id="more"></ul></main>
<nav><a id="fares" href="/fares">Fares</a></nav>
<script>
  let ticks = 0;
  window.tick = () => (document.getElementById('clock').textContent = 'Updated ' + ++ticks + ' seconds ago');
  window.more = () => document.getElementById('more').insertAdjacentHTML('beforeend',
    '<li>Dogs on a lead travel free of charge in every carriage of the night train.</li>' +
    '<li>Quiet carriages have no announcements after 22:00.</li>');
  window.fares = () => (document.querySelector('main').innerHTML =
    '<h1>Fares</h1><p>A couchette costs 89 euros and a sleeper cabin 159 euros for one traveller.</p>');
  document.getElementById('fares').onclick = (event) => {
    event.preventDefault();
    history.pushState({}, '', '/fares'); // the content comes later, when fares() is called
  };
</script>"""


@pytest.fixture
def widget(page: Page) -> Widget:
    return Widget(page)


def _open(site: Site, widget: Widget, **api: Any) -> RoutedAPI:
    routed = RoutedAPI(site.page, **api)
    site.page.add_init_script("""window.__navigated = [];
        document.addEventListener('reverserag:navigate', (e) => window.__navigated.push(e.detail));""")
    site.goto(site.html("/timetable", TIMETABLE))
    widget.launcher.click()
    widget.wait_for_answers(1)
    return routed


def _created(api: RoutedAPI) -> list[dict[str, Any]]:
    """The payloads of every session the widget made, in order."""
    return [body for method, path, body in api.requests if method == "POST" and path == "/api/sessions"]


def _asked(api: RoutedAPI) -> list[str]:
    """The session each question went to."""
    return [path.split("/")[3] for method, path, _ in api.requests if method == "POST" and path.endswith("/messages")]


def test_an_anchor_and_a_ticking_clock_keep_the_conversation(site: Site, widget: Widget) -> None:
    """A table-of-contents link on a page with a clock started the conversation over, without its
    history, and said the page changed to the page it was on."""
    api = _open(site, widget)
    site.page.evaluate("tick(); location.hash = '#meals'; tick()")
    widget.ask("When does the restaurant car close?")
    widget.wait_for_answers(2)
    site.page.evaluate("tick()")
    widget.ask("And breakfast?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1"] and _asked(api) == ["s1", "s1"]
    expect(widget.notices).to_have_count(0)
    assert site.page.evaluate("window.__navigated") == []


def test_text_that_changes_under_the_conversation_is_read_again(site: Site, widget: Widget) -> None:
    """'Load more', tabs: the text on screen was never sent ("I could not find that"). Now a tenth
    of the text new is read again, and the conversation goes on with its history."""
    api = _open(site, widget)
    widget.ask("When does the train leave?")
    widget.wait_for_answers(2)
    site.page.evaluate("more()")
    widget.ask("Can my dog come?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1", "s2"] and _asked(api) == ["s1", "s2"]
    renewed = _created(api)[1]
    assert "Dogs on a lead travel free" in renewed["content"]
    # The question being asked goes too, as when an expired session is made anew: the server keeps
    # answered questions only (page.parse_history).
    assert [m["content"] for m in renewed["history"]] == ["Hello! Ask me about this page.",
                                                          "When does the train leave?", "Answer 1.", "Can my dog come?"]
    expect(widget.notices).to_have_text(["The page changed to \u201cTest page\u201d. I have read it again; ask away."])
    assert site.page.evaluate("window.__navigated") == [{"from": f"{ORIGIN}/timetable", "to": f"{ORIGIN}/timetable"}]


def test_a_page_read_before_its_content_came_is_read_again(site: Site, widget: Widget) -> None:
    """A router that changes the address first and the content later (data loaders): the question
    asked in between was read against the old text, and that reading stuck to the new address for
    good. Now the next question sees the new text."""
    api = _open(site, widget)
    site.page.get_by_role("link", name="Fares").click()
    widget.ask("What does a couchette cost?")  # the timetable is still on screen
    widget.wait_for_answers(2)
    assert api.sessions == ["s1"]
    site.page.evaluate("fares()")
    widget.ask("And a sleeper cabin?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1", "s2"] and _asked(api) == ["s1", "s2"]
    assert "A couchette costs 89 euros" in _created(api)[1]["content"]
    assert _created(api)[1]["url"] == f"{ORIGIN}/fares"


def test_a_navigation_reads_the_page_once_and_disables_old_citations(site: Site, widget: Widget) -> None:
    """After a navigation the page was read twice, each read waiting for the page to settle (6 s on
    a page with a ticker); and the earlier answers' citations stayed live, showing the new page's
    block of the same number; and the source last shown stayed highlighted."""
    site.page.add_init_script("""window.__observers = 0;
        const Observer = window.MutationObserver;
        window.MutationObserver = class extends Observer {
            constructor(callback) { super(callback); window.__observers++; }
        };""")
    api = _open(site, widget, greeting="The train leaves at 21:40 [\u00b61].")
    cite = widget.assistant.first.locator('[data-action="cite"]').first
    assert _cite(widget, 0, 1).startswith("The night train leaves")
    site.page.evaluate("document.getElementById('fares').click(); fares()")
    before = site.page.evaluate("window.__observers")
    widget.ask("What does a couchette cost?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1", "s2"]
    assert site.page.evaluate("window.__observers") - before == 1  # one settled read
    expect(cite).to_be_disabled()
    expect(cite).to_have_accessible_name("Source 1 (no longer on this page)")  # it said "Show source 1 on the page"
    assert site.page.evaluate("CSS.highlights.size") == 0  # the old page's source is highlighted no more


def test_a_source_still_on_the_page_stays_live_when_the_page_changes_below_it(site: Site, widget: Widget) -> None:
    """Entries that came below a cited paragraph ("load more") start the conversation over, and every
    earlier source was disabled as "no longer on this page" though its paragraph was there under the
    same label. Now only a source whose block changed is; the others stay, after a reload too."""
    api = _open(site, widget, greeting="The train leaves at 21:40 [\u00b61].")
    site.page.evaluate("more()")
    widget.ask("Can my dog come?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1", "s2"]
    greeting = widget.assistant.first
    for button in greeting.locator(".cite[data-cite='1']").first, greeting.locator(".source"):
        expect(button).to_be_enabled()
    assert _cite(widget, 0, 1).startswith("The night train leaves")
    site.page.reload()
    widget.wait_for_answers(2)
    site.page.evaluate("more()")  # the page as it was read: the kept session's
    expect(widget.assistant.first.locator(".source")).to_be_enabled()
    assert _cite(widget, 0, 1).startswith("The night train leaves")


DRAWER = """<header><input type="checkbox" id="menu" hidden><label for="menu" id="burger">Menu</label>
<nav id="drawer"><a href="/a">Timetables</a> <a href="/b">Fares and tickets</a> <a href="/c">Night trains</a>
<a href="/d">Bicycles on board</a> <a href="/e">Travelling with dogs</a> <a href="/f">Accessibility</a></nav></header>
<style>#drawer { display: none } #menu:checked ~ #drawer { display: block }</style>
<main><h1>Timetable</h1>
<p>The night train leaves at 21:40 from platform 4 and reaches Vienna at 09:05 the next morning.</p>
<p>The restaurant car serves dinner until 23:00 and breakfast from 07:00.</p></main>"""


TOC = """<main><article><h1>Installation</h1>
<div class="theme-doc-toc-mobile"><button type="button" id="toc-button" aria-expanded="false">On this page</button>
<div id="toc" hidden><ul><li><a href="#install">Install the package</a></li>
<li><a href="#create">Create a logger</a></li><li><a href="#options">Options</a></li>
<li><a href="#levels">Levels</a></li></ul></div></div>
<p>Fastlog is a structured logger for Node.js. It requires Node.js 18 or later.</p>
<h2 id="install">Install the package</h2><p>Run npm install fastlog in your project.</p>
<h2 id="create">Create a logger</h2><p>Call createLogger with your options to get a logger.</p>
<h2 id="options">Options</h2><p>The level option sets the lowest level written.</p>
<h2 id="levels">Levels</h2><p>Levels are debug, info, warn and error.</p></article></main>
<script>
  document.getElementById('toc-button').onclick = () => (document.getElementById('toc').hidden = false);
</script>"""


@pytest.mark.parametrize(("html", "opener", "link", "cited"), [
    (DRAWER, "#burger", "Fares and tickets", "The night train leaves"),
    (TOC, "#toc-button", "Create a logger", "Fastlog is a structured logger"),
], ids=["drawer", "contents"])
def test_a_menu_or_a_table_of_contents_opened_is_not_a_new_page(
        site: Site, widget: Widget, html: str, opener: str, link: str, cited: str) -> None:
    """A hamburger's drawer opened (its links shown by a click, as MkDocs Material's on a phone) was
    taken for the page changing: "The page changed … I have read it again", a new session, and every
    earlier source disabled (a QA pass); so was Docusaurus's "On this page" opened on a phone, a list
    of links to the page's own headings in no <nav> (QA57 #29). The conversation goes on; its sources
    stay live."""
    api = RoutedAPI(site.page, greeting="It says so [\u00b61].")
    site.goto(site.html("/menu", html))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.locator(opener).click()
    expect(site.page.get_by_role("link", name=link)).to_be_visible()
    widget.ask("What else does it say?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1"] and _asked(api) == ["s1"]
    expect(widget.notices).to_have_count(0)
    assert _cite(widget, 0, 1).startswith(cited)


LIVE = """<header><p><span id="stamp"></span> seconds in, the departures board was read</p></header>
<main><h1>Timetable</h1>
<p>The night train leaves at 21:40 from platform 4 and reaches Vienna at 09:05 the next morning.</p>
<p>Bicycles travel in the last carriage and must be booked together with the ticket.</p>
<p>The restaurant car serves dinner until 23:00 and breakfast from 07:00 the next morning.</p>
<p>Couchettes sleep six in a compartment; sleeper cabins take one, two or three travellers.</p>
<p>Dogs on a lead travel free of charge in every carriage, except in the restaurant car.</p>
<p>Quiet carriages have no announcements after 22:00 and their lights are dimmed at night.</p></main>
<script>
  window.tick = () => (document.getElementById('stamp').textContent = performance.now().toFixed(3));
  tick(); // a different time on every load
</script>"""


def _cite(widget: Widget, answer: int, label: int) -> str:
    """Clicks source ``label`` of answer ``answer`` (from 0): the text the page highlighted, as the
    session read it (the widget's ``cite`` event), or "" when it highlighted nothing."""
    page = widget.page
    page.evaluate("""() => { window.__cited = null; document.addEventListener('reverserag:cite',
        (e) => (window.__cited = e.detail.text), {once: true}); CSS.highlights.clear(); }""")
    widget.assistant.nth(answer).locator(f'.cite[data-cite="{label}"]').click()  # handled as it is dispatched
    cited, highlighted = page.evaluate("() => [window.__cited, CSS.highlights.size]")
    assert bool(cited) == bool(highlighted)
    return cited or ""


def test_citations_survive_a_reload_of_a_page_with_live_text(site: Site, widget: Widget) -> None:
    """After a reload, a page whose text was not quite the same (a time, a counter, a banner that
    rotates) lost every citation of the conversation: the restored answers' and every later one's.
    (A tenth of the text new would be a new page: the board's line is less.)"""
    api = RoutedAPI(site.page, greeting="It leaves at 21:40 [\u00b62], as the board said [\u00b61].",
                    replies=[Reply("Book bicycles with the ticket [\u00b63].")])
    site.goto(site.html("/live", LIVE))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.reload()
    expect(widget.panel).to_be_visible()  # it was open, so it opens again
    widget.wait_for_answers(1)
    assert _cite(widget, 0, 2).startswith("The night train leaves at 21:40")
    expect(widget.assistant.first.locator('.cite[data-cite="1"]')).to_be_disabled()  # the board's time changed
    widget.ask("Can I bring my bicycle?")
    widget.wait_for_answers(2)
    assert _cite(widget, 1, 3).startswith("Bicycles travel in the last")
    assert api.sessions == ["s1"]


def test_a_cited_block_that_changes_takes_only_its_own_source_away(site: Site, widget: Widget) -> None:
    """A clock inside one cited block made every source of the conversation "no longer there"."""
    RoutedAPI(site.page, greeting="It leaves at 21:40 [\u00b62], as the board said [\u00b61].")
    site.goto(site.html("/live", LIVE))
    widget.launcher.click()
    widget.wait_for_answers(1)
    assert _cite(widget, 0, 1).endswith(" seconds in, the departures board was read")
    site.page.evaluate("tick()")
    assert _cite(widget, 0, 1) == ""
    expect(site.page.locator("reverserag-widget .status")).to_have_text("That part of the page is no longer there.")
    assert _cite(widget, 0, 2).startswith("The night train leaves at 21:40")


BLOG = """<main><h1>Live: the night train</h1><div id="feed">
<p>21:40 The night train left platform 4 on time, with every couchette booked.</p>
<p>21:10 Boarding has begun on platform 4 for the night train to Vienna.</p>
</div></main>
<script>
  window.post = () => (sessionStorage.posted = document.getElementById('feed').insertAdjacentHTML('afterbegin',
    '<p>23:15 The night train crossed the border at Salzburg ten minutes ahead of time.</p>' +
    '<p>22:30 The restaurant car stopped serving dinner; breakfast is served from seven.</p>'));
  window.edit = () => (sessionStorage.edited = document.querySelector('#feed p:last-of-type').previousElementSibling
    .textContent = '21:40 The night train left platform 4 twelve minutes late, after a signal fault.');
  if (sessionStorage.posted) post(); // the entries are there on a reload
  if (sessionStorage.edited) edit();
</script>"""


def _blog(site: Site, widget: Widget, change: str) -> RoutedAPI:
    """The live blog, its greeting citing its first entry; ``change`` run on the page; a question asked,
    which the changed page answers in a new session."""
    api = RoutedAPI(site.page, greeting="It left on time [\u00b61].",
                    replies=[Reply("It crossed the border early [\u00b61].")])
    site.goto(site.html("/blog", BLOG))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.evaluate(change)
    widget.ask("Where is the train now?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1", "s2"]
    return api


def test_a_source_moved_down_by_new_entries_above_it_stays_under_its_new_number(site: Site, widget: Widget) -> None:
    """A live blog that prepends entries (QA57 #22): every earlier answer's source below them was
    disabled as "no longer on this page", its paragraph there and unchanged, one label down. It is
    now numbered as it reads now, in the answer, under it and in what the model is given back, and
    still shows its paragraph, after a reload too."""
    api = _blog(site, widget, "post()")
    greeting = widget.assistant.first
    for button in greeting.locator("p .cite"), greeting.locator(".source"):
        expect(button).to_be_enabled()
        expect(button).to_have_attribute("data-cite", "3")
    expect(greeting.locator("p .cite")).to_have_accessible_name("Show source 3 on the page")
    expect(greeting.locator(".source")).to_contain_text("Source 3 on the page")
    assert _cite(widget, 0, 3).startswith("21:40 The night train left platform 4 on time")
    assert _cite(widget, 1, 1).startswith("23:15 The night train crossed the border")
    assert [m["content"] for m in _created(api)[1]["history"]][0] == "It left on time [\u00b63]."
    site.page.reload()
    widget.wait_for_answers(2)
    expect(widget.assistant.first.locator(".source")).to_be_enabled()
    assert _cite(widget, 0, 3).startswith("21:40 The night train left platform 4 on time")
    assert _cite(widget, 1, 1).startswith("23:15 The night train crossed the border")


def test_sources_of_answers_from_before_the_page_changed_stay_dead_after_a_reload(site: Site, widget: Widget) -> None:
    """A live blog that prepends entries and corrects one: the answers from before the conversation
    read the page again had their sources disabled, but after a reload their labels went to the new
    reading's blocks of the same number, and a click highlighted an entry they never cited."""
    _blog(site, widget, "post(); edit()")
    expect(widget.assistant.first.locator(".cite")).to_have_count(2)  # the chip and its source
    for button in (widget.assistant.first.locator(".cite[data-cite='1']").first,
                   widget.assistant.first.locator(".source")):
        expect(button).to_be_disabled()
    assert _cite(widget, 1, 1).startswith("23:15 The night train crossed the border")
    site.page.reload()
    widget.wait_for_answers(2)
    for button in widget.assistant.first.locator(".source"), widget.assistant.first.locator("p .cite"):
        expect(button).to_be_disabled()
        expect(button).to_have_accessible_name("Source 1 (no longer on this page)")
    assert _cite(widget, 1, 1).startswith("23:15 The night train crossed the border")


def test_a_page_that_changed_while_it_reloaded_is_read_again(site: Site, widget: Widget) -> None:
    """A live blog reloaded for its new entries: the conversation went on with the page as it read
    before the reload, so "what is new?" was answered without the entries now at the top."""
    api = RoutedAPI(site.page)
    site.goto(site.html("/blog", BLOG))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.evaluate("sessionStorage.posted = 1")  # published while the visitor reads: there on a reload
    site.page.reload()
    widget.wait_for_answers(1)
    widget.ask("What is new?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1", "s2"] and _asked(api) == ["s2"]
    assert "23:15 The night train crossed the border" in _created(api)[1]["content"]
    expect(widget.notices).to_have_text(["The page changed to \u201cTest page\u201d. I have read it again; ask away."])


SKELETON = """<main id="app" aria-busy="true"><p class="skeleton">Loading the timetable…</p></main>
<script>
  window.render = () => {
    const app = document.getElementById('app');
    app.innerHTML = '<h1>Timetable</h1>' +
      '<p>The night train leaves at 21:40 from platform 4 and reaches Vienna at 09:05 the next morning.</p>' +
      '<p>Bicycles travel in the last carriage and must be booked together with the ticket.</p>';
    app.removeAttribute('aria-busy');
  };
</script>"""


def test_a_page_that_renders_after_a_reload_keeps_the_conversation_and_its_sources(site: Site, widget: Widget) -> None:
    """An app that shows a skeleton until its data comes: after a reload the conversation, kept
    open, was shown on the skeleton, so every source of it and of the next answer was dead, and
    the first question started the conversation over ("The page changed…")."""
    api = RoutedAPI(site.page, greeting="It leaves at 21:40 [\u00b61].",
                    replies=[Reply("Book it with the ticket [\u00b62].")])
    site.goto(site.html("/app", SKELETON))
    site.page.evaluate("render()")
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.add_init_script("""const get = Storage.prototype.getItem;
        Storage.prototype.getItem = function (key) {
            if (key.startsWith('reverserag:/')) window.__restored = true; // the kept conversation is read
            return get.call(this, key);
        };""")
    site.page.reload()
    site.page.wait_for_function("() => window.__restored")
    site.page.evaluate("render()")  # the data comes
    widget.wait_for_answers(1)
    assert _cite(widget, 0, 1).startswith("The night train leaves at 21:40")
    widget.ask("Can I bring my bicycle?")
    widget.wait_for_answers(2)
    assert _cite(widget, 1, 2).startswith("Bicycles travel in the last")
    assert api.sessions == ["s1"]
    expect(widget.notices).to_have_count(0)



def test_a_chat_closed_while_the_page_renders_after_a_reload_stays_closed(site: Site, widget: Widget) -> None:
    """A conversation kept open waits for the page to settle before it is shown again; a visitor who
    opened it and closed it in that wait had it open again once the page had rendered."""
    RoutedAPI(site.page, greeting="It leaves at 21:40 [\u00b61].")
    site.goto(site.html("/app", SKELETON))
    site.page.evaluate("render()")
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.reload()  # still busy (aria-busy) until render(): the kept chat waits
    widget.launcher.click()
    expect(widget.panel).to_be_visible()
    widget.close.click()
    expect(widget.panel).to_be_hidden()
    site.page.evaluate("render()")  # the page settles half a second later
    site.page.wait_for_timeout(1500)
    expect(widget.panel).to_be_hidden()
    expect(widget.launcher).to_have_attribute("aria-expanded", "false")

CAROUSEL = """<main><h1>Timetable</h1>
<div aria-roledescription="carousel">
<p class="slide">The night train leaves at 21:40 from platform 4 and reaches Vienna at 09:05.</p>
<p class="slide" hidden>Bicycles travel in the last carriage and must be booked with the ticket.</p></div>
<p>The restaurant car serves dinner until 23:00 and breakfast from 07:00 every single day.</p></main>
<script>window.next = () => document.querySelectorAll('.slide').forEach((s) => (s.hidden = !s.hidden));</script>"""


def test_a_source_on_a_slide_turned_away_says_it_is_not_there(site: Site, widget: Widget) -> None:
    """A carousel turned the cited slide away (hidden, still in the page): a click on its source
    highlighted text that nobody could see and scrolled nowhere, and said nothing."""
    RoutedAPI(site.page, greeting="It leaves at 21:40 [\u00b61] and dinner is until 23:00 [\u00b62].")
    site.goto(site.html("/carousel", CAROUSEL))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.evaluate("next()")
    assert _cite(widget, 0, 1) == ""
    expect(site.page.locator("reverserag-widget .status")).to_have_text("That part of the page is no longer there.")
    assert _cite(widget, 0, 2).startswith("The restaurant car serves dinner")
    site.page.evaluate("next()")  # the slide comes round again
    assert _cite(widget, 0, 1).startswith("The night train leaves at 21:40")


TURNING = """<style>.c { overflow: hidden; width: 600px } .t { display: flex } .s { flex: 0 0 100% }</style>
<main><h1>Reviews</h1><p>Here is what three of our customers told us after their first year with Stackwise.</p>
<section class="c" id="c" aria-roledescription="carousel" aria-label="Testimonials"><div class="t" id="t">
<div class="s" role="group" aria-roledescription="slide" aria-hidden="true">
  <blockquote>Support answered every ticket within an hour, even on a Sunday.</blockquote></div>
<div class="s" role="group" aria-roledescription="slide">
  <blockquote>Stackwise cut our release time from two days to forty minutes.</blockquote></div>
<div class="s" role="group" aria-roledescription="slide">
  <blockquote>The audit log alone paid for the Team plan during our SOC 2 review.</blockquote></div>
<div class="s" role="group" aria-roledescription="slide">
  <blockquote>Support answered every ticket within an hour, even on a Sunday.</blockquote></div>
</div></section></main>
<script>let i = 1; // the copy of the last slide comes first
  window.turn = () => (t.style.transform = 'translateX(' + (-100 * (i = i % 3 + 1)) + '%)'); turn();</script>"""


def test_a_carousel_that_turns_by_itself_is_read_whole_and_changes_nothing(site: Site, widget: Widget) -> None:
    """qa55 #4: a carousel the page turns every few seconds started the conversation over at nearly
    every question ("The page changed…"), disabled the sources of earlier answers ("no longer on
    this page") and was only ever read at the slide in view. Now its real slides are read, in order,
    once (not the copy a looping one shows at its start, `aria-hidden`), and its turning changes
    nothing read; a click on a slide's source shows the carousel, its window on the slides unscrolled."""
    api = RoutedAPI(site.page, greeting="It cut release time [\u00b62] and paid for itself [\u00b63].")
    site.goto(site.html("/reviews", TURNING))
    widget.launcher.click()
    widget.wait_for_answers(1)
    content = _created(api)[0]["content"]
    assert "> [\u00b62] Stackwise cut our release time" in content and "> [\u00b63] The audit log alone" in content
    assert content.count("Support answered every ticket") == 1
    assert content.index("Stackwise cut") < content.index("The audit log") < content.index("Support answered")
    for question in ("What do customers say?", "What about support?"):
        site.page.evaluate("turn()")
        widget.ask(question)
        widget.wait_for_answers(3 if "support" in question else 2)
    assert api.sessions == ["s1"] and _asked(api) == ["s1", "s1"]
    expect(widget.notices).to_have_count(0)
    assert _cite(widget, 0, 3).startswith("The audit log alone paid")  # not in view: the carousel shows slide 3
    assert site.page.evaluate("[c.scrollLeft, c.scrollTop]") == [0, 0]


COUNTERS = """<main><h1>Stackwise</h1>
<p>Stackwise ships your code to production with one command, and rolls it back with another.</p>
<p>Trusted by <b data-to="10000">0</b>+ teams worldwide, in forty countries.</p>
<p>Requests served last year: <b data-target="42" data-suffix="M">0</b>, from six regions.</p>
<p>Deploys this month: <b id="deploys">0</b>, every one of them rolled out without downtime.</p>
""" + "".join(f"<p>Region {n} runs its own build cache, its own artifact store and its own rollback queue.</p>"
              for n in range(10)) + """</main>
<script>window.count = (n) => (deploys.textContent = n.toLocaleString('en-US'));</script>"""


def test_numbers_that_count_up_are_read_as_they_end(site: Site, widget: Widget) -> None:
    """qa55 #5: numbers that count up from 0 once scrolled into view were read as 0 ("Trusted by 0+
    teams"), and stayed 0 after the visitor saw 10,000: too small a change to read again. Now a
    counter is read as the number its element says it counts to (`data-to`), and a 0 that counted up
    otherwise (its target in the script) is read again, quietly, with the conversation's history; once:
    a number that goes on changing (a clock, a score) starts nothing over at every question."""
    api = RoutedAPI(site.page)
    site.goto(site.html("/stats", COUNTERS))
    widget.launcher.click()
    widget.wait_for_answers(1)
    content = _created(api)[0]["content"]
    assert "Trusted by **10000**+ teams" in content and "Deploys this month: **0**," in content
    assert "Requests served last year: **42M**," in content
    site.page.evaluate("count(1204)")
    widget.ask("How many deploys this month?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1", "s2"] and _asked(api) == ["s2"]
    assert "Deploys this month: **1,204**," in _created(api)[1]["content"]
    assert [m["content"] for m in _created(api)[1]["history"]][-1] == "How many deploys this month?"
    expect(widget.notices).to_have_text([])
    for n, question in enumerate(("And now?", "And since?"), 3):
        site.page.evaluate(f"count({1204 + n})")
        widget.ask(question)
        widget.wait_for_answers(n)
    assert api.sessions == ["s1", "s2"] and _asked(api) == ["s2", "s2", "s2"]


def test_text_that_only_goes_away_stays_in_the_conversation(site: Site, widget: Widget) -> None:
    """What a dialog or a toast showed is still quoted after it closed (qa54 #15): a decision, not an
    accident. The visitor saw it, and text that only goes away starts nothing over (a toast that fades
    would start the conversation over every time); its source is still listed, and a click on it says
    it is no longer there. New text on the page, as ever, is read again."""
    api = RoutedAPI(site.page, greeting="Hello.", replies=[Reply("Alex and Sam were told [\u00b62].")])
    site.goto(site.html("/saved", """<main><h1>Orbit</h1><p>Orbit is the project dashboard of the
        platform team, with its milestones, its budget and its risks.</p></main>
        <div role="status" id="toast">Your changes were saved, and Alex and Sam were notified by email.</div>"""))
    widget.launcher.click()
    widget.wait_for_answers(1)
    assert "[\u00b62] Your changes were saved" in _created(api)[0]["content"]
    site.page.evaluate("toast.remove()")
    widget.ask("Who was notified?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1"] and _asked(api) == ["s1"]
    expect(widget.notices).to_have_count(0)
    assert _cite(widget, 1, 2) == ""
    expect(site.page.locator("reverserag-widget .status")).to_have_text("That part of the page is no longer there.")


def test_sources_outlive_a_session_that_expires_after_a_navigation(site: Site, widget: Widget) -> None:
    """A session that expired after the page had changed once was made anew and compared with the
    page before the change, so every source of the conversation was disabled, on a page that had
    not changed since they were given."""
    api = _open(site, widget)
    site.page.evaluate("document.getElementById('fares').click(); fares()")
    api.replies.append(Reply("A couchette is 89 euros [\u00b61]."))
    widget.ask("What does a couchette cost?")
    widget.wait_for_answers(2)
    assert _cite(widget, 1, 1).startswith("A couchette costs 89 euros")
    api.live.discard("s2")  # expired on the server
    widget.ask("And a sleeper?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1", "s2", "s3"]
    expect(widget.assistant.nth(1).locator(".cite")).to_have_count(2)  # the chip and its source
    for button in widget.assistant.nth(1).locator(".cite").all():
        expect(button).to_be_enabled(timeout=2_000)
    assert _cite(widget, 1, 1).startswith("A couchette costs 89 euros")


def test_a_page_that_keeps_its_title_is_named_by_its_first_heading(site: Site, widget: Widget) -> None:
    """A single-page app that never sets document.title (vue-router without a title hook) was said
    to have changed to the page the visitor had just left, by that page's title; then by its raw
    address (qa54 #13). It is named by what the visitor reads first there: its first heading."""
    _open(site, widget, greeting="Hello.")
    title = site.page.title()
    site.page.evaluate("document.getElementById('fares').click(); fares()")
    widget.ask("What does a couchette cost?")
    widget.wait_for_answers(2)
    expect(widget.notices.last).to_contain_text("The page changed to \u201cFares\u201d")
    assert title and title not in widget.notices.last.inner_text()



def test_a_page_that_grows_after_a_navigation_is_read_again_without_a_second_notice(site: Site, widget: Widget) -> None:
    """A shop's product page whose reviews come 800 ms after the route changed (QA49 F2): the next
    question read them, and the chat said "The page changed to …" a second time, of the page the
    visitor had not left. A page the last notice named is read again without a word."""
    api = _open(site, widget, greeting="Hello.")
    site.page.evaluate("document.getElementById('fares').click(); fares()")
    widget.ask("What does a couchette cost?")
    widget.wait_for_answers(2)
    expect(widget.notices).to_have_count(1)
    site.page.evaluate("""document.querySelector('main').insertAdjacentHTML('beforeend',
        '<h2>Reviews</h2><p>Slept well in the sleeper cabin; the attendant brought coffee at seven.</p>')""")
    widget.ask("What do reviewers say?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1", "s2", "s3"] and _asked(api) == ["s2", "s3"]
    assert "the attendant brought coffee" in _created(api)[2]["content"]
    expect(widget.notices).to_have_count(1)

# A deck's two views at two addresses; the second is a picture (qa54 #5, #13).
VIEWS = """<main><section id="s1"><h2>Rollout stages</h2><p>Canary goes to staff for two days, then beta goes to five
    per cent of users for one week, and after that general availability reaches everyone.</p></section>
  <section id="s2" hidden><img alt="" width="400" height="200"
    src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='400' height='200'/%3E"></section></main>
<script>addEventListener('hashchange', () => {
  const two = location.hash === '#/1';
  s1.hidden = two;
  s2.hidden = !two;
});</script>"""


def test_a_route_to_a_view_with_no_text_is_a_new_page(site: Site, widget: Widget) -> None:
    """A route to a view with no readable text (a slide that is a picture) gave no "page changed" notice,
    and the conversation went on quoting the view the visitor had left, hidden now (qa54 #5): its read
    held no text the conversation had not read, so it passed for the same text at a new address."""
    api = RoutedAPI(site.page, greeting="Hello.")
    site.goto(site.html("/deck", VIEWS))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.evaluate("location.hash = '#/1'")
    widget.ask("How long does the beta stage last?")
    widget.wait_for_answers(2)
    expect(widget.notices).to_have_count(1)
    assert api.sessions == ["s1", "s2"] and _asked(api) == ["s2"]
    assert "beta" not in _created(api)[1]["content"]
    # With no heading to name it by (its title is the deck's), it is named by its address.
    expect(widget.notices).to_contain_text(f"The page changed to \u201c{ORIGIN}/deck#/1\u201d")


# A slide whose bullets show one at a time, each step an address of its own, as reveal.js does.
STEPS = """<main><section id="s1"><h1>Shipping Faster with Feature Flags</h1><p>Dana Okafor, Platform Team,
    DevOpsDays Lisbon 2026. A talk about deploys, releases and rollouts.</p></section>
  <section id="s2" hidden><h2>Rollout stages</h2><ul><li>Canary goes to staff for two days.</li>
    <li id="f1" hidden>Beta goes to five per cent of users for a week.</li>
    <li id="f2" hidden>General availability reaches everyone after that.</li></ul></section></main>
<script>addEventListener('hashchange', () => {
  const [, slide, , step] = location.hash.split('/');
  s1.hidden = slide === '1';
  s2.hidden = slide !== '1';
  f1.hidden = !(step >= 0);
  f2.hidden = !(step >= 1);
});</script>"""


def test_a_slide_is_named_by_its_heading_and_its_next_bullet_brings_no_notice(site: Site, widget: Widget) -> None:
    """On a hash-routed deck whose title stays the same the notice named the raw address, "The page
    changed to “…/deck#/1”", and every step that showed one more bullet (`#/1/0/2`) brought another
    notice (qa54 #13). The slide is named by its heading; a step that keeps all the text read and adds
    to it is the same page read again, without a word, the conversation going on."""
    api = RoutedAPI(site.page, greeting="Hello.")
    site.goto(site.html("/deck", STEPS))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.evaluate("location.hash = '#/1'")
    widget.ask("What are the rollout stages?")
    widget.wait_for_answers(2)
    expect(widget.notices).to_have_text(["The page changed to \u201cRollout stages\u201d. I have read it again; "
                                         "ask away."])
    for step, (question, shown) in enumerate([("How long is beta?", "Beta goes to five per cent"),
                                              ("Who gets it then?", "General availability reaches")]):
        site.page.evaluate(f"location.hash = '#/1/0/{step}'")
        widget.ask(question)
        widget.wait_for_answers(3 + step)
        made = _created(api)[2 + step]
        assert shown in made["content"]
        assert "What are the rollout stages?" in [turn["content"] for turn in made.get("history", [])]
    expect(widget.notices).to_have_count(1)
    assert api.sessions == ["s1", "s2", "s3", "s4"] and _asked(api) == ["s2", "s3", "s4"]


# Counts the widget's reads of the page: each begins with the style of <html> (readPage).
READS = """window.__reads = 0;
    const style = window.getComputedStyle;
    window.getComputedStyle = function (element) {
        if (element === document.documentElement) window.__reads++;
        return style.apply(this, arguments);
    };"""


def _reads(site: Site) -> int:
    return site.page.evaluate("window.__reads")


def test_a_question_on_a_page_that_did_not_change_does_not_read_it(site: Site, widget: Widget) -> None:
    """Each question read the whole page first, to look for text that changed under the
    conversation, though nothing had: on a 50,000-row table, 10 s before the question left. Now the
    page is read again once something on it changed since the last read; the widget's own doings
    (its panel closed and opened, a source highlighted) are not the page's."""
    site.page.add_init_script(READS)
    api = _open(site, widget, greeting="The train leaves at 21:40 [\u00b61].")
    assert _reads(site) == 1  # the session's
    widget.ask("When does the train leave?")
    widget.wait_for_answers(2)
    widget.close.click()
    widget.launcher.click()  # opening looks for changes too
    assert _cite(widget, 0, 1).startswith("The night train leaves")
    widget.ask("And when does it reach Vienna?")
    widget.wait_for_answers(3)
    assert _reads(site) == 1
    site.page.evaluate("tick()")  # a clock: read again, too little of it new to start over
    widget.ask("Are bicycles allowed?")
    widget.wait_for_answers(4)
    assert _reads(site) == 2 and api.sessions == ["s1"]
    site.page.evaluate("more()")  # "load more": a quick read, then a settled one for the new session
    widget.ask("Can my dog come?")
    widget.wait_for_answers(5)
    assert _reads(site) == 4 and api.sessions == ["s1", "s2"]
    assert "Dogs on a lead travel free" in _created(api)[1]["content"]
    widget.ask("Is it quiet at night?")
    widget.wait_for_answers(6)
    assert _reads(site) == 4 and _asked(api) == ["s1", "s1", "s1", "s2", "s2"]


TABS = """<style>.tab { display: none } #night:checked ~ .night, #day:checked ~ .day { display: block }
  .narrow, #fares { display: none } @media (max-width: 900px) { .narrow { display: block } }
  #fares:target { display: block }</style>
<main><h1>Timetable</h1>
<input type="radio" name="tab" id="night" checked><label for="night">Night trains</label>
<input type="radio" name="tab" id="day"><label for="day">Day trains</label>
<section class="tab night"><p>The night train leaves at 21:40 from platform 4 and reaches Vienna at 09:05.</p>
<p>Couchettes sleep six in a compartment; sleeper cabins take one, two or three travellers.</p></section>
<section class="tab day"><p>The day train leaves at 07:12 from platform 9 and reaches Vienna at 18:30.</p>
<p>Its restaurant car serves lunch from noon and coffee all day long, at every seat too.</p></section>
<p class="narrow">On a small screen, the timetable prints on two pages: departures first, then arrivals.</p>
<p id="fares">A couchette costs 89 euros and a sleeper cabin 159 euros for one traveller, breakfast included.</p>
<div id="help" popover><p>Ask the guard for a blanket: every couchette has one, and a pillow as well.</p></div>
</main>"""


def test_what_shows_without_a_change_to_the_page_is_read_again(site: Site, widget: Widget) -> None:
    """A tab of CSS alone (a radio button and `:checked`), a media query, a popover and an anchor
    (`:target`) change what shows with no change to the page's elements: the question after each
    must still read the page."""
    api = RoutedAPI(site.page)
    site.page.set_viewport_size({"width": 1200, "height": 800})
    site.goto(site.html("/tabs", TABS))
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.get_by_text("Day trains").click()
    widget.ask("When does the day train leave?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1", "s2"] and "The day train leaves at 07:12" in _created(api)[1]["content"]
    site.page.set_viewport_size({"width": 800, "height": 800})
    widget.ask("Can I print it?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1", "s2", "s3"] and "prints on two pages" in _created(api)[2]["content"]
    site.page.evaluate("document.getElementById('help').showPopover()")
    widget.ask("Is it cold at night?")
    widget.wait_for_answers(4)
    assert len(api.sessions) == 4 and "Ask the guard for a blanket" in _created(api)[3]["content"]
    site.page.evaluate("location.hash = '#fares'")
    widget.ask("What does a couchette cost?")
    widget.wait_for_answers(5)
    assert len(api.sessions) == 5 and "A couchette costs 89 euros" in _created(api)[4]["content"]


CARDS = """<main><h1>Tides</h1><tide-card></tide-card>
<p>The harbour office opens at eight and closes at six, every day of the year but Christmas.</p></main>
<script>
  customElements.define('tide-card', class extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({mode: 'open'}).innerHTML = '<p>High tide at Saint-Malo is at 13:58 today.</p>';
    }
  });
  window.turn = () => (document.querySelector('tide-card').shadowRoot.innerHTML =
    '<p>Tomorrow the tide is highest at 14:41, with a coefficient of 104: the causeway floods.</p>');
</script>"""

FRAMED = """<main><h1>Lifeboats</h1>
<p>The Camaret lifeboat station is manned around the clock by volunteers from the town.</p>
<iframe srcdoc="<p>Visits: Sundays at ten.</p>" style="width: 600px; height: 200px"></iframe></main>
<script>
  window.turn = () => (document.querySelector('iframe').contentDocument.body.innerHTML =
    '<p>Visits are cancelled until the spring: the boat is away for repairs at the Brest yard.</p>');
</script>"""


@pytest.mark.parametrize(("html", "reread"), [(CARDS, False), (FRAMED, True)], ids=["shadow-root", "frame"])
def test_a_change_inside_a_shadow_root_or_a_frame_is_read(site: Site, widget: Widget, html: str, reread: bool) -> None:
    """The widget watches the page for changes so as not to read it before every question. Its
    open shadow roots are watched too; a same-origin frame, which can navigate unseen, is read
    before each question, as every page was before."""
    site.page.add_init_script(READS)
    api = RoutedAPI(site.page)
    site.goto(site.html("/nested", html))
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("When is it?")
    widget.wait_for_answers(2)
    assert _reads(site) == 1 + reread
    site.page.evaluate("turn()")
    widget.ask("And tomorrow?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1", "s2"] and _asked(api) == ["s1", "s2"]
    assert ("causeway floods" if html == CARDS else "away for repairs") in _created(api)[1]["content"]


def _react_page(site: Site, widget_src: str | None) -> str:
    """The React 18 app's document, rendered by Node as a server would, and its scripts."""
    for name, file in (("react.js", REACT / "umd" / "react.production.min.js"),
                       ("react-dom.js", REACT.parent / "react-dom" / "umd" / "react-dom.production.min.js"),
                       ("app.js", E2E / "pages" / "react18" / "app.js"),
                       ("hydrate.js", E2E / "pages" / "react18" / "hydrate.js")):
        site.add(f"/react/{name}", file.read_bytes(), "text/javascript")
    script = ("const React = require('react'), server = require('react-dom/server');"
              "const App = require('./pages/react18/app.js')(React, JSON.parse(process.argv[1]));"
              "process.stdout.write('<!DOCTYPE html>' + server.renderToString("
              "React.createElement(App, { page: 'timetable' })));")
    rendered = subprocess.run(["node", "-e", script, json.dumps(widget_src)], cwd=E2E, check=True,
                              capture_output=True, text=True, timeout=60).stdout
    return site.add("/react/timetable", rendered)


def test_a_react_18_document_hydrates_with_the_widget_on_it(site: Site, widget: Widget) -> None:
    """React 18 hydrating the whole document (Remix, React Router's framework mode) found the widget's
    element it had not rendered, reported a mismatch (#418, #423), rendered the page again on the
    client and dropped the widget. The element is now added at an idle moment, after hydration."""
    if not (REACT / "umd").is_dir():
        pytest.skip("React 18 is not installed: cd tests/e2e && npm ci")
    api = RoutedAPI(site.page)
    site.page.goto(_react_page(site, None))  # the control: the app alone hydrates cleanly
    site.page.wait_for_function("() => window.__root")
    assert site.page.evaluate("window.__hydrationErrors") == []
    site.page.goto(_react_page(site, f"{ORIGIN}/reverserag.js"))
    expect(widget.launcher).to_be_visible()
    assert site.page.evaluate("window.__hydrationErrors") == []
    widget.ask_after_following("Fares", "Fares", "What does a couchette cost?")
    assert api.sessions == ["s1", "s2"] and "A couchette costs 89 euros" in _created(api)[1]["content"]
    assert site.page.evaluate("window.__hydrationErrors") == []


def test_the_widget_comes_back_when_a_framework_removes_it(site: Site, widget: Widget) -> None:
    """A framework that replaces what is under <html> took the launcher away for good."""
    RoutedAPI(site.page)
    site.goto(site.html("/timetable", TIMETABLE))
    expect(widget.launcher).to_be_visible()
    site.page.evaluate("document.querySelector('reverserag-widget').remove()")
    expect(widget.launcher).to_be_hidden()
    expect(widget.launcher).to_be_visible()
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_have_text("Hello! Ask me about this page.")


DOCS = """<main><h1>Harbor HTTP client</h1>
""" + "".join(f"<p>Section {n}: the client keeps a pool of connections per host, retries idempotent requests "
               f"on a connection reset, and reads each response body as it streams in, chunk by chunk.</p>\n"
               for n in range(12)) + """
<h2>Quick start</h2>
<div role="tablist"><button role="tab" id="t-py" aria-selected="true">Python</button>
<button role="tab" id="t-go" aria-selected="false">Go</button></div>
<div role="tabpanel" id="p-py"><pre><code>client = harbor.Client(timeout=10)</code></pre></div>
<div role="tabpanel" id="p-go" hidden><pre><code>client := harbor.NewClient(10)</code></pre></div>
<h2>Questions</h2>
<details id="faq"><summary>Is it thread-safe?</summary>
<div style="display: none"><p>Yes: one client may be shared between threads.</p></div></details>
<p id="clock">Updated just now</p>
<p><a href="#faq">Back to the questions</a></p>
</main>
<script>
  for (const tab of document.querySelectorAll('[role=tab]')) tab.onclick = () => {
    for (const other of document.querySelectorAll('[role=tab]')) {
      other.setAttribute('aria-selected', String(other === tab));
      document.getElementById('p-' + other.id.slice(2)).hidden = other !== tab;
    }
  };
  // As Docusaurus's <details>: its body is shown by a script, after the summary's click.
  document.querySelector('#faq summary').onclick = () =>
    (document.querySelector('#faq > div').style.display = 'block');
  window.tick = () => (document.getElementById('clock').textContent = 'Updated ' + Date.now());
</script>"""


def test_a_tab_or_answer_the_visitor_opens_is_read_however_small(site: Site, widget: Widget) -> None:
    """A documentation site's tabs (a sample in Python, Go…) and its FAQ answers, shown by a
    script, are a small part of a page: the visitor clicked "Go" and asked, and was answered from
    the Python sample no longer on screen (a tenth of the page had to be new). Now any new text
    after the visitor clicked, or a field or <details> changed, is read again (a clock's too, then);
    a clock alone, or after an anchor followed, is not."""
    api = RoutedAPI(site.page)
    site.goto(site.html("/docs", DOCS))
    widget.launcher.click()
    widget.wait_for_answers(1)
    assert "harbor.Client(timeout=10)" in _created(api)[0]["content"]
    assert "NewClient" not in _created(api)[0]["content"]
    site.page.evaluate("tick()")  # the page's own change, small: the conversation goes on
    widget.ask("Is there a Python example?")
    widget.wait_for_answers(2)
    assert api.sessions == ["s1"]
    site.page.get_by_role("tab", name="Go").click()
    widget.ask("Is there a Go example?")
    widget.wait_for_answers(3)
    assert api.sessions == ["s1", "s2"] and _asked(api)[-1] == "s2"
    assert "harbor.NewClient(10)" in _created(api)[1]["content"]
    site.page.get_by_text("Is it thread-safe?").click()
    widget.ask("Is it thread-safe?")
    widget.wait_for_answers(4)
    assert api.sessions == ["s1", "s2", "s3"]
    assert "shared between threads" in _created(api)[2]["content"]
    assert [m["content"] for m in _created(api)[2]["history"]][-2:] == ["Answer 2.", "Is it thread-safe?"]
    site.page.evaluate("tick()")
    widget.ask("And a timeout?")
    widget.wait_for_answers(5)
    site.page.get_by_role("link", name="Back to the questions").click()  # an anchor followed
    site.page.evaluate("tick()")
    widget.ask("And retries?")
    widget.wait_for_answers(6)
    assert api.sessions == ["s1", "s2", "s3"]
