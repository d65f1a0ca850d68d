"""Why? after a resume and during the computer's extra turn.

After a resume Why? explains the computer's last move as the live table did (worked out
again from the computer's own view at that move: past_why), and the log's first line is
the deal's seal, before the moves replayed from the save. During the computer's extra
turn after its Ace, Why? explains the Ace.
"""

from __future__ import annotations

import pytest

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.seats.computer_seat import ComputerSeat
from dirty7.game.table.table_options import TableOptions
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.seal_words import log_line
from dirty7.ui.table.table_view import TableView
from tests.support.app import human_turn, make_app
from tests.support.table import settle, tick


def _play_until_the_computer_moved(table, times: int = 2) -> None:
    for _ in range(400):
        computer = [s for s, _m, _e in table.flow.game.history if s == 1]
        if len(computer) >= times and table.flow.human_to_move and table.flow.settled:
            return
        if table.flow.human_to_move and table.flow.settled:
            human_turn(table)
        tick(table)
    raise AssertionError("the computer did not move")


@pytest.mark.parametrize("difficulty", ["medium", "hard:iterations=80"])
def test_after_a_resume_why_explains_the_computers_last_move_as_it_did_live(window,
                                                                            difficulty):
    app, _ = make_app(window)
    table = app.start_game(difficulty)  # a sealed deal
    _play_until_the_computer_moved(table)
    live = table.why_part.explanation
    assert live is not None
    app.leave_table()  # saved
    table.flow.close()

    again, _ = make_app(window)
    resumed = again.resume_game()  # what the menu's Resume does
    try:
        why = resumed.why_part
        settle(resumed, seconds=30.0, until=lambda: why.explanation is not None)
        assert why.explanation == live  # the same words and figures as live
        resumed.on_key_press(arcade.key.W, 0)
        resumed.on_draw()
        assert why.panel.visible and why.panel.title.text.startswith("Computer ")
        lines = resumed.log_part.game_log.all_lines()
        assert lines[0] == log_line(resumed.flow.game.record) and len(lines) > 2  # then the moves
    finally:
        resumed.flow.close()


#: North plays A♣ (its Ace: it plays again), then 9♣ or K♣.
ACE_FIRST = "2D4D5D/AC9CKCKH/8C4C/QDJC6S 1 n C"


def test_why_during_the_computers_extra_turn_explains_its_ace(window):
    game = Game([PERSON_AT_TABLE, None], start=ACE_FIRST, players=["You", "Computer"])
    opponent = ComputerSeat("medium", mode="thread", explain=True)
    view = TableView(window, TableOptions(opponents={1: opponent}, think_delay=30.0), game=game)
    try:
        window.show_view(view)
        settle(view, seconds=40.0, until=lambda: game.moves_played == 1)
        assert str(game.history[0][1]) == "AC" and game.to_move == 1  # its extra turn
        for _ in range(3):
            tick(view)
        assert view.flow.status_text == "Computer plays again"
        view.on_key_press(arcade.key.W, 0)
        view.on_draw()
        assert view.why_part.panel.visible
        assert view.why_part.panel.title.text == "Computer played A♣"
    finally:
        view.flow.close()
