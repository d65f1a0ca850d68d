"""A finished game reviewed: Hard's estimate of your chance to win at each of your decisions.

Why window-free, and per decision: the review runs in background processes while the
review screen keeps drawing, so the work is cut into one job per decision of the player
(:func:`evaluate`), each a plain function of plain data (the record as a dict) that a
``spawn`` process can run. A job replays the game from the record, shows Hard the
player's view at every earlier decision (so its tracker has followed the game as the
player saw it, moves really played), and searches the decision itself. Only the player's
own views are read: the review judges what the player could know.

Why several seeds: one search's root values are Monte Carlo means, and a rarely visited
move's mean is noise (a pass seen in a dozen playouts "left you 18%" in one search and
50-60% in four others). So each decision is searched :data:`REVIEW_SEEDS` times with
independent seeds; the best move is the one they visited most, the chance to win is the
mean over them of its value, the gap is the mean over them of best minus played, and its
standard error is the larger of the spread between the searches and the playouts' own
binomial error. A move is flagged only when the gap is beyond noise:
``gap - 2 * SE >= COSTLY`` (:func:`beyond_noise`); the review's
``scripts/review_noise.py`` measures what that changes.
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import multiprocessing
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import fmean, stdev
from typing import TYPE_CHECKING, Any

from dirty7.ai.hard import HardStrategy
from dirty7.ai.lifeline import watch_parent
from dirty7.game.record import GameRecord
from dirty7.rules import MOVES, parse_move

if TYPE_CHECKING:
    from dirty7.ai.hard.search import SearchResult

#: A move that costs at least this much of the chance to win (beyond noise) is flagged.
COSTLY = 0.10
#: Hard's iterations per search of a reviewed decision (about a fifth of a second each).
REVIEW_ITERATIONS = 400
#: Independent searches per reviewed decision; their spread is the gap's noise.
REVIEW_SEEDS = (1, 2, 3)
#: How many standard errors the gap must clear above COSTLY to be flagged.
Z = 2.0


def beyond_noise(gap: float, se: float, threshold: float = COSTLY) -> bool:
    """Whether a cost of ``gap`` with standard error ``se`` is surely at least ``threshold``."""
    return gap - Z * se >= threshold


@dataclass(frozen=True)
class Judgement:
    """One decision of the player: what it played, what Hard valued best, and the cost."""

    ply: int           # index of the move in the record
    played: str        # the move in words
    played_value: float
    best: str
    best_value: float
    #: Standard error of the cost (0: a single noiseless estimate, as in old tests).
    cost_se: float = 0.0

    @property
    def chance(self) -> float:
        """Hard's estimate of the player's chance to win at this decision."""
        return self.best_value

    @property
    def cost(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    @property
    def flagged(self) -> bool:
        """Costly beyond noise: the cost's lower bound (cost - 2 SE) is at least COSTLY."""
        return self.played != self.best and beyond_noise(self.cost, self.cost_se)


def decisions(record: dict[str, Any], seat: int) -> list[int]:
    """Indices of the record's moves where ``seat`` had a choice (two or more moves)."""
    return [step.index for step in GameRecord.from_dict(record).steps()
            if step.seat == seat and len(step.before.legal_moves()) > 1]


def search_decision(record: dict[str, Any], seat: int, ply: int,
                    iterations: int = REVIEW_ITERATIONS, seed: int = 1) -> SearchResult:
    """One Hard search of move ``ply`` (one of :func:`decisions`) from ``seat``'s view."""
    hard = HardStrategy(seed=seed, iterations=iterations)
    for step in GameRecord.from_dict(record).steps():
        if step.index > ply:
            break
        if step.seat == seat:
            result = hard.evaluate(step.before.view(seat), int(step.move), judge=step.index == ply)
            if step.index == ply:
                if result is None:
                    break
                return result
    raise ValueError(f"move {ply} is not a decision of seat {seat}")


def binomial_se(result: SearchResult, move: int) -> float:
    """The playouts' own standard error of ``move``'s mean (a rarely seen move: large)."""
    n = result.visits.get(move, 0)
    v = result.values.get(move, 0.5)
    return math.sqrt(max(v * (1 - v), 0.05) / n) if n else 0.5


def judge(results: Sequence[SearchResult], played: int) -> tuple[int, float, float, float]:
    """Best move, its mean value, the played move's mean value and the cost's standard
    error, from independent searches ``results`` of one decision."""
    moves = set().union(*(r.values for r in results)) | {played}
    mean = {m: fmean(r.values.get(m, 0.0) for r in results) for m in moves}
    visits = {m: sum(r.visits.get(m, 0) for r in results) for m in moves}
    # The best move is the searches' choice (most visited), not the highest mean: a move
    # seen in a few lucky playouts would otherwise lift the chance to win (the maximum of
    # noisy means is biased upward) and name a "better" move no search chose.
    best = max(moves, key=lambda m: (visits[m], mean[m]))
    gaps = [r.values.get(best, 0.0) - r.values.get(played, 0.0) for r in results]
    k = len(results)
    spread = stdev(gaps) / math.sqrt(k) if k > 1 else 0.0
    within = math.sqrt(sum(binomial_se(r, best) ** 2 + binomial_se(r, played) ** 2
                           for r in results)) / k
    return best, mean[best], mean[played], max(spread, within)


def evaluate(record: dict[str, Any], seat: int, ply: int, iterations: int = REVIEW_ITERATIONS,
             seeds: tuple[int, ...] = REVIEW_SEEDS) -> Judgement:
    """Hard's judgement of move ``ply`` (one of :func:`decisions`) from ``seat``'s view,
    from one search per seed in ``seeds``."""
    results = [search_decision(record, seat, ply, iterations, s) for s in seeds]
    played = int(parse_move(GameRecord.from_dict(record).moves[ply]))
    best, best_value, played_value, se = judge(results, played)
    if best == played:
        best_value = played_value
    return Judgement(ply, MOVES[played].pretty(), played_value, MOVES[best].pretty(),
                     best_value, se)


def review_game(record: dict[str, Any], seat: int, iterations: int = REVIEW_ITERATIONS,
                seeds: tuple[int, ...] = REVIEW_SEEDS) -> list[Judgement]:
    """Every decision of ``seat`` judged, in this process (tests and scripts)."""
    return [evaluate(record, seat, ply, iterations, seeds) for ply in decisions(record, seat)]


class ReviewRun:
    """:func:`evaluate` for every decision in background processes (``spawn``).

    :meth:`poll` never blocks: it collects the finished judgements; ``done``/``total``
    drive a progress bar. :meth:`close` abandons what is left.
    """

    def __init__(self, record: dict[str, Any], seat: int, *,
                 iterations: int = REVIEW_ITERATIONS, seeds: tuple[int, ...] = REVIEW_SEEDS,
                 workers: int = 2) -> None:
        self.plies = decisions(record, seat)
        self.total = len(self.plies)
        self.judgements: dict[int, Judgement] = {}
        self.failed: str | None = None
        self._executor: cf.ProcessPoolExecutor | None = cf.ProcessPoolExecutor(
            max_workers=max(1, min(workers, self.total or 1)),
            mp_context=multiprocessing.get_context("spawn"), initializer=watch_parent)
        self._futures = {
            self._executor.submit(evaluate, record, seat, ply, iterations, seeds): ply
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


__all__ = ["COSTLY", "Judgement", "REVIEW_ITERATIONS", "REVIEW_SEEDS", "ReviewRun", "Z",
           "beyond_noise", "binomial_se", "decisions", "evaluate", "judge", "review_game",
           "search_decision"]
