"""A drawer that lies about the cards it drew one by one is caught, with a reason that
names the lie: at once when the rules refuse its word whatever the cards (it stops asking
before its draw is over) or when the card is seen (it plays it: its key opens it), at the
latest when the deal is revealed. No joint record comes of that game, and the game as the
liar told it does not verify as its win."""

from __future__ import annotations

import pytest

from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.net.mental_deck import check_transcript
from dirty7.net.peer import Peer
from dirty7.net.shared_table import deal_deck
from dirty7.rules import PRESETS, format_position
from dirty7.rules.cards import CARDS
from tests.support import hostile_drawer as liars
from tests.support.net_game import play

#: Games to play until the liar has had its chance (a fresh shuffle may give none).
TRIES = 20
LIED = "it lied about its draw"


def _caught(liar_cls, rules: str, *, as_host: bool = False):
    """The honest side's reason, once the liar has lied; both peers."""
    for _game in range(TRIES):
        classes = (liar_cls, Peer) if as_host else (Peer, liar_cls)
        host, guest, host_peer, guest_peer = play(*classes, variant=PRESETS[rules])
        (honest, liar), (honest_peer, liar_peer) = (
            ((guest, host), (guest_peer, host_peer)) if as_host
            else ((host, guest), (host_peer, guest_peer)))
        if liar_peer.lie is None:  # no chance this game: both finished honestly
            assert honest.ok and liar.ok, (honest.reason, liar.reason)
            continue
        assert not honest.ok and honest.record is None, honest.reason
        assert not liar.ok and liar.record is None
        _not_the_liars_win(honest_peer, liar_peer)
        return honest.reason, liar_peer
    raise AssertionError(f"{TRIES} games without a chance for {liar_cls.__name__} to lie")


def _not_the_liars_win(honest_peer, liar_peer) -> None:
    """The game as the liar told it — the moves the honest side took, its lying draw among
    them — on the true deal: it does not verify, or not as the liar's win."""
    sides = sorted((honest_peer, liar_peer), key=lambda peer: peer.me)
    deck = check_transcript(sides[0].secrets, sides[1].secrets,
                            tuple(honest_peer.commitments), honest_peer.decks,
                            honest_peer.cards)
    start = deal_deck(deck, honest_peer.first, honest_peer.variant)
    moves = list(honest_peer.moves)
    if len(moves) == liar_peer.lie[0]:  # stopped at the lie: its draw was never made
        moves.append("draw")
    record = GameRecord(start=format_position(start), first=honest_peer.first,
                        variant=honest_peer.variant, moves=moves,
                        players=["human", "human"], seeds=[None, None])
    verdict = verify(record)
    assert verdict.failure is not None or record.replay().winner != liar_peer.me


@pytest.mark.parametrize("rules", ["crazy-eights", "mau-mau"])
def test_saying_fit_for_a_card_that_does_not_fit_is_caught_when_it_is_played(rules):
    reason, liar = _caught(liars.ClaimsAFit, rules)
    card = CARDS[liar.lie[2]]
    assert f"said the card it drew fits ('fit'), but that card, {card}" in reason
    assert "did not fit the waste" in reason and LIED in reason


@pytest.mark.parametrize("as_host", [False, True])
def test_saying_fit_and_keeping_the_card_is_caught_when_the_card_is_seen(as_host):
    """Mau-Mau: the drawn card kept, so only its key, when it is played, or the reveal
    shows it."""
    reason, liar = _caught(liars.ClaimsAFitAndKeepsIt, "mau-mau", as_host=as_host)
    assert f"at move {liar.lie[0] + 1} it said the card it drew fits ('fit'), " in reason
    assert f"that card, {CARDS[liar.lie[2]]}, did not fit" in reason


@pytest.mark.parametrize("as_host", [False, True])
def test_keeping_a_card_that_fits_is_caught_when_the_card_is_seen(as_host):
    """Mau-Mau: ``drew`` said for a card that fits; the liar plays on as if it had kept
    it."""
    reason, liar = _caught(liars.KeepsAFit, "mau-mau", as_host=as_host)
    assert f"at move {liar.lie[0] + 1} it said the card it drew did not fit ('drew')" in reason
    assert f"that card, {CARDS[liar.lie[2]]}, fitted the waste" in reason


def test_keeping_a_card_that_fits_in_a_draw_until_is_refused_at_once():
    """Crazy Eights: ``drew`` with hidden cards left ends no draw until a card fits."""
    reason, _liar = _caught(liars.KeepsAFit, "crazy-eights")
    assert "it stopped drawing ('drew') after" in reason and LIED in reason


def test_stopping_before_the_draw_is_over_is_refused_at_once():
    reason, liar = _caught(liars.StopsEarly, "crazy-eights")
    assert f"at move {liar.lie[0] + 1} it stopped drawing ('drew') after" in reason
    assert "a draw ends only on a card that fits or when the stock runs out" in reason
