"""The friend link and the table's network game without a window: the table's flow shows
exactly the Peer's game, the friend is a seat like the others, and a friend who cheats,
drops or falls silent ends the game with its reason — never a crash or a hang.
"""

from __future__ import annotations

import pytest

from dirty7.game.seats.seat_protocol import Seat
from dirty7.net.friend_link import FriendLink, InviteError, variant_words
from dirty7.net.messages import ProtocolError
from dirty7.net.net_game import mirrored
from dirty7.net.peer import Peer
from dirty7.rules import PRESETS, STANDARD, Variant, deal, rules_of
from tests.support import hostile_peer
from tests.support.friend import (
    GAME_S,
    PeerThread,
    RelayThread,
    bot_options,
    play_out,
    table_for,
    wait_status,
    wait_until,
)


@pytest.fixture(scope="module")
def relay():
    made = RelayThread()
    yield made
    made.close()


def _direct_host(**options) -> FriendLink:
    link = FriendLink.host(name="Ann", port=0, address="127.0.0.1", listen_host="127.0.0.1",
                           **options)
    assert wait_until(lambda: link.code is not None or link.finished), link.error
    assert link.code is not None, link.error
    return link


@pytest.mark.parametrize("role", ["host", "guest"])
def test_the_tables_game_is_the_peers_game_move_for_move(relay, role):
    if role == "host":
        link = FriendLink.host(name="Ann", relay=relay.url)
        other = FriendLink.join(link.code, name="Bob", relay=relay.url, **bot_options(2))
        other.accept()
    else:
        other = FriendLink.host(name="Bob", relay=relay.url, **bot_options(2))
        link = FriendLink.join(other.code, name="Ann", relay=relay.url)
        link.accept()
    game, flow = table_for(link)
    assert flow.names == ("You", "Bob") and flow.my_seat == 0
    made = play_out(game, flow)
    assert game.joint is not None and game.stopped is None
    assert game.joint == other.wait(GAME_S).record
    assert made == sum(1 for seat, _m, _e in game.history if seat == 0)
    assert game.record.moves == game.joint["moves"]
    # the table's final position is the true one (mirrored for the guest)
    peer_final = link.peer.table.position
    assert game.position.hands[0] == (peer_final.hands[link.me])
    assert flow._reported_over and link.status == "ended"


@pytest.mark.parametrize("role", ["host", "guest"])
def test_a_mau_mau_game_at_the_table_is_the_peers_game(relay, role):
    """A 32-card set: the table shows exactly the Peer's game (five cards each), to the
    end, and both sides keep the same joint record."""
    mau_mau = PRESETS["mau-mau"]
    if role == "host":
        link = FriendLink.host(name="Ann", relay=relay.url, variant=mau_mau)
        other = FriendLink.join(link.code, name="Bob", relay=relay.url, **bot_options(2))
        other.accept()
    else:
        other = FriendLink.host(name="Bob", relay=relay.url, variant=mau_mau, **bot_options(2))
        link = FriendLink.join(other.code, name="Ann", relay=relay.url)
        link.accept()
    game, flow = table_for(link)
    assert game.position.rules.deck_mask == rules_of(mau_mau).deck_mask
    assert game.position.hand_size(0) == 5
    play_out(game, flow)
    assert game.joint is not None and game.stopped is None, game.stopped
    assert game.joint == other.wait(GAME_S).record
    assert len(game.joint["network"]["decks"][0]) == 32
    assert game.position.hands[0] == link.peer.table.position.hands[link.me]


def test_the_friend_is_a_seat_and_is_asked_only_on_its_turn(relay):
    link = _direct_host()
    guest = FriendLink.join(link.code, name="Bob", **bot_options(5))
    guest.accept()
    game, flow = table_for(link)
    seat = flow.seats[1]
    assert isinstance(seat, Seat) and not seat.at_table and seat.person
    assert not seat.thinking
    play_out(game, flow)
    assert seat.closed and not seat.thinking
    assert guest.wait(GAME_S).ok


