"""The view hands its options to the flow, with the player's settings in place of theirs."""

from __future__ import annotations

import dataclasses

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.ui.table.table_view import TableView
from tests.support.table import FakeClock, FirstLegal, live

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"


def test_the_view_fills_the_settings_fields_and_keeps_the_rest(window):
    clock = FakeClock()
    options = TableOptions(think_delay=0.3, clock=clock, names=("Ann", "Bo"), take_back=True,
                           hand_order="suit", highlight_playable=True,
                           opponents={1: ComputerSeat(strategy=FirstLegal())})
    settings = live(take_back=False, hand_order="drawn", highlight_playable=False,
                    animation_speed="instant")
    game = Game([PERSON_AT_TABLE, None], start=NORMAL, players=["You", "Computer"])
    view = TableView(window, dataclasses.replace(options, seed=9), game=game, settings=settings)
    try:
        given = view.flow.options
        assert (given.take_back, given.hand_order, given.highlight_playable) == (
            False, "drawn", False)
        assert view.flow.speed() == settings.speed == 0
        assert (given.think_delay, given.names, given.seed, given.clock) == (
            0.3, ("Ann", "Bo"), 9, clock)
        assert view.clock is clock and view.flow.game is game
        assert options.take_back and options.seed is None  # the caller's value is untouched
    finally:
        view.flow.close()
