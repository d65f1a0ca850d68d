"""The menu panel's widgets at a text scale: its lines of text and its column of buttons.

Why apart from the menu view: the view decides what the player's choices do; this module
only makes the widgets the panel is built of, at the scale ``k`` the view chose, so the
two can be read (and grow) separately.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dirty7.ui.core import theme
from dirty7.ui.widgets.banner import FixedLabel
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click

#: Width of the difficulty row and of the description under it (logical units).
ROW_WIDTH = 470


def panel_line(k: float, size: int, color: tuple, *, height: float = 0,
               bold: bool = False) -> FixedLabel:
    """A line (or, with ``height``, a fixed box of lines) of the panel's text.

    Why fixed: the text changes with the difficulty, and a label that fitted itself to
    its last text wrapped the next one narrower each time, until the panel ran off the
    screen (issue 19).
    """
    return FixedLabel("", ROW_WIDTH * k, height * k, width=ROW_WIDTH * k,
                      multiline=height > 0, font_name=theme.BODY_FONT,
                      font_size=round(size * k), text_color=theme.panel_text(color),
                      bold=bold, align="center")


def start_style(k: float, quiet: bool) -> dict:
    """Start's style: the gold call to action, or a plain button under Resume."""
    if quiet:
        return button_style(size=round(theme.BUTTON_SIZE * k))
    return button_style(primary=True, size=round((theme.BUTTON_SIZE + 3) * k))


def menu_buttons(k: float, entries: Sequence[tuple[str, str, bool, Callable[[], None]]]
                 ) -> dict[str, TableButton]:
    """``(key, label, primary, action)`` → the panel's buttons, wired, at scale ``k``."""
    buttons = {}
    for key, text, primary, action in entries:
        button = TableButton(
            text=text, primary=primary, width=300 * k, height=(58 if primary else 48) * k,
            style=start_style(k, quiet=False) if primary else start_style(k, quiet=True))
        on_click(button, action)
        buttons[key] = button
    return buttons


def shrink_to(text, size: float, room: float) -> None:
    """Give the ``arcade.Text`` ``text`` font ``size``, or less, down to 8, to fit ``room``."""
    text.font_size = size
    while text.content_width > room and text.font_size > 8:
        text.font_size -= 1


__all__ = ["ROW_WIDTH", "menu_buttons", "panel_line", "shrink_to", "start_style"]
