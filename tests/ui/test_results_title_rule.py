"""The gold rule under the results' title runs below the title's letters (it once
ran through the descender of "Computer wins"), at every text size and window size."""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.store.settings import TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.screens.results import ResultsShown, ResultsView


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_rule_is_clear_of_computer_wins(plain_window, text_size, size):
    look.apply(Settings(text_size=text_size))
    game = Game([None, PERSON_AT_TABLE], start="5H/2D4D/8C5C/QDAC6S9H9S 0 n C",
                players=["Computer", "You"])
    game.play("5H")
    view = ResultsView(plain_window, ResultsShown(game.result(), names=("Computer", "You"),
                                                  human=(False, True)))
    view.on_resize(*size)
    look.apply(Settings())
    assert view.headline == "Computer wins"
    cx, y, _half = view._ornament
    diamond_top = y + 8  # draw_ornament's diamond reaches 8 above the rule's line
    assert diamond_top <= view._title.bottom, (diamond_top, view._title.bottom)
    first_row = view._detail
    assert y - 8 >= first_row.top, (y - 8, first_row.top)  # and above the next line
