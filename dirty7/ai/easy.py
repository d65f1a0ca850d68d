"""Easy: a random legal move, but never a pass when a card can be played.

Meant for learning the rules: it plays whatever is legal, so it never hoards Jacks or
Sevens. Deterministic given its seed and the sequence of views it is shown.
"""

from __future__ import annotations

import random

from dirty7.ai.level_words import EASY
from dirty7.rules import CALL_MOVE, PASS_MOVE, Move, PlayerView

from .explain import Explanation, easy_explanation


class EasyStrategy:
    """Uniformly random among the legal moves (pass removed when something else exists)."""

    label, description = EASY

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Move:
        moves = view.legal_moves
        if CALL_MOVE in moves:  # the computer always calls "last card"
            return CALL_MOVE
        if len(moves) > 1 and PASS_MOVE in moves:
            moves = [m for m in moves if m != PASS_MOVE]
        return self._rng.choice(moves)

    def observe(self, view: PlayerView, played: int) -> None:
        """Draw from the generator as :meth:`choose` would on ``view`` (the move ``played`` is
        not needed): a seat created mid-game (dirty7.game.catchup) then draws what one
        instance that played from the start draws, so ``dirty7 verify`` reproduces it."""
        self.choose(view)

    def explain(self, view: PlayerView, move: Move) -> Explanation:
        """Easy has no reason but chance (its random generator is not touched)."""
        return easy_explanation(view, move)
