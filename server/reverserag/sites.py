"""Sites: who may use this server. Each has a public key, the origins allowed to use it, and its own
model, persona, greeting and limits. With no sites file the server is in demo mode.

The sites file (``REVERSERAG_SITES``), TOML or JSON::

    [[sites]]
    key = "docs-example-com"                  # public: the widget's data-site-key
    origins = ["https://docs.example.com", "https://*.example.org"]
    model = "qwen2.5:7b"                      # optional, like REVERSERAG_MODEL
    models = ["qwen2.5:7b", "llama3.1:8b"]    # optional, like REVERSERAG_MODELS ("*": any)
    persona = "You are Example's docs assistant."
    greeting = true                           # false: POST …/greeting streams nothing

    [sites.limits]                            # any of LIMITS, same names as the settings
    max_turns = 40
    ip_messages_per_minute = 20
"""

from __future__ import annotations

import ipaddress
import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import idna

from .errors import SettingsError
from .settings import PREFIX, RATES, Settings, _convert, _split

LIMITS = (*RATES, "max_page_chars", "max_message_chars", "max_turns", "max_session_age",
          "max_body_bytes")
_SITE_KEYS = frozenset({"key", "origins", "model", "models", "persona", "greeting", "context_window",
                        "reasoning_tokens", "limits"})
_KEY = re.compile(r"^[\x21-\x7e]{1,200}$")
_DEFAULT_PORTS = {"http": 80, "https": 443}
_WILDCARD = re.compile(r"^(https?://)\*\.", re.IGNORECASE)
# A host name's labels as browsers send them. Underscores too: no DNS name has one, but browsers take
# them in a URL (``my_app.intranet``), and such a host sends them in its Origin.
_LABEL = re.compile(r"^[a-z0-9_-]{1,63}$")
_NOT_AN_ORIGIN = "Not an origin like 'https://example.com' or 'https://*.example.com'."

#: Names under which anyone may have a site: a wildcard over one would let every such site chat on
#: the operator's model. The hosting platforms most often met (the Public Suffix List's private part
#: is long; these are its best known), and a country's own second level, as in ``co.uk`` or ``com.au``.
SHARED_HOSTS = frozenset({
    "github.io", "gitlab.io", "pages.dev", "workers.dev", "netlify.app", "netlify.com", "vercel.app",
    "herokuapp.com", "blogspot.com", "wordpress.com", "appspot.com", "web.app", "firebaseapp.com",
    "azurewebsites.net", "azurestaticapps.net", "cloudfront.net", "onrender.com", "fly.dev", "glitch.me",
    "neocities.org", "surge.sh", "repl.co", "replit.app", "ngrok.io", "ngrok-free.app", "trycloudflare.com",
    "tumblr.com", "deno.dev", "railway.app", "up.railway.app", "readthedocs.io", "gitbook.io",
    "codeberg.page", "bitbucket.io", "sourceforge.io", "wixsite.com", "weebly.com", "myshopify.com",
    "webflow.io", "pythonanywhere.com",
})
#: Whole namespaces of them: anything under amazonaws.com (S3 buckets and websites, API gateways, load
#: balancers: s3.amazonaws.com, s3-website-us-east-1.amazonaws.com…) and Blogger's country names.
_SHARED_NAMESPACES = re.compile(r"^(.+\.)?amazonaws\.com(\.cn)?$|^blogspot\.[a-z]{2,3}(\.[a-z]{2})?$")
_COUNTRY_SECOND_LEVEL = re.compile(r"^(co|com|net|org|gov|edu|ac|or|ne|go|gob|mil|ltd|plc|sch|nic)\.[a-z]{2}$")


def shared_host(domain: str) -> bool:
    """Whether ``*.domain`` would take in sites of anyone's."""
    return (domain in SHARED_HOSTS or bool(_COUNTRY_SECOND_LEVEL.match(domain))
            or bool(_SHARED_NAMESPACES.match(domain)))


def normalise_origin(origin: str) -> str | None:
    """``scheme://host[:port]`` as a browser writes it in ``Origin`` (lower case, an international
    name in punycode, no default port), or None if no browser would send it."""
    try:
        return origin_of(origin)
    except ValueError:
        return None


def origin_of(origin: str) -> str:
    """:func:`normalise_origin`, or a ValueError that says what no browser would send. The sites file
    and the requests are read by this one rule, so that what the file lists is what can match."""
    try:
        parts = urlsplit(origin.strip())
        port = parts.port
    except ValueError as exc:  # "Port out of range 0-65535", a port that is not a number, a broken [IPv6]
        raise ValueError("Its port is not a number from 0 to 65535." if "Port" in str(exc)
                         else _NOT_AN_ORIGIN) from None
    if parts.scheme not in _DEFAULT_PORTS or not parts.hostname or parts.path not in ("", "/"):
        raise ValueError(_NOT_AN_ORIGIN)
    if parts.query or parts.fragment or parts.username or parts.password:
        raise ValueError(_NOT_AN_ORIGIN)
    host = _host(parts.hostname)
    if port is not None and port != _DEFAULT_PORTS[parts.scheme]:
        host = f"{host}:{port}"
    return f"{parts.scheme}://{host}"


