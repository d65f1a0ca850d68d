"""The Settings screen, driven through its real widgets and the real settings.json."""

from __future__ import annotations

import errno
import json
import os

import pytest

from dirty7.store.settings import SETTINGS_FILE, Settings, load_settings
from dirty7.store.storage import Store
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.settings import SettingsView
from tests.support.screens import STRATEGIES, center_on_window, pixel, show

LEFT = arcade.MOUSE_BUTTON_LEFT


def click(view, widget) -> None:
    """A real click on ``widget`` (laid out by an earlier draw); no redraw, to stay fast."""
    x, y = center_on_window(view, widget)
    view.on_mouse_motion(x, y, 0, 0)
    view.on_mouse_press(x, y, LEFT, 0)
    view.on_mouse_release(x, y, LEFT, 0)


def reveal(view, name: str) -> None:
    """Turn the difficulty row's pages with its › button until ``name`` is on show."""
    pager = view.difficulty_pager
    for _ in range(pager.page_count):
        if name in pager.shown:
            return
        click(view, pager.next_button)
        view.on_draw()
    assert name in pager.shown


@pytest.fixture
def fresh_window(window):
    """The shared window, in the usual look again afterwards (a sheet may change it)."""
    yield window
    look.apply(Settings())


@pytest.fixture
def store():
    return Store()  # a private message queue; the directory is this test's DIRTY7_DATA_DIR


@pytest.fixture
def view(fresh_window, store):
    return show(fresh_window, SettingsView(fresh_window, strategies=STRATEGIES, store=store))


def saved(store: Store) -> dict:
    return json.loads(store.path(SETTINGS_FILE).read_text())


def reloaded(store: Store) -> Settings:
    settings, warning = load_settings(Store(store.directory))
    assert warning is None
    return settings


def test_defaults_are_marked_and_nothing_is_written_by_looking(view, store):
    assert view.groups["difficulty"]["medium"].selected
    assert view.groups["animation_speed"]["normal"].selected
    assert view.groups["first"]["alternate"].selected
    assert view.groups["match_to"][None].selected
    assert view.switches["highlight_playable"].value and view.switches["sound"].value
    assert not view.switches["seven_stack"].value
    assert view.card_backs["cardBack_blue2"].selected
    assert view.groups["difficulty"]["neural"].disabled
    assert view.message is None and not view.banner.visible
    assert not store.path(SETTINGS_FILE).exists()


def test_every_setting_changes_by_clicking_and_is_saved_at_once(view, store, fresh_window):
    clicks = [
        (view.groups["difficulty"]["hard"], "difficulty", "hard"),
        (view.groups["animation_speed"]["fast"], "animation_speed", "fast"),
        (view.switches["highlight_playable"], "highlight_playable", False),
        (view.switches["sound"], "sound", False),
        (view.switches["seven_stack"], "seven_stack", True),
        (view.groups["first"]["computer"], "first", "computer"),
        (view.groups["match_to"][200], "match_to", 200),
        (view.card_backs["cardBack_red3"], "card_back", "cardBack_red3"),
    ]
    for widget, key, value in clicks:
        if key == "difficulty":
            reveal(view, value)
        click(view, widget)
        assert saved(store)[key] == value, key
        assert getattr(reloaded(store), key) == value, key
        assert getattr(view.live.value, key) == value, key
    assert view.groups["match_to"][200].selected and not view.groups["match_to"][None].selected
    assert view.card_backs["cardBack_red3"].selected
    assert not view.card_backs["cardBack_blue2"].selected
    assert view.state_labels["sound"].text == "Off" and view.volume_label.text == "Muted"
    assert view.volume_slider.disabled  # no volume to set while the sound is off


def test_volume_follows_a_click_on_the_slider(view, store, fresh_window):
    slider = view.volume_slider
    x = slider._x_for_value(25)
    wx, wy = view.to_window(x, slider.rect.center_y)
    view.on_mouse_press(round(wx), round(wy), LEFT, 0)
    view.on_mouse_release(round(wx), round(wy), LEFT, 0)
    view.on_draw()
    assert saved(store)["volume"] == pytest.approx(0.25, abs=0.051)
    assert reloaded(store).volume == view.live.value.volume
    assert view.volume_label.text == f"{round(view.live.value.volume * 100)}%"


