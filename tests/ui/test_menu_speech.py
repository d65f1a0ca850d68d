"""Speech at the menus, driven through the real key handlers: S at the very first menu
turns speech on and the menu says itself; the arrows say each difficulty, and the
sheets' arrows say the focused row and its state."""

from __future__ import annotations

from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.screen_voice import choice_words, item_words, words_of
from dirty7.ui.screens.look_sheet import LookView
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.screens.speech_sheet import SpeechView
from tests.support.app import make_app
from tests.support.listener import Ear
from tests.support.screens import STRATEGIES, show
from tests.support.table import click_widget, live

K = arcade.key


def heard_by(ear: Ear, **values):
    """Live settings kept in memory whose voice is ``ear``."""
    settings = live(**values)
    settings._voice, settings._voice_looked_for = ear, True
    return settings


def press(view, symbol: int) -> None:
    assert view.on_key_press(symbol, 0)


def test_words_of_a_focused_item():
    assert item_words("Text size", "150%", 2, 3) == "Text size, 150 percent, 3 of 3"
    assert choice_words("Hand order", (("suit", "By suit"), ("rank", "By rank")), "rank") \
        == "Hand order, By rank, 2 of 2"
    assert words_of("Look and hand…") == "Look and hand"


def test_s_at_the_first_menu_turns_speech_on_and_the_menu_says_itself(window):
    ear = Ear()
    settings = heard_by(ear)
    menu = show(window, MenuView(window, strategies=STRATEGIES, settings=settings))
    assert ear.heard == []  # speech is off until the player asks
    press(menu, K.S)
    assert settings.value.speech
    said = ear.heard[-1]
    assert said.startswith("Speech on. Dirty Seven, main menu. Difficulty, Medium, 2 of 4.")
    assert "S turns speech off" in said
    assert "Speech on" in menu.notice.message  # and in writing


def test_the_arrows_say_each_difficulty_and_why_one_is_unavailable(window):
    ear = Ear()
    menu = show(window, MenuView(window, strategies=STRATEGIES,
                                 settings=heard_by(ear, speech=True)))
    press(menu, K.DOWN)
    assert ear.heard[-1] == "Difficulty, Hard, 3 of 4."
    press(menu, K.DOWN)
    assert ear.heard[-1] == "Difficulty, Neural, 4 of 4, unavailable: no model file."
    press(menu, K.UP)
    assert ear.heard[-1] == "Difficulty, Hard, 3 of 4."


def test_the_menu_says_itself_when_shown_while_speech_is_on(window):
    ear = Ear()
    show(window, MenuView(window, strategies=STRATEGIES, settings=heard_by(ear, speech=True)))
    assert ear.heard and ear.heard[-1].startswith("Dirty Seven, main menu.")


def test_s_again_says_speech_off_and_then_nothing(window):
    ear = Ear()
    settings = heard_by(ear, speech=True)
    menu = show(window, MenuView(window, strategies=STRATEGIES, settings=settings))
    press(menu, K.S)
    assert ear.heard[-1] == "Speech off." and not settings.value.speech
    count = len(ear.heard)
    press(menu, K.DOWN)
    assert len(ear.heard) == count


def test_without_a_voice_on_this_system_the_menu_says_so_in_writing(window):
    settings = live()
    settings._voice, settings._voice_looked_for = None, True  # no backend found
    menu = show(window, MenuView(window, strategies=STRATEGIES, settings=settings))
    press(menu, K.S)
    assert settings.value.speech
    assert "No speech" in menu.notice.message


def test_the_look_sheet_says_the_focused_row_and_its_state(window):
    ear = Ear()
    sheet = show(window, LookView(window, settings=heard_by(ear, speech=True, text_size=100)))
    assert ear.heard[-1].startswith("Look and hand.")
    press(sheet, K.DOWN)
    assert ear.heard[-1] == "Four-colour deck, off"
    for _ in range(3):
        press(sheet, K.DOWN)
    assert ear.heard[-1] == "Text size, 100 percent, 1 of 3"
    press(sheet, K.RIGHT)
    press(sheet, K.RIGHT)
    assert ear.heard[-1] == "Text size, 150 percent, 3 of 3"
    press(sheet, K.LEFT)
    press(sheet, K.LEFT)  # back to 100 %: the look of the other tests


def test_speech_turned_on_in_the_speech_sheet_says_so_and_names_the_voice(window):
    ear = Ear()
    settings = heard_by(ear)
    sheet = show(window, SpeechView(window, settings=settings))
    def note() -> str:  # the note under the switch, as drawn
        return sheet.boxes[0].children[1].text

    assert note().startswith("Off until you turn it on")
    press(sheet, K.DOWN)  # the first row: Speech
    assert ear.heard == []
    press(sheet, K.SPACE)
    assert settings.value.speech and ear.heard[-1] == "Speech, on"
    assert note() == "Speech on." and sheet.focus == 0  # it says what speaks now


def test_the_speech_sheet_changes_rate_and_verbosity_and_says_them(window):
    ear = Ear()
    settings = heard_by(ear, speech=True)
    sheet = show(window, SpeechView(window, settings=settings))
    assert ear.heard[-1].startswith("Speech.")
    press(sheet, K.DOWN)
    press(sheet, K.DOWN)
    press(sheet, K.RIGHT)
    assert settings.value.speech_rate == "fast"
    assert ear.heard[-1] == "Rate, Fast, 3 of 4"
    press(sheet, K.DOWN)
    press(sheet, K.RIGHT)
    assert settings.value.speech_verbosity == "brief"
    assert ear.heard[-1] == "Say, Brief"  # brief: the position is left out
    sheet.on_draw()
    click_widget(sheet, sheet.groups["speech_rate"]["slow"])
    assert settings.value.speech_rate == "slow"


def test_s_in_settings_opens_the_speech_sheet_and_escape_returns(window):
    app, _ = make_app(window)
    app.show_settings()
    sheet = window.current_view
    assert isinstance(sheet, SettingsView)
    sheet.on_draw()
    press(sheet, K.S)
    speech = window.current_view
    assert isinstance(speech, SpeechView) and speech.live is app.settings
    press(speech, K.ESCAPE)
    assert isinstance(window.current_view, SettingsView)
    window.current_view.on_draw()
    click_widget(window.current_view, window.current_view.speech_button)
    assert isinstance(window.current_view, SpeechView)


def test_the_settings_sheet_says_each_row(window):
    ear = Ear()
    sheet = show(window, SettingsView(window, strategies=STRATEGIES,
                                      settings=heard_by(ear, speech=True)))
    said = []
    for _ in range(sheet.sheet_rows()):
        press(sheet, K.DOWN)
        said.append(ear.heard[-1])
    assert "Difficulty, Medium, 2 of 4" in said
    assert "Sound, on" in said
    assert any(s.startswith("Volume, ") and "percent" in s for s in said)
    assert any(s.startswith("Card back, ") for s in said)
    row = next(i for i, r in enumerate(sheet.rows) if r.key == "sound")
    sheet.focus = row
    press(sheet, K.LEFT)
    assert ear.heard[-1] == "Sound, off"
