"""``dirty7 relay``: pairs two programs by room id and forwards their frames, nothing more.

Why it can be run by anyone: it sees room ids (derived from the invite code, which it never
sees), frame sizes and times; the frames are encrypted and authenticated end to end, so it
cannot read, change or inject anything (docs/NETWORK.md, "The relay"). It keeps no game
state. Everything a client can make it hold is bounded: a frame (:data:`MAX_FRAME`), the
rooms per address, the rooms in all, and the time a connection may stay silent; a client
that breaks a bound is disconnected, and only its own room notices.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from dataclasses import dataclass, field

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .invite import ROOM_ID
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
    #: Seconds a connection may take to finish its opening handshake (a slow or silent
    #: socket is not yet counted against its address, so it must not linger).
    handshake: float = 10.0


@dataclass
class _Room:
    members: list[ServerConnection] = field(default_factory=list)
    paired: asyncio.Event = field(default_factory=asyncio.Event)


class Relay:
    """The rooms of one relay and the handler of each connection."""

    def __init__(self, limits: RelayLimits = RelayLimits()) -> None:
        self.limits = limits
        self.rooms: dict[str, _Room] = {}
        self.per_address: Counter[str] = Counter()
        self.forwarded = 0

    async def serve(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT) -> Server:
        return await serve(self.handle, host, port, max_size=self.limits.max_frame,
                           max_queue=16, compression=None,
                           open_timeout=self.limits.handshake)

    async def handle(self, socket: ServerConnection) -> None:
        room_id = socket.request.path.lstrip("/") if socket.request else ""
        address = str(socket.remote_address[0]) if socket.remote_address else "?"
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
            try:
                await other.send(frame)
            except ConnectionClosed:
                return
            self.forwarded += 1

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


async def run_relay(host: str, port: int, limits: RelayLimits = RelayLimits(),
                    announce=print) -> None:
    """Serve until cancelled (Ctrl+C)."""
    relay = Relay(limits)
    server = await relay.serve(host, port)
    bound = server.sockets[0].getsockname()
    announce(f"relay listening on ws://{bound[0]}:{bound[1]}")
    async with server:
        await server.serve_forever()
