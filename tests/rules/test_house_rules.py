"""House rules: every switch of a :class:`Variant` is read by the engine, the three
presets play as docs/RULES.md, "House rules", says, and Dirty Seven is stored as before."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.rules import (
    CALL_MOVE,
    DRAW_MOVE,
    PASS_MOVE,
    PRESETS,
    STANDARD,
    Variant,
    apply_move,
    deal,
    format_position,
    parse_move,
    parse_position,
    preset_name,
    variant_named,
)
from dirty7.rules.phases import AFTER_ACE, AFTER_THREE, ANSWER_SEVEN, NORMAL
from tests.support.house import variants

MOVE_LIMIT = 300
CRAZY = PRESETS["crazy-eights"]
MAU = PRESETS["mau-mau"]


def test_dirty_seven_is_stored_as_before():
    assert STANDARD.to_dict() == {"seven_stack": False, "first": "alternate", "match_to": None}
    assert Variant.from_dict({}) == STANDARD
    old = {"seven_stack": True, "first": "human", "match_to": 100}
    assert Variant.from_dict(old).to_dict() == old
    assert preset_name(Variant(first="human", match_to=50)) == "dirty-seven"


def test_a_preset_is_found_by_name_and_a_wrong_name_lists_them():
    assert variant_named("dirty-seven") == STANDARD
    assert variant_named("mau-mau").deck == 32
    with pytest.raises(ValueError, match="dirty-seven, crazy-eights, mau-mau"):
        variant_named("uno")


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_preset_round_trips_through_its_stored_form(name):
    assert Variant.from_dict(PRESETS[name].to_dict()) == PRESETS[name]
    assert preset_name(PRESETS[name]) == name


@pytest.mark.parametrize(("fields", "words"), [
    ({"deck": 40}, "'deck'"), ({"hand_size": 9}, "'hand_size'"),
    ({"wild": "eight", "again": "eight"}, "a rank other than"),
    ({"deck": 32, "penalty": "two"}, "32-card deck"), ({"last_card": 3}, "'last_card'"),
])
def test_a_bad_switch_is_named(fields, words):
    with pytest.raises(ValueError, match=words):
        Variant(**fields)


# ---------------------------------------------------------------- random games
def _check_move(before, move, after) -> None:
    """The effect of ``move`` is the one the variant's switches give it."""
    v = before.variant
    seat = before.to_move
    if move == CALL_MOVE:
        assert after.called and after.to_move == seat and after.hands == before.hands
        return
    if move.card is None or after.is_over:
        return
    rank = move.card.rank
    assert after.waste[-1] == move.card
    if before.phase_index == ANSWER_SEVEN:
        assert rank == v.penalty_rank
    elif before.drawn >= 0:
        assert move.card == before.drawn
    else:
        top = before.waste[-1]
        wild_ok = rank == v.wild_rank and (v.wild_on_wild or top % 13 != v.wild_rank)
        assert wild_ok or move.card.suit == before.active_suit or (
            rank == top % 13 and rank != v.wild_rank)
    if rank == v.wild_rank:
        assert (after.to_move, after.phase_index, after.active_suit) == (
            seat ^ 1, NORMAL, move.named_suit)
    elif rank == v.penalty_rank:
        assert after.phase_index == ANSWER_SEVEN and after.to_move == seat ^ 1
        stacked = before.phase_index == ANSWER_SEVEN and v.seven_stack
        assert after.pending == (before.pending if stacked else 0) + v.penalty_draw
    elif rank == v.extra_rank:
        assert (after.to_move, after.phase_index) == (seat, AFTER_THREE)
    elif rank == v.again_rank:
        assert (after.to_move, after.phase_index) == (seat, AFTER_ACE)
    else:
        assert (after.to_move, after.phase_index) == (seat ^ 1, NORMAL)
    left = before.hand_size(seat) - 1
    took_penalty = v.last_card and left == 1 and not before.called
    assert after.hand_size(seat) == left + (v.last_card if took_penalty else 0) or (
        took_penalty and after.stock_size == 0)


