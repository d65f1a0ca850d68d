"""The start-up probe: say on stdout when the first frame is drawn, then quit.

Why: ``scripts/bench_frames.py`` measures the game's start-up to its first drawn menu frame
against a bare Arcade window (``--startup-probe``); the figure must include the renderer's
work, so the frame is finished (``glFinish``) before the time is printed.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from dirty7.ui.core.bootstrap import arcade


def first_frame_probe(draw: Callable[[], None], done: Callable[[], None]) -> Callable[[], None]:
    """Wrap a view's on_draw: after the first frame, say so on stdout and call ``done``."""

    def on_draw() -> None:
        draw()
        arcade.get_window().ctx.finish()
        print(f"first-frame {time.perf_counter():.6f}", flush=True)
        done()

    return on_draw


__all__ = ["first_frame_probe"]
