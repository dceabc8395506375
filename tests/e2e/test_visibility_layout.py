"""Where text is drawn decides whether it is read, in Chromium, Firefox and WebKit: colour schemes, boxes
beneath text, panes and hidden overflow, pages that flow left, zoom and faces turned away."""
from __future__ import annotations

import json

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


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


@pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit
def test_light_text_over_a_box_beneath_it_that_is_no_ancestor_is_read(site: Site) -> None:
    """reveal.js draws a slide's background in a box of its own beneath the slide: white text on a
    dark slide was judged against the white page behind its ancestors, and the slide read as
    nothing (QA54 #10). What is under the text's middle is asked: a dark box, or a picture (a
    hero's <img>), beneath it shows it. White text on white, beside a dark box or under one laid
    over it, stays out, and so does white text over a dark box faded or filtered to nothing (an
    injection would pass for shown so) or inside a faded box."""
    site.goto(site.html("/slide", """<style>.stage { position: relative; height: 50px; } p, h2 { margin: 0; }
        .stage > * { position: absolute; inset: 0; } .slide { color: #fff; } .bg { background: #143c78; }</style>
      <main><h1>Deck</h1><p>A visible paragraph, long enough to be the main content of this page.</p>
      <div class="stage" style="height: 80px"><div class="bg"></div><section class="slide"><h2>Results</h2>
        <p>Deploys per day rose from 3 to 17.</p></section></div>
      <div class="stage"><img alt="" style="width: 100%; height: 100%"
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='6' height='2'/%3E">
        <p class="slide">Over the harbour photograph.</p></div>
      <div style="position: relative; height: 60px"><div style="position: absolute; left: 0; top: 0; width: 80px;
        height: 60px; background: #000"></div>
        <p style="color: #fff; margin-left: 300px">HIDDEN-BESIDE a dark box.</p></div>
      <div class="stage"><p class="slide">HIDDEN-UNDER a dark box laid over it.</p><div class="bg"></div></div>
      <div class="stage"><div class="bg" style="opacity: 0"></div><p class="slide">HIDDEN-FADED box beneath.</p></div>
      <div class="stage"><div class="bg" style="filter: opacity(0.01)"></div><p class="slide">HIDDEN-FILTERED</p></div>
      <div class="stage" style="opacity: 0.02"><div class="bg"></div></div>
      <div class="stage" style="margin-top: -50px"><p class="slide">HIDDEN-OVER a faded stage.</p></div>
      </main>"""))
    content = site.extract()["content"]
    assert "## Results\n\nDeploys per day rose from 3 to 17." in content, content
    assert "Over the harbour photograph." in content
    # All in the window: text out of it cannot be asked (and stays out).
    assert site.page.evaluate("document.querySelector('main').getBoundingClientRect().bottom < innerHeight")
    assert "HIDDEN" not in content, content


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


