"""What the walk asks once of a document, a shadow root and a frame, as ``ReverseRAG.extract()`` reads it in Chromium,
Firefox and WebKit: which elements hold `hidden`, `aria-hidden`, a role, `contenteditable` or an ARIA carousel's role,
and which a label or a test id (no other is asked; again after a pause in which the page changed), and which elements
can hold a shadow root (else none is asked for one). A root the document's question cannot see is asked on its own.
And what it asks of an element once: a block's class, read on its frame, before a class is asked of it."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit

COMPOSER = ('<form action="/comment"><div contenteditable="true" role="textbox" aria-label="Write a comment">'
            '<p>DRAFT-{n}: my door code is 4417</p></div><button>Post</button></form>')


def read_while_changed(site: Site, change: str) -> str:
    """The content of a reading of the page (its fifteen thousand paragraphs in the document and in a shadow root make
    the walk pause) during which `change`, a script that sets a timer, changes the page."""
    payload, took = site.page.evaluate(f"""async () => {{
      await ReverseRAG.extract({{settle: false}}); // the chat's file fetched: the next reading starts at once
      {change}
      const started = performance.now();
      const payload = await ReverseRAG.extract({{settle: false}});
      return [payload, performance.now() - started];
    }}""")
    content = payload["content"]
    assert took >= 150, f"read in {took:.0f} ms: too small a page to be read in steps"
    assert "Shadow paragraph 14999, a sentence of the page." in content
    assert "The end." in content
    return content


def test_a_composer_in_a_shadow_root_or_a_frame_stays_a_field_where_the_page_has_none(site: Site) -> None:
    """The walk asks the document once which of its boxes are editable, and asks no other box: a comment
    composer in a shadow root or a same-origin frame, which that question cannot see, is asked of its own root, and
    its draft stays unread as the document's would (without, the page with no editable box of its own read both)."""
    frame = COMPOSER.format(n=2).replace('"', "&quot;")
    site.goto(site.html("/composers", f"""<main><h1>Spring launch plan</h1>
      <p>The Harbour collection launches on 14 March 2027.</p><div id="host"></div>
      <iframe srcdoc="<p>Comments are read by the launch team.</p>{frame}" style="width: 600px; height: 200px"></iframe>
      </main><script>document.getElementById('host').attachShadow({{mode: 'open'}}).innerHTML =
        '<p>Owner: Femke Visser, in Amsterdam.</p>{COMPOSER.format(n=1)}';</script>"""))
    site.page.wait_for_function("() => document.querySelector('iframe').contentDocument?.body?.textContent")
    content = site.extract(settle=False)["content"]
    assert "launches on 14 March 2027" in content
    assert "Owner: Femke Visser" in content
    assert "Comments are read by the launch team." in content
    assert "DRAFT" not in content, content


def test_an_aria_carousel_in_a_shadow_root_is_read_whole(site: Site) -> None:
    """An ARIA carousel (`aria-roledescription=carousel`) is read whole past its window; the document asked once
    holds none, so the shadow root it sits in is asked: the slides out of its window are read."""
    carousel = """<style>.c { overflow: hidden; width: 600px } .t { display: flex; transform: translateX(-100%) }
      .s { flex: 0 0 100% }</style><section class="c" aria-roledescription="carousel" aria-label="Reviews">
      <div class="t"><div class="s" role="group" aria-roledescription="slide"><p>Support answered every ticket within
      an hour, even on a Sunday.</p></div><div class="s" role="group" aria-roledescription="slide"><p>Stackwise cut
      our release time from two days to forty minutes.</p></div></div></section>"""
    site.goto(site.html("/reviews", f"""<main><h1>Reviews</h1><p>What our customers told us.</p>
      <review-strip></review-strip></main><script>document.querySelector('review-strip')
        .attachShadow({{mode: 'open'}}).innerHTML = `{carousel}`;</script>"""))
    content = site.extract(settle=False)["content"]
    assert "Support answered every ticket" in content, content
    assert "Stackwise cut our release time" in content


