"""Citations into the page, end to end: labels made in extraction, cited by the engine, checked by
the server, shown in the page's own words, and found on the page without changing it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from conversation_helpers import Chat
from harness import Site
from playwright.sync_api import Browser, expect
from routed_api import Reply, RoutedAPI, Widget, run_axe, screenshot

LABEL = re.compile(r"\[¶(\d+)\]")

HIGHLIGHTED = """() => {
    const highlight = CSS.highlights.get('reverserag-cite');
    if (!highlight) return null;
    const [range] = highlight;
    const box = range.getBoundingClientRect();
    return {text: range.toString().replace(/\\s+/g, ' ').trim(),
            visible: box.top >= 0 && (box.bottom <= innerHeight || box.top < innerHeight / 4)};
}"""


def greeted(server_factory: Callable[..., str], fake_upstream: Any, chat: Chat, path: str) -> str:
    """A chat opened on a demo page, through a server on the fake model, once greeted; the page's markdown."""
    fake_upstream.reset(reply="Welcome.")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}{path}").open()
    chat.wait_for_answers(1)
    return chat.page.evaluate("() => window.ReverseRAG.extract({settle: false})")["content"]


def label_of(content: str, text: str) -> int:
    """The label of the block of ``content`` that holds ``text``."""
    for block in content.split("\n\n"):
        if text in block:
            found = LABEL.search(block)
            assert found, f"the block with {text!r} has no label: {block[:120]!r}"
            return int(found.group(1))
    raise AssertionError(f"{text!r} is not in the content")


def test_blocks_are_labelled_where_they_start(site: Site) -> None:
    site.html("/labels", """
        <nav><a href="/a">Home</a> <a href="/b">A rather long navigation label here</a></nav>
        <main>
          <h1>Ferries of the northern lakes and their timetables</h1>
          <p>The first ferry leaves at seven and calls at every pier on the western shore.</p>
          <p>Short line</p>
          <ul><li>Tickets are sold on board and at the harbour office.</li><li>Dogs travel free.</li></ul>
          <blockquote><p>The lake is calm in the mornings, rough after four.</p></blockquote>
          <table><tr><th>Pier</th><th>Time</th></tr><tr><td>Norrby</td><td>07:00</td></tr>
                 <tr><td>Sandvik</td><td>07:40</td></tr></table>
          <pre><code class="language-bash">curl https://ferries.example/timetable.json</code></pre>
          <p>A page may write [¶3] in its own text; it must not pass for a label.</p>
        </main>""")
    site.goto("/labels")
    content = site.extract(labels=True)["content"]
    assert "# [¶1] Ferries of the northern lakes" in content
    assert "[¶2] The first ferry leaves at seven" in content
    assert "\n\nShort line\n" in content  # too short to be worth a label (a sentence is: test_forms75)
    assert "- [¶3] Tickets are sold on board" in content and "\n- [¶4] Dogs travel free." in content
    assert "> [¶5] The lake is calm" in content
    assert re.search(r"\[¶6\]\n\| Pier \| Time \|", content)
    assert "[¶7]\n```bash\ncurl" in content
    assert "[¶8] A page may write [ ¶3] in its own text" in content
    assert "Navigation: " in content and not re.search(r"\[¶\d+\] Navigation", content)
    assert len(LABEL.findall(content)) == 8  # each label once, none forged by the page


