"""A yes/no question over the dimmed screen, answered by mouse or keys, and the focus
ring it (and the screens) draw around the keyboard's choice."""

from __future__ import annotations

from collections.abc import Callable

from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click


def draw_focus_ring(rect, color=theme.CREAM) -> None:
    """A rounded outline just outside ``rect`` (logical units): the keyboard focus."""
    ring = theme.nine_patch((0, 0, 0, 0), (*color[:3], 230), 14)
    ring.draw_rect(rect=arcade.LBWH(rect.left - 4, rect.bottom - 4, rect.width + 8,
                                    rect.height + 8))


class ConfirmDialog(gui.UIMouseFilterMixin, gui.UIAnchorLayout):
    """A yes/no question over a dimmed screen (add it to a UI layer to ask).

    Why not ``UIMessageBox``: it answers only to the mouse. This one swallows every mouse
    event under it like ``UIMessageBox`` does, and answers the keyboard through
    :meth:`on_key`: ← → or Tab move the focus between the answers, Enter or Space choose
    the focused one, Y says yes, N or Esc say no. The focus starts on "no" (the answer
    that loses nothing); the owner draws it with :meth:`draw_focus`.
    """

    def __init__(self, title: str, body: str, *, yes_text: str, no_text: str,
                 on_yes: Callable[[], None], on_no: Callable[[], None],
                 yes_style: dict | None = None, button_width: float = 200) -> None:
        super().__init__()
        self.with_background(color=arcade.types.Color(0, 0, 0, 150))
        self.on_yes, self.on_no = on_yes, on_no
        box = gui.UIBoxLayout(vertical=True, space_between=14, align="center")
        self.title = gui.UILabel(title, font_name=theme.TITLE_FONT,
                                 font_size=theme.HEADING_SIZE - 4,
                                 text_color=theme.panel_text(theme.CREAM),
                                 bold=True)
        self.body = gui.UILabel(body, font_name=theme.BODY_FONT, font_size=theme.BODY_SIZE,
                                text_color=theme.panel_text(theme.TEXT_DIM))
        box.add(self.title)
        box.add(self.body)
        box.add(gui.UISpace(height=6, width=10))
        row = gui.UIBoxLayout(vertical=False, space_between=16)
        self.no_button = TableButton(text=no_text, width=button_width, height=48)
        self.yes_button = TableButton(text=yes_text, width=button_width, height=48,
                                      style=yes_style or button_style(primary=True))
        on_click(self.no_button, lambda: self.answer(False))
        on_click(self.yes_button, lambda: self.answer(True))
        row.add(self.no_button)
        row.add(self.yes_button)
        box.add(row)
        self.keys = gui.UILabel(
            _("← → choose   ·   Enter answer   ·   Y yes   ·   N / Esc no"),
            font_name=theme.BODY_FONT, font_size=theme.SMALL_SIZE - 1,
            text_color=theme.panel_text((*theme.TEXT_DIM, 190)))
        box.add(self.keys)
        box.with_padding(top=30, bottom=24, left=48, right=48)
        box.with_background(texture=theme.nine_patch(
            *theme.panel_colors((8, 38, 24, 250), (*theme.GOLD, 150)), 20))
        self.add(box, anchor_x="center", anchor_y="center")
        self.focus_yes = False

    @property
    def focused_button(self) -> TableButton:
        return self.yes_button if self.focus_yes else self.no_button

    def answer(self, yes: bool) -> None:
        (self.on_yes if yes else self.on_no)()

    def on_key(self, symbol: int) -> bool:
        """Answer or move the focus; True when the key was the dialog's."""
        key = arcade.key
        if symbol in (key.LEFT, key.RIGHT, key.TAB, key.UP, key.DOWN):
            self.focus_yes = not self.focus_yes
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.SPACE):
            self.answer(self.focus_yes)
        elif symbol == key.Y:
            self.answer(True)
        elif symbol in (key.N, key.ESCAPE, key.BACKSPACE):
            self.answer(False)
        else:
            return False
        return True

    def draw_focus(self) -> None:
        """Draw the keyboard focus around the focused answer (logical units)."""
        if self.focused_button.rect.width > 0:
            draw_focus_ring(self.focused_button.rect)
