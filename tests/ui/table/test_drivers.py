"""Whole games played by a mouse-only and by a keyboard-only player, on 20 deals each
(all 50 with ``DIRTY7_DRIVER_DEALS=5``, the long run).

Why: the reachability property (:mod:`tests.ui.table.test_reachability`) opens a table on one
position at a time; a game strings hundreds of moments together (the deal, refills of
the stock, the computer's replies, the focus following a changing hand, the end). The
players of :mod:`tests.support.drivers` choose random legal moves but find every target on the
screen and act only through the handlers, so these games keep the table honest through
the coming split into a flow and a view. Instant speed keeps the games fast; a few
deals are also played at normal speed, where glides and pauses are really stepped.

Why 2 deals of every 5 in the suite: 100 games were a tenth of the suite's time. Each
test plays the first ``DIRTY7_DRIVER_DEALS`` deals (default 2) of its five; the long run
plays them all, as the README says.
"""

from __future__ import annotations

import os
import random

import pytest

from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import TableOptions
from dirty7.rules import apply_move, format_position, parse_move
from dirty7.ui.table.table_view import TableView
from tests.support.drivers import DriverError, KeyboardPlayer, MousePlayer, play_game
from tests.support.table import FakeClock, live

SEEDS = 50
CHUNK = 5
#: Deals played of each test's CHUNK (the long run: all of them).
DEALS = min(CHUNK, max(1, int(os.environ.get("DIRTY7_DRIVER_DEALS", "2"))))
PLAYERS = {"mouse": MousePlayer, "keyboard": KeyboardPlayer}


class RandomLegal:
    """The computer seat: a seeded random legal move (the games go everywhere, fast)."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view):
        return self.rng.choice(view.legal_moves)


@pytest.fixture
def play_deal(window):
    """Plays one whole game of deal ``seed`` with the named player; returns the table."""
    made: list[TableView] = []

    def play(player: str, seed: int, speed: str = "instant") -> TableView:
        clock = FakeClock()
        options = TableOptions(seed=seed, first=seed % 2, clock=clock,
                               opponents={1: ComputerSeat(strategy=RandomLegal(seed))})
        view = TableView(window, options, settings=live(highlight_playable=seed % 3 != 0,
                                                        animation_speed=speed))
        made.append(view)
        window.show_view(view)
        rng = random.Random(seed)
        made_moves = play_game(PLAYERS[player](view, rng, clock), rng)
        game = view.flow.game
        assert game.is_over and view.flow.is_idle
        assert made_moves == sum(1 for seat, _m, _e in game.history if seat == 0)
        replayed = game.record.initial_position()
        for text in game.record.moves:
            replayed = apply_move(replayed, parse_move(text))  # raises if illegal
        assert format_position(replayed) == format_position(game.position)
        return view

    yield play
    for view in made:
        view.flow.close()


@pytest.mark.parametrize("player", list(PLAYERS))
@pytest.mark.parametrize("first_seed", range(1, SEEDS + 1, CHUNK))
def test_whole_games_by_one_input_device_alone(play_deal, player, first_seed):
    for seed in range(first_seed, first_seed + DEALS):
        view = play_deal(player, seed)
        assert view.hud.status.text in ("You win!", "Computer wins")


@pytest.mark.parametrize("player", list(PLAYERS))
@pytest.mark.parametrize("seed", [2, 5])
def test_whole_games_at_normal_speed(play_deal, player, seed):
    """Deals 2 and 5 (highlighting on) bring a Three with cards still to play, where the
    mouse player presses Pass: the button must be there once the raised cards settle."""
    play_deal(player, seed, speed="normal")


@pytest.mark.parametrize("player", list(PLAYERS))
def test_a_player_notices_a_move_that_did_not_happen(play_deal, player, monkeypatch):
    """The drivers bite: a table that ignores every card played is caught at once."""
    monkeypatch.setattr(TableFlow, "play", lambda self, card: False)  # the play intent
    with pytest.raises(DriverError, match="engine received nothing|no suit picker"):
        for seed in range(1, 6):  # some deal soon offers a card to play
            play_deal(player, seed)
