"""The card table: one game, played with the mouse, animated from the engine's events.

How it fits together: a :class:`dirty7.controller.Game` holds the truth and decides every
legality question. A move (the player's, or a computer seat's) changes the game at once
and returns engine events; the table queues them and plays them one by one onto a
lagging :class:`~dirty7.ui.tablestate.TableState`, moving card sprites as it goes. When
the queue is empty the shown state equals the game again, and only then may the next
move be asked for. Skipping (any click or key while a move is shown) plays the rest of
the queue at once and finishes every tween; then only keys and buttons that ask nothing
of the game (Esc, H, L, M, ?, F11, E; Menu, Hint, Log, ?) also do their job.

Input: press a card to lift it, drag it onto the waste to play it; double-click plays;
click the stock to draw; a Jack opens the suit picker. Computer seats think in an
:class:`~dirty7.ui.opponent.Opponent` worker, polled from ``on_update``.
"""

from __future__ import annotations

import gc
import math
import time
from collections import deque
from collections.abc import Callable

from dirty7.controller import HUMAN, Game
from dirty7.rules import (
    DRAW_MOVE,
    MOVES,
    PASS_MOVE,
    CardDealt,
    CardDrawn,
    CardPlayed,
    GameOver,
    IllegalMoveError,
    NextTurn,
    Passed,
    StockRefilled,
    SuitNamed,
    UpCardTurned,
    jack_move,
)
from dirty7.ui import theme
from dirty7.ui.bootstrap import arcade, gui
from dirty7.ui.cards import (
    DEFAULT_BACK,
    CardSprite,
    back_texture,
    card_number,
    preload_textures,
)
from dirty7.ui.comforts import TableComforts
from dirty7.ui.gestures import Clock, Cooldown, DoubleClick, Drag
from dirty7.ui.hint import HINT_COLOR
from dirty7.ui.keyboard import acts_after_skip
from dirty7.ui.layout import HAND_SCALE, PILE_SCALE, WASTE_VISIBLE, Slot, TableLayout, card_size
from dirty7.ui.opponent import Opponent
from dirty7.ui.scaling import ScaledView, alpha_locked
from dirty7.ui.suit_picker import SuitPicker
from dirty7.ui.tablestate import TableState
from dirty7.ui.toast import Toast
from dirty7.ui.widgets import TableButton
from dirty7.ui.wording import phase_text, plural, suit_word

SUIT_SYMBOLS = "♣♦♥♠"
HUMAN_SEAT, COMPUTER = 0, 1
JACK_RANK = 10
RAISE = 16.0  # logical units a playable card rises on the player's turn
LIFT = 1.12  # a held card is this much larger

#: Seconds (at normal speed) before the next queued event starts: the game's rhythm.
HOLDS = {
    CardDealt: 0.11, UpCardTurned: 0.45, CardPlayed: 0.42, SuitNamed: 0.3, CardDrawn: 0.2,
    StockRefilled: 0.55, Passed: 0.25, NextTurn: 0.0, GameOver: 0.9,
}


def sorted_hand(cards) -> list:
    """The player's hand order: by suit (C D H S), then rank (A..K)."""
    return sorted(cards, key=lambda c: (c.suit, c.rank))


