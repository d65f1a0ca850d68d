"""Two network peers in one test process (no tests here): over an in-memory pipe, over a
direct websocket on 127.0.0.1, or through a relay there; either side may be a hostile
subclass of :class:`~dirty7.net.peer.Peer`."""

from __future__ import annotations

import asyncio
from typing import Any

from dirty7.ai.medium import MediumStrategy
from dirty7.net.invite import Invite
from dirty7.net.peer import NetOutcome, Peer
from dirty7.net.relay import Relay, RelayLimits
from dirty7.net.secure_channel import SecureChannel
from dirty7.net.transports import DirectListener, connect_direct, join_relay, memory_pipe

#: A short wait for the tests' silent peers (s); no test asserts on time.
SHORT_TIMEOUT = 0.5
#: Where a test's game stops unfinished: Medium against Medium could circle for ever (in
#: Crazy Eights, one hand hoarding three suits while the Eights go round).
MOVE_LIMIT = 2000


def make_peer(transport: Any, invite: Invite, role: str, cls: type = Peer, *,
              timeout: float = 20.0, **options: Any) -> Peer:
    options.setdefault("name", "Ann" if role == "host" else "Bob")
    options.setdefault("chooser", MediumStrategy().choose)
    options.setdefault("player", ("medium", 0))
    options.setdefault("move_limit", MOVE_LIMIT)
    channel = SecureChannel(transport, invite.channel_key(), role, timeout=timeout)
    return cls(channel, **options)


async def _pipe_pair(invite, host_cls, guest_cls, timeout, options):
    a, b = memory_pipe()
    return (make_peer(a, invite, "host", host_cls, timeout=timeout, **options),
            make_peer(b, invite, "guest", guest_cls, timeout=timeout, **options))


def play(host_cls: type = Peer, guest_cls: type = Peer, *, via: str = "pipe",
               timeout: float = 20.0, **options: Any) -> tuple[NetOutcome, NetOutcome, Peer,
                                                                Peer]:
    """Play one game; the two outcomes and the two peers."""
    return asyncio.run(_play(host_cls, guest_cls, via, timeout, options))


async def _play(host_cls, guest_cls, via, timeout, options):
    invite = Invite.fresh()
    room = invite.room_id()
    if via == "pipe":
        host, guest = await _pipe_pair(invite, host_cls, guest_cls, timeout, options)
        first, second = await asyncio.gather(host.run(), guest.run())
        return first, second, host, guest
    if via == "direct":
        listener = await DirectListener(room).start("127.0.0.1", 0)
        try:
            guest_transport, host_transport = await asyncio.gather(
                connect_direct("127.0.0.1", listener.port, room), listener.accept())
            return await _run(invite, host_transport, guest_transport, host_cls, guest_cls,
                              timeout, options)
        finally:
            await listener.close()
    relay = Relay(RelayLimits())
    server = await relay.serve("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    try:
        host_transport, guest_transport = await asyncio.gather(join_relay(url, room),
                                                               join_relay(url, room))
        return await _run(invite, host_transport, guest_transport, host_cls, guest_cls,
                          timeout, options)
    finally:
        server.close()
        await server.wait_closed()


async def _run(invite, host_transport, guest_transport, host_cls, guest_cls, timeout, options):
    host = make_peer(host_transport, invite, "host", host_cls, timeout=timeout, **options)
    guest = make_peer(guest_transport, invite, "guest", guest_cls, timeout=timeout, **options)
    first, second = await asyncio.gather(host.run(), guest.run())
    return first, second, host, guest
