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

Reproducible: the level of each game is drawn from the seed, and the inner Hard's options
(``think_ms``, ``iterations``) are checked exactly as Hard checks them and replayed as an
iteration count (:meth:`MatchedStrategy.reproducible_options`), so ``dirty7 verify`` re-runs
a Matched seat as it played. A seat created mid-game is shown its earlier views
(:meth:`MatchedStrategy.observe`), which create its level as :meth:`choose` would.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypedDict

from dirty7.ai.level_words import MATCHED
from dirty7.rules import Move, PlayerView

from .easy import EasyStrategy
from .hard import DEFAULT_THINK_MS, HardStrategy
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


class _HardBudget(TypedDict, total=False):
    """The inner Hard's thinking budget, as far as the options set it."""

    think_ms: float
    iterations: int


class MatchedStrategy:
    """Plays each game as Easy, Medium or Hard, drawn by a strength read from the record."""

    label, description = MATCHED

    def __init__(self, seed: int = 0, recent: str = "", strength: float | None = None,
                 think_ms: float | None = None, iterations: int | None = None) -> None:
        if strength is not None and (isinstance(strength, bool)
                                     or not isinstance(strength, (int, float))
                                     or not 0 <= strength <= 1):
            raise ValueError(f"strength must be between 0 and 1, not {strength!r}")
        self.seed = seed
        self.strength = strength_for(_check_recent(recent)) if strength is None else strength
        self._hard_options: _HardBudget = {}
        if think_ms is not None:
            self._hard_options["think_ms"] = think_ms
        if iterations is not None:
            self._hard_options["iterations"] = iterations
        HardStrategy(**self._hard_options)  # refused now, as Hard refuses them, not mid-game
        self._rng = random.Random(seed)
        self._player: HardStrategy | MediumStrategy | EasyStrategy | None = None
        self._last_ply = -1
        self.level = ""  # the level this game is played at
        #: Set by the guard when there is a time budget; handed to the inner Hard.
        self.stop_after_s: float | None = None

    @classmethod
    def with_results(cls, options: dict[str, Any], recent: str) -> dict[str, Any]:
        """``options`` with the player's results against it (``recent=``, which set its
        strength; dirty7.ai.protocol), unless they set the strength already."""
        if not recent or {"recent", "strength"} & set(options):
            return dict(options)
        return {**options, "recent": recent}

    @classmethod
    def reproducible_options(cls, options: dict[str, Any],
                             rate: Callable[[], float]) -> dict[str, Any]:
        """``options`` with the inner Hard's ``think_ms`` turned into ``iterations`` as Hard
        turns it (dirty7.ai.protocol); options Matched refuses are returned as they are."""
        try:
            cls(**options)
        except (TypeError, ValueError):
            return dict(options)
        hard: dict[str, Any] = {k: options[k] for k in ("think_ms", "iterations") if k in options}
        rest = {k: v for k, v in options.items() if k not in hard}
        return {**rest, **HardStrategy.reproducible_options(hard, rate)}

    @property
    def time_budget_s(self) -> float | None:
        """The inner Hard's budget in seconds (None under an iteration count)."""
        if "iterations" in self._hard_options:
            return None
        return self._hard_options.get("think_ms", DEFAULT_THINK_MS) / 1000

    @property
    def strength_text(self) -> str:
        return describe_strength(self.strength)

    def _new_game(self) -> HardStrategy | MediumStrategy | EasyStrategy:
        """This game's player, at a level drawn by the strength."""
        position = self.strength * (len(LEVELS) - 1)
        low = min(int(position), len(LEVELS) - 2)
        self.level = LEVELS[low + 1] if self._rng.random() < position - low else LEVELS[low]
        seed = self._rng.getrandbits(31)
        if self.level == "Hard":
            hard = HardStrategy(seed=seed, **self._hard_options)
            hard.stop_after_s = self.stop_after_s
            return hard
        if self.level == "Medium":
            return MediumStrategy(seed=seed)
        return EasyStrategy(seed=seed)

    def _player_for(self, view: PlayerView) -> HardStrategy | MediumStrategy | EasyStrategy:
        player = self._player
        if player is None or view.ply < self._last_ply:  # the first or a new game
            player = self._player = self._new_game()
        self._last_ply = view.ply
        return player

    def choose(self, view: PlayerView) -> Move:
        return self._player_for(view).choose(view)

    def observe(self, view: PlayerView, played: int) -> None:
        """Show an earlier view and its move to this game's level, without searching (the
        catch-up of a seat created mid-game: dirty7.game.catchup); the level is drawn at
        the first view, as :meth:`choose` draws it."""
        observe = getattr(self._player_for(view), "observe", None)
        if observe is not None:
            observe(view, played)

