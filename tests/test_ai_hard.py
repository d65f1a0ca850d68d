"""Hard: ISMCTS from the view, reproducible under an iteration budget, safe in threads."""

from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest

from dirty7.ai.hard import DEFAULT_THINK_MS, HardStrategy
from dirty7.ai.hard import search as ismcts
from dirty7.ai.hard import strategy as hard_module
from dirty7.ai.medium import MediumStrategy
from dirty7.ai.registry import StrategyError, create_strategy
from dirty7.game.controller import Game
from dirty7.rules import deal, parse_move, parse_position


class FakeClock:
    """A ``perf_counter`` that moves on by ``step`` seconds at every reading."""

    def __init__(self, step: float = 0.001) -> None:
        self.now = 0.0
        self.step = step
        self.readings: list[float] = []

    def __call__(self) -> float:
        self.readings.append(self.now)
        self.now += self.step
        return self.readings[-1]


@pytest.fixture
def clock(monkeypatch):
    """Hard and its search read this clock instead of the machine's (no timed tests)."""
    fake = FakeClock()
    for module in (hard_module, ismcts):
        monkeypatch.setattr(module, "time", SimpleNamespace(perf_counter=fake))
    return fake


def test_one_legal_move_is_played_at_once(clock):
    view = parse_position("5H9C/KD/7S/4C2C 0 7 S").view(0)
    assert [str(m) for m in view.legal_moves] == ["draw"]
    hard = HardStrategy(seed=1)  # the default time budget
    assert str(hard.choose(view)) == "draw"
    assert hard.last_search is None and clock.readings == []  # no search, no budget


def test_the_iteration_budget_is_exact_and_the_move_is_legal():
    view = deal(3).view(0)
    hard = HardStrategy(seed=1, iterations=120)
    move = hard.choose(view)
    assert move in view.legal_moves
    assert hard.last_search.iterations == 120 and sum(hard.last_search.visits.values()) == 120
    values = hard.last_search.values
    assert set(values) == set(hard.last_search.visits) and all(0 <= v <= 1 for v in values.values())


@pytest.mark.parametrize("think_ms", [30, 60])
def test_the_time_budget_bounds_the_search(clock, think_ms):
    view = deal(3).view(0)
    hard = HardStrategy(seed=1, think_ms=think_ms)
    hard.choose(view)
    deadline = clock.readings[0] + think_ms / 1000
    late = [t for t in clock.readings if t >= deadline]
    # The search stops at the first reading past the deadline (then measures itself).
    assert len(late) == 2
    assert hard.last_search.seconds == pytest.approx(late[-1] - clock.readings[1])
    # Between two readings it runs a bounded batch of iterations, so the budget buys
    # iterations in proportion to its length.
    readings_in_budget = len(clock.readings) - len(late)
    assert 1 <= hard.last_search.iterations <= 8 * readings_in_budget
    assert hard.last_search.iterations >= think_ms // 2
    assert 0 < DEFAULT_THINK_MS <= 250


def test_the_same_view_gets_the_same_move_whatever_came_before():
    view = deal(8).view(0)
    fresh = HardStrategy(seed=5, iterations=80)
    used = HardStrategy(seed=5, iterations=80)
    used.choose(deal(9).view(0))
    assert fresh.choose(view) == used.choose(view)


def test_wins_a_won_position():
    # Seat 0 holds a single playable card: playing it wins at once.
    view = parse_position("9H/KDQD2C/5H/4C2S 0 n H").view(0)
    assert str(HardStrategy(iterations=30).choose(view)) == "9H"
    # Two cards: the Ace first (it keeps the turn), then the last card.
    view = parse_position("AH9H/KDQD2C/5H/4C2S 0 n H").view(0)
    assert str(HardStrategy(iterations=200).choose(view)) == "AH"
    # Values are the searching seat's own: a sure win is worth 1 from either seat.
    hard = HardStrategy(iterations=200)
    assert str(hard.choose(parse_position("KDQD2C/AH9H/5H/4C2S 1 n H").view(1))) == "AH"
    assert hard.last_search.values[int(parse_move("AH"))] == 1.0


def _game_record(seed: int) -> list[str]:
    game = Game([HardStrategy(seed=seed, iterations=30), MediumStrategy()], seed=seed,
                move_limit=300)
    game.run()
    return game.record.moves


def test_instances_share_nothing_across_threads():
    expected = {seed: _game_record(seed) for seed in (1, 2)}
    results: dict[int, list[str]] = {}
    threads = [threading.Thread(target=lambda s=s: results.__setitem__(s, _game_record(s)))
               for s in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == expected


@pytest.mark.parametrize("spec, message", [
    ("hard:think_ms=0", "think_ms"),
    ("hard:iterations=2.5", "iterations"),
    ("hard:epsilon=2", "epsilon"),
    ("hard:surprise=-1", "surprise"),
    ("hard:careless=1.5", "careless"),
    ("hard:exploration=0", "exploration"),
])
def test_bad_options_are_clear_errors(spec, message):
    with pytest.raises(StrategyError, match=message):
        create_strategy(spec)
