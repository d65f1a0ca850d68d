"""Hard's move explained: its best moves as the search valued them, and its belief.

Why from the search and the tracker: Hard's reasons are numbers, the mean reward of each
root move (its estimate of the chance to win after it) and the share of the iterations
the move got. What it believes about the opponent's hand is measured the way the search
uses it: by dealing the hidden cards as the search deals them (the same
:class:`~.search.Determinizer`, weighted by the tracker's evidence) and counting how
often the opponent gets a card of each suit. Only the view and the tracker are read.
"""

from __future__ import annotations

import random

from dirty7.rules import MOVES, RANKS, SUIT_SYMBOLS, PlayerView
from dirty7.rules.cards import CARDS, RANK_MASK, SUIT_MASK
from dirty7.rules.phrase import N_, Nn_, Phrase

from ..explain import Explanation, heuristic_reason
from .search import Determinizer, SearchResult
from .sim import Seat
from .tracker import OpponentModel

#: Deals sampled to estimate the opponent's suits (a few milliseconds).
BELIEF_SAMPLES = 300


def _wild_cards(view: PlayerView) -> int:
    """The cards of the rules' wild rank (a Jack in Dirty Seven, an Eight in Crazy
    Eights; none without one)."""
    wild = view.variant.wild_rank
    return 0 if wild is None else RANK_MASK[wild]


def _belief(view: PlayerView, model: OpponentModel | None, surprise: float,
            careless: float, seed: int) -> tuple[list[float], float]:
    """Per suit the share of sampled deals giving the opponent a card of it other than
    the wild rank, and the share giving it a card of the wild rank."""
    det = Determinizer(view, model, surprise, careless=careless)
    rng = random.Random(seed).random
    counts = [0, 0, 0, 0]
    wilds = 0
    wild_cards = _wild_cards(view)
    opp: Seat = 0 if view.seat else 1
    for _ in range(BELIEF_SAMPLES):
        hand = det.sample(rng)[opp]
        for s in range(4):
            if hand & SUIT_MASK[s] & ~wild_cards:
                counts[s] += 1
        if hand & wild_cards:
            wilds += 1
    return [c / BELIEF_SAMPLES for c in counts], wilds / BELIEF_SAMPLES


def _suit_reason(view: PlayerView, model: OpponentModel | None, suit: int) -> str:
    """Why the chance of a suit is what it is, when the evidence is plain."""
    cards = SUIT_MASK[suit] & ~_wild_cards(view)
    if view.opponent_known_mask & cards:
        return Phrase(N_("it knows one of them"))
    if not view.unseen_mask & cards:
        return Phrase(N_("it has seen every other one"))
    unseen = view.unseen_mask & cards
    if model is not None and any(f & unseen == unseen for f in model.slots):
        return Phrase(N_("you drew on a {suit}"), suit=SUIT_SYMBOLS[suit])
    return ""


def hard_explanation(view: PlayerView, move: int, result: SearchResult | None,
                     model: OpponentModel | None, *, surprise: float, careless: float,
                     seed: int) -> Explanation:
    """Hard's ``move``: its three best root moves, and what it believes of your hand (per
    suit, and a card of the wild rank, by its letter: ``J``, ``8``)."""
    pretty = MOVES[int(move)].pretty()
    chances, wild = _belief(view, model, surprise, careless, seed)
    suits = tuple((SUIT_SYMBOLS[s], chances[s], _suit_reason(view, model, s)) for s in range(4))
    if view.variant.wild_rank is not None:
        suits += ((RANKS[view.variant.wild_rank], wild, ""),)
    known = tuple((CARDS[c].pretty(), Phrase(N_("drawn from the recycled stock")))
                  for c in range(52) if view.opponent_known_mask >> c & 1)
    if result is None:  # one legal move: no search
        rule, lines = heuristic_reason(view.hand_mask, view.legal_moves, int(move),
                                       view.phase_index, view.opponent_hand_size,
                                       view.variant)
        return Explanation(N_("Hard"), pretty, tuple(lines), rule, (), suits, known)
    total = sum(result.visits.values()) or 1
    ranked = sorted(result.visits, key=lambda m: (result.visits[m], result.values.get(m, 0.0)),
                    reverse=True)[:3]
    best = tuple((MOVES[m].pretty(), result.values.get(m, 0.0), result.visits[m] / total)
                 for m in ranked)
    # The best-moves list shows the chosen move first, with its chance: one line says how.
    lines = [Phrase(*Nn_("it weighed {count} possible deal of the cards it cannot see",
                         "it weighed {count} possible deals of the cards it cannot see"),
                    count=result.iterations)]
    return Explanation(N_("Hard"), pretty, tuple(lines), "search", best, suits, known)

__all__ = ["BELIEF_SAMPLES", "hard_explanation"]
