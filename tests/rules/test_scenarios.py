"""One scenario per row and special-card rule of RULES.md, written as positions."""

import pytest

from dirty7.rules import (
    CardDrawn,
    CardPlayed,
    GameOver,
    IllegalMoveError,
    NextTurn,
    StockRefilled,
    SuitNamed,
    apply_move,
    card_points,
    deal,
    explain_illegal,
    parse_move,
    parse_position,
)
from tests.support.rules import after, events_of, moves_of

# --- phase n: normal -----------------------------------------------------------------


def test_normal_matches_rank_or_suit_and_jacks_are_wild():
    assert moves_of("5H5C9CJD2S/KD/3H/4C 0 n H") == {"5H", "JD>C", "JD>D", "JD>H", "JD>S"}


def test_normal_draw_only_when_nothing_can_be_played():
    text = "5H9C/KD/3S/4C8D 0 n S"
    assert moves_of("5S9C/KD/3S/4C8D 0 n S") == {"5S"}
    assert moves_of(text) == {"draw"}
    with pytest.raises(IllegalMoveError, match="You have a card to play"):
        apply_move(parse_position("5S9C/KD/3S/4C8D 0 n S"), "draw")


def test_drawing_ends_the_turn_and_the_drawn_card_is_not_played():
    # the drawn 4S would match, but the turn still passes
    assert after("5H9C/KD/3S/4S8D 0 n S", "draw") == "9C5H4S/KD/3S/8D 1 n S"
    position = apply_move(parse_position("5H9C/KD/3S/4S8D 0 n S"), "draw")
    assert position.to_move == 1 and position.phase == "n"
    assert {str(c) for c in position.hand(0)} == {"5H", "9C", "4S"}
    assert [str(c) for c in position.stock] == ["8D"]


def test_plain_card_passes_the_turn_in_phase_n():
    assert after("5H9C/KD/3H/4C 0 n H", "5H") == "9C/KD/3H5H/4C 1 n H"


# --- phase 3: after a Three ----------------------------------------------------------------


def test_three_gives_the_same_player_an_extra_play():
    assert after("3H9H2C/KD/5H/4C 0 n H", "3H") == "2C9H/KD/5H3H/4C 0 3 H"


def test_after_three_play_matching_card_jack_or_pass_never_draw():
    assert moves_of("9H3CJS2D/KD/5H3H/4C 0 3 H") == {"9H", "3C", "JS>C", "JS>D", "JS>H",
                                                     "JS>S", "pass"}
    assert moves_of("2D9C/KD/5H3H/4C 0 3 H") == {"pass"}
    reason = explain_illegal(parse_position("2D9C/KD/5H3H/4C 0 3 H"), "draw")
    assert reason == "After a Three, play another card or pass"


def test_pass_is_allowed_with_a_playable_card_and_ends_the_turn():
    assert after("9H2C/KD/5H3H/4C 0 3 H", "pass") == "2C9H/KD/5H3H/4C 1 n H"


def test_pass_is_only_for_phase_three():
    with pytest.raises(IllegalMoveError, match="only after playing a Three"):
        apply_move(parse_position("9H2C/KD/5H/4C 0 n H"), "pass")


# --- phase a: after an Ace -----------------------------------------------------------------


def test_ace_makes_the_same_player_move_again():
    assert after("AH9H2C/KD/5H/4C 0 n H", "AH") == "2C9H/KD/5HAH/4C 0 a H"


def test_after_ace_play_or_draw_only_when_nothing_matches():
    assert moves_of("9H2C/KD/5HAH/4C 0 a H") == {"9H"}
    assert moves_of("2C9D/KD/5HAH/4C8S 0 a H") == {"draw"}
    assert after("2C9D/KD/5HAH/4C8S 0 a H", "draw") == "2C4C9D/KD/5HAH/8S 1 n H"


# --- phase 7: a Seven to answer -------------------------------------------------------------


def test_seven_makes_the_opponent_answer():
    assert after("7H2C/KD4D/5H/4C 0 n H", "7H") == "2C/4DKD/5H7H/4C 1 7 H"


def test_rulebook_example_must_play_a_seven_and_no_jack():
    text = "7C2DKS/9H4H/5H7H/QDAC 0 7 H"
    assert moves_of(text) == {"7C"}
    assert moves_of("JC2DKS/9H4H/5H7H/QDAC 0 7 H") == {"draw"}
    assert explain_illegal(parse_position("7CJC2D/9H4H/5H7H/QDAC 0 7 H"), "JC>H") == (
        "J♣ cannot answer the Seven: play your Seven")
    assert explain_illegal(parse_position("7CJC2D/9H4H/5H7H/QDAC 0 7 H"), "draw") == (
        "You have a Seven: play your Seven to answer the Seven")


