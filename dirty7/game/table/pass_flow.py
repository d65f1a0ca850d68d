"""Two people at one computer (pass and play), without a window: whose hand may be seen.

Why a table flow like the others: the game, the animation, the refusals and the log are the
table's own; what changes is who looks at the screen. Both seats are people at this table,
and the hand shown face up at the bottom is the one of the player to move (the flow's
:attr:`~TableFlow.my_seat` follows the turn). Between two turns of different players the
hands are **covered**: once the last move has been shown and the other player is to move,
:attr:`PassPlayFlow.covered` is set, no hand is face up (:meth:`PassPlayFlow.face_up`), no
move is taken, and the view draws its cover ("Pass to Alex"). :meth:`PassPlayFlow.reveal`
(the next player's Space, Enter or click) lifts it with that player's hand at the bottom.
A player who plays again (an Ace, an Eight, a Three) keeps the screen: no cover.

What a person's seat may not have: take-back is off (the other player saw the move), and
Why? says a person decides alone (:class:`~dirty7.game.seats.person_seat.PersonSeat`).
The game log names no drawn card (:data:`NOBODY`: either player may open it). The status
line speaks to the player at the screen as "you" and names the other.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from dirty7.game.controller import Game
from dirty7.game.seats.person_seat import PersonSeat
from dirty7.game.table import flow_words
from dirty7.game.table.flow_events import FlowEvents, Signal
from dirty7.game.table.status_words import status_line
from dirty7.game.table.table_flow import TableFlow
from dirty7.game.table.table_options import PLAIN_TABLE, TableOptions
from dirty7.i18n import N_, _

if TYPE_CHECKING:
    from dirty7.game.seats.seat_protocol import Seat

#: The game log's viewer at one computer: no seat, so no drawn card is named in it.
NOBODY = -1
#: Why nothing is taken back at one computer.
NO_TAKE_BACK = N_("Nothing is taken back at one computer: the other player saw the move")


class PassFlowEvents(FlowEvents):
    """A table flow's events, and the cover's."""

    def __init__(self) -> None:
        super().__init__()
        #: The cover went up (True) or came down (False).
        self.cover: Signal[[bool]] = Signal("cover")


class PassPlayFlow(TableFlow):
    """The flow of a game between two people at one computer (see the module docstring).

    The ``options``' names are the two players' names, seat 0's first (they must be
    given); the rest are :class:`TableFlow`'s, but for the seats, the difficulty and
    take-back: this flow's own.
    """

    events: PassFlowEvents

    def __init__(self, game: Game | None = None, options: TableOptions = PLAIN_TABLE) -> None:
        if options.names is None:
            raise ValueError("a game at one computer needs both players' names")
        #: The hands are covered: the next player has not said they are at the screen.
        self.covered = True
        super().__init__(game, replace(options, opponents=None, autoplay=False,
                                       difficulty=PLAIN_TABLE.difficulty, take_back=False))
        self.take_back.off_words = NO_TAKE_BACK
        self.events = PassFlowEvents()

    def _seat_players(self, names: tuple[str, str] | None, autoplay: bool,
                      opponents: dict[int, Seat] | None, opponent_mode: str) -> None:
        """Two people: each seat a :class:`PersonSeat`; the first to move looks first."""
        if names is None:
            raise TypeError("two people at one computer need their names")
        self.human = (True, True)
        self.names = names
        self.opponent_level = None
        self.thinking_label = ""
        self.my_seat = self.game.to_move
        people: dict[int, Seat] = {seat: PersonSeat() for seat in (0, 1)}
        #: Why? asks the seat that moved last: each is a person.
        self.opponents = people
        self.seats = dict(people)

    # ------------------------------------------------------------------ the cover
    @property
    def next_player(self) -> str:
        """The name of the player the screen goes to (the one to move)."""
        return self.names[self.game.to_move]

    @property
    def first_turn(self) -> bool:
        """No move has been made yet: the cover asks the first player to start."""
        return not self.game.history

    def face_up(self, seat: int) -> bool:
        """Only the hand of the player at the screen, and none while the cover is up."""
        return seat == self.my_seat and not self.covered

    def settle(self) -> None:
        """The last move has been shown: if the other player is to move, cover the hands."""
        if not self.game.is_over and self.game.to_move != self.my_seat and not self.covered:
            self.covered = True
            self.events.cover.emit(True)
        super().settle()
        if self.covered:
            self.raised = set()

    def reveal(self) -> bool:
        """The player to move is at the screen: their hand at the bottom, face up. False
        when there is no cover to lift."""
        if not self.covered or self.game.is_over:
            return False
        self.covered = False
        self.my_seat = self.game.to_move
        self.hint.clear()
        if self.highlight_playable and self.picking is None and self.is_idle:
            self.raised = self.legal_cards()
        self.events.cover.emit(False)
        return True

    # ------------------------------------------------------------------ no move under the cover
    @property
    def human_to_move(self) -> bool:
        return super().human_to_move and not self.covered

    @property
    def buttons_due(self) -> bool:
        return super().buttons_due and not self.covered

    @property
    def status_text(self) -> str:
        """The status line as the player at the screen reads it: "you" is only they, the
        other player is named (both seats are people here)."""
        looking = tuple(seat == self.my_seat and not self.covered for seat in (0, 1))
        line = flow_words.on_its_way(self.game, self.names) or status_line(
            self.state, self.queue, self.position, self.names, looking, self.last_shown)
        if not any(looking) or not line:
            return line
        # two people share the screen: "you" says whom it means
        return _("{name} · {status}").format(name=self.names[self.my_seat], status=line)


__all__ = ["NOBODY", "NO_TAKE_BACK", "PassPlayFlow"]
