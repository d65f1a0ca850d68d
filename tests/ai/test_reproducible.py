"""Every built-in level is named in a record the way it is replayed.

Each level declares its reproducible form (``reproducible_options``); the game layer uses
it and never tests a name. Hard and Matched's inner Hard are replayed with an iteration
count, clamped to Hard's cap, and one definition of "built-in" serves the guard and the
registry, so a Matched seat is called directly and caught up like Hard.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.ai.builtin import BUILTIN_ORDER, builtin_classes, is_builtin_strategy
from dirty7.ai.guard import GuardedStrategy
from dirty7.ai.hard import HardStrategy
from dirty7.ai.hard.strategy import MAX_ITERATIONS, MAX_THINK_MS
from dirty7.ai.matched import MatchedStrategy
from dirty7.ai.registry import (
    available_strategies,
    create_guarded,
    create_strategy,
    find_strategy,
    is_builtin,
)
from dirty7.game.players import MIN_ITERATIONS, resolve_spec
from dirty7.rules import deal


def _never() -> float:
    raise AssertionError("the machine's rate was asked for a spec that needs none")


@pytest.mark.parametrize(("spec", "rate", "resolved"), [
    ("hard:think_ms=5000", 50_000.0, f"hard:iterations={MAX_ITERATIONS}"),  # 250,000 asked
    ("hard", 10_000_000.0, f"hard:iterations={MAX_ITERATIONS}"),
    ("hard:think_ms=1", 10.0, f"hard:iterations={MIN_ITERATIONS}"),
    ("hard:think_ms=300,exploration=0.5", 1000.0, "hard:iterations=300,exploration=0.5"),
    ("matched:strength=1", 1000.0, "matched:strength=1,iterations=240"),
    ("matched:strength=1,think_ms=5000", 50_000.0,
     f"matched:strength=1,iterations={MAX_ITERATIONS}"),
    ("matched:strength=0.3,think_ms=100", 2000.0, "matched:strength=0.3,iterations=200"),
])
def test_a_calibrated_budget_becomes_an_iteration_count_hard_accepts(spec, rate, resolved):
    assert resolve_spec(spec, rate=rate) == resolved
    create_strategy(resolved)  # never over the cap: no StrategyError at the first move
    fallbacks: list = []
    seat = create_guarded(resolved, on_fallback=fallbacks.append)
    seat.choose(_an_endgame_with_a_choice())  # the whole count searched, in its time limit
    assert fallbacks == []


def _an_endgame_with_a_choice():
    """A view with two cards in each hand and more than one legal move: a search of the
    largest count there plays short playouts, a few seconds where a fresh deal's takes
    longer than the seat's time limit (walked from one seed: the same view every run)."""
    position, rng = deal(5), random.Random(5)
    while True:
        view = position.view(position.to_move)
        if len(view.legal_moves) > 1 and len(view.hand) == view.opponent_hand_size == 2:
            return view
        position.push(rng.choice(list(view.legal_moves)))


@settings(max_examples=60, deadline=None)
@given(rate=st.floats(min_value=1e-3, max_value=1e9), think_ms=st.integers(1, MAX_THINK_MS),
       level=st.sampled_from(["hard", "matched:strength=1", "matched:recent=WWL"]))
def test_any_calibration_resolves_to_a_count_the_level_accepts(rate, think_ms, level):
    sep = "," if ":" in level else ":"
    resolved = resolve_spec(f"{level}{sep}think_ms={think_ms}", rate=rate)
    count = int(resolved.rsplit("iterations=", 1)[1].split(",")[0])
    assert MIN_ITERATIONS <= count <= MAX_ITERATIONS and "think_ms" not in resolved
    create_strategy(resolved)


@pytest.mark.parametrize("spec", [
    "hard:iterations=70", "matched:strength=1,iterations=70", "easy", "medium",
    # refused options are kept, so that creating the strategy says what is wrong
    f"hard:think_ms={MAX_THINK_MS + 1}", f"matched:strength=1,think_ms={MAX_THINK_MS + 1}",
    "matched:strength=3", "nosuchlevel:think_ms=5",
])
def test_what_needs_no_count_is_kept_and_the_rate_is_not_measured(spec, monkeypatch):
    import dirty7.game.players as players

    monkeypatch.setattr(players, "hard_rate", _never)
    assert resolve_spec(spec) == spec


