"""A mid-game snapshot (``dirty7.game.export.snapshot``) holds nothing its seat may not
know, at any point of any game; ``dirty7 verify`` and ``--load`` refuse it with the reason,
never a traceback."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.__main__ import main
from dirty7.ai.registry import create_strategy
from dirty7.cli import play_command as cli
from dirty7.game.controller import Game
from dirty7.game.export import export_snapshot, snapshot
from dirty7.game.record import SNAPSHOT_REFUSAL, GameRecord, RecordError
from dirty7.game.seal import draw_nonce
from dirty7.rules import Variant
from tests.support.hidden import leaks


def sealed_game(seed: int, moves: int, seven_stack: bool = False) -> Game:
    """A sealed game between two Easy seats, ``moves`` moves in (or over, if sooner)."""
    game = Game([create_strategy("easy", 1), create_strategy("easy", 2)], seed=seed,
                players=["easy", "easy"], seeds=[2 * seed, 2 * seed + 1], nonce=draw_nonce(),
                variant=Variant(seven_stack=seven_stack))
    while game.moves_played < moves and not game.is_over:
        game.play(game.choose())
    return game


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(10**8, 2**64 - 1), moves=st.integers(0, 120), seat=st.sampled_from([0, 1]),
       seven_stack=st.booleans())
def test_a_snapshot_shows_no_hidden_card_and_no_secret(seed, moves, seat, seven_stack):
    """At any move of any sealed game, from either seat (the stock recycled or not)."""
    game = sealed_game(seed, moves, seven_stack)
    data = snapshot(game.record, game.position, seat)
    text = json.dumps(data)
    assert leaks(data, text, game.position, seat, game.record) == []
    assert data["view"] == game.position.view(seat).to_dict()
    assert data["moves"] == game.record.moves


@pytest.fixture
def snapshot_file():
    game = sealed_game(123456789, 9)
    path, message = export_snapshot(game.record, game.position, 0)
    assert path is not None and message.startswith("Position exported to ")
    return path


def test_verify_refuses_a_snapshot_with_the_reason(snapshot_file, capsys):
    with pytest.raises(SystemExit) as exited:
        main(["verify", str(snapshot_file)])
    assert exited.value.code == 2
    err = capsys.readouterr().err.splitlines()[-1]
    assert err == f"dirty7 verify: error: {snapshot_file}: {SNAPSHOT_REFUSAL}"


def test_load_refuses_a_snapshot_with_the_reason(snapshot_file, capsys):
    with pytest.raises(SystemExit) as exited:
        cli.main(["--load", str(snapshot_file)])
    assert exited.value.code == 2
    err = capsys.readouterr().err.splitlines()[-1]
    assert err == f"dirty7: error: argument --load: {snapshot_file}: {SNAPSHOT_REFUSAL}"
    with pytest.raises(RecordError, match="mid-game snapshot"):
        GameRecord.load(snapshot_file)
