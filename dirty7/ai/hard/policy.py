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

from functools import lru_cache

from dirty7.rules.cards import DECK_SIZE, RANK_MASK, SUIT_MASK
from dirty7.rules.moves import CALL, DRAW, PASS, WILD_MOVE_BASE
from dirty7.rules.phases import AFTER_ACE, AFTER_THREE, ANSWER_SEVEN, NORMAL, OVER
from dirty7.rules.ruleset import AGAIN, DRAW_ONE, EXTRA, PENALTY, WILD, Rules

from .. import heuristic as H
from .sim import (
    CALLED,
    DIRTY_SEVEN_RULES,
    DRAWN,
    H0,
    H1,
    PENDING,
    PHASE,
    RANDOM_STOCK,
    RULES,
    STACK,
    STOCK,
    SUIT,
    TO_MOVE,
    WASTE,
    WINNER,
    State,
    UnitRandom,
    apply_move,
    bits,
    evaluate,
    seen_mask,
)


class PolicyTables:
    """The playout policy's per-card tables for one rule set (the wild rank excluded from
    suits, as the heuristic counts them)."""

    __slots__ = ("follow", "same_suit", "answers", "kind", "suits", "wild_base", "again")

    def __init__(self, rules: Rules) -> None:
        non_wild = ~rules.wild_mask
        #: Cards a card lets its player follow with (same suit or rank), wild cards excluded.
        self.follow = tuple((SUIT_MASK[c // 13] | RANK_MASK[c % 13]) & non_wild & ~(1 << c)
                            for c in range(DECK_SIZE))
        #: Non-wild cards of the card's suit, the card itself excluded.
        self.same_suit = tuple(SUIT_MASK[c // 13] & non_wild & ~(1 << c)
                               for c in range(DECK_SIZE))
        #: Cards that could answer a card (its suit, its rank, or a wild card).
        self.answers = tuple(SUIT_MASK[c // 13] | RANK_MASK[c % 13] | rules.wild_mask
                             for c in range(DECK_SIZE))
        #: Kind of card: 0 plain, 1 penalty, 2 play-again or extra-play, 3 wild.
        kinds = {PENALTY: 1, AGAIN: 2, EXTRA: 2, WILD: 3}
        self.kind = tuple(kinds.get(rules.effect[c % 13], 0) for c in range(DECK_SIZE))
        self.suits = tuple(m & non_wild for m in SUIT_MASK)
        self.wild_base = 0 if rules.wild_rank is None else WILD_MOVE_BASE.get(rules.wild_rank, 0)
        self.again = -1 if rules.again_rank is None else rules.again_rank


@lru_cache(maxsize=16)
def tables_of(rules: Rules) -> PolicyTables:
    return PolicyTables(rules)


_DS = tables_of(DIRTY_SEVEN_RULES)
# Dirty Seven's tables under their old names (tools and tests read them).
FOLLOW, SAME_SUIT, ANSWERS, KIND = _DS.follow, _DS.same_suit, _DS.answers, _DS.kind


def policy_move(st: State, random: UnitRandom, epsilon: float) -> int:
    """The playout policy's move: the lean Medium heuristic, random with prob. ``epsilon``;
    a last-card call whenever it may be made."""
    phase = st[PHASE]
    seat = st[TO_MOVE]
    hand = st[seat]
    rules = st[RULES]
    t = tables_of(rules)
    if phase == ANSWER_SEVEN:
        answers = hand & rules.penalty_mask
        if answers and rules.call_penalty and not st[CALLED] and hand.bit_count() == 2:
            return CALL
        return bits(answers)[0] if answers else DRAW
    playable = hand & rules.match[st[WASTE][-1]][st[SUIT]]
    drawn = st[DRAWN] if rules.draw_play else -1
    if drawn >= 0:
        playable &= 1 << drawn
    if not playable:
        return PASS if phase == AFTER_THREE or drawn >= 0 else DRAW
    if rules.call_penalty and not st[CALLED] and hand.bit_count() == 2:
        return CALL
    unseen = rules.deck_mask & ~(seen_mask(st) | hand)
    card, score = _pick(hand, playable, (st[H1] if seat == 0 else st[H0]).bit_count(),
                        random, epsilon, unseen, t)
    if (phase == AFTER_THREE or drawn >= 0) and score < H.PASS_SCORE:
        return PASS
    if t.kind[card] == 3 and hand & (hand - 1):
        return t.wild_base + 4 * (card // 13) + _best_suit(hand ^ (1 << card), t.suits)
    return card


def _best_suit(hand: int, suits: tuple[int, ...] = _DS.suits) -> int:
    s0, s1, s2, s3 = suits
    a, b, c, d = (hand & s0).bit_count(), (hand & s1).bit_count(), \
        (hand & s2).bit_count(), (hand & s3).bit_count()
    best, top = 0, a
    if b > top:
        best, top = 1, b
    if c > top:
        best, top = 2, c
    if d > top:
        best = 3
    return best


def _pick(hand: int, playable: int, opp_size: int, random: UnitRandom, epsilon: float,
          unseen: int, t: PolicyTables = _DS) -> tuple[int, int]:
    """(card, score) chosen among ``playable`` by the lean heuristic."""
    KIND, SAME_SUIT, ANSWERS, FOLLOW = t.kind, t.same_suit, t.answers, t.follow  # noqa: N806
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
                elif c % 13 == t.again:
                    s += H.ACE_DEAD_END
        if s > best:
            best_card, best = c, s
    return best_card, best


def playout(st: State, random: UnitRandom, epsilon: float, max_plies: int) -> float:
    """Play ``st`` on (in place) with the policy; seat 0's reward in [0, 1].

    A game still running after ``max_plies`` is scored by the card counts
    (:func:`evaluate`). This is the hot loop of Hard: everything is local. Rules whose
    turns it does not inline (the call, a drawn card played, drawing until one fits)
    play on through :func:`policy_move` and :func:`.sim.apply_move`.
    """
    rules = st[RULES]
    if rules.after_play or rules.cannot_play != DRAW_ONE:
        return _stepwise_playout(st, random, epsilon, max_plies)
    t = tables_of(rules)
    KIND, SAME_SUIT, ANSWERS, FOLLOW = t.kind, t.same_suit, t.answers, t.follow  # noqa: N806
    MATCH, SEVENS, suits, again = rules.match, rules.penalty_mask, t.suits, t.again  # noqa: N806
    step = rules.penalty_draw
    full_deck = rules.deck_mask
    h = [st[H0], st[H1]]
    waste = st[WASTE]
    stock = st[STOCK]
    random_stock = st[RANDOM_STOCK]
    seat: int = st[TO_MOVE]
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
                    unseen = ~(seen | hand) & full_deck
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
                                elif c % 13 == again:
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
                suit = _best_suit(hand, suits)
                phase = NORMAL
                seat ^= 1
            elif kind == 1:
                suit = card // 13
                pending = pending + step if phase == ANSWER_SEVEN and stack else step
                phase = ANSWER_SEVEN
                seat ^= 1
            else:
                suit = card // 13
                phase = AFTER_ACE if card % 13 == again else AFTER_THREE
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


def _stepwise_playout(st: State, random: UnitRandom, epsilon: float, max_plies: int) -> float:
    """The playout one policy move and one rules step at a time (see :func:`playout`)."""
    for _ in range(max_plies):
        if st[PHASE] == OVER:
            return 1.0 if st[WINNER] == 0 else 0.0
        apply_move(st, policy_move(st, random, epsilon), random)
    if st[PHASE] == OVER:
        return 1.0 if st[WINNER] == 0 else 0.0
    return evaluate(st[H0].bit_count(), st[H1].bit_count(), st[TO_MOVE])
