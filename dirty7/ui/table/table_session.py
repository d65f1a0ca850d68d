"""The table of a play session: autosave, export, the match scoreboard and file notices.

Why a part and not more table code: the table is about cards and moves; what a *kept*
game needs around it (the game saved after every turn so that nothing is lost,
``E``/``Ctrl+S`` to export it — the player's view while it goes on, the full record once it
is over (:mod:`dirty7.game.export` says why), the running match score, and the storage problems
the player must hear about once, and the deal's seal announced before the first card)
belongs to the session. :class:`SessionKeeper` does that through the view's public state;
:class:`SessionTable` is a table with one attached.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dirty7.game.controller import Game
from dirty7.game.export import export_record, export_snapshot
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.i18n import _
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.core.seal_words import announcement, deal_origin, log_line
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.rules_card import RulesCardPart
from dirty7.ui.table.scoreboard import Scoreboard
from dirty7.ui.table.table_view import TableView
from dirty7.ui.widgets.notice import Notice

#: Keys that export the game (E, or Ctrl+S / Cmd+S).
EXPORT_KEY = arcade.key.E
SAVE_KEY = arcade.key.S


class SessionKeeper(TablePart):
    """Keeps ``view``'s game for ``session`` (a :class:`PlaySession`, or None: a demo)."""

    def __init__(self, view: TableView, session: Any) -> None:
        self.view = view
        self.session = session
        self.notice = Notice()
        self.scoreboard: Scoreboard | None = None
        if session is not None and session.state.variant.match_to is not None:
            self.scoreboard = Scoreboard()
            self.scoreboard.set(session.state.variant.match_to, session.state.scores,
                                (_("You"), view.flow.names[1]))
        self._saved_moves = view.flow.game.moves_played
        self.last_export: str | None = None
        # The seal before the first card is dealt (the full hash in the log).
        record = view.flow.game.record
        if not view.flow.game.history:
            swapped = getattr(session, "pair", None) is not None  # Swap hands' second half
            view.toast.show(announcement(record, swapped, deal_origin(session)),
                            duration=6.0)
        view.log_part.game_log.add_note(log_line(record, deal_origin(session)))
        if session is not None:  # the hand order saved with the game, and saved from now
            if isinstance(session.hand, dict):
                view.flow.hand_order.restore(session.hand)
                view.card_sprites.place_all(animate=False)
            session.hand = view.flow.hand_order

    def autosave(self) -> str | None:
        """Save the unfinished game now; None, or why not (also queued for the notice)."""
        game = self.view.flow.game
        if self.session is None or self.session.game is not game:
            return None
        self._saved_moves = game.moves_played
        return self.session.save()

    def update(self, delta_time: float) -> None:
        # After each turn has been shown, the game on disk catches up: a crash or a power
        # cut loses at most the move being animated.
        view = self.view
        if (view.flow.game.moves_played != self._saved_moves and view.flow.is_idle
                and not view.flow.game.is_over):
            self.autosave()
        if view.window.current_view is view:  # a message after game over is the results'
            self.notice.update(delta_time)

    def export(self) -> str | None:
        """Write the game to the exports folder; the path (or the problem) is shown.

        An unfinished game is written as the player sees it (no seed, nonce or deal): the
        full record would show the computer's hand and the stock while the game goes on.
        """
        game = self.view.flow.game
        if game.is_over:
            path, message = export_record(game.record)
        else:
            path, message = export_snapshot(game.record, game.position,
                                            self.view.flow.my_seat)
        if path is None:
            self.notice.show(message)
            return None
        self.last_export = str(path)
        self.view.toast.show(message, duration=6.0)
        return str(path)

    @staticmethod
    def acts_after_skip(symbol: int, modifiers: int) -> bool:
        """E and Ctrl+S export even when their press first skipped an animation."""
        ctrl = modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_COMMAND)
        return symbol == EXPORT_KEY and not ctrl or symbol == SAVE_KEY and bool(ctrl)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if self.acts_after_skip(symbol, modifiers):
            if not self.view.picker.is_open:
                self.export()
            return True
        return False

    def scoreboard_corner(self) -> tuple[float, float]:
        """Top-left corner of the scoreboard: under Menu, or at the right edge under the
        computer's name while the game log fills the space under Menu (asked only while a
        match's scoreboard is on show)."""
        assert self.scoreboard is not None
        view = self.view
        if view.log_part.panel.visible:
            _, y = view.layout.opponent_label_pos
            return view.fit.width - 20 - self.scoreboard.width, y - 66
        box = view.layout.menu_button
        return box.left, view.layout.tools_bottom - 12

    def draw_overlay(self) -> None:
        if self.scoreboard is not None:
            self.scoreboard.draw(*self.scoreboard_corner())
        self.notice.draw(self.view.fit.width / 2, self.view.fit.height - 150)


class SessionTable(TableView):
    """A :class:`TableView` whose game belongs to ``session`` (see :class:`SessionKeeper`):
    the session's game unless another ``game`` is given; the other arguments are
    :class:`TableView`'s."""

    def __init__(self, window: arcade.Window | None = None,
                 options: TableOptions = PLAIN_TABLE, *, session: Any = None,
                 game: Game | None = None, on_menu: Callable[[], None] | None = None,
                 on_game_over: Callable[[TableView], None] | None = None,
                 settings: LiveSettings | None = None) -> None:
        if session is not None and game is None:
            game = session.game
        super().__init__(window, options, game=game, on_menu=on_menu,
                         on_game_over=on_game_over, settings=settings)
        self.keeper = SessionKeeper(self, session)
        self.rules_card = RulesCardPart(self)  # R: the rules in force
        self.parts += [self.keeper, self.rules_card]  # drawn last, over the shortcuts
        self.key_parts[:0] = [self.rules_card, self.keeper]  # before anything else

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.rules_card.is_open:  # any click closes the rules card
            self.rules_card.close()
            return True
        return super().on_mouse_press(x, y, button, modifiers)

    @property
    def session(self) -> Any:
        return self.keeper.session

    @property
    def notice(self) -> Notice:
        return self.keeper.notice

    @property
    def scoreboard(self) -> Scoreboard | None:
        return self.keeper.scoreboard

    @property
    def last_export(self) -> str | None:
        return self.keeper.last_export

    def autosave(self) -> str | None:
        return self.keeper.autosave()

    def export(self) -> str | None:
        return self.keeper.export()


__all__ = ["SessionKeeper", "SessionTable"]
