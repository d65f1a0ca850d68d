"""What a move did, for a table to animate and a log to narrate.

``Position.push(move, events)`` appends these in the order things happened, from the
same code path that changes the position, so an animation can never disagree with the
rules. A four-card draw that empties the stock reads: ``CardDrawn`` ×k,
``StockRefilled``, ``CardDrawn`` ×(4−k), ``NextTurn``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class CardDealt:
    """Dealing: ``card`` went from the stock to ``seat``'s hand."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class UpCardTurned:
    """Dealing: the up-card was turned onto the waste."""

    card: Card


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class SuitNamed:
    seat: int
    suit: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """``seat`` took ``card`` from the top of the stock.

    ``from_known_stock`` says whether the card came from the recycled (publicly known)
    part of the stock, so that both players now know it is in ``seat``'s hand.
    """

    seat: int
    card: Card
    from_known_stock: bool


@dataclass(frozen=True, slots=True)
class StockRefilled:
    """All waste cards but the top one were turned over to become the stock (top first)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclass(frozen=True, slots=True)
class LastCardCalled:
    """``seat`` called "last card" before playing its next-to-last card."""

    seat: int


@dataclass(frozen=True, slots=True)
class NextTurn:
    """``seat`` moves next, in ``phase`` (``n 3 a 7``); ``pending_draw`` cards if it draws."""

    seat: int
    phase: str
    pending_draw: int


@dataclass(frozen=True, slots=True)
class GameOver:
    winner: int


Event = (CardDealt | UpCardTurned | CardPlayed | SuitNamed | CardDrawn | StockRefilled
         | Passed | LastCardCalled | NextTurn | GameOver)
