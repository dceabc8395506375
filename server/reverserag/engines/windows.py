"""A model's context window where ``/v1/models`` does not say it, or says the wrong one.

Past the window, Ollama and llama.cpp drop the start of the prompt or refuse it, and the start is
the locked system message with the page, so the budget must not overestimate it.

**Ollama** lists no window. Its OpenAI-compatible ``/v1`` requests get the model's ``num_ctx``
(``PARAMETER num_ctx`` in its Modelfile), else the server's default: 2,048 tokens before v0.6.7,
4,096 since, and since v0.15.5 one picked from the GPU's memory (4,096 under 24 GiB, 32,768 or
262,144 above) or ``OLLAMA_CONTEXT_LENGTH``. Its own API tells what it can: ``/api/show`` a
Modelfile's ``num_ctx``; ``/api/ps`` the window a loaded model runs with. Before the model is
loaded, only the smallest default is safe; it is asked again later, once it is.

**llama.cpp's** ``llama-server`` lists ``meta.n_ctx_train``, the window the model was trained
with (131,072 for Llama 3.1), not the one the server runs with (``-c``, 4,096 unless set); that
one is in its ``/props`` (``default_generation_settings.n_ctx``).
"""

from __future__ import annotations

import logging
import re
from typing import Any

import httpx

log = logging.getLogger("reverserag.upstream")

_NUM_CTX = re.compile(r"^num_ctx\s+(\d+)\s*$", re.MULTILINE)
_VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)")


def root_of(base: str) -> str | None:
    """Ollama's own address for its OpenAI-compatible ``…/v1``, or None for any other."""
    base = base.rstrip("/")
    return base[:-3] if base.endswith("/v1") else None


# Keys under which servers report a model's context window in /v1/models.
_KEYS = ("max_model_len", "context_length", "context_window", "n_ctx", "max_context_length")
LLAMA_CPP_DEFAULT = 4096  # llama-server's -c when it is not given


def listed(entry: dict[str, Any]) -> int | None:
    """The window a ``/v1/models`` entry gives, at its top level or in its ``meta``."""
    for source in (entry, entry.get("meta") or {}):
        for key in _KEYS:
            value = source.get(key) if isinstance(source, dict) else None
            if isinstance(value, int) and not isinstance(value, bool) and value > 0:
                return value
    return None


def trained(entry: dict[str, Any]) -> int | None:
    """``meta.n_ctx_train``, which llama-server lists: the window the model was trained with."""
    meta = entry.get("meta")
    value = meta.get("n_ctx_train") if isinstance(meta, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


async def llama_cpp(client: httpx.AsyncClient, base: str, n_ctx_train: int, headers: dict[str, str],
                    timeout: httpx.Timeout) -> int:
    """The window llama-server runs with (its ``/props``), else its default, within the trained one."""
    root = root_of(base) or base.rstrip("/")
    try:
        answer = await client.get(f"{root}/props", headers=headers, timeout=timeout)
        props = answer.json() if answer.status_code == 200 else {}
        settings = props.get("default_generation_settings") or {}
        size = settings.get("n_ctx") or props.get("n_ctx")
        if isinstance(size, int) and size > 0:
            return size
    except (httpx.HTTPError, ValueError, AttributeError) as exc:
        log.warning("could not read %s/props: %s", root, exc.__class__.__name__)
    log.warning("llama.cpp at %s does not say its context window: assuming its default, %d tokens "
                "(set REVERSERAG_CONTEXT_WINDOW to say it)", root, LLAMA_CPP_DEFAULT)
    return min(n_ctx_train, LLAMA_CPP_DEFAULT)


async def ollama(client: httpx.AsyncClient, base: str, model: str, headers: dict[str, str],
                 timeout: httpx.Timeout, *, again: bool = False) -> tuple[int, bool] | None:
    """The window of ``model`` if ``base`` is Ollama's, and whether it is a guess to check again
    (the smallest default, the model not loaded yet); None if it is not Ollama. ``again``: a check
    of an earlier guess, which logs quietly."""
    root = root_of(base)
    if root is None:
        return None
    try:
        answer = await client.get(f"{root}/api/version", headers=headers, timeout=timeout)
        version = answer.json().get("version") if answer.status_code == 200 else None
        show = None
        if isinstance(version, str):
            show = await client.post(f"{root}/api/show", json={"model": model}, headers=headers, timeout=timeout)
    except (httpx.HTTPError, ValueError, AttributeError):
        return None
    if not isinstance(version, str) or show is None or show.status_code != 200:
        return None  # not Ollama: a version alone is not enough to cap the window on
    loaded = False
    try:
        found = _NUM_CTX.search(str(show.json().get("parameters") or ""))
        if found and int(found.group(1)) > 0:
            return int(found.group(1)), False
        running = await client.get(f"{root}/api/ps", headers=headers, timeout=timeout)
        listed = running.json().get("models") if running.status_code == 200 else None
        for entry in listed if isinstance(listed, list) else []:
            if isinstance(entry, dict) and _tagged(model) in {_tagged(str(entry.get(k))) for k in ("name", "model")}:
                size = entry.get("context_length")
                if isinstance(size, int) and size > 0:
                    return size, False
                loaded = True  # an Ollama too old to say: the guess stands for good
    except (httpx.HTTPError, ValueError, AttributeError, TypeError) as exc:
        log.warning("could not ask Ollama at %s for %s's context window: %s", root, model, exc.__class__.__name__)
    parts = _VERSION.match(version)
    smallest = 2048 if parts and tuple(map(int, parts.groups())) < (0, 6, 7) else 4096
    log.log(logging.DEBUG if again else logging.WARNING, "Ollama %s does not say %s's context window: "
            "assuming %d tokens (set REVERSERAG_CONTEXT_WINDOW to say it)", version, model, smallest)
    return smallest, not loaded


def _tagged(name: str) -> str:
    """An Ollama model's name with its tag, as /api/ps writes it: ``llama3.1`` is ``llama3.1:latest``."""
    return name if ":" in name.rpartition("/")[2] else f"{name}:latest"
