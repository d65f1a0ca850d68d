"""A session with a friend at the window: after the first game the friend's wish shows on
the results ("Bob wants to play again"), Play again deals the next game on the table, the
results keep the evening's totals; a friend who leaves is named ("Bob left") and Play again
then goes to the menu; Menu (Esc) leaves — the friend hears it, the window stays at the
menu. The games are played through the table's real handlers (mouse, then keyboard)."""

from __future__ import annotations

import random

from dirty7.game.table.table_options import TableOptions
from dirty7.net.friend_link import FriendLink
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.friend_table import open_friend_table
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app
from tests.support.drivers import play_game
from tests.support.friend import (
    GAME_S,
    NetKeyboardPlayer,
    NetMousePlayer,
    RelayThread,
    bot_options,
    frames_until,
    tries,
    wait_status,
    wait_until,
)
from tests.support.screens import click
from tests.support.table import FakeClock


def _play(window, table, player_cls, clock, seed: int) -> ResultsView:
    rng = random.Random(seed)
    player = player_cls(table, rng, clock)
    play_game(player, rng, max_moves=400)
    frames_until(player.screen, lambda: isinstance(window.current_view, ResultsView))
    return window.current_view


def _updates_until(view, done, limit: float = GAME_S) -> None:
    for _ in tries(limit, 0.01):
        if done():
            return
        view.on_update(0.05)
        wait_until(lambda: False, 0.01, 0.01)
    raise AssertionError(f"it did not happen in time {view.notice.lines}")


def test_play_again_deals_the_next_game_and_a_friend_who_leaves_is_named(window):
    relay = RelayThread()
    link = FriendLink.host(name="Ann", relay=relay.url, games=None)
    assert wait_until(lambda: link.code is not None or link.finished), link.error
    other = FriendLink.join(link.code, name="Bob", relay=relay.url, games=None,
                            **bot_options(2))
    other.accept()
    try:
        wait_status(link, "ready")
        app, _quits = make_app(window)
        clock = FakeClock()
        first = open_friend_table(app, link, TableOptions(clock=clock))
        results = _play(window, first, NetMousePlayer, clock, seed=3)
        other.play_again()
        _updates_until(results, lambda: "Bob wants to play again" in results.notice.lines)
        results.on_draw()
        click(results, results.play_again_button)
        assert "Waiting for Bob…" in results.notice.lines or window.current_view is not results
        _updates_until(results, lambda: isinstance(window.current_view, TableView))
        second = window.current_view
        assert second is not first and second.flow.game.link is link
        results = _play(window, second, NetKeyboardPlayer, clock, seed=4)
        assert "Games with Bob: 2" in results.seal_text
        other.leave_session()  # Bob leaves: the results say so, and Play again is the menu
        _updates_until(results, lambda: "Bob left" in results.notice.lines)
        results.on_key_press(arcade.key.ENTER, 0)
        assert window.current_view is app.menu
        assert wait_until(lambda: link.finished and other.finished, GAME_S)
        assert [r.record for r in link.results] == [r.record for r in other.results]
        assert [r.record["first"] for r in link.results] == [0, 1]
    finally:
        link.cancel()
        other.cancel()
        relay.close()


def test_menu_after_a_friends_game_leaves_and_the_friend_hears_it(window):
    """Esc on the results (the Menu key): the menu shows, the window stays, the friend's
    program hears that this player left."""
    relay = RelayThread()
    other = FriendLink.host(name="Bob", relay=relay.url, games=None, **bot_options(1))
    assert wait_until(lambda: other.code is not None or other.finished), other.error
    link = FriendLink.join(other.code, name="Ann", relay=relay.url, games=None)
    link.accept()
    try:
        wait_status(link, "ready")
        app, quits = make_app(window)
        clock = FakeClock()
        table = open_friend_table(app, link, TableOptions(clock=clock))
        results = _play(window, table, NetMousePlayer, clock, seed=5)
        results.on_key_press(arcade.key.ESCAPE, 0)
        assert window.current_view is app.menu and not quits
        assert wait_until(lambda: other.finished, GAME_S) and other.other_again is False
        assert other.status == "ended" and other.results[0].ok
    finally:
        link.cancel()
        other.cancel()
        relay.close()
