"""Frames between two programs: an in-memory pipe (tests), a websocket, direct or by relay.

Why websockets: a well-kept asyncio library with a frame-size cap (``max_size``) and
keep-alive built in; every side's receive is bounded by :data:`MAX_FRAME`. A closed
connection surfaces as :class:`ProtocolError` ("the connection closed"), which a game ends
on like any other failure.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from websockets.asyncio.client import connect
from websockets.asyncio.connection import Connection
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from dirty7.rules.phrase import N_, Phrase

from .invite import ROOM_ID
from .messages import ProtocolError
from .secure_channel import MAX_FRAME, TEXT_FRAME

#: The relay's word to both programs of a room once the second has come.
PAIRED = "paired"


class _Closed:
    """What a memory pipe's reader finds once the other end closed."""


_CLOSED = _Closed()

#: The other end hung up.
CLOSED = N_("the connection closed")
#: The relay (or, in a direct game, the host's program) could not be reached.
UNREACHABLE_RELAY = N_("cannot reach the relay at {url}: {error}")
UNREACHABLE_HOST = N_("cannot reach the host at {url}: {error}")


class MemoryPipe:
    """One end of an in-memory, in-order pipe; see :func:`memory_pipe`."""

    def __init__(self, inbox: asyncio.Queue[bytes | _Closed],
                 outbox: asyncio.Queue[bytes | _Closed]) -> None:
        self._inbox, self._outbox = inbox, outbox

    async def send(self, frame: bytes) -> None:
        await self._outbox.put(frame)

    async def recv(self) -> bytes:
        frame = await self._inbox.get()
        if isinstance(frame, _Closed):
            self._inbox.put_nowait(_CLOSED)  # every later read sees the close too
            raise ProtocolError(Phrase(CLOSED))
        return frame

    async def close(self) -> None:
        self._outbox.put_nowait(_CLOSED)


def memory_pipe() -> tuple[MemoryPipe, MemoryPipe]:
    """Two connected ends."""
    a: asyncio.Queue[bytes | _Closed] = asyncio.Queue()
    b: asyncio.Queue[bytes | _Closed] = asyncio.Queue()
    return MemoryPipe(a, b), MemoryPipe(b, a)


class WebSocketTransport:
    """A websocket connection (client or server side) as a transport."""

    def __init__(self, socket: Connection) -> None:
        self.socket = socket

    async def send(self, frame: bytes) -> None:
        try:
            await self.socket.send(frame)
        except ConnectionClosed:
            raise ProtocolError(Phrase(CLOSED)) from None

    async def recv(self) -> bytes:
        """The next frame; a text frame is refused (the game's frames are all binary)."""
        frame = await self.recv_any()
        if isinstance(frame, str):
            raise ProtocolError(Phrase(TEXT_FRAME))
        return frame

    async def recv_any(self) -> str | bytes:
        """The next frame, text or binary: the relay's word (:data:`PAIRED`) is text."""
        try:
            return await self.socket.recv()
        except ConnectionClosed as exc:
            if exc.rcvd and exc.rcvd.reason:
                raise ProtocolError(Phrase(N_("the connection closed ({why})"),
                                           why=exc.rcvd.reason[:200])) from None
            raise ProtocolError(Phrase(CLOSED)) from None

    async def close(self) -> None:
        await self.socket.close()


async def join_relay(url: str, room: str, *, timeout: float = 120.0,
                     on_connected: Callable[[], None] | None = None,
                     unreachable: str = UNREACHABLE_RELAY) -> WebSocketTransport:
    """Connect to a relay's ``room`` and wait until the other program is there;
    ``on_connected`` is told once the relay took the connection (before the wait);
    ``unreachable`` says what could not be reached (the relay, or a direct game's host)."""
    try:
        socket = await asyncio.wait_for(
            connect(f"{url.rstrip('/')}/{room}", max_size=MAX_FRAME), timeout)
    except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as exc:
        raise ProtocolError(Phrase(unreachable, url=url, error=str(exc)[:200])) from None
    transport = WebSocketTransport(socket)
    if on_connected is not None:
        on_connected()
    try:
        word = await asyncio.wait_for(transport.recv_any(), timeout)
    except asyncio.TimeoutError:
        await transport.close()
        raise ProtocolError(Phrase(N_("the other player did not come to the relay in "
                                      "time"))) from None
    if word != PAIRED:
        await transport.close()
        raise ProtocolError(Phrase(N_("the relay did not pair this program")))
    return transport


async def connect_direct(host: str, port: int, room: str, *,
                         timeout: float = 30.0) -> WebSocketTransport:
    """The guest's side of a direct game: connect to the host's port."""
    return await join_relay(f"ws://{host}:{port}", room, timeout=timeout,
                            unreachable=UNREACHABLE_HOST)


class DirectListener:
    """The host's side of a direct game: accept one program that knows the room id.

    Each :meth:`accept` takes one connection; a later one takes the next (a resumable
    channel's reconnect), and a connection that comes while one is waiting untaken is
    refused."""

    def __init__(self, room: str) -> None:
        self.room = room
        self._arrived: asyncio.Future[WebSocketTransport] = \
            asyncio.get_running_loop().create_future()
        self._server: Server | None = None
        self.port: int | None = None

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> DirectListener:
        self._server = server = await serve(self._handle, host, port, max_size=MAX_FRAME)
        self.port = server.sockets[0].getsockname()[1]
        return self

    async def _handle(self, socket: ServerConnection) -> None:
        path = socket.request.path.lstrip("/") if socket.request else ""
        if not ROOM_ID.match(path) or path != self.room or self._arrived.done():
            await socket.close(4403, "not this game")
            return
        await socket.send(PAIRED)
        self._arrived.set_result(WebSocketTransport(socket))
        await socket.wait_closed()  # the connection lives as long as this handler

    async def accept(self, timeout: float = 120.0) -> WebSocketTransport:
        try:
            transport = await asyncio.wait_for(asyncio.shield(self._arrived), timeout)
        except asyncio.TimeoutError:
            raise ProtocolError(Phrase(N_("nobody joined in time"))) from None
        # the next accept() waits for a new connection: the guest reconnecting after a drop
        self._arrived = asyncio.get_running_loop().create_future()
        return transport

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
