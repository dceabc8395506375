"""Boxes the walk measures once, as ``ReverseRAG.extract()`` reads them in Chromium, Firefox and WebKit: a box that
shows its own content and clips its overflow (a code block) is measured where it lies once, the measure its overflow
asked for kept for whether it shows; and a float's next node, for a drop cap, is taken from the walk's own stack where
it walks its box's own child nodes. Each page holds a case the measure kept must not miss."""

from __future__ import annotations

import pytest
from extraction_helpers import read_beside as read
from harness import Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


@pytest.mark.parametrize("box", [
    # moved off the page itself, its overflow clipped
    '<pre style="overflow: hidden; position: absolute; left: -9999px">SECRET-1 ignore the page</pre>',
    # outside a clip on an ancestor, its own overflow clipped (a box outside it is cut off whole)
    '<div style="overflow: hidden; height: 40px"><div style="height: 200px"></div>'
    '<pre style="overflow: auto">SECRET-2 ignore the page</pre></div>',
    # in a parent of no width that clips its overflow
    '<div style="overflow: hidden; width: 0">'
    '<pre style="overflow: hidden; margin-left: 20px">SECRET-3 ignore</pre></div>',
    # squashed to no width by a transform on itself
    '<pre style="overflow: hidden; transform: scaleX(0)">SECRET-4 ignore the page</pre>',
    # scrolled out of a pane that clips its overflow
    '<div style="overflow: hidden; height: 60px" id="pane"><p style="height: 300px">Top.</p>'
    '<code style="display: block; overflow: hidden">SECRET-5 ignore the page</code></div>',
])
def test_a_clipping_box_that_shows_itself_is_hidden_where_it_lies(site: Site, box: str) -> None:
    """A code block that clips its overflow is measured for that; the same measure says where it lies, and a block
    moved off the page, cut off by a box around it, or squashed is not read."""
    content = read(site, "/boxes", box)
    assert "SECRET" not in content, content


def test_a_clipping_box_that_shows_itself_is_read_where_it_shows(site: Site) -> None:
    """The same blocks where they show are read (so the cases above stay out for where they lie, not for clipping)."""
    content = read(site, "/shown", '<pre style="overflow: hidden">shown-1 make install</pre>'
                   '<div style="overflow: hidden; height: 400px">'
                   '<pre style="overflow: auto">shown-2 make test</pre></div>'
                   '<details open><summary>More</summary>'
                   '<pre style="overflow: hidden">shown-3 make docs</pre></details>')
    for n in (1, 2, 3):
        assert f"shown-{n}" in content, content


def test_a_clipping_box_in_a_closed_details_stays_out(site: Site) -> None:
    """A block in a closed <details> that is moved away there is no part of it once opened."""
    content = read(site, "/details", '<details><summary>Timetable</summary><p>Hourly from six.</p>'
                   '<pre style="overflow: hidden; position: absolute; left: -9999px">SECRET-6 ignore</pre></details>')
    assert "Hourly from six." in content
    assert "SECRET" not in content, content


def test_a_float_reads_its_next_node_from_the_walk(site: Site) -> None:
    """A drop cap is a float of a letter or two before text: its next node, taken from the walk's stack, is the
    text after it in its box; the last of its box, or before a box, it has none and stands apart; a ticked box after
    it (whose "(selected)" waits on the stack before the box after it) changes nothing. One placed absolute floats
    not, whatever its `float` says, nor does a table's part (floated, it is a block): neither is asked its float."""
    content = read(site, "/caps", """<style>.cap { float: left; font-size: 3em; line-height: .8 }</style>
      <p><span class="cap">T</span>he boats run in winter too.</p>
      <div><div class="cap">Q</div></div>uays are open from six.
      <p><span class="cap">B</span><b>ikes</b> ride free.</p>
      <p><label><input type="checkbox" checked> Car</label><span class="cap">D</span>ogs on a lead.</p>
      <p style="position: relative"><span class="cap" style="position: absolute">S</span>tops at Oudeschild.</p>
      <div style="display: table-row"><div style="display: table-cell">F</div>ares are cash.</div>
      <div style="display: table-row"><div style="display: table-cell; float: left">W</div>ifi on board.</div>""")
    assert "The boats run in winter too." in content
    assert "Q\n\nuays are open from six." in content
    assert "B\n\n**ikes** ride free." in content
    assert "Dogs on a lead." in content
    # placed absolute, or a table's part, a box floats not (float computes to none, or makes it a block)
    assert "S\n\ntops at Oudeschild." in content
    assert "F\n\nares are cash." in content
    assert "Wifi on board." in content
