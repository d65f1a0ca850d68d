"""Hard's lean simulator follows the engine exactly, and its policy plays only legal moves."""

from __future__ import annotations

import random

import pytest

from dirty7.ai import sim
from dirty7.rules import deal


def state_of(position) -> list:
    return sim.new_state(tuple(position.hands), position.waste, position._stock, False,
                         position.to_move, position.phase_index, position.active_suit,
                         position.pending, position.seven_stack)


def same(st: list, position) -> bool:
    return (st[sim.H0] == position.hands[0] and st[sim.H1] == position.hands[1]
            and st[sim.WASTE] == position.waste and st[sim.STOCK] == position._stock
            and st[sim.TO_MOVE] == position.to_move and st[sim.PHASE] == position.phase_index
            and (position.is_over or st[sim.SUIT] == position.active_suit)
            and (st[sim.PENDING] == position.pending or not position.pending_draw > 1))


@pytest.mark.parametrize("seven_stack", [False, True])
def test_moves_and_transitions_match_the_engine(seven_stack):
    rng = random.Random(5)
    for game in range(60):
        position = deal(game, game & 1, seven_stack=seven_stack)
        st = state_of(position)
        while not position.is_over:
            legal = [int(m) for m in position.legal_moves()]
            assert sim.legal_moves(st) == legal
            move = rng.choice(legal)
            position.push(move)
            sim.apply_move(st, move, rng.random)
            assert same(st, position), (game, position)
        assert st[sim.WINNER] == position.winner


def test_the_policy_plays_legal_moves_and_the_playout_agrees_with_it():
    rng = random.Random(2)
    for game in range(40):
        st = state_of(deal(100 + game))
        fast = sim.copy_state(st)
        while st[sim.PHASE] != sim.OVER:
            move = sim.policy_move(st, rng.random, 0.2)
            assert move in sim.legal_moves(st)
            sim.apply_move(st, move, rng.random)
        # With epsilon 0 and a known stock, the inlined playout is the same policy.
        slow = sim.copy_state(fast)
        while slow[sim.PHASE] != sim.OVER:
            sim.apply_move(slow, sim.policy_move(slow, rng.random, 0.0), rng.random)
        assert sim.playout(fast, rng.random, 0.0, 10_000) == (1.0 if slow[sim.WINNER] == 0
                                                               else 0.0)


def test_a_capped_playout_is_scored_by_card_counts():
    st = state_of(deal(7))
    reward = sim.playout(st, random.Random(1).random, 0.1, 3)
    assert 0.05 <= reward <= 0.95
    assert sim.evaluate(3, 7, 0) > sim.evaluate(3, 7, 1) > 0.5 > sim.evaluate(7, 3, 0)
    assert 0.55 < sim.evaluate(5, 8, 0) < 0.65  # flat: fitted on self-play games


def test_the_search_names_only_suits_the_jack_player_still_holds():
    from dirty7.rules import MOVES, parse_position

    position = parse_position("JC2D5D9H/KD/4S/4C2C 0 n S")
    moves = [str(MOVES[m]) for m in sim.search_moves(state_of(position))]
    assert moves == ["JC>D", "JC>H"]
    only_jacks = parse_position("JCJD/KD/4S/4C2C 0 n S")
    assert len(sim.search_moves(state_of(only_jacks))) == 8
