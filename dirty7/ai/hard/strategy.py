"""Hard: information-set Monte Carlo tree search over positions sampled from its view.

The thinking budget is wall-clock time in the game (``think_ms``) and an iteration count
in tests and benchmarks (``iterations``, which takes precedence), so that results are
reproducible from a seed: each decision seeds its own generator from the strategy's
seed and the position, so the same view always gets the same move under an iteration
budget, whatever was asked before. Instances share nothing, and the view is only read,
so Hard may think in a worker thread while the table keeps drawing.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from dirty7.ai.level_words import HARD
from dirty7.rules import MOVES, Move, PlayerView

from ..explain import Explanation
from ..protocol import Rate
from .hard_explanation import hard_explanation
from .search import SearchResult, search
from .tracker import DEFAULT_CARELESS, DEFAULT_SURPRISE, OpponentModel, tracker_reads

DEFAULT_THINK_MS = 240
#: The documented maxima (README, "Options"): past them a spec is refused, so that no
#: setting, saved game or shared record can make the computer think for ever.
MAX_THINK_MS = 5000
MAX_ITERATIONS = 200_000
MAX_EXPLORATION = 100.0
MAX_PLIES = 1000
#: The fewest iterations a calibrated budget gets, however slow the machine.
MIN_ITERATIONS = 50


def iterations_for(think_ms: float, per_s: float) -> int:
    """The iteration count that takes about ``think_ms`` at ``per_s`` iterations a second,
    within MIN_ITERATIONS..MAX_ITERATIONS (a fast machine's calibration must not make a
    count Hard refuses)."""
    return min(MAX_ITERATIONS, max(MIN_ITERATIONS, round(per_s * think_ms / 1000)))


def _positive(name: str, value: object, kind: tuple[type[int] | type[float], ...],
              most: float) -> None:
    if (isinstance(value, bool) or not isinstance(value, kind) or not math.isfinite(value)
            or not 0 < value <= most):
        raise ValueError(f"{name} must be a number above 0 and at most {most:g}, "
                         f"not {value!r}")


def _fraction(name: str, value: object) -> None:
    if (isinstance(value, bool) or not isinstance(value, (int, float))
            or not math.isfinite(value) or not 0 <= value <= 1):
        raise ValueError(f"{name} must be between 0 and 1, not {value!r}")


class HardStrategy:
    """ISMCTS with Medium-guided playouts; remembers every card that was played."""

    label, description = HARD

    def __init__(self, seed: int = 0, think_ms: float = DEFAULT_THINK_MS,
                 iterations: int | None = None, exploration: float = 0.7,
                 epsilon: float = 0.1, max_plies: int = 40, opponent_tree: bool = True,
                 infer: bool = True, surprise: float = DEFAULT_SURPRISE,
                 careless: float = DEFAULT_CARELESS) -> None:
        _positive("think_ms", think_ms, (int, float), MAX_THINK_MS)
        if iterations is not None:
            _positive("iterations", iterations, (int,), MAX_ITERATIONS)
        _positive("exploration", exploration, (int, float), MAX_EXPLORATION)
        _positive("max_plies", max_plies, (int,), MAX_PLIES)
        _fraction("epsilon", epsilon)
        _fraction("surprise", surprise)
        _fraction("careless", careless)
        self.seed = seed
        self.think_ms = think_ms
        self.iterations = iterations
        self.exploration = exploration
        self.epsilon = epsilon
        self.max_plies = max_plies
        self.opponent_tree = bool(opponent_tree)
        self.infer = bool(infer)
        self.surprise = surprise
        self.careless = careless
        self._model = OpponentModel()
        self.last_search: SearchResult | None = None
        #: Set by the guard (dirty7.ai.guard): the search stops by itself at this many
        #: seconds, whatever its budget, so a seat never outlives its time limit.
        self.stop_after_s: float | None = None

    @classmethod
    def reproducible_options(cls, options: dict[str, Any], rate: Rate) -> dict[str, Any]:
        """``options`` with the wall-clock ``think_ms`` turned into ``iterations`` (see
        dirty7.ai.protocol): ``iterations=N`` with N = ``rate()`` × think_ms, clamped to
        MAX_ITERATIONS; options that set ``iterations`` already, or that Hard refuses
        (creating it then says why), are returned as they are."""
        if "iterations" in options:
            return dict(options)
        try:
            cls(**options)
        except (TypeError, ValueError):
            return dict(options)
        rest = dict(options)
        think_ms = rest.pop("think_ms", DEFAULT_THINK_MS)
        return {"iterations": iterations_for(think_ms, rate()), **rest}

    @property
    def time_budget_s(self) -> float | None:
        """Seconds a decision is meant to take (None under an iteration budget)."""
        return None if self.iterations is not None else self.think_ms / 1000

    def _rng(self, view: PlayerView) -> random.Random:
        key = (self.seed, view.ply, view.hand_mask, view.waste_size, view.stock_size)
        return random.Random(hash(key) & 0xFFFFFFFFFFFF)

    def _tracker(self, view: PlayerView) -> OpponentModel | None:
        """The opponent model, where its inferences hold under the rules in force."""
        return self._model if tracker_reads(view.variant) else None

    def choose(self, view: PlayerView) -> Move:
        moves = view.legal_moves
        tracker = self._tracker(view)
        if tracker is not None:
            tracker.observe(view)
        if len(moves) == 1:
            self.last_search = None
            if tracker is not None:
                tracker.after_my_move(view, moves[0])
            return MOVES[moves[0]]
        now = time.perf_counter()
        deadline = None
        if self.iterations is None:
            deadline = now + self.think_ms / 1000
        if self.stop_after_s is not None:
            deadline = min(deadline or math.inf, now + self.stop_after_s)
        result = search(view, self._rng(view), iterations=self.iterations, deadline=deadline,
                        exploration=self.exploration, epsilon=self.epsilon,
                        max_plies=self.max_plies, opponent_tree=self.opponent_tree,
                        model=tracker if self.infer else None, surprise=self.surprise,
                        careless=self.careless)
        self.last_search = result
        if tracker is not None:
            tracker.after_my_move(view, result.move)
        return MOVES[result.move]

    def observe(self, view: PlayerView, played: int) -> None:
        """Remember ``view`` and the move ``played`` from it, as :meth:`choose` would, without
        searching: the catch-up of a seat created mid-game (a resumed or loaded game), so that
        its memory equals that of an instance that played from the start. The search's
        generator is seeded per decision (:meth:`_rng`), so skipping searches changes nothing
        later either, and ``dirty7 verify`` reproduces the moves that follow.
        """
        self.evaluate(view, played, judge=False)

    def evaluate(self, view: PlayerView, played: int, judge: bool = True) -> SearchResult | None:
        """Search ``view`` as :meth:`choose` would, but remember ``played`` as the move made.

        For a review of somebody else's game: the tracker follows the moves really played.
        None when there was only one legal move or ``judge`` is False (only followed).
        """
        tracker = self._tracker(view)
        if tracker is not None:
            tracker.observe(view)
        result = None
        if judge and len(view.legal_moves) > 1:
            result = search(view, self._rng(view), iterations=self.iterations or 300,
                            exploration=self.exploration, epsilon=self.epsilon,
                            max_plies=self.max_plies, opponent_tree=self.opponent_tree,
                            model=tracker if self.infer else None,
                            surprise=self.surprise, careless=self.careless)
        if tracker is not None:
            tracker.after_my_move(view, int(played))
        return result

    def explain(self, view: PlayerView, move: Move) -> Explanation:
        """The last search's best moves and the belief about the opponent's hand.

        Call it right after :meth:`choose` on the same view; it changes nothing that a
        later :meth:`choose` reads.
        """
        return hard_explanation(view, int(move), self.last_search,
                                self._tracker(view) if self.infer else None,
                                surprise=self.surprise,
                                careless=self.careless,
                                seed=hash((self.seed, view.ply, view.hand_mask)) & 0xFFFFFFFF)
