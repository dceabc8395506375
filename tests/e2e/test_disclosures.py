"""Regions a disclosure button opens (``aria-expanded="false"``, ``aria-controls``), read though collapsed
wherever they stand beside their button; what no shown button opens stays out."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # walk rules: they hold in Chromium, Firefox and WebKit

TOGGLE = 'aria-expanded="false" aria-controls'


def test_a_region_before_its_disclosure_button_is_read(site: Site) -> None:
    """A listing's "Show more" description (its first paragraph shown, the rest ``display: none`` till the
    click) and a transcript's "Show full transcript" come *before* their button, and were dropped: the
    rule read only a region after its button (QA58 #1, #2). A collapsed element is now asked whether it
    is, or lies in a region shown in part that is, what a shown button after it opens. Not when that
    button is not drawn, shows no words or is camouflaged, nor what is collapsed inside a collapsed
    region, nor text the hidden-text rules hide in it."""
    site.goto(site.html("/before", f"""<style>.c .more, .collapsed .rest, .hide {{ display: none; }}
        .plain {{ background: none; border: 0; color: #fff; }}</style>
      <main><h1>412 Alder Lane</h1>
      <div class="c" id="desc"><p>Light-filled 1925 Craftsman two blocks from the park.</p>
        <p class="more">New roof in 2022 and a seismic retrofit.</p></div>
      <button {TOGGLE}="desc">Show more</button>
      <section id="ts" class="collapsed"><h2>Transcript</h2><p>00:00 Welcome to Load Path.</p>
        <div class="rest"><p>12:42 We installed 24 tuned mass dampers.</p>
          <p style="color: #fff">HIDDEN-WHITE in the rest.</p></div>
        <button {TOGGLE}="ts">Show full transcript</button></section>
      <div id="notes" hidden><p>Deck moved 30 centimetres.</p><p class="hide">HIDDEN-NESTED</p></div>
      <button {TOGGLE}="notes">Show notes</button>
      <div id="gone" hidden><p>HIDDEN-UNSHOWN</p></div><button class="hide" {TOGGLE}="gone">Gone</button>
      <div id="pale" hidden><p>HIDDEN-PALE</p></div><button class="plain" {TOGGLE}="pale">Pale</button>
      <div id="icon" hidden><p>HIDDEN-ICON</p></div><button {TOGGLE}="icon">▾</button>
      <div id="menu" hidden><p>HIDDEN-MENU</p></div><button aria-haspopup="menu" {TOGGLE}="menu">Menu</button>
      <div id="open"><p>Shown in part.</p><p class="hide">HIDDEN-OPENED-ALREADY</p></div>
      <button aria-expanded="true" aria-controls="open">Show less</button>
      </main>"""))
    content = site.extract(settle=False)["content"]
    for shown in ["Light-filled 1925 Craftsman two blocks from the park.\n\nNew roof in 2022 and a seismic retrofit."
                  "\n\n**Show more**",
                  "00:00 Welcome to Load Path.\n\n12:42 We installed 24 tuned mass dampers."
                  "\n\n**Show full transcript**",
                  "Deck moved 30 centimetres.\n\n**Show notes**", "Shown in part."]:
        assert shown in content, content
    assert "HIDDEN" not in content, content


def test_the_rest_of_a_region_shown_in_part_after_its_button_is_read(site: Site) -> None:
    """A region shown in part whose button comes first: what is collapsed in it is what the button opens."""
    site.goto(site.html("/after", f"""<style>.c .more {{ display: none; }}</style>
      <main><h1>412 Alder Lane</h1><p>Listed for $685,000.</p><button {TOGGLE}="desc">Show more</button>
      <div class="c" id="desc"><p>Light-filled 1925 Craftsman two blocks from the park.</p>
        <p class="more">New roof in 2022 and a seismic retrofit.</p></div></main>"""))
    content = site.extract(settle=False)["content"]
    shown = "**Show more**\n\nLight-filled 1925 Craftsman two blocks from the park.\n\nNew roof in 2022"
    assert shown in content, content


def test_a_disclosure_button_in_a_nav_opens_its_region(site: Site) -> None:
    """Discourse puts a post's "2 Replies" button in ``nav.post-controls``: inside a <nav> every element is
    one line, and the button was read as a link would be, its collapsed replies dropped (QA58 #6). A
    disclosure button stays in its line there, and opens its region as anywhere."""
    site.goto(site.html("/discourse", f"""<style>.embedded-posts {{ display: none; }}</style>
      <main><h1>Postgres connection pool exhausted</h1>
      <article id="post_2"><div class="names"><a href="/u/jdiaz">jdiaz</a></div>
        <div class="cooked"><p>Set DB_POOL=10 in your environment.</p></div>
        <nav class="post-controls"><button class="show-replies" {TOGGLE}="ep2">2 Replies</button></nav>
        <section class="embedded-posts" id="ep2"><div class="reply"><a href="/u/mkowalski">mkowalski</a>
          <p>That fixed it, thanks!</p></div></section></article></main>"""))
    content = site.extract(settle=False)["content"]
    shown = "Navigation: 2 Replies\n\n[mkowalski](http://demo.test/u/mkowalski)\n\nThat fixed it, thanks!"
    assert shown in content, content


def test_a_disclosure_button_right_after_a_heading_is_read(site: Site) -> None:
    """A short control after a heading that the page keeps out of a selection is taken for MediaWiki's
    "[edit]" and dropped; Firefox counts every button so, and a transcript's "Show full transcript" right
    after its heading was dropped there, its region with it (walk61 #7). A button that controls a region
    (``aria-controls``, ``aria-expanded``) is read wherever it stands, here marked so in every engine."""
    site.goto(site.html("/heading", f"""<style>.rest {{ display: none; }} button, a.edit {{ -webkit-user-select: none;
      user-select: none; }}</style>
      <main><h1>Why bridges sing</h1><p>Episode 142, with Dr. Helen Marsh, on the bridges that hum in the wind.</p>
      <h2>Transcript</h2><button {TOGGLE}="rest">Show full transcript</button>
      <p>Sam Ortiz: Welcome to Load Path, and today we talk about bridges that sing.</p>
      <div class="rest" id="rest"><p>Helen Marsh: Twenty-four tuned mass dampers were installed in 2019.</p></div>
      <h2>Show notes</h2><a class="edit" href="/edit/2">[edit]</a><p>Links to every paper mentioned in the episode.</p>
      </main>"""))
    content = site.extract(settle=False)["content"]
    assert "## Transcript\n\n**Show full transcript**\n\nSam Ortiz:" in content, content
    assert "Twenty-four tuned mass dampers" in content, content
    assert "## Show notes\n\nLinks to every paper" in content and "[edit]" not in content, content


def test_a_button_with_an_empty_role_or_popup_opens_a_region_before_it(site: Site) -> None:
    """An empty ``role`` leaves a <button> a button, and an empty ``aria-haspopup`` opens no popup: the
    walk took such a button for a disclosure button where it met it, but the search for buttons after a
    collapsed region (a CSS selector) did not, so the region before one was dropped. One definition now
    serves both (speed60)."""
    site.goto(site.html("/empty", f"""<main><h1>Bridge log</h1>
      <div id="notes" hidden><p>Deck moved 30 centimetres.</p></div>
      <button aria-haspopup="" {TOGGLE}="notes">Show notes</button>
      <div id="more" hidden><p>Cables retensioned in May.</p></div>
      <button role="" {TOGGLE}="more">Show more</button>
      <div id="menu" hidden><p>HIDDEN-MENU</p></div><button aria-haspopup="true" {TOGGLE}="menu">Menu</button>
      </main>"""))
    content = site.extract(settle=False)["content"]
    for shown in ["Deck moved 30 centimetres.\n\n**Show notes**", "Cables retensioned in May.\n\n**Show more**"]:
        assert shown in content, content
    assert "HIDDEN" not in content, content
