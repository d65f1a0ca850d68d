"""Cards as small ints and hands as 52-bit masks.

A card is ``suit * 13 + rank`` with ranks ``A23456789TJQK`` (A = 0) and suits ``CDHS``
(C = 0). A set of cards is an int whose bit ``c`` is set when card ``c`` is in it: the
move generator then finds every playable card with one ``&``. :class:`Card` subclasses
``int`` so that engine code can use the raw numbers while ``str()`` still gives the
notation of RULES.md; the 52 instances are made once (:data:`CARDS`).
"""

from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

ACE, THREE, SEVEN, EIGHT, JACK = 0, 2, 6, 7, 10
DECK_SIZE = 52
FULL_DECK = (1 << DECK_SIZE) - 1
SUIT_MASK = tuple(0x1FFF << (13 * s) for s in range(4))
RANK_MASK = tuple(sum(1 << (13 * s + r) for s in range(4)) for r in range(13))
JACKS = RANK_MASK[JACK]
SEVENS = RANK_MASK[SEVEN]

_SUIT_ALIASES = {
    **{s: i for i, s in enumerate(SUITS)},
    **{s: i for i, s in enumerate(SUIT_SYMBOLS)},
    "♧": 0, "♢": 1, "♡": 2, "♤": 3,
}


class Card(int):
    """One card: an int 0..51 whose ``str`` is its notation (``7H``)."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """Rank index, A = 0 … K = 12."""
        return self % 13

    @property
    def suit(self) -> int:
        """Suit index, C = 0, D = 1, H = 2, S = 3."""
        return self // 13

    @property
    def mask(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return _CARD_TEXT[self]

    def __repr__(self) -> str:
        return f"Card('{_CARD_TEXT[self]}')"

    def __format__(self, spec: str) -> str:
        return format(_CARD_TEXT[self], spec)

    def pretty(self) -> str:
        """Player-facing text with a suit symbol, e.g. ``7♥`` or ``10♠``."""
        rank = "10" if self % 13 == 9 else RANKS[self % 13]
        return rank + SUIT_SYMBOLS[self // 13]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card (``7H``, ``10h``, ``7♥``); raises ``ValueError`` naming it."""
        card = parse_card_or_none(text)
        if card is None:
            raise ValueError(f"unknown card {text!r}")
        return card


_CARD_TEXT = tuple(RANKS[c % 13] + SUITS[c // 13] for c in range(52))
CARDS: tuple[Card, ...] = tuple(Card(c) for c in range(52))


def make_card(rank: int, suit: int) -> Card:
    return CARDS[suit * 13 + rank]


def parse_card_or_none(text: str) -> Card | None:
    """The card written as ``text`` or None; accepts ``10`` for T, lower case, suit symbols."""
    t = text.strip()
    if t[:2] == "10":
        rank_text, suit_text = "T", t[2:]
    else:
        rank_text, suit_text = t[:1].upper(), t[1:]
    rank = RANKS.find(rank_text) if rank_text else -1
    suit = _SUIT_ALIASES.get(suit_text.upper() if suit_text.isascii() else suit_text, -1)
    if rank < 0 or suit < 0:
        return None
    return CARDS[suit * 13 + rank]


def parse_suit(text: str) -> int:
    """Suit index of ``C``/``D``/``H``/``S`` (any case) or a suit symbol."""
    suit = _SUIT_ALIASES.get(text.upper() if text.isascii() else text)
    if suit is None:
        raise ValueError(f"unknown suit {text!r} (use one of C D H S)")
    return suit


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in card order (suit, then rank)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def card_points(card: int) -> int:
    """Match-scoring value of a card left in hand (RULES.md, ``match_to``)."""
    rank = card % 13
    if rank == SEVEN:
        return 50
    if rank == JACK:
        return 20
    if rank == ACE:
        return 15
    if rank >= 11:
        return 10
    return rank + 1


def hand_points(mask: int) -> int:
    return sum(card_points(c) for c in cards_of(mask))
