#!/usr/bin/env python3
"""Start-up to the menu's first drawn frame: the game from the source tree (``python -m
dirty7``), the bundle (``dist/dirty7/dirty7``, when built), and a bare Arcade window that
draws one frame, all headless and in the same run.

Usage: ``python scripts/bench_startup.py [--runs N] [--bundle DIR] [--languages de,ru]
[--cold] [--json]``

Each program is launched alternately ``--runs`` times (medians) after one warm-up launch
of each, which fills the file and bytecode caches as an installed game's are. The figures
are wall time from launch to the line ``first-frame`` (``--startup-probe``: printed after
the menu's first frame was drawn and finished), and each one's ratio to the bare window;
on Linux also the CPU time each had used by then, all its threads (``*_cpu_s``,
``*_cpu_ratio``), which a loaded machine moves far less than the wall time.
The target: the menu within 1.3x the bare window.

``--cold`` empties the kernel's page cache before every launch (Linux, as root), so each
program reads its files from disk as after a reboot: the cold start, where the warm one
(the default) is a start soon after another.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

sys.path.insert(0, str(Path(__file__).resolve().parent))
# the same bare window and the same launcher as bench_frames' start-up figure, so the two
# scripts' ratios measure one thing
from bench_frames import BARE, launch_to_first_frame  # noqa: E402

#: Where Linux takes the order to empty its page cache (root only).
DROP_CACHES = Path("/proc/sys/vm/drop_caches")


def drop_page_cache() -> None:
    """Write what is dirty to disk, then empty the page cache: the next launch reads every
    file from disk (OSError where that is not allowed)."""
    os.sync()
    DROP_CACHES.write_text("3\n")


def bench(runs: int, bundle: Path | None, languages: list[str] | None = None,
          before_launch: Callable[[], None] = lambda: None) -> dict:
    programs = {"bare_window": [sys.executable, "-c", BARE],
                "source": [sys.executable, "-m", "dirty7", "--startup-probe"]}
    for code in languages or ():  # the game in another language, in the same rounds
        programs[f"source_{code}"] = [*programs["source"], "--language", code]
    if bundle is not None and (bundle / "dirty7").is_file():
        programs["bundle"] = [str(bundle / "dirty7"), "--startup-probe"]
    for cmd in programs.values():
        launch_to_first_frame(cmd)  # warm-up
    walls: dict[str, list[float]] = {name: [] for name in programs}
    cpus: dict[str, list[float | None]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, cmd in programs.items():
            before_launch()
            wall, cpu = launch_to_first_frame(cmd)
            walls[name].append(wall)
            cpus[name].append(cpu)
    result: dict = {}
    for suffix, figures in (("s", walls), ("cpu_s", cpus)):
        known = {name: [v for v in values if v is not None] for name, values in figures.items()}
        if not all(known.values()):
            continue  # no CPU figure where /proc cannot tell
        medians = {name: statistics.median(values) for name, values in known.items()}
        for name, value in medians.items():
            result[f"{name}_{suffix}"] = round(value, 3)
        for name in [n for n in medians if n != "bare_window"]:
            ratio = f"{name}_{suffix[:-1]}ratio" if suffix != "s" else f"{name}_ratio"
            result[ratio] = round(medians[name] / medians["bare_window"], 2)
    result["runs"] = runs
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="launches of each (default 9)")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "dirty7",
                        help="the bundle's folder (default dist/dirty7; left out if absent)")
    parser.add_argument("--languages", default="", metavar="CODES",
                        help="also start the game in these languages (de,ru: its catalogue "
                             "read at start-up), each with its own figures")
    parser.add_argument("--cold", action="store_true",
                        help="empty the page cache before every launch (Linux, as root)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    ns = parser.parse_args(argv)
    if ns.runs < 1:
        parser.error("--runs must be at least 1")
    if ns.cold:
        try:
            drop_page_cache()
        except OSError as error:
            parser.error(f"--cold empties the page cache, which needs Linux and root: "
                         f"cannot write {DROP_CACHES} ({error.strerror or error})")
    result = bench(ns.runs, ns.bundle, [c for c in ns.languages.split(",") if c],
                   drop_page_cache if ns.cold else lambda: None)
    result["cold"] = ns.cold
    if ns.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key:16} {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
