"""What ``ReverseRAG.extract()`` reads from a page, in Chromium, Firefox and WebKit, one behaviour per test.

Pages come from ``templates/`` rendered as the server renders them, or are written inline when a
test pins one rule; the ``site`` fixture serves both without a server.
"""

from __future__ import annotations

import json
import re
import struct
import zlib

import pytest
from harness import ORIGIN, Site, select_paragraph

from reverserag.page import parse_page

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit

CONTRACT_FIELDS = {
    "url", "title", "lang", "source", "translated_from", "meta", "json_ld", "content", "main",
    "headings", "links", "code_blocks", "media", "forms", "tables", "selection", "settle",
    "extraction_ms",
}
CHROME_MARK = "[Page chrome: header, navigation, sidebars, footer]"


def as_served(payload: dict) -> str:
    """The payload's content as the server reads it (formulas written as TeX, code languages named)."""
    return parse_page(payload, max_content_chars=2_000_000).content


def test_payload_has_exactly_the_contract_fields(site: Site) -> None:
    site.goto("/demo/article")
    payload = site.extract()
    assert set(payload) == CONTRACT_FIELDS
    assert payload["url"] == f"{ORIGIN}/demo/article"
    assert payload["title"].startswith("The night train is back")
    assert payload["lang"] == "en"
    assert payload["source"] == "dom" and payload["translated_from"] is None
    assert set(payload["media"]) == {"images", "video", "audio", "iframes"}
    assert set(payload["settle"]) == {"waited_ms", "timed_out"}
    assert isinstance(payload["extraction_ms"], int | float) and payload["extraction_ms"] >= 0


def test_code_blocks_keep_their_language(site: Site) -> None:
    site.goto("/demo/docs")
    payload = site.extract()
    blocks = payload["code_blocks"]
    languages = [b["language"] for b in blocks]
    # language-bash, data-lang="sh", language-python, language-js, and an undeclared curl line:
    # sent as declared; the server names them and guesses the last (tests/test_code_languages.py).
    assert languages == ["bash", "sh", "python", "js", None]
    assert "```sh\nnpm install @tidepool/client\n```" in payload["content"]
    assert "```\ncurl -H" in payload["content"]
    python = blocks[2]["text"]
    assert python.startswith("from tidepool import Client\n\nclient = Client(")
    assert "    forecast = client.predictions(station_id, kind=\"high\")" in python


def test_code_block_round_trips_to_fenced_markdown(site: Site) -> None:
    site.goto(site.html("/code", """
      <main><h1>Fences</h1>
      <pre><code class="language-python">def add(a, b):
    return a + b</code></pre>
      <pre class="highlight"><code><span aria-hidden="true" class="lineno">1</span>print("```")</code></pre>
      </main>"""))
    content = site.extract()["content"]
    assert "```python\ndef add(a, b):\n    return a + b\n```" in content
    # A block that contains a backtick fence gets a fence it cannot close; line numbers stay out.
    # (It declares no language: the server guesses one, see tests/test_code_languages.py.)
    assert '~~~~\nprint("```")\n~~~~' in content


def test_line_numbers_laid_out_beside_code_are_not_code(site: Site) -> None:
    """Pygments, Rouge and Chroma put line numbers in a table cell beside the code, as text: a QA
    pass found them sent as a code block of their own, or as the first lines of the code."""
    site.goto(site.html("/gutters", """<main><h1>Two listings</h1>
      <div class="highlight-python"><table class="highlighttable"><tr>
        <td class="linenos"><div class="linenodiv"><pre>1
2
3</pre></div></td>
        <td class="code"><div class="highlight"><pre><span></span>def launch(fuel):
    if fuel &lt; 400:
        raise ValueError</pre></div></td></tr></table></div>
      <figure class="highlight"><pre><code class="language-ruby" data-lang="ruby"><table class="rouge-table">
        <tbody><tr><td class="gutter gl"><pre class="lineno">7
8</pre></td><td class="code"><pre>def halt
  stop!</pre></td></tr></tbody></table></code></pre></figure>
      <pre>1
2
4</pre></main>"""))
    blocks = site.extract(settle=False)["code_blocks"]
    assert [block["text"] for block in blocks] == [
        "def launch(fuel):\n    if fuel < 400:\n        raise ValueError", "def halt\n  stop!", "1\n2\n4"]
    # The language Sphinx declares around Pygments' table, four levels up, was lost.
    assert [block["language"] for block in blocks[:2]] == ["python", "ruby"]


def test_a_table_of_lines_of_code_is_read_as_code(site: Site) -> None:
    """GitHub's gists (and the gists a blog embeds), Gitea and Gitiles show a file as a table, a
    row a line: a cell for its number, drawn by CSS or written, and a cell for the line, its spaces
    shown as written. A QA pass found such a file read as a one-column table, every indentation
    lost. A table of data whose cells show their spaces as written (code in them) is still a table."""
    gist_rows = "".join(
        f'<tr><td id="file-hello-py-L{n}" class="blob-num" data-line-number="{n}"></td>'
        f'<td id="file-hello-py-LC{n}" class="blob-code blob-code-inner">{line}</td></tr>'
        for n, line in enumerate(['<span class="pl-k">def</span> greet(name):',
                                  '    <span class="pl-k">return</span> f"hi {name}"'], 1))
    gitea_rows = "".join(
        f'<tr><td id="L{n}" class="lines-num"><span data-line-number="{n}"></span></td>'
        f'<td class="lines-escape"><button class="toggle-escape-button"></button></td>'
        f'<td rel="L{n}" class="lines-code chroma"><code class="code-inner">{line}</code></td></tr>'
        for n, line in enumerate(['func main() {', '\tfmt.Println("up")', '}'], 1))
    gitiles_rows = "".join(
        f'<tr class="u-pre FileContents-line"><td class="u-lineNum">{n}</td>'
        f'<td class="FileContents-lineContents">{line}</td></tr>'
        for n, line in enumerate(['#!/bin/sh', '', 'set -e'], 1))
    site.goto(site.html("/gist", f"""<main><h1>Three files</h1>
      <div class="gist"><table class="highlight tab-size js-file-line-container">{gist_rows}</table></div>
      <div class="file-view code-view"><table><tbody>{gitea_rows}</tbody></table></div>
      <table class="FileContents">{gitiles_rows}</table>
      <table><tr><th>#</th><th>Command</th></tr>
        <tr><td>1</td><td><code class="code-inner">npm ci</code></td></tr></table>
      </main>""", head="""<style>
        .blob-num::before, .lines-num span::before { content: attr(data-line-number); }
        .blob-code-inner, .code-inner { white-space: pre-wrap; font-family: monospace; }
        .u-pre { white-space: pre; }
        .lines-escape button { width: 8px; height: 8px; }</style>"""))
    payload = site.extract()
    assert [block["text"] for block in payload["code_blocks"]] == [
        'def greet(name):\n    return f"hi {name}"', 'func main() {\n\tfmt.Println("up")\n}',
        "#!/bin/sh\n\nset -e"]
    assert '```\ndef greet(name):\n    return f"hi {name}"\n```' in payload["content"]
    assert payload["tables"] == [{"caption": None, "rows": 2, "cols": 2}]
    assert "| # | Command |\n| --- | --- |\n| 1 | `npm ci` |" in payload["content"]


def test_links_are_absolute_and_javascript_links_are_dropped(site: Site) -> None:
    site.goto("/demo/docs")
    payload = site.extract()
    links = {link["text"]: link["href"] for link in payload["links"]}
    assert links["Rate limits"] == f"{ORIGIN}/demo/guide/rate-limits"
    assert links["The predictions endpoint in full"] == f"{ORIGIN}/reference/predictions"
    assert links["Install"] == f"{ORIGIN}/demo/docs#install"
    assert links["Service status"] == "https://status.tidepool.example/"
    assert all(link["href"].startswith(("http://", "https://")) for link in payload["links"])
    assert "Toggle dark mode" not in links
    assert "javascript:" not in payload["content"]
    assert "[Account → Tokens](http://demo.test/account/tokens)" in payload["content"]


def test_headings_are_listed_in_document_order(site: Site) -> None:
    site.goto("/demo/article")
    headings = site.extract()["headings"]
    assert headings[:4] == [
        {"level": 1, "text": "The night train is back — and this time it pays"},
        {"level": 2, "text": "Who runs the trains now"},
        {"level": 3, "text": "The routes that work"},
        {"level": 2, "text": "What a ticket costs"},
    ]
    assert {"level": 2, "text": "Most read"} in headings  # the sidebar's, after the article's


def test_heading_levels_come_from_the_name_or_aria_and_stay_within_six(site: Site) -> None:
    """Levels are read from h1…h6's names: a stray <h7> (sloppy markup parses to an unknown element)
    is an h6, never a level 7, which the contract's 1 to 6 would refuse with a 422 for the page."""
    site.goto(site.html("/levels", "<h1>One</h1><h7>Seven</h7><hr><header>Masthead</header>"
                        "<div role='heading' aria-level='9'>Nine</div><div role='heading'>Plain</div>"
                        "<p>Text enough to read on this page, in a sentence or two of prose.</p>"))
    payload = site.extract()
    assert payload["headings"] == [{"level": 1, "text": "One"}, {"level": 6, "text": "Seven"},
                                   {"level": 6, "text": "Nine"}, {"level": 2, "text": "Plain"}]
    parse_page(payload, max_content_chars=100_000)  # the server takes it


def test_main_content_comes_first_and_chrome_is_condensed(site: Site) -> None:
    site.goto("/demo/article")
    payload = site.extract()
    content, main = payload["content"], payload["main"]
    assert main.startswith("# The night train is back")
    assert content.startswith(main)
    chrome = content[len(main):]
    assert chrome.lstrip("\n").startswith("---\n\n" + CHROME_MARK)
    assert "Most read" not in main and "Most read" in chrome
    assert ("Navigation: [All demos](http://demo.test/) · [Article](http://demo.test/demo/article)"
            in chrome)
    assert "Footer: A demo page for [reverserag]" in chrome


def test_main_content_is_found_by_density_without_semantic_markup(site: Site) -> None:
    paragraphs = "".join(
        f"<p>Paragraph {i} of the story, which goes on about ferries, tides, harbours, and the "
        f"people who work there, long enough to count as real text in a real article.</p>"
        for i in range(8)
    )
    site.goto(site.html("/divs", f"""
      <div id="top"><a href="/">Home</a> <a href="/news">News</a> <a href="/about">About</a></div>
      <div class="layout">
        <div class="sidebar"><a href="/a">Link one</a><a href="/b">Link two</a></div>
        <div class="post-body"><h1>Ferries</h1>{paragraphs}</div>
      </div>
      <div class="footer">© 2024 <a href="/legal">Legal</a></div>"""))
    payload = site.extract()
    assert payload["main"].startswith("# Ferries\n\nParagraph 0 of the story")
    assert "Paragraph 7" in payload["main"]
    assert "Link one" not in payload["main"] and "Legal" not in payload["main"]
    assert payload["content"].startswith(payload["main"])
    assert "Link one" in payload["content"]  # nothing visible is dropped


