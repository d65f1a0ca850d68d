#!/usr/bin/env python3
"""Measure each built-in level against the others and write dirty7/ai/strength.json.

Usage: ``python scripts/measure_strength.py [--games 1000] [--seed 1] [--jobs N]
[--hard-iterations N | --hard-ms MS] [--out dirty7/ai/strength.json]``

Every pairing (Medium–Easy, Hard–Medium, Hard–Easy) plays ``--games`` seat-balanced
games through :func:`dirty7.arena.tournament.run_tournament` (each deal twice, seats swapped).
The menu shows each level's win rate over all its games from this file.

Hard plays as the game plays it on this machine by default: its 240 ms turned into an
iteration count by the stored calibration (``dirty7.game.players.resolve_spec``), so the
figures do not depend on how busy the machine is while they are measured, and each pairing
is the same as ``dirty7 tournament hard:iterations=N ... --games 1000 --seed 1``.
``--hard-iterations`` names another count; ``--hard-ms`` gives Hard a wall-clock budget
instead (then run it on an idle machine). With the defaults it takes a long while.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAIRINGS = (("medium", "easy"), ("hard", "medium"), ("hard", "easy"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--hard-iterations", type=int, default=None,
                        help="Hard's iterations per decision (default: the game's, calibrated)")
    budget.add_argument("--hard-ms", type=int, default=None,
                        help="Hard's wall-clock budget per decision instead")
    parser.add_argument("--out", type=Path, default=ROOT / "dirty7" / "ai" / "strength.json")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from dirty7.arena.tournament import default_jobs, run_tournament

    jobs = args.jobs or default_jobs()
    if args.hard_ms is not None:
        hard = f"hard:think_ms={args.hard_ms}"
    elif args.hard_iterations is not None:
        hard = f"hard:iterations={args.hard_iterations}"
    else:
        from dirty7.game.players import resolve_spec

        hard = resolve_spec("hard")
    spec = {"easy": "easy", "medium": "medium", "hard": hard}
    pairings = []
    for a, b in PAIRINGS:
        result = run_tournament(spec[a], spec[b], args.games, seed=args.seed, jobs=jobs)
        s = result.summary()
        pairings.append({"a": a, "b": b, "a_spec": spec[a], "b_spec": spec[b],
                         "games": s["games"], "a_wins": s["a_wins"],
                         "b_wins": s["b_wins"], "draws": s["draws"]})
        print(f"{spec[a]} vs {spec[b]}: {s['a_win_rate']:.1%} of {s['games']} games "
              f"(95% interval {s['ci95'][0]:.1%}–{s['ci95'][1]:.1%})", flush=True)
    data = {
        "version": 1,
        "source": f"scripts/measure_strength.py --games {args.games} --seed {args.seed}, "
                  f"Hard as {hard}",
        "seed": args.seed,
        "games_per_pairing": args.games,
        "pairings": pairings,
    }
    args.out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
