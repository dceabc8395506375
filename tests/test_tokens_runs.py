"""Counting long runs without spaces: encoded in slices, counted exactly."""

from __future__ import annotations

import random
import string

import pytest

from reverserag import tokens

RANDOM = random.Random(47)


def _han(n: int) -> str:
    return "".join(chr(RANDOM.randint(0x4E00, 0x9FFF)) for _ in range(n))


def _words(n: int) -> str:
    """German-like compounds: words joined with no space, where BPE merges across the joins."""
    parts = "donau dampf schiff fahrt gesellschaft kapitän mütze haus tür schlüssel bund straße".split()
    return "".join(RANDOM.choice(parts) for _ in range(n // 4))[:n]


SAMPLES = {
    "han": _han,
    "latin letters": lambda n: "".join(RANDOM.choice(string.ascii_lowercase) for _ in range(n)),
    "compound words": _words,
    "punctuation": lambda n: "".join(RANDOM.choice("=-*#~.,;:!?/\\|_") for _ in range(n)),
    "kana": lambda n: "".join(chr(RANDOM.randint(0x3041, 0x3096)) for _ in range(n)),
    "cyrillic": lambda n: "".join(chr(RANDOM.randint(0x430, 0x44F)) for _ in range(n)),
    "dna": lambda n: "".join(RANDOM.choice("ACGT") for _ in range(n)),
}


def test_a_long_run_without_spaces_is_encoded_in_bounded_slices() -> None:
    """A million Han characters with no space or comma were one piece of 2.4 M tokens for
    tiktoken, whose BPE takes more than linear time in a piece's length: 3.8 s to count them
    (12 s for the session at a 1 M window, which counts the page six times)."""
    run = _han(100_000)
    pieces = tokens._pieces(run)
    assert "".join(pieces) == run
    assert max(map(len, pieces)) <= 2_000
    assert len(pieces) >= 50


@pytest.mark.parametrize("kind", SAMPLES)
def test_a_long_run_is_counted_exactly(kind: str) -> None:
    """Cut where the encoding around the cut has a token boundary, the slices' counts add up to
    the whole's: never under it (the budget would overflow the window), and not over it either.
    Cut at fixed places instead, compound words were counted up to 3 tokens under per cut."""
    for size in (2_500, 9_000, 30_000):
        text = "Some words before it. " * 3 + SAMPLES[kind](size) + " and after it."
        ids = tokens.encode(text)
        assert len(tokens._pieces(text)) > 1
        assert tokens.count(text) == len(ids) == len(tokens.encoding().encode_ordinary(text))
        assert tokens.encoding().decode(ids) == text


def test_ordinary_text_is_encoded_whole() -> None:
    """Prose, and a Chinese paragraph's punctuated run, are one piece: counted as before."""
    prose = "The quick brown fox jumps over the lazy dog; " * 500
    chinese = "".join(_han(30) + "，" for _ in range(200))
    for text in (prose, chinese, prose + "=" * 999 + prose):
        assert tokens._pieces(text) == [text]