def test_keys_choose_a_row_and_change_it(view, store):
    key = arcade.key
    press = view.on_key_press
    press(key.DOWN, 0)  # difficulty
    press(key.RIGHT, 0)
    assert saved(store)["difficulty"] == "hard"
    press(key.RIGHT, 0)  # "neural" is focused, not chosen: the note says why
    assert saved(store)["difficulty"] == "hard"
    assert "Neural is unavailable: no model file" in view.difficulty_note.text
    view.on_draw()  # with its focus ring
    press(key.RIGHT, 0)  # wraps to easy
    assert saved(store)["difficulty"] == "easy"
    press(key.DOWN, 0)  # animation speed
    press(key.LEFT, 0)
    assert saved(store)["animation_speed"] == "slow"
    press(key.DOWN, 0)  # highlight playable
    press(key.SPACE, 0)
    assert saved(store)["highlight_playable"] is False
    press(key.DOWN, 0)  # sound
    press(key.DOWN, 0)  # volume
    press(key.RIGHT, 0)
    assert saved(store)["volume"] == pytest.approx(0.65)
    press(key.DOWN, 0)  # the rules (the Rules heading's choice)
    press(key.RIGHT, 0)
    assert saved(store)["rules"] == "crazy-eights"
    press(key.LEFT, 0)
    assert saved(store)["rules"] == "dirty-seven"
    press(key.DOWN, 0)  # sevens stack
    press(key.ENTER, 0)
    assert saved(store)["seven_stack"] is True
    press(key.DOWN, 0)  # who starts
    press(key.LEFT, 0)
    assert saved(store)["first"] == "computer"
    press(key.DOWN, 0)  # match to
    press(key.RIGHT, 0)
    assert saved(store)["match_to"] == 50
    press(key.DOWN, 0)  # card back
    press(key.RIGHT, 0)
    assert saved(store)["card_back"] == "cardBack_blue3"
    assert view.rows[view.focus].key == "card_back"
    assert reloaded(store) == view.settings


def test_the_focused_row_is_highlighted(view):
    row_box = view.groups["animation_speed"]["slow"].rect
    left = view.to_window(row_box.left - 200, row_box.center_y)  # over the row's label area
    point = (round(left[0]), round(left[1]))
    before = pixel(*point)
    view.on_key_press(arcade.key.DOWN, 0)
    view.on_key_press(arcade.key.DOWN, 0)
    view.on_draw()
    assert view.rows[view.focus].key == "animation_speed"
    assert sum(pixel(*point)) > sum(before)


def test_the_selected_card_back_has_a_gold_outline(view):
    button = view.card_backs["cardBack_blue2"]
    x, y = view.to_window(button.rect.left + 2, button.rect.center_y)
    r, g, b = pixel(round(x), round(y))
    assert r > 180 and g > 140 and b < 140, (r, g, b)
    other = view.card_backs["cardBack_green1"]
    x, y = view.to_window(other.rect.left + 2, other.rect.center_y)
    assert pixel(round(x), round(y)) != (r, g, b)


def test_a_damaged_file_gives_defaults_and_a_warning_shown_once(fresh_window, store):
    store.path(SETTINGS_FILE).write_text('{"version": 1, "volume": "loud"')
    first = show(fresh_window, SettingsView(fresh_window, strategies=STRATEGIES, store=store))
    assert first.settings == Settings()
    assert "settings.json" in first.message and "default" in first.message
    assert first.banner.visible and first.banner.text == first.message
    assert store.path(SETTINGS_FILE + ".bad").exists()
    again = show(fresh_window, SettingsView(fresh_window, strategies=STRATEGIES, store=store))
    assert again.message is None and not again.banner.visible


