"""Engines, by name: ``upstream`` (any OpenAI-compatible server) and ``offline`` (built in)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Engine, Finish, ModelInfo, ModelLister

if TYPE_CHECKING:
    import httpx

    from ..metrics import Metrics
    from ..settings import Settings
    from .wire import Pool

__all__ = ["Engine", "Finish", "ModelInfo", "ModelLister", "open_engine"]


def open_engine(settings: Settings, client: httpx.AsyncClient, metrics: Metrics | None = None,
                wire: Pool | None = None) -> Engine:
    if settings.engine_name == "upstream":
        from .upstream import UpstreamEngine

        return UpstreamEngine(settings, client, metrics, wire)
    from .offline import OfflineEngine

    return OfflineEngine(settings)
