"""Hard's simulator follows the engine under every preset and under custom rule sets:
the same legal moves, the same transitions, a policy that plays only legal moves and a
playout that is that policy on those rules."""

from __future__ import annotations

import random

import pytest

from dirty7.ai.hard import policy, sim
from dirty7.rules import PRESETS, Variant, deal, rules_of
from tests.support.sim_states import copy_state

#: Rule sets beyond the presets: the inlined playout with other ranks, and the rest.
CUSTOM = (Variant(wild="eight", again="none", penalty="two", penalty_draw=2, seven_stack=True),
          Variant(deck=32, hand_size=6, extra="none", wild_on_wild=False, first_effect=True),
          Variant(cannot_play="draw-until", last_card=2, again="eight", wild="jack"))
VARIANTS = [*PRESETS.values(), *CUSTOM]


def state_of(position) -> list:
    return sim.new_state(tuple(position.hands), position.waste,
                         [int(c) for c in reversed(position.stock)], False, position.to_move,
                         position.phase_index, position.active_suit, position.pending,
                         position.seven_stack, rules_of(position.variant), position.drawn,
                         position.called)


def same(st: list, position) -> bool:
    return (st[sim.H0] == position.hands[0] and st[sim.H1] == position.hands[1]
            and st[sim.WASTE] == position.waste
            and st[sim.STOCK] == [int(c) for c in reversed(position.stock)]
            and st[sim.TO_MOVE] == position.to_move and st[sim.PHASE] == position.phase_index
            and (position.is_over or st[sim.SUIT] == position.active_suit)
            and (st[sim.PENDING] == position.pending or not position.pending_draw > 1)
            and (st[sim.DRAWN] == position.drawn or position.is_over)
            and st[sim.CALLED] == position.called)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: str(len(v.to_dict())))
def test_moves_and_transitions_match_the_engine(variant):
    rng = random.Random(5)
    for game in range(40):
        position = deal(game, game & 1, variant=variant)
        st = state_of(position)
        for _ in range(400):
            if position.is_over:
                break
            legal = [int(m) for m in position.legal_moves()]
            assert sim.legal_moves(st) == legal, str(position)
            move = rng.choice(legal)
            position.push(move)
            sim.apply_move(st, move, rng.random)
            assert same(st, position), (game, str(position))
        assert st[sim.WINNER] == position.winner


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: str(len(v.to_dict())))
def test_the_policy_plays_legal_moves_and_the_playout_is_that_policy(variant):
    rng = random.Random(2)
    for case in range(150):
        position = deal(case, case & 1, variant=variant)
        for _ in range(rng.randrange(40)):
            if position.is_over:
                break
            position.push(rng.choice(position.legal_moves()))
        st = state_of(position)
        st[sim.RANDOM_STOCK] = not position.stock_known and case % 2 == 0
        probe = copy_state(st)
        for _ in range(60):
            if probe[sim.PHASE] == sim.OVER:
                break
            move = policy.policy_move(probe, rng.random, 0.2)
            assert move in sim.legal_moves(probe)
            sim.apply_move(probe, move, rng.random)
        epsilon, plies = (0.0, 0.1, 0.5)[case % 3], rng.randrange(1, 80)
        fast_rng, slow_rng = random.Random(case), random.Random(case)
        fast = policy.playout(copy_state(st), fast_rng.random, epsilon, plies)
        slow = policy._stepwise_playout(copy_state(st), slow_rng.random, epsilon, plies)
        assert fast == slow, (case, str(position), plies, epsilon)
        assert fast_rng.random() == slow_rng.random()


@pytest.mark.parametrize("name", ["crazy-eights", "mau-mau"])
def test_hard_plays_a_whole_game_of_each_preset(name):
    from dirty7.ai.registry import create_strategy
    from dirty7.game.controller import Game

    game = Game([create_strategy("hard:iterations=40", 1), create_strategy("medium", 2)],
                seed=3, variant=PRESETS[name], move_limit=400)
    game.run()
    assert game.position.is_over and not game.fallbacks


def test_medium_names_the_ranks_of_the_rules_in_force():
    from dirty7.ai.explain import heuristic_reason
    from dirty7.ai.registry import create_strategy
    from dirty7.rules import parse_move, parse_position

    crazy = PRESETS["crazy-eights"]
    position = parse_position("8C2D5D5C/KD/4S/4C2C 0 n S", variant=crazy)
    view = position.view(0)
    move = create_strategy("medium", 1).choose(view)
    assert str(move).startswith("8C>")
    _, lines = heuristic_reason(view.hand_mask, view.legal_moves, move, view.phase_index,
                                view.opponent_hand_size, crazy)
    assert lines[0] == "played its Eight only because nothing better fitted"
    mau = PRESETS["mau-mau"]
    calling = parse_position("9HKC/TS8D/9C/AHJDQS 0 n C", variant=mau).view(0)
    assert create_strategy("medium", 1).choose(calling) == parse_move("call")
    assert create_strategy("easy", 1).choose(calling) == parse_move("call")
