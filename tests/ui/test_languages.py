"""The window in another language: chosen in Settings and applied at once (the screen on
show and the menu built again in the new words), ``--language`` refused with one sentence
naming the shipped languages, a bad setting set aside; and the screens with the most words
laid out whole in German and in the pseudo-language (every message 40 % longer) at
800×600 and 1280×720."""

from __future__ import annotations

import json

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.i18n import _, current_language, set_language
from dirty7.store.settings import SETTINGS_FILE, Settings, load_settings
from dirty7.store.storage import FORMAT_VERSION
from dirty7.ui.core import look
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.results import ResultsActions, ResultsShown, ResultsView
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app
from tests.support.layout_check import check_layout
from tests.support.screens import STRATEGIES
from tests.support.table import FirstLegal

SIZES = [(800, 600), (1280, 720)]
LANGUAGES = ["de", "es", "fr", "pl", "pt_BR", "ru", "en_XA"]
SEAL = ("Seed 13845629713408655172 · nonce 9c41e07d5b2a86f3e1d04c7a92b6f358 · "
        "the deal matched its seal (f8c6 a161)")


def test_choosing_a_language_in_settings_rebuilds_the_screen_and_the_menu(window):
    app, _quits = make_app(window)
    app.show_menu()
    app.show_settings()
    app.show_look()
    sheet = window.current_view
    sheet.focus = [row[0] for row in sheet.rows].index("language")
    assert sheet.change(language="de")
    again = window.current_view
    assert isinstance(again, LookView) and again is not sheet
    assert current_language() == "de" and again._title.text == "Aussehen und Hand"
    assert again.focus == sheet.focus  # the keyboard stays on the Language row
    assert app.menu.buttons["settings"].text == "Einstellungen"
    again.back()
    assert isinstance(window.current_view, SettingsView)
    assert window.current_view._title.text == "Einstellungen"
    assert load_settings()[0].language == "de"  # saved: the next start is German too


def test_the_command_lines_language_holds_until_the_player_chooses_one(window):
    app, _quits = make_app(window, language="de")
    assert current_language() == "de"
    app.settings.change(language="en")
    assert current_language() == "en"


def test_the_settings_language_is_used_at_start(window, _private_data_dir):
    (_private_data_dir / SETTINGS_FILE).write_text(json.dumps(
        {"version": FORMAT_VERSION, "language": "de"}))
    make_app(window)
    assert _("Menu") == "Menü"


def test_a_bad_language_in_the_file_is_set_aside_and_the_rest_kept(_private_data_dir):
    (_private_data_dir / SETTINGS_FILE).write_text(json.dumps(
        {"version": FORMAT_VERSION, "language": "Klingon!", "difficulty": "hard"}))
    settings, _warning = load_settings()
    assert settings.language == "" and settings.difficulty == "hard"


def test_an_unshipped_language_is_refused_with_one_sentence(capsys):
    from dirty7.cli.play_command import build_parser

    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--language", "xx"])
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert stop.value.code == 2 and "de (Deutsch)" in error and "en (English)" in error
    assert build_parser().parse_args(["--language", "de"]).language == "de"


def _menu(window) -> MenuView:
    ways = [("daily", _("Deal of the day"), lambda: None),
            ("friend", _("Play a friend"), lambda: None),
            ("challenge", _("Play a challenge"), lambda: None),
            ("learn", _("Learn to play"), lambda: None)]
    menu = MenuView(window, strategies=STRATEGIES, on_resume=lambda: None, ways_to_play=ways)
    menu.set_resume_available(True)
    return menu


def _results(window) -> ResultsView:
    game = Game([PERSON_AT_TABLE, None], start="5H/2D4D/8C5C/QDAC6S9H9S 0 n C",
                players=[_("You"), _("Computer")])
    game.play("5H")
    shown = ResultsShown(game.result(), names=(_("You"), _("Computer")), seal_text=SEAL,
                         share_line="Dirty Seven 2026-12-03 · won in 1 move",
                         challenge_code="d7-abcd-efgh")
    actions = ResultsActions(play_again=lambda: None, menu=lambda: None,
                             statistics=lambda: None, export=lambda: ("x", "x"),
                             verify=lambda path: (True, "ok"), review=lambda: None,
                             swap=lambda: None, copy=lambda text: None)
    view = ResultsView(window, shown, actions)
    view.challenge_friend()  # the challenge code shown too: the most words it can hold
    return view


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", ["menu", "results"])
def test_the_wordiest_screens_fit_in_every_language(plain_window, language, screen):
    set_language(language)
    view = (_menu if screen == "menu" else _results)(plain_window)
    problems = []
    for size in SIZES:
        view.on_resize(*size)
        problems += [f"{size}: {p}" for p in check_layout(view)]
        buttons = view.buttons.values() if screen == "menu" else view.buttons
        problems += [f"{size}: {b.text!r} runs out of its button" for b in buttons
                     if b.visible and b.ui_label._label.content_width > b.rect.width - 8]
    assert problems == []
    button, english = ((view.buttons["settings"], "Settings") if screen == "menu"
                       else (view.statistics_button, "Statistics"))
    assert button.text == _(english) != english  # the screen speaks the language


