#!/usr/bin/env python3
"""Start-up to the menu's first drawn frame: the game from the source tree (``python -m
dirty7``), the bundle (``dist/dirty7/dirty7``, when built), and a bare Arcade window that
draws one frame, all headless and in the same run.

Usage: ``python scripts/bench_startup.py [--runs N] [--bundle DIR] [--json]``

Each program is launched alternately ``--runs`` times (medians) after one warm-up launch
of each, which fills the file and bytecode caches as an installed game's are. The figures
are wall time from launch to the line ``first-frame`` (``--startup-probe``: printed after
the menu's first frame was drawn and finished), and each one's ratio to the bare window.
The target: the menu within 1.3x the bare window.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

sys.path.insert(0, str(Path(__file__).resolve().parent))
# the same bare window and the same launcher as bench_frames' start-up figure, so the two
# scripts' ratios measure one thing
from bench_frames import BARE, time_to_first_frame  # noqa: E402


def bench(runs: int, bundle: Path | None) -> dict:
    programs = {"bare_window_s": [sys.executable, "-c", BARE],
                "source_s": [sys.executable, "-m", "dirty7", "--startup-probe"]}
    if bundle is not None and (bundle / "dirty7").is_file():
        programs["bundle_s"] = [str(bundle / "dirty7"), "--startup-probe"]
    for cmd in programs.values():
        time_to_first_frame(cmd)  # warm-up
    times: dict[str, list[float]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, cmd in programs.items():
            times[name].append(time_to_first_frame(cmd))
    result = {name: round(statistics.median(values), 3) for name, values in times.items()}
    bare = result["bare_window_s"]
    for name in [n for n in result if n != "bare_window_s"]:
        result[name.replace("_s", "_ratio")] = round(result[name] / bare, 2)
    result["runs"] = runs
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="launches of each (default 9)")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "dirty7",
                        help="the bundle's folder (default dist/dirty7; left out if absent)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    ns = parser.parse_args(argv)
    if ns.runs < 1:
        parser.error("--runs must be at least 1")
    result = bench(ns.runs, ns.bundle)
    if ns.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key:16} {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
