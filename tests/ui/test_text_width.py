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


def _shrunk_by_laying_out(text, size: float, room: float) -> float:
    """The size a label gets shrunk a point at a time, laid out at each (the reference)."""
    text.font_size = size
    while text.content_width > room and text.font_size > 8:
        text.font_size -= 1
    return text.font_size


@pytest.mark.parametrize("font, bold", [(theme.BODY_FONT, False), (theme.BODY_FONT, True),
                                        (theme.TITLE_FONT, True)])
def test_shrinking_a_line_by_its_measure_gives_the_size_laying_it_out_gives(window, font,
                                                                            bold):
    from dirty7.ui.widgets.menu_panel import shrink_to

    for words in ("↑ ↓ choose difficulty   ·   Enter starts   ·   S speech", "Очень крупный",
                  "Dirty Seven", ""):
        for size, room in ((14, 520), (17, 300), (17.5, 120), (26, 40), (12, 4000)):
            made = {"font_size": 10, "font_name": font, "bold": bold}
            reference = arcade.Text(words, 0, 0, **made)
            expected = _shrunk_by_laying_out(reference, size, room)
            text = arcade.Text(words, 0, 0, **made)
            shrink_to(text, size, room)
            assert text.font_size == expected, (words, size, room)
            assert text.content_width == reference.content_width
