"""A :class:`Variant` compiled into the tables the engine's hot path reads.

Why compiled: the position asks "what does this rank do" and "what may be played on this
card" at every move. Reading the variant's words there would cost every game, Dirty
Seven's included; one lookup in a table built once per variant costs no more than the
constants the engine read before. :func:`rules_of` caches one :class:`Rules` per rule set.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .cards import ACE, RANK_MASK, SEVEN, SUIT_MASK
from .moves import MOVES, WILD_MOVE_BASE, Move
from .variant import Variant

#: What a rank does when played (:attr:`Rules.effect`).
PLAIN, WILD, PENALTY, EXTRA, AGAIN = range(5)
#: The cannot-play rules, as ints (:attr:`Rules.cannot_play`).
DRAW_ONE, DRAW_PLAY, DRAW_UNTIL = range(3)
_CANNOT_PLAY = {"draw-one": DRAW_ONE, "draw-play": DRAW_PLAY, "draw-until": DRAW_UNTIL}


def _rank_mask(rank: int | None) -> int:
    return 0 if rank is None else RANK_MASK[rank]


class Rules:
    """The switches of one variant as masks, ints and tables (read-only).

    ``effect[rank]`` is PLAIN, WILD, PENALTY, EXTRA or AGAIN; ``match[top][suit]`` the
    cards that may be played on ``top`` with ``suit`` active outside a penalty to answer;
    ``deck_cards`` the cards of the deck in card order, ``deck_mask`` the same as a mask.
    """

    __slots__ = ("variant", "stack", "wild_rank", "wild_mask", "penalty_rank",
                 "penalty_mask", "penalty_draw", "again_rank", "extra_rank", "effect",
                 "match", "deck_cards", "deck_mask", "hand_size", "cannot_play",
                 "first_effect", "call_penalty", "draw_play", "after_play", "moves_for",
                 "__weakref__")
    #: ``moves_for(playable)``: the moves playing the cards of ``playable``, in card
    #: order (a wild card names each suit); the first call builds the tables.
    moves_for: Callable[[int], list[Move]]

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.stack = variant.seven_stack
        self.wild_rank = variant.wild_rank
        self.wild_mask = _rank_mask(self.wild_rank)
        self.penalty_rank = variant.penalty_rank
        self.penalty_mask = _rank_mask(self.penalty_rank)
        self.penalty_draw = variant.penalty_draw
        self.again_rank = variant.again_rank
        self.extra_rank = variant.extra_rank
        effect = [PLAIN] * 13
        for rank, what in ((self.wild_rank, WILD), (self.penalty_rank, PENALTY),
                           (variant.extra_rank, EXTRA), (variant.again_rank, AGAIN)):
            if rank is not None:
                effect[rank] = what
        self.effect = tuple(effect)
        self.match = tuple(tuple(self._matching(top, suit) for suit in range(4))
                           for top in range(52))
        self.deck_cards = tuple(c for c in range(52)
                                if variant.deck == 52 or c % 13 == ACE or c % 13 >= SEVEN)
        self.deck_mask = sum(1 << c for c in self.deck_cards)
        self.hand_size = variant.hand_size
        self.cannot_play = _CANNOT_PLAY[variant.cannot_play]
        self.first_effect = variant.first_effect
        self.call_penalty = variant.last_card
        self.draw_play = self.cannot_play == DRAW_PLAY
        #: Whether a play needs :meth:`Position._after_play` (Dirty Seven's does not).
        self.after_play = bool(self.call_penalty or self.draw_play)
        self.moves_for = self._build_moves_for

    def _matching(self, top: int, suit: int) -> int:
        """What may be played on ``top`` with ``suit`` active: the suit, the top card's
        rank and the wild rank; on a wild card without ``wild_on_wild``, no wild card."""
        if self.wild_rank is not None and top % 13 == self.wild_rank \
                and not self.variant.wild_on_wild:
            return SUIT_MASK[suit] & ~self.wild_mask
        return SUIT_MASK[suit] | RANK_MASK[top % 13] | self.wild_mask

    def _build_moves_for(self, playable: int) -> list[Move]:
        """The first call of :attr:`moves_for`: builds the tables, then puts the lookup
        in its place. Why at the first call: building them is most of what importing the
        rules would cost, and the game's start-up does not need them."""
        self.moves_for = _lookup(_tables_for(self.wild_rank))
        return self.moves_for(playable)

    def can_call(self, hand: int, playable: int) -> bool:
        """Whether "last card" may be called: the call is on, the hand holds two cards
        and one of them can be played now."""
        return bool(self.call_penalty and playable and hand.bit_count() == 2)


_Table = tuple[tuple[Move, ...], ...]


def _lookup(tables: tuple[_Table, ...]) -> Callable[[int], list[Move]]:
    c0, c1, c2, c3 = tables

    def moves_for(playable: int) -> list[Move]:
        return list(c0[playable & 0x1FFF] + c1[(playable >> 13) & 0x1FFF]
                    + c2[(playable >> 26) & 0x1FFF] + c3[playable >> 39])
    return moves_for


@lru_cache(maxsize=4)
def _tables_for(wild_rank: int | None) -> tuple[_Table, ...]:
    return tuple(_suit_table(s, wild_rank) for s in range(4))


def _suit_table(suit: int, wild_rank: int | None) -> tuple[tuple[Move, ...], ...]:
    """``table[bits]``: the moves playing the cards ``bits`` (13 rank bits) of ``suit``.

    Built incrementally — each entry extends the entry without its highest rank — so the
    8192 entries cost a few milliseconds, in rank order; the wild rank names each suit.
    """
    single = []
    for rank in range(13):
        if rank == wild_rank:
            base = WILD_MOVE_BASE[rank] + 4 * suit
            single.append(tuple(MOVES[base + named] for named in range(4)))
        else:
            single.append((MOVES[suit * 13 + rank],))
    table: list[tuple[Move, ...]] = [()] * (1 << 13)
    for bits in range(1, 1 << 13):
        high = bits.bit_length() - 1
        table[bits] = table[bits ^ (1 << high)] + single[high]
    return tuple(table)


@lru_cache(maxsize=64)
def rules_of(variant: Variant) -> Rules:
    """The compiled rules of ``variant`` (who starts and the match do not matter)."""
    play = variant.play_rules()
    if play != variant:
        return rules_of(play)
    return Rules(variant)


__all__ = ["AGAIN", "DRAW_ONE", "DRAW_PLAY", "DRAW_UNTIL", "EXTRA", "PENALTY", "PLAIN",
           "WILD", "Rules", "rules_of"]
