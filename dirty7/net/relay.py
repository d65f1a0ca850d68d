"""``dirty7 relay``: pairs two programs by room id and forwards their frames, nothing more.

Why it can be run by anyone: it sees room ids (derived from the invite code, which it never
sees), frame sizes and times; the frames are encrypted and authenticated end to end, so it
cannot read, change or inject anything (docs/NETWORK.md, "The relay"). It keeps no game
state. Everything a client can make it hold is bounded: a frame (:data:`MAX_FRAME`), the
sockets per address from the moment they are accepted and in all, below the descriptor
limit (``relay_gate``), the rooms per address, the rooms in all, the time a connection may
stay silent or take over its handshake, and the bytes a room may hold for a program that
does not read; a client that breaks a bound is disconnected, and only its own room notices.
Refusals are logged once per address per minute (``relay_log``).

Memory. An idle room costs about 32 KiB (two connections and their buffers). What a room
can hold beyond that, per direction: the frames read for a program and not yet taken by it
(at most ``RelayLimits.room_bytes // 2``, then the sender is closed with 4413), the frames
websockets has read and the relay not yet taken (``MAX_QUEUE`` = 2 frames of at most
:data:`MAX_FRAME`; the relay takes them at once as it never waits for a partner) and one
read of the socket (:data:`READ_SIZE`). With the defaults that is at most
2 x (128 + 128 + 64) KiB = 640 KiB for a room flooded both ways, so the 20,000 rooms of
``max_rooms`` hold at most 20,000 x (640 + 32) KiB, about 13 GiB; the descriptor limit
usually caps the rooms far lower. Measured (``scripts/bench_network.py --attack-only``):
about 360 KiB a room at the peak of a one-way flood, against 1.1 MiB before the bound.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .invite import ROOM_ID
from .relay_gate import IPNetwork, SocketGate, socket_cap
from .relay_log import OncePerWindow, SummarisingLogger, summarise_loop_errors
from .secure_channel import MAX_FRAME
from .transports import PAIRED

DEFAULT_PORT = 8765


@dataclass(frozen=True)
class RelayLimits:
    """What one relay accepts."""

    rooms_per_address: int = 8
    max_rooms: int = 20_000
    #: Seconds a connection may send nothing (a game waits two minutes at most itself).
    idle: float = 300.0
    max_frame: int = MAX_FRAME
    #: Seconds a connection may take to finish its opening handshake.
    handshake: float = 10.0
    #: Sockets one address may hold open, those still in their handshake included (None:
    #: twice ``rooms_per_address``, room for a program's reconnect beside its old socket).
    sockets_per_address: int | None = None
    #: Sockets in all (None: as many as the descriptor limit allows, less headroom).
    max_sockets: int | None = None
    #: Bytes a room may hold for its programs that do not read (half each way); past it the
    #: sender is closed with 4413. A game's frames are a few KiB, seconds apart.
    room_bytes: int = 256 * 1024
    #: Peers whose ``X-Forwarded-For`` names the client (a reverse proxy in front).
    trusted_proxies: tuple[IPNetwork, ...] = ()
    #: Seconds a program has to answer the relay's closing frame before its socket is cut
    #: (websockets' default is 10). A program answers in milliseconds; a flooder closed
    #: with 4413 does not read, and would hold its socket and buffers that long.
    close: float = 2.0

    def socket_cap_per_address(self) -> int:
        return self.sockets_per_address or 2 * self.rooms_per_address


#: Frames websockets may read ahead of the relay on one connection (its default is 16:
#: 1 MiB of largest frames; the relay takes each frame at once, so 2 are plenty).
MAX_QUEUE = 2
#: Close code for a sender whose partner holds more unread bytes than the room's bound.
UNREAD = 4413
#: Bytes read from a socket at once (asyncio reads 256 KiB): about one largest frame, so
#: that what one read brings in stays small beside the room's bound.
READ_SIZE = 64 * 1024


@dataclass
class _Room:
    members: list[ServerConnection] = field(default_factory=list)
    paired: asyncio.Event = field(default_factory=asyncio.Event)


class Relay:
    """The rooms of one relay and the handler of each connection."""

    def __init__(self, limits: RelayLimits = RelayLimits()) -> None:
        self.limits = limits
        self.rooms: dict[str, _Room] = {}
        #: Rooms (handled connections) per address.
        self.per_address: Counter[str] = Counter()
        self.refusals = OncePerWindow()
        self.gate = SocketGate(limits.socket_cap_per_address(), socket_cap(limits.max_sockets),
                               limits.trusted_proxies)

    async def serve(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT) -> Server:
        """Listen; the socket cap is read from the descriptor limit now."""
        self.gate.total_cap = socket_cap(self.limits.max_sockets)
        per_direction = self.limits.room_bytes // 2
        return await serve(self.handle, host, port, max_size=self.limits.max_frame,
                           max_queue=MAX_QUEUE, compression=None,
                           # the relay checks the bound itself before it writes, so a
                           # write never waits for a partner below it
                           write_limit=(per_direction + 4096, per_direction // 4),
                           open_timeout=self.limits.handshake,
                           close_timeout=self.limits.close,
                           process_request=self._process_request,
                           create_connection=_counted_connection(self),
                           logger=SummarisingLogger(self.refusals))

    def _process_request(self, socket: ServerConnection, request: Request) -> Response | None:
        """A trusted proxy's socket now counts against the client it names."""
        peer = socket.remote_address[0] if socket.remote_address else "?"
        address, refusal = self.gate.attribute(socket, str(peer),
                                               request.headers.get_all("X-Forwarded-For"))
        if refusal is None:
            return None
        self.refusals.note(address, f"refused: {refusal}")
        return socket.respond(429, "Too many connections from this address.\n")

    async def handle(self, socket: ServerConnection) -> None:
        room_id = socket.request.path.lstrip("/") if socket.request else ""
        address = self.gate.address_of(socket)
        refusal = self._refusal(room_id, address)
        if refusal is not None:
            await socket.close(*refusal)
            return
        room = self.rooms.setdefault(room_id, _Room())
        room.members.append(socket)
        self.per_address[address] += 1
        try:
            await self._pair_and_forward(socket, room)
        finally:
            self._leave(socket, room_id, room, address)

    def _refusal(self, room_id: str, address: str) -> tuple[int, str] | None:
        if not ROOM_ID.match(room_id):
            return 4400, "not a room id"
        if self.per_address[address] >= self.limits.rooms_per_address:
            return 4429, "too many rooms from this address"
        room = self.rooms.get(room_id)
        if room is None and len(self.rooms) >= self.limits.max_rooms:
            return 4503, "the relay is full"
        if room is not None and len(room.members) >= 2:
            return 4409, "this room already has two players"
        return None

    async def _pair_and_forward(self, socket: ServerConnection, room: _Room) -> None:
        if len(room.members) == 2:
            room.paired.set()
            await asyncio.gather(*(m.send(PAIRED) for m in room.members),
                                 return_exceptions=True)
        elif not await self._partner_came(socket, room):
            return
        other = next(m for m in room.members if m is not socket)
        while True:
            try:
                frame = await asyncio.wait_for(socket.recv(), self.limits.idle)
            except asyncio.TimeoutError:
                await socket.close(4408, "idle")
                return
            except ConnectionClosed:
                return
            if not isinstance(frame, bytes):
                await socket.close(4400, "binary frames only")
                return
            if _unread(other) + len(frame) > self.limits.room_bytes // 2:
                await socket.close(UNREAD, "the other player is not reading")
                return
            try:
                await other.send(frame)
            except ConnectionClosed:
                return

    async def _partner_came(self, socket: ServerConnection, room: _Room) -> bool:
        """Wait for the second program; False when the first leaves or nobody comes.

        Why watch the socket too: a program that gives up waiting must free its room at
        once, not hold a place of its address until the idle timeout.
        """
        paired = asyncio.ensure_future(room.paired.wait())
        gone = asyncio.ensure_future(socket.wait_closed())
        try:
            await asyncio.wait({paired, gone}, timeout=self.limits.idle,
                               return_when=asyncio.FIRST_COMPLETED)
        finally:
            gone.cancel()
            paired.cancel()
        if room.paired.is_set() and socket.close_code is None:
            return True
        if socket.close_code is None:
            await socket.close(4408, "nobody came")
        return False

    def _leave(self, socket: ServerConnection, room_id: str, room: _Room, address: str) -> None:
        """One side gone: the room ends (the other side's program reconnects or stops)."""
        if socket in room.members:
            room.members.remove(socket)
        for other in room.members:
            asyncio.ensure_future(other.close(1001, "the other player left"))
        if (not room.members or room.paired.is_set()) and self.rooms.get(room_id) is room:
            del self.rooms[room_id]
        self.per_address[address] -= 1
        if self.per_address[address] <= 0:
            del self.per_address[address]


