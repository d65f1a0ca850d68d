"""The relay pairs two programs by room id and forwards their frames, keeps nothing of a
game, and survives hostile clients (bad paths, a third in a room, huge frames, too many
rooms from one address, silence) without another room noticing."""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from dirty7.net.invite import Invite
from dirty7.net.relay import Relay, RelayLimits
from dirty7.net.secure_channel import MAX_FRAME
from dirty7.net.transports import PAIRED


def _with_relay(test, limits=None):
    async def go():
        relay = Relay(limits or RelayLimits())
        server = await relay.serve("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
        try:
            return await test(relay, url)
        finally:
            server.close()
            await server.wait_closed()
    return asyncio.run(go())


async def _client(url, room):
    return await connect(f"{url}/{room}", max_size=None)


async def _closed_code(socket) -> int:
    try:
        while True:
            await asyncio.wait_for(socket.recv(), 5)
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd else -1


async def _settled(relay):
    """Let the relay's handlers finish (a bounded number of turns of the loop)."""
    for _ in range(500):
        if not relay.per_address:
            return
        await asyncio.sleep(0.01)


async def _paired(url, room):
    a, b = await _client(url, room), await _client(url, room)
    assert await a.recv() == PAIRED and await b.recv() == PAIRED
    return a, b


def test_two_programs_are_paired_and_their_frames_forwarded_both_ways():
    async def test(relay, url):
        a, b = await _paired(url, Invite.fresh().room_id())
        await a.send(b"from a")
        await b.send(b"from b")
        assert await b.recv() == b"from a" and await a.recv() == b"from b"
        await a.close()
        assert await _closed_code(b) == 1001  # the other left: the room ends
        await _settled(relay)
        assert relay.rooms == {} and not relay.per_address  # nothing kept
    _with_relay(test)


@pytest.mark.parametrize("path", ["", "lobby", "0" * 31, "G" * 32, "0" * 32 + "/x"])
def test_a_path_that_is_not_a_room_id_is_refused(path):
    async def test(relay, url):
        socket = await _client(url, path)
        assert await _closed_code(socket) == 4400
    _with_relay(test)


def test_a_third_program_in_a_room_is_refused_and_the_two_play_on():
    async def test(relay, url):
        room = Invite.fresh().room_id()
        a, b = await _paired(url, room)
        third = await _client(url, room)
        assert await _closed_code(third) == 4409
        await a.send(b"still here")
        assert await b.recv() == b"still here"
    _with_relay(test)


def test_a_huge_frame_disconnects_its_room_only():
    async def test(relay, url):
        a, b = await _paired(url, Invite.fresh().room_id())
        c, d = await _paired(url, Invite.fresh().room_id())
        await a.send(b"x" * (MAX_FRAME + 1))
        assert await _closed_code(a) == 1009  # "message too big"
        await c.send(b"unaffected")
        assert await d.recv() == b"unaffected"
    _with_relay(test)


def test_one_address_holds_a_bounded_number_of_rooms():
    async def test(relay, url):
        first = [await _client(url, Invite.fresh().room_id()) for _ in range(3)]
        extra = await _client(url, Invite.fresh().room_id())
        assert await _closed_code(extra) == 4429
        await first[0].close()
        for _ in range(500):  # until the relay has seen the close
            if relay.per_address["127.0.0.1"] < 3:
                break
            await asyncio.sleep(0.01)
        again = await _client(url, Invite.fresh().room_id())
        await again.send(b"waiting")  # accepted: it waits for its partner
        assert again.close_code is None
    _with_relay(test, RelayLimits(rooms_per_address=3))


def test_silent_connections_are_closed():
    async def test(relay, url):
        lonely = await _client(url, Invite.fresh().room_id())
        assert await _closed_code(lonely) == 4408
        a, b = await _paired(url, Invite.fresh().room_id())
        assert await _closed_code(a) in (4408, 1001)
    _with_relay(test, RelayLimits(idle=0.2))


def test_text_frames_are_refused():
    async def test(relay, url):
        a, b = await _paired(url, Invite.fresh().room_id())
        await a.send("text")
        assert await _closed_code(a) == 4400
    _with_relay(test)


def test_the_relay_commands_defaults_are_the_readmes():
    from dirty7.cli.relay_command import build_parser

    args = build_parser().parse_args([])
    assert (args.host, args.port, args.rooms_per_address, args.idle) == ("0.0.0.0", 8765, 8,
                                                                         300.0)
    assert args.handshake == RelayLimits().handshake


def test_the_handshake_limit_is_an_option():
    from dirty7.cli.relay_command import build_parser, limits_from

    assert limits_from(build_parser().parse_args(["--handshake", "2.5"])).handshake == 2.5
