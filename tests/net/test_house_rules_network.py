"""A network game plays the host's rules: the guest learns them in the hello, the game is
dealt and played by them (a draw until a card fits, a drawn card played at once, the
last-card call and its cost told card by card), and the joint record verifies by them. A
32-card set (Mau-Mau) is shuffled and dealt from its own 32 cards, named to the guest
before the deal."""

from __future__ import annotations

import dataclasses
import json

import pytest

from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.net.record_check import check_network
from dirty7.rules import PRESETS, Variant, rules_of
from tests.support.net_game import MOVE_LIMIT, play

#: Mau-Mau's turn rules on 52 cards, six each, the up-card acting: every house switch the
#: network tells card by card.
CALLED = dataclasses.replace(PRESETS["mau-mau"], deck=52, hand_size=6, first_effect=True,
                             last_card=2)


def _verified(host, guest, variant: Variant) -> GameRecord:
    assert host.ok, host.reason
    assert guest.ok, guest.reason
    assert host.record == guest.record
    record = GameRecord.from_dict(json.loads(json.dumps(host.record)))
    assert record.variant.play_rules() == variant.play_rules()
    verdict = verify(record, host.record)
    assert verdict.failure is None, verdict.failure
    return record


@pytest.mark.parametrize("first", [0, 1])
def test_a_crazy_eights_game_between_two_programs_verifies(first):
    variant = PRESETS["crazy-eights"]
    for _game in range(4):  # the shuffle is fresh each time: a game may need no draw
        host, guest, _host_peer, guest_peer = play(variant=variant, first=first)
        record = _verified(host, guest, variant)
        assert guest_peer.variant == variant
        if len(record.moves) == MOVE_LIMIT:
            continue  # the two Mediums went round in circles: stopped, verified, not over
        assert record.replay().is_over
        if "draw" in record.moves:
            return
    raise AssertionError("four games without a draw: drawing until a card fits is untried")


@pytest.mark.parametrize("first", [0, 1])
def test_a_custom_set_with_the_call_and_a_drawn_card_played_at_once_verifies(first):
    host, guest, host_peer, _guest_peer = play(variant=CALLED, first=first)
    record = _verified(host, guest, CALLED)
    assert record.initial_position().hand_size(0) == 6
    assert "call" in record.moves or "pass" in record.moves


def forgetful(view):
    """Never calls "last card": each play of a next-to-last card costs the call's cards."""
    moves = [m for m in view.legal_moves if not m.is_call]
    plays = [m for m in moves if m.is_play]
    return (plays or moves)[0]


@pytest.mark.parametrize("seat", ["host", "guest"])
def test_a_forgotten_call_costs_cards_told_to_the_one_who_forgot(seat):
    from dirty7.net.peer import Peer

    class Forgetful(Peer):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **{**kwargs, "chooser": forgetful,
                                       "player": ("human", None)})

    classes = {"host_cls": Forgetful} if seat == "host" else {"guest_cls": Forgetful}
    host, guest, _, _ = play(variant=CALLED, **classes)
    record = _verified(host, guest, CALLED)
    position, costs = record.initial_position(), 0
    for text in record.moves:
        before = position.hand_size(position.to_move)
        mover = position.to_move
        position.push(position.legal_moves()[[str(m) for m in position.legal_moves()]
                                             .index(text)])
        costs += before == 2 and position.hand_size(mover) > 1
    assert costs >= 1


def test_a_dirty_seven_game_sends_what_it_always_sent():
    host, guest, host_peer, _ = play()
    assert host.ok and guest.ok
    words = {m["move"] for m in host.received if m["type"] == "move"}
    assert not words & {"fit", "drew", "call"}


@pytest.mark.parametrize("first", [0, 1])
def test_a_mau_mau_game_between_two_programs_plays_to_the_end_and_verifies(first):
    variant = PRESETS["mau-mau"]
    host, guest, host_peer, guest_peer = play(variant=variant, first=first)
    record = _verified(host, guest, variant)
    assert record.replay().is_over
    start = record.initial_position()
    assert start.hand_size(0) == start.hand_size(1) == 5
    assert start.universe == rules_of(variant).deck_mask
    assert len(host.record["network"]["decks"][0]) == 32
    ok, detail = check_network(json.loads(json.dumps(host.record)))  # dirty7 verify's check
    assert ok, detail


def test_the_guest_sees_mau_mau_before_the_deal():
    from dirty7.net.host_rules import variant_words
    from dirty7.net.peer import Peer

    shown = []

    class Asks(Peer):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.consent = self.ask

        async def ask(self):
            shown.append((variant_words(self.variant), len(self.decks)))

    host, guest, _, _ = play(guest_cls=Asks, variant=PRESETS["mau-mau"])
    assert host.ok and guest.ok
    [(words, decks_then)] = shown
    assert words.startswith("Mau-Mau (") and "32" in words and decks_then == 0
