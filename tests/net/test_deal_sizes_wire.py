"""A Dirty Seven game's messages are exactly what they were before the deal learnt a
32-card deck: with the shuffles, keys and identities drawn from fixed seeds, every message
each side sends hashes to the digest recorded from the 52-card-only protocol."""

from __future__ import annotations

import hashlib
import random
import types

from dirty7.net import group_cipher, mental_deck
from dirty7.net.identity import Identity
from dirty7.net.peer import Peer
from dirty7.net.signatures import canonical
from tests.support.net_game import play

#: SHA-256 of every message both sides sent, in order (host's then guest's), in a seeded
#: Dirty Seven game where each side plays its first legal move, as the 52-card-only
#: protocol sent them.
RECORDED = "75b30d00cd62e3ac35fdb1f2917501a7ed2a1278922cf1be9b56908d47f6ea7e"


class _Seeded(Peer):
    """An honest peer with a fixed identity that keeps what it sends."""

    def __init__(self, *args, **kwargs):
        seed = "11" if args[0].role == "host" else "22"
        super().__init__(*args, **kwargs, identity=Identity.from_seed(seed * 32))
        self.sent: list[dict] = []

    async def send(self, kind, **fields):
        await super().send(kind, **fields)
        self.sent.append({"type": kind, **fields})


def _seeded_randomness(monkeypatch) -> None:
    stream = random.Random(7)
    fake_os = types.SimpleNamespace(urandom=lambda n: stream.randbytes(n))
    monkeypatch.setattr(mental_deck, "os", fake_os)
    monkeypatch.setattr(group_cipher, "os", fake_os)
    monkeypatch.setattr(mental_deck, "os_secrets",
                        types.SimpleNamespace(SystemRandom=lambda: stream))


def _digest(host: _Seeded, guest: _Seeded) -> str:
    whole = hashlib.sha256()
    for message in host.sent + guest.sent:
        whole.update(canonical(message))
    return whole.hexdigest()


def test_a_dirty_seven_game_sends_exactly_the_messages_of_the_52_card_protocol(monkeypatch):
    _seeded_randomness(monkeypatch)
    host, guest, host_peer, guest_peer = play(_Seeded, _Seeded, player=("human", None),
                                              chooser=lambda view: view.legal_moves[0])
    assert host.ok and guest.ok, (host.reason, guest.reason)
    assert len(host_peer.sent[2]["points"]) == 52  # the first deck stage
    assert host_peer.moves and host.record["moves"] == host_peer.moves
    assert _digest(host_peer, guest_peer) == RECORDED