def _unread(socket: ServerConnection) -> int:
    """Bytes the relay has written for ``socket``'s program that it has not taken yet."""
    transport = socket.transport
    return transport.get_write_buffer_size() if transport is not None else 0


def _counted_connection(relay: Relay) -> type[ServerConnection]:
    """websockets' connection, counted by the relay's gate from the accept to the close.

    A refused socket is closed before websockets starts its handshake (nothing is read
    from it and no task is started for it).
    """
    gate, refusals = relay.gate, relay.refusals

    class CountedConnection(ServerConnection):
        refused = False

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            peer = transport.get_extra_info("peername")
            peer = str(peer[0]) if peer else "?"
            refusal = gate.admit(self, peer)
            if refusal is not None:
                self.refused = True
                refusals.note(peer, f"refused: {refusal}")
                if isinstance(transport, asyncio.WriteTransport):  # a socket's: it is
                    transport.abort()
                else:
                    transport.close()
                return
            if isinstance(getattr(transport, "max_size", None), int):
                # asyncio's size of one recv() on it (a socket transport's, not in its types)
                setattr(transport, "max_size", READ_SIZE)  # noqa: B010
            super().connection_made(transport)

        def connection_lost(self, exc: Exception | None) -> None:
            if self.refused:
                return
            gate.release(self)
            super().connection_lost(exc)

    return CountedConnection


async def run_relay(host: str, port: int, limits: RelayLimits = RelayLimits(),
                    announce: Callable[[str], object] = print) -> None:
    """Serve until cancelled (Ctrl+C)."""
    relay = Relay(limits)
    asyncio.get_running_loop().set_exception_handler(summarise_loop_errors(relay.refusals))
    server = await relay.serve(host, port)
    bound = server.sockets[0].getsockname()
    announce(f"relay listening on ws://{bound[0]}:{bound[1]}")
    async with server:
        await server.serve_forever()
