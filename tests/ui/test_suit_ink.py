"""Suits drawn as text take their suit's colour everywhere (four-colour deck: ♣ green,
♦ blue): the drop cue's reason, toasts, and the review's move and suit lines — on pixels,
through the real handlers."""

from __future__ import annotations

import pytest

from dirty7.game.controller import Game
from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.review_screen import ReviewView
from tests.support.table import TableOpener, card, drag_to, grab_point, window_point
from tests.support.walked_screens import ReviewDone

CLUB_REFUSED = "3C9H/2D4D/8C5H/QDKD6S 0 n H"  # 3♣ matches neither ♥ nor 5; 9♥ plays
CLUBS_GAME = "AC9C/2D4D6H8SKS/8C4C/QDAD6S9S5H 0 n C"


@pytest.fixture
def four_colour(window):
    look.apply(Settings(four_colour=True))
    tables = TableOpener(window)
    yield tables
    tables.close()
    look.apply(Settings())


def _greens(view, box: tuple[float, float, float, float]) -> int:
    """How many pixels of logical box (left, bottom, width, height) are clearly green."""
    image = arcade.get_image().convert("RGB")
    left, bottom, w, h = box
    x0, y0 = window_point(view, left, bottom)
    x1, y1 = window_point(view, left + w, bottom + h)
    count = 0
    for x in range(x0, x1):
        for y in range(y0, y1):
            r, g, b = image.getpixel((x, image.height - 1 - y))
            count += g > r + 50 and g > b + 30
    return count


def _text_box(text) -> tuple[float, float, float, float]:
    """The logical box a text anchored at its centre (or left, middle) covers."""
    w, h = text.content_width, text.content_height
    x, y = text.position
    return (x - w / 2 if text.anchor_x == "center" else x), y - h / 2, w, h


def test_the_drop_reason_draws_the_club_green(four_colour):
    view = four_colour(CLUB_REFUSED)
    waste = window_point(view, *view.layout.waste_center)
    drag_to(view, grab_point(view, card("3C")), waste, release=False)
    view.on_draw()
    assert view.pointer.drop_cue == (False, "3♣ matches neither ♥ nor 5")
    assert _greens(view, _text_box(view.cues_part.reason)) > 10


def test_a_refusal_toast_draws_the_club_green(four_colour):
    view = four_colour(CLUB_REFUSED)
    view.toast.show("3♣ matches neither ♥ nor 5", kind="error")
    view.on_draw()
    assert _greens(view, _text_box(view.toast.text)) > 10


def test_the_review_draws_the_move_and_the_suit_in_their_colours(window):
    look.apply(Settings(four_colour=True))
    try:
        game = Game([None, None], start=CLUBS_GAME)
        game.play(next(m for m in game.position.legal_moves() if str(m) == "9C"))
        view = ReviewView(window, record=game.record.to_dict(), run=ReviewDone())
        window.show_view(view)
        view.go(1)
        view.on_draw()
        assert view._move.text == "You played 9♣"
        for text in (view._move, view._pile):
            assert _greens(view, _text_box(text)) > 5, text.text
    finally:
        look.apply(Settings())
