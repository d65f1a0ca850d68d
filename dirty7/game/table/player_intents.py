"""What the player at the table may ask for: play a card, draw, pass, name a Jack's suit.

Why a part of its own: these intents are the table's one way in for the player's moves,
and each either makes the move through the controller or says why not (the engine's
reason, translated). :class:`PlayerIntents` is a base of
:class:`~dirty7.game.table.table_flow.TableFlow` and works on the flow's own state, which
is declared below so that a reader (and a type checker) sees what the intents rely on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from dirty7.game.phrase_words import phrase_words
from dirty7.game.seats.person_seat import PersonSeat
from dirty7.game.table import flow_words
from dirty7.game.table.status_words import refusal
from dirty7.rules import DRAW_MOVE, MOVES, PASS_MOVE, IllegalMoveError, Move, wild_move

if TYPE_CHECKING:
    from dirty7.game.controller import Game
    from dirty7.game.seats.seat_protocol import Seat
    from dirty7.game.table.flow_events import FlowEvents
    from dirty7.game.table.gestures import Cooldown
    from dirty7.game.table.shown_state import ShownEvent, TableState
    from dirty7.rules import Position


class PlayerIntents:
    """The player's intents of a table flow (see the module docstring)."""

    # the flow's state the intents use (set by TableFlow)
    game: Game
    seats: dict[int, Seat]
    names: tuple[str, str]
    state: TableState
    events: FlowEvents
    stock_cooldown: Cooldown
    speed: Callable[[], float]
    #: The wild card waiting for its suit (:meth:`choose_suit`), if any.
    picking: int | None
    _requested: int | None

    if TYPE_CHECKING:
        @property
        def human_to_move(self) -> bool: ...

        def _enqueue(self, events: list[ShownEvent]) -> None: ...

    @property
    def position(self) -> Position:
        return self.game.position

    def _message(self, text: str, kind: str = "info", duration: float | None = None) -> None:
        self.events.message.emit(text, kind, duration)

    def _make_move(self, move: Move) -> bool:
        """Play ``move`` for the player through the controller; False (and why) if refused.

        The move is the answer of the player's seat (a ``PersonSeat``), taken at once."""
        seat = self.seats[self.game.to_move]
        if not isinstance(seat, PersonSeat):
            raise TypeError(f"the player moves from a person's seat, not {type(seat).__name__}")
        seat.answer(move)
        answer = seat.poll(0.0)
        if answer is None:  # pragma: no cover - a person's seat gives back what it was told
            raise RuntimeError("the person's seat lost its answer")
        try:
            events = self.game.play(answer)
        except IllegalMoveError as exc:
            self._refuse(exc.reason)
            return False
        self._requested = None
        if events:  # none yet when the move is shown once it has been made elsewhere
            self._enqueue(events)
        return True

    def _refuse(self, reason: str) -> None:  # the engine's reason is translated here
        self.events.refused.emit(phrase_words(reason))

    def not_your_turn(self) -> None:
        """Say why the player may not move now (the game is over, or it is not their turn)."""
        if self.game.is_over:
            self._message(flow_words.game_over_refusal())
        elif not self.game.is_human_turn():
            self._message(flow_words.wait_words(self.game, self.names))

    def play(self, card: int) -> bool:
        """Play a card from the player's hand; a Jack waits for a suit (:meth:`choose_suit`)."""
        if not self.human_to_move:
            self.not_your_turn()
            return False
        key = int(card)
        moves = [m for m in self.position.legal_moves() if m.card is not None
                 and int(m.card) == key]
        if not moves:
            self._refuse(refusal(self.position, self.state, MOVES[key]))
            return False
        if any(m.named_suit is not None for m in moves):
            self.picking = key
            self.events.pick.emit(key)
            return False
        return self._make_move(moves[0])

    def draw(self) -> bool:
        """Draw from the stock (one card, or four when answering a Seven), or say why not."""
        if not self.human_to_move:
            self.not_your_turn()
            return False
        if not self.stock_cooldown.ready():
            return False  # a burst of clicks: the first one drew
        self.stock_cooldown.seconds = 0.45 * self.speed()  # none at instant speed
        reason = self.position.explain_illegal(DRAW_MOVE)
        if reason is not None:
            self._refuse(reason)
            return False
        self.stock_cooldown.trigger()
        return self._make_move(DRAW_MOVE)

    def pass_turn(self) -> bool:
        if not self.human_to_move:
            self.not_your_turn()
            return False
        return self._make_move(PASS_MOVE)

    def choose_suit(self, suit: int) -> bool:
        """Play the waiting wild card (a Jack, or the rules' wild rank) naming ``suit``."""
        key, self.picking = self.picking, None
        if key is None:
            return False
        if self._make_move(wild_move(key, suit)):
            return True
        self.events.pick_cancelled.emit()
        return False

    def cancel_suit(self) -> None:
        """The Jack goes back to the hand, nothing is played."""
        self.picking = None
        self.events.pick_cancelled.emit()


__all__ = ["PlayerIntents"]
