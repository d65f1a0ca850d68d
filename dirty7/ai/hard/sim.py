"""A lean re-implementation of the rules on raw ints, for Hard's search.

Why not :class:`dirty7.rules.Position`: search runs thousands of simulated games per
decision, and the engine's objects, event hooks and memory of what players know cost
more than the search can afford. Here a state is one small list (see :func:`new_state`).
Two things the engine does not do make determinizations cheap: an unknown stock is a
*pool* from which a draw takes a random card (a lazily shuffled stock), and a game may
be scored before its end (:func:`evaluate`).

The move encoding, phases and deck come from :mod:`dirty7.rules`, and a state carries
the compiled rules of its variant (:class:`dirty7.rules.Rules`, slot ``RULES``): the
wild, penalty, play-again and extra-play ranks, the cannot-play rule and the last-card
call are read from there, as the engine reads them. The transitions must match RULES.md
exactly; ``tests/ai/test_sim.py`` checks :func:`apply_move` against ``Position.push``
move by move, for every preset. The playout policy and the playout are in :mod:`.policy`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from importlib import resources
from typing import Final, Literal, Protocol, cast, overload

from dirty7.rules.cards import DECK_SIZE, JACKS, RANK_MASK, SUIT_MASK
from dirty7.rules.moves import CALL, DRAW, EIGHT_MOVE_BASE, JACK_MOVE_BASE, PASS, WILD_MOVE_BASE
from dirty7.rules.phases import AFTER_ACE, AFTER_THREE, ANSWER_SEVEN, NORMAL, OVER
from dirty7.rules.ruleset import AGAIN, DRAW_ONE, DRAW_PLAY, EXTRA, PENALTY, WILD, Rules, rules_of
from dirty7.rules.variant import Variant

# State slots (each written out: the checker reads a slot's type from its literal number).
H0: Final = 0
H1: Final = 1
WASTE: Final = 2
STOCK: Final = 3
RANDOM_STOCK: Final = 4
TO_MOVE: Final = 5
PHASE: Final = 6
SUIT: Final = 7
PENDING: Final = 8
STACK: Final = 9
WINNER: Final = 10
#: The compiled rules, the card just drawn that may be played at once (-1: none), and
#: whether the player to move has called "last card".
RULES: Final = 11
DRAWN: Final = 12
CALLED: Final = 13
DIRTY_SEVEN_RULES = rules_of(Variant())

#: A seat of the two-player simulator, as the slot ``TO_MOVE`` holds it.
Seat = Literal[0, 1]
#: ``random()``: a float in [0, 1), as :meth:`random.Random.random` returns.
UnitRandom = Callable[[], float]


class State(Protocol):
    """What a state list holds in each slot, for the checker.

    A state is a plain ``list`` at run time (the search copies and indexes it millions of
    times a decision, faster than any object); this protocol gives each slot constant
    above its type, so ``st[WASTE]`` is a list of cards and ``st[RULES]`` the rules. The
    literal numbers must match the constants (``tests/ai/test_sim.py`` checks them).
    """

    @overload
    def __getitem__(self, slot: Literal[0, 1, 6, 7, 8, 10, 12]) -> int: ...
    @overload
    def __getitem__(self, slot: Literal[2, 3]) -> list[int]: ...
    @overload
    def __getitem__(self, slot: Literal[4, 9, 13]) -> bool: ...
    @overload
    def __getitem__(self, slot: Literal[5]) -> Seat: ...
    @overload
    def __getitem__(self, slot: Literal[11]) -> Rules: ...
    @overload
    def __getitem__(self, slot: int) -> object: ...
    @overload
    def __getitem__(self, slot: slice) -> list[object]: ...
    def __getitem__(self, slot: int | slice) -> object: ...
    def __setitem__(self, slot: int, value: object) -> None: ...

_NON_JACK = ~JACKS
# What may be played on top card ``t`` with active suit ``s``: MATCH[t][s].
MATCH = tuple(tuple(SUIT_MASK[s] | RANK_MASK[t % 13] | JACKS for s in range(4))
              for t in range(DECK_SIZE))



def new_state(hands: tuple[int, int], waste: list[int], stock_top_last: list[int],
              random_stock: bool, to_move: int, phase: int, suit: int, pending: int,
              seven_stack: bool, rules: Rules | None = None, drawn: int = -1,
              called: bool = False) -> State:
    """A state list; ``waste`` and the stock are copied. A random stock is a pool.
    ``rules`` default to Dirty Seven's (with ``seven_stack``)."""
    if rules is None:
        rules = DIRTY_SEVEN_RULES if not seven_stack else rules_of(Variant(seven_stack=True))
    return cast(State, [hands[0], hands[1], list(waste), list(stock_top_last), random_stock,
                        to_move, phase, suit, pending, rules.stack, -1, rules, drawn, called])


