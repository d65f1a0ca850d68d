"""A mouse-only and a keyboard-only player for the table, finding every target on screen.

Why: the table is about to be split into a window-free flow and a view. These
players are the safety net for that refactor, so they use only what a person at the
screen has: the card sprites where they lie (a card is grabbed at a point where it is
the topmost sprite), the stock's visible backs, the top card of the waste, the Draw, Pass,
"Last card!" and suit buttons where they are drawn (and only while they are shown), and the blue
focus ring of keyboard play. They act only through the view's handlers
(``on_mouse_*``, ``on_key_press``) and let time pass through ``on_update``.

They may ask the engine what is legal, to choose a move, and check afterwards that the
engine received exactly that move; they never reach into the table's private state.
What they read of the view is gathered in :class:`TableScreen`, so a refactor that moves
things has one place to follow. Support code, not a test module.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from dirty7.rules import MOVES, Move
from dirty7.ui.core.bootstrap import arcade, gui
from tests.support.table import drag_to

LEFT = arcade.MOUSE_BUTTON_LEFT
K = arcade.key
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_KEYS = (K.KEY_1, K.KEY_2, K.KEY_3, K.KEY_4)
FRAME = 1 / 60
PAUSE = 1.0  # seconds a player waits between gestures (no accidental double-click)


class DriverError(AssertionError):
    """A player could not find what it needed on screen, or the move did not happen."""


class TableScreen:
    """What a player can see of a table view: sprites, pile, widgets, focus ring.

    Everything the drivers read of the view goes through here: ``cards`` (the card
    sprites in draw order, each with its ``card``), ``stock_backs``, ``draw_button``,
    ``pass_button``, ``picker`` (``is_open`` and its suit ``buttons``), ``focus`` (the
    keyboard's ``card`` and whether its ring is ``visible``), ``ui`` (to lay the widgets
    out), ``to_window`` / ``to_logical``, ``is_idle``, ``opponents`` (to let a computer
    thread finish), ``toast.message`` (in error reports) and ``game`` (legality, checks).
    """

    def __init__(self, view, clock=None) -> None:
        self.view = view
        self.clock = clock

    # --- time ------------------------------------------------------------------------------
    def frame(self, dt: float = FRAME) -> None:
        """One frame of ``dt`` seconds, once a computer seat's thread has answered.

        Waiting for the thread keeps a loaded machine from turning a slow answer into a
        timeout: the game's time is simulated, the thread's is not.
        """
        for opponent in self.view.flow.opponents.values():
            if opponent.thinking:
                opponent.wait(timeout=30)
        if self.clock is not None:
            self.clock.advance(dt)
        self.view.on_update(dt)

    def pause(self, seconds: float = PAUSE) -> None:
        """The player's own pause between gestures (the table's clock moves on)."""
        if self.clock is not None:
            self.clock.advance(seconds)

    def wait_ready(self, limit: float = 120.0) -> None:
        """Let frames pass until the cards rest and it is the player's turn (or the end)."""
        game = self.view.flow.game
        # a friend's game also waits for the network, in real time (the end's checks)
        network_wait = getattr(game, "wait_for_step", None)
        t = 0.0
        while True:
            self.frame()
            t += FRAME
            if self.view.flow.is_idle and (game.is_over or game.is_human_turn()):
                return
            if network_wait is not None:
                network_wait(0.005)
            if t > limit:
                raise DriverError(f"the table did not come to rest within {limit} s")

    def place_widgets(self) -> None:
        """Lay the widgets out as the next frame will draw them (their real rectangles;
        drawing a whole frame on a software renderer costs far more)."""
        self.view.ui.execute_layout()

    # --- the cards ---------------------------------------------------------------------------
    def sprite_of(self, card: int):
        for sprite in self.view.card_sprites.cards:
            if int(sprite.card) == int(card):
                return sprite
        raise DriverError(f"{MOVES[int(card)]} is not on the table")

    def _topmost_at(self, x: float, y: float):
        hits = [s for s in self.view.card_sprites.cards
                if s.visible and s.collides_with_point((x, y))]
        return hits[-1] if hits else None

    def card_point(self, card: int) -> tuple[int, int]:
        """A window pixel where ``card`` is the topmost card (the fan overlaps cards)."""
        sprite = self.sprite_of(card)
        w, h = sprite.width, sprite.height
        a = math.radians(sprite.angle)  # Arcade turns clockwise
        for fu in (-0.4, -0.3, -0.2, -0.1, 0.0, 0.1, 0.2, 0.3, 0.4):
            for fv in (0.0, 0.3, -0.3):
                u, v = fu * w, fv * h
                x = sprite.center_x + u * math.cos(a) + v * math.sin(a)
                y = sprite.center_y - u * math.sin(a) + v * math.cos(a)
                if self._topmost_at(x, y) is sprite:
                    wx, wy = self.view.to_window(x, y)
                    point = round(wx), round(wy)
                    # the rounded pixel must still be on the card
                    if self._topmost_at(*self.view.to_logical(*point)) is sprite:
                        return point
        raise DriverError(f"no visible part of {MOVES[int(card)]} to grab")

    def waste_point(self) -> tuple[int, int]:
        """The centre of the waste's top card, as drawn."""
        top = self.view.flow.game.position.top_card  # the face-up card everybody sees
        sprite = self.sprite_of(int(top))
        wx, wy = self.view.to_window(sprite.center_x, sprite.center_y)
        return round(wx), round(wy)

    def stock_point(self) -> tuple[int, int] | None:
        """The centre of the stock's top back, or None when no stock is shown."""
        backs = self.view.card_sprites.stock_backs
        if not len(backs):
            return None
        top = backs[-1]
        wx, wy = self.view.to_window(top.center_x, top.center_y)
        return round(wx), round(wy)

    # --- widgets -----------------------------------------------------------------------------
    @staticmethod
    def shown(widget) -> bool:
        """Whether ``widget`` and every layout holding it are visible, up to the UI."""
        node = widget
        while isinstance(node, gui.UIWidget):
            if not node.visible:
                return False
            node = node.parent
        return isinstance(node, gui.UIManager)

    def widget_point(self, widget) -> tuple[int, int]:
        x, y = widget.rect.center
        wx, wy = self.view.to_window(x, y)
        return round(wx), round(wy)

    @property
    def draw_button(self):
        return self.view.hud.draw_button

    @property
    def pass_button(self):
        return self.view.hud.pass_button

    @property
    def call_button(self):
        return self.view.hud.call_button

    @property
    def picker_open(self) -> bool:
        return self.view.picker.is_open

    def suit_button(self, suit: int):
        """The picker's button showing ``suit``'s symbol."""
        for button in self.view.picker.buttons:
            if button.text == SUIT_SYMBOLS[suit]:
                return button
        raise DriverError(f"no {SUIT_SYMBOLS[suit]} button in the suit picker")

    # --- keyboard focus ----------------------------------------------------------------------
    def focused_card(self) -> int | None:
        """The card inside the visible focus ring, or None while no ring is shown."""
        focus = self.view.focus_part.focus
        return int(focus.card) if focus.visible and focus.card is not None else None

    def my_hand_size(self) -> int:
        game = self.view.flow.game
        return len(game.position.hand(game.to_move))


