"""A lean re-implementation of the rules on raw ints, for Hard's search.

Why not :class:`dirty7.rules.Position`: search runs thousands of simulated games per
decision, and the engine's objects, event hooks and memory of what players know cost
more than the search can afford. Here a state is one small list (see :func:`new_state`).
Two things the engine does not do make determinizations cheap: an unknown stock is a
*pool* from which a draw takes a random card (a lazily shuffled stock), and a game may
be scored before its end (:func:`evaluate`).

The move encoding, phases and deck come from :mod:`dirty7.rules`. The transitions must
match RULES.md exactly; ``tests/ai/test_sim.py`` checks :func:`apply_move` against
``Position.push`` move by move. The playout policy and the playout are in :mod:`.policy`.
"""

from __future__ import annotations

import json
import math
from importlib import resources

from dirty7.rules.cards import (
    ACE,
    DECK_SIZE,
    JACK,
    JACKS,
    RANK_MASK,
    SEVEN,
    SEVENS,
    SUIT_MASK,
    THREE,
)
from dirty7.rules.moves import DRAW, JACK_MOVE_BASE, PASS
from dirty7.rules.phases import AFTER_ACE, AFTER_THREE, ANSWER_SEVEN, NORMAL, OVER

# State slots.
H0, H1, WASTE, STOCK, RANDOM_STOCK, TO_MOVE, PHASE, SUIT, PENDING, STACK, WINNER = range(11)

_NON_JACK = ~JACKS
# What may be played on top card ``t`` with active suit ``s``: MATCH[t][s].
MATCH = tuple(tuple(SUIT_MASK[s] | RANK_MASK[t % 13] | JACKS for s in range(4))
              for t in range(DECK_SIZE))



def new_state(hands: tuple[int, int], waste: list[int], stock_top_last: list[int],
              random_stock: bool, to_move: int, phase: int, suit: int, pending: int,
              seven_stack: bool) -> list:
    """A state list; ``waste`` and the stock are copied. A random stock is a pool."""
    return [hands[0], hands[1], list(waste), list(stock_top_last), random_stock, to_move,
            phase, suit, pending, seven_stack, -1]


def copy_state(st: list) -> list:
    new = st[:]
    new[WASTE] = st[WASTE][:]
    new[STOCK] = st[STOCK][:]
    return new


def bits(mask: int) -> list[int]:
    """The cards of ``mask``, lowest first, as plain ints."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def legal_moves(st: list) -> list[int]:
    """The legal moves as plain ints, in the engine's order (card order; Jacks by suit)."""
    phase = st[PHASE]
    if phase == OVER:
        return []
    return legal_moves_for(st[st[TO_MOVE]], st[WASTE][-1], st[SUIT], phase)


