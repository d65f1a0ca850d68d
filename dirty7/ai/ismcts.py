"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

Why ISMCTS: the opponent's hand and the stock order are hidden, so a search tree over
real positions would assume knowledge Hard does not have. Each iteration instead deals
the hidden cards at random, consistent with the view (the *determinization*: known
stock order and cards known to be in the opponent's hand are kept), and walks one tree
shared by all determinizations. Edges are moves as the searching player sees them; a
move that is legal only in some determinizations competes through *availability*
counts in UCB (UCB1 with the parent visit count replaced by how often the move was
available). A playout then finishes the game with the Medium heuristic, epsilon-greedy,
on the lean simulator of :mod:`.sim`.

Nodes are plain lists ``[visits, reward, availability, children]`` with ``children`` a
dict move → node: no per-node objects, and nothing shared between searches.
"""

from __future__ import annotations

import math
import random as _random
import time
from dataclasses import dataclass

from dirty7.rules import PlayerView
from dirty7.rules.cards import cards_of
from dirty7.rules.position import PHASE_CODES

from .sim import (
    OVER,
    PHASE,
    TO_MOVE,
    WINNER,
    apply_move,
    legal_moves,
    playout,
)


@dataclass
class SearchResult:
    """The chosen move and what the search saw (for tests, benchmarks and tuning)."""

    move: int
    iterations: int
    seconds: float
    visits: dict[int, int]


class Determinizer:
    """Deals the cards ``view`` cannot see, at random, into full simulator states."""

    def __init__(self, view: PlayerView) -> None:
        self.seat = view.seat
        self.hand = view.hand_mask
        self.opp_known = view._opp_known_mask
        self.need = max(0, view.opponent_hand_size - self.opp_known.bit_count())
        self.hidden = [int(c) for c in cards_of(view._hidden_mask())]
        known_stock = view._known_stock
        self.random_stock = not known_stock
        self.known_stock = [int(c) for c in reversed(known_stock)]  # top last
        self.waste = [int(c) for c in view._waste]
        self.to_move = view.to_move
        self.phase = PHASE_CODES.index(view.phase)
        self.suit = view.active_suit_index
        self.pending = view.pending_draw if view.phase == "7" else 0
        self.stack = view.seven_stack
        # Without a random stock the hidden cards are all in the opponent's hand.
        self.fixed = not self.random_stock and self.need >= len(self.hidden)

    def sample(self, random) -> list:
        """A state list (see :mod:`.sim`) consistent with the view."""
        opp = self.opp_known
        if self.fixed:
            for c in self.hidden:
                opp |= 1 << c
            stock = self.known_stock[:]
        else:
            pool = self.hidden[:]
            for _ in range(min(self.need, len(pool))):
                i = int(random() * len(pool))
                opp |= 1 << pool[i]
                pool[i] = pool[-1]
                pool.pop()
            stock = pool if self.random_stock else self.known_stock[:]
        hands = [0, 0]
        hands[self.seat] = self.hand
        hands[self.seat ^ 1] = opp
        return [hands[0], hands[1], self.waste[:], stock, self.random_stock, self.to_move,
                self.phase, self.suit, self.pending, self.stack, -1]


def search(view: PlayerView, rng: _random.Random, *, iterations: int | None = None,
           deadline: float | None = None, exploration: float = 0.7, epsilon: float = 0.1,
           max_plies: int = 40) -> SearchResult:
    """Run ISMCTS from ``view`` until ``iterations`` or the ``perf_counter`` ``deadline``.

    At least one iteration runs. The move returned is the root move visited most
    (mean reward breaks ties).
    """
    start = time.perf_counter()
    random = rng.random
    log = math.log
    sqrt = math.sqrt
    det = Determinizer(view)
    root: dict = {}
    limit = iterations if iterations is not None else 1 << 62
    clock = time.perf_counter
    done = 0
    while done < limit:
        if deadline is not None and done & 7 == 0 and done and clock() >= deadline:
            break
        done += 1
        st = det.sample(random)
        children = root
        path = []
        while st[PHASE] != OVER:
            moves = legal_moves(st)
            seat = st[TO_MOVE]
            fresh = None
            for m in moves:
                node = children.get(m)
                if node is None:
                    if fresh is None:
                        fresh = [m]
                    else:
                        fresh.append(m)
                else:
                    node[2] += 1
            if fresh is not None:
                m = fresh[int(random() * len(fresh))] if len(fresh) > 1 else fresh[0]
                node = [0, 0.0, 1, {}]
                children[m] = node
                apply_move(st, m, random)
                path.append((node, seat))
                break
            best = None
            best_value = -1.0
            for m in moves:
                node = children[m]
                value = node[1] / node[0] + exploration * sqrt(log(node[2]) / node[0])
                if value > best_value:
                    best, best_value = m, value
            node = children[best]
            apply_move(st, best, random)
            path.append((node, seat))
            children = node[3]
        if st[PHASE] == OVER:
            reward = 1.0 if st[WINNER] == 0 else 0.0
        else:
            reward = playout(st, random, epsilon, max_plies)
        for node, seat in path:
            node[0] += 1
            node[1] += reward if seat == 0 else 1.0 - reward
    visits = {m: node[0] for m, node in root.items()}
    legal = [int(m) for m in view.legal_moves]
    best_move = max(legal, key=lambda m: (visits.get(m, 0),
                                          root[m][1] / root[m][0] if m in root and root[m][0]
                                          else 0.0))
    return SearchResult(best_move, done, time.perf_counter() - start, visits)