def test_lists_nest_and_keep_their_numbers(site: Site) -> None:
    site.goto(site.html("/lists", """
      <main><ol start="3"><li>Third<ul><li>inner <b>bold</b></li><li>second inner</li></ul></li>
      <li>Fourth</li></ol><dl><dt>Term</dt><dd>Its definition</dd></dl></main>"""))
    content = site.extract()["content"]
    assert "3. Third\n   - inner **bold**\n   - second inner\n4. Fourth" in content
    assert "Term\n\n: Its definition" in content


def test_a_reversed_list_counts_down(site: Site) -> None:
    """A countdown (`<ol reversed>`, as WordPress's list block writes it) was numbered upwards, so
    the model read the page's number one as its number three."""
    site.goto(site.html("/countdown", """
      <main><h1>Best night trains</h1><ol reversed><li>Vienna to Rome</li><li>Paris to Berlin</li>
      <li>Zurich to Prague</li></ol><ol reversed start="10"><li>Tenth</li><li value="5">Fifth</li>
      <li>Fourth</li></ol><ol><li value="7">Seventh</li><li>Eighth</li></ol>
      <ol start="0"><li>Zeroth</li><li>First</li></ol><ol><li>One</li><li value="0">Zero</li><li>One again</li></ol>
      </main>"""))
    content = site.extract()["content"]
    assert "3. Vienna to Rome\n2. Paris to Berlin\n1. Zurich to Prague" in content
    assert "10. Tenth\n5. Fifth\n4. Fourth" in content
    assert "7. Seventh\n8. Eighth" in content
    assert "0. Zeroth\n1. First" in content  # 0 is a number: it read as none (1. Zeroth)
    assert "1. One\n0. Zero\n1. One again" in content


def test_a_quotation_keeps_the_marks_the_browser_draws(site: Site) -> None:
    """`<q>` is drawn with quotation marks that are not in its text: "hold the door" read as words
    of the sentence."""
    site.goto(site.html("/quoted", """<main><h1>Overheard</h1><p>She said <q>hold the door,
      <q>please</q></q> twice.</p></main>"""))
    assert 'She said "hold the door, "please"" twice.' in site.extract()["content"]


def test_a_drop_cap_stays_in_its_word(site: Site) -> None:
    """A drop cap floated out of its word (`<span class="cap">T</span>he`) computes as a block,
    which split the article's first word in two paragraphs. A float of more than a letter or two
    still stands on its own."""
    site.goto(site.html("/drop-cap", """
      <style>.cap { float: left; font-size: 3.2em; line-height: .8; margin-right: 4px; }
        .aside { float: right; width: 10em; }</style>
      <main><h1>The night train</h1><p><span class="cap">T</span>he night train is back on the
      timetable. <span class="cap">“W</span>e missed it,” said a driver.</p>
      <div class="aside">A boxed aside</div>Running text beside it.
      <p><span class="cap">A</span> letter apart.</p></main>"""))
    content = site.extract()["content"]
    assert "The night train is back on the timetable. “We missed it,” said a driver." in content
    assert "\n\nA boxed aside\n\nRunning text beside it." in content
    assert "\n\nA letter apart." in content


def test_table_round_trips_to_markdown(site: Site) -> None:
    site.goto(site.html("/table", """
      <main><table><caption>Fares</caption>
        <tr><th>Route</th><th>Price</th><th>Notes</th></tr>
        <tr><td>A | B</td><td>€10</td><td><a href="/fares/ab">details</a></td></tr>
        <tr><td colspan="2">Both ways</td><td>€18</td></tr>
      </table></main>"""))
    payload = site.extract()
    assert (
        "Table: Fares\n\n"
        "| Route | Price | Notes |\n"
        "| --- | --- | --- |\n"
        "| A \\| B | €10 | [details](http://demo.test/fares/ab) |\n"
        "| Both ways |  | €18 |"
    ) in payload["content"]
    assert payload["tables"] == [{"caption": "Fares", "rows": 3, "cols": 3}]


def test_a_footer_written_first_is_still_the_tables_last_row(site: Site) -> None:
    """A QA pass found a `<tfoot>` written before the body (as HTML 4 asked) read as the table's
    first row, its header: rows are read in the order the table shows them."""
    site.goto(site.html("/tfoot", """<main><table><caption>Votes</caption>
      <tfoot><tr><td>Total</td><td>9</td></tr></tfoot>
      <thead><tr><th>Choice</th><th>Votes</th></tr></thead>
      <tbody><tr><td>Yes</td><td>4</td></tr><tr><td rowspan="2">No</td><td>3</td></tr><tr><td>2</td></tr></tbody>
      </table></main>"""))
    payload = site.extract()
    assert ("| Choice | Votes |\n| --- | --- |\n| Yes | 4 |\n| No | 3 |\n|  | 2 |\n| Total | 9 |"
            in payload["content"])
    assert payload["tables"] == [{"caption": "Votes", "rows": 5, "cols": 2}]


def test_a_cell_spanning_rows_keeps_the_cells_below_in_their_columns(site: Site) -> None:
    """`rowspan` was ignored: each row under a cell spanning rows had its cells one column to the
    left. A spanned place is left empty, as colspan leaves one, so a value is written once."""
    site.goto(site.html("/rowspan", """
      <main><table><caption>Departures</caption>
        <tr><th>Line</th><th>Stop</th><th>Time</th></tr>
        <tr><td rowspan="2">North</td><td>Ash</td><td>08:10</td></tr>
        <tr><td>Birch</td><td>08:25</td></tr>
        <tr><td>South</td><td rowspan="3" colspan="2">Closed</td></tr>
        <tr><td>East</td></tr>
        <tr><td>West</td></tr>
        <tr><td>Harbour</td><td>Quay</td><td rowspan="9">09:00</td></tr>
      </table></main>"""))
    payload = site.extract()
    assert (
        "Table: Departures\n\n"
        "| Line | Stop | Time |\n"
        "| --- | --- | --- |\n"
        "| North | Ash | 08:10 |\n"
        "|  | Birch | 08:25 |\n"
        "| South | Closed |  |\n"
        "| East |  |  |\n"
        "| West |  |  |\n"
        "| Harbour | Quay | 09:00 |\n"
    ) in payload["content"] + "\n"
    assert payload["tables"] == [{"caption": "Departures", "rows": 7, "cols": 3}]


def test_details_and_blockquotes_are_kept(site: Site) -> None:
    site.goto("/demo/docs")
    content = site.extract()["content"]
    assert ("**Why do predictions differ from the harbour's own tables?**\n\n"
            "Tidepool predicts from 37 harmonic constituents") in content
    assert "> **Note:** never commit a token. The client reads `TIDEPOOL_TOKEN`" in content


def test_layout_tables_are_read_as_text(site: Site) -> None:
    site.goto(site.html("/layout", """
      <table role="presentation"><tr><td><p>Left column text.</p></td>
      <td><p>Right column text.</p></td></tr></table>"""))
    payload = site.extract()
    assert "|" not in payload["content"]
    assert "Left column text." in payload["content"] and payload["tables"] == []


def test_a_small_grid_of_short_facts_is_a_table(site: Site) -> None:
    """A QA pass found a three-row list of facts without headers read as six paragraphs, which
    lost which value is whose: a small grid of short lines is data. Cells holding paragraphs, or
    long text, or nothing (a spacer), still lay a page out."""
    site.goto(site.html("/facts", """<main><h1>The lamp</h1>
      <table><tr><td>Weight</td><td>12 kg</td></tr><tr><td>Height</td><td><b>40</b> cm</td></tr>
        <tr><td>Colour</td><td>Red</td></tr></table>
      <table><tr><td><p>Left column.</p></td><td><p>Right column.</p></td></tr>
        <tr><td><p>Below left.</p></td><td><p>Below right.</p></td></tr></table>
      <table><tr><td>Menu</td><td></td><td>Home</td></tr><tr><td>News</td><td></td><td>About</td></tr></table>
      </main>"""))
    payload = site.extract()
    assert "| Weight | 12 kg |\n| --- | --- |\n| Height | **40** cm |\n| Colour | Red |" in payload["content"]
    assert "Left column.\n\nRight column.\n\nBelow left." in payload["content"]
    assert "Menu\n\nHome\n\nNews\n\nAbout" in payload["content"]
    assert payload["tables"] == [{"caption": None, "rows": 3, "cols": 2}]


def test_a_table_in_a_cell_is_read_as_the_cells_text(site: Site) -> None:
    """A table of data with a small table in one cell was read as text, every cell a paragraph of
    its own, since a table holding tables lays a page out: the outer one is kept when it has
    headers of its own and the tables inside are no tables of data. A table laying out tables of
    data (LWN's two lists of developers side by side under one header) still gives way to them."""
    site.goto(site.html("/nested", """<main><h1>Builds</h1>
      <table><tr><th>Target</th><th>Flags</th><th>Time</th></tr>
        <tr><td>linux</td><td><table><tr><td>-O2</td><td>-g</td></tr></table></td><td>4 min</td></tr>
        <tr><td>mac</td><td>-O2</td><td>6 min</td></tr></table>
      <table><tr><th colspan="2">Most active developers</th></tr><tr>
        <td><table><tr><th>By changesets</th><th></th></tr><tr><td>Ann</td><td>63</td></tr>
          <tr><td>Bo</td><td>56</td></tr><tr><td>Cy</td><td>46</td></tr></table></td>
        <td><table><tr><th>By lines</th><th></th></tr><tr><td>Bo</td><td>4550</td></tr>
          <tr><td>Ann</td><td>2614</td></tr><tr><td>Cy</td><td>2318</td></tr></table></td></tr></table>
      </main>"""))
    payload = site.extract()
    content = payload["content"]
    assert ("| Target | Flags | Time |\n| --- | --- | --- |\n"
            "| linux | -O2 -g | 4 min |\n| mac | -O2 | 6 min |") in content
    assert "| By changesets |  |\n| --- | --- |\n| Ann | 63 |" in content
    assert "| By lines |  |\n| --- | --- |\n| Bo | 4550 |" in content
    assert "Most active developers" in content and "| Most active developers" not in content
    assert [t["rows"] for t in payload["tables"]] == [3, 4, 4]


def test_inline_code_holding_backticks_keeps_them(site: Site) -> None:
    """Code holding a run of two backticks, or starting or ending with one, was fenced with two,
    which closed it early: the fence is longer than any run inside, and a backtick at an end gets
    a space between it and the fence, as CommonMark reads code spans."""
    site.goto(site.html("/ticks", """<main><h1>Quoting</h1><p>Write <code>``x``</code>, <code>`a`</code>,
      <code>a``b</code>, <code>it's</code> and <code>plain</code>.</p></main>"""))
    content = site.extract()["content"]
    assert "Write ``` ``x`` ```, `` `a` ``, ```a``b```, `it's` and `plain`." in content


