"""Settings: one frozen dataclass, read from ``REVERSERAG_*`` environment variables or CLI flags.

Every field ``foo_bar`` is the variable ``REVERSERAG_FOO_BAR`` and the flag ``--foo-bar``. A bad
value fails at start with a message that quotes it, in Starlette's wording.
"""

from __future__ import annotations

import dataclasses
import difflib
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from . import proxies
from .errors import SettingsError

PREFIX = "REVERSERAG_"
RATES = ("ip_sessions_per_minute", "ip_messages_per_minute", "site_sessions_per_minute",
         "site_messages_per_minute", "site_tokens_per_minute")
# REVERSERAG_* names that are read elsewhere: docker-compose.yml's (where it publishes, the sites
# file it mounts) and scripts/test's.
_NOT_SETTINGS = frozenset({"PUBLISH", "SITES_FILE", "REQUIRE_ENGINES"})
_LOG_LEVELS = ("critical", "error", "warning", "info", "debug")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})
_QUERY_PASSWORD = re.compile(r"([?&]password=)[^&]*", re.IGNORECASE)


def shown_address(url: str) -> str:
    """A store's or server's address, to print or log, without the password it may carry: in the
    address, or in the query (redis-py takes ``redis://host/0?password=…``). What is masked runs from
    ``//`` to the last ``@``, not to the first ``/``, ``?`` or ``#`` as a parser reads it: a password
    whose ``#``, ``/`` or ``@`` is not percent-encoded (``redis://:p@ss#w0rd@host``) must not show
    its end. A user before a ``:`` is shown; a user alone (a token, as in ``https://TOKEN@host``) is not."""
    url = _QUERY_PASSWORD.sub(r"\1***", url)
    scheme, sep, rest = url.partition("://")
    userinfo, at, host = rest.rpartition("@")
    if not sep or not at:
        return url
    user, colon, _ = userinfo.partition(":")
    return f"{scheme}://{user + colon if colon else ''}***@{host}"


def _split(value: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in value.split(",") if part.strip())


