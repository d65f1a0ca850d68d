"""The table's game against a friend: exactly the Peer's shared position, step by step.

Why a :class:`~dirty7.game.controller.Game` of its own: the table's flow, its log, the
hint and the review read a Game. Here the Game's position is never computed from the
table's moves alone: every move (the player's and the friend's) is made by the Peer on its
shared table first (:mod:`dirty7.net.peer`: a draw's card is known only once the friend's
keys arrive), and the Peer's published step — the position just before the move, with
every card this side has learnt in its place — is applied here, on the window's thread.
The player's own move is checked here (the same rules), handed to the link, and shown
when the Peer has made it (:meth:`NetGame.arrived`); the friend's move arrives through its
:class:`~dirty7.net.remote_seat.RemoteSeat`.

The table always shows its own player in seat 0 (South): the guest's game is the Peer's
mirrored (seats exchanged), and each step is mirrored as it comes. A card the friend holds
that this side did not know is a filler (docs/NETWORK.md, "The game"); when one is learnt,
the table is told :class:`~dirty7.game.table.shown_state.CardRelabelled`, so the face-down
card in the friend's hand becomes the one it turns out to be.
"""

from __future__ import annotations

import queue
import time
from collections import deque
from dataclasses import dataclass

from dirty7.game.controller import OWN_SEAT, PERSON_AT_TABLE, Game
from dirty7.game.record import GameRecord
from dirty7.game.table.shown_state import CardRelabelled, ShownEvent
from dirty7.rules import (
    CARDS,
    CardDealt,
    Event,
    IllegalMoveError,
    Move,
    Position,
    UpCardTurned,
    as_move,
)
from dirty7.rules.phrase import N_, Phrase

from .friend_link import FriendLink
from .messages import JsonObject

#: The friend's seat (North): the table's own player sits in OWN_SEAT, whatever the
#: network role.
REMOTE = OWN_SEAT ^ 1


def mirrored(position: Position) -> Position:
    """``position`` with the seats exchanged (the guest's table shows it in seat 0)."""
    return position.swapped_seats()


@dataclass(frozen=True)
class Step:
    """A move the Peer made, in the table's seats."""

    seat: int
    move: Move
    before: Position


class StepFeed:
    """The link's published steps, in the table's seats, read on the window's thread."""

    def __init__(self, link: FriendLink) -> None:
        self.link = link
        self._ready: deque[Step] = deque()

    def _table(self, position: Position) -> Position:
        return mirrored(position) if self.link.me == 1 else position

    def _drain(self, timeout: float | None = None) -> None:
        source = self.link.steps
        try:
            while True:
                if timeout is not None and not self._ready:
                    seat, move, before = source.get(timeout=timeout)
                else:
                    seat, move, before = source.get_nowait()
                self._ready.append(Step(seat ^ self.link.me, as_move(move),
                                        self._table(before)))
        except queue.Empty:
            pass

    def peek(self) -> Step | None:
        self._drain()
        return self._ready[0] if self._ready else None

    def pop(self) -> Step:
        return self._ready.popleft()

    def wait(self, timeout: float | None) -> None:
        """Block at most ``timeout`` seconds for a step (tests, an unattended game)."""
        if not self._ready:
            self._drain(timeout=0.0 if timeout is None else max(timeout, 0.0) or 1e-9)

    def table_position(self, position: Position) -> Position:
        return self._table(position)


def deal_events(start: Position) -> list[Event]:
    """The deal, one card at a time (the friend's cards are face down: their order is the
    fillers'), as :func:`dirty7.rules.deal` reports it for the table's animation."""
    hands = [list(start.hand(0)), list(start.hand(1))]
    seat = start.to_move ^ 1
    events: list[Event] = []
    while hands[0] or hands[1]:
        if hands[seat]:
            events.append(CardDealt(seat, hands[seat].pop(0)))
        seat ^= 1
    events.append(UpCardTurned(CARDS[int(start.waste[-1])]))
    return events


