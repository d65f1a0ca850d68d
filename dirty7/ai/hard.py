"""Hard: information-set Monte Carlo tree search (placeholder: Medium until ISMCTS lands)."""

from __future__ import annotations

from dirty7.rules import Move, PlayerView

from .medium import MediumStrategy


class HardStrategy:
    """Searches positions sampled from its view (work in progress)."""

    label = "Hard"
    description = "Remembers every card and looks ahead. Hard to beat."

    def __init__(self, seed: int = 0, think_ms: float = 150, iterations: int | None = None,
                 ) -> None:
        if iterations is not None and (isinstance(iterations, bool)
                                       or not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a positive whole number, not {iterations!r}")
        if isinstance(think_ms, bool) or not isinstance(think_ms, (int, float)) or think_ms <= 0:
            raise ValueError(f"think_ms must be a positive number, not {think_ms!r}")
        self.seed = seed
        self.think_ms = think_ms
        self.iterations = iterations
        self._medium = MediumStrategy(seed)

    def choose(self, view: PlayerView) -> Move:
        return self._medium.choose(view)
