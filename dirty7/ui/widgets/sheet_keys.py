"""The keys of a settings sheet: Up/Down (Tab) pick a row, Left/Right change it, Space or
Enter toggles it, Esc or Backspace go back.

Why one mixin for both sheets (Settings, Look and hand): the two had the same key
handling written out twice (issue 20); a sheet says only how many rows it has, how a
row steps and toggles, and what extra keys it takes.
"""

from __future__ import annotations

from dirty7.ui.core.bootstrap import arcade


class SheetKeys:
    """Mix in before :class:`~dirty7.ui.core.scaling.ScaledView`; keys it does not take
    go on to the view's UI. ``focus`` is the row the keyboard is on (None: none yet)."""

    focus: int | None = None

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
        elif symbol in (key.DOWN, key.TAB) and rows:
            self.focus = 0 if self.focus is None else (self.focus + 1) % rows
        elif symbol == key.UP and rows:
            self.focus = rows - 1 if self.focus is None else (self.focus - 1) % rows
        elif symbol in (key.LEFT, key.RIGHT) and self.focus is not None:
            self.step_row(self.focus, -1 if symbol == key.LEFT else 1)
        elif symbol in (key.SPACE, key.ENTER, key.RETURN) and self.focus is not None:
            self.toggle_row(self.focus)
        elif not self.sheet_key(symbol):
            return super().on_key_press(symbol, modifiers)  # type: ignore[misc]
        return True


__all__ = ["SheetKeys"]
