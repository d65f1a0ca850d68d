"""The menu's fan of cards (four Sevens and a Jack), and the images the menu makes ahead.

Why apart from the menu: the fan is a picture, not a choice; and the app prefetches its
faces and the menu's rounded rectangles in a thread while the window opens, which needs
the list of what to make without building the menu.
"""

from __future__ import annotations

import math

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.card_sprites import card_number, face_texture
from dirty7.ui.widgets.buttons import button_style, selected_style

#: The fan on the menu: four Sevens and a Jack (rank, suit), 7C 7D JS 7H 7S.
FAN_CARDS = ((6, 0), (6, 1), (10, 3), (6, 2), (6, 3))


def prefetch_images() -> None:
    """Make the menu's images ahead (the app runs this in a thread while the window
    opens): the fan's faces and the buttons' and the panel's rounded rectangles. Each
    maker caches what it made; anything missed here is simply made when first drawn."""
    for rank, suit in FAN_CARDS:
        face_texture(card_number(rank, suit))
    looks = [(theme.PANEL, theme.PANEL_BORDER, 20)]
    for style in (button_style(False)["normal"], button_style(True)["normal"],
                  selected_style()["normal"]):
        looks.append((style.bg, style.border, 12))
    for fill, border, radius in looks:
        theme.nine_patch_image(fill, border, radius)


def fan_sprites(center_x: float, top_y: float) -> list[arcade.Sprite]:
    """The fan's cards, centred on ``center_x`` with its top near ``top_y``."""
    radius = 420.0
    pivot_y = top_y - radius + 20
    sprites = []
    for i, (rank, suit) in enumerate(FAN_CARDS):
        angle = (i - 2) * 11.0
        sprite = arcade.Sprite(face_texture(card_number(rank, suit)), scale=0.86)
        rad = math.radians(angle)
        sprite.position = (center_x + radius * math.sin(rad), pivot_y + radius * math.cos(rad))
        sprite.angle = angle
        sprites.append(sprite)
    return sprites


__all__ = ["FAN_CARDS", "fan_sprites", "prefetch_images"]
