"""One game between two strategies as tournaments and self-play play it: seeded by its
index, seats and first move from the index, decision times measured, fallbacks counted.

Why a module of its own: the local and the Ray backend (:mod:`dirty7.arena.ray_cluster`) run
the same function, which is what makes their results identical for the same seed.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dirty7.game.controller import Game
from dirty7.game.seats.seat_factory import SeatSpec, strategy_for

DEFAULT_MOVE_LIMIT = 1000
#: One deal to play twice: (A, B, seed, deal, move limit, keep the game records).
DealJob = tuple[str, str, int, int, int, bool, float | None]


@dataclass
class TournamentGame:
    """One tournament game: who won (``"a"``, ``"b"`` or None for a draw) and what it cost
    (what the window shows after a game is :class:`dirty7.game.session.GameOutcome`)."""

    index: int
    winner: str | None
    moves: int
    times_ms: dict[str, list[float]]
    fallbacks: dict[str, list[str]]
    choice_ms: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    #: The game record (:meth:`dirty7.game.record.GameRecord.to_dict`), when asked for.
    record: dict[str, Any] | None = None


def play_game(a: str, b: str, seed: int, index: int,
              move_limit: int = DEFAULT_MOVE_LIMIT, keep_record: bool = False,
              time_limit_s: float | None = None) -> TournamentGame:
    """Game ``index``: deal ``seed + index // 2`` (modulo 2**64, so that a seed near the
    top never overflows mid-run); A sits in seat ``index % 2``.

    With ``keep_record`` the game's record comes back too, its players named by their specs.
    ``time_limit_s`` None gives each seat its own limit. A plugin plays from its own
    process, which is closed when the game ends.
    """
    deal_seed = (seed + index // 2) % 2**64  # a record's seed: from 0 to 2**64 - 1
    a_seat = index % 2
    seeds = {"a": (seed * 1_000_003 + index * 2) & 0x7FFFFFFF,
             "b": (seed * 1_000_003 + index * 2 + 1) & 0x7FFFFFFF}
    roles = ("a", "b") if a_seat == 0 else ("b", "a")
    players = {"a": strategy_for(SeatSpec(a, seeds["a"]), time_limit_s=time_limit_s)}
    try:
        players["b"] = strategy_for(SeatSpec(b, seeds["b"]), time_limit_s=time_limit_s)
        seats = [players[roles[0]], players[roles[1]]]
        names = [a if r == "a" else b for r in roles]
        game = Game(seats, seed=deal_seed, first=(index // 2) % 2, move_limit=move_limit,
                    players=names)
        times: dict[str, list[float]] = {"a": [], "b": []}
        choices: dict[str, list[float]] = {"a": [], "b": []}
        clock = time.perf_counter
        position = game.position
        while not game.is_over:
            role = roles[game.to_move]
            start = clock()
            move = game.choose()
            ms = (clock() - start) * 1000
            times[role].append(ms)
            if len(position.legal_moves()) > 1:
                choices[role].append(ms)
            game.play(move)
    finally:
        for player in players.values():
            player.close()
    result = game.result()
    winner = None if result.winner is None else roles[result.winner]
    fallbacks = {r: [f.reason for f in players[r].fallbacks] for r in ("a", "b")}
    record = game.record.to_dict() if keep_record else None
    return TournamentGame(index, winner, result.moves, times, fallbacks, choices, record)


def play_deals(batch: Sequence[DealJob]) -> list[TournamentGame]:
    """Each deal of ``batch`` played twice, the seats swapped (a task of either backend)."""
    return [play_game(a, b, seed, 2 * deal + k, move_limit, keep, limit)
            for a, b, seed, deal, move_limit, keep, limit in batch for k in (0, 1)]
