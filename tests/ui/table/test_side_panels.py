"""The game log and Why? panels never cover the suit badge, its caption, the piles, the
stock count or a button: rectangles over window sizes, card sizes and text sizes."""

from __future__ import annotations

import pytest

from dirty7.ai.explain import Explanation
from dirty7.ai.hard import HardStrategy
from dirty7.rules import CARDS
from dirty7.store.settings import CARD_SIZES, TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Box, card_size
from dirty7.ui.table.opponent import Opponent
from dirty7.ui.table.why import MIN_SIZE, why_lines
from tests.support.table import settle

WINDOWS = [(800, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440)]
LONG = "Computer played 7♣ — you draw 2 cards unless you answer with a Seven"
WHY = Explanation(level="Hard", move="9♣", rule="search",
                  lines=("kept its Seven to answer yours", "named ♥: it holds three hearts"),
                  best=(("9♣", 0.61, 0.7), ("7♣", 0.4, 0.2), ("draw", 0.2, 0.1)),
                  suits=(("♣", 0.5, "you drew on ♣"), ("J", 0.2, "")), known=())


def _deal(jack: bool) -> str:
    """Seven cards each; a Jack asking for ♦ on the waste (the longest caption) or a
    Queen of hearts on it ("Suit: hearts")."""
    deck = [str(c) for c in CARDS if str(c) not in ("JS", "QH")]
    waste = "QHJS" if jack else "JSQH"
    return (f"{''.join(deck[:7])}/{''.join(deck[7:14])}/{waste}/{''.join(deck[14:])} 0 n "
            + ("D" if jack else "H"))


def _box(r) -> Box:
    return Box(r.left, r.bottom, r.width, r.height)


def _hit(a: Box, b: Box) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top


def _obstacles(view) -> dict[str, Box]:
    """What the panels must leave in view: the badge (at its largest pulse), its caption,
    the stock, the visible waste, the stock count, the status line and every button."""
    hud = view.hud
    labels = hud.label_boxes()
    bx, by = hud.badge_pos
    size = hud.badge_size(pulse=False) * 1.25
    out = {"suit_badge": Box(bx - size / 2, by + 4 - size / 2, size, size),
           "suit_caption": labels["suit_caption"], "stock_count": labels["stock_count"],
           "status": labels["status"]}
    w, h = card_size(view.layout.pile_scale)
    for i, back in enumerate(view.card_sprites.stock_backs):
        out[f"stock{i}"] = Box(back.center_x - w / 2, back.center_y - h / 2, w, h)
    for card in view.state.waste[-4:]:
        s = view.sprites[int(card)]
        out[f"waste {card}"] = Box(s.left, s.bottom, s.width, s.height)
    buttons = {"menu": hud.menu_button, "hint": view.hint_part.button,
               "log": view.log_part.button, "why": view.why_part.button,
               "?": view.shortcuts_part.button, "draw": hud.draw_button}
    out.update({name: _box(b.rect) for name, b in buttons.items()})
    return out



@pytest.mark.parametrize("card_size_name", list(CARD_SIZES))
def test_the_log_and_why_panels_leave_the_badge_piles_and_buttons_in_view(look_tables,
                                                                         card_size_name):
    for jack in (True, False):
        view = look_tables(_deal(jack), card_size=card_size_name)
        for i in range(30):
            view.log_part.game_log.add_note(f"{LONG} ({i})")
        view.why_part.explanation = WHY
        view.why_part.panel.show(*why_lines(WHY, "Computer"))
        for text_size in TEXT_SIZES:
            look.apply(Settings(text_size=text_size))
            for size in WINDOWS:
                view.on_resize(*size)
                for name, panel in (("log", view.log_panel), ("why", view.why_part.panel)):
                    view.log_panel.visible = name == "log"
                    view.why_part.panel.visible = name == "why"
                    view.on_draw()  # the parts place their panels as they draw them
                    rect = _box(panel.rect)
                    where = (name, size, card_size_name, text_size, jack)
                    assert rect.left >= 0 and rect.right <= view.fit.width, where
                    assert rect.bottom >= 0 and rect.top <= view.fit.height, where
                    assert rect.height > 100, where  # room for a few lines at least
                    for other, box in _obstacles(view).items():
                        assert not _hit(rect, box), (*where, other)


#: You play 5♥; the computer (Hard) may answer 9♥, K♥, 4♥ or 5♣ and explains its search
#: and what it believes of your hand.
HARD_TO_ANSWER = "5H9CKS2D3S/7C9HKH5C4H/8H/QDAC6S3D4S8S9D2C 0 n H"


def test_a_hard_explanation_is_shown_whole_at_a_readable_size(look_tables):
    hard = Opponent(strategy=HardStrategy(seed=1, iterations=200), explain=True)
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
            for other, box in _obstacles(view).items():
                assert not _hit(rect, box), (*where, other)
