"""``reverserag serve``: start the proxy and its demo pages."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import fields

from . import __version__
from .errors import SettingsError
from .settings import Settings


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="reverserag", description=__doc__)
    parser.add_argument("--version", action="version", version=f"reverserag {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser(
        "serve", help="run the server",
        description="Every flag can also be set as REVERSERAG_<NAME> in the environment.",
    )
    serve.add_argument("--upstream", dest="upstream_url", metavar="URL",
                       help="OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1")
    for f in fields(Settings):
        flag = "--" + f.name.replace("_", "-")
        serve.add_argument(flag, dest=f.name, metavar=f.name.split("_")[-1].upper(),
                           default=None, help=f"REVERSERAG_{f.name.upper()}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    overrides = {k: v for k, v in vars(args).items() if k != "command" and v is not None}
    try:
        settings = Settings.from_env(**overrides)
        from .app import create_app

        app = create_app(settings)
    except SettingsError as exc:
        print(f"reverserag: {exc.message}", file=sys.stderr)
        return 2

    import uvicorn

    host = f"[{settings.host}]" if ":" in settings.host else settings.host
    engine = (f"upstream {settings.upstream_url}" if settings.upstream_url
              else "offline (no model configured)")
    print(f"reverserag {__version__} — engine: {engine}", flush=True)
    print(f"Demo: http://{host}:{settings.port}/", flush=True)
    print(f'Script tag: <script src="http://{host}:{settings.port}/reverserag.js" defer></script>',
          flush=True)
    uvicorn.run(app, host=settings.host, port=settings.port, log_level=settings.log_level,
                proxy_headers=False, server_header=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
