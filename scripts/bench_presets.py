#!/usr/bin/env python3
"""Strength per preset: Medium against Easy and Hard against Medium under each rule set.

Usage: ``python scripts/bench_presets.py [--games 1000] [--seed 1] [--jobs N]
[--hard-iterations N] [--rules dirty-seven crazy-eights mau-mau]``

Each pairing plays ``--games`` seat-balanced games (each deal twice, seats swapped)
through :func:`dirty7.arena.tournament.run_tournament` under each preset's rules, and
prints one line per pairing and preset: the stronger side's win rate and its 95 %
interval. Hard must beat Medium under every preset; the script says so, or names the
preset where it does not (exit status 1). Hard plays as the game plays it on this machine
(its think time turned into iterations by the stored calibration) unless
``--hard-iterations`` names a count. A benchmark, not a test: with the defaults it takes
a long while.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAIRINGS = (("medium", "easy"), ("hard", "medium"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="Hard's iterations per decision (default: the game's, calibrated)")
    parser.add_argument("--rules", nargs="+", default=None, metavar="NAME",
                        help="the rule sets (default: every preset)")
    parser.add_argument("--pairings", nargs="+", default=None, metavar="A-B",
                        choices=[f"{a}-{b}" for a, b in PAIRINGS],
                        help="the pairings to play (default: medium-easy hard-medium)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from dirty7.arena.tournament import default_jobs, run_tournament
    from dirty7.game.players import resolve_spec
    from dirty7.rules import PRESETS

    hard = (f"hard:iterations={args.hard_iterations}" if args.hard_iterations is not None
            else resolve_spec("hard"))
    spec = {"easy": "easy", "medium": "medium", "hard": hard}
    jobs = args.jobs or default_jobs()
    failed = []
    pairings = [p for p in PAIRINGS
                if args.pairings is None or f"{p[0]}-{p[1]}" in args.pairings]
    for rules in args.rules or list(PRESETS):
        for a, b in pairings:
            s = run_tournament(spec[a], spec[b], args.games, seed=args.seed, jobs=jobs,
                               rules=rules, progress=_tally(f"{rules}: {a} vs {b}")).summary()
            low, high = s["ci95"]
            print(f"{rules}: {spec[a]} vs {spec[b]}: {s['a_win_rate']:.1%} of {s['games']} "
                  f"games ({s['a_wins']}–{s['b_wins']}, {s['draws']} drawn; 95% interval "
                  f"{low:.1%}–{high:.1%})", flush=True)
            if a == "hard" and s["a_wins"] <= s["b_wins"]:
                failed.append(rules)
    if ("hard", "medium") in pairings:
        print("Hard beats Medium under every preset" if not failed
              else f"Hard does not beat Medium under: {', '.join(failed)}")
    return 1 if failed else 0


def _tally(label: str):
    """A progress callback: the running score on stderr after each batch (a long run
    can be read before it ends)."""
    seen = {"games": 0, "a": 0, "b": 0}

    def told(batch) -> None:
        for game in batch:
            seen["games"] += 1
            seen["a"] += game.winner == "a"
            seen["b"] += game.winner == "b"
        print(f"  {label}: {seen['games']} games, {seen['a']}–{seen['b']}", file=sys.stderr,
              flush=True)
    return told


if __name__ == "__main__":
    raise SystemExit(main())
