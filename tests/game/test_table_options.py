"""The table's options: one frozen value, varied with ``dataclasses.replace``, that the flow
(and each kind of flow) reads when it is made."""

from __future__ import annotations

import dataclasses

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.seats.seat_factory import PERSON, dealt_game
from dirty7.game.table.hint_advisor import HINT_SPEC
from dirty7.game.table.pass_flow import PassPlayFlow
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from tests.support.table import FakeClock, FirstLegal

NORMAL = "5H9CKS/2D4D/8C5C/QDAC6S 0 n C"


def test_the_options_are_frozen() -> None:
    options = TableOptions(seed=4)
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.seed = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        PLAIN_TABLE.take_back = False  # type: ignore[misc]
    assert PLAIN_TABLE == TableOptions()  # the shared default was never changed


def test_a_variation_made_with_replace_reaches_the_flow_and_leaves_the_base_alone() -> None:
    base = TableOptions(seed=7, clock=FakeClock(), animate=False, think_delay=0.0,
                        opponents={1: ComputerSeat(strategy=FirstLegal())})
    varied = dataclasses.replace(base, difficulty="easy", think_delay=0.25, take_back=False,
                                 hand_order="rank", names=("Ann", "Bo"), hint_spec="easy",
                                 speed=lambda: 0.5, highlight_playable=False)
    game = Game([PERSON_AT_TABLE, None], start=NORMAL, players=["You", "Computer"])
    flow = TableFlow(game, varied)
    try:
        assert flow.options is varied and flow.game is game
        assert (flow.difficulty, flow.seed, flow.think_delay) == ("easy", 7, 0.25)
        assert not flow.take_back.enabled and flow.hand_order.mode == "rank"
        assert flow.names == ("Ann", "Bo") and flow.speed() == 0.5
        assert not flow.highlight_playable and flow.hint.spec == "easy"
        assert flow.opponents[1] is base.opponents[1]  # the given seat, not a new one
        assert (base.think_delay, base.take_back, base.names) == (0.0, True, None)
    finally:
        flow.close()


def test_the_plain_options_make_a_game_from_the_seed() -> None:
    flow = TableFlow(options=TableOptions(seed=3, first=1, animate=False, think_delay=0.0,
                                          opponents={1: ComputerSeat(strategy=FirstLegal())}))
    try:
        again = TableFlow(options=dataclasses.replace(flow.options))
        assert flow.game.position == again.game.position and flow.game.to_move == 1
        assert flow.hint.spec == HINT_SPEC  # the advisor's own when none is given
        again.close()
    finally:
        flow.close()


def test_two_people_at_one_computer_take_nothing_back_whatever_the_options_say() -> None:
    options = TableOptions(names=("Alex", "Bob"), take_back=True, clock=FakeClock())
    game = dealt_game([PERSON, PERSON], seed=4, first=0)
    flow = PassPlayFlow(game, options)
    assert not flow.take_back.enabled and flow.names == ("Alex", "Bob")
    assert options.take_back  # the given options are as they were
    with pytest.raises(ValueError):
        PassPlayFlow(dealt_game([PERSON, PERSON], seed=4, first=0), PLAIN_TABLE)
