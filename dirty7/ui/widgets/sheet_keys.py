"""The keys of a settings sheet: Up/Down (Tab) pick a row, Left/Right change it, Space or
Enter toggles it, Esc or Backspace go back.

Why one mixin for both sheets (Settings, Look and hand): the two had the same key
handling written out twice; a sheet says only how many rows it has, how a
row steps and toggles, what extra keys it takes, and (for a player who plays by ear) what
its title and each row say: after every key that moves the focus or changes a row, the
focused row is said with its state while Speech is on.
"""

from __future__ import annotations

from dirty7.i18n import _
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.screen_voice import ScreenVoice


class SheetKeys:
    """Mix in before :class:`~dirty7.ui.core.scaling.ScaledView`; keys it does not take
    go on to the view's UI. ``focus`` is the row the keyboard is on (None: none yet)."""

    focus: int | None = None
    #: Said when the sheet shows, before its keys (while Speech is on).
    sheet_title = ""

    def row_words(self, row: int) -> str:
        """What ``row`` says when the focus is on it: its label, state and position."""
        return ""

    @property
    def screen_voice(self) -> ScreenVoice:
        voice = getattr(self, "_screen_voice", None)
        if voice is None:
            voice = self._screen_voice = ScreenVoice(getattr(self, "live", None))
        return voice

    def on_show_view(self) -> None:
        super().on_show_view()  # type: ignore[misc]
        if self.sheet_title:
            focused = self.row_words(self.focus) if self.focus is not None else ""
            self.screen_voice.say(_("{title}. {focused} Up and Down choose a setting, Left and "
                                    "Right change it, Escape goes back.").format(
                                        title=_(self.sheet_title), focused=focused))

    def sheet_rows(self) -> int:
        """How many rows the keyboard moves over."""
        raise NotImplementedError

    def step_row(self, row: int, delta: int) -> None:
        """Left (``-1``) or Right (``+1``) on ``row``."""
        raise NotImplementedError

    def toggle_row(self, row: int) -> None:
        """Space or Enter on ``row``: the next choice, unless the sheet says otherwise."""
        self.step_row(row, 1)

    def back(self) -> None:
        """Esc or Backspace: leave the sheet."""

    def sheet_key(self, symbol: int) -> bool:
        """A key of the sheet's own (True when it was taken)."""
        return False

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key, rows = arcade.key, self.sheet_rows()
        if symbol in (key.ESCAPE, key.BACKSPACE):
            self.back()
        elif not self._navigate(symbol, rows) and not self.sheet_key(symbol):
            return super().on_key_press(symbol, modifiers)  # type: ignore[misc]
        return True

    def _navigate(self, symbol: int, rows: int) -> bool:
        """The arrows, Tab, Space and Enter on the rows; the focused row said after."""
        key = arcade.key
        if symbol in (key.DOWN, key.TAB) and rows:
            self.focus = 0 if self.focus is None else (self.focus + 1) % rows
        elif symbol == key.UP and rows:
            self.focus = rows - 1 if self.focus is None else (self.focus - 1) % rows
        elif symbol in (key.LEFT, key.RIGHT) and self.focus is not None:
            self.step_row(self.focus, -1 if symbol == key.LEFT else 1)
        elif symbol in (key.SPACE, key.ENTER, key.RETURN) and self.focus is not None:
            self.toggle_row(self.focus)
        else:
            return False
        if self.focus is not None:
            self.screen_voice.say(self.row_words(self.focus))
        return True


__all__ = ["SheetKeys"]