def test_shadow_roots_on_the_elements_that_can_hold_one_are_read(site: Site) -> None:
    """`shadowRoot` is asked only of the elements that can hold one (a custom element, a div, a p, a section …):
    each of those is read, an empty one too (its text all in its shadow root)."""
    site.goto(site.html("/hosts", """<main><h1>Ferry times</h1><section id="a"></section><p id="b">light</p>
      <tide-card></tide-card><span id="c"></span></main><script>
      const put = (el, text) => (el.attachShadow({mode: 'open'}).innerHTML = '<p>' + text + '</p>');
      put(document.getElementById('a'), 'The first ferry leaves at 06:10.');
      put(document.getElementById('b'), 'The last ferry leaves at 22:45.');
      put(document.querySelector('tide-card'), 'High tide is at 13:58.');
      put(document.getElementById('c'), 'Bicycles ride free.');</script>"""))
    content = site.extract(settle=False)["content"]
    for text in ("The first ferry leaves at 06:10.", "The last ferry leaves at 22:45.", "High tide is at 13:58.",
                 "Bicycles ride free."):
        assert text in content, content
    assert "light" not in content  # a host's own children show only through a slot


def test_hidden_text_in_a_shadow_root_or_a_frame_stays_out_where_the_document_flags_none(site: Site) -> None:
    """The walk asks each root once which of its elements hold `hidden`, `aria-hidden` or a role, and asks no other
    element: the document here has none, so text kept out in a shadow root or a same-origin frame is found by its own
    root's question (without it, both given `aria-hidden` were read; `hidden` also draws nothing), and so is a
    heading by its role (without, a line)."""
    kept = ('<p aria-hidden="true">SECRET-{n}A: the door code is 4417.</p>'
            '<p hidden>SECRET-{n}B: the safe code is 9021.</p><div role="heading" aria-level="3">Berth {n} rules</div>')
    frame = kept.format(n=2).replace('"', "&quot;")
    site.goto(site.html("/kept", f"""<main><h1>Harbour opening hours</h1><p>The harbour office opens at 08:00.</p>
      <div id="host"></div><iframe srcdoc="<p>The fuel dock closes at 19:00.</p>{frame}"
      style="width: 600px; height: 200px"></iframe></main><script>document.getElementById('host').attachShadow(
        {{mode: 'open'}}).innerHTML = '<p>The slipway is free on Sundays.</p>{kept.format(n=1)}';</script>"""))
    site.page.wait_for_function("() => document.querySelector('iframe').contentDocument?.body?.textContent")
    content = site.extract(settle=False)["content"]
    for text in ("The harbour office opens at 08:00.", "The slipway is free on Sundays.",
                 "The fuel dock closes at 19:00."):
        assert text in content, content
    assert "SECRET" not in content, content
    assert "### Berth 1 rules" in content and "### Berth 2 rules" in content, content


def test_an_element_hidden_while_the_walk_pauses_stays_out(site: Site) -> None:
    """The walk pauses every 50 ms and the page runs in between: an element given `aria-hidden` or `hidden` then,
    in the document or in a shadow root the walk is in (neither held any when the walk asked them), is kept out,
    the roots asked again once the page changed (without, the walk asked them only at its start and read the two
    given `aria-hidden`; `hidden` also draws nothing)."""
    many = "".join(f"<p>Paragraph {i}, a sentence of the page.</p>" for i in range(15000))
    late = ('<p class="late">SECRET-{n}A: the door code is 4417.</p>'
            '<p class="late">SECRET-{n}B: the safe code is 9021.</p>')
    site.goto(site.html("/hidden-late", f"""<main><div id="host"></div>{many}{late.format(n=2)}<p>The end.</p></main>
      <script>document.getElementById('host').attachShadow({{mode: 'open'}}).innerHTML =
        '{many.replace("Paragraph", "Shadow paragraph")}{late.format(n=1)}';</script>"""))
    content = read_while_changed(site, """
      const shadow = document.getElementById('host').shadowRoot;
      const late = [...document.querySelectorAll('.late'), ...shadow.querySelectorAll('.late')];
      setTimeout(() => late.forEach((el, i) => (i % 2 ? (el.hidden = true) : el.setAttribute('aria-hidden', 'true'))));
    """)
    assert "SECRET" not in content, [line for line in content.split("\n") if "SECRET" in line]


