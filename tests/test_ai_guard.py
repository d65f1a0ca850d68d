"""Failures never crash a game: raising, stalling and illegal answers fall back to Medium."""

from __future__ import annotations

import logging
import time

import pytest

from dirty7.ai.guard import FallbackReport, GuardedStrategy, as_legal_move
from dirty7.ai.medium import MediumStrategy
from dirty7.game.controller import Game
from dirty7.rules import DRAW_MOVE, MOVES, PASS_MOVE, parse_position

START = "5H9C3HKH/KDQD/3S/4C2C 0 n S"  # seat 0 may play 3H; nothing else matches


class Raises:
    label, description = "Raises", "Always raises."

    def choose(self, view):
        raise RuntimeError("boom")


class Stalls:
    def choose(self, view):
        time.sleep(1.0)
        return view.legal_moves[0]


class Answers:
    def __init__(self, answer):
        self.answer = answer
        self.calls = 0

    def choose(self, view):
        self.calls += 1
        return self.answer(view)


class Mutates:
    """Tries to make an illegal move look legal by editing the view it was given."""

    def choose(self, view):
        view.legal_moves.append(MOVES[0])
        return MOVES[0]


def _view():
    return parse_position(START).view(0)


@pytest.mark.parametrize("strategy, reason", [
    (Raises(), "raised RuntimeError: boom"),
    (Stalls(), "no move within 0.05 s"),
    (Answers(lambda v: "KD"), "not a legal move"),
    (Answers(lambda v: None), "not a legal move"),
    (Answers(lambda v: 9999), "not a legal move"),
    (Answers(lambda v: True), "not a legal move"),
    (Mutates(), "not a legal move"),
], ids=["raises", "stalls", "wrong-card", "none", "out-of-range", "bool", "mutates-view"])
def test_each_failure_falls_back_to_medium_logs_and_reports(strategy, reason, caplog):
    seen = []
    guard = GuardedStrategy(strategy, name="plugin", seed=3, time_limit_s=0.05,
                            on_fallback=seen.append)
    view = _view()
    with caplog.at_level(logging.WARNING, logger="dirty7.ai"):
        move = guard.choose(view)
    assert move == MediumStrategy().choose(_view()) and move in view.legal_moves
    assert len(seen) == 1 and isinstance(seen[0], FallbackReport) and reason in seen[0].reason
    assert guard.fallbacks == seen and guard.failed
    assert "plugin" in caplog.text and reason in caplog.text


def test_medium_keeps_playing_for_the_rest_of_the_game():
    plugin = Answers(lambda v: "pass")
    guard = GuardedStrategy(plugin, name="plugin", seed=0)
    game = Game([guard, MediumStrategy()], seed=7, move_limit=400)
    reports = []
    game.on_fallback = lambda seat, report: reports.append((seat, report))
    result = game.run()
    assert result.moves > 2 and plugin.calls == 1
    assert len(guard.fallbacks) == 1 and reports == game.fallbacks == [(0, guard.fallbacks[0])]


@pytest.mark.parametrize("answer", [lambda v: v.legal_moves[0], lambda v: int(v.legal_moves[0]),
                                    lambda v: str(v.legal_moves[0]).lower()])
def test_moves_ints_and_notation_are_accepted(answer):
    guard = GuardedStrategy(Answers(answer), name="plugin", seed=0, time_limit_s=5)
    assert guard.choose(_view()) == _view().legal_moves[0]
    assert not guard.fallbacks


def test_as_legal_move():
    legal = [MOVES[28], PASS_MOVE]
    assert as_legal_move("3h", legal) is MOVES[28]
    assert as_legal_move(69, legal) is PASS_MOVE
    assert as_legal_move(DRAW_MOVE, legal) is None
    assert as_legal_move("nonsense", legal) is None
    assert as_legal_move(15.0, legal) is None


def test_label_and_description_pass_through():
    guard = GuardedStrategy(Raises(), name="raiser", seed=0)
    assert (guard.name, guard.label, guard.description) == ("raiser", "Raises", "Always raises.")