def test_metadata_media_forms_and_tables_are_filled(site: Site) -> None:
    site.goto("/demo/article")
    payload = site.extract()
    meta = payload["meta"]
    assert meta["description"].startswith("Europe's sleeper trains")
    assert meta["og:type"] == "article"
    assert meta["article:published_time"] == "2024-03-14T07:30:00+01:00"
    assert meta["article:tag"] == "rail, travel"
    assert len(payload["json_ld"]) == 1  # the broken block is dropped
    assert payload["json_ld"][0]["author"]["name"] == "Marta Lindqvist"
    assert payload["media"]["images"] == [{
        "src": f"{ORIGIN}/demo-assets/night-routes.svg",
        "alt": "Map of the main European night train routes in 2024",
    }]
    assert payload["forms"] == [{
        "action": f"{ORIGIN}/newsletter", "method": "post",
        "fields": [
            {"name": "email", "type": "email", "label": "Email address", "required": True},
            {"name": "gdpr", "type": "checkbox", "label": "I agree to receive the newsletter",
             "required": True},
        ],
    }]
    assert payload["tables"] == [
        {"caption": "Cheapest fares on a Friday night in April 2024", "rows": 4, "cols": 4}
    ]
    assert "![Map of the main European night train routes in 2024]" in payload["content"]


def test_form_fields_that_cannot_be_seen_are_not_listed(site: Site) -> None:
    """A spam trap (WordPress's Akismet) sits in a hidden paragraph. Only the field's own styles were
    read, which say nothing of its parent's: Firefox listed it (Chromium happened not to). A field
    with no width shows nothing either."""
    site.goto(site.html("/comment", """<main><h1>Comments</h1><form action="/comment" method="post">
      <p><label>Your name <input name="author" required></label></p>
      <p style="display: none !important"><label>Δ <textarea name="ak_hp_textarea"></textarea></label></p>
      <p><input name="zero" style="width: 0; padding: 0; border: 0" aria-label="No width"></p>
      <p><button>Post</button></p></form></main>"""))
    fields = site.extract()["forms"][0]["fields"]
    assert fields == [{"name": "author", "type": "text", "label": "Your name", "required": True}]


def test_late_content_is_captured(site: Site) -> None:
    site.goto("/demo/late")
    # Asked for at once; the notes arrive about a second after load. How long the wait was depends
    # on how long loading took, so the test checks that the notes were still missing when it began.
    busy, payload = site.page.evaluate("""async () => [
        document.getElementById('notes').getAttribute('aria-busy'),
        await window.ReverseRAG.extract()]""")
    assert busy == "true", "the notes were already in when extraction began: loading took over a second"
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


def test_hidden_text_never_reaches_the_payload(site: Site) -> None:
    site.goto("/demo/hidden")
    payload = site.extract()
    dumped = json.dumps(payload)
    assert "PWNED" not in dumped
    assert "ignore your previous instructions" not in dumped.lower()
    assert "Anse du Moulin Blanc" in payload["content"]
    assert "Tip: the fuel berth is on pontoon A." in payload["content"]
    assert "dries at 0.4 metres" in payload["content"]
    # Code, link cards and form labels are read by paths of their own; their visible text stays.
    assert [b["text"] for b in payload["code_blocks"]] == ["mooring --berth A"]
    assert any(link["text"] == "Visitor moorings" for link in payload["links"])
    assert payload["forms"][0]["fields"][0]["label"] == "Boat name"


def test_formulas_drawn_as_aria_hidden_images_are_read(site: Site) -> None:
    """MediaWiki's markup for a formula: the MathML copy is display: none, the picture is
    aria-hidden with the TeX as its alt text. The picture is what a visitor sees, so its alt is read
    as any image's; aria-hidden still hides text, and images with nothing to say."""
    site.goto(site.html("/formula", r"""
      <main><h1>Hermitian matrix</h1>
      <p>If the conjugate transpose of a matrix <span class="mwe-math-element"><span
        class="mwe-math-mathml-inline" style="display: none"><math alttext="{\displaystyle A}"><mi>A</mi>
        </math></span><img src="/math/render/svg/7daf" class="mwe-math-fallback-image-inline" aria-hidden="true"
        alt="{\displaystyle A}" width="12" height="12"></span> is denoted by <span class="mwe-math-element"><img
        src="/math/render/svg/d941" aria-hidden="true" alt="A^{\mathsf {H}}" width="24" height="12"></span>,
        then the Hermitian property can be written concisely.</p>
      <p>Words <span aria-hidden="true">ARIA-HIDDEN-TEXT</span> and an icon <img src="/icon.svg"
        aria-hidden="true" alt="" width="12" height="12"> and one <span aria-hidden="true"><img
        src="/inner.svg" alt="INSIDE-HIDDEN-PARENT" width="12" height="12"></span> stay out.</p></main>"""))
    payload = site.extract()
    content = payload["content"]
    assert (f"matrix ![{{\\displaystyle A}}]({ORIGIN}/math/render/svg/7daf) is denoted by "
            f"![A^{{\\mathsf {{H}}}}]({ORIGIN}/math/render/svg/d941), then") in content
    assert content.count("displaystyle") == 1  # the hidden MathML copy stays out
    assert "Words and an icon and one stay out." in content
    dumped = json.dumps(payload)
    for hidden in ("ARIA-HIDDEN-TEXT", "icon.svg", "INSIDE-HIDDEN-PARENT"):
        assert hidden not in dumped


# KaTeX 0.16 and MathJax 3 (CHTML output, assistive MathML) as they render "E=mc^2", "\frac{1}{2}" and
# "a \ne 0", with the rules of their style sheets that hide the MathML and lay out the drawing.
KATEX = ('<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">'
         '<semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>'
         '<annotation encoding="application/x-tex">E=mc^2</annotation></semantics></math></span>'
         '<span class="katex-html" aria-hidden="true"><span class="base"><span class="strut" style="height:0.6833em;">'
         '</span><span class="mord mathnormal" style="margin-right:0.0576em;">E</span><span class="mspace" '
         'style="margin-right:0.2778em;"></span><span class="mrel">=</span><span class="mspace" '
         'style="margin-right:0.2778em;"></span></span><span class="base"><span class="strut" '
         'style="height:0.8141em;"></span><span class="mord mathnormal">m</span><span class="mord"><span '
         'class="mord mathnormal">c</span><span class="msupsub"><span class="vlist-t"><span class="vlist-r"><span '
         'class="vlist" style="height:0.8141em;"><span style="top:-3.063em;margin-right:0.05em;"><span '
         'class="pstrut" style="height:2.7em;"></span><span class="sizing reset-size6 size3 mtight"><span '
         'class="mord mtight">2</span></span></span></span></span></span></span></span></span></span></span>')
KATEX_DISPLAY = ('<span class="katex-display"><span class="katex"><span class="katex-mathml"><math '
                 'xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><mfrac><mn>1</mn>'
                 '<mn>2</mn></mfrac></mrow><annotation encoding="application/x-tex">\\frac{1}{2}</annotation>'
                 '</semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span '
                 'class="mord"><span class="mfrac"><span class="vlist-t vlist-t2"><span class="vlist-r"><span '
                 'class="vlist" style="height:1.3214em;"><span style="top:-2.314em;"><span class="mord">2</span>'
                 '</span><span style="top:-3.677em;"><span class="mord">1</span></span></span></span></span></span>'
                 '</span></span></span></span></span>')
MATHJAX = ('<mjx-container class="MathJax" jax="CHTML" style="position: relative;"><mjx-math class=" MJX-TEX" '
           'aria-hidden="true"><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D44E TEX-I"></mjx-c></mjx-mi><mjx-mo '
           'class="mjx-n" space="4"><mjx-c class="mjx-c2260"></mjx-c></mjx-mo><mjx-mn class="mjx-n" space="4">'
           '<mjx-c class="mjx-c30"></mjx-c></mjx-mn></mjx-math><mjx-assistive-mml unselectable="on" '
           'display="inline"><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>a</mi><mo>≠</mo><mn>0</mn>'
           '</math></mjx-assistive-mml></mjx-container>')
# MathJax 4 (CHTML output, the default speech), as it renders "x_i^2": the TeX on the drawing, an empty
# box for screen readers laid over it, no MathML (its data-semantic-* attributes left out here).
MATHJAX_4 = ('<mjx-container class="MathJax" jax="CHTML" overflow="overflow" has-speech="true" '
             'style="font-size: 103.9%;"><mjx-math data-latex="x_i^2" class="NCM-N" aria-hidden="true"><mjx-msubsup '
             'data-latex="x_i^2"><mjx-mi data-latex="x"><mjx-c class="mjx-c1D465">𝑥</mjx-c></mjx-mi><mjx-script '
             'style="vertical-align: -0.284em; margin-left: 0px;"><mjx-mn size="s" data-latex="2"><mjx-c '
             'class="mjx-c32">2</mjx-c></mjx-mn><mjx-spacer style="margin-top: 0.18em;"></mjx-spacer><mjx-mi size="s" '
             'data-latex="i"><mjx-c class="mjx-c1D456">𝑖</mjx-c></mjx-mi></mjx-script></mjx-msubsup></mjx-math>'
             '<mjx-speech aria-label="x sub i squared, math" role="img"></mjx-speech></mjx-container>')
# MathJax 3 and 4 with SVG output, as they rendered `a \\ne 0` in Chromium (MathJax 4's semantic
# attributes left out). MathJax 4 draws a formula in pieces where a line may break, each with its TeX.
MATHJAX_SVG = (
    '<mjx-container class="MathJax" jax="SVG" style="position: relative;">'
    '<svg xmlns="http://www.w3.org/2000/svg" width="5.345ex" height="2.106ex" role="img" '
    'focusable="false" viewBox="0 -716 2362.6 931" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'aria-hidden="true" style="vertical-align: -0.486ex;">'
    '<g stroke="currentColor" fill="currentColor" stroke-width="0" transform="scale(1,-1)">'
    '<g data-mml-node="math"><g data-mml-node="mi"><use data-c="1D44E" xlink:href="#MJX-TEX-I-1D44E">'
    '</use></g><g data-mml-node="mo" transform="translate(806.8,0)">'
    '<use data-c="2260" xlink:href="#MJX-TEX-N-2260"></use></g>'
    '<g data-mml-node="mn" transform="translate(1862.6,0)"><use data-c="30" xlink:href="#MJX-TEX-N-30">'
    '</use></g></g></g></svg><mjx-assistive-mml unselectable="on" display="inline">'
    '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>a</mi><mo>≠</mo><mn>0</mn></math>'
    '</mjx-assistive-mml></mjx-container>')
