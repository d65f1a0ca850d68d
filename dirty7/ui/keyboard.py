"""Keyboard play: which hand card has the focus, and which key does what.

Why apart from the table: the focus is a small piece of state with rules of its own
(start at the first playable card each turn, follow the card — not the index — when the
hand changes, wrap at the ends), and the key map is the one place to read to know every
shortcut (the help overlay lists the same table, see :mod:`dirty7.ui.shortcuts`).
"""

from __future__ import annotations

from collections.abc import Sequence

from dirty7.ui.bootstrap import arcade

K = arcade.key

#: Key symbol → action name. Several symbols may do the same thing.
ACTIONS: dict[int, str] = {
    K.LEFT: "left", K.RIGHT: "right",
    K.ENTER: "play", K.NUM_ENTER: "play", K.SPACE: "play",
    K.D: "draw", K.P: "pass", K.H: "hint", K.L: "log", K.M: "mute",
    K.F11: "fullscreen", K.QUESTION: "help",
}

#: Actions that change the game: they wait for animations (a first press skips them).
GAME_ACTIONS = frozenset({"left", "right", "play", "draw", "pass"})

#: Actions that also act when their key skipped an animation (nothing in the game waits
#: on them, so the press is not lost); Esc does too.
AFTER_SKIP_ACTIONS = frozenset({"hint", "log", "mute", "fullscreen", "help"})

FOCUS_COLOR = (120, 206, 255)


def acts_after_skip(symbol: int, modifiers: int) -> bool:
    """Whether a key that skipped an animation then also does its job (Esc, H, L, M, ?, F11)."""
    return symbol == K.ESCAPE or action_for(symbol, modifiers) in AFTER_SKIP_ACTIONS


def action_for(symbol: int, modifiers: int) -> str | None:
    """The action of a key press, or None. ``?`` is Shift+/ on most layouts."""
    if symbol == K.SLASH and modifiers & K.MOD_SHIFT:
        return "help"
    if modifiers & (K.MOD_CTRL | K.MOD_ALT | K.MOD_COMMAND):
        return None  # Ctrl+S and friends belong to others
    return ACTIONS.get(symbol)


class HandFocus:
    """The keyboard's selected card in the player's hand (card numbers, hand order).

    ``visible`` turns on with the first arrow or play key, so mouse players never see a
    ring they did not ask for.
    """

    def __init__(self) -> None:
        self.card: int | None = None
        self.visible = False

    def reset(self, hand: Sequence[int], playable: set[int]) -> None:
        """A new turn: focus the first playable card (or the first card)."""
        self.card = next((c for c in hand if c in playable), hand[0] if hand else None)

    def follow(self, hand: Sequence[int], playable: set[int]) -> int | None:
        """The focused card, re-chosen if it left the hand."""
        if self.card not in hand:
            self.reset(hand, playable)
        return self.card

    def move(self, hand: Sequence[int], playable: set[int], step: int) -> int | None:
        """Move the focus ``step`` cards along the hand, wrapping around the ends."""
        current = self.follow(hand, playable)
        self.visible = True
        if current is None:
            return None
        self.card = hand[(list(hand).index(current) + step) % len(hand)]
        return self.card


__all__ = [
    "ACTIONS", "AFTER_SKIP_ACTIONS", "FOCUS_COLOR", "GAME_ACTIONS", "HandFocus",
    "action_for", "acts_after_skip",
]
