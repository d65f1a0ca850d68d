"""Keeping the cyclic collector's full collections out of a game in play.

Why: a full collection walks every object the program holds, and with Arcade, pyglet and
the game loaded that is a visible stall in the middle of a card's flight. Two things keep
it away:

- At start-up the app freezes the modules and the window (``gc.freeze`` in
  :func:`dirty7.ui.app.start_first_screen`). No collection walks those again, ever.
- A table collects when it is first shown (the last game's table and results, left and
  garbage by then, are freed there) and holds off full collections while it is shown
  (:func:`hold` and :func:`release`). Young collections go on as usual, and they free
  what a game makes and drops.

Why not ``gc.freeze`` at each table instead: ``gc.unfreeze`` is all or nothing, so leaving
a table moved start-up's objects back among the walked ones too, and every later table's
collection walked them all again (a full collection then cost three to four times as
much).
"""

from __future__ import annotations

import gc
import weakref

#: The third generation's threshold while a table holds: more young collections than a
#: game makes, so no full collection starts on its own.
HELD_THRESHOLD = 1 << 30


class _Holding:
    """Who holds full collections off now, and the thresholds to give back after."""

    def __init__(self) -> None:
        self.holders: weakref.WeakSet[object] = weakref.WeakSet()
        self.saved: tuple[int, int, int] | None = None


_holding = _Holding()


def collect() -> int:
    """A collection now (a table first shown, before its game starts); what it found. A
    holder it freed (a table dropped while shown) holds no more.

    Full where anything entered the oldest generation since the last full collection (the
    last game's table and results did, in a game of any length). Where nothing did, all
    that the program made since then is still in the young generations, and collecting
    those frees it at a fraction of the cost (a full collection walks every object not
    frozen): a table opened right after another, in a lesson or a test.
    """
    found = gc.collect(2 if gc.get_count()[2] else 1)
    _give_back_unless_held()
    return found


def hold(owner: object) -> None:
    """No full collection starts on its own while ``owner`` (a shown table) holds."""
    _holding.holders.add(owner)
    if _holding.saved is None:
        _holding.saved = young, middle, _ = gc.get_threshold()
        gc.set_threshold(young, middle, HELD_THRESHOLD)


def release(owner: object) -> None:
    """``owner`` no longer holds; the collector's own thresholds come back when none
    does (a holder collected without releasing counts as released)."""
    _holding.holders.discard(owner)
    _give_back_unless_held()


def _give_back_unless_held() -> None:
    if not _holding.holders and _holding.saved is not None:
        gc.set_threshold(*_holding.saved)
        _holding.saved = None


def held() -> bool:
    """Whether full collections are held off now."""
    return _holding.saved is not None
