"""Text the colour of what is behind it stays out of what ``ReverseRAG.extract()`` reads, judged against
the colours behind it, in Chromium, Firefox and WebKit; what lies behind an opaque box is not asked."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit

# Records which elements the widget asks the background colour of, by id (else tag name).
ASKED = """() => {
  const real = window.getComputedStyle;
  window.__asked = [];
  window.getComputedStyle = function (element, pseudo) {
    return new Proxy(real.call(this, element, pseudo), { get(style, name) {
      if (name === 'backgroundColor') window.__asked.push(element.id || element.localName);
      const value = style[name];
      return typeof value === 'function' ? value.bind(style) : value;
    } });
  };
}"""


def test_text_on_an_opaque_card_asks_no_colour_behind_the_card(site: Site) -> None:
    """Each element that holds text was judged against the colours of all its ancestors, composed
    from the page down: a card's text asked the colours of the page around the card, which its own
    opaque colour hides. The colours are composed up to the first opaque one and no further; what
    the card hides (white text on it) still stays out, and a tint on the card is laid over it."""
    site.goto(site.html("/card", """<style>body { background: #000; color: #fff; }
        #card { background: #fff; color: #111; padding: 8px; }
        #tint { background: rgba(0, 0, 90, .5); color: #fff; }</style>
      <main id="page"><div id="wrap"><section id="column"><div id="card"><h1>Tide tables</h1>
        <p>High water at 06:12 and 18:40; low water at 00:31 and 12:55, a metre lower than last week.</p>
        <p style="color: #fff">HIDDEN white on the white card.</p>
        <div id="tint"><p id="tinted">White on the card's blue tint.</p></div></div></section></div></main>"""))
    site.page.evaluate(ASKED)
    content = site.extract()["content"]
    assert "# Tide tables" in content and "High water at 06:12" in content, content
    assert "White on the card's blue tint." in content
    assert "HIDDEN" not in content, content
    asked = site.page.evaluate("window.__asked")
    assert "card" in asked and "tinted" in asked
    assert not {"column", "wrap", "page", "body"} & set(asked), asked
