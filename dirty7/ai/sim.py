"""A lean re-implementation of the rules on raw ints, for Hard's search.

Why not :class:`dirty7.rules.Position`: search runs thousands of simulated games per
decision, and the engine's objects, event hooks and memory of what players know cost
more than the search can afford. Here a state is one small list (see :func:`new_state`)
and a playout is a single function with everything in local variables. Two things the
engine does not do make determinizations cheap: an unknown stock is a *pool* from which
a draw takes a random card (a lazily shuffled stock), and a playout may stop early.

The move encoding, phases and deck come from :mod:`dirty7.rules`. The transitions must
match RULES.md exactly; ``tests/test_ai_sim.py`` checks :func:`apply_move` against
``Position.push`` move by move, and the playout (which inlines the policy and the rules
step for speed) against :func:`policy_move` + :func:`apply_move` on thousands of
random positions.

The playout policy is *not* Medium: it is a leaner rule of thumb with Medium's weights
(:mod:`.heuristic`) — a Jack always scores ``JACK_SAVE`` and names the suit held most
of, a Seven answering a Seven is the lowest one — because it runs millions of times a
decision. Medium itself, and the tracker's model of a careful opponent, use
:func:`.heuristic.heuristic_move`; changing either would change how Hard plays.
"""

from __future__ import annotations

import math

