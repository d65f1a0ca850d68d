"""The main menu and How to play, driven through real input handlers and pixels."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from dirty7.ui.bootstrap import arcade
from dirty7.ui.menu import HowToPlayView, MenuView

LEFT = arcade.MOUSE_BUTTON_LEFT


@dataclass
class Info:
    """Stands in for dirty7.ai.registry.StrategyInfo."""

    name: str
    label: str
    description: str
    available: bool = True
    reason: str = ""


STRATEGIES = [
    Info("easy", "Easy", "Plays a random legal card."),
    Info("medium", "Medium", "Keeps its Sevens for later."),
    Info("hard", "Hard", "Looks ahead and remembers every card."),
    Info("neural", "Neural", "A trained network.", available=False, reason="no model file"),
]


def show(window, view):
    window.show_view(view)
    view.on_draw()  # the first draw lays the widgets out
    return view


def center_on_window(view, widget) -> tuple[int, int]:
    x, y = widget.rect.center
    wx, wy = view.to_window(x, y)
    return round(wx), round(wy)


def click(view, widget) -> None:
    x, y = center_on_window(view, widget)
    view.on_mouse_motion(x, y, 0, 0)
    view.on_mouse_press(x, y, LEFT, 0)
    view.on_mouse_release(x, y, LEFT, 0)
    view.on_draw()


def pixel(x: int, y: int) -> tuple[int, int, int]:
    """Colour at window pixel (x, y) with Arcade's y-up convention."""
    image = arcade.get_image().convert("RGB")
    return image.getpixel((x, image.height - 1 - y))


@pytest.fixture
def started():
    return []


@pytest.fixture
def menu(window, started):
    view = MenuView(window, strategies=STRATEGIES, on_start=started.append)
    return show(window, view)


def test_options_come_from_the_registry_and_medium_is_preselected(menu):
    assert [o.name for o in menu.options] == ["easy", "medium", "hard", "neural"]
    assert menu.difficulty == "medium"
    assert menu.option_buttons["medium"].selected
    assert not menu.option_buttons["easy"].selected
    assert menu.description.text == "Keeps its Sevens for later."
    assert menu.option_buttons["neural"].disabled


def test_clicking_an_option_selects_it_and_shows_its_description(menu):
    click(menu, menu.option_buttons["hard"])
    assert menu.difficulty == "hard"
    assert menu.option_buttons["hard"].selected
    assert not menu.option_buttons["medium"].selected
    assert "remembers every card" in menu.description.text


def test_an_unavailable_option_cannot_be_chosen(menu):
    click(menu, menu.option_buttons["neural"])
    assert menu.difficulty == "medium"
    assert menu.select("neural") is False


def test_keyboard_changes_difficulty_skipping_unavailable_and_enter_starts(menu, started):
    menu.on_key_press(arcade.key.DOWN, 0)
    assert menu.difficulty == "hard"
    menu.on_key_press(arcade.key.DOWN, 0)  # "neural" is unavailable: wraps to easy
    assert menu.difficulty == "easy"
    menu.on_key_press(arcade.key.UP, 0)
    assert menu.difficulty == "hard"
    menu.on_key_press(arcade.key.ENTER, 0)
    assert started == ["hard"]


def test_start_button_starts_with_the_chosen_difficulty(menu, started):
    click(menu, menu.option_buttons["easy"])
    click(menu, menu.buttons["start"])
    assert started == ["easy"]


def test_settings_and_statistics_are_hidden_without_callbacks(menu):
    assert "settings" not in menu.buttons
    assert "statistics" not in menu.buttons
    assert {"start", "how_to_play", "quit"} <= set(menu.buttons)


def test_settings_and_statistics_buttons_call_their_callbacks(window):
    calls = []
    view = show(
        window,
        MenuView(
            window,
            strategies=STRATEGIES,
            on_settings=lambda: calls.append("settings"),
            on_statistics=lambda: calls.append("statistics"),
        ),
    )
    click(view, view.buttons["settings"])
    click(view, view.buttons["statistics"])
    assert calls == ["settings", "statistics"]


def test_quit_calls_on_quit(window):
    quits = []
    view = show(window, MenuView(window, strategies=STRATEGIES, on_quit=lambda: quits.append(1)))
    click(view, view.buttons["quit"])
    assert quits == [1]


def test_how_to_play_opens_and_escape_returns_to_the_menu(menu, window):
    click(menu, menu.buttons["how_to_play"])
    assert isinstance(window.current_view, HowToPlayView)
    window.current_view.on_draw()
    window.current_view.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is menu


def test_how_to_play_back_button_returns(menu, window):
    help_view = show(window, HowToPlayView(window, back_to=menu))
    click(help_view, help_view.back_button)
    assert window.current_view is menu


def test_the_table_is_felt_green_and_the_start_button_is_gold(menu):
    menu.on_draw()
    r, g, b = pixel(8, 8)
    assert g > r + 20 and g > b + 10, (r, g, b)  # green felt in the corner
    x, y = center_on_window(menu, menu.buttons["start"])
    br, bg, bb = pixel(x - 60, y)  # left of the label text: the button's fill
    assert br > 180 and bg > 140 and bb < 120, (br, bg, bb)
    assert (br, bg, bb) != (r, g, b)


def test_hover_lightens_a_button(menu):
    quit_button = menu.buttons["quit"]
    x, y = center_on_window(menu, quit_button)
    before = pixel(x - 100, y)
    menu.on_mouse_motion(x, y, 0, 0)
    menu.on_draw()
    after = pixel(x - 100, y)
    assert sum(after) > sum(before), (before, after)


def test_the_selected_option_has_a_gold_outline(menu):
    button = menu.option_buttons["medium"]
    left = button.rect.left + 1
    _, y = center_on_window(menu, button)
    x, _ = menu.to_window(left, 0)
    r, g, b = pixel(round(x), y)
    assert r > 150 and g > 120 and b < 140, (r, g, b)


def test_layout_follows_a_resize_and_clicks_still_land(menu, started):
    menu.on_resize(1024, 768)  # 4:3: the logical table gets taller, not narrower
    assert (menu.fit.width, menu.fit.height) == (1280, 960)
    menu.on_draw()
    click(menu, menu.option_buttons["easy"])
    assert menu.difficulty == "easy"
    menu.on_resize(1280, 720)


def test_app_start_game_hook_shows_a_dealt_table(window):
    from dirty7.ui.app import App, AppOptions
    from dirty7.ui.table.view import TableView

    app = App(window, AppOptions(opponent_mode="thread", strategies=STRATEGIES),
              on_quit=lambda status: None)
    view = app.start_game("hard", seed=11)
    assert isinstance(window.current_view, TableView)
    assert view.difficulty == "hard" and view.seed == 11
    view.on_mouse_press(5, 5, LEFT, 0)  # a click skips the deal
    assert not view.is_animating
    mine = [s for s in view.cards if s.face_up and s.center_y < 300]
    assert len(mine) == 7
    xs = [s.center_x for s in sorted(mine, key=lambda s: (s.card.suit, s.card.rank))]
    assert xs == sorted(xs)  # sorted by suit then rank, left to right
    view.close_opponents()
