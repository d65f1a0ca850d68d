"""The phases of a turn (RULES.md, "Phases"): one type for the engine, views and players.

A :class:`Phase` is an ``IntEnum`` so that the engine and the search can keep it in an
int slot and compare it at int speed; its :attr:`~Phase.code` is the one-character code
RULES.md's position notation writes (``n 3 a 7``, and ``-`` for a game that is over).
"""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    """What the player to move may do; ``str(phase)`` is its notation code."""

    NORMAL = 0        # ``n``: play a matching card or draw
    AFTER_THREE = 1   # ``3``: play another card on one's Three, or pass
    AFTER_ACE = 2     # ``a``: play another card on one's Ace, or draw
    ANSWER_SEVEN = 3  # ``7``: answer a Seven with a Seven, or draw
    OVER = 4          # ``-``: the game is over

    @property
    def code(self) -> str:
        """The notation code: ``n``, ``3``, ``a``, ``7`` or ``-``."""
        return PHASE_CODES[self]

    @classmethod
    def from_code(cls, code: str) -> Phase:
        """The phase written ``code``; ValueError for anything else."""
        index = PHASE_CODES.find(code) if len(code) == 1 else -1
        if index < 0:
            raise ValueError(f"phase must be one of n 3 a 7 -, not {code!r}")
        return PHASES[index]

    def __str__(self) -> str:
        return PHASE_CODES[self]


#: The notation codes, indexed by phase.
PHASE_CODES = "n3a7-"
#: The phases, indexed by their value (``PHASES[i]`` is faster than ``Phase(i)``).
PHASES: tuple[Phase, ...] = tuple(Phase)
#: The same phases as exact ints, for the hot loops of the engine and the search: equal
#: to the members (``OVER == Phase.OVER``), but the interpreter compares exact ints faster
#: than an int subclass (2-3% of a whole game).
NORMAL, AFTER_THREE, AFTER_ACE, ANSWER_SEVEN, OVER = (int(p) for p in PHASES)

__all__ = ["Phase", "PHASES", "PHASE_CODES", "NORMAL", "AFTER_THREE", "AFTER_ACE",
           "ANSWER_SEVEN", "OVER"]