def test_dirty7_language_de_plays_a_whole_autoplay_game_to_german_results(window):
    """``dirty7 --language de --autoplay --exit-after-game``, in this process: the table's
    status and the results speak German; the game's record keeps no word of it."""
    from tests.support.table import tick

    app, quits = make_app(window, autoplay=True, difficulty="easy", seed=21,
                          exit_after_game=True, language="de")
    app.start()
    table = window.current_view
    statuses = set()
    for _frame in range(3000):
        tick(window.current_view)
        if window.current_view is table:
            statuses.add(table.flow.status_text)
        if isinstance(window.current_view, ResultsView):
            window.current_view.on_draw()
        if quits:
            break
    results = window.current_view
    assert quits == [0] and isinstance(results, ResultsView)
    assert "gewinnt" in results.headline and "Züge" in results.detail
    assert any("ist am Zug" in status or "spielt" in status for status in statuses)
    assert results.menu_button.text == "Menü"
    record = table.flow.game.record.to_json()  # notation and ids only, in any language
    assert not any(word in record for word in ("Süd", "Nord", "Karte", "gewinnt"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tables_buttons_and_shortcut_list_fit_in_every_language(plain_window, language):
    set_language(language)
    for text_size, size in ((100, (800, 600)), (150, (1280, 720)), (150, (800, 600))):
        look.apply(Settings(text_size=text_size))
        game = Game([PERSON_AT_TABLE, None], start="5H9CKS/2D4D/8C5C/QDAC6S 0 n C",
                    players=[_("You"), _("Computer")])
        view = TableView(plain_window,
                         TableOptions(opponents={1: ComputerSeat(strategy=FirstLegal())}),
                         game=game)
        plain_window.show_view(view)
        view.on_resize(*size)
        try:
            view.shortcuts_part.overlay.toggle()
            view.on_draw()  # the list sizes its texts when drawn
            left, bottom, w, h = view.shortcuts_part.overlay.panel_box(view.fit.width,
                                                                     view.fit.height)
            assert left >= 0 and bottom >= 0 and left + w <= view.fit.width
            assert bottom + h <= view.fit.height
            assert check_layout(view) == [], (text_size, size)
            buttons = (view.hint_part.button, view.log_part.button, view.why_part.button)
            assert [b.text for b in buttons if b.visible and
                    b.ui_label._label.content_width > b.rect.width - 8] == [], (text_size, size)
            assert view.log_part.button.text == _("Log") != "Log"
        finally:
            view.flow.close()
    look.apply(Settings())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_statistics_fit_in_every_language(plain_window, language, tmp_path):
    """The levels' table in German ("Ø Karten übrig bei Niederlage", "1 Niederlage") is
    wider than in English: where it leaves the chart no room, the two take pages of their
    own rather than run into each other."""
    from dirty7.store.stats import STATS_FILE
    from dirty7.store.storage import Store
    from dirty7.ui.screens.statistics import StatisticsView
    from tests.support.screens import PREPARED_STATS

    store = Store(tmp_path)
    store.path(STATS_FILE).write_text(json.dumps(PREPARED_STATS))
    set_language(language)
    view = StatisticsView(plain_window, store=store, strategies=STRATEGIES)
    problems = []
    for size in SIZES:
        view.on_resize(*size)
        if not view._texts_fit():
            problems.append(f"{size}: texts run into each other or out of the panel")
        problems += [f"{size}: {p}" for p in check_layout(view)]
    assert problems == []
    assert view.reset_button.text == _("Reset statistics") != "Reset statistics"


@pytest.mark.parametrize("language", LANGUAGES)
def test_play_a_friends_first_step_fits_in_every_language(plain_window, language):
    """Host, Join and At this computer at 150 % text in the small window: every label
    inside its button ("Zu einem Spiel einladen" ran out of it)."""
    from dirty7.store.settings import Settings
    from dirty7.ui.core import look
    from dirty7.ui.core.live_settings import LiveSettings
    from dirty7.ui.screens.friend import FriendView

    set_language(language)
    look.apply(Settings(text_size=150))
    view = FriendView(plain_window, start_host=lambda name: None,
                      start_join=lambda code, name: None, on_ready=lambda link: None,
                      on_back=lambda: None, start_here=lambda names: None,
                      settings=LiveSettings(Settings(display_name="Sam"), persist=False))
    plain_window.show_view(view)
    problems = []
    for size in SIZES:
        view.on_resize(*size)
        view.ui.execute_layout()
        problems += [f"{size}: {p}" for p in check_layout(view)]
        for control in view.built.controls.values():
            label = getattr(control, "ui_label", None)
            if label is not None and label._label.content_width > control.rect.width - 8:
                problems.append(f"{size}: {control.text!r} runs out of its button")
    assert problems == []
    assert view.built.controls["host"].text == _("Host a game") != "Host a game"


@pytest.mark.parametrize("language", ["de", "fr", "ru"])
def test_a_keys_letter_stays_and_a_result_chips_letter_is_translated(language):
    """"D", "L" and "W" are keys at the table (draw, the log, Why?) and the letters of a
    draw's, a loss's and a win's chip in Statistics: the keys' list showed the chips'
    translations (German "U" for the draw key)."""
    from dirty7.i18n import gettext
    from dirty7.ui.widgets.chart import chip_letter
    from dirty7.ui.widgets.key_list import table_keys

    set_language(language)
    keys = [key for key, _words in table_keys()]
    assert {"D", "L", "W"} <= set(keys)
    assert all(gettext(key) == key for key in ("D", "L", "W"))
    chips = chip_letter(True), chip_letter(False), chip_letter(None)
    assert chips != ("W", "L", "D") and len(set(chips)) == 3
