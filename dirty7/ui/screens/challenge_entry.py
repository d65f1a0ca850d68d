"""The menu's "Play a challenge": type or paste a friend's code, then play their game.

Why a screen of its own: a code is long, so it gets a wide field of its own, a Paste
button (and ``Ctrl+V``) and room for the reason a code is refused (mistyped, altered, a
computer not installed here), said in plain words while the code stays to be corrected.
Typing adds letters and digits (dashes and spaces are kept as typed and ignored when
read), Backspace takes the last one back, Enter plays, Esc goes back. A pasted message
gives its code alone (what starts with ``D7-``), so a friend's whole message may be pasted.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dirty7.i18n import N_, _
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.core.clipboard import paste_text
from dirty7.ui.core.scaling import ScaledView
from dirty7.ui.widgets.buttons import TableButton, button_style, on_click, resize_button

TITLE = N_("Play a challenge")
EXPLAIN = N_("Type or paste the code a friend sent you (it starts with D7-). You play their "
             "very deal against the very same computer, then compare both games.")
#: The longest code text kept (a paste of a whole message is cut there; the code says why).
MAX_TYPED = 200
#: A code within a pasted message (the words around it are left out).
CODE_IN_TEXT = re.compile(r"D7-[0-9A-Za-z]+(?:-[0-9A-Za-z]+)*", re.IGNORECASE)
#: A code reads best in a font whose 0 and O, 1 and I differ.
CODE_FONT = ("DejaVu Sans Mono", "Consolas", "Menlo", "Liberation Mono", "monospace")


class ChallengeEntryView(ScaledView):
    """The code field, Paste, Play and Back; ``on_play(code)`` returns why the code is
    refused, or None once the game has started."""

    def __init__(self, window: arcade.Window | None = None, *,
                 on_play: Callable[[str], str | None], on_back: Callable[[], None]) -> None:
        super().__init__(window)
        self.on_play, self.on_back = on_play, on_back
        self.code = ""
        self.problem = ""

        def text(words: str, color, size: float, **kw) -> arcade.Text:
            return arcade.Text(words, 0, 0, color, size, font_name=theme.BODY_FONT,
                               anchor_x="center", anchor_y="top", **kw)

        self._title = text(_(TITLE), theme.CREAM, theme.HEADING_SIZE, bold=True)
        self._explain = text(_(EXPLAIN), theme.TEXT, theme.BODY_SIZE, multiline=True, width=800,
                             align="center")
        self._code = text("", theme.panel_text(theme.CREAM), theme.BODY_SIZE + 2)
        self._code.font_name = CODE_FONT
        self._problem = text("", theme.GOLD, theme.BODY_SIZE, multiline=True, width=800,
                             align="center")
        self._box = (0.0, 0.0, 0.0, 0.0)
        self.play_button = TableButton(text=_("Play"), width=200, height=50,
                                       style=button_style(primary=True))
        self.paste_button = TableButton(text=_("Paste"), width=160, height=50)
        self.back_button = TableButton(text=_("Back"), width=160, height=50)
        on_click(self.play_button, self.play)
        on_click(self.paste_button, self.paste)
        on_click(self.back_button, self.back)
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        for button in (self.play_button, self.paste_button, self.back_button):
            row.add(button)
        self._anchor = gui.UIAnchorLayout()
        self._anchor.add(row, anchor_x="center", anchor_y="bottom", align_y=110)
        self.ui.add(self._anchor)

    # --- what the player does -------------------------------------------------------------
    def type_text(self, text: str) -> None:
        """Add typed or pasted text (control characters dropped), at most MAX_TYPED."""
        kept = "".join(ch for ch in text if ch.isprintable() and ch not in "\r\n\t")
        self.code = (self.code + kept)[:MAX_TYPED]
        self.problem = ""
        self._refresh()

    def backspace(self) -> None:
        self.code = self.code[:-1]
        self.problem = ""
        self._refresh()

    def paste(self) -> None:
        pasted = paste_text(self.window)
        if not pasted.strip():
            self.problem = _("The clipboard holds no text to paste.")
            self._refresh()
            return
        found = CODE_IN_TEXT.search(pasted)  # a whole message pasted: its code alone
        self.type_text(found.group(0) if found else " ".join(pasted.split()))

    def play(self) -> None:
        problem = self.on_play(self.code)
        if problem:
            self.problem = problem
            self._refresh()

    def back(self) -> None:
        self.on_back()

    # --- events -----------------------------------------------------------------------------
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
            self.play()
        elif symbol == key.ESCAPE:
            self.back()
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    # --- layout and drawing -----------------------------------------------------------------
    def _refresh(self) -> None:
        self._code.text = self.code or "D7-…"
        self._code.color = theme.panel_text(theme.CREAM if self.code else theme.TEXT_DIM)
        self._problem.text = self.problem
        if self._laid_out_for is not None:
            self.on_layout(self.fit.width, self.fit.height)

    def on_layout(self, width: int, height: int) -> None:
        s = self.text_scale
        cx, room = width / 2, min(width - 80.0, 1000.0)
        self._title.font_size = theme.HEADING_SIZE * s
        self._title.position = (cx, height - 90)
        for label, size in ((self._explain, theme.BODY_SIZE), (self._problem, theme.BODY_SIZE)):
            label.font_size = size * s
            label.width = round(room)
        self._explain.position = (cx, height - 90 - self._title.content_height - 24)
        self._code.font_size = (theme.BODY_SIZE + 2) * s
        if not self.code:
            self._code.text = "D7-…"
        while self._code.content_width > room - 30 and self._code.font_size > 8:
            self._code.font_size -= 1
        box_h = self._code.content_height + 24
        top = self._explain.y - self._explain.content_height - 30
        self._box = (cx - room / 2, top - box_h, room, box_h)
        self._code.position = (cx, top - 12)
        self._problem.position = (cx, top - box_h - 18)
        for button, base in ((self.play_button, 200), (self.paste_button, 160),
                             (self.back_button, 160)):
            resize_button(button, base * s, 50 * s, theme.BUTTON_SIZE * s,
                          primary=button is self.play_button)

    def draw_scene(self) -> None:
        left, bottom, w, h = self._box
        theme.draw_panel(left, bottom, w, h)
        for label in (self._title, self._explain, self._code, self._problem):
            label.draw()


__all__ = ["EXPLAIN", "MAX_TYPED", "TITLE", "ChallengeEntryView"]
