"""Self-play: computer-vs-computer games kept as game records, one JSON object a line.

Why: fitting Hard's models (a value for cut-off playouts, the opponent's likely hands) needs
many whole games, and a game record (:mod:`dirty7.game.record`, the format of the game's
export) is enough to rebuild every position of one. Each line is one record
(``GameRecord.to_dict()``, its players named by their strategy specs, with the seeds they
were created with, so that ``dirty7 verify FILE.jsonl`` re-runs every line). The games are
those of a tournament with the same arguments (:func:`dirty7.arena.tournament.play_games`:
every deal twice with the seats swapped, on this machine or on Ray), written in game order,
so the same seed gives the same file whatever the backend or the number of workers.
The command line, with its temporary file renamed over ``--out``, is
:mod:`dirty7.cli.selfplay_command`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import IO

from dirty7.arena.duel import TournamentGame


class InOrderWriter:
    """Writes games in index order although batches finish in any order."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream
        self.waiting: dict[int, TournamentGame] = {}
        self.next = 0

    def add(self, games: list[TournamentGame]) -> None:
        self.waiting.update((g.index, g) for g in games)
        while self.next in self.waiting:
            game = self.waiting.pop(self.next)
            self.stream.write(json.dumps(game.record, separators=(",", ":")) + "\n")
            self.next += 1
        self.stream.flush()


def write_records(stream: IO[str], batches: Iterable[list[TournamentGame]],
                  on_batch: Callable[[list[TournamentGame]], None] | None = None
                  ) -> dict[str | None, int]:
    """Write every game of ``batches`` (played with ``keep_records``) into ``stream`` in
    game order; ``on_batch`` is told each batch. The wins of each side (None: draws)."""
    wins: dict[str | None, int] = {"a": 0, "b": 0, None: 0}
    writer = InOrderWriter(stream)
    for batch in batches:
        writer.add(batch)
        if on_batch is not None:
            on_batch(batch)
        for game in batch:
            wins[game.winner] += 1
    return wins


__all__ = ["InOrderWriter", "write_records"]
