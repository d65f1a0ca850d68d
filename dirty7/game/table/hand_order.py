"""The order of the player's hand: by suit, by rank, as drawn, or the player's own.

Why a small object of its own (no Arcade): the table, the keyboard focus and the saved
game all need the same order, and the order has a memory — the order the cards came in,
and where the player dragged a card to — that a sort of the hand cannot give. The hand
itself (which cards) always comes from the shown state; this only says in what order.

A drag that ends in the hand moves a card there (:meth:`HandOrder.move`): from then on
the hand keeps the player's own order, new cards joining at the right end, until the
player picks an order again (``O`` cycles by suit → by rank → as drawn).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dirty7.i18n import N_
from dirty7.rules import Card
from dirty7.store.settings import HAND_ORDERS

MODE_WORDS = {"suit": N_("by suit"), "rank": N_("by rank"), "drawn": N_("as drawn")}


class HandOrder:
    """The player's hand order; ``mode`` is one of :data:`HAND_ORDERS`."""

    def __init__(self, mode: str = "suit") -> None:
        if mode not in HAND_ORDERS:
            raise ValueError(f"hand order must be one of {', '.join(HAND_ORDERS)}, not {mode!r}")
        self.mode = mode
        self.manual = False  # True once the player dragged a card to a place of their own
        self._sequence: list[int] = []  # arrival order, or the player's own order
        self._seen: set[int] = set()  # cards this table has shown in the hand

    def _sync(self, cards: Iterable[Card]) -> list[Card]:
        """Forget cards that left the hand, add new ones at the end (as they came).

        Only a card once shown here can have left: an order restored from a saved game
        waits for its cards while the deal is shown again.
        """
        cards = list(cards)
        keys = {int(c) for c in cards}
        left = {k for k in self._sequence if k in self._seen and k not in keys}
        if left:
            self._sequence = [k for k in self._sequence if k not in left]
            self._seen -= left
        known = set(self._sequence)
        self._sequence += [int(c) for c in cards if int(c) not in known]
        self._seen |= keys
        return cards

    def arrange(self, cards: Iterable[Card]) -> list[Card]:
        """``cards`` (the hand, in the order they came) in the order to show them."""
        cards = self._sync(cards)
        if self.manual or self.mode == "drawn":
            where = {k: i for i, k in enumerate(self._sequence)}
            return sorted(cards, key=lambda c: where[int(c)])
        if self.mode == "rank":
            return sorted(cards, key=lambda c: (c.rank, c.suit))
        return sorted(cards, key=lambda c: (c.suit, c.rank))

    def move(self, cards: Iterable[Card], card: int, index: int) -> bool:
        """Put ``card`` at ``index`` of the shown order of ``cards``; True if it moved."""
        shown = [int(c) for c in self.arrange(cards)]
        if int(card) not in shown:
            return False
        old = shown.index(int(card))
        index = max(0, min(len(shown) - 1, index))
        if index == old:
            return False
        shown.pop(old)
        shown.insert(index, int(card))
        self._sequence = shown
        self.manual = True
        return True

    def cycle(self) -> str:
        """The next order (by suit → by rank → as drawn → by suit); the player's own
        order is left. Returns the new mode."""
        self.mode = HAND_ORDERS[(HAND_ORDERS.index(self.mode) + 1) % len(HAND_ORDERS)]
        self.manual = False
        return self.mode

    # ------------------------------------------------------------------ saved with the game
    def to_dict(self) -> dict[str, Any]:
        """What the saved game keeps: the order cards are in, and whether it is the
        player's own (the mode is a setting, not part of the game)."""
        return {"order": list(self._sequence), "manual": self.manual}

    def restore(self, data: Any) -> None:
        """Take back :meth:`to_dict`'s value (anything else, e.g. an old save's None, is
        ignored: the hand is then sorted by the mode)."""
        if not isinstance(data, dict):
            return
        order, manual = data.get("order"), data.get("manual")
        if (isinstance(order, list) and isinstance(manual, bool)
                and all(type(k) is int and 0 <= k < 52 for k in order)
                and len(set(order)) == len(order)):
            self._sequence = list(order)
            self.manual = manual


__all__ = ["HandOrder", "MODE_WORDS"]
