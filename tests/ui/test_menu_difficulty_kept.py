"""The difficulty the player picks on the menu stays picked: after a friend's game, in
another language, at the next start, and the Settings screen's choice shows on the menu.

Why: a player who picked Easy found Medium again on the menu after a game with a friend;
the menu's choice lived only in that one menu object.
"""

from __future__ import annotations

from dirty7.store.settings import load_settings_or_defaults
from dirty7.ui.screens.menu import MenuView
from tests.support.app import make_app
from tests.support.table import click_widget


def _menu(window, app) -> MenuView:
    app.show_menu()
    menu = window.current_view
    assert isinstance(menu, MenuView)
    menu.on_draw()
    menu.on_update(1 / 60)  # the levels of the registry, read after the first frame
    menu.on_draw()
    return menu


def test_a_level_picked_on_the_menu_is_kept_everywhere(window):
    app, _ = make_app(window)
    menu = _menu(window, app)
    assert menu.difficulty == "medium"
    click_widget(menu, menu.option_buttons["easy"])
    assert menu.difficulty == "easy" and app.difficulty == "easy"
    assert load_settings_or_defaults().difficulty == "easy"  # saved like any setting

    app.friends.show()  # a friend's screen, then back to the menu
    app.show_menu()
    assert app.menu.difficulty == "easy"
    app.settings.change(language="de")  # every screen built again in German
    assert app.menu is not menu and app.menu.difficulty == "easy"
    app.settings.change(language="en")

    again, _ = make_app(window)  # the next start
    assert _menu(window, again).difficulty == "easy"


def test_a_level_picked_in_settings_shows_on_the_menu(window):
    app, _ = make_app(window)
    menu = _menu(window, app)
    app.settings.change(difficulty="hard")
    assert menu.difficulty == "hard" and app.difficulty == "hard"
    app.show_menu()
    menu.on_draw()
    assert menu.option_buttons["hard"].selected
