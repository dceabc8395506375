"""Model discovery: which models a site's visitors may pick, and ``GET /api/models``.

A site offers its default model (``model``, else the upstream's first) and, when its ``models``
allow-list names more (``*``: any), those of them that the upstream's ``/v1/models`` lists. A
turn may then ask for any model offered (``model`` in ``POST …/messages`` or ``…/greeting``);
anything else is ``400 model_not_allowed``. The browser knows each model by its shown name
(``session.shown_names``: a file's name where the model server names a model by its path), in the
list and in what a turn asks for; the model server is asked by its own.

The upstream's list is cached in app state for :data:`TTL` seconds, one list per upstream URL
(sites share it). When it cannot be read, the last list read stands in; before one was ever read,
the default alone is offered and the upstream is asked again after :data:`RETRY_AFTER` seconds.
So a failing ``/v1/models`` never breaks the chat: the widget's picker just does not appear. The
offline engine offers itself alone.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from starlette.datastructures import State
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from .engines import ModelLister
from .errors import BadRequest, UpstreamError
from .session import shown_model, shown_names
from .sites import Site

log = logging.getLogger("reverserag.models")

#: Seconds the upstream's list is kept before it is asked again.
TTL = 60.0
#: Seconds before a list that could not be read is asked for again.
RETRY_AFTER = 10.0
ANY = "*"


@dataclass(frozen=True)
class Offer:
    default: str
    ids: tuple[str, ...]  # the default first, then the upstream's order

    @functools.cached_property
    def names(self) -> dict[str, str]:
        """Each id as the browser knows it (``session.shown_names``): a file's name, not its path."""
        return shown_names(self.ids)

    def model(self, shown: str) -> str | None:
        """The id the model server knows by ``shown``, if one is offered."""
        return next((i for i, name in self.names.items() if name == shown), None)

    def to_json(self) -> dict[str, Any]:
        return {"models": [{"id": self.names[i], "default": i == self.default} for i in self.ids],
                "default": self.names[self.default]}


class Catalog:
    """The upstream's model ids, cached per upstream URL; one request at a time per upstream."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self._lists: dict[str, tuple[float, list[str] | None]] = {}  # url → (good until, ids)
        self._locks: dict[str, asyncio.Lock] = {}

    def _fresh(self, url: str) -> tuple[bool, list[str] | None]:
        until, ids = self._lists.get(url, (0.0, None))
        return self.clock() < until, ids

    async def listed(self, url: str, lister: ModelLister) -> list[str] | None:
        """The list, read again once it is :data:`TTL` old; None when it was never read."""
        fresh, ids = self._fresh(url)
        if fresh:
            return ids
        async with self._locks.setdefault(url, asyncio.Lock()):
            fresh, ids = self._fresh(url)  # another request may have read it meanwhile
            if fresh:
                return ids
            try:
                ids = await lister.list_models()
            except UpstreamError as exc:
                log.warning("model list unavailable; %s", "keeping the last one" if ids else
                            "offering the default model alone", extra={"reason": exc.message})
                self._lists[url] = (self.clock() + RETRY_AFTER, ids)
                return ids
            self._lists[url] = (self.clock() + TTL, ids)
            return ids


async def offer(state: State, site: Site) -> Offer:
    """The models ``site`` offers: its default first."""
    engine = state.engines[site.key]
    default = (await engine.model()).name
    allowed = site.settings.models or ()
    url = site.settings.upstream_url
    if not allowed or url is None or not isinstance(engine, ModelLister):
        return Offer(default, (default,))
    catalog: Catalog = state.models
    listed = await catalog.listed(url, engine) or []
    everything = ANY in allowed
    extra = (i for i in listed if i != default and (everything or i in allowed))
    return Offer(default, (default, *extra))


async def choose(state: State, site: Site, value: Any) -> str | None:
    """The id of the model a turn asks for by the name ``GET /api/models`` shows, if ``site`` offers
    it; None (absent or empty) is the default.

    A path the model server names a model by is not taken in place of its shown name: the browser
    never gets one, and taking it would tell a visitor which of the paths they guess is the server's."""
    if value is None or value == "":
        return None
    chosen = (await offer(state, site)).model(value) if isinstance(value, str) else None
    if chosen is not None:
        return chosen
    shown = value[:100] if isinstance(value, str) else value
    raise BadRequest(f"model has value {shown!r}, which this server does not offer; "
                     "GET /api/models lists those it does.", code="model_not_allowed")


async def shown(state: State, site: Site, model: str) -> str:
    """``model`` (an id) as the browser knows it: as ``site``'s offer names it, so that the session's
    model and the picker's agree, else by ``shown_model``."""
    return (await offer(state, site)).names.get(model) or shown_model(model)


async def list_models(request: Request) -> Response:
    # Not rate-limited, like GET /api/sessions/{id}: the upstream is asked once per TTL at most.
    site: Site = request.state.site
    return JSONResponse((await offer(request.app.state, site)).to_json())


routes = [Route("/api/models", list_models, methods=["GET"])]
