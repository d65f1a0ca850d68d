"""The screens' gold decorations: a title with a drop shadow and the rule under it."""

from __future__ import annotations

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade


def draw_title(text: arcade.Text, shadow: arcade.Text) -> None:
    """A title with a soft drop shadow (two draws of the same text)."""
    shadow.draw()
    text.draw()


def draw_ornament(cx: float, y: float, half_width: float) -> None:
    """A thin gold rule with a small diamond in the middle, under titles.

    The rule's two halves are filled quads, as the diamond is, not ``draw_line``'s: the
    same pixels (a line two units thick is that quad), drawn by the one shader program the
    diamond needs, where the line's own program cost the menu's first frame a shader more.
    """
    rule = (*theme.GOLD, 200)
    for left, right in ((cx - half_width, cx - 14), (cx + 14, cx + half_width)):
        arcade.draw_polygon_filled([(left, y - 1), (right, y - 1), (right, y + 1), (left, y + 1)],
                                   rule)
    arcade.draw_polygon_filled(
        [(cx - 8, y), (cx, y + 8), (cx + 8, y), (cx, y - 8)], theme.GOLD
    )
