"""What a player who plays by ear hears: one short sentence for each thing a sighted player
would notice, in the game log's words, never naming a card the player may not know."""

from __future__ import annotations

import re

import pytest

from dirty7.ai.registry import create_strategy
from dirty7.game.announcer import Announcer
from dirty7.game.controller import Game
from dirty7.game.narration import RANK_WORDS, describe, spoken_text
from dirty7.rules import (
    SUIT_NAMES,
    apply_move_with_events,
    deal,
    make_card,
    parse_position,
)


def heard(text: str, move: str, seat: int = 0) -> str:
    return Announcer(seat).move(apply_move_with_events(parse_position(text), move)[1])


def test_the_deal_names_my_cards_the_up_card_and_whose_turn():
    view = parse_position("7H2C/KD4D/5H/4C 0 n H").view(0)
    assert Announcer().deal(view) == (
        "New game. You have 2 cards: Two of clubs, Seven of hearts. "
        "The up-card is the Five of hearts. Your turn: play a matching card or a Jack.")


def test_a_jack_up_card_says_its_suit():
    view = parse_position("7H2C/KD4D/JS/4C 1 n S").view(0)
    assert Announcer().deal(view).endswith(
        "The up-card is the Jack of spades. The suit is spades. Computer's turn.")


def test_the_computers_seven_asks_me_to_answer():
    assert heard("2C/7CKD/5C/4C 1 n C", "7C") == (
        "Computer played the Seven of clubs — answer with a Seven or draw 4.")


def test_my_play_is_told_too():
    assert heard("9H2C/KD/5H/4C 0 n H", "9H") == "You played the Nine of hearts."


def test_the_suit_a_jack_named():
    assert heard("KD/JS2D/5H/QD 1 n H", "JS>C") == (
        "Computer played the Jack of spades and named clubs.")


def test_my_draw_names_my_cards():
    assert heard("5H9C/KD/3S/4S8D 0 n S", "draw") == "You drew 1 card: Four of spades."


def test_the_other_draw_is_only_counted_even_from_the_known_stock():
    text = heard("9H4H/2CKS/QDAC5H7H/3D8S 1 7 H", "draw")
    assert text.startswith("Computer drew 4 cards.")
    assert "Queen" not in text and "Ace" not in text
    # the game log, for the eye, still lists what was seen
    log = describe(apply_move_with_events(
        parse_position("9H4H/2CKS/QDAC5H7H/3D8S 1 7 H"), "draw")[1])
    assert "(seen: Q♦, A♣)" in log[0]


def test_a_refill_is_told():
    text = heard("9H4H/2CKS/QDAC5H7H/3D8S 1 7 H", "draw")
    assert "The waste was turned over: 3 cards make a new stock." in text


def test_a_pass():
    assert heard("9H2C/KD/5H3H/4C 0 3 H", "pass") == "You passed."


def test_whose_turn_it_is_and_what_is_asked():
    announcer = Announcer()
    assert announcer.turn(parse_position("7C2D/9H4H/5H7H/QD 0 7 H").view(0)) == (
        "Answer the Seven: play your Seven.")
    assert announcer.turn(parse_position("2D/9H4H/5H7H/QD 0 7 H").view(0)) == (
        "Answer the Seven: you have no Seven, draw 4.")
    assert announcer.turn(parse_position("2D/9H4H/5H/QD 0 n H").view(0)) == (
        "Your turn: no card fits, draw a card.")
    assert announcer.turn(parse_position("2D/9H4H/5H/QD 1 n H").view(0)) == "Computer's turn."


def test_the_result_ends_the_last_move():
    assert heard("7H/KD4D/5H/4C 0 n H", "7H") == (
        "You played the Seven of hearts and won the game! Game over. You win!")
    assert Announcer().result(1) == "Game over. Computer wins."


def test_a_refusal_speaks_its_reason_in_words():
    assert Announcer().refused("7♥ does not match ♠") == "Seven of hearts does not match spades"
    assert spoken_text("10♦") == "Ten of diamonds"


def test_repeat_says_the_last_announcement_again():
    announcer = Announcer()
    assert announcer.repeat() == "Nothing said yet."
    said = announcer.focus(int(make_card(6, 2)), playable=True)
    assert said == "Seven of hearts, playable"
    assert announcer.repeat() == said
    assert announcer.repeat() == said


# --- privacy: what is heard is what the player may know ----------------------------------------
_CARD_WORDS = re.compile(rf"({'|'.join(RANK_WORDS)}) of ({'|'.join(SUIT_NAMES)})")


def spoken_cards(text: str) -> set[int]:
    return {int(make_card(RANK_WORDS.index(r), SUIT_NAMES.index(s)))
            for r, s in _CARD_WORDS.findall(text)}


@pytest.mark.parametrize(("spec", "seed"), [("easy", 1), ("medium", 2), ("easy", 3),
                                            ("medium", 4)])
def test_never_a_card_of_the_other_hand_or_the_stock(spec, seed):
    """Every card named, at every move of whole games, is in my hand or has been on the
    waste: the other's hand and the stock (the recycled part too) are never spoken."""
    game = Game([create_strategy(spec, seed), create_strategy("medium", seed + 50)],
                seed=seed, first=seed % 2)
    announcer = Announcer(0)
    public = {int(game.position.top_card)}
    said = [announcer.deal(game.view(0))]
    checked = 0
    while not game.is_over:
        _, events = game.step()
        view = game.view(0)
        public |= {int(c) for c in view.waste}
        said = [announcer.move(events), announcer.turn(view), announcer.table(view),
                announcer.counts(view), announcer.hand([int(c) for c in view.hand])]
        mine = {int(c) for c in view.hand}
        for text in said:
            secret = spoken_cards(text) - mine - public
            assert not secret, f"{text!r} names {secret}"
            checked += len(spoken_cards(text))
    assert checked > 20  # the check saw cards named


def test_the_privacy_check_can_fail():
    """A view of the other seat would name its cards: the check above would catch it."""
    position = deal(5)
    other = Announcer(1).hand([int(c) for c in position.view(1).hand])
    mine = {int(c) for c in position.view(0).hand}
    assert spoken_cards(other) - mine - {int(position.top_card)}
