"""The relay under a hostile client, while other rooms keep forwarding: a client that takes
every room its address may hold (from 127.0.0.2), floods maximum-size frames into a
partner that never reads, goes silent, or opens sockets that never finish the handshake
or speak no HTTP. Each is bounded, and an honest pair (from 127.0.0.1) plays on."""

from __future__ import annotations

import asyncio

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from dirty7.net.invite import Invite
from dirty7.net.relay import RelayLimits
from dirty7.net.secure_channel import MAX_FRAME
from dirty7.net.transports import PAIRED
from tests.support.relay_run import run_with_relay

HOSTILE = "127.0.0.2"


async def _client(port, room, source="127.0.0.1"):
    return await connect(f"ws://127.0.0.1:{port}/{room}", max_size=None,
                         local_addr=(source, 0))


async def _honest_pair(port):
    room = Invite.fresh().room_id()
    a, b = await _client(port, room), await _client(port, room)
    assert await a.recv() == PAIRED and await b.recv() == PAIRED
    return a, b


async def _still_forwards(a, b, times=3):
    for i in range(times):
        await a.send(f"frame {i}".encode())
        assert await asyncio.wait_for(b.recv(), 5) == f"frame {i}".encode()


async def _code(socket):
    try:
        while True:
            await asyncio.wait_for(socket.recv(), 5)
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd else -1


def test_an_address_that_takes_all_its_rooms_does_not_keep_others_out():
    async def test(relay, port):
        hogs = [await _client(port, Invite.fresh().room_id(), HOSTILE) for _ in range(4)]
        refused = await _client(port, Invite.fresh().room_id(), HOSTILE)
        assert await _code(refused) == 4429
        a, b = await _honest_pair(port)
        await _still_forwards(a, b)
        assert relay.per_address[HOSTILE] == 4
        for hog in hogs:
            await hog.close()
    run_with_relay(test, RelayLimits(rooms_per_address=4))


def test_a_flood_of_largest_frames_into_a_partner_that_never_reads_stays_in_its_room():
    async def test(relay, port):
        room = Invite.fresh().room_id()
        flood, sink = await _client(port, room, HOSTILE), await _client(port, room, HOSTILE)
        assert await flood.recv() == PAIRED
        a, b = await _honest_pair(port)

        async def flooding():
            try:
                for _ in range(100):  # 6 MB, far beyond what the relay may queue
                    await flood.send(b"x" * MAX_FRAME)
            except ConnectionClosed:
                pass
        flooder = asyncio.ensure_future(flooding())
        await asyncio.sleep(0.2)
        await _still_forwards(a, b, times=5)  # meanwhile: the other room is unaffected
        flooder.cancel()
        for socket in (flood, sink):  # gone without a closing handshake
            socket.transport.abort()
    run_with_relay(test, RelayLimits())


def test_silent_connections_are_closed_while_a_talking_room_stays_open():
    async def test(relay, port):
        silent = await _client(port, Invite.fresh().room_id(), HOSTILE)
        a, b = await _honest_pair(port)
        # 2 s of talk, four idle limits; a frame each way every 0.1 s leaves a pause of
        # 0.4 s to spare for a machine busy beside the suite
        for _ in range(20):
            await _still_forwards(a, b, times=1)
            await _still_forwards(b, a, times=1)
            await asyncio.sleep(0.1)
        assert await _code(silent) == 4408
        assert a.close_code is None and b.close_code is None
    run_with_relay(test, RelayLimits(idle=0.5))


def test_sockets_that_never_finish_the_handshake_or_speak_no_http_are_dropped():
    async def test(relay, port):
        mute = [await asyncio.open_connection("127.0.0.1", port, local_addr=(HOSTILE, 0))
                for _ in range(5)]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"\x16\x03\x01 not http at all\r\n\r\n")
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(200), 5)
        assert b"400" in answer or answer == b""
        a, b = await _honest_pair(port)
        await _still_forwards(a, b)
        for r, w in mute:  # each mute socket is closed by the relay within its limit
            assert await asyncio.wait_for(r.read(), 5) == b""
            w.close()
        assert not relay.per_address.get(HOSTILE)
    run_with_relay(test, RelayLimits(handshake=0.3))