MATHJAX_4_SVG = (
    '<mjx-container class="MathJax" jax="SVG" overflow="overflow">'
    '<svg xmlns="http://www.w3.org/2000/svg" width="1.197ex" height="2.262ex" role="img" '
    'focusable="false" viewBox="0 -750 529 1000" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'style="vertical-align: -0.566ex;" aria-hidden="true">'
    '<g stroke="currentColor" fill="currentColor" stroke-width="0" transform="scale(1,-1)">'
    '<g data-mml-node="math" data-latex="a \\ne 0"><g data-mml-node="mi" data-latex="a">'
    '<use data-c="1D44E" xlink:href="#MJX-NCM-I-1D44E"></use></g></g></g></svg>'
    '<mjx-break size="4" aria-hidden="true"> </mjx-break>'
    '<svg xmlns="http://www.w3.org/2000/svg" width="3.52ex" height="2.262ex" role="img" '
    'focusable="false" viewBox="0 -750 1555.8 1000" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'style="vertical-align: -0.566ex;" aria-hidden="true">'
    '<g stroke="currentColor" fill="currentColor" stroke-width="0" transform="scale(1,-1)">'
    '<g data-mml-node="math" data-latex="a \\ne 0"><g data-mml-node="mo" data-latex="\\ne">'
    '<use data-c="2260" xlink:href="#MJX-NCM-N-2260"></use></g>'
    '<g data-mml-node="mn" data-latex="0" transform="translate(1055.8,0)">'
    '<use data-c="30" xlink:href="#MJX-NCM-N-30"></use></g></g></g></svg>'
    '<mjx-speech aria-label="a is not equal to 0, math" role="img" aria-roledescription="\x91" '
    'aria-braillelabel="⠁⠀⠌⠨⠅⠀⠼⠴" aria-brailleroledescription="⠀">'
    '</mjx-speech></mjx-container>')
FORMULA_STYLES = """<style>
  .katex .katex-mathml { border: 0; clip-path: inset(50%); height: 1px; overflow: hidden; padding: 0;
    position: absolute; width: 1px }
  .katex-display { display: block; margin: 1em 0; text-align: center }
  .katex-display > .katex { display: block; text-align: center; white-space: nowrap }
  .katex-display > .katex > .katex-html { display: block; position: relative }
  .drawn mjx-assistive-mml { position: absolute !important; top: 0; left: 0; clip: rect(1px, 1px, 1px, 1px);
    padding: 1px 0 0 0 !important; border: 0 !important; display: block !important; width: auto !important;
    overflow: hidden !important }
  .drawn mjx-math { display: inline-block }
  .drawn mjx-c { display: inline-block; width: .5em; height: 1em }  /* where the font draws each glyph */
  mjx-container[has-speech="true"] { position: relative; cursor: default }
  mjx-container[jax="SVG"] mjx-break { white-space: normal; line-height: 0; clip-path: rect(0px 0px 0px 0px) }
  mjx-speech { position: absolute; z-index: -1; inset: 0 }
  mjx-math { display: inline-block; text-align: left; line-height: 0; text-indent: 0; padding: 1px 0 }
</style>"""


def test_formulas_drawn_by_katex_and_mathjax_are_read_as_their_math(site: Site) -> None:
    """KaTeX and MathJax draw a formula in aria-hidden boxes (glyphs, or none: MathJax 3's come from
    its font) and keep its MathML beside them for screen readers, clipped out of sight; MathJax 4
    keeps none, and writes the TeX on the drawing. Before, the walk dropped the drawing and the
    hidden MathML, so no formula of theirs reached the model. The drawing now stands for its
    formula, once: KaTeX's and MathJax 4's TeX between TeX's delimiters, MathJax 3's MathML as it
    is, which the server writes as TeX; MathJax 4's empty box for screen readers, out of the flow,
    no longer splits the sentence. A drawing that shows nothing (no style sheet drew it, the
    MathML shows instead) or is hidden does not speak."""
    site.goto(site.html("/katex-mathjax", FORMULA_STYLES + f"""
      <main><h1>Formulas</h1>
      <p>The energy {KATEX} of a body at rest.</p>
      <p>Half of it: {KATEX_DISPLAY} and no more.</p>
      <p class="drawn">If {MATHJAX}, there are two solutions.</p>
      <p>Unstyled, the MathML shows: {MATHJAX} is read once.</p>
      <p>MathJax 4 writes {MATHJAX_4} as TeX.</p>
      <p>Camouflaged <span style="color: #fff">{KATEX.replace("E=mc^2", "WHITE-ON-WHITE")}</span> stays out.</p>
      <p style="display: none">{KATEX.replace("E=mc^2", "DISPLAY-NONE")}</p>
      <p>An empty drawing <span class="katex"><span class="katex-mathml"><math><semantics><mi>x</mi><annotation
        encoding="application/x-tex">EMPTY-DRAWING</annotation></semantics></math></span><span
        aria-hidden="true"></span></span> speaks for nothing.</p></main>"""))
    payload = site.extract()
    content = payload["content"]
    assert "\n\nThe energy \\(E=mc^2\\) of a body at rest.\n\n" in content
    assert "\n\nHalf of it:\n\n\\(\\frac{1}{2}\\)\n\nand no more.\n\n" in content  # a display formula is a block
    assert "\n\nMathJax 4 writes \\(x_i^2\\) as TeX.\n\n" in content
    assert "\n\nCamouflaged stays out.\n\n" in content
    # MathJax 3 keeps no TeX: its MathML goes as it is, and the server writes it as TeX.
    assert content.count("\\(<mi>a</mi>") == 2
    served = as_served(payload)
    assert "\n\nIf \\(a≠0\\) , there are two solutions.\n\n" in served
    assert "\n\nUnstyled, the MathML shows: \\(a≠0\\) is read once.\n\n" in served
    assert "\n\nAn empty drawing speaks for nothing." in content
    for hidden in ("WHITE-ON-WHITE", "DISPLAY-NONE", "EMPTY-DRAWING", "mc2", "mc^2E", "𝑥"):
        assert hidden not in content


def test_formulas_in_arxiv_papers_are_read_as_delimited_tex(site: Site) -> None:
    """arXiv's HTML papers (LaTeXML) show MathML with its TeX twice, as `alttext` and as an
    annotation. The alternative text came first, so the TeX ran bare into the sentence; the TeX
    now goes between TeX's delimiters, as every other formula's does. An alternative text that is
    not TeX, with no TeX beside it, is read as it is."""
    site.goto(site.html("/arxiv", """<main><h1>A circle</h1>
      <p>The circle <math alttext="x^{2}+y^{2}=1" class="ltx_Math" display="inline"><semantics><mrow><mrow>
        <msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><msup><mi>y</mi><mn>2</mn></msup></mrow><mo>=</mo><mn>1</mn>
        </mrow><annotation-xml encoding="MathML-Content"><apply><eq></eq><cn>1</cn></apply></annotation-xml>
        <annotation encoding="application/x-tex">x^{2}+y^{2}=1</annotation></semantics></math> has radius one.</p>
      <p>Said aloud: <math alttext="x squared"><msup><mi>x</mi><mn>2</mn></msup></math>.</p></main>"""))
    content = site.extract()["content"]
    assert "\n\nThe circle \\(x^{2}+y^{2}=1\\) has radius one.\n\n" in content
    assert "\n\nSaid aloud: x squared ." in content


def test_formulas_mathjax_draws_in_svg_are_read_as_their_math(site: Site) -> None:
    """MathJax's SVG output draws a formula as an `aria-hidden` SVG, which the walk skipped with
    every SVG, so the formula never reached the model. MathJax 3's is read as the MathML beside it,
    MathJax 4's as its TeX, once for all its pieces. Any other SVG is still skipped."""
    site.goto(site.html("/mathjax-svg", FORMULA_STYLES + f"""
      <main><h1>Formulas in SVG</h1>
      <p class="drawn">MathJax 3 draws {MATHJAX_SVG} in SVG.</p>
      <p>MathJax 4 draws {MATHJAX_4_SVG} in two pieces.</p>
      <p>An icon <svg aria-hidden="true" width="16" height="16"><text y="12">ICON</text></svg> and a chart
        <svg width="40" height="16"><text y="12">CHART</text></svg> say nothing.</p></main>"""))
    content = as_served(site.extract())
    assert "\n\nMathJax 3 draws \\(a≠0\\) in SVG.\n\n" in content
    assert "\n\nMathJax 4 draws \\(a \\ne 0\\) in two pieces.\n\n" in content
    assert "\n\nAn icon and a chart say nothing." in content


def test_a_ruby_reading_goes_in_brackets_after_its_base(site: Site) -> None:
    """Furigana ran into the word they read (漢字かんじ), which the model cannot tell from one
    word. Text without ruby writes a reading in brackets after its base, as the `<rp>` fallbacks
    do; a reading the page hides, or an empty one, adds nothing."""
    site.goto(site.html("/ruby", """<style>.quiz rt { display: none }</style><main><h1>Readings</h1>
      <p>Pair by pair: <ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby>を書く。</p>
      <p>With fallbacks: <ruby>東京<rp>(</rp><rt>とうきょう</rt><rp>)</rp></ruby>に住む。</p>
      <p class="quiz">A quiz hides them: <ruby>漢字<rt>かんじ</rt></ruby>を読む。</p>
      <p>An empty reading: <ruby>字<rt></rt></ruby>だけ。</p></main>"""))
    content = site.extract()["content"]
    assert "Pair by pair: 漢(かん)字(じ)を書く。" in content
    assert "With fallbacks: 東京(とうきょう)に住む。" in content
    assert "A quiz hides them: 漢字を読む。" in content
    assert "An empty reading: 字だけ。" in content


def test_superscripts_and_subscripts_are_marked_but_footnote_markers_are_not(site: Site) -> None:
    """`<sup>` and `<sub>` were flattened: 10<sup>8</sup> read as 108, x<sub>i</sub> as xi. One
    character follows a ^ or _, more go in brackets. A footnote marker stays as it was: a link in
    one or around one (Wikipedia's [1] and its back-links a, b), [n] or a page (:p. 7); so does a
    symbol (®)."""
    site.goto(site.html("/sup", """<main><h1>Powers</h1>
      <p>About 10<sup>8</sup> stars, each of mass m<sub>i</sub>; the next term is
      x<sup>n+1</sup> over a<sub>ij</sub>, then e<sup>−x</sup> and <i>A</i><sup><i>n</i></sup>.</p>
      <p>Water is H<sub>2</sub>O.<sup class="reference"><a href="#cite_note-1">[1]</a></sup><sup>:p. 7</sup>
      Noted.<sup><a href="#fn1">2</a></sup> Unlinked.<sup>[3]</sup> Tidepool<sup>®</sup>.</p>
      <ol><li id="cite_note-1">^ <a href="#cite_ref-1"><sup><i><b>a</b></i></sup></a> A source.</li></ol>
      </main>"""))
    content = site.extract()["content"]
    assert ("About 10^8 stars, each of mass m_i; the next term is x^(n+1) over a_(ij), "
            "then e^(−x) and *A*^(*n*).") in content
    assert (f"Water is H_2O.[[1]]({ORIGIN}/sup#cite_note-1):p. 7 Noted.[2]({ORIGIN}/sup#fn1) "
            "Unlinked.[3] Tidepool®.") in content
    assert f"1. ^ [***a***]({ORIGIN}/sup#cite_ref-1) A source." in content


