"""The results' Export says where the record went in the player's language (the command
line's ``--export`` and the friend table say it so too)."""

from __future__ import annotations

from dirty7.ai.registry import create_strategy
from dirty7.game.controller import Game
from dirty7.game.export import export_finished
from dirty7.i18n import set_language


def test_the_results_export_says_where_in_the_players_language():
    game = Game([create_strategy("easy", 1), create_strategy("easy", 2)], seed=3)
    set_language("de")
    try:
        path, said = export_finished(game.record)
    finally:
        set_language("en")
    assert path is not None and said == f"Spiel exportiert nach {path}", said
