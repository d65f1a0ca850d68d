#!/usr/bin/env python3
"""Memory over many games in one window: plays N games (50 by default) back to back with
Play again, headless, and prints the process's RSS after every tenth, then the growth a
game over the whole run and over its later half.

Usage: ``python scripts/memory_games.py [--games 50] [--every 10] [--difficulty easy]``

Why: each game builds a table and a results view; if anything keeps a finished game's
views alive (``arcade.gui``'s class-level property store), the RSS
grows by about 20 MB a game. With nothing kept, the count of live ``TableView`` /
``ResultsView`` objects stays at one each, Arcade's live GL objects and Python's allocated
blocks stay level, and what still grows is native and fills up: pyglet's glyph atlases and
the renderer's caches (llvmpipe's shader variants) grow over the first forty or so games
and then stop, so the later half's figure is the one a long session feels.

The human seat is played through the table's real handlers (double-click a card, the
stock, the suit picker, Pass) as in ``tests/support/app.py``; the computer thinks in a
thread, the animation speed is ``instant``. Saves and statistics go to a temporary data
folder, never the player's.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import weakref
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("ARCADE_HEADLESS", "1")


def rss_mb() -> float:
    """The resident set size now, from /proc/self/status (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


#: Every table and results view made so far, held weakly: ``gc.get_objects`` does not
#: list what was frozen (``gc.freeze``), so it cannot be relied on to count them.
made: weakref.WeakSet = weakref.WeakSet()


def live(kind: type) -> int:
    return sum(1 for obj in made if isinstance(obj, kind))


def live_gl_objects(ctx) -> int:
    """GL objects Arcade made and has not freed yet (its context's own counters)."""
    stats = ctx.stats
    kinds = ("texture", "framebuffer", "buffer", "program", "vertex_array", "geometry")
    return sum(getattr(stats, kind)[0] - getattr(stats, kind)[1] for kind in kinds)


def growth(figures: list[tuple[int, float]]) -> str:
    """The RSS growth a game from the first figure to the last, and over the later half
    of the figures alone: a cache that fills (glyphs, the renderer's shader variants)
    grows early and stops; a leak grows in both."""
    (first_game, first), (last_game, last) = figures[0], figures[-1]
    middle_game, middle = figures[len(figures) // 2]
    whole = (last - first) / max(1, last_game - first_game)
    later = (last - middle) / max(1, last_game - middle_game)
    return (f"growth: {whole:+.2f} MB a game from game {first_game} to {last_game};"
            f" {later:+.2f} MB a game from game {middle_game} to {last_game}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--difficulty", default="easy")
    args = parser.parse_args(argv)
    if args.games < 1 or args.every < 1:
        parser.error("--games and --every must be at least 1")
    os.environ["DIRTY7_DATA_DIR"] = tempfile.mkdtemp(prefix="dirty7-memory-")

    from dirty7.ui.core.bootstrap import arcade, pyglet
    from dirty7.ui.screens.results import ResultsView
    from dirty7.ui.table.table_view import TableView
    from tests.support.app import make_app, play_to_the_end

    window = arcade.Window(1280, 720, "memory", visible=False)
    app, _ = make_app(window, difficulty=args.difficulty)
    gc.collect()
    print(f"start: RSS {rss_mb():.0f} MB", flush=True)
    first = None
    figures: list[tuple[int, float]] = []
    app.start_game(args.difficulty, 1)
    for game in range(1, args.games + 1):
        table = window.current_view
        made.add(table)
        play_to_the_end(window, table)
        window.current_view.on_draw()
        made.add(window.current_view)
        # A real window's loop dispatches the events pyglet posts (each sound's end of
        # stream, to a player already gone); headless nothing does, and they would pile
        # up here, about 35 a game, though the game itself keeps none.
        pyglet.app.platform_event_loop.dispatch_posted_events()
        del table
        if game % args.every == 0 or game == args.games:
            app.show_menu()  # table → results → menu: the finished views may go
            gc.collect()
            rss = rss_mb()
            first = rss if first is None else first
            figures.append((game, rss))
            print(f"after {game:3d} games: RSS {rss:6.0f} MB  (+{rss - first:4.0f} since the"
                  f" first figure)  live TableView {live(TableView)}, ResultsView"
                  f" {live(ResultsView)}, GL objects {live_gl_objects(window.ctx)},"
                  f" Python blocks {sys.getallocatedblocks()}", flush=True)
        if game < args.games:
            app.play_again()
    if len(figures) >= 3:
        print(growth(figures), flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