def test_ruby_and_inline_formulas_stay_in_their_sentence(site: Site) -> None:
    """Chromium gives ``<ruby>`` and an inline MathML formula displays of their own (``ruby``,
    ``ruby-text``, ``math``), which the walk took for blocks: each split its sentence in three."""
    site.goto(site.html("/inline-boxes", """<main><h1>Readings and formulas</h1>
      <p>東京の<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>は難しいです。</p>
      <p>If <math><mi>a</mi><mo>≠</mo><mn>0</mn></math>, there are two solutions.</p>
      <p>Set apart: <math display="block"><mi>x</mi><mo>=</mo><mn>1</mn></math> and the rest.</p></main>"""))
    content = as_served(site.extract())
    assert "\n\n東京の漢字(かんじ)は難しいです。\n\n" in content
    assert "\n\nIf \\(a≠0\\) , there are two solutions.\n\n" in content
    assert "\n\nSet apart:\n\n\\(x=1\\)\n\nand the rest." in content  # a block formula is a block


def test_visible_but_unusual_text_is_kept(site: Site) -> None:
    site.goto(site.html("/unusual", """
      <style>
        .reveal { opacity: 0; transition: opacity .4s; }
        .pale { color: #b0b0b0; }
        .gradient { background: linear-gradient(90deg, red, blue); -webkit-background-clip: text;
                    background-clip: text; color: transparent; }
        .dark { background: #111; color: #eee; padding: 4px; }
        .layer { transform: translateZ(0); } .tilted { transform: rotate(-2deg) scale(.9); }
        .nudged { position: relative; top: 2px; left: -4px; } .soft { filter: blur(1px) grayscale(1); }
        .rounded { clip-path: inset(4px round 8px); } .lazy { content-visibility: auto; }
        .smaller { scale: .9; } .turned { rotate: 3deg; } .shifted { translate: 4px 2px; }
        .zoomed { zoom: 1.2; } .outdented { margin-left: -20px; } .flat { height: 0; }
        .bleed { margin-left: calc(50% - 50vw); width: 100vw; } .hanging { text-indent: -2em; }
      </style>
      <main><p class="reveal">Fades in on scroll.</p><p class="pale">Pale but readable.</p>
      <h2 class="gradient">Gradient heading</h2><p class="dark">Light on dark.</p>
      <p class="layer">On its own layer.</p><p class="tilted">Tilted a little.</p>
      <p>A <span class="nudged">nudged</span> word.</p><p class="soft">Softly filtered.</p>
      <p class="rounded">Rounded corners.</p><div class="lazy"><p>Rendered when near.</p></div>
      <p class="smaller">Scaled a little.</p><p class="turned">Turned a little.</p>
      <p class="shifted">Shifted a little.</p><p class="zoomed">Zoomed in.</p>
      <p class="outdented">Outdented.</p><div class="flat">Spills out of a flat box.</div>
      <p class="bleed">Full bleed.</p><p class="hanging">Hanging indent.</p>
      <div class="reveal"><p style="opacity: .6">Muted, in a box that fades in.</p></div>
      <p style="animation: rise 60s; opacity: 0">Fading in now.</p>
      <section style="background: oklch(0.208 0.042 265.755); color: #fff">White on an oklch section.</section>
      <section style="background: lab(12 0 -10); color: white">White on a lab section.</section>
      <section style="background: color-mix(in srgb, black 90%, navy); color: #fafafa">White on a mix.</section>
      <p style="color: oklch(0.3 0.1 30)">Dark oklch text.</p>
      <p style="clip-path: inset(0 round 100%)">Clipped round.</p></main>
      <style>@keyframes rise { from { opacity: 0 } to { opacity: 1 } }</style>"""))
    content = site.extract()["content"]
    for text in ("Fades in on scroll.", "Pale but readable.", "## Gradient heading", "Light on dark.",
                 "On its own layer.", "Tilted a little.", "A nudged word.", "Softly filtered.",
                 "Rounded corners.", "Rendered when near.", "Scaled a little.", "Turned a little.",
                 "Shifted a little.", "Zoomed in.", "Outdented.", "Spills out of a flat box.",
                 "Full bleed.", "Hanging indent.",
                 # an opacity under a fade-in is not multiplied by the 0 it fades in from
                 "Muted, in a box that fades in.",
                 "Fading in now.",  # its animation of opacity is running
                 # colours in other spaces than sRGB (Tailwind 4's palette is oklch) were taken
                 # for no background: white on white
                 "White on an oklch section.", "White on a lab section.", "White on a mix.",
                 "Dark oklch text.", "Clipped round."):
        assert text in content, text


def _png(width: int, height: int) -> bytes:
    """A grey PNG of this size."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


SOLID_PNG = _png(40, 30)


def test_hidden_by_opacities_together_by_a_fade_that_never_comes_or_in_other_colour_spaces(site: Site) -> None:
    """Found by a red-team pass: each of these showed nothing and was read."""
    site.add("/solid.png", SOLID_PNG, "image/png")
    site.goto(site.html("/faded-more", """
      <style>@keyframes spin { to { transform: rotate(1turn) } }</style>
      <main><h1>Hidden more ways</h1><p>A visible paragraph, long enough to be the main content.</p>
      <div style="opacity: .2"><div style="opacity: .2"><p style="opacity: .2">HIDDEN-1 three fades.</p></div></div>
      <p style="opacity: 0; animation-name: nothing-by-that-name">HIDDEN-2 an animation that never runs.</p>
      <p style="opacity: 0; animation: spin 9s infinite">HIDDEN-3 an animation of something else.</p>
      <p style="color: oklch(1 0 0)">HIDDEN-4 white in oklch.</p>
      <p style="color: color-mix(in srgb, white 99%, black)">HIDDEN-5 white, mixed.</p>
      <p style="color: lab(100 0 0)">HIDDEN-6 white in lab.</p>
      <p style="clip-path: inset(0 0 100% 0)">HIDDEN-9 clipped from below.</p>
      <p style="clip-path: inset(0 100% 0 0)">HIDDEN-10 clipped from the right.</p>
      <p><img src="/solid.png" width="0" height="0" alt="HIDDEN-7 a picture of no size">
         <img src="/solid.png" style="width: 0" alt="HIDDEN-8 squeezed to nothing">
         <img src="/solid.png" alt="A picture that shows"> <img src="/missing.png" alt="A picture that failed"></p>
      <p>The last visible line.</p></main>"""))
    site.page.wait_for_function("() => [...document.images].every((i) => i.complete)")
    payload = site.extract()
    assert "HIDDEN" not in json.dumps(payload)
    content = payload["content"]
    assert "A visible paragraph" in content and "The last visible line." in content
    assert "![A picture that shows]" in content and "![A picture that failed]" in content


@pytest.mark.parametrize("declared", [
    '<meta name="color-scheme" content="dark">', "<style>:root { color-scheme: dark }</style>",
])
def test_a_page_in_a_dark_colour_scheme_is_read_against_its_dark_canvas(site: Site, declared: str) -> None:
    """A page that declares a dark scheme and sets no background shows white text on a dark canvas;
    taken for white on white, all of it was dropped: the payload was empty."""
    site.goto(site.html("/dark-scheme", """
      <main><h1>Night mode</h1><p>A page in the dark scheme, with no background of its own.</p>
      <p style="color: #141414">HIDDEN black on the dark canvas.</p></main>""", head=declared))
    content = site.extract()["content"]
    assert "# Night mode" in content and "A page in the dark scheme" in content
    assert "HIDDEN" not in content


@pytest.mark.parametrize("preferred", ["light", "dark"])
def test_a_page_in_both_schemes_is_read_in_the_one_the_visitor_prefers(site: Site, preferred: str) -> None:
    if site.engine != "chromium":
        pytest.skip("the visitor's preference is emulated in Chromium only")
    site.page.emulate_media(color_scheme=preferred)  # type: ignore[arg-type]
    site.goto(site.html("/both-schemes", """
      <main><h1>Either way</h1><p>A page in both schemes, with no background of its own.</p>
      <p style="color: #fff">WHITE text.</p><p style="color: #131313">BLACK text.</p></main>""",
                        head='<meta name="color-scheme" content="light dark">'))
    content = site.extract()["content"]
    assert "# Either way" in content
    assert ("WHITE" in content, "BLACK" in content) == ((True, False) if preferred == "dark" else (False, True))


@pytest.mark.parametrize("pane", ["main", "body"])
def test_text_scrolled_out_of_a_pane_is_still_read(site: Site, pane: str) -> None:
    # An app layout: the page does not scroll, a pane does (a <main>, or a body that scrolls on
    # its own). Scrolled to the end, the first paragraphs sit far above the top of the page, yet a
    # visitor can scroll back to them.
    paragraphs = "".join(
        f'<p style="position: relative">Paragraph {n} of the pane.</p><pre>code {n}</pre>' for n in range(60))
    site.goto(site.html(f"/pane-{pane}", f"""
      <style>html {{ height: 100%; overflow: hidden; }} body {{ height: 100%; margin: 0; overflow: hidden; }}
        {pane} {{ height: 100%; overflow: auto; }} pre {{ overflow: auto; }}</style>
      <main><form action="/moor"><label for="boat">Boat name</label> <input id="boat" name="boat"></form>
      {paragraphs}</main>"""))
    site.page.evaluate(f"document.querySelector('{pane}').scrollTop = 1e6")
    assert site.page.evaluate("document.querySelector('p').getBoundingClientRect().bottom") < -1000
    payload = site.extract()
    for n in range(60):
        assert f"Paragraph {n} of the pane." in payload["content"]
    assert [b["text"] for b in payload["code_blocks"]] == [f"code {n}" for n in range(60)]
    assert [(f["name"], f["label"]) for f in payload["forms"][0]["fields"]] == [("boat", "Boat name")]


@pytest.mark.parametrize("flow", ["direction: rtl", "writing-mode: vertical-rl"])
def test_a_page_that_flows_left_is_read_where_it_runs_past_the_left_edge(site: Site, flow: str) -> None:
    # Right to left, or vertical from right to left: what lies left of the page's edge is where
    # the page goes on, and a visitor scrolls to it.
    cells = "".join(f"<td>Cell{n}</td>" for n in range(40))
    paragraphs = "".join(f"<p>Paragraph {n} of the page.</p>" for n in range(80))
    site.goto(site.html(f"/flow-{flow.split(':')[0]}", f"<main><table><tr>{cells}</tr><tr>{cells}</tr></table>"
                        f"{paragraphs}</main>", head=f"<style>html {{ {flow} }} td {{ min-width: 120px }}</style>"))
    assert site.page.evaluate("Math.min(...[...document.querySelectorAll('td, p')]"
                              ".map(e => e.getBoundingClientRect().right))") < -1000
    content = site.extract(settle=False)["content"]
    assert all(f"Cell{n} |" in content for n in range(40))
    assert all(f"Paragraph {n} of the page." in content for n in range(80))


def test_shadow_roots_and_same_origin_frames_are_read(site: Site) -> None:
    site.goto("/demo/shadow")
    site.page.wait_for_function("() => document.querySelector('tide-card').shadowRoot")
    payload = site.extract()
    content = payload["content"]
    assert "Shadow text: next high tide at Saint-Malo is 13:58, 11.9 metres." in content
    assert "Slotted note: the lock gates at Saint-Malo" in content
    assert "Declarative shadow text: the Roscoff ferry leaves at 15:00" in content
    assert "Framed text: the Camaret lifeboat station is manned around the clock." in content
    assert {"level": 3, "text": "Saint-Malo"} in payload["headings"]
    assert "PWNED" not in json.dumps(payload)


def test_cross_origin_frames_are_listed_in_media(site: Site) -> None:
    site.goto("/demo/shadow")
    iframes = site.extract()["media"]["iframes"]
    assert {"src": "http://localhost/demo/article", "alt": "Article on another origin"} in iframes
    assert "The night train is back" not in site.extract(settle=False)["content"]


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


def test_content_over_the_cap_is_cut_with_a_marker(site: Site) -> None:
    body = "<main>" + "".join(f"<p>Sentence number {i} about the sea.</p>" for i in range(400)) + "</main>"
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="2000" defer></script>'
    site.goto(site.html("/big", body, script=tag))
    payload = site.extract(settle=False)
    assert payload["content"].startswith("Sentence number 0 about the sea.")
    assert "content was cut at 2,000 characters" in payload["content"]
    assert len(payload["content"]) < 2300
    assert "Sentence number 399" not in payload["content"]


def test_a_code_block_over_the_cap_is_cut_in_code_blocks_too(site: Site) -> None:
    """A 5 MB log in a <pre> went whole in code_blocks beside content, and the body passed the
    server's 8 MiB cap: the chat never started (found by a QA pass)."""
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="2000" defer></script>'
    site.goto(site.html("/big-log", "<main><h1>Log</h1><pre><code>" + "step passed\n" * 1000 + "</code></pre></main>",
                        script=tag))
    payload = site.extract(settle=False)
    assert [len(block["text"]) for block in payload["code_blocks"]] == [2000]