def test_a_list_s_items_are_labelled_however_short_but_not_a_list_of_links(site: Site) -> None:
    """A recipe's ingredients ("2 large eggs") are under the 24 characters a block needs for a label, so
    the chat could cite none of them (walk59 #1). A list's item is labelled whatever its length, but
    for one that is links alone (a list of posts or tags outside the navigation: no statement to cite)
    or a list in an item, which is its item's block; navigation stays unlabelled, one line."""
    site.goto(site.html("/recipe", """<nav><ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li></ul></nav>
      <main><h1>Pancakes for a slow Sunday morning</h1>
      <p>Thin, lacy pancakes that take ten minutes once the batter has rested.</p>
      <h2>Ingredients</h2><ul><li>2 large eggs</li><li>1 cup milk</li><li><a href="/flour">Flour</a>, 120 g</li></ul>
      <ol><li>Whisk the eggs and the milk together until smooth.<ul><li>Or use a blender</li></ul></li></ol>
      <h2>More</h2><ul><li><a href="/crepes">Crêpes</a></li><li><a href="/waffles">Waffles</a></li></ul></main>"""))
    main = site.extract(labels=True)["main"]
    assert "- [¶3] 2 large eggs\n- [¶4] 1 cup milk\n- [¶5] [Flour](" in main, main
    assert "1. [¶6] Whisk the eggs and the milk together until smooth.\n   - Or use a blender\n" in main, main
    assert "\n- [Crêpes](" in main and "\n- [Waffles](" in main, main
    assert len(LABEL.findall(main)) == 6, main


def test_a_listings_facts_are_labelled_and_a_stat_reads_as_its_line(site: Site) -> None:
    """A listing's facts are short (qa58 #4, #13): its price alone, "Bedrooms: 3" in a <dl>, and "3 beds"
    drawn as a number over its word (a block <b> in a flex item's span), which read "3" and "beds" apart, no
    label on any: the chat quoted the price history for "How much is it?" and "baths" for "How many baths?".
    An amount alone and a definition are labelled however short; a number block in a span reads in its line."""
    site.goto(site.html("/listing", """<style>.bbs{display:flex;gap:16px}.bbs b{display:block;font-size:1.3em}
      .blk{display:block}</style><main><h1>412 Alder Lane, Portland</h1><div class="price">$685,000</div>
      <div class="bbs"><span><b>3</b> beds</span><span><b>2</b> baths</span><span><b>1,860</b> sqft</span></div>
      <p>For sale</p><h2>Facts</h2><dl><dt>Heating</dt><dd>Forced air, gas</dd><dt>Tax</dt><dd>$7,204</dd></dl>
      <p><span><b class="blk">Note</b> on taxes</span></p></main>"""))
    main = site.extract(labels=True)["content"]
    assert "\n[¶2] $685,000\n\n**3** beds\n\n**2** baths\n\n**1,860** sqft\n\nFor sale\n" in main, main
    assert "[¶3] Heating: Forced air, gas\n\n[¶4] Tax: $7,204" in main, main  # a term over one line: its line (walk75)
    assert main.endswith("\nNote\n\non taxes"), main  # a block of words, no number, in a span: as drawn


