"""The results' primary button says what it does: the next game of a match, a new match
after a finished one, or another game."""

from __future__ import annotations

from types import SimpleNamespace

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.ui.screens.results import ResultsShown, ResultsView


def _result():
    game = Game([PERSON_AT_TABLE, None], start="5H/2D4D/8C5C/QDAC6S 0 n C",
                players=["You", "Computer"])
    game.play("5H")
    return game.result()


def _outcome(over: bool):
    return SimpleNamespace(scores=[0, 12], match_over=over, match_loser=0 if over else None,
                           points=12)


def test_inside_a_match_the_button_says_next_game(window):
    view = ResultsView(window, ResultsShown(_result(), outcome=_outcome(False), match_to=100))
    assert view.play_again_button.text == "Next game"
    view = ResultsView(window, ResultsShown(_result(), outcome=_outcome(True), match_to=100))
    assert view.play_again_button.text == "New match"
    assert ResultsView(window, ResultsShown(_result())).play_again_button.text == "Play again"


def test_the_help_names_matched_and_verify(capsys):
    from dirty7.cli.play_command import build_parser

    text = build_parser().format_help()
    assert "matched" in text and "dirty7 verify" in text
