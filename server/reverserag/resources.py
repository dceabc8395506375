"""Where the widget and the demo templates are: inside the wheel, or in a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE.parent.parent


def widget_path() -> Path:
    for candidate in (_CHECKOUT / "widget" / "reverserag.js", _PACKAGE / "static" / "reverserag.js"):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError("reverserag.js is neither in the package nor in a source checkout")


def templates_dir() -> Path:
    for candidate in (_CHECKOUT / "templates", _PACKAGE / "templates"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("templates/ is neither in the package nor in a source checkout")
