"""The main menu by keyboard alone: Tab and Shift+Tab reach every button shown (the ways to
play, Settings, Statistics, Quit), Enter presses the ringed one, an arrow goes back to the
difficulties; each button reached is said while speech is on."""

from __future__ import annotations

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.menu import MenuView
from tests.support.listener import Ear
from tests.support.screens import STRATEGIES, show
from tests.support.table import live

K = arcade.key


def _menu(window, **values):
    ear, pressed = Ear(), []
    settings = live(**values)
    settings._voice, settings._voice_looked_for = ear, True
    ways = [("daily", "Deal of the day", lambda: pressed.append("daily")),
            ("friend", "Play a friend", lambda: pressed.append("friend"))]
    menu = show(window, MenuView(window, strategies=STRATEGIES, settings=settings,
                                 ways_to_play=ways,
                                 on_statistics=lambda: pressed.append("statistics"),
                                 on_start=lambda *a: pressed.append("start")))
    return menu, ear, pressed


def test_tab_reaches_every_button_and_enter_presses_it(window):
    menu, _ear, pressed = _menu(window)
    shown = menu.keys.shown()
    assert shown[:3] == ["start", "daily", "friend"] and shown[-1] == "quit"
    assert "statistics" in shown and "resume" not in shown  # a hidden button is skipped
    for expected in shown:
        assert menu.on_key_press(K.TAB, 0)
        assert menu.keys.button == expected
    menu.on_key_press(K.TAB, 0)
    assert menu.keys.button == shown[0]  # it wraps
    menu.on_key_press(K.TAB, K.MOD_SHIFT)
    assert menu.keys.button == shown[-1]  # Shift+Tab goes back
    while menu.keys.button != "friend":
        menu.on_key_press(K.TAB, 0)
    menu.on_key_press(K.ENTER, 0)
    assert pressed == ["friend"]  # the ringed button's own click ran
    while menu.keys.button != "statistics":
        menu.on_key_press(K.TAB, 0)
    menu.on_key_press(K.SPACE, 0)
    assert pressed == ["friend", "statistics"]


def test_an_arrow_takes_the_keyboard_back_to_the_difficulties(window):
    menu, _ear, pressed = _menu(window)
    menu.on_key_press(K.TAB, 0)
    menu.on_key_press(K.TAB, 0)
    assert menu.keys.button == "daily"
    menu.on_key_press(K.DOWN, 0)
    assert menu.keys.button is None and menu.focus == "hard"
    menu.on_key_press(K.ENTER, 0)
    assert pressed == ["start"]  # Enter starts again, as before any Tab


def _ring_band(menu, key):
    """The pixels of the band just outside button ``key`` where the focus ring goes."""
    box = menu.buttons[key].rect
    image = arcade.get_image()
    left, bottom = menu.to_window(box.left - 6, box.bottom - 6)
    right, top = menu.to_window(box.right + 6, box.top + 6)
    height = image.height
    return image.crop((int(left), height - int(top), int(right), height - int(bottom)))


def test_the_ring_is_drawn_on_the_tab_button(window):
    from PIL import ImageChops

    menu, _ear, _pressed = _menu(window)
    menu.on_draw()
    before = _ring_band(menu, "daily")
    menu.on_key_press(K.TAB, 0)
    menu.on_key_press(K.TAB, 0)
    menu.on_draw()
    after = _ring_band(menu, "daily")
    assert ImageChops.difference(before.convert("RGB"), after.convert("RGB")).getbbox()


def test_each_button_reached_is_said_while_speech_is_on(window):
    menu, ear, _pressed = _menu(window, speech=True)
    menu.on_key_press(K.TAB, 0)
    assert ear.heard[-1] == f"Start game, button, 1 of {len(menu.keys.shown())}."
    menu.on_key_press(K.TAB, 0)
    assert ear.heard[-1].startswith("Deal of the day, button, 2 of ")