def test_offline_answers_cite_the_page_and_a_click_finds_it(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/article").open()
    chat.wait_for_answers(1)
    before = chat.page.evaluate("() => document.body.innerHTML")
    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    answer = chat.wait_for_answers(2)
    expect(answer.locator(".md .cite").first).to_be_visible()
    source = answer.get_by_role("button", name=re.compile(r"^Source \d+ on the page: "))
    expect(source.first).to_be_visible()
    quoted = source.first.locator("span").nth(2).inner_text()
    page_text = " ".join(chat.page.evaluate("() => document.body.innerText").split())
    assert quoted.rstrip("…") in page_text  # the page's own words, not the model's

    chat.page.evaluate("""() => {
        window.__cites = []; window.__dropped = [];
        ReverseRAG.on('cite', (event) => window.__cites.push(event.detail));
        const dropped = (event) => window.__dropped.push(event.detail);
        ReverseRAG.on('cite', dropped);
        ReverseRAG.off('cite', dropped);
        window.scrollTo(0, document.body.scrollHeight);
    }""")
    source.first.click()
    chat.page.wait_for_function(f"() => ({HIGHLIGHTED})()?.visible")  # scrolled into view
    found = chat.page.evaluate(HIGHLIGHTED)
    assert found["text"].startswith(quoted.rstrip("…")[:60])
    [told] = chat.page.evaluate("() => window.__cites")  # the page is told which block was shown
    assert isinstance(told["label"], int) and told["text"].startswith(quoted.rstrip("…")[:60])
    assert chat.page.evaluate("() => window.__dropped") == []  # off() took that listener away
    # Highlighting is a Highlight over a Range and one adopted stylesheet: the DOM is as it was.
    assert chat.page.evaluate("() => document.body.innerHTML") == before
    serious = [v for v in run_axe(chat.page) if v["impact"] in ("serious", "critical")]
    assert serious == [], serious
    chat.page.get_by_role("button", name="New chat").click()  # its sources go, and the highlight with them
    chat.wait_for_answers(1)
    assert chat.page.evaluate("() => CSS.highlights.size") == 0



def test_a_source_in_a_closed_details_opens_it(offline_server: str, chat: Chat) -> None:
    """The answer to a question in a collapsed FAQ (a closed ``<details>``, which the widget reads):
    a click on its source highlighted text nobody could see, scrolled nowhere and said nothing (a
    QA pass). It opens what holds the passage, as the browser's find in page does."""
    chat.visit(f"{offline_server}/demo/docs").open()
    chat.wait_for_answers(1)
    assert chat.page.evaluate("() => document.querySelector('details').open") is False
    chat.ask("How many harmonic constituents does Tidepool predict from?")
    answer = chat.wait_for_answers(2)
    # Its source under the answer, by its name (in four of five full runs at stop 52 the greeting's
    # reading had missed the collapsed answer: test_visibility's closed <details> measured as nothing).
    answer.get_by_role("button", name=re.compile(r"^Source \d+ on the page: Tidepool predicts")).click()
    chat.page.wait_for_function(f"() => ({HIGHLIGHTED})()?.visible")
    assert chat.page.evaluate(HIGHLIGHTED)["text"].startswith("Tidepool predicts from 37 harmonic constituents")
    assert chat.page.evaluate("() => document.querySelector('details').open") is True

def test_a_source_in_a_closed_accordion_section_opens_it(site: Site, widget: Widget) -> None:
    """GOV.UK Frontend closes an accordion's sections with ``hidden="until-found"``, which the widget
    reads as it reads a closed ``<details>``. A click on a source there opens the section as find in
    page does: ``beforematch`` first, which the page's accordion listens to, then ``hidden`` goes."""
    site.html("/accordion", """
      <main><h1>Apply for a boat licence</h1>
        <p>You can apply online if you own a boat kept on the canal network for more than a month.</p>
        <h2><button aria-expanded="false">Documents you need</button></h2>
        <div id="docs" hidden="until-found"><p>Bring your boat safety certificate and proof of insurance.</p></div>
      </main>
      <script>document.getElementById('docs').addEventListener('beforematch', () =>
        document.querySelector('button').setAttribute('aria-expanded', 'true'));</script>""")
    site.goto("/accordion")
    n = label_of(site.extract(labels=True)["content"], "Bring your boat safety certificate")
    RoutedAPI(site.page, greeting="Hello!", replies=[Reply(f"Your safety certificate and insurance [¶{n}].")])
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("What do I need?")
    answer = widget.wait_for_answers(2)
    answer.get_by_role("button", name=re.compile(r"^Source \d+ on the page: Bring your boat")).click()
    site.page.wait_for_function(f"() => ({HIGHLIGHTED})()?.visible")
    assert site.page.evaluate(HIGHLIGHTED)["text"] == "Bring your boat safety certificate and proof of insurance."
    assert site.page.evaluate("() => [document.getElementById('docs').hidden,"
                              " document.querySelector('button').getAttribute('aria-expanded')]") == [False, "true"]


# A shop's accordion (Shopify's Dawn: a button with aria-expanded and aria-controls, its region clipped
# to nothing until a click lets it grow), the ARIA APG's (`hidden` until the click), and one whose
# button does nothing (a script that failed): the walk reads all three regions, collapsed.
DISCLOSURES = """<style>.rows { max-height: 0; overflow: hidden; transition: max-height .3s; }
    .rows.open { max-height: 400px; }</style>
  <main><h1>Harbour Sweater</h1><p>A midweight crew knitted in Portugal from extra-fine merino wool.</p>
    <div style="height: 1500px"></div>
    <button type="button" aria-expanded="false" aria-controls="care">Care instructions</button>
    <div class="rows" id="care"><p>Hand wash cold or use the wool cycle at thirty degrees.</p></div>
    <h3><button type="button" aria-expanded="false" aria-controls="billing">Billing address</button></h3>
    <div id="billing" hidden><div><p>We bill the card's own registered address.</p></div></div>
    <button type="button" aria-expanded="false" aria-controls="stuck">Returns</button>
    <div id="stuck" hidden><p>Returns are free within thirty days of delivery.</p></div></main>
  <script>window.pressed = [];
    window.careShown = [];  // how much of the care region shows as each source is marked
    document.addEventListener('reverserag:cite', () => careShown.push(document.getElementById('care').offsetHeight));
    for (const button of document.querySelectorAll('[aria-controls]')) button.addEventListener('click', () => {
      pressed.push(button.textContent);
      if (button.textContent === 'Returns') return;  // its script failed
      const region = document.getElementById(button.getAttribute('aria-controls'));
      button.setAttribute('aria-expanded', 'true');
      region.hidden = false;
      region.classList.add('open');
    });</script>"""


def test_a_source_in_a_region_a_disclosure_button_opens_is_shown_by_pressing_it(site: Site, widget: Widget) -> None:
    """Stop 57: the walk reads a region a collapsed disclosure button opens (since stop 55), so
    answers cite it, but a click on such a source highlighted nothing anyone could see (a region
    clipped to nothing) or said it was no longer there (a hidden one). The button is pressed, as a
    visitor would, and the source shown once its region is; only on that click, never while the page
    is read. A button that opens nothing leaves the source unshown, and says so."""
    site.goto(site.html("/sweater", DISCLOSURES))
    content = site.extract(labels=True)["content"]
    care, billing, returns = (label_of(content, text) for text in ("Hand wash cold", "We bill the card", "Returns are"))
    RoutedAPI(site.page, greeting="Hello!", replies=[Reply(f"Hand wash it [¶{care}]; your card's address [¶{billing}]; "
                                                           f"free returns [¶{returns}].")])
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How do I wash it, and what of billing and returns?")
    answer = widget.wait_for_answers(2)
    assert site.page.evaluate("pressed") == []  # read, twice, and nothing pressed
    # Marked once its region shows it: the care region grows from nothing over 0.3 s once pressed.
    for name, text in [("Care instructions", "Hand wash cold or use the wool cycle at thirty degrees."),
                       ("Billing address", "We bill the card's own registered address.")]:
        answer.get_by_role("button", name=re.compile(f"^Source \\d+ on the page: {text[:12]}")).click()
        site.page.wait_for_function(f"() => ({HIGHLIGHTED})()?.text === {text!r}")
        site.page.wait_for_function(f"() => ({HIGHLIGHTED})()?.visible")
        assert site.page.evaluate("pressed").count(name) == 1
    expect(site.page.locator("reverserag-widget .status")).not_to_have_text("That part of the page is no longer there.")
    answer.get_by_role("button", name=re.compile(r"^Source \d+ on the page: Returns are")).click()
    expect(site.page.locator("reverserag-widget .status")).to_have_text("That part of the page is no longer there.")
    assert site.page.evaluate("pressed") == ["Care instructions", "Billing address", "Returns"]
    assert site.page.evaluate(HIGHLIGHTED)["text"] == "We bill the card's own registered address."  # left as it was
    assert site.page.evaluate("careShown")[0] > 0, site.page.evaluate("careShown")


def test_a_cited_footnote_marker_reads_as_the_page_shows_it(site: Site, widget: Widget) -> None:
    """Regression (qa51 finding 11): "From the page" showed a MediaWiki footnote marker as its markdown,
    "…Hengelo.[[1]](http://…#cite_note-cbs-1)", where ordinary links in the same source read as their text."""
    site.html("/article", """
      <main><h1>Veldmark</h1>
        <p>Veldmark is a city in <a href="/wiki/Overijssel">Overijssel</a>. It lies on the river Regge, 12 km north of
          <a href="/wiki/Hengelo">Hengelo</a>.<sup class="reference"><a href="#cite_note-cbs-1">[1]</a></sup></p>
        <ol class="references"><li id="cite_note-cbs-1"><a href="#cite_ref-cbs-1">^</a> Statistics NL.</li></ol>
      </main>""")
    site.goto("/article")
    content = site.extract(labels=True)["content"]
    assert "Hengelo](" in content and ".[[1]](" in content  # the markdown the model reads keeps the marker's link
    n = label_of(content, "It lies on the river Regge")
    RoutedAPI(site.page, greeting="Hello!", replies=[Reply(f"North of Hengelo [¶{n}].")])
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("Where is it?")
    source = widget.wait_for_answers(2).locator(".source")
    expect(source).to_have_text(f"{n}Source {n} on the page: Veldmark is a city in Overijssel. It lies on the river "
                                "Regge, 12 km north of Hengelo.[1]")


def test_a_cited_table_lists_the_quoted_row_under_its_header(site: Site, widget: Widget) -> None:
    """Regression (qa55 #21): "From the page" showed a cited table as all its cells run into one line,
    "Feature Starter Team Projects 3 Unlimited SAML SSO Not included Included Audit log…", where the answer
    quoted one row. Now it lists the header row over the row the answer quotes; over the first rows when
    the answer quotes none."""
    site.html("/plans", """<main><h1>Plans</h1><p>Every plan includes unlimited collaborators and daily backups.</p>
      <table><tr><th>Feature</th><th>Starter</th><th>Team</th></tr>
        <tr><td>Projects</td><td>3</td><td>Unlimited</td></tr>
        <tr><td>SAML SSO</td><td>Not included</td><td>Included</td></tr>
        <tr><td>Audit log</td><td>30 days</td><td>1 year</td></tr></table></main>""")
    site.goto("/plans")
    content = site.extract(labels=True)["content"]
    n = label_of(content, "| Feature | Starter | Team |")
    RoutedAPI(site.page, greeting="Hello!", replies=[Reply(f"SAML SSO comes with Team only [¶{n}]."),
                                                     Reply(f"See the table [¶{n}].")])
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("Is SSO included?")
    source = widget.wait_for_answers(2).locator(".source")
    expect(source).to_have_text(f"{n}Source {n} on the page: Feature · Starter · Team"
                                "SAML SSO · Not included · Included")
    expect(source.locator("br")).to_have_count(1)
    widget.ask("What do the plans include?")
    source = widget.wait_for_answers(3).locator(".source")
    expect(source).to_have_text(f"{n}Source {n} on the page: Feature · Starter · TeamProjects · 3 · Unlimited"
                                "SAML SSO · Not included · IncludedAudit log · 30 days · 1 year")


def test_a_cited_block_with_escaped_stars_reads_as_the_page_does(site: Site, widget: Widget) -> None:
    """Regression (qa54 #12): "From the page" showed a Python signature's `*,` and `**kwargs` as "\\," and
    "\\\\kwargs": the stars the page's markdown escapes (`*\\**`) lost their marks and kept the backslashes.
    Every Sphinx signature with a keyword-only star or `**kwargs` read so."""
    site.html("/api", """<main><h1>high_tides</h1>
      <p>The signature is high_tides(<em>station</em>, <em>*</em>, <em>datum='MLLW'</em>, <em>**kwargs</em>) and
        returns a list.</p></main>""")
    site.goto("/api")
    content = site.extract(labels=True)["content"]
    assert "*\\**" in content and "*\\*\\*kwargs*" in content  # the markdown the model reads
    n = label_of(content, "The signature is")
    RoutedAPI(site.page, greeting="Hello!", replies=[Reply(f"It takes keyword arguments [¶{n}].")])
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("What does high_tides take?")
    source = widget.wait_for_answers(2).locator(".source")
    expect(source).to_have_text(f"{n}Source {n} on the page: The signature is high_tides(station, *, datum='MLLW', "
                                "**kwargs) and returns a list.")


def test_a_cited_card_reads_without_its_headings_marks(site: Site, widget: Widget) -> None:
    """"From the page" showed a product card (a list item holding a heading) with a raw ``###``: its
    marks were dropped at the start of a line only, and the item's lines are indented (QA57 #17)."""
    site.html("/shop", """<main><h1>Running Shoes</h1><p>Lightweight trainers for road running, from five
      brands.</p><ul><li><a href="/p/2"><img src="/pixel.png" alt="Brooks Ridge 2"> <span>Sale</span><h3>Brooks
      Ridge 2</h3></a><div>$68.99</div></li>
      <li><a href="/p/3"><span>New</span><h3>Asics Glide 1</h3></a><div>$60.99</div></li></ul></main>""")
    site.goto("/shop")
    content = site.extract(labels=True)["content"]
    assert "  ### [Brooks Ridge 2](http://demo.test/p/2)" in content, content  # the markdown the model reads
    n = label_of(content, "Brooks Ridge 2")
    RoutedAPI(site.page, greeting="Hello!", replies=[Reply(f"It is on sale [¶{n}].")])
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("Is the Brooks on sale?")
    source = widget.wait_for_answers(2).locator(".source")
    expect(source).to_have_text(f"{n}Source {n} on the page: Sale Brooks Ridge 2 $68.99")


def test_a_cited_code_block_is_listed_as_written(offline_server: str, chat: Chat) -> None:
    """Regression: "From the page" read code as markdown, so TIDEPOOL_TOKEN showed as "TIDEPOOL
    TOKEN" (and a shell pipe or a leading "# " would have gone too)."""
    chat.visit(f"{offline_server}/demo/docs").open()
    chat.wait_for_answers(1)
    chat.ask("How do I install it?")
    answer = chat.wait_for_answers(2)
    # The sentence ending in a colon brings the block it introduces (the offline engine).
    expect(answer.locator(".md")).to_contain_text('pip install "tidepool-client>=2.3"')
    expect(answer.locator(".source")).to_contain_text(
        ['Install the Python package from PyPI:',
         'pip install "tidepool-client>=2.3" export TIDEPOOL_TOKEN="tp_live_0123456789"',
         'Or the JavaScript package from npm:', 'npm install @tidepool/client'])


def test_a_cited_block_with_code_and_marks_reads_as_the_page_does(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """"From the page" made every mark of the block's markdown a space, the code's own characters
    too: "starts with { all: unset !important; } , then … every div , button"."""
    content = greeted(server_factory, fake_upstream, chat, "/demo/hostile")
    n = label_of(content, "This stylesheet starts with")
    assert "`* { all: unset !important; }`" in content  # the markdown the model reads
    fake_upstream.knobs.reply = f"It resets every element [¶{n}]."
    chat.ask("What does the stylesheet do?")
    source = chat.wait_for_answers(2).locator(".source")
    expect(source).to_contain_text("This stylesheet starts with * { all: unset !important; }, then forces huge fonts")
    expect(source).to_contain_text("onto every div, button, section, form, textarea and svg with !important")


def test_fabricated_labels_never_show(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    content = greeted(server_factory, fake_upstream, chat, "/demo/article")
    n = label_of(content, "Track access charges are the first obstacle.")
    fake_upstream.knobs.reply = f"Access charges come first [¶{n}], then rolling stock [¶9999]."
    chat.ask("What stands in the way?")
    answer = chat.wait_for_answers(2)
    expect(answer.locator(".md")).to_contain_text("Access charges come first")
    chips = answer.locator(".md p .cite")
    expect(chips).to_have_count(1)
    expect(chips).to_have_text(str(n))
    expect(answer.locator(".source")).to_have_count(1)
    expect(answer.locator(".source")).to_contain_text("Track access charges are the first obstacle.")
    assert "9999" not in answer.inner_text()
    # The system message told the model to cite, with the labels in the page text.
    system = [r for r in fake_upstream.knobs.requests if r.get("stream")][-1]["messages"][0]["content"]
    assert f"[¶{n}] Track access charges" in system and "cite the block" in system


def test_citations_still_work_after_a_reload(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/article").open()
    chat.wait_for_answers(1)
    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    chat.wait_for_answers(2)
    chat.page.reload()
    chat.page.wait_for_function("() => document.querySelector('reverserag-widget')")
    # It was open, so it opens again by itself. (Clicking the launcher when it was not visible *yet*
    # closed it again: a flake seen once in CI.)
    expect(chat.panel).to_be_visible()
    answer = chat.wait_for_answers(2)
    source = answer.locator(".source").first
    expect(source).to_be_enabled()
    source.click()
    chat.page.wait_for_function("() => CSS.highlights.has('reverserag-cite')")
    assert "€79" in chat.page.evaluate(HIGHLIGHTED)["text"]


def test_citations_work_under_a_strict_csp_from_the_keyboard(offline_server: str, chat: Chat) -> None:
    chat.page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
    """)
    chat.visit(f"{offline_server}/demo/strict-csp").open()
    chat.wait_for_answers(1)
    chat.ask("Why do banks run strict policies?")
    answer = chat.wait_for_answers(2)
    source = answer.locator(".source").first
    expect(source).to_contain_text("Banks, governments and many stores run strict policies.")
    source.focus()
    chat.page.keyboard.press("Enter")  # a source is a button: the keyboard reaches it
    chat.page.wait_for_function("() => CSS.highlights.has('reverserag-cite')")
    assert "Banks, governments" in chat.page.evaluate(HIGHLIGHTED)["text"]
    screenshot(chat.page, "citations")
    assert chat.page.evaluate("() => window.__violations") == []


def test_on_a_phone_a_citation_closes_the_panel_to_show_the_page(offline_server: str, browser: Browser) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        chat = Chat(context.new_page())
        chat.visit(f"{offline_server}/demo/article").open()
        chat.wait_for_answers(1)
        chat.ask("How much is a mini cabin between Vienna and Hamburg?")
        source = chat.wait_for_answers(2).locator(".source").first
        box = source.bounding_box()
        assert box is not None and box["height"] >= 44  # a touch target
        source.tap()
        expect(chat.panel).to_be_hidden()
        chat.page.wait_for_function(f"() => ({HIGHLIGHTED})()?.visible")
    finally:
        context.close()


def test_a_cited_block_in_a_frame_is_highlighted_there_and_destroy_takes_the_rule_away(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """The highlight's rule is adopted into the document the block is in; destroy() left it in a
    frame's document (it took it from the top document only)."""
    content = greeted(server_factory, fake_upstream, chat, "/demo/shadow")
    n = label_of(content, "the Camaret lifeboat station is manned")
    fake_upstream.knobs.reply = f"Around the clock [¶{n}]."
    chat.ask("When is the lifeboat station manned?")
    chat.wait_for_answers(2).locator(".source").first.click()
    frame = chat.page.frame_locator("iframe[title='Harbour webcam caption']").owner
    framed = ("(frame) => [frame.contentWindow.CSS.highlights.has('reverserag-cite'),"
              " frame.contentDocument.adoptedStyleSheets.length]")
    chat.page.wait_for_function(f"() => ({framed})(document.querySelector('iframe'))[0]")
    assert frame.evaluate(framed) == [True, 1]
    assert chat.page.evaluate("() => document.adoptedStyleSheets.length") == 0  # not the top's
    chat.page.evaluate("() => ReverseRAG.destroy()")
    assert frame.evaluate(framed) == [False, 0]
