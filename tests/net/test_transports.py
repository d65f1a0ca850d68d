"""The websocket transport: the relay's (or host's) text word pairs a program, and a text
frame where the game's binary frames are due is refused in words, not a crash."""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.server import serve

from dirty7.net.invite import Invite
from dirty7.net.messages import ProtocolError
from dirty7.net.transports import PAIRED, DirectListener, connect_direct, join_relay


async def _direct_pair():
    room = Invite.fresh().room_id()
    listener = await DirectListener(room).start()
    guest = await connect_direct("127.0.0.1", listener.port, room, timeout=10)
    host = await listener.accept(timeout=10)
    return listener, host, guest


def test_a_paired_guest_takes_binary_frames_and_refuses_a_text_frame():
    async def go():
        listener, host, guest = await _direct_pair()
        try:
            await host.send(b"a move")
            assert await asyncio.wait_for(guest.recv(), 10) == b"a move"
            await host.socket.send("a text frame")
            with pytest.raises(ProtocolError, match="text frame"):
                await asyncio.wait_for(guest.recv(), 10)
        finally:
            await guest.close()
            await host.close()
            await listener.close()
    asyncio.run(go())


@pytest.mark.parametrize("word, paired", [(PAIRED, True), (PAIRED.encode(), False),
                                          ("hello", False)])
def test_only_the_text_word_paired_pairs_a_program(word, paired):
    async def go():
        async def say(socket):
            await socket.send(word)
            await socket.wait_closed()

        async with serve(say, "127.0.0.1", 0) as server:
            url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
            if paired:
                transport = await join_relay(url, Invite.fresh().room_id(), timeout=10)
                await transport.close()
            else:
                with pytest.raises(ProtocolError, match="did not pair"):
                    await join_relay(url, Invite.fresh().room_id(), timeout=10)
    asyncio.run(go())
