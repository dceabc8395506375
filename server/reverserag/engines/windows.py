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

**LM Studio's** ``/v1/models`` lists no window either, and it loads a model with 4,096 tokens
unless told otherwise, whatever the model could take. Its own API tells both: ``/api/v0/models``
(0.3.6 and later) gives a model's ``max_context_length`` and, once it is loaded, its
``loaded_context_length``; ``/api/v1/models`` (0.4 and later) gives each loaded instance's
``config.context_length``. Before the model is loaded (just-in-time loading), 4,096 is assumed,
never more than the model takes, and asked again later.

**KoboldCpp's** ``/v1/models`` lists no window, and its ``/api/extra/true_max_context_length``
says the one it was started with (``--contextsize``).
"""

from __future__ import annotations

import logging
import re
from typing import Any, NamedTuple

import httpx

log = logging.getLogger("reverserag.upstream")

_NUM_CTX = re.compile(r"^num_ctx\s+(\d+)\s*$", re.MULTILINE)
_VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)")


def root_of(base: str) -> str | None:
    """Ollama's own address for its OpenAI-compatible ``…/v1``, or None for any other."""
    base = base.rstrip("/")
    return base[:-3] if base.endswith("/v1") else None


# Keys under which servers report a model's context window in /v1/models.
_KEYS = ("loaded_context_length", "max_model_len", "context_length", "context_window", "n_ctx",
         "max_context_length")
#: The smallest window taken from a server, the least REVERSERAG_CONTEXT_WINDOW may say: in fewer
#: tokens no page and message fit beside the instructions (the engine ignores a smaller one).
SMALLEST = 512
LLAMA_CPP_DEFAULT = 4096  # llama-server's -c when it is not given
LM_STUDIO_DEFAULT = 4096  # the context length LM Studio loads a model with when none is set


class Window(NamedTuple):
    """A context window, and where it came from."""

    size: int
    guess: bool  # a default assumed until the model is loaded: to be asked for again
    source: str  # in words, for ``reverserag check``


def listed(entry: dict[str, Any]) -> Window | None:
    """The window a ``/v1/models`` entry gives, at its top level or in its ``meta``. LM Studio's own
    listing (an upstream of ``…/api/v0``) gives the most a model takes before it is loaded, which
    is not the window it will run with: that is asked for once it is (:func:`lm_studio`)."""
    if "state" in entry and "max_context_length" in entry and "loaded_context_length" not in entry:
        return None
    for source, where in ((entry, ""), (entry.get("meta") or {}, "meta.")):
        for key in _KEYS:
            value = _size(source.get(key)) if isinstance(source, dict) else None
            if value:
                return Window(value, False, f"/v1/models ({where}{key})")
    return None


def _size(value: Any) -> int | None:
    """A count of tokens, as servers write it: a number, or a number in a string (``"32768"``)."""
    if isinstance(value, str) and value.strip().isdecimal():
        value = int(value)
    elif isinstance(value, float) and value.is_integer():
        value = int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def trained(entry: dict[str, Any]) -> int | None:
    """``meta.n_ctx_train``, which llama-server lists: the window the model was trained with."""
    meta = entry.get("meta")
    return _size(meta.get("n_ctx_train")) if isinstance(meta, dict) else None


async def llama_cpp(client: httpx.AsyncClient, base: str, n_ctx_train: int, headers: dict[str, str],
                    timeout: httpx.Timeout) -> Window:
    """The window llama-server runs with (its ``/props``), else its default, within the trained one."""
    root = root_of(base) or base.rstrip("/")
    try:
        answer = await client.get(f"{root}/props", headers=headers, timeout=timeout)
        props = answer.json() if answer.status_code == 200 else {}
        settings = props.get("default_generation_settings") or {}
        size = _size(settings.get("n_ctx") or props.get("n_ctx"))
        if size:
            return Window(size, False, "llama-server's /props (n_ctx)")
    except (httpx.HTTPError, ValueError, AttributeError) as exc:
        log.warning("could not read %s/props: %s", root, exc.__class__.__name__)
    log.warning("llama.cpp at %s does not say its context window: assuming its default, %d tokens "
                "(set REVERSERAG_CONTEXT_WINDOW to say it)", root, LLAMA_CPP_DEFAULT)
    return Window(min(n_ctx_train, LLAMA_CPP_DEFAULT), False,
                  "llama-server's default -c, never more than the trained window (its /props did not say)")


