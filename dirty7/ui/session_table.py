"""The table of a play session: autosave, export, the match scoreboard and file notices.

Why a subclass instead of more code in :mod:`dirty7.ui.table`: the table is about cards
and moves; what a *kept* game needs around it (the game saved after every turn so that
nothing is lost, ``E``/``Ctrl+S`` to export the record, the running match score, and the
storage problems the player must hear about once) belongs to the session. Everything here
goes through the table's public hooks (``on_update``, ``on_key_press``, ``draw_overlay``).
"""

from __future__ import annotations

from typing import Any

from dirty7.export import export_record
from dirty7.ui.bootstrap import arcade
from dirty7.ui.notice import Notice
from dirty7.ui.scoreboard import Scoreboard
from dirty7.ui.table import TableView

#: Keys that export the game's record (E, or Ctrl+S / Cmd+S).
EXPORT_KEY = arcade.key.E
SAVE_KEY = arcade.key.S


class SessionTable(TableView):
    """A :class:`TableView` whose game belongs to ``session`` (a :class:`PlaySession`).

    ``session`` may be None (a demo): then nothing is saved and no score is shown.
    """

    def __init__(self, window: arcade.Window | None = None, *, session: Any = None,
                 **kwargs: Any) -> None:
        if session is not None:
            kwargs.setdefault("game", session.game)
        super().__init__(window, **kwargs)
        self.session = session
        self.notice = Notice()
        self.scoreboard: Scoreboard | None = None
        if session is not None and session.state.variant.match_to is not None:
            self.scoreboard = Scoreboard()
            self.scoreboard.set(session.state.variant.match_to, session.state.scores,
                                ("You", self.names[1]))
        self._saved_moves = self.game.moves_played
        self.last_export: str | None = None

    # ------------------------------------------------------------------ saving
    def autosave(self) -> str | None:
        """Save the unfinished game now; None, or why not (also queued for the notice)."""
        if self.session is None or self.session.game is not self.game:
            return None
        self._saved_moves = self.game.moves_played
        return self.session.save()

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        # After each turn has been shown, the game on disk catches up: a crash or a power
        # cut loses at most the move being animated.
        if (self.game.moves_played != self._saved_moves and self.is_idle
                and not self.game.is_over):
            self.autosave()
        if self.window.current_view is self:  # a message after game over is the results'
            self.notice.update(delta_time)

    # ------------------------------------------------------------------ export
    def export(self) -> str | None:
        """Write the record to the exports folder; the path (or the problem) is shown."""
        path, message = export_record(self.game.record)
        if path is None:
            self.notice.show(message)
            return None
        self.last_export = str(path)
        self.toast.show(message, duration=6.0)
        return str(path)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        ctrl = modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_COMMAND)
        if symbol == EXPORT_KEY and not ctrl or symbol == SAVE_KEY and ctrl:
            if self.picker.is_open:
                return True
            self._finish_animations()  # like every key: a running animation first ends
            self.export()
            return True
        return super().on_key_press(symbol, modifiers)

    # ------------------------------------------------------------------ drawing
    def scoreboard_corner(self) -> tuple[float, float]:
        """Top-left corner of the scoreboard: under Menu, or at the right edge under the
        computer's name while the game log fills the space under Menu."""
        log_panel = getattr(self, "log_panel", None)
        if log_panel is not None and getattr(log_panel, "visible", False):
            _, y = self.layout.opponent_label_pos
            return self.fit.width - 20 - self.scoreboard.width, y - 66
        box = self.layout.menu_button
        return box.left, box.bottom - 12

    def draw_overlay(self) -> None:
        super().draw_overlay()
        if self.scoreboard is not None:
            self.scoreboard.draw(*self.scoreboard_corner())
        self.notice.draw(self.fit.width / 2, self.fit.height - 150)


__all__ = ["SessionTable"]
