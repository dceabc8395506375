"""Media: images (and how many lack alt text), video, audio, and embeds by site."""

from __future__ import annotations

from collections import Counter

from ..page import Page
from ._finding import Finding, clean, count, listing
from ._hosts import site_of

NAME = "media"
EMBED_SITES_SHOWN = 3


def analyze(page: Page) -> Finding | None:
    media = page.media
    parts: list[str] = []
    if media.images:
        missing = sum(1 for image in media.images if not (image.alt or "").strip())
        part = count(len(media.images), "image")
        if missing:
            part += f" ({missing:,} without alt text)"
        parts.append(part)
    if media.video:
        parts.append(count(len(media.video), "video", "videos"))
    if media.audio:
        parts.append(count(len(media.audio), "audio clip"))
    if media.iframes:
        sites = Counter(site_of(frame.src) or "inline" for frame in media.iframes)
        top = [f"{clean(s, 40)} ({n:,})" if n > 1 else clean(s, 40) for s, n in sites.most_common()]
        parts.append(f"{count(len(media.iframes), 'embed')}: {listing(top, EMBED_SITES_SHOWN)}")
    return Finding("Media", tuple(parts)) if parts else None