class TableView(TableComforts, ScaledView):
    """The table for one game.

    Give a ``game`` or let the table make one from ``seed``/``first`` (or ``position``).
    Computer seats get an :class:`Opponent` for ``difficulty`` unless ``opponents`` maps
    seats to ready ones. ``on_game_over(table)`` runs once the last animation is over;
    ``on_menu()`` for the Menu button and Esc. ``clock`` times double-clicks.
    """

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        difficulty: str = "medium",
        seed: int | None = None,
        first: int = HUMAN_SEAT,
        position=None,
        game: Game | None = None,
        autoplay: bool = False,
        opponents: dict[int, Opponent] | None = None,
        opponent_mode: str = "thread",
        on_menu: Callable[[], None] | None = None,
        on_game_over: Callable[[TableView], None] | None = None,
        clock: Clock = time.monotonic,
        animate: bool = True,
        highlight_playable: bool = True,
        card_back: str = DEFAULT_BACK,
        think_delay: float = 0.7,
        sounds=None,
    ) -> None:
        super().__init__(window)
        self.difficulty = difficulty
        self.seed = seed
        self.on_menu = on_menu
        self.on_game_over = on_game_over
        self.highlight_playable = highlight_playable
        self.card_back = card_back
        self.think_delay = think_delay
        label = _label(difficulty)
        if game is None:
            seats = [None, None] if autoplay else [HUMAN, None]
            names = ["South", "North"] if autoplay else ["You", "Computer"]
            if position is not None:
                game = Game(seats, start=position, players=names)
            else:
                game = Game(seats, seed=seed if seed is not None else 1, first=first,
                            players=names)
        self.game = game
        self.human = (game.seats[0] is HUMAN, game.seats[1] is HUMAN)
        if all(self.human):
            raise ValueError("a table needs at least one computer seat")
        self.names = (
            "You" if self.human[0] else f"South ({label})",
            "You" if self.human[1] else ("Computer" if not autoplay else f"North ({label})"),
        )
        self.opponents: dict[int, Opponent] = dict(opponents or {})
        for seat in (0, 1):
            if not self.human[seat] and seat not in self.opponents:
                self.opponents[seat] = Opponent(difficulty, seed=(seed or 0) * 2 + seat,
                                                mode=opponent_mode)

        # What the sprites show, and the events still to show.
        deal_events = list(game.deal_events) if animate and not game.history else []
        if deal_events:
            self.state = TableState.before_deal(game.position, deal_events)
        else:
            self.state = TableState.of(game.position)
        self._queue: deque = deque(deal_events)
        self._hold = 0.0
        self._idle_done = False
        self._over_wait = 0.0
        self._reported_over = False
        self._requested: int | None = None

        self.layout = TableLayout(self.fit.width, self.fit.height)
        self.cards = arcade.SpriteList()
        self.shadows = arcade.SpriteList()
        self.stock_backs = arcade.SpriteList()
        self.sprites: dict[int, CardSprite] = {}
        self._shadow_of: dict[int, arcade.Sprite] = {}
        self._flying: set[int] = set()
        # Waste cards gliding back onto a refilled stock, and the count shown until they land.
        self._recycling: set[int] = set()
        self._stock_before_refill = 0
        self._raised: set[int] = set()
        self._shown_stock = -1
        self._backdrop: _Backdrop | None = None
        # Cards whose shadows the backdrop holds; None: this frame draws everything live.
        self._baked: frozenset[int] | None = None
        self.waste_glow: tuple[int, int, int] | None = None
        self.badge_pulse = 0.0
        self._time = 0.0

        # Input state.
        self.clock = clock
        self.double_click = DoubleClick(clock)
        self.stock_cooldown = Cooldown(clock)
        self.drag: Drag | None = None
        self._gesture_moved = False
        self._picking: int | None = None  # the Jack waiting for a suit

        preload_textures(self.window.ctx, card_back, extra=(
            theme.shadow_texture(), theme.badge_texture(), theme.dim_texture(),
            theme.glow_texture(theme.GLOW_LEGAL), theme.glow_texture(theme.GLOW_ILLEGAL),
            theme.glow_texture(HINT_COLOR)))
        self.toast = Toast()
        self._init_comforts(sounds)  # hint, keys, sound, log, help (dirty7.ui.comforts)
        self._make_texts()
        self._build_widgets()
        self._place_all(animate=False)
        self._refresh_piles()
        self._refresh_texts()
        # What exists now lives as long as the table: keep the collector from walking it
        # again and again during the game (a full collection is a visible stall).
        # Leaving the table (on_hide_view) unfreezes it.
        gc.freeze()

    # ------------------------------------------------------------------ construction
    def _make_texts(self) -> None:
        def text(size, color=theme.TEXT, **kw) -> arcade.Text:
            kw.setdefault("anchor_x", "center")
            return arcade.Text("", 0, 0, color, size, font_name=theme.BODY_FONT,
                               anchor_y="center", **kw)

        self.status = text(theme.STATUS_SIZE)
        self.stock_count = text(theme.SMALL_SIZE, theme.TEXT_DIM)
        self.opponent_label = text(theme.SMALL_SIZE + 1, anchor_x="left", multiline=True,
                                   width=240, align="left")
        self.thinking_text = text(theme.SMALL_SIZE, theme.GOLD, anchor_x="left")
        self.suit_text = text(34, theme.SUIT_BLACK)
        self.suit_caption = text(theme.SMALL_SIZE - 1, theme.TEXT_DIM)
        self.south_label = text(theme.SMALL_SIZE + 1, anchor_x="left")

    def _build_widgets(self) -> None:
        self.menu_button = TableButton(text="Menu", width=120, height=42)
        self.menu_button.on_click = lambda _e=None: self.go_to_menu()  # type: ignore[method-assign]
        self.draw_button = TableButton(text="Draw", primary=True, width=190, height=52)
        self.draw_button.on_click = lambda _e=None: self.draw()  # type: ignore[method-assign]
        self.pass_button = TableButton(text="Pass", width=190, height=52)
        self.pass_button.on_click = lambda _e=None: self.pass_turn()  # type: ignore[method-assign]
        self._menu_holder = gui.UIAnchorLayout()
        self._draw_holder = gui.UIAnchorLayout()
        self._pass_holder = gui.UIAnchorLayout()
        self.picker = SuitPicker(on_choose=self.choose_suit, on_cancel=self.cancel_suit)
        for holder in (self._menu_holder, self._draw_holder, self._pass_holder):
            self.ui.add(holder)
        self.ui.add(self.picker, layer=1)
        self._draw_holder.visible = False
        self._pass_holder.visible = False
        self._build_comfort_widgets()

    def _place_buttons(self) -> None:
        h = self.fit.height
        box = self.layout.menu_button
        self._menu_holder.clear()
        self._menu_holder.add(self.menu_button, anchor_x="left", anchor_y="top",
                              align_x=box.left, align_y=-(h - box.top))
        boxes = self.layout.button_boxes(2)
        for holder, button, b in ((self._draw_holder, self.draw_button, boxes[0]),
                                  (self._pass_holder, self.pass_button, boxes[1])):
            holder.clear()
            holder.add(button, anchor_x="left", anchor_y="bottom", align_x=b.left,
                       align_y=b.bottom)
        _, py = self.layout.waste_center
        self.picker.clear()  # re-centre the panel on the piles' line
        self.picker.add(self.picker.panel, anchor_x="center", anchor_y="center",
                        align_y=py - self.fit.height / 2)
        self._place_comfort_widgets()

    # ------------------------------------------------------------------ properties
    @property
    def position(self):
        return self.game.position

    @property
    def is_animating(self) -> bool:
        return bool(self._queue) or self._hold > 0 or any(s.is_animating for s in self.cards)

    @property
    def is_idle(self) -> bool:
        """Nothing left to show: the sprites show the game as it is."""
        return not self.is_animating

    @property
    def human_to_move(self) -> bool:
        return self.game.is_human_turn() and self.is_idle and self._picking is None

    def _buttons_due(self) -> bool:
        """The player's turn is shown: nothing queued, nothing held, no Jack waiting."""
        return (self.game.is_human_turn() and not self._queue and self._hold <= 0
                and self._picking is None)

    @property
    def thinking(self) -> bool:
        seat = self.position.to_move
        opp = self.opponents.get(seat)
        return opp is not None and opp.thinking

    def legal_cards(self) -> set[int]:
        """Card numbers the player to move could play now (from the engine)."""
        return {int(m.card) for m in self.position.legal_moves() if m.card is not None}

    # ------------------------------------------------------------------ layout
    def on_layout(self, width: int, height: int) -> None:
        self.layout = TableLayout(width, height)
        self._place_buttons()
        lay = self.layout
        self.status.position = lay.status_pos
        self.stock_count.position = lay.stock_count_pos
        self.opponent_label.position = lay.opponent_label_pos
        ox, oy = lay.opponent_label_pos
        self.thinking_text.position = (ox, oy - 52)
        self.south_label.position = (24, lay.status_pos[1])
        self._shown_stock = -1
        self._refresh_piles()
        self._place_all(animate=False)

    def _targets(self) -> dict[int, tuple[Slot, bool]]:
        """Card number → (slot, face up) for every card the shown state puts on the table."""
        lay = self.layout
        st = self.state
        out: dict[int, tuple[Slot, bool]] = {}
        bottom = sorted_hand(st.hands[0]) if self.human[0] else st.hands[0]
        for card, slot in zip(bottom, lay.player_hand(len(bottom)), strict=True):
            if int(card) in self._raised:
                slot = Slot(slot.x, slot.y + RAISE, slot.angle, slot.scale)
            slot = self._lift_hinted(int(card), slot)
            out[int(card)] = (slot, True)  # South's cards show face up, also in a demo
        top = st.hands[1]
        for card, slot in zip(top, lay.opponent_hand(len(top)), strict=True):
            out[int(card)] = (slot, self.human[1])
        visible = st.waste[-WASTE_VISIBLE:]
        for card, slot in zip(visible, lay.waste(visible), strict=True):
            out[int(card)] = (slot, True)
        return out

    def _draw_order(self) -> list[int]:
        st = self.state
        order = [int(c) for c in st.waste]
        order += [int(c) for c in st.hands[1]]
        bottom = sorted_hand(st.hands[0]) if self.human[0] else st.hands[0]
        order += [int(c) for c in bottom]
        return order

    def _sprite(self, card, face_up: bool = False, at: Slot | None = None) -> CardSprite:
        key = int(card)
        sprite = self.sprites.get(key)
        if sprite is None:
            sprite = CardSprite(card, face_up=face_up, back=self.card_back)
            if at is not None:
                sprite.place(at)
            self.sprites[key] = sprite
            self.cards.append(sprite)
            shadow = arcade.Sprite(theme.shadow_texture())
            self._shadow_of[key] = shadow
            self.shadows.append(shadow)
        return sprite

    def _remove_sprite(self, key: int) -> None:
        sprite = self.sprites.pop(key, None)
        if sprite is not None:
            self.cards.remove(sprite)
            self.shadows.remove(self._shadow_of.pop(key))
            self._flying.discard(key)
            if key in self._recycling:
                self._recycling.discard(key)
                self._refresh_piles()  # the last one home: the stock shows its new size

    def _place_all(self, animate: bool = True, duration: float = 0.3) -> None:
        """Send every card of the shown state to its slot (glide, or jump at once)."""
        targets = self._targets()
        held = {int(self.drag.card)} if self.drag else set()
        if self._picking is not None:
            held.add(self._picking)
        for key, (slot, face_up) in targets.items():
            if key in held:
                continue
            sprite = self._sprite(_card(key), face_up)
            if not animate:
                sprite.finish()
                sprite.place(slot)
                sprite.face_up = face_up
                continue
            x, y, angle, scale = sprite.destination
            if (abs(x - slot.x) > 0.5 or abs(y - slot.y) > 0.5 or abs(angle - slot.angle) > 0.5
                    or abs(scale - slot.scale) > 0.001):
                sprite.move_to_slot(slot, duration=duration)
            if sprite.target_face_up != face_up:
                sprite.flip(face_up=face_up)
        if not animate:
            for key in [k for k in self.sprites if k not in targets]:
                self._remove_sprite(key)
        self._restack()

    def _restack(self) -> None:
        """Draw order: waste bottom→top, the hands, then cards in flight, then the held card."""
        order = [k for k in self._draw_order() if k in self.sprites and k not in self._flying]
        order += [k for k in self._flying if k in self.sprites]
        for key in (int(self.drag.card) if self.drag else None, self._picking):
            if key is not None and key in self.sprites:
                if key in order:
                    order.remove(key)
                order.append(key)
        current = [int(s.card) for s in self.cards]
        if current == order:
            return
        for key in order:
            sprite = self.sprites[key]
            self.cards.remove(sprite)
            self.cards.append(sprite)

    def _refresh_piles(self) -> None:
        size = self._stock_before_refill if self._recycling else self.state.stock_size
        if size == self._shown_stock:
            return
        self._shown_stock = size
        self.stock_backs.clear()
        for slot in self.layout.stock_layers(size):
            back = arcade.Sprite(back_texture(self.card_back), scale=slot.scale)
            back.position = (slot.x, slot.y)
            self.stock_backs.append(back)
        self.stock_count.text = f"{size} in stock" if size else "Stock empty"

    def _refresh_texts(self) -> None:
        st = self.state
        n = len(st.hands[1])
        self.opponent_label.text = f"{self.names[1]}\n{plural(n, 'card')}"
        if not self.human[0]:
            self.south_label.text = f"{self.names[0]} · {plural(len(st.hands[0]), 'card')}"
        suit = st.active_suit
        # Until the up-card is turned no suit is in play: the badge stays empty.
        self.suit_text.text = "" if st.dealing or not st.waste else SUIT_SYMBOLS[suit]
        self.suit_text.color = theme.suit_color(suit)
        jack_asked = bool(st.waste) and st.waste[-1].rank == JACK_RANK and not st.dealing
        self.suit_caption.text = f"Jack asks for {suit_word(suit)}" if jack_asked else "Suit"
        self.suit_text.font_size = 52 if jack_asked else 34
        if st.dealing or not st.waste:
            self.status.text = "Dealing…"
        elif st.is_over:
            w = st.winner
            self.status.text = "You win!" if self.human[w] else f"{self.names[w]} wins"
        else:
            # While a move is shown, already say what comes next (no stale "Your turn").
            turn = next((e for e in self._queue if isinstance(e, NextTurn)), None)
            seat, phase, pending = ((turn.seat, turn.phase, turn.pending_draw) if turn
                                    else (st.to_move, st.phase, st.pending))
            # Words that depend on the hand come from the engine's legal moves, which
            # belong to the turn the text speaks of once it is the position's turn.
            position = self.position
            legal = (position.legal_moves() if self.human[seat] and seat == position.to_move
                     and phase == position.phase else None)
            holds_seven = None if legal is None else DRAW_MOVE not in legal
            text = phase_text(phase, seat, pending, names=self.names, human_seats=self.human,
                              holds_seven=holds_seven)
            if turn is None and phase in "na" and legal == [DRAW_MOVE]:
                text = "No card fits: click the stock to draw"
            self.status.text = text
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        """Draw and Pass as the engine allows, once the shown state is the game's.

        Why not ``human_to_move``: that also waits for gliding sprites, and the glide
        that raises the playable cards starts just before this runs, so the buttons
        would stay hidden until the next refresh, which may never come.
        """
        legal = self.position.legal_moves() if self._buttons_due() else []
        can_draw = DRAW_MOVE in legal
        self._draw_holder.visible = can_draw
        self._pass_holder.visible = PASS_MOVE in legal
        if can_draw:
            n = self.position.pending_draw
            self.draw_button.text = "Draw" if n == 1 else f"Draw {n}"

    # ------------------------------------------------------------------ the event queue
    def _enqueue(self, events: list) -> None:
        self._comforts_on_enqueue(events)
        self._queue.extend(events)
        self._idle_done = False
        self._raised = set()
        self._refresh_buttons()  # hidden until the move has been shown

    def _advance_queue(self, delta_time: float) -> None:
        if self._hold > 0:
            self._hold = max(0.0, self._hold - delta_time)
        while self._queue and self._hold <= 0:
            self._hold += self._start_step(self._queue.popleft())

    def _start_step(self, event) -> float:
        """Show one engine event; returns how long to wait before the next one."""
        stock_before = self.state.stock_size
        self.state.apply(event)
        self._comforts_on_step(event)  # its log line and its sound, as it is shown
        lay = self.layout
        stock_slot = Slot(lay.stock.x, lay.stock.y, 0.0, PILE_SCALE)
        if isinstance(event, (CardDealt, CardDrawn)):
            sprite = self._sprite(event.card, False, at=stock_slot)
            self._fly(sprite)
            self._place_all(duration=0.34)
        elif isinstance(event, UpCardTurned):
            sprite = self._sprite(event.card, False, at=stock_slot)
            self._fly(sprite)
            self._place_all(duration=0.36)
        elif isinstance(event, CardPlayed):
            key = int(event.card)
            if self.drag is not None and int(self.drag.card) == key:
                self.drag = None
                self.waste_glow = None
            if self._picking == key:
                self._picking = None
            sprite = self._sprite(event.card, True)
            self._fly(sprite)
            self._place_all(duration=0.34)
        elif isinstance(event, SuitNamed):
            self.badge_pulse = 1.0
        elif isinstance(event, StockRefilled):
            self._recycle_waste(stock_before)
        elif isinstance(event, Passed):
            who = "You pass" if self.human[event.seat] else f"{self.names[event.seat]} passes"
            self.toast.show(who, duration=1.2)
        self._refresh_piles()
        self._refresh_texts()
        return HOLDS.get(type(event), 0.0) * CardSprite.speed

    def _fly(self, sprite: CardSprite) -> None:
        """Mark a card as travelling: drawn on top until it lands."""
        key = int(sprite.card)
        self._flying.add(key)

        def landed(_sprite: CardSprite, key: int = key) -> None:
            self._flying.discard(key)
            self._restack()

        sprite.on_arrive = landed

    def _recycle_waste(self, stock_before: int) -> None:
        """The waste (all but its top) turns face down, glides onto the stock, disappears.

        Each card turns over where it lies before it moves (the stock is face down), and
        the stock keeps showing ``stock_before`` cards until the last of them has landed.
        """
        keep = {int(c) for c in self.state.waste} | {int(c) for h in self.state.hands for c in h}
        stock = self.layout.stock
        going = [k for k in self.sprites if k not in keep]
        if CardSprite.speed > 0 and going:
            self._stock_before_refill = stock_before
        for key in going:
            sprite = self.sprites[key]
            if CardSprite.speed <= 0:
                self._remove_sprite(key)
                continue
            self._recycling.add(key)
            sprite.flip(duration=0.14, face_up=False)
            sprite.move_to(stock.x, stock.y, duration=0.4, delay=0.14, scale=PILE_SCALE)
            sprite.on_arrive = lambda s, key=key: self._remove_sprite(key)

    def _on_idle(self) -> None:
        """The queue has run dry: trim the waste, raise playable cards, ask for a move."""
        self._idle_done = True
        visible = {int(c) for c in self.state.waste[-WASTE_VISIBLE:]}
        for card in self.state.waste[:-WASTE_VISIBLE]:
            if int(card) in self.sprites and int(card) not in visible:
                self._remove_sprite(int(card))
        if not self.state.matches(self.position):  # never drift from the model
            self.state = TableState.of(self.position)
            self._refresh_piles()
        self._raised = set()
        if self.highlight_playable and self.game.is_human_turn() and self._picking is None:
            self._raised = self.legal_cards()
        self._comforts_on_idle()
        self._place_all(duration=0.18)
        self._refresh_texts()

    # ------------------------------------------------------------------ frame loop
    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        self._time += delta_time
        self._advance_queue(delta_time)
        for sprite in list(self.cards):
            sprite.update_animation(delta_time)
        self.toast.update(delta_time)
        self._comforts_update(delta_time)
        if self.badge_pulse > 0:
            self.badge_pulse = max(0.0, self.badge_pulse - delta_time * 1.6)
        # At instant speed a few computer moves may follow each other within one frame.
        for _ in range(6 if CardSprite.speed <= 0 else 1):
            if not self.is_idle:
                break
            if not self._idle_done:
                self._on_idle()
            moved = self._drive_computer(delta_time)
            self._check_over(delta_time)
            if not moved:
                break
            delta_time = 0.0
            self._advance_queue(0.0)

    def _drive_computer(self, delta_time: float) -> bool:
        """Ask the computer seat to move, and make its move once it is released."""
        game = self.game
        if game.is_over:
            return False
        seat = game.to_move
        opp = self.opponents.get(seat)
        if opp is None:
            return False
        if self._requested != seat:
            delay = self.think_delay * CardSprite.speed
            opp.request(game.view(seat), min_delay=delay)
            self._requested = seat
            if delay <= 0:
                opp.wait(timeout=0.004)  # a quick strategy answers within this frame
        move = opp.poll(delta_time)
        for report in opp.take_reports():
            self.toast.show(str(report), kind="error", duration=5.0)
        if move is None:
            return False
        self._requested = None
        try:
            events = game.play(move)
        except IllegalMoveError:  # the guard should make this impossible; never crash
            events = game.play(game.position.legal_moves()[0])
        self._enqueue(events)
        return True

    def _check_over(self, delta_time: float) -> None:
        if not self.game.is_over or self._reported_over:
            return
        self._reported_over = True
        self.close_opponents()
        if self.on_game_over is not None:
            self.on_game_over(self)

    def close_opponents(self) -> None:
        for opp in self.opponents.values():
            opp.close()
        self._comforts_close()

    def skip_animations(self) -> None:
        """Show everything queued at once and finish every tween (click or key)."""
        while self._queue:
            self._start_step(self._queue.popleft())
        self._hold = 0.0
        for sprite in list(self.cards):
            sprite.finish()
        self._on_idle()
        for sprite in list(self.cards):
            sprite.finish()

    # ------------------------------------------------------------------ player moves
    def _make_move(self, move) -> bool:
        """Play ``move`` for the player through the controller; False (and why) if refused."""
        try:
            events = self.game.play(move)
        except IllegalMoveError as exc:
            self._refuse(exc.reason)
            return False
        self._gesture_moved = True
        self._requested = None
        self._enqueue(events)
        return True

    def play_card(self, card) -> bool:
        """Play a card from the player's hand; a Jack opens the suit picker first."""
        if not self.human_to_move:
            self._not_your_turn()
            self._return_held()
            return False
        key = int(card)
        moves = [m for m in self.position.legal_moves() if m.card is not None
                 and int(m.card) == key]
        if not moves:
            reason = self.position.explain_illegal(MOVES[key]) or "You cannot play that card"
            self._refuse(reason)
            self._return_held()
            return False
        if any(m.named_suit is not None for m in moves):
            self._open_picker(key)
            return False
        return self._make_move(moves[0])

    def draw(self) -> bool:
        """Draw from the stock (one card, or four when answering a Seven), or say why not."""
        if not self.human_to_move:
            self._not_your_turn()
            return False
        if not self.stock_cooldown.ready():
            return False  # a burst of clicks: the first one drew
        self.stock_cooldown.seconds = 0.45 * CardSprite.speed  # none at instant speed
        reason = self.position.explain_illegal(DRAW_MOVE)
        if reason is not None:
            self._refuse(reason)
            return False
        self.stock_cooldown.trigger()
        return self._make_move(DRAW_MOVE)

    def pass_turn(self) -> bool:
        if not self.human_to_move:
            self._not_your_turn()
            return False
        return self._make_move(PASS_MOVE)

    def _not_your_turn(self) -> None:
        if self.game.is_over:
            self.toast.show("The game is over")
        elif not self.game.is_human_turn():
            self.toast.show(f"Wait: it is {self.names[self.game.to_move]}'s turn")

    # ------------------------------------------------------------------ the suit picker
    def _open_picker(self, key: int) -> None:
        self._picking = key
        sprite = self.sprites[key]
        self.drag = None
        self.waste_glow = None
        # It waits raised in its place in the hand, enlarged over the dimming: there it
        # hides neither the picker nor the status line above the hand.
        slot = self._targets()[key][0]
        sprite.move_to(slot.x, slot.y, duration=0.15, scale=HAND_SCALE * LIFT)
        self._restack()
        self.picker.open()
        self._refresh_buttons()

    def choose_suit(self, suit: int) -> None:
        """The picker's answer: play the waiting Jack naming ``suit``."""
        key, self._picking = self._picking, None
        if key is None:
            return
        if not self._make_move(jack_move(key, suit)):
            self._place_all()

    def cancel_suit(self) -> None:
        """Esc in the picker: the Jack goes back to the hand, nothing is played."""
        self._picking = None
        self._return_held()
        self._refresh_buttons()

    # ------------------------------------------------------------------ pointer input
    def _hand_card_at(self, x: float, y: float) -> CardSprite | None:
        """The topmost card of the player's hand under logical point ``(x, y)``."""
        if not any(self.human):
            return None
        seat = 0 if self.human[0] else 1
        mine = {int(c) for c in self.state.hands[seat]}
        for sprite in reversed(self.cards):
            if int(sprite.card) in mine and sprite.collides_with_point((x, y)):
                return sprite
        return None

    def _over_stock(self, x: float, y: float) -> bool:
        return self.state.stock_size > 0 and self.layout.pile_box(self.layout.stock).contains(x, y)

    def _over_waste(self, x: float, y: float, sprite: CardSprite | None = None) -> bool:
        cx, cy = self.layout.waste_center
        w, h = card_size(PILE_SCALE)
        margin = 30.0
        points = [(x, y)] + ([sprite.position] if sprite is not None else [])
        return any(abs(px - cx) <= w / 2 + margin and abs(py - cy) <= h / 2 + margin
                   for px, py in points)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        self._gesture_moved = False
        showing = self._finish_animations()
        if self.shortcuts.is_open:  # any click closes the shortcuts overlay
            self.shortcuts.close()
            return True
        if self.picker.is_open:
            return super().on_mouse_press(x, y, button, modifiers) or True
        if showing and not self._over_side_button(x, y):
            return True  # it only skipped: no card, stock, Draw or Pass is touched
        if super().on_mouse_press(x, y, button, modifiers):
            return True
        if button != arcade.MOUSE_BUTTON_LEFT:
            return None
        lx, ly = self.to_logical(x, y)
        sprite = self._hand_card_at(lx, ly)
        if sprite is not None:
            if not self.game.is_human_turn():
                self._not_your_turn()
                return True
            if self.double_click.press(int(sprite.card)):
                self.play_card(sprite.card)
                return True
            self._lift(sprite, lx, ly)
            return True
        if self._over_stock(lx, ly):
            self.double_click.reset()
            self.draw()
            return True
        return None

    def _over_side_button(self, x: int, y: int) -> bool:
        """Whether window pixel ``(x, y)`` is on Menu, Hint, Log or ? (not a game action)."""
        point = self.to_logical(x, y)
        return any(b.rect.point_in_rect(point) for b in
                   (self.menu_button, self.hint_button, self.log_button, self.help_button))

    def _lift(self, sprite: CardSprite, x: float, y: float) -> None:
        self.drag = Drag(sprite.card, sprite, (sprite.center_x - x, sprite.center_y - y), (x, y))
        sprite.set_pose(sprite.center_x, sprite.center_y, 0.0, HAND_SCALE * LIFT)
        self._restack()

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> bool | None:
        drag = self.drag
        if drag is None:
            return super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)
        lx, ly = self.to_logical(x, y)
        px, py = drag.follow(lx, ly)
        drag.sprite.set_pose(px, py, 0.0, HAND_SCALE * LIFT)
        drag.over_waste = self._over_waste(lx, ly, drag.sprite)
        if drag.over_waste:
            drag.legal = int(drag.card) in self.legal_cards()
            self.waste_glow = theme.GLOW_LEGAL if drag.legal else theme.GLOW_ILLEGAL
        else:
            self.waste_glow = None
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        drag = self.drag
        if drag is None:
            return super().on_mouse_release(x, y, button, modifiers)
        lx, ly = self.to_logical(x, y)
        self.waste_glow = None
        if drag.moved and self._over_waste(lx, ly, drag.sprite) and not self._gesture_moved:
            self.play_card(drag.card)
        else:
            self._return_held()
        return True

    def _return_held(self) -> None:
        """A held or dragged card glides back to its place in the hand."""
        self.drag = None
        self.waste_glow = None
        self._place_all(duration=0.28)

    # ------------------------------------------------------------------ keys
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self._finish_animations() and not acts_after_skip(symbol, modifiers):
            return True  # a play, a draw, a pass or an arrow only skips
        if self._comforts_key(symbol, modifiers):  # keyboard play, H L M ? F11
            return True
        if self.picker.handle_key(symbol):
            return True
        if symbol == arcade.key.ESCAPE:
            self.go_to_menu()
            return True
        return super().on_key_press(symbol, modifiers)

    def _finish_animations(self) -> bool:
        """A click or key comes first of all: show at once whatever is still moving.

        True when a move or the deal was still being shown (then the press only skips,
        except for Esc, H, L, M, ?, F11 and their buttons); False when nothing was, or
        only cards settling into place (finished, and the press goes on as usual).
        """
        showing = bool(self._queue) or self._hold > 0
        if showing:
            self.skip_animations()
        else:
            for sprite in list(self.cards):
                if sprite.is_animating:
                    sprite.finish()
        return showing

    def go_to_menu(self) -> None:
        self.close_opponents()
        if self.on_menu is not None:
            self.on_menu()

    # ------------------------------------------------------------------ drawing
    def draw_backdrop(self) -> None:
        """The felt, the pile outlines and the shadows of resting cards, from a cache.

        Why: each card's soft shadow is a blended quad larger than the card, and a hand's
        shadows overlap; on a software renderer they cost as much as the cards. Cards at
        rest do not move for most frames, so their shadows are drawn with the felt and the
        outlines into a window-sized texture, which then replaces the felt (one unblended
        quad either way). When cards come to rest or start moving, only the pixels their
        shadows touch are drawn again. Only moving or held cards cast live shadows. While
        a glow lies under the cards (a drag over the waste, a hint) everything is drawn
        live, so the layers keep their order.
        """
        self._sync_shadows()
        if self.waste_glow is not None or self._comforts_under_active():
            self._baked = None
            super().draw_backdrop()
            return
        resting = frozenset(self._resting_cards())
        vp = self.camera.viewport
        size = (int(vp.width), int(vp.height))
        backdrop = self._backdrop
        if backdrop is None or backdrop.size != size:
            backdrop = self._backdrop = _Backdrop(self.window.ctx, size)
        frame = (self.fit.width, self.fit.height)
        poses = {k: (self._shadow_of[k].position, self._shadow_of[k].angle,
                     self._shadow_of[k].scale) for k in resting}
        if backdrop.frame != frame:
            areas = [(0, 0, *size)]
        else:  # only where a cached shadow appeared, left or moved
            changed = [k for k in poses.keys() | backdrop.poses.keys()
                       if poses.get(k) != backdrop.poses.get(k)]
            areas = _merge_boxes([backdrop.boxes[k] for k in changed if k in backdrop.boxes]
                                 + [self._shadow_box(k, size) for k in changed if k in poses])
        if areas:
            with backdrop.fbo.activate() as fbo, self.camera.activate():
                for k, shadow in self._shadow_of.items():
                    shadow.visible = k in resting
                for area in areas:
                    fbo.scissor = area
                    super().draw_backdrop()
                    with alpha_locked():
                        self._draw_pile_outlines()
                        self.shadows.draw()
                fbo.scissor = None
            backdrop.frame = frame
            backdrop.poses = poses
            backdrop.boxes = {k: self._shadow_box(k, size) for k in resting}
        backdrop.draw(self.window.ctx)
        self._baked = resting

    def _shadow_box(self, key: int, size: tuple[int, int]) -> tuple[int, int, int, int]:
        """Backdrop pixels a card's shadow may touch (any angle): x, y, width, height."""
        shadow = self._shadow_of[key]
        sx, sy = size[0] / self.fit.width, size[1] / self.fit.height
        r = math.hypot(shadow.width, shadow.height) / 2 + 2
        left = max(0, math.floor((shadow.center_x - r) * sx))
        bottom = max(0, math.floor((shadow.center_y - r) * sy))
        right = min(size[0], math.ceil((shadow.center_x + r) * sx))
        top = min(size[1], math.ceil((shadow.center_y + r) * sy))
        return left, bottom, max(0, right - left), max(0, top - bottom)

    def _resting_cards(self):
        """Cards whose shadows may be cached: shown, not moving, not held."""
        held = int(self.drag.card) if self.drag else self._picking
        for key, sprite in self.sprites.items():
            if (sprite.visible and key != held and key not in self._flying
                    and not sprite.is_animating):
                yield key

    def draw_scene(self) -> None:
        lay = self.layout
        if self._baked is None:
            self._draw_pile_outlines()
        self._draw_suit_badge()
        if self.waste_glow is not None:
            cx, cy = lay.waste_center
            gw, gh = theme.glow_size(PILE_SCALE)
            arcade.draw_texture_rect(theme.glow_texture(self.waste_glow),
                                     arcade.XYWH(cx, cy, gw, gh))
        self._draw_comforts_under()
        baked = self._baked or frozenset()
        any_live = False
        for key, sprite in self.sprites.items():
            live = sprite.visible and key not in baked
            self._shadow_of[key].visible = live
            any_live = any_live or live
        if any_live:
            self.shadows.draw()
        self.stock_backs.draw()
        self.cards.draw()
        self._draw_comforts_over_cards()
        self.stock_count.draw()
        self.opponent_label.draw()
        if not self.human[0]:
            self.south_label.draw()
        self.status.draw()
        if self.thinking and self.is_idle:
            dots = "." * (1 + int(self._time * 3) % 3)
            self.thinking_text.text = f"thinking{dots}"
            self.thinking_text.draw()
        if self.picker.is_open:
            arcade.draw_texture_rect(theme.dim_texture(),
                                     arcade.LBWH(0, 0, self.fit.width, self.fit.height))

    def draw_overlay(self) -> None:
        if self._picking is not None and self._picking in self.sprites:
            arcade.draw_sprite(self.sprites[self._picking])
        x, y = self.layout.status_pos
        self.toast.draw(x, y + 50)
        self._draw_comforts_overlay()

    def _draw_pile_outlines(self) -> None:
        w, h = card_size(PILE_SCALE)
        for x, y in ((self.layout.stock.x, self.layout.stock.y), self.layout.waste_center):
            # A hair off the pixel grid: edges that fall exactly on pixel centres would
            # round differently on screen and in the backdrop texture.
            arcade.draw_rect_outline(arcade.XYWH(x + 0.01, y + 0.01, w + 8, h + 8),
                                     (255, 255, 255, 46),
                                     border_width=2)

    def _draw_suit_badge(self) -> None:
        bx, by = self.layout.suit_badge_pos
        big = self.suit_text.font_size > 40
        size = (118 if big else 82) * (1.0 + 0.25 * self.badge_pulse)
        arcade.draw_texture_rect(theme.badge_texture(), arcade.XYWH(bx, by + 4, size, size))
        self.suit_text.position = (bx, by + 6)
        self.suit_caption.position = (bx, by - size / 2 - 6)
        self.suit_text.draw()
        self.suit_caption.draw()

    def _sync_shadows(self) -> None:
        """Each card's soft shadow follows it; held and flying cards cast a longer one."""
        held = int(self.drag.card) if self.drag else self._picking
        for key, sprite in self.sprites.items():
            shadow = self._shadow_of[key]
            lift = 16 if key == held else (10 if sprite.is_animating else 4)
            shadow.position = (sprite.center_x + lift * 0.4, sprite.center_y - lift)
            shadow.angle = sprite.angle
            shadow.scale = sprite.scale_x * 1.0, sprite.scale_y

    def on_hide_view(self) -> None:
        super().on_hide_view()
        gc.unfreeze()  # what the table kept alive may now be collected as usual