class NetGame(Game):
    """A network game at this table (see the module docstring); made once the link is
    "ready" (the deal done)."""

    #: A move is sent to the friend's program the moment it is made: never taken back.
    can_take_back = False

    def __init__(self, link: FriendLink) -> None:
        self.link = link
        self.feed = StepFeed(link)
        if link.dealt is None:
            raise ValueError("a network game is made once the link has dealt")
        start = self.feed.table_position(link.dealt)
        super().__init__([PERSON_AT_TABLE, None], start=start, variant=link.variant,
                         move_limit=link.move_limit,
                         players=["human", link.other_name or "friend"])
        self.deal_events = deal_events(start)
        #: The player's move sent and not yet made by the Peer.
        self.sent: Move | None = None
        #: The checked joint record (both sides' identical file) once the game is over.
        self.joint: JsonObject | None = None
        #: Why the game stopped before its end (the link failed or a side left), else None.
        self.stopped: str | None = None
        link.playing()

    # ------------------------------------------------------------------ state
    @property
    def is_over(self) -> bool:
        self._check_end()
        return self.stopped is not None or (self.joint is not None and super().is_over)

    def is_human_turn(self) -> bool:
        return (self.sent is None and not self.position.is_over and not self.is_draw
                and super().is_human_turn())

    @property
    def waiting_for_check(self) -> bool:
        """The last move is made; the two sides are revealing their keys and checking."""
        return super().is_over and self.joint is None and self.stopped is None

    def _check_end(self) -> None:
        link = self.link
        if self.joint is not None or self.stopped is not None or not link.game_over:
            return
        outcome = link.outcome
        if outcome is not None and outcome.ok and self.feed.peek() is None:
            self.joint = outcome.record
            final = Game.from_record(GameRecord.from_dict(outcome.record),
                                     [PERSON_AT_TABLE, PERSON_AT_TABLE], catch_up=False).position
            self.position = self.feed.table_position(final)
        elif outcome is None or not outcome.ok:
            self.stopped = link.error or Phrase(N_("The connection failed."))

    # ------------------------------------------------------------------ moves
    def play(self, move: int | str) -> list[ShownEvent]:
        """The player's move: checked, sent, shown once made (:meth:`arrived`); the
        friend's (from its seat): the step the Peer made."""
        move = as_move(move)
        position = self.position
        if self.is_over or position.is_over:
            raise IllegalMoveError(move, position, Phrase(N_("The game is over")))
        if position.to_move == OWN_SEAT:
            if self.sent is not None:
                raise IllegalMoveError(move, position,
                                       Phrase(N_("Your move is on its way to {name}"),
                                              name=self.link.other_name))
            reason = position.explain_illegal(move)
            if reason is not None:
                raise IllegalMoveError(move, position, reason)
            self.sent = move
            self.link.submit(move)
            return []
        step = self.feed.peek()
        if step is None or step.seat != REMOTE or step.move != move:
            raise IllegalMoveError(move, position,
                                   Phrase(N_("That is not the move your friend made")))
        return self._apply(self.feed.pop())

    def arrived(self) -> list[ShownEvent]:
        """The player's own move, once the Peer has made it: its events (else none)."""
        step = self.feed.peek()
        if step is None or step.seat != OWN_SEAT:
            return []
        self.sent = None
        return self._apply(self.feed.pop())

    def _apply(self, step: Step) -> list[ShownEvent]:
        """Show the Peer's step: the relabelled cards first, then the move's events."""
        relabels = _relabels(self.position, step.before)
        self.position = step.before.copy()
        pushed: list[Event] = []
        self.position.push(step.move, pushed)
        events: list[ShownEvent] = [*relabels, *pushed]
        self.record.moves.append(str(step.move))
        self.history.append((step.seat, step.move, events))
        return events

    def wait_for_step(self, timeout: float) -> None:
        """Block at most ``timeout`` s for the next step (an unattended table, tests)."""
        deadline = time.monotonic() + timeout
        while self.feed.peek() is None and not self.link.game_over \
                and time.monotonic() < deadline:
            self.feed.wait(min(0.05, timeout))


def _relabels(now: Position, before: Position) -> list[CardRelabelled]:
    """The friend's face-down cards that the Peer has learnt are others (fillers swapped)."""
    out: list[CardRelabelled] = []
    for seat in (REMOTE, OWN_SEAT):
        gone = now.hands[seat] & ~before.hands[seat]
        came = before.hands[seat] & ~now.hands[seat]
        for old, new in zip(_cards(gone), _cards(came), strict=False):
            out.append(CardRelabelled(seat, CARDS[old], CARDS[new]))
    return out


def _cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


__all__ = ["NetGame", "REMOTE", "Step", "StepFeed", "deal_events", "mirrored"]
