"""A game resumed mid-way verifies: its new Hard seat is first shown its earlier views.

Why: ``dirty7 verify`` re-runs Hard as one instance from the first move, but a resumed or
``--load``ed game creates a new one mid-game; Hard's opponent model remembers evidence
across turns, so without a catch-up the later moves may differ and the record fails.
"""

from __future__ import annotations

import random

import pytest

from dirty7.ai.registry import create_guarded, create_strategy
from dirty7.game.catchup import catch_up, seat_history
from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.players import strategy_seed
from dirty7.game.record import GameRecord
from dirty7.game.verify import verify
from dirty7.rules import MOVES

SPEC = "hard:iterations=30"
SEED = 2


def _human_move(game: Game, rng: random.Random):
    """A scripted player: a random legal move, drawn from its own generator."""
    return MOVES[rng.choice(game.view(0).legal_moves)]


def _play(game: Game, rng: random.Random, until: int) -> None:
    while not game.is_over and game.moves_played < until:
        game.play(_human_move(game, rng) if game.is_human_turn() else game.choose())


def resumed_record(seed: int, *, with_catch_up: bool, guarded: bool = False) -> GameRecord:
    """A human-vs-Hard game, resumed at its 20th move from its record with a new Hard
    (as ``PlaySession.resume`` does: ``Game.from_record`` shows it its earlier views)."""
    players, seeds = ["human", SPEC], [None, strategy_seed(seed, 1)]
    make = create_guarded if guarded else create_strategy
    rng = random.Random(seed)
    game = Game([PERSON_AT_TABLE, make(SPEC, seeds[1])], seed=seed, players=players, seeds=seeds,
                move_limit=300)
    _play(game, rng, until=20)
    assert not game.is_over
    saved = GameRecord.from_json(game.record.to_json())
    game = Game.from_record(saved, [PERSON_AT_TABLE, make(SPEC, seeds[1])], move_limit=300,
                            catch_up=with_catch_up)
    _play(game, rng, until=300)
    return game.record


@pytest.mark.parametrize("guarded", [False, True])
def test_a_resumed_game_with_catch_up_verifies(guarded):
    verdict = verify(resumed_record(SEED, with_catch_up=True, guarded=guarded))
    assert verdict.ok, verdict.failure
    assert any(m.number > 20 for m in verdict.moves)


def test_without_catch_up_the_resumed_hard_plays_otherwise():
    verdict = verify(resumed_record(SEED, with_catch_up=False))
    assert not verdict.ok
    assert "but the strategy plays" in verdict.failure


def test_history_holds_each_decision_of_the_seat_only():
    record = resumed_record(SEED, with_catch_up=True)
    history = seat_history(record, 1)
    assert history and all(view.seat == 1 for view, _ in history)
    assert len(history) == sum(1 for m in verify(record).moves)


def test_catch_up_shows_hard_each_earlier_decision():
    record = resumed_record(SEED, with_catch_up=True)
    assert catch_up(create_strategy(SPEC, 1), seat_history(record, 1)) > 0


def test_strategies_without_observe_are_skipped():
    assert catch_up(create_strategy("medium", 3), seat_history(
        resumed_record(SEED, with_catch_up=True), 1)) == 0
