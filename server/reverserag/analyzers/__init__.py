"""Page intelligence: deterministic analyzers that turn a page into terse, citable lines.

Each analyzer is a module exporting ``NAME`` and ``analyze(page) -> Finding | None``; this
registry lists them in order (like Datasette's ``DEFAULT_PLUGINS``). A site owner can
``register`` another. ``run`` computes the page's derived text once and shares it, runs each
analyzer in isolation, and leaves out any that raises or finds nothing.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Callable, Sequence
from datetime import datetime

from ..citations import strip_labels
from ..errors import SettingsError
from ..page import Page
from . import (
    code,
    entities,
    forms,
    freshness,
    keywords,
    language,
    links,
    media,
    readability,
    reading,
    structure,
    structured_data,
    tables,
)
from ._context import bound
from ._finding import Finding

__all__ = [
    "DEFAULT_ANALYZERS", "Analyzer", "Finding", "available", "register", "render", "run",
    "validate_names", "warm_up",
]

Analyzer = Callable[[Page], "Finding | None"]
logger = logging.getLogger("reverserag.analyzers")

_MODULES = (
    reading, readability, structure, code, links, structured_data, entities, media, forms,
    tables, language, freshness, keywords,
)
DEFAULT_ANALYZERS: tuple[str, ...] = tuple(m.NAME for m in _MODULES)
_REGISTRY: dict[str, Analyzer] = {m.NAME: m.analyze for m in _MODULES}
_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


def available() -> tuple[str, ...]:
    """Every registered analyzer, the built-in ones first, in the order they run."""
    return tuple(_REGISTRY)


def register(name: str, fn: Analyzer, *, replace: bool = False) -> None:
    """Add an analyzer (or, with ``replace=True``, swap out one of the same name)."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise ValueError(f"Analyzer name {name!r} must be lowercase letters, digits and _.")
    if not callable(fn):
        raise TypeError(f"Analyzer {name!r} must be callable, got {type(fn).__name__}.")
    if name in _REGISTRY and not replace:
        raise ValueError(f"Analyzer {name!r} is already registered; pass replace=True.")
    _REGISTRY[name] = fn


def validate_names(
    names: str | Sequence[str], *, setting: str = "REVERSERAG_ANALYZERS"
) -> tuple[str, ...]:
    """The analyzer names in ``names`` (a comma list or a sequence), checked and deduplicated.

    Raises :class:`SettingsError` quoting the value and the first unknown name.
    """
    raw = names if isinstance(names, str) else ",".join(names)
    items = raw.split(",") if isinstance(names, str) else list(names)
    out: dict[str, None] = {}
    for item in items:
        name = item.strip().lower()
        if not name:
            continue
        if name not in _REGISTRY:
            raise SettingsError(
                f"{setting} has value {raw!r}. Unknown analyzer {item.strip()!r}; "
                f"choose from {', '.join(_REGISTRY)}."
            )
        out[name] = None
    return tuple(out)


def run(
    page: Page, names: Sequence[str] | None = None, *, now: datetime | None = None
) -> list[Finding]:
    """Run the named analyzers (default: all registered) on ``page``; failures are left out."""
    selected = available() if names is None else validate_names(names)
    findings: list[Finding] = []
    if "[¶" in page.content:  # the widget's block labels are not words of the page
        page = dataclasses.replace(page, content=strip_labels(page.content),
                                   main=strip_labels(page.main) if page.main else page.main)
    with bound(page, now):
        for name in selected:
            try:
                finding = _REGISTRY[name](page)
            except Exception:
                logger.exception("analyzer %r failed on %s; left out", name, page.url[:200])
                continue
            if finding is None:
                continue
            if not isinstance(finding, Finding):
                logger.error("analyzer %r returned %s, not a Finding; left out",
                             name, type(finding).__name__)
                continue
            findings.append(finding)
    return findings


def render(findings: Sequence[Finding]) -> str:
    """The findings as lines of text, one per finding."""
    return "\n".join(line for line in (f.render() for f in findings) if line)


def warm_up() -> None:
    """Pay the one-off costs (textstat's syllable dictionary) now, at server start-up."""
    readability.warm_up()
