"""Video and audio on the page: a link line in ``content`` and a record in ``media`` each."""

from __future__ import annotations

import pytest
from harness import ORIGIN, Site

PAGE = """<main><h1>The night train</h1>
<p>Watch it leave Vienna.</p>
<video src="/media/launch.mp4" title="The night train leaves Vienna" controls></video>
<p>Hear the platform.</p>
<audio controls aria-label="Announcement at Vienna Hauptbahnhof">
  <source src="/media/platform.ogg" type="audio/ogg"></audio>
<video controls><source src="/media/launch.mp4"></video>
<audio src="/media/unseen.mp3"></audio>
<video controls></video>
</main>"""


def test_video_and_audio_are_linked_in_content_and_listed_in_media(site: Site) -> None:
    site.goto(site.html("/media", PAGE))
    payload = site.extract()
    launch, platform = f"{ORIGIN}/media/launch.mp4", f"{ORIGIN}/media/platform.ogg"
    content = payload["content"]
    video = f"[video: The night train leaves Vienna]({launch})"
    assert f"Watch it leave Vienna.\n\n{video}\n\nHear the platform." in content
    # A <source> child gives the address, aria-label the title; a second copy is linked again, but listed once.
    assert f"[audio: Announcement at Vienna Hauptbahnhof]({platform})\n\n[video]({launch})" in content
    assert payload["media"]["video"] == [{"src": launch, "alt": "The night train leaves Vienna"}]
    # Audio without controls shows nothing, and a video without an address has nothing to link.
    assert payload["media"]["audio"] == [{"src": platform, "alt": "Announcement at Vienna Hauptbahnhof"}]
    assert "unseen" not in content and "[video]()" not in content


@pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit
def test_a_drawing_that_names_itself_a_picture_is_read_as_its_alt_text(site: Site) -> None:
    """A dashboard's chart is an SVG, which the walk skips: "What does the chart show?" found
    nothing (a QA pass). One that says it is a picture (``role=img``) with a name (``aria-label`` or
    its ``<title>``) is read as an image without an address is, with what its ``<desc>`` says; its
    axes' text is not read, nor a drawing that does not name itself, nor one that is hidden. A
    ``<canvas>`` that names itself a picture (Chart.js) is read by its label (QA54 #8)."""
    site.goto(site.html("/chart", """
      <main><h1>Revenue</h1><p>A visible paragraph, long enough to be the main content here.</p>
      <figure><svg role="img" aria-label="Monthly revenue, January to June" viewBox="0 0 200 100" width="400">
        <desc>Revenue rose from 310 to 483 thousand euros.</desc><text x="10" y="95">AXIS-JAN</text>
        <rect width="20" height="40"></rect></svg><figcaption>Figure 1: revenue.</figcaption></figure>
      <p>Before <svg role="img" width="16" height="16"><title>Rising</title>
        <path d="M0 16L16 0"></path></svg> after.</p>
      <svg width="16" height="16"><title>UNNAMED-ICON</title></svg>
      <canvas width="300" height="120" role="img" aria-label="Burndown: 18 tasks left">FALLBACK-TEXT</canvas>
      <canvas width="30" height="12">UNNAMED-CANVAS</canvas>
      <canvas role="img" aria-label="HIDDEN-CANVAS" style="visibility: hidden"></canvas>
      <svg role="img" aria-label="HIDDEN-CHART" style="display: none"></svg></main>"""))
    content = site.extract()["content"]
    assert ("[image: Monthly revenue, January to June: Revenue rose from 310 to 483 thousand euros.]"
            in content), content
    assert "Figure 1: revenue." in content and "Before [image: Rising] after." in content
    # A chart drawn on a canvas (Chart.js) names itself so too (QA54 #8); its fallback content is not shown.
    assert "[image: Burndown: 18 tasks left]" in content and "FALLBACK" not in content
    assert "AXIS" not in content and "UNNAMED" not in content and "HIDDEN" not in content


@pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit
def test_any_element_that_names_itself_a_picture_is_read_as_its_alt_text(site: Site) -> None:
    """A shop's star rating is drawn by CSS on an empty ``<span role="img" aria-label="4.6 out of 5.0
    stars">``: the walk read nothing of it, and "What is the rating?" failed (QA53 #11); a review's
    ``<div role="img">★★☆☆☆</div>`` gave the glyphs only, and WooCommerce's gave the sentence under
    its stars in three pieces. Read as a named SVG is, its name, and not what it holds; not one
    that is hidden, nor one without a name, nor the name of one kept from screen readers."""
    site.goto(site.html("/rating", """<style>.rating::before { content: "★★★★★"; }
        .stars { overflow: hidden; height: 1.6em; width: 5.3em; }
        .stars span { display: block; padding-top: 1.6em; }</style>
      <main><h1>Harbour Sweater</h1><p>A visible paragraph, long enough to be the main content here.</p>
      <p><span class="rating" role="img" aria-label="4.6 out of 5.0 stars" style="--percent: 92%"></span> overall</p>
      <article><div role="img" aria-label="2 out of 5 stars">★★☆☆☆</div><h3>Itchy for me</h3></article>
      <div class="stars" role="img" aria-label="Rated 4.60 out of 5"><span>Rated <strong>4.60</strong> out of 5
        based on <span>128</span> customer ratings</span></div>
      <p>Before <span role="img" aria-label="HIDDEN-RATING" style="display: none">★</span>
        <span role="img" aria-label="SILENT-RATING" aria-hidden="true">★</span><span role="img">★</span> after.</p>
      </main>"""))
    content = site.extract(settle=False)["content"]
    assert "[image: 4.6 out of 5.0 stars] overall" in content, content
    assert "[image: 2 out of 5 stars]" in content and "★★☆☆☆" not in content
    assert "[image: Rated 4.60 out of 5]" in content and "customer ratings" not in content
    # One kept from screen readers shows its glyphs, as aria-hidden symbols are read.
    assert "Before ★★ after." in content and "HIDDEN" not in content and "SILENT" not in content


@pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit
def test_nbconvert_s_alt_text_for_every_picture_is_no_description(site: Site) -> None:
    """nbconvert gives every picture a notebook outputs the alt text "No description has been provided
    for this image", and the walk read it as the picture's description, ``[image: No description has
    been provided for this image]`` (QA53 #14): a tool's words for any picture say nothing of this one.
    It is a picture without alt text (its title, if any, names it); an author's alt text is still read."""
    default = "No description has been provided for this image"
    plot = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='80' height='60'%3E%3C/svg%3E"
    site.goto(site.html("/notebook-plot", f"""<main><h1>Plot</h1><p>The bar chart below shows the means per station.</p>
      <div class="jp-RenderedImage"><img alt="{default}" class="" src="{plot}"></div>
      <p>Saved to a file:</p><div class="jp-RenderedImage"><img alt="{default}" src="/plot.png" width="80"></div>
      <p>Titled:</p><img alt="{default}" title="Nitrate by station" src="{plot}">
      <p>Described:</p><img alt="Nitrate by station, Delft highest" src="{plot}"></main>"""))
    payload = site.extract(settle=False)
    content = payload["content"]
    assert "No description" not in content, content
    assert f"the means per station.\n\nSaved to a file:\n\n![]({ORIGIN}/plot.png)\n\nTitled:" in content
    assert "Titled:\n\n[image: Nitrate by station]\n\nDescribed:\n\n[image: Nitrate by station, Delft" in content
    assert payload["media"]["images"] == [{"src": f"{ORIGIN}/plot.png", "alt": None}]


@pytest.mark.engines  # a walk rule: it holds in Chromium, Firefox and WebKit
def test_a_custom_players_audio_is_listed_and_its_icon_buttons_named(site: Site) -> None:
    """A podcast's player is an ``<audio>`` with no ``controls``, which browsers do not draw, driven by the
    page's own buttons: the episode was missing from ``media.audio``, and the buttons read as glyphs,
    "▶ ↺150:00 48:12 30↻" ("↺15" ran into "0:00") (QA58 #12, #14). Beside a button of its player the
    audio is the page's media, linked where the player is; a button of glyphs and numbers with no
    words is named by its ``aria-label``, and what follows a button is a word apart. Not an audio with no
    player (a sound a script plays, beside buttons or in a box with a player), nor one whose player is
    off the page."""
    site.goto(site.html("/episode", """<main><h1>Why bridges sing</h1>
      <div class="player" role="region" aria-label="Audio player"><audio preload="none" src="/media/ep142.mp3">
        </audio><button aria-label="Play">▶</button><button aria-label="Rewind 15 seconds">↺15</button><span
        class="current-time">0:00</span>
        <input type="range" min="0" max="2892" value="0" aria-label="Seek"><span class="total-time">48:12</span><button
        aria-label="Fast forward 30 seconds">30↻</button><button>1×</button>
        <button aria-label="Share this episode">Share</button></div>
      <p>Structural engineer Dr. Helen Marsh explains why long-span bridges hum in the wind.</p>
      <audio src="/media/ping.mp3"></audio>
      <div class="dock"><audio src="/media/chime.mp3"></audio><button>Chat with us</button></div>
      <div style="position: absolute; left: -9999px"><audio src="/media/away.mp3"></audio><button>Play</button>
        0:00</div>
      </main>"""))
    payload = site.extract(settle=False)
    episode = f"{ORIGIN}/media/ep142.mp3"
    assert payload["media"]["audio"] == [{"src": episode, "alt": None}]
    assert (f"[audio]({episode})\n\nPlay Rewind 15 seconds 0:00 48:12 Fast forward 30 seconds 1× Share\n\n"
            "Structural engineer") in payload["content"], payload["content"]
