"""Medium: the rule-of-thumb player (see :mod:`dirty7.ai.heuristic` for the rules).

It has no randomness at all; ``seed`` is accepted because every strategy is created as
``cls(seed=...)``.
"""

from __future__ import annotations

from dirty7.ai.level_words import MEDIUM
from dirty7.rules import MOVES, Move, PlayerView

from .explain import Explanation, medium_explanation
from .heuristic import heuristic_move, roles_of


class MediumStrategy:
    """Keeps Sevens and Jacks, sheds with Threes and Aces, plays to its longest suit."""

    label, description = MEDIUM

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: PlayerView) -> Move:
        move = heuristic_move(view.hand_mask, view.legal_moves, view.phase_index,
                              view.opponent_hand_size,
                              view.unseen_mask | view.opponent_known_mask,
                              roles_of(view.variant))
        return MOVES[move]

    def explain(self, view: PlayerView, move: Move) -> Explanation:
        """The rule of thumb that picked ``move`` on ``view``."""
        return medium_explanation(view, move)
