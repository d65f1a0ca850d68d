"""Pure table geometry: no window needed."""

from __future__ import annotations

import pytest

from dirty7.ui.core.layout import (
    MAX_HAND_CARDS,
    TableLayout,
    card_size,
    fit_window,
)


@pytest.mark.parametrize(
    "size, logical",
    [((1280, 720), (1280, 720)), ((800, 600), (1280, 960)), ((1920, 1080), (1280, 720)),
     ((2560, 1080), (1707, 720))],
)
def test_fit_keeps_the_base_table_and_widens_the_spare_direction(size, logical):
    fit = fit_window(*size)
    assert (fit.width, fit.height) == logical
    assert fit.width * fit.scale == pytest.approx(size[0], abs=1)
    assert fit.height * fit.scale == pytest.approx(size[1], abs=1)


@pytest.mark.parametrize("width, height", [(1280, 720), (1280, 960), (1707, 720)])
@pytest.mark.parametrize("n", [1, 7, 13, MAX_HAND_CARDS])
def test_the_player_hand_fits_on_screen(width, height, n):
    lay = TableLayout(width, height)
    slots = lay.player_hand(n)
    assert len(slots) == n
    half_w = max(card_size(slots[0].scale)) / 2
    assert min(s.x for s in slots) - half_w >= 0
    assert max(s.x for s in slots) + half_w <= width
    back = len(slots) - len(slots) // 2 if lay.player_rows(n) == 2 else len(slots)
    for row in (slots[:back], slots[back:]):  # each row in hand order, left to right
        xs = [s.x for s in row]
        assert xs == sorted(xs)
    xs = [s.x for s in slots[back:] or slots]
    if n == MAX_HAND_CARDS:  # each card still shows its corner index
        assert xs[1] - xs[0] >= 35


def test_overlap_shrinks_only_when_the_hand_grows_wide():
    lay = TableLayout()
    step = lambda n: lay.player_hand(n)[1].x - lay.player_hand(n)[0].x  # noqa: E731
    assert step(2) == pytest.approx(step(7))
    assert step(25) < step(7)


def test_waste_slots_are_a_function_of_the_card():
    lay = TableLayout()
    assert lay.waste_slot(17) == lay.waste_slot(17)
    assert len({lay.waste_slot(c) for c in range(52)}) > 40
    assert lay.waste([1, 2, 3, 4, 5, 6]) == [lay.waste_slot(c) for c in (3, 4, 5, 6)]
    assert all(abs(lay.waste_slot(c).angle) <= 8 for c in range(52))


def test_piles_buttons_and_hands_do_not_overlap():
    for width, height in [(1280, 720), (1280, 960)]:
        lay = TableLayout(width, height)
        stock = lay.pile_box(lay.stock)
        waste = lay.pile_box(lay.waste_slot(0))
        buttons = lay.buttons_area
        assert stock.right < waste.left
        assert waste.right + 8 < buttons.left and buttons.right < width
        hand_top = lay.hand_y + card_size(lay.player_hand(1)[0].scale)[1] / 2
        assert hand_top < lay.status_pos[1] - 10 < stock.bottom
        opp_bottom = min(s.y for s in lay.opponent_hand(7)) - card_size(0.62)[1] / 2
        assert stock.top < opp_bottom


def test_stock_layers_grow_with_the_stock_and_vanish_when_empty():
    lay = TableLayout()
    assert lay.stock_layers(0) == []
    assert len(lay.stock_layers(1)) == 1
    assert len(lay.stock_layers(37)) > len(lay.stock_layers(3))
    assert lay.stock_layers(37)[-1] == lay.stock
