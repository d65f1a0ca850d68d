"""A screen with one line to type: a title, what to type, the field, OK, Paste and Back.

Why one view for several questions (a challenge code, a custom set's name, a rules code):
each needs a field of its own and room for the reason a text is refused, said in plain
words while the text stays to be corrected. Typing adds printable characters, Backspace
takes the last one back, Ctrl+V or Paste adds the clipboard's text (or only what
``from_paste`` finds in it: a code within a pasted message), Enter answers, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.i18n import _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.clipboard import paste_text
from dirty7.ui.core.scaling import ScaledView
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click, resize_button

__all__ = ["TextEntryView"]


class TextEntryView(ScaledView):
    """Ask for one line of at most ``max_length`` characters; ``on_done(text)`` returns
    why it is refused, or None once it was taken (the caller shows the next view)."""

    def __init__(self, window: arcade.Window | None = None, *, title: str, explain: str,
                 placeholder: str, on_done: Callable[[str], str | None],
                 on_back: Callable[[], None], max_length: int = 80, ok_label: str = "",
                 field_font: str | tuple[str, ...] | None = None,
                 from_paste: Callable[[str], str] | None = None) -> None:
        super().__init__(window)
        self.on_done, self.on_back = on_done, on_back
        self.placeholder, self.max_length = placeholder, max_length
        self.from_paste = from_paste
        self.text = ""
        self.problem = ""

        def label(words: str, color, size: float, **kw) -> arcade.Text:
            return arcade.Text(words, 0, 0, color, size, font_name=theme.BODY_FONT,
                               anchor_x="center", anchor_y="top", **kw)

        self._title = label(title, theme.CREAM, theme.HEADING_SIZE, bold=True)
        self._explain = label(explain, theme.TEXT, theme.BODY_SIZE, multiline=True,
                              width=800, align="center")
        self._field = label("", theme.panel_text(theme.CREAM), theme.BODY_SIZE + 2)
        if field_font is not None:
            self._field.font_name = field_font
        self._problem = label("", theme.GOLD, theme.BODY_SIZE, multiline=True, width=800,
                              align="center")
        self._box = (0.0, 0.0, 0.0, 0.0)
        self.ok_button = TableButton(text=ok_label or _("OK"), width=200, height=50,
                                     style=button_style(primary=True))
        self.paste_button = TableButton(text=_("Paste"), width=160, height=50)
        self.back_button = TableButton(text=_("Back"), width=160, height=50)
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        for button, action in ((self.ok_button, self.done), (self.paste_button, self.paste),
                               (self.back_button, self.back)):
            on_click(button, action)
            row.add(button)
        anchor = gui.UIAnchorLayout()
        anchor.add(row, anchor_x="center", anchor_y="bottom", align_y=110)
        self.ui.add(anchor)

    # --- what the player does ---------------------------------------------------------
    def type_text(self, text: str) -> None:
        """Add typed or pasted text (control characters dropped), at most max_length."""
        kept = "".join(ch for ch in text if ch.isprintable())  # no line breaks, no tabs
        self.text = (self.text + kept)[:self.max_length]
        self.problem = ""
        self._refresh()

    def backspace(self) -> None:
        self.text = self.text[:-1]
        self.problem = ""
        self._refresh()

    def paste(self) -> None:
        pasted = paste_text(self.window)
        if not pasted.strip():
            self.problem = _("The clipboard holds no text to paste.")
            self._refresh()
            return
        found = self.from_paste(pasted) if self.from_paste is not None else ""
        self.type_text(found or " ".join(pasted.split()))

    def done(self) -> None:
        problem = self.on_done(self.text)
        if problem:
            self.problem = problem
            self._refresh()

    def back(self) -> None:
        self.on_back()

    # --- events -------------------------------------------------------------------------
    def on_text(self, text: str) -> bool | None:
        self.type_text(text)
        return True

    def on_text_motion(self, motion: int) -> bool | None:
        if motion == arcade.key.MOTION_BACKSPACE:
            self.backspace()
            return True
        return super().on_text_motion(motion)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol == key.V and modifiers & (key.MOD_CTRL | key.MOD_COMMAND):
            self.paste()
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.done()
        elif symbol == key.ESCAPE:
            self.back()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    # --- layout and drawing -------------------------------------------------------------
    def _refresh(self) -> None:
        self._problem.text = self.problem
        if self._laid_out_for is not None:
            self.on_layout(self.fit.width, self.fit.height)

    def on_layout(self, width: int, height: int) -> None:
        s = self.text_scale
        cx, room = width / 2, min(width - 80.0, 1000.0)
        self._title.font_size = theme.HEADING_SIZE * s
        self._title.position = (cx, height - 90)
        for label in (self._explain, self._problem):
            label.font_size = theme.BODY_SIZE * s
            label.width = round(room)
        self._explain.position = (cx, height - 90 - self._title.content_height - 24)
        self._field.text = self.text or self.placeholder
        self._field.color = theme.panel_text(theme.CREAM if self.text else theme.TEXT_DIM)
        self._field.font_size = (theme.BODY_SIZE + 2) * s
        while self._field.content_width > room - 30 and self._field.font_size > 8:
            self._field.font_size -= 1
        box_h = self._field.content_height + 24
        top = self._explain.y - self._explain.content_height - 30
        self._box = (cx - room / 2, top - box_h, room, box_h)
        self._field.position = (cx, top - 12)
        self._problem.position = (cx, top - box_h - 18)
        for button, base in ((self.ok_button, 200), (self.paste_button, 160),
                             (self.back_button, 160)):
            resize_button(button, base * s, 50 * s, theme.BUTTON_SIZE * s,
                          primary=button is self.ok_button)

    def draw_scene(self) -> None:
        left, bottom, w, h = self._box
        theme.draw_panel(left, bottom, w, h)
        for label in (self._title, self._explain, self._field, self._problem):
            label.draw()
