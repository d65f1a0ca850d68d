"""The card sprites of the table: one per card on show, sent to the slots of the shown state.

Why apart from the view: where each card goes (hand order, raised playable cards, the
hinted one a little higher, the visible top of the waste), the draw order (waste, hands,
cards in flight, the held card on top) and each card's soft shadow are one job, read
from the flow's public state; the view only draws the sprite lists.
"""

from __future__ import annotations

from collections.abc import Callable

from dirty7.game.table.hand_order import HandOrder
from dirty7.game.table.table_flow import TableFlow
from dirty7.rules import CARDS
from dirty7.ui.core import theme
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.card_sprites import CardSprite, back_texture
from dirty7.ui.core.layout import WASTE_VISIBLE, Slot, TableLayout
from dirty7.ui.table.glow import HINT_RAISE

RAISE = 16.0  # logical units a playable card rises on the player's turn


def sorted_hand(cards, order: HandOrder | None = None) -> list:
    """The player's hand in ``order`` (by suit, by rank, as drawn or their own; see
    :mod:`.hand_order`); without one by suit (C D H S), then rank (A..K)."""
    if order is not None:
        return order.arrange(cards)
    return sorted(cards, key=lambda c: (c.suit, c.rank))


class CardSprites:
    """The sprites, their shadows and the stock's backs for ``flow``'s shown state.

    ``held()`` names the card the pointer holds (it stays where the pointer puts it).
    """

    def __init__(self, flow: TableFlow, layout: TableLayout, card_back: str,
                 held: Callable[[], int | None]) -> None:
        self.flow = flow
        self.layout = layout
        self.card_back = card_back
        self.held = held
        self.cards: arcade.SpriteList[CardSprite] = arcade.SpriteList()
        self.shadows: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.stock_backs: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.sprites: dict[int, CardSprite] = {}
        self.shadow_of: dict[int, arcade.Sprite] = {}
        self.flying: set[int] = set()
        self.shown_stock = -1
        # Waste cards gliding back onto a refilled stock, and the count shown until they land.
        self.recycling: set[int] = set()
        self.stock_before_refill = 0
        #: Called when the last recycled card has landed and the stock shows its new size.
        self.on_stock_landed: Callable[[], None] | None = None

    @property
    def is_animating(self) -> bool:
        return any(s.is_animating for s in self.cards)

    @property
    def in_motion(self) -> bool:
        """A card glides or turns (the window draws at full rate meanwhile)."""
        return self.is_animating

    def update(self, delta_time: float) -> None:
        for sprite in list(self.cards):
            sprite.update_animation(delta_time)

    def finish(self) -> None:
        """Every tween at its end."""
        for sprite in list(self.cards):
            sprite.finish()

    def _lifted(self) -> set[int]:
        """Cards placed by hand, not by slot: the held one and the Jack awaiting a suit."""
        held = {self.held()} | {self.flow.picking}
        return {k for k in held if k is not None}

    # ------------------------------------------------------------------ where cards go
    def targets(self) -> dict[int, tuple[Slot, bool]]:
        """Card number → (slot, face up) for every card the shown state puts on the table."""
        lay = self.layout
        p = self.flow
        st = p.state
        raised = p.raised
        hinted = p.hinted_card()
        out: dict[int, tuple[Slot, bool]] = {}
        south, north = self.seats()
        bottom = self._bottom_hand()
        shown = p.face_up(south)  # South's cards show face up, also in a demo
        for card, slot in zip(bottom, lay.player_hand(len(bottom)), strict=True):
            key = int(card)
            if key in raised:
                slot = Slot(slot.x, slot.y + RAISE, slot.angle, slot.scale)
            if key == hinted:  # the hinted card stands above the other playable ones
                slot = Slot(slot.x, slot.y + HINT_RAISE, slot.angle, slot.scale)
            out[key] = (slot, shown)
        top = st.hands[north]
        for card, slot in zip(top, lay.opponent_hand(len(top)), strict=True):
            out[int(card)] = (slot, p.face_up(north))
        visible = st.waste[-WASTE_VISIBLE:]
        for card, slot in zip(visible, lay.waste(visible), strict=True):
            out[int(card)] = (slot, True)
        return out

    def seats(self) -> tuple[int, int]:
        """The seat whose hand lies at the bottom (the flow's "my seat": at one computer it
        is the player to move) and the seat at the top."""
        south = self.flow.my_seat
        return south, 1 - south

    def _bottom_hand(self) -> list:
        """The bottom hand, in the player's order when a person plays it."""
        p = self.flow
        south = p.my_seat
        hand = p.state.hands[south]
        return sorted_hand(hand, p.hand_order) if p.human[south] else list(hand)

    def _draw_order(self) -> list[int]:
        st = self.flow.state
        order = [int(c) for c in st.waste]
        order += [int(c) for c in st.hands[self.seats()[1]]]
        order += [int(c) for c in self._bottom_hand()]
        return order

    def sprite(self, card, face_up: bool = False, at: Slot | None = None) -> CardSprite:
        """The sprite of ``card``, made (at ``at``) when it is not on the table yet."""
        key = int(card)
        sprite = self.sprites.get(key)
        if sprite is None:
            sprite = CardSprite(card, face_up=face_up, back=self.card_back,
                                speed=self.flow.speed)
            if at is not None:
                sprite.place(at)
            self.sprites[key] = sprite
            self.cards.append(sprite)
            shadow = arcade.Sprite(theme.shadow_texture())
            self.shadow_of[key] = shadow
            self.shadows.append(shadow)
        return sprite

    def remove(self, key: int) -> None:
        sprite = self.sprites.pop(key, None)
        if sprite is not None:
            self.cards.remove(sprite)
            self.shadows.remove(self.shadow_of.pop(key))
            self.flying.discard(key)
            if key in self.recycling:
                self.recycling.discard(key)
                if self.refresh_stock() and self.on_stock_landed is not None:
                    self.on_stock_landed()  # the last one home: the stock shows its new size

    def relabel(self, old, new) -> None:
        """A face-down card is another than the one shown (a network game's filler, learnt):
        the same sprite, at the same place, now under its true card."""
        sprite = self.sprites.get(int(old))
        if sprite is None or int(new) in self.sprites:
            return
        x, y, angle, scale = sprite.destination
        face_up = sprite.target_face_up
        self.remove(int(old))
        self.sprite(CARDS[int(new)], face_up, at=Slot(x, y, angle, scale))

    def place_all(self, animate: bool = True, duration: float = 0.3) -> None:
        """Send every card of the shown state to its slot (glide, or jump at once)."""
        targets = self.targets()
        held = self._lifted()
        for key, (slot, face_up) in targets.items():
            if key in held:
                continue
            sprite = self.sprite(CARDS[key], face_up)
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
                self.remove(key)
        self.restack()

    def restack(self) -> None:
        """Draw order: waste bottom→top, the hands, then cards in flight, then the held card."""
        order = [k for k in self._draw_order() if k in self.sprites and k not in self.flying]
        order += [k for k in self.flying if k in self.sprites]
        for key in (self.held(), self.flow.picking):
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

    def refresh_stock(self) -> bool:
        """The stock's backs for the shown stock size; True when the size changed.

        While a refill's cards are still travelling, the stock keeps its size from before.
        """
        size = self.stock_before_refill if self.recycling else self.flow.state.stock_size
        if size == self.shown_stock:
            return False
        self.shown_stock = size
        self.stock_backs.clear()
        for slot in self.layout.stock_layers(size):
            back = arcade.Sprite(back_texture(self.card_back), scale=slot.scale)
            back.position = (slot.x, slot.y)
            self.stock_backs.append(back)
        return True

    # ------------------------------------------------------------------ moves shown
    def fly(self, sprite: CardSprite) -> None:
        """Mark a card as travelling: drawn on top until it lands."""
        key = int(sprite.card)
        self.flying.add(key)

        def landed(_sprite: CardSprite, key: int = key) -> None:
            self.flying.discard(key)
            self.restack()

        sprite.on_arrive = landed

    def from_stock(self, card) -> None:
        """A card leaves the stock face down and flies to its place."""
        stock = self.layout.stock
        self.fly(self.sprite(card, False, at=stock))

    def recycle_waste(self) -> None:
        """The waste (all but its top) turns face down, glides onto the stock, disappears.

        Each card turns over where it lies before it moves (the stock is face down), and
        the stock keeps showing the count it had until the last of them has landed.
        """
        st = self.flow.state
        keep = {int(c) for c in st.waste} | {int(c) for h in st.hands for c in h}
        stock = self.layout.stock
        going = [k for k in self.sprites if k not in keep]
        if self.flow.speed() > 0 and going:
            self.stock_before_refill = self.shown_stock
        for key in going:
            sprite = self.sprites[key]
            if self.flow.speed() <= 0:
                self.remove(key)
                continue
            self.recycling.add(key)
            sprite.flip(duration=0.14, face_up=False)
            sprite.move_to(stock.x, stock.y, duration=0.4, delay=0.14, scale=stock.scale)
            sprite.on_arrive = lambda s, key=key: self.remove(key)

    def trim_waste(self) -> None:
        """Forget the sprites of waste cards buried under the visible top."""
        waste = self.flow.state.waste
        visible = {int(c) for c in waste[-WASTE_VISIBLE:]}
        for card in waste[:-WASTE_VISIBLE]:
            if int(card) in self.sprites and int(card) not in visible:
                self.remove(int(card))

    # ------------------------------------------------------------------ shadows
    def sync_shadows(self) -> None:
        """Each card's soft shadow follows it; held and flying cards cast a longer one."""
        held = self.held()
        held = self.flow.picking if held is None else held
        for key, sprite in self.sprites.items():
            shadow = self.shadow_of[key]
            lift = 16 if key == held else (10 if sprite.is_animating else 4)
            shadow.position = (sprite.center_x + lift * 0.4, sprite.center_y - lift)
            shadow.angle = sprite.angle
            shadow.scale = sprite.scale_x * 1.0, sprite.scale_y

    def resting(self):
        """Cards whose shadows may be cached: shown, not moving, not held."""
        held = self.held()
        held = self.flow.picking if held is None else held
        for key, sprite in self.sprites.items():
            if (sprite.visible and key != held and key not in self.flying
                    and not sprite.is_animating):
                yield key


__all__ = ["RAISE", "CardSprites", "sorted_hand"]
