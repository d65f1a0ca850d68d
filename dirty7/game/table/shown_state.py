"""What the table currently *shows*: a copy of the position that lags behind the model.

Why: the controller's position changes the instant a move is made, but the player must
see the move happen. The table keeps this lagging copy and advances it one engine event
at a time as the animation queue plays them (:meth:`TableState.apply`), so sprites are
always placed from a consistent picture, and once the queue is empty it equals the
position again. Pure Python: no Arcade, testable on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypeAlias

from dirty7.rules import (
    CARDS,
    Card,
    CardDealt,
    CardDrawn,
    CardPlayed,
    Event,
    GameOver,
    NextTurn,
    Position,
    StockRefilled,
    SuitNamed,
    UpCardTurned,
)


@dataclass(frozen=True, slots=True)
class CardRelabelled:
    """A face-down card in ``seat``'s hand is ``new``, not the ``old`` the table showed (a
    network game: this side learnt which card the friend holds; dirty7.net.net_game)."""

    seat: int
    old: Card
    new: Card


#: What the table shows one at a time: an engine event, or (a network game only) a card of
#: a hand relabelled before a move's events. A game's moves report these (``Game.play``).
ShownEvent: TypeAlias = Event | CardRelabelled


@dataclass
class TableState:
    """Hands (arrival order for the computer), waste bottom→top, stock size and turn."""

    hands: list[list[Card]] = field(default_factory=lambda: [[], []])
    waste: list[Card] = field(default_factory=list)
    stock_size: int = 0
    to_move: int = 0
    phase: str = "n"
    active_suit: int = 0
    pending: int = 1
    winner: int | None = None
    dealing: bool = False
    #: The waste's top card is the one turned up at the deal: nobody played it, so a Jack
    #: there asks for nothing (its own suit is simply the suit in play; RULES.md).
    up_card: bool = False

    @classmethod
    def of(cls, position: Position,
           history: Sequence[tuple[int, int, Sequence[ShownEvent]]] = ()) -> TableState:
        """The state that shows ``position`` as it is (no animation pending), reached by the
        moves of ``history`` (``(seat, move, events)``: whether a card was played yet)."""
        played = any(isinstance(e, CardPlayed) for _s, _m, events in history for e in events)
        return cls(
            hands=[list(position.hand(0)), list(position.hand(1))],
            waste=[CARDS[int(c)] for c in position.waste],  # the engine may hold raw ints
            stock_size=position.stock_size,
            to_move=position.to_move,
            phase=position.phase,
            active_suit=position.active_suit,
            pending=position.pending_draw,
            winner=position.winner if position.is_over else None,
            up_card=(not played and len(position.waste) == 1
                     and position.active_suit == CARDS[int(position.waste[-1])].suit),
        )

    @classmethod
    def before_deal(cls, position: Position, deal_events: Sequence[Event]) -> TableState:
        """Empty hands and a full stock: what the table shows before the deal animation."""
        dealt = sum(1 for e in deal_events if isinstance(e, (CardDealt, UpCardTurned)))
        return cls(
            stock_size=position.stock_size + dealt,
            to_move=position.to_move,
            phase=position.phase,
            active_suit=position.active_suit,
            pending=position.pending_draw,
            dealing=True,
        )

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def apply(self, event: ShownEvent) -> None:
        """Advance by one engine event (the same events ``Position.push`` reports)."""
        if isinstance(event, CardDealt):
            self.hands[event.seat].append(event.card)
            self.stock_size -= 1
        elif isinstance(event, UpCardTurned):
            self.waste = [event.card]
            self.stock_size -= 1
            self.active_suit = event.card.suit
            self.dealing = False
            self.up_card = True
        elif isinstance(event, CardPlayed):
            hand = self.hands[event.seat]
            if event.card in hand:
                hand.remove(event.card)
            self.waste.append(event.card)
            self.active_suit = event.card.suit
            self.up_card = False
        elif isinstance(event, SuitNamed):
            self.active_suit = event.suit
        elif isinstance(event, CardDrawn):
            self.hands[event.seat].append(event.card)
            self.stock_size -= 1
        elif isinstance(event, StockRefilled):
            self.waste = self.waste[-1:]
            self.stock_size = len(event.cards)
        elif isinstance(event, NextTurn):
            self.to_move = event.seat
            self.phase = event.phase
            self.pending = event.pending_draw
        elif isinstance(event, CardRelabelled):
            hand = self.hands[event.seat]
            if event.old in hand:
                hand[hand.index(event.old)] = event.new
        elif isinstance(event, GameOver):
            self.winner = event.winner
            self.phase = "-"

    def matches(self, position: Position) -> bool:
        """True when this state shows exactly ``position`` (hands compared as sets)."""
        return (
            {int(c) for c in self.hands[0]} == {int(c) for c in position.hand(0)}
            and {int(c) for c in self.hands[1]} == {int(c) for c in position.hand(1)}
            and [int(c) for c in self.waste] == [int(c) for c in position.waste]
            and self.stock_size == position.stock_size
            and self.to_move == position.to_move
            and self.phase == position.phase
        )


__all__ = ["CardRelabelled", "ShownEvent", "TableState"]
