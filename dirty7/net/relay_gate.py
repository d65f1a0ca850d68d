"""Which sockets the relay keeps open: counted per address from the moment they are accepted.

Why from the accept, not from the finished handshake: a socket that never finishes its
handshake holds a descriptor all the same; uncounted, one address could hold every
descriptor of the process and every honest program would be refused. So each accepted
socket is counted against its address at once, the total is capped below the process's
descriptor limit (:func:`socket_cap`), and the excess is closed before a byte is read.

Behind a reverse proxy every socket comes from the proxy's address. A peer named as a
trusted proxy is counted in the total only until its request arrives; then the socket is
counted against the client address the proxy names in ``X-Forwarded-For``
(:func:`forwarded_client`). From any other peer the header is ignored, so a client cannot
choose the address it is counted against.
"""

from __future__ import annotations

import ipaddress
from collections import Counter
from collections.abc import Iterable

IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

#: Descriptors left to the process beside its sockets (the listening socket, the event
#: loop's own, log files, imports): at least this many, or an eighth of the limit.
HEADROOM = 64
#: Without a descriptor limit to read (no ``resource`` module), at most this many sockets.
FALLBACK_CAP = 4096
#: An ``X-Forwarded-For`` longer than this (characters or addresses) is malformed.
MAX_FORWARDED_CHARS = 2048
MAX_FORWARDED_HOPS = 32


def socket_cap(configured: int | None = None) -> int:
    """How many sockets the relay may hold: below the descriptor limit, with headroom."""
    try:
        import resource
    except ImportError:  # not Unix: no limit to read
        return configured or FALLBACK_CAP
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return configured or FALLBACK_CAP * 16
    cap = max(1, soft - max(HEADROOM, soft // 8))
    return min(cap, configured) if configured else cap


def parse_trusted(values: Iterable[str]) -> tuple[IPNetwork, ...]:
    """Trusted proxies from addresses or networks, each value one or a comma list.

    Raises ValueError naming the first value that is neither.
    """
    networks: list[IPNetwork] = []
    for value in values:
        for part in value.split(","):
            part = part.strip()
            if not part:
                continue
            try:
                networks.append(ipaddress.ip_network(part, strict=False))
            except ValueError:
                raise ValueError(f"not an address or a network: {part!r}") from None
    return tuple(networks)


def normal_address(text: str) -> str | None:
    """One spelling per address (``::ffff:1.2.3.4`` is ``1.2.3.4``), or None if not one."""
    try:
        address = ipaddress.ip_address(text.strip().strip("[]"))
    except ValueError:
        return None
    mapped = getattr(address, "ipv4_mapped", None)
    return str(mapped or address)


def is_trusted(address: str, trusted: tuple[IPNetwork, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip.version == net.version and ip in net for net in trusted)


def forwarded_client(values: list[str], trusted: tuple[IPNetwork, ...]) -> str | None:
    """The client a trusted proxy names: the rightmost ``X-Forwarded-For`` address that is
    not itself a trusted proxy (proxies append the address they received from).

    None when the header is missing or malformed (an entry that is not an address, or too
    long): the socket is then counted against the proxy's own address.
    """
    joined = ",".join(values)
    if not joined.strip() or len(joined) > MAX_FORWARDED_CHARS:
        return None
    hops = [normal_address(part) for part in joined.split(",")]
    if len(hops) > MAX_FORWARDED_HOPS or any(hop is None for hop in hops):
        return None
    for hop in reversed(hops):
        assert hop is not None
        if not is_trusted(hop, trusted):
            return hop
    return None


class SocketGate:
    """Open sockets per address and in all; admits or refuses each one."""

    def __init__(self, per_address: int, total: int,
                 trusted: tuple[IPNetwork, ...] = ()) -> None:
        self.per_address_cap = per_address
        self.total_cap = total
        self.trusted = trusted
        #: Open sockets counted against each address (handshaking ones included).
        self.per_address: Counter[str] = Counter()
        self.total = 0
        #: socket -> the address it is counted against ("" while a proxy's request is due).
        self._where: dict[object, str] = {}

    def admit(self, socket: object, peer: str) -> str | None:
        """Count a just-accepted socket; None if it may stay, else why it is refused."""
        if self.total >= self.total_cap:
            return f"the relay holds its most sockets ({self.total_cap})"
        peer = normal_address(peer) or peer
        counted = "" if is_trusted(peer, self.trusted) else peer
        if counted and self.per_address[counted] >= self.per_address_cap:
            return f"this address holds its most sockets ({self.per_address_cap})"
        self._where[socket] = counted
        self.total += 1
        if counted:
            self.per_address[counted] += 1
        return None

    def attribute(self, socket: object, peer: str,
                  forwarded: list[str]) -> tuple[str, str | None]:
        """Once the request is read: a trusted proxy's socket counts against the client it
        names (or, if it names none well, against the proxy). The address the socket counts
        against, and None if it may stay, else why it is refused."""
        if self._where.get(socket) != "":
            return self.address_of(socket, peer), None
        peer = normal_address(peer) or peer
        address = forwarded_client(forwarded, self.trusted) or peer
        if self.per_address[address] >= self.per_address_cap:
            return address, f"this address holds its most sockets ({self.per_address_cap})"
        self._where[socket] = address
        self.per_address[address] += 1
        return address, None

    def address_of(self, socket: object, default: str = "?") -> str:
        return self._where.get(socket) or default

    def release(self, socket: object) -> None:
        """The socket is closed: it no longer counts."""
        if socket not in self._where:
            return
        address = self._where.pop(socket)
        self.total -= 1
        if address:
            self.per_address[address] -= 1
            if self.per_address[address] <= 0:
                del self.per_address[address]
