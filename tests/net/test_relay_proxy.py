"""The relay behind a reverse proxy: ``X-Forwarded-For`` names the address a socket counts
against only when the socket comes from a trusted proxy; from anyone else the header is
ignored, and a header the proxy sends malformed counts against the proxy itself."""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from dirty7.cli.relay_command import build_parser, limits_from
from dirty7.net.invite import Invite
from dirty7.net.relay import RelayLimits
from dirty7.net.relay_gate import forwarded_client, parse_trusted
from tests.support.relay_run import run_with_relay

PROXY, STRANGER = "127.0.0.1", "127.0.0.2"
ALICE, BOB = "198.51.100.1", "198.51.100.2"


async def _waiting(port, source, forwarded=None):
    """A program that opens a room and waits in it, through ``source``."""
    headers = {"X-Forwarded-For": forwarded} if forwarded is not None else None
    return await connect(f"ws://127.0.0.1:{port}/{Invite.fresh().room_id()}",
                         local_addr=(source, 0), additional_headers=headers, open_timeout=20)


async def _code(socket):
    try:
        await asyncio.wait_for(socket.recv(), 20)
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd else -1
    return None


async def _rooms_of(relay, address, expected):
    for _ in range(500):
        if relay.per_address.get(address, 0) >= expected:
            break
        await asyncio.sleep(0.01)
    return relay.per_address.get(address, 0)


LIMITS = RelayLimits(rooms_per_address=1, trusted_proxies=parse_trusted([PROXY]))


def test_players_behind_a_trusted_proxy_are_counted_apart():
    async def test(relay, port):
        alice = await _waiting(port, PROXY, ALICE)
        bob = await _waiting(port, PROXY, f"203.0.113.9, {BOB}")  # the rightmost hop
        assert await _rooms_of(relay, ALICE, 1) == 1
        assert await _rooms_of(relay, BOB, 1) == 1
        assert PROXY not in relay.per_address  # one room per address, yet both play
        again = await _waiting(port, PROXY, ALICE)
        assert await _code(again) == 4429  # Alice's own limit still holds
        for socket in (alice, bob):
            await socket.close()
    run_with_relay(test, LIMITS)


def test_the_header_from_an_untrusted_peer_is_ignored():
    async def test(relay, port):
        first = await _waiting(port, STRANGER, ALICE)
        assert await _rooms_of(relay, STRANGER, 1) == 1
        assert ALICE not in relay.per_address
        spoofed = await _waiting(port, STRANGER, BOB)  # another name, the same address
        assert await _code(spoofed) == 4429
        await first.close()
    run_with_relay(test, LIMITS)


@pytest.mark.parametrize("header", ["not an address", "", "198.51.100.1, ,", "1.2.3.4:80",
                                    ", ".join(["198.51.100.7"] * 40)])
def test_a_malformed_header_from_the_proxy_counts_against_the_proxy(header):
    async def test(relay, port):
        socket = await _waiting(port, PROXY, header)
        assert await _rooms_of(relay, PROXY, 1) == 1
        await socket.close()
    run_with_relay(test, LIMITS)


def test_the_client_is_the_rightmost_address_that_is_not_a_trusted_proxy():
    trusted = parse_trusted(["10.0.0.0/8", "::1"])
    assert forwarded_client(["1.1.1.1, 2.2.2.2, 10.1.2.3"], trusted) == "2.2.2.2"
    assert forwarded_client(["1.1.1.1", "2.2.2.2"], trusted) == "2.2.2.2"  # two headers
    assert forwarded_client(["::ffff:2.2.2.2"], trusted) == "2.2.2.2"  # one spelling
    assert forwarded_client(["10.0.0.1, ::1"], trusted) is None  # nobody but proxies
    assert forwarded_client(["2.2.2.2, junk"], trusted) is None
    assert forwarded_client([], trusted) is None


def test_dirty7_relay_takes_trusted_proxies_repeated_or_as_a_comma_list():
    args = build_parser().parse_args(["--trusted-proxy", "10.0.0.1,10.0.0.2",
                                      "--trusted-proxy", "fd00::/8"])
    assert [str(net) for net in limits_from(args).trusted_proxies] == [
        "10.0.0.1/32", "10.0.0.2/32", "fd00::/8"]
    assert limits_from(build_parser().parse_args([])).trusted_proxies == ()
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--trusted-proxy", "proxy.example"])
