"""Halos and outlines drawn around cards, piles and buttons (the hint, the keyboard focus)."""

from __future__ import annotations

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade

#: The hint's colour (its glow and outlines).
HINT_COLOR = (255, 214, 90)
HINT_RAISE = 8.0  # logical units the hinted card rises above the other playable ones


def draw_card_glow(sprite, color=HINT_COLOR) -> None:
    """A soft halo behind a card sprite, turned and sized like it (draw before the cards)."""
    gw, gh = theme.glow_size(sprite.scale_y)
    arcade.draw_texture_rect(theme.glow_texture(color),
                             arcade.XYWH(sprite.center_x, sprite.center_y, gw, gh),
                             angle=sprite.angle)


def draw_outline(x: float, y: float, w: float, h: float, color, *, angle: float = 0.0,
                 pad: float = 5.0, width: float = 3.0) -> None:
    """A rectangle outline ``pad`` units around a ``w`` × ``h`` box centred on (x, y)."""
    arcade.draw_rect_outline(arcade.XYWH(x, y, w + 2 * pad, h + 2 * pad), color,
                             border_width=width, tilt_angle=angle)


def draw_sprite_outline(sprite, color, pad: float) -> None:
    """An outline around a card sprite, turned like it."""
    draw_outline(sprite.center_x, sprite.center_y, sprite.width, sprite.height, color,
                 angle=sprite.angle, pad=pad, width=3)


def draw_box_glow(x: float, y: float, w: float, h: float, color=HINT_COLOR) -> None:
    """The hint's halo and outline around a pile or a button's box."""
    gx, gy = theme.glow_size(1.0)
    sx, sy = w / 140, h / 190  # the glow texture is made for a 140×190 card
    arcade.draw_texture_rect(theme.glow_texture(color),
                             arcade.XYWH(x, y, gx * sx, gy * sy))
    draw_outline(x, y, w, h, color)


__all__ = ["HINT_COLOR", "HINT_RAISE", "draw_box_glow", "draw_card_glow", "draw_outline",
           "draw_sprite_outline"]
