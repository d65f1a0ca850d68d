"""The friend at the other end as a seat of the table (the Seat protocol).

Why its moves need no checking here: each arrives from the link already made by the Peer,
which refused anything its rules or the protocol refuse before this side's table could
see it (docs/NETWORK.md, "The game"). The seat only tells the flow when the friend has
moved; a link that fails ends the game (:class:`~dirty7.net.net_game.NetGame`), with its
reason on screen, and never raises here.
"""

from __future__ import annotations

from dirty7.game.seats.seat_protocol import CannotRewind, FallbackReport
from dirty7.rules import Move, PlayerView

from .net_game import REMOTE, StepFeed


class RemoteSeat(CannotRewind):
    """The friend's seat: asked, it answers when the friend's move has arrived (a move sent
    is never taken back: :class:`CannotRewind`)."""

    at_table = False
    #: A person: Why? has nothing to explain (dirty7.ui.table.why says so).
    person = True
    explain = False
    last_explanation = None
    spec = "human"
    seed = None
    mode = "remote"

    def __init__(self, feed: StepFeed, seat: int = REMOTE, name: str = "") -> None:
        self.feed, self.seat, self.name = feed, seat, name
        self._asked = False
        self._hold = 0.0
        self.closed = False

    @property
    def thinking(self) -> bool:
        """The friend's turn and no move of theirs yet (the link still up)."""
        return self._asked and not self.feed.link.finished and self._due() is None

    def _due(self) -> Move | None:
        step = self.feed.peek()
        return step.move if step is not None and step.seat == self.seat else None

    def request(self, view: PlayerView, min_delay: float = 0.0) -> None:
        """The friend's turn (an over game, waiting for the keys' check, asks nothing)."""
        self._asked, self._hold = view.phase != "-", min_delay

    def poll(self, delta_time: float) -> Move | None:
        self._hold -= delta_time
        if not self._asked or self._hold > 0:
            return None
        move = self._due()
        if move is not None:
            self._asked = False
        return move

    def wait(self, timeout: float | None = None) -> None:
        if self._due() is None:
            self.feed.wait(timeout)

    def cancel(self) -> None:
        self._asked = False

    def catch_up(self, history: list[tuple[PlayerView, int]]) -> None:
        """Nothing to show: the friend's own program saw the game."""

    def take_reports(self) -> list[FallbackReport]:
        return []

    def close(self) -> None:
        """The table closes (the player left it, or closed the window): the link hangs up,
        so the friend's program hears at once that this player left, instead of waiting
        out the reconnect window for a program that is gone. A game that is over keeps the
        link: the session may go on (the results' Play again or Leave decide); so does a
        seat closed again (its game is over, the link may be playing the next one)."""
        self._asked = False
        if self.closed:
            return
        self.closed = True
        if not self.feed.link.game_over:
            self.feed.link.cancel()


__all__ = ["RemoteSeat"]
