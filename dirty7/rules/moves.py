"""Moves as small ints, with their notation.

``0..51`` plays that card (a Jack this way only as its player's last card);
``52 + 4 * jack_suit + named_suit`` plays a Jack and names a suit; :data:`DRAW` and
:data:`PASS` follow. Like :class:`~dirty7.rules.cards.Card`, :class:`Move` is an ``int``
whose ``str`` is the notation of RULES.md, and all 70 instances exist once
(:data:`MOVES`), so generating moves allocates nothing but the list.
"""

from __future__ import annotations

from .cards import CARDS, JACK, SUIT_SYMBOLS, SUITS, Card, parse_card_or_none, parse_suit

JACK_MOVE_BASE = 52
DRAW = 68
PASS = 69
NUM_MOVES = 70


class NotationError(ValueError):
    """Text that is not valid position or move notation, or an impossible position."""


class Move(int):
    """One move: an int 0..69 whose ``str`` is its notation (``7H``, ``JS>H``, ``draw``)."""

    __slots__ = ()

    @property
    def card(self) -> Card | None:
        """The card played, or None for draw and pass."""
        if self < 52:
            return CARDS[self]
        if self < DRAW:
            return CARDS[(self - JACK_MOVE_BASE) // 4 * 13 + JACK]
        return None

    @property
    def named_suit(self) -> int | None:
        """The suit a Jack names (0..3), or None."""
        if JACK_MOVE_BASE <= self < DRAW:
            return (self - JACK_MOVE_BASE) % 4
        return None

    @property
    def is_draw(self) -> bool:
        return self == DRAW

    @property
    def is_pass(self) -> bool:
        return self == PASS

    @property
    def is_play(self) -> bool:
        return self < DRAW

    def __str__(self) -> str:
        return _MOVE_TEXT[self]

    def __repr__(self) -> str:
        return f"Move('{_MOVE_TEXT[self]}')"

    def __format__(self, spec: str) -> str:
        return format(_MOVE_TEXT[self], spec)

    def pretty(self) -> str:
        """Player-facing words: ``7♥``, ``J♠ naming ♥``, ``draw``, ``pass``."""
        if self < 52:
            return CARDS[self].pretty()
        if self < DRAW:
            return f"{self.card.pretty()} naming {SUIT_SYMBOLS[self.named_suit]}"
        return _MOVE_TEXT[self]


def _move_text(m: int) -> str:
    if m < 52:
        return str(CARDS[m])
    if m < DRAW:
        j = m - JACK_MOVE_BASE
        return f"J{SUITS[j // 4]}>{SUITS[j % 4]}"
    return "draw" if m == DRAW else "pass"


_MOVE_TEXT = tuple(_move_text(m) for m in range(NUM_MOVES))
MOVES: tuple[Move, ...] = tuple(Move(m) for m in range(NUM_MOVES))
DRAW_MOVE = MOVES[DRAW]
PASS_MOVE = MOVES[PASS]


def jack_move(jack: int, named_suit: int) -> Move:
    """The move playing Jack ``jack`` and naming ``named_suit``."""
    if jack % 13 != JACK:
        raise ValueError(f"{CARDS[jack]} is not a Jack")
    return MOVES[JACK_MOVE_BASE + 4 * (jack // 13) + named_suit]


def parse_move(text: str) -> Move:
    """Parse move notation (``7H``, ``10h``, ``JS>H``, ``draw``, ``pass``)."""
    if not isinstance(text, str):
        raise NotationError(f"a move must be text, not {type(text).__name__}")
    t = text.strip()
    low = t.lower()
    if low == "draw":
        return DRAW_MOVE
    if low == "pass":
        return PASS_MOVE
    card_text, sep, suit_text = t.partition(">")
    card = parse_card_or_none(card_text) if card_text else None
    if card is None:
        raise NotationError(f"bad move {text!r}: expected a card like 7H, a Jack like JS>H, "
                            "'draw' or 'pass'")
    if not sep:
        return MOVES[card]
    if card % 13 != JACK:
        raise NotationError(f"bad move {text!r}: only a Jack names a suit")
    try:
        suit = parse_suit(suit_text)
    except ValueError:
        raise NotationError(f"bad move {text!r}: unknown suit {suit_text!r} "
                            "(use one of C D H S)") from None
    return jack_move(card, suit)


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
