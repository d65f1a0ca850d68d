"""The Why? heading stays inside its panel at every window, text and card size: smaller
down to a readable size, else on two lines ("Computer played J♣ naming ♠" ran out of the
panel over the felt)."""

from __future__ import annotations

import pytest

from dirty7.ai.explain import Explanation
from dirty7.store.settings import CARD_SIZES, TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.table.why import MIN_SIZE, PAD, why_lines
from tests.support.panels import WINDOWS
from tests.support.panels import deal as _deal
from tests.support.table import live

WHY = Explanation(level="Medium", move="J♣ naming ♠", rule="jack",
                  lines=("named ♠: it holds three spades",))


@pytest.mark.parametrize("card_size_name", list(CARD_SIZES))
def test_the_why_heading_fits_its_panel(look_tables, card_size_name):
    view = look_tables(_deal(True), settings=live(card_size=card_size_name))
    part = view.why_part
    part.explanation = WHY
    part.panel.show(*why_lines(WHY, "Computer"))
    part.panel.visible = True
    for text_size in TEXT_SIZES:
        look.apply(Settings(text_size=text_size))
        for size in WINDOWS:
            view.on_resize(*size)
            view.on_draw()
            panel, title = part.panel, part.panel.title
            where = (size, text_size, card_size_name)
            assert title.text == "Computer played J♣ naming ♠", where
            assert title.font_size >= MIN_SIZE, where
            assert title.content_width <= panel.rect.width - 2 * PAD + 0.5, where
            assert title.left >= panel.rect.left and title.bottom >= panel.rect.bottom, where
            body_top = max(b.position[1] for b in panel.bodies[:panel.columns])  # anchored top
            assert body_top <= title.bottom + 1, where  # the text starts under the heading
