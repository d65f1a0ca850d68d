"""The game window and the entry point that opens it on the menu.

Why a window subclass: it owns navigation between views (menu, how to play, table) so
views never import each other in a circle; each view gets plain callbacks. The table is
created by :meth:`DirtySevenWindow.start_game`, the one hook the game flow goes through.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from dirty7.ui import theme
from dirty7.ui.bootstrap import arcade
from dirty7.ui.layout import BASE_HEIGHT, BASE_WIDTH, MIN_WINDOW

TITLE = "Dirty Seven"


class DirtySevenWindow(arcade.Window):
    """The app window: resizable down to 800×600, opens on the main menu."""

    def __init__(
        self,
        width: int = BASE_WIDTH,
        height: int = BASE_HEIGHT,
        *,
        strategies: Sequence | None = None,
        difficulty: str | None = None,
        visible: bool = True,
    ) -> None:
        super().__init__(width, height, TITLE, resizable=True, visible=visible)
        self.set_minimum_size(*MIN_WINDOW)
        self.background_color = theme.FELT_BASE
        self.strategies = strategies
        self.difficulty = difficulty
        self.menu = None

    # --- navigation --------------------------------------------------------------------
    def show_menu(self) -> None:
        """Show the main menu (created once, so the chosen difficulty is kept)."""
        from dirty7.ui.menu import HowToPlayView, MenuView

        if self.menu is None:
            self.menu = MenuView(
                self,
                strategies=self.strategies,
                difficulty=self.difficulty,
                on_start=lambda difficulty: self.start_game(difficulty, None),
                on_how_to_play=lambda: self.show_view(HowToPlayView(self, back_to=self.menu)),
                on_quit=self.close,
            )
        self.show_view(self.menu)

    def start_game(self, difficulty: str, seed: int | None = None) -> arcade.View:
        """Deal a new game against ``difficulty`` and show the table (the lead's hook)."""
        from dirty7.ui.table import TableView

        self.difficulty = difficulty
        if seed is None:
            seed = random.randrange(1, 2**31)
        view = TableView(
            self, difficulty=difficulty, seed=seed, on_menu=getattr(self, "show_menu", None)
        )
        self.show_view(view)
        return view


def run_app(args: Sequence[str] | None = None) -> int:
    """Open the window on the menu and run until it closes. Returns an exit code."""
    import argparse

    parser = argparse.ArgumentParser(prog="dirty7", description="Play Dirty Seven.")
    parser.add_argument("--difficulty", help="preselect a difficulty (strategy name)")
    parser.add_argument("--seed", type=int, help="start a game with this deal at once")
    parser.add_argument("--size", default=f"{BASE_WIDTH}x{BASE_HEIGHT}", help="window WxH")
    ns = parser.parse_args(list(args) if args is not None else None)
    try:
        width, height = (int(v) for v in ns.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size must look like 1280x720, not {ns.size!r}")
    width, height = max(width, MIN_WINDOW[0]), max(height, MIN_WINDOW[1])
    window = DirtySevenWindow(width, height, difficulty=ns.difficulty)
    if ns.seed is not None:
        window.start_game(ns.difficulty or "medium", ns.seed)
    else:
        window.show_menu()
    arcade.run()
    return 0
