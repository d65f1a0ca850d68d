"""Panels in the player's look: suit symbols of the game log in their suits' colours (four
with the four-colour deck), and the white panels with dark text of high contrast — through
the real handlers, checked on pixels.
"""

from __future__ import annotations

from dirty7.store.settings import Settings
from dirty7.ui.core import look, theme
from dirty7.ui.core.bootstrap import arcade
from tests.support.table import settle, window_point

CLUB_THEN_DIAMOND = "9C5HKS/9D4D/8C5C/QDAC6S 0 n C"  # you play 9♣, the computer 9♦
K = arcade.key



def _press(view, symbol: int) -> None:
    view.on_key_press(symbol, 0)
    view.on_key_release(symbol, 0)


def _pixels(view, rect) -> list[tuple[int, int, int]]:
    """Every other pixel of the frame just drawn inside logical ``rect``."""
    image = arcade.get_image().convert("RGB")
    left, bottom = window_point(view, rect.left, rect.bottom)
    right, top = window_point(view, rect.right, rect.top)
    return [image.getpixel((x, image.height - 1 - y))
            for x in range(left + 6, right - 6, 2) for y in range(bottom + 6, top - 6, 2)]


def _green(p) -> bool:
    r, g, b = p
    return g >= 120 and g > r + 60 and g > b + 40


def _blue(p) -> bool:
    r, g, b = p
    return b >= 150 and b > r + 60 and b > g + 30


def _red(p) -> bool:
    r, g, b = p
    return r >= 150 and r > g + 70 and r > b + 70


def _open_log_after_club_and_diamond(look_tables):
    view = look_tables(CLUB_THEN_DIAMOND)
    _press(view, K.ENTER)  # the first playable card: 9♣
    settle(view, seconds=6.0, until=lambda: len(view.flow.game.record.moves) == 2)
    settle(view)
    lines = view.log_part.panel.shown_lines()
    assert any("9♣" in line for line in lines) and any("9♦" in line for line in lines), lines
    _press(view, K.L)
    assert view.log_part.panel.visible
    view.on_draw()
    return view, _pixels(view, view.log_part.panel.rect)


# --- the game log's suits ------------------------------------------------------------------
def test_the_log_draws_clubs_green_and_diamonds_blue_with_the_four_colour_deck(look_tables):
    look.apply(Settings(four_colour=True))
    _view, pixels = _open_log_after_club_and_diamond(look_tables)
    assert sum(map(_green, pixels)) >= 4
    assert sum(map(_blue, pixels)) >= 4


def test_the_log_draws_diamonds_red_and_no_green_or_blue_with_the_usual_deck(look_tables):
    _view, pixels = _open_log_after_club_and_diamond(look_tables)
    assert not any(map(_green, pixels)) and not any(map(_blue, pixels))
    assert sum(map(_red, pixels)) >= 4  # the diamond, in the usual red


def test_suit_colours_stay_on_their_symbols_when_lines_wrap(window):
    from dirty7.ui.core.suit_text import SuitText

    look.apply(Settings(four_colour=True))
    try:
        text = SuitText("You played 9♣ and then a long line follows it, " * 3 + "naming ♦",
                        0, 0, theme.TEXT, 13, width=160)
        doc = text._doc
        for i, ch in enumerate(text.text):
            colour = doc.get_style("color", i)[:3]
            if ch == "♣":
                assert colour == theme.SUIT_GREEN_LIGHT
            elif ch == "♦":
                assert colour == theme.SUIT_BLUE_LIGHT
            else:
                assert colour == theme.TEXT[:3]
    finally:
        look.apply(Settings())


# --- high contrast: white panels, dark text ------------------------------------------------
def _light(p) -> bool:
    return min(p) >= 235


def _dark(p) -> bool:
    return max(p) <= 70


def _luminance(rgb) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_high_contrast_panel_text_is_dark_on_white_at_seven_to_one():
    look.apply(Settings(high_contrast=True))
    try:
        fill = theme.panel_colors()[0]
        for colour in (theme.TEXT, theme.TEXT_DIM, theme.CREAM, theme.GOLD):
            ink = theme.panel_text(colour)
            ratio = (_luminance(fill) + 0.05) / (_luminance(ink) + 0.05)
            assert ratio >= 7, (colour, ink, ratio)
    finally:
        look.apply(Settings())
    assert theme.panel_text(theme.TEXT) == theme.TEXT  # the usual look: unchanged


def test_high_contrast_log_panel_is_white_with_dark_text(look_tables):
    _view, usual = _open_log_after_club_and_diamond(look_tables)
    assert sum(map(_light, usual)) < len(usual) // 20  # the usual dark panel
    look.apply(Settings(high_contrast=True))
    _view, pixels = _open_log_after_club_and_diamond(look_tables)
    assert sum(map(_light, pixels)) > len(pixels) * 0.6  # a white panel
    assert sum(map(_dark, pixels)) >= 30  # with dark text on it



def _menu_heading_pixels(window) -> list[tuple[int, int, int]]:
    """The pixels of the menu panel's description of the difficulty, and round it."""
    from dirty7.ui.screens.menu import MenuView
    from tests.support.screens import show

    view = show(window, MenuView(window))
    view.on_draw()
    return _pixels(view, view.description.rect)


def test_high_contrast_menu_panel_is_white_with_dark_text(window):
    usual = _menu_heading_pixels(window)
    assert not any(map(_light, usual))  # the usual dark translucent panel, light text
    look.apply(Settings(high_contrast=True))
    try:
        pixels = _menu_heading_pixels(window)
    finally:
        look.apply(Settings())
    assert sum(map(_light, pixels)) > len(pixels) * 0.5  # a white panel
    assert sum(map(_dark, pixels)) >= 10  # dark letters on it