def test_what_hidden_overflow_cuts_off_is_not_read(site: Site) -> None:
    """A box with hidden overflow draws nothing of what lies outside it: a soft paywall's second
    half under its fade, a note placed outside a small box, slides beside the one shown. What is
    partly inside is read whole, a fixed box is placed on the page, out of the boxes around it, and
    a pane inside that scrolls is read as if scrolled back."""
    free = "".join(f"<p>Free paragraph {n} of the story, which every visitor reads in full.</p>" for n in range(3))
    paid = "".join(f"<p>PAID-TEXT paragraph {n}, for subscribers only.</p>" for n in range(6))
    pane = "".join(f"<p>Pane line {n}.</p>" for n in range(40))
    site.goto(site.html("/clipped", f"""
      <style>p {{ margin: 0 0 8px; line-height: 20px }}</style>
      <main><h1>Clipping</h1>
      <div style="max-height: 80px; overflow: hidden; position: relative">{free}{paid}
        <div style="position: absolute; bottom: 0; left: 0; right: 0; height: 40px;
          background: linear-gradient(transparent, #fff)"></div></div>
      <div style="position: relative; overflow: hidden; width: 300px; height: 40px">Shown note.
        <span style="position: absolute; left: 400px">CLIPPED-PLACED-AWAY</span>
        <div style="position: absolute; top: 0; left: 0"><p style="margin-top: 60px">CLIPPED-DEEPER</p></div></div>
      <div style="overflow: hidden; width: 300px; white-space: nowrap"><div style="display: flex">
        <div style="flex: 0 0 300px">First slide, shown.</div>
        <div style="flex: 0 0 300px">CLIPPED-SLIDE</div></div></div>
      <div style="overflow: hidden; height: 24px"><p style="white-space: nowrap; overflow: hidden;
        text-overflow: ellipsis; width: 120px">A long line cut short by an ellipsis, read whole.</p>
        <p>CLIPPED-LINE-BELOW</p></div>
      <nav style="overflow: hidden; height: 24px">Menu
        <div style="position: fixed; top: 300px">A fixed menu item.</div></nav>
      <div style="overflow: hidden; height: 200px">
        <div style="overflow: auto; height: 100px" id="pane">{pane}</div></div>
      <div style="overflow: hidden">A clearfix box of auto height, read.
        <div style="float: left">Floated, read.</div></div>
      </main>"""))
    site.page.evaluate("document.getElementById('pane').scrollTop = 1e6")
    payload = site.extract(settle=False)
    content = payload["content"]
    assert "CLIPPED" not in json.dumps(payload) and "PAID-TEXT" not in content
    for shown in ["Free paragraph 2 of the story", "Shown note.", "First slide, shown.",
                  "A long line cut short by an ellipsis, read whole.", "A fixed menu item.",
                  "A clearfix box of auto height, read.", "Floated, read.", "Pane line 0.", "Pane line 39."]:
        assert shown in content, shown


@pytest.mark.parametrize(("library", "slide"), [
    ("swiper swiper-initialized", "swiper-slide"), ("splide is-initialized", "splide__slide"),
    ("slick-slider slick-initialized", "slick-slide")])
def test_a_library_s_carousel_is_read_whole_past_its_window(site: Site, library: str, slide: str) -> None:
    """A carousel that Swiper, Splide or Slick made (known by the class each adds once it has) shows
    one slide through its hidden overflow, and the visitor turns to the others: all are read, as
    the slides beside the one shown of a box that is no carousel are not (above). Its class is what
    tells it (speed61 reads it once before the selectors are asked: a word missed would lose slides)."""
    site.goto(site.html("/reviews", f"""<main><h1>Reviews</h1>
      <p>What our customers say about the service, in their own words, three of them.</p>
      <div class="{library}" style="overflow: hidden; width: 300px; white-space: nowrap"><div style="display: flex">
        <div class="{slide}" style="flex: 0 0 300px">First slide, shown.</div>
        <div class="{slide}" style="flex: 0 0 300px">Second slide, turned to.</div>
        <div class="{slide}" style="flex: 0 0 300px">Third slide, turned to.</div></div></div></main>"""))
    content = site.extract(settle=False)["content"]
    for shown in ["First slide, shown.", "Second slide, turned to.", "Third slide, turned to."]:
        assert shown in content, (library, shown)


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


def test_a_flip_card_s_face_turned_away_is_not_read(site: Site) -> None:
    """A flashcard's back (``backface-visibility: hidden``, turned by ``rotateY(180deg)``) was read before
    the visitor flipped the card, and answered the question it asks (QA55 #17). A face laid out of the
    flow (as a flip card's faces are, one on the other) and turned away, by its own rotation and that of
    the 3D box around it, is not drawn: the front is read, then, once flipped, the back alone."""
    site.goto(site.html("/cards", """<style>.flash { width: 240px; height: 120px; perspective: 800px }
        .inner { position: relative; height: 100%; transform-style: preserve-3d }
        .flipped .inner { transform: rotateY(180deg) } .back { transform: rotateY(180deg) }
        .face { position: absolute; inset: 0; backface-visibility: hidden; background: #fff }</style>
      <main><h1>Flashcards</h1><p>Think of the answer first, then click the card to flip it.</p>
      <div class="flash" id="card"><div class="inner"><div class="face front">What is an infinite loop?</div>
        <div class="face back">A loop whose condition never becomes false.</div></div></div>
      <p style="position: relative"><span style="position: absolute; transform: rotateY(180deg)">Mirrored
        but drawn.</span></p></main>"""))
    content = site.extract(settle=False)["content"]
    assert "What is an infinite loop?" in content and "never becomes false" not in content, content
    assert "Mirrored but drawn." in content
    site.page.evaluate("document.getElementById('card').classList.add('flipped')")
    content = site.extract(settle=False)["content"]
    assert "never becomes false" in content and "infinite loop" not in content, content

@pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit
def test_light_text_over_a_picture_beneath_it_is_read_below_the_fold_too(site: Site) -> None:
    """White text over a hero's picture (an absolutely placed ``<img>``, ``<picture>`` or ``<video>``
    behind it, not an ancestor's CSS background) was read in the window only: the browser is asked
    what lies under the text, and out of the window it cannot be, so a hero below the fold was dropped
    as camouflaged. Out of the window the boxes before the text are placed by geometry (the page is
    not scrolled). Hidden text stays out there too: over a white box, over a picture faded to
    nothing, veiled by a white box between, under the picture (text in the flow beneath a placed
    box), clipped off it, or sunk by a negative z-index beneath an opaque box's background."""
    img = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='6' height='2'/%3E"
    pic = f'<img alt="" src="{img}" class="media">'
    site.goto(site.html("/hero-below", f"""<style>p, h2 {{ margin: 0; }}
        .hero {{ position: relative; height: 90px; margin-top: 20px; }}
        .media {{ position: absolute; left: 0; top: 0; width: 100%; height: 100%; }}
        .copy {{ position: relative; color: #fff; }}</style>
      <main><h1>Shop</h1><p>A visible paragraph, long enough to be the main content of this page.</p>
      <div style="height: 3000px"></div>
      <div class="hero">{pic}<p class="copy">Winter sale: knitwear at 30% off.</p></div>
      <div class="hero"><div class="media"><picture><img alt="" src="{img}" style="width: 100%; height: 100%">
        </picture></div><div class="copy"><h2>New season</h2><p>Shop the autumn range.</p></div></div>
      <div class="hero"><video class="media" muted></video><p class="copy">Filmed in Porto.</p></div>
      <div class="hero" style="isolation: isolate">{pic.replace('class', 'style="z-index: -1" class')}
        <p style="color: #fff">Behind, in its own stacking context.</p></div>
      <div class="hero"><div class="media" style="background: #fff"></div><p class="copy">HIDDEN-WHITE-BOX</p></div>
      <div class="hero"><img alt="" src="{img}" class="media" style="opacity: 0"><p class="copy">HIDDEN-FADED</p></div>
      <div class="hero">{pic}<div class="media" style="background: #fff"></div><p class="copy">HIDDEN-VEILED</p></div>
      <div class="hero">{pic}<p style="color: #fff">HIDDEN-UNDER the picture.</p></div>
      <div class="hero"><div class="media"><div style="overflow: hidden; height: 10px"><img alt="" src="{img}"
        style="width: 100%; height: 90px"></div></div><p class="copy" style="top: 40px">HIDDEN-CLIPPED</p></div>
      <div class="hero" style="background: #fff">{pic.replace('class', 'style="z-index: -1" class')}
        <p style="color: #fff">HIDDEN-SUNK</p></div>
      </main>"""))
    assert site.page.evaluate("document.querySelector('.hero').getBoundingClientRect().top > innerHeight")
    content = site.extract()["content"]
    for shown in ["Winter sale: knitwear at 30% off.", "## New season\n\nShop the autumn range.", "Filmed in Porto.",
                  "Behind, in its own stacking context."]:
        assert shown in content, content
    assert "HIDDEN" not in content, content