def test_a_guest_sees_the_hosts_variant_before_it_accepts(relay):
    variant = Variant(seven_stack=True)
    host = FriendLink.host(name="Ann", relay=relay.url, variant=variant, **bot_options(1))
    guest = FriendLink.join(host.code, name="Bob", relay=relay.url, **bot_options(2))
    assert wait_until(lambda: guest.variant_text is not None)
    assert guest.variant_text == variant_words(variant) and "Sevens stack" in guest.variant_text
    assert guest.status == "connecting" and guest.dealt is None  # no deal before accept
    guest.accept()
    assert guest.wait(GAME_S).ok and host.wait(GAME_S).ok
    assert guest.variant.seven_stack


def test_a_bad_code_is_refused_at_once():
    with pytest.raises(InviteError):
        FriendLink.join("d7-abc", name="Bob", relay="ws://127.0.0.1:9")
    with pytest.raises(InviteError, match="no relay"):
        FriendLink.join("d7-k3jq-ux2m-c4ra-pf6h-ntyw-e5bs-qez", name="Bob", relay=None)


def test_an_unreachable_relay_fails_with_a_sentence():
    link = FriendLink.join("d7-k3jq-ux2m-c4ra-pf6h-ntyw-e5bs-qez", name="Bob",
                           relay="ws://127.0.0.1:9")
    link.wait(20)
    assert link.status == "failed" and not link.connected
    assert link.error.startswith("Cannot reach the relay") and link.error.endswith(".")


def test_leaving_tells_the_friend(relay):
    host = FriendLink.host(name="Ann", relay=relay.url)
    guest = FriendLink.join(host.code, name="Bob", relay=relay.url, **bot_options(2))
    guest.accept()
    wait_status(host, "ready")
    host.cancel()
    host.cancel()  # idempotent
    assert not guest.wait(GAME_S).ok and not host.wait(GAME_S).ok
    assert "left" in guest.error and host.status == "failed" and "left" in host.error


class _Drops(Peer):
    """Plays two moves, then its connection drops and its program is gone for good."""

    async def _my_move(self):
        if len(self.moves) >= 2:
            self.thread.gone = True
            await self.channel._leg.transport.close()
            raise ProtocolError("dropped")
        await super()._my_move()


@pytest.mark.parametrize("cls, words", [
    (hostile_peer.IllegalMove, "which the rules refuse"),
    (hostile_peer.CardNotHeld, "does not hold"),
    (hostile_peer.WrongPlayShare, "wrong decryption share"),
    (hostile_peer.DrawsWhenItCouldPlay, "illegal"),
    (_Drops, "did not come back within 1 s"),
], ids=["illegal-move", "card-not-held", "wrong-share", "draw-when-it-could-play", "drops"])
def test_a_friend_who_cheats_or_drops_ends_the_game_with_its_reason(cls, words):
    # the host's limit: a game of draws ends, then the check
    link = _direct_host(move_limit=300, resume_window=1.0)
    friend = PeerThread(link.code, cls)
    game, flow = table_for(link)
    play_out(game, flow)
    friend.join()
    assert game.stopped is not None and words in game.stopped, game.stopped
    assert game.is_over and flow._reported_over and game.joint is None
    assert link.status == "failed" and link.error == game.stopped


def test_a_silent_friend_ends_the_game_and_the_table_does_not_wait_for_ever(monkeypatch):
    import dirty7.net.friend_link as friend_link

    monkeypatch.setattr(friend_link, "PERSON_WAIT", 0.5)
    link = _direct_host()
    friend = PeerThread(link.code, hostile_peer.Silent, timeout=5.0)
    game, flow = table_for(link)
    play_out(game, flow, limit=60)
    friend.join()
    assert "silent" in game.stopped


def test_mirroring_exchanges_the_seats_and_nothing_else():
    start = deal(7, first=1, variant=STANDARD)
    flipped = mirrored(start)
    assert flipped.hands == [start.hands[1], start.hands[0]]
    assert flipped.to_move == 0 and flipped.waste == start.waste
    assert mirrored(flipped).hands == start.hands and mirrored(flipped).to_move == 1
