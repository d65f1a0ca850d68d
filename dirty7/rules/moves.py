"""Moves as small ints, with their notation.

``0..51`` plays that card (a wild card this way only as its player's last card);
``52 + 4 * jack_suit + named_suit`` plays a Jack and names a suit; :data:`DRAW` and
:data:`PASS` follow; then ``70 + 4 * eight_suit + named_suit`` plays an Eight and names a
suit (a variant whose wild rank is the Eight) and :data:`CALL` calls "last card". The
numbers of Dirty Seven's moves are those of old, so stored move numbers keep their
meaning. Like :class:`~dirty7.rules.cards.Card`, :class:`Move` is an ``int`` whose
``str`` is the notation of RULES.md, and all 87 instances exist once (:data:`MOVES`), so
generating moves allocates nothing but the list.
"""

from __future__ import annotations

from .cards import (
    CARDS,
    EIGHT,
    JACK,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    parse_card_or_none,
    parse_suit,
)

JACK_MOVE_BASE = 52
DRAW = 68
PASS = 69
EIGHT_MOVE_BASE = 70
CALL = 86
NUM_MOVES = 87
#: The first suit-naming move of each rank that can be wild.
WILD_MOVE_BASE = {JACK: JACK_MOVE_BASE, EIGHT: EIGHT_MOVE_BASE}


class NotationError(ValueError):
    """Text that is not valid position or move notation, or an impossible position."""


class Move(int):
    """One move: an int 0..86 whose ``str`` is its notation (``7H``, ``JS>H``, ``draw``)."""

    __slots__ = ()

    @property
    def card(self) -> Card | None:
        """The card played, or None for draw, pass and call."""
        return _MOVE_CARD[self]

    @property
    def named_suit(self) -> int | None:
        """The suit a wild card names (0..3), or None."""
        return _MOVE_NAMED[self]

    @property
    def is_draw(self) -> bool:
        return self == DRAW

    @property
    def is_pass(self) -> bool:
        return self == PASS

    @property
    def is_call(self) -> bool:
        return self == CALL

    @property
    def is_play(self) -> bool:
        return self < DRAW or EIGHT_MOVE_BASE <= self < CALL

    def __str__(self) -> str:
        return _MOVE_TEXT[self]

    def __repr__(self) -> str:
        return f"Move('{_MOVE_TEXT[self]}')"

    def __format__(self, spec: str) -> str:
        return format(_MOVE_TEXT[self], spec)

    def pretty(self) -> str:
        """Player-facing words: ``7♥``, ``J♠ naming ♥``, ``draw``, ``pass``, ``call``."""
        card, named = _MOVE_CARD[self], _MOVE_NAMED[self]
        if named is not None and card is not None:
            return f"{card.pretty()} naming {SUIT_SYMBOLS[named]}"
        if card is not None:
            return card.pretty()
        return _MOVE_TEXT[self]


def _card_and_named(m: int) -> tuple[Card | None, int | None]:
    """The card a move plays and the suit it names (None where there is none)."""
    if m < 52:
        return CARDS[m], None
    for rank, base in WILD_MOVE_BASE.items():
        if base <= m < base + 16:
            return CARDS[(m - base) // 4 * 13 + rank], (m - base) % 4
    return None, None


_CARD_AND_NAMED = tuple(_card_and_named(m) for m in range(NUM_MOVES))
_MOVE_CARD: tuple[Card | None, ...] = tuple(card for card, _named in _CARD_AND_NAMED)
_MOVE_NAMED: tuple[int | None, ...] = tuple(named for _card, named in _CARD_AND_NAMED)
_NON_PLAY_TEXT = {DRAW: "draw", PASS: "pass", CALL: "call"}


def _move_text(m: int) -> str:
    card, named = _MOVE_CARD[m], _MOVE_NAMED[m]
    if card is None:
        return _NON_PLAY_TEXT[m]
    return str(card) if named is None else f"{card}>{SUITS[named]}"


_MOVE_TEXT = tuple(_move_text(m) for m in range(NUM_MOVES))
MOVES: tuple[Move, ...] = tuple(Move(m) for m in range(NUM_MOVES))
DRAW_MOVE = MOVES[DRAW]
PASS_MOVE = MOVES[PASS]
CALL_MOVE = MOVES[CALL]


def jack_move(jack: int, named_suit: int) -> Move:
    """The move playing Jack ``jack`` and naming ``named_suit``."""
    if jack % 13 != JACK:
        raise ValueError(f"{CARDS[jack]} is not a Jack")
    return MOVES[JACK_MOVE_BASE + 4 * (jack // 13) + named_suit]


def wild_move(card: int, named_suit: int) -> Move:
    """The move playing ``card`` (a Jack or an Eight) as a wild card naming ``named_suit``."""
    base = WILD_MOVE_BASE.get(card % 13)
    if base is None:
        raise ValueError(f"{CARDS[card]} is neither a Jack nor an Eight")
    return MOVES[base + 4 * (card // 13) + named_suit]


def parse_move(text: str) -> Move:
    """Parse move notation (``7H``, ``10h``, ``JS>H``, ``8S>H``, ``draw``, ``pass``,
    ``call``); whether a wild card is wild is the variant's business, not the notation's."""
    if not isinstance(text, str):
        raise NotationError(f"a move must be text, not {type(text).__name__}")
    t = text.strip()
    low = t.lower()
    if low == "draw":
        return DRAW_MOVE
    if low == "pass":
        return PASS_MOVE
    if low == "call":
        return CALL_MOVE
    card_text, sep, suit_text = t.partition(">")
    card = parse_card_or_none(card_text) if card_text else None
    if card is None:
        raise NotationError(f"bad move {text!r}: expected a card like 7H, a Jack like JS>H, "
                            "'draw' or 'pass'")
    if not sep:
        return MOVES[card]
    if card % 13 not in WILD_MOVE_BASE:
        raise NotationError(f"bad move {text!r}: only a Jack or an Eight names a suit")
    try:
        suit = parse_suit(suit_text)
    except ValueError:
        raise NotationError(f"bad move {text!r}: unknown suit {suit_text!r} "
                            "(use one of C D H S)") from None
    return wild_move(card, suit)


def format_move(move: int) -> str:
    """Move notation of ``move``."""
    if not 0 <= move < NUM_MOVES:
        raise NotationError(f"no such move number {move}")
    return _MOVE_TEXT[move]


def as_move(move: int | str) -> Move:
    """``move`` as a :class:`Move`: a Move, its int, or its notation (``"7H"``, ``"draw"``).

    Why one door: every checked entry point (``apply_move``, ``explain_illegal`` on the
    facade and on a position) takes the same three forms and refuses anything else with
    a :class:`NotationError` that names it.
    """
    if isinstance(move, str):
        return parse_move(move)
    if isinstance(move, bool) or not isinstance(move, int) or not 0 <= move < NUM_MOVES:
        raise NotationError(f"not a move: {move!r}")
    return MOVES[move]
