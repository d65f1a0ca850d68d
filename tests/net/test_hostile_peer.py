"""A hostile program at the other end is caught, never obeyed: each cheat or misbehaviour
ends the game on the honest side with a plain reason, and the honest side never crashes
or hangs. A control test shows the honest peer is accepted."""

from __future__ import annotations

import pytest

from dirty7.net.messages import message
from dirty7.net.peer import Peer
from dirty7.net.secure_channel import MAX_FRAME
from dirty7.rules import PRESETS
from tests.support import hostile_peer as hostile
from tests.support.net_game import SHORT_TIMEOUT, play

#: The rules of each deck a deal shuffles: all 52 cards, and Mau-Mau's 32.
DECKS = pytest.mark.parametrize("rules", ["dirty-seven", "mau-mau"])


def _honest_side_stops(cheat, *, as_host=False, **options):
    """Play the honest peer against ``cheat``; the honest side's outcome."""
    if as_host:
        cheat_outcome, honest, _, _ = play(cheat, Peer, **options)
    else:
        honest, cheat_outcome, _, _ = play(Peer, cheat, **options)
    assert not honest.ok and honest.record is None
    assert not cheat_outcome.ok  # it was told, and stopped too
    return honest.reason


@DECKS
def test_control_the_honest_peer_is_accepted(rules):
    host, guest, _, _ = play(Peer, Peer, variant=PRESETS[rules])
    assert host.ok and guest.ok and host.reason is None


@pytest.mark.parametrize("as_host", [False, True])
def test_an_illegal_move_is_refused_at_once(as_host):
    reason = _honest_side_stops(hostile.IllegalMove, as_host=as_host)
    assert "which the rules refuse" in reason


def test_a_card_it_does_not_hold_is_refused():
    assert "a card it does not hold" in _honest_side_stops(hostile.CardNotHeld)


def test_a_stock_card_it_does_not_hold_is_refused():
    reason = _honest_side_stops(hostile.StockCardNotHeld)
    assert "which it does not hold" in reason


@DECKS
def test_a_wrong_key_in_the_deal_is_a_wrong_decryption_share(rules):
    reason = _honest_side_stops(hostile.WrongDealShare, variant=PRESETS[rules])
    assert "wrong decryption share" in reason


def test_a_wrong_key_for_a_drawn_card_is_a_wrong_decryption_share():
    """Caught on the honest side's first draw from the original stock (a rare game has none:
    then there was nothing to forge, and another game is played)."""
    for _ in range(10):
        honest, _, _, _ = play(Peer, hostile.WrongDrawShare)
        if not honest.ok:
            assert "wrong decryption share" in honest.reason
            return
    raise AssertionError("ten games without one draw from the original stock")


@DECKS
def test_a_wrong_key_for_a_played_card_is_a_wrong_decryption_share(rules):
    reason = _honest_side_stops(hostile.WrongPlayShare, variant=PRESETS[rules])
    assert "wrong decryption share" in reason


@DECKS
@pytest.mark.parametrize("as_host", [False, True])
def test_revealing_another_shuffle_than_committed_is_caught(as_host, rules):
    reason = _honest_side_stops(hostile.RevealsOtherShuffle, as_host=as_host,
                                variant=PRESETS[rules])
    assert "not the ones it committed to" in reason


@DECKS
@pytest.mark.parametrize("as_host", [False, True])
def test_shuffling_with_another_shuffle_than_committed_is_caught(as_host, rules):
    reason = _honest_side_stops(hostile.ShufflesOtherThanCommitted, as_host=as_host,
                                variant=PRESETS[rules])
    assert "does not follow from its revealed shuffle and keys" in reason


@DECKS
@pytest.mark.parametrize("as_host", [False, True])
def test_dealing_with_other_keys_than_it_locked_with_is_caught_at_once(as_host, rules):
    reason = _honest_side_stops(hostile.KeysOtherThanShuffled, as_host=as_host,
                                variant=PRESETS[rules])
    assert "wrong decryption share" in reason


@pytest.mark.parametrize("as_host", [False, True])
def test_a_52_card_stage_in_a_32_card_game_is_refused_with_its_size(as_host):
    reason = _honest_side_stops(hostile.FullDeckStage, as_host=as_host,
                                variant=PRESETS["mau-mau"])
    assert "its deck has 52 cards, not 32" in reason


def test_a_card_the_32_card_deck_lacks_is_a_forged_deck():
    """Caught when the honest side opens one (its hand or the up-card), else when the
    first stage is recomputed at the reveal."""
    reason = _honest_side_stops(hostile.StrangersInTheDeck, as_host=True,
                                variant=PRESETS["mau-mau"])
    assert "(a forged deck)" in reason or "host's deck at stage 1 does not follow" in reason


def test_a_draw_while_holding_a_playable_card_is_caught_when_the_keys_are_shown():
    reason = _honest_side_stops(hostile.DrawsWhenItCouldPlay)
    assert "on the revealed deal" in reason and "by the other player was illegal" in reason


class _Garbage(hostile.RawFrames):
    frames = staticmethod(lambda peer: [peer.channel._sent.to_bytes(8, "big") + b"\x01" * 40])


class _Huge(hostile.RawFrames):
    frames = staticmethod(lambda peer: [b"\x00" * (MAX_FRAME + 1)])


class _Replayed(hostile.RawFrames):
    frames = staticmethod(lambda peer: [peer.channel.received_frames[1]])


class _Skipped(hostile.RawFrames):
    frames = staticmethod(lambda peer: [(peer.channel._sent + 5).to_bytes(8, "big")
                                        + b"\x00" * 40])


class _Text(hostile.RawFrames):
    frames = staticmethod(lambda peer: ["a text frame"])


class _NotJson(hostile.SealsWith):
    plaintexts = staticmethod(lambda peer: [b"{not json"])


class _Deep(hostile.SealsWith):
    plaintexts = staticmethod(lambda peer: [b"[" * 5000 + b"]" * 5000])


class _BadField(hostile.SealsWith):
    plaintexts = staticmethod(lambda peer: [hostile.json_bytes(
        {"v": 1, "type": "move", "ply": "seven", "move": "7H", "pos": None, "key": None})])


class _Endless(hostile.SealsWith):
    """A flood of well-formed messages of the wrong kind."""
    plaintexts = staticmethod(lambda peer: [hostile.json_bytes(
        message("commit", digest="0" * 64))] * 1000)


class _OtherVersion(hostile.SealsWith):
    plaintexts = staticmethod(lambda peer: [hostile.json_bytes(
        {"v": 2, "type": "move", "ply": 0, "move": "draw", "pos": None, "key": None})])


@pytest.mark.parametrize("cheat, words", [
    (_Garbage, "did not authenticate"),
    (_Huge, "at most 65536"),
    (_Replayed, "out of order or replayed"),
    (_Skipped, "out of order or replayed"),
    (_Text, "text frame"),
    (_NotJson, "not JSON"),
    (_Deep, "not JSON"),
    (_BadField, "bad 'ply'"),
    (_Endless, "where a 'move' was due"),
    (_OtherVersion, "another version"),
])
def test_malformed_huge_endless_and_out_of_order_messages_are_refused(cheat, words):
    assert words in _honest_side_stops(cheat, timeout=5.0)


def test_a_silent_peer_is_given_up_on():
    reason = _honest_side_stops(hostile.Silent, timeout=SHORT_TIMEOUT)
    assert "sent nothing" in reason and "silent" in reason


def test_the_honest_side_keeps_the_evidence():
    honest, _, _, _ = play(Peer, hostile.IllegalMove)
    assert honest.received and honest.received[-1]["type"] == "move"
