"""One game between two strategies as tournaments and self-play play it: seeded by its
index (:func:`dirty7.arena.deals.game_seeds`), decision times measured, fallbacks counted.

Why a module of its own: the local and the Ray backend (:mod:`dirty7.arena.ray_cluster`) run
the same function, which is what makes their results identical for the same seed.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dirty7.arena.deals import DEFAULT_MOVE_LIMIT, DealJob, GameSeeds, game_seeds
from dirty7.game.controller import Game
from dirty7.game.seats.seat_factory import PlayerSpec, strategy_for
from dirty7.rules import variant_named


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
    #: The game record (:meth:`dirty7.game.record.GameRecord.to_dict`), when asked for: its
    #: players named by their specs, with their seeds, so that ``dirty7 verify`` re-runs it.
    record: dict[str, Any] | None = None


def build_seats(a: str, b: str, seeds: GameSeeds,
                time_limit_s: float | None = None) -> dict[str, Any]:
    """A's and B's guarded seats (``"a"``, ``"b"``): the one place a run builds its players.

    A failing strategy is replaced by Medium and reported (dirty7.ai.guard); a plugin plays
    from its own process (both built by the game's one seat factory). If B cannot be built,
    A's seat is closed.
    """
    players = {"a": strategy_for(PlayerSpec(a, seeds.a_seed), time_limit_s=time_limit_s)}
    try:
        players["b"] = strategy_for(PlayerSpec(b, seeds.b_seed), time_limit_s=time_limit_s)
    except BaseException:
        players["a"].close()
        raise
    return players


def play_game(a: str, b: str, seed: int, index: int,
              move_limit: int = DEFAULT_MOVE_LIMIT, keep_record: bool = False,
              time_limit_s: float | None = None, rules: str = "dirty-seven"
              ) -> TournamentGame:
    """Game ``index`` of the run seeded ``seed``: its deal, first player, seats and players'
    seeds are :func:`~dirty7.arena.deals.game_seeds`'s.

    With ``keep_record`` the game's record comes back too, its players named by their specs
    and seeds. ``time_limit_s`` None gives each seat its own limit. A plugin plays from its
    own process, which is closed when the game ends. ``rules`` names the rule set played
    (a preset or a code).
    """
    seeds = game_seeds(seed, index)
    roles = ("a", "b") if seeds.a_seat == 0 else ("b", "a")
    players = build_seats(a, b, seeds, time_limit_s)
    try:
        game = Game([players[roles[0]], players[roles[1]]], seed=seeds.deal, first=seeds.first,
                    move_limit=move_limit, players=[a if r == "a" else b for r in roles],
                    seeds=seeds.seat_seeds(), variant=variant_named(rules))
        times, choices = _play_timed(game, roles)
    finally:
        for player in players.values():
            player.close()
    result = game.result()
    winner = None if result.winner is None else roles[result.winner]
    fallbacks = {r: [f.reason for f in players[r].fallbacks] for r in ("a", "b")}
    record = game.record.to_dict() if keep_record else None
    return TournamentGame(index, winner, result.moves, times, fallbacks, choices, record)


def _play_timed(game: Game, roles: tuple[str, str]
                ) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Play ``game`` to its end; each role's decision times (ms), and those with a choice."""
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
    return times, choices


def play_deals(batch: Sequence[DealJob]) -> list[TournamentGame]:
    """Each deal of ``batch`` played twice, the seats swapped (a task of either backend)."""
    return [play_game(job.a, job.b, job.seed, index, job.move_limit, job.keep_records,
                      job.time_limit_s, job.rules)
            for job in batch for index in job.games]


__all__ = ["DEFAULT_MOVE_LIMIT", "DealJob", "TournamentGame", "build_seats", "play_deals",
           "play_game"]
