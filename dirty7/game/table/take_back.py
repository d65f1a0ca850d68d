"""Take back a misclick: the player's last play goes back to the hand before the computer
answers (the Take back button and Ctrl+Z; README, "Controls").

Why so, and what it promises:

- **Only a play.** A draw shows the player a card from the stock, so it is never taken
  back; nor is a pass. After an Ace or a Three the player's further plays are taken back
  one at a time, the last first, as long as the computer has not moved.
- **The window is the computer's pause.** After a play that can be taken back, the
  computer is asked only once its visible pause (the flow's ``think_delay`` at the
  animation speed, "thinking…") is over; it then answers at once or after its own search.
  Once its answer has arrived (:attr:`ComputerSeat.decided`) nothing is taken back: no
  take-back ever changes what the computer has decided.
- **The computer never sees it.** If the computer was already asked, its request is
  voided and the strategy that saw the view is replaced by one made afresh from the same
  spec and seed and shown only the game as it now stands
  (:meth:`~dirty7.game.seats.computer_seat.ComputerSeat.rewind`); a level that cannot be
  made afresh (a plugin) is then not offered a take-back. It is asked again with the view
  after the take-back, so its move is the one it would have made had the play never been
  made (tests/game/test_take_back.py checks Hard's).
- **The record keeps the final moves** (it verifies as any other) and counts the
  take-backs (``take_backs``); the statistics mark such games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dirty7.game.catchup import seat_history
from dirty7.i18n import N_, _
from dirty7.rules import CARDS

if TYPE_CHECKING:
    from dirty7.game.table.table_flow import TableFlow

TURNED_OFF = N_("Take back is turned off (Settings)")
NOTHING = N_("Nothing to take back")
TOO_LATE = N_("Too late to take it back: the computer has decided")
CANNOT = N_("This opponent cannot forget a move: nothing can be taken back")
SENT = N_("A move against a friend is sent at once: it cannot be taken back")


class TakeBack:
    """The take-back of one table flow: whether it is offered, the computer's held request,
    and the take-back itself (see the module docstring)."""

    def __init__(self, flow: TableFlow, enabled: bool = True) -> None:
        self.flow = flow
        #: The player's setting (Settings, "Take back"); off: never offered.
        self.enabled = enabled
        #: Why it is off, in words (a table where it is never offered says its own reason).
        self.off_words = TURNED_OFF
        self._held_ply: int | None = None  # the ply whose computer request waits
        self._waited = 0.0

    @property
    def count(self) -> int:
        """Take-backs in this game so far (the record's ``take_backs``)."""
        return self.flow.game.record.take_backs

    def why_not(self) -> str | None:
        """Why nothing can be taken back now, in words; None when a take-back is offered."""
        flow, game = self.flow, self.flow.game
        if not self.enabled:
            return _(self.off_words)
        if not game.can_take_back:
            return _(SENT)
        if game.is_over or not game.history:
            return _(NOTHING)
        seat, move, _events = game.history[-1]
        if not flow.human[seat] or move.card is None:
            return _(NOTHING)  # the computer's move, a draw or a pass
        if game.last_move_final:
            return _(NOTHING)
        asked = flow.asked_seat
        if asked is not None and not flow.human[asked]:
            other = flow.seats[asked]
            if other.decided:
                return _(TOO_LATE)
            if not other.can_rewind:
                return _(CANNOT)
        return None

    @property
    def offered(self) -> bool:
        return self.why_not() is None

    # ------------------------------------------------------------------ the window
    def holds(self, delta_time: float) -> bool:
        """Whether the computer's request waits this frame: the take-back window, which is
        the computer's visible pause, after a play that may be taken back."""
        pause = self.flow.think_delay * self.flow.speed()
        ply = self.flow.game.moves_played
        if pause <= 0 or not self.offered:
            return False
        if self._held_ply != ply:
            self._held_ply, self._waited = ply, 0.0
        else:
            self._waited += delta_time
        return self._waited < pause

    @property
    def holding(self) -> bool:
        """The computer's request is held now (the table shows it thinking)."""
        return (self._held_ply == self.flow.game.moves_played
                and self._waited < self.flow.think_delay * self.flow.speed())

    def rest_of_pause(self, pause: float) -> float:
        """The pause still due when the computer is asked (none after a held window)."""
        if self._held_ply == self.flow.game.moves_played:
            return max(0.0, pause - self._waited)
        return pause

    # ------------------------------------------------------------------ the take-back
    def take_back(self) -> bool:
        """Return the player's last play to the hand; False (and why, as a message) if not."""
        flow = self.flow
        reason = self.why_not()
        if reason is not None:
            flow.events.message.emit(reason, "info", 2.5)
            return False
        game = flow.game
        asked = flow.asked_seat
        flow.forget_pending()  # the play may still be flying: it is not shown any further
        _seat, move = game.undo_last()
        if asked is not None:  # a person's request is cancelled; a computer's leaves no trace
            flow.seats[asked].rewind(seat_history(game.record, asked))
        flow.show_game()
        self._held_ply = None
        flow.events.taken_back.emit(move)
        assert move.card is not None  # only a card's play is taken back
        card = CARDS[int(move.card)].pretty()
        flow.events.message.emit(_("Taken back: {card}").format(card=card), "info", 2.0)
        return True


__all__ = ["CANNOT", "NOTHING", "TOO_LATE", "TURNED_OFF", "TakeBack"]
