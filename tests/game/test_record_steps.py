"""One replay: a record yields each of its moves once, as it was made (``GameRecord.steps``).

Why: verify, review, catch-up, the controller's resume and ``--load`` all walk a record's
moves; they walk it through one generator, so they agree on every position and event and
on the first move that does not replay.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dirty7.game.controller import PERSON_AT_TABLE, Game
from dirty7.game.record import GameRecord, RecordError, ReplayError
from dirty7.rules import (
    CardDrawn,
    CardPlayed,
    GameOver,
    NextTurn,
    format_position,
    parse_position,
)

SHORT = "AH9HJC/7DKC/5H/2S3S 0 n H"


def test_the_steps_of_a_short_game_are_what_each_move_did():
    """An Ace plays again, the 9♥ follows suit, seat 1 cannot match 9♥ and draws the 2♠,
    and a last Jack ends the game (naming no suit)."""
    record = GameRecord(start=SHORT, moves=["AH", "9h", "draw", "JC"])
    steps = list(record.steps())
    positions = [SHORT, "9HJC/7DKC/5HAH/2S3S 0 a H", "JC/7DKC/5HAH9H/2S3S 1 n H",
                 "JC/7DKC2S/5HAH9H/3S 0 n H", "-/7DKC2S/5HAH9HJC/3S 0 - C"]
    assert [s.index for s in steps] == [0, 1, 2, 3]
    assert [s.seat for s in steps] == [0, 0, 1, 0]
    assert [str(s.move) for s in steps] == ["AH", "9H", "draw", "JC"]
    assert [s.before for s in steps] == [parse_position(p) for p in positions[:-1]]
    assert [s.after for s in steps] == [parse_position(p) for p in positions[1:]]
    card = {str(e.card): e.card for s in steps for e in s.events if hasattr(e, "card")}
    assert [s.events for s in steps] == [
        (CardPlayed(0, card["AH"]), NextTurn(0, "a", 1)),
        (CardPlayed(0, card["9H"]), NextTurn(1, "n", 1)),
        (CardDrawn(1, card["2S"], False), NextTurn(0, "n", 1)),
        (CardPlayed(0, card["JC"]), GameOver(0)),
    ]
    assert record.replay() == parse_position(positions[-1])


def test_each_step_has_positions_of_its_own():
    """A reader may keep every ``after`` (the review screen does): the walk changes none."""
    record = GameRecord(start=SHORT, moves=["AH", "9H", "draw", "JC"])
    steps = list(record.steps())
    assert all(a.after is b.before for a, b in zip(steps, steps[1:], strict=False))
    assert len({id(s.before) for s in steps}) == len(steps)
    assert format_position(steps[0].before) == format_position(parse_position(SHORT))


@pytest.mark.parametrize("moves, index, notation, over", [
    (["AH", "7X"], 1, True, False),      # not a move at all
    (["AH", "draw"], 1, False, False),   # the rules forbid it: seat 0 has a card to play
    (["AH", "9H", "draw", "JC", "KC"], 4, False, True),  # after the end
])
def test_the_walk_stops_at_the_first_move_that_does_not_replay(moves, index, notation, over):
    record = GameRecord(start=SHORT, moves=moves)
    walked = []
    with pytest.raises(ReplayError) as caught:
        walked.extend(s.index for s in record.steps())
    assert walked == list(range(index))
    error = caught.value
    assert isinstance(error, RecordError)
    assert (error.index, error.text, error.notation, error.over) == (index, moves[index],
                                                                     notation, over)
    assert str(error).startswith(f"move {index + 1} ({moves[index]!r}) does not replay: ")


def _random_game(seed: int, choices: int, limit: int) -> Game:
    rng = random.Random(choices)
    game = Game([PERSON_AT_TABLE, PERSON_AT_TABLE], seed=seed, first=choices % 2, move_limit=limit)
    while not game.is_over:
        game.play(rng.choice(game.view(game.to_move).legal_moves))
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1), choices=st.integers(0, 2**32), limit=st.integers(0, 250))
def test_replaying_the_steps_of_a_random_game_reproduces_it(seed, choices, limit):
    game = _random_game(seed, choices, limit)
    record = GameRecord.from_json(game.record.to_json())
    steps = list(record.steps())
    assert [str(s.move) for s in steps] == game.record.moves
    assert [(s.seat, s.move, list(s.events)) for s in steps] == game.history
    position = record.initial_position()
    for step in steps:
        assert step.before == position and step.seat == position.to_move
        position = position.copy()
        position.push(step.move)
        assert step.after == position
    assert position == game.position == record.replay()
    again = Game.from_record(record, [PERSON_AT_TABLE, PERSON_AT_TABLE])
    assert again.position == game.position and again.history == game.history


# --- every walk is that one -----------------------------------------------------------
PACKAGE = Path(__file__).resolve().parents[2] / "dirty7"
#: Walks of their own still to fold in (each named must still walk: then it leaves). The
#: last, ``game/table/past_why.py``'s, now asks ``catchup.seat_steps``.
OWN_WALKS: set[str] = set()


def _walks_moves(tree: ast.AST) -> bool:
    """A ``for`` over ``<something>.moves`` (plain, enumerated or sliced) of a record."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.For):
            continue
        target = node.iter
        if isinstance(target, ast.Call) and getattr(target.func, "id", "") == "enumerate":
            target = target.args[0]
        if isinstance(target, ast.Subscript):
            target = target.value
        if (isinstance(target, ast.Attribute) and target.attr == "moves"
                and "rec" in ast.unparse(target.value)):
            return True
    return False


def test_no_module_walks_a_records_moves_by_itself():
    walkers = {str(p.relative_to(PACKAGE)) for p in sorted(PACKAGE.rglob("*.py"))
               if p.name != "record.py" and _walks_moves(ast.parse(p.read_text("utf-8")))}
    assert walkers == OWN_WALKS