def _host(host: str) -> str:
    """``host`` as a browser sends it, or a ValueError saying why a browser never would."""
    if ":" in host:
        try:
            return f"[{ipaddress.IPv6Address(host).compressed}]"
        except ValueError:
            raise ValueError(f"Its host '{host}' is not an IPv6 address.") from None
    if "*" in host:
        raise ValueError("'*' may stand only for the first label, as in 'https://*.example.com'.")
    if host.endswith("."):
        # Another origin to a browser than the name without it, and not what was meant.
        raise ValueError(f"Its host ends in a dot; write '{host.rstrip('.')}'.")
    if not host.isascii():
        try:  # UTS 46, as browsers do; Python's own codec is IDNA 2003, which makes 'straße' 'strasse'
            host = idna.encode(host, uts46=True).decode("ascii")
        except idna.IDNAError as exc:
            raise ValueError(f"Its host '{host}' is not a name a browser can write: {exc}.") from None
    for label in host.split("."):
        if not _LABEL.match(label):
            bad = next((c for c in label if not _LABEL.match(c)), "")
            raise ValueError(f"Its host '{host}' has " + (f"{bad!r}, not in a host name: letters, digits, "
                             "'-' and '_' only." if bad else "an empty or over-long label."))
    if host.rpartition(".")[2].isdigit():  # a browser reads it as an IPv4 address, or refuses it
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            raise ValueError(f"Its host '{host}' is not an IPv4 address.") from None
    return host


@dataclass(frozen=True)
class Site:
    key: str | None  # None: demo mode
    settings: Settings
    origins: frozenset[str] = frozenset()
    #: ``https://*.example.com`` entries, kept as ("https", ".example.com"): subdomains, no port.
    wildcards: tuple[tuple[str, str], ...] = ()
    greeting: bool = True

    @property
    def label(self) -> str:
        return "demo" if self.key is None else self.key

    def allows(self, origin: str) -> bool:
        normal = normalise_origin(origin)
        if normal is None:
            return False
        if normal in self.origins:
            return True
        scheme, _, host = normal.partition("://")
        return any(scheme == s and host.endswith(tail) for s, tail in self.wildcards)


@dataclass(frozen=True)
class Sites:
    by_key: Mapping[str, Site] = field(default_factory=dict)
    demo_site: Site | None = None

    @property
    def demo(self) -> bool:
        return self.demo_site is not None

    def get(self, key: str) -> Site | None:
        return self.by_key.get(key)

    def any_allows(self, origin: str) -> bool:
        return any(site.allows(origin) for site in self.by_key.values())

    def all(self) -> list[Site]:
        return [self.demo_site] if self.demo_site else list(self.by_key.values())


def load(settings: Settings) -> Sites:
    if not settings.sites:
        return Sites(demo_site=Site(key=None, settings=settings))
    path = Path(settings.sites)
    where = f"REVERSERAG_SITES file '{settings.sites}'"
    try:
        text = path.read_text(encoding="utf-8-sig")  # as Windows' editors save it too, with a BOM
    except OSError as exc:
        raise SettingsError(f"{where} cannot be read: {exc.strerror or exc}.") from None
    try:
        data = (json.loads(text, object_pairs_hook=_once) if path.suffix.lower() == ".json"
                else tomllib.loads(text))
    except _Twice as exc:
        raise SettingsError(f"{where} has key '{exc.args[0]}' twice in one object, and JSON would keep "
                            "the last without a word. Write it once.") from None
    except (ValueError, tomllib.TOMLDecodeError) as exc:
        kind = "JSON" if path.suffix.lower() == ".json" else "TOML"
        read_as = "" if path.suffix.lower() in (".json", ".toml") else (
            " (read as TOML: a sites file is TOML, or JSON if its name ends in .json)")
        raise SettingsError(f"{where} is not valid {kind}{read_as}: {exc}.") from None
    for name in sorted(data) if isinstance(data, dict) else ():
        if name != "sites":
            raise SettingsError(_beside_sites(where, name))
    entries = data.get("sites") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise SettingsError(f"{where} has no sites: expected a [[sites]] table (TOML) or "
                            '{"sites": [...]} (JSON).')
    by_key: dict[str, Site] = {}
    for n, entry in enumerate(entries):
        site = _site(entry, settings, f"{where}: sites[{n}]")
        if site.key in by_key:
            raise SettingsError(f"{where}: sites[{n}].key has value '{site.key}'. Used twice.")
        by_key[str(site.key)] = site
    return Sites(by_key=by_key)


class _Twice(ValueError):
    """A JSON object has a key twice."""


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, value in pairs:
        if name in out:
            raise _Twice(name)
        out[name] = value
    return out


