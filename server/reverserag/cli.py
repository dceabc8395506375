"""``reverserag serve``: start the proxy and its demo pages. ``reverserag check``: try the settings,
the session store and each model server, and say what they answered."""

from __future__ import annotations

import argparse
import dataclasses
import html
import math
import sys
from collections.abc import Sequence
from types import FrameType

import uvicorn

from . import __version__
from .drain import Drain
from .errors import SettingsError
from .settings import Settings, shown_address


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="reverserag", description=__doc__)
    parser.add_argument("--version", action="version", version=f"reverserag {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, text in (("serve", "run the server"),
                       ("check", "try the settings, the session store and each model server, then exit")):
        command = commands.add_parser(
            name, help=text, description="Every flag can also be set as REVERSERAG_<NAME> in the environment; "
            "what each means is in the README's Configuration table.",
        )
        command.add_argument("--upstream", dest="upstream_url", metavar="URL",
                             help="OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1")
        for f in dataclasses.fields(Settings):
            flag = "--" + f.name.replace("_", "-")
            command.add_argument(flag, dest=f.name, metavar=f.name.split("_")[-1].upper(),
                                 default=None, help=f"REVERSERAG_{f.name.upper()}; {_default(f)}")
    return parser


def _default(f: dataclasses.Field[object]) -> str:
    if f.default is None:
        return "unset by default"
    value = ",".join(f.default) if isinstance(f.default, tuple) else f.default
    return f"default {str(value).lower() if isinstance(value, bool) else value}"


class Server(uvicorn.Server):
    """uvicorn's server, telling the app when SIGTERM (or Ctrl-C) starts the shutdown."""

    def __init__(self, config: uvicorn.Config, drain: Drain):
        super().__init__(config)
        self.drain = drain

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        self.drain.begin_threadsafe()
        super().handle_exit(sig, frame)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    overrides = {k: v for k, v in vars(args).items() if k != "command" and v is not None}
    try:
        settings = Settings.from_env(**overrides)
        for line in Settings.unknown():
            print(f"reverserag: warning: {line}", file=sys.stderr)
        if args.command == "check":
            from . import check

            return check.main(settings, sys.stdout)
        from .app import create_app

        app = create_app(settings)
    except SettingsError as exc:
        message = exc.message
        for name in overrides:  # a value given as a flag is named as the flag, not the variable
            message = message.replace(f"REVERSERAG_{name.upper()} has value", f"--{name.replace('_', '-')} has value")
        print(f"reverserag: {message}", file=sys.stderr)
        return 2

    from .logs import log_config

    for line in _open_files(settings.max_streams):
        print(f"reverserag: warning: {line}", file=sys.stderr)

    host = f"[{settings.host}]" if ":" in settings.host else settings.host
    engine = (f"upstream {shown_address(settings.upstream_url)}" if settings.upstream_url
              else "offline (no model configured)")
    mode = (f"sites from {settings.sites}" if settings.sites
            else "demo (own origin and localhost only; set REVERSERAG_SITES to serve a website)")
    print(f"reverserag {__version__} — engine: {engine} — mode: {mode}", flush=True)
    # The demo pages carry no site key, so with a sites file their chat is refused (site_key_required).
    demo = " (its chat needs demo mode: no sites file)" if settings.sites else ""
    print(f"Demo: http://{host}:{settings.port}/{demo}", flush=True)
    tag = f'<script src="http://{host}:{settings.port}/reverserag.js" defer'
    for site in app.state.sites.by_key.values():  # with a sites file, each site's tag has its key
        print(f'Script tag for {site.key}: {tag} data-site-key="{html.escape(str(site.key))}"></script>', flush=True)
    if not settings.sites:
        print(f"Script tag: {tag}></script>", flush=True)
    config = uvicorn.Config(
        app, host=settings.host, port=settings.port, log_level=settings.log_level.lower(),
        http=_http_protocol(),
        log_config=log_config(settings), access_log=False, proxy_headers=False,
        server_header=False,
        # Past our grace, when streams and session builds are cut (drain.py), and their last
        # events and 503s: whatever is still open then is cut.
        timeout_graceful_shutdown=math.ceil(settings.shutdown_grace) + 3,
    )
    Server(config, app.state.drain).run()
    return 0


def _open_files(max_streams: int) -> list[str]:
    """Raise the soft limit on open files to the hard one, as servers do: each stream takes two (the
    visitor's connection and the model server's), and the common soft limit of 1,024 made the
    default of 1,000 streams unreachable. What cannot be had is said."""
    try:
        import resource
    except ImportError:  # not on Unix: the system's own limits apply
        return []
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    needed = 2 * max_streams + 256
    if soft != resource.RLIM_INFINITY and soft < needed:
        return [f"the open-file limit is {soft:,}, under the {needed:,} that {max_streams:,} streams "
                "(REVERSERAG_MAX_STREAMS) need: raise it (ulimit -n, systemd's LimitNOFILE, Docker's "
                "--ulimit nofile) or lower REVERSERAG_MAX_STREAMS."]
    return []


def _http_protocol() -> type | str:
    """httptools with the guards of ``protocol.py``; h11 (which bounds a head to 16 KB itself) where
    httptools is not installed."""
    try:
        from .protocol import GuardedHttpToolsProtocol
    except ImportError:
        return "h11"
    return GuardedHttpToolsProtocol


if __name__ == "__main__":
    raise SystemExit(main())
