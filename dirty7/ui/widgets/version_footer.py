"""The menu's small print in its bottom-left corner: which game this is.

Why on the menu: a player reporting a problem (or reading a crash log) needs the version,
and it must be the same one ``dirty7 --version`` prints and every exported record names
(:mod:`dirty7.store.app_version`). The bundle built by ``scripts/build`` runs without a
Python environment, so it has no entry points and no plugins: the footer says so there,
instead of a plugin silently missing from the difficulties.
"""

from __future__ import annotations

from dirty7.i18n import N_, _
from dirty7.store.app_version import app_label, is_frozen
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade

#: What the bundle adds to the version (plugins are found through pip's entry points).
FROZEN_NOTE = N_("bundle: plugins need the pip-installed game")
FOOTER_SIZE = theme.SMALL_SIZE - 3


def footer_text() -> str:
    """``dirty7 0.2.0``, and the bundle's note when frozen."""
    return f"{app_label()}   ·   {_(FROZEN_NOTE)}" if is_frozen() else app_label()


class VersionFooter:
    """One dim line of text at the foot of the logical table's left edge.

    Why it is empty in the menu's first frame: reading the version imports
    ``importlib.metadata`` (~70 ms), and the first frame must come before anything slow;
    the strategy registry reads the metadata right after that frame anyway.
    """

    def __init__(self) -> None:
        self.text = arcade.Text("", 10, 6, (*theme.TEXT_DIM, 140), FOOTER_SIZE,
                                font_name=theme.BODY_FONT, anchor_x="left",
                                anchor_y="baseline")
        self._frames = 0

    def draw(self) -> None:
        self._frames += 1
        if self._frames == 2:
            self.text.text = footer_text()
        self.text.draw()