def _play_randomly(variant: Variant, seed: int, choice_seed: int) -> None:
    rng = random.Random(choice_seed)
    position = deal(seed, seed & 1, variant=variant)
    deck = variant.deck
    assert position.universe.bit_count() == deck
    assert position.hand_size(0) == position.hand_size(1) == variant.hand_size
    for _ in range(MOVE_LIMIT):
        if position.is_over:
            return
        total = (position.hand_size(0) + position.hand_size(1) + len(position.waste)
                 + position.stock_size)
        assert total == deck
        text = format_position(position)
        assert parse_position(text, variant=variant) == position
        moves = position.legal_moves()
        if DRAW_MOVE in moves:
            assert moves == [DRAW_MOVE]
        move = rng.choice(moves)
        after = apply_move(position, move)
        _check_move(position, move, after)
        if move == DRAW_MOVE and position.phase_index != ANSWER_SEVEN \
                and variant.cannot_play == "draw-until":
            assert after.to_move == position.to_move or after.stock_size == 0 or \
                len(after.waste) == 1
        position = after


@pytest.mark.parametrize("name", list(PRESETS))
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_random_games_of_each_preset_follow_its_switches(name, seed, choice_seed):
    _play_randomly(PRESETS[name], seed, choice_seed)


@settings(max_examples=40, deadline=None)
@given(variant=variants(), seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_random_games_of_custom_rules_follow_their_switches(variant, seed, choice_seed):
    _play_randomly(variant, seed, choice_seed)


# ---------------------------------------------------------------- scenarios
def _after(text: str, variant: Variant, *moves: str):
    position = parse_position(text, variant=variant)
    for move in moves:
        position = apply_move(position, move)
    return position


def test_crazy_eights_an_eight_goes_on_anything_and_names_a_suit():
    position = _after("8C2C4D/KHKS/9H/3S4HTH 0 n H", CRAZY)
    assert [str(m) for m in position.legal_moves()] == ["8C>C", "8C>D", "8C>H", "8C>S"]
    assert format_position(_after("8C2C4D/KHKS/9H/3S4HTH 0 n H", CRAZY, "8C>D")).endswith(
        " 1 n D")


def test_crazy_eights_sevens_aces_and_threes_are_plain_cards():
    for card in ("7H", "AH", "3H", "JH"):
        after = _after(f"{card}2C4D/KSKD/9H/3S4HTH 0 n H", CRAZY, card)
        assert (after.to_move, after.phase) == (1, "n")


def test_crazy_eights_draws_until_a_card_fits_then_plays():
    after = _after("KC2C/KSKD/9H/3S4DTH5C 0 n H", CRAZY, "draw")
    assert [str(c) for c in after.hand(0)] == ["2C", "KC", "4D", "TH", "3S"]
    assert (after.to_move, after.phase) == (0, "n")
    assert [str(m) for m in after.legal_moves()] == ["TH"]


def test_crazy_eights_the_winner_scores_the_losers_cards():
    match = Variant(**{**CRAZY.__dict__, "match_to": 100})
    assert match.score([0, 0], 1, 64) == [64, 0]
    assert match.match_loser([64, 100]) == 0
    assert CRAZY.hand_points((1 << 7) | (1 << 12) | (1 << 13)) == 50 + 10 + 1


def test_mau_mau_a_seven_costs_two_and_sevens_stack():
    after = _after("7H9CKH/7SKD8D/9H/ASJDQSTCKS 0 n H", MAU, "7H")
    assert (after.to_move, after.phase, after.pending) == (1, "7", 2)
    after = apply_move(after, "7S")
    assert format_position(after).endswith(" 0 7:4 S")
    after = apply_move(after, "draw")
    assert after.hand_size(0) == 6 and (after.to_move, after.phase) == (1, "n")


def test_mau_mau_no_jack_on_a_jack():
    position = _after("JC9SKD/8H8D/9HJH/ASQS 0 n S", MAU)
    assert [str(m) for m in position.legal_moves()] == ["9S"]
    assert "wild Jack may not be played on another" in position.explain_illegal("JC>S")


def test_mau_mau_an_eight_plays_again():
    after = _after("8H9CKC/TSQD/9H/ASQS 0 n H", MAU, "8H")
    assert (after.to_move, after.phase) == (0, "a")


def test_mau_mau_a_drawn_card_that_fits_may_be_played_at_once_or_passed():
    after = _after("KCTC/TSQD/9H/QHAS 0 n H", MAU, "draw")
    assert format_position(after).endswith(" 0 n:QH H")
    assert set(after.legal_moves()) == {parse_move("QH"), PASS_MOVE}
    assert apply_move(after, "pass").to_move == 1
    played = apply_move(after, "QH")
    assert played.to_move == 1 and played.drawn == -1


def test_mau_mau_a_drawn_card_that_does_not_fit_ends_the_turn():
    after = _after("KCTC/TSQD/9H/ASQH 0 n H", MAU, "draw")
    assert (after.to_move, after.phase, after.drawn) == (1, "n", -1)


def test_mau_mau_the_last_card_call_and_its_penalty():
    position = _after("9HKC/TS8D/9C/AHJDQS 0 n C", MAU)
    assert CALL_MOVE in position.legal_moves()
    forgot = apply_move(position, "KC")
    assert [str(c) for c in forgot.hand(0)] == ["AH", "9H"]
    called = _after("9HKC/TS8D/9C/AHJDQS 0 n C", MAU, "call")
    assert format_position(called).endswith(" 0 n! C")
    assert CALL_MOVE not in called.legal_moves()
    assert [str(c) for c in apply_move(called, "KC").hand(0)] == ["9H"]


def test_a_32_card_stock_is_refilled_from_the_waste():
    after = _after("KSQC/TSQD/9HTH/AD 0 n H", MAU, "draw")
    assert [str(c) for c in after.stock] == ["9H"] and [str(c) for c in after.waste] == ["TH"]
    with pytest.raises(ValueError, match="32-card deck"):
        parse_position("2SQC/TSQD/9HTH/AD 0 n H", variant=MAU)


def test_the_up_cards_effect_applies_when_switched_on():
    variant = Variant(first_effect=True)
    seeds = [s for s in range(200) if deal(s, variant=STANDARD).waste[-1] % 13 == 6]
    position = deal(seeds[0], 0, variant=variant)
    assert (position.phase, position.pending, position.to_move) == ("7", 4, 0)
    aces = [s for s in range(200) if deal(s, variant=STANDARD).waste[-1] % 13 == 0]
    assert deal(aces[0], 0, variant=variant).to_move == 1
    assert deal(seeds[0], 0).phase == "n"


def test_the_view_says_the_rules_in_force_and_dirty_sevens_view_is_unchanged():
    from dirty7.rules import PlayerView

    assert "variant" not in deal(1).view(0).to_dict()
    after = _after("KCTC/TSQD/9H/QHAS 0 n H", MAU, "draw")
    mine, theirs = after.view(0), after.view(1)
    assert mine.variant == MAU and mine.after_draw and str(after.top_card) == "9H"
    assert mine.drawn == parse_move("QH") and theirs.drawn == -1 and theirs.after_draw
    data = mine.to_dict()
    assert data["variant"] == MAU.to_dict() and data["drawn"] == "QH"
    again = PlayerView.from_dict(data)
    assert (again.variant, again.drawn, again.after_draw) == (MAU, mine.drawn, True)
    sampled = theirs.sample(random.Random(1))
    assert sampled.rules is after.rules and sampled.drawn >= 0
    assert sampled.legal_moves()[-1] == PASS_MOVE
