"""The game log's first line, the deal's full commitment, stays inside the log panel.

Why: pyglet wraps only at spaces, and one 64-digit word ran out of the narrow panel over
the felt (seen in a real window with high contrast, where the dark text then sat on the
dark felt).
"""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.seal_words import log_line
from dirty7.ui.table.table_view import TableView
from tests.support.table import FirstLegal


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_logged_seal_wraps_inside_the_log_panel(plain_window, size):
    """The log's first line is the full commitment: 64 hex digits must wrap in the panel,
    not run out of it over the felt."""
    look.apply(Settings(text_size=150))
    game = Game([PERSON_AT_TABLE, None], seed=3, players=["You", "Computer"])
    game.record.seal("0123456789abcdef0123456789abcdef")
    view = TableView(plain_window, TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)
    try:
        plain_window.show_view(view)
        view.on_resize(*size)
        view.log_part.game_log.add_note(log_line(game.record))
        view.on_key_press(arcade.key.L, 0)
        view.on_draw()
        body = view.log_part.panel.body
        assert view.log_part.panel.visible and game.record.commitment[:8] in body.text
        assert body.content_width <= body.width
    finally:
        view.flow.close()