def test_a_composer_or_a_carousel_made_so_while_the_walk_pauses_is_treated_as_such(site: Site) -> None:
    """A box made editable in a form while the walk pauses is a composer, its draft unread, and a section given its
    ARIA carousel role then, in a shadow root, is read whole past its window: the roots, which held neither when the
    walk asked them, are asked again once the page changed (without, the walk asked them only at its start, read the
    draft and left out the slide its window hides)."""
    many = "".join(f"<p>Paragraph {i}, a sentence of the page.</p>" for i in range(15000))
    carousel = """<style>.c { overflow: hidden; width: 600px } .t { display: flex; transform: translateX(-100%) }
      .s { flex: 0 0 100% }</style><section class="c" aria-label="Reviews"><div class="t"><div class="s"
      role="group" aria-roledescription="slide"><p>Support answered every ticket within an hour.</p></div><div
      class="s" role="group" aria-roledescription="slide"><p>Stackwise cut our release time to forty minutes.</p>
      </div></div></section>""".replace("\n", " ")
    composer = COMPOSER.format(n=1).replace(' contenteditable="true"', "")
    site.goto(site.html("/marked-late", f"""<main><div id="host"></div>{many}{composer}<p>The end.</p></main>
      <script>document.getElementById('host').attachShadow({{mode: 'open'}}).innerHTML =
        '{many.replace("Paragraph", "Shadow paragraph")}{carousel}';</script>"""))
    content = read_while_changed(site, """
      const box = document.querySelector('form [role=textbox]');
      const section = document.getElementById('host').shadowRoot.querySelector('section');
      setTimeout(() => {
        box.setAttribute('contenteditable', 'true');
        section.setAttribute('aria-roledescription', 'carousel');
      });""")
    assert "DRAFT" not in content, [line for line in content.split("\n") if "DRAFT" in line]
    assert "Support answered every ticket" in content, content[-2000:]
    assert "Stackwise cut our release time" in content


def test_a_label_or_a_test_id_in_a_shadow_root_or_a_frame_is_read_where_the_document_has_none(site: Site) -> None:
    """The walk asks each root once which of its elements hold `aria-label` or `data-testid`, and asks no other div or
    span for them: the document here has neither, so a badge's label (`<div aria-label="Scored 8.7">8.7</div>`) and a
    row of links its test id names, in a shadow root or a same-origin frame, are found by their own root's question
    (without it, a bare "8.7" and two loose links)."""
    kept = ('<div aria-label="Scored {n}.7">{n}.7</div><div data-testid="genres"><a href="https://films.test/action">'
            'Action {n}</a> <a href="https://films.test/scifi">Sci-Fi {n}</a></div>')
    frame = kept.format(n=2).replace('"', "&quot;")
    site.goto(site.html("/badges", f"""<main><h1>Harbour cinema</h1><p>The cinema opens at 18:00.</p>
      <div id="host"></div><iframe srcdoc="<p>The bar closes at 23:00.</p>{frame}"
      style="width: 600px; height: 200px"></iframe></main><script>document.getElementById('host').attachShadow(
        {{mode: 'open'}}).innerHTML = '<p>Tickets are half price on Mondays.</p>{kept.format(n=1)}';</script>"""))
    site.page.wait_for_function("() => document.querySelector('iframe').contentDocument?.body?.textContent")
    content = site.extract(settle=False)["content"]
    for n in (1, 2):
        assert f"Scored {n}.7" in content, content
        assert f"Genres: [Action {n}](https://films.test/action) \u00b7 [Sci-Fi {n}](" in content, content