def test_one_definition_of_built_in_serves_registry_and_guard():
    infos = {i.name: i for i in available_strategies()}
    assert [n for n in infos if is_builtin(infos[n])] == list(BUILTIN_ORDER)
    assert {infos[n].cls for n in BUILTIN_ORDER} == set(builtin_classes())
    for name in BUILTIN_ORDER:
        strategy = create_strategy(name if name != "hard" else "hard:iterations=20")
        assert is_builtin_strategy(strategy)
    assert is_builtin(find_strategy("matched"))


class _Subclass(HardStrategy):
    """A plugin deriving from a level is still a plugin."""


def test_a_subclass_of_a_level_is_not_built_in():
    assert not is_builtin_strategy(_Subclass(iterations=10))


def test_the_guard_calls_matched_directly_and_passes_its_catch_up(monkeypatch):
    """Matched was not built-in to the guard: a thread per move, and observe skipped."""
    seen = []
    monkeypatch.setattr(HardStrategy, "observe", lambda self, view, played: seen.append(played))
    guarded = create_guarded("matched:strength=1,iterations=20", seed=3)
    assert guarded._direct
    position = deal(5)
    view = position.view(position.to_move)
    guarded.observe(view, int(view.legal_moves[0]))
    assert guarded.strategy.level == "Hard" and seen == [int(view.legal_moves[0])]


def test_matched_observe_draws_the_level_as_choose_does():
    position = deal(9)
    view = position.view(position.to_move)
    watched, played = MatchedStrategy(seed=4, strength=0.5), MatchedStrategy(seed=4,
                                                                              strength=0.5)
    watched.observe(view, int(view.legal_moves[0]))
    played.choose(view)
    assert watched.level == played.level != ""


@pytest.mark.parametrize("spec", ["hard:iterations=40", "matched:strength=1,iterations=40",
                                  "easy", "medium"])
def test_a_level_on_an_iteration_count_is_never_cut_or_replaced_for_time(spec, monkeypatch):
    """A Hard move that took over the limit on a loaded machine was once replaced by
    Medium's, and the record still said Hard. The clock here jumps 60 s per reading."""
    import dirty7.ai.guard as guard

    ticks = iter(range(0, 10**6, 60))  # only the guard's clock: the search keeps its own
    monkeypatch.setattr(guard, "time", SimpleNamespace(perf_counter=lambda: float(next(ticks))))
    guarded = create_guarded(spec, seed=2, time_limit_s=1.0)
    assert getattr(guarded.strategy, "stop_after_s", None) is None  # the search is not cut
    position = deal(6)
    for _ in range(6):
        guarded.choose(position.view(position.to_move))
    assert guarded.fallbacks == [] and not guarded.failed


def test_a_level_on_a_time_budget_is_still_cut_at_its_limit(monkeypatch):
    import dirty7.ai.guard as guard

    ticks = iter(range(0, 10**6, 60))  # only the guard's clock: the search keeps its own
    monkeypatch.setattr(guard, "time", SimpleNamespace(perf_counter=lambda: float(next(ticks))))
    guarded = GuardedStrategy(HardStrategy(think_ms=5, seed=1), name="hard", seed=1,
                              time_limit_s=1.0)
    assert guarded.strategy.stop_after_s == 1.0
    position = deal(6)
    while len(position.view(position.to_move).legal_moves) < 2:
        position.push(position.legal_moves()[0])
    guarded.choose(position.view(position.to_move))
    assert guarded.failed and "over its limit" in guarded.fallbacks[0].reason


def test_a_fallback_report_names_who_plays_on():
    class Broken:
        def choose(self, view):
            raise RuntimeError("boom")

    guarded = GuardedStrategy(Broken(), name="broken", seed=77)
    position = deal(2)
    guarded.choose(position.view(position.to_move))
    report = guarded.fallbacks[0]
    assert (report.spec, report.seed) == ("medium", 77)
