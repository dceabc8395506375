"""One finding: a label and a few parts, rendered as one terse, safe line."""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_PART = 160
MAX_LINE = 480
ELLIPSIS = "…"

# Control and format characters (newlines, bidi overrides, zero-width marks, lone surrogates)
# would let a hostile page break the one-line shape or hide text from a reader of the prompt.
_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff"
    "\ufff9-\ufffb\ud800-\udfff]+"
)
_SPACES = re.compile(r"\s{2,}")


def clean(value: object, cap: int = MAX_PART) -> str:
    """``value`` as one line: unsafe characters become spaces, runs of spaces one, then capped."""
    text = value if isinstance(value, str) else str(value)
    # Cap before scanning so a 5 MB string costs no more than a short one.
    text = text[: cap * 4 + 16]
    # "|" separates a finding's parts; a value must not be able to forge one.
    text = _SPACES.sub(" ", _UNSAFE.sub(" ", text)).strip().replace("|", "¦")
    return clip(text, cap)


def clip(text: str, cap: int) -> str:
    if len(text) <= cap:
        return text
    return text[: max(cap - 1, 0)].rstrip() + ELLIPSIS


def count(n: int, singular: str, plural: str | None = None) -> str:
    """``count(2341, "word")`` → ``"2,341 words"``."""
    return f"{n:,} {singular if n == 1 else (plural or singular + 's')}"


def listing(items: list[str], shown: int, *, sep: str = ", ", total: int | None = None) -> str:
    """The first ``shown`` items, and how many more there were (of ``total``, if given)."""
    head = sep.join(items[:shown])
    rest = (len(items) if total is None else total) - min(shown, len(items))
    return f"{head} (+{rest:,} more)" if rest > 0 else head


@dataclass(frozen=True, slots=True)
class Finding:
    """What one analyzer found, e.g. ``Finding("Reading", ("2,341 words", "89 sentences"))``."""

    label: str
    parts: tuple[str, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.parts, tuple):
            object.__setattr__(self, "parts", tuple(self.parts))

    def render(self) -> str:
        label = clean(self.label, 40) or "Finding"
        parts = [p for p in (clean(part) for part in self.parts) if p]
        return clip(f"{label}: {' | '.join(parts)}", MAX_LINE)

    def __str__(self) -> str:
        return self.render()
