#!/usr/bin/env python3
"""Honest games against Hard and Matched on a loaded machine: how many pass ``dirty7 verify``.

Why: when a level searched on wall-clock time, a Hard move that took over its limit on a
busy machine was replaced by Medium's while the record still said Hard.
This plays ``--games`` autoplay games per level as the game plays them (the spec resolved
by ``resolve_spec`` with this machine's calibration, each seat guarded by
``create_guarded`` with the table's limit, or ``--time-limit``), while ``--burners``
busy-loop processes run beside it, exports each record to a file and verifies it. Prints,
per level, the games, how many verify, and the fallbacks and hand-overs recorded.

    python scripts/verify_under_load.py --games 20
    python scripts/verify_under_load.py --games 20 --time-limit 0.05   # a limit load beats
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dirty7.ai.guard import PLUGIN_TIME_LIMIT_S  # noqa: E402
from dirty7.ai.registry import create_guarded  # noqa: E402
from dirty7.game.controller import Game  # noqa: E402
from dirty7.game.players import resolve_spec, strategy_seed  # noqa: E402
from dirty7.game.verify import verify_file  # noqa: E402

LEVELS = ("hard:think_ms={ms}", "matched:strength=1,think_ms={ms}")


def _burn() -> None:
    n = 0
    while True:
        n = (n * 7 + 1) % 1_000_003


def play_and_verify(spec: str, seed: int, limit: float, folder: Path) -> dict:
    """One autoplay game at ``spec`` dealt from ``seed``, exported and verified."""
    resolved = resolve_spec(spec)
    seeds = [strategy_seed(seed, seat) for seat in (0, 1)]
    seats = [create_guarded(resolved, s, time_limit_s=limit) for s in seeds]
    game = Game(seats, seed=seed, players=[resolved, resolved], seeds=seeds, move_limit=400)
    game.run()
    path = folder / f"game-{seed}.json"
    path.write_text(game.record.to_json())
    verdict = verify_file(path)
    return {"spec": resolved, "ok": verdict.ok, "failure": verdict.failure,
            "fallbacks": len(game.fallbacks), "handed_over": len(game.record.replaced)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per level")
    parser.add_argument("--think-ms", type=int, default=30, help="each level's budget")
    parser.add_argument("--burners", type=int, default=2, help="CPU-burning processes")
    parser.add_argument("--time-limit", type=float, default=PLUGIN_TIME_LIMIT_S,
                        help="each seat's limit in seconds (the table's by default)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    context = multiprocessing.get_context("spawn")
    burners = [context.Process(target=_burn, daemon=True) for _ in range(args.burners)]
    for proc in burners:
        proc.start()
    out = {"games": args.games, "burners": args.burners, "time_limit_s": args.time_limit,
           "levels": {}}
    try:
        with tempfile.TemporaryDirectory() as folder:
            for level in LEVELS:
                spec = level.format(ms=args.think_ms)
                runs = [play_and_verify(spec, args.seed + i, args.time_limit, Path(folder))
                        for i in range(args.games)]
                out["levels"][spec] = {
                    "played_as": runs[0]["spec"],
                    "verified": sum(r["ok"] for r in runs),
                    "fallbacks": sum(r["fallbacks"] for r in runs),
                    "handed_over": sum(r["handed_over"] for r in runs),
                    "first_failure": next((r["failure"] for r in runs if not r["ok"]), None)}
    finally:
        for proc in burners:
            proc.kill()
            proc.join(timeout=5)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for spec, row in out["levels"].items():
            print(f"{spec} (played as {row['played_as']}): {row['verified']}/{args.games} "
                  f"verify; fallbacks {row['fallbacks']}, hand-overs recorded "
                  f"{row['handed_over']}" + (f"; first failure: {row['first_failure']}"
                                             if row["first_failure"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
