"""Properties over many random games (hypothesis drives seeds and move choices)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.rules import (
    DRAW_MOVE,
    MOVES,
    PASS_MOVE,
    IllegalMoveError,
    Variant,
    apply_move,
    apply_move_with_events,
    deal,
    format_position,
    legal_moves,
    parse_position,
)

MOVE_LIMIT = 400


def _total_cards(position) -> int:
    return (position.hand_size(0) + position.hand_size(1) + len(position.waste)
            + position.stock_size)


def _random_game(seed: int, first: int, choice_seed: int, seven_stack: bool):
    """Yield (position_before, move) along one random game; checks as it goes."""
    rng = random.Random(choice_seed)
    position = deal(seed, first, variant=Variant(seven_stack=seven_stack))
    for _ in range(MOVE_LIMIT):
        if position.is_over:
            return
        move = rng.choice(legal_moves(position))
        yield position, move
        position = apply_move(position, move)


games = st.tuples(st.integers(0, 2**32), st.integers(0, 1), st.integers(0, 2**32), st.booleans())


@settings(max_examples=60, deadline=None)
@given(games)
def test_cards_conserved_and_notation_round_trips(game):
    for position, _move in _random_game(*game):
        assert _total_cards(position) == 52
        masks = position.hands[0] | position.hands[1]
        for c in position.waste + [int(c) for c in position.stock]:
            assert not masks >> c & 1
            masks |= 1 << c
        assert masks == (1 << 52) - 1
        text = format_position(position)
        assert format_position(parse_position(text, seven_stack=position.seven_stack)) == text
        assert parse_position(text, seven_stack=position.seven_stack) == position
        assert len(position.waste) >= 1
        assert position.stock_size > 0 or len(position.waste) == 1 or position.is_over


@settings(max_examples=40, deadline=None)
@given(games)
def test_only_legal_moves_accepted_illegal_refused_without_change(game):
    for position, _ in _random_game(*game):
        before = format_position(position)
        legal = set(legal_moves(position))
        for move in MOVES:
            if move in legal:
                continue
            try:
                apply_move(position, move)
            except IllegalMoveError as exc:
                assert str(move) in str(exc)
            else:
                raise AssertionError(f"{move} accepted in {before}")
        assert format_position(position) == before
        # draw and pass are exclusive with each other; draw only without a playable card
        if DRAW_MOVE in legal:
            assert legal == {DRAW_MOVE}
        if PASS_MOVE in legal:
            assert position.phase == "3"


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 1))
def test_random_games_end(seed, first):
    """With a random player each game ends well within the limit."""
    rng = random.Random(seed)
    position = deal(seed, first)
    for _ in range(5000):
        if position.is_over:
            break
        position.push(rng.choice(position.legal_moves()))
    assert position.is_over


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32))
def test_same_seed_same_game(seed, choice_seed):
    a = [format_position(p) + str(m) for p, m in _random_game(seed, 0, choice_seed, False)]
    b = [format_position(p) + str(m) for p, m in _random_game(seed, 0, choice_seed, False)]
    assert a == b


@settings(max_examples=40, deadline=None)
@given(games)
def test_views_hide_hidden_cards_and_samples_are_consistent(game):
    rng = random.Random(game[2])
    for position, move in _random_game(*game):
        for seat in (0, 1):
            view = position.view(seat)
            opp_hand = set(position.hand(seat ^ 1))
            visible = (set(view.hand) | set(view.waste) | set(view.known_stock)
                       | set(view.opponent_known_cards))
            # what the view shows is true, and hides the rest
            assert set(view.hand) == set(position.hand(seat))
            assert set(view.opponent_known_cards) <= opp_hand
            if view.known_stock:
                assert view.known_stock == position.stock
            hidden = opp_hand - set(view.opponent_known_cards)
            if not view.known_stock:
                hidden |= set(position.stock)
            assert not (visible & hidden)
            assert set(view.unseen_cards()) == hidden
            for name in ("hands", "_stock"):
                assert not hasattr(view, name)
            sample = view.sample(rng)
            assert sample.hands[seat] == position.hands[seat]
            assert sample.hand_size(seat ^ 1) == position.hand_size(seat ^ 1)
            assert sample.waste == position.waste and sample.stock_size == position.stock_size
            assert set(sample.hand(seat ^ 1)) >= set(view.opponent_known_cards)
            if view.known_stock:
                assert sample.stock == position.stock
            assert _total_cards(sample) == 52
            assert sample.legal_moves() == position.legal_moves() or seat != position.to_move
            assert format_position(parse_position(format_position(sample),
                                                  seven_stack=sample.seven_stack))
        apply_move_with_events(position, move)


def test_known_stock_cards_drawn_become_known_in_hand():
    """After a refill, what a player draws is known to the opponent until played."""
    position = parse_position("2CKS/9H4H/QDAC5H7H/3D8S 0 7 H")
    position = apply_move(position, "draw")  # draws 3D 8S, refill QD AC 5H, draws QD AC
    view = position.view(1)
    assert [str(c) for c in view.opponent_known_cards] == ["AC", "QD"]
    assert [str(c) for c in view.known_stock] == ["5H"]
    assert set(view.unseen_cards()) == {c for c in position.hand(0)
                                        if str(c) in ("2C", "KS", "3D", "8S")}