def test_names_objects_inherit_are_names_like_any_other(site: Site) -> None:
    """<meta name="constructor"> made extract() fail (meta[name].split is not a function), and a
    role or an element named `constructor` wrote "function Object() { [native code] }" into content."""
    site.goto(site.html("/inherited", """<main><h1>Names</h1><div role="constructor">Text in a role.</div>
      <constructor>Text in an unknown element.</constructor><p>And a paragraph.</p></main>""",
                        head='<meta name="constructor" content="Ada"><meta name="constructor" content="Grace">'
                             '<meta property="__proto__" content="polluted"><meta name="toString" content="x">'))
    payload = site.extract(settle=False)
    assert "native code" not in payload["content"] and "function" not in payload["content"]
    assert "Text in a role." in payload["content"] and "Text in an unknown element." in payload["content"]
    assert payload["meta"]["constructor"] == "Ada, Grace"
    assert payload["meta"]["tostring"] == "x"
    sent = site.page.evaluate("async () => JSON.stringify((await ReverseRAG.extract({settle: false})).meta)")
    assert json.loads(sent)["__proto__"] == "polluted"  # as the widget sends it (Playwright drops the key)


def test_selected_text_is_sent_as_selection(site: Site) -> None:
    site.goto("/demo/article")
    assert site.extract(settle=False)["selection"] is None
    select_paragraph(site.page, "Track access")
    assert site.extract(settle=False)["selection"].startswith("Track access charges are the first obstacle.")


def test_text_selected_in_a_same_origin_frame_is_sent_as_selection(site: Site) -> None:
    """Each document has its own selection: text selected in a frame was not the page's, so a
    question about it went out without it (a QA pass). The frame holds the focus then."""
    site.add("/frame-selected", "<!doctype html><html><body><p>Platform nine is closed for repairs "
             "until the end of March.</p></body></html>")
    site.goto(site.html("/selected-in-frame", """<main><h1>Station notices</h1><p>Outer text of the
      page, about the station and its platforms.</p><iframe src="/frame-selected" title="Notices"></iframe></main>"""))
    site.page.wait_for_function("() => document.querySelector('iframe').contentDocument?.body?.textContent")
    assert site.extract(settle=False)["selection"] is None
    site.click("iframe")  # the frame takes the focus; the visitor then selects its paragraph
    site.page.evaluate("""() => { const doc = document.querySelector('iframe').contentDocument;
        doc.getSelection().selectAllChildren(doc.querySelector('p')); }""")
    assert site.extract(settle=False)["selection"] == "Platform nine is closed for repairs until the end of March."
    site.click("main h1")  # the visitor moves on: the frame's selection is not theirs now
    assert site.extract(settle=False)["selection"] is None


def test_gitlab_job_page_is_read_through_its_raw_log(site: Site) -> None:
    page_url = f"{ORIGIN}/demo/gitlab/acme/rocket/-/jobs/4242"
    site.goto(page_url)
    payload = site.extract()
    assert payload["source"] == "translated"
    assert payload["translated_from"] == page_url
    assert payload["url"] == page_url + "/raw"
    assert payload["main"] == payload["content"]
    assert "Loading the job log" not in payload["content"]
    # The log comes as the job served it; the server reads it as a terminal shows it (page.py).
    assert "\x1b[" in payload["content"] and "section_start:" in payload["content"]
    page = parse_page(payload, max_content_chars=2_000_000)
    for content in (page.content, page.main):
        assert "expected: >= 400" in content and "got:    380" in content
        assert "ERROR: Job failed: exit code 1" in content
        assert "\x1b" not in content and "section_start" not in content and "\r" not in content


def test_a_log_over_the_cap_keeps_its_start_and_its_end(site: Site) -> None:
    """A CI log fails at its end, so a log over the cap keeps a tenth from its start and the rest
    from its end, with a marker between; the server then cleans what came (page.py), an escape
    sequence the cut left unfinished too."""
    lines = [f"\x1b[0Ksection_start:17150000{i:02d}:step_{i}\r\x1b[0K\x1b[36;1mStep {i} of 60\x1b[0;m"
             for i in range(60)]
    log = "\n".join([*lines, "\x1b[31;1mERROR: Job failed: exit code 1\x1b[0;m", ""])
    site.add("/ci/acme/rocket/-/jobs/7/raw", log, content_type="text/plain; charset=utf-8")
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="1030" defer></script>'
    site.goto(site.html("/ci/acme/rocket/-/jobs/7", "<main><p>Loading the job log</p></main>", script=tag))
    payload = site.extract()
    assert payload["source"] == "translated" and len(log) > 3000
    head, marker, tail = payload["content"].partition("\n\n[reverserag: log cut here]\n\n")
    assert marker and len(head) + len(tail) <= 1030 + len("# Test page\n\n")
    assert head == "# Test page\n\n" + log[:103] and head.endswith("step_1\r\x1b[")  # cut in an escape
    assert log.endswith(tail + "\n")  # the end, whole
    page = parse_page(payload, max_content_chars=2_000_000)
    assert page.content.startswith("# Test page\n\nStep 0 of 60\n\n\n[reverserag: log cut here]")
    assert page.content.endswith("Step 59 of 60\nERROR: Job failed: exit code 1")
    assert "\x1b" not in page.content and "section_" not in page.content


def test_failed_or_slow_translation_falls_back_to_the_dom(site: Site) -> None:
    rules = json.dumps([
        {"pattern": "/missing$", "to": "$&.txt"},
        {"pattern": "/slow$", "to": "$&.txt"},
    ]).replace('"', "&quot;")
    tag = (f'<script src="{ORIGIN}/reverserag.js" data-translate="{rules}" '
           f'data-translate-timeout-ms="300" defer></script>')
    site.hang("/slow.txt")
    for path in ("/missing", "/slow"):
        site.goto(site.html(path, "<main><p>The page itself.</p></main>", script=tag))
        payload = site.extract(settle=False)
        assert payload["source"] == "dom", path
        assert payload["content"] == "The page itself."
    assert f"{ORIGIN}/missing.txt" in site.requests and f"{ORIGIN}/slow.txt" in site.requests


def test_translation_rules_can_be_added_through_the_api(site: Site) -> None:
    site.add("/notes/7.txt", "Plain notes: the tide turns at 14:10.", "text/plain")
    site.goto(site.html("/notes/7", "<main><p>Rendered notes shell.</p></main>"))
    site.page.evaluate("() => ReverseRAG.translate(/\\/notes\\/\\d+$/, (url) => url + '.txt')")
    payload = site.extract(settle=False)
    assert payload["source"] == "translated"
    assert "Plain notes: the tide turns at 14:10." in payload["content"]


def test_gitlab_blob_views_are_read_through_their_raw_files(site: Site) -> None:
    """A source file comes as one block of code in its language; a README, prose already written in
    markdown, as the page's text (a QA pass found it fenced as code, which the server then took for a
    page of code and the offline engine could not answer from)."""
    readme = "# Rocket\n\nA small launcher for model rockets.\n\n## Usage\n\n- `rocket go` starts the countdown\n"
    launch = "def launch(fuel):\n    if fuel < 400:\n        raise ValueError('low fuel')\n"
    site.add("/acme/rocket/-/raw/main/README.md", readme, "text/plain; charset=utf-8")
    site.add("/acme/rocket/-/raw/main/src/launch.py", launch, "text/plain; charset=utf-8")
    shell = "<main><p>Loading the file viewer</p></main>"
    site.goto(site.html("/acme/rocket/-/blob/main/README.md", shell))
    payload = site.extract()
    assert (payload["source"], payload["url"]) == ("translated", f"{ORIGIN}/acme/rocket/-/raw/main/README.md")
    assert payload["content"] == payload["main"] == "# Test page\n\n" + readme.strip()
    assert payload["code_blocks"] == []
    site.goto(site.html("/acme/rocket/-/blob/main/src/launch.py", shell) + "?ref_type=heads#L2")
    payload = site.extract()
    assert payload["url"] == f"{ORIGIN}/acme/rocket/-/raw/main/src/launch.py"
    assert payload["content"] == "```py\n" + launch.rstrip() + "\n```"
    assert payload["code_blocks"] == [{"language": "py", "text": launch}]


