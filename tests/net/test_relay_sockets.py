"""The relay's sockets against a slow-handshake flood: a socket counts against its address
from the moment it is accepted, the total stays below the descriptor limit, the excess is
closed at once, an honest pair from another address plays on, and the log says a refusal
once per address (not a line or a traceback per socket)."""

from __future__ import annotations

import asyncio
import os
import resource
import socket
import subprocess
import sys
from pathlib import Path

from websockets.asyncio.client import connect

from dirty7.net.invite import Invite
from dirty7.net.relay import Relay, RelayLimits
from dirty7.net.transports import PAIRED
from tests.support.relay_run import run_with_relay

HOSTILE, OTHER = "127.0.0.2", "127.0.0.3"
ROOT = Path(__file__).resolve().parents[2]


async def _mute(port, count, source):
    """``count`` sockets that connect and never send a byte."""
    return [await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
            for _ in range(count)]


async def _closed_by_relay(sockets, expected, deadline=15.0):
    """How many of ``sockets`` the relay closed: waits until ``expected`` are, or the
    deadline (the others stay open far longer: their handshake limit is minutes)."""
    async def eof(reader):
        try:
            await reader.read()
        except ConnectionError:
            pass
    reads = [asyncio.ensure_future(eof(r)) for r, _ in sockets]
    for _ in range(int(deadline / 0.05)):  # a bounded wait, not a measured time
        if sum(t.done() for t in reads) >= expected:
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.2)  # one more refusal would show now
    closed = sum(t.done() for t in reads)
    for task in reads:
        task.cancel()
    return closed


async def _counted(relay, address, expected):
    for _ in range(500):  # the relay's loop accepts the sockets in its own time
        if relay.gate.per_address.get(address, 0) >= expected:
            break
        await asyncio.sleep(0.01)
    return relay.gate.per_address.get(address, 0)


async def _honest_pair(port):
    room = Invite.fresh().room_id()
    a = await connect(f"ws://127.0.0.1:{port}/{room}", open_timeout=20)
    b = await connect(f"ws://127.0.0.1:{port}/{room}", open_timeout=20)
    assert await a.recv() == PAIRED and await b.recv() == PAIRED
    await a.send(b"a move")
    assert await asyncio.wait_for(b.recv(), 20) == b"a move"
    return a, b


def _close(sockets):
    for _, writer in sockets:
        writer.close()


def test_handshaking_sockets_count_against_their_address_and_the_excess_is_closed_at_once():
    async def test(relay, port):
        flood = await _mute(port, 20, HOSTILE)
        assert await _counted(relay, HOSTILE, 6) == 6  # counted before any handshake
        assert await _closed_by_relay(flood, 14) == 14  # the rest closed, not left waiting
        a, b = await _honest_pair(port)  # another address is not kept out
        assert relay.gate.per_address[HOSTILE] == 6
        _close(flood)
        await a.close()
        await b.close()
    run_with_relay(test, RelayLimits(rooms_per_address=3, handshake=120))


def test_the_total_of_sockets_is_capped_and_the_excess_refused_while_a_pair_plays():
    async def test(relay, port):
        flood = await _mute(port, 6, HOSTILE)
        assert await _counted(relay, HOSTILE, 6) == 6
        a, b = await _honest_pair(port)  # 8 of 10 sockets now
        more = await _mute(port, 5, OTHER)
        assert await _closed_by_relay(more, 3) == 3  # only 2 fitted under the total
        assert relay.gate.total == 10
        await a.send(b"still forwarding")
        assert await asyncio.wait_for(b.recv(), 20) == b"still forwarding"
        _close(flood + more)
        await a.close()
        await b.close()
    run_with_relay(test, RelayLimits(rooms_per_address=3, max_sockets=10, handshake=120))


def test_the_descriptor_limit_caps_the_sockets_below_it():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))
    try:
        relay = Relay(RelayLimits())
        assert 0 < relay.gate.total_cap < 1024 - 32
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def _flood_relay_with_few_descriptors(port: int, log) -> subprocess.Popen:
    def few_descriptors():
        resource.setrlimit(resource.RLIMIT_NOFILE,
                           (128, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "dirty7", "relay", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.PIPE, stderr=log, text=True, env=env, cwd=ROOT,
        preexec_fn=few_descriptors)


def test_a_flood_of_sockets_from_one_address_writes_a_line_not_a_traceback_each(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log_path = tmp_path / "relay.log"
    with log_path.open("w") as log:
        relay = _flood_relay_with_few_descriptors(port, log)
        try:
            assert "listening" in relay.stdout.readline()

            async def flood_then_play():
                flood = []
                for _ in range(300):  # far more than the relay's 128 descriptors
                    flood += await _mute(port, 1, HOSTILE)
                a, b = await asyncio.wait_for(_honest_pair(port), 30)
                _close(flood)
                await a.close()
                await b.close()
            asyncio.run(flood_then_play())
        finally:
            relay.terminate()
            relay.wait(20)
    lines = log_path.read_text().splitlines()
    assert "Traceback (most recent call last):" not in lines
    assert len(lines) <= 5, lines[:20]
    assert any(HOSTILE in line and "refused" in line for line in lines), lines
