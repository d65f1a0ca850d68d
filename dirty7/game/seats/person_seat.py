"""The person at the table as a seat: their answer is what the table's intents submit.

Why a seat like the others: the flow drives both seats of a game one way
(:mod:`.seat_protocol`); the person's seat is asked when it is their turn and answers
when a card is played, drawn or passed — at once, since the intent *is* the answer.
"""

from __future__ import annotations

from dirty7.ai.guard import FallbackReport
from dirty7.rules import Move, PlayerView, as_move


class PersonSeat:
    """The seat a person plays from this table (its moves are the table's intents)."""

    at_table = True
    #: A person decides alone: Why? has nothing to explain (dirty7.ui.table.why says so).
    person = True
    explain = False
    last_explanation = None

    def __init__(self) -> None:
        self._asked: PlayerView | None = None
        self._answer: Move | None = None

    @property
    def thinking(self) -> bool:
        """It is this player's turn and they have not moved yet."""
        return self._asked is not None and self._answer is None

    def request(self, view: PlayerView, min_delay: float = 0.0) -> None:
        self._asked, self._answer = view, None

    def answer(self, move: int | str) -> None:
        """The table's intent: the player's move (checked by the game when it is played)."""
        self._answer = as_move(move)

    def poll(self, delta_time: float) -> Move | None:
        move, self._answer = self._answer, None
        if move is not None:
            self._asked = None
        return move

    def wait(self, timeout: float | None = None) -> None:
        """Nothing to wait for: a person's answer is there when the intent is."""

    def cancel(self) -> None:
        self._asked = self._answer = None

    # --- take-back (dirty7.game.table.take_back) ------------------------------------------
    @property
    def decided(self) -> bool:
        """The person's answer is in (it is taken at once: the intent *is* the answer)."""
        return self._answer is not None

    #: A person's open request holds nothing to forget: cancelling it is enough.
    can_rewind = True

    def rewind(self, history: list[tuple[PlayerView, int]]) -> None:
        """Forget the open request (a person remembers the game by themselves)."""
        self.cancel()

    def catch_up(self, history: list[tuple[PlayerView, int]]) -> None:
        """Nothing to show: a person remembers (or reads the game log) by themselves."""

    def take_reports(self) -> list[FallbackReport]:
        return []

    def close(self) -> None:
        self.cancel()


__all__ = ["PersonSeat"]