def legal_moves_for(hand: int, top: int, suit: int, phase: int) -> list[int]:
    """The legal moves of ``hand`` on ``top`` with ``suit`` active in ``phase``."""
    if phase == ANSWER_SEVEN:
        sevens = hand & SEVENS
        return bits(sevens) if sevens else [DRAW]
    playable = hand & MATCH[top][suit]
    if not playable:
        return [PASS] if phase == AFTER_THREE else [DRAW]
    jacks = playable & JACKS
    if jacks and hand & (hand - 1) == 0:
        moves = [jacks.bit_length() - 1]
    elif jacks:
        moves = []
        for c in bits(playable):
            if c % 13 == JACK:
                first = JACK_MOVE_BASE + 4 * (c // 13)
                moves.extend(range(first, first + 4))
            else:
                moves.append(c)
    else:
        moves = bits(playable)
    if phase == AFTER_THREE:
        moves.append(PASS)
    return moves


def search_moves(st: list) -> list[int]:
    """The legal moves worth searching: a Jack names only a suit its player still holds.

    Naming a suit one holds none of hands the choice of suit to the opponent (after it
    draws) for nothing; pruning those halves the Jack moves the tree must tell apart.
    With nothing but Jacks left, every suit stays.
    """
    moves = legal_moves(st)
    if len(moves) < 4:  # a Jack that names a suit brings four moves
        return moves
    hand = st[st[TO_MOVE]]
    out = []
    for m in moves:
        if JACK_MOVE_BASE <= m < DRAW:
            j = m - JACK_MOVE_BASE
            rest = hand & ~(1 << ((j >> 2) * 13 + JACK)) & _NON_JACK
            if rest and not rest & SUIT_MASK[j & 3]:
                continue
        out.append(m)
    return out


def _refill(st: list) -> None:
    waste = st[WASTE]
    stock = waste[:-1]
    stock.reverse()
    st[STOCK] = stock
    st[WASTE] = [waste[-1]]
    st[RANDOM_STOCK] = False


def apply_move(st: list, move: int, random) -> None:
    """Apply a legal ``move`` in place; ``random()`` picks cards from a random stock."""
    seat = st[TO_MOVE]
    if move < DRAW:
        if move < JACK_MOVE_BASE:
            card, named = move, -1
        else:
            j = move - JACK_MOVE_BASE
            card, named = (j >> 2) * 13 + JACK, j & 3
        hand = st[seat] ^ (1 << card)
        st[seat] = hand
        waste = st[WASTE]
        waste.append(card)
        if not hand:
            st[PHASE] = OVER
            st[WINNER] = seat
            st[SUIT] = card // 13
            st[PENDING] = 0
            return
        rank = card % 13
        if rank == JACK:
            st[SUIT] = named
            st[PHASE] = NORMAL
            st[TO_MOVE] = seat ^ 1
        else:
            st[SUIT] = card // 13
            if rank == SEVEN:
                st[PENDING] = st[PENDING] + 4 if st[PHASE] == ANSWER_SEVEN and st[STACK] else 4
                st[PHASE] = ANSWER_SEVEN
                st[TO_MOVE] = seat ^ 1
            elif rank == THREE:
                st[PHASE] = AFTER_THREE
            elif rank == ACE:
                st[PHASE] = AFTER_ACE
            else:
                st[PHASE] = NORMAL
                st[TO_MOVE] = seat ^ 1
        if not st[STOCK] and len(waste) > 1:
            _refill(st)
    elif move == DRAW:
        count = st[PENDING] if st[PHASE] == ANSWER_SEVEN else 1
        hand = st[seat]
        for _ in range(count):
            if not st[STOCK]:
                if len(st[WASTE]) > 1:
                    _refill(st)
                else:
                    break
            stock = st[STOCK]
            if st[RANDOM_STOCK]:
                i = int(random() * len(stock))
                card = stock[i]
                stock[i] = stock[-1]
                stock.pop()
            else:
                card = stock.pop()
            hand |= 1 << card
        st[seat] = hand
        if not st[STOCK] and len(st[WASTE]) > 1:
            _refill(st)
        st[PHASE] = NORMAL
        st[PENDING] = 0
        st[TO_MOVE] = seat ^ 1
    else:
        st[PHASE] = NORMAL
        st[TO_MOVE] = seat ^ 1


def seen_mask(st: list) -> int:
    """The waste and, once it is known, the stock: what every player has seen."""
    seen = 0
    for c in st[WASTE]:
        seen |= 1 << c
    if not st[RANDOM_STOCK]:
        for c in st[STOCK]:
            seen |= 1 << c
    return seen


# Evaluation of an unfinished playout: the chance that the player to move wins,
#     P(mover wins) = logistic(slope * ln(opponent's cards / mover's cards) + mover
#                              + last_card if the mover holds a single card)
# fitted (maximum likelihood) on self-play games by scripts/fit_value_model.py, which writes
# the parameters to value_model.json in this package. It is much flatter than any linear
# rule: 5 cards against 8 is only a 59% edge.
VALUE_MODEL_FILE = "value_model.json"


def load_value_model() -> dict:
    """The shipped value model's parameters (``slope``, ``mover``, ``last_card``)."""
    return parse_value_model(
        resources.files(__package__).joinpath(VALUE_MODEL_FILE).read_text("utf-8"))


def parse_value_model(text: str) -> dict:
    """A value model file's fields, its three parameters checked to be finite numbers."""
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError(f"{VALUE_MODEL_FILE}: must be a JSON object")
    for key in ("slope", "mover", "last_card"):
        value = data.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value):
            raise ValueError(f"{VALUE_MODEL_FILE}: {key!r} must be a number, not {value!r}")
    return data


_MODEL = load_value_model()
_EVAL_SLOPE, _EVAL_MOVER, _EVAL_LAST_CARD = _MODEL["slope"], _MODEL["mover"], _MODEL["last_card"]


def _mover_wins(mine: int, theirs: int) -> float:
    x = _EVAL_SLOPE * math.log(theirs / mine) + _EVAL_MOVER + (_EVAL_LAST_CARD if mine == 1
                                                                else 0.0)
    return 1.0 / (1.0 + math.exp(-x))


# _EVAL[mover][n0][n1]: seat 0's chance to win with n0 and n1 cards in hand.
_EVAL = tuple(
    tuple(tuple((_mover_wins(n0, n1) if mover == 0 else 1.0 - _mover_wins(n1, n0))
                if n0 and n1 else float(n0 == 0) for n1 in range(53)) for n0 in range(53))
    for mover in (0, 1))


def evaluate(n0: int, n1: int, mover: int) -> float:
    """Seat 0's chance to win an unfinished game with ``n0`` and ``n1`` cards in hand."""
    return _EVAL[mover][n0][n1]
