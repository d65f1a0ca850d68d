#!/usr/bin/env python3
"""Hard's search speed: ISMCTS iterations per second on one core.

Collects real decision points (every position with two or more legal moves from
Medium-vs-Medium games, so early, middle and late game are all represented), then runs
Hard's search on each with a fixed iteration count. Prints iterations per second, the
time a decision at Hard's default budget would take in iterations, and
``baseline_ratio`` (iterations per second over bare ``random.choice`` calls per second,
measured in the same run) so that the figure survives a noisy machine.

    python scripts/bench_ai.py --json
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
from dirty7.ai.ismcts import search  # noqa: E402
from dirty7.ai.medium import MediumStrategy  # noqa: E402
from dirty7.controller import Game  # noqa: E402


def decision_points(games: int, seed: int) -> list:
    """Views of every position with a real choice, from Medium-vs-Medium games."""
    views = []
    for g in range(games):
        game = Game([MediumStrategy(), MediumStrategy()], seed=seed + g, first=g & 1,
                    move_limit=1000)
        while not game.is_over:
            view = game.view(game.to_move)
            if len(view.legal_moves) > 1:
                views.append(view)
            game.step()
    return views


def run(views: list, iterations: int, seed: int) -> tuple[float, int, list[float]]:
    """(seconds, iterations, per-decision seconds) for searching every view."""
    hard = HardStrategy(seed=seed)
    per = []
    total = 0
    start = time.perf_counter()
    for view in views:
        t = time.perf_counter()
        result = search(view, hard._rng(view), iterations=iterations,
                        exploration=hard.exploration, epsilon=hard.epsilon,
                        max_plies=hard.max_plies)
        per.append(time.perf_counter() - t)
        total += result.iterations
    return time.perf_counter() - start, total, per


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
                        help="games to take decision points from (default 6)")
    parser.add_argument("--iterations", type=int, default=1000,
                        help="ISMCTS iterations per decision (default 1000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if min(args.games, args.iterations, args.repeat) <= 0:
        parser.error("--games, --iterations and --repeat must be positive")
    views = decision_points(args.games, args.seed)
    best = None
    for _ in range(args.repeat):
        seconds, total, per = run(views, args.iterations, args.seed)
        if best is None or seconds < best[0]:
            best = (seconds, total, per)
    seconds, total, per = best
    rate = total / seconds
    base = max(baseline(200_000, args.seed) for _ in range(args.repeat))
    result = {
        "iterations_per_s": round(rate),
        "decisions": len(views),
        "iterations_per_decision": args.iterations,
        "ms_per_decision_p50": round(1000 * statistics.median(per), 2),
        "ms_per_decision_max": round(1000 * max(per), 2),
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
