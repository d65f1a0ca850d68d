"""The facade's checked moves: :func:`apply_move` and its kin, with the error that names
an illegal move (re-exported by :mod:`dirty7.rules`)."""

from __future__ import annotations

from .events import Event
from .illegal import Refusal
from .moves import Move, as_move, format_move
from .notation import format_position
from .position import Position


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in the given position; the message says why."""

    def __init__(self, move: int, position: Position, reason: str) -> None:
        self.move = move
        self.position_text = format_position(position)
        self.reason = reason
        super().__init__(f"illegal move {format_move(move)} in {self.position_text}: {reason}")

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its fields: an error raised in a worker process (the computer's
        thinking, the review) comes back whole, where ``ValueError``'s own pickling would
        call ``__init__`` with the message alone and fail, breaking the worker pool."""
        return _rebuilt, (self.move, self.position_text, self.reason, str(self))


def _rebuilt(move: int, position_text: str, reason: str, message: str) -> IllegalMoveError:
    """An :class:`IllegalMoveError` from its pickled fields (no position to format)."""
    error = IllegalMoveError.__new__(IllegalMoveError)
    ValueError.__init__(error, message)
    error.move, error.position_text, error.reason = move, position_text, reason
    return error


def legal_moves(position: Position) -> list[Move]:
    """The legal moves of the player to move (empty when the game is over)."""
    return position.legal_moves()


def apply_move(position: Position, move: int | str) -> Position:
    """The position after ``move`` (a Move, its int, or its notation); ``position`` is kept.

    Raises :class:`IllegalMoveError` naming the move and the reason.
    """
    new, _ = apply_move_with_events(position, move)
    return new


def apply_move_with_events(position: Position, move: int | str
                           ) -> tuple[Position, list[Event]]:
    """Like :func:`apply_move`, also returning the events the move produced."""
    m = as_move(move)
    reason = position.explain_illegal(m)
    if reason is not None:
        raise IllegalMoveError(m, position, reason)
    new = position.copy()
    events: list[Event] = []
    new.push(m, events)
    return new, events


def explain_illegal(position: Position, move: int | str) -> Refusal | None:
    """A player-facing reason why ``move`` is illegal here, or None when it is legal."""
    return position.explain_illegal(move)


__all__ = ["IllegalMoveError", "apply_move", "apply_move_with_events", "explain_illegal",
           "legal_moves"]