def test_without_a_seven_a_refused_card_says_how_many_to_draw():
    assert explain_illegal(parse_position("JC2D/9H4H/5H7H/QDAC 0 7 H"), "2D") == (
        "2♦ cannot answer the Seven: you have no Seven, draw 4")
    assert explain_illegal(parse_position("JC2D/9H4H/5H7D7H/QDAC 0 7:8 H"), "JC>H") == (
        "J♣ cannot answer the Seven: you have no Seven, draw 8")


def test_without_a_seven_draw_four_then_the_opponent_plays_normally_on_it():
    text = "2CKS/9H4H/5H7H/QDAC3D4D8S 0 7 H"
    result = parse_position(after(text, "draw"))
    assert {str(c) for c in result.hand(0)} == {"2C", "KS", "QD", "AC", "3D", "4D"}
    assert result.to_move == 1 and result.phase == "n" and result.active_suit == 2
    assert [str(c) for c in result.stock] == ["8S"]
    assert moves_of(str(result)) == {"9H", "4H"}


def test_sevens_back_and_forth_the_penalty_stays_four():
    position = parse_position("7C2D/7S4H/5H7H/QDACKC3D4D5D6D8D9D 0 7 H")
    position = apply_move(position, "7C")
    assert str(position).endswith(" 1 7 C") and position.pending_draw == 4
    position = apply_move(position, "7S")
    position = apply_move(position, "draw")
    assert position.hand_size(0) == 1 + 4


def test_seven_stack_variant_adds_four_per_seven():
    position = parse_position("7C2D/7S4H/5H7H/QDACKC3D4D5D6D8D9D 0 7 H", seven_stack=True)
    position = apply_move(position, "7C")
    assert str(position).split()[2] == "7:8"
    position = apply_move(position, "7S")
    assert str(position).split()[2] == "7:12"
    position = apply_move(position, "draw")
    # 9 stock cards, then the refilled waste (5H 7H 7C) supplies the last three
    assert position.hand_size(0) == 1 + 12
    assert position.stock_size == 0 and [str(c) for c in position.waste] == ["7S"]


def test_seven_count_notation_round_trips_and_implies_the_variant():
    position = parse_position("7C2D/9H4H/5H7H/QDAC3D4D5D6D8D9D 0 7:8 H")
    assert position.seven_stack and position.pending_draw == 8
    assert str(position) == "7C2D/4H9H/5H7H/QDAC3D4D5D6D8D9D 0 7:8 H"


# --- Jacks ---------------------------------------------------------------------------------


def test_jack_names_a_suit_and_the_opponent_moves_normally():
    events = events_of("JS2D/9H4C/5H/QD 0 n H", "JS>C")
    assert SuitNamed(0, 0) in events
    assert after("JS2D/9H4C/5H/QD 0 n H", "JS>C") == "2D/4C9H/5HJS/QD 1 n C"
    assert moves_of("2D/4C9H/5HJS/QD 1 n C") == {"4C"}


def test_a_jack_may_name_its_own_suit():
    assert after("JS2D/9H4C/5H/QD 0 n H", "JS>S").endswith(" 1 n S")


def test_a_jack_that_is_not_the_last_card_must_name_a_suit():
    assert explain_illegal(parse_position("JS2D/9H4C/5H/QD 0 n H"), "JS") == (
        "Name a suit for the Jack")


def test_a_last_card_jack_names_no_suit_and_wins():
    assert moves_of("JS/9H4C/5H/QD 0 n H") == {"JS"}
    assert after("JS/9H4C/5H/QD 0 n H", "JS") == "-/4C9H/5HJS/QD 0 - S"
    with pytest.raises(IllegalMoveError, match="names no suit"):
        apply_move(parse_position("JS/9H4C/5H/QD 0 n H"), "JS>H")


# --- the last card's effect applies ---------------------------------------------------------


def test_seven_after_a_three_must_still_be_answered():
    assert after("7H2C/KD4D/5H3H/4C 0 3 H", "7H") == "2C/4DKD/5H3H7H/4C 1 7 H"


def test_three_after_an_ace_gives_the_option_again():
    assert after("3H2C/KD4D/5HAH/4C 0 a H", "3H") == "2C/4DKD/5HAH3H/4C 0 3 H"


def test_ace_after_a_three_moves_again_without_pass():
    assert moves_of(after("AH2H/KD4D/5H3H/4C 0 3 H", "AH")) == {"2H"}


# --- the starting up-card has no effect -----------------------------------------------------


def _seed_with_up_rank(rank: int) -> int:
    return next(s for s in range(10_000) if deal(s).top_card.rank == rank)


@pytest.mark.parametrize("rank", [2, 0, 6])
def test_special_up_card_has_no_effect(rank):
    position = deal(_seed_with_up_rank(rank))
    assert position.phase == "n" and position.to_move == 0
    assert position.active_suit == position.top_card.suit


