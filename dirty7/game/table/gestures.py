"""Pointer gestures in pure Python: double-click detection and per-gesture move limits.

Why: pyglet and Arcade give no click count, and "one gesture makes at most one move,
however fast the clicks come" is a rule about time. Both objects take an injectable
clock (a function returning seconds) so tests decide exactly how fast clicks come.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Clock = Callable[[], float]

DOUBLE_CLICK_S = 0.35


class DoubleClick:
    """Says whether a press on ``target`` is the second press of a double-click."""

    def __init__(self, clock: Clock = time.monotonic, interval: float = DOUBLE_CLICK_S) -> None:
        self.clock = clock
        self.interval = interval
        self._last: tuple[Any, float] | None = None

    def press(self, target: Any) -> bool:
        """Register a press; True when it completes a double-click on the same target.

        A completed double-click is consumed, so a third fast press starts afresh.
        """
        now = self.clock()
        last = self._last
        if last is not None and last[0] == target and now - last[1] <= self.interval:
            self._last = None
            return True
        self._last = (target, now)
        return False

    def reset(self) -> None:
        self._last = None


class Cooldown:
    """Refuses a repeat of an action within ``seconds`` (a burst of stock clicks draws once)."""

    def __init__(self, clock: Clock = time.monotonic, seconds: float = 0.45) -> None:
        self.clock = clock
        self.seconds = seconds
        self._until = float("-inf")

    def ready(self) -> bool:
        return self.clock() >= self._until

    def trigger(self) -> None:
        self._until = self.clock() + self.seconds


@dataclass
class Drag:
    """A card held by the pointer: where it was grabbed, and whether it really moved."""

    card: Any
    sprite: Any
    offset: tuple[float, float]
    start: tuple[float, float]
    moved: bool = False
    over_waste: bool = False
    legal: bool = False

    THRESHOLD = 6.0  # logical units before a press becomes a drag

    def follow(self, x: float, y: float) -> tuple[float, float]:
        """The card's centre for pointer ``(x, y)``, keeping the grab offset."""
        if abs(x - self.start[0]) + abs(y - self.start[1]) > self.THRESHOLD:
            self.moved = True
        return x + self.offset[0], y + self.offset[1]


__all__ = ["Clock", "Cooldown", "DOUBLE_CLICK_S", "DoubleClick", "Drag"]
