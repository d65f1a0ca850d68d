"""Hard: information-set Monte Carlo tree search (the ``hard`` entry point).

:mod:`.strategy` is the player (budgets, seeding); :mod:`.search` the ISMCTS over
determinizations; :mod:`.tracker` what the opponent's moves reveal of its hand;
:mod:`.sim` the rules on raw ints; :mod:`.policy` the playout that finishes a simulated
game. Like the rest of :mod:`dirty7.ai`, it imports only :mod:`dirty7.rules`.
"""

from __future__ import annotations

from .strategy import DEFAULT_THINK_MS, HardStrategy

__all__ = ["DEFAULT_THINK_MS", "HardStrategy"]
