"""Per-run context: the clock, and the page's derived text computed once and shared.

``run`` binds both for the duration of one page; an analyzer called on its own (in a test, or
by a site owner) gets a fresh :class:`PageText` and the real clock.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime

from ..page import Page
from ._text import PageText


@dataclass(slots=True)
class _Run:
    page: Page
    now: datetime
    text: PageText | None = None


_current: ContextVar[_Run | None] = ContextVar("reverserag_analyzers_run", default=None)


@contextmanager
def bound(page: Page, now: datetime | None = None) -> Iterator[None]:
    token = _current.set(_Run(page, _aware(now or datetime.now(UTC))))
    try:
        yield
    finally:
        _current.reset(token)


def page_text(page: Page) -> PageText:
    """The derived text of ``page``: built once per run, shared by every analyzer."""
    run = _current.get()
    if run is None or run.page is not page:
        return PageText(page)
    if run.text is None:
        run.text = PageText(page)
    return run.text


def now() -> datetime:
    """The injected "now" of the current run (timezone-aware), else the real clock."""
    run = _current.get()
    return run.now if run is not None else datetime.now(UTC)


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
