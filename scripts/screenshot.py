#!/usr/bin/env python3
"""Render the game's screens headless to PNG files in docs/ (for the README and review).

Usage: ``python scripts/screenshot.py [--out docs] [--sizes 1280x720,800x600]``

Why one process per size: in headless mode a window's size is fixed when it is created,
so each size gets its own window (a subprocess keeps the GL contexts apart).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def render(size: tuple[int, int], out: Path, seed: int) -> list[Path]:
    """Render every screen at ``size`` into ``out``; returns the files written."""
    os.environ["ARCADE_HEADLESS"] = "1"
    sys.path.insert(0, str(ROOT))
    from dirty7.ui.bootstrap import arcade
    from dirty7.ui.menu import HowToPlayView, MenuView
    from dirty7.ui.table import TableView

    w, h = size
    window = arcade.Window(w, h, "Dirty Seven", visible=False)
    written: list[Path] = []

    def shot(view: arcade.View, name: str, frames: int = 2) -> None:
        window.show_view(view)
        for _ in range(frames):
            view.on_draw()
        path = out / f"{name}_{w}x{h}.png"
        arcade.get_image().convert("RGB").save(path)
        written.append(path)

    menu = MenuView(window, on_settings=lambda: None, on_statistics=lambda: None)
    shot(menu, "menu")
    shot(HowToPlayView(window, back_to=menu), "how_to_play")

    table = TableView(window, difficulty="medium", seed=seed)
    window.show_view(table)
    for _ in range(12):
        table.on_update(1 / 30)
    shot(table, "table_dealing", frames=1)
    table.skip_animations()
    table.waste_glow = (255, 222, 110)
    shot(table, "table")
    window.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--sizes", default="1280x720,800x600")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--one", help=argparse.SUPPRESS)  # internal: render a single size
    ns = parser.parse_args(argv)
    out = Path(ns.out)
    out.mkdir(parents=True, exist_ok=True)
    if ns.one:
        w, h = (int(v) for v in ns.one.split("x"))
        for path in render((w, h), out, ns.seed):
            print(path)
        return 0
    status = 0
    for size in ns.sizes.split(","):
        cmd = [sys.executable, __file__, "--one", size, "--out", str(out), "--seed", str(ns.seed)]
        env = {**os.environ, "ARCADE_HEADLESS": "1"}
        status |= subprocess.call(cmd, env=env)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
