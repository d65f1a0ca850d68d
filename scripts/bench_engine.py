#!/usr/bin/env python3
"""Engine speed: random games (uniform legal moves) on one core.

Prints games and decisions per second, moves per game, and ``baseline_ratio``:
decisions per second over a bare loop of ``random.choice`` on a list of the same
average length, measured in the same run, so the figure survives a noisy machine.
Each decision is ``legal_moves`` + ``random.choice`` + ``push``; dealing is included.

    python scripts/bench_engine.py --games 20000 --json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dirty7.rules import deal  # noqa: E402


def run_games(games: int, seed: int) -> tuple[float, int, int]:
    """(seconds, decisions, legal-move-list total length) for ``games`` random games."""
    rng = random.Random(seed)
    choice = rng.choice
    decisions = 0
    options = 0
    start = time.perf_counter()
    for g in range(games):
        position = deal(seed + g, g & 1)
        legal_moves = position.legal_moves
        push = position.push
        while position.phase_index != 4:
            moves = legal_moves()
            options += len(moves)
            push(choice(moves))
            decisions += 1
    return time.perf_counter() - start, decisions, options


def run_baseline(decisions: int, length: int, seed: int) -> float:
    """Seconds for the same number of bare ``random.choice`` calls on one list."""
    rng = random.Random(seed)
    choice = rng.choice
    items = list(range(max(1, length)))
    start = time.perf_counter()
    for _ in range(decisions):
        choice(items)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000, help="games to play (default 20000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games <= 0 or args.repeat <= 0:
        parser.error("--games and --repeat must be positive")
    best = None
    for _ in range(args.repeat):
        seconds, decisions, options = run_games(args.games, args.seed)
        if best is None or seconds < best[0]:
            best = (seconds, decisions, options)
    seconds, decisions, options = best
    avg_len = options / decisions
    base = min(run_baseline(decisions, round(avg_len), args.seed) for _ in range(args.repeat))
    result = {
        "games": args.games,
        "games_per_s": round(args.games / seconds, 1),
        "decisions_per_s": round(decisions / seconds),
        "moves_per_game": round(decisions / args.games, 2),
        "average_legal_moves": round(avg_len, 2),
        "baseline_decisions_per_s": round(decisions / base),
        "baseline_ratio": round((decisions / seconds) / (decisions / base), 4),
        "python": sys.version.split()[0],
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>26}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
