"""reverserag: a page-aware chat widget served by a self-hosted proxy (Reverse RAG)."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