# --- pointer and key primitives -------------------------------------------------------------
def press_release(view, point: tuple[int, int]) -> None:
    view.on_mouse_motion(*point, 0, 0)
    view.on_mouse_press(*point, LEFT, 0)
    view.on_mouse_release(*point, LEFT, 0)


def drag(view, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    """Hover over ``start`` first (as a mouse gets there), then :func:`drag_to`."""
    view.on_mouse_motion(*start, 0, 0)
    drag_to(view, start, end, steps)


def key(view, symbol: int) -> None:
    view.on_key_press(symbol, 0)
    view.on_key_release(symbol, 0)


# --- the players -------------------------------------------------------------------------------
class Player:
    """Makes one chosen move through the screen; subclasses say with which hands.

    ``how`` picks a gesture where there are several ("drag"/"double" for a card with the
    mouse, "stock"/"button" for a draw; "enter"/"space" for a card with the keyboard);
    None lets ``rng`` choose.
    """

    ways: dict[str, tuple[str, ...]] = {}

    def __init__(self, view, rng: random.Random | None = None, clock=None) -> None:
        self.view = view
        self.screen = TableScreen(view, clock)
        self.rng = rng or random.Random(0)

    def choose_way(self, kind: str, how: str | None) -> str:
        options = self.ways.get(kind, ("",))
        if how is None:
            return self.rng.choice(options)
        if how not in options:
            raise ValueError(f"{type(self).__name__} cannot {kind} by {how!r}")
        return how

    def play(self, move: Move, how: str | None = None) -> None:
        """Make ``move`` (it must be legal) and check that the engine received it."""
        game = self.view.flow.game
        before = len(game.record.moves)
        self.screen.pause()
        if move.is_draw:
            self.draw(how)
        elif move.is_pass:
            self.pass_turn()
        elif move.is_call:
            self.call()
        else:
            self.card(int(move.card), how)
            if move.named_suit is not None:
                if not self.screen.picker_open:
                    raise DriverError(f"no suit picker after playing {move.card}")
                self.name_suit(move.named_suit)
        made = game.record.moves[before:]
        if made[:1] != [str(move)]:
            raise DriverError(f"wanted {move}, the engine received {made or 'nothing'}"
                              f" (toast: {self.view.toast.message!r})")

    # gestures, one per kind of move (no checks: illegal attempts use them too)
    def card(self, card: int, how: str | None = None) -> None:
        raise NotImplementedError

    def draw(self, how: str | None = None) -> None:
        raise NotImplementedError

    def pass_turn(self) -> None:
        raise NotImplementedError

    def name_suit(self, suit: int) -> None:
        raise NotImplementedError

    def call(self) -> None:
        raise NotImplementedError


class MousePlayer(Player):
    """Plays with the mouse alone: drag or double-click a card, click the stock or Draw,
    click Pass or "Last card!", click a suit in the picker."""

    ways = {"card": ("drag", "double"), "draw": ("stock", "button")}

    def card(self, card: int, how: str | None = None) -> None:
        way = self.choose_way("card", how)
        start = self.screen.card_point(card)
        if way == "drag":
            drag(self.view, start, self.screen.waste_point())
        else:
            press_release(self.view, start)
            self.screen.pause(0.08)
            press_release(self.view, start)

    def draw(self, how: str | None = None) -> None:
        stock = self.screen.stock_point()
        way = self.choose_way("draw", how) if stock is not None or how else "button"
        if way == "stock":
            if stock is None:
                raise DriverError("no stock on screen to click")
            press_release(self.view, stock)
        else:
            self.click(self.screen.draw_button, "Draw")

    def pass_turn(self) -> None:
        self.click(self.screen.pass_button, "Pass")

    def name_suit(self, suit: int) -> None:
        self.click(self.screen.suit_button(suit), SUIT_SYMBOLS[suit])

    def call(self) -> None:
        self.click(self.screen.call_button, "Last card!")

    def click(self, widget, name: str) -> None:
        self.screen.place_widgets()
        if not self.screen.shown(widget):
            raise DriverError(f"no {name} button on screen")
        press_release(self.view, self.screen.widget_point(widget))


class KeyboardPlayer(Player):
    """Plays with the keyboard alone: arrows to the card, Enter or Space, D, P, U, 1–4."""

    ways = {"card": ("enter", "space")}

    def card(self, card: int, how: str | None = None) -> None:
        way = self.choose_way("card", how)
        self.focus(card)
        key(self.view, K.ENTER if way == "enter" else K.SPACE)

    def focus(self, card: int) -> None:
        """Move the focus ring with the arrows (one direction, chosen at random) until it
        holds ``card``."""
        arrow = self.rng.choice((K.LEFT, K.RIGHT))
        for _ in range(self.screen.my_hand_size() + 2):
            if self.screen.focused_card() == int(card):
                return
            key(self.view, arrow)
        raise DriverError(f"the focus ring never reached {MOVES[int(card)]}")

    def draw(self, how: str | None = None) -> None:
        key(self.view, K.D)

    def pass_turn(self) -> None:
        key(self.view, K.P)

    def name_suit(self, suit: int) -> None:
        key(self.view, SUIT_KEYS[suit])

    def call(self) -> None:
        key(self.view, K.U)


def by_kind(legal: list[Move], rng: random.Random) -> Move:
    """A random legal move: first a kind (play, draw, pass) at random, then one of it.

    Why not uniformly: a Three usually leaves several cards to play and one pass, so a
    uniform choice would seldom press Pass, the gesture most likely to go missing.
    """
    kinds: dict[str, list[Move]] = {}
    for move in legal:
        kind = "draw" if move.is_draw else "pass" if move.is_pass else \
            "call" if move.is_call else "play"
        kinds.setdefault(kind, []).append(move)
    return rng.choice(kinds[rng.choice(sorted(kinds))])


def play_game(player: Player, rng: random.Random, max_moves: int = 1000,
              choose: Callable[[list[Move], random.Random], Move] = by_kind) -> int:
    """Play the player's side of the view's game to its end with random legal moves
    (chosen by ``choose``); returns how many moves the player made."""
    view, screen = player.view, player.screen
    made = 0
    screen.wait_ready()
    while not view.flow.game.is_over:
        if made >= max_moves:
            raise DriverError(f"no end after {made} moves")
        move = choose(view.flow.game.position.legal_moves(), rng)
        player.play(move)
        made += 1
        screen.wait_ready()
    return made


__all__ = ["DriverError", "KeyboardPlayer", "MousePlayer", "Player", "TableScreen", "by_kind",
           "play_game"]
