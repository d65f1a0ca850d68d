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
up-card, 15 … 51 the stock, 15 on top (with seven cards each of 52; ``2 × hand size`` hand
positions with the host's rules' hand size, and 32 positions for a 32-card deck, whose
cards are the rules' ``deck_cards``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dirty7.rules import Position, Variant, rules_of
from dirty7.rules.house_turns import up_card_effect
from dirty7.rules.phases import AFTER_THREE
from dirty7.rules.phrase import N_, Phrase

from .messages import ProtocolError

if TYPE_CHECKING:
    from .draw_claims import DrawClaim

HAND_SIZE = 7
UP_POSITION = 2 * HAND_SIZE
STOCK_START = UP_POSITION + 1
#: The rank a Three is (the rules' extra turn, unless a variant gives it to another).
THREE = 2


def up_position(variant: Variant) -> int:
    """The up-card's deck position under ``variant`` (the hands lie before it)."""
    return 2 * variant.hand_size


def dealt_to(position: int, first: int, up: int = UP_POSITION) -> int | None:
    """The seat deck ``position`` is dealt to (None: the up-card or the stock), the
    up-card lying at ``up``."""
    if position >= up:
        return None
    return hand_seat(position, first)


def hand_seat(position: int, first: int) -> int:
    """The seat hand position ``position`` (one before the up-card) is dealt to: the
    cards go one each way, the player who does not start first."""
    return (first ^ 1) if position % 2 == 0 else first


def deal_deck(deck: list[int], first: int, variant: Variant) -> Position:
    """The starting position of ``deck`` dealt as docs/RULES.md says (as ``rules.deal``),
    by ``variant``'s hand size, with its up-card's effect when the rules say so."""
    up = up_position(variant)
    hands = [0, 0]
    for i in range(up):
        hands[hand_seat(i, first)] |= 1 << deck[i]
    start = Position(hands, [deck[up]], deck[up + 1:], first, variant=variant)
    start.universe = start.rules.deck_mask
    if start.rules.first_effect:
        up_card_effect(start)
    return start


class SharedTable:
    """The game as seat ``me`` knows it, and which deck position each card came from."""

    def __init__(self, me: int, first: int, variant: Variant) -> None:
        self.me, self.first, self.variant = me, first, variant
        self.up = up_position(variant)
        #: The deck's cards in card order (all 52, or a 32-card set's), and how many.
        self.cards = rules_of(variant).deck_cards
        self.size = len(self.cards)
        #: deck position → card, for every position this side has seen opened.
        self.known: dict[int, int] = {}
        #: deck position → the seat holding it (dealt or drawn from the original stock).
        self.holder: dict[int, int] = {p: hand_seat(p, first) for p in range(self.up)}
        self.position: Position | None = None
        self._deck: list[int] = []
        #: deck position → what the other side said of that card it drew (draw_claims).
        self.claims: dict[int, DrawClaim] = {}

    @property
    def dealt(self) -> Position:
        """The position, for what is asked only after the deal (:meth:`start`)."""
        if self.position is None:
            raise RuntimeError("the shared table is not dealt yet")
        return self.position

    # ------------------------------------------------------------------ the deal
    def start(self, opened: dict[int, int]) -> Position:
        """Deal, once this side's seven cards and the up-card are ``opened``."""
        for pos, card in opened.items():
            if card in self.known.values():
                raise ProtocolError(Phrase(N_("the deck holds {card} twice"), card=card))
            self.known[pos] = card
        rest = sorted(set(self.cards) - set(self.known.values()))
        filler = iter(rest)
        self._deck = [self.known[p] if p in self.known else next(filler)
                      for p in range(self.size)]
        self.position = position = deal_deck(self._deck, self.first, self.variant)
        return position

    # ------------------------------------------------------------------ knowing more
    def learn(self, pos: int, card: int) -> None:
        """Deck position ``pos`` holds ``card``: put it there in the position."""
        if self.known.get(pos, card) != card:
            raise ProtocolError(Phrase(N_("deck position {pos} opened to another card than "
                                          "before"), pos=pos))
        for other, seen in self.known.items():
            if seen == card and other != pos:
                raise ProtocolError(Phrase(N_("the deck holds {card} twice (positions {other} "
                                              "and {pos})"), card=card, other=other, pos=pos))
        self.known[pos] = card
        filler = self._deck[pos]
        if filler != card:
            where = self._deck.index(card)
            self._deck[pos], self._deck[where] = card, filler
            _swap_cards(self.dealt, filler, card)

    # ------------------------------------------------------------------ draws and plays
    def original_draw(self, count: int | None = None) -> list[int]:
        """The deck positions a draw of ``count`` cards (a draw now when None) takes from
        the original stock (maybe none)."""
        position = self.dealt
        if position.stock_known:
            return []
        size = position.stock_size
        top = self.size - size
        wanted = position.pending_draw if count is None else count
        return list(range(top, top + min(wanted, size)))

    def held_position(self, seat: int, card: int) -> int | None:
        """The deck position ``seat`` holds ``card`` from (None: not from the original deck)."""
        for pos, holder in self.holder.items():
            if holder == seat and self.known.get(pos) == card:
                return pos
        return None

    def check_draw_or_pass(self, kind: str) -> str | None:
        """Why the other side may not draw / pass now, as far as the public state tells."""
        phase, drawn = self.dealt.phase_index, self.dealt.drawn >= 0
        extra = self.dealt.rules.variant.extra_rank
        extra = THREE if extra is None else extra
        if kind == "pass":
            return None if phase == AFTER_THREE or drawn else \
                Phrase(N_("You can pass only after playing a {rank}"), rank=extra)
        if drawn:
            return Phrase(N_("Play the card you drew or keep it"))
        return Phrase(N_("After a {rank}, play another card or pass"), rank=extra) \
            if phase == AFTER_THREE else None

    def arrange_draw(self, positions: list[int], last_fits: bool) -> None:
        """Before the other side's draw of the cards at ``positions`` (unknown here) is
        made on this table: put unknown cards there that do not fit the waste, and one that
        fits last when ``last_fits`` — what the drawer says it drew, so that the engine's
        draw ends where the real one did (the reveal checks it was true)."""
        position = self.dealt
        fits = position.rules.match[position.waste[-1]][position.active_suit]
        for index, pos in enumerate(positions):
            want = last_fits and index == len(positions) - 1
            if bool(fits >> self._deck[pos] & 1) == want:
                continue
            spare = next((q for q in range(self.size) if q not in self.known
                          and q not in positions and self._unseen(q)
                          and bool(fits >> self._deck[q] & 1) == want), None)
            if spare is None:
                raise ProtocolError(Phrase(N_("it says it drew cards the deck cannot hold")))
            a, b = self._deck[pos], self._deck[spare]
            self._deck[pos], self._deck[spare] = b, a
            _swap_cards(position, a, b)

    def _unseen(self, pos: int) -> bool:
        """Whether the card at deck position ``pos`` is unknown here and still hidden: in
        the other side's hand or in the original stock."""
        card = self._deck[pos]
        return bool(self.dealt.hands[self.me ^ 1] >> card & 1) or (
            card in self.dealt._stock and not self.dealt.stock_known)


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
            raise ProtocolError(Phrase(N_("card {card} is neither in a hand nor in the stock"),
                                       card=card))
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
    if position.drawn in (a, b):  # a drawn card that may be played at once is known now
        position.drawn = b if position.drawn == a else a
