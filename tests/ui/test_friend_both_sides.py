"""Both sides of a friend's session played through their windows' real handlers: the
mouse-only driver on the host's table, the keyboard-only driver on the guest's, two games
with Play again between them (clicked on one side, Enter on the other).

Why one window for both: each side is a whole app (its navigator, its table, its results)
driven through its own view's handlers; the two share the test's headless window, as two
programs on one desktop share the screen, and the network between them is real (a relay).
"""

from __future__ import annotations

import random
import time

from dirty7.game.table.table_options import TableOptions
from dirty7.net.friend_link import FriendLink
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.friend_table import open_friend_table
from dirty7.ui.screens.results import ResultsView
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app
from tests.support.drivers import DriverError, by_kind
from tests.support.friend import (
    GAME_S,
    NetKeyboardPlayer,
    NetMousePlayer,
    RelayThread,
    tries,
    wait_status,
    wait_until,
)
from tests.support.screens import click
from tests.support.table import FakeClock


def _play_both(players, rng: random.Random, max_moves: int = 600) -> list[int]:
    """Frames pass on both tables; whichever side may move makes a random legal move with
    its own hands, until both tables show the game over. The moves each side made."""
    made = [0, 0]
    for _ in tries(GAME_S, 0.002):
        if all(p.view.flow.game.is_over and p.view.flow.is_idle for p in players):
            return made
        for side, player in enumerate(players):
            player.screen.frame()
            game = player.view.flow.game
            if player.view.flow.is_idle and not game.is_over and game.is_human_turn():
                player.play(by_kind(game.position.legal_moves(), rng))
                made[side] += 1
            else:
                game.wait_for_step(0.002)
        if sum(made) > max_moves:
            raise DriverError(f"no end after {made} moves")
    raise DriverError("the game did not end in time")


def _results_of(app, players) -> ResultsView:
    for _ in tries(GAME_S, 0.002):
        for player in players:
            player.screen.frame()
        if isinstance(app.results, ResultsView) and app.navigator.table is not None \
                and app.results.result is not None:
            return app.results
    raise AssertionError("no results")


def _new_table(app, before: TableView, results: ResultsView) -> TableView:
    for _ in tries(GAME_S, 0.01):  # rounds of 10 ms: the friend's answer comes by a thread
        results.on_update(0.05)
        if app.navigator.table is not before and isinstance(app.navigator.table, TableView):
            return app.navigator.table
        time.sleep(0.01)
    raise AssertionError(f"no next game: {results.notice.lines}")


def test_mouse_on_one_side_and_keyboard_on_the_other_play_two_games(window):
    relay = RelayThread()
    host = FriendLink.host(name="Ann", relay=relay.url, games=None)
    assert wait_until(lambda: host.code is not None or host.finished), host.error
    guest = FriendLink.join(host.code, name="Bob", relay=relay.url, games=None)
    guest.accept()
    try:
        wait_status(host, "ready")
        wait_status(guest, "ready")
        ann, _ = make_app(window)
        bob, _ = make_app(window)
        clocks = FakeClock(), FakeClock()
        tables = (open_friend_table(ann, host, TableOptions(clock=clocks[0])),
                  open_friend_table(bob, guest, TableOptions(clock=clocks[1])))
        rng = random.Random(11)
        for game in range(2):
            players = (NetMousePlayer(tables[0], random.Random(game), clocks[0]),
                       NetKeyboardPlayer(tables[1], random.Random(game + 7), clocks[1]))
            made = _play_both(players, rng)
            # each side played its own moves, and every move of the game is one of them
            assert min(made) > 0 and sum(made) == len(tables[0].flow.game.record.moves), made
            results = (_results_of(ann, players), _results_of(bob, players))
            if game == 1:
                break
            results[0].on_draw()
            click(results[0], results[0].play_again_button)  # Ann by the mouse
            results[1].on_key_press(arcade.key.ENTER, 0)  # Bob by the keyboard
            tables = (_new_table(ann, tables[0], results[0]),
                      _new_table(bob, tables[1], results[1]))
        assert [r.record for r in host.results] == [r.record for r in guest.results]
        assert [r.record["first"] for r in host.results] == [0, 1]  # who starts alternates
        assert "Games with Bob: 2" in results[0].seal_text
        assert "Games with Ann: 2" in results[1].seal_text
    finally:
        host.close(5.0)
        guest.close(5.0)
        relay.close()
