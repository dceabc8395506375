"""Hosts and registrable domains, without a public-suffix download.

``registrable("docs.example.co.uk") == "example.co.uk"``. The rule covers generic TLDs, the
``co.uk``/``com.au`` style of country second levels, and the shared hosting suffixes pages link
to most (``user.github.io`` is its own site). It is an approximation of the Public Suffix List,
chosen so the server needs no data file and no network.
"""

from __future__ import annotations

import re
from functools import lru_cache

_SCHEME_HOST = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]{0,30}):(?://([^/?#\\]*))?")
_COUNTRY_SECOND_LEVELS = frozenset((
    "ac", "co", "com", "edu", "gov", "net", "org", "or", "ne", "go", "mil", "nom", "sch", "ltd",
    "plc", "gob", "gouv",
))
_SHARED_SUFFIXES = frozenset((
    "github.io", "gitlab.io", "herokuapp.com", "netlify.app", "vercel.app", "pages.dev",
    "workers.dev", "blogspot.com", "appspot.com", "web.app", "firebaseapp.com",
    "azurewebsites.net", "cloudfront.net", "s3.amazonaws.com", "readthedocs.io", "wordpress.com",
    "substack.com", "medium.com", "tumblr.com", "glitch.me", "onrender.com", "fly.dev", "repl.co",
    "ngrok.io", "ngrok-free.app",
))
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")


def split_url(href: str) -> tuple[str, str]:
    """``(scheme, host)``, both lowercased; ``("", "")`` for a relative reference."""
    match = _SCHEME_HOST.match(href)
    if not match:
        return "", ""
    netloc = match.group(2) or ""
    host = netloc.rpartition("@")[2]
    if host.startswith("["):
        host = host[: host.find("]") + 1]
    else:
        host = host.partition(":")[0]
    return match.group(1).lower(), host.lower().rstrip(".")


@lru_cache(maxsize=4096)
def registrable(host: str) -> str:
    if not host or host.startswith("[") or _IPV4.fullmatch(host):
        return host
    labels = host.split(".")
    if len(labels) <= 2:
        return host
    last2 = ".".join(labels[-2:])
    if last2 in _SHARED_SUFFIXES or ".".join(labels[-3:]) in _SHARED_SUFFIXES:
        keep = 3 if last2 in _SHARED_SUFFIXES else 4
        return ".".join(labels[-keep:])
    if len(labels[-1]) == 2 and labels[-2] in _COUNTRY_SECOND_LEVELS:
        return ".".join(labels[-3:])
    return last2


def site_of(url: str) -> str:
    return registrable(split_url(url)[1])
