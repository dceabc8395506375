"""The walk's leftovers from QA65 (walk81): a board's link cards and its add buttons, a video's "Up next" cards, a
reward's stock, a video's owner row, likes and comment count, a stepper's current step by its attribute, a package's
weekly downloads; in Chromium, Firefox and WebKit."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # walk rules: they hold in Chromium, Firefox and WebKit


def test_a_boards_link_cards_are_cited_and_its_add_buttons_are_no_content(site: Site) -> None:
    """QA65 #1: a kanban card that is only a link (``<li><a class="card" href="/c/12">Fix login bug</a></li>``) had no
    label, as a list of links has none, so "What is in To do?" could cite no card; and each column's "+ Add a card"
    button was a line of content. A list whose items are each a link the page names a card is cited item by item; a
    button whose few words start with "+" or "Add", straight after a list (or its box's only part), is a control that
    makes an item, no content. A list of plain links, and an "Add" button elsewhere, read as before."""
    site.goto(site.html("/board", head="<style>.col { width: 240px } .col ul { list-style: none; padding: 0 }</style>",
                        body="""<main><h1>Website relaunch</h1>
      <p>The board lists the relaunch's cards by the stage each has reached.</p>
      <div style="display: flex; gap: 12px"><section class="col"><h2>To do</h2><ul>
        <li><a class="card" href="/c/12">Fix login bug</a></li>
        <li><a class="card" href="/c/13">Write About page copy</a></li></ul>
        <button type="button">+ Add a card</button></section>
      <section class="col"><h2>Done</h2><ul><li><a class="card" href="/c/9">Set up redirects</a></li></ul>
        <div><button type="button">Add another card</button></div></section></div>
      <h2>See also</h2><ul><li><a href="/b/2">Marketing board</a></li></ul>
      <p>Boards can be shared with your team. <button type="button">Add members</button></p></main>"""))
    content = site.extract(settle=False, labels=True)["content"]
    assert "- [¶2] [Fix login bug](http://demo.test/c/12)\n- [¶3] [Write About page copy]" in content, content
    assert "- [¶4] [Set up redirects](http://demo.test/c/9)" in content, content
    assert "Add a card" not in content and "Add another card" not in content, content
    assert "- [Marketing board](http://demo.test/b/2)" in content and "Add members" in content, content


UP_NEXT = """<a href="/watch?v={id}" style="display: flex; gap: 8px"><div style="position: relative">
  <img src="/{id}.jpg"{alt} width="120" height="68">
  <span style="position: absolute; right: 4px; bottom: 4px">{time}</span></div>
  <div><h3>{title}</h3><div>{channel}</div></div></a>"""


def test_a_video_cards_duration_is_said_after_its_title(site: Site) -> None:
    """QA65 #2: a video's "Up next" card, a link of its thumbnail (``alt=""``) with a duration badge laid over it, then
    its title and channel, read "![](…)", then "12:04" labelled as a line of its own, then the title: the duration said
    of the card before. The card is one cited line, its title first, its duration last; a thumbnail whose alt is empty
    is left out (HTML's mark of a picture that says nothing), one with no alt at all is kept, as everywhere."""
    cards = "".join(f"<li>{UP_NEXT.format(**card)}</li>" for card in [
        {"id": "a1", "alt": ' alt=""', "time": "12:04", "title": "Parsing in 10 minutes", "channel": "Compiler Club"},
        {"id": "a2", "alt": "", "time": "1:02:33", "title": "Type checking explained", "channel": "Lang Lab"}])
    site.goto(site.html("/watch", f"""<main><div><h1>Building a tiny compiler</h1><p>In this talk we build a
      compiler for a small language from scratch, in an hour, with no libraries beyond the standard one.</p></div>
      <aside><h2>Up next</h2><ul style="list-style: none; padding: 0">{cards}</ul></aside></main>"""))
    content = site.extract(settle=False, labels=True)["content"]
    assert "[¶3] [Parsing in 10 minutes · Compiler Club · 12:04](http://demo.test/watch?v=a1)" in content, content
    assert "[¶4] [![](http://demo.test/a2.jpg) Type checking explained · Lang Lab · 1:02:33](" in content, content
    assert "a1.jpg" not in content, content


def test_a_rewards_stock_left_is_cited(site: Site) -> None:
    """QA65 #3: a reward tier's "Limited (3 left of 50)", a short line under the tier's heading, had no label: "How
    many early birds are left?" could cite nothing. A short line under a heading that says how many are left ("3
    left", "5 remaining") is a fact, as a price or a date in one is."""
    site.goto(site.html("/project", """<main><h1>Pocket synth</h1><p>A pocket synthesizer with eight voices, a
      sequencer and a speaker, built to last a decade.</p><section><h2>Rewards</h2><div class="tier">
      <h3>Pledge £89 or more</h3><h4>Early bird</h4><p>One pocket synth at the early price, shipped in March.</p>
      <div style="display: flex; gap: 8px"><span>Limited (3 left of 50)</span><span>412 backers</span></div></div>
      </section></main>"""))
    lines = site.extract(settle=False, labels=True)["content"].split("\n\n")
    assert "[¶3] Limited (3 left of 50)" in lines and "[¶4] 412 backers" in lines, lines


def test_a_videos_owner_row_likes_and_comment_count_are_cited(site: Site) -> None:
    """QA65 #4: a video page's owner row (its channel's link over "1.2M subscribers"), its like count (the like
    button's "48K", said "48K likes" by its label) and the comments' heading "1,024 Comments" were quoted with no
    label. The channel's link (its badge's word after it or not) and its count of subscribers are one cited line; a
    count an icon's label names is cited as a count shown is; a heading that counts comments, replies, answers or
    reviews is cited. A section's numbered heading is not."""
    site.goto(site.html("/watch", """<header><a href="/">VidTube</a></header><main><div id="primary">
      <video width="320" height="180"></video><div id="above-the-fold">
      <div id="title"><h1>Building a tiny compiler</h1></div>
      <div id="top-row" style="display: flex; justify-content: space-between"><div id="owner" style="display: flex">
        <div><a href="/@club">Compiler Club</a> <span class="badge" aria-label="Verified"><svg aria-hidden="true"
          width="12" height="12"><path d="M1 6l3 3 7-7"/></svg></span></div><div>1.2M subscribers</div>
        <button>Subscribe</button></div>
        <div id="actions"><button aria-label="like this video along with 48,112 other people"><span>48K</span>
        </button></div></div>
      <div id="description"><p>In this talk we build a compiler for a small language from scratch, in an hour,
        with no libraries beyond the standard one. We cover the tokenizer, the parser, and code generation.</p>
        <h2>2 Sources</h2><p>The slides are online.</p></div></div>
      <div id="comments"><h2>1,024 Comments</h2><div><a href="/@ann">@ann</a><p>Great talk, thanks for walking
        through the parser step by step, it finally clicked.</p></div></div></div></main>"""))
    lines = site.extract(settle=False, labels=True)["content"].split("\n\n")
    assert "[¶2] [Compiler Club](http://demo.test/@club) (Verified) · 1.2M subscribers" in lines, "\n".join(lines)
    assert "[¶3] 48K likes" in lines, lines
    assert "## [¶6] 1,024 Comments" in lines and "## 2 Sources" in lines, lines


def test_a_steppers_current_step_by_its_attribute_alone_is_said(site: Site) -> None:
    """QA65 #5: a stepper whose current step says so by ``aria-current="step"`` alone, no words for screen readers,
    did not mark it (walk79 reads the "(current step)" those words say). The item so marked reads "(current step)"
    after its words, once where its screen-reader words say it too."""
    site.goto(site.html("/track", """<style>.vh { position: absolute; width: 1px; height: 1px; overflow: hidden;
      clip: rect(0 0 0 0) }</style><main><h1>Track your item</h1><p>Your item is with your local delivery office.</p>
      <ol aria-label="Delivery progress"><li>Collected</li><li>In transit</li>
        <li aria-current="step">Out for delivery</li><li>Delivered</li></ol>
      <ol aria-label="Return progress"><li>Label printed</li>
        <li aria-current="step">Dropped off <span class="vh">(current step)</span></li></ol></main>"""))
    content = site.extract(settle=False)["content"]
    assert "2. In transit\n3. Out for delivery (current step)\n4. Delivered" in content, content
    assert content.endswith("2. Dropped off (current step)"), content


def test_a_figure_straight_under_its_heading_is_cited(site: Site) -> None:
    """QA65 #6: a package page's sidebar (npm's), "Weekly Downloads" a heading over its figure "1,284,512", had no
    label: "How many weekly downloads?" could cite nothing. A figure alone (grouped digits, an amount, a share)
    straight under a heading of a few words, in the box after it, is cited; a version ("3.2.0") and a bare number (a
    rank) are not."""
    site.goto(site.html("/package/tidyhttp", """<main><div style="display: flex"><div style="flex: 3">
      <h1>tidyhttp</h1><p>A tiny HTTP client with retries, timeouts and a small API, for Node and the browser alike.</p>
      </div><div style="flex: 1"><div><h3>Weekly Downloads</h3><div><p>1,284,512</p></div></div>
        <div><h3>Version</h3><p>3.2.0</p></div><div><h3>Rank</h3><p>7</p></div></div></div></main>"""))
    lines = site.extract(settle=False, labels=True)["content"].split("\n\n")
    assert "[¶2] 1,284,512" in lines and "3.2.0" in lines and "7" in lines, lines