async def ollama(client: httpx.AsyncClient, base: str, model: str, headers: dict[str, str],
                 timeout: httpx.Timeout, *, again: bool = False) -> Window | None:
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
            return Window(int(found.group(1)), False, "Ollama's /api/show (the Modelfile's num_ctx)")
        running = await client.get(f"{root}/api/ps", headers=headers, timeout=timeout)
        listed = running.json().get("models") if running.status_code == 200 else None
        for entry in listed if isinstance(listed, list) else []:
            if isinstance(entry, dict) and _tagged(model) in {_tagged(str(entry.get(k))) for k in ("name", "model")}:
                size = _size(entry.get("context_length"))
                if size:
                    return Window(size, False, "Ollama's /api/ps (the loaded model's context_length)")
                loaded = True  # an Ollama too old to say: the guess stands for good
    except (httpx.HTTPError, ValueError, AttributeError, TypeError) as exc:
        log.warning("could not ask Ollama at %s for %s's context window: %s", root, model, exc.__class__.__name__)
    parts = _VERSION.match(version)
    smallest = 2048 if parts and tuple(map(int, parts.groups())) < (0, 6, 7) else 4096
    log.log(logging.DEBUG if again else logging.WARNING, "Ollama %s does not say %s's context window: "
            "assuming %d tokens (set REVERSERAG_CONTEXT_WINDOW to say it)", version, model, smallest)
    why = "an Ollama too old to say" if loaded else "the model is not loaded yet"
    return Window(smallest, not loaded, f"Ollama's smallest default ({why})")


def _tagged(name: str) -> str:
    """An Ollama model's name with its tag, as /api/ps writes it: ``llama3.1`` is ``llama3.1:latest``."""
    return name if ":" in name.rpartition("/")[2] else f"{name}:latest"


async def lm_studio(client: httpx.AsyncClient, base: str, model: str, headers: dict[str, str],
                    timeout: httpx.Timeout, *, again: bool = False) -> Window | None:
    """The window of ``model`` if ``base`` is LM Studio's, and whether it is a guess to check again
    (the model not loaded yet); None if it is not LM Studio, or does not list ``model``."""
    base = base.rstrip("/")
    root = next((base[:-len(tail)] for tail in ("/v1", "/api/v0", "/api/v1") if base.endswith(tail)), None)
    if root is None:
        return None
    for path, read in (("/api/v0/models", _lm_studio_v0), ("/api/v1/models", _lm_studio_v1)):
        try:
            answer = await client.get(f"{root}{path}", headers=headers, timeout=timeout)
            found = read(answer.json(), model) if answer.status_code == 200 else None
        except (httpx.HTTPError, ValueError, AttributeError, TypeError):
            found = None
        if found is None:
            continue
        window, most, loaded = found
        if window:
            return Window(window, False, f"LM Studio's {path} (the loaded model's context length)")
        guess = min(most or LM_STUDIO_DEFAULT, LM_STUDIO_DEFAULT)
        why = "an LM Studio too old to say" if loaded else "the model is not loaded yet"
        log.log(logging.DEBUG if again else logging.WARNING, "LM Studio does not say %s's context window "
                "(%s): assuming %d tokens (set REVERSERAG_CONTEXT_WINDOW to say it)", model, why, guess)
        return Window(guess, not loaded, f"LM Studio's default, never more than the model takes ({why})")
    return None


def _lm_studio_v0(answer: Any, model: str) -> tuple[int | None, int | None, bool] | None:
    """From ``/api/v0/models``: the loaded window, the most the model takes, and whether it is loaded."""
    for entry in answer.get("data") or []:
        if isinstance(entry, dict) and entry.get("id") == model and "max_context_length" in entry:
            return (_size(entry.get("loaded_context_length")), _size(entry.get("max_context_length")),
                    entry.get("state") == "loaded")
    return None


def _lm_studio_v1(answer: Any, model: str) -> tuple[int | None, int | None, bool] | None:
    """From ``/api/v1/models``: the same, from the model's loaded instances (the smallest of them)."""
    for entry in answer.get("models") or []:
        if not isinstance(entry, dict) or "max_context_length" not in entry:
            continue
        instances = [i for i in entry.get("loaded_instances") or [] if isinstance(i, dict)]
        if entry.get("key") == model or any(i.get("id") == model for i in instances):
            sizes = [_size((i.get("config") or {}).get("context_length")) for i in instances]
            known = [size for size in sizes if size]
            return min(known) if known else None, _size(entry.get("max_context_length")), bool(instances)
    return None


async def koboldcpp(client: httpx.AsyncClient, base: str, headers: dict[str, str],
                    timeout: httpx.Timeout) -> Window | None:
    """The window KoboldCpp was started with, if ``base`` is KoboldCpp's; None if it is not."""
    root = root_of(base)
    if root is None:
        return None
    try:
        answer = await client.get(f"{root}/api/extra/true_max_context_length", headers=headers, timeout=timeout)
        found = answer.json() if answer.status_code == 200 else None
    except (httpx.HTTPError, ValueError):
        return None
    size = _size(found.get("value")) if isinstance(found, dict) else None
    return Window(size, False, "KoboldCpp's /api/extra/true_max_context_length") if size else None
