"""A finished game reviewed: Hard's estimate of your chance to win at each of your decisions.

Why window-free, and per decision: the review runs in background processes while the
review screen keeps drawing, so the work is cut into one job per decision of the player
(:func:`evaluate`), each a plain function of plain data (the record as a dict) that a
``spawn`` process can run. A job replays the game from the record, shows Hard the
player's view at every earlier decision (so its tracker has followed the game as the
player saw it, moves really played), and searches the decision itself: the best root
value is the chance to win there, and a move whose value is at least
:data:`COSTLY` below the best one is flagged with the better move. Only the player's own
views are read: the review judges what the player could know.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
from dataclasses import dataclass
from typing import Any

from dirty7.ai.hard import HardStrategy
from dirty7.ai.lifeline import watch_parent
from dirty7.game.record import GameRecord
from dirty7.rules import MOVES, apply_move, parse_move

#: A move that costs at least this much of the chance to win is flagged.
COSTLY = 0.10
#: Hard's iterations per reviewed decision (about a third of a second each).
REVIEW_ITERATIONS = 600


@dataclass(frozen=True)
class Judgement:
    """One decision of the player: what it played, what Hard valued best, and the cost."""

    ply: int           # index of the move in the record
    played: str        # the move in words
    played_value: float
    best: str
    best_value: float

    @property
    def chance(self) -> float:
        """Hard's estimate of the player's chance to win at this decision."""
        return self.best_value

    @property
    def cost(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    @property
    def flagged(self) -> bool:
        return self.played != self.best and self.cost >= COSTLY


def decisions(record: dict[str, Any], seat: int) -> list[int]:
    """Indices of the record's moves where ``seat`` had a choice (two or more moves)."""
    rec = GameRecord.from_dict(record)
    position = rec.initial_position()
    found = []
    for i, text in enumerate(rec.moves):
        if position.to_move == seat and len(position.legal_moves()) > 1:
            found.append(i)
        position = apply_move(position, parse_move(text))
    return found


def evaluate(record: dict[str, Any], seat: int, ply: int, iterations: int = REVIEW_ITERATIONS,
             seed: int = 1) -> Judgement:
    """Hard's judgement of move ``ply`` (one of :func:`decisions`) from ``seat``'s view."""
    rec = GameRecord.from_dict(record)
    position = rec.initial_position()
    hard = HardStrategy(seed=seed, iterations=iterations)
    result = None
    for i, text in enumerate(rec.moves[:ply + 1]):
        move = parse_move(text)
        if position.to_move == seat:
            result = hard.evaluate(position.view(seat), int(move), judge=i == ply)
            if i == ply:
                break
        position = apply_move(position, move)
    if result is None:
        raise ValueError(f"move {ply} is not a decision of seat {seat}")
    played = int(parse_move(rec.moves[ply]))
    best = max(result.values, key=lambda m: (result.values[m], result.visits.get(m, 0)))
    return Judgement(ply, MOVES[played].pretty(), result.values.get(played, 0.0),
                     MOVES[best].pretty(), result.values[best])


def review_game(record: dict[str, Any], seat: int, iterations: int = REVIEW_ITERATIONS
                ) -> list[Judgement]:
    """Every decision of ``seat`` judged, in this process (tests and scripts)."""
    return [evaluate(record, seat, ply, iterations) for ply in decisions(record, seat)]


class ReviewRun:
    """:func:`evaluate` for every decision in background processes (``spawn``).

    :meth:`poll` never blocks: it collects the finished judgements; ``done``/``total``
    drive a progress bar. :meth:`close` abandons what is left.
    """

    def __init__(self, record: dict[str, Any], seat: int, *,
                 iterations: int = REVIEW_ITERATIONS, workers: int = 2) -> None:
        self.plies = decisions(record, seat)
        self.total = len(self.plies)
        self.judgements: dict[int, Judgement] = {}
        self.failed: str | None = None
        self._executor = cf.ProcessPoolExecutor(
            max_workers=max(1, min(workers, self.total or 1)),
            mp_context=multiprocessing.get_context("spawn"), initializer=watch_parent)
        self._futures = {self._executor.submit(evaluate, record, seat, ply, iterations): ply
                         for ply in self.plies}

    @property
    def done(self) -> int:
        return len(self.judgements)

    @property
    def finished(self) -> bool:
        return self.done == self.total or self.failed is not None

    def poll(self) -> bool:
        """Collect finished judgements; True when something new arrived."""
        new = False
        for future in [f for f in self._futures if f.done()]:
            ply = self._futures.pop(future)
            try:
                self.judgements[ply] = future.result()
                new = True
            except Exception as exc:  # noqa: BLE001 - a failed job ends the review, not the app
                self.failed = f"{type(exc).__name__}: {exc}"
        if self.finished:
            self.close()
        return new

    def wait(self, timeout: float | None = None) -> None:
        """Block until every job is done (tests and scripts only)."""
        cf.wait(list(self._futures), timeout=timeout)
        self.poll()

    def close(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


__all__ = ["COSTLY", "Judgement", "REVIEW_ITERATIONS", "ReviewRun", "decisions", "evaluate",
           "review_game"]
