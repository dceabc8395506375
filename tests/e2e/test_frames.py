"""Shadow roots and frames as ``ReverseRAG.extract()`` reads them, in Chromium, Firefox and WebKit:
same-origin frames read from their own root, cross-origin ones listed, hidden ones left out."""

from __future__ import annotations

import json

import pytest
from harness import ORIGIN, Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


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
