#!/usr/bin/env python3
"""Hard's search speed: ISMCTS iterations per second on one core.

Plays Hard (a fixed iteration count per decision, so the run is reproducible) against
Medium, exactly as in a game — its opponent model and likelihood-weighted deals
included — and times every search: early, middle and late game are all represented.
Prints iterations per second, search time per decision, how many iterations Hard's
default time budget buys, and ``baseline_ratio`` (iterations per second over bare
``random.choice`` calls per second, measured in the same run) so that the figure
survives a noisy machine. Search-time percentiles are inclusive quantiles of every
search of the best run (never above the maximum), and ``searches`` says how many there
were.

    python scripts/bench_ai.py --json
    python scripts/bench_ai.py --in-play --games 20 --repeat 1 --json

``--in-play`` gives Hard the iteration count the game gives it on this machine (its
``think_ms`` turned into iterations by the stored calibration, as a game's record names
it), so that the search-time percentiles are Hard's decision time in play.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dirty7.ai.hard import DEFAULT_THINK_MS, HardStrategy  # noqa: E402
from dirty7.ai.medium import MediumStrategy  # noqa: E402
from dirty7.game.controller import Game  # noqa: E402


def run(games: int, iterations: int, seed: int) -> tuple[float, int, list[float]]:
    """(search seconds, iterations, per-search seconds) of Hard over ``games`` games."""
    total = 0
    per: list[float] = []
    for g in range(games):
        hard = HardStrategy(seed=seed + g, iterations=iterations)
        seats = [hard, MediumStrategy()] if g % 2 == 0 else [MediumStrategy(), hard]
        game = Game(seats, seed=seed + g // 2, first=(g // 2) % 2, move_limit=1000)
        while not game.is_over:
            mover = game.choosers[game.to_move]
            game.step()
            if mover is hard and hard.last_search is not None:
                total += hard.last_search.iterations
                per.append(hard.last_search.seconds)
    return sum(per), total, per


def p95(values: list[float]) -> float:
    """The 95th percentile, interpolated inside the samples (so never above their maximum).

    Why ``inclusive``: the default ``exclusive`` method extrapolates beyond the largest
    sample when there are fewer than 20 of them.
    """
    if len(values) < 2:
        return max(values)
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def baseline(calls: int, seed: int) -> float:
    rng = random.Random(seed)
    choice = rng.choice
    items = list(range(4))
    start = time.perf_counter()
    for _ in range(calls):
        choice(items)
    return calls / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6,
                        help="games of Hard against Medium, seats alternating (default 6)")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=int, default=1000,
                        help="ISMCTS iterations per decision (default 1000)")
    budget.add_argument("--in-play", action="store_true",
                        help="the iterations a game gives Hard on this machine (calibrated)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if min(args.games, args.iterations, args.repeat) <= 0:
        parser.error("--games, --iterations and --repeat must be positive")
    if args.in_play:
        from dirty7.ai.registry import parse_spec
        from dirty7.game.players import resolve_spec

        args.iterations = parse_spec(resolve_spec("hard"))[1]["iterations"]
    best = None
    for _ in range(args.repeat):
        seconds, total, per = run(args.games, args.iterations, args.seed)
        if best is None or seconds < best[0]:
            best = (seconds, total, per)
    seconds, total, per = best
    rate = total / seconds
    base = max(baseline(200_000, args.seed) for _ in range(args.repeat))
    result = {
        "iterations_per_s": round(rate),
        "games": args.games,
        "searches": len(per),
        "iterations_per_decision": args.iterations,
        "ms_per_search_p50": round(1000 * statistics.median(per), 2),
        "ms_per_search_p95": round(1000 * p95(per), 2),
        "ms_per_search_max": round(1000 * max(per), 2),
        "default_think_ms": DEFAULT_THINK_MS,
        "iterations_in_default_budget": round(rate * DEFAULT_THINK_MS / 1000),
        "baseline_choice_per_s": round(base),
        "baseline_ratio": round(rate / base, 5),
        "python": sys.version.split()[0],
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>30}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
