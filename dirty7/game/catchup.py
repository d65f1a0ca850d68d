"""Catch-up: show a computer seat created mid-game the views it would have had.

Why: a game resumed from a save or opened with ``--load`` creates a new strategy instance
for each computer seat, but Hard remembers evidence across its turns (its opponent model).
Without its earlier views it would play differently from the one continuous instance that
``dirty7 verify`` re-runs from the start, and the record would not verify. Each earlier
view of the seat is rebuilt by replaying the record and given, with the move played from
it, to the strategy's optional ``observe(view, played)`` (no search: dirty7.ai.protocol).
Every built-in level whose choices depend on what it was shown has it (Hard, Matched, and
Easy, which draws from its generator as it would have); strategies without it (Medium,
plugins) are skipped.
"""

from __future__ import annotations

from typing import Any

from dirty7.game.record import GameRecord, Step
from dirty7.rules import PlayerView


def seat_steps(record: GameRecord, seat: int) -> list[Step]:
    """Every step ``seat`` made in ``record``, in order (from the one replay,
    :meth:`GameRecord.steps`)."""
    return [step for step in record.steps() if step.seat == seat]


def history_of(steps: list[Step], seat: int) -> list[tuple[PlayerView, int]]:
    """The views ``seat`` decided from in ``steps`` (its own), with the move it played."""
    return [(step.before.view(seat), int(step.move)) for step in steps]


def seat_history(record: GameRecord, seat: int) -> list[tuple[PlayerView, int]]:
    """Every view ``seat`` decided from in ``record``, with the move it played (in order)."""
    return history_of(seat_steps(record, seat), seat)


def catch_up(strategy: Any, history: list[tuple[PlayerView, int]]) -> int:
    """Show ``strategy`` its earlier decisions; how many it was shown (0 without ``observe``)."""
    observe = getattr(strategy, "observe", None)
    if observe is None:
        return 0
    for view, played in history:
        observe(view, played)
    return len(history)


__all__ = ["catch_up", "history_of", "seat_history", "seat_steps"]
