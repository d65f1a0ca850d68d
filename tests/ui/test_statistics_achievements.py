"""The achievements in the Statistics screen (and nowhere else): the Achievements button
or A shows them, dated; a game with plays taken back is starred in the strip."""

from __future__ import annotations

import copy
import json

import pytest

from dirty7.store.achievements import ACHIEVEMENTS
from dirty7.store.stats import STATS_FILE
from dirty7.store.storage import Store
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.statistics import StatisticsView
from dirty7.ui.widgets.achievement_list import UNDATED
from dirty7.ui.widgets.chart import WIN_COLOR
from tests.support.screens import PREPARED_STATS, STRATEGIES, click, pixel, show

REACHED = {"first_win_easy": "2025-03-01T18:04:05+01:00", "seven_chain": None}


@pytest.fixture
def store():
    store = Store()
    data = copy.deepcopy(PREPARED_STATS)
    data["achievements"] = REACHED
    data["recent"][2]["take_backs"] = 1
    store.path(STATS_FILE).write_text(json.dumps(data))
    return store


@pytest.fixture
def view(window, store):
    view = show(window, StatisticsView(window, strategies=STRATEGIES[:3], store=store))
    yield view


def texts(view) -> list[str]:
    return [t.text for t in view._texts]


def test_the_button_shows_the_milestones_dated(view):
    assert not view.showing_achievements and "First win against Easy" not in texts(view)
    click(view, view.achievements_button)
    shown = texts(view)
    assert view.showing_achievements and "2 of 8 reached" in shown
    assert all(title in shown for _key, title, _how in ACHIEVEMENTS)
    assert "Reached 1 March 2025" in shown and UNDATED in shown
    assert "Beat Hard 10 times." in shown  # one not yet reached says how
    medal = view._medals[0]
    assert medal.reached and not view._medals[-1].reached
    x, y = view.to_window(*medal.box.center)
    r, g, b = pixel(round(x), round(y))
    assert r > 170 and g > 120 and b < 120  # a gold medal
    x, y = view.to_window(*view._medals[-1].box.center)
    assert sum(pixel(round(x), round(y))) < 300  # a faint ring, not gold
    assert view.achievements_button.text == "Numbers"


def test_a_toggles_back_to_the_numbers(view):
    view.on_key_press(arcade.key.A, 0)
    assert view.showing_achievements
    view.on_key_press(arcade.key.A, 0)
    view.on_draw()
    assert not view.showing_achievements and view.cells  # the table again


def test_a_game_with_plays_taken_back_is_starred(view):
    letters = [t.text for t in view.strip._texts]
    assert letters[2] == "W*" and letters.count("W*") == 1
    assert any("plays taken back" in t for t in texts(view))
    x, y = view.to_window(view.strip.chip_boxes[2].left + 4, view.strip.chip_boxes[2].bottom + 6)
    assert all(abs(a - b) <= 40 for a, b in zip(pixel(round(x), round(y)), WIN_COLOR,
                                                 strict=False))


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_list_fits_its_panel(window, store, size):
    window.set_size(*size)
    try:
        view = show(window, StatisticsView(window, strategies=STRATEGIES[:3], store=store))
        view.toggle_achievements()
        assert view._texts_fit()
    finally:
        window.set_size(1280, 720)


def test_the_menu_shows_no_achievement(window, store):
    """No counters on the menu: nothing there speaks of them."""
    from dirty7.ui.screens.menu import MenuView

    menu = show(window, MenuView(window, strategies=STRATEGIES[:3]))
    words = " ".join(str(getattr(t, "text", "")) for t in vars(menu).values())
    assert "chievement" not in words
