"""Choosing the rules against the computer: the Settings row (saved, Dirty Seven by
default, an old file unchanged), ``dirty7 --rules NAME`` for one run (a bad name refused
with the names, exit 2), and the game that follows playing by them — while the deal of the
day stays Dirty Seven."""

from __future__ import annotations

import json
from datetime import date

import pytest

from dirty7.cli.play_command import build_parser
from dirty7.rules import STANDARD
from dirty7.rules.presets import PRESETS
from dirty7.store.settings import SETTINGS_FILE, Settings, load_settings
from dirty7.store.storage import FORMAT_VERSION
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.screens.settings import SettingsView
from tests.support.app import make_app
from tests.support.table import click_widget, tick


def test_an_old_settings_file_loads_unchanged_as_dirty_seven(_private_data_dir):
    (_private_data_dir / SETTINGS_FILE).write_text(json.dumps(
        {"version": FORMAT_VERSION, "seven_stack": True, "match_to": 100, "difficulty": "hard"}))
    settings, warning = load_settings()
    assert warning is None and settings.rules == "dirty-seven"
    assert settings.rules_variant() == Settings(seven_stack=True, match_to=100).variant


def test_rules_a_later_version_wrote_are_set_aside_and_the_rest_kept(_private_data_dir):
    (_private_data_dir / SETTINGS_FILE).write_text(json.dumps(
        {"version": FORMAT_VERSION, "rules": "Q7-CUSTOM-1234", "difficulty": "hard"}))
    settings, _warning = load_settings()
    assert settings.rules == "dirty-seven" and settings.difficulty == "hard"


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_preset_keeps_who_starts_and_the_match(name):
    variant = Settings(rules=name, first="human", match_to=200).rules_variant()
    assert variant.play_rules() == PRESETS[name].play_rules()
    assert (variant.first, variant.match_to) == ("human", 200)


def test_sevens_stack_is_dirty_sevens_switch_and_mau_mau_always_stacks():
    assert Settings(seven_stack=True).rules_variant().seven_stack
    assert Settings(rules="mau-mau", seven_stack=False).rules_variant().seven_stack
    assert not Settings(rules="crazy-eights", seven_stack=True).rules_variant().seven_stack


def test_a_bad_rules_name_is_refused_with_the_names(capsys):
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--rules", "uno"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "unknown rules 'uno'" in err and "dirty-seven, crazy-eights, mau-mau" in err
    assert build_parser().parse_args(["--rules", "mau-mau"]).rules == "mau-mau"


def test_the_settings_row_chooses_the_rules_of_the_next_game(window, _private_data_dir):
    app, _quits = make_app(window)
    app.show_menu()
    sheet = app.show_settings()
    sheet.on_draw()
    click_widget(sheet, sheet.groups["rules"]["crazy-eights"])
    assert load_settings()[0].rules == "crazy-eights"
    assert sheet.groups["rules"]["crazy-eights"].selected
    table = app.start_game("easy", 7)
    try:
        assert table.flow.position.variant == PRESETS["crazy-eights"].play_rules()
        assert len(table.flow.position.hands) == 2 and table.flow.position.hand_size(0) == 7
    finally:
        table.flow.close()
        app.navigator.session = None


def test_the_command_lines_rules_hold_until_the_player_chooses(window, _private_data_dir):
    app, _quits = make_app(window, rules="mau-mau")
    assert app.settings.rules == "mau-mau" and app.settings.game_variant.deck == 32
    sheet = SettingsView(window, settings=app.settings)
    assert sheet.groups["rules"]["mau-mau"].selected
    assert load_settings()[0].rules == "dirty-seven"  # this run only: nothing saved
    sheet.change(rules="dirty-seven")  # the saved value, chosen: it now holds
    assert app.settings.rules == "dirty-seven" and sheet.groups["rules"]["dirty-seven"].selected


def test_the_deal_of_the_day_stays_dirty_seven(window, _private_data_dir):
    app, _quits = make_app(window, rules="crazy-eights", today=lambda: date(2026, 3, 14))
    app.show_menu()
    app.daily.start_daily()
    try:
        assert app.session.state.daily and app.session.game.position.variant == STANDARD
    finally:
        app.table.flow.close()
        app.navigator.session = None


@pytest.mark.parametrize("name", ["crazy-eights", "mau-mau"])
def test_a_saved_house_rules_game_resumes_by_its_rules(window, _private_data_dir, name):
    app, _quits = make_app(window, rules=name)
    app.start_game("easy", 11)
    app.leave_table()
    again, _quits = make_app(window)
    table = again.resume_game()
    try:
        assert again.session.state.variant.play_rules() == PRESETS[name].play_rules()
        assert table.flow.position.variant == PRESETS[name].play_rules()
    finally:
        table.flow.close()


def test_autoplay_plays_a_crazy_eights_game_to_the_results(window, _private_data_dir):
    app, quits = make_app(window, autoplay=True, difficulty="easy", seed=5,
                          exit_after_game=True, rules="crazy-eights")
    app.start()
    table = window.current_view
    assert table.flow.position.variant == PRESETS["crazy-eights"].play_rules()
    for _frame in range(4000):
        tick(window.current_view)
        if isinstance(window.current_view, ResultsView):
            window.current_view.on_draw()
        if quits:
            break
    assert quits == [0] and isinstance(window.current_view, ResultsView)


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_challenge_code_comes_only_from_a_dirty_seven_game(name):
    from dataclasses import replace

    from dirty7.game.challenge import challenge_of
    from dirty7.game.seats.seat_factory import PERSON, PlayerSpec, dealt_game

    for stack in (False, True):
        variant = replace(PRESETS[name], seven_stack=stack or PRESETS[name].seven_stack)
        game = dealt_game([PERSON, PlayerSpec.computer("easy", 9, 1)], seed=9, first=0,
                          variant=variant)
        challenge = challenge_of(game.record, True, 20, (0, 3))
        assert (challenge is not None) == (name == "dirty-seven")
