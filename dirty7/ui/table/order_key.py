"""The ``O`` key: the player's hand by suit → by rank → as drawn (a table part).

Why a part: the key changes only how the hand is shown (:mod:`.hand_order`), never the
game; the table says the new order in words, and ``on_change(mode)`` lets the app keep
it as the player's setting for the next games.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.ui.table.hand_order import MODE_WORDS
from dirty7.ui.table.keyboard_focus import action_for


class HandOrderKey:
    """``O`` on ``view`` cycles its presenter's hand order."""

    def __init__(self, view) -> None:
        self.view = view
        self.on_change: Callable[[str], None] | None = None

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if action_for(symbol, modifiers) != "order":
            return False
        mode = self.view.presenter.hand_order.cycle()
        self.view.card_sprites.place_all(duration=0.25)
        self.view.toast.show(f"Hand order: {MODE_WORDS[mode]}")
        if self.on_change is not None:
            self.on_change(mode)
        return True


__all__ = ["HandOrderKey"]
