#!/usr/bin/env python3
"""Measure each built-in level against the others and write dirty7/ai/strength.json.

Usage: ``python scripts/measure_strength.py [--games 1000] [--seed 1] [--jobs N]
[--hard-ms 240] [--out dirty7/ai/strength.json]``

Every pairing (Medium–Easy, Hard–Medium, Hard–Easy) plays ``--games`` seat-balanced
games through :func:`dirty7.tournament.run_tournament` (each deal twice, seats swapped).
The menu shows each level's win rate over all its games from this file. With the
defaults this takes a long while (Hard thinks ``--hard-ms`` per move); run it on an idle
machine.
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
    parser.add_argument("--hard-ms", type=int, default=240)
    parser.add_argument("--out", type=Path, default=ROOT / "dirty7" / "ai" / "strength.json")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from dirty7.tournament import default_jobs, run_tournament

    jobs = args.jobs or default_jobs()
    spec = {"easy": "easy", "medium": "medium", "hard": f"hard:think_ms={args.hard_ms}"}
    pairings = []
    for a, b in PAIRINGS:
        result = run_tournament(spec[a], spec[b], args.games, seed=args.seed, jobs=jobs)
        s = result.summary()
        pairings.append({"a": a, "b": b, "games": s["games"], "a_wins": s["a_wins"],
                         "b_wins": s["b_wins"], "draws": s["draws"]})
        print(f"{a} vs {b}: {s['a_win_rate']:.1%} of {s['games']} games", flush=True)
    data = {
        "version": 1,
        "source": f"scripts/measure_strength.py --games {args.games} --seed {args.seed} "
                  f"--hard-ms {args.hard_ms}",
        "seed": args.seed,
        "games_per_pairing": args.games,
        "pairings": pairings,
    }
    args.out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