def bits(mask: int) -> list[int]:
    """The cards of ``mask``, lowest first, as plain ints."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def legal_moves(st: State) -> list[int]:
    """The legal moves as plain ints, in the engine's order (card order; a wild card by
    suit; pass, then the call, last)."""
    phase = st[PHASE]
    if phase == OVER:
        return []
    rules = st[RULES]
    hand = st[st[TO_MOVE]]
    drawn = st[DRAWN]
    moves = legal_moves_for(hand, st[WASTE][-1], st[SUIT], phase, rules,
                            drawn if rules.draw_play else -1)
    if rules.call_penalty and not st[CALLED] and hand.bit_count() == 2 \
            and moves[0] != DRAW and moves[0] != PASS:
        moves.append(CALL)
    return moves


def legal_moves_for(hand: int, top: int, suit: int, phase: int,
                    rules: Rules = DIRTY_SEVEN_RULES, drawn: int = -1) -> list[int]:
    """The legal moves of ``hand`` on ``top`` with ``suit`` active in ``phase`` (the call
    aside); ``drawn``: the card just drawn that alone may be played, or -1."""
    if phase == ANSWER_SEVEN:
        answers = hand & rules.penalty_mask
        return bits(answers) if answers else [DRAW]
    playable = hand & rules.match[top][suit]
    if drawn >= 0:
        playable &= 1 << drawn
        if not playable:
            return [PASS]
    if not playable:
        return [PASS] if phase == AFTER_THREE else [DRAW]
    wild_mask = rules.wild_mask
    wilds = playable & wild_mask
    if wilds and hand & (hand - 1) == 0:
        moves = [wilds.bit_length() - 1]
    elif wilds:
        moves = []
        base = WILD_MOVE_BASE[cast(int, rules.wild_rank)]  # wild cards: a wild rank
        for c in bits(playable):
            if wild_mask >> c & 1:
                first = base + 4 * (c // 13)
                moves.extend(range(first, first + 4))
            else:
                moves.append(c)
    else:
        moves = bits(playable)
    if phase == AFTER_THREE or drawn >= 0:
        moves.append(PASS)
    return moves


def search_moves(st: State) -> list[int]:
    """The legal moves worth searching: a wild card names only a suit its player still
    holds, and a last-card call is made (the computer always calls).

    Naming a suit one holds none of hands the choice of suit to the opponent (after it
    draws) for nothing; pruning those halves the wild moves the tree must tell apart.
    With nothing but wild cards left, every suit stays.
    """
    moves = legal_moves(st)
    if moves[-1] == CALL:
        return [CALL]
    if len(moves) < 4:  # a wild card that names a suit brings four moves
        return moves
    rules = st[RULES]
    if rules.wild_rank is None:
        return moves
    base = WILD_MOVE_BASE[rules.wild_rank]
    non_wild = ~rules.wild_mask
    hand = st[st[TO_MOVE]]
    out = []
    for m in moves:
        if base <= m < base + 16:
            j = m - base
            rest = hand & ~(1 << ((j >> 2) * 13 + rules.wild_rank)) & non_wild
            if rest and not rest & SUIT_MASK[j & 3]:
                continue
        out.append(m)
    return out


def _refill(st: State) -> None:
    waste = st[WASTE]
    stock = waste[:-1]
    stock.reverse()
    st[STOCK] = stock
    st[WASTE] = [waste[-1]]
    st[RANDOM_STOCK] = False


def apply_move(st: State, move: int, random: UnitRandom) -> None:
    """Apply a legal ``move`` in place; ``random()`` picks cards from a random stock."""
    seat = st[TO_MOVE]
    if move < JACK_MOVE_BASE:
        card, named = move, -1
    elif move < DRAW:
        j = move - JACK_MOVE_BASE
        card, named = (j >> 2) * 13 + 10, j & 3
    elif EIGHT_MOVE_BASE <= move < CALL:
        j = move - EIGHT_MOVE_BASE
        card, named = (j >> 2) * 13 + 7, j & 3
    else:
        _apply_other(st, move, seat, random)
        return
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
    rules = st[RULES]
    effect = rules.effect[card % 13]
    if effect == WILD:
        st[SUIT] = named
        st[PHASE] = NORMAL
        st[TO_MOVE] = seat ^ 1
    else:
        st[SUIT] = card // 13
        if effect == PENALTY:
            step = rules.penalty_draw
            st[PENDING] = st[PENDING] + step if st[PHASE] == ANSWER_SEVEN and st[STACK] else step
            st[PHASE] = ANSWER_SEVEN
            st[TO_MOVE] = seat ^ 1
        elif effect == EXTRA:
            st[PHASE] = AFTER_THREE
        elif effect == AGAIN:
            st[PHASE] = AFTER_ACE
        else:
            st[PHASE] = NORMAL
            st[TO_MOVE] = seat ^ 1
    if rules.after_play:
        st[DRAWN] = -1
        if rules.call_penalty and hand & (hand - 1) == 0:
            if st[CALLED]:
                st[CALLED] = False
            else:
                draw_cards(st, seat, rules.call_penalty, random)
    if not st[STOCK] and len(waste) > 1:
        _refill(st)


def _apply_other(st: State, move: int, seat: Seat, random: UnitRandom) -> None:
    """Draw, pass or call."""
    if move == DRAW:
        rules = st[RULES]
        if st[PHASE] == ANSWER_SEVEN:
            draw_cards(st, seat, st[PENDING], random)
        elif rules.cannot_play == DRAW_ONE:
            draw_cards(st, seat, 1, random)
        else:
            fits = rules.match[st[WASTE][-1]][st[SUIT]]
            while True:
                card = draw_cards(st, seat, 1, random)
                if card < 0:
                    break
                if fits >> card & 1:
                    st[PHASE] = NORMAL
                    if rules.cannot_play == DRAW_PLAY:
                        st[DRAWN] = card
                    return
                if rules.cannot_play == DRAW_PLAY:
                    break
        st[PHASE] = NORMAL
        st[PENDING] = 0
        st[TO_MOVE] = seat ^ 1
    elif move == CALL:
        st[CALLED] = True
    else:
        st[CALLED] = False
        st[PHASE] = NORMAL
        st[DRAWN] = -1
        st[TO_MOVE] = seat ^ 1


def draw_cards(st: State, seat: Seat, count: int, random: UnitRandom) -> int:
    """Draw ``count`` cards (fewer when stock and waste run out) into ``seat``'s hand,
    refilling as the engine does; the last card drawn, or -1."""
    hand = st[seat]
    card = -1
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
    return card


def seen_mask(st: State) -> int:
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


def load_value_model() -> dict[str, float]:
    """The shipped value model's parameters (``slope``, ``mover``, ``last_card``)."""
    return parse_value_model(
        resources.files(__package__).joinpath(VALUE_MODEL_FILE).read_text("utf-8"))


def parse_value_model(text: str) -> dict[str, float]:
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
