"""Hard's playout: a lean rule of thumb played to the end of a simulated game.

The playout policy is *not* Medium: it is a leaner rule of thumb with Medium's weights
(:mod:`dirty7.ai.heuristic`) — a Jack always scores ``JACK_SAVE`` and names the suit
held most of, a Seven answering a Seven is the lowest one — because it runs millions of
times a decision. Medium itself, and the tracker's model of a careful opponent, use
:func:`dirty7.ai.heuristic.heuristic_move`; changing either would change how Hard plays.

:func:`playout` is the hot loop of the search: it inlines :func:`policy_move` and the
rules step (:func:`.sim.apply_move`) with everything in local variables.
``tests/ai/test_sim.py`` checks it against the two on thousands of random positions
(same reward, same random numbers used).
"""

from __future__ import annotations

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

from .. import heuristic as H
from .sim import (
    H0,
    H1,
    MATCH,
    PENDING,
    PHASE,
    RANDOM_STOCK,
    STACK,
    STOCK,
    SUIT,
    TO_MOVE,
    WASTE,
    WINNER,
    bits,
    evaluate,
    seen_mask,
)

_NON_JACK = ~JACKS
# Cards a card lets its player follow with (same suit or rank), Jacks excluded.
FOLLOW = tuple((SUIT_MASK[c // 13] | RANK_MASK[c % 13]) & _NON_JACK & ~(1 << c)
               for c in range(DECK_SIZE))
# Non-Jack cards of the card's suit, the card itself excluded.
SAME_SUIT = tuple(SUIT_MASK[c // 13] & _NON_JACK & ~(1 << c) for c in range(DECK_SIZE))
# Cards that could answer a card (its suit, its rank, or a Jack), for the heuristic.
ANSWERS = tuple(SUIT_MASK[c // 13] | RANK_MASK[c % 13] | JACKS for c in range(DECK_SIZE))
# Kind of card for the playout policy: 0 plain, 1 Seven, 2 Ace or Three, 3 Jack.
KIND = tuple(1 if c % 13 == SEVEN else 2 if c % 13 in (ACE, THREE) else 3 if c % 13 == JACK
             else 0 for c in range(DECK_SIZE))
_S0, _S1, _S2, _S3 = (m & _NON_JACK for m in SUIT_MASK)

def policy_move(st: list, random, epsilon: float) -> int:
    """The playout policy's move: the lean Medium heuristic, random with prob. ``epsilon``."""
    phase = st[PHASE]
    seat = st[TO_MOVE]
    hand = st[seat]
    if phase == ANSWER_SEVEN:
        sevens = hand & SEVENS
        return bits(sevens)[0] if sevens else DRAW
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


def _pick(hand: int, playable: int, opp_size: int, random, epsilon: float,
          unseen: int) -> tuple[int, int]:
    """(card, score) chosen among ``playable`` by the lean heuristic."""
    if playable & (playable - 1) == 0:
        card = playable.bit_length() - 1
        return card, (H.JACK_SAVE if KIND[card] == 3 else 0)
    if random() < epsilon:
        cards = bits(playable)
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
                    cards = bits(playable)
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


