"""A part of a page the site keeps out of what the widget reads, ``data-reverserag-ignore``, in Chromium, Firefox and
WebKit: an account's full numbers behind a "Show details" button (QA66 #5), in the document, in a shadow root and in a
same-origin frame, its pictures and frames too, while the rest of the page, beside and around it, is read as before."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit

ACCOUNT = """<section aria-label="Current account"><h2>Everyday Current Account</h2>
  <p>Account ending in 4821. Available balance £2,503.12.</p>
  <button aria-expanded="false" aria-controls="full">Show full details</button>
  <div id="full" hidden data-reverserag-ignore><dl><dt>Account number</dt><dd>31926819</dd>
    <dt>IBAN</dt><dd>GB29 NWBK 6016 1331 9268 19</dd></dl></div>
  <details data-reverserag-ignore="true"><summary>Your address</summary><p>14 Larkspur Row, Bristol BS1 4DJ</p>
    <img src="/statement.png" alt="Scan of statement 2026-11"></details>
  <p>Payments due this week: Gym Group £29.99 on 9 Dec.</p></section>"""


def test_a_part_the_site_keeps_out_is_not_read_and_the_rest_is(site: Site) -> None:
    """A bank masks an account as "ending in 4821" and keeps the full numbers in a region its button opens, which the
    walk reads as it reads any collapsed region a visitor can open (a closed ``<details>`` too): a site keeps such a
    part out with ``data-reverserag-ignore`` (any value), and nothing in it, text, picture or summary, reaches
    ``content``, ``main`` or ``media``; the text around it, before and after, is read as it was."""
    page = f"<header><a href='/'>Home</a></header><main><h1>Your accounts</h1>{ACCOUNT}</main>"
    site.goto(site.html("/account", page))
    payload = site.extract()
    for part in (payload["content"], payload["main"], str(payload.get("media"))):
        assert "31926819" not in part and "NWBK" not in part, part
        assert "Larkspur" not in part and "Your address" not in part and "statement" not in part, part
    assert "Account ending in 4821. Available balance £2,503.12." in payload["main"], payload["main"]
    assert "Payments due this week: Gym Group £29.99 on 9 Dec." in payload["main"], payload["main"]
    assert "Everyday Current Account" in payload["content"]


def test_without_the_attribute_the_same_parts_are_read(site: Site) -> None:
    """The same page without the attribute: the region the button opens and the closed ``<details>`` are read (what
    the test above keeps out is there to be kept out)."""
    shown = ACCOUNT.replace(' data-reverserag-ignore="true"', "").replace(" data-reverserag-ignore", "")
    site.goto(site.html("/account", f"<main><h1>Your accounts</h1>{shown}</main>"))
    content = site.extract()["content"]
    assert "31926819" in content and "Larkspur" in content, content


def test_a_part_kept_out_in_a_shadow_root_or_a_frame_is_not_read(site: Site) -> None:
    """The attribute holds in an open shadow root and in a same-origin frame, which the document's own question for
    flagged elements cannot see (each root is asked on its own), and on the frame element itself."""
    inner = "<p>Card ending 7710.</p><p data-reverserag-ignore>Card number 4929 1234 5678 7710</p>"
    site.goto(
        site.html(
            "/cards",
            f"""<main><h1>Your cards</h1><p>Two cards are linked to this login.</p>
      <div id="host"></div>
      <iframe srcdoc="<p>Savings ending 0042.</p><div data-reverserag-ignore><p>Sort code 60-16-13</p></div>"
        style="width: 600px; height: 120px"></iframe>
      <iframe data-reverserag-ignore srcdoc="<p>Security questions: mother's maiden name Okafor</p>"
        style="width: 600px; height: 120px"></iframe></main>
      <script>document.getElementById('host').attachShadow({{mode: 'open'}}).innerHTML = '{inner}';</script>""",
        )
    )
    loaded = "() => [...document.querySelectorAll('iframe')].every((f) => f.contentDocument?.body?.textContent)"
    site.page.wait_for_function(loaded)
    content = site.extract(settle=False)["content"]
    assert "Card ending 7710." in content and "Savings ending 0042." in content, content
    assert "4929" not in content and "60-16-13" not in content and "Okafor" not in content, content
