"""Strategy options, notation and moves from outside are checked, never obeyed.

A spec with an unbounded or non-finite option is a StrategyError (exit 2 on the command
line, for ``--difficulty`` and the tournament's A and B), and a saved game or a record
naming one is refused. Every malformed notation is a NotationError, and the engine's
checked entry points refuse anything that is not a legal move.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.ai.registry import StrategyError, create_strategy, parse_spec, validate_spec
from dirty7.cli import play_command as cli
from dirty7.cli import tournament_command as tournament
from dirty7.game.controller import Game
from dirty7.game.session import PlaySession
from dirty7.rules import (
    IllegalMoveError,
    NotationError,
    PlayerView,
    apply_move,
    deal,
    parse_move,
    parse_position,
)
from dirty7.store.savegame import SAVED_GAME_FILE

BAD_SPECS = [
    "hard:think_ms=100000000", "hard:think_ms=inf", "hard:think_ms=nan",
    "hard:iterations=1000000000", "hard:exploration=nan", "hard:exploration=-1",
    "hard:epsilon=inf", "hard:max_plies=99999999", "hard:think_ms=" + "9" * 5000,
    "medium:x=" + "1" * 300,
    # Matched's inner Hard is checked exactly as Hard is (it once ran with fallbacks)
    "matched:strength=1,think_ms=99999", "matched:iterations=1000000000",
    "matched:think_ms=nan", "matched:strength=0.5,iterations=0",
]


@pytest.mark.parametrize("spec", BAD_SPECS)
def test_a_bad_option_is_a_strategy_error(spec):
    with pytest.raises(StrategyError):
        validate_spec(spec)
    with pytest.raises(StrategyError):
        create_strategy(spec)


def test_the_documented_maxima_are_accepted():
    validate_spec("hard:think_ms=5000")
    validate_spec("hard:iterations=200000,exploration=100")
    assert parse_spec("x:a=1e3")[1] == {"a": 1000.0}


@pytest.mark.parametrize("spec", ["hard:think_ms=inf", "hard:iterations=1000000000",
                                  "matched:strength=1,think_ms=99999"])
def test_a_bad_option_on_the_command_line_is_exit_2(spec, capsys):
    with pytest.raises(SystemExit) as exited:
        cli.main(["--difficulty", spec])
    assert exited.value.code == 2
    assert "argument --difficulty" in capsys.readouterr().err
    for argv in ([spec, "medium"], ["medium", spec]):
        with pytest.raises(SystemExit) as exited:
            tournament.main([*argv, "--games", "2"])
        assert exited.value.code == 2


def _saved_game(data: Path) -> dict:
    session = PlaySession.start("medium", None, seed=11)
    assert session.save() is None
    return json.loads((data / SAVED_GAME_FILE).read_text())


@pytest.mark.parametrize("spec", ["hard:think_ms=100000000", "hard:exploration=nan"])
def test_a_saved_game_naming_a_bad_option_is_refused(spec):
    data = Path(os.environ["DIRTY7_DATA_DIR"])
    saved = _saved_game(data)
    saved["difficulty"] = spec
    (data / SAVED_GAME_FILE).write_text(json.dumps(saved))
    asked = []
    session, warning = PlaySession.resume(asked.append)
    assert session is None and asked == []
    assert "cannot be used" in warning and "could not be used" in warning


@pytest.mark.parametrize(("spec", "words"), [
    ("hard:think_ms=inf", "not a finite number"),
    ("matched:strength=1,think_ms=99999", "think_ms must be a number above 0 and at most 5000"),
])
def test_a_record_naming_a_bad_option_is_exit_2(spec, words, tmp_path, capsys):
    game = Game([None, None], seed=3)
    record = game.record.to_dict()
    record["players"] = ["human", spec]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SystemExit) as exited:
        cli.main(["--load", str(path)])
    err = capsys.readouterr().err
    assert exited.value.code == 2 and words in err.splitlines()[-1]


# --- notation and moves --------------------------------------------------------------------

TOKENS = ["2C", "3C", "7C", "5C", "JH", "10S", "TD", "/", "-", " ", "0", "1", "7:", "²",
          "8", "n", "a", "3", "C", "H", "٣", ">", "draw"]


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(max_size=40), st.lists(st.sampled_from(TOKENS), max_size=16)
                 .map("".join)))
def test_only_notation_errors_come_out_of_the_parsers(text):
    for parse in (parse_position, parse_move):
        try:
            parse(text)
        except NotationError:
            pass


def test_a_superscript_seven_count_is_a_notation_error():
    with pytest.raises(NotationError):
        parse_position("2C/3C/7C/5C 0 7:² C")


@pytest.mark.parametrize("move", [70, -1, None, 1.5, True, [], "7X", 10**30])
def test_the_checked_entry_points_refuse_what_is_not_a_move(move):
    game = Game([None, None], seed=3)
    before = str(game.position)
    with pytest.raises((NotationError, IllegalMoveError)):
        game.play(move)
    with pytest.raises((NotationError, IllegalMoveError)):
        apply_move(game.position, move)
    assert str(game.position) == before and game.record.moves == []


def test_the_view_as_data_round_trips_and_refuses_garbage():
    view = deal(5).view(0)
    data = json.loads(json.dumps(view.to_dict()))
    again = PlayerView.from_dict(data)
    assert again.to_dict() == data and again.hand == view.hand
    for key, bad in [("seat", True), ("phase", ""), ("hand", ["XX"]), ("ply", 10**12),
                     ("legal_moves", [7]), ("format", 2), ("waste", [])]:
        with pytest.raises(NotationError):
            PlayerView.from_dict({**data, key: bad})
