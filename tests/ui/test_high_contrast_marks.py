"""High contrast keeps the Settings sheet's two indicators that live on its white panel:
the volume slider's empty part (white on white made 60 % look full) and the selected card
back's outline (a faint glow on white): pixels on screen."""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.store.storage import Store
from dirty7.ui.core import look
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens.settings import SettingsView
from tests.support.screens import STRATEGIES, pixel, show


@pytest.fixture
def view(window):
    settings = Settings(high_contrast=True, volume=0.6)
    look.apply(settings)
    live = LiveSettings(settings, store=Store())
    yield show(window, SettingsView(window, settings=live, strategies=STRATEGIES))
    look.apply(Settings())


def _at(view, x: float, y: float) -> tuple[int, int, int]:
    wx, wy = view.to_window(x, y)
    return pixel(round(wx), round(wy))


def test_the_slider_empty_part_differs_from_panel_and_fill(view):
    slider = view.volume_slider
    y = slider.rect.center_y
    left = slider._x_for_value(slider.min_value)
    right = slider._x_for_value(slider.max_value)
    thumb = slider._thumb_x
    empty = _at(view, (thumb + right) / 2 + 6, y)
    full = _at(view, (left + thumb) / 2 - 6, y)
    panel = _at(view, (thumb + right) / 2 + 6, y + 11)  # beside the track, on the panel
    assert sum(panel) - sum(empty) > 150, (empty, panel)  # the empty part shows on white
    assert abs(sum(full) - sum(empty)) > 60 or full[2] - empty[2] > 60, (empty, full)


def test_the_selected_card_back_has_a_strong_dark_outline(view):
    selected = next(b for b in view.card_backs.values() if b.selected)
    other = next(b for b in view.card_backs.values() if not b.selected)
    for x_off in (1, 2):
        r, g, b = _at(view, selected.rect.left + x_off, selected.rect.center_y)
        assert r + g + b < 200, (r, g, b)  # dark on the white panel, not a faint glow
    assert sum(_at(view, other.rect.left + 1, other.rect.center_y)) > 600
