"""The table of two players at one computer: the table as it is, under a cover between turns.

Why a table like any other: the cards, the gestures, the keys, the log and the refusals are
the game's own (:class:`TableView`); the flow is a
:class:`~dirty7.game.table.pass_flow.PassPlayFlow` (the hand at the bottom is the player
to move's), and the :class:`~dirty7.ui.table.pass_cover.PassCover` is drawn over
everything between turns. While it is up it takes every press and key first: only Ready
(Space, Enter or its button), Esc (the menu) and F11 do anything, so no card, button or
panel of the table can be reached under it. Speech is silent here: a hand read aloud
would be heard by both players.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from dirty7.game.controller import Game
from dirty7.game.table.pass_flow import NOBODY, PassPlayFlow
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.table.pass_cover import PassCover
from dirty7.ui.table.table_view import TableView


def _silent(text: str, interrupt: bool) -> None:
    """Where the table's voice would speak: nothing is said (the voice's own argument
    names, so it fits :class:`~dirty7.game.table.table_voice.Say`)."""


class PassPlayTable(TableView):
    """The table for a game between the ``options``' names (seat 0's first, which must be
    given) at one computer; the other arguments are :class:`TableView`'s (a ``game`` whose
    both seats are people)."""

    def __init__(self, window: arcade.Window | None = None,
                 options: TableOptions = PLAIN_TABLE, *, game: Game | None = None,
                 on_menu: Callable[[], None] | None = None,
                 on_game_over: Callable[[TableView], None] | None = None,
                 settings: LiveSettings | None = None) -> None:
        super().__init__(window, replace(options, think_delay=0.0), game=game,
                         on_menu=on_menu, on_game_over=on_game_over, settings=settings,
                         flow_type=PassPlayFlow)
        self.game_log.viewer = NOBODY  # either player may open the log: no drawn card named
        # A hand read aloud is heard by both players: at one computer the table is silent.
        self.speech_part.voice.say = _silent
        self.key_parts.remove(self.speech_part)
        self.cover = PassCover(self)
        self.parts.append(self.cover)  # drawn last, over every other part

    @property
    def game_log(self):
        return self.log_part.game_log

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.cover.is_up:
            return self.cover.on_press(*self.to_logical(x, y))
        return super().on_mouse_press(x, y, button, modifiers)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> bool | None:
        if self.cover.is_up:
            return True
        return super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.cover.is_up:
            return True
        return super().on_mouse_release(x, y, button, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool | None:
        if self.cover.is_up:
            return True
        return super().on_mouse_scroll(x, y, scroll_x, scroll_y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.cover.is_up and self.cover.on_key(symbol, modifiers):
            return True
        return super().on_key_press(symbol, modifiers)


__all__ = ["PassPlayTable"]