def test_a_figure_labelled_or_a_row_given_a_test_id_while_the_walk_pauses_is_read_so(site: Site) -> None:
    """A badge given its label while the walk pauses reads as that label, and a row of links given a test id then, in a
    shadow root, as that id's line: the roots, which held neither when the walk asked them, are asked again once the
    page changed (without, the walk asked them only at its start: a bare "8.7" and two loose links)."""
    many = "".join(f"<p>Paragraph {i}, a sentence of the page.</p>" for i in range(15000))
    row = ('<div class="row"><a href="https://films.test/action">Action</a> '
           '<a href="https://films.test/scifi">Sci-Fi</a></div>')
    site.goto(site.html("/named-late", f"""<main><div id="host"></div>{many}<div class="badge">8.7</div>
      <p>The end.</p></main><script>document.getElementById('host').attachShadow({{mode: 'open'}}).innerHTML =
        '{many.replace("Paragraph", "Shadow paragraph")}{row}';</script>"""))
    content = read_while_changed(site, """
      const badge = document.querySelector('.badge');
      const row = document.getElementById('host').shadowRoot.querySelector('.row');
      setTimeout(() => {
        badge.setAttribute('aria-label', 'Scored 8.7');
        row.setAttribute('data-testid', 'genres');
      });""")
    assert "\n\nScored 8.7\n\n" in content, content[-2000:]
    assert "Genres: [Action](https://films.test/action) \u00b7 [Sci-Fi](" in content, content[-2000:]

def test_notes_by_their_class_among_others_are_a_section_of_their_own(site: Site) -> None:
    """A block's class is read once, on its frame, and a class is asked of the element only where that holds its
    name: a block of notes by its class `footnotes` among others (a Markdown renderer's) is still a section headed
    "Notes"; a block whose class only holds the word is none."""
    site.goto(site.html("/notes", """<main><h1>Tide tables</h1><p>High water at Dover is at 13:58.</p>
      <div class="post-body footnotes small"><ol><li>Times are in GMT.</li></ol></div>
      <h2>Berths</h2><p>Berth 4 takes vessels up to 300 metres.</p>
      <div class="footnotes-like"><p>Pilots board at the Eastern Arm.</p></div></main>"""))
    content = site.extract(settle=False)["content"]
    assert "## Notes\n\n1. Times are in GMT." in content, content
    assert content.count("## Notes") == 1, content


def test_a_language_label_slotted_into_a_shadow_root_is_asked_of_its_own_parent(site: Site) -> None:
    """The walk takes a node's parent from its frame where that frame walks its own child nodes, and asks the DOM
    where it does not: VitePress's language label (`<span class="lang">sh</span>` in `div.language-sh`), slotted
    into a shadow root's box, has the `<slot>` for its frame but the `div.language-sh` for its parent, whose class
    says it is a label: no stray "sh" line before the fence, as outside a shadow root (test_code_blocks)."""
    site.goto(site.html("/slotted", """<main><h1>Getting started</h1><p>Install it:</p>
      <div id="host" class="language-sh"><span class="lang">sh</span><pre><code>npm install -D lumen-images</code></pre>
      </div><p>Then build the site.</p></main><script>document.getElementById('host').attachShadow({mode: 'open'})
        .innerHTML = '<div class="frame"><slot></slot></div>';</script>"""))
    content = site.extract(settle=False)["content"]
    assert "Install it:\n\n```sh\nnpm install -D lumen-images\n```\n\n" in content, content
    assert "\nsh\n" not in content, content


def test_a_side_column_read_after_its_title_is_asked_of_its_own_parent(site: Site) -> None:
    """A side column read after its title's row (GitHub's release, see test_quotes69) is walked under its section's
    frame, though its parent is the box of columns: its parent is asked of it, not taken from that frame. Here the
    section's class names a language (`lang-en`) and the side column says "en": it is a line of the page, as it was
    (taken from the frame, the section's class made it a code block's language label, and it went)."""
    hidden = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)"
    site.goto(site.html("/release", f"""<style>.cols {{ display: flex }} .side {{ width: 160px }} .main {{ flex: 1 }}
      </style><main><h1>Releases</h1><section class="lang-en" aria-labelledby="hd"><h2 style="{hidden}" id="hd">v3.2.0
      </h2><div class="cols"><div class="side">en</div><div class="main"><div class="head"><a href="/tag/v3.2.0">v3.2.0
      </a></div><p>Fixed a deadlock when a worker is cancelled.</p></div></div></section></main>"""))
    blocks = site.extract(settle=False)["content"].split("\n\n")
    fixed = "Fixed a deadlock when a worker is cancelled."
    assert blocks[1:4] == ["## [v3.2.0](http://demo.test/tag/v3.2.0)", "en", fixed], blocks
