"""The card table: draws a position and animates the deal (game flow still to come).

What is here: every card of a ``Position`` gets a :class:`CardSprite` placed by
:class:`TableLayout` (computer's hand face down at the top, stock with its count, the
waste's top cards, the player's hand face up and sorted by suit then rank), the active
suit badge, a status line, and the dealing animation driven by the deal events.

What is not here yet (the lead wires it to ``dirty7.controller.Game``): playing cards by
click/drag, the computer's turn in a worker thread, and animating play events.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.ui import theme
from dirty7.ui.bootstrap import arcade, gui
from dirty7.ui.cards import CardSprite, back_texture, card_number, step_all
from dirty7.ui.layout import PILE_SCALE, Slot, TableLayout, card_size
from dirty7.ui.scaling import ScaledView
from dirty7.ui.widgets import TableButton

SUIT_SYMBOLS = "♣♦♥♠"
HUMAN, COMPUTER = 0, 1


def sorted_hand(cards) -> list:
    """The player's hand order: by suit (C D H S), then rank (A..K)."""
    return sorted(cards, key=lambda c: (c.suit, c.rank))


class TableView(ScaledView):
    """The table for one game.

    Construct with a ``seed`` (deals with :func:`dirty7.rules.deal` and animates the
    deal) or a ``position`` (shown at once). ``on_menu`` is called by the Menu button
    and Esc.
    """

    def __init__(
        self,
        window: arcade.Window | None = None,
        *,
        difficulty: str = "medium",
        seed: int | None = None,
        first: int = HUMAN,
        position=None,
        on_menu: Callable[[], None] | None = None,
        animate: bool = True,
    ) -> None:
        super().__init__(window)
        self.difficulty = difficulty
        self.seed = seed
        self.on_menu = on_menu
        self.deal_events: list = []
        if position is None:
            from dirty7.rules import deal

            position = deal(seed if seed is not None else 1, first, events=self.deal_events)
        self.position = position
        self.layout = TableLayout(self.fit.width, self.fit.height)
        self.cards = arcade.SpriteList()
        self.stock_backs = arcade.SpriteList()
        self.sprites: dict[int, CardSprite] = {}
        self.waste_glow: tuple[int, int, int] | None = None
        self.status = arcade.Text(
            "", 0, 0, theme.TEXT, theme.STATUS_SIZE, font_name=theme.BODY_FONT,
            anchor_x="center", anchor_y="center",
        )
        self.stock_count = arcade.Text(
            "", 0, 0, theme.TEXT_DIM, theme.SMALL_SIZE, font_name=theme.BODY_FONT,
            anchor_x="center", anchor_y="center",
        )
        self.opponent_label = arcade.Text(
            "", 0, 0, theme.TEXT, theme.SMALL_SIZE + 1, font_name=theme.BODY_FONT,
            anchor_x="left", anchor_y="center", multiline=True, width=220, align="left",
        )
        self.suit_text = arcade.Text(
            "", 0, 0, theme.SUIT_BLACK, 34, font_name=theme.BODY_FONT,
            anchor_x="center", anchor_y="center",
        )
        self.suit_caption = arcade.Text(
            "Suit", 0, 0, theme.TEXT_DIM, theme.SMALL_SIZE - 1, font_name=theme.BODY_FONT,
            anchor_x="center", anchor_y="center",
        )
        self._dealing = bool(self.deal_events) and animate
        self._reveal: list[tuple[float, CardSprite]] = []  # (time, sprite) to show in deal
        self._deal_clock = 0.0
        self._build_buttons()
        if self._dealing:
            self.animate_deal()
        else:
            self.show_position(self.position)

    # --- widgets -----------------------------------------------------------------------
    def _build_buttons(self) -> None:
        self.menu_button = TableButton(text="Menu", width=120, height=42)
        self.menu_button.on_click = lambda _e=None: self.go_to_menu()  # type: ignore[method-assign]
        self.draw_button = TableButton(text="Draw", primary=True, width=190, height=52)
        self.pass_button = TableButton(text="Pass", width=190, height=52)
        self._buttons = gui.UIAnchorLayout()
        self.ui.add(self._buttons)

    def _place_buttons(self) -> None:
        self._buttons.clear()
        w, h = self.fit.width, self.fit.height
        box = self.layout.menu_button
        self._buttons.add(
            self.menu_button, anchor_x="left", anchor_y="top",
            align_x=box.left, align_y=-(h - box.top),
        )
        boxes = self.layout.button_boxes(2)
        for button, b in zip((self.draw_button, self.pass_button), boxes, strict=True):
            self._buttons.add(
                button, anchor_x="left", anchor_y="bottom", align_x=b.left, align_y=b.bottom
            )
        _ = w

    def go_to_menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    # --- layout ------------------------------------------------------------------------
    def on_layout(self, width: int, height: int) -> None:
        self.layout = TableLayout(width, height)
        self._place_buttons()
        self.status.position = self.layout.status_pos
        self.stock_count.position = self.layout.stock_count_pos
        self.opponent_label.position = self.layout.opponent_label_pos
        bx, by = self.layout.suit_badge_pos
        self.suit_text.position = (bx, by + 2)
        self.suit_caption.position = (bx, by - 46)
        if self.sprites and not self._dealing:
            self.show_position(self.position)

    def _sprite(self, card, face_up: bool) -> CardSprite:
        key = int(card)
        sprite = self.sprites.get(key)
        if sprite is None:
            sprite = CardSprite(card, face_up=face_up)
            self.sprites[key] = sprite
            self.cards.append(sprite)
        elif sprite.face_up != face_up and not sprite.is_animating:
            sprite.face_up = face_up
        return sprite

    def target_slots(self, position) -> dict[int, tuple[Slot, bool]]:
        """Card number → (slot, face up) for every visible card of ``position``."""
        lay = self.layout
        out: dict[int, tuple[Slot, bool]] = {}
        mine = sorted_hand(position.hand(HUMAN))
        for card, slot in zip(mine, lay.player_hand(len(mine)), strict=True):
            out[int(card)] = (slot, True)
        theirs = position.hand(COMPUTER)
        for card, slot in zip(theirs, lay.opponent_hand(len(theirs)), strict=True):
            out[int(card)] = (slot, False)
        visible = list(position.waste)[-4:]
        for card, slot in zip(visible, lay.waste(visible), strict=True):
            out[int(card)] = (slot, True)
        return out

    def _draw_order(self, position) -> list[int]:
        """Bottom-to-top drawing order: waste, computer's hand, then the player's hand."""
        order = [int(c) for c in list(position.waste)[-4:]]
        order += [int(c) for c in position.hand(COMPUTER)]
        order += [int(c) for c in sorted_hand(position.hand(HUMAN))]
        return order

    def show_position(self, position) -> None:
        """Place every card of ``position`` at once (no animation)."""
        self.position = position
        targets = self.target_slots(position)
        for key in list(self.sprites):
            if key not in targets:
                self.cards.remove(self.sprites.pop(key))
        for key in self._draw_order(position):
            slot, face_up = targets[key]
            sprite = self._sprite(_card(position, key), face_up)
            sprite.finish()
            sprite.face_up = face_up
            sprite.place(slot)
        self._restack(position)
        self._refresh_piles(position.stock_size)
        self._refresh_texts()

    def _restack(self, position) -> None:
        """Reorder the sprite list so overlapping cards draw in table order."""
        for key in self._draw_order(position):
            sprite = self.sprites[key]
            self.cards.remove(sprite)
            self.cards.append(sprite)

    def _refresh_piles(self, stock_size: int) -> None:
        self.stock_backs.clear()
        for slot in self.layout.stock_layers(stock_size):
            back = arcade.Sprite(back_texture(), scale=slot.scale)
            back.position = (slot.x, slot.y)
            self.stock_backs.append(back)
        self.stock_count.text = f"{stock_size} in stock" if stock_size else "Stock empty"

    def _refresh_texts(self) -> None:
        p = self.position
        n = p.hand_size(COMPUTER)
        self.opponent_label.text = f"Computer ({self.difficulty.capitalize()})\n{n} card" + (
            "" if n == 1 else "s"
        )
        suit = p.active_suit if isinstance(p.active_suit, int) else "CDHS".index(p.active_suit)
        self.suit_text.text = SUIT_SYMBOLS[suit]
        self.suit_text.color = theme.suit_color(suit)
        if p.is_over:
            self.status.text = "You win!" if p.winner == HUMAN else "The computer wins."
        elif p.to_move == HUMAN:
            self.status.text = _your_turn_text(p)
        else:
            self.status.text = "The computer is thinking…"

    # --- dealing -----------------------------------------------------------------------
    def animate_deal(self) -> None:
        """Cards fly one at a time from the stock to the hands, then the up-card turns."""
        from dirty7.rules import CardDealt, UpCardTurned

        position = self.position
        targets = self.target_slots(position)
        stock = self.layout.stock
        total_stock = position.stock_size + len(self.deal_events)
        self._refresh_piles(total_stock)
        delay = 0.25
        for event in self.deal_events:
            if isinstance(event, CardDealt):
                slot, face_up = targets[int(event.card)]
                sprite = self._sprite(event.card, False)
                sprite.place(Slot(stock.x, stock.y, 0.0, PILE_SCALE))
                sprite.visible = False
                sprite.move_to_slot(slot, duration=0.32, delay=delay)
                if face_up:
                    sprite.flip(duration=0.24, delay=delay + 0.22, face_up=True)
                self._pending_show(sprite, delay)
                delay += 0.11
            elif isinstance(event, UpCardTurned):
                slot, _ = targets[int(event.card)]
                sprite = self._sprite(event.card, False)
                sprite.place(Slot(stock.x, stock.y, 0.0, PILE_SCALE))
                sprite.visible = False
                sprite.move_to_slot(slot, duration=0.34, delay=delay + 0.15)
                sprite.flip(duration=0.26, delay=delay + 0.3, face_up=True)
                self._pending_show(sprite, delay + 0.15)
        self._deal_clock = 0.0
        self._restack(position)
        self._refresh_texts()
        self.status.text = "Dealing…"

    def _pending_show(self, sprite: CardSprite, delay: float) -> None:
        self._reveal.append((delay * CardSprite.speed, sprite))

    def skip_animations(self) -> None:
        """Jump every running animation to its end (click or key during animations)."""
        for _, sprite in self._reveal:
            sprite.visible = True
        self._reveal = []
        for sprite in self.cards:
            sprite.finish()
        if self._dealing:
            self._dealing = False
            self.show_position(self.position)

    @property
    def is_animating(self) -> bool:
        return self._dealing or any(s.is_animating for s in self.cards)

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self._dealing:
            self._deal_clock += delta_time
            still = []
            for when, sprite in self._reveal:
                if when <= self._deal_clock:
                    sprite.visible = True
                else:
                    still.append((when, sprite))
            self._reveal = still
            self._refresh_piles(
                self.position.stock_size + sum(1 for _ in self._reveal)
            )
        step_all(self.cards, delta_time)
        if self._dealing and not self._reveal and not any(s.is_animating for s in self.cards):
            self._dealing = False
            self.show_position(self.position)

    # --- input -------------------------------------------------------------------------
    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.is_animating:
            self.skip_animations()
            return True
        return super().on_mouse_press(x, y, button, modifiers)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol == arcade.key.ESCAPE:
            self.go_to_menu()
            return True
        if self.is_animating:
            self.skip_animations()
            return True
        return super().on_key_press(symbol, modifiers)

    # --- drawing -----------------------------------------------------------------------
    def draw_scene(self) -> None:
        lay = self.layout
        self._draw_pile_outlines()
        self._draw_suit_badge()
        if self.waste_glow is not None:
            cx, cy = lay.waste_center
            gw, gh = theme.glow_size(PILE_SCALE)
            arcade.draw_texture_rect(
                theme.glow_texture(self.waste_glow), arcade.XYWH(cx, cy, gw, gh)
            )
        self._draw_shadows()
        self.stock_backs.draw()
        self.cards.draw()
        self.stock_count.draw()
        self.opponent_label.draw()
        self.status.draw()

    def _draw_pile_outlines(self) -> None:
        """Faint rounded outlines where the stock and waste lie (visible when empty)."""
        w, h = card_size(PILE_SCALE)
        for x, y in ((self.layout.stock.x, self.layout.stock.y), self.layout.waste_center):
            arcade.draw_rect_outline(
                arcade.XYWH(x, y, w + 8, h + 8), (255, 255, 255, 46), border_width=2
            )

    def _draw_suit_badge(self) -> None:
        bx, by = self.layout.suit_badge_pos
        arcade.draw_circle_filled(bx, by + 2, 36, (0, 0, 0, 60))
        arcade.draw_circle_filled(bx, by + 4, 34, theme.CREAM)
        arcade.draw_circle_outline(bx, by + 4, 34, theme.GOLD, 3)
        self.suit_text.draw()
        self.suit_caption.draw()

    def _draw_shadows(self) -> None:
        """A soft shadow under cards in flight and under the hands (depth on the felt)."""
        tex = theme.shadow_texture()
        for sprite in self.cards:
            if not sprite.visible:
                continue
            sw, sh = theme.shadow_size(sprite.base_scale)
            lift = 10 if sprite.is_animating else 4
            arcade.draw_texture_rect(
                tex,
                arcade.XYWH(sprite.center_x + lift * 0.4, sprite.center_y - lift, sw, sh),
                angle=sprite.angle,
            )


def _card(position, key: int):
    """The position's Card object for a card number (keeps rank/suit attributes)."""
    for pile in (position.hand(HUMAN), position.hand(COMPUTER), list(position.waste)):
        for card in pile:
            if int(card) == key:
                return card
    from dirty7.rules import CARDS

    return CARDS[key]


def _your_turn_text(position) -> str:
    phase = position.phase
    if phase == "7":
        return "Answer the Seven: play a Seven or draw 4"
    if phase == "3":
        return "Play another card on the Three, or pass"
    if phase == "a":
        return "Your opponent is skipped: play again"
    return "Your turn: play a matching card or a Jack"


__all__ = ["TableView", "card_number", "sorted_hand"]