class _Backdrop:
    """A window-sized texture (felt, outlines, resting shadows) and the quad that shows it."""

    def __init__(self, ctx, size: tuple[int, int]) -> None:
        from arcade.gl.geometry import quad_2d_fs

        self.size = size
        self.frame: tuple[float, float] | None = None  # the logical size it was drawn for
        self.poses: dict[int, tuple] = {}  # card → the pose of its cached shadow
        self.boxes: dict[int, tuple[int, int, int, int]] = {}  # card → its shadow's pixels
        self.texture = ctx.texture(size, components=4, filter=(ctx.NEAREST, ctx.NEAREST))
        self.fbo = ctx.framebuffer(color_attachments=[self.texture])
        self.geometry = quad_2d_fs()

    def draw(self, ctx) -> None:
        """Cover the viewport with the texture, pixel for pixel, without blending."""
        theme.draw_opaque_quad(ctx, self.texture, self.geometry)


def _merge_boxes(boxes) -> list[tuple[int, int, int, int]]:
    """Pixel boxes (x, y, w, h) with overlapping ones joined into their bounding box."""
    out = [b for b in boxes if b[2] > 0 and b[3] > 0]
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                (ax, ay, aw, ah), (bx, by, bw, bh) = out[i], out[j]
                if ax <= bx + bw and bx <= ax + aw and ay <= by + bh and by <= ay + ah:
                    x, y = min(ax, bx), min(ay, by)
                    out[i] = (x, y, max(ax + aw, bx + bw) - x, max(ay + ah, by + bh) - y)
                    del out[j]
                    merged = True
                    break
            if merged:
                break
    return out


def _card(key: int):
    from dirty7.rules import CARDS

    return CARDS[key]


def _label(spec: str) -> str:
    """``hard:think_ms=300`` → ``Hard``."""
    return spec.split(":", 1)[0].strip().capitalize()


__all__ = ["TableView", "card_number", "sorted_hand"]
