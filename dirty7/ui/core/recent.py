"""A map that keeps only its most recently set entries.

Why one: the fonts kept alive past pyglet's own four, the text-size searches remembered
and the lesson panel's measured heights each keep what was last made, and each must stay
bounded over a long session; one small class forgets the oldest the same way for all.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Recent(Generic[K, V]):
    """The last ``size`` entries set; setting one again makes it the newest."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        """The value kept under ``key``, or None (reading does not make it newer)."""
        return self._entries.get(key)

    def put(self, key: K, value: V) -> None:
        """Keep ``value`` under ``key`` as the newest; the oldest beyond ``size`` go."""
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)


__all__ = ["Recent"]
