"""A seat at a game: asked for a move, it answers later.

Why one protocol: the table must never wait for a player, whoever it is — the person at
the window (their moves come from the table's intents), a built-in level thinking on a
worker (:class:`~dirty7.game.seats.computer_seat.ComputerSeat`), a plugin in its own
process (the same seat: the AI guard starts the plugin's process and plays Medium if it
fails), and later a friend at the other end of a connection. All of them are driven the
same way by the table's flow:

- :meth:`Seat.request` — it is this seat's turn; ``view`` is what it may know. The answer
  is not to come before ``min_delay`` seconds (the table's visible pause).
- :meth:`Seat.poll` — once a frame: the move when it is there, else None. Never blocks.
  An answer may arrive from outside at any moment (a person, a connection); the seat
  keeps it until polled.
- :meth:`Seat.wait` — block at most ``timeout`` seconds for the answer (at instant
  speed a quick strategy answers within the frame that asked; tests and benchmarks).
- :meth:`Seat.cancel` — the request is void (the game was left, the player moved for it).
- :meth:`Seat.catch_up` — a seat made mid-game (a resumed or loaded game) is first shown
  its earlier views and moves, so that it plays on as one that played from the start.
- :meth:`Seat.take_reports` — fallback reports not yet shown (a failing or silent player
  replaced, so that the record can say who made the moves: ``replaced``).
- :meth:`Seat.close` — the game is over or left: stop whatever runs for this seat.

And what the table asks of every seat besides, so that nothing is probed by name:

- :attr:`Seat.at_table` — its moves come from a person at this table (the table's intents).
- :attr:`Seat.person` — a person plays it, here or at the other end of a connection (Why?
  has nothing to explain).
- :attr:`Seat.decided`, :attr:`Seat.can_rewind`, :meth:`Seat.rewind` — the take-back
  (dirty7.game.table.take_back): whether the open request's answer is chosen (then it is
  too late), and whether the request can be forgotten with no trace. A seat that can never
  forget one (a script, a friend) takes these from :class:`CannotRewind`.

A remote seat fits without changing the flow: ``request`` sends the view, the answer lands
in the seat whenever the connection delivers it, a broken or silent connection becomes a
fallback report (and a stand-in's moves), and ``close`` hangs up.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from dirty7.ai.guard import FallbackReport
from dirty7.rules import Move, PlayerView


@runtime_checkable
class Seat(Protocol):
    """One player of a game, as the table's flow drives it (see the module docstring)."""

    #: Whether this seat's moves come from a person at this table (the table offers
    #: them its cards and buttons) rather than from a player it only waits for.
    at_table: bool
    #: Whether a person plays this seat (here or at the other end of a connection): Why?
    #: then says the person decides alone.
    person: bool

    @property
    def thinking(self) -> bool:
        """A request is open and not yet answered."""

    @property
    def decided(self) -> bool:
        """The open request's answer is chosen (a computer's has come from its worker): the
        move before it can no longer be taken back."""

    @property
    def can_rewind(self) -> bool:
        """Whether :meth:`rewind` forgets the open request exactly, leaving no trace of the
        view it was shown."""

    def rewind(self, history: list[tuple[PlayerView, int]]) -> None:
        """Void the open request and every trace of it; ``history`` is the seat's views and
        moves as the game now stands (a take-back). Called only when :attr:`can_rewind`."""

    def request(self, view: PlayerView, min_delay: float = 0.0) -> None: ...

    def poll(self, delta_time: float) -> Move | None: ...

    def wait(self, timeout: float | None = None) -> None: ...

    def cancel(self) -> None: ...

    def catch_up(self, history: list[tuple[PlayerView, int]]) -> None: ...

    def take_reports(self) -> list[FallbackReport]: ...

    def close(self) -> None: ...


def missing_members(seat: object) -> list[str]:
    """The members of :class:`Seat` that ``seat`` lacks: a seat given to the table is
    checked when the table is set, not when the player first presses Ctrl+Z or asks Why?."""
    members = {*Seat.__annotations__, *(name for name in vars(Seat) if not name.startswith("_"))}
    return sorted(name for name in members if not hasattr(seat, name))


class CannotRewind:
    """The take-back abilities of a seat whose answer, once asked for, is never forgotten
    (a script, a friend at the other end): it counts as decided, so the table offers no
    take-back while it is asked."""

    decided = True
    can_rewind = False

    def rewind(self, history: list[tuple[PlayerView, int]]) -> None:
        raise RuntimeError(f"{type(self).__name__} cannot forget a request")


__all__ = ["CannotRewind", "FallbackReport", "Seat", "missing_members"]
