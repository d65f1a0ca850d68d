"""The menu's Deal number field as drawn: a well framed in gold, lit while typing goes to
it, the same in every state it passes through, and a caret drawn only while it is active."""

from __future__ import annotations

import pytest

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from tests.support.screens import STRATEGIES, center_on_window, pixel, show


@pytest.fixture
def menu(window):
    return show(window, MenuView(window, strategies=STRATEGIES, on_start=lambda *_: None))


def _edge_and_inside(menu) -> tuple[tuple[int, int], tuple[int, int]]:
    """Window pixels on the field's frame (left edge, middle height) and inside its well,
    left of any text."""
    field = menu.deal_input
    _, y = center_on_window(menu, field)
    edge_x, _ = menu.to_window(field.rect.left + 0.5, 0)
    inside_x, _ = menu.to_window(field.rect.left + 4, 0)
    return (int(edge_x), y), (int(inside_x), y)


def _near(colour: tuple[int, int, int], wanted: tuple[int, ...]) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip(colour, wanted, strict=True))


def test_the_field_is_a_well_framed_in_gold_and_lit_while_typing_goes_to_it(menu):
    edge, inside = _edge_and_inside(menu)
    menu.on_draw()
    assert _near(pixel(*edge), theme.GOLD_DARK), pixel(*edge)
    well = pixel(*inside)
    felt_behind = pixel(edge[0] - 40, edge[1])
    assert sum(well) < sum(felt_behind)  # a darker well in the panel
    x, y = center_on_window(menu, menu.deal_input)
    menu.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    menu.on_mouse_release(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    menu.on_draw()
    assert menu.deal_input.active
    assert _near(pixel(*edge), theme.GOLD), pixel(*edge)


def test_the_well_looks_the_same_after_the_mouse_passes_over_it(menu):
    """Arcade restyles a field on hover with its own filled rectangle and outline; the
    field's well must come back, not a second fill over it."""
    edge, inside = _edge_and_inside(menu)
    menu.on_draw()
    before = pixel(*edge), pixel(*inside)
    x, y = center_on_window(menu, menu.deal_input)
    menu.on_mouse_motion(x, y, 0, 0)
    menu.on_draw()
    menu.on_mouse_motion(2, 2, 0, 0)
    menu.on_draw()
    assert (pixel(*edge), pixel(*inside)) == before


def test_the_caret_is_drawn_only_while_typing_goes_to_the_field(menu):
    field = menu.deal_input
    caret_group = field.layout.foreground_decoration_group
    assert not field.active and not caret_group.visible
    x, y = center_on_window(menu, field)
    menu.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    menu.on_mouse_release(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    assert field.active and caret_group.visible
    menu.on_key_press(arcade.key.ESCAPE, 0)  # leaves the field (or the menu's own Escape)
    field.deactivate()
    assert not caret_group.visible
