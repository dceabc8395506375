"""Video and audio on the page: a link line in ``content`` and a record in ``media`` each."""

from __future__ import annotations

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
