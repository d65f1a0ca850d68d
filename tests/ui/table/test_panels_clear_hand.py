"""The game log and Why? panels leave the player's own hand in view: where the column
left of the badge is too narrow they open over the computer's face-down hand instead of
over the player's cards (at 800×600 with extra-large cards and 150 % text they hid them),
and where even that is too low (16:9 and 16:10 windows with extra-large cards) over the
piles. The log scrolls there (test_log_panel); so does a long Why?."""

from __future__ import annotations

import pytest

from dirty7.ai.explain import Explanation
from dirty7.store.settings import CARD_SIZES, TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.core.layout import Box
from dirty7.ui.table.why import why_lines
from tests.support.panels import HARD, LONG, WINDOWS
from tests.support.panels import box_of as _box
from tests.support.panels import deal as _deal
from tests.support.panels import hit as _hit
from tests.support.panels import obstacles as _obstacles
from tests.support.table import live

#: Medium's reason for a Jack: a short explanation. (Hard's, with its figures, must be
#: read whole and may still need the room over the hand where nothing else holds it.)
WHY = Explanation(level="Medium", move="J♣ naming ♠", rule="jack",
                  lines=("named ♠: it holds three spades",))


#: Every window the other panel tests use, and a 16:10 one.
CLEAR_WINDOWS = [*WINDOWS, (1280, 800)]


BUTTONS_AND_STATUS = ("menu", "hint", "log", "why", "?", "draw", "status")


def _hand(view) -> dict[str, Box]:
    return {f"hand {c}": _box(view.card_sprites.sprites[int(c)]) for c in view.flow.state.hands[0]}


@pytest.mark.parametrize("why", [WHY, HARD], ids=["medium", "hard"])
@pytest.mark.parametrize("card_size_name", list(CARD_SIZES))
def test_the_log_and_why_never_cover_the_players_hand(look_tables, card_size_name, why):
    for jack in (True, False):
        view = look_tables(_deal(jack), settings=live(card_size=card_size_name))
        for i in range(30):
            view.log_part.game_log.add_note(f"{LONG} ({i})")
        view.why_part.explanation = why
        view.why_part.panel.show(*why_lines(why, "Computer"))
        for text_size in TEXT_SIZES:
            look.apply(Settings(text_size=text_size))
            for size in CLEAR_WINDOWS:
                view.on_resize(*size)
                for name, panel in (("log", view.log_part.panel), ("why", view.why_part.panel)):
                    view.log_part.panel.visible = name == "log"
                    view.why_part.panel.visible = name == "why"
                    view.on_draw()
                    rect = _box(panel.rect)
                    where = (name, size, card_size_name, text_size, jack)
                    assert rect.height > 100, where
                    assert rect.top <= view.fit.height and rect.left >= 0, where
                    for other, box in _hand(view).items():
                        assert not _hit(rect, box), (*where, other)
                    # The buttons and the status line stay in view everywhere; the piles
                    # and badge too, but for large cards in a wide window and a long
                    # Hard Why? (there is no felt clear of the hand for them).
                    kept = _obstacles(view)
                    wide_xl = card_size_name != "normal" and size[0] / size[1] > 1.5
                    if wide_xl or (name, why) == ("why", HARD):
                        kept = {k: b for k, b in kept.items() if k in BUTTONS_AND_STATUS}
                    for other, box in kept.items():
                        assert not _hit(rect, box), (*where, other)
                    if name == "log":  # a few lines at least, and they scroll
                        assert len(panel.shown_lines()) >= 1, where
