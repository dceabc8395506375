"""``reverserag serve``: start the proxy and its demo pages. ``reverserag check``: try the settings,
the session store and each model server, and say what they answered."""

from __future__ import annotations

import argparse
import dataclasses
import html
import logging.config
import math
import socket
import sys
from collections.abc import Sequence
from types import FrameType
from typing import Any

import uvicorn

from . import __version__
from .drain import Drain
from .errors import SettingsError
from .settings import Settings, shown_address

#: What each setting means, in a line: the start of its row in the README's Configuration table,
#: which says more (a test keeps the two in step).
MEANINGS = {
    "host": "address to listen on",
    "port": "port to listen on",
    "upstream_url": "OpenAI-compatible base URL",
    "upstream_key": "bearer key for the upstream",
    "model": "model name sent upstream",
    "models": "comma list of other models a visitor may pick in the widget",
    "context_window": "the model's context in tokens",
    "token_ratio": "the model's tokens per cl100k token",
    "reasoning_tokens": "tokens a reasoning model may think before it answers",
    "classify_timeout": "seconds for the classification call",
    "store": "session store: memory, or redis://host:port/db for several replicas",
    "session_ttl": "seconds a session lives unused",
    "max_sessions": "sessions kept in memory",
    "max_store_bytes": "bytes the memory store's sessions may hold",
    "analyzers": "comma list of analyzers to run, in order",
    "persona": "the assistant's identity, first line of the system message",
    "max_body_bytes": "cap on a request body, unpacked when it came gzipped",
    "body_timeout": "seconds a request body may take to arrive, all of it",
    "max_page_chars": "cap on the page's content and main",
    "max_message_chars": "cap on one visitor message",
    "max_turns": "visitor messages per session",
    "upstream_connect_timeout": "seconds to connect to the upstream",
    "upstream_read_timeout": "seconds the upstream may go silent mid-answer",
    "ping_interval": "seconds between SSE keep-alive comments",
    "offline_word_delay": "seconds between words when the offline engine streams",
    "log_level": "log level, ours and uvicorn's: critical, error, warning, info or debug",
    "sites": "path to the sites file (TOML or JSON): keys, origins, per-site settings",
    "trusted_proxies": "comma list of proxy IPs/CIDRs whose X-Forwarded-For is believed",
    "ipv6_prefix": "the IPv6 prefix counted as one client by the per-address limits",
    "ip_sessions_per_minute": "new sessions per client address per minute",
    "ip_messages_per_minute": "messages per client address per minute",
    "site_sessions_per_minute": "new sessions per site per minute",
    "site_messages_per_minute": "messages per site per minute",
    "site_tokens_per_minute": "answer tokens per site per minute",
    "max_streams": "answers one process streams at once",
    "max_session_age": "seconds a session may live from its creation, however busy",
    "shutdown_grace": "seconds running answers may finish after SIGTERM",
    "log_format": "json (one object per line, with request_id) or plain",
    "log_content": "debug only: also log page text and visitor messages",
    "metrics_token": "GET /metrics answers only Authorization: Bearer <token>",
    "widget_minify": "serve /reverserag.js minified",
}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="reverserag", description=__doc__)
    parser.add_argument("--version", action="version", version=f"reverserag {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, text in (("serve", "run the server"),
                       ("check", "try the settings, the session store and each model server, then exit")):
        command = commands.add_parser(
            name, help=text, description="Every flag can also be set as REVERSERAG_<NAME> in the environment; "
            "the README's Configuration table says more of each.",
        )
        command.add_argument("--upstream", dest="upstream_url", metavar="URL",
                             help="OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 (as --upstream-url)")
        for f in dataclasses.fields(Settings):
            flag = "--" + f.name.replace("_", "-")
            meaning = MEANINGS[f.name].replace("%", "%%")  # argparse reads "%" as the start of a format
            command.add_argument(flag, dest=f.name, metavar=_metavar(f), default=None,
                                 help=f"{meaning} (REVERSERAG_{f.name.upper()}; {_default(f)})")
    return parser


#: What a flag takes, where the last word of its name does not say it: "--ip-sessions-per-minute
#: MINUTE" read as if it took a minute, "--session-ttl TTL" and "--shutdown-grace GRACE" gave no unit.
_METAVARS = {"context_window": "TOKENS", "sites": "PATH"}


def _metavar(f: dataclasses.Field[object]) -> str:
    if f.name in _METAVARS:
        return _METAVARS[f.name]
    if f.name.endswith("_per_minute"):
        return "RATE"
    if MEANINGS[f.name].startswith("seconds "):
        return "SECONDS"
    if f.type in (bool, "bool"):
        return "BOOL"
    return f.name.split("_")[-1].upper()


def _default(f: dataclasses.Field[object]) -> str:
    if f.default is None:
        return "unset by default"
    value = ",".join(f.default) if isinstance(f.default, tuple) else f.default
    return f"default {str(value).lower() if isinstance(value, bool) else value}"


class Server(uvicorn.Server):
    """uvicorn's server, telling the app when SIGTERM (or Ctrl-C) starts the shutdown; the process's logging
    (``logs.log_config``) is set up when it runs."""

    def __init__(self, config: uvicorn.Config, drain: Drain, log_config: dict[str, Any] | None = None):
        super().__init__(config)
        self.drain = drain
        self.log_config = log_config

    # uvicorn.Config applies its log_config as it is made: the handler took the sys.stderr of that moment, and
    # a serve built in a test (its run replaced) left it bound to the test's captured stream, closed once the
    # test ended, and the "reverserag" logger no longer propagating for the tests after it. Set up here, only
    # a server that runs sets up the process's logging.
    def run(self, sockets: list[socket.socket] | None = None) -> None:
        if self.log_config:
            logging.config.dictConfig(self.log_config)
        super().run(sockets)

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

    # A server on every interface (0.0.0.0, ::, as in the Docker image) is reached by no such address:
    # a browser refuses http://0.0.0.0/. The addresses printed name it as this machine does.
    everywhere = settings.host in ("0.0.0.0", "::", "")
    host = "localhost" if everywhere else f"[{settings.host}]" if ":" in settings.host else settings.host
    # Not asked at start (a server that is down is said to each visitor, and in the log, when asked):
    # the banner names the command that asks it everything a visitor's chat would.
    engine = (f"upstream {shown_address(settings.upstream_url)} (not tried yet: reverserag check tries it)"
              if settings.upstream_url
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
    if everywhere:
        print("Listening on every interface: on other machines, use this one's address (or the https address "
              "of a proxy in front of it) in place of localhost.", flush=True)
    config = uvicorn.Config(
        app, host=settings.host, port=settings.port, log_level=settings.log_level.lower(),
        http=_http_protocol(),
        log_config=None, access_log=False, proxy_headers=False,
        server_header=False,
        # Past our grace, when streams and session builds are cut (drain.py), and their last
        # events and 503s: whatever is still open then is cut.
        timeout_graceful_shutdown=math.ceil(settings.shutdown_grace) + 3,
    )
    Server(config, app.state.drain, log_config(settings)).run()
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
