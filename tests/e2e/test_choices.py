"""A page's choices as ``ReverseRAG.extract()`` reads them, in Chromium, Firefox and WebKit: options set
apart, and each one ticked or chosen said so, labelled or not, native or drawn by a script."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


def test_options_in_a_row_are_apart(site: Site) -> None:
    """A listing's filters, set in a row of labels, ran together: ``Asics (28) Hoka (27) (selected)``
    read as one filter, ``(selected)`` as either's (walk59 #4). Each option (a radio or a checkbox with a
    name) set in a row starts a line, and in a sidebar's line is an item of it; its own words stay one line."""
    site.goto(site.html("/filters", """<main><h1>Trail shoes</h1>
      <p>Showing the trail shoes that match your filters, lightest first.</p>
      <div class="facet"><span>Brand</span>
        <label><input type="checkbox" name="b" value="Asics"> Asics <b>(28)</b></label>
        <label><input type="checkbox" name="b" value="Hoka" checked> Hoka <b>(27)</b></label></div>
      <p>Ship to <label><input type="radio" name="to" checked> Home</label> or
        <label><input type="radio" name="to"> a <i>pickup</i> point</label>.</p></main>"""))
    main = site.extract()["main"]
    assert "Brand\nAsics **(28)**\nHoka **(27)** (selected)\n\n" in main, main
    assert "Ship to\nHome (selected) or\na *pickup* point." in main, main


def test_a_box_ticked_with_no_label_says_so_after_its_words(site: Site) -> None:
    """A filter ticked in no ``<label>`` (its words beside it: ``<li><input checked> Hoka (27)</li>``), and
    a box a script draws, ``role=checkbox`` ``aria-checked="true"``, said nothing of being ticked, as a
    labelled one does (walk59 #5). Each says "(selected)" after the words beside it, up to the next box;
    one ticked after its words says so after them; one not ticked, or a task's tick, says nothing more.
    A menu's item ticked (video.js's captions, ``<li role=menuitemcheckbox>``) says so in its item."""
    site.goto(site.html("/unlabelled", """<main><h1>Trail shoes</h1>
      <p>Showing the trail shoes that match your filters, lightest first.</p>
      <ul class="brands"><li><input type="checkbox" name="b" value="Asics"> Asics (28)</li>
        <li><input type="checkbox" name="b" value="Hoka" checked> Hoka <span>(27)</span></li></ul>
      <p><input type="radio" name="w" value="m" checked> Men's <input type="radio" name="w" value="f"> Women's</p>
      <p>Wide fit <input type="checkbox" name="wide" checked></p>
      <div><span role="checkbox" aria-checked="true" tabindex="0" style="display: inline-block; width: 12px;
        height: 12px; border: 1px solid"></span> Waterproof <span role="checkbox" aria-checked="false" tabindex="0"
        style="display: inline-block; width: 12px; height: 12px; border: 1px solid"></span> Reflective</div>
      <p>Sizes: <span role="checkbox" aria-checked="true">UK 9</span> <span role="checkbox">UK 10</span></p>
      <ul role="menu"><li role="menuitemcheckbox" aria-checked="true">Captions</li>
        <li role="menuitemcheckbox" aria-checked="false">Subtitles</li></ul>
      <ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled checked> Retries</li>
      </ul></main>"""))
    main = site.extract()["main"]
    assert "- Asics (28)\n- Hoka (27) (selected)\n" in main, main
    assert "Men's (selected) Women's" in main, main
    assert "Wide fit (selected)" in main, main
    assert "Waterproof (selected) Reflective\n" in main, main
    assert "Sizes: UK 9 (selected) UK 10\n" in main, main
    assert "- Captions (selected)\n- Subtitles\n" in main, main  # in its item, not a line after it
    assert "- [x] Retries" in main and "Retries (selected)" not in main, main


def test_a_box_ticked_whose_label_shows_no_words_says_so_after_the_words_beside_it(site: Site) -> None:
    """A ticked box drawn as an icon (its label a tick or an SVG, no words; or ``role=checkbox`` holding a
    "✓") said "(selected)" before the words beside it, "✓ (selected) Waterproof", or nothing at all (walk61
    #5). It says so after those words, as a box in no label does (above), and they name it, not its value;
    one not ticked says nothing."""
    site.goto(site.html("/icons", head="""<style>.tick { display: inline-block; width: 12px; height: 12px;
        border: 1px solid } .sr { position: absolute; opacity: 0 }</style>""", body="""<main><h1>Trail shoes</h1>
      <p>Showing the trail shoes that match your filters, lightest first.</p>
      <p><label><input type="checkbox" name="f" value="vegan" class="sr" checked><span class="tick">✓</span></label>
        Vegan <label><input type="checkbox" name="f" value="wide" class="sr"><span class="tick"></span></label> Wide</p>
      <p><input type="checkbox" name="g" value="gtx" id="gtx" checked><label for="gtx"><svg width="12" height="12"
        aria-hidden="true"><rect width="12" height="12"/></svg></label> Gore-Tex lining</p>
      <p><span role="checkbox" aria-checked="true" tabindex="0">✓</span> Waterproof <span role="checkbox"
        aria-checked="false" tabindex="0">☐</span> Reflective</p></main>"""))
    main = site.extract()["main"]
    assert "✓ Vegan (selected)\nWide\n" in main, main  # the words beside it name it, not its value too
    assert "\nGore-Tex lining (selected)\n" in main, main
    assert "Waterproof (selected) ☐ Reflective" in main, main


def test_a_control_between_two_words_parts_them(site: Site) -> None:
    """A player's seek slider between its times, ``<span>0:00</span><input type=range><span>48:12</span>``
    with no space, read "0:0048:12" (walk61 #4): a control in a line parts the words beside it, as its box does."""
    site.goto(site.html("/player", """<main><h1>Why bridges sing</h1>
      <p>Episode 142 of the podcast, in which the guest explains why some bridges hum in the wind.</p>
      <p class="player"><span>0:00</span><input type="range" min="0" max="2892" value="0"
        aria-label="Seek"><span>48:12</span> and<input type="checkbox" name="loop">loop</p></main>"""))
    main = site.extract()["main"]
    assert "0:00 48:12 and loop" in main, main
