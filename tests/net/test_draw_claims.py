"""The claims of a draw told card by card: each word is a claim about one card, a false one
is named when the card is seen, and an end the rules never allow is refused at once."""

from __future__ import annotations

import types

import pytest

from dirty7.net.draw_claims import DrawClaim, check_opened, check_revealed, claim_draw
from dirty7.net.messages import ProtocolError
from dirty7.rules import PRESETS, Card, parse_position

#: North to move with no Club, no Ten and no wild card, waste 10♣, three cards in stock.
START = "THKSQH/9DKD/TC/QDAC8S 1 n C"


def _table(rules: str):
    position = parse_position(START, variant=PRESETS[rules])
    return types.SimpleNamespace(position=position, claims={})


def _card(text: str) -> int:
    return int(Card.parse(text))


def test_a_true_claim_is_no_lie_and_a_false_one_names_the_card_and_the_move():
    fits = _table("crazy-eights").position.rules.match[_card("TC")][0]
    said_fit = DrawClaim(ply=4, fits=fits, said_fits=True, word="fit")
    assert said_fit.lie(_card("AC")) is None
    assert said_fit.lie(_card("QD")) == ("at move 5 it said the card it drew fits ('fit'), "
                                         "but that card, QD, did not fit the waste: it lied "
                                         "about its draw")
    kept = DrawClaim(ply=4, fits=fits, said_fits=False, word="drew")
    assert kept.lie(_card("QD")) is None
    assert "did not fit ('drew'), but that card, AC, fitted the waste" in kept.lie(_card("AC"))


@pytest.mark.parametrize("rules", ["crazy-eights", "mau-mau"])
def test_each_card_of_a_draw_is_a_claim_checked_when_it_is_opened(rules):
    table = _table(rules)
    given = [49, 50] if rules == "crazy-eights" else [49]
    claim_draw(table, 6, given, [49, 50, 51], "fit")
    assert [table.claims[p].said_fits for p in given] == [False] * (len(given) - 1) + [True]
    check_opened(table, given[-1], _card("AC"))  # a Club: the claim was true
    with pytest.raises(ProtocolError, match="at move 7 .* fits \\('fit'\\), but that card, QD"):
        check_opened(table, given[-1], _card("QD"))
    check_opened(table, 12, _card("QD"))  # no claim on a dealt card


def test_the_reveal_names_the_first_lie_in_the_order_of_the_draws():
    table = _table("crazy-eights")
    claim_draw(table, 8, [50], [50, 51], "fit")
    claim_draw(table, 2, [49], [49, 50, 51], "fit")
    deck = list(range(52))
    deck[49], deck[50] = _card("QD"), _card("KD")
    with pytest.raises(ProtocolError, match="at move 3 "):
        check_revealed(table, deck)


def test_stopping_a_draw_until_with_hidden_cards_left_is_refused_at_once():
    table = _table("crazy-eights")
    with pytest.raises(ProtocolError, match="after 1 of the stock's 3 hidden cards"):
        claim_draw(table, 6, [49], [49, 50, 51], "drew")
    claim_draw(table, 6, [49, 50, 51], [49, 50, 51], "drew")  # the stock ran out: allowed
    claim_draw(_table("mau-mau"), 6, [49], [49, 50, 51], "drew")  # one card: allowed


def test_a_fit_with_no_hidden_card_drawn_is_refused_at_once():
    with pytest.raises(ProtocolError, match="it drew no hidden card"):
        claim_draw(_table("mau-mau"), 6, [], [], "fit")
