#!/usr/bin/env python3
"""Network play's costs (docs/NETWORK.md, "Figures"), each against a baseline of the same run.

- ``deal_ms``: both programs' hello, joint shuffle (commitments, the four stages, every
  point checked) and the seven-card deal, over an in-memory pipe in one process; baseline
  ``deal_only_crypto_ms``, the group operations alone. ``deal_32_ms`` and
  ``deal_only_crypto_32_ms``: the same for a 32-card set (Mau-Mau, five cards each).
- ``move_rtt_ms``: a move and its answer, encrypted, through a relay on loopback (p50/p99);
  baseline ``direct_rtt_ms``, the same through a direct websocket.
- ``rooms``: a relay in its own process with ``--rooms`` rooms of two simulated players on
  loopback, every room sending at once: forwarding latency p50/p99 (ms) and the relay's
  memory per room (its resident memory with the rooms open, less before, divided).
- ``relay_attacks``: a relay in its own process under a
  descriptor limit (``--attack-nofile``): its resident memory per idle room and per flooded
  room (one side sends as fast as it can to a partner that never reads), its descriptors
  (``/proc/PID/fd``) under a slow-handshake flood from one address, and the seconds an
  honest game in another room takes during each attack (it must stay under 5 s).

    python scripts/bench_network.py --rooms 1000 --json
    python scripts/bench_network.py --attack-only          # about a minute
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import WebSocketException  # noqa: E402

from dirty7.net import mental_deck as md  # noqa: E402
from dirty7.net.invite import Invite  # noqa: E402
from dirty7.net.messages import message  # noqa: E402
from dirty7.net.peer import Peer  # noqa: E402
from dirty7.net.relay import Relay  # noqa: E402
from dirty7.net.secure_channel import SecureChannel  # noqa: E402
from dirty7.net.transports import (  # noqa: E402
    DirectListener,
    connect_direct,
    join_relay,
    memory_pipe,
)
from dirty7.rules import PRESETS, STANDARD, Variant, rules_of  # noqa: E402


class _DealOnly(Peer):
    """Stops after the deal (no moves, no reveal)."""

    async def _play(self):
        return None

    async def _reveal_and_check(self):
        return {}


async def _one_deal(variant: Variant = STANDARD) -> float:
    invite = Invite.fresh()
    a, b = memory_pipe()
    peers = [_DealOnly(SecureChannel(t, invite.channel_key(), role), name=role,
                       chooser=lambda view: view.legal_moves[0], variant=variant)
             for t, role in ((a, "host"), (b, "guest"))]
    start = time.perf_counter()
    outcomes = await asyncio.gather(*(p.run() for p in peers))
    elapsed = time.perf_counter() - start
    assert all(o.ok for o in outcomes), [o.reason for o in outcomes]
    return elapsed * 1000


def _crypto_only(cards: tuple[int, ...] = md.ALL_CARDS) -> float:
    start = time.perf_counter()
    size = len(cards)
    host, guest = md.DeckSecrets.fresh("host", size), md.DeckSecrets.fresh("guest", size)
    decks = [md.first_stage(host, cards)]
    decks.append(md.second_stage(guest, decks[0]))
    decks.append(md.relock(host, decks[1]))
    decks.append(md.relock(guest, decks[2]))
    for deck in decks:
        md.check_deck(deck, size)
    for pos in range(15 if size == 52 else 11):
        md.open_card(decks[3], pos, host.position_keys[pos], guest.position_keys[pos], cards)
    return (time.perf_counter() - start) * 1000


def _quantiles(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"p50": round(statistics.median(ordered), 3),
            "p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 3),
            "n": len(ordered)}


async def _round_trips(a, b, invite: Invite, count: int) -> list[float]:
    host = SecureChannel(a, invite.channel_key(), "host")
    guest = SecureChannel(b, invite.channel_key(), "guest")
    await asyncio.gather(host.open(), guest.open())
    times = []
    for ply in range(count):
        start = time.perf_counter()
        await host.send(message("move", ply=ply, move="7H", pos=3, key="ab" * 32))
        await guest.recv()
        await guest.send(message("keys", ply=ply, keys=[[20, "cd" * 32]]))
        await host.recv()
        times.append((time.perf_counter() - start) * 1000)
    await host.close()
    await guest.close()
    return times


async def _rtt(count: int) -> tuple[dict, dict]:
    invite = Invite.fresh()
    relay = Relay()
    server = await relay.serve("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    a, b = await asyncio.gather(join_relay(url, invite.room_id()),
                                join_relay(url, invite.room_id()))
    relayed = await _round_trips(a, b, invite, count)
    server.close()
    await server.wait_closed()
    listener = await DirectListener(invite.room_id()).start("127.0.0.1", 0)
    b, a = await asyncio.gather(connect_direct("127.0.0.1", listener.port, invite.room_id()),
                                listener.accept())
    direct = await _round_trips(a, b, invite, count)
    await listener.close()
    return _quantiles(relayed), _quantiles(direct)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def _rooms(rooms: int, rounds: int) -> dict:
    port = _free_port()
    relay = subprocess.Popen(
        [sys.executable, "-m", "dirty7", "relay", "--host", "127.0.0.1", "--port", str(port),
         "--rooms-per-address", str(2 * rooms + 10)],
        stdout=subprocess.PIPE, text=True)
    try:
        relay.stdout.readline()  # "relay listening on ..."
        before = _rss_kib(relay.pid)
        url = f"ws://127.0.0.1:{port}"
        pairs = []
        for _ in range(rooms):
            room = Invite.fresh().room_id()
            a = await connect(f"{url}/{room}")
            b = await connect(f"{url}/{room}")
            await a.recv()
            await b.recv()
            pairs.append((a, b))
        during = _rss_kib(relay.pid)
        latencies: list[float] = []

        async def room_traffic(a, b):
            for _ in range(rounds):
                stamp = time.perf_counter()
                await a.send(b"x" * 200)
                await b.recv()
                latencies.append((time.perf_counter() - stamp) * 1000)

        await asyncio.gather(*(room_traffic(a, b) for a, b in pairs))
        for a, b in pairs:
            await a.close()
            await b.close()
        figures = _quantiles(latencies)
        figures.update(rooms=rooms, relay_rss_before_kib=before, relay_rss_rooms_kib=during,
                       kib_per_room=round((during - before) / rooms, 2))
        return figures
    finally:
        relay.terminate()
        relay.wait(10)


def _start_relay(port: int, nofile: int, rooms_per_address: int) -> subprocess.Popen:
    """``dirty7 relay`` in its own process, its descriptors limited to ``nofile``."""
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_NOFILE,
                           (nofile, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
    relay = subprocess.Popen(
        [sys.executable, "-m", "dirty7", "relay", "--host", "127.0.0.1", "--port", str(port),
         "--rooms-per-address", str(rooms_per_address)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=limit)
    relay.stdout.readline()  # "relay listening on ..."
    return relay


def _fds(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


async def _legit_game(url: str, frames: int = 10) -> float | None:
    """Seconds for two programs to pair in a fresh room and exchange ``frames`` frames each
    way; None if they could not (refused, or over 30 s)."""
    async def game():
        start = time.perf_counter()
        room = Invite.fresh().room_id()
        a = await connect(f"{url}/{room}", open_timeout=30)
        b = await connect(f"{url}/{room}", open_timeout=30)
        await a.recv()
        await b.recv()
        for i in range(frames):
            await a.send(b"move %d" % i)
            await b.recv()
            await b.send(b"keys %d" % i)
            await a.recv()
        elapsed = time.perf_counter() - start
        await a.close()
        await b.close()
        return elapsed
    try:
        return round(await asyncio.wait_for(game(), 30), 3)
    except (OSError, WebSocketException, asyncio.TimeoutError):
        return None  # the legit game did not finish: the figure says so


async def _paired(url: str, sink_rcvbuf: int | None = None):
    room = Invite.fresh().room_id()
    a = await connect(f"{url}/{room}", open_timeout=30)
    if sink_rcvbuf is None:
        b = await connect(f"{url}/{room}", open_timeout=30)
    else:  # a partner that never reads, with a small receive buffer
        raw = socket.socket()
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, sink_rcvbuf)
        raw.setblocking(False)
        port = int(url.rsplit(":", 1)[1])
        await asyncio.get_running_loop().sock_connect(raw, ("127.0.0.1", port))
        b = await connect(f"{url}/{room}", sock=raw, max_queue=1, open_timeout=30)
    await a.recv()
    return a, b


async def _flood(sender, frames: int) -> None:
    try:
        for _ in range(frames):
            await sender.send(b"x" * 65_000)
    except (OSError, WebSocketException):
        pass  # the relay closed the flooder: what it is meant to do


async def _memory(url: str, pid: int, rooms: int, frames: int) -> dict:
    """Resident memory per idle room, then per room flooded into a partner that never
    reads (the peak while the floods run), and an honest game's time meanwhile."""
    before, fds_before = _rss_kib(pid), _fds(pid)
    idle = [await _paired(url) for _ in range(rooms)]
    with_idle = _rss_kib(pid)
    flooded = [await _paired(url, sink_rcvbuf=4096) for _ in range(rooms)]
    base = _rss_kib(pid)
    floods = asyncio.ensure_future(asyncio.gather(*(_flood(a, frames) for a, _ in flooded)))
    peak = base
    legit = asyncio.ensure_future(_legit_game(url))
    deadline = time.monotonic() + 60
    while not floods.done() and time.monotonic() < deadline:
        peak = max(peak, _rss_kib(pid))
        await asyncio.sleep(0.05)
    floods.cancel()
    game_s = await legit
    for a, b in idle + flooded:
        for side in (a, b):
            side.transport.abort()
    await _closed(pid, fds_before, 12)  # the relay's close timeout: partners that never read
    return {"rooms": rooms, "kib_per_idle_room": round((with_idle - before) / rooms, 1),
            "kib_per_flooded_room_peak": round((peak - base) / rooms, 1),
            "rss_kib_after_closing": _rss_kib(pid), "rss_kib_before": before,
            "legit_game_s_during_flood": game_s}


