"""The built-in levels: legal, deterministic from a seed, and sane against each other."""

from __future__ import annotations

import pytest

from dirty7.ai.easy import EasyStrategy
from dirty7.ai.medium import MediumStrategy
from dirty7.ai.registry import create_strategy
from dirty7.game.controller import Game
from dirty7.rules import PASS_MOVE, parse_position


def play(spec_a: str, spec_b: str, seed: int, *, swap: bool = False, limit: int = 600):
    seats = [create_strategy(spec_a, seed), create_strategy(spec_b, seed + 1)]
    if swap:
        seats.reverse()
    return Game(seats, seed=seed, first=0, move_limit=limit)


def win_rate(spec_a: str, spec_b: str, deals: int) -> float:
    wins = 0
    for seed in range(deals):
        for swap in (False, True):
            result = play(spec_a, spec_b, seed, swap=swap).run()
            wins += result.winner == int(swap)
    return wins / (2 * deals)


def test_easy_never_passes_when_it_can_play():
    view = parse_position("5H9C3SKH/KDQD/3H/4C2C 0 3 H").view(0)
    assert PASS_MOVE in view.legal_moves and len(view.legal_moves) > 1
    easy = EasyStrategy(seed=1)
    assert all(easy.choose(view) != PASS_MOVE for _ in range(50))


def test_medium_names_the_suit_it_holds_most_of():
    view = parse_position("JC2D5D9DKS/KDQD/4H/4C2C 0 n H").view(0)
    assert str(MediumStrategy().choose(view)) == "JC>D"


def test_medium_keeps_its_seven_and_jack_when_another_card_plays():
    view = parse_position("7H5HJS/KDQDAC/4H/4C2C 0 n H").view(0)
    assert str(MediumStrategy().choose(view)) == "5H"


def test_medium_attacks_with_a_seven_when_the_opponent_is_nearly_out():
    view = parse_position("7H5HJS/KD/4H/4C2C 0 n H").view(0)
    assert str(MediumStrategy().choose(view)) == "7H"


def test_medium_sheds_with_an_ace_that_has_a_follow_up():
    view = parse_position("AH5H9C/KDQDAC/4H/4C2C 0 n H").view(0)
    assert str(MediumStrategy().choose(view)) == "AH"


@pytest.mark.parametrize("spec", ["easy", "medium", "hard:iterations=60"])
def test_every_level_is_deterministic_from_its_seed(spec):
    records = []
    for _ in range(2):
        game = play(spec, spec, 21, limit=200)
        game.run()
        records.append(game.record.moves)
    assert records[0] == records[1] and records[0]


def test_medium_beats_easy_over_200_games():
    assert win_rate("medium", "easy", 100) >= 0.56


def _readme_plugin():
    """The Medium-like plugin of README.md, "Writing an opponent", defined (not run)."""
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```python\n(.*?)```", text, re.S)
                 if "class SensibleStrategy" in b)
    namespace: dict = {}
    exec(block.split("\nresult = ")[0], namespace)  # our own README: the class only
    return namespace["SensibleStrategy"]


def test_the_readme_plugin_on_the_public_view_api_plays_like_medium():
    import random

    from dirty7.ai.medium import MediumStrategy
    from dirty7.rules import deal

    plugin, medium = _readme_plugin()(seed=0), MediumStrategy()
    rng = random.Random(3)
    decisions = 0
    for game in range(150):
        position = deal(game, game & 1)
        while not position.is_over:
            view = position.view(position.to_move)
            assert int(plugin.choose(view)) == int(medium.choose(view)), str(position)
            decisions += 1
            position.push(rng.choice(position.legal_moves()))
    assert decisions > 5000
