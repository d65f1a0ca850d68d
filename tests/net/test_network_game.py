"""Two programs play a whole game to the end over the network protocol: in one process over
an in-memory pipe, over a direct websocket and through a relay on 127.0.0.1. Both end with
the same joint record, which ``dirty7 verify`` accepts."""

from __future__ import annotations

import json

import pytest

from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.rules import Variant
from tests.support.net_game import play


def _check_both(host_outcome, guest_outcome, finished=True):
    assert host_outcome.ok, host_outcome.reason
    assert guest_outcome.ok, guest_outcome.reason
    assert host_outcome.record == guest_outcome.record
    assert host_outcome.winner == guest_outcome.winner
    assert (host_outcome.winner in (0, 1)) == finished
    record = GameRecord.from_dict(json.loads(json.dumps(host_outcome.record)))
    verdict = verify(record, host_outcome.record)
    assert verdict.failure is None, verdict.failure
    return record


@pytest.mark.parametrize("via", ["pipe", "direct", "relay"])
def test_medium_against_medium_plays_to_the_end_and_both_records_verify(via):
    host, guest, host_peer, _ = play(via=via)
    record = _check_both(host, guest)
    assert record.replay().is_over
    assert record.moves == host_peer.moves
    assert record.players == ["medium", "medium"]


def test_the_guest_plays_the_hosts_variant_and_start():
    variant = Variant(seven_stack=True)
    host, guest, _, guest_peer = play(variant=variant, first=1)
    record = _check_both(host, guest)
    assert guest_peer.variant.seven_stack and guest_peer.first == 1
    assert record.variant.seven_stack and record.initial_position().to_move == 1


def test_each_side_names_the_other():
    _, _, host_peer, guest_peer = play()
    assert (host_peer.other_name, guest_peer.other_name) == ("Bob", "Ann")


def test_a_move_limit_ends_the_game_unfinished_yet_checked():
    host, guest, host_peer, _ = play(move_limit=6)
    record = _check_both(host, guest, finished=False)
    assert len(record.moves) == 6 and not record.replay().is_over


@pytest.mark.parametrize("game", range(8))
def test_many_deals_play_through(game):
    """Different shuffles reach draws of four, refilled stocks and Jacks: all check out."""
    host, guest, _, _ = play()
    _check_both(host, guest)


def test_the_joint_record_carries_the_deal_so_anyone_can_check_it_again():
    from dirty7.net.mental_deck import DeckSecrets, check_transcript
    from dirty7.net.shared_table import deal_deck
    from dirty7.rules import format_position

    host, guest, _, _ = play()
    network = host.record["network"]
    secrets = [DeckSecrets.from_dict(s) for s in network["secrets"]]
    deck = check_transcript(secrets[0], secrets[1],
                            tuple(bytes.fromhex(c) for c in network["commitments"]),
                            [[bytes.fromhex(p) for p in d] for d in network["decks"]])
    record = GameRecord.from_dict(host.record)
    assert format_position(deal_deck(deck, record.first, record.variant)) == record.start