async def _closed(pid: int, fds: int, timeout: float) -> None:
    """Until the relay holds no more descriptors than ``fds`` (every room closed), or at most
    ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while _fds(pid) > fds and time.monotonic() < deadline:
        await asyncio.sleep(0.1)


async def _steady_fds(pid: int, timeout: float) -> int:
    """The relay's descriptors once the flood's connections have come in: the count when it
    has not changed for half a second, or after ``timeout`` seconds."""
    deadline, count, since = time.monotonic() + timeout, _fds(pid), time.monotonic()
    while time.monotonic() < deadline and time.monotonic() - since < 0.5:
        await asyncio.sleep(0.1)
        now = _fds(pid)
        if now != count:
            count, since = now, time.monotonic()
    return count


async def _handshake_flood(port: int, pid: int, sockets: int) -> dict:
    """Sockets from 127.0.0.2 that connect and never send a byte, then an honest game."""
    before = _fds(pid)
    flood = []
    for _ in range(sockets):
        raw = socket.socket()
        raw.setblocking(False)
        raw.bind(("127.0.0.2", 0))
        try:
            raw.connect(("127.0.0.1", port))
        except BlockingIOError:
            pass
        flood.append(raw)
    during = await _steady_fds(pid, 2)
    game_s = await _legit_game(f"ws://127.0.0.1:{port}")
    during = max(during, _fds(pid))
    for raw in flood:
        raw.close()
    return {"flood_sockets": sockets, "relay_fds_before": before, "relay_fds_during": during,
            "legit_game_s_during_flood": game_s}


def _log_lines(relay: subprocess.Popen) -> int:
    relay.terminate()
    _, err = relay.communicate(timeout=20)
    return len(err.splitlines())


async def _attacks(nofile: int, rooms: int, frames: int, sockets: int) -> dict:
    out = {"relay_nofile": nofile}
    port = _free_port()
    relay = _start_relay(port, nofile, 4 * rooms + 20)  # idle, flooded and honest rooms
    try:
        memory = await _memory(f"ws://127.0.0.1:{port}", relay.pid, rooms, frames)
    finally:
        lines = _log_lines(relay)
    out["memory"] = dict(memory, relay_log_lines=lines)
    port = _free_port()
    relay = _start_relay(port, nofile, 8)
    try:
        flood = await _handshake_flood(port, relay.pid, sockets)
    finally:
        lines = _log_lines(relay)
    out["handshake_flood"] = dict(flood, relay_log_lines=lines)
    return out


def _raise_own_nofile() -> None:
    """The flood's client sockets are this process's descriptors: up to the hard limit."""
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=20, help="deals to time (20)")
    parser.add_argument("--round-trips", type=int, default=300, help="move round trips (300)")
    parser.add_argument("--rooms", type=int, default=1000, help="concurrent relay rooms (1000)")
    parser.add_argument("--rounds", type=int, default=5, help="frames each room sends (5)")
    parser.add_argument("--attack-only", action="store_true",
                        help="only the relay under attack (about a minute)")
    parser.add_argument("--attack-nofile", type=int, default=1024,
                        help="the attacked relay's descriptor limit (1024)")
    parser.add_argument("--attack-rooms", type=int, default=100,
                        help="idle rooms, then flooded rooms, for memory (100)")
    parser.add_argument("--flood-frames", type=int, default=200,
                        help="64 KB frames each flooder sends at most (200)")
    parser.add_argument("--flood-sockets", type=int, default=2000,
                        help="slow-handshake sockets from one address (2000)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    _raise_own_nofile()
    out: dict = {}
    if not args.attack_only:
        deals = [asyncio.run(_one_deal()) for _ in range(args.deals)]
        crypto = [_crypto_only() for _ in range(args.deals)]
        relayed, direct = asyncio.run(_rtt(args.round_trips))
        rooms = asyncio.run(_rooms(args.rooms, args.rounds))
        mau_mau = PRESETS["mau-mau"]
        short = [asyncio.run(_one_deal(mau_mau)) for _ in range(args.deals)]
        short_crypto = [_crypto_only(rules_of(mau_mau).deck_cards) for _ in range(args.deals)]
        out = {"deal_ms": _quantiles(deals), "deal_only_crypto_ms": _quantiles(crypto),
               "deal_32_ms": _quantiles(short), "deal_only_crypto_32_ms": _quantiles(short_crypto),
               "move_rtt_ms": relayed, "direct_rtt_ms": direct, "relay_rooms": rooms}
    out["relay_attacks"] = asyncio.run(_attacks(args.attack_nofile, args.attack_rooms,
                                                args.flood_frames, args.flood_sockets))
    out["cpus"] = os.cpu_count()
    if args.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
