"""The Custom rules sheet: from Settings (Custom… or C), start from a preset, change a
switch (the next game plays by it at once), save the set under a name, copy its code,
enter a friend's code (a mistyped one refused in words, the field kept) — by mouse and
by keyboard, its layout clean."""

from __future__ import annotations

import dataclasses

from dirty7.rules import PRESETS, encode_rules
from dirty7.store.settings import load_settings
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.custom_rules_sheet import CustomRulesView
from dirty7.ui.widgets.text_entry import TextEntryView
from tests.support.app import make_app
from tests.support.layout_check import check_layout
from tests.support.table import click_widget

EIGHTS_WILD = dataclasses.replace(PRESETS["dirty-seven"], wild="eight")


def _sheet(window):
    app, _quits = make_app(window)
    app.show_menu()
    settings = app.show_settings()
    settings.on_draw()
    click_widget(settings, settings.groups["rules"]["custom"])
    sheet = window.current_view
    assert isinstance(sheet, CustomRulesView)
    sheet.on_draw()
    return app, sheet


def _type(window, text: str) -> None:
    view = window.current_view
    assert isinstance(view, TextEntryView)
    view.on_text(text)
    view.on_key_press(arcade.key.ENTER, 0)


def test_a_switch_changed_is_the_next_games_rules(window, _private_data_dir):
    app, sheet = _sheet(window)
    click_widget(sheet, sheet.groups["wild"]["eight"])
    code = encode_rules(EIGHTS_WILD)
    assert app.settings.rules == code and load_settings()[0].rules == code
    assert sheet.groups["wild"]["eight"].selected
    assert any(code in str(getattr(w, "text", "")) for w in sheet.ui.walk_widgets())
    click_widget(sheet, sheet.groups["start"]["crazy-eights"])
    assert app.settings.rules == "crazy-eights"
    sheet.back()
    settings = window.current_view
    assert settings.groups["rules"]["crazy-eights"].selected
    table = app.start_game("easy", 7)
    try:
        assert table.flow.position.variant == PRESETS["crazy-eights"].play_rules()
    finally:
        table.flow.close()
        app.navigator.session = None


def test_a_rank_that_already_has_a_role_is_said_not_made(window, _private_data_dir):
    app, sheet = _sheet(window)
    sheet.change(wild="eight")
    assert not sheet.change(again="eight")
    assert sheet.draft.again == "ace" and "does something else" in sheet.banner_text


def test_save_under_a_name_then_choose_it_again(window, _private_data_dir):
    app, sheet = _sheet(window)
    sheet.change(wild="eight")
    sheet.on_key_press(arcade.key.N, 0)
    _type(window, "  Kitchen  table ")
    assert window.current_view is sheet and "Kitchen table" in sheet.banner_text
    code = encode_rules(EIGHTS_WILD)
    assert load_settings()[0].custom_rules == {"Kitchen table": code}
    sheet.change(start="mau-mau")
    assert sheet.settings.saved == ""
    click_widget(sheet, sheet.groups["saved"][code])
    assert sheet.draft == EIGHTS_WILD and app.settings.rules == code


def test_a_preset_is_not_saved_and_a_bad_name_is_refused(window, _private_data_dir):
    _app, sheet = _sheet(window)
    sheet.save_as()
    assert window.current_view is sheet and "preset" in sheet.banner_text
    sheet.change(hand_size=8)
    sheet.save_as()
    _type(window, "x" * 30)
    assert "1 to 24" in window.current_view.problem


def test_copy_the_code_and_enter_a_friends_code(window, _private_data_dir):
    app, sheet = _sheet(window)
    friend = dataclasses.replace(PRESETS["mau-mau"], hand_size=7)
    code = encode_rules(friend)
    sheet.on_key_press(arcade.key.C, 0)
    assert encode_rules(PRESETS["dirty-seven"]) in sheet.banner_text
    sheet.on_key_press(arcade.key.E, 0)
    entry = window.current_view
    _type(window, code[:-1] + ("0" if code[-1] != "0" else "1"))
    assert window.current_view is entry and "mistyped" in entry.problem
    entry.text = ""
    _type(window, code.lower())
    _type(window, "Friday")  # the set is then named
    assert window.current_view is sheet and app.settings.rules == code
    assert app.settings.value.custom_rules == {"Friday": code}
    sheet.enter_code()
    window.current_view.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is sheet


def test_the_keyboard_reaches_every_switch_and_the_layout_is_clean(window, _private_data_dir):
    app, sheet = _sheet(window)
    assert check_layout(sheet) == []
    for _row in range(3):
        sheet.on_key_press(arcade.key.DOWN, 0)
    sheet.on_key_press(arcade.key.RIGHT, 0)  # Deck: 32 cards hold no Three (extra play)
    assert sheet.draft.deck == 52 and "32-card" in sheet.banner_text
    sheet.on_key_press(arcade.key.DOWN, 0)
    sheet.on_key_press(arcade.key.RIGHT, 0)  # Cards dealt: 7 → 8
    assert sheet.draft.hand_size == 8 and app.settings.game_variant.hand_size == 8
    for _row in range(len(sheet.rows)):
        sheet.on_key_press(arcade.key.DOWN, 0)
        sheet.on_draw()
    assert check_layout(sheet) == []


def test_c_in_settings_opens_the_sheet_and_custom_is_marked_while_a_set_is_in_force(
        window, _private_data_dir):
    app, _quits = make_app(window)
    app.show_menu()
    settings = app.show_settings()
    app.settings.change(rules=encode_rules(EIGHTS_WILD))
    settings.change(sound=False)  # any change syncs the marks
    assert settings.groups["rules"]["custom"].selected
    settings.on_key_press(arcade.key.C, 0)
    sheet = window.current_view
    assert isinstance(sheet, CustomRulesView) and sheet.draft == EIGHTS_WILD
    sheet.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view.__class__.__name__ == "SettingsView"
