"""The menu's "Deal number" entry: empty for a sealed random deal, or a deal the player picks.

Why: a player who suspects the program of choosing deals can choose the deal instead (or
replay a deal a friend played); the game then says so ("Deal 42, chosen by you").
"""

from __future__ import annotations

from typing import Any

from dirty7.i18n import N_, _
from dirty7.rules.shuffle import SEED_LIMIT
from dirty7.ui.core import theme
from dirty7.ui.core.arcade_private import apply_style, on_active_change
from dirty7.ui.core.bootstrap import arcade, gui

WHAT_IT_IS = N_("A deal number is a whole number from 0 to {largest} (leave it empty for "
                "a sealed random deal)")


def parse_deal_number(text: str) -> int | None:
    """``""`` → None (random, sealed); ``"42"`` → 42; anything else ValueError(WHAT_IT_IS)."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or len(text) > 20 or int(text) >= SEED_LIMIT:
        raise ValueError(_(WHAT_IT_IS).format(largest=SEED_LIMIT - 1))
    return int(text)


class DealField(gui.UIInputText):
    """A one-line text field (the deal number, the friend sheet's fields): a working Home
    key, the lit outline on the field that receives typing, and a click past the text
    putting the caret at its end.

    Why: pyglet 2.1's caret sends Home (``MOTION_BEGINNING_OF_LINE``) to the layout's x
    offset plus the line's start, one character in, in a field laid out at an offset as
    Arcade's is; on one line, the beginning of the text is the same place and is right.
    Arcade lights a field under the mouse ("hover"), not the one typing goes to: after a
    click and Tab the outline stayed on the clicked field while the keys went to the next.
    Here the outline follows :attr:`active` alone. A click in the empty part after the
    text is where a player means to go on typing: the caret goes to the end, whatever
    pyglet's caret makes of the point (its own count of clicks may read a second click
    as a double-click that selects a word).
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        on_active_change(self, DealField._restyle)
        for state in ("hovered", "pressed", "invalid", "disabled"):  # after Arcade's restyle
            gui.bind(self, state, DealField._restyle)
        self._restyle()

    def _restyle(self) -> None:
        """The outline follows where typing goes (see the class docstring), and the caret
        is drawn only while typing goes here.

        The well is drawn as one nine-patch (:func:`theme.well_patch`), its border kept
        as wide for the field's lay-out. The caret's group is left out of the field's
        draw while the field is inactive: pyglet hides an inactive caret by drawing it
        see-through, and its shader is compiled at its first draw (about 3 ms before the
        menu's first frame, where no field is active).
        """
        apply_style(self)
        style = self.get_current_style()
        if style is not None and style.bg is not None and style.border is not None:
            self.with_background(color=None, texture=theme.well_patch(
                tuple(style.bg), tuple(style.border), style.border_width))
            self.with_border(color=None, width=style.border_width)
        self.layout.foreground_decoration_group.visible = self.active

    def get_current_state(self) -> str:
        if self.disabled:
            return "disabled"
        return "press" if self.active else "normal"

    def on_event(self, event: gui.UIEvent) -> bool | None:
        if isinstance(event, gui.UITextMotionEvent) and \
                event.motion == arcade.key.MOTION_BEGINNING_OF_LINE:
            event = gui.UITextMotionEvent(event.source, arcade.key.MOTION_BEGINNING_OF_FILE)
        past_text = (isinstance(event, gui.UIMousePressEvent)
                     and self.rect.point_in_rect(event.pos) and self._past_text(event.x))
        handled = super().on_event(event)
        if past_text and self.active:
            self.caret.position = len(self.text)
            # pyglet's setter says int, but None (its documented "no selection") is meant
            self.caret.mark = None  # type: ignore[assignment]
            self.trigger_full_render()
        return handled

    def _past_text(self, x: float) -> bool:
        """Whether window-logical ``x`` is right of the end of the text."""
        lines = self.layout.lines
        end = lines[0].x + lines[0].width if lines else 0
        return x - self.left - self.LAYOUT_OFFSET >= end


#: The Deal number field's width and the gap before it, at 100 % (logical units).
FIELD_WIDTH, ROW_GAP = 150, 12


def deal_row_width(k: float = 1.0) -> float:
    """How wide :func:`deal_row` is unstacked at text scale ``k``: its label (in the
    language in force), the gap and the field. A column as wide holds it on one line."""
    least = _label(round((theme.SMALL_SIZE + 1) * k)).size_hint_min
    assert least is not None  # a label measures its text when it is made
    least_label = least[0] or 0
    return least_label + round(ROW_GAP * k) + FIELD_WIDTH * k


def _label(size: int) -> gui.UILabel:
    return gui.UILabel(_("Deal number"), font_name=theme.BODY_FONT, font_size=size,
                       text_color=theme.panel_text(theme.TEXT))


def deal_row(k: float = 1.0, *, stacked: bool = False) -> tuple[gui.UIBoxLayout, DealField]:
    """The label and the text field, in a row for the menu's panel, at text scale ``k``
    (``stacked``: the label above the field, for a narrow column)."""
    size = round((theme.SMALL_SIZE + 1) * k)
    row = gui.UIBoxLayout(vertical=stacked,
                          space_between=round((4 if stacked else ROW_GAP) * k), align="center")
    row.add(_label(size))
    well, ring = ((0, 0, 0, 90), (0, 0, 0, 120)) if theme.panel_text(theme.TEXT) == theme.TEXT \
        else ((255, 255, 255, 255), (236, 236, 230, 255))  # high contrast: white wells
    look = gui.UIInputText.UIStyle(bg=well, border=theme.panel_text((*theme.GOLD_DARK, 255)),
                                   border_width=2)
    focused = gui.UIInputText.UIStyle(bg=ring, border=theme.panel_text((*theme.GOLD, 255)),
                                      border_width=2)
    field = DealField(
        width=FIELD_WIDTH * k, height=30 * k, font_name=theme.BODY_FONT, font_size=size,
        text_color=theme.panel_text(theme.CREAM), caret_color=theme.panel_text(theme.CREAM),
        style={"normal": look, "hover": focused, "press": focused, "disabled": look,
               "invalid": look})
    row.add(field)
    return row, field


__all__ = ["WHAT_IT_IS", "DealField", "deal_row", "deal_row_width", "parse_deal_number"]