def test_gitea_and_forgejo_file_views_are_read_through_their_raw_files(site: Site) -> None:
    """Codeberg and every Gitea or Forgejo host show a file at `/src/branch/REF/PATH` (or `tag`,
    `commit`) and serve it at `/raw/...`; a folder's view has no raw file and is read as a page."""
    launch = "def launch(fuel):\n    return fuel >= 400\n"
    site.add("/acme/rocket/raw/commit/9f3c2e1/launch.py", launch, "text/plain; charset=utf-8")
    shell = "<main><p>Loading the file viewer</p></main>"
    site.goto(site.html("/acme/rocket/src/commit/9f3c2e1/launch.py", shell))
    payload = site.extract()
    assert (payload["source"], payload["url"]) == ("translated", f"{ORIGIN}/acme/rocket/raw/commit/9f3c2e1/launch.py")
    assert payload["code_blocks"] == [{"language": "py", "text": launch}]
    site.goto(site.html("/acme/rocket/src/branch/main/docs", "<main><p>A folder: guide.md, faq.md</p></main>"))
    payload = site.extract(settle=False)
    assert (payload["source"], payload["content"]) == ("dom", "A folder: guide.md, faq.md")
    assert f"{ORIGIN}/acme/rocket/raw/branch/main/docs" in site.requests


def test_a_link_to_lines_of_a_file_points_the_visitor_at_them(site: Site) -> None:
    """A file's address may name lines (`#L2-L3` on GitHub, Gitea and Forgejo, `#L2-3` on GitLab,
    `#L2` for one): someone sent the visitor there, and they are the visitor's selection, as if
    selected, unless the visitor selects text of their own."""
    launch = "import sys\n\ndef launch(fuel):\n    if fuel < 400:\n        raise ValueError('low fuel')\n"
    site.add("/acme/rocket/-/raw/main/launch.py", launch, "text/plain; charset=utf-8")
    site.add("/acme/rocket/raw/branch/main/launch.py", launch, "text/plain; charset=utf-8")
    shell = "<main><p>Loading the file viewer</p></main>"
    cases = {
        "/acme/rocket/-/blob/main/launch.py#L3-4": "def launch(fuel):\n    if fuel < 400:",
        "/acme/rocket/src/branch/main/launch.py#L4-L5": "    if fuel < 400:\n        raise ValueError('low fuel')",
        "/acme/rocket/-/blob/main/launch.py?ref_type=heads#L1": "import sys",
        "/acme/rocket/-/blob/main/launch.py#L40": None,  # past the end
        "/acme/rocket/-/blob/main/launch.py#readme": None,
    }
    for path, lines in cases.items():
        address, rest = re.match(r"([^?#]+)(.*)", path).groups()
        site.goto(site.html(address, shell) + rest)
        payload = site.extract(settle=False)
        assert payload["source"] == "translated", path
        assert payload["selection"] == lines, path
    page = parse_page(payload | {"selection": launch.splitlines()[2]}, max_content_chars=2_000_000)
    assert page.selection == "def launch(fuel):"  # the page shows it: the server keeps it
    site.goto(site.html("/acme/rocket/-/blob/main/launch.py", shell) + "#L1")
    assert site.extract(settle=False, selection="raise ValueError")["selection"] == "raise ValueError"


def test_a_binary_raw_file_leaves_the_page_to_be_read(site: Site) -> None:
    """An image or an archive behind a blob view is no text: a QA pass found a PNG's bytes sent as a
    page of code. Known by its type, or, served as text/plain as raw hosts often do, by a NUL byte."""
    png = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000") + bytes(40)
    site.add("/raw/logo.png", png, "image/png")
    site.add("/raw/stars.bin", b"STAR\x00\x01\x02 catalogue " * 40, "text/plain; charset=utf-8")
    rules = json.dumps([{"pattern": "/blob/(.+)$", "to": "/raw/$1"}]).replace('"', "&quot;")
    tag = f'<script src="{ORIGIN}/reverserag.js" data-translate="{rules}" defer></script>'
    for name in ("logo.png", "stars.bin"):
        site.goto(site.html(f"/blob/{name}", "<main><p>A preview of the file.</p></main>", script=tag))
        payload = site.extract(settle=False)
        assert (payload["source"], payload["content"]) == ("dom", "A preview of the file."), name
        assert f"{ORIGIN}/raw/{name}" in site.requests


def test_a_raw_file_is_read_in_the_charset_it_is_served_in(site: Site) -> None:
    menu = "Café crème, 3 €; thé à la menthe, 2 €."
    site.add("/raw/menu.txt", menu.encode("cp1252"), "text/plain; charset=windows-1252")
    site.add("/raw/menu-utf8.txt", menu.encode(), "text/plain")  # no charset named: UTF-8
    rules = json.dumps([{"pattern": "/blob/(.+)$", "to": "/raw/$1"}]).replace('"', "&quot;")
    tag = f'<script src="{ORIGIN}/reverserag.js" data-translate="{rules}" defer></script>'
    for name in ("menu.txt", "menu-utf8.txt"):
        site.goto(site.html(f"/blob/{name}", "<main><p>A preview of the file.</p></main>", script=tag))
        payload = site.extract(settle=False)
        assert (payload["source"], payload["content"]) == ("translated", "# Test page\n\n" + menu), name


def test_a_rule_that_never_answers_leaves_the_page_to_be_read(site: Site) -> None:
    """A rule's function that never settles held extract() forever (a QA pass); it has the
    translation's time, as the fetch has."""
    tag = f'<script src="{ORIGIN}/reverserag.js" data-translate-timeout-ms="300" defer></script>'
    site.goto(site.html("/notes/8", "<main><p>Rendered notes shell.</p></main>", script=tag))
    site.page.evaluate("() => ReverseRAG.translate(/\\/notes\\/\\d+$/, () => new Promise(() => {}))")
    outcome = site.page.evaluate("""() => Promise.race([ReverseRAG.extract({ settle: false }),
        new Promise((done) => setTimeout(done, 5000, 'still waiting after 5 s'))])""")
    assert outcome != "still waiting after 5 s"
    assert (outcome["source"], outcome["content"]) == ("dom", "Rendered notes shell.")


def test_a_rule_with_a_global_pattern_matches_on_every_read(site: Site) -> None:
    """A g (or y) flag keeps a RegExp's lastIndex between matches, so every other read of the page
    went untranslated (a QA pass)."""
    site.add("/notes/9.txt", "Plain notes: the ferry leaves at 09:40.", "text/plain")
    site.goto(site.html("/notes/9", "<main><p>Rendered notes shell.</p></main>"))
    site.page.evaluate("() => ReverseRAG.translate(/\\/notes\\/\\d+$/g, (url) => url + '.txt')")
    for read in range(3):
        assert site.extract(settle=False)["source"] == "translated", read


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


def test_empty_elements_still_end_blocks_but_never_split_words(site: Site) -> None:
    """The walk skips empty elements without reading their style unless inline text is pending;
    then an empty block still ends the paragraph and an empty inline still joins the word."""
    site.goto(site.html("/empty", """
      <main><p>Harbour<span class="x"></span>master on duty.</p>
      <div>First line<div class="rule"></div>second line</div>
      <div><div></div><i></i><p>After empty wrappers.</p></div></main>"""))
    content = site.extract(settle=False)["content"]
    assert "Harbourmaster on duty." in content
    assert "First line\n\nsecond line" in content
    assert "After empty wrappers." in content


def test_whitespace_collapses_as_rendered(site: Site) -> None:
    site.goto(site.html("/spaces", """
      <main><p>Tides \t and\n\n   currents&nbsp;&nbsp;here, single spaces kept.</p>
      <pre>keep   these\n    spaces</pre></main>"""))
    content = site.extract(settle=False)["content"]
    assert "Tides and currents here, single spaces kept." in content
    assert "```\nkeep   these\n    spaces\n```" in content


def test_indentation_that_white_space_pre_shows_outside_a_pre_is_kept(site: Site) -> None:
    """Code shown by `white-space: pre` or `pre-wrap` outside a `<pre>` (a pre-wrap box, CodeMirror
    6's `<div>` per line, GitHub's and Gist's table cell per line) lost its indentation: each line's
    leading spaces went as if collapsed, and an indent in a text node of its own became one space.
    `pre-line` collapses spaces on screen, and still does. (The table is now read as one block of
    code: see test_a_table_of_lines_of_code_is_read_as_code.)"""
    site.goto(site.html("/indented", (
        "<main><h1>Indented code</h1>"
        "<div style='white-space: pre-wrap'>def add(a, b):\n    if a:\n        return a + b</div>"
        "<div class='cm-content' style='white-space: pre'><div class='cm-line'><span>def</span> sub(a, b):</div>"
        "<div class='cm-line'>    <span>return</span> a - b</div><div class='cm-line'>\t\tpass</div></div>"
        "<table><tr><td></td><td style='white-space: pre'><span>if</span> x:</td></tr>"
        "<tr><td></td><td style='white-space: pre'>    <span>y</span> = 1</td></tr></table>"
        "<div style='white-space: pre-line'>one\n    two</div><p>Plain <br>   text.</p></main>"
    )))
    content = site.extract()["content"]
    assert "\n\ndef add(a, b):\n    if a:\n        return a + b\n\n" in content
    assert "\n\ndef sub(a, b):\n\n    return a - b\n\n\t\tpass\n\n" in content  # a block per line
    assert "\n\n```\nif x:\n    y = 1\n```\n\n" in content
    assert "\n\none\ntwo\n\nPlain\ntext." in content


def test_what_zoom_draws_at_under_5_percent_is_not_read(site: Site) -> None:
    """`zoom` scales a box and everything in it, and an ancestor's zoom multiplies its own. WebKit
    has no currentCSSZoom and measures a box before its zoom, so there the walk multiplies the
    zooms itself: 20% inside 20% is 4%, out; 50% inside 50% is 25%, small but there. An inline
    element's own zoom counts too, and an image's alt text goes with its zoomed box."""
    site.goto(site.html("/zooms", """
      <main><h1>Zooms</h1><p>A visible paragraph, long enough to be the main content here.</p>
      <div style="zoom: 0.2"><p style="zoom: 0.2">ZOOM-NESTED-AWAY</p></div>
      <p>Before <span style="zoom: 0.01">ZOOM-INLINE-AWAY</span> after.</p>
      <div style="zoom: 0.01"><img alt="ZOOM-IMAGE-AWAY" width="400" height="300"
        src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
      <div style="zoom: 0.5"><p style="zoom: 0.5">Zoomed to a quarter, still read.</p></div>
      <p style="zoom: 2">Zoomed in, read.</p></main>"""))
    payload = site.extract(settle=False)
    dumped = json.dumps(payload)
    assert "AWAY" not in dumped
    assert "Zoomed to a quarter, still read." in payload["content"]
    assert "Zoomed in, read." in payload["content"]
    assert "Before after." in payload["content"]