def _beside_sites(where: str, name: str) -> str:
    """Why a key beside the sites is refused: read by nothing, it would be a setting that did nothing."""
    own = " ([sites.limits])" if name == "limits" else ""
    variable = f" ({PREFIX}{name.upper()})" if name in Settings.__dataclass_fields__ else ""
    return (f"{where} has unknown top-level key '{name}'. Only sites go there: a site's own settings go "
            f"in its [[sites]] table{own}, the whole server's are environment variables or flags{variable}.")


def _site(entry: Any, base: Settings, at: str) -> Site:
    if not isinstance(entry, dict):
        raise SettingsError(f"{at} must be a table of key, origins and settings.")
    unknown = sorted(set(entry) - _SITE_KEYS)
    if unknown:
        raise SettingsError(f"{at} has unknown field '{unknown[0]}'. Known: {', '.join(sorted(_SITE_KEYS))}.")
    key = entry.get("key")
    if not isinstance(key, str) or not _KEY.match(key):
        raise SettingsError(f"{at}.key has value {key!r}. Expected 1-200 printable characters, no spaces.")
    origins = entry.get("origins")
    if not isinstance(origins, list) or not origins or not all(isinstance(o, str) for o in origins):
        raise SettingsError(f"{at}.origins must be a non-empty list of origins like 'https://example.com'.")
    exact: set[str] = set()
    wildcards: list[tuple[str, str]] = []
    for i, origin in enumerate(origins):
        try:
            wild = _wildcard(origin)
            if wild is None:
                exact.add(origin_of(origin))
            else:
                wildcards.append(wild)
        except ValueError as exc:
            raise SettingsError(f"{at}.origins[{i}] has value '{origin}'. {exc}") from None
    greeting = entry.get("greeting", True)
    if not isinstance(greeting, bool):
        raise SettingsError(f"{at}.greeting has value {greeting!r}. Expected true or false.")
    changes: dict[str, Any] = {}
    paths: dict[str, str] = {}  # where in the file each setting was changed
    for name in ("model", "persona", "context_window", "reasoning_tokens"):
        if name in entry:
            paths[name] = f"{at}.{name}"
            changes[name] = _value(name, entry[name], paths[name])
    if "models" in entry:
        changes["models"] = _models(entry["models"], f"{at}.models")
    limits = entry.get("limits", {})
    if not isinstance(limits, dict):
        raise SettingsError(f"{at}.limits must be a table of limits.")
    for name, value in limits.items():
        if name not in LIMITS:
            raise SettingsError(f"{at}.limits has unknown limit '{name}'. Known: {', '.join(LIMITS)}.")
        paths[name] = f"{at}.limits.{name}"
        changes[name] = _value(name, value, paths[name])
    settings = base.replace(**changes)
    try:
        settings.check()
    except SettingsError as exc:
        # Named where the file set it, not by the variable it would be ("REVERSERAG_MAX_TURNS").
        for name, path in paths.items():
            variable = f"{PREFIX}{name.upper()}"
            if exc.message.startswith(variable + " "):
                raise SettingsError(path + exc.message[len(variable):]) from None
        raise SettingsError(f"{at}: {exc.message}") from None
    return Site(key=key, settings=settings, origins=frozenset(exact), wildcards=tuple(wildcards),
                greeting=greeting)


def _wildcard(origin: str) -> tuple[str, str] | None:
    """``https://*.example.com[:port]`` as ("https", ".example.com[:port]"), None for no wildcard,
    or a ValueError saying what is wrong with it."""
    wild = _WILDCARD.match(origin.strip())
    if wild is None:
        return None
    scheme, _, host = origin_of(wild.group(1) + origin.strip()[wild.end():]).partition("://")
    name = host.rpartition(":")[0] if not host.endswith("]") and ":" in host else host
    if "." not in name or name.startswith("[") or name.rpartition(".")[2].isdigit():
        raise ValueError("A wildcard needs a name of two labels or more after '*.', as in "
                         f"'https://*.example.com'; list the origins under '{name}' one by one.")
    if shared_host(name):
        raise ValueError(f"It takes in every site anyone has under {name}. List your own: "
                         f"'{scheme}://yours.{name}'.")
    return scheme, f".{host}"


def _models(value: Any, at: str) -> tuple[str, ...]:
    if isinstance(value, str):
        return _split(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(v.strip() for v in value if v.strip())
    raise SettingsError(f"{at} has value {value!r}. Expected a list of model names, or \"*\" for any.")


def _value(name: str, value: Any, at: str) -> Any:
    kind = str(Settings.__dataclass_fields__[name].type)
    if isinstance(value, bool) or not isinstance(value, str | int | float) or (
        kind.startswith("str") and not isinstance(value, str)
    ):
        raise SettingsError(f"{at} has value {value!r}. Not a valid {kind.replace(' | None', '')}.")
    return _convert(at, kind, str(value))
