"""Keyboard play: which hand card has the focus, and which key does what.

Why apart from the table: the focus is a small piece of state with rules of its own
(start at the first playable card each turn, follow the card — not the index — when the
hand changes, wrap at the ends), and the key map is the one place to read to know every
shortcut (the help overlay lists the same table, see :mod:`dirty7.ui.table.shortcuts`).

The ``O`` key is here too (:class:`HandOrderKey`): it changes only how the hand is shown
(:mod:`dirty7.game.table.hand_order`), never the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dirty7.game.table.hand_order import MODE_WORDS
from dirty7.i18n import _
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.table_part import TablePart
from dirty7.ui.table.glow import draw_sprite_outline
from dirty7.ui.table.sprites import sorted_hand

K = arcade.key

#: Key symbol → action name. Several symbols may do the same thing.
ACTIONS: dict[int, str] = {
    K.LEFT: "left", K.RIGHT: "right",
    K.ENTER: "play", K.NUM_ENTER: "play", K.SPACE: "play",
    K.D: "draw", K.P: "pass", K.U: "call", K.H: "hint", K.L: "log", K.M: "mute", K.W: "why",
    K.F11: "fullscreen", K.QUESTION: "help", K.O: "order",
    # the reading keys of a player who plays by ear (said aloud when Speech is on)
    K.C: "read_hand", K.T: "read_table", K.K: "read_counts", K.V: "read_last", K.A: "repeat",
}

#: Actions that change the game: they wait for animations (a first press skips them).
GAME_ACTIONS = frozenset({"left", "right", "play", "draw", "pass", "call"})

#: Actions that also act when their key skipped an animation (nothing in the game waits
#: on them, so the press is not lost); Esc does too.
AFTER_SKIP_ACTIONS = frozenset({"hint", "log", "why", "mute", "fullscreen", "help",
                                "read_hand", "read_table", "read_counts", "read_last",
                                "repeat"})

FOCUS_COLOR = (120, 206, 255)


def acts_after_skip(symbol: int, modifiers: int) -> bool:
    """Whether a key that skipped an animation then also does its job (Esc, H, L, W, M, ?, F11)."""
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




class KeyboardFocus(TablePart):
    """Keyboard play on ``view``: arrows move a blue ring, Enter plays, D draws, P passes
    (or keeps a card just drawn), U calls "Last card!" where the rules have the call."""

    def __init__(self, view) -> None:
        self.view = view
        self.flow = view.flow
        self.focus = HandFocus()
        #: Told each card the arrows move the focus onto (the voice says it).
        self.on_focus: Callable[[int], object] | None = None
        self.flow.events.idle.connect(self.on_idle)

    def _hand(self) -> list[int]:
        p = self.flow
        return [int(c) for c in sorted_hand(p.state.hands[p.my_seat], p.hand_order)]

    def _playable(self) -> set[int]:
        p = self.flow
        return p.legal_cards() if p.game.to_move == p.my_seat else set()

    def on_idle(self) -> None:
        if self.flow.my_turn:
            self.focus.reset(self._hand(), self._playable())

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """A game key; False while the picker is open (it is modal)."""
        action = action_for(symbol, modifiers)
        if action not in GAME_ACTIONS or self.view.picker.is_open:
            return False
        if action in ("left", "right"):
            card = self.focus.move(self._hand(), self._playable(), -1 if action == "left" else 1)
            if card is not None and self.on_focus is not None:
                self.on_focus(card)
        elif action == "play":
            card = self.focus.follow(self._hand(), self._playable())
            self.focus.visible = True
            if card is not None:
                self.view.pointer.play(card)
        elif action == "draw":
            self.flow.draw()
        elif action == "pass":
            self.flow.pass_turn()
        elif action == "call":
            self.view.hud.last_card.call()
        return True

    def draw_over_cards(self) -> None:
        """The blue ring round the focused card, once the keyboard has been used."""
        p = self.flow
        focus = self.focus.card
        drag = self.view.pointer.drag
        sprites = self.view.card_sprites.sprites
        if (p.my_turn and p.is_idle and self.focus.visible and focus in sprites
                and p.picking is None and (drag is None or int(drag.card) != focus)):
            draw_sprite_outline(sprites[focus], FOCUS_COLOR, pad=7)



class HandOrderKey(TablePart):
    """``O``: the player's hand by suit → by rank → as drawn (a table part).

    The table says the new order in words, and ``on_change(mode)`` lets the app keep it
    as the player's setting for the next games.
    """

    def __init__(self, flow, card_sprites, toast) -> None:
        self.flow = flow
        self.card_sprites = card_sprites
        self.toast = toast
        self.on_change: Callable[[str], None] | None = None

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if action_for(symbol, modifiers) != "order":
            return False
        mode = self.flow.hand_order.cycle()
        self.card_sprites.place_all(duration=0.25)
        self.toast.show(_("Hand order: {order}").format(order=_(MODE_WORDS[mode])))
        if self.on_change is not None:
            self.on_change(mode)
        return True


__all__ = [
    "ACTIONS", "AFTER_SKIP_ACTIONS", "FOCUS_COLOR", "GAME_ACTIONS", "HandFocus", "HandOrderKey",
    "KeyboardFocus",
    "action_for", "acts_after_skip",
]
