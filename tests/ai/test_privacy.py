"""No strategy gets a hidden card through its view, and none changes the view."""

from __future__ import annotations

import random

import pytest

from dirty7.ai.easy import EasyStrategy
from dirty7.ai.hard import HardStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.rules import PlayerView, Position, deal

STRATEGIES = [lambda: EasyStrategy(seed=3), lambda: MediumStrategy(seed=3),
              lambda: HardStrategy(seed=3, iterations=40)]


def positions(count: int, seed: int):
    """Mid-game positions after random moves; every other one has a recycled stock."""
    rng = random.Random(seed)
    out = []
    for g in range(count):
        position = deal(seed + g, g & 1)
        moves = rng.randrange(0, 60)
        while not position.is_over and (moves > 0 or (g & 1 and not position.stock_known)):
            position.push(rng.choice(position.legal_moves()))
            moves -= 1
        if not position.is_over:
            out.append(position)
    return out


def slots(view: PlayerView) -> dict:
    return {name: getattr(view, name) for name in PlayerView.__slots__}


def test_the_view_holds_no_reference_to_the_position():
    for position in positions(10, 1):
        for value in slots(position.view(position.to_move)).values():
            assert not isinstance(value, Position)
            assert value is not position.hands and value is not position.waste


@pytest.mark.parametrize("make", STRATEGIES, ids=["easy", "medium", "hard"])
def test_hidden_cards_do_not_change_the_view_or_the_choice(make):
    """Redeal what the player cannot see: its view and its move must stay the same."""
    rng = random.Random(9)
    stock_was_known = False
    for position in positions(25, 40):
        seat = position.to_move
        view = position.view(seat)
        other = view.sample(rng).view(seat)
        assert slots(other) == slots(view)
        stock_was_known |= bool(view.known_stock)
        assert make().choose(view) == make().choose(other)
    assert stock_was_known  # the recycled-stock case was covered


@pytest.mark.parametrize("make", STRATEGIES, ids=["easy", "medium", "hard"])
def test_strategies_do_not_change_the_view(make):
    for position in positions(8, 70):
        view = position.view(position.to_move)
        before = slots(view)
        before["legal_moves"] = list(view.legal_moves)
        make().choose(view)
        assert slots(view) == before
