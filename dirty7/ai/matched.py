"""Matched: an opponent whose strength follows the player's record, so that they win about
half of their games (the ``matched`` entry point).

Why a mix of whole games: Hard remembers what it saw between its own moves, so swapping it
for another player in the middle of a game would give it a false memory. Each game,
Matched plays as one of the built-in levels instead, drawn by its strength ``s`` on a
continuum: from Easy (0) through Medium (0.5) to Hard (1), mixing the two neighbours in
proportion (at 0.7, Hard in 40% of the games and Medium in the rest), so its expected
strength moves smoothly with ``s``.

Where ``s`` comes from: the player's recent results against it, ``recent=WLDW...`` (the
player's wins, losses and draws, oldest first; the session passes them, as the computer
players see nothing but the rules). Starting from Medium, each win of the player makes it a
step stronger and each loss a step weaker: a staircase that settles where the player wins
about half of the time. ``strength=`` fixes ``s`` instead (tools, tests).
"""

from __future__ import annotations

import random
from typing import Any

from dirty7.rules import Move, PlayerView

from .easy import EasyStrategy
from .hard import HardStrategy
from .medium import MediumStrategy

#: How far one result moves the strength (0 is Easy, 1 Hard).
STEP = 0.1
#: Results that count: the last twenty games.
WINDOW = 20
START = 0.5
LEVELS = ("Easy", "Medium", "Hard")


def strength_for(recent: str) -> float:
    """The strength after the player's results ``recent`` (``W``/``L``/``D``, oldest first,
    the last :data:`WINDOW` counted): a step up per win, down per loss, within 0..1."""
    strength = START
    for result in recent.upper()[-WINDOW:]:
        if result == "W":
            strength = min(1.0, strength + STEP)
        elif result == "L":
            strength = max(0.0, strength - STEP)
    return round(strength, 6)


def describe_strength(strength: float) -> str:
    """``"Medium"``, ``"between Medium and Hard (70%)"``: what the menu shows."""
    position = strength * (len(LEVELS) - 1)
    low = min(int(position), len(LEVELS) - 2)
    share = position - low
    if share < 1e-6:
        return LEVELS[low]
    if share > 1 - 1e-6:
        return LEVELS[low + 1]
    return f"between {LEVELS[low]} and {LEVELS[low + 1]} ({round(100 * strength)}%)"


def _check_recent(recent: Any) -> str:
    if not isinstance(recent, str) or set(recent.upper()) - set("WLD"):
        raise ValueError(f"recent must be letters W, L and D (the player's results), "
                         f"not {recent!r}")
    return recent


class MatchedStrategy:
    """Plays each game as Easy, Medium or Hard, drawn by a strength read from the record."""

    label = "Matched"
    description = "Adapts to you: it gets stronger when you win and weaker when you lose."

    def __init__(self, seed: int = 0, recent: str = "", strength: float | None = None,
                 think_ms: float | None = None, iterations: int | None = None) -> None:
        if strength is not None and (isinstance(strength, bool)
                                     or not isinstance(strength, (int, float))
                                     or not 0 <= strength <= 1):
            raise ValueError(f"strength must be between 0 and 1, not {strength!r}")
        self.seed = seed
        self.strength = strength_for(_check_recent(recent)) if strength is None else strength
        self._hard_options = {k: v for k, v in (("think_ms", think_ms),
                                                 ("iterations", iterations)) if v is not None}
        self._rng = random.Random(seed)
        self._player: Any = None
        self._last_ply = -1
        self.level = ""  # the level this game is played at

    @property
    def strength_text(self) -> str:
        return describe_strength(self.strength)

    def _new_game(self) -> None:
        position = self.strength * (len(LEVELS) - 1)
        low = min(int(position), len(LEVELS) - 2)
        self.level = LEVELS[low + 1] if self._rng.random() < position - low else LEVELS[low]
        seed = self._rng.getrandbits(31)
        if self.level == "Hard":
            self._player = HardStrategy(seed=seed, **self._hard_options)
        elif self.level == "Medium":
            self._player = MediumStrategy(seed=seed)
        else:
            self._player = EasyStrategy(seed=seed)

    def choose(self, view: PlayerView) -> Move:
        if self._player is None or view.ply < self._last_ply:  # the first or a new game
            self._new_game()
        self._last_ply = view.ply
        return self._player.choose(view)
