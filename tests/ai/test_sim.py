"""Hard's lean simulator follows the engine exactly, and its policy plays only legal moves."""

from __future__ import annotations

import random
import sys
import typing

import pytest

from dirty7.ai.hard import policy, search, sim
from dirty7.rules import Variant, deal
from tests.support.sim_states import copy_state


def _stock_top_last(position) -> list[int]:
    return [int(c) for c in reversed(position.stock)]


def state_of(position) -> list:
    return sim.new_state(tuple(position.hands), position.waste, _stock_top_last(position), False,
                         position.to_move, position.phase_index, position.active_suit,
                         position.pending, position.seven_stack)


def same(st: list, position) -> bool:
    return (st[sim.H0] == position.hands[0] and st[sim.H1] == position.hands[1]
            and st[sim.WASTE] == position.waste and st[sim.STOCK] == _stock_top_last(position)
            and st[sim.TO_MOVE] == position.to_move and st[sim.PHASE] == position.phase_index
            and (position.is_over or st[sim.SUIT] == position.active_suit)
            and (st[sim.PENDING] == position.pending or not position.pending_draw > 1))


@pytest.mark.parametrize("seven_stack", [False, True])
def test_moves_and_transitions_match_the_engine(seven_stack):
    rng = random.Random(5)
    for game in range(60):
        position = deal(game, game & 1, variant=Variant(seven_stack=seven_stack))
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
        fast = copy_state(st)
        while st[sim.PHASE] != sim.OVER:
            move = policy.policy_move(st, rng.random, 0.2)
            assert move in sim.legal_moves(st)
            sim.apply_move(st, move, rng.random)
        # With epsilon 0 and a known stock, the inlined playout is the same policy.
        slow = copy_state(fast)
        while slow[sim.PHASE] != sim.OVER:
            sim.apply_move(slow, policy.policy_move(slow, rng.random, 0.0), rng.random)
        assert policy.playout(fast, rng.random, 0.0, 10_000) == (1.0 if slow[sim.WINNER] == 0
                                                               else 0.0)


def test_a_capped_playout_is_scored_by_card_counts():
    st = state_of(deal(7))
    reward = policy.playout(st, random.Random(1).random, 0.1, 3)
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


def _reference_playout(st: list, random, epsilon: float, max_plies: int) -> float:
    """The playout spelled out with the policy and the rules step it inlines."""
    for _ in range(max_plies):
        if st[sim.PHASE] == sim.OVER:
            return 1.0 if st[sim.WINNER] == 0 else 0.0
        sim.apply_move(st, policy.policy_move(st, random, epsilon), random)
    if st[sim.PHASE] == sim.OVER:
        return 1.0 if st[sim.WINNER] == 0 else 0.0
    return sim.evaluate(st[sim.H0].bit_count(), st[sim.H1].bit_count(), st[sim.TO_MOVE])


def test_the_inlined_playout_is_the_policy_and_the_rules_on_thousands_of_positions():
    """The hot loop's copy of the policy and of the rules step must not drift from them.

    From 3000 random positions (random and known stocks, both Seven variants) a playout
    of a random length is run both ways with the same random numbers: the reward after
    exactly that many plies and the random numbers consumed must agree.
    """
    rng = random.Random(11)
    for case in range(3000):
        position = deal(case, case & 1, variant=Variant(seven_stack=case % 3 == 0))
        for _ in range(rng.randrange(60)):
            if position.is_over:
                break
            position.push(rng.choice(position.legal_moves()))
        st = state_of(position)
        st[sim.RANDOM_STOCK] = not position.stock_known and case % 2 == 0
        epsilon = (0.0, 0.1, 0.5)[case % 3]
        plies = rng.randrange(1, 80)
        fast_rng, slow_rng = random.Random(case), random.Random(case)
        fast = policy.playout(copy_state(st), fast_rng.random, epsilon, plies)
        slow = _reference_playout(copy_state(st), slow_rng.random, epsilon, plies)
        assert fast == slow, (case, str(position), plies, epsilon)
        assert fast_rng.random() == slow_rng.random(), (case, str(position), plies)


def _declared_slots(protocol: type) -> dict[int, object]:
    """Slot number → the type the checker's protocol declares for it (literal slots only)."""
    declared: dict[int, object] = {}
    for form in typing.get_overloads(protocol.__getitem__):
        hints = typing.get_type_hints(form, vars(sys.modules[protocol.__module__]))
        if typing.get_origin(hints["slot"]) is typing.Literal:
            for slot in typing.get_args(hints["slot"]):
                assert slot not in declared, f"slot {slot} declared twice"
                declared[slot] = hints["return"]
    return declared


def _holds(value: object, declared: object) -> bool:
    if typing.get_origin(declared) is typing.Literal:
        return value in typing.get_args(declared)
    origin = typing.get_origin(declared) or declared
    assert isinstance(origin, type)
    return isinstance(value, origin)


def test_the_checkers_slot_types_are_what_a_state_holds():
    # sim.State tells mypy each slot's type by its literal number: a renumbered slot must
    # not leave it describing another slot.
    declared = _declared_slots(sim.State)
    st = sim.new_state((0b11, 0b1100), [20], [30, 31], True, 1, 0, 2, 0, False)
    assert sorted(declared) == list(range(len(st)))
    assert {name: getattr(sim, name) for name in ("H0", "H1", "WASTE", "STOCK", "RULES")} \
        == {"H0": 0, "H1": 1, "WASTE": 2, "STOCK": 3, "RULES": 11}
    for slot, value in enumerate(st):
        assert _holds(value, declared[slot]), (slot, value, declared[slot])
    assert declared[sim.RANDOM_STOCK] is bool and declared[sim.CALLED] is bool
    assert declared[sim.TO_MOVE] == sim.Seat


def test_the_checkers_node_types_are_what_a_node_holds():
    declared = _declared_slots(search.Node)
    assert declared == {0: int, 1: float, 2: int, 3: dict[int, search.Node]}
