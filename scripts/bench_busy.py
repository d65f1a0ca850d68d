#!/usr/bin/env python3
"""A game on a busy machine against its quiet time: wall time, busy/quiet ratio per level.

Why: the computer's thinking runs in a worker process; whatever lowers that process's
share of the CPU (its niceness, a deadline that restarts it, frame pacing) shows as a game
that takes many times longer beside other busy programs. This plays the same headless
autoplay games (fixed seeds, instant animation, the table as a player sees it) quietly and
then beside ``--burners`` busy-loop processes it starts and ends itself, and prints each
game's wall time, the busy/quiet ratio per difficulty and the load average.

    python scripts/bench_busy.py                 # hard and matched:strength=1, seed 7
    python scripts/bench_busy.py --seeds 7 8 --json

A game that does not end within ``--timeout`` seconds is stopped and reported as such.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ("hard", "matched:strength=1")
BURNER = "while 1: pass"


def play(difficulty: str, seed: int, timeout: float, root: Path = ROOT) -> dict:
    """One headless autoplay game: its wall time, or ``timed_out`` when it ran too long."""
    env = dict(os.environ, ARCADE_HEADLESS="1")
    command = [sys.executable, "-m", "dirty7", "--autoplay", "--difficulty", difficulty,
               "--seed", str(seed), "--exit-after-game", "--animation-speed", "instant"]
    start = time.perf_counter()
    proc = subprocess.Popen(command, cwd=root, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        _, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        proc.communicate()
        return {"seconds": None, "timed_out": True, "status": None}
    seconds = time.perf_counter() - start
    result = {"seconds": round(seconds, 2), "timed_out": False, "status": proc.returncode}
    if proc.returncode:
        result["error"] = err.decode(errors="replace")[-400:]
    return result


def run_all(levels: list[str], seeds: list[int], timeout: float,
            root: Path = ROOT) -> dict[str, list[dict]]:
    """Every level at every seed, each result with the load average before it."""
    results: dict[str, list[dict]] = {}
    for level in levels:
        for seed in seeds:
            load = round(os.getloadavg()[0], 2)
            results.setdefault(level, []).append(
                {"seed": seed, "load_before": load, **play(level, seed, timeout, root)})
    return results


def with_burners(count: int, levels: list[str], seeds: list[int], timeout: float,
                 root: Path = ROOT) -> dict[str, list[dict]]:
    """:func:`run_all` while ``count`` busy loops run (always ended afterwards)."""
    burners = [subprocess.Popen([sys.executable, "-c", BURNER]) for _ in range(count)]
    try:
        time.sleep(1.0)
        return run_all(levels, seeds, timeout, root)
    finally:
        for proc in burners:
            proc.kill()
            proc.wait()


def total(games: list[dict]) -> float | None:
    """The games' summed wall time, or None when one timed out or failed."""
    if any(g["timed_out"] or g["status"] for g in games):
        return None
    return round(sum(g["seconds"] for g in games), 2)


def summary(quiet: dict[str, list[dict]], busy: dict[str, list[dict]]) -> dict[str, dict]:
    """Per level: quiet and busy totals and their ratio (None when a game did not end)."""
    out = {}
    for level in quiet:
        q, b = total(quiet[level]), total(busy[level])
        out[level] = {"quiet_s": q, "busy_s": b,
                      "ratio": round(b / q, 2) if q and b is not None else None}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[7])
    parser.add_argument("--levels", nargs="+", default=list(LEVELS))
    parser.add_argument("--burners", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per game")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--checkout", type=Path, default=ROOT,
                        help="play the game from this checkout (e.g. main, to compare)")
    args = parser.parse_args(argv)
    cpus = os.cpu_count()
    quiet = run_all(args.levels, args.seeds, args.timeout, args.checkout)
    busy = with_burners(args.burners, args.levels, args.seeds, args.timeout,
                        args.checkout)
    out = {"checkout": str(args.checkout), "cpus": cpus, "burners": args.burners,
           "load_after": os.getloadavg()[0],
           "quiet": quiet, "busy": busy, "summary": summary(quiet, busy)}
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{cpus} CPUs, {args.burners} burners; load average now {out['load_after']:.2f}")
    for level in args.levels:
        for phase, games in (("quiet", quiet), ("busy", busy)):
            for g in games[level]:
                took = "TIMED OUT" if g["timed_out"] else f"{g['seconds']:.1f} s"
                failed = f" (exit {g['status']})" if g["status"] else ""
                print(f"  {level:<20} {phase:<5} seed {g['seed']:<4} {took}{failed}"
                      f"  load before {g['load_before']:.2f}")
        s = out["summary"][level]
        print(f"  {level:<20} busy/quiet = {s['ratio']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