def test_an_unsavable_data_dir_shows_a_message_and_the_change_still_applies(
    view, store, fresh_window, monkeypatch
):
    def full_disk(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    click(view, view.groups["difficulty"]["easy"])
    assert view.live.value.difficulty == "easy"
    assert view.groups["difficulty"]["easy"].selected
    assert "disk is full" in view.message and view.banner.visible
    view.on_draw()
    x, y = center_on_window(view, view.banner)
    r, g, b = pixel(x - 300, y)  # the banner's warm red fill, left of its text
    assert r > g + 30 and r > b + 30, (r, g, b)
    assert not store.path(SETTINGS_FILE).exists()
    monkeypatch.undo()
    reveal(view, "hard")
    click(view, view.groups["difficulty"]["hard"])
    assert view.message is None and not view.banner.visible
    assert saved(store)["difficulty"] == "hard"


class Menu(arcade.View):
    """Stands in for the menu: Back preselects the default difficulty through ``select``."""

    difficulty = "medium"

    def select(self, name: str) -> bool:
        self.difficulty = name
        return True


def test_back_and_escape_return_and_preselect_the_difficulty_in_the_menu(fresh_window, store):
    menu = Menu(fresh_window)
    view = show(fresh_window, SettingsView(fresh_window, back_to=menu, strategies=STRATEGIES,
                                           store=store))
    click(view, view.groups["difficulty"]["easy"])
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert fresh_window.current_view is menu and menu.difficulty == "easy"
    fresh_window.show_view(view)
    click(view, view.back_button)
    assert fresh_window.current_view is menu


def test_the_app_menu_opens_settings_and_the_app_uses_the_new_values(fresh_window):
    from dirty7.ui.app import App, AppOptions

    app = App(fresh_window, AppOptions(strategies=STRATEGIES))
    app.show_menu()
    menu = fresh_window.current_view
    menu.on_draw()
    click(menu, menu.buttons["settings"])
    view = fresh_window.current_view
    assert isinstance(view, SettingsView)
    view.on_draw()
    click(view, view.card_backs["cardBack_green4"])
    assert app.settings.value.card_back == "cardBack_green4"
    assert view.live is app.settings  # the sheet changes the app's one settings object
    click(view, view.back_button)
    assert fresh_window.current_view is menu


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("count", [1, 3, 10, 25])
def test_the_difficulty_row_holds_any_number_of_strategies(fresh_window, store, size, count):
    from dirty7.ui.screens.settings import OPTION_FONT_SIZE
    from tests.support.screens import check_row, many

    view = SettingsView(fresh_window, strategies=many(count), store=store)
    fresh_window.show_view(view)
    view.on_resize(*size)
    view.on_draw()
    view.on_key_press(arcade.key.DOWN, 0)  # the difficulty row
    names = [o.name for o in view.difficulties]
    seen = set()
    for _ in range(len(names)):
        view.on_draw()
        check_row(view, view.groups["difficulty"], view.difficulty_pager, view.panel,
                  OPTION_FONT_SIZE)
        seen.add(view.difficulty_focus)
        option = next(o for o in view.difficulties if o.name == view.difficulty_focus)
        if not option.available:
            assert option.reason in view.difficulty_note.text
        view.on_key_press(arcade.key.RIGHT, 0)
    assert seen == set(names)
    for name in ("easy", "medium", "hard")[:count]:
        label = next(o.label for o in view.difficulties if o.name == name)
        assert view.groups["difficulty"][name].text == label  # not shortened
    view.on_resize(*fresh_window.get_size())


def test_hovering_an_unavailable_difficulty_shows_its_reason(view):
    reveal(view, "neural")
    x, y = center_on_window(view, view.groups["difficulty"]["neural"])
    view.on_mouse_motion(x, y, 0, 0)
    assert "Neural is unavailable: no model file" in view.difficulty_note.text
    assert view.settings.difficulty == "medium"


def test_the_l_key_opens_look_and_hand_and_the_hint_says_so(fresh_window, store):
    opened = []
    view = show(fresh_window, SettingsView(fresh_window, strategies=STRATEGIES, store=store,
                                           on_look=lambda: opened.append(True)))
    assert "L look and hand" in view._hint.text
    view.on_key_press(arcade.key.L, 0)
    assert opened == [True]
