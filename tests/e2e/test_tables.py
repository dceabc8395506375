"""Tables as ``ReverseRAG.extract()`` reads them, in Chromium, Firefox and WebKit: data tables as
markdown, spans and footers in place, and layout tables as text."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


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
    assert ("| Choice | Votes |\n| --- | --- |\n| Yes | 4 |\n| No | 3 |\n| No | 2 |\n| Total | 9 |"
            in payload["content"])
    assert payload["tables"] == [{"caption": "Votes", "rows": 5, "cols": 2}]


def test_a_cell_spanning_rows_keeps_the_cells_below_in_their_columns(site: Site) -> None:
    """`rowspan` was ignored: each row under a cell spanning rows had its cells one column to the
    left. A cell spanning rows is said again in each (a markdown row has no span: a rate read without
    its room was no room's), a place a colspan covers is left empty, and a span past the table's last
    row ends there, as browsers draw it (no rows made up)."""
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
        "| North | Birch | 08:25 |\n"
        "| South | Closed |  |\n"
        "| East | Closed |  |\n"
        "| West | Closed |  |\n"
        "| Harbour | Quay | 09:00 |\n"
    ) in payload["content"] + "\n"
    assert payload["tables"] == [{"caption": "Departures", "rows": 7, "cols": 3}]


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
    assert "|  |  |\n| --- | --- |\n| Weight | 12 kg |\n| Height | **40** cm |\n| Colour | Red |" in payload["content"]
    assert "Left column.\n\nRight column.\n\nBelow left." in payload["content"]
    assert "Menu\n\nHome\n\nNews\n\nAbout" in payload["content"]
    assert payload["tables"] == [{"caption": None, "rows": 3, "cols": 2}]


def test_a_list_of_fields_is_a_table(site: Site) -> None:
    """Redoc lays out an operation's parameters as a table of two cells a row, a parameter's name and
    a cell of boxes holding its type, range, default and description: the description's <p> made it
    layout, read as loose lines that never joined a name with its description ("q" / "string" / "Words
    to search for…"; QA51 #14). A short name beside boxes of text is data, one row alone too. A first
    cell of a link, a picture, a heading or a paragraph, or an empty second one, is still layout, and a
    row of two short cells alone (a small table in a table's cell) is no table of data."""
    def field(name: str, detail: str, required: str = "") -> str:
        return (f'<tr><td kind="field"><span></span><span class="property-name">{name}</span>{required}</td>'
                f"<td><div><div>{detail}</div></div></td></tr>")
    required = "<div>required</div>"
    site.goto(site.html("/redoc", f"""<main><h1>List books</h1><h5>query Parameters</h5><table>
      {field("q", "<div><span></span><span>string</span></div> <div><p>Words to search for</p></div>")}
      {field("limit", "<div><span>integer</span><span> <span> [ 1 .. 100 ] </span></span></div><div><span>"
             " Default: </span> <span>20</span></div> <div><p>How many books to return</p></div>")}</table>
      <h5>path Parameters</h5><table>{field("bookId", "<div><span>string</span></div><p>The book's id</p>", required)}
      </table>
      <table><tr><td><h1>Minecraft News</h1></td><td><a href="/tumblr">Powered by Tumblr</a></td></tr></table>
      <table><tr><td><a href="/">Home</a></td><td><p>Welcome to the library.</p></td></tr></table>
      <table><tr><td>This Blog</td><td></td></tr></table></main>"""))
    payload = site.extract(settle=False)
    assert ("|  |  |\n| --- | --- |\n| q | string Words to search for |\n"
            "| limit | integer [ 1 .. 100 ] Default: 20 How many books to return |") in payload["content"]
    assert "|  |  |\n| --- | --- |\n| bookId required | string The book's id |" in payload["content"]
    assert "# Minecraft News\n\n[Powered by Tumblr]" in payload["content"]
    assert "\n\nWelcome to the library.\n\nThis Blog" in payload["content"]
    assert payload["tables"] == [{"caption": None, "rows": 2, "cols": 2}, {"caption": None, "rows": 1, "cols": 2}]


def test_a_button_in_a_header_cell_beside_its_text_is_no_part_of_the_header(site: Site) -> None:
    """A collapsed MediaWiki table (``mw-collapsible``) read "| Historical population [show] |  |": its
    toggle, a button floated into the header cell, was read as the header's words (QA51 #17); so was a
    sort's arrow. A header that is all button (a sortable column's label) keeps its words."""
    site.goto(site.html("/wiki", """<style>.mw-collapsible-toggle { float: right }
      .mw-collapsed tr:not(:first-child) { display: none }</style><main><h1>Veldmark</h1>
      <table class="wikitable mw-collapsible mw-collapsed"><tr><th colspan="2">Historical population <span
        class="mw-collapsible-toggle" role="button" tabindex="0">[<a class="mw-collapsible-text">show</a>]</span></th>
        </tr>
        <tr><th>Year</th><th>Pop.</th></tr><tr><td>1900</td><td>23,870</td></tr></table>
      <table><tr><th>Year <button aria-label="Sort">\u25b2</button></th><th><button>Pop.</button></th></tr>
        <tr><td>1900</td><td>23,870</td></tr></table></main>"""))
    content = site.extract(settle=False)["content"]
    assert "| Historical population |  |\n| --- | --- |\n\n" in content
    assert "| Year | Pop. |\n| --- | --- |\n| 1900 | 23,870 |" in content
    assert "show" not in content and "\u25b2" not in content


def test_a_table_without_a_header_row_gets_an_empty_one_not_its_first_row(site: Site) -> None:
    """A QA pass on a shop: a spec table of a <th> and a <td> a row, no <thead>, was written with its
    first row as the header, so every value was read under the column "1.7 L" ("Hob — 1.7 L: Gas,
    electric, induction"). A header row stays one: in a <thead>, all <th>, or beside an empty corner.
    A <thead> given to screen readers only (a code host's file list: `sr-only`) is not read, and its
    first data row was made the header ("tests | last month")."""
    site.goto(site.html("/kettle", """<main><h1>Blue Enamel Kettle</h1>
      <table><tr><th>Capacity</th><td>1.7 L</td></tr><tr><th>Hob</th><td>Gas, electric, induction</td></tr></table>
      <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic</td><td>€5</td></tr></table>
      <table><tr><td></td><th>Q1</th><th>Q2</th></tr><tr><th>North</th><td>4</td><td>6</td></tr></table>
      <table><thead><tr><td>Size</td><td>Stock</td></tr></thead><tr><td>S</td><td>3</td></tr></table>
      <style>.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden;
        clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }</style>
      <table><thead class="sr-only"><tr><th>Name</th><th>Changed</th></tr></thead>
      <tbody><tr><td>tests</td><td>last month</td></tr><tr><td>queue.py</td><td>5 days ago</td></tr></tbody></table>
      </main>"""))
    content = site.extract()["content"]
    assert "|  |  |\n| --- | --- |\n| Capacity | 1.7 L |\n| Hob | Gas, electric, induction |" in content
    assert "| Plan | Price |\n| --- | --- |\n| Basic | €5 |" in content
    assert "|  | Q1 | Q2 |\n| --- | --- | --- |\n| North | 4 | 6 |" in content
    assert "| Size | Stock |\n| --- | --- |\n| S | 3 |" in content
    assert "|  |  |\n| --- | --- |\n| tests | last month |\n| queue.py | 5 days ago |" in content
    assert "Changed" not in content

def test_a_grid_drawn_in_boxes_is_a_table_and_a_virtual_one_says_how_many_rows_it_has(site: Site) -> None:
    """ag-grid draws its grid in boxes (``role=grid``, rows and cells by their roles), which were read
    one cell a line: the offline engine then named the wrong customer. And a virtual table draws only
    the rows on screen (``aria-rowcount`` says how many it has): what was read looked whole."""
    site.goto(site.html("/customers", """<main><h1>Customers</h1>
      <div role="grid" aria-rowcount="1001">
        <div role="rowgroup"><div role="row"><div role="columnheader">Customer ID</div>
          <div role="columnheader">Name</div></div></div>
        <div role="rowgroup"><div role="row"><div role="gridcell">C-0001</div>
          <div role="gridcell"><span>Bram de Boer</span></div></div>
        <div role="row"><div role="gridcell">C-0002</div><div role="gridcell">Chloe de Wit</div></div></div></div>
      <div role="table"><div role="row"><span role="columnheader">Plan</span>
        <span role="columnheader">Price</span></div>
        <div role="row"><span role="cell">Pro</span> <span role="cell">€ 12</span></div></div>
      <table aria-rowcount="-1"><tr><th>Code</th><th>Riders</th></tr><tr><td>S0001</td><td>4,210</td></tr></table>
      <div role="listbox"><div role="option">Not a table</div></div></main>"""))
    payload = site.extract(settle=False)
    content = payload["content"]
    assert ("| Customer ID | Name |\n| --- | --- |\n| C-0001 | Bram de Boer |\n| C-0002 | Chloe de Wit |"
            "\n\n(3 of 1001 rows shown)") in content
    assert "| Plan | Price |\n| --- | --- |\n| Pro | € 12 |\n\n" in content
    assert "| S0001 | 4,210 |\n\nNot a table" in content  # an unknown count (-1) says nothing
    assert [t["rows"] for t in payload["tables"]] == [3, 2, 2]


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


def test_a_cell_of_an_icon_is_read_by_its_name(site: Site) -> None:
    """A comparison table of ticks and crosses read as empty cells (QA55 #2): an ``aria-hidden`` SVG
    beside its screen-reader words, an SVG named by its own ``<title>``, an icon font's empty glyph
    beside its words. Each is read as a picture of that name; an SVG with no name stays empty, one
    beside words (an arrow before "Back") is theirs, and screen-reader text with no drawing beside
    it, or too long to name one, stays out."""
    tick = '<svg aria-hidden="true" viewBox="0 0 20 20"><path d="M4 10l4 4 8-8" stroke="#0a7"/></svg>'
    site.goto(site.html("/icons", f"""<style>.sr-only {{ position: absolute; width: 1px; height: 1px;
        margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap }}
        svg {{ width: 20px; height: 20px }} .fa-check::before {{ content: "\\2713" }}</style>
      <main><h1>Compare plans</h1><p>Every plan includes unlimited viewers and a free trial of the paid tiers.</p>
      <table><thead><tr><th>Feature</th><th>Starter</th><th>Pro</th></tr></thead><tbody>
      <tr><th>Custom domains</th><td>{tick}<span class="sr-only">Not included</span></td>
        <td>{tick}<span class="sr-only">Included</span></td></tr>
      <tr><th>Priority support</th><td><svg viewBox="0 0 20 20"><title>Not included</title><path d="M5 5"/></svg></td>
        <td><svg viewBox="0 0 20 20"><title>Included</title><path d="M4 10"/></svg></td></tr>
      <tr><th>Audit log</th><td><i class="fa-check" aria-hidden="true"></i><span class="sr-only">Included</span></td>
        <td><svg viewBox="0 0 20 20"><path d="M4 10"/></svg></td></tr></tbody></table>
      <p>Alone <span class="sr-only">SR-ALONE</span> end.</p>
      <p><a href="/back"><svg viewBox="0 0 20 20"><title>TITLE-ARROW</title><path d="M4 10"/></svg> Back</a></p>
      <p>Long {tick}<span class="sr-only">SR-LONG words that run well past what names a tick</span> end.</p>
      </main>"""))
    content = site.extract(settle=False)["content"]
    assert "| Custom domains | [image: Not included] | [image: Included] |" in content, content
    assert "| Priority support | [image: Not included] | [image: Included] |" in content
    assert "| Audit log | [image: Included] |  |" in content
    assert "Alone end." in content and "Long end." in content and "SR-" not in content and "TITLE-" not in content


def test_an_icon_is_not_named_by_a_design_tool_s_layer_name(site: Site) -> None:
    """An SVG exported from a design tool keeps the layer's name as its ``<title>``: telegraph's
    comment icon read as ``[image: Fill 1]``, videos-1's logo as ``[image: vox-mark]``. A title
    that is a layer's name (Fill, Path, Group, Rectangle, Oval, Shape, Combined Shape, Layer,
    Artboard, Page, Icon, alone or numbered) or an identifier (lowercase words joined by ``-`` or
    ``_``) names nothing; words are still a name."""
    def icon(title: str, role: str = "") -> str:
        return f'<svg {role} viewBox="0 0 20 20"><title>{title}</title><path d="M4 10"/></svg>'
    names = ["Fill 1", "vox-mark", "icon_close", "Rectangle Copy 2", "Combined Shape", "Page-1", "Group",
             "Artboard 3", "Icon 24", "Oval"]
    cells = "".join(f"<tr><th>{n}</th><td>{icon(n)}</td></tr>" for n in names)
    site.goto(site.html("/layers", f"""<style>svg {{ width: 20px; height: 20px }}</style>
      <main><h1>Compare plans</h1><p>Every plan includes unlimited viewers and a free trial of the paid tiers.</p>
      <table><tr><th>Feature</th><th>Pro</th></tr>{cells}
        <tr><th>Fill in</th><td>{icon("Fill in the form")}</td></tr>
        <tr><th>Logo</th><td>{icon("Group 3", 'role="img"')}</td></tr>
        <tr><th>Search</th><td>{icon("search")}</td></tr></table></main>"""))
    content = site.extract(settle=False)["content"]
    for name in names:
        assert f"| {name} |  |" in content, name
    assert "| Fill in | [image: Fill in the form] |" in content
    assert "| Search | [image: search] |" in content
    assert "Group 3]" not in content


def test_a_long_table_is_read_in_time_proportional_to_its_rows(site: Site) -> None:
    """A 50,000-row table froze the tab for 215 s (a 10,000-row one for 9 s): each row and cell asked
    for its row's `rowIndex`, which the browser counts from the table's top at every call. The rows'
    places are now read once per table; the browser's counting is watched here, not the clock."""
    rows = "".join(f"<tr><td>{i}</td><td>item {i}</td></tr>" for i in range(2000))
    site.goto(site.html("/long-table", f"<main><table><tr><th>N</th><th>Item</th></tr>{rows}</table></main>",
                        head="""<script>
      window.rowIndexReads = 0;
      const own = Object.getOwnPropertyDescriptor(HTMLTableRowElement.prototype, 'rowIndex');
      Object.defineProperty(HTMLTableRowElement.prototype, 'rowIndex', {
        configurable: true, get() { window.rowIndexReads++; return own.get.call(this); } });
    </script>"""))
    payload = site.extract()
    assert "| N | Item |\n| --- | --- |\n| 0 | item 0 |\n| 1 | item 1 |" in payload["content"]
    assert "| 1999 | item 1999 |" in payload["content"]
    assert payload["tables"] == [{"caption": None, "rows": 2001, "cols": 2}]
    assert site.page.evaluate("window.rowIndexReads") < 10
