"""The screens' gold decorations: a title with a drop shadow and the rule under it."""

from __future__ import annotations

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade


def draw_title(text: arcade.Text, shadow: arcade.Text) -> None:
    """A title with a soft drop shadow (two draws of the same text)."""
    shadow.draw()
    text.draw()


def draw_ornament(cx: float, y: float, half_width: float) -> None:
    """A thin gold rule with a small diamond in the middle, under titles."""
    arcade.draw_line(cx - half_width, y, cx - 14, y, (*theme.GOLD, 200), 2)
    arcade.draw_line(cx + 14, y, cx + half_width, y, (*theme.GOLD, 200), 2)
    arcade.draw_polygon_filled(
        [(cx - 8, y), (cx, y + 8), (cx + 8, y), (cx, y - 8)], theme.GOLD
    )