def test_jack_up_card_asks_for_its_own_suit():
    position = deal(_seed_with_up_rank(10))
    assert position.active_suit == position.top_card.suit and position.phase == "n"


# --- setup ---------------------------------------------------------------------------------


def test_deal_seven_each_alternating_from_the_non_starter():
    events: list = []
    position = deal(42, first=1, events=events)
    seats = [e.seat for e in events[:14]]
    assert seats == [0, 1] * 7
    assert position.hand_size(0) == position.hand_size(1) == 7
    assert len(position.waste) == 1 and position.stock_size == 37
    assert position.to_move == 1
    other: list = []
    deal(42, first=0, events=other)
    assert [e.seat for e in other[:14]] == [1, 0] * 7


def test_same_seed_same_deal_other_seed_other_deal():
    assert str(deal(7)) == str(deal(7))
    assert str(deal(7)) != str(deal(8))


# --- drawing and the empty stock ------------------------------------------------------------


def test_stock_refills_after_the_last_card_is_drawn_earliest_discard_on_top():
    result = after("2C9D/KD4D/5S6H8H/4S 0 n H", "draw")
    # the stock emptied: every waste card but 8H is turned over, 5S first
    assert result == "2C9D4S/4DKD/8H/5S6H 1 n H"


def test_refill_in_the_middle_of_a_four_card_draw():
    text = "2CKS/9H4H/QDAC5H7H/3D8S 0 7 H"
    events = events_of(text, "draw")
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["CardDrawn", "CardDrawn", "StockRefilled", "CardDrawn", "CardDrawn",
                     "NextTurn"]
    assert events[2] == StockRefilled(tuple(parse_position(text).waste[:-1]))
    assert [e.from_known_stock for e in events if isinstance(e, CardDrawn)] == [
        False, False, True, True]
    final = parse_position(after(text, "draw"))
    assert {str(c) for c in final.hand(0)} == {"2C", "KS", "3D", "8S", "QD", "AC"}
    assert [str(c) for c in final.stock] == ["5H"] and [str(c) for c in final.waste] == ["7H"]


def test_refill_after_a_card_is_played_onto_a_waste_with_an_empty_stock():
    assert after("5H9C/KD/3H/- 0 n H", "5H") == "9C/KD/5H/3H 1 n H"


def test_a_draw_takes_what_there_is_possibly_nothing():
    assert after("2CKS/9H4H/7H/- 0 7 H", "draw") == "2CKS/4H9H/7H/- 1 n H"
    assert after("2CKS/9H4H/5H7H/3D 0 7 H", "draw") == "2C3D5HKS/4H9H/7H/- 1 n H"


def test_a_draw_event_names_each_card_and_the_turn():
    events = events_of("5H9C/KD/3S/4S8D 0 n S", "draw")
    assert events == [CardDrawn(0, parse_position("4S/KD/3S/- 0 n S").hand(0)[0], False),
                      NextTurn(1, "n", 1)]


# --- the end --------------------------------------------------------------------------------


def test_game_ends_on_an_empty_hand_a_last_seven_need_not_be_answered():
    assert after("7H/KD4D/5H/4C 0 n H", "7H") == "-/4DKD/5H7H/4C 0 - H"
    assert moves_of("-/4DKD/5H7H/4C 0 - H") == set()


def test_a_last_ace_or_three_gives_no_further_play():
    assert after("AH/KD4D/5H/4C 0 n H", "AH") == "-/4DKD/5HAH/4C 0 - H"
    assert after("3H/KD4D/5H/4C 0 n H", "3H") == "-/4DKD/5H3H/4C 0 - H"


def test_no_refill_when_the_game_ends():
    assert after("5H/KD/3H/- 0 n H", "5H") == "-/KD/3H5H/- 0 - H"
    events = events_of("5H/KD/3H/- 0 n H", "5H")
    assert events[-1] == GameOver(0) and not any(isinstance(e, StockRefilled) for e in events)


def test_a_finished_game_refuses_every_move():
    with pytest.raises(IllegalMoveError, match="over"):
        apply_move(parse_position("-/KD/3H5H/- 0 - H"), "draw")


@pytest.mark.parametrize("card,points", [("7H", 50), ("JC", 20), ("AS", 15), ("KD", 10),
                                         ("QD", 10), ("TH", 10), ("9C", 9), ("2S", 2)])
def test_match_scoring_values(card, points):
    assert card_points(parse_move(card).card) == points


def test_events_of_a_play():
    events = events_of("5H9C/KD/3H/4C 0 n H", "5H")
    assert isinstance(events[0], CardPlayed) and str(events[0].card) == "5H"
    assert events[-1] == NextTurn(1, "n", 1)