#: Seconds of silence after which the widget takes an answer's connection for lost (its ``stream()``)
WIDGET_SILENCE = 45.0
#: So the server's keep-alive pings must come more often than that, with room for a slow link.
MAX_PING_INTERVAL = 30.0


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = 8000
    #: OpenAI-compatible base URL, e.g. ``http://127.0.0.1:11434/v1``; unset → the offline engine.
    upstream_url: str | None = None
    upstream_key: str | None = None
    #: Model name sent upstream; unset → the upstream's first model that can chat.
    model: str | None = None
    #: Models a visitor may pick besides ``model`` (``GET /api/models``), among those the upstream
    #: lists; ``*`` → every one it lists; unset → ``model`` alone.
    models: tuple[str, ...] | None = None
    #: The model's context window in tokens; unset → upstream-reported, else 8192.
    context_window: int | None = None
    #: The model's tokens per cl100k token, the budget's unit: above 1 for models whose tokenizer
    #: splits finer (small vocabularies, and most of them on non-English text).
    token_ratio: float = 1.0
    #: Tokens a reasoning model may think before it answers (DeepSeek-R1, Qwen3, OpenAI's o-series
    #: and GPT-5 count their reasoning within max_tokens): added to what every answer, greeting and
    #: classification may take, and kept out of the page's room; 0 → none.
    reasoning_tokens: int = 0
    classify_timeout: float = 10.0
    #: ``memory`` or ``redis://host:port/db``.
    store: str = "memory"
    session_ttl: int = 3600
    max_sessions: int = 10_000
    #: What the memory store's sessions may hold, in bytes; the least recently used go first.
    max_store_bytes: int = 256 * 1024 * 1024
    #: Analyzers to run, in order; unset → all 13.
    analyzers: tuple[str, ...] | None = None
    persona: str | None = None
    max_body_bytes: int = 16 * 1024 * 1024  # 2 M characters of content and of main, in CJK: 12 MB
    #: Seconds a request body may take to arrive, all of it.
    body_timeout: float = 60.0
    max_page_chars: int = 3_000_000
    max_message_chars: int = 8_000
    max_turns: int = 200
    upstream_connect_timeout: float = 5.0
    upstream_read_timeout: float = 60.0
    ping_interval: float = 15.0
    #: Seconds between words when the offline engine streams (it "types" like a model).
    offline_word_delay: float = 0.004
    log_level: str = "info"
    #: Path to the sites file (TOML or JSON): keys, origins, per-site settings; unset → demo mode.
    sites: str | None = None
    #: Proxies (IPs or CIDRs) whose ``X-Forwarded-For`` is believed; unset → the peer is the client.
    trusted_proxies: tuple[str, ...] | None = None
    #: The IPv6 prefix a rate limit counts as one client: a subscriber is given a /64 at least, and
    #: by many ISPs a /56 or a /48, any address of which it may take for each request.
    ipv6_prefix: int = 64
    #: Token-bucket rates per minute (the bucket holds one minute's worth); 0 turns a limit off.
    ip_sessions_per_minute: float = 30.0
    ip_messages_per_minute: float = 60.0
    site_sessions_per_minute: float = 600.0
    site_messages_per_minute: float = 1200.0
    site_tokens_per_minute: float = 0.0
    #: Streams one process serves at once; more get 503 with ``Retry-After``.
    max_streams: int = 1000
    #: Seconds a session may live from its creation, however busy.
    max_session_age: int = 86_400
    #: Seconds running streams may go on after SIGTERM before they end with an ``error`` event.
    shutdown_grace: float = 8.0
    #: ``json`` (one object per line) or ``plain``.
    log_format: str = "json"
    #: Debug only: write page text and visitor messages to the logs.
    log_content: bool = False
    #: ``GET /metrics`` answers only ``Authorization: Bearer <this>``; unset → anyone who reaches it.
    metrics_token: str | None = None
    #: Serve the widget minified; false serves ``widget/``'s files as written, for debugging.
    widget_minify: bool = True

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Read every field from ``REVERSERAG_*``; ``overrides`` (e.g. CLI flags) win over the env."""
        environ = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for f in fields(cls):
            name = PREFIX + f.name.upper()
            raw = overrides.get(f.name)
            if raw is None:
                raw = environ.get(name)
            if raw is None or raw == "":
                continue
            values[f.name] = _convert(name, f.type, raw)
        settings = cls(**values)
        settings.check()
        return settings

    @classmethod
    def unknown(cls, environ: Mapping[str, str] | None = None) -> list[str]:
        """A line for each ``REVERSERAG_*`` variable that is no setting (a typo is otherwise
        silently ignored), with the setting it may have meant."""
        environ = os.environ if environ is None else environ
        known = [f.name.upper() for f in fields(cls)]
        said = []
        for name in sorted(environ):
            asked = name.removeprefix(PREFIX)
            if name.startswith(PREFIX) and asked not in known and asked not in _NOT_SETTINGS:
                near = difflib.get_close_matches(asked, known, n=1, cutoff=0.75) or [
                    k for k in known if k.startswith(asked + "_")][:1]
                said.append(f"{name} is not a setting, so it is ignored" + (f"; did you mean {PREFIX}{near[0]}?"
                                                                             if near else "."))
        return said

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def check(self) -> None:
        """Reject values that parse but make no sense."""
        for name in ("port", "session_ttl", "max_sessions", "max_store_bytes", "max_body_bytes", "body_timeout",
                     "max_page_chars", "max_message_chars", "max_turns", "max_streams", "max_session_age"):
            value = getattr(self, name)
            if value <= 0 or (name == "port" and value > 65535):
                raise SettingsError(
                    f"{PREFIX}{name.upper()} has value '{value}'. Not in the allowed range."
                )
        if self.context_window is not None and self.context_window < 512:
            raise SettingsError(
                f"{PREFIX}CONTEXT_WINDOW has value '{self.context_window}'. "
                "Too small: at least 512 tokens."
            )
        if self.reasoning_tokens < 0:
            raise SettingsError(
                f"{PREFIX}REASONING_TOKENS has value '{self.reasoning_tokens}'. Must not be negative."
            )
        if not 0.5 <= self.token_ratio <= 4:
            raise SettingsError(
                f"{PREFIX}TOKEN_RATIO has value '{self.token_ratio}'. Expected 0.5 to 4 model tokens "
                "per cl100k token."
            )
        if not 32 <= self.ipv6_prefix <= 64:
            raise SettingsError(
                f"{PREFIX}IPV6_PREFIX has value '{self.ipv6_prefix}'. Expected 32 to 64: the prefix length "
                "that one subscriber is given (64, 56 or 48)."
            )
        if not 0 < self.ping_interval <= MAX_PING_INTERVAL:
            raise SettingsError(
                f"{PREFIX}PING_INTERVAL has value '{self.ping_interval}'. Expected more than 0 and at most "
                f"{MAX_PING_INTERVAL:g} s: the widget takes {WIDGET_SILENCE:g} s without a byte for a lost connection."
            )
        if self.upstream_url is not None and not self.upstream_url.startswith(
            ("http://", "https://")
        ):
            raise SettingsError(
                f"{PREFIX}UPSTREAM_URL has value '{shown_address(self.upstream_url)}'. Not an http(s) URL."
            )
        if self.store != "memory" and not self.store.startswith(("redis://", "rediss://")):
            raise SettingsError(
                f"{PREFIX}STORE has value '{shown_address(self.store)}'. Expected 'memory' or 'redis://…'."
            )
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, float) and not math.isfinite(value):
                raise SettingsError(f"{PREFIX}{f.name.upper()} has value '{value}'. Not a finite number.")
        for name in ("classify_timeout", "upstream_connect_timeout", "upstream_read_timeout",
                     "offline_word_delay", "shutdown_grace", *RATES):
            if getattr(self, name) < 0:
                raise SettingsError(
                    f"{PREFIX}{name.upper()} has value '{getattr(self, name)}'. Must not be negative."
                )

        if self.log_level.lower() not in _LOG_LEVELS:
            raise SettingsError(
                f"{PREFIX}LOG_LEVEL has value '{self.log_level}'. Expected one of {', '.join(_LOG_LEVELS)}."
            )
        if self.analyzers is not None:
            from . import analyzers  # not at the top: the analyzers' package is heavy, and imports this

            analyzers.validate_names(self.analyzers)
        if self.log_format not in ("json", "plain"):
            raise SettingsError(
                f"{PREFIX}LOG_FORMAT has value '{self.log_format}'. Expected 'json' or 'plain'."
            )
        if self.trusted_proxies:
            proxies.parse_networks(self.trusted_proxies)

    @property
    def engine_name(self) -> str:
        return "upstream" if self.upstream_url else "offline"


def _convert(name: str, annotation: Any, raw: Any) -> Any:
    kind = str(annotation).replace(" | None", "")
    if not isinstance(raw, str):
        return raw
    try:
        if kind == "int":
            return int(raw)
        if kind == "float":
            return float(raw)
    except ValueError:
        raise SettingsError(f"{name} has value '{raw}'. Not a valid {kind}.") from None
    if kind == "bool":
        if raw.strip().lower() in _TRUE | _FALSE:
            return raw.strip().lower() in _TRUE
        raise SettingsError(f"{name} has value '{raw}'. Not a valid bool (true or false).")
    if kind == "tuple[str, ...]":
        return _split(raw)
    return raw
