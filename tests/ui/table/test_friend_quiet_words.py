"""Quiet words at a friend's table, through the window's real key and mouse handlers: Q and
a number send a word (the friend hears it), the button rests after it, the friend's word
shows beside their name and on the results between games, and one click on Mute hides the
friend's words (the settings remember the friend's key)."""

from __future__ import annotations

import pytest

from dirty7.game.table.table_options import TableOptions
from dirty7.net.friend_link import FriendLink
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.friend_table import open_friend_table
from dirty7.ui.table.quiet_words_part import QuietWordsPart
from tests.support.app import make_app
from tests.support.friend import RelayThread, bot_options, wait_status, wait_until
from tests.support.screens import click
from tests.support.table import FakeClock

WAIT = 20.0


@pytest.fixture
def pair():
    relay = RelayThread()
    link = FriendLink.host(name="Ann", relay=relay.url, games=None)
    assert wait_until(lambda: link.code is not None or link.finished), link.error
    other = FriendLink.join(link.code, name="Bob", relay=relay.url, games=None,
                            **bot_options(2))
    other.accept()
    wait_status(link, "ready")
    yield link, other
    link.cancel()
    other.cancel()
    relay.close()


def _words(table) -> QuietWordsPart:
    return next(p for p in table.parts if isinstance(p, QuietWordsPart))


def _frames_until(table, done) -> None:
    assert wait_until(lambda: (table.on_update(0.05), table.on_draw(), done())[-1], WAIT)


def test_a_word_sent_by_key_is_heard_and_the_friends_word_shows_beside_their_name(
        window, pair):
    link, other = pair
    app, _quits = make_app(window)
    table = open_friend_table(app, link, TableOptions(clock=FakeClock()))
    words = _words(table)
    table.on_update(0.05)
    table.on_draw()
    table.on_key_press(arcade.key.Q, 0)
    assert words.is_open
    table.on_key_press(arcade.key.KEY_1, 0)  # Good game
    assert not words.is_open
    assert wait_until(lambda: other.heard_word == (0, "good-game"), WAIT)
    table.on_update(0.05)
    assert words.button.text == "Resting…"
    table.on_key_press(arcade.key.Q, 0)  # resting: the words do not open
    assert not words.is_open
    _frames_until(table, lambda: words.button.text == "Words")  # rested (3 s)
    assert other.say_word("well-played")
    _frames_until(table, lambda: words.shown == "Well played")
    for _ in range(100):  # it fades after a few seconds of the table's time
        table.on_update(0.05)
    assert words.shown == ""


def test_one_click_mutes_the_friend_and_the_settings_remember_their_key(window, pair):
    link, other = pair
    app, _quits = make_app(window)
    table = open_friend_table(app, link, TableOptions(clock=FakeClock()))
    words = _words(table)
    table.on_update(0.05)
    table.on_draw()
    click(table, words.button)
    assert words.is_open and words.mute_button.text == "7  Mute Bob"
    click(table, words.mute_button)
    assert link.other_key in app.settings.value.muted_friends
    assert other.say_word("oops")
    assert wait_until(lambda: link.heard_word is not None, WAIT)
    for _ in range(5):
        table.on_update(0.05)
    assert words.shown == ""  # heard, not shown
    click(table, words.button)
    assert words.mute_button.text == "7  Unmute Bob"
    click(table, words.mute_button)
    assert app.settings.value.muted_friends == ()


def test_the_friends_word_shows_on_the_results_between_games_unless_muted(window):
    from dirty7.ui.friend_again import AgainButtons
    from dirty7.ui.widgets.notice import Notice
    from tests.support.friend import FakeLink

    app, _quits = make_app(window)
    link = FakeLink()
    link.status = "between"
    again = AgainButtons(app, link, lambda app, link: None)

    class Results:
        notice = Notice(source=None)

    results = Results()
    link.heard_word = (0, "again")
    again.tick(results)
    assert "Alex: Again?" in results.notice.lines
    app.settings.change(muted_friends=("Alex",))  # muted by name: no key known yet
    link.heard_word = (1, "thanks")
    again.tick(results)
    assert "Alex: Thanks" not in results.notice.lines
