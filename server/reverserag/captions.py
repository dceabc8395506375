"""Media in a page's markdown and the captions under it: what passages.py marks as describing a photo or a
video rather than telling the story."""

from __future__ import annotations

import re

from .words import is_title, words

# A block of nothing but images, videos, sounds or frames (as the widget writes them; a picture may
# link somewhere, and a card may say what it is first: nytimes-5's "Photo"), and what credits a photo
# in the caption under one.
MEDIA_ONLY = re.compile(r"^(?P<label>(?:Photo|Image|Picture|Video|Graphic)\b)?(?:\s*(?:\[!\[[^\]]*\]\([^)]*\)\]"
                        r"|!\[[^\]]*\]|\[(?:video|audio|embedded frame)(?::[^\]]*)?\])\([^)]*\))+\s*$")
# The first of a media block's media, as the widget writes it: an image's markdown or a player's or frame's line.
_MEDIUM = re.compile(r"(?P<image>!)?\[(?P<kind>video|audio|embedded frame)?[^\]]*\]\((?P<src>[^)\s]*)\)")
_CREDIT = re.compile(r"\b(?:Credit|Photograph|Photo|Picture|Image|Illustration)s?(?:\s+by\b|\s*:|\s*©)|\bCredit\s+[A-Z]"
                     r"|©|\b(?:Getty Images|Reuters|AP Photo|AFP|Shutterstock|Alamy)\b")
# Captions that say so, wherever they are (the BBC's "Media caption …", "Image copyright …", the Times's
# "CreditChang W. Lee").
_SAYS_CAPTION = re.compile(r"^(?:Media|Image|Video) (?:caption|copyright)\b|\bCredit(?:Credit)?[A-Z]")


def first_medium(text: str, media: re.Match[str]) -> tuple[str, ...]:
    """What the first of a media block's media is ("image", "video", "audio" or "frame") and where it comes
    from, or nothing."""
    first = _MEDIUM.search(text, media.end("label") if media["label"] else 0)
    if not first:
        return ()
    # a picture that links somewhere, [![alt](src)](href), is an image too
    kind = "image" if first["image"] or not first["kind"] else first["kind"].replace("embedded ", "")
    return (kind, first["src"])


def captions(said: str, markdown: str, under: str | None) -> bool:
    """Whether a block describes media: under it (``under``: the alt text of the media block above), a
    line that credits it, repeats its alt text (a link to the full-size image) or names it (short, and
    no sentence); anywhere, a line that says it is a caption."""
    if _SAYS_CAPTION.search(said):
        return True
    if under is None:
        return False
    return is_title(said) or _CREDIT.search(markdown) is not None or repeats(said, under)


def repeats(said: str, alt: str) -> bool:
    """Whether a line says again what the alt text says: most of its words are the alt text's (a
    caption is often the alt text with a name spelled otherwise or a clause more)."""
    said_words = [w.lower() for w in words(said)]
    if not said_words or not alt:
        return False
    if alt.startswith(said[:40]):
        return True
    alt_words = [w.lower() for w in words(alt)]
    known = set(alt_words)
    return (4 <= len(said_words) <= 1.5 * len(alt_words)
            and sum(w in known for w in said_words) >= 0.8 * len(said_words))
