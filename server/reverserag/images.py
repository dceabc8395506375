"""Images in the page text the model reads: without their addresses.

The widget writes an image as markdown with its address, as the issue asks:
``![Map of the harbour](https://cdn.example.com/wp-content/uploads/2024/05/harbour-map.png?w=1200)``.
A visitor sees the picture and never its address; the model sees neither, and the address tells
it nothing its alt text does not, or, without alt text, nothing but the file's name. Addresses are
long and tokenize badly (paths, hashes, query parameters), and the page goes to the model again
with every question, in the system message. So in the text the model reads (``context.model_text``)
an image keeps its alt text and loses its address, ``![Map of the harbour]()``; one without alt
text is named by its file, ``![harbour-map.png]()``. It stays an image in markdown, so the offline
engine reads captions and pictures as before, and an answer that repeats one links to the page
itself (the widget resolves an empty address there), not to a wrong address. An image that is a
link's text leaves the link its address, the payload's list of images (``media.images``) keeps
every address, and code is left as it is.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from .fences import in_prose

# An image as the widget writes it: its alt text has no brackets, its address parentheses one deep
# (as in a Wikipedia file's name).
IMAGE = re.compile(r"!\[([^\[\]\n]*)\]\(((?:[^()\s]|\([^()\s]*\))*)\)")


def name_images(markdown: str) -> str:
    """``markdown`` with each image outside code written without its address."""
    if "![" not in markdown:
        return markdown
    return in_prose(markdown, _named)


def file_name(address: str) -> str:
    """The last segment of an address's path (``harbour-map.png``), or ``""`` when it has none."""
    try:
        path = urlsplit(address).path
    except ValueError:  # an address urlsplit refuses (a broken IPv6 host) names no file either
        return ""
    return path.rpartition("/")[2]


def _named(text: str) -> str:
    return IMAGE.sub(lambda m: f"![{m.group(1).strip() or file_name(m.group(2))}]()", text)
