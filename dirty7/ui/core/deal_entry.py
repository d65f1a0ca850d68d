"""The menu's "Deal number" entry: empty for a sealed random deal, or a deal the player picks.

Why: a player who suspects the program of choosing deals can choose the deal instead (or
replay a deal a friend played); the game then says so ("Deal 42, chosen by you").
"""

from __future__ import annotations

from dirty7.rules.shuffle import SEED_LIMIT
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui

WHAT_IT_IS = ("A deal number is a whole number from 0 to 18446744073709551615 "
              "(leave it empty for a sealed random deal)")


def parse_deal_number(text: str) -> int | None:
    """``""`` → None (random, sealed); ``"42"`` → 42; anything else ValueError(WHAT_IT_IS)."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or len(text) > 20 or int(text) >= SEED_LIMIT:
        raise ValueError(WHAT_IT_IS)
    return int(text)


class DealField(gui.UIInputText):
    """The one-line text field of the deal number, with a working Home key.

    Why: pyglet 2.1's caret sends Home (``MOTION_BEGINNING_OF_LINE``) to the layout's x
    offset plus the line's start, one character in, in a field laid out at an offset as
    Arcade's is; on one line, the beginning of the text is the same place and is right.
    """

    def on_event(self, event: gui.UIEvent) -> bool | None:
        if isinstance(event, gui.UITextMotionEvent) and \
                event.motion == arcade.key.MOTION_BEGINNING_OF_LINE:
            event = gui.UITextMotionEvent(event.source, arcade.key.MOTION_BEGINNING_OF_FILE)
        return super().on_event(event)


def deal_row(k: float = 1.0) -> tuple[gui.UIBoxLayout, DealField]:
    """The label and the text field, in a row for the menu's panel, at text scale ``k``."""
    size = round((theme.SMALL_SIZE + 1) * k)
    row = gui.UIBoxLayout(vertical=False, space_between=round(12 * k), align="center")
    row.add(gui.UILabel("Deal number", font_name=theme.BODY_FONT, font_size=size,
                        text_color=theme.panel_text(theme.TEXT)))
    well, ring = ((0, 0, 0, 90), (0, 0, 0, 120)) if theme.panel_text(theme.TEXT) == theme.TEXT \
        else ((255, 255, 255, 255), (236, 236, 230, 255))  # high contrast: white wells
    look = gui.UIInputText.UIStyle(bg=well, border=theme.panel_text(theme.GOLD_DARK),
                                   border_width=2)
    focused = gui.UIInputText.UIStyle(bg=ring, border=theme.panel_text(theme.GOLD),
                                      border_width=2)
    field = DealField(
        width=150 * k, height=30 * k, font_name=theme.BODY_FONT, font_size=size,
        text_color=theme.panel_text(theme.CREAM), caret_color=theme.panel_text(theme.CREAM),
        style={"normal": look, "hover": focused, "press": focused, "disabled": look,
               "invalid": look})
    row.add(field)
    return row, field


__all__ = ["WHAT_IT_IS", "DealField", "deal_row", "parse_deal_number"]
