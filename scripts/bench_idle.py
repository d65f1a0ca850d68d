#!/usr/bin/env python3
"""Idle CPU of the game in a real window, against a bare Arcade window.

Usage: ``DISPLAY=:N python scripts/bench_idle.py [--seconds 10] [--settle 12]`` (needs an
X display: a real one or ``Xvfb :N``).

Three processes, one after the other, each left alone for ``--settle`` seconds and then
measured for ``--seconds``: the game at the menu, the game at the table on the player's
turn (``--seed 3``: the player is to move once the deal has settled and the computer's
first move is shown), and a bare Arcade window drawing 14 card sprites at Arcade's
default 60 frames a second. Each figure is the process's CPU time (user + system, from
/proc/PID/stat) over the wall time, as a share of one core, with its ratio to the bare
window's. Saves and statistics go to a temporary data folder.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE = """
import arcade
w = arcade.Window(1280, 720, "bare")
cards = arcade.SpriteList()
for i in range(14):
    cards.append(arcade.Sprite(":resources:images/cards/cardHearts7.png",
                               center_x=100 + 70 * i, center_y=360))
w.on_draw = lambda: (w.clear(), cards.draw())
arcade.run()
"""


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(argv: list[str], settle: float, seconds: float, env: dict) -> float:
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        time.sleep(settle)
        if proc.poll() is not None:
            raise SystemExit(f"{argv[-1]!r} ended early (status {proc.returncode})")
        cpu0, t0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(seconds)
        return (cpu_seconds(proc.pid) - cpu0) / (time.monotonic() - t0)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--settle", type=float, default=12.0)
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        parser.error("needs DISPLAY (start Xvfb :N and set DISPLAY=:N)")
    env = dict(os.environ, DIRTY7_DATA_DIR=tempfile.mkdtemp(prefix="dirty7-idle-"))
    env.pop("ARCADE_HEADLESS", None)
    py = sys.executable
    runs = {
        "menu": [py, "-m", "dirty7"],
        "table, player's turn": [py, "-m", "dirty7", "--seed", "3"],
        "bare window, 14 cards": [py, "-c", BARE],
    }
    shares = {name: measure(cmd, args.settle, args.seconds, env) for name, cmd in runs.items()}
    bare = shares["bare window, 14 cards"] or 1e-9
    print(f"idle CPU over {args.seconds:g} s after {args.settle:g} s (share of one core):")
    for name, share in shares.items():
        print(f"  {name:24s} {100 * share:5.1f} %   ratio to bare {share / bare:5.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
