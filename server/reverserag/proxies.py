"""Who the client is: the peer address, or — behind trusted proxies only — ``X-Forwarded-For``.

A client can write any ``X-Forwarded-For`` it likes, so the header is read from the right: each
hop a trusted proxy added is skipped, and the first address no trusted proxy vouches for is the
client. With no trusted proxies the header is ignored and the peer is the client.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Sequence

from starlette.types import Scope

from .errors import SettingsError

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_networks(values: Iterable[str]) -> tuple[Network, ...]:
    networks = []
    for value in values:
        try:
            networks.append(ipaddress.ip_network(value.strip(), strict=False))
        except ValueError:
            raise SettingsError(
                f"REVERSERAG_TRUSTED_PROXIES has value '{value}'. Not an IP address or CIDR."
            ) from None
    return tuple(networks)


def _trusted(address: str, networks: Sequence[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in networks)


def client_ip(scope: Scope, trusted: Sequence[Network]) -> str:
    peer = scope.get("client")
    address = str(peer[0]) if peer else "unknown"
    if not trusted or not _trusted(address, trusted):
        return address
    forwarded: list[str] = []
    for name, value in scope["headers"]:
        if name == b"x-forwarded-for":
            forwarded += [part.strip() for part in value.decode("latin-1").split(",")]
    for hop in reversed(forwarded):
        if not hop:
            continue
        if not _trusted(hop, trusted):
            # A hop that is not an address can only sit left of what trusted proxies wrote:
            # the nearest trusted hop is then the best-known client.
            return hop if is_ip(hop) else address
        address = hop
    return address


_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_V4_COMPATIBLE = ipaddress.IPv6Network("::/96")


def rate_key(address: str, prefix: int = 64) -> str:
    """Whom a rate limit counts: an IPv6 client by its /64 (or the ``prefix`` the operator's visitors'
    ISPs give), since one subscriber is given at least a whole /64 and could take a fresh address from
    it for every request; an IPv4 one by its address, also when it comes carried in IPv6 (mapped,
    through NAT64, 6to4 or Teredo), so that those clients do not share one prefix. What is no address
    is kept as it is."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])  # a zone id names the interface, not the client
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv4Address):
        return str(ip)
    carried = ip.ipv4_mapped or ip.sixtofour or (ip.teredo[1] if ip.teredo else None)
    if carried is None and (ip in _NAT64 or (ip in _V4_COMPATIBLE and int(ip) > 1)):
        carried = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    if carried is not None:
        return str(carried)
    return str(ipaddress.IPv6Network((ip, prefix), strict=False))


def is_ip(text: str) -> bool:
    """Whether ``text`` is an IP address, v4 or v6 (not a name)."""
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True
