"""What the game has done by its menu's first frame (run as ``python -m
tests.support.startup_state``, headless): prints one JSON line (with every module
imported by then) and quits.

The first frame must come before anything slow: the 52 card faces, the
strategy registry's plugin scan (entry points, through ``importlib.metadata``), the
rules' move tables and the session.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("ARCADE_HEADLESS", "1")


def main() -> int:
    from dirty7.ui import menu_play

    def probe(draw, done):
        def on_draw() -> None:
            draw()
            from dirty7.ui.core import card_sprites

            print(json.dumps({
                "faces": len(card_sprites._faces),
                "loaded": sorted(m for m in ("dirty7.ai.registry", "importlib.metadata",
                                             "dirty7.game.session", "dirty7.ai.hard")
                                 if m in sys.modules),
                "modules": sorted(sys.modules)}), flush=True)
            done()

        return on_draw

    menu_play.first_frame_probe = probe  # where the menu is built
    from dirty7.cli.play_command import main as game

    return game(["--startup-probe"])


if __name__ == "__main__":
    sys.exit(main())
