"""The table's toasts (the seal at the start, a refusal, a hint) cover none of what the
player reads or plays: the stock count, the suit badge and its caption, the piles, the
status line, the hand; at window sizes from 800×600 up and every text size.

Where the toast is drawn is taken from the real frame (its ``draw`` is watched), and what
it must leave visible from the hud's texts and the cards' sprites.
"""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import TEXT_SIZES, Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.layout import Slot
from dirty7.ui.table.hud import text_box
from dirty7.ui.table.table_view import TableView
from tests.support.table import FirstLegal

SIZES = [(800, 600), (1024, 768), (1280, 720), (1280, 1024), (1920, 1080), (2560, 1080)]
START = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"
MESSAGES = ("Deal sealed · f8c6 a161", "7♥ matches neither ♣ nor 5",
            "Hint: draw from the stock")



def _meet(a, b) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top


def _covered(view) -> dict[str, object]:
    """What the toast must leave visible, by name (logical rectangles)."""
    boxes = {name: text_box(text) for name, text in (
        ("stock count", view.hud.stock_count), ("status line", view.hud.status))}
    labels = view.hud.label_boxes()
    boxes["suit caption"] = labels["suit_caption"]
    boxes["suit badge"] = labels["suit_badge"]
    layout = view.layout
    boxes["stock"] = layout.pile_box(layout.stock)
    wx, wy = layout.waste_center
    boxes["waste"] = layout.pile_box(Slot(wx, wy, 0.0, layout.pile_scale))
    out = {name: arcade.LBWH(b.left, b.bottom, b.width, b.height)
           for name, b in boxes.items() if b is not None}
    for key in view.flow.state.hands[0]:
        s = view.card_sprites.sprites[key]
        out[f"hand card {key}"] = arcade.LRBT(s.left, s.right, s.bottom, s.top)
    return out


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_a_table_toast_covers_nothing_the_player_needs(plain_window, text_size):
    look.apply(Settings(text_size=text_size))
    game = Game([PERSON_AT_TABLE, None], start=START, players=["You", "Computer"])
    view = TableView(plain_window, TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)
    drawn = []
    view.toast.draw = lambda x, y: drawn.append((x, y))
    problems = []
    try:
        plain_window.show_view(view)
        for size in SIZES:
            view.on_resize(*size)
            view.card_sprites.place_all(animate=False)
            for message in MESSAGES:
                view.toast.show(message, duration=5.0)
                drawn.clear()
                view.on_draw()
                (x, y), = drawn
                plate = view.toast.rect(x, y)  # the plate as drawn
                where = f"{size} {text_size}% {message!r}"
                if plate.left < 0 or plate.right > view.fit.width or plate.bottom < 0 \
                        or plate.top > view.fit.height:
                    problems.append(f"{where}: out of the window")
                problems += [f"{where}: over the {name}"
                             for name, box in _covered(view).items() if _meet(plate, box)]
    finally:
        view.flow.close()
    assert problems == []


def test_the_spot_stays_put_while_the_suit_badge_pulses(plain_window):
    """The badge pulses after a Jack: the spot (searched only when what it avoids moves) must
    not be searched again every frame, nor the toast drift with the badge's caption."""
    from dirty7.ui.table.toast_spot import obstacles

    game = Game([PERSON_AT_TABLE, None], start="5H9CKS/2D4D/8CJC/QDAC6S 0 n D",
                players=["You", "Computer"])
    view = TableView(plain_window, TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                     game=game)
    try:
        plain_window.show_view(view)
        view.on_draw()
        still = obstacles(view)
        for pulse in (0.3, 0.7, 1.0):
            view.hud.badge_pulse = pulse
            assert obstacles(view) == still
        view.toast.show(MESSAGES[0], duration=5.0)
        spot = view.toast_spot.center()
        view.hud.badge_pulse = 0.2
        assert view.toast_spot.center() == spot
    finally:
        view.flow.close()

