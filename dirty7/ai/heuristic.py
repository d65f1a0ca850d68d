"""The Medium heuristic on raw ints, shared by Medium and by Hard's playouts.

Why a separate module on masks: Hard runs this rule of thumb thousands of times per
decision inside its simulations, so it must not build views or card objects. The rules
of thumb are those of a good casual player: keep Sevens to answer Sevens (but attack with
them when the opponent is nearly out), save Jacks as the last resort and name the suit
held most of, use Threes and Aces to shed an extra card when a follow-up is in hand,
and otherwise play towards the suit held most of.
"""

from __future__ import annotations

from dirty7.rules.cards import ACE, DECK_SIZE, JACK, JACKS, RANK_MASK, SEVEN, SUIT_MASK, THREE
from dirty7.rules.moves import DRAW, JACK_MOVE_BASE, PASS
from dirty7.rules.phases import ANSWER_SEVEN

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


def _card_of(move: int) -> int:
    if move < JACK_MOVE_BASE:
        return move
    return ((move - JACK_MOVE_BASE) >> 2) * 13 + JACK


def best_suit(hand: int) -> int:
    """The suit with most non-Jack cards in ``hand`` (lowest suit index on ties)."""
    h = hand & _NON_JACK
    counts = ((h & _S0).bit_count(), (h & _S1).bit_count(),
              (h & _S2).bit_count(), (h & _S3).bit_count())
    best = 0
    for s in (1, 2, 3):
        if counts[s] > counts[best]:
            best = s
    return best


def move_score(move: int, hand: int, phase: int, opp_size: int, unseen: int = 0) -> int:
    """How much the heuristic likes ``move`` (a legal play or pass) for ``hand``."""
    if move >= DRAW:
        return PASS_SCORE if move == PASS else 0
    card = _card_of(move)
    rest = hand & ~(1 << card)
    rank = _RANK_OF[card]
    if rank == JACK:
        if move < JACK_MOVE_BASE:
            return 1000  # a last-card Jack wins
        named = (move - JACK_MOVE_BASE) & 3
        if named != best_suit(rest):
            return -10_000
        return JACK_SAVE + SUIT_WEIGHT * (rest & _NON_JACK & SUIT_MASK[named]).bit_count()
    if not rest:
        return 1000
    suit = _SUIT_OF[card]
    score = SUIT_WEIGHT * (rest & _NON_JACK & SUIT_MASK[suit]).bit_count()
    if unseen:
        score -= OPEN_WEIGHT * (unseen & (SUIT_MASK[suit] | RANK_MASK[rank] | JACKS)).bit_count()
    if rank == SEVEN:
        if phase != ANSWER_SEVEN:
            score += SEVEN_ATTACK if opp_size <= ATTACK_AT else SEVEN_KEEP
    elif rank == ACE or rank == THREE:
        follow = rest & (SUIT_MASK[suit] | RANK_MASK[rank]) & _NON_JACK
        if follow:
            score += FOLLOW_UP
        elif rank == ACE:
            score += ACE_DEAD_END
    return score


def heuristic_move(hand: int, moves, phase: int, opp_size: int, unseen: int = 0) -> int:
    """The heuristic's choice among ``moves``; the first best move wins ties."""
    if len(moves) == 1:
        return moves[0]
    best = moves[0]
    best_score = -1 << 30
    for m in moves:
        s = move_score(m, hand, phase, opp_size, unseen)
        if s > best_score:
            best, best_score = m, s
    return best