def test_hidden_text_inside_a_same_origin_frame_stays_out(site: Site) -> None:
    """A frame's elements are styled by the frame's own window; its hidden text is hidden too."""
    frame = ("<style>.x { display: none } .ghost { color: #fff }</style><p>Framed and visible.</p>"
             "<p class='x'>FRAMED-DISPLAY-NONE</p><p class='ghost'>FRAMED-WHITE-ON-WHITE</p>"
             "<p style='font-size:0'>FRAMED-ZERO-FONT</p>")
    site.add("/frame-inner", f"<!doctype html><html><body>{frame}</body></html>")
    site.goto(site.html("/framed", """<main><h1>Framed</h1><p>Outer text of the page, long enough to
      count as the main content of this small test page about frames.</p>
      <iframe src="/frame-inner" title="Inner"></iframe></main>"""))
    site.page.wait_for_function("() => document.querySelector('iframe').contentDocument?.body?.textContent")
    content = site.extract(settle=False)["content"]
    assert "Framed and visible." in content
    assert "FRAMED-" not in content


def test_a_frame_of_no_size_is_not_read(site: Site) -> None:
    """A frame with no room to show anything: its page was read as if shown, in both browsers."""
    site.add("/frame-small", "<!doctype html><html><body><p>TINY-FRAME-TEXT</p></body></html>")
    site.goto(site.html("/unseen-frames", """<main><h1>Frames</h1><p>Outer text of the page.</p>
      <iframe srcdoc="<p>ZERO-FRAME-TEXT</p>" width="0" height="0" style="border: 0"></iframe>
      <iframe srcdoc="<p>ZERO-FRAME-WITH-BORDER</p>" width="0" height="0"></iframe>
      <iframe src="/frame-small" style="width: 1px; height: 300px; border: 0"></iframe>
      <iframe src="/frame-small" title="ZERO-FRAME-TITLE" width="0" height="0" style="border: 0"></iframe>
      <iframe srcdoc="<p>Shown in a frame.</p>" title="Shown"></iframe></main>"""))
    site.page.wait_for_function("() => [...document.querySelectorAll('iframe')].every("
                                "(f) => f.contentDocument?.body?.textContent)")
    content = site.extract(settle=False)["content"]
    assert "Shown in a frame." in content
    assert "FRAME-" not in content


def test_a_frame_is_read_from_its_own_root(site: Site) -> None:
    """The walk entered a frame at its body, so the frame's <html> went unasked: hidden by its own
    root, the frame's text was read; white on a root painted black, it was dropped. A frameset's
    frames were not read at all (found by a QA pass)."""
    for name, root in (("none", "style='display: none'"), ("faded", "style='opacity: 0'"),
                       ("dark", "style='background: #000; color: #fff'")):
        site.add(f"/frame-{name}", f"<!doctype html><html {root}><body><p>FRAME-{name.upper()}-TEXT</p></body></html>")
    site.add("/frame-left", "<!doctype html><html><body><p>The left frame lists the packages.</p></body></html>")
    site.add("/frame-right", "<!doctype html><html><body><p>The right frame shows a class.</p></body></html>")
    site.goto(site.html("/frame-roots", """<main><h1>Frames</h1><p>Outer text of the page.</p>
      <iframe src="/frame-none"></iframe><iframe src="/frame-faded"></iframe>
      <iframe src="/frame-dark"></iframe></main>"""))
    site.page.wait_for_function("() => [...document.querySelectorAll('iframe')].every("
                                "(f) => f.contentDocument?.body?.textContent)")
    content = site.extract(settle=False)["content"]
    assert "FRAME-DARK-TEXT" in content
    assert "FRAME-NONE-TEXT" not in content and "FRAME-FADED-TEXT" not in content
    site.add("/frameset", f"""<!doctype html><html><head><title>Frames</title>
      <script src="{ORIGIN}/reverserag.js" defer></script></head>
      <frameset cols="50%,50%"><frame src="/frame-left"><frame src="/frame-right"></frameset></html>""")
    site.goto(ORIGIN + "/frameset")
    site.page.wait_for_function("() => [...document.querySelectorAll('frame')].every("
                                "(f) => f.contentDocument?.body?.textContent)")
    content = site.extract(settle=False)["content"]
    assert "The left frame lists the packages." in content and "The right frame shows a class." in content


def test_links_resolve_against_the_address_the_page_has_now(site: Site) -> None:
    """The page's base was kept from the first reading: after a single-page app moved, an anchor
    link pointed into the page it left, and a <base> added later was not used."""
    site.goto(site.html("/docs/start", """<main><h1>Docs</h1><p>Read the <a href="#install">install
      notes</a> and the <a href="guide">guide</a> before you start.</p></main>"""))
    assert f"]({ORIGIN}/docs/start#install)" in site.extract(settle=False)["content"]
    site.page.evaluate("history.pushState({}, '', '/docs/other/page?id=7')")
    content = site.extract(settle=False)["content"]
    assert f"]({ORIGIN}/docs/other/page?id=7#install)" in content and f"]({ORIGIN}/docs/other/guide)" in content
    site.page.evaluate("document.head.append(Object.assign(document.createElement('base'), {href: '/manual/'}))")
    assert f"]({ORIGIN}/manual/guide)" in site.extract(settle=False)["content"]


def test_visibility_is_asked_of_the_text_itself(site: Site) -> None:
    """visibility is inherited and a child may set it back to visible: that child shows and is read,
    while the hidden parent's own text, images, links, tables and quotes stay out."""
    site.goto(site.html("/visibility", """
      <main><h1>Visibility</h1><p>A visible paragraph, long enough to be the main content here.</p>
      <div style="visibility: hidden">HIDDEN-PARENT <span style="visibility: visible">Shown child.</span>
        <img src="/pixel.png" alt="HIDDEN-IMAGE"> <a href="/elsewhere">HIDDEN-LINK</a>
        <table><tr><th>HIDDEN-A</th><th>HIDDEN-B</th></tr><tr><td>HIDDEN-1</td><td>HIDDEN-2</td></tr></table>
        <blockquote>HIDDEN-QUOTE</blockquote></div><p>After.</p></main>"""))
    payload = site.extract(settle=False)
    assert "Shown child." in payload["content"]
    assert "HIDDEN" not in json.dumps(payload)
    assert payload["tables"] == [] and payload["media"]["images"] == []
    assert "|" not in payload["content"] and "\n>" not in payload["content"]


def test_main_is_the_articles_body_when_that_holds_most_of_it(site: Site) -> None:
    """A dominant <article> is main, less its header and footer when one block inside it holds
    most of its text (as Readability's choice would)."""
    paragraphs = "".join(
        f"<p>Paragraph {i} about lighthouses, keepers, lenses and storms, long enough to be "
        f"read as the real text of a real article.</p>" for i in range(8)
    )
    site.goto(site.html("/article-body", f"""
      <nav><a href="/">Home</a> <a href="/lights">Lights</a></nav>
      <article><header><h1>Lighthouses</h1><p>By A. Keeper, three minutes</p></header>
        <div class="entry-content">{paragraphs}</div>
        <footer>Share on <a href="/share">Mastodon</a></footer></article>"""))
    payload = site.extract(settle=False)
    assert payload["main"].startswith("Paragraph 0 about lighthouses")
    assert "Paragraph 7" in payload["main"] and "Mastodon" not in payload["main"]
    assert "# Lighthouses" in payload["content"]  # nothing visible is dropped


def test_main_is_a_landmark_less_its_comments_and_sidebars_when_scoring_finds_the_article_in_it(
    site: Site,
) -> None:
    """<main> often holds more than the article: comments, a sidebar. Density scoring picks the
    article out of it when what it finds holds at least 30% of the landmark's text; a list of
    links it scores best (a live feed) or a table leaves the landmark whole."""
    paragraphs = "".join(
        f"<p>Paragraph {i} about canals, locks, barges and the towpaths beside them, long enough "
        f"to be read as the real text of a real article.</p>" for i in range(8)
    )
    comments = "".join(
        f'<div class="comment"><p><a href="/u/{i}">Reader {i}</a> wrote: I walked that towpath '
        f"last summer, and it was lovely.</p></div>" for i in range(12)
    )
    site.goto(site.html("/landmark", f"""
      <nav><a href="/">Home</a> <a href="/canals">Canals</a></nav>
      <main><div class="post"><h1>Canals</h1>{paragraphs}</div>
        <div class="widget">Related: <a href="/locks">Locks</a> <a href="/barges">Barges</a></div>
        <section id="comments"><h2>12 comments</h2>{comments}</section></main>"""))
    payload = site.extract(settle=False)
    assert payload["main"].startswith("# Canals\n\nParagraph 0 about canals")
    assert "Paragraph 7" in payload["main"]
    assert "Reader" not in payload["main"] and "Related" not in payload["main"]
    assert "Reader 11" in payload["content"]  # nothing visible is dropped

    feed = "".join(
        f'<li><p><a href="/live/{i}">14:{i:02d}</a> <a href="/live/{i}#item">Headline number {i}, about '
        f"something that just happened</a>, told in some detail, with more to come, updated</p></li>"
        for i in range(20)
    )
    site.goto(site.html("/live", f"""
      <main><h1>A short story</h1><p>One paragraph of the story, with a comma, and another one.</p>
        <ul class="live">{feed}</ul></main>"""))
    assert site.extract(settle=False)["main"].startswith("# A short story")  # not the feed alone

    rows = "".join(
        f"<tr><td>Lock {i}, on the summit pound, rebuilt in stone, with gates of oak and iron, "
        f"by the canal company</td><td>{1800 + i}</td></tr>" for i in range(12)
    )
    site.goto(site.html("/table", f"""
      <main><h1>Locks</h1><p>The flight of locks, listed below, with when each was built.</p>
        <table><tr><th>Lock</th><th>Built</th></tr>{rows}</table></main>"""))
    main = site.extract(settle=False)["main"]
    assert main.startswith("# Locks") and "| Lock 11, on the summit pound" in main


# Ways to hide text the walk does not catch, as the README lists them ("Not caught"). Each test
# shows the text still read, so a change that starts catching one fails here until the README and
# this list say so.
KNOWN_GAPS = {
    "inline margin": '<span style="margin-left: -100000px">GAP-TEXT</span>',
    "mask": '<span style="display: inline-block; mask-image: linear-gradient(transparent, transparent)">'
            'GAP-TEXT</span>',
    "backface": '<span style="display: inline-block; transform: rotateY(180deg); backface-visibility: hidden">'
                'GAP-TEXT</span>',
    "covered": '<span style="position: relative">GAP-TEXT<span style="position: absolute; inset: 0; '
               'background: #fff"></span></span>',
}


@pytest.mark.parametrize("gap", sorted(KNOWN_GAPS))
def test_known_gaps_in_the_hidden_text_defence_are_still_read(site: Site, gap: str) -> None:
    site.goto(site.html(f"/gap-{gap.replace(' ', '-')}", f"""
      <main><h1>Gaps</h1><p>A visible paragraph, long enough to be the main content here.</p>
      <p>Before {KNOWN_GAPS[gap]} after.</p></main>"""))
    assert "GAP-TEXT" in site.extract(settle=False)["content"]
