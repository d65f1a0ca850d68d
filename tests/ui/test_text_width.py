"""The menu measures words without laying out a label of each: the width it gets must be
the very ``content_width`` such a label has, or a row, a heading or an ellipsis would
fit differently than the player sees it drawn."""

from __future__ import annotations

import pytest

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.widgets.option_pager import text_width

WORDS = ["Medium", "Matched", "Start game", "Difficulty   ·   2/3", "Очень крупный",
         "Zacznij grę", "Début…", "Jogar com um amigo", "Spiel\tbeginnen", "", " ", "7♠ 7♥"]


@pytest.mark.parametrize("size", [8, 11, 14, 15.5, 17, 26])
@pytest.mark.parametrize("bold", [False, True])
def test_a_measured_width_is_the_width_of_a_label_of_the_same_text(window, size, bold):
    for word in WORDS:
        label = arcade.Text(word, 0, 0, font_size=size, font_name=theme.BODY_FONT, bold=bold)
        assert text_width(word, size, bold) == label.content_width, word
