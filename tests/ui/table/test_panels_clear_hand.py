"""The game log and Why? panels leave the player's own hand in view: where the column
left of the badge is too narrow they open over the computer's face-down hand instead of
over the player's cards (at 800×600 with extra-large cards and 150 % text they hid them).
The log scrolls there (test_log_panel); Why? takes that room when its text fits."""

from __future__ import annotations

import pytest

from dirty7.ai.explain import Explanation
from dirty7.store.settings import CARD_SIZES, TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.core.layout import Box
from dirty7.ui.table.why import why_lines
from tests.support.panels import LONG
from tests.support.panels import box_of as _box
from tests.support.panels import deal as _deal
from tests.support.panels import hit as _hit
from tests.support.panels import obstacles as _obstacles

#: Medium's reason for a Jack: a short explanation. (Hard's, with its figures, must be
#: read whole and may still need the room over the hand where nothing else holds it.)
WHY = Explanation(level="Medium", move="J♣ naming ♠", rule="jack",
                  lines=("named ♠: it holds three spades",))

#: The 4:3 windows. (In wider windows the column left of the badge holds the panel at
#: normal and large cards; with extra-large cards at 16:10 and 16:9 neither it nor the
#: felt over the computer's hand has room, and the panel still opens over the hand.)
CLEAR_WINDOWS = [(800, 600), (1024, 768)]


def _hand(view) -> dict[str, Box]:
    return {f"hand {c}": _box(view.sprites[int(c)]) for c in view.state.hands[0]}


@pytest.mark.parametrize("card_size_name", list(CARD_SIZES))
def test_the_log_and_why_never_cover_the_players_hand(look_tables, card_size_name):
    for jack in (True, False):
        view = look_tables(_deal(jack), card_size=card_size_name)
        for i in range(30):
            view.log_part.game_log.add_note(f"{LONG} ({i})")
        view.why_part.explanation = WHY
        view.why_part.panel.show(*why_lines(WHY, "Computer"))
        for text_size in TEXT_SIZES:
            look.apply(Settings(text_size=text_size))
            for size in CLEAR_WINDOWS:
                view.on_resize(*size)
                for name, panel in (("log", view.log_panel), ("why", view.why_part.panel)):
                    view.log_panel.visible = name == "log"
                    view.why_part.panel.visible = name == "why"
                    view.on_draw()
                    rect = _box(panel.rect)
                    where = (name, size, card_size_name, text_size, jack)
                    assert rect.height > 100, where
                    assert rect.top <= view.fit.height and rect.left >= 0, where
                    for other, box in {**_hand(view), **_obstacles(view)}.items():
                        assert not _hit(rect, box), (*where, other)
                    if name == "log":  # a few lines at least, and they scroll
                        assert len(panel.shown_lines()) >= 1, where
