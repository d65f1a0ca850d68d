"""Speech's rate and verbosity: kept in the settings, changed at the first menu by keys,
the rate applied to the system's voice, brief speech at the menus and at the table."""

from __future__ import annotations

import pytest

from dirty7.ai.registry import create_strategy
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.store.settings import SPEECH_RATES, Settings
from dirty7.ui.core import live_settings
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.speech import SpeechQueue, espeak_backend
from dirty7.ui.screens.menu import MenuView
from dirty7.ui.table.table_view import TableView
from tests.support.listener import Ear, Listener
from tests.support.screens import STRATEGIES, show
from tests.support.table import FakeClock, live

K = arcade.key


def heard_by(ear: Ear, **values):
    settings = live(**values)
    settings._voice, settings._voice_looked_for = ear, True
    return settings


def test_rate_and_verbosity_are_checked_settings():
    assert Settings().speech_rate == "normal" and Settings().speech_verbosity == "full"
    with pytest.raises(ValueError, match="speech_rate"):
        Settings(speech_rate="warp")
    with pytest.raises(ValueError, match="speech_verbosity"):
        Settings(speech_verbosity="chatty")


def test_the_menu_keys_change_the_rate_and_verbosity_and_say_them(window):
    ear = Ear()
    settings = heard_by(ear, speech=True)
    menu = show(window, MenuView(window, strategies=STRATEGIES, settings=settings))
    assert menu.on_key_press(K.BRACKETRIGHT, 0)
    assert settings.value.speech_rate == "fast"
    assert ear.heard[-1] == "Speech rate, fast, 3 of 4"
    for _ in range(3):
        menu.on_key_press(K.BRACKETRIGHT, 0)
    assert settings.value.speech_rate == "fastest"  # the last stays the last
    assert menu.on_key_press(K.B, 0)
    assert settings.value.speech_verbosity == "brief"
    assert ear.heard[-1] == "Speech says, brief"  # brief: no "2 of 2"
    menu.on_key_press(K.DOWN, 0)
    assert ear.heard[-1] == "Difficulty, Hard."


def test_the_rate_keys_do_nothing_while_speech_is_off(window):
    settings = heard_by(Ear())
    menu = show(window, MenuView(window, strategies=STRATEGIES, settings=settings))
    menu.on_key_press(K.BRACKETRIGHT, 0)
    assert settings.value.speech_rate == "normal"


def test_a_new_rate_reaches_the_system_voice(monkeypatch):
    monkeypatch.setattr(live_settings, "find_backend", lambda rate: espeak_backend(rate))
    queue = SpeechQueue(espeak_backend(SPEECH_RATES["normal"]))
    try:
        settings = live_settings.LiveSettings(Settings(speech=True), persist=False, voice=queue)
        settings.change(speech_rate="fastest")
        argv = queue.backend.argv("Your turn.")
        assert argv[argv.index("-s") + 1] == str(SPEECH_RATES["fastest"])
    finally:
        queue.close()


def test_brief_speech_plays_a_whole_game_in_fewer_words(window):
    ear = Ear()
    settings = heard_by(ear, speech=True, speech_verbosity="brief", animation_speed="instant")
    opponent = ComputerSeat(strategy=create_strategy("easy", 12))
    view = TableView(window, TableOptions(seed=12, first=0, clock=FakeClock(),
                                          opponents={1: opponent}), settings=settings)
    window.show_view(view)
    try:
        listener = Listener(view, ear, view.clock)
        assert listener.play().startswith("Game over.")
        turns = [t for t in ear.heard if t in ("Your turn.", "Answer the Seven.",
                                                "Three played.", "Ace played.")]
        assert turns and not any(t.startswith("Your turn:") for t in ear.heard)
        assert not any(t.endswith(", playable") for t in ear.heard)
    finally:
        view.flow.close()
