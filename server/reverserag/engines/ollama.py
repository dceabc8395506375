"""The context window of a model Ollama serves, which its ``/v1/models`` does not say.

Past the window, Ollama drops the start of the prompt without a word, and the start is the
locked system message with the page. Its OpenAI-compatible ``/v1`` requests get the model's
``num_ctx`` (``PARAMETER num_ctx`` in its Modelfile), else the server's default: 2,048 tokens
before v0.6.7, 4,096 since, and since v0.15.5 one picked from the GPU's memory (4,096 under
24 GiB, 32,768 or 262,144 above) or ``OLLAMA_CONTEXT_LENGTH``. Ollama's own API tells what it can:
``/api/show`` a Modelfile's ``num_ctx``; ``/api/ps`` the window a loaded model runs with. Before
the model is loaded, only the smallest default is safe; it is asked again later, once it is.
"""

from __future__ import annotations

import logging
import re

import httpx

log = logging.getLogger("reverserag.upstream")

_NUM_CTX = re.compile(r"^num_ctx\s+(\d+)\s*$", re.MULTILINE)
_VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)")


def root_of(base: str) -> str | None:
    """Ollama's own address for its OpenAI-compatible ``…/v1``, or None for any other."""
    base = base.rstrip("/")
    return base[:-3] if base.endswith("/v1") else None


async def window(client: httpx.AsyncClient, base: str, model: str, headers: dict[str, str],
                 timeout: httpx.Timeout) -> tuple[int, bool] | None:
    """The window of ``model`` if ``base`` is Ollama's, and whether it is a guess to check again
    (the smallest default, the model not loaded yet); None if it is not Ollama."""
    root = root_of(base)
    if root is None:
        return None
    try:
        answer = await client.get(f"{root}/api/version", headers=headers, timeout=timeout)
        version = answer.json().get("version") if answer.status_code == 200 else None
    except (httpx.HTTPError, ValueError, AttributeError):
        return None
    if not isinstance(version, str):
        return None
    try:
        show = await client.post(f"{root}/api/show", json={"model": model}, headers=headers, timeout=timeout)
        if show.status_code == 200:
            found = _NUM_CTX.search(str(show.json().get("parameters") or ""))
            if found and int(found.group(1)) > 0:
                return int(found.group(1)), False
        running = await client.get(f"{root}/api/ps", headers=headers, timeout=timeout)
        if running.status_code == 200:
            for entry in running.json().get("models") or []:
                size = entry.get("context_length") if isinstance(entry, dict) else None
                if model in (entry.get("name"), entry.get("model")) and isinstance(size, int) and size > 0:
                    return size, False
    except (httpx.HTTPError, ValueError, AttributeError) as exc:
        log.warning("could not ask Ollama at %s for %s's context window: %s", root, model, exc.__class__.__name__)
    parts = _VERSION.match(version)
    smallest = 2048 if parts and tuple(map(int, parts.groups())) < (0, 6, 7) else 4096
    log.warning("Ollama %s does not say %s's context window until it is loaded: assuming %d tokens "
                "(set REVERSERAG_CONTEXT_WINDOW to say it)", version, model, smallest)
    return smallest, True
