"""Seat-balanced games between two strategies, and their statistics (the library of
``dirty7 tournament`` and ``dirty7 selfplay``; their command lines are in ``dirty7.cli``).

Why seat-balanced: the deal and who starts matter a lot in a shedding game, so every deal
is played twice with A and B swapping seats (and so hands and the first move); luck then
cancels out in pairs. Games are independent and seeded by their index, so the outcome
does not depend on ``--jobs`` (one worker process per core unless told otherwise) nor on
``--backend`` (this machine's processes, or Ray tasks: :mod:`dirty7.arena.ray_cluster`); only
decision times do. Each strategy is wrapped in the
same guard as in the game, so a failing or late strategy is replaced by Medium and
counted; a plugin plays each game from its own process (started for the game), the
built-in levels play in the worker itself, at full speed.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from dirty7.ai.lifeline import watch_parent
from dirty7.ai.registry import validate_spec
from dirty7.arena.deals import DEFAULT_MOVE_LIMIT, DealJob, deal_jobs
from dirty7.arena.duel import TournamentGame, play_deals
from dirty7.arena.progress import wilson_interval
from dirty7.rules import variant_named

#: Where games run: this machine's processes, or Ray tasks (dirty7.arena.ray_cluster).
BACKENDS = ("local", "ray")


def default_jobs() -> int:
    """One worker process per core: games are independent and CPU-bound."""
    return os.cpu_count() or 1


@dataclass
class TournamentResult:
    """Every game of a tournament and the statistics the CLI prints."""

    a: str
    b: str
    seed: int
    outcomes: list[TournamentGame] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.outcomes)

    def count(self, who: str | None) -> int:
        return sum(o.winner == who for o in self.outcomes)

    def keys(self) -> tuple[str, str]:
        """Names for per-strategy figures: the specs, told apart when they are the same."""
        if self.a == self.b:
            return f"{self.a} (A)", f"{self.b} (B)"
        return self.a, self.b

    def summary(self) -> dict[str, Any]:
        games = self.games
        a_wins, b_wins, draws = self.count("a"), self.count("b"), self.count(None)
        key_a, key_b = self.keys()
        decision_ms = {}
        fallbacks = {}
        reasons = {}
        for role, key in (("a", key_a), ("b", key_b)):
            times = sorted(t for o in self.outcomes for t in o.times_ms[role])
            choices = sorted(t for o in self.outcomes for t in o.choice_ms[role])
            decision_ms[key] = {
                "p50": round(percentile(times, 50), 3),
                "p95": round(percentile(times, 95), 3),
                "mean": round(sum(times) / len(times), 3) if times else 0.0,
                "max": round(times[-1], 3) if times else 0.0,
                "decisions": len(times),
                # Only the decisions with a real choice (two or more legal moves).
                "choice_p50": round(percentile(choices, 50), 3),
                "choice_p95": round(percentile(choices, 95), 3),
                "choices": len(choices),
            }
            failed = [r for o in self.outcomes for r in o.fallbacks[role]]
            fallbacks[key] = len(failed)
            if failed:
                reasons[key] = sorted(set(failed))[:5]
        low, high = wilson_interval(a_wins, games)
        return {
            "a": self.a,
            "b": self.b,
            "seed": self.seed,
            "games": games,
            "a_wins": a_wins,
            "b_wins": b_wins,
            "draws": draws,
            "a_win_rate": round(a_wins / games, 4) if games else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "moves_per_game": round(sum(o.moves for o in self.outcomes) / games, 2)
            if games else 0.0,
            "decision_ms": decision_ms,
            "fallbacks": fallbacks,
            "fallback_reasons": reasons,
        }


def percentile(sorted_values: list[float], q: float) -> float:
    """The ``q``-th percentile by linear interpolation (0 for no values)."""
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q / 100
    lo = math.floor(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def _local_games(jobs: Iterable[DealJob], workers: int) -> Iterator[list[TournamentGame]]:
    """The games of ``jobs`` on this machine: here, or over ``workers`` processes.

    ``jobs`` may be endless: the pool's feeder thread takes them one by one, and it
    waits while the pipe to the workers is full."""
    if workers <= 1:
        for job in jobs:
            yield play_deals([job])
        return
    # Each worker ends when this process does, however it ends (see dirty7.ai.lifeline).
    pool = multiprocessing.get_context().Pool(workers, initializer=watch_parent)
    try:
        yield from pool.imap_unordered(play_deals, ([job] for job in jobs))
    finally:
        pool.terminate()
        pool.join()


def play_games(a: str, b: str, games: int, seed: int = 1, jobs: int = 1,
               move_limit: int = DEFAULT_MOVE_LIMIT, *, backend: str = "local",
               address: str | None = None, keep_records: bool = False,
               time_limit_s: float | None = None, rules: str = "dirty-seven"
               ) -> Iterator[list[TournamentGame]]:
    """``games`` (even) games of A against B over ``jobs`` workers, in batches as they end.

    No more workers start than there are deals to play (each plays a deal twice). The Ray
    backend (``address``: an existing cluster, else a local Ray) is imported only here.
    """
    if games <= 0 or games % 2:
        raise ValueError("games must be a positive even number")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; known: {', '.join(BACKENDS)}")
    for spec in (a, b):
        validate_spec(spec)  # fail early, in this process, on a bad spec
    variant_named(rules)  # fail early on an unknown rule set
    work = deal_jobs(a, b, games, seed, move_limit, keep_records, time_limit_s, rules)
    jobs = min(jobs, games // 2)
    if backend == "ray":
        from dirty7.arena.ray_cluster import ray_games

        return ray_games(work, jobs, address, deals=games // 2)
    return _local_games(work, jobs)


def run_tournament(a: str, b: str, games: int, seed: int = 1, jobs: int = 1,
                   move_limit: int = DEFAULT_MOVE_LIMIT,
                   progress: Callable[[list[TournamentGame]], None] | None = None, *,
                   backend: str = "local", address: str | None = None,
                   time_limit_s: float | None = None, rules: str = "dirty-seven"
                   ) -> TournamentResult:
    """Play ``games`` (even) games of A against B (see :func:`play_games`); ``progress``
    is told each batch of finished games. ``time_limit_s`` None gives each seat its own
    limit (tests pass a short one)."""
    batches = play_games(a, b, games, seed, jobs, move_limit, backend=backend,
                         address=address, time_limit_s=time_limit_s, rules=rules)
    return collect(TournamentResult(a, b, seed), batches, progress)


def collect(result: TournamentResult, batches: Iterable[list[TournamentGame]],
            progress: Callable[[list[TournamentGame]], None] | None = None
            ) -> TournamentResult:
    """``result`` with every game of ``batches``, in game order."""
    for batch in batches:
        result.outcomes.extend(batch)
        if progress is not None:
            progress(batch)
    result.outcomes.sort(key=lambda o: o.index)
    return result


__all__ = ["BACKENDS", "TournamentResult", "collect", "default_jobs", "percentile",
           "play_games", "run_tournament"]
