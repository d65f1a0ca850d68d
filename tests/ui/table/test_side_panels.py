"""The game log and Why? panels never cover the suit badge, its caption, the piles, the
stock count or a button: rectangles over window sizes, card sizes and text sizes."""

from __future__ import annotations

import pytest

from dirty7.ai.explain import Explanation
from dirty7.ai.hard import HardStrategy
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.store.settings import CARD_SIZES, TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.table.why import MIN_SIZE, why_lines
from tests.support.panels import LONG, WINDOWS, kept_in_view
from tests.support.panels import box_of as _box
from tests.support.panels import deal as _deal
from tests.support.panels import hit as _hit
from tests.support.table import live, settle

WHY = Explanation(level="Hard", move="9♣", rule="search",
                  lines=("kept its Seven to answer yours", "named ♥: it holds three hearts"),
                  best=(("9♣", 0.61, 0.7), ("7♣", 0.4, 0.2), ("draw", 0.2, 0.1)),
                  suits=(("♣", 0.5, "you drew on ♣"), ("J", 0.2, "")), known=())


@pytest.mark.parametrize("card_size_name", list(CARD_SIZES))
def test_the_log_and_why_panels_leave_the_badge_piles_and_buttons_in_view(look_tables,
                                                                         card_size_name):
    for jack in (True, False):
        view = look_tables(_deal(jack), settings=live(card_size=card_size_name))
        for i in range(30):
            view.log_part.game_log.add_note(f"{LONG} ({i})")
        view.why_part.explanation = WHY
        view.why_part.panel.show(*why_lines(WHY, "Computer"))
        for text_size in TEXT_SIZES:
            look.apply(Settings(text_size=text_size))
            for size in WINDOWS:
                view.on_resize(*size)
                for name, panel in (("log", view.log_part.panel), ("why", view.why_part.panel)):
                    view.log_part.panel.visible = name == "log"
                    view.why_part.panel.visible = name == "why"
                    view.on_draw()  # the parts place their panels as they draw them
                    rect = _box(panel.rect)
                    where = (name, size, card_size_name, text_size, jack)
                    assert rect.left >= 0 and rect.right <= view.fit.width, where
                    assert rect.bottom >= 0 and rect.top <= view.fit.height, where
                    assert rect.height > 100, where  # room for a few lines at least
                    for other, box in kept_in_view(view, rect).items():
                        assert not _hit(rect, box), (*where, other)


#: You play 5♥; the computer (Hard) may answer 9♥, K♥, 4♥ or 5♣ and explains its search
#: and what it believes of your hand.
HARD_TO_ANSWER = "5H9CKS2D3S/7C9HKH5C4H/8H/QDAC6S3D4S8S9D2C 0 n H"


def test_a_hard_explanation_is_shown_whole_at_a_readable_size(look_tables):
    hard = ComputerSeat(strategy=HardStrategy(seed=1, iterations=200), explain=True)
    view = look_tables(HARD_TO_ANSWER, opponents={1: hard})
    view.on_key_press(arcade.key.ENTER, 0)  # the first playable card: 5♥
    settle(view, seconds=10.0, until=lambda: view.why_part.explanation is not None)
    settle(view)
    why = view.why_part.explanation
    assert why.best and why.suits  # its search and its belief of your hand
    view.on_key_press(arcade.key.W, 0)
    panel = view.why_part.panel
    assert panel.visible
    _heading, lines = why_lines(why, "Computer")
    for text_size in (100, 150):
        look.apply(Settings(text_size=text_size))
        for size in ((800, 600), (1280, 720)):
            view.on_resize(*size)
            view.on_draw()
            where = (size, text_size)
            assert panel.shown_text() == lines, where  # every line, none cut to "…"
            assert all(body.font_size >= MIN_SIZE for body in panel.bodies), where
            rect = _box(panel.rect)
            assert rect.left >= 0 and rect.right <= view.fit.width, where
            assert rect.bottom >= 0 and rect.top <= view.fit.height, where
            for other, box in kept_in_view(view, rect).items():
                assert not _hit(rect, box), (*where, other)
