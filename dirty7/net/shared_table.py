"""One side's picture of a network game: the engine's position on what this side knows.

Why a filled-in deck and not a special "hidden card": the rules engine (and every strategy)
works on full positions. This side's deck holds every card it knows at its true place, and
the cards it cannot know filled in from its own knowledge alone (the unknown cards in card
order), so nothing of the other side's hand is in it. The public state — waste, suit,
phase, who moves, the counts, the recycled stock — is then exactly the real game's, and the
player's own view is exactly its real view. When a card becomes known (dealt to this side,
drawn by it, played by the other) it is swapped into its place with the filler card that
was there (:meth:`SharedTable.learn`).

Positions are places in the dealt deck D4 (docs/NETWORK.md): 0 … 13 the hands, 14 the
up-card, 15 … 51 the stock, 15 on top.
"""

from __future__ import annotations

from dirty7.rules import Position, Variant
from dirty7.rules.cards import DECK_SIZE, FULL_DECK
from dirty7.rules.phases import AFTER_THREE

from .messages import ProtocolError

HAND_SIZE = 7
UP_POSITION = 2 * HAND_SIZE
STOCK_START = UP_POSITION + 1


def dealt_to(position: int, first: int) -> int | None:
    """The seat deck ``position`` is dealt to (None: the up-card or the stock)."""
    if position >= UP_POSITION:
        return None
    return (first ^ 1) if position % 2 == 0 else first


def deal_deck(deck: list[int], first: int, variant: Variant) -> Position:
    """The starting position of ``deck`` dealt as docs/RULES.md says (as ``rules.deal``)."""
    hands = [0, 0]
    for i in range(UP_POSITION):
        hands[dealt_to(i, first)] |= 1 << deck[i]
    start = Position(hands, [deck[UP_POSITION]], deck[STOCK_START:], first,
                     seven_stack=variant.seven_stack)
    start.universe = FULL_DECK
    return start


class SharedTable:
    """The game as seat ``me`` knows it, and which deck position each card came from."""

    def __init__(self, me: int, first: int, variant: Variant) -> None:
        self.me, self.first, self.variant = me, first, variant
        #: deck position → card, for every position this side has seen opened.
        self.known: dict[int, int] = {}
        #: deck position → the seat holding it (dealt or drawn from the original stock).
        self.holder: dict[int, int] = {p: dealt_to(p, first) for p in range(UP_POSITION)}
        self.position: Position | None = None
        self._deck: list[int] = []

    # ------------------------------------------------------------------ the deal
    def start(self, opened: dict[int, int]) -> Position:
        """Deal, once this side's seven cards and the up-card are ``opened``."""
        for pos, card in opened.items():
            if card in self.known.values():
                raise ProtocolError(f"the deck holds {card} twice")
            self.known[pos] = card
        rest = sorted(set(range(DECK_SIZE)) - set(self.known.values()))
        filler = iter(rest)
        self._deck = [self.known[p] if p in self.known else next(filler)
                      for p in range(DECK_SIZE)]
        self.position = deal_deck(self._deck, self.first, self.variant)
        return self.position

    # ------------------------------------------------------------------ knowing more
    def learn(self, pos: int, card: int) -> None:
        """Deck position ``pos`` holds ``card``: put it there in the position."""
        if self.known.get(pos, card) != card:
            raise ProtocolError(f"deck position {pos} opened to another card than before")
        for other, seen in self.known.items():
            if seen == card and other != pos:
                raise ProtocolError(f"the deck holds {card} twice (positions {other} and {pos})")
        self.known[pos] = card
        filler = self._deck[pos]
        if filler != card:
            where = self._deck.index(card)
            self._deck[pos], self._deck[where] = card, filler
            _swap_cards(self.position, filler, card)

    # ------------------------------------------------------------------ draws and plays
    def original_draw(self) -> list[int]:
        """The deck positions a draw now takes from the original stock (maybe none)."""
        position = self.position
        if position.stock_known:
            return []
        size = position.stock_size
        top = DECK_SIZE - size
        return list(range(top, top + min(position.pending_draw, size)))

    def held_position(self, seat: int, card: int) -> int | None:
        """The deck position ``seat`` holds ``card`` from (None: not from the original deck)."""
        for pos, holder in self.holder.items():
            if holder == seat and self.known.get(pos) == card:
                return pos
        return None

    def check_draw_or_pass(self, kind: str) -> str | None:
        """Why the other side may not draw / pass now, as far as the public state tells."""
        phase = self.position.phase_index
        if kind == "pass":
            return None if phase == AFTER_THREE else "You can pass only after playing a Three"
        return "After a Three, play another card or pass" if phase == AFTER_THREE else None


def _swap_cards(position: Position, a: int, b: int) -> None:
    """Exchange where cards ``a`` and ``b`` lie (in a hand or in the stock; neither seen)."""
    places = {}
    for card in (a, b):
        bit = 1 << card
        if position.hands[0] & bit:
            places[card] = ("hand", 0)
        elif position.hands[1] & bit:
            places[card] = ("hand", 1)
        elif card in position._stock:
            places[card] = ("stock", position._stock.index(card))
        else:
            raise ProtocolError(f"card {card} is neither in a hand nor in the stock")
    for card, other in ((a, b), (b, a)):
        kind, where = places[card]
        if kind == "hand":
            position.hands[where] ^= (1 << card) | (1 << other)
    # (both in one hand: toggled twice, unchanged, as it should be)
    (ka, wa), (kb, wb) = places[a], places[b]
    if ka == "stock":
        position._stock[wa] = b
    if kb == "stock":
        position._stock[wb] = a
