"""A long name at the table (a friend called "Bartholomew Fitzgerald", or one 40-letter
word): it wraps or shrinks inside the room for the other side's label, and a word that
cannot fit ends in "…" — never cut at the window's edge, in any window or text size."""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.layout import LABEL_WIDTH
from dirty7.ui.table.hud import BASE_SIZES
from dirty7.ui.table.table_view import TableView
from tests.support.table import FirstLegal

START = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"
LONG_WORD = "Wolfeschlegelsteinhausenbergerdorffvoral"


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("name", ["Bartholomew Fitzgerald", LONG_WORD])
def test_a_long_name_stays_inside_the_window(plain_window, name, text_size):
    look.apply(Settings(text_size=text_size))
    game = Game([PERSON_AT_TABLE, None], start=START, players=["You", name])
    view = TableView(plain_window,
                     TableOptions(names=("You", name),
                                  opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)
    try:
        plain_window.show_view(view)
        for size in ((800, 600), (1280, 720)):
            view.on_resize(*size)
            label = view.hud.opponent_label
            room = LABEL_WIDTH * view.layout.text_scale
            assert label.content_width <= room + 0.5, (size, label.content_width, room)
            assert label.left + label.content_width <= view.fit.width, size
            assert label.top <= view.fit.height and label.bottom >= 0, size
            shown = label.text.split("\n")[0]
            if " " in name:
                assert label.text.startswith(name), label.text  # wrapped, whole
                full = BASE_SIZES["opponent_label"] * view.layout.text_scale
                assert label.font_size >= 0.99 * full, (label.font_size, full)  # not shrunk
            else:
                assert shown.endswith("…") and name.startswith(shown[:-1]), shown
            assert label.text.endswith("2 cards")
    finally:
        view.flow.close()
        look.apply(Settings())
