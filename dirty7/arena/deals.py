"""The deals of a run of many games, and the one rule that seeds each of its games.

Why one rule: a tournament's or self-play's game ``index`` must be the same game on any
backend and with any number of workers, and a self-play record must name the seeds its
players had, so that ``dirty7 verify`` can re-create them. So every seed of a game — the
deal's and each player's — comes from :func:`game_seeds`, all of them 64-bit numbers as a
record holds them, the players' by the table's own rule
(:func:`dirty7.game.players.strategy_seed`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from dirty7.game.players import SEED_LIMIT, strategy_seed

#: Moves after which a game of a run is a draw, unless told otherwise.
DEFAULT_MOVE_LIMIT = 1000


@dataclass(frozen=True)
class DealJob:
    """One deal to play twice, the seats swapped: a task of either backend (picklable)."""

    a: str
    b: str
    #: The run's seed (``--seed``); the deal's own seeds follow from it by :func:`game_seeds`.
    seed: int
    #: Which deal of the run (its games are ``2 * deal`` and ``2 * deal + 1``).
    deal: int
    move_limit: int = DEFAULT_MOVE_LIMIT
    #: Send each game's record back (self-play), not only its result.
    keep_records: bool = False
    #: Each seat's time limit in seconds; None: the seat's own.
    time_limit_s: float | None = None
    #: The rule set: a preset's name or a rules code (``dirty7.rules.variant_named``).
    rules: str = "dirty-seven"

    @property
    def games(self) -> tuple[int, int]:
        """The indices of the deal's two games."""
        return 2 * self.deal, 2 * self.deal + 1


@dataclass(frozen=True)
class GameSeeds:
    """Every seed of one game of a run, and where A sits."""

    #: The deal number (what the record calls ``seed``).
    deal: int
    #: The seat that moves first.
    first: int
    #: A's seat; B sits in the other.
    a_seat: int
    a_seed: int
    b_seed: int

    def seat_seeds(self) -> list[int | None]:
        """The players' seeds by seat (what the record keeps beside their specs)."""
        return [self.a_seed, self.b_seed] if self.a_seat == 0 else [self.b_seed, self.a_seed]


def game_seeds(seed: int, index: int) -> GameSeeds:
    """Game ``index`` of the run seeded ``seed``: deal ``seed + index // 2`` (modulo 2**64,
    so that a seed near the top never overflows mid-run), started by seat 0 in the run's
    even deals and seat 1 in its odd ones, A in seat ``index % 2``; each player's seed is
    the table's rule applied to ``seed + index``, so that the two games of a deal differ.
    """
    deal = (seed + index // 2) % SEED_LIMIT
    game = (seed + index) % SEED_LIMIT
    return GameSeeds(deal=deal, first=(index // 2) % 2, a_seat=index % 2,
                     a_seed=strategy_seed(game, 0), b_seed=strategy_seed(game, 1))


def deal_jobs(a: str, b: str, games: int, seed: int, move_limit: int = DEFAULT_MOVE_LIMIT,
              keep_records: bool = False,
              time_limit_s: float | None = None, rules: str = "dirty-seven"
              ) -> Iterator[DealJob]:
    """The deals to play, one at a time (a run of 10**12 games holds none in advance)."""
    for deal in range(games // 2):
        yield DealJob(a, b, seed, deal, move_limit, keep_records, time_limit_s, rules)


__all__ = ["DEFAULT_MOVE_LIMIT", "DealJob", "GameSeeds", "deal_jobs", "game_seeds"]
