"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

Why ISMCTS: the opponent's hand and the stock order are hidden, so a search tree over
real positions would assume knowledge Hard does not have. Each iteration instead deals
the hidden cards at random, consistent with the view (the *determinization*: known
stock order and cards known to be in the opponent's hand are kept), and walks one tree
shared by all determinizations. Edges are moves as the searching player sees them; a
move that is legal only in some determinizations competes through *availability*
counts in UCB (UCB1 with the parent visit count replaced by how often the move was
available). A playout then finishes the game with the Medium heuristic, epsilon-greedy,
on the lean simulator of :mod:`.sim` (:mod:`.policy`).

Nodes are plain lists ``[visits, reward, availability, children]`` with ``children`` a
dict move → node: no per-node objects, and nothing shared between searches.
"""

from __future__ import annotations

import math
import random as _random
import time
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Literal, Protocol, cast, overload

from dirty7.rules import PlayerView, rules_of
from dirty7.rules.cards import cards_of
from dirty7.rules.phases import ANSWER_SEVEN, OVER

from .policy import playout, policy_move
from .sim import PHASE, TO_MOVE, WINNER, State, UnitRandom, apply_move, search_moves
from .tracker import DEFAULT_CARELESS, DEFAULT_SURPRISE, OpponentModel


@dataclass
class SearchResult:
    """The chosen move and what the search saw (for tests, benchmarks and tuning)."""

    move: int
    iterations: int
    seconds: float
    visits: dict[int, int]
    #: Mean reward of each root move for the searching player (0 = loss, 1 = win).
    values: dict[int, float] = field(default_factory=dict)


class Node(Protocol):
    """A search tree node for the checker: at run time a plain list ``[visits, reward,
    availability, children]`` (see the module's docstring), ``children`` a dict move → node.
    """

    @overload
    def __getitem__(self, slot: Literal[0, 2]) -> int: ...
    @overload
    def __getitem__(self, slot: Literal[1]) -> float: ...
    @overload
    def __getitem__(self, slot: Literal[3]) -> dict[int, Node]: ...
    def __getitem__(self, slot: int) -> object: ...
    def __setitem__(self, slot: int, value: object) -> None: ...


class Determinizer:
    """Deals the cards ``view`` cannot see, at random, into full simulator states.

    With an :class:`~dirty7.ai.hard.tracker.OpponentModel`, the opponent's unknown cards are
    dealt into its slots (most constrained first, each from the cards it allows), and
    when the model has recorded decisions, ``cache`` candidate hands are dealt once and
    each iteration picks one in proportion to its
    :meth:`~dirty7.ai.hard.tracker.OpponentModel.likelihood` (sampling-importance-resampling)
    with a fresh stock order: the likelihood's cost is bounded and paid once per search.
    """

    def __init__(self, view: PlayerView, model: OpponentModel | None = None,
                 surprise: float = DEFAULT_SURPRISE, cache: int = 256,
                 careless: float = DEFAULT_CARELESS) -> None:
        self.seat = view.seat
        self.hand = view.hand_mask
        self.opp_known = view.opponent_known_mask
        self.need = max(0, view.opponent_hand_size - self.opp_known.bit_count())
        hidden_mask = view.unseen_mask
        self.hidden = [int(c) for c in cards_of(hidden_mask)]
        known_stock = view.known_stock
        self.random_stock = not known_stock
        self.known_stock = [int(c) for c in reversed(known_stock)]  # top last
        self.waste = [int(c) for c in view.waste]
        self.to_move = view.to_move
        self.phase = int(view.phase_index)  # the search state holds exact ints
        self.suit = view.active_suit_index
        self.pending = view.pending_draw if view.phase_index == ANSWER_SEVEN else 0
        self.stack = view.seven_stack
        self.rules = rules_of(view.variant)
        self.drawn = view.drawn if view.after_draw else -1
        self.called = view.called
        # Without a random stock the hidden cards are all in the opponent's hand.
        self.fixed = not self.random_stock and self.need >= len(self.hidden)
        # One slot per unknown opponent card: (forbidden mask, birth epoch), the most
        # constrained dealt first. Without a model every card is a free slot.
        slots = [(f & hidden_mask, born) for f, born in model.slot_list()] if model else []
        slots.sort(key=lambda slot: slot[0].bit_count(), reverse=True)
        self.slots = [f for f, _ in slots[:self.need]]
        self.model = model if model is not None and model.decisions else None
        self.surprise = surprise
        self.careless = careless
        self.cache_size = cache
        self.candidates: list[tuple[int, list[int]]] | None = None
        self.cumulative: list[float] = []
        if self.model is not None:
            # Per decision: what the opponent surely held then, and which slots' cards
            # it already held (born no later than the decision).
            born = [b for _, b in slots[:self.need]]
            self.held = [(d.later | self.model.known_before(d.epoch),
                          [i for i, b in enumerate(born) if b <= d.epoch])
                         for d in self.model.decisions]

    def _deal(self, random: UnitRandom) -> tuple[int, list[int], list[int]]:
        """One opponent hand, the cards left for the stock, and the card of each slot."""
        opp = self.opp_known
        pool = self.hidden[:]
        free = min(self.need, len(pool))
        dealt: list[int] = []
        for forbidden in self.slots:
            if not pool:
                break
            free -= 1
            if forbidden:
                for _ in range(6):
                    i = int(random() * len(pool))
                    if not forbidden >> pool[i] & 1:
                        break
                else:
                    allowed = [k for k, c in enumerate(pool) if not forbidden >> c & 1]
                    if allowed:
                        i = allowed[int(random() * len(allowed))]
            else:
                i = int(random() * len(pool))
            card = pool[i]
            dealt.append(card)
            opp |= 1 << card
            pool[i] = pool[-1]
            pool.pop()
        for _ in range(max(0, min(free, len(pool)))):
            i = int(random() * len(pool))
            opp |= 1 << pool[i]
            pool[i] = pool[-1]
            pool.pop()
        return opp, pool, dealt

    def _weight(self, model: OpponentModel, dealt: list[int]) -> float:
        """The model's likelihood of a deal: its hands at the decisions, rebuilt."""
        hands = []
        for held, slots in self.held:
            hand = held
            for i in slots:
                if i < len(dealt):
                    hand |= 1 << dealt[i]
            hands.append(hand)
        return model.likelihood(hands, self.surprise, self.careless)

    def _likely_deal(self, model: OpponentModel, random: UnitRandom) -> tuple[int, list[int]]:
        """An opponent hand drawn from the candidates in proportion to their likelihood."""
        candidates = self.candidates
        if candidates is None:
            candidates = self._weigh_candidates(model, random)
        total = self.cumulative[-1]
        i = bisect_right(self.cumulative, random() * total) if total > 0 else \
            int(random() * len(candidates))
        opp, pool = candidates[min(i, len(candidates) - 1)]
        return opp, pool[:]

    def _weigh_candidates(self, model: OpponentModel,
                          random: UnitRandom) -> list[tuple[int, list[int]]]:
        """Deal ``self.cache_size`` candidate hands once and weigh them (bounded cost)."""
        candidates: list[tuple[int, list[int]]] = []
        self.candidates = candidates
        self.cumulative = []
        total = 0.0
        for _ in range(self.cache_size):
            opp, pool, dealt = self._deal(random)
            total += self._weight(model, dealt)
            candidates.append((opp, pool))
            self.cumulative.append(total)
        return candidates

    def sample(self, random: UnitRandom) -> State:
        """A state list (see :mod:`.sim`) consistent with the view."""
        if self.fixed:
            opp = self.opp_known
            for c in self.hidden:
                opp |= 1 << c
            stock = self.known_stock[:]
        else:
            opp, pool = self._likely_deal(self.model, random) if self.model \
                else self._deal(random)[:2]
            stock = pool if self.random_stock else self.known_stock[:]
        hands = [0, 0]
        hands[self.seat] = self.hand
        hands[self.seat ^ 1] = opp
        return cast(State, [hands[0], hands[1], self.waste[:], stock, self.random_stock,
                            self.to_move, self.phase, self.suit, self.pending, self.stack, -1,
                            self.rules, self.drawn, self.called])


def search(view: PlayerView, rng: _random.Random, *, iterations: int | None = None,
           deadline: float | None = None, exploration: float = 0.7, epsilon: float = 0.1,
           max_plies: int = 40, opponent_tree: bool = True,
           model: OpponentModel | None = None, surprise: float = DEFAULT_SURPRISE,
           careless: float = DEFAULT_CARELESS, max_depth: int = 24) -> SearchResult:
    """Run ISMCTS from ``view`` until ``iterations`` or the ``perf_counter`` ``deadline``.

    At least one iteration runs. The move returned is the root move visited most
    (mean reward breaks ties). The tree stops growing ``max_depth`` plies below the
    root: chains of forced draws would otherwise make each descent ever longer.
    """
    start = time.perf_counter()
    random = rng.random
    log = math.log
    sqrt = math.sqrt
    det = Determinizer(view, model, surprise, careless=careless)
    me = view.seat
    root: dict[int, Node] = {}
    limit = iterations if iterations is not None else 1 << 62
    clock = time.perf_counter
    done = 0
    while done < limit:
        if deadline is not None and done & 7 == 0 and done and clock() >= deadline:
            break
        done += 1
        st = det.sample(random)
        children = root
        path: list[tuple[Node, int]] = []
        while st[PHASE] != OVER and len(path) < max_depth:
            seat: int = st[TO_MOVE]
            if seat != me and not opponent_tree:
                m = policy_move(st, random, epsilon)
                node = children.get(m)
                apply_move(st, m, random)
                if node is None:
                    node = children[m] = cast(Node, [0, 0.0, 1, {}])
                    path.append((node, seat))
                    break
                path.append((node, seat))
                children = node[3]
                continue
            moves = search_moves(st)
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
                node = cast(Node, [0, 0.0, 1, {}])
                children[m] = node
                apply_move(st, m, random)
                path.append((node, seat))
                break
            best = -1  # every value is at least 0: the first move replaces it
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
    values = {m: node[1] / node[0] for m, node in root.items() if node[0]}
    legal = [int(m) for m in view.legal_moves]
    best_move = max(legal, key=lambda m: (visits.get(m, 0), values.get(m, 0.0)))
    return SearchResult(best_move, done, time.perf_counter() - start, visits, values)