from dirty7.rules.cards import (
    ACE,
    DECK_SIZE,
    FULL_DECK,
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

from . import heuristic as H

# State slots.
H0, H1, WASTE, STOCK, RANDOM_STOCK, TO_MOVE, PHASE, SUIT, PENDING, STACK, WINNER = range(11)

_NON_JACK = ~JACKS
# Cards a card lets its player follow with (same suit or rank), Jacks excluded.
FOLLOW = tuple((SUIT_MASK[c // 13] | RANK_MASK[c % 13]) & _NON_JACK & ~(1 << c)
               for c in range(DECK_SIZE))
# Non-Jack cards of the card's suit, the card itself excluded.
SAME_SUIT = tuple(SUIT_MASK[c // 13] & _NON_JACK & ~(1 << c) for c in range(DECK_SIZE))
# What may be played on top card ``t`` with active suit ``s``: MATCH[t][s].
MATCH = tuple(tuple(SUIT_MASK[s] | RANK_MASK[t % 13] | JACKS for s in range(4))
              for t in range(DECK_SIZE))
# Cards that could answer a card (its suit, its rank, or a Jack), for the heuristic.
ANSWERS = tuple(SUIT_MASK[c // 13] | RANK_MASK[c % 13] | JACKS for c in range(DECK_SIZE))
# Kind of card for the playout policy: 0 plain, 1 Seven, 2 Ace or Three, 3 Jack.
KIND = tuple(1 if c % 13 == SEVEN else 2 if c % 13 in (ACE, THREE) else 3 if c % 13 == JACK
             else 0 for c in range(DECK_SIZE))
_S0, _S1, _S2, _S3 = (m & _NON_JACK for m in SUIT_MASK)


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


def _bits(mask: int) -> list[int]:
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
        return _bits(sevens) if sevens else [DRAW]
    playable = hand & MATCH[top][suit]
    if not playable:
        return [PASS] if phase == AFTER_THREE else [DRAW]
    jacks = playable & JACKS
    if jacks and hand & (hand - 1) == 0:
        moves = [jacks.bit_length() - 1]
    elif jacks:
        moves = []
        for c in _bits(playable):
            if c % 13 == JACK:
                first = JACK_MOVE_BASE + 4 * (c // 13)
                moves.extend(range(first, first + 4))
            else:
                moves.append(c)
    else:
        moves = _bits(playable)
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


def policy_move(st: list, random, epsilon: float) -> int:
    """The playout policy's move: the lean Medium heuristic, random with prob. ``epsilon``."""
    phase = st[PHASE]
    seat = st[TO_MOVE]
    hand = st[seat]
    if phase == ANSWER_SEVEN:
        sevens = hand & SEVENS
        return _bits(sevens)[0] if sevens else DRAW
    playable = hand & MATCH[st[WASTE][-1]][st[SUIT]]
    if not playable:
        return PASS if phase == AFTER_THREE else DRAW
    unseen = FULL_DECK & ~(seen_mask(st) | hand)
    card, score = _pick(hand, playable, st[seat ^ 1].bit_count(), random, epsilon, unseen)
    if phase == AFTER_THREE and score < H.PASS_SCORE:
        return PASS
    if KIND[card] == 3 and hand & (hand - 1):
        return JACK_MOVE_BASE + 4 * (card // 13) + _best_suit(hand ^ (1 << card))
    return card


def _best_suit(hand: int) -> int:
    a, b, c, d = (hand & _S0).bit_count(), (hand & _S1).bit_count(), \
        (hand & _S2).bit_count(), (hand & _S3).bit_count()
    best, top = 0, a
    if b > top:
        best, top = 1, b
    if c > top:
        best, top = 2, c
    if d > top:
        best = 3
    return best


def seen_mask(st: list) -> int:
    """The waste and, once it is known, the stock: what every player has seen."""
    seen = 0
    for c in st[WASTE]:
        seen |= 1 << c
    if not st[RANDOM_STOCK]:
        for c in st[STOCK]:
            seen |= 1 << c
    return seen


def _pick(hand: int, playable: int, opp_size: int, random, epsilon: float,
          unseen: int) -> tuple[int, int]:
    """(card, score) chosen among ``playable`` by the lean heuristic."""
    if playable & (playable - 1) == 0:
        card = playable.bit_length() - 1
        return card, (H.JACK_SAVE if KIND[card] == 3 else 0)
    if random() < epsilon:
        cards = _bits(playable)
        card = cards[int(random() * len(cards))]
        return card, 0
    best_card, best = -1, -1 << 30
    suit_w = H.SUIT_WEIGHT
    open_w = H.OPEN_WEIGHT
    seven_adj = H.SEVEN_ATTACK if opp_size <= H.ATTACK_AT else H.SEVEN_KEEP
    while playable:
        low = playable & -playable
        c = low.bit_length() - 1
        playable ^= low
        kind = KIND[c]
        if kind == 3:
            s = H.JACK_SAVE
        else:
            s = suit_w * (hand & SAME_SUIT[c]).bit_count() \
                - open_w * (unseen & ANSWERS[c]).bit_count()
            if kind == 1:
                s += seven_adj
            elif kind == 2:
                if hand & FOLLOW[c]:
                    s += H.FOLLOW_UP
                elif c % 13 == ACE:
                    s += H.ACE_DEAD_END
        if s > best:
            best_card, best = c, s
    return best_card, best


def playout(st: list, random, epsilon: float, max_plies: int) -> float:
    """Play ``st`` on (in place) with the policy; seat 0's reward in [0, 1].

    A game still running after ``max_plies`` is scored by the card counts
    (:func:`evaluate`). This is the hot loop of Hard: everything is local.
    """
    h = [st[H0], st[H1]]
    waste = st[WASTE]
    stock = st[STOCK]
    random_stock = st[RANDOM_STOCK]
    seat = st[TO_MOVE]
    phase = st[PHASE]
    suit = st[SUIT]
    pending = st[PENDING]
    stack = st[STACK]
    if phase == OVER:
        return 1.0 if st[WINNER] == 0 else 0.0
    top = waste[-1]
    pass_score = H.PASS_SCORE
    jack_save, suit_w, follow_up, ace_dead_end = H.JACK_SAVE, H.SUIT_WEIGHT, H.FOLLOW_UP, \
        H.ACE_DEAD_END
    seven_attack, seven_keep, attack_at = H.SEVEN_ATTACK, H.SEVEN_KEEP, H.ATTACK_AT
    open_w = H.OPEN_WEIGHT
    seen = seen_mask(st)
    for _ in range(max_plies):
        hand = h[seat]
        if phase == ANSWER_SEVEN:
            sevens = hand & SEVENS
            card = (sevens & -sevens).bit_length() - 1 if sevens else -1
            count = pending
        else:
            playable = hand & MATCH[top][suit]
            if playable:
                # The lean heuristic, inlined (see _pick): the hottest code of the search.
                if playable & (playable - 1) == 0:
                    card = playable.bit_length() - 1
                    score = jack_save if KIND[card] == 3 else 0
                elif random() < epsilon:
                    cards = _bits(playable)
                    card = cards[int(random() * len(cards))]
                    score = 0
                else:
                    card, score = -1, -1 << 30
                    unseen = ~(seen | hand) & FULL_DECK
                    seven_adj = seven_attack if h[seat ^ 1].bit_count() <= attack_at \
                        else seven_keep
                    while playable:
                        low = playable & -playable
                        c = low.bit_length() - 1
                        playable ^= low
                        kind = KIND[c]
                        if kind == 3:
                            s = jack_save
                        else:
                            s = suit_w * (hand & SAME_SUIT[c]).bit_count() \
                                - open_w * (unseen & ANSWERS[c]).bit_count()
                            if kind == 1:
                                s += seven_adj
                            elif kind == 2:
                                if hand & FOLLOW[c]:
                                    s += follow_up
                                elif c % 13 == ACE:
                                    s += ace_dead_end
                        if s > score:
                            card, score = c, s
                if phase == AFTER_THREE and score < pass_score:
                    phase = NORMAL
                    seat ^= 1
                    continue
            elif phase == AFTER_THREE:
                phase = NORMAL
                seat ^= 1
                continue
            else:
                card = -1
            count = 1
        if card >= 0:
            hand ^= 1 << card
            h[seat] = hand
            waste.append(card)
            seen |= 1 << card
            top = card
            if not hand:
                return 1.0 if seat == 0 else 0.0
            kind = KIND[card]
            if kind == 0:
                suit = card // 13
                phase = NORMAL
                seat ^= 1
            elif kind == 3:
                suit = _best_suit(hand)
                phase = NORMAL
                seat ^= 1
            elif kind == 1:
                suit = card // 13
                pending = pending + 4 if phase == ANSWER_SEVEN and stack else 4
                phase = ANSWER_SEVEN
                seat ^= 1
            else:
                suit = card // 13
                phase = AFTER_ACE if card % 13 == ACE else AFTER_THREE
            if not stock and len(waste) > 1:
                stock = waste[:-1]
                stock.reverse()
                waste = [top]
                random_stock = False
        else:
            for _ in range(count):
                if not stock:
                    if len(waste) > 1:
                        stock = waste[:-1]
                        stock.reverse()
                        waste = [top]
                        random_stock = False
                    else:
                        break
                if random_stock:
                    i = int(random() * len(stock))
                    c = stock[i]
                    stock[i] = stock[-1]
                    stock.pop()
                else:
                    c = stock.pop()
                    seen ^= 1 << c  # a known card drawn: in a hand now, not in the stock
                hand |= 1 << c
            h[seat] = hand
            if not stock and len(waste) > 1:
                stock = waste[:-1]
                stock.reverse()
                waste = [top]
                random_stock = False
            phase = NORMAL
            pending = 0
            seat ^= 1
    return evaluate(h[0].bit_count(), h[1].bit_count(), seat)


# Evaluation of an unfinished playout: the chance that the player to move wins, fitted
# (maximum likelihood) on 30,000 self-play games of the playout policy:
#     P(mover wins) = logistic(0.62 * ln(opponent's cards / mover's cards) + 0.06
#                              + 0.2 if the mover holds a single card)
# It is much flatter than any linear rule: 5 cards against 8 is only a 59% edge.
_EVAL_SLOPE, _EVAL_MOVER, _EVAL_LAST_CARD = 0.62, 0.06, 0.2


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
