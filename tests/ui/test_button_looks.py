"""A button's look (its rounded rectangle, a nine-patch in the texture atlas) is made when
the button is made or its state's style changes, not in the middle of a frame's draws,
where a software renderer must first finish every queued draw before it writes the
atlas; and the button then draws that very look."""

from __future__ import annotations

import pytest

from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade, gui
from dirty7.ui.widgets.buttons import OptionButton, TableButton, button_style, selected_style


def _look_of(style: dict, radius: int = 12) -> tuple:
    """The cache key :func:`theme.nine_patch` files the look of ``style``'s normal state
    under."""
    normal = style["normal"]
    border = tuple(normal.border) if normal.border else None
    patch = theme.nine_patch(tuple(normal.bg or theme.BUTTON_BG), border, radius)
    return next(key for key, value in theme._patches.items() if value is patch)


@pytest.fixture
def no_looks(window, monkeypatch):
    """No look made yet in this window's context."""
    monkeypatch.setattr(theme, "_patches", {})
    return window


@pytest.mark.parametrize("primary", [False, True])
def test_a_new_button_has_its_look_made_before_it_is_drawn(no_looks, primary):
    TableButton(text="Start", primary=primary, width=200, height=50)
    assert len(theme._patches) == 1  # made by the button, before any render
    key = _look_of(button_style(primary))
    assert len(theme._patches) == 1 and key in theme._patches


def test_an_option_selected_has_its_selected_look_made_at_once(no_looks):
    option = OptionButton(text="Hard", value="hard", width=120, height=46)
    before = set(theme._patches)
    option.selected = True
    after = set(theme._patches) - before
    assert len(after) == 1
    assert _look_of(selected_style()) in after


def test_a_button_draws_the_look_it_made(no_looks):
    window = no_looks
    manager = gui.UIManager(window)
    manager.add(TableButton(text="", width=160, height=60, x=40, y=40))
    made = dict(theme._patches)
    window.clear()
    manager.draw()
    assert theme._patches == made  # drawing made no look of its own
    inside = arcade.get_image(60, 60, 1, 1).convert("RGB").getpixel((0, 0))
    felt = arcade.get_image(5, 5, 1, 1).convert("RGB").getpixel((0, 0))
    assert inside != felt  # the look is drawn where the button is


def test_a_new_style_is_applied_at_once_not_at_the_next_render(no_looks):
    """A button given another style (Start turning into the quieter "New game") has its
    label in the new font and its new look made before anything draws it."""
    from dirty7.ui.core.arcade_private import label_text

    button = TableButton(text="Start game", primary=True, width=200, height=58)
    assert label_text(button.ui_label).font_size == button_style(True)["normal"].font_size
    quiet = button_style(size=13)
    looks = len(theme._patches)
    button.style = quiet
    assert label_text(button.ui_label).font_size == 13
    assert len(theme._patches) == looks + 1  # the quiet look, made with the style
    _look_of(quiet)
    assert len(theme._patches) == looks + 1  # ... and it was that one
