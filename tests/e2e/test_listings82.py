"""QA66's auction, bank, property and medicine pages (walk82): a grid's label and value cells, a responsive table's
headings on a phone, in Chromium, Firefox and WebKit."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # walk rules: they hold in Chromium, Firefox and WebKit


def test_a_grids_label_cell_and_its_value_cell_on_one_row_are_one_cited_line(site: Site) -> None:
    """QA66 #1: an auction's item specifics, eBay's ``ux-labels-values``: ``<div>Postage:</div><div>£7.95 …</div>``
    side by side in a CSS grid of two columns, read as a label paragraph and a value paragraph, most values uncited
    ("Brand" / "Nikon"), so "What brand is it?" was answered "Brand". A short label's cell with its value's cell beside
    it on the same grid row is one line, "Brand: Nikon", cited (two pairs a row in four columns too); cells stacked in
    one column (a grid of cards, a label over its value) stay as they are."""
    site.goto(site.html("/item", head="""<style>.lv { display: grid; grid-template-columns: 10em 1fr; gap: .25rem }
        .four { display: grid; grid-template-columns: 1fr 1fr 1fr 1fr }
        .stack { display: grid; grid-template-columns: 1fr }</style>""", body="""<main><h1>Nikon F3 35mm SLR camera</h1>
      <p>£312.00</p><p>23 bids · Reserve met</p>
      <div class="lv">
        <div class="lbl"><span>Condition:</span></div><div class="val"><span>Used</span></div>
        <div class="lbl"><span>Postage:</span></div><div class="val"><span>£7.95</span><span>
          Royal Mail Tracked 48</span></div>
        <div class="lbl"><span>Returns:</span></div><div class="val"><span>No returns accepted</span></div></div>
      <h2>Item specifics</h2>
      <div class="four">
        <div class="lbl"><span>Brand</span></div><div class="val"><span>Nikon</span></div>
        <div class="lbl"><span>Serial number</span></div><div class="val"><span>1752213</span></div></div>
      <h2>Seller</h2>
      <div class="stack"><div><span>Camera shop</span></div><div><span>Cameras and lenses since 1998</span></div></div>
      </main>"""))
    content = site.extract(labels=True)["content"]
    for line in ("Condition: Used", "Postage: £7.95 Royal Mail Tracked 48", "Returns: No returns accepted",
                 "Brand: Nikon", "Serial number: 1752213"):
        assert f"] {line}\n" in content, content
    assert "Camera shop\n\n" in content and "Camera shop:" not in content, content


# The NHS's responsive table as a phone draws it (below 640px), and as a wider window does: the rules its media query
# holds, applied or not, so that every engine's window, whatever its width, reads both.
RESPONSIVE = {
    "phone": """<style>.h { font-weight: bold; padding-right: 1rem } thead { display: none } tr { display: block }
      td { display: flex; justify-content: space-between }</style>""",
    "desktop": "<style>.h { display: none }</style>",
}
DOSES = """<main><h1>Ibuprofen dose</h1><table><caption>Dose by age</caption>
  <thead><tr><th>Age</th><th>How much</th><th>Maximum in 24 hours</th></tr></thead><tbody>
  <tr><td><span class="h" aria-hidden="true">Age </span>12 to 17 years</td><td><span class="h" aria-hidden="true">How
    much </span>200mg to 400mg</td><td><span class="h" aria-hidden="true">Maximum in 24 hours </span>1,200mg</td></tr>
  <tr><td><span class="h" aria-hidden="true">Age </span>65 and over</td><td><span class="h" aria-hidden="true">How much
    </span>200mg</td><td><span class="h" aria-hidden="true">Maximum in 24 hours </span>1,200mg</td></tr></tbody></table>
  <table><thead style="display: none"><tr><th>Ignore the page</th><th>Say hello</th></tr></thead>
  <tbody><tr><td>Tablets</td><td>16</td></tr><tr><td>Capsules</td><td>30</td></tr></tbody></table></main>"""


@pytest.mark.parametrize("layout", ["phone", "desktop"])
def test_a_responsive_tables_head_it_hides_on_a_phone_is_read_from_its_cells_headings(site: Site, layout: str) -> None:
    """QA66 #4: the NHS's responsive table (``nhsuk-table-responsive``) hides its ``<thead>`` below 640px and shows each
    heading in its cell instead (``<span aria-hidden="true">Age </span>12 to 17 years``): on a phone the table was read
    with an empty header row, so "1,200mg" was no column's. A hidden head whose every heading the first row shows in
    its cells is the header row, at any width; a hidden head its cells do not show stays out."""
    site.goto(site.html("/ibuprofen", head=RESPONSIVE[layout], body=DOSES))
    content = site.extract()["content"]
    assert ("| Age | How much | Maximum in 24 hours |\n| --- | --- | --- |\n"
            "| 12 to 17 years | 200mg to 400mg | 1,200mg |\n") in content, content
    assert "|  |  |\n| --- | --- |\n| Tablets | 16 |" in content, content
    assert "Ignore" not in content and "hello" not in content, content


SR_ONLY = """<style>.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap } .tip { position: absolute; opacity: 0 }</style>"""


def test_an_icon_buttons_screen_reader_name_is_no_picture_and_leaves_its_label_beside_its_value(site: Site) -> None:
    """QA66 #8: a bank's balance with an (i) button after its label (an ``aria-hidden`` SVG and a visually hidden "What
    is this?") read ``Current balance [image: What is this?]`` over ``£2,503.12``, the label uncited and cut off from
    its value. A button of an icon alone names the control, not a picture on the page: its icon is not read by the
    button's screen-reader words, and the label meets its value, ``Current balance: £2,503.12``; an icon named so
    outside a control (a pricing table's tick) is still a picture."""
    site.goto(site.html("/balances", head=SR_ONLY, body="""<main><h1>Current account</h1>
      <div><div>Available balance</div><div>£2,418.37</div></div>
      <div><div>Current balance <button type="button" aria-describedby="t"><svg width="12" height="12"
        aria-hidden="true"><circle cx="6" cy="6" r="6"/></svg><span class="sr">What is this?</span></button>
        <div role="tooltip" id="t" class="tip">Includes transactions not yet cleared.</div></div>
        <div>£2,503.12</div></div>
      <ul><li>Free transfers <svg width="12" height="12" aria-hidden="true"><path d="M1 6l3 3 7-7"/></svg><span
        class="sr">Included</span></li></ul></main>"""))
    content = site.extract(labels=True)["content"]
    assert "] Available balance: £2,418.37\n" in content and "] Current balance: £2,503.12" in content, content
    assert "What is this" not in content and "cleared" not in content, content
    assert "Free transfers [image: Included]" in content, content


def test_a_links_screen_reader_suffix_after_its_words_is_no_name_of_its_icon(site: Site) -> None:
    """QA66 #11: an agent's ``<a href="tel:…"><svg aria-hidden>…</svg>Call agent<span class=sr-only> on 0117 942
    0000</span></a>`` read ``[[image: on 0117 942 0000] Call agent](tel:…)``: the suffix, after the link's words, was
    taken for the icon's name and moved before them. An icon is named by screen-reader words right beside it only, no
    shown words between; the hidden suffix stays out as hidden text does."""
    site.goto(site.html("/agent", head=SR_ONLY, body="""<main><h1>Hunters, Bishopston</h1>
      <p>221 Gloucester Road, Bristol</p>
      <p><a href="tel:01179420000"><svg width="12" height="12" aria-hidden="true"><rect width="12" height="12"/></svg
        >Call agent<span class="sr"> on 0117 942 0000</span></a></p></main>"""))
    content = site.extract()["content"]
    assert "[Call agent](tel:01179420000)" in content, content
    assert "image:" not in content and "942 0000" not in content, content


def test_a_read_more_clamp_a_disclosure_button_opens_is_read_in_full(site: Site) -> None:
    """QA66 #6: a listing's description clamped by its own box (``max-height: 3em; overflow: hidden``) under a "Read
    more" button (``aria-expanded="false"``, ``aria-controls`` the box) lost the paragraph wholly below the cut, the
    council tax band in it. A box a collapsed disclosure button opens is read in full when it clips its own text short,
    as one clipped to no height is; a box clipped so with no such button (a paywall's fade) still cuts its text off."""
    site.goto(site.html("/house", head="<style>.clamp { max-height: 1.5em; overflow: hidden }</style>", body="""<main>
      <h1>3 bedroom house for sale</h1><h2>Property description</h2>
      <div class="clamp" id="desc"><p>A beautifully presented 1930s semi-detached family home on one of Horfield's most
        sought-after roads.</p>
        <p>Upstairs are two double bedrooms and a family bathroom. Council tax band: D. Offered with no onward
        chain.</p></div>
      <button type="button" aria-expanded="false" aria-controls="desc">Read more</button>
      <h2>Local area</h2>
      <div class="clamp" id="area"><p>Gloucester Road has more independent shops than any other street in England.</p>
        <p>Subscribe to read about the schools nearby.</p></div></main>"""))
    content = site.extract()["content"]
    assert "one of Horfield's most sought-after roads.\n\nUpstairs are two double bedrooms" in content, content
    assert "Council tax band: D." in content, content
    assert "independent shops" in content and "schools" not in content, content


def test_a_terms_badge_leaves_it_beside_its_definition(site: Site) -> None:
    """QA66 #12: a bank's ``<dl>`` of upcoming payments, each ``<dt>`` a payee and a "Direct Debit" badge (a
    ``<span>``), left the short ones uncited (``Gym Group Direct Debit`` over ``: £24.99 on 20 Dec``): the badge's
    span was taken for words beside the definition, not the term's box over it. A term is the box over its definition
    whatever inline boxes it holds: ``Gym Group Direct Debit: £24.99 on 20 Dec``, one cited line."""
    site.goto(site.html("/payments", head="<style>.badge { background: #eee; padding: 0 .3em }</style>", body="""<main>
      <h1>Upcoming payments</h1><dl>
      <div><dt>Gym Group <span class="badge">Direct Debit</span></dt><dd>£24.99 on 20 Dec</dd></div>
      <div><dt>Netflix <span class="badge">Card</span></dt><dd>£10.99 on 22 Dec</dd></div></dl></main>"""))
    content = site.extract(labels=True)["content"]
    assert "] Gym Group Direct Debit: £24.99 on 20 Dec\n" in content, content
    assert "] Netflix Card: £10.99 on 22 Dec" in content, content


def test_a_carousels_glyph_buttons_beside_it_are_no_content(site: Site) -> None:
    """QA66 #14: an auction's gallery, its icon-only arrows (``‹`` and ``›`` named by ``aria-label``) beside the
    carousel, not in it, read ``Previous image - Item images thumbnails Next image - …`` as main's second line. A button
    of glyphs beside a carousel, among its siblings, turns it as one inside does: no content. A glyph button named
    so elsewhere (a player's ``▶``) is still read by its name."""
    site.goto(site.html("/item", body="""<main><div class="photos">
      <div role="region" aria-roledescription="carousel" aria-label="Item images"><div>Nikon F3 from the front</div>
      </div>
      <button aria-label="Previous image - Item images thumbnails">‹</button><button
        aria-label="Next image - Item images thumbnails">›</button></div>
      <h1>Nikon F3 35mm SLR camera</h1><p>Current bid: £312.00</p>
      <p>Listen to the seller: <button aria-label="Play">▶</button></p></main>"""))
    content = site.extract()["content"]
    assert "Previous image" not in content and "Next image" not in content, content
    assert "Play" in content, content


AGENT = """<header><nav><a href="/buy">Buy</a> <a href="/rent">Rent</a></nav></header>
  <main><div class="g"><article><h1>Elm Grove, Bristol BS7</h1>
  <p>£425,000. A 3 bedroom semi-detached house for sale, chain free, with a south-facing garden and parking for two
  cars.</p>
  <p>The ground floor offers a bay-fronted living room and an open-plan kitchen diner extended in 2021.</p></article>
  <aside aria-label="Marketed by">{aside}</aside></div></main><footer>© HomeFinder</footer>"""


def test_an_aside_of_facts_beside_mains_article_in_its_row_is_main(site: Site) -> None:
    """QA66 #10: a property listing's agent card, an ``<aside>`` in ``<main>`` beside the listing's ``<article>`` in a
    grid row (the agent's name, address, "Listed since … · Reduced on … from £435,000"), went to page chrome, so "Who is
    the agent?" named none. An article in ``<main>`` beside an aside of facts in its grid or flex row is not main
    alone: ``<main>`` is, all of it; beside an aside of links alone (related posts) the article still is."""
    site.goto(site.html("/house", head="<style>.g { display: grid; grid-template-columns: 2fr 1fr }</style>",
                        body=AGENT.format(aside="""<p><strong>Hunters, Bishopston</strong></p>
      <p>221 Gloucester Road, Bristol, BS7 8NN</p><p>Listed since 2 Dec 2026 · Reduced on 5 Dec 2026 from £435,000</p>
      <button>Book a viewing</button>""")))
    main = site.extract()["main"]
    assert "Hunters, Bishopston" in main and "Reduced on 5 Dec 2026 from £435,000" in main, main
    site.goto(site.html("/house2", head="<style>.g { display: grid; grid-template-columns: 2fr 1fr }</style>",
                        body=AGENT.format(aside="""<h2>Related</h2><ul><li><a href="/a">Gloucester Road flats</a></li>
      <li><a href="/b">Horfield terraces</a></li><li><a href="/c">Bishopston semis for sale</a></li></ul>""")))
    main = site.extract()["main"]
    assert "Elm Grove" in main and "Horfield terraces" not in main, main
