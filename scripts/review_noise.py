#!/usr/bin/env python3
"""How noisy the review's judgements are, and how often a flag flips with the seed.

Plays a few Medium-vs-Hard games (Medium in seat 0, the seat reviewed, as a player would
be), then searches each of Medium's decisions with the review's evaluator:

- the old rule: one search of 600 iterations per seed, a move flagged when best minus
  played is at least ten points; ``K`` seeds give the spread (standard deviation) of the
  chance to win and of the best-vs-played gap, and the *flip rate*: of the moves one seed
  flags, the share that another seed does not;
- the new rule (:func:`dirty7.game.review.evaluate`, today's defaults): flagged when
  ``gap - 2 SE >= 10`` points over three seeds; run with two disjoint seed triples, its
  flip rate is the share of moves flagged by one triple and not the other.

It also prints, per game, the chance at every decision (old and new) and whether Medium
won, and the Brier score of the chance against the outcome, to see whether the graph
follows the game. Figures, not a test:

    python scripts/review_noise.py --games 3
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dirty7.ai.hard import HardStrategy  # noqa: E402
from dirty7.ai.medium import MediumStrategy  # noqa: E402
from dirty7.game.controller import Game  # noqa: E402
from dirty7.game.record import GameRecord  # noqa: E402
from dirty7.game.review import (  # noqa: E402
    COSTLY,
    REVIEW_ITERATIONS,
    REVIEW_SEEDS,
    decisions,
    judge,
    search_decision,
)
from dirty7.rules import parse_move  # noqa: E402

OLD_ITERATIONS = 600


def play(seed: int) -> tuple[dict, bool]:
    """A Medium (seat 0) vs Hard game's record, and whether Medium won."""
    game = Game([MediumStrategy(), HardStrategy(seed=seed, iterations=300)], seed=seed,
                move_limit=400)
    result = game.run()
    return game.record.to_dict(), result.winner == 0


def old_rule(result, played: int) -> tuple[float, float, bool]:
    """(chance, gap, flagged) as the review judged a decision before: one search."""
    best = max(result.values, key=lambda m: (result.values[m], result.visits.get(m, 0)))
    gap = result.values[best] - result.values.get(played, 0.0)
    return result.values[best], gap, best != played and gap >= COSTLY


def flips(flags: list[list[bool]]) -> tuple[int, int]:
    """(pairs where one run flags and the other not, pairs where at least one flags)."""
    flipped = flagged = 0
    for per_move in flags:
        for i in range(len(per_move)):
            for j in range(i + 1, len(per_move)):
                if per_move[i] or per_move[j]:
                    flagged += 1
                    flipped += per_move[i] != per_move[j]
    return flipped, flagged


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--k", type=int, default=4, help="seeds for the old rule")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    chance_sd, gap_sd, old_flags, new_flags = [], [], [], []
    old_s = new_s = 0.0
    brier: tuple[list[float], list[float]] = ([], [])  # (chance - outcome)², old and new
    for g in range(args.games):
        record, won = play(args.seed + g)
        moves = GameRecord.from_dict(record).moves
        chances, old_chances = [], []
        for ply in decisions(record, 0):
            played = int(parse_move(moves[ply]))
            t = time.perf_counter()
            olds = [old_rule(search_decision(record, 0, ply, OLD_ITERATIONS, 100 + s), played)
                    for s in range(args.k)]
            old_s += (time.perf_counter() - t) / args.k
            chance_sd.append(statistics.stdev(c for c, _, _ in olds))
            gap_sd.append(statistics.stdev(gp for _, gp, _ in olds))
            old_flags.append([f for _, _, f in olds])
            old_chances.append(olds[0][0])
            runs = []
            t = time.perf_counter()
            for triple in (REVIEW_SEEDS, tuple(s + len(REVIEW_SEEDS) for s in REVIEW_SEEDS)):
                results = [search_decision(record, 0, ply, REVIEW_ITERATIONS, s) for s in triple]
                best, bv, pv, se = judge(results, played)
                runs.append(best != played and bv - pv - 2 * se >= COSTLY)
                if len(runs) == 1:
                    chances.append(bv)
            new_s += (time.perf_counter() - t) / 2
            new_flags.append(runs)
        print(f"game {g + 1}: {len(chances)} decisions, Medium {'won' if won else 'lost'}; "
              f"chance at decisions, new: " + " ".join(f"{c:.0%}" for c in chances))
        print("    old: " + " ".join(f"{c:.0%}" for c in old_chances))
        outcome = 1.0 if won else 0.0
        brier[0].extend((c - outcome) ** 2 for c in old_chances)
        brier[1].extend((c - outcome) ** 2 for c in chances)
    n = len(old_flags)
    of, oa = flips(old_flags)
    nf, na = flips(new_flags)
    print(f"decisions: {n}")
    print(f"old rule, one search of {OLD_ITERATIONS}: sd of chance "
          f"{statistics.fmean(chance_sd):.3f}, sd of gap {statistics.fmean(gap_sd):.3f} "
          f"(mean over decisions, {args.k} seeds)")
    print(f"old rule: flagged {sum(map(sum, old_flags))} of {n * args.k} judgements; "
          f"flip rate {of}/{oa} = {of / max(1, oa):.0%}")
    print(f"new rule, {len(REVIEW_SEEDS)} x {REVIEW_ITERATIONS}: flagged "
          f"{sum(map(sum, new_flags))} of {n * 2}; flip rate {nf}/{na} = {nf / max(1, na):.0%}")
    print(f"Brier score of the chance against the outcome (lower: follows the game): "
          f"old {statistics.fmean(brier[0]):.3f}, new {statistics.fmean(brier[1]):.3f}")
    print(f"seconds per decision: old {old_s / n:.2f}, new {new_s / n:.2f} "
          f"(ratio {new_s / max(old_s, 1e-9):.2f})")


if __name__ == "__main__":
    main()
