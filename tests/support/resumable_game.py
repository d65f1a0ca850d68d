"""Network games on resumable channels, and the faults the tests inject (no tests here).

- :class:`Switchboard`: an in-memory "relay" that pairs the n-th connection of the host
  with the n-th of the guest, and can cut every connection it made (a Wi-Fi blip).
- :class:`Faulty`: a transport wrapper (the tests' proxy) that delays, duplicates,
  reorders and corrupts the frames it receives, from a seeded random generator.
- :func:`play_resumable`: two peers over resumable channels, with a fault step running
  beside the game (``fault(host_peer, guest_peer)``, a coroutine).
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from dirty7.ai.medium import MediumStrategy
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.net.invite import Invite
from dirty7.net.peer import NetOutcome, Peer
from dirty7.net.resumable_channel import ResumableChannel
from dirty7.net.transports import MemoryPipe, memory_pipe

#: The tests' resume window and silence timeout (s): small, so a gone peer is given up soon.
WINDOW = 1.5
TIMEOUT = 1.0


class Switchboard:
    """Pairs connections by order of arrival, one host and one guest at a time."""

    def __init__(self) -> None:
        self._waiting: dict[str, asyncio.Future] = {}
        self.pipes: list[tuple[MemoryPipe, MemoryPipe]] = []
        self.down = False
        self.wrap: dict[str, Any] = {}

    def connector(self, role: str):
        async def connect():
            if self.down:
                raise OSError("the switchboard is down")
            other = "guest" if role == "host" else "host"
            if other in self._waiting and not self._waiting[other].done():
                host_end, guest_end = memory_pipe()
                self.pipes.append((host_end, guest_end))
                self._waiting.pop(other).set_result(host_end if other == "host"
                                                    else guest_end)
                mine = guest_end if role == "guest" else host_end
            else:
                future = asyncio.get_running_loop().create_future()
                self._waiting[role] = future
                mine = await future
            wrap = self.wrap.get(role)
            return wrap(mine) if wrap else mine
        return connect

    async def cut(self) -> None:
        """Close every connection both ways (each side sees "the connection closed")."""
        for a, b in self.pipes:
            await a.close()
            await b.close()
        self.pipes.clear()


class Faulty:
    """A transport whose received frames are delayed, duplicated, reordered or corrupted."""

    def __init__(self, inner: Any, rng: random.Random, rate: float = 0.05,
                 delay: float = 0.003) -> None:
        self.inner, self.rng, self.rate, self.delay = inner, rng, rate, delay
        self._held: list[bytes] = []
        self.faults: list[str] = []

    async def send(self, frame: bytes) -> None:
        await self.inner.send(frame)

    async def recv(self) -> bytes:
        if self._held:
            return self._held.pop(0)
        frame = await self.inner.recv()
        roll = self.rng.random()
        if roll < self.rate:
            await asyncio.sleep(self.rng.random() * self.delay)
            kind = self.rng.choice(["duplicate", "reorder", "corrupt", "delay"])
            self.faults.append(kind)
            if kind == "duplicate":
                self._held.append(frame)
            elif kind == "reorder":
                later = await self.inner.recv()
                self._held.append(frame)
                return later
            elif kind == "corrupt" and len(frame) > 9:
                return frame[:9] + bytes([frame[9] ^ 1]) + frame[10:]
        return frame

    async def close(self) -> None:
        await self.inner.close()


def make_resumable(connect, invite: Invite, role: str, cls: type = Peer, *,
                   window: float = WINDOW, timeout: float = TIMEOUT, **options: Any) -> Peer:
    options.setdefault("name", "Ann" if role == "host" else "Bob")
    options.setdefault("chooser", MediumStrategy().choose)
    options.setdefault("player", ("medium", 0))
    options.setdefault("move_limit", 2000)
    channel = ResumableChannel(connect, invite.channel_key(), role, timeout=timeout,
                               resume_window=window)
    return cls(channel, **options)


def play_resumable(fault=None, *, board: Switchboard | None = None, host_cls: type = Peer,
                   guest_cls: type = Peer, **options: Any):
    """Play one game over a switchboard; (host outcome, guest outcome, host, guest)."""
    async def go():
        switchboard = board or Switchboard()
        invite = Invite.fresh()
        host = make_resumable(switchboard.connector("host"), invite, "host", host_cls,
                              **options)
        guest = make_resumable(switchboard.connector("guest"), invite, "guest", guest_cls,
                               **options)
        return await run_pair(host, guest, fault, switchboard)
    return asyncio.run(go())


async def run_pair(host: Peer, guest: Peer, fault, *context: Any):
    """Both peers' games, with ``fault(host, guest, *context)`` beside them."""
    games = asyncio.gather(host.run(), guest.run())
    beside = asyncio.ensure_future(fault(host, guest, *context)) if fault else None
    try:
        first, second = await asyncio.wait_for(games, 120)
    finally:
        if beside is not None:
            beside.cancel()
    return first, second, host, guest


async def at_ply(peer: Peer, ply: int, limit: float = 60.0) -> bool:
    """Wait until ``peer``'s game reaches ``ply`` (False at once if it ended first: a deal
    is shuffled afresh by each run's keys, and a short one may end before ``ply``)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + limit
    while loop.time() < end:
        table = peer.table
        if table is not None and table.position is not None:
            if table.position.ply >= ply:
                return True
            if table.position.is_over:
                return False
        await asyncio.sleep(0.002)
    return False


def check_finished(host: NetOutcome, guest: NetOutcome) -> GameRecord:
    """Both finished correctly: identical records that verify, and a winner or the limit."""
    assert host.ok, host.reason
    assert guest.ok, guest.reason
    assert host.record == guest.record
    record = GameRecord.from_dict(json.loads(json.dumps(host.record)))
    verdict = verify(record, host.record)
    assert verdict.failure is None, verdict.failure
    return record


def finished_or_abandoned(host: NetOutcome, guest: NetOutcome) -> str:
    """The fault tests' verdict: "finished" (checked) or "abandoned" (by both, nothing
    half-done: neither side has a record the other lacks)."""
    if host.ok or guest.ok:
        check_finished(host, guest)
        return "finished"
    assert host.abandoned or guest.abandoned, (host.reason, guest.reason)
    assert host.record is None and guest.record is None
    return "abandoned"
