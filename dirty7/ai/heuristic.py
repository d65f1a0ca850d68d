"""The Medium heuristic on raw ints, shared by Medium and by Hard's playouts.

Why a separate module on masks: Hard runs this rule of thumb thousands of times per
decision inside its simulations, so it must not build views or card objects. The rules
of thumb are those of a good casual player: keep Sevens to answer Sevens (but attack with
them when the opponent is nearly out), save Jacks as the last resort and name the suit
held most of, use Threes and Aces to shed an extra card when a follow-up is in hand,
and otherwise play towards the suit held most of. In another rule set the same rules of
thumb apply to the ranks that play those parts (:class:`Roles`): the penalty rank is kept
like a Seven, the wild rank saved like a Jack, and so on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from dirty7.rules.cards import ACE, DECK_SIZE, JACK, JACKS, RANK_MASK, SEVEN, SUIT_MASK, THREE
from dirty7.rules.moves import CALL, DRAW, EIGHT_MOVE_BASE, JACK_MOVE_BASE, PASS
from dirty7.rules.phases import ANSWER_SEVEN
from dirty7.rules.variant import Variant

# Scores (higher is better). Tuned against Easy with the tournament tool.
SUIT_WEIGHT = 2          # per card left in hand of the suit the move leaves active
SEVEN_KEEP = -25         # a Seven played when the opponent still has many cards
SEVEN_ATTACK = 20        # a Seven played when the opponent is nearly out
ATTACK_AT = 2            # "nearly out": opponent holds at most this many cards
JACK_SAVE = -40          # a Jack is played only when nothing else is good
FOLLOW_UP = 12           # an Ace or Three with a non-Jack follow-up in hand
ACE_DEAD_END = -10       # an Ace without a follow-up forces a draw
PASS_SCORE = -15         # after a Three: pass rather than give up a Jack or a Seven
OPEN_WEIGHT = 1          # per unseen card that could answer the move (suit, rank or Jack)

_SUIT_OF = tuple(c // 13 for c in range(DECK_SIZE))
_RANK_OF = tuple(c % 13 for c in range(DECK_SIZE))
_S0, _S1, _S2, _S3 = SUIT_MASK
_NON_JACK = ~JACKS


@dataclass(frozen=True)
class Roles:
    """The rank that plays each part in a rule set (-1: no rank does)."""

    wild: int = JACK
    penalty: int = SEVEN
    again: int = ACE
    extra: int = THREE
    non_wild: int = _NON_JACK


#: Dirty Seven's roles.
DIRTY_SEVEN = Roles()


@lru_cache(maxsize=16)
def roles_of(variant: Variant) -> Roles:
    """The roles of ``variant``'s ranks."""
    def rank(r: int | None) -> int:
        return -1 if r is None else r

    wild = rank(variant.wild_rank)
    return Roles(wild, rank(variant.penalty_rank), rank(variant.again_rank),
                 rank(variant.extra_rank), ~RANK_MASK[wild] if wild >= 0 else -1)


def _card_of(move: int) -> int:
    if move < JACK_MOVE_BASE:
        return move
    if move < DRAW:
        return ((move - JACK_MOVE_BASE) >> 2) * 13 + JACK
    return ((move - EIGHT_MOVE_BASE) >> 2) * 13 + 7


def _named_of(move: int) -> int:
    """The suit a wild move names, or -1."""
    if move < JACK_MOVE_BASE:
        return -1
    return (move - (JACK_MOVE_BASE if move < DRAW else EIGHT_MOVE_BASE)) & 3


def best_suit(hand: int, non_wild: int = _NON_JACK) -> int:
    """The suit with most non-wild cards in ``hand`` (lowest suit index on ties)."""
    h = hand & non_wild
    counts = ((h & _S0).bit_count(), (h & _S1).bit_count(),
              (h & _S2).bit_count(), (h & _S3).bit_count())
    best = 0
    for s in (1, 2, 3):
        if counts[s] > counts[best]:
            best = s
    return best


def move_score(move: int, hand: int, phase: int, opp_size: int, unseen: int = 0,
               roles: Roles = DIRTY_SEVEN) -> int:
    """How much the heuristic likes ``move`` (a legal play or pass) for ``hand``."""
    if DRAW <= move < EIGHT_MOVE_BASE or move >= CALL:
        return PASS_SCORE if move == PASS else 0
    card = _card_of(move)
    rest = hand & ~(1 << card)
    rank = _RANK_OF[card]
    non_wild = roles.non_wild
    if rank == roles.wild:
        named = _named_of(move)
        if named < 0:
            return 1000  # a last wild card wins
        if named != best_suit(rest, non_wild):
            return -10_000
        return JACK_SAVE + SUIT_WEIGHT * (rest & non_wild & SUIT_MASK[named]).bit_count()
    if not rest:
        return 1000
    suit = _SUIT_OF[card]
    score = SUIT_WEIGHT * (rest & non_wild & SUIT_MASK[suit]).bit_count()
    if unseen:
        score -= OPEN_WEIGHT * (unseen & (SUIT_MASK[suit] | RANK_MASK[rank] | ~non_wild)
                                ).bit_count()
    if rank == roles.penalty:
        if phase != ANSWER_SEVEN:
            score += SEVEN_ATTACK if opp_size <= ATTACK_AT else SEVEN_KEEP
    elif rank == roles.again or rank == roles.extra:
        follow = rest & (SUIT_MASK[suit] | RANK_MASK[rank]) & non_wild
        if follow:
            score += FOLLOW_UP
        elif rank == roles.again:
            score += ACE_DEAD_END
    return score


def heuristic_move(hand: int, moves: Sequence[int], phase: int, opp_size: int, unseen: int = 0,
                   roles: Roles = DIRTY_SEVEN) -> int:
    """The heuristic's choice among ``moves``; the first best move wins ties. A
    last-card call, when it is among them, comes first: the computer always calls."""
    if len(moves) == 1:
        return moves[0]
    if moves[-1] == CALL:
        return CALL
    best = moves[0]
    best_score = -1 << 30
    for m in moves:
        s = move_score(m, hand, phase, opp_size, unseen, roles)
        if s > best_score:
            best, best_score = m, s
    return best
