"""A room whose one program floods a partner that never reads: what the relay holds for the
partner stays under the room's byte bound, the flooding sender is closed with 4413, and
another room forwards all along."""

from __future__ import annotations

import asyncio
import socket

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from dirty7.net.invite import Invite
from dirty7.net.relay import UNREAD, RelayLimits
from dirty7.net.transports import PAIRED
from tests.support.relay_run import run_with_relay

BOUND = 64 * 1024
FRAME = 8 * 1024


async def _sink(port, room):
    """A partner that never reads, with a small receive buffer (so the flood reaches the
    relay's own buffers after a few hundred KiB, not after the kernel's megabytes)."""
    raw = socket.socket()
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    raw.setblocking(False)
    await asyncio.get_running_loop().sock_connect(raw, ("127.0.0.1", port))
    return await connect(f"ws://127.0.0.1:{port}/{room}", sock=raw, max_queue=1,
                         open_timeout=20)


async def _flood(sender, frames):
    """Sends up to ``frames`` frames; the close code the relay gave, or None."""
    try:
        for _ in range(frames):
            await sender.send(b"x" * FRAME)
        await asyncio.wait_for(sender.recv(), 20)
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd else -1
    return None


def test_a_flooded_room_holds_at_most_its_bound_and_the_flooder_is_closed():
    async def test(relay, port):
        flooded = Invite.fresh().room_id()
        flooder = await connect(f"ws://127.0.0.1:{port}/{flooded}", open_timeout=20)
        sink = await _sink(port, flooded)
        assert await flooder.recv() == PAIRED
        room = Invite.fresh().room_id()
        a = await connect(f"ws://127.0.0.1:{port}/{room}", open_timeout=20)
        b = await connect(f"ws://127.0.0.1:{port}/{room}", open_timeout=20)
        assert await a.recv() == PAIRED and await b.recv() == PAIRED
        held: list[int] = []
        relay_side = list(relay.rooms[flooded].members)  # the relay's two connections
        # the flooder, once closed, is cut after the relay's close bound, not websockets' 10 s
        assert {member.close_timeout for member in relay_side} == {relay.limits.close}

        async def watch():
            while True:
                held.append(max(m.transport.get_write_buffer_size() for m in relay_side))
                await asyncio.sleep(0.002)
        watcher = asyncio.ensure_future(watch())
        flood = asyncio.ensure_future(_flood(flooder, 4000))  # 32 MiB at most
        for i in range(20):  # meanwhile the other room forwards
            await a.send(f"move {i}".encode())
            assert await asyncio.wait_for(b.recv(), 20) == f"move {i}".encode()
            await asyncio.sleep(0.01)
        assert await flood == UNREAD
        watcher.cancel()
        assert max(held) <= BOUND // 2 + 1024  # its half of the room, a frame's header over
        await a.send(b"after the flood")
        assert await asyncio.wait_for(b.recv(), 20) == b"after the flood"
        sink.transport.abort()
        for socket_ in (a, b):
            await socket_.close()
    run_with_relay(test, RelayLimits(room_bytes=BOUND))
