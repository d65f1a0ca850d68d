"""Privacy: everything one program receives and holds, looked at on each of its turns,
never contains a card the other holds unplayed, nor a key that would open one, before the
rules reveal it (the hand-hunter's idea, applied to a network game)."""

from __future__ import annotations

from dirty7.net.peer import Peer
from dirty7.rules.cards import CARDS
from tests.support.hidden import strings
from tests.support.net_game import play

_SEEN: dict[str, Peer] = {}


class _Host(Peer):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        _SEEN["host"] = self


def _host_secrets(host: Peer) -> tuple[set[str], set[str]]:
    """The host's unplayed cards the guest may not know (notation), and the host's keys
    that would open them (hex), with its lock key."""
    cards, keys = set(), {k.hex() for k in host.secrets.lock_keys}
    position = host.table.position
    for pos, seat in host.table.holder.items():
        if seat == 0:
            card = host.table.known[pos]
            if not position.known_in_hand[0] >> card & 1:
                cards.add(str(CARDS[card]))
                keys.add(host.secrets.position_keys[pos].hex())
    return cards, keys


def _held(guest: Peer) -> list:
    """What the guest holds of the game (its own secrets and strategy aside)."""
    return [guest.received, guest.moves, [f.hex() for f in guest.channel.received_frames],
            {str(p): k.hex() for p, k in guest.their_keys.items()},
            [[p.hex() for p in deck] for deck in guest.decks],
            {str(p): str(CARDS[c]) for p, c in guest.table.known.items()},
            guest.table.position.waste and [str(CARDS[c]) for c in guest.table.position.waste]]


class _Watcher(Peer):
    checks = 0

    async def choose(self, view):
        host = _SEEN["host"]
        hidden_cards, hidden_keys = _host_secrets(host)
        held = strings(_held(self))
        for text in held:
            assert not any(card in text for card in hidden_cards), text
            assert not any(key in text for key in hidden_keys)
        host_positions = {p for p, seat in host.table.holder.items() if seat == 0}
        for pos in host_positions:  # nothing opened of what the host holds unplayed
            card = host.table.known[pos]
            assert pos not in self.table.known or host.table.position.known_in_hand[0] >> card & 1
        type(self).checks += 1
        return await super().choose(view)


def test_the_guest_never_holds_or_receives_an_unplayed_card_of_the_host():
    _Watcher.checks = 0
    for _ in range(3):
        host, guest, _, _ = play(_Host, _Watcher)
        assert host.ok and guest.ok
    assert _Watcher.checks >= 3  # looked on every turn of three games


def test_the_watch_would_see_a_leak():
    """The check can fail: a guest that holds the host's hand is caught by it."""
    class Leaky(_Watcher):
        async def choose(self, view):
            host = _SEEN["host"]
            self.received.append({"peek": sorted(_host_secrets(host)[0])})
            return await super().choose(view)

    try:
        play(_Host, Leaky)
    except AssertionError:
        return
    raise AssertionError("a guest holding the host's cards was not caught")
